/* test_lat_fast.c: the Latrunculi fast path plays exactly the rules of ludi_moves/ludi_apply. */
#include <stdlib.h>
#include <string.h>

#include "ludi/lat_fast.h"
#include "ludi/rules.h"
#include "../check.h"

static struct ludi_lat_fast *fast;

static const char *const sizes[4] = {"size=8x8", "size=12x8", "size=10x9", "size=11x10"};

static void options_of(int variant, struct ludi_options *o)
{
    static const char *const nocap[4] = {"nocapture=30", "nocapture=0", "nocapture=60",
                                         "nocapture=100"};
    ludi_options_default(LUDI_LATRUNCULI, o);
    CHECK(ludi_options_set(o, sizes[variant % 4], NULL, 0));
    CHECK(ludi_options_set(o, (variant / 4) % 2 ? "king=surrounded" : "king=blocked", NULL, 0));
    CHECK(ludi_options_set(o, nocap[(variant / 8) % 4], NULL, 0));
    CHECK(ludi_options_set(o, (variant / 32) % 2 ? "repeat=allow" : "repeat=forbid", NULL, 0));
}

/* The node at the top of the fast path against a state reached through the interface. */
static bool same_node(const struct ludi_lat_node *n, const struct ludi_state *s)
{
    for (int side = 0; side < 2; side++) {
        if ((uint64_t)n->men[side] != s->g.lat.men[side][0] ||
            (uint64_t)(n->men[side] >> 64) != s->g.lat.men[side][1] ||
            (uint64_t)n->kings[side] != s->g.lat.kings[side][0] ||
            (uint64_t)(n->kings[side] >> 64) != s->g.lat.kings[side][1])
            return false;
    }
    return n->hash == s->hash && n->side == s->side && (uint32_t)n->nocap == s->g.lat.nocap &&
           n->result == s->result && n->reason == s->reason;
}

static int cmp_move(const void *a, const void *b)
{
    return (int)*(const ludi_lat_move *)a - (int)*(const ludi_lat_move *)b;
}

static bool same_moves(const struct ludi_state *s, const struct ludi_past *past)
{
    static struct ludi_move a[LUDI_MAX_MOVES];
    ludi_lat_move b[LUDI_LAT_FAST_MOVES];
    int na = ludi_moves(s, past, a, LUDI_MAX_MOVES);
    int nb = ludi_lat_fast_moves(fast, b, LUDI_LAT_FAST_MOVES);
    if (na != nb)
        return false;
    for (int i = 0; i < na; i++) {
        struct ludi_move m;
        ludi_lat_fast_move_out(fast, b[i], &m);
        if (!ludi_move_equal(&m, &a[i]) || ludi_lat_fast_move_in(fast, &a[i]) != b[i])
            return false;
    }
    /* the moves to a part of the board: the same moves, as a set */
    uint64_t r = ludi_zobrist(s->hash);
    ludi_bits mask = ((ludi_bits)r << 64 | ludi_zobrist(r)) & ((ludi_bits)r << 32 | r);
    ludi_lat_move c[LUDI_LAT_FAST_MOVES], d[LUDI_LAT_FAST_MOVES];
    int nc = ludi_lat_fast_moves_to(fast, mask, c, LUDI_LAT_FAST_MOVES), nd = 0;
    for (int i = 0; i < nb; i++)
        if (mask >> ludi_lat_to(b[i]) & 1)
            d[nd++] = b[i];
    if (nc != nd)
        return false;
    qsort(c, (size_t)nc, sizeof c[0], cmp_move);
    qsort(d, (size_t)nd, sizeof d[0], cmp_move);
    return memcmp(c, d, (size_t)nc * sizeof c[0]) == 0;
}

static int men_of(const struct ludi_state *s, int side)
{
    return __builtin_popcountll(s->g.lat.men[side][0]) +
           __builtin_popcountll(s->g.lat.men[side][1]);
}

/* Picks a random move, often the one that undoes the mover's previous move, so that positions
 * come round again and the repetition rule is exercised. */
static int pick(struct ludi_rng *rng, const struct ludi_move *mv, int n,
                const struct ludi_move *undo)
{
    if (undo && ludi_rng_below(rng, 4) != 0)
        for (int i = 0; i < n; i++)
            if (mv[i].steps[0].from == undo->steps[0].to &&
                mv[i].steps[0].to == undo->steps[0].from)
                return i;
    return (int)ludi_rng_below(rng, (uint32_t)n);
}

/* Walks random lines through the interface and the fast path side by side. */
static void test_fast_equals_interface(void)
{
    static struct ludi_move mv[LUDI_MAX_MOVES];
    static struct ludi_state line[LUDI_LAT_FAST_DEPTH + 1];
    /* the game's past, then the line's: line[d]'s past is hist[0 .. ply + d) */
    static uint64_t hist[400 + LUDI_LAT_FAST_DEPTH + 1];
    struct ludi_rng rng;
    ludi_rng_seed(&rng, 2024);
    int mismatches = 0, compared = 0, forbidden_seen = 0, over_seen = 0, long_history = 0;
    for (int variant = 0; variant < 64; variant++) {
        struct ludi_options o;
        struct ludi_state s;
        options_of(variant, &o);
        ludi_start(&o, &s);
        struct ludi_move last[2] = {{0}, {0}};
        for (int ply = 0; ply < 400 && s.phase == LUDI_PHASE_MOVE; ply++) {
            /* every few plies: a random line of up to 40 moves from here, then back */
            if (ply % 7 == 0) {
                struct ludi_past past = {hist, (size_t)ply};
                CHECK(ludi_lat_fast_init(fast, &s, &past));
                line[0] = s;
                int depth = 0;
                struct ludi_move lh[2] = {last[0], last[1]};
                for (; depth < 40 && line[depth].phase == LUDI_PHASE_MOVE; depth++) {
                    compared++;
                    past.n = (size_t)(ply + depth);
                    if (!same_node(ludi_lat_fast_node(fast), &line[depth]) ||
                        !same_moves(&line[depth], &past)) {
                        mismatches++;
                        break;
                    }
                    int n = ludi_moves(&line[depth], &past, mv, LUDI_MAX_MOVES);
                    int i = pick(&rng, mv, n, lh[depth % 2].nsteps ? &lh[depth % 2] : NULL);
                    lh[depth % 2] = mv[i];
                    ludi_apply_trusted(&line[depth], &past, &mv[i], &line[depth + 1]);
                    hist[ply + depth] = line[depth].hash;
                    int taken = ludi_lat_fast_make(fast, ludi_lat_fast_move_in(fast, &mv[i]));
                    int them = !line[depth].side;
                    int before = men_of(&line[depth], them), after = men_of(&line[depth + 1], them);
                    if (taken != before - after)
                        mismatches++;
                }
                if (!same_node(ludi_lat_fast_node(fast), &line[depth]))
                    mismatches++;
                if (line[depth].phase == LUDI_PHASE_OVER)
                    over_seen++;
                /* back to the root, checking each node on the way */
                for (int d = depth; d > 0; d--) {
                    ludi_lat_fast_unmake(fast);
                    struct ludi_past back = {hist, (size_t)(ply + d - 1)};
                    if (!same_node(ludi_lat_fast_node(fast), &line[d - 1]) ||
                        !same_moves(&line[d - 1], &back))
                        mismatches++;
                }
            }
            struct ludi_past past = {hist, (size_t)ply};
            int n = ludi_moves(&s, &past, mv, LUDI_MAX_MOVES);
            /* count positions where the repetition rule removed a move */
            if (o.repeat == LUDI_REPEAT_FORBID) {
                struct ludi_state t = s;
                t.ply = 0;   /* the same board with no past */
                if (ludi_moves(&t, NULL, NULL, 0) > n)
                    forbidden_seen++;
            }
            /* with nocapture=0, avoid captures: the past then grows beyond 256 positions, as
             * far back as the rules once looked */
            struct ludi_state t;
            for (int tries = 0;; tries++) {
                int i = pick(&rng, mv, n, last[ply % 2].nsteps ? &last[ply % 2] : NULL);
                ludi_apply_trusted(&s, &past, &mv[i], &t);
                last[ply % 2] = mv[i];
                if (o.nocapture != 0 || t.g.lat.nocap > 0 || tries == 20)
                    break;
            }
            long_history += t.g.lat.nocap >= 256;
            hist[ply] = s.hash;
            s = t;
        }
    }
    CHECK_INT(mismatches, 0);
    CHECK_MSG(long_history > 100, "only %d positions with a full history", long_history);
    CHECK_MSG(compared > 10000, "only %d nodes compared", compared);
    CHECK_MSG(forbidden_seen > 50, "the repetition rule removed moves only %d times",
              forbidden_seen);
    CHECK_MSG(over_seen > 5, "only %d lines reached the end of a game", over_seen);
}

/* Threats and reach against brute force: every legal move of that side, made. */
static void test_threats_and_reach(void)
{
    static struct ludi_move mv[LUDI_MAX_MOVES];
    struct ludi_rng rng;
    ludi_rng_seed(&rng, 77);
    int wrong = 0, positions = 0, with_threats = 0;
    for (int game = 0; game < 80; game++) {
        struct ludi_options o;
        struct ludi_state s;
        uint64_t hist[200];
        struct ludi_past past = {hist, 0};
        options_of(game % 8, &o);
        ludi_start(&o, &s);
        for (int ply = 0; ply < 200 && s.phase == LUDI_PHASE_MOVE; ply++) {
            /* the same board with either side to move, with a fresh history */
            for (int side = 0; side < 2; side++) {
                char pos[LUDI_POS_LEN];
                struct ludi_state t;
                ludi_position_format(&s, pos, sizeof pos);
                char *sp = strchr(pos, ' ');
                sp[1] = side ? 'w' : 'b';
                if (!ludi_position_parse(&s.opt, pos, &t, NULL, 0) || t.phase != LUDI_PHASE_MOVE)
                    continue;
                CHECK(ludi_lat_fast_init(fast, &s, &past));   /* the original side to move */
                ludi_bits targets, victims, reach = ludi_lat_fast_reach(fast, side);
                ludi_lat_fast_threats(fast, side, reach, &targets, &victims);
                ludi_bits want_t = 0, want_v = 0, want_r = 0;
                int n = ludi_moves(&t, NULL, mv, LUDI_MAX_MOVES);
                struct ludi_lat_fast *g = ludi_lat_fast_new();
                CHECK(g && ludi_lat_fast_init(g, &t, NULL));
                ludi_lat_move fm[LUDI_LAT_FAST_MOVES];
                ludi_lat_fast_moves(g, fm, LUDI_LAT_FAST_MOVES);
                for (int i = 0; i < n; i++) {
                    struct ludi_state u;
                    ludi_apply_trusted(&t, NULL, &mv[i], &u);
                    ludi_bits before = ludi_lat_fast_node(g)->men[!side];
                    ludi_lat_fast_make(g, fm[i]);
                    ludi_bits gone = before & ~ludi_lat_fast_node(g)->men[!side];
                    ludi_lat_fast_unmake(g);
                    ludi_bits to = (ludi_bits)1 << ludi_lat_to(fm[i]);
                    want_r |= to;
                    if (gone) {
                        want_t |= to;
                        want_v |= gone;
                    }
                }
                ludi_lat_fast_free(g);
                positions++;
                with_threats += want_t != 0;
                if (targets != want_t || victims != want_v || reach != want_r)
                    wrong++;
            }
            int n = ludi_moves(&s, &past, mv, LUDI_MAX_MOVES);
            struct ludi_state t;
            ludi_apply_trusted(&s, &past, &mv[ludi_rng_below(&rng, (uint32_t)n)], &t);
            hist[past.n++] = s.hash;
            s = t;
        }
    }
    CHECK_INT(wrong, 0);
    CHECK_MSG(positions > 2000 && with_threats > 500, "%d positions, %d with threats", positions,
              with_threats);
}

static int64_t fast_perft(int depth)
{
    ludi_lat_move mv[LUDI_LAT_FAST_MOVES];
    int n = ludi_lat_fast_moves(fast, mv, LUDI_LAT_FAST_MOVES);
    if (depth == 1)
        return n;
    int64_t total = 0;
    for (int i = 0; i < n; i++) {
        ludi_lat_fast_make(fast, mv[i]);
        if (ludi_lat_fast_node(fast)->result == LUDI_ONGOING)
            total += fast_perft(depth - 1);
        ludi_lat_fast_unmake(fast);
    }
    return total;
}

/* The perft counts the brief pins (from the start), and agreement with the core's perft. */
static void test_perft(void)
{
    struct ludi_options o;
    struct ludi_state s;
    ludi_options_default(LUDI_LATRUNCULI, &o);
    CHECK(ludi_options_set(&o, "size=8x8", NULL, 0));
    ludi_start(&o, &s);
    CHECK(ludi_lat_fast_init(fast, &s, NULL));
    CHECK_INT(fast_perft(1), 53);
    CHECK_INT(fast_perft(2), 2637);
    CHECK_INT(fast_perft(3), 145394);
    CHECK(ludi_options_set(&o, "size=12x8", NULL, 0));
    ludi_start(&o, &s);
    CHECK(ludi_lat_fast_init(fast, &s, NULL));
    CHECK_INT(fast_perft(1), 81);
    CHECK_INT(fast_perft(2), 6285);
    CHECK_INT(fast_perft(3), 537761);
    /* random middle games, with repetition in the history */
    static struct ludi_move mv[LUDI_MAX_MOVES];
    struct ludi_rng rng;
    ludi_rng_seed(&rng, 5);
    for (int variant = 0; variant < 16; variant++) {
        struct ludi_options v;
        options_of(variant * 5, &v);
        ludi_start(&v, &s);
        struct ludi_move last[2] = {{0}, {0}};
        uint64_t hist[24 + 16 * 3];
        struct ludi_past past = {hist, 0};
        for (int ply = 0; ply < 24 + variant * 3 && s.phase == LUDI_PHASE_MOVE; ply++) {
            int n = ludi_moves(&s, &past, mv, LUDI_MAX_MOVES);
            int i = pick(&rng, mv, n, last[ply % 2].nsteps ? &last[ply % 2] : NULL);
            last[ply % 2] = mv[i];
            struct ludi_state t;
            ludi_apply_trusted(&s, &past, &mv[i], &t);
            hist[past.n++] = s.hash;
            s = t;
        }
        if (s.phase != LUDI_PHASE_MOVE)
            continue;
        CHECK(ludi_lat_fast_init(fast, &s, &past));
        CHECK_INT(fast_perft(3), ludi_perft(&s, &past, 3));
    }
}

/* ludi_lat_fast_before takes back every move from its hash alone, captures too (the men taken
 * put back), giving the position before and the move (a capture's count before as 0, which the
 * hashes do not hold); and no position for a wrong hash. */
static void test_before_takes_back(void)
{
    static struct ludi_move mv[LUDI_MAX_MOVES];
    static uint64_t hist[300];
    struct ludi_rng rng;
    ludi_rng_seed(&rng, 77);
    int taken_back = 0, wrong = 0, refused = 0, captures = 0;
    for (int variant = 0; variant < 64; variant++) {
        struct ludi_options o;
        struct ludi_state s, next, back;
        options_of(variant, &o);
        ludi_start(&o, &s);
        for (int ply = 0; ply < 300 && s.phase == LUDI_PHASE_MOVE; ply++) {
            struct ludi_past past = {hist, (size_t)ply};
            int n = ludi_moves(&s, &past, mv, LUDI_MAX_MOVES);
            /* captures when there are some, so that many are taken back */
            int i = (int)ludi_rng_below(&rng, (uint32_t)n);
            for (int k = 0; k < n; k++) {
                ludi_apply_trusted(&s, &past, &mv[k], &next);
                if (next.g.lat.nocap == 0 && ludi_rng_below(&rng, 2) == 0)
                    i = k;
            }
            ludi_apply_trusted(&s, &past, &mv[i], &next);
            hist[ply] = s.hash;
            CHECK(ludi_lat_fast_init(fast, &s, &past));
            ludi_lat_move lm = 0;
            bool capture = next.g.lat.nocap == 0;
            captures += capture;
            struct ludi_lat want = s.g.lat;
            if (capture)
                want.nocap = 0;
            if (ludi_lat_fast_before(&next, s.hash, &back, &lm) &&
                lm == ludi_lat_fast_move_in(fast, &mv[i]) && back.hash == s.hash &&
                back.side == s.side && back.ply == s.ply && back.phase == LUDI_PHASE_MOVE &&
                back.result == LUDI_ONGOING && back.g.lat.nocap == want.nocap &&
                memcmp(back.g.lat.men, want.men, sizeof want.men) == 0 &&
                memcmp(back.g.lat.kings, want.kings, sizeof want.kings) == 0)
                taken_back++;
            else
                wrong++;
            if (ludi_lat_fast_before(&next, s.hash ^ 1, &back, &lm))
                wrong++;
            else
                refused++;
            s = next;
        }
    }
    CHECK_INT(wrong, 0);
    CHECK_MSG(taken_back > 5000 && captures > 500 && refused == taken_back,
              "%d taken back, %d captures, %d wrong hashes refused", taken_back, captures,
              refused);
}

int main(void)
{
    fast = ludi_lat_fast_new();
    CHECK(fast != NULL);
    if (!fast)
        return check_summary();
    RUN(test_fast_equals_interface);
    RUN(test_threats_and_reach);
    RUN(test_perft);
    RUN(test_before_takes_back);
    ludi_lat_fast_free(fast);
    return check_summary();
}
