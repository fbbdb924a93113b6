/* pieces.c: counters (glass, bone, clay; men and kings), their shadow, and the faces of a bone die. */
#include <string.h>

#include "paint_int.h"

/* Towards the light (upper left) and the half-vector with a viewer straight above. */
static const float LX = -0.45f, LY = -0.45f, LZ = 0.7714f;
static const float HX = -0.2365f, HY = -0.2365f, HZ = 0.9424f;

/* Supersampling: SS x SS samples a pixel, enough for the rims and the incised marks. */
#define SS 3

struct look {
    bool glass;
    struct pm_rgb base;          /* body colour, lit */
    struct pm_rgb dark;          /* body colour, in shadow (bone: its shadow tone) */
    struct pm_rgb glow;          /* light carried through the glass to the far side */
    float glow_amt;
    struct pm_rgb spec;          /* the highlight's colour */
    float spec_amt;
    float cast;                  /* coloured light thrown on the table beside the counter */
};

static struct look look_of(enum paint_counter_kind kind)
{
    struct look l = {0};
    switch (kind) {
    case PAINT_COUNTER_BLUE:
        l = (struct look){true, pm_hex(0x1f4e87), pm_hex(0x0b1f3c), pm_hex(0x4a8fdc), 0.85f,
                          pm_hex(0x8fb8e8), 1.0f, 0.28f};
        break;
    case PAINT_COUNTER_BLACK:
        l = (struct look){true, pm_hex(0x26262b), pm_hex(0x0c0c0e), pm_hex(0x3b3448), 0.35f,
                          pm_hex(0x8d93a0), 0.95f, 0.0f};
        break;
    case PAINT_COUNTER_WHITE:
        l = (struct look){true, pm_hex(0xeeebe3), pm_hex(0x9c988e), pm_hex(0xfffaf0), 0.35f,
                          pm_hex(0xffffff), 0.9f, 0.10f};
        break;
    case PAINT_COUNTER_BONE:
        l = (struct look){false, pm_hex(0xece4d2), pm_hex(0xa89f8c), pm_hex(0), 0.0f,
                          pm_hex(0xfff8ea), 0.10f, 0.0f};
        break;
    case PAINT_COUNTER_AMBER:
        l = (struct look){true, pm_hex(0xd0902e), pm_hex(0x6a3a0c), pm_hex(0xffc860), 0.95f,
                          pm_hex(0xffe6b0), 1.0f, 0.32f};
        break;
    default:
        l = (struct look){false, pm_hex(0xa9563a), pm_hex(0x552414), pm_hex(0), 0.0f,
                          pm_hex(0xffd8c0), 0.06f, 0.0f};
        break;
    }
    return l;
}

/* A counter's shape: height (in radii) at a point given in radii from the centre. */
struct shape {
    enum paint_counter_kind kind;
    bool king;
    float R;                     /* radius in pixels */
    uint64_t seed;
};

/* V-groove: depth at distance d from the groove's centre line, width w each side. */
static float groove(float d, float w)
{
    float t = 1.0f - fabsf(d) / w;
    return t > 0.0f ? t * t * (3.0f - 2.0f * t) : 0.0f;
}

static float seg_dist(float px, float py, float bx, float by)
{
    /* distance from p to the segment from the origin to b */
    float t = pm_sat((px * bx + py * by) / (bx * bx + by * by));
    float ex = px - bx * t, ey = py - by * t;
    return sqrtf(ex * ex + ey * ey);
}

/* The king's mark: a six-rayed star cut inside a ring; returns the cut's depth 0..1. Cut wide
 * enough to be read on a counter 40 pixels across (play-test 49). */
static float king_mark(float x, float y, float scale)
{
    static const float ray[6][2] = {{0.0f, -1.0f}, {0.8660254f, -0.5f}, {0.8660254f, 0.5f},
                                    {0.0f, 1.0f},  {-0.8660254f, 0.5f}, {-0.8660254f, -0.5f}};
    float cut = 0.0f;
    float len = 0.36f * scale;
    for (int k = 0; k < 6; k++) {
        float d = seg_dist(x, y, ray[k][0] * len, ray[k][1] * len);
        /* rays wide at the centre, narrowing to the tips, as a graver cuts them */
        float along = pm_sat((x * ray[k][0] + y * ray[k][1]) / len);
        float g = groove(d, scale * (0.10f - 0.055f * along));
        cut = cut > g ? cut : g;
    }
    float rho = sqrtf(x * x + y * y);
    float ring = groove(rho - 0.47f * scale, 0.065f * scale);
    return cut > ring ? cut : ring;
}

/* The outline radius (in radii) in the direction (ux, uy): round, or a sherd's chipped rim. */
static float rim_radius(const struct shape *s, float ux, float uy)
{
    if (s->kind == PAINT_COUNTER_BONE)
        return 1.0f;                              /* turned on a lathe: true */
    if (s->kind != PAINT_COUNTER_CLAY)
        return 0.99f + 0.01f * paint_noise(ux * 1.2f + 3.0f, uy * 1.2f, 0, 0, s->seed + 13);
    float n = paint_noise(ux * 1.6f + 5.0f, uy * 1.6f + 5.0f, 0, 0, s->seed);
    float chips = paint_noise(ux * 5.0f + 9.0f, uy * 5.0f + 9.0f, 0, 0, s->seed + 1);
    return 0.975f + 0.025f * n - 0.035f * pm_smooth(0.35f, 0.7f, chips);
}

/* Height in radii at (x, y) in radii; *inside gets the outline's signed distance (radii). */
static float height(const struct shape *s, float x, float y, float *edge)
{
    float rho = sqrtf(x * x + y * y);
    float ux = rho > 1e-6f ? x / rho : 1.0f, uy = rho > 1e-6f ? y / rho : 0.0f;
    float rr = rim_radius(s, ux, uy);
    *edge = rr - rho;
    float q = pm_sat(rho / rr);
    float z;
    switch (s->kind) {
    case PAINT_COUNTER_BONE: {
        /* a turned disc: flat top, rounded edge, rings cut on the lathe, the centre dot */
        float top = s->king ? 0.22f - 0.08f * q * q : 0.17f;
        float e = pm_sat((q - 0.80f) / 0.20f);
        z = top * sqrtf(pm_sat(1.0f - e * e));
        float rings = 0.0f;
        if (s->king) {
            rings = groove(q - 0.63f, 0.035f);
            float r2 = groove(q - 0.80f, 0.03f);
            rings = rings > r2 ? rings : r2;
        } else {
            static const float at[3] = {0.28f, 0.52f, 0.74f};
            for (int k = 0; k < 3; k++) {
                float g = groove(q - at[k], 0.032f);
                rings = rings > g ? rings : g;
            }
            float lip = groove(q - 0.06f, 0.03f);  /* the lathe centre's drilled dot */
            rings = rings > lip ? rings : lip;
            z -= 0.06f * (1.0f - pm_smooth(0.0f, 0.06f, q));
        }
        z -= 0.035f * rings;
        break;
    }
    case PAINT_COUNTER_CLAY: {
        /* a sherd ground round: nearly flat, its old surface gently curved, rim broken */
        float e = pm_sat((q - 0.86f) / 0.14f);
        z = (0.16f + 0.02f * x) * sqrtf(pm_sat(1.0f - e * e));
        if (!s->king) {
            /* the potter's wheel left faint ridges across the sherd */
            float t = (x * 0.26f + y * 0.97f) * 3.5f +
                      0.4f * paint_noise(x * 1.5f, y * 1.5f, 0, 0, s->seed + 9);
            z += 0.004f * pm_sin(t * 2.0f * PM_PI) * (1.0f - e);
        } else {
            z += 0.03f * (1.0f - q * q);
        }
        break;
    }
    default: {
        /* plano-convex glass: a flattened dome with a rounded rim */
        float hgt = s->king ? 0.36f : 0.28f;
        float q2 = q * q;
        z = hgt * sqrtf(pm_sat(1.0f - q2 * q2));
        /* hand-formed: the dome is not quite true, and the surface has worn a little */
        z += 0.012f * paint_noise(x * 1.3f + 7.0f, y * 1.3f, 0, 0, s->seed + 11) +
             0.0004f * paint_noise(x * 9.0f, y * 9.0f, 0, 0, s->seed + 12);
        break;
    }
    }
    if (s->king)
        z -= (s->kind == PAINT_COUNTER_BONE || s->kind == PAINT_COUNTER_CLAY ? 0.045f : 0.035f) *
             king_mark(x, y, 1.0f);
    return z;
}

static struct pm_rgb add(struct pm_rgb a, struct pm_rgb b, float k)
{
    struct pm_rgb c = {a.r + b.r * k, a.g + b.g * k, a.b + b.b * k};
    return c;
}

/* Surface colour of a point (x, y in radii) with normal n, before supersampling. */
static struct pm_rgb shade_counter(const struct shape *s, const struct look *l, float x, float y,
                                   float nx, float ny, float nz, float cut)
{
    float ndl = nx * LX + ny * LY + nz * LZ;
    float diff = pm_sat(ndl);
    float ndh = pm_sat(nx * HX + ny * HY + nz * HZ);
    float rho = sqrtf(x * x + y * y);
    struct pm_rgb c;
    if (l->glass) {
        float ux = rho > 1e-4f ? x / rho : 0.0f, uy = rho > 1e-4f ? y / rho : 0.0f;
        float toward = (ux + uy) * 0.7071f;       /* +1 facing lower right, -1 upper left */
        c = pm_mixc(l->dark, l->base, pm_sat(0.45f + 0.55f * diff));
        if (s->kind == PAINT_COUNTER_WHITE) {
            /* opaque white glass is milky, and these were wound with a two-armed spiral trail
               of blue-grey glass: a pattern that tells them from plain glass without colour */
            float cloud = paint_fbm(x * 1.3f + 3.0f, y * 2.2f, 3, 0, 0, s->seed + 5);
            c = pm_mixc(c, pm_hex(0xcfd6dc), 0.3f * pm_smooth(0.0f, 0.8f, cloud));
            float turn = pm_atan2(y, x) / (2.0f * PM_PI) * 2.0f + rho * 1.8f +
                         0.08f * paint_noise(x * 3.0f, y * 3.0f, 0, 0, s->seed + 6);
            float band = fabsf(turn - floorf(turn) - 0.5f);
            float inner = s->king ? 0.56f : 0.08f;    /* a king's mark stays clear */
            float trail = (1.0f - pm_smooth(0.05f, 0.11f, band)) *
                          pm_smooth(inner, inner + 0.12f, rho) * (1.0f - pm_smooth(0.8f, 0.9f, rho));
            c = pm_mixc(c, pm_scalec(pm_hex(0x6f86a6), 0.7f + 0.4f * diff), 0.75f * trail);
        }
        /* thick glass at the rim towards the light swallows it; the light that got in
           comes out as a luminous crescent inside the far rim */
        c = pm_scalec(c, 1.0f - 0.45f * pm_smooth(0.5f, 1.0f, rho) * pm_sat(-toward));
        float cres = pm_exp(-((rho - 0.70f) * (rho - 0.70f)) / 0.05f) * pm_powi(pm_sat(toward), 2);
        float core = pm_exp(-((x - 0.2f) * (x - 0.2f) + (y - 0.2f) * (y - 0.2f)) / 0.25f);
        c = pm_mixc(c, l->glow, pm_sat(l->glow_amt * (0.85f * cres + 0.25f * core)));
        /* the cut mark in glass shows matte and paler; in black and white glass the cut is
           filled with a paste of the other tone (pale in black, the trail's blue-grey in
           white), as inlaid glass was, or the star is lost at a small size (play-test 49: the
           black king was nearly a plain man at 800x600) */
        bool inlaid = s->kind == PAINT_COUNTER_BLACK || s->kind == PAINT_COUNTER_WHITE;
        struct pm_rgb mark = s->kind == PAINT_COUNTER_BLACK   ? pm_hex(0xc9ccd2)
                             : s->kind == PAINT_COUNTER_WHITE ? pm_hex(0x7a8aa3)
                                                              : pm_mixc(l->base, l->spec, 0.6f);
        c = pm_mixc(c, mark, (inlaid ? 0.95f : 0.85f) * cut);
        /* reflections: a hard highlight, a broad sheen of the sky, a Fresnel rim */
        float hard = pm_powi(ndh, 300);
        float soft = pm_powi(ndh, 20);
        float fres = pm_powi(1.0f - pm_sat(nz), 3);
        c = add(c, l->spec, l->spec_amt * (2.2f * hard + 0.22f * soft) * (1.0f - cut));
        c = add(c, l->spec, 0.4f * fres * pm_sat(0.3f - toward));
        /* the flat underside's edge catches a thin line of light at the far side */
        c = add(c, l->glow, 0.5f * pm_smooth(0.93f, 0.99f, rho) * pm_sat(toward) * l->glow_amt);
    } else {
        /* matte: bone and clay; the light wraps a little (light scatters in bone) */
        float lit = pm_sat((ndl + 0.25f) / 1.25f);
        c = pm_mixc(l->dark, l->base, pm_sat(0.25f + 0.85f * lit / LZ * 0.8f));
        if (s->kind == PAINT_COUNTER_BONE) {
            /* bone's grain runs one way; older bone yellows in patches */
            float grain = paint_noise(x * 2.5f, y * 28.0f, 0, 0, s->seed + 2);
            float yel = paint_fbm(x * 1.4f, y * 1.4f, 3, 0, 0, s->seed + 3);
            c = pm_scalec(c, 1.0f + 0.035f * grain);
            c = pm_mixc(c, pm_hex(0xcdb98e), 0.22f * pm_sat(yel + 0.3f));
        } else {
            float gr = paint_noise(x * 30.0f, y * 30.0f, 0, 0, s->seed + 2);
            float blot = paint_fbm(x * 1.5f, y * 1.5f, 3, 0, 0, s->seed + 3);
            c = pm_scalec(c, 1.0f + 0.05f * gr + 0.06f * blot);
            /* grog specks */
            float sp = paint_noise(x * 42.0f, y * 42.0f, 0, 0, s->seed + 4);
            c = pm_mixc(c, pm_hex(0xe0b088), 0.4f * pm_smooth(0.6f, 0.72f, sp));
            /* the ground edge shows the sherd's greyer, unoxidised core */
            float rr = rim_radius(s, rho > 1e-4f ? x / rho : 1.0f, rho > 1e-4f ? y / rho : 0.0f);
            float core = pm_smooth(0.90f, 0.95f, rho / rr);
            c = pm_mixc(c, pm_scalec(pm_hex(0x6b4a3c), 0.6f + 0.5f * lit), 0.55f * core);
        }
        /* dirt in the cuts */
        c = pm_scalec(c, 1.0f - 0.45f * cut);
        c = add(c, l->spec, l->spec_amt * pm_powi(ndh, 6));
    }
    return c;
}

void paint_counter(struct paint_image *img, enum paint_counter_kind kind, bool king,
                   uint64_t seed)
{
    if (!img->px || kind < 0 || kind >= PAINT_COUNTER_KIND_COUNT)
        return;
    int size = img->w < img->h ? img->w : img->h;
    struct shape s = {kind, king, (king ? 0.48f : 0.42f) * (float)size,
                      paint_hash(seed ^ ((uint64_t)kind << 8) ^ (king ? 0x4B1Eull : 0))};
    struct look l = look_of(kind);
    float cx = 0.5f * (float)img->w, cy = 0.5f * (float)img->h;
    float px_r = 1.0f / s.R;                        /* a pixel, in radii */
    float eps = 0.5f * px_r;
    /* a few tiny bubbles trapped in glass paste */
    float bub[2][3];
    uint64_t bh = paint_hash(s.seed + 77);
    for (int k = 0; k < 2; k++) {
        float a = 2.0f * PM_PI * pm_unit(bh = paint_hash(bh));
        float r = 0.15f + 0.6f * pm_unit(bh = paint_hash(bh));
        bub[k][0] = r * pm_cos(a);
        bub[k][1] = r * pm_sin(a);
        bub[k][2] = 0.010f + 0.012f * pm_unit(bh = paint_hash(bh));
    }
    for (int j = 0; j < img->h; j++) {
        for (int i = 0; i < img->w; i++) {
            float acc_r = 0, acc_g = 0, acc_b = 0, acc_a = 0;
            for (int sj = 0; sj < SS; sj++) {
                for (int si = 0; si < SS; si++) {
                    float x = ((float)i + ((float)si + 0.5f) / SS - cx) * px_r;
                    float y = ((float)j + ((float)sj + 0.5f) / SS - cy) * px_r;
                    float edge;
                    float z = height(&s, x, y, &edge);
                    float cov = pm_sat(edge / px_r * SS + 0.5f);
                    if (cov <= 0.0f)
                        continue;
                    float e2;
                    float zx = height(&s, x + eps, y, &e2) - height(&s, x - eps, y, &e2);
                    float zy = height(&s, x, y + eps, &e2) - height(&s, x, y - eps, &e2);
                    float nx = -zx / (2.0f * eps), ny = -zy / (2.0f * eps);
                    float nn = 1.0f / sqrtf(nx * nx + ny * ny + 1.0f);
                    float cut = king ? king_mark(x, y, 1.0f) : 0.0f;
                    (void)z;
                    struct pm_rgb c = shade_counter(&s, &l, x, y, nx * nn, ny * nn, nn, cut);
                    if (l.glass) {
                        for (int k = 0; k < 2; k++) {
                            float bx = x - bub[k][0], by = y - bub[k][1];
                            float d = sqrtf(bx * bx + by * by) / bub[k][2];
                            if (d < 1.0f) {
                                /* dark ring, bright centre offset toward the light */
                                float rim = pm_smooth(0.5f, 1.0f, d);
                                c = pm_mixc(c, pm_scalec(c, 0.75f), 0.4f * rim);
                                float dx = bx / bub[k][2] + 0.3f, dy = by / bub[k][2] + 0.3f;
                                c = add(c, l.spec, 0.35f * pm_sat(1.0f - 3.0f * sqrtf(dx * dx + dy * dy)));
                            }
                        }
                    }
                    acc_r += c.r * cov;
                    acc_g += c.g * cov;
                    acc_b += c.b * cov;
                    acc_a += cov;
                }
            }
            uint8_t *p = img->px + ((size_t)j * (size_t)img->w + (size_t)i) * 4;
            float a = acc_a / (SS * SS);
            float x = ((float)i + 0.5f - cx) * px_r, y = ((float)j + 0.5f - cy) * px_r;
            /* the coloured light a glass counter throws on the table at its lower right */
            float cast = 0.0f;
            if (l.cast > 0.0f) {
                float rho = sqrtf(x * x + y * y);
                float toward = rho > 1e-4f ? (x + y) * 0.7071f / rho : 0.0f;
                float ring = (rho - 1.0f) / 0.09f;
                cast = l.cast * pm_exp(-ring * ring) * pm_powi(pm_sat(toward), 3);
            }
            if (acc_a > 0.0f) {
                struct pm_rgb c = {acc_r / acc_a, acc_g / acc_a, acc_b / acc_a};
                float oa = a + cast * (1.0f - a);
                struct pm_rgb g = l.glow;
                c.r = (c.r * a + g.r * cast * (1.0f - a)) / oa;
                c.g = (c.g * a + g.g * cast * (1.0f - a)) / oa;
                c.b = (c.b * a + g.b * cast * (1.0f - a)) / oa;
                p[0] = pm_byte(c.r);
                p[1] = pm_byte(c.g);
                p[2] = pm_byte(c.b);
                p[3] = pm_byte(oa);
            } else if (cast > 1.0f / 512.0f) {
                p[0] = pm_byte(l.glow.r);
                p[1] = pm_byte(l.glow.g);
                p[2] = pm_byte(l.glow.b);
                p[3] = pm_byte(cast);
            } else {
                memset(p, 0, 4);
            }
        }
    }
}

void paint_shadow(struct paint_image *img)
{
    if (!img->px)
        return;
    float cx = 0.5f * (float)img->w, cy = 0.5f * (float)img->h;
    float rad = 0.5f * (float)(img->w < img->h ? img->w : img->h);
    for (int j = 0; j < img->h; j++)
        for (int i = 0; i < img->w; i++) {
            float dx = ((float)i + 0.5f - cx) / rad, dy = ((float)j + 0.5f - cy) / rad;
            float d2 = dx * dx + dy * dy;
            float a = 0.62f * pm_exp(-d2 * 3.2f) * (1.0f - pm_smooth(0.55f, 1.0f, sqrtf(d2)));
            uint8_t *p = img->px + ((size_t)j * (size_t)img->w + (size_t)i) * 4;
            p[0] = p[1] = p[2] = 0;
            p[3] = pm_byte(a);
        }
}

/* --- dice --- */

/* Pip centres for each value, in thirds of the face (0..2 across, 0..2 down). */
static const int pips[7][6][2] = {
    {{0, 0}},
    {{1, 1}},
    {{2, 0}, {0, 2}},
    {{2, 0}, {1, 1}, {0, 2}},
    {{0, 0}, {2, 0}, {0, 2}, {2, 2}},
    {{0, 0}, {2, 0}, {1, 1}, {0, 2}, {2, 2}},
    {{0, 0}, {0, 1}, {0, 2}, {2, 0}, {2, 1}, {2, 2}},
};

/* Height of the face at (x, y) in face units (0..1): the rounded edges and the pips.
   *ring and *dot say how much of the incised ring and the drilled dot the point is in. */
static float die_height(int value, float x, float y, float *ring, float *dot, float *out)
{
    /* signed distance to the face's rounded square (negative inside); the cube's edges turn
       away from the viewer over the last 0.09 */
    float cr = 0.14f;
    float qx = fabsf(x - 0.5f) - (0.5f - cr), qy = fabsf(y - 0.5f) - (0.5f - cr);
    float mx = qx > 0.0f ? qx : 0.0f, my = qy > 0.0f ? qy : 0.0f;
    float inner = qx > qy ? qx : qy;
    float sd = sqrtf(mx * mx + my * my) + (inner < 0.0f ? inner : 0.0f) - cr;
    float e = pm_sat((sd + 0.09f) / 0.09f);
    float z = 0.09f * sqrtf(pm_sat(1.0f - e * e)) - 0.09f;
    *out = sd;
    *ring = *dot = 0.0f;
    for (int k = 0; k < value; k++) {
        float px = 0.25f + 0.25f * (float)pips[value][k][0];
        float py = 0.25f + 0.25f * (float)pips[value][k][1];
        float d = sqrtf((x - px) * (x - px) + (y - py) * (y - py));
        /* bold enough to count at 30 pixels a die (a 0.03 dot was a speck there) */
        float rg = groove(d - 0.094f, 0.02f);
        float dt = 1.0f - pm_smooth(0.05f, 0.062f, d);
        *ring = *ring > rg ? *ring : rg;
        *dot = *dot > dt ? *dot : dt;
    }
    z -= 0.012f * *ring;
    z -= 0.02f * *dot;
    return z;
}

void paint_die_face(struct paint_image *img, int value)
{
    if (!img->px || value < 0 || value > 6)
        return;
    float size = (float)(img->w < img->h ? img->w : img->h);
    float px_u = 1.0f / size, eps = 0.5f * px_u;
    struct pm_rgb ivory = pm_hex(0xf0e6cc), shadow = pm_hex(0xa59478);
    uint64_t seed = paint_hash(0xD1CEull + (uint64_t)value);
    for (int j = 0; j < img->h; j++) {
        for (int i = 0; i < img->w; i++) {
            struct pm_rgb acc = {0, 0, 0};
            for (int sj = 0; sj < SS; sj++) {
                for (int si = 0; si < SS; si++) {
                    float x = ((float)i + ((float)si + 0.5f) / SS) * px_u;
                    float y = ((float)j + ((float)sj + 0.5f) / SS) * px_u;
                    float ring, dot, out, r2, d2, o2;
                    die_height(value, x, y, &ring, &dot, &out);
                    float zx = die_height(value, x + eps, y, &r2, &d2, &o2) -
                               die_height(value, x - eps, y, &r2, &d2, &o2);
                    float zy = die_height(value, x, y + eps, &r2, &d2, &o2) -
                               die_height(value, x, y - eps, &r2, &d2, &o2);
                    float nx = -zx / (2.0f * eps), ny = -zy / (2.0f * eps);
                    float nn = 1.0f / sqrtf(nx * nx + ny * ny + 1.0f);
                    nx *= nn;
                    ny *= nn;
                    float ndl = nx * LX + ny * LY + nn * LZ;
                    float lit = pm_sat((ndl + 0.2f) / 1.2f) / ((LZ + 0.2f) / 1.2f);
                    struct pm_rgb c = pm_mixc(shadow, ivory, pm_sat(0.15f + 0.85f * lit));
                    float grain = paint_noise(x * 6.0f, y * 60.0f, 0, 0, seed);
                    float yel = paint_fbm(x * 3.0f, y * 3.0f, 3, 0, 0, seed + 1);
                    c = pm_scalec(c, 1.0f + 0.03f * grain);
                    c = pm_mixc(c, pm_hex(0xd8c49a), 0.2f * pm_sat(yel + 0.4f));
                    /* the cut ring holds old dark grime; the drilled dot is black with it */
                    c = pm_mixc(c, pm_hex(0x4a3826), 0.72f * ring);
                    c = pm_mixc(c, pm_hex(0x15100b), 0.95f * dot);
                    float ndh = pm_sat(nx * HX + ny * HY + nn * HZ);
                    c = add(c, pm_hex(0xfffaf0), 0.12f * pm_powi(ndh, 10) * (1.0f - dot));
                    /* past the rounded corner: the cube's edge, turned away and dark */
                    c = pm_scalec(c, 1.0f - 0.45f * pm_smooth(0.0f, 0.03f, out));
                    acc = add(acc, c, 1.0f / (SS * SS));
                }
            }
            uint8_t *p = img->px + ((size_t)j * (size_t)img->w + (size_t)i) * 4;
            p[0] = pm_byte(acc.r);
            p[1] = pm_byte(acc.g);
            p[2] = pm_byte(acc.b);
            p[3] = 255;
        }
    }
}
