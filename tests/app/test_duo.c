/* test_duo.c: play-tests 4 and 5's Duodecim scripta board off screen: a pile's count apart from
 * the path's number, every place a lifted counter may reach ringed (sums of dice too), the
 * forced turn's words and its steps one by one, the path and the trays on the player's side,
 * the last move unlike what can move, dice that read, the path's caption and the path shown
 * from the start; Undo and Redo inside a turn one die's step at a time; the points' numbers with
 * the path hidden. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../check.h"
#include "app_events.h"
#include "app.h"
#include "app_window.h"
#include "game.h"
#include "ludi/paint.h"
#include "scene_game_board.h"
#include "scene_game_chrome.h"

static struct app A;

static void settle(void)
{
    window_settle(&A);
}

/* Opens a saved game's text at size (the game not settled: a computer to move has not moved). */
static bool open_saved_at(const char *size, const char *text)
{
    char dir[32], path[64];
    if (!saved_write(text, dir, sizeof dir, path, sizeof path))
        return false;
    const char *args[] = {"--load", path, NULL};
    bool ok = window_open(&A, size, args, 1);
    remove(path);
    remove(dir);
    return ok;
}

static bool open_saved(const char *text)
{
    bool ok = open_saved_at("1280x800", text);
    if (ok)
        settle();
    return ok;
}

/* Draws the game screen into the renderer without showing it. */
static void draw_now(void)
{
    window_draw(&A);
}

/* The pixel at (x, y) of the frame drawn now, as 0xRRGGBB. */
static uint32_t pixel(float x, float y)
{
    return window_pixel(&A, x, y);
}

/* The pixel at (x, y) drawn without and with a mark (*shown false, then true; left true). */
static void pixel_pair(bool *shown, float x, float y, uint32_t *without, uint32_t *with)
{
    *shown = false;
    draw_now();
    *without = pixel(x, y);
    *shown = true;
    draw_now();
    *with = pixel(x, y);
}

/* Gold as the marks of a place to go are drawn: warm and bright, unlike stone or a path. */
static bool gold(uint32_t c)
{
    int r = (int)(c >> 16), g = (int)(c >> 8 & 0xff), b = (int)(c & 0xff);
    return r > 190 && g > 140 && b < 140 && r - b > 90;
}

/* How many of n points round (x, y) at radius rad are gold (leaving out the row's direction,
 * where the path's line runs). */
static int gold_round(float x, float y, float rad)
{
    static const float deg[] = {50, 70, 90, 110, 130, 230, 250, 270, 290, 310};
    int n = 0;
    for (int i = 0; i < 10; i++) {
        float t = deg[i] * 3.14159265f / 180;
        n += gold(pixel(x + rad * cosf(t), y + rad * sinf(t)));
    }
    return n;
}

static const struct vpiece *top_at(int side, int where)
{
    return board_top_of(A.game->draw.pcs, A.game->draw.npcs, side, where);
}

/* Play-test 5: two counters on point 2 showed their count "2" right under the path's circled
 * "2": the count stands past the pile's end, clear of the point's number, at every size; and
 * (play-test 11) it is another kind of mark than the number. */
static void test_count_apart(void)
{
    static const char *const sizes[] = {"1280x800", "800x600", "700x1000"};
    for (int si = 0; si < 3; si++) {
        START_OR_LEAVE(open_saved_at(sizes[si],
                                     "ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                                     "player one human\nplayer two human\nposition "
                                     "one:off*12,2*2,4 two:off*15 one\nroll 2 2 4\n"));
        struct game *g = A.game;
        g->ui.path = 1;
        struct view *v = &g->draw.view;
        const struct vpiece *first = NULL;
        for (int i = 0; i < g->draw.npcs; i++)
            if (g->draw.pcs[i].side == 0 && g->draw.pcs[i].where == 2 && g->draw.pcs[i].idx == 0)
                first = &g->draw.pcs[i];
        struct view_badge b[8];
        int nb = v->ops->badges(v, &A.g, g->draw.pcs, g->draw.npcs, b, 8);
        CHECK_INT(nb, 1);
        if (!first || nb < 1) {
            app_free(&A);
            continue;
        }
        /* the number's chip, on the point where the pile's first counter stands */
        int tw, th;
        float px = view_label_px(v) * 0.95f;
        gfx_text_size(&A.g, FACE_FIGURES_BOLD, px, "2", &tw, &th);
        SDL_FRect chip = {first->x - (float)tw / 2 - px * 0.4f, first->y - (float)th / 2,
                          (float)tw + px * 0.8f, (float)th};
        bool apart = b[0].box.x >= chip.x + chip.w || b[0].box.x + b[0].box.w <= chip.x ||
                     b[0].box.y >= chip.y + chip.h || b[0].box.y + b[0].box.h <= chip.y;
        CHECK_MSG(apart, "%s: the count (%.0f,%.0f %.0fx%.0f) lies on the number (%.0f,%.0f "
                  "%.0fx%.0f)", sizes[si], b[0].box.x, b[0].box.y, b[0].box.w, b[0].box.h,
                  chip.x, chip.y, chip.w, chip.h);
        /* play-test 11: a number on a pile's rim (a dark chip, light figures) and the count
         * looked alike ("6" above "2": which was the count?): the count is another kind of
         * mark, a pale bone token, most of its box pale */
        draw_now();
        int pale = 0, all = 0;
        for (float y = b[0].box.y + b[0].box.h * 0.15f; y < b[0].box.y + b[0].box.h * 0.85f; y += 1)
            for (float x = b[0].box.x + b[0].box.w * 0.15f; x < b[0].box.x + b[0].box.w * 0.85f;
                 x += 1) {
                uint32_t c = pixel(x, y);
                all++;
                pale += (int)(c >> 16) + (int)(c >> 8 & 0xff) + (int)(c & 0xff) > 560;
            }
        CHECK_MSG(all > 0 && pale * 2 > all, "%s: the count's token is not pale like bone (%d of "
                  "%d pixels), but dark like a point's number", sizes[si], pale, all);
        app_free(&A);
    }
}

/* Play-test 11: a press in the computer's turn said "The computer is to move; wait for its
 * move" under the board, and it stood there after its turn, beside "Black to throw (you)" at
 * the top: once the computer's turn is over, the two lines agree. */
static void test_wait_unsaid(void)
{
    START_OR_LEAVE(open_saved_at("1280x800", "ludi-save 1\ngame duodecim\noptions path=standard\n"
                                 "seed 1\nplayer one human\nplayer two computer 1\nposition "
                                 "one:off*15 two:off*15 two\nroll 2 3 6\n"));
    const struct vpiece *p = top_at(0, LUDI_OFF);
    CHECK(p != NULL);
    if (p) {
        push_button(SDL_MOUSEBUTTONDOWN, p->x, p->y);
        push_button(SDL_MOUSEBUTTONUP, p->x, p->y);
        app_frame(&A, false);
        CHECK_MSG(strstr(A.notice, "computer is to move") != NULL, "the press said \"%s\"",
                  A.notice);
        A.notice_until = A.now + 1e6;   /* however long the computer's turn takes */
        settle();
        for (int i = 0; i < 3; i++)
            app_frame(&A, false);
        char top[200], under[600];
        chrome_top_words(&A, top, sizeof top);
        if (A.notice[0] && A.now <= A.notice_until)   /* a notice stands where the status is */
            snprintf(under, sizeof under, "%s", A.notice);
        else
            chrome_status_words(&A, under, sizeof under);
        CHECK_MSG(strstr(top, "(you)") != NULL, "the top line: \"%s\"", top);
        CHECK_MSG(strstr(under, "computer") == NULL, "at the top \"%s\", under the board \"%s\"",
                  top, under);
    }
    app_free(&A);
}

/* Play-test 5: with the path shown, the hint's end mark lay under the number of the point it
 * ends on: it is ringed wider than the number, seen round it. */
static void test_hint_end_seen(void)
{
    START_OR_LEAVE(open_saved("ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                              "player one human\nplayer two human\nposition one:2*3,out*12 "
                              "two:off*15 one\nroll 3 4 6\n"));
    struct game *g = A.game;
    char err[LUDI_ERR_LEN];
    CHECK(ludi_move_parse(ludi_session_state(&g->flow.ss), "2-5,2-6,2-8", &g->ui.hint, err,
                          sizeof err));
    g->ui.hint_made = 0;
    g->ui.hint_win = -1;
    g->ui.path = 1;
    float x, y, r = g->draw.view.r;
    CHECK(g->draw.view.ops->place_xy(&g->draw.view, ludi_session_state(&g->flow.ss), 0, 8, &x,
                                     &y));
    /* round 8, beyond it along the row and across it, where no arrow runs */
    static const float dir[3][2] = {{1, 0}, {0, 1}, {0, -1}};
    int changed = 0;
    for (int k = 0; k < 3; k++) {
        float sx = x + dir[k][0] * r * 0.71f, sy = y + dir[k][1] * r * 0.71f;
        uint32_t without, with;
        pixel_pair(&g->ui.hint_shown, sx, sy, &without, &with);
        int most = 0;
        for (int c = 0; c < 24; c += 8) {
            int e = abs((int)(with >> c & 0xff) - (int)(without >> c & 0xff));
            most = e > most ? e : most;
        }
        changed += most > 48;
    }
    CHECK_MSG(changed == 3, "the hint's end at 8 is seen round its number at %d of 3 places",
              changed);
    app_free(&A);
}

/* Play-test 5: a lifted counter's rings showed single dice only (and the one under the dragged
 * counter was hidden by it): every place the rules let it reach is ringed, sums of dice too,
 * and the place under the dragged counter is ringed round it. */
static void test_every_target(void)
{
    START_OR_LEAVE(open_saved("ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                              "player one human\nplayer two human\nposition one:3*14,5 "
                              "two:off*15 one\nroll 1 2 4\n"));
    struct game *g = A.game;
    const struct vpiece *p = top_at(0, 5);
    CHECK(p != NULL);
    if (!p) {
        app_free(&A);
        return;
    }
    float px = p->x, py = p->y;
    push_button(SDL_MOUSEBUTTONDOWN, px, py);
    for (int i = 0; i < 30; i++)
        app_frame(&A, false);   /* the rings fade in over 0.15 s */
    SDL_Delay(200);
    draw_now();
    CHECK(g->ui.lift >= 0);
    const struct ludi_state *s = ludi_session_state(&g->flow.ss);
    float r = g->draw.view.r;
    /* 6, 7 and 9 by one die; 8, 10, 11 and 12 by two or three; not 13 */
    static const struct { int place; bool ringed; } want[] = {
        {6, true}, {7, true}, {9, true}, {8, true}, {10, true}, {11, true}, {12, true},
        {13, false}, {4, false}};
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        float x, y;
        if (!g->draw.view.ops->place_xy(&g->draw.view, s, 0, want[i].place, &x, &y))
            continue;
        int n = gold_round(x, y, r * 0.66f);
        if (want[i].ringed)
            CHECK_MSG(n >= 5, "point %d, reached by the dice, is not ringed (%d of 10)",
                      want[i].place, n);
        else
            CHECK_MSG(n <= 1, "point %d, out of reach, is ringed (%d of 10)", want[i].place, n);
    }
    /* dragged onto 10 (1 and 4 after each other): a ring round the counter, over it */
    float x10, y10;
    CHECK(g->draw.view.ops->place_xy(&g->draw.view, s, 0, 10, &x10, &y10));
    push_motion(px + (x10 - px) * 0.5f, py + (y10 - py) * 0.5f);
    push_motion(x10, y10);
    app_frame(&A, false);
    draw_now();
    int n = gold_round(g->ui.lx, g->ui.ly, p->r * 1.18f);
    CHECK_MSG(n >= 5, "the place under the dragged counter is not ringed round it (%d of 10)", n);
    /* let go there: the counter goes to 10 over two dice */
    push_button(SDL_MOUSEBUTTONUP, x10, y10);
    settle();
    CHECK_INT(g->ui.nmade, 2);
    CHECK_INT(g->draw.shown.g.duo.cnt[0][10], 1);
    app_free(&A);
}

/* Play-test 17: a place a counter can go to (a lesson rings them gold), clicked with no
 * counter lifted, did nothing and said nothing: it says to lift the counter first, and moves
 * nothing. */
static void test_place_clicked_unlifted(void)
{
    START_OR_LEAVE(open_saved("ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                              "player one human\nplayer two human\nposition one:3*14,5 "
                              "two:off*15 one\nroll 1 2 4\n"));
    struct game *g = A.game;
    const struct ludi_state *s = ludi_session_state(&g->flow.ss);
    float x, y;
    CHECK(g->draw.view.ops->place_xy(&g->draw.view, s, 0, 6, &x, &y));   /* 5 and a 1 */
    A.notice[0] = '\0';
    push_button(SDL_MOUSEBUTTONDOWN, x, y);
    push_button(SDL_MOUSEBUTTONUP, x, y);
    app_frame(&A, false);
    CHECK_MSG(strcmp(A.notice, "Several counters can go to 6 (from 3 and 5): first click the "
                     "one to move") == 0, "said: '%s'", A.notice);
    CHECK(g->ui.lift < 0);
    CHECK_INT(g->ui.nmade, 0);
    app_free(&A);
}

/* Clicks (x, y) with no counter chosen, then lets what it plays come to rest. */
static void click_at(float x, float y)
{
    push_motion(x, y);
    push_button(SDL_MOUSEBUTTONDOWN, x, y);
    push_button(SDL_MOUSEBUTTONUP, x, y);
    app_frame(&A, false);
    settle();
}

/* Play-test 30: a newcomer clicks the place where a counter is to go (a lesson rings it) and
 * nothing happened until the counter was clicked first: the one counter that can go there goes,
 * by one die (onto a lone white counter, which is hit) or over several; with several that can,
 * the line under the board names them and nothing moves (test_place_clicked_unlifted); on a
 * place none can reach nothing moves. */
static void test_place_clicked_moves(void)
{
    static const char *const langs[] = {"en", "de"};
    for (int l = 0; l < 2; l++) {
        /* White's lone counter on its 12 stands on Black's 24 */
        char save[300];
        snprintf(save, sizeof save, "ludi-save 1\ngame duodecim\noptions path=standard\n"
                 "seed 1\nplayer one human\nplayer two human\nposition one:3*14,20 "
                 "two:12,off*14 one\nroll 1 2 4\n");
        START_OR_LEAVE(window_open_saved(&A, "1280x800", save, langs[l], 1));
        settle();
        struct game *g = A.game;
        const struct ludi_state *s = ludi_session_state(&g->flow.ss);
        float x, y;
        /* 24, by the 4 from 20 alone: the white counter there is hit */
        CHECK(g->draw.view.ops->place_xy(&g->draw.view, s, 0, 24, &x, &y));
        click_at(x, y);
        CHECK_MSG(g->ui.nmade == 1 && g->ui.made[0].from == 20 && g->ui.made[0].to == 24 &&
                  g->ui.made[0].die == 4, "%d steps made; said: '%s'", g->ui.nmade, A.notice);
        CHECK_INT(g->draw.shown.g.duo.cnt[1][0], 15);   /* the hit counter waits again */
        CHECK(g->ui.lift < 0);
        /* 27, with the 1 and the 2 after each other from 24 */
        CHECK(g->draw.view.ops->place_xy(&g->draw.view, &g->draw.shown, 0, 27, &x, &y));
        click_at(x, y);
        CHECK_MSG(g->ui.nmade == 0 && ludi_session_state(&g->flow.ss)->g.duo.cnt[0][27] == 1,
                  "%d steps made, %d on 27; said: '%s'", g->ui.nmade,
                  ludi_session_state(&g->flow.ss)->g.duo.cnt[0][27], A.notice);
        app_free(&A);
    }
    /* no counter reaches 28 with 1, 2 and 4 from 20 or 3: nothing moves */
    START_OR_LEAVE(open_saved("ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                              "player one human\nplayer two human\nposition one:3*14,20 "
                              "two:off*15 one\nroll 1 2 4\n"));
    struct game *g = A.game;
    float x, y;
    CHECK(g->draw.view.ops->place_xy(&g->draw.view, &g->draw.shown, 0, 28, &x, &y));
    A.notice[0] = '\0';
    click_at(x, y);
    CHECK_INT(g->ui.nmade, 0);
    CHECK_INT(g->draw.shown.g.duo.cnt[0][28], 0);
    /* and says so (play-test 40: in Pente grammai such a click did nothing, said nothing) */
    CHECK_STR(A.notice, "No counter can go there with this throw: click a ringed counter");
    app_free(&A);
    /* before the throw, an empty point clicked says to throw first, as a counter does
     * (play-test 47: it said nothing) */
    START_OR_LEAVE(open_saved("ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                              "player one human\nplayer two human\nposition one:3*14,20 "
                              "two:off*15 one\n"));
    g = A.game;
    CHECK(ludi_session_state(&g->flow.ss)->phase == LUDI_PHASE_ROLL);
    CHECK(g->draw.view.ops->place_xy(&g->draw.view, &g->draw.shown, 0, 10, &x, &y));
    A.notice[0] = '\0';
    click_at(x, y);
    CHECK_MSG(strstr(A.notice, "hrow the dice first") != NULL, "said '%s'", A.notice);
    CHECK(ludi_session_state(&g->flow.ss)->phase == LUDI_PHASE_ROLL);
    app_free(&A);
    /* Pente grammai: with a 1, only 1A's counter can move, to 2A; 4A is clicked */
    START_OR_LEAVE(open_saved("ludi-save 1\ngame pente\noptions lines=5 mode=knockoff\nseed 1\n"
                              "player a human\nplayer b human\nposition A:1A,off,off,off,off "
                              "B:5B,off,off,off,off a\nroll 1\n"));
    g = A.game;
    CHECK(g->draw.view.ops->place_xy(&g->draw.view, &g->draw.shown, 0, 3, &x, &y));
    A.notice[0] = '\0';
    click_at(x, y);
    CHECK_STR(A.notice, "No counter can go there with this throw: click a ringed counter");
    CHECK_INT(ludi_session_moves_played(&g->flow.ss), 0);
    app_free(&A);
}

/* Play-test 33 wanted a click on one's own counter on 2, with a counter waiting to enter, to
 * bring the waiting one in there; play-tests 57 and 58 read that as the click ignored or the
 * stack moving. decided: the counter clicked says why it cannot move, on 25 as on 2, nothing
 * moves, and the refusal goes with the next step (play-test 34: it stood on for seconds). */
static void test_own_counter_clicked_says_why(void)
{
    START_OR_LEAVE(open_saved("ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                              "player one human\nplayer two human\n"
                              "position one:2,off,25*13 two:off*15 one\nroll 2 5 6\n"));
    settle();
    struct game *g = A.game;
    int on2 = -1, on25 = -1;
    for (int k = 0; k < g->draw.npcs; k++) {
        if (g->draw.pcs[k].side == 0 && g->draw.pcs[k].where == 2)
            on2 = k;
        if (g->draw.pcs[k].side == 0 && g->draw.pcs[k].where == 25)
            on25 = k;
    }
    CHECK(on2 >= 0 && on25 >= 0);
    if (on2 < 0 || on25 < 0) {
        app_free(&A);
        return;
    }
    /* 25: no counter can go there with 2, 5 and 6: why it cannot move, as before */
    A.notice[0] = '\0';
    click_at(g->draw.pcs[on25].x, g->draw.pcs[on25].y);
    CHECK_INT(g->ui.nmade, 0);
    CHECK_MSG(strstr(A.notice, "cannot move") != NULL, "said: '%s'", A.notice);
    /* 2: where the waiting one could enter, the same */
    A.notice[0] = '\0';
    click_at(g->draw.pcs[on2].x, g->draw.pcs[on2].y);
    CHECK_INT(g->ui.nmade, 0);
    CHECK_STR(A.notice, "The counter on 2 cannot move: a counter of yours waiting to enter "
                        "must enter first");
    /* the empty point 5 clicked: the waiting counter enters there */
    float x = 0, y = 0;
    CHECK(g->draw.view.ops->place_xy(&g->draw.view, &g->draw.shown, 0, 5, &x, &y));
    click_at(x, y);
    CHECK_MSG(g->ui.nmade == 1 && g->ui.made[0].from == LUDI_OFF && g->ui.made[0].to == 5,
              "%d steps made; said: '%s'", g->ui.nmade, A.notice);
    CHECK(g->ui.lift < 0);
    /* play-test 34: and the refusal about 25 goes with the step (it stood on for seconds) */
    CHECK_MSG(strstr(A.notice, "cannot move") == NULL || A.now > A.notice_until,
              "still said: '%s'", A.notice);
    app_free(&A);
}

/* Play-test 30: against the computer the board numbers the player's path, and the list wrote
 * the computer's turn in its own ("20-21  21-24  24-29" for a counter the board showed going
 * from 8 to 17): it is written in the numbers on the board, as the list's key says; between
 * two people (the board numbering the side to move) each side's turn in its own numbers. */
static void test_list_in_board_numbers(void)
{
    for (int people = 0; people < 2; people++)
        for (int l = 0; l < 2; l++) {
            char save[400];
            snprintf(save, sizeof save, "ludi-save 1\ngame duodecim\noptions path=standard\n"
                     "seed 1\nplayer one human\nplayer two %s\nposition one:10*15 "
                     "two:20*15 two\nroll 1 3 5\nmove 20-21,21-24,24-29\n",
                     people ? "human" : "computer 1");
            START_OR_LEAVE(window_open_saved(&A, "1280x800", save, l ? "de" : "en", 1));
            settle();
            draw_now();
            CHECK_INT(game_words_side(&A), people ? -1 : 0);
            CHECK_MSG(window_drawn(&A, people ? "24-29" : "12-17", false) &&
                      !window_drawn(&A, people ? "12-17" : "24-29", false),
                      "%s, %s: the computer's turn not in the board's numbers",
                      people ? "two people" : "the computer", l ? "de" : "en");
            char key[600], want[400];
            chrome_list_key_words(&A, key, sizeof key);
            if (people)
                snprintf(want, sizeof want, "%s", tr(&A, STR_MOVES_KEY_DUO));
            else
                trf(&A, want, sizeof want, STR_MOVES_KEY_DUO_MINE, "W",
                    tr_side(&A, LUDI_DUODECIM, 1));
            /* against the computer White's path follows (test_list_follows_path) */
            CHECK_MSG(people ? strcmp(key, want) == 0 : strncmp(key, want, strlen(want)) == 0,
                      "key is \"%s\", expected \"%s\"%s", key, want, people ? "" : " first");
            app_free(&A);
        }
}

/* Play-tests 31-37: the computer's "4-21" read as a jump, its 4 being its own point beside the
 * player's path's 21. A point of the other side's own half of the middle row is marked with its
 * colour's letter, in the list ("W4-W5  W5-20  20-25"), the line under the board ("moved W4
 * to W5") and on the board ("W6" by its point),
 * and the key says what the mark means; the player's own turns carry no mark. Each colour, in
 * both languages (German: S for Schwarz). */
static void test_own_points_marked(void)
{
    for (int comp = 0; comp < 2; comp++)
        for (int l = 0; l < 2; l++) {
            char save[400];
            /* the computer's counters all on its own point 4, its turn played from there */
            snprintf(save, sizeof save, "ludi-save 1\ngame duodecim\noptions path=standard\n"
                     "seed 1\nplayer one %s\nplayer two %s\nposition one:%d*15 two:%d*15 %s\n"
                     "roll 1 3 5\nmove 4-5,5-8,8-13\n", comp ? "computer 1" : "human",
                     comp ? "human" : "computer 1", comp ? 4 : 10, comp ? 10 : 4,
                     comp ? "one" : "two");
            START_OR_LEAVE(window_open_saved(&A, "1280x800", save, l ? "de" : "en", 1));
            settle();
            draw_now();
            const char *mark = comp ? (l ? "S" : "B") : "W";
            char words[64], chip[16], bare[16];
            snprintf(words, sizeof words, "%s4-%s5", mark, mark);
            snprintf(chip, sizeof chip, "%s6", mark);
            CHECK_INT(game_words_side(&A), comp);
            CHECK_MSG(window_drawn(&A, words, false), "%s, %s: the list does not say %s",
                      comp ? "Black" : "White", l ? "de" : "en", words);
            /* the line under the board says the turn in words, the points marked alike */
            char said[64], msg[400];
            snprintf(said, sizeof said, "%s4 %s %s5", mark, l ? "nach" : "to", mark);
            chrome_status_words(&A, msg, sizeof msg);
            CHECK_MSG(strstr(msg, said) != NULL, "%s, %s: the line says '%s'",
                      comp ? "Black" : "White", l ? "de" : "en", msg);
            CHECK_MSG(window_drawn(&A, chip, false), "%s, %s: the board has no %s", comp ? "Black"
                      : "White", l ? "de" : "en", chip);
            snprintf(bare, sizeof bare, "4-5  5-20");
            CHECK_MSG(!window_drawn(&A, bare, false), "unmarked words drawn");
            char key[600], want[64];
            chrome_list_key_words(&A, key, sizeof key);
            snprintf(want, sizeof want, "%s4:", mark);
            CHECK_MSG(strstr(key, want) && strstr(key, tr_side(&A, LUDI_DUODECIM, comp ? 0 : 1)),
                      "the key does not say what %s means: %s", want, key);
            app_free(&A);
        }
}

/* Play-test 39: White's "30-9" read as a step back (its path goes on from the bottom row's 30
 * to the top row's 7, which the player's numbers count 7 to 18), and with P showing White's
 * path the board named a point B1 where the list said W1; play-test 40: the list renumbered
 * with P read as moves going back. The key gives the other side's path in the list's numbers,
 * and P shows White's path by its arrows, the points keeping the player's numbers, as the list
 * does. */
static void test_path_keeps_numbers(void)
{
    for (int cross = 0; cross < 2; cross++)
        for (int l = 0; l < 2; l++) {
            char save[400];
            snprintf(save, sizeof save, "ludi-save 1\ngame duodecim\noptions path=%s\n"
                     "seed 1\nplayer one human\nplayer two computer 1\nposition one:10*15 "
                     "two:4*15 two\nroll 1 3 5\nmove 4-5,5-8,8-13\n",
                     cross ? "cross" : "standard");
            START_OR_LEAVE(window_open_saved(&A, "1280x800", save, l ? "de" : "en", 1));
            settle();
            draw_now();
            const char *w = l ? "Wei\xc3\x9f" : "White";
            char key[600], want[120];
            chrome_list_key_words(&A, key, sizeof key);
            /* play-test 42: the ranges in words (the arrow meant a move too), and the
             * player's own path said */
            snprintf(want, sizeof want,
                     l ? "Wege: Schwarz 1 bis 30; %s W1 bis W6, dann %s"
                       : "Paths: Black 1 to 30; %s W1 to W6, then %s",
                     w, cross ? (l ? "18 bis 7, dann 30 bis 19" : "18 to 7, then 30 to 19")
                              : (l ? "19 bis 30, dann 7 bis 18" : "19 to 30, then 7 to 18"));
            CHECK_MSG(strstr(key, want) != NULL, "the key does not give White's path (%s): %s",
                      want, key);
            CHECK_INT(game_words_side(&A), 0);
            /* the bar's button says whose path is shown (play-test 44: "Path" said neither) */
            char black_path[40], white_path[40];
            snprintf(black_path, sizeof black_path, "%s: %s \xc2\xb7 P", l ? "Weg" : "Path",
                     l ? "Schwarz" : "Black");
            snprintf(white_path, sizeof white_path, "%s: %s \xc2\xb7 P", l ? "Weg" : "Path", w);
            CHECK_MSG(window_drawn(&A, black_path, true) && !window_drawn(&A, white_path, true),
                      "no button '%s' with Black's path shown", black_path);
            push_key(SDLK_p, 0);   /* P: White's path on the board */
            settle();
            draw_now();
            CHECK_INT(A.game->ui.path, 2);
            CHECK_MSG(window_drawn(&A, white_path, true), "no button '%s' with White's path "
                      "shown", white_path);
            CHECK_INT(board_path_side(&A), 1);
            CHECK_INT(game_words_side(&A), 0);
            /* the text drawn before P is remembered too: what tells is that no point of
             * Black's own is named by White's counting */
            const char *bm = l ? "S6" : "B6";
            CHECK_MSG(window_drawn(&A, "W4-W5  W5-", false) && !window_drawn(&A, bm, true),
                      "%s: the list or the board's points renumbered with White's path",
                      l ? "de" : "en");
            char again[600];
            chrome_list_key_words(&A, again, sizeof again);
            CHECK_STR(again, key);
            /* P again hides the paths: the bar's button says P shows one (play-test 42: the
             * hidden state said nothing) */
            const char *show = l ? "Weg zeigen" : "Show path";
            CHECK(!window_drawn(&A, show, false));
            push_key(SDLK_p, 0);
            settle();
            draw_now();
            CHECK_INT(A.game->ui.path, 0);
            CHECK_MSG(window_drawn(&A, show, false), "%s: no '%s' with the paths hidden",
                      l ? "de" : "en", show);
            app_free(&A);
        }
}

/* Play-test 18: after H, one Enter played the hinted turn's first die and the hint was gone;
 * the rest of it stays shown, the cursor on its next counter, and Enter plays each step: the
 * turn played is the hint's. The line says so; moved off the hint, the cursor plays no hint
 * and the line does not say it does. */
static void test_hint_played_through(void)
{
    START_OR_LEAVE(open_saved("ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                              "player one human\nplayer two human\nposition one:3*14,5 "
                              "two:off*15 one\nroll 1 2 4\n"));
    struct game *g = A.game;
    game_ask_hint(&A);
    settle();
    CHECK(g->ui.hint_shown && g->ui.keys && g->ui.hint.nsteps == 3);
    struct ludi_move want = g->ui.hint;
    char msg[400];
    chrome_status_words(&A, msg, sizeof msg);
    CHECK_MSG(strstr(msg, "Enter plays it, a step at a time") != NULL, "%s", msg);
    push_key(SDLK_RIGHT, 0);   /* off the hint and back: the line no longer promises it */
    app_frame(&A, false);
    if (!g->ui.hint_cursor) {
        chrome_status_words(&A, msg, sizeof msg);
        CHECK_MSG(strstr(msg, "Enter plays it") == NULL, "%s", msg);
    }
    app_free(&A);
    START_OR_LEAVE(open_saved("ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                              "player one human\nplayer two human\nposition one:3*14,5 "
                              "two:off*15 one\nroll 1 2 4\n"));
    g = A.game;
    game_ask_hint(&A);
    settle();
    want = g->ui.hint;
    for (int k = 0; k < want.nsteps; k++) {
        CHECK_MSG(g->ui.hint_shown, "the hint gone after %d of its steps", k);
        push_key(SDLK_RETURN, 0);
        settle();
        CHECK_INT(g->ui.lift, -1);
    }
    size_t ev = ludi_session_length(&g->flow.ss);
    const struct ludi_event *e = NULL;
    while (ev-- > 0)
        if (ludi_session_event(&g->flow.ss, ev)->kind == LUDI_EVENT_MOVE) {
            e = ludi_session_event(&g->flow.ss, ev);
            break;
        }
    CHECK(e != NULL && ludi_move_equal(&e->move, &want));
    app_free(&A);
}

/* Play-test 18: Save with no folder for saved games said "Could not load the game". */
static void test_save_no_folder(void)
{
    START_OR_LEAVE(open_saved("ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                              "player one human\nplayer two human\n"));
    A.pref_dir[0] = '\0';
    scene_game_save(&A);   /* started with --no-settings: no files at all (play-test 22) */
    CHECK_STR(A.notice, "Saving is off: Ludi was started with --no-settings, which keeps no "
                        "files");
    A.launch.no_settings = false;   /* files kept, but no folder for them */
    scene_game_save(&A);
    CHECK_STR(A.notice, "Could not save the game: there is no folder for saved games");
    app_free(&A);
}

/* With the keys too: the cursor over a lifted counter's rings reaches the places several dice
 * reach (it went over single dice only), and Enter there takes the counter over those dice. */
static void test_keys_reach_sums(void)
{
    bool reached = false;
    for (int k = 0; k < 8 && !reached; k++) {
        START_OR_LEAVE(open_saved("ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                                  "player one human\nplayer two human\nposition one:3*14,5 "
                                  "two:off*15 one\nroll 1 2 4\n"));
        struct game *g = A.game;
        const struct vpiece *p = top_at(0, 5);
        if (p) {   /* a click: the counter stays lifted */
            push_button(SDL_MOUSEBUTTONDOWN, p->x, p->y);
            push_button(SDL_MOUSEBUTTONUP, p->x, p->y);
            settle();
            g->ui.keys = true;
            g->ui.cursor = k;
            push_key(SDLK_RETURN, 0);
            settle();
            reached = ludi_session_state(&g->flow.ss)->g.duo.cnt[0][12] == 1;
        }
        app_free(&A);
    }
    CHECK_MSG(reached, "no place of the keys' cursor takes the counter from 5 to 12");
}

/* Click, then click a ring of several dice over a pile of the player's own: the lifted counter
 * goes there over those dice, as onto an empty place (play-test 62: the pile was lifted). */
static void test_click_ring_on_own_pile(void)
{
    START_OR_LEAVE(open_saved("ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                              "player one human\nplayer two human\nposition one:3*12,6*3 "
                              "two:off*15 one\nroll 1 2 5\n"));
    struct game *g = A.game;
    const struct vpiece *p = top_at(0, 3);
    float x6, y6;
    CHECK(p != NULL && g->draw.view.ops->place_xy(&g->draw.view, &g->draw.shown, 0, 6, &x6, &y6));
    if (!p) {
        app_free(&A);
        return;
    }
    push_button(SDL_MOUSEBUTTONDOWN, p->x, p->y);
    push_button(SDL_MOUSEBUTTONUP, p->x, p->y);
    settle();
    CHECK(g->ui.lift >= 0 && g->draw.pcs[g->ui.lift].where == 3);
    /* 6 is 3 + 1 + 2 (no die of 3), ringed, with three counters of the player's there */
    push_button(SDL_MOUSEBUTTONDOWN, x6, y6);
    push_button(SDL_MOUSEBUTTONUP, x6, y6);
    settle();
    CHECK_INT(g->ui.nmade, 2);   /* the turn's steps so far: 3 to 4 or 5, then on to 6 */
    CHECK(g->ui.made[0].from == 3 && g->ui.made[1].to == 6);
    CHECK_INT(g->draw.shown.g.duo.cnt[0][6], 4);
    CHECK_INT(g->draw.shown.g.duo.cnt[0][3], 11);
    app_free(&A);
}

/* Played with the keys, the line under the board says what the keys do, not "click" (play-test
 * 60), in English and German. */
static void test_keys_words(void)
{
    static const char *const langs[][4] = {
        {"en", "click a ringed counter to move it",
         "the arrows choose a ringed counter, Enter picks it up",
         "the arrows choose a ringed place, Enter moves the lifted counter there"},
        {"de", "einen markierten Stein anklicken",
         "mit den Pfeiltasten einen markierten Stein w\xc3\xa4hlen, die Eingabetaste nimmt ihn "
         "auf",
         "mit den Pfeiltasten einen markierten Platz w\xc3\xa4hlen, die Eingabetaste setzt den "
         "Stein dorthin"}};
    for (int l = 0; l < 2; l++) {
        if (!window_open_saved(&A, "1280x800",
                               "ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                               "player one human\nplayer two human\nposition one:3*14,5 "
                               "two:off*15 one\nroll 1 2 4\n", langs[l][0], 1))
            return;
        settle();
        draw_now();
        struct game *g = A.game;
        char msg[400];
        chrome_status_words(&A, msg, sizeof msg);
        CHECK_MSG(strstr(msg, langs[l][1]) != NULL, "%s", msg);   /* the mouse's words */
        push_key(SDLK_RIGHT, 0);
        app_frame(&A, false);
        CHECK(g->ui.keys && g->ui.lift < 0);
        chrome_status_words(&A, msg, sizeof msg);
        CHECK_MSG(strstr(msg, langs[l][2]) != NULL && strstr(msg, langs[l][1]) == NULL, "%s",
                  msg);
        push_key(SDLK_RETURN, 0);   /* every counter has several steps: Enter lifts one */
        settle();
        CHECK(g->ui.lift >= 0 && g->ui.nmade == 0);
        chrome_status_words(&A, msg, sizeof msg);
        CHECK_MSG(strstr(msg, langs[l][3]) != NULL, "%s", msg);
        app_free(&A);
    }
}

/* Play-test 64: with 6 and 6 left for waiting counters, the line said "one way only: Enter on
 * the ringed counter plays it", and Enter only lifted it: the places it weighed were those of
 * the counter entered before (onto 5, by the mouse). Enter now plays it, as said. */
static void test_enter_one_way_plays(void)
{
    static const char *const cases[][3] = {
        {"1280x800", "en", "one way only: Enter on the ringed counter plays it"},
        {"800x600", "de",
         "nur eine M\xc3\xb6glichkeit: die Eingabetaste auf dem markierten Stein spielt ihn"}};
    char msg[400];
    for (int c = 0; c < 2; c++) {
        if (!window_open_saved(&A, cases[c][0],
                               "ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                               "player one human\nplayer two human\nposition one:off*15 "
                               "two:off*15 one\nroll 6 5 6\n", cases[c][1], 1))
            return;
        settle();
        struct game *g = A.game;
        const struct vpiece *w = top_at(0, LUDI_OFF);   /* a waiting counter */
        float x, y;
        CHECK(w != NULL);
        if (!w) {
            app_free(&A);
            return;
        }
        click_at(w->x, w->y);   /* 5 and 6 to choose from: lifted */
        CHECK(g->ui.lift >= 0);
        CHECK(g->draw.view.ops->place_xy(&g->draw.view, &g->draw.shown, 0, 5, &x, &y));
        click_at(x, y);
        CHECK_INT(g->ui.nmade, 1);
        push_key(SDLK_RIGHT, 0);   /* the keys: the cursor on the ringed counter */
        app_frame(&A, false);
        A.notice[0] = '\0';
        draw_now();
        chrome_status_words(&A, msg, sizeof msg);
        CHECK_MSG(strstr(msg, cases[c][2]) != NULL, "%s", msg);
        CHECK_MSG(strcmp(g->draw.status_said, msg) == 0, "%s %s: \"%s\" drawn as \"%s\"",
                  cases[c][0], cases[c][1], msg, g->draw.status_said);
        push_key(SDLK_RETURN, 0);
        settle();
        CHECK_MSG(g->ui.nmade == 2 && g->ui.lift < 0, "%d steps made, lifted %d", g->ui.nmade,
                  g->ui.lift);
        app_free(&A);
    }
    /* the lifted counter's words by the keys, whole in German at 800x600, where the waiting
     * row under the board leaves no room for two lines (play-test 64: "... setzt den
     * angehobenen Stein dorthi...") */
    if (!window_open_saved(&A, "800x600",
                           "ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                           "player one human\nplayer two computer 2\nposition one:off*15 "
                           "two:off*12,4*3 one\nroll 6 5 6\n", "de", 1))
        return;
    settle();
    push_key(SDLK_RIGHT, 0);
    app_frame(&A, false);
    push_key(SDLK_RETURN, 0);   /* 5 or 6: lifted */
    settle();
    CHECK(A.game->ui.lift >= 0);
    draw_now();
    chrome_status_words(&A, msg, sizeof msg);
    CHECK_STR(msg, "Jeder W\xc3\xbcrfel bringt einen Stein ins Spiel: mit den Pfeiltasten einen "
                   "markierten Platz w\xc3\xa4hlen, die Eingabetaste setzt den Stein ein");
    A.notice[0] = '\0';
    draw_now();
    CHECK_MSG(strcmp(A.game->draw.status_said, msg) == 0, "\"%s\" drawn as \"%s\"", msg,
              A.game->draw.status_said);
    app_free(&A);
}

/* Play-test 5: 2-2-4 on the first throw said "Only one move is possible" though the player
 * chooses which die enters first; a turn with nothing to choose still says it; and a one-click
 * turn of three dice is played a step at a time, each shown. */
static void test_forced_words(void)
{
    /* play-test 31: "only one move" read wrong beside three dice to play: a turn of several
     * dice with nothing to choose says its one way, a click for each die */
    static const char one_move[] = "Only one move is possible: click a counter to play it";
    static const char one_way[] = "These dice can be played only one way: click a counter for "
                                  "each die";
    static const struct { const char *pos, *roll, *says; } cases[] = {
        {"one:off*15 two:off*15 one", "2 2 4", NULL},
        {"one:off*15 two:off*15 one", "4 4 1", NULL},
        {"one:30,out*14 two:off*15 one", "1 1 1", one_move},
        {"one:off*15 two:off*15 one", "2 2 2", one_way},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        char save[300];
        snprintf(save, sizeof save, "ludi-save 1\ngame duodecim\noptions path=standard\n"
                 "seed 1\nplayer one human\nplayer two human\nposition %s\nroll %s\n",
                 cases[k].pos, cases[k].roll);
        START_OR_LEAVE(open_saved(save));
        char msg[400];
        chrome_status_words(&A, msg, sizeof msg);
        bool as_said = cases[k].says ? strcmp(msg, cases[k].says) == 0
                                     : strcmp(msg, one_move) != 0 && strcmp(msg, one_way) != 0;
        CHECK_MSG(as_said, "%s, %s: \"%s\"", cases[k].pos, cases[k].roll, msg);
        CHECK_MSG(A.game->ui.forced.nsteps > 0, "%s: no one-click turn", cases[k].roll);
        app_free(&A);
    }
    /* play-test 7: with counters on the board that seemed free, the rule that holds them */
    START_OR_LEAVE(open_saved("ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                              "player one human\nplayer two computer 1\nposition "
                              "one:off*10,3*5 two:off*15 one\nroll 3 5 1\n"));
    char why[400];
    chrome_status_words(&A, why, sizeof why);
    CHECK_STR(why, "While counters of yours wait to enter, each die brings one in: play the dice "
                   "one at a time");
    app_free(&A);
    /* play-test 57: Pente grammai's one move, with the counter on 1A seemingly free, said no
     * reason: an entry comes first, or the others would land on their own; in both languages */
    static const struct { const char *pos, *roll, *says[2]; } pente[] = {
        {"A:off,off,off,off,1A B:off,off,off,off,off a", "2",
         {"A counter of yours can enter at 2A, and entering comes first: click the ringed "
          "counter to play it",
          "Einer Ihrer Steine kann auf 2A eingesetzt werden, und Einsetzen geht vor: den "
          "markierten Stein anklicken, um ihn zu spielen"}},
        {"A:off,off,off,1A,2A B:off,off,off,off,off a", "1",
         {"Every other counter of yours would land on one of your own: click the ringed counter "
          "to play it",
          "Jeder Ihrer anderen Steine landete auf einem eigenen: den markierten Stein anklicken, "
          "um ihn zu spielen"}},
    };
    for (size_t k = 0; k < sizeof pente / sizeof pente[0]; k++)
        for (int lang = 0; lang < 2; lang++) {
            char save[400];
            snprintf(save, sizeof save, "ludi-save 1\ngame pente\noptions lines=5 mode=knockoff\n"
                     "seed 1\nplayer a human\nplayer b computer 1\nposition %s\nroll %s\n",
                     pente[k].pos, pente[k].roll);
            START_OR_LEAVE(window_open_saved(&A, "800x600", save, lang ? "de" : "en", 1));
            settle();
            chrome_status_words(&A, why, sizeof why);
            CHECK_STR(why, pente[k].says[lang]);
            app_free(&A);
        }
    /* play-test 8: one click played a forced turn's three dice at once; a click moves one die
     * (GNU Backgammon's way), the turn's other dice wait for their own clicks */
    START_OR_LEAVE(open_saved("ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                              "player one human\nplayer two human\nposition one:off*15 "
                              "two:off*15 one\nroll 1 1 1\n"));
    struct game *g = A.game;
    const struct vpiece *p = top_at(0, LUDI_OFF);
    CHECK(p != NULL && g->ui.forced.nsteps == 3);
    if (p) {
        push_button(SDL_MOUSEBUTTONDOWN, p->x, p->y);
        push_button(SDL_MOUSEBUTTONUP, p->x, p->y);
        settle();
        CHECK_MSG(g->ui.nmade == 1 && g->flow.pending_next < 0,
                  "one click: %d steps made, next %d", g->ui.nmade, g->flow.pending_next);
        CHECK_INT((int)ludi_session_moves_played(&g->flow.ss), 0);
    }
    app_free(&A);
    /* play-test 10: 1-1-1 on the board: every die takes the counter on 10 to 11, but two or
     * three in a row take it to 12 or 13: a click chooses the counter and moves nothing */
    START_OR_LEAVE(open_saved("ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                              "player one human\nplayer two human\nposition one:10*15 "
                              "two:off*15 one\nroll 1 1 1\n"));
    g = A.game;
    p = top_at(0, 10);
    CHECK(p != NULL);
    if (p) {
        push_button(SDL_MOUSEBUTTONDOWN, p->x, p->y);
        push_button(SDL_MOUSEBUTTONUP, p->x, p->y);
        settle();
        CHECK_MSG(g->ui.nmade == 0 && g->ui.lift >= 0, "1-1-1 on 10: %d made, lift %d",
                  g->ui.nmade, g->ui.lift);
    }
    app_free(&A);
    /* 4-4-1 entering: a click chooses the counter; the place (4 or 1) is the player's */
    START_OR_LEAVE(open_saved("ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                              "player one human\nplayer two human\nposition one:off*15 "
                              "two:off*15 one\nroll 4 4 1\n"));
    g = A.game;
    p = top_at(0, LUDI_OFF);
    CHECK(p != NULL);
    if (p) {
        push_button(SDL_MOUSEBUTTONDOWN, p->x, p->y);
        push_button(SDL_MOUSEBUTTONUP, p->x, p->y);
        settle();
        CHECK_MSG(g->ui.nmade == 0 && g->ui.lift >= 0, "a click chose no place: %d made, lift %d",
                  g->ui.nmade, g->ui.lift);
        float x, y;
        CHECK(g->draw.view.ops->place_xy(&g->draw.view, ludi_session_state(&g->flow.ss), 0, 1,
                                         &x, &y));
        push_button(SDL_MOUSEBUTTONDOWN, x, y);
        push_button(SDL_MOUSEBUTTONUP, x, y);
        settle();
        CHECK_MSG(g->ui.nmade == 1 && g->ui.made[0].to == 1, "the second click: %d made",
                  g->ui.nmade);
    }
    app_free(&A);
}

/* Play-test (newcomers): in the middle of a turn the line under the board was empty, and a
 * click that placed a counter by itself (its only destination) said nothing: the line says
 * the dice to play at the turn's start (empty there too) and still to play
 * after a step, those that cannot be used, the rest one way only, and the click's step as
 * the counter's only move; what to do after a step as at the start (play-test 30: "Still to
 * play: 1 and 5" said nothing of how); whole, at 1280x800, 800x600 and 700x1000, English and
 * German. */
static void test_rest_said(void)
{
    static const struct {
        const char *pos, *roll;
        int from, to, die;   /* the step made; die 0: a click on the counter on from; -1: none,
                                the turn's start (the line stood empty there) */
        const char *en, *de;
    } cases[] = {
        {"one:10*15 two:off*15 one", "3 5 1", 10, 13, 3,
         "Still to play: 1 and 5; click a ringed counter to move it",
         "Noch zu spielen: 1 und 5; einen markierten Stein anklicken"},
        /* a click's step, then a choice left: what to do said after it as well */
        {"one:10*14,29 two:off*15 one", "1 3 5", 29, 30, 0,
         "29 to 30: its only move \xc2\xb7 Still to play: 3 and 5; click a ringed counter to "
         "move it",
         "29 nach 30: einziger Zug dieses Steins \xc2\xb7 Noch zu spielen: 3 und 5; einen "
         "markierten Stein anklicken"},
        {"one:28,out*14 two:off*15 one", "1 1 1", 28, 29, 1,
         "Still to play: 1 and 1, one way only: click the ringed counter",
         "Noch zu spielen: 1 und 1, nur eine M\xc3\xb6glichkeit: den markierten Stein anklicken"},
        /* 12 and 13 held: the counters on 10 have one place, 11, and the 2 none */
        {"one:10*15 two:24*2,25*2,off*11 one", "1 1 2", 10, 11, 0,
         "10 to 11: its only move \xc2\xb7 Still to play: 1 (the 2 cannot be used), one way "
         "only: click the ringed counter",
         "10 nach 11: einziger Zug dieses Steins \xc2\xb7 Noch zu spielen: 1 (die 2 "
         "verf\xc3\xa4llt), nur eine M\xc3\xb6glichkeit: den markierten Stein anklicken"},
        {"one:25,out*14 two:off*15 one", "6 6 1", 25, 26, 1,
         "Still to play: 6 (one die cannot be used), one way only: click the ringed counter",
         "Noch zu spielen: 6 (ein W\xc3\xbcrfel verf\xc3\xa4llt), nur eine M\xc3\xb6glichkeit: "
         "den markierten Stein anklicken"},
        {"one:10*15 two:off*15 one", "3 5 1", 0, 0, -1,
         "To play: 1, 3 and 5; click a ringed counter to move it",
         "Zu spielen: 1, 3 und 5; einen markierten Stein anklicken"},
        {"one:off*15 two:off*15 one", "1 1 1", LUDI_OFF, 1, 0,
         "Entered on 1: its only move \xc2\xb7 Still to play: 1 and 1, one way only: click "
         "the ringed counter",
         "Auf 1 eingesetzt: einziger Zug dieses Steins \xc2\xb7 Noch zu spielen: 1 und 1, nur "
         "eine M\xc3\xb6glichkeit: den markierten Stein anklicken"},
    };
    static const char *const sizes[] = {"1280x800", "800x600", "700x1000"};
    static const char *const langs[] = {"en", "de"};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++)
        for (int si = 0; si < 3; si++)
            for (int l = 0; l < 2; l++) {
                char save[300];
                snprintf(save, sizeof save, "ludi-save 1\ngame duodecim\noptions path=standard\n"
                         "seed 1\nplayer one human\nplayer two computer 1\nposition %s\n"
                         "roll %s\n", cases[k].pos, cases[k].roll);
                START_OR_LEAVE(window_open_saved(&A, sizes[si], save, langs[l], 1));
                settle();
                struct game *g = A.game;
                if (cases[k].die < 0) {
                    /* nothing made: the turn's start */
                } else if (cases[k].die) {
                    struct ludi_step st = {(int8_t)cases[k].from, (int8_t)cases[k].to,
                                           (uint8_t)cases[k].die};
                    CHECK(game_step(&A, &st, -1, -1));
                } else {
                    const struct vpiece *p = top_at(0, cases[k].from);
                    CHECK(p != NULL);
                    if (p) {
                        push_button(SDL_MOUSEBUTTONDOWN, p->x, p->y);
                        push_button(SDL_MOUSEBUTTONUP, p->x, p->y);
                    }
                }
                settle();
                CHECK_MSG(cases[k].die < 0 ? g->ui.nmade == 0
                                           : g->ui.nmade == 1 && g->ui.made[0].to == cases[k].to,
                          "%s, %s: %d steps made", cases[k].pos, cases[k].roll, g->ui.nmade);
                char msg[400];
                chrome_status_words(&A, msg, sizeof msg);
                const char *want = l ? cases[k].de : cases[k].en;
                CHECK_MSG(strcmp(msg, want) == 0, "%s, %s, %s: \"%s\"", cases[k].pos,
                          cases[k].roll, langs[l], msg);
                /* drawn whole, not cut short */
                A.notice[0] = '\0';
                draw_now();
                CHECK_MSG(strcmp(g->draw.status_said, msg) == 0, "%s %s: \"%s\" drawn as \"%s\"",
                          sizes[si], langs[l], msg, g->draw.status_said);
                /* a counter lifted (play-test 35: "click a ringed counter" stood on while the
                 * rings were on the places): where to click now */
                const struct vpiece *p = top_at(0, 10);
                if (k == 0 && p) {
                    push_button(SDL_MOUSEBUTTONDOWN, p->x, p->y);
                    push_button(SDL_MOUSEBUTTONUP, p->x, p->y);
                    settle();
                    CHECK(g->ui.lift >= 0);
                    chrome_status_words(&A, msg, sizeof msg);
                    want = l ? "Noch zu spielen: 1 und 5; einen markierten Platz anklicken, um den "
                               "angehobenen Stein dorthin zu ziehen"
                             : "Still to play: 1 and 5; click a ringed place to move the lifted "
                               "counter there";
                    CHECK_MSG(strcmp(msg, want) == 0, "lifted, %s: \"%s\"", langs[l], msg);
                    draw_now();
                    CHECK_MSG(strcmp(g->draw.status_said, msg) == 0,
                              "%s %s: \"%s\" drawn as \"%s\"", sizes[si], langs[l], msg,
                              g->draw.status_said);
                }
                app_free(&A);
            }
}

/* Play-test 11: on a first throw the line under the board said "The dice can end the turn
 * only one way: move them one by one", which meant nothing to a newcomer: it says what to do,
 * in English and in German. */
static void test_first_throw_words(void)
{
    static const struct { const char *lang, *want, *lifted; } cases[] = {
        {"en", "Each die brings in one counter: click or drag the ringed counter onto the board, "
               "once per die",
         "Each die brings in one counter: click a ringed place to bring the lifted counter in"},
        {"de", "Jeder W\xc3\xbcrfel bringt einen Stein ins Spiel: den markierten Stein anklicken "
               "oder aufs Brett ziehen, einmal je W\xc3\xbcrfel",
         "Jeder W\xc3\xbcrfel bringt einen Stein ins Spiel: einen markierten Platz anklicken, um "
         "den angehobenen Stein einzusetzen"},
    };
    static const char *const sizes[] = {"1280x800", "800x600", "700x1000"};
    for (int si = 0; si < 3; si++)
        for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
            START_OR_LEAVE(window_open_saved(&A, sizes[si], "ludi-save 1\ngame duodecim\noptions "
                                             "path=standard\nseed 1\nplayer one human\nplayer "
                                             "two computer 1\nposition one:off*15 two:off*15 "
                                             "one\nroll 2 2 4\n", cases[k].lang, 1));
            settle();
            struct game *g = A.game;
            char msg[400];
            chrome_status_words(&A, msg, sizeof msg);
            CHECK_MSG(strcmp(msg, cases[k].want) == 0, "%s: \"%s\"", cases[k].lang, msg);
            /* play-test 36: after a click lifted the counter the line still said "drag" */
            for (int i = 0; i < g->draw.npcs && g->ui.lift < 0; i++) {
                const struct vpiece *p = &g->draw.pcs[i];
                if (p->side != 0 || p->where != LUDI_OFF)
                    continue;
                push_button(SDL_MOUSEBUTTONDOWN, p->x, p->y);
                push_button(SDL_MOUSEBUTTONUP, p->x, p->y);
                settle();
            }
            CHECK(g->ui.lift >= 0);
            chrome_status_words(&A, msg, sizeof msg);
            CHECK_MSG(strcmp(msg, cases[k].lifted) == 0, "lifted, %s: \"%s\"", cases[k].lang,
                      msg);
            A.notice[0] = '\0';
            draw_now();
            CHECK_MSG(strcmp(g->draw.status_said, msg) == 0, "%s %s: \"%s\" drawn as \"%s\"",
                      sizes[si], cases[k].lang, msg, g->draw.status_said);
            app_free(&A);
        }
}

/* Play-test 59: the computer's turn of three steps, two of them hits, said in German at
 * 800x600 ended "von 22 nach 26 gezogen und dort einen Stein...", the third step lost. Too
 * long for the line, its steps are said as the move list writes them, whole, and where it hit
 * the player's counters in words (play-test 68: "29-7x 7-8x" did not say the player's counters
 * were sent back); where it fits (1280x800, English) in words as before. */
static void test_computer_turn_said_whole(void)
{
    static const struct { const char *size, *lang, *want; } cases[] = {
        {"800x600", "de", "Wei\xc3\x9f hat 6, 4 und 2 geworfen: W4-22x  22-26x  W4-W6 \xc2\xb7 Ihre "
                          "Steine auf 22 und 26 wurden geschlagen"},
        {"1280x800", "en", "White threw 6, 4 and 2 and"},
        /* the player's counters hit said once, at the end (play-test 69) */
        {"800x600", "en", "White threw 6, 4 and 2 and moved W4 to 22, 22 to 26 and W4 to W6, "
                          "hitting your counters on 22 and 26"},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        START_OR_LEAVE(window_open_saved(&A, cases[k].size, "ludi-save 1\ngame duodecim\n"
                                         "options path=standard\nseed 1\nplayer one human\n"
                                         "player two computer 2\nposition one:off*13,22,26 "
                                         "two:4*15 two\nroll 6 4 2\nmove 4-10,10-14,4-6\n",
                                         cases[k].lang, 1));
        settle();
        A.notice[0] = '\0';
        draw_now();
        const char *said = A.game->draw.status_said;
        CHECK_MSG(strncmp(said, cases[k].want, strlen(cases[k].want)) == 0 &&
                      !strstr(said, "\xe2\x80\xa6"),
                  "%s %s: drawn \"%s\"", cases[k].size, cases[k].lang, said);
        app_free(&A);
    }
}

/* Play-test 11: as counters entered, the waiting row closed up and the ringed counter (the one
 * to move next) shifted under the pointer: in a turn, the counters still waiting stay where
 * they stood, at every size; the row closes up when the turn is over. */
static void test_waiting_row_stays(void)
{
    static const char *const sizes[] = {"1280x800", "800x600", "700x1000"};
    for (int si = 0; si < 3; si++) {
        START_OR_LEAVE(open_saved_at(sizes[si], "ludi-save 1\ngame duodecim\noptions "
                                     "path=standard\nseed 1\nplayer one human\nplayer two human\n"
                                     "position one:off*6,5*9 two:off*15 one\nroll 1 2 4\n"));
        settle();
        struct game *g = A.game;
        float x[6], y[6];
        int n = 0;
        for (int i = 0; i < g->draw.npcs; i++)
            if (g->draw.pcs[i].side == 0 && g->draw.pcs[i].where == LUDI_OFF && n < 6) {
                x[g->draw.pcs[i].idx] = g->draw.pcs[i].x;
                y[g->draw.pcs[i].idx] = g->draw.pcs[i].y;
                n++;
            }
        CHECK_INT(n, 6);
        game_refresh_legal(&A);
        struct ludi_step st = {LUDI_OFF, 1, 1};
        CHECK(game_step(&A, &st, -1, -1));
        settle();
        int moved = 0, left = 0;
        for (int i = 0; i < g->draw.npcs; i++) {
            const struct vpiece *p = &g->draw.pcs[i];
            if (p->side != 0 || p->where != LUDI_OFF || p->idx >= 6)
                continue;
            left++;
            moved += fabsf(p->x - x[p->idx]) > 0.5f || fabsf(p->y - y[p->idx]) > 0.5f;
        }
        CHECK_INT(left, 5);
        CHECK_MSG(moved == 0, "%s: %d of the 5 counters still waiting moved as one entered",
                  sizes[si], moved);
        /* play-test 12: a press where the entered counter stood (now empty) did nothing: it
         * takes the counter to enter next */
        bool seen[6] = {false};
        for (int i = 0; i < g->draw.npcs; i++)
            if (g->draw.pcs[i].side == 0 && g->draw.pcs[i].where == LUDI_OFF &&
                g->draw.pcs[i].idx < 6)
                seen[g->draw.pcs[i].idx] = true;
        int gone = -1;
        for (int k = 0; k < 6; k++)
            if (!seen[k])
                gone = k;
        CHECK(gone >= 0);
        if (gone >= 0) {
            push_motion(x[gone], y[gone]);
            push_button(SDL_MOUSEBUTTONDOWN, x[gone], y[gone]);
            app_frame(&A, false);
            CHECK_MSG(g->ui.lift >= 0 && g->draw.pcs[g->ui.lift].where == LUDI_OFF,
                      "%s: a press on the empty place in the row lifted %d", sizes[si],
                      g->ui.lift);
            push_button(SDL_MOUSEBUTTONUP, x[gone], y[gone]);
            settle();
        }
        app_free(&A);
    }
}

/* Play-test 11: after scrolling, the move list's top row showed only its lower half: the list
 * stops on whole rows, following the game and scrolled by the wheel, in Duodecim and
 * Latrunculi, at every size. */
static void test_list_whole_rows(void)
{
    static const char *const sizes[] = {"800x600", "1280x800", "700x1000"};
    static const char *const games[] = {"duodecim", "latrunculi"};
    for (int gi = 0; gi < 2; gi++)
        for (int si = gi ? 2 : 0; si < 3; si++) {   /* Latrunculi's list is long when low */
            const char *args[] = {"--game", games[gi], "--black", "computer", "--white",
                                  "computer", "--level", "1", "--animation", "off", "--seed", "5",
                                  NULL};
            START_OR_LEAVE(window_open(&A, sizes[si], args, 1));
            struct game *g = A.game;
            Uint64 t0 = SDL_GetTicks64();
            while (ludi_session_moves_played(&g->flow.ss) < 32 &&
                   ludi_session_state(&g->flow.ss)->phase != LUDI_PHASE_OVER &&
                   SDL_GetTicks64() - t0 < 120000) {
                app_frame(&A, false);
                SDL_Delay(1);
            }
            for (int wheel = 0; wheel < 4; wheel++) {
                if (wheel)   /* up, up, then down */
                    chrome_list_scroll(&A, (wheel < 3 ? -30.0f : 30.0f) * g->draw.lay.t);
                draw_now();
                float top, bottom, line;
                chrome_list_geometry(&A, &top, &bottom, &line);
                int rows = 0, cut = 0;
                for (int i = 0; i < A.nwidgets; i++)
                    if (A.widgets[i].id >= W_ENTRY) {
                        rows++;
                        cut += A.widgets[i].r.y < top - 0.5f;
                    }
                if (wheel == 0)   /* the list is longer than its room: it has followed the game */
                    CHECK_MSG(g->ui.list_scroll > 0, "%s, %s: the list not scrolled", games[gi],
                              sizes[si]);
                CHECK_MSG(rows > 3 && cut == 0, "%s, %s, wheel %d: %d of %d rows cut at the top "
                          "(scrolled %.1f)", games[gi], sizes[si], wheel, cut, rows,
                          (double)g->ui.list_scroll);
            }
            /* play-test 12: the wheel went on past the last row into empty space; it stops
             * with the last row in the room, whole */
            float top, bottom, line;
            chrome_list_geometry(&A, &top, &bottom, &line);
            for (int wheel = 0; wheel < 40; wheel++)
                chrome_list_scroll(&A, 30.0f * g->draw.lay.t);
            draw_now();
            float last_bottom = 0;
            int seen = 0;
            for (int i = 0; i < A.nwidgets; i++)
                if (A.widgets[i].id >= W_ENTRY) {
                    seen++;
                    last_bottom = fmaxf(last_bottom, A.widgets[i].r.y + A.widgets[i].r.h);
                }
            CHECK_MSG(seen > 3 && last_bottom > bottom - 2 * line,
                      "%s, %s: scrolled past the end: %d rows seen, the last ending at %.0f, "
                      "the room %.0f..%.0f", games[gi], sizes[si], seen, (double)last_bottom,
                      (double)top, (double)bottom);
            /* play-test 14: a notch of the wheel went one row; it goes three */
            chrome_list_scroll(&A, -1e6f);
            CHECK(g->ui.list_scroll == 0);
            const SDL_FRect *l = &g->draw.lay.list;
            /* the scene's own wheel event, as app.c makes it of SDL's (a frame would let the
             * game go on, and the list follow its new moves) */
            struct ui_event notch = {.kind = UI_WHEEL, .x = l->x + l->w / 2,
                                     .y = (top + bottom) / 2, .wheel = -1};
            A.ops[SCENE_GAME]->event(&A, &notch);
            CHECK_MSG(g->ui.list_scroll >= 2.5f * line, "%s, %s: a notch scrolled %.1f (a row %.1f)",
                      games[gi], sizes[si], (double)g->ui.list_scroll, (double)line);
            app_free(&A);
        }
}

/* Play-test 5: with the path on, the numbers switched to the computer's path on its turn: in a
 * game with one person the path stays theirs; between two people it is the side to move's,
 * and (play-test 34) once the game is over the winner's, not the loser's, who would be "to
 * move" next. */
static void test_path_stays(void)
{
#define MID "one:off*14,3 two:off*14,5"
#define END1 "one:out*14,30 two:off*14,5"
#define END2 "one:off*14,3 two:out*14,30"
    static const struct { const char *one, *two, *pos, *to_move, *moves; int want; } cases[] = {
        {"human", "computer 1", MID, "two", "", 0},
        {"computer 1", "human", MID, "one", "", 1},
        {"human", "human", MID, "two", "", 1},
        {"human", "human", MID, "one", "", 0},
        {"human", "human", END1, "one", "roll 6 5 4\nmove 30-out\n", 0},
        {"human", "human", END2, "two", "roll 6 5 4\nmove 30-out\n", 1},
    };
#undef MID
#undef END1
#undef END2
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        char save[300];
        snprintf(save, sizeof save, "ludi-save 1\ngame duodecim\noptions path=standard\n"
                 "seed 1\nplayer one %s\nplayer two %s\nposition %s %s\n%s", cases[k].one,
                 cases[k].two, cases[k].pos, cases[k].to_move, cases[k].moves);
        START_OR_LEAVE(open_saved_at("1280x800", save));
        A.game->ui.path = 1;
        if (*cases[k].moves)
            CHECK_MSG(ludi_session_state(&A.game->flow.ss)->phase == LUDI_PHASE_OVER,
                      "case %zu: the game is over", k);
        CHECK_MSG(board_path_side(&A) == cases[k].want, "case %zu: the path of side %d", k,
                  board_path_side(&A));
        app_free(&A);
    }
}

/* Play-test 5: the human's waiting counters and borne-off tray were at the top, far from
 * them: the near side's trays are below the board (the human's against the computer, else the
 * first player's), at every size. */
static void test_trays_near(void)
{
    static const char *const sizes[] = {"1280x800", "800x600", "700x1000"};
    static const struct { const char *one, *two; int near; } cases[] = {
        {"human", "computer 1", 0}, {"computer 1", "human", 1}, {"human", "human", 0}};
    for (int si = 0; si < 3; si++)
        for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
            char save[300];
            snprintf(save, sizeof save, "ludi-save 1\ngame duodecim\noptions path=standard\n"
                     "seed 1\nplayer one %s\nplayer two %s\nposition one:off*15 two:off*15 "
                     "one\n", cases[k].one, cases[k].two);
            START_OR_LEAVE(open_saved_at(sizes[si], save));
            const struct view *v = &A.game->draw.view;
            float mid = v->board.y + v->board.h / 2;
            int n = cases[k].near;
            CHECK_MSG(v->wait[n].y > mid && v->tray[n].y > mid,
                      "%s, case %zu: side %d's trays above the board", sizes[si], k, n);
            CHECK_MSG(v->wait[!n].y < mid, "%s, case %zu: the far side's below", sizes[si], k);
            /* where the near side's counters are drawn: its waiting ones below the board */
            const struct vpiece *p = top_at(n, LUDI_OFF);
            CHECK(p && p->y > v->board.y + v->board.h);
            app_free(&A);
        }
}

/* Play-test 4: the last move's ring and the ring of a counter that can move were the same
 * gold: the last move's is another colour (a copper), in every game (Latrunculi here). */
static void test_last_unlike_movable(void)
{
    const char *args[] = {"--game", "latrunculi", "--option", "size=8x8", "--black", "human",
                          "--white", "human", NULL};
    START_OR_LEAVE(window_open(&A, "1280x800", args, 1));
    struct game *g = A.game;
    const struct ludi_state *s = ludi_session_state(&g->flow.ss);
    struct ludi_past past = ludi_session_past(&g->flow.ss);
    struct ludi_step legal[LUDI_MAX_MOVES];
    CHECK(ludi_legal_steps(s, &past, NULL, 0, legal, LUDI_MAX_MOVES) > 0);
    struct ludi_step st = legal[0];
    game_step(&A, &st, -1, -1);
    settle();
    const struct vpiece *p = top_at(0, st.to);
    CHECK(p != NULL && g->draw.has_last);
    if (!p) {
        app_free(&A);
        return;
    }
    /* the ring's pixels: those that change with the last move marked */
    double sr = 0, sg = 0;
    int n = 0;
    for (int i = 0; i < 72; i++) {
        float t = (float)i * 3.14159265f / 36, x = p->x + p->r * 1.2f * cosf(t);
        float y = p->y + p->r * 1.2f * sinf(t);
        uint32_t without, with;
        pixel_pair(&g->draw.has_last, x, y, &without, &with);
        int d = abs((int)(with >> 16) - (int)(without >> 16)) +
                abs((int)(with >> 8 & 0xff) - (int)(without >> 8 & 0xff));
        if (d > 60 && (with >> 16) > 120) {
            sr += (double)(with >> 16);
            sg += (double)(with >> 8 & 0xff);
            n++;
        }
    }
    CHECK_MSG(n >= 10, "the last move's ring hardly seen (%d pixels)", n);
    /* the gold of a movable counter's ring (#ffd27a) has green 0.82 of red; the copper 0.68 */
    CHECK_MSG(n > 0 && sg / sr < 0.76, "the last move's ring is gold like a movable counter's "
              "(green %.2f of red)", n ? sg / sr : 0);
    app_free(&A);
}

/* Play-tests 4 and 5: the dice were small at 1280x800 (their pips specks) and in a portrait
 * window: larger dice where there is room, and pips whose dot is a dot. Play-test 11: still
 * small and turned up to 20 degrees, a 2 read as a 3 and a 6 as a 5: a third larger (0.70,
 * 0.58 and 0.58 of a point were), and lying nearly square. */
static void test_dice_read(void)
{
    static const struct { const char *size; float least; } cases[] = {
        {"1280x800", 0.9f}, {"800x600", 0.75f}, {"700x1000", 0.75f}};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        const char *args[] = {"--game", "duodecim", "--black", "human", "--white", "human",
                              NULL};
        START_OR_LEAVE(window_open(&A, cases[k].size, args, 1));
        const struct view *v = &A.game->draw.view;
        float size = board_dice_size(&v->dice, 3, A.g.u);
        CHECK_MSG(size >= cases[k].least * v->cell, "%s: dice %.0f px, %.2f of a point",
                  cases[k].size, size, size / v->cell);
        float most = 0;   /* how far a die at rest is turned, over many throws */
        for (int throw = 0; throw < 50; throw++) {
            static const int val[3] = {2, 3, 6};
            dice_place(&A.game->draw.dice, val, 3, v->dice.x, v->dice.y, v->dice.w, v->dice.h);
            for (int i = 0; i < 3; i++)
                most = fmaxf(most, fabsf(A.game->draw.dice.d[i].yaw));
        }
        CHECK_MSG(most <= 0.1f, "%s: a die at rest turned %.0f degrees", cases[k].size,
                  most * 180 / 3.14159265f);
        app_free(&A);
    }
    /* a one's face painted 64 pixels square: its dark dot some 30 pixels (the old was 14) */
    struct paint_image img = {0};
    CHECK(paint_image_init(&img, 64, 64));
    paint_die_face(&img, 1);
    int dark = 0;
    for (int i = 0; img.px && i < 64 * 64; i++)
        dark += img.px[4 * i] < 80;
    CHECK_MSG(dark >= 24, "the pip's dot is %d pixels of 4096", dark);
    paint_image_free(&img);
}

/* Play-test 7: the dice tumbled out of the narrow tray as they were thrown: all the way, at
 * every size, each die lies inside the tray (a die's half breadth, turned, from its sides). */
static void test_dice_in_tray(void)
{
    static const char *const sizes[] = {"1280x800", "800x600", "700x1000"};
    for (int k = 0; k < 3; k++) {
        const char *args[] = {"--game", "duodecim", "--black", "human", "--white", "human",
                              NULL};
        START_OR_LEAVE(window_open(&A, sizes[k], args, 1));
        struct game *g = A.game;
        const SDL_FRect *t = &g->draw.view.dice;
        float size = board_dice_size(t, 3, A.g.u);
        int out = 0;
        for (int throw = 0; throw < 8; throw++) {
            static const int v[3] = {1, 4, 6};
            dice_throw(&g->draw.dice, v, 3, t->x, t->y, t->w, t->h, 10.0, 1.0);
            for (int i = 0; i < 3; i++)
                for (int step = 0; step <= 40; step++) {
                    float x, y, hop;
                    dice_at(&g->draw.dice, i, 10.0 + step / 40.0 * 1.2, size, &x, &y, &hop);
                    float half = size * 0.5f * (1 + hop * 0.25f);
                    bool in = x - half >= t->x && x + half <= t->x + t->w && y - half >= t->y &&
                              y + half <= t->y + t->h;
                    if (!in && out++ == 0)
                        CHECK_MSG(in, "%s: die %d at %.0f,%.0f outside the tray %.0f,%.0f "
                                  "%.0fx%.0f", sizes[k], i, x, y, t->x, t->y, t->w, t->h);
                }
        }
        CHECK_INT(out, 0);
        app_free(&A);
    }
}

/* Play-test 4: "Black's path · P: White's path" read as a name: the caption says what is shown
 * and that P is a key, in both languages; the path is shown from a game's start (the lesson
 * speaks of point 4, and a new game hid the numbers). */
static void test_path_words_and_start(void)
{
    static const char *const lang[] = {"en", "de"};
    static const char *const key[] = {"press P", "Taste P"};
    for (int l = 0; l < 2; l++) {
        const char *args[] = {"--game", "duodecim", "--black", "human", "--white", "computer",
                              "--language", lang[l], NULL};
        START_OR_LEAVE(window_open(&A, "1280x800", args, 1));
        CHECK_MSG(board_path_side(&A) == 0, "%s: a new game's path is side %d's", lang[l],
                  board_path_side(&A));
        CHECK(strstr(tr(&A, STR_BOARD_PATH_NEXT), key[l]) != NULL);
        CHECK(strstr(tr(&A, STR_BOARD_PATH_HIDE), key[l]) != NULL);
        app_free(&A);
    }
}

/* The path's caption in the first frame was English in a German window (the language was
 * given to the board after the path was drawn; an idle window kept that frame): the first
 * frame's caption is the second's. */
static void test_caption_first_frame(void)
{
    const char *args[] = {"--game", "duodecim", "--language", "de", NULL};
    START_OR_LEAVE(window_open(&A, "1280x800", args, 0));
    const struct view *v = &A.game->draw.view;
    static uint32_t first[1400 * 30], second[1400 * 30];
    uint32_t *shot[2] = {first, second};
    SDL_Rect q = {0, 0, 0, 0};
    for (int k = 0; k < 2; k++) {
        draw_now();
        /* the board's near margin, where the caption stands */
        q = (SDL_Rect){(int)v->board.x, (int)(v->board.y + v->board.h - v->cell * 0.5f),
                       (int)fminf(v->board.w, 1400), (int)fminf(v->cell * 0.5f, 30)};
        SDL_RenderReadPixels(A.ren, &q, SDL_PIXELFORMAT_RGBA32, shot[k], q.w * 4);
    }
    int d = 0;
    for (int i = 0; i < q.w * q.h; i++)
        d += first[i] != second[i];
    CHECK_MSG(d == 0, "the first frame's caption differs from the second's (%d pixels)", d);
    app_free(&A);
}

/* Play-test 7: with the path hidden (P's third press) the counters stood on letters with no
 * numbers: every point still shows its number, beside it (a dark chip over pale stone), the
 * player's 30 and the other side's own six. */
static void test_numbers_path_hidden(void)
{
    START_OR_LEAVE(open_saved("ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                              "player one human\nplayer two computer 1\nposition one:off*15 "
                              "two:off*15 one\nroll 1 2 4\n"));
    struct game *g = A.game;
    g->ui.path = 0;
    draw_now();
    struct view *v = &g->draw.view;
    int own = board_numbers_side(&A), seen = 0;
    for (int k = 0; k < 36; k++) {
        int who = k < 30 ? own : !own, p = k < 30 ? k + 1 : k - 29;
        float x, y;
        if (!v->ops->place_xy(v, &g->draw.shown, who, p, &x, &y))
            continue;
        bool dark = false;
        for (int sgn = -1; sgn <= 1; sgn += 2)
            for (int dx = -3; dx <= 3; dx++)
                for (int dy = -3; dy <= 3; dy++) {
                    uint32_t c = pixel(x + (float)dx, y + (float)sgn * 0.5f * v->cell + (float)dy);
                    dark |= (int)(c >> 16) + (int)(c >> 8 & 0xff) + (int)(c & 0xff) < 300;
                }
        CHECK_MSG(dark, "side %d's point %d: no number by it", who, p);
        seen += dark;
    }
    CHECK_INT(seen, 36);
    app_free(&A);
}

/* Play-test 8: with the path hidden the last move's dashed ring crossed the small number beside
 * the point (White's "1" read as "4"): the number's figure stays drawn over the ring. */
static void test_last_ring_under_number(void)
{
    START_OR_LEAVE(open_saved("ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                              "player one human\nplayer two human\nposition one:off*12,1,2*2 "
                              "two:off*15 two\nroll 1 2 4\n"));
    struct game *g = A.game;
    g->ui.path = 0;
    g->draw.has_last = true;   /* one's last step put the counter on 1 */
    g->draw.last_side = 0;
    g->draw.nlast = 1;
    g->draw.last[0] = (struct ludi_step){LUDI_OFF, 1, 1};
    /* the number stands beside the point on the side the pile does not grow to (as 2's) */
    const struct vpiece *top = top_at(0, 2), *under = NULL;
    for (int i = 0; i < g->draw.npcs; i++)
        if (g->draw.pcs[i].side == 0 && g->draw.pcs[i].where == 2 && g->draw.pcs[i].idx == 0)
            under = &g->draw.pcs[i];
    float x, y, cell = g->draw.view.cell;
    CHECK(top && under && top != under &&
          g->draw.view.ops->place_xy(&g->draw.view, &g->draw.shown, 0, 1, &x, &y));
    if (!top || !under || top == under) {
        app_free(&A);
        return;
    }
    y += top->y > under->y ? -0.5f * cell : 0.5f * cell;
    /* the figure's dark strokes on its pale chip stay dark with the ring drawn */
    static int without[25 * 25];
    int ink = 0, lost = 0;
    for (int pass = 0; pass < 2; pass++) {
        g->draw.has_last = pass == 1;
        draw_now();
        for (int dy = -12; dy <= 12; dy++)
            for (int dx = -12; dx <= 12; dx++) {
                uint32_t c = pixel(x + (float)dx, y + (float)dy);
                int sum = (int)(c >> 16) + (int)(c >> 8 & 0xff) + (int)(c & 0xff);
                int i = (dy + 12) * 25 + dx + 12;
                if (pass == 0)
                    without[i] = sum;
                else if (without[i] < 250 && sum > 350)
                    lost++;
                ink += pass == 0 && sum < 250;
            }
    }
    CHECK_MSG(ink > 5, "no figure by point 1 (%d dark pixels)", ink);
    CHECK_MSG(lost == 0, "the ring covers %d of the figure's %d dark pixels", lost, ink);
    app_free(&A);
}

/* Play-test 8: at 800x600 the move list cut a turn's steps with an ellipsis ("4·6·6 ein→4
 * ein→..."), worst in German: a turn too long for its line takes a second line in its row, the
 * rows one under the other, the last one in view. */
static void test_list_wraps(void)
{
    static const char save[] = "ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                               "player one human\nplayer two human\nroll 2 4 4\n"
                               "move off-2,off-4,off-4\nroll 5 4 5\nmove off-4,off-5,off-5\n"
                               "roll 1 2 3\n";
    static const char *const sizes[] = {"800x600", "700x1000", "1280x800"};
    for (int si = 0; si < 3; si++) {
        START_OR_LEAVE(window_open_saved(&A, sizes[si], save, "de", 1));
        settle();
        draw_now();
        float t = A.game->draw.lay.t;
        const struct widget *w1 = window_widget(&A, W_ENTRY), *w2 = window_widget(&A, W_ENTRY + 1);
        CHECK_MSG(w1 && w2, "%s: the list's rows not drawn", sizes[si]);
        if (w1 && w2) {
            if (si == 0)   /* "2·4·4  ein→2 ein→4 ein→4" is too long for one line here */
                CHECK_MSG(w1->r.h > 30 * t, "%s: the first turn in one line (%g px)", sizes[si],
                          (double)w1->r.h);
            CHECK_MSG(w2->r.y >= w1->r.y + w1->r.h - 0.5f, "%s: the rows overlap", sizes[si]);
            const SDL_FRect *L = &A.game->draw.lay.list;
            CHECK_MSG(w2->r.y + w2->r.h <= L->y + L->h + 0.5f, "%s: the last row out of view",
                      sizes[si]);
        }
        app_free(&A);
    }
}

/* Play-test 25: at 1280x800 the move list's "3·1·2  14-17 17-18 18-20x" ran to the window's
 * right edge. A turn's words keep a margin from the list's right edge (10 units, at least 8
 * px), at every size, in English and German: no ink in that strip beside the row. */
static void test_list_right_margin(void)
{
    static const char save[] = "ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                               "player one human\nplayer two human\n"
                               "roll 6 6 5\nmove off-6,off-6,off-5\nroll 6 5 4\n"
                               "move off-6,off-5,off-4\nroll 4 3 2\nmove off-4,off-3,off-2\n"
                               "roll 3 2 1\nmove off-3,off-2,off-1\n";
    static const char *const sizes[] = {"1280x800", "800x600", "700x1000"};
    static const char *const langs[] = {"en", "de"};
    for (int si = 0; si < 3; si++)
        for (int l = 0; l < 2; l++) {
            START_OR_LEAVE(window_open_saved(&A, sizes[si], save, langs[l], 1));
            settle();
            draw_now();
            for (int k = 0; k < 4; k++) {
            const struct widget *w = window_widget(&A, W_ENTRY + k);
            CHECK_MSG(w != NULL, "%s %s: turn %d's row not drawn", sizes[si], langs[l], k + 1);
            if (w) {
                const SDL_FRect *L = &A.game->draw.lay.list;
                float margin = fmaxf(16 * A.game->draw.lay.t, 12), right = L->x + L->w;
                int ink = 0, at = 0;
                for (float x = right - margin; x < right; x += 1)
                    for (float y = w->r.y; y < w->r.y + w->r.h; y += 1) {
                        uint32_t c = pixel(x, y);
                        if ((c >> 16) + (c >> 8 & 0xff) + (c & 0xff) > 300) {
                            ink++;
                            at = (int)x;
                        }
                    }
                CHECK_MSG(ink == 0, "%s %s, turn %d: %d pixels of words within %.0f px of the "
                          "right edge (at x %d of %.0f)", sizes[si], langs[l], k + 1, ink,
                          (double)margin, at, (double)right);
            }
            }
            app_free(&A);
        }
}

/* The gold of the dice's figures in the move list. */
static bool dice_gold(uint32_t c)
{
    int r = (int)(c >> 16), g = (int)(c >> 8 & 0xff), b = (int)(c & 0xff);
    return r > 170 && g > 130 && b < 110;
}

/* Play-test 8: the steps made this turn were not in the move list until the turn ended: the
 * list's last row says them as they are made, unfinished, and follows Undo and Redo. */
static void test_list_unfinished(void)
{
    START_OR_LEAVE(open_saved("ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                              "player one human\nplayer two human\nposition one:off*15 "
                              "two:off*15 one\nroll 1 2 4\n"));
    struct game *g = A.game;
    char words[200];
    CHECK(!chrome_unfinished_words(&A, words, sizeof words));
    const SDL_FRect L = g->draw.lay.list;
    static uint32_t before[400 * 200];
    int cw = (int)fminf(L.w, 400), ch = (int)fminf(L.h, 200), changed = 0;   /* its top */
    draw_now();
    for (int i = 0; i < cw * ch; i++)
        before[i] = pixel(L.x + (float)(i % cw), L.y + (float)(i / cw));
    game_refresh_legal(&A);
    struct ludi_step st = {LUDI_OFF, 1, 1};
    CHECK(game_step(&A, &st, -1, -1));
    settle();
    CHECK(chrome_unfinished_words(&A, words, sizeof words));
    CHECK_STR(words, "1\xc2\xb7" "2\xc2\xb7" "4  in\xe2\x86\x92" "1\xc2\xa0\xe2\x80\xa6");
    draw_now();
    for (int i = 0; i < cw * ch; i++)   /* the throw's figures, in the dice's gold */
        changed += dice_gold(pixel(L.x + (float)(i % cw), L.y + (float)(i / cw))) &&
                   !dice_gold(before[i]);
    CHECK_MSG(changed > 20, "the list did not show the step (%d pixels of its dice)", changed);
    game_undo(&A);
    settle();
    CHECK(!chrome_unfinished_words(&A, words, sizeof words));
    game_redo(&A);
    settle();
    CHECK(chrome_unfinished_words(&A, words, sizeof words));
    CHECK_STR(words, "1\xc2\xb7" "2\xc2\xb7" "4  in\xe2\x86\x92" "1\xc2\xa0\xe2\x80\xa6");
    app_free(&A);
}

/* Play-test 8: at 800x600 the path's caption chip sat on the board's edge: no pixel of its pale
 * gold ground lies within 5 pixels of the edge, for either side's path at the top or the
 * bottom. */
static void test_caption_clear(void)
{
    static const char *const sizes[] = {"800x600", "1280x800", "700x1000"};
    for (int si = 0; si < 3; si++) {
        const char *args[] = {"--game", "duodecim", "--black", "human", "--white", "human", NULL};
        START_OR_LEAVE(window_open(&A, sizes[si], args, 1));
        settle();
        struct game *g = A.game;
        const struct view *v = &g->draw.view;
        for (int path = 1; path <= 2; path++) {
            g->ui.path = path;
            draw_now();
            int near = 0;   /* runs of 8 pixels and more: the chip, not the path's lines */
            for (int edge = 0; edge < 2; edge++)
                for (int d = 1; d <= 5; d++) {
                    float y = edge ? v->board.y + v->board.h - (float)d : v->board.y + (float)d;
                    int run = 0;
                    for (float x = v->board.x; x < v->board.x + v->board.w; x += 1) {
                        uint32_t c = pixel(x, y);
                        int r = (int)(c >> 16), gr = (int)(c >> 8 & 0xff), b = (int)(c & 0xff);
                        run = r > 235 && gr > 205 && b > 140 && b < 200 ? run + 1 : 0;
                        near += run >= 8;
                    }
                }
            CHECK_MSG(near == 0, "%s, path %d: %d pixels of the caption by the board's edge",
                      sizes[si], path, near);
        }
        app_free(&A);
    }
}

/* Play-test 8: the hint's dice sat over the waiting stack of counters: no die of a hint covers
 * a counter, entering from the tray or moving on the board, at every size. */
static void test_hint_dice_clear(void)
{
    static const struct { const char *pos, *roll, *hint; } cases[] = {
        {"one:off*15 two:off*15 one", "1 2 4", "off-1,off-2,off-4"},
        {"one:off*13,3*2 two:off*12,5*3 one", "6 5 3", "off-6,off-5,3-6"},
        {"one:3,4,5,6,7,8*10 two:off*15 one", "3 4 2", "3-6,4-8,5-7"},
    };
    static const char *const sizes[] = {"1280x800", "800x600", "700x1000"};
    for (int si = 0; si < 3; si++)
        for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
            char save[300];
            snprintf(save, sizeof save, "ludi-save 1\ngame duodecim\noptions path=standard\n"
                     "seed 1\nplayer one human\nplayer two human\nposition %s\nroll %s\n",
                     cases[k].pos, cases[k].roll);
            START_OR_LEAVE(open_saved_at(sizes[si], save));
            settle();
            struct game *g = A.game;
            const struct ludi_state *s = ludi_session_state(&g->flow.ss);
            struct ludi_move m;
            char err[LUDI_ERR_LEN];
            CHECK(ludi_move_parse(s, cases[k].hint, &m, err, sizeof err));
            for (int i = 0; i < m.nsteps; i++)   /* the dice the hint names */
                m.steps[i].die = (uint8_t)(m.steps[i].to - (m.steps[i].from == LUDI_OFF
                                                                ? 0 : m.steps[i].from));
            struct board_arrow ar[LUDI_MAX_STEPS];
            int n = board_turn_arrows(&A, s, &m, ar);
            CHECK_INT(n, 3);
            float half = g->draw.view.cell * 0.58f * 0.62f;
            int over = 0;
            for (int i = 0; i < n; i++)
                for (int j = 0; j < g->draw.npcs; j++) {
                    const struct vpiece *p = &g->draw.pcs[j];
                    /* the die's square and the counter's disc */
                    float dx = fmaxf(0, fabsf(p->x - ar[i].mx) - half);
                    float dy = fmaxf(0, fabsf(p->y - ar[i].my) - half);
                    over += dx * dx + dy * dy < p->r * p->r * 0.9f;
                }
            CHECK_MSG(over == 0, "%s, %s: %d times a die over a counter", sizes[si],
                      cases[k].hint, over);
            app_free(&A);
        }
}

static bool same_step(const struct ludi_step *x, const struct ludi_step *y)
{
    return x->from == y->from && x->to == y->to && x->die == y->die;
}

/* Play-test 36: after the player's throw, Undo and then Redo asked for the throw again: Redo
 * comes back to the turn with the same dice in hand, as Undo leaves a turn. */
static void test_redo_keeps_throw(void)
{
    START_OR_LEAVE(open_saved("ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                              "player one human\nplayer two computer 1\nposition one:off*15 "
                              "two:off*15 one\nroll 1 2 4\n"));
    struct game *g = A.game;
    /* the first turn played whole, then the computer's, then the player's throw */
    for (int k = 0; k < 3 && ludi_session_state(&g->flow.ss)->side == 0; k++) {
        game_refresh_legal(&A);
        CHECK(g->ui.nlegal > 0);
        if (g->ui.nlegal <= 0)
            break;
        struct ludi_step st = g->ui.legal[0];
        CHECK(game_step(&A, &st, -1, -1));
        settle();
    }
    settle();
    const struct ludi_state *s = ludi_session_state(&g->flow.ss);
    CHECK(s->side == 0 && s->phase == LUDI_PHASE_ROLL);
    CHECK(game_throw(&A));
    settle();
    s = ludi_session_state(&g->flow.ss);
    CHECK(s->side == 0 && s->phase == LUDI_PHASE_MOVE);
    struct ludi_state thrown = *s;
    A.notice[0] = '\0';
    game_undo(&A);
    settle();
    s = ludi_session_state(&g->flow.ss);
    CHECK(s->side == 0 && s->phase == LUDI_PHASE_MOVE && s->dice[0] == 1 && s->dice[1] == 2 &&
          s->dice[2] == 4);
    /* play-test 37: it went back a whole round unsaid; the notice says the computer's turn
     * went back with the player's */
    char want[200];
    trf(&A, want, sizeof want, STR_UNDO_THEIRS_TOO, tr_side(&A, LUDI_DUODECIM, 1));
    CHECK_STR(A.notice, want);
    CHECK(strstr(A.notice, "White") != NULL);
    CHECK(game_can_redo(&A));
    game_redo(&A);
    settle();
    /* play-test 39: Undo's words stood on after Redo */
    CHECK_MSG(A.now > A.notice_until, "Undo's notice still shown: %s", A.notice);
    s = ludi_session_state(&g->flow.ss);
    CHECK_MSG(s->phase == LUDI_PHASE_MOVE, "after Redo the dice are to be thrown again");
    CHECK(memcmp(s, &thrown, sizeof thrown) == 0);
    CHECK(!game_can_redo(&A));
    char msg[400];
    chrome_status_words(&A, msg, sizeof msg);
    CHECK_MSG(strstr(msg, "hrow") == NULL, "\"%s\"", msg);
    /* Undo inside the turn (one die's step) says nothing of the kind */
    game_refresh_legal(&A);
    if (g->ui.nlegal > 0) {
        struct ludi_step st = g->ui.legal[0];
        CHECK(game_step(&A, &st, -1, -1));
        settle();
        A.notice[0] = '\0';
        game_undo(&A);
        settle();
        CHECK_STR(A.notice, "");
    }
    app_free(&A);
}

/* Play-tests 6 and 7: after two of three dice were played, Undo took both back, and a step
 * taken back could not be made again: inside the human's turn Undo takes back one die's step,
 * Redo makes it again, the buttons say so, and a new step forgets what Redo would make. */
static void test_undo_one_step(void)
{
    START_OR_LEAVE(open_saved("ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                              "player one human\nplayer two computer 1\nposition one:off*15 "
                              "two:off*15 one\nroll 1 2 4\n"));
    struct game *g = A.game;
    struct ludi_step made[2];
    for (int k = 0; k < 2; k++) {
        game_refresh_legal(&A);
        CHECK(g->ui.nlegal > 0);
        if (g->ui.nlegal <= 0) {
            app_free(&A);
            return;
        }
        made[k] = g->ui.legal[0];
        CHECK(game_step(&A, &made[k], -1, -1));
        settle();
    }
    CHECK_INT(g->ui.nmade, 2);
    CHECK(!game_can_redo(&A));
    CHECK(game_can_undo(&A));
    game_undo(&A);
    settle();
    CHECK_MSG(g->ui.nmade == 1, "one Undo took back %d steps", 2 - g->ui.nmade);
    CHECK(g->ui.nmade >= 1 && same_step(&g->ui.made[0], &made[0]));
    CHECK(game_can_redo(&A));
    game_undo(&A);
    settle();
    CHECK_INT(g->ui.nmade, 0);
    CHECK_INT((int)ludi_session_moves_played(&g->flow.ss), 0);
    CHECK(game_can_redo(&A));
    game_redo(&A);
    settle();
    CHECK(g->ui.nmade == 1 && same_step(&g->ui.made[0], &made[0]));
    game_redo(&A);
    settle();
    CHECK(g->ui.nmade == 2 && same_step(&g->ui.made[1], &made[1]));
    CHECK(!game_can_redo(&A));
    /* back one, then another step: the one taken back is forgotten */
    game_undo(&A);
    settle();
    game_refresh_legal(&A);
    int other = -1;
    for (int i = 0; i < g->ui.nlegal && other < 0; i++)
        if (!same_step(&g->ui.legal[i], &made[1]))
            other = i;
    CHECK(other >= 0);
    if (other >= 0) {
        struct ludi_step st = g->ui.legal[other];
        CHECK(game_step(&A, &st, -1, -1));
        settle();
        CHECK(!game_can_redo(&A));
    }
    app_free(&A);
}

/* Play-test 10: with the path shown (the default) a point's number covered the counter on it:
 * a lone White counter on the bottom row read as a dark badge. A held point's number stands on
 * the counter's rim: the counter's centre shows its own colour. */
static void test_number_beside_counter(void)
{
    START_OR_LEAVE(open_saved("ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                              "player one human\nplayer two human\nposition one:off*5,7*3,11,"
                              "19*2,25*4 two:off*3,12,9*2,20*4,22*5 one\n"));
    const struct vpiece *p = top_at(1, 12);   /* White's lone counter (Black's 24) */
    CHECK(p != NULL);
    if (p) {   /* the inner half of the counter: no dark badge on it */
        window_draw(&A);
        int dark = 0, all = 0;
        for (float dy = -p->r * 0.5f; dy <= p->r * 0.5f; dy += 1)
            for (float dx = -p->r * 0.5f; dx <= p->r * 0.5f; dx += 1) {
                if (dx * dx + dy * dy > p->r * p->r * 0.25f)
                    continue;
                uint32_t c = window_pixel(&A, p->x + dx, p->y + dy);
                all++;
                dark += (int)(c >> 16) + (int)(c >> 8 & 0xff) + (int)(c & 0xff) < 240;
            }
        CHECK_MSG(dark * 20 < all, "%d of %d pixels dark inside White's counter", dark, all);
    }
    app_free(&A);
}

/* Play-test 12: the way in's dashes ran through the path's caption ("Shown: Black's path ·
 * press P for White's path"; in German through "Weg"): the caption stands beside them, at
 * every size, in English and German. */
static void test_caption_clear_of_entry(void)
{
    static const char *const sizes[] = {"1280x800", "800x600", "700x1000"};
    static const char *const langs[] = {"en", "de"};
    for (int si = 0; si < 3; si++)
        for (int li = 0; li < 2; li++) {
            START_OR_LEAVE(window_open_saved(&A, sizes[si], "ludi-save 1\ngame duodecim\n"
                                             "options path=standard\nseed 1\nplayer one human\n"
                                             "player two computer 1\nposition one:off*6,5*9 "
                                             "two:off*15 one\nroll 1 2 4\n", langs[li], 1));
            settle();
            draw_now();
            struct game *g = A.game;
            int side = board_path_side(&A);
            const SDL_FRect *cap = &g->draw.view.path_cap;
            float seg[64];
            int n = side >= 0 ? view_duo_entry(&g->draw.view, side, seg, 16) : 0;
            CHECK(side >= 0 && cap->w > 0 && n > 0);
            if (n > 0)   /* wholly left of the dashes or (play-test 13) wholly right */
                CHECK_MSG(cap->x + cap->w < seg[0] - 1 || cap->x > seg[0] + 1, "%s, %s: the "
                          "caption (%.0f..%.0f) crosses the way in at %.0f", sizes[si],
                          langs[li], (double)cap->x, (double)(cap->x + cap->w), (double)seg[0]);
            app_free(&A);
        }
}

/* Play-test 13: the other side's path (P once) put its caption on the margin the way out's
 * arrow crosses to the tray: "Weg von Weiß · Taste P blendet ihn aus" touched it at 800x600.
 * Both sides' paths, the player Black and the player White: the caption stands clear of the
 * way in's dashes and of the way out's arrow, at every size, in English and German. */
static void test_caption_clear_of_exit(void)
{
    static const char *const sizes[] = {"1280x800", "800x600", "700x1000"};
    static const char *const langs[] = {"en", "de"};
    static const char *const saves[] = {
        "ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\nplayer one human\n"
        "player two computer 1\nposition one:off*6,5*9 two:off*15 one\nroll 1 2 4\n",
        "ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\nplayer one computer 1\n"
        "player two human\nposition one:off*6,5*9 two:off*15 two\nroll 1 2 4\n"};
    for (int si = 0; si < 3; si++)
        for (int li = 0; li < 2; li++)
            for (int gi = 0; gi < 2; gi++)
                for (int shown = 1; shown <= 2; shown++) {
                    START_OR_LEAVE(window_open_saved(&A, sizes[si], saves[gi], langs[li], 1));
                    A.game->ui.path = shown;
                    draw_now();
                    struct game *g = A.game;
                    int side = board_path_side(&A);
                    const SDL_FRect *cap = &g->draw.view.path_cap;
                    float seg[64], out[4];
                    int n = side >= 0 ? view_duo_entry(&g->draw.view, side, seg, 16) : 0;
                    CHECK(side >= 0 && cap->w > 0 && n > 0);
                    if (n <= 0) {
                        app_free(&A);
                        continue;
                    }
                    view_duo_exit(&g->draw.view, side, out);
                    CHECK_MSG(cap->x + cap->w < seg[0] - 1 || cap->x > seg[0] + 1, "%s, %s: "
                              "the caption (%.0f..%.0f) crosses the way in at %.0f", sizes[si],
                              langs[li], (double)cap->x, (double)(cap->x + cap->w),
                              (double)seg[0]);
                    /* the way out's arrow (its head half a cell across) beside the caption's
                     * row: clear of it */
                    float ylo = fminf(out[1], out[3]), yhi = fmaxf(out[1], out[3]);
                    float xlo = fminf(out[0], out[2]), xhi = fmaxf(out[0], out[2]);
                    float head = g->draw.view.cell * 0.25f;
                    bool rows = yhi > cap->y - 1 && ylo < cap->y + cap->h + 1;
                    bool cols = xhi + head > cap->x - 1 && xlo - head < cap->x + cap->w + 1;
                    CHECK_MSG(!(rows && cols), "%s, %s, %s's path: the caption (%.0f..%.0f) "
                              "touches the way out at %.0f..%.0f", sizes[si], langs[li],
                              side ? "White" : "Black", (double)cap->x,
                              (double)(cap->x + cap->w), (double)xlo, (double)xhi);
                    app_free(&A);
                }
}

/* Play-test 67: at 700x1000 the caption ran into the numbers on the rims of counters on 19 to
 * 23, in the row beside it. With counters on 19 to 23 (White's on W1 to W6 beside the others'
 * way in) the caption stands clear of every counter of that row and the number on its rim,
 * at every size, in English and German. */
static void test_caption_clear_of_counters(void)
{
    static const char *const sizes[] = {"1280x800", "800x600", "700x1000"};
    static const char *const langs[] = {"en", "de"};
    for (int si = 0; si < 3; si++)
        for (int li = 0; li < 2; li++) {
            START_OR_LEAVE(window_open_saved(&A, sizes[si], "ludi-save 1\ngame duodecim\n"
                                             "options path=standard\nseed 1\nplayer one human\n"
                                             "player two computer 1\nposition one:19,20,21,22,"
                                             "23,5*10 two:off*15 one\nroll 1 2 4\n", langs[li], 1));
            settle();
            draw_now();
            struct game *g = A.game;
            const SDL_FRect *cap = &g->draw.view.path_cap;
            CHECK(board_path_side(&A) == 0 && cap->w > 0);
            int clashes = 0;
            for (int i = 0; i < g->draw.npcs; i++) {
                const struct vpiece *p = &g->draw.pcs[i];
                if (p->side != 0 || p->where < 19 || p->where > 23)
                    continue;
                /* the counter and its number on the rim, towards the caption's margin */
                bool across = cap->x < p->x + 1.6f * p->r && cap->x + cap->w > p->x - p->r;
                bool down = cap->y < p->y + 1.6f * p->r && cap->y + cap->h > p->y - p->r;
                clashes += across && down;
            }
            CHECK_MSG(clashes == 0, "%s, %s: the caption (%.0f..%.0f, %.0f..%.0f) on %d "
                      "counters of the row beside it", sizes[si], langs[li], (double)cap->x,
                      (double)(cap->x + cap->w), (double)cap->y, (double)(cap->y + cap->h),
                      clashes);
            app_free(&A);
        }
}

/* The most gold of the radii round (x, y) a counter r across might be ringed at. */
static int gold_ring_at(float x, float y, float r)
{
    static const float at[] = {1.06f, 1.1f, 1.14f, 1.18f, 1.22f};
    int most = 0;
    for (int i = 0; i < 5; i++) {
        int n = gold_round(x, y, r * at[i]);
        most = n > most ? n : most;
    }
    return most;
}

/* Play-test 13: a waiting counter picked up (a click: it stays lifted) lost the gold ring of a
 * counter that can move; so did one on the board. It keeps it, on it as it rises. */
static void test_lifted_keeps_ring(void)
{
    static const char *const where[] = {"one:off*6,5*9", "one:5*9,7*6"};
    for (int wi = 0; wi < 2; wi++) {
        char text[400];
        snprintf(text, sizeof text, "ludi-save 1\ngame duodecim\noptions path=standard\n"
                 "seed 1\nplayer one human\nplayer two human\nposition %s two:20*15 one\n"
                 "roll 1 2 4\n", where[wi]);
        START_OR_LEAVE(open_saved_at("800x600", text));
        settle();
        struct game *g = A.game;
        game_refresh_legal(&A);
        CHECK(g->ui.nlegal > 0);
        const struct vpiece *p = g->ui.nlegal > 0 ? top_at(0, g->ui.legal[0].from) : NULL;
        CHECK(p != NULL);
        if (!p) {
            app_free(&A);
            continue;
        }
        float px = p->x, py = p->y, r = p->r;
        draw_now();
        int before = gold_ring_at(px, py, r);
        CHECK_MSG(before >= 5, "%s: the counter that can move is not ringed (%d of 10)",
                  where[wi], before);
        push_motion(px, py);
        push_button(SDL_MOUSEBUTTONDOWN, px, py);
        push_button(SDL_MOUSEBUTTONUP, px, py);
        for (int i = 0; i < 30; i++)
            app_frame(&A, false);   /* it rises over 0.12 s */
        SDL_Delay(200);
        settle();
        CHECK(g->ui.lift >= 0 && !g->ui.dragging);
        if (g->ui.lift >= 0) {
            draw_now();
            const struct vpiece *q = &g->draw.pcs[g->ui.lift];
            int n = gold_ring_at(q->x, q->y - q->r * 0.06f, q->r * 1.08f);
            CHECK_MSG(n >= 5, "%s: the lifted counter lost its gold ring (%d of 10)", where[wi],
                      n);
        }
        app_free(&A);
    }
}

/* A newcomer's play-test: the move list's key gave "27->out" as its bearing-off example, which
 * puzzled, the path running to 30: its example is a counter borne off from the path's last
 * point, written as the list writes it, in English and German. */
static void test_key_bears_off_from_end(void)
{
    static const char *const langs[] = {"en", "de"};
    for (int k = 0; k < 2; k++) {
        const char *args[] = {"--game", "duodecim", "--language", langs[k], "--scene", "game",
                              NULL};
        if (!window_open(&A, "1280x800", args, 1))
            return;
        char key[600], example[64];
        chrome_list_key_words(&A, key, sizeof key);
        i18n_format(A.lang, example, sizeof example, STR_STEP_BEARS_OFF, "30");
        CHECK_MSG(strstr(key, example) != NULL, "%s: the key \"%s\" gives not \"%s\"",
                  langs[k], key, example);
        CHECK_MSG(strstr(key, "27") == NULL, "%s: the key \"%s\"", langs[k], key);
        /* play-test 40: the plain step's hyphen was the one sign it left out */
        const char *plain = k ? "4-7: von 4 nach 7" : "4-7: from 4 to 7";
        CHECK_MSG(strncmp(key, plain, strlen(plain)) == 0,
                  "%s: the key \"%s\" does not begin with the plain step", langs[k], key);
        app_free(&A);
    }
}

/* Play-test 43: at 800x600 in German the bar's buttons moved sideways when P hid the path and
 * "Weg · P" became "Weg zeigen · P": the row is laid out for the longer words in every state. */
static void test_bar_stays_put(void)
{
    const char *save = "ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                       "player one human\nplayer two computer 1\nroll 1 3 5\n";
    START_OR_LEAVE(window_open_saved(&A, "800x600", save, "de", 1));
    settle();
    draw_now();
    const struct widget *w = window_widget(&A, W_PATH);
    const struct widget *m = window_widget(&A, W_MENU);
    CHECK(w != NULL && m != NULL);
    if (w && m) {
        SDL_FRect path = w->r, menu = m->r;
        for (int k = 0; k < 3; k++) {   /* White's path, none, the player's again */
            push_key(SDLK_p, 0);
            settle();
            draw_now();
            w = window_widget(&A, W_PATH);
            m = window_widget(&A, W_MENU);
            CHECK(w && m && w->r.x == path.x && w->r.w == path.w && m->r.x == menu.x);
            CHECK(w && !w->cut);
        }
        CHECK_INT(A.game->ui.path, 1);
    }
    app_free(&A);
}


/* Play-test 44: a hit looked like any other destination: the counter hit is ringed twice,
 * outside it, as a capture is in Latrunculi; and said (play-test 45). */
static void test_hit_ringed_twice(void)
{
    START_OR_LEAVE(open_saved("ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                              "player one human\nplayer two human\nposition one:17*14,16 "
                              "two:8,1*14 one\nroll 3 1 2\n"));
    struct game *g = A.game;
    const struct vpiece *p = top_at(0, 16), *t = top_at(1, 8);
    CHECK(p != NULL && t != NULL);
    if (!p || !t) {
        app_free(&A);
        return;
    }
    float px = p->x, py = p->y, tx = t->x, ty = t->y, r = g->draw.view.r;
    push_motion(px, py);
    push_button(SDL_MOUSEBUTTONDOWN, px, py);
    push_button(SDL_MOUSEBUTTONUP, px, py);
    settle();
    CHECK(g->ui.lift >= 0);
    draw_now();
    /* across the row, away from the path's line: two gold runs, a dark edge between */
    int runs[2] = {0, 0};
    for (int way = 0; way < 2; way++) {
        bool was = false;
        for (float d = 1.0f; d < 1.7f; d += 0.01f) {
            bool now = gold(pixel(tx, ty + (way ? d : -d) * r));
            runs[way] += now && !was;
            was = now;
        }
    }
    CHECK_MSG(runs[0] == 2 && runs[1] == 2, "gold rings round the counter hit: %d above, %d "
              "below, not 2", runs[0], runs[1]);
    /* and the line under the board says what it does (play-test 45: nothing did), pointed
     * at or not */
    char msg[400];
    chrome_status_words(&A, msg, sizeof msg);
    CHECK_MSG(strstr(msg, "; a double gold ring marks a move that hits an enemy counter") != NULL,
              "%s", msg);
    push_motion(tx, ty);
    settle();
    chrome_status_words(&A, msg, sizeof msg);
    CHECK_MSG(strstr(msg, "; moving it to 20 hits the enemy counter there: it must enter "
                          "again") != NULL, "%s", msg);
    app_free(&A);
}


/* Play-test 44: with a turn begun, the question before a game is replaced said "moves in the
 * list: 5" beside six rows: the turn being made, the list's last row, is counted. */
static void test_question_counts_turn_made(void)
{
    START_OR_LEAVE(open_saved("ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                              "player one human\nplayer two human\nposition one:3*14,20 "
                              "two:12,off*14 one\nroll 1 2 4\n"));
    struct game *g = A.game;
    struct replace_ask q;
    game_replace_question(&A, false, LUDI_PENTE, &q);
    CHECK_MSG(strstr(q.question, "(moves in the list: 0)") != NULL, "%s", q.question);
    float x, y;
    CHECK(g->draw.view.ops->place_xy(&g->draw.view, &g->draw.shown, 0, 24, &x, &y));
    click_at(x, y);   /* 20 to 24 by the 4: the list's first row, the turn not played through */
    CHECK_INT(g->ui.nmade, 1);
    CHECK_INT((int)ludi_session_moves_played(&g->flow.ss), 0);
    char row[200];
    CHECK(chrome_unfinished_words(&A, row, sizeof row));
    game_replace_question(&A, false, LUDI_PENTE, &q);
    CHECK_MSG(strstr(q.question, "(moves in the list: 1)") != NULL, "%s", q.question);
    app_free(&A);
}

/* Play-test 43: a counter picked up from a pile of more than four, in its place, hid the pile's
 * count ("x6" under it, a blank badge): the count is drawn over it. */
static void test_count_over_lifted(void)
{
    START_OR_LEAVE(open_saved("ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                              "player one human\nplayer two human\nposition one:6*6,5*9 "
                              "two:1*15 one\nroll 1 2 3\n"));
    struct game *g = A.game;
    const struct vpiece *p = top_at(0, 6);
    CHECK(p != NULL);
    if (!p) {
        app_free(&A);
        return;
    }
    float px = p->x, py = p->y;
    push_motion(px, py);
    push_button(SDL_MOUSEBUTTONDOWN, px, py);
    push_button(SDL_MOUSEBUTTONUP, px, py);
    settle();
    CHECK(g->ui.lift >= 0 && !g->ui.dragging);
    draw_now();
    struct view_badge b[16];
    int n = g->draw.view.ops->badges(&g->draw.view, &A.g, g->draw.pcs, g->draw.npcs, b, 16);
    bool found = false;
    for (int i = 0; i < n; i++) {
        if (b[i].side != 0 || b[i].count != 6)
            continue;
        found = true;
        int light = 0, all = 0;   /* the badge's pale ground, not the dark counter */
        for (float fx = 0.1f; fx < 0.95f; fx += 0.05f)
            for (float fy = 0.2f; fy < 0.85f; fy += 0.1f) {
                uint32_t c = pixel(b[i].box.x + b[i].box.w * fx, b[i].box.y + b[i].box.h * fy);
                light += (int)(c >> 16 & 255) + (int)(c >> 8 & 255) + (int)(c & 255) > 450;
                all++;
            }
        /* whole, about three quarters of it pale (its figures are dark); under the counter
         * little more than half */
        CHECK_MSG(light * 3 > all * 2, "the pile's count under the counter picked up: %d of "
                  "%d pale", light, all);
    }
    CHECK(found);
    app_free(&A);
}

/* Play-test 52: the computer's turn was said in the list's notation inside a sentence. The
 * words of a turn: moves "moved 4 to 6", bearing off gathered "bore off counters from 25, 27
 * and 30", counters entered on one point counted, in English and German. */
static void test_turn_said(void)
{
    static const struct {
        const char *pos, *move, *en, *de;
        int dice[3];
    } cases[] = {
        {"one:4*15 two:off*15 one", "4-6,4-7,4-9",
         "moved 4 to 6, 4 to 7 and 4 to 9",
         "von 4 nach 6, von 4 nach 7 und von 4 nach 9 gezogen", {2, 3, 5}},
        /* one verb for the moves (play-test 66: "gezogen" three times made the line small),
         * three alike counted; a hit said apart, so it is plain which move hit */
        {"one:4*3,13*12 two:off*15 one", "4-6,4-6,4-6", "moved 3 counters from 4 to 6",
         "3 Steine von 4 nach 6 gezogen", {2, 2, 2}},
        {"one:4,9,13*12,off two:24,off*14 one", "off-1,4-6,9-12",
         "entered a counter on 1, moved 4 to 6 and moved 9 to 12, hitting a counter",
         "einen Stein auf 1 eingesetzt, von 4 nach 6 gezogen und von 9 nach 12 gezogen und dort "
         "einen Stein geschlagen", {1, 2, 3}},
        {"one:25*13,27,30 two:off*15 one", "25-out,27-out,30-out",
         "bore off counters from 25, 27 and 30", "Steine von 25, 27 und 30 herausgespielt",
         {6, 4, 1}},
        /* three alike (play-test 53: "Steine auf W5, W5 und W5") */
        {"one:off*15 two:off*15 one", "off-5,off-5,off-5", "entered 3 counters on 5",
         "3 Steine auf 5 eingesetzt", {5, 5, 5}},
    };
    struct ludi_options opt;
    ludi_options_default(LUDI_DUODECIM, &opt);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct ludi_session ss;
        char err[256], said[400];
        if (!ludi_session_init(&ss, &opt, 1, cases[i].pos, err, sizeof err)) {
            CHECK_MSG(false, "%s: %s", cases[i].pos, err);
            continue;
        }
        CHECK_MSG(ludi_session_roll(&ss, cases[i].dice, 3, err, sizeof err), "%s", err);
        const struct ludi_state *s = ludi_session_state(&ss);
        struct ludi_move m;
        struct ludi_state after;
        struct ludi_past past = ludi_session_past(&ss);
        if (!ludi_move_parse(s, cases[i].move, &m, err, sizeof err) ||
            !ludi_apply(s, &past, &m, &after, err, sizeof err)) {
            CHECK_MSG(false, "%s: %s", cases[i].move, err);
            ludi_session_free(&ss);
            continue;
        }
        game_turn_said(I18N_EN, s, &after, &m, 0, true, said, sizeof said);
        CHECK_STR(said, cases[i].en);
        game_turn_said(I18N_DE, s, &after, &m, 0, true, said, sizeof said);
        CHECK_STR(said, cases[i].de);
        ludi_session_free(&ss);
    }
}

int main(void)
{
    static char home[64], folder[128];
    if (!test_home_make(home, sizeof home, folder, sizeof folder))
        return 1;
    RUN(test_count_apart);
    RUN(test_turn_said);
    RUN(test_bar_stays_put);
    RUN(test_count_over_lifted);
    RUN(test_hit_ringed_twice);
    RUN(test_question_counts_turn_made);
    RUN(test_wait_unsaid);
    RUN(test_number_beside_counter);
    RUN(test_hint_end_seen);
    RUN(test_every_target);
    RUN(test_place_clicked_unlifted);
    RUN(test_place_clicked_moves);
    RUN(test_own_counter_clicked_says_why);
    RUN(test_list_in_board_numbers);
    RUN(test_own_points_marked);
    RUN(test_path_keeps_numbers);
    RUN(test_hint_played_through);
    RUN(test_save_no_folder);
    RUN(test_keys_reach_sums);
    RUN(test_keys_words);
    RUN(test_enter_one_way_plays);
    RUN(test_click_ring_on_own_pile);
    RUN(test_forced_words);
    RUN(test_first_throw_words);
    RUN(test_computer_turn_said_whole);
    RUN(test_rest_said);
    RUN(test_waiting_row_stays);
    RUN(test_caption_clear_of_entry);
    RUN(test_caption_clear_of_exit);
    RUN(test_caption_clear_of_counters);
    RUN(test_lifted_keeps_ring);
    RUN(test_path_stays);
    RUN(test_trays_near);
    RUN(test_last_unlike_movable);
    RUN(test_dice_read);
    RUN(test_dice_in_tray);
    RUN(test_path_words_and_start);
    RUN(test_caption_first_frame);
    RUN(test_undo_one_step);
    RUN(test_redo_keeps_throw);
    RUN(test_numbers_path_hidden);
    RUN(test_last_ring_under_number);
    RUN(test_list_wraps);
    RUN(test_list_right_margin);
    RUN(test_list_whole_rows);
    RUN(test_list_unfinished);
    RUN(test_caption_clear);
    RUN(test_hint_dice_clear);
    RUN(test_key_bears_off_from_end);
    test_home_remove(home);
    return check_summary();
}
