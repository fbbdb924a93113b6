/* ai.c: the computer opponent; for now every level plays a uniformly random legal move. */
#include <stdlib.h>

#include "ludi/ai.h"

struct ludi_ai {
    struct ludi_move moves[LUDI_MAX_MOVES];
};

struct ludi_ai *ludi_ai_new(void)
{
    return calloc(1, sizeof(struct ludi_ai));
}

void ludi_ai_free(struct ludi_ai *ai)
{
    free(ai);
}

bool ludi_ai_choose(struct ludi_ai *ai, const struct ludi_state *s,
                    const struct ludi_ai_limits *limits, uint64_t seed, const atomic_int *stop,
                    struct ludi_ai_result *out)
{
    (void)limits;
    (void)stop;
    int n = ludi_moves(s, ai->moves, LUDI_MAX_MOVES);
    if (n <= 0)
        return false;
    if (n > LUDI_MAX_MOVES)
        n = LUDI_MAX_MOVES;
    struct ludi_rng rng;
    ludi_rng_seed(&rng, seed);
    *out = (struct ludi_ai_result){0};
    out->move = ai->moves[ludi_rng_below(&rng, (uint32_t)n)];
    out->win_chance = -1.0;
    out->nodes = n;
    return true;
}
