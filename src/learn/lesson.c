/* lesson.c: reads a lesson file into checked steps (lesson.h describes the format). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "learn_int.h"

#define LINE_MAX_LEN 1200        /* a longer line is surely a mistake */
#define TOKEN_LEN 128

static const char *const text_keys[LUDI_LESSON_TEXTS] = {"say", "praise", "other"};
static const char *const lang_keys[LUDI_LESSON_LANGS] = {"en", "de"};

/* One step as written, before it is checked: each value and the line it came from. */
struct raw_value {
    const char *v;
    int line;
};

struct raw_wrong {
    struct raw_value move, text[LUDI_LESSON_LANGS];
};

struct raw_step {
    struct raw_value id, options, position, dice, throw_first, expect, effect, mark, goal, play;
    struct raw_value text[LUDI_LESSON_TEXTS][LUDI_LESSON_LANGS];
    int nwrong;
    struct raw_wrong wrong[LUDI_LESSON_MAX_WRONG];
};

struct parser {
    struct ludi_lesson *l;
    bool have_game;
    bool in_step;
    int last_line;               /* the last line that said something */
    struct raw_step raw;
    char *err;
    size_t errlen;
};

static bool fail_at(struct parser *P, int line, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
static bool fail_at(struct parser *P, int line, const char *fmt, ...)
{
    if (P->err && P->errlen) {
        char what[LUDI_ERR_LEN + 64];
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(what, sizeof what, fmt, ap);
        va_end(ap);
        snprintf(P->err, P->errlen, "line %d: %s", line, what);
    }
    return false;
}

const char *ludi_lesson_file(enum ludi_game g)
{
    switch (g) {
    case LUDI_PENTE: return "lessons/pente.txt";
    case LUDI_DUODECIM: return "lessons/duodecim.txt";
    default: return "lessons/latrunculi.txt";
    }
}

/* --- bytes and tokens --- */

/* The length of the valid UTF-8 sequence at p (at most n bytes), or 0. */
static size_t utf8_len(const unsigned char *p, size_t n)
{
    unsigned c = p[0];
    size_t k = c < 0x80 ? 1 : (c & 0xe0) == 0xc0 ? 2 : (c & 0xf0) == 0xe0 ? 3
                          : (c & 0xf8) == 0xf0 ? 4 : 0;
    if (k == 0 || k > n || (k == 2 && c < 0xc2))
        return 0;
    for (size_t i = 1; i < k; i++)
        if ((p[i] & 0xc0) != 0x80)
            return 0;
    if (k == 3) {
        unsigned cp = ((c & 0x0fu) << 12) | ((p[1] & 0x3fu) << 6);
        if (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff))
            return 0;
    }
    if (k == 4 && (c > 0xf4 || (c == 0xf0 && p[1] < 0x90) || (c == 0xf4 && p[1] >= 0x90)))
        return 0;
    return k;
}

/* The line number of the first byte that is not UTF-8 text (a NUL, a control character other
 * than tab and line ends, a broken sequence), or 0 when there is none. */
static int bad_byte_line(const char *text, size_t len)
{
    const unsigned char *p = (const unsigned char *)text;
    int line = 1;
    for (size_t i = 0; i < len;) {
        if (p[i] == '\n')
            line++;
        if (p[i] < 0x20 && p[i] != '\n' && p[i] != '\r' && p[i] != '\t')
            return line;
        size_t k = utf8_len(p + i, len - i);
        if (k == 0)
            return line;
        i += k;
    }
    return 0;
}

/* Copies the next space-separated token of *p into tok; false when there is none. A token too
 * long for tok is cut (and then fails whatever parses it). */
static bool next_token(const char **p, char *tok, size_t len)
{
    const char *s = *p;
    while (*s == ' ' || *s == '\t')
        s++;
    if (!*s)
        return false;
    size_t n = 0;
    while (*s && *s != ' ' && *s != '\t') {
        if (n + 1 < len)
            tok[n++] = *s;
        s++;
    }
    tok[n] = '\0';
    *p = s;
    return true;
}

bool learn_valid_id(const char *s)
{
    size_t n = strlen(s);
    if (n == 0 || n >= LUDI_LESSON_ID_LEN)
        return false;
    for (; *s; s++)
        if (!((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || *s == '-' || *s == '_'))
            return false;
    return true;
}

/* --- marks: the places a step talks about --- */

static bool parse_mark_lat(const struct ludi_state *s, const char *t, struct ludi_lesson_mark *m)
{
    int w = s->opt.width, h = s->opt.height;
    long rank;
    if (t[0] < 'a' || t[0] >= 'a' + w || !ludi_parse_int(t + 1, 1, h, &rank))
        return false;
    m->side = (int8_t)s->side;
    m->point = (int8_t)((rank - 1) * w + (t[0] - 'a'));
    return true;
}

static bool parse_mark_pente(const struct ludi_state *s, const char *t,
                             struct ludi_lesson_mark *m)
{
    int L = s->opt.lines;
    m->side = (int8_t)s->side;
    if (strcmp(t, "off") == 0) {
        m->point = LUDI_OFF;
        return true;
    }
    size_t n = strlen(t);
    char num[4];
    long k;
    if (n < 2 || n > 3 || (t[n - 1] != 'A' && t[n - 1] != 'B'))
        return false;
    memcpy(num, t, n - 1);
    num[n - 1] = '\0';
    if (!ludi_parse_int(num, 1, L, &k))
        return false;
    m->point = (int8_t)(k - 1 + (t[n - 1] == 'B' ? L : 0));
    return true;
}

static bool parse_mark_duo(const struct ludi_state *s, const char *t, struct ludi_lesson_mark *m)
{
    long k;
    m->side = (int8_t)s->side;
    if (strcmp(t, "off") == 0)
        m->point = LUDI_OFF;
    else if (strcmp(t, "out") == 0)
        m->point = LUDI_OUT;
    else if (ludi_parse_int(t, 1, 30, &k))
        m->point = (int8_t)k;
    else
        return false;
    return true;
}

/* A "mark" or "goal" line's places into marks (*n of them so far). */
static bool parse_marks(struct parser *P, const struct ludi_lesson_step *st, struct raw_value rv,
                        struct ludi_lesson_mark *marks, int *n)
{
    const char *p = rv.v;
    char tok[TOKEN_LEN];
    while (next_token(&p, tok, sizeof tok)) {
        if (*n == LUDI_LESSON_MAX_MARKS)
            return fail_at(P, rv.line, "more than %d places to mark", LUDI_LESSON_MAX_MARKS);
        struct ludi_lesson_mark *m = &marks[*n];
        bool ok = st->start.opt.game == LUDI_LATRUNCULI ? parse_mark_lat(&st->start, tok, m)
                  : st->start.opt.game == LUDI_PENTE    ? parse_mark_pente(&st->start, tok, m)
                                                        : parse_mark_duo(&st->start, tok, m);
        if (!ok)
            return fail_at(P, rv.line, "'%s' is not a place on this board", tok);
        (*n)++;
    }
    return true;
}

/* --- effects --- */

static const char *const reason_keys[] = {
    [LUDI_REASON_NONE] = "none",
    [LUDI_REASON_ALL_MEN] = "all-men",
    [LUDI_REASON_KING] = "king",
    [LUDI_REASON_OWN_KING] = "own-king",
    [LUDI_REASON_STALEMATE] = "stalemate",
    [LUDI_REASON_NOCAPTURE] = "nocapture",
    [LUDI_REASON_SACRED] = "sacred",
    [LUDI_REASON_BORNE_OFF] = "borne-off",
};
static const char *const result_keys[] = {"ongoing", "win", "loss", "draw"};

static int key_index(const char *const *keys, int n, const char *v)
{
    for (int i = 0; i < n; i++)
        if (strcmp(keys[i], v) == 0)
            return i;
    return -1;
}

static bool parse_effect(struct parser *P, struct ludi_lesson_effect *e, struct raw_value rv)
{
    const char *p = rv.v;
    char tok[TOKEN_LEN];
    while (next_token(&p, tok, sizeof tok)) {
        char *eq = strchr(tok, '=');
        if (!eq)
            return fail_at(P, rv.line, "effect '%s' is not key=value", tok);
        *eq = '\0';
        const char *v = eq + 1;
        long n;
        int *counts[] = {&e->captured, &e->entered, &e->borne, &e->nocap};
        static const char *const count_keys[] = {"captured", "entered", "borne", "nocap"};
        int k = key_index(count_keys, 4, tok);
        if (k >= 0) {
            if (!ludi_parse_int(v, 0, 1000, &n))
                return fail_at(P, rv.line, "effect %s needs a count, not '%s'", tok, v);
            *counts[k] = (int)n;
        } else if (strcmp(tok, "result") == 0) {
            if ((e->result = key_index(result_keys, 4, v)) < 0)
                return fail_at(P, rv.line, "unknown result '%s'", v);
        } else if (strcmp(tok, "reason") == 0) {
            if ((e->reason = key_index(reason_keys, (int)(sizeof reason_keys /
                                                          sizeof reason_keys[0]), v)) < 0)
                return fail_at(P, rv.line, "unknown reason '%s'", v);
        } else {
            return fail_at(P, rv.line, "unknown effect '%s'", tok);
        }
    }
    return true;
}

/* --- moves --- */

/* Parses and plays a move at the step's start; false with the reason. */
static bool legal_move(const struct ludi_lesson_step *st, const char *text, struct ludi_move *m,
                       struct ludi_state *after, char *err, size_t errlen)
{
    if (!ludi_move_parse(&st->start, text, m, err, errlen))
        return false;
    return ludi_apply(&st->start, NULL, m, after, err, errlen);
}

static bool parse_expect(struct parser *P, struct ludi_lesson_step *st, struct raw_value rv)
{
    const char *p = rv.v;
    char tok[TOKEN_LEN], why[LUDI_ERR_LEN];
    while (next_token(&p, tok, sizeof tok)) {
        if (strcmp(tok, "any") == 0 && st->nexpect == 0 && !st->any) {
            st->any = true;
            continue;
        }
        if (st->any)
            return fail_at(P, rv.line, "'expect any' stands alone");
        if (st->nexpect == LUDI_LESSON_MAX_EXPECT)
            return fail_at(P, rv.line, "more than %d right moves", LUDI_LESSON_MAX_EXPECT);
        struct ludi_state after;
        if (!legal_move(st, tok, &st->expect[st->nexpect], &after, why, sizeof why))
            return fail_at(P, rv.line, "expected move '%s' is not legal: %s", tok, why);
        struct ludi_lesson_effect got;
        learn_effect_of(&st->start, &after, &got);
        if (!learn_effect_holds(&st->effect, &got, why, sizeof why))
            return fail_at(P, rv.line, "expected move '%s' does not do what the step says: %s",
                           tok, why);
        st->nexpect++;
    }
    if (!st->any && st->nexpect == 0)
        return fail_at(P, rv.line, "expect names no move");
    return true;
}

/* 'expect any': some legal move must have the effect, or the step cannot be done. */
static bool any_possible(const struct ludi_lesson_step *st)
{
    static _Thread_local struct ludi_move moves[LUDI_MAX_MOVES];
    int n = ludi_moves(&st->start, NULL, moves, LUDI_MAX_MOVES);
    for (int i = 0; i < n && i < LUDI_MAX_MOVES; i++) {
        struct ludi_state after;
        struct ludi_lesson_effect got;
        ludi_apply_trusted(&st->start, NULL, &moves[i], &after);
        learn_effect_of(&st->start, &after, &got);
        if (learn_effect_holds(&st->effect, &got, NULL, 0))
            return true;
    }
    return false;
}

static bool parse_wrongs(struct parser *P, struct ludi_lesson_step *st, const struct raw_step *r)
{
    char why[LUDI_ERR_LEN];
    for (int i = 0; i < r->nwrong; i++) {
        const struct raw_wrong *rw = &r->wrong[i];
        struct ludi_lesson_wrong *w = &st->wrong[i];
        struct ludi_state after;
        if (!legal_move(st, rw->move.v, &w->move, &after, why, sizeof why))
            return fail_at(P, rw->move.line, "wrong move '%s' is not legal (the rules explain "
                           "illegal moves themselves): %s", rw->move.v, why);
        if (learn_is_right(st, &after))
            return fail_at(P, rw->move.line, "wrong move '%s' is a right move", rw->move.v);
        for (int k = 0; k < LUDI_LESSON_LANGS; k++) {
            if (!rw->text[k].v)
                return fail_at(P, rw->move.line, "wrong move '%s' has no wrong.%s text",
                               rw->move.v, lang_keys[k]);
            w->text[k] = rw->text[k].v;
        }
    }
    st->nwrong = r->nwrong;
    return true;
}

/* --- building a step from what was written --- */

static bool set_options(struct parser *P, struct ludi_options *opt, struct raw_value rv)
{
    ludi_options_default(P->l->game, opt);
    if (!rv.v)
        return true;
    const char *p = rv.v;
    char tok[TOKEN_LEN], why[LUDI_ERR_LEN];
    while (next_token(&p, tok, sizeof tok))
        if (!ludi_options_set(opt, tok, why, sizeof why))
            return fail_at(P, rv.line, "%s", why);
    return true;
}

static bool set_dice(struct parser *P, struct ludi_lesson_step *st, const struct ludi_state *s,
                     struct raw_value rv)
{
    int need = ludi_game_dice(s->opt.game);
    if (need == 0) {
        if (rv.v)
            return fail_at(P, rv.line, "%s has no dice", ludi_game_title(s->opt.game));
        st->start = *s;
        return true;
    }
    if (!rv.v)
        return fail_at(P, st->line, "step '%s' sets no dice", st->id);
    const char *p = rv.v;
    char tok[TOKEN_LEN], why[LUDI_ERR_LEN];
    long v;
    st->ndice = 0;
    while (next_token(&p, tok, sizeof tok)) {
        if (st->ndice == need || !ludi_parse_int(tok, 1, 6, &v))
            return fail_at(P, rv.line, "dice: %d values of 1 to 6", need);
        st->dice[st->ndice++] = (int)v;
    }
    if (st->ndice != need)
        return fail_at(P, rv.line, "dice: %d values of 1 to 6", need);
    if (!ludi_set_dice(s, st->dice, st->ndice, &st->start, why, sizeof why))
        return fail_at(P, rv.line, "%s", why);
    return true;
}

static bool set_play(struct parser *P, struct ludi_lesson_step *st, const struct raw_step *r)
{
    const struct raw_value *no[] = {&r->position, &r->dice, &r->throw_first, &r->expect,
                                    &r->effect, &r->mark, &r->goal};
    static const char *const names[] = {"position", "dice", "throw", "expect", "effect", "mark",
                                        "goal"};
    for (int i = 0; i < 7; i++)
        if (no[i]->v)
            return fail_at(P, no[i]->line, "a play step has no %s", names[i]);
    if (r->nwrong)
        return fail_at(P, r->wrong[0].move.line, "a play step has no wrong moves");
    st->kind = LUDI_LESSON_PLAY;
    st->level = 1;
    st->hints = true;
    const char *p = r->play.v;
    char tok[TOKEN_LEN];
    long v;
    while (next_token(&p, tok, sizeof tok)) {
        if (strncmp(tok, "level=", 6) == 0 && ludi_parse_int(tok + 6, 1, 5, &v))
            st->level = (int)v;
        else if (strcmp(tok, "hints=on") == 0 || strcmp(tok, "hints=off") == 0)
            st->hints = tok[6] == 'o' && tok[7] == 'n';
        else
            return fail_at(P, r->play.line, "play takes level=1..5 and hints=on|off, not '%s'",
                           tok);
    }
    return true;
}

static bool set_texts(struct parser *P, struct ludi_lesson_step *st, const struct raw_step *r)
{
    for (int t = 0; t < LUDI_LESSON_TEXTS; t++) {
        bool need = t == LUDI_LESSON_SAY || (t == LUDI_LESSON_PRAISE && st->kind ==
                                             LUDI_LESSON_MOVE);
        int given = 0;
        for (int k = 0; k < LUDI_LESSON_LANGS; k++) {
            st->text[t][k] = r->text[t][k].v;
            given += r->text[t][k].v != NULL;
        }
        if ((need || given) && given < LUDI_LESSON_LANGS) {
            for (int k = 0; k < LUDI_LESSON_LANGS; k++)
                if (!r->text[t][k].v)
                    return fail_at(P, st->line, "step '%s' has no %s.%s text", st->id,
                                   text_keys[t], lang_keys[k]);
        }
    }
    if (st->kind == LUDI_LESSON_PLAY && st->text[LUDI_LESSON_OTHER][0])
        return fail_at(P, r->text[LUDI_LESSON_OTHER][0].line, "a play step has no other text");
    return true;
}

/* Checks the step just read and adds it to the lesson. */
static bool finish_step(struct parser *P)
{
    struct raw_step *r = &P->raw;
    struct ludi_lesson *l = P->l;
    struct ludi_lesson_step *st = &l->step[l->nsteps];
    char why[LUDI_ERR_LEN];
    memset(st, 0, sizeof *st);
    snprintf(st->id, sizeof st->id, "%s", r->id.v);
    st->line = r->id.line;
    st->effect = (struct ludi_lesson_effect){-1, -1, -1, -1, -1, -1};
    if (l->nsteps > 0 && l->step[l->nsteps - 1].kind == LUDI_LESSON_PLAY)
        return fail_at(P, st->line, "the play step must be the last");
    struct ludi_options opt;
    if (!set_options(P, &opt, r->options))
        return false;
    if (r->play.v) {
        if (!set_play(P, st, r))
            return false;
        ludi_start(&opt, &st->start);
        l->nsteps++;
        return set_texts(P, st, r);
    }
    if (!r->position.v)
        return fail_at(P, st->line, "step '%s' has no position", st->id);
    if (!r->expect.v)
        return fail_at(P, st->line, "step '%s' expects no move", st->id);
    struct ludi_state s;
    if (!ludi_position_parse(&opt, r->position.v, &s, why, sizeof why))
        return fail_at(P, r->position.line, "%s", why);
    if (s.phase == LUDI_PHASE_OVER)
        return fail_at(P, r->position.line, "the game is already over in this position");
    st->position = r->position.v;
    st->throw_first = r->throw_first.v != NULL;
    if (!set_dice(P, st, &s, r->dice))
        return false;
    if (r->effect.v && !parse_effect(P, &st->effect, r->effect))
        return false;
    if (!parse_expect(P, st, r->expect))
        return false;
    if (st->any && !any_possible(st))
        return fail_at(P, r->expect.line, "no legal move has the step's effect");
    if (r->mark.v && !parse_marks(P, st, r->mark, st->marks, &st->nmarks))
        return false;
    if (r->goal.v && !parse_marks(P, st, r->goal, st->goals, &st->ngoals))
        return false;
    if (!parse_wrongs(P, st, r))
        return false;
    l->nsteps++;
    return set_texts(P, st, r);
}

/* --- lines --- */

/* A "key.lang" text key: which text and which language, or false. */
static bool text_key(const char *key, const char *base, int *lang)
{
    size_t n = strlen(base);
    if (strncmp(key, base, n) != 0 || key[n] != '.')
        return false;
    *lang = key_index(lang_keys, LUDI_LESSON_LANGS, key + n + 1);
    return *lang >= 0;
}

static bool put(struct parser *P, struct raw_value *slot, const char *key, const char *v,
                int line)
{
    if (slot->v)
        return fail_at(P, line, "'%s' given twice (first on line %d)", key, slot->line);
    slot->v = v;
    slot->line = line;
    return true;
}

static bool header_line(struct parser *P, const char *key, const char *v, int line)
{
    struct ludi_lesson *l = P->l;
    int lang;
    if (text_key(key, "title", &lang)) {
        if (l->title[lang])
            return fail_at(P, line, "'%s' given twice", key);
        l->title[lang] = v;
        return true;
    }
    if (text_key(key, "other", &lang)) {
        if (l->other[lang])
            return fail_at(P, line, "'%s' given twice", key);
        l->other[lang] = v;
        return true;
    }
    return fail_at(P, line, "'%s' before the first step", key);
}

static bool wrong_line(struct parser *P, const char *key, const char *v, int line, int lang)
{
    struct raw_step *r = &P->raw;
    if (lang < 0) {
        if (r->nwrong == LUDI_LESSON_MAX_WRONG)
            return fail_at(P, line, "more than %d wrong moves", LUDI_LESSON_MAX_WRONG);
        return put(P, &r->wrong[r->nwrong++].move, key, v, line);
    }
    if (r->nwrong == 0)
        return fail_at(P, line, "'%s' before any 'wrong' move", key);
    return put(P, &r->wrong[r->nwrong - 1].text[lang], key, v, line);
}

static bool step_line(struct parser *P, const char *key, const char *v, int line)
{
    struct raw_step *r = &P->raw;
    struct { const char *key; struct raw_value *slot; } slots[] = {
        {"options", &r->options}, {"position", &r->position}, {"dice", &r->dice},
        {"throw", &r->throw_first}, {"expect", &r->expect}, {"effect", &r->effect},
        {"mark", &r->mark}, {"goal", &r->goal}, {"play", &r->play},
    };
    for (size_t i = 0; i < sizeof slots / sizeof slots[0]; i++)
        if (strcmp(key, slots[i].key) == 0)
            return put(P, slots[i].slot, key, v, line);
    int lang;
    for (int t = 0; t < LUDI_LESSON_TEXTS; t++)
        if (text_key(key, text_keys[t], &lang))
            return put(P, &r->text[t][lang], key, v, line);
    if (strcmp(key, "wrong") == 0)
        return wrong_line(P, key, v, line, -1);
    if (text_key(key, "wrong", &lang))
        return wrong_line(P, key, v, line, lang);
    return fail_at(P, line, "unknown key '%s'", key);
}

static bool start_step(struct parser *P, const char *v, int line)
{
    if (P->in_step && !finish_step(P))
        return false;
    if (!learn_valid_id(v))
        return fail_at(P, line, "step id '%s' is not 1 to %d of a-z, 0-9, - and _", v,
                       LUDI_LESSON_ID_LEN - 1);
    for (int i = 0; i < P->l->nsteps; i++)
        if (strcmp(P->l->step[i].id, v) == 0)
            return fail_at(P, line, "step '%s' given twice", v);
    if (P->l->nsteps == LUDI_LESSON_MAX_STEPS)
        return fail_at(P, line, "more than %d steps", LUDI_LESSON_MAX_STEPS);
    memset(&P->raw, 0, sizeof P->raw);
    P->raw.id = (struct raw_value){v, line};
    P->in_step = true;
    return true;
}

static bool one_line(struct parser *P, char *s, int line)
{
    size_t n = strlen(s);
    while (n > 0 && (s[n - 1] == '\r' || s[n - 1] == ' ' || s[n - 1] == '\t'))
        s[--n] = '\0';
    while (*s == ' ' || *s == '\t')
        s++;
    if (!*s || *s == '#')
        return true;
    P->last_line = line;
    if (n > LINE_MAX_LEN)
        return fail_at(P, line, "line longer than %d bytes", LINE_MAX_LEN);
    char *key = s;
    char *v = s + strcspn(s, " \t");
    if (*v) {
        *v++ = '\0';
        while (*v == ' ' || *v == '\t')
            v++;
    }
    bool flag = strcmp(key, "throw") == 0;
    if (!*v && !flag)
        return fail_at(P, line, "'%s' has no value", key);
    if (*v && flag)
        return fail_at(P, line, "'throw' takes no value");
    if (!P->have_game) {
        if (strcmp(key, "lesson") != 0 || !ludi_game_parse(v, &P->l->game))
            return fail_at(P, line, "a lesson file starts with 'lesson latrunculi|pente|"
                           "duodecim'");
        P->have_game = true;
        return true;
    }
    if (strcmp(key, "step") == 0)
        return start_step(P, v, line);
    return P->in_step ? step_line(P, key, flag ? "" : v, line) : header_line(P, key, v, line);
}

struct ludi_lesson *ludi_lesson_parse(const char *text, size_t len, char *err, size_t errlen)
{
    struct parser P = {.err = err, .errlen = errlen};
    int bad = text ? bad_byte_line(text, len) : 1;
    if (bad) {
        fail_at(&P, bad, "not UTF-8 text");
        return NULL;
    }
    P.l = calloc(1, sizeof *P.l);
    char *buf = malloc(len + 1);
    if (!P.l || !buf) {
        free(P.l);
        free(buf);
        fail_at(&P, 1, "out of memory");
        return NULL;
    }
    memcpy(buf, text, len);
    buf[len] = '\0';
    P.l->buf = buf;
    bool ok = true;
    int line = 1;
    for (char *s = buf; ok && s;) {
        char *nl = strchr(s, '\n');
        if (nl)
            *nl = '\0';
        ok = one_line(&P, s, line++);
        s = nl ? nl + 1 : NULL;
    }
    if (P.last_line == 0)
        P.last_line = 1;
    if (ok && !P.have_game)
        ok = fail_at(&P, P.last_line, "a lesson file starts with 'lesson latrunculi|pente|"
                     "duodecim'");
    if (ok && P.in_step)
        ok = finish_step(&P);
    for (int k = 0; ok && k < LUDI_LESSON_LANGS; k++) {
        if (!P.l->title[k])
            ok = fail_at(&P, 1, "no title.%s", lang_keys[k]);
        else if (!P.l->other[k])
            ok = fail_at(&P, 1, "no other.%s (the feedback for a legal move that misses the "
                         "idea)", lang_keys[k]);
    }
    if (ok && P.l->nsteps == 0)
        ok = fail_at(&P, P.last_line, "the lesson has no steps");
    if (!ok) {
        ludi_lesson_free(P.l);
        return NULL;
    }
    return P.l;
}

void ludi_lesson_free(struct ludi_lesson *l)
{
    if (!l)
        return;
    free(l->buf);
    free(l);
}
