/* view_lat.c: Latrunculi's grid scratched into a stone slab, and the men taken beside it. */
#include <math.h>
#include <stdio.h>

#include "ludi/paint.h"
#include "view.h"

#define MARGIN 0.62f     /* slab beyond the grid, in squares */
#define TRAY_W 2.3f      /* the trays of taken men, right of the board, in squares */

static void layout(struct view *v, float x, float y, float w, float h)
{
    int W = v->opt.width, H = v->opt.height;
    float need_w = (float)W + 2 * MARGIN + 0.5f + TRAY_W, need_h = (float)H + 2 * MARGIN;
    float cell = fminf(w / need_w, h / need_h);
    v->cell = floorf(cell);
    float bw = ((float)W + 2 * MARGIN) * v->cell, bh = ((float)H + 2 * MARGIN) * v->cell;
    float total = bw + (0.5f + TRAY_W) * v->cell;
    /* the board in the middle when the trays fit beside it, else board and trays together */
    float bx = (w - bw) / 2 >= (0.5f + TRAY_W) * v->cell ? x + (w - bw) / 2 : x + (w - total) / 2;
    v->board = (SDL_FRect){floorf(bx), floorf(y + (h - bh) / 2), floorf(bw), floorf(bh)};
    v->r = v->cell * 0.40f;
    float tx = v->board.x + bw + 0.5f * v->cell;
    /* side 0's men taken by white lie at the top, near white; white's at the bottom */
    v->tray[0] = (SDL_FRect){tx, v->board.y, TRAY_W * v->cell, bh / 2};
    v->tray[1] = (SDL_FRect){tx, v->board.y + bh / 2, TRAY_W * v->cell, bh / 2};
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
    /* square names along two edges, faint, for reading the move list */
    int W = v->opt.width, H = v->opt.height;
    float px = v->cell * 0.24f;
    char buf[16];
    for (int f = 0; f < W; f++) {
        float x, y;
        square_xy(v, f, &x, &y);
        snprintf(buf, sizeof buf, "%c", 'a' + f);
        gfx_text(g, FACE_ITALIC, px, 0x3a332c90u, x, v->board.y + v->board.h - MARGIN * v->cell +
                 v->cell * 0.06f, ALIGN_CENTER, buf);
    }
    for (int r = 0; r < H; r++) {
        float x, y;
        square_xy(v, r * W, &x, &y);
        snprintf(buf, sizeof buf, "%d", r + 1);
        gfx_text(g, FACE_ITALIC, px, 0x3a332c90u, v->board.x + MARGIN * v->cell * 0.5f,
                 y - px * 0.62f, ALIGN_CENTER, buf);
    }
}

static int pieces(const struct view *v, const struct ludi_state *s, struct vpiece *out)
{
    int n = 0, W = v->opt.width, H = v->opt.height;
    int men[2] = {0, 0};
    const struct ludi_lat *L = &s->g.lat;
    for (int sq = 0; sq < W * H; sq++) {
        int bit = (sq / W) * (W + 1) + sq % W;
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
    /* the men each side has lost, in two columns in its tray */
    for (int side = 0; side < 2; side++) {
        int lost = W - men[side];
        const SDL_FRect *t = &v->tray[side];
        float rr = v->r * 0.78f, step = rr * 2.1f;
        for (int i = 0; i < lost && n < VIEW_MAX_PIECES; i++) {
            struct vpiece *p = &out[n++];
            p->side = (int8_t)side;
            p->king = false;
            p->where = VIEW_TAKEN;
            p->idx = (int16_t)i;
            p->count = (int16_t)lost;
            p->r = rr;
            int col = i % 2, row = i / 2;
            p->x = t->x + t->w / 2 + (col ? step * 0.5f : -step * 0.5f);
            /* side 0's tray fills from the top, side 1's from the bottom */
            float y0 = side == 0 ? t->y + rr * 1.3f : t->y + t->h - rr * 1.3f;
            p->y = side == 0 ? y0 + (float)row * step * 0.92f : y0 - (float)row * step * 0.92f;
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

const struct view_ops view_lat_ops = {
    .layout = layout,
    .paint = paint,
    .decorate = decorate,
    .pieces = pieces,
    .place_xy = place_xy,
};
