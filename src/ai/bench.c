/* bench.c: the bench: fixed Latrunculi positions of every size searched to a fixed depth. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_int.h"

#define BENCH_DEPTH 5

/* Options and position: middle games of every size and both king rules, reached from the
 * start by seeded random openings and level-2 play, written out so that they never change. */
static const char *const bench_positions[][2] = {
    {"size=8x8", "ww1w1www/8/8/7W/4wb2/4w3/4B3/bbbbbb1b b 10"},
    {"size=8x8", "wwwww2w/8/b3B3/8/8/1b3W2/8/b2bbbbb w 11"},
    {"size=8x8 king=surrounded", "ww3www/W7/b2b4/8/b7/8/7b/2bbbbB1 b 1"},
    {"size=12x8", "ww1w2wwwwww/2w1w3W3/8bb2/12/12/8w3/6B5/b1b1bbbbb1bb b 0"},
    {"size=12x8", "w2wwww1ww1w/12/10w1/6w1b3/5b6/b5W5/2b3Bw4/1b1bb1bb1bb1 w 0"},
    {"size=12x8 king=surrounded", "www1wwwwwwww/11w/12/1B10/12/3W7b/11b/bbb2bbbbbbb b 26"},
    {"size=10x9", "w1w2wwwww/4W5/10/1w8/8b1/w3b1b3/10/5B4/bbbb1b1b1b b 3"},
    {"size=10x9", "wwww2w1ww/4W5/10/4w5/10/6b3/10/3B3w2/bb1b1bbbbb w 6"},
    {"size=10x9 king=surrounded", "wwwwwwww2/10/8Ww/5b4/6B3/10/10/10/bbbb2bbbb b 4"},
    {"size=11x10", "wwwwwwwww1w/9W1/b3b1B4/11/11/1b9/11/w10/11/b1bb1bbb1bb b 10"},
    {"size=11x10", "wwwwwwwww1w/11/11/10B/11/5W5/11/8b2/11/b1bbbbbbbbb w 11"},
    {"size=11x10 king=surrounded", "wwww1wwwwww/11/11/11/11/11/8B2/4W4w1/10b/bbbbbb1bbbb b 26"},
};

bool ludi_ai_bench_run(int depth, struct ludi_ai_bench *out)
{
    struct ludi_ai *ai = ludi_ai_new();
    if (!ai)
        return false;
    out->positions = 0;
    out->depth = depth > 0 ? depth : BENCH_DEPTH;
    out->nodes = 0;
    out->elapsed_ms = 0;
    bool ok = true;
    for (size_t i = 0; i < sizeof bench_positions / sizeof bench_positions[0]; i++) {
        struct ludi_options o;
        struct ludi_state s;
        struct ludi_ai_result r;
        char opts[64];
        ludi_options_default(LUDI_LATRUNCULI, &o);
        snprintf(opts, sizeof opts, "%s", bench_positions[i][0]);
        for (char *tok = strtok(opts, " "); tok; tok = strtok(NULL, " "))
            ok &= ludi_options_set(&o, tok, NULL, 0);
        if (!ok || !ludi_position_parse(&o, bench_positions[i][1], &s, NULL, 0)) {
            ok = false;
            continue;
        }
        struct ludi_ai_limits lim = {.level = LUDI_AI_LEVELS, .depth = out->depth};
        if (!ludi_ai_choose(ai, &s, &lim, 1, NULL, &r)) {
            ok = false;
            continue;
        }
        out->positions++;
        out->nodes += r.nodes;
        out->elapsed_ms += r.elapsed_ms;
    }
    ludi_ai_free(ai);
    return ok;
}
