/* image.c: RGBA images: allocation, fill, copy, resampling, compositing, and the shared box blur. */
#include <stdlib.h>
#include <string.h>

#include "paint_int.h"

static bool size_ok(int w, int h)
{
    return w >= 1 && h >= 1 && w <= PAINT_MAX_SIDE && h <= PAINT_MAX_SIDE;
}

bool paint_image_init(struct paint_image *img, int w, int h)
{
    img->w = img->h = 0;
    img->px = NULL;
    if (!size_ok(w, h))
        return false;
    img->px = calloc((size_t)w * (size_t)h, 4);
    if (!img->px)
        return false;
    img->w = w;
    img->h = h;
    return true;
}

void paint_image_free(struct paint_image *img)
{
    free(img->px);
    img->px = NULL;
    img->w = img->h = 0;
}

void paint_image_fill(struct paint_image *img, uint32_t rgba)
{
    size_t n = (size_t)img->w * (size_t)img->h;
    uint8_t c[4] = {(uint8_t)(rgba >> 24), (uint8_t)(rgba >> 16), (uint8_t)(rgba >> 8),
                    (uint8_t)rgba};
    for (size_t i = 0; i < n; i++)
        memcpy(img->px + i * 4, c, 4);
}

bool paint_image_copy(struct paint_image *dst, const struct paint_image *src)
{
    struct paint_image n;
    if (!paint_image_init(&n, src->w, src->h)) {
        paint_image_free(dst);
        return false;
    }
    memcpy(n.px, src->px, (size_t)src->w * (size_t)src->h * 4);
    paint_image_free(dst);
    *dst = n;
    return true;
}

/* --- resampling --- */

/* For each destination index: the first source index, how many taps and their weights (the
   zero weights at either end trimmed off). */
struct taps {
    int n, stride;
    int *first, *count;
    float *w;
};

static void taps_free(struct taps *t)
{
    free(t->first);
    free(t->count);
    free(t->w);
}

static bool taps_make(struct taps *t, int dst_n, float s0, float slen)
{
    float step = slen / (float)dst_n;                 /* source pixels per destination pixel */
    float radius = step > 1.0f ? step : 1.0f;         /* tent half-width in source pixels */
    t->n = dst_n;
    t->stride = (int)(2.0f * radius) + 3;
    t->first = malloc(sizeof *t->first * (size_t)dst_n);
    t->count = malloc(sizeof *t->count * (size_t)dst_n);
    t->w = calloc((size_t)dst_n * (size_t)t->stride, sizeof *t->w);
    if (!t->first || !t->count || !t->w) {
        taps_free(t);
        return false;
    }
    for (int i = 0; i < dst_n; i++) {
        float c = s0 + ((float)i + 0.5f) * step;      /* centre, in source coordinates */
        int j0 = pm_floori(c - radius - 0.5f);
        float *w = t->w + (size_t)i * (size_t)t->stride;
        float sum = 0.0f;
        int lo = t->stride, hi = -1;
        for (int k = 0; k < t->stride; k++) {
            float d = fabsf((float)(j0 + k) + 0.5f - c) / radius;
            w[k] = d < 1.0f ? 1.0f - d : 0.0f;
            sum += w[k];
            if (w[k] > 0.0f) {
                lo = k < lo ? k : lo;
                hi = k;
            }
        }
        if (hi < 0) {                                 /* only for degenerate rectangles */
            w[0] = 1.0f;
            sum = 1.0f;
            lo = hi = 0;
        }
        for (int k = lo; k <= hi; k++)
            w[k - lo] = w[k] / sum;
        t->first[i] = j0 + lo;
        t->count[i] = hi - lo + 1;
    }
    return true;
}

static int clampi(int v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

bool paint_image_scale_rect(struct paint_image *dst, const struct paint_image *src, float sx,
                            float sy, float sw, float sh)
{
    if (!dst->px || !src->px || !(sw > 0.0f) || !(sh > 0.0f) || !(sw < 1e6f) || !(sh < 1e6f) ||
        !(fabsf(sx) < 1e6f) || !(fabsf(sy) < 1e6f))
        return false;
    struct taps tx = {0}, ty = {0};
    if (!taps_make(&tx, dst->w, sx, sw) || !taps_make(&ty, dst->h, sy, sh)) {
        taps_free(&tx);
        return false;
    }
    /* the source rows the vertical taps reach */
    int r0 = clampi(ty.first[0], 0, src->h - 1);
    int r1 = clampi(ty.first[dst->h - 1] + ty.count[dst->h - 1] - 1, 0, src->h - 1);
    int rows = r1 - r0 + 1;
    float *tmp = malloc(sizeof *tmp * 4 * (size_t)dst->w * (size_t)rows);
    float *line = malloc(sizeof *line * 4 * (size_t)src->w);
    if (!tmp || !line) {
        free(tmp);
        free(line);
        taps_free(&tx);
        taps_free(&ty);
        return false;
    }
    /* horizontal pass into premultiplied floats */
    for (int y = 0; y < rows; y++) {
        const uint8_t *s = src->px + (size_t)(r0 + y) * (size_t)src->w * 4;
        for (int x = 0; x < src->w; x++) {
            float a = (float)s[4 * x + 3];
            line[4 * x] = (float)s[4 * x] * a;
            line[4 * x + 1] = (float)s[4 * x + 1] * a;
            line[4 * x + 2] = (float)s[4 * x + 2] * a;
            line[4 * x + 3] = a;
        }
        float *o = tmp + (size_t)y * (size_t)dst->w * 4;
        for (int x = 0; x < dst->w; x++) {
            const float *w = tx.w + (size_t)x * (size_t)tx.stride;
            float acc[4] = {0, 0, 0, 0};
            for (int k = 0; k < tx.count[x]; k++) {
                const float *p = line + (size_t)clampi(tx.first[x] + k, 0, src->w - 1) * 4;
                acc[0] += p[0] * w[k];
                acc[1] += p[1] * w[k];
                acc[2] += p[2] * w[k];
                acc[3] += p[3] * w[k];
            }
            memcpy(o + (size_t)x * 4, acc, sizeof acc);
        }
    }
    /* vertical pass, a source row at a time into acc (line, reused), back to straight alpha */
    float *acc = line;
    if (dst->w > src->w) {
        acc = realloc(line, sizeof *acc * 4 * (size_t)dst->w);
        if (!acc) {
            free(line);
            free(tmp);
            taps_free(&tx);
            taps_free(&ty);
            return false;
        }
    }
    for (int y = 0; y < dst->h; y++) {
        const float *w = ty.w + (size_t)y * (size_t)ty.stride;
        memset(acc, 0, sizeof *acc * 4 * (size_t)dst->w);
        for (int k = 0; k < ty.count[y]; k++) {
            const float *p = tmp + (size_t)(clampi(ty.first[y] + k, 0, src->h - 1) - r0) *
                                       (size_t)dst->w * 4;
            float wk = w[k];
            for (int i = 0; i < 4 * dst->w; i++)
                acc[i] += p[i] * wk;
        }
        uint8_t *o = dst->px + (size_t)y * (size_t)dst->w * 4;
        for (int x = 0; x < dst->w; x++) {
            const float *a = acc + (size_t)x * 4;
            uint8_t *q = o + (size_t)x * 4;
            if (a[3] > 0.0f) {
                float inv = 1.0f / a[3];
                for (int c = 0; c < 3; c++)
                    q[c] = (uint8_t)pm_clamp(a[c] * inv + 0.5f, 0.0f, 255.0f);
                q[3] = (uint8_t)pm_clamp(a[3] + 0.5f, 0.0f, 255.0f);
            } else {
                memset(q, 0, 4);
            }
        }
    }
    free(acc);
    free(tmp);
    taps_free(&tx);
    taps_free(&ty);
    return true;
}

bool paint_image_scale(struct paint_image *dst, const struct paint_image *src)
{
    return paint_image_scale_rect(dst, src, 0.0f, 0.0f, (float)src->w, (float)src->h);
}

void paint_image_blend(struct paint_image *dst, const struct paint_image *src, int x, int y)
{
    int x0 = pm_maxi(0, x), y0 = pm_maxi(0, y);
    int x1 = pm_mini(dst->w, x + src->w), y1 = pm_mini(dst->h, y + src->h);
    for (int j = y0; j < y1; j++) {
        for (int i = x0; i < x1; i++) {
            const uint8_t *s = src->px + ((size_t)(j - y) * (size_t)src->w + (size_t)(i - x)) * 4;
            uint8_t *d = dst->px + ((size_t)j * (size_t)dst->w + (size_t)i) * 4;
            if (s[3] == 0)
                continue;
            if (s[3] == 255) {
                memcpy(d, s, 4);
                continue;
            }
            float sa = (float)s[3] / 255.0f, da = (float)d[3] / 255.0f;
            float oa = sa + da * (1.0f - sa);
            for (int c = 0; c < 3; c++)
                d[c] = (uint8_t)pm_clamp(((float)s[c] * sa + (float)d[c] * da * (1.0f - sa)) / oa
                                             + 0.5f, 0.0f, 255.0f);
            d[3] = pm_byte(oa);
        }
    }
}

void paint_vignette(struct paint_image *img, float strength)
{
    float cx = 0.5f * (float)img->w, cy = 0.5f * (float)img->h;
    for (int y = 0; y < img->h; y++) {
        float dy = ((float)y + 0.5f - cy) / cy;
        for (int x = 0; x < img->w; x++) {
            float dx = ((float)x + 0.5f - cx) / cx;
            float d = (dx * dx + dy * dy) * 0.5f;     /* 0 at the centre, 1 at the corners */
            float k = 1.0f - strength * pm_smooth(0.05f, 1.0f, d);
            uint8_t *p = img->px + ((size_t)y * (size_t)img->w + (size_t)x) * 4;
            for (int c = 0; c < 3; c++)
                p[c] = (uint8_t)((float)p[c] * k + 0.5f);
        }
    }
}

/* --- the box blur the masks, shadows and materials share --- */

/* One box pass along a row: zero beyond the ends, or wrapping round them. */
static void box_row(float *v, int n, int r, bool wrap, float *tmp)
{
    memcpy(tmp, v, sizeof *tmp * (size_t)n);
    float inv = 1.0f / (float)(2 * r + 1);
    float sum = 0.0f;
    for (int k = -r; k <= r; k++) {
        if (wrap)
            sum += tmp[((k % n) + n) % n];
        else if (k >= 0 && k < n)
            sum += tmp[k];
    }
    for (int i = 0; i < n; i++) {
        float s = sum * inv;
        v[i] = wrap || s > 1e-6f ? s : 0.0f;      /* no float dust far from anything */
        int add = i + r + 1, sub = i - r;
        if (wrap) {
            sum += tmp[add % n] - tmp[((sub % n) + n) % n];
        } else {
            if (add < n)
                sum += tmp[add];
            if (sub >= 0)
                sum -= tmp[sub];
        }
    }
}

/* One box pass down the columns, a whole row at a time (memory is read in order). */
static void box_cols(float *v, int w, int h, int r, bool wrap, float *copy, float *sum)
{
    size_t row = (size_t)w;
    memcpy(copy, v, sizeof *copy * row * (size_t)h);
    float inv = 1.0f / (float)(2 * r + 1);
    memset(sum, 0, sizeof *sum * row);
    for (int k = -r; k <= r; k++) {
        int y = wrap ? ((k % h) + h) % h : k;
        if (y < 0 || y >= h)
            continue;
        for (int x = 0; x < w; x++)
            sum[x] += copy[(size_t)y * row + (size_t)x];
    }
    for (int y = 0; y < h; y++) {
        float *o = v + (size_t)y * row;
        for (int x = 0; x < w; x++) {
            float s = sum[x] * inv;
            o[x] = wrap || s > 1e-6f ? s : 0.0f;
        }
        int add = y + r + 1, sub = y - r;
        if (wrap) {
            add %= h;
            sub = ((sub % h) + h) % h;
        }
        if (add < h) {
            const float *a = copy + (size_t)add * row;
            for (int x = 0; x < w; x++)
                sum[x] += a[x];
        }
        if (sub >= 0) {
            const float *b = copy + (size_t)sub * row;
            for (int x = 0; x < w; x++)
                sum[x] -= b[x];
        }
    }
}

bool pm_blur(float *v, int w, int h, int radius, int passes, bool wrap)
{
    if (radius < 1 || passes < 1)
        return true;
    float *copy = malloc(sizeof *copy * (size_t)w * (size_t)h);
    float *tmp = malloc(sizeof *tmp * (size_t)(w > h ? w : h));
    if (!copy || !tmp) {
        free(copy);
        free(tmp);
        return false;
    }
    /* a radius longer than the image wraps more than once: keep it inside */
    int rx = wrap && radius >= w ? w - 1 : radius, ry = wrap && radius >= h ? h - 1 : radius;
    for (int pass = 0; pass < passes; pass++) {
        if (rx > 0)
            for (int y = 0; y < h; y++)
                box_row(v + (size_t)y * (size_t)w, w, rx, wrap, tmp);
        if (ry > 0)
            box_cols(v, w, h, ry, wrap, copy, tmp);
    }
    free(copy);
    free(tmp);
    return true;
}
