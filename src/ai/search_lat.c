/* search_lat.c: Latrunculi's search: iterative deepening PVS over the rules' fast path. */
/* With a transposition table, move ordering (table move, winning moves, captures, killers,
 * history), late move reductions, a quiescence search and scores for won games. */
#include <math.h>
#include <pthread.h>
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

/* Search switches, tunable like the weights (lat_search_set_weight); -1 (the default) is the
 * level's own: the careful search of levels 1 to 4 or the full search of level 5 (styles). */
struct lat_switches {
    int lmr;                     /* late move reductions: 0 off, 1 one or two plies, 2 by the
                                    log of depth and move number */
    int lmr_div;                 /* lmr 2: reduction = ln(depth) ln(move) * 100 / lmr_div */
    int futility;                /* at the last plies: prune quiet moves that cannot reach
                                    alpha, and positions far above beta (margin per ply) */
    int lmp;                     /* at the last plies: quiet moves tried at most 3 + lmp *
                                    depth^2 / 2 */
    int nullmove;                /* null-move pruning (depth reduction; 0 off) */
    int aspiration;              /* the root's window around the last score (0 off) */
    int clock_win;               /* a lead when the no-capture clock runs out is worth this
                                    beyond its men; the evaluation moves towards that (and
                                    level men towards the draw) as the clock runs; 0: only a
                                    drift towards the draw when men are level */
    int clock_curve;             /* 1: linearly with the clock, 2: with its square */
    int clock_lead;              /* a lead's end weighs at least this (per mille) */
    int pressure;                /* each enemy man held on one side along a line, the other side
                                    empty (lat_pressure), less the same for the other side */
    int advance;                 /* each man off its home rank, less the other side's */
    int urgency;                 /* percent more pressure and advance at the no-capture limit,
                                    men level */
    int contact;                 /* quiet moves next to an enemy piece: ordered before the other
                                    quiet moves, never pruned */
    int act_base;                /* the drive (below) in percent at the no-capture count 0 */
    int act_urgency;             /* ... and percent more at its limit (at all times when ahead
                                    in men); the drive counts for the searching side only */
    int act_advanced;            /* the drive: each of its men off its home rank */
    int act_contact;             /* each enemy man next to one of its pieces */
    int act_held;                /* each enemy man held (lat_activity) */
    int act_open;                /* each enemy man open to a capture in two moves */
    int act_king;                /* each empty square by the enemy king, negative */
    int act_home;                /* the drive at least this percent while all the enemy's men
                                    stay on their home rank, in proportion to their share there */
    int act_cap;                 /* the drive, bent softly, stays under this either way (0: no
                                    bound) */
    int act_enemy;               /* percent of the enemy's own drive (the same terms from its
                                    side) counted against the searching side's (0 off) */
    int act_gate;                /* 1: the drive times the share of the enemy's men still on
                                    their home rank (0 off) */
    int act_freeze;              /* where the searching side has fewer men than at the root, the
                                    drive no higher than at the root (1), or where either side's
                                    men differ from the root's, the drive as at the root (2), or
                                    where its lead in men is less than at the root, no higher
                                    than there (3) (0 off): a man lost is never paid back by the
                                    enemy's men loose after taking it */
    int act_first;               /* the drive only while, at the root, no capture has yet been
                                    made in the game (both sides have all their starting men)
                                    (1), or the men are level (2), or the searching side is not
                                    ahead in men (3), or no capture yet or the searching side
                                    behind in men (4), or as 3 but with men level after a
                                    capture the drive frozen as by act_freeze 3 (5), or gated as
                                    by act_gate 1 (6) (0 off: the drive always) */
    int act_after;               /* with act_first, the drive in percent of its own where the
                                    root is past that (0: none) */
    int act_pick;                /* the drive as a tie-break at the root, not in the search: the
                                    search scores without it, then of the root moves whose drive
                                    after them is higher than the best move's, the first (most
                                    drive) proven within this margin of the best score is played
                                    (0 off) */
    int act_pick_nodes;          /* act_pick: percent of a node budget kept for the proofs */
    int act_pick_tries;          /* act_pick: at most this many moves tried (0: all) */
    int act_pick_late;           /* act_pick: only from this percent of the no-capture limit on
                                    (the search without the drive before it too) */
    int act_pick_safe;           /* act_pick: 1: no move that leaves more of the searching
                                    side's men to be taken next move than the best move does */
    int net;                     /* the side to move netted: two of its men open to capture
                                    from two squares (it saves one), and each man open to
                                    capture with no empty neighbour to step to, half (0 off) */
    int net_attack;              /* 1: net counts only the searching side's nets */
    int danger_ext;              /* extend a ply when the side to move can lose next move */
    int hunt;                    /* the king hunt: each empty square next to the enemy king,
                                    and each 8 squares it can move to, counted against it for
                                    the searching side only (0 off) */
    int hunt_lead;               /* percent more hunt for each man the searching side leads */
    int hunt_ext;                /* extend a ply when the side to move's king is hemmed in: one
                                    empty neighbour, or two the other side can both reach */
    int clock_ext;               /* extend a ply when the side to move can capture within this
                                    many plies of the no-capture limit, men level (0 off;
                                    level 5: 8, docs/STRENGTH.md) */
    int ext_max;                 /* hunt_ext and clock_ext: at most this many plies a line */
    int threat_late;             /* each enemy man the searching side can take next move, times
                                    the no-capture count / limit, when not behind in men */
    int q_evasions;              /* in the quiescence search, answer such threats in full */
    int contempt;                /* what a drawn game costs the searcher */
    int drift;                   /* the drift towards the draw at the clock's end, men level
                                    (evaluate): the contempt it drifts to (-1: the contempt) */
    int noise;                   /* the evaluation's noise */
    int careless;                /* percent of careless moves */
    int model;                   /* the opponent model: judge up to this many of the opponent's
                                    last moves (0 off; opponent_loss) */
    int model_depth;             /* ... each by a search of this depth without the drive */
    int model_min;               /* ... and only with at least this many judged */
    int model_loss;              /* their loss (100 a man) from which the drive is full */
    int model_after;             /* the drive in percent below it */
    int model_log;               /* 1: print what the model saw (stderr) */
    int model_worst;             /* 1: the worst loss of those moves, not their mean */
    int model_quiet;             /* 1: the drive in full while no capture has been made */
    int model_behind;            /* 1: the drive in full while the searching side has fewer men
                                    (the clock's end is a loss then, so nothing to keep) */
    int model_ahead;             /* 1: no drive while the searching side has more men (the
                                    clock's end is a win then, so nothing to gain) */
    int model_sac;               /* while no capture has been made in the game, and the median
                                    of the opponent's judged losses is at least this (0 off;
                                    level 5: 2, docs/STRENGTH.md), with at least model_sac_min
                                    of them judged: a draw costs model_sac_contempt in that
                                    search, so a man may be given to set the clock back against
                                    an opponent that errs at most moves, as a beginner does */
    int model_sac_min;           /* ... the moves judged at least */
    int model_sac_contempt;      /* ... what a draw costs then */
};

#define SWITCHES_MAX 96           /* room for every switch in switches_table */

/* The styles: [0] levels 1 to 4 (contempt, noise and careless moves from the level), [1]
 * level 5. */
static const struct lat_switches styles[2] = {
    {.lmr = 1, .lmr_div = 200, .futility = 0, .lmp = 0, .nullmove = 0, .aspiration = 0,
     .clock_win = 0, .clock_curve = 1, .clock_lead = 0, .pressure = 0, .advance = 0,
     .urgency = 0, .contact = 0, .act_base = 0, .act_urgency = 0, .act_advanced = 0,
     .act_contact = 0, .act_held = 0, .act_open = 0, .act_king = 0, .act_home = 0,
     .act_cap = 0, .act_enemy = 0, .act_gate = 0, .act_freeze = 0, .net = 0, .net_attack = 0,
     .act_first = 0, .act_after = 0, .act_pick = 0, .act_pick_nodes = 20, .act_pick_tries = 8,
     .act_pick_safe = 0, .act_pick_late = 0,
     .danger_ext = 1, .hunt = 0, .hunt_lead = 0, .hunt_ext = 0, .clock_ext = 0, .ext_max = 2,
     .threat_late = 0, .q_evasions = 1, .contempt = -1, .drift = -1, .noise = -1,
     .careless = -1, .model = 0, .model_depth = 3, .model_min = 2, .model_loss = 20,
     .model_after = 0, .model_log = 0, .model_worst = 0,
     .model_quiet = 0, .model_behind = 0, .model_ahead = 0,
     .model_sac = 0, .model_sac_min = 6, .model_sac_contempt = 150},
    {.lmr = 2, .lmr_div = 150, .futility = 150, .lmp = 1, .nullmove = 2, .aspiration = 30,
     .clock_win = 0, .clock_curve = 1, .clock_lead = 0, .pressure = 0, .advance = 0,
     .urgency = 0, .contact = 0, .act_base = 200, .act_urgency = 0, .act_advanced = 5,
     .act_contact = 10, .act_held = 30, .act_open = 10, .act_king = 15, .act_home = 0,
     .act_cap = 70, .act_enemy = 0, .act_gate = 0, .act_freeze = 0, .net = 0, .net_attack = 0,
     .act_first = 0, .act_after = 0, .act_pick = 0, .act_pick_nodes = 20, .act_pick_tries = 8,
     .act_pick_safe = 0, .act_pick_late = 0,
     .danger_ext = 1, .hunt = 0, .hunt_lead = 0, .hunt_ext = 0, .clock_ext = 8, .ext_max = 2,
     .threat_late = 0, .q_evasions = 1, .contempt = -1, .drift = -1, .noise = -1,
     .careless = -1, .model = 16, .model_depth = 4, .model_min = 1, .model_loss = 25,
     .model_after = 0, .model_log = 0, .model_worst = 1,
     .model_quiet = 1, .model_behind = 1, .model_ahead = 1,
     .model_sac = 2, .model_sac_min = 6, .model_sac_contempt = 150},
};

struct lat_search {
    struct ludi_lat_fast *pos;
    struct lat_weights w;
    struct lat_switches sw;      /* as set: -1 the style's */
    struct lat_switches on;      /* in force for this search */
    struct ai_tt *tt;
    const struct ai_budget *b;
    struct ai_clock clock;
    int64_t nodes;
    bool stopped;
    int32_t history[2][128][128];
    ludi_lat_move killers[MAX_PLY + 1][2];
    bool after_null[MAX_PLY + 2];        /* the move that led to this ply was a pass */
    int8_t extended[MAX_PLY + 2];        /* hunt_ext and clock_ext plies on the line so far */
    ludi_lat_move moves[MAX_PLY + 1][LUDI_LAT_FAST_MOVES];
    int order[MAX_PLY + 1][LUDI_LAT_FAST_MOVES];
    /* the root */
    ludi_lat_move best;          /* best move of the last completed iteration (or so far) */
    int best_score;
    int depth_done;
    int iter_depth;              /* the depth of the iteration under way */
    int root_side;
    int root_men[2];             /* each side's men at the root (act_freeze) */
    int act_root;                /* the drive at the root (act_freeze) */
    int pick_base, pick_urgency, pick_home;   /* the drive kept for act_pick */
    int64_t node_limit;          /* the budget's nodes, less act_pick's share (0: none) */
    int contempt, noise;         /* in force for this search */
    int log_product[64][64];     /* 100 ln(depth) ln(move number), for lmr 2 */
    struct model_seen {          /* the opponent model's judgements kept: a move judged once */
        uint64_t key;            /* is not judged again at the next move */
        uint32_t ply;            /* the ply of the position judged: the oldest goes first */
        int loss;
    } model_seen[1024];
};

static int switches_table(struct lat_switches *sw, const char **names, int **values, int cap)
{
    struct ai_named t[] = {
        {"lmr", &sw->lmr},
        {"lmr_div", &sw->lmr_div},
        {"futility", &sw->futility},
        {"lmp", &sw->lmp},
        {"nullmove", &sw->nullmove},
        {"aspiration", &sw->aspiration},
        {"clock_win", &sw->clock_win},
        {"clock_curve", &sw->clock_curve},
        {"clock_lead", &sw->clock_lead},
        {"pressure", &sw->pressure},
        {"advance", &sw->advance},
        {"urgency", &sw->urgency},
        {"contact", &sw->contact},
        {"act_base", &sw->act_base},
        {"act_urgency", &sw->act_urgency},
        {"act_advanced", &sw->act_advanced},
        {"act_contact", &sw->act_contact},
        {"act_held", &sw->act_held},
        {"act_open", &sw->act_open},
        {"act_king", &sw->act_king},
        {"act_home", &sw->act_home},
        {"act_cap", &sw->act_cap},
        {"act_enemy", &sw->act_enemy},
        {"act_gate", &sw->act_gate},
        {"act_freeze", &sw->act_freeze},
        {"act_first", &sw->act_first},
        {"act_after", &sw->act_after},
        {"act_pick", &sw->act_pick},
        {"act_pick_nodes", &sw->act_pick_nodes},
        {"act_pick_tries", &sw->act_pick_tries},
        {"act_pick_safe", &sw->act_pick_safe},
        {"act_pick_late", &sw->act_pick_late},
        {"net", &sw->net},
        {"net_attack", &sw->net_attack},
        {"danger_ext", &sw->danger_ext},
        {"hunt", &sw->hunt},
        {"hunt_lead", &sw->hunt_lead},
        {"hunt_ext", &sw->hunt_ext},
        {"clock_ext", &sw->clock_ext},
        {"ext_max", &sw->ext_max},
        {"threat_late", &sw->threat_late},
        {"q_evasions", &sw->q_evasions},
        {"contempt", &sw->contempt},
        {"drift", &sw->drift},
        {"noise", &sw->noise},
        {"careless", &sw->careless},
        {"model", &sw->model},
        {"model_depth", &sw->model_depth},
        {"model_min", &sw->model_min},
        {"model_loss", &sw->model_loss},
        {"model_after", &sw->model_after},
        {"model_log", &sw->model_log},
        {"model_worst", &sw->model_worst},
        {"model_quiet", &sw->model_quiet},
        {"model_behind", &sw->model_behind},
        {"model_ahead", &sw->model_ahead},
        {"model_sac", &sw->model_sac},
        {"model_sac_min", &sw->model_sac_min},
        {"model_sac_contempt", &sw->model_sac_contempt},
    };
    return ai_named_out(t, (int)(sizeof t / sizeof t[0]), names, values, cap);
}

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
    const char *names[SWITCHES_MAX];
    int *values[SWITCHES_MAX];
    int n = switches_table(&ls->sw, names, values, SWITCHES_MAX);
    for (int i = 0; i < n; i++)
        *values[i] = -1;
    for (int d = 1; d < 64; d++)
        for (int i = 1; i < 64; i++)
            ls->log_product[d][i] = (int)(100.0 * log(d) * log(i));
    return ls;
}

void lat_search_free(struct lat_search *ls)
{
    if (!ls)
        return;
    ludi_lat_fast_free(ls->pos);
    free(ls);
}

bool lat_search_set_weight(struct lat_search *ls, const char *name, int value)
{
    const char *names[128];
    int *values[128];
    int n = lat_weights_table(&ls->w, names, values, 128);
    n += switches_table(&ls->sw, names + n, values + n, 128 - n);
    return ai_weights_set(names, values, n, name, value);
}

void lat_search_copy_settings(struct lat_search *dst, const struct lat_search *src)
{
    dst->w = src->w;
    dst->sw = src->sw;
}

size_t lat_search_weights(const struct lat_search *ls, char *buf, size_t len)
{
    struct lat_search *mut = (struct lat_search *)ls;   /* the table hands out pointers */
    const char *names[128];
    int *values[128];
    int n = lat_weights_table(&mut->w, names, values, 128);
    n += switches_table(&mut->sw, names + n, values + n, 128 - n);
    return ai_weights_format(names, values, n, buf, len);
}

/* --- helpers --- */

#define popc ludi_bits_count

static ludi_bits neighbours(const struct ludi_lat_fast *f, ludi_bits x)
{
    return (((x << 1) | (x >> 1) | (x << f->stride) | (x >> f->stride)) & f->full);
}

/* The squares the king of `side` can move to: along each line, up to the first piece. */
static ludi_bits king_moves(const struct ludi_lat_fast *f, int side, ludi_bits empty)
{
    const struct ludi_lat_node *n = ludi_lat_fast_node(f);
    ludi_bits k = n->kings[side], out = 0;
    int shift[2] = {1, f->stride};
    for (int d = 0; d < 2; d++) {
        for (ludi_bits x = (k << shift[d]) & empty; x; x = (x << shift[d]) & empty)
            out |= x;
        for (ludi_bits x = (k >> shift[d]) & empty; x; x = (x >> shift[d]) & empty)
            out |= x;
    }
    return out;
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

static int add_noise(const struct lat_search *ls, int e)
{
    if (ls->noise > 0) {
        /* seeded and tied to the position, so a position always looks the same in a search */
        const struct ludi_lat_node *n = ludi_lat_fast_node(ls->pos);
        uint64_t z = ludi_zobrist(n->hash ^ ls->b->seed);
        e += (int)(z % (uint64_t)(2 * ls->noise + 1)) - ls->noise;
    }
    return e;
}

/* The king hunt and late threats (switches hunt and threat_late), for the searching side
 * only, from the view of the side to move. A king with no move left loses, which needs no
 * capture: against an opponent whose men keep home (the no-capture clock's draws) the hunt
 * was to give level 5 a way to win. Tried, not kept (docs/STRENGTH.md): level 5 chased a king
 * that moves like a rook instead of the men, and lost more to level 4. */
static int hunt_and_threats(const struct lat_search *ls, const struct lat_info *in,
                            int root_lead)
{
    const struct ludi_lat_node *n = ludi_lat_fast_node(ls->pos);
    int other = !ls->root_side, t = 0;
    if (ls->on.hunt && ls->pos->opt.king == LUDI_KING_BLOCKED) {
        ludi_bits empty = ls->pos->full & ~(n->men[0] | n->men[1] | n->kings[0] | n->kings[1]);
        int next = popc(neighbours(ls->pos, n->kings[other]) & empty);
        int moves = popc(king_moves(ls->pos, other, empty));
        int pct = 100 + (root_lead > 0 ? ls->on.hunt_lead * root_lead : 0);
        t -= (ls->on.hunt * next + ls->on.hunt * moves / 8) * pct / 100;
    }
    if (ls->on.threat_late && root_lead >= 0)
        t += ls->on.threat_late * popc(in->victims[ls->root_side]) * n->nocap /
             ls->pos->opt.nocapture;
    return n->side == ls->root_side ? t : -t;
}

/* A side's activity weighed by the drive's terms. */
static int activity_score(const struct lat_search *ls, const struct lat_activity *a)
{
    return ls->on.act_advanced * a->advanced + ls->on.act_contact * a->contact +
           ls->on.act_held * a->held + ls->on.act_open * a->open -
           ls->on.act_king * a->king_free;
}

/* The drive (evaluate), for the searching side, in the position of node n. */
static int drive(struct lat_search *ls, const struct ludi_lat_node *n, int root_lead)
{
    int limit = ls->pos->opt.nocapture;
    struct lat_activity a;
    lat_activity(ls->pos, ls->root_side, &a);
    int act = activity_score(ls, &a);
    if (ls->on.act_enemy) {
        /* the enemy's activity against the searching side's men weighs against its own */
        struct lat_activity b;
        lat_activity(ls->pos, !ls->root_side, &b);
        act -= activity_score(ls, &b) * ls->on.act_enemy / 100;
    }
    int pct = ls->on.act_base +
              ls->on.act_urgency * (root_lead > 0 ? limit : n->nocap) / limit;
    if (ls->on.act_home && a.others > 0 && ls->on.act_home * a.others_home / a.others > pct)
        pct = ls->on.act_home * a.others_home / a.others;
    if (ls->on.act_gate == 1)
        pct = a.others > 0 ? pct * a.others_home / a.others : 0;
    act = act * pct / 100;
    if (ls->on.act_cap > 0)   /* bent towards the cap, never past it, still rising */
        act = act * ls->on.act_cap / ((act < 0 ? -act : act) + ls->on.act_cap);
    return act;
}

static int evaluate(struct lat_search *ls, const struct lat_info *in)
{
    int e = lat_eval(ls->pos, &ls->w, in);
    const struct ludi_lat_node *n = ludi_lat_fast_node(ls->pos);
    int limit = ls->pos->opt.nocapture;
    int lead = ludi_bits_count(n->men[n->side]) - ludi_bits_count(n->men[!n->side]);
    if (ls->on.pressure || ls->on.advance) {
        /* men level and the clock running: only a capture wins, so threats count for more */
        int scale = 100;
        if (limit > 0 && lead == 0)
            scale += ls->on.urgency * n->nocap / limit;
        int active = (ls->on.pressure ? ls->on.pressure * lat_pressure(ls->pos) : 0) +
                     (ls->on.advance ? ls->on.advance * lat_advance(ls->pos) : 0);
        e += active * scale / 100;
    }
    if (ls->on.net && !(ls->on.net_attack && n->side == ls->root_side)) {
        /* a capture the side to move cannot stop: hang_mover counts each threatened man
         * alike, but of two threats from two squares it parries one, and a man with no empty
         * neighbour cannot step aside (it can still be shielded) */
        int o = !n->side;
        ludi_bits empty = ls->pos->full & ~(n->men[0] | n->men[1] | n->kings[0] | n->kings[1]);
        int fork = popc(in->victims[o]) >= 2 && popc(in->targets[o]) >= 2;
        int stuck = popc(in->victims[o] & ~neighbours(ls->pos, empty));
        e -= ls->on.net * fork + ls->on.net / 2 * stuck;
    }
    int root_lead = n->side == ls->root_side ? lead : -lead;
    if ((ls->on.hunt || ls->on.threat_late) && limit > 0)
        e += hunt_and_threats(ls, in, root_lead);
    if ((ls->on.act_base || ls->on.act_urgency || ls->on.act_home) && limit > 0) {
        /* the searching side must capture before the clock runs out, against an opponent
         * whose men keep to their home rank where the edge shelters them: move up, touch
         * and hold its men, box in its king. Level 5 drives at 200% from the first move (the
         * clock runs from the start; a drive that grew with the count was too slow to reach
         * men that stay home) but bounded under 70, less than a man: unbounded, it was worth
         * men given for activity, which level 4 punished (docs/STRENGTH.md has the matches).
         * With act_urgency, ahead in men it stays at its most: a capture sets the count back
         * to 0, and the drive falling with it would make the capture look worse */
        int act = drive(ls, n, root_lead);
        if (ls->on.act_freeze) {
            int mine = popc(n->men[ls->root_side]), theirs = popc(n->men[!ls->root_side]);
            if (ls->on.act_freeze == 1 && mine < ls->root_men[ls->root_side] &&
                act > ls->act_root)
                act = ls->act_root;
            if (ls->on.act_freeze == 2 && (mine != ls->root_men[ls->root_side] ||
                                           theirs != ls->root_men[!ls->root_side]))
                act = ls->act_root;
            if (ls->on.act_freeze == 3 && act > ls->act_root &&
                mine - theirs < ls->root_men[ls->root_side] - ls->root_men[!ls->root_side])
                act = ls->act_root;
        }
        e += n->side == ls->root_side ? act : -act;
    }
    if (ls->on.clock_win && limit > 0) {
        /* The clock's end as the search cannot yet see it: as the no-capture count nears its
         * limit, the position is worth more and more what the rules will then say: the side
         * ahead wins, level men draw (a draw costs the searching side its contempt). */
        int end = lead > 0 ? lead * ls->w.man + ls->on.clock_win
                : lead < 0 ? lead * ls->w.man - ls->on.clock_win
                : n->side == ls->root_side ? -ls->contempt : ls->contempt;
        int64_t p = (int64_t)n->nocap * 1000 / limit;   /* 0 .. 1000 */
        int64_t weight = ls->on.clock_curve == 2 ? p * p / 1000 : p;
        /* a lead is worth much of its end at once: between players who guard their men the
         * clock mostly runs out; so winning a man back later is not counted on, and a man
         * given to start the clock again costs more than the draw it avoids */
        if (lead != 0 && weight < ls->on.clock_lead)
            weight = ls->on.clock_lead;
        e = (int)(((int64_t)e * (1000 - weight) + (int64_t)end * weight) / 1000);
        return add_noise(ls, e);
    }
    if (limit > 0) {
        /* at the limit the side with more men wins: a lead is worth more as it nears */
        e += ls->w.clock * lead * n->nocap / limit;
    }
    int towards = ls->on.drift >= 0 ? ls->on.drift : ls->contempt;
    if (towards && limit > 0 && lead == 0) {
        /* level men and a running clock drift towards the draw the searching side avoids */
        int drift = towards * n->nocap / limit;
        e += n->side == ls->root_side ? -drift : drift;
    }
    return add_noise(ls, e);
}

static void poll(struct lat_search *ls)
{
    if ((ls->b->stop && atomic_load_explicit(ls->b->stop, memory_order_relaxed)) ||
        (ls->node_limit > 0 && ls->nodes >= ls->node_limit) || ai_clock_hard_over(&ls->clock))
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
    if (ls->on.q_evasions && qply < 2 && !win)
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

static int static_eval(struct lat_search *ls)
{
    struct lat_info in;
    lat_info_of(ls->pos, &in);
    return evaluate(ls, &in);
}

/* Whether the side to move has men enough that passing tells something: with few pieces a
 * side can be short of safe moves (zugzwang), and a pass would hide it. */
static bool null_safe(const struct ludi_lat_node *n)
{
    return ludi_bits_count(n->men[n->side]) >= 4;
}

static void note_cutoff(struct lat_search *ls, int ply, int me, ludi_lat_move m, int depth)
{
    if (ls->killers[ply][0] != m) {
        ls->killers[ply][1] = ls->killers[ply][0];
        ls->killers[ply][0] = m;
    }
    int32_t (*hist)[128] = ls->history[me];
    int32_t *h = &hist[ludi_lat_from(m)][ludi_lat_to(m)];
    *h += depth * depth;
    if (*h > (1 << 24))
        for (int a = 0; a < 128; a++)
            for (int z = 0; z < 128; z++)
                hist[a][z] /= 2;
}

/* The plies by which a late quiet move is searched less (before a re-search at full depth
 * when it beats alpha). */
static int reduction(const struct lat_search *ls, int depth, int i, bool pv)
{
    if (ls->on.lmr == 1)
        return (i >= 12 && depth >= 5) ? 2 : 1;
    int r = ls->log_product[depth < 63 ? depth : 63][i < 63 ? i : 63] / ls->on.lmr_div;
    if (pv && r > 0)
        r--;
    return r < depth - 1 ? r : depth - 1;
}

/* Whether search() extends the node a ply (switches hunt_ext and clock_ext, as a chess
 * engine extends a check): the side to move's king is nearly boxed in, so the other side may
 * immobilise it in a move or two; or the no-capture count is near its limit, men level, and
 * the side to move can capture (a capture there decides the game: it sets the clock back
 * instead of a draw). The caller has in->reach for both sides. */
static bool hemmed_or_late(struct lat_search *ls, struct lat_info *in)
{
    struct ludi_lat_fast *f = ls->pos;
    const struct ludi_lat_node *n = ludi_lat_fast_node(f);
    int me = n->side;
    /* hunt_ext, tried and not kept: it lost more games to level 4 */
    if (ls->on.hunt_ext && f->opt.king == LUDI_KING_BLOCKED) {
        ludi_bits empty = f->full & ~(n->men[0] | n->men[1] | n->kings[0] | n->kings[1]);
        ludi_bits open = neighbours(f, n->kings[me]) & empty;
        if (popc(open) <= 1 || (popc(open) == 2 && (open & in->reach[!me]) == open))
            return true;
    }
    int limit = f->opt.nocapture;
    if (ls->on.clock_ext && limit > 0 && n->nocap >= limit - ls->on.clock_ext &&
        popc(n->men[0]) == popc(n->men[1])) {
        ludi_bits targets, victims;
        ludi_lat_fast_threats(f, me, in->reach[me], &targets, &victims);
        return victims != 0;
    }
    return false;
}

static int search(struct lat_search *ls, int alpha, int beta, int depth, int ply, bool pv)
{
    struct ludi_lat_fast *f = ls->pos;
    if (depth <= 0)
        return qsearch(ls, alpha, beta, ply, 0);
    const struct ludi_lat_node *n = ludi_lat_fast_node(f);
    int me = n->side;
    /* what both sides reach, and (once needed) can take: for the pruning, the order and the
     * evaluation alike */
    struct lat_info in;
    bool threats_known = false;
    in.reach[me] = ludi_lat_fast_reach(f, me);
    in.reach[!me] = ludi_lat_fast_reach(f, !me);
    ludi_bits win = winning_squares(f, me, in.reach[me]);
    bool danger = !win && winning_squares(f, !me, in.reach[!me]);
    if (ls->on.danger_ext && danger && ply < 2 * ls->iter_depth)
        depth++;   /* the other side threatens to win next move: look at the answers fully */
    ls->extended[ply] = ls->extended[ply - 1];
    if ((ls->on.hunt_ext || ls->on.clock_ext) && !danger && !win &&
        ls->extended[ply] < ls->on.ext_max && hemmed_or_late(ls, &in)) {
        depth++;
        ls->extended[ply]++;
    }
    if (count_node(ls))
        return 0;
    if (ply >= MAX_PLY)
        return static_eval(ls);
    /* no score can beat winning at once, or be worse than losing at once */
    if (alpha < -WIN + ply)
        alpha = -WIN + ply;
    if (beta > WIN - ply - 1)
        beta = WIN - ply - 1;
    if (alpha >= beta)
        return alpha;
    uint64_t key = tt_key(f);
    struct ai_tt_entry te;
    bool hit = ai_tt_probe(ls->tt, key, &te);
    ludi_lat_move tt_move = hit ? te.move : 0;
    if (hit && !pv && te.depth >= depth) {
        int s = from_tt(te.score, ply);
        if ((te.bound == AI_BOUND_EXACT) || (te.bound == AI_BOUND_LOWER && s >= beta) ||
            (te.bound == AI_BOUND_UPPER && s <= alpha))
            return s;
    }

    /* pruning where the position is quiet and far from the window: none in the principal
     * variation, none when a king is in danger or a move wins at once */
    bool prunable = !pv && !danger && !win && beta < WIN_BOUND && alpha > -WIN_BOUND;
    int eval = 0;
    if (prunable && (ls->on.futility || ls->on.nullmove)) {
        for (int side = 0; side < 2; side++)
            ludi_lat_fast_threats(f, side, in.reach[side], &in.targets[side], &in.victims[side]);
        threats_known = true;
        eval = evaluate(ls, &in);
    }
    if (prunable && ls->on.futility && depth <= 3 && eval - ls->on.futility * depth >= beta)
        return eval;   /* so far above beta that a quiet ply or three will not bring it back */
    if (prunable && ls->on.nullmove && depth >= 3 && eval >= beta && null_safe(n) &&
        !ls->after_null[ply]) {
        int r = ls->on.nullmove + depth / 4;
        ludi_lat_fast_make_null(f);
        ls->after_null[ply + 1] = true;
        const struct ludi_lat_node *c = ludi_lat_fast_node(f);
        int score = c->result != LUDI_ONGOING
                        ? -terminal(ls, c, ply + 1)
                        : -search(ls, -beta, -beta + 1, depth - 1 - r, ply + 1, false);
        ls->after_null[ply + 1] = false;
        ludi_lat_fast_unmake(f);
        if (ls->stopped)
            return 0;
        if (score >= beta)
            return score >= WIN_BOUND ? beta : score;
    }

    ludi_lat_move *mv = ls->moves[ply];
    int cnt = ludi_lat_fast_moves(f, mv, LUDI_LAT_FAST_MOVES);
    if (cnt == 0)
        return 0;   /* cannot happen: an ongoing game has a move */
    if (!threats_known)
        ludi_lat_fast_threats(f, me, in.reach[me], &in.targets[me], &in.victims[me]);
    ludi_bits targets = in.targets[me];
    /* contact: the squares next to an enemy piece, where a quiet move starts an attack; tried
     * before the other quiet moves and never pruned */
    ludi_bits contact = 0;
    if (ls->on.contact)
        contact = neighbours(f, n->men[!me] | n->kings[!me]);
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
        else if (to & contact)
            ord[i] = (1 << 26) + hist[ludi_lat_from(m)][ludi_lat_to(m)];
        else
            ord[i] = hist[ludi_lat_from(m)][ludi_lat_to(m)];
    }

    int best = -INF, orig_alpha = alpha, quiets = 0;
    int lmp_limit = ls->on.lmp ? 3 + ls->on.lmp * depth * depth / 2 : INF;
    bool futile = prunable && ls->on.futility && depth <= 2 &&
                  eval + ls->on.futility * depth <= alpha;
    ludi_lat_move best_move = 0;
    for (int i = 0; i < cnt; i++) {
        ludi_lat_move m = pick(ls, ply, i, cnt);
        bool quiet = !(((targets | win) >> ludi_lat_to(m)) & 1);
        bool killer = m == ls->killers[ply][0] || m == ls->killers[ply][1];
        bool attack = ((contact >> ludi_lat_to(m)) & 1) != 0;
        if (quiet && i > 0 && !killer && !attack && best > -WIN_BOUND) {
            /* late quiet moves at the last plies: skip them (futility, move count); the moves
             * left are all quiet (they come last), so skip them all */
            if (prunable && (futile || (depth <= 3 && quiets >= lmp_limit)))
                break;
            quiets++;
        }
        ludi_lat_fast_make(f, m);
        const struct ludi_lat_node *c = ludi_lat_fast_node(f);
        int score;
        if (c->result != LUDI_ONGOING) {
            score = -terminal(ls, c, ply + 1);
        } else if (i == 0) {
            score = -search(ls, -beta, -alpha, depth - 1, ply + 1, pv);
        } else {
            int r = 0;
            if (ls->on.lmr && depth >= 3 && quiet && i >= 3 && !killer)
                r = reduction(ls, depth, i, pv);
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
                    if (quiet)
                        note_cutoff(ls, ply, me, m, depth);
                    break;
                }
            }
        }
    }
    if (best == -INF)
        return alpha;   /* every move pruned: the position is below alpha */
    int bound = best >= beta ? AI_BOUND_LOWER : best > orig_alpha ? AI_BOUND_EXACT
                                                                   : AI_BOUND_UPPER;
    ai_tt_store(ls->tt, key, depth, bound, to_tt(best, ply), 0,
                bound == AI_BOUND_UPPER ? 0 : best_move);
    return best;
}

/* One iteration at the root: every move, the previous best first, within the window
 * (alpha, beta). Updates ls->best as each move beats alpha, so a stopped iteration still gives
 * the best move found so far; stops at the first move that reaches beta. */
static int search_root(struct lat_search *ls, ludi_lat_move *root, int cnt, int depth,
                       int alpha, int beta)
{
    struct ludi_lat_fast *f = ls->pos;
    int best = -INF, orig_alpha = alpha;
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
            if (score > alpha && score < beta && !ls->stopped)
                score = -search(ls, -beta, -alpha, depth - 1, 1, true);
        }
        ludi_lat_fast_unmake(f);
        if (ls->stopped)
            break;
        if (score > best)
            best = score;
        if (score > alpha) {
            alpha = score;
            ls->best = root[i];
            ls->best_score = score;
            /* the best first for the next iteration, the others keep their order */
            ludi_lat_move m = root[i];
            memmove(root + 1, root, (size_t)i * sizeof root[0]);
            root[0] = m;
            if (score >= beta)
                break;
        }
    }
    if (!ls->stopped) {
        int bound = best >= beta ? AI_BOUND_LOWER : best > orig_alpha ? AI_BOUND_EXACT
                                                                       : AI_BOUND_UPPER;
        ai_tt_store(ls->tt, tt_key(f), depth, bound, best, 0, root[0]);
    }
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
        struct ai_tt_entry e;
        bool hit = ai_tt_probe(ls->tt, key, &e);
        m = 0;
        if (again || ludi_lat_fast_node(f)->result != LUDI_ONGOING || !hit || !e.move)
            break;
        ludi_lat_move *mv = ls->moves[0];
        int cnt = ludi_lat_fast_moves(f, mv, LUDI_LAT_FAST_MOVES);
        for (int i = 0; i < cnt && !m; i++)
            if (mv[i] == e.move)
                m = e.move;
    }
    while (made-- > 0)
        ludi_lat_fast_unmake(f);
}

/* One iteration, in a window around the last score that widens until the score falls
 * inside it (aspiration). */
static int search_iteration(struct lat_search *ls, ludi_lat_move *root, int cnt, int depth)
{
    int delta = ls->on.aspiration, prev = ls->best_score;
    if (!delta || depth < 4 || prev >= WIN_BOUND || prev <= -WIN_BOUND)
        return search_root(ls, root, cnt, depth, -INF, INF);
    int alpha = prev - delta, beta = prev + delta;
    for (;;) {
        int score = search_root(ls, root, cnt, depth, alpha, beta);
        if (ls->stopped)
            return score;
        if (score <= alpha)
            alpha = score - delta <= -WIN_BOUND ? -INF : score - delta;
        else if (score >= beta)
            beta = score + delta >= WIN_BOUND ? INF : score + delta;
        else
            return score;
        delta *= 2;
    }
}

/* Sets ls up to search s: the root's moves in a first order (winning moves and captures
 * first, as search() does) in root; returns their number (0: none, or a bad past). */
static int prepare(struct lat_search *ls, struct ai_tt *tt, const struct ludi_state *s,
                   const struct ludi_past *past, const struct ai_budget *b,
                   ludi_lat_move *root)
{
    struct ludi_lat_fast *f = ls->pos;
    if (!ludi_lat_fast_init(f, s, past))
        return 0;
    int cnt = ludi_lat_fast_moves(f, root, LUDI_LAT_FAST_MOVES);
    if (cnt <= 0)
        return 0;
    ai_clock_start(&ls->clock, b->movetime_ms);
    ls->tt = tt;
    ls->b = b;
    ls->nodes = 0;
    ls->stopped = false;
    ls->depth_done = 0;
    ls->root_side = ludi_lat_fast_node(f)->side;
    /* the switches as set, the others as the level's style has them */
    const char *names[SWITCHES_MAX];
    int *set[SWITCHES_MAX], *on[SWITCHES_MAX], *style[SWITCHES_MAX];
    struct lat_switches st = styles[b->style];
    int nsw = switches_table(&ls->sw, names, set, SWITCHES_MAX);
    switches_table(&ls->on, names, on, SWITCHES_MAX);
    switches_table(&st, names, style, SWITCHES_MAX);
    for (int i = 0; i < nsw; i++)
        *on[i] = *set[i] >= 0 ? *set[i] : *style[i];
    if (b->judge)
        ls->on.act_base = ls->on.act_urgency = ls->on.act_home = 0;
    ls->contempt = ls->on.contempt >= 0 ? ls->on.contempt : b->contempt;
    ls->noise = ls->on.noise >= 0 ? ls->on.noise : b->noise;
    for (int side = 0; side < 2; side++)
        ls->root_men[side] = popc(ludi_lat_fast_node(f)->men[side]);
    if (ls->on.act_first) {
        /* the drive is for the start, where no capture has yet set a side ahead: past it, a
         * lead wins on the clock by itself, and the drive's rise as the enemy's men leave home
         * to take a man would pay that man back (docs/STRENGTH.md) */
        int mine = ls->root_men[ls->root_side], theirs = ls->root_men[!ls->root_side];
        bool drive_on = ls->on.act_first == 1 ? mine == f->width && theirs == f->width
                      : ls->on.act_first == 2 ? mine == theirs
                      : ls->on.act_first == 4 ? mine < theirs || (mine == f->width &&
                                                                  theirs == f->width)
                      : mine <= theirs;
        if (ls->on.act_first == 5 && mine == theirs && mine < f->width)
            ls->on.act_freeze = 3;
        if (ls->on.act_first == 6 && mine == theirs && mine < f->width)
            ls->on.act_gate = 1;
        if (!drive_on) {
            ls->on.act_base = ls->on.act_base * ls->on.act_after / 100;
            ls->on.act_urgency = ls->on.act_urgency * ls->on.act_after / 100;
            ls->on.act_home = ls->on.act_home * ls->on.act_after / 100;
        }
    }
    if (b->drive_scaled && !b->judge) {
        ls->on.act_base = ls->on.act_base * b->drive_pct / 100;
        ls->on.act_urgency = ls->on.act_urgency * b->drive_pct / 100;
        ls->on.act_home = ls->on.act_home * b->drive_pct / 100;
    }
    if (ls->on.act_freeze && f->opt.nocapture > 0) {
        int lead = ls->root_men[ls->root_side] - ls->root_men[!ls->root_side];
        ls->act_root = drive(ls, ludi_lat_fast_node(f), lead);
    }
    ls->node_limit = b->nodes;
    if (ls->on.act_pick > 0) {
        /* the search without the drive (so it never gives a man for activity); the drive
         * picks among the moves it proves nearly as good (pick_by_drive) */
        ls->pick_base = ls->on.act_base;
        ls->pick_urgency = ls->on.act_urgency;
        ls->pick_home = ls->on.act_home;
        ls->on.act_base = ls->on.act_urgency = ls->on.act_home = 0;
        int nocap = ludi_lat_fast_node(f)->nocap, limit = f->opt.nocapture;
        if (ls->on.act_pick_late > 0 && nocap * 100 < ls->on.act_pick_late * limit)
            ls->pick_base = ls->pick_urgency = ls->pick_home = 0;   /* no pick: too early */
        if (b->nodes > 0 && ls->on.act_pick_nodes > 0 && ls->on.act_pick_nodes < 100 &&
            (ls->pick_base || ls->pick_urgency || ls->pick_home))
            ls->node_limit = b->nodes * (100 - ls->on.act_pick_nodes) / 100;
    }
    memset(ls->history, 0, sizeof ls->history);
    memset(ls->killers, 0, sizeof ls->killers);
    ls->extended[0] = 0;
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
    ls->best = root[0];
    ls->best_score = 0;
    return cnt;
}

/* Iterative deepening from first_depth up to max_depth, until stopped. */
static void deepen(struct lat_search *ls, ludi_lat_move *root, int cnt, int first_depth,
                   int max_depth)
{
    if (cnt == 1) {
        ls->best_score = static_eval(ls);
        return;
    }
    for (int depth = first_depth; depth <= max_depth && depth < MAX_PLY; depth++) {
        ls->iter_depth = depth;
        int score = search_iteration(ls, root, cnt, depth);
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

/* act_pick: the drive as a tie-break at the root. The search (without the drive) chose best
 * with score at depth; the root moves whose drive after them is higher than best's are tried in
 * order of their drive (at most act_pick_tries), each with a null window at score - act_pick
 * at the same depth, and the first proven at least that good is played instead. The proofs
 * count in the budget (the share kept by act_pick_nodes); a stop ends them at once, and a move
 * not proven is not played. Returns the move to play. */
static ludi_lat_move pick_by_drive(struct lat_search *ls, ludi_lat_move *root, int cnt,
                                   ludi_lat_move best, int score, int depth)
{
    struct ludi_lat_fast *f = ls->pos;
    if (cnt < 2 || depth < 1 || score >= WIN_BOUND || score <= -WIN_BOUND ||
        f->opt.nocapture <= 0 || !(ls->pick_base || ls->pick_urgency || ls->pick_home))
        return best;
    if (ls->stopped) {
        /* only the share of the nodes kept for the proofs may be left */
        if ((ls->b->stop && atomic_load_explicit(ls->b->stop, memory_order_relaxed)) ||
            ai_clock_hard_over(&ls->clock))
            return best;
        ls->stopped = false;
    }
    ls->node_limit = ls->b->nodes;
    poll(ls);
    if (ls->stopped)
        return best;
    /* the drive after each root move, as the evaluation would count it */
    int drv[LUDI_LAT_FAST_MOVES], cand[LUDI_LAT_FAST_MOVES], ncand = 0, best_drv = 0;
    int hang[LUDI_LAT_FAST_MOVES], best_hang = 0;
    ls->on.act_base = ls->pick_base;
    ls->on.act_urgency = ls->pick_urgency;
    ls->on.act_home = ls->pick_home;
    for (int i = 0; i < cnt; i++) {
        ludi_lat_fast_make(f, root[i]);
        const struct ludi_lat_node *c = ludi_lat_fast_node(f);
        int lead = popc(c->men[ls->root_side]) - popc(c->men[!ls->root_side]);
        drv[i] = c->result != LUDI_ONGOING ? -INF : drive(ls, c, lead);
        hang[i] = 0;
        if (ls->on.act_pick_safe && c->result == LUDI_ONGOING) {
            /* the men the enemy could take at once */
            ludi_bits targets, victims;
            int o = !ls->root_side;
            ludi_lat_fast_threats(f, o, ludi_lat_fast_reach(f, o), &targets, &victims);
            hang[i] = popc(victims);
        }
        ludi_lat_fast_unmake(f);
        if (root[i] == best) {
            best_drv = drv[i];
            best_hang = hang[i];
        }
    }
    ls->on.act_base = ls->on.act_urgency = ls->on.act_home = 0;
    for (int i = 0; i < cnt; i++) {
        if (root[i] == best || drv[i] <= best_drv || hang[i] > best_hang)
            continue;
        int j = ncand++;
        while (j > 0 && drv[cand[j - 1]] < drv[i]) {   /* by drive, then the search's order */
            cand[j] = cand[j - 1];
            j--;
        }
        cand[j] = i;
    }
    int tries = ls->on.act_pick_tries > 0 && ls->on.act_pick_tries < ncand
                    ? ls->on.act_pick_tries : ncand;
    int bar = score - ls->on.act_pick;
    ls->iter_depth = depth;
    ls->after_null[1] = false;
    for (int k = 0; k < tries; k++) {
        ludi_lat_move m = root[cand[k]];
        ludi_lat_fast_make(f, m);
        const struct ludi_lat_node *c = ludi_lat_fast_node(f);
        int s = c->result != LUDI_ONGOING ? -terminal(ls, c, 1)
                                          : -search(ls, -bar, -bar + 1, depth - 1, 1, false);
        ludi_lat_fast_unmake(f);
        if (ls->stopped)
            break;
        if (s >= bar)
            return m;
    }
    return best;
}

/* --- the opponent model: how well the opponent has played --- */

#define MODEL_MAX 16
#define MODEL_BACK (2 * MODEL_MAX + 30)

/* The men of one side of a Latrunculi position. */
static int men_of(const struct ludi_state *s, int side)
{
    return __builtin_popcountll(s->g.lat.men[side][0]) +
           __builtin_popcountll(s->g.lat.men[side][1]);
}

static int popc_men(const struct ludi_state *s)
{
    return men_of(s, 0) + men_of(s, 1);
}

/* The switches as a search at this style will have them: as set, else the style's. */
static void switches_resolved(const struct lat_search *ls, int style, struct lat_switches *out)
{
    const char *names[SWITCHES_MAX];
    int *set[SWITCHES_MAX], *res[SWITCHES_MAX];
    struct lat_switches sw = ls->sw;
    *out = styles[style];
    int n = switches_table(&sw, names, set, SWITCHES_MAX);
    switches_table(out, names, res, SWITCHES_MAX);
    for (int i = 0; i < n; i++)
        if (*set[i] >= 0)
            *res[i] = *set[i];
}

/* What the opponent's last moves (up to `want`) lost against its best, each judged from the
 * position before it by a search of `depth` with the sound evaluation (no drive, no noise): the
 * positions and moves are taken back from the past's hashes (ludi_lat_fast_before), through
 * captures. Returns the mean loss in score units (100 a man; each move's loss at most 300), the
 * worst into *worst, the median into *median and the number judged into *judged, or -1 when
 * fewer than `min` moves could be judged; the nodes spent into *nodes. A judgement is kept in ls->model_seen, so each move is judged once in a game (the same
 * search gives the same judgement, so a search's result does not depend on the searches
 * before). A stop ends it at once (-1). */
static int opponent_loss(struct lat_search *ls, struct ai_tt *tt, const struct ludi_state *s,
                         const struct ludi_past *past, const struct ai_budget *b, int want,
                         int depth, int min, int64_t *nodes, int *worst, int *median,
                         int *judged)
{
    /* the game back from s, as far as the past and MODEL_BACK plies reach: ch[j] is j plies
     * before s */
    struct ludi_state ch[MODEL_BACK + 1];
    ludi_lat_move mv[MODEL_BACK + 1];
    size_t have = past ? past->n : 0;
    int len = 0;
    ch[0] = *s;
    while (len < MODEL_BACK && (size_t)len < have &&
           ludi_lat_fast_before(&ch[len], past->hash[have - 1 - len], &ch[len + 1], &mv[len]))
        len++;
    /* the count before a capture is not in the hashes: counted here from the capture before
     * it, or from the game's start (count 0 at ply 0); where neither is in reach (before the
     * oldest capture reached, the start not reached) the count is not known, and those
     * positions are not judged: known is the oldest position whose count is */
    int known = len, oldest_capture = -1;
    if (len > 0 && ch[len].ply == 0)
        ch[len].g.lat.nocap = 0;
    for (int j = len - 1; j > 0; j--) {
        bool capture = popc_men(&ch[j]) != popc_men(&ch[j + 1]);
        ch[j].g.lat.nocap = capture ? 0 : ch[j + 1].g.lat.nocap + 1;
        if (capture && oldest_capture < 0)
            oldest_capture = j;
    }
    if (len > 0 && oldest_capture < 0 && popc_men(&ch[0]) != popc_men(&ch[1]))
        oldest_capture = 0;
    if (len > 0 && ch[len].ply != 0 && oldest_capture >= 0)
        known = oldest_capture;
    int n = 0;
    if (want > MODEL_MAX)
        want = MODEL_MAX;
    struct ludi_state *before[MODEL_MAX];
    ludi_lat_move played[MODEL_MAX];
    size_t at[MODEL_MAX];
    for (int k = 0; k + 1 <= len && n < want; k += 2) {   /* ch[k + 1] -> ch[k]: theirs */
        /* decided: a side's first two moves are not judged (the first moves of a game are
         * a matter of taste, and matches open with random ones) */
        if (ch[k + 1].ply < 4 || k + 1 > known)
            break;
        before[n] = &ch[k + 1];
        played[n] = mv[k];
        at[n] = have - 1 - (size_t)k;
        n++;
    }
    if (n < min || n == 0)
        return -1;
    struct ai_budget jb = *b;
    jb.judge = true;
    jb.drive_scaled = false;
    jb.noise = 0;
    jb.careless = 0;
    jb.depth = depth;
    jb.nodes = 0;
    jb.movetime_ms = 0;
    jb.threads = 1;
    int sum = 0, vals[MODEL_MAX];
    *worst = 0;
    for (int i = 0; i < n; i++) {
        uint64_t key = ludi_zobrist(before[i]->hash ^ (uint64_t)played[i] << 40 ^
                                    (uint64_t)before[i]->g.lat.nocap << 56 ^
                                    (uint64_t)depth << 32 ^ before[i]->ply) | 1;
        /* four ways: the slot of this key, or else the oldest position's */
        struct model_seen *way = &ls->model_seen[(key >> 1 & 255) * 4], *seen = way;
        bool hit = false;
        for (int w = 0; w < 4 && !hit; w++) {
            hit = way[w].key == key;
            if (hit || way[w].ply < seen->ply)
                seen = &way[w];
        }
        if (hit) {
            sum += seen->loss;
            vals[i] = seen->loss;
            if (seen->loss > *worst)
                *worst = seen->loss;
            continue;
        }
        struct ludi_past qp = {past->hash, at[i]};
        ludi_lat_move root[LUDI_LAT_FAST_MOVES];
        ai_tt_clear(tt, b->tt_log2 < 18 ? b->tt_log2 : 18);
        int cnt = prepare(ls, tt, before[i], &qp, &jb, root);
        if (cnt <= 0)
            return -1;
        ls->noise = 0;
        deepen(ls, root, cnt, 1, depth);
        int best = ls->best_score, got = best;
        if (!ls->stopped && cnt > 1 && ls->best != played[i]) {
            struct ludi_lat_fast *f = ls->pos;
            ludi_lat_fast_make(f, played[i]);
            const struct ludi_lat_node *c = ludi_lat_fast_node(f);
            ls->iter_depth = depth;
            ls->after_null[1] = false;
            got = c->result != LUDI_ONGOING ? -terminal(ls, c, 1)
                                            : -search(ls, -INF, INF, depth - 1, 1, true);
            ludi_lat_fast_unmake(f);
        }
        *nodes += ls->nodes;
        if (ls->stopped)
            return -1;
        int loss = best - got;
        loss = loss < 0 ? 0 : loss > 300 ? 300 : loss;
        seen->key = key;
        seen->ply = before[i]->ply;
        seen->loss = loss;
        sum += loss;
        vals[i] = loss;
        if (loss > *worst)
            *worst = loss;
    }
    /* the median: the middle loss, or the two middle ones' mean rounded down */
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && vals[j - 1] > vals[j]; j--) {
            int t = vals[j];
            vals[j] = vals[j - 1];
            vals[j - 1] = t;
        }
    *median = n % 2 ? vals[n / 2] : (vals[n / 2 - 1] + vals[n / 2]) / 2;
    *judged = n;
    return sum / n;
}

/* --- the search on several threads sharing the table (Lazy SMP, as Stockfish does) --- */

struct helper {
    struct lat_search *ls;
    struct ai_tt *tt;
    const struct ludi_state *s;
    const struct ludi_past *past;
    struct ai_budget b;          /* no limits of its own: the main thread's stop ends it */
    int id;
    pthread_t thread;
    bool started;
};

static void *helper_run(void *arg)
{
    struct helper *h = arg;
    ludi_lat_move root[LUDI_LAT_FAST_MOVES];
    int cnt = prepare(h->ls, h->tt, h->s, h->past, &h->b, root);
    if (cnt > 1) {
        /* each helper starts a ply apart and tries the root moves in another order, so the
         * threads fill the shared table with different parts of the tree */
        for (int i = 1; i + h->id < cnt; i += 2) {
            ludi_lat_move m = root[i];
            root[i] = root[i + h->id];
            root[i + h->id] = m;
        }
        deepen(h->ls, root, cnt, 1 + h->id % 2, h->b.depth);
    }
    return NULL;
}

bool lat_search_choose(struct lat_search **ls, int nthreads, struct ai_tt *tt,
                       const struct ludi_state *s, const struct ludi_past *past,
                       const struct ai_budget *b, struct ludi_ai_result *out)
{
    struct lat_search *main_ls = ls[0];
    ludi_lat_move root[LUDI_LAT_FAST_MOVES];
    struct ai_budget mb = *b;
    int64_t model_nodes = 0;
    struct ai_clock clock;
    ai_clock_start(&clock, 0);
    struct lat_switches sw;
    switches_resolved(main_ls, b->style, &sw);
    if (sw.model > 0 && !b->judge && s->opt.nocapture > 0) {
        /* the opponent model: the drive in full against an opponent whose last moves lost
         * much by a short search's judgement, less against one that plays soundly */
        int worst = 0, median = -1, judged = 0;
        int mean = opponent_loss(main_ls, tt, s, past, b, sw.model, sw.model_depth,
                                 sw.model_min, &model_nodes, &worst, &median, &judged);
        bool sac = sw.model_sac > 0 && mean >= 0 && judged >= sw.model_sac_min &&
                   median >= sw.model_sac && popc_men(s) == 2 * s->opt.width;
        if (sac)
            mb.contempt = sw.model_sac_contempt;
        int loss = mean < 0 ? -1 : sw.model_worst ? worst : mean;
        bool quiet = sw.model_quiet && popc_men(s) == 2 * s->opt.width;
        int lead = men_of(s, s->side) - men_of(s, !s->side);
        if (loss >= 0 && !quiet && !(sw.model_behind && lead < 0)) {
            mb.drive_scaled = true;
            mb.drive_pct = loss >= sw.model_loss ? 100 : sw.model_after;
        }
        /* decided: ahead in a game with a past (a position set up alone keeps the drive, as
         * the bench's do) */
        if (past && past->n > 0 && sw.model_ahead && lead > 0) {
            mb.drive_scaled = true;
            mb.drive_pct = 0;
        }
        if (sw.model_log)
            fprintf(stderr, "model: ply %u nocap %u loss %d worst %d median %d judged %d "
                    "drive %d sac %d nodes %lld\n",
                    s->ply, s->g.lat.nocap, mean, worst, median, judged,
                    mb.drive_scaled ? mb.drive_pct : 100, (int)sac, (long long)model_nodes);
        /* its time counts in the budget, up to half of it (its nodes do not: a move judged
         * once is kept, so what it costs depends on the searches before) */
        if (mb.movetime_ms > 0) {
            int spent = (int)ai_clock_ms(&clock);
            mb.movetime_ms = mb.movetime_ms - spent > mb.movetime_ms / 2
                                 ? mb.movetime_ms - spent : mb.movetime_ms / 2;
        }
    }
    b = &mb;
    ai_tt_clear(tt, b->tt_log2);
    int cnt = prepare(main_ls, tt, s, past, b, root);
    if (cnt <= 0)
        return false;
    int max_depth = b->depth;
    int careless = main_ls->on.careless >= 0 ? main_ls->on.careless : b->careless;
    if (careless > 0) {
        /* now and then a weaker level plays at a glance, as people do: one ply and much
         * noise (seeded, so the same seed makes the same slip) */
        struct ludi_rng rng;
        ludi_rng_seed(&rng, b->seed ^ 0xca7e1e55ull);
        if ((int)ludi_rng_below(&rng, 100) < careless) {
            max_depth = 1;
            if (main_ls->noise < CARELESS_NOISE)
                main_ls->noise = CARELESS_NOISE;
        }
    }
    atomic_int helpers_stop;
    atomic_init(&helpers_stop, 0);
    struct helper helpers[LUDI_AI_MAX_THREADS];
    int nhelpers = cnt > 1 && max_depth > 1 ? nthreads - 1 : 0;
    for (int i = 0; i < nhelpers; i++) {
        struct helper *h = &helpers[i];
        *h = (struct helper){.ls = ls[i + 1], .tt = tt, .s = s, .past = past, .b = *b,
                             .id = i + 1};
        h->b.movetime_ms = 0;
        h->b.nodes = 0;
        h->b.stop = &helpers_stop;
        h->b.depth = max_depth;
        h->started = pthread_create(&h->thread, NULL, helper_run, h) == 0;
    }
    deepen(main_ls, root, cnt, 1, max_depth);
    atomic_store(&helpers_stop, 1);
    /* the move of the deepest search finished (the main thread's when level) */
    struct lat_search *best = main_ls;
    int64_t nodes = main_ls->nodes;
    for (int i = 0; i < nhelpers; i++) {
        if (!helpers[i].started)
            continue;
        pthread_join(helpers[i].thread, NULL);
        nodes += helpers[i].ls->nodes;
        if (helpers[i].ls->depth_done > best->depth_done)
            best = helpers[i].ls;
    }
    if (main_ls->on.act_pick > 0 && !b->judge) {
        int64_t before = main_ls->nodes;
        best->best = pick_by_drive(main_ls, root, cnt, best->best, best->best_score,
                                   best->depth_done);
        nodes += main_ls->nodes - before;
    }
    memset(out, 0, sizeof *out);
    ludi_lat_fast_move_out(main_ls->pos, best->best, &out->move);
    out->score = best->best_score;
    out->depth = best->depth_done;
    out->nodes = nodes + model_nodes;
    out->win_chance = -1.0;
    collect_pv(best, out);
    out->elapsed_ms = (int)ai_clock_ms(&clock);
    return true;
}
