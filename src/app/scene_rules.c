/* scene_rules.c: each game's rules in plain words, the variants in force, and its board. */
#include <stdio.h>
#include <string.h>

#include "app.h"
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
    if (a->game && a->game->ss.opt.game == g)
        return &a->game->ss.opt;
    return &a->settings.opt[g];
}

static void enter(struct app *a)
{
    R.shown = a->game && a->back == SCENE_GAME ? a->game->ss.opt.game : a->settings.game;
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

/* The options in words: "board 12x8, king blocked, ..." in the window's language. */
static void variants(struct app *a, const struct ludi_options *o, char *out, size_t len)
{
    char tmp[64];
    switch (o->game) {
    case LUDI_LATRUNCULI:
        if (o->nocapture)
            snprintf(tmp, sizeof tmp, "%d", o->nocapture);
        else
            snprintf(tmp, sizeof tmp, "%s", tr(a, STR_OFF));
        snprintf(out, len, "%s %dx%d; %s: %s; %s: %s; %s: %s", tr(a, STR_SET_SIZE), o->width,
                 o->height, tr(a, STR_SET_KING),
                 tr(a, o->king == LUDI_KING_SURROUNDED ? STR_KING_SURROUNDED : STR_KING_BLOCKED),
                 tr(a, STR_SET_NOCAP), tmp, tr(a, STR_SET_REPEAT),
                 tr(a, o->repeat == LUDI_REPEAT_ALLOW ? STR_REPEAT_ALLOW : STR_REPEAT_FORBID));
        break;
    case LUDI_PENTE:
        snprintf(out, len, "%s: %d; %s: %s", tr(a, STR_SET_LINES), o->lines, tr(a, STR_SET_MODE),
                 tr(a, o->mode == LUDI_PENTE_CLASSIC ? STR_MODE_CLASSIC : STR_MODE_KNOCKOFF));
        break;
    default:
        snprintf(out, len, "%s: %s", tr(a, STR_SET_PATH),
                 tr(a, o->path == LUDI_PATH_CROSS ? STR_PATH_CROSS : STR_PATH_STANDARD));
        break;
    }
}

static void draw(struct app *a)
{
    struct gfx *gx = &a->g;
    gfx_cover(gx, TEX_TITLE, 0, 0, (float)gx->w, (float)gx->h, 0xb0b0b0ffu);
    gfx_fill(gx, 0, 0, (float)gx->w, (float)gx->h, 0x00000050u);
    gfx_spaced(gx, FACE_TITLE, 40 * gx->u, 0xe9dcbcffu, (float)gx->w / 2, 14 * gx->u,
               40 * gx->u * 0.22f, tr(a, STR_RULES));
    /* tabs */
    static const enum str_id names[3] = {STR_LAT_NAME, STR_PENTE_NAME, STR_DUO_NAME};
    float tw = 220 * gx->u, th = 40 * gx->u, tx = (float)gx->w / 2 - 1.5f * tw - 10 * gx->u;
    for (int g = 0; g < LUDI_GAME_COUNT; g++) {
        int id = W_TAB + g;
        bool on = (int)R.shown == g, hot = a->hover == id || a->focus == id;
        float x = tx + (float)g * (tw + 10 * gx->u), y = 70 * gx->u;
        gfx_round(gx, x, y, tw, th, 6 * gx->u, on ? 0x8a6a36ffu : hot ? 0x4a3b2af0u : 0x2f271ff0u);
        int w, h;
        gfx_text_size(gx, FACE_BODY, 19 * gx->u, tr(a, names[g]), &w, &h);
        gfx_text(gx, FACE_BODY, 19 * gx->u, COL_TEXT_DARK, x + tw / 2, y + (th - (float)h) / 2,
                 ALIGN_CENTER, tr(a, names[g]));
        app_widget(a, id, x, y, tw, th, true);
    }
    float margin = 48 * gx->u, top = 130 * gx->u;
    float textw = ((float)gx->w - 2 * margin) * 0.56f;
    static const enum str_id rules[3] = {STR_RULES_LAT, STR_RULES_PENTE, STR_RULES_DUO};
    float px = 18.5f * gx->u;
    float used = gfx_paragraph(gx, FACE_BODY, px, COL_TEXT_DARK, margin, top, textw, px * 1.32f,
                               tr(a, rules[R.shown]), true);
    char v[300], line[400];
    variants(a, options_in_force(a, R.shown), v, sizeof v);
    trf(a, line, sizeof line, STR_RULES_IN_FORCE, v);
    used += 14 * gx->u;
    used += gfx_paragraph(gx, FACE_ITALIC, px, 0xe8c98aff, margin, top + used, textw, px * 1.3f,
                          line, true);
    used += 10 * gx->u;
    gfx_paragraph(gx, FACE_ITALIC, 16 * gx->u, 0xbfb193ffu, margin, top + used, textw,
                  16 * gx->u * 1.3f, tr(a, STR_RULES_KEYS), true);
    /* the board, set up, as an illustration */
    const struct ludi_options *o = options_in_force(a, R.shown);
    if (!R.have || R.view.game != R.shown || memcmp(&R.view.opt, o, sizeof *o)) {
        view_init(&R.view, o, a->settings.material[R.shown], a->settings.duo_style);
        R.have = true;
    }
    float bx = margin + textw + 30 * gx->u, bw = (float)gx->w - bx - margin;
    view_layout(&R.view, bx, top, bw, (float)gx->h - top - 110 * gx->u);
    view_draw_setup(&R.view, gx);
    float bwid = 170 * gx->u, bh = 46 * gx->u;
    app_button(a, W_BACK, ((float)gx->w - bwid) / 2, (float)gx->h - bh - 20 * gx->u, bwid, bh,
               tr(a, STR_BACK), true);
}

const struct scene_ops scene_rules_ops = {
    .enter = enter,
    .leave = leave,
    .event = event,
    .draw = draw,
    .activate = activate,
};
