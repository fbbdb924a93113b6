/* ai.c: the computer opponent's front door: levels, limits, dispatch to each game's search. */
/* Latrunculi searches with alpha-beta (search_lat.c), the dice games with expectimax
 * (search_dice.c); level 0 plays a uniformly random legal move in every game. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_int.h"
#include "pente_solve.h"

#define AI_MAX_DEPTH 64
#define AI_TT_LOG2 18            /* 2^18 buckets of 2 x 16 bytes: 8 MB */

struct ludi_ai {
    struct ludi_move moves[LUDI_MAX_MOVES];
    struct ai_tt tt;
    struct lat_search *lat[LUDI_AI_MAX_THREADS];   /* [0] always; the others when needed */
    struct dice_search *dice;
};

/* What each level plays like (see ai.h). Set by matches (tools/match), each level against the
 * one below: a search that sees a ply more wins little in this quiet game, so the lower levels
 * also get seeded noise and careless moves, which is what makes them beatable. */
static const struct ai_level {
    int depth;
    int64_t nodes;
    int movetime_ms;
    int noise;                   /* evaluation noise, +-score units */
    int contempt;                /* what a draw costs it */
    int careless;                /* percent of moves played at a glance */
    int tt_log2;
    int style;                   /* Latrunculi: the search's style (search_lat.c styles) */
} levels[LUDI_AI_LEVELS + 1] = {
    [0] = {0, 0, 0, 0, 0, 0, 0, 0},            /* random: never searches */
    [1] = {1, 0, 0, 200, 50, 0, 10, 0},
    [2] = {2, 0, 0, 100, 50, 0, 12, 0},
    [3] = {2, 0, 0, 40, 50, 20, 12, 0},
    [4] = {4, 400000, 0, 20, 50, 20, 16, 0},
    [5] = {AI_MAX_DEPTH, 0, 1000, 0, 50, 0, AI_TT_LOG2, 1},
};

void ai_budget_of(const struct ludi_ai_limits *limits, struct ai_budget *out)
{
    int lv = limits->level < 1 ? 1 : limits->level > LUDI_AI_LEVELS ? LUDI_AI_LEVELS
                                                                      : limits->level;
    const struct ai_level *L = &levels[lv];
    memset(out, 0, sizeof *out);
    out->noise = L->noise;
    out->contempt = L->contempt;
    out->careless = L->careless;
    out->tt_log2 = L->tt_log2;
    /* decided: limits given by the caller ask for a search to them, so the level's careless
     * moves (a search cut to one ply) are not played then; its noise still is */
    if (limits->movetime_ms > 0 || limits->depth > 0 || limits->nodes > 0)
        out->careless = 0;
    out->style = L->style;
    out->judge = limits->judge;
    if (limits->movetime_ms > 0) {
        /* the time asked for is the limit: the level's own depth and nodes do not apply */
        out->movetime_ms = limits->movetime_ms;
        out->tt_log2 = AI_TT_LOG2;
        out->depth = limits->depth > 0 ? limits->depth : AI_MAX_DEPTH;
        out->nodes = limits->nodes;
    } else if (limits->depth > 0 || limits->nodes > 0) {
        out->depth = limits->depth > 0 ? limits->depth : AI_MAX_DEPTH;
        out->nodes = limits->nodes;
        out->tt_log2 = AI_TT_LOG2;
    } else {
        out->depth = L->depth;
        out->nodes = L->nodes;
        out->movetime_ms = L->movetime_ms;
    }
    if (out->depth > AI_MAX_DEPTH)
        out->depth = AI_MAX_DEPTH;
    out->threads = 1;
    if (lv == LUDI_AI_LEVELS && limits->threads > 1)
        out->threads = limits->threads < LUDI_AI_MAX_THREADS ? limits->threads
                                                             : LUDI_AI_MAX_THREADS;
}

struct ludi_ai *ludi_ai_new(void)
{
    struct ludi_ai *ai = calloc(1, sizeof *ai);
    if (!ai)
        return NULL;
    ai->lat[0] = lat_search_new();
    ai->dice = dice_search_new();
    if (!ai->lat[0] || !ai->dice || !ai_tt_init(&ai->tt, AI_TT_LOG2)) {
        ludi_ai_free(ai);
        return NULL;
    }
    return ai;
}

void ludi_ai_free(struct ludi_ai *ai)
{
    if (!ai)
        return;
    for (int i = 0; i < LUDI_AI_MAX_THREADS; i++)
        lat_search_free(ai->lat[i]);
    dice_search_free(ai->dice);
    ai_tt_free(&ai->tt);
    free(ai);
}

static bool choose_random(struct ludi_ai *ai, const struct ludi_state *s,
                          const struct ludi_past *past, uint64_t seed, struct ludi_ai_result *out)
{
    struct ai_clock clock;
    ai_clock_start(&clock, 0);
    int n = ludi_moves(s, past, ai->moves, LUDI_MAX_MOVES);
    if (n <= 0)
        return false;
    if (n > LUDI_MAX_MOVES)
        n = LUDI_MAX_MOVES;
    struct ludi_rng rng;
    ludi_rng_seed(&rng, seed);
    memset(out, 0, sizeof *out);
    out->move = ai->moves[ludi_rng_below(&rng, (uint32_t)n)];
    out->pv[0] = out->move;
    out->npv = 1;
    out->win_chance = -1.0;
    out->nodes = n;
    out->elapsed_ms = (int)ai_clock_ms(&clock);
    return true;
}

bool ludi_ai_choose(struct ludi_ai *ai, const struct ludi_state *s, const struct ludi_past *past,
                    const struct ludi_ai_limits *limits, uint64_t seed, const atomic_int *stop,
                    struct ludi_ai_result *out)
{
    if (s->phase != LUDI_PHASE_MOVE || (past ? past->n : 0) < ludi_past_needed(s))
        return false;
    if (limits->level <= 0)
        return choose_random(ai, s, past, seed, out);
    if (s->opt.game != LUDI_LATRUNCULI)
        return dice_search_choose(ai->dice, s, limits, seed, stop, out);
    struct ai_budget b;
    ai_budget_of(limits, &b);
    b.seed = seed;
    b.stop = stop;
    /* the helpers search with the main search's weights */
    int threads = 1;
    while (threads < b.threads) {
        if (!ai->lat[threads] && !(ai->lat[threads] = lat_search_new()))
            break;
        lat_search_copy_settings(ai->lat[threads], ai->lat[0]);
        threads++;
    }
    return lat_search_choose(ai->lat, threads, &ai->tt, s, past, &b, out);
}

bool ludi_ai_choose_ranked(struct ludi_ai *ai, const struct ludi_state *s,
                           const struct ludi_past *past, const struct ludi_ai_limits *limits,
                           uint64_t seed, const atomic_int *stop, struct ludi_ai_result *out,
                           struct ludi_ai_turn *turns, int cap, int *nturns)
{
    *nturns = 0;
    if (!ludi_ai_choose(ai, s, past, limits, seed, stop, out))
        return false;
    if (s->opt.game != LUDI_LATRUNCULI && limits->level > 0)
        *nturns = dice_search_ranked(ai->dice, turns, cap);
    return true;
}

bool ludi_ai_choose_rest(struct ludi_ai *ai, const struct ludi_state *s,
                         const struct ludi_past *past, const struct ludi_step *made, int nmade,
                         const struct ludi_ai_limits *limits, uint64_t seed,
                         const atomic_int *stop, struct ludi_ai_result *out,
                         struct ludi_ai_turn *turns, int cap, int *nturns)
{
    if (nmade <= 0)
        return ludi_ai_choose_ranked(ai, s, past, limits, seed, stop, out, turns, cap, nturns);
    *nturns = 0;
    if (s->opt.game == LUDI_LATRUNCULI || s->phase != LUDI_PHASE_MOVE || limits->level <= 0 ||
        (past ? past->n : 0) < ludi_past_needed(s))
        return false;
    bool ok = dice_search_begun(ai->dice, s, made, nmade) > 0 &&
              dice_search_choose(ai->dice, s, limits, seed, stop, out);
    if (ok)
        *nturns = dice_search_ranked(ai->dice, turns, cap);
    dice_search_begun(ai->dice, NULL, NULL, 0);
    return ok;
}

bool ludi_ai_set_option(struct ludi_ai *ai, const char *keyvalue, char *err, size_t errlen)
{
    const char *eq = keyvalue ? strchr(keyvalue, '=') : NULL;
    char name[32];
    char *end;
    if (!eq || eq == keyvalue || (size_t)(eq - keyvalue) >= sizeof name) {
        if (err && errlen)
            snprintf(err, errlen, "'%s' is not name=value", keyvalue ? keyvalue : "");
        return false;
    }
    memcpy(name, keyvalue, (size_t)(eq - keyvalue));
    name[eq - keyvalue] = '\0';
    long v = strtol(eq + 1, &end, 10);
    if (end == eq + 1 || *end || v < -100000 || v > 100000) {
        if (err && errlen)
            snprintf(err, errlen, "'%s' needs a whole number", name);
        return false;
    }
    if (!lat_search_set_weight(ai->lat[0], name, (int)v) &&
        !dice_search_set_weight(ai->dice, name, (int)v)) {
        if (err && errlen)
            snprintf(err, errlen, "unknown AI option '%s'", name);
        return false;
    }
    return true;
}

size_t ludi_ai_option_names(const struct ludi_ai *ai, char *buf, size_t len)
{
    size_t n = lat_search_weights(ai->lat[0], buf, len);
    if (n + 1 < len) {
        buf[n] = ' ';
        return n + 1 + dice_search_weights(ai->dice, buf + n + 1, len - n - 1);
    }
    char rest[1];
    return n + 1 + dice_search_weights(ai->dice, rest, 0);
}

bool ai_weights_set(const char **names, int **values, int n, const char *name, int value)
{
    for (int i = 0; i < n; i++) {
        if (strcmp(names[i], name) == 0) {
            *values[i] = value;
            return true;
        }
    }
    return false;
}

int ai_named_out(const struct ai_named *t, int n, const char **names, int **values, int cap)
{
    for (int i = 0; i < n && i < cap; i++) {
        names[i] = t[i].name;
        values[i] = t[i].value;
    }
    return n;
}

size_t ai_weights_format(const char **names, int **values, int n, char *buf, size_t len)
{
    size_t pos = 0;
    if (len)
        buf[0] = '\0';
    for (int i = 0; i < n; i++) {
        int k = snprintf(pos < len ? buf + pos : NULL, pos < len ? len - pos : 0, "%s%s=%d",
                         i ? " " : "", names[i], *values[i]);
        if (k > 0)
            pos += (size_t)k;
    }
    return pos;
}

bool ludi_ai_prepare(const struct ludi_options *opt, bool wait)
{
    return (wait ? ps_shared_wait(opt) : ps_shared(opt, true)) != NULL;
}

bool ludi_ai_exact_value(const struct ludi_state *s, double *out)
{
    const struct ps_table *t = ps_shared(&s->opt, false);
    if (!t)
        return false;
    double v;
    if (s->phase == LUDI_PHASE_MOVE) {
        static _Thread_local struct ludi_move moves[LUDI_MAX_MOVES];
        int n = ludi_moves(s, NULL, moves, LUDI_MAX_MOVES);   /* Pente grammai: no past */
        v = -1.0;
        for (int i = 0; i < n && i < LUDI_MAX_MOVES; i++) {
            struct ludi_state after;
            ludi_apply_trusted(s, NULL, &moves[i], &after);
            double a = ps_value_after(t, &after);
            if (a > v)
                v = a;
        }
        if (n <= 0)
            return false;
    } else if (s->phase == LUDI_PHASE_OVER) {
        v = s->result == s->side ? 1.0 : 0.0;
    } else {
        int64_t i = ps_index(t, s);
        if (i < 0)
            return false;
        v = t->value[i];
    }
    if (out)
        *out = v;
    return true;
}
