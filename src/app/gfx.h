/* gfx.h: the narrow drawing layer over SDL2: assets, fonts and cached text, shapes, sprites. */
#ifndef LUDI_GFX_H
#define LUDI_GFX_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <stdbool.h>

/* FACE_FIGURES: numbers and labels on the boards. EB Garamond's digits are old-style (its '1'
 * reads as a small capital 'I', and SDL_ttf cannot ask for its lining figures), so labels use
 * Cardo, whose default digits are lining with a flagged '1'; and every run of digits in text
 * set in EB Garamond is drawn in the matching Cardo face (see gfx_figures_face). */
enum gfx_face {
    FACE_TITLE, FACE_BODY, FACE_ITALIC, FACE_BOLD, FACE_GREEK, FACE_FIGURES, FACE_FIGURES_BOLD,
    FACE_FIGURES_ITALIC, FACE_COUNT
};

enum gfx_tex {
    TEX_STONE, TEX_TERRACOTTA, TEX_WOOD, TEX_TITLE,
    TEX_COUNTER_BLUE, TEX_COUNTER_BLACK, TEX_COUNTER_WHITE, TEX_COUNTER_BONE,
    TEX_COUNTER_AMBER, TEX_COUNTER_CLAY,
    TEX_KING_BLUE, TEX_KING_BLACK, TEX_KING_WHITE, TEX_KING_BONE, TEX_KING_AMBER, TEX_KING_CLAY,
    TEX_SHADOW, TEX_DIE0, TEX_DIE1, TEX_DIE2, TEX_DIE3, TEX_DIE4, TEX_DIE5, TEX_DIE6,
    TEX_ICON,
    TEX_DISC, TEX_GLOW, TEX_RING,   /* made at start-up: an anti-aliased disc, a soft glow, a ring */
    TEX_COUNT
};

enum gfx_align { ALIGN_LEFT, ALIGN_CENTER, ALIGN_RIGHT };

#define GFX_TEXT_CACHE 192
#define GFX_FONT_SIZES 16          /* sizes kept open per face: a frame uses fewer */

struct gfx_text_entry {
    char text[128];
    int face, px;
    uint32_t rgba;
    SDL_Texture *tex;
    int w, h;
    uint32_t used;                 /* last use, for eviction */
};

struct gfx {
    SDL_Window *win;
    SDL_Renderer *ren;
    int w, h;                      /* output size in pixels */
    float dpi;                     /* output pixels per window coordinate (HiDPI) */
    float u;                       /* one layout unit in pixels: scales the interface */
    char asset_dir[1024];
    char font_path[FACE_COUNT][512];
    SDL_Texture *tex[TEX_COUNT];
    int tex_w[TEX_COUNT], tex_h[TEX_COUNT];
    struct { int px; TTF_Font *font; } fonts[FACE_COUNT][GFX_FONT_SIZES];
    struct gfx_text_entry text[GFX_TEXT_CACHE];
    uint32_t text_clock;
    /* the smallest text drawn since a test set smallest_px high, and what it said */
    float smallest_px;
    char smallest[48];
};

/* Finds the assets and fonts and loads them; false with a message (SDL_GetError style). */
bool gfx_init(struct gfx *g, SDL_Window *win, SDL_Renderer *ren, char *err, size_t errlen);
void gfx_free(struct gfx *g);
/* Call when the output size may have changed; returns true when it did. */
bool gfx_resize(struct gfx *g);
/* The directory holding the asset PNGs (found at start-up). */
const char *gfx_assets(const struct gfx *g);

static inline SDL_Color gfx_rgba(uint32_t rgba)
{
    SDL_Color c = {(Uint8)(rgba >> 24), (Uint8)(rgba >> 16), (Uint8)(rgba >> 8), (Uint8)rgba};
    return c;
}

void gfx_color(struct gfx *g, uint32_t rgba);
void gfx_fill(struct gfx *g, float x, float y, float w, float h, uint32_t rgba);
void gfx_frame(struct gfx *g, float x, float y, float w, float h, float thick, uint32_t rgba);
/* A rounded rectangle (filled), drawn with geometry. */
void gfx_round(struct gfx *g, float x, float y, float w, float h, float r, uint32_t rgba);
/* Textures: drawn centred at (cx, cy) with the given size, tinted and faded. */
void gfx_sprite(struct gfx *g, enum gfx_tex t, float cx, float cy, float w, float h,
                uint32_t tint_rgba);
void gfx_sprite_rot(struct gfx *g, enum gfx_tex t, float cx, float cy, float w, float h,
                    double angle, uint32_t tint_rgba);
/* Tiles or stretches a material over a rectangle (cover, keeping the texture's aspect). */
void gfx_cover(struct gfx *g, enum gfx_tex t, float x, float y, float w, float h, uint32_t tint);
void gfx_disc(struct gfx *g, float cx, float cy, float r, uint32_t rgba);
void gfx_ring(struct gfx *g, float cx, float cy, float r, uint32_t rgba);
void gfx_glow(struct gfx *g, float cx, float cy, float r, uint32_t rgba);
/* A vertical gradient rectangle. */
void gfx_gradient(struct gfx *g, float x, float y, float w, float h, uint32_t top, uint32_t bottom);
/* A line through n points (x, y pairs), width pixels wide with smooth edges. */
void gfx_stroke(struct gfx *g, const float *xy, int n, float width, uint32_t rgba);
/* A convex polygon (n points, x, y pairs) filled, with smooth edges. */
void gfx_polygon(struct gfx *g, const float *xy, int n, uint32_t rgba);
/* A line through n points ending in an arrowhead head pixels long. */
void gfx_arrow(struct gfx *g, const float *xy, int n, float width, float head, uint32_t rgba);
/* A rounded label: text of px pixels centred at (cx, cy) on a pill of colour bg. Returns the
 * pill's width. */
float gfx_chip(struct gfx *g, enum gfx_face f, float px, float cx, float cy, uint32_t fg,
               uint32_t bg, const char *utf8);
/* The same, ringed ring pixels wide in ring_rgba all round (no ring where ring is 0). */
float gfx_chip_ringed(struct gfx *g, enum gfx_face f, float px, float cx, float cy,
                      uint32_t fg, uint32_t bg, float ring, uint32_t ring_rgba, const char *utf8);

/* Text in a face at a pixel size; returns the width drawn. Long text is cut to fit max_w when
 * max_w > 0 (with an ellipsis). */
float gfx_text(struct gfx *g, enum gfx_face f, float px, uint32_t rgba, float x, float y,
               enum gfx_align align, const char *utf8);
/* Measures text without drawing. */
void gfx_text_size(struct gfx *g, enum gfx_face f, float px, const char *utf8, int *w, int *h);
/* Wraps text into lines no wider than max_w; returns the height used. draw=false measures. */
float gfx_paragraph(struct gfx *g, enum gfx_face f, float px, uint32_t rgba, float x, float y,
                    float max_w, float line_h, const char *utf8, bool draw);
/* The same with each line aligned on x (ALIGN_CENTER: centred on it). */
float gfx_paragraph_aligned(struct gfx *g, enum gfx_face f, float px, uint32_t rgba, float x,
                            float y, float max_w, float line_h, const char *utf8, bool draw,
                            enum gfx_align align);
/* Text with spaced letters (inscriptional capitals). */
float gfx_spaced(struct gfx *g, enum gfx_face f, float px, uint32_t rgba, float cx, float y,
                 float spacing, const char *utf8);
TTF_Font *gfx_font(struct gfx *g, enum gfx_face f, int px);
/* The face that draws the digits of text set in face f: f itself when its figures are lining,
 * else the Cardo face of the same style. */
enum gfx_face gfx_figures_face(const struct gfx *g, enum gfx_face f);
/* The face the (UTF-8) character at utf8 is drawn in when text of face f is: f, or the figures
 * face for a digit or a letter f's font lacks. */
enum gfx_face gfx_char_face(struct gfx *g, enum gfx_face f, int px, const char *utf8);

/* The asset file a texture is made from ("stone.png"), or "" for one made at start-up. */
const char *gfx_file(enum gfx_tex t);
/* Loads a PNG from the asset directory into a texture (or NULL, logging why). */
SDL_Texture *gfx_load(struct gfx *g, const char *name, int *w, int *h);
/* Makes a streaming-free static texture from RGBA pixels (R,G,B,A bytes). */
SDL_Texture *gfx_texture_rgba(struct gfx *g, const unsigned char *px, int w, int h);

#endif
