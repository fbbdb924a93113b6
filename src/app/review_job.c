/* review_job.c: ludi_review_game on an SDL thread with a stop flag; a timer wakes the loop. */
#include <stdlib.h>
#include <string.h>

#include "review_job.h"

static int review_thread(void *data)
{
    struct review_job *j = data;
    j->reviewed = ludi_review_game(j->ai, &j->ss, NULL, &j->stop, &j->done, j->moves,
                                   j->total);
    atomic_store(&j->finished, 1);
    if (j->wake)
        j->wake(j->ctx);
    return 0;
}

/* On SDL's timer thread: the progress bar moves while the review runs. A timer removed may
 * still be running its call, so it is given what outlives the job: the wake and its context. */
static void (*tick_wake)(void *ctx);
static Uint32 tick(Uint32 interval, void *ctx)
{
    tick_wake(ctx);
    return interval;
}

/* A copy of the game through its saved-game text: the session's own reader builds it whole. */
static bool copy_session(const struct ludi_session *ss, struct ludi_session *out)
{
    size_t len = ludi_session_format(ss, NULL, 0) + 1;
    char *text = malloc(len), err[LUDI_ERR_LEN];
    bool ok = text && ludi_session_format(ss, text, len) < len &&
              ludi_session_parse(text, out, err, sizeof err);
    if (!ok && text)
        SDL_Log("ludi: the game to review cannot be copied: %s", err);
    free(text);
    return ok;
}

bool review_job_start(struct review_job *j, const struct ludi_session *ss,
                      void (*wake)(void *ctx), void *ctx)
{
    memset(j, 0, sizeof *j);
    j->wake = wake;
    j->ctx = ctx;
    j->total = (int)ludi_session_moves_played(ss);
    if (j->total <= 0 || !copy_session(ss, &j->ss))
        return false;
    j->moves = calloc((size_t)j->total, sizeof *j->moves);
    j->ai = ludi_ai_new();
    if (j->moves && j->ai)
        j->thread = SDL_CreateThread(review_thread, "ludi-review", j);
    if (!j->thread) {
        review_job_free(j);
        return false;
    }
    j->busy = true;
    if (wake) {
        tick_wake = wake;
        j->timer = SDL_AddTimer(250, tick, ctx);
    }
    return true;
}

bool review_job_collect(struct review_job *j)
{
    if (!j->busy || !atomic_load(&j->finished))
        return false;
    SDL_WaitThread(j->thread, NULL);
    j->thread = NULL;
    j->busy = false;
    if (j->timer)
        SDL_RemoveTimer(j->timer);
    j->timer = 0;
    ludi_ai_free(j->ai);   /* its tables are large: the grades are all that is kept */
    j->ai = NULL;
    return true;
}

void review_job_free(struct review_job *j)
{
    if (j->timer)
        SDL_RemoveTimer(j->timer);
    j->timer = 0;
    if (j->thread) {
        atomic_store(&j->stop, 1);
        SDL_WaitThread(j->thread, NULL);
        j->thread = NULL;
    }
    j->busy = false;
    if (j->ai)
        ludi_ai_free(j->ai);
    j->ai = NULL;
    ludi_session_free(&j->ss);
    free(j->moves);
    j->moves = NULL;
}
