/* dice.c: a textured cube drawn with SDL_RenderGeometry, spun about an axis that unwinds to rest
 * exactly on the thrown face, hopping in two or three shrinking bounces. */
#include <math.h>
#include <string.h>

#define PI_F 3.14159265358979f
#include "dice.h"

/* Face normals and their values: opposite faces add to 7. */
static const float normals[6][3] = {{0, 0, 1}, {0, 0, -1}, {1, 0, 0}, {-1, 0, 0}, {0, -1, 0},
                                    {0, 1, 0}};
static const int face_value[6] = {1, 6, 2, 5, 3, 4};
/* For each face, two in-plane axes (u right, v down on the face as drawn). */
static const float face_u[6][3] = {{1, 0, 0}, {-1, 0, 0}, {0, 0, -1}, {0, 0, 1}, {1, 0, 0},
                                   {1, 0, 0}};
static const float face_v[6][3] = {{0, 1, 0}, {0, 1, 0}, {0, 1, 0}, {0, 1, 0}, {0, 0, 1},
                                   {0, 0, -1}};

typedef float mat3[3][3];

static void mat_identity(mat3 m)
{
    memset(m, 0, sizeof(mat3));
    m[0][0] = m[1][1] = m[2][2] = 1;
}

static void mat_mul(mat3 out, mat3 a, mat3 b)
{
    mat3 t;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            t[i][j] = a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j];
    memcpy(out, t, sizeof(mat3));
}

static void mat_axis(mat3 m, const float *axis, float angle)
{
    float x = axis[0], y = axis[1], z = axis[2];
    float n = sqrtf(x * x + y * y + z * z);
    if (n < 1e-6f) {
        mat_identity(m);
        return;
    }
    x /= n;
    y /= n;
    z /= n;
    float c = cosf(angle), s = sinf(angle), t = 1 - c;
    m[0][0] = t * x * x + c;
    m[0][1] = t * x * y - s * z;
    m[0][2] = t * x * z + s * y;
    m[1][0] = t * x * y + s * z;
    m[1][1] = t * y * y + c;
    m[1][2] = t * y * z - s * x;
    m[2][0] = t * x * z - s * y;
    m[2][1] = t * y * z + s * x;
    m[2][2] = t * z * z + c;
}

static void mat_apply(mat3 m, const float *v, float *out)
{
    for (int i = 0; i < 3; i++)
        out[i] = m[i][0] * v[0] + m[i][1] * v[1] + m[i][2] * v[2];
}

/* The rotation that turns the face showing `value` toward the viewer (+z). */
static void rest_for(int value, float yaw, mat3 out)
{
    mat3 r, z;
    int f = 0;
    for (int i = 0; i < 6; i++)
        if (face_value[i] == value)
            f = i;
    const float *n = normals[f];
    /* rotate n onto +z: about the axis n x z by the angle between them */
    float axis[3] = {n[1], -n[0], 0};
    float angle = acosf(n[2] < -1 ? -1 : n[2] > 1 ? 1 : n[2]);
    if (n[2] < -0.5f) {   /* the back face: turn half round about y */
        axis[0] = 0;
        axis[1] = 1;
        angle = PI_F;
    }
    mat_axis(r, axis, angle);
    const float zaxis[3] = {0, 0, 1};
    mat_axis(z, zaxis, yaw);
    mat_mul(out, z, r);
}

void dice_init(struct dice_view *dv, uint64_t seed)
{
    memset(dv, 0, sizeof *dv);
    ludi_rng_seed(&dv->look, seed ^ 0xd1ce5eedull);
}

static float frand(struct dice_view *dv, float lo, float hi)
{
    return lo + (hi - lo) * (float)ludi_rng_unit(&dv->look);
}

void dice_throw(struct dice_view *dv, const int *values, int n, float x, float y, float w,
                float h, double now, double dur)
{
    dv->n = n;
    dv->shown = true;
    dv->tray = (SDL_FRect){x, y, w, h};
    for (int i = 0; i < n; i++) {
        struct die_anim *d = &dv->d[i];
        d->value = values[i];
        d->used = false;
        /* rest positions spread along the tray (down it, or across a wide one), starting a
         * tenth of the tray's width in from its ends (their size, board_draw_trays, keeps them
         * apart and off the edge); throws come from above, off to one side */
        float m = fminf(w, h) * 0.1f;
        if (h >= w) {
            float slot = (h - 2 * m) / (float)(n > 1 ? n : 1);
            d->x1 = x + w / 2 + frand(dv, -w, w) * DICE_JITTER_ACROSS;
            d->y1 = y + m + slot * ((float)i + 0.5f) + frand(dv, -slot, slot) * DICE_JITTER_ALONG;
        } else {
            float slot = (w - 2 * m) / (float)(n > 1 ? n : 1);
            d->x1 = x + m + slot * ((float)i + 0.5f) + frand(dv, -slot, slot) * DICE_JITTER_ALONG;
            d->y1 = y + h / 2 + frand(dv, -h, h) * DICE_JITTER_ACROSS;
        }
        d->x0 = d->x1 + frand(dv, w * 0.3f, w * 0.7f);
        d->y0 = d->y1 - frand(dv, h * 0.15f, h * 0.35f);
        d->axis[0] = frand(dv, -1, 1);
        d->axis[1] = frand(dv, -1, 1);
        d->axis[2] = frand(dv, -0.4f, 0.4f);
        d->spins = floorf(frand(dv, 2.0f, 3.99f));
        d->yaw = frand(dv, -DICE_REST_YAW, DICE_REST_YAW);
        d->t0 = now + (double)i * 0.06;
        d->dur = dur;
    }
}

void dice_place(struct dice_view *dv, const int *values, int n, float x, float y, float w,
                float h)
{
    dice_throw(dv, values, n, x, y, w, h, 0, 0);
}

bool dice_rolling(const struct dice_view *dv, double now)
{
    if (!dv->shown)
        return false;
    for (int i = 0; i < dv->n; i++)
        if (now < dv->d[i].t0 + dv->d[i].dur)
            return true;
    return false;
}

/* How far through its throw die d is at now, 0 to 1. */
static float throw_t(const struct die_anim *d, double now)
{
    double t = d->dur > 0 ? (now - d->t0) / d->dur : 1.0;
    return (float)(t < 0 ? 0 : t > 1 ? 1 : t);
}

/* lo..hi, or their middle when they cross (a tray narrower than a die) */
static float clampf(float v, float lo, float hi)
{
    return lo > hi ? (lo + hi) / 2 : fminf(hi, fmaxf(lo, v));
}

void dice_at(const struct dice_view *dv, int i, double now, float size, float *x, float *y,
             float *hop)
{
    const struct die_anim *d = &dv->d[i];
    /* travel and hops: three arcs, each lower and shorter */
    float ft = throw_t(d, now);
    float px = d->x0 + (d->x1 - d->x0) * (1 - (1 - ft) * (1 - ft));
    float py = d->y0 + (d->y1 - d->y0) * ft;
    float h = 0;
    static const float seg[4] = {0.0f, 0.45f, 0.75f, 0.92f};
    static const float height[3] = {0.9f, 0.35f, 0.12f};
    for (int k = 0; k < 3; k++)
        if (ft >= seg[k] && ft < seg[k + 1]) {
            float u = (ft - seg[k]) / (seg[k + 1] - seg[k]);
            h = height[k] * 4 * u * (1 - u);
        }
    /* inside the tray all the way (play-test 7: they tumbled out of a narrow one), lifted
     * and grown by the hop as they are drawn */
    const SDL_FRect *t = &dv->tray;
    float half = size * DICE_REST_SPAN / 2 * (1.0f + h * 0.25f);
    *x = clampf(px, t->x + half, t->x + t->w - half);
    *y = clampf(py - h * size, t->y + half, t->y + t->h - half);
    *hop = h;
}

static void draw_die(const struct dice_view *dv, int which, struct gfx *g, double now,
                     float size)
{
    const struct die_anim *d = &dv->d[which];
    /* the spin unwinds with an ease-out, so the die slows and lands on its face */
    float left = 1.0f - throw_t(d, now);
    float ease = left * left * (3 - 2 * left);
    mat3 rest, spin, m;
    rest_for(d->value, d->yaw, rest);
    mat_axis(spin, d->axis, ease * d->spins * 2.0f * PI_F);
    mat_mul(m, spin, rest);
    float px, py, hop;
    dice_at(dv, which, now, size, &px, &py, &hop);
    float lift = hop * size;
    float scale = 1.0f + hop * 0.25f;
    /* shadow on the table, below the die as lifted */
    gfx_sprite(g, TEX_SHADOW, px + size * 0.12f + lift * 0.3f, py + size * 0.18f + lift * 1.2f,
               size * 1.45f * (1 + hop * 0.3f), size * 1.45f * (1 + hop * 0.3f),
               0xffffff00u | (uint32_t)(d->used ? 90 : 200 - 90 * hop));
    float half = size * 0.5f * scale;
    const float light[3] = {-0.45f, -0.55f, 0.70f};
    for (int f = 0; f < 6; f++) {
        float n[3];
        mat_apply(m, normals[f], n);
        if (n[2] <= 0.02f)
            continue;
        float u[3], v[3], c[3];
        mat_apply(m, face_u[f], u);
        mat_apply(m, face_v[f], v);
        for (int i = 0; i < 3; i++)
            c[i] = n[i];
        float shade = 0.55f + 0.45f * fmaxf(0, n[0] * light[0] + n[1] * light[1] + n[2] * light[2]);
        if (d->used)
            shade *= 0.55f;
        Uint8 s8 = (Uint8)(fminf(1.0f, shade) * 255);
        SDL_Color col = {s8, s8, s8, 255};
        SDL_Vertex vx[4];
        static const float cu[4] = {-1, 1, 1, -1}, cv[4] = {-1, -1, 1, 1};
        static const float tu[4] = {0, 1, 1, 0}, tv[4] = {0, 0, 1, 1};
        for (int k = 0; k < 4; k++) {
            float p[3];
            for (int i = 0; i < 3; i++)
                p[i] = c[i] + cu[k] * u[i] + cv[k] * v[i];
            /* a little perspective: nearer corners a little larger */
            float persp = 1.0f / (1.0f - p[2] * 0.12f);
            vx[k].position.x = px + p[0] * half * persp;
            vx[k].position.y = py + p[1] * half * persp;
            vx[k].color = col;
            vx[k].tex_coord.x = tu[k];
            vx[k].tex_coord.y = tv[k];
        }
        int idx[6] = {0, 1, 2, 0, 2, 3};
        /* value 0: a die not yet thrown, blank on every face */
        SDL_Texture *tex = g->tex[d->value ? TEX_DIE1 + face_value[f] - 1 : TEX_DIE0];
        SDL_SetTextureColorMod(tex, 255, 255, 255);
        SDL_SetTextureAlphaMod(tex, 255);
        SDL_RenderGeometry(g->ren, tex, vx, 4, idx, 6);
    }
}

void dice_draw(const struct dice_view *dv, struct gfx *g, double now, float size)
{
    if (!dv->shown)
        return;
    for (int i = 0; i < dv->n; i++)
        draw_die(dv, i, g, now, size);
}
