/* scene_title.c: LVDI over dark stone, the three games as cards with their boards, the menu,
 * the saved games and the player's statistics. */
#include <ctype.h>
#include <dirent.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "game.h"
#include "learn.h"
#include "ludi/fileio.h"
#include "sound.h"

enum { W_CARD = 10, W_CONTINUE = 20, W_NEW, W_LOAD, W_SETTINGS, W_RULES, W_QUIT, W_CLOSE,
       W_STATS, W_RESET, W_LEARN, W_KEEP, W_RESIGN, W_CARD_LESSON = 40,
       W_CARD_PLAY = 50, W_SAVEFILE = 100 };

/* The saved games listed, newest first: every Ctrl+S makes a file, and the window showed the
 * newest 12 alone, the others out of reach (play-test 22); beyond this many the oldest go
 * unlisted. */
#define MAX_SAVES 500

static struct {
    struct view view[LUDI_GAME_COUNT];
    bool have_view;
    bool has_continue;
    bool continue_resignable;   /* the autosave's game has someone to give it up */
    enum ludi_game continue_game;   /* the game Continue takes up */
    bool load_open, stats_open;
    int nsaves, all;            /* the saved games listed, and found (more: some left out) */
    char saves[MAX_SAVES][256];
    bool seconds[MAX_SAVES];    /* the row says the seconds (mark_seconds) */
    char detail[MAX_SAVES][224]; /* whom against and how far, read once a row is shown */
    bool read[MAX_SAVES];       /* detail[i] has been read (empty: the file could not be) */
    int first, fit;             /* the list's first row seen, and how many rows it shows */
    SDL_FRect box;              /* the saved games' window as last drawn: the wheel's place */
    bool rehover;               /* scrolled by the wheel: the row under the mouse changed */
} T;

static int cmp_desc(const void *x, const void *y)
{
    return strcmp((const char *)y, (const char *)x);
}

static void mark_seconds(const struct app *a);

static void scan_saves(struct app *a)
{
    T.nsaves = T.all = 0;
    if (!a->pref_dir[0])
        return;
    char dir[1200];
    snprintf(dir, sizeof dir, "%ssaves", a->pref_dir);
    DIR *d = opendir(dir);
    if (!d)
        return;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t len = strlen(e->d_name);
        if (len <= 5 || len >= 250 || strcmp(e->d_name + len - 5, ".ludi") != 0)
            continue;
        T.all++;
        int at = T.nsaves;
        if (at == MAX_SAVES) {   /* full: the newest kept, in place of the oldest */
            at = 0;
            for (int i = 1; i < T.nsaves; i++)
                if (strcmp(T.saves[i], T.saves[at]) < 0)
                    at = i;
            if (strcmp(e->d_name, T.saves[at]) < 0)
                continue;
        } else {
            T.nsaves++;
        }
        snprintf(T.saves[at], sizeof T.saves[0], "%.250s", e->d_name);
    }
    closedir(d);
    /* newest first: names start with dates */
    qsort(T.saves, (size_t)T.nsaves, sizeof T.saves[0], cmp_desc);
    memset(T.read, 0, sizeof T.read);
    mark_seconds(a);
}

/* The focused row (-1: the focus is not on a row). */
static int focus_row(const struct app *a)
{
    int f = a->focus - W_SAVEFILE;
    return a->focus >= W_SAVEFILE && f < T.nsaves ? f : -1;
}

/* The list scrolled to first, within its rows. */
static void scroll_to(int first)
{
    int fit = T.fit > 0 ? T.fit : 1, last = T.nsaves - fit;
    T.first = first > last ? last : first;
    if (T.first < 0)
        T.first = 0;
}

/* Scrolls the list so that row i is seen, as little as it takes. */
static void show_row(int i)
{
    int fit = T.fit > 0 ? T.fit : 1;
    if (i < T.first)
        scroll_to(i);
    else if (i >= T.first + fit)
        scroll_to(i - fit + 1);
}

/* The keys in the saved games' list: Up and Down go through every row, the list scrolling as
 * the focus passes the first or the last row seen; Page Up and Down a page, Home and End to
 * the newest and the oldest; Down from the oldest goes to Cancel, Up from Cancel to the last
 * row seen. False when the key is not the list's. */
static bool list_key(struct app *a, SDL_Keycode key)
{
    int n = T.nsaves, f = focus_row(a), fit = T.fit > 0 ? T.fit : 1,
        page = fit > 1 ? fit - 1 : 1;
    if (n == 0)
        return false;
    switch (key) {
    case SDLK_DOWN:
        if (f < 0)
            return false;
        if (f == n - 1) {
            a->focus = W_CLOSE;
            a->dirty = true;
            return true;
        }
        f++;
        break;
    case SDLK_UP:
        if (f < 0 && a->focus != W_CLOSE)
            return false;
        f = f < 0 ? T.first + fit - 1 : f > 0 ? f - 1 : 0;
        break;
    case SDLK_PAGEDOWN:
        f = (f < 0 ? T.first : f) + page;
        break;
    case SDLK_PAGEUP:
        f = (f < 0 ? T.first + fit - 1 : f) - page;
        break;
    case SDLK_HOME:
        f = 0;
        break;
    case SDLK_END:
        f = n - 1;
        break;
    default:
        return false;
    }
    f = f < 0 ? 0 : f >= n ? n - 1 : f;
    a->focus = W_SAVEFILE + f;
    show_row(f);
    a->dirty = true;
    return true;
}

/* The wheel over the saved games' window scrolls its list three rows a notch; the focus, on a
 * row, stays on one seen (Enter never opens a game out of sight). */
static void list_wheel(struct app *a, const struct ui_event *e)
{
    const SDL_FRect *b = &T.box;
    if (T.nsaves == 0 || e->x < b->x || e->x >= b->x + b->w || e->y < b->y ||
        e->y >= b->y + b->h)
        return;
    int notches = (int)lroundf(e->wheel), fit = T.fit > 0 ? T.fit : 1;
    if (notches == 0)
        notches = e->wheel > 0 ? 1 : -1;
    scroll_to(T.first - 3 * notches);
    int f = focus_row(a);
    if (f >= 0 && f < T.first)
        a->focus = W_SAVEFILE + T.first;
    else if (f >= T.first + fit)
        a->focus = W_SAVEFILE + T.first + fit - 1;
    T.rehover = true;
    a->dirty = true;
}

/* A saved game's row in the window: the game's proper name and when it was saved, written
 * as a date and a time are, a comma between them ("Latrunculi \xc2\xb7 2026-11-29, 00:15", the
 * seconds too when asked), from the name scene_game_save gives its file ("2026-11-29 00.15.35
 * latrunculi.ludi"; the play-test 22 saw these names as they are, the game's id in lower case,
 * the time with dots). The comma: a space alone between them, a few pixels wide in the rows'
 * small type, read as "2026-11-2901:49" (play-test 23). Another name (a file the player renamed
 * or copied) is shown as it is, without ".ludi"; false then. */
static bool save_label(const struct app *a, const char *file, bool seconds, char *out,
                       size_t len)
{
    static const char pattern[] = "dddd-dd-dd dd.dd.dd ";
    size_t n = strlen(file), p = sizeof pattern - 1;
    bool ludi = n > 5 && strcmp(file + n - 5, ".ludi") == 0, ok = ludi && n > p + 5;
    for (size_t i = 0; ok && i < p; i++)
        ok = pattern[i] == 'd' ? isdigit((unsigned char)file[i]) != 0 : file[i] == pattern[i];
    enum ludi_game g = LUDI_LATRUNCULI;
    if (ok) {
        char id[32];
        ok = n - 5 - p < sizeof id;
        if (ok) {
            snprintf(id, sizeof id, "%.*s", (int)(n - 5 - p), file + p);
            ok = ludi_game_parse(id, &g);
        }
    }
    if (!ok)
        snprintf(out, len, "%.*s", (int)(ludi ? n - 5 : n), file);
    else
        snprintf(out, len, "%s \xc2\xb7 %.10s, %.2s:%.2s%s%.*s", tr_game(a, g), file,
                 file + 11, file + 14, seconds ? ":" : "", seconds ? 2 : 0, file + 17);
    return ok;
}


/* Whether row i would read as another row does without the seconds: a game of the same kind
 * saved in the same minute (two Ctrl+S a few seconds apart made two rows alike). Such rows
 * stand together in the list, which is in the order of the names. */
static bool row_twin(const struct app *a, int i)
{
    char mine[256], other[256];
    if (!save_label(a, T.saves[i], false, mine, sizeof mine))
        return false;
    for (int step = -1; step <= 1; step += 2)
        for (int j = i + step; j >= 0 && j < T.nsaves &&
                               strncmp(T.saves[j], T.saves[i], 16) == 0; j += step) {
            save_label(a, T.saves[j], false, other, sizeof other);
            if (strcmp(mine, other) == 0)
                return true;
        }
    return false;
}

/* Which rows say the seconds: every row of a day on which two rows would read alike without
 * them. Only those two said them, and a day's times read 01:49:30, 01:49:05, 01:20, as if
 * written carelessly (play-test 23); a day's rows, seen together, now read alike, and the
 * other days' keep the shorter time. */
static void mark_seconds(const struct app *a)
{
    char label[256];
    for (int i = 0; i < T.nsaves;) {
        int end = i + 1;
        bool dated = save_label(a, T.saves[i], false, label, sizeof label), twin = false;
        while (dated && end < T.nsaves && strncmp(T.saves[end], T.saves[i], 10) == 0)
            end++;
        for (int j = i; j < end && !twin; j++)
            twin = row_twin(a, j);
        for (int j = i; j < end; j++)
            T.seconds[j] = twin;
        i = end;
    }
}

/* Whom a saved game is against and how far it went ("v level 3, 14 moves", "two players,
 * finished"): rows that said only the game and the time could not be told apart (a player
 * with three games of Latrunculi saved). Read from the file the first time its row is shown,
 * and only read: a file that cannot be read gets no detail here (opening it says why). */
static const char *row_detail(const struct app *a, int i)
{
    if (T.read[i])
        return T.detail[i];
    T.read[i] = true;
    T.detail[i][0] = '\0';
    char path[1500], err[200];
    snprintf(path, sizeof path, "%ssaves/%s", a->pref_dir, T.saves[i]);
    struct ludi_session ss;
    if (!a->pref_dir[0] || !ludi_session_load(path, &ss, err, sizeof err))
        return T.detail[i];
    struct ludi_player p0 = ludi_session_player(&ss, 0), p1 = ludi_session_player(&ss, 1);
    char who[64] = "", when[48], kind[96];
    /* the board's size or the game's mode, as the notice that kept the game said it
     * ("Latrunculi 8x8"; play-test 36: the row did not say which board): the options' words
     * after the game's name, which the row's name says already */
    tr_options(a, ludi_session_options(&ss), false, kind, sizeof kind);
    const char *gn = tr_game(a, ludi_session_options(&ss)->game);
    const char *k = strncmp(kind, gn, strlen(gn)) == 0 ? kind + strlen(gn) : kind;
    while (*k == ' ' || *k == ',')
        k++;
    if (p0.kind == LUDI_HUMAN && p1.kind == LUDI_HUMAN)
        snprintf(who, sizeof who, "%s", tr(a, STR_ROW_TWO));
    else if (p0.kind != p1.kind)
        trf(a, who, sizeof who, STR_ROW_VS_LEVEL, p0.kind == LUDI_COMPUTER ? p0.level : p1.level);
    if (ludi_session_state(&ss)->phase == LUDI_PHASE_OVER)
        snprintf(when, sizeof when, "%s", tr(a, STR_ROW_OVER));
    else {
        /* numbered as the move list numbers them */
        int moves = game_move_number(&ss, (int)ludi_session_moves_played(&ss));
        trf(a, when, sizeof when, moves == 1 ? STR_ROW_MOVE_ONE : STR_ROW_MOVES, moves);
    }
    snprintf(T.detail[i], sizeof T.detail[i], "%s%s%s%s%s", k, k[0] ? ", " : "", who,
             who[0] ? ", " : "", when);
    ludi_session_free(&ss);
    return T.detail[i];
}

/* Row i's name: the game and when, with the seconds where its day's rows say them. */
static void row_name(const struct app *a, int i, char *out, size_t len)
{
    save_label(a, T.saves[i], T.seconds[i], out, len);
}

/* Row i's label as the list shows it: its name, then whom against and how far. */
static void row_label(const struct app *a, int i, char *out, size_t len)
{
    row_name(a, i, out, len);
    const char *d = row_detail(a, i);
    size_t n = strlen(out);
    if (d[0] && n < len)
        snprintf(out + n, len - n, " \xc2\xb7 %s", d);
}

void scene_title_save_label(const struct app *a, const char *file, char *out, size_t len)
{
    save_label(a, file, false, out, len);
}

void scene_title_file_label(struct app *a, const char *file, char *out, size_t len)
{
    scan_saves(a);
    for (int i = 0; i < T.nsaves; i++)
        if (strcmp(T.saves[i], file) == 0) {
            row_name(a, i, out, len);
            return;
        }
    save_label(a, file, false, out, len);
}

static void enter(struct app *a)
{
    T.has_continue = game_has_autosave(a, &T.continue_game, &T.continue_resignable);
    if (a->game != NULL && ludi_session_state(&a->game->flow.ss)->phase != LUDI_PHASE_OVER) {
        T.has_continue = true;
        T.continue_game = ludi_session_options(&a->game->flow.ss)->game;
    }
    T.load_open = T.stats_open = false;
    T.first = 0;
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
        char msg[600];
        trf(a, msg, sizeof msg, STR_LOAD_FAILED, err);
        app_notice(a, "%s", msg);
        return;
    }
    char msg[600], autosave[1200];
    game_autosave_path(a, autosave, sizeof autosave);
    if (path && strcmp(path, autosave) == 0) {
        app_notice(a, "%s", tr(a, STR_RESUMED));   /* never the autosave's file name */
    } else if (path) {
        char label[300];
        scene_title_file_label(a, app_file_name(path), label, sizeof label);
        trf(a, msg, sizeof msg, STR_LOADED, label);
        app_notice(a, "%s", msg);
    }
    app_switch(a, SCENE_GAME);
}

/* Closes the saved games' or the statistics' window, the keys back on the button that opened
 * it. */
static void close_panel(struct app *a)
{
    if (T.load_open || T.stats_open)
        a->focus = T.load_open ? W_LOAD : W_STATS;
    T.load_open = T.stats_open = false;
    a->dirty = true;
}

/* Whether the player has never met game g here: no step of its lesson done, no game of it
 * played to its end, and no game of it to Continue (play-test 49's kin: the lesson offered as
 * "new to you" for the game the player was in the middle of). */
static bool game_new_to_player(struct app *a, enum ludi_game g)
{
    if (T.has_continue && T.continue_game == g)
        return false;
    const char *name = ludi_game_name(g);
    size_t n = strlen(name);
    for (int i = 0; i < a->stats.n; i++)
        if (a->stats.row[i].played > 0 && strncmp(a->stats.row[i].key, name, n) == 0 &&
            (a->stats.row[i].key[n] == ' ' || a->stats.row[i].key[n] == '\0'))
            return false;
    return learn_done(a, g) == 0;
}

/* Continue: the game in the window when it is not over, else the autosaved one taken up. */
static void continue_game(struct app *a)
{
    if (a->game && ludi_session_state(&a->game->flow.ss)->phase != LUDI_PHASE_OVER) {
        app_switch(a, SCENE_GAME);
        return;
    }
    char path[1200];
    game_autosave_path(a, path, sizeof path);
    start_game(a, path);
}

/* The question "take the lesson first?" for game g answered: not asked again, now or at a
 * later start. */
static void lesson_answered(struct app *a, int g)
{
    a->settings.offer_lesson[g] = a->saved.offer_lesson[g] = false;
    app_save_settings(a);
}

static void activate(struct app *a, int id)
{
    sound_play(SOUND_CLICK);
    if (id >= W_CARD_PLAY && id < W_CARD_PLAY + LUDI_GAME_COUNT) {
        /* the question's "Play now": the card's game, not asked again */
        lesson_answered(a, id - W_CARD_PLAY);
        id = W_CARD + (id - W_CARD_PLAY);
    }
    if (id >= W_CARD_LESSON && id < W_CARD_LESSON + LUDI_GAME_COUNT) {
        /* the question's "Take the lesson": the lesson from its start */
        lesson_answered(a, id - W_CARD_LESSON);
        char err[600];
        if (!learn_begin(a, (enum ludi_game)(id - W_CARD_LESSON), -1, err, sizeof err)) {
            app_notice(a, "%s", err);
            return;
        }
        /* Leave comes back here (play-test 36: it went to the list of lessons, never seen) */
        a->learn->to_title = true;
        app_switch(a, SCENE_LESSON);
        return;
    }
    if (id >= W_CARD && id < W_CARD + LUDI_GAME_COUNT) {
        enum ludi_game g = (enum ludi_game)(id - W_CARD);
        /* a game the player has never met: its lesson offered first, until answered once
         * (kept in the settings: the offer came back at each start for a player who had
         * answered "Play now", play-test 66); Escape is no answer (play-test 36: it turned the
         * question off) (a newcomer's play-test: a click on a card started a game of rules
         * never seen); with another game unfinished too, before the question of replacing it
         * (play-tests 44, 47: that question's answer started the game unoffered): the lesson
         * parks that game and gives it back */
        if (a->settings.offer_lesson[g] && game_new_to_player(a, g)) {
            char q[400];
            trf(a, q, sizeof q, STR_ASK_LESSON_FIRST, tr(a, g == LUDI_LATRUNCULI ? STR_LAT_NAME
                                                           : g == LUDI_PENTE ? STR_PENTE_NAME
                                                                             : STR_DUO_NAME));
            app_ask_or(a, W_CARD_LESSON + g, W_CARD_PLAY + g, q, tr(a, STR_TAKE_LESSON),
                       tr(a, STR_PLAY_NOW));
            return;
        }
        if (game_in_progress(a) && !app_confirmed(a)) {
            struct replace_ask q;
            game_replace_question(a, false, (int)g, &q);
            app_ask_or(a, id, W_KEEP, q.question, q.yes, q.no);
            return;
        }
        a->settings.game = a->saved.game = (enum ludi_game)(id - W_CARD);
        app_save_settings(a);
        start_game(a, NULL);
        return;
    }
    if (id >= W_SAVEFILE && id < W_SAVEFILE + T.nsaves) {
        if (game_in_progress(a) && !app_confirmed(a)) {
            struct replace_ask q;
            game_replace_question(a, true, -1, &q);
            app_ask_or(a, id, W_KEEP, q.question, q.yes, q.no);
            return;
        }
        char path[1600];
        snprintf(path, sizeof path, "%ssaves/%s", a->pref_dir, T.saves[id - W_SAVEFILE]);
        T.load_open = false;
        start_game(a, path);
        return;
    }
    switch (id) {
    case W_KEEP:   /* the question's "Keep playing": the game, as its words say */
        T.load_open = false;
        game_keep_playing(a);
        break;
    case W_RESIGN:   /* asked over the game's board, where the answer shows */
        if (!a->game && T.has_continue)   /* after a restart: the game taken up first */
            continue_game(a);
        if (game_resigner(a) >= 0) {
            app_switch(a, SCENE_GAME);
            scene_game_resign(a);
        }
        break;
    case W_CONTINUE:
        continue_game(a);
        break;
    case W_NEW:
        a->settings_new = true;
        app_switch(a, SCENE_SETTINGS);
        break;
    case W_LOAD:
        scan_saves(a);
        T.first = 0;
        T.load_open = true;
        a->focus = T.nsaves ? W_SAVEFILE : W_CLOSE;   /* the keys start in the list */
        a->dirty = true;
        break;
    case W_CLOSE:
        close_panel(a);
        break;
    case W_STATS:
        T.stats_open = true;
        a->focus = W_CLOSE;
        a->dirty = true;
        break;
    case W_RESET:
        if (!app_confirmed(a)) {
            app_ask(a, W_RESET, tr(a, STR_CONFIRM_RESET), tr(a, STR_RESET_YES),
                    tr(a, STR_CANCEL));
            break;
        }
        a->stats.n = 0;
        app_save_settings(a);
        a->dirty = true;
        break;
    case W_SETTINGS:
        a->settings_new = false;
        app_switch(a, SCENE_SETTINGS);
        break;
    case W_RULES:
        app_switch(a, SCENE_RULES);
        break;
    case W_LEARN:
        app_switch(a, SCENE_LEARN);
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
    if (e->kind == UI_WHEEL && T.load_open)
        list_wheel(a, e);
    if (e->kind != UI_KEY)
        return;
    if (e->key == SDLK_ESCAPE) {
        if (T.load_open || T.stats_open) {
            close_panel(a);
        } else if (a->game) {
            app_switch(a, SCENE_GAME);
        }
    } else if (e->key == SDLK_F1) {
        app_switch(a, SCENE_RULES);
    } else if (T.load_open && list_key(a, e->key)) {
        return;
    } else {
        app_focus_keys(a, e);
    }
}

/* The title screen's unit: the screen scales with the window, landscape or portrait. */
static float unit(const struct app *a)
{
    const struct gfx *gx = &a->g;
    float W = (float)gx->w, H = (float)gx->h;
    float k = W >= H ? fminf(W / 1280, H / 800) : fminf(W / 760, H / 1180);
    return fmaxf(k, 0.55f * gx->dpi);
}

/* The narrowest width, down to half of w, at which text wraps into no more lines than at w:
 * its lines balanced, so no word stands alone on the last (play-test 24: at 800x600 "Zw\xc3\xb6lf
 * Linien: das r\xc3\xb6mische Laufspiel mit drei" over "W\xc3\xbcrfeln"). */
static float balanced_width(struct gfx *gx, enum gfx_face f, float px, float w, float lh,
                            const char *text)
{
    float h = gfx_paragraph(gx, f, px, 0, 0, 0, w, lh, text, false);
    if (h < lh * 1.5f)   /* one line: nothing to balance */
        return w;
    float lo = w * 0.5f, hi = w;
    for (int i = 0; i < 10; i++) {
        float mid = (lo + hi) / 2;
        if (gfx_paragraph(gx, f, px, 0, 0, 0, mid, lh, text, false) <= h + 0.5f)
            hi = mid;
        else
            lo = mid;
    }
    return hi;
}

/* A card: the board as the game will draw it, set up, with the name and a line about it;
 * wide cards (portrait windows) put the words beside the board. */
static void draw_card(struct app *a, int game, float x, float y, float w, float h, float k)
{
    struct gfx *gx = &a->g;
    float kt = fmaxf(k, 0.8f * gx->dpi);   /* words stay readable in a small window */
    int id = W_CARD + game;
    bool hot = a->hover == id || a->focus == id;
    gfx_round(gx, x + 5 * k, y + 8 * k, w, h, 12 * k, 0x00000080u);
    gfx_round(gx, x, y, w, h, 12 * k, hot ? 0x3a2e22f4u : 0x262019f0u);
    gfx_frame(gx, x + 5 * k, y + 5 * k, w - 10 * k, h - 10 * k, 1.2f * k,
              hot ? 0xd8b56ad0u : 0x8a785a70u);
    struct view *v = &T.view[game];
    static const enum str_id names[3] = {STR_LAT_NAME, STR_PENTE_NAME, STR_DUO_NAME};
    static const enum str_id subs[3] = {STR_LAT_SUB, STR_PENTE_SUB, STR_DUO_SUB};
    float pad = 16 * k;
    bool wide = w > h * 1.6f;
    float bx = x + pad, by = y + pad, bw = wide ? w * 0.42f : w - 2 * pad,
          bh = wide ? h - 2 * pad : h * 0.58f;
    if (game == LUDI_PENTE && !wide)
        bh -= 12 * kt;   /* room for the Greek name under it (800x600: it ran into the board) */
    view_layout_centred(v, bx, by, bw, bh);
    /* Duodecim scripta's card shows a game under way: set up, its counters wait in two thin
     * rows off a bare stone, and the card read as faint (play-test 7) */
    struct ludi_state s;
    char err[LUDI_ERR_LEN];
    if (game == LUDI_DUODECIM &&
        ludi_position_parse(&v->opt, "one:2*2,3*2,4*4,5,10*3,11,15*2 "
                            "two:1,4*3,5*7,6,9,17,18 one", &s, err, sizeof err))
        view_draw_position(v, gx, &s);
    else
        view_draw_setup(v, gx);
    float tx = wide ? x + pad + bw + pad : x + pad, tw = wide ? w - bw - 3 * pad : w - 2 * pad;
    float cx = tx + tw / 2, ty = wide ? y + h * 0.28f : y + h * 0.58f + 2 * pad;
    if (game == LUDI_PENTE)
        gfx_text(gx, FACE_GREEK, app_px(a, 14 * kt), 0xb8a98aff, cx, ty - 19 * kt, ALIGN_CENTER,
                 "\xce\xa0\xce\x95\xce\x9d\xce\xa4\xce\x95 \xce\x93\xce\xa1\xce\x91\xce\x9c\xce\x9c"
                 "\xce\x91\xce\x99");
    char fit[128];
    float px = app_fit(a, FACE_TITLE, 27 * kt, 16 * kt, tw, tr(a, names[game]), fit, sizeof fit);
    gfx_text(gx, FACE_TITLE, px, 0xf0dfb0ffu, cx, ty, ALIGN_CENTER, fit);
    const char *sub = tr(a, subs[game]);
    gfx_paragraph(gx, FACE_ITALIC, 15 * kt, 0xcdbf9fffu, tx + 4 * k, ty + 36 * kt,
                  balanced_width(gx, FACE_ITALIC, 15 * kt, tw - 8 * k, 19 * kt, sub), 19 * kt, sub,
                  true);
    app_widget(a, id, x, y, w, h, true);
}

/* A panel over the title screen: a dark veil, a framed box with its title; returns the box.
 * A line at the window's foot stays free for notices, and they are said there: play-test 23
 * saw "Saved: ..." over the saved games' Cancel at 800x600, the panel reaching the foot. */
static SDL_FRect panel(struct app *a, float w, float h, enum str_id title, float k)
{
    struct gfx *gx = &a->g;
    float W = (float)gx->w, H = (float)gx->h, line = app_notice_line_h(a);
    float foot = H - line - 2 * 8 * k;   /* the panel ends above this */
    w = fminf(w, W - 24 * k);
    h = fminf(h, foot - 12 * k);
    float x = (W - w) / 2, y = fmaxf(12 * k, fminf((H - h) / 2, foot - h));
    a->notice_at = (SDL_FRect){16 * gx->u, foot + 8 * k, W - 32 * gx->u, line};
    gfx_fill(gx, 0, 0, (float)gx->w, (float)gx->h, 0x00000090u);
    gfx_round(gx, x, y, w, h, 14 * k, 0x1d1813f8u);
    gfx_frame(gx, x + 6 * k, y + 6 * k, w - 12 * k, h - 12 * k, 1.5f * k, 0xc9a45c90u);
    gfx_text(gx, FACE_TITLE, 24 * k, 0xf0dfb0ffu, x + w / 2, y + 18 * k, ALIGN_CENTER,
             tr(a, title));
    return (SDL_FRect){x, y, w, h};
}

static void draw_stats(struct app *a, float k)
{
    struct gfx *gx = &a->g;
    float rowh = 30 * k;
    int n = a->stats.n;
    SDL_FRect p = panel(a, 760 * k, 150 * k + (float)(n ? n : 1) * rowh, STR_STATS_TITLE, k);
    float cy = p.y + 62 * k, right = p.x + p.w - 30 * k;
    if (n == 0)
        gfx_text(gx, FACE_ITALIC, 17 * k, 0xcdbf9fffu, p.x + p.w / 2, cy, ALIGN_CENTER,
                 tr(a, STR_STATS_NONE));
    for (int i = 0; i < n && cy + rowh < p.y + p.h - 64 * k; i++) {
        const struct ludi_stat *r = &a->stats.row[i];
        char counts[120], words[256], fit[256];
        trf(a, counts, sizeof counts, STR_STATS_COUNTS, r->played, r->won, r->drawn);
        int cw, ch;
        float px = 16 * k;
        gfx_text_size(gx, FACE_BODY, px, counts, &cw, &ch);
        gfx_text(gx, FACE_BODY, px, 0xd8c9a8ffu, right, cy, ALIGN_RIGHT, counts);
        tr_stats_key(a, r->key, words, sizeof words);
        float wp = app_fit(a, FACE_BODY, px, 12 * k, right - (float)cw - 24 * k - (p.x + 30 * k),
                           words, fit, sizeof fit);
        gfx_text(gx, FACE_BODY, wp, COL_TEXT_DARK, p.x + 30 * k, cy, ALIGN_LEFT, fit);
        cy += rowh;
    }
    float bw = 170 * k, bh = 38 * k, by = p.y + p.h - 52 * k;
    app_button(a, W_RESET, p.x + p.w / 2 - bw - 10 * k, by, bw, bh, tr(a, STR_RESET), n > 0);
    app_button(a, W_CLOSE, p.x + p.w / 2 + 10 * k, by, bw, bh, tr(a, STR_CLOSE), true);
}

/* The saved games: as many rows as the window has room for, the list scrolled to the rest,
 * with a thin bar at its right saying where it is when there are more (play-test 22). */
static void draw_load(struct app *a, float k)
{
    struct gfx *gx = &a->g;
    float rowh = 34 * k;
    /* more saved games than are listed: a line under the list says so (play-test 23) */
    float more = T.all > T.nsaves ? 24 * k : 0;
    SDL_FRect p = panel(a, 620 * k, 120 * k + more + (float)(T.nsaves ? T.nsaves : 1) * rowh,
                        STR_SAVED_GAMES, k);
    T.box = p;
    float top = p.y + 60 * k, x = p.x + 24 * k, w = p.w - 48 * k;
    if (T.nsaves == 0)
        gfx_text(gx, FACE_ITALIC, 17 * k, 0xcdbf9fffu, p.x + p.w / 2, top, ALIGN_CENTER,
                 tr(a, STR_NO_SAVES));
    T.fit = (int)((p.h - 116 * k - more) / rowh);
    if (T.fit < 1)
        T.fit = 1;
    scroll_to(T.first);   /* the window may have grown */
    if (focus_row(a) >= 0)
        show_row(focus_row(a));   /* or shrunk under the focus */
    int end = T.first + T.fit < T.nsaves ? T.first + T.fit : T.nsaves;
    if (T.rehover && a->hover >= W_SAVEFILE)
        a->hover = -1;
    /* the rows seen in one size of type, that of the longest (rows of sizes that differ
     * read as a ragged list) */
    static char labels[64][300];
    const char *seen[64];
    int nseen = 0;
    for (int i = T.first; i < end && nseen < 64; i++, nseen++) {
        row_label(a, i, labels[nseen], sizeof labels[0]);
        seen[nseen] = labels[nseen];
    }
    float row_px = nseen > 0 ? app_row_px(a, w, rowh - 4 * k, seen, nseen) : 0;
    for (int i = T.first; i < end; i++) {
        float y = top + (float)(i - T.first) * rowh, h = rowh - 4 * k;
        if (T.rehover && a->mouse_x >= x && a->mouse_x < x + w && a->mouse_y >= y &&
            a->mouse_y < y + h)
            a->hover = W_SAVEFILE + i;
        char beyond[300];   /* a row past the 64 measured (a very tall window) */
        const char *label = beyond;
        if (i - T.first < nseen)
            label = labels[i - T.first];
        else
            row_label(a, i, beyond, sizeof beyond);
        app_button_px(a, W_SAVEFILE + i, x, y, w, h, label, true, row_px);
    }
    T.rehover = false;
    if (T.nsaves > T.fit) {   /* where the list is: a thin bar at the right */
        float track = (float)T.fit * rowh - 4 * k;
        float knob = fmaxf(track * (float)T.fit / (float)T.nsaves, 16 * k);
        float ky = top + (track - knob) * (float)T.first / (float)(T.nsaves - T.fit);
        gfx_round(gx, p.x + p.w - 17 * k, ky, 4 * k, knob, 2 * k, 0xc9a45c80u);
    }
    if (more > 0) {
        char words[200], fit[200];
        trf(a, words, sizeof words, STR_SAVES_LEFT_OUT, T.nsaves, T.all);
        float px = app_fit(a, FACE_ITALIC, fmaxf(15 * k, 12 * gx->dpi), 12 * gx->dpi, w, words,
                           fit, sizeof fit);
        gfx_text(gx, FACE_ITALIC, px, 0xcdbf9fffu, p.x + p.w / 2,
                 top + (float)T.fit * rowh + 2 * k, ALIGN_CENTER, fit);
    }
    app_button(a, W_CLOSE, p.x + p.w / 2 - 80 * k, p.y + p.h - 50 * k, 160 * k, 36 * k,
               tr(a, STR_CANCEL), true);
}

static void draw(struct app *a)
{
    struct gfx *gx = &a->g;
    float W = (float)gx->w, H = (float)gx->h, k = unit(a);
    bool portrait = H > W * 1.15f;
    gfx_cover(gx, TEX_TITLE, 0, 0, W, H, 0xffffffffu);
    gfx_gradient(gx, 0, 0, W, H * 0.3f, 0x00000060u, 0x00000000u);
    float cx = W / 2;
    /* the menu's buttons, in as few rows as fit */
    struct {
        int id;
        enum str_id label;
        bool on;
    } m[] = {
        {W_NEW, STR_NEW_GAME, true}, {W_LEARN, STR_LEARN, true},
        {W_LOAD, STR_LOAD, true}, {W_STATS, STR_STATS_BUTTON, true},
        {W_SETTINGS, STR_SETTINGS, true}, {W_RULES, STR_RULES, true}, {W_QUIT, STR_QUIT, true},
    };
    int n = (int)(sizeof m / sizeof m[0]);
    float bh = 44 * k, bgap = 12 * k, margin = 24 * k;
    int per_row = n;
    while (per_row > 2 && (float)per_row * 130 * k + (float)(per_row - 1) * bgap > W - 2 * margin)
        per_row--;
    int rows = (n + per_row - 1) / per_row;
    float bw = fminf(150 * k, (W - 2 * margin - (float)(per_row - 1) * bgap) / (float)per_row);
    float menu_h = (float)rows * bh + (float)(rows - 1) * bgap;
    /* Continue, saying which game, on a row of its own above the others */
    static const enum str_id names[LUDI_GAME_COUNT] = {STR_LAT_NAME, STR_PENTE_NAME,
                                                       STR_DUO_NAME};
    char cont[200];
    trf(a, cont, sizeof cont, STR_CONTINUE_GAME,
        tr(a, names[(unsigned)T.continue_game < LUDI_GAME_COUNT ? T.continue_game : 0]));
    if (T.has_continue)
        menu_h += bh + bgap;
    /* the cards' size, then the whole (title, cards, menu) set in the middle of the window's
     * height: it stood at the top, a third of a 4:3 window left empty below (play-test 7) */
    float head = 30 * k + 92 * k * 1.12f + 58 * k, gap0 = 22 * k;
    float room0 = H - head - menu_h - 56 * k, cw, ch, cards_h;
    if (portrait) {
        cw = W - 2 * margin;
        ch = fminf(240 * k, (room0 - 2 * gap0) / 3);
        cards_h = 3 * ch + 2 * gap0;
    } else {
        cw = fminf(380 * k, (W - 2 * margin - 2 * gap0) / 3);
        ch = fminf(cw * 0.9f, room0);
        cards_h = ch;
    }
    float dy = fmaxf(0, (H - (head + cards_h + 30 * k + menu_h) - 30 * k) / 2);
    /* LVDI, cut into the stone: a dark offset under light letters */
    float title_px = 92 * k, y = 30 * k + dy;
    gfx_spaced(gx, FACE_TITLE, title_px, 0x000000a0u, cx + 2 * k, y + 3 * k, title_px * 0.32f,
               "LVDI");
    gfx_spaced(gx, FACE_TITLE, title_px, 0xe9dcbcffu, cx, y, title_px * 0.32f, "LVDI");
    y += title_px * 1.12f;
    gfx_text(gx, FACE_ITALIC, 22 * k, 0xcdbf9fffu, cx, y, ALIGN_CENTER, tr(a, STR_TAGLINE));
    y += 58 * k;   /* play-test 10: at 800x600 the cards nearly touched the tagline */
    /* the cards: in a row, or (portrait) one above the other, the board beside its words */
    float gap = gap0, top = y;
    if (portrait) {
        for (int g = 0; g < LUDI_GAME_COUNT; g++)
            draw_card(a, g, margin, top + (float)g * (ch + gap), cw, ch, k);
        top += 3 * ch + 2 * gap;
    } else {
        float x0 = cx - (3 * cw + 2 * gap) / 2;
        for (int g = 0; g < LUDI_GAME_COUNT; g++)
            draw_card(a, g, x0 + (float)g * (cw + gap), top, cw, ch, k);
        top += ch;
    }
    float by = top + 30 * k;
    if (T.has_continue) {
        int tw, th;
        gfx_text_size(gx, FACE_BODY, bh * 0.46f, cont, &tw, &th);
        /* the game in progress can be given up from here, beside Continue (play-test 30:
         * with the move list closed, whose Resign button went with it, only Ctrl+R did) */
        /* the game in the window, not over; or the one Continue takes up after a restart
         * (play-test 58: after a restart the menu offered Continue alone), when someone in
         * it may resign (not the computer playing itself) */
        bool resign = game_resigner(a) >= 0 || (!a->game && T.continue_resignable);
        float rw = resign ? bw : 0, rgap = resign ? bgap : 0;
        float contw = fminf(fmaxf(2 * bw + bgap, (float)tw + 48 * k), W - 2 * margin - rw - rgap);
        float x = cx - (contw + rgap + rw) / 2;
        app_button(a, W_CONTINUE, x, by, contw, bh, cont, true);
        if (resign)
            app_button(a, W_RESIGN, x + contw + rgap, by, rw, bh, tr(a, STR_RESIGN), true);
        by += bh + bgap;
    }
    for (int r = 0; r < rows; r++) {
        int first = r * per_row, count = n - first < per_row ? n - first : per_row;
        float bx = cx - ((float)count * bw + (float)(count - 1) * bgap) / 2;
        for (int i = first; i < first + count; i++) {
            app_button(a, m[i].id, bx, by, bw, bh, tr(a, m[i].label), m[i].on);
            bx += bw + bgap;
        }
        by += bh + bgap;
    }
    /* a window over the screen takes the keys and the clicks: the screen's own buttons and
     * cards behind it are not there for them (play-test 20: the arrows and Enter reached the
     * cards behind the saved games, and a new game replaced the one in progress) */
    if (T.load_open || T.stats_open)
        a->nwidgets = 0;
    if (T.load_open)
        draw_load(a, k);
    if (T.stats_open)
        draw_stats(a, k);
}

int scene_title_saves(void)
{
    return T.nsaves;
}

int scene_title_first_row(void)
{
    return T.first;
}

void scene_title_row_label(const struct app *a, int i, char *out, size_t len)
{
    if (i >= 0 && i < T.nsaves)
        row_name(a, i, out, len);
    else if (len)
        out[0] = '\0';
}

void scene_title_row_text(const struct app *a, int i, char *out, size_t len)
{
    if (i >= 0 && i < T.nsaves)
        row_label(a, i, out, len);
    else if (len)
        out[0] = '\0';
}

const struct scene_ops scene_title_ops = {
    .enter = enter,
    .leave = leave,
    .event = event,
    .draw = draw,
    .activate = activate,
};
