/* test_tutorial.c: the lessons in the window, off screen: each started from the command line
 * and from the Learn screen, every step played through with the mouse (a right move praised and
 * kept, a legal wrong one answered and taken back, an illegal one refused with the rules'
 * reason), the last step starting a real game, and the progress left and resumed on disk.
 * With LUDI_LESSON_SHOTS=DIR it also writes a picture of every step, before and after. */
#include <SDL_image.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../check.h"
#include "app_events.h"
#include "app.h"
#include "app_window.h"
#include "game.h"
#include "i18n.h"
#include "learn.h"
#include "scene_game_board.h"
#include "scene_game_chrome.h"

static struct app A;
static bool running;
static char home[64], folder[128];   /* XDG_DATA_HOME for the test, the window's folder in it */
static bool slow;                    /* LUDI_SLOW_TESTS: sanitizers; the same checks, fewer */

/* Starts the window with these arguments (and --no-settings unless keep is set). */
static bool start(const char *const *args, bool keep)
{
    /* small: every frame is drawn, and cheaply; no frame yet: a notice said at start is still
     * there to be read */
    const char *first[] = {"--no-settings", "--animation", "off", "--window", "800x500", NULL};
    running = window_open_args(&A, keep ? first + 1 : first, args, 0);
    return running;
}

static void stop(void)
{
    if (running)
        app_free(&A);
    running = false;
}

/* Frames until nothing moves (a generous bound: a frame that long has hung). */
static void settle(void)
{
    Uint64 t0 = SDL_GetTicks64();
    for (;;) {
        app_frame(&A, false);
        const struct scene_ops *ops = A.ops[A.scene];
        bool busy = ops->busy && ops->busy(&A);
        if (!busy || SDL_GetTicks64() - t0 > 120000)
            break;
        SDL_Delay(1);
    }
    app_frame(&A, false);
}

/* A hand's drag: press, a few moves, release, frames in between. */
static void drag(float x0, float y0, float x1, float y1)
{
    push_motion(x0, y0);
    push_button(SDL_MOUSEBUTTONDOWN, x0, y0);
    app_frame(&A, false);
    for (int i = 1; i <= 3; i++) {
        push_motion(x0 + (x1 - x0) * (float)i / 3, y0 + (y1 - y0) * (float)i / 3);
        app_frame(&A, false);
    }
    push_button(SDL_MOUSEBUTTONUP, x1, y1);
    app_frame(&A, false);
    settle();
}

/* A click on a widget of the frame last drawn; false when it is not there. */
static bool click_widget(int id)
{
    settle();
    for (int i = 0; i < A.nwidgets; i++) {
        const struct widget *w = &A.widgets[i];
        if (w->id != id || !w->enabled)
            continue;
        float x = w->r.x + w->r.w / 2, y = w->r.y + w->r.h / 2;
        push_motion(x, y);
        app_frame(&A, false);
        push_button(SDL_MOUSEBUTTONDOWN, x, y);
        app_frame(&A, false);
        push_button(SDL_MOUSEBUTTONUP, x, y);
        settle();
        return true;
    }
    return false;
}

/* The lesson scene's and the Learn screen's buttons (scene_lesson.c, scene_learn.c). */
enum { L_BACK = 1, L_AGAIN, L_NEXT, L_LEAVE, L_PLAY, L_DICE, L_PATH, L_SKIP, L_DOT = 100 };
enum { LEARN_GO = 10, LEARN_FROM_START = 20 };

static const struct ludi_lesson_step *step_now(void)
{
    return &A.learn->run.lesson->step[A.learn->run.step];
}

static void position_of(const struct ludi_state *s, char *out)
{
    ludi_position_format(s, out, LUDI_POS_LEN);
}

/* Makes a move with the mouse as a player would: each step a drag from the counter (the top
 * of its pile) to its destination; the dice thrown first when the step asks for it. */
static bool play(const struct ludi_move *m)
{
    struct game *g = A.game;
    if (ludi_session_state(&g->flow.ss)->phase == LUDI_PHASE_ROLL) {
        push_key(SDLK_SPACE, 0);
        settle();
    }
    int side = ludi_session_state(&g->flow.ss)->side;
    for (int k = 0; k < m->nsteps; k++) {
        int best = -1;
        for (int i = 0; i < g->draw.npcs; i++)
            if (g->draw.pcs[i].side == side && g->draw.pcs[i].where == m->steps[k].from &&
                (best < 0 || g->draw.pcs[i].idx > g->draw.pcs[best].idx))
                best = i;
        float x1, y1;
        if (best < 0 || !g->draw.view.ops->place_xy(&g->draw.view, &g->draw.shown, side,
                                                    m->steps[k].to, &x1, &y1))
            return false;
        drag(g->draw.pcs[best].x, g->draw.pcs[best].y, x1, y1);
        if (A.scene == SCENE_LESSON && A.learn->verdict != LEARN_NONE &&
            A.learn->verdict != LEARN_RIGHT)
            break;   /* answered (and taken back) before the turn was whole */
    }
    settle();
    return true;
}

/* A right move of the step: the first expected one, or (expect any) the first legal move the
 * lesson's checker calls right. */
static bool right_move(const struct ludi_lesson *l, int n, struct ludi_move *out)
{
    const struct ludi_lesson_step *st = &l->step[n];
    if (st->nexpect > 0) {
        *out = st->expect[0];
        return true;
    }
    static struct ludi_move moves[LUDI_MAX_MOVES];
    int k = ludi_moves(&st->start, NULL, moves, LUDI_MAX_MOVES);
    for (int i = 0; i < k && i < LUDI_MAX_MOVES; i++) {
        struct ludi_lesson_answer ans;
        if (ludi_lesson_check(l, n, &moves[i], LUDI_LANG_EN, &ans) == LUDI_LESSON_RIGHT) {
            *out = moves[i];
            return true;
        }
    }
    return false;
}

/* The lesson just started, its first step played right. */
static struct learn *first_step_solved(void)
{
    settle();
    struct learn *L = A.learn;
    struct ludi_move m;
    CHECK(right_move(L->run.lesson, 0, &m) && play(&m));
    CHECK(L->run.solved);
    return L;
}

/* A picture of the window now, when LUDI_LESSON_SHOTS names a folder. */
static void shot(const char *what)
{
    const char *dir = getenv("LUDI_LESSON_SHOTS");
    if (!dir || !*dir)
        return;
    SDL_Surface *s = app_render(&A);
    if (!s)
        return;
    char path[512];
    snprintf(path, sizeof path, "%s/%s-%s-%02d-%s.png", dir,
             ludi_game_name(A.learn->game), A.lang == I18N_DE ? "de" : "en",
             A.learn->run.step + 1, what);
    IMG_SavePNG(s, path);
    SDL_FreeSurface(s);
}

/* --- the tests --- */

/* Each lesson starts from the command line on its first step, its set-up on the board. */
static void test_tutorial_starts(void)
{
    for (int g = 0; g < LUDI_GAME_COUNT; g++) {
        const char *args[] = {"--tutorial", ludi_game_name((enum ludi_game)g), NULL};
        if (!start(args, false)) {
            CHECK(false);
            continue;
        }
        settle();
        CHECK_INT(A.scene, SCENE_LESSON);
        CHECK(A.learn && A.learn->active && A.learn->game == (enum ludi_game)g);
        CHECK_INT(A.learn->run.step, 0);
        CHECK(A.game && A.game->flow.lesson);
        if (A.game && A.learn) {
            char got[LUDI_POS_LEN], want[LUDI_POS_LEN];
            position_of(ludi_session_state(&A.game->flow.ss), got);
            position_of(&step_now()->start, want);
            CHECK_STR(got, want);
        }
        stop();
    }
    /* the command line refuses what it cannot start */
    struct launch l;
    char err[256];
    char *bad1[] = {"ludi", "--tutorial", "chess"};
    CHECK(!cli_parse(3, bad1, &l, err, sizeof err) && strstr(err, "chess"));
    char *bad2[] = {"ludi", "--step", "2"};
    CHECK(!cli_parse(3, bad2, &l, err, sizeof err) && strstr(err, "--tutorial"));
    char *ok[] = {"ludi", "--tutorial", "pente", "--step", "3"};
    CHECK(cli_parse(5, ok, &l, err, sizeof err) && l.have_tutorial &&
          l.tutorial == LUDI_PENTE && l.tutorial_step == 3);
}

/* Latrunculi's first step: an illegal move refused with the rules' reason, a legal one that
 * misses the idea answered with the lesson's words, both leaving the step as it was; then the
 * right move praised and kept, and the step counted done. */
static void test_right_and_wrong(void)
{
    const char *args[] = {"--tutorial", "latrunculi", "--language", "en", NULL};
    START_OR_LEAVE(start(args, false));
    settle();
    struct learn *L = A.learn;
    struct game *g = A.game;
    char start_pos[LUDI_POS_LEN], pos[LUDI_POS_LEN];
    position_of(&step_now()->start, start_pos);
    /* d2 is square 11, e3 square 20: a diagonal step is refused by the rules */
    float x0, y0, x1, y1;
    int d2 = 1 * 8 + 3, e3 = 2 * 8 + 4, d4 = 3 * 8 + 3, d7 = 6 * 8 + 3;
    CHECK(g->draw.view.ops->place_xy(&g->draw.view, &g->draw.shown, 0, d2, &x0, &y0));
    CHECK(g->draw.view.ops->place_xy(&g->draw.view, &g->draw.shown, 0, e3, &x1, &y1));
    drag(x0, y0, x1, y1);
    CHECK_INT(L->verdict, LEARN_ILLEGAL);   /* the reason in words, without "d2-e3: " */
    CHECK_MSG(strstr(L->answer, "row or a column") != NULL && strstr(L->answer, "d2") == NULL,
              "reason: %s", L->answer);
    CHECK_INT(L->run.step, 0);
    CHECK(!L->run.solved);
    CHECK_INT(ludi_session_moves_played(&g->flow.ss), 0);
    /* d2-d4: legal, but stops short; the lesson says so and the man goes back */
    CHECK(g->draw.view.ops->place_xy(&g->draw.view, &g->draw.shown, 0, d4, &x1, &y1));
    drag(x0, y0, x1, y1);
    CHECK_INT(L->verdict, LEARN_MISSED);
    CHECK_STR(L->answer, step_now()->wrong[0].text[0]);
    CHECK_INT(L->run.step, 0);
    CHECK(!L->run.solved);
    CHECK_INT(ludi_session_moves_played(&g->flow.ss), 0);
    position_of(ludi_session_state(&g->flow.ss), pos);
    CHECK_STR(pos, start_pos);
    CHECK(!ludi_lesson_progress_done(&L->prog, LUDI_LATRUNCULI, "rook"));
    /* d2-d7: right */
    CHECK(g->draw.view.ops->place_xy(&g->draw.view, &g->draw.shown, 0, d7, &x1, &y1));
    drag(x0, y0, x1, y1);
    CHECK_INT(L->verdict, LEARN_RIGHT);
    CHECK_STR(L->answer, ludi_lesson_text(L->run.lesson, 0, LUDI_LESSON_PRAISE, LUDI_LANG_EN));
    CHECK(L->run.solved);
    CHECK_INT(ludi_session_moves_played(&g->flow.ss), 1);
    CHECK(ludi_lesson_progress_done(&L->prog, LUDI_LATRUNCULI, "rook"));
    /* the board takes no more moves; Next goes on */
    CHECK(click_widget(L_NEXT));
    CHECK_INT(L->run.step, 1);
    CHECK(!L->run.solved);
    CHECK_INT(L->verdict, LEARN_NONE);
    /* Back returns to the first step, from its start */
    CHECK(click_widget(L_BACK));
    CHECK_INT(L->run.step, 0);
    position_of(ludi_session_state(&A.game->flow.ss), pos);
    CHECK_STR(pos, start_pos);
    stop();
}

/* Every step of every lesson played with the mouse, in English and German: a wrong move first
 * where the lesson names one (answered and taken back), then the right one (praised); the last
 * step starts a real game against the computer with the lesson's set-up. */
static void play_through(enum ludi_game game, const char *lang)
{
    const char *args[] = {"--tutorial", ludi_game_name(game), "--language", lang, NULL};
    START_OR_LEAVE(start(args, false));
    settle();
    struct learn *L = A.learn;
    const struct ludi_lesson *l = L->run.lesson;
    for (int n = 0; n < l->nsteps; n++) {
        CHECK_INT(L->run.step, n);
        const struct ludi_lesson_step *st = &l->step[n];
        shot("a");
        if (st->kind == LUDI_LESSON_PLAY) {
            CHECK(click_widget(L_PLAY));
            CHECK_INT(A.scene, SCENE_GAME);
            CHECK(A.game && !A.game->flow.lesson &&
                  ludi_session_player(&A.game->flow.ss, 0).kind == LUDI_HUMAN &&
                  ludi_session_player(&A.game->flow.ss, 1).kind == LUDI_COMPUTER &&
                  ludi_session_player(&A.game->flow.ss, 1).level == st->level);
            CHECK(A.game && ludi_session_options(&A.game->flow.ss)->game == game);
            /* play-test 12: the game's words were cut at 255 bytes ("... mark the danger;
             * a red"): said whole */
            CHECK_STR(A.notice, ludi_lesson_text(l, n, LUDI_LESSON_SAY, learn_lang(&A)));
            /* done when the game ends, not when it starts (play-test 64), a resignation too */
            CHECK(!ludi_lesson_progress_done(&L->prog, game, st->id));
            CHECK_INT(learn_done(&A, game), l->nsteps - 1);
            CHECK(game_resign(&A));
            CHECK(ludi_lesson_progress_done(&L->prog, game, st->id));
            break;
        }
        char start_pos[LUDI_POS_LEN], pos[LUDI_POS_LEN];
        position_of(&st->start, start_pos);
        for (int w = 0; w < st->nwrong; w++) {
            CHECK(play(&st->wrong[w].move));
            CHECK_MSG(L->verdict == LEARN_MISSED, "%s step %s wrong %d: verdict %d",
                      ludi_game_name(game), st->id, w, L->verdict);
            CHECK_STR(L->answer, st->wrong[w].text[A.lang == I18N_DE]);
            CHECK(!L->run.solved && L->run.step == n);
            position_of(ludi_session_state(&A.game->flow.ss), pos);
            CHECK_STR(pos, start_pos);
            if (w == 0)
                shot("b");
        }
        struct ludi_move m;
        CHECK(right_move(l, n, &m));
        CHECK(play(&m));
        CHECK_MSG(L->verdict == LEARN_RIGHT && L->run.solved, "%s step %s: verdict %d (%s)",
                  ludi_game_name(game), st->id, L->verdict, L->answer);
        shot("c");
        CHECK(ludi_lesson_progress_done(&L->prog, game, st->id));
        /* play-test 3: the praise speaks of the learner's points, so the path keeps their
         * numbering (not the side to move's, now the other) */
        if (game == LUDI_DUODECIM)
            CHECK_MSG(board_path_side(&A) == st->start.side, "%s: the path of side %d",
                      st->id, board_path_side(&A));
        CHECK(click_widget(L_NEXT));
    }
    CHECK_INT(learn_done(&A, game), l->nsteps);
    stop();
}

static void test_play_through(void)
{
    for (int g = 0; g < LUDI_GAME_COUNT; g++)
        play_through((enum ludi_game)g, "en");
    /* German: every lesson, or (sanitizers) one of them */
    for (int g = 0; g < (slow ? 1 : LUDI_GAME_COUNT); g++)
        play_through((enum ludi_game)g, "de");
}

/* In a dice game, a counter the rules hold back says why; a step that cannot lead to the
 * right turn is answered and taken back at once, before the turn is whole. */
static void test_dice_steps(void)
{
    const char *args[] = {"--tutorial", "duodecim", "--step", "4", NULL};
    START_OR_LEAVE(start(args, false));
    settle();
    struct learn *L = A.learn;
    CHECK_STR(step_now()->id, "enter-all");
    /* three counters wait: one on the board may not move (all must enter first) */
    struct ludi_move m = {.nsteps = 1};
    m.steps[0] = (struct ludi_step){.from = 7, .to = 8, .die = 1};
    CHECK(play(&m));
    CHECK_INT(L->verdict, LEARN_ILLEGAL);
    CHECK_MSG(strstr(L->answer, "7") != NULL, "reason: %s", L->answer);
    CHECK_INT(A.game->ui.nmade, 0);
    CHECK(!L->run.solved);
    stop();
    /* every step of the lesson with a first step that leads nowhere right: it goes back */
    int tried = 0;
    for (int n = 0; n < LUDI_LESSON_MAX_STEPS; n++) {
        char num[8];
        snprintf(num, sizeof num, "%d", n + 1);
        const char *at[] = {"--tutorial", "duodecim", "--step", num, NULL};
        if (!start(at, false))
            break;
        settle();
        L = A.learn;
        const struct ludi_lesson_step *st = step_now();
        struct ludi_step first[64];
        int k = st->kind == LUDI_LESSON_MOVE && !st->throw_first
                    ? ludi_legal_steps(&st->start, NULL, NULL, 0, first, 64) : 0;
        for (int i = 0; i < k && i < 64; i++) {
            if (ludi_lesson_still_right(L->run.lesson, n, &first[i], 1))
                continue;
            struct ludi_move one = {.nsteps = 1};
            one.steps[0] = first[i];
            CHECK(play(&one));
            CHECK_MSG(L->verdict == LEARN_MISSED, "step %s: verdict %d", st->id, L->verdict);
            CHECK_INT(A.game->ui.nmade, 0);
            CHECK_INT(ludi_session_moves_played(&A.game->flow.ss), 0);
            CHECK(!L->run.solved);
            tried++;
            break;
        }
        bool last = n + 1 >= L->run.lesson->nsteps;
        stop();
        if (last)
            break;
    }
    CHECK_MSG(tried >= 2, "only %d steps had a first step leading nowhere", tried);
}

/* The widget of this id in the frame last drawn (or NULL). */
static const struct widget *widget_of(int id)
{
    return window_widget(&A, id);
}

/* Duodecim's lesson shows the numbered path, and P or the Path button changes it as in a
 * game; Latrunculi's has no path and no such button. */
static void test_lesson_path(void)
{
    const char *args[] = {"--tutorial", "duodecim", NULL};
    START_OR_LEAVE(start(args, false));
    settle();
    CHECK_INT(A.game->ui.path, 1);
    push_key(SDLK_p, 0);
    settle();
    CHECK_INT(A.game->ui.path, 2);
    CHECK(widget_of(L_PATH) != NULL);
    CHECK(click_widget(L_PATH));
    CHECK_INT(A.game->ui.path, 0);
    CHECK(click_widget(L_PATH));
    CHECK_INT(A.game->ui.path, 1);
    stop();
    const char *lat[] = {"--tutorial", "latrunculi", NULL};
    START_OR_LEAVE(start(lat, false));
    settle();
    CHECK(widget_of(L_PATH) == NULL);
    push_key(SDLK_p, 0);
    settle();
    CHECK_INT(A.game->ui.path, 0);
    stop();
}

/* A lesson's turn is played step by step as its words say: a click on the counter of a turn
 * that has only one way to be played chooses the counter and plays nothing, and the line
 * under the board does not invite the one-click turn. */
static void test_lesson_no_forced_turn(void)
{
    const char *args[] = {"--tutorial", "duodecim", NULL};
    START_OR_LEAVE(start(args, false));
    settle();
    struct game *g = A.game;
    CHECK_STR(step_now()->id, "path-middle");
    struct ludi_move two[2];
    CHECK_INT(ludi_moves(ludi_session_state(&g->flow.ss), NULL, two, 2), 1);   /* one way only */
    CHECK_INT(g->ui.forced.nsteps, 0);
    int i = -1;
    for (int k = 0; k < g->draw.npcs; k++)
        if (g->draw.pcs[k].side == 0 && g->draw.pcs[k].where == 4)
            i = k;
    CHECK(i >= 0);
    if (i >= 0) {
        push_motion(g->draw.pcs[i].x, g->draw.pcs[i].y);
        push_button(SDL_MOUSEBUTTONDOWN, g->draw.pcs[i].x, g->draw.pcs[i].y);
        app_frame(&A, false);
        push_button(SDL_MOUSEBUTTONUP, g->draw.pcs[i].x, g->draw.pcs[i].y);
        settle();
    }
    CHECK_INT(g->ui.nmade, 0);
    CHECK_INT(ludi_session_moves_played(&g->flow.ss), 0);
    CHECK_INT(g->ui.lift, i);   /* chosen, waiting for where to go */
    CHECK_INT(A.learn->verdict, LEARN_NONE);
    stop();
}

/* Play-test 11: a newcomer never saw the red crosses that mark a move letting the enemy trap
 * the player's own king (they show only then). The Latrunculi lesson's step own-king shows
 * them: lifting the man on b4 crosses its seven squares off column b, and b1 beside the king,
 * where it would shut the king in at once. */
static void test_lesson_crosses(void)
{
    const char *args[] = {"--tutorial", "latrunculi", "--step", "10", NULL};
    START_OR_LEAVE(start(args, false));
    settle();
    struct game *g = A.game;
    CHECK_STR(step_now()->id, "own-king");
    int from = step_now()->expect[0].steps[0].from, i = -1;
    for (int k = 0; k < g->draw.npcs; k++)
        if (g->draw.pcs[k].side == 0 && g->draw.pcs[k].where == from)
            i = k;
    CHECK(i >= 0);
    if (i >= 0) {
        push_motion(g->draw.pcs[i].x, g->draw.pcs[i].y);
        push_button(SDL_MOUSEBUTTONDOWN, g->draw.pcs[i].x, g->draw.pcs[i].y);
        app_frame(&A, false);
        CHECK_INT(g->ui.lift, i);
        CHECK_INT(g->ui.ndest, 13);   /* a4, c4-h4; b1-b3, b5-b7 */
        CHECK_INT(g->ui.nrisky, 8);   /* all off column b, and b1 beside the king */
        int crossed_off_column = 0;
        for (int d = 0; d < g->ui.ndest; d++) {
            bool risky = g->ui.risk[d].immobilised || g->ui.risk[d].n > 0;
            bool off = g->ui.dest[d] % 8 != from % 8, b1 = g->ui.dest[d] == 1;
            crossed_off_column += risky && off;
            CHECK(risky == (off || b1));
        }
        CHECK_INT(crossed_off_column, 7);
        push_button(SDL_MOUSEBUTTONUP, g->draw.pcs[i].x, g->draw.pcs[i].y);
        settle();
    }
    stop();
}

/* Play-test 12: a lesson's rings (a place named, where the turn should end) lay over the
 * points' numbers and the piles' counts, which could not be read ("x2" on 25 in the bear-off
 * step): the rings go under them, so the count's token is drawn the same with and without
 * the step's marks. */
static void test_marks_under_counts(void)
{
    const char *args[] = {"--tutorial", "duodecim", "--step", "8", NULL};
    START_OR_LEAVE(start(args, false));
    settle();
    struct game *g = A.game;
    struct view *v = &g->draw.view;
    struct view_badge b[8];
    int nb = v->ops->badges(v, &A.g, g->draw.pcs, g->draw.npcs, b, 8);
    struct ludi_lesson_step *st = (struct ludi_lesson_step *)step_now();
    CHECK(nb >= 1 && (st->nmarks > 0 || st->ngoals > 0));
    if (nb >= 1) {
        A.dirty = true;
        SDL_Surface *with = app_render(&A);
        int nmarks = st->nmarks, ngoals = st->ngoals;
        st->nmarks = st->ngoals = 0;
        A.dirty = true;
        SDL_Surface *without = app_render(&A);
        st->nmarks = nmarks;
        st->ngoals = ngoals;
        int differ = 0, all = 0;
        for (int k = 0; k < nb && with && without; k++) {
            const SDL_FRect *r = &b[k].box;
            for (int y = (int)(r->y + r->h * 0.2f); y < (int)(r->y + r->h * 0.8f); y++)
                for (int x = (int)(r->x + r->w * 0.2f); x < (int)(r->x + r->w * 0.8f); x++) {
                    const Uint8 *p = (const Uint8 *)with->pixels + y * with->pitch + x * 4,
                                *q = (const Uint8 *)without->pixels + y * without->pitch + x * 4;
                    all++;
                    differ += abs(p[0] - q[0]) + abs(p[1] - q[1]) + abs(p[2] - q[2]) > 24;
                }
        }
        CHECK_MSG(all > 0 && differ == 0, "%d of %d pixels of the counts changed by the marks",
                  differ, all);
        SDL_FreeSurface(with);
        SDL_FreeSurface(without);
    }
    stop();
}

/* Play-test 14: Pente's first step names the counters waiting beside the board; once a counter
 * had entered and the step was done, the ring stood on the next one waiting, as if there were
 * more to do. Done, the step's frame is the same with its named places as without them. */
static void test_done_step_no_waiting_ring(void)
{
    const char *args[] = {"--tutorial", "pente", "--language", "en", NULL};
    START_OR_LEAVE(start(args, false));
    first_step_solved();
    struct ludi_lesson_step *st = (struct ludi_lesson_step *)step_now();
    CHECK(st->nmarks > 0 && st->marks[0].point == LUDI_OFF);
    A.dirty = true;
    SDL_Surface *with = app_render(&A);
    int nmarks = st->nmarks;
    st->nmarks = 0;
    A.dirty = true;
    SDL_Surface *without = app_render(&A);
    st->nmarks = nmarks;
    int differ = 0;
    for (int y = 0; with && without && y < with->h; y++)
        for (int x = 0; x < with->w; x++) {
            const Uint8 *p = (const Uint8 *)with->pixels + y * with->pitch + x * 4,
                        *q = (const Uint8 *)without->pixels + y * without->pitch + x * 4;
            differ += abs(p[0] - q[0]) + abs(p[1] - q[1]) + abs(p[2] - q[2]) > 24;
        }
    CHECK_MSG(with && without && differ == 0, "%d pixels differ: a ring on a waiting counter",
              differ);
    SDL_FreeSurface(with);
    SDL_FreeSurface(without);
    stop();
}

/* Play-test 13: Duodecim's lesson game began with its words said on two lines risen from the
 * line under the board, over the trays' captions ("noch 15 einzusetzen"), until the first
 * throw at 800x600 in German: they stand clear of every tray, at every size, in English and
 * German, and are said whole; over the move list, under its heading. */
static void test_game_words_clear_of_trays(void)
{
    static const char *const sizes[] = {"1280x800", "800x600", "700x1000"};
    static const char *const langs[] = {"en", "de"};
    int moved = 0;   /* the cases whose words stand over the list */
    for (int si = 0; si < 3; si++)
        for (int li = 0; li < 2; li++) {
            const char *first[] = {"--no-settings", "--animation", "off", "--window", sizes[si],
                                   NULL};
            const char *args[] = {"--tutorial", "duodecim", "--step", "10", "--language",
                                  langs[li], NULL};
            running = window_open_args(&A, first, args, 0);
            START_OR_LEAVE(running);
            settle();
            const struct ludi_lesson *l = A.learn->run.lesson;
            int n = A.learn->run.step;
            CHECK(click_widget(L_PLAY));
            CHECK_INT(A.scene, SCENE_GAME);
            CHECK_STR(A.notice, ludi_lesson_text(l, n, LUDI_LESSON_SAY, learn_lang(&A)));
            A.dirty = true;
            SDL_Surface *with = app_render(&A);
            const SDL_FRect *b = &A.notice_box;
            const struct view *v = &A.game->draw.view;
            CHECK(b->w > 0 && b->h > 0);
            /* play-test 14: where the words stand over the list, the line under the board
             * stood empty meanwhile: it says what to do (throw), as once the words are gone */
            const SDL_FRect st = A.game->draw.lay.status;
            char words[400];
            chrome_status_words(&A, words, sizeof words);
            CHECK(words[0] != '\0');
            char keep[sizeof A.notice];
            memcpy(keep, A.notice, sizeof keep);
            A.notice[0] = '\0';
            A.dirty = true;
            SDL_Surface *without = app_render(&A);
            memcpy(A.notice, keep, sizeof keep);
            int differ = 0;
            for (int y = (int)st.y; with && without && y < (int)(st.y + st.h); y++)
                for (int x = (int)st.x; x < (int)(st.x + st.w); x++) {
                    const Uint8 *p = (const Uint8 *)with->pixels + y * with->pitch + x * 4,
                                *q = (const Uint8 *)without->pixels + y * without->pitch + x * 4;
                    differ += abs(p[0] - q[0]) + abs(p[1] - q[1]) + abs(p[2] - q[2]) > 24;
                }
            SDL_FRect room;
            chrome_notice_room(&A, &room);
            bool elsewhere = app_notice_elsewhere(&A, &st, &room);
            moved += elsewhere;
            CHECK_MSG(!elsewhere || (with && without && differ == 0),
                      "%s, %s: the line under the board differs with the words over the list "
                      "(%d pixels)", sizes[si], langs[li], differ);
            SDL_FreeSurface(with);
            SDL_FreeSurface(without);
            A.dirty = true;
            SDL_FreeSurface(app_render(&A));   /* the notice's box as drawn, for the checks below */
            b = &A.notice_box;
            char what[32];
            snprintf(what, sizeof what, "game-%s", sizes[si]);
            shot(what);
            /* a newcomer's play-test: over the list, the words covered its heading until the
             * first throw: they stand under its title and key */
            float top, bottom, line;
            chrome_list_geometry(&A, &top, &bottom, &line);
            const SDL_FRect *list = &A.game->draw.lay.list;
            CHECK_MSG(!elsewhere || b->y >= top - 4 * A.game->draw.lay.t - 0.5f,
                      "%s, %s: the words (from y %.0f) over the list's heading (%.0f..%.0f)",
                      sizes[si], langs[li], (double)b->y, (double)list->y, (double)top);
            for (int side = 0; side < 2; side++) {
                const SDL_FRect *t[2] = {&v->wait[side], &v->tray[side]};
                for (int k = 0; k < 2; k++)
                    CHECK_MSG(t[k]->w <= 0 || b->x >= t[k]->x + t[k]->w ||
                                  b->x + b->w <= t[k]->x || b->y >= t[k]->y + t[k]->h ||
                                  b->y + b->h <= t[k]->y,
                              "%s, %s: the words (%.0f,%.0f %.0fx%.0f) over a tray (%.0f,%.0f "
                              "%.0fx%.0f)", sizes[si], langs[li], (double)b->x, (double)b->y,
                              (double)b->w, (double)b->h, (double)t[k]->x, (double)t[k]->y,
                              (double)t[k]->w, (double)t[k]->h);
            }
            stop();
        }
    CHECK_MSG(moved >= 2, "only %d cases had the words over the list", moved);
}

/* A waiting counter dropped on the board where no place is (its centre) says where it may go,
 * in the panel; as in a game. */
static void test_lesson_drop_on_nothing(void)
{
    const char *args[] = {"--tutorial", "duodecim", "--step", "3", "--language", "en", NULL};
    START_OR_LEAVE(start(args, false));
    settle();
    struct learn *L = A.learn;
    struct game *g = A.game;
    CHECK_STR(step_now()->id, "enter");
    push_key(SDLK_SPACE, 0);   /* the step throws first */
    settle();
    int i = -1;
    for (int k = 0; k < g->draw.npcs; k++)
        if (g->draw.pcs[k].side == 0 && g->draw.pcs[k].where == LUDI_OFF &&
            g->draw.pcs[k].idx == g->draw.pcs[k].count - 1)
            i = k;
    CHECK(i >= 0);
    if (i >= 0)
        drag(g->draw.pcs[i].x, g->draw.pcs[i].y, g->draw.view.board.x + g->draw.view.board.w / 2,
             g->draw.view.board.y + g->draw.view.board.h / 2);
    CHECK_INT(L->verdict, LEARN_ILLEGAL);
    CHECK_MSG(strstr(L->answer, "marked") != NULL, "answer: %s", L->answer);
    CHECK_INT(g->ui.nmade, 0);
    stop();
}

/* An answer lasts as long as the state it answers: Pente's first step refuses a move before
 * the throw; the throw clears the refusal from the panel and the line under the board. The
 * refusal is not carried to the screen shown after leaving the lesson either. */
static void test_lesson_answer_goes(void)
{
    const char *args[] = {"--tutorial", "pente", "--language", "en", NULL};
    START_OR_LEAVE(start(args, false));
    settle();
    struct learn *L = A.learn;
    struct game *g = A.game;
    CHECK_STR(step_now()->id, "throw");
    CHECK_INT(ludi_session_state(&g->flow.ss)->phase, LUDI_PHASE_ROLL);
    int i = -1;
    for (int k = 0; k < g->draw.npcs; k++)
        if (g->draw.pcs[k].side == 0)
            i = k;
    CHECK(i >= 0);
    if (i >= 0) {
        push_motion(g->draw.pcs[i].x, g->draw.pcs[i].y);
        push_button(SDL_MOUSEBUTTONDOWN, g->draw.pcs[i].x, g->draw.pcs[i].y);
        app_frame(&A, false);
        push_button(SDL_MOUSEBUTTONUP, g->draw.pcs[i].x, g->draw.pcs[i].y);
        settle();
    }
    CHECK_INT(L->verdict, LEARN_ILLEGAL);
    CHECK(A.notice[0] != '\0');
    push_key(SDLK_SPACE, 0);
    settle();
    CHECK_INT(ludi_session_state(&g->flow.ss)->phase, LUDI_PHASE_MOVE);
    CHECK_INT(L->verdict, LEARN_NONE);
    CHECK_STR(A.notice, "");
    /* a refusal, then Leave: the Learn screen does not show it */
    struct ludi_move m = {.nsteps = 1};
    m.steps[0] = (struct ludi_step){.from = LUDI_OFF, .to = 2, .die = 2};   /* off-3A */
    CHECK(play(&m));
    CHECK_INT(L->verdict, LEARN_ILLEGAL);
    CHECK_MSG(strstr(L->answer, "off-") == NULL && strstr(L->answer, ": ") == NULL,
              "answer: %s", L->answer);   /* plain words, no notation in front */
    CHECK(A.notice[0] != '\0');
    CHECK(click_widget(L_LEAVE));
    CHECK_INT(A.scene, SCENE_LEARN);
    CHECK_STR(A.notice, "");
    stop();
}

/* Play-test 22: in Latrunculi's second step, about the man on b3, the first arrow put the
 * keys' cursor on the king at h1: it starts on the counter the step names, so Enter lifts it. */
static void test_lesson_cursor_on_named(void)
{
    const char *args[] = {"--tutorial", "latrunculi", "--step", "2", "--language", "en", NULL};
    START_OR_LEAVE(start(args, false));
    settle();
    struct ludi_lesson_shown m[64];
    int nm = learn_marks_now(&A, m, 64);
    float mx = -1, my = -1;
    for (int k = 0; k < nm && mx < 0; k++)
        if (m[k].kind == LUDI_LESSON_MARK_PLACE && !learn_mark_xy(&A, &m[k], &mx, &my))
            mx = -1;
    CHECK_MSG(mx >= 0, "no place named in the step (%d marks)", nm);
    push_key(SDLK_DOWN, 0);   /* shows the cursor */
    settle();
    push_key(SDLK_RETURN, 0);
    settle();
    const struct game *g = A.game;
    CHECK(g->ui.lift >= 0);
    if (g->ui.lift >= 0 && mx >= 0) {
        const struct vpiece *p = &g->draw.pcs[g->ui.lift];
        CHECK_MSG(fabsf(p->x - mx) < 1 && fabsf(p->y - my) < 1,
                  "lifted the counter at %.0f,%.0f, the step names %.0f,%.0f", (double)p->x,
                  (double)p->y, (double)mx, (double)my);
    }
    stop();
}

/* Play-test 22: Tab did nothing in a lesson, so its buttons (Back, Again, Skip, Leave) could
 * not be reached by the keys while a step was open. Tab goes through them; Enter presses the
 * one chosen; an arrow gives the keys back to the board. */
static void test_lesson_tab(void)
{
    const char *args[] = {"--tutorial", "latrunculi", "--step", "2", "--language", "en", NULL};
    START_OR_LEAVE(start(args, false));
    settle();
    CHECK_INT(A.focus, -1);
    push_key(SDLK_TAB, 0);
    settle();
    CHECK(A.focus > 0);
    push_key(SDLK_UP, 0);   /* the board's again */
    settle();
    CHECK_INT(A.focus, -1);
    CHECK(A.game->ui.keys);
    bool found = false;
    for (int k = 0; k < 30 && !found; k++) {
        push_key(SDLK_TAB, 0);
        settle();
        CHECK_MSG(A.focus < L_DOT, "Tab on step dot %d", A.focus - L_DOT);   /* play-test 23 */
        found = A.focus == L_LEAVE;
    }
    CHECK(found);
    push_key(SDLK_RETURN, 0);
    settle();
    CHECK_INT(A.scene, SCENE_LEARN);
    stop();
}

/* Play-test 3: after a right move Enter goes on (Next has the focus), but the new step's
 * button in that place is Skip: the focus must not stay there, or a second Enter (or a quick
 * second click) skips the step just begun. The last step's focus is its Play button. */
static void test_focus_after_next(void)
{
    const char *args[] = {"--tutorial", "duodecim", "--language", "en", NULL};
    START_OR_LEAVE(start(args, false));
    struct learn *L = first_step_solved();
    struct ludi_move m;
    CHECK_INT(A.focus, L_NEXT);
    push_key(SDLK_RETURN, 0);
    settle();
    CHECK_INT(L->run.step, 1);
    CHECK_MSG(A.focus != L_NEXT, "the focus is on Skip");
    CHECK(right_move(L->run.lesson, 1, &m) && play(&m));
    CHECK(click_widget(L_NEXT));
    CHECK_INT(L->run.step, 2);
    CHECK_MSG(A.focus != L_NEXT, "the focus is on Skip");
    push_key(SDLK_RETURN, 0);   /* the board's keys, never Skip */
    settle();
    CHECK_INT(L->run.step, 2);
    /* play-test 4: the mouse rests where Next was, now Skip: Skip is not lit, and a second
     * click there before the mouse moves (a double click's) does not skip the step begun */
    const struct widget *skip = NULL;
    for (int i = 0; i < A.nwidgets; i++)
        if (A.widgets[i].id == L_SKIP)
            skip = &A.widgets[i];
    CHECK_MSG(skip != NULL, "no Skip button on an unsolved step");
    if (skip) {
        float x = skip->r.x + skip->r.w / 2, y = skip->r.y + skip->r.h / 2;
        CHECK_MSG(A.hover != L_SKIP, "Skip is lit under the resting mouse");
        L->next_t = A.now;   /* the click follows Next at once (not the machine's speed) */
        push_button(SDL_MOUSEBUTTONDOWN, x, y);
        app_frame(&A, false);
        push_button(SDL_MOUSEBUTTONUP, x, y);
        settle();
        CHECK_INT(L->run.step, 2);
        /* play-test 10: two clicks a while later, the mouse not moved, did nothing: a click
         * past the double-click time skips */
        L->next_t = A.now - 2 * LEARN_DOUBLE_CLICK_S;
        push_button(SDL_MOUSEBUTTONDOWN, x, y);
        app_frame(&A, false);
        push_button(SDL_MOUSEBUTTONUP, x, y);
        settle();
        CHECK_INT(L->run.step, 3);
        CHECK(click_widget(L_BACK));
        CHECK_INT(L->run.step, 2);
        CHECK(click_widget(L_SKIP));   /* once the mouse moves, Skip skips */
        CHECK_INT(L->run.step, 3);
    }
    /* the game at the end: its Play button */
    push_key(SDLK_PAGEDOWN, 0);
    settle();
    while (L->run.step + 1 < L->run.lesson->nsteps) {
        push_key(SDLK_PAGEDOWN, 0);
        settle();
    }
    CHECK_INT(step_now()->kind, LUDI_LESSON_PLAY);
    CHECK_INT(A.focus, L_PLAY);
    stop();
}

/* Play-test 12: the progress dots looked like a way back to a step and did nothing. A click on
 * one goes to its step (done or not); the dot of the step shown takes no click. */
static void test_dots_go_to_step(void)
{
    const char *args[] = {"--tutorial", "latrunculi", "--language", "en", NULL};
    START_OR_LEAVE(start(args, false));
    struct learn *L = A.learn;
    CHECK_INT(L->run.step, 0);
    CHECK(click_widget(L_DOT + 7));
    CHECK_INT(L->run.step, 7);
    CHECK_INT(step_now()->kind, LUDI_LESSON_MOVE);
    CHECK_MSG(!L->run.solved, "the step gone to is not begun afresh");
    CHECK(click_widget(L_DOT + 2));
    CHECK_INT(L->run.step, 2);
    CHECK_MSG(!click_widget(L_DOT + 2), "the dot of the step shown takes a click");
    CHECK(click_widget(L_DOT + L->run.lesson->nsteps - 1));   /* the game at the end */
    CHECK_INT(step_now()->kind, LUDI_LESSON_PLAY);
    stop();
}

/* Progress is kept in the player's folder: a lesson left part-way resumes where it was, from
 * the Learn screen; a record that cannot be read is set aside with a notice. */
static void test_leave_and_resume(void)
{
    const char *args[] = {"--tutorial", "pente", "--language", "en", NULL};
    START_OR_LEAVE(start(args, true));
    settle();
    struct learn *L = A.learn;
    for (int n = 0; n < 2; n++) {
        struct ludi_move m;
        CHECK(right_move(L->run.lesson, n, &m) && play(&m));
        CHECK(L->run.solved);
        CHECK(click_widget(L_NEXT));
    }
    CHECK_INT(L->run.step, 2);
    CHECK(click_widget(L_LEAVE));
    CHECK_INT(A.scene, SCENE_LEARN);
    CHECK(A.game == NULL);   /* the lesson's game is gone; there was no game of the player's */
    stop();
    char path[256], text[256] = "";
    snprintf(path, sizeof path, "%slessons.txt", folder);
    FILE *f = fopen(path, "r");
    CHECK(f != NULL);
    if (f) {
        size_t n = fread(text, 1, sizeof text - 1, f);
        text[n] = '\0';
        fclose(f);
    }
    CHECK_MSG(strstr(text, "pente throw enter-first") != NULL, "record: %s", text);
    /* again: the Learn screen says Resume and goes on at the third step */
    const char *learn[] = {"--scene", "learn", "--language", "en", NULL};
    START_OR_LEAVE(start(learn, true));
    settle();
    CHECK_INT(learn_done(&A, LUDI_PENTE), 2);
    CHECK(click_widget(LEARN_GO + LUDI_PENTE));
    CHECK_INT(A.scene, SCENE_LESSON);
    CHECK_INT(A.learn->run.step, 2);
    /* from the start, on request */
    CHECK(click_widget(L_LEAVE));
    CHECK(click_widget(LEARN_FROM_START + LUDI_PENTE));
    CHECK_INT(A.learn->run.step, 0);
    stop();
    /* a damaged record: set aside, named in a notice, nothing lost */
    f = fopen(path, "w");
    CHECK(f != NULL);
    if (f) {
        fputs("ludi-lessons 1\npente throw\nnot a game\n", f);
        fclose(f);
    }
    START_OR_LEAVE(start(learn, true));
    CHECK_MSG(strstr(A.notice, "lessons.txt") != NULL, "notice: %s", A.notice);
    settle();
    CHECK_INT(learn_done(&A, LUDI_PENTE), 0);
    stop();
    CHECK(access(path, F_OK) != 0);   /* moved aside, not written over */
}

/* A lesson keeps the player's game aside and gives it back when left. */
static void test_game_kept(void)
{
    const char *args[] = {"--game", "latrunculi", "--black", "human", "--white", "human", NULL};
    START_OR_LEAVE(start(args, false));
    settle();
    struct game *mine = A.game;
    CHECK(mine != NULL && A.scene == SCENE_GAME);
    app_switch(&A, SCENE_LEARN);
    CHECK(click_widget(LEARN_GO + LUDI_DUODECIM));
    CHECK_INT(A.scene, SCENE_LESSON);
    CHECK(A.game != mine && A.game && A.game->flow.lesson);
    CHECK(click_widget(L_LEAVE));
    CHECK(A.game == mine);
    stop();
}

/* F1 shows the rules of the game being learnt; back from them, the step is set up afresh. */
static void test_rules_and_back(void)
{
    const char *args[] = {"--tutorial", "latrunculi", NULL};
    START_OR_LEAVE(start(args, false));
    struct learn *L = first_step_solved();
    push_key(SDLK_F1, 0);
    settle();
    CHECK_INT(A.scene, SCENE_RULES);
    CHECK(A.game == NULL);   /* no game of the player's, and the lesson's is put away */
    push_key(SDLK_ESCAPE, 0);
    settle();
    CHECK_INT(A.scene, SCENE_LESSON);
    CHECK_INT(L->run.step, 0);
    CHECK(!L->run.solved && A.game && A.game->flow.lesson);
    CHECK_INT(ludi_session_moves_played(&A.game->flow.ss), 0);
    struct ludi_move m;
    CHECK(right_move(L->run.lesson, 0, &m) && play(&m));   /* and it takes the move again */
    CHECK(L->run.solved);
    stop();
}

/* Play-test 19: the last step of a dice lesson says "Throw first: click the dice or press
 * Space", and a click on the dice did nothing until Play the game. A click on them, or Space,
 * starts the game and throws; its words ("throw first") go with the throw (in Pente grammai
 * they stood on under the thrown die). */
static void test_dice_start_game(void)
{
    static const char *const games[] = {"pente", "duodecim"};
    for (int gi = 0; gi < 2; gi++)
        for (int by_key = 0; by_key < 2; by_key++) {
            const char *args[] = {"--tutorial", games[gi], "--step", gi ? "10" : "9",
                                  "--language", "en", NULL};
            START_OR_LEAVE(start(args, false));
            settle();
            CHECK_INT(step_now()->kind, LUDI_LESSON_PLAY);
            if (by_key) {
                push_key(SDLK_SPACE, 0);
                settle();
            } else {
                CHECK(click_widget(L_DICE));
            }
            CHECK_MSG(A.scene == SCENE_GAME, "%s, %s: scene %d", games[gi],
                      by_key ? "Space" : "a click on the dice", A.scene);
            if (A.scene == SCENE_GAME && A.game) {
                const struct ludi_state *s = ludi_session_state(&A.game->flow.ss);
                CHECK_MSG(s->phase != LUDI_PHASE_ROLL || s->side != 0, "%s: not thrown",
                          games[gi]);
                CHECK_MSG(A.notice_until <= A.now, "%s: still said: %s", games[gi], A.notice);
                CHECK(!A.notice_till_throw);
            }
            stop();
        }
    /* Latrunculi's game step has no dice: Space on Play the game starts it, as before */
    const char *args[] = {"--tutorial", "latrunculi", "--step", "13", "--language", "en", NULL};
    START_OR_LEAVE(start(args, false));
    settle();
    CHECK_INT(step_now()->kind, LUDI_LESSON_PLAY);
    push_key(SDLK_SPACE, 0);
    settle();
    CHECK_INT(A.scene, SCENE_GAME);
    /* play-test 20: its words stood over the move list after the first moves: they go with
     * the player's first move */
    CHECK(A.notice_till_throw && A.notice_until > A.now);
    struct ludi_move first[1];
    if (A.game && ludi_moves(ludi_session_state(&A.game->flow.ss), NULL, first, 1) >= 1)
        CHECK(play(&first[0]));
    CHECK_MSG(A.notice_until <= A.now || strcmp(A.notice, ludi_lesson_text(A.learn->run.lesson,
              12, LUDI_LESSON_SAY, learn_lang(&A))) != 0, "still said: %s", A.notice);
    stop();
}

/* Clicks the top counter of side on point (it stays lifted); the counter, or NULL (and a
 * failed check) if none stands there. */
static const struct vpiece *click_top(int side, int point)
{
    const struct game *g = A.game;
    const struct vpiece *c = board_top_of(g->draw.pcs, g->draw.npcs, side, point);
    CHECK(c != NULL);
    if (!c)
        return NULL;
    float cx = c->x, cy = c->y;
    push_motion(cx, cy);
    push_button(SDL_MOUSEBUTTONDOWN, cx, cy);
    app_frame(&A, false);
    push_button(SDL_MOUSEBUTTONUP, cx, cy);
    settle();
    return c;
}

/* Play-test 19: in the bearing-off step a counter clicked (chosen), then a click on the
 * counters already borne off, was refused ("pick it up again and drop it"): only the ring at
 * the tray's end took it. A click anywhere in the tray bears it off; a click on no place says
 * what to do in a click's words. */
static void test_click_tray_bears_off(void)
{
    const char *args[] = {"--tutorial", "duodecim", "--step", "8", "--language", "en", NULL};
    START_OR_LEAVE(start(args, false));
    settle();
    struct game *g = A.game;
    CHECK_STR(step_now()->id, "bear-off");
    if (ludi_session_state(&g->flow.ss)->phase == LUDI_PHASE_ROLL) {
        push_key(SDLK_SPACE, 0);
        settle();
    }
    /* a click on no place first: said in a click's words */
    const struct vpiece *c = click_top(0, 27);
    if (!c) {
        stop();
        return;
    }
    float cx = c->x, cy = c->y;
    CHECK(g->ui.lift >= 0);
    const SDL_FRect *board = &g->draw.view.board;
    float nx = board->x + board->w / 2, ny = board->y + board->h / 2;   /* between the rows */
    push_button(SDL_MOUSEBUTTONDOWN, nx, ny);
    app_frame(&A, false);
    push_button(SDL_MOUSEBUTTONUP, nx, ny);
    settle();
    CHECK_STR(A.notice, tr(&A, STR_CLICK_ON_MARK));
    CHECK_INT(g->ui.nmade, 0);
    /* chosen again, then a click on the tray's far end from its ring */
    push_button(SDL_MOUSEBUTTONDOWN, cx, cy);
    app_frame(&A, false);
    push_button(SDL_MOUSEBUTTONUP, cx, cy);
    settle();
    CHECK(g->ui.lift >= 0);
    const SDL_FRect t = g->draw.view.tray[0];
    float rx = 0, ry = 0;
    CHECK(g->draw.view.ops->place_xy(&g->draw.view, &g->draw.shown, 0, LUDI_OUT, &rx, &ry));
    float tx = fabsf(rx - t.x) > fabsf(rx - (t.x + t.w)) ? t.x + t.w * 0.1f
                                                         : t.x + t.w * 0.9f,
          ty = t.y + t.h / 2;
    CHECK_MSG(hypotf(tx - rx, ty - ry) > g->draw.view.cell, "the click %.0f,%.0f by the ring "
              "%.0f,%.0f", tx, ty, rx, ry);
    push_motion(tx, ty);
    push_button(SDL_MOUSEBUTTONDOWN, tx, ty);
    app_frame(&A, false);
    push_button(SDL_MOUSEBUTTONUP, tx, ty);
    settle();
    CHECK_MSG(g->ui.nmade == 1 && g->ui.made[0].from == 27 && g->ui.made[0].to == LUDI_OUT,
              "%d steps made; notice: %s", g->ui.nmade, A.notice);
    stop();
}

/* A click at (x, y), the pointer moved there first, and the frames until nothing moves. */
static void click_at(float x, float y)
{
    push_motion(x, y);
    push_button(SDL_MOUSEBUTTONDOWN, x, y);
    app_frame(&A, false);
    push_button(SDL_MOUSEBUTTONUP, x, y);
    settle();
}

/* Clicks the place `point` of side's path (no counter chosen) and lets it come to rest. */
static void click_place(int side, int point)
{
    const struct game *g = A.game;
    float x, y;
    CHECK(g->draw.view.ops->place_xy(&g->draw.view, &g->draw.shown, side, point, &x, &y));
    click_at(x, y);
}

/* Play-test 30: the ringed point of a Duodecim scripta step, clicked first as the words point
 * there, did nothing: the one counter that can go there goes (onto the white counter on 12, by
 * one die; to 16 over two dice); where several can (bearing off), the line under the board
 * names them, nothing moves, and the lesson does not call it a move not allowed. A ring over
 * the player's own counter works alike. */
static void test_click_ringed_place(void)
{
    const char *args[] = {"--tutorial", "duodecim", "--step", "6", "--language", "en", NULL};
    START_OR_LEAVE(start(args, false));
    settle();
    struct game *g = A.game;
    CHECK_STR(step_now()->id, "hit");
    click_place(0, 12);
    CHECK_MSG(g->ui.nmade == 1 && g->ui.made[0].from == 9 && g->ui.made[0].to == 12,
              "%d steps made; notice: %s", g->ui.nmade, A.notice);
    CHECK_INT(g->draw.shown.g.duo.cnt[1][0], 15);   /* hit: all of White's wait */
    stop();
    const char *args7[] = {"--tutorial", "duodecim", "--step", "7", "--language", "en", NULL};
    START_OR_LEAVE(start(args7, false));
    settle();
    g = A.game;
    CHECK_STR(step_now()->id, "together");
    click_place(0, 16);
    CHECK_MSG(g->ui.nmade == 2 && g->ui.made[0].from == 7 && g->ui.made[1].to == 16,
              "%d steps made; notice: %s", g->ui.nmade, A.notice);
    stop();
    const char *args8[] = {"--tutorial", "duodecim", "--step", "8", "--language", "en", NULL};
    START_OR_LEAVE(start(args8, false));
    settle();
    g = A.game;
    CHECK_STR(step_now()->id, "bear-off");
    click_place(0, LUDI_OUT);
    CHECK_INT(g->ui.nmade, 0);
    CHECK_STR(A.notice, "Several counters can be borne off (from 25, 27 and 29): first click the "
                        "one to move");
    CHECK(A.learn->verdict == LEARN_NONE);   /* what to do, not "Not allowed" */
    stop();
    /* play-test 31: the ring on 10 stands over the player's own counter there; clicked, the
     * counter on 7 goes there, the one on 10 is not lifted */
    const char *args5[] = {"--tutorial", "duodecim", "--step", "5", "--language", "en", NULL};
    START_OR_LEAVE(start(args5, false));
    settle();
    g = A.game;
    CHECK_STR(step_now()->id, "block");
    click_place(0, 10);
    /* the one 3 that can be played is the whole turn: the step is solved */
    CHECK_MSG(A.learn->run.solved && g->draw.shown.g.duo.cnt[0][10] == 2,
              "solved %d, %d on 10, lifted %d; notice: %s", A.learn->run.solved,
              g->draw.shown.g.duo.cnt[0][10], g->ui.lift, A.notice);
    stop();
}

/* Play-test 32: Pente grammai's step 6 says "Move from 1A onto 3A, where a white counter
 * stands"; 1A's counter chosen, a click on that white counter was refused ("Not allowed"): the
 * pile it joins is drawn beside it, where the ring stands. A click on the counter itself
 * takes it there too. */
static void test_click_counter_on_sacred(void)
{
    const char *args[] = {"--tutorial", "pente", "--step", "6", "--language", "en", NULL};
    START_OR_LEAVE(start(args, false));
    settle();
    CHECK_STR(step_now()->id, "sacred");
    struct game *g = A.game;
    int me = ludi_session_state(&g->flow.ss)->side, mine = -1, white = -1;
    for (int i = 0; i < g->draw.npcs; i++) {
        if (g->draw.pcs[i].side == me && g->draw.pcs[i].where == 0)
            mine = i;   /* 1A */
        if (g->draw.pcs[i].side != me && g->draw.pcs[i].where == 2)
            white = i;  /* the white counter on 3A */
    }
    CHECK(mine >= 0 && white >= 0);
    if (mine < 0 || white < 0) {
        stop();
        return;
    }
    float wx = g->draw.pcs[white].x, wy = g->draw.pcs[white].y;
    click_at(g->draw.pcs[mine].x, g->draw.pcs[mine].y);
    CHECK(g->ui.lift >= 0);
    float tx, ty;
    CHECK(g->draw.view.ops->place_xy(&g->draw.view, &g->draw.shown, me, 2, &tx, &ty));
    CHECK_MSG(hypotf(tx - wx, ty - wy) > g->draw.view.r, "the ring stands on the counter");
    click_at(wx, wy);
    CHECK_MSG(A.learn->run.solved, "not solved; notice: %s", A.notice);
    stop();
    /* with nothing chosen, the white counter on 3A clicked: 1A's goes there (play-test 33:
     * "That one is White's", the pile it joins standing nearer another place) */
    START_OR_LEAVE(start(args, false));
    settle();
    g = A.game;
    white = -1;
    for (int i = 0; i < g->draw.npcs; i++)
        if (g->draw.pcs[i].side != me && g->draw.pcs[i].where == 2)
            white = i;
    CHECK(white >= 0);
    if (white >= 0)
        click_at(g->draw.pcs[white].x, g->draw.pcs[white].y);
    CHECK_MSG(A.learn->run.solved, "not solved; notice: %s", A.notice);
    stop();
    /* ... and with nothing chosen, a click on the place only one counter can go to moves it
     * there, as in Duodecim scripta (play-test 32: "Not allowed. First click the counter"):
     * step 5, 1A's counter onto the white one on 4A */
    const char *args5[] = {"--tutorial", "pente", "--step", "5", "--language", "en", NULL};
    START_OR_LEAVE(start(args5, false));
    settle();
    CHECK_STR(step_now()->id, "knock");
    g = A.game;
    white = -1;
    for (int i = 0; i < g->draw.npcs; i++)
        if (g->draw.pcs[i].side != me && g->draw.pcs[i].where == 3)
            white = i;   /* on 4A */
    CHECK(white >= 0);
    if (white >= 0)
        click_at(g->draw.pcs[white].x, g->draw.pcs[white].y);
    CHECK_MSG(A.learn->run.solved, "not solved; notice: %s", A.notice);
    stop();
    /* Latrunculi keeps "first click the man", said as how to, not "Not allowed": step 1, d7 */
    const char *lat[] = {"--tutorial", "latrunculi", "--step", "1", "--language", "en", NULL};
    START_OR_LEAVE(start(lat, false));
    settle();
    CHECK_STR(step_now()->id, "rook");
    click_place(ludi_session_state(&A.game->flow.ss)->side, 6 * 8 + 3);
    CHECK_STR(A.notice, "First click the man to move, then the square it goes to");
    CHECK_INT(A.notice_kind, NOTICE_HOW);
    CHECK(A.learn->verdict == LEARN_NONE);
    stop();
}

/* Play-test 19: the lesson's key named the lesson's own marks only; the rings of the
 * counters that can move, of a chosen counter's places and of the last move went unexplained
 * (the key dropped "where a die can take your counter next" while the rings stood on). */
static bool key_has(int words)
{
    int kind[8], w[8];
    int n = learn_key_rows(&A, kind, w, 8);
    for (int i = 0; i < n; i++)
        if (w[i] == words)
            return true;
    return false;
}

/* Play-test 33: in the lessons a capturing destination had no double ring, and the key did
 * not name one: step 3, a4's man lifted, e4 takes e5's man; the key says what the ring is. */
static void test_key_take_mark(void)
{
    const char *args[] = {"--tutorial", "latrunculi", "--step", "3", "--language", "en", NULL};
    START_OR_LEAVE(start(args, false));
    settle();
    CHECK_STR(step_now()->id, "capture");
    CHECK(!key_has(STR_LEARN_KEY_TAKE));
    struct game *g = A.game;
    int side = ludi_session_state(&g->flow.ss)->side, a4 = -1, e4 = -1;
    for (int i = 0; i < g->draw.npcs; i++)
        if (g->draw.pcs[i].side == side && g->draw.pcs[i].where == 3 * 8)
            a4 = i;
    CHECK(a4 >= 0);
    if (a4 >= 0)
        click_at(g->draw.pcs[a4].x, g->draw.pcs[a4].y);
    CHECK(g->ui.lift >= 0);
    for (int i = 0; i < g->ui.ndest; i++)
        if (g->ui.dest[i] == 3 * 8 + 4)
            e4 = i;
    CHECK(game_dest_takes(&A, e4));
    CHECK(key_has(STR_LEARN_KEY_TAKE));
    stop();
}

static void test_key_game_marks(void)
{
    const char *args[] = {"--tutorial", "duodecim", "--step", "1", "--language", "en", NULL};
    START_OR_LEAVE(start(args, false));
    settle();
    struct game *g = A.game;
    push_key(SDLK_SPACE, 0);
    settle();
    CHECK(key_has(STR_LEARN_KEY_MOVABLE));
    CHECK(!key_has(STR_LEARN_KEY_LIFTED));
    CHECK(!key_has(STR_LEARN_KEY_LAST));
    if (!click_top(0, 4)) {
        stop();
        return;
    }
    CHECK(g->ui.lift >= 0);
    CHECK(key_has(STR_LEARN_KEY_LIFTED));
    CHECK(!key_has(STR_LEARN_KEY_MOVABLE));
    CHECK(!key_has(STR_LEARN_KEY_NEXT));
    push_key(SDLK_ESCAPE, 0);   /* put down */
    settle();
    struct ludi_move m;
    CHECK(right_move(A.learn->run.lesson, 0, &m) && play(&m));
    CHECK(A.learn->run.solved);
    CHECK(key_has(STR_LEARN_KEY_LAST));
    CHECK(!key_has(STR_LEARN_KEY_LIFTED));
    /* play-test 21: on the place the counter went the lesson's ring covered the dashed ring
     * the key explains; there it is drawn outside it */
    struct ludi_lesson_shown marks[64];
    int nm = learn_marks_now(&A, marks, 64), covered = 0;
    for (int i = 0; i < nm; i++) {
        float x, y;
        if (!learn_mark_xy(&A, &marks[i], &x, &y))
            continue;
        float rr = board_ring_outside_last(&A, x, y, 0);
        if (rr > 0) {
            covered++;
            CHECK_MSG(rr > g->draw.view.r * 1.2f + 2, "the ring %.1f inside the dashed %.1f",
                      (double)rr, (double)(g->draw.view.r * 1.2f));
        }
    }
    CHECK_MSG(covered > 0, "no lesson mark where the last move went (%d marks)", nm);
    shot("last");
    stop();
}

/* The last step's game would replace a game of the player's in progress: asked first, and
 * No leaves everything as it was. */
static void test_play_asks_first(void)
{
    const char *args[] = {"--game", "pente", "--black", "human", "--white", "human", NULL};
    START_OR_LEAVE(start(args, false));
    settle();
    struct game *mine = A.game;
    /* a move of the player's: the game is worth keeping */
    push_key(SDLK_SPACE, 0);
    settle();
    struct ludi_move first[1];
    CHECK(ludi_moves(ludi_session_state(&mine->flow.ss), NULL, first, 1) >= 1);
    if (ludi_session_state(&mine->flow.ss)->phase == LUDI_PHASE_MOVE)
        CHECK(play(&first[0]));
    CHECK_INT(ludi_session_moves_played(&mine->flow.ss), 1);
    char err[300];
    const struct ludi_lesson *l = learn_lesson(&A, LUDI_PENTE);
    CHECK(l && learn_begin(&A, LUDI_PENTE, l->nsteps - 1, err, sizeof err));
    app_switch(&A, SCENE_LESSON);
    settle();
    CHECK(click_widget(L_PLAY));
    CHECK(A.ask.open);
    push_key(SDLK_ESCAPE, 0);   /* No */
    settle();
    CHECK(!A.ask.open);
    CHECK_INT(A.scene, SCENE_LESSON);
    CHECK(click_widget(L_LEAVE));
    CHECK(A.game == mine);
    CHECK_INT(ludi_session_moves_played(&mine->flow.ss), 1);
    stop();
}

/* A newcomer's play-test: Pente's sixth step says "Move from 1A onto 3A, where a white counter
 * stands", and its rings on 3A stood on the empty slot beside the white counter (where a blue
 * one would land): the place named, and the goal, are ringed round the white counter. */
static void test_goal_rings_named_counter(void)
{
    const char *args[] = {"--tutorial", "pente", "--step", "6", "--language", "en", NULL};
    START_OR_LEAVE(start(args, false));
    settle();
    struct game *g = A.game;
    CHECK_STR(step_now()->id, "sacred");
    const struct vpiece *white = board_top_of(g->draw.pcs, g->draw.npcs, 1, 2);   /* 3A */
    CHECK(white != NULL);
    struct ludi_lesson_shown m[64];
    int n = learn_marks_now(&A, m, 64), goals = 0;
    for (int i = 0; i < n && i < 64 && white; i++) {
        if (m[i].kind == LUDI_LESSON_MARK_NEXT || m[i].at.point != 2)
            continue;
        goals++;
        float x, y;
        CHECK(learn_mark_xy(&A, &m[i], &x, &y));
        CHECK_MSG(hypotf(x - white->x, y - white->y) < white->r * 0.2f, "the ring on 3A at "
                  "%.0f,%.0f, the white counter at %.0f,%.0f", x, y, white->x, white->y);
    }
    CHECK_MSG(goals == 1, "%d marks on 3A", goals);
    stop();
}

int main(void)
{
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
    slow = getenv("LUDI_SLOW_TESTS") != NULL;
    if (!test_home_make(home, sizeof home, folder, sizeof folder)) {
        printf("0 passed, 1 failed\n");
        return 1;
    }
    RUN(test_tutorial_starts);
    RUN(test_right_and_wrong);
    RUN(test_dice_steps);
    RUN(test_lesson_path);
    RUN(test_lesson_no_forced_turn);
    RUN(test_lesson_crosses);
    RUN(test_marks_under_counts);
    RUN(test_goal_rings_named_counter);
    RUN(test_done_step_no_waiting_ring);
    RUN(test_game_words_clear_of_trays);
    RUN(test_lesson_drop_on_nothing);
    RUN(test_lesson_answer_goes);
    RUN(test_focus_after_next);
    RUN(test_lesson_tab);
    RUN(test_lesson_cursor_on_named);
    RUN(test_play_through);
    RUN(test_dots_go_to_step);
    RUN(test_leave_and_resume);
    RUN(test_game_kept);
    RUN(test_rules_and_back);
    RUN(test_play_asks_first);
    RUN(test_dice_start_game);
    RUN(test_click_tray_bears_off);
    RUN(test_click_ringed_place);
    RUN(test_click_counter_on_sacred);
    RUN(test_key_game_marks);
    RUN(test_key_take_mark);
    test_home_remove(home);
    return check_summary();
}
