/* learn.h: the window's lessons (learn.c): lesson files read from the assets, the player's
 * progress kept in their folder, and the lesson under way shared by the Learn screen
 * (scene_learn.c) and the lesson on the board (scene_lesson.c). */
#ifndef LUDI_APP_LEARN_H
#define LUDI_APP_LEARN_H

#include <stdbool.h>
#include <stddef.h>

#include "ludi/lesson.h"

struct app;
struct game;

enum learn_verdict { LEARN_NONE, LEARN_RIGHT, LEARN_MISSED, LEARN_ILLEGAL };

/* A second click on the place of Next (now Skip) this soon after Next, the mouse unmoved, is
 * a double click's and skips nothing (SDL's and most desktops' double-click time). */
#define LEARN_DOUBLE_CLICK_S 0.5

struct learn {
    struct ludi_lesson *lesson[LUDI_GAME_COUNT];   /* read when first wanted */
    bool tried[LUDI_GAME_COUNT];
    char err[LUDI_GAME_COUNT][300];                /* why a lesson could not be read */
    struct ludi_lesson_progress prog;
    bool keep_file;              /* the record could not be read nor set aside: not written */
    /* the lesson under way (scene_lesson.c) */
    enum ludi_game game;
    struct ludi_lesson_run run;
    struct game *parked;         /* the player's game, kept aside while a lesson is shown */
    bool active;                 /* the lesson scene holds a step's game */
    enum learn_verdict verdict;  /* the answer to the last move of this step */
    char answer[600];            /* what was said about it */
    bool answer_fresh;           /* said, not yet tied to the state it answers */
    size_t answer_at;            /* that state (scene_lesson.c's stamp): another clears it */
    int checked;                 /* steps of the turn being made already found still right */
    char seen_notice[600];       /* the last refusal taken into the answer (as a notice) */
    bool skip_held;              /* Next was clicked and the mouse has not moved since */
    double next_t;               /* when (a->now) Next was clicked */
    bool to_title;               /* Leave goes back to the title screen, where the lesson was
                                    taken (its card's question), not to the list of lessons */
};

/* The window's lessons, made (and the progress record read) when first wanted. */
struct learn *learn_get(struct app *a);
void learn_free(struct app *a);
/* A game's lesson, read and checked when first wanted; NULL with a notice when it cannot be. */
const struct ludi_lesson *learn_lesson(struct app *a, enum ludi_game g);
/* The lesson's language for the window's. */
enum ludi_lang learn_lang(const struct app *a);
/* How many of a lesson's steps the player has done. */
int learn_done(struct app *a, enum ludi_game g);
/* Marks a step done and keeps the record (atomically, in the player's folder). */
void learn_mark(struct app *a, enum ludi_game g, const char *id);
/* Chooses the lesson and the step to show (-1: where the player left off, or the start when
 * every step is done); the lesson scene starts it when entered. */
bool learn_begin(struct app *a, enum ludi_game g, int step, char *err, size_t errlen);
/* The lesson scene's marks on the board as they are shown now, and where a mark is drawn (its
 * ring's centre); false when it has no place on the board. */
int learn_marks_now(struct app *a, struct ludi_lesson_shown *out, int cap);
/* The rows of the lesson's key of marks now, at most cap: kind[i] a lesson's mark kind, or
 * LEARN_KEY_GAME + a board's own (enum board_mark); words[i] its words (enum str_id). */
enum { LEARN_KEY_GAME = 16 };
int learn_key_rows(struct app *a, int *kind, int *words, int cap);
bool learn_mark_xy(struct app *a, const struct ludi_lesson_shown *m, float *x, float *y);

#endif
