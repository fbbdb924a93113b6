/* scene_settings.c: one page of settings in groups, each with a line saying what it does, and
 * a small board that shows the choice at once. Start begins a new game with them. */
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "game.h"
#include "sound.h"

enum row_id {
    R_GAME, R_SIZE, R_LINES, R_MATERIAL, R_STYLE, R_KING, R_NOCAP, R_REPEAT, R_MODE, R_PATH,
    R_SIDE0, R_SIDE1, R_ANIM, R_FULLSCREEN, R_LANG, R_SOUND, R_VOLUME, R_COUNT
};

enum { W_START = 1, W_BACK, W_CHOICE = 100 };   /* W_CHOICE + row * 16 + choice */

static struct {
    struct view preview;
    bool have;
} S;

static const char *const lat_sizes[] = {"8x8", "12x8", "10x9", "11x10"};
static const int pente_lines[] = {5, 7, 9, 11};
static const int nocaps[] = {30, 60, 100, 0};
static const int volumes[] = {0, 20, 40, 60, 80, 100};

/* The choices of a row as labels, and which is chosen. Returns the count (0: row not shown). */
static int row_choices(struct app *a, enum row_id r, char labels[][32], int *chosen)
{
    struct ludi_settings *s = &a->settings;
    struct ludi_options *o = &s->opt[s->game];
    int n = 0;
    *chosen = 0;
#define ADD(text) snprintf(labels[n++], 32, "%s", (text))
    switch (r) {
    case R_GAME:
        ADD(tr(a, STR_LAT_NAME));
        ADD(tr(a, STR_PENTE_NAME));
        ADD(tr(a, STR_DUO_NAME));
        *chosen = (int)s->game;
        break;
    case R_SIZE:
        if (s->game != LUDI_LATRUNCULI)
            return 0;
        for (int i = 0; i < 4; i++) {
            ADD(lat_sizes[i]);
            char want[16];
            snprintf(want, sizeof want, "%dx%d", o->width, o->height);
            if (!strcmp(want, lat_sizes[i]))
                *chosen = i;
        }
        break;
    case R_LINES:
        if (s->game != LUDI_PENTE)
            return 0;
        for (int i = 0; i < 4; i++) {
            char t[8];
            snprintf(t, sizeof t, "%d", pente_lines[i]);
            ADD(t);
            if (o->lines == pente_lines[i])
                *chosen = i;
        }
        break;
    case R_MATERIAL:
        ADD(tr(a, STR_MAT_STONE));
        ADD(tr(a, STR_MAT_TERRACOTTA));
        *chosen = (int)s->material[s->game];
        break;
    case R_STYLE:
        if (s->game != LUDI_DUODECIM)
            return 0;
        ADD(tr(a, STR_STYLE_LETTERS));
        ADD(tr(a, STR_STYLE_CIRCLES));
        *chosen = (int)s->duo_style;
        break;
    case R_KING:
        if (s->game != LUDI_LATRUNCULI)
            return 0;
        ADD(tr(a, STR_KING_BLOCKED));
        ADD(tr(a, STR_KING_SURROUNDED));
        *chosen = (int)o->king;
        break;
    case R_NOCAP:
        if (s->game != LUDI_LATRUNCULI)
            return 0;
        for (int i = 0; i < 4; i++) {
            char t[8];
            snprintf(t, sizeof t, "%d", nocaps[i]);
            ADD(nocaps[i] ? t : tr(a, STR_OFF));
            if (o->nocapture == nocaps[i])
                *chosen = i;
        }
        break;
    case R_REPEAT:
        if (s->game != LUDI_LATRUNCULI)
            return 0;
        ADD(tr(a, STR_REPEAT_FORBID));
        ADD(tr(a, STR_REPEAT_ALLOW));
        *chosen = (int)o->repeat;
        break;
    case R_MODE:
        if (s->game != LUDI_PENTE)
            return 0;
        ADD(tr(a, STR_MODE_KNOCKOFF));
        ADD(tr(a, STR_MODE_CLASSIC));
        *chosen = (int)o->mode;
        break;
    case R_PATH:
        if (s->game != LUDI_DUODECIM)
            return 0;
        ADD(tr(a, STR_PATH_STANDARD));
        ADD(tr(a, STR_PATH_CROSS));
        *chosen = (int)o->path;
        break;
    case R_SIDE0:
    case R_SIDE1: {
        int side = r == R_SIDE1;
        ADD(tr(a, STR_HUMAN));
        for (int l = 1; l <= 5; l++) {
            char t[32];
            trf(a, t, sizeof t, STR_LEVEL, l);
            ADD(t);
        }
        *chosen = s->computer[side] ? s->level[side] : 0;
        break;
    }
    case R_ANIM:
        ADD(tr(a, STR_ANIM_OFF));
        ADD(tr(a, STR_ANIM_FAST));
        ADD(tr(a, STR_ANIM_NORMAL));
        ADD(tr(a, STR_ANIM_SLOW));
        *chosen = (int)s->anim;
        break;
    case R_FULLSCREEN:
        ADD(tr(a, STR_NO));
        ADD(tr(a, STR_YES));
        *chosen = s->fullscreen;
        break;
    case R_LANG:
        ADD(tr(a, STR_LANG_AUTO));
        ADD("English");
        ADD("Deutsch");
        *chosen = (int)s->lang;
        break;
    case R_SOUND:
        ADD(tr(a, STR_NO));
        ADD(tr(a, STR_YES));
        *chosen = s->sound;
        break;
    case R_VOLUME:
        for (int i = 0; i < 6; i++) {
            char t[8];
            snprintf(t, sizeof t, "%d", volumes[i]);
            ADD(t);
            if (s->volume >= volumes[i])
                *chosen = i;
        }
        break;
    default:
        break;
    }
#undef ADD
    return n;
}

static void choose(struct app *a, enum row_id r, int c)
{
    struct ludi_settings *s = &a->settings;
    struct ludi_options *o = &s->opt[s->game];
    char kv[32];
    switch (r) {
    case R_GAME:
        s->game = (enum ludi_game)c;
        break;
    case R_SIZE:
        snprintf(kv, sizeof kv, "size=%s", lat_sizes[c]);
        ludi_options_set(o, kv, NULL, 0);
        break;
    case R_LINES:
        snprintf(kv, sizeof kv, "lines=%d", pente_lines[c]);
        ludi_options_set(o, kv, NULL, 0);
        break;
    case R_MATERIAL:
        s->material[s->game] = (enum ludi_material)c;
        break;
    case R_STYLE:
        s->duo_style = (enum ludi_duo_style)c;
        break;
    case R_KING:
        ludi_options_set(o, c ? "king=surrounded" : "king=blocked", NULL, 0);
        break;
    case R_NOCAP:
        snprintf(kv, sizeof kv, "nocapture=%d", nocaps[c]);
        ludi_options_set(o, kv, NULL, 0);
        break;
    case R_REPEAT:
        ludi_options_set(o, c ? "repeat=allow" : "repeat=forbid", NULL, 0);
        break;
    case R_MODE:
        ludi_options_set(o, c ? "mode=classic" : "mode=knockoff", NULL, 0);
        break;
    case R_PATH:
        ludi_options_set(o, c ? "path=cross" : "path=standard", NULL, 0);
        break;
    case R_SIDE0:
    case R_SIDE1: {
        int side = r == R_SIDE1;
        s->computer[side] = c > 0;
        if (c > 0)
            s->level[side] = c;
        break;
    }
    case R_ANIM:
        s->anim = (enum ludi_anim)c;
        break;
    case R_FULLSCREEN:
        app_fullscreen(a, c == 1);
        break;
    case R_LANG:
        s->lang = (enum ludi_lang)c;
        a->lang = i18n_choose(s->lang);
        break;
    case R_SOUND:
        s->sound = c == 1;
        sound_set(s->volume, s->sound);
        break;
    case R_VOLUME:
        s->volume = volumes[c];
        sound_set(s->volume, s->sound);
        break;
    default:
        break;
    }
    app_save_settings(a);
    a->dirty = true;
}

static void activate(struct app *a, int id)
{
    sound_play(SOUND_CLICK);
    if (id == W_START) {
        char err[256];
        if (game_start(a, NULL, err, sizeof err))
            app_switch(a, SCENE_GAME);
        else
            app_notice(a, "%s", err);
        return;
    }
    if (id == W_BACK) {
        app_switch(a, a->back == SCENE_SETTINGS || a->back == SCENE_RULES ? SCENE_TITLE : a->back);
        return;
    }
    if (id >= W_CHOICE) {
        int r = (id - W_CHOICE) / 16, c = (id - W_CHOICE) % 16;
        if (r < R_COUNT)
            choose(a, (enum row_id)r, c);
    }
}

static void event(struct app *a, const struct ui_event *e)
{
    if (e->kind != UI_KEY)
        return;
    if (e->key == SDLK_ESCAPE)
        activate(a, W_BACK);
    else
        app_focus_keys(a, e);
}

static const enum str_id row_label[R_COUNT] = {
    [R_GAME] = STR_SET_GAME, [R_SIZE] = STR_SET_SIZE, [R_LINES] = STR_SET_LINES,
    [R_MATERIAL] = STR_SET_MATERIAL, [R_STYLE] = STR_SET_STYLE, [R_KING] = STR_SET_KING,
    [R_NOCAP] = STR_SET_NOCAP, [R_REPEAT] = STR_SET_REPEAT, [R_MODE] = STR_SET_MODE,
    [R_PATH] = STR_SET_PATH, [R_SIDE0] = STR_SET_SIDE0, [R_SIDE1] = STR_SET_SIDE1,
    [R_ANIM] = STR_SET_ANIM, [R_FULLSCREEN] = STR_SET_FULLSCREEN, [R_LANG] = STR_SET_LANGUAGE,
    [R_SOUND] = STR_SET_SOUND_ON, [R_VOLUME] = STR_SET_VOLUME,
};
static const enum str_id row_help[R_COUNT] = {
    [R_GAME] = STR_TAGLINE, [R_SIZE] = STR_SET_SIZE_HELP, [R_LINES] = STR_SET_LINES_HELP,
    [R_MATERIAL] = STR_SET_MATERIAL_HELP, [R_STYLE] = STR_SET_STYLE_HELP,
    [R_KING] = STR_SET_KING_HELP, [R_NOCAP] = STR_SET_NOCAP_HELP,
    [R_REPEAT] = STR_SET_REPEAT_HELP, [R_MODE] = STR_SET_MODE_HELP, [R_PATH] = STR_SET_PATH_HELP,
    [R_SIDE0] = STR_SET_PLAYER_HELP, [R_SIDE1] = STR_SET_PLAYER_HELP,
    [R_ANIM] = STR_SET_ANIM_HELP, [R_FULLSCREEN] = STR_SET_FULLSCREEN_HELP,
    [R_LANG] = STR_SET_LANGUAGE_HELP, [R_SOUND] = STR_SET_SOUND_HELP,
    [R_VOLUME] = STR_SET_VOLUME_HELP,
};

/* Draws one row: label and help on the left, the choices as a segmented control. */
static float draw_row(struct app *a, enum row_id r, float x, float y, float w)
{
    struct gfx *gx = &a->g;
    char labels[8][32];
    int chosen;
    int n = row_choices(a, r, labels, &chosen);
    if (n == 0)
        return 0;
    float lw = w * 0.40f, h = 60 * gx->u;
    gfx_text(gx, FACE_BODY, 19 * gx->u, COL_TEXT_DARK, x, y + 2 * gx->u, ALIGN_LEFT,
             tr(a, row_label[r]));
    if (r == R_SOUND && !sound_available()) {
        char t[120];
        snprintf(t, sizeof t, "%s %s", tr(a, row_help[r]), tr(a, STR_NO_AUDIO));
        gfx_paragraph(gx, FACE_ITALIC, 14 * gx->u, 0xbfb193ffu, x, y + 26 * gx->u, lw - 8 * gx->u,
                      16 * gx->u, t, true);
    } else {
        gfx_paragraph(gx, FACE_ITALIC, 14 * gx->u, 0xbfb193ffu, x, y + 26 * gx->u,
                      lw - 8 * gx->u, 16 * gx->u, tr(a, row_help[r]), true);
    }
    float cx = x + lw, cw = (w - lw) / (float)n, bh = 34 * gx->u;
    for (int c = 0; c < n; c++) {
        int id = W_CHOICE + (int)r * 16 + c;
        bool on = c == chosen, hot = a->hover == id || a->focus == id;
        uint32_t bg = on ? 0x8a6a36ffu : hot ? 0x4a3b2af0u : 0x2f271ff0u;
        float bx = cx + (float)c * cw;
        gfx_round(gx, bx + 1, y + 4 * gx->u, cw - 2, bh, 5 * gx->u, bg);
        if (hot && !on)
            gfx_frame(gx, bx + 3, y + 6 * gx->u, cw - 6, bh - 4 * gx->u, gx->u, 0xc9a45c90u);
        float px = 15.5f * gx->u;
        int tw, th;
        gfx_text_size(gx, FACE_BODY, px, labels[c], &tw, &th);
        if ((float)tw > cw - 6 * gx->u)
            px *= (cw - 6 * gx->u) / (float)tw;
        gfx_text_size(gx, FACE_BODY, px, labels[c], &tw, &th);
        gfx_text(gx, FACE_BODY, px, on ? 0xfff6e0ffu : COL_TEXT_DARK, bx + cw / 2,
                 y + 4 * gx->u + (bh - (float)th) / 2, ALIGN_CENTER, labels[c]);
        app_widget(a, id, bx, y + 4 * gx->u, cw, bh, true);
    }
    return h;
}

static float draw_group(struct app *a, enum str_id title, const enum row_id *rows, int n,
                        float x, float y, float w)
{
    struct gfx *gx = &a->g;
    float start = y;
    gfx_text(gx, FACE_TITLE, 21 * gx->u, 0xe8c98aff, x, y, ALIGN_LEFT, tr(a, title));
    gfx_fill(gx, x, y + 30 * gx->u, w, 1, 0xc9a45c50u);
    y += 40 * gx->u;
    for (int i = 0; i < n; i++)
        y += draw_row(a, rows[i], x, y, w);
    return y - start + 14 * gx->u;
}

static void draw(struct app *a)
{
    struct gfx *gx = &a->g;
    struct ludi_settings *s = &a->settings;
    gfx_cover(gx, TEX_TITLE, 0, 0, (float)gx->w, (float)gx->h, 0xb8b8b8ffu);
    gfx_fill(gx, 0, 0, (float)gx->w, (float)gx->h, 0x0000004au);
    gfx_spaced(gx, FACE_TITLE, 40 * gx->u, 0xe9dcbcffu, (float)gx->w / 2, 14 * gx->u,
               40 * gx->u * 0.22f, tr(a, STR_SETTINGS));
    float margin = 36 * gx->u, colgap = 40 * gx->u;
    float colw = ((float)gx->w - 2 * margin - colgap) / 2;
    float x0 = margin, x1 = margin + colw + colgap, y0 = 76 * gx->u;
    static const enum row_id game_rows[] = {R_GAME};
    static const enum row_id board_rows[] = {R_SIZE, R_LINES, R_MATERIAL, R_STYLE};
    static const enum row_id rule_rows[] = {R_KING, R_NOCAP, R_REPEAT, R_MODE, R_PATH};
    static const enum row_id player_rows[] = {R_SIDE0, R_SIDE1};
    static const enum row_id display_rows[] = {R_ANIM, R_FULLSCREEN, R_LANG};
    static const enum row_id sound_rows[] = {R_SOUND, R_VOLUME};
    float y = y0;
    y += draw_group(a, STR_SET_GAME, game_rows, 1, x0, y, colw);
    y += draw_group(a, STR_SET_BOARD, board_rows, 4, x0, y, colw);
    y += draw_group(a, STR_SET_RULES, rule_rows, 5, x0, y, colw);
    float yr = y0;
    yr += draw_group(a, STR_SET_PLAYERS, player_rows, 2, x1, yr, colw);
    yr += draw_group(a, STR_SET_DISPLAY, display_rows, 3, x1, yr, colw);
    yr += draw_group(a, STR_SET_SOUND, sound_rows, 2, x1, yr, colw);
    /* the preview under the game's own settings: the chosen board in its material, set up */
    float ph = (float)gx->h - y - 80 * gx->u;
    if (ph > 80 * gx->u) {
        struct view *v = &S.preview;
        if (!S.have || v->game != s->game || memcmp(&v->opt, &s->opt[s->game], sizeof v->opt) ||
            v->material != s->material[s->game] || v->style != s->duo_style) {
            view_init(v, &s->opt[s->game], s->material[s->game], s->duo_style);
            S.have = true;
        }
        view_layout(v, x0, y, colw, ph);
        view_draw_setup(v, gx);
    }
    float bw = 170 * gx->u, bh = 46 * gx->u, by = (float)gx->h - bh - 20 * gx->u;
    app_button(a, W_BACK, (float)gx->w / 2 - bw - 10 * gx->u, by, bw, bh, tr(a, STR_BACK), true);
    app_button(a, W_START, (float)gx->w / 2 + 10 * gx->u, by, bw, bh, tr(a, STR_START), true);
}

static void leave(struct app *a)
{
    (void)a;
    view_free(&S.preview);
    S.have = false;
}

const struct scene_ops scene_settings_ops = {
    .leave = leave,
    .event = event,
    .draw = draw,
    .activate = activate,
};
