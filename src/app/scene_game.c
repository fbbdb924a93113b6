/* scene_game.c: the game screen: the board, the counters under the pointer or the keys, the
 * dice tray, the top line, the move list, the buttons and the end-of-game panel. The board and
 * what stands on it are drawn by scene_game_board.c. */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "app.h"
#include "game.h"
#include "learn.h"
#include "ludi/fileio.h"
#include "review_view.h"
#include "scene_game_board.h"
#include "scene_game_chrome.h"
#include "sound.h"

static struct game *G(struct app *a)
{
    return a->game;
}

static const struct ludi_state *present(const struct app *a)
{
    return ludi_session_state(&a->game->flow.ss);
}

/* --- what may be lifted, and where it may go --- */

static bool source_legal(const struct game *g, int where)
{
    for (int i = 0; i < g->ui.nlegal; i++)
        if (g->ui.legal[i].from == where)
            return true;
    return false;
}

/* The computer is finding a hint. */
static bool hint_searching(const struct game *g)
{
    return g->flow.comp.busy && g->flow.comp.purpose == COMP_HINT;
}

static bool liftable(struct app *a, int i)
{
    struct game *g = G(a);
    if (i < 0 || i >= g->draw.npcs || !game_can_interact(a))
        return false;
    const struct vpiece *p = &g->draw.pcs[i];
    return p->side == present(a)->side && p->idx == p->count - 1 && source_legal(g, p->where);
}

/* The step from `src` landing nearest to (x, y) within reach, or NULL. When several dice make
 * the same step (bearing off), the smallest die is taken. */
/* The place of the mover's tray of counters borne off, where (x, y) falls anywhere in that
 * tray: a click or a drop on its counters bears off (play-test 19: only the ring at its end
 * took one, a click on the counters already there was refused). */
static bool tray_place(struct app *a, float x, float y, int *place)
{
    struct game *g = G(a);
    int side = present(a)->side;
    const SDL_FRect *t = &g->draw.view.tray[side];
    if (t->w <= 0 || x < t->x || x >= t->x + t->w || y < t->y || y >= t->y + t->h)
        return false;
    for (int p = LUDI_OFF; p < 128; p++) {
        float px, py;
        if (g->draw.view.ops->place_xy(&g->draw.view, &g->draw.shown, side, p, &px, &py) &&
            px >= t->x && px < t->x + t->w && py >= t->y && py < t->y + t->h) {
            *place = p;
            return true;
        }
    }
    return false;
}

/* Pente grammai: the place of the other side's counter under (x, y), on the board (its points
 * are named alike for both sides; on a sacred point the mover's pile stands beside it, nearer
 * another place). False elsewhere and in the other games. */
static bool theirs_at(struct app *a, float x, float y, int *place)
{
    struct game *g = G(a);
    if (present(a)->opt.game != LUDI_PENTE)
        return false;
    int i = view_piece_at(g->draw.pcs, g->draw.npcs, x, y);
    if (i < 0 || g->draw.pcs[i].side == present(a)->side || g->draw.pcs[i].where == LUDI_OFF ||
        g->draw.pcs[i].where == LUDI_OUT)
        return false;
    *place = g->draw.pcs[i].where;
    return true;
}

static const struct ludi_step *target_at(struct app *a, int src, float x, float y)
{
    struct game *g = G(a);
    const struct ludi_step *best = NULL;
    int off;
    if (tray_place(a, x, y, &off)) {   /* the smallest die that bears it off */
        for (int i = 0; i < g->ui.nlegal; i++) {
            const struct ludi_step *st = &g->ui.legal[i];
            if (st->from == src && st->to == off && (!best || st->die < best->die))
                best = st;
        }
        if (best)
            return best;
    }
    float bestd = g->draw.view.cell * g->draw.view.cell * 0.55f;
    for (int i = 0; i < g->ui.nlegal; i++) {
        const struct ludi_step *st = &g->ui.legal[i];
        float tx, ty;
        if (st->from != src || !g->draw.view.ops->place_xy(&g->draw.view, &g->draw.shown,
                                                           present(a)->side, st->to, &tx, &ty))
            continue;
        float d = (tx - x) * (tx - x) + (ty - y) * (ty - y);
        if (d < bestd || (best && d == bestd && st->die < best->die)) {
            best = st;
            bestd = d;
        }
    }
    /* Pente grammai: on a counter of the other side standing on a sacred point the counter
     * may go to (play-test 32: the words said "onto 3A, where a white counter stands", and a
     * click on that counter was refused; the pile it would join stands beside it) */
    int place;
    if (!best && theirs_at(a, x, y, &place))
        for (int k = 0; k < g->ui.nlegal; k++) {
            const struct ludi_step *st = &g->ui.legal[k];
            if (st->from == src && st->to == place)
                return st;
        }
    return best;
}

/* The step a click on the counter at src makes by itself, or NULL: as GNU Backgammon's click
 * moves one die, one die's step where every step of the counter, by one die or by several,
 * lands on one place (the smallest die when several dice do), in Duodecim scripta; in Pente grammai only the step of a turn
 * with no other (its single die). A lesson's turns are made as its words say, click by click. */
static const struct ludi_step *click_step(struct app *a, int src)
{
    struct game *g = G(a);
    if (g->flow.lesson || (present(a)->opt.game != LUDI_DUODECIM && g->ui.forced.nsteps == 0))
        return NULL;
    const struct ludi_step *one = NULL;
    for (int i = 0; i < g->ui.nlegal; i++) {
        const struct ludi_step *st = &g->ui.legal[i];
        if (st->from != src)
            continue;
        if (one && st->to != one->to)
            return NULL;
        if (!one || st->die < one->die)
            one = st;
    }
    /* a place several dice in a row reach is a choice too (play-test 10: with 4-1-1 a click on
     * 19 moved to 20 where the player meant 21, and a click elsewhere only chose the counter);
     * the places of this counter, not of the one lifted last (play-test 64: Enter on a waiting
     * counter with 6 and 6 to play, "one way only: Enter plays it", only lifted it: the
     * places were those of the counter entered before) */
    int dest[GAME_MAX_DEST];
    int nd = one ? game_destinations(a, src, dest, GAME_MAX_DEST) : 0;
    for (int i = 0; i < nd; i++)
        if (dest[i] != one->to)
            return NULL;
    return one;
}

static void drop_lift(struct app *a, bool glide_back)
{
    struct game *g = G(a);
    if (g->ui.lift < 0)
        return;
    if (glide_back && g->ui.dragging && g->ui.moved) {
        struct flight *f =
            &g->draw.fl[g->draw.nfl < GAME_MAX_FLIGHTS ? g->draw.nfl++ : GAME_MAX_FLIGHTS - 1];
        f->piece = g->ui.lift;
        f->p = g->draw.pcs[g->ui.lift];
        f->x0 = g->ui.lx;
        f->y0 = g->ui.ly;
        f->t0 = a->now;
        f->dur = app_anim(a, 0.15);
        f->arc = 0;
        if (f->dur <= 0)
            g->draw.nfl--;
    }
    g->ui.lift = -1;
    g->ui.dragging = false;
    a->dirty = true;
}

static void lift(struct app *a, int i, float x, float y, bool drag)
{
    struct game *g = G(a);
    g->ui.lift = i;
    g->ui.dragging = drag;
    g->ui.moved = false;
    g->ui.relifted = false;
    g->ui.lx = g->draw.pcs[i].x;
    g->ui.ly = g->draw.pcs[i].y;
    g->ui.dx = g->draw.pcs[i].x - x;
    g->ui.dy = g->draw.pcs[i].y - y;
    g->ui.px0 = x;
    g->ui.py0 = y;
    g->ui.lift_t = a->now;
    g->ui.hint_shown = false;
    if (a->notice_kind != NOTICE_INFO)   /* a refusal or what to do first is done with once
                                            a counter is lifted (play-test 18: "First click the
                                            piece" stayed on after the right one was) */
        a->notice[0] = '\0';
    app_played_on(a);
    g->ui.ndest = game_destinations(a, g->draw.pcs[i].where, g->ui.dest, GAME_MAX_DEST);
    game_dest_risks(a, g->draw.pcs[i].where);
    a->dirty = true;
}

/* The top counter of side's pile at where, if it may be lifted; else -1. */
static int top_liftable(struct app *a, int side, int where)
{
    struct game *g = G(a);
    for (int k = 0; k < g->draw.npcs; k++)
        if (g->draw.pcs[k].side == side && g->draw.pcs[k].where == where &&
            g->draw.pcs[k].idx == g->draw.pcs[k].count - 1 && liftable(a, k))
            return k;
    return -1;
}

/* The counter a press at (x, y) picks up: of the counters under the pointer (a pile may mix
 * both sides), one of the mover's that may move, taken from the top of its own pile. */
static int pick_at(struct app *a, float x, float y)
{
    struct game *g = G(a);
    for (int i = g->draw.npcs - 1; i >= 0; i--) {
        const struct vpiece *p = &g->draw.pcs[i];
        float dx = x - p->x, dy = y - p->y;
        int k = dx * dx + dy * dy > p->r * p->r * 1.1f ? -1 : top_liftable(a, p->side, p->where);
        if (k >= 0)
            return k;
    }
    /* Duodecim's waiting row: any of its counters is as good as another, so a press anywhere
     * on the row (where one stood before it entered, too) takes the one to enter next
     * (play-test 12: a second click where the first counter had been did nothing) */
    const SDL_FRect *w = &g->draw.view.wait[present(a)->side];
    if (present(a)->opt.game == LUDI_DUODECIM && w->w > 0 && x >= w->x && x < w->x + w->w &&
        y >= w->y && y < w->y + w->h)
        return top_liftable(a, present(a)->side, LUDI_OFF);
    return -1;
}

static const struct ludi_step *hint_next(struct app *a);

/* Before the player's steps that would lose them the game at once (their own king
 * immobilised, ...), the question whether to play them; true when it is asked (the counter
 * goes back; Yes plays them). The hint's step is played unasked: the player asked for it; and
 * a lesson's step, whose move the lesson judges and explains (a wrong one loses nothing).
 * Play-test 25: "the computer wins: you immobilised your own king", one click after the
 * warning that an enemy man could close it in on the square the player filled himself. */
static bool ask_before_losing(struct app *a, const struct ludi_step *st, int n)
{
    struct game *g = G(a);
    const struct ludi_step *hinted = hint_next(a);
    if (a->scene != SCENE_GAME)
        return false;
    if (n == 1 && hinted && hinted->from == st->from && hinted->to == st->to &&
        hinted->die == st->die)
        return false;
    enum ludi_reason why = game_turn_loses(a, st, n);
    if (why == LUDI_REASON_NONE)
        return false;
    memcpy(g->ui.asked, st, (size_t)n * sizeof *st);
    g->ui.nasked = n;
    drop_lift(a, true);
    enum str_id q = why == LUDI_REASON_OWN_KING ? STR_ASK_OWN_KING : STR_ASK_LOSES;
    app_ask(a, W_PLAY_LOSING, tr(a, q), tr(a, STR_YES), tr(a, STR_NO));
    return true;
}

/* Yes to that question: the steps played, if they still would lose (nothing else changed). */
static void play_asked(struct app *a)
{
    struct game *g = G(a);
    int n = g->ui.nasked;
    g->ui.nasked = 0;
    if (!app_confirmed(a) || n <= 0 || game_turn_loses(a, g->ui.asked, n) == LUDI_REASON_NONE)
        return;   /* the position changed since it was asked: nothing is played */
    if (n == 1) {
        struct ludi_step st = g->ui.asked[0];
        game_step(a, &st, -1, -1);
    } else {
        game_queue(a, g->ui.asked, n);
    }
    g->ui.cursor = 0;
}

/* Resign: asked first, No the answer Enter gives (as before a move that would lose), then the
 * game given up by the person (the side to act between two people). */
static void resign(struct app *a)
{
    struct game *g = G(a);
    int side = game_resigner(a);
    if (side < 0 || a->scene != SCENE_GAME)
        return;
    if (app_confirmed(a)) {
        game_resign(a);
        return;
    }
    drop_lift(a, false);
    char q[400];
    enum ludi_game game = ludi_session_options(&g->flow.ss)->game;
    if (ludi_session_human_side(&g->flow.ss) >= 0)
        snprintf(q, sizeof q, "%s", tr(a, STR_ASK_RESIGN));
    else
        trf(a, q, sizeof q, STR_ASK_RESIGN_FOR, tr_side(a, game, side), tr_side(a, game, !side));
    app_ask(a, W_RESIGN, q, tr(a, STR_RESIGN), tr(a, STR_KEEP_PLAYING));
}

void scene_game_resign(struct app *a)
{
    resign(a);
}

static void try_step(struct app *a, const struct ludi_step *st, float fx, float fy)
{
    struct game *g = G(a);
    struct ludi_step copy = *st;
    if (ask_before_losing(a, &copy, 1))
        return;
    g->ui.lift = -1;
    g->ui.dragging = false;
    game_step(a, &copy, fx, fy);
    g->ui.cursor = 0;
}

/* Plays a click's step made by itself (click_step): the counter had nowhere else to go. In the
 * middle of a turn the line under the board says so (play-test: a counter moved at one click
 * and nothing said why). */
static void click_play(struct app *a, const struct ludi_step *one)
{
    struct game *g = G(a);
    struct ludi_step st = *one;
    int before = g->ui.nmade;
    try_step(a, &st, -1, -1);
    if (g->ui.nmade == before + 1) {
        g->ui.clicked = st;
        g->ui.clicked_at = g->ui.nmade;
    }
}

/* --- saying why --- */

/* The place of the side to move nearest to (x, y), within reach of a counter dropped there. */
static bool place_at(struct app *a, float x, float y, int *place)
{
    struct game *g = G(a);
    if (tray_place(a, x, y, place))
        return true;
    float bestd = g->draw.view.cell * g->draw.view.cell * 0.5f;
    bool found = false;
    for (int p = LUDI_OFF; p < 128; p++) {
        float px, py;
        if (!g->draw.view.ops->place_xy(&g->draw.view, &g->draw.shown, present(a)->side, p, &px,
                                        &py))
            continue;
        float d = (px - x) * (px - x) + (py - y) * (py - y);
        if (d < bestd) {
            bestd = d;
            *place = p;
            found = true;
        }
    }
    return found;
}

/* Says, near the board, why the rules refuse from-to (to: LUDI_ANY for the counter itself). */
static void say_why(struct app *a, int from, int to)
{
    struct game *g = G(a);
    struct ludi_why w;
    const struct ludi_state *s = present(a);
    struct ludi_past past = ludi_session_past(&g->flow.ss);
    if (!ludi_explain(s, &past, g->ui.made, g->ui.nmade, from, to, &w))
        return;
    char text[300];
    bool you = game_said_to(a, w.side);
    /* the reason in plain words, without the move's notation in front ("off-4A: "), which
     * means nothing to a newcomer (play-test 4) and nothing new to the one who just tried it */
    tr_why_plain(a, s->opt.game, &w, you, text, sizeof text);
    /* Latrunculi, onto an enemy man: how men are taken instead (play-test 58: a newcomer
     * tried to take by landing on it, as in draughts or chess) */
    bool enemy = false;
    for (int k = 0; k < g->draw.npcs && w.code == LUDI_WHY_LAT_OCCUPIED; k++)
        enemy |= g->draw.pcs[k].where == to && g->draw.pcs[k].side != s->side;
    if (enemy) {
        char plain[300];
        snprintf(plain, sizeof plain, "%s", text);
        trf(a, text, sizeof text, STR_LAT_TAKE_HOW, plain);
    }
    app_say(a, NOTICE_WHY, text);
}

/* The dice games: the places from which a counter can go to `place` with the dice left (at
 * most cap, in the path's order), as the rules say: by one die's step or by several in a row
 * (ludi_route). */
static int sources_of(struct app *a, int place, int *from, int cap)
{
    struct game *g = G(a);
    struct ludi_past past = ludi_session_past(&g->flow.ss);
    int n = 0;
    for (int i = 0; i < g->ui.nlegal; i++) {
        int src = g->ui.legal[i].from;
        bool seen = false;
        for (int k = 0; k < n; k++)
            seen |= from[k] == src;
        struct ludi_step way[LUDI_MAX_STEPS];
        if (seen || n >= cap || src == place)
            continue;
        bool one = false;   /* by one step (Pente grammai has no routes) */
        for (int k = i; k < g->ui.nlegal && !one; k++)
            one = g->ui.legal[k].from == src && g->ui.legal[k].to == place;
        if (!one && ludi_route(present(a), &past, g->ui.made, g->ui.nmade, src, place, way,
                               LUDI_MAX_STEPS) <= 0)
            continue;
        int k = n++;   /* in the path's order, as they are named */
        for (; k > 0 && from[k - 1] > src; k--)
            from[k] = from[k - 1];
        from[k] = src;
    }
    return n;
}

/* The dice games: a click with no counter chosen on a place a counter can go to (a lesson
 * rings it; play-test 30: the ringed point did nothing until the counter was clicked first).
 * The one counter that can go there goes, by one die's step if one takes it there (the smallest
 * die, as a drop), else over several dice; when several can, in Duodecim scripta the line
 * under the board names them and nothing moves. False when no counter can go there, or
 * several in Pente grammai (its places have no numbers to name them by here). */
static bool destination_click(struct app *a, int place)
{
    struct game *g = G(a);
    int from[32];
    int n = sources_of(a, place, from, 32);
    if (n == 0 || (n > 1 && present(a)->opt.game != LUDI_DUODECIM))
        return false;
    if (n == 1) {
        const struct ludi_step *one = NULL;
        for (int i = 0; i < g->ui.nlegal; i++) {
            const struct ludi_step *st = &g->ui.legal[i];
            if (st->from == from[0] && st->to == place && (!one || st->die < one->die))
                one = st;
        }
        if (one) {
            try_step(a, one, -1, -1);
            return true;
        }
        struct ludi_step way[LUDI_MAX_STEPS];
        struct ludi_past past = ludi_session_past(&g->flow.ss);
        int k = ludi_route(present(a), &past, g->ui.made, g->ui.nmade, from[0], place, way,
                           LUDI_MAX_STEPS);
        if (k > 0 && !ask_before_losing(a, way, k)) {
            game_queue(a, way, k);
            g->ui.cursor = 0;
        }
        return true;
    }
    /* "Several counters can go to 12 (from 9 and 10): first click the one to move" */
    char names[160], list[200], to[16], text[300];
    size_t at = 0;
    names[0] = '\0';
    for (int k = 0; k < n; k++) {
        if (from[k] == LUDI_OFF)
            ludi_buf_add(names, sizeof names, &at, "%s%s", k ? ", " : "", tr(a, STR_FROM_CENTRE));
        else
            ludi_buf_add(names, sizeof names, &at, "%s%d", k ? ", " : "", from[k]);
    }
    chrome_list_words(a, names, STR_LIST_AND, list, sizeof list);
    if (place == LUDI_OUT) {
        trf(a, text, sizeof text, STR_SEVERAL_OFF, list);
    } else {
        snprintf(to, sizeof to, "%d", place);
        trf(a, text, sizeof text, STR_SEVERAL_TO, to, list);
    }
    app_say(a, NOTICE_HOW, text);
    return true;
}

/* Whether a lesson's step rings place as where its turn should end (the goal), or with next
 * also where the next die can take the counter it teaches, for the side to move. */
static bool lesson_goal_at(struct app *a, int place, bool next)
{
    if (!G(a)->flow.lesson)
        return false;
    struct ludi_lesson_shown m[64];
    int n = learn_marks_now(a, m, 64);
    for (int i = 0; i < n; i++)
        if ((m[i].kind == LUDI_LESSON_MARK_GOAL ||
             (next && m[i].kind == LUDI_LESSON_MARK_NEXT)) && m[i].at.point == place &&
            (m[i].at.side < 0 || m[i].at.side == present(a)->side))
            return true;
    return false;
}

/* A press on the board that lifts nothing: a place a counter can go to (Duodecim scripta), else
 * a counter that may not move says why. */
static void explain_press(struct app *a, float x, float y)
{
    struct game *g = G(a);
    const struct ludi_state *s = present(a);
    int i = view_piece_at(g->draw.pcs, g->draw.npcs, x, y);
    if (s->phase == LUDI_PHASE_OVER || g->ui.review >= 0)
        return;
    int place;
    bool open = s->phase == LUDI_PHASE_MOVE && game_human_to_move(a) && game_can_interact(a);
    /* on a lone enemy counter to hit and on those borne off, too; a counter of the mover's
     * that cannot move says why (its place may be one to go to: a waiting counter must enter
     * there first) */
    bool own = i >= 0 && g->draw.pcs[i].side == s->side && g->draw.pcs[i].where != LUDI_OUT;
    /* the dice games alike (play-test 32: in Pente grammai the same click was refused, even
     * where the line said only one move was possible); on a counter of the other side in Pente
     * grammai, its place (play-test 33) */
    if (open && s->opt.game != LUDI_LATRUNCULI && !own &&
        (theirs_at(a, x, y, &place) || place_at(a, x, y, &place)) &&
        destination_click(a, place))
        return;
    /* decided: a counter of the mover's that cannot move is not answered by moving another
     * there; it says why it cannot (play-tests 57 and 58: a waiting counter brought in on the
     * stack clicked read as the stack moving, or as the click ignored, even when said; the
     * rule's own words, "a counter waiting to enter must enter first", teach where to click) */
    if (i < 0 && open && place_at(a, x, y, &place)) {
        /* a place a counter can go to, clicked with none lifted: which to lift first
         * (play-test 17: a lesson's gold ring clicked did nothing and said nothing) */
        for (int k = 0; k < g->ui.nlegal; k++)
            if (g->ui.legal[k].to == place) {
                /* how to, not a rule broken (play-test 32: "Not allowed" over the order of
                 * clicks) */
                app_say(a, NOTICE_HOW, tr(a, s->opt.game == LUDI_LATRUNCULI ? STR_LIFT_FIRST_LAT
                                                                            : STR_LIFT_FIRST));
                return;
            }
        /* a place nothing can go to (play-test 40: in Pente grammai such a click did nothing
         * and said nothing) */
        app_say(a, NOTICE_WHY, tr(a, s->opt.game == LUDI_LATRUNCULI ? STR_NONE_GOES_THERE_LAT
                                                                    : STR_NONE_GOES_THERE));
        return;
    }
    /* a place clicked before the throw: the rules say to throw first, as they do on a counter
     * (play-test 47: in Duodecim scripta such a click said nothing) */
    if (i < 0 && s->phase == LUDI_PHASE_ROLL && game_human_to_move(a) && !game_busy(a) &&
        place_at(a, x, y, &place)) {
        say_why(a, place, LUDI_ANY);
        return;
    }
    if (i < 0)
        return;
    char text[300];
    const struct vpiece *p = &g->draw.pcs[i];
    if (ludi_session_player(&g->flow.ss, s->side).kind == LUDI_COMPUTER) {
        snprintf(text, sizeof text, "%s", tr(a, STR_WAIT_COMPUTER));
        g->ui.said_wait = true;
    } else if (p->side != s->side && !game_said_to(a, p->side)) {
        /* one person against the computer: about them, not two colours' names */
        trf(a, text, sizeof text, STR_NOT_YOURS_COMPUTER, tr_side(a, s->opt.game, s->side));
    } else if (p->side != s->side) {
        trf(a, text, sizeof text, STR_NOT_YOURS, tr_side(a, s->opt.game, p->side),
            tr_side(a, s->opt.game, s->side));
    } else if (s->phase == LUDI_PHASE_MOVE && !game_can_interact(a)) {
        return;   /* something still moves: a moment later the press works */
    } else {
        say_why(a, p->where, LUDI_ANY);
        return;
    }
    app_say(a, NOTICE_WHY, text);
}

/* The place at (x, y) into place (-1 on none) and the way the counter at src goes there over
 * the dice into way: its steps, 0 where it cannot go (or the place is its own). */
static int route_at(struct app *a, int src, float x, float y, int *place,
                    struct ludi_step way[LUDI_MAX_STEPS])
{
    struct game *g = G(a);
    *place = src;
    if (!place_at(a, x, y, place)) {
        *place = -1;
        return 0;
    }
    if (*place == src)
        return 0;
    struct ludi_past past = ludi_session_past(&g->flow.ss);
    return ludi_route(present(a), &past, g->ui.made, g->ui.nmade, src, *place, way,
                      LUDI_MAX_STEPS);
}

/* A drop or a second click at (x, y) for the counter at src that no single step makes: the
 * counter taken there over several dice (played step by step), or what the rules say; on no
 * place at all, that it goes only where the board marks. */
static bool drop_elsewhere(struct app *a, int src, float x, float y, bool clicked)
{
    int place;
    struct ludi_step way[LUDI_MAX_STEPS];
    int n = route_at(a, src, x, y, &place, way);
    if (place < 0) {
        /* on no place: where it may go, in the words of what the hand did (play-test 19:
         * "pick it up again and drop it" after a click) */
        app_say(a, NOTICE_WHY, tr(a, clicked ? STR_CLICK_ON_MARK : STR_DROP_ON_MARK));
        return false;
    }
    if (place == src)
        return false;
    if (n > 0) {
        if (!ask_before_losing(a, way, n))
            game_queue(a, way, n);
        return true;
    }
    say_why(a, src, place);
    return false;
}

/* A second click at (x, y) on a place of the board the counter at src cannot reach, not even
 * over several dice: why, said, and the counter stays lifted for the next try (play-test 59:
 * a refused Latrunculi move put the man down, to be clicked again); on a counter of the
 * mover's own that cannot move, the lifted one put down and why that one cannot, as a click
 * on it says with none lifted (play-test 65: "The way is blocked" for the man meant to be
 * chosen instead); false elsewhere. */
static bool refused_kept(struct app *a, int src, float x, float y)
{
    struct game *g = G(a);
    int place;
    struct ludi_step way[LUDI_MAX_STEPS];
    if (route_at(a, src, x, y, &place, way) > 0 || place < 0 || place == src)
        return false;
    int i = view_piece_at(g->draw.pcs, g->draw.npcs, x, y);
    if (i >= 0 && g->draw.pcs[i].side == present(a)->side) {
        drop_lift(a, false);
        explain_press(a, x, y);
        return true;
    }
    say_why(a, src, place);
    return true;
}

/* Whether (x, y) falls on a place the lifted counter reaches over several dice (ringed). */
static bool routed_ring_at(struct app *a, float x, float y)
{
    struct game *g = G(a);
    int place;
    if (!place_at(a, x, y, &place))
        return false;
    for (int i = 0; i < g->ui.ndest; i++)
        if (g->ui.dest[i] == place)
            return true;
    return false;
}

/* --- keyboard: a cursor over what can be chosen now --- */

struct choice {
    float x, y;
    int piece;                     /* a counter to lift, or -1 */
    const struct ludi_step *step;  /* a destination, or NULL */
    bool routed;                   /* a destination over several dice (no single step) */
    bool home;                     /* the lifted counter's own place: Enter puts it down */
};

/* Adds a choice unless one stands at the same place already (steps by different dice to one
 * place, a place reached by one die and by several). */
static void add_choice(struct choice *out, int *n, struct choice c)
{
    for (int k = 0; k < *n; k++)
        if (fabsf(out[k].x - c.x) < 1 && fabsf(out[k].y - c.y) < 1)
            return;
    out[(*n)++] = c;
}

static int choices(struct app *a, struct choice *out, int cap)
{
    struct game *g = G(a);
    int n = 0;
    if (!game_can_interact(a))
        return 0;
    if (g->ui.lift >= 0) {
        int src = g->draw.pcs[g->ui.lift].where;
        /* first the lifted counter's own place, where the cursor starts: the arrows count
         * from there (play-test 21: lifted on a1, the cursor stood on a2, so Up three times
         * reached a5) */
        if (n < cap)
            out[n++] = (struct choice){g->draw.pcs[g->ui.lift].x, g->draw.pcs[g->ui.lift].y, -1,
                                       NULL, false, true};
        for (int i = 0; i < g->ui.nlegal && n < cap; i++) {
            const struct ludi_step *st = &g->ui.legal[i];
            float x, y;
            if (st->from != src || !g->draw.view.ops->place_xy(&g->draw.view, &g->draw.shown,
                                                               present(a)->side, st->to, &x, &y))
                continue;
            add_choice(out, &n, (struct choice){x, y, -1, st, false, false});
        }
        /* and the places several dice in a row reach, ringed as well */
        for (int i = 0; i < g->ui.ndest && n < cap; i++) {
            float x, y;
            if (!g->draw.view.ops->place_xy(&g->draw.view, &g->draw.shown, present(a)->side,
                                            g->ui.dest[i], &x, &y))
                continue;
            add_choice(out, &n, (struct choice){x, y, -1, NULL, true, false});
        }
    } else {
        for (int i = 0; i < g->draw.npcs && n < cap; i++)
            if (liftable(a, i))
                out[n++] = (struct choice){g->draw.pcs[i].x, g->draw.pcs[i].y, i, NULL, false,
                                           false};
    }
    return n;
}

/* The hint's next step for the turn as it stands, or NULL when no hint is shown for it. */
static const struct ludi_step *hint_next(struct app *a)
{
    struct game *g = G(a);
    if (!g->ui.hint_shown || g->ui.review >= 0 || g->ui.nmade != g->ui.hint_made ||
        g->ui.nmade >= g->ui.hint.nsteps)
        return NULL;
    return &g->ui.hint.steps[g->ui.nmade];
}

/* The choice a step starts with: its counter, or with that counter lifted its destination;
 * -1 when none is (play-test 14: after H the keyboard's cursor stayed where it was, and Enter
 * played another move than the one marked). */
static int step_choice(struct app *a, const struct choice *c, int n, const struct ludi_step *st)
{
    struct game *g = G(a);
    float hx = 0, hy = 0;
    bool to_known = st && g->ui.lift >= 0 &&
                    g->draw.view.ops->place_xy(&g->draw.view, &g->draw.shown, present(a)->side,
                                               st->to, &hx, &hy);
    for (int i = 0; st && i < n; i++) {
        if (g->ui.lift < 0 && c[i].piece >= 0 && g->draw.pcs[c[i].piece].where == st->from)
            return i;
        if (g->ui.lift >= 0 && g->draw.pcs[g->ui.lift].where == st->from && to_known &&
            fabsf(c[i].x - hx) < 1 && fabsf(c[i].y - hy) < 1)
            return i;
    }
    return -1;
}

/* Notes where the cursor stands (choice k of c), for where it starts when shown again. */
static void cursor_seen(struct game *g, const struct choice *c, int n, int k)
{
    if (k < 0 || k >= n)
        return;
    g->ui.cursor_seen = true;
    g->ui.cursor_x = c[k].x;
    g->ui.cursor_y = c[k].y;
}

/* Where the cursor starts: on the hint's counter or destination, else the choice nearest to
 * where it last stood (the last move played by the keys: play-test 20, it came back on a1
 * after every move), else the first. */
static int cursor_start(struct app *a, const struct choice *c, int n)
{
    struct game *g = G(a);
    int h = step_choice(a, c, n, hint_next(a));
    g->ui.hint_keyed = true;
    g->ui.hint_cursor = h >= 0;
    /* a lesson: on the counter its words name (play-test 22: on the king at h1, the step
     * being about the man on b3, and back there after a wrong move) */
    if (h < 0 && a->scene == SCENE_LESSON && g->ui.lift < 0) {
        struct ludi_lesson_shown m[64];
        int nm = learn_marks_now(a, m, 64);
        for (int k = 0; k < nm && h < 0; k++) {
            float mx, my;
            if (m[k].kind != LUDI_LESSON_MARK_PLACE || !learn_mark_xy(a, &m[k], &mx, &my))
                continue;
            for (int i = 0; i < n && h < 0; i++)
                if (hypotf(c[i].x - mx, c[i].y - my) < g->draw.view.cell * 0.5f)
                    h = i;
        }
    }
    if (h < 0 && g->ui.cursor_seen) {
        float bestd = 1e30f;
        for (int i = 0; i < n; i++) {
            float dx = c[i].x - g->ui.cursor_x, dy = c[i].y - g->ui.cursor_y;
            if (dx * dx + dy * dy < bestd) {
                bestd = dx * dx + dy * dy;
                h = i;
            }
        }
    }
    return h >= 0 ? h : 0;
}

/* A hint come: the cursor shows on it, once, so that Enter plays the marked move however the
 * hint was asked (play-test 16: with the cursor hidden the first Enter only showed it, so the
 * hint took three Enters one time and two the next, and a spare one lifted another counter). */
static void cursor_to_hint(struct app *a)
{
    struct game *g = G(a);
    if (!g || !g->ui.hint_shown || g->ui.hint_keyed || g->ui.dragging || g->ui.review >= 0)
        return;
    struct choice c[256];
    int n = choices(a, c, 256);
    if (n == 0)
        return;
    g->ui.cursor = cursor_start(a, c, n);
    g->ui.keys = true;
    a->dirty = true;
}

/* The keys' first use in a game shows their cursor: said with it, once, what they do
 * (play-test 30: Enter in Pente grammai showed a square frame and nothing said the arrows
 * move it); not in a lesson, whose words are its own. */
static void keys_first(struct app *a)
{
    struct game *g = G(a);
    if (g->ui.keys_told || g->flow.lesson)
        return;
    g->ui.keys_told = true;
    bool men = ludi_session_options(&g->flow.ss)->game == LUDI_LATRUNCULI;
    app_say(a, NOTICE_INFO, tr(a, men ? STR_KEYS_FIRST_MAN : STR_KEYS_FIRST));
}

/* Moves the cursor to the nearest choice in the direction (dx, dy). */
static void cursor_move(struct app *a, float dx, float dy)
{
    struct game *g = G(a);
    struct choice c[256];
    int n = choices(a, c, 256);
    if (n == 0)
        return;
    if (!g->ui.keys || g->ui.cursor >= n) {
        keys_first(a);
        g->ui.keys = true;
        g->ui.cursor = cursor_start(a, c, n);
        a->dirty = true;
        return;
    }
    float cx = c[g->ui.cursor].x, cy = c[g->ui.cursor].y;
    int best = -1;
    float bestd = 1e30f;
    for (int i = 0; i < n; i++) {
        float vx = c[i].x - cx, vy = c[i].y - cy;
        float along = vx * dx + vy * dy;
        if (i == g->ui.cursor || along <= 1)
            continue;
        float across = fabsf(vx * dy - vy * dx);
        float d = along + across * 2.5f;
        if (d < bestd) {
            bestd = d;
            best = i;
        }
    }
    if (best >= 0) {
        g->ui.cursor = best;
        g->ui.hint_cursor = false;   /* off the hint: Enter no longer plays it (play-test 18) */
        cursor_seen(g, c, n, best);
    }
    a->dirty = true;
}

/* Puts the lifted counter down (Escape, or Enter on its own place); the keys' cursor stays
 * on it. */
static void put_down(struct app *a)
{
    struct game *g = G(a);
    if (g->ui.lift < 0)
        return;
    float x = g->draw.pcs[g->ui.lift].x, y = g->draw.pcs[g->ui.lift].y;
    drop_lift(a, false);
    if (g->ui.keys) {
        struct choice c[256];
        int n = choices(a, c, 256);
        g->ui.cursor_seen = true;
        g->ui.cursor_x = x;
        g->ui.cursor_y = y;
        g->ui.cursor = cursor_start(a, c, n);
    }
}

static void cursor_enter(struct app *a)
{
    struct game *g = G(a);
    struct choice c[256];
    int n = choices(a, c, 256);
    if (!g->ui.keys || n == 0) {
        if (n > 0)
            keys_first(a);
        g->ui.keys = true;
        g->ui.cursor = cursor_start(a, c, n);
        a->dirty = true;
        return;
    }
    if (g->ui.cursor >= n)
        g->ui.cursor = 0;
    cursor_seen(g, c, n, g->ui.cursor);   /* a destination: where the counter will stand */
    if (c[g->ui.cursor].home) {
        put_down(a);
    } else if (c[g->ui.cursor].piece >= 0) {
        /* the hint's counter: Enter plays the hint's step, as the line under the board says
         * (play-test 17: one Enter only lifted it, and the cursor went to the hint's place) */
        const struct ludi_step *hinted = hint_next(a);
        if (hinted && g->draw.pcs[c[g->ui.cursor].piece].where == hinted->from) {
            struct ludi_step st = *hinted;
            try_step(a, &st, -1, -1);
            return;
        }
        /* as a click: a counter with one step only makes it (play-test 14: three Enters for
         * a move the line under the board said one click plays) */
        const struct ludi_step *one = click_step(a, g->draw.pcs[c[g->ui.cursor].piece].where);
        if (one) {
            click_play(a, one);
            return;
        }
        /* the hint's step, kept: lifting puts the hint away (its destinations show) */
        const struct ludi_step *next = hint_next(a);
        struct ludi_step want = next ? *next : (struct ludi_step){0};
        lift(a, c[g->ui.cursor].piece, c[g->ui.cursor].x, c[g->ui.cursor].y, false);
        n = choices(a, c, 256);   /* now the lifted counter's destinations */
        int h = step_choice(a, c, n, next ? &want : NULL);
        g->ui.cursor = h >= 0 ? h : 0;
    } else if (c[g->ui.cursor].step) {
        try_step(a, c[g->ui.cursor].step, -1, -1);
    } else if (c[g->ui.cursor].routed && g->ui.lift >= 0) {
        int src = g->draw.pcs[g->ui.lift].where;
        drop_lift(a, false);
        drop_elsewhere(a, src, c[g->ui.cursor].x, c[g->ui.cursor].y, true);
        g->ui.cursor = 0;
    }
}

/* --- saving --- */

void scene_game_save(struct app *a)
{
    struct game *g = G(a);
    char path[1400], err[256];
    if (!a->pref_dir[0]) {
        char msg[600];
        /* play-test 18: it said "Could not load the game"; play-test 22: "no folder" when
         * --no-settings had turned the files off */
        snprintf(msg, sizeof msg, "%s",
                 tr(a, a->launch.no_settings ? STR_SAVE_OFF : STR_SAVE_NO_FOLDER));
        app_notice(a, "%s", msg);
        return;
    }
    if (!game_new_save_path(a, ludi_session_options(&g->flow.ss)->game, path, sizeof path, err,
                            sizeof err) ||
        !game_save_to(a, path, err, sizeof err)) {   /* a dice turn's steps made kept too
                                                        (play-test 60: they were lost) */
        app_notice(a, "%s", err);
    } else {
        game_in_file(a, path);   /* replaced unchanged, nothing is lost: nothing asked */
        game_autosave(a);        /* ... nor at the next start: the autosave names the file */
        /* as its row in the saved games' window will read, not the file's name (play-test
         * 23: 'Saved: 2026-11-29 01.49.30 latrunculi.ludi') */
        char msg[600], label[300];
        scene_title_file_label(a, app_file_name(path), label, sizeof label);
        trf(a, msg, sizeof msg, STR_SAVED, label);
        app_notice(a, "%s", msg);
    }
}

/* --- events --- */

/* A rematch: the same game, options and players as the one just played, a fresh seed. */
static void new_game(struct app *a)
{
    char err[256];
    struct ludi_options opt = *ludi_session_options(&G(a)->flow.ss);
    struct ludi_player players[2] = {ludi_session_player(&G(a)->flow.ss, 0),
                                     ludi_session_player(&G(a)->flow.ss, 1)};
    struct ludi_settings keep = a->settings;
    a->settings.game = opt.game;
    a->settings.opt[opt.game] = opt;
    for (int side = 0; side < 2; side++) {
        a->settings.computer[opt.game][side] = players[side].kind == LUDI_COMPUTER;
        if (players[side].level > 0)
            a->settings.level[opt.game][side] = players[side].level;
    }
    a->launch.have_seed = false;   /* a rematch is a new game, not a replay of the seed */
    if (!game_start(a, NULL, err, sizeof err))
        app_notice(a, "%s", err);
    a->settings = keep;
    a->dirty = true;
}

/* Shows the position after k moves, read-only (k past the last move: the present). */
static void review(struct app *a, int k)
{
    struct game *g = G(a);
    int played = (int)ludi_session_moves_played(&g->flow.ss);
    if (k < 0)
        k = 0;
    size_t ev = ludi_session_events_for_moves(&g->flow.ss, (size_t)k);
    if (k >= played) {
        game_show_live(a);
    } else {
        g->ui.review = k;
        g->draw.shown = *ludi_session_state_at(&g->flow.ss, ev);
    }
    drop_lift(a, false);
    game_sync_pieces(a);
    chrome_list_show(a, g->ui.review >= 0 ? g->ui.review : played);
    a->dirty = true;
}

static void activate(struct app *a, int id)
{
    struct game *g = G(a);
    /* Undo and Redo (the keys too) do nothing while the review shows the finished game */
    if ((id == W_UNDO || id == W_REDO) && review_state(a) == REVIEW_SHOWN)
        return;
    sound_play(SOUND_CLICK);
    if (id == W_UNDO || id == W_REDO || id == W_MENU || id == W_TOMENU || id == W_REMATCH ||
        id == W_NEWGAME)
        review_close(a);   /* the game changes or is left: a review stops at once */
    if (review_activate(a, id)) {
        a->dirty = true;
        return;
    }
    switch (id) {
    case W_UNDO:
        drop_lift(a, false);
        game_undo(a);
        break;
    case W_REDO:
        drop_lift(a, false);
        game_redo(a);
        break;
    case W_HINT:
        game_ask_hint(a);
        break;
    case W_RULES:
        app_switch(a, SCENE_RULES);
        break;
    case W_MENU:
    case W_TOMENU:
        computer_cancel(&g->flow.comp);
        app_switch(a, SCENE_TITLE);
        break;
    case W_LIST:
        g->ui.list_open = !g->ui.list_open;
        game_layout(a);
        break;
    case W_DICE:
        game_throw(a);
        break;
    case W_REMATCH:
    case W_NEWGAME: {
        if (id == W_NEWGAME) {
            computer_cancel(&g->flow.comp);
            a->settings_new = true;
            app_switch(a, SCENE_SETTINGS);
            break;
        }
        /* the same game and players, sides kept */
        new_game(a);
        break;
    }
    case W_PRESENT:
        review(a, (int)ludi_session_moves_played(&g->flow.ss));
        break;
    case W_CLOSE_OVER:
    case W_SHOW_OVER:
        g->ui.over_hidden = id == W_CLOSE_OVER;
        break;
    case W_SAVE:
        scene_game_save(a);
        break;
    case W_PLAY_LOSING:
        play_asked(a);
        break;
    case W_RESIGN:
        resign(a);
        break;
    case W_PATH:   /* the mover's path, the other side's, none; not over an earlier position
                    * or a review's, where no path is drawn (play-test 19: P there changed
                    * nothing to see, and the game's board had lost its path afterwards) */
        if (g->ui.review < 0)
            g->ui.path = (g->ui.path + 1) % 3;
        break;
    default:
        if (id >= W_ENTRY)
            review(a, id - W_ENTRY + 1);
        break;
    }
    a->dirty = true;
}

/* Tab: the buttons in turn, Enter or Space presses the one chosen (play-test 22: the end of
 * a game could not be left by the keys but by Escape). With the game's end shown, its
 * buttons alone; the arrows and a click give the keys back to the board. */
static void focus_next(struct app *a, const struct ui_event *e)
{
    G(a)->ui.keys = false;
    /* the end's buttons, else the buttons in the order drawn (not the list's moves) */
    static const int over[] = {W_REVIEW, W_REMATCH, W_NEWGAME, W_TOMENU, W_CLOSE_OVER};
    int ids[64], n = 0;
    if (chrome_over_shown(a))
        for (int i = 0; i < (int)(sizeof over / sizeof over[0]); i++)
            ids[n++] = over[i];
    else
        for (int w = 0; w < a->nwidgets && n < 64; w++)
            if (a->widgets[w].id < W_ENTRY)
                ids[n++] = a->widgets[w].id;
    app_focus_cycle(a, ids, n, (e->mod & KMOD_SHIFT) ? -1 : 1);
}

/* Presses the button Tab chose, if one is chosen and shown; false if none is (and in a
 * lesson, whose buttons are its own). */
static bool focus_activate(struct app *a)
{
    for (int w = 0; a->scene == SCENE_GAME && a->focus > 0 && w < a->nwidgets; w++)
        if (a->widgets[w].id == a->focus && a->widgets[w].enabled) {
            activate(a, a->focus);
            return true;
        }
    return false;
}

static void event(struct app *a, const struct ui_event *e)
{
    struct game *g = G(a);
    if (!g)
        return;
    game_layout(a);   /* pointer positions mean places of the layout on screen */
    switch (e->kind) {
    case UI_WAKE:
        a->dirty = true;
        break;
    case UI_PRESS: {
        if (e->button != 1)
            break;
        if (g->ui.review >= 0) {
            if (e->x < g->draw.lay.area.x + g->draw.lay.area.w &&
                e->y < g->draw.lay.area.y + g->draw.lay.area.h)
                app_say(a, NOTICE_WHY, tr(a, STR_REVIEWING));
            break;
        }
        g->ui.keys = false;
        if (a->scene == SCENE_GAME)
            a->focus = -1;   /* Enter is the board's again, not a button's Tab chose */
        /* the dice tray throws */
        const SDL_FRect *t = &g->draw.view.dice;
        if (t->w > 0 && e->x >= t->x && e->x < t->x + t->w && e->y >= t->y &&
            e->y < t->y + t->h && present(a)->phase == LUDI_PHASE_ROLL) {
            game_throw(a);
            break;
        }
        if (g->ui.lift >= 0 && !g->ui.dragging) {
            /* click-then-click: the second click chooses the destination */
            int src = g->draw.pcs[g->ui.lift].where;
            const struct ludi_step *st = target_at(a, src, e->x, e->y);
            if (st) {
                try_step(a, st, -1, -1);
                break;
            }
            int before = g->ui.lift;
            int again = pick_at(a, e->x, e->y);
            if (again < 0 && refused_kept(a, src, e->x, e->y))
                break;
            if (again == before) {
                /* pressed on the lifted counter itself: a drag starts from it, and a release
                 * on it puts it down (play-test 64: after a refused click the man stayed
                 * lifted, and pressing it to drag it put it down; nothing followed the
                 * pointer and the drop did nothing) */
                lift(a, before, e->x, e->y, true);
                g->ui.relifted = true;
                break;
            }
            /* a ring of several dice over the player's own counters: the lifted counter goes
             * there, as on an empty place (play-test 62: the counters under the ring were
             * lifted instead) */
            bool ring = again >= 0 && again != before && routed_ring_at(a, e->x, e->y);
            drop_lift(a, false);
            if (ring)
                drop_elsewhere(a, src, e->x, e->y, true);
            else if (again >= 0 && again != before)
                lift(a, again, e->x, e->y, true);
            else if (again < 0)
                drop_elsewhere(a, src, e->x, e->y, true);
            break;
        }
        /* Duodecim scripta: a lesson's goal ring on the player's own counters takes the one
         * counter that can go there, as on an empty place; so does a next die's ring on
         * counters that cannot move (play-tests 31, 32: the ring clicked lifted the counter
         * standing under it, or said why it could not move) */
        int place = -1;
        bool ringed = present(a)->opt.game == LUDI_DUODECIM && game_can_interact(a) &&
                      present(a)->phase == LUDI_PHASE_MOVE && place_at(a, e->x, e->y, &place);
        if (ringed && lesson_goal_at(a, place, false) && destination_click(a, place))
            break;
        int i = pick_at(a, e->x, e->y);
        if (i >= 0)
            lift(a, i, e->x, e->y, true);
        else if (!(ringed && lesson_goal_at(a, place, true) && destination_click(a, place)))
            explain_press(a, e->x, e->y);
        break;
    }
    case UI_MOVE:
        if (g->ui.lift >= 0)
            a->dirty = true;   /* the words under the board follow the pointer's destination:
                                  what it risks, leaves, takes or threatens (Latrunculi), or
                                  hits (Duodecim scripta; play-test 45) */
        if (scene_game_pointed_piece(a) != g->ui.pointed)
            a->dirty = true;   /* ... and in Pente grammai the counter pointed at: where it goes */
        if (g->ui.lift >= 0 && g->ui.dragging) {
            if (fabsf(e->x - g->ui.px0) + fabsf(e->y - g->ui.py0) > 6 * a->g.dpi)
                g->ui.moved = true;
            g->ui.lx = e->x + g->ui.dx;
            g->ui.ly = e->y + g->ui.dy;
            a->dirty = true;
        }
        break;
    case UI_RELEASE:
        if (e->button != 1 || g->ui.lift < 0 || !g->ui.dragging)
            break;
        if (!g->ui.moved && g->ui.relifted) {
            drop_lift(a, false);   /* a second click on the counter chosen: put down */
            break;
        }
        if (!g->ui.moved) {
            /* a click moves one die's step where it can mean nothing else; a choice of places
             * stays the player's (one click played a forced turn's three dice at once before a
             * newcomer could read that it would; play-test 8) */
            const struct ludi_step *one = click_step(a, g->draw.pcs[g->ui.lift].where);
            if (one) {
                click_play(a, one);
                break;
            }
            g->ui.dragging = false;   /* a click: the counter stays chosen */
            a->dirty = true;
            break;
        }
        {
            int src = g->draw.pcs[g->ui.lift].where;
            const struct ludi_step *st = target_at(a, src, g->ui.lx, g->ui.ly);
            if (!st)
                st = target_at(a, src, e->x, e->y);
            if (st) {
                try_step(a, st, g->ui.lx, g->ui.ly);
            } else {
                float lx = g->ui.lx, ly = g->ui.ly;
                drop_lift(a, true);
                drop_elsewhere(a, src, lx, ly, false);
            }
        }
        break;
    case UI_WHEEL: {
        const SDL_FRect *l = &g->draw.lay.list;
        bool over = e->x >= l->x && e->x < l->x + l->w && e->y >= l->y && e->y < l->y + l->h;
        if (over && review_wheel(a, e->wheel))
            break;
        if (g->ui.list_open && over) {
            /* three rows a notch, as lists commonly scroll (play-test 14: one row a notch
             * took 65 notches from round 96 back to round 18) */
            float top, bottom, line;
            chrome_list_geometry(a, &top, &bottom, &line);
            chrome_list_scroll(a, -(float)e->wheel * 3 * line);
            a->dirty = true;
        }
        break;
    }
    case UI_KEY: {
        bool ctrl = (e->mod & KMOD_CTRL) != 0;
        if (!ctrl && review_key(a, e))
            break;
        switch (e->key) {
        case SDLK_z:
            if (ctrl)
                activate(a, W_UNDO);
            break;
        case SDLK_y:
            if (ctrl)
                activate(a, W_REDO);
            break;
        case SDLK_s:
            if (ctrl)
                activate(a, W_SAVE);
            break;
        case SDLK_r:
            if (ctrl && game_resigner(a) >= 0)
                activate(a, W_RESIGN);
            break;
        case SDLK_h:
            activate(a, W_HINT);
            break;
        case SDLK_p:
            if (g->draw.view.ops->path)
                activate(a, W_PATH);
            break;
        case SDLK_F1:
            activate(a, W_RULES);
            break;
        case SDLK_m:
            a->settings.sound = a->saved.sound = !a->settings.sound;
            sound_set(a->settings.volume, a->settings.sound);
            app_notice(a, "%s", tr(a, a->settings.sound ? STR_UNMUTED : STR_MUTED));
            app_save_settings(a);
            break;
        case SDLK_TAB:
            if (a->scene == SCENE_GAME)   /* a lesson's buttons are its own */
                focus_next(a, e);
            break;
        case SDLK_SPACE:   /* always the throw, as the line under the board says, whatever
                              button Tab chose (play-test 23: Space hid the move list) */
            if (a->scene == SCENE_GAME)
                a->focus = -1;
            if (!game_throw(a) && present(a)->phase != LUDI_PHASE_OVER && g->ui.review < 0 &&
                ludi_session_player(&g->flow.ss, present(a)->side).kind == LUDI_COMPUTER) {
                /* play-test 43: Space in the computer's turn did nothing and said nothing */
                app_say(a, NOTICE_WHY, tr(a, STR_WAIT_COMPUTER));
                g->ui.said_wait = true;
            }
            break;
        case SDLK_ESCAPE:
            if (chrome_over_shown(a))
                activate(a, W_CLOSE_OVER);
            else if (g->ui.review >= 0)
                activate(a, W_PRESENT);
            else if (g->ui.lift >= 0)
                put_down(a);
            else if (g->ui.hint_shown) {   /* the hint goes, not the game (play-test 33) */
                g->ui.hint_shown = false;
                a->dirty = true;
            } else
                activate(a, W_MENU);
            break;
        case SDLK_LEFT:
        case SDLK_RIGHT:
        case SDLK_HOME:
        case SDLK_END: {
            if (a->scene == SCENE_GAME)
                a->focus = -1;   /* the arrows are the board's */
            /* in review, or once the game is over, the arrows replay it move by move */
            int played = (int)ludi_session_moves_played(&g->flow.ss);
            if (g->ui.review >= 0 || present(a)->phase == LUDI_PHASE_OVER) {
                int k = g->ui.review >= 0 ? g->ui.review : played;
                k = e->key == SDLK_HOME ? 0 : e->key == SDLK_END ? played
                    : k + (e->key == SDLK_LEFT ? -1 : 1);
                review(a, k);
            } else if (e->key == SDLK_LEFT || e->key == SDLK_RIGHT) {
                cursor_move(a, e->key == SDLK_LEFT ? -1 : 1, 0);
            }
            break;
        }
        case SDLK_UP:
        case SDLK_DOWN:
            if (a->scene == SCENE_GAME)
                a->focus = -1;
            cursor_move(a, 0, e->key == SDLK_UP ? -1 : 1);
            break;
        case SDLK_RETURN:
        case SDLK_KP_ENTER:
            if (focus_activate(a))
                break;
            if (hint_searching(g)) {
                g->ui.enter_after_hint = true;   /* H then Enter at once: the hint's move */
                break;
            }
            if (present(a)->phase == LUDI_PHASE_ROLL)
                game_throw(a);
            else
                cursor_enter(a);
            break;
        default:
            break;
        }
        break;
    }
    }
}

/* --- drawing (the board and what stands on it: scene_game_board.c) --- */

int scene_game_pointed_piece(struct app *a)
{
    struct game *g = G(a);
    if (present(a)->opt.game != LUDI_PENTE || !game_can_interact(a))
        return -1;
    if (g->ui.lift >= 0)   /* the counter lifted (play-test 35: the words stayed "choose a
                              ringed counter" once it was chosen) */
        return g->ui.lift;
    if (g->ui.keys) {
        struct choice c[256];
        int n = choices(a, c, 256);
        return n > 0 && g->ui.cursor < n ? c[g->ui.cursor].piece : -1;
    }
    int i = view_piece_at(g->draw.pcs, g->draw.npcs, a->mouse_x, a->mouse_y);
    if (i < 0 || g->draw.pcs[i].side != present(a)->side || !source_legal(g, g->draw.pcs[i].where))
        return -1;
    return i;
}

/* The keyboard cursor, over the counter or the place it is on. */
int scene_game_focus_dest(struct app *a)
{
    struct game *g = G(a);
    if (g->ui.lift < 0)
        return -1;
    /* the keyboard's cursor, the counter dragged, else the pointer */
    float x = a->mouse_x, y = a->mouse_y, reach = g->draw.view.cell * 0.5f;
    if (g->ui.dragging) {
        x = g->ui.lx;
        y = g->ui.ly;
        reach = g->draw.view.cell * 0.75f;   /* as near as a drop takes it there */
    } else if (g->ui.keys) {
        struct choice c[256];
        int n = choices(a, c, 256);
        if (n == 0 || g->ui.cursor >= n)
            return -1;
        x = c[g->ui.cursor].x;
        y = c[g->ui.cursor].y;
    }
    for (int i = 0; i < g->ui.ndest; i++) {
        float px, py;
        if (g->draw.view.ops->place_xy(&g->draw.view, &g->draw.shown, present(a)->side,
                                       g->ui.dest[i], &px, &py) &&
            hypotf(px - x, py - y) <= reach)
            return i;
    }
    return -1;
}

void scene_game_draw_cursor(struct app *a)
{
    struct game *g = G(a);
    if (!g->ui.keys)
        return;
    struct choice c[256];
    int n = choices(a, c, 256);
    if (n > 0) {
        if (g->ui.cursor >= n)
            g->ui.cursor = 0;
        /* a square frame, unlike the round rings of what can move and of the last move
         * (play-test 6: the cursor's ring read as one more counter that can move) and the
         * cinnabar corners of a trap */
        float x = c[g->ui.cursor].x, y = c[g->ui.cursor].y, e = g->draw.view.cell * 0.52f;
        float w = fmaxf(2.0f, e * 0.08f);
        float xy[10] = {x - e, y - e, x + e, y - e, x + e, y + e, x - e, y + e, x - e, y - e};
        gfx_stroke(&a->g, xy, 5, w + 2, 0x1a120c90u);
        gfx_stroke(&a->g, xy, 5, w, 0xfff0c0f0u);
    }
}

static void draw(struct app *a)
{
    struct gfx *gx = &a->g;
    struct game *g = G(a);
    if (!g)
        return;
    (void)gx;
    game_layout(a);   /* the window, the language or the list may have changed */
    board_draw_backdrop(a);
    board_draw_marks(a);
    board_draw_trays(a, W_DICE);
    board_draw_pieces(a);   /* the review's turn too, under the piles' counts */
    scene_game_draw_cursor(a);
    chrome_draw_status(a);
    chrome_draw_top(a);
    chrome_draw_list(a);
    /* a notice too long for the line under the board goes over the move list under its
     * heading, not over the trays above the line */
    chrome_notice_room(a, &a->notice_room);
    chrome_draw_bar(a);
    chrome_draw_over(a);
    review_draw_progress(a);
    game_print_layout(a);
}

static void update(struct app *a, double now)
{
    review_update(a);
    game_update(a, now);
    cursor_to_hint(a);
    /* an Enter pressed while the hint was found: once the cursor stands on it, it plays it as
     * an Enter then would; a hint put away or with nowhere to stand drops it */
    struct game *g = G(a);
    if (g && g->ui.enter_after_hint && !hint_searching(g)) {
        if (g->ui.hint_shown && g->ui.hint_keyed && g->ui.hint_cursor) {
            g->ui.enter_after_hint = false;
            cursor_enter(a);
        } else if (!g->ui.hint_shown || g->ui.hint_keyed) {
            g->ui.enter_after_hint = false;
        }
    }
}

static bool busy(struct app *a)
{
    struct game *g = G(a);
    if (!g)
        return false;
    /* a screenshot waits for a review under way (--review) */
    return game_busy(a) || g->flow.pending_next >= 0 || game_has_work(a) ||
           (a->launch.screenshot && review_state(a) == REVIEW_RUNNING);
}

static void enter(struct app *a)
{
    if (!a->game) {
        char err[256];
        if (!game_start(a, NULL, err, sizeof err))
            app_notice(a, "%s", err);
    }
    if (a->game)
        game_layout(a);
}

static void leave(struct app *a)
{
    if (review_state(a) == REVIEW_RUNNING)
        review_close(a);   /* leaving stops it; a review done stays for the return */
    if (a->game)
        computer_cancel(&a->game->flow.comp);
}

const struct scene_ops scene_game_ops = {
    .enter = enter,
    .leave = leave,
    .event = event,
    .update = update,
    .draw = draw,
    .busy = busy,
    .activate = activate,
};
