/* pente_plain.h: a second, deliberately simple Pente grammai move generator for the tests. */
#ifndef LUDI_TESTS_PENTE_PLAIN_H
#define LUDI_TESTS_PENTE_PLAIN_H

#include <stdbool.h>

#define PLAIN_MAX_LINES 11
#define PLAIN_MAX_RESULTS 10000

/* One position: where each counter stands, -1 off the board; points 0..2L-1 as in rules.h. */
struct plain_pos {
    int lines;
    int at[2][PLAIN_MAX_LINES];
};

/* Sorts each side's counters so that equal positions compare equal. */
void plain_sort(struct plain_pos *p);
bool plain_equal(const struct plain_pos *a, const struct plain_pos *b);
bool plain_sacred(int lines, int point);
/* Every distinct position side can reach with die d, written into out (sorted); the count,
 * 0 when nothing is legal. classic: mode=classic, else knock-off. */
int plain_results(const struct plain_pos *start, bool classic, int side, int d,
                  struct plain_pos *out, int cap);
/* Plays one classic step of side's counter standing on from, if legal right now given which
 * counters have moved this turn (moved[i] for counter i of side); false if not. */
bool plain_classic_step(struct plain_pos *p, bool *moved, int side, int from, int to);

#endif
