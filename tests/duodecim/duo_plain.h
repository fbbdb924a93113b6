/* duo_plain.h: a deliberately simple Duodecim scripta turn generator on plain arrays, written
 * apart from the core (no shared code), to check the core's moves. */
#ifndef DUO_PLAIN_H
#define DUO_PLAIN_H

/* cnt[side][i]: i = 0 waiting to enter, 1..30 the side's own points, 31 borne off. */
struct plain {
    int cross;                   /* path=cross */
    int side;                    /* to move: 0 one, 1 two */
    int cnt[2][32];
};

/* Where a side's point (1..30) is drawn: row 0 top, 1 middle, 2 bottom; column from the left. */
void plain_cell(int cross, int side, int point, int *row, int *col);

/* Every distinct position after a legal whole turn with the three dice (brute force over every
 * order of the dice and every counter); the side to move is not changed. Returns the count
 * (0 means the turn passes) and writes up to cap positions. */
int plain_turns(const struct plain *p, const int dice[3], struct plain *out, int cap);

/* Plays one step from index from (0 = entering) with die v if legal; returns 0 if not. */
int plain_step(struct plain *p, int from, int v);

/* Equal boards (counts only). */
int plain_same(const struct plain *a, const struct plain *b);

#endif
