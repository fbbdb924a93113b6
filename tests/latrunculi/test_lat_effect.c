/* test_lat_effect.c: what a Latrunculi move does one move deep (ludi_lat_move_effect), for the
 * hint's words and the computer's captures said: taken, saved, threatened, won. */
#include "../check.h"
#include "ludi/lat_fast.h"

/* The effect of move in the 8x8 position pos (no past: a position set up); false refused. */
static bool effect(const char *pos, const char *move, struct ludi_lat_effect *e)
{
    struct ludi_options opt;
    struct ludi_state s;
    struct ludi_move m;
    char err[LUDI_ERR_LEN];
    ludi_options_default(LUDI_LATRUNCULI, &opt);
    CHECK(ludi_options_set(&opt, "size=8x8", err, sizeof err));
    if (!ludi_position_parse(&opt, pos, &s, err, sizeof err) ||
        !ludi_move_parse(&s, move, &m, err, sizeof err)) {
        CHECK_MSG(false, "%s %s: %s", pos, move, err);
        return false;
    }
    return ludi_lat_move_effect(&s, NULL, &m, e);
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

int main(void)
{
    RUN(test_threat_take_win);
    RUN(test_saved);
    RUN(test_refused);
    return check_summary();
}
