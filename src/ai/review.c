/* review.c: grades every move of a game against the computer's choice (ai.h, "review"). */
/*
 * The loss of a move is never negative, and 0 for a move as good as the best, because both the
 * engine's choice and the move played are judged by one function: the same search of the
 * position each leads to (ai.h). The engine's choice only proposes the best move; when the
 * move played judges better, the move played is the best.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai_int.h"
#include "ludi/session.h"

#define REVIEW_MAX_LEVEL LUDI_AI_LEVELS

/* How deep each level judges a move (the position after it is searched one less deep; the
 * engine's choice is searched this deep from the position before). Latrunculi in plies, the
 * dice games in turns; a dice game's judgement averages the other side's throws, each answered
 * by a search of inner depth. Set so that a whole game reviews in well under 30 s at level 5
 * (docs/ENGINE.md has the measurements). */
static const int lat_depth[REVIEW_MAX_LEVEL + 1] = {0, 2, 3, 3, 4, 5};
static const int dice_depth[LUDI_GAME_COUNT][REVIEW_MAX_LEVEL + 1] = {
    [LUDI_PENTE] = {0, 2, 2, 2, 3, 4},
    [LUDI_DUODECIM] = {0, 2, 2, 2, 2, 2},
};

/* The grades' thresholds per game: a loss of at least [0] is inaccurate, [1] a mistake, [2] a
 * blunder. In chances of winning for the dice games (after GNU Backgammon's 0.04 / 0.08 / 0.16
 * in equity, which counts twice the chance), in men for Latrunculi. */
static const double thresholds[LUDI_GAME_COUNT][3] = {
    [LUDI_LATRUNCULI] = {0.25, 0.5, 0.9},
    [LUDI_PENTE] = {0.02, 0.05, 0.10},
    [LUDI_DUODECIM] = {0.02, 0.05, 0.10},
};

enum ludi_review_grade ludi_review_grade_of(enum ludi_game g, double loss)
{
    const double *t = thresholds[(unsigned)g < LUDI_GAME_COUNT ? g : LUDI_LATRUNCULI];
    return loss >= t[2] ? LUDI_GRADE_BLUNDER : loss >= t[1] ? LUDI_GRADE_MISTAKE
                        : loss >= t[0]     ? LUDI_GRADE_INACCURATE
                                           : LUDI_GRADE_GOOD;
}

const char *ludi_review_grade_name(enum ludi_review_grade grade)
{
    static const char *const names[] = {"good", "inaccurate", "mistake", "blunder"};
    return (unsigned)grade < 4 ? names[grade] : "";
}

static bool stopped(const atomic_int *stop)
{
    return stop && atomic_load_explicit(stop, memory_order_relaxed);
}

/* --- the solved table: waited for without blocking the stop flag --- */

static void *table_waiter(void *arg)
{
    ludi_ai_prepare(arg, true);
    return NULL;
}

/* Whether opt's game has a solved table, waiting (stoppably) while it is solved. A detached
 * thread does the waiting, so a failed solve ends the wait as well as a finished one. */
static bool table_ready(const struct ludi_options *opt, const atomic_int *stop)
{
    static struct ludi_options wait_opt[2];
    static atomic_int waiting[2];
    if (opt->game != LUDI_PENTE || opt->lines != 5)
        return false;
    if (ludi_ai_prepare(opt, false))
        return true;
    int mode = opt->mode == LUDI_PENTE_CLASSIC;
    if (!atomic_exchange(&waiting[mode], 1)) {
        pthread_t th;
        pthread_attr_t attr;
        wait_opt[mode] = *opt;
        if (pthread_attr_init(&attr) != 0 ||
            pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED) != 0 ||
            pthread_create(&th, &attr, table_waiter, &wait_opt[mode]) != 0) {
            atomic_store(&waiting[mode], 0);
            return ludi_ai_prepare(opt, true);   /* no thread: wait here */
        }
        pthread_attr_destroy(&attr);
    }
    /* a failed solve starts no new attempt (ps_shared), so the waiter ends either way; give
     * it a generous while, then say the table is not there (the search takes over) */
    for (int ms = 0; ms < 600000 && !stopped(stop); ms += 10) {
        if (ludi_ai_prepare(opt, false))
            return true;
        struct timespec d = {0, 10 * 1000000L};
        nanosleep(&d, NULL);
    }
    return false;
}

/* --- judging the position after a move, from the mover's view --- */

static struct ludi_ai_limits fixed_depth(int depth)
{
    /* level 5: no noise; a depth alone: no time limit, no table (ai.h) */
    return (struct ludi_ai_limits){.level = REVIEW_MAX_LEVEL, .depth = depth < 1 ? 1 : depth,
                                   .judge = true};
}

static double clamp_men(double men)
{
    return men > LUDI_REVIEW_WIN_MEN ? LUDI_REVIEW_WIN_MEN
           : men < -LUDI_REVIEW_WIN_MEN ? -LUDI_REVIEW_WIN_MEN : men;
}

/* A finished game's value for mover: 1 or 0 (a draw 0.5) in chances; in men the same scaled. */
static double over_value(const struct ludi_state *after, int mover, bool men)
{
    double v = after->result == LUDI_DRAW ? 0.5 : after->result == mover ? 1.0 : 0.0;
    return men ? (2.0 * v - 1.0) * LUDI_REVIEW_WIN_MEN : v;
}

/* Latrunculi: the mover's score in men after the move, by a search of the other side's reply
 * depth plies deep. */
static bool lat_value(struct ludi_ai *ai, const struct ludi_state *after,
                      const struct ludi_past *past, int mover, int depth, const atomic_int *stop,
                      double *out)
{
    if (after->phase == LUDI_PHASE_OVER) {
        *out = over_value(after, mover, true);
        return true;
    }
    struct ludi_ai_limits lim = fixed_depth(depth);
    struct ludi_ai_result r;
    if (!ludi_ai_choose(ai, after, past, &lim, 0, stop, &r) || stopped(stop))
        return false;
    double men = r.score >= LUDI_AI_WIN - 1000 ? LUDI_REVIEW_WIN_MEN
                 : r.score <= -(LUDI_AI_WIN - 1000) ? -LUDI_REVIEW_WIN_MEN : r.score / 100.0;
    *out = clamp_men(after->side == mover ? men : -men);
    return true;
}

/* The distinct throws of a dice game and their chances. */
static int throws_of(enum ludi_game g, int rolls[][LUDI_MAX_DICE], double *weight)
{
    int n = 0;
    if (g == LUDI_PENTE) {
        for (int d = 1; d <= 6; d++) {
            rolls[n][0] = d;
            weight[n++] = 1.0 / 6.0;
        }
        return n;
    }
    for (int a = 1; a <= 6; a++)
        for (int b = a; b <= 6; b++)
            for (int c = b; c <= 6; c++) {
                rolls[n][0] = c;
                rolls[n][1] = b;
                rolls[n][2] = a;
                weight[n++] = (a == c ? 1 : (a == b || b == c) ? 3 : 6) / 216.0;
            }
    return n;
}

/* The dice games: the mover's chance of winning after the move, averaged over the next throw,
 * each answered by a search inner turns deep. */
static bool dice_value(struct ludi_ai *ai, const struct ludi_state *after,
                       const struct ludi_past *past, int mover, int inner,
                       const atomic_int *stop, double *out)
{
    if (after->phase == LUDI_PHASE_OVER) {
        *out = over_value(after, mover, false);
        return true;
    }
    int rolls[56][LUDI_MAX_DICE];
    double weight[56], v = 0;
    int n = throws_of(after->opt.game, rolls, weight);
    struct ludi_ai_limits lim = fixed_depth(inner);
    for (int i = 0; i < n; i++) {
        struct ludi_state t;
        struct ludi_ai_result r;
        if (!ludi_set_dice(after, rolls[i], ludi_game_dice(after->opt.game), &t, NULL, 0) ||
            !ludi_ai_choose(ai, &t, past, &lim, 0, stop, &r) || stopped(stop))
            return false;
        v += weight[i] * r.win_chance;
    }
    *out = after->side == mover ? v : 1.0 - v;
    return true;
}

/* --- one move --- */

/* The position a move is played from, with its past (ludi_past_needed of it), and the past
 * of every position after a move from it: the same followed by its own hash. */
struct origin {
    const struct ludi_state *s;
    const struct ludi_past *past;
    struct ludi_past after_past;
    uint64_t *hash;
};

static bool origin_make(const struct ludi_state *s, const struct ludi_past *past,
                        struct origin *o)
{
    size_t need = ludi_past_needed(s), have = past ? past->n : 0;
    memset(o, 0, sizeof *o);
    if (have < need || !(o->hash = malloc((need + 1) * sizeof *o->hash)))
        return false;
    if (need)
        memcpy(o->hash, past->hash + (have - need), need * sizeof *o->hash);
    o->hash[need] = s->hash;
    o->s = s;
    o->past = past;
    o->after_past = (struct ludi_past){o->hash, need + 1};
    return true;
}

static void after_move(const struct origin *o, const struct ludi_move *m,
                       struct ludi_state *out)
{
    ludi_apply_trusted(o->s, o->past, m, out);   /* the past was checked by origin_make */
}

struct judge {
    struct ludi_ai *ai;
    const atomic_int *stop;
    int depth;                   /* Latrunculi: plies below the move; dice: inner turns */
};

static bool judge_move(const struct judge *j, const struct origin *o, const struct ludi_move *m,
                       double *out)
{
    struct ludi_state after;
    after_move(o, m, &after);
    if (o->s->opt.game == LUDI_LATRUNCULI)
        return lat_value(j->ai, &after, &o->after_past, o->s->side, j->depth, j->stop, out);
    return dice_value(j->ai, &after, &o->after_past, o->s->side, j->depth, j->stop, out);
}

static bool same_result(const struct origin *o, const struct ludi_move *a,
                        const struct ludi_move *b)
{
    struct ludi_state x, y;
    char px[LUDI_POS_LEN], py[LUDI_POS_LEN];
    after_move(o, a, &x);
    after_move(o, b, &y);
    ludi_position_format(&x, px, sizeof px);
    ludi_position_format(&y, py, sizeof py);
    return x.phase == y.phase && strcmp(px, py) == 0;
}

/* Five-line Pente grammai: every turn's exact value; the best is the largest. */
static void review_exact(const struct origin *o, const struct ludi_move *played,
                         const struct ludi_move *moves, int n, struct ludi_review_move *out)
{
    const struct ludi_state *before = o->s;
    double best = -1.0, mine = 0.0;
    for (int i = 0; i < n; i++) {
        struct ludi_state after;
        double v;
        after_move(o, &moves[i], &after);
        if (after.phase == LUDI_PHASE_OVER)
            v = over_value(&after, before->side, false);
        else if (ludi_ai_exact_value(&after, &v))
            v = after.side == before->side ? v : 1.0 - v;
        else
            v = 0.0;   /* cannot happen: the table holds every position of its mode */
        if (v > best) {
            best = v;
            out->best = moves[i];
        }
        if (same_result(o, &moves[i], played))
            mine = v;
    }
    out->exact = true;
    out->value_best = best;
    out->value_played = mine;
}

/* The searching review of one move; false when stopped. */
static bool review_search(struct ludi_ai *ai, const struct origin *o,
                          const struct ludi_move *played, const struct ludi_ai_limits *limits,
                          const atomic_int *stop, struct ludi_review_move *out)
{
    const struct ludi_state *before = o->s;
    enum ludi_game g = before->opt.game;
    int level = limits->level < 1 || limits->level > REVIEW_MAX_LEVEL ? REVIEW_MAX_LEVEL
                                                                       : limits->level;
    int depth = g == LUDI_LATRUNCULI ? lat_depth[level] : dice_depth[g][level];
    if (g == LUDI_PENTE && before->opt.mode == LUDI_PENTE_CLASSIC && depth > 2)
        depth--;   /* a throw split among counters has many more turns to search */
    if (limits->depth > 0)
        depth = limits->depth;
    struct ludi_ai_limits choose = fixed_depth(depth);
    if (limits->movetime_ms > 0)
        choose = (struct ludi_ai_limits){.level = REVIEW_MAX_LEVEL,
                                         .movetime_ms = limits->movetime_ms, .judge = true};
    struct ludi_ai_result r;
    if (!ludi_ai_choose(ai, before, o->past, &choose, 0, stop, &r) || stopped(stop))
        return false;
    if (limits->movetime_ms > 0)
        depth = r.depth > 1 ? r.depth : 2;   /* judged one less deep than the search reached */
    struct judge j = {ai, stop, depth - 1};
    out->best = r.move;
    if (!judge_move(&j, o, &r.move, &out->value_best))
        return false;
    if (same_result(o, &r.move, played)) {
        out->value_played = out->value_best;
    } else if (!judge_move(&j, o, played, &out->value_played)) {
        return false;
    }
    return true;
}

bool ludi_review_move(struct ludi_ai *ai, const struct ludi_state *before,
                      const struct ludi_past *past, const struct ludi_move *played,
                      const struct ludi_ai_limits *limits, const atomic_int *stop,
                      struct ludi_review_move *out)
{
    static _Thread_local struct ludi_move moves[LUDI_MAX_MOVES];
    static const struct ludi_ai_limits level5 = {.level = REVIEW_MAX_LEVEL};
    struct ludi_state after;
    if (!ai || !before || before->phase != LUDI_PHASE_MOVE ||
        !ludi_apply(before, past, played, &after, NULL, 0))
        return false;
    struct origin o;
    if (!origin_make(before, past, &o))
        return false;
    bool ok = true;
    struct ludi_review_move rv;
    memset(&rv, 0, sizeof rv);
    rv.ply = (int)before->ply + 1;
    rv.side = before->side;
    rv.played = *played;
    int n = ludi_moves(before, past, moves, LUDI_MAX_MOVES);
    if (n > LUDI_MAX_MOVES)
        n = LUDI_MAX_MOVES;
    rv.forced = n <= 1;
    if (table_ready(&before->opt, stop))
        review_exact(&o, played, moves, n, &rv);
    else
        ok = !stopped(stop) && review_search(ai, &o, played, limits ? limits : &level5, stop,
                                             &rv);
    free(o.hash);
    if (!ok)
        return false;
    /* the move played is the best when it judges at least as well */
    if (rv.forced || rv.value_played >= rv.value_best) {
        rv.best = rv.played;
        rv.value_best = rv.value_played;
    }
    rv.loss = rv.value_best - rv.value_played;
    *out = rv;
    return true;
}

/* --- a whole game --- */

int ludi_review_game(struct ludi_ai *ai, const struct ludi_session *ss,
                     const struct ludi_ai_limits *limits, const atomic_int *stop,
                     atomic_int *done, struct ludi_review_move *out, int cap)
{
    int k = 0;
    size_t now = ludi_session_now(ss);
    for (size_t i = 0; i < now && k < cap; i++) {
        const struct ludi_event *ev = ludi_session_event(ss, i);
        if (ev->kind != LUDI_EVENT_MOVE)
            continue;
        const struct ludi_state *before = ludi_session_state_at(ss, i);
        struct ludi_past past = ludi_session_past_at(ss, i);   /* the positions before event i */
        if (!ludi_review_move(ai, before, &past, &ev->move, limits, stop, &out[k]))
            return stopped(stop) ? k : -1;
        out[k].ply = k + 1;
        k++;
        if (done)
            atomic_store(done, k);
    }
    return k;
}
