/* latrunculi.h: the Latrunculi part of the state (owned by src/core/latrunculi*.c). */
#ifndef LUDI_LATRUNCULI_H
#define LUDI_LATRUNCULI_H

#include <stdint.h>

#define LUDI_LAT_MAX_W 12
#define LUDI_LAT_MAX_H 10

/* Bitboards: bit (rank0 * (width + 1) + file0) of a 128-bit set kept as two words
 * (the extra column is an always-empty guard, so shifts never wrap a rank). */
struct ludi_lat {
    uint64_t men[2][2];          /* [side][word] */
    uint64_t kings[2][2];        /* [side][word] */
    uint32_t nocap;              /* plies since the last capture */
};
/* The bit of public square sq (rank0 * width + file0) in the bitboards above. */
static inline int ludi_lat_bit(int width, int sq)
{
    return (sq / width) * (width + 1) + sq % width;
}

/* The positions before this one, which the repetition rule looks back on, are not part of the
 * state: the session and the search keep them (struct ludi_past in rules.h). */

#endif
