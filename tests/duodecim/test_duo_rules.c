/* test_duo_rules.c: every tagged sentence of RULES.md section 3 pinned by a position and a throw,
 * with the expected positions worked out by hand (see each comment). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ludi/rules.h"
#include "../check.h"
#include "duo_util.h"

#define FREE_TWO "two:1*15"   /* Two's counters all on its private point 1, out of the way */

/* The positions after every legal whole turn equal the expected list (any order, " | "). */
#define CHECK_RESULTS(s, expected)                                                       \
    do {                                                                                 \
        char *got_ = duo_results(s), *want_ = duo_sorted(expected);                      \
        CHECK_STR(got_, want_);                                                          \
        free(got_);                                                                      \
        free(want_);                                                                     \
    } while (0)

/* Plays a turn from text; returns 1 and fills out when accepted. */
static int play(const struct ludi_state *s, const char *text, struct ludi_state *out,
                char *err)
{
    struct ludi_move m;
    if (!ludi_move_parse(s, text, &m, err, LUDI_ERR_LEN))
        return 0;
    return ludi_apply(s, NULL, &m, out, err, LUDI_ERR_LEN);
}

static void check_play(const struct ludi_state *s, const char *text, const char *expected)
{
    struct ludi_state t;
    char err[LUDI_ERR_LEN] = "", pos[LUDI_POS_LEN];
    int ok = play(s, text, &t, err);
    CHECK_MSG(ok, "'%s' refused: %s", text, err);
    if (!ok)
        return;
    ludi_position_format(&t, pos, sizeof pos);
    CHECK_STR(pos, expected);
}

/* The turn is refused, with a message containing `why`, and the state is unchanged. */
static void check_refused(const struct ludi_state *s, const char *text, const char *why)
{
    struct ludi_state before = *s, t;
    char err[LUDI_ERR_LEN] = "";
    memset(&t, 0x5a, sizeof t);
    struct ludi_state untouched = t;
    int ok = play(s, text, &t, err);
    CHECK_MSG(!ok, "'%s' accepted", text);
    CHECK_MSG(strstr(err, why) != NULL, "'%s' refused with \"%s\", expected \"%s\"", text, err,
              why);
    CHECK(memcmp(&before, s, sizeof before) == 0);
    CHECK(memcmp(&untouched, &t, sizeof t) == 0);
}

/* The single steps legal now, as "from-to/die" joined with spaces. */
static void steps_text(const struct ludi_state *s, const struct ludi_step *made, int nmade,
                       char *buf, size_t len)
{
    struct ludi_step st[64];
    int n = ludi_legal_steps(s, NULL, made, nmade, st, 64);
    size_t pos = 0;
    buf[0] = '\0';
    for (int i = 0; i < n && i < 64; i++) {
        char from[8], to[8];
        snprintf(from, sizeof from, st[i].from == LUDI_OFF ? "off" : "%d", st[i].from);
        snprintf(to, sizeof to, st[i].to == LUDI_OUT ? "out" : "%d", st[i].to);
        pos += (size_t)snprintf(buf + pos, len - pos, "%s%s-%s/%d", i ? " " : "", from, to,
                                st[i].die);
    }
}

#define CHECK_STEPS(s, made, nmade, expected)                                            \
    do {                                                                                 \
        char steps_[512];                                                                \
        steps_text(s, made, nmade, steps_, sizeof steps_);                               \
        CHECK_STR(steps_, expected);                                                     \
    } while (0)

/* --- Board and paths --- */

/* Player One: middle row from the centre leftwards 1..6, bottom left to right 7..18, top right
 * to left 19..30. Player Two: middle rightwards 1..6, top right to left 7..18, bottom left to
 * right 19..30; with path=cross bottom right to left 7..18 and top left to right 19..30. */
static void test_cells_by_hand(void)
{
    static const struct {
        int cross, side, point, row, col;
    } cell[] = {
        {0, 0, 1, 1, 5},   {0, 0, 6, 1, 0},   {0, 0, 7, 2, 0},   {0, 0, 12, 2, 5},
        {0, 0, 18, 2, 11}, {0, 0, 19, 0, 11}, {0, 0, 25, 0, 5},  {0, 0, 30, 0, 0},
        {0, 1, 1, 1, 6},   {0, 1, 6, 1, 11},  {0, 1, 7, 0, 11},  {0, 1, 18, 0, 0},
        {0, 1, 19, 2, 0},  {0, 1, 25, 2, 6},  {0, 1, 30, 2, 11}, {1, 0, 7, 2, 0},
        {1, 0, 30, 0, 0},  {1, 1, 1, 1, 6},   {1, 1, 6, 1, 11},  {1, 1, 7, 2, 11},
        {1, 1, 18, 2, 0},  {1, 1, 19, 0, 0},  {1, 1, 30, 0, 11}, {1, 1, 15, 2, 3},
    };
    for (size_t i = 0; i < sizeof cell / sizeof cell[0]; i++) {
        struct ludi_options opt;
        int row = -9, col = -9;
        ludi_options_default(LUDI_DUODECIM, &opt);
        opt.path = cell[i].cross ? LUDI_PATH_CROSS : LUDI_PATH_STANDARD;
        CHECK_INT(ludi_duo_cell(&opt, cell[i].side, cell[i].point, &row, &col), 0);
        CHECK_MSG(row == cell[i].row && col == cell[i].col,
                  "path %d side %d point %d at (%d,%d), expected (%d,%d)", cell[i].cross,
                  cell[i].side, cell[i].point, row, col, cell[i].row, cell[i].col);
    }
    struct ludi_options opt;
    int row, col;
    ludi_options_default(LUDI_DUODECIM, &opt);
    CHECK_INT(ludi_duo_cell(&opt, 0, 0, &row, &col), -1);
    CHECK_INT(ludi_duo_cell(&opt, 0, 31, &row, &col), -1);
    CHECK_INT(ludi_duo_cell(&opt, 2, 5, &row, &col), -1);
    CHECK_INT(ludi_duo_cell(NULL, 0, 5, &row, &col), -1);
}

/* The middle row's halves are private; the top and bottom rows are shared: every cell of the
 * shared rows is a point of both players, every middle cell of one only. */
static void test_private_and_shared_rows(void)
{
    for (int cross = 0; cross < 2; cross++) {
        struct ludi_options opt;
        int owners[3][12] = {{0}};
        ludi_options_default(LUDI_DUODECIM, &opt);
        opt.path = cross ? LUDI_PATH_CROSS : LUDI_PATH_STANDARD;
        for (int side = 0; side < 2; side++)
            for (int p = 1; p <= 30; p++) {
                int row, col;
                if (ludi_duo_cell(&opt, side, p, &row, &col) == 0)
                    owners[row][col] += side ? 10 : 1;
            }
        for (int col = 0; col < 12; col++) {
            CHECK_INT(owners[0][col], 11);
            CHECK_INT(owners[2][col], 11);
            CHECK_INT(owners[1][col], col < 6 ? 1 : 10);
        }
    }
    /* both players' counters on their private points never meet */
    struct ludi_state s;
    CHECK(duo_setup(0, "one:3*15 two:3*15 one", 0, 0, 0, &s));
}

/* path=standard is the default; path=cross is the variant; the options format and refuse
 * unknown keys and values by name. */
static void test_options(void)
{
    struct ludi_options opt;
    char buf[64], err[LUDI_ERR_LEN];
    ludi_options_default(LUDI_DUODECIM, &opt);
    ludi_options_format(&opt, buf, sizeof buf);
    CHECK_STR(buf, "path=standard");
    CHECK(ludi_options_set(&opt, "path=cross", err, sizeof err));
    ludi_options_format(&opt, buf, sizeof buf);
    CHECK_STR(buf, "path=cross");
    CHECK(!ludi_options_set(&opt, "path=diagonal", err, sizeof err));
    CHECK(strstr(err, "diagonal") != NULL);
    CHECK(!ludi_options_set(&opt, "size=8x8", err, sizeof err));
    CHECK(strstr(err, "size") != NULL);
    CHECK_INT(opt.path, LUDI_PATH_CROSS);
}

/* --- Turn --- */

/* Player One throws first [decided]; all fifteen start off the board. */
static void test_one_throws_first(void)
{
    struct ludi_options opt;
    struct ludi_state s;
    char pos[LUDI_POS_LEN];
    ludi_options_default(LUDI_DUODECIM, &opt);
    ludi_start(&opt, &s);
    ludi_position_format(&s, pos, sizeof pos);
    CHECK_STR(pos, "one:off*15 two:off*15 one");
    CHECK_INT(s.side, 0);
    CHECK_INT(s.phase, LUDI_PHASE_ROLL);
    CHECK_INT(ludi_moves(&s, NULL, NULL, 0), 0);
    /* a turn throws all three dice: two are refused */
    int two[2] = {3, 4};
    struct ludi_state t;
    CHECK(!ludi_set_dice(&s, two, 2, &t, NULL, 0));
}

/* Entering from the centre: die v puts a counter on point v; the first throw of 6, 4, 1 can
 * only enter three counters, on 6, 4 and 1. */
static void test_first_throw_enters(void)
{
    struct ludi_state s;
    if (!duo_setup(0, "one:off*15 two:off*15 one", 6, 4, 1, &s))
        return;
    CHECK_RESULTS(&s, "one:off*12,1,4,6 two:off*15 two");
    CHECK_STEPS(&s, NULL, 0, "off-1/1 off-4/4 off-6/6");
    check_play(&s, "off-6,off-4,off-1", "one:off*12,1,4,6 two:off*15 two");
    check_play(&s, "off-1,off-6,off-4", "one:off*12,1,4,6 two:off*15 two");
    check_refused(&s, "off-5,off-4,off-1", "no die left shows 5");
    check_refused(&s, "off-10,off-4,off-1", "enters on points 1 to 6");
}

/* Doubles and triples mean nothing special: 3, 3, 3 is three steps of 3, nothing more. */
static void test_triple_is_three_steps(void)
{
    struct ludi_state s;
    struct ludi_move mv[8];
    if (!duo_setup(0, "one:off*15 two:off*15 one", 3, 3, 3, &s))
        return;
    CHECK_RESULTS(&s, "one:off*12,3*3 two:off*15 two");
    CHECK_INT(ludi_moves(&s, NULL, mv, 8), 1);
    CHECK_INT(mv[0].nsteps, 3);
    /* Later on: 2, 2, 2 takes the only movable counter from 10 to 16, never further (the
     * fourteen on 30 cannot move before all are home). */
    if (!duo_setup(0, "one:10,30*14 " FREE_TWO " one", 2, 2, 2, &s))
        return;
    CHECK_RESULTS(&s, "one:16,30*14 " FREE_TWO " two");
}

/* Dice may be used on different counters or one after another on the same counter, and a die
 * is never divided. */
static void test_combination_or_separate(void)
{
    struct ludi_state s;
    /* One counter on 10, the rest on 30 (which cannot move before all are home): the three
     * dice all go to the counter on 10, in any order: 10+6+3+2 = 21. */
    if (!duo_setup(0, "one:10,30*14 " FREE_TWO " one", 6, 3, 2, &s))
        return;
    CHECK_RESULTS(&s, "one:21,30*14 " FREE_TWO " two");
    check_play(&s, "10-12,12-15,15-21", "one:21,30*14 " FREE_TWO " two");
    check_play(&s, "10-16,16-19,19-21", "one:21,30*14 " FREE_TWO " two");
    /* a die is never divided: the 6 cannot be split 4 + 2 */
    check_refused(&s, "10-14,14-16,16-19", "no die left shows 4");
    /* Two counters on 10 and 20 with 2, 1, 1: each die on either counter. By hand:
     * 2+1+1 on 10 -> 14; on 20 -> 24; 2 on 10 and 1+1 on 20 -> 12, 22; 1+1 on 10, 2 on 20
     * -> 12, 22 (the same); 2+1 on 10, 1 on 20 -> 13, 21; 1 on 10, 2+1 on 20 -> 11, 23. */
    if (!duo_setup(0, "one:10,20,30*13 " FREE_TWO " one", 2, 1, 1, &s))
        return;
    CHECK_RESULTS(&s, "one:14,20,30*13 " FREE_TWO " two | one:10,24,30*13 " FREE_TWO " two | "
                      "one:12,22,30*13 " FREE_TWO " two | one:13,21,30*13 " FREE_TWO " two | "
                      "one:11,23,30*13 " FREE_TWO " two");
}

/* --- Entering --- */

/* Until all fifteen have entered, every die enters a counter and no entered counter moves. */
static void test_no_movement_before_all_entered(void)
{
    struct ludi_state s;
    if (!duo_setup(0, "one:off*5,2*10 two:off*15 one", 6, 5, 4, &s))
        return;
    CHECK_RESULTS(&s, "one:off*2,2*10,4,5,6 two:off*15 two");
    CHECK_STEPS(&s, NULL, 0, "off-4/4 off-5/5 off-6/6");
    check_refused(&s, "2-8,off-5,off-4", "must enter first");
    check_refused(&s, "off-5,2-8,off-4", "must enter first");
    /* entering onto one's own counters is fine */
    if (!duo_setup(0, "one:off*5,2*10 two:off*15 one", 2, 2, 1, &s))
        return;
    CHECK_RESULTS(&s, "one:off*2,1,2*12 two:off*15 two");
}

/* While a counter waits, each die enters one first (one counter per die); once none waits,
 * the other dice move any counter, the one just entered too [decided]. One waits, fourteen
 * on 10, dice 4, 2, 1; by hand, with e the die that enters:
 *   e=4: 4->7 | 4, 10->13 | 4->6, 10->11 | 4->5, 10->12 | 4, 10->12, 10->11
 *   e=2: 2->7 | 2, 10->15 | 2->6, 10->11 | 2->3, 10->14 | 2, 10->14, 10->11
 *   e=1: 1->7 | 1, 10->16 | 1->5, 10->12 | 1->3, 10->14 | 1, 10->14, 10->12
 * which are ten different positions. */
static void test_waiting_counter_enters_first(void)
{
    struct ludi_state s;
    if (!duo_setup(0, "one:off,10*14 two:off*15 one", 4, 2, 1, &s))
        return;
    CHECK_RESULTS(&s, "one:7,10*14 two:off*15 two | one:4,10*13,13 two:off*15 two | "
                      "one:6,10*13,11 two:off*15 two | one:5,10*13,12 two:off*15 two | "
                      "one:4,10*12,11,12 two:off*15 two | one:2,10*13,15 two:off*15 two | "
                      "one:3,10*13,14 two:off*15 two | one:2,10*12,11,14 two:off*15 two | "
                      "one:1,10*13,16 two:off*15 two | one:1,10*12,12,14 two:off*15 two");
    CHECK_STEPS(&s, NULL, 0, "off-1/1 off-2/2 off-4/4");
    check_refused(&s, "10-14,off-2,2-3", "must enter first");
    struct ludi_step made[1] = {{LUDI_OFF, 2, 2}};
    CHECK_STEPS(&s, made, 1, "2-3/1 2-6/4 10-11/1 10-14/4");
}

/* --- Landing and hitting --- */

/* A single opposing counter (vagus) is hit and sent off; the hit counter must re-enter on its
 * player's next throw, each die entering before anything else moves. Standard path: One's 10
 * is Two's 22. Then Two (one waiting, fourteen on 30 that cannot move before all are home)
 * throws 6, 3, 2: it enters with one die and the other two take it on: 0+6+3+2 = 11. */
static void test_hit_and_forced_reentry(void)
{
    struct ludi_state s, t;
    char err[LUDI_ERR_LEN];
    if (!duo_setup(0, "one:5*15 two:22,30*14 one", 5, 5, 5, &s))
        return;
    check_play(&s, "5-10,5-10,5-10", "one:5*12,10*3 two:off,30*14 two");
    if (!play(&s, "5-10,5-10,5-10", &t, err))
        return;
    CHECK_INT(t.g.duo.cnt[1][0], 1);
    int dice[3] = {6, 3, 2};
    CHECK(ludi_set_dice(&t, dice, 3, &t, err, sizeof err));
    CHECK_RESULTS(&t, "one:5*12,10*3 two:11,30*14 one");
    CHECK_STEPS(&t, NULL, 0, "off-2/2 off-3/3 off-6/6");
    check_refused(&t, "30-out,off-6,6-9", "must enter first");
}

/* Landing on one's own counters: piles (ordinarii) of any size. */
static void test_own_piles_any_size(void)
{
    struct ludi_state s;
    if (!duo_setup(0, "one:7*13,12*2 " FREE_TWO " one", 5, 5, 5, &s))
        return;
    check_play(&s, "7-12,7-12,7-12", "one:7*10,12*5 " FREE_TWO " two");
}

/* Never on two or more opposing counters, not even in passing: with Two's piles on One's 9
 * and 10 (Two's 21 and 22), all fifteen on 7 and 6, 3, 2 thrown, 7+2 and 7+3 are closed, so
 * only the 6 moves from 7 and the 3 and 2 go on from 13: 7-13-16-18 (or via 15). */
static void test_piles_block_in_passing(void)
{
    struct ludi_state s;
    if (!duo_setup(0, "one:7*15 two:1*11,21*2,22*2 one", 6, 3, 2, &s))
        return;
    CHECK_RESULTS(&s, "one:7*14,18 two:1*11,21*2,22*2 two");
    CHECK_STEPS(&s, NULL, 0, "7-13/6");
    /* the combination 7-9-12 or 7-10-12 passes through a pile */
    check_refused(&s, "7-9,9-12,12-18", "9 is held by 2 counters of two");
    check_refused(&s, "7-10,10-12,12-18", "10 is held by 2 counters of two");
    check_play(&s, "7-13,13-15,15-18", "one:7*14,18 two:1*11,21*2,22*2 two");
    check_refused(&s, "pass", "no die can be used");
}

/* A counter walled in by piles simply has no move (incitus); if no die can be used, the turn
 * passes. Two's piles on One's 8..13 (Two's 20..25) wall in all fifteen on 7 for any throw. */
static void test_walled_in_passes(void)
{
    const char *pos = "one:7*15 two:1*3,20*2,21*2,22*2,23*2,24*2,25*2 one";
    for (int a = 1; a <= 6; a++)
        for (int b = 1; b <= a; b++)
            for (int c = 1; c <= b; c++) {
                struct ludi_state s;
                if (duo_setup(0, pos, a, b, c, &s))
                    CHECK_RESULTS(&s, "pass");
            }
    struct ludi_state s, t;
    char err[LUDI_ERR_LEN];
    if (!duo_setup(0, pos, 6, 5, 4, &s))
        return;
    CHECK_STEPS(&s, NULL, 0, "");
    check_play(&s, "pass", "one:7*15 two:1*3,20*2,21*2,22*2,23*2,24*2,25*2 two");
    check_refused(&s, "7-13", "13 is held by 2 counters of two");
    if (play(&s, "pass", &t, err)) {
        CHECK_INT(t.side, 1);
        CHECK_INT(t.phase, LUDI_PHASE_ROLL);
        CHECK_INT(t.ndice, 0);
        CHECK_INT(t.ply, s.ply + 1);
    }
}

/* --- Using the dice --- */

/* As many dice as can be used: One's only movable counter is on 7 (the rest on 30 wait for
 * bearing off), Two's piles close One's 12, 14 and 18. With 6, 5, 1: 6 first reaches 13 and
 * then 13+1 and 13+5 are closed; 5 first is closed; 1 first: 8, then 8+6 closed but 8+5 = 13,
 * then 13+6 = 19. So all three dice are used only as 7-8-13-19, and that is the only turn. */
static void test_maximum_dice(void)
{
    struct ludi_state s;
    if (!duo_setup(0, "one:7,30*14 two:1*9,24*2,26*2,30*2 one", 6, 5, 1, &s))
        return;
    CHECK_RESULTS(&s, "one:19,30*14 two:1*9,24*2,26*2,30*2 two");
    CHECK_STEPS(&s, NULL, 0, "7-8/1");
    check_refused(&s, "7-13", "uses 1 die, but 3 can be used");
    check_play(&s, "7-8,8-13,13-19", "one:19,30*14 two:1*9,24*2,26*2,30*2 two");
}

/* When not all dice can be used, the ones used add up to as many points as possible: with
 * One's 19 closed every three-dice turn from 7 (7+12) is closed; of two dice, 6+5 (to 18)
 * beats 6+1 (to 14) and 5+1 (to 13). */
static void test_maximum_points(void)
{
    struct ludi_state s;
    if (!duo_setup(0, "one:7,30*14 two:1*13,7*2 one", 6, 5, 1, &s))
        return;
    CHECK_RESULTS(&s, "one:18,30*14 two:1*13,7*2 two");
    CHECK_STEPS(&s, NULL, 0, "7-12/5 7-13/6");
    check_refused(&s, "7-8,8-14", "add up to 7, but dice adding up to 11 can be used");
    check_refused(&s, "7-8", "uses 1 die, but 2 can be used");
    check_play(&s, "7-13,13-18", "one:18,30*14 two:1*13,7*2 two");
    check_play(&s, "7-12,12-18", "one:18,30*14 two:1*13,7*2 two");
}

/* --- Bearing off --- */

/* A die of value v bears off from point 31 - v; a die that can bear off exactly may instead
 * move a counter within the board [decided, as in backgammon]. 25*3, 27*3 with 6, 6, 4: the
 * 6s bear off from 25 (27+6 overshoots while 25 is held); the 4 bears off from 27 or moves
 * 25-29. */
static void test_bear_off_exact(void)
{
    struct ludi_state s;
    if (!duo_setup(0, "one:25*3,27*3,out*9 " FREE_TWO " one", 6, 6, 4, &s))
        return;
    CHECK_RESULTS(&s, "one:27*3,29,out*11 " FREE_TWO " two | "
                      "one:25,27*2,out*12 " FREE_TWO " two");
    CHECK_STEPS(&s, NULL, 0, "25-29/4 25-out/6 27-out/4");
    check_refused(&s, "27-out,27-out,25-out", "27-out: a 6 overshoots, and an overshooting die bears off only the counter furthest back (on 25)");
}

/* If point 31 - v is empty and no counter stands lower, the die bears off from the lowest
 * occupied point. 28*2, 29 with 6, 5, 1: 6 and 5 each bear off the lowest counter; the 1 has
 * 28 and 29 below its point 30, so it moves 28-29 or 29-30. Left: 29 or 30. */
static void test_bear_off_from_lowest(void)
{
    struct ludi_state s;
    if (!duo_setup(0, "one:28*2,29,out*12 " FREE_TWO " one", 6, 5, 1, &s))
        return;
    CHECK_RESULTS(&s, "one:29,out*14 " FREE_TWO " two | one:30,out*14 " FREE_TWO " two");
    check_play(&s, "28-out,28-out,29-30", "one:30,out*14 " FREE_TWO " two");
    check_refused(&s, "29-out,28-out,28-29", "furthest back (on 28)");
}

/* If a counter stands further back, the die must move within the board. 26, 30 with 2, 2, 2:
 * the first 2 cannot bear off from 30 (26 is further back) and must move 26-28; the second
 * moves 28-30; the third bears off from 30, nothing being further back. */
static void test_bear_off_must_move_within(void)
{
    struct ludi_state s;
    if (!duo_setup(0, "one:26,30,out*13 " FREE_TWO " one", 2, 2, 2, &s))
        return;
    CHECK_RESULTS(&s, "one:30,out*14 " FREE_TWO " two");
    CHECK_STEPS(&s, NULL, 0, "26-28/2");
    check_refused(&s, "30-out,26-28,28-30",
                  "a 2 overshoots, and an overshooting die bears off only the counter furthest back (on 26)");
}

/* Bearing off becomes possible in the middle of a turn: 22, 26*2 with 5, 5, 3. By hand:
 * 3 first 22-25, then the 5s: off 26 twice (25 left) or one off and 25-30 (26, 30 left);
 * 3 first 26-29, then 5 22-27 and 5 off 26 (27, 29 left); 5 first 22-27, then 3 26-29 or
 * 27-30 and 5 off 26 (27, 29 or 26, 30 left). */
static void test_bear_off_becomes_possible(void)
{
    struct ludi_state s;
    if (!duo_setup(0, "one:22,26*2,out*12 " FREE_TWO " one", 5, 5, 3, &s))
        return;
    CHECK_RESULTS(&s, "one:25,out*14 " FREE_TWO " two | one:26,30,out*13 " FREE_TWO " two | "
                      "one:27,29,out*13 " FREE_TWO " two");
    CHECK_STEPS(&s, NULL, 0, "22-25/3 22-27/5 26-29/3");
    check_refused(&s, "26-out,22-25,26-out", "borne off only when all");
    check_play(&s, "22-25,26-out,26-out", "one:25,out*14 " FREE_TWO " two");
    struct ludi_step made[1] = {{22, 25, 3}};
    CHECK_STEPS(&s, made, 1, "25-30/5 26-out/5");
}

/* A counter hit during bearing off must re-enter and come round before bearing off resumes.
 * Standard path: One's 27 is Two's 15. Two hits it from 10; One then throws 6, 6, 6: the
 * waiting counter enters on 6 and goes on 12, 18; the two on 30 cannot bear off. */
static void test_hit_during_bearing_off(void)
{
    struct ludi_state s, t;
    char err[LUDI_ERR_LEN];
    if (!duo_setup(0, "one:27,30*2,out*12 two:10*15 two", 6, 6, 5, &s))
        return;
    check_play(&s, "10-15,10-16,10-16", "one:off,30*2,out*12 two:10*12,15,16*2 one");
    if (!play(&s, "10-15,10-16,10-16", &t, err))
        return;
    int dice[3] = {6, 6, 6};
    CHECK(ludi_set_dice(&t, dice, 3, &t, err, sizeof err));
    CHECK_RESULTS(&t, "one:18,30*2,out*12 two:10*12,15,16*2 two");
    CHECK_STEPS(&t, NULL, 0, "off-6/6");
}

/* --- Winning --- */

/* The first to bear off all fifteen wins. One's last counter on 30 with 3, 2, 1: only one
 * die can be used, so the larger (3) bears it off, and One wins. */
static void test_winning(void)
{
    struct ludi_state s, t;
    struct ludi_move mv[8];
    char err[LUDI_ERR_LEN], buf[64];
    if (!duo_setup(0, "one:30,out*14 " FREE_TWO " one", 3, 2, 1, &s))
        return;
    CHECK_RESULTS(&s, "one:out*15 " FREE_TWO " two");
    CHECK_INT(ludi_moves(&s, NULL, mv, 8), 1);
    CHECK_INT(mv[0].steps[0].die, 3);
    if (!play(&s, "30-out", &t, err)) {
        CHECK_MSG(0, "30-out refused: %s", err);
        return;
    }
    CHECK_INT(t.phase, LUDI_PHASE_OVER);
    CHECK_INT(ludi_result_of(&t), LUDI_WIN0);
    CHECK_INT(t.reason, LUDI_REASON_BORNE_OFF);
    ludi_result_format(&t, buf, sizeof buf);
    CHECK_STR(buf, "one wins: all counters borne off");
    CHECK_INT(ludi_moves(&t, NULL, mv, 8), 0);
    CHECK(!ludi_apply(&t, NULL, &mv[0], &s, err, sizeof err));
    CHECK(strstr(err, "over") != NULL);
    struct ludi_rng rng;
    ludi_rng_seed(&rng, 1);
    CHECK(!ludi_roll(&t, &rng, &s, err, sizeof err));
    /* a finished game read from text is over too */
    if (duo_setup(0, "one:1*15 two:out*15 one", 0, 0, 0, &s)) {
        CHECK_INT(s.phase, LUDI_PHASE_OVER);
        CHECK_INT(ludi_result_of(&s), LUDI_WIN1);
    }
}

/* After a move the other side throws; the dice are cleared. */
static void test_turn_passes_to_other_side(void)
{
    struct ludi_state s, t;
    char err[LUDI_ERR_LEN];
    if (!duo_setup(0, "one:off*15 two:off*15 one", 5, 2, 2, &s))
        return;
    CHECK_INT(s.phase, LUDI_PHASE_MOVE);
    if (!play(&s, "off-5,off-2,off-2", &t, err))
        return;
    CHECK_INT(t.side, 1);
    CHECK_INT(t.phase, LUDI_PHASE_ROLL);
    CHECK_INT(t.ndice, 0);
    CHECK(t.dice[0] == 0 && t.dice[1] == 0 && t.dice[2] == 0);
    CHECK_INT(t.ply, 1);
    CHECK(ludi_state_check(&t, err, sizeof err));
}

/* --- path=cross: the players meet head on --- */

/* With path=cross One's 10 is Two's 15 (bottom row, fourth cell), so One hits there; on the
 * standard path Two's 15 is One's 27 and nothing is hit. */
/* The other side's point on a cell, as ludi_duo_cell places both: the same cell, each way;
 * none on the middle row. */
static void test_point_across(void)
{
    for (int path = 0; path < 2; path++) {
        struct ludi_options o = {0};
        o.game = LUDI_DUODECIM;
        o.path = path ? LUDI_PATH_CROSS : LUDI_PATH_STANDARD;
        for (int side = 0; side < 2; side++)
            for (int p = 1; p <= 30; p++) {
                int q = ludi_duo_point_across(&o, p), r1 = -1, c1 = -1, r2 = -2, c2 = -2;
                if (p <= 6) {
                    CHECK_INT(q, 0);
                    continue;
                }
                CHECK(ludi_duo_cell(&o, side, p, &r1, &c1) == 0 &&
                      ludi_duo_cell(&o, !side, q, &r2, &c2) == 0);
                CHECK_MSG(r1 == r2 && c1 == c2, "path %d side %d: %d and %d on other cells",
                          path, side, p, q);
            }
        CHECK_INT(ludi_duo_point_across(&o, 0), 0);
        CHECK_INT(ludi_duo_point_across(&o, 31), 0);
    }
}

static void test_cross_meeting_and_hitting(void)
{
    struct ludi_state s;
    if (duo_setup(1, "one:5*15 two:15,1*14 one", 5, 5, 5, &s))
        check_play(&s, "5-10,5-10,5-10", "one:5*12,10*3 two:off,1*14 two");
    if (duo_setup(0, "one:5*15 two:15,1*14 one", 5, 5, 5, &s))
        check_play(&s, "5-10,5-10,5-10", "one:5*12,10*3 two:1*14,15 two");
    /* a pile of Two on its 15 closes One's 10 with path=cross: 5, 5, 5 from 5 cannot move */
    if (duo_setup(1, "one:5*15 two:15*2,1*13 one", 5, 5, 5, &s))
        CHECK_RESULTS(&s, "pass");
    if (duo_setup(0, "one:5*15 two:15*2,1*13 one", 5, 5, 5, &s))
        check_play(&s, "5-10,10-15,15-20", "one:5*14,20 two:1*13,15*2 two");
    /* Two moving on the cross path: its 7 (bottom right) is One's 18; Two hits One there */
    if (duo_setup(1, "one:18,1*14 two:6*15 two", 1, 1, 1, &s))
        check_play(&s, "6-7,6-7,6-7", "one:off,1*14 two:6*12,7*3 one");
    /* two players' counters on one shared cell are refused on that path only */
    struct ludi_options opt;
    char err[LUDI_ERR_LEN];
    ludi_options_default(LUDI_DUODECIM, &opt);
    opt.path = LUDI_PATH_CROSS;
    CHECK(!ludi_position_parse(&opt, "one:10,5*14 two:15,1*14 one", &s, err, sizeof err));
    CHECK(strstr(err, "same point") != NULL);
    opt.path = LUDI_PATH_STANDARD;
    CHECK(ludi_position_parse(&opt, "one:10,5*14 two:15,1*14 one", &s, err, sizeof err));
    CHECK(!ludi_position_parse(&opt, "one:10,5*14 two:22,1*14 one", &s, err, sizeof err));
}

/* --- text for people --- */

static void test_show(void)
{
    struct ludi_state s;
    char buf[LUDI_SHOW_LEN];
    if (!duo_setup(0, "one:off*10,3*2,7,25*2 two:off*14,20 one", 6, 5, 1, &s))
        return;
    size_t n = ludi_show(&s, buf, sizeof buf);
    CHECK(n > 0 && n < sizeof buf);
    CHECK(strstr(buf, "top") && strstr(buf, "middle") && strstr(buf, "bottom"));
    CHECK(strstr(buf, "one (o): 10 waiting to enter, 0 borne off") != NULL);
    CHECK(strstr(buf, "two (x): 14 waiting to enter, 0 borne off") != NULL);
    CHECK(strstr(buf, "one to move, dice 6 5 1") != NULL);
    /* the middle row: One's 3 is the fourth cell from the left (column 3) */
    const char *mid = strstr(buf, "middle");
    CHECK(mid && strncmp(mid + 7 + 3 * 4, "  o2", 4) == 0);
}

int main(void)
{
    RUN(test_cells_by_hand);
    RUN(test_private_and_shared_rows);
    RUN(test_options);
    RUN(test_one_throws_first);
    RUN(test_first_throw_enters);
    RUN(test_triple_is_three_steps);
    RUN(test_combination_or_separate);
    RUN(test_no_movement_before_all_entered);
    RUN(test_waiting_counter_enters_first);
    RUN(test_hit_and_forced_reentry);
    RUN(test_own_piles_any_size);
    RUN(test_piles_block_in_passing);
    RUN(test_walled_in_passes);
    RUN(test_maximum_dice);
    RUN(test_maximum_points);
    RUN(test_bear_off_exact);
    RUN(test_bear_off_from_lowest);
    RUN(test_bear_off_must_move_within);
    RUN(test_bear_off_becomes_possible);
    RUN(test_hit_during_bearing_off);
    RUN(test_winning);
    RUN(test_turn_passes_to_other_side);
    RUN(test_cross_meeting_and_hitting);
    RUN(test_point_across);
    RUN(test_show);
    return check_summary();
}
