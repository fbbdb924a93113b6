/* ai.h: the computer opponent, seen by the game window, ludi-engine and the tools. */
#ifndef LUDI_AI_H
#define LUDI_AI_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ludi/rules.h"

#define LUDI_AI_LEVELS 5
#define LUDI_AI_PV_MAX 16            /* moves kept of the principal variation */

/*
 * Levels, Latrunculi:
 *   0  a uniformly random legal move (every game)
 *   1  a beginner: 1 ply (and captures), strong noise on the evaluation (+-2 men)
 *   2  2 plies, noise +-1 man
 *   3  2 plies, noise +-0.4 man, one move in five played carelessly (1 ply, strong noise)
 *   4  4 plies (at most 400,000 nodes), noise +-0.2 man, one move in five careless
 *   5  full strength: about one second per move (movetime 1000), no noise
 * The noise and the careless moves are seeded: the same seed gives the same slips. Every
 * level counts a draw as a small loss (contempt), so it plays on for a win.
 *
 * Levels, Pente grammai and Duodecim scripta (expectimax over the distinct throws; depth counts
 * whole turns, the computer's included; the evaluation's noise is in log-odds):
 *   1  a beginner: each turn judged by the evaluation alone, strong noise (Pente +-2.5,
 *      Duodecim +-6)
 *   2  the same, noise Pente +-1, Duodecim +-3
 *   3  the same, noise Pente +-0.4, Duodecim +-1.5
 *   4  Pente: 3 turns (at most 200,000 nodes); Duodecim: 2 turns, the best 6 turns (at most
 *      400,000 nodes); no noise
 *   The noise ladder was set by matches (tools/match): luck decides most games between
 *   sensible players, and below the noise of level 3 the evaluation picks the same turns.
 *   5  full strength: about one second per move (movetime 1000), deepening a turn at a time
 *      over fewer and fewer turns; Pente grammai on five lines (both modes) plays perfectly
 *      from the solved table once it is ready (see ludi_ai_prepare), searching until then.
 *
 * Levels 1 to 4 stop on depth and nodes only, so they are reproducible on every machine;
 * level 5 stops on time, so it is reproducible only as far as the time allows (the same
 * iterations finish) and on one thread (threads = 1); from the solved table it is exact and
 * reproducible.
 *
 * depth and nodes given without movetime replace the level's own stopping rule entirely (no
 * time limit then: a fixed-depth or fixed-nodes search, reproducible; the dice games search
 * then even where a solved table exists). movetime given sets the time limit and lifts the
 * level's own depth and node limits; depth and nodes, when also given, cap the search. The
 * level still sets the noise (and level 5 still plays from the solved table), but plays no
 * careless moves under limits given.
 */
struct ludi_ai_limits {
    int level;                   /* 1..5; 0 = a uniformly random legal move */
    int depth;                   /* 0 = the level's own */
    int64_t nodes;               /* 0 = no node limit */
    int movetime_ms;             /* 0 = the level's own */
    int threads;                 /* Latrunculi at level 5: threads searching together, sharing
                                    one table (Lazy SMP); 0 or 1: one. Up to
                                    LUDI_AI_MAX_THREADS. Levels 1 to 4 search on one thread. */
    bool judge;                  /* the score is what is wanted (a review): Latrunculi's level 5
                                    without its drive to capture before the no-capture clock
                                    runs out, which is worth no men */
};

#define LUDI_AI_MAX_THREADS 16

struct ludi_ai_result {
    struct ludi_move move;
    int score;                   /* from the mover's view; Latrunculi: 100 = one man,
                                    beyond +-(LUDI_AI_WIN - 1000) a forced win/loss; dice
                                    games: (2 * win_chance - 1) * 1000 */
    int depth;                   /* depth reached (last completed iteration); 0: played from
                                    the solved table */
    int64_t nodes;               /* of every thread */
    double win_chance;           /* dice games: estimated chance the mover wins (exact from the
                                    solved table); -1 unknown (Latrunculi, level 0) */
    int elapsed_ms;
    int npv;                     /* the principal variation: pv[0] is move, then the replies the
                                    search expects, each legal after the ones before it (the
                                    dice games: the chosen turn alone) */
    struct ludi_move pv[LUDI_AI_PV_MAX];
};

#define LUDI_AI_WIN 30000        /* a won game in the score; LUDI_AI_WIN - n: won in n plies */

struct ludi_ai;                  /* owns its tables; one per thread that searches */

struct ludi_ai *ludi_ai_new(void);
void ludi_ai_free(struct ludi_ai *ai);

/* Chooses a move for the side to move (the dice must have been thrown in dice games), given
 * the game's past as the rules take it (ludi_moves; read during the call only). The same
 * seed and limits give the same move. Polls *stop (may be NULL) often and returns the best move
 * found so far when it becomes non-zero; a time limit is kept to within a few milliseconds.
 * Returns false only when there is no move to choose (game over, dice not thrown, or a past
 * shorter than ludi_past_needed(s)). */
bool ludi_ai_choose(struct ludi_ai *ai, const struct ludi_state *s, const struct ludi_past *past,
                    const struct ludi_ai_limits *limits, uint64_t seed, const atomic_int *stop,
                    struct ludi_ai_result *out);

/* A turn of the dice games and the mover's chance of winning after it (ludi_ai_choose_ranked). */
struct ludi_ai_turn {
    struct ludi_move move;
    double win_chance;
};

/* ludi_ai_choose, and in the dice games also the best turns it found, best first (turns[0] is
 * out->move), each with the mover's chance as that search judged it: exact from the solved
 * table, else the turns of the search's deepest iteration, judged alike (the turns it dropped
 * on the way are not listed). Up to cap into turns, their number into *nturns: 0 for
 * Latrunculi and level 0, 1 when the search saw only one turn worth judging deeper. */
bool ludi_ai_choose_ranked(struct ludi_ai *ai, const struct ludi_state *s,
                           const struct ludi_past *past, const struct ludi_ai_limits *limits,
                           uint64_t seed, const atomic_int *stop, struct ludi_ai_result *out,
                           struct ludi_ai_turn *turns, int cap, int *nturns);

/* ludi_ai_choose_ranked for a dice game's turn begun: the best turns that start with the steps
 * made (nmade of them, each legal as ludi_legal_steps gave it): the search judges only the
 * whole turns that end where some legal completion of them ends; out->move and turns[] are whole
 * turns, the steps made first. nmade 0: the same as ludi_ai_choose_ranked. Returns false for
 * Latrunculi, level 0, or steps that begin no legal turn. */
bool ludi_ai_choose_rest(struct ludi_ai *ai, const struct ludi_state *s,
                         const struct ludi_past *past, const struct ludi_step *made, int nmade,
                         const struct ludi_ai_limits *limits, uint64_t seed,
                         const atomic_int *stop, struct ludi_ai_result *out,
                         struct ludi_ai_turn *turns, int cap, int *nturns);

/* Perfect play where it is in reach: Pente grammai on five lines, in both modes, is solved
 * exactly (value iteration over its 355,467 knock-off and 67,268 classic positions), once per
 * process on a thread of its own, a few seconds the first time; the table is kept in the
 * program's cache (ludi_ai_set_cache) and read back in milliseconds after that. ludi_ai_choose starts this at
 * level 5 by itself. ludi_ai_prepare starts it for opt's game, and with wait returns once it is
 * done; it returns whether that game's table is ready (false for games without one). */
bool ludi_ai_prepare(const struct ludi_options *opt, bool wait);

/* Where the computer keeps what it works out once and could work out again (the solved Pente
 * grammai tables, a few MB): read gives an item's bytes (malloc'd, at most max) or false;
 * write keeps them. A program sets them at its start, before any search (the platform's
 * ludi_cache_read and ludi_cache_write, fileio.h); without them nothing is kept. */
typedef bool (*ludi_ai_cache_read_fn)(const char *name, size_t max, void **data, size_t *len);
typedef bool (*ludi_ai_cache_write_fn)(const char *name, const void *data, size_t len);
void ludi_ai_set_cache(ludi_ai_cache_read_fn read, ludi_ai_cache_write_fn write);
/* The exact chance that the side to move in s wins under perfect play (phase ROLL: before the
 * throw; MOVE: with the dice thrown; OVER: 1 or 0), from the solved table. Returns false when
 * s's game has no table or it is not ready yet (it does not start solving). */
bool ludi_ai_exact_value(const struct ludi_state *s, double *out);

/* For tuning by matches (tools/match): sets one evaluation weight, "name=value" (the names are
 * listed by ludi_ai_option_names). Refuses an unknown name with a message. */
bool ludi_ai_set_option(struct ludi_ai *ai, const char *keyvalue, char *err, size_t errlen);
/* The weights' names and current values, "name=value" separated by spaces. */
size_t ludi_ai_option_names(const struct ludi_ai *ai, char *buf, size_t len);

/* The bench (ludi-engine bench, tools): searches a fixed list of Latrunculi positions of every
 * size to a fixed depth (0 = the standard depth) on one thread, with a fresh table for each.
 * The node count changes only when the search's behaviour changes; tests/ai pins it.
 * ludi_ai_bench_dice does the same for fixed Pente grammai and Duodecim scripta positions
 * (thrown dice; a fixed depth in turns, never the solved table). */
struct ludi_ai_bench {
    int positions;
    int depth;
    int64_t nodes;
    int elapsed_ms;
    int depth_min, depth_max, depth_total;   /* ludi_ai_bench_depth: the depths reached */
};
bool ludi_ai_bench_run(int depth, struct ludi_ai_bench *out);
bool ludi_ai_bench_dice(int depth, struct ludi_ai_bench *out);
/* How deep level 5 sees in Latrunculi: fixed 12x8 middle games searched under lim (level 5,
 * its movetime or nodes and threads; a fresh table for each), the depth of each added to out's
 * figures. Timed, so its figures depend on the machine and its load. */
bool ludi_ai_bench_depth(const struct ludi_ai_limits *lim, struct ludi_ai_bench *out);

/* --- review: every move of a game graded against the computer's choice (review.c) --- */

/*
 * The loss of a move is what it gave away against the best move found, never negative, and 0
 * when the move is as good as the best:
 *   Pente grammai and Duodecim scripta: the mover's chance of winning, 0..1. Exact from the
 *     solved table on five lines of Pente grammai (both modes; the review waits for the table,
 *     stoppably); elsewhere from the search: each of the two moves (the engine's choice and
 *     the one played) is judged by the same search of the position it leads to, averaged over
 *     the other side's throws.
 *   Latrunculi: the search's score, in men (1.00 = one man): both moves judged by the same
 *     fixed-depth search of the positions they lead to. A won (lost) game counts as
 *     +-LUDI_REVIEW_WIN_MEN men.
 * When the move played judges better than the engine's choice, it is the best (loss 0).
 * Levels: 5 (the default) judges deepest; each level's depth is fixed, so a review is the same
 * on every machine. movetime_ms given instead: the engine's choice is searched for that long and
 * both moves are judged one turn (ply) less deep than it reached. docs/ENGINE.md has the
 * depths, the times and the grades' thresholds.
 */
#define LUDI_REVIEW_WIN_MEN 12.0

enum ludi_review_grade {
    LUDI_GRADE_GOOD,
    LUDI_GRADE_INACCURATE,
    LUDI_GRADE_MISTAKE,
    LUDI_GRADE_BLUNDER
};

struct ludi_review_move {
    int ply;                     /* 1 for the game's first move */
    int side;                    /* who moved */
    struct ludi_move played, best;
    double loss;                 /* >= 0: chance (dice games) or men (Latrunculi) */
    double value_best;           /* the mover's chance (or score in men) after the best move */
    double value_played;         /* ... and after the move played: value_best - loss */
    bool exact;                  /* from the solved table */
    bool forced;                 /* the only legal move */
};

/* Reviews one move: before is the position it was played from (phase MOVE, dice thrown),
 * past the game's past there (as ludi_moves takes it); limits NULL means level 5. Polls *stop
 * (may be NULL); returns false when stopped (out is then not filled), when the move is not
 * legal there, or when the search fails. */
bool ludi_review_move(struct ludi_ai *ai, const struct ludi_state *before,
                      const struct ludi_past *past, const struct ludi_move *played,
                      const struct ludi_ai_limits *limits, const atomic_int *stop,
                      struct ludi_review_move *out);

/* Reviews every move of a game, oldest first: the moves played in ss from its start up to
 * its present (ludi_session_moves_played of them), into out[0..cap). Counts each move done in
 * *done (may be NULL) as it goes, for a progress bar. Returns how many moves were reviewed:
 * all of them, or those before *stop was set; -1 when a move cannot be reviewed. */
struct ludi_session;
int ludi_review_game(struct ludi_ai *ai, const struct ludi_session *ss,
                     const struct ludi_ai_limits *limits, const atomic_int *stop,
                     atomic_int *done, struct ludi_review_move *out, int cap);

/* The grade of a loss in a game (thresholds per game, in docs/ENGINE.md). */
enum ludi_review_grade ludi_review_grade_of(enum ludi_game g, double loss);
/* "good", "inaccurate", "mistake", "blunder". */
const char *ludi_review_grade_name(enum ludi_review_grade grade);

#endif
