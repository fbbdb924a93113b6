/* duo_gen.c: Duodecim scripta move generation: whole turns, the best a throw allows, and steps. */
#include <stdlib.h>
#include <string.h>

#include "duo_board.h"

void duo_pos_load(const struct ludi_state *s, struct duo_pos *b)
{
    const uint8_t *own = s->g.duo.cnt[s->side], *opp = s->g.duo.cnt[1 - s->side];
    memset(b, 0, sizeof *b);
    for (int p = 0; p < 32; p++) {
        b->key[p >> 4] |= (uint64_t)(own[p] & 15) << ((p & 15) * 4);
        b->occ |= (uint32_t)(own[p] != 0) << p;
    }
    b->occ &= DUO_POINTS_MASK;
    for (int p = 0; p < DUO_HOME; p++)
        b->back += own[p];
    for (int p = DUO_SHARED; p <= 30; p++) {
        int n = opp[duo_opp_point(s->opt.path, p)];
        b->blocked |= (uint32_t)(n >= 2) << p;
        b->blots |= (uint32_t)(n == 1) << p;
    }
}

/* --- the best a throw allows --- */

/* Removes dice[i] from dice[0..nd) into rest, keeping the order. */
static void dice_without(const int *dice, int nd, int i, int *rest)
{
    for (int j = 0, k = 0; j < nd; j++)
        if (j != i)
            rest[k++] = dice[j];
}

/* Whether dice[i] repeats an earlier die: the same value gives the same turns. */
static bool seen_before(const int *dice, int i)
{
    for (int j = 0; j < i; j++)
        if (dice[j] == dice[i])
            return true;
    return false;
}

int duo_best_quality(const struct duo_pos *b, const int *dice, int nd)
{
    int best = 0, all = 0;
    for (int i = 0; i < nd; i++)
        all += dice[i];
    all = duo_quality(nd, all);
    for (int i = 0; i < nd && best < all; i++) {
        if (seen_before(dice, i))
            continue;
        int v = dice[i], rest[LUDI_MAX_DICE];
        uint32_t src = duo_sources(b, v);
        dice_without(dice, nd, i, rest);
        for (; src && best < all; src &= src - 1) {
            struct duo_pos c = *b;
            duo_make(&c, __builtin_ctz(src), v);
            int q = duo_quality(1, v) + duo_best_quality(&c, rest, nd - 1);
            if (q > best)
                best = q;
        }
    }
    return best;
}

/* --- whole turns --- */

/* The leaf is the innermost work of the computer's search; inlined it runs a few per cent
 * faster than as the call gcc prefers. */
#if defined(__GNUC__)
#define GEN_INLINE inline __attribute__((always_inline))
#else
#define GEN_INLINE inline
#endif

struct gen_key {
    uint64_t k0, k1;
    uint32_t hits;
};

/* The generator's working memory: the turns found so far, deduplicated by their exact key
 * (own counts and hit points) in an open-addressing table. */
struct gen {
    struct ludi_move *out;
    int cap, count, best;
    int max;                                /* room in keys */
    bool full;                              /* a turn found no room: run again with more */
    unsigned mask;                          /* table size - 1 */
    unsigned first;                         /* the table size to start from */
    struct ludi_step path[LUDI_MAX_DICE];   /* the steps of the turn being built */
    uint16_t *slot;                         /* 2 * max entries: index + 1 into keys, 0 empty */
    struct gen_key *keys;
};

static inline unsigned key_slot(uint64_t k0, uint64_t k1, uint32_t hits, unsigned mask)
{
    uint64_t h = (k0 ^ (k1 * 0xC2B2AE3D27D4EB4Full) ^ hits) * 0x9E3779B97F4A7C15ull;
    return (unsigned)(h >> 48) & mask;
}

static void gen_clear(struct gen *g, unsigned size)
{
    g->mask = size - 1;
    memset(g->slot, 0, size * sizeof g->slot[0]);
}

static void gen_grow(struct gen *g)
{
    gen_clear(g, (g->mask + 1) * 2);
    for (int i = 0; i < g->count; i++) {
        const struct gen_key *k = &g->keys[i];
        unsigned h = key_slot(k->k0, k->k1, k->hits, g->mask);
        while (g->slot[h])
            h = (h + 1) & g->mask;
        g->slot[h] = (uint16_t)(i + 1);
    }
}

/* Four-bit counts of one counter on index i, in the low and the high word of a key. */
#define U4(i) (1ull << (4 * (i)))
static const uint64_t unit_lo[32] = {
    U4(0), U4(1), U4(2),  U4(3),  U4(4),  U4(5),  U4(6),  U4(7),
    U4(8), U4(9), U4(10), U4(11), U4(12), U4(13), U4(14), U4(15),
};
static const uint64_t unit_hi[32] = {
    [16] = U4(0), U4(1), U4(2),  U4(3),  U4(4),  U4(5),  U4(6),  U4(7),
    U4(8),        U4(9), U4(10), U4(11), U4(12), U4(13), U4(14), U4(15),
};
#undef U4

/* Turns of quality q are about to be recorded: false if a better one is known; a better
 * quality forgets every turn found so far, as they are not legal after all. */
static inline bool gen_quality(struct gen *g, int q)
{
    if (q < g->best)
        return false;
    if (q > g->best) {
        g->best = q;
        g->count = 0;
        gen_clear(g, g->first);
    }
    return true;
}

/* A turn of the best quality so far ends in the position keyed (k0, k1, hits); its last step,
 * number depth, moves from `from` with die v (depth < 0: the turn ends after -depth - 1 steps,
 * before that one). */
static GEN_INLINE void gen_leaf(struct gen *g, uint64_t k0, uint64_t k1, uint32_t hits,
                                int depth, int from, int v)
{
    unsigned h = key_slot(k0, k1, hits, g->mask);
    for (; g->slot[h]; h = (h + 1) & g->mask) {
        const struct gen_key *k = &g->keys[g->slot[h] - 1];
        if (k->k0 == k0 && k->k1 == k1 && k->hits == hits)
            return;
    }
    if (g->count >= g->max) {
        g->full = true;
        return;
    }
    g->keys[g->count] = (struct gen_key){k0, k1, hits};
    g->slot[h] = (uint16_t)(g->count + 1);
    if (g->count < g->cap) {
        /* The last step goes straight into the move: written to path and read back at once,
         * its bytes would stall the load. The earlier steps were written long ago. */
        struct ludi_move *m = &g->out[g->count];
        int before = depth < 0 ? -depth - 1 : depth;
        memset(m, 0, sizeof *m);
        for (int k = 0; k < before; k++)
            m->steps[k] = g->path[k];
        if (depth >= 0) {
            m->steps[depth].from = (int8_t)(from == DUO_WAIT ? LUDI_OFF : from);
            m->steps[depth].to = (int8_t)duo_target(from, v);
            m->steps[depth].die = (uint8_t)v;
        }
        m->nsteps = (uint8_t)(depth < 0 ? before : depth + 1);
    }
    g->count++;
    if ((unsigned)g->count * 2 > g->mask + 1 && g->mask + 1 < 2 * (unsigned)g->max)
        gen_grow(g);
}

static void gen_path(struct gen *g, int depth, int from, int v)
{
    g->path[depth].from = (int8_t)(from == DUO_WAIT ? LUDI_OFF : from);
    g->path[depth].to = (int8_t)duo_target(from, v);
    g->path[depth].die = (uint8_t)v;
}

/* The last step taken and what was true just before it, to skip orders that repeat a turn. */
struct gen_prev {
    int die, from, to;           /* the last step; die 0 at the start */
    bool single;                 /* its source held one counter before it */
    bool fresh;                  /* its target held no own counter before it */
    uint32_t blots;              /* the lone opposing counters before it */
    uint32_t src[7];             /* [die]: the sources that die had before it */
};

/* The sources from which die v, after the last step, would only repeat a turn that another
 * order of steps reaches, an order whose (die, from) sequence is smaller; the smallest order
 * of every turn is thus never skipped.
 * - Two steps in a row may be swapped when the later one was already legal before the earlier
 *   one and did not take the earlier one's only counter: moves only go forward and a hit only
 *   removes a lone counter, so the earlier step stays legal (no pile appears, bearing off
 *   stays open, the lowest counter stays lowest) and both orders end in the same position.
 *   Only the order with the smaller (die, from) first is followed.
 * - A counter moved on at once by a smaller die (p, p+a, p+a+b with b < a) ends where b then
 *   a take it, if that first step was legal too; the positions are the same unless one of the
 *   two points in between held a lone opposing counter. Only b first is followed. */
static inline uint32_t gen_repeats(const struct gen_prev *prev, int v)
{
    uint32_t skip = 0;
    if (v < prev->die)
        skip = prev->src[v];
    else if (v == prev->die)
        skip = prev->src[v] & ((1u << prev->from) - 1);
    if (prev->single)
        skip &= ~(1u << prev->from);
    if (prev->fresh && v < prev->die && prev->to + v <= 30 &&
        (prev->src[v] & (1u << prev->from)) &&
        !(prev->blots & ((1u << prev->to) | (1u << duo_target(prev->from, v)))))
        skip |= 1u << prev->to;
    return skip;
}

/* The last die w after the steps so far (board b; prev the step just taken): each counter it
 * can move ends a turn, computing only the key of where it leads; if it moves none, the turn
 * ends before it. */
static inline void gen_last(struct gen *g, const struct duo_pos *b, int w, int used, int pips,
                            const struct gen_prev *prev)
{
    uint32_t src = duo_sources(b, w);
    if (!src) {
        if (gen_quality(g, duo_quality(used, pips)))
            gen_leaf(g, b->key[0], b->key[1], b->hits, -used - 1, 0, 0);
        return;
    }
    src &= ~gen_repeats(prev, w);
    if (!src || !gen_quality(g, duo_quality(used + 1, pips + w)))
        return;
    for (; src; src &= src - 1) {
        int from = __builtin_ctz(src), to = duo_target(from, w);
        uint64_t k0 = b->key[0] + unit_lo[to] - unit_lo[from];
        uint64_t k1 = b->key[1] + unit_hi[to] - unit_hi[from];
        uint32_t hits = b->hits | (b->blots & (1u << to));
        gen_leaf(g, k0, k1, hits, used, from, w);
    }
}

/* Two or three dice left: tries each on every counter it can move; dice[] is sorted, so equal
 * values are tried once. */
static void gen_rec(struct gen *g, const struct duo_pos *b, const int *dice, int nd, int used,
                    int pips, const struct gen_prev *prev)
{
    int sum = pips;
    for (int i = 0; i < nd; i++)
        sum += dice[i];
    if (duo_quality(used + nd, sum) < g->best)
        return;   /* even using every die left cannot reach the best turn found */
    struct gen_prev next;
    uint32_t any = 0;
    for (int i = 0; i < nd; i++) {
        if (i > 0 && dice[i] == dice[i - 1])
            continue;
        next.src[dice[i]] = duo_sources(b, dice[i]);
        any |= next.src[dice[i]];
    }
    if (!any) {
        if (gen_quality(g, duo_quality(used, pips)))
            gen_leaf(g, b->key[0], b->key[1], b->hits, -used - 1, 0, 0);
        return;
    }
    next.blots = b->blots;
    for (int i = 0; i < nd; i++) {
        if (i > 0 && dice[i] == dice[i - 1])
            continue;
        int v = dice[i], rest[LUDI_MAX_DICE];
        uint32_t src = next.src[v] & ~gen_repeats(prev, v);
        dice_without(dice, nd, i, rest);
        next.die = v;
        for (; src; src &= src - 1) {
            int from = __builtin_ctz(src);
            struct duo_pos c = *b;
            duo_make(&c, from, v);
            gen_path(g, used, from, v);
            next.from = from;
            next.to = duo_target(from, v);
            next.single = duo_own(b, from) == 1;
            next.fresh = next.to < DUO_OUT && !(b->occ & (1u << next.to));
            if (nd == 2)
                gen_last(g, &c, rest[0], used + 1, pips + v, &next);
            else
                gen_rec(g, &c, rest, nd - 1, used + 1, pips + v, &next);
        }
    }
}

/* One run of the generator with the room g gives; false if that was not enough. */
static bool gen_run(struct gen *g, const struct duo_pos *b, const int *dice, int nd)
{
    g->count = 0;
    g->best = -1;
    g->full = false;
    /* A table at most half full keeps probes short, and growing costs more than clearing:
     * start from the most turns the throw could give, (counters' points + 2)^3 (each step
     * adds at most one point to move from), within the room there is. */
    int n = __builtin_popcount(b->occ) + 3;
    unsigned most = (unsigned)(n * n * n);
    g->first = 64;
    while (g->first < 2 * most && g->first < 2 * (unsigned)g->max)
        g->first *= 2;
    gen_clear(g, g->first);
    struct gen_prev none;
    memset(&none, 0, sizeof none);
    if (nd >= 2)
        gen_rec(g, b, dice, nd, 0, 0, &none);
    else if (nd == 1)
        gen_last(g, b, dice[0], 0, 0, &none);
    else if (gen_quality(g, 0))
        gen_leaf(g, b->key[0], b->key[1], b->hits, -1, 0, 0);
    return !g->full;
}

int duo_gen_moves(const struct ludi_state *s, struct ludi_move *out, int cap)
{
    uint16_t slot[2 * DUO_STACK_TURNS];
    struct gen_key keys[DUO_STACK_TURNS];
    struct gen g;
    struct duo_pos b;
    int dice[LUDI_MAX_DICE], nd = 0;
    /* decided: dice are tried from the highest value down, so the turn chosen to stand for a
     * position depends on the values thrown, never on their order */
    for (int i = 0; i < s->ndice && i < LUDI_MAX_DICE; i++) {
        int v = s->dice[i], j = nd++;
        for (; j > 0 && dice[j - 1] < v; j--)
            dice[j] = dice[j - 1];
        dice[j] = v;
    }
    duo_pos_load(s, &b);
    g.out = out;
    g.cap = cap < 0 ? 0 : cap;
    g.max = DUO_STACK_TURNS;
    g.slot = slot;
    g.keys = keys;
    if (!gen_run(&g, &b, dice, nd)) {
        /* a throw with more turns than the stack holds (see DUO_STACK_TURNS): the same run
         * with room for LUDI_MAX_MOVES; should that memory be missing, the turns found stand */
        g.slot = malloc(2 * LUDI_MAX_MOVES * sizeof g.slot[0]);
        g.keys = malloc(LUDI_MAX_MOVES * sizeof g.keys[0]);
        g.max = LUDI_MAX_MOVES;
        if (g.slot && g.keys)
            gen_run(&g, &b, dice, nd);
        free(g.slot);
        free(g.keys);
    }
    /* An overshooting bear-off may have two dice that allow it; the turn then names the one
     * duo_follow infers from its text (the smaller that works), so that reading a turn back
     * from its text gives the same turn. Each step brings at most one counter home, so with
     * more than two away no step of this turn bears off. */
    for (int i = 0; i < g.count && i < g.cap && b.back <= 2; i++) {
        struct ludi_move *m = &out[i];
        bool overshoot = false;
        for (int k = 0; k < m->nsteps; k++)
            if (m->steps[k].to == LUDI_OUT && m->steps[k].die > 31 - m->steps[k].from)
                overshoot = true;
        struct duo_follow f;
        struct ludi_step bare[LUDI_MAX_DICE];
        if (!overshoot)
            continue;
        for (int k = 0; k < m->nsteps; k++) {
            bare[k] = m->steps[k];
            bare[k].die = 0;
        }
        if (duo_follow(s, bare, m->nsteps, true, &f))
            for (int k = 0; k < m->nsteps; k++)
                m->steps[k].die = f.die[k];
    }
    return g.count;
}

/* --- following the steps of a turn --- */

struct follow_ctx {
    const struct ludi_step *made;
    int nmade;
    bool whole;
    struct duo_follow *f;
};

static bool follow_rec(struct follow_ctx *c, int k, const struct duo_pos *b, const int *dice,
                       int nd, int used, int pips)
{
    struct duo_follow *f = c->f;
    if (k == c->nmade) {
        int q = duo_quality(used, pips);
        if (!c->whole)
            q += duo_best_quality(b, dice, nd);
        if (q != f->best)
            return false;
        f->pos = *b;
        memcpy(f->dice, dice, (size_t)nd * sizeof dice[0]);
        f->nd = nd;
        f->used = used;
        f->pips = pips;
        return true;
    }
    const struct ludi_step *st = &c->made[k];
    int from = st->from == LUDI_OFF ? DUO_WAIT : st->from;
    if (from < 0 || from > 30 || st->to < 1 || st->to > DUO_OUT)
        return false;
    /* decided: when two dice can move the same step (only an overshooting bear-off), the
     * smaller is tried first */
    for (int v = 1; v <= 6; v++) {
        int i = 0;
        while (i < nd && dice[i] != v)
            i++;
        if (i == nd || (st->die && st->die != v))
            continue;
        if (!(duo_sources(b, v) & (1u << from)) || duo_target(from, v) != st->to)
            continue;
        struct duo_pos next = *b;
        int rest[LUDI_MAX_DICE];
        duo_make(&next, from, v);
        dice_without(dice, nd, i, rest);
        f->die[k] = (uint8_t)v;
        if (follow_rec(c, k + 1, &next, rest, nd - 1, used + 1, pips + v))
            return true;
    }
    return false;
}

bool duo_follow(const struct ludi_state *s, const struct ludi_step *made, int nmade, bool whole,
                struct duo_follow *f)
{
    struct duo_pos b;
    int dice[LUDI_MAX_DICE], nd = 0;
    if (nmade < 0 || nmade > s->ndice || s->ndice > LUDI_MAX_DICE)
        return false;
    for (int i = 0; i < s->ndice; i++)
        dice[nd++] = s->dice[i];
    duo_pos_load(s, &b);
    memset(f, 0, sizeof *f);
    f->best = duo_best_quality(&b, dice, nd);
    struct follow_ctx c = {made, nmade, whole, f};
    return follow_rec(&c, 0, &b, dice, nd, 0, 0);
}

static int step_cmp(const struct ludi_step *a, const struct ludi_step *b)
{
    if (a->from != b->from)
        return a->from - b->from;
    if (a->to != b->to)
        return a->to - b->to;
    return a->die - b->die;
}

/* decided: the steps come sorted by from, to, then die; a step that two dice allow (only an
 * overshooting bear-off) is listed once for each. Steps that are not the start of a legal turn
 * give no steps at all. */
int duo_legal_steps(const struct ludi_state *s, const struct ludi_step *made, int nmade,
                    struct ludi_step *out, int cap)
{
    struct duo_follow f;
    struct ludi_step found[6 * 32];
    int n = 0;
    if (!duo_follow(s, made, nmade, false, &f))
        return 0;
    for (int i = 0; i < f.nd; i++) {
        if (seen_before(f.dice, i))
            continue;
        int v = f.dice[i], rest[LUDI_MAX_DICE];
        dice_without(f.dice, f.nd, i, rest);
        for (uint32_t src = duo_sources(&f.pos, v); src; src &= src - 1) {
            int from = __builtin_ctz(src);
            struct duo_pos c = f.pos;
            duo_make(&c, from, v);
            int q = duo_quality(f.used + 1, f.pips + v) + duo_best_quality(&c, rest, f.nd - 1);
            if (q != f.best)
                continue;
            struct ludi_step st = {(int8_t)(from == DUO_WAIT ? LUDI_OFF : from),
                                   (int8_t)duo_target(from, v), (uint8_t)v};
            int j = n++;
            for (; j > 0 && step_cmp(&found[j - 1], &st) > 0; j--)
                found[j] = found[j - 1];
            found[j] = st;
        }
    }
    for (int i = 0; i < n && i < cap; i++)
        out[i] = found[i];
    return n;
}
