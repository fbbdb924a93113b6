/* lat_fast.c: Latrunculi's search fast path (lat_fast.h): the core's rules on a stack of nodes. */
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

/* The first history entry the state's rules would still hold at node n: the positions since
 * the last capture, at most LUDI_LAT_HIST of them (history_push in lat_game.c drops the
 * oldest beyond that). */
static int window_start(const struct ludi_lat_node *n)
{
    int start = n->hist_n - LUDI_LAT_HIST;
    return start > n->hist_lo ? start : n->hist_lo;
}

bool ludi_lat_fast_init(struct ludi_lat_fast *f, const struct ludi_state *s)
{
    if (s->opt.game != LUDI_LATRUNCULI)
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
    struct ludi_lat_node *n = &f->node[0];
    memset(n, 0, sizeof *n);
    lat_load(s, &b);
    board_to_node(&b, n);
    n->taken = 0;
    n->result = s->phase == LUDI_PHASE_OVER && s->result == LUDI_ONGOING ? LUDI_DRAW : s->result;
    n->reason = s->reason;
    int nh = s->g.lat.nhist <= LUDI_LAT_HIST ? s->g.lat.nhist : LUDI_LAT_HIST;
    memcpy(f->hist, s->g.lat.hist, (size_t)nh * sizeof f->hist[0]);
    n->hist_lo = 0;
    n->hist_n = nh;
    n->twice_lo = n->twice_hi = 0;
    if (s->opt.repeat == LUDI_REPEAT_FORBID)
        n->twice_hi = lat_twice(f->hist, nh, f->twice, LUDI_LAT_FAST_TWICE);
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
    int count = lat_gen(&g, &b, f->twice + n->twice_lo, n->twice_hi - n->twice_lo, mv,
                        LAT_MAX_MOVES);
    for (int i = 0; i < count && i < cap; i++)
        out[i] = ludi_lat_make_move(mv[i][0], mv[i][1]);
    return count;
}

/* Counts hash h in hist[lo, hi). */
static int occurrences(const uint64_t *hist, int lo, int hi, uint64_t h)
{
    int seen = 0;
    for (int i = lo; i < hi; i++)
        seen += hist[i] == h;
    return seen;
}

int ludi_lat_fast_make(struct ludi_lat_fast *f, ludi_lat_move m)
{
    if (f->ply >= LUDI_LAT_FAST_DEPTH)
        return -1;
    const struct ludi_lat_node *p = &f->node[f->ply];
    struct ludi_lat_node *c = &f->node[f->ply + 1];
    struct lat_geo g;
    struct lat_board b;
    geo_of(f, &g);
    node_to_board(p, &b);
    int taken = lat_make(&g, &b, ludi_lat_from(m), ludi_lat_to(m));
    board_to_node(&b, c);
    c->taken = taken;

    /* the history, as history_push keeps it */
    f->hist[p->hist_n] = c->hash;
    c->hist_n = p->hist_n + 1;
    c->hist_lo = taken ? p->hist_n : p->hist_lo;
    c->twice_lo = c->twice_hi = p->twice_hi;
    if (f->opt.repeat == LUDI_REPEAT_FORBID && !taken) {
        int start = window_start(c);
        if (start > window_start(p)) {
            /* the oldest position fell out of the window: count again, as lat_twice does */
            c->twice_hi += lat_twice(f->hist + start, c->hist_n - start, f->twice + c->twice_lo,
                                     LUDI_LAT_FAST_TWICE);
        } else {
            /* the set only grows: by this position if it has been seen exactly once before */
            c->twice_lo = p->twice_lo;
            if (c->hist_n - start >= 5 && c->twice_hi - c->twice_lo < LUDI_LAT_FAST_TWICE &&
                occurrences(f->hist, start, c->hist_n - 1, c->hash) == 1)
                f->twice[c->twice_hi++] = c->hash;
        }
    }

    /* the end of the game, as judge_state does */
    bool can_move = lat_has_pseudo_move(&g, &b, b.side);
    if (can_move && c->twice_hi > c->twice_lo)
        can_move = lat_gen(&g, &b, f->twice + c->twice_lo, c->twice_hi - c->twice_lo, NULL, 0) > 0;
    int8_t result;
    uint8_t reason;
    lat_judge(&g, &b, &f->opt, can_move, &result, &reason);
    c->result = result;
    c->reason = reason;
    f->ply++;
    return taken;
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
    const uint64_t *twice = f->twice + n->twice_lo;
    int ntwice = n->twice_hi - n->twice_lo;
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
            if (ntwice) {
                /* as lat_gen: a move that would make a position a third time is illegal
                 * unless it captures */
                int type = (n->men[p] & y) ? p * 2 : p * 2 + 1;
                uint64_t h = n->hash ^ lat_key(type, from) ^ lat_key(type, t) ^ lat_side_key();
                bool again = false;
                for (int i = 0; i < ntwice; i++)
                    again |= twice[i] == h;
                if (again) {
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
