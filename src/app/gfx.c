/* gfx.c: assets, fonts, cached text and the few shapes the scenes draw, over SDL_Renderer. */
#include <SDL_image.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "gfx.h"

static const char *const tex_files[TEX_COUNT] = {
    [TEX_STONE] = "stone.png", [TEX_TERRACOTTA] = "terracotta.png", [TEX_WOOD] = "wood.png",
    [TEX_TITLE] = "title.png",
    [TEX_COUNTER_BLUE] = "counter-blue.png", [TEX_COUNTER_BLACK] = "counter-black.png",
    [TEX_COUNTER_WHITE] = "counter-white.png", [TEX_COUNTER_BONE] = "counter-bone.png",
    [TEX_COUNTER_AMBER] = "counter-amber.png", [TEX_COUNTER_CLAY] = "counter-clay.png",
    [TEX_KING_BLUE] = "counter-blue-king.png", [TEX_KING_BLACK] = "counter-black-king.png",
    [TEX_KING_WHITE] = "counter-white-king.png", [TEX_KING_BONE] = "counter-bone-king.png",
    [TEX_KING_AMBER] = "counter-amber-king.png", [TEX_KING_CLAY] = "counter-clay-king.png",
    [TEX_SHADOW] = "shadow.png",
    [TEX_DIE0] = "die-0.png", [TEX_DIE1] = "die-1.png", [TEX_DIE2] = "die-2.png",
    [TEX_DIE3] = "die-3.png", [TEX_DIE4] = "die-4.png", [TEX_DIE5] = "die-5.png",
    [TEX_DIE6] = "die-6.png",
    [TEX_ICON] = "icon.png",
};

/* Debian's free fonts, best first; DejaVu (always there) last. fontconfig is not asked: it
 * never fails a lookup, so a missing font would silently become another one. */
static const char *const font_files[FACE_COUNT][6] = {
    [FACE_TITLE] = {"/usr/share/fonts/opentype/quattrocento/Quattrocento-Regular.otf",
                    "/usr/share/fonts/truetype/cardo/Cardo104s.ttf",
                    "/usr/share/fonts/opentype/ebgaramond/EBGaramond12-Regular.otf",
                    "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"},
    [FACE_BODY] = {"/usr/share/fonts/opentype/ebgaramond/EBGaramond12-Regular.otf",
                   "/usr/share/fonts/truetype/cardo/Cardo104s.ttf",
                   "/usr/share/fonts/opentype/linux-libertine/LinLibertine_R.otf",
                   "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"},
    [FACE_ITALIC] = {"/usr/share/fonts/opentype/ebgaramond/EBGaramond12-Italic.otf",
                     "/usr/share/fonts/truetype/cardo/Cardoi99.ttf",
                     "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf",
                     "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"},
    [FACE_BOLD] = {"/usr/share/fonts/opentype/ebgaramond/EBGaramond12-Bold.otf",
                   "/usr/share/fonts/truetype/cardo/Cardob101.ttf",
                   "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf",
                   "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"},
    [FACE_GREEK] = {"/usr/share/fonts/truetype/cardo/Cardo104s.ttf",
                    "/usr/share/fonts/opentype/ebgaramond/EBGaramond12-Regular.otf",
                    "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"},
    /* lining figures only: never EB Garamond, whose '1' is old-style */
    [FACE_FIGURES] = {"/usr/share/fonts/truetype/cardo/Cardo104s.ttf",
                      "/usr/share/fonts/opentype/quattrocento/Quattrocento-Regular.otf",
                      "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"},
    [FACE_FIGURES_BOLD] = {"/usr/share/fonts/truetype/cardo/Cardob101.ttf",
                           "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf",
                           "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"},
    [FACE_FIGURES_ITALIC] = {"/usr/share/fonts/truetype/cardo/Cardoi99.ttf",
                             "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf",
                             "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"},
};

static bool file_exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* The asset directory: $LUDI_DATA_DIR, then beside an installed binary (../share/ludi/assets),
 * then the configured data directory, then the source tree (an uninstalled build). */
static bool find_assets(struct gfx *g)
{
    char cand[4][1024];
    /* (paths longer than this are cut; they then fail the probe below) */
    int n = 0;
    const char *env = getenv("LUDI_DATA_DIR");
    if (env && *env)
        snprintf(cand[n++], sizeof cand[0], "%.1000s", env);
    char *base = SDL_GetBasePath();
    if (base) {
        snprintf(cand[n++], sizeof cand[0], "%.990s../share/ludi/assets", base);
        SDL_free(base);
    }
    snprintf(cand[n++], sizeof cand[0], "%s", LUDI_DATADIR "/assets");
    snprintf(cand[n++], sizeof cand[0], "%s", LUDI_SOURCE_DIR "/assets");
    for (int i = 0; i < n; i++) {
        char probe[1100];
        snprintf(probe, sizeof probe, "%.1000s/%s", cand[i], tex_files[TEX_STONE]);
        if (file_exists(probe)) {
            snprintf(g->asset_dir, sizeof g->asset_dir, "%.1000s", cand[i]);
            return true;
        }
    }
    return false;
}

const char *gfx_file(enum gfx_tex t)
{
    return (unsigned)t < TEX_COUNT && tex_files[t] ? tex_files[t] : "";
}

const char *gfx_assets(const struct gfx *g)
{
    return g->asset_dir;
}

SDL_Texture *gfx_load(struct gfx *g, const char *name, int *w, int *h)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/%s", g->asset_dir, name);
    SDL_Surface *s = IMG_Load(path);
    if (!s) {
        SDL_Log("ludi: cannot load %s: %s", path, IMG_GetError());
        return NULL;
    }
    SDL_Texture *t = SDL_CreateTextureFromSurface(g->ren, s);
    if (!t)
        SDL_Log("ludi: cannot make a texture of %s: %s", path, SDL_GetError());
    else {
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
        SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear);
    }
    if (w)
        *w = s->w;
    if (h)
        *h = s->h;
    SDL_FreeSurface(s);
    return t;
}

SDL_Texture *gfx_texture_rgba(struct gfx *g, const unsigned char *px, int w, int h)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormatFrom((void *)px, w, h, 32, w * 4,
                                                        SDL_PIXELFORMAT_RGBA32);
    if (!s) {
        SDL_Log("ludi: %s:%d: %s", __FILE__, __LINE__, SDL_GetError());
        return NULL;
    }
    SDL_Texture *t = SDL_CreateTextureFromSurface(g->ren, s);
    SDL_FreeSurface(s);
    if (!t) {
        SDL_Log("ludi: %s:%d: %s", __FILE__, __LINE__, SDL_GetError());
        return NULL;
    }
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear);
    return t;
}

/* The disc, glow and ring made here: white, shaped by alpha, tinted when drawn. */
static void make_shapes(struct gfx *g)
{
    const int n = 256;
    unsigned char *px = malloc((size_t)n * n * 4);
    if (!px)
        return;
    for (int kind = 0; kind < 3; kind++) {
        for (int y = 0; y < n; y++)
            for (int x = 0; x < n; x++) {
                float dx = (float)x + 0.5f - n / 2.0f, dy = (float)y + 0.5f - n / 2.0f;
                float d = sqrtf(dx * dx + dy * dy) / (n / 2.0f);   /* 0 centre .. 1 edge */
                float a;
                if (kind == 0) {
                    a = (1.0f - d) * (n / 2.0f);                   /* one pixel of smooth edge */
                } else if (kind == 1) {
                    a = d >= 1.0f ? 0.0f : powf(1.0f - d, 1.6f);
                } else {
                    float ring = fabsf(d - 0.86f) * (n / 2.0f);    /* a ring 10% thick */
                    a = (0.1f * n / 2.0f - ring) / 1.5f;
                }
                a = a < 0 ? 0 : a > 1 ? 1 : a;
                unsigned char *p = px + ((size_t)y * n + (size_t)x) * 4;
                p[0] = p[1] = p[2] = 255;
                p[3] = (unsigned char)(a * 255.0f + 0.5f);
            }
        enum gfx_tex t = kind == 0 ? TEX_DISC : kind == 1 ? TEX_GLOW : TEX_RING;
        g->tex[t] = gfx_texture_rgba(g, px, n, n);
        g->tex_w[t] = g->tex_h[t] = n;
    }
    free(px);
}

bool gfx_init(struct gfx *g, SDL_Window *win, SDL_Renderer *ren, char *err, size_t errlen)
{
    memset(g, 0, sizeof *g);
    g->win = win;
    g->ren = ren;
    if (!find_assets(g)) {
        snprintf(err, errlen, "cannot find the game's images (stone.png); set LUDI_DATA_DIR "
                 "to the assets folder");
        return false;
    }
    for (int f = 0; f < FACE_COUNT; f++) {
        for (int i = 0; i < 6 && font_files[f][i]; i++)
            if (file_exists(font_files[f][i])) {
                snprintf(g->font_path[f], sizeof g->font_path[f], "%s", font_files[f][i]);
                break;
            }
        if (!g->font_path[f][0]) {
            snprintf(err, errlen, "no font found (install fonts-ebgaramond or fonts-dejavu)");
            return false;
        }
    }
    for (int t = 0; t < TEX_COUNT; t++) {
        if (!tex_files[t])
            continue;
        g->tex[t] = gfx_load(g, tex_files[t], &g->tex_w[t], &g->tex_h[t]);
        if (!g->tex[t]) {
            snprintf(err, errlen, "cannot load %s/%s", g->asset_dir, tex_files[t]);
            return false;
        }
    }
    make_shapes(g);
    gfx_resize(g);
    return true;
}

static void clear_text(struct gfx *g)
{
    for (int i = 0; i < GFX_TEXT_CACHE; i++) {
        if (g->text[i].tex)
            SDL_DestroyTexture(g->text[i].tex);
        memset(&g->text[i], 0, sizeof g->text[i]);
    }
}

void gfx_free(struct gfx *g)
{
    clear_text(g);
    for (int f = 0; f < FACE_COUNT; f++)
        for (int i = 0; i < GFX_FONT_SIZES; i++)
            if (g->fonts[f][i].font) {
                TTF_CloseFont(g->fonts[f][i].font);
                g->fonts[f][i].font = NULL;
            }
    for (int t = 0; t < TEX_COUNT; t++)
        if (g->tex[t]) {
            SDL_DestroyTexture(g->tex[t]);
            g->tex[t] = NULL;
        }
}

bool gfx_resize(struct gfx *g)
{
    int w, h, ww, wh;
    if (SDL_GetRendererOutputSize(g->ren, &w, &h) != 0) {
        SDL_Log("ludi: %s:%d: %s", __FILE__, __LINE__, SDL_GetError());
        return false;
    }
    SDL_GetWindowSize(g->win, &ww, &wh);
    bool changed = w != g->w || h != g->h;
    g->w = w;
    g->h = h;
    g->dpi = ww > 0 ? (float)w / (float)ww : 1.0f;
    /* one unit: a thousandth of the short side of a 16:10 frame, never tiny */
    float shortside = (float)(w * 10 < h * 16 ? w * 10 / 16 : h);
    g->u = shortside / 800.0f;
    if (g->u < 0.5f)
        g->u = 0.5f;
    if (changed)
        clear_text(g);
    return changed;
}

void gfx_color(struct gfx *g, uint32_t rgba)
{
    SDL_SetRenderDrawColor(g->ren, (Uint8)(rgba >> 24), (Uint8)(rgba >> 16), (Uint8)(rgba >> 8),
                           (Uint8)rgba);
}

void gfx_fill(struct gfx *g, float x, float y, float w, float h, uint32_t rgba)
{
    SDL_FRect r = {x, y, w, h};
    SDL_SetRenderDrawBlendMode(g->ren, SDL_BLENDMODE_BLEND);
    gfx_color(g, rgba);
    SDL_RenderFillRectF(g->ren, &r);
}

void gfx_frame(struct gfx *g, float x, float y, float w, float h, float t, uint32_t rgba)
{
    gfx_fill(g, x, y, w, t, rgba);
    gfx_fill(g, x, y + h - t, w, t, rgba);
    gfx_fill(g, x, y + t, t, h - 2 * t, rgba);
    gfx_fill(g, x + w - t, y + t, t, h - 2 * t, rgba);
}

void gfx_round(struct gfx *g, float x, float y, float w, float h, float r, uint32_t rgba)
{
    /* whole pixels, so the pieces meet without seams */
    float x1 = roundf(x + w), y1 = roundf(y + h);
    x = roundf(x);
    y = roundf(y);
    w = x1 - x;
    h = y1 - y;
    r = roundf(r);
    if (r * 2 > w)
        r = floorf(w / 2);
    if (r * 2 > h)
        r = floorf(h / 2);
    /* the middle as rectangles, the corners as anti-aliased disc quarters */
    gfx_fill(g, x + r, y, w - 2 * r, h, rgba);
    gfx_fill(g, x, y + r, r, h - 2 * r, rgba);
    gfx_fill(g, x + w - r, y + r, r, h - 2 * r, rgba);
    SDL_Texture *t = g->tex[TEX_DISC];
    if (!t)
        return;
    SDL_SetTextureColorMod(t, (Uint8)(rgba >> 24), (Uint8)(rgba >> 16), (Uint8)(rgba >> 8));
    SDL_SetTextureAlphaMod(t, (Uint8)rgba);
    const int half = g->tex_w[TEX_DISC] / 2;
    SDL_Rect src[4] = {{0, 0, half, half}, {half, 0, half, half}, {0, half, half, half},
                       {half, half, half, half}};
    SDL_FRect dst[4] = {{x, y, r, r}, {x + w - r, y, r, r}, {x, y + h - r, r, r},
                        {x + w - r, y + h - r, r, r}};
    for (int i = 0; i < 4; i++)
        SDL_RenderCopyF(g->ren, t, &src[i], &dst[i]);
}

void gfx_sprite_rot(struct gfx *g, enum gfx_tex t, float cx, float cy, float w, float h,
                    double angle, uint32_t tint)
{
    SDL_Texture *tx = g->tex[t];
    if (!tx)
        return;
    SDL_SetTextureColorMod(tx, (Uint8)(tint >> 24), (Uint8)(tint >> 16), (Uint8)(tint >> 8));
    SDL_SetTextureAlphaMod(tx, (Uint8)tint);
    SDL_FRect d = {cx - w / 2, cy - h / 2, w, h};
    if (angle != 0.0)
        SDL_RenderCopyExF(g->ren, tx, NULL, &d, angle, NULL, SDL_FLIP_NONE);
    else
        SDL_RenderCopyF(g->ren, tx, NULL, &d);
}

void gfx_sprite(struct gfx *g, enum gfx_tex t, float cx, float cy, float w, float h,
                uint32_t tint)
{
    gfx_sprite_rot(g, t, cx, cy, w, h, 0.0, tint);
}

void gfx_cover(struct gfx *g, enum gfx_tex t, float x, float y, float w, float h, uint32_t tint)
{
    SDL_Texture *tx = g->tex[t];
    if (!tx)
        return;
    /* take the middle of the texture with the rectangle's aspect */
    float tw = (float)g->tex_w[t], th = (float)g->tex_h[t];
    float sw = tw, sh = tw * h / w;
    if (sh > th) {
        sh = th;
        sw = th * w / h;
    }
    SDL_Rect src = {(int)((tw - sw) / 2), (int)((th - sh) / 2), (int)sw, (int)sh};
    SDL_FRect d = {x, y, w, h};
    SDL_SetTextureColorMod(tx, (Uint8)(tint >> 24), (Uint8)(tint >> 16), (Uint8)(tint >> 8));
    SDL_SetTextureAlphaMod(tx, (Uint8)tint);
    SDL_RenderCopyF(g->ren, tx, &src, &d);
}

void gfx_disc(struct gfx *g, float cx, float cy, float r, uint32_t rgba)
{
    gfx_sprite(g, TEX_DISC, cx, cy, 2 * r, 2 * r, rgba);
}

void gfx_ring(struct gfx *g, float cx, float cy, float r, uint32_t rgba)
{
    gfx_sprite(g, TEX_RING, cx, cy, 2 * r / 0.91f, 2 * r / 0.91f, rgba);
}

void gfx_glow(struct gfx *g, float cx, float cy, float r, uint32_t rgba)
{
    gfx_sprite(g, TEX_GLOW, cx, cy, 2 * r, 2 * r, rgba);
}

void gfx_gradient(struct gfx *g, float x, float y, float w, float h, uint32_t top, uint32_t bot)
{
    SDL_Vertex v[4];
    SDL_Color a = gfx_rgba(top), b = gfx_rgba(bot);
    v[0] = (SDL_Vertex){{x, y}, a, {0, 0}};
    v[1] = (SDL_Vertex){{x + w, y}, a, {0, 0}};
    v[2] = (SDL_Vertex){{x + w, y + h}, b, {0, 0}};
    v[3] = (SDL_Vertex){{x, y + h}, b, {0, 0}};
    int idx[6] = {0, 1, 2, 0, 2, 3};
    SDL_SetRenderDrawBlendMode(g->ren, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(g->ren, NULL, v, 4, idx, 6);
}

/* --- lines and arrows: triangles with a one-pixel fade at their edges (no multisampling) --- */

static SDL_Vertex vert(float x, float y, SDL_Color c, Uint8 a)
{
    c.a = a;
    return (SDL_Vertex){{x, y}, c, {0, 0}};
}

void gfx_stroke(struct gfx *g, const float *xy, int n, float width, uint32_t rgba)
{
    enum { MAXP = 64 };
    if (n < 2)
        return;
    if (n > MAXP) {   /* a long line (the review's chart) in pieces that share their ends */
        for (int i = 0; i + 1 < n; i += MAXP - 1)
            gfx_stroke(g, xy + 2 * i, n - i < MAXP ? n - i : MAXP, width, rgba);
        return;
    }
    SDL_Color c = gfx_rgba(rgba);
    float in = fmaxf(width / 2 - 0.5f, 0.25f), out = width / 2 + 0.5f;
    /* core alpha fades for lines thinner than a pixel */
    Uint8 a = (Uint8)((float)c.a * fminf(1.0f, width));
    SDL_Vertex v[MAXP * 4];
    int idx[(MAXP - 1) * 18], ni = 0;
    for (int i = 0; i < n; i++) {
        /* the normal at a point: the mean of its segments' normals, lengthened at a bend */
        float nx = 0, ny = 0;
        for (int k = i - 1; k <= i; k++) {
            if (k < 0 || k + 1 >= n)
                continue;
            float dx = xy[2 * k + 2] - xy[2 * k], dy = xy[2 * k + 3] - xy[2 * k + 1];
            float len = sqrtf(dx * dx + dy * dy);
            if (len > 1e-4f) {
                nx += -dy / len;
                ny += dx / len;
            }
        }
        float len = sqrtf(nx * nx + ny * ny);
        if (len > 1e-4f) {
            nx /= len;
            ny /= len;
        }
        float miter = 1.0f;
        if (i > 0 && i + 1 < n) {
            float dx = xy[2 * i + 2] - xy[2 * i], dy = xy[2 * i + 3] - xy[2 * i + 1];
            float l2 = sqrtf(dx * dx + dy * dy);
            float dot = l2 > 1e-4f ? (-dy * nx + dx * ny) / l2 : 1.0f;
            miter = 1.0f / fmaxf(dot, 0.5f);
        }
        float x = xy[2 * i], y = xy[2 * i + 1];
        v[4 * i + 0] = vert(x + nx * out * miter, y + ny * out * miter, c, 0);
        v[4 * i + 1] = vert(x + nx * in * miter, y + ny * in * miter, c, a);
        v[4 * i + 2] = vert(x - nx * in * miter, y - ny * in * miter, c, a);
        v[4 * i + 3] = vert(x - nx * out * miter, y - ny * out * miter, c, 0);
        if (i == 0)
            continue;
        for (int s = 0; s < 3; s++) {
            int p0 = 4 * (i - 1) + s, p1 = p0 + 1, q0 = 4 * i + s, q1 = q0 + 1;
            int quad[6] = {p0, p1, q1, p0, q1, q0};
            memcpy(idx + ni, quad, sizeof quad);
            ni += 6;
        }
    }
    SDL_SetRenderDrawBlendMode(g->ren, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(g->ren, NULL, v, 4 * n, idx, ni);
}

void gfx_polygon(struct gfx *g, const float *xy, int n, uint32_t rgba)
{
    enum { MAXP = 16 };
    if (n < 3 || n > MAXP)
        return;
    SDL_Color c = gfx_rgba(rgba);
    float cx = 0, cy = 0;
    for (int i = 0; i < n; i++) {
        cx += xy[2 * i] / (float)n;
        cy += xy[2 * i + 1] / (float)n;
    }
    /* each corner twice: pulled in half a pixel (solid) and pushed out half a pixel (clear) */
    SDL_Vertex v[2 * MAXP + 1];
    int idx[MAXP * 9], ni = 0;
    v[2 * n] = vert(cx, cy, c, c.a);
    for (int i = 0; i < n; i++) {
        float dx = xy[2 * i] - cx, dy = xy[2 * i + 1] - cy;
        float len = sqrtf(dx * dx + dy * dy);
        float ux = len > 1e-4f ? dx / len : 0, uy = len > 1e-4f ? dy / len : 0;
        v[2 * i] = vert(xy[2 * i] - ux * 0.5f, xy[2 * i + 1] - uy * 0.5f, c, c.a);
        v[2 * i + 1] = vert(xy[2 * i] + ux * 0.7f, xy[2 * i + 1] + uy * 0.7f, c, 0);
    }
    for (int i = 0; i < n; i++) {
        int j = (i + 1) % n;
        int tri[9] = {2 * n, 2 * i, 2 * j, 2 * i, 2 * i + 1, 2 * j + 1, 2 * i, 2 * j + 1, 2 * j};
        memcpy(idx + ni, tri, sizeof tri);
        ni += 9;
    }
    SDL_SetRenderDrawBlendMode(g->ren, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(g->ren, NULL, v, 2 * n + 1, idx, ni);
}

void gfx_arrow(struct gfx *g, const float *xy, int n, float width, float head, uint32_t rgba)
{
    enum { MAXP = 64 };
    if (n < 2 || n > MAXP)
        return;
    float tx = xy[2 * n - 2], ty = xy[2 * n - 1];
    float dx = tx - xy[2 * n - 4], dy = ty - xy[2 * n - 3];
    float len = sqrtf(dx * dx + dy * dy);
    if (len < 1e-4f)
        return;
    dx /= len;
    dy /= len;
    /* the line stops where the head begins, so the two never overlap (no darker seam) */
    float line[MAXP * 2];
    memcpy(line, xy, sizeof(float) * 2 * (size_t)n);
    float back = fminf(head * 0.8f, len);
    line[2 * n - 2] = tx - dx * back;
    line[2 * n - 1] = ty - dy * back;
    gfx_stroke(g, line, n, width, rgba);
    float hw = fmaxf(head * 0.55f, width * 1.2f);
    float tri[6] = {tx, ty, tx - dx * head - dy * hw, ty - dy * head + dx * hw,
                    tx - dx * head + dy * hw, ty - dy * head - dx * hw};
    gfx_polygon(g, tri, 3, rgba);
}

/* --- text --- */

TTF_Font *gfx_font(struct gfx *g, enum gfx_face f, int px)
{
    if (px < 6)
        px = 6;
    int slot = -1;
    for (int i = 0; i < GFX_FONT_SIZES; i++) {
        if (g->fonts[f][i].font && g->fonts[f][i].px == px)
            return g->fonts[f][i].font;
        if (!g->fonts[f][i].font && slot < 0)
            slot = i;
    }
    if (slot < 0) {   /* every slot in use: replace the first */
        slot = 0;
        TTF_CloseFont(g->fonts[f][0].font);
        g->fonts[f][0].font = NULL;
        clear_text(g);
    }
    TTF_Font *font = TTF_OpenFont(g->font_path[f], px);
    if (!font) {
        SDL_Log("ludi: cannot open font %s: %s", g->font_path[f], TTF_GetError());
        return NULL;
    }
    TTF_SetFontHinting(font, TTF_HINTING_LIGHT);
    g->fonts[f][slot].font = font;
    g->fonts[f][slot].px = px;
    return font;
}

enum gfx_face gfx_figures_face(const struct gfx *g, enum gfx_face f)
{
    if (!strstr(g->font_path[f], "EBGaramond"))
        return f;
    return f == FACE_BOLD ? FACE_FIGURES_BOLD : f == FACE_ITALIC ? FACE_FIGURES_ITALIC
                                                                 : FACE_FIGURES;
}

/* The runs of text: digits apart from the rest, each with its face, and letters the face
 * lacks in the figures face too (Debian's EB Garamond Bold has no accented letter: a German
 * "\xc3\xbc" drew as a box). Returns how many. */
#define TEXT_RUNS 64   /* the hint names three turns of three steps with their chances */
struct text_run { const char *p; size_t n; enum gfx_face f; };

/* The length of the UTF-8 character at p (1 for a stray byte) and its code point. */
static size_t utf8_char(const char *p, uint32_t *cp)
{
    const unsigned char *u = (const unsigned char *)p;
    size_t n = u[0] < 0x80 ? 1 : u[0] >= 0xf0 ? 4 : u[0] >= 0xe0 ? 3 : u[0] >= 0xc0 ? 2 : 1;
    uint32_t c = n == 1 ? u[0] : u[0] & (0x7f >> n);
    for (size_t i = 1; i < n; i++) {
        if ((u[i] & 0xc0) != 0x80) {   /* cut short: one byte */
            *cp = u[0];
            return 1;
        }
        c = c << 6 | (u[i] & 0x3f);
    }
    *cp = c;
    return n;
}

/* The face the character at p is drawn in (and its length): digits, and letters the face's
 * own font lacks, in the figures face. */
static enum gfx_face char_face(TTF_Font *font, enum gfx_face f, enum gfx_face ff, const char *p,
                               size_t *len)
{
    uint32_t cp;
    *len = utf8_char(p, &cp);
    if (ff == f)
        return f;
    if (cp >= '0' && cp <= '9')
        return ff;
    return cp >= 0x80 && font && !TTF_GlyphIsProvided32(font, cp) ? ff : f;
}

enum gfx_face gfx_char_face(struct gfx *g, enum gfx_face f, int px, const char *utf8)
{
    size_t len;
    return char_face(gfx_font(g, f, px), f, gfx_figures_face(g, f), utf8, &len);
}

static int text_runs(struct gfx *g, enum gfx_face f, int px, const char *utf8,
                     struct text_run *runs)
{
    enum gfx_face ff = gfx_figures_face(g, f);
    TTF_Font *font = ff != f ? gfx_font(g, f, px) : NULL;
    int n = 0;
    for (const char *p = utf8; *p;) {
        size_t len = 0, one = 0;
        enum gfx_face face = char_face(font, f, ff, p, &one);
        if (ff == f || n == TEXT_RUNS - 1)   /* one face, or more runs than kept: the rest in
                                                the text's own face */
            len = strlen(p), face = f;
        while (p[len] && char_face(font, f, ff, p + len, &one) == face)
            len += one;
        runs[n++] = (struct text_run){p, len, face};
        p += len;
    }
    return n;
}

/* Where a run of text puts its ink: its advance (how far the next run starts), the ink left of
 * its start and the ink right of its advance. SDL_ttf measures ink and advance together (an
 * italic f's tail or a figure's overhang widened a run), so spaces around the run, which have
 * no ink, tell them apart. */
struct run_metrics { int adv, left, right; };

static void run_metrics(TTF_Font *font, const char *run, size_t n, struct run_metrics *m)
{
    char buf[520];
    int pad = 0, both = 0, lead = 0, tail = 0, h;
    memset(m, 0, sizeof *m);
    if (!font || n == 0)
        return;
    TTF_SizeUTF8(font, "    ", &pad, &h);   /* four spaces: two each side */
    snprintf(buf, sizeof buf, "  %.*s  ", (int)n, run);
    TTF_SizeUTF8(font, buf, &both, &h);
    m->adv = both - pad;
    snprintf(buf, sizeof buf, "%.*s    ", (int)n, run);
    TTF_SizeUTF8(font, buf, &lead, &h);
    m->left = lead - pad - m->adv;
    snprintf(buf, sizeof buf, "    %.*s", (int)n, run);
    TTF_SizeUTF8(font, buf, &tail, &h);
    m->right = tail - pad - m->adv;
    m->left = m->left > 0 ? m->left : 0;
    m->right = m->right > 0 ? m->right : 0;
}

/* The runs' pen positions (x[i], after the first run's left ink) and the whole width, ink
 * included, as render_text draws them. */
static int layout_runs(struct gfx *g, int px, const struct text_run *runs, int n, int *x)
{
    int pen = 0, left = 0, right = 0;
    for (int i = 0; i < n; i++) {
        struct run_metrics m;
        run_metrics(gfx_font(g, runs[i].f, px), runs[i].p, runs[i].n, &m);
        if (i == 0)
            left = m.left;
        x[i] = left + pen;
        pen += m.adv;
        if (pen + m.right > right)
            right = pen + m.right;
    }
    return left + right;
}

/* The text with each no-break space (U+00A0) as a plain space, into buf (len bytes); the text
 * itself when it has none or does not fit. A no-break space only keeps words together where a
 * line wraps (gfx_paragraph breaks at plain spaces only); EB Garamond draws it narrower than a
 * space (play-test 36: the list's key read "onto2A"). */
static const char *plain_spaces(const char *utf8, char *buf, size_t len)
{
    if (!strstr(utf8, "\xc2\xa0") || strlen(utf8) >= len)
        return utf8;
    size_t n = 0;
    for (const char *p = utf8; *p; p++) {
        if ((unsigned char)p[0] == 0xc2 && (unsigned char)p[1] == 0xa0) {
            buf[n++] = ' ';
            p++;
        } else {
            buf[n++] = *p;
        }
    }
    buf[n] = '\0';
    return buf;
}

/* Measures text the way render_text draws it; false when a font is missing. */
static bool measure_text(struct gfx *g, enum gfx_face f, int px, const char *utf8, int *w,
                         int *h)
{
    char plain[1024];
    utf8 = plain_spaces(utf8, plain, sizeof plain);
    TTF_Font *font = gfx_font(g, f, px);
    *w = *h = 0;
    if (!font)
        return false;
    *h = TTF_FontHeight(font);
    struct text_run runs[TEXT_RUNS];
    int n = text_runs(g, f, px, utf8, runs);
    if (n == 1 && runs[0].f == f) {
        int hh;
        TTF_SizeUTF8(font, utf8, w, &hh);
        return true;
    }
    int x[TEXT_RUNS];
    *w = layout_runs(g, px, runs, n, x);
    return true;
}

/* Renders text with its digits in the figures face, on the body face's baseline: each run
 * starts where the one before it advanced to (never where its ink ended), and the runs are
 * merged by coverage (all share one colour), so overhanging glyphs never cut each other. */
static SDL_Surface *render_text(struct gfx *g, enum gfx_face f, int px, uint32_t rgba,
                                const char *utf8)
{
    char plain[1024];
    utf8 = plain_spaces(utf8, plain, sizeof plain);
    TTF_Font *font = gfx_font(g, f, px);
    if (!font)
        return NULL;
    struct text_run runs[TEXT_RUNS];
    int n = text_runs(g, f, px, utf8, runs);
    SDL_Color c = gfx_rgba(rgba | 0xff);
    if (n == 1 && runs[0].f == f)
        return TTF_RenderUTF8_Blended(font, utf8, c);
    int xs[TEXT_RUNS];
    int w = layout_runs(g, px, runs, n, xs), h = TTF_FontHeight(font);
    SDL_Surface *out = SDL_CreateRGBSurfaceWithFormat(0, w > 0 ? w : 1, h > 0 ? h : 1, 32,
                                                      SDL_PIXELFORMAT_ARGB8888);
    if (!out)
        return NULL;
    uint32_t base = (uint32_t)c.r << 16 | (uint32_t)c.g << 8 | c.b;
    SDL_FillRect(out, NULL, base);
    int ascent = TTF_FontAscent(font);
    char buf[520];
    for (int i = 0; i < n; i++) {
        TTF_Font *rf = gfx_font(g, runs[i].f, px);
        /* drawn after two spaces, so that no ink falls left of the surface's edge: the
         * surface's left edge is then the pen two spaces back */
        snprintf(buf, sizeof buf, "  %.*s", (int)runs[i].n, runs[i].p);
        int sp = 0, sh;
        if (rf)
            TTF_SizeUTF8(rf, "  ", &sp, &sh);
        SDL_Surface *rs = rf && runs[i].n ? TTF_RenderUTF8_Blended(rf, buf, c) : NULL;
        SDL_Surface *cs = rs ? SDL_ConvertSurfaceFormat(rs, SDL_PIXELFORMAT_ARGB8888, 0) : NULL;
        if (cs) {
            int oy = ascent - TTF_FontAscent(rf), x = xs[i] - sp;
            for (int y = 0; y < cs->h; y++) {
                int dy = y + oy;
                if (dy < 0 || dy >= out->h)
                    continue;
                const uint32_t *src = (const uint32_t *)((const char *)cs->pixels + y * cs->pitch);
                uint32_t *dst = (uint32_t *)((char *)out->pixels + dy * out->pitch);
                for (int xx = x < 0 ? -x : 0; xx < cs->w && x + xx < out->w; xx++) {
                    uint32_t a = src[xx] >> 24, da = dst[x + xx] >> 24;
                    if (a > da)
                        dst[x + xx] = a << 24 | base;
                }
            }
        }
        SDL_FreeSurface(cs);
        SDL_FreeSurface(rs);
    }
    return out;
}

static struct gfx_text_entry *text_entry(struct gfx *g, enum gfx_face f, int px, uint32_t rgba,
                                         const char *utf8)
{
    size_t n = strlen(utf8);
    if (n == 0 || n >= sizeof g->text[0].text)
        return NULL;
    int oldest = 0;
    for (int i = 0; i < GFX_TEXT_CACHE; i++) {
        struct gfx_text_entry *e = &g->text[i];
        if (e->tex && e->face == (int)f && e->px == px && e->rgba == rgba &&
            strcmp(e->text, utf8) == 0) {
            e->used = ++g->text_clock;
            return e;
        }
        if (!e->tex || e->used < g->text[oldest].used)
            oldest = i;
    }
    SDL_Surface *s = render_text(g, f, px, rgba, utf8);
    if (!s)
        return NULL;
    struct gfx_text_entry *e = &g->text[oldest];
    if (e->tex)
        SDL_DestroyTexture(e->tex);
    e->tex = SDL_CreateTextureFromSurface(g->ren, s);
    e->w = s->w;
    e->h = s->h;
    SDL_FreeSurface(s);
    if (!e->tex)
        return NULL;
    SDL_SetTextureBlendMode(e->tex, SDL_BLENDMODE_BLEND);
    snprintf(e->text, sizeof e->text, "%s", utf8);
    e->face = (int)f;
    e->px = px;
    e->rgba = rgba;
    e->used = ++g->text_clock;
    return e;
}

void gfx_text_size(struct gfx *g, enum gfx_face f, float px, const char *utf8, int *w, int *h)
{
    measure_text(g, f, (int)(px + 0.5f), utf8, w, h);
}

float gfx_text(struct gfx *g, enum gfx_face f, float px, uint32_t rgba, float x, float y,
               enum gfx_align align, const char *utf8)
{
    if (!utf8 || !*utf8)
        return 0;
    if (px < g->smallest_px) {
        g->smallest_px = px;
        snprintf(g->smallest, sizeof g->smallest, "%s", utf8);
    }
    int ipx = (int)(px + 0.5f);
    struct gfx_text_entry *e = text_entry(g, f, ipx, rgba, utf8);
    SDL_Texture *tex = e ? e->tex : NULL;
    int w = e ? e->w : 0, h = e ? e->h : 0;
    bool own = false;
    if (!e) {   /* too long to cache: render it once */
        SDL_Surface *s = render_text(g, f, ipx, rgba, utf8);
        if (!s)
            return 0;
        tex = SDL_CreateTextureFromSurface(g->ren, s);
        w = s->w;
        h = s->h;
        SDL_FreeSurface(s);
        own = true;
        if (!tex)
            return 0;
    }
    float dx = align == ALIGN_CENTER ? x - (float)w / 2 : align == ALIGN_RIGHT ? x - (float)w : x;
    SDL_FRect d = {floorf(dx), floorf(y), (float)w, (float)h};
    SDL_SetTextureAlphaMod(tex, (Uint8)rgba);
    SDL_RenderCopyF(g->ren, tex, NULL, &d);
    if (own)
        SDL_DestroyTexture(tex);
    return (float)w;
}

float gfx_paragraph(struct gfx *g, enum gfx_face f, float px, uint32_t rgba, float x, float y,
                    float max_w, float line_h, const char *utf8, bool draw)
{
    return gfx_paragraph_aligned(g, f, px, rgba, x, y, max_w, line_h, utf8, draw, ALIGN_LEFT);
}

float gfx_paragraph_aligned(struct gfx *g, enum gfx_face f, float px, uint32_t rgba, float x,
                            float y, float max_w, float line_h, const char *utf8, bool draw,
                            enum gfx_align align)
{
    char line[512];
    float cy = y;
    const char *p = utf8;
    while (*p) {
        if (*p == '\n') {   /* a blank line between paragraphs */
            cy += line_h * 0.6f;
            p++;
            continue;
        }
        size_t len = 0, best = 0;
        /* take words while they fit */
        for (;;) {
            size_t end = len;
            while (p[end] == ' ')
                end++;
            while (p[end] && p[end] != ' ' && p[end] != '\n')
                end++;
            if (end >= sizeof line)
                break;
            memcpy(line, p, end);
            line[end] = '\0';
            int w, h;
            gfx_text_size(g, f, px, line, &w, &h);
            if ((float)w > max_w && best > 0)
                break;
            best = end;
            len = end;
            if (!p[end] || p[end] == '\n')
                break;
        }
        if (best == 0) {   /* one word longer than the line: cut it */
            best = strcspn(p, " \n");
            if (best >= sizeof line)
                best = sizeof line - 1;
        }
        memcpy(line, p, best);
        line[best] = '\0';
        /* a separator " \xc2\xb7 " where the line breaks says nothing: the break parts them
         * (play-test 67: every line of the move list's key ended in a stray dot) */
        static const char *const seps[] = {" \xc2\xb7", "\xc2\xa0\xc2\xb7"};
        for (int k = 0; k < 2 && p[best]; k++) {
            size_t sl = strlen(seps[k]);
            if (best > sl && strcmp(line + best - sl, seps[k]) == 0)
                line[best - sl] = '\0';
        }
        if (draw)
            gfx_text(g, f, px, rgba, x, cy, align, line);
        cy += line_h;
        p += best;
        while (*p == ' ')
            p++;
        if (*p == '\n') {   /* the end of a paragraph: a little space before the next */
            p++;
            if (*p)
                cy += line_h * 0.45f;
        }
    }
    return cy - y;
}

float gfx_spaced(struct gfx *g, enum gfx_face f, float px, uint32_t rgba, float cx, float y,
                 float spacing, const char *utf8)
{
    /* measure each character (UTF-8 aware) and lay them out with extra space */
    char ch[8];
    float total = 0;
    int count = 0;
    for (const char *p = utf8; *p;) {
        int n = 1;
        while ((p[n] & 0xC0) == 0x80)
            n++;
        snprintf(ch, sizeof ch, "%.*s", n, p);
        int w, h;
        gfx_text_size(g, f, px, ch, &w, &h);
        total += (float)w;
        count++;
        p += n;
    }
    total += spacing * (float)(count > 0 ? count - 1 : 0);
    float x = cx - total / 2;
    for (const char *p = utf8; *p;) {
        int n = 1;
        while ((p[n] & 0xC0) == 0x80)
            n++;
        snprintf(ch, sizeof ch, "%.*s", n, p);
        x += gfx_text(g, f, px, rgba, x, y, ALIGN_LEFT, ch) + spacing;
        p += n;
    }
    return total;
}

/* A chip's ground pw by ph round (cx, cy), e wider all round: a disc for short text (one
 * copy instead of seven), else a pill. */
static void chip_ground(struct gfx *g, float cx, float cy, float pw, float ph, float e,
                        uint32_t rgba)
{
    if (pw <= ph * 1.12f)
        gfx_disc(g, cx, cy, pw / 2 + e, rgba);
    else
        gfx_round(g, cx - pw / 2 - e, cy - ph / 2 - e, pw + 2 * e, ph + 2 * e, ph / 2 + e, rgba);
}

float gfx_chip_ringed(struct gfx *g, enum gfx_face f, float px, float cx, float cy,
                      uint32_t fg, uint32_t bg, float ring, uint32_t ring_rgba, const char *utf8)
{
    /* the cached text gives its size without measuring it again (chips come by the dozen) */
    struct gfx_text_entry *e = text_entry(g, f, (int)(px + 0.5f), fg, utf8);
    int w = e ? e->w : 0, h = e ? e->h : 0;
    if (!e)
        gfx_text_size(g, f, px, utf8, &w, &h);
    float ph = px * 1.25f, pw = fmaxf((float)w + px * 0.7f, ph);
    if (ring > 0)
        chip_ground(g, cx, cy, pw, ph, ring, ring_rgba);
    chip_ground(g, cx, cy, pw, ph, 0, bg);
    gfx_text(g, f, px, fg, cx, cy - (float)h / 2, ALIGN_CENTER, utf8);
    return pw;
}

float gfx_chip(struct gfx *g, enum gfx_face f, float px, float cx, float cy, uint32_t fg,
               uint32_t bg, const char *utf8)
{
    return gfx_chip_ringed(g, f, px, cx, cy, fg, bg, 0, 0, utf8);
}
