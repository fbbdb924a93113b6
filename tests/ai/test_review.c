/* test_review.c: game reviews: losses never negative, zero for the best, exact on five lines. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "../check.h"
#include "ai_test.h"
#include "ludi/ai.h"
#include "ludi/session.h"

static struct ludi_ai *ai;
static bool slow;                /* LUDI_SLOW_TESTS: sanitizers; the same checks, smaller */
static struct ludi_move moves[LUDI_MAX_MOVES];

/* A game between two levels into ss, at most max_moves moves. */
static bool play_game(struct ludi_session *ss, int level0, int level1, uint64_t seed,
                      int max_moves)
{
    for (int n = 0; n < max_moves;) {
        const struct ludi_state *s = ludi_session_state(ss);
        if (s->phase == LUDI_PHASE_OVER)
            return true;
        if (s->phase == LUDI_PHASE_ROLL) {
            if (!ludi_session_roll(ss, NULL, 0, NULL, 0))
                return false;
            continue;
        }
        struct ludi_ai_limits lim = {.level = s->side ? level1 : level0};
        struct ludi_ai_result r;
        struct ludi_past past = ludi_session_past(ss);
        if (!ludi_ai_choose(ai, s, &past, &lim, seed + (uint64_t)n, NULL, &r) ||
            !pv_legal(s, &past, &r) || !ludi_session_play(ss, &r.move, NULL, 0))
            return false;
        n++;
    }
    return true;
}

static bool new_session(struct ludi_session *ss, enum ludi_game g, const char *options,
                        uint64_t seed)
{
    struct ludi_options o;
    return options_of(g, options, &o) && ludi_session_init(ss, &o, seed, NULL, NULL, 0);
}

/* The position before the k-th move (0-based) of ss, and its past. */
static const struct ludi_state *before_move(const struct ludi_session *ss, int k,
                                            struct ludi_past *past)
{
    if (k < 0 || (size_t)k >= ludi_session_moves_played(ss))
        return NULL;
    size_t i = ludi_session_events_for_moves(ss, (size_t)k + 1) - 1;   /* the k-th move's event */
    *past = ludi_session_past_at(ss, i);
    return ludi_session_state_at(ss, i);
}

/* Every entry as ai.h promises: never negative, the loss the two values' difference, values
 * in range, the move played the one in the game, a forced move lost nothing. */
static void check_entries(const struct ludi_session *ss, const struct ludi_review_move *rv,
                          int n)
{
    bool men = ludi_session_options(ss)->game == LUDI_LATRUNCULI;
    for (int k = 0; k < n; k++) {
        struct ludi_past past;
        const struct ludi_state *b = before_move(ss, k, &past);
        CHECK_INT(rv[k].ply, k + 1);
        CHECK_INT(rv[k].side, b->side);
        CHECK_MSG(rv[k].loss >= 0.0, "move %d: loss %f", k + 1, rv[k].loss);
        CHECK(rv[k].loss == rv[k].value_best - rv[k].value_played);
        double lo = men ? -LUDI_REVIEW_WIN_MEN : 0.0, hi = men ? LUDI_REVIEW_WIN_MEN : 1.0;
        CHECK(rv[k].value_played >= lo && rv[k].value_best <= hi);
        CHECK(is_legal(b, &past, &rv[k].best));
        CHECK(is_legal(b, &past, &rv[k].played));
        if (rv[k].forced)
            CHECK(rv[k].loss == 0.0);
        if (rv[k].loss == 0.0)
            CHECK(ludi_move_equal(&rv[k].best, &rv[k].played));
    }
}

/* --- five-line Pente grammai: exact --- */

/* A game of perfect play reviews to zero loss at every move, from the table. */
static void test_perfect_game(void)
{
    const char *modes[] = {"mode=knockoff", "mode=classic"};
    for (int m = 0; m < 2; m++) {
        struct ludi_session ss;
        CHECK(new_session(&ss, LUDI_PENTE, modes[m], 11 + (uint64_t)m));
        CHECK(ludi_ai_prepare(ludi_session_options(&ss), true));
        CHECK(play_game(&ss, 5, 5, 100, 300));
        int n = (int)ludi_session_moves_played(&ss);
        struct ludi_review_move *rv = calloc((size_t)n + 1, sizeof *rv);
        atomic_int done = 0;
        struct ludi_ai_limits lim = {.level = 5};
        CHECK_INT(ludi_review_game(ai, &ss, &lim, NULL, &done, rv, n), n);
        CHECK_INT(atomic_load(&done), n);
        CHECK(n > 10);
        check_entries(&ss, rv, n);
        for (int k = 0; k < n; k++) {
            CHECK_MSG(rv[k].loss == 0.0, "%s move %d lost %g", modes[m], k + 1, rv[k].loss);
            CHECK(rv[k].exact);
        }
        free(rv);
        ludi_session_free(&ss);
    }
}

/* The move the table values lowest: its loss is the table's difference, and a blunder. */
static void test_exact_blunder(void)
{
    struct ludi_state s;
    int six = 6;
    CHECK(dice_position(LUDI_PENTE, "lines=5", "A:2A,3A,3B,3B,3B B:3A,3A,3A,4B,5B a", &six, &s));
    CHECK(ludi_ai_prepare(&s.opt, true));
    int n = ludi_moves(&s, NULL, moves, LUDI_MAX_MOVES), worst = 0;
    double vbest = -1.0, vworst = 2.0;
    for (int i = 0; i < n; i++) {
        struct ludi_state after;
        double v = 0;
        ludi_apply_trusted(&s, NULL, &moves[i], &after);
        CHECK(ludi_ai_exact_value(&after, &v));
        v = 1.0 - v;   /* after: the other side to throw */
        if (v > vbest)
            vbest = v;
        if (v < vworst) {
            vworst = v;
            worst = i;
        }
    }
    CHECK_STR(move_text(&s, &moves[worst]), "3B-4A");
    struct ludi_review_move rv;
    struct ludi_ai_limits lim = {.level = 5};
    CHECK(ludi_review_move(ai, &s, NULL, &moves[worst], &lim, NULL, &rv));
    CHECK(rv.exact);
    CHECK(rv.loss == vbest - vworst);
    CHECK(rv.loss > 0.2);
    CHECK_INT(ludi_review_grade_of(LUDI_PENTE, rv.loss), LUDI_GRADE_BLUNDER);
    /* and the best move, played: nothing lost */
    struct ludi_review_move best;
    CHECK(ludi_review_move(ai, &s, NULL, &rv.best, &lim, NULL, &best));
    CHECK(best.loss == 0.0 && best.value_best == vbest);
    CHECK_INT(ludi_review_grade_of(LUDI_PENTE, best.loss), LUDI_GRADE_GOOD);
}

/* --- the searching review: the best loses nothing, a man given away is a blunder --- */

static void test_best_loses_nothing(void)
{
    static const struct {
        enum ludi_game g;
        const char *options, *pos;
        int dice[3];
    } pos[] = {
        {LUDI_PENTE, "lines=7", "A:1A,2A,5A,6A,1B,2B,3B B:4B,5B,7B,off,off,off,off a", {3}},
        {LUDI_PENTE, "lines=7 mode=classic",
         "A:1A,2A,3A,4A,5A,6A,7A B:1B,2B,3B,4B,5B,6B,7B a", {4}},
        {LUDI_DUODECIM, "", "one:3*2,7*3,9*2,12*4,14*4 two:off*6,2*3,8*2,10*4 one", {6, 4, 1}},
        {LUDI_LATRUNCULI, "", "W6w/8/8/8/2w5/8/8/bbb4B b 0", {0}},
    };
    struct ludi_ai_limits lim = {.level = slow ? 3 : 5};
    for (size_t k = 0; k < sizeof pos / sizeof pos[0]; k++) {
        struct ludi_state s;
        CHECK(dice_position(pos[k].g, pos[k].options, pos[k].pos, pos[k].dice, &s));
        int n = ludi_moves(&s, NULL, moves, LUDI_MAX_MOVES);
        CHECK(n > 1);
        struct ludi_review_move a, b;
        CHECK(ludi_review_move(ai, &s, NULL, &moves[n - 1], &lim, NULL, &a));
        CHECK(!a.exact && !a.forced);
        CHECK(a.loss >= 0.0);
        CHECK(is_legal(&s, NULL, &a.best));
        /* the best played: nothing lost, the same value */
        CHECK(ludi_review_move(ai, &s, NULL, &a.best, &lim, NULL, &b));
        CHECK_MSG(b.loss == 0.0 && b.value_played == a.value_best, "%s: loss %g, %g vs %g",
                  pos[k].pos, b.loss, b.value_played, a.value_best);
        CHECK(ludi_move_equal(&b.best, &a.best));
        /* the same turn with its steps in another order is the same move */
        if (a.best.nsteps > 1) {
            struct ludi_move r = a.best;
            for (int i = 0; i < r.nsteps; i++)
                r.steps[i] = a.best.steps[r.nsteps - 1 - i];
            struct ludi_state t;
            if (ludi_apply(&s, NULL, &r, &t, NULL, 0)) {
                CHECK(ludi_review_move(ai, &s, NULL, &r, &lim, NULL, &b));
                CHECK(b.loss == 0.0);
            }
        }
        /* reproducible */
        CHECK(ludi_review_move(ai, &s, NULL, &moves[n - 1], &lim, NULL, &b));
        CHECK(memcmp(&a, &b, sizeof a) == 0);
    }
}

static void test_man_given_away(void)
{
    struct ludi_state s;
    /* b1-b4 puts a man beside the white man on c4, where the white king on a8 closes it in */
    CHECK(dice_position(LUDI_LATRUNCULI, "size=8x8", "W6w/8/8/8/2w5/8/8/bbb4B b 0", NULL, &s));
    struct ludi_move m;
    CHECK(ludi_move_parse(&s, "b1-b4", &m, NULL, 0));
    struct ludi_review_move rv;
    struct ludi_ai_limits lim = {.level = 5};
    CHECK(ludi_review_move(ai, &s, NULL, &m, &lim, NULL, &rv));
    CHECK_MSG(rv.loss >= 0.9, "loss %g", rv.loss);
    CHECK_INT(ludi_review_grade_of(LUDI_LATRUNCULI, rv.loss), LUDI_GRADE_BLUNDER);
    CHECK(!ludi_move_equal(&rv.best, &m));
    /* the same position with the king elsewhere: the man is safe on b4, and not a blunder */
    CHECK(dice_position(LUDI_LATRUNCULI, "size=8x8", "6Ww/8/8/8/2w5/8/8/bbb4B b 0", NULL, &s));
    CHECK(ludi_move_parse(&s, "b1-b4", &m, NULL, 0));
    CHECK(ludi_review_move(ai, &s, NULL, &m, &lim, NULL, &rv));
    CHECK_MSG(rv.loss < 0.9, "loss %g", rv.loss);
}

/* --- whole games: never negative, every move, stoppable --- */

static void test_games(void)
{
    static const struct {
        enum ludi_game g;
        const char *options;
        int level, max_moves;
    } games[] = {
        {LUDI_DUODECIM, "", 2, 400},
        {LUDI_PENTE, "lines=7", 3, 400},
        {LUDI_LATRUNCULI, "size=8x8", 3, 60},
    };
    for (size_t k = 0; k < sizeof games / sizeof games[0]; k++) {
        struct ludi_session ss;
        CHECK(new_session(&ss, games[k].g, games[k].options, 5));
        CHECK(play_game(&ss, 1, 2, 77, slow ? 16 : games[k].max_moves));
        int n = (int)ludi_session_moves_played(&ss);
        struct ludi_review_move *rv = calloc((size_t)n + 1, sizeof *rv);
        struct ludi_review_move *again = calloc((size_t)n + 1, sizeof *rv);
        struct ludi_ai_limits lim = {.level = games[k].level};
        double t0 = now_ms();
        CHECK_INT(ludi_review_game(ai, &ss, &lim, NULL, NULL, rv, n), n);
        printf("  %s: %d moves reviewed at level %d in %.0f ms\n", ludi_game_name(games[k].g), n,
               games[k].level, now_ms() - t0);
        check_entries(&ss, rv, n);
        /* a stop set before: nothing reviewed; a stop on the way: the reviewed moves are the
         * first ones of the whole review, as they were */
        atomic_int flag = 1, done = 0;
        CHECK_INT(ludi_review_game(ai, &ss, &lim, &flag, &done, again, n), 0);
        CHECK_INT(atomic_load(&done), 0);
        atomic_store(&flag, 0);
        struct stopper st = {&flag, 30};
        pthread_t th;
        CHECK(pthread_create(&th, NULL, stop_later, &st) == 0);
        int got = ludi_review_game(ai, &ss, &lim, &flag, &done, again, n);
        pthread_join(th, NULL);
        CHECK(got >= 0 && got <= n);
        CHECK_INT(atomic_load(&done), got);
        for (int i = 0; i < got; i++)
            CHECK(memcmp(&rv[i], &again[i], sizeof rv[i]) == 0);
        /* a past shorter than the rules need is refused, as the rules refuse it */
        struct ludi_past past, none = {NULL, 0};
        const struct ludi_state *last = before_move(&ss, n - 1, &past);
        struct ludi_review_move one;
        if (ludi_past_needed(last) > 0)
            CHECK(!ludi_review_move(ai, last, &none, &ludi_session_event(&ss, ludi_session_now(&ss) - 1)->move, &lim, NULL,
                                    &one));
        /* a small cap: that many */
        if (n > 2)
            CHECK_INT(ludi_review_game(ai, &ss, &lim, NULL, NULL, again, 2), 2);
        free(rv);
        free(again);
        ludi_session_free(&ss);
    }
}

static void test_refused(void)
{
    struct ludi_state s;
    int three = 3;
    struct ludi_review_move rv;
    struct ludi_ai_limits lim = {.level = 1};
    const char *seven = "A:1A,2A,5A,off,off,off,off B:1B,3B,4B,off,off,off,off a";
    CHECK(dice_position(LUDI_PENTE, "lines=7", seven, &three, &s));
    struct ludi_move m = {.nsteps = 1, .steps = {{0, 2, 2}}};   /* 1A-3A with a 2: not legal */
    CHECK(!ludi_review_move(ai, &s, NULL, &m, &lim, NULL, &rv));
    CHECK(dice_position(LUDI_PENTE, "lines=7", seven, NULL, &s));   /* not thrown */
    CHECK(!ludi_review_move(ai, &s, NULL, &m, &lim, NULL, &rv));
}

static void test_grades(void)
{
    CHECK_INT(ludi_review_grade_of(LUDI_LATRUNCULI, 0.0), LUDI_GRADE_GOOD);
    CHECK_INT(ludi_review_grade_of(LUDI_LATRUNCULI, 0.24), LUDI_GRADE_GOOD);
    CHECK_INT(ludi_review_grade_of(LUDI_LATRUNCULI, 0.25), LUDI_GRADE_INACCURATE);
    CHECK_INT(ludi_review_grade_of(LUDI_LATRUNCULI, 0.5), LUDI_GRADE_MISTAKE);
    CHECK_INT(ludi_review_grade_of(LUDI_LATRUNCULI, 1.0), LUDI_GRADE_BLUNDER);
    for (int g = LUDI_PENTE; g <= LUDI_DUODECIM; g++) {
        CHECK_INT(ludi_review_grade_of((enum ludi_game)g, 0.019), LUDI_GRADE_GOOD);
        CHECK_INT(ludi_review_grade_of((enum ludi_game)g, 0.02), LUDI_GRADE_INACCURATE);
        CHECK_INT(ludi_review_grade_of((enum ludi_game)g, 0.05), LUDI_GRADE_MISTAKE);
        CHECK_INT(ludi_review_grade_of((enum ludi_game)g, 0.10), LUDI_GRADE_BLUNDER);
    }
    CHECK_STR(ludi_review_grade_name(LUDI_GRADE_GOOD), "good");
    CHECK_STR(ludi_review_grade_name(LUDI_GRADE_BLUNDER), "blunder");
    CHECK_STR(ludi_review_grade_name((enum ludi_review_grade)9), "");
}

int main(void)
{
    slow = getenv("LUDI_SLOW_TESTS") != NULL;
    ai = ludi_ai_new();
    if (!ai)
        return 1;
    RUN(test_grades);
    RUN(test_refused);
    RUN(test_exact_blunder);
    RUN(test_perfect_game);
    RUN(test_best_loses_nothing);
    RUN(test_man_given_away);
    RUN(test_games);
    ludi_ai_free(ai);
    return check_summary();
}
