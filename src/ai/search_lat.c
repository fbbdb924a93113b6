/* search_lat.c: Latrunculi's search: iterative deepening PVS over the rules' fast path. */
/* With a transposition table, move ordering (table move, winning moves, captures, killers,
 * history), late move reductions, a quiescence search and scores for won games. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_int.h"
#include "lat.h"

#define MAX_PLY 100              /* below LUDI_LAT_FAST_DEPTH: the fast path never refuses */
#define INF 32000
#define WIN LUDI_AI_WIN
#define WIN_BOUND (WIN - 1000)   /* beyond this a score is a won (or lost) game */
#define CARELESS_NOISE 200       /* the noise of a careless move */

/* Search switches, tunable like the weights (lat_search_set_weight). */
struct lat_switches {
    int lmr;                     /* late move reductions on/off */
    int danger_ext;              /* extend a ply when the side to move can lose next move */
    int q_evasions;              /* in the quiescence search, answer such threats in full */
    int contempt;                /* what a drawn game costs the searcher; -1: the level's */
    int noise;                   /* the evaluation's noise; -1: the level's */
    int careless;                /* percent of careless moves; -1: the level's */
};

struct lat_search {
    struct ludi_lat_fast *pos;
    struct lat_weights w;
    struct lat_switches sw;
    struct ai_tt *tt;
    const struct ai_budget *b;
    struct ai_clock clock;
    int64_t nodes;
    bool stopped;
    int32_t history[2][128][128];
    ludi_lat_move killers[MAX_PLY + 1][2];
    ludi_lat_move moves[MAX_PLY + 1][LUDI_LAT_FAST_MOVES];
    int order[MAX_PLY + 1][LUDI_LAT_FAST_MOVES];
    /* the root */
    ludi_lat_move best;          /* best move of the last completed iteration (or so far) */
    int best_score;
    int depth_done;
    int iter_depth;              /* the depth of the iteration under way */
    int root_side;
    int contempt, noise;         /* in force for this search */
};

struct lat_search *lat_search_new(void)
{
    struct lat_search *ls = calloc(1, sizeof *ls);
    if (!ls)
        return NULL;
    ls->pos = ludi_lat_fast_new();
    if (!ls->pos) {
        free(ls);
        return NULL;
    }
    lat_weights_default(&ls->w);
    ls->sw = (struct lat_switches){.lmr = 1, .danger_ext = 1, .q_evasions = 1, .contempt = -1,
                                   .noise = -1, .careless = -1};
    return ls;
}

void lat_search_free(struct lat_search *ls)
{
    if (!ls)
        return;
    ludi_lat_fast_free(ls->pos);
    free(ls);
}

static int switches_table(struct lat_switches *sw, const char **names, int **values, int cap)
{
    struct { const char *name; int *value; } t[] = {
        {"lmr", &sw->lmr},
        {"danger_ext", &sw->danger_ext},
        {"q_evasions", &sw->q_evasions},
        {"contempt", &sw->contempt},
        {"noise", &sw->noise},
        {"careless", &sw->careless},
    };
    int n = (int)(sizeof t / sizeof t[0]);
    for (int i = 0; i < n && i < cap; i++) {
        names[i] = t[i].name;
        values[i] = t[i].value;
    }
    return n;
}

bool lat_search_set_weight(struct lat_search *ls, const char *name, int value)
{
    const char *names[64];
    int *values[64];
    int n = lat_weights_table(&ls->w, names, values, 64);
    n += switches_table(&ls->sw, names + n, values + n, 64 - n);
    return ai_weights_set(names, values, n, name, value);
}

size_t lat_search_weights(const struct lat_search *ls, char *buf, size_t len)
{
    struct lat_search *mut = (struct lat_search *)ls;   /* the table hands out pointers */
    const char *names[64];
    int *values[64];
    int n = lat_weights_table(&mut->w, names, values, 64);
    n += switches_table(&mut->sw, names + n, values + n, 64 - n);
    return ai_weights_format(names, values, n, buf, len);
}

/* --- helpers --- */

#define popc ludi_bits_count

static ludi_bits neighbours(const struct ludi_lat_fast *f, ludi_bits x)
{
    return (((x << 1) | (x >> 1) | (x << f->stride) | (x >> f->stride)) & f->full);
}

/* Squares where a move by `side` would (most likely) immobilise the other king: its last
 * free square. The rules decide after the move (a capture there could free the king). */
static ludi_bits winning_squares(const struct ludi_lat_fast *f, int side, ludi_bits reach)
{
    const struct ludi_lat_node *n = ludi_lat_fast_node(f);
    ludi_bits around = neighbours(f, n->kings[!side]);
    ludi_bits empty = f->full & ~(n->men[0] | n->men[1] | n->kings[0] | n->kings[1]);
    ludi_bits open = around & empty;
    if (f->opt.king == LUDI_KING_BLOCKED)
        return popc(open) == 1 ? open & reach : 0;
    if (popc(around) < 4 || popc(around & (n->men[side] | n->kings[side])) != 3)
        return 0;
    return open & reach;
}

/* The score of a finished game at the node, from the view of its side to move. A draw is
 * worth -contempt to the side that searches: the no-capture rule ends many games between
 * careful players, and a side that is content with that never wins one. */
static int terminal(const struct lat_search *ls, const struct ludi_lat_node *n, int ply)
{
    if (n->result == LUDI_DRAW)
        return n->side == ls->root_side ? -ls->contempt : ls->contempt;
    return n->result == n->side ? WIN - ply : -(WIN - ply);
}

static int to_tt(int score, int ply)
{
    return score >= WIN_BOUND ? score + ply : score <= -WIN_BOUND ? score - ply : score;
}

static int from_tt(int score, int ply)
{
    return score >= WIN_BOUND ? score - ply : score <= -WIN_BOUND ? score + ply : score;
}

/* The table's key: the board and side, and the no-capture count, which changes the value. */
static uint64_t tt_key(const struct ludi_lat_fast *f)
{
    const struct ludi_lat_node *n = ludi_lat_fast_node(f);
    return f->opt.nocapture > 0 ? n->hash ^ ludi_zobrist(0x5a000u + (uint64_t)n->nocap)
                                : n->hash;
}

static int evaluate(struct lat_search *ls, const struct lat_info *in)
{
    int e = lat_eval(ls->pos, &ls->w, in);
    const struct ludi_lat_node *n = ludi_lat_fast_node(ls->pos);
    if (ls->contempt && ls->pos->opt.nocapture > 0 &&
        ludi_bits_count(n->men[0]) == ludi_bits_count(n->men[1])) {
        /* level men and a running clock drift towards the draw the searching side avoids */
        int drift = ls->contempt * n->nocap / ls->pos->opt.nocapture;
        e += n->side == ls->root_side ? -drift : drift;
    }
    if (ls->noise > 0) {
        /* seeded and tied to the position, so a position always looks the same in a search */
        uint64_t z = ludi_zobrist(n->hash ^ ls->b->seed);
        e += (int)(z % (uint64_t)(2 * ls->noise + 1)) - ls->noise;
    }
    return e;
}

static void poll(struct lat_search *ls)
{
    if ((ls->b->stop && atomic_load_explicit(ls->b->stop, memory_order_relaxed)) ||
        (ls->b->nodes > 0 && ls->nodes >= ls->b->nodes) || ai_clock_hard_over(&ls->clock))
        ls->stopped = true;
}

static inline bool count_node(struct lat_search *ls)
{
    if ((++ls->nodes & 1023) == 0)
        poll(ls);
    return ls->stopped;
}

/* Picks the move with the highest order value among [i, n) and swaps it to i. */
static ludi_lat_move pick(struct lat_search *ls, int ply, int i, int n)
{
    int *ord = ls->order[ply];
    ludi_lat_move *mv = ls->moves[ply];
    int best = i;
    for (int j = i + 1; j < n; j++)
        if (ord[j] > ord[best])
            best = j;
    int o = ord[i];
    ludi_lat_move m = mv[i];
    ord[i] = ord[best];
    mv[i] = mv[best];
    ord[best] = o;
    mv[best] = m;
    return mv[i];
}

/* --- quiescence: captures and king-immobilising moves --- */

static int qsearch(struct lat_search *ls, int alpha, int beta, int ply, int qply)
{
    struct ludi_lat_fast *f = ls->pos;
    const struct ludi_lat_node *n = ludi_lat_fast_node(f);
    if (count_node(ls))
        return 0;
    int me = n->side;
    struct lat_info in;
    lat_info_of(f, &in);
    int stand = evaluate(ls, &in);
    if (ply >= MAX_PLY)
        return stand;
    ludi_bits targets = in.targets[me];
    ludi_bits win = winning_squares(f, me, in.reach[me]);
    bool danger = false;
    if (ls->sw.q_evasions && qply < 2 && !win)
        danger = winning_squares(f, !me, in.reach[!me]) != 0;
    int best = -INF, cnt;
    ludi_lat_move *mv = ls->moves[ply];
    if (danger) {
        /* the other side threatens to win next move: standing pat would ignore it */
        cnt = ludi_lat_fast_moves(f, mv, LUDI_LAT_FAST_MOVES);
    } else {
        best = stand;
        if (stand >= beta)
            return stand;
        if (stand > alpha)
            alpha = stand;
        if (!(targets | win))
            return stand;
        cnt = ludi_lat_fast_moves_to(f, targets | win, mv, LUDI_LAT_FAST_MOVES);
    }
    int *ord = ls->order[ply];
    for (int i = 0; i < cnt; i++) {
        ludi_bits to = (ludi_bits)1 << ludi_lat_to(mv[i]);
        ord[i] = (to & win) ? 3 : (to & targets) ? 2 : 0;
    }
    for (int i = 0; i < cnt; i++) {
        ludi_lat_move m = pick(ls, ply, i, cnt);
        ludi_lat_fast_make(f, m);
        const struct ludi_lat_node *c = ludi_lat_fast_node(f);
        int score = c->result != LUDI_ONGOING ? -terminal(ls, c, ply + 1)
                                              : -qsearch(ls, -beta, -alpha, ply + 1, qply + 1);
        ludi_lat_fast_unmake(f);
        if (ls->stopped)
            return 0;
        if (score > best) {
            best = score;
            if (score > alpha) {
                alpha = score;
                if (score >= beta)
                    break;
            }
        }
    }
    return best;
}

/* --- the main search --- */

static int search(struct lat_search *ls, int alpha, int beta, int depth, int ply, bool pv)
{
    struct ludi_lat_fast *f = ls->pos;
    if (depth <= 0)
        return qsearch(ls, alpha, beta, ply, 0);
    const struct ludi_lat_node *n = ludi_lat_fast_node(f);
    int me = n->side;
    ludi_bits reach = ludi_lat_fast_reach(f, me), targets, victims;
    ludi_bits win = winning_squares(f, me, reach);
    if (ls->sw.danger_ext && !win && ply < 2 * ls->iter_depth &&
        winning_squares(f, !me, ludi_lat_fast_reach(f, !me)))
        depth++;   /* the other side threatens to win next move: look at the answers fully */
    if (count_node(ls))
        return 0;
    if (ply >= MAX_PLY) {
        struct lat_info in;
        lat_info_of(f, &in);
        return evaluate(ls, &in);
    }
    /* no score can beat winning at once, or be worse than losing at once */
    if (alpha < -WIN + ply)
        alpha = -WIN + ply;
    if (beta > WIN - ply - 1)
        beta = WIN - ply - 1;
    if (alpha >= beta)
        return alpha;

    uint64_t key = tt_key(f);
    const struct ai_tt_entry *e = ai_tt_probe(ls->tt, key);
    ludi_lat_move tt_move = e ? e->move : 0;
    if (e && !pv && e->depth >= depth) {
        int s = from_tt(e->score, ply);
        if ((e->bound == AI_BOUND_EXACT) || (e->bound == AI_BOUND_LOWER && s >= beta) ||
            (e->bound == AI_BOUND_UPPER && s <= alpha))
            return s;
    }

    ludi_lat_move *mv = ls->moves[ply];
    int cnt = ludi_lat_fast_moves(f, mv, LUDI_LAT_FAST_MOVES);
    if (cnt == 0)
        return 0;   /* cannot happen: an ongoing game has a move */
    ludi_lat_fast_threats(f, me, reach, &targets, &victims);
    int *ord = ls->order[ply];
    int32_t (*hist)[128] = ls->history[me];
    for (int i = 0; i < cnt; i++) {
        ludi_lat_move m = mv[i];
        ludi_bits to = (ludi_bits)1 << ludi_lat_to(m);
        if (m == tt_move)
            ord[i] = 1 << 30;
        else if (to & win)
            ord[i] = 1 << 29;
        else if (to & targets)
            ord[i] = (1 << 28) + hist[ludi_lat_from(m)][ludi_lat_to(m)];
        else if (m == ls->killers[ply][0])
            ord[i] = (1 << 27) + 1;
        else if (m == ls->killers[ply][1])
            ord[i] = 1 << 27;
        else
            ord[i] = hist[ludi_lat_from(m)][ludi_lat_to(m)];
    }

    int best = -INF, orig_alpha = alpha;
    ludi_lat_move best_move = 0;
    for (int i = 0; i < cnt; i++) {
        ludi_lat_move m = pick(ls, ply, i, cnt);
        bool quiet = !(((targets | win) >> ludi_lat_to(m)) & 1);
        ludi_lat_fast_make(f, m);
        const struct ludi_lat_node *c = ludi_lat_fast_node(f);
        int score;
        if (c->result != LUDI_ONGOING) {
            score = -terminal(ls, c, ply + 1);
        } else if (i == 0) {
            score = -search(ls, -beta, -alpha, depth - 1, ply + 1, pv);
        } else {
            int r = 0;
            if (ls->sw.lmr && depth >= 3 && quiet && i >= 3 && m != ls->killers[ply][0] &&
                m != ls->killers[ply][1])
                r = (i >= 12 && depth >= 5) ? 2 : 1;
            score = -search(ls, -alpha - 1, -alpha, depth - 1 - r, ply + 1, false);
            if (score > alpha && r)
                score = -search(ls, -alpha - 1, -alpha, depth - 1, ply + 1, false);
            if (score > alpha && score < beta)
                score = -search(ls, -beta, -alpha, depth - 1, ply + 1, true);
        }
        ludi_lat_fast_unmake(f);
        if (ls->stopped)
            return 0;
        if (score > best) {
            best = score;
            best_move = m;
            if (score > alpha) {
                alpha = score;
                if (score >= beta) {
                    if (quiet) {
                        if (ls->killers[ply][0] != m) {
                            ls->killers[ply][1] = ls->killers[ply][0];
                            ls->killers[ply][0] = m;
                        }
                        int32_t *h = &hist[ludi_lat_from(m)][ludi_lat_to(m)];
                        *h += depth * depth;
                        if (*h > (1 << 24))
                            for (int a = 0; a < 128; a++)
                                for (int z = 0; z < 128; z++)
                                    hist[a][z] /= 2;
                    }
                    break;
                }
            }
        }
    }
    int bound = best >= beta ? AI_BOUND_LOWER : best > orig_alpha ? AI_BOUND_EXACT
                                                                   : AI_BOUND_UPPER;
    ai_tt_store(ls->tt, key, depth, bound, to_tt(best, ply), 0,
                bound == AI_BOUND_UPPER ? 0 : best_move);
    return best;
}

/* One iteration at the root: every move, the previous best first. Updates ls->best as each
 * move completes, so a stopped iteration still gives the best move found so far. */
static int search_root(struct lat_search *ls, ludi_lat_move *root, int cnt, int depth)
{
    struct ludi_lat_fast *f = ls->pos;
    int alpha = -INF, beta = INF, best = -INF;
    for (int i = 0; i < cnt; i++) {
        ludi_lat_fast_make(f, root[i]);
        const struct ludi_lat_node *c = ludi_lat_fast_node(f);
        int score;
        if (c->result != LUDI_ONGOING) {
            score = -terminal(ls, c, 1);
        } else if (i == 0) {
            score = -search(ls, -beta, -alpha, depth - 1, 1, true);
        } else {
            score = -search(ls, -alpha - 1, -alpha, depth - 1, 1, false);
            if (score > alpha && !ls->stopped)
                score = -search(ls, -beta, -alpha, depth - 1, 1, true);
        }
        ludi_lat_fast_unmake(f);
        if (ls->stopped)
            break;
        if (score > best) {
            best = score;
            alpha = score;
            ls->best = root[i];
            ls->best_score = score;
            /* the best first for the next iteration, the others keep their order */
            ludi_lat_move m = root[i];
            memmove(root + 1, root, (size_t)i * sizeof root[0]);
            root[0] = m;
        }
    }
    if (!ls->stopped)
        ai_tt_store(ls->tt, tt_key(f), depth, AI_BOUND_EXACT, best, 0, root[0]);
    return best;
}

/* The principal variation: the move chosen, then the table's move at each position after it,
 * as long as that move is legal there, the game goes on and no position comes twice. */
static void collect_pv(struct lat_search *ls, struct ludi_ai_result *out)
{
    struct ludi_lat_fast *f = ls->pos;
    uint64_t seen[LUDI_AI_PV_MAX + 1];
    ludi_lat_move m = ls->best;
    int made = 0;
    seen[0] = tt_key(f);
    out->npv = 0;
    while (m && out->npv < LUDI_AI_PV_MAX) {
        ludi_lat_fast_move_out(f, m, &out->pv[out->npv++]);
        ludi_lat_fast_make(f, m);
        made++;
        uint64_t key = tt_key(f);
        bool again = false;
        for (int i = 0; i < made; i++)
            again = again || seen[i] == key;
        seen[made] = key;
        const struct ai_tt_entry *e = ai_tt_probe(ls->tt, key);
        m = 0;
        if (again || ludi_lat_fast_node(f)->result != LUDI_ONGOING || !e || !e->move)
            break;
        ludi_lat_move *mv = ls->moves[0];
        int cnt = ludi_lat_fast_moves(f, mv, LUDI_LAT_FAST_MOVES);
        for (int i = 0; i < cnt && !m; i++)
            if (mv[i] == e->move)
                m = e->move;
    }
    while (made-- > 0)
        ludi_lat_fast_unmake(f);
}

bool lat_search_choose(struct lat_search *ls, struct ai_tt *tt, const struct ludi_state *s,
                       const struct ludi_past *past, const struct ai_budget *b,
                       struct ludi_ai_result *out)
{
    struct ludi_lat_fast *f = ls->pos;
    if (!ludi_lat_fast_init(f, s, past))
        return false;
    ludi_lat_move root[LUDI_LAT_FAST_MOVES];
    int cnt = ludi_lat_fast_moves(f, root, LUDI_LAT_FAST_MOVES);
    if (cnt <= 0)
        return false;
    ai_clock_start(&ls->clock, b->movetime_ms);
    ls->tt = tt;
    ls->b = b;
    ls->nodes = 0;
    ls->stopped = false;
    ls->depth_done = 0;
    ls->root_side = ludi_lat_fast_node(f)->side;
    ls->contempt = ls->sw.contempt >= 0 ? ls->sw.contempt : b->contempt;
    ls->noise = ls->sw.noise >= 0 ? ls->sw.noise : b->noise;
    int max_depth = b->depth;
    int careless = ls->sw.careless >= 0 ? ls->sw.careless : b->careless;
    if (careless > 0) {
        /* now and then a weaker level plays at a glance, as people do: one ply and much
         * noise (seeded, so the same seed makes the same slip) */
        struct ludi_rng rng;
        ludi_rng_seed(&rng, b->seed ^ 0xca7e1e55ull);
        if ((int)ludi_rng_below(&rng, 100) < careless) {
            max_depth = 1;
            if (ls->noise < CARELESS_NOISE)
                ls->noise = CARELESS_NOISE;
        }
    }
    memset(ls->history, 0, sizeof ls->history);
    memset(ls->killers, 0, sizeof ls->killers);
    ai_tt_clear(tt, b->tt_log2);

    /* a first order for the root: winning moves and captures first, as search() does */
    {
        int me = ludi_lat_fast_node(f)->side;
        ludi_bits reach = ludi_lat_fast_reach(f, me), targets, victims;
        ludi_lat_fast_threats(f, me, reach, &targets, &victims);
        ludi_bits win = winning_squares(f, me, reach);
        int *ord = ls->order[0];
        memcpy(ls->moves[0], root, (size_t)cnt * sizeof root[0]);
        for (int i = 0; i < cnt; i++) {
            ludi_bits to = (ludi_bits)1 << ludi_lat_to(root[i]);
            ord[i] = (to & win) ? 2 : (to & targets) ? 1 : 0;
        }
        for (int i = 0; i < cnt; i++)
            root[i] = pick(ls, 0, i, cnt);
    }
    ls->best = root[0];
    ls->best_score = 0;
    if (cnt == 1) {
        struct lat_info in;
        lat_info_of(f, &in);
        ls->best_score = evaluate(ls, &in);
    } else {
        for (int depth = 1; depth <= max_depth && depth < MAX_PLY; depth++) {
            ls->iter_depth = depth;
            int score = search_root(ls, root, cnt, depth);
            if (ls->stopped)
                break;
            ls->depth_done = depth;
            ls->best_score = score;
            /* a forced win found within the depth searched will not improve */
            if (score >= WIN_BOUND && WIN - score <= depth)
                break;
            if (ai_clock_soft_over(&ls->clock))
                break;
        }
    }
    memset(out, 0, sizeof *out);
    ludi_lat_fast_move_out(f, ls->best, &out->move);
    out->score = ls->best_score;
    out->depth = ls->depth_done;
    out->nodes = ls->nodes;
    out->win_chance = -1.0;
    collect_pv(ls, out);
    out->elapsed_ms = (int)ai_clock_ms(&ls->clock);
    return true;
}
