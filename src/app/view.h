/* view.h: how each game's board is laid out and drawn, and where every counter stands on it. */
#ifndef LUDI_VIEW_H
#define LUDI_VIEW_H

#include <stdbool.h>

#include "gfx.h"
#include "ludi/rules.h"
#include "ludi/settings.h"

/* A counter as drawn. `where` is its place in its own side's step numbering (Latrunculi square,
 * Pente point or LUDI_OFF, Duodecim own point, LUDI_OFF or LUDI_OUT), or VIEW_TAKEN for a
 * Latrunculi man that was captured (shown beside the board). */
#define VIEW_TAKEN (-100)
#define VIEW_MAX_PIECES 64

struct vpiece {
    int8_t side;
    bool king;
    int16_t where;
    int16_t idx;            /* its index among the counters at the same place */
    int16_t count;          /* how many counters stand at that place */
    float x, y;             /* centre, in pixels */
    float r;                /* radius */
};

struct view;
struct view_ops {
    /* Fits the board and its trays into the area (pixels). */
    void (*layout)(struct view *v, float x, float y, float w, float h);
    /* Paints the board (material and lines) into an RGBA image the size of v->board. */
    void (*paint)(const struct view *v, struct gfx *g, unsigned char *px, int w, int h);
    /* Draws what lies on the board but is not a counter: labels, letters, hollows' numbers. */
    void (*decorate)(struct view *v, struct gfx *g);
    /* Every counter of the state with its position. */
    int (*pieces)(const struct view *v, const struct ludi_state *s, struct vpiece *out);
    /* The centre of a place for a side (a destination marker), or false. */
    bool (*place_xy)(const struct view *v, const struct ludi_state *s, int side, int place,
                     float *x, float *y);
};

struct view {
    enum ludi_game game;
    struct ludi_options opt;
    enum ludi_material material;
    enum ludi_duo_style style;
    const struct view_ops *ops;
    float ax, ay, aw, ah;            /* the area given */
    SDL_FRect board;                 /* the board image */
    float cell;                      /* spacing unit (a square, a point) */
    float r;                         /* counter radius */
    SDL_FRect tray[2];               /* reserve or taken counters of each side */
    SDL_FRect dice;                  /* the dice tray (dice games) */
    SDL_Texture *tex;                /* the painted board, at board size */
    int tex_w, tex_h;
    int painted_material, painted_style;
    unsigned generation;             /* counts repaints, so a cached backdrop knows it is stale */
    /* counters and shadows scaled once, with a proper filter, to the sizes drawn */
    struct {
        enum gfx_tex tex;
        int size;
        SDL_Texture *t;
    } sprites[12];
    int nsprites;
};

extern const struct view_ops view_lat_ops, view_pente_ops, view_duo_ops;

void view_init(struct view *v, const struct ludi_options *opt, enum ludi_material m,
               enum ludi_duo_style style);
void view_free(struct view *v);
void view_layout(struct view *v, float x, float y, float w, float h);
/* The board with its shadow on the table, repainted when the size or look changed. */
void view_draw_board(struct view *v, struct gfx *g);
/* The board with the game's set-up on it (title cards, settings preview, rules). */
void view_draw_setup(struct view *v, struct gfx *g);
/* Texture of a side's counter or king in this game. */
enum gfx_tex view_counter(const struct view *v, int side, bool king);
/* Draws one counter (with its shadow; lifted counters cast a larger, offset shadow). */
void view_draw_piece(struct view *v, struct gfx *g, int side, bool king, float x, float y,
                     float r, float lift, uint32_t alpha);
/* The piece under a point (topmost), or -1. */
int view_piece_at(const struct vpiece *p, int n, float x, float y);

/* Shared painting helpers for the views (material fill from the asset textures is done in
 * view.c by the game's paint callback through these). */
void view_fill_material(const struct view *v, unsigned char *px, int w, int h);
void view_set_assets(const char *dir);
void view_free_materials(void);
void view_free_sources(void);

#endif
