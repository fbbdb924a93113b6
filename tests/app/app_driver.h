/* app_driver.h: the window tests' hand on the game (test_app.c, test_app_review.c): one window
 * A, started, settled (frames until the outcome, never a set time), dragged and clicked as a
 * player would, a position or a saved game set up. */
#ifndef LUDI_TESTS_APP_DRIVER_H
#define LUDI_TESTS_APP_DRIVER_H

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../check.h"
#include "app_events.h"
#include "app.h"
#include "app_window.h"
#include "game.h"

static struct app A;
static bool running;

static const char *window = "1280x800";

static inline bool start(const char *const *args)
{
    running = window_open(&A, window, args, 1);
    return running;
}

/* Draws a frame (and registers its widgets), keeping no picture of it. */
static inline void redraw(void)
{
    SDL_FreeSurface(app_render(&A));
}

static inline void stop(void)
{
    if (running)
        app_free(&A);
    running = false;
}

/* How long settle() waits at most: far beyond what any step takes on a loaded machine under
 * sanitizers (a step that takes this long has hung); settle returns as soon as all is still. */
#define SETTLE_LIMIT_S 120.0

/* Runs frames until nothing moves and the computer is not to move: it waits for the outcome,
 * never for a set time, so no test depends on how fast the computer's thread runs. */
static inline void settle(void)
{
    const double seconds = SETTLE_LIMIT_S;
    Uint64 t0 = SDL_GetTicks64();
    for (;;) {
        app_frame(&A, false);
        struct game *g = A.game;
        bool waiting = false;
        if (g && A.scene == SCENE_GAME) {
            const struct ludi_state *s = ludi_session_state(&g->flow.ss);
            waiting = game_busy(&A) || g->flow.comp.busy || g->flow.pending_next >= 0 ||
                      (s->phase != LUDI_PHASE_OVER && ludi_session_turn(&g->flow.ss).computer);
            if (s->phase == LUDI_PHASE_OVER && !g->flow.over_announced)
                waiting = true;
            if (!waiting && s->phase == LUDI_PHASE_MOVE && g->ui.nlegal == 0 && g->ui.nmade == 0 &&
                game_human_to_move(&A))
                waiting = true;   /* a human with no move: the pass comes by itself */
        }
        if (!waiting || SDL_GetTicks64() - t0 > (Uint64)(seconds * 1000))
            break;
        if (g && (g->flow.comp.busy || A.now < g->flow.busy_until))
            SDL_Delay(1);   /* the computer's thread or a pause: let time pass */
    }
}

/* A drag as a hand makes it: press, a few moves, release, frames in between. */
static inline void drag(float x0, float y0, float x1, float y1)
{
    push_motion(x0, y0);
    push_button(SDL_MOUSEBUTTONDOWN, x0, y0);
    app_frame(&A, false);
    for (int i = 1; i <= 3; i++) {
        push_motion(x0 + (x1 - x0) * (float)i / 3, y0 + (y1 - y0) * (float)i / 3);
        app_frame(&A, false);
    }
    push_button(SDL_MOUSEBUTTONUP, x1, y1);
    app_frame(&A, false);
}

static inline void click(float x, float y)
{
    push_motion(x, y);
    app_frame(&A, false);
    push_button(SDL_MOUSEBUTTONDOWN, x, y);
    app_frame(&A, false);
    push_button(SDL_MOUSEBUTTONUP, x, y);
    app_frame(&A, false);
}

/* The centre of the counter the mover would pick up at `where` (the top of a pile). */
static inline bool piece_xy(int side, int where, float *x, float *y)
{
    struct game *g = A.game;
    int best = -1;
    for (int i = 0; i < g->draw.npcs; i++)
        if (g->draw.pcs[i].side == side && g->draw.pcs[i].where == where &&
            (best < 0 || g->draw.pcs[i].idx > g->draw.pcs[best].idx))
            best = i;
    if (best < 0)
        return false;
    *x = g->draw.pcs[best].x;
    *y = g->draw.pcs[best].y;
    return true;
}

static inline bool target_xy(int side, int place, float *x, float *y)
{
    struct game *g = A.game;
    return g->draw.view.ops->place_xy(&g->draw.view, &g->draw.shown, side, place, x, y);
}

static inline const struct widget *widget(int id)
{
    return window_widget(&A, id);
}

/* Starts a two-player game from a saved-game text (written to a temporary folder, then loaded
 * as a player would with --load). */
static inline bool start_saved(const char *text)
{
    char dir[32], path[64];
    if (!saved_write(text, dir, sizeof dir, path, sizeof path))
        return false;
    const char *args[] = {"--load", path, NULL};
    bool ok = start(args);
    remove(path);
    remove(dir);
    if (ok)
        settle();
    return ok;
}

/* Mean and worst difference per channel of two frames within a rectangle. */
static inline void frame_diff(const SDL_Surface *x, const SDL_Surface *y, int x0, int y0, int x1,
                       int y1, double *mean, int *worst)
{
    double total = 0;
    long n = 0;
    *worst = 0;
    for (int j = y0; j < y1; j++)
        for (int i = x0; i < x1; i++)
            for (int c = 0; c < 3; c++) {
                int d = abs(((const Uint8 *)x->pixels)[j * x->pitch + i * 4 + c] -
                            ((const Uint8 *)y->pixels)[j * y->pitch + i * 4 + c]);
                total += d;
                n++;
                *worst = d > *worst ? d : *worst;
            }
    *mean = n ? total / (double)n : 0;
}

/* Replaces the game's session by one from a position (with the dice given, when any). */
static inline void set_position(const char *pos, const int *dice)
{
    struct game *g = A.game;
    char err[256];
    struct ludi_session ss;
    CHECK_MSG(ludi_session_init(&ss, ludi_session_options(&g->flow.ss), 1, pos, err, sizeof err),
              "%s", err);
    ludi_session_set_player(&ss, 0, ludi_session_player(&g->flow.ss, 0));
    ludi_session_set_player(&ss, 1, ludi_session_player(&g->flow.ss, 1));
    if (dice)
        CHECK_MSG(ludi_session_roll(&ss, dice, ludi_game_dice(ludi_session_options(&ss)->game), err,
                                    sizeof err),
                  "%s", err);
    ludi_session_free(&g->flow.ss);
    g->flow.ss = ss;
    g->draw.shown = *ludi_session_state(&g->flow.ss);
    g->ui.legal_valid = false;
    game_sync_pieces(&A);
    settle();
}

#endif
