/* paint_int.h: small helpers shared inside the painter: clamps, mixes, deterministic math. */
#ifndef LUDI_PAINT_INT_H
#define LUDI_PAINT_INT_H

#include <math.h>
#include <stddef.h>
#include <stdint.h>

#include "ludi/paint.h"

#define PM_PI 3.14159265358979f

/* A colour being worked on, 0..1 per channel. */
struct pm_rgb {
    float r, g, b;
};

static inline float pm_clamp(float x, float lo, float hi)
{
    return x < lo ? lo : x > hi ? hi : x;
}

static inline float pm_sat(float x)
{
    return pm_clamp(x, 0.0f, 1.0f);
}

static inline float pm_mix(float a, float b, float t)
{
    return a + (b - a) * t;
}

static inline float pm_smooth(float e0, float e1, float x)
{
    float t = pm_sat((x - e0) / (e1 - e0));
    return t * t * (3.0f - 2.0f * t);
}

static inline int pm_mini(int a, int b)
{
    return a < b ? a : b;
}

static inline int pm_maxi(int a, int b)
{
    return a > b ? a : b;
}

/* Float to int, clamped first so that huge or odd values never overflow the conversion. */
static inline int pm_floori(float x)
{
    if (!(x > -1e8f))
        return -100000000;
    if (x > 1e8f)
        return 100000000;
    return (int)floorf(x);
}

static inline struct pm_rgb pm_hex(uint32_t rgb)
{
    struct pm_rgb c = {(float)((rgb >> 16) & 255) / 255.0f, (float)((rgb >> 8) & 255) / 255.0f,
                       (float)(rgb & 255) / 255.0f};
    return c;
}

static inline struct pm_rgb pm_mixc(struct pm_rgb a, struct pm_rgb b, float t)
{
    struct pm_rgb c = {pm_mix(a.r, b.r, t), pm_mix(a.g, b.g, t), pm_mix(a.b, b.b, t)};
    return c;
}

static inline struct pm_rgb pm_scalec(struct pm_rgb a, float k)
{
    struct pm_rgb c = {a.r * k, a.g * k, a.b * k};
    return c;
}

static inline float pm_luma(struct pm_rgb c)
{
    return 0.299f * c.r + 0.587f * c.g + 0.114f * c.b;
}

static inline uint8_t pm_byte(float v)
{
    return (uint8_t)(pm_sat(v) * 255.0f + 0.5f);
}

/* A uniform float in [0, 1) from a hash. */
static inline float pm_unit(uint64_t h)
{
    return (float)(h >> 40) * (1.0f / 16777216.0f);
}

/* paint_hash, inlined for the noise's inner loop. */
static inline uint64_t pm_hash(uint64_t x)
{
    uint64_t z = x + 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* Hash of a lattice point and a seed. */
static inline uint64_t pm_hash2(int x, int y, uint64_t seed)
{
    return pm_hash(seed ^ (((uint64_t)(uint32_t)x << 32) | (uint32_t)y));
}

/* Deterministic replacements for libm's transcendental functions (those may differ between
   C libraries in the last bit, and a changed bit is a changed asset). */
float pm_sin(float x);
float pm_cos(float x);
float pm_exp(float x);
float pm_atan2(float y, float x);
/* x to a whole power, by squaring. */
float pm_powi(float x, int n);

/* Box blur of a float plane in place: passes of radius `radius` (3 passes ~ a Gaussian of
   sigma = radius), zero beyond the edges or wrapping round them. False if out of memory. */
bool pm_blur(float *v, int w, int h, int radius, int passes, bool wrap);

#endif
