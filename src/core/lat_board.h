/* lat_board.h: Latrunculi's working board (128-bit sets), shared by its rules, text and perft. */
#ifndef LUDI_CORE_LAT_BOARD_H
#define LUDI_CORE_LAT_BOARD_H

#include "ludi/lat_fast.h"
#include "ludi/rules.h"

__extension__ typedef unsigned __int128 u128;

#define LAT_BIT(i) ((u128)1 << (i))

/* Bit (rank0 * s + file0) with s = w + 1: the extra column is always empty, so a shift east
 * or west off a rank lands on it (or off the set) and is masked away by `full`. */
struct lat_geo {
    int w, h, s;
    u128 full;
};

struct lat_board {
    u128 men[2], kings[2];
    int side;                    /* to move */
    int nocap;
    uint64_t hash;
};

static inline int lat_popcount(u128 x)
{
    /* SWAR: a portable build has no popcount instruction, and the library call that
     * __builtin_popcountll becomes is slower */
    int n = 0;
    for (int i = 0; i < 2; i++) {
        uint64_t v = (uint64_t)(x >> (64 * i));
        v = v - ((v >> 1) & 0x5555555555555555ull);
        v = (v & 0x3333333333333333ull) + ((v >> 2) & 0x3333333333333333ull);
        v = (v + (v >> 4)) & 0x0f0f0f0f0f0f0f0full;
        n += (int)((v * 0x0101010101010101ull) >> 56);
    }
    return n;
}

static inline int lat_ctz(u128 x)
{
    uint64_t lo = (uint64_t)x;
    return lo ? __builtin_ctzll(lo) : 64 + __builtin_ctzll((uint64_t)(x >> 64));
}

void lat_geo_init(struct lat_geo *g, int w, int h);
/* The squares orthogonally next to those of x. */
static inline u128 lat_neighbours(const struct lat_geo *g, u128 x)
{
    return ((x << 1) | (x >> 1) | (x << g->s) | (x >> g->s)) & g->full;
}
/* The Zobrist key of a piece: type side * 2 + (1 for the king), on bit index bit. */
extern const uint64_t lat_keys[4 * 128];
static inline uint64_t lat_key(int type, int bit)
{
    return lat_keys[type * 128 + bit];
}
uint64_t lat_side_key(void);
void lat_load(const struct ludi_state *s, struct lat_board *b);
void lat_store(const struct lat_board *b, struct ludi_state *s);
uint64_t lat_hash_board(const struct lat_board *b);
bool lat_king_immobilised(const struct lat_geo *g, const struct lat_board *b, int side,
                          enum ludi_king_rule rule);
bool lat_has_pseudo_move(const struct lat_geo *g, const struct lat_board *b, int side);
int lat_make(const struct lat_geo *g, struct lat_board *b, int from, int to);
/* The opponent's men that the side to move's piece just landed on `to` (b shows it there)
 * captures, by the runs and corners of RULES.md; *with_king (NULL: not wanted) gains those of
 * them that stood in a run holding their own king, which stays. lat_make's own captures. */
u128 lat_captures(const struct lat_geo *g, const struct lat_board *b, int to, u128 *with_king);

/* The positions seen twice since the last capture: a move that makes one of them again (and
 * captures nothing) would make it the third time. filter has bit (h >> 58) of each. */
struct lat_twice {
    const uint64_t *h;
    int n;
    uint64_t filter;
};
bool lat_twice_has(const struct lat_twice *t, uint64_t h);

/* lat_rep.c: the repetition memory of struct ludi_lat_rep (lat_fast.h). init makes it empty
 * (small, no heap); start sets it at a root with its past (the positions since the last
 * capture), with room for `depth` positions beyond the root, and works out the root's
 * positions seen twice (false when out of memory); push adds the position h made from node p
 * (by a capture or not) as node c; free gives back the heap and makes it empty again. */
void lat_rep_init(struct ludi_lat_rep *r);
bool lat_rep_start(struct ludi_lat_rep *r, const struct ludi_past *past, uint64_t root,
                   bool forbid, size_t depth, struct ludi_lat_rep_at *at);
void lat_rep_push(struct ludi_lat_rep *r, const struct ludi_lat_rep_at *p, uint64_t h,
                  bool captured, bool forbid, struct ludi_lat_rep_at *c);
struct lat_twice lat_rep_twice(const struct ludi_lat_rep *r, const struct ludi_lat_rep_at *at);
void lat_rep_free(struct ludi_lat_rep *r);

/* The legal moves as (from, to) bit indexes (written up to cap); returns the count. twice may
 * be NULL (no position seen twice). With out NULL it may stop counting at the first piece
 * that has a move: the answer then says only whether there is one. */
int lat_gen(const struct lat_geo *g, const struct lat_board *b, const struct lat_twice *twice,
            int (*out)[2], int cap);
void lat_judge(const struct lat_geo *g, const struct lat_board *b, const struct ludi_options *opt,
               bool opponent_can_move, int8_t *result, uint8_t *reason);

#define LAT_MAX_MOVES 512

#endif
