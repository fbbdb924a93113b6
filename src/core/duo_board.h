/* duo_board.h: Duodecim scripta inside the core: the board as the mover sees it, one step at a time. */
#ifndef LUDI_CORE_DUO_BOARD_H
#define LUDI_CORE_DUO_BOARD_H

#include "game.h"

/* Own point indices in struct ludi_duo and struct duo_pos: 0 waiting, 1..30, 31 borne off. */
#define DUO_WAIT 0
#define DUO_OUT 31
#define DUO_HOME 25                  /* the last six points, 25..30, from which counters bear off */
#define DUO_SHARED 7                 /* points 7..30 lie on the shared top and bottom rows */
#define DUO_POINTS_MASK 0x7FFFFFFEu  /* bits 1..30 */
/* Distinct positions after one throw: each turn is a set of counters each moved by one die or
 * by two or three in a row, starting from at most 15 points (or from off the board): with
 * three distinct dice at most 15^3 single moves + 3 * 2 * 15^2 pairs (two orders, which can
 * differ in what they hit) + 6 * 15 triples = 4815, within LUDI_MAX_MOVES. Random search finds
 * about 3300; the generator keeps 4096 on the stack and takes LUDI_MAX_MOVES from the heap
 * for a throw with more. (A test builds the core with a small value to try that path.) */
#ifndef DUO_STACK_TURNS
#define DUO_STACK_TURNS 4096
#endif

/* The board from the side to move, small enough to copy at every step: its own counts as
 * 32 four-bit fields (index 0 waiting, 1..30, 31 borne off; which with the hit points is
 * also an exact key of the position a turn leads to), and bit sets over its own points that
 * let one die's moves be found by shifting. */
struct duo_pos {
    uint64_t key[2];                 /* count of index i in bits 4(i%16).. of key[i/16] */
    uint32_t occ;                    /* bit p (1..30): own counters on p */
    uint32_t blocked;                /* bit p: two or more opposing counters, no landing */
    uint32_t blots;                  /* bit p: a single opposing counter, hit by landing */
    uint32_t hits;                   /* bit p: an opposing counter was hit on p this turn */
    int back;                        /* own counters not home: waiting or on 1..24 */
};

static inline int duo_own(const struct duo_pos *b, int i)
{
    return (int)(b->key[i >> 4] >> ((i & 15) * 4)) & 15;
}

/* The opponent's point on the same cell as point p (7..30) of either side: the map is its own
 * inverse, so it serves both sides. */
static inline int duo_opp_point(int path, int p)
{
    if (path == LUDI_PATH_CROSS)
        return p <= 18 ? 25 - p : 49 - p;
    return p <= 18 ? p + 12 : p - 12;
}

/* Where die v takes a counter from own index from (0 = waiting): a point, or DUO_OUT. */
static inline int duo_target(int from, int v)
{
    int to = from == DUO_WAIT ? v : from + v;
    return to > DUO_OUT ? DUO_OUT : to;
}

/* The own indices (bit set) from which die v may move a counter now. Bit 0 means entering.
 * The rules of a single step, each checked against the board as it is at that step:
 * - While a counter waits, the die enters one on point v (always possible: points 1..6 are
 *   private). decided: once none waits, the dice left move any counter, one just entered
 *   too.
 * - A counter moves v points forward to an empty point, its own pile or a lone opposing
 *   counter (hit by duo_make), never onto two or more.
 * - With every counter on 25..30 a die bears off from 31 - v, or, that point being empty and
 *   no counter lower, from the lowest counter. decided: a die that can bear off may instead
 *   move a counter within the board, as in backgammon. */
static inline uint32_t duo_sources(const struct duo_pos *b, int v)
{
    if (b->key[0] & 15)
        return 1u;                   /* a waiting counter enters before anything else moves */
    uint32_t src = ((b->occ << v) & ~b->blocked & DUO_POINTS_MASK) >> v;
    if (b->back == 0 && b->occ) {
        uint32_t exact = 1u << (31 - v);
        if (b->occ & exact)
            src |= exact;
        else if ((b->occ & (exact - 1)) == 0)
            src |= b->occ & (0u - b->occ);   /* nothing further back: the lowest counter */
    }
    return src;
}

static inline void duo_key_add(uint64_t key[2], int i, int delta)
{
    uint64_t unit = 1ull << ((i & 15) * 4);
    if (delta > 0)
        key[i >> 4] += unit;
    else
        key[i >> 4] -= unit;
}

/* Moves a counter from own index from by die v (the step must be one duo_sources allows). */
static inline void duo_make(struct duo_pos *b, int from, int v)
{
    int to = duo_target(from, v);
    duo_key_add(b->key, from, -1);
    duo_key_add(b->key, to, +1);
    if (duo_own(b, from) == 0)
        b->occ &= ~(1u << from);
    if (to < DUO_OUT)
        b->occ |= 1u << to;
    if (b->blots & (1u << to)) {
        b->blots &= ~(1u << to);
        b->hits |= 1u << to;
    }
    if (from < DUO_HOME && to >= DUO_HOME)
        b->back--;
}

/* A turn's worth: how many dice it uses, then how many points they add up to (decided: the
 * values of the dice, so an overshooting bear-off counts its die, not the distance moved).
 * Only turns of the best worth the throw allows are legal; so when the last counter is borne
 * off before all dice are used, the dice used must still be the largest that could be. */
static inline int duo_quality(int ndice, int pips)
{
    return ndice * 32 + pips;
}

void duo_pos_load(const struct ludi_state *s, struct duo_pos *b);
/* Every whole turn (see ludi_moves), written up to cap; returns the count. */
int duo_gen_moves(const struct ludi_state *s, struct ludi_move *out, int cap);
/* The best quality any turn can reach from b with the dice left. */
int duo_best_quality(const struct duo_pos *b, const int *dice, int nd);

/* Where following some steps of a turn leads. */
struct duo_follow {
    struct duo_pos pos;              /* the board after the steps */
    int dice[LUDI_MAX_DICE];         /* the dice left, in thrown order */
    int nd;
    int used, pips;                  /* dice used so far and their sum */
    int best;                        /* the best quality of a whole turn from the start */
    uint8_t die[LUDI_MAX_DICE];      /* the die each step used */
};

/* Follows made[0..nmade) from s, choosing for each step a die that moves it (the given one
 * when die != 0). With whole set, the steps must be a complete turn of the best quality;
 * otherwise they must be a start that some such turn continues. False when no choice works. */
bool duo_follow(const struct ludi_state *s, const struct ludi_step *made, int nmade, bool whole,
                struct duo_follow *f);
int duo_legal_steps(const struct ludi_state *s, const struct ludi_step *made, int nmade,
                    struct ludi_step *out, int cap);

#endif
