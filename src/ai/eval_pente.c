/* eval_pente.c: Pente grammai's evaluation: the race to the sacred point, hits and forced moves. */
/*
 * Each side's distance is the sum of its counters' distances along its own track to its goal
 * (a counter past the goal goes round again; one off the board starts from the beginning).
 * Contact costs pips: a counter on an ordinary point that the other side can knock off next
 * throw loses its progress (times the chance of the throw), and a throw that leaves a side no
 * move that goes forward without passing its goal (entering, or an ordinary step) forces a
 * counter off the sacred line or round the circuit again (about a whole lap lost).
 */
#include <math.h>
#include <string.h>

#include "dice.h"
#include "nnet.h"

#define PE_MAX_POINTS (2 * LUDI_PENTE_MAX_LINES)

/* Fitted to the solved five-line game (ludi-solve tune): the choices at depth 1 that lose the
 * least chance against perfect play, with the chance itself near the exact one. */
void pente_weights_default(struct pente_weights *w, int mode)
{
    if (mode == LUDI_PENTE_CLASSIC) {
        *w = (struct pente_weights){.tempo = 180, .spread = 6390, .base = 0, .exposed = 0,
                                    .exposed_mover = 0, .enter = 0, .stuck = 43,
                                    .stuck_mover = 116, .block = 62, .last = 0};
        return;
    }
    *w = (struct pente_weights){.tempo = 5, .spread = 2126, .base = 752, .exposed = 98,
                                .exposed_mover = 0, .enter = 5, .stuck = 71,
                                .stuck_mover = 117, .block = 0, .last = 683};
}

int pente_weights_table(struct pente_weights *w, const char *prefix, const char **names,
                        int **values, int cap)
{
    /* the names are static strings per mode, so the table can hand them out */
    static const char *const ko[] = {"pente_ko_tempo", "pente_ko_spread", "pente_ko_base",
                                     "pente_ko_exposed", "pente_ko_exposed_mover",
                                     "pente_ko_enter", "pente_ko_stuck",
                                     "pente_ko_stuck_mover", "pente_ko_block",
                                     "pente_ko_last"};
    static const char *const cl[] = {"pente_cl_tempo", "pente_cl_spread", "pente_cl_base",
                                     "pente_cl_exposed", "pente_cl_exposed_mover",
                                     "pente_cl_enter", "pente_cl_stuck",
                                     "pente_cl_stuck_mover", "pente_cl_block",
                                     "pente_cl_last"};
    const char *const *nm = strcmp(prefix, "cl") == 0 ? cl : ko;
    int *v[] = {&w->tempo, &w->spread, &w->base, &w->exposed, &w->exposed_mover, &w->enter,
                &w->stuck, &w->stuck_mover, &w->block, &w->last};
    int n = (int)(sizeof v / sizeof v[0]);
    for (int i = 0; i < n && i < cap; i++) {
        names[i] = nm[i];
        values[i] = v[i];
    }
    return n;
}

double dice_phi(double x)
{
    return 0.5 * erfc(-x * 0.70710678118654752);
}

/* The board from both sides: counts per point (one counter on an ordinary point, any number
 * on a sacred one) and off the board. */
struct pe_board {
    int lines, n, goal_idx;      /* L, 2L, the goal's place on every track (L + m) */
    int sacred[2];
    uint8_t cnt[2][PE_MAX_POINTS];
    uint8_t off[2];
    bool classic;
};

static void pe_load(const struct ludi_state *s, struct pe_board *b)
{
    memset(b, 0, sizeof *b);
    int L = s->opt.lines;
    if (L < 5 || L > LUDI_PENTE_MAX_LINES)
        L = 5;
    int m = (L + 1) / 2;
    b->lines = L;
    b->n = 2 * L;
    b->sacred[0] = m - 1;
    b->sacred[1] = L + m - 1;
    b->goal_idx = L + m;
    b->classic = s->opt.mode == LUDI_PENTE_CLASSIC;
    for (int side = 0; side < 2; side++)
        for (int i = 0; i < L; i++) {
            int p = s->g.pente.pos[side][i];
            if (p == LUDI_OFF)
                b->off[side]++;
            else if (p >= 0 && p < b->n)
                b->cnt[side][p]++;
        }
}

static bool pe_sacred(const struct pe_board *b, int p)
{
    return p == b->sacred[0] || p == b->sacred[1];
}

/* The distance along side's track from point p to its goal (p = LUDI_OFF: from the start). */
static int pe_dist(const struct pe_board *b, int side, int p)
{
    if (p == LUDI_OFF)
        return b->goal_idx;
    int idx = (p - side * b->lines + b->n) % b->n + 1;
    return idx <= b->goal_idx ? b->goal_idx - idx : b->goal_idx + b->n - idx;
}

/* Side's point where a counter enters with die d. */
static int pe_entry(const struct pe_board *b, int side, int d)
{
    return (side * b->lines + d - 1) % b->n;
}

static bool pe_entry_open(const struct pe_board *b, int side, int e)
{
    return pe_sacred(b, e) || !b->cnt[side][e];
}

/* The pips a side wastes on average over its next throw: for each die, what its best move
 * falls short of going the die's full length forward without passing the goal (knock-off:
 * one counter moves; classic: the die may be shared, so only a total distance shorter than
 * the die forces a counter round). A throw with no move at all wastes the die. */
static double pe_waste(const struct pe_board *b, int side, const int *dist_at)
{
    double waste = 0;
    if (b->classic) {
        int total = 0;
        for (int p = 0; p < b->n; p++)
            if (p != b->sacred[1 - side])
                total += b->cnt[side][p] * dist_at[p];
        for (int d = 1; d <= 6; d++)
            if (total < d)
                waste += b->n;   /* about a lap: a counter goes round or leaves the goal */
        return waste / 6.0;
    }
    for (int d = 1; d <= 6; d++) {
        if (b->off[side] && pe_entry_open(b, side, pe_entry(b, side, d)))
            continue;   /* the entry is forced, and it goes forward */
        int best = -1000;
        bool any = false;
        for (int p = 0; p < b->n && best < d; p++) {
            if (!b->cnt[side][p])
                continue;
            int q = (p + d) % b->n;
            if (!pe_sacred(b, q) && b->cnt[side][q])
                continue;
            any = true;
            int gain = dist_at[p] - dist_at[q];
            if (gain > best)
                best = gain;
        }
        waste += any ? d - best : d;
    }
    return waste / 6.0;
}

/* What side stands to lose on the other side's next throw: each counter on an ordinary point
 * the other can land on, times the chance, times the progress it would lose. */
static double pe_exposure(const struct pe_board *b, int side, const int *dist_at)
{
    int other = 1 - side;
    double loss = 0;
    uint8_t hit_by[PE_MAX_POINTS];   /* bit d-1: die d knocks off a counter on the point */
    memset(hit_by, 0, sizeof hit_by);
    for (int d = 1; d <= 6; d++) {
        if (b->off[other]) {
            int e = pe_entry(b, other, d);
            if (pe_entry_open(b, other, e)) {
                hit_by[e] |= (uint8_t)(1u << (d - 1));   /* forced: the entry hits */
                continue;
            }
        }
        for (int p = 0; p < b->n; p++)
            if (b->cnt[other][p])
                hit_by[(p + d) % b->n] |= (uint8_t)(1u << (d - 1));
    }
    for (int p = 0; p < b->n; p++) {
        if (!b->cnt[side][p] || pe_sacred(b, p) || !hit_by[p])
            continue;
        int lost = b->goal_idx - dist_at[p];
        if (lost > 0)
            loss += (double)__builtin_popcount(hit_by[p]) / 6.0 * lost;
    }
    return loss;
}

/* Classic: the other side's counters on ordinary points 1..6 ahead of this side's counters,
 * where those cannot land (no capture). */
static int pe_blocks(const struct pe_board *b, int side)
{
    int n = 0;
    for (int p = 0; p < b->n; p++) {
        if (!b->cnt[side][p] || p == b->sacred[1 - side])
            continue;
        for (int d = 1; d <= 6; d++) {
            int q = (p + d) % b->n;
            if (!pe_sacred(b, q) && b->cnt[1 - side][q])
                n++;
        }
    }
    return n;
}

/* The race and contact in sds of the dice: what pente_eval turns into a chance. */
static double pente_eval_z(const struct ludi_state *s, const struct pente_weights *w)
{
    struct pe_board b;
    pe_load(s, &b);
    int me = s->side, op = 1 - me;
    int dist_at[2][PE_MAX_POINTS];
    int dist[2] = {0, 0}, away[2] = {0, 0};
    for (int side = 0; side < 2; side++) {
        for (int p = 0; p < b.n; p++) {
            dist_at[side][p] = pe_dist(&b, side, p);
            dist[side] += b.cnt[side][p] * dist_at[side][p];
            if (p != b.sacred[1 - side])
                away[side] += b.cnt[side][p];
        }
        dist[side] += b.off[side] * b.goal_idx;
        away[side] += b.off[side];
    }
    double d = (double)(dist[op] - dist[me]) + w->tempo / 100.0;
    d -= (w->enter / 100.0) * (b.off[me] - b.off[op]);
    d -= (w->last / 100.0) * (away[me] - away[op]);
    if (w->stuck) {
        double sm = pe_waste(&b, me, dist_at[me]), so = pe_waste(&b, op, dist_at[op]);
        d += (w->stuck / 100.0) * (so - sm * (w->stuck_mover / 100.0));
    }
    if (!b.classic && w->exposed) {
        double em = pe_exposure(&b, me, dist_at[me]), eo = pe_exposure(&b, op, dist_at[op]);
        d += (w->exposed / 100.0) * (eo - em * (w->exposed_mover / 100.0));
    }
    if (b.classic && w->block)
        d += (w->block / 100.0) * (pe_blocks(&b, op) - pe_blocks(&b, me));
    double var = (w->spread / 100.0) * (dist[me] + dist[op]) + w->base;
    return d / sqrt(var > 1e-9 ? var : 1e-9);
}

double pente_eval(const struct ludi_state *s, const struct pente_weights *w)
{
    return dice_phi(pente_eval_z(s, w));
}

int nnet_pente_inputs(int lines)
{
    return 2 * (2 * lines + 9) + 1;
}

/* The network's inputs, for each side (the side to throw first), 2L + 9 each: a counter on
 * each point, in the order of the side's own track; how many stand on its own sacred point and
 * on its goal (a quarter); counters off the board (any, a quarter of them); its distance to
 * go (in 20s), the pips its next throw wastes, what it stands to lose to a hit (in tens), its
 * counters not yet home (a quarter), and in classic mode the other side's counters that block
 * its steps (a quarter). The last input is the hand-written evaluation (pente_eval with its
 * default weights for the mode) in sds, which the trainer starts from. */
void nnet_encode_pente(const struct ludi_state *s, struct nnet_input *in)
{
    struct pe_board b;
    pe_load(s, &b);
    int L = b.lines, m = (L + 1) / 2, per_side = 2 * L + 9;
    in->n = 0;
    for (int k = 0; k < 2; k++) {
        int side = k ? 1 - s->side : s->side, base = k * per_side;
        int dist_at[PE_MAX_POINTS], dist = b.off[side] * b.goal_idx, away = b.off[side];
        for (int p = 0; p < b.n; p++) {
            dist_at[p] = pe_dist(&b, side, p);
            dist += b.cnt[side][p] * dist_at[p];
            if (p != b.sacred[1 - side])
                away += b.cnt[side][p];
        }
        for (int t = 1; t <= b.n; t++)
            nnet_add(in, base + t - 1, b.cnt[side][(side * L + t - 1) % b.n] ? NNET_ONE : 0);
        nnet_add(in, base + b.n, b.cnt[side][(side * L + m - 1) % b.n] * NNET_ONE / 4);
        nnet_add(in, base + b.n + 1, b.cnt[side][(side * L + L + m - 1) % b.n] * NNET_ONE / 4);
        base += b.n + 2;
        nnet_add(in, base, b.off[side] ? NNET_ONE : 0);
        nnet_add(in, base + 1, b.off[side] * NNET_ONE / 4);
        nnet_add(in, base + 2, dist * NNET_ONE / 20);
        nnet_add(in, base + 3, (int)(pe_waste(&b, side, dist_at) * NNET_ONE));
        if (!b.classic)
            nnet_add(in, base + 4, (int)(pe_exposure(&b, side, dist_at) * NNET_ONE / 10));
        nnet_add(in, base + 5, away * NNET_ONE / 4);
        if (b.classic)
            nnet_add(in, base + 6, pe_blocks(&b, side) * NNET_ONE / 4);
    }
    struct pente_weights w;
    pente_weights_default(&w, s->opt.mode);
    nnet_add(in, 4 * L + 18, (int)(pente_eval_z(s, &w) * NNET_ONE));
}
