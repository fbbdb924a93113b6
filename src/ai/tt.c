/* tt.c: the transposition table: 16-byte slots, depth-preferred and always-replace, lockless. */
#include <stdlib.h>
#include <string.h>

#include "ai_int.h"

bool ai_tt_init(struct ai_tt *tt, int max_log2)
{
    size_t buckets = (size_t)1 << max_log2;
    tt->slots = calloc(buckets * 2, sizeof tt->slots[0]);
    tt->mask = tt->slots ? buckets - 1 : 0;
    tt->max_log2 = tt->slots ? max_log2 : 0;
    return tt->slots != NULL;
}

void ai_tt_free(struct ai_tt *tt)
{
    free(tt->slots);
    tt->slots = NULL;
    tt->mask = 0;
    tt->max_log2 = 0;
}

void ai_tt_clear(struct ai_tt *tt, int log2)
{
    if (!tt->slots)
        return;
    if (log2 > tt->max_log2 || log2 < 1)
        log2 = tt->max_log2;
    tt->mask = ((uint64_t)1 << log2) - 1;
    /* no thread uses the table now: plain stores are enough (an all-zero slot is empty) */
    memset((void *)tt->slots, 0, (tt->mask + 1) * 2 * sizeof tt->slots[0]);
}

static uint64_t pack(const struct ai_tt_entry *e)
{
    return (uint64_t)(uint16_t)e->score | (uint64_t)(uint16_t)e->eval << 16 |
           (uint64_t)e->move << 32 | (uint64_t)e->depth << 48 | (uint64_t)e->bound << 56;
}

static void unpack(uint64_t d, struct ai_tt_entry *e)
{
    e->score = (int16_t)(uint16_t)d;
    e->eval = (int16_t)(uint16_t)(d >> 16);
    e->move = (uint16_t)(d >> 32);
    e->depth = (uint8_t)(d >> 48);
    e->bound = (uint8_t)(d >> 56);
}

/* Reads one slot: whether it holds key, and its data. */
static bool read_slot(const struct ai_tt_slot *s, uint64_t key, uint64_t *data)
{
    uint64_t d = atomic_load_explicit(&s->data, memory_order_relaxed);
    uint64_t c = atomic_load_explicit(&s->check, memory_order_relaxed);
    *data = d;
    return (d >> 56) != AI_BOUND_NONE && (c ^ d) == key;
}

bool ai_tt_probe(const struct ai_tt *tt, uint64_t key, struct ai_tt_entry *out)
{
    const struct ai_tt_slot *b = tt->slots + (key & tt->mask) * 2;
    for (int i = 0; i < 2; i++) {
        uint64_t d;
        if (read_slot(&b[i], key, &d)) {
            unpack(d, out);
            return true;
        }
    }
    return false;
}

void ai_tt_store(struct ai_tt *tt, uint64_t key, int depth, int bound, int score, int eval,
                 uint16_t move)
{
    struct ai_tt_slot *b = tt->slots + (key & tt->mask) * 2;
    uint64_t d0, d1;
    bool same0 = read_slot(&b[0], key, &d0), same1 = read_slot(&b[1], key, &d1);
    struct ai_tt_entry first, old;
    unpack(d0, &first);
    /* the depth-preferred slot takes the same position, a deeper result, or fills a gap */
    bool to0 = same0 || depth >= first.depth || first.bound == AI_BOUND_NONE;
    struct ai_tt_slot *s = to0 ? &b[0] : &b[1];
    unpack(to0 ? d0 : d1, &old);
    /* keep the best move known for this position when the new result has none */
    if (move == 0 && (to0 ? same0 : same1))
        move = old.move;
    struct ai_tt_entry e = {
        .score = (int16_t)score,
        .eval = (int16_t)eval,
        .move = move,
        .depth = (uint8_t)(depth < 0 ? 0 : depth > 255 ? 255 : depth),
        .bound = (uint8_t)bound,
    };
    uint64_t d = pack(&e);
    atomic_store_explicit(&s->data, d, memory_order_relaxed);
    atomic_store_explicit(&s->check, key ^ d, memory_order_relaxed);
}
