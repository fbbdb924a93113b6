/* test_app_review.c: the review of a finished game in the window (off screen, real SDL
 * events): grading on its own thread, its list, chart and keys; stopped at once by Cancel,
 * undo and leaving; whole rows; and the hint's best turns in the dice games. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "../check.h"
#include "app_driver.h"
#include "review_view.h"
#include "scene_game_chrome.h"

/* Runs frames until the review has an outcome: done or stopped (a generous bound, never a
 * speed: a review that takes this long has hung). */
static void review_wait(void)
{
    Uint64 t0 = SDL_GetTicks64();
    while (review_state(&A) == REVIEW_RUNNING && SDL_GetTicks64() - t0 < 600 * 1000) {
        app_frame(&A, false);
        SDL_Delay(5);
    }
}

static void click_widget(int id)
{
    redraw();
    const struct widget *w = widget(id);
    CHECK_MSG(w != NULL, "no widget %d", id);
    if (w)
        click(w->r.x + w->r.w / 2, w->r.y + w->r.h / 2);
}

/* Review on the end panel grades every move on its own thread; the review's panel lists each
 * with its grade, a click on a move shows the position it was played from, a click on the
 * chart chooses a move, Escape goes back to the end panel. White's last move lets its last
 * man be taken: a blunder. */
static void test_review_view(void)
{
    if (!start_saved("ludi-save 1\ngame latrunculi\noptions size=8x8\nseed 1\n"
                     "player black human\nplayer white human\n"
                     "position 7W/8/8/3w4/2b5/8/8/B3b3 b 0\n"
                     "move c4-c5\nmove h8-h7\nmove e1-e5\n")) {
        CHECK(false);
        return;
    }
    struct game *g = A.game;
    settle();
    CHECK(ludi_session_state(&g->flow.ss)->phase == LUDI_PHASE_OVER);
    CHECK(review_state(&A) == REVIEW_OFF && review_possible(&A));
    /* the winner's dark counter at the end panel's head stands on a pale ground (play-test
     * 47: it was lost on the dark panel): between the counter and its ring, not the panel's
     * dark brown */
    SDL_FRect over;
    chrome_over_box(&A, &over);
    float t = g->draw.lay.t;
    SDL_Surface *f = app_render(&A);
    if (f && over.w > 0) {
        int px = (int)(over.x + over.w / 2 + 19.5f * t), py = (int)(over.y + 36 * t);
        const Uint8 *p = (const Uint8 *)f->pixels + py * f->pitch + px * 4;
        CHECK_MSG(p[0] > 0x30 && p[1] > 0x30, "beside the winner's counter: %02x%02x%02x", p[0],
                  p[1], p[2]);
    } else {
        CHECK(false);
    }
    SDL_FreeSurface(f);
    click_widget(W_REVIEW);
    CHECK(review_state(&A) == REVIEW_RUNNING);
    review_wait();
    CHECK(review_state(&A) == REVIEW_SHOWN);
    CHECK_INT(review_count(&A), 3);
    for (int k = 1; k <= review_count(&A); k++) {
        const struct ludi_review_move *m = review_move(&A, k);
        CHECK(m && m->loss >= 0 && m->ply == k);
        CHECK(m && ludi_review_grade_of(LUDI_LATRUNCULI, m->loss) <= LUDI_GRADE_BLUNDER);
    }
    const struct ludi_review_move *blunder = review_move(&A, 2);
    CHECK(blunder && ludi_review_grade_of(LUDI_LATRUNCULI, blunder->loss) == LUDI_GRADE_BLUNDER);
    CHECK(review_move(&A, 3) && review_move(&A, 3)->loss == 0);   /* the winning capture */
    /* a move that loses the game says so, not a number of men (a lost game is scored as
     * LUDI_REVIEW_WIN_MEN of them) */
    char say[512];
    review_sentence(&A, 2, say, sizeof say);
    CHECK_MSG(strstr(say, "the game was lost") && !strstr(say, " men "), "%s", say);
    /* the list shows every move; a click on move 2 shows the position it was played from */
    redraw();
    for (int k = 0; k < 3; k++)
        CHECK_MSG(widget(W_REVIEW_ENTRY + k) != NULL, "move %d not in the review's list", k + 1);
    click_widget(W_REVIEW_ENTRY + 1);
    CHECK_INT(review_selected(&A), 2);
    CHECK_INT(g->ui.review, 1);
    char pos[LUDI_POS_LEN];
    ludi_position_format(&g->draw.shown, pos, sizeof pos);
    CHECK_STR(pos, "7W/8/8/2bw4/8/8/8/B3b3 w 1");
    /* the best move and the move played are drawn: the board differs from the same position
     * drawn without the review */
    SDL_Surface *with = app_render(&A);
    struct review_ui *rv = g->ui.rv;
    g->ui.rv = NULL;
    SDL_Surface *without = app_render(&A);
    g->ui.rv = rv;
    double mean = 0;
    int worst = 0;
    if (with && without)
        frame_diff(with, without, (int)g->draw.view.board.x, (int)g->draw.view.board.y,
                   (int)(g->draw.view.board.x + g->draw.view.board.w),
                   (int)(g->draw.view.board.y + g->draw.view.board.h), &mean, &worst);
    CHECK_MSG(worst > 100, "no arrows on the board (worst %d)", worst);
    SDL_FreeSurface(with);
    SDL_FreeSurface(without);
    /* the chart's right end is the last move */
    redraw();
    const struct widget *chart = widget(W_REVIEW_CHART);
    CHECK(chart != NULL);
    if (chart)
        click(chart->r.x + chart->r.w - 2, chart->r.y + chart->r.h / 2);
    CHECK_INT(review_selected(&A), 3);
    /* its one arrow is the move played and the best (play-test 57: "the best move" alone,
     * over the position before it, read as a move not made) */
    redraw();
    CHECK(ludi_move_equal(&review_move(&A, 3)->best, &review_move(&A, 3)->played));
    CHECK(window_drawn(&A, "the move played, the best", true));
    push_key(SDLK_LEFT, 0);
    app_frame(&A, false);
    CHECK_INT(review_selected(&A), 2);
    push_key(SDLK_ESCAPE, 0);
    settle();
    CHECK(review_state(&A) == REVIEW_OFF && g->ui.review == -1);
    redraw();
    CHECK(chrome_over_shown(&A) && widget(W_REMATCH) != NULL);
    stop();
}

/* Starts a game between computers and runs it to its end without drawing it; false (the
 * window not started, or the game not over) with a failed check. */
static bool play_to_end(const char *const *args)
{
    if (!start(args))
        return false;
    A.no_draw = true;
    settle();
    A.no_draw = false;
    bool over = ludi_session_state(&A.game->flow.ss)->phase == LUDI_PHASE_OVER;
    CHECK(over);
    if (!over)
        stop();
    return over;
}

/* A long review is stopped at once by Cancel, by undo and by leaving the screen, and the
 * window answers at once after each. */
static void test_review_cancel(void)
{
    const char *args[] = {"--game", "duodecim", "--seed", "21", "--black", "computer", "--white",
                          "computer", "--level", "1", "--animation", "off", NULL};
    START_OR_LEAVE(play_to_end(args));
    struct game *g = A.game;
    size_t played = ludi_session_moves_played(&g->flow.ss);
    CHECK(played > 40);
    /* Cancel */
    click_widget(W_REVIEW);
    CHECK(review_state(&A) == REVIEW_RUNNING);
    click_widget(W_REVIEW_CANCEL);
    CHECK(review_state(&A) == REVIEW_OFF && g->ui.rv == NULL);
    redraw();
    CHECK(chrome_over_shown(&A));
    /* play-test 19: over an earlier position no path is drawn; P and the Path button
     * changed the game's path unseen (gone when back at the game) */
    int path = g->ui.path;
    push_key(SDLK_LEFT, 0);   /* the game over: the arrows replay it */
    app_frame(&A, false);
    CHECK(g->ui.review >= 0);
    push_key(SDLK_p, 0);
    app_frame(&A, false);
    redraw();
    const struct widget *pw = widget(W_PATH);
    CHECK(pw != NULL && !pw->enabled);
    CHECK_INT(g->ui.path, path);
    push_key(SDLK_END, 0);   /* back to the game's own position */
    app_frame(&A, false);
    CHECK(g->ui.review < 0);
    push_key(SDLK_p, 0);        /* there P turns to the next path, as it says */
    app_frame(&A, false);
    CHECK_INT(g->ui.path, (path + 1) % 3);
    push_key(SDLK_p, 0);
    push_key(SDLK_p, 0);
    app_frame(&A, false);
    CHECK_INT(g->ui.path, path);
    /* undo: the review stops, the move is taken back */
    click_widget(W_REVIEW);
    CHECK(review_state(&A) == REVIEW_RUNNING);
    push_key(SDLK_z, KMOD_LCTRL);
    app_frame(&A, false);
    CHECK(review_state(&A) == REVIEW_OFF && g->ui.rv == NULL);
    CHECK(ludi_session_moves_played(&g->flow.ss) < played);
    push_key(SDLK_y, KMOD_LCTRL);
    app_frame(&A, false);
    settle();
    /* leaving for the menu */
    CHECK(ludi_session_state(&g->flow.ss)->phase == LUDI_PHASE_OVER);
    A.dirty = true;
    click_widget(W_REVIEW);
    CHECK(review_state(&A) == REVIEW_RUNNING);
    push_key(SDLK_ESCAPE, 0);   /* the review's Escape: stops it */
    app_frame(&A, false);
    CHECK(review_state(&A) == REVIEW_OFF);
    click_widget(W_REVIEW);
    CHECK(review_state(&A) == REVIEW_RUNNING);
    app_switch(&A, SCENE_RULES);
    CHECK(review_state(&A) == REVIEW_OFF && g->ui.rv == NULL);
    stop();
}

/* A Pente grammai game of two computers at level 1 long enough to scroll the move list and
 * the review's rows at 800x600. */
static const char *const pente_long[] = {"--game", "pente", "--lines", "5", "--seed", "4",
                                         "--black", "computer", "--white", "computer",
                                         "--level", "1", "--animation", "off", "--window",
                                         "800x600", NULL};

/* A review longer than its panel shows whole rows: none is cut in half under the chart, at the
 * first move, at the last, and after the wheel. */
static void test_review_whole_rows(void)
{
    START_OR_LEAVE(play_to_end(pente_long));
    struct game *g = A.game;
    click_widget(W_REVIEW);
    review_wait();
    CHECK(review_state(&A) == REVIEW_SHOWN);
    int n = review_count(&A);
    for (int pass = 0; pass < 3; pass++) {
        if (pass == 0)
            review_select(&A, 1);
        else if (pass == 1)
            review_select(&A, n);
        else
            g->ui.list_scroll -= 57;   /* the wheel scrolls by 40 pixels (times the scale) */
        redraw();
        int shown = 0;
        float h = -1;
        for (int k = 0; k < n; k++) {
            const struct widget *w = widget(W_REVIEW_ENTRY + k);
            if (!w || w->r.h <= 0)
                continue;
            shown++;
            if (h < 0)
                h = w->r.h;
            CHECK_MSG(fabsf(w->r.h - h) < 0.5f, "pass %d: row %d is %.1f high, not %.1f", pass,
                      k + 1, w->r.h, h);
        }
        CHECK_MSG(shown >= 4 && shown < n, "pass %d: %d of %d rows shown", pass, shown, n);
    }
    /* play-test 47: the wheel over the list moved nothing (the chosen move was kept in view
     * at every frame). At the last move, a notch up scrolls three rows up, the chosen move
     * left chosen; a notch down brings them back. */
    review_select(&A, n);
    redraw();
    float at_end = g->ui.list_scroll;
    const SDL_FRect *l = &g->draw.lay.list;
    push_motion(l->x + l->w / 2, l->y + l->h / 2);
    app_frame(&A, false);
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_MOUSEWHEEL;
    e.wheel.y = 1;
    SDL_PushEvent(&e);
    app_frame(&A, false);
    redraw();
    CHECK_MSG(at_end > 0 && g->ui.list_scroll < at_end - 1, "a notch up: scrolled to %.0f from "
              "%.0f", (double)g->ui.list_scroll, (double)at_end);
    CHECK_INT(review_selected(&A), n);
    e.wheel.y = -1;
    SDL_PushEvent(&e);
    app_frame(&A, false);
    redraw();
    CHECK_MSG(fabsf(g->ui.list_scroll - at_end) < 0.5f, "a notch down: at %.0f, not %.0f",
              (double)g->ui.list_scroll, (double)at_end);
    stop();
}

/* Whether the move list is scrolled to its end, the latest move played in view (what says
 * so, else). */
static bool list_at_end(const char *when)
{
    struct game *g = A.game;
    redraw();
    int played = (int)ludi_session_moves_played(&g->flow.ss);
    float end = chrome_list_end(&A);
    bool latest = widget(W_ENTRY + played - 1) != NULL;
    CHECK_MSG(fabsf(g->ui.list_scroll - end) < 0.5f && latest,
              "%s: the list scrolled to %.0f of %.0f, move %d %s", when,
              (double)g->ui.list_scroll, (double)end, played, latest ? "seen" : "out of sight");
    return fabsf(g->ui.list_scroll - end) < 0.5f && latest;
}

/* Play-test 26: back from the review, from an earlier position, and after an undo, the move
 * list stayed where the review or that position had scrolled it, the latest move out of
 * sight: it is at its end again, as during play. */
static void test_list_back_at_end(void)
{
    START_OR_LEAVE(play_to_end(pente_long));
    struct game *g = A.game;
    redraw();
    CHECK_MSG(chrome_list_end(&A) > 0, "the list does not scroll");
    list_at_end("the game over");
    /* the review, looked at from its first move, closed */
    click_widget(W_REVIEW);
    review_wait();
    CHECK(review_state(&A) == REVIEW_SHOWN);
    review_select(&A, 1);
    redraw();
    push_key(SDLK_ESCAPE, 0);
    settle();
    push_key(SDLK_ESCAPE, 0);   /* the end's panel closed: the list's rows clickable */
    settle();
    CHECK(review_state(&A) == REVIEW_OFF && !chrome_over_shown(&A));
    list_at_end("back from the review");
    /* the first move looked at from the list, then the present again */
    push_key(SDLK_HOME, 0);
    settle();
    CHECK_INT(g->ui.review, 0);
    click_widget(W_PRESENT);
    settle();
    CHECK_INT(g->ui.review, -1);
    list_at_end("back from the start");
    /* undo from the end, and from the first move looked at: One is a person now */
    ludi_session_set_player(&g->flow.ss, 0, (struct ludi_player){LUDI_HUMAN, 0});
    chrome_list_scroll(&A, -10000);   /* the wheel, up to the first row */
    redraw();
    push_key(SDLK_z, KMOD_LCTRL);
    settle();
    CHECK(ludi_session_state(&g->flow.ss)->phase != LUDI_PHASE_OVER);
    list_at_end("undone");
    chrome_list_scroll(&A, -10000);
    click_widget(W_ENTRY);   /* the first move */
    settle();
    CHECK_INT(g->ui.review, 1);
    push_key(SDLK_z, KMOD_LCTRL);
    settle();
    CHECK_INT(g->ui.review, -1);
    list_at_end("undone from the first move");
    stop();
}

/* H in the dice games lists the best two or three turns with their chances, best first, the
 * first of them the turn marked on the board. */
static void test_hint_turns(void)
{
    static const struct {
        const char *game, *opt, *pos;
        int dice[3];
    } cases[] = {
        {"pente", "mode=classic", "A:4A,4A,5A,6A,7A,1B,5B B:1A,2B,4B,4B,4B,4B,6B a", {5}},
        {"duodecim", "path=standard",
         "one:1*2,2,3*2,4*3,6*3,12,13,20,28 two:1,3*2,5*2,6*5,7,9,10,17,28 one", {5, 6, 6}},
    };
    for (int i = 0; i < 2; i++) {
        const char *args[] = {"--game", cases[i].game, "--option", cases[i].opt, "--lines", "7",
                              "--black", "human", "--white", "human", NULL};
        if (i == 1)
            args[4] = NULL;
        START_OR_LEAVE(start(args));
        struct game *g = A.game;
        settle();
        set_position(cases[i].pos, cases[i].dice);
        settle();
        push_key(SDLK_h, 0);
        settle();
        CHECK_MSG(g->ui.hint_shown, "%s: no hint", cases[i].game);
        CHECK_MSG(g->ui.hint_nturns >= 2 && g->ui.hint_nturns <= 3, "%s: %d turns", cases[i].game,
                  g->ui.hint_nturns);
        CHECK(ludi_move_equal(&g->ui.hint_turns[0].move, &g->ui.hint));
        for (int k = 1; k < g->ui.hint_nturns; k++) {
            CHECK(g->ui.hint_turns[k].win_chance <= g->ui.hint_turns[k - 1].win_chance);
            CHECK(!ludi_move_equal(&g->ui.hint_turns[k].move, &g->ui.hint));
        }
        char words[400];
        review_hint_words(&A, words, sizeof words);
        CHECK_MSG(strchr(words, '%') && strchr(strchr(words, '%') + 1, '%'),
                  "%s: the hint's words name one chance: %s", cases[i].game, words);
        /* play-test 3: "Next best" read oddly after the marked turn: the second best, then
         * the third */
        CHECK_MSG(strstr(words, ". Second best: ") != NULL, "%s", words);
        /* play-test 52: the marked turn named, as the others are */
        static const char lead[] = "The marked turn, ";
        const char *name = words + strlen(lead), *colon = strstr(words, ": ");
        CHECK_MSG(strncmp(words, lead, strlen(lead)) == 0 && colon && colon > name + 1 &&
                      !memchr(name, '%', (size_t)(colon - name)),
                  "%s: '%s'", cases[i].game, words);
        CHECK_MSG((strstr(words, ", third: ") != NULL) == (g->ui.hint_nturns == 3), "%s", words);
        /* play-test 10: "Second best: 7-12 12 55.5%" read the chance as part of the turn: it
         * stands in brackets after it */
        CHECK_MSG(strstr(words, "%), third: ") || (g->ui.hint_nturns == 2 &&
                  words[strlen(words) - 1] == ')'), "%s", words);
        stop();
    }
}

int main(void)
{
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
    SDL_LogSetAllPriority(SDL_LOG_PRIORITY_WARN);
    RUN(test_review_view);
    RUN(test_review_cancel);
    RUN(test_review_whole_rows);
    RUN(test_list_back_at_end);
    RUN(test_hint_turns);
    return check_summary();
}
