/* scene_game_chrome.h: what the game screen draws around the board (scene_game_chrome.c): the
 * top line, the move list, the buttons, the line under the board and the end-of-game panel. */
#ifndef LUDI_SCENE_GAME_CHROME_H
#define LUDI_SCENE_GAME_CHROME_H

#include <stdbool.h>
#include <stddef.h>

#include "i18n.h"

struct app;

/* The game screen's widgets. */
enum {
    W_UNDO = 1, W_REDO, W_HINT, W_RULES, W_MENU, W_LIST, W_DICE, W_REMATCH, W_NEWGAME, W_TOMENU,
    W_PRESENT, W_SAVE, W_PATH, W_CLOSE_OVER, W_SHOW_OVER,
    W_PLAY_LOSING,                 /* Yes to the question before a move that loses the game */
    W_RESIGN,                      /* the player gives the game up (asked first) */
    W_ENTRY = 1000
};

/* The state the top line and the list describe: the one shown (an earlier one in review). */
void chrome_draw_top(struct app *a);
/* The move list as a game record: numbered turns, the dice, captures marked, the move shown
 * highlighted and kept in view. */
void chrome_draw_list(struct app *a);
/* The move list's place: its ground, its edge towards the board and its title. */
void chrome_draw_panel(struct app *a, const char *title);
/* The buttons along the bottom, labels fitted to the width. */
void chrome_draw_bar(struct app *a);
/* The line under the board: the hint, a forced turn, what to do next (notices go there too). */
void chrome_draw_status(struct app *a);
/* The top line's words for an earlier position (false at the present, and at the review's end,
 * which shows the result): which move, numbered as
 * in the list, of how many, who played it and what; in *side the side they speak of (its
 * counter is the icon). */
bool chrome_review_words(struct app *a, char *out, size_t len, int *side);
/* The top line's words (the turn, an earlier position, or the result of a finished game); returns
 * the side whose counter stands beside them (-1: none, a draw). */
int chrome_top_words(struct app *a, char *out, size_t len);
/* Who plays whom, for the top line under the game's name: "You (Black) v the computer, level
 * 2", "Two players"; brief leaves out who the person is. */
void chrome_matchup_words(struct app *a, bool brief, char *out, size_t len);
/* A finished game's result as the top line says it: who won, then ": why" where the whole
 * fits in max_w pixels of the top line's text (max_w 0: always). */
void chrome_result_line(struct app *a, const struct ludi_state *s, char *out, size_t len,
                        float max_w);
/* The number the move list gives the k-th move (its round: both sides' moves share one), and
 * in *side (unless NULL) who made it (-1: no such move, k 0 being the start). */
int chrome_move_round(const struct app *a, int k, int *side);
/* The words of the line under the board when no notice stands there (msg[0] == 0: none), and
 * their colour. */
uint32_t chrome_status_words(struct app *a, char *msg, size_t len);
/* The end of the game: who won and why, replay keys, Rematch, New game, Menu; it can be
 * closed to look at the board, and shown again from the line under the board. */
void chrome_draw_over(struct app *a);
/* Where the end's panel stands (0 wide while it is not shown). */
void chrome_over_box(struct app *a, SDL_FRect *box);
/* Whether the end panel stands over the board now. */
bool chrome_over_shown(struct app *a);
/* Moves the list so that move k (1-based; 0: none) can be seen, its top row whole. */
void chrome_list_show(struct app *a, int k);
/* How far the list scrolls at most: its last row at the foot of its room (0: all rows fit). */
float chrome_list_end(struct app *a);
/* Scrolls the list by about `by` pixels (down when positive), to the next whole row. */
void chrome_list_scroll(struct app *a, float by);
/* The key to the move list's notation, as drawn under its title. */
void chrome_list_key_words(struct app *a, char *out, size_t len);
/* ... as laid out in the list's width: the spaces inside each part that fits a line made
 * no-break, so a line breaks only after a part's dot. */
void chrome_list_key_laid(struct app *a, char *out, size_t len);
/* Where a notice too long for the line under the board is said instead: the move list under
 * its heading and key (none when the list is closed). */
void chrome_notice_room(struct app *a, SDL_FRect *room);
/* Where the move list's rows are drawn (top to bottom) and a row's line height. */
void chrome_list_geometry(struct app *a, float *top, float *bottom, float *line);
/* The turn being made as the move list's last row says it (its dice, the steps made so far,
 * an ellipsis); false when no turn is being made. */
bool chrome_unfinished_words(struct app *a, char *out, size_t len);
/* A list as the core names it, "f4, g4, h4", said with its last comma as the word given (a
 * STR_LIST_ word, "and" or "or"): "f4, g4 and h4". */
void chrome_list_words(struct app *a, const char *names, enum str_id word, char *out,
                       size_t len);

#endif
