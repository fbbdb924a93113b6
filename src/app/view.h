/* view.h: how each game's board is laid out and drawn, and where every counter stands on it. */
#ifndef LUDI_VIEW_H
#define LUDI_VIEW_H

#include <stdbool.h>

#include "gfx.h"
#include "i18n.h"
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

/* A count drawn over a pile (its box), as annotate draws it. */
struct view_badge {
    SDL_FRect box;
    int side, count;
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
    /* The radius of the ring marking place as a destination for a side, where it differs
     * from an empty place's (a pile the counter joins); 0 or NULL: as an empty place's. */
    float (*target_r)(const struct view *v, const struct ludi_state *s, int side, int place);
    /* Draws under the counters what ties a pile to its place where the pile reaches past it
     * (Pente grammai's sacred points; NULL elsewhere). */
    void (*underlay)(struct view *v, struct gfx *g, const struct vpiece *p, int n);
    /* Draws over the counters what depends on the position: how many stand in each pile, and
     * each tray's caption with its number. */
    void (*annotate)(struct view *v, struct gfx *g, const struct ludi_state *s,
                     const struct vpiece *p, int n);
    /* The way a side's counter goes from one place to another, as points (x, y pairs) from
     * the first place's centre to the last's: the track it follows, from the track's start for
     * a counter entering (Pente grammai; NULL elsewhere, where a straight line says it).
     * Returns how many points, 0 for none. */
    int (*route)(const struct view *v, int side, int from, int to, float *xy, int cap);
    /* A side's path over the board (Duodecim scripta; NULL elsewhere): the direction, where
     * counters enter and where they leave, and whose path it is; path_numbers then puts each
     * point's number in that side's own counting over it (and over any mark drawn since, so
     * a hint's marks never hide a number), and the other side's numbers on its own points,
     * which that counting leaves out, unlike them; faint: the path not shown, the numbers
     * only, so every point can still be named; a point a counter stands on (of the n in
     * pcs) has its number beside it, so the counter's colour stays seen. */
    void (*path)(struct view *v, struct gfx *g, const struct ludi_state *s, int side);
    void (*path_numbers)(struct view *v, struct gfx *g, int side, bool faint,
                         const struct vpiece *pcs, int n);
    /* The boxes of the point names decorate draws (NULL: none kept clear of the marks). */
    int (*labels)(const struct view *v, struct gfx *g, SDL_FRect *out, int cap);
    /* The counts annotate draws over piles, at most cap of them (NULL: none). */
    int (*badges)(const struct view *v, struct gfx *g, const struct vpiece *p, int n,
                  struct view_badge *out, int cap);
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
    SDL_FRect tray[2];               /* each side's captured, waiting (Pente) or borne-off men */
    bool tray_top[2];                /* a tray's caption is at its top, its men fill down */
    SDL_FRect wait[2];               /* Duodecim: counters waiting to enter, off the board */
    SDL_FRect dice;                  /* the dice tray (dice games) */
    enum i18n_lang lang;             /* of the captions (set by the game screen) */
    int path_next;                   /* the path P shows next (a side, -1 none), or -2: no key */
    SDL_FRect path_cap;              /* Duodecim: the path's caption as last drawn (0 wide: none) */
    int near_side;                   /* Duodecim: the side whose trays are at the bottom (1 as
                                        the rules draw it; 0 turns the board half round) */
    int wait_row[2];                 /* Duodecim: the counters each waiting row is laid out for
                                        (0: those waiting); in a turn, those at its start, so a
                                        counter entering leaves its place empty and the others
                                        stay put (play-test 11: the ringed one moved under the
                                        pointer as the row closed up) */
    SDL_Texture *tex;                /* the painted board, at board size */
    int tex_w, tex_h;
    int painted_material, painted_style;
    unsigned generation;             /* counts repaints, so a cached backdrop knows it is stale */
    int absent[2];                   /* Latrunculi: men a lesson's set-up leaves out: no tray
                                        shows them as captured */
    /* counters and shadows scaled once, with a proper filter, to the sizes drawn */
    struct {
        enum gfx_tex tex;
        int size;
        SDL_Texture *t;
    } sprites[12];
    int nsprites;
};

extern const struct view_ops view_lat_ops, view_pente_ops, view_duo_ops;

/* Duodecim scripta's path as drawn (view_duo.c): the line of leg a -> a + 1 (points, at most
 * cap) and the dashes of the way in (x0, y0, x1, y1 each, at most cap). */
int view_duo_leg(const struct view *v, int side, int a, float *xy, int cap);
int view_duo_entry(const struct view *v, int side, float *seg, int cap);
/* The way out, from point 30 into the side's tray, as the arrow drawn (x0, y0, x1, y1). */
void view_duo_exit(const struct view *v, int side, float out[4]);
/* The caption of a side's tray of counters borne off, count of them: whose they are, by the
 * side's colour as the rest of the window names it, in the brief words where the full ones
 * do not fit the tray. */
void view_duo_borne_caption(struct view *v, struct gfx *g, int side, int count, char *out,
                            size_t len);

void view_init(struct view *v, const struct ludi_options *opt, enum ludi_material m,
               enum ludi_duo_style style);
void view_free(struct view *v);
void view_layout(struct view *v, float x, float y, float w, float h);
/* The same, moved sideways so the board with its counters set up stands in the middle of the
 * room (a card's or a preview's board, whose empty trays would leave it off centre). */
void view_layout_centred(struct view *v, float x, float y, float w, float h);
/* The height the laid-out board, its trays and its dice take together. */
float view_used_height(const struct view *v);
/* The board with its shadow on the table, repainted when the size or look changed. */
void view_draw_board(struct view *v, struct gfx *g);
/* The board with the game's set-up on it (title cards, settings preview, rules). */
void view_draw_setup(struct view *v, struct gfx *g);
/* The board with s on it, as set up (no marks, nothing lifted). */
void view_draw_position(struct view *v, struct gfx *g, const struct ludi_state *s);
/* Texture of a side's counter or king in this game. */
enum gfx_tex view_counter(const struct view *v, int side, bool king);
/* Draws one counter (with its shadow; lifted counters cast a larger, offset shadow). */
void view_draw_piece(struct view *v, struct gfx *g, int side, bool king, float x, float y,
                     float r, float lift, uint32_t alpha);
/* The piece under a point (topmost), or -1. */
int view_piece_at(const struct vpiece *p, int n, float x, float y);

/* --- what the views share for trays, counts and labels (view.c) --- */

/* Which arrangement fits the area better: the trays beside the board (its units wide and
 * high) or above and below it; returns true for beside, and the size of a unit in *cell. */
bool view_pick_arrangement(float w, float h, float beside_w, float beside_h, float stacked_w,
                           float stacked_h, float *cell);
/* The centre of the i-th of n counters of radius r in a tray: centred rows across it, starting
 * next to the caption (at the top or the bottom, as `top` says). */
void view_tray_xy(const struct view *v, const SDL_FRect *t, bool top, float r, int i, int n,
                  float *x, float *y);
/* The trays' dark beds on the table (the game screen draws them under everything). */
void view_draw_beds(struct view *v, struct gfx *g);
/* A tray's caption, at its top or bottom, wrapped to the tray's width and centred (fainter
 * when the tray holds no counter). */
/* The smallest size of any text on the table, in pixels: nothing is drawn smaller. */
#define VIEW_MIN_PX 12.0f
/* The radius of a counter in tray t: r, or less where the tray is too short for it under its
 * caption. */
float view_tray_r(const struct view *v, const SDL_FRect *t, float r);
/* The size at which a tray's caption fits inside it (wrapped, never wider than the tray); the
 * caption to draw goes to out (its no-break spaces broken where it fits no other way). */
float view_caption_fit(struct view *v, struct gfx *g, const SDL_FRect *t, const char *caption,
                       char *out, size_t len);
/* Whether caption fits tray t at a readable size without breaking its no-break spaces. */
bool view_caption_fits(struct view *v, struct gfx *g, const SDL_FRect *t, const char *caption);
void view_tray_caption(struct view *v, struct gfx *g, const SDL_FRect *t, bool top, int count,
                       const char *caption);
/* The pixel size of board labels (coordinates, point names, numbers): readable at any size. */
float view_label_px(const struct view *v);
/* How many counters a pile holds, on its top counter p; view_pile_badge gives its box. */
void view_pile_count(struct view *v, struct gfx *g, const struct vpiece *p);
void view_pile_badge(struct gfx *g, const struct vpiece *p, struct view_badge *out);
/* Shortens a line of n points (x, y pairs) by a at its start and b at its end. */
void view_trim(float *xy, int n, float a, float b);
/* Draws text centred on (cx, cy), in lines no wider than max_w. */
void view_text_centred(struct gfx *g, enum gfx_face f, float px, uint32_t rgba, float cx,
                       float cy, float max_w, const char *utf8);

/* Shared painting helpers for the views (material fill from the asset textures is done in
 * view.c by the game's paint callback through these). */
void view_fill_material(const struct view *v, unsigned char *px, int w, int h);
void view_set_assets(const char *dir);
void view_free_materials(void);
void view_free_sources(void);

#endif
