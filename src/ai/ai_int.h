/* ai_int.h: what the AI's files share: the budget of one search, the clock, the table. */
#ifndef LUDI_AI_INT_H
#define LUDI_AI_INT_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <time.h>

#include "ludi/ai.h"

/* What one search may spend and how it plays, resolved from the level and the limits. */
struct ai_budget {
    int depth;                   /* deepest iteration */
    int64_t nodes;               /* 0 = no node limit */
    int movetime_ms;             /* 0 = no time limit */
    int noise;                   /* evaluation noise amplitude (score units), 0 = none */
    int contempt;                /* what a draw costs the searching side (score units) */
    int careless;                /* percent of moves played at a glance (1 ply, much noise) */
    int tt_log2;                 /* the table's size for this search: 2^tt_log2 buckets */
    int threads;                 /* threads searching (1 below level 5) */
    int style;                   /* Latrunculi: 0 the careful search of levels 1-4, 1 level 5's */
    bool judge;                  /* ludi_ai_limits.judge */
    bool drive_scaled;           /* Latrunculi level 5: its drive at drive_pct percent (the
                                    opponent model, search_lat.c), not as its style has it */
    int drive_pct;
    uint64_t seed;
    const atomic_int *stop;
};

void ai_budget_of(const struct ludi_ai_limits *limits, struct ai_budget *out);

/* --- timeman.c: the clock of one search --- */
struct ai_clock {
    struct timespec start;
    int64_t soft_ms;             /* do not start another iteration after this */
    int64_t hard_ms;             /* stop searching at once (0 = never) */
};

void ai_clock_start(struct ai_clock *c, int movetime_ms);
int64_t ai_clock_ms(const struct ai_clock *c);
bool ai_clock_hard_over(const struct ai_clock *c);
bool ai_clock_soft_over(const struct ai_clock *c);

/* --- tt.c: the transposition table: two slots per bucket, shared by the threads of one
 * search without locks: a slot is two 64-bit words written and read atomically, the key
 * stored XORed with the data, so a slot torn by two writers reads as a miss (Hyatt). --- */
enum { AI_BOUND_NONE, AI_BOUND_UPPER, AI_BOUND_LOWER, AI_BOUND_EXACT };

struct ai_tt_entry {
    int16_t score;
    int16_t eval;
    uint16_t move;
    uint8_t depth;
    uint8_t bound;
};

struct ai_tt_slot {
    _Atomic uint64_t check;      /* key ^ data */
    _Atomic uint64_t data;       /* struct ai_tt_entry packed */
};

struct ai_tt {
    struct ai_tt_slot *slots;    /* buckets of 2: [0] depth-preferred, [1] always-replace */
    uint64_t mask;               /* buckets in use - 1 */
    int max_log2;                /* buckets allocated: 2^max_log2 */
};

bool ai_tt_init(struct ai_tt *tt, int max_log2);
void ai_tt_free(struct ai_tt *tt);
/* Empties the table and uses 2^log2 buckets of it (at most the allocated): a small search
 * clears a small table, and the table never carries anything from one search to the next,
 * so a search's result depends only on its position, limits and seed. Not while threads use
 * it. */
void ai_tt_clear(struct ai_tt *tt, int log2);
/* Fills *out and returns true when the table holds key. */
bool ai_tt_probe(const struct ai_tt *tt, uint64_t key, struct ai_tt_entry *out);
void ai_tt_store(struct ai_tt *tt, uint64_t key, int depth, int bound, int score, int eval,
                 uint16_t move);

/* --- the searches per game --- */
struct lat_search;
/* The searches' weights by name (ai.c): sets the one called name (false: no such name), and
 * writes them all as "name=value" separated by spaces (returns the length it needed). */
bool ai_weights_set(const char **names, int **values, int n, const char *name, int value);
/* A table of named weights handed out as names and pointers (at most cap); returns its size. */
struct ai_named {
    const char *name;
    int *value;
};
int ai_named_out(const struct ai_named *t, int n, const char **names, int **values, int cap);
size_t ai_weights_format(const char **names, int **values, int n, char *buf, size_t len);

struct lat_search *lat_search_new(void);
void lat_search_free(struct lat_search *ls);
/* Searches s on nthreads threads (ls[0 .. nthreads - 1], ls[0] on the calling thread)
 * sharing tt; one thread when the budget has careless moves or depth 1. */
bool lat_search_choose(struct lat_search **ls, int nthreads, struct ai_tt *tt,
                       const struct ludi_state *s, const struct ludi_past *past,
                       const struct ai_budget *b, struct ludi_ai_result *out);
bool lat_search_set_weight(struct lat_search *ls, const char *name, int value);
/* Gives dst the weights and switches of src. */
void lat_search_copy_settings(struct lat_search *dst, const struct lat_search *src);
size_t lat_search_weights(const struct lat_search *ls, char *buf, size_t len);

struct dice_search;
struct dice_search *dice_search_new(void);
void dice_search_free(struct dice_search *ds);
bool dice_search_choose(struct dice_search *ds, const struct ludi_state *s,
                        const struct ludi_ai_limits *limits, uint64_t seed,
                        const atomic_int *stop, struct ludi_ai_result *out);
/* The turns the last dice_search_choose judged alike (at its deepest iteration, or exactly),
 * best first, the one it chose first: at most cap of them; returns how many. */
int dice_search_ranked(const struct dice_search *ds, struct ludi_ai_turn *out, int cap);
/* A turn begun: the next searches from s choose only among the legal whole turns that start
 * with the steps made (returns how many; s NULL or nmade 0: every turn again). */
int dice_search_begun(struct dice_search *ds, const struct ludi_state *s,
                      const struct ludi_step *made, int nmade);
bool dice_search_set_weight(struct dice_search *ds, const char *name, int value);
size_t dice_search_weights(const struct dice_search *ds, char *buf, size_t len);

#endif
