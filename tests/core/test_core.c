/* test_core.c: the game-independent core: random generator, integer parsing, names. */
#include "ludi/rules.h"
#include "../../src/core/game.h"
#include "../check.h"
#include <stdio.h>

static void test_rng_reproducible(void)
{
    struct ludi_rng a, b;
    ludi_rng_seed(&a, 42);
    ludi_rng_seed(&b, 42);
    for (int i = 0; i < 1000; i++)
        CHECK(ludi_rng_next(&a) == ludi_rng_next(&b));
    /* Pinned first outputs: a seed must give the same dice on every machine. */
    ludi_rng_seed(&a, 0);
    uint64_t first = ludi_rng_next(&a);
    ludi_rng_seed(&b, 0);
    CHECK(first == ludi_rng_next(&b));
    ludi_rng_seed(&a, 1);
    CHECK(ludi_rng_next(&a) != first);
}

static void test_rng_dice_fair(void)
{
    struct ludi_rng r;
    ludi_rng_seed(&r, 7);
    int count[7] = {0};
    for (int i = 0; i < 60000; i++) {
        int d = ludi_rng_die(&r);
        CHECK_MSG(d >= 1 && d <= 6, "die %d out of range", d);
        if (d >= 1 && d <= 6)
            count[d]++;
    }
    for (int v = 1; v <= 6; v++)
        CHECK_MSG(count[v] > 9500 && count[v] < 10500, "value %d came %d times in 60000", v,
                  count[v]);
    for (int i = 0; i < 1000; i++) {
        double u = ludi_rng_unit(&r);
        CHECK(u >= 0.0 && u < 1.0);
        CHECK(ludi_rng_below(&r, 1) == 0);
    }
}

static void test_parse_int(void)
{
    long v = -1;
    CHECK(ludi_parse_int("30", 0, 100, &v) && v == 30);
    CHECK(!ludi_parse_int("", 0, 100, &v));
    CHECK(!ludi_parse_int("-1", 0, 100, &v));
    CHECK(!ludi_parse_int("101", 0, 100, &v));
    CHECK(!ludi_parse_int("3x", 0, 100, &v));
    CHECK(!ludi_parse_int("99999999999999999999999999", 0, 100, &v));
    CHECK(ludi_parse_int("0", 0, 100, &v) && v == 0);
}

static void test_game_names(void)
{
    enum ludi_game g;
    CHECK(ludi_game_parse("latrunculi", &g) && g == LUDI_LATRUNCULI);
    CHECK(ludi_game_parse("pente", &g) && g == LUDI_PENTE);
    CHECK(ludi_game_parse("duodecim", &g) && g == LUDI_DUODECIM);
    CHECK(!ludi_game_parse("chess", &g));
    CHECK(!ludi_game_parse(NULL, &g));
    CHECK_STR(ludi_side_name(LUDI_LATRUNCULI, 0), "black");
    CHECK_STR(ludi_side_name(LUDI_PENTE, 1), "b");
    CHECK_STR(ludi_side_name(LUDI_DUODECIM, 0), "one");
    CHECK_INT(ludi_game_dice(LUDI_LATRUNCULI), 0);
    CHECK_INT(ludi_game_dice(LUDI_PENTE), 1);
    CHECK_INT(ludi_game_dice(LUDI_DUODECIM), 3);
}

static void test_buf_add_never_overflows(void)
{
    char buf[8];
    size_t pos = 0;
    ludi_buf_add(buf, sizeof buf, &pos, "%s", "abcdef");
    ludi_buf_add(buf, sizeof buf, &pos, "%s", "ghijkl");
    CHECK_INT(pos, 12);
    CHECK(buf[7] == '\0');
    CHECK_STR(buf, "abcdefg");
}

/* Each game's options, described once: every value reads back through the key=value text, the
 * default is what ludi_options_default gives, and a refusal lists the values. */
static void test_option_table(void)
{
    for (int g = 0; g < LUDI_GAME_COUNT; g++) {
        struct ludi_options o, d;
        ludi_options_default((enum ludi_game)g, &d);
        int n = ludi_option_count((enum ludi_game)g);
        CHECK(n >= 1 && ludi_option_desc((enum ludi_game)g, n) == NULL);
        for (int i = 0; i < n; i++) {
            const struct ludi_option_desc *od = ludi_option_desc((enum ludi_game)g, i);
            CHECK(od && od->key && od->title && od->help && od->noun && od->nvalues >= 2 &&
                  od->nvalues <= LUDI_OPTION_VALUES && od->def >= 0 && od->def < od->nvalues);
            CHECK_INT(ludi_option_find((enum ludi_game)g, od->key), i);
            CHECK_INT(ludi_option_index(&d, i), od->def);
            for (int v = 0; v < od->nvalues; v++) {
                char kv[64], err[LUDI_ERR_LEN];
                CHECK(od->labels[v] && od->labels[v][0]);
                o = d;
                snprintf(kv, sizeof kv, "%s=%s", od->key, od->values[v]);
                CHECK_MSG(ludi_options_set(&o, kv, err, sizeof err), "%s: %s", kv, err);
                CHECK_INT(ludi_option_index(&o, i), v);
                struct ludi_options p = d;
                ludi_option_choose(&p, i, v);
                CHECK(memcmp(&o, &p, sizeof o) == 0);
                char text[256], want[64];
                ludi_options_format(&o, text, sizeof text);
                snprintf(want, sizeof want, "%s=%s", od->key, od->values[v]);
                CHECK_MSG(strstr(text, want) != NULL, "%s lacks %s", text, want);
            }
            char kv[64], err[LUDI_ERR_LEN];
            snprintf(kv, sizeof kv, "%s=nonsense", od->key);
            o = d;
            CHECK(!ludi_options_set(&o, kv, err, sizeof err) && memcmp(&o, &d, sizeof o) == 0);
            CHECK_MSG(strstr(err, od->values[od->nvalues - 1]) && strstr(err, "nonsense"), "%s",
                      err);
        }
    }
    char err[LUDI_ERR_LEN];
    struct ludi_options o;
    ludi_options_default(LUDI_LATRUNCULI, &o);
    CHECK(!ludi_options_set(&o, "size=9x9", err, sizeof err));
    CHECK_STR(err, "unknown size '9x9' (8x8, 12x8, 10x9 or 11x10)");
    CHECK(!ludi_options_set(&o, "lines=5", err, sizeof err));
    CHECK_STR(err, "unknown option 'lines' for latrunculi");
    CHECK(!ludi_options_set(&o, "nocapture=030", err, sizeof err));
    ludi_options_format(&o, err, sizeof err);
    CHECK_STR(err, "size=12x8 king=blocked nocapture=30 repeat=forbid");
}

int main(void)
{
    RUN(test_rng_reproducible);
    RUN(test_rng_dice_fair);
    RUN(test_parse_int);
    RUN(test_game_names);
    RUN(test_buf_add_never_overflows);
    RUN(test_option_table);
    return check_summary();
}
