/* pente.c: Pente grammai (RULES.md section 2) behind the rules interface: options, board, text. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "pente_board.h"

/* --- geometry, loading and keys --- */

static const struct ludi_option_desc options[] = {
    {"lines", "Lines", "More lines, more counters and a longer race.", "number of lines",
     "%s lines", LUDI_OPTION_BOARD, 4, 0, {"5", "7", "9", "11"}, {"5", "7", "9", "11"}},
    {"mode", "Mode",
     "Knock-off: counters enter by the die and can knock enemies off. Classic: all start on the "
     "board, none is knocked off, a throw may move several counters.",
     "mode", NULL, LUDI_OPTION_RULE, 2, 0, {"knockoff", "classic"}, {"Knock-off", "Classic"}},
};

bool pt_lines_known(int lines)
{
    char text[16];
    snprintf(text, sizeof text, "%d", lines);
    return ludi_option_known(LUDI_PENTE, "lines", text);
}

void pt_geometry(const struct ludi_options *opt, struct pt_board *b)
{
    memset(b, 0, sizeof *b);
    /* only a bound here (this runs in the search's inner loop): states come from the set-up
     * or a parsed position, whose options were checked against the table */
    b->lines = opt->lines >= 1 && opt->lines <= LUDI_PENTE_MAX_LINES ? opt->lines : 5;
    b->n = 2 * b->lines;
    int m = (b->lines + 1) / 2;
    b->sacred[0] = m - 1;              /* mA */
    b->sacred[1] = b->lines + m - 1;   /* mB */
}

void pt_load(const struct ludi_state *s, struct pt_board *b)
{
    pt_geometry(&s->opt, b);
    for (int side = 0; side < 2; side++) {
        for (int i = 0; i < b->lines; i++) {
            int p = s->g.pente.pos[side][i];
            if (p == LUDI_OFF)
                b->off[side]++;
            else if (p >= 0 && p < b->n)
                b->cnt[side][p]++;
        }
    }
}

void pt_store(const struct pt_board *b, struct ludi_state *s)
{
    memset(&s->g.pente, 0, sizeof s->g.pente);
    for (int side = 0; side < 2; side++) {
        int i = 0;
        for (int k = 0; k < b->off[side] && i < b->lines; k++)
            s->g.pente.pos[side][i++] = LUDI_OFF;
        for (int p = 0; p < b->n; p++)
            for (int k = 0; k < b->cnt[side][p] && i < b->lines; k++)
                s->g.pente.pos[side][i++] = (int8_t)p;
    }
}

uint64_t pt_key(int side, int point, int nth)
{
    return ludi_zobrist(0x20000u + (uint64_t)side * 0x400u + (uint64_t)point * 0x10u +
                        (uint64_t)nth);
}

uint64_t pt_side_key(void)
{
    return ludi_zobrist(0x20000u + 0x800u);
}

/* Counters off the board are not hashed: their number follows from the rest. A pile on a
 * sacred point hashes as its first, second, .. counter, so adding or removing one is one xor. */
uint64_t pt_hash_board(const struct pt_board *b, int side_to_move)
{
    uint64_t h = side_to_move ? pt_side_key() : 0;
    for (int side = 0; side < 2; side++)
        for (int p = 0; p < b->n; p++)
            for (int k = 1; k <= b->cnt[side][p]; k++)
                h ^= pt_key(side, p, k);
    return h;
}

size_t pt_point_name(int lines, int p, char *buf, size_t len)
{
    if (p == LUDI_OFF)
        return (size_t)snprintf(buf, len, "off");
    if (p >= 0 && p < lines)
        return (size_t)snprintf(buf, len, "%dA", p + 1);
    if (p >= lines && p < 2 * lines)
        return (size_t)snprintf(buf, len, "%dB", p - lines + 1);
    return (size_t)snprintf(buf, len, "?%d", p);
}

static bool has_won(const struct pt_board *b, int side)
{
    return b->cnt[side][pt_goal(b, side)] == b->lines;
}

void pt_judge(struct ludi_state *s, const struct pt_board *b, int mover)
{
    s->result = LUDI_ONGOING;
    s->reason = LUDI_REASON_NONE;
    /* Only the mover's counters can arrive anywhere, so only the mover can have just won; the
     * other side is looked at too for positions set up by hand (parse refuses both at once). */
    for (int i = 0; i < 2; i++) {
        int side = i ? 1 - mover : mover;
        if (has_won(b, side)) {
            s->result = (int8_t)side;
            s->reason = LUDI_REASON_SACRED;
            s->phase = LUDI_PHASE_OVER;
            s->ndice = 0;
            memset(s->dice, 0, sizeof s->dice);
            return;
        }
    }
}

/* --- options --- */

static int option_get(const struct ludi_options *opt, int i)
{
    if (i == 1)
        return opt->mode == LUDI_PENTE_CLASSIC;
    for (int v = 0; v < options[0].nvalues; v++)
        if (atoi(options[0].values[v]) == opt->lines)
            return v;
    return options[0].def;
}

static void option_set(struct ludi_options *opt, int i, int v)
{
    if (i == 1)
        opt->mode = v ? LUDI_PENTE_CLASSIC : LUDI_PENTE_KNOCKOFF;
    else
        opt->lines = atoi(options[0].values[v]);
}

/* --- start and position strings --- */

static void empty_state(const struct ludi_options *opt, struct ludi_state *out)
{
    memset(out, 0, sizeof *out);
    out->opt = *opt;
    out->opt.game = LUDI_PENTE;
    if (!pt_lines_known(out->opt.lines))
        out->opt.lines = 5;
    if (out->opt.mode != LUDI_PENTE_CLASSIC)
        out->opt.mode = LUDI_PENTE_KNOCKOFF;
    out->result = LUDI_ONGOING;
    out->phase = LUDI_PHASE_ROLL;
}

static void start(const struct ludi_options *opt, struct ludi_state *out)
{
    struct pt_board b;
    empty_state(opt, out);
    pt_geometry(&out->opt, &b);
    for (int i = 0; i < b.lines; i++) {
        if (out->opt.mode == LUDI_PENTE_CLASSIC) {
            b.cnt[0][i] = 1;             /* A on 1A..LA */
            b.cnt[1][b.lines + i] = 1;   /* B on 1B..LB */
        } else {
            b.off[0]++;
            b.off[1]++;
        }
    }
    pt_store(&b, out);
    out->hash = pt_hash_board(&b, 0);
}

/* Parses one point name (the whole of text[0..len)): "off", "3A", "11B". */
static bool parse_point(int lines, const char *text, size_t len, int *out)
{
    if (len == 3 && memcmp(text, "off", 3) == 0) {
        *out = LUDI_OFF;
        return true;
    }
    if (len < 2 || len > 3 || text[0] < '1' || text[0] > '9')
        return false;
    int v = text[0] - '0';
    if (len == 3) {
        if (text[1] < '0' || text[1] > '9')
            return false;
        v = v * 10 + (text[1] - '0');
    }
    char c = text[len - 1];
    if (v > lines || (c != 'A' && c != 'B'))
        return false;
    *out = (c == 'A' ? 0 : lines) + v - 1;
    return true;
}

/* One side's list "A:off,1A,3B": exactly `lines` points. Advances *pp past it. */
static bool parse_list(const struct pt_board *b, const char **pp, int side, struct pt_board *out,
                       char *err, size_t errlen)
{
    const char *p = *pp;
    char who = side ? 'B' : 'A';
    if (*p == '\0')
        return ludi_fail(err, errlen, "the position ends before %c's counters", who);
    if (p[0] != who || p[1] != ':')
        return ludi_fail(err, errlen, "expected '%c:' and %c's counters, not '%.12s'", who, who,
                         p);
    p += 2;
    int count = 0;
    for (;;) {
        const char *tok = p;
        while (*p && *p != ',' && *p != ' ')
            p++;
        size_t len = (size_t)(p - tok);
        if (len == 0)
            return ludi_fail(err, errlen, "a point is missing in %c's list of counters", who);
        if (count == b->lines)
            return ludi_fail(err, errlen, "%c has more than %d counters", who, b->lines);
        int pt;
        if (!parse_point(b->lines, tok, len, &pt))
            return ludi_fail(err, errlen, "'%.*s' is not a point on %d lines (1A..%dA, "
                             "1B..%dB or off)", (int)(len > 12 ? 12 : len), tok, b->lines,
                             b->lines, b->lines);
        if (pt == LUDI_OFF)
            out->off[side]++;
        else
            out->cnt[side][pt]++;
        count++;
        if (*p != ',')
            break;
        p++;
    }
    if (count != b->lines)
        return ludi_fail(err, errlen, "%c has %d %s; %d lines need %d", who, count,
                         count == 1 ? "counter" : "counters", b->lines, b->lines);
    *pp = p;
    return true;
}

static bool parse_position(const struct ludi_options *opt, const char *text,
                           struct ludi_state *out, char *err, size_t errlen)
{
    struct ludi_state s;
    struct pt_board b;
    char name[8];
    empty_state(opt, &s);
    pt_geometry(&s.opt, &b);
    const char *p = text;
    while (*p == ' ')
        p++;
    if (!parse_list(&b, &p, 0, &b, err, errlen))
        return false;
    while (*p == ' ')
        p++;
    if (!parse_list(&b, &p, 1, &b, err, errlen))
        return false;
    while (*p == ' ')
        p++;
    if (*p == '\0')
        return ludi_fail(err, errlen, "the side to move ('a' or 'b') must follow the counters");
    if ((*p != 'a' && *p != 'b') || (p[1] && p[1] != ' '))
        return ludi_fail(err, errlen, "the side to move must be 'a' or 'b', not '%.12s'", p);
    int side = *p == 'b';
    p++;
    while (*p == ' ')
        p++;
    if (*p)
        return ludi_fail(err, errlen, "unexpected text after the position: '%.20s'", p);
    for (int q = 0; q < b.n; q++) {
        if (!pt_is_sacred(&b, q) && b.cnt[0][q] + b.cnt[1][q] > 1) {
            pt_point_name(b.lines, q, name, sizeof name);
            return ludi_fail(err, errlen, "%d counters on %s, an ordinary point, which holds "
                             "one", b.cnt[0][q] + b.cnt[1][q], name);
        }
    }
    if (s.opt.mode == LUDI_PENTE_CLASSIC && (b.off[0] || b.off[1]))
        return ludi_fail(err, errlen, "%c has a counter off the board, which classic mode "
                         "never has", b.off[0] ? 'A' : 'B');
    /* decided: a position where one side has all counters on its goal is a finished game
     * (phase OVER, that side wins) whoever is to move; both at once cannot arise in play and
     * is refused. A classic position with a counter off the board is refused too. */
    if (has_won(&b, 0) && has_won(&b, 1))
        return ludi_fail(err, errlen, "both sides have all their counters on the sacred line");
    s.side = (uint8_t)side;   /* decided: a position is read with the die not yet thrown */
    pt_store(&b, &s);
    s.hash = pt_hash_board(&b, side);
    pt_judge(&s, &b, 1 - side);   /* as if the side not to move had just moved */
    *out = s;
    return true;
}

static void format_list(const struct ludi_state *s, int side, char *buf, size_t len,
                        size_t *pos)
{
    char name[8];
    ludi_buf_add(buf, len, pos, "%c:", side ? 'B' : 'A');
    for (int i = 0; i < s->opt.lines && i < LUDI_PENTE_MAX_LINES; i++) {
        pt_point_name(s->opt.lines, s->g.pente.pos[side][i], name, sizeof name);
        ludi_buf_add(buf, len, pos, "%s%s", i ? "," : "", name);
    }
}

static size_t format_position(const struct ludi_state *s, char *buf, size_t len)
{
    size_t pos = 0;
    if (len)
        buf[0] = '\0';
    format_list(s, 0, buf, len, &pos);
    ludi_buf_add(buf, len, &pos, " ");
    format_list(s, 1, buf, len, &pos);
    ludi_buf_add(buf, len, &pos, " %c", s->side ? 'b' : 'a');
    return pos;
}

/* --- the diagram for people --- */

#define SHOW_COL 7

static void show_cell(char *buf, size_t len, size_t *pos, const char *text)
{
    int n = (int)strlen(text);
    int left = (SHOW_COL - n) / 2;
    ludi_buf_add(buf, len, pos, "%*s%s%*s", left, "", text, SHOW_COL - n - left, "");
}

static void counters_text(const struct pt_board *b, int p, char *out, size_t len)
{
    size_t pos = 0;
    out[0] = '\0';
    for (int side = 0; side < 2; side++) {
        int c = b->cnt[side][p];
        if (c == 1)
            ludi_buf_add(out, len, &pos, "%c", side ? 'b' : 'a');
        else if (c > 1)
            ludi_buf_add(out, len, &pos, "%c%d", side ? 'b' : 'a', c);
    }
    if (!pos)
        ludi_buf_add(out, len, &pos, ".");
}

/* The lines run up the page: line k joins kA (bottom) to (L+1-k)B (top), so the B points read
 * from right to left, as the players see them; the sacred line is drawn with '#'. */
static size_t show_raw(const struct ludi_state *s, char *buf, size_t len)
{
    struct pt_board b;
    char text[16];
    size_t pos = 0;
    if (len)
        buf[0] = '\0';
    pt_load(s, &b);
    int L = b.lines;
    ludi_buf_add(buf, len, &pos, "  ");
    for (int k = 1; k <= L; k++) {
        pt_point_name(L, 2 * L - k, text, sizeof text);
        show_cell(buf, len, &pos, text);
    }
    ludi_buf_add(buf, len, &pos, "\nB ");
    for (int k = 1; k <= L; k++) {
        counters_text(&b, 2 * L - k, text, sizeof text);
        show_cell(buf, len, &pos, text);
    }
    for (int row = 0; row < 3; row++) {
        ludi_buf_add(buf, len, &pos, "\n  ");
        for (int k = 1; k <= L; k++) {
            bool sacred = pt_is_sacred(&b, k - 1);
            show_cell(buf, len, &pos, sacred ? (row == 1 ? "o" : "#") : "|");
        }
    }
    ludi_buf_add(buf, len, &pos, "\nA ");
    for (int k = 1; k <= L; k++) {
        counters_text(&b, k - 1, text, sizeof text);
        show_cell(buf, len, &pos, text);
    }
    ludi_buf_add(buf, len, &pos, "\n  ");
    for (int k = 1; k <= L; k++) {
        pt_point_name(L, k - 1, text, sizeof text);
        show_cell(buf, len, &pos, text);
    }
    char ga[8], gb[8];
    pt_point_name(L, pt_goal(&b, 0), ga, sizeof ga);
    pt_point_name(L, pt_goal(&b, 1), gb, sizeof gb);
    ludi_buf_add(buf, len, &pos, "\noff the board: a %d, b %d; goals: a on %s, b on %s\n",
                 b.off[0], b.off[1], ga, gb);
    ludi_buf_add(buf, len, &pos, "%s, %d lines; ",
                 s->opt.mode == LUDI_PENTE_CLASSIC ? "classic" : "knock-off", L);
    char side = s->side ? 'b' : 'a';
    if (s->phase == LUDI_PHASE_OVER) {
        char res[80];
        ludi_result_format(s, res, sizeof res);
        ludi_buf_add(buf, len, &pos, "%s", res);
    } else if (s->phase == LUDI_PHASE_ROLL) {
        ludi_buf_add(buf, len, &pos, "%c to throw", side);
    } else {
        ludi_buf_add(buf, len, &pos, "%c to move with a %d", side, s->dice[0]);
    }
    return pos;
}

/* The diagram without trailing blanks on its lines, so that it can be pasted and compared. */
static size_t show(const struct ludi_state *s, char *buf, size_t len)
{
    char raw[LUDI_SHOW_LEN];
    size_t n = show_raw(s, raw, sizeof raw), w = 0;
    if (n >= sizeof raw)
        n = sizeof raw - 1;   /* cannot happen: eleven lines need about 900 characters */
    for (size_t i = 0; i < n; i++) {
        if (raw[i] == ' ') {
            size_t j = i;
            while (j < n && raw[j] == ' ')
                j++;
            if (j == n || raw[j] == '\n') {
                i = j - 1;
                continue;
            }
        }
        raw[w++] = raw[i];
    }
    raw[w] = '\0';
    size_t pos = 0;
    if (len)
        buf[0] = '\0';
    ludi_buf_add(buf, len, &pos, "%s", raw);
    return pos;
}

/* --- move notation --- */

static bool parse_move(const struct ludi_state *s, const char *text, struct ludi_move *out,
                       char *err, size_t errlen)
{
    struct pt_board b;
    struct ludi_move m;
    pt_geometry(&s->opt, &b);
    memset(&m, 0, sizeof m);
    if (strcmp(text, "pass") == 0) {
        *out = m;
        return true;
    }
    const char *p = text;
    for (;;) {
        if (m.nsteps == LUDI_MAX_STEPS)
            return ludi_fail(err, errlen, "'%.24s' has more than %d steps", text,
                             LUDI_MAX_STEPS);
        const char *from = p;
        while (*p && *p != '-' && *p != ',')
            p++;
        size_t flen = (size_t)(p - from);
        if (*p != '-')
            return ludi_fail(err, errlen, "'%.*s' is not a step like 2A-4A or off-3A",
                             (int)(flen > 16 ? 16 : flen), from);
        p++;
        const char *to = p;
        while (*p && *p != ',')
            p++;
        size_t tlen = (size_t)(p - to);
        int f, t;
        if (!parse_point(b.lines, from, flen, &f) || !parse_point(b.lines, to, tlen, &t))
            return ludi_fail(err, errlen, "'%.*s' is not a step like 2A-4A or off-3A on %d "
                             "lines", (int)(flen + 1 + tlen > 24 ? 24 : flen + 1 + tlen), from,
                             b.lines);
        struct ludi_step *st = &m.steps[m.nsteps++];
        st->from = (int8_t)f;
        st->to = (int8_t)t;
        /* the length along the track: what apply compares with the die */
        if (t == LUDI_OFF)
            st->die = 0;
        else if (f == LUDI_OFF)
            st->die = (uint8_t)pt_track_index(&b, s->side, t);
        else
            st->die = (uint8_t)pt_dist(&b, f, t);
        if (*p == '\0')
            break;
        p++;   /* ',' */
        if (*p == '\0')
            return ludi_fail(err, errlen, "'%.24s' ends with a comma", text);
    }
    *out = m;
    return true;
}

static size_t format_move(const struct ludi_state *s, const struct ludi_move *m, char *buf,
                          size_t len)
{
    char from[8], to[8];
    size_t pos = 0;
    if (len)
        buf[0] = '\0';
    for (int i = 0; i < m->nsteps && i < LUDI_MAX_STEPS; i++) {
        pt_point_name(s->opt.lines, m->steps[i].from, from, sizeof from);
        pt_point_name(s->opt.lines, m->steps[i].to, to, sizeof to);
        ludi_buf_add(buf, len, &pos, "%s%s-%s", i ? "," : "", from, to);
    }
    return pos;
}

/* --- identity and consistency --- */

static uint64_t hash_fresh(const struct ludi_state *s)
{
    struct pt_board b;
    pt_load(s, &b);
    return pt_hash_board(&b, s->side);
}

static bool check(const struct ludi_state *s, char *err, size_t errlen)
{
    if (!pt_lines_known(s->opt.lines))
        return ludi_fail(err, errlen, "unknown number of lines %d", s->opt.lines);
    if (s->opt.mode != LUDI_PENTE_KNOCKOFF && s->opt.mode != LUDI_PENTE_CLASSIC)
        return ludi_fail(err, errlen, "unknown mode %d", (int)s->opt.mode);
    struct pt_board b;
    pt_geometry(&s->opt, &b);
    for (int side = 0; side < 2; side++) {
        const int8_t *pos = s->g.pente.pos[side];
        for (int i = 0; i < LUDI_PENTE_MAX_LINES; i++) {
            if (i >= b.lines) {
                if (pos[i] != 0)
                    return ludi_fail(err, errlen, "side %d: unused slot %d is not 0", side, i);
                continue;
            }
            if (pos[i] < LUDI_OFF || pos[i] >= b.n)
                return ludi_fail(err, errlen, "side %d: counter %d on no point (%d)", side, i,
                                 pos[i]);
            if (i && pos[i] < pos[i - 1])
                return ludi_fail(err, errlen, "side %d: positions not sorted", side);
        }
    }
    pt_load(s, &b);
    for (int side = 0; side < 2; side++) {
        int total = b.off[side];
        for (int p = 0; p < b.n; p++)
            total += b.cnt[side][p];
        if (total != b.lines)
            return ludi_fail(err, errlen, "side %d has %d counters, not %d", side, total,
                             b.lines);
        if (s->opt.mode == LUDI_PENTE_CLASSIC && b.off[side])
            return ludi_fail(err, errlen, "side %d has counters off the board in classic mode",
                             side);
    }
    for (int p = 0; p < b.n; p++)
        if (!pt_is_sacred(&b, p) && b.cnt[0][p] + b.cnt[1][p] > 1)
            return ludi_fail(err, errlen, "two counters on ordinary point %d", p);
    switch (s->phase) {
    case LUDI_PHASE_MOVE:
        if (s->ndice != 1 || s->dice[0] < 1 || s->dice[0] > 6)
            return ludi_fail(err, errlen, "phase move without one thrown die");
        break;
    case LUDI_PHASE_ROLL:
    case LUDI_PHASE_OVER:
        if (s->ndice != 0 || s->dice[0] || s->dice[1] || s->dice[2])
            return ludi_fail(err, errlen, "dice left over outside the move phase");
        break;
    default:
        return ludi_fail(err, errlen, "unknown phase %d", s->phase);
    }
    bool won0 = has_won(&b, 0), won1 = has_won(&b, 1);
    if (won0 && won1)
        return ludi_fail(err, errlen, "both sides have won");
    int want = won0 ? LUDI_WIN0 : won1 ? LUDI_WIN1 : LUDI_ONGOING;
    if (s->result != want)
        return ludi_fail(err, errlen, "result %d, but the board says %d", s->result, want);
    if ((s->phase == LUDI_PHASE_OVER) != (want != LUDI_ONGOING))
        return ludi_fail(err, errlen, "phase and result disagree");
    if (s->reason != (want == LUDI_ONGOING ? LUDI_REASON_NONE : LUDI_REASON_SACRED))
        return ludi_fail(err, errlen, "wrong reason %d", s->reason);
    return true;
}

const struct ludi_rules ludi_pente_rules = {
    .game = LUDI_PENTE,
    .name = "pente",
    .title = "Pente grammai",
    .side_names = {"a", "b"},
    .ndice = 1,
    .options = options,
    .noptions = (int)(sizeof options / sizeof options[0]),
    .option_get = option_get,
    .option_set = option_set,
    .start = start,
    .parse_position = parse_position,
    .format_position = format_position,
    .show = show,
    .moves = pt_moves,
    .legal_steps = pt_legal_steps,
    .preview = pt_preview,
    .apply = pt_apply,
    .apply_trusted = pt_apply_trusted,
    .parse_move = parse_move,
    .format_move = format_move,
    .hash_fresh = hash_fresh,
    .check = check,
    .perft = NULL,
    .explain = pt_explain,
    .explain_pass = pt_explain_pass,
    .explain_forced = pt_explain_forced,
};
