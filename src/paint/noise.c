/* noise.c: the painter's hash, gradient noise and fractal sums, and its deterministic math. */
#include "paint_int.h"

uint64_t paint_hash(uint64_t x)
{
    /* splitmix64's finaliser, the increment first so that 0 does not map to 0 */
    return pm_hash(x);
}

/* Sixteen unit gradients, evenly spaced: fewer show as axis-aligned streaks. */
static const float grad16[16][2] = {
    {1.0f, 0.0f},          {0.92387953f, 0.38268343f},   {0.70710678f, 0.70710678f},
    {0.38268343f, 0.92387953f},   {0.0f, 1.0f},          {-0.38268343f, 0.92387953f},
    {-0.70710678f, 0.70710678f},  {-0.92387953f, 0.38268343f},  {-1.0f, 0.0f},
    {-0.92387953f, -0.38268343f}, {-0.70710678f, -0.70710678f}, {-0.38268343f, -0.92387953f},
    {0.0f, -1.0f},         {0.38268343f, -0.92387953f},  {0.70710678f, -0.70710678f},
    {0.92387953f, -0.38268343f},
};

static inline int wrap(int i, int period)
{
    if (period <= 0)
        return i;
    int r = i % period;
    return r < 0 ? r + period : r;
}

static inline float corner(int ix, int iy, float dx, float dy, uint64_t seed)
{
    const float *g = grad16[pm_hash2(ix, iy, seed) >> 60];
    return g[0] * dx + g[1] * dy;
}

float paint_noise(float x, float y, int period_x, int period_y, uint64_t seed)
{
    int ix = pm_floori(x), iy = pm_floori(y);
    float tx = x - (float)ix, ty = y - (float)iy;
    int x0 = wrap(ix, period_x), x1 = wrap(ix + 1, period_x);
    int y0 = wrap(iy, period_y), y1 = wrap(iy + 1, period_y);
    float n00 = corner(x0, y0, tx, ty, seed);
    float n10 = corner(x1, y0, tx - 1.0f, ty, seed);
    float n01 = corner(x0, y1, tx, ty - 1.0f, seed);
    float n11 = corner(x1, y1, tx - 1.0f, ty - 1.0f, seed);
    /* quintic fade: continuous second derivative, so shading from it has no creases */
    float ux = tx * tx * tx * (tx * (tx * 6.0f - 15.0f) + 10.0f);
    float uy = ty * ty * ty * (ty * (ty * 6.0f - 15.0f) + 10.0f);
    float a = pm_mix(n00, n10, ux), b = pm_mix(n01, n11, ux);
    return 1.41421356f * pm_mix(a, b, uy);
}

float paint_fbm(float x, float y, int octaves, int period_x, int period_y, uint64_t seed)
{
    float sum = 0.0f, amp = 1.0f, norm = 0.0f;
    for (int o = 0; o < octaves; o++) {
        sum += amp * paint_noise(x, y, period_x, period_y, seed + (uint64_t)o * 0x632BE59BD9B4E019ull);
        norm += amp;
        amp *= 0.5f;
        x *= 2.0f;
        y *= 2.0f;
        period_x *= 2;
        period_y *= 2;
    }
    return norm > 0.0f ? sum / norm * 1.6f : 0.0f;
}

float paint_ridged(float x, float y, int octaves, int period_x, int period_y, uint64_t seed)
{
    float sum = 0.0f, amp = 1.0f, norm = 0.0f, weight = 1.0f;
    for (int o = 0; o < octaves; o++) {
        float n = 1.0f - fabsf(paint_noise(x, y, period_x, period_y,
                                           seed + (uint64_t)o * 0x632BE59BD9B4E019ull));
        n *= n;
        /* finer octaves only where the coarser crest is: veins branch, not fill */
        sum += amp * n * weight;
        weight = pm_sat(n * 1.5f);
        norm += amp;
        amp *= 0.5f;
        x *= 2.0f;
        y *= 2.0f;
        period_x *= 2;
        period_y *= 2;
    }
    return norm > 0.0f ? sum / norm : 0.0f;
}

float paint_turbulence(float x, float y, int octaves, int period_x, int period_y,
                       uint64_t seed)
{
    float sum = 0.0f, amp = 1.0f, norm = 0.0f;
    for (int o = 0; o < octaves; o++) {
        sum += amp * fabsf(paint_noise(x, y, period_x, period_y,
                                       seed + (uint64_t)o * 0x632BE59BD9B4E019ull));
        norm += amp;
        amp *= 0.5f;
        x *= 2.0f;
        y *= 2.0f;
        period_x *= 2;
        period_y *= 2;
    }
    return norm > 0.0f ? pm_sat(sum / norm * 1.6f) : 0.0f;
}

/* --- deterministic math: only +, -, *, / and floor, which IEEE 754 rounds the same everywhere */

float pm_sin(float x)
{
    /* reduce to [-pi, pi], then fold to [-pi/2, pi/2] where the odd Taylor series is good */
    float k = floorf(x * (1.0f / (2.0f * PM_PI)) + 0.5f);
    x -= k * (2.0f * PM_PI);
    if (x > 0.5f * PM_PI)
        x = PM_PI - x;
    else if (x < -0.5f * PM_PI)
        x = -PM_PI - x;
    float x2 = x * x;
    return x * (1.0f + x2 * (-1.0f / 6.0f + x2 * (1.0f / 120.0f + x2 * (-1.0f / 5040.0f +
                                                                       x2 / 362880.0f))));
}

float pm_cos(float x)
{
    return pm_sin(x + 0.5f * PM_PI);
}

float pm_exp(float x)
{
    if (x < -80.0f)
        return 0.0f;
    if (x > 80.0f)
        x = 80.0f;
    /* e^x = 2^n * e^r with |r| <= ln2 / 2 */
    float n = floorf(x * 1.44269504f + 0.5f);
    float r = x - n * 0.693147181f;
    float p = 1.0f + r * (1.0f + r * (0.5f + r * (1.0f / 6.0f + r * (1.0f / 24.0f +
                                                                     r * (1.0f / 120.0f + r / 720.0f)))));
    return ldexpf(p, (int)n);
}

float pm_powi(float x, int n)
{
    float r = 1.0f;
    while (n > 0) {
        if (n & 1)
            r *= x;
        x *= x;
        n >>= 1;
    }
    return r;
}

float pm_atan2(float y, float x)
{
    float ax = fabsf(x), ay = fabsf(y);
    if (ax == 0.0f && ay == 0.0f)
        return 0.0f;
    /* atan on [0, 1] by a minimax polynomial (error about 1e-5), then the octants */
    float z = ax > ay ? ay / ax : ax / ay, z2 = z * z;
    float a = z * (0.9998660f + z2 * (-0.3302995f + z2 * (0.1801410f + z2 * (-0.0851330f +
                                                                             z2 * 0.0208351f))));
    if (ay > ax)
        a = 0.5f * PM_PI - a;
    if (x < 0.0f)
        a = PM_PI - a;
    return y < 0.0f ? -a : a;
}
