/* bench_duo.c: prints how fast Duodecim scripta's whole-turn generator and random games run. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "ludi/rules.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* One random game: throw, list every whole turn, play one at random. Returns the turns. */
static int random_game(enum ludi_path path, uint64_t seed, struct ludi_move *mv,
                       struct ludi_state *keep, int *nkeep, int cap_keep)
{
    struct ludi_options opt;
    struct ludi_state s, t;
    struct ludi_rng rng;
    ludi_options_default(LUDI_DUODECIM, &opt);
    opt.path = path;
    ludi_start(&opt, &s);
    ludi_rng_seed(&rng, seed);
    int turns = 0;
    while (s.phase != LUDI_PHASE_OVER && turns < 2000) {
        ludi_roll(&s, &rng, &t, NULL, 0);
        if (keep && *nkeep < cap_keep && (turns % 7) == 3)
            keep[(*nkeep)++] = t;
        int n = ludi_moves(&t, NULL, mv, LUDI_MAX_MOVES);
        ludi_apply_trusted(&t, NULL, &mv[ludi_rng_below(&rng, (uint32_t)n)], &s);
        turns++;
    }
    return turns;
}

int main(int argc, char **argv)
{
    int games = argc > 1 ? atoi(argv[1]) : 2000;
    struct ludi_move *mv = malloc(LUDI_MAX_MOVES * sizeof *mv);
    enum { KEEP = 4000 };
    struct ludi_state *keep = malloc(KEEP * sizeof *keep);
    if (!mv || !keep)
        return 1;
    for (int path = 0; path < 2; path++) {
        int nkeep = 0;
        long turns = 0;
        double t0 = now();
        for (int g = 0; g < games; g++)
            turns += random_game((enum ludi_path)path, 1000 + (uint64_t)g, mv, keep, &nkeep,
                                 KEEP);
        double t1 = now();
        printf("path=%s: %d random games, %.1f turns each, %.1f us per game, %.0f games/s\n",
               path ? "cross" : "standard", games, (double)turns / games,
               (t1 - t0) * 1e6 / games, games / (t1 - t0));
        long found = 0, calls = 0;
        t0 = now();
        for (int rep = 0; rep < 20; rep++)
            for (int i = 0; i < nkeep; i++) {
                found += ludi_moves(&keep[i], NULL, mv, LUDI_MAX_MOVES);
                calls++;
            }
        t1 = now();
        printf("path=%s: moves over %d positions: %.1f whole turns each, %.2f us per call, "
               "%.2f M whole turns/s\n", path ? "cross" : "standard", nkeep,
               (double)found / calls, (t1 - t0) * 1e6 / calls, found / (t1 - t0) * 1e-6);
    }
    free(mv);
    free(keep);
    return 0;
}
