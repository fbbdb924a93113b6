/* test_duo_props.c: Duodecim scripta against the simple generator, and properties over random games. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ludi/rules.h"
#include "../check.h"
#include "duo_plain.h"
#include "duo_util.h"

static struct ludi_move moves_buf[LUDI_MAX_MOVES];
static struct plain plain_buf[8192], core_buf[8192];

static int plain_cmp(const void *a, const void *b)
{
    const struct plain *x = a, *y = b;
    return memcmp(x->cnt, y->cnt, sizeof x->cnt);
}

/* The core's turns and the simple generator's must lead to the same set of positions. */
static void compare_with_plain(const struct ludi_state *s, const char *label)
{
    struct plain p;
    int dice[3] = {s->dice[0], s->dice[1], s->dice[2]};
    duo_to_plain(s, &p);
    int np = plain_turns(&p, dice, plain_buf, 8192);
    int nc = ludi_moves(s, NULL, moves_buf, LUDI_MAX_MOVES);
    if (np == 0) {
        CHECK_MSG(nc == 1 && moves_buf[0].nsteps == 0, "%s dice %d %d %d: pass expected, core "
                  "has %d moves", label, dice[0], dice[1], dice[2], nc);
        return;
    }
    CHECK_MSG(nc == np, "%s dice %d %d %d: core has %d turns, the simple generator %d", label,
              dice[0], dice[1], dice[2], nc, np);
    if (nc != np)
        return;
    for (int i = 0; i < nc; i++) {
        struct ludi_state t;
        ludi_apply_trusted(s, NULL, &moves_buf[i], &t);
        duo_to_plain(&t, &core_buf[i]);
        core_buf[i].side = p.side;
    }
    qsort(plain_buf, (size_t)np, sizeof plain_buf[0], plain_cmp);
    qsort(core_buf, (size_t)nc, sizeof core_buf[0], plain_cmp);
    int same = 1, distinct = 1;
    for (int i = 0; i < nc; i++) {
        if (!plain_same(&plain_buf[i], &core_buf[i]))
            same = 0;
        if (i && plain_same(&core_buf[i - 1], &core_buf[i]))
            distinct = 0;
    }
    CHECK_MSG(same, "%s dice %d %d %d: the positions differ from the simple generator's",
              label, dice[0], dice[1], dice[2]);
    CHECK_MSG(distinct, "%s dice %d %d %d: a position is listed twice", label, dice[0],
              dice[1], dice[2]);
}

static const struct {
    int cross;
    const char *pos;
} fixed[] = {
    {0, "one:off*15 two:off*15 one"},
    {0, "one:off*2,3*4,9*3,11,14*2,20,26*2 two:off,2*2,9,13*2,19*3,22,25*2,27,30*2 one"},
    {0, "one:off*2,3*4,9*3,11,14*2,20,26*2 two:off,2*2,9,13*2,19*3,22,25*2,27,30*2 two"},
    {0, "one:24,25*2,26,27*3,28,29*2,30,out*4 two:off*2,5*3,10*2,11,19,20*2,23,29*3 two"},
    {0, "one:24,25*2,26,27*3,28,29*2,30,out*4 two:off*2,5*3,10*2,11,19,20*2,23,29*3 one"},
    {0, "one:25*3,26*2,28*4,30,out*5 two:1*3,7*2,12*4,15,17*2,22*3 one"},
    {1, "one:off,4*2,8*3,12*2,17,21*2,27*2,29*2 two:off*2,3*2,9*2,10,14*3,16,19*2,24,26 one"},
    {1, "one:off,4*2,8*3,12*2,17,21*2,27*2,29*2 two:off*2,3*2,9*2,10,14*3,16,19*2,24,26 two"},
    {1, "one:7*3,9*2,10,13*2,15,18*2,22*2,25*2 two:8*2,11,14*3,17,19*2,20,23*2,26,28,30 one"},
    {1, "one:7*3,9*2,10,13*2,15,18*2,22*2,25*2 two:8*2,11,14*3,17,19*2,20,23*2,26,28,30 two"},
    {0, "one:off,5,7,9,11,13,15,17,19,21,23,25,27,29,30 two:off*15 one"},
    {0, "one:1,2,3,4,5,6,7,8,9,10,11,12,13,14,15 two:off*15 one"},
    {1, "one:26,27,28,29,30,out*10 two:14,15,16,17,18,24*10 one"},
};

/* Every one of the 56 distinct throws of three dice, on every fixed position. */
static void test_all_rolls_against_plain(void)
{
    for (size_t k = 0; k < sizeof fixed / sizeof fixed[0]; k++) {
        int rolls = 0;
        for (int a = 1; a <= 6; a++)
            for (int b = 1; b <= a; b++)
                for (int c = 1; c <= b; c++) {
                    struct ludi_state s;
                    char label[32];
                    if (!duo_setup(fixed[k].cross, fixed[k].pos, c, a, b, &s)) {
                        CHECK_MSG(0, "fixed position %zu refused", k);
                        continue;
                    }
                    snprintf(label, sizeof label, "fixed %zu", k);
                    compare_with_plain(&s, label);
                    rolls++;
                }
        CHECK_INT(rolls, 56);
    }
}

/* The order the dice were thrown in does not change the turns. */
static void test_dice_order_irrelevant(void)
{
    static const int order[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1},
                                    {2, 1, 0}};
    const int v[3] = {6, 3, 1};
    char *first = NULL;
    for (int o = 0; o < 6; o++) {
        struct ludi_state s;
        if (!duo_setup(0, fixed[1].pos, v[order[o][0]], v[order[o][1]], v[order[o][2]], &s))
            continue;
        char *r = duo_results(&s);
        if (!first)
            first = r;
        else {
            CHECK_STR(r, first);
            free(r);
        }
    }
    free(first);
}

/* --- properties of one position with the dice thrown --- */

static void format_state(const struct ludi_state *s, char *buf)
{
    ludi_position_format(s, buf, LUDI_POS_LEN);
}

/* The same board, side, phase, result and hash. */
static bool same_state(const struct ludi_state *a, const struct ludi_state *b)
{
    return memcmp(a->g.duo.cnt, b->g.duo.cnt, sizeof a->g.duo.cnt) == 0 && a->side == b->side &&
           a->phase == b->phase && a->result == b->result && a->hash == b->hash &&
           a->ndice == b->ndice && a->ply == b->ply;
}

/* Every whole turn applies through the checked path, to the same position as the fast path;
 * its text reads back to itself; every order of its steps that is accepted ends there too. */
static void check_turns_apply(const struct ludi_state *s, const struct ludi_move *mv, int n)
{
    static const int perm3[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1},
                                    {2, 1, 0}};
    for (int i = 0; i < n; i++) {
        struct ludi_state a, b;
        char err[LUDI_ERR_LEN], text[LUDI_MOVE_LEN];
        const struct ludi_move *m = &mv[i];
        ludi_apply_trusted(s, NULL, m, &a);
        bool ok = ludi_apply(s, NULL, m, &b, err, sizeof err);
        CHECK_MSG(ok, "a generated turn is refused: %s", err);
        if (!ok)
            continue;
        CHECK(same_state(&a, &b));
        ludi_move_format(s, m, text, sizeof text);
        struct ludi_move back;
        CHECK_MSG(ludi_move_parse(s, text, &back, err, sizeof err) && ludi_move_equal(&back, m),
                  "'%s' does not read back to itself", text);
        /* Steps without dice (as read from text) in every order: each accepted order must
         * end in the same position. */
        int accepted = 0;
        int np = m->nsteps == 3 ? 6 : m->nsteps == 2 ? 2 : 1;
        for (int q = 0; q < np; q++) {
            struct ludi_move pm;
            memset(&pm, 0, sizeof pm);
            pm.nsteps = m->nsteps;
            for (int k = 0; k < m->nsteps; k++) {
                int from = m->nsteps == 3 ? perm3[q][k] : m->nsteps == 2 ? (q ? 1 - k : k) : k;
                pm.steps[k] = m->steps[from];
                pm.steps[k].die = 0;
            }
            struct ludi_state c;
            if (ludi_apply(s, NULL, &pm, &c, err, sizeof err)) {
                accepted++;
                CHECK(same_state(&c, &a));
            }
        }
        CHECK_MSG(accepted >= 1, "no order of a generated turn is accepted without dice");
    }
}

/* A whole turn can be dragged step by step: each step is offered by legal_steps. */
static void check_turns_step_by_step(const struct ludi_state *s, const struct ludi_move *mv,
                                     int n)
{
    for (int i = 0; i < n; i++) {
        const struct ludi_move *m = &mv[i];
        for (int k = 0; k < m->nsteps; k++) {
            struct ludi_step steps[256];
            int ns = ludi_legal_steps(s, NULL, m->steps, k, steps, 256);
            int found = 0;
            for (int j = 0; j < ns && j < 256; j++)
                if (steps[j].from == m->steps[k].from && steps[j].to == m->steps[k].to &&
                    steps[j].die == m->steps[k].die)
                    found = 1;
            CHECK_MSG(found, "step %d of a whole turn is not among the legal steps", k + 1);
        }
        struct ludi_step rest[8];
        CHECK_INT(ludi_legal_steps(s, NULL, m->steps, m->nsteps, rest, 8), 0);
    }
}

static int result_cmp(const void *a, const void *b)
{
    return strcmp(a, b);
}

/* Every turn made of steps legal_steps offers is a whole turn (its position among moves,
 * results[] sorted). */
static int walk_steps(const struct ludi_state *s, struct ludi_step *made, int nmade,
                      char (*results)[LUDI_POS_LEN], int nres)
{
    struct ludi_step steps[256];
    int ns = ludi_legal_steps(s, NULL, made, nmade, steps, 256);
    int walked = 0;
    if (ns == 0) {
        struct ludi_move m;
        struct ludi_state t, pv;
        char err[LUDI_ERR_LEN], pos[LUDI_POS_LEN];
        memset(&m, 0, sizeof m);
        m.nsteps = (uint8_t)nmade;
        memcpy(m.steps, made, (size_t)nmade * sizeof made[0]);
        bool ok = ludi_apply(s, NULL, &m, &t, err, sizeof err);
        CHECK_MSG(ok, "a turn assembled from legal steps is refused: %s", err);
        if (!ok)
            return 1;
        format_state(&t, pos);
        bool found = bsearch(pos, results, (size_t)nres, sizeof results[0], result_cmp) != NULL;
        CHECK_MSG(found, "a turn assembled from legal steps ends in %s, not a whole turn", pos);
        /* The preview of all the steps shows the same board. */
        CHECK(ludi_preview(s, made, nmade, &pv));
        CHECK(memcmp(pv.g.duo.cnt, t.g.duo.cnt, sizeof t.g.duo.cnt) == 0);
        CHECK_INT(pv.ndice, s->ndice - nmade);
        return 1;
    }
    for (int j = 0; j < ns && j < 256; j++) {
        made[nmade] = steps[j];
        walked += walk_steps(s, made, nmade + 1, results, nres);
    }
    return walked;
}

static char results_buf[LUDI_MAX_MOVES][LUDI_POS_LEN];

static void check_position(const struct ludi_state *s, int deep)
{
    char err[LUDI_ERR_LEN], text[LUDI_POS_LEN], again[LUDI_POS_LEN];
    struct ludi_state r;
    /* position strings round-trip */
    format_state(s, text);
    bool ok = ludi_position_parse(&s->opt, text, &r, err, sizeof err);
    CHECK_MSG(ok, "'%s' does not read back: %s", text, err);
    if (ok) {
        format_state(&r, again);
        CHECK_STR(again, text);
        CHECK(r.hash == s->hash);
        CHECK(memcmp(r.g.duo.cnt, s->g.duo.cnt, sizeof r.g.duo.cnt) == 0);
    }
    /* hash and consistency */
    CHECK(ludi_hash(s) == ludi_hash_fresh(s));
    CHECK_MSG(ludi_state_check(s, err, sizeof err), "state check: %s", err);
    for (int side = 0; side < 2; side++) {
        int total = 0;
        for (int i = 0; i < 32; i++)
            total += s->g.duo.cnt[side][i];
        CHECK_INT(total, 15);
    }
    if (s->phase != LUDI_PHASE_MOVE)
        return;
    int n = ludi_moves(s, NULL, moves_buf, LUDI_MAX_MOVES);
    CHECK(n >= 1 && n <= LUDI_MAX_MOVES);
    static struct ludi_move mv[LUDI_MAX_MOVES];
    memcpy(mv, moves_buf, (size_t)n * sizeof mv[0]);
    check_turns_apply(s, mv, n);
    if (!deep)
        return;
    check_turns_step_by_step(s, mv, n);
    for (int i = 0; i < n; i++) {
        struct ludi_state t;
        if (mv[i].nsteps == 0) {
            strcpy(results_buf[i], "pass");
            continue;
        }
        ludi_apply_trusted(s, NULL, &mv[i], &t);
        format_state(&t, results_buf[i]);
    }
    qsort(results_buf, (size_t)n, sizeof results_buf[0], result_cmp);
    if (mv[0].nsteps > 0) {
        struct ludi_step made[LUDI_MAX_STEPS];
        CHECK(walk_steps(s, made, 0, results_buf, n) >= n);
    }
    compare_with_plain(s, "random game");
}

static void random_games(int cross, uint64_t seed0, int games)
{
    struct ludi_options opt;
    ludi_options_default(LUDI_DUODECIM, &opt);
    opt.path = cross ? LUDI_PATH_CROSS : LUDI_PATH_STANDARD;
    int finished = 0;
    long turns = 0;
    for (int g = 0; g < games; g++) {
        struct ludi_state s, t;
        struct ludi_rng rng;
        ludi_start(&opt, &s);
        ludi_rng_seed(&rng, seed0 + (uint64_t)g);
        for (int turn = 0; turn < 3000 && s.phase != LUDI_PHASE_OVER; turn++) {
            check_position(&s, 0);
            CHECK(ludi_roll(&s, &rng, &t, NULL, 0));
            check_position(&t, turn % 5 == 2);
            int n = ludi_moves(&t, NULL, moves_buf, LUDI_MAX_MOVES);
            ludi_apply_trusted(&t, NULL, &moves_buf[ludi_rng_below(&rng, (uint32_t)n)], &s);
            turns++;
        }
        check_position(&s, 0);
        if (s.phase == LUDI_PHASE_OVER) {
            finished++;
            int w = s.result;
            CHECK(w == 0 || w == 1);
            CHECK_INT(s.g.duo.cnt[w][31], 15);
            CHECK_INT(s.reason, LUDI_REASON_BORNE_OFF);
            CHECK_INT(ludi_moves(&s, NULL, moves_buf, LUDI_MAX_MOVES), 0);
        }
    }
    CHECK_INT(finished, games);
    printf("path=%s: %d random games, %ld turns checked\n", cross ? "cross" : "standard", games,
           turns);
}

static void test_random_games_standard(void)
{
    random_games(0, 100, 10);
}

static void test_random_games_cross(void)
{
    random_games(1, 200, 10);
}

int main(void)
{
    RUN(test_all_rolls_against_plain);
    RUN(test_dice_order_irrelevant);
    RUN(test_random_games_standard);
    RUN(test_random_games_cross);
    return check_summary();
}
