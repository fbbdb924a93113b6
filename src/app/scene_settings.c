/* scene_settings.c: one page of settings in groups, each with a line saying what it does, and
 * a small board that shows the choice at once. The rule options are the rules core's own
 * description of each game; Start begins a new game with them. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "game.h"
#include "ludi/session.h"
#include "sound.h"

/* The rows: the fixed ones, then the chosen game's options (R_OPTION + index). */
enum row_id {
    R_GAME, R_MATERIAL, R_STYLE, R_SIDE0, R_SIDE1, R_ANIM, R_FULLSCREEN, R_LANG, R_SOUND,
    R_VOLUME, R_OPTION, R_COUNT = R_OPTION + 8
};

enum { W_START = 1, W_BACK, W_KEEP, W_CHOICE = 100 };   /* W_CHOICE + row * 16 + choice */

static struct {
    struct view preview;
    bool have;
    float scroll, content;          /* the page scrolls when it is taller than the window */
    float rows_past;                /* how far the last row ends below the page, unscrolled */
    float preview_h;                /* the height of the board's preview drawn; 0: none */
} S;

static const int volumes[] = {0, 20, 40, 60, 80, 100};

static const struct ludi_option_desc *option_of(const struct app *a, enum row_id r)
{
    return r >= R_OPTION ? ludi_option_desc(a->settings.game, (int)r - R_OPTION) : NULL;
}

/* The choices of a row as labels (brief: as short as they can be, for a narrow window), and
 * which is chosen. Returns the count (0: row not shown). */
static int row_choices(struct app *a, enum row_id r, bool brief, char labels[][48], int *chosen)
{
    struct ludi_settings *s = &a->settings;
    enum ludi_game g = s->game;
    int n = 0;
    *chosen = 0;
#define ADD(text) snprintf(labels[n++], 48, "%s", (text))
    if (r >= R_OPTION) {
        const struct ludi_option_desc *d = option_of(a, r);
        if (!d)
            return 0;
        for (int v = 0; v < d->nvalues; v++)
            ADD(trc(a, d->labels[v]));
        *chosen = ludi_option_index(&s->opt[g], (int)r - R_OPTION);
        return n;
    }
    switch (r) {
    case R_GAME:
        for (int k = 0; k < LUDI_GAME_COUNT; k++) {
            static const enum str_id names[LUDI_GAME_COUNT] = {STR_LAT_NAME, STR_PENTE_NAME,
                                                               STR_DUO_NAME};
            char name[48];
            snprintf(name, sizeof name, "%s", tr(a, names[k]));
            if (brief)   /* the first word names the game well enough */
                name[strcspn(name, " ")] = '\0';
            ADD(name);
        }
        *chosen = (int)g;
        break;
    case R_MATERIAL:
        ADD(tr(a, STR_MAT_STONE));
        ADD(tr(a, STR_MAT_TERRACOTTA));
        *chosen = (int)s->material[g];
        break;
    case R_STYLE:
        if (g != LUDI_DUODECIM)
            return 0;
        ADD(tr(a, STR_STYLE_LETTERS));
        ADD(tr(a, STR_STYLE_CIRCLES));
        *chosen = (int)s->duo_style;
        break;
    case R_SIDE0:
    case R_SIDE1: {
        int side = r == R_SIDE1;
        ADD(tr(a, STR_HUMAN));
        for (int l = 1; l <= LUDI_AI_LEVEL_MAX; l++) {
            char t[48];
            if (brief)   /* the row's help says what the numbers are */
                snprintf(t, sizeof t, "%d", l);
            else
                trf(a, t, sizeof t, STR_LEVEL, l);
            ADD(t);
        }
        *chosen = s->computer[g][side] ? s->level[g][side] : 0;
        break;
    }
    case R_ANIM:
        ADD(tr(a, STR_ANIM_OFF));   /* in enum ludi_anim's order: off, then by speed */
        ADD(tr(a, STR_ANIM_SLOW));
        ADD(tr(a, STR_ANIM_NORMAL));
        ADD(tr(a, STR_ANIM_FAST));
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

/* Makes choice c of row r in s (the settings in force and the saved ones alike). */
static void apply_choice(struct ludi_settings *s, enum ludi_game g, enum row_id r, int c)
{
    if (r >= R_OPTION) {
        ludi_option_choose(&s->opt[g], (int)r - R_OPTION, c);
        return;
    }
    switch (r) {
    case R_GAME: s->game = (enum ludi_game)c; break;
    case R_MATERIAL: s->material[g] = (enum ludi_material)c; break;
    case R_STYLE: s->duo_style = (enum ludi_duo_style)c; break;
    case R_SIDE0:
    case R_SIDE1: {
        int side = r == R_SIDE1;
        s->computer[g][side] = c > 0;
        if (c > 0)
            s->level[g][side] = c;
        break;
    }
    case R_ANIM: s->anim = (enum ludi_anim)c; break;
    case R_FULLSCREEN: s->fullscreen = c == 1; break;
    case R_LANG: s->lang = (enum ludi_lang)c; break;
    case R_SOUND: s->sound = c == 1; break;
    case R_VOLUME: s->volume = volumes[c]; break;
    default: break;
    }
}

static void choose(struct app *a, enum row_id r, int c)
{
    enum ludi_game g = a->settings.game;
    apply_choice(&a->settings, g, r, c);
    apply_choice(&a->saved, g, r, c);
    if (r == R_FULLSCREEN)
        app_fullscreen(a, c == 1);
    if (r == R_LANG)
        a->lang = i18n_choose(a->settings.lang);
    if (r == R_SOUND || r == R_VOLUME)
        sound_set(a->settings.volume, a->settings.sound);
    app_save_settings(a);
    a->dirty = true;
}

static void activate(struct app *a, int id)
{
    sound_play(SOUND_CLICK);
    if (id == W_START) {
        if (game_in_progress(a) && !app_confirmed(a)) {
            struct replace_ask q;
            game_replace_question(a, false, (int)a->settings.game, &q);
            app_ask_or(a, W_START, W_KEEP, q.question, q.yes, q.no);
            return;
        }
        char err[256];
        if (game_start(a, NULL, err, sizeof err))
            app_switch(a, SCENE_GAME);
        else
            app_notice(a, "%s", err);
        return;
    }
    if (id == W_KEEP) {   /* the question's "Keep playing": the game, not this page */
        game_keep_playing(a);
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

static void scroll_by(struct app *a, float dy)
{
    float room = S.content;
    S.scroll = fmaxf(0, fminf(S.scroll + dy, room));
    a->dirty = true;
}

static void event(struct app *a, const struct ui_event *e)
{
    if (e->kind == UI_WHEEL) {
        scroll_by(a, -e->wheel * 48 * app_unit(a));
        return;
    }
    if (e->kind != UI_KEY)
        return;
    if (e->key == SDLK_ESCAPE)
        activate(a, W_BACK);
    else if (e->key == SDLK_PAGEDOWN || e->key == SDLK_PAGEUP)
        scroll_by(a, (e->key == SDLK_PAGEDOWN ? 1 : -1) * (float)a->g.h * 0.6f);
    else
        app_focus_keys(a, e);
}

/* The label and help of a row in the window's language. */
static void row_words(struct app *a, enum row_id r, char *label, size_t llen, char *help,
                      size_t hlen)
{
    static const enum str_id labels[R_OPTION] = {
        [R_GAME] = STR_SET_GAME, [R_MATERIAL] = STR_SET_MATERIAL, [R_STYLE] = STR_SET_STYLE,
        [R_ANIM] = STR_SET_ANIM, [R_FULLSCREEN] = STR_SET_FULLSCREEN,
        [R_LANG] = STR_SET_LANGUAGE, [R_SOUND] = STR_SET_SOUND_ON, [R_VOLUME] = STR_SET_VOLUME,
    };
    static const enum str_id helps[R_OPTION] = {
        [R_GAME] = STR_SET_GAME_HELP, [R_MATERIAL] = STR_SET_MATERIAL_HELP,
        [R_STYLE] = STR_SET_STYLE_HELP, [R_ANIM] = STR_SET_ANIM_HELP,
        [R_FULLSCREEN] = STR_SET_FULLSCREEN_HELP, [R_LANG] = STR_SET_LANGUAGE_HELP,
        [R_SOUND] = STR_SET_SOUND_HELP, [R_VOLUME] = STR_SET_VOLUME_HELP,
    };
    if (r >= R_OPTION) {
        const struct ludi_option_desc *d = option_of(a, r);
        snprintf(label, llen, "%s", trc(a, d->title));
        snprintf(help, hlen, "%s", trc(a, d->help));
    } else if (r == R_SIDE0 || r == R_SIDE1) {
        /* which colour "first" and "second" are, in the game chosen */
        trf(a, label, llen, r == R_SIDE0 ? STR_SET_SIDE_FIRST : STR_SET_SIDE_SECOND,
            tr_side(a, a->settings.game, r == R_SIDE1));
        trf(a, help, hlen, STR_SET_PLAYER_HELP, LUDI_AI_LEVEL_MAX);
    } else {
        snprintf(label, llen, "%s", tr(a, labels[r]));
        if (r == R_SOUND && !sound_available())
            snprintf(help, hlen, "%s %s", tr(a, helps[r]), tr(a, STR_NO_AUDIO));
        else
            snprintf(help, hlen, "%s", tr(a, helps[r]));
    }
}

/* The blank a row ends with: clearly wider than its description's own line gaps (play-test
 * 24: at 800x600 a description's last line stood 5 px over the next row's label, as close as
 * its own lines). */
static float row_gap(const struct app *a)
{
    return fmaxf(10 * app_unit(a), 9 * a->g.dpi);
}

/* What a group keeps blank under its last row, that row's own gap counted: as before rows
 * had theirs, 15 units from the last description to the next group's title. */
static float group_gap(const struct app *a)
{
    return fmaxf(0, 15 * app_unit(a) - row_gap(a));
}

/* Whether each of n labels fits a choice of a row's room shared evenly, at the least size. */
static bool choices_fit(struct app *a, char labels[][48], int n, float room)
{
    struct gfx *gx = &a->g;
    float t = app_unit(a), cw = room / (float)n;
    for (int c = 0; c < n; c++) {
        int tw, th;
        gfx_text_size(gx, FACE_BODY, fminf(15 * t, 12 * gx->dpi), labels[c], &tw, &th);
        if ((float)tw > cw - 8 * t)
            return false;
    }
    return true;
}

/* Draws one row (label and help on the left, the choices as a segmented control) when draw is
 * set; returns its height either way. */
static float draw_row(struct app *a, enum row_id r, float x, float y, float w, bool draw)
{
    struct gfx *gx = &a->g;
    float t = app_unit(a);
    char labels[8][48], label[160], help[300];
    int chosen;
    int n = row_choices(a, r, false, labels, &chosen);
    if (n == 0)
        return 0;
    row_words(a, r, label, sizeof label, help, sizeof help);   /* a help runs past 160 bytes */
    float lw = w * 0.42f, bh = 32 * t;
    /* the descriptions keep the size they have in a large window: a small italic reads worse
     * than a page that scrolls */
    float hpx = fmaxf(13.5f * t, 13.5f * gx->dpi), hlh = hpx * 1.19f;
    /* a narrow column (800x600): the description under the label and the choices, across the
     * row, so that it takes two lines and not four */
    bool below = lw < 200 * gx->dpi;
    /* the players' levels too long beside the label: on a line of their own under it, across
     * the column, rather than bare numbers (play-test 24: '1 2 3 4 5' at 800x600) */
    bool stack = (r == R_SIDE0 || r == R_SIDE1) && !choices_fit(a, labels, n, w - lw) &&
                 choices_fit(a, labels, n, w);
    float cy = stack ? 24 * t : 0;   /* where the choices' line begins under the row's top */
    if (stack) {
        lw = 0;
        below = true;
    }
    float hw = below ? w - 8 * t : lw - 8 * t, hy = below ? cy + bh + 6 * t : 26 * t;
    float hh = gfx_paragraph(gx, FACE_ITALIC, hpx, 0xbfb193ffu, x, 0, hw, hlh, help, false);
    float gap = row_gap(a);
    float h = below ? hy + hh + gap : fmaxf(bh + 16 * t, 26 * t + hh + gap);
    if (!draw)
        return h;
    char fit[160];
    float px = app_fit(a, FACE_BODY, 18 * t, 13 * t, (stack ? w : lw) - 8 * t, label, fit,
                       sizeof fit);
    gfx_text(gx, FACE_BODY, px, COL_TEXT_DARK, x, y + 2 * t, ALIGN_LEFT, fit);
    gfx_paragraph(gx, FACE_ITALIC, hpx, 0xbfb193ffu, x, y + hy, hw, hlh, help, true);
    float cx = x + lw;
    if (!choices_fit(a, labels, n, w - lw))   /* a label that does not fit: the brief ones */
        row_choices(a, r, true, labels, &chosen);
    y += cy;
    /* each choice as wide as its words need, the room left shared evenly */
    float need[8], total = 0;
    for (int c = 0; c < n; c++) {
        int tw, th;
        gfx_text_size(gx, FACE_BODY, 15 * t, labels[c], &tw, &th);
        need[c] = (float)tw + 14 * t;
        total += need[c];
    }
    float spare = (w - lw) - total;
    float bx = cx;
    for (int c = 0; c < n; c++) {
        float cwc = spare >= 0 ? need[c] + spare / (float)n : need[c] * (w - lw) / total;
        int id = W_CHOICE + (int)r * 16 + c;
        bool on = c == chosen, hot = a->hover == id || a->focus == id;
        uint32_t bg = on ? 0x8a6a36ffu : hot ? 0x4a3b2af0u : 0x2f271ff0u;
        gfx_round(gx, bx + 1, y + 4 * t, cwc - 2, bh, 5 * t, bg);
        if (hot && !on)
            gfx_frame(gx, bx + 3, y + 6 * t, cwc - 6, bh - 4 * t, t, 0xc9a45c90u);
        char text[48];
        float lp = app_fit(a, FACE_BODY, 15 * t, fminf(15 * t, 12 * gx->dpi), cwc - 8 * t,
                           labels[c], text, sizeof text);
        int tw, th;
        gfx_text_size(gx, FACE_BODY, lp, text, &tw, &th);
        gfx_text(gx, FACE_BODY, lp, on ? 0xfff6e0ffu : COL_TEXT_DARK, bx + cwc / 2,
                 y + 4 * t + (bh - (float)th) / 2, ALIGN_CENTER, text);
        app_widget(a, id, bx, y + 4 * t, cwc, bh, true);
        bx += cwc;
    }
    return h;
}

/* A group: its title and rows. Returns the height used. */
static float draw_group(struct app *a, enum str_id title, const enum row_id *rows, int n,
                        float x, float y, float w, bool draw)
{
    struct gfx *gx = &a->g;
    float t = app_unit(a), start = y;
    bool any = false;
    for (int i = 0; i < n; i++)
        any |= draw_row(a, rows[i], x, y, w, false) > 0;
    if (!any)
        return 0;
    if (draw) {
        gfx_text(gx, FACE_TITLE, 20 * t, 0xe8c98aff, x, y, ALIGN_LEFT, tr(a, title));
        gfx_fill(gx, x, y + 28 * t, w, 1, 0xc9a45c50u);
    }
    y += 38 * t;
    for (int i = 0; i < n; i++)
        y += draw_row(a, rows[i], x, y, w, draw);
    return y - start + group_gap(a);
}

static void draw(struct app *a)
{
    struct gfx *gx = &a->g;
    struct ludi_settings *s = &a->settings;
    float t = app_unit(a);
    gfx_cover(gx, TEX_TITLE, 0, 0, (float)gx->w, (float)gx->h, 0xb8b8b8ffu);
    gfx_fill(gx, 0, 0, (float)gx->w, (float)gx->h, 0x0000004au);
    /* the game's options, sorted into the groups they belong to */
    enum row_id board[8] = {R_MATERIAL, R_STYLE}, rules[8];
    int nb = 2, nr = 0;
    for (int i = 0; i < ludi_option_count(s->game) && i < 6; i++) {
        if (ludi_option_desc(s->game, i)->group == LUDI_OPTION_BOARD)
            board[nb++] = (enum row_id)(R_OPTION + i);
        else
            rules[nr++] = (enum row_id)(R_OPTION + i);
    }
    if (nb > 2) {   /* the board's size or lines first */
        enum row_id first = board[2];
        memmove(board + 1, board, 2 * sizeof board[0]);
        board[0] = first;
    }
    static const enum row_id game_rows[] = {R_GAME};
    static const enum row_id player_rows[] = {R_SIDE0, R_SIDE1};
    static const enum row_id display_rows[] = {R_ANIM, R_FULLSCREEN, R_LANG};
    static const enum row_id sound_rows[] = {R_SOUND, R_VOLUME};
    /* New game: the game, its board, rules and players, with a preview and Start; Settings:
     * the window's own, kept for every game (play-test 21: the two were one page, both with
     * Start, so Settings read as a second way to start a game) */
    struct group {
        const enum row_id *rows;
        int n;
        enum str_id title;
    };
    const struct group new_groups[] = {{game_rows, 1, STR_SET_GAME}, {board, nb, STR_SET_BOARD},
                                       {rules, nr, STR_SET_RULES},
                                       {player_rows, 2, STR_SET_PLAYERS}};
    const struct group own_groups[] = {{display_rows, 3, STR_SET_DISPLAY},
                                       {sound_rows, 2, STR_SET_SOUND}};
    const struct group *groups = a->settings_new ? new_groups : own_groups;
    int ngroups = a->settings_new ? 4 : 2, split = a->settings_new ? 3 : 1;
    /* two columns where they fit, else one that scrolls */
    float margin = 28 * t, colgap = 36 * t, top = 70 * t, bottom = (float)gx->h - 78 * t;
    bool two = (float)gx->w >= 900 * t;
    float colw = two ? ((float)gx->w - 2 * margin - colgap) / 2 : (float)gx->w - 2 * margin;
    float x0 = margin, x1 = two ? margin + colw + colgap : margin;
    float hl = 0, hr = 0;
    for (int k = 0; k < ngroups; k++) {
        float h = draw_group(a, groups[k].title, groups[k].rows, groups[k].n, 0, 0, colw, false);
        if (two && k >= split)
            hr += h;
        else
            hl += h;
    }
    /* the preview takes the room left under the players, in the right column (under the
     * left one, beside an empty right, it was a thumbnail); a window too low for a preview
     * worth seeing goes without it rather than scroll for a thumbnail */
    float note_px = fmaxf(13.5f * t, 13.5f * gx->dpi);   /* Settings: where the rest went */
    if (!a->settings_new)
        hl += gfx_paragraph(gx, FACE_ITALIC, note_px, 0xbfb193ffu, x0, 0, colw, note_px * 1.19f,
                            tr(a, STR_SET_ELSEWHERE), false) + 20 * t;
    float preview_h = a->settings_new ? 190 * t : 0, preview_min = 88 * t;
    bool preview = a->settings_new && (!two || bottom - top - hr >= preview_min);
    float content = two ? fmaxf(hl, preview ? hr + preview_min : hr) : hl + preview_h;
    S.content = fmaxf(0, content - (bottom - top));
    S.scroll = fminf(S.scroll, S.content);
    gfx_spaced(gx, FACE_TITLE, 36 * t, 0xe9dcbcffu, (float)gx->w / 2, 14 * t, 36 * t * 0.22f,
               tr(a, scene_settings_heading(a)));
    SDL_Rect clip = {0, (int)top, gx->w, (int)(bottom - top)};
    SDL_RenderSetClipRect(gx->ren, &clip);
    float yl = top - S.scroll, yr = top - S.scroll;
    for (int k = 0; k < ngroups; k++) {
        bool right = two && k >= split;
        float *y = right ? &yr : &yl;
        *y += draw_group(a, groups[k].title, groups[k].rows, groups[k].n, right ? x1 : x0, *y,
                         colw, true);
    }
    if (!a->settings_new)
        yl += gfx_paragraph(gx, FACE_ITALIC, note_px, 0xbfb193ffu, x0, yl + 4 * t, colw,
                            note_px * 1.19f, tr(a, STR_SET_ELSEWHERE), true) + 20 * t;
    S.rows_past = fmaxf(yl, yr) - group_gap(a) + S.scroll - bottom;   /* the group's gap aside */
    /* the preview under the game's own settings: the chosen board in its material, set up */
    float px = two ? x1 : x0, py = two ? yr : yl, ph = two ? bottom - yr - 6 * t : preview_h;
    /* one column with room under it (a portrait window): the preview takes that room, up to
     * twice its own (at 700x1000 a thumbnail stood over a third of the window left empty) */
    if (!two && S.content <= 0)
        ph = fmaxf(ph, fminf(bottom - yl - 6 * t, 2 * preview_h));
    S.preview_h = 0;
    if (preview && ph >= preview_min - 6 * t) {
        struct view *v = &S.preview;
        if (!S.have || v->game != s->game || memcmp(&v->opt, &s->opt[s->game], sizeof v->opt) ||
            v->material != s->material[s->game] || v->style != s->duo_style) {
            view_init(v, &s->opt[s->game], s->material[s->game], s->duo_style);
            S.have = true;
        }
        view_layout_centred(v, px, py, colw, ph - 10 * t);
        view_draw_setup(v, gx);
        S.preview_h = v->board.h;
    }
    SDL_RenderSetClipRect(gx->ren, NULL);
    /* rows scrolled past an edge of the page fade out there instead of being cut off sharp */
    float fade = 22 * t;
    if (S.scroll > 0)
        gfx_gradient(gx, 0, top, (float)gx->w, fade, 0x15110df0u, 0x15110d00u);
    if (S.scroll < S.content)
        gfx_gradient(gx, 0, bottom - fade, (float)gx->w, fade, 0x15110d00u, 0x15110df0u);
    /* widgets scrolled out of the page are not clickable */
    int k = 0;
    for (int i = 0; i < a->nwidgets; i++) {
        const SDL_FRect *r = &a->widgets[i].r;
        if (r->y >= top - 1 && r->y + r->h <= bottom + 1)
            a->widgets[k++] = a->widgets[i];
    }
    a->nwidgets = k;
    if (S.content > 0) {   /* where the page is: a thin bar at the right */
        float track = bottom - top, knob = track * track / (track + S.content);
        float ky = top + (track - knob) * S.scroll / S.content;
        gfx_round(gx, (float)gx->w - 8 * t, ky, 4 * t, knob, 2 * t, 0xc9a45c80u);
    }
    gfx_fill(gx, 0, bottom, (float)gx->w, (float)gx->h - bottom, 0x0d0a08b0u);
    a->notice_at = (SDL_FRect){margin, bottom - 44 * t, (float)gx->w - 2 * margin, 40 * t};
    float bw = 170 * t, bh = 44 * t, by = (float)gx->h - bh - 17 * t;
    if (!a->settings_new) {   /* nothing here starts a game: Back alone */
        app_button(a, W_BACK, ((float)gx->w - bw) / 2, by, bw, bh, tr(a, STR_BACK), true);
        return;
    }
    app_button(a, W_BACK, (float)gx->w / 2 - bw - 10 * t, by, bw, bh, tr(a, STR_BACK), true);
    app_button(a, W_START, (float)gx->w / 2 + 10 * t, by, bw, bh, tr(a, STR_START), true);
}

static void enter(struct app *a)
{
    (void)a;
    S.scroll = 0;
}

static void leave(struct app *a)
{
    (void)a;
    view_free(&S.preview);
    S.have = false;
}

const struct scene_ops scene_settings_ops = {
    .enter = enter,
    .leave = leave,
    .event = event,
    .draw = draw,
    .activate = activate,
};

float scene_settings_rows_past(void)
{
    return S.rows_past;
}

float scene_settings_scroll_room(void)
{
    return S.content;
}

enum str_id scene_settings_heading(const struct app *a)
{
    return a->settings_new ? STR_NEW_GAME : STR_SETTINGS;
}

float scene_settings_preview_h(void)
{
    return S.preview_h;
}
