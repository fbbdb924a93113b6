/* latrunculi.c: the rules of Latrunculi (RULES.md section 1) on 128-bit bitboards. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "lat_board.h"

/* --- geometry, bitboards and keys --- */

void lat_geo_init(struct lat_geo *g, int w, int h)
{
    g->w = w;
    g->h = h;
    g->s = w + 1;
    g->full = 0;
    u128 rank = LAT_BIT(w) - 1;
    for (int r = 0; r < h; r++)
        g->full |= rank << (r * g->s);
}

/* ludi_zobrist(0x10000 + type * 128 + bit) for the 4 piece types and 128 squares, worked out
 * by the compiler (the same splitmix64 steps as constant expressions). */
#define ZA(i) (((uint64_t)(i) + 1) * 0x9E3779B97F4A7C15ull)
#define ZB(i) ((ZA(i) ^ (ZA(i) >> 30)) * 0xBF58476D1CE4E5B9ull)
#define ZC(i) ((ZB(i) ^ (ZB(i) >> 27)) * 0x94D049BB133111EBull)
#define ZK(i) (ZC(i) ^ (ZC(i) >> 31))
#define ZK4(i) ZK(i), ZK((i) + 1), ZK((i) + 2), ZK((i) + 3)
#define ZK16(i) ZK4(i), ZK4((i) + 4), ZK4((i) + 8), ZK4((i) + 12)
#define ZK128(i) ZK16(i), ZK16((i) + 16), ZK16((i) + 32), ZK16((i) + 48), ZK16((i) + 64), \
                 ZK16((i) + 80), ZK16((i) + 96), ZK16((i) + 112)
const uint64_t lat_keys[4 * 128] = {ZK128(0x10000u), ZK128(0x10080u), ZK128(0x10100u),
                                    ZK128(0x10180u)};

uint64_t lat_side_key(void)
{
    return ludi_zobrist(0x10000u + 4u * 128u);
}

void lat_load(const struct ludi_state *s, struct lat_board *b)
{
    for (int side = 0; side < 2; side++) {
        b->men[side] = ((u128)s->g.lat.men[side][1] << 64) | s->g.lat.men[side][0];
        b->kings[side] = ((u128)s->g.lat.kings[side][1] << 64) | s->g.lat.kings[side][0];
    }
    b->side = s->side;
    b->nocap = s->g.lat.nocap;
    b->hash = s->hash;
}

void lat_store(const struct lat_board *b, struct ludi_state *s)
{
    for (int side = 0; side < 2; side++) {
        s->g.lat.men[side][0] = (uint64_t)b->men[side];
        s->g.lat.men[side][1] = (uint64_t)(b->men[side] >> 64);
        s->g.lat.kings[side][0] = (uint64_t)b->kings[side];
        s->g.lat.kings[side][1] = (uint64_t)(b->kings[side] >> 64);
    }
    s->side = (uint8_t)b->side;
    s->g.lat.nocap = (uint32_t)b->nocap;
    s->hash = b->hash;
}

uint64_t lat_hash_board(const struct lat_board *b)
{
    uint64_t h = b->side ? lat_side_key() : 0;
    for (int side = 0; side < 2; side++) {
        for (u128 x = b->men[side]; x; x &= x - 1)
            h ^= lat_key(side * 2, lat_ctz(x));
        for (u128 x = b->kings[side]; x; x &= x - 1)
            h ^= lat_key(side * 2 + 1, lat_ctz(x));
    }
    return h;
}

/* --- the rules on a board --- */


bool lat_king_immobilised(const struct lat_geo *g, const struct lat_board *b, int side,
                          enum ludi_king_rule rule)
{
    u128 k = b->kings[side];
    if (!k)
        return false;
    u128 around = lat_neighbours(g, k);
    if (rule == LUDI_KING_SURROUNDED) {
        /* all four neighbours must exist and hold opponent pieces */
        if (lat_popcount(around) != 4)
            return false;
        u128 opp = b->men[!side] | b->kings[!side];
        return (around & ~opp) == 0;
    }
    u128 occ = b->men[0] | b->men[1] | b->kings[0] | b->kings[1];
    return (around & ~occ) == 0;
}

bool lat_has_pseudo_move(const struct lat_geo *g, const struct lat_board *b, int side)
{
    u128 occ = b->men[0] | b->men[1] | b->kings[0] | b->kings[1];
    u128 empty = g->full & ~occ;
    return (lat_neighbours(g, b->men[side] | b->kings[side]) & empty) != 0;
}

u128 lat_captures(const struct lat_geo *g, const struct lat_board *b, int to, u128 *with_king)
{
    int p = b->side, o = !p;
    u128 tb = LAT_BIT(to);
    u128 mine = b->men[p] | b->kings[p];
    u128 theirs = b->men[o] | b->kings[o];
    u128 captured = 0;
    int rank = to / g->s, file = to % g->s;
    static const int dr[4] = {0, 0, 1, -1}, df[4] = {1, -1, 0, 0};
    for (int d = 0; d < 4; d++) {
        /* the unbroken run of opponent pieces starting next to `to` */
        u128 run = 0;
        int r = rank + dr[d], f = file + df[d];
        while (r >= 0 && r < g->h && f >= 0 && f < g->w && (theirs & LAT_BIT(r * g->s + f))) {
            run |= LAT_BIT(r * g->s + f);
            r += dr[d];
            f += df[d];
        }
        /* closed by a piece of the mover just past it; the edge or an empty square never */
        if (run && r >= 0 && r < g->h && f >= 0 && f < g->w && (mine & LAT_BIT(r * g->s + f))) {
            captured |= run & b->men[o];   /* a king in the run stays */
            if (with_king && (run & b->kings[o]))
                *with_king |= run & b->men[o];
        }
    }
    /* Corners: a man in a corner next to `to` falls when the mover holds both squares beside
     * that corner (the line rule cannot take it: the run would end at the edge). */
    static const int cr[4][2] = {{0, 0}, {0, -1}, {-1, 0}, {-1, -1}};
    for (int c = 0; c < 4; c++) {
        int crank = cr[c][0] ? g->h - 1 : 0, cfile = cr[c][1] ? g->w - 1 : 0;
        u128 cb = LAT_BIT(crank * g->s + cfile);
        if (!(b->men[o] & cb))
            continue;
        int r1 = crank, f1 = cfile ? cfile - 1 : 1;   /* beside it on its rank */
        int r2 = crank ? crank - 1 : 1, f2 = cfile;   /* beside it on its file */
        u128 s1 = LAT_BIT(r1 * g->s + f1), s2 = LAT_BIT(r2 * g->s + f2);
        if ((tb == s1 || tb == s2) && (mine & s1) && (mine & s2))
            captured |= cb;
    }
    return captured;
}

/* Moves the piece and makes the captures; returns the number of men captured. */
int lat_make(const struct lat_geo *g, struct lat_board *b, int from, int to)
{
    int p = b->side, o = !p;
    u128 fb = LAT_BIT(from), tb = LAT_BIT(to);
    int type;
    if (b->men[p] & fb) {
        b->men[p] ^= fb | tb;
        type = p * 2;
    } else {
        b->kings[p] ^= fb | tb;
        type = p * 2 + 1;
    }
    b->hash ^= lat_key(type, from) ^ lat_key(type, to);
    u128 captured = lat_captures(g, b, to, NULL);
    int n = 0;
    for (u128 x = captured; x; x &= x - 1) {
        b->hash ^= lat_key(o * 2, lat_ctz(x));
        n++;
    }
    b->men[o] &= ~captured;
    b->side = o;
    b->hash ^= lat_side_key();
    b->nocap = n ? 0 : b->nocap + 1;
    return n;
}

/* Whether the non-capturing move from-to would repeat a position for the third time. */
static bool repeats(const struct lat_board *b, int from, int to, const struct lat_twice *twice)
{
    int p = b->side;
    int type = (b->men[p] & LAT_BIT(from)) ? p * 2 : p * 2 + 1;
    uint64_t h = b->hash ^ lat_key(type, from) ^ lat_key(type, to) ^ lat_side_key();
    return lat_twice_has(twice, h);
}

/* Adds the move from-to to out (when it is legal: a move that would make a position the third
 * time is not, unless it captures); returns the new count. */
static inline int gen_add(const struct lat_geo *g, const struct lat_board *b,
                          const struct lat_twice *twice, int from, int to, int (*out)[2],
                          int cap, int n)
{
    if (twice && repeats(b, from, to, twice)) {
        struct lat_board t = *b;
        if (lat_make(g, &t, from, to) == 0)
            return n;   /* a capture makes a new position; otherwise forbidden */
    }
    if (n < cap) {
        out[n][0] = from;
        out[n][1] = to;
    }
    return n + 1;
}

int lat_gen(const struct lat_geo *g, const struct lat_board *b, const struct lat_twice *twice,
            int (*out)[2], int cap)
{
    if (twice && twice->n == 0)
        twice = NULL;
    int p = b->side, n = 0, s = g->s;
    u128 occ = b->men[0] | b->men[1] | b->kings[0] | b->kings[1];
    u128 empty = g->full & ~occ;
    /* each piece, then east, west, north and south, nearest square first; a step off the
     * board lands on the guard column or outside the set, never on an empty square */
    for (u128 x = b->men[p] | b->kings[p]; x; x &= x - 1) {
        int from = lat_ctz(x), to;
        u128 piece = x & (~x + 1), y;
        for (y = piece, to = from; (y = (y << 1) & empty) != 0;)
            n = gen_add(g, b, twice, from, ++to, out, cap, n);
        for (y = piece, to = from; (y = (y >> 1) & empty) != 0;)
            n = gen_add(g, b, twice, from, --to, out, cap, n);
        for (y = piece, to = from; (y = (y << s) & empty) != 0;)
            n = gen_add(g, b, twice, from, to += s, out, cap, n);
        for (y = piece, to = from; (y = (y >> s) & empty) != 0;)
            n = gen_add(g, b, twice, from, to -= s, out, cap, n);
        if (n && !out)
            return n;   /* asked only whether a move exists */
    }
    return n;
}

/* Runs the six end-of-game checks after a move by the side that has just moved. */
void lat_judge(const struct lat_geo *g, const struct lat_board *b, const struct ludi_options *opt,
               bool opponent_can_move, int8_t *result, uint8_t *reason)
{
    int o = b->side, p = !o;   /* b->side is now the opponent of the mover */
    int men_p = lat_popcount(b->men[p]), men_o = lat_popcount(b->men[o]);
    int more = men_p > men_o ? p : men_o > men_p ? o : LUDI_DRAW;
    *result = LUDI_ONGOING;
    *reason = LUDI_REASON_NONE;
    if (men_o == 0) {
        *result = (int8_t)p;
        *reason = LUDI_REASON_ALL_MEN;
    } else if (lat_king_immobilised(g, b, o, opt->king)) {
        *result = (int8_t)p;
        *reason = LUDI_REASON_KING;
    } else if (lat_king_immobilised(g, b, p, opt->king)) {
        *result = (int8_t)o;
        *reason = LUDI_REASON_OWN_KING;
    } else if (!opponent_can_move) {
        *result = (int8_t)more;
        *reason = LUDI_REASON_STALEMATE;
    } else if (opt->nocapture > 0 && b->nocap >= opt->nocapture) {
        *result = (int8_t)more;
        *reason = LUDI_REASON_NOCAPTURE;
    }
}
