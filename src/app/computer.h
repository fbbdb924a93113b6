/* computer.h: the computer opponent on its own thread, so the window never stops drawing. */
#ifndef LUDI_COMPUTER_H
#define LUDI_COMPUTER_H

#include <SDL.h>
#include <stdatomic.h>
#include <stdbool.h>

#include "ludi/ai.h"

#define COMPUTER_TURNS 3           /* the best turns kept, for the hint */

struct computer {
    SDL_Thread *thread;
    atomic_int stop;
    atomic_int done;               /* 1 when the result is ready */
    bool busy;                     /* a search was started and not yet collected */
    struct ludi_ai *ai;
    struct ludi_state s;
    struct ludi_step made[LUDI_MAX_STEPS];   /* a turn begun: its steps made, the rest asked */
    int nmade;
    uint64_t *past;                /* the part of the game's past the rules need, copied */
    size_t npast, past_cap;
    struct ludi_ai_limits lim;
    uint64_t seed;
    struct ludi_ai_result res;
    struct ludi_ai_turn turns[COMPUTER_TURNS];   /* the dice games' best turns, best first */
    int nturns;
    bool ok;
    int purpose;                   /* the caller's tag: a move or a hint */
    void (*wake)(void *ctx);
    void *ctx;
};

/* The hint's search for game: level 5. Latrunculi: a budget of nodes on one thread, so the same
 * position always gets the same hint, in about a second or less (it searched 1.5 s on every
 * core and the play-test waited about 4 s; figures: `build/tests/app/bench-app hint`); the dice
 * games: 1.5 s. */
#define COMPUTER_HINT_NODES 100000
void computer_hint_limits(enum ludi_game game, struct ludi_ai_limits *lim);

bool computer_init(struct computer *c, void (*wake)(void *ctx), void *ctx);
void computer_free(struct computer *c);
/* Starts thinking about s and its past (copied: the session may change meanwhile), for the rest
 * of a turn begun with made (nmade steps; 0: a whole turn); false when already busy, out of
 * memory or the thread cannot start. */
bool computer_start(struct computer *c, const struct ludi_state *s, const struct ludi_past *past,
                    const struct ludi_step *made, int nmade, const struct ludi_ai_limits *lim,
                    uint64_t seed, int purpose);
/* True (once) when a started search has finished; its result is in c->res / c->ok. */
bool computer_collect(struct computer *c);
/* Stops a search at once and waits for the thread; its result is thrown away. */
void computer_cancel(struct computer *c);

#endif
