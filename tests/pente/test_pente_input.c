/* test_pente_input.c: Pente grammai refuses bad positions, moves, phases and ended games. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ludi/rules.h"
#include "../check.h"
#include "pente_util.h"

#define OFF5 "off,off,off,off,off"

static struct ludi_move g_moves[LUDI_MAX_MOVES];

static void options_for(int lines, bool classic, struct ludi_options *o)
{
    char kv[16];
    ludi_options_default(LUDI_PENTE, o);
    snprintf(kv, sizeof kv, "lines=%d", lines);
    ludi_options_set(o, kv, NULL, 0);
    ludi_options_set(o, classic ? "mode=classic" : "mode=knockoff", NULL, 0);
}

/* Refused, with a message containing `part`, and out left as it was. */
static void refuse_position(int lines, bool classic, const char *text, const char *part)
{
    struct ludi_options o;
    struct ludi_state out, untouched;
    char err[LUDI_ERR_LEN] = "";
    options_for(lines, classic, &o);
    memset(&out, 0x3c, sizeof out);
    untouched = out;
    bool ok = ludi_position_parse(&o, text, &out, err, sizeof err);
    CHECK_MSG(!ok, "'%s' accepted", text);
    CHECK_MSG(strstr(err, part) != NULL, "'%s': message '%s' lacks '%s'", text, err, part);
    CHECK_MSG(strchr(err, '\n') == NULL, "'%s': message has a newline", text);
    CHECK(memcmp(&out, &untouched, sizeof out) == 0);
}

static void test_bad_positions(void)
{
    const char *b5 = " B:" OFF5 " a";
    char buf[256];
    refuse_position(5, false, "", "ends before A's counters");
    refuse_position(5, false, "   ", "ends before A's counters");
    refuse_position(5, false, "A:off,off,off,off B:" OFF5 " a", "A has 4 counters; 5 lines need 5");
    refuse_position(5, false, "A:" OFF5 ",off B:" OFF5 " a", "A has more than 5 counters");
    refuse_position(5, false, "A:" OFF5 " B:off a", "B has 1 counter; 5 lines need 5");
    snprintf(buf, sizeof buf, "A:1A,1A,off,off,off%s", b5);
    refuse_position(5, false, buf, "2 counters on 1A, an ordinary point");
    refuse_position(5, false, "A:1A,off,off,off,off B:1A,off,off,off,off a",
                    "2 counters on 1A");
    const char *names[][2] = {{"6A", "'6A' is not a point on 5 lines"}, {"1a", "'1a'"},
                              {"0A", "'0A'"},  {"OFF", "'OFF'"},  {"1C", "'1C'"},
                              {"-1A", "'-1A'"}, {"01A", "'01A'"}, {"11A", "'11A'"},
                              {"1A2", "'1A2'"}, {"offoff", "'offoff'"}};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        snprintf(buf, sizeof buf, "A:%s,off,off,off,off%s", names[i][0], b5);
        refuse_position(5, false, buf, names[i][1]);
    }
    refuse_position(5, false, "A:" OFF5 " B:" OFF5 " a x",
                    "unexpected text after the position: 'x'");
    refuse_position(5, false, "A:" OFF5 " B:" OFF5 " a b",
                    "unexpected text after the position: 'b'");
    refuse_position(5, false, "A:" OFF5 " B:" OFF5 " ab", "must be 'a' or 'b', not 'ab'");
    refuse_position(5, false, "A:" OFF5 " B:" OFF5 " c", "must be 'a' or 'b', not 'c'");
    refuse_position(5, false, "A:" OFF5 " B:" OFF5 " A", "must be 'a' or 'b'");
    /* cut short anywhere */
    refuse_position(5, false, "A:" OFF5, "ends before B's counters");
    refuse_position(5, false, "A:" OFF5 " ", "ends before B's counters");
    refuse_position(5, false, "A:" OFF5 " B:" OFF5, "the side to move ('a' or 'b') must follow");
    refuse_position(5, false, "A:" OFF5 " B:off,off", "B has 2 counters");
    refuse_position(5, false, "A:off,off,", "a point is missing in A's list");
    refuse_position(5, false, "A:off,,off,off,off,off B:" OFF5 " a", "a point is missing");
    refuse_position(5, false, "A:", "a point is missing in A's list");
    refuse_position(5, false, "A", "expected 'A:'");
    refuse_position(5, false, "B:" OFF5 " A:" OFF5 " a", "expected 'A:'");
    refuse_position(5, false, "A:" OFF5 " A:" OFF5 " a", "expected 'B:'");
    refuse_position(5, false, "A;" OFF5 " B:" OFF5 " a", "expected 'A:'");
    refuse_position(5, false, "A:" OFF5 "  B:" OFF5 " a b", "unexpected text");
    /* the number of lines comes from the options, not the string */
    refuse_position(5, false, "A:off,off,off,off,off,off,off B:off,off,off,off,off,off,off a",
                    "A has more than 5 counters");
    refuse_position(7, false, "A:" OFF5 " B:" OFF5 " a", "A has 5 counters; 7 lines need 7");
    /* classic never has counters off the board */
    refuse_position(5, true, "A:off,2A,3A,4A,5A B:1B,2B,3B,4B,5B a", "classic mode never has");
    /* both sides cannot have won */
    refuse_position(5, false, "A:3B,3B,3B,3B,3B B:3A,3A,3A,3A,3A a", "both sides");
    /* long junk */
    char junk[2000];
    memset(junk, 'A', sizeof junk - 1);
    junk[sizeof junk - 1] = '\0';
    refuse_position(5, false, junk, "expected 'A:'");
    memcpy(junk, "A:", 2);
    refuse_position(5, false, junk, "is not a point");
}

static void test_good_positions(void)
{
    /* any order in, the canonical order out (off first, then A points, then B points) */
    struct ludi_options o;
    struct ludi_state s;
    char err[LUDI_ERR_LEN], buf[LUDI_POS_LEN];
    options_for(5, false, &o);
    CHECK(ludi_position_parse(&o, "A:3B,off,1A,off,off B:2B,off,off,off,off a", &s, err,
                              sizeof err));
    ludi_position_format(&s, buf, sizeof buf);
    CHECK_STR(buf, "A:off,off,off,1A,3B B:off,off,off,off,2B a");
    CHECK(ludi_position_parse(&o, "  A:5B,4B,3B,2B,1B  B:5A,4A,3A,2A,1A   b  ", &s, err,
                              sizeof err));
    ludi_position_format(&s, buf, sizeof buf);
    CHECK_STR(buf, "A:1B,2B,3B,4B,5B B:1A,2A,3A,4A,5A b");
    CHECK_INT(s.phase, LUDI_PHASE_ROLL);
    CHECK_INT(s.ply, 0);
    CHECK(ludi_state_check(&s, err, sizeof err));
    options_for(11, true, &o);
    CHECK(ludi_position_parse(&o, "A:11B,10B,6A,6A,1A,2A,3A,4A,5A,7A,8A "
                                  "B:6B,6B,6B,6B,6B,6B,6B,6B,6B,11A,10A a", &s, err, sizeof err));
    ludi_position_format(&s, buf, sizeof buf);
    CHECK_STR(buf, "A:1A,2A,3A,4A,5A,6A,6A,7A,8A,10B,11B B:10A,11A,6B,6B,6B,6B,6B,6B,6B,6B,6B a");
}

static void refuse_move_text(const struct ludi_state *s, const char *text, const char *part)
{
    struct ludi_move m, untouched;
    char err[LUDI_ERR_LEN] = "";
    memset(&m, 0x5a, sizeof m);
    untouched = m;
    CHECK_MSG(!ludi_move_parse(s, text, &m, err, sizeof err), "'%s' parsed", text);
    CHECK_MSG(strstr(err, part) != NULL, "'%s': message '%s' lacks '%s'", text, err, part);
    CHECK(memcmp(&m, &untouched, sizeof m) == 0);
}

static void test_bad_move_text(void)
{
    struct ludi_state s;
    CHECK(pu_setup(&s, 5, false, "A:1A,2A,4A,3B,4B B:" OFF5 " a", 1));
    refuse_move_text(&s, "", "no move given");
    refuse_move_text(&s, "6A-1B", "not a step like 2A-4A or off-3A on 5 lines");
    refuse_move_text(&s, "1A-", "not a step");
    refuse_move_text(&s, "-1A", "not a step");
    refuse_move_text(&s, "1A", "not a step");
    refuse_move_text(&s, "1a-2A", "not a step");
    refuse_move_text(&s, "x", "not a step");
    refuse_move_text(&s, "1A--2A", "not a step");
    refuse_move_text(&s, "1A-2A-3A", "not a step");
    refuse_move_text(&s, "1A-2A,", "ends with a comma");
    refuse_move_text(&s, "1A-2A,,2A-3A", "not a step");
    refuse_move_text(&s, "pass ", "not a step");
    refuse_move_text(&s, " 1A-2A", "not a step");
    refuse_move_text(&s, "1A-2A,2A-3A,3A-4A,4A-5A,5A-1B,1B-2B,2B-3B", "more than 6 steps");
    /* and the good ones, with the die each step uses */
    struct ludi_move m;
    char err[LUDI_ERR_LEN], buf[LUDI_MOVE_LEN];
    CHECK(ludi_move_parse(&s, "off-3A", &m, err, sizeof err));
    CHECK(m.nsteps == 1 && m.steps[0].from == LUDI_OFF && m.steps[0].to == 2 &&
          m.steps[0].die == 3);
    CHECK(ludi_move_parse(&s, "2A-1B", &m, err, sizeof err));
    CHECK(m.nsteps == 1 && m.steps[0].from == 1 && m.steps[0].to == 5 && m.steps[0].die == 4);
    CHECK(ludi_move_parse(&s, "1A-2A,4A-1B", &m, err, sizeof err));
    CHECK(m.nsteps == 2 && m.steps[1].from == 3 && m.steps[1].to == 5 && m.steps[1].die == 2);
    ludi_move_format(&s, &m, buf, sizeof buf);
    CHECK_STR(buf, "1A-2A,4A-1B");
    CHECK(ludi_move_parse(&s, "pass", &m, err, sizeof err));
    CHECK_INT(m.nsteps, 0);
    ludi_move_format(&s, &m, buf, sizeof buf);
    CHECK_STR(buf, "pass");
    /* B enters along its own track: off-2B is a 2 for B */
    CHECK(pu_setup(&s, 5, false, "A:" OFF5 " B:" OFF5 " b", 2));
    CHECK(ludi_move_parse(&s, "off-2B", &m, err, sizeof err));
    CHECK(m.steps[0].to == 6 && m.steps[0].die == 2);
}

/* Refused with exactly this message, the state unchanged. */
static void refuse_exact(const struct ludi_state *s, const char *text, const char *want)
{
    struct ludi_state before = *s, out, untouched;
    char err[LUDI_ERR_LEN] = "";
    memset(&out, 0x77, sizeof out);
    untouched = out;
    CHECK_MSG(!pu_play(s, text, &out, err, sizeof err), "'%s' accepted", text);
    CHECK_STR(err, want);
    CHECK(memcmp(&before, s, sizeof before) == 0);
    CHECK(memcmp(&out, &untouched, sizeof out) == 0);
}

static void test_bad_moves(void)
{
    struct ludi_state s;
    CHECK(pu_setup(&s, 5, false, "A:1A,2A,4A,3B,4B B:" OFF5 " a", 1));
    refuse_exact(&s, "5A-1B", "5A-1B: no counter of a on 5A");
    refuse_exact(&s, "1A-3A", "1A-3A: that is 2 points along the track, the die shows 1");
    refuse_exact(&s, "3B-4B", "3B-4B: 4B is held by a counter of a's own");
    refuse_exact(&s, "off-1A", "off-1A: a has no counter off the board");
    refuse_exact(&s, "1A-off", "1A-off: a counter leaves the board only when it is knocked off");
    refuse_exact(&s, "1A-2A,2A-3A", "in knock-off mode a turn moves one counter, not 2");
    CHECK(pu_setup(&s, 5, false, "A:off,off,off,off,2A B:" OFF5 " a", 3));
    refuse_exact(&s, "2A-5A", "2A-5A: entering has priority (off-3A)");
    refuse_exact(&s, "off-4A", "off-4A: with a 3, a's counter enters at 3A");
    refuse_exact(&s, "pass", "passing is not allowed: off-3A can be played");
    CHECK(pu_setup(&s, 5, true, NULL, 4));
    refuse_exact(&s, "5A-3B", "the die shows 4, the parts add up to 3");
    refuse_exact(&s, "4A-3B,1A-2A", "the die shows 4, the parts add up to 5");
    refuse_exact(&s, "1B-5B", "1B-5B: no counter of a on 1B");
    refuse_exact(&s, "3A-2A", "the die shows 4, the parts add up to 9");
    refuse_exact(&s, "pass", "passing is not allowed: the 4 can be used");
    CHECK(pu_setup(&s, 5, true, NULL, 1));
    refuse_exact(&s, "5A-1B", "5A-1B: 1B is taken by b, and classic mode has no capture");
}

/* Steps no parser would make: points off any board, odd die fields. Never a crash; a refusal
 * changes nothing; whatever is accepted is one of the whole turns. */
static void test_raw_steps(void)
{
    static const char *const pos[4] = {"A:off,off,1A,3A,4B B:off,2A,3A,3A,5B a", NULL,
                                       "A:1A,3A,3A,3B,4B B:3A,3A,3B,5A,5B a", NULL};
    struct ludi_rng rng;
    ludi_rng_seed(&rng, 99);
    long accepted = 0, refused = 0;
    for (int round = 0; round < 4000; round++) {
        struct ludi_state s;
        bool classic = round % 4 >= 2;
        CHECK(pu_setup(&s, 5, classic, pos[round % 4], 1 + round % 6));
        struct ludi_move m;
        memset(&m, 0, sizeof m);
        m.nsteps = (uint8_t)(1 + ludi_rng_below(&rng, classic ? 4 : 2));
        for (int i = 0; i < m.nsteps; i++) {
            m.steps[i].from = (int8_t)((int)ludi_rng_below(&rng, 14) - 2);
            m.steps[i].to = (int8_t)((int)ludi_rng_below(&rng, 14) - 2);
            m.steps[i].die = (uint8_t)ludi_rng_below(&rng, 8);
            if (ludi_rng_below(&rng, 2)) /* often a sound die field, to get further */
                m.steps[i].die = (uint8_t)((m.steps[i].to - m.steps[i].from + 10) % 10);
        }
        if (round % 50 == 0) {
            m.steps[0].from = 100;
            m.steps[0].to = -100;
        }
        struct ludi_state before = s, out;
        char err[LUDI_ERR_LEN] = "";
        struct ludi_step steps[256];
        ludi_legal_steps(&s, NULL, m.steps, m.nsteps, steps, 256);
        ludi_preview(&s, m.steps, m.nsteps, &out);
        if (ludi_apply(&s, NULL, &m, &out, err, sizeof err)) {
            accepted++;
            int n = ludi_moves(&s, NULL, g_moves, LUDI_MAX_MOVES);
            bool found = false;
            for (int i = 0; i < n && !found; i++) {
                struct ludi_state t;
                ludi_apply_trusted(&s, NULL, &g_moves[i], &t);
                found = memcmp(&t, &out, sizeof t) == 0;
            }
            CHECK_MSG(found, "an accepted raw move is no whole turn");
        } else {
            refused++;
            CHECK(err[0] != '\0');
        }
        CHECK(memcmp(&before, &s, sizeof s) == 0);
    }
    CHECK(accepted > 0 && refused > 0);
    printf("  raw moves accepted %ld, refused %ld\n", accepted, refused);
}

static void test_wrong_phase(void)
{
    struct ludi_state s, t, before;
    char err[LUDI_ERR_LEN];
    struct ludi_step steps[16];
    struct ludi_step one = {LUDI_OFF, 2, 3};
    CHECK(pu_setup(&s, 5, false, NULL, 0));   /* phase ROLL */
    before = s;
    CHECK_INT(ludi_moves(&s, NULL, g_moves, LUDI_MAX_MOVES), 0);
    CHECK_INT(ludi_legal_steps(&s, NULL, NULL, 0, steps, 16), 0);
    CHECK(!ludi_preview(&s, &one, 1, &t));
    struct ludi_move m;
    CHECK(ludi_move_parse(&s, "off-3A", &m, err, sizeof err));
    CHECK(!ludi_apply(&s, NULL, &m, &t, err, sizeof err));
    CHECK_STR(err, "throw the die first");
    CHECK(memcmp(&before, &s, sizeof s) == 0);
    /* thrown: no second throw */
    int d = 3;
    CHECK(ludi_set_dice(&s, &d, 1, &t, err, sizeof err));
    s = t;
    before = s;
    CHECK(!ludi_set_dice(&s, &d, 1, &t, err, sizeof err));
    CHECK(strstr(err, "thrown already") != NULL);
    struct ludi_rng rng;
    ludi_rng_seed(&rng, 1);
    CHECK(!ludi_roll(&s, &rng, &t, err, sizeof err));
    CHECK(memcmp(&before, &s, sizeof s) == 0);
    /* after the move, the die is spent and the other side throws */
    CHECK(ludi_apply(&s, NULL, &m, &t, err, sizeof err));
    CHECK(t.phase == LUDI_PHASE_ROLL && t.side == 1 && t.ndice == 0 && t.dice[0] == 0);
    CHECK(!ludi_apply(&t, NULL, &m, &s, err, sizeof err));
}

static void test_game_over(void)
{
    struct ludi_state s, t, before;
    char err[LUDI_ERR_LEN];
    struct ludi_step steps[16];
    CHECK(pu_setup(&s, 5, true, "A:3B,3B,3B,3B,3B B:1A,2A,4A,5A,1B a", 0));
    CHECK_INT(s.phase, LUDI_PHASE_OVER);
    CHECK_INT(s.result, LUDI_WIN0);
    before = s;
    int d = 2;
    CHECK(!ludi_set_dice(&s, &d, 1, &t, err, sizeof err));
    CHECK_STR(err, "the game is over");
    CHECK_INT(ludi_moves(&s, NULL, g_moves, LUDI_MAX_MOVES), 0);
    CHECK_INT(ludi_legal_steps(&s, NULL, NULL, 0, steps, 16), 0);
    struct ludi_move m;
    CHECK(ludi_move_parse(&s, "3B-5B", &m, err, sizeof err));
    CHECK(!ludi_apply(&s, NULL, &m, &t, err, sizeof err));
    CHECK_STR(err, "the game is over");
    CHECK(memcmp(&before, &s, sizeof s) == 0);
}

/* Changes text in place by a few random edits: delete, insert a piece, or swap two chars. */
static void mutate(char *text, size_t cap, const char *const *piece, int npiece, int edits,
                   struct ludi_rng *rng)
{
    for (int e = 0; e < edits; e++) {
        size_t len = strlen(text);
        size_t at = len ? ludi_rng_below(rng, (uint32_t)len) : 0;
        switch (ludi_rng_below(rng, 3)) {
        case 0:
            if (len)
                memmove(text + at, text + at + 1, len - at);
            break;
        case 1: {
            const char *pc = piece[ludi_rng_below(rng, (uint32_t)npiece)];
            size_t pl = strlen(pc);
            if (len + pl + 1 <= cap) {
                memmove(text + at + pl, text + at, len - at + 1);
                memcpy(text + at, pc, pl);
            }
            break;
        }
        default:
            if (len > 1) {
                size_t bt = ludi_rng_below(rng, (uint32_t)len);
                char t = text[at];
                text[at] = text[bt];
                text[bt] = t;
            }
            break;
        }
    }
}

/* Good position strings edited at random: never a crash; what parses, round-trips. */
static void test_fuzz_positions(void)
{
    static const char *const piece[] = {"A:", "B:", "off", "1A", "3A", "5A", "2B", "3B", "5B",
                                        ",", " ", "a", "b", "12A", "x", "6B", "-", ":"};
    static const char *const base[] = {"A:off,off,off,1A,3B B:off,off,off,off,2B a",
                                       "A:1A,2A,3A,4A,5A B:1B,2B,3B,4B,5B b",
                                       "A:3A,3A,3B,3B,4B B:3A,3A,3B,3B,2A a"};
    const int npiece = (int)(sizeof piece / sizeof piece[0]);
    struct ludi_rng rng;
    ludi_rng_seed(&rng, 4242);
    long ok = 0;
    const int rounds = 30000;
    for (int round = 0; round < rounds; round++) {
        char text[256];
        snprintf(text, sizeof text, "%s", base[round % 3]);
        mutate(text, sizeof text, piece, npiece, (int)ludi_rng_below(&rng, 4), &rng);
        struct ludi_options o;
        options_for(5, round % 2 == 0, &o);
        struct ludi_state s;
        char err[LUDI_ERR_LEN] = "";
        if (ludi_position_parse(&o, text, &s, err, sizeof err)) {
            ok++;
            char a[LUDI_POS_LEN], b[LUDI_POS_LEN];
            struct ludi_state t;
            ludi_position_format(&s, a, sizeof a);
            CHECK(ludi_position_parse(&o, a, &t, err, sizeof err));
            ludi_position_format(&t, b, sizeof b);
            CHECK_STR(a, b);
            CHECK(ludi_state_check(&s, err, sizeof err));
        } else {
            CHECK(err[0] != '\0' && strchr(err, '\n') == NULL);
        }
    }
    CHECK(ok > 0 && ok < rounds);
    printf("  edited position strings accepted: %ld of %d\n", ok, rounds);
}

/* Move strings, random or legal ones edited, against fixed positions: a move that parses and
 * applies is one of the whole turns; a refusal changes nothing. */
static void test_fuzz_moves(void)
{
    static const char *const piece[] = {"off", "1A", "2A", "3A", "4A", "5A", "1B", "2B", "3B",
                                        "4B", "5B", "-", "-", ",", "x", "pass", "6A"};
    const int npiece = (int)(sizeof piece / sizeof piece[0]);
    static const char *const pos[] = {"A:off,off,1A,3A,4B B:off,2A,3A,3A,5B a",
                                      "A:1A,2A,3A,4A,5A B:1B,2B,3B,4B,5B a",
                                      "A:1A,3A,3A,3B,4B B:3A,3A,3B,5A,5B b",
                                      "A:off,1A,5A,1B,5B B:" OFF5 " a"};
    struct ludi_rng rng;
    ludi_rng_seed(&rng, 777);
    long applied = 0;
    for (int round = 0; round < 30000; round++) {
        int k = round % 4;
        struct ludi_state s;
        CHECK(pu_setup(&s, 5, k == 1 || k == 2, pos[k], 1 + (int)ludi_rng_below(&rng, 6)));
        char text[128] = "";
        int nm = ludi_moves(&s, NULL, g_moves, LUDI_MAX_MOVES);
        if (round % 2 && nm > 0) {   /* a legal move, edited a little */
            ludi_move_format(&s, &g_moves[ludi_rng_below(&rng, (uint32_t)nm)], text, sizeof text);
            mutate(text, sizeof text, piece, npiece, (int)ludi_rng_below(&rng, 3), &rng);
        } else {
            int n = 1 + (int)ludi_rng_below(&rng, 8);
            for (int i = 0; i < n; i++)
                strncat(text, piece[ludi_rng_below(&rng, (uint32_t)npiece)],
                        sizeof text - strlen(text) - 1);
        }
        struct ludi_state out, before = s;
        char err[LUDI_ERR_LEN] = "";
        if (pu_play(&s, text, &out, err, sizeof err)) {
            applied++;
            bool found = false;
            for (int i = 0; i < nm && !found; i++) {
                struct ludi_state t;
                ludi_apply_trusted(&s, NULL, &g_moves[i], &t);
                found = memcmp(&t, &out, sizeof t) == 0;
            }
            CHECK_MSG(found, "'%s' applied but is no whole turn", text);
        } else {
            CHECK(err[0] != '\0');
        }
        CHECK(memcmp(&before, &s, sizeof s) == 0);
    }
    CHECK(applied > 0);
    printf("  random move strings applied: %ld of 30000\n", applied);
}

int main(void)
{
    RUN(test_bad_positions);
    RUN(test_good_positions);
    RUN(test_bad_move_text);
    RUN(test_bad_moves);
    RUN(test_raw_steps);
    RUN(test_wrong_phase);
    RUN(test_game_over);
    RUN(test_fuzz_positions);
    RUN(test_fuzz_moves);
    return check_summary();
}
