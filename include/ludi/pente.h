/* pente.h: the Pente grammai part of the state (owned by src/core/pente*.c). */
#ifndef LUDI_PENTE_H
#define LUDI_PENTE_H

#include <stdint.h>

#define LUDI_PENTE_MAX_LINES 11

struct ludi_pente {
    int8_t pos[2][LUDI_PENTE_MAX_LINES]; /* point of each counter (0..2L-1) or LUDI_OFF, sorted */
};

#endif
