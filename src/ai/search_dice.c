/* search_dice.c: the dice games' search: expectimax over the distinct throws, with a move filter. */
/*
 * As GNU Backgammon does: every turn of the throw is first judged by the evaluation alone;
 * only the most promising few (within a margin of the best) are searched deeper, where each
 * throw of the other side (6 for Pente grammai's one die, 56 weighted ones for Duodecim
 * scripta's three) is answered by its best turn, chosen the same way. Values are chances of
 * winning, so that averaging over the throws means what it says; the side to move's value is
 * one minus the other's. Pente grammai on five lines is played from the solved table at
 * level 5 once it is ready (pente_table.c). The evaluation is the network learned by self-play
 * (nnet.h) where one was trained and gains (Duodecim scripta), the hand-written one (dice.h)
 * elsewhere or when the weight dice_net is 0.
 *
 * Depth counts turns: depth 1 judges each turn by the evaluation of the position it leads to;
 * depth 2 also averages over the other side's throws and its best answer to each; and so on.
 * The root deepens one turn at a time, each iteration searching only the turns its filter
 * kept from the one before, until the depth, nodes or time run out.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_int.h"
#include "dice.h"
#include "nnet.h"
#include "pente_solve.h"

#define DS_MAX_DEPTH 16
#define DS_CACHE_LOG2 17         /* 2^17 entries of 16 bytes: 2 MB */
#define DS_ROLLS 56
#define DS_ROOT_MAX 64           /* turns searched deeper at the root, at most */
#define DS_BEGUN_MAX 512         /* the completions of a turn begun kept (three dice: < 200) */

/* How a level plays a dice game. */
struct dice_level {
    int depth;                   /* deepest iteration */
    int64_t nodes;               /* 0 = no limit */
    int movetime_ms;             /* 0 = no time limit */
    int noise;                   /* evaluation noise: +-noise/100 in log-odds */
    int root_keep;               /* turns searched at depth 2 */
    int root_keep_deep;          /* turns searched at depth 3 and deeper */
    int root_margin;             /* ... within this of the best (thousandths of a chance) */
    int inner_keep;              /* answers searched deeper inside the tree */
    int inner_margin;            /* ... within this of the best answer */
    bool table;                  /* plays from the solved table when there is one */
};

/* Pente grammai: few turns per throw (knock-off: one counter moves), so depth is cheap. */
static const struct dice_level pente_levels[LUDI_AI_LEVELS + 1] = {
    [1] = {1, 0, 0, 250, 0, 0, 0, 0, 0, false},
    [2] = {1, 0, 0, 100, 0, 0, 0, 0, 0, false},
    [3] = {1, 0, 0, 40, 0, 0, 0, 0, 0, false},
    [4] = {3, 200000, 0, 0, 6, 4, 150, 3, 80, false},
    [5] = {DS_MAX_DEPTH, 0, 1000, 0, 8, 5, 200, 4, 100, true},
};

/* Duodecim scripta: some hundreds of turns per throw, 56 throws: depth 2 is most of it. */
static const struct dice_level duo_levels[LUDI_AI_LEVELS + 1] = {
    [1] = {1, 0, 0, 600, 0, 0, 0, 0, 0, false},
    [2] = {1, 0, 0, 300, 0, 0, 0, 0, 0, false},
    [3] = {1, 0, 0, 150, 0, 0, 0, 0, 0, false},
    [4] = {2, 400000, 0, 0, 6, 2, 80, 1, 30, false},
    [5] = {3, 0, 1000, 0, 10, 3, 120, 2, 40, false},
};

struct ds_cache_entry {
    uint64_t key;
    float value;
    uint16_t gen;
    uint8_t depth;
};

/* One depth's working memory: the turns of a throw, their first values, their order. */
struct ds_ply {
    struct ludi_move *moves;
    double *val;
    int *order;
};

struct dice_search {
    struct pente_weights pw[2];  /* [mode] */
    struct duo_weights dw;
    int noise_override;          /* -1: the level's */
    int use_net;                 /* 1: the learned evaluation where there is one (nnet_for) */
    const struct nnet *net;      /* the search under way's, or NULL: the hand-written one */
    struct nnet_acc acc;
    struct ds_ply ply[DS_MAX_DEPTH + 2];
    struct ds_cache_entry *cache;
    uint16_t gen;
    /* the search under way */
    struct dice_level lv;
    struct ai_clock clock;
    const atomic_int *stop;
    int64_t nodes;
    bool stopped;
    uint64_t seed;
    double noise;
    int rolls[DS_ROLLS][LUDI_MAX_DICE];
    double weight[DS_ROLLS];
    int nrolls, ndice;
    int ranked;                  /* the last search's turns judged alike: ply[0].order[0..) */
    /* a turn begun (dice_search_begun): the root's turns are its completions */
    bool begun_on;
    int nbegun;
    struct ludi_move begun[DS_BEGUN_MAX];
    struct ludi_state begun_after[DS_BEGUN_MAX];
};

struct dice_search *dice_search_new(void)
{
    struct dice_search *ds = calloc(1, sizeof *ds);
    if (!ds)
        return NULL;
    pente_weights_default(&ds->pw[LUDI_PENTE_KNOCKOFF], LUDI_PENTE_KNOCKOFF);
    pente_weights_default(&ds->pw[LUDI_PENTE_CLASSIC], LUDI_PENTE_CLASSIC);
    duo_weights_default(&ds->dw);
    ds->noise_override = -1;
    ds->use_net = 1;
    return ds;
}

void dice_search_free(struct dice_search *ds)
{
    if (!ds)
        return;
    for (int i = 0; i < DS_MAX_DEPTH + 2; i++) {
        free(ds->ply[i].moves);
        free(ds->ply[i].val);
        free(ds->ply[i].order);
    }
    free(ds->cache);
    free(ds);
}

static int weights_table(struct dice_search *ds, const char **names, int **values, int cap)
{
    int n = pente_weights_table(&ds->pw[LUDI_PENTE_KNOCKOFF], "ko", names, values, cap);
    n += pente_weights_table(&ds->pw[LUDI_PENTE_CLASSIC], "cl", names + n, values + n, cap - n);
    n += duo_weights_table(&ds->dw, names + n, values + n, cap - n);
    if (n < cap) {
        names[n] = "dice_noise";
        values[n] = &ds->noise_override;
        n++;
    }
    if (n < cap) {
        names[n] = "dice_net";
        values[n] = &ds->use_net;
        n++;
    }
    return n;
}

bool dice_search_set_weight(struct dice_search *ds, const char *name, int value)
{
    const char *names[64];
    int *values[64];
    int n = weights_table(ds, names, values, 64);
    return ai_weights_set(names, values, n, name, value);
}

size_t dice_search_weights(const struct dice_search *ds, char *buf, size_t len)
{
    struct dice_search *mut = (struct dice_search *)ds;   /* the table hands out pointers */
    const char *names[64];
    int *values[64];
    int n = weights_table(mut, names, values, 64);
    return ai_weights_format(names, values, n, buf, len);
}

/* --- the throws --- */

static void make_rolls(struct dice_search *ds, enum ludi_game g)
{
    ds->nrolls = 0;
    if (g == LUDI_PENTE) {
        ds->ndice = 1;
        for (int d = 1; d <= 6; d++) {
            ds->rolls[ds->nrolls][0] = d;
            ds->weight[ds->nrolls++] = 1.0 / 6.0;
        }
        return;
    }
    ds->ndice = 3;
    for (int a = 1; a <= 6; a++)
        for (int b = a; b <= 6; b++)
            for (int c = b; c <= 6; c++) {
                int *r = ds->rolls[ds->nrolls];
                r[0] = c;
                r[1] = b;
                r[2] = a;
                ds->weight[ds->nrolls++] = (a == c ? 1 : (a == b || b == c) ? 3 : 6) / 216.0;
            }
}

/* --- memory --- */

static bool ply_ready(struct dice_search *ds, int ply)
{
    struct ds_ply *p = &ds->ply[ply];
    if (p->moves)
        return true;
    p->moves = malloc(LUDI_MAX_MOVES * sizeof *p->moves);
    p->val = malloc(LUDI_MAX_MOVES * sizeof *p->val);
    p->order = malloc(LUDI_MAX_MOVES * sizeof *p->order);
    if (p->moves && p->val && p->order)
        return true;
    free(p->moves);
    free(p->val);
    free(p->order);
    p->moves = NULL;
    p->val = NULL;
    p->order = NULL;
    return false;
}

/* --- nodes, limits, evaluation --- */

static void poll(struct dice_search *ds)
{
    if ((ds->stop && atomic_load_explicit(ds->stop, memory_order_relaxed)) ||
        (ds->lv.nodes > 0 && ds->nodes >= ds->lv.nodes) || ai_clock_hard_over(&ds->clock))
        ds->stopped = true;
}

/* Counts a position reached; true when the search must stop. */
static inline bool count_node(struct dice_search *ds)
{
    if ((++ds->nodes & 63) == 0)
        poll(ds);
    return ds->stopped;
}

/* The chance that the side to move (to throw) in s wins, by the evaluation (with the level's
 * noise: seeded and tied to the position, so a position always looks the same in a search),
 * or exactly when the game is over. The learned evaluation adds the noise to its log-odds in
 * integers, so that its chances are the same on every machine. */
static double leaf(struct dice_search *ds, const struct ludi_state *s)
{
    if (s->phase == LUDI_PHASE_OVER)
        return s->result == s->side ? 1.0 : 0.0;
    double u = 0;
    if (ds->noise > 0) {
        uint64_t z = ludi_zobrist(s->hash ^ ds->seed);
        u = (double)(z >> 11) * (1.0 / 9007199254740992.0) * 2.0 - 1.0;
    }
    if (ds->net) {
        struct nnet_input in;
        nnet_encode(s, &in);
        int64_t logit = nnet_logit_acc(ds->net, &ds->acc, &in);
        return nnet_chance(logit + (int64_t)(ds->noise * u * 134217728.0));
    }
    double p;
    if (s->opt.game == LUDI_PENTE)
        p = pente_eval(s, &ds->pw[s->opt.mode == LUDI_PENTE_CLASSIC]);
    else
        p = duo_eval(s, &ds->dw);
    if (ds->noise > 0) {
        if (p < 1e-9)
            p = 1e-9;
        if (p > 1 - 1e-9)
            p = 1 - 1e-9;
        double x = log(p / (1 - p)) + ds->noise * u;
        p = 1.0 / (1.0 + exp(-x));
    }
    return p;
}

/* --- the table of values already searched (cleared by a new generation per search) --- */

static uint64_t cache_key(const struct ludi_state *s, int depth)
{
    return s->hash ^ ludi_zobrist(0xd1ce0000u + (uint64_t)depth);
}

static bool cache_probe(struct dice_search *ds, uint64_t key, int depth, double *out)
{
    if (!ds->cache)
        return false;
    const struct ds_cache_entry *e = &ds->cache[key & ((1u << DS_CACHE_LOG2) - 1)];
    if (e->gen != ds->gen || e->key != key || e->depth != depth)
        return false;
    *out = e->value;
    return true;
}

static void cache_store(struct dice_search *ds, uint64_t key, int depth, double v)
{
    if (!ds->cache)
        return;
    struct ds_cache_entry *e = &ds->cache[key & ((1u << DS_CACHE_LOG2) - 1)];
    e->key = key;
    e->value = (float)v;
    e->gen = ds->gen;
    e->depth = (uint8_t)depth;
}

/* --- expectimax --- */

static double move_value(struct dice_search *ds, const struct ludi_state *t, int depth, int ply);

/* The value for the side to throw in s (phase ROLL or OVER), looking depth turns ahead. */
static double roll_value(struct dice_search *ds, const struct ludi_state *s, int depth, int ply)
{
    if (s->phase == LUDI_PHASE_OVER || depth <= 0)
        return leaf(ds, s);
    uint64_t key = cache_key(s, depth);
    double v;
    if (cache_probe(ds, key, depth, &v))
        return v;
    v = 0;
    for (int r = 0; r < ds->nrolls; r++) {
        struct ludi_state t;
        if (!ludi_set_dice(s, ds->rolls[r], ds->ndice, &t, NULL, 0))
            return leaf(ds, s);   /* cannot happen: s is in phase ROLL */
        v += ds->weight[r] * move_value(ds, &t, depth, ply);
        if (ds->stopped)
            return 0.5;
    }
    cache_store(ds, key, depth, v);
    return v;
}

/* Sorts order[0..n) by val, best first (ties: the earlier turn first, so the result never
 * depends on the sort). Insertion sort: the lists that are sorted whole are short. */
static void sort_by_value(int *order, const double *val, int n)
{
    for (int i = 1; i < n; i++) {
        int x = order[i], j = i;
        while (j > 0 && (val[order[j - 1]] < val[x] ||
                         (val[order[j - 1]] == val[x] && order[j - 1] > x))) {
            order[j] = order[j - 1];
            j--;
        }
        order[j] = x;
    }
}

/* The best `keep` turns of n within margin of the best, into order[0..k); returns k. */
static int select_best(int *order, const double *val, int n, int keep, double margin)
{
    int k = 0;
    for (int i = 0; i < n; i++) {
        /* keep order[0..k) as the best so far, sorted: insert i if it beats the last */
        if (k == keep && !(val[i] > val[order[k - 1]]))
            continue;
        int j = k < keep ? k++ : k - 1;
        while (j > 0 && val[order[j - 1]] < val[i]) {
            order[j] = order[j - 1];
            j--;
        }
        order[j] = i;
    }
    int m = 1;
    while (m < k && val[order[m]] >= val[order[0]] - margin)
        m++;
    return m;
}

/* The value for the side to move in t (phase MOVE, dice thrown) of its best turn, depth turns
 * deep (this one included). */
static double move_value(struct dice_search *ds, const struct ludi_state *t, int depth, int ply)
{
    if (ply > DS_MAX_DEPTH + 1 || !ply_ready(ds, ply)) {
        ds->stopped = true;   /* cannot happen (depth is capped) but for want of memory */
        return 0.5;
    }
    struct ds_ply *p = &ds->ply[ply];
    int n = ludi_moves(t, NULL, p->moves, LUDI_MAX_MOVES);
    if (n <= 0)
        return 0.5;   /* cannot happen: a thrown position always has a turn, if only a pass */
    if (n > LUDI_MAX_MOVES)
        n = LUDI_MAX_MOVES;
    struct ludi_state after;
    if (n == 1) {
        ludi_apply_trusted(t, NULL, &p->moves[0], &after);
        if (count_node(ds))
            return 0.5;
        return 1.0 - roll_value(ds, &after, depth - 1, ply + 1);
    }
    double best = -1.0;
    for (int i = 0; i < n; i++) {
        ludi_apply_trusted(t, NULL, &p->moves[i], &after);
        if (count_node(ds))
            return 0.5;
        double v = 1.0 - leaf(ds, &after);
        p->val[i] = v;
        if (v > best)
            best = v;
        if (after.phase == LUDI_PHASE_OVER && v >= 1.0)
            return 1.0;   /* a winning turn: nothing is better */
    }
    if (depth <= 1 || ds->lv.inner_keep <= 0)
        return best;
    int k = select_best(p->order, p->val, n, ds->lv.inner_keep, ds->lv.inner_margin / 1000.0);
    best = -1.0;
    for (int c = 0; c < k; c++) {
        ludi_apply_trusted(t, NULL, &p->moves[p->order[c]], &after);
        double v = 1.0 - roll_value(ds, &after, depth - 1, ply + 1);
        if (ds->stopped)
            return 0.5;
        if (v > best)
            best = v;
    }
    return best;
}

/* --- the root --- */

static void level_of(enum ludi_game g, const struct ludi_ai_limits *limits,
                     struct dice_level *out)
{
    int lv = limits->level < 1 ? 1 : limits->level > LUDI_AI_LEVELS ? LUDI_AI_LEVELS
                                                                      : limits->level;
    *out = g == LUDI_PENTE ? pente_levels[lv] : duo_levels[lv];
    int own_depth = out->depth;
    if (limits->movetime_ms > 0) {
        /* the time asked for is the limit: the level's own depth and nodes do not apply */
        out->movetime_ms = limits->movetime_ms;
        out->depth = limits->depth > 0 ? limits->depth : DS_MAX_DEPTH;
        out->nodes = limits->nodes;
    } else if (limits->depth > 0 || limits->nodes > 0) {
        out->depth = limits->depth > 0 ? limits->depth : DS_MAX_DEPTH;
        out->nodes = limits->nodes;
        out->movetime_ms = 0;
        out->table = false;   /* a fixed search, as asked (and the bench's) */
    }
    if (out->depth > DS_MAX_DEPTH)
        out->depth = DS_MAX_DEPTH;
    /* a level that searches only one turn deep still needs filters if asked for more */
    if (out->depth > own_depth && out->root_keep == 0) {
        const struct dice_level *full = g == LUDI_PENTE ? &pente_levels[LUDI_AI_LEVELS]
                                                        : &duo_levels[LUDI_AI_LEVELS];
        out->root_keep = full->root_keep;
        out->root_keep_deep = full->root_keep_deep;
        out->root_margin = full->root_margin;
        out->inner_keep = full->inner_keep;
        out->inner_margin = full->inner_margin;
    }
}

static void fill_result(const struct ludi_move *m, double win, int depth, int64_t nodes,
                        const struct ai_clock *clock, struct ludi_ai_result *out)
{
    memset(out, 0, sizeof *out);
    out->move = *m;
    out->pv[0] = *m;
    out->npv = 1;
    if (win < 0)
        win = 0;
    if (win > 1)
        win = 1;
    out->win_chance = win;
    out->score = (int)lround((2.0 * win - 1.0) * 1000.0);
    out->depth = depth;
    out->nodes = nodes;
    out->elapsed_ms = (int)ai_clock_ms(clock);
}

/* The whole turns that complete the steps made so far (cur), each legal, into ds->begun. */
static void completions(struct dice_search *ds, const struct ludi_state *s, struct ludi_move *cur)
{
    struct ludi_step next[64];
    int k = ludi_legal_steps(s, NULL, cur->steps, cur->nsteps, next, 64);
    if (k == 0 || cur->nsteps >= LUDI_MAX_STEPS) {
        struct ludi_state after;
        if (ds->nbegun < DS_BEGUN_MAX && ludi_apply(s, NULL, cur, &after, NULL, 0)) {
            ds->begun[ds->nbegun] = *cur;
            ds->begun_after[ds->nbegun++] = after;
        }
        return;
    }
    for (int i = 0; i < k && i < 64; i++) {
        cur->steps[cur->nsteps++] = next[i];
        completions(ds, s, cur);
        cur->nsteps--;
    }
}

int dice_search_begun(struct dice_search *ds, const struct ludi_state *s,
                      const struct ludi_step *made, int nmade)
{
    ds->nbegun = 0;
    ds->begun_on = s && nmade > 0 && nmade <= LUDI_MAX_STEPS;
    if (!ds->begun_on)
        return 0;
    struct ludi_move cur = {.nsteps = (uint8_t)nmade};
    memcpy(cur.steps, made, (size_t)nmade * sizeof *made);
    completions(ds, s, &cur);
    return ds->nbegun;
}

static bool same_position(const struct ludi_state *a, const struct ludi_state *b)
{
    return a->hash == b->hash && a->side == b->side && a->phase == b->phase &&
           a->result == b->result && memcmp(&a->g, &b->g, sizeof a->g) == 0;
}

/* The turns of the root into p (at most LUDI_MAX_MOVES of them); 0 or less: none. After a turn
 * begun, only the turns that end where one of its completions ends, each written as that
 * completion (the steps made first: the rules list each position once, in an order of their
 * own). */
static int root_moves(const struct dice_search *ds, struct ds_ply *p, const struct ludi_state *s)
{
    int n = ludi_moves(s, NULL, p->moves, LUDI_MAX_MOVES);
    n = n > LUDI_MAX_MOVES ? LUDI_MAX_MOVES : n;
    if (!ds->begun_on || n <= 0)
        return n;
    int k = 0;
    for (int i = 0; i < n; i++) {
        struct ludi_state after;
        ludi_apply_trusted(s, NULL, &p->moves[i], &after);
        for (int c = 0; c < ds->nbegun; c++)
            if (same_position(&after, &ds->begun_after[c])) {
                p->moves[k++] = ds->begun[c];
                break;
            }
    }
    return k;
}

/* Pente grammai on five lines: the turn whose position has the best exact value. */
static bool choose_from_table(struct dice_search *ds, const struct ps_table *tab,
                              const struct ludi_state *s, struct ludi_ai_result *out)
{
    struct ds_ply *p = &ds->ply[0];
    int n = root_moves(ds, p, s);
    if (n <= 0)
        return false;
    int best = 0;
    double bv = -1.0;
    for (int i = 0; i < n; i++) {
        struct ludi_state after;
        ludi_apply_trusted(s, NULL, &p->moves[i], &after);
        double v = ps_value_after(tab, &after);
        p->val[i] = v;
        p->order[i] = i;
        if (v > bv) {
            bv = v;
            best = i;
        }
    }
    sort_by_value(p->order, p->val, n);
    ds->ranked = n;
    fill_result(&p->moves[best], bv, 0, n, &ds->clock, out);
    return true;
}

bool dice_search_choose(struct dice_search *ds, const struct ludi_state *s,
                        const struct ludi_ai_limits *limits, uint64_t seed,
                        const atomic_int *stop, struct ludi_ai_result *out)
{
    enum ludi_game g = s->opt.game;
    ds->ranked = 0;
    level_of(g, limits, &ds->lv);
    ai_clock_start(&ds->clock, ds->lv.movetime_ms);
    if (!ply_ready(ds, 0))
        return false;
    if (ds->lv.table && g == LUDI_PENTE) {
        const struct ps_table *tab = ps_shared(&s->opt, true);
        if (tab)
            return choose_from_table(ds, tab, s, out);
    }
    if (!ds->cache)
        ds->cache = calloc((size_t)1 << DS_CACHE_LOG2, sizeof *ds->cache);
    if (++ds->gen == 0) {
        if (ds->cache)
            memset(ds->cache, 0, ((size_t)1 << DS_CACHE_LOG2) * sizeof *ds->cache);
        ds->gen = 1;
    }
    make_rolls(ds, g);
    ds->stop = stop;
    ds->nodes = 0;
    ds->stopped = false;
    ds->seed = seed;
    int noise = ds->noise_override >= 0 ? ds->noise_override : ds->lv.noise;
    ds->noise = noise / 100.0;
    ds->net = ds->use_net ? nnet_for(&s->opt) : NULL;

    struct ds_ply *p = &ds->ply[0];
    int n = root_moves(ds, p, s);
    if (n <= 0)
        return false;
    struct ludi_state after;
    /* depth 1: every turn by the evaluation; a stopped pass keeps the best judged so far */
    int done = 0;
    for (int i = 0; i < n; i++) {
        ludi_apply_trusted(s, NULL, &p->moves[i], &after);
        p->val[i] = 1.0 - leaf(ds, &after);
        p->order[i] = i;
        done = i + 1;
        if (count_node(ds) && i > 0)
            break;
    }
    sort_by_value(p->order, p->val, done);
    int best = p->order[0], depth_done = 1;
    double best_val = p->val[best];
    ds->ranked = done;
    if (ds->stopped || n == 1) {
        fill_result(&p->moves[best], best_val, depth_done, ds->nodes, &ds->clock, out);
        return true;
    }
    /* deeper: the kept turns, the best of the last iteration first (the deeper plies never
     * touch ply 0's turns, values and order) */
    int *cand = p->order, ncand = n;
    double *val = p->val;
    for (int depth = 2; depth <= ds->lv.depth; depth++) {
        if (ai_clock_soft_over(&ds->clock))
            break;
        int keep = depth == 2 ? ds->lv.root_keep : ds->lv.root_keep_deep;
        double margin = ds->lv.root_margin / 1000.0;
        int k = 1;
        while (k < ncand && k < keep && k < DS_ROOT_MAX && val[cand[k]] >= val[cand[0]] - margin)
            k++;
        if (keep <= 0 || k == 1)
            break;   /* one turn left: a deeper search would not change the choice */
        double nv[DS_ROOT_MAX];
        for (int c = 0; c < k && !ds->stopped; c++) {
            ludi_apply_trusted(s, NULL, &p->moves[cand[c]], &after);
            nv[c] = 1.0 - roll_value(ds, &after, depth - 1, 1);
        }
        if (ds->stopped)
            break;
        for (int c = 0; c < k; c++)
            val[cand[c]] = nv[c];
        ncand = k;
        sort_by_value(cand, val, ncand);
        best = cand[0];
        best_val = val[best];
        depth_done = depth;
    }
    ds->ranked = ncand;   /* the turns of the deepest iteration, judged alike */
    fill_result(&p->moves[best], best_val, depth_done, ds->nodes, &ds->clock, out);
    return true;
}

int dice_search_ranked(const struct dice_search *ds, struct ludi_ai_turn *out, int cap)
{
    const struct ds_ply *p = &ds->ply[0];
    int n = ds->ranked < cap ? ds->ranked : cap;
    for (int i = 0; i < n; i++) {
        double v = p->val[p->order[i]];
        out[i].move = p->moves[p->order[i]];
        out[i].win_chance = v < 0 ? 0 : v > 1 ? 1 : v;
    }
    return n < 0 ? 0 : n;
}
