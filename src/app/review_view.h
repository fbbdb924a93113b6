/* review_view.h: the review of a finished game in the window (review_view.c): started from the
 * end panel or the move list, its progress with Cancel, then every move graded in the list, a
 * chart of the game, and the move played and the best move drawn for the move chosen. */
#ifndef LUDI_REVIEW_VIEW_H
#define LUDI_REVIEW_VIEW_H

#include <stdbool.h>
#include <stddef.h>

struct app;
struct game;
struct ui_event;
struct ludi_review_move;

/* The review's widgets (beside the game screen's, scene_game_chrome.h). */
enum {
    W_REVIEW = 200, W_REVIEW_CANCEL, W_REVIEW_CLOSE, W_REVIEW_CHART, W_REVIEW_ENTRY = 20000
};

enum review_state { REVIEW_OFF, REVIEW_RUNNING, REVIEW_SHOWN };

enum review_state review_state(const struct app *a);
/* The moves graded (REVIEW_SHOWN), and the one chosen (1-based; 0 none). */
int review_count(const struct app *a);
int review_selected(const struct app *a);
/* Whether the review shows its last step, the end: the final position and the result (chosen
 * as move count + 1). */
bool review_at_end(const struct app *a);
const struct ludi_review_move *review_move(const struct app *a, int k);
/* Whether the game can be reviewed now: finished, with moves, not already under review. */
bool review_possible(const struct app *a);
/* Starts reviewing the game on a thread of its own; the end panel gives way to its progress. */
void review_start(struct app *a);
/* Stops the review at once (its thread too) and goes back to the game as it stands. */
void review_close(struct app *a);
/* Frees what the review holds (with the game). */
void review_free(struct game *g);
/* Each frame: takes the review's outcome when it is done. */
void review_update(struct app *a);
/* Chooses move k (1-based): its position, with the move played and the best move drawn. */
void review_select(struct app *a, int k);
/* The review's widgets and keys; true when it took them. */
bool review_activate(struct app *a, int id);
bool review_key(struct app *a, const struct ui_event *e);
/* The mouse wheel over the review's list, notches up (positive) or down: it scrolls the list
 * three rows a notch, the chosen move left where it is (play-test 47: the wheel moved
 * nothing). False when no review is shown. */
bool review_wheel(struct app *a, int notches);
/* Drawing: the panel instead of the move list, the line under the board, the arrows on the
 * board and the progress over it. Each returns (or does) nothing when the review is off. */
bool review_draw_panel(struct app *a);
bool review_draw_status(struct app *a);
void review_draw_board(struct app *a);
void review_draw_progress(struct app *a);
/* Move k (1-based) in words: who played what, its grade, what it gave away against the best. */
void review_sentence(struct app *a, int k, char *out, size_t len);
/* The hint's words: the best turn's chance, then the next turns with theirs (dice games). */
void review_hint_words(struct app *a, char *buf, size_t len);

#endif
