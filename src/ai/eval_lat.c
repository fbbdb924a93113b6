/* eval_lat.c: Latrunculi's evaluation: men, kings' freedom, takeable and safe men, the clock. */
#include <stddef.h>

#include "ai_int.h"
#include "lat.h"

void lat_weights_default(struct lat_weights *w)
{
    *w = (struct lat_weights){
        .man = 100,
        .king_free = {0, -120, -40, -10},
        .king_open = 0,
        .king_attack = 40,
        .king_ring = {0, -10, -40, -120},
        .hang_mover = 30,
        .hang_other = 0,
        .mobility = 8,
        .safe2 = 10,
        .safe1 = 4,
        .clock = 40,
        .tempo = 5,
    };
}

int lat_weights_table(struct lat_weights *w, const char **names, int **values, int cap)
{
    struct ai_named t[] = {
        {"man", &w->man},
        {"king_free1", &w->king_free[1]},
        {"king_free2", &w->king_free[2]},
        {"king_free3", &w->king_free[3]},
        {"king_open", &w->king_open},
        {"king_attack", &w->king_attack},
        {"king_ring1", &w->king_ring[1]},
        {"king_ring2", &w->king_ring[2]},
        {"king_ring3", &w->king_ring[3]},
        {"hang_mover", &w->hang_mover},
        {"hang_other", &w->hang_other},
        {"mobility", &w->mobility},
        {"safe2", &w->safe2},
        {"safe1", &w->safe1},
        {"clock", &w->clock},
        {"tempo", &w->tempo},
    };
    return ai_named_out(t, (int)(sizeof t / sizeof t[0]), names, values, cap);
}

#define popc ludi_bits_count

void lat_info_of(const struct ludi_lat_fast *f, struct lat_info *in)
{
    for (int side = 0; side < 2; side++) {
        in->reach[side] = ludi_lat_fast_reach(f, side);
        ludi_lat_fast_threats(f, side, in->reach[side], &in->targets[side], &in->victims[side]);
    }
}

/* One square along a line: 0 east, 1 west, 2 north, 3 south (off the board: gone). */
static ludi_bits step(const struct ludi_lat_fast *f, ludi_bits x, int dir)
{
    switch (dir) {
    case 0: return (x << 1) & f->full;
    case 1: return (x >> 1) & f->full;
    case 2: return (x << f->stride) & f->full;
    default: return (x >> f->stride) & f->full;
    }
}

static ludi_bits neighbours(const struct ludi_lat_fast *f, ludi_bits x)
{
    return step(f, x, 0) | step(f, x, 1) | step(f, x, 2) | step(f, x, 3);
}

/* The squares of `pieces` joined to the board's edge by an unbroken line of `pieces` in
 * direction dir (starting at the edge opposite to dir). The edge never helps a capture, so a
 * run of a side's pieces that touches the edge cannot be taken along that line. */
static ludi_bits edge_runs(const struct ludi_lat_fast *f, ludi_bits pieces, ludi_bits edge,
                           int dir)
{
    ludi_bits run = pieces & edge;
    for (ludi_bits grow = run; grow;) {
        grow = step(f, grow, dir) & pieces & ~run;
        run |= grow;
    }
    return run;
}

/* The score of the king of `side`, positive when it is free. */
static int king_term(const struct ludi_lat_fast *f, const struct lat_weights *w, int side,
                     ludi_bits empty, ludi_bits enemy_reach)
{
    const struct ludi_lat_node *n = ludi_lat_fast_node(f);
    ludi_bits around = neighbours(f, n->kings[side]);
    ludi_bits free_sq = around & empty;
    int nfree = popc(free_sq), score = 0;
    if (f->opt.king == LUDI_KING_BLOCKED) {
        score += nfree >= 3 ? w->king_free[3] + w->king_open * (nfree - 3) : w->king_free[nfree];
        if (nfree <= 2)
            score -= w->king_attack * popc(free_sq & enemy_reach);
    } else {
        /* on the edge a king cannot be surrounded on four sides */
        if (popc(around) < 4)
            return 0;
        int ring = popc(around & (n->men[!side] | n->kings[!side]));
        score += w->king_ring[ring < 4 ? ring : 3];
        if (ring >= 2)
            score -= w->king_attack * popc(free_sq & enemy_reach);
    }
    return score;
}

/* The enemy men that `mine` holds on one side along a line, the square on the other side
 * empty, counted per line. */
static int held(const struct ludi_lat_fast *f, ludi_bits mine, ludi_bits enemy_men,
                ludi_bits empty)
{
    ludi_bits across = (step(f, mine, 0) & step(f, empty, 1)) |
                       (step(f, mine, 1) & step(f, empty, 0));
    ludi_bits along = (step(f, mine, 2) & step(f, empty, 3)) |
                      (step(f, mine, 3) & step(f, empty, 2));
    return popc(enemy_men & across) + popc(enemy_men & along);
}

int lat_pressure(const struct ludi_lat_fast *f)
{
    const struct ludi_lat_node *n = ludi_lat_fast_node(f);
    int me = n->side;
    ludi_bits empty = f->full & ~(n->men[0] | n->men[1] | n->kings[0] | n->kings[1]);
    return held(f, n->men[me] | n->kings[me], n->men[!me], empty) -
           held(f, n->men[!me] | n->kings[!me], n->men[me], empty);
}

int lat_advance(const struct ludi_lat_fast *f)
{
    const struct ludi_lat_node *n = ludi_lat_fast_node(f);
    int me = n->side;
    /* the home ranks: black's the first, white's the last */
    ludi_bits first = f->full & ~step(f, f->full, 2), last = f->full & ~step(f, f->full, 3);
    ludi_bits home[2] = {first, last};
    return popc(n->men[me] & ~home[me]) - popc(n->men[!me] & ~home[!me]);
}

/* The squares of `men` in an unbroken run that starts next to a square of `from`, going in
 * direction dir. */
static ludi_bits run_from(const struct ludi_lat_fast *f, ludi_bits from, ludi_bits men, int dir)
{
    ludi_bits run = step(f, from, dir) & men;
    for (ludi_bits grow = run; grow;) {
        grow = step(f, grow, dir) & men & ~run;
        run |= grow;
    }
    return run;
}

void lat_activity(const struct ludi_lat_fast *f, int side, struct lat_activity *out)
{
    const struct ludi_lat_node *n = ludi_lat_fast_node(f);
    int o = !side;
    ludi_bits empty = f->full & ~(n->men[0] | n->men[1] | n->kings[0] | n->kings[1]);
    ludi_bits mine = n->men[side] | n->kings[side];
    ludi_bits first = f->full & ~step(f, f->full, 2), last = f->full & ~step(f, f->full, 3);
    ludi_bits home = side == 0 ? first : last;
    out->advanced = popc(n->men[side] & ~home);
    out->others = popc(n->men[o]);
    out->others_home = popc(n->men[o] & (side == 0 ? last : first));
    out->contact = popc(n->men[o] & neighbours(f, mine));
    /* along each line: the enemy men in a run with one of its pieces at one end and an
     * empty square at the other (a move there takes the run), or empty squares at both ends
     * (two moves take it; a run that reaches the edge is safe that way) */
    ludi_bits hold = 0, open = 0;
    for (int d = 0; d < 4; d += 2) {
        ludi_bits from_mine[2], from_empty[2];
        for (int k = 0; k < 2; k++) {
            from_mine[k] = run_from(f, mine, n->men[o], d + k);
            from_empty[k] = run_from(f, empty, n->men[o], d + k);
        }
        hold |= (from_mine[0] & from_empty[1]) | (from_mine[1] & from_empty[0]);
        open |= from_empty[0] & from_empty[1];
    }
    out->held = popc(hold);
    out->open = popc(open & ~hold);
    out->king_free = popc(neighbours(f, n->kings[o]) & empty);
}

int lat_eval(const struct ludi_lat_fast *f, const struct lat_weights *w,
             const struct lat_info *in)
{
    const struct ludi_lat_node *n = ludi_lat_fast_node(f);
    int me = n->side;
    ludi_bits occ = n->men[0] | n->men[1] | n->kings[0] | n->kings[1];
    ludi_bits empty = f->full & ~occ;
    /* the board's edges: the squares with no neighbour that way */
    ludi_bits west = f->full & ~step(f, f->full, 0), east = f->full & ~step(f, f->full, 1);
    ludi_bits south = f->full & ~step(f, f->full, 2), north = f->full & ~step(f, f->full, 3);

    int score[2];
    for (int side = 0; side < 2; side++) {
        int o = !side;
        ludi_bits pieces = n->men[side] | n->kings[side];
        int s = w->man * popc(n->men[side]);
        s += king_term(f, w, side, empty, in->reach[o]);
        s -= (side == me ? w->hang_mover : w->hang_other) * popc(in->victims[o]);
        s += w->mobility * popc(in->reach[side]) / 16;
        ludi_bits across = edge_runs(f, pieces, west, 0) | edge_runs(f, pieces, east, 1);
        ludi_bits along = edge_runs(f, pieces, south, 2) | edge_runs(f, pieces, north, 3);
        ludi_bits m = n->men[side];
        s += w->safe2 * popc(m & across & along) + w->safe1 * popc(m & (across ^ along));
        score[side] = s;
    }
    return score[me] - score[!me] + w->tempo;
}
