/* test_duo_input.c: Duodecim scripta refuses malformed positions and moves, wrong phases and
 * finished games with a message, and a refused call changes nothing. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ludi/rules.h"
#include "../check.h"
#include "duo_util.h"

/* The position is refused with a message containing `why`; the output is untouched. */
static void check_bad_position(int cross, const char *text, const char *why)
{
    struct ludi_options opt;
    struct ludi_state out, untouched;
    char err[LUDI_ERR_LEN] = "";
    ludi_options_default(LUDI_DUODECIM, &opt);
    opt.path = cross ? LUDI_PATH_CROSS : LUDI_PATH_STANDARD;
    memset(&out, 0x5a, sizeof out);
    untouched = out;
    bool ok = ludi_position_parse(&opt, text, &out, err, sizeof err);
    CHECK_MSG(!ok, "'%s' accepted", text);
    CHECK_MSG(strstr(err, why) != NULL, "'%s' refused with \"%s\", expected \"%s\"", text, err,
              why);
    CHECK(memcmp(&out, &untouched, sizeof out) == 0);
}

static void test_bad_positions(void)
{
    check_bad_position(0, "", "expected 'one:'");
    check_bad_position(0, "one:off*15", "expected a space and 'two:'");
    check_bad_position(0, "one:off*15 two:off*15", "side to move");
    check_bad_position(0, "one:off*15 two:off*15 ", "side to move must be 'one' or 'two'");
    check_bad_position(0, "one:off*15 two:off*15 three", "side to move must be 'one' or 'two'");
    check_bad_position(0, "one:off*15 two:off*15 one junk", "unexpected text");
    check_bad_position(0, "one:off*15 two:off*15 onex", "unexpected text");
    check_bad_position(0, "two:off*15 one:off*15 one", "expected 'one:'");
    check_bad_position(0, "one:off*14 two:off*15 one", "one has 14 counters, not 15");
    check_bad_position(0, "one:off*15 two:off*10,3*4 one", "two has 14 counters, not 15");
    check_bad_position(0, "one:off*16 two:off*15 one", "a count after '*' must be 1 to 15");
    check_bad_position(0, "one:off*10,3*6 two:off*15 one", "one has more than 15 counters");
    check_bad_position(0, "one:off*0,3*15 two:off*15 one", "a count after '*' must be 1 to 15");
    check_bad_position(0, "one:off*,3*15 two:off*15 one", "a count after '*' must be 1 to 15");
    check_bad_position(0, "one:0*15 two:off*15 one", "expected a point 1 to 30");
    check_bad_position(0, "one:31*15 two:off*15 one", "expected a point 1 to 30");
    check_bad_position(0, "one:100,off*14 two:off*15 one", "expected a point 1 to 30");
    check_bad_position(0, "one:-1,off*14 two:off*15 one", "expected a point 1 to 30");
    check_bad_position(0, "one:of*15 two:off*15 one", "expected a point 1 to 30");
    check_bad_position(0, "one:off*15, two:off*15 one", "expected a point 1 to 30");
    check_bad_position(0, "one:off*15,,3 two:off*15 one", "expected a point 1 to 30");
    check_bad_position(0, "one:off*15;two:off*15 one", "expected a space and 'two:'");
    check_bad_position(0, "one:off*15 two:", "two: expected a point");
    check_bad_position(0, "one:off*15 two:off*1", "two has 1 counters, not 15");
    /* standard path: One's 7 and Two's 19 are the same cell; cross: One's 7 and Two's 18 */
    check_bad_position(0, "one:7*15 two:19*15 one", "same point");
    check_bad_position(1, "one:7,off*14 two:18,off*14 one", "same point");
    check_bad_position(0, "one:out*15 two:out*15 one", "both players");
    /* what is accepted: any order, repeated points adding up, several spaces */
    struct ludi_state s;
    char pos[LUDI_POS_LEN];
    CHECK(duo_setup(0, "one:25*2,7,3*2,off*10 two:off*15 one", 0, 0, 0, &s));
    ludi_position_format(&s, pos, sizeof pos);
    CHECK_STR(pos, "one:off*10,3*2,7,25*2 two:off*15 one");
    CHECK(duo_setup(0, "  one:3,3,off*13  two:off*15   two  ", 0, 0, 0, &s));
    ludi_position_format(&s, pos, sizeof pos);
    CHECK_STR(pos, "one:off*13,3*2 two:off*15 two");
    CHECK(duo_setup(1, "one:7*15 two:19*15 one", 0, 0, 0, &s));
}

/* The move is refused at parsing with a message containing `why`. */
static void check_bad_text(const struct ludi_state *s, const char *text, const char *why)
{
    struct ludi_move m, untouched;
    char err[LUDI_ERR_LEN] = "";
    memset(&m, 0x5a, sizeof m);
    untouched = m;
    bool ok = ludi_move_parse(s, text, &m, err, sizeof err);
    CHECK_MSG(!ok, "'%s' read as a move", text);
    CHECK_MSG(strstr(err, why) != NULL, "'%s' refused with \"%s\", expected \"%s\"", text, err,
              why);
    CHECK(memcmp(&m, &untouched, sizeof m) == 0);
}

/* The move reads but is refused by apply with a message containing `why`; nothing changes. */
static void check_bad_move(const struct ludi_state *s, const struct ludi_move *m,
                           const char *why)
{
    struct ludi_state before = *s, out, untouched;
    char err[LUDI_ERR_LEN] = "";
    memset(&out, 0x5a, sizeof out);
    untouched = out;
    bool ok = ludi_apply(s, NULL, m, &out, err, sizeof err);
    CHECK_MSG(!ok, "an illegal move is accepted (expected \"%s\")", why);
    CHECK_MSG(strstr(err, why) != NULL, "refused with \"%s\", expected \"%s\"", err, why);
    CHECK(memcmp(&before, s, sizeof before) == 0);
    CHECK(memcmp(&out, &untouched, sizeof out) == 0);
}

static void check_bad_play(const struct ludi_state *s, const char *text, const char *why)
{
    struct ludi_move m;
    char err[LUDI_ERR_LEN];
    bool ok = ludi_move_parse(s, text, &m, err, sizeof err);
    CHECK_MSG(ok, "'%s' does not read: %s", text, err);
    if (ok)
        check_bad_move(s, &m, why);
}

static void test_bad_move_text(void)
{
    struct ludi_state s;
    if (!duo_setup(0, "one:7*5,12*5,20*5 two:off*15 one", 6, 4, 1, &s))
        return;
    const char *bad[] = {"7-",        "-7",       "7-12,",       "7-12,,8-9", "off-out",
                         "out-7",     "7-off",    "0-5",         "7-31",      "7_12",
                         " 7-12",     "7-12 ",    "7 - 12",      "7-120",     "007-12",
                         "7-12;8-9",  "pas",      "passe",       "off-4x",    "x",
                         "7-12,8-9,10-11,12-13"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        const char *why = strlen(bad[i]) > 14 ? "at most three steps"
                          : strstr(bad[i], ",,") || bad[i][strlen(bad[i]) - 1] == ','
                              ? "empty step"
                              : "is not a step";
        check_bad_text(&s, bad[i], why);
    }
    struct ludi_move m;
    char err[LUDI_ERR_LEN];
    CHECK(!ludi_move_parse(&s, "", &m, err, sizeof err));
    /* good text: each end read as a point, off or out */
    CHECK(ludi_move_parse(&s, "off-4,27-out,7-12", &m, err, sizeof err));
    CHECK_INT(m.nsteps, 3);
    CHECK(m.steps[0].from == LUDI_OFF && m.steps[0].to == 4);
    CHECK(m.steps[1].from == 27 && m.steps[1].to == LUDI_OUT);
    CHECK(m.steps[2].from == 7 && m.steps[2].to == 12);
    CHECK(ludi_move_parse(&s, "pass", &m, err, sizeof err));
    CHECK_INT(m.nsteps, 0);
    char text[LUDI_MOVE_LEN];
    CHECK(ludi_move_parse(&s, "7-13,13-17,20-21", &m, err, sizeof err));
    ludi_move_format(&s, &m, text, sizeof text);
    CHECK_STR(text, "7-13,13-17,20-21");
}

static void test_illegal_moves(void)
{
    struct ludi_state s;
    /* One: 7*5, 12*5, 20*5; Two has a pile on One's 11 (Two's 23) and a blot on One's 13
     * (Two's 25); dice 6, 4, 1. */
    if (!duo_setup(0, "one:7*5,12*5,20*5 two:1*12,23*2,25 one", 6, 4, 1, &s))
        return;
    check_bad_play(&s, "8-14,7-11,7-8", "no counter of one stands on 8");
    check_bad_play(&s, "off-6,7-11,7-8", "no counter of one is waiting to enter");
    check_bad_play(&s, "12-7,7-11,7-8", "forward only");
    check_bad_play(&s, "7-7,7-11,7-8", "forward only");
    check_bad_play(&s, "7-15,7-11,7-8", "1 to 6 points");
    check_bad_play(&s, "7-12,12-16,7-8", "no die left shows 5");
    check_bad_play(&s, "7-13,7-13,7-8", "no die left shows 6");
    check_bad_play(&s, "7-11,12-18,7-8", "11 is held by 2 counters of two");
    check_bad_play(&s, "20-out,7-11,7-8", "borne off only when all");
    check_bad_play(&s, "7-13,13-17", "uses 2 dice, but 3 can be used");
    check_bad_text(&s, "7-13,13-17,17-18,18-19", "at most three steps");
    check_bad_play(&s, "pass", "no die can be used");
    /* a step that names a die it does not use */
    struct ludi_move m;
    memset(&m, 0, sizeof m);
    m.nsteps = 3;
    m.steps[0] = (struct ludi_step){7, 13, 4};
    m.steps[1] = (struct ludi_step){12, 16, 4};
    m.steps[2] = (struct ludi_step){20, 21, 1};
    check_bad_move(&s, &m, "7-13 moves 6 points, not the 4 given");
    /* points off the board in a move made by hand */
    m.steps[0] = (struct ludi_step){40, 46, 6};
    check_bad_move(&s, &m, "is not a step between points");
    m.steps[0] = (struct ludi_step){7, -5, 6};
    check_bad_move(&s, &m, "is not a step between points");
    m.nsteps = 7;
    check_bad_move(&s, &m, "too many steps");
    /* the same move with the right dice, and read from text, is played */
    struct ludi_state t;
    char err[LUDI_ERR_LEN];
    CHECK(ludi_move_parse(&s, "7-13,12-16,20-21", &m, err, sizeof err));
    CHECK(ludi_apply(&s, NULL, &m, &t, err, sizeof err));
    CHECK_INT(t.g.duo.cnt[1][25], 0);   /* the blot on One's 13 was hit */
    CHECK_INT(t.g.duo.cnt[1][0], 1);
}

static void test_wrong_phase(void)
{
    struct ludi_state s, t, before;
    struct ludi_move m;
    struct ludi_step st[8];
    char err[LUDI_ERR_LEN];
    struct ludi_rng rng;
    ludi_rng_seed(&rng, 5);
    if (!duo_setup(0, "one:7*5,12*5,20*5 two:off*15 one", 0, 0, 0, &s))
        return;
    before = s;
    /* phase ROLL: no moves, no steps, no apply */
    CHECK_INT(ludi_moves(&s, NULL, NULL, 0), 0);
    CHECK_INT(ludi_legal_steps(&s, NULL, NULL, 0, st, 8), 0);
    CHECK(ludi_move_parse(&s, "7-13", &m, err, sizeof err));
    CHECK(!ludi_apply(&s, NULL, &m, &t, err, sizeof err));
    CHECK(strstr(err, "throw the dice first") != NULL);
    CHECK(memcmp(&before, &s, sizeof s) == 0);
    /* phase MOVE: no second throw */
    int dice[3] = {6, 5, 4};
    CHECK(ludi_set_dice(&s, dice, 3, &s, err, sizeof err));
    before = s;
    CHECK(!ludi_roll(&s, &rng, &t, err, sizeof err));
    CHECK(!ludi_set_dice(&s, dice, 3, &t, err, sizeof err));
    CHECK(memcmp(&before, &s, sizeof s) == 0);
    int bad[3] = {6, 7, 1};
    if (duo_setup(0, "one:7*5,12*5,20*5 two:off*15 one", 0, 0, 0, &t))
        CHECK(!ludi_set_dice(&t, bad, 3, &t, err, sizeof err));
    /* legal_steps and preview after steps that are not a start of a legal turn */
    struct ludi_step wrong[2] = {{7, 9, 2}, {7, 13, 6}};
    CHECK_INT(ludi_legal_steps(&s, NULL, wrong, 1, st, 8), 0);
    CHECK(!ludi_preview(&s, wrong, 1, &t));
    struct ludi_step right[1] = {{7, 13, 6}};
    CHECK(ludi_legal_steps(&s, NULL, right, 1, st, 8) > 0);
    CHECK(ludi_preview(&s, right, 1, &t));
    CHECK_INT(t.g.duo.cnt[0][13], 1);
    CHECK_INT(t.ndice, 2);
    CHECK(t.dice[0] == 5 && t.dice[1] == 4 && t.dice[2] == 0);
    CHECK(ludi_hash(&t) == ludi_hash_fresh(&t));
    CHECK(memcmp(&before, &s, sizeof s) == 0);
}

static void test_game_over_refuses(void)
{
    struct ludi_state s, t;
    struct ludi_move m;
    char err[LUDI_ERR_LEN];
    struct ludi_rng rng;
    ludi_rng_seed(&rng, 5);
    if (!duo_setup(0, "one:out*15 two:3*15 two", 0, 0, 0, &s))
        return;
    CHECK_INT(s.phase, LUDI_PHASE_OVER);
    CHECK(!ludi_roll(&s, &rng, &t, err, sizeof err));
    CHECK(strstr(err, "over") != NULL);
    memset(&m, 0, sizeof m);
    CHECK(!ludi_apply(&s, NULL, &m, &t, err, sizeof err));
    CHECK(strstr(err, "over") != NULL);
    CHECK_INT(ludi_moves(&s, NULL, &m, 1), 0);
    CHECK(ludi_state_check(&s, err, sizeof err));
}

/* Broken states are caught by the consistency check. */
static void test_check_catches(void)
{
    struct ludi_state s, t;
    char err[LUDI_ERR_LEN];
    if (!duo_setup(0, "one:7*5,12*5,20*5 two:off*15 one", 0, 0, 0, &s))
        return;
    CHECK(ludi_state_check(&s, err, sizeof err));
    /* a counter lost, the hash kept right: the count is wrong */
    t = s;
    t.g.duo.cnt[0][7]--;
    t.hash = ludi_hash_fresh(&t) ^ ludi_hash(&t) ^ t.hash;
    CHECK(!ludi_state_check(&t, err, sizeof err));
    CHECK(strstr(err, "14 counters") != NULL);
    /* the hash alone wrong */
    t = s;
    t.hash ^= 1;
    CHECK(!ludi_state_check(&t, err, sizeof err));
    /* both players on one cell: One's 7 and Two's 19 */
    t = s;
    t.g.duo.cnt[1][0]--;
    t.g.duo.cnt[1][19]++;
    t.hash = ludi_hash_fresh(&t) ^ ludi_hash(&t) ^ t.hash;
    CHECK(!ludi_state_check(&t, err, sizeof err));
    CHECK(strstr(err, "both players") != NULL);
    /* dice while waiting for the throw */
    t = s;
    t.ndice = 2;
    CHECK(!ludi_state_check(&t, err, sizeof err));
    /* a finished game that does not say so */
    if (duo_setup(0, "one:out*15 two:3*15 two", 0, 0, 0, &t)) {
        t.phase = LUDI_PHASE_ROLL;
        CHECK(!ludi_state_check(&t, err, sizeof err));
    }
}

int main(void)
{
    RUN(test_bad_positions);
    RUN(test_bad_move_text);
    RUN(test_illegal_moves);
    RUN(test_wrong_phase);
    RUN(test_game_over_refuses);
    RUN(test_check_catches);
    return check_summary();
}
