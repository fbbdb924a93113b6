/* rng.h: the one seeded random generator (xoshiro256**), its state passed explicitly. */
#ifndef LUDI_RNG_H
#define LUDI_RNG_H

#include <stdint.h>

struct ludi_rng {
    uint64_t s[4];
};

/* Seeds through splitmix64, so every seed (0 included) gives a good state. */
void ludi_rng_seed(struct ludi_rng *r, uint64_t seed);
uint64_t ludi_rng_next(struct ludi_rng *r);
/* Uniform in [0, n), without modulo bias; n must be at least 1. */
uint32_t ludi_rng_below(struct ludi_rng *r, uint32_t n);
/* One six-sided die: 1..6. */
int ludi_rng_die(struct ludi_rng *r);
/* Uniform double in [0, 1). */
double ludi_rng_unit(struct ludi_rng *r);

#endif
