/* pente_moves.c: Pente grammai's turn: knock-off and classic moves, single steps, apply. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "game.h"
#include "pente_board.h"

#define KO_MAX (LUDI_PENTE_MAX_LINES + 1)

static bool is_classic(const struct ludi_state *s)
{
    return s->opt.mode == LUDI_PENTE_CLASSIC;
}

static int die_of(const struct ludi_state *s)
{
    return (s->ndice >= 1 && s->dice[0] >= 1 && s->dice[0] <= 6) ? s->dice[0] : 0;
}

static void step_name(const struct pt_board *b, const struct ludi_step *st, char *buf,
                      size_t len)
{
    char from[8], to[8];
    pt_point_name(b->lines, st->from, from, sizeof from);
    pt_point_name(b->lines, st->to, to, sizeof to);
    snprintf(buf, len, "%s-%s", from, to);
}

static const char *pname(const struct pt_board *b, int p, char *buf)
{
    pt_point_name(b->lines, p, buf, 8);
    return buf;
}

/* Refuses a step, naming it first ("2A-4A: ..."). The names are only made here, on the way
 * out, so that the checks cost nothing while they pass (legal_steps runs them often). */
static bool step_fail(const struct pt_board *b, const struct ludi_step *st, char *err,
                      size_t errlen, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;

static bool step_fail(const struct pt_board *b, const struct ludi_step *st, char *err,
                      size_t errlen, const char *fmt, ...)
{
    if (!err || !errlen)
        return false;
    char name[24], msg[LUDI_ERR_LEN];
    va_list ap;
    step_name(b, st, name, sizeof name);
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return ludi_fail(err, errlen, "%s: %s", name, msg);
}

/* Refuses a step with a code: {1} is the step's name, the rest come from fmt. */
static bool step_refuse(const struct ludi_state *s, const struct pt_board *b,
                        const struct ludi_step *st, struct ludi_why *w, char *err, size_t errlen,
                        enum ludi_why_code c, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 8, 9)))
#endif
    ;

static bool step_refuse(const struct ludi_state *s, const struct pt_board *b,
                        const struct ludi_step *st, struct ludi_why *w, char *err, size_t errlen,
                        enum ludi_why_code c, const char *fmt, ...)
{
    if (!w && (!err || !errlen))
        return false;
    char name[24], rest[LUDI_WHY_ARGS * 24];
    va_list ap;
    step_name(b, st, name, sizeof name);
    va_start(ap, fmt);
    vsnprintf(rest, sizeof rest, fmt, ap);
    va_end(ap);
    return ludi_refuse(s, w, err, errlen, c, "%s|%s", name, rest);
}

/* Moves one counter of side; on an ordinary point an opponent's counter there is knocked off
 * (which only knock-off mode ever asks for), whether the mover enters or moves (RULES.md:
 * "entering works the same way"); on a sacred point nobody is knocked off, entering or not.
 * Keeps *h, the hash, up to date. */
static void make_step(struct pt_board *b, uint64_t *h, int side, int from, int to)
{
    int opp = 1 - side;
    if (from == LUDI_OFF) {
        b->off[side]--;
    } else {
        *h ^= pt_key(side, from, b->cnt[side][from]);
        b->cnt[side][from]--;
    }
    if (!pt_is_sacred(b, to) && b->cnt[opp][to]) {
        *h ^= pt_key(opp, to, b->cnt[opp][to]);
        b->cnt[opp][to]--;
        b->off[opp]++;
    }
    b->cnt[side][to]++;
    *h ^= pt_key(side, to, b->cnt[side][to]);
}

/* The end of every turn, the pass included: the die is spent and the other side throws,
 * unless the mover has just won. decided: the goal is judged here, once the whole turn is
 * played, never after a part of a classic split (a turn is one move; a part that puts all
 * counters on the goal while the die is not yet used up is no win). decided: after the
 * winning move the side to move passes to the loser as after any move, with phase OVER. */
static void finish_turn(const struct ludi_state *s, const struct pt_board *b, uint64_t h,
                        struct ludi_state *out)
{
    struct ludi_state t = *s;
    pt_store(b, &t);
    t.side = (uint8_t)(1 - s->side);
    t.hash = h ^ pt_side_key();
    t.ply++;
    t.ndice = 0;
    memset(t.dice, 0, sizeof t.dice);
    t.phase = LUDI_PHASE_ROLL;
    pt_judge(&t, b, s->side);
    *out = t;
}

static void write_pass(struct ludi_move *out, int cap)
{
    if (cap >= 1)
        memset(&out[0], 0, sizeof out[0]);
}

/* --- knock-off mode --- */

/* Can the entry point take a counter of side? Sacred, or none of side's own on it. */
static bool ko_entry_open(const struct pt_board *b, int side, int e)
{
    return pt_is_sacred(b, e) || !b->cnt[side][e];
}

/* Every legal knock-off turn (each one step): an entry when entering has priority, otherwise
 * one step per occupied point (counters piled on a sacred point are alike). */
static int ko_gen(const struct pt_board *b, int side, int d, struct ludi_step *out)
{
    if (b->off[side]) {
        int e = pt_track_point(b, side, d);
        if (ko_entry_open(b, side, e)) {
            out[0] = (struct ludi_step){LUDI_OFF, (int8_t)e, (uint8_t)d};
            return 1;
        }
    }
    int n = 0;
    for (int p = 0; p < b->n; p++) {
        if (!b->cnt[side][p])
            continue;
        int q = (p + d) % b->n;
        if (!pt_is_sacred(b, q) && b->cnt[side][q])
            continue;   /* never on an ordinary point held by one's own side */
        out[n++] = (struct ludi_step){(int8_t)p, (int8_t)q, (uint8_t)d};
    }
    return n;
}

/* Checks one knock-off step against the rules, naming the problem. */
static bool ko_check(const struct ludi_state *s, const struct pt_board *b,
                     const struct ludi_step *st, struct ludi_why *w, char *err, size_t errlen)
{
    char pt[8];
    int side = s->side, d = die_of(s);
    if (st->from < LUDI_OFF || st->from >= b->n || st->to < LUDI_OFF || st->to >= b->n)
        return step_fail(b, st, err, errlen, "a point that is not on %d lines", b->lines);
    if (st->to == LUDI_OFF)
        return step_refuse(s, b, st, w, err, errlen, LUDI_WHY_PT_LEAVE, "%s", "");
    int e = pt_track_point(b, side, d);
    if (st->from == LUDI_OFF) {
        if (!b->off[side])
            return step_refuse(s, b, st, w, err, errlen, LUDI_WHY_PT_NONE_OFF, "%s", "");
        if (st->to != e)
            return step_refuse(s, b, st, w, err, errlen, LUDI_WHY_PT_ENTER_AT, "%d|%s", d,
                               pname(b, e, pt));
    } else {
        int len = pt_dist(b, st->from, st->to);
        if (!b->cnt[side][st->from])
            return step_refuse(s, b, st, w, err, errlen, LUDI_WHY_PT_NO_COUNTER, "%s",
                               pname(b, st->from, pt));
        if (len == 1 && d != 1)
            return step_refuse(s, b, st, w, err, errlen, LUDI_WHY_PT_DIST_1, "%d", d);
        if (len != d)
            return step_refuse(s, b, st, w, err, errlen, LUDI_WHY_PT_DIST, "%d|%d", len, d);
        if (b->off[side] && ko_entry_open(b, side, e))
            return step_refuse(s, b, st, w, err, errlen, LUDI_WHY_PT_PRIORITY, "%s",
                               pname(b, e, pt));
    }
    /* decided: a step's die field must say what it uses (its length along the track; for an
     * entry, the point's place on the track); a step that says otherwise is refused */
    if (st->die != d)
        return step_fail(b, st, err, errlen, "the step says it uses a %d, the die shows %d",
                         st->die, d);
    if (!pt_is_sacred(b, st->to) && b->cnt[side][st->to])
        return step_refuse(s, b, st, w, err, errlen, LUDI_WHY_PT_OWN, "%s",
                           pname(b, st->to, pt));
    return true;
}

/* --- classic mode: the search over ways to share the die among counters --- */

/*
 * A classic turn is an assignment of parts (each >= 1, adding up to the rest of the die) to
 * different counters that may still move. Whether some playing order is legal does not depend
 * on the order chosen, only on the assignment: a part ending on an ordinary point needs that
 * point empty, or holding a counter of the mover's own that moves away in the same turn
 * (played first), and no other part ending there. Such "moves first" links never form a
 * cycle: a cycle would go once round the circuit, 2L >= 10 points, more than a die's 6.
 * So the search below picks parts point by point and checks each landing as it goes.
 *
 * decided: only where a part ends matters; on the way it passes over any counters, as in
 * knock-off mode (RULES.md names only the end point). decided: counters on one sacred point
 * are alike; a step from a point moves one that has not moved yet this turn, so a counter
 * cannot go on (1A-2A,2A-3A is refused: the counter on 2A has moved already), even where
 * one counter going all the way (1A-3A) would be legal.
 */

enum { DEC_OPEN, DEC_STAYS, DEC_MOVES };

struct cl_part {
    int8_t from, to;
    uint8_t len;
};

/* Distinct resulting positions, with a small open-addressing table over exact keys. */
struct cl_collect {
    struct ludi_move *out;
    int cap, count;
    int bits;                               /* the table has 1 << bits slots */
    uint64_t keys[LUDI_MAX_MOVES];
    uint8_t nsteps[LUDI_MAX_MOVES];
    uint16_t table[2 * LUDI_MAX_MOVES];     /* index + 1, 0 = empty */
};

struct cl_search {
    const struct pt_board *b;
    int side;
    uint8_t mov[PT_MAX_POINTS];             /* counters on each point still free to move */
    int8_t pts[PT_MAX_POINTS];              /* the points with mov > 0, in index order */
    int npts;
    uint8_t dec[PT_MAX_POINTS];             /* ordinary points: DEC_* */
    uint8_t targeted[PT_MAX_POINTS];        /* ordinary points a part ends on */
    struct cl_part parts[LUDI_MAX_STEPS];
    int nparts;
    struct cl_collect *collect;             /* NULL: stop at the first assignment found */
    bool found;
};

static void cl_init(struct cl_search *c, const struct pt_board *b, int side,
                    const uint8_t *mov, struct cl_collect *collect)
{
    c->b = b;
    c->side = side;
    c->npts = 0;
    c->nparts = 0;
    c->collect = collect;
    c->found = false;
    memset(c->dec, 0, sizeof c->dec);
    memset(c->targeted, 0, sizeof c->targeted);
    for (int p = 0; p < b->n; p++) {
        c->mov[p] = mov[p];
        if (mov[p])
            c->pts[c->npts++] = (int8_t)p;
    }
}

static bool cl_target_ok(const struct cl_search *c, int q)
{
    const struct pt_board *b = c->b;
    if (pt_is_sacred(b, q))
        return true;
    if (c->targeted[q] || b->cnt[1 - c->side][q])
        return false;
    if (b->cnt[c->side][q])   /* own counter: it must move away first, in this turn */
        return c->mov[q] && c->dec[q] != DEC_STAYS;
    return true;
}

static uint64_t cl_result_key(const struct cl_search *c)
{
    uint8_t cnt[PT_MAX_POINTS];
    const struct pt_board *b = c->b;
    memcpy(cnt, b->cnt[c->side], sizeof cnt);
    for (int i = 0; i < c->nparts; i++) {
        cnt[c->parts[i].from]--;
        cnt[c->parts[i].to]++;
    }
    /* The sorted points, 5 bits each (point + 1, so never 0): exact, at most 55 bits. */
    uint64_t key = 0;
    int shift = 0;
    for (int p = 0; p < b->n; p++)
        for (int k = 0; k < cnt[p]; k++, shift += 5)
            key |= (uint64_t)(p + 1) << shift;
    return key;
}

/* The parts in a legal playing order: each part once the counter it lands on (if any) has
 * left; among those free, the first found. */
static void cl_order(const struct cl_search *c, struct ludi_move *m)
{
    bool done[LUDI_MAX_STEPS] = {false};
    memset(m, 0, sizeof *m);
    for (int n = 0; n < c->nparts; n++) {
        int pick = -1;
        for (int j = 0; j < c->nparts && pick < 0; j++) {
            if (done[j])
                continue;
            int q = c->parts[j].to;
            bool free = true;
            if (!pt_is_sacred(c->b, q))
                for (int i = 0; i < c->nparts; i++)
                    if (!done[i] && i != j && c->parts[i].from == q)
                        free = false;
            if (free)
                pick = j;
        }
        if (pick < 0)
            pick = 0;   /* cannot happen: the links never form a cycle */
        done[pick] = true;
        m->steps[n] = (struct ludi_step){c->parts[pick].from, c->parts[pick].to,
                                         c->parts[pick].len};
    }
    m->nsteps = (uint8_t)c->nparts;
}

static uint32_t cl_slot(uint64_t key, int bits)
{
    return (uint32_t)((key * 0x9E3779B97F4A7C15ull) >> (64 - bits));
}

static void cl_rehash(struct cl_collect *k)
{
    uint32_t size = 1u << k->bits;
    memset(k->table, 0, size * sizeof k->table[0]);
    for (int i = 0; i < k->count; i++) {
        uint32_t h = cl_slot(k->keys[i], k->bits);
        while (k->table[h])
            h = (h + 1) & (size - 1);
        k->table[h] = (uint16_t)(i + 1);
    }
}

static void cl_leaf(struct cl_search *c)
{
    struct cl_collect *k = c->collect;
    if (!k) {
        c->found = true;
        return;
    }
    uint64_t key = cl_result_key(c);
    uint32_t size = 1u << k->bits;
    uint32_t h = cl_slot(key, k->bits);
    while (k->table[h]) {
        int i = k->table[h] - 1;
        if (k->keys[i] == key) {
            /* decided: of the turns giving one position, the one with fewest steps is listed
             * (then the first found, in point order) */
            if (c->nparts < k->nsteps[i]) {
                k->nsteps[i] = (uint8_t)c->nparts;
                if (i < k->cap)
                    cl_order(c, &k->out[i]);
            }
            return;
        }
        h = (h + 1) & (size - 1);
    }
    if (k->count >= LUDI_MAX_MOVES)
        return;   /* cannot happen: at most C(L+5, 6) = 8008 ways to share a 6 */
    int i = k->count++;
    k->keys[i] = key;
    k->nsteps[i] = (uint8_t)c->nparts;
    if (i < k->cap)
        cl_order(c, &k->out[i]);
    k->table[h] = (uint16_t)(i + 1);
    if (2 * k->count > (int)size && (1u << (k->bits + 1)) <= 2 * LUDI_MAX_MOVES) {
        k->bits++;
        cl_rehash(k);
    }
}

static void cl_rec(struct cl_search *c, int i, int r);

/* The counters on sacred point p (alike): parts in non-increasing order, so that each way
 * of sharing is met once. */
static void cl_sacred(struct cl_search *c, int i, int p, int left, int maxlen, int r)
{
    cl_rec(c, i + 1, r);
    if (!left || c->found)
        return;
    for (int k = 1; k <= maxlen && k <= r && !c->found; k++) {
        int q = (p + k) % c->b->n;
        if (!cl_target_ok(c, q))
            continue;
        bool ord = !pt_is_sacred(c->b, q);
        c->parts[c->nparts++] = (struct cl_part){(int8_t)p, (int8_t)q, (uint8_t)k};
        if (ord)
            c->targeted[q] = 1;
        cl_sacred(c, i, p, left - 1, k, r - k);
        if (ord)
            c->targeted[q] = 0;
        c->nparts--;
    }
}

static void cl_rec(struct cl_search *c, int i, int r)
{
    if (c->found)
        return;
    if (i == c->npts) {
        if (r == 0)
            cl_leaf(c);
        return;
    }
    int p = c->pts[i];
    if (pt_is_sacred(c->b, p)) {
        cl_sacred(c, i, p, c->mov[p], 6, r);
        return;
    }
    if (!c->targeted[p]) {   /* a counter some part lands on must move */
        c->dec[p] = DEC_STAYS;
        cl_rec(c, i + 1, r);
    }
    c->dec[p] = DEC_MOVES;
    for (int k = 1; k <= r && !c->found; k++) {
        int q = (p + k) % c->b->n;
        if (!cl_target_ok(c, q))
            continue;
        bool ord = !pt_is_sacred(c->b, q);
        c->parts[c->nparts++] = (struct cl_part){(int8_t)p, (int8_t)q, (uint8_t)k};
        if (ord)
            c->targeted[q] = 1;
        cl_rec(c, i + 1, r - k);
        if (ord)
            c->targeted[q] = 0;
        c->nparts--;
    }
    c->dec[p] = DEC_OPEN;
}

/* Can r points still be shared among the counters in mov on board b? */
static bool cl_completable(const struct pt_board *b, int side, const uint8_t *mov, int r)
{
    if (r == 0)
        return true;
    struct cl_search c;
    cl_init(&c, b, side, mov, NULL);
    cl_rec(&c, 0, r);
    return c.found;
}

/* Plays classic steps one after another from the start of the turn, checking each: the board
 * after them, the counters still free to move, and the points used. */
static bool cl_replay(const struct ludi_state *s, const struct ludi_step *steps, int n,
                      struct pt_board *b, uint8_t *mov, int *used, struct ludi_why *w, char *err,
                      size_t errlen)
{
    char pt[8], name[24];
    int side = s->side, d = die_of(s);
    pt_load(s, b);
    memcpy(mov, b->cnt[side], PT_MAX_POINTS);
    *used = 0;
    for (int i = 0; i < n; i++) {
        const struct ludi_step *st = &steps[i];
        if (st->from < LUDI_OFF || st->from >= b->n || st->to < LUDI_OFF || st->to >= b->n)
            return step_fail(b, st, err, errlen, "a point that is not on %d lines", b->lines);
        if (st->from == LUDI_OFF || st->to == LUDI_OFF)
            return step_refuse(s, b, st, w, err, errlen, LUDI_WHY_PT_STAYS, "%s", "");
        int len = pt_dist(b, st->from, st->to);
        if (len == 0)
            return step_fail(b, st, err, errlen, "a step must move");
        if (st->die != len)
            return step_fail(b, st, err, errlen, "that is %d %s along the track, the step "
                             "says %d", len, len == 1 ? "point" : "points", st->die);
        if (!b->cnt[side][st->from])
            return step_refuse(s, b, st, w, err, errlen, LUDI_WHY_PT_NO_COUNTER, "%s",
                               pname(b, st->from, pt));
        if (!mov[st->from])
            return step_refuse(s, b, st, w, err, errlen, LUDI_WHY_PT_MOVED, "%s",
                               pname(b, st->from, pt));
        *used += len;
        if (*used > d) {
            if (err)
                step_name(b, st, name, sizeof name);
            return ludi_fail(err, errlen, "the die shows %d, the parts add up to more (%d "
                             "after %s)", d, *used, err ? name : "");
        }
        if (!pt_is_sacred(b, st->to) && b->cnt[side][st->to])
            return step_refuse(s, b, st, w, err, errlen, LUDI_WHY_PT_CL_OWN, "%s",
                               pname(b, st->to, pt));
        if (!pt_is_sacred(b, st->to) && b->cnt[!side][st->to])
            return step_refuse(s, b, st, w, err, errlen, LUDI_WHY_PT_CL_TAKEN, "%s",
                               pname(b, st->to, pt));
        mov[st->from]--;
        b->cnt[side][st->from]--;
        b->cnt[side][st->to]++;
    }
    return true;
}

/* --- the interface --- */

int pt_moves(const struct ludi_state *s, const struct ludi_past *past, struct ludi_move *out,
             int cap)
{
    (void)past;
    struct pt_board b;
    int d = die_of(s);
    if (!d)
        return 0;
    pt_load(s, &b);
    if (!is_classic(s)) {
        struct ludi_step st[KO_MAX];
        int n = ko_gen(&b, s->side, d, st);
        if (n == 0) {
            write_pass(out, cap);
            return 1;
        }
        for (int i = 0; i < n && i < cap; i++) {
            memset(&out[i], 0, sizeof out[i]);
            out[i].nsteps = 1;
            out[i].steps[0] = st[i];
        }
        return n;
    }
    struct cl_collect k;
    struct cl_search c;
    k.out = out;
    k.cap = cap;
    k.count = 0;
    k.bits = 8;
    memset(k.table, 0, (1u << k.bits) * sizeof k.table[0]);
    cl_init(&c, &b, s->side, b.cnt[s->side], &k);
    cl_rec(&c, 0, d);
    if (k.count == 0) {   /* the whole value cannot be used: the turn is lost */
        write_pass(out, cap);
        return 1;
    }
    return k.count;
}

int pt_legal_steps(const struct ludi_state *s, const struct ludi_past *past,
                   const struct ludi_step *made, int nmade, struct ludi_step *out, int cap)
{
    (void)past;
    struct pt_board b;
    int d = die_of(s);
    if (!d)
        return 0;
    if (!is_classic(s)) {
        if (nmade)
            return 0;   /* a knock-off turn is one step */
        struct ludi_step st[KO_MAX];
        pt_load(s, &b);
        int n = ko_gen(&b, s->side, d, st);
        for (int i = 0; i < n && i < cap; i++)
            out[i] = st[i];
        return n;
    }
    uint8_t mov[PT_MAX_POINTS];
    int used;
    if (!cl_replay(s, made, nmade, &b, mov, &used, NULL, NULL, 0))
        return 0;
    int r = d - used, n = 0, side = s->side;
    for (int p = 0; p < b.n && r > 0; p++) {
        if (!mov[p])
            continue;
        for (int k = 1; k <= r; k++) {
            int q = (p + k) % b.n;
            if (!pt_is_sacred(&b, q) && (b.cnt[0][q] || b.cnt[1][q]))
                continue;
            struct pt_board t = b;
            t.cnt[side][p]--;
            t.cnt[side][q]++;
            mov[p]--;
            bool ok = cl_completable(&t, side, mov, r - k);
            mov[p]++;
            if (ok) {
                if (n < cap)
                    out[n] = (struct ludi_step){(int8_t)p, (int8_t)q, (uint8_t)k};
                n++;
            }
        }
    }
    return n;
}

/* The board after the steps so far, as a picture: side, dice and result stay as they were
 * (the turn is not over, so the goal is not judged). */
bool pt_preview(const struct ludi_state *s, const struct ludi_step *made, int nmade,
                struct ludi_state *out)
{
    struct pt_board b;
    struct ludi_state t = *s;
    if (!die_of(s))
        return false;
    if (!is_classic(s)) {
        if (nmade != 1)
            return false;
        pt_load(s, &b);
        if (!ko_check(s, &b, &made[0], NULL, NULL, 0))
            return false;
        uint64_t h = 0;
        make_step(&b, &h, s->side, made[0].from, made[0].to);
    } else {
        uint8_t mov[PT_MAX_POINTS];
        int used;
        if (!cl_replay(s, made, nmade, &b, mov, &used, NULL, NULL, 0))
            return false;
    }
    pt_store(&b, &t);
    t.hash = pt_hash_board(&b, t.side);
    *out = t;
    return true;
}

bool pt_apply_trusted(const struct ludi_state *s, const struct ludi_past *past,
                      const struct ludi_move *m, struct ludi_state *out)
{
    struct pt_board b;
    uint64_t h = s->hash;
    (void)past;
    pt_load(s, &b);
    for (int i = 0; i < m->nsteps && i < LUDI_MAX_STEPS; i++)
        make_step(&b, &h, s->side, m->steps[i].from, m->steps[i].to);
    finish_turn(s, &b, h, out);
    return true;
}

bool pt_apply(const struct ludi_state *s, const struct ludi_past *past, const struct ludi_move *m,
              struct ludi_state *out, char *err, size_t errlen)
{
    struct pt_board b;
    char name[24];
    int d = die_of(s);
    if (!d)
        return ludi_fail(err, errlen, "throw the die first");
    pt_load(s, &b);
    if (!is_classic(s)) {
        if (m->nsteps == 0) {
            struct ludi_step st[KO_MAX];
            if (ko_gen(&b, s->side, d, st) > 0) {
                step_name(&b, &st[0], name, sizeof name);
                return ludi_fail(err, errlen, "passing is not allowed: %s can be played", name);
            }
        } else if (m->nsteps > 1) {
            return ludi_fail(err, errlen, "in knock-off mode a turn moves one counter, not %d",
                             m->nsteps);
        } else if (!ko_check(s, &b, &m->steps[0], NULL, err, errlen)) {
            return false;
        }
        return pt_apply_trusted(s, past, m, out);
    }
    if (m->nsteps == 0) {
        if (cl_completable(&b, s->side, b.cnt[s->side], d))
            return ludi_fail(err, errlen, "passing is not allowed: the %d can be used", d);
        return pt_apply_trusted(s, past, m, out);
    }
    /* The sum first: it is the most common slip and says the most. */
    int sum = 0;
    bool lengths_known = true;
    for (int i = 0; i < m->nsteps; i++) {
        const struct ludi_step *st = &m->steps[i];
        if (st->from < 0 || st->from >= b.n || st->to < 0 || st->to >= b.n)
            lengths_known = false;
        else
            sum += pt_dist(&b, st->from, st->to);
    }
    if (lengths_known && sum != d)
        return ludi_fail(err, errlen, "the die shows %d, the parts add up to %d", d, sum);
    uint8_t mov[PT_MAX_POINTS];
    int used;
    struct pt_board after;
    if (!cl_replay(s, m->steps, m->nsteps, &after, mov, &used, NULL, err, errlen))
        return false;
    if (used != d)
        return ludi_fail(err, errlen, "the die shows %d, the parts add up to %d", d, used);
    return pt_apply_trusted(s, past, m, out);
}

/* --- why, for people --- */

/* A knock-off counter, or one that may not move at all (see struct ludi_rules' explain). */
static void ko_explain(const struct ludi_state *s, const struct pt_board *b, int from, int to,
                       struct ludi_why *w)
{
    char pt[8], at[8];
    int side = s->side, d = die_of(s), e = pt_track_point(b, side, d);
    if (to != LUDI_ANY) {
        /* the die of an entry is its place on the track, of a move its length */
        struct ludi_step st = {(int8_t)from, (int8_t)to, (uint8_t)d};
        if (from >= 0 && to >= 0)
            st.die = (uint8_t)pt_dist(b, from, to);
        ko_check(s, b, &st, w, NULL, 0);
        return;
    }
    if (from == LUDI_OFF) {
        if (!b->off[side])
            ludi_refuse(s, w, NULL, 0, LUDI_WHY_PT_NONE_OFF, "off");
        else
            ludi_refuse(s, w, NULL, 0, LUDI_WHY_PT_NO_ENTRY, "%d|%s", d, pname(b, e, pt));
        return;
    }
    pname(b, from, pt);
    if (!b->cnt[side][from])
        ludi_refuse(s, w, NULL, 0, LUDI_WHY_PT_NO_COUNTER, "%s|%s", pt, pt);
    else if (b->off[side] && ko_entry_open(b, side, e))
        ludi_refuse(s, w, NULL, 0, LUDI_WHY_PT_SRC_ENTER, "%s|%s", pt, pname(b, e, at));
    else
        ludi_refuse(s, w, NULL, 0, LUDI_WHY_PT_SRC_OWN, "%s|%d|%s", pt, d,
                    pname(b, (from + d) % b->n, at));
}

void pt_explain(const struct ludi_state *s, const struct ludi_step *made, int nmade, int from,
                int to, struct ludi_why *w)
{
    struct pt_board b;
    char pt[8];
    int d = die_of(s);
    if (!d || from < LUDI_OFF || to < LUDI_ANY || from >= 2 * s->opt.lines ||
        to >= 2 * s->opt.lines)
        return;
    pt_load(s, &b);
    if (!is_classic(s)) {
        ko_explain(s, &b, from, to, w);
        return;
    }
    uint8_t mov[PT_MAX_POINTS];
    int used;
    if (!cl_replay(s, made, nmade, &b, mov, &used, NULL, NULL, 0))
        return;
    int left = d - used;
    if (to == LUDI_ANY) {
        if (from == LUDI_OFF || !b.cnt[s->side][from])
            ludi_refuse(s, w, NULL, 0, LUDI_WHY_PT_NO_COUNTER, "%s|%s",
                        pname(&b, from, pt), pt);
        else if (!mov[from])
            ludi_refuse(s, w, NULL, 0, LUDI_WHY_PT_SRC_MOVED, "%s", pname(&b, from, pt));
        else
            ludi_refuse(s, w, NULL, 0, LUDI_WHY_PT_SRC_CLASSIC, "%s|%d", pname(&b, from, pt),
                        left);
        return;
    }
    struct ludi_step all[LUDI_MAX_STEPS + 1];
    char name[24];
    if (nmade)   /* made may be NULL when none were */
        memcpy(all, made, (size_t)nmade * sizeof *made);
    int len = from >= 0 && to >= 0 ? pt_dist(&b, from, to) : 0;
    all[nmade] = (struct ludi_step){(int8_t)from, (int8_t)to, (uint8_t)len};
    step_name(&b, &all[nmade], name, sizeof name);
    if (len > left && from >= 0 && to >= 0 && b.cnt[s->side][from] && mov[from]) {
        ludi_refuse(s, w, NULL, 0, LUDI_WHY_PT_CL_LEFT, "%s|%d|%d", name, len, left);
        return;
    }
    struct pt_board after;
    if (cl_replay(s, all, nmade + 1, &after, mov, &used, w, NULL, 0))
        ludi_refuse(s, w, NULL, 0, LUDI_WHY_PT_CL_REST, "%s", name);
}

/* Knock-off mode (one counter a turn): an entry while counters stand on the board, that
 * entering comes first; a move of one counter where every other, on the board or off it, would
 * land on one of its own side's, that. Play-test 57: "Only one move is possible" with a counter
 * on 1B that seemed free. Nothing in the classic mode, or where no other counter waits. */
void pt_explain_forced(const struct ludi_state *s, const struct ludi_move *m,
                       struct ludi_why *w)
{
    struct pt_board b;
    char at[8];
    int side = s->side, d = die_of(s);
    if (is_classic(s) || !d || m->nsteps != 1)
        return;
    pt_load(s, &b);
    int from = m->steps[0].from, others = 0;
    for (int p = 0; p < b.n; p++)
        others += p != from && b.cnt[side][p] > 0;
    if (from == LUDI_OFF) {
        if (others > 0)
            ludi_refuse(s, w, NULL, 0, LUDI_WHY_PT_FORCED_ENTER, "%s",
                        pname(&b, pt_track_point(&b, side, d), at));
        return;
    }
    /* off the board: none can enter (priority would force it), so its point is held */
    if (others == 0 && b.off[side] == 0)
        return;
    for (int p = 0; p < b.n; p++) {
        struct ludi_why t;
        memset(&t, 0, sizeof t);
        if (p == from || !b.cnt[side][p])
            continue;
        ko_explain(s, &b, p, LUDI_ANY, &t);
        if (t.code != LUDI_WHY_PT_SRC_OWN)
            return;
    }
    ludi_refuse(s, w, NULL, 0, LUDI_WHY_PT_FORCED_OWN, "%s", "");
}

void pt_explain_pass(const struct ludi_state *s, struct ludi_why *w)
{
    if (is_classic(s))
        ludi_refuse(s, w, NULL, 0, LUDI_WHY_PT_PASS_CL, "%d", die_of(s));
    else
        ludi_refuse(s, w, NULL, 0, LUDI_WHY_PT_PASS_KO, "%d", die_of(s));
}
