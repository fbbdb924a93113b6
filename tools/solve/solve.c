/* solve.c: ludi-solve: Pente grammai on five lines solved in both modes; and the levels judged by it. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ludi/ai.h"
#include "ludi/rules.h"
#include "pente_solve.h"
#include "tune.h"

static void usage(void)
{
    fprintf(stderr,
            "usage: ludi-solve [--tol X] [--threads N] [--init X]\n"
            "       ludi-solve judge [--mode knockoff|classic] [--positions N] [--level L]\n"
            "                        [--depth N] [--opt NAME=V ...] [--seed N]\n"
            "The first form solves Pente grammai on five lines (knock-off and classic) by value\n"
            "iteration and prints the state count, the time taken and the first player's chance\n"
            "of winning under perfect play. judge plays the computer at a level on positions\n"
            "of games (perfect play with one random move in four) and prints how much chance of\n"
            "winning its turns lose against perfect play, and how far the evaluation is off.\n");
}

static int solve_all(int argc, char **argv)
{
    double tol = 1e-13, init = 0.5;
    int threads = 2;
    for (int i = 1; i < argc; i++) {
        if (i + 1 < argc && strcmp(argv[i], "--tol") == 0)
            tol = atof(argv[++i]);
        else if (i + 1 < argc && strcmp(argv[i], "--threads") == 0)
            threads = atoi(argv[++i]);
        else if (i + 1 < argc && strcmp(argv[i], "--init") == 0)
            init = atof(argv[++i]);
        else {
            usage();
            return 2;
        }
    }
    for (int mode = 0; mode < 2; mode++) {
        struct ps_table t;
        struct ludi_options o;
        struct ludi_state s;
        ludi_options_default(LUDI_PENTE, &o);
        o.mode = (enum ludi_pente_mode)mode;
        if (!ps_solve(&t, (enum ludi_pente_mode)mode, tol, threads, init)) {
            fprintf(stderr, "ludi-solve: out of memory\n");
            return 1;
        }
        ludi_start(&o, &s);
        int64_t i = ps_index(&t, &s);
        printf("pente lines=5 mode=%s: %u positions (side to move A), %lld moves in the graph\n",
               mode ? "classic" : "knockoff", t.nstates, (long long)t.successors);
        printf("  graph %.3f s, %d sweeps %.3f s (last change %.2g), %.1f MB table\n", t.build_s,
               t.sweeps, t.solve_s, t.residual, (double)t.nstates * sizeof(double) / 1e6);
        printf("  the first player (A) wins %.9f of games under perfect play\n",
               i >= 0 ? t.value[i] : -1.0);
        ps_free(&t);
    }
    return 0;
}

/* The exact value of the best turn, and of the given one, for the side to move in s. */
static double best_turn(const struct ps_table *t, const struct ludi_state *s,
                        struct ludi_move *moves, int *best)
{
    int n = ludi_moves(s, NULL, moves, LUDI_MAX_MOVES);
    double bv = -1;
    for (int i = 0; i < n; i++) {
        struct ludi_state a;
        ludi_apply_trusted(s, NULL, &moves[i], &a);
        double v = ps_value_after(t, &a);
        if (v > bv) {
            bv = v;
            *best = i;
        }
    }
    return bv;
}

static int judge(int argc, char **argv)
{
    struct ludi_options o;
    struct ludi_ai_limits lim = {.level = 3};
    int positions = 5000;
    uint64_t seed = 1;
    const char *opts[32];
    int nopts = 0;
    ludi_options_default(LUDI_PENTE, &o);
    for (int i = 2; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!v) {
            usage();
            return 2;
        }
        i++;
        if (strcmp(a, "--mode") == 0)
            o.mode = strcmp(v, "classic") == 0 ? LUDI_PENTE_CLASSIC : LUDI_PENTE_KNOCKOFF;
        else if (strcmp(a, "--positions") == 0)
            positions = atoi(v);
        else if (strcmp(a, "--level") == 0)
            lim.level = atoi(v);
        else if (strcmp(a, "--depth") == 0)
            lim.depth = atoi(v);
        else if (strcmp(a, "--seed") == 0)
            seed = (uint64_t)atoll(v);
        else if (strcmp(a, "--opt") == 0 && nopts < 32)
            opts[nopts++] = v;
        else {
            usage();
            return 2;
        }
    }
    struct ludi_ai *ai = ludi_ai_new();
    struct ludi_move *moves = malloc(LUDI_MAX_MOVES * sizeof *moves);
    if (!ai || !moves)
        return 1;
    for (int k = 0; k < nopts; k++) {
        char err[LUDI_ERR_LEN];
        if (!ludi_ai_set_option(ai, opts[k], err, sizeof err)) {
            fprintf(stderr, "ludi-solve: %s\n", err);
            return 2;
        }
    }
    struct ps_table t;
    if (!ps_solve(&t, o.mode, 1e-12, 2, 0.5))
        return 1;
    struct ludi_rng rng;
    ludi_rng_seed(&rng, seed);
    struct ludi_state s, n;
    ludi_start(&o, &s);
    int judged = 0, wrong = 0, choices = 0;
    double lost = 0, sq = 0, worst = 0;
    int64_t nodes = 0;
    while (judged < positions) {
        if (s.phase == LUDI_PHASE_OVER)
            ludi_start(&o, &s);
        ludi_roll(&s, &rng, &n, NULL, 0);
        s = n;
        int best = 0, nm = ludi_moves(&s, NULL, moves, LUDI_MAX_MOVES);
        double bv = best_turn(&t, &s, moves, &best);
        struct ludi_ai_result r;
        if (nm > 1) {
            if (!ludi_ai_choose(ai, &s, NULL, &lim, ludi_rng_next(&rng), NULL, &r))
                return 1;
            struct ludi_state a;
            ludi_apply_trusted(&s, NULL, &r.move, &a);
            double v = ps_value_after(&t, &a), loss = bv - v;
            lost += loss;
            wrong += loss > 1e-9;
            if (loss > worst)
                worst = loss;
            sq += (r.win_chance - bv) * (r.win_chance - bv);
            nodes += r.nodes;
            choices++;
        }
        judged++;
        /* on with perfect play, and now and then a random turn for variety */
        int pick = ludi_rng_below(&rng, 4) == 0 ? (int)ludi_rng_below(&rng, (uint32_t)nm) : best;
        ludi_apply_trusted(&s, NULL, &moves[pick], &n);
        s = n;
    }
    printf("pente lines=5 mode=%s level %d depth %d: %d positions, %d with a choice\n",
           o.mode == LUDI_PENTE_CLASSIC ? "classic" : "knockoff", lim.level, lim.depth, judged,
           choices);
    printf("  wrong turns %.2f%%, chance lost %.5f a turn (worst %.3f), search's chance off by "
           "%.4f (rms), %.0f nodes a turn\n",
           choices ? 100.0 * wrong / choices : 0.0, choices ? lost / choices : 0.0, worst,
           choices ? sqrt(sq / choices) : 0.0, choices ? (double)nodes / choices : 0.0);
    ps_free(&t);
    free(moves);
    ludi_ai_free(ai);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "judge") == 0)
        return judge(argc, argv);
    if (argc > 1 && strcmp(argv[1], "tune") == 0)
        return tune_main(argc, argv);
    return solve_all(argc, argv);
}
