/* lat_fast.c: Latrunculi's search fast path (lat_fast.h): the core's rules on a stack of nodes. */
#include <stdlib.h>
#include <string.h>

#include "ludi/lat_fast.h"
#include "lat_board.h"

static void geo_of(const struct ludi_lat_fast *f, struct lat_geo *g)
{
    g->w = f->width;
    g->h = f->height;
    g->s = f->stride;
    g->full = f->full;
}

static void node_to_board(const struct ludi_lat_node *n, struct lat_board *b)
{
    for (int side = 0; side < 2; side++) {
        b->men[side] = n->men[side];
        b->kings[side] = n->kings[side];
    }
    b->side = n->side;
    b->nocap = n->nocap;
    b->hash = n->hash;
}

static void board_to_node(const struct lat_board *b, struct ludi_lat_node *n)
{
    for (int side = 0; side < 2; side++) {
        n->men[side] = b->men[side];
        n->kings[side] = b->kings[side];
    }
    n->side = b->side;
    n->nocap = b->nocap;
    n->hash = b->hash;
}

struct ludi_lat_fast *ludi_lat_fast_new(void)
{
    struct ludi_lat_fast *f = calloc(1, sizeof *f);
    if (f)
        lat_rep_init(&f->rep);
    return f;
}

void ludi_lat_fast_free(struct ludi_lat_fast *f)
{
    if (!f)
        return;
    lat_rep_free(&f->rep);
    free(f);
}

bool ludi_lat_fast_init(struct ludi_lat_fast *f, const struct ludi_state *s,
                        const struct ludi_past *past)
{
    struct ludi_past tail;
    size_t need = ludi_past_needed(s), have = past ? past->n : 0;
    if (s->opt.game != LUDI_LATRUNCULI || have < need)
        return false;
    tail.hash = need ? past->hash + (have - need) : NULL;
    tail.n = need;
    struct ludi_lat_node *n = &f->node[0];
    if (!lat_rep_start(&f->rep, &tail, s->hash, s->opt.repeat == LUDI_REPEAT_FORBID,
                       LUDI_LAT_FAST_DEPTH, &n->rep))
        return false;
    struct lat_geo g;
    struct lat_board b;
    f->opt = s->opt;
    lat_geo_init(&g, s->opt.width, s->opt.height);
    f->width = g.w;
    f->height = g.h;
    f->stride = g.s;
    f->full = g.full;
    f->ply = 0;
    lat_load(s, &b);
    board_to_node(&b, n);
    n->taken = 0;
    n->result = s->phase == LUDI_PHASE_OVER && s->result == LUDI_ONGOING ? LUDI_DRAW : s->result;
    n->reason = s->reason;
    return true;
}

int ludi_lat_fast_moves(const struct ludi_lat_fast *f, ludi_lat_move *out, int cap)
{
    const struct ludi_lat_node *n = &f->node[f->ply];
    if (n->result != LUDI_ONGOING)
        return 0;
    struct lat_geo g;
    struct lat_board b;
    int mv[LAT_MAX_MOVES][2];
    geo_of(f, &g);
    node_to_board(n, &b);
    struct lat_twice tw = lat_rep_twice(&f->rep, &n->rep);
    int count = lat_gen(&g, &b, &tw, mv, LAT_MAX_MOVES);
    for (int i = 0; i < count && i < cap; i++)
        out[i] = ludi_lat_make_move(mv[i][0], mv[i][1]);
    return count;
}

/* Judges node c (its board b just made, the mover's opponent to move), as judge_state does. */
static void judge(struct ludi_lat_fast *f, const struct lat_geo *g, const struct lat_board *b,
                  struct ludi_lat_node *c)
{
    bool can_move = lat_has_pseudo_move(g, b, b->side);
    if (can_move && c->rep.twice_hi > c->rep.twice_lo) {
        struct lat_twice tw = lat_rep_twice(&f->rep, &c->rep);
        can_move = lat_gen(g, b, &tw, NULL, 0) > 0;
    }
    int8_t result;
    uint8_t reason;
    lat_judge(g, b, &f->opt, can_move, &result, &reason);
    c->result = result;
    c->reason = reason;
}

/* Makes move m, or a pass when m is 0; returns the men captured (-1: too deep). */
static int make(struct ludi_lat_fast *f, ludi_lat_move m)
{
    if (f->ply >= LUDI_LAT_FAST_DEPTH)
        return -1;
    const struct ludi_lat_node *p = &f->node[f->ply];
    struct ludi_lat_node *c = &f->node[f->ply + 1];
    struct lat_geo g;
    struct lat_board b;
    geo_of(f, &g);
    node_to_board(p, &b);
    int taken = 0;
    if (m) {
        taken = lat_make(&g, &b, ludi_lat_from(m), ludi_lat_to(m));
    } else {
        b.side = !b.side;
        b.hash ^= lat_side_key();
        b.nocap++;
    }
    board_to_node(&b, c);
    c->taken = taken;
    /* after a pass, as after a capture, no position before it is looked for again */
    lat_rep_push(&f->rep, &p->rep, c->hash, taken > 0 || !m,
                 m && f->opt.repeat == LUDI_REPEAT_FORBID, &c->rep);
    judge(f, &g, &b, c);
    f->ply++;
    return taken;
}

int ludi_lat_fast_make_null(struct ludi_lat_fast *f)
{
    return make(f, 0);
}

int ludi_lat_fast_make(struct ludi_lat_fast *f, ludi_lat_move m)
{
    return make(f, m);
}

void ludi_lat_fast_unmake(struct ludi_lat_fast *f)
{
    if (f->ply > 0)
        f->ply--;
}

/* One square along a line: 0 east, 1 west, 2 north, 3 south; off the board is gone. */
static inline u128 step(const struct ludi_lat_fast *f, u128 x, int dir)
{
    switch (dir) {
    case 0: return (x << 1) & f->full;
    case 1: return (x >> 1) & f->full;
    case 2: return (x << f->stride) & f->full;
    default: return (x >> f->stride) & f->full;
    }
}

/* Kogge-Stone fills: `gen` grown through `pro` (the empty squares) by up to 15 squares, enough
 * for every size. The guard column is never empty, so no run wraps round a rank. */
static inline u128 fill_up(u128 gen, u128 pro, int sh)
{
    gen |= pro & (gen << sh);
    pro &= pro << sh;
    gen |= pro & (gen << 2 * sh);
    pro &= pro << 2 * sh;
    gen |= pro & (gen << 4 * sh);
    pro &= pro << 4 * sh;
    return gen | (pro & (gen << 8 * sh));
}

static inline u128 fill_down(u128 gen, u128 pro, int sh)
{
    gen |= pro & (gen >> sh);
    pro &= pro >> sh;
    gen |= pro & (gen >> 2 * sh);
    pro &= pro >> 2 * sh;
    gen |= pro & (gen >> 4 * sh);
    pro &= pro >> 4 * sh;
    return gen | (pro & (gen >> 8 * sh));
}

ludi_bits ludi_lat_fast_reach(const struct ludi_lat_fast *f, int side)
{
    const struct ludi_lat_node *n = &f->node[f->ply];
    u128 empty = f->full & ~(n->men[0] | n->men[1] | n->kings[0] | n->kings[1]);
    u128 own = n->men[side] | n->kings[side];
    int s = f->stride;
    return ((fill_up(own, empty, 1) << 1) | (fill_down(own, empty, 1) >> 1) |
            (fill_up(own, empty, s) << s) | (fill_down(own, empty, s) >> s)) & empty;
}

/* The line captures of threats() in one direction (see there). */
static inline void threats_dir(const struct ludi_lat_fast *f, int dir, u128 land, u128 mine,
                               u128 theirs, u128 men, u128 *tg, u128 *vi)
{
    int back = dir ^ 1;
    /* x: the k-th square of the unbroken opponent run beyond each landing square. The piece
     * that closes a run can never be the one moving there: it would have to slide through
     * the run. So the landing squares can be taken from `land` as a whole. */
    u128 x = step(f, land, dir) & theirs;
    for (int k = 1; x; k++) {
        u128 closed = step(f, x, dir) & mine;
        if (closed) {
            u128 run = 0, y = closed;
            for (int j = 0; j < k; j++) {
                y = step(f, y, back);
                run |= y;
            }
            /* y is now each run's first square; the landing square lies one before it. Only
             * a run of one can be the king alone, which captures nothing. */
            *tg |= step(f, k == 1 ? run & men : y, back);
            *vi |= run & men;
        }
        x = step(f, x, dir) & theirs;
    }
}

void ludi_lat_fast_threats(const struct ludi_lat_fast *f, int side, ludi_bits reach,
                           ludi_bits *targets, ludi_bits *victims)
{
    const struct ludi_lat_node *n = &f->node[f->ply];
    int o = !side;
    u128 mine = n->men[side] | n->kings[side];
    u128 theirs = n->men[o] | n->kings[o];
    u128 land = reach, tg = 0, vi = 0;
    /* only landing squares next to an opponent piece can capture */
    int st = f->stride;
    land &= ((theirs << 1) | (theirs >> 1) | (theirs << st) | (theirs >> st));
    if (land) {
        threats_dir(f, 0, land, mine, theirs, n->men[o], &tg, &vi);
        threats_dir(f, 1, land, mine, theirs, n->men[o], &tg, &vi);
        threats_dir(f, 2, land, mine, theirs, n->men[o], &tg, &vi);
        threats_dir(f, 3, land, mine, theirs, n->men[o], &tg, &vi);
    }
    /* corners: the corner's two neighbours, one held by `side`, the other a landing square */
    int w = f->width, h = f->height, s = f->stride;
    static const int cr[4][2] = {{0, 0}, {0, 1}, {1, 0}, {1, 1}};
    for (int c = 0; c < 4; c++) {
        int crank = cr[c][0] ? h - 1 : 0, cfile = cr[c][1] ? w - 1 : 0;
        u128 cb = LAT_BIT(crank * s + cfile);
        if (!(n->men[o] & cb))
            continue;
        u128 s1 = LAT_BIT(crank * s + (cfile ? cfile - 1 : 1));
        u128 s2 = LAT_BIT((crank ? crank - 1 : 1) * s + cfile);
        if (((mine & s1) && (reach & s2)) || ((mine & s2) && (reach & s1))) {
            tg |= (mine & s1) ? s2 : s1;
            vi |= cb;
        }
    }
    *targets = tg;
    *victims = vi;
}

int ludi_lat_fast_moves_to(const struct ludi_lat_fast *f, ludi_bits to, ludi_lat_move *out,
                           int cap)
{
    const struct ludi_lat_node *n = &f->node[f->ply];
    if (n->result != LUDI_ONGOING)
        return 0;
    int p = n->side, count = 0;
    u128 own = n->men[p] | n->kings[p];
    u128 occ = own | n->men[!p] | n->kings[!p];
    struct lat_twice tw = lat_rep_twice(&f->rep, &n->rep);
    struct lat_geo g;
    struct lat_board b;
    geo_of(f, &g);
    node_to_board(n, &b);
    for (u128 x = to & f->full & ~occ; x; x &= x - 1) {
        int t = lat_ctz(x);
        /* the first piece in each direction from the target, if it is the mover's */
        for (int dir = 0; dir < 4; dir++) {
            u128 y = LAT_BIT(t);
            do
                y = step(f, y, dir);
            while (y && !(y & occ));
            if (!(y & own))
                continue;
            int from = lat_ctz(y);
            if (tw.n) {
                /* as lat_gen: a move that would make a position a third time is illegal
                 * unless it captures */
                int type = (n->men[p] & y) ? p * 2 : p * 2 + 1;
                uint64_t h = n->hash ^ lat_key(type, from) ^ lat_key(type, t) ^ lat_side_key();
                if (lat_twice_has(&tw, h)) {
                    struct lat_board c = b;
                    if (lat_make(&g, &c, from, t) == 0)
                        continue;
                }
            }
            if (count < cap)
                out[count] = ludi_lat_make_move(from, t);
            count++;
        }
    }
    return count;
}

bool ludi_lat_fast_immobilised(const struct ludi_lat_fast *f, int side)
{
    struct lat_geo g;
    struct lat_board b;
    geo_of(f, &g);
    node_to_board(&f->node[f->ply], &b);
    return lat_king_immobilised(&g, &b, side, f->opt.king);
}

void ludi_lat_fast_move_out(const struct ludi_lat_fast *f, ludi_lat_move m, struct ludi_move *out)
{
    int from = ludi_lat_from(m), to = ludi_lat_to(m);
    memset(out, 0, sizeof *out);
    out->nsteps = 1;
    out->steps[0].from = (int8_t)((from / f->stride) * f->width + from % f->stride);
    out->steps[0].to = (int8_t)((to / f->stride) * f->width + to % f->stride);
}

ludi_lat_move ludi_lat_fast_move_in(const struct ludi_lat_fast *f, const struct ludi_move *m)
{
    int from = m->steps[0].from, to = m->steps[0].to;
    return ludi_lat_make_move((from / f->width) * f->stride + from % f->width,
                              (to / f->width) * f->stride + to % f->width);
}

/* The men a capturing move to `to` may have taken, as sets to restore: in each direction the
 * squares of the run it closed (empty now, or the other side's king, which stays), when a piece
 * of the mover closes it; and each corner beside `to` that the mover now holds both sides of.
 * Returns their number (at most 8) in sets. */
static int taken_candidates(const struct lat_geo *g, const struct lat_board *b, int mover,
                            int to, u128 *sets)
{
    int o = !mover, n = 0, rank = to / g->s, file = to % g->s;
    u128 occ = b->men[0] | b->men[1] | b->kings[0] | b->kings[1];
    u128 mine = b->men[mover] | b->kings[mover];
    static const int dr[4] = {0, 0, 1, -1}, df[4] = {1, -1, 0, 0};
    for (int d = 0; d < 4; d++) {
        u128 run = 0;
        int r = rank + dr[d], f = file + df[d];
        for (; r >= 0 && r < g->h && f >= 0 && f < g->w; r += dr[d], f += df[d]) {
            u128 at = LAT_BIT(r * g->s + f);
            if (b->kings[o] & at)
                continue;
            if (occ & at)
                break;
            run |= at;
        }
        if (run && r >= 0 && r < g->h && f >= 0 && f < g->w && (mine & LAT_BIT(r * g->s + f)))
            sets[n++] = run;
    }
    for (int c = 0; c < 4; c++) {
        int crank = c & 1 ? g->h - 1 : 0, cfile = c & 2 ? g->w - 1 : 0;
        u128 cb = LAT_BIT(crank * g->s + cfile);
        u128 s1 = LAT_BIT(crank * g->s + (cfile ? cfile - 1 : 1));
        u128 s2 = LAT_BIT((crank ? crank - 1 : 1) * g->s + cfile);
        if (!(occ & cb) && (LAT_BIT(to) == s1 || LAT_BIT(to) == s2) && (mine & s1) &&
            (mine & s2))
            sets[n++] = cb;
    }
    return n;
}

bool ludi_lat_fast_before(const struct ludi_state *s, uint64_t before, struct ludi_state *out,
                          ludi_lat_move *move)
{
    if (s->opt.game != LUDI_LATRUNCULI || s->ply == 0)
        return false;
    struct lat_geo g;
    struct lat_board b;
    lat_geo_init(&g, s->opt.width, s->opt.height);
    lat_load(s, &b);
    int mover = !b.side;
    u128 occ = b.men[0] | b.men[1] | b.kings[0] | b.kings[1];
    static const int dr[4] = {0, 0, 1, -1}, df[4] = {1, -1, 0, 0};
    for (int king = 0; king < 2; king++) {
        int type = mover * 2 + king;
        for (u128 x = king ? b.kings[mover] : b.men[mover]; x; x &= x - 1) {
            int to = lat_ctz(x), rank = to / g.s, file = to % g.s;
            /* what it may have taken: nothing, or some of these (when the count is 0; a
             * count of 0 may also stand for one not known, so nothing is tried too) */
            u128 sets[8];
            int nsets = b.nocap == 0 ? taken_candidates(&g, &b, mover, to, sets) : 0;
            for (int d = 0; d < 4; d++) {
                /* the piece came along this line over empty squares: each is a place it
                 * may have come from */
                for (int r = rank + dr[d], f = file + df[d];
                     r >= 0 && r < g.h && f >= 0 && f < g.w && !(occ & LAT_BIT(r * g.s + f));
                     r += dr[d], f += df[d]) {
                    int from = r * g.s + f;
                    uint64_t moved = b.hash ^ lat_key(type, to) ^ lat_key(type, from) ^
                                     lat_side_key();
                    for (int pick = 0; pick < 1 << nsets; pick++) {
                        u128 back = 0;
                        for (int i = 0; i < nsets; i++)
                            if (pick >> i & 1)
                                back |= sets[i];
                        if (back & LAT_BIT(from))
                            continue;
                        uint64_t h = moved;
                        for (u128 y = back; y; y &= y - 1)
                            h ^= lat_key(!mover * 2, lat_ctz(y));
                        if (h != before)
                            continue;
                        struct lat_board q = b;
                        if (king)
                            q.kings[mover] ^= LAT_BIT(to) | LAT_BIT(from);
                        else
                            q.men[mover] ^= LAT_BIT(to) | LAT_BIT(from);
                        q.men[!mover] |= back;
                        q.side = mover;
                        /* decided: a capture's count before is not in the hashes; 0 here
                         * (the caller walking further back can count it) */
                        q.nocap = b.nocap > 0 ? b.nocap - 1 : 0;
                        q.hash = h;
                        /* made again, it must give s, taking just those men */
                        struct lat_board again = q;
                        if (lat_make(&g, &again, from, to) != lat_popcount(back) ||
                            again.hash != b.hash || again.men[0] != b.men[0] ||
                            again.men[1] != b.men[1] || again.kings[0] != b.kings[0] ||
                            again.kings[1] != b.kings[1])
                            continue;
                        *out = *s;
                        lat_store(&q, out);
                        out->phase = LUDI_PHASE_MOVE;
                        out->result = LUDI_ONGOING;
                        out->reason = LUDI_REASON_NONE;
                        out->ply = s->ply - 1;
                        *move = ludi_lat_make_move(from, to);
                        return true;
                    }
                }
            }
        }
    }
    return false;
}
