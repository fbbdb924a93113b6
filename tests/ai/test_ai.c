/* test_ai.c: the computer opponent in Latrunculi: forced wins, legal moves, limits, stop, seeds, bench. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ludi/ai.h"
#include "ludi/rules.h"
#include "../check.h"
#include "ai_test.h"

/* The bench's node count at its standard depth. It changes only when the search's behaviour
 * changes; a commit that changes it on purpose updates it here. */
#define BENCH_NODES 96913

static struct ludi_ai *ai;
static struct ludi_move moves[LUDI_MAX_MOVES];

static bool position(const char *options, const char *text, struct ludi_state *s)
{
    struct ludi_options o;
    char opts[128], err[LUDI_ERR_LEN];
    ludi_options_default(LUDI_LATRUNCULI, &o);
    snprintf(opts, sizeof opts, "%s", options);
    for (char *tok = strtok(opts, " "); tok; tok = strtok(NULL, " "))
        if (!ludi_options_set(&o, tok, err, sizeof err))
            return false;
    if (!ludi_position_parse(&o, text, s, err, sizeof err)) {
        printf("position %s: %s\n", text, err);
        return false;
    }
    return true;
}

/* Whether the side to move in s, having played m, wins by force within one more move of its
 * own, whatever the other side answers: checked by trying every move through the interface. */
static bool forces_win_in_two(const struct ludi_state *s, const struct ludi_move *m)
{
    static struct ludi_move replies[LUDI_MAX_MOVES], finishes[LUDI_MAX_MOVES];
    int me = s->side;
    struct ludi_state a, b, c;
    /* s is a position set up (no past); the past of a and b is the line from s */
    uint64_t line[2] = {s->hash, 0};
    struct ludi_past pa = {line, 1}, pb = {line, 2};
    if (!ludi_apply(s, NULL, m, &a, NULL, 0))
        return false;
    if (a.phase == LUDI_PHASE_OVER)
        return a.result == me;
    line[1] = a.hash;
    int nr = ludi_moves(&a, &pa, replies, LUDI_MAX_MOVES);
    for (int i = 0; i < nr; i++) {
        ludi_apply_trusted(&a, &pa, &replies[i], &b);
        if (b.phase == LUDI_PHASE_OVER) {
            if (b.result != me)
                return false;
            continue;
        }
        int nf = ludi_moves(&b, &pb, finishes, LUDI_MAX_MOVES);
        bool won = false;
        for (int j = 0; j < nf && !won; j++) {
            ludi_apply_trusted(&b, &pb, &finishes[j], &c);
            won = c.phase == LUDI_PHASE_OVER && c.result == me;
        }
        if (!won)
            return false;
    }
    return true;
}

/*
 * Black to move immobilises the white king in one: the king in the corner h8 has its own man on
 * g8 beside it; h1-h7 fills its last free square (h7), capturing nothing (the run north of h7
 * is the king alone, ended by the edge). No other black piece can reach h7.
 *   8  w . . . . . w W
 *   4  . . . B . . . .
 *   1  b b . . . . . b
 */
static void test_king_in_one(void)
{
    struct ludi_state s, t;
    CHECK(position("size=8x8", "w5wW/8/8/8/3B4/8/8/bb5b b 0", &s));
    for (int level = 1; level <= LUDI_AI_LEVELS; level++) {
        struct ludi_ai_limits lim = {.level = level, .movetime_ms = level == 5 ? 2000 : 0};
        struct ludi_ai_result r;
        CHECK(ludi_ai_choose(ai, &s, NULL, &lim, 7, NULL, &r));
        CHECK_STR(move_text(&s, &r.move), "h1-h7");
        CHECK(ludi_apply(&s, NULL, &r.move, &t, NULL, 0));
        CHECK_INT(t.result, LUDI_WIN0);
        CHECK_INT(t.reason, LUDI_REASON_KING);
        CHECK_INT(r.score, LUDI_AI_WIN - 1);
    }
}

/*
 * Black to move immobilises the white king in two moves, whatever White does:
 *   8  . . b . . . . W      c8-g8 leaves the king on h8 one free square, h7. Then:
 *   7  . . . . . . w .      - Kh8-h7 (it cannot go further: h6 is black): g8-h8 shuts it in
 *   6  . . . . . . . b        (h8 black, g7 its own man, h6 black);
 *   4  . . . B . . . .      - g7-h7 shuts in its own king: White loses at once;
 *   3  w . . . . . . .      - anything else: h6-h7 shuts it in on h8.
 *   1  b . . . . . . .      No white piece can reach f8 to take g8 (f8-g8-h8, the king closing).
 * Before c8-g8 the king has two free squares, so nothing wins in one.
 */
static void test_king_in_two(void)
{
    struct ludi_state s;
    CHECK(position("size=8x8", "2b4W/6w1/7b/8/3B4/w7/8/b7 b 0", &s));
    /* the independent check: c8-g8 forces the win, and nothing wins in one */
    struct ludi_move m;
    CHECK(ludi_move_parse(&s, "c8-g8", &m, NULL, 0));
    CHECK(forces_win_in_two(&s, &m));
    int n = ludi_moves(&s, NULL, moves, LUDI_MAX_MOVES), wins_now = 0;
    static struct ludi_move all[LUDI_MAX_MOVES];
    memcpy(all, moves, (size_t)n * sizeof all[0]);
    for (int i = 0; i < n; i++) {
        struct ludi_state t;
        ludi_apply_trusted(&s, NULL, &all[i], &t);
        wins_now += t.phase == LUDI_PHASE_OVER && t.result == LUDI_WIN0;
    }
    CHECK_INT(wins_now, 0);
    for (int level = 3; level <= LUDI_AI_LEVELS; level++) {
        struct ludi_ai_limits lim = {.level = level, .movetime_ms = level == 5 ? 3000 : 0};
        struct ludi_ai_result r;
        CHECK(ludi_ai_choose(ai, &s, NULL, &lim, 11, NULL, &r));
        CHECK_MSG(forces_win_in_two(&s, &r.move), "level %d played %s", level,
                  move_text(&s, &r.move));
        CHECK_INT(r.score, LUDI_AI_WIN - 3);
    }
    /* and the defender, to move after c8-g8, sees that it is lost */
    struct ludi_state t;
    struct ludi_past past = {&s.hash, 1};
    CHECK(ludi_apply(&s, NULL, &m, &t, NULL, 0));
    struct ludi_ai_limits lim = {.level = 5, .depth = 4};
    struct ludi_ai_result r;
    CHECK(ludi_ai_choose(ai, &t, &past, &lim, 1, NULL, &r));
    CHECK_INT(r.score, -(LUDI_AI_WIN - 2));
}

/*
 * A line capture that takes White's last men: b1-b5 lands before the run c5 (man), d5 (king),
 * e5 (man), closed by the black man on f5: both men go, the king stays, White has no men.
 *   5  . . w W w b . .
 *   1  . b . . B . . .
 */
static void test_line_takes_last_men(void)
{
    struct ludi_state s, t;
    CHECK(position("size=8x8", "8/8/8/2wWwb2/8/8/8/1b2B3 b 0", &s));
    for (int level = 1; level <= LUDI_AI_LEVELS; level++) {
        struct ludi_ai_limits lim = {.level = level, .depth = level == 5 ? 3 : 0};
        struct ludi_ai_result r;
        CHECK(ludi_ai_choose(ai, &s, NULL, &lim, 3, NULL, &r));
        CHECK_STR(move_text(&s, &r.move), "b1-b5");
        CHECK(ludi_apply(&s, NULL, &r.move, &t, NULL, 0));
        CHECK_INT(t.result, LUDI_WIN0);
        CHECK_INT(t.reason, LUDI_REASON_ALL_MEN);
        CHECK_INT(t.g.lat.men[1][0] | t.g.lat.men[1][1], 0);
    }
}

/*
 * Black has one legal move: the king a1 can only go to a2 (a3 is white), the man b1 is shut in
 * by c1 and b2. Every level must play it.
 *   3  w . . . . . . .
 *   2  . w . . . . . .
 *   1  B b w . . . . .
 */
static void test_single_move(void)
{
    struct ludi_state s;
    CHECK(position("size=8x8", "7W/8/8/8/8/w7/1w6/Bbw5 b 0", &s));
    CHECK_INT(ludi_moves(&s, NULL, moves, LUDI_MAX_MOVES), 1);
    for (int level = 0; level <= LUDI_AI_LEVELS; level++) {
        struct ludi_ai_limits lim = {.level = level};
        struct ludi_ai_result r;
        CHECK(ludi_ai_choose(ai, &s, NULL, &lim, 5, NULL, &r));
        CHECK_STR(move_text(&s, &r.move), "a1-a2");
    }
}

/* A finished game has no move to choose. */
static void test_game_over(void)
{
    struct ludi_state s;
    /* the white king on h8 is shut in by g8 and h7: Black has won */
    CHECK(position("size=8x8", "6bW/7b/8/8/3B4/w7/8/b7 w 0", &s));
    CHECK_INT(s.phase, LUDI_PHASE_OVER);
    struct ludi_ai_limits lim = {.level = 3};
    struct ludi_ai_result r;
    CHECK(!ludi_ai_choose(ai, &s, NULL, &lim, 1, NULL, &r));
    lim.level = 0;
    CHECK(!ludi_ai_choose(ai, &s, NULL, &lim, 1, NULL, &r));
}

static void random_options(struct ludi_rng *rng, struct ludi_options *o)
{
    static const char *const sizes[4] = {"size=8x8", "size=12x8", "size=10x9", "size=11x10"};
    static const char *const nocap[4] = {"nocapture=30", "nocapture=60", "nocapture=100",
                                         "nocapture=0"};
    ludi_options_default(LUDI_LATRUNCULI, o);
    ludi_options_set(o, sizes[ludi_rng_below(rng, 4)], NULL, 0);
    ludi_options_set(o, ludi_rng_below(rng, 2) ? "king=surrounded" : "king=blocked", NULL, 0);
    ludi_options_set(o, nocap[ludi_rng_below(rng, 4)], NULL, 0);
    ludi_options_set(o, ludi_rng_below(rng, 4) ? "repeat=forbid" : "repeat=allow", NULL, 0);
}

/* Every level, on random positions of every size and option, plays a legal move; among them
 * positions where the repetition rule forbids moves and positions with one legal move. */
static void test_always_legal(void)
{
    struct ludi_rng rng;
    ludi_rng_seed(&rng, 99);
    int tried = 0, illegal = 0, with_forbidden = 0, single = 0, bad_pv = 0, longest_pv = 0;
    for (int game = 0; game < 24; game++) {
        struct ludi_options o;
        struct ludi_state s, t;
        uint64_t line[160];
        struct ludi_past past = {line, 0};
        random_options(&rng, &o);
        ludi_start(&o, &s);
        struct ludi_move last[2] = {{0}, {0}};
        for (int ply = 0; ply < 160 && s.phase == LUDI_PHASE_MOVE; ply++) {
            int n = ludi_moves(&s, &past, moves, LUDI_MAX_MOVES);
            struct ludi_state fresh = s;   /* the same board with no past */
            fresh.ply = 0;
            bool forbidden = ludi_moves(&fresh, NULL, NULL, 0) > n;
            with_forbidden += forbidden;
            single += n == 1;
            if ((forbidden && with_forbidden % 5 == 1) || n == 1 || ply % 29 == 5) {
                for (int level = 0; level <= LUDI_AI_LEVELS; level++) {
                    struct ludi_ai_limits lim = {.level = level};
                    if (level == 4)
                        lim.nodes = 3000;   /* keeps the test quick under sanitizers */
                    if (level == 5)
                        lim.movetime_ms = 5;
                    struct ludi_ai_result r;
                    tried++;
                    if (!ludi_ai_choose(ai, &s, &past, &lim, (uint64_t)ply, NULL, &r) ||
                        !is_legal(&s, &past, &r.move))
                        illegal++;
                    else if (!pv_legal(&s, &past, &r))
                        bad_pv++;
                    longest_pv = r.npv > longest_pv ? r.npv : longest_pv;
                }
                n = ludi_moves(&s, &past, moves, LUDI_MAX_MOVES);
            }
            /* walk on: often undoing the mover's last move, so positions come round again */
            int pick = (int)ludi_rng_below(&rng, (uint32_t)n);
            const struct ludi_move *u = &last[ply % 2];
            if (u->nsteps && ludi_rng_below(&rng, 3))
                for (int i = 0; i < n; i++)
                    if (moves[i].steps[0].from == u->steps[0].to &&
                        moves[i].steps[0].to == u->steps[0].from)
                        pick = i;
            last[ply % 2] = moves[pick];
            ludi_apply_trusted(&s, &past, &moves[pick], &t);
            line[past.n++] = s.hash;
            s = t;
        }
    }
    CHECK_INT(illegal, 0);
    CHECK_INT(bad_pv, 0);
    CHECK_MSG(longest_pv >= 3, "no principal variation longer than %d moves", longest_pv);
    CHECK_MSG(tried > 300, "only %d choices tried", tried);
    printf("%d choices, %d positions with forbidden moves, %d with one move\n", tried,
           with_forbidden, single);
    CHECK_MSG(with_forbidden > 20, "only %d positions with forbidden moves", with_forbidden);
}

static const char *const middle_game = "w2wwww1ww1w/12/10w1/6w1b3/5b6/b5W5/2b3Bw4/1b1bb1bb1bb1 w 0";

/* A time limit is kept: the move comes back within the limit plus a generous margin (a
 * behaviour, not a speed: level 5 given a time and no depth would otherwise search for ever). */
static void test_time_limit(void)
{
    struct ludi_state s;
    CHECK(position("size=12x8", middle_game, &s));
    int limits[3] = {30, 100, 300};
    for (int i = 0; i < 3; i++) {
        struct ludi_ai_limits lim = {.level = 5, .movetime_ms = limits[i]};
        struct ludi_ai_result r;
        double t0 = now_ms();
        CHECK(ludi_ai_choose(ai, &s, NULL, &lim, 1, NULL, &r));
        double took = now_ms() - t0;
        CHECK_MSG(took <= limits[i] + AI_TEST_MARGIN_MS, "movetime %d took %.0f ms", limits[i],
                  took);
        CHECK(is_legal(&s, NULL, &r.move));
        CHECK(r.depth >= 1);
        CHECK(r.elapsed_ms <= took + 1);
    }
}

/* The stop flag ends a search that has no other limit, and a search asked with the flag
 * already set still answers with a legal move. */
static void test_stop_flag(void)
{
    struct ludi_state s;
    CHECK(position("size=12x8", middle_game, &s));
    atomic_int flag;
    atomic_init(&flag, 1);
    struct ludi_ai_limits lim = {.level = 5, .depth = 60};
    struct ludi_ai_result r;
    double t0 = now_ms();
    CHECK(ludi_ai_choose(ai, &s, NULL, &lim, 1, &flag, &r));
    CHECK(now_ms() - t0 < AI_TEST_MARGIN_MS);
    CHECK(is_legal(&s, NULL, &r.move));

    atomic_store(&flag, 0);
    struct stopper st = {&flag, 100};
    pthread_t th;
    CHECK(pthread_create(&th, NULL, stop_later, &st) == 0);
    t0 = now_ms();
    CHECK(ludi_ai_choose(ai, &s, NULL, &lim, 1, &flag, &r));
    double took = now_ms() - t0;
    pthread_join(th, NULL);
    CHECK_MSG(took <= 100 + AI_TEST_MARGIN_MS, "stopped after %.0f ms", took);
    CHECK(is_legal(&s, NULL, &r.move));
    CHECK(r.depth < 60);
}

/* The same seed and limits give the same move, score and node count, whatever was searched
 * before; at level 1 other seeds give other moves somewhere. */
static void test_reproducible(void)
{
    static const char *const pos[4][2] = {
        {"size=12x8", middle_game},
        {"size=8x8", "ww1w1www/8/8/7W/4wb2/4w3/4B3/bbbbbb1b b 10"},
        {"size=10x9", "wwww2w1ww/4W5/10/4w5/10/6b3/10/3B3w2/bb1b1bbbbb w 6"},
        {"size=11x10 king=surrounded", "wwww1wwwwww/11/11/11/11/11/8B2/4W4w1/10b/bbbbbb1bbbb b 26"},
    };
    struct ludi_state other;
    CHECK(position("size=8x8", "wwwww2w/8/b3B3/8/8/1b3W2/8/b2bbbbb w 11", &other));
    int differ = 0;
    for (int p = 0; p < 4; p++) {
        struct ludi_state s;
        CHECK(position(pos[p][0], pos[p][1], &s));
        for (int level = 1; level <= 5; level++) {
            struct ludi_ai_limits lim = {.level = level};
            if (level == 4)
                lim.nodes = 20000;
            if (level == 5)
                lim.depth = 3;
            struct ludi_ai_result a, b, c;
            CHECK(ludi_ai_choose(ai, &s, NULL, &lim, 42, NULL, &a));
            CHECK(ludi_ai_choose(ai, &other, NULL, &lim, 43, NULL, &c));
            CHECK(ludi_ai_choose(ai, &s, NULL, &lim, 42, NULL, &b));
            CHECK(ludi_move_equal(&a.move, &b.move));
            CHECK_INT(a.score, b.score);
            CHECK_INT(a.nodes, b.nodes);
            CHECK_INT(a.depth, b.depth);
        }
        struct ludi_ai_limits lim = {.level = 1};
        struct ludi_ai_result first, r;
        CHECK(ludi_ai_choose(ai, &s, NULL, &lim, 0, NULL, &first));
        for (uint64_t seed = 1; seed < 8; seed++) {
            CHECK(ludi_ai_choose(ai, &s, NULL, &lim, seed, NULL, &r));
            differ += !ludi_move_equal(&first.move, &r.move);
        }
    }
    CHECK_MSG(differ > 0, "level 1 played the same moves with every seed");
}

/* Level 5 on several threads: the forced wins still found, legal moves, the time limit and
 * the stop flag kept (the helpers end with the main search), every thread's nodes counted;
 * levels 1 to 4 ignore the thread count, so a seed still reproduces their moves. */
static void test_threads(void)
{
    struct ludi_state s, w;
    CHECK(position("size=8x8", "2b4W/6w1/7b/8/3B4/w7/8/b7 b 0", &w));
    CHECK(position("size=12x8", middle_game, &s));
    for (int threads = 2; threads <= 4; threads += 2) {
        struct ludi_ai_limits lim = {.level = 5, .depth = 5, .threads = threads};
        struct ludi_ai_result r, one;
        CHECK(ludi_ai_choose(ai, &w, NULL, &lim, 11, NULL, &r));
        CHECK_STR(move_text(&w, &r.move), "c8-g8");
        CHECK_INT(r.score, LUDI_AI_WIN - 3);
        lim.depth = 4;
        CHECK(ludi_ai_choose(ai, &s, NULL, &lim, 1, NULL, &r));
        CHECK(is_legal(&s, NULL, &r.move));
        CHECK(r.depth >= 4);
        lim.threads = 1;
        CHECK(ludi_ai_choose(ai, &s, NULL, &lim, 1, NULL, &one));
        CHECK_MSG(r.nodes > one.nodes / 2, "%d threads: %lld nodes, one thread %lld", threads,
                  (long long)r.nodes, (long long)one.nodes);

        struct ludi_ai_limits timed = {.level = 5, .movetime_ms = 200, .threads = threads};
        double t0 = now_ms();
        CHECK(ludi_ai_choose(ai, &s, NULL, &timed, 1, NULL, &r));
        double took = now_ms() - t0;
        CHECK_MSG(took <= 200 + AI_TEST_MARGIN_MS, "%d threads, movetime 200 took %.0f ms", threads,
                  took);
        CHECK(is_legal(&s, NULL, &r.move));

        atomic_int flag;
        atomic_init(&flag, 0);
        struct stopper st = {&flag, 100};
        pthread_t th;
        struct ludi_ai_limits deep = {.level = 5, .depth = 60, .threads = threads};
        CHECK(pthread_create(&th, NULL, stop_later, &st) == 0);
        t0 = now_ms();
        CHECK(ludi_ai_choose(ai, &s, NULL, &deep, 1, &flag, &r));
        took = now_ms() - t0;
        pthread_join(th, NULL);
        CHECK_MSG(took <= 100 + AI_TEST_MARGIN_MS, "%d threads stopped after %.0f ms", threads,
                  took);
        CHECK(is_legal(&s, NULL, &r.move));
    }
    for (int level = 1; level <= 4; level++) {
        struct ludi_ai_limits a = {.level = level, .threads = 4}, b = {.level = level};
        struct ludi_ai_result ra, rb;
        CHECK(ludi_ai_choose(ai, &s, NULL, &a, 9, NULL, &ra));
        CHECK(ludi_ai_choose(ai, &s, NULL, &b, 9, NULL, &rb));
        CHECK(ludi_move_equal(&ra.move, &rb.move));
        CHECK_INT(ra.nodes, rb.nodes);
    }
}

/* The bench: every position searched, and the node count pinned. */
static void test_bench(void)
{
    struct ludi_ai_bench b;
    CHECK(ludi_ai_bench_run(0, &b));
    CHECK_INT(b.positions, 12);
    CHECK_INT(b.nodes, BENCH_NODES);
    printf("bench: %d positions, depth %d, %lld nodes, %d ms (not asserted)\n", b.positions,
           b.depth, (long long)b.nodes, b.elapsed_ms);
}

/* Tuning options are checked by name (on an opponent of their own). */
static void test_options(void)
{
    char err[LUDI_ERR_LEN], list[1024];
    struct ludi_ai *tuned = ludi_ai_new();
    CHECK(tuned != NULL);
    if (!tuned)
        return;
    CHECK(ludi_ai_set_option(tuned, "hang_mover=31", err, sizeof err));
    CHECK(!ludi_ai_set_option(tuned, "no_such_weight=1", err, sizeof err));
    CHECK_STR(err, "unknown AI option 'no_such_weight'");
    CHECK(!ludi_ai_set_option(tuned, "man=x", err, sizeof err));
    CHECK(!ludi_ai_set_option(tuned, "man", err, sizeof err));
    ludi_ai_option_names(tuned, list, sizeof list);
    CHECK(strstr(list, "hang_mover=31") != NULL);
    ludi_ai_free(tuned);
}

/* Level 5's drive to capture before the no-capture clock runs out is worth no men: a search
 * asked for its score (judge, as a review asks) leaves it out, as with the drive switched off. */
static void test_judge(void)
{
    struct ludi_state s;
    CHECK(position("size=8x8", "W6w/8/8/8/2w5/8/1b6/b1b4B b 12", &s));
    struct ludi_ai_limits judged = {.level = 5, .depth = 4, .judge = true};
    struct ludi_ai_limits played = {.level = 5, .depth = 4};
    struct ludi_ai_result a, b, c;
    CHECK(ludi_ai_choose(ai, &s, NULL, &judged, 1, NULL, &a));
    CHECK(ludi_ai_choose(ai, &s, NULL, &played, 1, NULL, &b));
    CHECK_MSG(a.score != b.score, "the drive changed nothing: %d", a.score);
    struct ludi_ai *off = ludi_ai_new();
    CHECK(off != NULL);
    if (!off)
        return;
    char err[128];
    CHECK(ludi_ai_set_option(off, "act_base=0", err, sizeof err));
    CHECK(ludi_ai_set_option(off, "act_urgency=0", err, sizeof err));
    CHECK(ludi_ai_choose(off, &s, NULL, &played, 1, NULL, &c));
    CHECK_INT(c.score, a.score);
    CHECK(ludi_move_equal(&c.move, &a.move));
    ludi_ai_free(off);
}

/* A search of `depth` plies of s by level 5 with the options given (space separated, on an
 * opponent of their own) and no contempt. */
static struct ludi_ai_result search_with(const struct ludi_state *s, const char *options,
                                         int depth)
{
    struct ludi_ai_result r = {0};
    struct ludi_ai *t = ludi_ai_new();
    CHECK(t != NULL);
    if (!t)
        return r;
    char err[LUDI_ERR_LEN], opts[256];
    snprintf(opts, sizeof opts, "contempt=0 %s", options);
    for (char *tok = strtok(opts, " "); tok; tok = strtok(NULL, " "))
        CHECK_MSG(ludi_ai_set_option(t, tok, err, sizeof err), "%s", err);
    struct ludi_ai_limits lim = {.level = 5, .depth = depth};
    CHECK(ludi_ai_choose(t, s, NULL, &lim, 1, NULL, &r));
    ludi_ai_free(t);
    return r;
}

/* The score of that search. */
static int drive_score(const struct ludi_state *s, const char *options, int depth)
{
    return search_with(s, options, depth).score;
}

/* Level 5's drive to capture is never worth a man: level 4 punished a drive that grew past a
 * man's worth (men given for activity). Boards where the searching side holds, touches and
 * boxes in many enemy pieces, late on the no-capture clock: without a bound the drive is worth
 * more than a man there; as level 5 plays, it moves the score by less than act_cap (70). */
static void test_drive_bounded(void)
{
    static const char *boards[] = {
        "4W3/8/2bwwwb1/2b1b3/8/8/8/B7 b 25",
        "8/3W4/1bww4/1b1bww1b/8/8/8/7B b 29",
        "8/w1w1w3/b1b1b2W/8/8/8/8/B7 b 28",
    };
    int most_free = 0, most_bounded = 0;
    for (int i = 0; i < (int)(sizeof boards / sizeof boards[0]); i++) {
        struct ludi_state s;
        CHECK(position("size=8x8", boards[i], &s));
        for (int depth = 1; depth <= 3; depth++) {
            int off = drive_score(&s, "act_base=0 act_urgency=0 act_home=0", depth);
            int bounded = drive_score(&s, "", depth) - off;
            int free = drive_score(&s, "act_base=200 act_urgency=0 act_cap=0", depth) - off;
            printf("board %d depth %d: off %d, bounded %+d, free %+d\n", i, depth, off, bounded,
                   free);
            if (abs(free) > most_free)
                most_free = abs(free);
            if (abs(bounded) > most_bounded)
                most_bounded = abs(bounded);
        }
    }
    CHECK_MSG(most_free > 100, "no board where the free drive is worth a man: %d", most_free);
    CHECK_MSG(most_bounded < 70, "the drive moved the score by %d", most_bounded);
    /* act_home (tried, not kept): the drive while the enemy's men stay home, and only then */
    struct ludi_state home, away;
    CHECK(position("size=8x8", "w1w1w2W/8/1b1b4/8/8/8/8/B7 b 5", &home));
    CHECK(position("size=8x8", "8/w1w1w2W/1b1b4/8/8/8/8/B7 b 5", &away));
    const char *off = "act_base=0 act_urgency=0", *on = "act_base=0 act_urgency=0 act_home=200";
    CHECK(drive_score(&home, on, 1) != drive_score(&home, off, 1));
    CHECK_INT(drive_score(&away, on, 1), drive_score(&away, off, 1));
}

/* The switches act_gate and act_enemy (tried against the build of 2026-11-23, docs/STRENGTH.md;
 * off at every level). act_gate 1: the drive in full while the enemy's men all stay home, none
 * once none does. act_enemy: the enemy's own drive (white holds three black men) counts against
 * black's. */
static void test_drive_gate(void)
{
    struct ludi_state home, away;
    CHECK(position("size=8x8", "w1w1w3/8/8/8/1b1b4/8/8/B6W b 5", &home));
    CHECK(position("size=8x8", "8/8/w1w1w3/8/1b1b4/8/8/B6W b 5", &away));
    const char *off = "act_base=0 act_urgency=0";
    int home_on = drive_score(&home, "", 1), away_on = drive_score(&away, "", 1);
    int away_off = drive_score(&away, off, 1);
    printf("act_gate: home %d (off %d), away %d (off %d, gated %d)\n", home_on,
           drive_score(&home, off, 1), away_on, away_off, drive_score(&away, "act_gate=1", 1));
    CHECK(home_on != drive_score(&home, off, 1));
    CHECK_INT(drive_score(&home, "act_gate=1", 1), home_on);
    CHECK(away_on != away_off);
    CHECK_INT(drive_score(&away, "act_gate=1", 1), away_off);
    CHECK_INT(drive_score(&away, "act_gate=0", 1), away_on);
    struct ludi_state held;
    CHECK(position("size=8x8", "4B3/8/2wbbb2/8/8/8/8/W7 b 5", &held));
    int plain = drive_score(&held, "", 1), enemy = drive_score(&held, "act_enemy=100", 1);
    printf("act_enemy: plain %d, with the enemy's drive %d\n", plain, enemy);
    CHECK_MSG(enemy <= plain - 20, "the enemy's drive counted %d", enemy - plain);
    CHECK_INT(drive_score(&held, "act_enemy=0", 1), plain);
}

/* The switch act_freeze (docs/STRENGTH.md, 2026-11-25; off at every level). From game 13 of
 * the match against the build of 2026-11-23 (seed 1): men level, white (level 5) to move.
 * i8-i3 sets a man by the black king on j3, and h1-h3 takes it; at depth 7 the drive as kept
 * plays it, expecting h1-h3: black's men loose after the capture raise the drive by 57, and
 * the man given costs little more than 40. With act_freeze 1, 2 or 3 the drive in the lines
 * where white has lost a man stays no higher than at the root, and the man is kept. */
static void test_drive_freeze(void)
{
    struct ludi_state s;
    CHECK(position("size=12x8", "ww4wwwwww/ww10/w11/12/12/9B2/9W2/bb1bbbbbbbbb w 22", &s));
    struct ludi_move give, take;
    char err[LUDI_ERR_LEN];
    CHECK(ludi_move_parse(&s, "i8-i3", &give, err, sizeof err));
    const char *opts[] = {"contempt=-1", "contempt=-1 act_freeze=0", "contempt=-1 act_freeze=1",
                          "contempt=-1 act_freeze=2", "contempt=-1 act_freeze=3"};
    struct ludi_ai_result r[5];
    for (int i = 0; i < 5; i++) {
        r[i] = search_with(&s, opts[i], 7);
        char buf[16];
        ludi_move_format(&s, &r[i].move, buf, sizeof buf);
        printf("%s: %s, score %d\n", opts[i], buf, r[i].score);
    }
    CHECK(r[0].npv >= 2 && ludi_move_equal(&r[0].move, &give));
    struct ludi_state after;
    CHECK(ludi_apply(&s, NULL, &give, &after, err, sizeof err));
    CHECK(ludi_move_parse(&after, "h1-h3", &take, err, sizeof err));
    CHECK(r[0].npv >= 2 && ludi_move_equal(&r[0].pv[1], &take));
    CHECK_INT(r[1].score, r[0].score);
    CHECK(ludi_move_equal(&r[1].move, &give));
    CHECK(!ludi_move_equal(&r[2].move, &give));
    CHECK(!ludi_move_equal(&r[3].move, &give));
}

/* The switch act_first (docs/STRENGTH.md, strength10; off at levels 1 to 4): the drive only
 * while at the root no capture has yet been made (1: both sides have all eight men), the men
 * are level (2), black, the searching side, is not ahead (3), or no capture yet or black
 * behind (4), or as 3 with the drive frozen (act_freeze 3) where men are level after a capture
 * (5) or gated (act_gate 1, 6); elsewhere act_after percent
 * of it (0: none). Four 8x8 boards, black to move, the same men on the same squares but for
 * one man gone from white's home rank or black's: 8 v 8, black ahead (8 v 7), level after an
 * exchange (7 v 7), black behind (7 v 8). */
static void test_drive_first(void)
{
    static const char *boards[] = {
        "wwwwwwww/8/8/8/1b1b4/8/bb1b1bbb/B4W2 b 5",   /* no capture yet */
        "wwwwwww1/8/8/8/1b1b4/8/bb1b1bbb/B4W2 b 5",   /* black ahead */
        "wwwwwww1/8/8/8/1b1b4/8/bb1b1bb1/B4W2 b 5",   /* level, a man each taken */
        "wwwwwwww/8/8/8/1b1b4/8/bb1b1bb1/B4W2 b 5",   /* black behind */
    };
    /* whether the drive counts with act_first 1 to 6 on each board */
    static const bool drives[4][6] = {{true, true, true, true, true, true},
                                      {false, false, false, false, false, false},
                                      {false, true, true, false, true, true},
                                      {false, false, true, true, true, true}};
    const char *off = "act_base=0 act_urgency=0";
    for (int i = 0; i < 4; i++) {
        struct ludi_state s;
        CHECK(position("size=8x8", boards[i], &s));
        int on_score = drive_score(&s, "", 1), off_score = drive_score(&s, off, 1);
        printf("board %d: drive %d, none %d\n", i, on_score, off_score);
        CHECK_MSG(on_score != off_score, "board %d: the drive changed nothing", i);
        CHECK_INT(drive_score(&s, "act_first=0", 1), on_score);
        for (int mode = 1; mode <= 6; mode++) {
            char opt[32];
            snprintf(opt, sizeof opt, "act_first=%d", mode);
            int want = drives[i][mode - 1] ? on_score : off_score;
            if (mode == 5 && i == 2)   /* level after a capture: the drive frozen */
                want = drive_score(&s, "act_freeze=3", 3);
            if (mode == 6 && i == 2)   /* ... or gated */
                want = drive_score(&s, "act_gate=1", 1);
            CHECK_INT(drive_score(&s, opt, mode == 5 && i == 2 ? 3 : 1), want);
        }
        if (i == 2) {
            /* the freeze moves the score on this board at depth 3, the gate at depth 1, so
             * the test can tell them from the drive in full */
            int frozen = drive_score(&s, "act_freeze=3", 3), plain = drive_score(&s, "", 3);
            int gated = drive_score(&s, "act_gate=1", 1);
            printf("board 2 depth 3: drive %d, frozen %d; depth 1: gated %d\n", plain, frozen,
                   gated);
            CHECK(frozen != plain);
            CHECK(gated != on_score && gated != off_score);
        }
        if (!drives[i][0]) {
            /* act_after: part of the drive past the start, between none and all of it */
            int half = drive_score(&s, "act_first=1 act_after=50", 1);
            printf("board %d: act_after=50 %d\n", i, half);
            CHECK(half != on_score && half != off_score);
            CHECK((half - off_score) * (on_score - half) > 0);
            CHECK_INT(drive_score(&s, "act_first=1 act_after=100", 1), on_score);
        }
    }
}


/* The switch act_pick (docs/STRENGTH.md, strength11; off at every level): the drive as a
 * tie-break at the root, not in the search's evaluation. The middle game of the tests above,
 * white to move, depth 4: the search without the drive plays h2-h6, level 5 as kept (the drive
 * in the evaluation) h2-h7. With act_pick 25 the search scores without the drive, as with
 * act_base 0 (the same score), and then plays f8-f5, a move of more drive that a null window
 * proves within 25 of the best; with act_pick 10 nothing of more drive is proven so close, and
 * the search's own move is played. act_pick 0 is level 5 as kept. f8-f5 leaves a white man to
 * be taken next move where h2-h6 does not, so act_pick_safe 1 leaves it out; the count is 0,
 * so act_pick_late 50 (no pick before half the no-capture limit) plays the search's move. On a
 * board late on the clock (count 23 of 30; game 5 of strength8) act_pick 25 with
 * act_pick_late 50 plays e8-e3 at depth 5, where the search alone plays f2-h2. */
static void test_drive_pick(void)
{
    struct ludi_state s, late;
    CHECK(position("size=12x8", middle_game, &s));
    const char *opts[] = {"act_base=0", "", "act_pick=0", "act_pick=10", "act_pick=25",
                          "act_pick=25 act_pick_safe=1", "act_pick=25 act_pick_late=50"};
    const char *want[] = {"h2-h6", "h2-h7", "h2-h7", "h2-h6", "f8-f5", "h2-h6", "h2-h6"};
    struct ludi_ai_result r[7];
    for (int i = 0; i < 7; i++) {
        r[i] = search_with(&s, opts[i], 4);
        char buf[16];
        ludi_move_format(&s, &r[i].move, buf, sizeof buf);
        printf("%s: %s, score %d\n", opts[i][0] ? opts[i] : "as kept", buf, r[i].score);
        CHECK_STR(buf, want[i]);
    }
    CHECK_INT(r[2].score, r[1].score);
    for (int i = 3; i < 7; i++)
        CHECK_INT(r[i].score, r[0].score);
    CHECK(position("size=12x8", "wwwwwwwwwwww/12/12/12/12/5B6/b4W6/b1bbbbbbbbbb w 23", &late));
    const char *late_opts[] = {"act_base=0", "act_pick=25 act_pick_late=50"};
    const char *late_want[] = {"f2-h2", "e8-e3"};
    for (int i = 0; i < 2; i++) {
        struct ludi_ai_result q = search_with(&late, late_opts[i], 5);
        char buf[16];
        ludi_move_format(&late, &q.move, buf, sizeof buf);
        printf("late, %s: %s, score %d\n", late_opts[i], buf, q.score);
        CHECK_STR(buf, late_want[i]);
    }
    /* the proofs count in a node budget (checked every 1024 nodes), and a stop ends them */
    struct ludi_ai *t = ludi_ai_new();
    CHECK(t != NULL);
    if (!t)
        return;
    char err[LUDI_ERR_LEN];
    CHECK(ludi_ai_set_option(t, "act_pick=50", err, sizeof err));
    struct ludi_ai_limits lim = {.level = 5, .nodes = 20000};
    struct ludi_ai_result q;
    CHECK(ludi_ai_choose(t, &s, NULL, &lim, 1, NULL, &q));
    printf("act_pick=50 in 20000 nodes: %lld nodes, depth %d\n", (long long)q.nodes, q.depth);
    CHECK(q.nodes > 16000 && q.nodes <= 20000 + 1024);
    CHECK(is_legal(&s, NULL, &q.move));
    atomic_int flag;
    atomic_init(&flag, 1);
    struct ludi_ai_limits deep = {.level = 5, .depth = 60};
    CHECK(ludi_ai_choose(t, &s, NULL, &deep, 1, &flag, &q));
    CHECK(q.nodes <= 1024 * 2);
    CHECK(is_legal(&s, NULL, &q.move));
    ludi_ai_free(t);
}

/* The switch net (level 5 tried it, not kept: docs/STRENGTH.md): d1-d4 threatens c4 from b4
 * and e4 from f4, two men of which white saves one. On, the fork is worth more than the two
 * threats alone; off (every level's default), the search scores as before. */
static void test_net(void)
{
    struct ludi_state s;
    CHECK(position("size=8x8", "B6W/8/8/8/2w1w3/8/8/1b1b1b2 b 0", &s));
    int off = drive_score(&s, "", 1), on = drive_score(&s, "net=80", 1);
    printf("net: off %d, on %d\n", off, on);
    CHECK_MSG(on >= off + 40, "the fork is worth %d more", on - off);
    CHECK_INT(drive_score(&s, "net=0", 1), off);
    /* net_attack: only the searching side's nets count, and this one is black's */
    CHECK_INT(drive_score(&s, "net=80 net_attack=1", 1), on);
}

/* The nodes of that search. */
static long long search_nodes(const struct ludi_state *s, const char *options, int depth)
{
    return (long long)search_with(s, options, depth).nodes;
}

/* The switch hunt (docs/STRENGTH.md): the white king free in the middle of the board costs
 * black, the searching side, for its empty neighbours and the squares it can move to; with
 * hunt_lead, more when black leads in men; off (every level's default), as before. */
static void test_hunt(void)
{
    struct ludi_state level, ahead;
    CHECK(position("size=8x8", "7w/8/8/3W4/8/8/8/B1b1b2w b 0", &level));
    CHECK(position("size=8x8", "7w/8/8/3W4/8/8/8/B1b1b1b1 b 0", &ahead));
    int off = drive_score(&level, "", 1), on = drive_score(&level, "hunt=20", 1);
    printf("hunt: off %d, on %d\n", off, on);
    CHECK_MSG(off - on >= 60, "the free king costs %d", off - on);
    CHECK_INT(drive_score(&level, "hunt=0", 1), off);
    CHECK_INT(drive_score(&level, "hunt=20 hunt_lead=100", 1), on);
    int plain = drive_score(&ahead, "", 1) - drive_score(&ahead, "hunt=20", 1);
    int lead = drive_score(&ahead, "", 1) - drive_score(&ahead, "hunt=20 hunt_lead=100", 1);
    printf("hunt a man ahead: %d, with hunt_lead %d\n", plain, lead);
    CHECK_MSG(lead >= plain + 40, "hunt_lead added %d", lead - plain);
    /* threat_late: black's threat on d4 (a move to e4 takes it) counts, the more the later on
     * the no-capture clock */
    struct ludi_state soon, late;
    CHECK(position("size=8x8", "7W/8/8/8/3w4/8/2b5/B3b2w b 2", &soon));
    CHECK(position("size=8x8", "7W/8/8/8/3w4/8/2b5/B3b2w b 24", &late));
    int gain_soon = drive_score(&soon, "threat_late=60", 1) - drive_score(&soon, "", 1);
    int gain_late = drive_score(&late, "threat_late=60", 1) - drive_score(&late, "", 1);
    printf("threat_late: at 2 %+d, at 24 %+d\n", gain_soon, gain_late);
    CHECK_MSG(gain_late >= gain_soon + 30, "threat_late %d, %d", gain_soon, gain_late);
}

/* The switches hunt_ext and clock_ext (level 5's: 8) extend the search (docs/STRENGTH.md),
 * and only where their conditions hold: a king with two empty neighbours the other side can both reach; a
 * capture the side to move can make near the no-capture limit, men level. */
static void test_extensions(void)
{
    struct ludi_state hemmed, open, late, early;
    CHECK(position("size=8x8", "7W/6w1/8/7b/8/8/8/b1B4w b 0", &hemmed));
    CHECK(position("size=8x8", "8/6w1/8/3W3b/8/8/8/b1B4w b 0", &open));
    CHECK(position("size=8x8", "7W/8/8/8/1wb5/8/3w4/B6b b 27", &late));
    CHECK(position("size=8x8", "7W/8/8/8/1wb5/8/3w4/B6b b 3", &early));
    for (int depth = 2; depth <= 3; depth++) {
        long long h_off = search_nodes(&hemmed, "", depth);
        long long h_on = search_nodes(&hemmed, "hunt_ext=1", depth);
        long long o_off = search_nodes(&open, "", depth);
        long long o_on = search_nodes(&open, "hunt_ext=1", depth);
        long long l_off = search_nodes(&late, "clock_ext=0", depth);
        long long l_on = search_nodes(&late, "clock_ext=4", depth);
        long long e_off = search_nodes(&early, "clock_ext=0", depth);
        long long e_on = search_nodes(&early, "clock_ext=4", depth);
        /* level 5 extends late captures (clock_ext 8); levels 1 to 4 do not */
        CHECK_INT(search_nodes(&late, "", depth), search_nodes(&late, "clock_ext=8", depth));
        printf("depth %d: hemmed %lld/%lld, open %lld/%lld, late %lld/%lld, early %lld/%lld\n",
               depth, h_off, h_on, o_off, o_on, l_off, l_on, e_off, e_on);
        CHECK(h_on > h_off);
        CHECK(l_on > l_off);
        if (depth == 2) {   /* deeper, the open king can be hemmed and the clock near */
            CHECK_INT(o_on, o_off);
            CHECK_INT(e_on, e_off);
        }
    }
}

/* --- the opponent model (switch model, docs/STRENGTH.md) --- */

/* A search of `depth` by level 5 on ai with the options given, of s with its past. */
static struct ludi_ai_result model_search(struct ludi_ai *t, const struct ludi_state *s,
                                          const uint64_t *hist, size_t n, const char *options,
                                          int depth)
{
    struct ludi_ai_result r = {0};
    char err[LUDI_ERR_LEN], opts[256];
    snprintf(opts, sizeof opts, "contempt=0 %s", options);
    for (char *tok = strtok(opts, " "); tok; tok = strtok(NULL, " "))
        CHECK_MSG(ludi_ai_set_option(t, tok, err, sizeof err), "%s", err);
    struct ludi_past past = {hist, n};
    struct ludi_ai_limits lim = {.level = 5, .depth = depth};
    CHECK(ludi_ai_choose(t, s, &past, &lim, 1, NULL, &r));
    return r;
}

/* Plays m on s, keeping the past. */
static void model_play(struct ludi_state *s, uint64_t *hist, size_t *n, const struct ludi_move *m)
{
    struct ludi_past past = {hist, *n};
    struct ludi_state next;
    char err[LUDI_ERR_LEN];
    CHECK_MSG(ludi_apply(s, &past, m, &next, err, sizeof err), "%s", err);
    hist[(*n)++] = s->hash;
    *s = next;
}

/* The first of the moves of s (with its past) that takes a man (takes) or that takes none,
 * into *m; false when there is none. */
static bool first_move(const struct ludi_state *s, const uint64_t *hist, size_t n, bool takes,
                       struct ludi_move *m)
{
    static struct ludi_move mv[LUDI_MAX_MOVES];
    struct ludi_past past = {hist, n};
    int cnt = ludi_moves(s, &past, mv, LUDI_MAX_MOVES);
    for (int i = 0; i < cnt; i++) {
        struct ludi_state t;
        ludi_apply_trusted(s, &past, &mv[i], &t);
        if ((t.g.lat.nocap == 0) == takes) {
            *m = mv[i];
            return true;
        }
    }
    return false;
}

/* Whether the side to move in s can capture. */
static bool can_capture(const struct ludi_state *s, const uint64_t *hist, size_t n)
{
    struct ludi_move m;
    return first_move(s, hist, n, true, &m);
}

/* The opponent model judges the opponent's last moves (taken back from the past's hashes) by
 * a short search without the drive: after a move that gives a man away the drive counts in
 * full, after sound moves it does not (model_after 0). A game of 8x8 from the start, both
 * sides playing a depth-2 search's moves for 8 plies, then the first player either gives a
 * man (a move after which the other can capture) or plays its search's move: the other's score
 * at depth 2 is the score with the drive after the gift and without it after the sound move. The
 * judgements are kept between searches: a second search of the same position on the same
 * opponent scores the same, as a fresh one does. */
static const char *const model_opts =
    "model=16 model_worst=1 model_loss=25 model_min=1 model_depth=4 model_quiet=0 "
    "model_behind=0 model_ahead=0";
static const char *const model_none = "act_base=0 act_urgency=0 act_home=0";

/* test_model's game: 8x8 from the start, both sides playing a depth-2 search's moves for 8
 * plies, then the first player gives a man (line 0: a move after which the other can capture)
 * or plays its search's move (line 1). False when there is no such game. */
static bool model_game(int line, struct ludi_state *s, uint64_t *hist, size_t *n)
{
    struct ludi_options o;
    ludi_options_default(LUDI_LATRUNCULI, &o);
    CHECK(ludi_options_set(&o, "size=8x8", NULL, 0));
    ludi_start(&o, s);
    *n = 0;
    struct ludi_ai *t = ludi_ai_new();
    CHECK(t != NULL);
    if (!t)
        return false;
    for (int ply = 0; ply < 8; ply++) {
        struct ludi_ai_result r = model_search(t, s, hist, *n, model_none, 2);
        model_play(s, hist, n, &r.move);
    }
    /* the first player to move again: a gift, or its search's move */
    CHECK_INT(s->side, 0);
    struct ludi_move played = model_search(t, s, hist, *n, model_none, 3).move;
    ludi_ai_free(t);
    if (line == 0) {
        static struct ludi_move mv[LUDI_MAX_MOVES];
        struct ludi_past past = {hist, *n};
        int cnt = ludi_moves(s, &past, mv, LUDI_MAX_MOVES);
        bool found = false;
        for (int i = 0; i < cnt && !found; i++) {
            struct ludi_state after = *s;
            uint64_t h2[64];
            size_t n2 = *n;
            memcpy(h2, hist, *n * sizeof hist[0]);
            model_play(&after, h2, &n2, &mv[i]);
            if (after.g.lat.nocap != 0 && can_capture(&after, h2, n2)) {
                played = mv[i];
                found = true;
            }
        }
        CHECK_MSG(found, "no move gives a man");
        if (!found)
            return false;
    }
    model_play(s, hist, n, &played);
    if (line == 1)
        CHECK_MSG(!can_capture(s, hist, *n), "the sound move gave a man");
    return true;
}

static void test_model(void)
{
    const char *model = model_opts;
    const char *none = model_none;
    int cases = 0;
    for (int line = 0; line < 2; line++) {
        struct ludi_state s;
        static uint64_t hist[64];
        size_t n = 0;
        if (!model_game(line, &s, hist, &n))
            return;
        struct ludi_ai *fresh[4];
        for (int k = 0; k < 4; k++)
            fresh[k] = ludi_ai_new();
        int with = model_search(fresh[0], &s, hist, n, "model=0", 2).score;
        int without = model_search(fresh[1], &s, hist, n, none, 2).score;
        int modelled = model_search(fresh[2], &s, hist, n, model, 2).score;
        int again = model_search(fresh[2], &s, hist, n, model, 2).score;
        printf("line %d: drive %d, none %d, model %d, again %d\n", line, with, without,
               modelled, again);
        CHECK_MSG(with != without, "line %d: the drive changed nothing", line);
        CHECK_INT(modelled, line == 0 ? with : without);
        CHECK_INT(again, modelled);
        /* level 5 as it plays: the model, and while no man has been taken the drive in full
         * (model_quiet) */
        int men = 0;
        for (int side = 0; side < 2; side++)
            men += __builtin_popcountll(s.g.lat.men[side][0]) +
                   __builtin_popcountll(s.g.lat.men[side][1]);
        int plain = model_search(fresh[3], &s, hist, n, "", 2).score;
        printf("line %d: %d men, level 5 %d\n", line, men, plain);
        CHECK_INT(plain, men == 16 ? with : modelled);
        /* model_after: part of the drive after sound moves */
        if (line == 1) {
            char opts[160];
            snprintf(opts, sizeof opts, "%s model_after=100", model);
            int all = model_search(fresh[0], &s, hist, n, opts, 2).score;
            CHECK_INT(all, with);
        }
        for (int k = 0; k < 4; k++)
            ludi_ai_free(fresh[k]);
        cases++;
    }
    CHECK_INT(cases, 2);
}

/* The drive by the count of men (model_behind, model_ahead): test_model's game where the
 * first player gave a man, the man taken. The first player, a man behind after the other's
 * sound moves, has no drive by the model, and the drive in full with model_behind (the clock's
 * end would lose the game for it anyway); the other, a man ahead after its opponent's gift,
 * has the drive in full by the model, and none with model_ahead (the clock's end wins).
 * Level 5 plays with both. */
static void test_model_lead(void)
{
    struct ludi_state s;
    static uint64_t hist[64];
    size_t n = 0;
    if (!model_game(0, &s, hist, &n))
        return;
    struct ludi_move take;
    bool taken = first_move(&s, hist, n, true, &take);
    CHECK_MSG(taken, "the man given cannot be taken");
    if (!taken)
        return;
    model_play(&s, hist, &n, &take);
    char opts[200];
    for (int side = 0; side < 2; side++) {
        CHECK_INT(s.side, side);
        int own = __builtin_popcountll(s.g.lat.men[side][0]) +
                  __builtin_popcountll(s.g.lat.men[side][1]);
        int theirs = __builtin_popcountll(s.g.lat.men[!side][0]) +
                     __builtin_popcountll(s.g.lat.men[!side][1]);
        CHECK_INT(own - theirs, side == 0 ? -1 : 1);
        struct ludi_ai *fresh[4];
        for (int k = 0; k < 4; k++)
            fresh[k] = ludi_ai_new();
        int with = model_search(fresh[0], &s, hist, n, "model=0", 2).score;
        int without = model_search(fresh[1], &s, hist, n, model_none, 2).score;
        int modelled = model_search(fresh[2], &s, hist, n, model_opts, 2).score;
        snprintf(opts, sizeof opts, "%s %s", model_opts,
                 side == 0 ? "model_behind=1" : "model_ahead=1");
        int by_men = model_search(fresh[3], &s, hist, n, opts, 2).score;
        printf("side %d (%+d men): drive %d, none %d, model %d, by the men %d\n", side,
               own - theirs, with, without, modelled, by_men);
        CHECK_MSG(with != without, "side %d: the drive changed nothing", side);
        CHECK_INT(modelled, side == 0 ? without : with);
        CHECK_INT(by_men, side == 0 ? with : without);
        /* level 5 as it plays: both */
        for (int k = 0; k < 4; k++)
            ludi_ai_free(fresh[k]);
        struct ludi_ai *level5 = ludi_ai_new();
        int plain = model_search(level5, &s, hist, n, "", 2).score;
        ludi_ai_free(level5);
        CHECK_INT(plain, by_men);
        if (side == 0) {
            /* the first player plays its search's move, a sound one */
            struct ludi_ai *t = ludi_ai_new();
            struct ludi_move m = model_search(t, &s, hist, n, model_none, 3).move;
            ludi_ai_free(t);
            model_play(&s, hist, &n, &m);
        }
    }
}

/* The sacrifice against an opponent that errs (model_sac): while no man has been taken in the
 * game and the median of the opponent's judged losses is at least model_sac (with at least
 * model_sac_min judged), a draw costs model_sac_contempt in that search. test_model's game,
 * where the first player gave a man (line 0) or played soundly (line 1); the other declines to
 * take (its first move that takes nothing), the first answers by its search, and the other
 * searches, the first player's last two moves judged (model=2): after the man given (a loss of
 * about a man, so a median of about half that) it scores as with that contempt, after the
 * sound moves as with level 5's own. */
static void test_model_sac(void)
{
    const char *judged = "contempt=-1 model=2 model_min=1";
    char gate[160];
    snprintf(gate, sizeof gate, "%s model_sac=30 model_sac_min=2 model_sac_contempt=400",
             judged);
    for (int line = 0; line < 2; line++) {
        struct ludi_state s;
        static uint64_t hist[64];
        size_t n = 0;
        if (!model_game(line, &s, hist, &n))
            return;
        struct ludi_move quiet;
        bool found = first_move(&s, hist, n, false, &quiet);
        CHECK(found);
        if (!found)
            return;
        model_play(&s, hist, &n, &quiet);
        struct ludi_ai *t = ludi_ai_new();
        struct ludi_move m = model_search(t, &s, hist, n, model_none, 3).move;
        ludi_ai_free(t);
        model_play(&s, hist, &n, &m);
        CHECK_INT(s.g.lat.nocap, 11);   /* no man taken yet */
        struct ludi_ai *fresh[3];
        for (int k = 0; k < 3; k++)
            fresh[k] = ludi_ai_new();
        char opts[160];
        int own = model_search(fresh[0], &s, hist, n, judged, 2).score;
        snprintf(opts, sizeof opts, "%s contempt=400", judged);
        int dear = model_search(fresh[1], &s, hist, n, opts, 2).score;
        int sac = model_search(fresh[2], &s, hist, n, gate, 2).score;
        printf("line %d: own contempt %d, 400 %d, model_sac %d\n", line, own, dear, sac);
        CHECK_MSG(own != dear, "line %d: the contempt changed nothing", line);
        CHECK_INT(sac, line == 0 ? dear : own);
        for (int k = 0; k < 3; k++)
            ludi_ai_free(fresh[k]);
    }
}

int main(void)
{
    ai = ludi_ai_new();
    CHECK(ai != NULL);
    if (!ai)
        return check_summary();
    RUN(test_king_in_one);
    RUN(test_king_in_two);
    RUN(test_line_takes_last_men);
    RUN(test_single_move);
    RUN(test_game_over);
    RUN(test_always_legal);
    RUN(test_time_limit);
    RUN(test_stop_flag);
    RUN(test_reproducible);
    RUN(test_options);
    RUN(test_threads);
    RUN(test_bench);
    RUN(test_judge);
    RUN(test_drive_bounded);
    RUN(test_net);
    RUN(test_hunt);
    RUN(test_drive_gate);
    RUN(test_drive_freeze);
    RUN(test_drive_first);
    RUN(test_drive_pick);
    RUN(test_extensions);
    RUN(test_model);
    RUN(test_model_lead);
    RUN(test_model_sac);
    ludi_ai_free(ai);
    return check_summary();
}
