/* pente_board.h: Pente grammai's working board (counts per point), shared by its rules and text. */
#ifndef LUDI_CORE_PENTE_BOARD_H
#define LUDI_CORE_PENTE_BOARD_H

#include "ludi/rules.h"

#define PT_MAX_POINTS (2 * LUDI_PENTE_MAX_LINES)

/* The circuit has n = 2L points: 0..L-1 are 1A..LA, L..2L-1 are 1B..LB. Both players run
 * through the indices upwards (counterclockwise), so a step of k goes from p to (p + k) % n. */
struct pt_board {
    int lines, n;                    /* L and 2L */
    int sacred[2];                   /* mA and mB as indices */
    uint8_t cnt[2][PT_MAX_POINTS];   /* [side][point]: counters standing there */
    uint8_t off[2];                  /* counters off the board */
};

static inline bool pt_is_sacred(const struct pt_board *b, int p)
{
    return p == b->sacred[0] || p == b->sacred[1];
}

/* Where side's counters must all stand to win: the sacred point on the opponent's side. */
static inline int pt_goal(const struct pt_board *b, int side)
{
    return b->sacred[1 - side];
}

/* The d-th point of side's track (d >= 1): where a counter off the board enters. */
static inline int pt_track_point(const struct pt_board *b, int side, int d)
{
    return (side * b->lines + d - 1) % b->n;
}

/* How far along side's track point p lies (1..2L): the length of an entering step to p. */
static inline int pt_track_index(const struct pt_board *b, int side, int p)
{
    return (p - side * b->lines + b->n) % b->n + 1;
}

static inline int pt_dist(const struct pt_board *b, int from, int to)
{
    return (to - from + b->n) % b->n;
}

bool pt_lines_known(int lines);
void pt_geometry(const struct ludi_options *opt, struct pt_board *b);   /* empty board */
void pt_load(const struct ludi_state *s, struct pt_board *b);
/* Writes the board into s as sorted positions (the hash is the caller's business). */
void pt_store(const struct pt_board *b, struct ludi_state *s);
uint64_t pt_key(int side, int point, int nth);      /* the nth counter (1..) of side on point */
uint64_t pt_side_key(void);
uint64_t pt_hash_board(const struct pt_board *b, int side_to_move);
/* "off", "3A", "1B" */
size_t pt_point_name(int lines, int p, char *buf, size_t len);
/* Sets result, reason and phase from the board: the side that moved last is judged first. */
void pt_judge(struct ludi_state *s, const struct pt_board *b, int mover);

/* pente_moves.c: the turn, behind the functions of struct ludi_rules of the same names (the
 * past is not needed: nothing in Pente grammai depends on earlier positions). */
int pt_moves(const struct ludi_state *s, const struct ludi_past *past, struct ludi_move *out,
             int cap);
int pt_legal_steps(const struct ludi_state *s, const struct ludi_past *past,
                   const struct ludi_step *made, int nmade, struct ludi_step *out, int cap);
bool pt_preview(const struct ludi_state *s, const struct ludi_step *made, int nmade,
                struct ludi_state *out);
bool pt_apply(const struct ludi_state *s, const struct ludi_past *past, const struct ludi_move *m,
              struct ludi_state *out, char *err, size_t errlen);
bool pt_apply_trusted(const struct ludi_state *s, const struct ludi_past *past,
                      const struct ludi_move *m, struct ludi_state *out);
void pt_explain(const struct ludi_state *s, const struct ludi_step *made, int nmade, int from,
                int to, struct ludi_why *w);
void pt_explain_pass(const struct ludi_state *s, struct ludi_why *w);
void pt_explain_forced(const struct ludi_state *s, const struct ludi_move *m,
                       struct ludi_why *w);

#endif
