/* latrunculi.h: the Latrunculi part of the state (owned by src/core/latrunculi*.c). */
#ifndef LUDI_LATRUNCULI_H
#define LUDI_LATRUNCULI_H

#include <stdint.h>

#define LUDI_LAT_MAX_W 12
#define LUDI_LAT_MAX_H 10
#define LUDI_LAT_HIST 256        /* positions remembered for the repetition rule */

/* Bitboards: bit (rank0 * (width + 1) + file0) of a 128-bit set kept as two words
 * (the extra column is an always-empty guard, so shifts never wrap a rank). */
struct ludi_lat {
    uint64_t men[2][2];          /* [side][word] */
    uint64_t kings[2][2];        /* [side][word] */
    uint16_t nocap;              /* plies since the last capture */
    uint16_t nhist;              /* entries in hist */
    uint64_t hist[LUDI_LAT_HIST]; /* hashes (board + side) since the last capture, oldest first */
};

#endif
