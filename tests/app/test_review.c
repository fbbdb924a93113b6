/* test_review.c: the review of a finished game as a player meets it (off screen, real SDL
 * events): Undo and Redo kept out of it, its last step showing the final position and the
 * result, and its words (rounds numbered as the list numbers them, the best move named). */
#include <stdio.h>
#include <string.h>

#include "../check.h"
#include "app_events.h"
#include "app.h"
#include "app_window.h"
#include "game.h"
#include "review_view.h"
#include "scene_game_chrome.h"

static struct app A;

/* A Latrunculi game of three moves, over: White's h8-h7 lets its last man be taken. */
static const char *const finished =
    "ludi-save 1\ngame latrunculi\noptions size=8x8\nseed 1\n"
    "player black human\nplayer white human\n"
    "position 7W/8/8/3w4/2b5/8/8/B3b3 b 0\n"
    "move c4-c5\nmove h8-h7\nmove e1-e5\n";

static void settle(void)
{
    window_settle(&A);
}

/* Starts the review and runs frames until it has an outcome, however long it takes (a bound
 * that only a hung review reaches). */
static void review_run(void)
{
    review_start(&A);
    Uint64 t0 = SDL_GetTicks64();
    while (review_state(&A) == REVIEW_RUNNING && SDL_GetTicks64() - t0 < 600 * 1000) {
        app_frame(&A, false);
        SDL_Delay(5);
    }
}

/* Opens the finished game in lang and reviews it; false (a failed check, the window closed)
 * when it cannot. */
static bool open_reviewed(const char *lang)
{
    if (!window_open_saved(&A, "1280x800", finished, lang, 1))
        return false;
    settle();
    CHECK(ludi_session_state(&A.game->flow.ss)->phase == LUDI_PHASE_OVER);
    review_run();
    if (review_state(&A) != REVIEW_SHOWN || review_count(&A) != 3) {
        CHECK_MSG(false, "the review did not show three moves");
        app_free(&A);
        return false;
    }
    return true;
}

static void redraw(void)
{
    SDL_FreeSurface(app_render(&A));
}

/* Play-test 5: in the review, Undo was enabled and one click (or Ctrl+Z) left the review and
 * took the winning move back. Undo and Redo are greyed and their keys do nothing while the
 * review shows; closed, a finished game's Undo works as before. */
static void test_no_undo_in_review(void)
{
    if (!open_reviewed("en"))
        return;
    struct game *g = A.game;
    CHECK(!game_can_undo(&A));
    CHECK(!game_can_redo(&A));
    redraw();
    const struct widget *undo = window_widget(&A, W_UNDO);
    CHECK_MSG(undo && !undo->enabled, "Undo is not greyed in the review");
    const struct widget *redo = window_widget(&A, W_REDO);
    CHECK_MSG(redo && !redo->enabled, "Redo is not greyed in the review");
    push_key(SDLK_z, KMOD_LCTRL);
    settle();
    push_key(SDLK_y, KMOD_LCTRL);
    settle();
    CHECK(review_state(&A) == REVIEW_SHOWN);
    CHECK_INT((int)ludi_session_moves_played(&g->flow.ss), 3);
    CHECK(ludi_session_state(&g->flow.ss)->phase == LUDI_PHASE_OVER);
    /* closed, Undo takes the last move back as it did */
    review_close(&A);
    CHECK(review_state(&A) == REVIEW_OFF);
    CHECK(game_can_undo(&A));
    redraw();
    undo = window_widget(&A, W_UNDO);
    CHECK(undo && undo->enabled);
    push_key(SDLK_z, KMOD_LCTRL);
    settle();
    CHECK_INT((int)ludi_session_moves_played(&g->flow.ss), 2);
    app_free(&A);
}

/* Play-test 5: the review's last entry showed the position before the last move, never the
 * end. After the last move comes the end (End goes there, Right from the last move too): the
 * final position, the result in the top line as the finished game says it, in the review's
 * words and as the last row of its list. */
static void test_review_end(void)
{
    static const char *const langs[][2] = {{"en", "Black wins"}, {"de", "Schwarz gewinnt"}};
    for (int l = 0; l < 2; l++) {
        if (!open_reviewed(langs[l][0]))
            return;
        struct game *g = A.game;
        char over[300], words[300], final[LUDI_POS_LEN], shown[LUDI_POS_LEN];
        review_close(&A);   /* the finished game's top line, outside the review */
        chrome_top_words(&A, over, sizeof over);
        CHECK_MSG(strncmp(over, langs[l][1], strlen(langs[l][1])) == 0, "%s", over);
        review_run();
        CHECK(review_state(&A) == REVIEW_SHOWN);
        ludi_position_format(ludi_session_state(&g->flow.ss), final, sizeof final);
        push_key(SDLK_END, 0);
        app_frame(&A, false);
        CHECK_INT(review_selected(&A), 4);
        CHECK(review_at_end(&A));
        ludi_position_format(&g->draw.shown, shown, sizeof shown);
        CHECK_STR(shown, final);
        int icon = chrome_top_words(&A, words, sizeof words);
        CHECK_STR(words, over);
        CHECK_INT(icon, 0);
        review_sentence(&A, 4, words, sizeof words);
        CHECK_MSG(strncmp(words, langs[l][1], strlen(langs[l][1])) == 0, "%s", words);
        redraw();
        CHECK_MSG(window_widget(&A, W_REVIEW_ENTRY + 3) != NULL, "no row for the end");
        /* back to the last move, and forward again */
        push_key(SDLK_LEFT, 0);
        app_frame(&A, false);
        CHECK_INT(review_selected(&A), 3);
        CHECK(!review_at_end(&A));
        chrome_top_words(&A, words, sizeof words);
        CHECK_MSG(strcmp(words, over) != 0, "the last move's header: %s", words);
        push_key(SDLK_RIGHT, 0);
        app_frame(&A, false);
        CHECK_INT(review_selected(&A), 4);
        push_key(SDLK_RIGHT, 0);   /* nothing after the end */
        app_frame(&A, false);
        CHECK_INT(review_selected(&A), 4);
        app_free(&A);
    }
}

/* Play-test 5: "Move 41 of 260" numbered single moves against a list numbering rounds, and
 * "it gave away ... against 1A-3A (blue)" read as if 1A-3A were the other side's move. The
 * review says the round as the list numbers it, and names the best move as the best move, in
 * every sentence of that kind and both languages. */
static void test_review_words(void)
{
    static const char *const langs[][3] = {
        {"en", "Round 1, White: h8-h7 (blunder). ", "the best move "},
        {"de", "Runde 1, Wei\xc3\x9f: h8-h7 (Patzer). ", "der beste Zug "}};
    for (int l = 0; l < 2; l++) {
        if (!open_reviewed(langs[l][0]))
            return;
        char say[600];
        review_sentence(&A, 2, say, sizeof say);
        CHECK_MSG(strncmp(say, langs[l][1], strlen(langs[l][1])) == 0, "%s", say);
        CHECK_MSG(strstr(say, langs[l][2]) != NULL, "%s", say);
        app_free(&A);
    }
    static const enum str_id best[] = {STR_RV_LOSS_CHANCE, STR_RV_LOSS_MEN, STR_RV_LOSES_GAME,
                                       STR_RV_MISSED_WIN};
    for (size_t i = 0; i < sizeof best / sizeof best[0]; i++) {
        const char *en = i18n_get(I18N_EN, best[i]), *de = i18n_get(I18N_DE, best[i]);
        CHECK_MSG(strstr(en, "the best move %s") && !strstr(en, "against"), "%s", en);
        CHECK_MSG(strstr(de, "dem besten Zug %s") || strstr(de, "der beste Zug %s"), "%s", de);
    }
}

/* Play-test 24: "It gave away 1.3 men" in a game where no man was ever captured: the figure
 * is the search's judgement of the position, a man counting 1, and the sentence says so; the
 * chart names its sides and what its height is. A draw by the no-capture limit, 30 moves of
 * level 1 against itself, not one capture: Black's b3-b2 (move 23) was a mistake. */
static const char *const no_capture =
    "ludi-save 1\ngame latrunculi\noptions size=8x8 nocapture=30\nseed 1\n"
    "player black human\nplayer white computer 1\n"
    "move d1-d6\nmove h8-h3\nmove f1-f5\nmove h3-e3\nmove g1-g6\nmove d7-f7\nmove e2-f2\n"
    "move e3-b3\nmove f5-f4\nmove b3-b7\nmove f4-f6\nmove f7-h7\nmove f2-f3\nmove b7-b3\n"
    "move f6-f7\nmove h7-h4\nmove f3-c3\nmove b3-b5\nmove h1-h3\nmove h4-h7\nmove c3-b3\n"
    "move a8-a3\nmove b3-b2\nmove a3-f3\nmove f7-a7\nmove h7-e7\nmove d6-d4\nmove f3-e3\n"
    "move g6-g7\nmove e3-f3\n";

static void test_review_score_words(void)
{
    static const char *const langs[][6] = {
        {"en", "gave away", "the best move e1-e5", "Black ahead", "White ahead",
         "the computer's score after each move"},
        {"de", "verschenkte", "der beste Zug e1-e5", "Schwarz im Vorteil",
         "Wei\xc3\x9f im Vorteil", "Bewertung nach jedem Zug"}};
    for (int l = 0; l < 2; l++) {
        if (!window_open_saved(&A, "1280x800", no_capture, langs[l][0], 1))
            return;
        settle();
        review_run();
        CHECK(review_state(&A) == REVIEW_SHOWN);
        CHECK_INT(review_count(&A), 30);
        const struct ludi_review_move *m = review_move(&A, 23);
        CHECK(m && m->loss >= 0.5 && m->loss < 0.9);
        char say[600];
        review_sentence(&A, 23, say, sizeof say);
        CHECK_MSG(!strstr(say, langs[l][1]) && strstr(say, langs[l][2]), "%s", say);
        redraw();
        for (int k = 3; k < 6; k++)
            CHECK_MSG(window_drawn(&A, langs[l][k], true), "not drawn: %s", langs[l][k]);
        app_free(&A);
    }
}

/* An 8x8 game, Black against White, the players left to fill in: Black gives away its man on
 * g8 (a mistake), White later lets its king be shut in (f8-f1, a blunder: the game's worst). */
static const char own_worst[] =
    "ludi-save 1\ngame latrunculi\noptions size=8x8\nseed 1\n%s"
    "position 7W/8/8/5w2/8/8/6bb/B5b1 b 0\n"
    "move g2-g8\nmove f5-f8\nmove h2-h7\nmove f8-f1\nmove g1-g8\n";

/* Play-test 25: the review opened on the computer's blunder, not the player's. A person
 * against the computer: on their own worst move, where one is worth showing; with none (White
 * the person here) or two people, on the game's worst, as before. */
static void test_review_opens_on_own(void)
{
    static const struct {
        const char *players;
        int opens;
    } cases[] = {
        {"player black human\nplayer white computer 2\n", 1},   /* Black's g2-g8 */
        {"player black computer 2\nplayer white human\n", 4},   /* White's own f8-f1 */
        {"player black human\nplayer white human\n", 4},        /* the game's worst */
    };
    for (int i = 0; i < (int)(sizeof cases / sizeof cases[0]); i++) {
        char save[600];
        snprintf(save, sizeof save, own_worst, cases[i].players);
        if (!window_open_saved(&A, "1280x800", save, "en", 1))
            return;
        settle();
        CHECK(ludi_session_state(&A.game->flow.ss)->phase == LUDI_PHASE_OVER);
        review_run();
        CHECK(review_state(&A) == REVIEW_SHOWN);
        CHECK_INT(review_count(&A), 5);
        const struct ludi_review_move *m1 = review_move(&A, 1), *m4 = review_move(&A, 4);
        CHECK(m1 && m4 && m1->loss >= 0.25 && m4->loss > m1->loss);
        CHECK_MSG(review_selected(&A) == cases[i].opens, "%s: opened on %d, not %d",
                  cases[i].players, review_selected(&A), cases[i].opens);
        app_free(&A);
    }
}

int main(void)
{
    static char home[64], folder[128];
    if (!test_home_make(home, sizeof home, folder, sizeof folder))
        return 1;
    RUN(test_no_undo_in_review);
    RUN(test_review_end);
    RUN(test_review_words);
    RUN(test_review_score_words);
    RUN(test_review_opens_on_own);
    test_home_remove(home);
    return check_summary();
}
