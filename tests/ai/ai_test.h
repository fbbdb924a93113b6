/* ai_test.h: what the computer opponent's two test programs share: legality, clocks, stopping. */
#ifndef LUDI_TESTS_AI_TEST_H
#define LUDI_TESTS_AI_TEST_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ludi/ai.h"
#include "ludi/rules.h"

static inline const char *move_text(const struct ludi_state *s, const struct ludi_move *m)
{
    static char buf[LUDI_MOVE_LEN];
    ludi_move_format(s, m, buf, sizeof buf);
    return buf;
}

/* Whether m is one of ludi_moves' turns for s after past, and ludi_apply takes it. */
static inline bool is_legal(const struct ludi_state *s, const struct ludi_past *past,
                     const struct ludi_move *m)
{
    static struct ludi_move list[LUDI_MAX_MOVES];
    int n = ludi_moves(s, past, list, LUDI_MAX_MOVES);
    bool listed = false;
    for (int i = 0; i < n && i < LUDI_MAX_MOVES && !listed; i++)
        listed = ludi_move_equal(&list[i], m);
    struct ludi_state t;
    return listed && ludi_apply(s, past, m, &t, NULL, 0);
}

/* Whether the principal variation starts with the move chosen and each of its moves is legal
 * after the ones before it, the past growing with them (the dice games give the turn alone). */
static inline bool pv_legal(const struct ludi_state *s, const struct ludi_past *past,
                     const struct ludi_ai_result *r)
{
    if (r->npv < 1 || r->npv > LUDI_AI_PV_MAX || !ludi_move_equal(&r->pv[0], &r->move))
        return false;
    if (s->opt.game != LUDI_LATRUNCULI && r->npv != 1)
        return false;
    size_t n = past ? past->n : 0;
    uint64_t *hash = malloc((n + LUDI_AI_PV_MAX) * sizeof *hash);
    if (!hash)
        return false;
    if (n)
        memcpy(hash, past->hash, n * sizeof *hash);
    struct ludi_past p = {hash, n};
    struct ludi_state a = *s, b;
    bool ok = true;
    for (int i = 0; i < r->npv && ok; i++) {
        ok = is_legal(&a, &p, &r->pv[i]) && ludi_apply(&a, &p, &r->pv[i], &b, NULL, 0);
        hash[p.n++] = a.hash;
        a = b;
    }
    free(hash);
    return ok;
}

/* The margin beyond a time limit or a stop within which a search must come back: generous, as
 * the tests run under sanitizers beside other jobs on a loaded machine, and no test asserts a
 * speed. A search that ignored its limit would run for minutes at the depths the tests give. */
#define AI_TEST_MARGIN_MS 10000.0

static inline double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1000.0 + (double)t.tv_nsec / 1e6;
}

/* A thread (pthread_create(..., stop_later, &stopper)) that sets *flag after after_ms. */
struct stopper {
    atomic_int *flag;
    int after_ms;
};

static inline void *stop_later(void *arg)
{
    struct stopper *st = arg;
    struct timespec d = {st->after_ms / 1000, (long)(st->after_ms % 1000) * 1000000L};
    nanosleep(&d, NULL);
    atomic_store(st->flag, 1);
    return NULL;
}

/* A game's options from "key=value ..." over its defaults. */
static inline bool options_of(enum ludi_game g, const char *options, struct ludi_options *o)
{
    char opts[128], err[LUDI_ERR_LEN], *save = NULL;
    ludi_options_default(g, o);
    snprintf(opts, sizeof opts, "%s", options);
    for (char *tok = strtok_r(opts, " ", &save); tok; tok = strtok_r(NULL, " ", &save)) {
        if (!ludi_options_set(o, tok, err, sizeof err)) {
            printf("options %s: %s\n", options, err);
            return false;
        }
    }
    return true;
}

/* A position string of PROTOCOL.md in any game, with the dice set (values[0] == 0 or NULL: not
 * thrown). */
static inline bool dice_position(enum ludi_game g, const char *options, const char *text,
                                 const int *dice, struct ludi_state *s)
{
    struct ludi_options o;
    struct ludi_state t;
    char err[LUDI_ERR_LEN];
    if (!options_of(g, options, &o))
        return false;
    if (!ludi_position_parse(&o, text, &t, err, sizeof err)) {
        printf("position %s: %s\n", text, err);
        return false;
    }
    if (!dice || !dice[0]) {
        *s = t;
        return true;
    }
    if (!ludi_set_dice(&t, dice, ludi_game_dice(g), s, err, sizeof err)) {
        printf("dice for %s: %s\n", text, err);
        return false;
    }
    return true;
}

#endif
