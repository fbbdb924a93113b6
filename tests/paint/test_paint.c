/* test_paint.c: the painter: determinism, materials in palette, masks, incision, pieces, dice. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../check.h"
#include "ludi/paint.h"

#define PI 3.14159265358979

/* --- helpers, written here from first principles --- */

static const uint8_t *px_at(const struct paint_image *img, int x, int y)
{
    return img->px + ((size_t)y * (size_t)img->w + (size_t)x) * 4;
}

static double luma_at(const struct paint_image *img, int x, int y)
{
    const uint8_t *p = px_at(img, x, y);
    return (0.299 * p[0] + 0.587 * p[1] + 0.114 * p[2]) / 255.0;
}

struct stats {
    double mean[3], lum_mean, lum_sd;
};

static struct stats stats_of(const struct paint_image *img)
{
    struct stats s = {{0, 0, 0}, 0, 0};
    double sum2 = 0, n = (double)img->w * img->h;
    for (int y = 0; y < img->h; y++)
        for (int x = 0; x < img->w; x++) {
            const uint8_t *p = px_at(img, x, y);
            for (int c = 0; c < 3; c++)
                s.mean[c] += p[c];
            double l = luma_at(img, x, y);
            s.lum_mean += l;
            sum2 += l * l;
        }
    for (int c = 0; c < 3; c++)
        s.mean[c] /= n;
    s.lum_mean /= n;
    s.lum_sd = sqrt(sum2 / n - s.lum_mean * s.lum_mean);
    return s;
}

static size_t bytes(const struct paint_image *img)
{
    return (size_t)img->w * (size_t)img->h * 4;
}

static double differing_fraction(const struct paint_image *a, const struct paint_image *b)
{
    size_t n = (size_t)a->w * (size_t)a->h, diff = 0;
    for (size_t i = 0; i < n; i++)
        if (memcmp(a->px + 4 * i, b->px + 4 * i, 4) != 0)
            diff++;
    return (double)diff / (double)n;
}

typedef void (*material_fn)(struct paint_image *, uint64_t);

static const struct {
    const char *name;
    material_fn fn;
} materials[] = {
    {"stone", paint_stone},
    {"terracotta", paint_terracotta},
    {"wood", paint_wood},
    {"dark stone", paint_dark_stone},
};

/* --- noise and hash --- */

static void test_hash(void)
{
    /* splitmix64 seeded with 0 gives 0xE220A8397B1DCDAF first (its published first output) */
    CHECK(paint_hash(0) == 0xE220A8397B1DCDAFull);
    CHECK(paint_hash(1) != paint_hash(2));
}

static void test_noise(void)
{
    float lo = 1e9f, hi = -1e9f;
    double sum = 0;
    int n = 0;
    for (int j = 0; j < 200; j++)
        for (int i = 0; i < 200; i++) {
            float v = paint_noise((float)i * 0.173f, (float)j * 0.131f, 0, 0, 7);
            lo = v < lo ? v : lo;
            hi = v > hi ? v : hi;
            sum += v;
            n++;
        }
    CHECK_MSG(lo >= -1.01f && hi <= 1.01f, "noise range %f..%f", lo, hi);
    CHECK_MSG(hi - lo > 1.0f, "noise spans only %f..%f", lo, hi);
    CHECK_MSG(fabs(sum / n) < 0.1, "noise mean %f", sum / n);
    /* integer lattice points are zeros of gradient noise */
    CHECK(paint_noise(3.0f, 5.0f, 0, 0, 1) == 0.0f);
    /* a period of 4 cells: shifting by 4 gives exactly the same value (x + 4 is exact here) */
    int same = 0;
    for (int i = 0; i < 64; i++) {
        float x = (float)i / 16.0f, y = (float)(i * 7 % 64) / 16.0f;
        same += paint_noise(x, y, 4, 4, 9) == paint_noise(x + 4.0f, y - 8.0f, 4, 4, 9);
    }
    CHECK_INT(same, 64);
    CHECK(paint_noise(0.3f, 0.6f, 0, 0, 1) != paint_noise(0.3f, 0.6f, 0, 0, 2));
    float r = paint_ridged(1.3f, 2.7f, 4, 0, 0, 3), t = paint_turbulence(1.3f, 2.7f, 4, 0, 0, 3);
    CHECK(r >= 0.0f && r <= 1.0f);
    CHECK(t >= 0.0f && t <= 1.0f);
    float f = paint_fbm(1.3f, 2.7f, 5, 0, 0, 3);
    CHECK(f >= -1.7f && f <= 1.7f);
}

/* --- images --- */

static void test_image_basics(void)
{
    struct paint_image a = {0}, b = {0};
    CHECK(!paint_image_init(&a, 0, 10));
    CHECK(a.px == NULL && a.w == 0);
    CHECK(!paint_image_init(&a, 10, PAINT_MAX_SIDE + 1));
    CHECK(paint_image_init(&a, 7, 5));
    CHECK_INT(px_at(&a, 6, 4)[3], 0);
    paint_image_fill(&a, 0x11223344u);
    const uint8_t *p = px_at(&a, 3, 2);
    CHECK(p[0] == 0x11 && p[1] == 0x22 && p[2] == 0x33 && p[3] == 0x44);
    CHECK(paint_image_copy(&b, &a));
    CHECK(b.w == 7 && b.h == 5 && memcmp(a.px, b.px, bytes(&a)) == 0);
    paint_image_free(&a);
    paint_image_free(&b);
    paint_image_free(&b);                         /* twice is harmless */
    CHECK(b.px == NULL);
}

static void test_scale(void)
{
    struct paint_image src = {0}, dst = {0};
    CHECK(paint_image_init(&src, 16, 8));
    /* same size: an exact copy (the tent is one pixel wide and centred on each pixel) */
    for (size_t i = 0; i < bytes(&src); i++)
        src.px[i] = (uint8_t)(i * 37 + 11);
    for (size_t i = 0; i < 16 * 8; i++)
        src.px[i * 4 + 3] = 255;
    CHECK(paint_image_init(&dst, 16, 8));
    CHECK(paint_image_scale(&dst, &src));
    CHECK(memcmp(src.px, dst.px, bytes(&src)) == 0);
    paint_image_free(&dst);
    /* a uniform colour stays that colour at any size */
    paint_image_fill(&src, 0x80402affu);
    int sizes[3][2] = {{40, 3}, {5, 5}, {1, 1}};
    for (int k = 0; k < 3; k++) {
        CHECK(paint_image_init(&dst, sizes[k][0], sizes[k][1]));
        CHECK(paint_image_scale(&dst, &src));
        int bad = 0;
        for (int y = 0; y < dst.h; y++)
            for (int x = 0; x < dst.w; x++) {
                const uint8_t *p = px_at(&dst, x, y);
                bad += p[0] != 0x80 || p[1] != 0x40 || p[2] != 0x2a || p[3] != 0xff;
            }
        CHECK_INT(bad, 0);
        paint_image_free(&dst);
    }
    /* half transparent black, half opaque red: shrinking must not darken the red
       (premultiplied alpha), only make the edge partly transparent */
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 16; x++) {
            uint8_t *p = src.px + ((size_t)y * 16 + (size_t)x) * 4;
            if (x < 8) {
                p[0] = 200, p[1] = 10, p[2] = 10, p[3] = 255;
            } else {
                p[0] = p[1] = p[2] = p[3] = 0;
            }
        }
    CHECK(paint_image_init(&dst, 4, 2));
    CHECK(paint_image_scale(&dst, &src));
    int dark = 0, partial = 0;
    for (int x = 0; x < 4; x++) {
        const uint8_t *p = px_at(&dst, x, 0);
        if (p[3] > 0 && p[0] < 199)
            dark++;
        if (p[3] > 0 && p[3] < 255)
            partial++;
    }
    CHECK_INT(dark, 0);
    CHECK(partial >= 1);
    CHECK_INT(px_at(&dst, 0, 0)[3], 255);
    CHECK_INT(px_at(&dst, 3, 0)[3], 0);
    /* a crop: the left half scaled up is all red */
    paint_image_free(&dst);
    CHECK(paint_image_init(&dst, 20, 20));
    CHECK(paint_image_scale_rect(&dst, &src, 0.0f, 0.0f, 7.0f, 8.0f));
    CHECK(px_at(&dst, 19, 19)[0] == 200 && px_at(&dst, 19, 19)[3] == 255);
    CHECK(!paint_image_scale_rect(&dst, &src, 0.0f, 0.0f, 0.0f, 8.0f));
    paint_image_free(&dst);
    paint_image_free(&src);
}

static void test_blend(void)
{
    struct paint_image d = {0}, s = {0};
    CHECK(paint_image_init(&d, 4, 4) && paint_image_init(&s, 2, 2));
    paint_image_fill(&d, 0x000000ffu);
    paint_image_fill(&s, 0xff0000ffu);
    paint_image_blend(&d, &s, 3, 3);             /* one pixel inside, the rest clipped */
    CHECK(px_at(&d, 3, 3)[0] == 255 && px_at(&d, 2, 2)[0] == 0);
    paint_image_fill(&s, 0xffffff80u);            /* white at 128/255 over black */
    paint_image_blend(&d, &s, -1, -1);
    CHECK_INT(px_at(&d, 0, 0)[0], 128);
    CHECK_INT(px_at(&d, 0, 0)[3], 255);
    CHECK_INT(px_at(&d, 1, 1)[0], 0);
    paint_image_free(&d);
    paint_image_free(&s);
}

/* --- materials --- */

static void test_material_determinism(void)
{
    for (size_t m = 0; m < sizeof materials / sizeof materials[0]; m++) {
        struct paint_image a = {0}, b = {0}, c = {0};
        CHECK(paint_image_init(&a, 160, 96) && paint_image_init(&b, 160, 96) &&
              paint_image_init(&c, 160, 96));
        materials[m].fn(&a, 1234);
        materials[m].fn(&b, 1234);
        materials[m].fn(&c, 1235);
        CHECK_MSG(memcmp(a.px, b.px, bytes(&a)) == 0, "%s: same seed, different pixels",
                  materials[m].name);
        double f = differing_fraction(&a, &c);
        CHECK_MSG(f > 0.5, "%s: seeds 1234 and 1235 differ in only %.2f of pixels",
                  materials[m].name, f);
        int opaque = 1;
        for (int i = 0; i < a.w * a.h; i++)
            opaque &= a.px[4 * i + 3] == 255;
        CHECK_MSG(opaque, "%s is not opaque", materials[m].name);
        paint_image_free(&a);
        paint_image_free(&b);
        paint_image_free(&c);
    }
}

static void test_material_palette(void)
{
    struct paint_image img = {0};
    CHECK(paint_image_init(&img, 256, 256));
    /* limestone: DESIGN.md's #c9c2b4 to #9d968a; the mean must fall in that range, give or
       take the relief's shading, with visible texture */
    paint_stone(&img, 5);
    struct stats s = stats_of(&img);
    CHECK_MSG(s.mean[0] >= 0x9d - 6 && s.mean[0] <= 0xc9 + 6, "stone red mean %.1f", s.mean[0]);
    CHECK_MSG(s.mean[1] >= 0x96 - 6 && s.mean[1] <= 0xc2 + 6, "stone green mean %.1f", s.mean[1]);
    CHECK_MSG(s.mean[2] >= 0x8a - 6 && s.mean[2] <= 0xb4 + 6, "stone blue mean %.1f", s.mean[2]);
    CHECK_MSG(s.mean[0] > s.mean[2], "stone is not warm: R %.1f B %.1f", s.mean[0], s.mean[2]);
    CHECK_MSG(s.lum_sd > 0.015, "stone is flat: sd %.4f", s.lum_sd);
    /* terracotta: #c4703f to #9a4f2a */
    paint_terracotta(&img, 5);
    s = stats_of(&img);
    CHECK_MSG(s.mean[0] >= 0x9a - 10 && s.mean[0] <= 0xc4 + 6, "clay red mean %.1f", s.mean[0]);
    CHECK_MSG(s.mean[1] >= 0x4f - 8 && s.mean[1] <= 0x70 + 8, "clay green mean %.1f", s.mean[1]);
    CHECK_MSG(s.mean[2] >= 0x2a - 8 && s.mean[2] <= 0x3f + 10, "clay blue mean %.1f", s.mean[2]);
    CHECK_MSG(s.lum_sd > 0.015, "terracotta is flat: sd %.4f", s.lum_sd);
    /* the table is dark brown: dark, red above green above blue */
    paint_wood(&img, 5);
    s = stats_of(&img);
    CHECK_MSG(s.lum_mean < 0.25, "wood too light: %.3f", s.lum_mean);
    CHECK(s.mean[0] > s.mean[1] && s.mean[1] > s.mean[2]);
    CHECK_MSG(s.lum_sd > 0.01, "wood is flat: sd %.4f", s.lum_sd);
    paint_dark_stone(&img, 5);
    s = stats_of(&img);
    CHECK_MSG(s.lum_mean < 0.2, "dark stone too light: %.3f", s.lum_mean);
    CHECK_MSG(s.lum_sd > 0.005, "dark stone is flat: sd %.4f", s.lum_sd);
    paint_image_free(&img);
}

/* The materials wrap: the step from the last column to the first is no bigger than a typical
   step between neighbouring columns (likewise rows). */
static void test_material_tiles(void)
{
    struct paint_image img = {0};
    CHECK(paint_image_init(&img, 256, 256));
    for (size_t m = 0; m < sizeof materials / sizeof materials[0]; m++) {
        materials[m].fn(&img, 77);
        double inner = 0, seam = 0, inner_v = 0, seam_v = 0;
        for (int y = 0; y < 256; y++) {
            for (int x = 0; x < 255; x++)
                inner += fabs(luma_at(&img, x + 1, y) - luma_at(&img, x, y));
            seam += fabs(luma_at(&img, 0, y) - luma_at(&img, 255, y));
        }
        for (int x = 0; x < 256; x++) {
            for (int y = 0; y < 255; y++)
                inner_v += fabs(luma_at(&img, x, y + 1) - luma_at(&img, x, y));
            seam_v += fabs(luma_at(&img, x, 0) - luma_at(&img, x, 255));
        }
        inner /= 255.0;
        inner_v /= 255.0;
        CHECK_MSG(seam < 1.6 * inner, "%s: seam step %.3f vs %.3f inside", materials[m].name,
                  seam, inner);
        CHECK_MSG(seam_v < 1.6 * inner_v, "%s: vertical seam %.3f vs %.3f inside",
                  materials[m].name, seam_v, inner_v);
    }
    paint_image_free(&img);
}

/* --- masks --- */

static double mask_sum(const struct paint_mask *m, int *partial, int *out_of_range)
{
    double s = 0;
    *partial = *out_of_range = 0;
    for (int i = 0; i < m->w * m->h; i++) {
        float v = m->a[i];
        s += v;
        if (v > 0.0f && v < 1.0f)
            (*partial)++;
        if (!(v >= 0.0f && v <= 1.0f))
            (*out_of_range)++;
    }
    return s;
}

static void test_mask_shapes(void)
{
    struct paint_mask m = {0};
    int partial, bad;
    CHECK(paint_mask_init(&m, 120, 100));
    /* a disc: area pi r^2, anti-aliased edge, nothing beyond r + 1 */
    paint_mask_disc(&m, 50.5f, 40.25f, 10.3f);
    double area = mask_sum(&m, &partial, &bad);
    CHECK_MSG(fabs(area - PI * 10.3 * 10.3) < 0.02 * PI * 10.3 * 10.3, "disc area %.1f", area);
    CHECK(partial > 20);
    CHECK_INT(bad, 0);
    CHECK(m.a[40 * 120 + 50] == 1.0f);
    CHECK(m.a[40 * 120 + 50 + 12] == 0.0f);
    CHECK(m.a[(40 - 12) * 120 + 50] == 0.0f);
    /* an ellipse, turned a quarter: its area is still pi rx ry */
    paint_mask_clear(&m);
    paint_mask_ellipse(&m, 60.0f, 50.0f, 20.0f, 8.0f, 1.5707963f);
    area = mask_sum(&m, &partial, &bad);
    CHECK_MSG(fabs(area - PI * 160.0) < 0.03 * PI * 160.0, "ellipse area %.1f", area);
    CHECK(m.a[(50 + 17) * 120 + 60] > 0.99f);    /* long axis now vertical */
    CHECK(m.a[50 * 120 + 60 + 12] == 0.0f);
    /* a triangle (shoelace area 0.5 * 60 * 40 = 1200) */
    paint_mask_clear(&m);
    float tri[6] = {10.0f, 10.0f, 70.0f, 10.0f, 10.0f, 50.0f};
    paint_mask_polygon(&m, tri, 3);
    area = mask_sum(&m, &partial, &bad);
    CHECK_MSG(fabs(area - 1200.0) < 0.02 * 1200.0, "triangle area %.1f", area);
    CHECK(m.a[20 * 120 + 20] == 1.0f && m.a[45 * 120 + 60] == 0.0f);
    CHECK_INT(bad, 0);
    /* a clean line: a 60 x 6 rectangle plus two round caps */
    paint_mask_clear(&m);
    paint_mask_line(&m, 20.0f, 30.0f, 80.0f, 30.0f, 6.0f, 0.0f, 0);
    area = mask_sum(&m, &partial, &bad);
    double want = 60.0 * 6.0 + PI * 9.0;
    CHECK_MSG(fabs(area - want) < 0.03 * want, "line area %.1f, want %.1f", area, want);
    /* symmetric across its axis (y = 30 is a pixel boundary) */
    int asym = 0;
    for (int k = 0; k < 5; k++)
        asym += fabsf(m.a[(30 + k) * 120 + 50] - m.a[(29 - k) * 120 + 50]) > 1e-5f;
    CHECK_INT(asym, 0);
    CHECK(m.a[30 * 120 + 50] == 1.0f && m.a[34 * 120 + 50] == 0.0f);
    /* a rough line wanders and swells, but stays near its path and covers about as much */
    paint_mask_clear(&m);
    paint_mask_line(&m, 10.0f, 50.0f, 110.0f, 50.0f, 6.0f, 1.0f, 3);
    area = mask_sum(&m, &partial, &bad);
    CHECK_MSG(area > 0.6 * 600.0 && area < 1.4 * 600.0, "rough line area %.1f", area);
    int far = 0;
    for (int y = 0; y < 100; y++)
        for (int x = 0; x < 120; x++)
            far += m.a[y * 120 + x] > 0.0f && fabs(y + 0.5 - 50.0) > 9.0;
    CHECK_INT(far, 0);
    CHECK_INT(bad, 0);
    /* a ring: about 2 pi r w, hollow in the middle */
    paint_mask_clear(&m);
    paint_mask_circle(&m, 60.0f, 50.0f, 30.0f, 4.0f, 0.0f, 0);
    area = mask_sum(&m, &partial, &bad);
    want = 2.0 * PI * 30.0 * 4.0;
    CHECK_MSG(fabs(area - want) < 0.04 * want, "ring area %.1f, want %.1f", area, want);
    CHECK(m.a[50 * 120 + 60] == 0.0f && m.a[50 * 120 + 90] > 0.99f);
    /* drawing takes the maximum */
    paint_mask_disc(&m, 60.0f, 50.0f, 5.0f);
    CHECK(m.a[50 * 120 + 60] == 1.0f);
    paint_mask_free(&m);
}

static void test_mask_stamp_and_blur(void)
{
    struct paint_mask m = {0};
    CHECK(paint_mask_init(&m, 10, 10));
    /* an ARGB-like bitmap, 3 x 2, 4 bytes a pixel, alpha at offset 3, pitch 16 */
    uint8_t bmp[2 * 16] = {0};
    uint8_t alpha[2][3] = {{255, 0, 51}, {102, 204, 0}};
    for (int j = 0; j < 2; j++)
        for (int i = 0; i < 3; i++)
            bmp[j * 16 + i * 4 + 3] = alpha[j][i];
    paint_mask_stamp(&m, bmp + 3, 3, 2, 16, 4, 8, 9);   /* partly off the right and bottom */
    CHECK(m.a[9 * 10 + 8] == 1.0f);
    CHECK(m.a[9 * 10 + 9] == 0.0f);
    paint_mask_stamp(&m, bmp + 3, 3, 2, 16, 4, -1, 0);  /* partly off the left */
    CHECK(fabsf(m.a[0] - 0.0f) < 1e-6f && fabsf(m.a[1] - 0.2f) < 1e-6f);
    CHECK(fabsf(m.a[10] - 0.8f) < 1e-6f);
    paint_mask_stamp(&m, bmp + 3, 3, 2, 16, 4, -100000, 5);
    /* blur keeps the total (nothing reaches the edge) and spreads it */
    paint_mask_clear(&m);
    m.a[5 * 10 + 5] = 1.0f;
    CHECK(paint_mask_blur(&m, 1.0f));
    int partial, bad;
    double s = mask_sum(&m, &partial, &bad);
    CHECK_MSG(fabs(s - 1.0) < 1e-4, "blurred sum %f", s);
    CHECK(m.a[5 * 10 + 5] < 0.5f && m.a[5 * 10 + 6] > 0.0f && m.a[0] == 0.0f);
    paint_mask_free(&m);
}

/* Shapes partly or wholly off the mask, and nonsense: nothing written out of bounds (the
   sanitizer build checks), nothing out of 0..1. */
static void test_mask_clipping(void)
{
    struct paint_mask m = {0};
    int partial, bad;
    CHECK(paint_mask_init(&m, 64, 48));
    paint_mask_line(&m, -50.0f, 10.0f, 200.0f, 30.0f, 9.0f, 0.8f, 1);
    paint_mask_line(&m, 30.0f, -100.0f, 35.0f, 500.0f, 7.0f, 0.5f, 2);
    paint_mask_line(&m, -10.0f, -10.0f, 70.0f, 60.0f, 40.0f, 1.0f, 3);
    paint_mask_line(&m, 100.0f, 100.0f, 200.0f, 200.0f, 5.0f, 0.5f, 4);
    paint_mask_line(&m, 1e9f, 0.0f, -1e9f, 0.0f, 5.0f, 0.5f, 4);
    paint_mask_line(&m, NAN, 0.0f, 10.0f, 10.0f, 5.0f, 0.5f, 4);
    paint_mask_line(&m, 5.0f, 5.0f, 5.0f, 5.0f, 3.0f, 0.5f, 4);
    paint_mask_circle(&m, 0.0f, 0.0f, 30.0f, 6.0f, 0.7f, 5);
    paint_mask_circle(&m, 60.0f, 40.0f, 1e7f, 6.0f, 0.7f, 5);
    paint_mask_disc(&m, 63.9f, 47.9f, 20.0f);
    paint_mask_ellipse(&m, -5.0f, 20.0f, 10.0f, 30.0f, 0.3f);
    float poly[8] = {-20.0f, -20.0f, 90.0f, 5.0f, 70.0f, 70.0f, 5.0f, 90.0f};
    paint_mask_polygon(&m, poly, 4);
    float open[6] = {-30.0f, 20.0f, 20.0f, 47.5f, 90.0f, -5.0f};
    paint_mask_polyline(&m, open, 3, false, 5.0f, 0.6f, 6);
    paint_mask_polyline(&m, open, 3, true, 5.0f, 0.6f, 6);
    mask_sum(&m, &partial, &bad);
    CHECK_INT(bad, 0);
    CHECK(m.a[0] > 0.0f);
    paint_mask_free(&m);
}

static void test_mask_determinism(void)
{
    struct paint_mask a = {0}, b = {0};
    CHECK(paint_mask_init(&a, 80, 80) && paint_mask_init(&b, 80, 80));
    paint_mask_line(&a, 5.0f, 10.0f, 75.0f, 70.0f, 6.0f, 0.7f, 11);
    paint_mask_line(&b, 5.0f, 10.0f, 75.0f, 70.0f, 6.0f, 0.7f, 11);
    CHECK(memcmp(a.a, b.a, sizeof *a.a * 80 * 80) == 0);
    paint_mask_clear(&b);
    paint_mask_line(&b, 5.0f, 10.0f, 75.0f, 70.0f, 6.0f, 0.7f, 12);
    CHECK(memcmp(a.a, b.a, sizeof *a.a * 80 * 80) != 0);
    paint_mask_free(&a);
    paint_mask_free(&b);
}

/* --- carving --- */

static void test_incise(void)
{
    const uint32_t stone = 0xb3ac9fffu;
    struct paint_image img = {0}, before = {0};
    struct paint_mask m = {0};
    CHECK(paint_image_init(&img, 200, 160) && paint_mask_init(&m, 200, 160));
    paint_image_fill(&img, stone);
    /* a horizontal groove 8 px wide centred on y = 80 (rows 76..83), x from 40 to 160 */
    paint_mask_line(&m, 40.0f, 80.0f, 160.0f, 80.0f, 8.0f, 0.0f, 0);
    CHECK(paint_image_copy(&before, &img));
    CHECK(paint_incise(&img, &m, 3.0f, 1));
    double flat = luma_at(&before, 100, 80);
    /* the floor is clearly darker: at least a quarter */
    CHECK_MSG(luma_at(&img, 100, 80) < 0.75 * flat, "floor %.3f vs %.3f",
              luma_at(&img, 100, 80), flat);
    CHECK_MSG(luma_at(&img, 100, 79) < 0.75 * flat, "floor %.3f", luma_at(&img, 100, 79));
    /* the upper wall faces away from the light, the lower one towards it */
    double upper = 1e9, lower = -1e9;
    for (int y = 74; y <= 77; y++)
        upper = fmin(upper, luma_at(&img, 100, y));
    for (int y = 82; y <= 86; y++)
        lower = fmax(lower, luma_at(&img, 100, y));
    CHECK_MSG(upper < flat * 0.9, "upper wall %.3f, flat %.3f", upper, flat);
    CHECK_MSG(lower > flat, "no lit lip below: %.3f, flat %.3f", lower, flat);
    /* the vertical groove's left wall is the shadowed one */
    paint_image_fill(&img, stone);
    paint_mask_clear(&m);
    paint_mask_line(&m, 100.0f, 20.0f, 100.0f, 140.0f, 8.0f, 0.0f, 0);
    CHECK(paint_incise(&img, &m, 3.0f, 1));
    double left = 1e9, right = -1e9;
    for (int x = 94; x <= 97; x++)
        left = fmin(left, luma_at(&img, x, 80));
    for (int x = 102; x <= 106; x++)
        right = fmax(right, luma_at(&img, x, 80));
    CHECK(left < right);
    CHECK(right > flat);
    /* far from the groove (more than 2 * depth + 3 px) nothing changed, to the bit */
    int changed = 0;
    for (int y = 0; y < 160; y++)
        for (int x = 0; x < 200; x++) {
            double dx = x + 0.5 < 100 ? 100 - (x + 0.5) : x + 0.5 - 100;
            double dy = y + 0.5 < 20 ? 20 - (y + 0.5) : y + 0.5 > 140 ? y + 0.5 - 140 : 0;
            if (sqrt(dx * dx + dy * dy) > 4.0 + 2 * 3.0 + 3.0 + 1.0)
                changed += memcmp(px_at(&img, x, y), px_at(&before, x, y), 4) != 0;
        }
    CHECK_INT(changed, 0);
    /* alpha is left alone; an empty mask changes nothing; a wrong size is refused */
    CHECK_INT(px_at(&img, 100, 80)[3], 255);
    paint_image_fill(&img, stone);
    paint_mask_clear(&m);
    CHECK(paint_incise(&img, &m, 3.0f, 1));
    CHECK(memcmp(img.px, before.px, bytes(&img)) == 0);
    struct paint_mask small = {0};
    CHECK(paint_mask_init(&small, 10, 10));
    CHECK(!paint_incise(&img, &small, 3.0f, 1));
    /* grooves running off the image are fine */
    paint_mask_line(&m, -20.0f, 0.0f, 220.0f, 159.0f, 9.0f, 0.6f, 2);
    CHECK(paint_incise(&img, &m, 3.0f, 1));
    paint_mask_free(&small);
    paint_mask_free(&m);
    paint_image_free(&img);
    paint_image_free(&before);
}

static void test_paint_slip(void)
{
    struct paint_image img = {0};
    struct paint_mask m = {0};
    CHECK(paint_image_init(&img, 100, 60) && paint_mask_init(&m, 100, 60));
    paint_image_fill(&img, 0xb06038ffu);
    float rect[8] = {20.0f, 10.0f, 80.0f, 10.0f, 80.0f, 50.0f, 20.0f, 50.0f};
    paint_mask_polygon(&m, rect, 4);
    CHECK(paint_paint(&img, &m, 0x231d19ffu, 0.0f, 3));
    /* no wear: the slip's colour, within the texture it takes from below (a few levels) */
    int off = 0;
    for (int y = 15; y < 45; y++)
        for (int x = 25; x < 75; x++) {
            const uint8_t *p = px_at(&img, x, y);
            off += abs(p[0] - 0x23) > 12 || abs(p[1] - 0x1d) > 12 || abs(p[2] - 0x19) > 12;
        }
    CHECK_INT(off, 0);
    CHECK(px_at(&img, 5, 5)[0] == 0xb0);          /* outside the mask: untouched */
    /* with wear some of the clay shows through, but most of the slip stays */
    paint_image_fill(&img, 0xb06038ffu);
    CHECK(paint_paint(&img, &m, 0x231d19ffu, 0.6f, 3));
    int rubbed = 0, kept = 0;
    for (int y = 15; y < 45; y++)
        for (int x = 25; x < 75; x++) {
            int r = px_at(&img, x, y)[0];
            rubbed += r > 0x60;
            kept += r < 0x40;
        }
    CHECK_MSG(rubbed > 0 && kept > rubbed, "rubbed %d kept %d", rubbed, kept);
    paint_mask_free(&m);
    paint_image_free(&img);
}

static void test_wear_chip_shadow(void)
{
    struct paint_image img = {0}, before = {0};
    CHECK(paint_image_init(&img, 300, 200));
    paint_stone(&img, 9);
    CHECK(paint_image_copy(&before, &img));
    struct paint_rect r = {0, 0, 300, 200};
    paint_wear(&img, r, 4);
    /* the edges: some pixels on the outermost rows and columns go, the middle stays opaque */
    int gone = 0;
    for (int x = 0; x < 300; x++)
        gone += px_at(&img, x, 0)[3] < 128;
    CHECK(gone > 30);
    CHECK_INT(px_at(&img, 150, 100)[3], 255);
    CHECK_INT(px_at(&img, 150, 60)[3], 255);
    /* a point neither near an edge nor in a hand rest is untouched by the weathering, save a
       scratch (look at several) */
    int same = 0;
    for (int k = 0; k < 10; k++)
        same += memcmp(px_at(&img, 120 + k, 100), px_at(&before, 120 + k, 100), 4) == 0 ||
                memcmp(px_at(&img, 60 + k, 95), px_at(&before, 60 + k, 95), 4) == 0;
    CHECK(same >= 8);
    /* the chip takes the top right corner off, and leaves the others */
    paint_chip(&img, r, 1, 30.0f, 5);
    CHECK_INT(px_at(&img, 299, 0)[3], 0);
    CHECK_INT(px_at(&img, 292, 6)[3], 0);
    CHECK(px_at(&img, 6, 6)[3] == 255 && px_at(&img, 293, 193)[3] == 255);
    /* the drop shadow darkens under and beside the slab, not far away */
    struct paint_image table = {0}, slab = {0};
    CHECK(paint_image_init(&table, 200, 200) && paint_image_init(&slab, 100, 100));
    paint_image_fill(&table, 0x806040ffu);
    paint_image_fill(&slab, 0xffffffffu);
    CHECK(paint_drop_shadow(&table, &slab, 50, 50, 10.0f, 10.0f, 6.0f, 0.8f));
    CHECK(px_at(&table, 155, 155)[0] < 0x80);     /* beside the slab, down and right */
    CHECK_INT(px_at(&table, 5, 5)[0], 0x80);      /* far away */
    CHECK_INT(px_at(&table, 45, 45)[0], 0x80);    /* the light side: no shadow */
    CHECK_INT(px_at(&table, 155, 155)[3], 255);
    paint_image_free(&table);
    paint_image_free(&slab);
    paint_image_free(&img);
    paint_image_free(&before);
}

/* --- pieces --- */

static double coverage(const struct paint_image *img)
{
    double s = 0;
    for (int i = 0; i < img->w * img->h; i++)
        s += img->px[4 * i + 3] / 255.0;
    return s;
}

/* Mean luminance of the opaque part. */
static double body_luma(const struct paint_image *img)
{
    double s = 0, n = 0;
    for (int y = 0; y < img->h; y++)
        for (int x = 0; x < img->w; x++)
            if (px_at(img, x, y)[3] == 255) {
                s += luma_at(img, x, y);
                n++;
            }
    return n > 0 ? s / n : 0;
}

static void test_counters(void)
{
    double lum[PAINT_COUNTER_KIND_COUNT];
    for (int k = 0; k < PAINT_COUNTER_KIND_COUNT; k++) {
        struct paint_image man = {0}, king = {0}, again = {0};
        CHECK(paint_image_init(&man, 128, 128) && paint_image_init(&king, 128, 128) &&
              paint_image_init(&again, 128, 128));
        paint_counter(&man, (enum paint_counter_kind)k, false, 3);
        paint_counter(&king, (enum paint_counter_kind)k, true, 3);
        paint_counter(&again, (enum paint_counter_kind)k, false, 3);
        CHECK_MSG(memcmp(man.px, again.px, bytes(&man)) == 0, "counter %d not deterministic", k);
        /* transparent corners, opaque centre */
        int corners = px_at(&man, 0, 0)[3] + px_at(&man, 127, 0)[3] + px_at(&man, 0, 127)[3] +
                      px_at(&man, 127, 127)[3] + px_at(&king, 0, 0)[3] + px_at(&king, 127, 127)[3];
        CHECK_MSG(corners == 0, "counter %d corners alpha %d", k, corners);
        CHECK_INT(px_at(&man, 64, 64)[3], 255);
        CHECK_INT(px_at(&king, 64, 64)[3], 255);
        /* the king is larger: discs of 0.48 and 0.42 of the side, areas in ratio ~1.31 */
        double ratio = coverage(&king) / coverage(&man);
        CHECK_MSG(ratio > 1.2 && ratio < 1.45, "counter %d king/man area %.3f", k, ratio);
        /* and marked: inside the man's disc they still differ a lot */
        int diff = 0, n = 0;
        for (int y = 40; y < 88; y++)
            for (int x = 40; x < 88; x++) {
                const uint8_t *a = px_at(&man, x, y), *b = px_at(&king, x, y);
                diff += abs(a[0] - b[0]) + abs(a[1] - b[1]) + abs(a[2] - b[2]) > 24;
                n++;
            }
        CHECK_MSG(diff > n / 20, "counter %d: king's mark too faint (%d of %d)", k, diff, n);
        lum[k] = body_luma(&man);
        paint_image_free(&man);
        paint_image_free(&king);
        paint_image_free(&again);
    }
    /* the pairs a game may use differ in brightness, not only hue */
    CHECK_MSG(lum[PAINT_COUNTER_BONE] - lum[PAINT_COUNTER_BLACK] > 0.4, "bone %.2f black %.2f",
              lum[PAINT_COUNTER_BONE], lum[PAINT_COUNTER_BLACK]);
    CHECK_MSG(lum[PAINT_COUNTER_WHITE] - lum[PAINT_COUNTER_BLUE] > 0.3, "white %.2f blue %.2f",
              lum[PAINT_COUNTER_WHITE], lum[PAINT_COUNTER_BLUE]);
    CHECK_MSG(lum[PAINT_COUNTER_AMBER] - lum[PAINT_COUNTER_BLUE] > 0.1, "amber %.2f blue %.2f",
              lum[PAINT_COUNTER_AMBER], lum[PAINT_COUNTER_BLUE]);
    /* the shadow: darkest in the middle, gone at the edges */
    struct paint_image sh = {0};
    CHECK(paint_image_init(&sh, 64, 64));
    paint_shadow(&sh);
    CHECK(px_at(&sh, 32, 32)[3] > 100 && px_at(&sh, 32, 32)[0] == 0);
    CHECK_INT(px_at(&sh, 0, 32)[3], 0);
    CHECK(px_at(&sh, 32, 32)[3] > px_at(&sh, 44, 32)[3]);
    paint_image_free(&sh);
}

/* Connected components (4-neighbours) of pixels darker than `limit`, at least `min_px` big
   and not touching the image's border (the face's shaded corners); their centroids go to cx,
   cy (up to 16). */
static int dark_blobs(const struct paint_image *img, double limit, int min_px, double *cx,
                      double *cy)
{
    int n = img->w * img->h, count = 0;
    int *label = calloc((size_t)n, sizeof *label), *stack = malloc(sizeof *stack * (size_t)n);
    for (int start = 0; start < n; start++) {
        if (label[start] || luma_at(img, start % img->w, start / img->w) >= limit)
            continue;
        int top = 0, size = 0, border = 0;
        double sx = 0, sy = 0;
        stack[top++] = start;
        label[start] = -1;
        while (top) {
            int p = stack[--top], x = p % img->w, y = p / img->w;
            size++;
            border |= x == 0 || y == 0 || x == img->w - 1 || y == img->h - 1;
            sx += x + 0.5;
            sy += y + 0.5;
            int nb[4][2] = {{x + 1, y}, {x - 1, y}, {x, y + 1}, {x, y - 1}};
            for (int k = 0; k < 4; k++) {
                int qx = nb[k][0], qy = nb[k][1];
                if (qx < 0 || qy < 0 || qx >= img->w || qy >= img->h)
                    continue;
                int q = qy * img->w + qx;
                if (!label[q] && luma_at(img, qx, qy) < limit) {
                    label[q] = -1;
                    stack[top++] = q;
                }
            }
        }
        if (size >= min_px && !border) {
            if (count < 16) {
                cx[count] = sx / size / img->w;
                cy[count] = sy / size / img->h;
            }
            count++;
        }
    }
    free(label);
    free(stack);
    return count;
}

static void test_dice(void)
{
    /* the standard layouts, in quarters of the face: written by hand */
    static const double want[7][6][2] = {
        {{0, 0}},
        {{0.5, 0.5}},
        {{0.75, 0.25}, {0.25, 0.75}},
        {{0.75, 0.25}, {0.5, 0.5}, {0.25, 0.75}},
        {{0.25, 0.25}, {0.75, 0.25}, {0.25, 0.75}, {0.75, 0.75}},
        {{0.25, 0.25}, {0.75, 0.25}, {0.5, 0.5}, {0.25, 0.75}, {0.75, 0.75}},
        {{0.25, 0.25}, {0.25, 0.5}, {0.25, 0.75}, {0.75, 0.25}, {0.75, 0.5}, {0.75, 0.75}},
    };
    for (int v = 1; v <= 6; v++) {
        struct paint_image img = {0};
        CHECK(paint_image_init(&img, 256, 256));
        paint_die_face(&img, v);
        CHECK_INT(px_at(&img, 0, 0)[3], 255);
        CHECK_INT(px_at(&img, 128, 128)[3], 255);
        /* the drilled dots: the only near-black blobs */
        double cx[16], cy[16];
        int dots = dark_blobs(&img, 0.25, 20, cx, cy);
        CHECK_MSG(dots == v, "die %d: %d dots", v, dots);
        /* each where the layout puts one */
        int placed = 0;
        for (int i = 0; i < dots && i < 16; i++)
            for (int k = 0; k < v; k++)
                placed += fabs(cx[i] - want[v][k][0]) < 0.02 && fabs(cy[i] - want[v][k][1]) < 0.02;
        CHECK_MSG(placed == v, "die %d: %d dots in place", v, placed);
        /* dot and circle: at a lighter threshold each pip is a ring around a dot, two blobs */
        int marks = dark_blobs(&img, 0.55, 20, cx, cy);
        CHECK_MSG(marks == 2 * v, "die %d: %d marks, want %d", v, marks, 2 * v);
        /* warm ivory in the middle of the face */
        const uint8_t *p = px_at(&img, 128, 40);
        CHECK(p[0] > 200 && p[0] > p[2] + 15);
        paint_image_free(&img);
    }
    /* 0: the blank face of a die not yet thrown: ivory, no mark at all */
    struct paint_image blank = {0};
    CHECK(paint_image_init(&blank, 256, 256));
    paint_die_face(&blank, 0);
    double bx[16], by[16];
    CHECK_INT(dark_blobs(&blank, 0.55, 20, bx, by), 0);
    CHECK(px_at(&blank, 128, 128)[3] == 255 && px_at(&blank, 128, 128)[0] > 200);
    paint_image_free(&blank);
    struct paint_image img = {0};
    CHECK(paint_image_init(&img, 32, 32));
    paint_die_face(&img, 7);                      /* refused: left untouched */
    paint_die_face(&img, -1);
    CHECK_INT(px_at(&img, 16, 16)[3], 0);
    paint_image_free(&img);
}

int main(void)
{
    RUN(test_hash);
    RUN(test_noise);
    RUN(test_image_basics);
    RUN(test_scale);
    RUN(test_blend);
    RUN(test_material_determinism);
    RUN(test_material_palette);
    RUN(test_material_tiles);
    RUN(test_mask_shapes);
    RUN(test_mask_stamp_and_blur);
    RUN(test_mask_clipping);
    RUN(test_mask_determinism);
    RUN(test_incise);
    RUN(test_paint_slip);
    RUN(test_wear_chip_shadow);
    RUN(test_counters);
    RUN(test_dice);
    return check_summary();
}
