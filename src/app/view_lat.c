/* view_lat.c: Latrunculi's grid scratched into a stone slab, and the men taken beside it. */
#include <math.h>
#include <stdio.h>

#include "ludi/paint.h"
#include "view.h"

#define MARGIN 0.62f     /* slab beyond the grid, in squares */
#define TRAY_W 2.3f      /* the trays of taken men beside the board, in squares */
#define TRAY_H 1.55f     /* the trays above and below the board (tall windows), in squares */
#define GAP 0.45f

static void layout(struct view *v, float x, float y, float w, float h)
{
    int W = v->opt.width, H = v->opt.height;
    float bw_u = (float)W + 2 * MARGIN, bh_u = (float)H + 2 * MARGIN;
    bool beside = view_pick_arrangement(w, h, bw_u + GAP + TRAY_W, bh_u, bw_u,
                                        bh_u + 2 * (GAP + TRAY_H), &v->cell);
    float c = v->cell, bw = floorf(bw_u * c), bh = floorf(bh_u * c);
    v->r = c * 0.40f;
    /* side 0's men taken by white lie near white (the top), white's near black */
    v->tray_top[0] = true;
    v->tray_top[1] = false;
    if (beside) {
        float total = bw + (GAP + TRAY_W) * c;
        /* the board in the middle when the trays fit beside it, else board and trays together */
        float bx = (w - bw) / 2 >= (GAP + TRAY_W) * c ? x + (w - bw) / 2 : x + (w - total) / 2;
        v->board = (SDL_FRect){floorf(bx), floorf(y + (h - bh) / 2), bw, bh};
        float tx = v->board.x + bw + GAP * c;
        v->tray[0] = (SDL_FRect){tx, v->board.y, TRAY_W * c, bh / 2 - 0.2f * c};
        v->tray[1] = (SDL_FRect){tx, v->board.y + bh / 2 + 0.2f * c, TRAY_W * c,
                                 bh / 2 - 0.2f * c};
    } else {
        v->board = (SDL_FRect){floorf(x + (w - bw) / 2), floorf(y + (h - bh) / 2), bw, bh};
        v->tray[0] = (SDL_FRect){v->board.x, v->board.y - (GAP + TRAY_H) * c, bw, TRAY_H * c};
        v->tray[1] = (SDL_FRect){v->board.x, v->board.y + bh + GAP * c, bw, TRAY_H * c};
    }
}

static void square_xy(const struct view *v, int sq, float *x, float *y)
{
    int W = v->opt.width, H = v->opt.height;
    int file = sq % W, rank = sq / W;
    *x = v->board.x + (MARGIN + (float)file + 0.5f) * v->cell;
    *y = v->board.y + (MARGIN + (float)(H - 1 - rank) + 0.5f) * v->cell;
}

static void paint(const struct view *v, struct gfx *g, unsigned char *px, int w, int h)
{
    (void)g;
    struct paint_image img = {w, h, px};
    struct paint_mask m;
    int W = v->opt.width, H = v->opt.height;
    uint64_t seed = 0x1a7000u + (uint64_t)W * 16u + (uint64_t)H;
    view_fill_material(v, px, w, h);
    paint_wear(&img, (struct paint_rect){0, 0, w, h}, seed);
    paint_chip(&img, (struct paint_rect){0, 0, w, h}, 2, v->cell * 0.7f, seed + 1);
    if (!paint_mask_init(&m, w, h))
        return;
    float c = v->cell, x0 = MARGIN * c, y0 = MARGIN * c;
    float lw = fmaxf(2.0f, c * 0.055f);
    /* lines cut by hand: each its own wobble, a little past the corners */
    for (int i = 0; i <= W; i++)
        paint_mask_line(&m, x0 + (float)i * c, y0 - lw * 0.6f, x0 + (float)i * c,
                        y0 + (float)H * c + lw * 0.6f, lw, 0.45f, seed + 100u + (uint64_t)i);
    for (int j = 0; j <= H; j++)
        paint_mask_line(&m, x0 - lw * 0.6f, y0 + (float)j * c, x0 + (float)W * c + lw * 0.6f,
                        y0 + (float)j * c, lw, 0.45f, seed + 200u + (uint64_t)j);
    paint_incise(&img, &m, fmaxf(1.5f, lw * 0.4f), seed + 3);
    paint_mask_free(&m);
}

static void decorate(struct view *v, struct gfx *g)
{
    /* square names along two edges, cut lightly into the slab, for reading the move list */
    int W = v->opt.width, H = v->opt.height;
    float px = fminf(view_label_px(v), MARGIN * v->cell * 0.75f);
    if (px < VIEW_MIN_PX * g->dpi)
        return;   /* a miniature board (a card, a preview): names too small to read left out */
    char buf[16];
    int tw, th;
    gfx_text_size(g, FACE_FIGURES, px, "0", &tw, &th);
    for (int f = 0; f < W; f++) {
        float x, y;
        square_xy(v, f, &x, &y);
        snprintf(buf, sizeof buf, "%c", 'a' + f);
        gfx_text(g, FACE_FIGURES, px, 0x2a241ed0u, x,
                 v->board.y + v->board.h - MARGIN * v->cell * 0.5f - (float)th * 0.55f,
                 ALIGN_CENTER, buf);
    }
    for (int r = 0; r < H; r++) {
        float x, y;
        square_xy(v, r * W, &x, &y);
        snprintf(buf, sizeof buf, "%d", r + 1);
        gfx_text(g, FACE_FIGURES, px, 0x2a241ed0u, v->board.x + MARGIN * v->cell * 0.5f,
                 y - (float)th * 0.5f, ALIGN_CENTER, buf);
    }
}

static int pieces(const struct view *v, const struct ludi_state *s, struct vpiece *out)
{
    int n = 0, W = v->opt.width, H = v->opt.height;
    int men[2] = {0, 0};
    const struct ludi_lat *L = &s->g.lat;
    for (int sq = 0; sq < W * H; sq++) {
        int bit = ludi_lat_bit(W, sq);
        int word = bit >> 6;
        uint64_t mask = (uint64_t)1 << (bit & 63);
        for (int side = 0; side < 2; side++) {
            bool man = (L->men[side][word] & mask) != 0, king = (L->kings[side][word] & mask) != 0;
            if (!man && !king)
                continue;
            struct vpiece *p = &out[n++];
            p->side = (int8_t)side;
            p->king = king;
            p->where = (int16_t)sq;
            p->idx = 0;
            p->count = 1;
            p->r = v->r;
            square_xy(v, sq, &p->x, &p->y);
            men[side] += man;
        }
    }
    /* the men each side has lost, in its tray */
    for (int side = 0; side < 2; side++) {
        int lost = W - men[side] - v->absent[side];
        for (int i = 0; i < lost && n < VIEW_MAX_PIECES; i++) {
            struct vpiece *p = &out[n++];
            p->side = (int8_t)side;
            p->king = false;
            p->where = VIEW_TAKEN;
            p->idx = (int16_t)i;
            p->count = (int16_t)lost;
            p->r = v->r * 0.78f;
            view_tray_xy(v, &v->tray[side], v->tray_top[side], p->r, i, lost, &p->x, &p->y);
        }
    }
    return n;
}

static bool place_xy(const struct view *v, const struct ludi_state *s, int side, int place,
                     float *x, float *y)
{
    (void)s;
    (void)side;
    if (place < 0 || place >= v->opt.width * v->opt.height)
        return false;
    square_xy(v, place, x, y);
    return true;
}

/* Each side's tray: "3 captured" over the men it has lost. */
static void annotate(struct view *v, struct gfx *g, const struct ludi_state *s,
                     const struct vpiece *p, int n)
{
    (void)s;
    int lost[2] = {0, 0};
    for (int i = 0; i < n; i++)
        lost[p[i].side] += p[i].where == VIEW_TAKEN;
    for (int side = 0; side < 2; side++) {
        char cap[96];
        /* whose they are: the men of this side that the other took (play-test 6) */
        i18n_format(v->lang, cap, sizeof cap, STR_BOARD_CAPTURED,
                    i18n_get(v->lang, side ? STR_SIDE_BLACK : STR_SIDE_WHITE), lost[side]);
        view_tray_caption(v, g, &v->tray[side], v->tray_top[side], lost[side], cap);
    }
}

const struct view_ops view_lat_ops = {
    .layout = layout,
    .paint = paint,
    .decorate = decorate,
    .pieces = pieces,
    .place_xy = place_xy,
    .annotate = annotate,
};
