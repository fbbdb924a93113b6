/* why.c: refusals for people: one English text per code, filling its placeholders, and the
 * game-independent half of ludi_explain and ludi_route. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "game.h"

static const char *const english[LUDI_WHY_COUNT] = {
    [LUDI_WHY_NONE] = "",
    [LUDI_WHY_OVER] = "the game is over",
    [LUDI_WHY_THROW_DIE] = "throw the die first",
    [LUDI_WHY_THROW_DICE] = "throw the dice first",
    [LUDI_WHY_DONE] = "this turn is complete",
    [LUDI_WHY_LAT_NO_PIECE] = "{1}: no {me} piece stands on {2}",
    [LUDI_WHY_LAT_LINE] = "{1}: pieces move along a rank or a file",
    [LUDI_WHY_LAT_BLOCKED] = "{1}: the piece on {2} is in the way",
    [LUDI_WHY_LAT_REPEAT] = "{1} would make the same position a third time",
    [LUDI_WHY_LAT_NOT_HERE] = "no {me} piece stands on {1}",
    [LUDI_WHY_LAT_HEMMED] = "the piece on {1} cannot move: every square next to it is taken",
    [LUDI_WHY_LAT_ALL_REPEAT] =
        "the piece on {1} cannot move: each of its moves would make the same position a "
        "third time",
    [LUDI_WHY_PT_LEAVE] = "{1}: a counter leaves the board only when it is knocked off",
    [LUDI_WHY_PT_NONE_OFF] = "{1}: {me} has no counter off the board",
    [LUDI_WHY_PT_ENTER_AT] = "{1}: with a {2}, {me}'s counter enters at {3}",
    [LUDI_WHY_PT_NO_COUNTER] = "{1}: no counter of {me} on {2}",
    [LUDI_WHY_PT_DIST_1] = "{1}: that is 1 point along the track, the die shows {2}",
    [LUDI_WHY_PT_DIST] = "{1}: that is {2} points along the track, the die shows {3}",
    [LUDI_WHY_PT_PRIORITY] = "{1}: entering has priority (off-{2})",
    [LUDI_WHY_PT_OWN] = "{1}: {2} is held by a counter of {me}'s own",
    [LUDI_WHY_PT_STAYS] = "{1}: in classic mode every counter stays on the board",
    [LUDI_WHY_PT_MOVED] = "{1}: the counter on {2} has moved already this turn",
    [LUDI_WHY_PT_CL_OWN] =
        "{1}: {2} already holds a counter of {me}, and an ordinary point holds one",
    [LUDI_WHY_PT_CL_TAKEN] = "{1}: {2} is taken by {op}, and classic mode has no capture",
    [LUDI_WHY_PT_CL_LEFT] = "{1}: that is {2} points, but only {3} of the die are left",
    [LUDI_WHY_PT_CL_REST] = "{1}: then the rest of the die could not be used",
    [LUDI_WHY_PT_SRC_ENTER] =
        "the counter on {1} cannot move: a counter off the board must enter first (off-{2})",
    [LUDI_WHY_PT_SRC_OWN] =
        "the counter on {1} cannot move: a {2} takes it to {3}, held by a counter of {me}'s own",
    [LUDI_WHY_PT_NO_ENTRY] =
        "the counter off the board cannot enter: a {1} takes it to {2}, held by a counter of "
        "{me}'s own",
    [LUDI_WHY_PT_SRC_MOVED] = "the counter on {1} has moved already this turn",
    [LUDI_WHY_PT_SRC_CLASSIC] =
        "the counter on {1} cannot move: no way of using the rest of the die ({2}) moves it",
    [LUDI_WHY_PT_PASS_KO] =
        "no counter can move {1} points: each would land on a counter of {me}'s own",
    [LUDI_WHY_PT_PASS_CL] =
        "the {1} cannot be used in full: too few free or sacred points to land on",
    [LUDI_WHY_DUO_NONE_WAITING] = "{1}: no counter of {me} is waiting to enter",
    [LUDI_WHY_DUO_NO_COUNTER] = "{1}: no counter of {me} stands on {2}",
    [LUDI_WHY_DUO_WAITING] = "{1}: a counter of {me} waiting to enter must enter first",
    [LUDI_WHY_DUO_NOT_HOME] =
        "{1}: counters are borne off only when all of {me}'s are on 25 to 30",
    [LUDI_WHY_DUO_BEAR_NEED] = "{1}: bearing off from {2} needs a die of {3} or more",
    [LUDI_WHY_DUO_OVERSHOOT] =
        "{1}: a {2} overshoots, and an overshooting die bears off only the counter furthest "
        "back (on {3})",
    [LUDI_WHY_DUO_ENTER_RANGE] = "{1}: a counter enters on points 1 to 6",
    [LUDI_WHY_DUO_FORWARD] = "{1}: counters move forward only",
    [LUDI_WHY_DUO_RANGE] = "{1}: a die moves a counter 1 to 6 points",
    [LUDI_WHY_DUO_NO_DIE] = "{1}: no die left shows {2}",
    [LUDI_WHY_DUO_HELD] = "{1}: {2} is held by {3} counters of {op}",
    [LUDI_WHY_DUO_PASSING] = "{1}: on the way it would stop on {2}, held by {3} counters of {op}",
    [LUDI_WHY_DUO_NO_SUM] = "{1}: no die left shows {2}, and no dice left add up to it",
    [LUDI_WHY_DUO_STEP_DICE] = "{1}: then fewer dice could be used than the throw allows",
    [LUDI_WHY_DUO_STEP_PIPS] =
        "{1}: then the dice used would add up to fewer points than they can",
    [LUDI_WHY_DUO_SRC_WAITING] =
        "the counter on {1} cannot move: a counter of {me} waiting to enter must enter first",
    [LUDI_WHY_DUO_SRC_HELD] =
        "the counter on {1} cannot move: every point the dice take it to is held by two or "
        "more counters of {op}",
    [LUDI_WHY_DUO_SRC_MAX] =
        "the counter on {1} cannot move now: the dice must be used as fully as they can be, "
        "and moving it would not allow that",
    [LUDI_WHY_DUO_PASS_HELD] =
        "no die can be used: every point the dice take a counter to is held by two or more "
        "counters of {op}",
    [LUDI_WHY_DUO_FORCED_WAITING] = "while counters of {me} wait to enter, every die enters one",
    [LUDI_WHY_DUO_FORCED_ALL] = "only one way uses all three dice",
    [LUDI_WHY_DUO_FORCED_MOST] = "only one way uses as many dice, and points, as the throw allows",
    [LUDI_WHY_DUO_FORCED_HELD] = "every other counter of {me} is walled in by piles of {op}",
    [LUDI_WHY_LAT_OCCUPIED] = "{1}: a piece already stands on {2}",
    [LUDI_WHY_PT_FORCED_ENTER] = "a counter of {me} can enter at {1}, and entering comes first",
    [LUDI_WHY_PT_FORCED_OWN] = "every other counter of {me} would land on one of its own",
};

const char *ludi_why_english(enum ludi_why_code c)
{
    return (unsigned)c < LUDI_WHY_COUNT && english[c] ? english[c] : "";
}

size_t ludi_why_fill(const char *text, const struct ludi_why *w, const char *const names[2],
                     char *buf, size_t len)
{
    size_t pos = 0;
    if (len)
        buf[0] = '\0';
    for (const char *p = text; *p;) {
        const char *put = NULL;
        size_t skip = 0;
        if (p[0] == '{' && p[1] >= '1' && p[1] < '1' + LUDI_WHY_ARGS && p[2] == '}') {
            put = w->arg[p[1] - '1'];
            skip = 3;
        } else if (strncmp(p, "{me}", 4) == 0) {
            put = names[w->side ? 1 : 0];
            skip = 4;
        } else if (strncmp(p, "{op}", 4) == 0) {
            put = names[w->side ? 0 : 1];
            skip = 4;
        }
        if (put) {
            ludi_buf_add(buf, len, &pos, "%s", put);
            p += skip;
        } else {
            ludi_buf_add(buf, len, &pos, "%c", *p);
            p++;
        }
    }
    return pos;
}

bool ludi_refuse(const struct ludi_state *s, struct ludi_why *w, char *err, size_t errlen,
                 enum ludi_why_code c, const char *fmt, ...)
{
    if (!w && (!err || !errlen))
        return false;   /* nobody asks why: the checks stay cheap */
    struct ludi_why local;
    struct ludi_why *t = w ? w : &local;
    memset(t, 0, sizeof *t);
    t->code = (uint8_t)c;
    t->side = s->side ? 1 : 0;
    char all[LUDI_WHY_ARGS * 24];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(all, sizeof all, fmt, ap);
    va_end(ap);
    /* the arguments are separated by '|' */
    const char *p = all;
    for (int i = 0; i < LUDI_WHY_ARGS && *p; i++) {
        size_t n = strcspn(p, "|");
        snprintf(t->arg[i], sizeof t->arg[i], "%.*s", (int)n, p);
        p += n;
        if (*p == '|')
            p++;
    }
    if (err && errlen) {
        const char *names[2] = {ludi_side_name(s->opt.game, 0), ludi_side_name(s->opt.game, 1)};
        ludi_why_fill(ludi_why_english(c), t, names, err, errlen);
    }
    return false;
}

/* A refusal without arguments, for ludi_explain: returns true (refused). */
static bool say(const struct ludi_state *s, struct ludi_why *w, enum ludi_why_code c)
{
    ludi_refuse(s, w, NULL, 0, c, "%s", "");
    return true;
}

bool ludi_explain(const struct ludi_state *s, const struct ludi_past *past,
                  const struct ludi_step *made, int nmade, int from, int to, struct ludi_why *w)
{
    memset(w, 0, sizeof *w);
    w->side = s->side ? 1 : 0;
    if (s->phase == LUDI_PHASE_OVER)
        return say(s, w, LUDI_WHY_OVER);
    if (s->phase == LUDI_PHASE_ROLL)
        return say(s, w, ludi_game_dice(s->opt.game) == 1 ? LUDI_WHY_THROW_DIE
                                                          : LUDI_WHY_THROW_DICE);
    if (nmade < 0 || nmade > LUDI_MAX_STEPS)
        return say(s, w, LUDI_WHY_DONE);
    struct ludi_step legal[LUDI_MAX_MOVES < 512 ? LUDI_MAX_MOVES : 512];
    int n = ludi_legal_steps(s, past, made, nmade, legal,
                             (int)(sizeof legal / sizeof legal[0]));
    if (n == 0 && nmade > 0)
        return say(s, w, LUDI_WHY_DONE);
    for (int i = 0; i < n && i < (int)(sizeof legal / sizeof legal[0]); i++)
        if (legal[i].from == from && (to == LUDI_ANY || legal[i].to == to))
            return false;
    struct ludi_step route[LUDI_MAX_STEPS];
    if (to != LUDI_ANY && ludi_route(s, past, made, nmade, from, to, route, LUDI_MAX_STEPS) > 0)
        return false;
    ludi_rules_of(s->opt.game)->explain(s, made, nmade, from, to, w);
    if (w->code == LUDI_WHY_NONE)   /* each game names every refusal; this is a safety net */
        say(s, w, LUDI_WHY_DONE);
    return true;
}

bool ludi_explain_pass(const struct ludi_state *s, struct ludi_why *w)
{
    memset(w, 0, sizeof *w);
    w->side = s->side ? 1 : 0;
    struct ludi_move m;
    if (s->phase != LUDI_PHASE_MOVE || ludi_game_dice(s->opt.game) == 0 ||
        ludi_moves(s, NULL, &m, 1) != 1 || m.nsteps != 0)   /* no dice game needs a past */
        return false;
    ludi_rules_of(s->opt.game)->explain_pass(s, w);
    return true;
}

bool ludi_explain_forced(const struct ludi_state *s, const struct ludi_past *past,
                         struct ludi_why *w)
{
    memset(w, 0, sizeof *w);
    w->side = s->side ? 1 : 0;
    const struct ludi_rules *r = ludi_rules_of(s->opt.game);
    struct ludi_move two[2];
    if (s->phase != LUDI_PHASE_MOVE || !r->explain_forced || ludi_moves(s, past, two, 2) != 1 ||
        two[0].nsteps == 0)
        return false;
    r->explain_forced(s, &two[0], w);
    return w->code != LUDI_WHY_NONE;
}

/* Depth-first over the legal steps of the counter as it goes on: the first way found, in the
 * order ludi_legal_steps lists steps. decided: of several orders of the same dice (which can
 * differ in what they hit on the way) the one with the smaller die first is taken. */
static int route_rec(const struct ludi_state *s, const struct ludi_past *past,
                     struct ludi_step *made, int nmade, int from, int to, int depth,
                     struct ludi_step *path)
{
    struct ludi_step legal[64];
    int n = ludi_legal_steps(s, past, made, nmade, legal, 64);
    for (int i = 0; i < n && i < 64; i++) {
        if (legal[i].from != from)
            continue;
        path[depth] = legal[i];
        if (legal[i].to == to)
            return depth + 1;
        if (nmade + 1 >= LUDI_MAX_STEPS || legal[i].to == LUDI_OUT)
            continue;
        made[nmade] = legal[i];
        int k = route_rec(s, past, made, nmade + 1, legal[i].to, to, depth + 1, path);
        if (k)
            return k;
    }
    return 0;
}

int ludi_route(const struct ludi_state *s, const struct ludi_past *past,
               const struct ludi_step *made, int nmade, int from, int to, struct ludi_step *out,
               int cap)
{
    if (s->phase != LUDI_PHASE_MOVE || nmade < 0 || nmade >= LUDI_MAX_STEPS ||
        !ludi_rules_of(s->opt.game)->combine || to == LUDI_ANY)
        return 0;
    struct ludi_step work[LUDI_MAX_STEPS], path[LUDI_MAX_STEPS];
    if (nmade)
        memcpy(work, made, (size_t)nmade * sizeof *made);
    int k = route_rec(s, past, work, nmade, from, to, 0, path);
    if (k > cap)
        return 0;
    memcpy(out, path, (size_t)k * sizeof *path);
    return k;
}

bool ludi_turn_rest(const struct ludi_state *s, const struct ludi_past *past,
                    const struct ludi_step *made, int nmade, struct ludi_turn_rest *out)
{
    memset(out, 0, sizeof *out);
    struct ludi_state left;
    if (s->phase != LUDI_PHASE_MOVE || !ludi_rules_of(s->opt.game)->combine || nmade < 0 ||
        nmade > LUDI_MAX_STEPS || !ludi_preview(s, made, nmade, &left))
        return false;
    out->ndice = left.ndice > LUDI_MAX_DICE ? LUDI_MAX_DICE : left.ndice;
    for (int i = 0; i < out->ndice; i++)
        out->dice[i] = left.dice[i];
    /* every legal step leaves the turn completable as the rules want it, so the first one,
     * step after step, plays the rest as any way would: as many dice, the same ones */
    struct ludi_step work[LUDI_MAX_STEPS], legal[64];
    if (nmade)
        memcpy(work, made, (size_t)nmade * sizeof *made);
    bool one = true;
    for (int k = nmade; k < LUDI_MAX_STEPS; k++) {
        int n = ludi_legal_steps(s, past, work, k, legal, 64);
        if (n == 0)
            break;
        for (int i = 1; i < n && one; i++)
            one = i < 64 && legal[i].from == legal[0].from && legal[i].to == legal[0].to;
        if (out->nplay < LUDI_MAX_DICE)
            out->play[out->nplay++] = legal[0].die;
        out->rest.steps[out->rest.nsteps++] = legal[0];
        work[k] = legal[0];
    }
    out->one_way = one && out->nplay > 0;
    if (!out->one_way)
        out->rest.nsteps = 0;
    return true;
}
