/* computer.c: runs ludi_ai_choose on an SDL thread with a stop flag; wakes the loop when done. */
#include <stdlib.h>
#include <string.h>

#include "computer.h"

void computer_hint_limits(enum ludi_game game, struct ludi_ai_limits *lim)
{
    memset(lim, 0, sizeof *lim);
    lim->level = LUDI_AI_LEVELS;
    if (game == LUDI_LATRUNCULI) {
        lim->nodes = COMPUTER_HINT_NODES;
        lim->threads = 1;
    } else {
        lim->movetime_ms = 1500;
    }
}

bool computer_init(struct computer *c, void (*wake)(void *ctx), void *ctx)
{
    memset(c, 0, sizeof *c);
    c->ai = ludi_ai_new();
    c->wake = wake;
    c->ctx = ctx;
    return c->ai != NULL;
}

static int run(void *data)
{
    struct computer *c = data;
    struct ludi_past past = {c->past, c->npast};
    c->ok = ludi_ai_choose_rest(c->ai, &c->s, &past, c->made, c->nmade, &c->lim, c->seed,
                                &c->stop, &c->res, c->turns, COMPUTER_TURNS, &c->nturns);
    atomic_store(&c->done, 1);
    if (c->wake)
        c->wake(c->ctx);
    return 0;
}

/* Copies the latest positions of past that the rules need for s. */
static bool copy_past(struct computer *c, const struct ludi_state *s,
                      const struct ludi_past *past)
{
    size_t need = ludi_past_needed(s), have = past ? past->n : 0;
    if (need > have)
        return false;
    if (need > c->past_cap) {
        uint64_t *p = realloc(c->past, need * sizeof *p);
        if (!p)
            return false;
        c->past = p;
        c->past_cap = need;
    }
    if (need)
        memcpy(c->past, past->hash + (have - need), need * sizeof *c->past);
    c->npast = need;
    return true;
}

bool computer_start(struct computer *c, const struct ludi_state *s, const struct ludi_past *past,
                    const struct ludi_step *made, int nmade, const struct ludi_ai_limits *lim,
                    uint64_t seed, int purpose)
{
    if (c->busy || !c->ai || nmade < 0 || nmade > LUDI_MAX_STEPS || !copy_past(c, s, past))
        return false;
    c->s = *s;
    c->nmade = nmade;
    if (nmade)
        memcpy(c->made, made, (size_t)nmade * sizeof *made);
    c->lim = *lim;
    /* level 5 thinks on every core (the levels below always on one, to stay reproducible) */
    if (c->lim.threads <= 0) {
        int cores = SDL_GetCPUCount();
        c->lim.threads = cores < 1 ? 1 : cores > LUDI_AI_MAX_THREADS ? LUDI_AI_MAX_THREADS : cores;
    }
    c->seed = seed;
    c->purpose = purpose;
    atomic_store(&c->stop, 0);
    atomic_store(&c->done, 0);
    c->thread = SDL_CreateThread(run, "ludi-computer", c);
    if (!c->thread) {
        SDL_Log("ludi: %s:%d: %s", __FILE__, __LINE__, SDL_GetError());
        return false;
    }
    c->busy = true;
    return true;
}

bool computer_collect(struct computer *c)
{
    if (!c->busy || !atomic_load(&c->done))
        return false;
    SDL_WaitThread(c->thread, NULL);
    c->thread = NULL;
    c->busy = false;
    return true;
}

void computer_cancel(struct computer *c)
{
    if (!c->busy)
        return;
    atomic_store(&c->stop, 1);
    SDL_WaitThread(c->thread, NULL);
    c->thread = NULL;
    c->busy = false;
    atomic_store(&c->done, 0);
}

void computer_free(struct computer *c)
{
    computer_cancel(c);
    ludi_ai_free(c->ai);
    c->ai = NULL;
    free(c->past);
    c->past = NULL;
    c->npast = c->past_cap = 0;
}
