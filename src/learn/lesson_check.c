/* lesson_check.c: judges a move at a lesson step, and walks a lesson a step at a time. */
#include <stdio.h>
#include <string.h>

#include "learn_int.h"

/* --- what a move did --- */

void learn_effect_of(const struct ludi_state *s, const struct ludi_state *after,
                     struct ludi_lesson_effect *out)
{
    int me = s->side, other = !s->side;
    bool lat = s->opt.game == LUDI_LATRUNCULI;
    /* the rules core counts them: men taken, counters knocked off or hit back to wait */
    out->captured = ludi_counters_off(after, other) - ludi_counters_off(s, other);
    out->entered = lat ? 0 : ludi_counters_off(s, me) - ludi_counters_off(after, me);
    out->borne = s->opt.game == LUDI_DUODECIM
                     ? after->g.duo.cnt[me][LUDI_OUT] - s->g.duo.cnt[me][LUDI_OUT]
                     : 0;
    out->nocap = lat ? after->g.lat.nocap : 0;
    if (after->phase != LUDI_PHASE_OVER)
        out->result = 0;
    else
        out->result = after->result == LUDI_DRAW ? 3 : after->result == me ? 1 : 2;
    out->reason = after->reason;
}

bool learn_effect_holds(const struct ludi_lesson_effect *want,
                        const struct ludi_lesson_effect *got, char *why, size_t len)
{
    static const char *const names[] = {"captured", "entered", "borne", "nocap", "result",
                                        "reason"};
    const int w[] = {want->captured, want->entered, want->borne, want->nocap, want->result,
                     want->reason};
    const int g[] = {got->captured, got->entered, got->borne, got->nocap, got->result,
                     got->reason};
    for (int i = 0; i < 6; i++) {
        if (w[i] >= 0 && w[i] != g[i]) {
            if (why && len)
                snprintf(why, len, "%s is %d, not %d", names[i], g[i], w[i]);
            return false;
        }
    }
    return true;
}

/* The same position, side, dice and phase (the position string says all of it but the
 * phase, and the dice only while they are in hand). */
static bool same_position(const struct ludi_state *a, const struct ludi_state *b)
{
    char pa[LUDI_POS_LEN], pb[LUDI_POS_LEN];
    ludi_position_format(a, pa, sizeof pa);
    ludi_position_format(b, pb, sizeof pb);
    return a->phase == b->phase && a->ndice == b->ndice && strcmp(pa, pb) == 0;
}

bool learn_is_right(const struct ludi_lesson_step *st, const struct ludi_state *after)
{
    if (st->any) {
        struct ludi_lesson_effect got;
        learn_effect_of(&st->start, after, &got);
        return learn_effect_holds(&st->effect, &got, NULL, 0);
    }
    for (int i = 0; i < st->nexpect; i++) {
        struct ludi_state e;
        ludi_apply_trusted(&st->start, NULL, &st->expect[i], &e);
        if (same_position(&e, after))
            return true;
    }
    return false;
}

/* --- texts --- */

static int lang_index(enum ludi_lang lang)
{
    return lang == LUDI_LANG_DE ? 1 : 0;
}

const char *ludi_lesson_text(const struct ludi_lesson *l, int step, enum ludi_lesson_text what,
                             enum ludi_lang lang)
{
    if (!l || step < 0 || step >= l->nsteps || (unsigned)what >= LUDI_LESSON_TEXTS)
        return "";
    const char *t = l->step[step].text[what][lang_index(lang)];
    if (!t && what == LUDI_LESSON_OTHER)
        t = l->other[lang_index(lang)];
    return t ? t : "";
}

const char *ludi_lesson_title(const struct ludi_lesson *l, enum ludi_lang lang)
{
    return l && l->title[lang_index(lang)] ? l->title[lang_index(lang)] : "";
}

/* --- judging a move --- */

enum ludi_lesson_verdict ludi_lesson_check(const struct ludi_lesson *l, int step,
                                           const struct ludi_move *m, enum ludi_lang lang,
                                           struct ludi_lesson_answer *out)
{
    memset(out, 0, sizeof *out);
    out->verdict = LUDI_LESSON_ILLEGAL;
    out->text = out->reason;
    if (!l || step < 0 || step >= l->nsteps || l->step[step].kind != LUDI_LESSON_MOVE) {
        snprintf(out->reason, sizeof out->reason, "this step takes no move");
        return out->verdict;
    }
    const struct ludi_lesson_step *st = &l->step[step];
    if (!ludi_apply(&st->start, NULL, m, &out->after, out->reason, sizeof out->reason))
        return out->verdict;
    if (learn_is_right(st, &out->after)) {
        out->verdict = LUDI_LESSON_RIGHT;
        out->text = ludi_lesson_text(l, step, LUDI_LESSON_PRAISE, lang);
        return out->verdict;
    }
    out->verdict = LUDI_LESSON_MISSED;
    out->text = ludi_lesson_text(l, step, LUDI_LESSON_OTHER, lang);
    for (int i = 0; i < st->nwrong; i++) {
        struct ludi_state w;
        ludi_apply_trusted(&st->start, NULL, &st->wrong[i].move, &w);
        if (same_position(&w, &out->after)) {
            out->text = st->wrong[i].text[lang_index(lang)];
            break;
        }
    }
    return out->verdict;
}

enum ludi_lesson_verdict ludi_lesson_check_text(const struct ludi_lesson *l, int step,
                                                const char *move, enum ludi_lang lang,
                                                struct ludi_lesson_answer *out)
{
    struct ludi_move m;
    if (l && step >= 0 && step < l->nsteps && l->step[step].kind == LUDI_LESSON_MOVE &&
        !ludi_move_parse(&l->step[step].start, move ? move : "", &m, NULL, 0)) {
        memset(out, 0, sizeof *out);
        out->verdict = LUDI_LESSON_ILLEGAL;
        out->text = out->reason;
        ludi_move_parse(&l->step[step].start, move ? move : "", &m, out->reason,
                        sizeof out->reason);
        return out->verdict;
    }
    return ludi_lesson_check(l, step, &m, lang, out);
}

/* Whether some legal completion of made[0..nmade) is right (depth-first over the steps the
 * rules still allow; a turn has at most LUDI_MAX_STEPS steps). */
static bool completes_right(const struct ludi_lesson_step *st, struct ludi_step *made,
                            int nmade)
{
    struct ludi_step next[64];
    int n = 0;
    if (st->start.opt.game != LUDI_LATRUNCULI || nmade == 0)
        n = ludi_legal_steps(&st->start, NULL, made, nmade, next, 64);
    if (n == 0 || nmade == LUDI_MAX_STEPS) {
        struct ludi_move m = {.nsteps = (uint8_t)nmade};
        struct ludi_state after;
        memcpy(m.steps, made, (size_t)nmade * sizeof *made);
        return nmade > 0 && ludi_apply(&st->start, NULL, &m, &after, NULL, 0) &&
               learn_is_right(st, &after);
    }
    if (n > 64)
        n = 64;
    for (int i = 0; i < n; i++) {
        made[nmade] = next[i];
        if (completes_right(st, made, nmade + 1))
            return true;
    }
    return false;
}

bool ludi_lesson_still_right(const struct ludi_lesson *l, int step, const struct ludi_step *made,
                             int nmade)
{
    if (!l || step < 0 || step >= l->nsteps || l->step[step].kind != LUDI_LESSON_MOVE ||
        nmade < 0 || nmade > LUDI_MAX_STEPS)
        return false;
    struct ludi_step buf[LUDI_MAX_STEPS];
    if (nmade)
        memcpy(buf, made, (size_t)nmade * sizeof *made);
    return completes_right(&l->step[step], buf, nmade);
}

/* --- what the board marks --- */

static bool among(const int *v, int n, int x)
{
    for (int i = 0; i < n; i++)
        if (v[i] == x)
            return true;
    return false;
}

static void put_mark(struct ludi_lesson_shown *out, int cap, int *n, int side, int point,
                     enum ludi_lesson_mark_kind kind)
{
    for (int i = 0; i < *n && i < cap; i++)
        if (out[i].kind == kind && out[i].at.point == point && out[i].at.side == side)
            return;
    if (*n < cap)
        out[*n] = (struct ludi_lesson_shown){{(int8_t)side, (int8_t)point}, kind};
    (*n)++;
}

int ludi_lesson_marks(const struct ludi_lesson *l, int step, const struct ludi_state *s,
                      const struct ludi_step *made, int nmade, struct ludi_lesson_shown *out,
                      int cap)
{
    if (!l || !s || step < 0 || step >= l->nsteps || l->step[step].kind != LUDI_LESSON_MOVE ||
        nmade < 0 || nmade > LUDI_MAX_STEPS)
        return 0;
    const struct ludi_lesson_step *st = &l->step[step];
    int n = 0, me = st->start.side;
    for (int i = 0; i < st->nmarks; i++)
        put_mark(out, cap, &n, st->marks[i].side, st->marks[i].point, LUDI_LESSON_MARK_PLACE);
    bool mine = s->side == me && s->phase != LUDI_PHASE_OVER;
    if (mine && s->phase == LUDI_PHASE_ROLL)
        return n;   /* not thrown yet: where the turn ends, or can go, would tell the throw */
    for (int i = 0; i < st->ngoals; i++)
        put_mark(out, cap, &n, st->goals[i].side, st->goals[i].point, LUDI_LESSON_MARK_GOAL);
    if (!mine || ludi_game_dice(st->start.opt.game) == 0)
        return n;
    /* the counters taught: those on the marked places, when one of them can move at the
     * start (else every one), then wherever the steps made took them */
    struct ludi_step legal[64];
    int nl = ludi_legal_steps(&st->start, NULL, NULL, 0, legal, 64);
    int src[LUDI_LESSON_MAX_MARKS + 64 + LUDI_MAX_STEPS], ns = 0;
    bool taught = false;
    for (int k = 0; k < st->nmarks; k++)
        if (st->marks[k].side == me)
            src[ns++] = st->marks[k].point;
    for (int i = 0; i < nl && i < 64; i++)
        taught |= among(src, ns, legal[i].from);
    for (int i = 0; !taught && i < nl && i < 64; i++)
        if (!among(src, ns, legal[i].from))
            src[ns++] = legal[i].from;
    for (int k = 0; k < nmade; k++)
        if (among(src, ns, made[k].from) && !among(src, ns, made[k].to))
            src[ns++] = made[k].to;
    nl = ludi_legal_steps(s, NULL, made, nmade, legal, 64);
    for (int i = 0; i < nl && i < 64; i++)
        if (among(src, ns, legal[i].from))
            put_mark(out, cap, &n, me, legal[i].to, LUDI_LESSON_MARK_NEXT);
    return n;
}

/* --- a lesson under way --- */

void ludi_lesson_run_start(struct ludi_lesson_run *r, const struct ludi_lesson *l, int step)
{
    memset(r, 0, sizeof *r);
    r->lesson = l;
    r->step = step < 0 ? 0 : step > l->nsteps ? l->nsteps : step;
    if (r->step < l->nsteps)
        r->state = l->step[r->step].start;
}

enum ludi_lesson_verdict ludi_lesson_run_play(struct ludi_lesson_run *r, const struct ludi_move *m,
                                              enum ludi_lang lang, struct ludi_lesson_answer *out)
{
    if (r->solved) {
        memset(out, 0, sizeof *out);
        out->verdict = LUDI_LESSON_ILLEGAL;
        snprintf(out->reason, sizeof out->reason, "this step is done");
        out->text = out->reason;
        return out->verdict;
    }
    enum ludi_lesson_verdict v = ludi_lesson_check(r->lesson, r->step, m, lang, out);
    if (v == LUDI_LESSON_RIGHT) {
        r->solved = true;
        r->state = out->after;
    }
    return v;
}

bool ludi_lesson_run_next(struct ludi_lesson_run *r)
{
    if (r->step >= r->lesson->nsteps)
        return false;
    ludi_lesson_run_start(r, r->lesson, r->step + 1);
    return r->step < r->lesson->nsteps;
}
