/* test_game.c: the game screen's words and the hint as a player meets them (off screen, real
 * SDL key events): the line under the board, the hint in the middle of a turn, and one
 * numbering of the moves in the list, the header and the footer. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../check.h"
#include "ludi/fileio.h"
#include "app_events.h"
#include "app.h"
#include "app_window.h"
#include "game.h"
#include "review_view.h"
#include "scene_game_board.h"
#include "scene_game_chrome.h"

static struct app A;

/* Opens the window at 1280x800 with these arguments after the common ones; false (and a
 * failed check) if it cannot. */
static bool open_game(const char *const *extra)
{
    return window_open(&A, "1280x800", extra, 1);
}

static void settle(void)
{
    window_settle(&A);
}

/* Play-test 2: Pente grammai throws one die and says so ("Throw the die"), but the line under
 * the board said "Click the dice"; Duodecim scripta's three are still "the dice". */
static void test_throw_words(void)
{
    static const struct { const char *game, *lang, *words; } cases[] = {
        {"pente", "en", "Click the die or press Space to throw"},
        {"pente", "de", "Zum W\xc3\xbcrfeln auf den W\xc3\xbcrfel klicken oder Leertaste "
                        "dr\xc3\xbc" "cken"},
        {"duodecim", "en", "Click the dice or press Space to throw"},
        {"duodecim", "de", "Zum W\xc3\xbcrfeln auf die W\xc3\xbcrfel klicken oder Leertaste "
                           "dr\xc3\xbc" "cken"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const char *args[] = {"--game", cases[i].game, "--language", cases[i].lang, "--black",
                              "human", "--white", "human", "--seed", "4", NULL};
        if (!open_game(args))
            return;
        settle();
        char msg[400];
        chrome_status_words(&A, msg, sizeof msg);
        CHECK_STR(msg, cases[i].words);
        app_free(&A);
    }
}

/* Play-test 2: after two of Duodecim scripta's three dice were played, Hint and H were off
 * (even after a restart that took the half turn up). H now gives the best turn that starts
 * with the steps made, from the rules and the computer: a legal whole turn beginning with
 * them, shown until another step is made. */
static void test_hint_mid_turn(void)
{
    const char *args[] = {"--game", "duodecim", "--black", "human", "--white", "human",
                          "--seed", "11", NULL};
    if (!open_game(args))
        return;
    struct game *g = A.game;
    push_key(SDLK_SPACE, 0);
    settle();
    const struct ludi_state *s = ludi_session_state(&g->flow.ss);
    CHECK(s->phase == LUDI_PHASE_MOVE && s->ndice == 3);
    struct ludi_past past = ludi_session_past(&g->flow.ss);
    struct ludi_step legal[64];
    for (int k = 0; k < 2; k++) {   /* two steps, each the first the rules allow */
        int n = ludi_legal_steps(s, &past, g->ui.made, g->ui.nmade, legal, 64);
        CHECK(n > 0);
        if (n <= 0)
            break;
        game_step(&A, &legal[0], -1, -1);
        settle();
    }
    CHECK_INT(g->ui.nmade, 2);
    CHECK_MSG(ludi_legal_steps(s, &past, g->ui.made, g->ui.nmade, legal, 64) > 0,
              "the turn is over after two steps: the test needs a third die to play");
    push_key(SDLK_h, 0);
    settle();   /* the search's outcome, however long it takes */
    CHECK_MSG(g->ui.hint_shown, "no hint in the middle of the turn");
    CHECK(g->ui.hint.nsteps == 3);
    for (int k = 0; k < 2 && k < g->ui.hint.nsteps; k++)
        CHECK_MSG(g->ui.hint.steps[k].from == g->ui.made[k].from &&
                      g->ui.hint.steps[k].to == g->ui.made[k].to &&
                      g->ui.hint.steps[k].die == g->ui.made[k].die,
                  "the hint's step %d is not the step made", k + 1);
    struct ludi_state after;
    char err[LUDI_ERR_LEN];
    CHECK_MSG(ludi_apply(s, &past, &g->ui.hint, &after, err, sizeof err), "the hint: %s", err);
    char msg[400];
    chrome_status_words(&A, msg, sizeof msg);   /* said with its chance */
    CHECK_MSG(strchr(msg, '%') != NULL, "the hint's words: %s", msg);
    /* another step: the hint was for the turn as it stood */
    int n = ludi_legal_steps(s, &past, g->ui.made, g->ui.nmade, legal, 64);
    if (n > 0) {
        game_step(&A, &legal[n - 1], -1, -1);
        settle();
        CHECK(!g->ui.hint_shown);
    }
    app_free(&A);
}

/* Clicks the middle of widget id (drawn in the last frame); false when there is none. */
static bool click(int id)
{
    for (int i = 0; i < A.nwidgets; i++) {
        const SDL_FRect *r = &A.widgets[i].r;
        if (A.widgets[i].id != id)
            continue;
        push_button(SDL_MOUSEBUTTONDOWN, r->x + r->w / 2, r->y + r->h / 2);
        push_button(SDL_MOUSEBUTTONUP, r->x + r->w / 2, r->y + r->h / 2);
        settle();
        return true;
    }
    return false;
}

/* Play-test 2: clicking "5. h1-h6" in Latrunculi's move list showed "Move 9 of 20" in the header
 * and under the list (single moves counted there, rounds in the list): both now number the
 * move as the list does, and count rounds. Play-test 3: the header said "[White's counter]
 * Move 5 of 5 (Black) - White was to move", one side's icon by the other's name: now it says
 * who played what, with that side's counter. A play-test: the question before a game is
 * replaced said "moves played: 10" where the list ended at 5; it counts the list's numbers
 * now, and the top line without a no-capture limit says single moves, as the one with it. */
static void test_one_numbering(void)
{
    static const char *const langs[][5] = {
        {"en", "Round 5 of 5: Black played ", "Showing round 5 of 5 (Black)",
         "(moves in the list: 5)", "single moves without a capture"},
        {"de", "Runde 5 von 5: Schwarz zog ", "Runde 5 von 5 (Schwarz)",
         "(Z\xc3\xbcge in der Zugliste: 5)", "Einzelz\xc3\xbcge ohne Schlagen"}};
    for (int l = 0; l < 2; l++) {
        const char *args[] = {"--game", "latrunculi", "--option", "size=8x8", "--option",
                              "nocapture=0", "--black", "human", "--white", "human",
                              "--language", langs[l][0], NULL};
        if (!open_game(args))
            return;
        struct game *g = A.game;
        for (int k = 0; k < 10; k++) {   /* ten single moves: five rounds */
            const struct ludi_state *s = ludi_session_state(&g->flow.ss);
            struct ludi_past past = ludi_session_past(&g->flow.ss);
            struct ludi_step legal[LUDI_MAX_MOVES];
            int n = ludi_legal_steps(s, &past, NULL, 0, legal, LUDI_MAX_MOVES);
            CHECK(n > 0);
            if (n <= 0)
                break;
            game_step(&A, &legal[k % n], -1, -1);
            settle();
        }
        CHECK_INT((int)ludi_session_moves_played(&g->flow.ss), 10);
        struct replace_ask q;
        for (int load = 0; load < 2; load++) {
            game_replace_question(&A, load, LUDI_DUODECIM, &q);
            CHECK_MSG(strstr(q.question, langs[l][3]) != NULL, "asked: %s", q.question);
            /* play-test 40: "Diese Partie geht verloren" read as a game counted lost */
            CHECK_MSG(strstr(q.question, l ? "nicht als verloren" : "not counted as lost") !=
                          NULL,
                      "asked: %s", q.question);
            /* play-test 42: the answers name the games, the one kept and the one to come */
            CHECK_STR(q.no, l ? "Latrunculi weiterspielen" : "Keep playing Latrunculi");
            CHECK_STR(q.yes, load ? (l ? "Gespeicherte \xc3\xb6" "ffnen" : "Open the saved game")
                                  : l ? "Duodecim scripta spielen" : "Play Duodecim scripta");
        }
        /* play-test 49: the card of the game in progress asked "Play Latrunculi" against
         * "Keep playing Latrunculi" */
        game_replace_question(&A, false, LUDI_LATRUNCULI, &q);
        CHECK_STR(q.yes, l ? "Latrunculi neu beginnen" : "New game of Latrunculi");
        CHECK_STR(q.no, l ? "Latrunculi weiterspielen" : "Keep playing Latrunculi");
        game_replace_question(&A, false, -1, &q);
        CHECK_STR(q.yes, l ? "Neue Partie beginnen" : "Start a new game");
        window_draw(&A);
        CHECK_MSG(window_drawn(&A, langs[l][4], false), "the top line's count: not '%s'",
                  langs[l][4]);
        app_frame(&A, false);
        CHECK_MSG(click(W_ENTRY + 8), "no entry for the ninth move in the list");
        CHECK_INT(g->ui.review, 9);
        char words[300], expect[300], move[LUDI_MOVE_LEN * 2];
        int icon = -1;
        size_t ev = ludi_session_events_for_moves(&g->flow.ss, 9) - 1;
        const struct ludi_event *e = ludi_session_event(&g->flow.ss, ev);
        game_move_words(A.lang, ludi_session_state_at(&g->flow.ss, ev), &e->after, &e->move,
                        game_words_side(&A), move, sizeof move);
        snprintf(expect, sizeof expect, "%s%s", langs[l][1], move);
        CHECK(chrome_review_words(&A, words, sizeof words, &icon));
        CHECK_STR(words, expect);
        CHECK_INT(icon, 0);   /* Black's counter, who played it */
        int side;
        CHECK_INT(chrome_move_round(&A, 9, &side), 5);
        CHECK_INT(side, 0);
        CHECK_INT(chrome_move_round(&A, 10, &side), 5);
        CHECK_INT(side, 1);
        CHECK_INT(chrome_move_round(&A, 0, &side), 0);
        CHECK_INT(side, -1);
        app_free(&A);
    }
}

/* Opens a saved game's text at 1280x800 in lang, with frames frames run. */
static bool open_saved(const char *text, const char *lang, int frames)
{
    return window_open_saved(&A, "1280x800", text, lang, frames);
}

/* Play-test 5: H in Latrunculi said "The computer is thinking..." while it was the player's
 * move; play-test 4: its hint gave no reason. The search says it finds a hint, and the hint
 * says what the move does (here: it takes White's last man), and that Enter plays it (the
 * keyboard's cursor stands on it, play-test 16). */
static void test_lat_hint_words(void)
{
    static const char *const langs[][3] = {
        {"en", "Finding a hint\xe2\x80\xa6",
         "The computer would play the marked move: it wins the game \xc2\xb7 Enter plays it"},
        {"de", "Ein Tipp wird gesucht\xe2\x80\xa6",
         "Der Computer w\xc3\xbcrde den markierten Zug spielen: er gewinnt die Partie \xc2\xb7 "
         "Eingabetaste spielt den Zug"}};
    for (int l = 0; l < 2; l++) {
        if (!open_saved("ludi-save 1\ngame latrunculi\noptions size=8x8\nseed 1\n"
                        "player black human\nplayer white human\n"
                        "position 7W/8/8/2bw4/8/8/8/B3b3 b 0\n", langs[l][0], 1))
            return;
        settle();
        game_ask_hint(&A);   /* what H does; the notice is said before the search ends */
        CHECK_STR(A.notice, langs[l][1]);
        settle();
        CHECK(A.game->ui.hint_shown);
        char move[LUDI_MOVE_LEN], msg[400];
        ludi_move_format(ludi_session_state(&A.game->flow.ss), &A.game->ui.hint, move,
                         sizeof move);
        CHECK_STR(move, "e1-e5");
        chrome_status_words(&A, msg, sizeof msg);
        CHECK_STR(msg, langs[l][2]);
        app_free(&A);
    }
}

/* The drawn counter of side on place where that is on top, or -1. */
static int top_piece(int side, int where)
{
    const struct game *g = A.game;
    for (int k = 0; k < g->draw.npcs; k++)
        if (g->draw.pcs[k].side == side && g->draw.pcs[k].where == where &&
            g->draw.pcs[k].idx == g->draw.pcs[k].count - 1)
            return k;
    return -1;
}

/* The line under the board with the pointer on counter k (-1: off every counter), and
 * whether the pointer's move there redraws it. */
static void pointed_line(int k, char *msg, size_t len, bool *redrawn)
{
    const struct game *g = A.game;
    char before[400];
    chrome_status_words(&A, before, sizeof before);   /* as drawn with the pointer before */
    A.mouse_x = k >= 0 ? g->draw.pcs[k].x : 5;
    A.mouse_y = k >= 0 ? g->draw.pcs[k].y : 5;
    A.dirty = false;
    struct ui_event move = {.kind = UI_MOVE, .x = A.mouse_x, .y = A.mouse_y};
    A.ops[SCENE_GAME]->event(&A, &move);
    *redrawn = A.dirty;
    chrome_status_words(&A, msg, len);
}

/* Play-test 34: in Pente grammai pointing at a counter said nothing of where it would go. With
 * nothing lifted, the line says where the counter pointed at goes with the throw, and whether
 * it knocks a counter off there; a counter that cannot move, or none, leaves the line as it
 * was; the line is drawn again as the pointer moves from one to the other. */
static void test_pente_pointed_words(void)
{
    static const char *const said[][6] = {
        {"en", "This counter enters on 2A and knocks the counter there off the board",
         "This counter goes to 3B",
         /* play-test 57: the rule that forces it, said */
         "A counter of yours can enter at 2A, and entering comes first: click the ringed "
         "counter to play it",
         "This counter can go to 2A, 3A or 4A",
         "This counter goes to 3B \xc2\xb7 click a ringed place to move it there"},
        {"de", "Dieser Stein wird auf 2A eingesetzt und wirft den Stein dort vom Brett",
         "Dieser Stein zieht auf 3B",
         "Einer Ihrer Steine kann auf 2A eingesetzt werden, und Einsetzen geht vor: den markierten "
         "Stein anklicken, um ihn zu spielen",
         "Dieser Stein kann auf 2A, 3A oder 4A ziehen",
         "Dieser Stein zieht auf 3B \xc2\xb7 einen markierten Platz anklicken, um ihn dorthin zu "
         "ziehen"}};
    for (int l = 0; l < 2; l++) {
        char msg[400];
        bool redrawn;
        /* entering onto a lone white counter; the counter on 5A cannot move (one waiting
         * must enter first) */
        if (!open_saved("ludi-save 1\ngame pente\noptions lines=5 mode=knockoff\nseed 1\n"
                        "player a human\nplayer b human\n"
                        "position A:off,off,off,off,5A B:2A,off,off,off,off a\nroll 2\n",
                        said[l][0], 1))
            return;
        settle();
        int off = top_piece(0, LUDI_OFF), on5a = top_piece(0, 4);
        CHECK(off >= 0 && on5a >= 0);
        if (off < 0 || on5a < 0) {
            app_free(&A);
            return;
        }
        pointed_line(off, msg, sizeof msg, &redrawn);
        CHECK_STR(msg, said[l][1]);
        CHECK_MSG(redrawn, "%s: pointing at the waiting counter redraws the line", said[l][0]);
        pointed_line(on5a, msg, sizeof msg, &redrawn);
        CHECK_STR(msg, said[l][3]);
        CHECK_MSG(redrawn, "%s: pointing away from it redraws the line", said[l][0]);
        pointed_line(-1, msg, sizeof msg, &redrawn);
        CHECK_STR(msg, said[l][3]);
        CHECK_MSG(!redrawn, "%s: off every counter, nothing to draw again", said[l][0]);
        app_free(&A);
        /* a counter on 1B going to the sacred point 3B */
        if (!open_saved("ludi-save 1\ngame pente\noptions lines=5 mode=knockoff\nseed 1\n"
                        "player a human\nplayer b human\n"
                        "position A:3B,3B,3B,3B,1B B:2A,4A,off,off,off a\nroll 2\n",
                        said[l][0], 1))
            return;
        settle();
        int on1b = top_piece(0, 5);
        pointed_line(on1b, msg, sizeof msg, &redrawn);
        CHECK_STR(msg, said[l][2]);
        /* lifted by a click (play-test 35: "choose a ringed counter" stood on): where it goes
         * and what to do now, wherever the pointer is */
        if (on1b >= 0) {
            push_button(SDL_MOUSEBUTTONDOWN, A.game->draw.pcs[on1b].x, A.game->draw.pcs[on1b].y);
            push_button(SDL_MOUSEBUTTONUP, A.game->draw.pcs[on1b].x, A.game->draw.pcs[on1b].y);
            settle();
        }
        CHECK(A.game->ui.lift >= 0);
        pointed_line(-1, msg, sizeof msg, &redrawn);
        CHECK_STR(msg, said[l][5]);
        app_free(&A);
        /* the classic mode: a throw of 3 shared, so a counter reaches three places */
        if (!open_saved("ludi-save 1\ngame pente\noptions lines=5 mode=classic\nseed 1\n"
                        "player a human\nplayer b human\n"
                        "position A:1A,5A,3B,3B,3B B:4B,5B,3A,3A,3A a\nroll 3\n",
                        said[l][0], 1))
            return;
        settle();
        pointed_line(top_piece(0, 0), msg, sizeof msg, &redrawn);
        CHECK_STR(msg, said[l][4]);
        app_free(&A);
    }
}

/* Play-test 58: on Pente grammai's first throw the line said "Only one move is possible:
 * click a counter to play it", naming neither counter nor place. A turn of one step says it
 * in words: a waiting counter entering, or a counter going from one place to another. */
static void test_forced_one_step_named(void)
{
    static const char *const said[][3] = {
        {"en", "Only one move is possible: a waiting counter enters on 3A. Click the ringed "
               "counter to play it",
         "Only one move is possible: the counter on 2A goes to 3A. Click it to play it"},
        {"de", "Nur ein Zug ist m\xc3\xb6glich: ein wartender Stein wird auf 3A eingesetzt. Den "
               "markierten Stein anklicken, um ihn zu spielen",
         "Nur ein Zug ist m\xc3\xb6glich: der Stein auf 2A zieht nach 3A. Ihn anklicken, um ihn "
         "zu spielen"}};
    for (int l = 0; l < 2; l++) {
        char msg[400];
        if (!open_saved("ludi-save 1\ngame pente\noptions lines=5 mode=knockoff\nseed 1\n"
                        "player a human\nplayer b human\n"
                        "position A:off,off,off,off,off B:off,off,off,off,off a\nroll 3\n",
                        said[l][0], 1))
            return;
        settle();
        chrome_status_words(&A, msg, sizeof msg);
        CHECK_STR(msg, said[l][1]);
        int off = top_piece(0, LUDI_OFF);
        CHECK(off >= 0);
        if (off >= 0) {
            push_button(SDL_MOUSEBUTTONDOWN, A.game->draw.pcs[off].x, A.game->draw.pcs[off].y);
            settle();
            CHECK(A.game->ui.lift >= 0);
            chrome_status_words(&A, msg, sizeof msg);   /* held: where it goes */
            CHECK_STR(msg, l ? "Dieser Stein wird auf 3A eingesetzt \xc2\xb7 einen markierten "
                               "Platz anklicken, um ihn dorthin zu ziehen"
                             : "This counter enters on 3A \xc2\xb7 click a ringed place to move "
                               "it there");
            push_button(SDL_MOUSEBUTTONUP, A.game->draw.pcs[off].x, A.game->draw.pcs[off].y);
            settle();
            /* the click plays it whole */
            CHECK_INT((int)ludi_session_moves_played(&A.game->flow.ss), 1);
        }
        app_free(&A);
        /* classic mode, a 1: 1A's would land on its own on 2A, 3B's on Black's on 4B; only
         * 2A's can move, to the sacred 3A */
        if (!open_saved("ludi-save 1\ngame pente\noptions lines=5 mode=classic\nseed 1\n"
                        "player a human\nplayer b human\n"
                        "position A:1A,2A,3B,3B,3B B:4B,5A,4A,1B,2B a\nroll 1\n",
                        said[l][0], 1))
            return;
        settle();
        A.mouse_x = A.mouse_y = 5;
        chrome_status_words(&A, msg, sizeof msg);
        CHECK_STR(msg, said[l][2]);
        app_free(&A);
    }
}

/* Play-test 58: at 800x600 the German key broke "Wei\xc3\x9f zieht / herum: 1B bis 5B, 1A bis / 5A".
 * A part too long for a line breaks between its phrases, after the colon that ends words or
 * after a comma, where each phrase fits; never after a notation's colon ("x:"). */
static void test_pente_key_narrow(void)
{
    const char *args[] = {"--game", "pente", "--language", "de", "--scene", "game", NULL};
    if (!window_open(&A, "800x600", args, 1))
        return;
    settle();
    char laid[900];
    chrome_list_key_laid(&A, laid, sizeof laid);
    static const char *const whole[] = {
        "Wei\xc3\x9f\xc2\xa0zieht\xc2\xa0herum:", "1B\xc2\xa0" "bis\xc2\xa0" "5B,",
        "1A\xc2\xa0" "bis\xc2\xa0" "5A", "x:\xc2\xa0wirft"};
    for (size_t k = 0; k < sizeof whole / sizeof whole[0]; k++)
        CHECK_MSG(strstr(laid, whole[k]) != NULL, "the key \"%s\" may break inside \"%s\"",
                  laid, whole[k]);
    /* ... and it does break there: the part is too long for one line */
    CHECK_MSG(strstr(laid, "herum: 1B") != NULL, "the key \"%s\"", laid);
    app_free(&A);
}

/* Play-test 5: after Ctrl+Z (the player's move and the computer's reply taken back) the
 * computer's move before lost its last-move ring. After undo and redo the marks show the move
 * that led to the position shown. */
static void test_undo_marks_last(void)
{
    const char *args[] = {"--game", "latrunculi", "--option", "size=8x8", "--black", "human",
                          "--white", "computer", "--level", "1", "--seed", "3", NULL};
    if (!open_game(args))
        return;
    struct game *g = A.game;
    for (int k = 0; k < 2; k++) {   /* two moves of Black's, each answered */
        settle();
        const struct ludi_state *s = ludi_session_state(&g->flow.ss);
        struct ludi_past past = ludi_session_past(&g->flow.ss);
        struct ludi_step legal[LUDI_MAX_MOVES];
        int n = ludi_legal_steps(s, &past, NULL, 0, legal, LUDI_MAX_MOVES);
        CHECK(n > 0 && s->side == 0);
        if (n <= 0)
            break;
        game_step(&A, &legal[k % n], -1, -1);
        settle();
    }
    CHECK_INT((int)ludi_session_moves_played(&g->flow.ss), 4);
    const struct ludi_event *reply1 = ludi_session_event(&g->flow.ss, 1);
    const struct ludi_event *reply2 = ludi_session_event(&g->flow.ss, 3);
    CHECK(reply1->kind == LUDI_EVENT_MOVE && reply1->side == 1);
    push_key(SDLK_z, KMOD_LCTRL);
    settle();
    CHECK_INT((int)ludi_session_moves_played(&g->flow.ss), 2);
    CHECK_MSG(g->draw.has_last, "no last move marked after undo");
    CHECK_INT(g->draw.last_side, 1);
    CHECK(g->draw.nlast == 1 && g->draw.last[0].from == reply1->move.steps[0].from &&
          g->draw.last[0].to == reply1->move.steps[0].to);
    push_key(SDLK_y, KMOD_LCTRL);
    settle();
    CHECK_INT((int)ludi_session_moves_played(&g->flow.ss), 4);
    CHECK_MSG(g->draw.has_last, "no last move marked after redo");
    CHECK(g->draw.nlast == 1 && g->draw.last[0].from == reply2->move.steps[0].from &&
          g->draw.last[0].to == reply2->move.steps[0].to && g->draw.last_side == 1);
    app_free(&A);
}

/* Play-test 4: the computer's captures happened silently (the list's x and the tray only).
 * The line under the board says what it took, before what to do now, until the next move; in
 * Latrunculi with its move (play-test 37: that only in the list). The
 * computer's move is set as its search would hand it over, so the test does not depend on what
 * it would choose. */
static void test_capture_said(void)
{
    static const struct {
        const char *lang, *save, *move, *words;
    } cases[] = {
        {"en", "game latrunculi\noptions size=8x8\nseed 1\nplayer black computer 1\n"
               "player white human\nposition w6W/8/8/2bw4/8/8/8/B3b3 b 0\n",
         "e1-e5", "Black took your man on d5 (by e1-e5)"},
        {"de", "game latrunculi\noptions size=8x8\nseed 1\nplayer black computer 1\n"
               "player white human\nposition w6W/8/8/2bw4/8/8/8/B3b3 b 0\n",
         "e1-e5", "Schwarz hat Ihren Stein auf d5 geschlagen (mit e1-e5)"},
        {"en", "game pente\nseed 1\nplayer a human\nplayer b computer 1\nroll 1\nmove off-1A\n"
               "roll 6\n",
         "off-1A", "White threw 6 and knocked your counter off 1A \xc2\xb7 Click the die or press "
                   "Space to throw"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char save[400];
        snprintf(save, sizeof save, "ludi-save 1\n%s", cases[i].save);
        if (!open_saved(save, cases[i].lang, 0))
            return;
        struct game *g = A.game;
        const struct ludi_state *s = ludi_session_state(&g->flow.ss);
        char err[LUDI_ERR_LEN], msg[400];
        int mover = s->side, off = ludi_counters_off(s, !mover);
        CHECK(ludi_move_parse(s, cases[i].move, &g->flow.pending, err, sizeof err));
        g->flow.pending_next = 0;
        settle();
        CHECK_INT(ludi_counters_off(ludi_session_state(&g->flow.ss), !mover), off + 1);
        chrome_status_words(&A, msg, sizeof msg);
        CHECK_STR(msg, cases[i].words);
        /* the player's move: said no more */
        s = ludi_session_state(&g->flow.ss);
        if (s->phase == LUDI_PHASE_ROLL)
            game_throw(&A);
        settle();
        s = ludi_session_state(&g->flow.ss);
        struct ludi_past past = ludi_session_past(&g->flow.ss);
        struct ludi_step legal[LUDI_MAX_MOVES];
        int n = ludi_legal_steps(s, &past, NULL, 0, legal, LUDI_MAX_MOVES);
        CHECK(n > 0 && s->side == !mover);
        if (n > 0)
            game_step(&A, &legal[0], -1, -1);
        chrome_status_words(&A, msg, sizeof msg);
        CHECK_MSG(g->ui.took == 0 && strstr(msg, " your ") == NULL && strstr(msg, " Ihr") == NULL,
                  "%s", msg);
        app_free(&A);
    }
}

/* Plays the step named `step` ("5-10") again and again while the side to move stays the
 * one that began, step by step as a hand would, each time waiting until nothing moves. */
static void play_named_steps(const char *step)
{
    struct game *g = A.game;
    int mover = ludi_session_state(&g->flow.ss)->side;
    for (int k = 0; k < LUDI_MAX_STEPS && ludi_session_state(&g->flow.ss)->side == mover &&
                    ludi_session_state(&g->flow.ss)->phase == LUDI_PHASE_MOVE;
         k++) {
        struct ludi_past past = ludi_session_past(&g->flow.ss);
        struct ludi_step legal[LUDI_MAX_MOVES];
        int n = ludi_legal_steps(ludi_session_state(&g->flow.ss), &past, g->ui.made,
                                 g->ui.nmade, legal, LUDI_MAX_MOVES);
        int pick = -1;
        for (int j = 0; j < n && j < LUDI_MAX_MOVES && pick < 0; j++) {
            char name[LUDI_MOVE_LEN];
            struct ludi_move one = {.nsteps = 1, .steps = {legal[j]}};
            ludi_move_format(ludi_session_state(&g->flow.ss), &one, name, sizeof name);
            if (strcmp(name, step) == 0)
                pick = j;
        }
        CHECK_MSG(pick >= 0, "no step %s", step);
        if (pick < 0)
            break;
        game_step(&A, &legal[pick], -1, -1);
        while (g->flow.pending_next >= 0 || game_busy(&A))
            app_frame(&A, false);
    }
}

/* Play-test 8: the player's own captures went unsaid (the computer's were): said the same way,
 * to the player who took them; at one table, to the person who lost them, as the computer's
 * are, by both sides' names (play-test 13: "your" was either person). The player's turn is
 * played step by step as a hand would, the step given each time. */
static void test_own_capture_said(void)
{
    static const struct {
        const char *lang, *save, *step, *words;
    } cases[] = {
        {"en", "game latrunculi\noptions size=8x8\nseed 1\nplayer black human\n"
               "player white computer 1\nposition w6W/8/8/2bw4/8/8/8/B3b3 b 0\n",
         "e1-e5", "You took the enemy man on d5"},
        {"de", "game latrunculi\noptions size=8x8\nseed 1\nplayer black human\n"
               "player white computer 1\nposition w6W/8/8/2bw4/8/8/8/B3b3 b 0\n",
         "e1-e5", "Sie haben den gegnerischen Stein auf d5 geschlagen"},
        {"en", "game latrunculi\noptions size=8x8\nseed 1\nplayer black human\n"
               "player white human\nposition w6W/8/8/2bw4/8/8/8/B3b3 b 0\n",
         "e1-e5", "Black took White's man on d5"},
        {"de", "game latrunculi\noptions size=8x8\nseed 1\nplayer black human\n"
               "player white human\nposition w6W/8/8/2bw4/8/8/8/B3b3 b 0\n",
         "e1-e5", "Schwarz hat den Stein von Wei\xc3\x9f auf d5 geschlagen"},
        {"en", "game duodecim\noptions path=standard\nseed 1\nplayer one human\n"
               "player two human\nposition one:5*15 two:22,30*14 one\nroll 5 5 5\n",
         "5-10", "Black hit one of White's counters: it must enter again \xc2\xb7 Click the dice "
                  "or press Space to throw"},
        {"en", "game pente\nseed 1\nplayer a computer 1\nplayer b human\nroll 1\n"
               "move off-1A\nroll 6\n",
         "off-1A", "You knocked the enemy counter off 1A"},
        {"de", "game pente\nseed 1\nplayer a computer 1\nplayer b human\nroll 1\n"
               "move off-1A\nroll 6\n",
         "off-1A", "Sie haben den gegnerischen Stein auf 1A hinausgeworfen"},
        {"en", "game duodecim\noptions path=standard\nseed 1\nplayer one human\n"
               "player two computer 1\nposition one:5*15 two:22,30*14 one\nroll 5 5 5\n",
         "5-10", "You hit an enemy counter: it must enter again"},
        {"de", "game duodecim\noptions path=standard\nseed 1\nplayer one human\n"
               "player two computer 1\nposition one:5*15 two:22,30*14 one\nroll 5 5 5\n",
         "5-10", "Sie haben einen gegnerischen Stein geschlagen: er muss neu eingesetzt werden"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char save[400];
        snprintf(save, sizeof save, "ludi-save 1\n%s", cases[i].save);
        if (!open_saved(save, cases[i].lang, 0))
            return;
        settle();
        struct game *g = A.game;
        const struct ludi_state *s = ludi_session_state(&g->flow.ss);
        int mover = s->side, off = ludi_counters_off(s, !mover);
        play_named_steps(cases[i].step);
        CHECK_INT(ludi_counters_off(ludi_session_state(&g->flow.ss), !mover), off + 1);
        char msg[400];
        chrome_status_words(&A, msg, sizeof msg);
        CHECK_STR(msg, cases[i].words);
        app_free(&A);
    }
}

/* Play-test 32: in Duodecim scripta "You hit an enemy counter: it must enter again" stayed
 * said through the computer's reply, which had entered that counter again, and came back at
 * the person's next throw. The reply ends it, as in Pente grammai (Latrunculi keeps a capture
 * said through a reply that takes nothing). */
static void test_own_hit_not_kept(void)
{
    static const char save[] = "ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                               "player one human\nplayer two computer 1\n"
                               "position one:5*15 two:22,30*14 one\nroll 5 5 5\n";
    if (!open_saved(save, "en", 0))
        return;
    settle();
    struct game *g = A.game;
    play_named_steps("5-10");   /* the first hits 22's counter */
    char msg[400];
    chrome_status_words(&A, msg, sizeof msg);
    CHECK_STR(msg, "You hit an enemy counter: it must enter again");
    settle();   /* the computer's turn, whole */
    const struct ludi_state *s = ludi_session_state(&g->flow.ss);
    CHECK_INT(s->side, 0);
    CHECK_INT(ludi_counters_off(s, 1), 0);   /* it entered the counter hit */
    chrome_status_words(&A, msg, sizeof msg);
    CHECK_MSG(strstr(msg, "You hit") == NULL, "%s", msg);
    CHECK_MSG(strstr(msg, "White threw") != NULL, "%s", msg);
    app_free(&A);
}

/* Play-test 32: the end's panel beside the board covered the winner's borne-off pile
 * (Duodecim scripta) and half of the waiting counters (Pente grammai): it keeps clear of the
 * counters in the trays beside the board, at every size. */
static void test_over_clear_of_trays(void)
{
    static const char *const saves[] = {
        "ludi-save 1\ngame duodecim\noptions path=standard\nseed 7\nplayer one human\n"
        "player two computer 1\nposition one:30,out*14 two:20*15 one\nroll 6 5 4\n"
        "move 30-out\n",
        "ludi-save 1\ngame pente\nseed 1\nplayer a human\nplayer b computer 1\n"
        "position A:2B,3B,3B,3B,3B B:1A,off,off,off,off a\nroll 1\nmove 2B-3B\n"};
    static const char *const sizes[] = {"1280x800", "800x600", "700x1000"};
    for (int i = 0; i < 2; i++)
        for (int si = 0; si < 3; si++) {
            if (!window_open_saved(&A, sizes[si], saves[i], si == 2 ? "de" : "en", 1))
                return;
            settle();
            window_draw(&A);
            SDL_FRect box;
            chrome_over_box(&A, &box);
            CHECK_MSG(box.w > 0, "save %d %s: no panel", i, sizes[si]);
            const struct game *g = A.game;
            int trayed = 0;
            for (int k = 0; k < g->draw.npcs; k++) {
                const struct vpiece *p = &g->draw.pcs[k];
                if (p->where != LUDI_OFF && p->where != LUDI_OUT)
                    continue;
                trayed++;
                CHECK_MSG(!(p->x > box.x && p->x < box.x + box.w && p->y > box.y &&
                            p->y < box.y + box.h),
                          "save %d %s: the counter at (%.0f, %.0f) under the panel", i, sizes[si],
                          p->x, p->y);
            }
            CHECK_MSG(trayed > 0, "save %d %s: no counters in the trays", i, sizes[si]);
            /* play-test 34: in a portrait window the panel under the board stood on the dice
             * (Pente grammai's die at 700x1000 in German): it keeps clear of them too */
            const SDL_FRect *d = &g->draw.view.dice;
            if (si == 2)
                CHECK_MSG(d->w > 0 && (d->y + d->h <= box.y || d->y >= box.y + box.h ||
                                       d->x + d->w <= box.x || d->x >= box.x + box.w),
                          "save %d %s: the dice (%.0f..%.0f) under the panel (%.0f..%.0f)", i,
                          sizes[si], d->y, d->y + d->h, box.y, box.y + box.h);
            app_free(&A);
        }
}

/* Play-test 38: at 800x600 the end's panel stood over Pente grammai's whole board (the room
 * beside it, 245 wide, was too narrow for it). It stands beside the board there, in Latrunculi
 * 8x8 too, its buttons whole, in English and German: where the row of three would cut their
 * words (German), Rematch and New game on a row and Menu under them. At 1280x800 one row. */
static void test_over_beside_small(void)
{
    static const char *const saves[] = {
        "ludi-save 1\ngame pente\nseed 1\nplayer a human\nplayer b computer 1\n"
        "position A:2B,3B,3B,3B,3B B:1A,off,off,off,off a\nroll 1\nmove 2B-3B\n",
        "ludi-save 1\ngame latrunculi\noptions size=8x8\nseed 1\nplayer black human\n"
        "player white computer 1\nposition wwwwwwww/3W4/8/8/4b3/8/3bBb2/1bb1b1bb b 2\n"
        "move e4-e3\n",
        /* every counter entered: the trays hold only their captions */
        "ludi-save 1\ngame pente\nseed 1\nplayer a human\nplayer b computer 1\n"
        "position A:2B,3B,3B,3B,3B B:1A,2A,4A,5A,4B a\nroll 1\nmove 2B-3B\n"};
    static const int ids[] = {W_REMATCH, W_NEWGAME, W_TOMENU, W_REVIEW};
    for (int i = 0; i < 3; i++)
        for (int l = 0; l < 3; l++) {
            const char *size = l == 2 ? "1280x800" : "800x600";
            if (!window_open_saved(&A, size, saves[i], l == 1 ? "de" : "en", 1))
                return;
            settle();
            window_draw(&A);
            SDL_FRect box;
            chrome_over_box(&A, &box);
            const SDL_FRect *b = &A.game->draw.view.board;
            CHECK_MSG(box.w > 0, "save %d %s: no panel", i, size);
            CHECK_MSG(box.x >= b->x + b->w || box.x + box.w <= b->x, "save %d %s: the panel "
                      "(%.0f..%.0f) over the board (%.0f..%.0f)", i, size, box.x, box.x + box.w,
                      b->x, b->x + b->w);
            CHECK_MSG(box.x + box.w <= 800 + (l == 2) * 480, "save %d %s: out of the window", i,
                      size);
            /* play-test 39: clear of an empty tray's caption too ("alle eingesetzt", two lines
             * at 800x600), at the tray's end */
            for (int side = 0; side < 2; side++) {
                const struct view *v = &A.game->draw.view;
                SDL_FRect tr = v->tray[side];
                bool held = false;
                for (int k = 0; k < A.game->draw.npcs; k++)
                    held |= A.game->draw.pcs[k].side == side &&
                            A.game->draw.pcs[k].where == LUDI_OFF;
                float line = 40 * A.game->draw.lay.t, y0 = v->tray_top[side] ? tr.y
                                                                               : tr.y + tr.h - line;
                if (tr.w > 0 && !held)
                    CHECK_MSG(y0 + line <= box.y || y0 >= box.y + box.h || tr.x + tr.w <= box.x ||
                                  tr.x >= box.x + box.w,
                              "save %d %s: the panel over side %d's tray caption", i, size, side);
            }
            const struct widget *w[4];
            for (int k = 0; k < 4; k++) {
                w[k] = window_widget(&A, ids[k]);
                CHECK_MSG(w[k] && !w[k]->cut && w[k]->r.x >= box.x &&
                              w[k]->r.x + w[k]->r.w <= box.x + box.w && w[k]->r.y >= box.y &&
                              w[k]->r.y + w[k]->r.h <= box.y + box.h,
                          "save %d %s %s: button %d cut or out of the panel", i, size,
                          l == 1 ? "de" : "en", k);
            }
            if (w[0] && w[1] && w[2]) {
                /* stacked only where the row would cut them (German at 800x600) */
                bool one_row = w[0]->r.y == w[2]->r.y;
                if (l != 0)
                    CHECK_MSG(one_row == (l == 2), "save %d %s: the buttons %s", i, size,
                              one_row ? "in one row" : "stacked");
                CHECK(w[0]->r.y == w[1]->r.y);
            }
            app_free(&A);
        }
}

/* The statistics' row of the game shown, or NULL. */
static const struct ludi_stat *stats_row(void)
{
    char key[96];
    game_stats_key(&A, key, sizeof key);
    for (int i = 0; i < A.stats.n; i++)
        if (strcmp(A.stats.row[i].key, key) == 0)
            return &A.stats.row[i];
    return NULL;
}

/* Play-test 8: a loss undone (its panel closed to look at the board) and lost again showed only
 * "Show the result", no panel; and the statistics counted every loss undone. Each end shows its
 * panel, and a game counts once, with the result it ends with. Black's e4-e3 shuts in its own
 * king: the computer wins. */
static void test_end_again(void)
{
    static const char save[] = "ludi-save 1\ngame latrunculi\noptions size=8x8\nseed 1\n"
                               "player black human\nplayer white computer 1\n"
                               "position wwwwwwww/3W4/8/8/4b3/8/3bBb2/1bb1b1bb b 2\n";
    if (!open_saved(save, "en", 0))
        return;
    settle();
    struct game *g = A.game;
    const struct ludi_step lose = {.from = 3 * 8 + 4, .to = 2 * 8 + 4};   /* e4-e3 */
    for (int k = 0; k < 3; k++) {
        struct ludi_step st = lose;
        CHECK(game_step(&A, &st, -1, -1));
        settle();
        CHECK(ludi_session_state(&g->flow.ss)->phase == LUDI_PHASE_OVER);
        CHECK_MSG(chrome_over_shown(&A), "end %d: no result panel", k + 1);
        const struct ludi_stat *r = stats_row();
        CHECK_MSG(r && r->played == 1 && r->won == 0 && r->drawn == 0, "end %d: played %d", k + 1,
                  r ? r->played : 0);
        g->ui.over_hidden = true;   /* the panel closed (its x), to look at the board */
        if (k < 2) {
            game_undo(&A);
            settle();
            CHECK(ludi_session_state(&g->flow.ss)->phase == LUDI_PHASE_MOVE);
            CHECK_MSG(stats_row() == NULL, "the end undone is still counted");
        }
    }
    /* made again by Redo: counted again, once */
    game_undo(&A);
    settle();
    game_redo(&A);
    settle();
    CHECK(ludi_session_state(&g->flow.ss)->phase == LUDI_PHASE_OVER);
    CHECK(stats_row() && stats_row()->played == 1);
    app_free(&A);
    /* a game loaded finished was counted when it ended: not again (the statistics start empty
     * here), nor taken back, nor counted when it ends once more */
    char over[400];
    snprintf(over, sizeof over, "%smove e4-e3\n", save);
    if (!open_saved(over, "en", 0))
        return;
    settle();
    CHECK(chrome_over_shown(&A));
    CHECK(stats_row() == NULL);
    game_undo(&A);
    settle();
    CHECK(stats_row() == NULL);
    struct ludi_step st = lose;
    CHECK(game_step(&A, &st, -1, -1));
    settle();
    CHECK(chrome_over_shown(&A) && stats_row() == NULL);
    app_free(&A);
}

/* Play-test 7: a saved game, loaded, showed no last-move ring until the next move: the move
 * that led to the position is marked from the record, as after undo. */
static void test_load_marks_last(void)
{
    const char *save = "ludi-save 1\ngame latrunculi\noptions size=8x8\nseed 1\n"
                       "player black human\nplayer white human\nmove b1-b3\nmove c8-c5\n";
    if (!open_saved(save, "en", 0))
        return;
    struct game *g = A.game;
    CHECK_INT((int)ludi_session_moves_played(&g->flow.ss), 2);
    CHECK_MSG(g->draw.has_last, "no last move marked after loading");
    CHECK(g->draw.nlast == 1 && g->draw.last_side == 1);
    const struct ludi_event *ev = ludi_session_event(&g->flow.ss, 1);
    CHECK(ev->kind == LUDI_EVENT_MOVE && ev->move.steps[0].from == g->draw.last[0].from &&
          ev->move.steps[0].to == g->draw.last[0].to);
    app_free(&A);
}

/* Play-test 6: at 700x1000 with the move list open, about 100 px of bare wood stood between
 * the board and the list; the list takes what the board leaves, in every game. */
static void test_tall_list_takes_room(void)
{
    static const char *const games[] = {"latrunculi", "pente", "duodecim"};
    for (int i = 0; i < 3; i++) {
        const char *args[] = {"--game", games[i], NULL};
        if (!window_open(&A, "700x1000", args, 1))
            return;
        const struct game_layout *l = &A.game->draw.lay;
        float spare = l->area.h - view_used_height(&A.game->draw.view);
        CHECK_MSG(l->portrait && l->list.h > 0, "%s: no list under the board", games[i]);
        CHECK_MSG(spare <= 24 * l->t + 1, "%s: %.0f px left between board and list", games[i],
                  (double)spare);
        app_free(&A);
    }
}

/* Play-test 9: with animations off, a game of two computers stopped after the first move and
 * went on only while the mouse moved: the window slept (SDL_WaitEvent) while the computer's
 * next search was still to be started. Every frame of a whole game: the window may sleep only
 * when a search runs (its thread wakes the window) or the game is over and said so. */
static void test_no_sleep_with_work(void)
{
    static const char *const games[][2] = {{"latrunculi", "8x8"}, {"duodecim", NULL}};
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        const char *args[] = {"--game", games[i][0], "--black", "computer", "--white",
                              "computer", "--level", "1",
                              "--animation", "off", "--seed", "3",
                              games[i][1] ? "--size" : NULL, games[i][1], NULL};
        if (!open_game(args))
            return;
        Uint64 t0 = SDL_GetTicks64();
        int sleeps = 0, frames = 0;
        for (;;) {
            struct game *g = A.game;
            const struct scene_ops *ops = A.ops[A.scene];
            bool would_sleep = !(ops->busy && ops->busy(&A)) && !A.dirty;
            bool over = ludi_session_state(&g->flow.ss)->phase == LUDI_PHASE_OVER;
            if (would_sleep && !g->flow.comp.busy && !(over && g->flow.over_announced))
                sleeps++;
            if ((over && g->flow.over_announced) || sleeps > 0 ||
                SDL_GetTicks64() - t0 > (Uint64)(WINDOW_SETTLE_LIMIT_S * 1000))
                break;
            app_frame(&A, false);
            frames++;
            SDL_Delay(1);
        }
        CHECK_MSG(sleeps == 0, "%s: the window would sleep with the game to go on (frame %d, "
                  "%zu moves played)", games[i][0], frames,
                  ludi_session_moves_played(&A.game->flow.ss));
        CHECK_MSG(ludi_session_state(&A.game->flow.ss)->phase == LUDI_PHASE_OVER,
                  "%s: the computers' game did not end", games[i][0]);
        app_free(&A);
    }
}

/* A play-test: the player's own capture was said only while the computer thought, and went
 * unseen. The computer's reply that takes nothing leaves it said until the player moves again
 * (e1-e5 takes d5; White, a man on a8 and the king, can take nothing back), and (play-test 35:
 * the reply went unsaid) what the computer played after it. */
static void test_own_capture_kept(void)
{
    static const char *const langs[][5] = {
        {"en", "You took the enemy man on d5 \xc2\xb7 White played ", "",
         "You took the enemy man on d5", "You took the enemy man on d5 \xc2\xb7 White moved its king: "},
        {"de", "Sie haben den gegnerischen Stein auf d5 geschlagen \xc2\xb7 Wei\xc3\x9f hat ",
         " gezogen", "Sie haben den gegnerischen Stein auf d5 geschlagen",
         "Sie haben den gegnerischen Stein auf d5 geschlagen \xc2\xb7 Wei\xc3\x9f hat den "
         "K\xc3\xb6nig "}};
    for (int l = 0; l < 2; l++) {
        if (!open_saved("ludi-save 1\ngame latrunculi\noptions size=8x8\nseed 1\n"
                        "player black human\nplayer white computer 1\n"
                        "position w6W/8/8/2bw4/8/8/8/B3b3 b 0\n", langs[l][0], 0))
            return;
        settle();
        struct game *g = A.game;
        struct ludi_move m;
        char err[LUDI_ERR_LEN], msg[400];
        CHECK(ludi_move_parse(ludi_session_state(&g->flow.ss), "e1-e5", &m, err, sizeof err));
        game_step(&A, &m.steps[0], -1, -1);
        settle();   /* the computer's reply, whatever it is */
        const struct ludi_state *s = ludi_session_state(&g->flow.ss);
        CHECK_INT((int)ludi_session_moves_played(&g->flow.ss), 2);
        CHECK(s->side == 0 && s->phase == LUDI_PHASE_MOVE);
        CHECK_INT(ludi_counters_off(s, 0), 8 - 2);   /* Black lost nothing back: c5, e5 */
        chrome_status_words(&A, msg, sizeof msg);
        /* ... and White's reply, as the list writes it, after the capture */
        const struct ludi_event *e = ludi_session_event(&g->flow.ss, 1);
        char reply[LUDI_MOVE_LEN], want[400];
        ludi_move_format(ludi_session_state_at(&g->flow.ss, 1), &e->move, reply, sizeof reply);
        bool king = strncmp(reply, "h8", 2) == 0;   /* the king's move, said as the king's */
        snprintf(want, sizeof want, "%s%s%s", langs[l][king ? 4 : 1], reply, langs[l][2]);
        CHECK_STR(msg, want);
        /* the player's next move, taking nothing: said no more */
        struct ludi_past past = ludi_session_past(&g->flow.ss);
        struct ludi_step legal[LUDI_MAX_MOVES];
        int n = ludi_legal_steps(s, &past, NULL, 0, legal, LUDI_MAX_MOVES);
        CHECK(n > 0);
        if (n > 0)
            game_step(&A, &legal[0], -1, -1);
        chrome_status_words(&A, msg, sizeof msg);
        CHECK_MSG(strstr(msg, langs[l][3]) == NULL, "%s", msg);
        app_free(&A);
    }
}

/* Play-tests 38, 39: after the player's capture, the computer's reply that made a threat went
 * unsaid: the line kept "You took the enemy man on d5 \xc2\xb7 Your man on a5 can be taken
 * next move". The reply is said before the warning instead (e1-e5 takes d5, White's h4-a4
 * threatens a5 by a8-a6), and with a man lifted neither is; both languages. */
static void test_reply_said_with_warning(void)
{
    static const char *const langs[][3] = {
        {"en", "White played h4-a4 \xc2\xb7 ", "You took"},
        {"de", "Wei\xc3\x9f hat h4-a4 gezogen \xc2\xb7 ", "Sie haben"}};
    for (int l = 0; l < 2; l++) {
        if (!open_saved("ludi-save 1\ngame latrunculi\noptions size=8x8\nseed 1\n"
                        "player black human\nplayer white computer 1\n"
                        "position w6W/8/8/b1bw4/7w/8/8/B3b3 b 0\nmove e1-e5\nmove h4-a4\n",
                        langs[l][0], 0))
            return;
        settle();
        struct game *g = A.game;
        /* as the window leaves it after the player's capture (game.c), then the reply */
        g->ui.took = 1;
        g->ui.took_side = 0;
        g->ui.took_own = true;
        snprintf(g->ui.took_at, sizeof g->ui.took_at, "d5");
        char msg[400];
        chrome_status_words(&A, msg, sizeof msg);
        CHECK_MSG(strncmp(msg, langs[l][1], strlen(langs[l][1])) == 0 &&
                      strstr(msg, "a5") != NULL && strstr(msg, langs[l][2]) == NULL,
                  "%s: \"%s\"", langs[l][0], msg);
        /* play-test 52: with a man lifted (a5's), the player's capture before the reply does
         * not come back in the reply's place */
        for (int k = 0; k < g->draw.npcs && g->ui.lift < 0; k++)
            if (g->draw.pcs[k].side == 0 && g->draw.pcs[k].where == 4 * 8 + 0) {
                push_button(SDL_MOUSEBUTTONDOWN, g->draw.pcs[k].x, g->draw.pcs[k].y);
                push_button(SDL_MOUSEBUTTONUP, g->draw.pcs[k].x, g->draw.pcs[k].y);
                settle();
            }
        CHECK_MSG(g->ui.lift >= 0, "%s: a5's man not lifted", langs[l][0]);
        chrome_status_words(&A, msg, sizeof msg);
        CHECK_MSG(msg[0] && strstr(msg, langs[l][2]) == NULL && strstr(msg, "d5") == NULL,
                  "%s lifted: \"%s\"", langs[l][0], msg);
        app_free(&A);
    }
}

/* Play-test 30: in Pente grammai the person's own knock-off stayed under the board through the
 * computer's reply (kept for Latrunculi, test_own_capture_kept), where the line should say the
 * latest move: the reply is said, its throw and what it did, and the knock-off does not come
 * back once the person has thrown (English and German). White knocks Blue's counter off 1A;
 * Blue's reply, the computer's, takes nothing. */
static void test_pente_reply_said(void)
{
    static const char *const langs[][3] = {
        {"en", "You knocked", "Blue threw 2 and entered a counter on 2A"},
        {"de", "Sie haben den gegnerischen", "Blau hat 2 geworfen und einen Stein auf 2A "
                                             "eingesetzt"}};
    for (int l = 0; l < 2; l++) {
        if (!open_saved("ludi-save 1\ngame pente\nseed 1\nplayer a computer 1\nplayer b human\n"
                        "roll 1\nmove off-1A\nroll 6\n", langs[l][0], 0))
            return;
        struct game *g = A.game;
        struct ludi_move m;
        char err[LUDI_ERR_LEN], msg[400];
        CHECK(ludi_move_parse(ludi_session_state(&g->flow.ss), "off-1A", &m, err, sizeof err));
        game_step(&A, &m.steps[0], -1, -1);
        CHECK_INT(ludi_counters_off(ludi_session_state(&g->flow.ss), 0), 5);
        chrome_status_words(&A, msg, sizeof msg);
        CHECK_MSG(strstr(msg, langs[l][1]) == msg, "%s", msg);   /* said while Blue throws */
        /* Blue's reply, set as its search would hand it over: a 2, entering on 2A */
        int two = 2;
        CHECK_MSG(ludi_session_roll(&g->flow.ss, &two, 1, err, sizeof err), "%s", err);
        CHECK(ludi_move_parse(ludi_session_state(&g->flow.ss), "off-2A", &g->flow.pending, err,
                              sizeof err));
        g->flow.pending_next = 0;
        settle();
        const struct ludi_state *s = ludi_session_state(&g->flow.ss);
        CHECK(s->side == 1 && s->phase == LUDI_PHASE_ROLL);
        CHECK_INT(ludi_counters_off(s, 1), 4);   /* White lost nothing */
        chrome_status_words(&A, msg, sizeof msg);
        CHECK_MSG(strstr(msg, langs[l][2]) == msg && strstr(msg, langs[l][1]) == NULL, "%s", msg);
        game_throw(&A);
        settle();
        chrome_status_words(&A, msg, sizeof msg);
        CHECK_MSG(strstr(msg, langs[l][1]) == NULL && strstr(msg, langs[l][2]) == NULL, "%s",
                  msg);
        app_free(&A);
    }
}

/* Pente grammai, knock-off: 1A and 2A entered, the 2 thrown cannot enter (2A holds Blue's
 * own), so 1A-3A or 2A-4A; classic: a 4 thrown at the start, one counter or shared. */
#define PENTE_TWO "ludi-save 1\ngame pente\nseed 1\nplayer a human\nplayer b computer 1\n" \
                  "roll 1\nmove off-1A\nroll 1\nmove off-1B\nroll 2\nmove off-2A\nroll 2\n" \
                  "move off-2B\nroll 2\n"
#define PENTE_CLASSIC "ludi-save 1\ngame pente\noptions mode=classic\nseed 1\n" \
                      "player a human\nplayer b computer 1\nroll 4\n"

/* A play-test: in Pente grammai a throw with several moves left the line under the board empty.
 * It says what to do: the throw, and in the classic mode that it may be shared and what is
 * left of it; whole at 1280x800, 800x600 and 700x1000 in English and German (12 px or more),
 * after what the computer took too. */
static void test_pente_choice_said(void)
{
    static const struct {
        const char *save, *lang, *words, *step, *after;
        bool knock;
    } cases[] = {
        {PENTE_TWO, "en", "You threw 2: choose a ringed counter and move it 2 points", NULL,
         NULL, true},
        {PENTE_TWO, "de", "Sie haben 2 geworfen: einen markierten Stein w\xc3\xa4hlen und 2 "
                          "Punkte weit ziehen", NULL, NULL, true},
        {PENTE_CLASSIC, "en", "You threw 4: move a ringed counter 4 points, or share them among "
                              "several", "2A-3A", "3 of this throw still to play: move another "
                                                   "ringed counter", false},
        {PENTE_CLASSIC, "de", "Sie haben 4 geworfen: einen markierten Stein 4 Punkte weit ziehen "
                              "oder den Wurf auf mehrere verteilen", "2A-3A",
         "Noch 3 von diesem Wurf zu spielen: einen weiteren markierten Stein ziehen", false},
    };
    static const char *const sizes[] = {"1280x800", "800x600", "700x1000"};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        for (int si = 0; si < 3; si++) {
            if (!window_open_saved(&A, sizes[si], cases[i].save, cases[i].lang, 1))
                return;
            settle();
            struct game *g = A.game;
            char msg[400], want[400];
            chrome_status_words(&A, msg, sizeof msg);
            CHECK_STR(msg, cases[i].words);
            /* after what the computer knocked off, the longest of its kind */
            if (cases[i].knock) {
                g->ui.took = 1;
                g->ui.took_own = false;
                g->ui.took_side = 1;
                snprintf(g->ui.took_at, sizeof g->ui.took_at, "4A");
                chrome_status_words(&A, msg, sizeof msg);
                snprintf(want, sizeof want, " \xc2\xb7 %s", cases[i].words);
                CHECK_MSG(strlen(msg) > strlen(want) &&
                              strcmp(msg + strlen(msg) - strlen(want), want) == 0,
                          "%s", msg);
            }
            A.g.smallest_px = 1e9f;
            window_draw(&A);
            CHECK_MSG(A.g.smallest_px >= 12 * A.g.dpi - 0.01f, "%s %s: text at %.1f px",
                      sizes[si], cases[i].lang, A.g.smallest_px);
            CHECK_MSG(strcmp(g->draw.status_said, msg) == 0, "%s %s: drawn '%s'", sizes[si],
                      cases[i].lang, g->draw.status_said);
            if (cases[i].step) {   /* a part of the throw played: what is left */
                const struct ludi_state *s = ludi_session_state(&g->flow.ss);
                struct ludi_past past = ludi_session_past(&g->flow.ss);
                struct ludi_step legal[LUDI_MAX_MOVES];
                int n = ludi_legal_steps(s, &past, NULL, 0, legal, LUDI_MAX_MOVES), pick = -1;
                for (int j = 0; j < n && j < LUDI_MAX_MOVES && pick < 0; j++) {
                    char name[LUDI_MOVE_LEN];
                    struct ludi_move one = {.nsteps = 1, .steps = {legal[j]}};
                    ludi_move_format(s, &one, name, sizeof name);
                    if (strcmp(name, cases[i].step) == 0)
                        pick = j;
                }
                CHECK_MSG(pick >= 0, "no step %s", cases[i].step);
                if (pick >= 0)
                    game_step(&A, &legal[pick], -1, -1);
                settle();
                CHECK_INT(g->ui.nmade, 1);
                chrome_status_words(&A, msg, sizeof msg);
                CHECK_STR(msg, cases[i].after);
            }
            app_free(&A);
        }
}

/* The computer's throw as the line says it, the person to throw: the words, then what to do
 * (help), drawn whole at 12 px or more, or where too long the computer's turn whole; the dice
 * shown as dice[0..n-1], spent. The person throws: the computer's words go. */
static void computer_throw_checked(const char *size, const char *lang, const char *words,
                                   enum str_id help, const int *dice, int n)
{
    struct game *g = A.game;
    const struct ludi_state *s = ludi_session_state(&g->flow.ss);
    CHECK(s->side == 0 && s->phase == LUDI_PHASE_ROLL);
    char msg[400], want[400];
    chrome_status_words(&A, msg, sizeof msg);
    snprintf(want, sizeof want, "%s \xc2\xb7 %s", words, tr(&A, help));
    CHECK_STR(msg, want);
    struct dice_view dv;
    board_dice_shown(&A, &dv);
    CHECK_INT(dv.n, n);
    for (int k = 0; k < n && k < dv.n; k++)
        CHECK_MSG(dv.d[k].value == dice[k] && dv.d[k].used, "%s %s: die %d shows %d", size,
                  lang, k, dv.d[k].value);
    A.g.smallest_px = 1e9f;
    window_draw(&A);
    CHECK_MSG(A.g.smallest_px >= 12 * A.g.dpi - 0.01f, "%s %s: text at %.1f px", size, lang,
              A.g.smallest_px);
    /* whole, or where that is too long the computer's move whole, what to do gone */
    CHECK_MSG(strcmp(g->draw.status_said, msg) == 0 || strcmp(g->draw.status_said, words) == 0,
              "%s %s: drawn '%s'", size, lang, g->draw.status_said);
    /* the person throws: their own throw on the dice, the computer's unsaid */
    game_throw(&A);
    settle();
    s = ludi_session_state(&g->flow.ss);
    board_dice_shown(&A, &dv);
    CHECK(s->phase != LUDI_PHASE_ROLL || s->side != 0);
    if (s->phase == LUDI_PHASE_MOVE && s->side == 0)
        for (int k = 0; k < dv.n && k < s->ndice; k++)
            CHECK_INT(dv.d[k].value, s->dice[k]);
    chrome_status_words(&A, msg, sizeof msg);
    CHECK_MSG(strstr(msg, words) == NULL, "%s", msg);
}

/* Play-test 30: after the computer's move in Pente grammai the die lay blank, what it threw
 * only in the move list. Its throw stays on the die, spent, and the line says whose it is and
 * what the move did, until the person throws: an entry, a move, a knock-off, a classic throw
 * shared; whole at 1280x800, 800x600 and 700x1000 in English and German (12 px or more). The
 * computer's move is set as its search would hand it over. */
static void test_computer_throw_shown(void)
{
#define PT_KNOCK "ludi-save 1\ngame pente\nseed 1\nplayer a human\nplayer b computer 1\n" \
                 "position A:1A,2A,4A,5A,off B:1B,2B,4B,5B,3B b\nroll 3\n"
    static const struct {
        const char *save, *move, *lang, *words;
        int die;
    } cases[] = {
        {"ludi-save 1\ngame pente\nseed 1\nplayer a human\nplayer b computer 1\nroll 1\n"
         "move off-1A\nroll 4\n", "off-4B", "en", "White threw 4 and entered a counter on 4B", 4},
        {"ludi-save 1\ngame pente\nseed 1\nplayer a human\nplayer b computer 1\nroll 1\n"
         "move off-1A\nroll 4\n", "off-4B", "de",
         "Wei\xc3\x9f hat 4 geworfen und einen Stein auf 4B eingesetzt", 4},
        {PT_KNOCK, "5B-3A", "en", "White threw 3 and moved 5B to 3A", 3},
        {PT_KNOCK, "5B-3A", "de", "Wei\xc3\x9f hat 3 geworfen und von 5B nach 3A gezogen", 3},
        {PT_KNOCK, "4B-2A", "en", "White threw 3 and knocked your counter off 2A", 3},
        {PT_KNOCK, "4B-2A", "de",
         "Wei\xc3\x9f hat 3 geworfen und Ihren Stein auf 2A hinausgeworfen", 3},
        {"ludi-save 1\ngame pente\noptions mode=classic\nseed 1\nplayer a human\n"
         "player b computer 1\nroll 4\nmove 4A-3B\nroll 3\n", "1B-3B,2B-3B", "en",
         "White threw 3 and moved 1B to 3B and 2B to 3B", 3},
        {"ludi-save 1\ngame pente\noptions mode=classic\nseed 1\nplayer a human\n"
         "player b computer 1\nroll 4\nmove 4A-3B\nroll 3\n", "1B-3B,2B-3B", "de",
         "Wei\xc3\x9f hat 3 geworfen und von 1B nach 3B und von 2B nach 3B gezogen", 3},
    };
#undef PT_KNOCK
    static const char *const sizes[] = {"1280x800", "800x600", "700x1000"};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        for (int si = 0; si < 3; si++) {
            if (!window_open_saved(&A, sizes[si], cases[i].save, cases[i].lang, 0))
                return;
            struct game *g = A.game;
            char err[LUDI_ERR_LEN];
            CHECK_MSG(ludi_move_parse(ludi_session_state(&g->flow.ss), cases[i].move,
                                      &g->flow.pending, err, sizeof err), "%s", err);
            g->flow.pending_next = 0;
            settle();
            computer_throw_checked(sizes[si], cases[i].lang, cases[i].words,
                                   STR_THROW_HELP_ONE, &cases[i].die, 1);
            app_free(&A);
        }
}

/* Play-test 35: after Undo and Redo the line said the computer's knock-off as an entry or a
 * move ("White threw 1 and entered a counter on 1B"): it is said from the move itself. The
 * person enters on 3A, then White's 4B-2A knocks the person's 2A off. */
static void test_computer_throw_after_redo(void)
{
    static const char *const said[][2] = {
        {"en", "White threw 3 and knocked your counter off 2A \xc2\xb7 "},
        {"de", "Wei\xc3\x9f hat 3 geworfen und Ihren Stein auf 2A hinausgeworfen \xc2\xb7 "}};
    for (int l = 0; l < 2; l++) {
        if (!window_open_saved(&A, "1280x800", "ludi-save 1\ngame pente\nseed 1\nplayer a human\n"
                               "player b computer 1\nposition A:1A,2A,4A,5A,off "
                               "B:1B,2B,4B,5B,3B a\nroll 3\nmove off-3A\nroll 3\n", said[l][0], 0))
            return;
        struct game *g = A.game;
        char err[LUDI_ERR_LEN], msg[400];
        CHECK_MSG(ludi_move_parse(ludi_session_state(&g->flow.ss), "4B-2A", &g->flow.pending,
                                  err, sizeof err), "%s", err);
        g->flow.pending_next = 0;
        settle();
        chrome_status_words(&A, msg, sizeof msg);
        CHECK_MSG(strncmp(msg, said[l][1], strlen(said[l][1])) == 0, "%s: said '%s'",
                  said[l][0], msg);
        CHECK(game_can_undo(&A));
        game_undo(&A);
        settle();
        CHECK_INT((int)ludi_session_moves_played(&g->flow.ss), 0);
        CHECK(game_can_redo(&A));
        game_redo(&A);
        settle();
        CHECK_INT((int)ludi_session_moves_played(&g->flow.ss), 2);
        chrome_status_words(&A, msg, sizeof msg);
        CHECK_MSG(strncmp(msg, said[l][1], strlen(said[l][1])) == 0, "%s: after Redo '%s'",
                  said[l][0], msg);
        app_free(&A);
    }
}

/* Play-test 31: in Duodecim scripta the computer's turn went by in a second and left the
 * dice blank, what it threw only in the move list: its three dice stay on the dice, spent,
 * and the line says them and its turn in words (play-test 52: the list's "in→W5 in→W3" in a
 * sentence read as code), until the person throws; the dice in the order thrown, as the list
 * has them (play-test 36: the line sorted them). */
static void test_duo_computer_throw_shown(void)
{
    static const char save[] =
        "ludi-save 1\ngame duodecim\noptions path=standard\nseed 7\nplayer one human\n"
        "player two computer 1\nroll 3 5 1\nmove off-3,off-5,off-1\nroll 6 2 2\n"
        "move off-6,off-2,off-2\nroll 4 4 1\nmove off-4,off-4,off-1\nroll 5 3 6\n"
        "move off-5,off-3,off-6\n";
    static const struct {
        const char *lang, *words;
    } cases[] = {
        /* White's own points marked as the board names them (test_own_points_marked) */
        {"en", "White threw 5, 3 and 6 and entered counters on W5, W3 and W6"},
        {"de", "Wei\xc3\x9f hat 5, 3 und 6 geworfen und Steine auf W5, W3 und W6 eingesetzt"},
    };
    static const char *const sizes[] = {"1280x800", "800x600", "700x1000"};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        for (int si = 0; si < 3; si++) {
            if (!window_open_saved(&A, sizes[si], save, cases[i].lang, 1))
                return;
            settle();
            static const int dice[] = {5, 3, 6};
            computer_throw_checked(sizes[si], cases[i].lang, cases[i].words, STR_THROW_HELP,
                                   dice, 3);
            app_free(&A);
        }
}

/* Play-test 31: in Latrunculi the line under the board stayed empty after the computer's move
 * unless it took a man: it says what the computer played, whole in three windows and two
 * languages, its king's move as the king's; between two people, who both see the board, it
 * says nothing of the kind. */
static void test_lat_computer_move_said(void)
{
#define LAT_SAVE(white, reply) "ludi-save 1\ngame latrunculi\noptions size=8x8\nseed 1\n" \
                        "player black human\nplayer white " white "\nmove a1-a3\nmove " reply "\n"
    static const struct {
        const char *save, *lang, *words;
    } cases[] = {
        {LAT_SAVE("computer 3", "a8-a6"), "en", "White played a8-a6"},
        {LAT_SAVE("computer 3", "a8-a6"), "de", "Wei\xc3\x9f hat a8-a6 gezogen"},
        {LAT_SAVE("human", "a8-a6"), "en", ""},
        /* the king's move said as the king's (play-test 59) */
        {LAT_SAVE("computer 3", "d7-d5"), "en", "White moved its king: d7-d5"},
        {LAT_SAVE("computer 3", "d7-d5"), "de", "Wei\xc3\x9f hat den K\xc3\xb6nig d7-d5 gezogen"},
    };
#undef LAT_SAVE
    static const char *const sizes[] = {"1280x800", "800x600", "700x1000"};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        for (int si = 0; si < 3; si++) {
            if (!window_open_saved(&A, sizes[si], cases[i].save, cases[i].lang, 1))
                return;
            settle();
            char msg[400];
            chrome_status_words(&A, msg, sizeof msg);
            CHECK_MSG(strcmp(msg, cases[i].words) == 0, "%s %s: '%s'", sizes[si], cases[i].lang,
                      msg);
            window_draw(&A);
            CHECK_MSG(strcmp(A.game->draw.status_said, cases[i].words) == 0, "%s %s: drawn '%s'",
                      sizes[si], cases[i].lang, A.game->draw.status_said);
            /* a man lifted (a3's): the line no longer says it (play-test 32) */
            struct game *g = A.game;
            for (int k = 0; k < g->draw.npcs; k++)
                if (g->draw.pcs[k].side == 0 && g->draw.pcs[k].where == 2 * 8) {
                    push_button(SDL_MOUSEBUTTONDOWN, g->draw.pcs[k].x, g->draw.pcs[k].y);
                    push_button(SDL_MOUSEBUTTONUP, g->draw.pcs[k].x, g->draw.pcs[k].y);
                    settle();
                }
            CHECK_MSG(g->ui.lift >= 0, "%s: a3's man not lifted", sizes[si]);
            chrome_status_words(&A, msg, sizeof msg);
            CHECK_MSG(cases[i].words[0] == '\0' || strstr(msg, cases[i].words) == NULL,
                      "%s %s: lifted, '%s'", sizes[si], cases[i].lang, msg);
            app_free(&A);
        }
}

/* Play-test 50: the player closed White's king between a man and their own king (e1-e2, the
 * king on f2, Black's on g2), as a man is taken, and nothing happened or said why. With the
 * computer's reply the line says that a king is never taken, whole in three windows and two
 * languages; a move that closes nothing (a8's man... a1-a3 elsewhere) says only the reply. */
static void test_lat_king_flanked(void)
{
    static const char *const langs[][2] = {
        {"en", "The king you closed in stays: a king is never taken; to win, shut it in so "
               "that it cannot move"},
        {"de", "Der K\xc3\xb6nig bleibt stehen: Er wird nie geschlagen; Sie "
               "gewinnen, wenn er nicht mehr ziehen kann"}};
    static const char *const sizes[] = {"1280x800", "800x600", "700x1000"};
    for (int l = 0; l < 2; l++)
        for (int si = 0; si < 3; si++)
            for (int flank = 0; flank < 2; flank++) {
                if (!window_open_saved(&A, sizes[si],
                                       "ludi-save 1\ngame latrunculi\noptions size=8x8\n"
                                       "seed 1\nplayer black human\nplayer white computer 1\n"
                                       "position w6w/8/8/8/8/8/5WB1/b3b3 b 0\n",
                                       langs[l][0], 1))
                    return;
                settle();
                play_named_steps(flank ? "e1-e2" : "a1-a3");
                settle();
                char msg[400];
                chrome_status_words(&A, msg, sizeof msg);
                CHECK_MSG((strstr(msg, langs[l][1]) != NULL) == (flank == 1), "%s %s %s: '%s'",
                          sizes[si], langs[l][0], flank ? "e1-e2" : "a1-a3", msg);
                CHECK_MSG(ludi_session_moves_played(&A.game->flow.ss) == 2,
                          "%s: the reply not made", sizes[si]);
                window_draw(&A);
                CHECK_MSG(strcmp(A.game->draw.status_said, msg) == 0, "%s %s: drawn '%s'",
                          sizes[si], langs[l][0], A.game->draw.status_said);
                app_free(&A);
            }
}

/* Play-test 60: at 700x1000 the player closed White's king in (c3-f3x) and White's reply
 * left the man on f3 to be taken: the line said the reply, why the king stood and "Your man
 * on f3 can be taken next ...", the warning cut. Too long, the why goes and the warning stays
 * whole, in three windows and two languages. */
static void test_lat_flanked_warning_whole(void)
{
    static const char *const langs[][3] = {
        {"en", "Your man on f3 can be taken next move", "The king you closed in stays"},
        {"de", "Ihr Stein auf f3 kann im n\xc3\xa4" "chsten Zug geschlagen werden",
         "Der K\xc3\xb6nig bleibt stehen"}};
    static const char *const sizes[] = {"1280x800", "800x600", "700x1000"};
    int cut = 0;
    for (int l = 0; l < 2; l++)
        for (int si = 0; si < 3; si++) {
            if (!window_open_saved(&A, sizes[si],
                                   "ludi-save 1\ngame latrunculi\nseed 1\n"
                                   "player black human\nplayer white computer 2\n"
                                   "move c1-c6\nmove f7-f2\nmove e1-e2\nmove g8-g3\n"
                                   "move h1-h4\nmove g3-g4\nmove h4-h3\nmove g4-g3\n"
                                   "move c6-c3\nmove d8-d2\nmove c3-f3\nmove e8-e3\n",
                                   langs[l][0], 1))
                return;
            settle();
            /* c3-f3 took a man and closed the king in, as finish_turn marks it when the person
             * plays it (the computer's reply is then the play-test's, e8-e3, not its own) */
            struct game *g = A.game;
            g->ui.flank_at = ludi_session_now(&g->flow.ss) - 1;
            g->ui.took = 1;
            g->ui.took_side = 0;
            g->ui.took_own = true;
            snprintf(g->ui.took_at, sizeof g->ui.took_at, "g2");
            char msg[400];
            chrome_status_words(&A, msg, sizeof msg);
            window_draw(&A);
            const char *said = A.game->draw.status_said;
            CHECK_MSG(strstr(msg, langs[l][1]) != NULL, "%s %s: '%s'", sizes[si], langs[l][0],
                      msg);
            /* the warning whole; and on two lines where one is too short, the why too
             * (play-test 62: it went, for one line) */
            CHECK_MSG(strstr(said, langs[l][1]) != NULL, "%s %s: drawn '%s'", sizes[si],
                      langs[l][0], said);
            cut += strstr(said, langs[l][2]) == NULL;
            app_free(&A);
        }
    CHECK_INT(cut, 0);
}

/* Play-test 37: a new game of Latrunculi said nothing under the board until a man was
 * clicked, where the dice games say how to throw: before the player's first move the line says
 * how to move a man, whole in three windows and two languages, and no more once one is
 * lifted or the first moves are made; lifted, where to click (play-test 45). */
static void test_lat_first_move_said(void)
{
    static const struct { const char *lang, *words, *lifted, *king; } cases[] = {
        {"en", "Your move: click one of your men, then the square it goes to, or drag it there",
         "Click a marked square to move the man there, or another man of yours",
         "Click a marked square to move the king there, or another piece of yours"},
        {"de", "Sie sind am Zug: einen Ihrer Steine anklicken, dann sein Zielfeld, oder ihn "
               "dorthin ziehen",
         "Ein markiertes Feld anklicken, um den Stein dorthin zu ziehen, oder einen anderen "
         "Ihrer Steine",
         "Ein markiertes Feld anklicken, um den K\xc3\xb6nig dorthin zu ziehen, oder einen "
         "anderen Ihrer Steine"},
    };
    static const char *const sizes[] = {"1280x800", "800x600", "700x1000"};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        for (int si = 0; si < 3; si++) {
            if (!window_open_saved(&A, sizes[si], "ludi-save 1\ngame latrunculi\noptions "
                                   "size=8x8\nseed 1\nplayer black human\nplayer white "
                                   "computer 3\n", cases[i].lang, 1))
                return;
            settle();
            struct game *g = A.game;
            char msg[400];
            chrome_status_words(&A, msg, sizeof msg);
            CHECK_MSG(strcmp(msg, cases[i].words) == 0, "%s %s: '%s'", sizes[si], cases[i].lang,
                      msg);
            window_draw(&A);
            CHECK_MSG(strcmp(g->draw.status_said, cases[i].words) == 0, "%s %s: drawn '%s'",
                      sizes[si], cases[i].lang, g->draw.status_said);
            for (int k = 0; k < g->draw.npcs && g->ui.lift < 0; k++)
                if (g->draw.pcs[k].side == 0 && g->draw.pcs[k].where == 0) {
                    push_button(SDL_MOUSEBUTTONDOWN, g->draw.pcs[k].x, g->draw.pcs[k].y);
                    push_button(SDL_MOUSEBUTTONUP, g->draw.pcs[k].x, g->draw.pcs[k].y);
                    settle();
                }
            CHECK_MSG(g->ui.lift >= 0, "%s: a1's man not lifted", sizes[si]);
            chrome_status_words(&A, msg, sizeof msg);
            CHECK_MSG(strstr(msg, cases[i].words) == NULL, "%s %s: lifted, '%s'", sizes[si],
                      cases[i].lang, msg);
            /* lifted, where to click now, whole (play-test 45: the line stood empty) */
            CHECK_MSG(strcmp(msg, cases[i].lifted) == 0, "%s %s: lifted, '%s'", sizes[si],
                      cases[i].lang, msg);
            window_draw(&A);
            CHECK_MSG(strcmp(g->draw.status_said, cases[i].lifted) == 0, "%s %s: lifted, "
                      "drawn '%s'", sizes[si], cases[i].lang, g->draw.status_said);
            /* the king lifted instead is called the king (play-test 47: "the man") */
            for (int k = 0; k < g->draw.npcs; k++)
                if (g->draw.pcs[k].side == 0 && g->draw.pcs[k].king) {
                    push_button(SDL_MOUSEBUTTONDOWN, g->draw.pcs[k].x, g->draw.pcs[k].y);
                    push_button(SDL_MOUSEBUTTONUP, g->draw.pcs[k].x, g->draw.pcs[k].y);
                    settle();
                    break;
                }
            CHECK_MSG(g->ui.lift >= 0 && g->draw.pcs[g->ui.lift].king, "%s: the king not lifted",
                      sizes[si]);
            window_draw(&A);
            CHECK_MSG(strcmp(g->draw.status_said, cases[i].king) == 0, "%s %s: the king lifted, "
                      "drawn '%s'", sizes[si], cases[i].lang, g->draw.status_said);
            app_free(&A);
        }
}

/* Play-test 10: "White hit one of your counters: it must enter again" stayed under the board
 * after the player had entered it: what the computer took is said until the player moves. */
static void test_hit_said_until_moved(void)
{
    const char *args[] = {"--game", "duodecim", "--seed", "4", NULL};
    if (!open_game(args))
        return;
    settle();
    struct game *g = A.game;
    g->ui.took = 1;
    g->ui.took_own = false;
    g->ui.took_side = 1;
    char msg[400];
    chrome_status_words(&A, msg, sizeof msg);
    CHECK_MSG(strstr(msg, "hit one of your counters") != NULL, "%s", msg);
    g->ui.nmade = 1;   /* a step made since */
    chrome_status_words(&A, msg, sizeof msg);
    CHECK_MSG(strstr(msg, "hit one of your counters") == NULL, "%s", msg);
    g->ui.nmade = 0;
    app_free(&A);
}

/* Play-test 17: Pente grammai's classic mode throws one die and may move several counters;
 * its forced turn said "Only one way to play these dice". One die says "this throw"; the
 * three dice of Duodecim scripta keep "these dice". */
static void test_forced_one_die(void)
{
    static const struct { const char *game, *opt, *lang, *want, *not; } cases[] = {
        {"pente", "mode=classic", "en", "this throw", "dice"},
        {"pente", "mode=classic", "de", "Dieser Wurf", "W\xc3\xbcrfel"},
        {"duodecim", "path=standard", "en", "these dice", "this throw"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const char *args[] = {"--game", cases[i].game, "--option", cases[i].opt, "--black",
                              "human", "--white", "human", "--language", cases[i].lang,
                              "--seed", "3", NULL};
        if (!open_game(args))
            return;
        struct game *g = A.game;
        settle();
        game_throw(&A);
        settle();
        CHECK_INT(ludi_session_state(&g->flow.ss)->phase, LUDI_PHASE_MOVE);
        /* a forced turn of two steps in order, no rule named, nothing entering */
        g->ui.legal_valid = true;
        g->ui.forced.nsteps = 2;
        g->ui.forced.steps[0] = (struct ludi_step){.from = 3, .to = 5};
        g->ui.forced.steps[1] = (struct ludi_step){.from = 6, .to = 7};
        g->ui.forced_order = true;
        g->ui.forced_why.code = LUDI_WHY_NONE;
        char msg[400];
        chrome_status_words(&A, msg, sizeof msg);
        CHECK_MSG(strstr(msg, cases[i].want) != NULL && strstr(msg, cases[i].not) == NULL,
                  "%s %s: %s", cases[i].game, cases[i].lang, msg);
        app_free(&A);
    }
}

/* Play-test 11: "New game" on the title opened a screen titled "Settings". It is titled "New
 * game" now; the title's Settings button opens "Settings", the window's own settings without
 * a game's (play-test 21). The title's widget ids:
 * W_CONTINUE is 20, then New game 21, Load 22, Settings 23 (scene_title.c). */
static void test_new_game_heading(void)
{
    const char *args[] = {"--scene", "title", NULL};
    if (!open_game(args))
        return;
    static const struct { int id; enum str_id heading; } cases[] = {
        {21, STR_NEW_GAME}, {23, STR_SETTINGS}, {21, STR_NEW_GAME},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        if (A.scene != SCENE_TITLE) {
            push_key(SDLK_ESCAPE, 0);
            app_frame(&A, false);
        }
        CHECK_INT(A.scene, SCENE_TITLE);
        const struct widget *w = window_widget(&A, cases[i].id);
        CHECK(w != NULL);
        if (!w)
            break;
        float x = w->r.x + w->r.w / 2, y = w->r.y + w->r.h / 2;
        push_button(SDL_MOUSEBUTTONDOWN, x, y);
        push_button(SDL_MOUSEBUTTONUP, x, y);
        app_frame(&A, false);
        app_frame(&A, false);
        CHECK_INT(A.scene, SCENE_SETTINGS);
        CHECK_INT(scene_settings_heading(&A), cases[i].heading);
        /* play-test 21: both were one page, both with Start. New game has the game's rows
         * (the game, 100 + R_GAME * 16) and Start (1); Settings the window's own (animation,
         * 100 + 5 * 16) and Back (2) alone */
        A.dirty = true;
        app_frame(&A, false);
        bool fresh = cases[i].heading == STR_NEW_GAME;
        CHECK_MSG((window_widget(&A, 1) != NULL) == fresh, "case %zu: Start", i);
        CHECK_MSG((window_widget(&A, 100) != NULL) == fresh, "case %zu: the game's row", i);
        CHECK_MSG((window_widget(&A, 100 + 5 * 16) != NULL) == !fresh, "case %zu: animation", i);
        CHECK(window_widget(&A, 2) != NULL);
    }
    app_free(&A);
}

/* An 8x8 Latrunculi between two people from this position, Black to move; false (and a
 * failed check) if it did not open. */
static bool open_lat8(const char *position)
{
    char save[300];
    snprintf(save, sizeof save,
             "ludi-save 1\ngame latrunculi\noptions size=8x8\nseed 1\n"
             "player black human\nplayer white human\nposition %s\n", position);
    if (!open_saved(save, "en", 1))
        return false;
    settle();
    return true;
}

/* The keys' cursor shown again, as if it had last stood on counter i: Down shows it there. */
static void cursor_back_on(int i)
{
    struct game *g = A.game;
    g->ui.keys = false;
    g->ui.cursor_seen = true;
    g->ui.cursor_x = g->draw.pcs[i].x;
    g->ui.cursor_y = g->draw.pcs[i].y;
    push_key(SDLK_DOWN, 0);
    app_frame(&A, false);
}

/* Play-test 14: after H marked a move, the keyboard's cursor stayed where it was and Enter
 * played another counter. The keys now start on the hint: the cursor shows on the hint's
 * counter when the hint comes (play-test 16), and Enter plays the hint (play-test 17). The
 * cursor is shown before the hint in half the cases, and must go to it when it comes. */
/* Play-test 20: the cursor, hidden after each move, came back on the first choice (a1)
 * whatever the keys had last done: it comes back on the choice nearest to where it last
 * stood. Here it last stood on the man on c5 (the top of Black's men); Down shows it, Enter
 * lifts the man it stands on. */
static void test_cursor_comes_back(void)
{
    if (!open_lat8("7W/8/8/2bw4/8/8/8/B3b3 b 0"))
        return;
    struct game *g = A.game;
    int top = -1;
    for (int i = 0; i < g->draw.npcs; i++)
        if (g->draw.pcs[i].side == 0 && g->draw.pcs[i].where >= 0 &&
            (top < 0 || g->draw.pcs[i].y < g->draw.pcs[top].y))
            top = i;
    CHECK(top >= 0);
    if (top < 0) {
        app_free(&A);
        return;
    }
    int where = g->draw.pcs[top].where;
    /* first, the cursor shown fresh starts on the first choice, not there */
    push_key(SDLK_DOWN, 0);
    app_frame(&A, false);
    push_key(SDLK_RETURN, 0);
    settle();
    CHECK(g->ui.lift >= 0 && g->draw.pcs[g->ui.lift].where != where);
    push_key(SDLK_ESCAPE, 0);   /* put down */
    settle();
    cursor_back_on(top);
    push_key(SDLK_RETURN, 0);
    settle();
    CHECK_MSG(g->ui.lift >= 0 && g->draw.pcs[g->ui.lift].where == where,
              "lifted the piece on %d, not the one on %d",
              g->ui.lift >= 0 ? g->draw.pcs[g->ui.lift].where : -1, where);
    app_free(&A);
}

/* Play-test 21: Enter on a man put the cursor on its first destination (a2), so Up three
 * times ended on a5, one square past the count. Lifted, the cursor starts on the man's own
 * square; Enter there puts it down again, the cursor still on it. */
static void test_keys_count_from_lifted(void)
{
    if (!open_lat8("7W/8/8/8/8/8/8/b3B3 b 0"))
        return;
    struct game *g = A.game;
    int man = -1;
    for (int i = 0; i < g->draw.npcs; i++)
        if (g->draw.pcs[i].side == 0 && g->draw.pcs[i].where == 0)
            man = i;
    CHECK(man >= 0);
    if (man < 0) {
        app_free(&A);
        return;
    }
    cursor_back_on(man);
    push_key(SDLK_RETURN, 0);
    settle();
    CHECK_INT(g->ui.lift, man);
    push_key(SDLK_RETURN, 0);   /* on its own square: put down */
    settle();
    CHECK_INT(g->ui.lift, -1);
    CHECK_INT((int)ludi_session_moves_played(&g->flow.ss), 0);
    push_key(SDLK_RETURN, 0);   /* the cursor stayed on it: lifted again */
    settle();
    CHECK_INT(g->ui.lift, man);
    for (int k = 0; k < 3; k++) {
        push_key(SDLK_UP, 0);
        app_frame(&A, false);
    }
    push_key(SDLK_RETURN, 0);
    settle();
    char pos[128];
    ludi_position_format(ludi_session_state(&g->flow.ss), pos, sizeof pos);
    CHECK_STR(pos, "7W/8/8/8/b7/8/8/4B3 w 1");
    app_free(&A);
}

/* Play-test 21: Pente grammai's win said "all counters stand on the sacred line", where the
 * rules have each side gather on the sacred point on the far side (3B for A on five lines);
 * it names the point, 4A for B on seven lines. */
static void test_pente_win_words(void)
{
    static const struct {
        const char *lang, *lines, *game, *words;
    } cases[] = {
        {"en", "5", "position A:1B,3B,3B,3B,3B B:off,off,off,off,off a\nroll 2\nmove 1B-3B\n",
         "Blue wins: all Blue's counters stand on 3B, their sacred point"},
        {"de", "5", "position A:1B,3B,3B,3B,3B B:off,off,off,off,off a\nroll 2\nmove 1B-3B\n",
         "Blau gewinnt: alle Steine von Blau stehen auf 3B, ihrem heiligen Punkt"},
        {"en", "7", "position A:off,off,off,off,off,off,off B:4A,4A,4A,4A,4A,4A,4A a\n",
         "White wins: all White's counters stand on 4A, their sacred point"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char save[400];
        snprintf(save, sizeof save,
                 "ludi-save 1\ngame pente\noptions lines=%s mode=knockoff\nseed 1\n"
                 "player a human\nplayer b human\n%s",
                 cases[i].lines, cases[i].game);
        if (!open_saved(save, cases[i].lang, 0))
            return;
        settle();
        const struct ludi_state *st = ludi_session_state(&A.game->flow.ss);
        CHECK(st->phase == LUDI_PHASE_OVER && st->reason == LUDI_REASON_SACRED);
        char got[300];
        chrome_result_line(&A, st, got, sizeof got, 0);
        CHECK_STR(got, cases[i].words);
        app_free(&A);
    }
}

/* A game of Pente grammai on five lines won by its human player with its last move (a 2),
 * the computer at level 1. */
static const char pente_won[] =
    "ludi-save 1\ngame pente\noptions lines=5 mode=knockoff\nseed 1\n"
    "player a human\nplayer b computer 1\n"
    "position A:1B,3B,3B,3B,3B B:off,off,off,off,off a\nroll 2\nmove 1B-3B\n";

/* Play-test 22: the end of a game could be left by Escape alone: Tab did nothing, Enter
 * did nothing. Tab goes through the end's buttons (Shift+Tab back), Enter presses one. And a
 * finished game loaded showed dice it never threw. */
static void test_end_keys(void)
{
    if (!open_saved(pente_won, "en", 1))
        return;
    settle();
    CHECK(chrome_over_shown(&A));
    /* and loaded finished, its dice show the last throw, a 2, not faces at random */
    CHECK_INT(A.game->draw.dice.n, 1);
    CHECK_INT(A.game->draw.dice.d[0].value, 2);
    push_key(SDLK_TAB, 0);
    settle();
    CHECK_INT(A.focus, W_REVIEW);
    push_key(SDLK_TAB, 0);
    settle();
    CHECK_INT(A.focus, W_REMATCH);
    push_key(SDLK_TAB, KMOD_LSHIFT);
    settle();
    CHECK_INT(A.focus, W_REVIEW);
    push_key(SDLK_TAB, 0);
    settle();
    push_key(SDLK_RETURN, 0);   /* Rematch */
    settle();
    CHECK_INT((int)ludi_session_moves_played(&A.game->flow.ss), 0);
    CHECK(ludi_session_state(&A.game->flow.ss)->phase != LUDI_PHASE_OVER);
    /* play-test 23: with a button chosen by Tab, Space pressed it, not the throw the line
     * under the board promises */
    CHECK_INT(ludi_session_state(&A.game->flow.ss)->phase, LUDI_PHASE_ROLL);
    push_key(SDLK_TAB, 0);
    settle();
    CHECK(A.focus > 0);
    push_key(SDLK_SPACE, 0);
    settle();
    CHECK_INT(ludi_session_state(&A.game->flow.ss)->phase, LUDI_PHASE_MOVE);
    CHECK_INT(A.focus, -1);
    app_free(&A);
}

/* Play-test 24: at a game's end the end's panel had "Review the game" and the move list its
 * own "Review", of one id: both lit at once under the pointer or Tab. While the panel shows,
 * its button is the only one; closed, the list's comes back. */
static int widgets_of(int id)
{
    int n = 0;
    for (int i = 0; i < A.nwidgets; i++)
        n += A.widgets[i].id == id;
    return n;
}

static void test_one_review_button(void)
{
    if (!open_saved(pente_won, "en", 1))
        return;
    settle();
    window_draw(&A);
    CHECK(chrome_over_shown(&A));
    CHECK_INT(widgets_of(W_REVIEW), 1);
    push_key(SDLK_TAB, 0);
    settle();
    CHECK_INT(A.focus, W_REVIEW);
    push_key(SDLK_ESCAPE, 0);   /* the panel closed */
    settle();
    window_draw(&A);
    CHECK(!chrome_over_shown(&A));
    CHECK_INT(widgets_of(W_REVIEW), 1);
    app_free(&A);
}

/* Play-test 24: a game loaded where a throw is asked for showed the last throw's faces,
 * dimmed, under "White to throw": a newcomer took them for the throw to play. Waiting for a
 * throw, the dice are blank, as before the first; thrown, they show the new throw. */
static void test_old_throw_unshown(void)
{
    static const char *const games[] = {
        "ludi-save 1\ngame pente\noptions lines=5 mode=knockoff\nseed 1\n"
        "player a human\nplayer b human\nroll 3\nmove off-3A\n",
        "ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
        "player one human\nplayer two human\nroll 6 5 4\nmove off-6,off-5,off-4\n",
    };
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        if (!open_saved(games[i], "en", 1))
            return;
        settle();
        struct game *g = A.game;
        const struct ludi_state *s = ludi_session_state(&g->flow.ss);
        CHECK_INT(s->phase, LUDI_PHASE_ROLL);
        char msg[400];
        chrome_status_words(&A, msg, sizeof msg);
        CHECK_MSG(strstr(msg, "to throw") != NULL, "game %zu: %s", i, msg);
        struct dice_view dv;
        board_dice_shown(&A, &dv);
        CHECK(dv.n > 0);
        for (int k = 0; k < dv.n; k++)
            CHECK_MSG(dv.d[k].value == 0, "game %zu: die %d shows %d", i, k, dv.d[k].value);
        push_key(SDLK_SPACE, 0);
        settle();
        s = ludi_session_state(&g->flow.ss);
        CHECK_INT(s->phase, LUDI_PHASE_MOVE);
        board_dice_shown(&A, &dv);
        for (int k = 0; k < dv.n && k < s->ndice; k++)
            CHECK_INT(dv.d[k].value, s->dice[k]);
        app_free(&A);
    }
}

/* Play-test 30: Enter in Pente grammai showed the keys' square cursor and nothing said what
 * the arrows do. The keys' first use in a game says it, once, whole at 1280x800, 800x600 and
 * 700x1000 in English and German (12 px or more); Latrunculi says men. */
static void test_keys_told(void)
{
    static const struct {
        const char *save, *lang, *words;
        SDL_Keycode key;
    } cases[] = {
        {PENTE_TWO, "en", "Keys: the arrows choose, Enter picks a counter up and sets it down, "
                          "Escape puts it back", SDLK_RETURN},
        {PENTE_TWO, "de", "Tastatur: die Pfeiltasten w\xc3\xa4hlen, die Eingabetaste nimmt einen "
                          "Stein auf und setzt ihn ab, Escape stellt ihn zur\xc3\xbc" "ck",
         SDLK_RETURN},
        {"ludi-save 1\ngame latrunculi\noptions size=8x8\nseed 1\nplayer black human\n"
         "player white computer 1\nposition 7W/8/8/2bw4/8/8/8/B3b3 b 0\n", "en",
         "Keys: the arrows choose, Enter picks a man up and sets it down, Escape puts it back",
         SDLK_RIGHT},
    };
    static const char *const sizes[] = {"1280x800", "800x600", "700x1000"};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        for (int si = 0; si < 3; si++) {
            if (!window_open_saved(&A, sizes[si], cases[i].save, cases[i].lang, 1))
                return;
            settle();
            struct game *g = A.game;
            CHECK(!g->ui.keys && A.notice[0] == '\0');
            push_key(cases[i].key, 0);
            app_frame(&A, false);
            CHECK(g->ui.keys);
            CHECK_STR(A.notice, cases[i].words);
            A.g.smallest_px = 1e9f;
            window_draw(&A);
            CHECK_MSG(window_drawn(&A, cases[i].words, true), "%s %s: not drawn whole",
                      sizes[si], cases[i].lang);
            CHECK_MSG(A.g.smallest_px >= 12 * A.g.dpi - 0.01f, "%s %s: text at %.1f px",
                      sizes[si], cases[i].lang, A.g.smallest_px);
            /* once a game: the mouse used, the keys again, nothing said */
            A.notice[0] = '\0';
            push_button(SDL_MOUSEBUTTONDOWN, 5, 5);
            push_button(SDL_MOUSEBUTTONUP, 5, 5);
            app_frame(&A, false);
            CHECK(!g->ui.keys);
            push_key(cases[i].key, 0);
            app_frame(&A, false);
            CHECK(g->ui.keys);
            CHECK_MSG(A.notice[0] == '\0', "said again: %s", A.notice);
            app_free(&A);
        }
}

/* Session 63: the keys' words, said at the first arrow key, followed Escape onto the title's
 * menu, where Enter picks no man up. The game's own words stay with the game; a notice of the
 * window's (a file kept, given with app_notice) still goes with it to the next scene. */
static void test_keys_words_stay_in_game(void)
{
    const char *save = "ludi-save 1\ngame latrunculi\noptions size=8x8\nseed 1\n"
                       "player black human\nplayer white human\n";
    if (!window_open_saved(&A, "1280x800", save, "en", 1))
        return;
    settle();
    push_key(SDLK_RIGHT, 0);
    app_frame(&A, false);
    CHECK(strstr(A.notice, "Keys: the arrows choose") == A.notice);
    push_key(SDLK_ESCAPE, 0);
    app_frame(&A, false);
    CHECK(A.scene == SCENE_TITLE);
    CHECK_MSG(A.notice[0] == '\0', "on the title: %s", A.notice);
    /* the window's own notice goes on to the next scene */
    app_notice(&A, "%s", "kept: a file");
    app_switch(&A, SCENE_SETTINGS);
    CHECK_STR(A.notice, "kept: a file");
    app_free(&A);
}

/* Opens a Latrunculi game between two people, the hint asked and shown; false (and a failed
 * check) if it cannot. */
static bool open_hinted(void)
{
    if (!open_saved("ludi-save 1\ngame latrunculi\noptions size=8x8\nseed 1\n"
                    "player black human\nplayer white human\n"
                    "position 7W/8/8/2bw4/8/8/8/B3b3 b 0\n", "en", 1))
        return false;
    settle();
    game_ask_hint(&A);
    settle();
    CHECK(A.game->ui.hint_shown);
    return true;
}

/* Play-test 33: Escape with a hint shown went to the menu; it takes the hint away, and the
 * next Escape opens the menu. */
static void test_escape_hint(void)
{
    if (!open_hinted())
        return;
    push_key(SDLK_ESCAPE, 0);
    settle();
    CHECK(A.scene == SCENE_GAME);
    CHECK(!A.game->ui.hint_shown);
    push_key(SDLK_ESCAPE, 0);
    settle();
    CHECK(A.scene != SCENE_GAME);
    app_free(&A);
}

static void test_keys_follow_hint(void)
{
    /* Latrunculi (play-test 15): lifted, the cursor went to the first square, not the hint's */
    if (!open_hinted())
        return;
    /* play-test 16: the cursor shows on the hint when it comes, however it was asked; one
     * Enter plays it, as the line says (play-test 17: it only lifted the counter) */
    CHECK(A.game->ui.keys);
    push_key(SDLK_RETURN, 0);
    settle();
    char first[LUDI_MOVE_LEN] = "";
    size_t last = ludi_session_length(&A.game->flow.ss);
    while (last-- > 0 && ludi_session_event(&A.game->flow.ss, last)->kind != LUDI_EVENT_MOVE)
        ;
    if (last < ludi_session_length(&A.game->flow.ss))
        ludi_move_format(ludi_session_state_at(&A.game->flow.ss, last),
                         &ludi_session_event(&A.game->flow.ss, last)->move, first,
                         sizeof first);
    CHECK_STR(first, "e1-e5");
    app_free(&A);
    /* play-test 19: H then Enter at once, while the hint was being found: the Enter was lost,
     * and the cursor it showed stood on the first counter, not the hint's. It plays the hint
     * once it comes (the window's events come before its update in a frame, so the Enter is
     * read while the search still counts as running, however quick its thread) */
    if (!open_saved("ludi-save 1\ngame latrunculi\noptions size=8x8\nseed 1\n"
                    "player black human\nplayer white human\n"
                    "position 7W/8/8/2bw4/8/8/8/B3b3 b 0\n", "en", 1))
        return;
    settle();
    game_ask_hint(&A);
    CHECK(A.game->flow.comp.busy);
    push_key(SDLK_RETURN, 0);
    settle();
    first[0] = '\0';
    last = ludi_session_length(&A.game->flow.ss);
    while (last-- > 0 && ludi_session_event(&A.game->flow.ss, last)->kind != LUDI_EVENT_MOVE)
        ;
    if (last < ludi_session_length(&A.game->flow.ss))
        ludi_move_format(ludi_session_state_at(&A.game->flow.ss, last),
                         &ludi_session_event(&A.game->flow.ss, last)->move, first,
                         sizeof first);
    CHECK_STR(first, "e1-e5");
    CHECK(!A.game->ui.enter_after_hint);
    app_free(&A);
    for (int seed = 1; seed <= 6; seed++) {
        char seedtxt[8];
        snprintf(seedtxt, sizeof seedtxt, "%d", seed);
        const char *args[] = {"--game", "pente", "--black", "human", "--white", "computer",
                              "--seed", seedtxt, "--animation", "off", NULL};
        if (!open_game(args))
            return;
        struct game *g = A.game;
        /* a few turns in, so that several counters can move */
        for (int turn = 0; turn < 8; turn++) {
            Uint64 t0 = SDL_GetTicks64();
            while (ludi_session_state(&g->flow.ss)->side != 0 &&
                   ludi_session_state(&g->flow.ss)->phase != LUDI_PHASE_OVER &&
                   SDL_GetTicks64() - t0 < 120000) {
                app_frame(&A, false);
                SDL_Delay(1);
            }
            const struct ludi_state *s = ludi_session_state(&g->flow.ss);
            if (s->phase == LUDI_PHASE_OVER)
                break;
            if (s->phase == LUDI_PHASE_ROLL) {
                game_throw(&A);
                settle();
            }
            s = ludi_session_state(&g->flow.ss);
            if (turn > 0 && s->side == 0 && s->phase == LUDI_PHASE_MOVE) {
                /* play-test 16: after the computer's reply the cursor stood on the first
                 * counter and a spare Enter lifted it (and one more moved it): hidden since
                 * the reply, an Enter only shows it */
                size_t before = ludi_session_moves_played(&g->flow.ss);
                CHECK_MSG(!g->ui.keys, "seed %d turn %d: the cursor shown after the reply",
                          seed, turn);
                push_key(SDLK_RETURN, 0);
                settle();
                CHECK_MSG(g->ui.lift < 0 && ludi_session_moves_played(&g->flow.ss) == before,
                          "seed %d turn %d: a spare Enter after the reply acted", seed, turn);
            }
            if (s->side != 0 || s->phase != LUDI_PHASE_MOVE || g->ui.nlegal < 2) {
                struct ludi_past past = ludi_session_past(&g->flow.ss);
                struct ludi_step legal[LUDI_MAX_MOVES];
                if (s->side == 0 && s->phase == LUDI_PHASE_MOVE &&
                    ludi_legal_steps(s, &past, NULL, 0, legal, LUDI_MAX_MOVES) > 0)
                    game_step(&A, &legal[0], -1, -1);
                settle();
                continue;
            }
            if (turn % 2)   /* the cursor shown first, elsewhere */
                push_key(SDLK_LEFT, 0);
            settle();
            game_ask_hint(&A);
            settle();
            CHECK(g->ui.hint_shown);
            struct ludi_step want = g->ui.hint.steps[0];
            size_t played = ludi_session_moves_played(&g->flow.ss);
            CHECK_MSG(g->ui.keys, "seed %d turn %d: the cursor not shown on the hint", seed,
                      turn);
            push_key(SDLK_RETURN, 0);   /* one Enter plays the hint (play-test 17) */
            settle();
            CHECK_INT((int)ludi_session_moves_played(&g->flow.ss), (int)played + 1);
            const struct ludi_event *e = NULL;
            for (size_t k = ludi_session_length(&g->flow.ss); k-- > 0;)
                if (ludi_session_event(&g->flow.ss, k)->kind == LUDI_EVENT_MOVE &&
                    ludi_session_event(&g->flow.ss, k)->side == 0) {
                    e = ludi_session_event(&g->flow.ss, k);
                    break;
                }
            CHECK(e != NULL);
            if (e)
                CHECK_MSG(e->move.steps[0].from == want.from && e->move.steps[0].to == want.to,
                          "seed %d turn %d: played %d-%d, the hint %d-%d", seed, turn,
                          e->move.steps[0].from, e->move.steps[0].to, want.from, want.to);
        }
        app_free(&A);
    }
}

/* Play-test 14: two people at one table read "Black to move (you)", then "White to move
 * (you)": either is "you". The top line names the side alone there, and keeps "(you)" against
 * the computer. */
static void test_top_two_people(void)
{
    static const struct { const char *black, *white, *lang, *words; } cases[] = {
        {"human", "human", "en", "Black to move"},
        {"human", "human", "de", "Schwarz am Zug"},
        {"human", "computer", "en", "Black to move (you)"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const char *args[] = {"--game", "latrunculi", "--black", cases[i].black, "--white",
                              cases[i].white, "--language", cases[i].lang, "--seed", "3", NULL};
        if (!open_game(args))
            return;
        char words[300];
        chrome_top_words(&A, words, sizeof words);
        CHECK_STR(words, cases[i].words);
        app_free(&A);
    }
}

/* Play-test 12: the end's panel stood over the middle of the board and hid the final position.
 * Where there is room beside the board (landscape) or under it (portrait) it stands there,
 * clear of the board; beside Duodecim's wide board at 800x600 there is none and it stays over
 * the board, as before. */
static void test_over_beside_board(void)
{
    static const char *const lat =
        "ludi-save 1\ngame latrunculi\noptions size=8x8\nseed 1\nplayer black human\n"
        "player white computer 1\nposition 6W1/8/8/2bw4/8/8/8/B3b3 b 0\nmove e1-e5\n";
    static const char *const duo =   /* a wide board: the panel narrower beside it */
        "ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\nplayer one human\n"
        "player two computer 1\nposition one:30,out*14 two:13*15 one\nroll 1 2 3\n"
        "move 30-out\n";
    static const struct { const char *size, *lang, *save; bool clear; } cases[] = {
        {"1280x800", "en", lat, true}, {"1280x800", "de", lat, true},
        {"700x1000", "en", lat, true}, {"700x1000", "de", lat, true},
        {"1280x800", "de", duo, true}, {"800x600", "de", lat, true},
        {"800x600", "en", duo, false},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        if (!window_open_saved(&A, cases[i].size, cases[i].save, cases[i].lang, 1))
            return;
        settle();
        app_frame(&A, false);
        CHECK(ludi_session_state(&A.game->flow.ss)->phase == LUDI_PHASE_OVER);
        CHECK(chrome_over_shown(&A));
        const SDL_FRect b = A.game->draw.view.board;
        static const int ids[] = {W_REMATCH, W_NEWGAME, W_TOMENU};
        for (size_t k = 0; k < sizeof ids / sizeof ids[0]; k++) {
            const struct widget *w = window_widget(&A, ids[k]);
            CHECK_MSG(w != NULL, "%s: no widget %d", cases[i].size, ids[k]);
            if (!w)
                continue;
            bool apart = w->r.x >= b.x + b.w || w->r.x + w->r.w <= b.x ||
                         w->r.y >= b.y + b.h || w->r.y + w->r.h <= b.y;
            bool inside = w->r.x >= 0 && w->r.y >= 0 && w->r.x + w->r.w <= A.game->draw.lay.bar.w &&
                          w->r.y + w->r.h <= A.game->draw.lay.bar.y;
            CHECK_MSG(apart == cases[i].clear && inside, "%s %s: widget %d at %.0f,%.0f %.0fx%.0f, "
                      "board %.0f,%.0f %.0fx%.0f", cases[i].size, cases[i].lang, ids[k], w->r.x,
                      w->r.y, w->r.w, w->r.h, b.x, b.y, b.w, b.h);
        }
        app_free(&A);
    }
}

/* Play-test 11: in German the buttons under the board dropped their keys at 1280x800 (every
 * button one width, "R\xc3\xbc" "ckg\xc3\xa4ngig \xc2\xb7 Strg+Z" too wide for it). Now each is as
 * wide as its label where that fits: Undo (with its key) wider than Moves (no key), no label
 * cut; in English all still fit one width. */
static void test_keys_kept_in_german(void)
{
    static const char *const langs[] = {"de", "en"};
    for (int k = 0; k < 2; k++) {
        const char *args[] = {"--game", "latrunculi", "--language", langs[k], NULL};
        if (!open_game(args))
            return;
        settle();
        const struct widget *undo = window_widget(&A, W_UNDO), *list = window_widget(&A, W_LIST);
        CHECK(undo && list);
        if (undo && list) {
            if (k == 0)
                CHECK_MSG(undo->r.w > list->r.w + 20, "de: Undo %.0f px, Moves %.0f px",
                          (double)undo->r.w, (double)list->r.w);
            else
                CHECK_MSG(undo->r.w == list->r.w, "en: Undo %.0f px, Moves %.0f px",
                          (double)undo->r.w, (double)list->r.w);
            CHECK(!undo->cut && !list->cut);
            /* the key is in the label: wider than the word alone would be drawn */
            CHECK_MSG(undo->text_w > 0.6f * undo->r.w, "%s: Undo's label %.0f of %.0f px",
                      langs[k], (double)undo->text_w, (double)undo->r.w);
        }
        app_free(&A);
    }
}

/* A newcomer's play-test: Pente's move list's key said "red: the sacred line", and nothing in
 * the list is red; it names the sacred line's points as the list writes them ("3A", "4B"), in
 * either mode, any number of lines, English and German. And classic mode, where every counter
 * stays on the board, drew two empty, unlabelled trays: it lays out none. */
static void test_pente_key_and_trays(void)
{
    static const struct { const char *lines, *mode, *ma, *mb; } cases[] = {
        {"5", "classic", "3A", "3B"}, {"5", "knockoff", "3A", "3B"}, {"7", "classic", "4A", "4B"},
    };
    static const char *const langs[] = {"en", "de"};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        for (int k = 0; k < 2; k++) {
            char mode[32];
            snprintf(mode, sizeof mode, "mode=%s", cases[i].mode);
            const char *args[] = {"--game", "pente", "--lines", cases[i].lines, "--option", mode,
                                  "--language", langs[k], "--scene", "game", NULL};
            if (!open_game(args))
                return;
            settle();
            char key[600], names[32];
            chrome_list_key_words(&A, key, sizeof key);
            snprintf(names, sizeof names, "%s,\xc2\xa0%s", cases[i].ma, cases[i].mb);
            CHECK_MSG(strstr(key, names) != NULL, "%s %s %s: the key \"%s\" names not %s",
                      cases[i].lines, mode, langs[k], key, names);
            CHECK_MSG(!strstr(key, "red:") && !strstr(key, "rot:"), "%s %s %s: the key \"%s\" "
                      "speaks of a colour", cases[i].lines, mode, langs[k], key);
            /* play-test 41: the plain move was the one sign it left out */
            CHECK_MSG(strncmp(key, k ? "4B-3A: von 4B nach 3A" : "4B-3A: from 4B to 3A", 20) == 0,
                      "%s %s %s: the key \"%s\" does not begin with the plain move",
                      cases[i].lines, mode, langs[k], key);
            /* play-test 42: each side's way round */
            char ways[160];
            int L = atoi(cases[i].lines);
            snprintf(ways, sizeof ways,
                     k ? "Blau zieht herum: 1A bis %dA, 1B bis %dB \xc2\xb7 "
                         "Wei\xc3\x9f zieht herum: 1B bis %dB, 1A bis %dA \xc2\xb7 "
                         "Blau siegt mit allen auf %dB, Wei\xc3\x9f auf %dA"
                       : "Blue goes round: 1A to %dA, 1B to %dB \xc2\xb7 "
                         "White goes round: 1B to %dB, 1A to %dA \xc2\xb7 "
                         "Blue wins with all on %dB, White on %dA",
                     L, L, L, L, (L + 1) / 2, (L + 1) / 2);   /* play-tests 55, 57: round, then
                                                                  the goal */
            CHECK_MSG(strstr(key, ways) != NULL, "%s %s %s: the key \"%s\" gives not \"%s\"",
                      cases[i].lines, mode, langs[k], key, ways);
            /* laid out, a line breaks only after a part's dot where each part fits a line
             * (play-test 36: at 1280x800 "x:" ended a line, its meaning began the next): the
             * plain spaces left are those after a dot */
            char laid[600];
            chrome_list_key_laid(&A, laid, sizeof laid);
            for (const char *sp = strchr(laid, ' '); sp; sp = strchr(sp + 1, ' '))
                CHECK_MSG(sp - laid >= 2 && strncmp(sp - 2, "\xc2\xb7", 2) == 0,
                          "%s %s %s: the key \"%s\" breaks at \"%.12s\"", cases[i].lines, mode,
                          langs[k], laid, sp > laid + 6 ? sp - 6 : laid);
            /* a no-break space as wide as a space (the key read "onto2A") */
            int w1, w2, h;
            gfx_text_size(&A.g, FACE_ITALIC, 13, "onto 2A", &w1, &h);
            gfx_text_size(&A.g, FACE_ITALIC, 13, "onto\xc2\xa0" "2A", &w2, &h);
            CHECK_INT(w2, w1);
            const struct view *v = &A.game->draw.view;
            bool classic = !strcmp(cases[i].mode, "classic");
            for (int side = 0; side < 2; side++)
                CHECK_MSG((v->tray[side].w > 0 && v->tray[side].h > 0) == !classic,
                          "%s %s: side %d's tray %.0fx%.0f", cases[i].lines, mode, side,
                          (double)v->tray[side].w, (double)v->tray[side].h);
            app_free(&A);
        }
}

/* The frame's widget id's middle clicked (drawn first); false when there is none. */
static bool press(int id)
{
    window_draw(&A);
    return click(id);
}

/* Frames until the computer thinks (its search started: the player's move has landed). */
static void think(struct game *g)
{
    for (Uint64 t0 = SDL_GetTicks64(); !g->flow.comp.busy && SDL_GetTicks64() - t0 < 60000;) {
        app_frame(&A, false);
        SDL_Delay(1);
    }
}

/* Play-test 26: there was no way to resign. Resign, over the move list, asks first (Enter
 * answers "Keep playing"); given up, the game ends at once as the player's loss: the computer
 * stops thinking, the end's panel says "You resigned", the statistics count a loss, the
 * autosave is no game to continue, and the review grades the moves played. Ctrl+R asks too;
 * nothing is offered once the game is over, and the resigned game loads as it ended. */
static void test_resign(void)
{
    const char *first[] = {"--window", "1280x800", NULL};   /* the player's files: Continue */
    const char *args[] = {"--game", "latrunculi", "--size", "8x8", "--black", "human",
                          "--white", "computer", "--level", "5", "--seed", "3", NULL};
    if (!window_open_args(&A, first, args, 1))
        return;
    settle();
    struct game *g = A.game;
    struct ludi_step st = {.from = 1, .to = 3 * 8 + 1};   /* b1-b4 */
    CHECK(game_step(&A, &st, -1, -1));
    think(g);
    CHECK_MSG(g->flow.comp.busy, "the computer is not thinking");
    /* its button over the list; asked, Enter keeps playing */
    CHECK(press(W_RESIGN));
    CHECK(A.ask.open && strstr(A.ask.text, "Resign this game?") != NULL);
    push_key(SDLK_RETURN, 0);
    app_frame(&A, false);
    CHECK(!A.ask.open && ludi_session_state(&g->flow.ss)->phase != LUDI_PHASE_OVER);
    settle();   /* the computer's reply */
    size_t moves = ludi_session_moves_played(&g->flow.ss);
    CHECK_INT((int)moves, 2);
    st = (struct ludi_step){.from = 2, .to = 2 * 8 + 2};   /* c1-c3 */
    CHECK(game_step(&A, &st, -1, -1));
    think(g);
    CHECK(g->flow.comp.busy);
    /* Ctrl+R asks too; Yes: over at once, the computer stopped */
    push_key(SDLK_r, KMOD_LCTRL);
    app_frame(&A, false);
    CHECK(A.ask.open);
    window_draw(&A);
    const struct widget *yes = window_widget(&A, 0x7ff00001);
    CHECK(yes != NULL);
    if (yes) {
        push_button(SDL_MOUSEBUTTONDOWN, yes->r.x + yes->r.w / 2, yes->r.y + yes->r.h / 2);
        push_button(SDL_MOUSEBUTTONUP, yes->r.x + yes->r.w / 2, yes->r.y + yes->r.h / 2);
        app_frame(&A, false);
    }
    const struct ludi_state *s = ludi_session_state(&g->flow.ss);
    CHECK(s->phase == LUDI_PHASE_OVER && s->result == LUDI_WIN1);
    CHECK_INT(s->reason, LUDI_REASON_RESIGNED);
    CHECK(!g->flow.comp.busy && g->flow.pending_next < 0);
    settle();
    CHECK_INT((int)ludi_session_moves_played(&g->flow.ss), 3);   /* no reply came */
    CHECK(chrome_over_shown(&A));
    char top[300];
    chrome_result_line(&A, s, top, sizeof top, 0);
    CHECK_STR(top, "The computer wins: you resigned");
    CHECK(window_drawn(&A, "You resigned", false));   /* the panel's sentence */
    const struct ludi_stat *r = stats_row();
    CHECK_MSG(r && r->played == 1 && r->won == 0 && r->drawn == 0, "played %d",
              r ? r->played : 0);
    CHECK(!game_has_autosave(&A, NULL, NULL) && !game_in_progress(&A));
    CHECK(!game_can_undo(&A) && game_resigner(&A) < 0);
    push_key(SDLK_r, KMOD_LCTRL);   /* nothing to resign */
    app_frame(&A, false);
    CHECK(!A.ask.open);
    push_key(SDLK_ESCAPE, 0);   /* the panel closed: Review where Resign stood */
    settle();
    window_draw(&A);
    CHECK(widgets_of(W_RESIGN) == 0 && widgets_of(W_REVIEW) == 1);
    /* the review grades the three moves */
    CHECK(review_possible(&A));
    CHECK(click(W_REVIEW));
    for (Uint64 t0 = SDL_GetTicks64();
         review_state(&A) == REVIEW_RUNNING && SDL_GetTicks64() - t0 < 600 * 1000;)
        app_frame(&A, false), SDL_Delay(5);
    CHECK(review_state(&A) == REVIEW_SHOWN);
    CHECK_INT(review_count(&A), 3);
    /* the autosave holds the resignation, and loads as the game ended: counted once */
    char path[1200], *text = NULL, err[256];
    game_autosave_path(&A, path, sizeof path);
    CHECK(ludi_file_read(path, LUDI_FILE_MAX, &text, NULL, err, sizeof err));
    CHECK_MSG(text && strstr(text, "\nresign black\n"), "%s", text ? text : err);
    free(text);
    app_free(&A);
    const char *load[] = {"--load", path, NULL};
    if (!window_open_args(&A, first, load, 1))
        return;
    settle();
    g = A.game;
    CHECK(chrome_over_shown(&A) && ludi_session_resigned(&g->flow.ss) == 0);
    r = stats_row();
    CHECK(r && r->played == 1);
    window_draw(&A);
    CHECK_INT(widgets_of(W_RESIGN), 0);
    app_free(&A);
}

/* Two people at one screen: the side to act resigns, the other wins, both named; German. */
static void test_resign_two_people(void)
{
    const char *args[] = {"--game", "duodecim", "--black", "human", "--white", "human",
                          "--language", "de", "--seed", "5", NULL};
    if (!open_game(args))
        return;
    settle();
    struct game *g = A.game;
    CHECK(game_throw(&A));
    settle();
    CHECK_INT(game_resigner(&A), 0);
    CHECK(press(W_RESIGN));
    CHECK_MSG(A.ask.open && strstr(A.ask.text, "Die Partie f\xc3\xbcr Schwarz aufgeben?") &&
                  strstr(A.ask.text, "Wei\xc3\x9f gewinnt sie"), "%s", A.ask.text);
    push_key(SDLK_ESCAPE, 0);   /* closed: nothing happens */
    app_frame(&A, false);
    CHECK(!A.ask.open && ludi_session_state(&g->flow.ss)->phase == LUDI_PHASE_MOVE);
    push_key(SDLK_r, KMOD_LCTRL);
    app_frame(&A, false);
    CHECK(A.ask.open);
    push_key(SDLK_RIGHT, 0);   /* from Weiterspielen to Aufgeben */
    push_key(SDLK_RETURN, 0);
    settle();
    const struct ludi_state *s = ludi_session_state(&g->flow.ss);
    CHECK(s->phase == LUDI_PHASE_OVER && s->result == LUDI_WIN1);
    CHECK(chrome_over_shown(&A));
    char top[300];
    chrome_result_line(&A, s, top, sizeof top, 0);
    CHECK_STR(top, "Wei\xc3\x9f gewinnt: Schwarz hat aufgegeben");
    CHECK(window_drawn(&A, "Schwarz hat aufgegeben", false));
    app_free(&A);
    /* two computers: nobody to resign */
    const char *comps[] = {"--game", "pente", "--black", "computer", "--white", "computer", NULL};
    if (!open_game(comps))
        return;
    app_frame(&A, false);
    window_draw(&A);
    CHECK(game_resigner(&A) < 0 && widgets_of(W_RESIGN) == 0);
    app_free(&A);
}

/* The title's Resign, beside Continue (scene_title.c's W_RESIGN). */
enum { TITLE_RESIGN = 31, TITLE_CONTINUE = 20 };

/* Play-test 40: after Ctrl+Y in a game with nothing to redo, Escape to the menu showed "Nothing
 * to redo" over the title screen: what Undo and Redo say of the game stays with the game. */
static void test_undo_words_stay(void)
{
    const char *args[] = {"--game", "latrunculi", "--black", "human", "--white", "human", NULL};
    for (int redo = 0; redo < 2; redo++) {
        if (!open_game(args))
            return;
        settle();
        if (redo)
            game_redo(&A);
        else
            game_undo(&A);
        CHECK_STR(A.notice, redo ? "Nothing to redo" : "Nothing to undo");
        CHECK(press(W_MENU));
        CHECK_INT(A.scene, SCENE_TITLE);
        window_draw(&A);
        CHECK_MSG(A.notice[0] == '\0' || A.notice_until < A.now, "the menu says '%s'",
                  A.notice);
        app_free(&A);
    }
}

/* A newcomer's play-test: the king's star was explained nowhere in the game, only on the
 * rules page, and what wins was not said until the end. The move list says the game's aim,
 * whole, under its rows, at 800x600, 1280x800 and a portrait size in English and German; after
 * a move still (play-test 69: it went at the first move), until the rows leave it no room. */
static void test_aim_said_first(void)
{
    static const struct { const char *game, *lang, *size, *words; } cases[] = {
        {"latrunculi", "en", "800x600", "star"},
        {"latrunculi", "de", "700x1000", NULL},   /* lines too long for the text cache */
        {"latrunculi", "de", "1280x800", "Stern"},
        {"pente", "de", "800x600", "heiligen Punkt"},
        {"pente", "en", "1280x800", "sacred point"},
        {"duodecim", "en", "700x1000", NULL},
        {"duodecim", "de", "800x600", "herausspielen"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        /* the first with no limit of moves without a capture, to play on until the list is
         * full */
        const char *args[] = {"--game", cases[i].game, "--language", cases[i].lang, "--black",
                              "human", "--white", "human", "--seed", "4",
                              i == 0 ? "--nocapture" : NULL, "0", NULL};
        if (!window_open(&A, cases[i].size, args, 1))
            return;
        settle();
        struct game *g = A.game;
        window_draw(&A);
        CHECK_MSG(g->draw.aim_shown &&
                      (!cases[i].words || window_drawn(&A, cases[i].words, false)),
                  "%s %s %s: shown %d", cases[i].game, cases[i].lang, cases[i].size,
                  (int)g->draw.aim_shown);
        /* a move made: the list has it, the aim goes */
        if (ludi_session_state(&g->flow.ss)->phase == LUDI_PHASE_ROLL) {
            CHECK(game_throw(&A));
            settle();
        }
        game_refresh_legal(&A);
        CHECK(g->ui.nlegal > 0 && game_step(&A, &g->ui.legal[0], -1, -1));
        settle();
        while (g->ui.nmade > 0 && g->ui.nlegal > 0 && game_step(&A, &g->ui.legal[0], -1, -1))
            settle();
        window_draw(&A);
        CHECK_MSG(ludi_session_moves_played(&g->flow.ss) > 0 && g->draw.aim_shown,
                  "%s %s %s: after a move", cases[i].game, cases[i].lang, cases[i].size);
        /* sixty moves more: the rows fill the list, the aim goes */
        for (int k = 0; k < 60 && i == 0 && ludi_session_state(&g->flow.ss)->phase ==
                                                    LUDI_PHASE_MOVE; k++) {
            game_refresh_legal(&A);
            if (g->ui.nlegal <= 0 || !game_step(&A, &g->ui.legal[0], -1, -1))
                break;
            settle();
        }
        if (i == 0) {
            window_draw(&A);
            CHECK_MSG(ludi_session_moves_played(&g->flow.ss) >= 40 && !g->draw.aim_shown,
                      "after %d moves", (int)ludi_session_moves_played(&g->flow.ss));
        }
        app_free(&A);
    }
}

/* Play-test 30: with the move list closed, its Resign button went with it and only Ctrl+R
 * resigned (the bar, in German at 700x1000, has no room for a ninth button). The menu, the
 * bar's Menu button, offers Resign beside Continue while the game in the window can be given
 * up: by the mouse alone, the list closed, it asks over the game's board and, Yes, resigns.
 * 1280x800, 800x600, 700x1000 and the smallest window, English and German: the button's label
 * whole; once the game is over, or between two computers, the menu offers none. */
static void test_resign_from_menu(void)
{
    static const char *const sizes[] = {"1280x800", "800x600", "700x1000", "640x480"};
    static const char *const langs[][2] = {{"en", "Resign this game?"},
                                           {"de", "Diese Partie aufgeben?"}};
    for (int si = 0; si < 4; si++)
        for (int li = 0; li < 2; li++) {
            const char *size[] = {"--window", sizes[si], NULL};
            const char *args[] = {"--game", "latrunculi", "--black", "human", "--white",
                                  "computer", "--language", langs[li][0], NULL};
            if (!window_open_args(&A, size, args, 1))
                return;
            settle();
            struct game *g = A.game;
            CHECK(press(W_LIST));   /* the list closed: its Resign with it */
            window_draw(&A);
            CHECK(!g->ui.list_open && widgets_of(W_RESIGN) == 0);
            CHECK(press(W_MENU));
            CHECK_INT(A.scene, SCENE_TITLE);
            window_draw(&A);
            const struct widget *w = window_widget(&A, TITLE_RESIGN);
            CHECK_MSG(w != NULL, "%s %s: no Resign in the menu", sizes[si], langs[li][0]);
            if (!w) {
                app_free(&A);
                continue;
            }
            const struct widget *c = window_widget(&A, TITLE_CONTINUE);
            CHECK(c != NULL && c->r.x + c->r.w <= w->r.x && !c->cut && c->r.x >= 0);
            CHECK_MSG(!w->cut && w->r.x + w->r.w <= (float)A.g.w &&
                          (w->r.w - w->text_w) / 2 >= APP_BUTTON_PAD * A.g.u - 1.01f,
                      "%s %s: Resign's label does not fit", sizes[si], langs[li][0]);
            if (getenv("LUDI_TEST_SHOTS")) {
                char path[256];
                snprintf(path, sizeof path, "%s/menu-%s-%s.png", getenv("LUDI_TEST_SHOTS"),
                         sizes[si], langs[li][0]);
                app_screenshot(&A, path);
            }
            CHECK(click(TITLE_RESIGN));
            CHECK_INT(A.scene, SCENE_GAME);
            CHECK_MSG(A.ask.open && strstr(A.ask.text, langs[li][1]) != NULL, "%s: asked '%s'",
                      sizes[si], A.ask.text);
            window_draw(&A);
            CHECK(click(0x7ff00001));   /* Yes */
            const struct ludi_state *s = ludi_session_state(&g->flow.ss);
            CHECK(s->phase == LUDI_PHASE_OVER && s->reason == LUDI_REASON_RESIGNED);
            CHECK(press(W_MENU));   /* over: nothing to resign */
            window_draw(&A);
            CHECK(A.scene == SCENE_TITLE && window_widget(&A, TITLE_RESIGN) == NULL);
            app_free(&A);
        }
    const char *comps[] = {"--game", "pente", "--black", "computer", "--white", "computer",
                           "--scene", "title", NULL};
    if (!open_game(comps))
        return;
    window_draw(&A);
    CHECK(window_widget(&A, TITLE_RESIGN) == NULL);
    app_free(&A);
}

int main(void)
{
    static char home[64], folder[128];
    if (!test_home_make(home, sizeof home, folder, sizeof folder))
        return 1;
    RUN(test_throw_words);
    RUN(test_hint_mid_turn);
    RUN(test_one_numbering);
    RUN(test_lat_hint_words);
    RUN(test_computer_throw_after_redo);
    RUN(test_pente_pointed_words);
    RUN(test_forced_one_step_named);
    RUN(test_undo_marks_last);
    RUN(test_capture_said);
    RUN(test_own_capture_said);
    RUN(test_own_hit_not_kept);
    RUN(test_over_clear_of_trays);
    RUN(test_over_beside_small);
    RUN(test_end_again);
    RUN(test_load_marks_last);
    RUN(test_tall_list_takes_room);
    RUN(test_no_sleep_with_work);
    RUN(test_hit_said_until_moved);
    RUN(test_own_capture_kept);
    RUN(test_reply_said_with_warning);
    RUN(test_pente_reply_said);
    RUN(test_pente_choice_said);
    RUN(test_computer_throw_shown);
    RUN(test_duo_computer_throw_shown);
    RUN(test_lat_computer_move_said);
    RUN(test_lat_king_flanked);
    RUN(test_lat_flanked_warning_whole);
    RUN(test_lat_first_move_said);
    RUN(test_new_game_heading);
    RUN(test_keys_kept_in_german);
    RUN(test_over_beside_board);
    RUN(test_top_two_people);
    RUN(test_keys_follow_hint);
    RUN(test_escape_hint);
    RUN(test_keys_told);
    RUN(test_keys_words_stay_in_game);
    RUN(test_cursor_comes_back);
    RUN(test_keys_count_from_lifted);
    RUN(test_pente_win_words);
    RUN(test_end_keys);
    RUN(test_one_review_button);
    RUN(test_old_throw_unshown);
    RUN(test_pente_key_and_trays);
    RUN(test_pente_key_narrow);
    RUN(test_forced_one_die);
    RUN(test_resign);
    RUN(test_resign_two_people);
    RUN(test_resign_from_menu);
    RUN(test_undo_words_stay);
    RUN(test_aim_said_first);
    test_home_remove(home);
    return check_summary();
}
