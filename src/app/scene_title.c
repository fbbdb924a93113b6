/* scene_title.c: LVDI over dark stone, the three games as cards with their boards, the menu,
 * the saved games and the player's statistics. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "game.h"
#include "ludi/fileio.h"
#include "sound.h"

enum { W_CARD = 10, W_CONTINUE = 20, W_NEW, W_LOAD, W_SETTINGS, W_RULES, W_QUIT, W_CLOSE,
       W_SAVEFILE = 100 };

#define MAX_SAVES 12

static struct {
    struct view view[LUDI_GAME_COUNT];
    bool have_view;
    bool has_continue;
    bool load_open;
    int nsaves;
    char saves[MAX_SAVES][256];
} T;

static int cmp_desc(const void *x, const void *y)
{
    return strcmp((const char *)y, (const char *)x);
}

static void scan_saves(struct app *a)
{
    T.nsaves = 0;
    if (!a->pref_dir[0])
        return;
    char dir[1200];
    snprintf(dir, sizeof dir, "%ssaves", a->pref_dir);
    DIR *d = opendir(dir);
    if (!d)
        return;
    static char names[256][256];
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL && n < 256) {
        size_t len = strlen(e->d_name);
        if (len > 5 && len < 250 && strcmp(e->d_name + len - 5, ".ludi") == 0)
            snprintf(names[n++], sizeof names[0], "%.250s", e->d_name);
    }
    closedir(d);
    qsort(names, (size_t)n, sizeof names[0], cmp_desc);   /* newest first: names start with dates */
    for (int i = 0; i < n && i < MAX_SAVES; i++)
        snprintf(T.saves[T.nsaves++], sizeof T.saves[0], "%.250s", names[i]);
}

static void enter(struct app *a)
{
    T.has_continue = game_has_autosave(a) || (a->game != NULL &&
                                              ludi_session_state(&a->game->ss)->phase !=
                                                  LUDI_PHASE_OVER);
    T.load_open = false;
    for (int g = 0; g < LUDI_GAME_COUNT; g++)
        view_init(&T.view[g], &a->settings.opt[g], a->settings.material[g], a->settings.duo_style);
    T.have_view = true;
    a->focus = -1;
}

static void leave(struct app *a)
{
    (void)a;
    for (int g = 0; g < LUDI_GAME_COUNT; g++)
        view_free(&T.view[g]);
    T.have_view = false;
}

static void start_game(struct app *a, const char *path)
{
    char err[300];
    if (!game_start(a, path, err, sizeof err)) {
        { char msg_[600]; trf(a, msg_, sizeof msg_, STR_LOAD_FAILED, err); app_notice(a, "%s", msg_); }
        return;
    }
    if (path)
        { char msg_[600]; trf(a, msg_, sizeof msg_, STR_LOADED, path); app_notice(a, "%s", msg_); }
    app_switch(a, SCENE_GAME);
}

static void activate(struct app *a, int id)
{
    sound_play(SOUND_CLICK);
    if (id >= W_CARD && id < W_CARD + LUDI_GAME_COUNT) {
        a->settings.game = (enum ludi_game)(id - W_CARD);
        app_save_settings(a);
        start_game(a, NULL);
        return;
    }
    if (id >= W_SAVEFILE && id < W_SAVEFILE + T.nsaves) {
        char path[1600];
        snprintf(path, sizeof path, "%ssaves/%s", a->pref_dir, T.saves[id - W_SAVEFILE]);
        T.load_open = false;
        start_game(a, path);
        return;
    }
    switch (id) {
    case W_CONTINUE:
        if (a->game && ludi_session_state(&a->game->ss)->phase != LUDI_PHASE_OVER) {
            app_switch(a, SCENE_GAME);
        } else {
            char path[1200];
            game_autosave_path(a, path, sizeof path);
            start_game(a, path);
        }
        break;
    case W_NEW:
        app_switch(a, SCENE_SETTINGS);
        break;
    case W_LOAD:
        scan_saves(a);
        T.load_open = true;
        a->dirty = true;
        break;
    case W_CLOSE:
        T.load_open = false;
        a->dirty = true;
        break;
    case W_SETTINGS:
        app_switch(a, SCENE_SETTINGS);
        break;
    case W_RULES:
        app_switch(a, SCENE_RULES);
        break;
    case W_QUIT:
        a->quit = true;
        break;
    default:
        break;
    }
}

static void event(struct app *a, const struct ui_event *e)
{
    if (e->kind != UI_KEY)
        return;
    if (e->key == SDLK_ESCAPE) {
        if (T.load_open) {
            T.load_open = false;
            a->dirty = true;
        } else if (a->game) {
            app_switch(a, SCENE_GAME);
        }
    } else if (e->key == SDLK_F1) {
        app_switch(a, SCENE_RULES);
    } else {
        app_focus_keys(a, e);
    }
}

static void draw_card(struct app *a, int game, float x, float y, float w, float h)
{
    struct gfx *gx = &a->g;
    int id = W_CARD + game;
    bool hot = a->hover == id || a->focus == id;
    gfx_round(gx, x + 5 * gx->u, y + 8 * gx->u, w, h, 12 * gx->u, 0x00000080u);
    gfx_round(gx, x, y, w, h, 12 * gx->u, hot ? 0x3a2e22f4u : 0x262019f0u);
    gfx_frame(gx, x + 5 * gx->u, y + 5 * gx->u, w - 10 * gx->u, h - 10 * gx->u, 1.2f * gx->u,
              hot ? 0xd8b56ad0u : 0x8a785a70u);
    /* the board itself, as the game will draw it, with the counters set up */
    struct view *v = &T.view[game];
    float pad = 16 * gx->u;
    view_layout(v, x + pad, y + pad, w - 2 * pad, h * 0.60f);
    view_draw_setup(v, gx);
    static const enum str_id names[3] = {STR_LAT_NAME, STR_PENTE_NAME, STR_DUO_NAME};
    static const enum str_id subs[3] = {STR_LAT_SUB, STR_PENTE_SUB, STR_DUO_SUB};
    float ty = y + h * 0.60f + 2 * pad;
    if (game == LUDI_PENTE) {
        gfx_text(gx, FACE_GREEK, 15 * gx->u, 0xb8a98aff, x + w / 2, ty - 20 * gx->u, ALIGN_CENTER,
                 "\xce\xa0\xce\x95\xce\x9d\xce\xa4\xce\x95 \xce\x93\xce\xa1\xce\x91\xce\x9c\xce\x9c"
                 "\xce\x91\xce\x99");
    }
    gfx_text(gx, FACE_TITLE, 28 * gx->u, 0xf0dfb0ffu, x + w / 2, ty, ALIGN_CENTER,
             tr(a, names[game]));
    gfx_paragraph(gx, FACE_ITALIC, 17 * gx->u, 0xcdbf9fffu, x + pad * 1.2f, ty + 40 * gx->u,
                  w - pad * 2.4f, 21 * gx->u, tr(a, subs[game]), true);
    app_widget(a, id, x, y, w, h, true);
}

static void draw_stats(struct app *a, float x, float y, float w)
{
    struct gfx *gx = &a->g;
    gfx_text(gx, FACE_TITLE, 17 * gx->u, 0xe8d9b5c0u, x, y, ALIGN_LEFT, tr(a, STR_STATS_TITLE));
    y += 26 * gx->u;
    if (a->stats.n == 0) {
        gfx_text(gx, FACE_ITALIC, 15 * gx->u, 0xcdbf9fa0u, x, y, ALIGN_LEFT,
                 tr(a, STR_STATS_NONE));
        return;
    }
    for (int i = 0; i < a->stats.n && i < 4; i++) {
        char row[200];
        trf(a, row, sizeof row, STR_STATS_ROW, a->stats.row[i].key,
                 a->stats.row[i].played, a->stats.row[i].won);
        gfx_paragraph(gx, FACE_BODY, 14 * gx->u, 0xcdbf9fd0u, x, y, w, 18 * gx->u, row, true);
        y += 20 * gx->u;
    }
}

static void draw_load(struct app *a)
{
    struct gfx *gx = &a->g;
    float w = 620 * gx->u, rowh = 34 * gx->u;
    float h = 120 * gx->u + (float)(T.nsaves ? T.nsaves : 1) * rowh;
    float x = ((float)gx->w - w) / 2, y = ((float)gx->h - h) / 2;
    gfx_fill(gx, 0, 0, (float)gx->w, (float)gx->h, 0x00000090u);
    gfx_round(gx, x, y, w, h, 14 * gx->u, 0x1d1813f8u);
    gfx_frame(gx, x + 6 * gx->u, y + 6 * gx->u, w - 12 * gx->u, h - 12 * gx->u, 1.5f * gx->u,
              0xc9a45c90u);
    gfx_text(gx, FACE_TITLE, 24 * gx->u, 0xf0dfb0ffu, x + w / 2, y + 18 * gx->u, ALIGN_CENTER,
             tr(a, STR_SAVED_GAMES));
    float cy = y + 60 * gx->u;
    if (T.nsaves == 0)
        gfx_text(gx, FACE_ITALIC, 17 * gx->u, 0xcdbf9fffu, x + w / 2, cy, ALIGN_CENTER,
                 tr(a, STR_NO_SAVES));
    for (int i = 0; i < T.nsaves; i++) {
        char label[256];
        snprintf(label, sizeof label, "%.*s", (int)strlen(T.saves[i]) - 5, T.saves[i]);
        app_button(a, W_SAVEFILE + i, x + 24 * gx->u, cy, w - 48 * gx->u, rowh - 4 * gx->u,
                   label, true);
        cy += rowh;
    }
    app_button(a, W_CLOSE, x + w / 2 - 80 * gx->u, y + h - 50 * gx->u, 160 * gx->u, 36 * gx->u,
               tr(a, STR_CANCEL), true);
}

static void draw(struct app *a)
{
    struct gfx *gx = &a->g;
    gfx_cover(gx, TEX_TITLE, 0, 0, (float)gx->w, (float)gx->h, 0xffffffffu);
    gfx_gradient(gx, 0, 0, (float)gx->w, (float)gx->h * 0.3f, 0x00000060u, 0x00000000u);
    float cx = (float)gx->w / 2;
    /* LVDI, cut into the stone: a dark offset under light letters */
    float title_px = 92 * gx->u;
    gfx_spaced(gx, FACE_TITLE, title_px, 0x000000a0u, cx + 2 * gx->u, 36 * gx->u + 3 * gx->u,
               title_px * 0.32f, "LVDI");
    gfx_spaced(gx, FACE_TITLE, title_px, 0xe9dcbcffu, cx, 36 * gx->u, title_px * 0.32f, "LVDI");
    gfx_text(gx, FACE_ITALIC, 22 * gx->u, 0xcdbf9fffu, cx, 140 * gx->u, ALIGN_CENTER,
             tr(a, STR_TAGLINE));
    /* the cards */
    float top = 190 * gx->u, gap = 26 * gx->u;
    float cw = fminf(380 * gx->u, ((float)gx->w - 4 * gap) / 3), ch = fminf(cw * 1.02f,
                                                                           (float)gx->h * 0.50f);
    float x0 = cx - (3 * cw + 2 * gap) / 2;
    for (int g = 0; g < LUDI_GAME_COUNT; g++)
        draw_card(a, g, x0 + (float)g * (cw + gap), top, cw, ch);
    /* the menu */
    struct {
        int id;
        enum str_id label;
        bool on;
    } m[] = {
        {W_CONTINUE, STR_CONTINUE, T.has_continue}, {W_NEW, STR_NEW_GAME, true},
        {W_LOAD, STR_LOAD, true}, {W_SETTINGS, STR_SETTINGS, true},
        {W_RULES, STR_RULES, true}, {W_QUIT, STR_QUIT, true},
    };
    int n = (int)(sizeof m / sizeof m[0]);
    float bw = 150 * gx->u, bh = 46 * gx->u, bgap = 14 * gx->u;
    float total = (float)n * bw + (float)(n - 1) * bgap;
    float bx = cx - total / 2, by = top + ch + 34 * gx->u;
    for (int i = 0; i < n; i++) {
        app_button(a, m[i].id, bx, by, bw, bh, tr(a, m[i].label), m[i].on);
        bx += bw + bgap;
    }
    draw_stats(a, 24 * gx->u, (float)gx->h - 120 * gx->u, 520 * gx->u);
    if (T.load_open)
        draw_load(a);
}

const struct scene_ops scene_title_ops = {
    .enter = enter,
    .leave = leave,
    .event = event,
    .draw = draw,
    .activate = activate,
};
