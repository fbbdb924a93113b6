/* carve.c: working masks into a material: incision, painted slip, weathering, chips, shadows. */
#include <stdlib.h>
#include <string.h>

#include "paint_int.h"

/* Towards the light (upper left, 50 degrees up), normalised. */
#define LX (-0.45f)
#define LY (-0.45f)
#define LZ 0.7714f

static uint8_t *pixel(struct paint_image *img, int x, int y)
{
    return img->px + ((size_t)y * (size_t)img->w + (size_t)x) * 4;
}

static struct pm_rgb get_rgb(const uint8_t *p)
{
    struct pm_rgb c = {(float)p[0] / 255.0f, (float)p[1] / 255.0f, (float)p[2] / 255.0f};
    return c;
}

static void set_rgb(uint8_t *p, struct pm_rgb c)
{
    p[0] = pm_byte(c.r);
    p[1] = pm_byte(c.g);
    p[2] = pm_byte(c.b);
}

/* Light on a surface tilted by slope (sx, sy) (the height's fall in x and y), relative to flat:
   0 on the flat, down to -1 facing away, up to about +0.6 facing the light. */
static float tilt_light(float sx, float sy)
{
    float nl = (sx * LX + sy * LY + LZ) / sqrtf(sx * sx + sy * sy + 1.0f);
    return nl / LZ - 1.0f;
}

/* Lightens towards white for s > 0, darkens for s < 0. */
static struct pm_rgb shade(struct pm_rgb c, float s)
{
    if (s >= 0.0f) {
        c.r += (1.0f - c.r) * s;
        c.g += (1.0f - c.g) * s;
        c.b += (1.0f - c.b) * s;
        return c;
    }
    return pm_scalec(c, 1.0f + s);
}

/* The rows and columns where the mask is not zero, grown by pad and clipped; false if empty. */
static bool mask_bounds(const struct paint_mask *m, int pad, int *x0, int *y0, int *x1,
                        int *y1)
{
    int bx0 = m->w, by0 = m->h, bx1 = -1, by1 = -1;
    for (int y = 0; y < m->h; y++) {
        const float *row = m->a + (size_t)y * (size_t)m->w;
        int first = -1, last = -1;
        for (int x = 0; x < m->w; x++)
            if (row[x] > 0.0f) {
                first = x;
                break;
            }
        if (first < 0)
            continue;
        for (int x = m->w - 1; x >= first; x--)
            if (row[x] > 0.0f) {
                last = x;
                break;
            }
        bx0 = pm_mini(bx0, first);
        bx1 = pm_maxi(bx1, last);
        by0 = pm_mini(by0, y);
        by1 = y;
    }
    if (bx1 < 0)
        return false;
    *x0 = pm_maxi(0, bx0 - pad);
    *y0 = pm_maxi(0, by0 - pad);
    *x1 = pm_mini(m->w, bx1 + pad + 1);
    *y1 = pm_mini(m->h, by1 + pad + 1);
    return true;
}

/* Two-pass chamfer distance (in pixels) from every pixel inside (coverage >= 0.5) to the
   nearest one outside; outside pixels get 0. */
static void chamfer(float *d, int w, int h)
{
    const float dg = 1.41421356f;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            float *p = d + (size_t)y * (size_t)w + x;
            if (*p == 0.0f)
                continue;
            if (x > 0 && p[-1] + 1.0f < *p)
                *p = p[-1] + 1.0f;
            if (y > 0) {
                if (p[-w] + 1.0f < *p)
                    *p = p[-w] + 1.0f;
                if (x > 0 && p[-w - 1] + dg < *p)
                    *p = p[-w - 1] + dg;
                if (x < w - 1 && p[-w + 1] + dg < *p)
                    *p = p[-w + 1] + dg;
            }
        }
    for (int y = h - 1; y >= 0; y--)
        for (int x = w - 1; x >= 0; x--) {
            float *p = d + (size_t)y * (size_t)w + x;
            if (*p == 0.0f)
                continue;
            if (x < w - 1 && p[1] + 1.0f < *p)
                *p = p[1] + 1.0f;
            if (y < h - 1) {
                if (p[w] + 1.0f < *p)
                    *p = p[w] + 1.0f;
                if (x < w - 1 && p[w + 1] + dg < *p)
                    *p = p[w + 1] + dg;
                if (x > 0 && p[w - 1] + dg < *p)
                    *p = p[w - 1] + dg;
            }
        }
}

bool paint_incise(struct paint_image *img, const struct paint_mask *mask, float depth,
                  uint64_t seed)
{
    if (!img->px || !mask->a || img->w != mask->w || img->h != mask->h)
        return false;
    depth = pm_clamp(depth, 0.25f, 64.0f);
    float wall = depth * 1.6f > 1.5f ? depth * 1.6f : 1.5f;   /* how far in the floor is reached */
    int reach = pm_maxi(1, (int)(depth * 1.2f + 0.5f));        /* how far shadows are looked for */
    int pad = reach + 5;
    int x0, y0, x1, y1;
    if (!mask_bounds(mask, pad, &x0, &y0, &x1, &y1))
        return true;
    int w = x1 - x0, h = y1 - y0;
    float *dep = malloc(sizeof *dep * (size_t)w * (size_t)h);
    if (!dep)
        return false;
    /* the depth profile: the walls fall steeply from the edge and round into the floor, so a
       thin line is a V and a hollow is a bowl with a flat bottom */
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            dep[(size_t)y * (size_t)w + x] =
                mask->a[(size_t)(y0 + y) * (size_t)mask->w + (size_t)(x0 + x)] >= 0.5f ? 1e9f : 0.0f;
    chamfer(dep, w, h);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            float *p = dep + (size_t)y * (size_t)w + x;
            float m = mask->a[(size_t)(y0 + y) * (size_t)mask->w + (size_t)(x0 + x)];
            float t = pm_sat(((*p > 0.0f ? *p - 1.0f : 0.0f) + m) / wall);
            *p = depth * (1.0f - (1.0f - t) * (1.0f - t));
        }
    if (!pm_blur(dep, w, h, 1, 1, false)) {       /* smooths the chamfer's facets */
        free(dep);
        return false;
    }
    const float tan_elev = 0.84f;                 /* a shadow's length per unit of depth */
    for (int y = 1; y < h - 1; y++) {
        for (int x = 1; x < w - 1; x++) {
            const float *dp = dep + (size_t)y * (size_t)w + x;
            float d = dp[0];
            if (d == 0.0f && dp[1] == 0.0f && dp[-1] == 0.0f && dp[w] == 0.0f && dp[-w] == 0.0f)
                continue;
            float gx = 0.5f * (dp[1] - dp[-1]), gy = 0.5f * (dp[w] - dp[-w]);
            /* is the edge towards the light high enough to shade this point? */
            float cast = 0.0f;
            for (int k = 1; k <= reach && x - k >= 0 && y - k >= 0; k++) {
                float up = dep[(size_t)(y - k) * (size_t)w + (x - k)];
                float sh = (d - up) - (float)k * 1.41421356f * tan_elev;
                cast = sh > cast ? sh : cast;
            }
            cast = pm_sat(cast / depth * 2.0f);
            int px = x0 + x, py = y0 + y;
            uint8_t *p = pixel(img, px, py);
            struct pm_rgb c = get_rgb(p);
            float dn = d / depth;
            /* the floor: darker the deeper (occluded, dirt-filled), a little rough */
            float grit = d > 0.0f ? paint_noise((float)px * 0.45f, (float)py * 0.45f, 0, 0, seed) : 0.0f;
            float m = mask->a[(size_t)py * (size_t)mask->w + (size_t)px];
            c = pm_scalec(c, 1.0f - pm_sat(0.26f * m + 0.24f * dn + 0.14f * grit * dn));
            c.b *= 1.0f - 0.05f * dn;             /* dirt is browner than the stone */
            /* the walls, lit from the upper left (the surface height is minus the profile);
               the lit side is exaggerated a little, as the eye expects of a cut */
            float tl = tilt_light(gx, gy);
            c = shade(c, tl > 0.0f ? 2.2f * tl : 0.85f * tl);
            c = pm_scalec(c, 1.0f - 0.45f * cast);
            set_rgb(p, c);
        }
    }
    free(dep);
    return true;
}

bool paint_paint(struct paint_image *img, const struct paint_mask *mask, uint32_t rgba,
                 float wear, uint64_t seed)
{
    if (!img->px || !mask->a || img->w != mask->w || img->h != mask->h)
        return false;
    struct pm_rgb col = pm_hex(rgba >> 8);
    float alpha = (float)(rgba & 255) / 255.0f;
    wear = pm_sat(wear);
    for (int y = 0; y < img->h; y++) {
        const float *row = mask->a + (size_t)y * (size_t)img->w;
        for (int x = 0; x < img->w; x++) {
            float m = row[x];
            if (m <= 0.0f)
                continue;
            float fx = (float)x, fy = (float)y;
            float a = m * alpha;
            if (wear > 0.0f) {
                /* rubbed where the surface stands proud (broad patches), pinholes, and more
                   at the edges of a stroke, where the slip was thin */
                float rub = 0.5f + 0.5f * paint_fbm(fx / 23.0f, fy / 23.0f, 3, 0, 0, seed) +
                            0.22f * paint_noise(fx / 2.3f, fy / 2.3f, 0, 0, seed + 1) +
                            0.25f * (1.0f - m);
                a *= 1.0f - pm_smooth(1.05f - wear, 1.2f - wear, rub);
            }
            uint8_t *p = pixel(img, x, y);
            struct pm_rgb c = get_rgb(p);
            /* the slip lies thin: a little of the clay's variation shows through */
            struct pm_rgb pc = pm_scalec(col, 0.75f + 0.5f * pm_luma(c));
            float n = paint_noise(fx / 3.0f, fy / 3.0f, 0, 0, seed + 2);
            pc = pm_scalec(pc, 1.0f + 0.12f * n);
            set_rgb(p, pm_mixc(c, pc, pm_sat(a)));
        }
    }
    return true;
}

/* --- weathering --- */

/* How far in from the rect's line each edge really runs, per pixel along it: a gently wavy
   line with a few small notches knocked out. */
static void edge_profile(float *e, int n, float amp, uint64_t seed)
{
    for (int i = 0; i < n; i++) {
        float t = (float)i + 0.5f;
        float v = 0.5f + 0.4f * paint_noise(t / 130.0f, 0.5f, 0, 0, seed) +
                  0.12f * paint_noise(t / 23.0f, 1.5f, 0, 0, seed + 1);
        float notch = pm_smooth(0.6f, 0.85f, paint_noise(t / 24.0f, 2.5f, 0, 0, seed + 2));
        e[i] = amp * (v > 0.0f ? v : 0.0f) + 1.1f * amp * notch;
    }
}

void paint_wear(struct paint_image *img, struct paint_rect r, uint64_t seed)
{
    if (!img->px || r.w < 2 || r.h < 2 || r.w > PAINT_MAX_SIDE || r.h > PAINT_MAX_SIDE)
        return;
    float side = (float)pm_mini(r.w, r.h);
    float amp = 1.0f + 0.003f * side;               /* how ragged the edges are */
    float bevel = 2.0f + 0.012f * side;             /* how far the rounding reaches in */
    float band = 5.0f * bevel + 3.0f * amp + 2.0f;  /* beyond this the edges do nothing */
    float *el = malloc(sizeof *el * (size_t)(2 * r.h + 2 * r.w));
    if (!el)
        return;
    float *er = el + r.h, *et = er + r.h, *eb = et + r.w;
    edge_profile(el, r.h, amp, seed);
    edge_profile(er, r.h, amp, seed + 3);
    edge_profile(et, r.w, amp, seed + 6);
    edge_profile(eb, r.w, amp, seed + 9);
    bool wide = r.w >= r.h;
    /* the two hand rests: the middle of the long sides, where the players sit */
    float hx[2], hy[2], hrx, hry;
    if (wide) {
        hx[0] = hx[1] = (float)r.x + 0.5f * (float)r.w;
        hy[0] = (float)r.y + 0.02f * (float)r.h;
        hy[1] = (float)r.y + 0.98f * (float)r.h;
        hrx = 0.26f * (float)r.w;
        hry = 0.16f * (float)r.h;
    } else {
        hy[0] = hy[1] = (float)r.y + 0.5f * (float)r.h;
        hx[0] = (float)r.x + 0.02f * (float)r.w;
        hx[1] = (float)r.x + 0.98f * (float)r.w;
        hrx = 0.16f * (float)r.w;
        hry = 0.26f * (float)r.h;
    }
    int x0 = pm_maxi(0, r.x), y0 = pm_maxi(0, r.y);
    int x1 = pm_mini(img->w, r.x + r.w), y1 = pm_mini(img->h, r.y + r.h);
    int bandpx = (int)(band + 3.0f * amp) + 2;    /* the edges' reach, in whole pixels */
    for (int y = y0; y < y1; y++) {
        float fy = (float)y + 0.5f;
        /* in the middle rows only the side bands and the polished patches need work */
        bool mid_row = y >= r.y + bandpx && y < r.y + r.h - bandpx;
        int ps0 = x1, ps1 = x0;
        for (int k = 0; k < 2; k++) {
            float ey = (fy - hy[k]) / hry;
            if (ey * ey < 1.0f) {
                float half = hrx * sqrtf(1.0f - ey * ey);
                ps0 = pm_mini(ps0, pm_floori(hx[k] - half));
                ps1 = pm_maxi(ps1, pm_floori(hx[k] + half) + 1);
            }
        }
        for (int x = x0; x < x1; x++) {
            if (mid_row && x >= r.x + bandpx && x < r.x + r.w - bandpx && (x < ps0 || x >= ps1)) {
                /* jump to the next pixel that has anything to do */
                int next = r.x + r.w - bandpx;
                if (x < ps0 && ps0 < next)
                    next = ps0;
                x = next - 1;
                continue;
            }
            float fx = (float)x + 0.5f;
            float dl = fx - (float)r.x - el[y - r.y], dr = (float)(r.x + r.w) - fx - er[y - r.y];
            float dt = fy - (float)r.y - et[x - r.x], db = (float)(r.y + r.h) - fy - eb[x - r.x];
            float d = dl < dr ? dl : dr;
            d = d < dt ? d : dt;
            d = d < db ? d : db;
            /* polish where hands rest: paler and smoother */
            float pol = 0.0f;
            for (int k = 0; k < 2; k++) {
                float ex = (fx - hx[k]) / hrx, ey = (fy - hy[k]) / hry;
                float e2 = ex * ex + ey * ey;
                if (e2 < 1.0f) {
                    float e = 1.0f - pm_smooth(0.1f, 1.0f, e2);
                    pol = pol > e ? pol : e;
                }
            }
            if (d > band && pol <= 0.0f)
                continue;
            uint8_t *p = pixel(img, x, y);
            float cover = pm_sat(d + 0.5f);
            if (cover <= 0.0f) {
                memset(p, 0, 4);
                continue;
            }
            struct pm_rgb c = get_rgb(p);
            if (d <= band) {
                /* the rounded edge: the surface falls away, steepest at the very edge */
                float sl = 1.0f - pm_sat(dl / bevel), sr = 1.0f - pm_sat(dr / bevel);
                float st = 1.0f - pm_sat(dt / bevel), sb = 1.0f - pm_sat(db / bevel);
                float sx = 1.4f * (sl * sl - sr * sr), sy = 1.4f * (st * st - sb * sb);
                c = shade(c, 0.6f * tilt_light(sx, sy));
                /* weathered, darker skin near the edges */
                c = pm_scalec(c, 1.0f - 0.08f * (1.0f - pm_smooth(0.0f, band, d)));
            }
            if (pol > 0.0f)
                c = pm_mixc(c, shade(c, 0.10f), pol * 0.6f);
            set_rgb(p, c);
            p[3] = (uint8_t)((float)p[3] * cover + 0.5f);
        }
    }
    free(el);
    /* a few faint scratches: fresh, paler stone; each drawn in a mask just its size */
    uint64_t h = paint_hash(seed ^ 0x5C2A7C4ull);
    int n = 6 + (int)((float)r.w * (float)r.h / 60000.0f);
    n = pm_mini(n, 40);
    for (int i = 0; i < n; i++) {
        float ax = (float)r.x + (float)r.w * (0.05f + 0.9f * pm_unit(h = paint_hash(h)));
        float ay = (float)r.y + (float)r.h * (0.05f + 0.9f * pm_unit(h = paint_hash(h)));
        float ang = 2.0f * PM_PI * pm_unit(h = paint_hash(h));
        float len = side * (0.03f + 0.09f * pm_unit(h = paint_hash(h)));
        float wid = 0.7f + 0.6f * pm_unit(h = paint_hash(h));
        float bx = ax + len * pm_cos(ang), by = ay + len * pm_sin(ang);
        int mx0 = pm_maxi(x0, pm_floori((ax < bx ? ax : bx) - 4.0f));
        int my0 = pm_maxi(y0, pm_floori((ay < by ? ay : by) - 4.0f));
        int mx1 = pm_mini(x1, pm_floori((ax > bx ? ax : bx) + 5.0f));
        int my1 = pm_mini(y1, pm_floori((ay > by ? ay : by) + 5.0f));
        struct paint_mask sm;
        if (mx1 <= mx0 || my1 <= my0 || !paint_mask_init(&sm, mx1 - mx0, my1 - my0))
            continue;
        paint_mask_line(&sm, ax - (float)mx0, ay - (float)my0, bx - (float)mx0, by - (float)my0,
                        wid, 0.7f, h);
        for (int y = 0; y < sm.h; y++)
            for (int x = 0; x < sm.w; x++) {
                float m = sm.a[(size_t)y * (size_t)sm.w + (size_t)x];
                uint8_t *p = pixel(img, mx0 + x, my0 + y);
                if (m <= 0.0f || p[3] == 0)
                    continue;
                struct pm_rgb c = get_rgb(p);
                set_rgb(p, pm_mixc(c, shade(c, 0.2f), 0.5f * m));
            }
        paint_mask_free(&sm);
    }
}

void paint_chip(struct paint_image *img, struct paint_rect r, int corner, float size,
                uint64_t seed)
{
    if (!img->px || corner < 0 || corner > 3 || !(size >= 2.0f) || size > 4096.0f)
        return;
    /* the corner and the two directions along its sides, into the slab */
    float cx = (float)r.x + ((corner == 1 || corner == 2) ? (float)r.w : 0.0f);
    float cy = (float)r.y + (corner >= 2 ? (float)r.h : 0.0f);
    float ux = (corner == 1 || corner == 2) ? -1.0f : 1.0f;
    float vy = corner >= 2 ? -1.0f : 1.0f;
    uint64_t h = paint_hash(seed ^ 0xC41Bull);
    float la = size * (0.6f + 0.7f * pm_unit(h = paint_hash(h)));
    float lb = size * (0.6f + 0.7f * pm_unit(h = paint_hash(h)));
    /* the break: from one side to the other, bulging into the slab, in a few flat facets
       (stone breaks along planes, not in curves) */
    enum { N = 9 };
    float pts[2 * (N + 2)];
    for (int i = 0; i <= N; i++) {
        float t = (float)i / (float)N;
        float bx = cx + ux * la * (1.0f - t), by = cy + vy * lb * t;
        float e = pm_sin(PM_PI * t);               /* the ends stay on the slab's sides */
        float bulge = 0.25f * size * e;
        float jag = 0.16f * size * (pm_unit(h = paint_hash(h)) - 0.5f) * e;
        pts[2 * i] = bx + ux * (bulge + jag) * 0.7071f;
        pts[2 * i + 1] = by + vy * (bulge + jag) * 0.7071f;
    }
    pts[2 * (N + 1)] = cx - ux * 2.0f;            /* close round the corner, outside */
    pts[2 * (N + 1) + 1] = cy - vy * 2.0f;
    float face = 0.22f * size + 2.0f;             /* the break face's width, seen from above */
    int x0 = pm_maxi(0, pm_floori(cx - 2.0f * size)), x1 = pm_mini(img->w, pm_floori(cx + 2.0f * size) + 1);
    int y0 = pm_maxi(0, pm_floori(cy - 2.0f * size)), y1 = pm_mini(img->h, pm_floori(cy + 2.0f * size) + 1);
    if (x1 <= x0 || y1 <= y0)
        return;
    struct paint_mask gone;
    if (!paint_mask_init(&gone, x1 - x0, y1 - y0))
        return;
    float loc[2 * (N + 2)];
    for (int i = 0; i < N + 2; i++) {
        loc[2 * i] = pts[2 * i] - (float)x0;
        loc[2 * i + 1] = pts[2 * i + 1] - (float)y0;
    }
    paint_mask_polygon(&gone, loc, N + 2);
    for (int y = y0; y < y1; y++) {
        for (int x = x0; x < x1; x++) {
            uint8_t *p = pixel(img, x, y);
            float g = gone.a[(size_t)(y - y0) * (size_t)gone.w + (size_t)(x - x0)];
            if (p[3] == 0)
                continue;
            float px = (float)x + 0.5f, py = (float)y + 0.5f;
            /* the nearest point of the break, and which way is out */
            float best = 1e30f, ox = 0.0f, oy = 0.0f;
            for (int i = 0; i < N; i++) {
                float ax = pts[2 * i], ay = pts[2 * i + 1];
                float dx = pts[2 * i + 2] - ax, dy = pts[2 * i + 3] - ay;
                float l2 = dx * dx + dy * dy;
                float t = l2 > 0.0f ? pm_sat(((px - ax) * dx + (py - ay) * dy) / l2) : 0.0f;
                float qx = ax + dx * t - px, qy = ay + dy * t - py;
                float d2 = qx * qx + qy * qy;
                if (d2 < best) {
                    best = d2;
                    ox = qx;
                    oy = qy;
                }
            }
            float dist = sqrtf(best);
            if (g <= 0.0f && dist > face + 1.0f)
                continue;
            struct pm_rgb c = get_rgb(p);
            if (g < 1.0f && dist <= face + 1.0f) {
                /* the break face slopes down and out: fresh, paler, rough, in ripples */
                float inv = dist > 1e-3f ? 1.0f / dist : 0.0f;
                float slope = 1.1f * (0.4f + 0.6f * dist / face);
                float rough = paint_noise(px * 0.5f, py * 0.5f, 0, 0, seed + 3);
                float ripple = pm_sin(dist * 1.3f + 3.0f * paint_noise(px / 12.0f, py / 12.0f, 0, 0, seed + 2));
                struct pm_rgb fresh = shade(c, 0.06f);
                fresh = shade(fresh, 0.8f * tilt_light(ox * inv * slope, oy * inv * slope) +
                                         0.015f * ripple + 0.10f * rough);
                c = pm_mixc(c, fresh, 1.0f - pm_smooth(face - 0.7f, face + 0.7f, dist));
                set_rgb(p, c);
            }
            p[3] = (uint8_t)((float)p[3] * (1.0f - g) + 0.5f);
        }
    }
    paint_mask_free(&gone);
}

bool paint_drop_shadow(struct paint_image *dst, const struct paint_image *src, int x, int y,
                       float dx, float dy, float radius, float opacity)
{
    if (!dst->px || !src->px)
        return false;
    radius = pm_clamp(radius, 0.0f, 512.0f);
    opacity = pm_sat(opacity);
    /* blur at reduced resolution for big radii: a soft shadow has no fine detail to lose */
    int f = pm_maxi(1, (int)(radius / 4.0f));
    int pad = (int)(3.0f * radius) + 2;
    int w = (src->w + 2 * pad + f - 1) / f, h = (src->h + 2 * pad + f - 1) / f;
    float *v = calloc((size_t)w * (size_t)h, sizeof *v);
    if (!v)
        return false;
    float inv = 1.0f / (255.0f * (float)(f * f));
    for (int j = 0; j < src->h; j++) {
        float *row = v + (size_t)((j + pad) / f) * (size_t)w;
        const uint8_t *s = src->px + (size_t)j * (size_t)src->w * 4 + 3;
        int cell = pad / f, in_cell = pad % f;
        for (int i = 0; i < src->w; i++) {
            row[cell] += (float)s[(size_t)i * 4] * inv;
            if (++in_cell == f) {
                in_cell = 0;
                cell++;
            }
        }
    }
    if (!pm_blur(v, w, h, pm_maxi(0, (int)(radius / (float)f + 0.5f)), 3, false)) {
        free(v);
        return false;
    }
    int ox = x + (int)floorf(dx + 0.5f) - pad, oy = y + (int)floorf(dy + 0.5f) - pad;
    int bx0 = pm_maxi(0, ox), by0 = pm_maxi(0, oy);
    int bx1 = pm_mini(dst->w, ox + w * f), by1 = pm_mini(dst->h, oy + h * f);
    for (int j = by0; j < by1; j++) {
        /* bilinear lookup in the reduced plane */
        float sy = ((float)(j - oy) + 0.5f) / (float)f - 0.5f;
        int iy = pm_floori(sy);
        float ty = sy - (float)iy;
        const float *ra = v + (size_t)pm_maxi(0, pm_mini(h - 1, iy)) * (size_t)w;
        const float *rb = v + (size_t)pm_maxi(0, pm_mini(h - 1, iy + 1)) * (size_t)w;
        int sj = j - y;
        const uint8_t *srow = sj >= 0 && sj < src->h ? src->px + (size_t)sj * (size_t)src->w * 4 : NULL;
        for (int i = bx0; i < bx1; i++) {
            /* where src will cover dst completely the shadow would not be seen */
            int si = i - x;
            if (srow && si >= 0 && si < src->w && srow[(size_t)si * 4 + 3] == 255)
                continue;
            float sx = ((float)(i - ox) + 0.5f) / (float)f - 0.5f;
            int ix = pm_floori(sx);
            float tx = sx - (float)ix;
            int xa = pm_maxi(0, pm_mini(w - 1, ix)), xb = pm_maxi(0, pm_mini(w - 1, ix + 1));
            float s = pm_mix(pm_mix(ra[xa], ra[xb], tx), pm_mix(rb[xa], rb[xb], tx), ty);
            float k = opacity * pm_sat(s);
            if (k <= 0.0f)
                continue;
            uint8_t *p = pixel(dst, i, j);
            float da = (float)p[3] / 255.0f;
            float oa = k + da * (1.0f - k);
            float keep = oa > 0.0f ? da * (1.0f - k) / oa : 0.0f;
            for (int c = 0; c < 3; c++)
                p[c] = (uint8_t)((float)p[c] * keep + 0.5f);
            p[3] = pm_byte(oa);
        }
    }
    free(v);
    return true;
}
