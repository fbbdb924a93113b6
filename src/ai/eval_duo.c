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
    uint64_t weight1, weight3, weight6;
};

static struct duo_masks masks;
static pthread_once_t masks_once = PTHREAD_ONCE_INIT;

static void make_masks(void)
{
    int r = 0;
    memset(&masks, 0, sizeof masks);
    for (int a = 1; a <= 6; a++)
        for (int b = a; b <= 6; b++)
            for (int c = b; c <= 6; c++, r++) {
                uint64_t bit = 1ull << r;
                int v[3] = {a, b, c};
                if (a == c)
                    masks.weight1 |= bit;
                else if (a == b || b == c)
                    masks.weight3 |= bit;
                else
                    masks.weight6 |= bit;
                for (int sub = 1; sub < 8; sub++) {
                    int sum = 0, used = __builtin_popcount((unsigned)sub);
                    for (int k = 0; k < 3; k++)
                        if (sub & (1 << k))
                            sum += v[k];
                    for (int most = used; most <= 3; most++)
                        masks.reach[most][sum] |= bit;
                }
            }
}

static double chance_of(uint64_t m)
{
    return (__builtin_popcountll(m & masks.weight1) + 3 * __builtin_popcountll(m & masks.weight3) +
            6 * __builtin_popcountll(m & masks.weight6)) / 216.0;
}

/* The other side's point on the same cell as point p (7..30) of either side. */
static int opp_point(int path, int p)
{
    if (path == LUDI_PATH_CROSS)
        return p <= 18 ? 25 - p : 49 - p;
    return p <= 18 ? p + 12 : p - 12;
}

/* What side's lone counters on shared points stand to lose on the other side's next throw:
 * the chance that some counter of the other reaches each (the dice it has free after entering
 * its waiting counters), times the pips that counter has come. */
static double blot_loss(const uint8_t (*cnt)[32], int path, int side, const struct duo_weights *w)
{
    int other = 1 - side;
    const uint8_t *att = cnt[other];
    int waiting = att[0];
    if (waiting >= 3)
        return 0;   /* every die of its throw enters a counter */
    int free_dice = 3 - waiting;                 /* dice for counters on the board */
    int wait_dice = waiting ? 4 - waiting : 0;   /* an entering counter goes on with the rest */
    double loss = 0;
    for (int p = 7; p <= 30; p++) {
        if (cnt[side][p] != 1)
            continue;
        int q = opp_point(path, p);
        uint64_t m = 0;
        for (int k = 1; k <= 18 && k < q; k++)
            if (att[q - k])
                m |= masks.reach[free_dice][k];
        if (wait_dice && q <= 18)
            m |= masks.reach[wait_dice][q];
        if (m)
            loss += chance_of(m) * (p * (w->blot / 100.0) + w->blot_enter / 100.0);
    }
    return loss;
}

/* Side's piles on shared points, counted for each opposing counter 1..6 (near) or 7..12 (far)
 * behind them. */
static double blocking(const uint8_t (*cnt)[32], int path, int side, const struct duo_weights *w)
{
    const uint8_t *opp = cnt[1 - side];
    double v = 0;
    for (int p = 7; p <= 30; p++) {
        if (cnt[side][p] < 2)
            continue;
        int q = opp_point(path, p);
        int near = 0, far = 0;
        for (int k = 1; k <= 12 && k <= q; k++) {
            if (k <= 6)
                near += opp[q - k];
            else
                far += opp[q - k];
        }
        v += near * (w->block / 100.0) + far * (w->block_far / 100.0);
    }
    return v;
}

double duo_eval(const struct ludi_state *s, const struct duo_weights *w)
{
    pthread_once(&masks_once, make_masks);
    const uint8_t (*cnt)[32] = s->g.duo.cnt;
    int me = s->side, op = 1 - me, path = s->opt.path;
    double pips[2] = {0, 0}, raw[2] = {0, 0};
    double floor_pips = w->min_pips / 100.0;
    for (int side = 0; side < 2; side++) {
        for (int i = 0; i <= 30; i++) {
            int n = cnt[side][i];
            if (!n)
                continue;
            double d = 31 - i;
            raw[side] += n * d;
            pips[side] += n * (d > floor_pips ? d : floor_pips);
        }
    }
    double d = pips[op] - pips[me] + w->tempo / 100.0;
    d -= (w->waiting / 100.0) * (cnt[me][0] - cnt[op][0]);
    d += blot_loss(cnt, path, op, w) - blot_loss(cnt, path, me, w) * (w->blot_mover / 100.0);
    d += blocking(cnt, path, me, w) - blocking(cnt, path, op, w);
    double var = (w->spread / 100.0) * (raw[me] + raw[op]) + w->base;
    return dice_phi(d / sqrt(var > 1e-9 ? var : 1e-9));
}
