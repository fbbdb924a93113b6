/* scene_lesson.c: a lesson played on the real board: each step's set-up with its dice, the
 * instruction beside the board with the places it names marked, the player's move made as in
 * a game and judged by the lesson's checker (the rules core's own reasons), praise or a retry;
 * Back, Again, Next and Leave; the last step starts a real game in the game scene. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "dice.h"
#include "game.h"
#include "learn.h"
#include "scene_game_board.h"
#include "scene_game_chrome.h"
#include "sound.h"

/* Next (a step done) and Skip (not done) share a place but not a name: after Next the mouse
 * rests where Skip now is, and Skip must neither light up nor take a second quick click. */
enum { W_L_BACK = 1, W_L_AGAIN, W_L_NEXT, W_L_LEAVE, W_L_PLAY, W_L_DICE, W_L_PATH, W_L_SKIP };
/* the progress dots, one widget a step: W_L_DOT + the step's index */
enum { W_L_DOT = 100 };

static const struct ludi_lesson_step *step_of(const struct learn *L)
{
    return &L->run.lesson->step[L->run.step];
}

/* The board takes the player's move: a step that asks for one, not yet solved. */
static bool board_open(const struct app *a)
{
    const struct learn *L = a->learn;
    return a->game && L && L->active && L->run.step < L->run.lesson->nsteps &&
           step_of(L)->kind == LUDI_LESSON_MOVE && !L->run.solved;
}

/* Where the step's game stands: a throw, a move or a step of a turn makes it another. */
static size_t stamp(const struct game *g)
{
    return ludi_session_now(&g->flow.ss) * (LUDI_MAX_STEPS + 1) + (size_t)g->ui.nmade;
}

/* The step's game: its set-up and dice as the lesson sets them, both sides moved from this
 * chair (after the right move nothing moves until Next). The lesson's game takes the place of
 * the player's, which is kept aside (learn.parked) until the lesson is left. */
static bool load_step(struct app *a)
{
    struct learn *L = a->learn;
    const struct ludi_lesson_step *st = step_of(L);
    struct ludi_session ss;
    char err[300];
    L->verdict = LEARN_NONE;
    L->answer[0] = '\0';
    L->answer_fresh = false;
    L->checked = 0;
    L->seen_notice[0] = '\0';
    /* the dice's look (their tumble) is the same every time */
    uint64_t seed = 0x1e550000u + (uint64_t)L->game * 64 + (uint64_t)L->run.step;
    bool ok = ludi_session_init(&ss, &st->start.opt, seed, st->position, err, sizeof err);
    if (ok) {
        for (int side = 0; side < 2; side++)
            ludi_session_set_player(&ss, side, (struct ludi_player){LUDI_HUMAN, 0});
        if (st->kind == LUDI_LESSON_MOVE && st->ndice && !st->throw_first &&
            !ludi_session_roll(&ss, st->dice, st->ndice, err, sizeof err)) {
            ludi_session_free(&ss);
            ok = false;
        }
    }
    if (!ok || !game_start_session(a, &ss, true, err, sizeof err)) {
        app_notice(a, "%s", err);
        return false;
    }
    /* men the set-up leaves out were never captured: the trays start empty */
    struct game *g = a->game;
    struct vpiece pcs[VIEW_MAX_PIECES];
    int n = g->draw.view.ops->pieces(&g->draw.view, &g->draw.shown, pcs);
    for (int i = 0; i < n; i++)
        g->draw.view.absent[pcs[i].side] += pcs[i].where == VIEW_TAKEN;
    game_sync_pieces(a);
    /* Duodecim's lessons speak of points by their numbers on the mover's path: show them */
    if (st->start.opt.game == LUDI_DUODECIM)
        g->ui.path = 1;
    if (st->kind == LUDI_LESSON_MOVE && st->throw_first) {
        a->game->flow.nset_dice = st->ndice;
        memcpy(a->game->flow.set_dice, st->dice, sizeof a->game->flow.set_dice);
    }
    /* the keys go where the step begins: the board (which takes them while it is open) or the
     * game's Play button; never the Next button of the step before, now Skip */
    a->focus = st->kind == LUDI_LESSON_PLAY ? W_L_PLAY : -1;
    a->dirty = true;
    return true;
}

/* Shows step n of the lesson under way, from its start. */
static void go_to(struct app *a, int n)
{
    struct learn *L = a->learn;
    if (n < 0 || n >= L->run.lesson->nsteps)
        return;
    ludi_lesson_run_start(&L->run, L->run.lesson, n);
    a->notice[0] = '\0';
    load_step(a);
}

static void enter(struct app *a)
{
    struct learn *L = a->learn;
    if (!L || !L->run.lesson || L->active)
        return;
    L->parked = a->game;
    a->game = NULL;
    L->active = true;
    /* the step from its start (back from the Rules too: its board is set up afresh) */
    ludi_lesson_run_start(&L->run, L->run.lesson, L->run.step);
    load_step(a);
}

static void leave(struct app *a)
{
    struct learn *L = a->learn;
    if (!L || !L->active)
        return;
    if (a->game)
        game_free(a);
    a->game = L->parked;
    L->parked = NULL;
    L->active = false;
}

/* --- judging the player's move --- */

static void say(struct app *a, enum learn_verdict v, const char *text)
{
    struct learn *L = a->learn;
    L->verdict = v;
    snprintf(L->answer, sizeof L->answer, "%s", text);
    L->answer_fresh = true;   /* tied to the state once the move answered is taken back */
    a->dirty = true;
}

/* A whole turn was played: the lesson's checker says whether it was the step's idea. A right
 * move stays on the board (its effect shown); any other is said why and taken back. */
static void judge(struct app *a)
{
    struct learn *L = a->learn;
    struct game *g = a->game;
    struct ludi_move m = {0};
    for (size_t i = ludi_session_now(&g->flow.ss); i > 0; i--)
        if (ludi_session_event(&g->flow.ss, i - 1)->kind == LUDI_EVENT_MOVE) {
            m = ludi_session_event(&g->flow.ss, i - 1)->move;
            break;
        }
    struct ludi_lesson_answer ans;
    enum ludi_lesson_verdict v = ludi_lesson_run_play(&L->run, &m, learn_lang(a), &ans);
    if (v == LUDI_LESSON_RIGHT) {
        say(a, LEARN_RIGHT, ans.text);
        learn_mark(a, L->game, step_of(L)->id);
        if (L->run.step + 1 < L->run.lesson->nsteps)
            a->focus = W_L_NEXT;   /* Enter goes on */
        return;
    }
    say(a, v == LUDI_LESSON_ILLEGAL ? LEARN_ILLEGAL : LEARN_MISSED, ans.text);
    game_undo(a);
    L->checked = 0;
}

/* After every event and frame: a refusal the rules said is kept beside the board; a turn
 * played is judged once its counters have landed; in the dice games a step that cannot lead
 * to the right turn is taken back at once. */
static void watch(struct app *a)
{
    struct learn *L = a->learn;
    struct game *g = a->game;
    if (!board_open(a))
        return;
    /* a new state (the dice thrown, a step made) answers the last refusal: it goes */
    if (!L->answer_fresh && L->verdict != LEARN_NONE && stamp(g) != L->answer_at) {
        L->verdict = LEARN_NONE;
        if (a->notice_kind == NOTICE_WHY)
            a->notice[0] = '\0';
        L->seen_notice[0] = '\0';
        a->dirty = true;
    }
    if (a->notice_kind == NOTICE_WHY && a->notice[0] && a->now <= a->notice_until &&
        strcmp(a->notice, L->seen_notice) != 0) {
        snprintf(L->seen_notice, sizeof L->seen_notice, "%s", a->notice);
        say(a, LEARN_ILLEGAL, a->notice);
    }
    if (game_busy(a) || g->flow.pending_next >= 0)
        return;
    if (L->answer_fresh) {
        L->answer_fresh = false;
        L->answer_at = stamp(g);
    }
    if (ludi_session_moves_played(&g->flow.ss) > 0) {
        judge(a);
    } else if (g->ui.nmade > L->checked) {
        if (ludi_lesson_still_right(L->run.lesson, L->run.step, g->ui.made, g->ui.nmade)) {
            L->checked = g->ui.nmade;
        } else {
            say(a, LEARN_MISSED, ludi_lesson_text(L->run.lesson, L->run.step,
                                                   LUDI_LESSON_OTHER, learn_lang(a)));
            game_undo(a);
            L->checked = 0;
        }
    }
}

/* --- the last step: a real game --- */

/* Starts the lesson's game (false: it asks first, or could not start). */
static bool play_game(struct app *a)
{
    struct learn *L = a->learn;
    const struct ludi_lesson_step *st = step_of(L);
    /* a game of the player's that the new one would replace: ask first */
    struct game *mine = a->game;
    a->game = L->parked;
    bool replaces = game_in_progress(a);
    struct replace_ask q;
    game_replace_question(a, false, (int)L->game, &q);
    a->game = mine;
    if (replaces && !app_confirmed(a)) {
        /* No stays here, on the lesson: not "Keep playing" the game it names */
        app_ask(a, W_L_PLAY, q.question, q.yes, tr(a, STR_CANCEL));
        return false;
    }
    leave(a);   /* the player's game back in place: the new one replaces it as usual */
    struct ludi_settings keep = a->settings;
    enum ludi_game g = L->game;
    a->settings.game = g;
    a->settings.opt[g] = st->start.opt;
    a->settings.computer[g][0] = false;
    a->settings.computer[g][1] = true;
    a->settings.level[g][1] = st->level;
    char err[300];
    bool ok = game_start(a, NULL, err, sizeof err);
    a->settings = keep;
    if (!ok) {
        app_notice(a, "%s", err);
        app_switch(a, SCENE_LEARN);
        return false;
    }
    /* done when the game ends (play-test 64: it was counted done when started) */
    snprintf(a->game->flow.lesson_step, sizeof a->game->flow.lesson_step, "%s", st->id);
    app_switch(a, SCENE_GAME);
    app_say(a, NOTICE_INFO, ludi_lesson_text(L->run.lesson, L->run.step, LUDI_LESSON_SAY,
                                             learn_lang(a)));
    a->notice_till_throw = true;
    return true;
}

/* --- events --- */

static void activate(struct app *a, int id)
{
    struct learn *L = a->learn;
    if (!L || !L->active)
        return;
    sound_play(SOUND_CLICK);
    switch (id) {
    case W_L_DICE:
        /* the game's step says "throw first: click the dice": so they start it and throw
         * (play-test 19: a click on them did nothing until Play the game) */
        if (step_of(L)->kind == LUDI_LESSON_PLAY) {
            if (play_game(a))
                game_throw(a);
        } else if (board_open(a)) {
            game_throw(a);
        }
        break;
    case W_L_BACK:
        go_to(a, L->run.step - 1);
        break;
    case W_L_AGAIN:
        go_to(a, L->run.step);
        break;
    case W_L_SKIP:
        /* the mouse has not moved since Next and this is a double click's second; a later
         * click is meant (play-test 10: Skip did not answer two clicks made without moving
         * the mouse) */
        if (L->skip_held && a->now - L->next_t < LEARN_DOUBLE_CLICK_S)
            break;
        go_to(a, L->run.step + 1);
        break;
    case W_L_NEXT:
        go_to(a, L->run.step + 1);
        L->skip_held = true;
        L->next_t = a->now;
        break;
    case W_L_PLAY:
        play_game(a);
        break;
    case W_L_LEAVE:
        app_switch(a, L->to_title ? SCENE_TITLE : SCENE_LEARN);
        break;
    case W_L_PATH:   /* as in a game: the mover's path, the other side's, none */
        if (a->game->draw.view.ops->path)
            a->game->ui.path = (a->game->ui.path + 1) % 3;
        break;
    default:
        if (id >= W_L_DOT && id < W_L_DOT + L->run.lesson->nsteps)
            go_to(a, id - W_L_DOT);
        break;
    }
    a->dirty = true;
}

static void event(struct app *a, const struct ui_event *e)
{
    struct learn *L = a->learn;
    if (!a->game || !L || !L->active)
        return;
    game_layout(a);
    bool open = board_open(a);
    if (e->kind == UI_MOVE)
        L->skip_held = false;
    if (e->kind == UI_KEY) {
        switch (e->key) {
        case SDLK_ESCAPE:
            if (a->game->ui.lift >= 0)
                scene_game_ops.event(a, e);   /* puts the lifted counter down */
            else
                activate(a, W_L_LEAVE);
            return;
        case SDLK_F1:
            app_switch(a, SCENE_RULES);
            return;
        case SDLK_PAGEDOWN:
            activate(a, W_L_NEXT);
            return;
        case SDLK_PAGEUP:
            activate(a, W_L_BACK);
            return;
        case SDLK_p:
            activate(a, W_L_PATH);
            return;
        case SDLK_TAB: {
            /* the buttons in turn (play-test 22: Tab did nothing here), not the steps' dots
             * (play-test 23: thirteen Tabs before Back, and Enter on a dot skipped steps) */
            int ids[UI_MAX_WIDGETS], n = 0;
            for (int i = 0; i < a->nwidgets; i++)
                if (a->widgets[i].id < W_L_DOT)
                    ids[n++] = a->widgets[i].id;
            app_focus_cycle(a, ids, n, (e->mod & KMOD_SHIFT) ? -1 : 1);
            return;
        }
        case SDLK_LEFT:
        case SDLK_RIGHT:
        case SDLK_UP:
        case SDLK_DOWN:
        case SDLK_RETURN:
        case SDLK_KP_ENTER:
        case SDLK_SPACE:
            if (step_of(L)->kind == LUDI_LESSON_PLAY && a->focus == W_L_PLAY) {
                activate(a, W_L_DICE);   /* "or press Space": start and throw */
                return;
            }
            /* a button Tab chose: Enter presses it, an arrow gives the keys back to the
             * board (with the board open, no button has the focus otherwise) */
            if (open && a->focus > 0 && a->focus != W_L_PLAY) {
                if (e->key == SDLK_RETURN || e->key == SDLK_KP_ENTER) {
                    activate(a, a->focus);
                    return;
                }
                a->focus = -1;   /* an arrow, or Space: the board's */
            }
            if (open)
                scene_game_ops.event(a, e);   /* the keyboard plays as in a game */
            else
                app_focus_keys(a, e);
            break;
        default:
            return;
        }
    } else if (open || e->kind == UI_WAKE) {
        scene_game_ops.event(a, e);   /* the board as in a game: drag, click, throw */
    } else if (e->kind == UI_PRESS && e->button == 1 && L->run.solved &&
               view_piece_at(a->game->draw.pcs, a->game->draw.npcs, e->x, e->y) >= 0) {
        app_say(a, NOTICE_INFO, tr(a, STR_LEARN_GO_ON));
    }
    if (a->game)
        watch(a);
}

static void update(struct app *a, double now)
{
    struct learn *L = a->learn;
    if (!a->game || !L || !L->active)
        return;
    game_update(a, now);
    watch(a);
}

static bool busy(struct app *a)
{
    return a->learn && a->learn->active && a->game &&
           (game_busy(a) || a->game->flow.pending_next >= 0);
}

/* --- drawing --- */

/* The marks of the step as its turn stands (ludi_lesson_marks): the places its words name,
 * where the next die can take the counter taught, where the turn should end. None for the next
 * die while a counter is lifted (its own destinations show), none that the dice decide
 * while they still tumble, and none on the waiting counters once the step is done. */
static int marks_now(struct app *a, struct ludi_lesson_shown *out, int cap)
{
    struct game *g = a->game;
    struct learn *L = a->learn;
    int n = ludi_lesson_marks(L->run.lesson, L->run.step, ludi_session_state(&g->flow.ss),
                              g->ui.made, g->ui.nmade, out, cap), keep = 0;
    bool rolling = dice_rolling(&g->draw.dice, a->now);
    for (int i = 0; i < n && i < cap; i++) {
        bool next = out[i].kind == LUDI_LESSON_MARK_NEXT;
        if ((next && (g->ui.lift >= 0 || !board_open(a))) ||
            (out[i].kind != LUDI_LESSON_MARK_PLACE && rolling))
            continue;
        /* the counters waiting off the board, named while one is to enter: once the step is
         * done the ring would stand on the next one waiting, as if there were more to do
         * (play-test 14) */
        if (L->run.solved && out[i].at.point == LUDI_OFF)
            continue;
        out[keep++] = out[i];
    }
    return keep;
}

int learn_marks_now(struct app *a, struct ludi_lesson_shown *out, int cap)
{
    return marks_now(a, out, cap);
}

bool learn_mark_xy(struct app *a, const struct ludi_lesson_shown *m, float *x, float *y)
{
    struct game *g = a->game;
    if (m->kind == LUDI_LESSON_MARK_NEXT)   /* where the counter would land */
        return g->draw.view.ops->place_xy(&g->draw.view, &g->draw.shown, m->at.side,
                                          m->at.point, x, y);
    /* a place named where counters stand: round its top counter, as the ring of a counter
     * that can move is (place_xy is where one more would land, half a counter off); where
     * only the other side's stand, round theirs, which the words name ("onto 3A, where a
     * white counter stands": the ring stood on the empty slot beside it, a newcomer's
     * play-test) */
    const struct vpiece *top =
        board_top_of(g->draw.pcs, g->draw.npcs, m->at.side, m->at.point);
    if (!top && m->at.point != LUDI_OFF && m->at.side >= 0)
        top = board_top_of(g->draw.pcs, g->draw.npcs, !m->at.side, m->at.point);
    if (top) {
        *x = top->x;
        *y = top->y;
        return true;
    }
    return g->draw.view.ops->place_xy(&g->draw.view, &g->draw.shown, m->at.side, m->at.point,
                                      x, y);
}

/* The goal's colour, apart from a place named's (play-test 67: both cool blue rings, the
 * key's two icons could not be told apart); a target in shape too. */
#define GOAL_RGB 0xa6e3a100u
#define PLACE_RGB 0x8fd0f000u

/* A place named's ring of radius outer, or the goal's target: that ring, one of radius
 * inner and a dot of radius dot; alpha their opacity. */
static void mark_rings(struct gfx *gx, bool goal, float x, float y, float outer, float inner,
                       float dot, uint32_t alpha)
{
    uint32_t rgba = (goal ? GOAL_RGB : PLACE_RGB) | alpha;
    gfx_ring(gx, x, y, outer, rgba);
    if (goal) {
        gfx_ring(gx, x, y, inner, rgba);
        gfx_disc(gx, x, y, dot, rgba);
    }
}

/* The step's marks: a place named, a cool glow under it and a ring over it; the goal, a pale
 * green target (two rings and a dot); the next die's places with a game's gold ring for a lifted counter's
 * destinations, over the counters. */
static void draw_marks(struct app *a, bool over)
{
    struct game *g = a->game;
    struct ludi_lesson_shown m[64];
    int n = marks_now(a, m, 64);
    float r = g->draw.view.cell * 0.5f;
    for (int i = 0; i < n; i++) {
        float x, y;
        if (!learn_mark_xy(a, &m[i], &x, &y))
            continue;
        if (m[i].kind == LUDI_LESSON_MARK_NEXT) {
            if (over)
                board_draw_destination(a, x, y, g->draw.view.r, 1, false);   /* its number seen */
        } else if (!over) {
            uint32_t rgb = m[i].kind == LUDI_LESSON_MARK_GOAL ? GOAL_RGB : PLACE_RGB;
            gfx_glow(&a->g, x, y, r * 1.25f, rgb | 0x70u);
        } else {
            /* outside the last move's dashed ring where it stands here: the ring hid it, so
             * the key's "where the last move went" showed only where the counter left
             * (play-test 21) */
            float rr = board_ring_outside_last(a, x, y, r * 1.02f);
            mark_rings(&a->g, m[i].kind == LUDI_LESSON_MARK_GOAL, x, y, rr, r * 0.8f,
                       r * 0.12f, 0xd0u);
        }
    }
}

/* The top line: the lesson's title, and which step of how many. */
static void draw_top(struct app *a)
{
    struct gfx *gx = &a->g;
    struct learn *L = a->learn;
    const struct game_layout *lay = &a->game->draw.lay;
    float t = lay->t, h = lay->top.h, pad = 18 * t;
    gfx_gradient(gx, 0, 0, lay->top.w, h, 0x16110dffu, 0x0f0c09e0u);
    gfx_fill(gx, 0, h - 1, lay->top.w, 1, 0xc9a45c40u);
    char right[80], fit[256];
    trf(a, right, sizeof right, STR_LEARN_STEP, L->run.step + 1, L->run.lesson->nsteps);
    int rw, rh;
    gfx_text_size(gx, FACE_BODY, 18 * t, right, &rw, &rh);
    gfx_text(gx, FACE_BODY, 18 * t, 0xd8c9a8ffu, lay->top.w - pad, (h - (float)rh) / 2,
             ALIGN_RIGHT, right);
    float px = app_fit(a, FACE_TITLE, 22 * t, 14 * t, lay->top.w - 3 * pad - (float)rw,
                       ludi_lesson_title(L->run.lesson, learn_lang(a)), fit, sizeof fit);
    gfx_text(gx, FACE_TITLE, px, 0xe8d9b5ffu, pad, (h - px * 1.25f) / 2, ALIGN_LEFT, fit);
}

/* The key's rows now: the lesson's marks shown, and the game's own marks while the board
 * shows them (play-test 19: the rings of the counters that can move, of a lifted counter's
 * places and of the last move went unexplained). kind: a lesson's mark, or
 * LEARN_KEY_GAME + a board's. */
static bool L_is_lat(struct app *a)
{
    return a->learn && a->learn->game == LUDI_LATRUNCULI;
}

int learn_key_rows(struct app *a, int *kind, int *words, int cap)
{
    struct ludi_lesson_shown m[64];
    int n = marks_now(a, m, 64), out = 0;
    bool kinds[3] = {false};
    for (int i = 0; i < n; i++)
        kinds[m[i].kind] = true;
    static const struct {
        int kind;
        enum str_id words;
    } rows[] = {{LUDI_LESSON_MARK_PLACE, STR_LEARN_KEY_PLACE},
                {LEARN_KEY_GAME + BOARD_MARK_MOVABLE, STR_LEARN_KEY_MOVABLE},
                {LUDI_LESSON_MARK_NEXT, STR_LEARN_KEY_NEXT},
                {LEARN_KEY_GAME + BOARD_MARK_DESTINATION, STR_LEARN_KEY_LIFTED},
                {LEARN_KEY_GAME + BOARD_MARK_TAKE, STR_LEARN_KEY_TAKE},
                {LUDI_LESSON_MARK_GOAL, STR_LEARN_KEY_GOAL},
                {LEARN_KEY_GAME + BOARD_MARK_LAST, STR_LEARN_KEY_LAST}};
    for (size_t i = 0; i < sizeof rows / sizeof rows[0] && out < cap; i++) {
        bool game_mark = rows[i].kind >= LEARN_KEY_GAME;
        if (game_mark ? !board_mark_shown(a, (enum board_mark)(rows[i].kind - LEARN_KEY_GAME))
                      : !kinds[rows[i].kind])
            continue;
        kind[out] = rows[i].kind;
        /* Latrunculi's lessons speak of men, not counters (play-test 21) */
        words[out++] = rows[i].words == STR_LEARN_KEY_LIFTED && L_is_lat(a)
                           ? (int)STR_LEARN_KEY_LIFTED_LAT : (int)rows[i].words;
    }
    return out;
}

/* What the marks on the board mean, a line for each kind shown: its look, then its words. */
static float panel_key(struct app *a, float x, float y, float w, float k, bool draw)
{
    struct gfx *gx = &a->g;
    int kinds[8], words[8];
    int n = learn_key_rows(a, kinds, words, 8);
    float y0 = y, icon = 30 * k, r = 11 * k;
    for (int i = 0; i < n; i++) {
        bool game_mark = kinds[i] >= LEARN_KEY_GAME;
        y += 8 * k;
        if (draw) {
            float cx = x + icon / 2 - 3 * k, cy = y + 12 * k;
            if (game_mark) {
                board_draw_mark_icon(a, (enum board_mark)(kinds[i] - LEARN_KEY_GAME), cx, cy, r);
            } else if (kinds[i] == LUDI_LESSON_MARK_NEXT) {
                board_draw_destination(a, cx, cy, r * 1.4f, 1, false);
            } else {   /* as on the board: a place named, a glow and a ring; the goal, two */
                bool goal = kinds[i] == LUDI_LESSON_MARK_GOAL;
                if (!goal)
                    gfx_glow(gx, cx, cy, r * 1.25f, PLACE_RGB | 0x70u);
                mark_rings(gx, goal, cx, cy, r, r * 0.62f, r * 0.18f, 0xffu);
            }
        }
        y += gfx_paragraph(gx, FACE_ITALIC, 17 * k, 0xcdbf9fffu, x + icon, y, w - icon, 22 * k,
                           tr(a, (enum str_id)words[i]), draw);
    }
    return y - y0;
}

/* The words beside (or under) the board: what to do, what the marks mean, then the answer to
 * the last move. */
static float panel_words(struct app *a, float x, float y, float w, float k, bool draw)
{
    struct gfx *gx = &a->g;
    struct learn *L = a->learn;
    enum ludi_lang lang = learn_lang(a);
    float y0 = y;
    y += gfx_paragraph(gx, FACE_BODY, 20 * k, COL_TEXT_DARK, x, y, w, 26 * k,
                       ludi_lesson_text(L->run.lesson, L->run.step, LUDI_LESSON_SAY, lang),
                       draw);
    y += panel_key(a, x, y, w, k, draw);
    /* a step that begins with moves already counted (Latrunculi's clock) shows the count, as
     * the game's top line does: the words speak of it */
    const struct ludi_lesson_step *st = step_of(L);
    if (st->start.opt.game == LUDI_LATRUNCULI && st->start.g.lat.nocap > 0 && a->game) {
        const struct ludi_state *s = ludi_session_state(&a->game->flow.ss);
        char count[200];
        trf(a, count, sizeof count, STR_NOCAP_LONG, s->g.lat.nocap, s->opt.nocapture);
        y += 10 * k;
        y += gfx_paragraph(gx, FACE_BOLD, 18 * k, COL_TEXT_DARK, x, y, w, 24 * k, count, draw);
    }
    if (L->verdict == LEARN_NONE)
        return y - y0;
    y += 14 * k;
    if (draw)
        gfx_fill(gx, x, y - 7 * k, w, 1, 0xc9a45c50u);
    bool right = L->verdict == LEARN_RIGHT;
    uint32_t col = right ? 0xbfe3a0ffu : 0xf6c28affu;
    enum str_id head = right ? STR_LEARN_WELL_DONE
                       : L->verdict == LEARN_ILLEGAL ? STR_LEARN_NOT_ALLOWED
                                                     : STR_LEARN_NOT_QUITE;
    if (draw)
        gfx_text(gx, FACE_BOLD, 19 * k, col, x, y, ALIGN_LEFT, tr(a, head));
    y += 28 * k;
    y += gfx_paragraph(gx, FACE_ITALIC, 18 * k, col, x, y, w, 24 * k, L->answer, draw);
    y += 6 * k;
    y += gfx_paragraph(gx, FACE_ITALIC, 17 * k, 0xcdbf9fffu, x, y, w, 22 * k,
                       tr(a, right ? STR_LEARN_GO_ON : STR_LEARN_TRY_AGAIN), draw);
    return y - y0;
}

/* The lesson's steps as a row of dots along the panel's foot: done ones filled, this one
 * ringed. Each goes to its step when clicked (play-test 12: the dots looked like a way to go
 * back to a step, and did nothing); the one under the mouse or the keyboard's focus is
 * ringed faintly. */
static void draw_dots(struct app *a, float cx, float y, float w, float t)
{
    struct learn *L = a->learn;
    const struct ludi_lesson *l = L->run.lesson;
    float step = fminf(22 * t, w / (float)l->nsteps), r = fminf(5.5f * t, step * 0.3f);
    float x = cx - step * (float)(l->nsteps - 1) / 2, hit = fmaxf(step, 24 * t);
    for (int i = 0; i < l->nsteps; i++, x += step) {
        bool done = ludi_lesson_progress_done(&L->prog, L->game, l->step[i].id);
        gfx_round(&a->g, x - r, y - r, 2 * r, 2 * r, r, done ? COL_ACCENT : 0x5a4e3cffu);
        if (i == L->run.step)
            gfx_ring(&a->g, x, y, r * 1.8f, 0xefe6d2e0u);
        else if (a->hover == W_L_DOT + i || a->focus == W_L_DOT + i)
            gfx_ring(&a->g, x, y, r * 1.8f, 0xc9a45c90u);
        app_widget(a, W_L_DOT + i, x - step / 2, y - hit / 2, step, hit, i != L->run.step);
    }
}

static void draw_panel(struct app *a)
{
    struct gfx *gx = &a->g;
    struct learn *L = a->learn;
    const struct game_layout *lay = &a->game->draw.lay;
    SDL_FRect p = lay->list;
    float t = lay->t, pad = 16 * t;
    if (p.w <= 0)
        return;
    gfx_fill(gx, p.x, p.y, p.w, p.h, 0x120e0bd8u);
    gfx_fill(gx, p.x, p.y, lay->portrait ? p.w : 1, lay->portrait ? 1 : p.h, 0xc9a45c40u);
    const struct ludi_lesson_step *st = step_of(L);
    bool play = st->kind == LUDI_LESSON_PLAY;
    float bh = 42 * t, dots = 30 * t, room = p.h - 2 * pad - dots - (play ? bh + pad : 0);
    /* the words at the largest size that fits the panel */
    float k = t;
    for (int i = 0; i < 6 && panel_words(a, p.x + pad, p.y + pad, p.w - 2 * pad, k, false) > room;
         i++)
        k *= 0.9f;
    float used = panel_words(a, p.x + pad, p.y + pad, p.w - 2 * pad, k, true);
    if (play) {
        float by = fminf(p.y + pad + used + pad, p.y + p.h - pad - bh);
        app_button(a, W_L_PLAY, p.x + pad, by, p.w - 2 * pad, bh, tr(a, STR_LEARN_PLAY), true);
    }
    draw_dots(a, p.x + p.w / 2, p.y + p.h - pad - dots / 2, p.w - 2 * pad, t);
}

/* Path (Duodecim), Back, Again, Next (Skip before the step is solved) and Leave along the
 * bottom. */
static void draw_bar(struct app *a)
{
    struct gfx *gx = &a->g;
    struct learn *L = a->learn;
    const struct game_layout *lay = &a->game->draw.lay;
    float t = lay->t;
    gfx_gradient(gx, 0, lay->bar.y, lay->bar.w, lay->bar.h, 0x0f0c09e0u, 0x16110dffu);
    gfx_fill(gx, 0, lay->bar.y, lay->bar.w, 1, 0xc9a45c40u);
    int n = L->run.lesson->nsteps, s = L->run.step;
    bool solved = L->run.solved || step_of(L)->kind == LUDI_LESSON_PLAY;
    struct {
        int id;
        enum str_id label;
        bool enabled;
    } b[] = {
        {W_L_PATH, STR_BOARD_PATH, true},
        {W_L_BACK, STR_BACK, s > 0},
        {W_L_AGAIN, STR_LEARN_AGAIN, step_of(L)->kind == LUDI_LESSON_MOVE},
        {solved ? W_L_NEXT : W_L_SKIP, solved ? STR_LEARN_NEXT : STR_LEARN_SKIP, s + 1 < n},
        {W_L_LEAVE, STR_LEARN_LEAVE, true},
    };
    int nb = (int)(sizeof b / sizeof b[0]), first = 0;
    if (!a->game->draw.view.ops->path) {   /* the path button only where there is a path */
        first = 1;
        nb--;
    }
    float gap = 10 * t, bh = 40 * t;
    float bw = fminf(160 * t, (lay->bar.w - 24 * t - (float)(nb - 1) * gap) / (float)nb);
    float x = (lay->bar.w - ((float)nb * bw + (float)(nb - 1) * gap)) / 2;
    float y = lay->bar.y + (lay->bar.h - bh) / 2;
    for (int i = first; i < first + nb; i++, x += bw + gap)
        app_button_px(a, b[i].id, x, y, bw, bh, tr(a, b[i].label), b[i].enabled, bh * 0.42f);
}

static void draw(struct app *a)
{
    struct learn *L = a->learn;
    if (!a->game || !L || !L->active)
        return;
    game_layout(a);   /* the window or the language may have changed */
    board_draw_backdrop(a);
    draw_marks(a, false);
    board_draw_marks(a);
    board_draw_trays(a, W_L_DICE);
    board_draw_pieces_under(a);
    draw_marks(a, true);
    board_draw_pieces_over(a);
    if (board_open(a))
        scene_game_draw_cursor(a);
    if (board_open(a))
        chrome_draw_status(a);   /* how to throw, a forced turn, the rules' refusals */
    else
        a->notice_at = a->game->draw.lay.status;
    draw_top(a);
    draw_panel(a);
    draw_bar(a);
}

const struct scene_ops scene_lesson_ops = {
    .enter = enter,
    .leave = leave,
    .event = event,
    .update = update,
    .draw = draw,
    .busy = busy,
    .activate = activate,
};
