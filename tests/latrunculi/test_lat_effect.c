/* test_lat_effect.c: what a Latrunculi move does one move deep (ludi_lat_move_effect), for the
 * hint's words and the computer's captures said: taken, saved, threatened, won, the kings
 * guarded, freed, threatened and hemmed in; and where a king can be trapped next move
 * (ludi_lat_king_trap) and which men can be taken next move (ludi_lat_men_threat), for the
 * warnings on the player's turn. */
#include <stdio.h>
#include <string.h>

#include "../check.h"
#include "ludi/lat_fast.h"

/* The position pos under the rules options (the size read from pos); false (a failed check)
 * when it does not parse. */
static bool position(const char *options, const char *pos, struct ludi_state *s)
{
    struct ludi_options opt;
    char err[LUDI_ERR_LEN];
    ludi_options_default(LUDI_LATRUNCULI, &opt);
    char words[64], *save = NULL;
    snprintf(words, sizeof words, "%s", options);
    for (char *w = strtok_r(words, " ", &save); w; w = strtok_r(NULL, " ", &save))
        CHECK_MSG(ludi_options_set(&opt, w, err, sizeof err), "%s: %s", w, err);
    bool ok = ludi_position_parse(&opt, pos, s, err, sizeof err);
    CHECK_MSG(ok, "%s: %s", pos, err);
    return ok;
}

/* The effect of move in the position pos under options (no past: a position set up); false
 * refused. */
static bool effect_in(const char *options, const char *pos, const char *move,
                      struct ludi_lat_effect *e)
{
    struct ludi_state s;
    struct ludi_move m;
    char err[LUDI_ERR_LEN];
    if (!position(options, pos, &s))
        return false;
    if (!ludi_move_parse(&s, move, &m, err, sizeof err)) {
        CHECK_MSG(false, "%s %s: %s", pos, move, err);
        return false;
    }
    return ludi_lat_move_effect(&s, NULL, &m, e);
}

/* The effect of move in the 8x8 position pos. */
static bool effect(const char *pos, const char *move, struct ludi_lat_effect *e)
{
    return effect_in("size=8x8", pos, move, e);
}

/* The play-test's position (12x8, the default rules): White's king ran f7-f2 beside Black's on
 * g2, which its own man on g1 already blocks, and g8-g3 followed; h8-h2 would close the last
 * square. Black to move. */
#define PLAYTEST "wwwwww1wwwww/12/12/4b7/12/6w5/5WB5/bbbb1bbbbbbb b 4"
/* The same a move before, White to move: g8-g3 is still to come. */
#define PLAYTEST_BEFORE "wwwwwwwwwwww/12/12/4b7/12/12/5WB5/bbbb1bbbbbbb w 3"
/* 8x8: Black's king on e2 boxed in by its own men on d2, e1 and f2; White's e8-e3 closes it. */
#define OWN_BOX "wwwwwwww/3W4/8/8/8/8/3bBb2/bbb1b1bb b 2"

/* The trap the side to move's king is in, under the default rules; false none. */
static bool trap(const char *options, const char *pos, struct ludi_lat_trap *t)
{
    struct ludi_state s;
    memset(t, 0xff, sizeof *t);   /* every field must be written */
    if (!position(options, pos, &s))
        return false;
    return ludi_lat_king_trap(&s, NULL, t);
}

/* The play-test: h8-h2 is White's one move that immobilises Black's king (nothing reaches h2
 * along rank 2); named as the warning names it. */
static void test_trap_playtest(void)
{
    struct ludi_lat_trap t;
    CHECK(trap("size=12x8", PLAYTEST, &t));
    CHECK_INT(t.n, 1);
    CHECK_STR(t.from_at, "h8");
    CHECK_STR(t.to_at, "h2");
    CHECK(!t.by_king);
    struct ludi_state s;
    char text[LUDI_MOVE_LEN];
    if (position("size=12x8", PLAYTEST, &s)) {
        s.side = 1;   /* White's move, as the warning says it would come */
        ludi_move_format(&s, &t.moves[0], text, sizeof text);
        CHECK_STR(text, "h8-h2");
    }
    /* under king=surrounded a king beside its own man can never be immobilised */
    CHECK(!trap("size=12x8 king=surrounded", PLAYTEST, &t));
    CHECK_INT(t.n, 0);
}

/* No trap: the start; and the play-test's position a move earlier (two squares to close). */
static void test_trap_none(void)
{
    struct ludi_lat_trap t;
    struct ludi_options opt;
    struct ludi_state s;
    ludi_options_default(LUDI_LATRUNCULI, &opt);
    ludi_start(&opt, &s);
    CHECK(!ludi_lat_king_trap(&s, NULL, &t));
    CHECK_INT(t.n, 0);
    CHECK_STR(t.from_at, "");
    /* Black's king with two empty squares beside it: no one move closes both */
    CHECK(!trap("size=12x8", "wwwwwwwwwwww/12/12/4b7/12/12/5WB5/bbbb1bbbbbbb b 3", &t));
    /* a game over has no next move */
    CHECK(position("size=12x8", PLAYTEST, &s));
    s.phase = LUDI_PHASE_OVER;
    CHECK(!ludi_lat_king_trap(&s, NULL, &t));
    struct ludi_state pente;
    ludi_options_default(LUDI_PENTE, &opt);
    ludi_start(&opt, &pente);
    CHECK(!ludi_lat_king_trap(&pente, NULL, &t));
}

/* A king its own men box in on three sides: the enemy man down the open file closes the
 * fourth; with the file blocked (a white man of its own in the way) nothing does. */
static void test_trap_own_men(void)
{
    struct ludi_lat_trap t;
    CHECK(trap("size=8x8", OWN_BOX, &t));
    CHECK_INT(t.n, 1);
    CHECK_STR(t.from_at, "e8");
    CHECK_STR(t.to_at, "e3");
    CHECK(!trap("size=8x8", "wwww1www/3W4/8/8/8/4b3/3bBb2/bbb3bb b 2", &t));
    /* White's king along the rank closes it too, and a man beside the open square */
    CHECK(trap("size=8x8", "wwww1www/8/8/8/8/2W2w2/3bBb2/bbb1b1bb b 2", &t));
    CHECK_INT(t.n, 2);
    CHECK_STR(t.from_at, "c3, f3");
    CHECK(t.by_king);
    CHECK_STR(t.to_at, "e3");
}

/* The hint's reasons for the kings: h1-h3 blocks the h file (guards the king: its room is as
 * before); g2-h2 moves the king out (frees it); a move elsewhere does neither. */
static void test_guards_frees(void)
{
    struct ludi_lat_effect e;
    CHECK(effect_in("size=12x8", PLAYTEST, "h1-h3", &e));
    CHECK(e.guards_king);
    CHECK(!e.frees_king);
    CHECK(effect_in("size=12x8", PLAYTEST, "g2-h2", &e));
    CHECK(e.frees_king);
    CHECK(!e.guards_king);
    CHECK(effect_in("size=12x8", PLAYTEST, "a1-a5", &e));
    CHECK(!e.guards_king && !e.frees_king);
    /* h1-h2 fills the last square itself: it loses, it guards nothing */
    CHECK(effect_in("size=12x8", PLAYTEST, "h1-h2", &e));
    CHECK(!e.guards_king && !e.frees_king && !e.wins);
    /* own men stepping away from the king free it: d2-d3 leaves two squares for one move */
    CHECK(effect("wwwwwwww/3W4/8/8/8/8/3bBb2/bbb1b1bb b 2", "d2-d3", &e));
    CHECK(e.frees_king);
    /* with no threat, a king with one empty square beside it is freed by a second */
    CHECK(effect("wwww1www/3W4/8/8/8/4b3/3bBb2/bbb3bb b 2", "f2-f3", &e));
    CHECK(e.frees_king);
    CHECK(!e.guards_king);
    CHECK(effect("wwww1www/3W4/8/8/8/4b3/3bBb2/bbb3bb b 2", "a1-a4", &e));
    CHECK(!e.frees_king);
}

/* White's g8-g3 lands beside Black's king (hems it in) and threatens to trap it (h8-h2 next);
 * a move far from it does neither. */
static void test_traps_hems(void)
{
    struct ludi_lat_effect e;
    CHECK(effect_in("size=12x8", PLAYTEST_BEFORE, "g8-g3", &e));
    CHECK(e.traps_king);
    CHECK(e.hems_king);
    CHECK(!e.flanks_king);   /* beside it, nothing of White's beyond */
    CHECK(effect_in("size=12x8", PLAYTEST_BEFORE, "a8-a4", &e));
    CHECK(!e.traps_king);
    CHECK(!e.hems_king);
    CHECK(!e.flanks_king);
    /* the move that immobilises wins: said as a win, not as a threat */
    CHECK(effect_in("size=12x8", "wwwwww1wwwww/12/12/4b7/12/6w5/5WB5/bbbb1bbbbbbb w 4", "h8-h2",
                    &e));
    CHECK(e.wins);
    CHECK(!e.traps_king && !e.hems_king);
}

/* Play-test 50: e1-e2 closes White's king on f2 between the man and Black's king on g2, which
 * would take a man and never takes a king: flanks_king, and nothing taken. Along a file too
 * (d8-d4 over the king on d3 against d2's man). Not with nothing beyond (c1-c3 beside the king
 * on b3, a3 empty), nor across the board's edge (b1-b3 beside the king on a3: the square
 * "before" a3 is the rank below's last, where Black has a man). */
static void test_flanks_king(void)
{
    struct ludi_lat_effect e;
    CHECK(effect("w6w/8/8/8/8/8/5WB1/4b3 b 0", "e1-e2", &e));
    CHECK(e.hems_king && e.flanks_king);
    CHECK_INT(e.taken, 0);
    CHECK(effect("3b3w/8/8/8/8/3W4/3b4/B7 b 0", "d8-d4", &e));
    CHECK(e.hems_king && e.flanks_king);
    CHECK(effect("7w/8/8/8/8/1W6/8/B1b5 b 0", "c1-c3", &e));
    CHECK(e.hems_king && !e.flanks_king);
    CHECK(effect("7w/8/8/8/8/W7/7b/Bb6 b 0", "b1-b3", &e));
    CHECK(e.hems_king && !e.flanks_king);
}

/* c4-c5 comes beside White's d5 with e5 open to the black man on e1: a threat; e1-e5 then
 * takes White's last man and wins; with another white man left it only takes. */
static void test_threat_take_win(void)
{
    struct ludi_lat_effect e;
    CHECK(effect("7W/8/8/3w4/2b5/8/8/B3b3 b 0", "c4-c5", &e));
    CHECK_INT(e.taken, 0);
    CHECK_INT(e.saved, 0);
    CHECK_INT(e.threatened, 1);
    CHECK_STR(e.threat_at, "d5");
    CHECK(!e.wins);
    CHECK(effect("7W/8/8/2bw4/8/8/8/B3b3 b 0", "e1-e5", &e));
    CHECK_INT(e.taken, 1);
    CHECK_STR(e.taken_at, "d5");
    CHECK(e.wins);
    CHECK(effect("w6W/8/8/2bw4/8/8/8/B3b3 b 0", "e1-e5", &e));
    CHECK_INT(e.taken, 1);
    CHECK(!e.wins);
}

/* A play-test: a man taken from a line that held its own king, which stays. c1-c5 closes
 * White's d5 and king e5 against Black's f5: d5 is taken beside the king. Without the king in
 * the line (d5 and e5 men) both are taken, none beside a king; two lines closed at once, one
 * with the king (d5, e5 king) and one without (c6, c7), name only the first's man. */
static void test_king_line(void)
{
    struct ludi_lat_effect e;
    CHECK(effect("7w/8/8/3wWb2/8/8/4B3/2b5 b 0", "c1-c5", &e));
    CHECK_INT(e.taken, 1);
    CHECK_STR(e.taken_at, "d5");
    CHECK_INT(e.king_line, 1);
    CHECK_STR(e.king_line_at, "d5");
    CHECK(effect("7W/8/8/3wwb2/8/8/4B3/2b5 b 0", "c1-c5", &e));
    CHECK_INT(e.taken, 2);
    CHECK_STR(e.taken_at, "d5, e5");
    CHECK_INT(e.king_line, 0);
    CHECK_STR(e.king_line_at, "");
    CHECK(effect("7w/2b5/2w5/3wWb2/8/8/4B3/2b5 b 0", "c1-c5", &e));
    CHECK_INT(e.taken, 2);
    CHECK_STR(e.taken_at, "d5, c6");
    CHECK_INT(e.king_line, 1);
    CHECK_STR(e.king_line_at, "d5");
    CHECK(!e.wins);
}

/* Black's d5 stands under White's d6 with a4-d4 open to White: d5-h5 takes it out of danger;
 * moving the king instead leaves it there. */
static void test_saved(void)
{
    struct ludi_lat_effect e;
    CHECK(effect("7W/8/3w4/3b4/w7/8/8/B7 b 0", "d5-h5", &e));
    CHECK_INT(e.saved, 1);
    CHECK_STR(e.saved_at, "d5");
    CHECK_INT(e.taken, 0);
    CHECK(effect("7W/8/3w4/3b4/w7/8/8/B7 b 0", "a1-a2", &e));
    CHECK_INT(e.saved, 0);
}

/* An illegal move, or another game: false, nothing said. */
static void test_refused(void)
{
    struct ludi_lat_effect e;
    CHECK(!effect("7W/8/3w4/3b4/w7/8/8/B7 b 0", "d5-d7", &e));
    CHECK_INT(e.taken + e.saved + e.threatened, 0);
    struct ludi_options opt;
    struct ludi_state s;
    ludi_options_default(LUDI_PENTE, &opt);
    ludi_start(&opt, &s);
    struct ludi_move m = {.nsteps = 1};
    CHECK(!ludi_lat_move_effect(&s, NULL, &m, &e));
}

/* Whether move exposes the side to move's king in the 8x8 position pos (*e: how). */
static bool exposes(const char *pos, const char *move, struct ludi_lat_exposed *e)
{
    struct ludi_state s;
    struct ludi_move m;
    char err[LUDI_ERR_LEN];
    memset(e, 0xff, sizeof *e);   /* every field must be written */
    if (!position("size=8x8", pos, &s))
        return false;
    if (!ludi_move_parse(&s, move, &m, err, sizeof err)) {
        CHECK_MSG(false, "%s %s: %s", pos, move, err);
        return false;
    }
    return ludi_lat_move_exposes(&s, NULL, &m, e);
}

/* Play-test 8: Black's king on e2, its own men on d2 and e1, e3 and f2 empty. g2-f2 fills the
 * next-to-last square and White's e8-e3 then closes the last; a move elsewhere leaves two
 * squares, which no one move closes. */
#define SELF_BOX "wwwwwwww/3W4/8/8/8/8/3bB1b1/bbb1b1bb b 2"

static void test_exposes_own_king(void)
{
    struct ludi_lat_exposed e;
    CHECK(exposes(SELF_BOX, "g2-f2", &e));
    CHECK(!e.immobilised);
    CHECK_INT(e.n, 1);
    CHECK_STR(e.to_at, "e3");
    struct ludi_state s;
    char text[LUDI_MOVE_LEN];
    if (position("size=8x8", SELF_BOX, &s)) {
        s.side = 1;   /* White's reply, named as the notation names it */
        ludi_move_format(&s, &e.moves[0], text, sizeof text);
        CHECK_STR(text, "e8-e3");
    }
    CHECK(!exposes(SELF_BOX, "h1-h3", &e));
    CHECK_INT(e.n, 0);
    CHECK_STR(e.to_at, "");
    /* the king stepping to f2 has e2, f1 and f3 empty round it: nothing closes three */
    CHECK(!exposes(SELF_BOX, "e2-f2", &e));
    /* a man filling the last square immobilises the king at once: White wins */
    CHECK(exposes("wwwwwwww/3W4/8/8/4b3/8/3bBb2/1bb1b1bb b 2", "e4-e3", &e));
    CHECK(e.immobilised);
    CHECK_INT(e.n, 0);
    /* a trap already there: a quiet move leaves it, the king stepping out does not */
    CHECK(exposes(OWN_BOX, "h1-h3", &e));
    CHECK_INT(e.n, 1);
    CHECK_STR(e.to_at, "e3");
    CHECK(!exposes(OWN_BOX, "e2-e3", &e));
    /* under king=surrounded a king beside its own men is never immobilised */
    struct ludi_move m;
    char err[LUDI_ERR_LEN];
    CHECK(position("size=8x8 king=surrounded", SELF_BOX, &s));
    CHECK(ludi_move_parse(&s, "g2-f2", &m, err, sizeof err));
    CHECK(!ludi_lat_move_exposes(&s, NULL, &m, &e));
    /* refused: a move not legal, another game */
    CHECK(!exposes(SELF_BOX, "e2-e4", &e));
    struct ludi_options opt;
    ludi_options_default(LUDI_PENTE, &opt);
    ludi_start(&opt, &s);
    m.nsteps = 1;
    CHECK(!ludi_lat_move_exposes(&s, NULL, &m, &e));
}

/* The side to move's men the other side could take next move in the 8x8 position pos; false
 * none. */
static bool threat(const char *pos, struct ludi_lat_threat *t)
{
    struct ludi_state s;
    memset(t, 0xff, sizeof *t);   /* every field must be written */
    if (!position("size=8x8", pos, &s))
        return false;
    return ludi_lat_men_threat(&s, NULL, t);
}

/* Play-test 25 (the 13th screenshot, on 8x8): Black's f4 beside White's e4, g4 open to
 * White's h4: h4-g4 takes it, named as the warning names it. */
static void test_threat_one(void)
{
    struct ludi_lat_threat t;
    CHECK(threat("7W/8/8/8/4wb1w/8/8/B7 b 0", &t));
    CHECK_INT(t.n, 1);
    CHECK_STR(t.at, "f4");
    CHECK_INT(t.nmoves, 1);
    CHECK_STR(t.from_at, "h4");
    CHECK_STR(t.to_at, "g4");
    CHECK(t.by_man && !t.by_king);
    struct ludi_state s;
    char text[LUDI_MOVE_LEN];
    if (position("size=8x8", "7W/8/8/8/4wb1w/8/8/B7 b 0", &s)) {
        s.side = 1;   /* White's move, as the warning says it would come */
        ludi_move_format(&s, &t.moves[0], text, sizeof text);
        CHECK_STR(text, "h4-g4");
    }
    /* with White to move the warning is White's: Black can take none of its men */
    CHECK(!threat("7W/8/8/8/4wb1w/8/8/B7 w 0", &t));
    /* one man, two ways: d1-d3 against d5, h4-e4 against c4 */
    CHECK(threat("7W/8/8/3w4/2wb3w/8/8/B2w4 b 0", &t));
    CHECK_INT(t.n, 1);
    CHECK_STR(t.at, "d4");
    CHECK_INT(t.nmoves, 2);
    CHECK_STR(t.from_at, "d1, h4");
    CHECK_STR(t.to_at, "d3, e4");
}

/* Two men in a run, taken together by a man down the h file or the king up it; a man in a
 * corner, taken by the second square beside it closed. */
static void test_threat_many(void)
{
    struct ludi_lat_threat t;
    CHECK(threat("7w/8/8/8/4wbb1/8/8/B6W b 0", &t));
    CHECK_INT(t.n, 2);
    CHECK_STR(t.at, "f4, g4");
    CHECK_INT(t.nmoves, 2);
    CHECK_STR(t.from_at, "h1, h8");
    CHECK_STR(t.to_at, "h4");
    CHECK(t.by_man && t.by_king);
    CHECK(threat("W7/8/8/8/8/8/w7/b1w2B2 b 0", &t));
    CHECK_INT(t.n, 1);
    CHECK_STR(t.at, "a1");
    CHECK_STR(t.from_at, "c1");
    CHECK_STR(t.to_at, "b1");
}

/* Nothing to say: the start; a man already between two enemies (only the mover captures); a
 * king in a run (never taken); a game over; another game. */
static void test_threat_none(void)
{
    struct ludi_lat_threat t;
    struct ludi_options opt;
    struct ludi_state s;
    ludi_options_default(LUDI_LATRUNCULI, &opt);
    ludi_start(&opt, &s);
    CHECK(!ludi_lat_men_threat(&s, NULL, &t));
    CHECK_INT(t.n + t.nmoves, 0);
    CHECK_STR(t.at, "");
    CHECK(!threat("7W/8/8/8/3wbw2/8/8/B7 b 0", &t));
    CHECK(!threat("7W/8/8/8/4wB1w/8/8/b7 b 0", &t));
    CHECK_INT(t.nmoves, 0);
    CHECK(position("size=8x8", "7W/8/8/8/4wb1w/8/8/B7 b 0", &s));
    s.phase = LUDI_PHASE_OVER;
    CHECK(!ludi_lat_men_threat(&s, NULL, &t));
    ludi_options_default(LUDI_PENTE, &opt);
    ludi_start(&opt, &s);
    CHECK(!ludi_lat_men_threat(&s, NULL, &t));
}

/* Play-test 30's block, on 8x8: Black's f4 can be taken by h4-g4; a man brought to g4 to
 * block (g1-g4) is itself taken by a3-g3 against g5, so the block leaves a man to be taken,
 * named where it would stand, and opened by the move; f4-f3 leaves none; a king's move leaves
 * f4 as it was, opening none; f4-g4 opens the man moved where it lands. */
#define BLOCK "7W/8/8/6w1/4wb1w/w7/8/B5b1 b 0"

/* What move would leave to be taken in the 8x8 position pos; false none (or refused). */
static bool leaves(const char *pos, const char *move, struct ludi_lat_threat *t)
{
    struct ludi_state s;
    struct ludi_move m;
    char err[LUDI_ERR_LEN];
    memset(t, 0xff, sizeof *t);   /* every field must be written */
    if (!position("size=8x8", pos, &s))
        return false;
    if (!ludi_move_parse(&s, move, &m, err, sizeof err)) {
        CHECK_MSG(false, "%s %s: %s", pos, move, err);
        return false;
    }
    return ludi_lat_move_leaves(&s, NULL, &m, t);
}

/* What move leaves in BLOCK: n men at `at` to be taken, `fresh` of them opened by it, at
 * fresh_at; *t as ludi_lat_move_leaves wrote it. */
static void leaves_as(const char *move, int n, const char *at, int fresh, const char *fresh_at,
                      struct ludi_lat_threat *t)
{
    CHECK_MSG(leaves(BLOCK, move, t) == (n > 0), "%s", move);
    CHECK_INT(t->n, n);
    CHECK_STR(t->at, at);
    CHECK_INT(t->fresh, fresh);
    CHECK_STR(t->fresh_at, fresh_at);
}

static void test_leaves(void)
{
    struct ludi_lat_threat t;
    CHECK(threat(BLOCK, &t));
    CHECK_STR(t.at, "f4");
    CHECK_STR(t.to_at, "g4");
    leaves_as("g1-g4", 1, "g4", 1, "g4", &t);   /* the man brought to g4 is opened by it */
    CHECK_INT(t.nmoves, 1);
    CHECK_STR(t.from_at, "a3");
    CHECK_STR(t.to_at, "g3");
    CHECK(t.by_man && !t.by_king);
    struct ludi_state s;
    char text[LUDI_MOVE_LEN];
    if (position("size=8x8", BLOCK, &s)) {
        s.side = 1;   /* White's reply, as the words say it */
        ludi_move_format(&s, &t.moves[0], text, sizeof text);
        CHECK_STR(text, "a3-g3");
    }
    leaves_as("f4-f3", 0, "", 0, "", &t);
    CHECK_INT(t.nmoves, 0);
    /* play-test 52: f4 was open before; the king's move opens nothing */
    leaves_as("a1-a2", 1, "f4", 0, "", &t);
    CHECK_STR(t.to_at, "g4");
    /* f4 moved to g4, open there too (a3-g3): the man moved is opened where it lands */
    leaves_as("f4-g4", 1, "g4", 1, "g4", &t);
    /* the move's effect says the same */
    struct ludi_lat_effect e;
    CHECK(effect(BLOCK, "g1-g4", &e));
    CHECK_INT(e.exposed, 1);
    CHECK_STR(e.exposed_at, "g4");
    CHECK(effect(BLOCK, "a1-a2", &e));
    CHECK_INT(e.exposed, 0);
    CHECK(effect(BLOCK, "f4-g4", &e));
    CHECK_INT(e.exposed, 1);
    /* refused: a move not legal, another game */
    CHECK(!leaves(BLOCK, "g1-h2", &t));
    struct ludi_options opt;
    ludi_options_default(LUDI_PENTE, &opt);
    ludi_start(&opt, &s);
    struct ludi_move m = {.nsteps = 1};
    CHECK(!ludi_lat_move_leaves(&s, NULL, &m, &t));
}

/* ludi_lat_move_look asks the three questions on one fast path: each answer is the one asked
 * alone (each look leaves the path where it found it), for every legal move of four positions,
 * and what the move opens is the same set both ways it is said (leaves' fresh, effect's
 * exposed). */
static void test_look(void)
{
    static const char *const pos[][2] = {{"size=12x8", PLAYTEST}, {"size=8x8", BLOCK},
                                         {"size=8x8", SELF_BOX}, {"size=8x8", OWN_BOX}};
    int looked = 0;
    for (int p = 0; p < 4; p++) {
        struct ludi_state s;
        if (!position(pos[p][0], pos[p][1], &s))
            continue;
        static struct ludi_move moves[LUDI_MAX_MOVES];
        int n = ludi_moves(&s, NULL, moves, LUDI_MAX_MOVES);
        CHECK_MSG(n > 0, "%s: no moves", pos[p][1]);
        for (int i = 0; i < n; i++) {
            struct ludi_lat_exposed x1, x2;
            struct ludi_lat_threat l1, l2;
            struct ludi_lat_effect e1, e2;
            memset(&x1, 0xff, sizeof x1);
            memset(&l1, 0xff, sizeof l1);
            memset(&e1, 0xff, sizeof e1);
            memset(&x2, 0, sizeof x2);
            memset(&l2, 0, sizeof l2);
            memset(&e2, 0, sizeof e2);
            CHECK(ludi_lat_move_look(&s, NULL, &moves[i], &x1, &l1, &e1));
            ludi_lat_move_exposes(&s, NULL, &moves[i], &x2);
            ludi_lat_move_leaves(&s, NULL, &moves[i], &l2);
            CHECK(ludi_lat_move_effect(&s, NULL, &moves[i], &e2));
            CHECK_MSG(memcmp(&x1, &x2, sizeof x1) == 0, "%s move %d: exposes", pos[p][1], i);
            CHECK_MSG(memcmp(&l1, &l2, sizeof l1) == 0, "%s move %d: leaves", pos[p][1], i);
            CHECK_MSG(memcmp(&e1, &e2, sizeof e1) == 0, "%s move %d: effect", pos[p][1], i);
            CHECK_MSG(l1.fresh == e1.exposed && strcmp(l1.fresh_at, e1.exposed_at) == 0,
                      "%s move %d: fresh %d %s, exposed %d %s", pos[p][1], i, l1.fresh,
                      l1.fresh_at, e1.exposed, e1.exposed_at);
            looked++;
        }
    }
    CHECK_MSG(looked > 100, "%d moves looked at", looked);
    /* NULL for the questions not asked; refused for another game */
    struct ludi_state s;
    struct ludi_move m = {.nsteps = 1};
    struct ludi_lat_effect e;
    struct ludi_options opt;
    ludi_options_default(LUDI_PENTE, &opt);
    ludi_start(&opt, &s);
    CHECK(!ludi_lat_move_look(&s, NULL, &m, NULL, NULL, &e));
}

int main(void)
{
    RUN(test_threat_take_win);
    RUN(test_king_line);
    RUN(test_saved);
    RUN(test_refused);
    RUN(test_trap_playtest);
    RUN(test_trap_none);
    RUN(test_trap_own_men);
    RUN(test_guards_frees);
    RUN(test_traps_hems);
    RUN(test_flanks_king);
    RUN(test_exposes_own_king);
    RUN(test_threat_one);
    RUN(test_threat_many);
    RUN(test_threat_none);
    RUN(test_leaves);
    RUN(test_look);
    return check_summary();
}
