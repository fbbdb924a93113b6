/* tt.c: the transposition table: 16-byte entries, depth-preferred and always-replace slots. */
#include <stdlib.h>
#include <string.h>

#include "ai_int.h"

bool ai_tt_init(struct ai_tt *tt, int max_log2)
{
    size_t buckets = (size_t)1 << max_log2;
    tt->entries = calloc(buckets * 2, sizeof tt->entries[0]);
    tt->mask = tt->entries ? buckets - 1 : 0;
    tt->max_log2 = tt->entries ? max_log2 : 0;
    return tt->entries != NULL;
}

void ai_tt_free(struct ai_tt *tt)
{
    free(tt->entries);
    tt->entries = NULL;
    tt->mask = 0;
    tt->max_log2 = 0;
}

void ai_tt_clear(struct ai_tt *tt, int log2)
{
    if (!tt->entries)
        return;
    if (log2 > tt->max_log2 || log2 < 1)
        log2 = tt->max_log2;
    tt->mask = ((uint64_t)1 << log2) - 1;
    memset(tt->entries, 0, (tt->mask + 1) * 2 * sizeof tt->entries[0]);
}

const struct ai_tt_entry *ai_tt_probe(const struct ai_tt *tt, uint64_t key)
{
    const struct ai_tt_entry *b = tt->entries + (key & tt->mask) * 2;
    if (b[0].key == key && b[0].bound != AI_BOUND_NONE)
        return &b[0];
    if (b[1].key == key && b[1].bound != AI_BOUND_NONE)
        return &b[1];
    return NULL;
}

void ai_tt_store(struct ai_tt *tt, uint64_t key, int depth, int bound, int score, int eval,
                 uint16_t move)
{
    struct ai_tt_entry *b = tt->entries + (key & tt->mask) * 2;
    struct ai_tt_entry *e = &b[1];
    if (b[0].key == key || depth >= b[0].depth || b[0].bound == AI_BOUND_NONE)
        e = &b[0];
    /* keep the best move known for this position when the new result has none */
    if (move == 0 && e->key == key)
        move = e->move;
    e->key = key;
    e->score = (int16_t)score;
    e->eval = (int16_t)eval;
    e->move = move;
    e->depth = (uint8_t)(depth < 0 ? 0 : depth > 255 ? 255 : depth);
    e->bound = (uint8_t)bound;
}
