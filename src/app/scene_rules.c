/* scene_rules.c: each game's rules in plain words, the variants in force, and its board. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "learn.h"
#include "game.h"
#include "scene_game_board.h"
#include "sound.h"

enum { W_BACK = 1, W_TAB = 10 };

static struct {
    enum ludi_game shown;
    struct view view;
    bool have;
    /* the words scroll where they are taller than their room above Back (play-test 30: in
     * German at 640x480 they ran under it) */
    float scroll, scroll_room;
    SDL_FRect room;                /* where the words are drawn, clipped */
    float end;                     /* where their last line ends, as drawn */
    /* the marks' key as last drawn: its box, each row's mark's centre (for tests) */
    SDL_FRect key;
    float key_xy[16][2];
    int nkey;
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
    R.scroll = 0;
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
        R.scroll = 0;
        a->dirty = true;
    }
}

static void scroll_by(struct app *a, float dy)
{
    R.scroll = fmaxf(0, fminf(R.scroll + dy, R.scroll_room));
    a->dirty = true;
}

static void event(struct app *a, const struct ui_event *e)
{
    if (e->kind == UI_WHEEL)
        scroll_by(a, -e->wheel * 48 * app_unit(a));
    else if (e->kind == UI_KEY && (e->key == SDLK_ESCAPE || e->key == SDLK_F1))
        activate(a, W_BACK);
    else if (e->kind == UI_KEY && (e->key == SDLK_PAGEDOWN || e->key == SDLK_PAGEUP))
        scroll_by(a, (e->key == SDLK_PAGEDOWN ? 1 : -1) * R.room.h * 0.8f);
    else if (e->kind == UI_KEY && (e->key == SDLK_HOME || e->key == SDLK_END))
        scroll_by(a, e->key == SDLK_END ? R.scroll_room : -R.scroll_room);
    else if (e->kind == UI_KEY)
        app_focus_keys(a, e);
}

int scene_rules_marks(const struct ludi_options *o, int *mark, int *words, int cap)
{
    static const struct {
        unsigned games;   /* a bit for each game that shows it */
        enum board_mark mark;
        enum str_id words;
    } rows[] = {
        {1u << LUDI_LATRUNCULI, BOARD_MARK_KING, STR_MARK_KING},
        {1u << LUDI_PENTE | 1u << LUDI_DUODECIM, BOARD_MARK_MOVABLE, STR_LEARN_KEY_MOVABLE},
        {1u << LUDI_LATRUNCULI, BOARD_MARK_DESTINATION, STR_LEARN_KEY_LIFTED_LAT},
        {1u << LUDI_PENTE | 1u << LUDI_DUODECIM, BOARD_MARK_DESTINATION, STR_LEARN_KEY_LIFTED},
        {1u << LUDI_LATRUNCULI, BOARD_MARK_TAKE, STR_LEARN_KEY_TAKE},
        {1u << LUDI_PENTE, BOARD_MARK_HIT, STR_MARK_HIT_PENTE},
        {1u << LUDI_DUODECIM, BOARD_MARK_HIT, STR_MARK_HIT_DUO},
        {1u << LUDI_LATRUNCULI, BOARD_MARK_LEAVE, STR_MARK_LEAVE},
        {1u << LUDI_LATRUNCULI, BOARD_MARK_RISK, STR_MARK_RISK},
        {1u << LUDI_LATRUNCULI, BOARD_MARK_TRAP, STR_MARK_TRAP},
        {~0u, BOARD_MARK_LAST, STR_LEARN_KEY_LAST}};
    int n = 0;
    for (size_t i = 0; i < sizeof rows / sizeof rows[0] && n < cap; i++) {
        if (!(rows[i].games & 1u << o->game))
            continue;
        /* classic Pente grammai knocks nothing off */
        if (rows[i].mark == BOARD_MARK_HIT && o->game == LUDI_PENTE &&
            o->mode == LUDI_PENTE_CLASSIC)
            continue;
        mark[n] = (int)rows[i].mark;
        words[n++] = (int)rows[i].words;
    }
    return n;
}

/* What the marks on the board mean (play-test 45: nothing said what the rings, the double
 * ring, the cross, the triangle and the corners were): a row for each, its look as on the
 * board, then its words; their height (drawn only when draw). */
static float marks(struct app *a, float x, float y, float w, float px, bool draw)
{
    struct gfx *gx = &a->g;
    const struct ludi_options *o = options_in_force(a, R.shown);
    int mark[16], words[16];
    int n = scene_rules_marks(o, mark, words, 16);
    float icon = px * 2.9f, r = px * 0.85f, used = 0;   /* r: a counter's radius */
    used += gfx_paragraph(gx, FACE_BODY, px, 0xe8c98aff, x, y, w, px * 1.3f,
                          tr(a, STR_MARKS_TITLE), draw);
    for (int i = 0; i < n; i++) {
        used += px * 0.5f;
        /* the words beside the middle of the mark, the mark as large as on a small board */
        float h = gfx_paragraph(gx, FACE_ITALIC, px, 0xcdbf9fffu, x + icon, y + used, w - icon,
                                px * 1.3f, tr(a, (enum str_id)words[i]), false);
        float row = fmaxf(h, r * 2.4f);
        gfx_paragraph(gx, FACE_ITALIC, px, 0xcdbf9fffu, x + icon, y + used + (row - h) / 2,
                      w - icon, px * 1.3f, tr(a, (enum str_id)words[i]), draw);
        float cx = x + icon * 0.4f, cy = y + used + row / 2;
        if (draw && R.have)
            board_draw_mark_sample(gx, &R.view, (enum board_mark)mark[i], 0, cx, cy, r);
        if (draw) {
            R.key_xy[i][0] = cx;
            R.key_xy[i][1] = cy;
        }
        used += row;
    }
    if (draw) {
        R.key = (SDL_FRect){x, y, w, used};
        R.nkey = n;
    }
    return used;
}

/* The page's words, the game's rules, the options in force, the keys and the marks, at (x, y)
 * in width w with the rules at px; their height (drawn only when draw). */
static float words(struct app *a, float x, float y, float w, float px, bool with_marks,
                   bool draw)
{
    struct gfx *gx = &a->g;
    float t = app_unit(a);
    static const enum str_id rules[3] = {STR_RULES_LAT, STR_RULES_PENTE, STR_RULES_DUO};
    float used = gfx_paragraph(gx, FACE_BODY, px, COL_TEXT_DARK, x, y, w, px * 1.32f,
                               tr(a, rules[R.shown]), draw);
    char v[300], line[400];
    tr_options(a, options_in_force(a, R.shown), true, v, sizeof v);
    /* the game's own options where one of this game is on the table, else those set for
     * the next (play-test 20: "in this game" from the title, no game there) */
    bool playing = a->game && ludi_session_options(&a->game->flow.ss)->game == R.shown;
    trf(a, line, sizeof line, playing ? STR_RULES_IN_FORCE : STR_RULES_SET, v);
    used += 12 * t;
    used += gfx_paragraph(gx, FACE_ITALIC, px, 0xe8c98aff, x, y + used, w, px * 1.3f, line, draw);
    used += 10 * t;
    char keys[600];
    scene_rules_keys(a, (enum ludi_game)R.shown, keys, sizeof keys);
    float kpx = app_px(a, px * 15 / 17.5f);
    used += gfx_paragraph(gx, FACE_ITALIC, kpx, 0xbfb193ffu, x, y + used, w, kpx * 1.3f, keys,
                          draw);
    if (with_marks) {   /* where the board leaves it too little room under it */
        used += 14 * t;
        used += marks(a, x, y + used, w, kpx, draw);
    }
    return used;
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

/* Where the board and its trays end, as laid out. */
static float view_bottom(const struct view *v)
{
    const SDL_FRect *r[] = {&v->board, &v->tray[0], &v->tray[1], &v->wait[0], &v->wait[1],
                            &v->dice};
    float b = 0;
    for (size_t i = 0; i < sizeof r / sizeof r[0]; i++)
        if (r[i]->w > 0)
            b = fmaxf(b, r[i]->y + r[i]->h);
    return b;
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
    /* the board, set up, as an illustration; its counters also draw the marks' key */
    const struct ludi_options *o = options_in_force(a, R.shown);
    if (!R.have || R.view.game != R.shown || memcmp(&R.view.opt, o, sizeof *o)) {
        view_init(&R.view, o, a->settings.material[R.shown], a->settings.duo_style);
        R.have = true;
    }
    float top = 118 * t, bottom = H - 80 * t;
    float textw = portrait ? W - 2 * margin : (W - 2 * margin) * 0.56f;
    float bwid = 170 * t, bh = 44 * t, by = H - bh - 18 * t;
    /* the marks' key under the board, at the keys' size, where it leaves the board about
     * half the height (play-test 45: nothing explained the marks; under the words they made
     * the rules smaller); else, in a tall or a small window, after the words */
    float bx = margin + textw + 30 * t, bw = W - bx - margin, kpx = app_px(a, 15 * t);
    float kh = portrait ? 0 : marks(a, bx, 0, bw, kpx, false);
    bool key_beside = !portrait && kh <= (bottom - top) * 0.62f;
    /* the words end a clear gap above Back (play-test 30: in German at 800x600 they touched
     * it); where they are too tall at their size, a little smaller, then they scroll */
    float room = by - 14 * t - top, px = 17.5f * t, used = 0;
    for (int k = 0; k < 5; k++) {
        px = app_px(a, (17.5f - 0.5f * (float)k) * t);
        used = words(a, margin, top, textw, px, !key_beside, false);
        if (used <= room)
            break;
    }
    R.scroll_room = fmaxf(0, used - room);
    R.scroll = fminf(R.scroll, R.scroll_room);
    R.room = (SDL_FRect){margin, top, textw, room};
    SDL_Rect clip = {0, (int)floorf(top), (int)W, (int)ceilf(room)};
    if (R.scroll_room > 0)
        SDL_RenderSetClipRect(gx->ren, &clip);
    words(a, margin, top - R.scroll, textw, px, !key_beside, true);
    R.end = top - R.scroll + used;
    if (R.scroll_room > 0) {
        SDL_RenderSetClipRect(gx->ren, NULL);
        /* lines scrolled past an edge fade out there, and a thin bar says where the page is,
         * as the Settings page does */
        float fade = 22 * t, right = margin + textw + 12 * t;
        if (R.scroll > 0)
            gfx_gradient(gx, 0, top, right, fade, 0x15110df0u, 0x15110d00u);
        if (R.scroll < R.scroll_room)
            gfx_gradient(gx, 0, top + room - fade, right, fade, 0x15110d00u, 0x15110df0u);
        float knob = room * room / (room + R.scroll_room);
        float ky = top + (room - knob) * R.scroll / R.scroll_room;
        gfx_round(gx, right - 6 * t, ky, 4 * t, knob, 2 * t, 0xc9a45c80u);
    }
    if (portrait) {
        float below = top + used + 16 * t;   /* the board under the words, where they leave room */
        if (bottom - below > 80 * t) {
            view_layout_centred(&R.view, margin, below, W - 2 * margin, bottom - below);
            draw_board(a, gx);
        }
    } else if (key_beside) {
        view_layout(&R.view, bx, top, bw, bottom - top - kh - 20 * t);
        draw_board(a, gx);
        marks(a, bx, view_bottom(&R.view) + 20 * t, bw, kpx, true);
    } else {
        view_layout(&R.view, bx, top, bw, bottom - top);
        draw_board(a, gx);
    }
    app_button(a, W_BACK, (W - bwid) / 2, by, bwid, bh, tr(a, STR_BACK), true);
    /* a notice (the game left: "Your last game, as you left it") over the words' foot, not
     * over Back (play-test 38: it stood on the button for its five seconds) */
    a->notice_at = (SDL_FRect){margin, by - 48 * t, W - 2 * margin, 40 * t};
}

void scene_rules_keys(struct app *a, enum ludi_game game, char *out, size_t len)
{
    /* "Space throws the dice" only where there are dice, P only where the points have
     * numbers along a path (play-test 25: P, which Duodecim's move list names, was not here) */
    char extra[300];
    /* Pente grammai's one die, and Latrunculi's men (play-test 37: "Space throws the dice",
     * "drag a counter" there) */
    int dice = ludi_game_dice(game);
    snprintf(extra, sizeof extra, "%s%s",
             dice > 1 ? tr(a, STR_RULES_KEYS_DICE) : dice == 1 ? tr(a, STR_RULES_KEYS_DIE) : "",
             game == LUDI_DUODECIM ? tr(a, STR_RULES_KEYS_PATH) : "");
    trf(a, out, len, STR_RULES_KEYS,
        tr(a, game == LUDI_LATRUNCULI ? STR_RULES_PIECE_LAT : STR_RULES_PIECE), extra);
}

SDL_FRect scene_rules_key(int *n, float xy[][2])
{
    *n = R.nkey;
    memcpy(xy, R.key_xy, sizeof R.key_xy);
    return R.key;
}

SDL_FRect scene_rules_board(void)
{
    return R.view.board;
}

const struct view *scene_rules_view(void)
{
    return &R.view;
}

SDL_FRect scene_rules_words(float *end, float *scroll_room)
{
    *end = R.end;
    *scroll_room = R.scroll_room;
    return R.room;
}

const struct scene_ops scene_rules_ops = {
    .enter = enter,
    .leave = leave,
    .event = event,
    .draw = draw,
    .activate = activate,
};
