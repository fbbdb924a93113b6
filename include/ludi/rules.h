/* rules.h: the one rules interface shared by the game window, the computer opponent and ludi-engine. */
#ifndef LUDI_RULES_H
#define LUDI_RULES_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ludi/rng.h"

/*
 * Conventions
 * - Side 0 moves first: Latrunculi black, Pente grammai A, Duodecim scripta One.
 *   Side 1: white, B, Two.
 * - A state is a plain value: copy it with '=' or memcpy. Functions take a const state and
 *   fill a new one; a refused call leaves its output untouched and says why in err.
 * - A state holds the position only. The positions a game passed through before it are its
 *   past (struct ludi_past), kept by the session (ludi_session_past) and extended by a search;
 *   every function whose answer can depend on them takes the past explicitly.
 * - err may be NULL; otherwise it receives a one-line message (no trailing newline).
 * - Point numbering inside a ludi_step:
 *     Latrunculi: square index = rank0 * width + file0 (a1 = 0).
 *     Pente grammai: 0..L-1 are 1A..LA, L..2L-1 are 1B..LB, LUDI_OFF is off the board.
 *     Duodecim scripta: the mover's own point numbers 1..30, LUDI_OFF (enter), LUDI_OUT (bear off).
 */

enum ludi_game { LUDI_LATRUNCULI, LUDI_PENTE, LUDI_DUODECIM, LUDI_GAME_COUNT };

enum ludi_king_rule { LUDI_KING_BLOCKED, LUDI_KING_SURROUNDED };
enum ludi_repeat_rule { LUDI_REPEAT_FORBID, LUDI_REPEAT_ALLOW };
enum ludi_pente_mode { LUDI_PENTE_KNOCKOFF, LUDI_PENTE_CLASSIC };
enum ludi_path { LUDI_PATH_STANDARD, LUDI_PATH_CROSS };

struct ludi_options {
    enum ludi_game game;
    /* Latrunculi */
    int width, height;           /* 8x8, 12x8 (default), 10x9, 11x10 */
    enum ludi_king_rule king;
    int nocapture;               /* plies: 30 (default), 60, 100, 0 = off */
    enum ludi_repeat_rule repeat;
    /* Pente grammai */
    int lines;                   /* 5 (default), 7, 9, 11 */
    enum ludi_pente_mode mode;
    /* Duodecim scripta */
    enum ludi_path path;
};

#define LUDI_ERR_LEN 160         /* a good size for err buffers */
#define LUDI_OFF (-1)            /* a counter off the board (not yet entered, or hit) */
#define LUDI_OUT 31              /* Duodecim scripta: borne off */
#define LUDI_MAX_STEPS 6         /* Pente classic may split a 6 over six counters */
#define LUDI_MAX_MOVES 8192      /* enough for every game: Pente classic on 11 lines has 8008 */
#define LUDI_MAX_DICE 3
#define LUDI_POS_LEN 512         /* buffer size for a position string */
#define LUDI_MOVE_LEN 64         /* buffer size for a move string */
#define LUDI_SHOW_LEN 4096       /* buffer size for a text diagram */

/* One step: one piece from one place to another, using one die in the dice games. */
struct ludi_step {
    int8_t from, to;
    uint8_t die;                 /* die value used (dice games), 0 in Latrunculi */
};

/* A whole turn. nsteps == 0 is "pass" (a dice game with no legal move). */
struct ludi_move {
    uint8_t nsteps;
    struct ludi_step steps[LUDI_MAX_STEPS];
};

enum ludi_phase {
    LUDI_PHASE_MOVE,             /* the side to move must play a move (dice, if any, are thrown) */
    LUDI_PHASE_ROLL,             /* dice games: the side to move must throw */
    LUDI_PHASE_OVER              /* the game has ended: see result */
};

enum ludi_result { LUDI_ONGOING = -1, LUDI_WIN0 = 0, LUDI_WIN1 = 1, LUDI_DRAW = 2 };

enum ludi_reason {
    LUDI_REASON_NONE,
    LUDI_REASON_ALL_MEN,         /* "all men captured" */
    LUDI_REASON_KING,            /* "king immobilised" */
    LUDI_REASON_OWN_KING,        /* "own king immobilised" */
    LUDI_REASON_STALEMATE,       /* "stalemate" */
    LUDI_REASON_NOCAPTURE,       /* "no capture in N moves" */
    LUDI_REASON_SACRED,          /* "all counters on the sacred line" */
    LUDI_REASON_BORNE_OFF,       /* "all counters borne off" */
    LUDI_REASON_RESIGNED         /* "resigned": the loser gave the game up (ludi_resign) */
};

#include "ludi/latrunculi.h"
#include "ludi/pente.h"
#include "ludi/duodecim.h"

struct ludi_state {
    struct ludi_options opt;
    uint8_t side;                /* 0 or 1: who moves (or throws) now */
    uint8_t phase;               /* enum ludi_phase */
    int8_t result;               /* enum ludi_result */
    uint8_t reason;              /* enum ludi_reason */
    uint8_t ndice;               /* dice still to use this turn (dice games, phase MOVE) */
    uint8_t dice[LUDI_MAX_DICE]; /* their values, as thrown, the used ones removed */
    uint32_t ply;                /* moves played since the start or setposition */
    uint64_t hash;               /* incremental Zobrist hash of board and side (not dice) */
    union {
        struct ludi_lat lat;
        struct ludi_pente pente;
        struct ludi_duo duo;
    } g;
};

/* The positions a game passed through before its present state, oldest first: their hashes
 * (struct ludi_state.hash), the present one not included. Latrunculi's repetition rule looks
 * back on them (RULES.md 1, rule 6). NULL stands for an empty past: a game at its start, or
 * a position just set up. */
struct ludi_past {
    const uint64_t *hash;
    size_t n;
};

/* How many of the latest earlier positions the rules need to go on from s: in Latrunculi under
 * repeat=forbid, those since the last capture or the start of the record, whichever is later
 * (min(ply, no-capture count)); 0 in the other games and under repeat=allow. The functions that
 * take a past read only these, and refuse a shorter past (see each), so that the repetition
 * rule is never lost by leaving the past out. */
size_t ludi_past_needed(const struct ludi_state *s);

/* --- games and options --- */
const char *ludi_game_name(enum ludi_game g);          /* "latrunculi", "pente", "duodecim" */
const char *ludi_game_title(enum ludi_game g);         /* "Latrunculi", "Pente grammai", ... */
bool ludi_game_parse(const char *name, enum ludi_game *out);
int ludi_game_dice(enum ludi_game g);                  /* 0, 1 or 3 */
const char *ludi_side_name(enum ludi_game g, int side); /* black/white, a/b, one/two */
void ludi_options_default(enum ludi_game g, struct ludi_options *out);
/* Sets one option from "key=value"; refuses an unknown key or value for this game, naming it. */
bool ludi_options_set(struct ludi_options *opt, const char *keyvalue, char *err, size_t errlen);
/* "size=12x8 king=blocked nocapture=30 repeat=forbid" (the game name not included). */
size_t ludi_options_format(const struct ludi_options *opt, char *buf, size_t len);

/* --- each game's options, described once: the settings screen, the command line, the settings
 * file and the engine all read this table (as Simon Tatham's puzzles read `configure`) --- */
enum ludi_option_group { LUDI_OPTION_BOARD, LUDI_OPTION_RULE };
#define LUDI_OPTION_VALUES 4
struct ludi_option_desc {
    const char *key;                          /* "size", as in "size=12x8" */
    const char *title;                        /* for people, in English: "Board size" */
    const char *help;                         /* one English line saying what it does */
    const char *noun;                         /* in a refusal: "unknown size '9x9' (...)" */
    const char *summary;                      /* "%s lines": named this way in a summary of the
                                                 game; NULL: named only when not the default */
    int group;                                /* enum ludi_option_group */
    int nvalues, def;                         /* how many values; the default's index */
    const char *values[LUDI_OPTION_VALUES];   /* as written after "key=" */
    const char *labels[LUDI_OPTION_VALUES];   /* for people, in English */
};
int ludi_option_count(enum ludi_game g);
const struct ludi_option_desc *ludi_option_desc(enum ludi_game g, int i);
/* The index of the value option i of opt->game has in opt; choosing a value by its index. */
int ludi_option_index(const struct ludi_options *opt, int i);
void ludi_option_choose(struct ludi_options *opt, int i, int value);
/* The index of the option named key in game g, or -1. */
int ludi_option_find(enum ludi_game g, const char *key);

/* --- positions --- */
void ludi_start(const struct ludi_options *opt, struct ludi_state *out);
bool ludi_position_parse(const struct ludi_options *opt, const char *text, struct ludi_state *out,
                         char *err, size_t errlen);
size_t ludi_position_format(const struct ludi_state *s, char *buf, size_t len);
size_t ludi_show(const struct ludi_state *s, char *buf, size_t len);   /* diagram for people */

/* --- dice --- */
/* Throws the dice for the side to move (phase must be ROLL). */
bool ludi_roll(const struct ludi_state *s, struct ludi_rng *rng, struct ludi_state *out,
               char *err, size_t errlen);
/* Sets the dice to given values (1 value for Pente grammai, 3 for Duodecim scripta). */
bool ludi_set_dice(const struct ludi_state *s, const int *values, int n, struct ludi_state *out,
                   char *err, size_t errlen);

/* --- moves --- */
/* Every legal whole turn, each resulting position once. Writes at most cap moves and returns
 * how many there are. In a dice game with no legal move it returns one move with nsteps == 0
 * (pass). Returns 0 when the game is over, the dice have not been thrown, or past is shorter
 * than ludi_past_needed(s). */
int ludi_moves(const struct ludi_state *s, const struct ludi_past *past, struct ludi_move *out,
               int cap);
/* For dragging one piece at a time: given the steps already made this turn, the single steps
 * legal now such that the turn can still be completed legally. Returns the count (written up to
 * cap); 0 means the turn is complete (or nothing can move). Latrunculi: nmade must be 0. */
int ludi_legal_steps(const struct ludi_state *s, const struct ludi_past *past,
                     const struct ludi_step *made, int nmade, struct ludi_step *out, int cap);
/* The board after the steps made so far this turn, for display (dice not yet all spent). */
bool ludi_preview(const struct ludi_state *s, const struct ludi_step *made, int nmade,
                  struct ludi_state *out);
/* Plays a move; refuses an illegal one with a message. In dice games the steps may come in any
 * legal order. The past of the new state is past followed by s. */
bool ludi_apply(const struct ludi_state *s, const struct ludi_past *past,
                const struct ludi_move *m, struct ludi_state *out, char *err, size_t errlen);
/* Plays a move taken from ludi_moves() with the same past, without checking it. Returns false
 * (out untouched) only when past is shorter than ludi_past_needed(s). */
bool ludi_apply_trusted(const struct ludi_state *s, const struct ludi_past *past,
                        const struct ludi_move *m, struct ludi_state *out);
bool ludi_move_parse(const struct ludi_state *s, const char *text, struct ludi_move *out,
                     char *err, size_t errlen);
size_t ludi_move_format(const struct ludi_state *s, const struct ludi_move *m, char *buf,
                        size_t len);
bool ludi_move_equal(const struct ludi_move *a, const struct ludi_move *b);

/* --- why a step is refused, for people --- */
/* Every refusal a player can meet at the board has a code; its English text has the
 * placeholders {1} {2} {3} (names of steps and points, numbers) and {me} {op} (the side to
 * move and the other side), so the window can translate it by code and put the words in its
 * own order. ludi_apply's messages are these texts filled with the protocol's side names. */
enum ludi_why_code {
    LUDI_WHY_NONE,
    LUDI_WHY_OVER, LUDI_WHY_THROW_DIE, LUDI_WHY_THROW_DICE, LUDI_WHY_DONE,
    /* Latrunculi */
    LUDI_WHY_LAT_NO_PIECE, LUDI_WHY_LAT_LINE, LUDI_WHY_LAT_BLOCKED, LUDI_WHY_LAT_REPEAT,
    LUDI_WHY_LAT_NOT_HERE, LUDI_WHY_LAT_HEMMED, LUDI_WHY_LAT_ALL_REPEAT,
    /* Pente grammai */
    LUDI_WHY_PT_LEAVE, LUDI_WHY_PT_NONE_OFF, LUDI_WHY_PT_ENTER_AT, LUDI_WHY_PT_NO_COUNTER,
    LUDI_WHY_PT_DIST_1, LUDI_WHY_PT_DIST, LUDI_WHY_PT_PRIORITY, LUDI_WHY_PT_OWN,
    LUDI_WHY_PT_STAYS, LUDI_WHY_PT_MOVED, LUDI_WHY_PT_CL_OWN, LUDI_WHY_PT_CL_TAKEN,
    LUDI_WHY_PT_CL_LEFT, LUDI_WHY_PT_CL_REST, LUDI_WHY_PT_SRC_ENTER, LUDI_WHY_PT_SRC_OWN,
    LUDI_WHY_PT_NO_ENTRY, LUDI_WHY_PT_SRC_MOVED, LUDI_WHY_PT_SRC_CLASSIC,
    LUDI_WHY_PT_PASS_KO, LUDI_WHY_PT_PASS_CL,
    /* Duodecim scripta */
    LUDI_WHY_DUO_NONE_WAITING, LUDI_WHY_DUO_NO_COUNTER, LUDI_WHY_DUO_WAITING,
    LUDI_WHY_DUO_NOT_HOME, LUDI_WHY_DUO_BEAR_NEED, LUDI_WHY_DUO_OVERSHOOT,
    LUDI_WHY_DUO_ENTER_RANGE, LUDI_WHY_DUO_FORWARD, LUDI_WHY_DUO_RANGE, LUDI_WHY_DUO_NO_DIE,
    LUDI_WHY_DUO_HELD, LUDI_WHY_DUO_PASSING, LUDI_WHY_DUO_NO_SUM, LUDI_WHY_DUO_STEP_DICE,
    LUDI_WHY_DUO_STEP_PIPS, LUDI_WHY_DUO_SRC_WAITING, LUDI_WHY_DUO_SRC_HELD,
    LUDI_WHY_DUO_SRC_MAX, LUDI_WHY_DUO_PASS_HELD,
    /* why a throw can be played only one way (ludi_explain_forced) */
    LUDI_WHY_DUO_FORCED_WAITING, LUDI_WHY_DUO_FORCED_ALL, LUDI_WHY_DUO_FORCED_MOST,
    LUDI_WHY_DUO_FORCED_HELD,
    /* Latrunculi, later: the destination itself holds a piece (LUDI_WHY_LAT_BLOCKED: one
     * stands between) */
    LUDI_WHY_LAT_OCCUPIED,
    /* Pente grammai's knock-off mode, why a throw can be played only one way */
    LUDI_WHY_PT_FORCED_ENTER, LUDI_WHY_PT_FORCED_OWN,
    LUDI_WHY_COUNT
};

#define LUDI_WHY_ARGS 3
struct ludi_why {
    uint8_t code;                /* enum ludi_why_code; LUDI_WHY_NONE: nothing refused */
    uint8_t side;                /* {me}: the side to move ({op} is the other) */
    char arg[LUDI_WHY_ARGS][24]; /* {1} {2} {3} */
};
#define LUDI_ANY (-2)            /* ludi_explain's target: anywhere (why it cannot move) */

/* The English text of a code, with its placeholders. */
const char *ludi_why_english(enum ludi_why_code c);
/* Fills text (a code's English text or a translation with the same placeholders) from w, with
 * names[side] for {me} and {op}. Returns the length the whole text needs (as snprintf). */
size_t ludi_why_fill(const char *text, const struct ludi_why *w, const char *const names[2],
                     char *buf, size_t len);
/* Why the side to move may not now move its counter at `from` to `to` (a place as in struct
 * ludi_step; LUDI_ANY: anywhere), after the steps made so far this turn. Returns false, with
 * w->code NONE, when it may (in the dice games also through several dice, see ludi_route). */
bool ludi_explain(const struct ludi_state *s, const struct ludi_past *past,
                  const struct ludi_step *made, int nmade, int from, int to, struct ludi_why *w);
/* Why a dice game's turn must pass (ludi_moves gives only "pass"); false when it need not. */
bool ludi_explain_pass(const struct ludi_state *s, struct ludi_why *w);
/* Why a throw can be played only one way (ludi_moves gives one turn) while a counter of the
 * side to move that the turn leaves where it is might seem free to move: the rule that forces
 * it, for the whole throw. False when there is no such counter or no such rule to name. */
bool ludi_explain_forced(const struct ludi_state *s, const struct ludi_past *past,
                         struct ludi_why *w);
/* Where one counter may use several dice in a row (Duodecim scripta): the steps, in a legal
 * order, that take the counter at `from` to `to` after the steps made, the turn still
 * completable. Returns the number of steps written (0: no such way; 1: a single legal step). */
int ludi_route(const struct ludi_state *s, const struct ludi_past *past,
               const struct ludi_step *made, int nmade, int from, int to, struct ludi_step *out,
               int cap);

/* What is left of a turn after the steps made so far, in a game whose every step uses one die
 * (Duodecim scripta): the dice not yet used; those of them the rest of the turn uses (any
 * others cannot be, by the rule to use as many dice, then points, as possible); and whether
 * the rest leaves nothing to choose, not even the order: at each step one counter may go to
 * one place only (by whichever die), those steps then in rest. False, out zeroed, in the other
 * games, outside the move phase, or when made is not a legal start of the turn. */
struct ludi_turn_rest {
    int ndice;                        /* the dice not yet used, as thrown */
    int dice[LUDI_MAX_DICE];
    int nplay;                        /* how many of them the rest of the turn uses */
    int play[LUDI_MAX_DICE];          /* ... their values, in the order of the steps */
    bool one_way;                     /* nothing left to choose (nplay > 0) */
    struct ludi_move rest;            /* when one_way: the steps left, in order */
};
bool ludi_turn_rest(const struct ludi_state *s, const struct ludi_past *past,
                    const struct ludi_step *made, int nmade, struct ludi_turn_rest *out);

/* How many of side's counters stand off the board: its men captured (Latrunculi), its counters
 * off the board (Pente grammai) or waiting to enter (Duodecim scripta). A move that raises the
 * opponent's count captured or hit that many. */
int ludi_counters_off(const struct ludi_state *s, int side);
/* Latrunculi: how many men (the king not counted) side has on the board, the count that decides
 * a game ended by a side unable to move or by the no-capture limit; 0 in the other games. */
int ludi_lat_men(const struct ludi_state *s, int side);

/* --- outcome and identity --- */
/* The game given up by `side` (0 or 1), whoever is to move: out is s ended, the other side the
 * winner, reason RESIGNED, no dice left to play; the board stays as it is. Refused (out
 * untouched) when the game is already over. Not a move: the session records it as an event of
 * its own (ludi_session_resign). */
bool ludi_resign(const struct ludi_state *s, int side, struct ludi_state *out, char *err,
                 size_t errlen);
enum ludi_result ludi_result_of(const struct ludi_state *s);
/* "ongoing", "black wins: king immobilised", "draw: stalemate" as the protocol says. */
size_t ludi_result_format(const struct ludi_state *s, char *buf, size_t len);
const char *ludi_reason_text(const struct ludi_state *s);   /* "king immobilised", ... */
uint64_t ludi_hash(const struct ludi_state *s);         /* incremental hash plus dice and phase */
uint64_t ludi_hash_fresh(const struct ludi_state *s);   /* the same, computed from scratch */
/* Checks a state for inner consistency (counts, board, hash); for tests and debug builds. */
bool ludi_state_check(const struct ludi_state *s, char *err, size_t errlen);

/* Latrunculi only: the number of move sequences of length depth; -1 for other games (and for
 * a past shorter than ludi_past_needed(s)). */
int64_t ludi_perft(const struct ludi_state *s, const struct ludi_past *past, int depth);
/* The same, polling *stop (may be NULL) as it counts: -2 once it became non-zero. */
int64_t ludi_perft_until(const struct ludi_state *s, const struct ludi_past *past, int depth,
                         const atomic_int *stop);

/* --- small text helpers shared by the core, the engine and the game --- */
/* Appends formatted text at *pos within buf (never overflowing), advancing *pos by what the
 * text needs; the final *pos is the length the whole text needs, as snprintf returns. */
void ludi_buf_add(char *buf, size_t len, size_t *pos, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

/* Parses a whole decimal number 0..2^64-1; refuses signs, spaces, leading zeros, junk and
 * overflow. */
bool ludi_parse_u64(const char *text, uint64_t *out);
/* Parses a whole decimal number in [lo, hi]; refuses signs, spaces, leading zeros, junk and
 * overflow. */
bool ludi_parse_int(const char *text, long lo, long hi, long *out);

/* Stateless Zobrist key number i (splitmix64 of i): the same on every machine. */
static inline uint64_t ludi_zobrist(uint64_t i)
{
    uint64_t z = (i + 1) * 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

#endif
