/* scene_rules.c: each game's rules in plain words, the variants in force, and its board. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "learn.h"
#include "game.h"
#include "sound.h"

enum { W_BACK = 1, W_TAB = 10 };

static struct {
    enum ludi_game shown;
    struct view view;
    bool have;
} R;

static const struct ludi_options *options_in_force(const struct app *a, enum ludi_game g)
{
    if (a->game && ludi_session_options(&a->game->flow.ss)->game == g)
        return ludi_session_options(&a->game->flow.ss);
    return &a->settings.opt[g];
}

static void enter(struct app *a)
{
    R.shown = a->game && a->back == SCENE_GAME ? ludi_session_options(&a->game->flow.ss)->game
                                                    : a->settings.game;
    if (a->back == SCENE_LESSON && a->learn)
        R.shown = a->learn->game;   /* the game being learnt */
}

static void leave(struct app *a)
{
    (void)a;
    view_free(&R.view);
    R.have = false;
}

static void activate(struct app *a, int id)
{
    sound_play(SOUND_CLICK);
    if (id == W_BACK)
        app_switch(a, a->back == SCENE_RULES ? SCENE_TITLE : a->back);
    else if (id >= W_TAB && id < W_TAB + LUDI_GAME_COUNT) {
        R.shown = (enum ludi_game)(id - W_TAB);
        a->dirty = true;
    }
}

static void event(struct app *a, const struct ui_event *e)
{
    if (e->kind == UI_KEY && (e->key == SDLK_ESCAPE || e->key == SDLK_F1))
        activate(a, W_BACK);
    else if (e->kind == UI_KEY)
        app_focus_keys(a, e);
}

/* The illustration: the board set up; where there is a path (Duodecim), the first player's path
 * over it, drawn as the game draws it, so the path is seen before the first game. */
static void draw_board(struct app *a, struct gfx *gx)
{
    view_draw_setup(&R.view, gx);
    if (R.view.ops->path) {
        struct ludi_state s;
        ludi_start(&R.view.opt, &s);
        R.view.lang = a->lang;
        R.view.path_next = -2;
        R.view.ops->path(&R.view, gx, &s, 0);
        R.view.ops->path_numbers(&R.view, gx, 0, false, NULL, 0);
    }
}

static void draw(struct app *a)
{
    struct gfx *gx = &a->g;
    float t = app_unit(a), W = (float)gx->w, H = (float)gx->h;
    bool portrait = H > W * 1.15f;   /* the text above the board, not beside it */
    gfx_cover(gx, TEX_TITLE, 0, 0, W, H, 0xb0b0b0ffu);
    gfx_fill(gx, 0, 0, W, H, 0x00000050u);
    gfx_spaced(gx, FACE_TITLE, 38 * t, 0xe9dcbcffu, W / 2, 12 * t, 38 * t * 0.22f,
               tr(a, STR_RULES));
    /* tabs */
    float margin = 36 * t, gap = 10 * t;
    float tw = fminf(220 * t, (W - 2 * margin - 2 * gap) / 3), th = 38 * t;
    float tx = W / 2 - 1.5f * tw - gap;
    for (int g = 0; g < LUDI_GAME_COUNT; g++) {
        int id = W_TAB + g;
        bool on = (int)R.shown == g, hot = a->hover == id || a->focus == id;
        float x = tx + (float)g * (tw + gap), y = 64 * t;
        gfx_round(gx, x, y, tw, th, 6 * t, on ? 0x8a6a36ffu : hot ? 0x4a3b2af0u : 0x2f271ff0u);
        char fit[64];
        float px = app_fit(a, FACE_BODY, 18 * t, 12 * t, tw - 10 * t, tr_game(a, (enum ludi_game)g), fit,
                           sizeof fit);
        int w, h;
        gfx_text_size(gx, FACE_BODY, px, fit, &w, &h);
        gfx_text(gx, FACE_BODY, px, COL_TEXT_DARK, x + tw / 2, y + (th - (float)h) / 2,
                 ALIGN_CENTER, fit);
        app_widget(a, id, x, y, tw, th, true);
    }
    float top = 118 * t, bottom = H - 80 * t;
    float textw = portrait ? W - 2 * margin : (W - 2 * margin) * 0.56f;
    static const enum str_id rules[3] = {STR_RULES_LAT, STR_RULES_PENTE, STR_RULES_DUO};
    float px = 17.5f * t;
    float used = gfx_paragraph(gx, FACE_BODY, px, COL_TEXT_DARK, margin, top, textw, px * 1.32f,
                               tr(a, rules[R.shown]), true);
    char v[300], line[400];
    tr_options(a, options_in_force(a, R.shown), true, v, sizeof v);
    /* the game's own options where one of this game is on the table, else those set for
     * the next (play-test 20: "in this game" from the title, no game there) */
    bool playing = a->game && ludi_session_options(&a->game->flow.ss)->game == R.shown;
    trf(a, line, sizeof line, playing ? STR_RULES_IN_FORCE : STR_RULES_SET, v);
    used += 12 * t;
    used += gfx_paragraph(gx, FACE_ITALIC, px, 0xe8c98aff, margin, top + used, textw, px * 1.3f,
                          line, true);
    used += 10 * t;
    char keys[600];
    scene_rules_keys(a, (enum ludi_game)R.shown, keys, sizeof keys);
    used += gfx_paragraph(gx, FACE_ITALIC, app_px(a, 15 * t), 0xbfb193ffu, margin, top + used,
                          textw, app_px(a, 15 * t) * 1.3f, keys, true);
    /* the board, set up, as an illustration */
    const struct ludi_options *o = options_in_force(a, R.shown);
    if (!R.have || R.view.game != R.shown || memcmp(&R.view.opt, o, sizeof *o)) {
        view_init(&R.view, o, a->settings.material[R.shown], a->settings.duo_style);
        R.have = true;
    }
    if (portrait) {
        float by = top + used + 16 * t;
        if (bottom - by > 80 * t) {
            view_layout_centred(&R.view, margin, by, W - 2 * margin, bottom - by);
            draw_board(a, gx);
        }
    } else {
        float bx = margin + textw + 30 * t;
        view_layout(&R.view, bx, top, W - bx - margin, bottom - top);
        draw_board(a, gx);
    }
    float bwid = 170 * t, bh = 44 * t;
    app_button(a, W_BACK, (W - bwid) / 2, H - bh - 18 * t, bwid, bh, tr(a, STR_BACK), true);
}

void scene_rules_keys(struct app *a, enum ludi_game game, char *out, size_t len)
{
    /* "Space throws the dice" only where there are dice, P only where the points have
     * numbers along a path (play-test 25: P, which Duodecim's move list names, was not here) */
    char extra[300];
    snprintf(extra, sizeof extra, "%s%s", ludi_game_dice(game) > 0 ? tr(a, STR_RULES_KEYS_DICE) : "",
             game == LUDI_DUODECIM ? tr(a, STR_RULES_KEYS_PATH) : "");
    trf(a, out, len, STR_RULES_KEYS, extra);
}

SDL_FRect scene_rules_board(void)
{
    return R.view.board;
}

const struct view *scene_rules_view(void)
{
    return &R.view;
}

const struct scene_ops scene_rules_ops = {
    .enter = enter,
    .leave = leave,
    .event = event,
    .draw = draw,
    .activate = activate,
};
