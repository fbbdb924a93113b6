/* duodecim.c: Duodecim scripta behind the rules interface: options, texts, apply, hash, check. */
#include <stdio.h>
#include <string.h>

#include "duo_board.h"

static const char *const side_name[2] = {"one", "two"};

/* --- the board's geometry --- */

int ludi_duo_cell(const struct ludi_options *opt, int side, int point, int *row, int *col)
{
    if (!opt || (side != 0 && side != 1) || point < 1 || point > 30)
        return -1;
    int r, c;
    if (point <= 6) {
        /* the middle row from the centre: One leftwards, Two rightwards */
        r = 1;
        c = side == 0 ? 6 - point : 5 + point;
    } else if (side == 0) {
        /* One: bottom row left to right, then top row right to left */
        r = point <= 18 ? 2 : 0;
        c = point <= 18 ? point - 7 : 30 - point;
    } else if (opt->path == LUDI_PATH_CROSS) {
        /* Two, crossing: bottom row right to left, then top row left to right */
        r = point <= 18 ? 2 : 0;
        c = point <= 18 ? 18 - point : point - 19;
    } else {
        /* Two, standard: top row right to left, then bottom row left to right */
        r = point <= 18 ? 0 : 2;
        c = point <= 18 ? 18 - point : point - 19;
    }
    if (row)
        *row = r;
    if (col)
        *col = c;
    return 0;
}

int ludi_duo_point_across(const struct ludi_options *opt, int point)
{
    if (!opt || point < DUO_SHARED || point > 30)
        return 0;
    return duo_opp_point(opt->path, point);
}

/* --- hashing: keys 0x30000 + side * 512 + index * 16 + count, and 0x30400 for side two --- */

static uint64_t count_key(int side, int index, int count)
{
    return count ? ludi_zobrist(0x30000u + (uint64_t)side * 512 + (uint64_t)index * 16 +
                                (uint64_t)count)
                 : 0;
}

static uint64_t side_key(void)
{
    return ludi_zobrist(0x30000u + 1024);
}

static uint64_t hash_fresh(const struct ludi_state *s)
{
    uint64_t h = s->side ? side_key() : 0;
    for (int side = 0; side < 2; side++)
        for (int i = 0; i < 32; i++)
            h ^= count_key(side, i, s->g.duo.cnt[side][i]);
    return h;
}

static void set_count(struct ludi_state *t, int side, int index, int n)
{
    uint8_t *c = &t->g.duo.cnt[side][index];
    t->hash ^= count_key(side, index, *c) ^ count_key(side, index, n);
    *c = (uint8_t)n;
}

/* One step on the state itself (own indices), hitting a lone opposing counter. */
static void state_step(struct ludi_state *t, int from, int to)
{
    int me = t->side, op = 1 - me;
    uint8_t (*cnt)[32] = t->g.duo.cnt;
    set_count(t, me, from, cnt[me][from] - 1);
    set_count(t, me, to, cnt[me][to] + 1);
    if (to >= DUO_SHARED && to <= 30) {
        int q = duo_opp_point(t->opt.path, to);
        if (cnt[op][q] == 1) {
            set_count(t, op, q, 0);
            set_count(t, op, DUO_WAIT, cnt[op][DUO_WAIT] + 1);
        }
    }
}

static int step_index(int p)
{
    return p == LUDI_OFF ? DUO_WAIT : p;
}

/* The turn is over: the other side throws next, unless the mover has borne off all. */
static void finish_turn(struct ludi_state *t)
{
    int me = t->side;
    if (t->g.duo.cnt[me][DUO_OUT] == LUDI_DUO_COUNTERS) {
        t->result = (int8_t)me;
        t->reason = LUDI_REASON_BORNE_OFF;
        t->phase = LUDI_PHASE_OVER;
    } else {
        t->phase = LUDI_PHASE_ROLL;
    }
    /* decided: the side passes to the opponent even after the winning move */
    t->side = (uint8_t)(1 - me);
    t->hash ^= side_key();
    t->ndice = 0;
    memset(t->dice, 0, sizeof t->dice);
    t->ply++;
}

/* --- options --- */

static const struct ludi_option_desc options[] = {
    {"path", "Path",
     "Standard: both go round the outer rows the same way. Cross: the second player goes round "
     "the other way, against the first.",
     "path", NULL, LUDI_OPTION_RULE, 2, 0, {"standard", "cross"}, {"Standard", "Cross"}},
};

static int option_get(const struct ludi_options *opt, int i)
{
    (void)i;
    return opt->path == LUDI_PATH_CROSS;
}

static void option_set(struct ludi_options *opt, int i, int v)
{
    (void)i;
    opt->path = v ? LUDI_PATH_CROSS : LUDI_PATH_STANDARD;
}

/* --- start and position strings --- */

static void empty_state(const struct ludi_options *opt, struct ludi_state *out)
{
    memset(out, 0, sizeof *out);
    out->opt = *opt;
    out->opt.game = LUDI_DUODECIM;
    out->result = LUDI_ONGOING;
    out->phase = LUDI_PHASE_ROLL;
}

static void start(const struct ludi_options *opt, struct ludi_state *out)
{
    empty_state(opt, out);
    out->g.duo.cnt[0][DUO_WAIT] = LUDI_DUO_COUNTERS;
    out->g.duo.cnt[1][DUO_WAIT] = LUDI_DUO_COUNTERS;
    out->hash = hash_fresh(out);
}

/* Reads a number of at most two digits; false when there is none. */
static bool read_small(const char **pp, int *out)
{
    const char *p = *pp;
    if (*p < '0' || *p > '9')
        return false;
    int v = *p++ - '0';
    if (*p >= '0' && *p <= '9')
        v = v * 10 + (*p++ - '0');
    if (*p >= '0' && *p <= '9')
        return false;
    *out = v;
    *pp = p;
    return true;
}

static bool parse_list(const char **pp, int side, uint8_t cnt[32], char *err, size_t errlen)
{
    const char *p = *pp, *who = side_name[side];
    int total = 0;
    for (;;) {
        int point, n = 1;
        const char *item = p;
        if (strncmp(p, "off", 3) == 0) {
            point = DUO_WAIT;
            p += 3;
        } else if (strncmp(p, "out", 3) == 0) {
            point = DUO_OUT;
            p += 3;
        } else if (!read_small(&p, &point) || point < 1 || point > 30) {
            return ludi_fail(err, errlen, "%s: expected a point 1 to 30, off or out at '%.12s'",
                             who, *item ? item : "the end");
        }
        if (*p == '*') {
            p++;
            if (!read_small(&p, &n) || n < 1 || n > LUDI_DUO_COUNTERS)
                return ludi_fail(err, errlen, "%s: a count after '*' must be 1 to 15", who);
        }
        total += n;
        if (total > LUDI_DUO_COUNTERS)
            return ludi_fail(err, errlen, "%s has more than 15 counters", who);
        cnt[point] = (uint8_t)(cnt[point] + n);   /* decided: a point named twice adds up */
        if (*p != ',')
            break;
        p++;
    }
    if (total != LUDI_DUO_COUNTERS)
        return ludi_fail(err, errlen, "%s has %d counters, not 15", who, total);
    *pp = p;
    return true;
}

static bool parse_position(const struct ludi_options *opt, const char *text,
                           struct ludi_state *out, char *err, size_t errlen)
{
    struct ludi_state t;
    const char *p = text;
    empty_state(opt, &t);
    if (t.opt.path != LUDI_PATH_STANDARD && t.opt.path != LUDI_PATH_CROSS)
        return ludi_fail(err, errlen, "unknown path");
    for (int side = 0; side < 2; side++) {
        if (side == 0) {
            while (*p == ' ')
                p++;
        } else if (*p != ' ') {
            return ludi_fail(err, errlen, "expected a space and 'two:' after one's counters");
        }
        while (*p == ' ')
            p++;
        size_t n = strlen(side_name[side]);
        if (strncmp(p, side_name[side], n) != 0 || p[n] != ':')
            return ludi_fail(err, errlen, "expected '%s:' at '%.12s'", side_name[side],
                             *p ? p : "the end");
        p += n + 1;
        if (!parse_list(&p, side, t.g.duo.cnt[side], err, errlen))
            return false;
    }
    if (*p != ' ')
        return ludi_fail(err, errlen, "expected a space and the side to move ('one' or 'two') "
                         "at '%.12s'", *p ? p : "the end");
    while (*p == ' ')
        p++;
    if (strncmp(p, "one", 3) == 0)
        t.side = 0;
    else if (strncmp(p, "two", 3) == 0)
        t.side = 1;
    else
        return ludi_fail(err, errlen, "the side to move must be 'one' or 'two', not '%.12s'",
                         *p ? p : "nothing");
    p += 3;
    while (*p == ' ')
        p++;
    if (*p)
        return ludi_fail(err, errlen, "unexpected text after the position: '%.20s'", p);
    uint8_t (*cnt)[32] = t.g.duo.cnt;
    for (int q = DUO_SHARED; q <= 30; q++) {
        int r = duo_opp_point(t.opt.path, q);
        if (cnt[0][q] && cnt[1][r])
            return ludi_fail(err, errlen, "one's point %d and two's point %d are the same point; "
                             "it cannot hold counters of both", q, r);
    }
    if (cnt[0][DUO_OUT] == LUDI_DUO_COUNTERS && cnt[1][DUO_OUT] == LUDI_DUO_COUNTERS)
        return ludi_fail(err, errlen, "both players have borne off all their counters");
    for (int side = 0; side < 2; side++) {
        if (cnt[side][DUO_OUT] == LUDI_DUO_COUNTERS) {
            t.result = (int8_t)side;
            t.reason = LUDI_REASON_BORNE_OFF;
            t.phase = LUDI_PHASE_OVER;
        }
    }
    t.hash = hash_fresh(&t);
    *out = t;
    return true;
}

static size_t format_position(const struct ludi_state *s, char *buf, size_t len)
{
    size_t pos = 0;
    if (len)
        buf[0] = '\0';
    for (int side = 0; side < 2; side++) {
        ludi_buf_add(buf, len, &pos, "%s%s:", side ? " " : "", side_name[side]);
        bool first = true;
        for (int i = 0; i < 32; i++) {
            int n = s->g.duo.cnt[side][i];
            if (!n)
                continue;
            ludi_buf_add(buf, len, &pos, "%s", first ? "" : ",");
            first = false;
            if (i == DUO_WAIT)
                ludi_buf_add(buf, len, &pos, "off");
            else if (i == DUO_OUT)
                ludi_buf_add(buf, len, &pos, "out");
            else
                ludi_buf_add(buf, len, &pos, "%d", i);
            if (n > 1)
                ludi_buf_add(buf, len, &pos, "*%d", n);
        }
    }
    ludi_buf_add(buf, len, &pos, " %s", side_name[s->side ? 1 : 0]);
    return pos;
}

static size_t show(const struct ludi_state *s, char *buf, size_t len)
{
    static const char *const row_name[3] = {"top", "middle", "bottom"};
    static const char mark[2] = {'o', 'x'};
    int point_at[3][12][2];   /* [row][col][side]: that side's point on the cell, or 0 */
    size_t pos = 0;
    if (len)
        buf[0] = '\0';
    memset(point_at, 0, sizeof point_at);
    for (int side = 0; side < 2; side++) {
        for (int p = 1; p <= 30; p++) {
            int r, c;
            if (ludi_duo_cell(&s->opt, side, p, &r, &c) == 0)
                point_at[r][c][side] = p;
        }
    }
    ludi_buf_add(buf, len, &pos, "Duodecim scripta, path=%s; points of one (o) above, of two "
                 "(x) below\n", s->opt.path == LUDI_PATH_CROSS ? "cross" : "standard");
    for (int r = 0; r < 3; r++) {
        for (int line = 0; line < 3; line++) {
            /* line 0: One's point numbers, 1: the counters, 2: Two's point numbers */
            char text[128];
            size_t n = 0;
            ludi_buf_add(text, sizeof text, &n, "%-7s", line == 1 ? row_name[r] : "");
            for (int c = 0; c < 12; c++) {
                if (r == 1 && c == 6)
                    ludi_buf_add(text, sizeof text, &n, " |");
                if (line != 1) {
                    int p = point_at[r][c][line / 2];
                    if (p)
                        ludi_buf_add(text, sizeof text, &n, "%4d", p);
                    else
                        ludi_buf_add(text, sizeof text, &n, "%4s", "");
                    continue;
                }
                int side = -1, count = 0;
                for (int k = 0; k < 2; k++) {
                    int p = point_at[r][c][k];
                    if (p && s->g.duo.cnt[k][p]) {
                        side = k;
                        count = s->g.duo.cnt[k][p];
                    }
                }
                if (side < 0)
                    ludi_buf_add(text, sizeof text, &n, "   .");
                else {
                    char pile[8];   /* "o3", "x14": right-aligned in the column */
                    snprintf(pile, sizeof pile, "%c%d", mark[side], count);
                    ludi_buf_add(text, sizeof text, &n, "%4s", pile);
                }
            }
            if (n >= sizeof text)
                n = sizeof text - 1;
            while (n > 0 && text[n - 1] == ' ')
                n--;
            ludi_buf_add(buf, len, &pos, "%.*s\n", (int)n, text);
        }
    }
    for (int side = 0; side < 2; side++)
        ludi_buf_add(buf, len, &pos, "%s (%c): %d waiting to enter, %d borne off\n",
                     side_name[side], mark[side], s->g.duo.cnt[side][DUO_WAIT],
                     s->g.duo.cnt[side][DUO_OUT]);
    if (s->phase == LUDI_PHASE_OVER) {
        ludi_buf_add(buf, len, &pos, "%s wins: all counters borne off",
                     side_name[s->result == LUDI_WIN1]);
    } else if (s->phase == LUDI_PHASE_ROLL) {
        ludi_buf_add(buf, len, &pos, "%s to throw", side_name[s->side ? 1 : 0]);
    } else {
        ludi_buf_add(buf, len, &pos, "%s to move, dice", side_name[s->side ? 1 : 0]);
        for (int i = 0; i < s->ndice && i < LUDI_MAX_DICE; i++)
            ludi_buf_add(buf, len, &pos, " %d", s->dice[i]);
    }
    return pos;
}

/* --- moves --- */

/* Nothing in Duodecim scripta depends on earlier positions: the past is not needed. */
static int moves(const struct ludi_state *s, const struct ludi_past *past, struct ludi_move *out,
                 int cap)
{
    (void)past;
    return duo_gen_moves(s, out, cap);
}

static int legal_steps(const struct ludi_state *s, const struct ludi_past *past,
                       const struct ludi_step *made, int nmade, struct ludi_step *out, int cap)
{
    (void)past;
    return duo_legal_steps(s, made, nmade, out, cap);
}

static bool preview(const struct ludi_state *s, const struct ludi_step *made, int nmade,
                    struct ludi_state *out)
{
    struct duo_follow f;
    if (!duo_follow(s, made, nmade, false, &f))
        return false;
    struct ludi_state t = *s;
    for (int k = 0; k < nmade; k++)
        state_step(&t, step_index(made[k].from), made[k].to);
    t.ndice = (uint8_t)f.nd;
    memset(t.dice, 0, sizeof t.dice);
    for (int i = 0; i < f.nd; i++)
        t.dice[i] = (uint8_t)f.dice[i];
    *out = t;
    return true;
}

static bool apply_trusted(const struct ludi_state *s, const struct ludi_past *past,
                          const struct ludi_move *m, struct ludi_state *out)
{
    (void)past;
    if (out != s)   /* one copy, then the steps in place (s and out may be the same) */
        *out = *s;
    for (int k = 0; k < m->nsteps; k++)
        state_step(out, step_index(m->steps[k].from), m->steps[k].to);
    finish_turn(out);
    return true;
}

static size_t step_name(const struct ludi_step *st, char *buf, size_t len)
{
    char from[8], to[8];
    if (st->from == LUDI_OFF)
        snprintf(from, sizeof from, "off");
    else
        snprintf(from, sizeof from, "%d", st->from);
    if (st->to == LUDI_OUT)
        snprintf(to, sizeof to, "out");
    else
        snprintf(to, sizeof to, "%d", st->to);
    return (size_t)snprintf(buf, len, "%s-%s", from, to);
}

/* Where walking a turn's steps has got to. */
struct walk {
    struct duo_pos b;
    int dice[LUDI_MAX_DICE], nd;
    int used, pips;
};

static void walk_start(const struct ludi_state *s, struct walk *k)
{
    duo_pos_load(s, &k->b);
    k->nd = s->ndice;
    for (int i = 0; i < k->nd; i++)
        k->dice[i] = s->dice[i];
    k->used = k->pips = 0;
}

/* Plays one step on k, checked against the board as it is then (each given the smallest die
 * that moves it); says why and returns false when it cannot be played. */
static bool walk_step(const struct ludi_state *s, struct walk *k, const struct ludi_step *st,
                      struct ludi_why *w, char *err, size_t errlen)
{
    struct duo_pos *b = &k->b;
    char name[24];
    step_name(st, name, sizeof name);
    bool from_ok = st->from == LUDI_OFF || (st->from >= 1 && st->from <= 30);
    bool to_ok = st->to == LUDI_OUT || (st->to >= 1 && st->to <= 30);
    if (!from_ok || !to_ok)
        return ludi_fail(err, errlen, "%s is not a step between points 1 to 30, off and out",
                         name);
    int from = step_index(st->from), to = st->to, nd = k->nd;
    if (nd == 0)
        return ludi_refuse(s, w, err, errlen, LUDI_WHY_DONE, "%s", name);
    if (duo_own(b, from) == 0) {
        if (from == DUO_WAIT)
            return ludi_refuse(s, w, err, errlen, LUDI_WHY_DUO_NONE_WAITING, "%s", name);
        return ludi_refuse(s, w, err, errlen, LUDI_WHY_DUO_NO_COUNTER, "%s|%d", name, from);
    }
    if (duo_own(b, DUO_WAIT) && from != DUO_WAIT)
        return ludi_refuse(s, w, err, errlen, LUDI_WHY_DUO_WAITING, "%s", name);
    int v = 0;
    if (to == DUO_OUT) {
        int need = 31 - from;
        if (b->back)
            return ludi_refuse(s, w, err, errlen, LUDI_WHY_DUO_NOT_HOME, "%s", name);
        for (int i = 0; i < nd && !v; i++)
            if (k->dice[i] == need && (!st->die || st->die == need))
                v = need;
        for (int u = need + 1; u <= 6 && !v; u++)
            for (int i = 0; i < nd && !v; i++)
                if (k->dice[i] == u && (!st->die || st->die == u))
                    v = u;
        if (!v)
            return ludi_refuse(s, w, err, errlen, LUDI_WHY_DUO_BEAR_NEED, "%s|%d|%d", name, from,
                               need);
        if (v > need && (b->occ & ((1u << from) - 1))) {
            int low = 1;   /* b->occ is never 0 here: `from` itself is set */
            while (!(b->occ & (1u << low)))
                low++;
            return ludi_refuse(s, w, err, errlen, LUDI_WHY_DUO_OVERSHOOT, "%s|%d|%d", name, v,
                               low);
        }
    } else {
        int d = from == DUO_WAIT ? to : to - from;
        if (from == DUO_WAIT && to > 6)
            return ludi_refuse(s, w, err, errlen, LUDI_WHY_DUO_ENTER_RANGE, "%s", name);
        if (d < 1)
            return ludi_refuse(s, w, err, errlen, LUDI_WHY_DUO_FORWARD, "%s", name);
        if (d > 6)
            return ludi_refuse(s, w, err, errlen, LUDI_WHY_DUO_RANGE, "%s", name);
        if (st->die && st->die != d)
            return ludi_fail(err, errlen, "%s moves %d points, not the %d given", name, d,
                             st->die);
        for (int i = 0; i < nd && !v; i++)
            if (k->dice[i] == d)
                v = d;
        if (!v)
            return ludi_refuse(s, w, err, errlen, LUDI_WHY_DUO_NO_DIE, "%s|%d", name, d);
        if (b->blocked & (1u << to))
            return ludi_refuse(s, w, err, errlen, LUDI_WHY_DUO_HELD, "%s|%d|%d", name, to,
                               s->g.duo.cnt[s->side ? 0 : 1][duo_opp_point(s->opt.path, to)]);
    }
    duo_make(b, from, v);
    for (int i = 0; i < nd; i++) {
        if (k->dice[i] == v) {
            k->dice[i] = k->dice[--k->nd];
            break;
        }
    }
    k->used++;
    k->pips += v;
    return true;
}

/* Says why a turn that duo_follow refused is illegal: the first step that cannot be played,
 * else the rule on using the dice. */
static bool explain_turn(const struct ludi_state *s, const struct ludi_move *m, char *err,
                         size_t errlen)
{
    struct walk k;
    walk_start(s, &k);
    int best = duo_best_quality(&k.b, k.dice, k.nd);
    for (int i = 0; i < m->nsteps; i++)
        if (!walk_step(s, &k, &m->steps[i], NULL, err, errlen))
            return false;
    if (k.used < best / 32)
        return ludi_fail(err, errlen, "the turn uses %d %s, but %d can be used", k.used,
                         k.used == 1 ? "die" : "dice", best / 32);
    if (k.pips < best % 32)
        return ludi_fail(err, errlen, "the dice used add up to %d, but dice adding up to %d can "
                         "be used", k.pips, best % 32);
    return ludi_fail(err, errlen, "these steps cannot be played together with these dice");
}

/* Says why the steps after made (their last one new) would not start a turn of the best
 * worth; true when they would. */
static bool explain_steps(const struct ludi_state *s, const struct ludi_step *steps, int n,
                          struct ludi_why *w)
{
    struct walk k;
    walk_start(s, &k);
    int best = duo_best_quality(&k.b, k.dice, k.nd);
    for (int i = 0; i < n; i++)
        if (!walk_step(s, &k, &steps[i], w, NULL, 0))
            return false;
    int reach = duo_best_quality(&k.b, k.dice, k.nd);
    char name[24];
    step_name(&steps[n - 1], name, sizeof name);
    if ((k.used * 32 + reach) / 32 < best / 32)
        return ludi_refuse(s, w, NULL, 0, LUDI_WHY_DUO_STEP_DICE, "%s", name);
    if (duo_quality(k.used, k.pips) + reach < best)
        return ludi_refuse(s, w, NULL, 0, LUDI_WHY_DUO_STEP_PIPS, "%s", name);
    return true;
}

/* Why a counter cannot go from-to over several dice: the first order of them that fails. */
static void explain_sum(const struct ludi_state *s, const struct ludi_step *made, int nmade,
                        int from, int to, const int *dice, int nd, struct ludi_why *w)
{
    static const int orders[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1},
                                     {2, 1, 0}};
    int dist = from == LUDI_OFF ? to : to - from;
    char name[24];
    struct ludi_step whole = {(int8_t)from, (int8_t)to, 0};
    step_name(&whole, name, sizeof name);
    for (int mask = 1; mask < (1 << nd); mask++) {
        int pick[3], np = 0, sum = 0;
        for (int i = 0; i < nd; i++)
            if (mask & (1 << i)) {
                pick[np++] = dice[i];
                sum += dice[i];
            }
        if (np < 2 || sum != dist)
            continue;
        for (int o = 0; o < 6; o++) {
            if (orders[o][0] >= np || orders[o][1] >= np)
                continue;
            struct ludi_step all[LUDI_MAX_STEPS + 3];
            if (nmade)   /* made may be NULL when none were */
        memcpy(all, made, (size_t)nmade * sizeof *made);
            int at = from, n = nmade;
            for (int j = 0; j < np; j++) {
                int v = pick[orders[o][j]];
                int next = at == LUDI_OFF ? v : at + v;
                all[n++] = (struct ludi_step){(int8_t)at, (int8_t)next, (uint8_t)v};
                at = next;
            }
            struct ludi_why tried;
            memset(&tried, 0, sizeof tried);
            if (explain_steps(s, all, n, &tried))
                continue;
            *w = tried;
            if (tried.code == LUDI_WHY_DUO_HELD) {
                /* a point on the way: name the whole way, then the point */
                char point[24], count[24];
                snprintf(point, sizeof point, "%s", tried.arg[1]);
                snprintf(count, sizeof count, "%s", tried.arg[2]);
                ludi_refuse(s, w, NULL, 0, LUDI_WHY_DUO_PASSING, "%s|%s|%s", name, point,
                            count);
            } else if (tried.code == LUDI_WHY_DUO_STEP_DICE ||
                       tried.code == LUDI_WHY_DUO_STEP_PIPS) {
                ludi_refuse(s, w, NULL, 0, tried.code, "%s", name);
            }
            return;
        }
    }
    ludi_refuse(s, w, NULL, 0, dist <= 6 ? LUDI_WHY_DUO_NO_DIE : LUDI_WHY_DUO_NO_SUM, "%s|%d",
                name, dist);
}

static void explain(const struct ludi_state *s, const struct ludi_step *made, int nmade,
                    int from, int to, struct ludi_why *w)
{
    struct duo_follow f;
    if ((from != LUDI_OFF && (from < 1 || from > 30)) ||
        (to != LUDI_ANY && to != LUDI_OUT && (to < 1 || to > 30)) ||
        !duo_follow(s, made, nmade, false, &f))
        return;
    struct ludi_step all[LUDI_MAX_STEPS + 1];
    if (nmade)   /* made may be NULL when none were */
        memcpy(all, made, (size_t)nmade * sizeof *made);
    if (to != LUDI_ANY) {
        int dist = from == LUDI_OFF ? to : to - from;
        bool single = to == LUDI_OUT || dist < 1 || dist > 18;
        for (int i = 0; i < f.nd; i++)
            single |= f.dice[i] == dist;
        all[nmade] = (struct ludi_step){(int8_t)from, (int8_t)to, 0};
        if (single || from == to || f.nd < 2) {
            explain_steps(s, all, nmade + 1, w);
            return;
        }
        /* the first step of the way must be possible at all: a waiting counter, say */
        struct ludi_why first;
        memset(&first, 0, sizeof first);
        all[nmade].to = (int8_t)duo_target(step_index(from), f.dice[0]);
        if (!explain_steps(s, all, nmade + 1, &first) &&
            first.code != LUDI_WHY_DUO_HELD && first.code != LUDI_WHY_DUO_STEP_DICE &&
            first.code != LUDI_WHY_DUO_STEP_PIPS) {
            all[nmade].to = (int8_t)to;
            explain_steps(s, all, nmade + 1, w);
            return;
        }
        explain_sum(s, made, nmade, from, to, f.dice, f.nd, w);
        return;
    }
    char name[8];
    snprintf(name, sizeof name, "%s", from == LUDI_OFF ? "off" : "");
    if (from != LUDI_OFF)
        snprintf(name, sizeof name, "%d", from);
    if (duo_own(&f.pos, step_index(from)) == 0) {
        if (from == LUDI_OFF)
            ludi_refuse(s, w, NULL, 0, LUDI_WHY_DUO_NONE_WAITING, "%s", name);
        else
            ludi_refuse(s, w, NULL, 0, LUDI_WHY_DUO_NO_COUNTER, "%s|%s", name, name);
        return;
    }
    if (duo_own(&f.pos, DUO_WAIT) && from != LUDI_OFF) {
        ludi_refuse(s, w, NULL, 0, LUDI_WHY_DUO_SRC_WAITING, "%s", name);
        return;
    }
    /* each die left in turn: a move it makes but the turn forbids, or why it makes none */
    struct ludi_why first;
    bool any_move = false, all_held = true, have_first = false;
    for (int i = 0; i < f.nd; i++) {
        struct ludi_why t;
        memset(&t, 0, sizeof t);
        all[nmade] = (struct ludi_step){(int8_t)from,
                                        (int8_t)duo_target(step_index(from), f.dice[i]),
                                        (uint8_t)f.dice[i]};
        if (explain_steps(s, all, nmade + 1, &t) || t.code == LUDI_WHY_DUO_STEP_DICE ||
            t.code == LUDI_WHY_DUO_STEP_PIPS) {
            any_move = true;
            continue;
        }
        all_held &= t.code == LUDI_WHY_DUO_HELD;
        if (!have_first) {
            first = t;
            have_first = true;
        }
    }
    if (any_move)
        ludi_refuse(s, w, NULL, 0, LUDI_WHY_DUO_SRC_MAX, "%s", name);
    else if (all_held)
        ludi_refuse(s, w, NULL, 0, LUDI_WHY_DUO_SRC_HELD, "%s", name);
    else if (have_first)
        *w = first;
}

/* A throw with one turn: the first counter on the board the turn leaves where it is, asked why
 * it cannot move (explain), says the rule for the whole throw. */
static void explain_forced(const struct ludi_state *s, const struct ludi_move *m,
                           struct ludi_why *w)
{
    struct duo_follow f;
    if (!duo_follow(s, NULL, 0, false, &f))
        return;
    bool max = false, held = false, other = false;
    for (int p = 1; p <= 30; p++) {
        bool moved = false;
        for (int k = 0; k < m->nsteps; k++)
            moved |= m->steps[k].from == p;
        if (moved || duo_own(&f.pos, p) == 0)
            continue;
        struct ludi_why t;
        memset(&t, 0, sizeof t);
        explain(s, NULL, 0, p, LUDI_ANY, &t);
        if (t.code == LUDI_WHY_DUO_SRC_WAITING) {
            ludi_refuse(s, w, NULL, 0, LUDI_WHY_DUO_FORCED_WAITING, "%s", "");
            return;
        }
        max |= t.code == LUDI_WHY_DUO_SRC_MAX;
        held |= t.code == LUDI_WHY_DUO_SRC_HELD;
        other |= t.code != LUDI_WHY_DUO_SRC_MAX && t.code != LUDI_WHY_DUO_SRC_HELD;
    }
    if (max)   /* the rule of using the dice: as many as can be, then as many points */
        ludi_refuse(s, w, NULL, 0,
                    m->nsteps == f.nd && f.nd == 3 ? LUDI_WHY_DUO_FORCED_ALL
                                                   : LUDI_WHY_DUO_FORCED_MOST, "%s", "");
    else if (held && !other)
        ludi_refuse(s, w, NULL, 0, LUDI_WHY_DUO_FORCED_HELD, "%s", "");
}

static void explain_pass(const struct ludi_state *s, struct ludi_why *w)
{
    ludi_refuse(s, w, NULL, 0, LUDI_WHY_DUO_PASS_HELD, "%s", "");
}

/* The steps may come in any order that is legal step by step and makes a turn of the best
 * worth (duo_quality). decided: a step's die, when given (not 0), must be the one it uses;
 * otherwise it is inferred from the distance, or for an overshooting bear-off is the smallest
 * die that lets the whole turn stand. */
static bool apply(const struct ludi_state *s, const struct ludi_past *past,
                  const struct ludi_move *m, struct ludi_state *out, char *err, size_t errlen)
{
    struct duo_follow f;
    if (m->nsteps > s->ndice)
        return ludi_fail(err, errlen, "the turn has %d steps, but only %d %s left", m->nsteps,
                         s->ndice, s->ndice == 1 ? "die is" : "dice are");
    if (!duo_follow(s, m->steps, m->nsteps, true, &f)) {
        if (m->nsteps == 0)
            return ludi_fail(err, errlen, "passing is allowed only when no die can be used");
        return explain_turn(s, m, err, errlen);
    }
    apply_trusted(s, past, m, out);
    return true;
}

/* Reads one end of a step: a point 1..30, or the word allowed there ("off" or "out"). */
static bool read_end(const char **pp, const char *word, int word_value, int *out)
{
    size_t n = strlen(word);
    int v;
    if (strncmp(*pp, word, n) == 0) {
        *pp += n;
        *out = word_value;
        return true;
    }
    if (!read_small(pp, &v) || v < 1 || v > 30)
        return false;
    *out = v;
    return true;
}

static bool parse_move(const struct ludi_state *s, const char *text, struct ludi_move *out,
                       char *err, size_t errlen)
{
    struct ludi_move m;
    memset(&m, 0, sizeof m);
    if (strcmp(text, "pass") != 0) {
        const char *p = text;
        for (;;) {
            const char *begin = p;
            int from, to;
            if (m.nsteps == LUDI_MAX_DICE)
                return ludi_fail(err, errlen, "'%.40s': a turn has at most three steps", text);
            if (*begin == ',' || *begin == '\0')
                return ludi_fail(err, errlen, "'%.40s' has an empty step", text);
            /* off-out is no step: a counter enters before it can be borne off */
            if (!read_end(&p, "off", LUDI_OFF, &from) || *p++ != '-' ||
                !read_end(&p, "out", LUDI_OUT, &to) || (*p && *p != ',') ||
                (from == LUDI_OFF && to == LUDI_OUT))
                return ludi_fail(err, errlen, "'%.*s' is not a step like 7-12, off-4 or 27-out",
                                 (int)strcspn(begin, ","), begin);
            m.steps[m.nsteps].from = (int8_t)from;
            m.steps[m.nsteps].to = (int8_t)to;
            m.nsteps++;
            if (!*p)
                break;
            p++;
        }
    }
    /* Fill in the dice when the turn is legal now, so that a turn read back from its text
     * equals the one ludi_moves gave; otherwise ludi_apply says what is wrong. */
    struct duo_follow f;
    if (s->phase == LUDI_PHASE_MOVE && duo_follow(s, m.steps, m.nsteps, true, &f))
        for (int k = 0; k < m.nsteps; k++)
            m.steps[k].die = f.die[k];
    *out = m;
    return true;
}

static size_t format_move(const struct ludi_state *s, const struct ludi_move *m, char *buf,
                          size_t len)
{
    char step[24];
    size_t pos = 0;
    (void)s;
    if (len)
        buf[0] = '\0';
    for (int k = 0; k < m->nsteps && k < LUDI_MAX_STEPS; k++) {
        step_name(&m->steps[k], step, sizeof step);
        ludi_buf_add(buf, len, &pos, "%s%s", k ? "," : "", step);
    }
    return pos;
}

static bool check(const struct ludi_state *s, char *err, size_t errlen)
{
    const struct ludi_duo *d = &s->g.duo;
    if (s->opt.path != LUDI_PATH_STANDARD && s->opt.path != LUDI_PATH_CROSS)
        return ludi_fail(err, errlen, "unknown path");
    int winner = -1;
    for (int side = 0; side < 2; side++) {
        int total = 0;
        for (int i = 0; i < 32; i++)
            total += d->cnt[side][i];
        if (total != LUDI_DUO_COUNTERS)
            return ludi_fail(err, errlen, "%s has %d counters", side_name[side], total);
        if (d->cnt[side][DUO_OUT] == LUDI_DUO_COUNTERS) {
            if (winner >= 0)
                return ludi_fail(err, errlen, "both players have borne off all");
            winner = side;
        }
    }
    for (int q = DUO_SHARED; q <= 30; q++)
        if (d->cnt[0][q] && d->cnt[1][duo_opp_point(s->opt.path, q)])
            return ludi_fail(err, errlen, "one's point %d holds counters of both players", q);
    if (winner >= 0) {
        if (s->phase != LUDI_PHASE_OVER || s->result != winner ||
            s->reason != LUDI_REASON_BORNE_OFF)
            return ludi_fail(err, errlen, "%s has borne off all, but the game is not over with "
                             "that result", side_name[winner]);
    } else if (s->phase == LUDI_PHASE_OVER || s->result != LUDI_ONGOING) {
        return ludi_fail(err, errlen, "the game is over, but nobody has borne off all");
    }
    if (s->phase == LUDI_PHASE_MOVE ? s->ndice > LUDI_MAX_DICE : s->ndice != 0)
        return ludi_fail(err, errlen, "%d dice in this phase", s->ndice);
    for (int i = 0; i < LUDI_MAX_DICE; i++)
        if (i < s->ndice ? (s->dice[i] < 1 || s->dice[i] > 6) : s->dice[i] != 0)
            return ludi_fail(err, errlen, "die %d shows %d", i + 1, s->dice[i]);
    return true;
}

const struct ludi_rules ludi_duodecim_rules = {
    .game = LUDI_DUODECIM,
    .name = "duodecim",
    .title = "Duodecim scripta",
    .side_names = {"one", "two"},
    .ndice = 3,
    .options = options,
    .noptions = (int)(sizeof options / sizeof options[0]),
    .option_get = option_get,
    .option_set = option_set,
    .start = start,
    .parse_position = parse_position,
    .format_position = format_position,
    .show = show,
    .moves = moves,
    .legal_steps = legal_steps,
    .preview = preview,
    .apply = apply,
    .apply_trusted = apply_trusted,
    .parse_move = parse_move,
    .format_move = format_move,
    .hash_fresh = hash_fresh,
    .check = check,
    .perft = NULL,
    .explain = explain,
    .explain_pass = explain_pass,
    .explain_forced = explain_forced,
    .combine = true,
};
