/* lat_game.c: Latrunculi behind the rules interface: options, text, moves, apply and perft. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "lat_board.h"

static const struct ludi_option_desc options[] = {
    {"size", "Board size", "Columns by rows; each side has a man for every column.", "size", "%s",
     LUDI_OPTION_BOARD, 4, 1, {"8x8", "12x8", "10x9", "11x10"}, {"8x8", "12x8", "10x9", "11x10"}},
    {"king", "King", "Blocked: lost when it cannot move. Surrounded: only by four enemies.",
     "king rule", NULL, LUDI_OPTION_RULE, 2, 0, {"blocked", "surrounded"},
     {"Blocked", "Surrounded"}},
    {"nocapture", "No-capture limit",
     "After this many moves without a capture, the side with more men wins; equal men, a draw.",
     "nocapture value", NULL, LUDI_OPTION_RULE, 4, 0, {"30", "60", "100", "0"},
     {"30", "60", "100", "Off"}},
    {"repeat", "Repetition", "Whether a position may come up a third time.", "repeat rule", NULL,
     LUDI_OPTION_RULE, 2, 0, {"forbid", "allow"}, {"Forbidden", "Allowed"}},
};
enum { OPT_SIZE, OPT_KING, OPT_NOCAPTURE, OPT_REPEAT };

static bool size_known(int w, int h)
{
    char text[16];
    snprintf(text, sizeof text, "%dx%d", w, h);
    return ludi_option_known(LUDI_LATRUNCULI, "size", text);
}

static void geo_of(const struct ludi_options *opt, struct lat_geo *g)
{
    lat_geo_init(g, opt->width, opt->height);
}

/* Public square index (rank0 * w + file0) <-> bit index (rank0 * (w + 1) + file0). */
static int sq_to_bit(const struct lat_geo *g, int sq)
{
    return (sq / g->w) * g->s + sq % g->w;
}

static int bit_to_sq(const struct lat_geo *g, int bit)
{
    return (bit / g->s) * g->w + bit % g->s;
}

/* --- options --- */

static int option_get(const struct ludi_options *opt, int i)
{
    char text[16];
    const struct ludi_option_desc *d = &options[i];
    switch (i) {
    case OPT_SIZE: snprintf(text, sizeof text, "%dx%d", opt->width, opt->height); break;
    case OPT_KING: return opt->king == LUDI_KING_SURROUNDED;
    case OPT_NOCAPTURE: snprintf(text, sizeof text, "%d", opt->nocapture); break;
    default: return opt->repeat == LUDI_REPEAT_ALLOW;
    }
    for (int v = 0; v < d->nvalues; v++)
        if (strcmp(d->values[v], text) == 0)
            return v;
    return d->def;
}

static void option_set(struct ludi_options *opt, int i, int v)
{
    const char *text = options[i].values[v];
    switch (i) {
    case OPT_SIZE: sscanf(text, "%dx%d", &opt->width, &opt->height); break;
    case OPT_KING: opt->king = v ? LUDI_KING_SURROUNDED : LUDI_KING_BLOCKED; break;
    case OPT_NOCAPTURE: opt->nocapture = atoi(text); break;
    default: opt->repeat = v ? LUDI_REPEAT_ALLOW : LUDI_REPEAT_FORBID; break;
    }
}

/* --- judging a position, and the past --- */

/* decided: the repetition rule looks back over every position since the last capture, however
 * long ago (the session keeps them all). */
static size_t past_needed(const struct ludi_state *s)
{
    if (s->opt.repeat == LUDI_REPEAT_ALLOW)
        return 0;
    return s->ply < s->g.lat.nocap ? s->ply : s->g.lat.nocap;
}

static bool can_move(const struct lat_geo *g, const struct lat_board *b,
                     const struct lat_twice *twice)
{
    if (!lat_has_pseudo_move(g, b, b->side))
        return false;
    if (!twice || twice->n == 0)
        return true;
    return lat_gen(g, b, twice, NULL, 0) > 0;
}

/* Fills result, reason and phase of s (whose board is up to date; twice: the positions seen
 * twice, NULL for none). */
static void judge_state(struct ludi_state *s, const struct lat_twice *twice)
{
    struct lat_geo g;
    struct lat_board b;
    geo_of(&s->opt, &g);
    lat_load(s, &b);
    int8_t result;
    uint8_t reason;
    lat_judge(&g, &b, &s->opt, can_move(&g, &b, twice), &result, &reason);
    s->result = result;
    s->reason = reason;
    s->phase = result == LUDI_ONGOING ? LUDI_PHASE_MOVE : LUDI_PHASE_OVER;
}

/* --- start and position strings --- */

static void empty_state(const struct ludi_options *opt, struct ludi_state *out)
{
    memset(out, 0, sizeof *out);
    out->opt = *opt;
    out->opt.game = LUDI_LATRUNCULI;
    out->result = LUDI_ONGOING;
    out->phase = LUDI_PHASE_MOVE;
}

static void start(const struct ludi_options *opt, struct ludi_state *out)
{
    struct lat_geo g;
    struct lat_board b;
    empty_state(opt, out);
    geo_of(opt, &g);
    memset(&b, 0, sizeof b);
    int w = g.w, h = g.h, mid = (w + 1) / 2;   /* ceil(W/2) */
    for (int f = 0; f < w; f++) {
        b.men[0] |= LAT_BIT(f);
        b.men[1] |= LAT_BIT((h - 1) * g.s + f);
    }
    b.kings[0] = LAT_BIT(1 * g.s + mid);
    b.kings[1] = LAT_BIT((h - 2) * g.s + (w - 1 - mid));
    b.hash = lat_hash_board(&b);
    lat_store(&b, out);
}

static bool parse_position(const struct ludi_options *opt, const char *text,
                           struct ludi_state *out, char *err, size_t errlen)
{
    /* First pass: the board's size from the ranks. */
    const char *p = text;
    int ranks = 0, width = -1, files = 0;
    struct { int f, r; char c; } pieces[LUDI_LAT_MAX_W * LUDI_LAT_MAX_H];
    int npieces = 0;
    while (*p == ' ')
        p++;
    for (;; p++) {
        char c = *p;
        if (c == '/' || c == ' ' || c == '\0') {
            if (files == 0)
                return ludi_fail(err, errlen, "empty rank %d in the position", ranks + 1);
            if (width < 0)
                width = files;
            else if (files != width)
                return ludi_fail(err, errlen, "rank %d has %d squares, the first has %d",
                                 ranks + 1, files, width);
            ranks++;
            files = 0;
            if (ranks > LUDI_LAT_MAX_H)
                return ludi_fail(err, errlen, "too many ranks in the position");
            if (c != '/')
                break;
        } else if (c >= '1' && c <= '9') {
            int n = c - '0';
            if (p[1] >= '0' && p[1] <= '9') {
                n = n * 10 + (p[1] - '0');
                p++;
                if (p[1] >= '0' && p[1] <= '9')
                    return ludi_fail(err, errlen, "a run of empty squares is too long");
            }
            files += n;
            if (files > LUDI_LAT_MAX_W)
                return ludi_fail(err, errlen, "rank %d is too long", ranks + 1);
        } else if (c == 'b' || c == 'B' || c == 'w' || c == 'W') {
            if (files >= LUDI_LAT_MAX_W)
                return ludi_fail(err, errlen, "rank %d is too long", ranks + 1);
            pieces[npieces].f = files;
            pieces[npieces].r = ranks;   /* counted from the top for now */
            pieces[npieces].c = c;
            npieces++;
            files++;
        } else {
            return ludi_fail(err, errlen, "unexpected '%c' in the board of the position", c);
        }
    }
    if (!size_known(width, ranks)) {
        char list[64];
        ludi_option_values_text(&options[OPT_SIZE], list, sizeof list);
        return ludi_fail(err, errlen, "the board is %dx%d; Latrunculi is played on %s", width,
                         ranks, list);
    }
    /* Side to move and the no-capture count. */
    while (*p == ' ')
        p++;
    char side_c = *p;
    if (side_c != 'b' && side_c != 'w')
        return ludi_fail(err, errlen, "the side to move must follow the board: 'b' or 'w'");
    p++;
    if (*p != ' ')
        return ludi_fail(err, errlen, "the no-capture count must follow the side to move");
    while (*p == ' ')
        p++;
    char count[16];
    size_t k = 0;
    while (*p && *p != ' ' && k + 1 < sizeof count)
        count[k++] = *p++;
    count[k] = '\0';
    while (*p == ' ')
        p++;
    if (*p)
        return ludi_fail(err, errlen, "unexpected text after the position: '%.20s'", p);
    struct ludi_options o = *opt;
    o.game = LUDI_LATRUNCULI;
    o.width = width;
    o.height = ranks;
    long nocap;
    long limit = o.nocapture > 0 ? o.nocapture : 9999;
    if (!ludi_parse_int(count, 0, limit, &nocap))
        return ludi_fail(err, errlen, "the no-capture count must be a number from 0 to %ld, "
                         "not '%s'", limit, count);

    struct lat_geo g;
    struct lat_board b;
    memset(&b, 0, sizeof b);
    geo_of(&o, &g);
    for (int i = 0; i < npieces; i++) {
        int bit = (ranks - 1 - pieces[i].r) * g.s + pieces[i].f;
        switch (pieces[i].c) {
        case 'b': b.men[0] |= LAT_BIT(bit); break;
        case 'B': b.kings[0] |= LAT_BIT(bit); break;
        case 'w': b.men[1] |= LAT_BIT(bit); break;
        default: b.kings[1] |= LAT_BIT(bit); break;
        }
    }
    for (int side = 0; side < 2; side++) {
        if (lat_popcount(b.kings[side]) != 1)
            return ludi_fail(err, errlen, "%s must have exactly one king",
                             side ? "white" : "black");
        if (lat_popcount(b.men[side]) > width)
            return ludi_fail(err, errlen, "%s has more than %d men", side ? "white" : "black",
                             width);
    }
    b.side = side_c == 'w';
    b.nocap = (int)nocap;
    b.hash = lat_hash_board(&b);
    struct ludi_state s;
    empty_state(&o, &s);
    lat_store(&b, &s);
    judge_state(&s, NULL);   /* as if the side not to move had just moved; no past */
    *out = s;
    return true;
}

static char piece_at(const struct lat_board *b, int bit)
{
    u128 x = LAT_BIT(bit);
    if (b->men[0] & x) return 'b';
    if (b->kings[0] & x) return 'B';
    if (b->men[1] & x) return 'w';
    if (b->kings[1] & x) return 'W';
    return 0;
}

static size_t format_position(const struct ludi_state *s, char *buf, size_t len)
{
    struct lat_geo g;
    struct lat_board b;
    size_t pos = 0;
    geo_of(&s->opt, &g);
    lat_load(s, &b);
    if (len)
        buf[0] = '\0';
    for (int r = g.h - 1; r >= 0; r--) {
        int run = 0;
        for (int f = 0; f < g.w; f++) {
            char c = piece_at(&b, r * g.s + f);
            if (!c) {
                run++;
                continue;
            }
            if (run)
                ludi_buf_add(buf, len, &pos, "%d", run);
            run = 0;
            ludi_buf_add(buf, len, &pos, "%c", c);
        }
        if (run)
            ludi_buf_add(buf, len, &pos, "%d", run);
        if (r)
            ludi_buf_add(buf, len, &pos, "/");
    }
    ludi_buf_add(buf, len, &pos, " %c %d", b.side ? 'w' : 'b', b.nocap);
    return pos;
}

static size_t show(const struct ludi_state *s, char *buf, size_t len)
{
    struct lat_geo g;
    struct lat_board b;
    size_t pos = 0;
    geo_of(&s->opt, &g);
    lat_load(s, &b);
    if (len)
        buf[0] = '\0';
    /* the first line says what the diagram shows, so it reads well after the protocol's "= " */
    ludi_buf_add(buf, len, &pos, "Latrunculi %dx%d, %s to move, %d %s without capture", g.w,
                 g.h, b.side ? "white" : "black", b.nocap, b.nocap == 1 ? "move" : "moves");
    if (s->opt.nocapture)
        ludi_buf_add(buf, len, &pos, " (limit %d)", s->opt.nocapture);
    for (int r = g.h - 1; r >= 0; r--) {
        ludi_buf_add(buf, len, &pos, "\n%2d ", r + 1);
        for (int f = 0; f < g.w; f++) {
            char c = piece_at(&b, r * g.s + f);
            ludi_buf_add(buf, len, &pos, " %c", c ? c : '.');
        }
    }
    ludi_buf_add(buf, len, &pos, "\n   ");
    for (int f = 0; f < g.w; f++)
        ludi_buf_add(buf, len, &pos, " %c", 'a' + f);
    return pos;
}

/* --- moves --- */

static int gen_moves(const struct ludi_state *s, const struct ludi_past *past, int (*mv)[2],
                     int cap)
{
    struct lat_geo g;
    struct lat_board b;
    struct ludi_lat_rep rep;
    struct ludi_lat_rep_at at;
    geo_of(&s->opt, &g);
    lat_load(s, &b);
    lat_rep_init(&rep);
    if (!lat_rep_start(&rep, past, s->hash, s->opt.repeat == LUDI_REPEAT_FORBID, 0, &at))
        return 0;   /* out of memory for a very long past */
    struct lat_twice tw = lat_rep_twice(&rep, &at);
    int n = lat_gen(&g, &b, &tw, mv, cap);
    lat_rep_free(&rep);
    return n;
}

static int moves(const struct ludi_state *s, const struct ludi_past *past, struct ludi_move *out,
                 int cap)
{
    int mv[LAT_MAX_MOVES][2];
    struct lat_geo g;
    geo_of(&s->opt, &g);
    int n = gen_moves(s, past, mv, LAT_MAX_MOVES);
    for (int i = 0; i < n && i < cap; i++) {
        memset(&out[i], 0, sizeof out[i]);
        out[i].nsteps = 1;
        out[i].steps[0].from = (int8_t)bit_to_sq(&g, mv[i][0]);
        out[i].steps[0].to = (int8_t)bit_to_sq(&g, mv[i][1]);
    }
    return n;
}

static int legal_steps(const struct ludi_state *s, const struct ludi_past *past,
                       const struct ludi_step *made, int nmade, struct ludi_step *out, int cap)
{
    (void)made;
    if (nmade != 0)
        return 0;   /* a Latrunculi turn is one step */
    int mv[LAT_MAX_MOVES][2];
    struct lat_geo g;
    geo_of(&s->opt, &g);
    int n = gen_moves(s, past, mv, LAT_MAX_MOVES);
    for (int i = 0; i < n && i < cap; i++) {
        out[i].from = (int8_t)bit_to_sq(&g, mv[i][0]);
        out[i].to = (int8_t)bit_to_sq(&g, mv[i][1]);
        out[i].die = 0;
    }
    return n;
}

static bool preview(const struct ludi_state *s, const struct ludi_step *made, int nmade,
                    struct ludi_state *out)
{
    (void)s;
    (void)made;
    (void)nmade;
    (void)out;
    return false;   /* nothing lies between the start and the end of a one-step turn */
}

static bool apply_trusted(const struct ludi_state *s, const struct ludi_past *past,
                          const struct ludi_move *m, struct ludi_state *out)
{
    struct lat_geo g;
    struct lat_board b;
    struct ludi_lat_rep rep;
    struct ludi_lat_rep_at at, next;
    bool forbid = s->opt.repeat == LUDI_REPEAT_FORBID;
    lat_rep_init(&rep);
    if (!lat_rep_start(&rep, past, s->hash, forbid, 1, &at))
        return false;
    struct ludi_state t = *s;
    geo_of(&s->opt, &g);
    lat_load(s, &b);
    int captured = lat_make(&g, &b, sq_to_bit(&g, m->steps[0].from),
                            sq_to_bit(&g, m->steps[0].to));
    lat_store(&b, &t);
    lat_rep_push(&rep, &at, t.hash, captured > 0, forbid, &next);
    struct lat_twice tw = lat_rep_twice(&rep, &next);
    t.ply++;
    judge_state(&t, &tw);
    lat_rep_free(&rep);
    *out = t;
    return true;
}

static size_t square_name(const struct ludi_options *opt, int sq, char *buf, size_t len)
{
    return (size_t)snprintf(buf, len, "%c%d", 'a' + sq % opt->width, sq / opt->width + 1);
}

/* Says why the step f-t is refused (it is known not to be legal), from the most basic reason
 * up: the code in w and the English text in err, either may be NULL. */
static bool step_why(const struct ludi_state *s, int f, int t, struct ludi_why *w, char *err,
                     size_t errlen)
{
    char from[16], to[16];
    int width = s->opt.width;
    square_name(&s->opt, f, from, sizeof from);
    square_name(&s->opt, t, to, sizeof to);
    struct lat_geo g;
    struct lat_board b;
    geo_of(&s->opt, &g);
    lat_load(s, &b);
    int fb = sq_to_bit(&g, f), tb = sq_to_bit(&g, t);
    if (!((b.men[s->side] | b.kings[s->side]) & LAT_BIT(fb)))
        return ludi_refuse(s, w, err, errlen, LUDI_WHY_LAT_NO_PIECE, "%s-%s|%s", from, to, from);
    if (f == t || (f % width != t % width && f / width != t / width))
        return ludi_refuse(s, w, err, errlen, LUDI_WHY_LAT_LINE, "%s-%s", from, to);
    u128 occ = b.men[0] | b.men[1] | b.kings[0] | b.kings[1];
    int step = f / width == t / width ? (t > f ? 1 : -1) : (t > f ? g.s : -g.s);
    for (int x = fb + step;; x += step) {
        /* play-test 57: "the way is blocked" for a man standing on the square itself */
        if ((occ & LAT_BIT(x)) && x == tb)
            return ludi_refuse(s, w, err, errlen, LUDI_WHY_LAT_OCCUPIED, "%s-%s|%s", from, to,
                               to);
        if (occ & LAT_BIT(x)) {
            /* which piece (play-test 68: "the way is blocked" left the square to be found) */
            char at[16];
            square_name(&s->opt, bit_to_sq(&g, x), at, sizeof at);
            return ludi_refuse(s, w, err, errlen, LUDI_WHY_LAT_BLOCKED, "%s-%s|%s", from, to,
                               at);
        }
        if (x == tb)
            break;
    }
    return ludi_refuse(s, w, err, errlen, LUDI_WHY_LAT_REPEAT, "%s-%s", from, to);
}

static bool apply(const struct ludi_state *s, const struct ludi_past *past,
                  const struct ludi_move *m, struct ludi_state *out, char *err, size_t errlen)
{
    int w = s->opt.width, h = s->opt.height;
    if (m->nsteps != 1)
        return ludi_fail(err, errlen, "a Latrunculi move is one piece moving once");
    int f = m->steps[0].from, t = m->steps[0].to;
    if (f < 0 || f >= w * h || t < 0 || t >= w * h)
        return ludi_fail(err, errlen, "that square is not on the board");
    struct ludi_move legal[LAT_MAX_MOVES];
    int n = moves(s, past, legal, LAT_MAX_MOVES);
    for (int i = 0; i < n; i++) {
        if (legal[i].steps[0].from == f && legal[i].steps[0].to == t) {
            if (!apply_trusted(s, past, m, out))
                return ludi_fail(err, errlen, "out of memory for the game's past");
            return true;
        }
    }
    return step_why(s, f, t, NULL, err, errlen);
}

/* Called for a refused step or piece (see struct ludi_rules). */
static void explain(const struct ludi_state *s, const struct ludi_step *made, int nmade, int from,
                    int to, struct ludi_why *w)
{
    (void)made;
    (void)nmade;
    int n = s->opt.width * s->opt.height;
    if (from < 0 || from >= n)
        return;
    if (to != LUDI_ANY) {
        if (to >= 0 && to < n)
            step_why(s, from, to, w, NULL, 0);
        return;
    }
    char name[16];
    square_name(&s->opt, from, name, sizeof name);
    struct lat_geo g;
    struct lat_board b;
    geo_of(&s->opt, &g);
    lat_load(s, &b);
    u128 fb = LAT_BIT(sq_to_bit(&g, from));
    u128 occ = b.men[0] | b.men[1] | b.kings[0] | b.kings[1];
    if (!((b.men[s->side] | b.kings[s->side]) & fb))
        ludi_refuse(s, w, NULL, 0, LUDI_WHY_LAT_NOT_HERE, "%s", name);
    else if ((((fb << 1) | (fb >> 1) | (fb << g.s) | (fb >> g.s)) & g.full & ~occ) == 0)
        ludi_refuse(s, w, NULL, 0, LUDI_WHY_LAT_HEMMED, "%s", name);
    else   /* it has an empty square beside it, and still no legal move: repetition */
        ludi_refuse(s, w, NULL, 0, LUDI_WHY_LAT_ALL_REPEAT, "%s", name);
}

static bool parse_square(const struct ludi_options *opt, const char **p, int *sq)
{
    const char *q = *p;
    if (*q < 'a' || *q >= 'a' + opt->width)
        return false;
    int file = *q++ - 'a';
    if (*q < '1' || *q > '9')
        return false;
    int rank = *q++ - '0';
    if (*q >= '0' && *q <= '9')
        rank = rank * 10 + (*q++ - '0');
    if (rank < 1 || rank > opt->height)
        return false;
    *sq = (rank - 1) * opt->width + file;
    *p = q;
    return true;
}

static bool parse_move(const struct ludi_state *s, const char *text, struct ludi_move *out,
                       char *err, size_t errlen)
{
    const char *p = text;
    int from, to;
    if (!parse_square(&s->opt, &p, &from) || *p != '-')
        return ludi_fail(err, errlen, "'%.20s' is not a move like a1-a5 on this %dx%d board",
                         text, s->opt.width, s->opt.height);
    p++;
    if (!parse_square(&s->opt, &p, &to) || *p)
        return ludi_fail(err, errlen, "'%.20s' is not a move like a1-a5 on this %dx%d board",
                         text, s->opt.width, s->opt.height);
    memset(out, 0, sizeof *out);
    out->nsteps = 1;
    out->steps[0].from = (int8_t)from;
    out->steps[0].to = (int8_t)to;
    return true;
}

static size_t format_move(const struct ludi_state *s, const struct ludi_move *m, char *buf,
                          size_t len)
{
    char from[8], to[8];
    size_t pos = 0;
    square_name(&s->opt, m->steps[0].from, from, sizeof from);
    square_name(&s->opt, m->steps[0].to, to, sizeof to);
    ludi_buf_add(buf, len, &pos, "%s-%s", from, to);
    return pos;
}

static uint64_t hash_fresh(const struct ludi_state *s)
{
    struct lat_board b;
    lat_load(s, &b);
    return lat_hash_board(&b);
}

static bool check(const struct ludi_state *s, char *err, size_t errlen)
{
    struct lat_geo g;
    struct lat_board b;
    if (!size_known(s->opt.width, s->opt.height))
        return ludi_fail(err, errlen, "unknown board size");
    geo_of(&s->opt, &g);
    lat_load(s, &b);
    u128 all = 0;
    int total = 0;
    for (int side = 0; side < 2; side++) {
        all |= b.men[side] | b.kings[side];
        total += lat_popcount(b.men[side]) + lat_popcount(b.kings[side]);
        if (lat_popcount(b.kings[side]) != 1)
            return ludi_fail(err, errlen, "side %d has %d kings", side,
                             lat_popcount(b.kings[side]));
        if (lat_popcount(b.men[side]) > g.w)
            return ludi_fail(err, errlen, "side %d has too many men", side);
    }
    if (lat_popcount(all) != total)
        return ludi_fail(err, errlen, "two pieces share a square");
    if (all & ~g.full)
        return ludi_fail(err, errlen, "a piece stands off the board");
    const struct ludi_lat *L = &s->g.lat;
    if (s->opt.nocapture && L->nocap > (unsigned)s->opt.nocapture)
        return ludi_fail(err, errlen, "no-capture count beyond its limit");
    return true;
}

/* --- perft --- */

struct perft_ctx {
    struct lat_geo g;
    const struct ludi_options *opt;
    bool forbid;
    struct ludi_lat_rep rep;
    const atomic_int *stop;      /* polled at every inner node; may be NULL */
    bool stopped;
};

static int64_t count_slides(const struct lat_geo *g, const struct lat_board *b)
{
    u128 occ = b->men[0] | b->men[1] | b->kings[0] | b->kings[1];
    u128 empty = g->full & ~occ;
    u128 own = b->men[b->side] | b->kings[b->side];
    int64_t n = 0;
    int s = g->s;
    for (u128 x = (own << 1) & empty; x; x = (x << 1) & empty)
        n += lat_popcount(x);
    for (u128 x = (own >> 1) & empty; x; x = (x >> 1) & empty)
        n += lat_popcount(x);
    for (u128 x = (own << s) & empty; x; x = (x << s) & empty)
        n += lat_popcount(x);
    for (u128 x = (own >> s) & empty; x; x = (x >> s) & empty)
        n += lat_popcount(x);
    return n;
}

static int64_t perft_rec(struct perft_ctx *c, const struct lat_board *b,
                         const struct ludi_lat_rep_at *at, int depth)
{
    struct lat_twice tw = lat_rep_twice(&c->rep, at);
    if (depth == 1 && tw.n == 0)
        return count_slides(&c->g, b);
    if (c->stop && atomic_load_explicit(c->stop, memory_order_relaxed))
        c->stopped = true;
    if (c->stopped)
        return 0;
    int mv[LAT_MAX_MOVES][2];
    int n = lat_gen(&c->g, b, &tw, mv, LAT_MAX_MOVES);
    if (depth == 1)
        return n;
    int64_t total = 0;
    for (int i = 0; i < n; i++) {
        struct lat_board t = *b;
        struct ludi_lat_rep_at next;
        int captured = lat_make(&c->g, &t, mv[i][0], mv[i][1]);
        lat_rep_push(&c->rep, at, t.hash, captured > 0, c->forbid, &next);
        struct lat_twice ntw = lat_rep_twice(&c->rep, &next);
        int8_t result;
        uint8_t reason;
        lat_judge(&c->g, &t, c->opt, depth > 1 ? can_move(&c->g, &t, &ntw) : true, &result,
                  &reason);
        if (result == LUDI_ONGOING)
            total += perft_rec(c, &t, &next, depth - 1);
    }
    return total;
}

static int64_t perft(const struct ludi_state *s, const struct ludi_past *past, int depth,
                     const atomic_int *stop)
{
    if (depth <= 0)
        return 1;
    if (s->phase != LUDI_PHASE_MOVE)
        return 0;
    struct perft_ctx *c = malloc(sizeof *c);
    if (!c)
        return -1;
    struct lat_board b;
    struct ludi_lat_rep_at at;
    geo_of(&s->opt, &c->g);
    c->opt = &s->opt;
    c->stop = stop;
    c->stopped = false;
    c->forbid = s->opt.repeat == LUDI_REPEAT_FORBID;
    lat_rep_init(&c->rep);
    int64_t r = -1;
    if (lat_rep_start(&c->rep, past, s->hash, c->forbid, (size_t)depth, &at)) {
        lat_load(s, &b);
        r = perft_rec(c, &b, &at, depth);
    }
    lat_rep_free(&c->rep);
    if (c->stopped)
        r = -2;
    free(c);
    return r;
}

const struct ludi_rules ludi_latrunculi_rules = {
    .game = LUDI_LATRUNCULI,
    .name = "latrunculi",
    .title = "Latrunculi",
    .side_names = {"black", "white"},
    .ndice = 0,
    .options = options,
    .noptions = (int)(sizeof options / sizeof options[0]),
    .option_get = option_get,
    .option_set = option_set,
    .start = start,
    .parse_position = parse_position,
    .format_position = format_position,
    .show = show,
    .past_needed = past_needed,
    .moves = moves,
    .legal_steps = legal_steps,
    .preview = preview,
    .apply = apply,
    .apply_trusted = apply_trusted,
    .parse_move = parse_move,
    .format_move = format_move,
    .hash_fresh = hash_fresh,
    .check = check,
    .perft = perft,
    .explain = explain,
};
