/* tune.c: ludi-solve tune: Pente grammai's evaluation weights fitted to the solved five-line game. */
/*
 * Positions come from games of perfect play with one random turn in four; for each throw the
 * exact value of every turn is known. A weight vector is judged by the chance its depth-1
 * choices lose against perfect play (and by the evaluation's squared error, a little), and
 * improved one weight at a time.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dice.h"
#include "ludi/rules.h"
#include "pente_solve.h"
#include "tune.h"

struct sample {
    int first, count;            /* its turns' after positions in the pool */
    double best;                 /* the best turn's exact value */
};

struct pool {
    struct ludi_state *after;
    double *exact;               /* the exact value of each turn, for the side that moved */
    int n, cap;
    struct sample *samples;
    int ns;
};

static bool pool_add(struct pool *p, const struct ludi_state *a, double v)
{
    if (p->n == p->cap) {
        int cap = p->cap ? 2 * p->cap : 4096;
        struct ludi_state *na = realloc(p->after, (size_t)cap * sizeof *na);
        if (!na)
            return false;
        p->after = na;
        double *ne = realloc(p->exact, (size_t)cap * sizeof *ne);
        if (!ne)
            return false;
        p->exact = ne;
        p->cap = cap;
    }
    p->after[p->n] = *a;
    p->exact[p->n++] = v;
    return true;
}

/* Chance lost a turn by depth-1 choices with weights w, and the evaluation's mean squared
 * error over the positions after the turns. */
static void judge_weights(const struct pool *p, const struct pente_weights *w, double *lost,
                          double *mse)
{
    double l = 0, e = 0;
    int ne = 0;
    for (int i = 0; i < p->ns; i++) {
        const struct sample *s = &p->samples[i];
        int pick = 0;
        double pv = -1;
        for (int k = 0; k < s->count; k++) {
            const struct ludi_state *a = &p->after[s->first + k];
            double v = a->phase == LUDI_PHASE_OVER ? 1.0 : 1.0 - pente_eval(a, w);
            if (a->phase != LUDI_PHASE_OVER) {
                double d = v - p->exact[s->first + k];
                e += d * d;
                ne++;
            }
            if (v > pv) {
                pv = v;
                pick = k;
            }
        }
        l += s->best - p->exact[s->first + pick];
    }
    *lost = l / (p->ns ? p->ns : 1);
    *mse = e / (ne ? ne : 1);
}

int tune_main(int argc, char **argv)
{
    int mode = LUDI_PENTE_KNOCKOFF, positions = 20000, rounds = 4;
    double lambda = 0.02;
    for (int i = 2; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--mode") == 0)
            mode = strcmp(argv[i + 1], "classic") == 0 ? LUDI_PENTE_CLASSIC : LUDI_PENTE_KNOCKOFF;
        else if (strcmp(argv[i], "--positions") == 0)
            positions = atoi(argv[i + 1]);
        else if (strcmp(argv[i], "--rounds") == 0)
            rounds = atoi(argv[i + 1]);
        else if (strcmp(argv[i], "--lambda") == 0)
            lambda = atof(argv[i + 1]);
    }
    struct ps_table t;
    if (!ps_solve(&t, (enum ludi_pente_mode)mode, 1e-12, 2, 0.5))
        return 1;
    struct ludi_options o;
    ludi_options_default(LUDI_PENTE, &o);
    o.mode = (enum ludi_pente_mode)mode;
    struct ludi_move *moves = malloc(LUDI_MAX_MOVES * sizeof *moves);
    struct pool p = {0};
    p.samples = calloc((size_t)positions, sizeof *p.samples);
    if (!moves || !p.samples)
        return 1;
    struct ludi_rng rng;
    ludi_rng_seed(&rng, 12345);
    struct ludi_state s, n;
    ludi_start(&o, &s);
    while (p.ns < positions) {
        if (s.phase == LUDI_PHASE_OVER)
            ludi_start(&o, &s);
        ludi_roll(&s, &rng, &n, NULL, 0);
        s = n;
        int nm = ludi_moves(&s, NULL, moves, LUDI_MAX_MOVES), best = 0;
        struct sample *sm = &p.samples[p.ns];
        sm->first = p.n;
        sm->count = nm;
        sm->best = -1;
        for (int k = 0; k < nm; k++) {
            struct ludi_state a;
            ludi_apply_trusted(&s, NULL, &moves[k], &a);
            double v = ps_value_after(&t, &a);
            if (!pool_add(&p, &a, v))
                return 1;
            if (v > sm->best) {
                sm->best = v;
                best = k;
            }
        }
        if (nm > 1)
            p.ns++;
        else
            p.n = sm->first;
        int pick = ludi_rng_below(&rng, 4) == 0 ? (int)ludi_rng_below(&rng, (uint32_t)nm) : best;
        ludi_apply_trusted(&s, NULL, &moves[pick], &n);
        s = n;
    }
    struct pente_weights w;
    pente_weights_default(&w, mode);
    const char *names[32];
    int *values[32];
    int nw = pente_weights_table(&w, mode == LUDI_PENTE_CLASSIC ? "cl" : "ko", names, values, 32);
    double lost, mse;
    judge_weights(&p, &w, &lost, &mse);
    double obj = lost + lambda * mse;
    printf("%d positions: start lost %.5f, rmse %.4f\n", p.ns, lost, sqrt(mse));
    for (int r = 0; r < rounds; r++) {
        for (int k = 0; k < nw; k++) {
            int *v = values[k];
            int step = abs(*v) / 4 > 5 ? abs(*v) / 4 : 5;
            for (int dir = -1; dir <= 1; dir += 2) {
                for (;;) {
                    int old = *v;
                    *v = old + dir * step;
                    if (*v < 0)
                        *v = 0;
                    double l2, m2;
                    judge_weights(&p, &w, &l2, &m2);
                    if (*v != old && l2 + lambda * m2 < obj - 1e-9) {
                        obj = l2 + lambda * m2;
                        lost = l2;
                        mse = m2;
                        continue;
                    }
                    *v = old;
                    break;
                }
            }
        }
        printf("round %d: lost %.5f, rmse %.4f:", r + 1, lost, sqrt(mse));
        for (int k = 0; k < nw; k++)
            printf(" %s=%d", names[k], *values[k]);
        printf("\n");
        fflush(stdout);
    }
    free(p.after);
    free(p.exact);
    free(p.samples);
    free(moves);
    ps_free(&t);
    return 0;
}
