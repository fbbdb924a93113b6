/* review_job.h: a finished game reviewed move by move on a thread of its own (ludi_review_game),
 * with its progress, stoppable at once, so the window never stops drawing. */
#ifndef LUDI_REVIEW_JOB_H
#define LUDI_REVIEW_JOB_H

#include <SDL.h>
#include <stdatomic.h>
#include <stdbool.h>

#include "ludi/ai.h"
#include "ludi/session.h"

struct review_job {
    SDL_Thread *thread;
    SDL_TimerID timer;             /* wakes the window now and then, for the progress bar */
    atomic_int stop;
    atomic_int done;               /* moves reviewed so far */
    atomic_int finished;           /* 1 when the thread has ended */
    bool busy;                     /* started and not yet collected */
    struct ludi_ai *ai;
    struct ludi_session ss;        /* the game, copied: the window's may change meanwhile */
    struct ludi_review_move *moves;
    int total;                     /* the moves to review */
    int reviewed;                  /* the outcome: moves reviewed, -1 when one could not be */
    void (*wake)(void *ctx);
    void *ctx;
};

/* Starts reviewing every move of ss up to its present, at level 5 (ludi_review_game's
 * default); false when there is nothing to review or it cannot start. */
bool review_job_start(struct review_job *j, const struct ludi_session *ss,
                      void (*wake)(void *ctx), void *ctx);
/* True (once) when the thread has ended; then moves[0 .. reviewed) hold the grades. */
bool review_job_collect(struct review_job *j);
/* Stops the review at once and waits for the thread; frees everything. */
void review_job_free(struct review_job *j);

#endif
