/* game.c: a game in the window: starting and loading, whose turn, the human's steps, the
 * computer's turn on its thread, and every change of position animated as counters in flight. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app.h"
#include "game.h"
#include "learn.h"
#include "ludi/fileio.h"
#include "review_view.h"
#include "sound.h"

static void wake(void *ctx)
{
    app_wake(ctx);
}

void game_autosave_path(const struct app *a, char *out, size_t len)
{
    snprintf(out, len, "%scurrent.ludi", a->pref_dir);
}

/* A game not over (and with a move played, when moved is set). */
static bool live(const struct ludi_session *ss, bool moved)
{
    return ludi_session_state(ss)->phase != LUDI_PHASE_OVER &&
           (!moved || ludi_session_moves_played(ss) > 0);
}

/* Reads the autosaved game (Continue) into ss; false when there is none to read. */
static bool autosave_read(const struct app *a, struct ludi_session *ss)
{
    if (!a->pref_dir[0] || a->launch.no_settings)
        return false;
    char path[1200], err[256];
    game_autosave_path(a, path, sizeof path);
    return ludi_session_load(path, ss, err, sizeof err);
}

/* Whether the autosaved game (Continue) is live, as live() says; which game it is in *game
 * (when not NULL). */
/* Who may give up the game in ss: the person playing the computer, or at one screen the side
 * to act; -1 when nobody (the game over, or the computer against itself). */
static int session_resigner(const struct ludi_session *ss)
{
    if (ludi_session_turn(ss).need == LUDI_NEED_OVER)
        return -1;
    int hs = ludi_session_human_side(ss);
    if (hs >= 0)
        return hs;
    bool people = ludi_session_player(ss, 0).kind == LUDI_HUMAN &&
                  ludi_session_player(ss, 1).kind == LUDI_HUMAN;
    /* decided: at one screen the side to act resigns (it is their turn to decide) */
    return people ? ludi_session_state(ss)->side : -1;
}

static bool autosave_live(const struct app *a, bool moved, enum ludi_game *game,
                          bool *resignable)
{
    struct ludi_session ss;
    if (!autosave_read(a, &ss))
        return false;
    bool yes = live(&ss, moved);
    if (game)
        *game = ludi_session_options(&ss)->game;
    if (resignable)
        *resignable = session_resigner(&ss) >= 0;
    ludi_session_free(&ss);
    return yes;
}

bool game_has_autosave(const struct app *a, enum ludi_game *game, bool *resignable)
{
    return autosave_live(a, false, game, resignable);
}

uint64_t game_session_hash(const struct ludi_session *ss)
{
    size_t n = ludi_session_format(ss, NULL, 0);
    char *text = malloc(n + 1);
    uint64_t h = 1469598103934665603ull;   /* FNV-1a */
    if (!text)
        return 0;   /* never a saved game's hash: asked as changed */
    ludi_session_format(ss, text, n + 1);
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)text[i]) * 1099511628211ull;
    free(text);
    return h ? h : 1;
}

/* The game in the window is in a file as it stands: saved or loaded, no move since (an undo
 * and a redo back to it count as none), no step of a turn made. */
static bool in_file_unchanged(const struct game *g)
{
    return g->flow.in_file && g->ui.nmade == 0 &&
           game_session_hash(&g->flow.ss) == g->flow.file_hash;
}

/* The autosave's line naming the file that holds the same game (game_autosave), read back at
 * the next start; a comment to the rules core's parser. */
#define SAVED_AS "# saved as: "

/* The file the autosave at path names as holding its game, into file; false when none. */
static bool saved_as(const char *path, char *file, size_t len)
{
    char *text = NULL, err[256];
    size_t n = 0;
    if (!ludi_file_read(path, LUDI_FILE_MAX, &text, &n, err, sizeof err))
        return false;
    const char *at = strstr(text, "\n" SAVED_AS);
    bool found = at != NULL;
    if (found) {
        at += 1 + strlen(SAVED_AS);
        snprintf(file, len, "%.*s", (int)strcspn(at, "\n"), at);
    }
    free(text);
    return found && file[0];
}

/* Whether the file at path holds a game whose text hashes to hash (it may have been removed
 * or written over since). */
static bool file_holds(const char *path, uint64_t hash)
{
    struct ludi_session ss;
    char err[256];
    if (!ludi_session_load(path, &ss, err, sizeof err))
        return false;
    bool same = game_session_hash(&ss) == hash;
    ludi_session_free(&ss);
    return same;
}

/* The autosaved game (Continue) is in the file it names, as it stands there. */
static bool autosave_in_file(const struct app *a)
{
    char path[1200], file[1024];
    struct ludi_session ss;
    game_autosave_path(a, path, sizeof path);
    if (!saved_as(path, file, sizeof file) || !autosave_read(a, &ss))
        return false;
    bool same = file_holds(file, game_session_hash(&ss));
    ludi_session_free(&ss);
    return same;
}

bool game_in_progress(const struct app *a)
{
    if (a->game)
        return live(&a->game->flow.ss, true) && !in_file_unchanged(a->game);
    return autosave_live(a, true, NULL, NULL) && !autosave_in_file(a);
}

void game_in_file(struct app *a, const char *path)
{
    struct game *g = a->game;
    if (!g || strlen(path) >= sizeof g->flow.file_path || strchr(path, '\n'))
        return;
    g->flow.in_file = true;
    g->flow.file_hash = game_session_hash(&g->flow.ss);
    snprintf(g->flow.file_path, sizeof g->flow.file_path, "%s", path);
}

void game_keep_playing(struct app *a)
{
    if (!a->game) {
        char path[1200], err[300];
        game_autosave_path(a, path, sizeof path);
        if (!game_start(a, path, err, sizeof err)) {
            app_notice(a, "%s", err);
            return;
        }
        app_news(a, tr(a, STR_RESUMED));
    }
    app_switch(a, SCENE_GAME);
}

int game_move_number(const struct ludi_session *ss, int k)
{
    int first = ludi_session_state_at(ss, 0)->side;
    return k <= 0 ? 0 : (k - 1 + first) / 2 + 1;
}

bool game_turn_unfinished(const struct app *a)
{
    const struct game *g = a->game;
    return g->ui.nmade > 0 && g->ui.review < 0 &&
           ludi_session_state(&g->flow.ss)->phase == LUDI_PHASE_MOVE &&
           ludi_session_options(&g->flow.ss)->game != LUDI_LATRUNCULI;
}

void game_replace_question(const struct app *a, bool load, int next, struct replace_ask *out)
{
    struct ludi_session saved;
    const struct ludi_session *ss = a->game ? &a->game->flow.ss : NULL;
    char what[200] = "";
    if (!ss && autosave_read(a, &saved))
        ss = &saved;
    int moves = 0;
    snprintf(out->no, sizeof out->no, "%s", tr(a, STR_KEEP_PLAYING));
    if (ss) {
        tr_options(a, ludi_session_options(ss), false, what, sizeof what);
        trf(a, out->no, sizeof out->no, STR_KEEP_PLAYING_GAME,
            tr_game(a, ludi_session_options(ss)->game));
        /* numbered as the move list numbers them (a play-test: 'moves played: 20' beside a
         * list that ended at 10), the turn being made its last row (play-test 44: "5" beside
         * six rows) */
        int k = (int)ludi_session_moves_played(ss);
        if (a->game && ss == &a->game->flow.ss && game_turn_unfinished(a))
            k++;
        moves = game_move_number(ss, k);
    }
    trf(a, out->question, sizeof out->question, load ? STR_CONFIRM_LOAD : STR_CONFIRM_NEW, what,
        moves);
    if (load)
        snprintf(out->yes, sizeof out->yes, "%s", tr(a, STR_OPEN_IT));
    else if (next >= 0 && next < LUDI_GAME_COUNT)
        /* the same game's card starts it afresh: "Play Latrunculi" beside "Keep playing
         * Latrunculi" read as the same answer twice (play-test 49) */
        trf(a, out->yes, sizeof out->yes,
            ss && ludi_session_options(ss)->game == (enum ludi_game)next ? STR_PLAY_GAME_AGAIN
                                                                           : STR_PLAY_GAME,
            tr_game(a, (enum ludi_game)next));
    else
        snprintf(out->yes, sizeof out->yes, "%s", tr(a, STR_START_NEW));
    if (ss == &saved)
        ludi_session_free(&saved);
}

bool game_new_save_path(const struct app *a, enum ludi_game g, char *path, size_t len,
                        char *err, size_t errlen)
{
    char dir[1200];
    snprintf(dir, sizeof dir, "%ssaves", a->pref_dir);
    if (!ludi_make_dir(dir, err, errlen))
        return false;
    time_t t = time(NULL);
    struct tm tm;
    localtime_r(&t, &tm);
    char stamp[64];
    strftime(stamp, sizeof stamp, "%Y-%m-%d %H.%M.%S", &tm);
    for (int k = 1; k < 100; k++) {
        if (k == 1)
            snprintf(path, len, "%s/%s %s.ludi", dir, stamp, ludi_game_name(g));
        else
            snprintf(path, len, "%s/%s %s %d.ludi", dir, stamp, ludi_game_name(g), k);
        FILE *f = fopen(path, "rb");
        if (!f)
            return true;
        fclose(f);
    }
    snprintf(err, errlen, "%s: too many saved games this second", dir);
    return false;
}

void game_keep_unfinished(struct app *a)
{
    struct ludi_session ss;
    if (a->game || !game_in_progress(a) || !autosave_read(a, &ss))
        return;
    char what[200], from[1200], to[1400], err[300];
    enum ludi_game g = ludi_session_options(&ss)->game;
    tr_options(a, ludi_session_options(&ss), false, what, sizeof what);
    ludi_session_free(&ss);
    game_autosave_path(a, from, sizeof from);
    char *data = NULL;
    size_t len = 0;
    bool ok = game_new_save_path(a, g, to, sizeof to, err, sizeof err) &&
              ludi_file_read_bytes(from, 1u << 24, &data, &len, err, sizeof err) &&
              ludi_file_write_atomic(to, data, len, err, sizeof err);
    if (!ok) {
        free(data);
        a->keep_autosave = true;   /* not written over: Continue still has it */
        app_notice(a, "%s", err);
        return;
    }
    /* the autosave names the file that now holds its game, as after Ctrl+S: until the new
     * game is saved over it, it is not kept again at the next such start */
    char *named = malloc(len + strlen(SAVED_AS) + strlen(to) + 3);
    if (named) {
        char *old = strstr(data, "\n" SAVED_AS);
        size_t keep = old ? (size_t)(old - data) + 1 : len;
        memcpy(named, data, keep);
        int n = sprintf(named + keep, "%s%s%s\n", keep && named[keep - 1] != '\n' ? "\n" : "",
                        SAVED_AS, to);
        if (!ludi_file_write_atomic(from, named, keep + (size_t)n, err, sizeof err))
            SDL_Log("ludi: %s", err);
        free(named);
    }
    free(data);
    char msg[600];
    trf(a, msg, sizeof msg, STR_KEPT_UNFINISHED, what);
    app_news(a, msg);
}

void game_check_autosave(struct app *a)
{
    if (!a->pref_dir[0] || a->launch.no_settings)
        return;
    char path[1200];
    game_autosave_path(a, path, sizeof path);
    struct ludi_session ss;
    struct ludi_file_report rep;
    if (ludi_session_load_player(path, &ss, &rep))
        ludi_session_free(&ss);
    else
        a->keep_autosave = app_file_notice(a, &rep);
}

/* The line of a saved game that keeps the steps of a human's turn not yet whole (the session
 * keeps whole turns only); a comment to the rules core's parser, read back by game_start. */
#define TURN_SO_FAR "# turn so far:"

/* The game written to path, the person's turn under way (its steps made so far) and the file
 * the game is in kept as comments the rules core's parser skips (saved_as names the file). */
static bool write_game(struct app *a, const char *path, bool name_file, char *err, size_t len)
{
    struct game *g = a->game;
    const struct ludi_state *s = ludi_session_state(&g->flow.ss);
    bool turn = g->ui.nmade > 0 && ludi_session_player(&g->flow.ss, s->side).kind == LUDI_HUMAN;
    bool in_file = name_file && in_file_unchanged(g);
    if (!turn && !in_file)
        return ludi_session_save(&g->flow.ss, path, err, len);
    size_t need = ludi_session_format(&g->flow.ss, NULL, 0);
    size_t cap = need + 32 + (size_t)g->ui.nmade * 16 + sizeof g->flow.file_path + 16;
    char *text = malloc(cap);
    if (!text) {
        snprintf(err, len, "out of memory");
        return false;
    }
    ludi_session_format(&g->flow.ss, text, need + 1);
    size_t pos = need;
    if (turn) {
        ludi_buf_add(text, cap, &pos, "%s", TURN_SO_FAR);
        for (int i = 0; i < g->ui.nmade; i++)
            ludi_buf_add(text, cap, &pos, " %d,%d,%d", g->ui.made[i].from, g->ui.made[i].to,
                         g->ui.made[i].die);
        ludi_buf_add(text, cap, &pos, "\n");
    }
    if (in_file)   /* the same game is in that file: at the next start, nothing is asked */
        ludi_buf_add(text, cap, &pos, "%s%s\n", SAVED_AS, g->flow.file_path);
    bool okay = ludi_file_write_atomic(path, text, pos, err, len);
    free(text);
    return okay;
}

bool game_save_to(struct app *a, const char *path, char *err, size_t len)
{
    return write_game(a, path, false, err, len);
}

void game_autosave(struct app *a)
{
    if (!a->game || a->game->flow.lesson || !a->pref_dir[0] || a->launch.no_settings ||
        a->launch.screenshot || a->keep_autosave)
        return;
    char path[1200], err[256];
    game_autosave_path(a, path, sizeof path);
    if (!write_game(a, path, true, err, sizeof err))
        app_notice(a, "%s", err);
}

/* The steps of a turn not yet whole kept in a saved game (TURN_SO_FAR), each checked legal by
 * the rules after the ones before it: a step that is not is dropped with all after it. */
static int read_turn_so_far(const char *path, const struct ludi_session *ss,
                            struct ludi_step *made)
{
    char *text = NULL, err[256];
    size_t len = 0;
    if (!ludi_file_read(path, LUDI_FILE_MAX, &text, &len, err, sizeof err))
        return 0;
    const char *line = strstr(text, "\n" TURN_SO_FAR);
    int n = 0;
    const struct ludi_state *s = ludi_session_state(ss);
    if (line && s->phase == LUDI_PHASE_MOVE && s->opt.game != LUDI_LATRUNCULI) {
        const char *p = line + 1 + strlen(TURN_SO_FAR);
        struct ludi_past past = ludi_session_past(ss);
        int from, to, die, used;
        while (n < LUDI_MAX_STEPS && sscanf(p, " %d,%d,%d%n", &from, &to, &die, &used) == 3) {
            p += used;
            static struct ludi_step legal[LUDI_MAX_MOVES];
            int nl = ludi_legal_steps(s, &past, made, n, legal, LUDI_MAX_MOVES);
            bool ok = false;
            for (int i = 0; i < nl && i < LUDI_MAX_MOVES; i++)
                ok |= legal[i].from == from && legal[i].to == to && legal[i].die == die;
            if (!ok)
                break;
            made[n++] = (struct ludi_step){(int8_t)from, (int8_t)to, (uint8_t)die};
            /* a turn the steps make whole would have been played: keep it open */
            if (ludi_legal_steps(s, &past, made, n, legal, 1) == 0) {
                n--;
                break;
            }
        }
    }
    free(text);
    return n;
}

static uint64_t fresh_seed(void)
{
    static uint64_t counter;
    return ((uint64_t)time(NULL) << 20) ^ (SDL_GetPerformanceCounter() * 0x9E3779B97F4A7C15ull) ^
           ++counter;
}

/* The dice of s lying in the tray, no tumble (a loaded game, undo). */
static void dice_at_rest(struct game *g, const struct ludi_state *s)
{
    int v[LUDI_MAX_DICE];
    for (int i = 0; i < s->ndice; i++)
        v[i] = s->dice[i];
    dice_place(&g->draw.dice, v, s->ndice, g->draw.view.dice.x, g->draw.view.dice.y,
               g->draw.view.dice.w, g->draw.view.dice.h);
}

static void mark_used_dice(struct game *g, const struct ludi_step *made, int nmade);
static void last_from_history(struct game *g);
static bool preview(const struct game *g, const struct ludi_step *made, int nmade,
                    struct ludi_state *out);

/* A game with nothing in it yet but room for its legal steps, or NULL. */
static struct game *game_alloc(char *err, size_t errlen)
{
    struct game *g = calloc(1, sizeof *g);
    if (g)
        g->ui.legal = malloc(LUDI_MAX_MOVES * sizeof *g->ui.legal);
    if (!g || !g->ui.legal) {
        free(g);
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    return g;
}

/* The rest of a start once g's session is there: the computer, the board, the dice; g becomes
 * the window's game. On failure g and its session are freed. */
static bool game_begin(struct app *a, struct game *g, char *err, size_t errlen)
{
    const struct ludi_settings *st = &a->settings;
    /* a loaded game keeps its own players; the computer's level 0 means random moves */
    if (!computer_init(&g->flow.comp, wake, a)) {
        ludi_session_free(&g->flow.ss);
        free(g->ui.legal);
        free(g);
        snprintf(err, errlen, "out of memory");
        return false;
    }
    const struct ludi_options *opt = ludi_session_options(&g->flow.ss);
    view_init(&g->draw.view, opt, st->material[opt->game], st->duo_style);
    dice_init(&g->draw.dice, g->flow.seed);
    g->draw.shown = *ludi_session_state(&g->flow.ss);
    last_from_history(g);   /* a loaded game shows the move that led to it (play-test 7) */
    g->ui.lift = -1;
    g->flow.pending_next = -1;
    g->ui.review = -1;
    g->ui.list_open = true;
    /* Duodecim: the path's numbers shown from the start, as the lesson and the rules speak of
     * points by number (P hides them) */
    g->ui.path = opt->game == LUDI_DUODECIM;
    /* a game loaded finished was counted when it ended */
    g->flow.stats_outcome = -1;
    g->flow.stats_counted = ludi_session_state(&g->flow.ss)->phase == LUDI_PHASE_OVER;
    if (a->game)
        game_free(a);
    a->game = g;
    /* the player's own trays at the bottom, near them */
    g->draw.view.near_side = game_near_side(a);
    game_layout(a);
    /* a game loaded with the dice already thrown shows them at rest */
    const struct ludi_state *s = ludi_session_state(&g->flow.ss);
    if (s->phase == LUDI_PHASE_MOVE && s->ndice) {
        dice_at_rest(g, s);
    } else if (s->phase == LUDI_PHASE_OVER && ludi_session_last_throw(&g->flow.ss)) {
        /* a finished game: its last throw, used (play-test 22: other faces, at random) */
        const struct ludi_event *e = ludi_session_last_throw(&g->flow.ss);
        int v[LUDI_MAX_DICE];
        for (int i = 0; i < e->ndice; i++)
            v[i] = e->dice[i];
        dice_place(&g->draw.dice, v, e->ndice, g->draw.view.dice.x, g->draw.view.dice.y,
                   g->draw.view.dice.w, g->draw.view.dice.h);
        for (int i = 0; i < e->ndice; i++)
            g->draw.dice.d[i].used = true;
    } else if (ludi_game_dice(s->opt.game) > 0) {
        /* the dice lie in the tray, dimmed, waiting to be picked up and thrown */
        int v[LUDI_MAX_DICE], n = ludi_game_dice(s->opt.game);
        for (int i = 0; i < n; i++)
            v[i] = 1 + (int)ludi_rng_below(&g->draw.dice.look, 6);
        dice_place(&g->draw.dice, v, n, g->draw.view.dice.x, g->draw.view.dice.y,
                   g->draw.view.dice.w, g->draw.view.dice.h);
        for (int i = 0; i < n; i++)
            g->draw.dice.d[i].used = true;
    }
    return true;
}

bool game_start(struct app *a, const char *load_path, char *err, size_t errlen)
{
    struct game *g = game_alloc(err, errlen);
    if (!g)
        return false;
    const struct ludi_settings *st = &a->settings;
    if (load_path) {
        /* a file of the player's folder that cannot be read is set aside, as at start */
        size_t np = strlen(a->pref_dir);
        struct ludi_file_report rep;
        bool players = np && strncmp(load_path, a->pref_dir, np) == 0;
        if (players && !ludi_session_load_player(load_path, &g->flow.ss, &rep)) {
            if (rep.status == LUDI_FILE_ASIDE)
                trf(a, err, errlen, STR_FILE_ASIDE, rep.name, rep.aside);
            else if (rep.status == LUDI_FILE_LEFT)
                trf(a, err, errlen, STR_FILE_LEFT, rep.name);
            else
                snprintf(err, errlen, "%s: not found", ludi_file_name(load_path));
            free(g->ui.legal);
            free(g);
            return false;
        }
        if (!players && !ludi_session_load(load_path, &g->flow.ss, err, errlen)) {
            free(g->ui.legal);
            free(g);
            return false;
        }
        g->flow.seed = ludi_session_seed(&g->flow.ss);
    } else {
        g->flow.seed = a->launch.have_seed ? a->launch.seed : fresh_seed();
        if (!ludi_session_init(&g->flow.ss, &st->opt[st->game], g->flow.seed, NULL, err, errlen)) {
            free(g->ui.legal);
            free(g);
            return false;
        }
        enum ludi_game sg = st->game;
        for (int side = 0; side < 2; side++)
            ludi_session_set_player(&g->flow.ss, side, (struct ludi_player){
                st->computer[sg][side] ? LUDI_COMPUTER : LUDI_HUMAN, st->level[sg][side]});
    }
    if (!game_begin(a, g, err, errlen))
        return false;
    /* a turn left half made is taken up where it was left */
    if (load_path && (g->ui.nmade = read_turn_so_far(load_path, &g->flow.ss, g->ui.made)) > 0)
        game_show_live(a);
    /* a saved game loaded is in its file; the autosave is not (a new game writes over it),
     * unless it names a file that holds the same game */
    char autosave[1200], file[1024];
    game_autosave_path(a, autosave, sizeof autosave);
    if (load_path && strcmp(load_path, autosave) != 0)
        game_in_file(a, load_path);
    else if (load_path && g->ui.nmade == 0 && saved_as(load_path, file, sizeof file) &&
             file_holds(file, game_session_hash(&g->flow.ss)))
        game_in_file(a, file);
    return true;
}

bool game_start_session(struct app *a, struct ludi_session *ss, bool lesson, char *err,
                        size_t errlen)
{
    struct game *g = game_alloc(err, errlen);
    if (!g) {
        ludi_session_free(ss);
        return false;
    }
    g->flow.ss = *ss;
    g->flow.seed = ludi_session_seed(ss);
    g->flow.lesson = lesson;
    return game_begin(a, g, err, errlen);
}

void game_show_live(struct app *a)
{
    struct game *g = a->game;
    g->ui.review = -1;
    g->draw.shown = *ludi_session_state(&g->flow.ss);
    if (g->ui.nmade > 0 && !preview(g, g->ui.made, g->ui.nmade, &g->draw.shown)) {
        g->ui.nmade = 0;   /* cannot happen: the steps came from the rules */
        g->draw.shown = *ludi_session_state(&g->flow.ss);
    }
    if (g->ui.nmade > 0)
        mark_used_dice(g, g->ui.made, g->ui.nmade);
    g->ui.legal_valid = false;
    g->ui.lift = -1;
    game_sync_pieces(a);
}

void game_free(struct app *a)
{
    struct game *g = a->game;
    if (!g)
        return;
    review_free(g);
    computer_free(&g->flow.comp);
    view_free(&g->draw.view);
    if (g->draw.backdrop)
        SDL_DestroyTexture(g->draw.backdrop);
    ludi_session_free(&g->flow.ss);
    free(g->ui.legal);
    free(g->ui.rows);
    free(g);
    a->game = NULL;
}

/* --- where things go --- */

/* In a turn, Duodecim's waiting rows stay laid out for the counters waiting at its start. */
static void wait_rows(struct game *g)
{
    const struct ludi_state *s = ludi_session_state(&g->flow.ss);
    for (int side = 0; side < 2; side++)
        g->draw.view.wait_row[side] =
            g->ui.nmade > 0 && s->opt.game == LUDI_DUODECIM ? s->g.duo.cnt[side][0] : 0;
}

void game_sync_pieces(struct app *a)
{
    struct game *g = a->game;
    wait_rows(g);
    g->draw.npcs = g->draw.view.ops->pieces(&g->draw.view, &g->draw.shown, g->draw.pcs);
    g->draw.nfl = 0;
}

bool game_human_to_move(const struct app *a)
{
    const struct game *g = a->game;
    const struct ludi_state *s = ludi_session_state(&g->flow.ss);
    return s->phase != LUDI_PHASE_OVER && !ludi_session_turn(&g->flow.ss).computer &&
           g->flow.pending_next < 0 && g->ui.review < 0;
}

const struct ludi_event *game_computer_throw(const struct app *a)
{
    const struct game *g = a->game;
    const struct ludi_state *s = ludi_session_state(&g->flow.ss);
    if (s->opt.game == LUDI_LATRUNCULI || s->phase != LUDI_PHASE_ROLL || g->flow.lesson ||
        !game_human_to_move(a))
        return NULL;
    const struct ludi_event *e = ludi_session_last_throw(&g->flow.ss);
    if (!e || e->side == s->side ||
        ludi_session_player(&g->flow.ss, e->side).kind != LUDI_COMPUTER)
        return NULL;
    return e;
}

int game_destinations(const struct app *a, int src, int *out, int cap)
{
    const struct game *g = a->game;
    int n = 0;
    for (int i = 0; i < g->ui.nlegal && n < cap; i++) {
        bool seen = false;
        for (int k = 0; k < n; k++)
            seen |= out[k] == g->ui.legal[i].to;
        if (g->ui.legal[i].from == src && !seen)
            out[n++] = g->ui.legal[i].to;
    }
    const struct ludi_state *s = ludi_session_state(&g->flow.ss);
    if (s->opt.game != LUDI_DUODECIM || n == 0)
        return n;
    /* the sums of dice: the rules say whether some order of them takes the counter there */
    struct ludi_past past = ludi_session_past(&g->flow.ss);
    for (int p = 1; p <= 31 && n < cap; p++) {
        int place = p == 31 ? LUDI_OUT : p;
        bool seen = place == src;
        for (int k = 0; k < n; k++)
            seen |= out[k] == place;
        struct ludi_step way[LUDI_MAX_STEPS];
        if (!seen && ludi_route(s, &past, g->ui.made, g->ui.nmade, src, place, way,
                                LUDI_MAX_STEPS) > 0)
            out[n++] = place;
    }
    return n;
}

/* The dice games: which of the lifted counter's destinations knock off or hit an enemy
 * counter, by the last step there (one legal step, or several dice in a row: ludi_route). */
static void dest_hits(struct app *a, int src)
{
    struct game *g = a->game;
    const struct ludi_state *s = ludi_session_state(&g->flow.ss);
    struct ludi_past past = ludi_session_past(&g->flow.ss);
    int op = !s->side;
    for (int i = 0; i < g->ui.ndest; i++) {
        struct ludi_step made[LUDI_MAX_STEPS];
        memcpy(made, g->ui.made, sizeof made);
        int n = 0;
        for (int k = 0; k < g->ui.nlegal && n == 0; k++)
            if (g->ui.legal[k].from == src && g->ui.legal[k].to == g->ui.dest[i] &&
                g->ui.nmade < LUDI_MAX_STEPS)
                made[g->ui.nmade + n++] = g->ui.legal[k];
        if (n == 0)
            n = ludi_route(s, &past, g->ui.made, g->ui.nmade, src, g->ui.dest[i],
                           made + g->ui.nmade, LUDI_MAX_STEPS - g->ui.nmade);
        struct ludi_state mid, after;
        if (n <= 0 || !ludi_preview(s, made, g->ui.nmade + n - 1, &mid) ||
            !ludi_preview(s, made, g->ui.nmade + n, &after) ||
            ludi_counters_off(&after, op) <= ludi_counters_off(&mid, op))
            continue;
        g->ui.hit[i] = true;
        char name[LUDI_MOVE_LEN];
        game_step_to_name(&mid, &made[g->ui.nmade + n - 1], name, sizeof name);
        size_t k = strlen(name);
        if (k > 1 && name[k - 1] == 'x')   /* the notation's mark of the hit */
            name[k - 1] = '\0';
        snprintf(g->ui.hit_at[i], sizeof g->ui.hit_at[i], "%s", name);
    }
}

void game_dest_risks(struct app *a, int src)
{
    struct game *g = a->game;
    const struct ludi_state *s = ludi_session_state(&g->flow.ss);
    g->ui.nrisky = g->ui.nleave = g->ui.nfresh = g->ui.ntake = 0;
    memset(g->ui.risk, 0, sizeof g->ui.risk);
    memset(g->ui.leave, 0, sizeof g->ui.leave);
    memset(g->ui.effect, 0, sizeof g->ui.effect);
    memset(g->ui.hit, 0, sizeof g->ui.hit);
    if (s->opt.game != LUDI_LATRUNCULI && s->phase == LUDI_PHASE_MOVE)
        dest_hits(a, src);
    if (s->opt.game != LUDI_LATRUNCULI || s->phase != LUDI_PHASE_MOVE ||
        !game_human_to_move(a) || !game_said_to(a, s->side))
        return;
    struct ludi_past past = ludi_session_past(&g->flow.ss);
    for (int i = 0; i < g->ui.ndest; i++) {
        struct ludi_move m = {.nsteps = 1};
        m.steps[0] = (struct ludi_step){.from = (int8_t)src, .to = (int8_t)g->ui.dest[i]};
        /* what it exposes the king to, leaves to be taken (not in a lesson, whose words lead:
         * a lesson may give a man away on purpose), takes and threatens: the core's one look
         * (ludi_lat_move_look); what it takes in a lesson too, whose key names the double ring
         * (play-test 33) */
        struct ludi_lat_effect e;
        if (!ludi_lat_move_look(s, &past, &m, &g->ui.risk[i],
                                g->flow.lesson ? NULL : &g->ui.leave[i], &e))
            continue;
        g->ui.nrisky += g->ui.risk[i].immobilised || g->ui.risk[i].n > 0;
        if (g->ui.leave[i].n > 0) {
            g->ui.nleave++;
            g->ui.nfresh += g->ui.leave[i].fresh > 0;
        }
        struct game_dest_effect *d = &g->ui.effect[i];
        d->taken = e.taken;
        d->threatened = e.threatened;
        snprintf(d->taken_at, sizeof d->taken_at, "%s", e.taken_at);
        snprintf(d->threat_at, sizeof d->threat_at, "%s", e.threat_at);
        g->ui.ntake += e.taken > 0;
    }
}

bool game_dest_takes(const struct app *a, int i)
{
    const struct game *g = a->game;
    return g->ui.lift >= 0 && g->ui.ntake > 0 && i >= 0 && i < g->ui.ndest &&
           g->ui.effect[i].taken > 0;
}

bool game_dest_hits(const struct app *a, int i)
{
    const struct game *g = a->game;
    return g->ui.lift >= 0 && i >= 0 && i < g->ui.ndest && g->ui.hit[i];
}

bool game_dest_risky(const struct app *a, int i)
{
    const struct game *g = a->game;
    return g->ui.lift >= 0 && g->ui.nrisky > 0 && i >= 0 && i < g->ui.ndest &&
           (g->ui.risk[i].immobilised || g->ui.risk[i].n > 0);
}

bool game_dest_leaves(const struct app *a, int i)
{
    const struct game *g = a->game;
    if (g->ui.lift < 0 || g->ui.nleave <= 0 || i < 0 || i >= g->ui.ndest)
        return false;
    /* only a man the move opens (play-test 52: with one already open, every move that did
     * not save it was marked alike) */
    return !game_dest_risky(a, i) && g->ui.leave[i].fresh > 0;
}

int game_near_side(const struct app *a)
{
    const struct game *g = a->game;
    if (g->flow.lesson)   /* the learner's, the side the lesson starts with */
        return ludi_session_state_at(&g->flow.ss, 0)->side;
    int hs = ludi_session_human_side(&g->flow.ss);
    return hs >= 0 ? hs : 0;
}

bool game_said_to(const struct app *a, int side)
{
    const struct game *g = a->game;
    return g->flow.lesson || ludi_session_player(&g->flow.ss, side).kind == LUDI_HUMAN;
}

bool game_can_interact(const struct app *a)
{
    const struct game *g = a->game;
    return game_human_to_move(a) && ludi_session_state(&g->flow.ss)->phase == LUDI_PHASE_MOVE &&
           g->draw.nfl == 0 && a->now >= g->flow.busy_until &&
           !dice_rolling(&g->draw.dice, a->now) && g->flow.pass_at == 0;
}

/* Whether a turn leaves the player nothing to choose, step by step: at each step the rules
 * allow one counter's one way only (by whichever die). A turn with one outcome may still be
 * made in several orders (2-2-4 entering: a 2 or the 4 first), and that is a choice. */
static bool one_way(const struct ludi_state *s, const struct ludi_past *past)
{
    struct ludi_step made[LUDI_MAX_STEPS], st[16];
    for (int k = 0; k < LUDI_MAX_STEPS; k++) {
        int n = ludi_legal_steps(s, past, made, k, st, 16);
        if (n == 0 || s->opt.game == LUDI_LATRUNCULI)
            return true;
        if (n > 16)
            return false;
        for (int i = 1; i < n; i++)
            if (st[i].from != st[0].from || st[i].to != st[0].to)
                return false;
        made[k] = st[0];
    }
    return true;
}

void game_refresh_legal(struct app *a)
{
    struct game *g = a->game;
    const struct ludi_state *s = ludi_session_state(&g->flow.ss);
    g->ui.nlegal = 0;
    g->ui.forced.nsteps = 0;
    g->ui.forced_why.code = LUDI_WHY_NONE;
    g->ui.trap.n = 0;
    g->ui.threat.n = 0;
    memset(&g->ui.rest, 0, sizeof g->ui.rest);
    if (g->ui.nmade == 0)
        g->ui.clicked_at = 0;
    if (s->phase == LUDI_PHASE_MOVE && game_human_to_move(a)) {
        struct ludi_past past = ludi_session_past(&g->flow.ss);
        /* a newcomer's king was boxed in three moves and nothing warned (play-test): where the
         * next move could trap it, said and marked (not in a lesson, whose words lead) */
        if (s->opt.game == LUDI_LATRUNCULI && !g->flow.lesson && game_said_to(a, s->side)) {
            ludi_lat_king_trap(s, &past, &g->ui.trap);
            /* play-test 25: five men lost to captures set up a move ahead, only the hint
             * showed them; said as the king's trap is, after it */
            ludi_lat_men_threat(s, &past, &g->ui.threat);
        }
        int n = ludi_legal_steps(s, &past, g->ui.made, g->ui.nmade, g->ui.legal, LUDI_MAX_MOVES);
        g->ui.nlegal = n > LUDI_MAX_MOVES ? LUDI_MAX_MOVES : n;
        /* a turn with only one way to play it: a click plays it whole (not in a lesson, where
         * a turn is played step by step as its words say) */
        struct ludi_move two[2];
        if (!g->flow.lesson && g->ui.nmade == 0 && n > 0 && ludi_moves(s, &past, two, 2) == 1) {
            g->ui.forced = two[0];
            g->ui.forced_order = !one_way(s, &past);
            ludi_explain_forced(s, &past, &g->ui.forced_why);   /* other counters wait: why */
        }
        /* in the middle of a turn: what is left of it, said under the board (newcomers saw
         * the line go empty after a die's step, and a click move a counter unsaid); at its
         * start, where it can be played more than one way, what is to play (it stood empty
         * there too) */
        if (!g->flow.lesson && s->opt.game == LUDI_DUODECIM && g->ui.forced.nsteps == 0)
            ludi_turn_rest(s, &past, g->ui.made, g->ui.nmade, &g->ui.rest);
    }
    g->ui.legal_valid = true;
}

/* A refusal or a how-to said goes once the player moves: it was about the board before the
 * step (play-test 34: "The counter on 25 cannot move" stood on after a click had brought the
 * waiting counter in). News stays its time. */
static void refusal_done(struct app *a)
{
    if (a->notice_kind == NOTICE_WHY || a->notice_kind == NOTICE_HOW) {
        a->notice[0] = '\0';
        a->dirty = true;
    }
}

void game_queue(struct app *a, const struct ludi_step *steps, int n)
{
    struct game *g = a->game;
    if (n <= 0 || n + g->ui.nmade > LUDI_MAX_STEPS)
        return;
    refusal_done(a);
    g->flow.pending.nsteps = (uint8_t)n;
    memcpy(g->flow.pending.steps, steps, (size_t)n * sizeof *steps);
    g->flow.pending_next = 0;
    g->flow.pending_at = a->now;
    g->ui.lift = -1;
    g->ui.legal_valid = false;
    a->dirty = true;
}

/* --- animation: the difference between two positions as counters in flight --- */

static void add_flight(struct game *g, int piece, float x0, float y0, double t0, double dur,
                       float arc)
{
    if (g->draw.nfl == GAME_MAX_FLIGHTS || dur <= 0)
        return;
    struct flight *f = &g->draw.fl[g->draw.nfl++];
    f->piece = piece;
    f->p = g->draw.pcs[piece];
    f->x0 = x0;
    f->y0 = y0;
    f->t0 = t0;
    f->dur = dur;
    f->arc = arc;
}

/* Shows `next`, flying every counter that moved from where it was drawn. A step, when given,
 * says which counter is the mover (it flies first, from (fx, fy) when fx >= 0); the others
 * (captured, hit, or shifted in a pile) follow it. */
static void animate_to(struct app *a, const struct ludi_state *next, const struct ludi_step *st,
                       int mover, float fx, float fy, double glide)
{
    struct game *g = a->game;
    struct vpiece old[VIEW_MAX_PIECES];
    int nold = g->draw.npcs;
    memcpy(old, g->draw.pcs, sizeof old);
    /* pieces still in flight are where their flight has got to: start from their targets */
    g->draw.shown = *next;
    wait_rows(g);
    g->draw.npcs = g->draw.view.ops->pieces(&g->draw.view, next, g->draw.pcs);
    g->draw.nfl = 0;
    bool used_old[VIEW_MAX_PIECES] = {false}, matched[VIEW_MAX_PIECES] = {false};
    double now = a->now;
    double settle = app_anim(a, 0.12), follow = app_anim(a, 0.25);
    double reflow = app_anim(a, 0.15);
    /* the same counter at the same place stays (or slides if its place moved) */
    for (int j = 0; j < g->draw.npcs; j++)
        for (int i = 0; i < nold; i++) {
            if (used_old[i] || old[i].side != g->draw.pcs[j].side ||
                old[i].king != g->draw.pcs[j].king || old[i].where != g->draw.pcs[j].where ||
                old[i].idx != g->draw.pcs[j].idx)
                continue;
            used_old[i] = matched[j] = true;
            if (fabsf(old[i].x - g->draw.pcs[j].x) > 0.5f ||
                fabsf(old[i].y - g->draw.pcs[j].y) > 0.5f)
                add_flight(g, j, old[i].x, old[i].y, now, reflow, 0);
            break;
        }
    /* the mover */
    double after = now;
    if (st) {
        int from_i = -1, to_j = -1;
        for (int i = 0; i < nold; i++)
            if (!used_old[i] && old[i].side == mover && old[i].where == st->from &&
                (from_i < 0 || old[i].idx > old[from_i].idx))
                from_i = i;
        for (int j = 0; j < g->draw.npcs; j++)
            if (!matched[j] && g->draw.pcs[j].side == mover && g->draw.pcs[j].where == st->to &&
                (to_j < 0 || g->draw.pcs[j].idx > g->draw.pcs[to_j].idx))
                to_j = j;
        if (from_i >= 0 && to_j >= 0) {
            used_old[from_i] = matched[to_j] = true;
            float x0 = fx >= 0 ? fx : old[from_i].x, y0 = fx >= 0 ? fy : old[from_i].y;
            double d = fx >= 0 ? settle : glide;
            add_flight(g, to_j, x0, y0, now, d, fx >= 0 ? 0.0f : 0.35f);
            after = now + d;
        }
    }
    /* the rest: captured men to their tray, hit counters back to the start */
    for (int j = 0; j < g->draw.npcs; j++) {
        if (matched[j])
            continue;
        for (int i = 0; i < nold; i++) {
            if (used_old[i] || old[i].side != g->draw.pcs[j].side ||
                old[i].king != g->draw.pcs[j].king)
                continue;
            used_old[i] = matched[j] = true;
            add_flight(g, j, old[i].x, old[i].y, after, follow, 0.5f);
            break;
        }
    }
    a->dirty = true;
}

bool game_busy(struct app *a)
{
    struct game *g = a->game;
    if (!g)
        return false;
    if (g->draw.nfl > 0 || dice_rolling(&g->draw.dice, a->now) || a->now < g->flow.busy_until)
        return true;
    if (g->ui.lift >= 0 && a->now < g->ui.lift_t + 0.15)
        return true;
    return false;
}

bool game_has_work(struct app *a)
{
    struct game *g = a->game;
    if (!g || g->ui.review >= 0 || g->flow.pending_next >= 0)
        return false;
    struct ludi_turn turn = ludi_session_turn(&g->flow.ss);
    if (turn.need == LUDI_NEED_OVER)
        return !g->flow.over_announced;
    if (turn.computer)
        return turn.need == LUDI_NEED_THROW || !g->flow.comp.busy;
    return turn.need == LUDI_NEED_PASS && g->ui.nmade == 0;
}

/* --- the dice --- */

static void show_throw(struct app *a)
{
    struct game *g = a->game;
    const struct ludi_state *s = ludi_session_state(&g->flow.ss);
    int v[LUDI_MAX_DICE];
    for (int i = 0; i < s->ndice; i++)
        v[i] = s->dice[i];
    dice_throw(&g->draw.dice, v, s->ndice, g->draw.view.dice.x, g->draw.view.dice.y,
               g->draw.view.dice.w, g->draw.view.dice.h, a->now, app_anim(a, 1.0));
    sound_play(SOUND_DICE);
    g->draw.shown = *s;
    g->ui.legal_valid = false;
}

void game_first_words_done(struct app *a)
{
    if (a->notice_till_throw) {
        a->notice_until = a->now;
        a->notice_till_throw = false;
        a->dirty = true;
    }
}

bool game_throw(struct app *a)
{
    struct game *g = a->game;
    const struct ludi_state *s = ludi_session_state(&g->flow.ss);
    if (!game_human_to_move(a) || s->phase != LUDI_PHASE_ROLL || game_busy(a))
        return false;
    char err[LUDI_ERR_LEN];
    if (!ludi_session_roll(&g->flow.ss, g->flow.nset_dice ? g->flow.set_dice : NULL,
                           g->flow.nset_dice, err, sizeof err)) {
        app_notice(a, "%s", err);
        return false;
    }
    g->ui.hint_shown = false;
    app_played_on(a);
    game_first_words_done(a);   /* "throw first" is done (play-test 19: it stood on after the
                                   throw in Pente grammai) */
    show_throw(a);
    game_autosave(a);
    return true;
}

/* Marks the dice the steps made so far have used. */
static void mark_used_dice(struct game *g, const struct ludi_step *made, int nmade)
{
    bool used[3] = {false, false, false};
    for (int k = 0; k < nmade; k++)
        for (int i = 0; i < g->draw.dice.n; i++)
            if (!used[i] && g->draw.dice.d[i].value == made[k].die) {
                used[i] = true;
                break;
            }
    for (int i = 0; i < g->draw.dice.n; i++)
        g->draw.dice.d[i].used = used[i];
}

/* --- moves --- */

/* How many of the opponent's counters step k of m (played from before, to after) took; *off
 * is the opponent's count off the board before the step, moved on past it. */
static int step_took(const struct ludi_state *before, const struct ludi_state *after,
                     const struct ludi_move *m, int k, int *off)
{
    int op = before->side ? 0 : 1;
    struct ludi_state part;
    const struct ludi_state *now = after;
    if (k + 1 < m->nsteps && ludi_preview(before, m->steps, k + 1, &part))
        now = &part;
    int taken = ludi_counters_off(now, op) - *off;
    *off += taken > 0 ? taken : 0;
    return taken;
}

/* A move that took or hit counters is said under the board until the next move (else only the
 * list's x and the tray would show it): how many, and where in the games whose places are named
 * alike for both sides (Latrunculi's squares, Pente grammai's points; Duodecim scripta numbers
 * each side's path its own way, so it says how many). To the person who lost them (the
 * computer's move, or the other person's at one table), else to the person who took them
 * (play-test 8: the player's own captures went unsaid). */
/* lat: in Latrunculi, what the move did (the rules core's word, NULL where it has none). */
static void note_took(struct app *a, const struct ludi_state *before, const struct ludi_move *m,
                      int side, const struct ludi_lat_effect *lat)
{
    struct game *g = a->game;
    const struct ludi_state *after = ludi_session_state(&g->flow.ss);
    int op = !side, off = ludi_counters_off(before, op);
    bool by_computer = ludi_session_player(&g->flow.ss, side).kind == LUDI_COMPUTER;
    bool to_loser = game_said_to(a, op) && (by_computer || !g->flow.lesson);
    bool to_taker = !by_computer && !game_said_to(a, op);
    /* the computer's reply that takes nothing leaves the person's own capture said until they
     * move again (a play-test: it showed only while the computer thought, and went unseen);
     * only in Latrunculi: in the dice games the line says the reply itself, its throw and what
     * it did, as the latest move, and the dice show that throw (play-test 30: the person's
     * knock-off stood there instead, and came back once they had thrown; play-test 32: "You
     * hit an enemy counter: it must enter again" after the reply had entered it) */
    if (by_computer && !g->flow.lesson && before->opt.game == LUDI_LATRUNCULI && g->ui.took > 0 &&
        g->ui.took_own &&
        g->ui.took_side == op && ludi_counters_off(after, op) <= off)
        return;
    g->ui.took = 0;
    g->ui.took_at[0] = '\0';
    g->ui.took_king = 0;
    if (!(to_loser || to_taker) || ludi_counters_off(after, op) <= off)
        return;
    g->ui.took = ludi_counters_off(after, op) - off;
    g->ui.took_side = side;
    g->ui.took_own = !to_loser;
    if (lat) {
        snprintf(g->ui.took_at, sizeof g->ui.took_at, "%s", lat->taken_at);
        g->ui.took_king = lat->king_line;   /* the king stays: said why the men did not */
    } else if (before->opt.game == LUDI_PENTE) {
        game_knocked_at(before, after, m, g->ui.took_at, sizeof g->ui.took_at);
    }
}

int game_knocked_at(const struct ludi_state *before, const struct ludi_state *after,
                    const struct ludi_move *m, char *out, size_t len)
{
    return game_hit_at(I18N_EN, before, after, m, -1, out, len);
}

void game_step_to_name(const struct ludi_state *s, const struct ludi_step *st, char *out,
                       size_t len)
{
    /* the notation's name after its dash ("off-4A": 4A) */
    struct ludi_move one = {.nsteps = 1};
    one.steps[0] = *st;
    char step[LUDI_MOVE_LEN];
    ludi_move_format(s, &one, step, sizeof step);
    const char *dash = strrchr(step, '-');
    snprintf(out, len, "%s", dash ? dash + 1 : step);
}

static void finish_turn(struct app *a, const struct ludi_move *m, int side)
{
    struct game *g = a->game;
    char err[LUDI_ERR_LEN];
    const struct ludi_state before = *ludi_session_state(&g->flow.ss);
    if (!ludi_session_play(&g->flow.ss, m, err, sizeof err)) {
        /* should not happen: every step came from the rules; put the board back */
        app_notice(a, "%s", err);
        g->ui.nmade = 0;
        animate_to(a, &before, NULL, 0, -1, -1, 0);
        g->ui.legal_valid = false;
        return;
    }
    /* Latrunculi: what the move did, as the rules core says, for the words said with it */
    struct ludi_lat_effect e;
    bool lat = false;
    size_t now = ludi_session_now(&g->flow.ss);
    if (before.opt.game == LUDI_LATRUNCULI) {
        struct ludi_past past = ludi_session_past_at(&g->flow.ss, now - 1);
        lat = ludi_lat_move_effect(&before, &past, m, &e);
    }
    note_took(a, &before, m, side, lat ? &e : NULL);
    /* a person's move that closes the enemy king in a line, as a man would be taken: why it
     * stays (play-test 50: nothing happened, and nothing said why) */
    if (before.opt.game == LUDI_LATRUNCULI &&
        ludi_session_player(&g->flow.ss, side).kind != LUDI_COMPUTER)
        g->ui.flank_at = !g->flow.lesson && lat && e.flanks_king ? now : 0;
    g->draw.has_last = m->nsteps > 0;
    g->draw.nlast = m->nsteps;
    memcpy(g->draw.last, m->steps, sizeof g->draw.last);
    g->draw.last_side = side;
    g->ui.nmade = 0;
    g->ui.nundone = 0;   /* the turn is played: Redo goes by whole turns again */
    g->ui.legal_valid = false;
    g->ui.hint_shown = false;
    g->ui.review = -1;
    const struct ludi_state *now_s = ludi_session_state(&g->flow.ss);
    if (now_s->phase == LUDI_PHASE_ROLL || now_s->phase == LUDI_PHASE_OVER) {
        for (int i = 0; i < g->draw.dice.n; i++)
            g->draw.dice.d[i].used = true;
    }
    game_autosave(a);
}

enum ludi_reason game_turn_loses(const struct app *a, const struct ludi_step *steps, int n)
{
    const struct game *g = a->game;
    const struct ludi_state *s = ludi_session_state(&g->flow.ss);
    if (!game_human_to_move(a) || s->phase != LUDI_PHASE_MOVE || n <= 0 ||
        g->ui.nmade + n > LUDI_MAX_STEPS)
        return LUDI_REASON_NONE;
    struct ludi_move m = {.nsteps = (uint8_t)(g->ui.nmade + n)};
    memcpy(m.steps, g->ui.made, (size_t)g->ui.nmade * sizeof *m.steps);
    memcpy(m.steps + g->ui.nmade, steps, (size_t)n * sizeof *steps);
    struct ludi_past past = ludi_session_past(&g->flow.ss);
    struct ludi_step rest[8];
    if (s->opt.game != LUDI_LATRUNCULI &&
        ludi_legal_steps(s, &past, m.steps, m.nsteps, rest, 8) > 0)
        return LUDI_REASON_NONE;   /* the turn goes on: its end is not reached yet */
    /* the rules decide: the move played on a copy, and who has won after it */
    struct ludi_state after;
    if (!ludi_apply(s, &past, &m, &after, NULL, 0) || after.phase != LUDI_PHASE_OVER ||
        after.result != (s->side ? LUDI_WIN0 : LUDI_WIN1))
        return LUDI_REASON_NONE;
    return (enum ludi_reason)after.reason;
}

/* The position after `made` (the steps of the turn so far). */
static bool preview(const struct game *g, const struct ludi_step *made, int nmade,
                    struct ludi_state *out)
{
    const struct ludi_state *s = ludi_session_state(&g->flow.ss);
    if (s->opt.game == LUDI_LATRUNCULI) {
        struct ludi_move m = {.nsteps = 1};
        struct ludi_past past = ludi_session_past(&g->flow.ss);
        m.steps[0] = made[0];
        return ludi_apply(s, &past, &m, out, NULL, 0);
    }
    return ludi_preview(s, made, nmade, out);
}

static bool same_step(const struct ludi_step *a, const struct ludi_step *b)
{
    return a->from == b->from && a->to == b->to && a->die == b->die;
}

/* A step made in the turn: the one Redo would make again is taken off its list; any other
 * step starts a new line of play, and what was taken back is forgotten. */
static void note_step(struct game *g, const struct ludi_step *st)
{
    const struct ludi_step *u = &g->ui.undone[g->ui.nundone > 0 ? g->ui.nundone - 1 : 0];
    if (g->ui.nundone > 0 && same_step(u, st))
        g->ui.nundone--;
    else
        g->ui.nundone = 0;
}

bool game_step(struct app *a, const struct ludi_step *st, float fx, float fy)
{
    struct game *g = a->game;
    const struct ludi_state *s = ludi_session_state(&g->flow.ss);
    if (g->ui.nmade >= LUDI_MAX_STEPS)
        return false;
    refusal_done(a);
    game_first_words_done(a);   /* a lesson's game's words: over the move list till now
                                   (play-test 20) */
    int side = s->side;
    /* the hint was for the turn as it stood; a step of it played keeps the rest shown, for the
     * next step (play-test 18: after one Enter of a hinted turn of three dice it was gone) */
    bool follows = g->ui.hint_shown && g->ui.nmade == g->ui.hint_made &&
                   g->ui.nmade < g->ui.hint.nsteps &&
                   same_step(&g->ui.hint.steps[g->ui.nmade], st);
    g->ui.hint_shown = follows;
    note_step(g, st);
    g->ui.made[g->ui.nmade++] = *st;
    if (follows) {
        g->ui.hint_made = g->ui.nmade;
        g->ui.hint_keyed = false;   /* the keyboard's cursor goes to its next step */
    }
    struct ludi_step rest[8];
    struct ludi_past past = ludi_session_past(&g->flow.ss);
    int left = s->opt.game == LUDI_LATRUNCULI
                   ? 0 : ludi_legal_steps(s, &past, g->ui.made, g->ui.nmade, rest, 8);
    struct ludi_state next;
    if (left == 0) {
        struct ludi_move m = {.nsteps = (uint8_t)g->ui.nmade};
        memcpy(m.steps, g->ui.made, sizeof g->ui.made);
        finish_turn(a, &m, side);
        next = *ludi_session_state(&g->flow.ss);
    } else if (!preview(g, g->ui.made, g->ui.nmade, &next)) {
        g->ui.nmade--;
        return false;
    } else {
        g->ui.legal_valid = false;
    }
    bool capture = false;
    {
        struct vpiece before[VIEW_MAX_PIECES];
        int nb = g->draw.view.ops->pieces(&g->draw.view, &g->draw.shown, before);
        struct vpiece after[VIEW_MAX_PIECES];
        int na = g->draw.view.ops->pieces(&g->draw.view, &next, after);
        /* a counter of the other side changed place: a capture or a hit */
        int moved_other = 0;
        for (int j = 0; j < na; j++) {
            bool same = false;
            for (int i = 0; i < nb; i++)
                same |= before[i].side == after[j].side && before[i].where == after[j].where &&
                        before[i].idx == after[j].idx;
            moved_other += !same && after[j].side != side;
        }
        capture = moved_other > 0;
    }
    animate_to(a, &next, st, side, fx, fy, app_anim(a, 0.3));
    if (s->opt.game != LUDI_LATRUNCULI && left != 0) {
        mark_used_dice(g, g->ui.made, g->ui.nmade);
        game_autosave(a);   /* the turn so far is kept too */
    }
    sound_play(capture ? SOUND_CAPTURE : SOUND_PLACE);
    return true;
}

static void play_pass(struct app *a)
{
    struct game *g = a->game;
    const struct ludi_state *s = ludi_session_state(&g->flow.ss);
    struct ludi_move pass = {0};
    finish_turn(a, &pass, s->side);
    g->draw.shown = *ludi_session_state(&g->flow.ss);
}

/* --- undo and redo --- */

/* The last move marked as the move that led to the position now (after undo or redo): the
 * last one in the record before it, none when that was a pass or there is none. */
static void last_from_history(struct game *g)
{
    g->draw.has_last = false;
    for (size_t e = ludi_session_now(&g->flow.ss); e-- > 0;) {
        const struct ludi_event *ev = ludi_session_event(&g->flow.ss, e);
        if (ev->kind != LUDI_EVENT_MOVE)
            continue;
        g->draw.has_last = ev->move.nsteps > 0;
        g->draw.nlast = ev->move.nsteps;
        memcpy(g->draw.last, ev->move.steps, sizeof g->draw.last);
        g->draw.last_side = ev->side;
        return;
    }
}

/* The finished game's result into the statistics, once (play-test 8: a loss undone and the
 * game lost again was counted as often as it ended). */
static void count_result(struct app *a)
{
    struct game *g = a->game;
    const struct ludi_state *s = ludi_session_state(&g->flow.ss);
    int hs = ludi_session_human_side(&g->flow.ss);
    if (g->flow.stats_counted || hs < 0 || a->launch.screenshot || g->flow.lesson)
        return;
    game_stats_key(a, g->flow.stats_key, sizeof g->flow.stats_key);
    g->flow.stats_outcome = s->result == LUDI_DRAW ? 2 : s->result == hs ? 1 : 0;
    ludi_stats_add(&a->stats, g->flow.stats_key, g->flow.stats_outcome);
    g->flow.stats_counted = true;
    app_save_settings(a);
}

/* decided: the end undone takes its count back, so a game counts once, with the result it
 * finally ends with (counted when it ends, not when it is left: a window closed or a machine
 * stopped after the end loses nothing) */
static void uncount_result(struct app *a)
{
    struct game *g = a->game;
    if (!g->flow.stats_counted || g->flow.stats_outcome < 0)
        return;
    ludi_stats_take_back(&a->stats, g->flow.stats_key, g->flow.stats_outcome);
    g->flow.stats_counted = false;
    g->flow.stats_outcome = -1;
    app_save_settings(a);
}

/* The turn under way let go of when the history changes under it (undo, redo, a
 * resignation): no earlier position shown, no steps made or undone, nothing lifted, hinted or
 * being shown, the legal steps to work out again. */
static void drop_turn(struct game *g)
{
    g->ui.review = -1;
    g->ui.nmade = 0;
    g->ui.nundone = 0;
    g->flow.pending_next = -1;
    g->ui.legal_valid = false;
    g->ui.hint_shown = false;
    g->ui.lift = -1;
    g->ui.took = 0;
}

static void after_history_change(struct app *a)
{
    struct game *g = a->game;
    drop_turn(g);   /* the game moved: whatever earlier position was shown, the live one now */
    g->ui.list_end = true;   /* the list at its end, as in play, whatever was scrolled to */
    last_from_history(g);
    g->flow.over_announced = ludi_session_state(&g->flow.ss)->phase == LUDI_PHASE_OVER;
    if (g->flow.over_announced) {
        count_result(a);   /* made again up to its end */
    } else {
        uncount_result(a);
        g->ui.over_hidden = false;
    }
    const struct ludi_state *s = ludi_session_state(&g->flow.ss);
    animate_to(a, s, NULL, 0, -1, -1, 0);
    if (s->phase == LUDI_PHASE_MOVE && s->ndice) {
        dice_at_rest(g, s);
    } else {
        for (int i = 0; i < g->draw.dice.n; i++)
            g->draw.dice.d[i].used = true;
    }
    game_autosave(a);
}

/* Whether the turn being made has a step to take back, or one taken back to make again: one
 * die's step at a time, while no queued step is being shown. */
static bool steps_to_undo(const struct game *g)
{
    return g->ui.nmade > 0 && g->flow.pending_next < 0;
}

static bool steps_to_redo(const struct game *g)
{
    return g->ui.nundone > 0 && g->flow.pending_next < 0;
}

bool game_can_undo(struct app *a)
{
    struct game *g = a->game;
    /* the review shows the finished game as it was played: taking a move back there would
     * leave it and open the game again (Close the review first) */
    if (review_state(a) == REVIEW_SHOWN)
        return false;
    return steps_to_undo(g) || ludi_session_can_undo_player(&g->flow.ss);
}

bool game_can_redo(struct app *a)
{
    return review_state(a) != REVIEW_SHOWN &&
           (steps_to_redo(a->game) || ludi_session_can_redo_player(&a->game->flow.ss));
}

void game_undo(struct app *a)
{
    struct game *g = a->game;
    computer_cancel(&g->flow.comp);
    if (steps_to_undo(g)) {
        /* inside the turn being made: its last step (one die's) goes back, kept for Redo */
        int n = g->ui.nmade - 1;
        struct ludi_state back = *ludi_session_state(&g->flow.ss);
        if (n > 0 && !preview(g, g->ui.made, n, &back))
            n = 0;   /* cannot happen: the steps came from the rules */
        for (int k = g->ui.nmade; k-- > n;)
            g->ui.undone[g->ui.nundone++] = g->ui.made[k];
        g->ui.nmade = n;
        g->ui.hint_shown = false;
        animate_to(a, &back, NULL, 0, -1, -1, app_anim(a, 0.2));
        mark_used_dice(g, g->ui.made, n);
        g->ui.legal_valid = false;
        game_autosave(a);
        return;
    }
    /* in a dice game against the computer, Undo on the player's throw takes the computer's
     * turn back with the player's, the player's dice kept: said, as it goes back a whole round
     * (play-test 37) */
    const struct ludi_options *o = ludi_session_options(&g->flow.ss);
    int me = ludi_session_human_side(&g->flow.ss), last = -1;
    for (size_t e = ludi_session_now(&g->flow.ss); o->game != LUDI_LATRUNCULI && me >= 0 &&
                                                    last < 0 && e-- > 0;) {
        const struct ludi_event *ev = ludi_session_event(&g->flow.ss, e);
        if (ev->kind == LUDI_EVENT_MOVE)
            last = ev->side;
    }
    if (!ludi_session_undo_player(&g->flow.ss)) {
        app_say(a, NOTICE_WHY, tr(a, STR_NOTHING_TO_UNDO));   /* the game's, not the menu's */
        return;
    }
    after_history_change(a);
    if (last >= 0 && last != me) {
        char said[200];
        trf(a, said, sizeof said, STR_UNDO_THEIRS_TOO, tr_side(a, o->game, !me));
        app_notice(a, "%s", said);
        g->ui.undo_said_until = a->notice_until;
    }
}

void game_redo(struct app *a)
{
    struct game *g = a->game;
    computer_cancel(&g->flow.comp);
    if (steps_to_redo(g)) {
        /* the step taken back last, made again if the rules still allow it (they do: the
         * steps before it are the same) */
        const struct ludi_step *u = &g->ui.undone[g->ui.nundone - 1];
        game_refresh_legal(a);
        for (int i = 0; i < g->ui.nlegal; i++) {
            const struct ludi_step *l = &g->ui.legal[i];
            if (same_step(l, u)) {
                struct ludi_step st = *u;
                game_step(a, &st, -1, -1);
                return;
            }
        }
        g->ui.nundone = 0;
    }
    /* forward over one move (and the throw before it), then on to the human's turn */
    if (!ludi_session_redo_player(&g->flow.ss)) {
        app_say(a, NOTICE_WHY, tr(a, STR_NOTHING_TO_REDO));   /* (play-test 40: on the title) */
        return;
    }
    /* what Undo said of the round it took back is no longer so (play-test 39) */
    if (a->notice_until >= a->now && a->notice_until == g->ui.undo_said_until)
        a->notice_until = 0;   /* Undo's notice still standing, no other since */
    after_history_change(a);
}

int game_resigner(const struct app *a)
{
    const struct game *g = a->game;
    return !g || g->flow.lesson ? -1 : session_resigner(&g->flow.ss);
}

static void game_over(struct app *a);

bool game_resign(struct app *a)
{
    struct game *g = a->game;
    int side = game_resigner(a);
    if (side < 0)
        return false;
    computer_cancel(&g->flow.comp);   /* its move or the hint: wanted no longer */
    char err[LUDI_ERR_LEN];
    if (!ludi_session_resign(&g->flow.ss, side, err, sizeof err)) {
        app_notice(a, "%s", err);   /* cannot happen: nobody resigns a game over */
        return false;
    }
    drop_turn(g);                   /* a move being shown stops where it is ... */
    g->flow.pass_at = 0;
    g->flow.busy_until = 0;
    g->ui.enter_after_hint = false;
    g->ui.trap.n = g->ui.threat.n = 0;
    /* ... and the board goes back to the position resigned in, its last move marked */
    last_from_history(g);
    animate_to(a, ludi_session_state(&g->flow.ss), NULL, 0, -1, -1, app_anim(a, 0.2));
    for (int i = 0; i < g->draw.dice.n; i++)
        g->draw.dice.d[i].used = true;
    game_over(a);
    return true;
}

/* --- the computer --- */

static void start_computer(struct app *a, int purpose)
{
    struct game *g = a->game;
    const struct ludi_state *s = ludi_session_state(&g->flow.ss);
    struct ludi_ai_limits lim = {0};
    lim.level = ludi_session_turn(&g->flow.ss).level;
    if (purpose == COMP_HINT)
        computer_hint_limits(s->opt.game, &lim);
    uint64_t seed = g->flow.seed ^
                    ((uint64_t)ludi_session_now(&g->flow.ss) * 0x9E3779B97F4A7C15ull) ^
                    (uint64_t)purpose;
    struct ludi_past past = ludi_session_past(&g->flow.ss);
    /* a hint in the middle of a turn: the best turn that starts with the steps made */
    int nmade = purpose == COMP_HINT ? g->ui.nmade : 0;
    if (!computer_start(&g->flow.comp, s, &past, g->ui.made, nmade, &lim, seed, purpose))
        app_notice(a, "%s", tr(a, STR_COMPUTER_FAILED));
}

void game_ask_hint(struct app *a)
{
    struct game *g = a->game;
    const struct ludi_state *s = ludi_session_state(&g->flow.ss);
    if (!game_human_to_move(a) || s->phase != LUDI_PHASE_MOVE || g->flow.comp.busy ||
        g->flow.pending_next >= 0)
        return;
    start_computer(a, COMP_HINT);
    app_notice(a, "%s", tr(a, STR_HINT_SEARCH));   /* not "the computer is thinking": it is
                                                     the player's move */
}

/* Latrunculi: what the hint's line prepares, for a reason when its move does nothing one move
 * deep (play-test: the hint rarely said why): the effect of the mover's next move in the line
 * the search expects (the move, the reply, then its own), into hint_next (zeroed: none). */
static void hint_prepares(struct app *a)
{
    struct game *g = a->game;
    const struct ludi_ai_result *r = &g->flow.comp.res;
    memset(&g->ui.hint_next, 0, sizeof g->ui.hint_next);
    if (r->npv < 3 || ludi_session_options(&g->flow.ss)->game != LUDI_LATRUNCULI)
        return;
    struct ludi_past past = ludi_session_past(&g->flow.ss);
    uint64_t *h = malloc((past.n + 2) * sizeof *h);
    if (!h)
        return;
    if (past.n)
        memcpy(h, past.hash, past.n * sizeof *h);
    struct ludi_state st[3];
    st[0] = *ludi_session_state(&g->flow.ss);
    char err[LUDI_ERR_LEN];
    bool ok = true;
    for (int k = 0; k < 2 && ok; k++) {
        struct ludi_past p = {h, past.n + (size_t)k};
        ok = ludi_apply(&st[k], &p, &r->pv[k], &st[k + 1], err, sizeof err);
        h[past.n + (size_t)k] = st[k].hash;   /* the position left, in the next one's past */
    }
    struct ludi_past p2 = {h, past.n + 2};
    if (ok)
        ludi_lat_move_effect(&st[2], &p2, &r->pv[2], &g->ui.hint_next);
    free(h);
}

static void collect_computer(struct app *a)
{
    struct game *g = a->game;
    if (!computer_collect(&g->flow.comp))
        return;
    if (!g->flow.comp.ok)
        return;
    if (g->flow.comp.purpose == COMP_HINT) {
        g->ui.hint = g->flow.comp.res.move;   /* a whole turn, the steps made first */
        g->ui.hint_made = g->flow.comp.nmade;
        /* not if the turn changed meanwhile */
        g->ui.hint_shown =
            g->ui.nmade == g->flow.comp.nmade &&
            memcmp(g->ui.made, g->flow.comp.made, (size_t)g->ui.nmade * sizeof *g->ui.made) == 0;
        g->ui.hint_keyed = false;
        g->ui.hint_win = g->flow.comp.res.win_chance;
        g->ui.hint_nturns = g->flow.comp.nturns;
        memcpy(g->ui.hint_turns, g->flow.comp.turns, sizeof g->ui.hint_turns);
        /* Latrunculi's hint says what the move does (the dice games give their chances) */
        struct ludi_past past = ludi_session_past(&g->flow.ss);
        ludi_lat_move_effect(ludi_session_state(&g->flow.ss), &past, &g->ui.hint,
                             &g->ui.hint_why);
        hint_prepares(a);
        a->notice[0] = '\0';
        a->dirty = true;
        return;
    }
    g->flow.pending = g->flow.comp.res.move;
    g->flow.pending_next = 0;
    /* the keyboard's cursor hides until a key asks for it again: left showing, it stood on
     * the first counter after the reply, and a spare Enter lifted that one (play-test 16) */
    g->ui.keys = false;
    g->flow.pending_at = a->now + app_anim(a, 0.35);
    g->flow.busy_until = g->flow.pending_at;
}

/* Says that the turn passes, and why no move was possible. */
static void say_pass(struct app *a, enum str_id what)
{
    const struct ludi_state *s = ludi_session_state(&a->game->flow.ss);
    struct ludi_why w;
    char why[300], text[400];
    if (ludi_explain_pass(s, &w))
        tr_why(a, s->opt.game, &w, game_said_to(a, w.side), why, sizeof why);
    else
        why[0] = '\0';
    trf(a, text, sizeof text, what, why);
    app_say(a, NOTICE_INFO, text);
}

/* Shows the next step of the computer's move; plays the move after the last. */
static void show_pending(struct app *a)
{
    struct game *g = a->game;
    const struct ludi_state *s = ludi_session_state(&g->flow.ss);
    int side = s->side;
    if (g->flow.pending.nsteps == 0) {
        g->flow.pending_next = -1;
        say_pass(a, STR_NO_MOVE_COMPUTER);
        finish_turn(a, &g->flow.pending, side);
        g->draw.shown = *ludi_session_state(&g->flow.ss);
        g->flow.busy_until = a->now + app_anim(a, 0.8);
        return;
    }
    int i = g->flow.pending_next;
    struct ludi_step st = g->flow.pending.steps[i];
    note_step(g, &st);
    g->ui.made[g->ui.nmade++] = st;
    struct ludi_state next;
    bool last = i + 1 == g->flow.pending.nsteps;
    struct ludi_step more[1];
    struct ludi_past past = ludi_session_past(&g->flow.ss);
    /* the queued steps may be the whole turn (the computer's, a forced one) or a part of it
     * (a human's counter taken over several dice): the rules say when the turn is whole */
    bool whole = last && (s->opt.game == LUDI_LATRUNCULI ||
                          ludi_legal_steps(s, &past, g->ui.made, g->ui.nmade, more, 1) == 0);
    if (whole) {
        struct ludi_move m = {.nsteps = (uint8_t)g->ui.nmade};
        memcpy(m.steps, g->ui.made, sizeof m.steps);
        g->flow.pending_next = -1;
        finish_turn(a, &m, side);
        next = *ludi_session_state(&g->flow.ss);
    } else {
        if (!preview(g, g->ui.made, g->ui.nmade, &next))
            next = *s;
        g->flow.pending_next = last ? -1 : g->flow.pending_next + 1;
        g->ui.legal_valid = false;
        mark_used_dice(g, g->ui.made, g->ui.nmade);
        game_autosave(a);
    }
    double glide = app_anim(a, 0.3);
    animate_to(a, &next, &st, side, -1, -1, glide);
    sound_play(SOUND_PLACE);
    /* a person's turn played for them (a one-click turn, a counter taken over several dice)
     * rests a moment on each step, so they see which die did what */
    bool person = !ludi_session_turn(&g->flow.ss).computer;
    g->flow.pending_at = a->now + glide + app_anim(a, person && !whole ? 0.3 : 0.12);
    g->flow.busy_until = g->flow.pending_at;
}

void game_stats_key(const struct app *a, char *out, size_t len)
{
    const struct game *g = a->game;
    char opts[200];
    const struct ludi_options *opt = ludi_session_options(&g->flow.ss);
    ludi_options_format(opt, opts, sizeof opts);
    int hs = ludi_session_human_side(&g->flow.ss);
    if (hs < 0)
        snprintf(out, len, "%s %s, two players", ludi_game_name(opt->game), opts);
    else
        snprintf(out, len, "%s %s, computer level %d", ludi_game_name(opt->game), opts,
                 ludi_session_player(&g->flow.ss, !hs).level);
}

static void game_over(struct app *a)
{
    struct game *g = a->game;
    g->flow.over_announced = true;
    g->ui.over_hidden = false;   /* every end shows its panel, one undone before it too */
    sound_play(SOUND_END);
    count_result(a);
    if (g->flow.lesson_step[0])
        learn_mark(a, ludi_session_options(&g->flow.ss)->game, g->flow.lesson_step);
    game_autosave(a);
    a->dirty = true;
}

/* --- the flow of turns --- */

void game_update(struct app *a, double now)
{
    struct game *g = a->game;
    if (!g)
        return;
    collect_computer(a);
    /* land finished flights */
    int k = 0;
    for (int i = 0; i < g->draw.nfl; i++)
        if (now < g->draw.fl[i].t0 + g->draw.fl[i].dur)
            g->draw.fl[k++] = g->draw.fl[i];
    if (k != g->draw.nfl)
        a->dirty = true;
    g->draw.nfl = k;
    if (g->draw.nfl || dice_rolling(&g->draw.dice, now) || now < g->flow.busy_until ||
        g->ui.review >= 0)
        return;
    if (g->flow.pending_next >= 0) {
        if (now >= g->flow.pending_at)
            show_pending(a);
        return;
    }
    /* what the game needs next, as the session's turn driver says */
    struct ludi_turn turn = ludi_session_turn(&g->flow.ss);
    /* the computer's turn is over: "wait for its move" no longer holds (play-test 11: it stood
     * under the board, "Black to throw (you)" above it) */
    if (g->ui.said_wait && !turn.computer) {
        g->ui.said_wait = false;
        if (a->notice_kind == NOTICE_WHY)
            a->notice[0] = '\0';
        a->dirty = true;
    }
    if (turn.need == LUDI_NEED_OVER) {
        if (!g->flow.over_announced)
            game_over(a);
        return;
    }
    if (turn.computer) {
        if (turn.need == LUDI_NEED_THROW) {
            if (ludi_session_step(&g->flow.ss, true))
                show_throw(a);
        } else if (!g->flow.comp.busy) {
            start_computer(a, COMP_MOVE);
        }
        return;
    }
    /* a human to act: the throw and the move wait for the human; a pass is said, then played
     * after a moment */
    if ((turn.need == LUDI_NEED_MOVE || turn.need == LUDI_NEED_PASS) && !g->ui.legal_valid)
        game_refresh_legal(a);
    if (turn.need == LUDI_NEED_PASS && g->ui.nmade == 0) {
        if (g->flow.pass_at == 0) {
            /* long enough to read the notice, unless animations are off */
            g->flow.pass_at = now + app_anim(a, 1.6);
            say_pass(a, STR_NO_MOVE_HUMAN);
            g->flow.busy_until = g->flow.pass_at;
        } else if (now >= g->flow.pass_at) {
            g->flow.pass_at = 0;
            play_pass(a);
        }
    }
}

/* One move as the record writes it for people: each step as the notation names it, but for
 * entering and bearing off, which the notation says in the protocol's words ("off-3", "27-out")
 * and the list in the player's language with an arrow ("in" to 3, 27 to "out"), with "x" where
 * it captured or hit (and how many, when more than one). The saved game keeps the notation. */
int game_words_side(const struct app *a)
{
    const struct game *g = a->game;
    bool one = g->flow.lesson || ludi_session_human_side(&g->flow.ss) >= 0;
    return one ? game_near_side(a) : -1;
}

/* A step of Duodecim scripta's side to move in before with its points on the top and bottom
 * rows renamed by the numbers of side `numbers` (play-test 30: against the computer the board
 * numbers the player's path, and the list wrote "24-29" for White's counter that the board
 * showed landing on 17). */
static struct ludi_step step_in_numbers(const struct ludi_state *before, struct ludi_step st,
                                        int numbers)
{
    if (before->opt.game != LUDI_DUODECIM || numbers < 0 || numbers == before->side)
        return st;
    int across = ludi_duo_point_across(&before->opt, st.from);
    if (across)
        st.from = (int8_t)across;
    across = ludi_duo_point_across(&before->opt, st.to);
    if (across)
        st.to = (int8_t)across;
    return st;
}

/* A Duodecim step written as the notation has it ("4-21", "off-4", "27-out"), with the mark of
 * the side that moved before each point of its own half of the middle row (play-tests 31-37:
 * White's "4-21" read as a jump, its 4 being White's own point beside Black's path's 21; now
 * "W4-21", and the board names that point W4 too). The other side's own points are its 1 to 6,
 * which the numbers of the side the list counts for never use. */
static void mark_own_points(enum i18n_lang lang, int side, struct ludi_step st, char *step,
                            size_t len)
{
    char *dash = strrchr(step, '-');
    if (!dash)
        return;
    char out[LUDI_MOVE_LEN + 16];
    size_t pos = 0;
    const char *mark = i18n_duo_mark(lang, side);
    *dash = '\0';
    ludi_buf_add(out, sizeof out, &pos, "%s%s-%s%s", st.from >= 1 && st.from <= 6 ? mark : "",
                 step, st.to >= 1 && st.to <= 6 ? mark : "", dash + 1);
    ludi_buf_add(step, len, &(size_t){0}, "%s", out);
}

/* Step k of m as the list writes it, in the numbers of side numbers ("W4-21"), into step;
 * returns the step in those numbers. */
static struct ludi_step step_named(enum i18n_lang lang, const struct ludi_state *before,
                       const struct ludi_move *m, int k, int numbers, char *step, size_t len)
{
    struct ludi_move one = {.nsteps = 1};
    one.steps[0] = step_in_numbers(before, m->steps[k], numbers);
    ludi_move_format(before, &one, step, len);
    if (before->opt.game == LUDI_DUODECIM && numbers >= 0 && numbers != before->side)
        mark_own_points(lang, before->side, one.steps[0], step, len);
    return one.steps[0];
}

int game_hit_at(enum i18n_lang lang, const struct ludi_state *before,
                const struct ludi_state *after, const struct ludi_move *m, int numbers,
                char *out, size_t len)
{
    size_t pos = 0;
    int n = 0, off = ludi_counters_off(before, before->side ? 0 : 1);
    out[0] = '\0';
    for (int k = 0; k < m->nsteps; k++) {
        if (step_took(before, after, m, k, &off) <= 0)
            continue;
        char step[LUDI_MOVE_LEN + 16];
        step_named(lang, before, m, k, numbers, step, sizeof step);
        const char *dash = strrchr(step, '-');
        ludi_buf_add(out, len, &pos, "%s%s", pos ? ", " : "", dash ? dash + 1 : step);
        n++;
    }
    return n;
}

/* names[0..n) joined as a list says them: "a", "a and b", "a, b and c". */
static void list_said(enum i18n_lang lang, const char *const *names, int n, char *out,
                      size_t len)
{
    size_t at = 0;
    out[0] = '\0';
    for (int i = 0; i < n; i++)
        ludi_buf_add(out, len, &at, "%s%s%s%s", i == 0 ? "" : i + 1 < n ? ", " : " ",
                     i > 0 && i + 1 == n ? i18n_get(lang, STR_LIST_AND) : "",
                     i > 0 && i + 1 == n ? " " : "", names[i]);
}

void game_turn_said(enum i18n_lang lang, const struct ludi_state *before,
                    const struct ludi_state *after, const struct ludi_move *m, int numbers,
                    bool hits, char *buf, size_t len)
{
    char part[LUDI_MAX_STEPS][LUDI_MOVE_LEN * 2 + 64];
    int nparts = 0, off = ludi_counters_off(before, before->side ? 0 : 1);
    for (int k = 0; k < m->nsteps && nparts < LUDI_MAX_STEPS;) {
        bool enter = m->steps[k].from == LUDI_OFF, out = m->steps[k].to == LUDI_OUT;
        /* steps that enter, bear off, or move, one after another and hitting nothing, said
         * as one: "entered counters on W5, W3 and W6", "moved W4 to W6 and 20 to 23" */
        char names[LUDI_MAX_STEPS][LUDI_MOVE_LEN * 2 + 32], to[LUDI_MOVE_LEN + 16] = "",
             from[LUDI_MOVE_LEN + 16] = "";
        const char *named[LUDI_MAX_STEPS];
        int run = 0, taken = 0;
        while (k < m->nsteps && run < LUDI_MAX_STEPS) {
            if (run > 0 && (taken > 0 || (m->steps[k].from == LUDI_OFF) != enter ||
                            (m->steps[k].to == LUDI_OUT) != out))
                break;
            int off2 = off, t = step_took(before, after, m, k, &off2);
            if (!hits)
                t = 0;   /* the caller says the hits */
            if (run > 0 && t > 0)
                break;
            off = off2;
            taken = t;
            char step[LUDI_MOVE_LEN + 16];
            step_named(lang, before, m, k, numbers, step, sizeof step);
            char *dash = strrchr(step, '-');
            if (dash)
                *dash = '\0';
            snprintf(names[run], sizeof names[run], "%s", dash && enter ? dash + 1 : step);
            if (dash && !enter && !out) {
                snprintf(to, sizeof to, "%s", dash + 1);
                snprintf(from, sizeof from, "%s", step);
                i18n_format(lang, names[run], sizeof names[run], STR_SAID_MOVED_STEP, step, to);
            }
            named[run] = names[run];
            run++;
            k++;
        }
        char list[sizeof names], *said = part[nparts++];
        list_said(lang, named, run, list, sizeof list);
        bool alike = run > 1;   /* all on one point: "entered 3 counters on W5" (play-test 53) */
        for (int i = 1; i < run; i++)
            alike &= strcmp(names[i], names[0]) == 0;
        if (alike && !enter && !out)   /* two counters from one point to one point */
            i18n_format(lang, said, sizeof part[0], STR_SAID_MOVED_N, run, from, to);
        else if (alike)
            i18n_format(lang, said, sizeof part[0], enter ? STR_SAID_ENTERED_N : STR_SAID_BORE_OFF_N,
                        run, names[0]);
        else if (enter)
            i18n_format(lang, said, sizeof part[0], run > 1 ? STR_SAID_ENTERED_MANY
                                                            : STR_SAID_ENTERED, list);
        else if (out)
            i18n_format(lang, said, sizeof part[0], run > 1 ? STR_SAID_BORE_OFF_MANY
                                                            : STR_SAID_BORE_OFF, list);
        else
            i18n_format(lang, said, sizeof part[0], STR_SAID_MOVED, list);
        if (taken > 0) {
            size_t at = strlen(said);
            ludi_buf_add(said, sizeof part[0], &at, "%s", i18n_get(lang, STR_SAID_HITTING));
        }
    }
    const char *parts[LUDI_MAX_STEPS];
    for (int i = 0; i < nparts; i++)
        parts[i] = part[i];
    list_said(lang, parts, nparts, buf, len);
}

void game_move_words(enum i18n_lang lang, const struct ludi_state *before,
                     const struct ludi_state *after, const struct ludi_move *m, int numbers,
                     char *buf, size_t len)
{
    size_t pos = 0;
    int off = ludi_counters_off(before, before->side ? 0 : 1);
    if (len)
        buf[0] = '\0';
    for (int k = 0; k < m->nsteps; k++) {
        char step[LUDI_MOVE_LEN + 16], said[LUDI_MOVE_LEN + 48];
        struct ludi_move one = {.nsteps = 1};
        one.steps[0] = step_named(lang, before, m, k, numbers, step, sizeof step);
        char *dash = strrchr(step, '-');
        bool dice = before->opt.game != LUDI_LATRUNCULI;
        if (dash && dice && one.steps[0].from == LUDI_OFF) {
            i18n_format(lang, said, sizeof said, STR_STEP_ENTERS, dash + 1);
        } else if (dash && before->opt.game == LUDI_DUODECIM && one.steps[0].to == LUDI_OUT) {
            *dash = '\0';
            i18n_format(lang, said, sizeof said, STR_STEP_BEARS_OFF, step);
        } else {
            snprintf(said, sizeof said, "%s", step);
        }
        int taken = step_took(before, after, m, k, &off);
        ludi_buf_add(buf, len, &pos, "%s%s", k ? "  " : "", said);
        if (taken == 1)
            ludi_buf_add(buf, len, &pos, "x");
        else if (taken > 1)
            ludi_buf_add(buf, len, &pos, "x%d", taken);
    }
}

/* --- layout --- */

void game_print_layout(struct app *a)
{
    struct game *g = a->game;
    struct gfx *gx = &a->g;
    if (!g->draw.print_layout)
        return;
    /* for the end-to-end test, which drives the real window with xdotool: where each place of
     * the side to move and each button is, in window coordinates, as last drawn */
    g->draw.print_layout = false;
    const struct ludi_state *s = ludi_session_state(&g->flow.ss);
    for (int p = -1; p < 128; p++) {
        float px, py;
        if (g->draw.view.ops->place_xy(&g->draw.view, s, s->side, p, &px, &py))
            printf("place %d %.0f %.0f\n", p, px / gx->dpi, py / gx->dpi);
    }
    for (int i = 0; i < a->nwidgets; i++) {
        const SDL_FRect *r = &a->widgets[i].r;
        printf("widget %d %.0f %.0f\n", a->widgets[i].id, (r->x + r->w / 2) / gx->dpi,
               (r->y + r->h / 2) / gx->dpi);
    }
    printf("layout done\n");
    fflush(stdout);
}


/* the move list's room: wide holds a lesson's words (1) or the review's panel (2) */
static void compute_layout(const struct app *a, bool list_open, int wide, struct game_layout *l)
{
    const struct gfx *gx = &a->g;
    float W = (float)gx->w, H = (float)gx->h;
    float t = fmaxf(gx->u, 0.8f * gx->dpi);
    float pad = 14 * t;
    l->t = t;
    l->portrait = H > W * 1.15f;
    l->top = (SDL_FRect){0, 0, W, 48 * t};
    l->bar = (SDL_FRect){0, H - 60 * t, W, 60 * t};
    float bottom = l->bar.y;
    l->list = (SDL_FRect){0, 0, 0, 0};
    if (list_open && l->portrait) {
        float lh = wide == 2 ? fminf(fmaxf(H * 0.4f, 200 * t), 420 * t)
                 : wide ? fminf(fmaxf(H * 0.3f, 190 * t), 300 * t)
                        : fminf(fmaxf(H * 0.22f, 130 * t), 260 * t);
        l->list = (SDL_FRect){0, bottom - lh, W, lh};
        bottom -= lh;
    } else if (list_open) {
        float lw = wide == 2 ? fminf(fmaxf(W * 0.3f, 280 * t), 400 * t)
                 : wide ? fminf(fmaxf(W * 0.3f, 250 * t), 420 * t)
                        : fminf(fmaxf(W * 0.2f, 200 * t), 300 * t);
        l->list = (SDL_FRect){W - lw, l->top.h, lw, bottom - l->top.h};
    }
    float right = W - l->list.w * (l->portrait ? 0 : 1);
    l->status = (SDL_FRect){pad, bottom - 34 * t, right - 2 * pad, 34 * t};
    l->area = (SDL_FRect){pad, l->top.h + pad * 0.5f, right - 2 * pad,
                          l->status.y - l->top.h - pad * 0.5f};
}

void game_layout(struct app *a)
{
    struct game *g = a->game;
    struct gfx *gx = &a->g;
    int key[5] = {gx->w, gx->h, g->ui.list_open + 2 * g->ui.list_wide, (int)a->lang,
                  (int)(gx->dpi * 100)};
    if (g->draw.view.aw > 0 && memcmp(key, g->draw.lay.key, sizeof key) == 0)
        return;
    compute_layout(a, g->ui.list_open, g->ui.list_wide ? 2 : g->flow.lesson, &g->draw.lay);
    memcpy(g->draw.lay.key, key, sizeof key);
    struct game_layout *l = &g->draw.lay;
    view_layout(&g->draw.view, l->area.x, l->area.y, l->area.w, l->area.h);
    /* a tall window's board is as wide as the window lets it be: the height it leaves goes to
     * the list under it, not to bare wood (play-test 6: 100 px of it at 700x1000) */
    float spare = l->area.h - view_used_height(&g->draw.view) - 24 * l->t;
    if (l->portrait && l->list.h > 0 && spare > 0) {
        l->list.y -= spare;
        l->list.h += spare;
        l->status.y -= spare;
        l->area.h -= spare;
        view_layout(&g->draw.view, l->area.x, l->area.y, l->area.w, l->area.h);
    }
    game_sync_pieces(a);
    /* the backdrop holds the board where it was: drawn afresh at the next frame */
    if (g->draw.backdrop)
        SDL_DestroyTexture(g->draw.backdrop);
    g->draw.backdrop = NULL;
    a->dirty = true;
    g->draw.print_layout = getenv("LUDI_PRINT_LAYOUT") != NULL;   /* after the next frame */
    /* re-place dice at rest in the (possibly moved) tray */
    if (g->draw.dice.shown) {   /* a tumble is cut short: it lands in the tray where it now is */
        int v[3];
        bool used[3];
        for (int i = 0; i < g->draw.dice.n; i++) {
            v[i] = g->draw.dice.d[i].value;
            used[i] = g->draw.dice.d[i].used;
        }
        dice_place(&g->draw.dice, v, g->draw.dice.n, g->draw.view.dice.x, g->draw.view.dice.y,
                   g->draw.view.dice.w, g->draw.view.dice.h);
        for (int i = 0; i < g->draw.dice.n; i++)
            g->draw.dice.d[i].used = used[i];
    }
}
