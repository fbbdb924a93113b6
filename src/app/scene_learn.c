/* scene_learn.c: the Learn screen: the three lessons, each with its board, its title, how far
 * the player has got, and Start, Resume or Replay. */
#include <math.h>
#include <stdio.h>

#include "app.h"
#include "learn.h"
#include "sound.h"
#include "view.h"

enum { W_BACK = 1, W_GO = 10, W_FROM_START = 20 };

static struct {
    struct view view[LUDI_GAME_COUNT];
    bool have_view;
} S;

static void enter(struct app *a)
{
    for (int g = 0; g < LUDI_GAME_COUNT; g++) {
        /* the board the lesson is played on (its last step's), else the player's */
        const struct ludi_lesson *l = learn_lesson(a, (enum ludi_game)g);
        const struct ludi_options *o = l && l->nsteps ? &l->step[l->nsteps - 1].start.opt
                                                       : &a->settings.opt[g];
        view_init(&S.view[g], o, a->settings.material[g], a->settings.duo_style);
    }
    S.have_view = true;
    a->focus = -1;
}

static void leave(struct app *a)
{
    (void)a;
    if (!S.have_view)
        return;
    for (int g = 0; g < LUDI_GAME_COUNT; g++)
        view_free(&S.view[g]);
    S.have_view = false;
}

static void activate(struct app *a, int id)
{
    sound_play(SOUND_CLICK);
    if (id == W_BACK) {
        app_switch(a, SCENE_TITLE);
        return;
    }
    int g = id >= W_FROM_START ? id - W_FROM_START : id - W_GO;
    if (g < 0 || g >= LUDI_GAME_COUNT)
        return;
    char err[600];
    if (!learn_begin(a, (enum ludi_game)g, id >= W_FROM_START ? 0 : -1, err, sizeof err)) {
        app_notice(a, "%s", err);
        return;
    }
    app_switch(a, SCENE_LESSON);
}

static void event(struct app *a, const struct ui_event *e)
{
    if (e->kind != UI_KEY)
        return;
    if (e->key == SDLK_ESCAPE)
        app_switch(a, SCENE_TITLE);
    else
        app_focus_keys(a, e);
}

/* The screen's unit: it scales with the window, landscape or portrait. */
static float unit(const struct app *a)
{
    float W = (float)a->g.w, H = (float)a->g.h;
    float k = W >= H ? fminf(W / 1280, H / 800) : fminf(W / 760, H / 1100);
    return fmaxf(k, 0.55f * a->g.dpi);
}

/* One lesson: its board set up, the game's name, the steps done as words and a bar, and the
 * buttons that start it. */
static void draw_row(struct app *a, int game, float x, float y, float w, float h, float k)
{
    struct gfx *gx = &a->g;
    float kt = fmaxf(k, 0.8f * gx->dpi);
    const struct ludi_lesson *l = learn_lesson(a, (enum ludi_game)game);
    int total = l ? l->nsteps : 0, done = l ? learn_done(a, (enum ludi_game)game) : 0;
    bool hot = a->hover == W_GO + game || a->focus == W_GO + game;
    gfx_round(gx, x + 4 * k, y + 6 * k, w, h, 12 * k, 0x00000080u);
    gfx_round(gx, x, y, w, h, 12 * k, hot ? 0x3a2e22f4u : 0x262019f0u);
    gfx_frame(gx, x + 5 * k, y + 5 * k, w - 10 * k, h - 10 * k, 1.2f * k,
              hot ? 0xd8b56ad0u : 0x8a785a70u);
    float pad = 14 * k, bw = fminf(h * 1.5f, w * 0.3f);
    view_layout(&S.view[game], x + pad, y + pad, bw, h - 2 * pad);
    view_draw_setup(&S.view[game], gx);
    /* the words, and the buttons under them or at the right */
    float tx = x + 2 * pad + bw, tw = x + w - pad - tx;
    float btn_w = fminf(190 * kt, tw * 0.42f), btn_h = 40 * kt;
    bool beside = tw > 520 * kt;
    float words_w = beside ? tw - btn_w - pad : tw;
    char fit[256];
    float px = app_fit(a, FACE_TITLE, 26 * kt, 15 * kt, words_w, tr_game(a, (enum ludi_game)game), fit,
                       sizeof fit);
    float ty = y + pad;
    if (beside && l)   /* the name, the words and the bar centred beside the buttons */
        ty = fmaxf(ty, y + (h - (px * 1.35f + 16 * kt * 1.5f + 7 * kt)) / 2);
    gfx_text(gx, FACE_TITLE, px, 0xf0dfb0ffu, tx, ty, ALIGN_LEFT, fit);
    ty += px * 1.35f;
    if (!l) {   /* why the lesson cannot be read (its title would only repeat the game's) */
        px = app_fit(a, FACE_ITALIC, 17 * kt, 12 * kt, words_w, a->learn->err[game], fit,
                     sizeof fit);
        gfx_text(gx, FACE_ITALIC, px, 0xcdbf9fffu, tx, ty, ALIGN_LEFT, fit);
        ty += px * 1.5f;
    }
    /* how far: words and a bar */
    char prog[120];
    if (total && done == total)
        snprintf(prog, sizeof prog, "%s", tr(a, STR_LEARN_ALL_DONE));
    else
        trf(a, prog, sizeof prog, STR_LEARN_PROGRESS, done, total);
    px = app_fit(a, FACE_BODY, 16 * kt, 12 * kt, words_w, prog, fit, sizeof fit);
    gfx_text(gx, FACE_BODY, px, COL_TEXT_DARK, tx, ty, ALIGN_LEFT, fit);
    ty += px * 1.5f;
    float barw = fminf(words_w, 320 * kt), barh = 7 * kt;
    gfx_round(gx, tx, ty, barw, barh, barh / 2, 0x0e0b08c0u);
    if (total && done)
        gfx_round(gx, tx, ty, barw * (float)done / (float)total, barh, barh / 2, COL_ACCENT);
    ty += barh + 12 * kt;
    /* Start (nothing done), Resume (some), Replay (all); from the start when part-way */
    enum str_id go = done == 0 ? STR_LEARN_START : done < total ? STR_LEARN_RESUME
                                                                : STR_LEARN_REPLAY;
    bool partway = done > 0 && done < total;
    float bx = beside ? x + w - pad - btn_w : tx;
    float by = beside ? y + (h - btn_h * (partway ? 2.2f : 1)) / 2 : fminf(ty, y + h - pad - btn_h);
    app_button(a, W_GO + game, bx, by, btn_w, btn_h, tr(a, go), l != NULL);
    if (partway) {
        if (beside)
            by += btn_h * 1.2f;
        else
            bx += btn_w + 10 * kt;
        app_button(a, W_FROM_START + game, bx, by, btn_w, btn_h, tr(a, STR_LEARN_FROM_START),
                   true);
    }
}

static void draw(struct app *a)
{
    struct gfx *gx = &a->g;
    if (!learn_get(a))
        return;
    float W = (float)gx->w, H = (float)gx->h, k = unit(a);
    float kt = fmaxf(k, 0.8f * gx->dpi);
    gfx_cover(gx, TEX_TITLE, 0, 0, W, H, 0xffffffffu);
    gfx_fill(gx, 0, 0, W, H, 0x00000070u);
    float y = 26 * k;
    gfx_text(gx, FACE_TITLE, 46 * k, 0xe9dcbcffu, W / 2, y, ALIGN_CENTER, tr(a, STR_LEARN_TITLE));
    y += 62 * k;
    float margin = 24 * k, sub_w = fminf(W - 2 * margin, 900 * k);
    y += gfx_paragraph_aligned(gx, FACE_ITALIC, 19 * kt, 0xcdbf9fffu, W / 2, y, sub_w,
                               24 * kt, tr(a, STR_LEARN_SUB), true, ALIGN_CENTER);
    y += 18 * k;
    float back_h = 44 * kt, gap = 16 * k;
    float rw = fminf(W - 2 * margin, 1000 * k);
    float rh = fminf((H > W ? 240 : 190) * k, (H - y - back_h - 40 * k - 2 * gap) / 3);
    for (int g = 0; g < LUDI_GAME_COUNT; g++)
        draw_row(a, g, (W - rw) / 2, y + (float)g * (rh + gap), rw, rh, k);
    float bw = 180 * kt;
    app_button(a, W_BACK, (W - bw) / 2, H - back_h - 20 * k, bw, back_h, tr(a, STR_BACK), true);
}

const struct scene_ops scene_learn_ops = {
    .enter = enter,
    .leave = leave,
    .event = event,
    .draw = draw,
    .activate = activate,
};
