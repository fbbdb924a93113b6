/* bench_review.c: times the review of whole games between computer levels, prints losses. */
/* bench_review GAME [level-a level-b seed review-level [opt=value ...]] [-v]: plays one game
 * between the two levels from the seed, reviews every move at the review level, prints the
 * time it took, each side's grades and mean loss (and with -v every move). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ludi/ai.h"
#include "ludi/session.h"

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Plays a game between the two levels in ss (at most max_moves moves). */
static bool play_game(struct ludi_ai *ai, struct ludi_session *ss, const int level[2],
                      uint64_t seed, int max_moves)
{
    int moves = 0;
    for (;;) {
        const struct ludi_state *s = ludi_session_state(ss);
        if (s->phase == LUDI_PHASE_OVER || moves >= max_moves)
            return true;
        if (s->phase == LUDI_PHASE_ROLL) {
            if (!ludi_session_roll(ss, NULL, 0, NULL, 0))
                return false;
            continue;
        }
        struct ludi_ai_limits lim = {.level = level[s->side]};
        struct ludi_ai_result r;
        struct ludi_past past = ludi_session_past(ss);
        if (!ludi_ai_choose(ai, s, &past, &lim, seed + (uint64_t)moves, NULL, &r) ||
            !ludi_session_play(ss, &r.move, NULL, 0))
            return false;
        moves++;
    }
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: bench_review GAME [level-a level-b seed review-level "
                        "[opt=value ...]] [-v]\n");
        return 2;
    }
    struct ludi_options opt;
    enum ludi_game g;
    if (!ludi_game_parse(argv[1], &g)) {
        fprintf(stderr, "unknown game %s\n", argv[1]);
        return 2;
    }
    ludi_options_default(g, &opt);
    int level[2] = {argc > 2 ? atoi(argv[2]) : 5, argc > 3 ? atoi(argv[3]) : 1};
    uint64_t seed = argc > 4 ? strtoull(argv[4], NULL, 10) : 1;
    int review_level = argc > 5 ? atoi(argv[5]) : 5;
    bool verbose = false;
    for (int i = 6; i < argc; i++) {
        char err[LUDI_ERR_LEN];
        if (strcmp(argv[i], "-v") == 0)
            verbose = true;
        else if (!ludi_options_set(&opt, argv[i], err, sizeof err)) {
            fprintf(stderr, "%s\n", err);
            return 2;
        }
    }
    struct ludi_ai *ai = ludi_ai_new();
    struct ludi_session ss;
    if (!ai || !ludi_session_init(&ss, &opt, seed, NULL, NULL, 0))
        return 1;
    ludi_ai_prepare(&opt, true);
    double t0 = now_s();
    clock_t c1;
    if (!play_game(ai, &ss, level, seed, 400))
        return 1;
    double t1 = now_s();
    c1 = clock();
    int n = (int)ludi_session_moves_played(&ss);
    struct ludi_review_move *rv = calloc((size_t)n + 1, sizeof *rv);
    atomic_int done = 0;
    struct ludi_ai_limits lim = {.level = review_level};
    int k = ludi_review_game(ai, &ss, &lim, NULL, &done, rv, n);
    double t2 = now_s();
    double cpu = (double)(clock() - c1) / CLOCKS_PER_SEC;
    char res[128];
    ludi_result_format(ludi_session_state(&ss), res, sizeof res);
    printf("%s: level %d vs %d, seed %llu: %d moves (%s), played in %.1f s\n", argv[1],
           level[0], level[1], (unsigned long long)seed, n, res, t1 - t0);
    printf("review at level %d: %d moves in %.2f s (%.1f ms a move), %.2f s of CPU\n",
           review_level, k, t2 - t1, k ? (t2 - t1) * 1000.0 / k : 0.0, cpu);
    int grades[2][4] = {{0}};
    double sum[2] = {0, 0}, worst[2] = {0, 0};
    int count[2] = {0, 0};
    for (int i = 0; i < k; i++) {
        int side = rv[i].side;
        grades[side][ludi_review_grade_of(g, rv[i].loss)]++;
        sum[side] += rv[i].loss;
        count[side]++;
        if (rv[i].loss > worst[side])
            worst[side] = rv[i].loss;
        if (verbose) {
            size_t e = ludi_session_events_for_moves(&ss, (size_t)i + 1) - 1;
            const struct ludi_state *before = ludi_session_state_at(&ss, e);
            char pm[LUDI_MOVE_LEN], bm[LUDI_MOVE_LEN];
            ludi_move_format(before, &rv[i].played, pm, sizeof pm);
            ludi_move_format(before, &rv[i].best, bm, sizeof bm);
            printf("%3d %s %-16s best %-16s loss %.3f  value %.3f%s%s\n", rv[i].ply,
                   ludi_side_name(g, side), pm, bm, rv[i].loss, rv[i].value_played,
                   rv[i].exact ? " exact" : "", rv[i].forced ? " forced" : "");
        }
    }
    for (int side = 0; side < 2; side++)
        printf("%s (level %d): %d moves, mean loss %.3f, worst %.3f; good %d, inaccurate %d, "
               "mistake %d, blunder %d\n", ludi_side_name(g, side), level[side], count[side],
               count[side] ? sum[side] / count[side] : 0.0, worst[side], grades[side][0],
               grades[side][1], grades[side][2], grades[side][3]);
    free(rv);
    ludi_session_free(&ss);
    ludi_ai_free(ai);
    return k == n ? 0 : 1;
}
