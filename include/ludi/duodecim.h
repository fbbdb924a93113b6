/* duodecim.h: the Duodecim scripta part of the state (owned by src/core/duodecim*.c). */
#ifndef LUDI_DUODECIM_H
#define LUDI_DUODECIM_H

#include <stdint.h>

#define LUDI_DUO_COUNTERS 15

struct ludi_duo {
    uint8_t cnt[2][32];          /* [side][own point]: 0 = off (waiting), 1..30, 31 = out */
};

/* Where a side's own point 1..30 lies on the board: row 0 top, 1 middle, 2 bottom; column
 * 0..11 from the left as the board is drawn. Returns 0 on success, -1 for a bad point (or
 * side). Points 1..6 are each side's own half of the middle row (One's 1 next to the centre
 * on the left, Two's 1 on the right); on the top and bottom rows every cell is a point of
 * both sides, and the counters of only one of them can stand there. */
struct ludi_options;
int ludi_duo_cell(const struct ludi_options *opt, int side, int point, int *row, int *col);
/* The other side's point on the same cell as point 7..30 of either side (the map is its own
 * inverse); 0 for a point of a side's own half of the middle row (1..6) or a bad point. */
int ludi_duo_point_across(const struct ludi_options *opt, int point);

#endif
