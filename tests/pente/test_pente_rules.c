/* test_pente_rules.c: pins each tagged sentence of RULES.md section 2 with hand-worked boards. */
#include <string.h>

#include "ludi/rules.h"
#include "../check.h"
#include "pente_util.h"

#define KO false
#define CL true
#define OFF5 "off,off,off,off,off"

static struct ludi_state S;

static bool err_has(const char *err, const char *part)
{
    return strstr(err, part) != NULL;
}

/* Refused with a message containing `part`, the state left alone. */
#define CHECK_REFUSED(state, move, part)                                                  \
    do {                                                                                  \
        struct ludi_state before_ = (state), out_;                                        \
        char err_[LUDI_ERR_LEN] = "";                                                     \
        memset(&out_, 0x5a, sizeof out_);                                                 \
        struct ludi_state untouched_ = out_;                                              \
        CHECK_MSG(!pu_play(&(state), (move), &out_, err_, sizeof err_),                   \
                  "'%s' was accepted", (move));                                           \
        CHECK_MSG(err_has(err_, (part)), "'%s': message '%s' lacks '%s'", (move), err_,   \
                  (part));                                                                \
        CHECK(memcmp(&before_, &(state), sizeof before_) == 0);                           \
        CHECK(memcmp(&untouched_, &out_, sizeof out_) == 0);                              \
    } while (0)

/* --- options and the board --- */

static void test_options(void)
{
    struct ludi_options o;
    char buf[64], err[LUDI_ERR_LEN];
    ludi_options_default(LUDI_PENTE, &o);
    ludi_options_format(&o, buf, sizeof buf);
    CHECK_STR(buf, "lines=5 mode=knockoff");   /* 5 lines and knock-off by default */
    const char *ok[] = {"lines=5", "lines=7", "lines=9", "lines=11"};
    for (int i = 0; i < 4; i++)
        CHECK(ludi_options_set(&o, ok[i], err, sizeof err));
    CHECK(ludi_options_set(&o, "mode=classic", err, sizeof err));
    ludi_options_format(&o, buf, sizeof buf);
    CHECK_STR(buf, "lines=11 mode=classic");
    struct ludi_options before = o;
    const char *bad[][2] = {{"lines=6", "'6'"},       {"lines=3", "'3'"},
                            {"lines=13", "'13'"},     {"lines=05", "'05'"},
                            {"lines=five", "'five'"}, {"mode=fast", "'fast'"},
                            {"mode=", "mode="},       {"size=8x8", "'size'"},
                            {"path=cross", "'path'"}};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        err[0] = '\0';
        CHECK_MSG(!ludi_options_set(&o, bad[i][0], err, sizeof err), "%s accepted", bad[i][0]);
        CHECK_MSG(err_has(err, bad[i][1]), "%s: '%s'", bad[i][0], err);
    }
    CHECK(memcmp(&before, &o, sizeof o) == 0);
}

static void test_start_knockoff(void)
{
    /* counters start off the board; A moves first and throws first */
    CHECK(pu_setup(&S, 5, KO, NULL, 0));
    CHECK_STR(pu_pos(&S), "A:" OFF5 " B:" OFF5 " a");
    CHECK_INT(S.side, 0);
    CHECK_INT(S.phase, LUDI_PHASE_ROLL);
    CHECK_INT(S.result, LUDI_ONGOING);
    struct ludi_move mv[4];
    CHECK_INT(ludi_moves(&S, NULL, mv, 4), 0);   /* no moves before the throw */
    CHECK(pu_setup(&S, 7, KO, NULL, 0));
    CHECK_STR(pu_pos(&S), "A:off,off,off,off,off,off,off B:off,off,off,off,off,off,off a");
    CHECK(pu_setup(&S, 11, KO, NULL, 0));
    CHECK_STR(pu_pos(&S), "A:off,off,off,off,off,off,off,off,off,off,off "
                          "B:off,off,off,off,off,off,off,off,off,off,off a");
}

static void test_start_classic(void)
{
    /* A on 1A..LA, B on 1B..LB, A to throw */
    CHECK(pu_setup(&S, 5, CL, NULL, 0));
    CHECK_STR(pu_pos(&S), "A:1A,2A,3A,4A,5A B:1B,2B,3B,4B,5B a");
    CHECK_INT(S.phase, LUDI_PHASE_ROLL);
    CHECK(pu_setup(&S, 7, CL, NULL, 0));
    CHECK_STR(pu_pos(&S), "A:1A,2A,3A,4A,5A,6A,7A B:1B,2B,3B,4B,5B,6B,7B a");
    CHECK(pu_setup(&S, 9, CL, NULL, 0));
    CHECK_STR(pu_pos(&S), "A:1A,2A,3A,4A,5A,6A,7A,8A,9A B:1B,2B,3B,4B,5B,6B,7B,8B,9B a");
    CHECK(pu_setup(&S, 11, CL, NULL, 0));
    CHECK_STR(pu_pos(&S), "A:1A,2A,3A,4A,5A,6A,7A,8A,9A,10A,11A "
                          "B:1B,2B,3B,4B,5B,6B,7B,8B,9B,10B,11B a");
}

static void test_show_lines(void)
{
    /* line k joins kA (bottom, left to right) to (L+1-k)B (top, right to left); the sacred
     * line 3A-3B is the middle one, drawn with '#' and its small circle 'o' */
    char buf[LUDI_SHOW_LEN];
    CHECK(pu_setup(&S, 5, CL, NULL, 0));
    ludi_show(&S, buf, sizeof buf);
    const char *want =
        "    5B     4B     3B     2B     1B\n"
        "B    b      b      b      b      b\n"
        "     |      |      #      |      |\n"
        "     |      |      o      |      |\n"
        "     |      |      #      |      |\n"
        "A    a      a      a      a      a\n"
        "    1A     2A     3A     4A     5A\n"
        "off the board: a 0, b 0; goals: a on 3B, b on 3A\n"
        "classic, 5 lines; a to throw";
    CHECK_STR(buf, want);
    /* piles on the sacred points are shown with their counts */
    CHECK(pu_setup(&S, 5, KO, "A:3A,3B,3B,off,off B:3A,3A,off,off,5B b", 4));
    ludi_show(&S, buf, sizeof buf);
    CHECK_MSG(strstr(buf, "  a2     ") && strstr(buf, "  ab2  ") &&
                  strstr(buf, "b to move with a 4") && strstr(buf, "off the board: a 2, b 2"),
              "%s", buf);
}

/* --- the track --- */

static void test_entering_point(void)
{
    /* the d-th point of the track; a 6 on five lines enters at 1B */
    CHECK(pu_setup(&S, 5, KO, NULL, 6));
    CHECK_STR(pu_moves(&S), "off-1B");
    CHECK_STR(pu_after(&S, "off-1B"), "A:off,off,off,off,1B B:" OFF5 " b");
    CHECK(pu_setup(&S, 5, KO, NULL, 1));
    CHECK_STR(pu_moves(&S), "off-1A");
    CHECK(pu_setup(&S, 5, KO, NULL, 5));
    CHECK_STR(pu_moves(&S), "off-5A");
    /* B's track starts at 1B; B's 6 on five lines enters at 1A */
    CHECK(pu_setup(&S, 5, KO, "A:" OFF5 " B:" OFF5 " b", 2));
    CHECK_STR(pu_moves(&S), "off-2B");
    CHECK(pu_setup(&S, 5, KO, "A:" OFF5 " B:" OFF5 " b", 6));
    CHECK_STR(pu_moves(&S), "off-1A");
    /* seven lines: a 6 stays on one's own side */
    CHECK(pu_setup(&S, 7, KO, NULL, 6));
    CHECK_STR(pu_moves(&S), "off-6A");
    CHECK(pu_setup(&S, 7, KO, "A:off,off,off,off,off,off,off B:off,off,off,off,off,off,off b",
                   6));
    CHECK_STR(pu_moves(&S), "off-6B");
}

static void test_track_wraps(void)
{
    /* A: 1A..LA, 1B..LB, then 1A again; B: 1B..LB, 1A..LA, then 1B again */
    CHECK(pu_setup(&S, 5, KO, "A:1A,2A,4A,5A,2B B:" OFF5 " a", 2));
    CHECK_STR(pu_moves(&S), "1A-3A 2B-4B 4A-1B");   /* 2A-4A and 5A-2B: own counters */
    CHECK(pu_setup(&S, 5, KO, "A:" OFF5 " B:5A,2B,3B,4B,5B b", 1));
    CHECK_STR(pu_moves(&S), "2B-3B 5A-1B 5B-1A");
    CHECK(pu_setup(&S, 7, KO, "A:7A,7B,4A,4A,4A,4A,4A B:off,off,off,off,off,off,off a", 1));
    CHECK_STR(pu_moves(&S), "4A-5A 7A-1B 7B-1A");
    CHECK(pu_setup(&S, 9, KO, "A:9A,9B,5A,5A,5A,5A,5A,5A,5A "
                              "B:off,off,off,off,off,off,off,off,off a", 1));
    CHECK_STR(pu_moves(&S), "5A-6A 9A-1B 9B-1A");
    CHECK(pu_setup(&S, 9, KO, "A:off,off,off,off,off,off,off,off,off "
                              "B:9A,9B,5B,5B,5B,5B,5B,5B,5B b", 1));
    CHECK_STR(pu_moves(&S), "5B-6B 9A-1B 9B-1A");
    CHECK(pu_setup(&S, 11, KO, "A:11A,11B,6A,6A,6A,6A,6A,6A,6A,6A,6A "
                               "B:off,off,off,off,off,off,off,off,off,off,off a", 2));
    CHECK_STR(pu_moves(&S), "11A-2B 11B-2A 6A-8A");
    /* nine and eleven lines: the entering points */
    CHECK(pu_setup(&S, 9, KO, NULL, 6));
    CHECK_STR(pu_moves(&S), "off-6A");
    CHECK(pu_setup(&S, 11, KO, "A:off,off,off,off,off,off,off,off,off,off,off "
                               "B:off,off,off,off,off,off,off,off,off,off,off b", 4));
    CHECK_STR(pu_moves(&S), "off-4B");
}

static void test_past_the_goal(void)
{
    /* a counter that passes its goal keeps going round, and may leave the goal itself */
    CHECK(pu_setup(&S, 5, KO, "A:2A,4A,5A,3B,4B B:" OFF5 " a", 3));
    CHECK_STR(pu_moves(&S), "3B-1A 4A-2B 5A-3B");   /* 4B-2A: own counter */
    CHECK_STR(pu_after(&S, "3B-1A"), "A:1A,2A,4A,5A,4B B:" OFF5 " b");
    CHECK(pu_setup(&S, 5, CL, "A:1A,3B,3B,3B,3B B:3A,3A,3A,3A,1B a", 4));
    /* 3B+4 = 2A (past the goal and round), 1A+4 = 5A, or 1A and 3B sharing; 1A-2A,3B-1A
     * gives the same as 3B-2A, and two counters from 3B may not both go to 4B */
    CHECK_STR(pu_moves(&S), "1A-2A,3B-5B,3B-4B 1A-3A,3B-5B 1A-4A,3B-4B 1A-5A 3B-2A");
}

/* --- knock-off mode --- */

static void test_entering_priority(void)
{
    /* while a counter is off and the entry point can take it, the move must be an entry */
    CHECK(pu_setup(&S, 5, KO, "A:off,off,off,off,2A B:" OFF5 " a", 3));
    CHECK_STR(pu_moves(&S), "off-3A");
    CHECK_REFUSED(S, "2A-5A", "entering has priority");
    /* a sacred entry point with one's own counter on it still takes another */
    CHECK(pu_setup(&S, 5, KO, "A:off,off,off,3A,4B B:" OFF5 " a", 3));
    CHECK_STR(pu_moves(&S), "off-3A");
    CHECK_STR(pu_after(&S, "off-3A"), "A:off,off,3A,3A,4B B:" OFF5 " b");
    /* an opponent on the entry point does not stop the entry: it is knocked off */
    CHECK(pu_setup(&S, 5, KO, "A:off,off,off,off,1A B:off,off,off,off,2A a", 2));
    CHECK_STR(pu_moves(&S), "off-2A");
}

static void test_entry_blocked(void)
{
    /* the entry point holds one's own counter: another counter may move */
    CHECK(pu_setup(&S, 5, KO, "A:off,off,off,1A,2A B:" OFF5 " a", 2));
    CHECK_STR(pu_moves(&S), "1A-3A 2A-4A");
    CHECK_REFUSED(S, "off-2A", "2A is held by a counter of a's own");
    CHECK_STR(pu_after(&S, "2A-4A"), "A:off,off,off,1A,4A B:" OFF5 " b");
}

static void test_capture(void)
{
    /* entering on an opponent's counter knocks it off [decided] */
    CHECK(pu_setup(&S, 5, KO, "A:" OFF5 " B:off,off,off,off,2A a", 2));
    CHECK_STR(pu_moves(&S), "off-2A");
    CHECK_STR(pu_after(&S, "off-2A"), "A:off,off,off,off,2A B:" OFF5 " b");
    /* landing on one: the same; its own counters block (3B-1A, 4B-2A) */
    CHECK(pu_setup(&S, 5, KO, "A:1A,2A,3B,4B,5B B:4A,off,off,off,off a", 3));
    CHECK_STR(pu_moves(&S), "1A-4A 2A-5A 5B-3A");
    struct ludi_state t;
    char err[LUDI_ERR_LEN];
    CHECK(pu_play(&S, "1A-4A", &t, err, sizeof err));
    CHECK_STR(pu_pos(&t), "A:2A,4A,3B,4B,5B B:" OFF5 " b");
    /* the knocked-off counter must enter again, with priority, capturing in its turn */
    struct ludi_state u;
    int d = 4;   /* B's 4 enters at 4B, where A stands */
    CHECK(ludi_set_dice(&t, &d, 1, &u, err, sizeof err));
    CHECK_STR(pu_moves(&u), "off-4B");
    CHECK_STR(pu_after(&u, "off-4B"), "A:off,2A,4A,3B,5B B:off,off,off,off,4B a");
}

static void test_pass_over_and_sacred(void)
{
    /* a counter passes over others; the sacred point is shared and safe */
    CHECK(pu_setup(&S, 5, KO, "A:1A,2B,3B,4B,5B B:2A,3A,off,off,off a", 3));
    CHECK_STR(pu_moves(&S), "1A-4A 4B-2A 5B-3A");   /* 2B-5B, 3B-1A: own */
    CHECK_STR(pu_after(&S, "1A-4A"), "A:4A,2B,3B,4B,5B B:off,off,off,2A,3A b");
    CHECK_STR(pu_after(&S, "5B-3A"), "A:1A,3A,2B,3B,4B B:off,off,off,2A,3A b");
    CHECK_STR(pu_after(&S, "4B-2A"), "A:1A,2A,2B,3B,5B B:off,off,off,off,3A b");
    /* entering on a sacred point the opponent holds: both stay */
    CHECK(pu_setup(&S, 5, KO, "A:" OFF5 " B:3A,off,off,off,off a", 3));
    CHECK_STR(pu_after(&S, "off-3A"), "A:off,off,off,off,3A B:off,off,off,off,3A b");
    /* any number of both sides on a sacred point */
    CHECK(pu_setup(&S, 5, KO, "A:3A,3A,3A,3A,2A B:3A,3A,3A,3A,off a", 1));
    CHECK_STR(pu_after(&S, "2A-3A"), "A:3A,3A,3A,3A,3A B:off,3A,3A,3A,3A b");
}

static void test_zugzwang(void)
{
    /* the only legal move takes a counter off the sacred line (its goal, even) */
    CHECK(pu_setup(&S, 5, KO, "A:1A,1B,3B,3B,3B B:" OFF5 " a", 5));
    CHECK_STR(pu_moves(&S), "3B-3A");
    CHECK_REFUSED(S, "pass", "passing is not allowed");
    CHECK_STR(pu_after(&S, "3B-3A"), "A:1A,3A,1B,3B,3B B:" OFF5 " b");
}

static void test_lost_turn_knockoff(void)
{
    /* entry at 5A blocked by one's own; 1A<->1B and 5A<->5B block each other */
    CHECK(pu_setup(&S, 5, KO, "A:off,1A,5A,1B,5B B:" OFF5 " a", 5));
    CHECK_STR(pu_moves(&S), "pass");
    struct ludi_step st[8];
    CHECK_INT(ludi_legal_steps(&S, NULL, NULL, 0, st, 8), 0);
    CHECK_REFUSED(S, "1A-1B", "held by a counter of a's own");
    CHECK_REFUSED(S, "off-5A", "held by a counter of a's own");
    struct ludi_state t;
    char err[LUDI_ERR_LEN];
    CHECK(pu_play(&S, "pass", &t, err, sizeof err));
    CHECK_STR(pu_pos(&t), "A:off,1A,5A,1B,5B B:" OFF5 " b");
    CHECK_INT(t.phase, LUDI_PHASE_ROLL);
    CHECK_INT(t.ndice, 0);
    CHECK_INT(t.dice[0], 0);
    CHECK_INT(t.ply, 1);
}

static void test_win(void)
{
    /* all L counters on the opponent's sacred point wins, checked after every move */
    CHECK(pu_setup(&S, 5, KO, "A:1B,3B,3B,3B,3B B:" OFF5 " a", 2));
    CHECK_INT(S.result, LUDI_ONGOING);
    CHECK_STR(pu_moves(&S), "1B-3B 3B-5B");
    struct ludi_state t;
    char err[LUDI_ERR_LEN], buf[80];
    CHECK(pu_play(&S, "1B-3B", &t, err, sizeof err));
    CHECK_INT(t.phase, LUDI_PHASE_OVER);
    CHECK_INT(t.result, LUDI_WIN0);
    CHECK_INT(t.reason, LUDI_REASON_SACRED);
    CHECK_INT(t.ndice, 0);
    ludi_result_format(&t, buf, sizeof buf);
    CHECK_STR(buf, "a wins: all counters on the sacred line");
    CHECK(pu_play(&S, "3B-5B", &t, err, sizeof err));
    CHECK_INT(t.result, LUDI_ONGOING);
    /* B's goal is 3A */
    CHECK(pu_setup(&S, 5, KO, "A:" OFF5 " B:1A,3A,3A,3A,3A b", 2));
    CHECK(pu_play(&S, "1A-3A", &t, err, sizeof err));
    CHECK_INT(t.result, LUDI_WIN1);
    ludi_result_format(&t, buf, sizeof buf);
    CHECK_STR(buf, "b wins: all counters on the sacred line");
    /* all on one's own sacred point is no win */
    CHECK(pu_setup(&S, 5, KO, "A:3A,3A,3A,3A,2A B:" OFF5 " a", 1));
    CHECK(pu_play(&S, "2A-3A", &t, err, sizeof err));
    CHECK_INT(t.result, LUDI_ONGOING);
    CHECK_INT(t.phase, LUDI_PHASE_ROLL);
    /* seven lines: the goal is 4B */
    CHECK(pu_setup(&S, 7, KO, "A:3B,4B,4B,4B,4B,4B,4B B:off,off,off,off,off,off,off a", 1));
    CHECK_STR(pu_moves(&S), "3B-4B 4B-5B");
    CHECK(pu_play(&S, "3B-4B", &t, err, sizeof err));
    CHECK_INT(t.result, LUDI_WIN0);
    /* classic: the same goal */
    CHECK(pu_setup(&S, 5, CL, "A:1B,3B,3B,3B,3B B:1A,2A,3A,4A,5A a", 2));
    CHECK_STR(pu_moves(&S), "1B-2B,3B-4B 1B-3B 3B-5B");
    CHECK(pu_play(&S, "1B-3B", &t, err, sizeof err));
    CHECK_INT(t.result, LUDI_WIN0);
    CHECK_INT(t.phase, LUDI_PHASE_OVER);
    /* a game that is over takes no more throws or moves */
    int d = 3;
    struct ludi_state u;
    CHECK(!ludi_set_dice(&t, &d, 1, &u, err, sizeof err));
    CHECK(err_has(err, "over"));
    struct ludi_move mv[2];
    CHECK_INT(ludi_moves(&t, NULL, mv, 2), 0);
    CHECK_REFUSED(t, "2B-5B", "over");
    /* a position set up as won is over at once */
    CHECK(pu_setup(&S, 5, KO, "A:3B,3B,3B,3B,3B B:" OFF5 " b", 0));
    CHECK_INT(S.phase, LUDI_PHASE_OVER);
    CHECK_INT(S.result, LUDI_WIN0);
}

static void test_one_die(void)
{
    CHECK(pu_setup(&S, 5, KO, NULL, 0));
    int two[2] = {3, 4}, seven = 7;
    struct ludi_state t;
    char err[LUDI_ERR_LEN];
    CHECK(!ludi_set_dice(&S, two, 2, &t, err, sizeof err));
    CHECK(!ludi_set_dice(&S, &seven, 1, &t, err, sizeof err));
    CHECK_REFUSED(S, "off-3A", "throw");
}

/* --- classic mode --- */

static void test_classic_start_moves(void)
{
    /* the full start: only sacred points and points vacated in the same turn can be used;
     * worked out by hand for each throw (a 2 by 2A-3A,1A-2A gives the same as 1A-3A) */
    const char *want[7] = {NULL, "2A-3A", "1A-3A", "1A-3A,2A-3A 5A-3B", "2A-3A,5A-3B 4A-3B",
                           "1A-3A,5A-3B 2A-3A,4A-3B 3A-3B"};
    for (int d = 1; d <= 5; d++) {
        CHECK(pu_setup(&S, 5, CL, NULL, d));
        CHECK_STR(pu_moves(&S), want[d]);
    }
    /* B's side is the same picture turned round */
    CHECK(pu_setup(&S, 5, CL, "A:1A,2A,3A,4A,5A B:1B,2B,3B,4B,5B b", 3));
    CHECK_STR(pu_moves(&S), "1B-3B,2B-3B 5B-3A");
}

static void test_classic_split_order(void)
{
    /* 2A-3A then 1A-2A is legal; the other order lands on a taken point */
    CHECK(pu_setup(&S, 5, CL, NULL, 2));
    CHECK_STR(pu_steps(&S, ""), "1A-3A 2A-3A");
    CHECK_STR(pu_steps(&S, "2A-3A"), "1A-2A");
    CHECK_STR(pu_steps(&S, "2A-3A,1A-2A"), "");
    CHECK_STR(pu_steps(&S, "1A-3A"), "");
    CHECK_STR(pu_after(&S, "2A-3A,1A-2A"), "A:2A,3A,3A,4A,5A B:1B,2B,3B,4B,5B b");
    CHECK_STR(pu_after(&S, "1A-3A"), "A:2A,3A,3A,4A,5A B:1B,2B,3B,4B,5B b");
    CHECK_REFUSED(S, "1A-2A,2A-3A", "2A already holds a counter of a");
}

static void test_classic_split(void)
{
    /* different counters share the die, each moving once, in any workable order */
    CHECK(pu_setup(&S, 5, CL, "A:1A,3B,3B,3B,3B B:3A,3A,3A,3A,1B a", 2));
    CHECK_STR(pu_moves(&S), "1A-2A,3B-4B 1A-3A 3B-5B");   /* two 3B-4B would share 4B */
    CHECK_STR(pu_steps(&S, ""), "1A-2A 1A-3A 3B-4B 3B-5B");
    CHECK_STR(pu_steps(&S, "3B-4B"), "1A-2A");
    CHECK_STR(pu_after(&S, "3B-4B,1A-2A"), "A:2A,3B,3B,3B,4B B:3A,3A,3A,3A,1B b");
    CHECK_STR(pu_after(&S, "1A-2A,3B-4B"), "A:2A,3B,3B,3B,4B B:3A,3A,3A,3A,1B b");
    CHECK_REFUSED(S, "1A-2A,2A-3A", "moved already");
    CHECK_REFUSED(S, "3B-4B,3B-4B", "4B already holds");
    CHECK_REFUSED(S, "1A-2A", "the die shows 2, the parts add up to 1");
    CHECK_REFUSED(S, "1A-2A,3B-5B", "the die shows 2, the parts add up to 3");
    /* a 6 shared by six counters on seven lines */
    CHECK(pu_setup(&S, 7, CL, "A:1A,2A,3A,4A,5A,6A,7A B:4A,4A,4A,4A,4A,4A,7B a", 6));
    CHECK_STR(pu_after(&S, "7A-1B,6A-7A,5A-6A,4A-5A,3A-4A,2A-3A"),
              "A:1A,3A,4A,5A,6A,7A,1B B:4A,4A,4A,4A,4A,4A,7B b");
}

static void test_classic_no_capture(void)
{
    CHECK(pu_setup(&S, 5, CL, NULL, 1));
    CHECK_REFUSED(S, "5A-1B", "no capture");
    CHECK_REFUSED(S, "1A-2A", "2A already holds a counter of a");
    CHECK_REFUSED(S, "off-1A", "stays on the board");
}

static void test_classic_whole_value(void)
{
    /* here 2A-3A would use a 1, but nothing uses a 2: the 2 is lost */
    const char *pos = "A:2A,5A,3B,4B,5B B:1A,3A,4A,1B,2B a";
    CHECK(pu_setup(&S, 5, CL, pos, 1));
    CHECK_STR(pu_moves(&S), "2A-3A");
    CHECK(pu_setup(&S, 5, CL, pos, 2));
    CHECK_STR(pu_moves(&S), "pass");
    CHECK_STR(pu_steps(&S, ""), "");
    CHECK_REFUSED(S, "2A-3A", "the die shows 2, the parts add up to 1");
    CHECK_STR(pu_after(&S, "pass"), "A:2A,5A,3B,4B,5B B:1A,3A,4A,1B,2B b");
    /* nothing moves at all */
    CHECK(pu_setup(&S, 5, CL, "A:4A,5A,3B,4B,5B B:1A,2A,3A,1B,2B a", 1));
    CHECK_STR(pu_moves(&S), "pass");
    /* and passing is refused when the value can be used */
    CHECK(pu_setup(&S, 5, CL, NULL, 1));
    CHECK_REFUSED(S, "pass", "passing is not allowed");
}

static void test_classic_goal_after_whole_turn(void)
{
    /* decided: the goal is judged when the whole turn has been played. 1B-3B would put all
     * five on 3B, but a 5 must be used in full, so it cannot end there; the parts of a turn
     * are no moves of their own. 1B-4B,3B-5B stands for 1B-3B,3B-5B,3B-4B (same result). */
    CHECK(pu_setup(&S, 5, CL, "A:1B,3B,3B,3B,3B B:3A,3A,3A,3A,1A a", 5));
    CHECK_STR(pu_moves(&S), "1B-2B,3B-2A 1B-4B,3B-5B 3B-2A,3B-4B 3B-3A");
    CHECK_STR(pu_steps(&S, "1B-3B"), "3B-4B 3B-5B");
    struct ludi_state pv;
    struct ludi_step made = {5, 7, 2};
    CHECK(ludi_preview(&S, &made, 1, &pv));
    CHECK_STR(pu_pos(&pv), "A:3B,3B,3B,3B,3B B:1A,3A,3A,3A,3A a");
    CHECK_INT(pv.result, LUDI_ONGOING);
    CHECK_INT(pv.phase, LUDI_PHASE_MOVE);
    CHECK_STR(pu_after(&S, "1B-3B,3B-5B,3B-4B"), "A:3B,3B,3B,4B,5B B:1A,3A,3A,3A,3A b");
}

int main(void)
{
    RUN(test_options);
    RUN(test_start_knockoff);
    RUN(test_start_classic);
    RUN(test_show_lines);
    RUN(test_entering_point);
    RUN(test_track_wraps);
    RUN(test_past_the_goal);
    RUN(test_entering_priority);
    RUN(test_entry_blocked);
    RUN(test_capture);
    RUN(test_pass_over_and_sacred);
    RUN(test_zugzwang);
    RUN(test_lost_turn_knockoff);
    RUN(test_win);
    RUN(test_one_die);
    RUN(test_classic_start_moves);
    RUN(test_classic_split_order);
    RUN(test_classic_split);
    RUN(test_classic_no_capture);
    RUN(test_classic_whole_value);
    RUN(test_classic_goal_after_whole_turn);
    return check_summary();
}
