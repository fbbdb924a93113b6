/* eval_duo.c: Duodecim scripta's evaluation: the race, lone counters in reach, blocking piles. */
/*
 * The race is each side's pips still to go (a waiting counter has all 31 to go); contact
 * adjusts it: a lone counter on a shared point that the other side reaches with one, two or
 * three of its next dice loses its progress when hit (times the chance, over the 56 distinct
 * throws), and a pile (two or more) in front of opposing counters blocks their landing.
 */
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <string.h>

#include "dice.h"
#include "nnet.h"

#define DUO_N 15
#define DUO_ROLLS 56

void duo_weights_default(struct duo_weights *w)
{
    *w = (struct duo_weights){.tempo = 525, .spread = 83, .base = 25, .min_pips = 300,
                              .blot = 100, .blot_enter = 400, .blot_mover = 30,
                              .block = 100, .block_far = 30, .waiting = 0};
}

int duo_weights_table(struct duo_weights *w, const char **names, int **values, int cap)
{
    struct {
        const char *name;
        int *value;
    } t[] = {
        {"duo_tempo", &w->tempo},         {"duo_spread", &w->spread},
        {"duo_base", &w->base},           {"duo_min_pips", &w->min_pips},
        {"duo_blot", &w->blot},           {"duo_blot_enter", &w->blot_enter},
        {"duo_blot_mover", &w->blot_mover}, {"duo_block", &w->block},
        {"duo_block_far", &w->block_far}, {"duo_waiting", &w->waiting},
    };
    int n = (int)(sizeof t / sizeof t[0]);
    for (int i = 0; i < n && i < cap; i++) {
        names[i] = t[i].name;
        values[i] = t[i].value;
    }
    return n;
}

/* The 56 distinct throws of three dice as bits of a word: which throws can cover each
 * distance with at most 1, 2 or 3 of their dice, and the throws by weight (a triple comes
 * once in 216, a pair three times, three different values six times). */
struct duo_masks {
    uint64_t reach[4][19];       /* [dice at most][distance 1..18] */
    uint16_t byte_throws[7][256];   /* [byte of a mask][its value]: the throws in it, of 216 */
};

static struct duo_masks masks;
static pthread_once_t masks_once = PTHREAD_ONCE_INIT;

static void make_masks(void)
{
    int r = 0, weight[64] = {0};
    memset(&masks, 0, sizeof masks);
    for (int a = 1; a <= 6; a++)
        for (int b = a; b <= 6; b++)
            for (int c = b; c <= 6; c++, r++) {
                uint64_t bit = 1ull << r;
                int v[3] = {a, b, c};
                weight[r] = a == c ? 1 : (a == b || b == c) ? 3 : 6;
                for (int sub = 1; sub < 8; sub++) {
                    int sum = 0, used = __builtin_popcount((unsigned)sub);
                    for (int k = 0; k < 3; k++)
                        if (sub & (1 << k))
                            sum += v[k];
                    for (int most = used; most <= 3; most++)
                        masks.reach[most][sum] |= bit;
                }
            }
    for (int byte = 0; byte < 7; byte++)
        for (int v = 0; v < 256; v++)
            for (int k = 0; k < 8; k++)
                if (v & (1 << k))
                    masks.byte_throws[byte][v] += (uint16_t)weight[byte * 8 + k];
}

/* The throws in m, out of 216 (by table: no instruction for counting bits on every machine). */
static int throws_of(uint64_t m)
{
    int t = 0;
    for (int byte = 0; byte < 7; byte++, m >>= 8)
        t += masks.byte_throws[byte][m & 0xff];
    return t;
}

/* The other side's point on the same cell as point p (7..30) of either side. */
static int opp_point(int path, int p)
{
    if (path == LUDI_PATH_CROSS)
        return p <= 18 ? 25 - p : 49 - p;
    return p <= 18 ? p + 12 : p - 12;
}

/* What the other side's counters threaten and block, read once for all of side's points. */
struct duo_other {
    uint32_t occupied;           /* bit x: a counter on the other's point x (1..30) */
    int free_dice, wait_dice;    /* dice for counters on the board; for an entering counter,
                                    which goes on with the rest (0: none waits); -1: none free */
    int below[32];               /* below[i]: its counters on points 0..i-1 (0: waiting) */
};

static void other_of(const uint8_t (*cnt)[32], int side, struct duo_other *o)
{
    const uint8_t *att = cnt[1 - side];
    int waiting = att[0];
    o->free_dice = waiting >= 3 ? -1 : 3 - waiting;   /* three waiting: every die enters */
    o->wait_dice = waiting && waiting < 3 ? 4 - waiting : 0;
    o->occupied = 0;
    o->below[0] = 0;
    for (int x = 0; x <= 30; x++) {
        if (x >= 1 && att[x])
            o->occupied |= 1u << x;
        o->below[x + 1] = o->below[x] + att[x];
    }
}

/* The throws (of 216) of the other side's next turn that hit side's lone counter on shared
 * point p: some counter of the other 1..18 points behind it reaches it, with the dice it has
 * free after entering its waiting counters (or a waiting counter enters and goes on). */
static int blot_throws(const struct duo_other *o, int path, int p)
{
    if (o->free_dice < 0)
        return 0;
    int q = opp_point(path, p);
    int lo = q - 18 > 1 ? q - 18 : 1;
    uint32_t in_reach = o->occupied & ((1u << q) - 1) & ~((1u << lo) - 1);
    uint64_t m = 0;
    for (; in_reach; in_reach &= in_reach - 1)
        m |= masks.reach[o->free_dice][q - __builtin_ctz(in_reach)];
    if (o->wait_dice && q <= 18)
        m |= masks.reach[o->wait_dice][q];
    return m ? throws_of(m) : 0;
}

/* The other side's counters 1..6 (near) and 7..12 (far) behind side's pile on shared point p
 * (waiting ones included: they enter behind it). */
static void blocked_behind(const struct duo_other *o, int path, int p, int *near, int *far)
{
    int q = opp_point(path, p);
    *near = o->below[q] - o->below[q - 6 > 0 ? q - 6 : 0];
    *far = q >= 7 ? o->below[q - 6] - o->below[q - 12 > 0 ? q - 12 : 0] : 0;
}

/* What the evaluation and the network's inputs read of one side's counters. */
struct duo_side {
    int pips;                    /* to go (a waiting counter has 31) */
    double pips_floor;           /* the same, each counter at least floor_pips: its die is spent */
    int hits, hit_pips;          /* its lone counters on shared points: the other side's throws
                                    (of 216) that hit each, and those times the point */
    int near, far;               /* the other side's counters near or far behind its piles */
    int blots, home, start;      /* lone counters on shared points; counters on 25..30, 1..6 */
};

static void duo_side_of(const uint8_t (*cnt)[32], int path, int side, double floor_pips,
                        struct duo_side *o)
{
    const uint8_t *c = cnt[side];
    struct duo_other other;
    other_of(cnt, side, &other);
    memset(o, 0, sizeof *o);
    for (int p = 0; p <= 30; p++) {
        int n = c[p];
        if (!n)
            continue;
        double d = 31 - p;
        o->pips += n * (31 - p);
        o->pips_floor += n * (d > floor_pips ? d : floor_pips);
        if (p >= 25)
            o->home += n;
        else if (p >= 1 && p <= 6)
            o->start += n;
        if (p < 7)
            continue;
        if (n == 1) {
            int t = blot_throws(&other, path, p);
            o->hits += t;
            o->hit_pips += t * p;
            o->blots++;
        } else {
            int near, far;
            blocked_behind(&other, path, p, &near, &far);
            o->near += near;
            o->far += far;
        }
    }
}

/* The race and contact in sds of the dice, for the side to throw (me): what duo_eval turns
 * into a chance. A lone counter hit loses its progress and needs an entry (times the chance of
 * the hit), and a pile in front of opposing counters blocks their landing. */
static double duo_z(const struct duo_side *me, const struct duo_side *op, int wait_me,
                    int wait_op, const struct duo_weights *w)
{
    double d = op->pips_floor - me->pips_floor + w->tempo / 100.0;
    d -= (w->waiting / 100.0) * (wait_me - wait_op);
    double loss_me = (me->hit_pips * (w->blot / 100.0) + me->hits * (w->blot_enter / 100.0)) / 216;
    double loss_op = (op->hit_pips * (w->blot / 100.0) + op->hits * (w->blot_enter / 100.0)) / 216;
    d += loss_op - loss_me * (w->blot_mover / 100.0);
    d += me->near * (w->block / 100.0) + me->far * (w->block_far / 100.0);
    d -= op->near * (w->block / 100.0) + op->far * (w->block_far / 100.0);
    double var = (w->spread / 100.0) * (me->pips + op->pips) + w->base;
    return d / sqrt(var > 1e-9 ? var : 1e-9);
}

double duo_eval(const struct ludi_state *s, const struct duo_weights *w)
{
    pthread_once(&masks_once, make_masks);
    const uint8_t (*cnt)[32] = s->g.duo.cnt;
    struct duo_side me, op;
    duo_side_of(cnt, s->opt.path, s->side, w->min_pips / 100.0, &me);
    duo_side_of(cnt, s->opt.path, 1 - s->side, w->min_pips / 100.0, &op);
    return dice_phi(duo_z(&me, &op, cnt[s->side][0], cnt[1 - s->side][0], w));
}

/* The network's inputs, for each side (the side to throw first), NNET_DUO_INPUTS / 2 each:
 * points 1..30 four inputs each as TD-Gammon's (one counter, two, three, half of those beyond
 * three); counters waiting (any, a quarter of them); borne off (an eighth); pips to go (in
 * hundreds); the lone counters the other side hits next throw (their expected number, and the
 * pips they would lose in tens); the other side's counters near and far behind this side's
 * piles (a quarter); bearing off allowed; counters on 25..30 and on 1..6 (an eighth); lone
 * counters on shared points (a quarter). The last input is the hand-written evaluation
 * (duo_eval with its default weights) in sds, which the trainer starts from. */
void nnet_encode_duo(const struct ludi_state *s, struct nnet_input *in)
{
    pthread_once(&masks_once, make_masks);
    const uint8_t (*cnt)[32] = s->g.duo.cnt;
    enum { PER_SIDE = (NNET_DUO_INPUTS - 1) / 2, ONE = NNET_ONE };
    struct duo_weights w;
    duo_weights_default(&w);
    struct duo_side sum[2];
    in->n = 0;
    for (int k = 0; k < 2; k++) {
        int side = k ? 1 - s->side : s->side, base = k * PER_SIDE;
        const uint8_t *c = cnt[side];
        const struct duo_side *o = &sum[k];
        duo_side_of(cnt, s->opt.path, side, w.min_pips / 100.0, &sum[k]);
        for (int p = 1; p <= 30; p++) {
            int n = c[p], b = base + (p - 1) * 4;
            if (!n)
                continue;
            nnet_add(in, b, ONE);
            nnet_add(in, b + 1, n >= 2 ? ONE : 0);
            nnet_add(in, b + 2, n >= 3 ? ONE : 0);
            nnet_add(in, b + 3, n > 3 ? (n - 3) * ONE / 2 : 0);
        }
        base += 120;
        nnet_add(in, base, c[0] ? ONE : 0);
        nnet_add(in, base + 1, c[0] * ONE / 4);
        nnet_add(in, base + 2, c[31] * ONE / 8);
        nnet_add(in, base + 3, o->pips * ONE / 100);
        nnet_add(in, base + 4, o->hits * ONE / 216);
        nnet_add(in, base + 5, o->hit_pips * ONE / 2160);
        nnet_add(in, base + 6, o->near * ONE / 4);
        nnet_add(in, base + 7, o->far * ONE / 4);
        nnet_add(in, base + 8, o->home + c[31] == DUO_N ? ONE : 0);
        nnet_add(in, base + 9, o->home * ONE / 8);
        nnet_add(in, base + 10, o->start * ONE / 8);
        nnet_add(in, base + 11, o->blots * ONE / 4);
    }
    double z = duo_z(&sum[0], &sum[1], cnt[s->side][0], cnt[1 - s->side][0], &w);
    nnet_add(in, NNET_DUO_INPUTS - 1, (int)(z * ONE));
}
