/* app.c: start-up, the main loop (idle means waiting), event translation, widgets, settings. */
#include <SDL_image.h>
#include <SDL_ttf.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "game.h"
#include "learn.h"
#include "ludi/fileio.h"
#include "sound.h"

/* Names files by their names: each path in a message ("cannot open /a/b/x.ludi: ...", a name
 * may hold spaces) loses its folders, up to the ": " that follows it. */
static void shorten_paths(char *text)
{
    char *from = text;
    for (char *slash; (slash = strchr(from, '/')) != NULL;) {
        char *start = slash;
        while (start > text && !strchr(" '\"(", start[-1]))
            start--;
        char *end = strstr(slash, ": ");
        char *last = slash;
        for (char *p = slash; *p && (!end || p < end); p++)
            if (*p == '/')
                last = p;
        memmove(start, last + 1, strlen(last + 1) + 1);
        from = start;
    }
}

/* How long a notice given at the start stands, from the first frame: it may tell of a file of
 * the player's set aside, which deserves the time to read and note its name. */
#define NOTICE_AT_START_S 10.0

void app_notice(struct app *a, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(a->notice, sizeof a->notice, fmt, ap);
    va_end(ap);
    shorten_paths(a->notice);
    a->notice_until = a->now + 5.0;
    a->notice_kind = NOTICE_INFO;
    a->notice_till_throw = false;
    a->notice_news = false;
    a->notice_said = a->now;
    a->notice_scene = -1;
    a->dirty = true;
    SDL_Log("ludi: %s", a->notice);
}

void app_news(struct app *a, const char *text)
{
    app_notice(a, "%s", text);
    a->notice_news = true;
}

/* How long news stands at least before playing on takes it down: the click that lifts a
 * counter may come with it (the keys' first words are said at the first key). */
#define NEWS_LEAST_S 1.0

void app_played_on(struct app *a)
{
    if (a->notice_news && a->notice[0] && a->now <= a->notice_until &&
        a->now - a->notice_said >= NEWS_LEAST_S) {
        a->notice[0] = '\0';
        a->notice_news = false;
        a->dirty = true;
    }
}

void app_say(struct app *a, enum notice_kind kind, const char *text)
{
    snprintf(a->notice, sizeof a->notice, "%s", text);
    /* a sentence of its own starts with a capital, unless it starts with a move's name
     * ("a1-b2: ...", "off-3A: ...") */
    size_t word = strcspn(a->notice, " :");
    if (a->notice[0] >= 'a' && a->notice[0] <= 'z' &&
        strcspn(a->notice, "-0123456789") >= word)
        a->notice[0] = (char)(a->notice[0] - 'a' + 'A');
    /* long enough to read the sentence, then it clears itself */
    a->notice_until = a->now + 3.0 + 0.045 * (double)strlen(text);
    a->notice_kind = kind;
    a->notice_till_throw = false;
    a->notice_news = false;
    a->notice_said = a->now;
    a->notice_scene = (int)a->scene;
    a->dirty = true;
}

const char *app_file_name(const char *path)
{
    const char *slash = strrchr(path, '/');
#ifdef _WIN32
    const char *back = strrchr(path, '\\');
    if (back && (!slash || back > slash))
        slash = back;
#endif
    return slash ? slash + 1 : path;
}

enum { ASK_YES = 0x7ff00001, ASK_NO = 0x7ff00002 };

void app_ask(struct app *a, int id, const char *question, const char *yes, const char *no)
{
    app_ask_or(a, id, -1, question, yes, no);
}

void app_ask_or(struct app *a, int id, int no_id, const char *question, const char *yes,
                const char *no)
{
    a->ask.open = true;
    a->ask.id = id;
    a->ask.no_id = no_id;
    snprintf(a->ask.text, sizeof a->ask.text, "%s", question);
    snprintf(a->ask.yes, sizeof a->ask.yes, "%s", yes);
    snprintf(a->ask.no, sizeof a->ask.no, "%s", no);
    a->ask.focus = a->focus;
    a->focus = ASK_NO;   /* Enter alone never throws a game away */
    a->pressed = -1;
    a->dirty = true;
}

bool app_confirmed(const struct app *a)
{
    return a->ask.answering;
}

/* The question answered: yes, its No button (chosen), or Escape (closed, nothing chosen). */
enum ask_answer { ANSWER_YES, ANSWER_NO, ANSWER_CLOSE };

static void answer(struct app *a, enum ask_answer how)
{
    bool yes = how == ANSWER_YES;
    a->ask.open = false;
    /* the keys back where they were (play-test 21: after No the focus was nowhere, and the
     * next arrow started again from the first button) */
    a->focus = a->ask.focus;
    a->pressed = -1;
    a->dirty = true;
    if (yes && a->ops[a->scene]->activate) {
        a->ask.answering = true;
        a->ops[a->scene]->activate(a, a->ask.id);
        a->ask.answering = false;
    } else if (how == ANSWER_NO && a->ask.no_id >= 0 && a->ops[a->scene]->activate) {
        a->ops[a->scene]->activate(a, a->ask.no_id);
    }
}

static float button_px(const struct gfx *g, float h);

static void draw_ask(struct app *a)
{
    struct gfx *g = &a->g;
    float t = fmaxf(g->u, 0.8f * g->dpi);
    float bh = 42 * t, bpx = button_px(g, bh), pad = 2 * APP_BUTTON_PAD * g->u;
    /* wide enough for both answers at the buttons' size where the window allows (they name
     * games: "Keep playing Duodecim scripta"), and both at one size (play-test 43: the longer
     * answer shrank, beside the other at full size) */
    int aw, bw_, ah;
    gfx_text_size(g, FACE_BODY, bpx, a->ask.no, &aw, &ah);
    gfx_text_size(g, FACE_BODY, bpx, a->ask.yes, &bw_, &ah);
    float need = 2 * (fmaxf((float)aw, (float)bw_) + pad) + 80 * t;
    float w = fminf(fmaxf(560 * t, need), (float)g->w - 40 * t);
    float px = 19 * t, line = 25 * t;
    float th = gfx_paragraph(g, FACE_BODY, px, COL_TEXT_DARK, 0, 0, w - 60 * t, line,
                             a->ask.text, false);
    float h = th + bh + 90 * t;
    float x = ((float)g->w - w) / 2, y = ((float)g->h - h) / 2;
    gfx_fill(g, 0, 0, (float)g->w, (float)g->h, 0x000000a0u);
    gfx_round(g, x, y, w, h, 14 * t, 0x1d1813f8u);
    gfx_frame(g, x + 6 * t, y + 6 * t, w - 12 * t, h - 12 * t, 1.5f * t, 0xc9a45c90u);
    gfx_paragraph(g, FACE_BODY, px, COL_TEXT_DARK, x + 30 * t, y + 30 * t, w - 60 * t, line,
                  a->ask.text, true);
    float bw = (w - 80 * t) / 2, by = y + h - bh - 24 * t;
    /* the scene's widgets stay under the dialog: a click outside it does nothing */
    a->nwidgets = 0;
    char cut[256];
    float least = fminf(bpx, 12.0f * g->dpi);
    float fit = fminf(app_fit(a, FACE_BODY, bpx, least, bw - pad, a->ask.no, cut, sizeof cut),
                      app_fit(a, FACE_BODY, bpx, least, bw - pad, a->ask.yes, cut, sizeof cut));
    app_button_px(a, ASK_NO, x + 30 * t, by, bw, bh, a->ask.no, true, fit);
    app_button_px(a, ASK_YES, x + w - 30 * t - bw, by, bw, bh, a->ask.yes, true, fit);
}

void app_switch(struct app *a, enum scene_id s)
{
    if (a->ops[a->scene] && a->ops[a->scene]->leave)
        a->ops[a->scene]->leave(a);
    /* a refusal answers the scene left, not the next one; nor do the game's own words
     * (session 63: the keys' help, said at the first arrow key, followed Escape onto the
     * title's menu, where Enter does not pick up a man) */
    if (a->notice_kind != NOTICE_INFO || (a->notice_scene >= 0 && a->notice_scene != (int)s))
        a->notice[0] = '\0';
    if (s == SCENE_RULES || s == SCENE_SETTINGS) {
        if (a->scene != SCENE_RULES && a->scene != SCENE_SETTINGS)
            a->back = a->scene;
    }
    a->scene = s;
    a->print_widgets = getenv("LUDI_PRINT_LAYOUT") != NULL;
    a->ask.open = false;
    a->hover = a->pressed = a->focus = -1;
    a->nwidgets = 0;
    if (a->ops[s]->enter)
        a->ops[s]->enter(a);
    a->dirty = true;
}

void app_widget(struct app *a, int id, float x, float y, float w, float h, bool enabled)
{
    if (a->nwidgets == UI_MAX_WIDGETS)
        return;
    a->widgets[a->nwidgets++] = (struct widget){id, {x, y, w, h}, enabled, 0, false};
}

int app_widget_at(const struct app *a, float x, float y)
{
    for (int i = a->nwidgets - 1; i >= 0; i--) {
        const SDL_FRect *r = &a->widgets[i].r;
        if (a->widgets[i].enabled && x >= r->x && x < r->x + r->w && y >= r->y &&
            y < r->y + r->h)
            return a->widgets[i].id;
    }
    return -1;
}

float app_fit(struct app *a, enum gfx_face f, float px, float min_px, float max_w,
              const char *text, char *out, size_t len)
{
    struct gfx *g = &a->g;
    int tw, th;
    snprintf(out, len, "%s", text);
    gfx_text_size(g, f, px, text, &tw, &th);
    if ((float)tw <= max_w || tw == 0)
        return px;
    /* a few steps of size only, so that a frame needs few fonts open (each size is one) */
    float fit = px * floorf(max_w / (float)tw * 10) / 10;
    if (fit >= min_px)
        return fit;
    /* still too long at the smallest readable size: cut it, with an ellipsis */
    size_t n = strlen(out);
    while (n > 1) {
        do
            n--;
        while (n > 1 && ((unsigned char)out[n] & 0xc0) == 0x80);
        snprintf(out + n, len - n, "\xe2\x80\xa6");
        gfx_text_size(g, f, min_px, out, &tw, &th);
        if ((float)tw <= max_w)
            break;
    }
    return min_px;
}

/* A button's label size h high: nearly half its height, and never under 12 px where it has
 * room. */
static float button_px(const struct gfx *g, float h)
{
    return fmaxf(h * 0.46f, fminf(12.0f * g->dpi, h * 0.6f));
}

void app_button_px(struct app *a, int id, float x, float y, float w, float h,
                   const char *label, bool enabled, float px)
{
    struct gfx *g = &a->g;
    bool hot = enabled && (a->hover == id || a->focus == id);
    bool down = enabled && a->pressed == id && a->hover == id;
    uint32_t bg = !enabled ? 0x2a231c99u : down ? 0x5a4630f0u : hot ? 0x4a3b2af0u : 0x2f271ff0u;
    gfx_round(g, x, y + (down ? g->u : 0), w, h, 6 * g->u, bg);
    gfx_frame(g, x + 2 * g->u, y + 2 * g->u + (down ? g->u : 0), w - 4 * g->u, h - 4 * g->u,
              1.0f * g->u, hot ? 0xc9a45cc0u : 0x8a785a60u);
    char text[256];
    if (px <= 0)
        px = button_px(g, h);
    px = app_fit(a, FACE_BODY, px, fminf(px, 12.0f * g->dpi), w - 2 * APP_BUTTON_PAD * g->u,
                 label, text, sizeof text);
    int tw, th;
    gfx_text_size(g, FACE_BODY, px, text, &tw, &th);
    gfx_text(g, FACE_BODY, px, enabled ? COL_TEXT_DARK : 0xefe6d260u, x + w / 2,
             y + (h - (float)th) / 2 + (down ? g->u : 0), ALIGN_CENTER, text);
    app_widget(a, id, x, y, w, h, enabled);
    if (a->nwidgets > 0 && a->widgets[a->nwidgets - 1].id == id) {
        a->widgets[a->nwidgets - 1].text_w = (float)tw;
        a->widgets[a->nwidgets - 1].cut = strcmp(text, label) != 0;
    }
}

float app_row_px(struct app *a, float w, float h, const char *const *labels, int n)
{
    struct gfx *g = &a->g;
    float px = button_px(g, h), least = px;
    char text[256];
    for (int i = 0; i < n; i++)
        least = fminf(least, app_fit(a, FACE_BODY, px, fminf(px, 12.0f * g->dpi),
                                     w - 2 * APP_BUTTON_PAD * g->u, labels[i], text,
                                     sizeof text));
    return least;
}

void app_button(struct app *a, int id, float x, float y, float w, float h, const char *label,
                bool enabled)
{
    app_button_px(a, id, x, y, w, h, label, enabled, 0);
}

/* The notice's size on a line of its own, and whether it is too long for a line line_w wide
 * even at the smallest readable size. */
static bool notice_wraps(struct app *a, float line_w)
{
    struct gfx *g = &a->g;
    float px = 18 * fmaxf(g->u, 0.8f * g->dpi);
    int tw, th;
    gfx_text_size(g, FACE_BODY, px, a->notice, &tw, &th);
    float w = (float)tw + 40 * g->u;
    return w > line_w && px * line_w / w < 12 * g->dpi;
}

/* The notice's size on more lines in the room, and whether it fits there. */
static bool notice_fits_room(struct app *a, const SDL_FRect *room, float *px, float *h)
{
    struct gfx *g = &a->g;
    *px = fmaxf(12 * g->dpi, 16 * fmaxf(g->u, 0.8f * g->dpi));
    *h = gfx_paragraph(g, FACE_BODY, *px, 0, 0, 0, room->w - 24 * g->u, *px * 1.3f, a->notice,
                       false) +
         16 * g->u;
    return room->w > 0 && *h <= room->h;
}

bool app_notice_elsewhere(struct app *a, const SDL_FRect *line, const SDL_FRect *room)
{
    float px, h;
    return a->notice[0] && a->now <= a->notice_until && room->w > 0 &&
           notice_wraps(a, line->w) && notice_fits_room(a, room, &px, &h);
}

float app_notice_line_h(struct app *a)
{
    struct gfx *g = &a->g;
    int tw, th;
    gfx_text_size(g, FACE_BODY, 18 * fmaxf(g->u, 0.8f * g->dpi), "Ag", &tw, &th);
    return (float)th + 16 * g->u;
}

void app_draw_notice(struct app *a)
{
    if (!a->notice[0] || a->now > a->notice_until)
        return;
    struct gfx *g = &a->g;
    float px = 18 * fmaxf(g->u, 0.8f * g->dpi);
    int tw, th;
    gfx_text_size(g, FACE_BODY, px, a->notice, &tw, &th);
    float w = (float)tw + 40 * g->u, h = (float)th + 16 * g->u;
    bool wrap = false;
    /* the scene's line for it, else the window's foot (play-test 9: a lesson's long words,
     * said as its game began, ran off both sides of the title screen) */
    SDL_FRect at = a->notice_at;
    if (at.w <= 0)
        at = (SDL_FRect){16 * g->u, (float)g->h - h - 16 * g->u, (float)g->w - 32 * g->u, h};
    float cx = at.x + at.w / 2, y = at.y;   /* centred on that line, fitted to it */
    if (w > at.w) {
        /* smaller, down to the smallest readable size; longer still (German refusals at
         * 800x600), on more lines, rising from the line over the board's edge */
        /* the words shrunk to leave the box's margins inside the line, to a whole pixel size
         * below, as the text is drawn at whole sizes (play-test 50: shrunk by the box's width
         * and rounded up, the box outgrew the line and the words ran to its edges) */
        float least = 12 * g->dpi;
        float fit = floorf(floorf(px + 0.5f) * (at.w - 40 * g->u) / fmaxf(1.0f, (float)tw));
        px = fmaxf(fit, least);
        wrap = fit < least;
        float inner = at.w - 40 * g->u;
        if (wrap) {
            h = gfx_paragraph_aligned(g, FACE_BODY, px, 0, cx, 0, inner, px * 1.3f,
                                      a->notice, false, ALIGN_CENTER) + 16 * g->u;
            w = at.w;
        } else {
            gfx_text_size(g, FACE_BODY, px, a->notice, &tw, &th);
            w = (float)tw + 40 * g->u;
            h = (float)th + 16 * g->u;
        }
    }
    y = at.y + (at.h - h) / 2;
    if (wrap)
        y = at.y + at.h - h;
    /* on more lines in the scene's room for it, when it fits there (play-test 13: a lesson's
     * game's German words, risen from the line under the board, covered the trays' captions
     * until the first throw) */
    const SDL_FRect *room = &a->notice_room;
    if (wrap && room->w > 0) {
        float rpx, rh;
        if (notice_fits_room(a, room, &rpx, &rh)) {
            uint32_t col = a->notice_kind != NOTICE_INFO ? 0xf6c28aff : COL_TEXT_DARK;
            float e = fmaxf(1, 1.5f * g->u);   /* edged, so it reads as laid over the list */
            gfx_round(g, room->x, room->y, room->w, rh, 8 * g->u, 0x6a5840ffu);
            gfx_round(g, room->x + e, room->y + e, room->w - 2 * e, rh - 2 * e, 8 * g->u - e,
                      0x140f0bffu);
            a->notice_box = (SDL_FRect){room->x, room->y, room->w, rh};
            gfx_paragraph(g, FACE_BODY, rpx, col, room->x + 12 * g->u, room->y + 8 * g->u,
                          room->w - 24 * g->u, rpx * 1.3f, a->notice, true);
            return;
        }
    }
    uint32_t col = a->notice_kind != NOTICE_INFO ? 0xf6c28aff : COL_TEXT_DARK;
    gfx_round(g, cx - w / 2, y, w, h, 8 * g->u, 0x140f0be8u);
    a->notice_box = (SDL_FRect){cx - w / 2, y, w, h};
    if (wrap)
        gfx_paragraph_aligned(g, FACE_BODY, px, col, cx, y + 8 * g->u, w - 40 * g->u, px * 1.3f,
                              a->notice, true, ALIGN_CENTER);
    else
        gfx_text(g, FACE_BODY, px, col, cx, y + 8 * g->u, ALIGN_CENTER, a->notice);
}

double app_anim(const struct app *a, double seconds)
{
    static const double factor[] = {0.0, 1.6, 1.0, 0.55};   /* off, slow, normal, fast */
    return seconds * factor[a->settings.anim];
}

void app_wake(struct app *a)
{
    SDL_Event ev;
    SDL_zero(ev);
    ev.type = a->wake_event;
    SDL_PushEvent(&ev);
}

void app_fullscreen(struct app *a, bool on)
{
    if (SDL_SetWindowFullscreen(a->win, on ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0) != 0)
        SDL_Log("ludi: %s:%d: %s", __FILE__, __LINE__, SDL_GetError());
    a->settings.fullscreen = a->saved.fullscreen = on;
    a->dirty = true;
}

/* Arrow keys move the focus to the nearest widget in that direction; Enter chooses it. */
void app_focus_cycle(struct app *a, const int *ids, int n, int step)
{
    int at = -1;
    for (int i = 0; i < n; i++)
        if (ids[i] == a->focus)
            at = i;
    if (at < 0)
        at = step > 0 ? -1 : 0;
    for (int k = 1; k <= n; k++) {
        int id = ids[((at + step * k) % n + n) % n];
        for (int w = 0; w < a->nwidgets; w++)
            if (a->widgets[w].id == id && a->widgets[w].enabled) {
                a->focus = id;
                a->dirty = true;
                return;
            }
    }
}

void app_focus_keys(struct app *a, const struct ui_event *e)
{
    float dx = 0, dy = 0;
    switch (e->key) {
    case SDLK_LEFT: dx = -1; break;
    case SDLK_RIGHT: dx = 1; break;
    case SDLK_UP: dy = -1; break;
    case SDLK_DOWN: dy = 1; break;
    case SDLK_TAB: {
        /* Tab goes through the widgets in their order, round again at the end (Shift+Tab
         * back): as a direction it found nothing beside a column, as in the saved games'
         * list (play-test 21) */
        int ids[UI_MAX_WIDGETS], n = 0;
        for (int i = 0; i < a->nwidgets; i++)
            ids[n++] = a->widgets[i].id;
        app_focus_cycle(a, ids, n, (e->mod & KMOD_SHIFT) ? -1 : 1);
        return;
    }
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
        if (a->focus >= 0 && a->ops[a->scene]->activate)
            a->ops[a->scene]->activate(a, a->focus);
        return;
    default:
        return;
    }
    const struct widget *cur = NULL;
    for (int i = 0; i < a->nwidgets; i++)
        if (a->widgets[i].id == a->focus)
            cur = &a->widgets[i];
    int best = -1;
    float bestd = 1e30f;
    for (int i = 0; i < a->nwidgets; i++) {
        const struct widget *w = &a->widgets[i];
        if (!w->enabled || w == cur)
            continue;
        if (!cur) {   /* nothing focused yet: the first widget */
            best = i;
            break;
        }
        float vx = (w->r.x + w->r.w / 2) - (cur->r.x + cur->r.w / 2);
        float vy = (w->r.y + w->r.h / 2) - (cur->r.y + cur->r.h / 2);
        float along = vx * dx + vy * dy;
        if (along <= 1)
            continue;
        float d = along + fabsf(vx * dy - vy * dx) * 3;
        if (d < bestd) {
            bestd = d;
            best = i;
        }
    }
    if (best >= 0)
        a->focus = a->widgets[best].id;
    a->dirty = true;
}

/* --- settings on disk --- */

static void pref_file(const struct app *a, const char *name, char *out, size_t len)
{
    snprintf(out, len, "%s%s", a->pref_dir, name);
}

void app_save_settings(struct app *a)
{
    if (a->launch.no_settings || !a->pref_dir[0])
        return;
    char path[1200], err[256];
    size_t need = ludi_settings_format(&a->saved, NULL, 0);
    char *text = malloc(need + 1);
    if (text && !a->keep_settings_file) {
        ludi_settings_format(&a->saved, text, need + 1);
        pref_file(a, "settings.txt", path, sizeof path);
        if (!ludi_file_write_atomic(path, text, need, err, sizeof err))
            app_notice(a, "%s", err);
    }
    free(text);
    need = ludi_stats_format(&a->stats, NULL, 0);
    text = malloc(need + 1);
    if (text && !a->keep_stats_file) {
        ludi_stats_format(&a->stats, text, need + 1);
        pref_file(a, "stats.txt", path, sizeof path);
        if (!ludi_file_write_atomic(path, text, need, err, sizeof err))
            app_notice(a, "%s", err);
    }
    free(text);
}

bool app_file_notice(struct app *a, const struct ludi_file_report *rep)
{
    char msg[600];
    if (rep->status == LUDI_FILE_ASIDE)
        trf(a, msg, sizeof msg, STR_FILE_ASIDE, rep->name, rep->aside);
    else if (rep->status == LUDI_FILE_LEFT)
        trf(a, msg, sizeof msg, STR_FILE_LEFT, rep->name);
    else
        return false;
    SDL_Log("ludi: %s: %s", rep->name, rep->why);
    app_notice(a, "%s", msg);
    return rep->status == LUDI_FILE_LEFT;
}

/* The settings and statistics from their files; rep[2] says how each file was found. */
static void load_settings(struct app *a, struct ludi_file_report rep[2])
{
    rep[0].status = rep[1].status = LUDI_FILE_NONE;
    ludi_settings_default(&a->saved);
    a->stats.n = 0;
    if (a->launch.no_settings)
        return;
    /* decided: XDG_DATA_HOME set but empty or not absolute is ignored, as the XDG base
     * directory specification says (SDL takes it as it is: an empty one put the player's
     * files in /ludigames at the root, play-test 25); SDL then uses ~/.local/share */
    const char *xdg = getenv("XDG_DATA_HOME");
    if (xdg && xdg[0] != '/')
        unsetenv("XDG_DATA_HOME");
    char *base = SDL_GetPrefPath("ludigames", "ludi");
    if (!base) {
        app_notice(a, "%s", "no folder for settings: they will not be kept");
        return;
    }
    snprintf(a->pref_dir, sizeof a->pref_dir, "%s", base);
    SDL_free(base);
    /* what killed writes left behind (each file's own also go at its next write) */
    char path[1200];
    ludi_dir_clean_temps(a->pref_dir);
    pref_file(a, "saves", path, sizeof path);
    ludi_dir_clean_temps(path);
    pref_file(a, "settings.txt", path, sizeof path);
    ludi_settings_load(path, &a->saved, &rep[0]);
    pref_file(a, "stats.txt", path, sizeof path);
    ludi_stats_load(path, &a->stats, &rep[1]);
}

/* --- screenshots --- */

bool app_screenshot(struct app *a, const char *path)
{
    int w = a->g.w, h = a->g.h;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGBA32);
    if (!s)
        return false;
    if (SDL_RenderReadPixels(a->ren, NULL, SDL_PIXELFORMAT_RGBA32, s->pixels, s->pitch) != 0) {
        SDL_Log("ludi: %s:%d: %s", __FILE__, __LINE__, SDL_GetError());
        SDL_FreeSurface(s);
        return false;
    }
    int r = IMG_SavePNG(s, path);
    SDL_FreeSurface(s);
    if (r != 0)
        SDL_Log("ludi: cannot write %s: %s", path, IMG_GetError());
    return r == 0;
}

SDL_Surface *app_render(struct app *a)
{
    a->nwidgets = 0;
    a->notice_at.w = a->notice_room.w = 0;
    SDL_SetRenderDrawColor(a->ren, 20, 16, 12, 255);
    SDL_RenderClear(a->ren);
    a->ops[a->scene]->draw(a);
    app_draw_notice(a);
    if (a->ask.open)
        draw_ask(a);
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, a->g.w, a->g.h, 32, SDL_PIXELFORMAT_RGBA32);
    if (s && SDL_RenderReadPixels(a->ren, NULL, SDL_PIXELFORMAT_RGBA32, s->pixels, s->pitch)) {
        SDL_Log("ludi: %s:%d: %s", __FILE__, __LINE__, SDL_GetError());
        SDL_FreeSurface(s);
        s = NULL;
    }
    SDL_RenderPresent(a->ren);
    return s;
}

/* --- events --- */

/* While a question is open it takes every key and click. */
static void dispatch_ask(struct app *a, const struct ui_event *e)
{
    if (e->kind == UI_KEY) {
        if (e->key == SDLK_ESCAPE)
            answer(a, ANSWER_CLOSE);
        else if (e->key == SDLK_RETURN || e->key == SDLK_KP_ENTER || e->key == SDLK_SPACE)
            answer(a, a->focus == ASK_YES ? ANSWER_YES : ANSWER_NO);
        else if (e->key == SDLK_LEFT || e->key == SDLK_RIGHT || e->key == SDLK_TAB)
            a->focus = a->focus == ASK_YES ? ASK_NO : ASK_YES;
    } else if (e->kind == UI_MOVE) {
        a->hover = app_widget_at(a, e->x, e->y);
    } else if (e->kind == UI_PRESS && e->button == 1) {
        a->pressed = app_widget_at(a, e->x, e->y);
    } else if (e->kind == UI_RELEASE && e->button == 1) {
        int id = app_widget_at(a, e->x, e->y);
        if (id == a->pressed && (id == ASK_YES || id == ASK_NO))
            answer(a, id == ASK_YES ? ANSWER_YES : ANSWER_NO);
        a->pressed = -1;
    }
    a->dirty = true;
}

static void dispatch(struct app *a, const struct ui_event *e)
{
    const struct scene_ops *ops = a->ops[a->scene];
    if (a->ask.open && e->kind != UI_WAKE) {
        dispatch_ask(a, e);
        return;
    }
    /* a key or a button may change what is shown: draw at least one frame after it */
    if (e->kind == UI_KEY || e->kind == UI_PRESS || e->kind == UI_RELEASE || e->kind == UI_WAKE)
        a->dirty = true;
    if (e->kind == UI_MOVE) {
        a->mouse_x = e->x;
        a->mouse_y = e->y;
        int h = app_widget_at(a, e->x, e->y);
        if (h != a->hover) {
            a->hover = h;
            a->dirty = true;
        }
    } else if (e->kind == UI_PRESS && e->button == 1) {
        a->mouse_x = e->x;
        a->mouse_y = e->y;
        a->hover = app_widget_at(a, e->x, e->y);
        a->pressed = a->hover;
        a->dirty = true;
        if (a->pressed >= 0)
            return;   /* a press on a widget belongs to it */
    } else if (e->kind == UI_RELEASE && e->button == 1 && a->pressed >= 0) {
        int id = a->pressed;
        a->pressed = -1;
        a->dirty = true;
        if (app_widget_at(a, e->x, e->y) == id && ops->activate)
            ops->activate(a, id);
        return;
    }
    if (ops->event)
        ops->event(a, e);
}

/* The one place where SDL's events become the game's. */
static double clock_now(void)
{
    return (double)SDL_GetPerformanceCounter() / (double)SDL_GetPerformanceFrequency();
}

static void translate(struct app *a, const SDL_Event *ev)
{
    struct ui_event e;
    memset(&e, 0, sizeof e);
    /* what an event starts (a throw's tumble, a glide) starts now, not at the last frame,
     * which may lie long ago when the window was idle */
    a->now = clock_now();
    float d = a->g.dpi;
    switch (ev->type) {
    case SDL_QUIT:
        a->quit = true;
        return;
    case SDL_WINDOWEVENT:
        if (ev->window.event == SDL_WINDOWEVENT_SIZE_CHANGED ||
            ev->window.event == SDL_WINDOWEVENT_EXPOSED ||
            ev->window.event == SDL_WINDOWEVENT_RESTORED) {
            if (gfx_resize(&a->g))
                a->print_widgets = getenv("LUDI_PRINT_LAYOUT") != NULL;
            a->dirty = true;
        }
        return;
    case SDL_MOUSEMOTION:
        e.kind = UI_MOVE;
        e.x = (float)ev->motion.x * d;
        e.y = (float)ev->motion.y * d;
        break;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        e.kind = ev->type == SDL_MOUSEBUTTONDOWN ? UI_PRESS : UI_RELEASE;
        e.x = (float)ev->button.x * d;
        e.y = (float)ev->button.y * d;
        e.button = ev->button.button;
        break;
    case SDL_MOUSEWHEEL:
        e.kind = UI_WHEEL;
        e.wheel = (float)ev->wheel.y;
        e.x = a->mouse_x;
        e.y = a->mouse_y;
        break;
    case SDL_KEYDOWN:
        e.kind = UI_KEY;
        e.key = ev->key.keysym.sym;
        e.mod = ev->key.keysym.mod;
        if (e.key == SDLK_q && (e.mod & KMOD_CTRL)) {
            a->quit = true;
            return;
        }
        if (e.key == SDLK_F11 || (e.key == SDLK_RETURN && (e.mod & KMOD_ALT))) {
            app_fullscreen(a, !(SDL_GetWindowFlags(a->win) & SDL_WINDOW_FULLSCREEN_DESKTOP));
            app_save_settings(a);
            return;
        }
        break;
    default:
        if (ev->type == a->wake_event) {
            e.kind = UI_WAKE;
            break;
        }
        return;
    }
    dispatch(a, &e);
}

void app_frame(struct app *a, bool may_block)
{
    SDL_Event ev;
    const struct scene_ops *ops = a->ops[a->scene];
    bool busy = ops->busy && ops->busy(a);
    bool notice_shown = a->notice[0] && a->now <= a->notice_until;
    if (a->launch.screenshot && !a->screenshot_taken) {
        may_block = false;     /* draw until the first settled frame is taken */
        a->dirty = true;
    }
    if (may_block && !busy && !a->dirty) {
        /* idle: sleep until something happens (the notice clears itself on a timer) */
        int got = notice_shown ? SDL_WaitEventTimeout(&ev, (int)((a->notice_until - a->now) * 1000) + 20)
                               : SDL_WaitEvent(&ev);
        if (got)
            translate(a, &ev);
        else
            a->dirty = true;
    }
    while (!a->quit && SDL_PollEvent(&ev))
        translate(a, &ev);
    a->now = clock_now();
    if (notice_shown && a->now > a->notice_until) {
        a->notice[0] = '\0';
        a->dirty = true;
    }
    ops = a->ops[a->scene];
    if (ops->update)
        ops->update(a, a->now);
    busy = ops->busy && ops->busy(a);
    /* one more frame after motion stops, so the settled state is what stays on screen */
    bool settle = a->was_busy && !busy;
    a->was_busy = busy;
    if (a->launch.screenshot && !a->screenshot_taken && busy && a->frames >= 2) {
        /* the picture is of the first settled frame: while a move or a review is under way,
         * wait for it instead of drawing frames nobody sees (they slowed a review fourfold) */
        SDL_Delay(10);
        return;
    }
    if ((!a->dirty && !busy && !settle) || a->no_draw)
        return;
    a->nwidgets = 0;
    a->notice_at.w = a->notice_room.w = 0;
    SDL_SetRenderDrawColor(a->ren, 20, 16, 12, 255);
    SDL_RenderClear(a->ren);
    if (a->first_frame_at == 0) {
        /* a notice given while the game started (a file of the player's set aside) is read
         * from the first frame on: the start may take longer than the notice lasts */
        a->first_frame_at = a->now;
        if (a->notice[0])
            a->notice_until = a->now + NOTICE_AT_START_S;
    }
    ops->draw(a);
    app_draw_notice(a);
    if (a->ask.open)
        draw_ask(a);
    if (a->print_widgets) {   /* for tests that drive the real window: where the widgets are */
        a->print_widgets = false;
        for (int i = 0; i < a->nwidgets; i++) {
            const SDL_FRect *r = &a->widgets[i].r;
            printf("widget %d %.0f %.0f\n", a->widgets[i].id, (r->x + r->w / 2) / a->g.dpi,
                   (r->y + r->h / 2) / a->g.dpi);
        }
        printf("scene done\n");
        fflush(stdout);
    }
    a->dirty = false;
    a->frames++;
    if (a->launch.screenshot && !a->screenshot_taken && !busy && a->frames >= 2) {
        /* the first settled frame: nothing moves, and at least one full frame was drawn */
        if (!app_screenshot(a, a->launch.screenshot))
            fprintf(stderr, "ludi: cannot write %s\n", a->launch.screenshot);
        a->screenshot_taken = true;
        a->quit = true;
    }
    SDL_RenderPresent(a->ren);
}

void app_default_window(int uw, int uh, int *w, int *h)
{
    /* decided: the frame a window manager adds (a title bar, borders) is left room for; a
     * 1366x768 laptop's panel-less height is 768, and 800 would run off it (play-test 59: the
     * buttons under the board were off the screen) */
    const int frame_w = 16, frame_h = 64;
    int fw = 1280, fh = 800;
    if (uw > 0 && uh > 0) {
        int rw = uw - frame_w, rh = uh - frame_h;   /* the room; the narrower side rules */
        if (rw < fw && (long)rw * 800 <= (long)rh * 1280) {
            fw = rw;
            fh = rw * 800 / 1280;
        } else if (rh < fh) {
            fh = rh;
            fw = rh * 1280 / 800;
        }
    }
    *w = fw > APP_MIN_W ? fw : APP_MIN_W;
    *h = fh > APP_MIN_H ? fh : APP_MIN_H;
}

bool app_init(struct app *a, const struct launch *l, char *err, size_t errlen)
{
    memset(a, 0, sizeof *a);
    a->launch = *l;
    a->hover = a->pressed = a->focus = -1;
    a->notice_scene = -1;
    a->ops[SCENE_TITLE] = &scene_title_ops;
    a->ops[SCENE_SETTINGS] = &scene_settings_ops;
    a->ops[SCENE_GAME] = &scene_game_ops;
    a->ops[SCENE_RULES] = &scene_rules_ops;
    a->ops[SCENE_LEARN] = &scene_learn_ops;
    a->ops[SCENE_LESSON] = &scene_lesson_ops;
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER) != 0) {
        snprintf(err, errlen, "cannot start SDL: %s", SDL_GetError());
        return false;
    }
    if (TTF_Init() != 0) {
        snprintf(err, errlen, "cannot start SDL_ttf: %s", TTF_GetError());
        return false;
    }
    if ((IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG) == 0) {
        snprintf(err, errlen, "cannot start SDL_image: %s", IMG_GetError());
        return false;
    }
    a->wake_event = SDL_RegisterEvents(1);
    sound_init();
    struct ludi_file_report rep[2];
    load_settings(a, rep);
    a->settings = a->saved;
    cli_apply(l, &a->settings);   /* for this time only */
    sound_set(a->settings.volume, a->settings.sound);
    a->lang = i18n_choose(a->settings.lang);
    /* told in the language the settings chose */
    a->keep_settings_file = app_file_notice(a, &rep[0]);
    a->keep_stats_file = app_file_notice(a, &rep[1]);
    game_check_autosave(a);
    int w = l->win_w, h = l->win_h;
    if (!w) {
        /* none asked for: 1280x800, or less on a smaller screen */
        SDL_Rect u = {0, 0, 0, 0};
        if (l->screenshot || SDL_GetDisplayUsableBounds(0, &u) != 0)
            u.w = u.h = 0;
        app_default_window(u.w, u.h, &w, &h);
    } else if (!l->screenshot) {
        /* asked for a window larger than the screen has room for: as much as it has, said
         * (play-test 62: 600x900 on an 800-high screen opened above its top, the header and
         * the buttons out of sight); the drivers without a screen keep the size asked */
        const char *drv = SDL_GetCurrentVideoDriver();
        SDL_Rect u = {0, 0, 0, 0};
        if (drv && strcmp(drv, "dummy") != 0 && strcmp(drv, "offscreen") != 0 &&
            SDL_GetDisplayUsableBounds(0, &u) == 0 && u.w > 0 && u.h > 0 &&
            (w > u.w || h > u.h)) {
            int fw = w < u.w ? w : u.w, fh = h < u.h ? h : u.h;
            fw = fw > APP_MIN_W ? fw : APP_MIN_W;
            fh = fh > APP_MIN_H ? fh : APP_MIN_H;
            fprintf(stderr, "ludi: a %dx%d window does not fit the screen (%dx%d free); "
                            "opening at %dx%d\n", w, h, u.w, u.h, fw, fh);
            w = fw;
            h = fh;
        }
    }
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    if (a->settings.fullscreen && !l->screenshot)
        flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
    if (l->screenshot)
        flags |= SDL_WINDOW_HIDDEN;
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");
    a->win = SDL_CreateWindow("Ludi", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w, h, flags);
    if (!a->win) {
        snprintf(err, errlen, "cannot open a window: %s", SDL_GetError());
        return false;
    }
    SDL_SetWindowMinimumSize(a->win, APP_MIN_W, APP_MIN_H);
    a->ren = SDL_CreateRenderer(a->win, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
    if (!a->ren)
        a->ren = SDL_CreateRenderer(a->win, -1, SDL_RENDERER_SOFTWARE);
    if (!a->ren) {
        snprintf(err, errlen, "cannot draw in the window: %s", SDL_GetError());
        return false;
    }
    SDL_SetRenderDrawBlendMode(a->ren, SDL_BLENDMODE_BLEND);
    if (!gfx_init(&a->g, a->win, a->ren, err, errlen))
        return false;
    SDL_Surface *icon = NULL;
    {
        char path[1200];
        snprintf(path, sizeof path, "%s/icon-128.png", gfx_assets(&a->g));
        icon = IMG_Load(path);
    }
    if (icon) {
        SDL_SetWindowIcon(a->win, icon);
        SDL_FreeSurface(icon);
    }
    a->now = clock_now();
    /* the first scene */
    enum scene_id first = SCENE_TITLE;
    if (l->scene) {
        a->settings_new = !strcmp(l->scene, "new");
        if (!strcmp(l->scene, "settings") || a->settings_new)
            first = SCENE_SETTINGS;
        else if (!strcmp(l->scene, "rules"))
            first = SCENE_RULES;
        else if (!strcmp(l->scene, "game"))
            first = SCENE_GAME;
        else if (!strcmp(l->scene, "learn"))
            first = SCENE_LEARN;
    }
    if (l->load || (l->have_game && !l->scene))
        first = SCENE_GAME;   /* `ludi --game pente` means: play it now */
    a->scene = SCENE_TITLE;
    a->back = SCENE_TITLE;
    if (first == SCENE_GAME) {
        if (!l->screenshot)
            game_keep_unfinished(a);
        if (!game_start(a, l->load, err, errlen))
            return false;
    }
    if (l->have_tutorial) {   /* a lesson at once: where the player left off, or as asked */
        int step = l->tutorial_step ? l->tutorial_step - 1 : l->screenshot ? 0 : -1;
        if (!learn_begin(a, l->tutorial, step, err, errlen))
            return false;
        first = SCENE_LESSON;
    }
    app_switch(a, first);
    return true;
}

void app_free(struct app *a)
{
    /* the scene first: a lesson gives the player's game back before it is freed */
    if (a->ops[a->scene] && a->ops[a->scene]->leave)
        a->ops[a->scene]->leave(a);
    if (a->game)
        game_free(a);
    learn_free(a);
    ludi_stats_free(&a->stats);
    view_free_materials();
    view_free_sources();
    gfx_free(&a->g);
    sound_quit();
    if (a->ren)
        SDL_DestroyRenderer(a->ren);
    if (a->win)
        SDL_DestroyWindow(a->win);
    IMG_Quit();
    TTF_Quit();
    SDL_Quit();
}
