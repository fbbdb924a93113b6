/* test_pente_props.c: Pente grammai against a second simple generator; random game properties. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ludi/rules.h"
#include "../check.h"
#include "pente_plain.h"
#include "pente_util.h"

#define MAX_LEGAL 256          /* legal single steps: at most 2L points times 6 */
#define DFS_CAP 5000           /* step sequences explored per position, at most */

static struct ludi_move g_moves[LUDI_MAX_MOVES];
static struct plain_pos g_want[PLAIN_MAX_RESULTS];
static struct plain_pos g_got[LUDI_MAX_MOVES];
static bool g_reached[LUDI_MAX_MOVES];

/* Statistics the summary prints, so a reader sees how much was compared. */
static long stat_positions, stat_rolls, stat_moves, stat_sequences, stat_shuffles;
static int stat_max_moves;
static long stat_capped, stat_won, stat_unfinished;

static bool is_classic(const struct ludi_state *s)
{
    return s->opt.mode == LUDI_PENTE_CLASSIC;
}

static void to_plain(const struct ludi_state *s, struct plain_pos *p)
{
    memset(p, 0, sizeof *p);
    p->lines = s->opt.lines;
    for (int side = 0; side < 2; side++)
        for (int i = 0; i < s->opt.lines; i++)
            p->at[side][i] = s->g.pente.pos[side][i];
    plain_sort(p);
}

static int find_plain(const struct plain_pos *list, int n, const struct plain_pos *p)
{
    for (int i = 0; i < n; i++)
        if (plain_equal(&list[i], p))
            return i;
    return -1;
}

static const char *where(const struct ludi_state *s)
{
    static char buf[LUDI_POS_LEN + 64];
    char pos[LUDI_POS_LEN];
    ludi_position_format(s, pos, sizeof pos);
    snprintf(buf, sizeof buf, "lines=%d %s '%s' die %d", s->opt.lines,
             is_classic(s) ? "classic" : "knockoff", pos, s->ndice ? s->dice[0] : 0);
    return buf;
}

/* Counts counters on the board and off it, independently of the core's check. */
static void check_conserved(const struct ludi_state *s)
{
    int L = s->opt.lines;
    for (int side = 0; side < 2; side++) {
        int n = 0;
        for (int i = 0; i < L; i++)
            if (s->g.pente.pos[side][i] >= -1 && s->g.pente.pos[side][i] < 2 * L)
                n++;
        CHECK_MSG(n == L, "%s: side %d has %d counters", where(s), side, n);
    }
    char err[LUDI_ERR_LEN];
    CHECK_MSG(ludi_state_check(s, err, sizeof err), "%s: %s", where(s), err);
    CHECK_MSG(ludi_hash(s) == ludi_hash_fresh(s), "%s: hash", where(s));
}

static void check_roundtrip(const struct ludi_state *s)
{
    char text[LUDI_POS_LEN], again[LUDI_POS_LEN], err[LUDI_ERR_LEN];
    struct ludi_state t;
    ludi_position_format(s, text, sizeof text);
    bool ok = ludi_position_parse(&s->opt, text, &t, err, sizeof err);
    CHECK_MSG(ok, "'%s' does not parse: %s", text, err);
    if (!ok)
        return;
    ludi_position_format(&t, again, sizeof again);
    CHECK_MSG(strcmp(text, again) == 0, "'%s' comes back as '%s'", text, again);
    CHECK(memcmp(&t.g.pente, &s->g.pente, sizeof t.g.pente) == 0 && t.side == s->side &&
          t.hash == s->hash && t.result == s->result);
}

/* The core's moves against the plain generator: the same set of resulting positions. */
static int compare_with_plain(const struct ludi_state *s)
{
    struct plain_pos start;
    to_plain(s, &start);
    int nw = plain_results(&start, is_classic(s), s->side, s->dice[0], g_want,
                           PLAIN_MAX_RESULTS);
    int n = ludi_moves(s, NULL, g_moves, LUDI_MAX_MOVES);
    stat_rolls++;
    if (n > stat_max_moves)
        stat_max_moves = n;
    CHECK_MSG(n <= LUDI_MAX_MOVES, "%s: %d moves", where(s), n);
    if (nw == 0) {
        CHECK_MSG(n == 1 && g_moves[0].nsteps == 0, "%s: plain says pass, core has %d moves",
                  where(s), n);
        return n;
    }
    CHECK_MSG(n == nw, "%s: core %d moves, plain %d", where(s), n, nw);
    int bad = 0;
    memset(g_reached, 0, sizeof g_reached);
    for (int i = 0; i < n && i < LUDI_MAX_MOVES; i++) {
        struct ludi_state t;
        ludi_apply_trusted(s, NULL, &g_moves[i], &t);
        to_plain(&t, &g_got[i]);
        int k = find_plain(g_want, nw, &g_got[i]);
        if (k < 0 || g_reached[k]) {
            char m[LUDI_MOVE_LEN];
            ludi_move_format(s, &g_moves[i], m, sizeof m);
            if (bad++ < 3)
                printf("  %s: move %s %s\n", where(s), m, k < 0 ? "not in plain" : "twice");
            continue;
        }
        g_reached[k] = true;
    }
    CHECK_MSG(bad == 0, "%s: %d moves disagree with plain", where(s), bad);
    return n;
}

/* Every whole turn applies, and apply agrees with apply_trusted; the results are sound. */
static void check_moves_apply(const struct ludi_state *s, int n)
{
    char err[LUDI_ERR_LEN];
    int bad = 0;
    for (int i = 0; i < n; i++) {
        struct ludi_state a, b;
        struct ludi_state before = *s;
        bool ok = ludi_apply(s, NULL, &g_moves[i], &a, err, sizeof err);
        ludi_apply_trusted(s, NULL, &g_moves[i], &b);
        if (!ok || memcmp(&a, &b, sizeof a) != 0 || memcmp(&before, s, sizeof before) != 0) {
            if (bad++ < 3)
                printf("  %s: move %d: %s\n", where(s), i, ok ? "differs" : err);
        }
        if (!ludi_state_check(&b, err, sizeof err)) {
            if (bad++ < 3)
                printf("  %s: after move %d: %s\n", where(s), i, err);
        }
        CHECK_MSG(a.ndice == 0 && a.side == 1 - s->side && a.ply == s->ply + 1 &&
                      (a.phase == LUDI_PHASE_ROLL || a.phase == LUDI_PHASE_OVER),
                  "%s: the turn did not end cleanly", where(s));
        stat_moves++;
    }
    CHECK_MSG(bad == 0, "%s: %d moves fail to apply cleanly", where(s), bad);
}

/* Plays made[0..n) on the plain board (classic: one checked step at a time). */
static bool plain_prefix(const struct ludi_state *s, const struct ludi_step *made, int n,
                         struct plain_pos *p)
{
    bool moved[PLAIN_MAX_LINES] = {false};
    to_plain(s, p);
    for (int i = 0; i < n; i++)
        if (!plain_classic_step(p, moved, s->side, made[i].from, made[i].to))
            return false;
    plain_sort(p);
    return true;
}

/* Every sequence of legal single steps ends in one of the whole turns; with the search not
 * cut short, every whole turn is reached. */
static void dfs_steps(const struct ludi_state *s, struct ludi_step *made, int nmade, int nmoves,
                      long *nseq, int *bad)
{
    struct ludi_step out[MAX_LEGAL];
    int n = ludi_legal_steps(s, NULL, made, nmade, out, MAX_LEGAL);
    if (n > MAX_LEGAL) {
        (*bad)++;
        return;
    }
    if (n == 0) {
        if (nmade == 0)
            return;
        struct ludi_move m;
        struct ludi_state t;
        char err[LUDI_ERR_LEN];
        memset(&m, 0, sizeof m);
        m.nsteps = (uint8_t)nmade;
        memcpy(m.steps, made, (size_t)nmade * sizeof made[0]);
        (*nseq)++;
        if (!ludi_apply(s, NULL, &m, &t, err, sizeof err)) {
            if ((*bad)++ < 3)
                printf("  %s: assembled turn refused: %s\n", where(s), err);
            return;
        }
        struct plain_pos p;
        to_plain(&t, &p);
        int k = find_plain(g_got, nmoves, &p);
        if (k < 0) {
            if ((*bad)++ < 3)
                printf("  %s: assembled turn is no whole turn\n", where(s));
            return;
        }
        g_reached[k] = true;
        return;
    }
    for (int i = 0; i < n && *nseq < DFS_CAP; i++) {
        if (nmade == LUDI_MAX_STEPS) {
            (*bad)++;
            return;
        }
        made[nmade] = out[i];
        struct ludi_state pv;
        if (!ludi_preview(s, made, nmade + 1, &pv)) {
            if ((*bad)++ < 3)
                printf("  %s: preview refuses a legal step\n", where(s));
            continue;
        }
        /* a preview is a picture, not a game state: a won-looking board mid-turn is no win
         * (the goal is judged after the whole turn), so only the board is checked */
        if (ludi_hash(&pv) != ludi_hash_fresh(&pv) || pv.side != s->side ||
            pv.phase != LUDI_PHASE_MOVE) {
            if ((*bad)++ < 3)
                printf("  %s: preview state unsound\n", where(s));
        }
        if (!is_classic(s)) {
            struct ludi_move one;
            struct ludi_state t;
            memset(&one, 0, sizeof one);
            one.nsteps = 1;
            one.steps[0] = made[0];
            ludi_apply_trusted(s, NULL, &one, &t);
            if (memcmp(&t.g.pente, &pv.g.pente, sizeof t.g.pente) != 0 && (*bad)++ < 3)
                printf("  %s: preview differs from the move\n", where(s));
        } else {
            struct plain_pos want, got;
            if (!plain_prefix(s, made, nmade + 1, &want)) {
                if ((*bad)++ < 3)
                    printf("  %s: a legal step breaks the rules\n", where(s));
                continue;
            }
            to_plain(&pv, &got);
            if (!plain_equal(&want, &got) && (*bad)++ < 3)
                printf("  %s: preview differs\n", where(s));
        }
        dfs_steps(s, made, nmade + 1, nmoves, nseq, bad);
    }
}

static void check_steps(const struct ludi_state *s, int nmoves)
{
    struct ludi_step made[LUDI_MAX_STEPS];
    long nseq = 0;
    int bad = 0;
    if (nmoves == 1 && g_moves[0].nsteps == 0) {
        struct ludi_step out[MAX_LEGAL];
        CHECK_MSG(ludi_legal_steps(s, NULL, NULL, 0, out, MAX_LEGAL) == 0, "%s: steps in a pass",
                  where(s));
        return;
    }
    for (int i = 0; i < nmoves; i++) {
        struct ludi_state t;
        ludi_apply_trusted(s, NULL, &g_moves[i], &t);
        to_plain(&t, &g_got[i]);
    }
    memset(g_reached, 0, sizeof g_reached);
    dfs_steps(s, made, 0, nmoves, &nseq, &bad);
    stat_sequences += nseq;
    if (nseq >= DFS_CAP)
        stat_capped++;
    else
        for (int i = 0; i < nmoves; i++)
            if (!g_reached[i] && bad++ < 3)
                printf("  %s: whole turn %d not assembled from steps\n", where(s), i);
    /* each whole turn, in its own order, step by step */
    for (int i = 0; i < nmoves; i++) {
        const struct ludi_move *m = &g_moves[i];
        struct ludi_step out[MAX_LEGAL];
        for (int j = 0; j <= m->nsteps; j++) {
            int n = ludi_legal_steps(s, NULL, m->steps, j, out, MAX_LEGAL);
            if (j == m->nsteps) {
                if (n != 0 && bad++ < 3)
                    printf("  %s: turn %d complete, yet %d steps offered\n", where(s), i, n);
                break;
            }
            bool found = false;
            for (int k = 0; k < n && k < MAX_LEGAL; k++)
                if (out[k].from == m->steps[j].from && out[k].to == m->steps[j].to &&
                    out[k].die == m->steps[j].die)
                    found = true;
            if (!found) {
                if (bad++ < 3)
                    printf("  %s: turn %d step %d is not offered\n", where(s), i, j);
                break;
            }
        }
    }
    CHECK_MSG(bad == 0, "%s: %d problems with single steps", where(s), bad);
}

/* A split turn's steps in a shuffled order: accepted exactly when that order is legal (as
 * the plain rules judge it), and then to the same position. */
static void check_shuffles(const struct ludi_state *s, int nmoves, struct ludi_rng *rng)
{
    int bad = 0;
    for (int i = 0; i < nmoves; i++) {
        struct ludi_move m = g_moves[i];
        if (m.nsteps < 2)
            continue;
        for (int j = m.nsteps - 1; j > 0; j--) {
            int k = (int)ludi_rng_below(rng, (uint32_t)j + 1);
            struct ludi_step t = m.steps[j];
            m.steps[j] = m.steps[k];
            m.steps[k] = t;
        }
        struct plain_pos want, got;
        bool legal = plain_prefix(s, m.steps, m.nsteps, &want);
        struct ludi_state t, before = *s;
        char err[LUDI_ERR_LEN];
        bool ok = ludi_apply(s, NULL, &m, &t, err, sizeof err);
        stat_shuffles++;
        if (ok != legal) {
            if (bad++ < 3)
                printf("  %s: shuffled turn %s (%s)\n", where(s), ok ? "accepted" : "refused",
                       ok ? "plain refuses" : err);
            continue;
        }
        if (ok) {
            struct ludi_state u;
            ludi_apply_trusted(s, NULL, &g_moves[i], &u);
            to_plain(&t, &got);
            to_plain(&u, &want);
            if (!plain_equal(&got, &want) && bad++ < 3)
                printf("  %s: shuffled turn ends elsewhere\n", where(s));
        } else if (!err[0] || memcmp(&before, s, sizeof before) != 0) {
            bad++;
        }
    }
    CHECK_MSG(bad == 0, "%s: %d shuffled turns misjudged", where(s), bad);
}

/* One position with its die thrown: all the checks. */
static void check_position(const struct ludi_state *s, struct ludi_rng *rng)
{
    int n = compare_with_plain(s);
    check_moves_apply(s, n);
    check_steps(s, n);
    if (is_classic(s))
        check_shuffles(s, n, rng);
}

/* How many of side's counters stand on its goal after move i (for the greedy player). */
static int on_goal_after(const struct ludi_state *s, int i)
{
    struct ludi_state t;
    int L = s->opt.lines, m = (L + 1) / 2;
    int goal = s->side == 0 ? L + m - 1 : m - 1;
    ludi_apply_trusted(s, NULL, &g_moves[i], &t);
    int n = 0;
    for (int k = 0; k < L; k++)
        n += t.g.pente.pos[s->side][k] == goal;
    return n;
}

/* Random games from a fixed seed: at every throw, every value 1..6 is checked, then the
 * thrown one is played with a random move; a greedy player (most counters on the goal, most
 * of the time) makes games end, so finished games are covered too. */
static void random_games_policy(int lines, bool classic, uint64_t seed, int games, int maxply,
                                bool full, bool greedy)
{
    struct ludi_rng rng;
    ludi_rng_seed(&rng, seed);
    for (int g = 0; g < games; g++) {
        struct ludi_state s;
        if (!pu_setup(&s, lines, classic, NULL, 0)) {
            CHECK(false);
            return;
        }
        for (int ply = 0; ply < maxply && s.phase != LUDI_PHASE_OVER; ply++) {
            check_conserved(&s);
            check_roundtrip(&s);
            stat_positions++;
            if (full || ply % 4 == 0) {
                for (int d = 1; d <= 6; d++) {
                    struct ludi_state t;
                    if (!ludi_set_dice(&s, &d, 1, &t, NULL, 0)) {
                        CHECK(false);
                        return;
                    }
                    check_position(&t, &rng);
                }
            }
            struct ludi_state t;
            char err[LUDI_ERR_LEN];
            CHECK(ludi_roll(&s, &rng, &t, err, sizeof err));
            check_conserved(&t);
            int n = ludi_moves(&t, NULL, g_moves, LUDI_MAX_MOVES);
            CHECK(n >= 1);
            if (n < 1)
                return;
            int pick = (int)ludi_rng_below(&rng, (uint32_t)n);
            if (greedy && ludi_rng_below(&rng, 10) < 9) {
                int best = -1;
                for (int i = 0; i < n; i++) {
                    int v = on_goal_after(&t, i);
                    if (v > best) {
                        best = v;
                        pick = i;
                    }
                }
            }
            CHECK(ludi_apply(&t, NULL, &g_moves[pick], &s, err, sizeof err));
        }
        check_conserved(&s);
        check_roundtrip(&s);
        if (s.phase == LUDI_PHASE_OVER)
            stat_won++;
        else
            stat_unfinished++;
    }
}

static void random_games(int lines, bool classic, uint64_t seed, int games, int maxply,
                         bool full)
{
    random_games_policy(lines, classic, seed, games, maxply, full, false);
}

static void test_greedy_games(void)
{
    for (int lines = 5; lines <= 11; lines += 2) {
        random_games_policy(lines, false, 300 + (uint64_t)lines, 3, 600, lines <= 7, true);
        random_games_policy(lines, true, 400 + (uint64_t)lines, 3, 600, lines <= 7, true);
    }
}

static void test_random_knockoff(void)
{
    random_games(5, false, 101, 6, 400, true);
    random_games(7, false, 102, 3, 400, true);
    random_games(9, false, 103, 2, 400, false);
    random_games(11, false, 104, 2, 400, false);
}

static void test_random_classic(void)
{
    random_games(5, true, 201, 5, 300, true);
    random_games(7, true, 202, 2, 300, true);
    random_games(9, true, 203, 1, 200, false);
    random_games(11, true, 204, 1, 150, false);
}

/* Fixed positions written out, every roll: sparse and crowded, sacred piles, both sides. */
static void test_fixed_positions(void)
{
    static const struct {
        int lines;
        bool classic;
        const char *pos;
    } fixed[] = {
        {5, false, "A:off,off,1A,3A,3B B:off,2A,3A,3A,5B a"},
        {5, false, "A:off,1A,2A,4A,5A B:off,1B,2B,4B,5B b"},
        {5, false, "A:3A,3A,3B,3B,4B B:3A,3A,3B,3B,2A a"},
        {5, false, "A:1A,2A,4A,5A,1B B:2B,3B,4B,5B,off a"},
        {7, false, "A:off,off,off,1A,2A,3A,4A B:off,off,5A,6A,7A,1B,2B a"},
        {7, false, "A:4A,4A,4A,4B,4B,4B,1A B:4A,4A,2B,3B,5B,6B,7B b"},
        {9, false, "A:off,1A,2A,3A,4A,5A,6A,7A,8A B:off,off,off,1B,2B,3B,4B,5B,6B a"},
        {11, false, "A:off,off,off,off,off,off,1A,2A,6A,6B,6B "
                    "B:off,off,off,off,off,off,6A,3A,4A,1B,2B b"},
        {5, true, "A:1A,2A,3A,4A,5A B:1B,2B,3B,4B,5B b"},
        {5, true, "A:3A,3A,3A,1B,2B B:3B,3B,3B,4A,5A a"},
        {5, true, "A:1A,3A,3B,3B,4B B:3A,3A,3B,5A,5B b"},
        {7, true, "A:1A,2A,3A,4A,5A,6A,7A B:1B,2B,3B,4B,5B,6B,7B a"},
        {7, true, "A:4A,4A,4A,4A,1B,2B,3B B:4B,4B,4B,4B,1A,2A,3A a"},
        {9, true, "A:5A,5A,5A,5A,5A,5B,5B,5B,5B B:5A,5A,5A,5B,5B,5B,5B,5B,1A a"},
        {11, true, "A:1A,2A,3A,4A,5A,6A,7A,8A,9A,10A,11A B:1B,2B,3B,4B,5B,6B,7B,8B,9B,10B,11B a"},
        {11, true, "A:6A,6A,6A,6A,6A,6A,6A,6A,6A,6A,6A B:6B,6B,6B,6B,6B,6B,6B,6B,6B,6B,6B a"},
        {11, true, "A:6A,6A,6A,6A,6A,6A,6B,6B,6B,6B,6B B:6A,6A,6A,6A,6A,6B,6B,6B,6B,6B,6B b"},
    };
    struct ludi_rng rng;
    ludi_rng_seed(&rng, 7);
    for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++) {
        for (int d = 1; d <= 6; d++) {
            struct ludi_state s;
            if (!pu_setup(&s, fixed[i].lines, fixed[i].classic, fixed[i].pos, d)) {
                CHECK_MSG(false, "fixed position %zu", i);
                break;
            }
            check_conserved(&s);
            check_position(&s, &rng);
        }
    }
}

static void test_worst_case_fits(void)
{
    /* Counters told apart, a 6 shares out among 11 of them in C(16,6) = 8008 ways, so no
     * position can have more distinct results than that; LUDI_MAX_MOVES must hold them. */
    CHECK(8008 <= LUDI_MAX_MOVES);
    /* One pile of 11 on 6A, every point ahead empty: each ordinary point takes one part, so
     * the parts are distinct: 6, 5+1, 4+2, 3+2+1 (worked by hand). */
    struct ludi_state s;
    CHECK(pu_setup(&s, 11, true, "A:6A,6A,6A,6A,6A,6A,6A,6A,6A,6A,6A "
                                 "B:6B,6B,6B,6B,6B,6B,6B,6B,6B,6B,6B a", 6));
    CHECK_INT(ludi_moves(&s, NULL, g_moves, LUDI_MAX_MOVES), 4);
    /* Sparse boards with many counters free: the largest lists classic play can meet. */
    static const char *const sparse[] = {
        "A:1A,3A,5A,7A,9A,11A,2B,4B,8B,10B,6A B:6B,6B,6B,6B,6B,6B,6B,6B,6B,6B,6A a",
        "A:1A,2A,3A,4A,5A,7A,8A,9A,10A,11A,6B B:6B,6B,6B,6B,6B,6B,6B,6B,6B,6B,6A a",
        "A:1A,4A,7A,10A,2B,5B,8B,11B,6A,6A,6A B:6B,6B,6B,6B,6B,6B,6B,6A,6A,6A,6A a",
    };
    struct ludi_rng rng;
    ludi_rng_seed(&rng, 11);
    int most = 0;
    for (size_t i = 0; i < sizeof sparse / sizeof sparse[0]; i++) {
        for (int d = 1; d <= 6; d++) {
            if (!pu_setup(&s, 11, true, sparse[i], d)) {
                CHECK(false);
                break;
            }
            int n = ludi_moves(&s, NULL, g_moves, LUDI_MAX_MOVES);
            CHECK(n >= 1 && n <= LUDI_MAX_MOVES);
            if (n > most)
                most = n;
            check_position(&s, &rng);
        }
    }
    printf("  most moves in the sparse eleven-line positions: %d (limit %d)\n", most,
           LUDI_MAX_MOVES);
}

int main(void)
{
    RUN(test_fixed_positions);
    RUN(test_worst_case_fits);
    RUN(test_random_knockoff);
    RUN(test_random_classic);
    RUN(test_greedy_games);
    printf("  positions %ld, rolls compared %ld, whole turns applied %ld, step sequences %ld, "
           "shuffled turns %ld, most moves %d\n",
           stat_positions, stat_rolls, stat_moves, stat_sequences, stat_shuffles,
           stat_max_moves);
    printf("  step searches cut short %ld; random games won %ld, stopped unfinished %ld\n",
           stat_capped, stat_won, stat_unfinished);
    return check_summary();
}
