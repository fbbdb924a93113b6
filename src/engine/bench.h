/* bench.h: the measurements behind `ludi-engine bench`: perft, random playouts, search. */
#ifndef LUDI_BENCH_H
#define LUDI_BENCH_H

#include <stdint.h>
#include <stdio.h>

#include "ludi/rules.h"

struct bench_perft_case {
    const char *options;     /* "size=12x8" */
    int depth;
};

extern const struct bench_perft_case bench_perft_cases[];
extern const int bench_perft_ncases;

/* Leaves of one perft case from the start position. */
int64_t bench_perft_leaves(const struct bench_perft_case *c);

/* Plays n random games of one game and options from seed (throwing dice as needed); returns the
 * total number of moves (passes included) and fills the number of finished games. */
int64_t bench_playouts(enum ludi_game g, const char *options, uint64_t seed, int n,
                       int *finished);

/* The whole bench, printed to out; quick runs smaller cases. Returns 0. */
int bench_run(FILE *out, int quick);

#endif
