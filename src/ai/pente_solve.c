/* pente_solve.c: Pente grammai on five lines solved by value iteration over every position. */
/*
 * Counters go round the circuit and (knock-off) are sent back, so positions repeat: the game
 * is a stochastic game with cycles, solved by value iteration to convergence (Gauss-Seidel
 * sweeps, in place) rather than by retrograde analysis. The moves come from the rules
 * interface (ludi_moves, ludi_apply_trusted), once, into a graph of successors; the sweeps then
 * only read that graph.
 */
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "pente_solve.h"

#define PS_COUNTERS PS_LINES
#define PS_MAX_COMP 21           /* ways to share 5 counters among 3 places: C(7, 2) */
#define PS_SACRED_A 2            /* 3A */
#define PS_SACRED_B 7            /* 3B */

/* The ordinary points in order. */
static const int8_t ord_point[PS_ORDINARY] = {0, 1, 3, 4, 5, 6, 8, 9};
static const int32_t pow3[PS_ORDINARY] = {1, 3, 9, 27, 81, 243, 729, 2187};

/* Ways to share r counters among the places a mode has besides the ordinary points: both
 * sacred points and off the board (knock-off), or both sacred points (classic). */
static int ncomp(int mode, int r)
{
    return mode == LUDI_PENTE_CLASSIC ? r + 1 : (r + 1) * (r + 2) / 2;
}

/* The index of (on 3A, on 3B) among the ways to share r: knock-off counts (s0, s1) pairs
 * with s0 + s1 <= r in order, the rest off the board; classic has s1 = r - s0. */
static int comp_index(int mode, int r, int s0, int s1)
{
    if (mode == LUDI_PENTE_CLASSIC)
        return s0;
    int idx = 0;
    for (int j = 0; j < s0; j++)
        idx += r - j + 1;
    return idx + s1;
}

static void comp_decode(int mode, int r, int idx, int *s0, int *s1, int *off)
{
    if (mode == LUDI_PENTE_CLASSIC) {
        *s0 = idx;
        *s1 = r - idx;
        *off = 0;
        return;
    }
    int a = 0;
    while (idx > r - a) {
        idx -= r - a + 1;
        a++;
    }
    *s0 = a;
    *s1 = idx;
    *off = r - a - idx;
}

static void make_offsets(struct ps_table *t)
{
    uint32_t total = 0;
    for (int code = 0; code < PS_CODES; code++) {
        int a = 0, b = 0;
        for (int k = 0, c = code; k < PS_ORDINARY; k++, c /= 3) {
            a += c % 3 == 1;
            b += c % 3 == 2;
        }
        if (a > PS_COUNTERS || b > PS_COUNTERS) {
            t->offset[code] = -1;
            continue;
        }
        t->offset[code] = (int32_t)total;
        total += (uint32_t)(ncomp(t->mode, PS_COUNTERS - a) * ncomp(t->mode, PS_COUNTERS - b));
    }
    t->nstates = total;
}

/* Counts per point and off the board for both sides, from the side to move's view. */
struct ps_board {
    uint8_t cnt[2][PS_POINTS];
    uint8_t off[2];
};

static bool load_board(const struct ludi_state *s, struct ps_board *b)
{
    if (s->opt.game != LUDI_PENTE || s->opt.lines != PS_LINES)
        return false;
    memset(b, 0, sizeof *b);
    int me = s->side;
    for (int side = 0; side < 2; side++) {
        int who = me ? 1 - side : side;   /* mirrored: the mover becomes side A */
        for (int i = 0; i < PS_LINES; i++) {
            int p = s->g.pente.pos[side][i];
            if (p == LUDI_OFF)
                b->off[who]++;
            else if (p >= 0 && p < PS_POINTS)
                b->cnt[who][me ? (p + PS_LINES) % PS_POINTS : p]++;
            else
                return false;
        }
    }
    return true;
}

static int64_t board_index(const struct ps_table *t, const struct ps_board *b)
{
    int code = 0, n[2] = {0, 0};
    for (int k = 0; k < PS_ORDINARY; k++) {
        int p = ord_point[k];
        if (b->cnt[0][p] + b->cnt[1][p] > 1)
            return -1;
        if (b->cnt[0][p]) {
            code += pow3[k];
            n[0]++;
        } else if (b->cnt[1][p]) {
            code += 2 * pow3[k];
            n[1]++;
        }
    }
    if (t->offset[code] < 0)
        return -1;
    if (t->mode == LUDI_PENTE_CLASSIC && (b->off[0] || b->off[1]))
        return -1;
    int r0 = PS_COUNTERS - n[0], r1 = PS_COUNTERS - n[1];
    int c0 = comp_index(t->mode, r0, b->cnt[0][PS_SACRED_A], b->cnt[0][PS_SACRED_B]);
    int c1 = comp_index(t->mode, r1, b->cnt[1][PS_SACRED_A], b->cnt[1][PS_SACRED_B]);
    return (int64_t)t->offset[code] + (int64_t)c0 * ncomp(t->mode, r1) + c1;
}

int64_t ps_index(const struct ps_table *t, const struct ludi_state *s)
{
    struct ps_board b;
    if ((int)s->opt.mode != t->mode || !load_board(s, &b))
        return -1;
    return board_index(t, &b);
}

double ps_value_after(const struct ps_table *t, const struct ludi_state *after)
{
    if (after->phase == LUDI_PHASE_OVER)
        return after->result == 1 - after->side ? 1.0 : 0.0;
    int64_t i = ps_index(t, after);
    return i < 0 ? 0.5 : 1.0 - t->value[i];
}

/* The position of index-order entry (code, c0, c1) with A to move, built as a plain state. */
static void make_state(const struct ps_table *t, int code, int c0, int c1,
                       struct ludi_state *s)
{
    struct ludi_options o;
    ludi_options_default(LUDI_PENTE, &o);
    o.lines = PS_LINES;
    o.mode = (enum ludi_pente_mode)t->mode;
    ludi_start(&o, s);
    int n[2] = {0, 0};
    struct ps_board b;
    memset(&b, 0, sizeof b);
    for (int k = 0, c = code; k < PS_ORDINARY; k++, c /= 3) {
        if (c % 3) {
            b.cnt[c % 3 - 1][ord_point[k]] = 1;
            n[c % 3 - 1]++;
        }
    }
    int cs[2] = {c0, c1};
    for (int side = 0; side < 2; side++) {
        int s0, s1, off;
        comp_decode(t->mode, PS_COUNTERS - n[side], cs[side], &s0, &s1, &off);
        b.cnt[side][PS_SACRED_A] = (uint8_t)s0;
        b.cnt[side][PS_SACRED_B] = (uint8_t)s1;
        b.off[side] = (uint8_t)off;
    }
    /* the public layout: each side's points sorted, off the board first */
    memset(&s->g.pente, 0, sizeof s->g.pente);
    for (int side = 0; side < 2; side++) {
        int i = 0;
        for (int k = 0; k < b.off[side]; k++)
            s->g.pente.pos[side][i++] = LUDI_OFF;
        for (int p = 0; p < PS_POINTS; p++)
            for (int k = 0; k < b.cnt[side][p]; k++)
                s->g.pente.pos[side][i++] = (int8_t)p;
    }
    s->side = 0;
    s->phase = LUDI_PHASE_ROLL;
    s->result = LUDI_ONGOING;
    s->reason = LUDI_REASON_NONE;
    s->hash = 0;   /* not read: the graph is keyed by the table's own index */
    if (b.cnt[1][PS_SACRED_A] == PS_COUNTERS) {
        s->phase = LUDI_PHASE_OVER;
        s->result = LUDI_WIN1;
    } else if (b.cnt[0][PS_SACRED_B] == PS_COUNTERS) {
        s->phase = LUDI_PHASE_OVER;
        s->result = LUDI_WIN0;
    }
}

bool ps_state_of(const struct ps_table *t, uint32_t index, struct ludi_state *out)
{
    if (index >= t->nstates)
        return false;
    /* the last code whose first index is at most index (the offsets grow with the code) */
    int code = 0;
    for (int c = 0; c < PS_CODES; c++)
        if (t->offset[c] >= 0 && (uint32_t)t->offset[c] <= index)
            code = c;
    int n[2] = {0, 0};
    for (int k = 0, c = code; k < PS_ORDINARY; k++, c /= 3)
        if (c % 3)
            n[c % 3 - 1]++;
    uint32_t rest = index - (uint32_t)t->offset[code];
    uint32_t k1 = (uint32_t)ncomp(t->mode, PS_COUNTERS - n[1]);
    make_state(t, code, (int)(rest / k1), (int)(rest % k1), out);
    return true;
}

double ps_bellman(const struct ps_table *t, const struct ludi_state *s)
{
    static _Thread_local struct ludi_move moves[LUDI_MAX_MOVES];
    if (s->phase == LUDI_PHASE_OVER)
        return s->result == s->side ? 1.0 : 0.0;
    double sum = 0;
    for (int d = 1; d <= 6; d++) {
        struct ludi_state m, after;
        if (!ludi_set_dice(s, &d, 1, &m, NULL, 0))
            return -1.0;
        int n = ludi_moves(&m, NULL, moves, LUDI_MAX_MOVES);
        double best = -1.0;
        for (int i = 0; i < n && i < LUDI_MAX_MOVES; i++) {
            ludi_apply_trusted(&m, NULL, &moves[i], &after);
            double v = ps_value_after(t, &after);
            if (v > best)
                best = v;
        }
        sum += best;
    }
    return sum / 6.0;
}

/* --- the graph of moves --- */

#define PS_FIXED UINT32_MAX      /* first[]: a finished game, its value fixed */

struct ps_graph {
    uint32_t *first;             /* [state * 6 + roll]: start of its successors; +1 the end */
    uint32_t *succ;              /* successor indices; nstates = "the mover has won" */
    int64_t nsucc;
};

/* One worker's share: states [lo, hi), successors in its own growing array. */
struct ps_job {
    const struct ps_table *t;
    uint32_t lo, hi;
    uint32_t *count;             /* [(state - lo) * 6 + roll], PS_FIXED for a finished game */
    uint32_t *succ;
    int64_t n, cap;
    double *fixed;               /* [state - lo]: the value of a finished game */
    bool ok;
};

static bool push_succ(struct ps_job *j, uint32_t v)
{
    if (j->n == j->cap) {
        int64_t cap = j->cap ? j->cap * 2 : 1 << 16;
        uint32_t *p = realloc(j->succ, (size_t)cap * sizeof *p);
        if (!p)
            return false;
        j->succ = p;
        j->cap = cap;
    }
    j->succ[j->n++] = v;
    return true;
}

static void *build_job(void *arg)
{
    struct ps_job *j = arg;
    const struct ps_table *t = j->t;
    struct ludi_move *moves = malloc(LUDI_MAX_MOVES * sizeof *moves);
    j->ok = moves != NULL;
    uint32_t idx = 0;
    for (int code = 0; code < PS_CODES && j->ok; code++) {
        if (t->offset[code] < 0)
            continue;
        int n[2] = {0, 0};
        for (int k = 0, c = code; k < PS_ORDINARY; k++, c /= 3)
            if (c % 3)
                n[c % 3 - 1]++;
        int k0 = ncomp(t->mode, PS_COUNTERS - n[0]), k1 = ncomp(t->mode, PS_COUNTERS - n[1]);
        idx = (uint32_t)t->offset[code];
        if (idx + (uint32_t)(k0 * k1) <= j->lo || idx >= j->hi)
            continue;
        for (int c0 = 0; c0 < k0 && j->ok; c0++) {
            for (int c1 = 0; c1 < k1 && j->ok; c1++, idx++) {
                if (idx < j->lo || idx >= j->hi)
                    continue;
                struct ludi_state s, m, after;
                make_state(t, code, c0, c1, &s);
                uint32_t *cnt = &j->count[(size_t)(idx - j->lo) * 6];
                if (s.phase == LUDI_PHASE_OVER) {
                    cnt[0] = PS_FIXED;
                    j->fixed[idx - j->lo] = s.result == LUDI_WIN0 ? 1.0 : 0.0;
                    continue;
                }
                for (int d = 1; d <= 6 && j->ok; d++) {
                    if (!ludi_set_dice(&s, &d, 1, &m, NULL, 0)) {
                        j->ok = false;
                        break;
                    }
                    int nm = ludi_moves(&m, NULL, moves, LUDI_MAX_MOVES);
                    cnt[d - 1] = 0;
                    for (int i = 0; i < nm && i < LUDI_MAX_MOVES && j->ok; i++) {
                        ludi_apply_trusted(&m, NULL, &moves[i], &after);
                        int64_t next;
                        if (after.phase == LUDI_PHASE_OVER)
                            next = after.result == LUDI_WIN0 ? (int64_t)t->nstates : -1;
                        else
                            next = ps_index(t, &after);
                        if (next < 0 || !push_succ(j, (uint32_t)next))
                            j->ok = false;
                        cnt[d - 1]++;
                    }
                    if (nm <= 0)
                        j->ok = false;
                }
            }
        }
    }
    free(moves);
    return NULL;
}

static double seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static bool build_graph(struct ps_table *t, struct ps_graph *g, int threads)
{
    enum { MAX_JOBS = 2 };
    struct ps_job job[MAX_JOBS];
    pthread_t th[MAX_JOBS];
    bool started[MAX_JOBS] = {false, false};
    int nj = threads >= 2 ? 2 : 1;
    bool ok = true;
    memset(job, 0, sizeof job);
    memset(g, 0, sizeof *g);
    for (int k = 0; k < nj; k++) {
        struct ps_job *j = &job[k];
        j->t = t;
        /* the first states hold more counters on the board and have more moves: split a
         * little past the middle */
        uint32_t cut = nj == 1 ? t->nstates : (uint32_t)((uint64_t)t->nstates * 45 / 100);
        j->lo = k == 0 ? 0 : cut;
        j->hi = k == nj - 1 ? t->nstates : cut;
        j->count = malloc((size_t)(j->hi - j->lo) * 6 * sizeof *j->count);
        j->fixed = malloc((size_t)(j->hi - j->lo) * sizeof *j->fixed);
        if (!j->count || !j->fixed)
            ok = false;
    }
    for (int k = 1; k < nj && ok; k++)
        started[k] = pthread_create(&th[k], NULL, build_job, &job[k]) == 0;
    if (ok)
        build_job(&job[0]);
    for (int k = 1; k < nj && ok; k++) {
        if (started[k])
            pthread_join(th[k], NULL);
        else
            build_job(&job[k]);
    }
    for (int k = 0; k < nj; k++)
        ok = ok && job[k].ok;
    if (ok) {
        int64_t total = 0;
        for (int k = 0; k < nj; k++)
            total += job[k].n;
        g->first = malloc(((size_t)t->nstates * 6 + 1) * sizeof *g->first);
        g->succ = malloc((size_t)(total ? total : 1) * sizeof *g->succ);
        ok = g->first && g->succ;
        int64_t at = 0;
        for (int k = 0; k < nj && ok; k++) {
            const struct ps_job *j = &job[k];
            memcpy(g->succ + at, j->succ, (size_t)j->n * sizeof *j->succ);
            for (uint32_t i = j->lo; i < j->hi; i++) {
                const uint32_t *cnt = &j->count[(size_t)(i - j->lo) * 6];
                if (cnt[0] == PS_FIXED) {
                    for (int d = 0; d < 6; d++)
                        g->first[(size_t)i * 6 + (size_t)d] = (uint32_t)at;
                    g->first[(size_t)i * 6] = PS_FIXED;
                    t->value[i] = j->fixed[i - j->lo];
                    continue;
                }
                for (int d = 0; d < 6; d++) {
                    g->first[(size_t)i * 6 + (size_t)d] = (uint32_t)at;
                    at += cnt[d];
                }
            }
        }
        if (ok)
            g->first[(size_t)t->nstates * 6] = (uint32_t)at;
        g->nsucc = at;
    }
    for (int k = 0; k < nj; k++) {
        free(job[k].count);
        free(job[k].succ);
        free(job[k].fixed);
    }
    return ok;
}

/* The end of (state, roll)'s successors: the next start, skipping a finished game's mark. */
static uint32_t succ_end(const struct ps_graph *g, size_t at)
{
    uint32_t e = g->first[at + 1];
    if (e == PS_FIXED)   /* the next state is finished: its rolls all start where it ends */
        e = g->first[at + 2];
    return e;
}

/* One Gauss-Seidel sweep, forwards or backwards; returns the largest change. */
static double sweep(struct ps_table *t, const struct ps_graph *g, bool backwards)
{
    double *v = t->value, worst = 0;
    for (uint32_t k = 0; k < t->nstates; k++) {
        uint32_t i = backwards ? t->nstates - 1 - k : k;
        size_t base = (size_t)i * 6;
        if (g->first[base] == PS_FIXED)
            continue;
        double sum = 0;
        for (int d = 0; d < 6; d++) {
            uint32_t a = g->first[base + (size_t)d], e = succ_end(g, base + (size_t)d);
            double low = 1.0;   /* the opponent's value after the best move: as low as can be */
            for (uint32_t j = a; j < e; j++)
                if (v[g->succ[j]] < low)
                    low = v[g->succ[j]];
            sum += 1.0 - low;
        }
        double nv = sum / 6.0, diff = fabs(nv - v[i]);
        if (diff > worst)
            worst = diff;
        v[i] = nv;
    }
    return worst;
}

bool ps_prepare(struct ps_table *t, enum ludi_pente_mode mode)
{
    memset(t, 0, sizeof *t);
    t->mode = mode;
    make_offsets(t);
    return true;
}

bool ps_solve(struct ps_table *t, enum ludi_pente_mode mode, double tol, int threads,
              double init)
{
    ps_prepare(t, mode);
    /* one more value: the opponent's after the mover has won, always 0 */
    t->value = malloc(((size_t)t->nstates + 1) * sizeof *t->value);
    if (!t->value)
        return false;
    for (uint32_t i = 0; i <= t->nstates; i++)
        t->value[i] = i < t->nstates ? init : 0.0;
    double t0 = seconds();
    struct ps_graph g;
    if (!build_graph(t, &g, threads)) {
        free(g.first);
        free(g.succ);
        ps_free(t);
        return false;
    }
    double t1 = seconds();
    t->successors = g.nsucc;
    double worst = 1.0;
    for (int n = 0; n < 100000 && worst >= tol; n++) {
        worst = sweep(t, &g, n % 2 == 1);
        t->sweeps = n + 1;
    }
    t->residual = worst;
    t->build_s = t1 - t0;
    t->solve_s = seconds() - t1;
    free(g.first);
    free(g.succ);
    return true;
}

void ps_free(struct ps_table *t)
{
    free(t->value);
    t->value = NULL;
    t->nstates = 0;
}
