/* lat_fast.h: Latrunculi's search fast path in the rules interface: make/unmake on a stack. */
#ifndef LUDI_LAT_FAST_H
#define LUDI_LAT_FAST_H

/*
 * Why it exists: a search makes millions of moves. ludi_apply_trusted copies a whole
 * struct ludi_state and works out the repetition rule's positions from the past again for
 * every move. This path keeps one history for the whole search (the game's past, then the
 * positions the search has made, as Stockfish chains its StateInfo), updates the set of
 * positions seen twice incrementally, and never copies a state. It plays exactly the rules of
 * ludi_moves and ludi_apply_trusted (the same core functions do the work; tests/ai compares
 * the two on random games of every size and option).
 *
 * Squares are bit indexes in the layout of struct ludi_lat: rank0 * (width + 1) + file0.
 */

#include <stdbool.h>
#include <stdint.h>

#include "ludi/rules.h"

__extension__ typedef unsigned __int128 ludi_bits;   /* a set of squares */

#define LUDI_LAT_FAST_DEPTH 128  /* moves that can be made beyond the root */
#define LUDI_LAT_FAST_MOVES 256  /* more than any position has (13 pieces, 19 targets each) */

/* The number of squares in a set. (A portable build has no popcount instruction, and the
 * library call __builtin_popcountll becomes is slower than this.) */
static inline int ludi_bits_count(ludi_bits x)
{
    uint64_t w[2] = {(uint64_t)x, (uint64_t)(x >> 64)};
    int n = 0;
    for (int i = 0; i < 2; i++) {
        uint64_t v = w[i];
        v = v - ((v >> 1) & 0x5555555555555555ull);
        v = (v & 0x3333333333333333ull) + ((v >> 2) & 0x3333333333333333ull);
        v = (v + (v >> 4)) & 0x0f0f0f0f0f0f0f0full;
        n += (int)((v * 0x0101010101010101ull) >> 56);
    }
    return n;
}

/* A move: from | to << 8, both bit indexes. */
typedef uint16_t ludi_lat_move;

static inline int ludi_lat_from(ludi_lat_move m) { return m & 0xff; }
static inline int ludi_lat_to(ludi_lat_move m) { return m >> 8; }
static inline ludi_lat_move ludi_lat_make_move(int from, int to)
{
    return (ludi_lat_move)(from | to << 8);
}

/* Private to the core: the repetition rule's memory (src/core/lat_rep.c). hist holds the
 * positions since the last capture before the root (the past), the root, then the positions
 * made beyond it; twice holds stacked sets of the positions seen twice. Small histories live in
 * the struct itself, long ones (nocapture=0) on the heap. */
#define LUDI_LAT_REP_SMALL 256
struct ludi_lat_rep {
    uint64_t *hist, *twice;
    size_t cap;                  /* entries each of hist and twice can hold */
    size_t root_n;               /* hist[0 .. root_n): the past and the root */
    uint64_t *heap;              /* NULL, or room for heap_cap entries each */
    size_t heap_cap;
    uint64_t small[2][LUDI_LAT_REP_SMALL];
};

/* Private to the core: where one node's positions lie in a struct ludi_lat_rep. */
struct ludi_lat_rep_at {
    uint32_t hist_lo, hist_n;    /* since the last capture: hist[hist_lo .. hist_n), own last */
    uint32_t twice_lo, twice_hi; /* seen twice: twice[twice_lo .. twice_hi) */
    uint64_t filter;             /* bit (h >> 58) of each position seen twice */
};

struct ludi_lat_node {
    ludi_bits men[2], kings[2];  /* [side] */
    uint64_t hash;               /* board and side, as ludi_state.hash */
    int nocap;                   /* plies since the last capture */
    int side;                    /* to move */
    int taken;                   /* men captured by the move that led here (0 at the root) */
    int result;                  /* enum ludi_result after that move; the root's as its state */
    int reason;                  /* enum ludi_reason */
    struct ludi_lat_rep_at rep;  /* private to the core */
};

struct ludi_lat_fast {
    struct ludi_options opt;     /* the rules in force */
    int width, height, stride;   /* stride = width + 1 */
    ludi_bits full;              /* every square of the board */
    int ply;                     /* moves made beyond the root; node[ply] is the current node */
    struct ludi_lat_node node[LUDI_LAT_FAST_DEPTH + 1];
    struct ludi_lat_rep rep;     /* private to the core */
};

/* A fast path, to be started with ludi_lat_fast_init (NULL when out of memory). */
struct ludi_lat_fast *ludi_lat_fast_new(void);
void ludi_lat_fast_free(struct ludi_lat_fast *f);

/* Starts at a Latrunculi state (any phase) and its past (as ludi_moves takes it; read during
 * the call only). False for another game, a past shorter than ludi_past_needed(s), or when a
 * very long past does not fit in memory. */
bool ludi_lat_fast_init(struct ludi_lat_fast *f, const struct ludi_state *s,
                        const struct ludi_past *past);

static inline const struct ludi_lat_node *ludi_lat_fast_node(const struct ludi_lat_fast *f)
{
    return &f->node[f->ply];
}

/* The legal moves at the current node, as ludi_moves gives them (0 when the game is over).
 * Writes at most cap and returns how many there are. */
int ludi_lat_fast_moves(const struct ludi_lat_fast *f, ludi_lat_move *out, int cap);

/* Plays a legal move of the current node (unchecked); returns the men it captured. Refuses
 * (returns -1, nothing changes) when LUDI_LAT_FAST_DEPTH moves are already made. */
int ludi_lat_fast_make(struct ludi_lat_fast *f, ludi_lat_move m);

/* A pass, which the rules never allow, for the search's null-move pruning: the same board with
 * the other side to move and the no-capture count one higher, judged as after a move; the
 * repetition rule looks back no further than the pass. Returns 0, or -1 as make does. */
int ludi_lat_fast_make_null(struct ludi_lat_fast *f);

/* Takes back the last move made (nothing when at the root). */
void ludi_lat_fast_unmake(struct ludi_lat_fast *f);

/* The empty squares `side` could move a piece to at the current node (repetition not
 * considered). */
ludi_bits ludi_lat_fast_reach(const struct ludi_lat_fast *f, int side);

/* What `side` could capture with one move at the current node, whoever is to move: the
 * squares it could move to that would capture at least one man, and the men it would take.
 * `reach` is ludi_lat_fast_reach(f, side) (passed in because the caller often has it). A
 * capturing move is never forbidden by the repetition rule, so for the side to move the
 * capturing legal moves are exactly those landing on `targets`. */
void ludi_lat_fast_threats(const struct ludi_lat_fast *f, int side, ludi_bits reach,
                           ludi_bits *targets, ludi_bits *victims);

/* The legal moves of the current node that land on a square of `to`, in no promised order;
 * writes at most cap and returns how many there are. Cheap when `to` holds few squares. */
int ludi_lat_fast_moves_to(const struct ludi_lat_fast *f, ludi_bits to, ludi_lat_move *out,
                           int cap);

/* The position one ply before s, taken back: the past's last hash `before` names it. The
 * mover's piece goes back along its line, and where s's no-capture count is 0 the men its move
 * may have taken come back (those of each run it closed and of a corner beside it; the hash
 * tells which), each candidate checked by making the move again. Fills *out (phase MOVE,
 * ongoing) and *move (as the fast path numbers squares). The count before a capture is not in
 * the hashes: *out has 0 then, as it has before a move out of a count of 0. False for another
 * game, s at ply 0, or no move leading from a position of that hash to s. Walking a game's past
 * back this way gives every position and move of it (the opponent's play, for a search that
 * weighs how its opponent plays). */
bool ludi_lat_fast_before(const struct ludi_state *s, uint64_t before, struct ludi_state *out,
                          ludi_lat_move *move);

/* Whether the king of `side` is immobilised at the current node under the king rule in force. */
bool ludi_lat_fast_immobilised(const struct ludi_lat_fast *f, int side);

/* Conversions to and from the interface's moves (square = rank0 * width + file0). */
void ludi_lat_fast_move_out(const struct ludi_lat_fast *f, ludi_lat_move m,
                            struct ludi_move *out);
ludi_lat_move ludi_lat_fast_move_in(const struct ludi_lat_fast *f, const struct ludi_move *m);

/* The other side's legal moves after which the king of `side` is immobilised (lat_effect.c):
 * its next move's, where `side` is to move at the current node as if it passed
 * (ludi_lat_fast_make_null: a threat to meet), else the moves of the current node. Writes at
 * most cap and returns how many there are; the fast path is left at the node it was at. */
int ludi_lat_fast_traps(struct ludi_lat_fast *f, int side, ludi_lat_move *out, int cap);

/* Whether the side to move's king could be immobilised by the other side's next move, were the
 * side to move to change nothing (ludi_lat_fast_traps at s), for a warning on its turn: how many
 * of the other side's moves would do it, the first of them, and the squares named as the
 * notation writes them, each once ("h8, h3"): the pieces that would move and the squares they
 * would close; and whether the other side's king is one of those pieces. False (out zeroed)
 * when none would, the game is over, or for another game. */
#define LUDI_LAT_TRAPS 8
struct ludi_lat_trap {
    int n;
    struct ludi_move moves[LUDI_LAT_TRAPS];
    char from_at[48], to_at[48];
    bool by_king;
};
bool ludi_lat_king_trap(const struct ludi_state *s, const struct ludi_past *past,
                        struct ludi_lat_trap *out);

/* Whether the other side could capture men of the side to move with its next move, were the
 * side to move to change nothing (as ludi_lat_king_trap), for a warning on its turn (play-test
 * 25: a newcomer lost five men to captures set up a move ahead, warned of none): n, how many of
 * the side to move's men one such move or another would take, and where they stand ("f4, g4");
 * nmoves, how many of the other side's moves capture, the first of them, the squares they
 * would land on ("f5") and those their pieces stand on; by_man and by_king, whether a man, the
 * king, makes one of those moves. False (out zeroed) when no move would capture, the game is
 * over, or for another game. */
struct ludi_lat_threat {
    int n;
    char at[48];
    int nmoves;
    struct ludi_move moves[LUDI_LAT_TRAPS];
    char from_at[48], to_at[48];
    bool by_man, by_king;
    int fresh;        /* ludi_lat_move_leaves only: of the n, those the move opens */
    char fresh_at[48];
};
bool ludi_lat_men_threat(const struct ludi_state *s, const struct ludi_past *past,
                         struct ludi_lat_threat *out);

/* What the side to move's move m would leave to be taken (lat_effect.c), for a mark on the
 * destination before it is played (play-test 30: warned that a move to g4 would take a man, a
 * newcomer blocked on g4 with a man and lost both): the other side's next move after m, as
 * ludi_lat_men_threat says it (n, the mover's men one such move or another would take, where
 * they stand after m; nmoves, the moves that would, the first of them). A move that ends the
 * game leaves nothing. False (out zeroed) when m leaves no man to be taken, for a move not
 * legal in s, or for another game. Of those, fresh: the men the move itself opens to capture:
 * the man moved, where it lands, and others that could not be taken before it, named in fresh_at
 * (play-test 52: with a man already open to capture, every move that did not save it was marked
 * alike, those that changed nothing and those that opened a second man). */
bool ludi_lat_move_leaves(const struct ludi_state *s, const struct ludi_past *past,
                          const struct ludi_move *m, struct ludi_lat_threat *out);

/* Whether the side to move's move m would cost it its king (lat_effect.c), for a mark on the
 * destination before it is played (play-test 8: a newcomer filled his king's next-to-last empty
 * square and lost in 7 moves): immobilised, the move itself immobilises the mover's king (the
 * opponent wins at once); else n, how many of the opponent's replies would immobilise it, the
 * first of them, and the squares they would close ("h2"). A move that wins, or ends the game
 * otherwise, exposes nothing. False (out zeroed) when it exposes nothing, for a move not legal
 * in s, or for another game. */
struct ludi_lat_exposed {
    bool immobilised;
    int n;
    struct ludi_move moves[LUDI_LAT_TRAPS];
    char to_at[48];
};
bool ludi_lat_move_exposes(const struct ludi_state *s, const struct ludi_past *past,
                           const struct ludi_move *m, struct ludi_lat_exposed *out);

/* What a Latrunculi move does one move deep, for words beside a hint or after the computer's
 * move (lat_effect.c): whether it wins, the men it captures, the mover's men the other side
 * could capture before it and no longer after (saved), and the other side's men the mover
 * could capture after it and not before (threatened), each with their squares' names as the
 * notation writes them ("d4, e5"; the mover's saved men where they stood before the move).
 * For the kings: guards_king, the other side could immobilise the mover's king with its next
 * move before (ludi_lat_king_trap) and cannot after; frees_king, the same done by giving the
 * king room (more empty squares beside it after than before), or room given to a king that
 * had at most one empty square beside it; traps_king, the mover could immobilise the other
 * king with its next move after it; hems_king, the move lands beside the other king;
 * flanks_king, it lands beside the other king with a piece of the mover's on the far side of it
 * in the same line, which would take a man there but never takes a king (RULES.md; play-test
 * 50: a newcomer closed the enemy king in so and saw nothing happen). Of the
 * men taken, king_line: those that stood in a line closed at both ends that held their own
 * king too, which stays (RULES.md: the king in the run remains; a play-test: a newcomer saw
 * his man taken beside his king and could not tell why), named in king_line_at. */
struct ludi_lat_effect {
    bool wins;
    int taken, saved, threatened, king_line;
    char taken_at[48], saved_at[48], threat_at[48], king_line_at[48];
    bool guards_king, frees_king, traps_king, hems_king, flanks_king;
    int exposed;      /* the mover's men the move opens to capture, as the threat's fresh */
    char exposed_at[48];
};
/* False (out zeroed) for another game or a move that is not legal in s. */
bool ludi_lat_move_effect(const struct ludi_state *s, const struct ludi_past *past,
                          const struct ludi_move *m, struct ludi_lat_effect *out);
/* One look at the side to move's move m on one fast path: what ludi_lat_move_exposes,
 * ludi_lat_move_leaves and ludi_lat_move_effect each say of it, into those not NULL (each
 * zeroed first). False for another game or a move that is not legal in s. */
bool ludi_lat_move_look(const struct ludi_state *s, const struct ludi_past *past,
                        const struct ludi_move *m, struct ludi_lat_exposed *exposes,
                        struct ludi_lat_threat *leaves, struct ludi_lat_effect *effect);

#endif
