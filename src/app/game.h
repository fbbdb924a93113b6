/* game.h: a game in the window: its flow of turns, the UI state and the draw state. */
#ifndef LUDI_GAME_H
#define LUDI_GAME_H

#include <stdbool.h>

#include "computer.h"
#include "dice.h"
#include "ludi/lat_fast.h"
#include "ludi/lesson.h"
#include "ludi/session.h"
#include "view.h"

struct app;
struct review_ui;

#define GAME_MAX_FLIGHTS 48
#define GAME_MAX_DEST 40      /* places a lifted counter may go to */

/* A counter in flight from one place to another. */
struct flight {
    struct vpiece p;               /* as it will stand when it lands (index into game.pcs) */
    int piece;                     /* index into game.pcs, hidden there until it lands */
    float x0, y0;
    double t0, dur;
    float arc;                     /* how high it lifts on the way (0 glides flat) */
};

enum comp_purpose { COMP_MOVE = 1, COMP_HINT = 2 };

/* Where everything on the game screen goes, computed at one place (game_layout) from the
 * window's size, the language and whether the move list is open; everything is drawn and
 * hit-tested from it, so a change of any of them moves everything together. */
struct game_layout {
    bool portrait;                 /* the move list under the board, not beside it */
    float t;                       /* the unit of bars and text: u, but never tiny */
    SDL_FRect top;                 /* the top line */
    SDL_FRect bar;                 /* the buttons along the bottom */
    SDL_FRect list;                /* the move list (w == 0 when closed) */
    SDL_FRect status;              /* one line under the board: hints, refusals, notices */
    SDL_FRect area;                /* what the board and its trays get */
    int key[5];                    /* what it was computed from (game_layout) */
};

/* The flow of turns in the window: the session (the midend: history, whose turn, what it
 * needs next) and what the window adds to it: the computer on its thread, its move shown step by
 * step, a pause before a pass, the end announced. */
struct game_flow {
    struct ludi_session ss;
    uint64_t seed;
    struct computer comp;
    struct ludi_move pending;      /* a move being shown step by step (the computer's, ...) */
    int pending_next;              /* next step to show; -1 none */
    double pending_at;
    double busy_until;             /* a pause or a glide keeps the flow waiting until then */
    double pass_at;                /* a human's turn with no move: said, then passed */
    bool over_announced;
    /* the result counted in the statistics: once per game, the result it ends with (an end
     * undone is taken back); a game loaded finished is not counted again */
    bool stats_counted;
    int stats_outcome;             /* counted by this window: 1 won, 0 lost, 2 drawn; -1 none */
    char stats_key[96];
    /* a lesson's step (scene_lesson.c): never autosaved nor counted, its words where the move
     * list goes (wider), and its throw comes out as the lesson sets it */
    bool lesson;
    /* the lesson's last step this game is (its id), marked done when the game ends, however
     * (decided: a resignation is an end too); "" for any other game. Not saved: a game taken
     * up after a restart leaves the step to do (play-test 64: it was done when started) */
    char lesson_step[LUDI_LESSON_ID_LEN];
    int set_dice[LUDI_MAX_DICE], nset_dice;
    /* the game as last saved to a file or loaded from one (not the autosave): which file and
     * a hash of its text (game_session_hash), so that nothing is asked before replacing it
     * unchanged; the autosave names that file while it is so, for the next start */
    bool in_file;
    uint64_t file_hash;
    char file_path[1024];
};

/* What the player is doing and looking at (undo does not restore it): the turn being made step
 * by step, a lifted counter, the keyboard cursor, the hint, the move list, a past position. */
/* A turn's row in a dice game's move list: its height, and where its text breaks into lines. */
#define LIST_ROW_LINES 8
struct list_row {
    float h;
    int lines;
    int start[LIST_ROW_LINES];
};

struct game_ui {
    struct ludi_step made[LUDI_MAX_STEPS];
    int nmade;
    /* the steps of this turn taken back by Undo, the latest last: Redo makes them again */
    struct ludi_step undone[LUDI_MAX_STEPS];
    int nundone;
    double undo_said_until;          /* when Undo's notice of the round taken back ends (Redo
                                        takes it down while it stands: it is no longer so) */
    struct ludi_step *legal;       /* single steps legal now for the human (LUDI_MAX_MOVES) */
    int nlegal;
    bool legal_valid;
    struct ludi_move forced;       /* the only turn possible (nsteps 0: there is a choice) */
    bool forced_order;             /* ... yet its steps may be made in more than one order */
    struct ludi_why forced_why;    /* ... and the rule that forces it (code NONE: unsaid) */
    /* Duodecim, a person's turn under way: what the core says is left of it, the dice to play
     * and whether the rest is one way only (set with the legal steps; nplay 0: unsaid) */
    struct ludi_turn_rest rest;
    /* a click's step made by itself, the counter's only move (said under the board while it
     * is the last step made: clicked_at steps made; 0 none) */
    struct ludi_step clicked;
    int clicked_at;
    /* a lifted counter */
    int lift;                      /* index into draw.pcs, or -1 */
    int dest[GAME_MAX_DEST];       /* every place it may go: by one die or several in a row */
    int ndest;
    /* Latrunculi: what each of those moves would cost the mover's king (play-test 8), set on
     * lifting (not in a lesson, nor for a side the computer plays) */
    struct ludi_lat_exposed risk[GAME_MAX_DEST];
    int nrisky;                    /* how many of them expose it (0: none marked) */
    /* ... and the mover's men each would leave to be taken next move (play-test 30: a man
     * blocking where the warning named was itself taken), set alike (not in a lesson either) */
    struct ludi_lat_threat leave[GAME_MAX_DEST];
    int nleave;                    /* how many of them leave a man */
    int nfresh;                    /* how many open one, marked (0: none marked) */
    /* ... and what each takes and threatens (play-test 31: a capture looked like any other
     * destination, and pointing at it said nothing), set alike (not in a lesson either) */
    struct game_dest_effect {
        int taken, threatened;
        char taken_at[48], threat_at[48];
    } effect[GAME_MAX_DEST];
    int ntake;                     /* how many of them take men (0: none marked) */
    /* the dice games: which of them knock off or hit an enemy counter, and where (its name,
     * "20"), set on lifting by the rules (play-tests 44, 45) */
    bool hit[GAME_MAX_DEST];
    char hit_at[GAME_MAX_DEST][8];
    /* the steps a question asks about before they are played: they would lose the game */
    struct ludi_step asked[LUDI_MAX_STEPS];
    int nasked;
    bool dragging;                 /* follows the pointer (else: selected by a click) */
    bool moved;                    /* the pointer moved far enough to be a drag */
    bool relifted;                 /* pressed again on the counter already lifted: a drag from
                                      it, or put down where the press ends on it */
    int pointed;                   /* Pente grammai: the counter lifted or pointed at whose way
                                      the line said when last drawn, or -1 (the line is drawn
                                      again when the pointer's counter differs) */
    float lx, ly, dx, dy, px0, py0;
    double lift_t;
    /* keyboard */
    int cursor;                    /* index into the list of things the keys move between */
    bool cursor_seen;              /* the cursor has stood somewhere: at cursor_x, cursor_y */
    float cursor_x, cursor_y;      /* where it last stood; shown again, it starts nearest
                                      there (play-test 20: always on a1) */
    bool keys;                     /* the keyboard cursor is shown */
    bool keys_told;                /* what the keys do has been said (their first use) */
    struct ludi_move hint;
    bool hint_shown;
    bool hint_keyed;               /* the keyboard cursor was put on the hint's counter */
    bool hint_cursor;              /* ... and stands there still (Enter plays the hint) */
    bool enter_after_hint;         /* Enter pressed while the hint was being found: played once
                                      it comes (play-test 19: it was lost) */
    int hint_made;                 /* the steps of the turn made when it was asked for */
    double hint_win;
    struct ludi_ai_turn hint_turns[COMPUTER_TURNS];   /* the dice games' best turns, best first */
    int hint_nturns;
    struct ludi_lat_effect hint_why;   /* Latrunculi: what the hinted move does, for its words */
    struct ludi_lat_effect hint_next;  /* ... and what the search expects its next move to do */
    /* Latrunculi: the other side's next moves that would trap the king of the person to move,
     * said under the board and marked on it (n 0: none; set with the legal steps) */
    struct ludi_lat_trap trap;
    /* ... and the men of that person it would capture (play-test 25), said after the king */
    struct ludi_lat_threat threat;
    /* the last move took or hit counters: said under the board until the next move, to the
     * person who lost them, else to the person who took them */
    int took;                      /* how many (0: nothing to say) */
    int took_side;                 /* who took them */
    bool took_own;                 /* ... the person the words are said to */
    char took_at[48];              /* where, as the notation names it ("d5, e4"; "" unsaid) */
    int took_king;                 /* Latrunculi: of them, those taken from an enclosed line
                                      that held their own king too, which stays: said why */
    size_t flank_at;               /* Latrunculi: the record's length after the person's move
                                      that closed the enemy king between two of theirs, which
                                      takes no king (0: none): said with the reply */
    bool said_wait;                /* a press in the computer's turn said to wait for it:
                                      unsaid when its turn is over */
    /* Duodecim: the path shown: 0 none, 1 the side to move's, 2 the other side's (and the
     * mover's always while a counter is lifted) */
    int path;
    bool list_open;                /* the move list panel */
    float list_scroll;
    int list_key;                  /* the move last kept in view (the list follows it) */
    bool list_end;                 /* at its next drawing the list goes to its end, the move
                                      now still in view: back from the review, after undo and
                                      redo (play-test 26: it stayed where they had left it) */
    struct list_row *rows;         /* a dice game's list: each turn's row laid out (row_n of
                                      them, room for row_cap), for the record and width of
                                      row_key */
    size_t row_n, row_cap;
    uint64_t row_key;
    bool over_hidden;              /* the end panel closed, to look at the board */
    int review;                    /* -1 the present, else the number of moves shown */
    struct review_ui *rv;          /* the review of the finished game (review_view.c), or NULL */
    bool list_wide;                /* the list gives the review's panel more room */
};

/* What was drawn (it can be thrown away and drawn again from the flow and the UI state): the
 * board's view, the position and counters as drawn, counters in flight, the dice, the last move
 * marked, the backdrop texture and the screen's layout. */
struct game_draw {
    struct view view;
    struct ludi_state shown;       /* the position drawn: the present plus the steps made */
    struct vpiece pcs[VIEW_MAX_PIECES];
    int npcs;
    struct flight fl[GAME_MAX_FLIGHTS];
    int nfl;
    struct dice_view dice;
    bool has_last;                 /* the last move, marked */
    struct ludi_step last[LUDI_MAX_STEPS];
    int nlast;
    int last_side;
    /* the table and the board drawn once into a texture the window's size */
    SDL_Texture *backdrop;
    int backdrop_w, backdrop_h;
    unsigned backdrop_gen;
    struct game_layout lay;
    SDL_FRect top_vs, top_turn;    /* who plays whom (w 0: not shown) and the turn, as drawn */
    SDL_FRect status_box;          /* the words under the board as drawn, with their ground
                                      (w 0: none), and what they said (cut as drawn) */
    char status_said[400];
    bool aim_shown;                /* the move list said the game's aim under its rows */
    bool print_layout;             /* LUDI_PRINT_LAYOUT: print places and buttons once drawn */
};

/* A game in the window: the four kinds of state (STYLE.md) but the parameters, kept apart. */
struct game {
    struct game_flow flow;
    struct game_ui ui;
    struct game_draw draw;
};


/* Starts a new game from the settings (or loads path when not NULL). */
bool game_start(struct app *a, const char *load_path, char *err, size_t errlen);
/* Starts a game of a session the caller made (a lesson's step): the game takes it over, and a
 * lesson's game is never autosaved nor counted. On failure the session is freed. */
bool game_start_session(struct app *a, struct ludi_session *ss, bool lesson, char *err,
                        size_t errlen);
void game_free(struct app *a);
/* The game scene's parts (scene_game.c calls them; tests drive them too). */
void game_update(struct app *a, double now);
bool game_busy(struct app *a);
/* Whether game_update has a step of its own to take: the computer's throw or search to start,
 * a pass to play, the end to announce. The window must not sleep then: with animations off
 * nothing else kept frames coming, and a game of two computers waited for the mouse
 * (play-test 9). */
bool game_has_work(struct app *a);
/* Lays the screen out again when the window's size, the language or the move list changed
 * (cheap otherwise): the board, its counters and dice, and the backdrop follow. */
void game_layout(struct app *a);
/* With LUDI_PRINT_LAYOUT set, prints the places and the buttons after a new layout's first
 * frame (the end-to-end test reads them). */
void game_print_layout(struct app *a);
/* Throws the dice for a human; false when it is not the moment. */
/* The notice of a lesson's game's first words goes: the player has thrown or moved. */
void game_first_words_done(struct app *a);
bool game_throw(struct app *a);
/* Makes one step for a human (from the legal list); plays the move when the turn is whole. */
bool game_step(struct app *a, const struct ludi_step *st, float from_x, float from_y);
/* Whether the human to move would lose the game by these n steps, made after the turn's
 * steps so far: they end the turn, and the rules, playing it on a copy, end the game with the
 * other side the winner (play-test 25: a man moved beside the player's own king lost at one
 * click). Its reason then (LUDI_REASON_OWN_KING, ...); LUDI_REASON_NONE otherwise. */
enum ludi_reason game_turn_loses(const struct app *a, const struct ludi_step *steps, int n);
/* Refreshes the legal steps of the human to move (and the forced turn, when only one). */
void game_refresh_legal(struct app *a);
/* Plays steps one after another as the computer's are shown (a forced turn played by one
 * click, a counter taken over several dice); the turn is played when it is whole. */
void game_queue(struct app *a, const struct ludi_step *steps, int n);
/* A game that would be lost by starting another: in the window, or saved as Continue. Not
 * one over, nor one saved (Ctrl+S) or loaded and unchanged since, its turn not begun
 * (play-test 23: asked just after a Ctrl+S). */
bool game_in_progress(const struct app *a);
/* A hash of the session as its saved text reads (equal texts, equal hashes). */
uint64_t game_session_hash(const struct ludi_session *ss);
/* The game in the window is as it stands in the file at path (saved there, or loaded from
 * it): nothing is asked before it is replaced while it is unchanged, and the autosave names
 * that file while it is so (read back at the next start). */
void game_in_file(struct app *a, const char *path);
/* "Keep playing", answered to the question before a game is replaced: back to the game, the
 * one in the window or the one saved as Continue (play-test 23: the New game page stayed). */
void game_keep_playing(struct app *a);
/* The question asked before that game is replaced (by a new game, or a saved one when load is
 * set): it names the game, its options and how far it went; and its two answers, which name
 * the games (play-test 42: "Keep playing", the question's default, went back to the old game
 * where the player had picked another): yes "Play Duodecim scripta" (next, the game to be
 * started; -1: the plain "Start a new game", or "Open the saved game" when load is set), no
 * "Keep playing Latrunculi". */
struct replace_ask {
    char question[400], yes[80], no[80];
};
void game_replace_question(const struct app *a, bool load, int next, struct replace_ask *out);
/* A dice game's turn begun and not yet played through (steps made, not in the session), the
 * move list's last row. */
bool game_turn_unfinished(const struct app *a);
/* The number the move list gives the k-th move of ss (k from 1; 0 for k 0): its round, both
 * sides' moves under one number, counted from the side that moved first. */
int game_move_number(const struct ludi_session *ss, int k);
bool game_human_to_move(const struct app *a);
/* Pente grammai, a person to throw after the computer's move: the computer's throw (the
 * session's last), shown on the die and said under the board until the person throws; NULL
 * otherwise (two people at one table, a lesson, the review, the other games). */
const struct ludi_event *game_computer_throw(const struct app *a);
/* The human to move may lift a counter now: nothing moves, no pause, the dice have settled. */
bool game_can_interact(const struct app *a);
/* Whether words about side's move are said to the player at the board ("your"): a person plays
 * that side, or it is a lesson's. */
bool game_said_to(const struct app *a, int side);
/* Every place the human's counter at src may go now (at most cap, each once): a legal step's,
 * and in Duodecim scripta where several dice in a row take it (ludi_route). */
int game_destinations(const struct app *a, int src, int *out, int cap);
/* Latrunculi: which of the lifted counter's destinations (ui.dest) would leave the mover's
 * king immobilised or trappable next move, as the rules core says (into ui.risk, ui.nrisky). */
void game_dest_risks(struct app *a, int src);
/* Whether the lifted counter's destination i costs the mover's king (immobilised, or open to
 * it next move): the graver mark, which the others give way to. */
bool game_dest_risky(const struct app *a, int i);
/* Whether the lifted counter's destination i is marked as leaving a man to be taken (and not
 * as costing the king, the graver mark). */
bool game_dest_leaves(const struct app *a, int i);
/* Whether the lifted counter's destination i takes men (Latrunculi; its mark says so). */
bool game_dest_takes(const struct app *a, int i);
/* Whether the lifted counter's destination i knocks off or hits an enemy counter (the dice
 * games; the last step there does). */
bool game_dest_hits(const struct app *a, int i);
/* The side drawn nearest the player (its trays at the bottom): the one human's against the
 * computer, a lesson's learner, else the first player. */
int game_near_side(const struct app *a);
/* Back to the live game from an earlier move: the board as it stands with the steps of the
 * turn made so far, their dice used, the legal steps asked again. */
void game_show_live(struct app *a);
/* Whether Undo and Redo would change anything now (their buttons are greyed otherwise). */
bool game_can_undo(struct app *a);
bool game_can_redo(struct app *a);
void game_undo(struct app *a);
void game_redo(struct app *a);
/* Who would resign the game now: against the computer the person, between two people at one
 * screen the side to act (throwing or moving); -1 when nobody may (the game over, a lesson's,
 * two computers). */
int game_resigner(const struct app *a);
/* That side gives the game up (play-test 26: there was no way to): the computer stops
 * thinking at once, the turn being made and a move being shown are dropped, and the game ends
 * there as that side's loss, as any end does: its panel, the statistics, the autosave (a game
 * over, never offered to Continue). False when nobody may. */
bool game_resign(struct app *a);
void game_ask_hint(struct app *a);
/* The counters as they stand, re-laid out (after a resize or a change of state). */
void game_sync_pieces(struct app *a);
/* Autosave of the game in progress (the Continue of the title screen). */
void game_autosave(struct app *a);
/* The game saved to path with the person's turn under way, its steps made so far (loaded,
 * the turn is taken up where it was left); false with err when it could not be written. */
bool game_save_to(struct app *a, const char *path, char *err, size_t len);
/* Whether there is an autosaved game to continue, which game it is and whether someone in it
 * may resign (game_resigner; game and resignable may be NULL). */
bool game_has_autosave(const struct app *a, enum ludi_game *game, bool *resignable);
/* At start: an autosave that cannot be read is set aside (with a notice), never written over. */
void game_check_autosave(struct app *a);
void game_autosave_path(const struct app *a, char *out, size_t len);
/* A new file's path for a saved game of g under the preference folder's saves/ (made if
 * need be), named by the date and time and the game, one that does not exist yet. */
bool game_new_save_path(const struct app *a, enum ludi_game g, char *path, size_t len,
                        char *err, size_t errlen);
/* At a start straight into a game (--game, --load): the autosaved game in progress, which
 * that game would replace without the title's question, is kept among the saved games first,
 * with a notice; when it cannot be, the autosave is kept and not written (a play-test: `ludi
 * --game pente` threw away the Latrunculi game Continue offered). */
void game_keep_unfinished(struct app *a);
/* Pente grammai: the places where move m, played from before to after, knocked the other
 * side's counters off ("4A, 5B"; "" none); returns how many steps knocked. */
int game_knocked_at(const struct ludi_state *before, const struct ludi_state *after,
                    const struct ludi_move *m, char *out, size_t len);
/* The places where move m, played from before to after, hit or knocked off the other side's
 * counters, as game_move_words names them in the numbers of side `numbers` ("7, 8"; ""
 * none); returns how many steps hit. */
int game_hit_at(enum i18n_lang lang, const struct ludi_state *before,
                const struct ludi_state *after, const struct ludi_move *m, int numbers,
                char *out, size_t len);
/* The name of the place step st (from s) lands on, as the move's notation writes it ("4A"). */
void game_step_to_name(const struct ludi_state *s, const struct ludi_step *st, char *out,
                       size_t len);
/* Saves the game under the preference folder's saves/ with the date in its name. */
void scene_game_save(struct app *a);
/* Resign the game in the window, asked first over its board (from the menu: play-test 30). */
void scene_game_resign(struct app *a);
/* A move as the move list writes it, for people in lang: its steps (entering and bearing off
 * in words, "in", an arrow, "3"), "x" after one that captured or hit ("x2" when it took two).
 * Duodecim scripta's points in the numbers of side `numbers` where the board shows them (the
 * other side's own half of the middle row by its own, marked: "W4"), -1: each side's own. */
void game_move_words(enum i18n_lang lang, const struct ludi_state *before,
                     const struct ludi_state *after, const struct ludi_move *m, int numbers,
                     char *buf, size_t len);
/* A turn said in a sentence, for the line under the board (play-test 52: "White threw 3, 3 and
 * 6 and played in→W3 in→W3 in→W6" read as code): "entered counters on W3, W3 and W6", "moved
 * W1 to W4, hitting a counter", "bore off counters from 27 and 30"; points as
 * game_move_words names them. hits false: the hits unsaid (the caller says them, once). */
void game_turn_said(enum i18n_lang lang, const struct ludi_state *before,
                    const struct ludi_state *after, const struct ludi_move *m, int numbers,
                    bool hits, char *buf, size_t len);
/* The side whose numbers the words of moves use (game_move_words): the one person's against
 * the computer and a lesson's learner's, as the board numbers the points; between two people
 * -1, each side's own (the board shows the numbers of the side to move). */
int game_words_side(const struct app *a);
/* The key that counts a finished game in the statistics. */
void game_stats_key(const struct app *a, char *out, size_t len);

#endif
