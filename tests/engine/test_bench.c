/* test_bench.c: `ludi-engine bench quick` run as a program: its sections, and perft leaf counts
 * equal to the simple counter's (tests/latrunculi/lat_plain.c) at depth 3; speeds unchecked. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "../check.h"
#include "../latrunculi/lat_plain.h"

/* The start positions written out by hand from RULES.md section 1 (kings: 8x8 e2/d7, 12x8
 * g2/f7, 10x9 f2/e8, 11x10 g2/e9), so the expected counts owe nothing to the core. */
static const struct {
    const char *options, *start;
} cases[] = {
    {"size=8x8", "wwwwwwww/3W4/8/8/8/8/4B3/bbbbbbbb b 0"},
    {"size=12x8", "wwwwwwwwwwww/5W6/12/12/12/12/6B5/bbbbbbbbbbbb b 0"},
    {"size=10x9", "wwwwwwwwww/4W5/10/10/10/10/10/5B4/bbbbbbbbbb b 0"},
    {"size=11x10", "wwwwwwwwwww/4W6/11/11/11/11/11/11/6B4/bbbbbbbbbbb b 0"},
};
#define NCASES ((int)(sizeof cases / sizeof cases[0]))

/* The random playouts bench reports: game and options, in its order. */
static const char *const playouts[][2] = {
    {"latrunculi", "size=8x8"},         {"latrunculi", "size=12x8"},
    {"latrunculi", "size=11x10"},       {"pente", "lines=5 mode=knockoff"},
    {"pente", "lines=5 mode=classic"},  {"duodecim", "path=standard"},
    {"duodecim", "path=cross"},
};
#define NPLAYOUTS ((int)(sizeof playouts / sizeof playouts[0]))

static char output[1 << 16];

/* Runs `engine args` with stdout captured into output; returns the exit status or -1. */
static int run(const char *engine, const char *args)
{
    char cmd[4096];
    snprintf(cmd, sizeof cmd, "'%s' %s", engine, args);
    FILE *p = popen(cmd, "r");
    if (!p)
        return -1;
    size_t n = fread(output, 1, sizeof output - 1, p);
    output[n] = '\0';
    int st = pclose(p);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* The next line of output from *at (cut in place), or NULL at the end. */
static char *next_line(char **at)
{
    char *s = *at;
    if (!s || !*s)
        return NULL;
    char *nl = strchr(s, '\n');
    if (nl) {
        *nl = '\0';
        *at = nl + 1;
    } else {
        *at = s + strlen(s);
    }
    return s;
}

static const char *engine_path;

static void test_bench_quick(void)
{
    int st = run(engine_path, "bench quick 2>&1");
    CHECK_INT(st, 0);
    char *at = output, *line;
    line = next_line(&at);
    CHECK_STR(line, "Ludi bench (quick) (one thread)");
    CHECK_STR(next_line(&at), "");
    CHECK_STR(next_line(&at), "perft from the start (Latrunculi):");
    for (int i = 0; i < NCASES; i++) {
        line = next_line(&at);
        char opts[32] = "";
        int depth = 0;
        long long leaves = -1;
        int got = line ? sscanf(line, " %31s depth %d %lld leaves", opts, &depth, &leaves) : 0;
        CHECK_MSG(got == 3, "perft line '%s'", line ? line : "(none)");
        CHECK_STR(opts, cases[i].options);
        CHECK_INT(depth, 3);   /* quick mode caps the depth at 3 */
        struct plain p;
        CHECK(plain_parse(&p, cases[i].start) == 0);
        p.nocap_limit = 30;
        p.surrounded = 0;
        long long want = (long long)plain_perft(&p, 3);
        CHECK_MSG(leaves == want, "%s depth 3: bench printed %lld leaves, the simple counter "
                  "counts %lld", cases[i].options, leaves, want);
    }
    CHECK_STR(next_line(&at), "");
    CHECK_STR(next_line(&at), "whole turns generated (ludi_moves) over positions of random games:");
    static const char *const turn_cases[4][2] = {{"duodecim", "path=standard"},
                                                 {"duodecim", "path=cross"},
                                                 {"pente", "lines=5 mode=classic"},
                                                 {"pente", "lines=11 mode=classic"}};
    for (int i = 0; i < 4; i++) {
        line = next_line(&at);
        CHECK_MSG(line != NULL, "turns line %d missing", i);
        if (!line)
            break;
        char game[32];
        int off = 0, npos = 0, rounds = 0;
        long long turns = 0;
        CHECK(sscanf(line, " %31s %n", game, &off) == 1);
        CHECK_STR(game, turn_cases[i][0]);
        const char *rest = line + off;
        size_t olen = strlen(turn_cases[i][1]);
        CHECK(strncmp(rest, turn_cases[i][1], olen) == 0);
        CHECK_MSG(sscanf(rest + olen, " %d positions x %d %lld turns", &npos, &rounds, &turns) == 3 &&
                  npos > 0 && rounds > 0 && turns >= (long long)npos * rounds,
                  "turns line '%s'", line);
    }
    CHECK_STR(next_line(&at), "");
    CHECK_STR(next_line(&at), "random playouts from seed 1:");
    for (int i = 0; i < NPLAYOUTS; i++) {
        line = next_line(&at);
        CHECK_MSG(line != NULL, "playout line %d missing", i);
        if (!line)
            break;
        char game[32] = "";
        int off = 0;
        CHECK(sscanf(line, " %31s %n", game, &off) == 1);
        CHECK_STR(game, playouts[i][0]);
        const char *rest = line + off;
        size_t olen = strlen(playouts[i][1]);
        CHECK_MSG(strncmp(rest, playouts[i][1], olen) == 0 && rest[olen] == ' ',
                  "playout line '%s' lacks '%s'", line, playouts[i][1]);
        int games = -1, ended = -1;
        long long moves = -1;
        const char *g = strstr(line, " games (");
        /* "   100 games (100 ended)       4084 moves ..." */
        const char *num = g;
        while (num && num > line && num[-1] >= '0' && num[-1] <= '9')
            num--;
        CHECK_MSG(g && sscanf(num, "%d games (%d ended) %lld moves", &games, &ended, &moves) == 3,
                  "playout line '%s'", line);
        CHECK_MSG(games > 0 && ended >= 0 && ended <= games && moves >= ended,
                  "playout line '%s'", line);
    }
    /* the computer's bench: both lines, each with its positions and a node count (pinned by
     * tests/ai, not here) */
    CHECK_STR(next_line(&at), "");
    CHECK_STR(next_line(&at), "search on fixed positions (the computer's bench):");
    static const struct {
        const char *what, *depth;
        int positions;
    } searches[2] = {{"latrunculi", "3", 12}, {"dice", "standard", 8}};
    for (int i = 0; i < 2; i++) {
        line = next_line(&at);
        CHECK_MSG(line != NULL, "search line %d missing", i);
        if (!line)
            break;
        char what[32] = "", depth[32] = "";
        int positions = -1;
        long long nodes = -1;
        CHECK_MSG(sscanf(line, " %31s %d positions depth %31s %lld nodes", what, &positions,
                         depth, &nodes) == 4, "search line '%s'", line);
        CHECK_STR(what, searches[i].what);
        CHECK_STR(depth, searches[i].depth);
        CHECK_INT(positions, searches[i].positions);
        CHECK_MSG(nodes > 0, "search line '%s'", line);
    }
    /* level 5's depth: a line for one thread, two threads and a node budget, each with every
     * position searched at least a ply deep */
    CHECK_STR(next_line(&at), "");
    CHECK_STR(next_line(&at), "level 5's depth on 12x8 middle games:");
    for (int i = 0; i < 3; i++) {
        line = next_line(&at);
        CHECK_MSG(line != NULL, "depth line %d missing", i);
        if (!line)
            break;
        int threads = 0, positions = 0, lo = 0, hi = 0;
        char limit[32] = "";
        double mean = 0;
        CHECK_MSG(sscanf(line, " %d %*s %31s %*s %d positions mean depth %lf (%d..%d)",
                         &threads, limit, &positions, &mean, &lo, &hi) == 6,
                  "depth line '%s'", line);
        CHECK_INT(threads, i == 1 ? 2 : 1);
        CHECK_STR(limit, i == 2 ? "nodes" : "movetime");
        CHECK_INT(positions, 14);
        CHECK_MSG(lo >= 1 && lo <= hi && mean >= lo && mean <= hi, "depth line '%s'", line);
    }
    CHECK_MSG(next_line(&at) == NULL, "more output than expected");
}

/* Anything else on the command line is refused with the usage on standard error. */
static void test_arguments(void)
{
    CHECK_INT(run(engine_path, "bogus 2>/dev/null"), 2);
    CHECK_STR(output, "");
    CHECK_INT(run(engine_path, "bench quick extra 2>/dev/null"), 2);
    CHECK_INT(run(engine_path, "bench slow 2>/dev/null"), 2);
    CHECK_INT(run(engine_path, "--help"), 0);
    CHECK(strstr(output, "ludi-engine bench [quick]") != NULL);
    CHECK_INT(run(engine_path, "--version"), 0);
    CHECK(strncmp(output, "ludi-engine ", 12) == 0);
    /* end of input ends the program with status 0, whatever came before */
    CHECK_INT(run(engine_path, "</dev/null"), 0);
    CHECK_STR(output, "");
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        printf("usage: test_bench <path to ludi-engine>\n0 passed, 1 failed\n");
        return 1;
    }
    engine_path = argv[1];
    RUN(test_bench_quick);
    RUN(test_arguments);
    return check_summary();
}
