/* test_lat_props.c: properties over many random games from fixed seeds, every size and option,
 * checked against the simple counter in lat_plain.c and an independent repetition count. */
#include <stdlib.h>

#include "../check.h"
#include "lat_plain.h"
#include "lat_util.h"

#define MAX_PLIES 400

/* The board part of a position string (board and side, without the count). */
static void board_key(const char *pos, char *out, size_t len)
{
    snprintf(out, len, "%s", pos);
    char *sp = strchr(out, ' ');
    if (sp && sp[1])
        sp[2] = '\0';   /* keep "board s" */
}

static int count_men(const char *pos, char man)
{
    int n = 0;
    for (const char *p = pos; *p && *p != ' '; p++)
        n += *p == man;
    return n;
}

static bool plain_lists(const struct plain *p, int from, int to)
{
    int mv[600][2];
    int n = plain_moves(p, mv, 600);
    for (int i = 0; i < n; i++)
        if (mv[i][0] == from && mv[i][1] == to)
            return true;
    return false;
}

static void one_game(const char *opts, uint64_t seed)
{
    struct ludi_options opt;
    struct ludi_state s;
    struct ludi_rng rng;
    static struct ludi_move mv[LUDI_MAX_MOVES];
    static char seen[MAX_PLIES + 2][LUDI_POS_LEN];
    static uint64_t hist[MAX_PLIES + 1];   /* the game's past */
    struct ludi_past past = {hist, 0};
    int nseen = 0;
    char pos[LUDI_POS_LEN], err[LUDI_ERR_LEN];
    lat_options(&opt, opts);
    ludi_start(&opt, &s);
    ludi_rng_seed(&rng, seed);
    ludi_position_format(&s, pos, sizeof pos);
    board_key(pos, seen[nseen++], LUDI_POS_LEN);
    for (int ply = 0; ply < MAX_PLIES && s.phase == LUDI_PHASE_MOVE; ply++) {
        /* the position string round-trips (the board, side and count) */
        struct ludi_state back;
        char again[LUDI_POS_LEN];
        ludi_position_format(&s, pos, sizeof pos);
        CHECK_MSG(ludi_position_parse(&opt, pos, &back, err, sizeof err), "%s: %s", pos, err);
        ludi_position_format(&back, again, sizeof again);
        CHECK_STR(again, pos);
        CHECK(back.hash == s.hash);
        /* the state is consistent: incremental hash equals a fresh one */
        CHECK_MSG(ludi_state_check(&s, err, sizeof err), "%s: %s", pos, err);
        CHECK(ludi_hash(&s) == ludi_hash_fresh(&s));

        struct plain p;
        CHECK(plain_parse(&p, pos) == 0);
        p.nocap_limit = opt.nocapture;
        p.surrounded = opt.king == LUDI_KING_SURROUNDED;
        int n = ludi_moves(&s, &past, mv, LUDI_MAX_MOVES);
        int pm[600][2];
        int np = plain_moves(&p, pm, 600);
        /* every plain move is listed unless it would make a position the third time */
        int forbidden = 0;
        for (int i = 0; i < np; i++) {
            struct plain q = p;
            int taken = plain_play(&q, pm[i][0], pm[i][1]);
            bool listed = false;
            for (int j = 0; j < n; j++)
                listed |= mv[j].steps[0].from == pm[i][0] && mv[j].steps[0].to == pm[i][1];
            if (!listed) {
                /* count earlier occurrences of the position it leads to */
                struct ludi_state t;
                struct ludi_move m = {.nsteps = 1, .steps = {{(int8_t)pm[i][0], (int8_t)pm[i][1], 0}}};
                ludi_apply_trusted(&s, &past, &m, &t);
                char tp[LUDI_POS_LEN], key[LUDI_POS_LEN];
                ludi_position_format(&t, tp, sizeof tp);
                board_key(tp, key, sizeof key);
                int times = 0;
                for (int k = 0; k < nseen; k++)
                    times += strcmp(seen[k], key) == 0;
                CHECK_MSG(opt.repeat == LUDI_REPEAT_FORBID && taken == 0 && times >= 2,
                          "%s: move %d-%d missing (seen %d times)", pos, pm[i][0], pm[i][1], times);
                forbidden++;
            }
        }
        CHECK_MSG(n + forbidden == np, "%s: core lists %d, simple %d, forbidden %d", pos, n, np,
                  forbidden);
        if (n == 0)
            break;
        /* every listed move applies, and the board after it is the simple counter's board */
        for (int j = 0; j < n; j++) {
            struct ludi_state t;
            CHECK(plain_lists(&p, mv[j].steps[0].from, mv[j].steps[0].to));
            if (!ludi_apply(&s, &past, &mv[j], &t, err, sizeof err)) {
                CHECK_MSG(false, "%s: listed move refused: %s", pos, err);
                continue;
            }
            struct plain q = p;
            plain_play(&q, mv[j].steps[0].from, mv[j].steps[0].to);
            struct plain r;
            char tp[LUDI_POS_LEN];
            ludi_position_format(&t, tp, sizeof tp);
            CHECK(plain_parse(&r, tp) == 0);
            CHECK_MSG(memcmp(r.sq, q.sq, sizeof r.sq) == 0 && r.side == q.side &&
                      r.nocap == q.nocap, "%s: after move %d the boards differ", pos, j);
            CHECK(ludi_state_check(&t, err, sizeof err));
            /* the end of the game agrees with the simple judge (repetition aside) */
            if (opt.repeat == LUDI_REPEAT_ALLOW)
                CHECK_MSG((t.phase == LUDI_PHASE_OVER) == (plain_over(&q) != 0),
                          "%s: move %d: over %d, simple %d", pos, j, t.phase == LUDI_PHASE_OVER,
                          plain_over(&q));
        }
        /* play one at random; piece counts only go down */
        struct ludi_state t;
        ludi_apply_trusted(&s, &past, &mv[ludi_rng_below(&rng, (uint32_t)n)], &t);
        hist[past.n++] = s.hash;
        char tp[LUDI_POS_LEN];
        ludi_position_format(&t, tp, sizeof tp);
        CHECK(count_men(tp, 'b') <= count_men(pos, 'b'));
        CHECK(count_men(tp, 'w') <= count_men(pos, 'w'));
        CHECK(count_men(tp, 'B') == 1 && count_men(tp, 'W') == 1);
        bool captured = count_men(tp, 'b') + count_men(tp, 'w') <
                        count_men(pos, 'b') + count_men(pos, 'w');
        if (captured)
            nseen = 0;
        board_key(tp, seen[nseen++], LUDI_POS_LEN);
        CHECK(t.ply == s.ply + 1);
        s = t;
    }
}

static void test_random_games(void)
{
    const char *opts[] = {
        "size=8x8", "size=12x8", "size=10x9", "size=11x10",
        "size=8x8 king=surrounded", "size=8x8 repeat=allow",
        "size=8x8 nocapture=100", "size=12x8 king=surrounded repeat=allow nocapture=60",
    };
    int games = getenv("LUDI_SLOW_TESTS") ? 6 : 40;
    for (int i = 0; i < 8; i++)
        for (int g = 0; g < games; g++)
            one_game(opts[i], 1000u * (unsigned)i + (unsigned)g);
}

static void test_shuttle_games(void)
{
    /* random games where the kings mostly shuttle, so repetitions happen often */
    const char *opts[] = {"size=8x8", "size=8x8 repeat=allow"};
    for (int i = 0; i < 2; i++) {
        struct ludi_options opt;
        struct ludi_state s;
        char err[LUDI_ERR_LEN];
        lat_options(&opt, opts[i]);
        CHECK(ludi_position_parse(&opt, "w6W/8/8/8/8/8/8/B6b b 0", &s, err, sizeof err));
        struct ludi_rng rng;
        ludi_rng_seed(&rng, 5);
        static struct ludi_move mv[LUDI_MAX_MOVES];
        uint64_t hist[200];
        struct ludi_past past = {hist, 0};
        int repeats_refused = 0;
        for (int ply = 0; ply < 200 && s.phase == LUDI_PHASE_MOVE; ply++) {
            int n = ludi_moves(&s, &past, mv, LUDI_MAX_MOVES);
            int pseudo = 0;
            struct plain p;
            char pos[LUDI_POS_LEN];
            ludi_position_format(&s, pos, sizeof pos);
            plain_parse(&p, pos);
            pseudo = plain_moves(&p, NULL, 0);
            repeats_refused += pseudo - n;
            /* prefer short king moves so positions recur */
            int pick = (int)ludi_rng_below(&rng, (uint32_t)(n < 3 ? n : 3));
            struct ludi_state t;
            ludi_apply_trusted(&s, &past, &mv[pick], &t);
            hist[past.n++] = s.hash;
            CHECK(ludi_state_check(&t, err, sizeof err));
            s = t;
        }
        if (opt.repeat == LUDI_REPEAT_FORBID)
            CHECK_MSG(repeats_refused > 0, "no repetition ever refused in %s", opts[i]);
        else
            CHECK_INT(repeats_refused, 0);
    }
}

int main(void)
{
    RUN(test_random_games);
    RUN(test_shuttle_games);
    return check_summary();
}
