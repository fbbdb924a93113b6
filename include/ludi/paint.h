/* paint.h: the procedural painter: seeded materials, hand-cut incisions, counters and dice as RGBA images. */
#ifndef LUDI_PAINT_H
#define LUDI_PAINT_H

#include <stdbool.h>
#include <stdint.h>

/*
 * Conventions
 * - Images are RGBA, 4 bytes a pixel in memory order R, G, B, A, straight (not premultiplied)
 *   alpha, rows top to bottom, stride w * 4: SDL_PIXELFORMAT_RGBA32, ready to upload.
 * - Colours in arguments are 0xRRGGBBAA (so #231d19 opaque is 0x231d19ff).
 * - Coordinates are in pixels with y down; pixel (i, j) covers [i, i+1) x [j, j+1), so its
 *   centre is (i + 0.5, j + 0.5). Anything partly or wholly off the image is clipped.
 * - Light comes from the upper left, everywhere.
 * - Deterministic: the same call with the same seed gives the same pixels on every machine and
 *   every build (no libm transcendental functions, no rand(), no threads, no time).
 * - Functions that allocate return false when out of memory or given a bad size (1..16384 a
 *   side), leaving their output empty ({0, 0, NULL}); freeing an empty image or mask is fine.
 * - Nothing here does file I/O.
 */

#define PAINT_MAX_SIDE 16384

struct paint_image {
    int w, h;
    uint8_t *px;                 /* w * h * 4 bytes */
};

struct paint_mask {
    int w, h;
    float *a;                    /* coverage 0..1, w * h floats, row-major */
};

struct paint_rect {
    int x, y, w, h;
};

/* --- images (image.c) --- */

/* Allocates a w x h image, all transparent black. */
bool paint_image_init(struct paint_image *img, int w, int h);
void paint_image_free(struct paint_image *img);
void paint_image_fill(struct paint_image *img, uint32_t rgba);
/* dst becomes a new copy of src (dst must be empty or initialised; its old pixels are freed). */
bool paint_image_copy(struct paint_image *dst, const struct paint_image *src);
/* Resamples all of src into all of dst (dst already initialised at the size wanted):
   bilinear when enlarging, a tent filter as wide as a destination pixel when shrinking, in
   premultiplied alpha so transparent edges do not go dark. */
bool paint_image_scale(struct paint_image *dst, const struct paint_image *src);
/* The same for the source rectangle (sx, sy, sw, sh) in source pixels, e.g. to crop a square
   texture to a board's aspect ratio without stretching it. */
bool paint_image_scale_rect(struct paint_image *dst, const struct paint_image *src, float sx,
                            float sy, float sw, float sh);
/* Draws src over dst with its top left corner at (x, y) (Porter-Duff over). */
void paint_image_blend(struct paint_image *dst, const struct paint_image *src, int x, int y);
/* Darkens the edges: strength 0..1 at the corners, falling off smoothly towards the centre. */
void paint_vignette(struct paint_image *img, float strength);

/* --- noise (noise.c) --- */

/* The project's integer hash (splitmix64's finaliser): derive sub-seeds with it. */
uint64_t paint_hash(uint64_t x);
/* Gradient noise, about -1..1, one lattice cell per unit. period_x / period_y > 0 make it wrap
   every that many cells (for tileable textures); 0 means no wrap. */
float paint_noise(float x, float y, int period_x, int period_y, uint64_t seed);
/* Fractal sums of paint_noise: octaves doubling in frequency and halving in amplitude, the
   periods doubling with them. fbm is about -1..1, ridged (sharp crests, for veins) and
   turbulence (sum of |noise|, for billows) are about 0..1. */
float paint_fbm(float x, float y, int octaves, int period_x, int period_y, uint64_t seed);
float paint_ridged(float x, float y, int octaves, int period_x, int period_y, uint64_t seed);
float paint_turbulence(float x, float y, int octaves, int period_x, int period_y,
                       uint64_t seed);

/* --- materials (material.c): fill the whole image, opaque; any size ---
   Feature sizes are in pixels (a pore is a pore at any image size); the textures wrap
   seamlessly left-right and top-bottom when w and h are multiples of 256. */

/* Weathered limestone slab: warm grey #c9c2b4..#9d968a, pores, faint veins, worn smooth
   patches, a few pits, a gentle relief lit from the upper left. */
void paint_stone(struct paint_image *img, uint64_t seed);
/* Orange-red fired clay #c4703f..#9a4f2a: fine grain, uneven firing, grog specks. */
void paint_terracotta(struct paint_image *img, uint64_t seed);
/* A dark wooden table top: planks running left-right, grain along x, subtle. */
void paint_wood(struct paint_image *img, uint64_t seed);
/* A dark basalt-like stone for the title background (no vignette; see paint_vignette). */
void paint_dark_stone(struct paint_image *img, uint64_t seed);

/* --- masks (mask.c): anti-aliased coverage; drawing takes the maximum with what is there --- */

bool paint_mask_init(struct paint_mask *m, int w, int h);
void paint_mask_free(struct paint_mask *m);
void paint_mask_clear(struct paint_mask *m);
/* A hand-cut groove from (x0, y0) to (x1, y1): width in pixels; roughness 0..1 makes the path
   wander and the width swell slightly along its length, the edges chipped and the ends
   tapered and uneven. Roughness 0 is a clean line with round caps. */
void paint_mask_line(struct paint_mask *m, float x0, float y0, float x1, float y1, float width,
                     float roughness, uint64_t seed);
/* The same along n points xy[2 * i], xy[2 * i + 1]; closed joins the last to the first. */
void paint_mask_polyline(struct paint_mask *m, const float *xy, int n, bool closed, float width,
                         float roughness, uint64_t seed);
/* A ring of radius r (to the middle of the stroke), cut like paint_mask_line. */
void paint_mask_circle(struct paint_mask *m, float cx, float cy, float r, float width,
                       float roughness, uint64_t seed);
/* Filled shapes with clean anti-aliased edges. angle is in radians, clockwise on screen (y is
   down), turning the ellipse's rx axis away from the x axis. */
void paint_mask_disc(struct paint_mask *m, float cx, float cy, float r);
void paint_mask_ellipse(struct paint_mask *m, float cx, float cy, float rx, float ry,
                        float angle);
/* A filled polygon of n points (any winding; self-intersections filled even-odd). */
void paint_mask_polygon(struct paint_mask *m, const float *xy, int n);
/* Stamps an external 8-bit coverage bitmap with its top left at (x, y). The coverage of source
   pixel (i, j) is src[j * pitch + i * step]: for an SDL_ttf blended (ARGB8888) surface pass
   (uint8_t *)s->pixels + 3 on little-endian machines, s->pitch, 4; for an 8-bit shaded one
   s->pixels, s->pitch, 1. */
void paint_mask_stamp(struct paint_mask *m, const uint8_t *src, int w, int h, int pitch,
                      int step, int x, int y);
/* Blurs the mask in place (three box passes, about a Gaussian of sigma = radius). */
bool paint_mask_blur(struct paint_mask *m, float radius);

/* The painted border of a Greek clay board (rules, a zigzag band, solid triangles) in the frame
   (x, y, w, h); it reaches 113 * k pixels in from the frame's edge. (border.c) */
void paint_mask_greek_border(struct paint_mask *m, float x, float y, float w, float h, float k,
                             uint64_t seed);

/* --- carving and painting (carve.c) --- */

/* Cuts the mask into the material: a darker, rougher floor, a shadowed upper/left wall and a
   lit lower/right lip, and the shadow the upper edge casts into the groove. depth is how deep
   the cut looks, in pixels: about a third of the line width (2..3 for lines 6..9 px wide).
   Pixels farther than about 2 * depth + 3 from the mask are untouched. mask and img must be
   the same size (otherwise nothing happens and false is returned, as when out of memory). */
bool paint_incise(struct paint_image *img, const struct paint_mask *mask, float depth,
                  uint64_t seed);
/* Paints the mask on in colour rgba (its alpha scales the coverage), slightly taking up the
   texture below; wear 0..1 rubs it off in places (0.3 is a used old board). */
bool paint_paint(struct paint_image *img, const struct paint_mask *mask, uint32_t rgba,
                 float wear, uint64_t seed);
/* Weathers a slab occupying rect: rounded, slightly irregular edges (the alpha outside them
   becomes 0) lit from the upper left, polished patches where hands rest at the middle of the
   two long sides, a few faint scratches. */
void paint_wear(struct paint_image *img, struct paint_rect rect, uint64_t seed);
/* Breaks off a corner of the slab in rect (corner 0 top left, 1 top right, 2 bottom right,
   3 bottom left): about size pixels along each side; the tip goes transparent, the break
   shows fresh, paler, rough stone with a shadowed edge. */
void paint_chip(struct paint_image *img, struct paint_rect rect, int corner, float size,
                uint64_t seed);
/* Darkens dst with the soft shadow of src's alpha, as if src were drawn at (x, y) and lifted:
   the shadow is moved by (dx, dy), blurred by radius pixels, at most opacity (0..1) dark.
   Draw src on top afterwards with paint_image_blend: pixels src will cover opaquely are
   skipped, as the shadow there would be hidden. */
bool paint_drop_shadow(struct paint_image *dst, const struct paint_image *src, int x, int y,
                       float dx, float dy, float radius, float opacity);

/* --- pieces (pieces.c): square images with a transparent background, lit from upper left --- */

enum paint_counter_kind {
    PAINT_COUNTER_BLUE,          /* blue glass paste, glossy dome */
    PAINT_COUNTER_BLACK,         /* black glass paste, glossy dome */
    PAINT_COUNTER_WHITE,         /* opaque white glass with milky swirls, glossy dome */
    PAINT_COUNTER_BONE,          /* matte bone disc with turned rings and a centre dot */
    PAINT_COUNTER_AMBER,         /* translucent amber glass, glossy dome */
    PAINT_COUNTER_CLAY,          /* a red clay disc cut from a pot, matte, chipped rim */
    PAINT_COUNTER_KIND_COUNT
};

/* A counter filling most of the (square) image: a man's disc spans about 0.84 of the side, a
   king's 0.96, taller, with an incised six-rayed star in a ring on top. Best at 256 x 256;
   any square size from 16 works. */
void paint_counter(struct paint_image *img, enum paint_counter_kind kind, bool king,
                   uint64_t seed);
/* A soft round shadow (black, alpha up to about 0.6 at the centre) filling the image: draw it
   under a counter, a little larger and moved down-right. */
void paint_shadow(struct paint_image *img);
/* One face of a bone die, value 1..6, or 0 for a blank face (a die not yet thrown; others
   leave the image untouched): opaque, warm ivory,
   edges and corners shaded round, pips as a drilled dot inside an incised ring in the standard
   layout (2 and 3 run from upper right to lower left; 6 is two columns). Opposite faces of a
   die add to 7: the caller puts 1/6, 2/5, 3/4 opposite. */
void paint_die_face(struct paint_image *img, int value);

#endif
