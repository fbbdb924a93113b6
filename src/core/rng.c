/* rng.c: xoshiro256** (Blackman and Vigna), seeded by splitmix64; identical on every machine. */
#include "ludi/rng.h"

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static uint64_t rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

void ludi_rng_seed(struct ludi_rng *r, uint64_t seed)
{
    for (int i = 0; i < 4; i++)
        r->s[i] = splitmix64(&seed);
}

uint64_t ludi_rng_next(struct ludi_rng *r)
{
    uint64_t *s = r->s;
    uint64_t result = rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

uint32_t ludi_rng_below(struct ludi_rng *r, uint32_t n)
{
    /* Lemire's multiply-and-reject: unbiased, usually one draw. */
    uint64_t m = (ludi_rng_next(r) >> 32) * (uint64_t)n;
    uint32_t low = (uint32_t)m;
    if (low < n) {
        uint32_t threshold = (uint32_t)(-n) % n;
        while (low < threshold) {
            m = (ludi_rng_next(r) >> 32) * (uint64_t)n;
            low = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}

int ludi_rng_die(struct ludi_rng *r)
{
    return 1 + (int)ludi_rng_below(r, 6);
}

double ludi_rng_unit(struct ludi_rng *r)
{
    return (double)(ludi_rng_next(r) >> 11) * 0x1.0p-53;
}
