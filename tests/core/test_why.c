/* test_why.c: why a step or a counter is refused (ludi_explain), why a turn passes, and a
 * counter taken over several dice (ludi_route): pinned positions for every game, and random
 * games checking that every refusal at the board is named and that the engine says the same. */
#include <stdlib.h>
#include <string.h>

#include "../check.h"
#include "ludi/rules.h"

static const char *const names_of[3][2] = {{"black", "white"}, {"a", "b"}, {"one", "two"}};

static void set_up(enum ludi_game g, const char *opts, const char *pos, const int *dice,
                   struct ludi_state *s)
{
    struct ludi_options o;
    char err[LUDI_ERR_LEN];
    ludi_options_default(g, &o);
    if (opts)
        CHECK_MSG(ludi_options_set(&o, opts, err, sizeof err), "%s", err);
    if (pos)
        CHECK_MSG(ludi_position_parse(&o, pos, s, err, sizeof err), "%s: %s", pos, err);
    else
        ludi_start(&o, s);
    if (dice)
        CHECK_MSG(ludi_set_dice(s, dice, ludi_game_dice(g), s, err, sizeof err), "%s", err);
}

/* The past the pinned positions are checked with (Latrunculi's repetition needs it). */
static struct ludi_past past_now;

/* ludi_explain's text for from-to after made, filled with the protocol's side names. */
static const char *why(const struct ludi_state *s, const struct ludi_step *made, int nmade,
                       int from, int to, int want_code)
{
    static char text[LUDI_ERR_LEN];
    struct ludi_why w;
    bool refused = ludi_explain(s, &past_now, made, nmade, from, to, &w);
    CHECK_MSG(refused == (want_code != LUDI_WHY_NONE), "%d-%d: refused %d", from, to, refused);
    CHECK_MSG(w.code == want_code, "%d-%d: code %d, expected %d", from, to, w.code, want_code);
    ludi_why_fill(ludi_why_english(w.code), &w, names_of[s->opt.game], text, sizeof text);
    return text;
}

static void test_fill(void)
{
    struct ludi_why w = {LUDI_WHY_DUO_HELD, 1, {"7-12", "12", "3"}};
    const char *names[2] = {"Black", "White"};
    char buf[LUDI_ERR_LEN];
    size_t n = ludi_why_fill(ludi_why_english(LUDI_WHY_DUO_HELD), &w, names, buf, sizeof buf);
    CHECK_STR(buf, "7-12: 12 is held by 3 counters of Black");
    CHECK_INT(n, strlen(buf));
    /* a translation may put the words in its own order; a short buffer is cut, not overrun */
    ludi_why_fill("{op}: {3} on {2} ({1}), {me} moves {9}", &w, names, buf, sizeof buf);
    CHECK_STR(buf, "Black: 3 on 12 (7-12), White moves {9}");
    CHECK_INT(ludi_why_fill("{1}{1}{1}", &w, names, buf, 6), 12);
    CHECK_STR(buf, "7-127");
    for (int c = 1; c < LUDI_WHY_COUNT; c++)
        CHECK_MSG(ludi_why_english((enum ludi_why_code)c)[0], "code %d has no text", c);
    CHECK_STR(ludi_why_english(LUDI_WHY_COUNT), "");
}

static void test_latrunculi(void)
{
    struct ludi_state s;
    set_up(LUDI_LATRUNCULI, "size=8x8", NULL, NULL, &s);
    /* a1 = 0, b2 = 9, a3 = 16, a8 = 56 */
    CHECK_STR(why(&s, NULL, 0, 0, 9, LUDI_WHY_LAT_LINE), "a1-b2: pieces move along a rank or a file");
    /* the square itself held, by an enemy man (play-test 57: "the way is blocked") */
    CHECK_STR(why(&s, NULL, 0, 0, 56, LUDI_WHY_LAT_OCCUPIED),
              "a1-a8: a piece already stands on a8");
    CHECK_STR(why(&s, NULL, 0, 56, 48, LUDI_WHY_LAT_NO_PIECE), "a8-a7: no black piece stands on a8");
    CHECK_STR(why(&s, NULL, 0, 56, LUDI_ANY, LUDI_WHY_LAT_NOT_HERE), "no black piece stands on a8");
    why(&s, NULL, 0, 0, 16, LUDI_WHY_NONE);
    why(&s, NULL, 0, 0, LUDI_ANY, LUDI_WHY_NONE);
    set_up(LUDI_LATRUNCULI, "size=8x8", "wwwwwwww/3W4/8/8/8/8/b3B3/bb2bbbb b 0", NULL, &s);
    /* a man between: a2 stands between a1 and a3 */
    CHECK_STR(why(&s, NULL, 0, 0, 16, LUDI_WHY_LAT_BLOCKED), "a1-a3: the piece on a2 is in the way");
    CHECK_STR(why(&s, NULL, 0, 0, LUDI_ANY, LUDI_WHY_LAT_HEMMED),
              "the piece on a1 cannot move: every square next to it is taken");
    /* repetition: the start comes round again; the third time is refused, and said */
    set_up(LUDI_LATRUNCULI, "size=8x8", NULL, NULL, &s);
    const char *moves[] = {"a1-a2", "a8-a7", "a2-a1", "a7-a8", "a1-a2", "a8-a7", "a2-a1"};
    char err[LUDI_ERR_LEN];
    uint64_t hist[8];
    for (int i = 0; i < 7; i++) {
        struct ludi_move m;
        struct ludi_state next;
        struct ludi_past p = {hist, (size_t)i};
        CHECK(ludi_move_parse(&s, moves[i], &m, err, sizeof err));
        CHECK_MSG(ludi_apply(&s, &p, &m, &next, err, sizeof err), "%s: %s", moves[i], err);
        hist[i] = s.hash;
        s = next;
    }
    past_now = (struct ludi_past){hist, 7};
    CHECK_STR(why(&s, NULL, 0, 48, 56, LUDI_WHY_LAT_REPEAT),
              "a7-a8 would make the same position a third time");
    struct ludi_move m;
    CHECK(ludi_move_parse(&s, "a7-a8", &m, err, sizeof err));
    CHECK(!ludi_apply(&s, &past_now, &m, &s, err, sizeof err));
    CHECK_STR(err, "a7-a8 would make the same position a third time");
    /* a7's only move (a8; a6 is open too) is not all: it may still go down */
    why(&s, NULL, 0, 48, LUDI_ANY, LUDI_WHY_NONE);
    past_now = (struct ludi_past){NULL, 0};
    set_up(LUDI_LATRUNCULI, "size=8x8", "W7/w7/8/8/8/8/8/B6b w 4", NULL, &s);
    why(&s, NULL, 0, 48, LUDI_ANY, LUDI_WHY_NONE);
    /* the no-capture limit reached: the men counted (the kings not), as the window says them */
    set_up(LUDI_LATRUNCULI, "size=8x8", "ww6/W7/8/8/8/8/8/B1bbb3 w 29", NULL, &s);
    CHECK_INT(ludi_lat_men(&s, 0), 3);
    CHECK_INT(ludi_lat_men(&s, 1), 2);
    CHECK(ludi_move_parse(&s, "b8-b7", &m, err, sizeof err));
    struct ludi_state end;
    CHECK_MSG(ludi_apply(&s, &past_now, &m, &end, err, sizeof err), "%s", err);
    CHECK(end.phase == LUDI_PHASE_OVER && end.reason == LUDI_REASON_NOCAPTURE);
    CHECK_INT(end.result, 0);
    CHECK_INT(ludi_lat_men(&end, 0), 3);
    CHECK_INT(ludi_lat_men(&end, 1), 2);
    set_up(LUDI_PENTE, NULL, NULL, NULL, &s);
    CHECK_INT(ludi_lat_men(&s, 0), 0);
}

static void test_pente(void)
{
    struct ludi_state s;
    int three = 3, two = 2, one = 1;
    set_up(LUDI_PENTE, NULL, NULL, &three, &s);
    /* points: 1A = 0 .. 5A = 4, 1B = 5 .. 5B = 9 */
    CHECK_STR(why(&s, NULL, 0, LUDI_OFF, 0, LUDI_WHY_PT_ENTER_AT),
              "off-1A: with a 3, a's counter enters at 3A");
    why(&s, NULL, 0, LUDI_OFF, 2, LUDI_WHY_NONE);
    CHECK_STR(why(&s, NULL, 0, LUDI_OFF, LUDI_OFF, LUDI_WHY_PT_LEAVE),
              "off-off: a counter leaves the board only when it is knocked off");
    set_up(LUDI_PENTE, NULL, "A:off,off,off,off,1A B:off,off,off,off,off a", &two, &s);
    CHECK_STR(why(&s, NULL, 0, 0, LUDI_ANY, LUDI_WHY_PT_SRC_ENTER),
              "the counter on 1A cannot move: a counter off the board must enter first (off-2A)");
    CHECK_STR(why(&s, NULL, 0, 0, 2, LUDI_WHY_PT_PRIORITY), "1A-3A: entering has priority (off-2A)");
    CHECK_STR(why(&s, NULL, 0, 0, 3, LUDI_WHY_PT_DIST),
              "1A-4A: that is 3 points along the track, the die shows 2");
    CHECK_STR(why(&s, NULL, 0, 0, 1, LUDI_WHY_PT_DIST_1),
              "1A-2A: that is 1 point along the track, the die shows 2");
    set_up(LUDI_PENTE, NULL, "A:off,off,off,1A,2A B:off,off,off,off,off a", &one, &s);
    CHECK_STR(why(&s, NULL, 0, LUDI_OFF, LUDI_ANY, LUDI_WHY_PT_NO_ENTRY),
              "the counter off the board cannot enter: a 1 takes it to 1A, held by a counter of "
              "a's own");
    CHECK_STR(why(&s, NULL, 0, 0, LUDI_ANY, LUDI_WHY_PT_SRC_OWN),
              "the counter on 1A cannot move: a 1 takes it to 2A, held by a counter of a's own");
    CHECK_STR(why(&s, NULL, 0, 0, 1, LUDI_WHY_PT_OWN), "1A-2A: 2A is held by a counter of a's own");
    why(&s, NULL, 0, 1, 2, LUDI_WHY_NONE);
    /* a pass: the entry and every move land on one's own counters */
    int five = 5;
    struct ludi_why w;
    char text[LUDI_ERR_LEN];
    set_up(LUDI_PENTE, NULL, "A:off,off,off,5A,5B B:off,off,off,off,off a", &five, &s);
    CHECK(ludi_explain_pass(&s, &w) && w.code == LUDI_WHY_PT_PASS_KO);
    ludi_why_fill(ludi_why_english(w.code), &w, names_of[LUDI_PENTE], text, sizeof text);
    CHECK_STR(text, "no counter can move 5 points: each would land on a counter of a's own");
    set_up(LUDI_PENTE, NULL, "A:off,off,off,5A,1B B:off,off,off,off,off a", &five, &s);
    CHECK(!ludi_explain_pass(&s, &w) && w.code == LUDI_WHY_NONE);
    /* one way to play the throw, and why the counters on the board stay (play-test 57: the
     * counter on 1B seemed free): an entry comes first; the others land on their own */
    static const struct {
        const char *pos;
        int die;
        const char *text;   /* NULL: no reason (nothing else could move) */
    } forced[] = {
        {"A:off,off,off,off,1A B:off,off,off,off,off a", 2,
         "a counter of a can enter at 2A, and entering comes first"},
        {"A:off,off,off,1A,2A B:off,off,off,off,off a", 1,
         "every other counter of a would land on one of its own"},
        {"A:off,off,off,off,off B:off,off,off,off,off a", 3, NULL},
        {"A:off,off,off,1A,2A B:off,off,off,off,off a", 2, NULL},   /* two ways */
    };
    for (size_t i = 0; i < sizeof forced / sizeof forced[0]; i++) {
        set_up(LUDI_PENTE, NULL, forced[i].pos, &forced[i].die, &s);
        bool said = ludi_explain_forced(&s, NULL, &w);
        CHECK_MSG(said == (forced[i].text != NULL), "%s, %d: said %d", forced[i].pos,
                  forced[i].die, said);
        if (forced[i].text) {
            ludi_why_fill(ludi_why_english(w.code), &w, names_of[LUDI_PENTE], text, sizeof text);
            CHECK_STR(text, forced[i].text);
        }
    }
    set_up(LUDI_PENTE, "mode=classic", "A:1A,3A,3A,3A,3A B:1B,2B,3B,4B,5B a", &one, &s);
    CHECK(!ludi_explain_forced(&s, NULL, &w));   /* the classic mode gives none */
    /* classic */
    set_up(LUDI_PENTE, "mode=classic", NULL, &two, &s);
    CHECK_STR(why(&s, NULL, 0, 0, 1, LUDI_WHY_PT_CL_OWN),
              "1A-2A: 2A already holds a counter of a, and an ordinary point holds one");
    set_up(LUDI_PENTE, "mode=classic", "A:1A,3A,3A,3A,3A B:1B,2B,3B,4B,5B a", &two, &s);
    struct ludi_step made = {0, 1, 1};
    CHECK_STR(why(&s, &made, 1, 1, LUDI_ANY, LUDI_WHY_PT_SRC_MOVED),
              "the counter on 2A has moved already this turn");
    CHECK_STR(why(&s, &made, 1, 2, 4, LUDI_WHY_PT_CL_LEFT),
              "3A-5A: that is 2 points, but only 1 of the die are left");
    CHECK_STR(why(&s, &made, 1, 2, 5, LUDI_WHY_PT_CL_LEFT),
              "3A-1B: that is 3 points, but only 1 of the die are left");
    why(&s, &made, 1, 2, 3, LUDI_WHY_NONE);
    set_up(LUDI_PENTE, "mode=classic", "A:3A,3A,3A,4B,5B B:1B,2B,3B,1A,2A b", &two, &s);
    CHECK_STR(why(&s, NULL, 0, 7, 8, LUDI_WHY_PT_CL_TAKEN),
              "3B-4B: 4B is taken by a, and classic mode has no capture");
}

static void test_duodecim(void)
{
    struct ludi_state s;
    int d351[3] = {3, 5, 1}, d222[3] = {2, 2, 2};
    set_up(LUDI_DUODECIM, NULL, "one:off*10,3*5 two:off*15 one", d351, &s);
    CHECK_STR(why(&s, NULL, 0, 3, 8, LUDI_WHY_DUO_WAITING),
              "3-8: a counter of one waiting to enter must enter first");
    CHECK_STR(why(&s, NULL, 0, 3, LUDI_ANY, LUDI_WHY_DUO_SRC_WAITING),
              "the counter on 3 cannot move: a counter of one waiting to enter must enter first");
    CHECK_STR(why(&s, NULL, 0, LUDI_OFF, 2, LUDI_WHY_DUO_NO_DIE), "off-2: no die left shows 2");
    set_up(LUDI_DUODECIM, NULL, "one:10*15 two:24*2,off*13 one", d222, &s);
    CHECK_STR(why(&s, NULL, 0, 10, 12, LUDI_WHY_DUO_HELD), "10-12: 12 is held by 2 counters of two");
    CHECK_STR(why(&s, NULL, 0, 10, 16, LUDI_WHY_DUO_PASSING),
              "10-16: on the way it would stop on 12, held by 2 counters of two");
    CHECK_STR(why(&s, NULL, 0, 10, LUDI_ANY, LUDI_WHY_DUO_SRC_HELD),
              "the counter on 10 cannot move: every point the dice take it to is held by two or "
              "more counters of two");
    struct ludi_why w;
    CHECK(ludi_explain_pass(&s, &w) && w.code == LUDI_WHY_DUO_PASS_HELD);
    /* several dice on one counter: the way, in a legal order */
    set_up(LUDI_DUODECIM, NULL, "one:10*15 two:off*15 one", d351, &s);
    struct ludi_step r[LUDI_MAX_STEPS];
    CHECK_INT(ludi_route(&s, NULL, NULL, 0, 10, 18, r, LUDI_MAX_STEPS), 2);
    CHECK(r[0].from == 10 && r[0].to == 13 && r[0].die == 3 && r[1].from == 13 && r[1].to == 18);
    CHECK_INT(ludi_route(&s, NULL, NULL, 0, 10, 19, r, LUDI_MAX_STEPS), 3);
    CHECK_INT(ludi_route(&s, NULL, NULL, 0, 10, 13, r, LUDI_MAX_STEPS), 1);
    CHECK_INT(ludi_route(&s, NULL, NULL, 0, 10, 20, r, LUDI_MAX_STEPS), 0);
    CHECK_INT(ludi_route(&s, NULL, r, 1, 13, 19, r + 1, 2), 2);   /* after a first step 10-13 */
    why(&s, NULL, 0, 10, 19, LUDI_WHY_NONE);
    CHECK_STR(why(&s, NULL, 0, 10, 17, LUDI_WHY_DUO_NO_SUM),
              "10-17: no die left shows 7, and no dice left add up to it");
    CHECK_STR(why(&s, NULL, 0, 10, 12, LUDI_WHY_DUO_NO_DIE), "10-12: no die left shows 2");
    /* play-test 7: a throw with one way to play it, while a counter on the board seems free:
     * the rule that forces it; nothing to say when no counter is left where it stands */
    static const struct { const char *pos; int dice[3], code; } forced[] = {
        {"one:off*10,3*5 two:off*15 one", {3, 5, 1}, LUDI_WHY_DUO_FORCED_WAITING},
        {"one:9,25,out*13 two:7*2,17*2,27*2,off*9 one", {1, 6, 6}, LUDI_WHY_DUO_FORCED_ALL},
        {"one:22,16,out*13 two:2*2,12*2,16*2,off*9 one", {3, 6, 6}, LUDI_WHY_DUO_FORCED_MOST},
        {"one:19,3,out*13 two:8*2,14*2,10*2,off*9 one", {1, 1, 1}, LUDI_WHY_DUO_FORCED_HELD},
        {"one:30,out*14 two:off*15 one", {1, 1, 1}, LUDI_WHY_NONE},
        {"one:off*15 two:off*15 one", {2, 2, 4}, LUDI_WHY_NONE},
        {"one:10*15 two:off*15 one", {3, 5, 1}, LUDI_WHY_NONE},   /* a choice */
    };
    for (size_t k = 0; k < sizeof forced / sizeof forced[0]; k++) {
        set_up(LUDI_DUODECIM, NULL, forced[k].pos, forced[k].dice, &s);
        bool said = ludi_explain_forced(&s, NULL, &w);
        CHECK_MSG(said == (forced[k].code != LUDI_WHY_NONE) && w.code == forced[k].code,
                  "%s %d %d %d: code %d, expected %d", forced[k].pos, forced[k].dice[0],
                  forced[k].dice[1], forced[k].dice[2], w.code, forced[k].code);
    }
    set_up(LUDI_DUODECIM, NULL, forced[0].pos, forced[0].dice, &s);
    ludi_explain_forced(&s, NULL, &w);
    char said[LUDI_ERR_LEN];
    ludi_why_fill(ludi_why_english(w.code), &w, names_of[LUDI_DUODECIM], said, sizeof said);
    CHECK_STR(said, "while counters of one wait to enter, every die enters one");
    /* Latrunculi and Pente grammai have no routes */
    set_up(LUDI_PENTE, "mode=classic", NULL, d222, &s);
    CHECK_INT(ludi_route(&s, NULL, NULL, 0, 0, 2, r, LUDI_MAX_STEPS), 0);
}

/* What is left of a turn after some of its steps (ludi_turn_rest): the dice not yet used, those
 * the rest uses, and whether it leaves anything to choose. */
static void test_turn_rest(void)
{
    struct ludi_state s;
    struct ludi_turn_rest r;
    int d351[3] = {3, 5, 1}, d111[3] = {1, 1, 1}, d661[3] = {6, 6, 1};
    /* a choice: after 10-13 the 5 and the 1, both to play, several ways */
    set_up(LUDI_DUODECIM, NULL, "one:10*15 two:off*15 one", d351, &s);
    struct ludi_step made[2] = {{10, 13, 3}};
    CHECK(ludi_turn_rest(&s, NULL, made, 1, &r));
    CHECK_INT(r.ndice, 2);
    CHECK(r.ndice == 2 && r.dice[0] + r.dice[1] == 6 && r.dice[0] * r.dice[1] == 5);
    CHECK_INT(r.nplay, 2);
    CHECK(!r.one_way && r.rest.nsteps == 0);
    /* one counter, one way: 28-29, then 29-30 and 30-out are all that is left */
    set_up(LUDI_DUODECIM, NULL, "one:28,out*14 two:off*15 one", d111, &s);
    made[0] = (struct ludi_step){28, 29, 1};
    CHECK(ludi_turn_rest(&s, NULL, made, 1, &r));
    CHECK(r.ndice == 2 && r.nplay == 2 && r.one_way && r.rest.nsteps == 2);
    CHECK(r.rest.steps[0].from == 29 && r.rest.steps[0].to == 30 &&
          r.rest.steps[1].from == 30 && r.rest.steps[1].to == LUDI_OUT);
    /* a die that cannot be used: 25-26 with the 1, then a 6 bears the last counter off; the
     * other 6 has nothing left to move */
    set_up(LUDI_DUODECIM, NULL, "one:25,out*14 two:off*15 one", d661, &s);
    CHECK(ludi_turn_rest(&s, NULL, NULL, 0, &r));
    CHECK(r.ndice == 3 && r.nplay == 2 && r.one_way && r.play[0] == 1 && r.play[1] == 6);
    made[0] = (struct ludi_step){25, 26, 1};
    CHECK(ludi_turn_rest(&s, NULL, made, 1, &r));
    CHECK(r.ndice == 2 && r.dice[0] == 6 && r.dice[1] == 6 && r.nplay == 1 && r.play[0] == 6);
    CHECK(r.one_way && r.rest.nsteps == 1 && r.rest.steps[0].to == LUDI_OUT);
    /* a step that is not the turn's: refused, nothing said */
    made[0] = (struct ludi_step){24, 25, 1};
    CHECK(!ludi_turn_rest(&s, NULL, made, 1, &r) && r.ndice == 0 && r.nplay == 0);
    /* the games without a die a step */
    set_up(LUDI_LATRUNCULI, NULL, NULL, NULL, &s);
    CHECK(!ludi_turn_rest(&s, NULL, NULL, 0, &r));
    set_up(LUDI_PENTE, "mode=classic", NULL, d351, &s);
    CHECK(!ludi_turn_rest(&s, NULL, NULL, 0, &r));
}

/* Random games: every refusal at the board is named (never the safety net), a legal step is
 * never refused, and a one-step turn the rules refuse reads the same in ludi_apply. */
static void random_games(enum ludi_game g, const char *opt, uint64_t seed, int games)
{
    struct ludi_rng rng;
    ludi_rng_seed(&rng, seed);
    struct ludi_move *mv = malloc(LUDI_MAX_MOVES * sizeof *mv);
    struct ludi_step *legal = malloc(LUDI_MAX_MOVES * sizeof *legal);
    static uint64_t hist[400];
    int explained = 0, passes = 0, bad = 0;
    for (int k = 0; k < games && mv && legal; k++) {
        struct ludi_state s;
        size_t nhist = 0;
        set_up(g, opt, NULL, NULL, &s);
        for (int ply = 0; ply < 300 && s.phase != LUDI_PHASE_OVER; ply++) {
            struct ludi_past past = {hist, nhist};
            char err[LUDI_ERR_LEN];
            if (s.phase == LUDI_PHASE_ROLL) {
                ludi_roll(&s, &rng, &s, err, sizeof err);
                continue;
            }
            int n = ludi_moves(&s, &past, mv, LUDI_MAX_MOVES);
            if (n == 1 && mv[0].nsteps == 0) {
                struct ludi_why w;
                passes++;
                bad += !ludi_explain_pass(&s, &w) || w.code == LUDI_WHY_NONE;
            }
            int nl = ludi_legal_steps(&s, &past, NULL, 0, legal, LUDI_MAX_MOVES);
            int places = g == LUDI_LATRUNCULI ? s.opt.width * s.opt.height
                         : g == LUDI_PENTE ? 2 * s.opt.lines : 32;
            /* every place as a source (LUDI_ANY), and a sample of sources and targets */
            for (int q = 0; q < places + 1 + 48; q++) {
                struct ludi_why w;
                uint32_t np = (uint32_t)places + 1;
                int f = q <= places ? q - 1 : (int)ludi_rng_below(&rng, np) - 1;
                int t = q <= places ? -2 : (int)ludi_rng_below(&rng, np) - 1;
                int from = f, to = t == -2 ? LUDI_ANY : t;
                if (g == LUDI_DUODECIM && (from == 0 || from == 31 || to == 0 || to == -1))
                    continue;
                if ((g == LUDI_LATRUNCULI && (from < 0 || to == -1)) || from == to)
                    continue;   /* a counter put back where it was is no move */
                bool is_legal = false;
                for (int i = 0; i < nl; i++)
                    is_legal |= legal[i].from == from &&
                                (to == LUDI_ANY || legal[i].to == to);
                struct ludi_step r[LUDI_MAX_STEPS];
                if (!is_legal && to != LUDI_ANY)
                    is_legal = ludi_route(&s, &past, NULL, 0, from, to, r, LUDI_MAX_STEPS) > 0;
                bool refused = ludi_explain(&s, &past, NULL, 0, from, to, &w);
                if (refused == is_legal || (refused && (w.code == LUDI_WHY_NONE ||
                                                        w.code == LUDI_WHY_DONE))) {
                    if (bad++ < 12)
                        printf("  %s: %d-%d legal %d refused %d code %d\n",
                               ludi_game_name(g), from, to, is_legal, refused, w.code);
                    continue;
                }
                explained += refused;
                /* the engine refuses a Latrunculi move in the same words */
                if (refused && g == LUDI_LATRUNCULI && to != LUDI_ANY) {
                    struct ludi_move m = {.nsteps = 1};
                    m.steps[0] = (struct ludi_step){(int8_t)from, (int8_t)to, 0};
                    char text[LUDI_ERR_LEN];
                    ludi_apply(&s, &past, &m, &s, err, sizeof err);
                    ludi_why_fill(ludi_why_english(w.code), &w, names_of[g], text,
                                  sizeof text);
                    bad += strcmp(err, text) != 0;
                }
            }
            struct ludi_state next;
            ludi_apply(&s, &past, &mv[ludi_rng_below(&rng, (uint32_t)(n > LUDI_MAX_MOVES
                                                                        ? LUDI_MAX_MOVES : n))],
                       &next, err, sizeof err);
            if (nhist < sizeof hist / sizeof hist[0])
                hist[nhist++] = s.hash;
            s = next;
        }
    }
    printf("  %s %s: %d refusals explained, %d passes\n", ludi_game_name(g), opt, explained,
           passes);
    CHECK_MSG(bad == 0, "%s %s: %d refusals unexplained or wrong", ludi_game_name(g), opt, bad);
    CHECK(explained > 0);
    free(mv);
    free(legal);
}

static void test_random_games(void)
{
    int n = getenv("LUDI_SLOW_TESTS") ? 1 : 4;
    random_games(LUDI_LATRUNCULI, "size=8x8", 1, n);
    random_games(LUDI_PENTE, "mode=knockoff", 2, n * 3);
    random_games(LUDI_PENTE, "mode=classic", 3, n * 2);
    random_games(LUDI_DUODECIM, "path=standard", 4, n);
    random_games(LUDI_DUODECIM, "path=cross", 5, n);
}

int main(void)
{
    RUN(test_fill);
    RUN(test_latrunculi);
    RUN(test_pente);
    RUN(test_duodecim);
    RUN(test_turn_rest);
    RUN(test_random_games);
    return check_summary();
}
