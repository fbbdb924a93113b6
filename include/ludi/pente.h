/* pente.h: the Pente grammai part of the state (owned by src/core/pente*.c). */
#ifndef LUDI_PENTE_H
#define LUDI_PENTE_H

#include <stdint.h>

#define LUDI_PENTE_MAX_LINES 11

struct ludi_pente {
    /* [side][i]: the point of each counter (0..2L-1) or LUDI_OFF, sorted ascending (off first),
     * so equal positions are equal bytes; slots L..LUDI_PENTE_MAX_LINES-1 are always 0. */
    int8_t pos[2][LUDI_PENTE_MAX_LINES];
};

#endif
