/* ai.h: the computer opponent, seen by the game window, ludi-engine and the tools. */
#ifndef LUDI_AI_H
#define LUDI_AI_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "ludi/rules.h"

#define LUDI_AI_LEVELS 5

struct ludi_ai_limits {
    int level;                   /* 1..5; 0 = a uniformly random legal move */
    int depth;                   /* 0 = the level's own */
    int64_t nodes;               /* 0 = no node limit */
    int movetime_ms;             /* 0 = the level's own */
};

struct ludi_ai_result {
    struct ludi_move move;
    int score;                   /* from the mover's view, game-specific units */
    int depth;                   /* depth reached */
    int64_t nodes;
    double win_chance;           /* dice games: estimated chance the mover wins; -1 unknown */
    int elapsed_ms;
};

struct ludi_ai;                  /* owns its tables; one per thread that searches */

struct ludi_ai *ludi_ai_new(void);
void ludi_ai_free(struct ludi_ai *ai);

/* Chooses a move for the side to move (the dice must have been thrown in dice games). The same
 * seed and limits give the same move. Polls *stop (may be NULL) often and returns the best move
 * found so far when it becomes non-zero. Returns false only when there is no move to choose
 * (game over, dice not thrown). */
bool ludi_ai_choose(struct ludi_ai *ai, const struct ludi_state *s,
                    const struct ludi_ai_limits *limits, uint64_t seed, const atomic_int *stop,
                    struct ludi_ai_result *out);

#endif
