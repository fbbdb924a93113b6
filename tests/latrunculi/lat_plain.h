/* lat_plain.h: a deliberately simple Latrunculi move counter on a char array, written apart
 * from the core, to check the core's move generation and perft. */
#ifndef LAT_PLAIN_H
#define LAT_PLAIN_H

#include <stdint.h>

struct plain {
    int w, h;
    char sq[10][12];             /* [rank0][file0]: '.', 'b', 'B', 'w', 'W' */
    int side;                    /* 0 black, 1 white */
    int nocap, nocap_limit;
    int surrounded;              /* king=surrounded */
};

/* Reads a position string; returns 0 on success. */
int plain_parse(struct plain *p, const char *text);
/* Every legal move (ignoring repetition) as from/to squares rank0 * w + file0. */
int plain_moves(const struct plain *p, int (*out)[2], int cap);
/* Plays a move with its captures; returns the number of men captured. */
int plain_play(struct plain *p, int from, int to);
/* After a move: 0 ongoing, else 1 (game over). */
int plain_over(const struct plain *p);
int64_t plain_perft(const struct plain *p, int depth);

#endif
