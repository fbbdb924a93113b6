/* app_window.h: what the window's off-screen tests share to start it: the window opened with
 * the command line's arguments, frames run until all is still, a saved game written for --load
 * (include after check.h and app.h). */
#ifndef LUDI_TESTS_APP_WINDOW_H
#define LUDI_TESTS_APP_WINDOW_H

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"

/* How long window_settle() waits at most: far beyond what any step takes on a loaded machine
 * under sanitizers; it returns as soon as all is still. */
#define WINDOW_SETTLE_LIMIT_S 120.0

/* Opens the window with the arguments first, then extra (each NULL-ended), and runs frames
 * frames; false (and a failed check) if it cannot. */
static inline bool window_open_args(struct app *a, const char *const *first,
                                    const char *const *extra, int frames)
{
    char *argv[48] = {(char *)"ludi"};
    int argc = 1;
    for (int i = 0; first[i] && argc < 47; i++)
        argv[argc++] = (char *)first[i];
    for (int i = 0; extra[i] && argc < 47; i++)
        argv[argc++] = (char *)extra[i];
    struct launch l;
    char err[512];
    bool parsed = cli_parse(argc, argv, &l, err, sizeof err);
    CHECK_MSG(parsed, "bad test arguments: %s", err);
    if (!parsed)
        return false;
    if (!app_init(a, &l, err, sizeof err)) {
        CHECK_MSG(false, "the window: %s", err);
        app_free(a);
        return false;
    }
    SDL_LogSetAllPriority(SDL_LOG_PRIORITY_WARN);   /* notices are part of a test, not its log */
    for (int i = 0; i < frames; i++)
        app_frame(a, false);
    return true;
}

/* Opens the window at size without the player's settings, with these arguments after. */
static inline bool window_open(struct app *a, const char *size, const char *const *extra,
                               int frames)
{
    const char *first[] = {"--no-settings", "--window", size, NULL};
    return window_open_args(a, first, extra, frames);
}

/* The widget id drawn in a's last frame, or NULL. */
static inline const struct widget *window_widget(const struct app *a, int id)
{
    for (int i = 0; i < a->nwidgets; i++)
        if (a->widgets[i].id == id)
            return &a->widgets[i];
    return NULL;
}

/* Frames until nothing moves and no search runs (the outcome, however long it takes). */
static inline void window_settle(struct app *a)
{
    Uint64 t0 = SDL_GetTicks64();
    for (;;) {
        app_frame(a, false);
        struct game *g = a->game;
        bool waiting = g && a->scene == SCENE_GAME &&
                       (game_busy(a) || g->flow.comp.busy || g->flow.pending_next >= 0);
        if (!waiting || SDL_GetTicks64() - t0 > (Uint64)(WINDOW_SETTLE_LIMIT_S * 1000))
            break;
        SDL_Delay(1);
    }
}

/* Draws a's screen into its renderer without showing it (pixels can then be read). */
static inline void window_draw(struct app *a)
{
    a->dirty = true;
    SDL_FreeSurface(app_render(a));
}

/* The pixel at (x, y) of the frame drawn into a's renderer, as 0xRRGGBB. */
static inline uint32_t window_pixel(struct app *a, float x, float y)
{
    SDL_Rect q = {(int)x, (int)y, 1, 1};
    uint8_t p[4] = {0};
    SDL_RenderReadPixels(a->ren, &q, SDL_PIXELFORMAT_RGBA32, p, 4);
    return (uint32_t)p[0] << 16 | (uint32_t)p[1] << 8 | p[2];
}

/* Writes a saved game's text to a new temporary folder (dir, 32 bytes or more) as path (64
 * bytes or more); remove both when done. False when it cannot. */
static inline bool saved_write(const char *text, char *dir, size_t dlen, char *path,
                               size_t plen)
{
    snprintf(dir, dlen, "/tmp/ludi-test-XXXXXX");
    if (!mkdtemp(dir))
        return false;
    snprintf(path, plen, "%s/game.ludi", dir);
    FILE *f = fopen(path, "w");
    if (!f)
        return false;
    fputs(text, f);
    fclose(f);
    return true;
}

/* Whether a text was drawn since the window opened (it is in the text cache): one equal to
 * text (whole), or one holding it. */
static inline bool window_drawn(const struct app *a, const char *text, bool whole)
{
    for (int k = 0; k < GFX_TEXT_CACHE; k++)
        if (a->g.text[k].tex &&
            (whole ? strcmp(a->g.text[k].text, text) == 0
                   : strstr(a->g.text[k].text, text) != NULL))
            return true;
    return false;
}

/* Opens the window at size in lang with a saved game's text loaded (written to a temporary
 * folder, removed once read), and runs frames frames; false (a failed check) if it cannot. */
static inline bool window_open_saved(struct app *a, const char *size, const char *text,
                                     const char *lang, int frames)
{
    char dir[32], path[64];
    if (!saved_write(text, dir, sizeof dir, path, sizeof path)) {
        CHECK_MSG(false, "cannot write the saved game");
        return false;
    }
    const char *args[] = {"--load", path, "--language", lang, NULL};
    bool ok = window_open(a, size, args, frames);
    remove(path);
    remove(dir);
    return ok;
}

#endif
