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
#include "ludi/fileio.h"
#include "sound.h"

void app_notice(struct app *a, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(a->notice, sizeof a->notice, fmt, ap);
    va_end(ap);
    a->notice_until = a->now + 5.0;
    a->dirty = true;
    SDL_Log("ludi: %s", a->notice);
}

void app_switch(struct app *a, enum scene_id s)
{
    if (a->ops[a->scene] && a->ops[a->scene]->leave)
        a->ops[a->scene]->leave(a);
    if (s == SCENE_RULES || s == SCENE_SETTINGS) {
        if (a->scene != SCENE_RULES && a->scene != SCENE_SETTINGS)
            a->back = a->scene;
    }
    a->scene = s;
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
    a->widgets[a->nwidgets++] = (struct widget){id, {x, y, w, h}, enabled};
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

void app_button(struct app *a, int id, float x, float y, float w, float h, const char *label,
                bool enabled)
{
    struct gfx *g = &a->g;
    bool hot = enabled && (a->hover == id || a->focus == id);
    bool down = enabled && a->pressed == id && a->hover == id;
    uint32_t bg = !enabled ? 0x2a231c99u : down ? 0x5a4630f0u : hot ? 0x4a3b2af0u : 0x2f271ff0u;
    gfx_round(g, x, y + (down ? g->u : 0), w, h, 6 * g->u, bg);
    gfx_frame(g, x + 2 * g->u, y + 2 * g->u + (down ? g->u : 0), w - 4 * g->u, h - 4 * g->u,
              1.0f * g->u, hot ? 0xc9a45cc0u : 0x8a785a60u);
    float px = h * 0.46f;
    int tw, th;
    gfx_text_size(g, FACE_BODY, px, label, &tw, &th);
    gfx_text(g, FACE_BODY, px, enabled ? COL_TEXT_DARK : 0xefe6d260u, x + w / 2,
             y + (h - (float)th) / 2 + (down ? g->u : 0), ALIGN_CENTER, label);
    app_widget(a, id, x, y, w, h, enabled);
}

void app_draw_notice(struct app *a)
{
    if (!a->notice[0] || a->now > a->notice_until)
        return;
    struct gfx *g = &a->g;
    float px = 18 * g->u;
    int tw, th;
    gfx_text_size(g, FACE_BODY, px, a->notice, &tw, &th);
    float w = (float)tw + 40 * g->u, h = (float)th + 16 * g->u;
    float x = ((float)g->w - w) / 2, y = (float)g->h - h - 16 * g->u;
    gfx_round(g, x, y, w, h, 8 * g->u, 0x140f0be8u);
    gfx_text(g, FACE_BODY, px, COL_TEXT_DARK, (float)g->w / 2, y + 8 * g->u, ALIGN_CENTER,
             a->notice);
}

double app_anim(const struct app *a, double seconds)
{
    static const double factor[] = {0.0, 0.55, 1.0, 1.6};
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
    a->settings.fullscreen = on;
    a->dirty = true;
}

/* Arrow keys move the focus to the nearest widget in that direction; Enter chooses it. */
void app_focus_keys(struct app *a, const struct ui_event *e)
{
    float dx = 0, dy = 0;
    switch (e->key) {
    case SDLK_LEFT: dx = -1; break;
    case SDLK_RIGHT: dx = 1; break;
    case SDLK_UP: dy = -1; break;
    case SDLK_DOWN: dy = 1; break;
    case SDLK_TAB: dx = (e->mod & KMOD_SHIFT) ? -1 : 1; break;
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
    size_t need = ludi_settings_format(&a->settings, NULL, 0);
    char *text = malloc(need + 1);
    if (text && !a->keep_settings_file) {
        ludi_settings_format(&a->settings, text, need + 1);
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
    ludi_settings_default(&a->settings);
    a->stats.n = 0;
    if (a->launch.no_settings)
        return;
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
    ludi_settings_load(path, &a->settings, &rep[0]);
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
    SDL_SetRenderDrawColor(a->ren, 20, 16, 12, 255);
    SDL_RenderClear(a->ren);
    a->ops[a->scene]->draw(a);
    app_draw_notice(a);
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

static void dispatch(struct app *a, const struct ui_event *e)
{
    const struct scene_ops *ops = a->ops[a->scene];
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
static void translate(struct app *a, const SDL_Event *ev)
{
    struct ui_event e;
    memset(&e, 0, sizeof e);
    float d = a->g.dpi;
    switch (ev->type) {
    case SDL_QUIT:
        a->quit = true;
        return;
    case SDL_WINDOWEVENT:
        if (ev->window.event == SDL_WINDOWEVENT_SIZE_CHANGED ||
            ev->window.event == SDL_WINDOWEVENT_EXPOSED ||
            ev->window.event == SDL_WINDOWEVENT_RESTORED) {
            gfx_resize(&a->g);
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
    a->now = (double)SDL_GetPerformanceCounter() / (double)SDL_GetPerformanceFrequency();
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
    if ((!a->dirty && !busy && !settle) || a->no_draw)
        return;
    a->nwidgets = 0;
    SDL_SetRenderDrawColor(a->ren, 20, 16, 12, 255);
    SDL_RenderClear(a->ren);
    ops->draw(a);
    app_draw_notice(a);
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

bool app_init(struct app *a, const struct launch *l, char *err, size_t errlen)
{
    memset(a, 0, sizeof *a);
    a->launch = *l;
    a->hover = a->pressed = a->focus = -1;
    a->ops[SCENE_TITLE] = &scene_title_ops;
    a->ops[SCENE_SETTINGS] = &scene_settings_ops;
    a->ops[SCENE_GAME] = &scene_game_ops;
    a->ops[SCENE_RULES] = &scene_rules_ops;
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
    cli_apply(l, &a->settings);
    sound_set(a->settings.volume, a->settings.sound);
    a->lang = i18n_choose(a->settings.lang);
    /* told in the language the settings chose */
    a->keep_settings_file = app_file_notice(a, &rep[0]);
    a->keep_stats_file = app_file_notice(a, &rep[1]);
    game_check_autosave(a);
    int w = l->win_w ? l->win_w : 1280, h = l->win_h ? l->win_h : 800;
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
    SDL_SetWindowMinimumSize(a->win, 640, 440);
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
    a->now = (double)SDL_GetPerformanceCounter() / (double)SDL_GetPerformanceFrequency();
    /* the first scene */
    enum scene_id first = SCENE_TITLE;
    if (l->scene) {
        if (!strcmp(l->scene, "settings"))
            first = SCENE_SETTINGS;
        else if (!strcmp(l->scene, "rules"))
            first = SCENE_RULES;
        else if (!strcmp(l->scene, "game"))
            first = SCENE_GAME;
    }
    if (l->load || (l->have_game && !l->scene))
        first = SCENE_GAME;   /* `ludi --game pente` means: play it now */
    a->scene = SCENE_TITLE;
    a->back = SCENE_TITLE;
    if (first == SCENE_GAME) {
        if (!game_start(a, l->load, err, errlen))
            return false;
    }
    app_switch(a, first);
    return true;
}

void app_free(struct app *a)
{
    if (a->game)
        game_free(a);
    ludi_stats_free(&a->stats);
    if (a->ops[a->scene] && a->ops[a->scene]->leave)
        a->ops[a->scene]->leave(a);
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
