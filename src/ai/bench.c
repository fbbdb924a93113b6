/* bench.c: the bench: fixed positions of every game searched to a fixed depth on one thread. */
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

/* Searches s to depth at full strength and adds it to out's figures. */
static bool bench_one(struct ludi_ai *ai, const struct ludi_state *s, int depth,
                      struct ludi_ai_bench *out)
{
    struct ludi_ai_limits lim = {.level = LUDI_AI_LEVELS, .depth = depth};
    struct ludi_ai_result r;
    if (!ludi_ai_choose(ai, s, NULL, &lim, 1, NULL, &r))   /* positions set up: no past */
        return false;
    out->positions++;
    out->nodes += r.nodes;
    out->elapsed_ms += r.elapsed_ms;
    return true;
}

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
        char opts[64];
        ludi_options_default(LUDI_LATRUNCULI, &o);
        snprintf(opts, sizeof opts, "%s", bench_positions[i][0]);
        for (char *tok = strtok(opts, " "); tok; tok = strtok(NULL, " "))
            ok &= ludi_options_set(&o, tok, NULL, 0);
        if (!ok || !ludi_position_parse(&o, bench_positions[i][1], &s, NULL, 0)) {
            ok = false;
            continue;
        }
        ok &= bench_one(ai, &s, out->depth, out);
    }
    ludi_ai_free(ai);
    return ok;
}

/* The dice games: positions of seeded random games with the dice thrown, written out so that
 * they never change; each searched to its standard depth in turns (Duodecim scripta's 56
 * throws make a turn there cost what several cost in Pente grammai). */
static const struct {
    enum ludi_game game;
    const char *options, *position;
    int dice[LUDI_MAX_DICE];
    int depth;
} bench_dice_positions[] = {
    {LUDI_PENTE, "lines=5 mode=knockoff", "A:1A,2A,4A,2B,4B B:3A,3B,3B,3B,5B a", {6}, 5},
    {LUDI_PENTE, "lines=5 mode=classic", "A:1A,3A,4A,5A,3B B:3A,3B,3B,3B,5B a", {4}, 4},
    {LUDI_PENTE, "lines=7 mode=knockoff", "A:1A,3A,4A,7A,2B,4B,4B B:3B,4B,4B,4B,4B,4B,7B a",
     {1}, 5},
    {LUDI_PENTE, "lines=9 mode=classic",
     "A:2A,5A,5A,6A,7A,9A,4B,5B,5B B:4A,5A,5A,8A,2B,5B,5B,7B,8B a", {6}, 3},
    {LUDI_DUODECIM, "path=standard",
     "one:1*2,2,3*2,4*3,6*3,12,13,20,28 two:1,3*2,5*2,6*5,7,9,10,17,28 one", {5, 6, 6}, 2},
    {LUDI_DUODECIM, "path=standard",
     "one:3,4,5*4,6,9,11*2,16,19,23,25*2 two:3*2,5,6*3,10,12*3,16*2,17,19,20 one", {3, 3, 4},
     2},
    {LUDI_DUODECIM, "path=cross",
     "one:1,2,3,4,5,6*2,8,10*2,11,14*2,16,17 two:3*3,5*2,6*4,10*2,13,23,28,29 one", {1, 3, 5},
     2},
    {LUDI_DUODECIM, "path=standard",
     "one:1,2,3*3,4,6,7*2,9,15,17,20,30*2 two:3,4*3,5*2,6*2,11,14,16,17*2,20,24 one",
     {1, 5, 5}, 2},
};

bool ludi_ai_bench_dice(int depth, struct ludi_ai_bench *out)
{
    struct ludi_ai *ai = ludi_ai_new();
    if (!ai)
        return false;
    out->positions = 0;
    out->depth = depth;
    out->nodes = 0;
    out->elapsed_ms = 0;
    bool ok = true;
    for (size_t i = 0; i < sizeof bench_dice_positions / sizeof bench_dice_positions[0]; i++) {
        struct ludi_options o;
        struct ludi_state s, t;
        char opts[64];
        enum ludi_game g = bench_dice_positions[i].game;
        ludi_options_default(g, &o);
        snprintf(opts, sizeof opts, "%s", bench_dice_positions[i].options);
        for (char *tok = strtok(opts, " "); tok; tok = strtok(NULL, " "))
            ok &= ludi_options_set(&o, tok, NULL, 0);
        if (!ok || !ludi_position_parse(&o, bench_dice_positions[i].position, &s, NULL, 0) ||
            !ludi_set_dice(&s, bench_dice_positions[i].dice, ludi_game_dice(g), &t, NULL, 0)) {
            ok = false;
            continue;
        }
        ok &= bench_one(ai, &t, depth > 0 ? depth : bench_dice_positions[i].depth, out);
    }
    ludi_ai_free(ai);
    return ok;
}

/* 12x8 middle games (default rules) reached from seeded random openings by level 3 play, and
 * the bench's two, written out so that they never change. */
static const char *const depth_positions[] = {
    "wwwwwww1ww1w/6W3w1/8b3/12/6B5/7b1b2/12/bbbbbb2b1bb b 7",
    "wwwwwwww1www/12/12/b7W3/6B5/12/b11/bbbbbb2bbbb b 19",
    "wwwwwwwwwwww/12/6B5/W11/12/12/5b6/1bbbbbbbbbbb b 18",
    "ww1wwwwwwwww/12/12/1W10/12/w1B9/5b6/bbbb1bbbbbbb b 18",
    "wwwwww1wwwww/12/10W1/12/4b7/12/5B6/b1bbbbbbbbbb b 9",
    "wwwwwww1wwww/12/b11/7W4/12/12/1B10/b1bbbbbbbbbb b 21",
    "w1wwwwwwwwww/12/7B3b/12/1w10/3W8/12/bbbbbbbbbbb1 b 18",
    "1wwwwwwwwwww/12/2B9/w11/12/6W5/11b/bbbbbbb1bbbb b 18",
    "1wwwwwwwwwww/12/B11/12/b9W1/12/9b2/1bbbbb1bbbbb b 1",
    "wwwwwww1wwww/12/11w/3W8/11b/4B7/12/bbbbb1bbbbbb b 18",
    "ww3wwwwwww/12/6B5/1w8W1/2w9/3w6b1/b11/1b1bbbbbbbbb b 18",
    "1w4wwwwww/12/12/w9W1/Bw10/1bw2w4b1/b11/2b1bbbbbbbb b 5",
    "ww1w2wwwwww/2w1w3W3/8bb2/12/12/8w3/6B5/b1b1bbbbb1bb b 0",
    "w2wwww1ww1w/12/10w1/6w1b3/5b6/b5W5/2b3Bw4/1b1bb1bb1bb1 w 0",
};

bool ludi_ai_bench_depth(const struct ludi_ai_limits *lim, struct ludi_ai_bench *out)
{
    struct ludi_ai *ai = ludi_ai_new();
    if (!ai)
        return false;
    memset(out, 0, sizeof *out);
    out->depth_min = 1 << 30;
    bool ok = true;
    struct ludi_options o;
    ludi_options_default(LUDI_LATRUNCULI, &o);
    ok &= ludi_options_set(&o, "size=12x8", NULL, 0);
    for (size_t i = 0; ok && i < sizeof depth_positions / sizeof depth_positions[0]; i++) {
        struct ludi_state s;
        struct ludi_ai_result r;
        ok &= ludi_position_parse(&o, depth_positions[i], &s, NULL, 0) &&
              ludi_ai_choose(ai, &s, NULL, lim, 1, NULL, &r);   /* set up: no past */
        if (!ok)
            break;
        out->positions++;
        out->nodes += r.nodes;
        out->elapsed_ms += r.elapsed_ms;
        out->depth_total += r.depth;
        out->depth_min = r.depth < out->depth_min ? r.depth : out->depth_min;
        out->depth_max = r.depth > out->depth_max ? r.depth : out->depth_max;
    }
    ludi_ai_free(ai);
    return ok;
}
