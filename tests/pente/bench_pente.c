/* bench_pente.c: random playouts per second for Pente grammai, run by hand (never a test). */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "ludi/rules.h"

#define MAX_PLIES 20000   /* a random game that has not ended by then is cut off */

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static struct ludi_move moves[LUDI_MAX_MOVES];

static void bench(int lines, bool classic, double seconds)
{
    struct ludi_options o;
    char kv[16];
    ludi_options_default(LUDI_PENTE, &o);
    snprintf(kv, sizeof kv, "lines=%d", lines);
    ludi_options_set(&o, kv, NULL, 0);
    ludi_options_set(&o, classic ? "mode=classic" : "mode=knockoff", NULL, 0);
    struct ludi_rng rng;
    ludi_rng_seed(&rng, 12345);
    long games = 0, finished = 0, plies = 0;
    double start = now(), end = start + seconds, t = start;
    while (t < end) {
        struct ludi_state s, r;
        ludi_start(&o, &s);
        int ply = 0;
        for (; ply < MAX_PLIES && s.phase != LUDI_PHASE_OVER; ply++) {
            ludi_roll(&s, &rng, &r, NULL, 0);
            int n = ludi_moves(&r, NULL, moves, LUDI_MAX_MOVES);
            ludi_apply_trusted(&r, NULL, &moves[ludi_rng_below(&rng, (uint32_t)n)], &s);
        }
        games++;
        plies += ply;
        finished += s.phase == LUDI_PHASE_OVER;
        t = now();
    }
    double secs = t - start;
    printf("%-9s lines=%-2d  %8.1f playouts/s  %9.0f turns/s  %7.0f turns/game  %5.1f%% "
           "finished (cut at %d)\n", classic ? "classic" : "knockoff", lines, games / secs,
           plies / secs, (double)plies / games, 100.0 * finished / games, MAX_PLIES);
}

int main(int argc, char **argv)
{
    double seconds = argc > 1 ? atof(argv[1]) : 2.0;
    for (int c = 0; c < 2; c++)
        for (int lines = 5; lines <= 11; lines += 2)
            bench(lines, c == 1, seconds);
    return 0;
}
