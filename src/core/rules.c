/* rules.c: the game-independent half of the rules interface: names, dice, dispatch. */
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"

static const struct ludi_rules *const all_rules[LUDI_GAME_COUNT] = {
    [LUDI_LATRUNCULI] = &ludi_latrunculi_rules,
    [LUDI_PENTE] = &ludi_pente_rules,
    [LUDI_DUODECIM] = &ludi_duodecim_rules,
};

const struct ludi_rules *ludi_rules_of(enum ludi_game g)
{
    if ((unsigned)g >= LUDI_GAME_COUNT)
        return &ludi_latrunculi_rules;
    return all_rules[g];
}

static const struct ludi_rules *R(const struct ludi_state *s)
{
    return ludi_rules_of(s->opt.game);
}

bool ludi_fail(char *err, size_t errlen, const char *fmt, ...)
{
    if (err && errlen) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err, errlen, fmt, ap);
        va_end(ap);
    }
    return false;
}

void ludi_buf_add(char *buf, size_t len, size_t *pos, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *at = (buf && *pos < len) ? buf + *pos : NULL;
    size_t room = (buf && *pos < len) ? len - *pos : 0;
    int n = vsnprintf(at, room, fmt, ap);
    va_end(ap);
    if (n > 0)
        *pos += (size_t)n;
}

bool ludi_parse_u64(const char *text, uint64_t *out)
{
    if (!text || !*text)
        return false;
    if (text[0] == '0' && text[1])
        return false;   /* decided: a number is written without leading zeros ("07" is refused) */
    uint64_t v = 0;
    for (const char *t = text; *t; t++) {
        if (*t < '0' || *t > '9')
            return false;
        unsigned d = (unsigned)(*t - '0');
        if (v > (UINT64_MAX - d) / 10)
            return false;
        v = v * 10 + d;
    }
    *out = v;
    return true;
}

bool ludi_parse_int(const char *text, long lo, long hi, long *out)
{
    if (!text || !*text)
        return false;
    if (text[0] == '0' && text[1])
        return false;   /* as ludi_parse_u64: no leading zeros */
    long v = 0;
    for (const char *p = text; *p; p++) {
        if (*p < '0' || *p > '9')
            return false;
        if (v > (LONG_MAX - (*p - '0')) / 10)
            return false;
        v = v * 10 + (*p - '0');
    }
    if (v < lo || v > hi)
        return false;
    *out = v;
    return true;
}

const char *ludi_game_name(enum ludi_game g)
{
    return ludi_rules_of(g)->name;
}

const char *ludi_game_title(enum ludi_game g)
{
    return ludi_rules_of(g)->title;
}

bool ludi_game_parse(const char *name, enum ludi_game *out)
{
    for (int g = 0; g < LUDI_GAME_COUNT; g++) {
        if (name && strcmp(name, all_rules[g]->name) == 0) {
            *out = (enum ludi_game)g;
            return true;
        }
    }
    return false;
}

int ludi_game_dice(enum ludi_game g)
{
    return ludi_rules_of(g)->ndice;
}

const char *ludi_side_name(enum ludi_game g, int side)
{
    return ludi_rules_of(g)->side_names[side ? 1 : 0];
}

int ludi_option_count(enum ludi_game g)
{
    return ludi_rules_of(g)->noptions;
}

const struct ludi_option_desc *ludi_option_desc(enum ludi_game g, int i)
{
    const struct ludi_rules *r = ludi_rules_of(g);
    return i >= 0 && i < r->noptions ? &r->options[i] : NULL;
}

int ludi_option_index(const struct ludi_options *opt, int i)
{
    const struct ludi_rules *r = ludi_rules_of(opt->game);
    return i >= 0 && i < r->noptions ? r->option_get(opt, i) : 0;
}

void ludi_option_choose(struct ludi_options *opt, int i, int value)
{
    const struct ludi_rules *r = ludi_rules_of(opt->game);
    if (i >= 0 && i < r->noptions && value >= 0 && value < r->options[i].nvalues)
        r->option_set(opt, i, value);
}

int ludi_option_find(enum ludi_game g, const char *key)
{
    const struct ludi_rules *r = ludi_rules_of(g);
    for (int i = 0; key && i < r->noptions; i++)
        if (strcmp(r->options[i].key, key) == 0)
            return i;
    return -1;
}

static int value_index(const struct ludi_option_desc *d, const char *text)
{
    for (int v = 0; text && v < d->nvalues; v++)
        if (strcmp(d->values[v], text) == 0)
            return v;
    return -1;
}

bool ludi_option_known(enum ludi_game g, const char *key, const char *text)
{
    const struct ludi_option_desc *d = ludi_option_desc(g, ludi_option_find(g, key));
    return d && value_index(d, text) >= 0;
}

size_t ludi_option_values_text(const struct ludi_option_desc *d, char *buf, size_t len)
{
    size_t pos = 0;
    if (len)
        buf[0] = '\0';
    for (int v = 0; v < d->nvalues; v++)
        ludi_buf_add(buf, len, &pos, "%s%s", v == 0 ? "" : v + 1 == d->nvalues ? " or " : ", ",
                     d->values[v]);
    return pos;
}

void ludi_options_default(enum ludi_game g, struct ludi_options *out)
{
    memset(out, 0, sizeof *out);
    /* every field gets its default, so options of one game carried into another stay sane */
    for (int k = 0; k < LUDI_GAME_COUNT; k++)
        for (int i = 0; i < all_rules[k]->noptions; i++)
            all_rules[k]->option_set(out, i, all_rules[k]->options[i].def);
    out->game = g;
}

/* decided: values are taken exactly as ludi_options_format writes them ("05", "+5" or
 * "8 x 8" are refused) */
bool ludi_options_set(struct ludi_options *opt, const char *keyvalue, char *err, size_t errlen)
{
    const char *eq = keyvalue ? strchr(keyvalue, '=') : NULL;
    if (!eq || eq == keyvalue || !eq[1])
        return ludi_fail(err, errlen, "option '%s' is not of the form key=value",
                         keyvalue ? keyvalue : "");
    char key[32];
    size_t klen = (size_t)(eq - keyvalue);
    if (klen >= sizeof key)
        return ludi_fail(err, errlen, "unknown option '%.*s'", 31, keyvalue);
    memcpy(key, keyvalue, klen);
    key[klen] = '\0';
    const struct ludi_rules *r = ludi_rules_of(opt->game);
    int i = ludi_option_find(opt->game, key);
    if (i < 0)
        return ludi_fail(err, errlen, "unknown option '%s' for %s", key, r->name);
    int v = value_index(&r->options[i], eq + 1);
    if (v < 0) {
        char list[128];
        ludi_option_values_text(&r->options[i], list, sizeof list);
        return ludi_fail(err, errlen, "unknown %s '%s' (%s)", r->options[i].noun, eq + 1, list);
    }
    r->option_set(opt, i, v);
    return true;
}

size_t ludi_options_format(const struct ludi_options *opt, char *buf, size_t len)
{
    const struct ludi_rules *r = ludi_rules_of(opt->game);
    size_t pos = 0;
    if (len)
        buf[0] = '\0';
    for (int i = 0; i < r->noptions; i++)
        ludi_buf_add(buf, len, &pos, "%s%s=%s", i ? " " : "", r->options[i].key,
                     r->options[i].values[r->option_get(opt, i)]);
    return pos;
}

void ludi_start(const struct ludi_options *opt, struct ludi_state *out)
{
    ludi_rules_of(opt->game)->start(opt, out);
}

bool ludi_position_parse(const struct ludi_options *opt, const char *text, struct ludi_state *out,
                         char *err, size_t errlen)
{
    if (!text)
        return ludi_fail(err, errlen, "no position given");
    return ludi_rules_of(opt->game)->parse_position(opt, text, out, err, errlen);
}

size_t ludi_position_format(const struct ludi_state *s, char *buf, size_t len)
{
    return R(s)->format_position(s, buf, len);
}

size_t ludi_show(const struct ludi_state *s, char *buf, size_t len)
{
    return R(s)->show(s, buf, len);
}

static bool dice_allowed(const struct ludi_state *s, char *err, size_t errlen)
{
    if (R(s)->ndice == 0)
        return ludi_fail(err, errlen, "%s has no dice", R(s)->title);
    if (s->phase == LUDI_PHASE_OVER)
        return ludi_fail(err, errlen, "the game is over");
    if (s->phase != LUDI_PHASE_ROLL)
        return ludi_fail(err, errlen, "the %s been thrown already; play a move first",
                         R(s)->ndice == 1 ? "die has" : "dice have");
    return true;
}

bool ludi_roll(const struct ludi_state *s, struct ludi_rng *rng, struct ludi_state *out,
               char *err, size_t errlen)
{
    if (!dice_allowed(s, err, errlen))
        return false;
    int v[LUDI_MAX_DICE];
    int n = R(s)->ndice;
    for (int i = 0; i < n; i++)
        v[i] = ludi_rng_die(rng);
    return ludi_set_dice(s, v, n, out, err, errlen);
}

bool ludi_set_dice(const struct ludi_state *s, const int *values, int n, struct ludi_state *out,
                   char *err, size_t errlen)
{
    if (!dice_allowed(s, err, errlen))
        return false;
    int want = R(s)->ndice;
    if (n != want)
        return ludi_fail(err, errlen, "%s needs %d %s, not %d", R(s)->title, want,
                         want == 1 ? "die" : "dice", n);
    for (int i = 0; i < n; i++)
        if (values[i] < 1 || values[i] > 6)
            return ludi_fail(err, errlen, "a die shows 1 to 6, not %d", values[i]);
    struct ludi_state t = *s;
    t.ndice = (uint8_t)n;
    for (int i = 0; i < LUDI_MAX_DICE; i++)
        t.dice[i] = (uint8_t)(i < n ? values[i] : 0);
    t.phase = LUDI_PHASE_MOVE;
    *out = t;
    return true;
}

size_t ludi_past_needed(const struct ludi_state *s)
{
    return R(s)->past_needed ? R(s)->past_needed(s) : 0;
}

/* The part of past the rules read: its ludi_past_needed(s) latest positions. False when past
 * is shorter: the caller left out positions the rules need. */
static bool past_tail(const struct ludi_state *s, const struct ludi_past *past,
                      struct ludi_past *tail)
{
    size_t need = ludi_past_needed(s), have = past ? past->n : 0;
    if (have < need)
        return false;
    tail->hash = need ? past->hash + (have - need) : NULL;
    tail->n = need;
    return true;
}

int ludi_moves(const struct ludi_state *s, const struct ludi_past *past, struct ludi_move *out,
               int cap)
{
    struct ludi_past tail;
    if (s->phase != LUDI_PHASE_MOVE || !past_tail(s, past, &tail))
        return 0;
    return R(s)->moves(s, &tail, out, cap);
}

int ludi_legal_steps(const struct ludi_state *s, const struct ludi_past *past,
                     const struct ludi_step *made, int nmade, struct ludi_step *out, int cap)
{
    struct ludi_past tail;
    if (s->phase != LUDI_PHASE_MOVE || nmade < 0 || nmade > LUDI_MAX_STEPS ||
        !past_tail(s, past, &tail))
        return 0;
    return R(s)->legal_steps(s, &tail, made, nmade, out, cap);
}

bool ludi_preview(const struct ludi_state *s, const struct ludi_step *made, int nmade,
                  struct ludi_state *out)
{
    if (nmade < 0 || nmade > LUDI_MAX_STEPS)
        return false;
    if (nmade == 0) {
        *out = *s;
        return true;
    }
    if (s->phase != LUDI_PHASE_MOVE)
        return false;
    return R(s)->preview(s, made, nmade, out);
}

bool ludi_apply(const struct ludi_state *s, const struct ludi_past *past,
                const struct ludi_move *m, struct ludi_state *out, char *err, size_t errlen)
{
    struct ludi_past tail;
    if (!past_tail(s, past, &tail))
        return ludi_fail(err, errlen, "the game's earlier positions were not given, and the "
                         "repetition rule needs %zu of them", ludi_past_needed(s));
    if (s->phase == LUDI_PHASE_OVER)
        return ludi_fail(err, errlen, "the game is over");
    if (s->phase == LUDI_PHASE_ROLL)
        return ludi_fail(err, errlen, "throw the %s first", R(s)->ndice == 1 ? "die" : "dice");
    if (m->nsteps > LUDI_MAX_STEPS)
        return ludi_fail(err, errlen, "too many steps in one move");
    if (m->nsteps == 0 && R(s)->ndice == 0)
        return ludi_fail(err, errlen, "passing is not allowed in %s", R(s)->title);
    /* each dice game refuses a pass while a move is possible, saying which */
    return R(s)->apply(s, &tail, m, out, err, errlen);
}

bool ludi_apply_trusted(const struct ludi_state *s, const struct ludi_past *past,
                        const struct ludi_move *m, struct ludi_state *out)
{
    struct ludi_past tail;
    return past_tail(s, past, &tail) && R(s)->apply_trusted(s, &tail, m, out);
}

bool ludi_move_parse(const struct ludi_state *s, const char *text, struct ludi_move *out,
                     char *err, size_t errlen)
{
    if (!text || !*text)
        return ludi_fail(err, errlen, "no move given");
    if (strcmp(text, "pass") == 0) {
        if (R(s)->ndice == 0)
            return ludi_fail(err, errlen, "passing is not allowed in %s", R(s)->title);
        memset(out, 0, sizeof *out);
        return true;
    }
    return R(s)->parse_move(s, text, out, err, errlen);
}

size_t ludi_move_format(const struct ludi_state *s, const struct ludi_move *m, char *buf,
                        size_t len)
{
    if (m->nsteps == 0) {
        size_t pos = 0;
        ludi_buf_add(buf, len, &pos, "pass");
        return pos;
    }
    return R(s)->format_move(s, m, buf, len);
}

bool ludi_move_equal(const struct ludi_move *a, const struct ludi_move *b)
{
    if (a->nsteps != b->nsteps)
        return false;
    for (int i = 0; i < a->nsteps; i++)
        if (a->steps[i].from != b->steps[i].from || a->steps[i].to != b->steps[i].to ||
            a->steps[i].die != b->steps[i].die)
            return false;
    return true;
}

int ludi_lat_men(const struct ludi_state *s, int side)
{
    if (s->opt.game != LUDI_LATRUNCULI)
        return 0;
    side = side ? 1 : 0;
    return __builtin_popcountll(s->g.lat.men[side][0]) +
           __builtin_popcountll(s->g.lat.men[side][1]);
}

int ludi_counters_off(const struct ludi_state *s, int side)
{
    side = side ? 1 : 0;
    switch (s->opt.game) {
    case LUDI_LATRUNCULI:
        return s->opt.width - __builtin_popcountll(s->g.lat.men[side][0]) -
               __builtin_popcountll(s->g.lat.men[side][1]);
    case LUDI_PENTE: {
        int n = 0;
        for (int i = 0; i < s->opt.lines && i < LUDI_PENTE_MAX_LINES; i++)
            n += s->g.pente.pos[side][i] == LUDI_OFF;
        return n;
    }
    default:
        return s->g.duo.cnt[side][0];
    }
}

enum ludi_result ludi_result_of(const struct ludi_state *s)
{
    return (enum ludi_result)s->result;
}

const char *ludi_reason_text(const struct ludi_state *s)
{
    static const char *const text[] = {
        [LUDI_REASON_NONE] = "",
        [LUDI_REASON_ALL_MEN] = "all men captured",
        [LUDI_REASON_KING] = "king immobilised",
        [LUDI_REASON_OWN_KING] = "own king immobilised",
        [LUDI_REASON_STALEMATE] = "stalemate",
        [LUDI_REASON_NOCAPTURE] = "no capture in N moves", /* ludi_result_format fills N */
        [LUDI_REASON_SACRED] = "all counters on the sacred line",
        [LUDI_REASON_BORNE_OFF] = "all counters borne off",
        [LUDI_REASON_RESIGNED] = "resigned",   /* ludi_result_format names the side */
    };
    return s->reason < sizeof text / sizeof text[0] ? text[s->reason] : "";
}

size_t ludi_result_format(const struct ludi_state *s, char *buf, size_t len)
{
    size_t pos = 0;
    char reason[64];
    if (s->reason == LUDI_REASON_NOCAPTURE)
        snprintf(reason, sizeof reason, "no capture in %d moves", s->opt.nocapture);
    else if (s->reason == LUDI_REASON_RESIGNED)   /* "white wins: black resigned" */
        snprintf(reason, sizeof reason, "%s resigned",
                 ludi_side_name(s->opt.game, s->result == LUDI_WIN0));
    else
        snprintf(reason, sizeof reason, "%s", ludi_reason_text(s));
    switch (s->result) {
    case LUDI_WIN0:
    case LUDI_WIN1:
        ludi_buf_add(buf, len, &pos, "%s wins: %s", ludi_side_name(s->opt.game, s->result),
                     reason);
        break;
    case LUDI_DRAW:
        ludi_buf_add(buf, len, &pos, "draw: %s", reason);
        break;
    default:
        ludi_buf_add(buf, len, &pos, "ongoing");
        break;
    }
    return pos;
}

static uint64_t dice_hash(const struct ludi_state *s)
{
    /* The dice left are a multiset: hash how many of each value, plus the phase. */
    uint64_t h = ludi_zobrist(0x70000 + s->phase);
    int count[7] = {0};
    for (int i = 0; i < s->ndice && i < LUDI_MAX_DICE; i++)
        if (s->dice[i] >= 1 && s->dice[i] <= 6)
            count[s->dice[i]]++;
    for (int v = 1; v <= 6; v++)
        if (count[v])
            h ^= ludi_zobrist(0x71000 + (uint64_t)v * 8 + (uint64_t)count[v]);
    return h;
}

uint64_t ludi_hash(const struct ludi_state *s)
{
    return s->hash ^ dice_hash(s);
}

uint64_t ludi_hash_fresh(const struct ludi_state *s)
{
    return R(s)->hash_fresh(s) ^ dice_hash(s);
}

bool ludi_resign(const struct ludi_state *s, int side, struct ludi_state *out, char *err,
                 size_t errlen)
{
    if (side != 0 && side != 1)
        return ludi_fail(err, errlen, "side %d cannot resign: the sides are 0 and 1", side);
    if (s->phase == LUDI_PHASE_OVER)
        return ludi_fail(err, errlen, "the game is over: there is nothing to resign");
    struct ludi_state t = *s;
    t.phase = LUDI_PHASE_OVER;
    t.result = (int8_t)(side ? LUDI_WIN0 : LUDI_WIN1);
    t.reason = LUDI_REASON_RESIGNED;
    t.ndice = 0;
    memset(t.dice, 0, sizeof t.dice);
    *out = t;
    return true;
}

bool ludi_state_check(const struct ludi_state *s, char *err, size_t errlen)
{
    if ((unsigned)s->opt.game >= LUDI_GAME_COUNT)
        return ludi_fail(err, errlen, "unknown game");
    if (s->side > 1)
        return ludi_fail(err, errlen, "side to move is %d", s->side);
    if (R(s)->hash_fresh(s) != s->hash)
        return ludi_fail(err, errlen, "incremental hash differs from a fresh hash");
    if (s->reason == LUDI_REASON_RESIGNED) {
        /* given up: over, won by one side, on a board the game had not yet ended on (as the
         * game's own check judges it, ongoing and waiting for a throw or a move) */
        if (s->phase != LUDI_PHASE_OVER || (s->result != LUDI_WIN0 && s->result != LUDI_WIN1) ||
            s->ndice != 0)
            return ludi_fail(err, errlen, "a resigned game that is not over with a winner");
        struct ludi_state t = *s;
        t.phase = ludi_game_dice(s->opt.game) > 0 ? LUDI_PHASE_ROLL : LUDI_PHASE_MOVE;
        t.result = LUDI_ONGOING;
        t.reason = LUDI_REASON_NONE;
        return R(&t)->check(&t, err, errlen);
    }
    return R(s)->check(s, err, errlen);
}

int64_t ludi_perft(const struct ludi_state *s, const struct ludi_past *past, int depth)
{
    return ludi_perft_until(s, past, depth, NULL);
}

int64_t ludi_perft_until(const struct ludi_state *s, const struct ludi_past *past, int depth,
                         const atomic_int *stop)
{
    struct ludi_past tail;
    if (!R(s)->perft || !past_tail(s, past, &tail))
        return -1;
    return R(s)->perft(s, &tail, depth, stop);
}
