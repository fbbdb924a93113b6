/* game.h: a game in the window: the session, what is drawn, the turn being made, animations. */
#ifndef LUDI_GAME_H
#define LUDI_GAME_H

#include <stdbool.h>

#include "computer.h"
#include "dice.h"
#include "ludi/session.h"
#include "view.h"

struct app;

#define GAME_MAX_FLIGHTS 48

/* A counter in flight from one place to another. */
struct flight {
    struct vpiece p;               /* as it will stand when it lands (index into game.pcs) */
    int piece;                     /* index into game.pcs, hidden there until it lands */
    float x0, y0;
    double t0, dur;
    float arc;                     /* how high it lifts on the way (0 glides flat) */
};

enum comp_purpose { COMP_MOVE = 1, COMP_HINT = 2 };

struct game {
    struct ludi_session ss;
    struct view view;
    uint64_t seed;
    /* the turn being made by a human, step by step (dice games) */
    struct ludi_step made[LUDI_MAX_STEPS];
    int nmade;
    struct ludi_state shown;       /* the position drawn: the present plus the steps made */
    struct ludi_step *legal;       /* single steps legal now for the human (LUDI_MAX_MOVES) */
    int nlegal;
    bool legal_valid;
    /* counters as drawn */
    struct vpiece pcs[VIEW_MAX_PIECES];
    int npcs;
    /* a lifted counter */
    int lift;                      /* index into pcs, or -1 */
    bool dragging;                 /* follows the pointer (else: selected by a click) */
    bool moved;                    /* the pointer moved far enough to be a drag */
    float lx, ly, dx, dy, px0, py0;
    double lift_t;
    /* keyboard */
    int cursor;                    /* index into the list of things the keys move between */
    bool keys;                     /* the keyboard cursor is shown */
    /* animation */
    struct flight fl[GAME_MAX_FLIGHTS];
    int nfl;
    double busy_until;             /* a pause or a glide keeps the flow waiting until then */
    /* the computer's move being shown, step by step */
    struct ludi_move pending;
    int pending_next;              /* next step to show; -1 none */
    double pending_at;
    /* dice */
    struct dice_view dice;
    /* the computer */
    struct computer comp;
    bool comp_ready;
    struct ludi_move hint;
    bool hint_shown;
    double hint_win;
    /* a human's turn with no move: said, then passed after a moment */
    double pass_at;
    /* the end */
    bool over_announced;
    bool stats_counted;
    /* the last move, marked */
    bool has_last;
    struct ludi_step last[LUDI_MAX_STEPS];
    int nlast;
    int last_side;
    /* the table and the board drawn once into a texture the window's size (the draw state) */
    SDL_Texture *backdrop;
    int backdrop_w, backdrop_h;
    unsigned backdrop_gen;
    /* Duodecim: the path shown: 0 none, 1 the side to move's, 2 the other side's (and the
     * mover's always while a counter is lifted) */
    int path;
    /* move list panel */
    bool list_open;
    float list_scroll;
    int review;                    /* -1 the present, else the number of moves shown */
};

/* Starts a new game from the settings (or loads path when not NULL). */
bool game_start(struct app *a, const char *load_path, char *err, size_t errlen);
void game_free(struct app *a);
/* The game scene's parts (scene_game.c calls them; tests drive them too). */
void game_update(struct app *a, double now);
bool game_busy(struct app *a);
void game_layout(struct app *a);
/* Throws the dice for a human; false when it is not the moment. */
bool game_throw(struct app *a);
/* Makes one step for a human (from the legal list); plays the move when the turn is whole. */
bool game_step(struct app *a, const struct ludi_step *st, float from_x, float from_y);
/* Refreshes the legal steps of the human to move. */
void game_refresh_legal(struct app *a);
bool game_human_to_move(const struct app *a);
/* The human to move may lift a counter now: nothing moves, no pause, the dice have settled. */
bool game_can_interact(const struct app *a);
void game_undo(struct app *a);
void game_redo(struct app *a);
void game_ask_hint(struct app *a);
/* The counters as they stand, re-laid out (after a resize or a change of state). */
void game_sync_pieces(struct app *a);
/* Autosave of the game in progress (the Continue of the title screen). */
void game_autosave(struct app *a);
bool game_has_autosave(const struct app *a);
/* At start: an autosave that cannot be read is set aside (with a notice), never written over. */
void game_check_autosave(struct app *a);
void game_autosave_path(const struct app *a, char *out, size_t len);
/* Saves the game under the preference folder's saves/ with the date in its name. */
void scene_game_save(struct app *a);
/* The key that counts a finished game in the statistics. */
void game_stats_key(const struct app *a, char *out, size_t len);

#endif
