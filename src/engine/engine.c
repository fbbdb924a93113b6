/* engine.c: ludi-engine's commands (PROTOCOL.md) over a session, the rules and the computer. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "ludi/ai.h"
#include "ludi/fileio.h"
#include "ludi/session.h"

#define MAX_TOKENS 48
#define PERFT_MAX 6              /* perft 6 on 12x8 counts about 3e11 leaves: hours */

struct engine {
    struct ludi_session ss;
    struct ludi_rng master;          /* seeds new games and the computer's choices */
    struct ludi_ai *ai;
    const atomic_int *stop;          /* long commands stop when it is non-zero; may be NULL */
    int threads;                     /* level 5's search threads */
    struct ludi_move moves[LUDI_MAX_MOVES];
};

/* --- reply buffer --- */

void ebuf_free(struct ebuf *b)
{
    free(b->p);
    b->p = NULL;
    b->len = b->cap = 0;
}

void ebuf_clear(struct ebuf *b)
{
    b->len = 0;
    if (b->p)
        b->p[0] = '\0';
}

void ebuf_add(struct ebuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0) {
        va_end(ap2);
        return;
    }
    size_t need = b->len + (size_t)n + 1;
    if (need > b->cap) {
        size_t cap = b->cap ? b->cap : 256;
        while (cap < need)
            cap *= 2;
        char *p = realloc(b->p, cap);
        if (!p) {
            va_end(ap2);
            return;
        }
        b->p = p;
        b->cap = cap;
    }
    vsnprintf(b->p + b->len, b->cap - b->len, fmt, ap2);
    va_end(ap2);
    b->len += (size_t)n;
}

/* --- engine --- */

struct engine *engine_new(uint64_t seed)
{
    struct engine *e = calloc(1, sizeof *e);
    if (!e)
        return NULL;
    e->ai = ludi_ai_new();
    if (!e->ai) {
        free(e);
        return NULL;
    }
    ludi_rng_seed(&e->master, seed);
    e->threads = 1;
    struct ludi_options opt;
    ludi_options_default(LUDI_LATRUNCULI, &opt);
    if (!ludi_session_init(&e->ss, &opt, ludi_rng_next(&e->master), NULL, NULL, 0)) {
        ludi_ai_free(e->ai);
        free(e);
        return NULL;
    }
    return e;
}

void engine_set_stop(struct engine *e, const atomic_int *stop)
{
    e->stop = stop;
}

void engine_set_threads(struct engine *e, int threads)
{
    e->threads = threads < 1 ? 1 : threads > LUDI_AI_MAX_THREADS ? LUDI_AI_MAX_THREADS : threads;
}

void engine_free(struct engine *e)
{
    if (!e)
        return;
    ludi_session_free(&e->ss);
    ludi_ai_free(e->ai);
    free(e);
}

static const struct ludi_state *cur(const struct engine *e)
{
    return ludi_session_state(&e->ss);
}

/* Appends "= text" or "? text" and the closing empty line. */
static enum engine_status reply(struct ebuf *r, enum engine_status st, const char *fmt,
                                va_list ap)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 0)))
#endif
    ;
static enum engine_status reply(struct ebuf *r, enum engine_status st, const char *fmt,
                                va_list ap)
{
    char text[1024];
    vsnprintf(text, sizeof text, fmt, ap);
    ebuf_add(r, "%c %s\n\n", st == ENGINE_FAIL ? '?' : '=', text);
    return st;
}

static enum engine_status ok(struct ebuf *r, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
static enum engine_status ok(struct ebuf *r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    reply(r, ENGINE_OK, fmt, ap);
    va_end(ap);
    return ENGINE_OK;
}

static enum engine_status fail(struct ebuf *r, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
static enum engine_status fail(struct ebuf *r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    reply(r, ENGINE_FAIL, fmt, ap);
    va_end(ap);
    return ENGINE_FAIL;
}

static enum engine_status need_args(struct ebuf *r, int ntok, int lo, int hi, const char *usage)
{
    if (ntok - 1 < lo || ntok - 1 > hi)
        return fail(r, "usage: %s", usage);
    return ENGINE_OK;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static enum engine_status cmd_new(struct engine *e, char **tok, int ntok, struct ebuf *r)
{
    if (ntok < 2)
        return fail(r, "usage: new <game> [option=value ...]; games: latrunculi, pente, duodecim");
    enum ludi_game g;
    if (!ludi_game_parse(tok[1], &g))
        return fail(r, "unknown game '%.40s' (latrunculi, pente or duodecim)", tok[1]);
    struct ludi_options opt;
    ludi_options_default(g, &opt);
    char err[LUDI_ERR_LEN];
    for (int i = 2; i < ntok; i++)
        if (!ludi_options_set(&opt, tok[i], err, sizeof err))
            return fail(r, "%s", err);
    struct ludi_session ss;
    if (!ludi_session_init(&ss, &opt, ludi_rng_next(&e->master), NULL, err, sizeof err))
        return fail(r, "%s", err);
    ludi_session_free(&e->ss);
    e->ss = ss;
    char buf[LUDI_POS_LEN];
    ludi_options_format(&opt, buf, sizeof buf);
    return ok(r, "%s %s", ludi_game_name(g), buf);
}

static enum engine_status cmd_setposition(struct engine *e, const char *text, struct ebuf *r)
{
    while (*text == ' ' || *text == '\t')
        text++;
    if (!*text)
        return fail(r, "usage: setposition <position>");
    char err[LUDI_ERR_LEN];
    if (!ludi_session_setposition(&e->ss, text, err, sizeof err))
        return fail(r, "%s", err);
    char buf[LUDI_POS_LEN];
    ludi_position_format(cur(e), buf, sizeof buf);
    return ok(r, "%s", buf);
}

static enum engine_status cmd_show(struct engine *e, struct ebuf *r)
{
    char buf[LUDI_SHOW_LEN];
    ludi_show(cur(e), buf, sizeof buf);
    ebuf_add(r, "= %s\n\n", buf);
    return ENGINE_OK;
}

static enum engine_status cmd_roll(struct engine *e, char **tok, int ntok, struct ebuf *r)
{
    const struct ludi_state *s = cur(e);
    char err[LUDI_ERR_LEN];
    int v[LUDI_MAX_DICE], n = ntok - 1;
    int want = ludi_game_dice(s->opt.game);
    if (want == 0)
        return fail(r, "%s has no dice", ludi_game_title(s->opt.game));
    if (n > LUDI_MAX_DICE)
        return fail(r, "%s needs %d %s, not %d", ludi_game_title(s->opt.game), want,
                    want == 1 ? "die" : "dice", n);
    for (int i = 0; i < n; i++) {
        long x;
        if (!ludi_parse_int(tok[i + 1], 1, 6, &x))
            return fail(r, "a die shows 1 to 6, not '%.20s'", tok[i + 1]);
        v[i] = (int)x;
    }
    if (!ludi_session_roll(&e->ss, n ? v : NULL, n, err, sizeof err))
        return fail(r, "%s", err);
    s = cur(e);
    char buf[32];
    size_t pos = 0;
    for (int i = 0; i < s->ndice; i++)
        ludi_buf_add(buf, sizeof buf, &pos, "%s%d", i ? " " : "", s->dice[i]);
    return ok(r, "%s", buf);
}

static bool moves_allowed(const struct ludi_state *s, struct ebuf *r)
{
    if (s->phase == LUDI_PHASE_OVER) {
        fail(r, "the game is over");
        return false;
    }
    if (s->phase == LUDI_PHASE_ROLL) {
        fail(r, "throw the %s first (roll)", ludi_game_dice(s->opt.game) == 1 ? "die" : "dice");
        return false;
    }
    return true;
}

static enum engine_status cmd_moves(struct engine *e, struct ebuf *r)
{
    const struct ludi_state *s = cur(e);
    if (!moves_allowed(s, r))
        return ENGINE_FAIL;
    struct ludi_past past = ludi_session_past(&e->ss);
    int n = ludi_moves(s, &past, e->moves, LUDI_MAX_MOVES);
    if (n > LUDI_MAX_MOVES)
        n = LUDI_MAX_MOVES;
    char **names = malloc((size_t)(n ? n : 1) * sizeof *names);
    char *text = malloc((size_t)(n ? n : 1) * LUDI_MOVE_LEN);
    if (!names || !text) {
        free(names);
        free(text);
        return fail(r, "out of memory");
    }
    for (int i = 0; i < n; i++) {
        names[i] = text + (size_t)i * LUDI_MOVE_LEN;
        ludi_move_format(s, &e->moves[i], names[i], LUDI_MOVE_LEN);
    }
    qsort(names, (size_t)n, sizeof *names, cmp_str);
    ebuf_add(r, "=");
    for (int i = 0; i < n; i++)
        ebuf_add(r, " %s", names[i]);
    ebuf_add(r, "\n\n");
    free(names);
    free(text);
    return ENGINE_OK;
}

static enum engine_status play_move(struct engine *e, const char *text, struct ebuf *r)
{
    const struct ludi_state *s = cur(e);
    if (!moves_allowed(s, r))
        return ENGINE_FAIL;
    char err[LUDI_ERR_LEN];
    struct ludi_move m;
    if (!ludi_move_parse(s, text, &m, err, sizeof err))
        return fail(r, "%s", err);
    char buf[LUDI_MOVE_LEN];
    ludi_move_format(s, &m, buf, sizeof buf);
    if (!ludi_session_play(&e->ss, &m, err, sizeof err))
        return fail(r, "%s", err);
    return ok(r, "%s", buf);
}

static enum engine_status cmd_undo(struct engine *e, struct ebuf *r)
{
    if (!ludi_session_undo_move(&e->ss))
        return fail(r, "nothing to undo");
    /* the move taken back is the event just after the new present */
    char buf[LUDI_MOVE_LEN] = "";
    size_t i = ludi_session_now(&e->ss);
    ludi_move_format(ludi_session_state_at(&e->ss, i), &ludi_session_event(&e->ss, i)->move, buf,
                     sizeof buf);
    /* undo in the protocol is not redoable: forget what lies ahead */
    ludi_session_forget_redo(&e->ss);
    return ok(r, "%s", buf);
}

static enum engine_status cmd_result(struct engine *e, struct ebuf *r)
{
    char buf[128];
    ludi_result_format(cur(e), buf, sizeof buf);
    return ok(r, "%s", buf);
}

static bool parse_count(const char *text, long lo, long hi, long *out)
{
    return ludi_parse_int(text, lo, hi, out);
}

/* The principal variation in notation, each move written in the position it is played in and
 * checked by the rules there, with the game's past growing as the moves are played. */
static void add_pv(const struct ludi_state *s, struct ludi_past past,
                   const struct ludi_ai_result *res, struct ebuf *r)
{
    uint64_t *hash = malloc((past.n + LUDI_AI_PV_MAX) * sizeof *hash);
    if (!hash)
        return;
    if (past.n)
        memcpy(hash, past.hash, past.n * sizeof *hash);
    struct ludi_past p = {hash, past.n};
    struct ludi_state at = *s, next;
    for (int i = 0; i < res->npv && i < LUDI_AI_PV_MAX; i++) {
        char buf[LUDI_MOVE_LEN];
        ludi_move_format(&at, &res->pv[i], buf, sizeof buf);
        if (!ludi_apply(&at, &p, &res->pv[i], &next, NULL, 0))
            break;
        ebuf_add(r, " %s", buf);
        hash[p.n++] = at.hash;
        at = next;
    }
    free(hash);
}

/* The words after go or review: level, movetime and (go only) depth, each with its value. */
static enum engine_status parse_limits(char **tok, int ntok, bool with_depth, const char *usage,
                                       struct ludi_ai_limits *lim, struct ebuf *r)
{
    for (int i = 1; i < ntok; i += 2) {
        long v;
        if (i + 1 >= ntok)
            return fail(r, "usage: %s", usage);
        if (strcmp(tok[i], "level") == 0) {
            if (!parse_count(tok[i + 1], 1, LUDI_AI_LEVELS, &v))
                return fail(r, "level must be 1 to %d, not '%.20s'", LUDI_AI_LEVELS, tok[i + 1]);
            lim->level = (int)v;
        } else if (strcmp(tok[i], "movetime") == 0) {
            if (!parse_count(tok[i + 1], 1, 3600000, &v))
                return fail(r, "movetime must be 1 to 3600000 milliseconds, not '%.20s'",
                            tok[i + 1]);
            lim->movetime_ms = (int)v;
        } else if (with_depth && strcmp(tok[i], "depth") == 0) {
            if (!parse_count(tok[i + 1], 1, 64, &v))
                return fail(r, "depth must be 1 to 64, not '%.20s'", tok[i + 1]);
            lim->depth = (int)v;
        } else {
            return fail(r, "unknown %s option '%.20s' (level, movetime%s)", tok[0], tok[i],
                        with_depth ? ", depth" : "");
        }
    }
    return ENGINE_OK;
}

static enum engine_status cmd_go(struct engine *e, char **tok, int ntok, struct ebuf *r)
{
    struct ludi_ai_limits lim = {.level = 3};
    if (parse_limits(tok, ntok, true, "go [level <1-5>] [movetime <ms>] [depth <n>]", &lim,
                     r) != ENGINE_OK)
        return ENGINE_FAIL;
    struct ludi_turn turn = ludi_session_turn(&e->ss);
    if (turn.need == LUDI_NEED_OVER)
        return fail(r, "the game is over");
    size_t mark = ludi_session_now(&e->ss);
    char err[LUDI_ERR_LEN];
    /* the dice are thrown from the stream; a pass is the computer's to report (as a move) */
    if (turn.need == LUDI_NEED_THROW && !ludi_session_step(&e->ss, true))
        return fail(r, "the dice could not be thrown");
    const struct ludi_state *s = cur(e);
    struct ludi_ai_result res;
    struct ludi_past past = ludi_session_past(&e->ss);
    lim.threads = e->threads;
    if (!ludi_ai_choose(e->ai, s, &past, &lim, ludi_rng_next(&e->master), e->stop, &res)) {
        ludi_session_rewind(&e->ss, mark);
        ludi_session_forget_redo(&e->ss);
        return fail(r, "the computer found no move");
    }
    char buf[LUDI_MOVE_LEN];
    ludi_move_format(s, &res.move, buf, sizeof buf);
    /* the report is written before the move is played: the past is the session's until then */
    ebuf_add(r, "= %s\ninfo depth %d score %d nodes %lld time %d", buf, res.depth, res.score,
             (long long)res.nodes, res.elapsed_ms);
    if (res.win_chance >= 0)
        ebuf_add(r, " win %.4f", res.win_chance);
    ebuf_add(r, " pv");
    add_pv(s, past, &res, r);
    ebuf_add(r, "\n\n");
    if (!ludi_session_play(&e->ss, &res.move, err, sizeof err)) {
        ludi_session_rewind(&e->ss, mark);
        ludi_session_forget_redo(&e->ss);
        ebuf_clear(r);
        return fail(r, "the computer chose %s, which the rules refuse: %s", buf, err);
    }
    return ENGINE_OK;
}

static enum engine_status cmd_perft(struct engine *e, char **tok, int ntok, struct ebuf *r)
{
    long depth;
    if (ntok != 2 || !parse_count(tok[1], 0, PERFT_MAX, &depth))
        return fail(r, "usage: perft <depth>, depth 0 to %d", PERFT_MAX);
    struct ludi_past past = ludi_session_past(&e->ss);
    int64_t n = ludi_perft_until(cur(e), &past, (int)depth, e->stop);
    if (n == -2)
        return fail(r, "stopped");
    if (n < 0)
        return fail(r, "perft is for latrunculi only");
    return ok(r, "%lld", (long long)n);
}

/* Every move since new, setposition or load graded against the computer's choice; stopped,
 * the moves reviewed so far. */
static enum engine_status cmd_review(struct engine *e, char **tok, int ntok, struct ebuf *r)
{
    struct ludi_ai_limits lim = {.level = LUDI_AI_LEVELS};
    if (parse_limits(tok, ntok, false, "review [level <1-5>] [movetime <ms>]", &lim, r) !=
        ENGINE_OK)
        return ENGINE_FAIL;
    size_t n = ludi_session_moves_played(&e->ss);
    struct ludi_review_move *rv = calloc(n ? n : 1, sizeof *rv);
    if (!rv)
        return fail(r, "out of memory");
    int k = ludi_review_game(e->ai, &e->ss, &lim, e->stop, NULL, rv, (int)n);
    if (k < 0) {
        free(rv);
        return fail(r, "a move of the game could not be reviewed");
    }
    bool men = ludi_session_options(&e->ss)->game == LUDI_LATRUNCULI;
    ebuf_add(r, "= %d moves\n", k);
    for (int done = 0; done < k; done++) {
        size_t i = ludi_session_events_for_moves(&e->ss, (size_t)done + 1) - 1;
        const struct ludi_state *before = ludi_session_state_at(&e->ss, i);
        const struct ludi_review_move *m = &rv[done];
        char played[LUDI_MOVE_LEN], best[LUDI_MOVE_LEN];
        ludi_move_format(before, &m->played, played, sizeof played);
        ludi_move_format(before, &m->best, best, sizeof best);
        ebuf_add(r, "%d %s %s best %s loss %.*f\n", m->ply,
                 ludi_side_name(before->opt.game, m->side), played, best, men ? 2 : 4, m->loss);
    }
    ebuf_add(r, "\n");
    free(rv);
    return ENGINE_OK;
}

static enum engine_status cmd_seed(struct engine *e, char **tok, int ntok, struct ebuf *r)
{
    uint64_t seed;
    if (ntok != 2 || !ludi_parse_u64(tok[1], &seed))
        return fail(r, "usage: seed <n>, n a whole number from 0 to 18446744073709551615");
    ludi_rng_seed(&e->master, seed);
    ludi_session_reseed(&e->ss, seed);
    return ok(r, "%llu", (unsigned long long)seed);
}

static enum engine_status cmd_load(struct engine *e, const char *path, struct ebuf *r)
{
    char err[LUDI_ERR_LEN];
    struct ludi_session ss;
    if (!ludi_session_load(path, &ss, err, sizeof err))
        return fail(r, "%s", err);
    ludi_session_free(&e->ss);
    e->ss = ss;
    char buf[LUDI_POS_LEN];
    ludi_position_format(cur(e), buf, sizeof buf);
    return ok(r, "%s", buf);
}

static enum engine_status cmd_save(struct engine *e, const char *path, struct ebuf *r)
{
    char err[LUDI_ERR_LEN];
    if (!ludi_session_save(&e->ss, path, err, sizeof err))
        return fail(r, "%s", err);
    return ok(r, "%s", path);
}

static const char help_text[] =
    "commands: new <game> [opt=value ...], options, position, setposition <text>, show, side,\n"
    "roll [v ...], moves, play <move>, pass, undo, result, go [level n] [movetime ms] [depth n],\n"
    "stop, review [level n] [movetime ms], perft <n>, seed <n>, load <file>, save <file>, help,\n"
    "quit";

/* The words of a line: spaces and tabs separate them, a CR or spaces at the end are dropped. */
struct words {
    char *copy;                      /* the line, cut into words */
    char *tok[MAX_TOKENS];
    int ntok;
    char *rest;                      /* the line after the first word, for arguments with spaces */
};

static size_t trimmed_len(const char *line, size_t len)
{
    while (len && (line[len - 1] == '\r' || line[len - 1] == ' ' || line[len - 1] == '\t'))
        len--;
    return len;
}

/* Splits a line without NUL bytes; false when out of memory or there are too many words. */
static bool split_words(const char *line, size_t len, struct words *w)
{
    len = trimmed_len(line, len);
    w->copy = malloc(2 * len + 2);
    w->ntok = 0;
    if (!w->copy)
        return false;
    memcpy(w->copy, line, len);
    w->copy[len] = '\0';
    size_t at = 0;
    while (at < len && (line[at] == ' ' || line[at] == '\t'))
        at++;
    while (at < len && line[at] != ' ' && line[at] != '\t')
        at++;
    while (at < len && (line[at] == ' ' || line[at] == '\t'))
        at++;
    w->rest = w->copy + len + 1;
    memcpy(w->rest, line + at, len - at);
    w->rest[len - at] = '\0';
    char *save = NULL;
    for (char *t = strtok_r(w->copy, " \t", &save); t; t = strtok_r(NULL, " \t", &save)) {
        if (w->ntok == MAX_TOKENS)
            return false;
        w->tok[w->ntok++] = t;
    }
    return true;
}

bool engine_is_stop(const char *line, size_t len)
{
    if (len > ENGINE_LINE_MAX || memchr(line, '\0', len))
        return false;
    size_t at = 0;
    len = trimmed_len(line, len);
    while (at < len && (line[at] == ' ' || line[at] == '\t'))
        at++;
    return len - at == 4 && memcmp(line + at, "stop", 4) == 0;
}

/* Refuses what cannot be a command line: one holding a NUL byte (which would hide the rest of
 * the line from the commands), or one too long to be a command (never cut to a shorter one). */
static bool line_is_text(const char *line, size_t len, struct ebuf *r)
{
    if (len > ENGINE_LINE_MAX) {
        fail(r, "the line is too long (over %d bytes)", ENGINE_LINE_MAX);
        return false;
    }
    if (memchr(line, '\0', len)) {
        fail(r, "the line holds a NUL byte");
        return false;
    }
    return true;
}

static bool has_control(const char *line, size_t len)
{
    len = trimmed_len(line, len);
    for (size_t i = 0; i < len; i++)
        if ((unsigned char)line[i] < 32 && line[i] != '\t')
            return true;
    return false;
}

enum engine_status engine_line(struct engine *e, const char *line, struct ebuf *r)
{
    return engine_input(e, line, strlen(line), r);
}

static enum engine_status run_command(struct engine *e, struct words *w, struct ebuf *r);

enum engine_status engine_input(struct engine *e, const char *line, size_t len, struct ebuf *r)
{
    ebuf_clear(r);
    if (!line_is_text(line, len, r))
        return ENGINE_FAIL;
    struct words w;
    if (!split_words(line, len, &w)) {
        bool many = w.copy != NULL;
        free(w.copy);
        return fail(r, many ? "too many words on one line" : "out of memory");
    }
    enum engine_status st = ENGINE_SILENT;
    if (w.ntok > 0 && w.tok[0][0] != '#')
        st = has_control(line, len) ? fail(r, "the line holds a control character")
                                    : run_command(e, &w, r);
    free(w.copy);
    return st;
}

static enum engine_status run_command(struct engine *e, struct words *w, struct ebuf *r)
{
    char **tok = w->tok;
    int ntok = w->ntok;
    const char *c = tok[0];
    const char *restbuf = w->rest;
    enum engine_status st;
    const struct ludi_state *s = cur(e);
    char buf[LUDI_POS_LEN];
    if (strcmp(c, "new") == 0) {
        st = cmd_new(e, tok, ntok, r);
    } else if (strcmp(c, "options") == 0) {
        if ((st = need_args(r, ntok, 0, 0, "options")) == ENGINE_OK) {
            ludi_options_format(&s->opt, buf, sizeof buf);
            st = ok(r, "%s %s", ludi_game_name(s->opt.game), buf);
        }
    } else if (strcmp(c, "position") == 0) {
        if ((st = need_args(r, ntok, 0, 0, "position")) == ENGINE_OK) {
            ludi_position_format(s, buf, sizeof buf);
            st = ok(r, "%s", buf);
        }
    } else if (strcmp(c, "setposition") == 0) {
        st = cmd_setposition(e, restbuf, r);
    } else if (strcmp(c, "show") == 0) {
        if ((st = need_args(r, ntok, 0, 0, "show")) == ENGINE_OK)
            st = cmd_show(e, r);
    } else if (strcmp(c, "side") == 0) {
        if ((st = need_args(r, ntok, 0, 0, "side")) == ENGINE_OK)
            st = ok(r, "%s", ludi_side_name(s->opt.game, s->side));
    } else if (strcmp(c, "roll") == 0) {
        st = cmd_roll(e, tok, ntok, r);
    } else if (strcmp(c, "moves") == 0) {
        if ((st = need_args(r, ntok, 0, 0, "moves")) == ENGINE_OK)
            st = cmd_moves(e, r);
    } else if (strcmp(c, "play") == 0) {
        if ((st = need_args(r, ntok, 1, 1, "play <move>")) == ENGINE_OK)
            st = play_move(e, tok[1], r);
    } else if (strcmp(c, "pass") == 0) {
        if ((st = need_args(r, ntok, 0, 0, "pass")) == ENGINE_OK)
            st = play_move(e, "pass", r);
    } else if (strcmp(c, "undo") == 0) {
        if ((st = need_args(r, ntok, 0, 0, "undo")) == ENGINE_OK)
            st = cmd_undo(e, r);
    } else if (strcmp(c, "result") == 0) {
        if ((st = need_args(r, ntok, 0, 0, "result")) == ENGINE_OK)
            st = cmd_result(e, r);
    } else if (strcmp(c, "go") == 0) {
        st = cmd_go(e, tok, ntok, r);
    } else if (strcmp(c, "perft") == 0) {
        st = cmd_perft(e, tok, ntok, r);
    } else if (strcmp(c, "review") == 0) {
        st = cmd_review(e, tok, ntok, r);
    } else if (strcmp(c, "stop") == 0) {
        /* the long command it stops has replied already: stop's own reply is empty */
        if ((st = need_args(r, ntok, 0, 0, "stop")) == ENGINE_OK)
            ebuf_add(r, "=\n\n");
    } else if (strcmp(c, "seed") == 0) {
        st = cmd_seed(e, tok, ntok, r);
    } else if (strcmp(c, "load") == 0) {
        st = *restbuf ? cmd_load(e, restbuf, r) : fail(r, "usage: load <file>");
    } else if (strcmp(c, "save") == 0) {
        st = *restbuf ? cmd_save(e, restbuf, r) : fail(r, "usage: save <file>");
    } else if (strcmp(c, "help") == 0) {
        st = ok(r, "%s", help_text);
    } else if (strcmp(c, "quit") == 0) {
        ok(r, "bye");
        st = ENGINE_QUIT;
    } else {
        st = fail(r, "unknown command '%.40s' (help lists the commands)", c);
    }
    return st;
}
