/* border.c: the painted geometric border of a Greek clay board: rules, a zigzag band and solid
 * triangles, as on the Vari gaming-table model (DESIGN.md). */
#include "ludi/paint.h"

#define MAXPTS 1024

/* Maps points drawn at scale 1 into the frame (x, y) at scale k. */
static void map_pts(float *xy, int n, float k, float x, float y)
{
    for (int i = 0; i < n; i++) {
        xy[2 * i] = x + xy[2 * i] * k;
        xy[2 * i + 1] = y + xy[2 * i + 1] * k;
    }
}

/* A point at distance u along side `side` (0 top, 1 right, 2 bottom, 3 left, clockwise) and v
 * in from the edge, for a frame w by h. */
static void on_side(int side, float w, float h, float u, float v, float *p)
{
    switch (side) {
    case 0: p[0] = u; p[1] = v; break;
    case 1: p[0] = w - v; p[1] = u; break;
    case 2: p[0] = w - u; p[1] = h - v; break;
    default: p[0] = v; p[1] = h - u; break;
    }
}

void paint_mask_greek_border(struct paint_mask *m, float x, float y, float w, float h, float k,
                             uint64_t seed)
{
    if (k <= 0)
        return;
    /* every length below is at scale 1: the whole border is 113 units deep */
    w /= k;
    h /= k;
    static const float in[4] = {26.0f, 34.0f, 74.0f, 82.0f};
    for (int j = 0; j < 4; j++) {
        float lw = (j == 0 || j == 3) ? 5.0f : 2.5f, d = in[j];
        float xy[8] = {d, d, w - d, d, w - d, h - d, d, h - d};
        map_pts(xy, 4, k, x, y);
        paint_mask_polyline(m, xy, 4, true, lw * k, 0.25f, seed + (uint64_t)j);
    }
    /* a zigzag band inside, and its rule */
    const float zig0 = 92.0f, zig1 = 106.0f, zstep = 14.0f;
    static float pts[2 * MAXPTS];
    for (int side = 0; side < 4; side++) {
        float len = (side % 2 == 0) ? w : h;
        int n = (int)((len - 2.0f * zig1 - 8.0f) / zstep);
        if (n < 1)
            continue;
        if (n > MAXPTS - 1)
            n = MAXPTS - 1;
        float start = 0.5f * (len - (float)n * zstep);
        for (int i = 0; i <= n; i++)
            on_side(side, w, h, start + (float)i * zstep, (i % 2) ? zig1 : zig0, pts + 2 * i);
        map_pts(pts, n + 1, k, x, y);
        paint_mask_polyline(m, pts, n + 1, false, 3.0f * k, 0.3f, seed + 50 + (uint64_t)side);
    }
    float d = 113.0f, xy[8] = {d, d, w - d, d, w - d, h - d, d, h - d};
    map_pts(xy, 4, k, x, y);
    paint_mask_polyline(m, xy, 4, true, 2.5f * k, 0.25f, seed + 60);
    /* solid triangles standing on the outer rule, pointing in */
    const float t0 = 38.0f, t1 = 70.0f, step = 40.0f;
    for (int side = 0; side < 4; side++) {
        float len = (side % 2 == 0) ? w : h;
        int n = (int)((len - 2.0f * t1) / step);
        float start = 0.5f * (len - (float)n * step);
        for (int i = 0; i < n; i++) {
            float a = start + (float)i * step, b = a + step, mid = 0.5f * (a + b);
            float tri[6];
            on_side(side, w, h, a + 4.0f, t0, tri);
            on_side(side, w, h, b - 4.0f, t0, tri + 2);
            on_side(side, w, h, mid, t1 - 4.0f, tri + 4);
            map_pts(tri, 3, k, x, y);
            paint_mask_polygon(m, tri, 3);
        }
    }
}
