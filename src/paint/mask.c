/* mask.c: anti-aliased coverage masks: hand-cut strokes, filled shapes, stamped bitmaps, blur. */
#include <stdlib.h>
#include <string.h>

#include "paint_int.h"

bool paint_mask_init(struct paint_mask *m, int w, int h)
{
    m->w = m->h = 0;
    m->a = NULL;
    if (w < 1 || h < 1 || w > PAINT_MAX_SIDE || h > PAINT_MAX_SIDE)
        return false;
    m->a = calloc((size_t)w * (size_t)h, sizeof *m->a);
    if (!m->a)
        return false;
    m->w = w;
    m->h = h;
    return true;
}

void paint_mask_free(struct paint_mask *m)
{
    free(m->a);
    m->a = NULL;
    m->w = m->h = 0;
}

void paint_mask_clear(struct paint_mask *m)
{
    if (m->a)
        memset(m->a, 0, sizeof *m->a * (size_t)m->w * (size_t)m->h);
}

static void put(struct paint_mask *m, int x, int y, float v)
{
    float *p = m->a + (size_t)y * (size_t)m->w + (size_t)x;
    if (v > *p)
        *p = v > 1.0f ? 1.0f : v;
}

/* The pixel box [x0, x1) x [y0, y1) covering the float box, clipped to the mask; false if empty. */
static bool clip_box(const struct paint_mask *m, float fx0, float fy0, float fx1, float fy1,
                     int *x0, int *y0, int *x1, int *y1)
{
    *x0 = pm_maxi(0, pm_floori(fx0));
    *y0 = pm_maxi(0, pm_floori(fy0));
    *x1 = pm_mini(m->w, pm_floori(fx1) + 1);
    *y1 = pm_mini(m->h, pm_floori(fy1) + 1);
    return m->a && *x0 < *x1 && *y0 < *y1;
}

/* --- strokes --- */

/* The wobble of a hand-cut stroke at a point, as a function of position (not of arc length),
   so that neighbouring samples, joins and closed curves all agree. */
static float wobble(float x, float y, float width, uint64_t seed)
{
    float slow = paint_noise(x / 90.0f, y / 90.0f, 0, 0, seed);
    float fast = paint_noise(x / 14.0f, y / 14.0f, 0, 0, seed + 1);
    return width * (0.22f * slow + 0.05f * fast);
}

static float swell(float x, float y, uint64_t seed)
{
    return 0.16f * paint_noise(x / 55.0f, y / 55.0f, 0, 0, seed + 2) +
           0.07f * paint_noise(x / 9.0f, y / 9.0f, 0, 0, seed + 3);
}

/* Narrows [*lo, *hi] to the x where a <= k * x + c <= b; false if that leaves nothing. */
static bool narrow(float k, float c, float a, float b, float *lo, float *hi)
{
    if (fabsf(k) < 1e-6f)
        return c >= a && c <= b;
    float p = (a - c) / k, q = (b - c) / k;
    if (p > q) {
        float t = p;
        p = q;
        q = t;
    }
    *lo = p > *lo ? p : *lo;
    *hi = q < *hi ? q : *hi;
    return *lo <= *hi;
}

/* The pixels of row y whose centres lie within `reach` of the segment from (ax, ay) along the
   unit vector (ux, uy) for len pixels, clipped to [0, w). False if none. */
static bool row_span(float ax, float ay, float ux, float uy, float len, float reach, int y, int w,
                     int *x0, int *x1)
{
    float py = (float)y + 0.5f;
    float lo = -1e30f, hi = 1e30f;
    /* across: -uy * (x - ax) + ux * (py - ay); along: ux * (x - ax) + uy * (py - ay) */
    if (!narrow(-uy, uy * ax + ux * (py - ay), -reach, reach, &lo, &hi) ||
        !narrow(ux, -ux * ax + uy * (py - ay), -reach, len + reach, &lo, &hi))
        return false;
    *x0 = pm_maxi(0, pm_floori(lo - 0.5f));
    *x1 = pm_mini(w, pm_floori(hi - 0.5f) + 2);
    return *x0 < *x1;
}

/* One segment of a stroke: the centre line's offset and the cut's radius are sampled every
   couple of pixels along it, then every pixel near it is measured against them. s0/total
   place it in the whole open stroke for the tapered ends (total <= 0: no ends). */
static void stroke_segment(struct paint_mask *m, float ax, float ay, float bx, float by,
                           float width, float rough, float s0, float total, float taper0,
                           float taper1, uint64_t seed)
{
    float dx = bx - ax, dy = by - ay;
    float len = sqrtf(dx * dx + dy * dy);
    float ux = len > 1e-6f ? dx / len : 1.0f, uy = len > 1e-6f ? dy / len : 0.0f;
    float nx = -uy, ny = ux;
    int n = pm_maxi(1, (int)(len / 2.0f) + 1);
    float stack[2 * 256];
    float *buf = n < 256 ? stack : malloc(sizeof *buf * 2 * (size_t)(n + 1));
    if (!buf)
        return;
    float *off = buf, *rad = buf + n + 1;
    float chip = rough * width * 0.12f;
    float maxoff = 0.0f, rmax = 0.0f;
    for (int i = 0; i <= n; i++) {
        float t = (float)i / (float)n;
        float px = ax + dx * t, py = ay + dy * t;
        float r = 0.5f * width, o = 0.0f;
        if (rough > 0.0f) {
            o = rough * wobble(px, py, width, seed);
            r *= 1.0f + rough * swell(px, py, seed);
            if (total > 0.0f) {
                float s = s0 + len * t;
                r *= pm_smooth(0.0f, taper0, s) * pm_smooth(0.0f, taper1, total - s);
            }
            r = r > 0.0f ? r : 0.0f;
        }
        off[i] = o;
        rad[i] = r;
        maxoff = fabsf(o) > maxoff ? fabsf(o) : maxoff;
        rmax = r > rmax ? r : rmax;
    }
    float reach = maxoff + rmax + chip + 1.0f;
    int y0 = pm_maxi(0, pm_floori((ay < by ? ay : by) - reach));
    int y1 = pm_mini(m->h, pm_floori((ay > by ? ay : by) + reach) + 1);
    for (int y = y0; y < y1; y++) {
        int x0, x1;
        if (!row_span(ax, ay, ux, uy, len, reach, y, m->w, &x0, &x1))
            continue;
        float py = (float)y + 0.5f;
        float *row = m->a + (size_t)y * (size_t)m->w;
        for (int x = x0; x < x1; x++) {
            float px = (float)x + 0.5f;
            float s = (px - ax) * ux + (py - ay) * uy, q = (px - ax) * nx + (py - ay) * ny;
            float d, r;
            if (s <= 0.0f) {
                float e = q - off[0];
                d = sqrtf(s * s + e * e);
                r = rad[0];
            } else if (s >= len) {
                float e = q - off[n];
                d = sqrtf((s - len) * (s - len) + e * e);
                r = rad[n];
            } else {
                float fi = s / len * (float)n;
                int k = pm_mini(n - 1, (int)fi);
                float t = fi - (float)k;
                d = fabsf(q - pm_mix(off[k], off[k + 1], t));
                r = pm_mix(rad[k], rad[k + 1], t);
            }
            if (d >= r + chip + 0.5f)
                continue;
            /* a hand-held point skips and chips the rim */
            if (chip > 0.0f && d > r - chip - 0.5f)
                r += chip * paint_noise(px * 0.55f, py * 0.55f, 0, 0, seed + 7);
            float v = r - d + 0.5f;
            if (v > row[x])
                row[x] = v > 1.0f ? 1.0f : v;
        }
    }
    if (buf != stack)
        free(buf);
}

void paint_mask_polyline(struct paint_mask *m, const float *xy, int n, bool closed, float width,
                         float roughness, uint64_t seed)
{
    if (!m->a || n < 1 || !(width > 0.0f) || width > 4096.0f)
        return;
    /* decided: coordinates beyond a million pixels are refused, not clipped: no board is
       that big, and it keeps the sample counts bounded */
    for (int i = 0; i < 2 * n; i++)
        if (!(fabsf(xy[i]) < 1e6f))
            return;
    float rough = pm_sat(roughness);
    if (n == 1) {
        paint_mask_disc(m, xy[0], xy[1], 0.5f * width);
        return;
    }
    int segs = closed ? n : n - 1;
    float total = 0.0f;
    for (int i = 0; i < segs; i++) {
        int j = (i + 1) % n;
        float dx = xy[2 * j] - xy[2 * i], dy = xy[2 * j + 1] - xy[2 * i + 1];
        total += sqrtf(dx * dx + dy * dy);
    }
    /* open ends: the point enters and leaves the stone gradually, each end its own length,
       and the stroke starts or stops a little early or late */
    float ext0 = 0.0f, ext1 = 0.0f, taper0 = 1.0f, taper1 = 1.0f;
    if (!closed && rough > 0.0f) {
        uint64_t h = paint_hash(seed ^ 0x5EEDull);
        ext0 = rough * width * (pm_unit(h) - 0.35f) * 0.9f;
        ext1 = rough * width * (pm_unit(paint_hash(h)) - 0.35f) * 0.9f;
        taper0 = rough * width * (0.8f + 1.4f * pm_unit(paint_hash(h + 1)));
        taper1 = rough * width * (0.8f + 1.4f * pm_unit(paint_hash(h + 2)));
    }
    float s = 0.0f;
    for (int i = 0; i < segs; i++) {
        int j = (i + 1) % n;
        float ax = xy[2 * i], ay = xy[2 * i + 1], bx = xy[2 * j], by = xy[2 * j + 1];
        float dx = bx - ax, dy = by - ay, len = sqrtf(dx * dx + dy * dy);
        float ux = len > 0.0f ? dx / len : 0.0f, uy = len > 0.0f ? dy / len : 0.0f;
        float s_start = s;
        if (!closed && i == 0) {
            ax -= ux * ext0;
            ay -= uy * ext0;
        } else if (!closed) {
            s_start += ext0;
        }
        if (!closed && i == segs - 1) {
            bx += ux * ext1;
            by += uy * ext1;
        }
        stroke_segment(m, ax, ay, bx, by, width, rough, s_start, closed || rough == 0.0f ? 0.0f :
                       total + ext0 + ext1, taper0, taper1, seed);
        s += len;
    }
}

void paint_mask_line(struct paint_mask *m, float x0, float y0, float x1, float y1, float width,
                     float roughness, uint64_t seed)
{
    float xy[4] = {x0, y0, x1, y1};
    paint_mask_polyline(m, xy, 2, false, width, roughness, seed);
}

void paint_mask_circle(struct paint_mask *m, float cx, float cy, float r, float width,
                       float roughness, uint64_t seed)
{
    if (!(r > 0.0f) || r > 65536.0f)
        return;
    /* enough points that the chords stay within a tenth of a pixel of the circle */
    int n = (int)(PM_PI / sqrtf(0.2f / r)) + 8;
    n = pm_mini(n, 4096);
    float *xy = malloc(sizeof *xy * 2 * (size_t)n);
    if (!xy)
        return;
    for (int i = 0; i < n; i++) {
        float a = 2.0f * PM_PI * (float)i / (float)n;
        xy[2 * i] = cx + r * pm_cos(a);
        xy[2 * i + 1] = cy + r * pm_sin(a);
    }
    paint_mask_polyline(m, xy, n, true, width, roughness, seed);
    free(xy);
}

/* --- filled shapes --- */

void paint_mask_disc(struct paint_mask *m, float cx, float cy, float r)
{
    paint_mask_ellipse(m, cx, cy, r, r, 0.0f);
}

void paint_mask_ellipse(struct paint_mask *m, float cx, float cy, float rx, float ry,
                        float angle)
{
    if (!(rx > 0.0f) || !(ry > 0.0f) || rx > 65536.0f || ry > 65536.0f)
        return;
    float rmax = (rx > ry ? rx : ry) + 1.0f;
    int x0, y0, x1, y1;
    if (!clip_box(m, cx - rmax, cy - rmax, cx + rmax, cy + rmax, &x0, &y0, &x1, &y1))
        return;
    float c = pm_cos(angle), s = pm_sin(angle);
    for (int y = y0; y < y1; y++) {
        for (int x = x0; x < x1; x++) {
            float px = (float)x + 0.5f - cx, py = (float)y + 0.5f - cy;
            float u = (px * c + py * s) / rx, v = (-px * s + py * c) / ry;
            float f = u * u + v * v;
            /* f - 1 over the length of its gradient is the distance to the edge, near it */
            float gu = u / rx, gv = v / ry;
            float g = 2.0f * sqrtf(gu * gu + gv * gv);
            float d = g > 1e-9f ? (f - 1.0f) / g : -rmax;
            float cov = 0.5f - d;
            if (cov > 0.0f)
                put(m, x, y, cov);
        }
    }
}

static float seg_dist2(float px, float py, float ax, float ay, float bx, float by)
{
    float dx = bx - ax, dy = by - ay, l2 = dx * dx + dy * dy;
    float t = l2 > 0.0f ? pm_sat(((px - ax) * dx + (py - ay) * dy) / l2) : 0.0f;
    float ex = px - ax - dx * t, ey = py - ay - dy * t;
    return ex * ex + ey * ey;
}

void paint_mask_polygon(struct paint_mask *m, const float *xy, int n)
{
    if (!m->a || n < 3)
        return;
    float bx0 = xy[0], by0 = xy[1], bx1 = xy[0], by1 = xy[1];
    for (int i = 1; i < n; i++) {
        bx0 = xy[2 * i] < bx0 ? xy[2 * i] : bx0;
        bx1 = xy[2 * i] > bx1 ? xy[2 * i] : bx1;
        by0 = xy[2 * i + 1] < by0 ? xy[2 * i + 1] : by0;
        by1 = xy[2 * i + 1] > by1 ? xy[2 * i + 1] : by1;
    }
    int x0, y0, x1, y1;
    if (!clip_box(m, bx0 - 1.0f, by0 - 1.0f, bx1 + 1.0f, by1 + 1.0f, &x0, &y0, &x1, &y1))
        return;
    for (int y = y0; y < y1; y++) {
        float py = (float)y + 0.5f;
        for (int x = x0; x < x1; x++) {
            float px = (float)x + 0.5f;
            bool inside = false;
            float d2 = 1e30f;
            for (int i = 0, j = n - 1; i < n; j = i++) {
                float ax = xy[2 * j], ay = xy[2 * j + 1], qx = xy[2 * i], qy = xy[2 * i + 1];
                if ((qy > py) != (ay > py) && px < (ax - qx) * (py - qy) / (ay - qy) + qx)
                    inside = !inside;
                float e = seg_dist2(px, py, ax, ay, qx, qy);
                d2 = e < d2 ? e : d2;
            }
            float d = sqrtf(d2);
            float cov = inside ? 0.5f + d : 0.5f - d;
            if (cov > 0.0f)
                put(m, x, y, cov);
        }
    }
}

void paint_mask_stamp(struct paint_mask *m, const uint8_t *src, int w, int h, int pitch,
                      int step, int x, int y)
{
    if (!m->a || !src || w < 1 || h < 1 || x <= -w || y <= -h || x >= m->w || y >= m->h)
        return;
    int i0 = pm_maxi(0, -x), j0 = pm_maxi(0, -y);
    int i1 = pm_mini(w, m->w - x), j1 = pm_mini(h, m->h - y);
    for (int j = j0; j < j1; j++)
        for (int i = i0; i < i1; i++) {
            uint8_t v = src[(ptrdiff_t)j * pitch + (ptrdiff_t)i * step];
            if (v)
                put(m, x + i, y + j, (float)v / 255.0f);
        }
}

bool paint_mask_blur(struct paint_mask *m, float radius)
{
    if (!m->a)
        return false;
    int r = (int)(pm_clamp(radius, 0.0f, 4096.0f) + 0.5f);
    if (r < 1)
        return true;
    return pm_blur(m->a, m->w, m->h, r, 3, false);
}
