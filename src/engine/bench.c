/* bench.c: `ludi-engine bench`: perft leaf counts and rates, random playouts, search speed. */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench.h"
#include "ludi/ai.h"

const struct bench_perft_case bench_perft_cases[] = {
    {"size=8x8", 5},
    {"size=12x8", 4},
    {"size=10x9", 4},
    {"size=11x10", 4},
};
const int bench_perft_ncases = (int)(sizeof bench_perft_cases / sizeof bench_perft_cases[0]);

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static bool options_of(enum ludi_game g, const char *text, struct ludi_options *opt)
{
    ludi_options_default(g, opt);
    char buf[128];
    snprintf(buf, sizeof buf, "%s", text);
    char *save = NULL;
    for (char *kv = strtok_r(buf, " ", &save); kv; kv = strtok_r(NULL, " ", &save))
        if (!ludi_options_set(opt, kv, NULL, 0))
            return false;
    return true;
}

int64_t bench_perft_leaves(const struct bench_perft_case *c)
{
    struct ludi_options opt;
    struct ludi_state s;
    if (!options_of(LUDI_LATRUNCULI, c->options, &opt))
        return -1;
    ludi_start(&opt, &s);
    return ludi_perft(&s, NULL, c->depth);   /* the start: no past */
}

int64_t bench_playouts(enum ludi_game g, const char *options, uint64_t seed, int n,
                       int *finished)
{
    struct ludi_options opt;
    if (!options_of(g, options, &opt))
        return -1;
    struct ludi_rng rng;
    ludi_rng_seed(&rng, seed);
    enum { MAX_PLIES = 20000 };
    struct ludi_move *moves = malloc(LUDI_MAX_MOVES * sizeof *moves);
    uint64_t *hashes = malloc(MAX_PLIES * sizeof *hashes);   /* the game's past */
    if (!moves || !hashes) {
        free(moves);
        free(hashes);
        return -1;
    }
    int64_t plies = 0;
    int done = 0;
    for (int game = 0; game < n; game++) {
        struct ludi_state s, t;
        struct ludi_past past = {hashes, 0};
        ludi_start(&opt, &s);
        for (int ply = 0; ply < MAX_PLIES && s.phase != LUDI_PHASE_OVER; ply++) {
            if (s.phase == LUDI_PHASE_ROLL) {
                ludi_roll(&s, &rng, &t, NULL, 0);
                s = t;
            }
            int k = ludi_moves(&s, &past, moves, LUDI_MAX_MOVES);
            if (k <= 0)
                break;
            if (k > LUDI_MAX_MOVES)
                k = LUDI_MAX_MOVES;
            ludi_apply_trusted(&s, &past, &moves[ludi_rng_below(&rng, (uint32_t)k)], &t);
            hashes[past.n++] = s.hash;
            s = t;
            plies++;
        }
        done += s.phase == LUDI_PHASE_OVER;
    }
    free(moves);
    free(hashes);
    if (finished)
        *finished = done;
    return plies;
}

static const struct {
    enum ludi_game game;
    const char *options;
    int games, quick_games;
} playout_cases[] = {
    {LUDI_LATRUNCULI, "size=8x8", 2000, 100},
    {LUDI_LATRUNCULI, "size=12x8", 2000, 100},
    {LUDI_LATRUNCULI, "size=11x10", 1000, 50},
    {LUDI_PENTE, "lines=5 mode=knockoff", 20000, 500},
    {LUDI_PENTE, "lines=5 mode=classic", 20000, 500},
    {LUDI_DUODECIM, "path=standard", 5000, 100},
    {LUDI_DUODECIM, "path=cross", 5000, 100},
};

/* Whole-turn generation, the inner loop of the dice games' search: positions with the dice
 * thrown are gathered from random games, then ludi_moves runs over them again and again. */
static void bench_turns(FILE *out, enum ludi_game g, const char *options, int npos, int rounds)
{
    struct ludi_options opt;
    if (!options_of(g, options, &opt))
        return;
    struct ludi_state *pos = malloc((size_t)npos * sizeof *pos);
    struct ludi_move *moves = malloc(LUDI_MAX_MOVES * sizeof *moves);
    if (!pos || !moves) {
        free(pos);
        free(moves);
        return;
    }
    struct ludi_rng rng;
    ludi_rng_seed(&rng, 2);
    int n = 0;
    struct ludi_state s, t;
    ludi_start(&opt, &s);
    while (n < npos) {
        if (s.phase == LUDI_PHASE_OVER)
            ludi_start(&opt, &s);
        if (s.phase == LUDI_PHASE_ROLL) {
            ludi_roll(&s, &rng, &t, NULL, 0);
            s = t;
        }
        pos[n++] = s;
        int k = ludi_moves(&s, NULL, moves, LUDI_MAX_MOVES);   /* dice games: no past */
        if (k <= 0)
            break;
        uint32_t listed = (uint32_t)(k < LUDI_MAX_MOVES ? k : LUDI_MAX_MOVES);
        ludi_apply_trusted(&s, NULL, &moves[ludi_rng_below(&rng, listed)], &t);
        s = t;
    }
    int64_t turns = 0;
    double t0 = now();
    for (int r = 0; r < rounds; r++)
        for (int i = 0; i < n; i++)
            turns += ludi_moves(&pos[i], NULL, moves, LUDI_MAX_MOVES);
    double dt = now() - t0;
    fprintf(out, "  %-10s %-24s %6d positions x %d  %10lld turns  %8.2f M turns/s  %6.2f us/call\n",
            ludi_game_name(g), options, n, rounds, (long long)turns,
            dt > 0 ? (double)turns / dt / 1e6 : 0.0, dt * 1e6 / ((double)n * rounds));
    free(pos);
    free(moves);
}

static void bench_search_line(FILE *out, const char *what, bool ok, const struct ludi_ai_bench *b,
                              const char *depth)
{
    if (!ok) {
        fprintf(out, "  %-10s failed\n", what);
        return;
    }
    fprintf(out, "  %-10s %3d positions  depth %-8s %10lld nodes  %8.3f s  %8.0f knodes/s\n",
            what, b->positions, depth, (long long)b->nodes, b->elapsed_ms / 1000.0,
            b->elapsed_ms > 0 ? (double)b->nodes / b->elapsed_ms : 0.0);
}

int bench_run(FILE *out, int quick)
{
    fprintf(out, "Ludi bench%s (one thread)\n\n", quick ? " (quick)" : "");
    fprintf(out, "perft from the start (Latrunculi):\n");
    for (int i = 0; i < bench_perft_ncases; i++) {
        struct bench_perft_case c = bench_perft_cases[i];
        if (quick && c.depth > 3)
            c.depth = 3;
        double t0 = now();
        int64_t leaves = bench_perft_leaves(&c);
        double dt = now() - t0;
        fprintf(out, "  %-10s depth %d  %12lld leaves  %8.3f s  %8.1f M leaves/s\n", c.options,
                c.depth, (long long)leaves, dt, dt > 0 ? (double)leaves / dt / 1e6 : 0.0);
    }
    fprintf(out, "\nwhole turns generated (ludi_moves) over positions of random games:\n");
    bench_turns(out, LUDI_DUODECIM, "path=standard", quick ? 200 : 2000, quick ? 2 : 10);
    bench_turns(out, LUDI_DUODECIM, "path=cross", quick ? 200 : 2000, quick ? 2 : 10);
    bench_turns(out, LUDI_PENTE, "lines=5 mode=classic", quick ? 200 : 2000, quick ? 2 : 10);
    bench_turns(out, LUDI_PENTE, "lines=11 mode=classic", quick ? 100 : 500, quick ? 2 : 10);
    fprintf(out, "\nrandom playouts from seed 1:\n");
    for (size_t i = 0; i < sizeof playout_cases / sizeof playout_cases[0]; i++) {
        int n = quick ? playout_cases[i].quick_games : playout_cases[i].games, finished = 0;
        double t0 = now();
        int64_t plies = bench_playouts(playout_cases[i].game, playout_cases[i].options, 1, n,
                                       &finished);
        double dt = now() - t0;
        if (plies < 0) {
            fprintf(out, "  %-10s %-24s not available\n",
                    ludi_game_name(playout_cases[i].game), playout_cases[i].options);
            continue;
        }
        fprintf(out, "  %-10s %-24s %6d games (%d ended)  %9lld moves  %9.0f games/s  "
                "%6.1f us/game\n", ludi_game_name(playout_cases[i].game),
                playout_cases[i].options, n, finished, (long long)plies,
                dt > 0 ? n / dt : 0.0, dt * 1e6 / n);
    }
    /* The computer's search on fixed positions at fixed depths: the node counts change only
     * when the search's behaviour does (tests/ai pins them); the rates are for reading. */
    fprintf(out, "\nsearch on fixed positions (the computer's bench):\n");
    struct ludi_ai_bench b;
    char depth[16];
    bool ok = ludi_ai_bench_run(quick ? 3 : 0, &b);
    snprintf(depth, sizeof depth, "%d", b.depth);
    bench_search_line(out, "latrunculi", ok, &b, depth);
    ok = ludi_ai_bench_dice(0, &b);
    bench_search_line(out, "dice", ok, &b, "standard");
    /* How deep level 5 sees in its time (the time depends on the machine and its load: a
     * node budget too, which does not) */
    fprintf(out, "\nlevel 5's depth on 12x8 middle games:\n");
    const struct ludi_ai_limits depth_cases[3] = {
        {.level = LUDI_AI_LEVELS, .movetime_ms = quick ? 20 : 1000, .threads = 1},
        {.level = LUDI_AI_LEVELS, .movetime_ms = quick ? 20 : 1000, .threads = 2},
        {.level = LUDI_AI_LEVELS, .nodes = quick ? 5000 : 700000, .threads = 1},
    };
    for (int i = 0; i < 3; i++) {
        const struct ludi_ai_limits *l = &depth_cases[i];
        char limit[32];
        if (l->nodes)
            snprintf(limit, sizeof limit, "nodes %lld", (long long)l->nodes);
        else
            snprintf(limit, sizeof limit, "movetime %d", l->movetime_ms);
        if (!ludi_ai_bench_depth(l, &b) || b.positions == 0) {
            fprintf(out, "  %d thread%s %-14s failed\n", l->threads, l->threads > 1 ? "s" : " ",
                    limit);
            continue;
        }
        fprintf(out, "  %d thread%s %-14s %3d positions  mean depth %5.2f (%d..%d)  %10lld nodes"
                "  %8.0f knodes/s\n", l->threads, l->threads > 1 ? "s" : " ", limit,
                b.positions, (double)b.depth_total / b.positions, b.depth_min, b.depth_max,
                (long long)b.nodes, b.elapsed_ms > 0 ? (double)b.nodes / b.elapsed_ms : 0.0);
    }
    return 0;
}
