/* test_engine.c: the protocol library under random and hostile input, and whole games by `go`. */
#include <stdlib.h>

#include "../check.h"
#include "engine.h"
#include "ludi/rules.h"

static char *reply_of(struct engine *e, const char *line, enum engine_status *st)
{
    static struct ebuf r;
    *st = engine_line(e, line, &r);
    return r.p ? r.p : (char *)"";
}

static void test_framing(void)
{
    struct engine *e = engine_new(1);
    enum engine_status st;
    char *r = reply_of(e, "", &st);
    CHECK(st == ENGINE_SILENT);
    r = reply_of(e, "   \t ", &st);
    CHECK(st == ENGINE_SILENT);
    r = reply_of(e, "# new pente", &st);
    CHECK(st == ENGINE_SILENT);
    r = reply_of(e, "position", &st);
    CHECK(st == ENGINE_OK);
    CHECK(strncmp(r, "= ", 2) == 0);
    size_t n = strlen(r);
    CHECK(n >= 3 && r[n - 1] == '\n' && r[n - 2] == '\n' && r[n - 3] != '\n');
    r = reply_of(e, "nonsense", &st);
    CHECK(st == ENGINE_FAIL && strncmp(r, "? ", 2) == 0);
    r = reply_of(e, "position\r", &st);   /* a line ending in CR is the same line */
    CHECK(st == ENGINE_OK);
    r = reply_of(e, "quit", &st);
    CHECK(st == ENGINE_QUIT && strcmp(r, "= bye\n\n") == 0);
    engine_free(e);
}

/* Random lines made from protocol words, numbers and junk; a failed command changes nothing. */
static void test_random_lines(void)
{
    static const char *words[] = {
        "new", "latrunculi", "pente", "duodecim", "size=8x8", "size=12x8", "size=11x10",
        "king=surrounded", "nocapture=0", "repeat=allow", "lines=7", "mode=classic",
        "path=cross", "options", "position", "setposition", "show", "side", "roll", "moves",
        "play", "pass", "undo", "result", "go", "level", "depth", "1", "2", "movetime", "perft",
        "seed", "a1-a5", "b1-b4", "e2-e4", "off-3A", "7-12", "27-out", "-1", "0", "7",
        "99999999999999999999999", "a1-", "wwwwwwww/3W4/8/8/8/8/4B3/bbbbbbbb", "b", "w", "x",
        "\xff\xfe", "%s%n%d", "=", "?", "\t", "",
    };
    const int nwords = (int)(sizeof words / sizeof words[0]);
    struct engine *e = engine_new(7);
    struct ludi_rng rng;
    ludi_rng_seed(&rng, 99);
    int fails = 0, oks = 0;
    int lines = getenv("LUDI_SLOW_TESTS") ? 3000 : 20000;
    for (int i = 0; i < lines; i++) {
        char line[512] = "";
        size_t len = 0;
        int nw = 1 + (int)ludi_rng_below(&rng, 5);
        for (int w = 0; w < nw; w++) {
            const char *word = words[ludi_rng_below(&rng, (uint32_t)nwords)];
            if (strlen(word) + len + 2 < sizeof line)
                len += (size_t)snprintf(line + len, sizeof line - len, "%s%s", w ? " " : "", word);
        }
        /* go only at low cost: a depth limit keeps the test fast */
        if (strncmp(line, "go", 2) == 0)
            snprintf(line, sizeof line, "go depth 1");
        /* and perft stays shallow (perft 8 on 12x8 is hours of honest work) */
        if (strncmp(line, "perft", 5) == 0 && strlen(line) > 6 && line[6] > '2')
            snprintf(line, sizeof line, "perft 2");
        enum engine_status st;
        char before[LUDI_POS_LEN * 2], after[LUDI_POS_LEN * 2];
        snprintf(before, sizeof before, "%s", reply_of(e, "position", &st));
        char opts_before[256];
        snprintf(opts_before, sizeof opts_before, "%s", reply_of(e, "options", &st));
        char *r = reply_of(e, line, &st);
        CHECK_MSG(st == ENGINE_SILENT || r[0] == '=' || r[0] == '?', "line '%s': reply '%s'",
                  line, r);
        if (st == ENGINE_QUIT)
            continue;
        if (st == ENGINE_FAIL) {
            fails++;
            snprintf(after, sizeof after, "%s", reply_of(e, "position", &st));
            CHECK_MSG(strcmp(before, after) == 0, "failed '%s' changed the position", line);
            CHECK_STR(reply_of(e, "options", &st), opts_before);
        } else if (st == ENGINE_OK) {
            oks++;
        }
    }
    CHECK(fails > 100 && oks > 100);
    engine_free(e);
}

/* A whole game typed command by command, the computer playing both sides. */
static void whole_game(const char *newline)
{
    struct engine *e = engine_new(3);
    enum engine_status st;
    reply_of(e, "seed 11", &st);
    CHECK(st == ENGINE_OK);
    reply_of(e, newline, &st);
    CHECK_MSG(st == ENGINE_OK, "%s refused", newline);
    int plies = 0;
    for (; plies < 2000; plies++) {
        char *r = reply_of(e, "result", &st);
        if (strcmp(r, "= ongoing\n\n") != 0)
            break;
        r = reply_of(e, "go level 1 depth 1", &st);
        CHECK_MSG(st == ENGINE_OK, "go failed: %s", r);
        if (st != ENGINE_OK)
            break;
    }
    char *r = reply_of(e, "result", &st);
    CHECK_MSG(strstr(r, "wins: ") || strstr(r, "draw: "), "%s: game did not end: %s", newline,
              r);
    CHECK(plies > 0);
    engine_free(e);
}

static void test_whole_games(void)
{
    whole_game("new latrunculi size=8x8");
    whole_game("new latrunculi");
}

int main(void)
{
    RUN(test_framing);
    RUN(test_random_lines);
    RUN(test_whole_games);
    return check_summary();
}
