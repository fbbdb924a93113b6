/* material.c: the seeded materials: limestone, terracotta, a wooden table, dark stone. */
#include <stdlib.h>

#include "paint_int.h"

/* A material while it is being made: albedo and height (in pixels) per pixel. Everything wraps
   round the edges, so every material tiles seamlessly. */
struct surf {
    int w, h;
    float *hgt;
    struct pm_rgb *alb;
};

/* Noise coordinates for features about `size` pixels across that still wrap exactly: a whole
   number of lattice cells across the image (cells a little stretched if need be). */
struct scale {
    float kx, ky;
    int px, py;
};

static struct scale scale_of(const struct surf *s, float size)
{
    struct scale sc;
    sc.px = pm_maxi(1, (int)((float)s->w / size + 0.5f));
    sc.py = pm_maxi(1, (int)((float)s->h / size + 0.5f));
    sc.kx = (float)sc.px / (float)s->w;
    sc.ky = (float)sc.py / (float)s->h;
    return sc;
}

static float fbm_at(struct scale sc, float x, float y, int octaves, uint64_t seed)
{
    return paint_fbm(x * sc.kx, y * sc.ky, octaves, sc.px, sc.py, seed);
}

static float noise_at(struct scale sc, float x, float y, uint64_t seed)
{
    return paint_noise(x * sc.kx, y * sc.ky, sc.px, sc.py, seed);
}

static float ridged_at(struct scale sc, float x, float y, int octaves, uint64_t seed)
{
    return paint_ridged(x * sc.kx, y * sc.ky, octaves, sc.px, sc.py, seed);
}

static bool surf_init(struct surf *s, const struct paint_image *img)
{
    s->w = img->w;
    s->h = img->h;
    s->hgt = calloc((size_t)s->w * (size_t)s->h, sizeof *s->hgt);
    s->alb = calloc((size_t)s->w * (size_t)s->h, sizeof *s->alb);
    if (!s->hgt || !s->alb || !img->px) {
        free(s->hgt);
        free(s->alb);
        return false;
    }
    return true;
}

static void surf_free(struct surf *s)
{
    free(s->hgt);
    free(s->alb);
}

/* One round feature (pore, speck, pit), stamped with wrap-around. */
struct dot {
    float x, y, r;
    float dh;                    /* added to the height at the centre (negative: a hollow) */
    float mul;                   /* albedo multiplied by this inside */
    struct pm_rgb col;           /* and mixed towards this ... */
    float amt;                   /* ... by this much */
    float ragged;                /* 0 round, up to ~0.5 for an irregular outline */
    uint64_t seed;
};

static void stamp_dot(struct surf *s, const struct dot *d)
{
    float reach = d->r * (1.0f + d->ragged) + 1.5f;
    int x0 = pm_floori(d->x - reach), x1 = pm_floori(d->x + reach);
    int y0 = pm_floori(d->y - reach), y1 = pm_floori(d->y + reach);
    for (int y = y0; y <= y1; y++) {
        for (int x = x0; x <= x1; x++) {
            float ex = (float)x + 0.5f - d->x, ey = (float)y + 0.5f - d->y;
            float dist = sqrtf(ex * ex + ey * ey);
            float r = d->r;
            if (d->ragged > 0.0f && dist > 0.0f)
                r *= 1.0f + d->ragged * paint_noise(1.1f * ex / dist, 1.1f * ey / dist, 0, 0,
                                                    d->seed);
            float cov = pm_sat(r - dist + 0.5f);
            if (cov <= 0.0f)
                continue;
            /* a bowl: deepest in the middle, walls steepest near the rim */
            float q = pm_sat(dist / (r > 0.1f ? r : 0.1f));
            float bowl = cov * (1.0f - q * q);
            int wx = ((x % s->w) + s->w) % s->w, wy = ((y % s->h) + s->h) % s->h;
            size_t i = (size_t)wy * (size_t)s->w + (size_t)wx;
            s->hgt[i] += d->dh * bowl;
            struct pm_rgb c = pm_scalec(s->alb[i], pm_mix(1.0f, d->mul, cov));
            s->alb[i] = pm_mixc(c, d->col, d->amt * cov);
        }
    }
}

/* Scatters features on a jittered grid of cells about `cell` pixels: each cell has one with
   probability `prob`; fill() sets its size and looks from the cell's hash. With clump > 0 the
   probability swells and fades over patches about clump_size pixels across. */
typedef void (*dot_fill_fn)(struct dot *d, uint64_t h);

static void scatter_clustered(struct surf *s, float cell, float prob, float clump,
                              float clump_size, uint64_t seed, dot_fill_fn fill)
{
    int nx = pm_maxi(1, (int)((float)s->w / cell + 0.5f));
    int ny = pm_maxi(1, (int)((float)s->h / cell + 0.5f));
    float cw = (float)s->w / (float)nx, ch = (float)s->h / (float)ny;
    struct scale sc = {0};
    if (clump > 0.0f)
        sc = scale_of(s, clump_size);
    for (int j = 0; j < ny; j++)
        for (int i = 0; i < nx; i++) {
            uint64_t h = pm_hash2(i, j, seed);
            float p = prob;
            if (clump > 0.0f) {
                float n = fbm_at(sc, ((float)i + 0.5f) * cw, ((float)j + 0.5f) * ch, 3, seed + 1);
                p *= pm_sat(1.0f + clump * n);
            }
            if (pm_unit(h) >= p)
                continue;
            struct dot d = {0};
            h = paint_hash(h);
            d.x = ((float)i + pm_unit(h)) * cw;
            h = paint_hash(h);
            d.y = ((float)j + pm_unit(h)) * ch;
            fill(&d, paint_hash(h));
            stamp_dot(s, &d);
        }
}

static void scatter(struct surf *s, float cell, float prob, uint64_t seed, dot_fill_fn fill)
{
    scatter_clustered(s, cell, prob, 0.0f, 0.0f, seed, fill);
}

/* Lights the surface from the upper left and writes it out. relief scales the slopes;
   cavity darkens hollows (dirt and occlusion) by how far they lie below their surroundings. */
static void surf_finish(struct surf *s, struct paint_image *img, float relief, float cavity,
                        int cavity_r)
{
    size_t n = (size_t)s->w * (size_t)s->h;
    float *hb = malloc(sizeof *hb * n);
    if (hb) {
        for (size_t i = 0; i < n; i++)
            hb[i] = s->hgt[i];
        if (!pm_blur(hb, s->w, s->h, cavity_r, 3, true)) {
            free(hb);
            hb = NULL;
        }
    }
    const float lx = -0.45f, ly = -0.45f, lz = 0.7714f;
    for (int y = 0; y < s->h; y++) {
        int yu = (y + s->h - 1) % s->h, yd = (y + 1) % s->h;
        for (int x = 0; x < s->w; x++) {
            int xl = (x + s->w - 1) % s->w, xr = (x + 1) % s->w;
            size_t i = (size_t)y * (size_t)s->w + (size_t)x;
            float hx = 0.5f * relief * (s->hgt[(size_t)y * (size_t)s->w + (size_t)xr] -
                                        s->hgt[(size_t)y * (size_t)s->w + (size_t)xl]);
            float hy = 0.5f * relief * (s->hgt[(size_t)yd * (size_t)s->w + (size_t)x] -
                                        s->hgt[(size_t)yu * (size_t)s->w + (size_t)x]);
            float nl = (-hx * lx - hy * ly + lz) / sqrtf(hx * hx + hy * hy + 1.0f);
            float light = 1.0f + 0.9f * (nl / lz - 1.0f);
            if (hb)
                light *= 1.0f - pm_sat((hb[i] - s->hgt[i]) * cavity);
            struct pm_rgb c = pm_scalec(s->alb[i], light);
            uint8_t *p = img->px + i * 4;
            p[0] = pm_byte(c.r);
            p[1] = pm_byte(c.g);
            p[2] = pm_byte(c.b);
            p[3] = 255;
        }
    }
    free(hb);
}

/* --- limestone --- */

static void stone_pore(struct dot *d, uint64_t h)
{
    d->r = 0.5f + 1.2f * pm_unit(h) * pm_unit(paint_hash(h));
    d->dh = -1.0f;
    d->mul = 0.90f;
}

static void stone_pit(struct dot *d, uint64_t h)
{
    d->r = 2.5f + 6.0f * pm_unit(h);
    d->dh = -2.5f - 2.0f * pm_unit(paint_hash(h));
    d->mul = 0.86f;
    d->col = pm_hex(0x8a8275);
    d->amt = 0.3f;
    d->ragged = 0.25f;
    d->seed = h;
}

static void stone_speck(struct dot *d, uint64_t h)
{
    /* shell fragments: a little paler or darker than the stone */
    d->r = 0.5f + 0.9f * pm_unit(h);
    bool pale = (h >> 20 & 3) != 0;
    d->mul = pale ? 1.07f : 0.90f;
    d->dh = pale ? 0.3f : -0.2f;
}

void paint_stone(struct paint_image *img, uint64_t seed)
{
    struct surf s;
    if (!surf_init(&s, img))
        return;
    struct scale broad = scale_of(&s, 300.0f), mid = scale_of(&s, 48.0f);
    struct scale fine = scale_of(&s, 3.2f), patch = scale_of(&s, 360.0f);
    struct scale vein = scale_of(&s, 230.0f), tint = scale_of(&s, 520.0f);
    struct pm_rgb dark = pm_hex(0x9d968a), light = pm_hex(0xc9c2b4);
    uint64_t k = paint_hash(seed);
    for (int y = 0; y < s.h; y++) {
        for (int x = 0; x < s.w; x++) {
            float fx = (float)x, fy = (float)y;
            size_t i = (size_t)y * (size_t)s.w + (size_t)x;
            float worn = pm_smooth(0.05f, 0.55f, fbm_at(patch, fx, fy, 3, k + 1));
            float base = 0.5f + 0.55f * fbm_at(broad, fx, fy, 5, k + 2);
            float mott = fbm_at(mid, fx, fy, 3, k + 3);
            float grain = noise_at(fine, fx, fy, k + 4);
            /* veins: domain-warped ridges, faint; a few paler calcite threads */
            float wx = fx + 40.0f * fbm_at(broad, fx, fy, 2, k + 5);
            float wy = fy + 40.0f * fbm_at(broad, fx, fy, 2, k + 6);
            float v = pm_smooth(0.86f, 0.975f, ridged_at(vein, wx, wy, 2, k + 7));
            float cal = pm_smooth(0.93f, 0.99f, ridged_at(vein, wy, wx, 2, k + 8));
            struct pm_rgb c = pm_mixc(dark, light, pm_sat(base + 0.06f * worn));
            c = pm_scalec(c, 1.0f + 0.05f * mott * (1.0f - 0.5f * worn) - 0.06f * v + 0.05f * cal);
            /* weathering stains: broad, faint, darker and browner */
            float st = pm_smooth(0.3f, 0.9f, fbm_at(patch, fx, fy, 4, k + 14));
            c = pm_mixc(c, pm_scalec(c, 0.88f), 0.5f * st);
            c.b *= 1.0f - 0.03f * st;
            /* warm and cool drifts, as in real limestone */
            float t = fbm_at(tint, fx, fy, 2, k + 9);
            c.r *= 1.01f + 0.018f * t;
            c.b *= 0.985f - 0.025f * t;
            s.alb[i] = c;
            s.hgt[i] = 4.0f * fbm_at(broad, fx, fy, 4, k + 10) +
                       (1.0f - 0.7f * worn) * (0.4f * mott + 0.22f * grain) - 0.5f * v;
        }
    }
    scatter_clustered(&s, 8.0f, 0.16f, 2.2f, 150.0f, k + 11, stone_pore);
    scatter(&s, 13.0f, 0.22f, k + 12, stone_speck);
    scatter(&s, 260.0f, 0.55f, k + 13, stone_pit);
    surf_finish(&s, img, 1.0f, 0.20f, 3);
    surf_free(&s);
}

/* --- terracotta --- */

static void clay_grog(struct dot *d, uint64_t h)
{
    /* crushed fired clay and sand tempering the body: mostly pale, some dark, a few white */
    d->r = 0.45f + 1.0f * pm_unit(h) * pm_unit(paint_hash(h + 1));
    unsigned kind = (unsigned)(h >> 24) % 20u;
    if (kind < 11) {
        d->col = pm_hex(0xdcab82);
        d->amt = 0.55f;
    } else if (kind < 17) {
        d->col = pm_hex(0x5a2c18);
        d->amt = 0.55f;
    } else {
        d->col = pm_hex(0xeedcc4);
        d->amt = 0.7f;
    }
    d->mul = 1.0f;
    d->dh = (h >> 40 & 1) ? 0.5f : -0.5f;
}

static void clay_hole(struct dot *d, uint64_t h)
{
    d->r = 0.8f + 1.6f * pm_unit(h);
    d->dh = -2.0f;
    d->mul = 0.75f;
    d->ragged = 0.3f;
    d->seed = h;
}

void paint_terracotta(struct paint_image *img, uint64_t seed)
{
    struct surf s;
    if (!surf_init(&s, img))
        return;
    struct scale broad = scale_of(&s, 280.0f), cloud = scale_of(&s, 210.0f);
    struct scale mid = scale_of(&s, 24.0f), fine = scale_of(&s, 2.6f), med = scale_of(&s, 7.0f);
    struct pm_rgb dark = pm_hex(0x9a4f2a), light = pm_hex(0xc4703f);
    struct pm_rgb smoke = pm_hex(0x74503c), bright = pm_hex(0xcc7c4c);
    uint64_t k = paint_hash(seed ^ 0x7E22AC07ull);
    for (int y = 0; y < s.h; y++) {
        for (int x = 0; x < s.w; x++) {
            float fx = (float)x, fy = (float)y;
            size_t i = (size_t)y * (size_t)s.w + (size_t)x;
            float base = 0.55f + 0.5f * fbm_at(broad, fx, fy, 4, k + 1);
            /* the kiln was uneven: smoky reduction clouds and brighter oxidised patches */
            float cl = fbm_at(cloud, fx, fy, 4, k + 2);
            float smoky = pm_smooth(0.25f, 0.85f, cl);
            float hot = pm_smooth(0.3f, 0.8f, -cl);
            float m = fbm_at(mid, fx, fy, 3, k + 3);
            float g = noise_at(fine, fx, fy, k + 4), g2 = noise_at(med, fx, fy, k + 5);
            struct pm_rgb c = pm_mixc(dark, light, pm_sat(base));
            c = pm_mixc(c, smoke, 0.45f * smoky);
            c = pm_mixc(c, bright, 0.35f * hot);
            c = pm_scalec(c, 1.0f + 0.06f * m + 0.03f * g2);
            /* fired clay is a little less saturated than the palette swatch looks */
            float l = pm_luma(c);
            c = pm_mixc(c, (struct pm_rgb){l, l, l}, 0.10f);
            s.alb[i] = c;
            s.hgt[i] = 3.0f * fbm_at(broad, fx, fy, 3, k + 6) + 0.6f * m + 0.25f * g + 0.2f * g2;
        }
    }
    scatter(&s, 10.0f, 0.32f, k + 7, clay_grog);
    scatter(&s, 70.0f, 0.35f, k + 8, clay_hole);
    surf_finish(&s, img, 1.0f, 0.18f, 3);
    surf_free(&s);
}

/* --- the wooden table --- */

void paint_wood(struct paint_image *img, uint64_t seed)
{
    struct surf s;
    if (!surf_init(&s, img))
        return;
    uint64_t k = paint_hash(seed ^ 0x3D00Dull);
    int planks = pm_maxi(1, (int)((float)s.h / 256.0f + 0.5f));
    float ph = (float)s.h / (float)planks;
    struct scale along = scale_of(&s, 600.0f), fib = scale_of(&s, 160.0f);
    struct scale pore = scale_of(&s, 13.0f), knot = scale_of(&s, 150.0f);
    struct scale tone_sc = scale_of(&s, 420.0f);
    struct pm_rgb early = pm_hex(0x4a2f1e), late = pm_hex(0x24150d), mid = pm_hex(0x3a2416);
    for (int y = 0; y < s.h; y++) {
        int pk = pm_mini(planks - 1, (int)((float)y / ph));
        float v = (float)y - (float)pk * ph;           /* across this plank */
        uint64_t pkh = paint_hash(k + (uint64_t)pk);
        float tone = 1.0f + 0.16f * (pm_unit(pkh) - 0.5f);
        float ring_w = 14.0f + 10.0f * pm_unit(paint_hash(pkh + 1));
        float ring_phase = 50.0f * pm_unit(paint_hash(pkh + 2));
        for (int x = 0; x < s.w; x++) {
            float fx = (float)x;
            size_t i = (size_t)y * (size_t)s.w + (size_t)x;
            /* growth rings cut lengthwise: long stripes along x sweeping gently, as flat-sawn
               boards show them */
            float warp = 34.0f * fbm_at(along, fx, v * 0.7f + 97.0f * (float)pk, 2, pkh + 3) +
                         2.5f * fbm_at(knot, fx, v * 0.5f, 2, pkh + 4);
            float r = (v + warp + ring_phase) / ring_w;
            float fr = r - floorf(r);
            float latewood = pm_smooth(0.45f, 0.8f, fr) * (1.0f - pm_smooth(0.85f, 1.0f, fr));
            /* fibres: noise stretched hard along the grain */
            float fibre = paint_noise(fx * fib.kx, v / 1.6f, fib.px, 0, pkh + 5);
            float pores = pm_smooth(0.45f, 0.75f, paint_noise(fx * pore.kx, v / 0.9f, pore.px, 0,
                                                              pkh + 6));
            struct pm_rgb c = pm_mixc(early, late, 0.5f * latewood);
            c = pm_mixc(c, mid, 0.3f);
            float drift = fbm_at(tone_sc, fx, (float)y, 3, pkh + 7);
            c = pm_scalec(c, tone * (1.0f + 0.10f * fibre - 0.22f * pores + 0.10f * drift));
            /* the seam between planks: a dark gap, the lower plank's edge catching the light */
            float gap = 1.0f - pm_smooth(0.6f, 2.2f, v < ph - v ? v : ph - v);
            c = pm_scalec(c, 1.0f - 0.7f * gap);
            s.alb[i] = c;
            s.hgt[i] = 0.5f * fibre + 0.4f * latewood - 0.6f * pores -
                       3.0f * pm_smooth(3.5f, 0.0f, v < ph - v ? v : ph - v);
        }
    }
    surf_finish(&s, img, 1.0f, 0.10f, 2);
    surf_free(&s);
}

/* --- dark stone --- */

static void basalt_speck(struct dot *d, uint64_t h)
{
    d->r = 0.4f + 0.9f * pm_unit(h);
    d->col = pm_hex((h >> 33 & 3) ? 0x5d5852 : 0x0e0d0c);
    d->amt = 0.6f;
    d->mul = 1.0f;
    d->dh = 0.2f;
}

void paint_dark_stone(struct paint_image *img, uint64_t seed)
{
    struct surf s;
    if (!surf_init(&s, img))
        return;
    uint64_t k = paint_hash(seed ^ 0xBA5A17ull);
    struct scale broad = scale_of(&s, 320.0f), mid = scale_of(&s, 40.0f);
    struct scale fine = scale_of(&s, 3.0f), vein = scale_of(&s, 260.0f);
    struct pm_rgb dark = pm_hex(0x1a1817), light = pm_hex(0x34302c);
    for (int y = 0; y < s.h; y++) {
        for (int x = 0; x < s.w; x++) {
            float fx = (float)x, fy = (float)y;
            size_t i = (size_t)y * (size_t)s.w + (size_t)x;
            float base = 0.45f + 0.5f * fbm_at(broad, fx, fy, 5, k + 1);
            float m = fbm_at(mid, fx, fy, 3, k + 2);
            float g = noise_at(fine, fx, fy, k + 3);
            float wx = fx + 60.0f * fbm_at(broad, fx, fy, 2, k + 4);
            float v = pm_smooth(0.86f, 0.97f, ridged_at(vein, wx, fy, 4, k + 5));
            struct pm_rgb c = pm_mixc(dark, light, pm_sat(base));
            c = pm_scalec(c, 1.0f + 0.06f * m + 0.22f * v);
            s.alb[i] = c;
            s.hgt[i] = 5.0f * fbm_at(broad, fx, fy, 4, k + 6) + 0.9f * m + 0.3f * g;
        }
    }
    scatter(&s, 11.0f, 0.25f, k + 7, basalt_speck);
    surf_finish(&s, img, 1.0f, 0.15f, 3);
    surf_free(&s);
}
