/* view_pente.c: Pente grammai on terracotta: lines incised between oval hollows, the sacred
 * line with its middle circle, a painted Greek border; counters off the board at two corners. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ludi/paint.h"
#include "view.h"

#define BORDER 0.95f     /* the painted border, in line spacings */
#define END 0.75f        /* from the border's inner edge to a hollow's centre */
#define LINE_LEN 3.0f
#define TRAY 1.55f       /* a reserve of counters: two columns */
#define DICE_W 1.6f
#define GAP 0.3f

static float board_h(void)
{
    return 2 * BORDER + 2 * END + 0.9f + LINE_LEN;
}

static void layout(struct view *v, float x, float y, float w, float h)
{
    int L = v->opt.lines;
    float bw_units = 2 * BORDER + (float)(L + 1);
    float total = DICE_W + GAP + TRAY + GAP + bw_units + GAP + TRAY;
    float s = floorf(fminf(w / total, h / board_h()));
    v->cell = s;
    v->r = s * 0.36f;
    float bw = floorf(bw_units * s), bh = floorf(board_h() * s);
    float x0 = floorf(x + (w - total * s) / 2), y0 = floorf(y + (h - bh) / 2);
    v->dice = (SDL_FRect){x0, y0 + bh / 2 - 1.2f * s, DICE_W * s, 2.4f * s};
    float rx = x0 + (DICE_W + GAP) * s;
    v->board = (SDL_FRect){rx + (TRAY + GAP) * s, y0, bw, bh};
    /* A's counters wait at the bottom left, B's at the top right (as in seed 002) */
    v->tray[0] = (SDL_FRect){rx, y0 + bh * 0.45f, TRAY * s, bh * 0.55f};
    v->tray[1] = (SDL_FRect){v->board.x + bw + GAP * s, y0, TRAY * s, bh * 0.55f};
}

/* The centre of a point's hollow: 0..L-1 are 1A..LA (bottom, left to right), L..2L-1 are 1B..LB
 * (top, right to left). */
static void point_xy(const struct view *v, int p, float *x, float *y)
{
    int L = v->opt.lines;
    float s = v->cell;
    int line = p < L ? p + 1 : L - (p - L);   /* line k joins kA and (L+1-k)B */
    *x = v->board.x + (BORDER + (float)line) * s;
    *y = p < L ? v->board.y + v->board.h - (BORDER + END) * s : v->board.y + (BORDER + END) * s;
}

static void paint(const struct view *v, struct gfx *g, unsigned char *px, int w, int h)
{
    (void)g;
    struct paint_image img = {w, h, px};
    struct paint_mask cut, deco;
    int L = v->opt.lines;
    float s = v->cell;
    uint64_t seed = 0x9e47e000u + (uint64_t)L;
    view_fill_material(v, px, w, h);
    paint_wear(&img, (struct paint_rect){0, 0, w, h}, seed);
    if (!paint_mask_init(&cut, w, h))
        return;
    if (!paint_mask_init(&deco, w, h)) {
        paint_mask_free(&cut);
        return;
    }
    float lw = fmaxf(2.5f, s * 0.07f);
    struct view at = *v;
    at.board.x = 0;
    at.board.y = 0;
    for (int k = 1; k <= L; k++) {
        float xa, ya, xb, yb;
        point_xy(&at, k - 1, &xa, &ya);
        point_xy(&at, L + (L - k), &xb, &yb);   /* (L+1-k)B is index L + L - k */
        paint_mask_line(&cut, xa, yb + 0.5f * s, xa, ya - 0.5f * s, lw, 0.45f,
                        seed + 10 + (uint64_t)k);
        paint_mask_ellipse(&cut, xa, ya, 0.29f * s, 0.39f * s, 0);
        paint_mask_ellipse(&cut, xb, yb, 0.29f * s, 0.39f * s, 0);
        if (k == (L + 1) / 2)   /* the sacred line's middle circle */
            paint_mask_circle(&cut, xa, 0.5f * (ya + yb), 0.2f * s, lw * 0.8f, 0.4f, seed + 5);
    }
    paint_incise(&img, &cut, fmaxf(1.6f, lw * 0.42f), seed + 1);
    paint_mask_greek_border(&deco, 0, 0, (float)w, (float)h, BORDER * s / 113.0f, seed + 200);
    paint_paint(&img, &deco, 0x231d19ff, 0.3f, seed + 2);
    paint_mask_free(&cut);
    paint_mask_free(&deco);
}

static void decorate(struct view *v, struct gfx *g)
{
    int L = v->opt.lines;
    float px = v->cell * 0.2f;
    char name[16];
    for (int p = 0; p < 2 * L; p++) {
        float x, y;
        point_xy(v, p, &x, &y);
        snprintf(name, sizeof name, "%d%c", p < L ? p + 1 : p - L + 1, p < L ? 'A' : 'B');
        float ty = p < L ? y + v->cell * 0.42f : y - v->cell * 0.42f - px * 1.25f;
        gfx_text(g, FACE_ITALIC, px, 0x2b1a1090u, x, ty, ALIGN_CENTER, name);
    }
}

/* Reads the protocol's position string: the counters of each side at their points. */
static int positions(const struct ludi_state *s, int L, int pos[2][11])
{
    char text[LUDI_POS_LEN];
    ludi_position_format(s, text, sizeof text);
    int n[2] = {0, 0};
    char *save = NULL;
    for (char *part = strtok_r(text, " ", &save); part; part = strtok_r(NULL, " ", &save)) {
        int side = part[0] == 'A' ? 0 : part[0] == 'B' ? 1 : -1;
        if (side < 0 || part[1] != ':')
            continue;
        char *save2 = NULL;
        for (char *t = strtok_r(part + 2, ",", &save2); t && n[side] < 11;
             t = strtok_r(NULL, ",", &save2)) {
            if (!strcmp(t, "off"))
                pos[side][n[side]++] = LUDI_OFF;
            else {
                int num = atoi(t);
                char c = t[strlen(t) - 1];
                pos[side][n[side]++] = c == 'A' ? num - 1 : L + num - 1;
            }
        }
    }
    return n[0] + n[1];
}

static void reserve_xy(const struct view *v, int side, int i, float *x, float *y)
{
    const SDL_FRect *t = &v->tray[side];
    float step = v->r * 2.15f;
    int col = i % 2, row = i / 2;
    *x = t->x + t->w / 2 + (col ? 0.5f : -0.5f) * step;
    *y = side == 0 ? t->y + t->h - v->r * 1.2f - (float)row * step : t->y + v->r * 1.2f +
                                                                        (float)row * step;
}

static int pieces(const struct view *v, const struct ludi_state *s, struct vpiece *out)
{
    int L = v->opt.lines, pos[2][11];
    positions(s, L, pos);
    int n = 0;
    int at[22] = {0}, total[22] = {0}, off[2] = {0, 0};
    for (int side = 0; side < 2; side++)
        for (int i = 0; i < L; i++)
            if (pos[side][i] >= 0)
                total[pos[side][i]]++;
    for (int side = 0; side < 2; side++)
        for (int i = 0; i < L; i++) {
            struct vpiece *p = &out[n++];
            int where = pos[side][i];
            p->side = (int8_t)side;
            p->king = false;
            p->where = (int16_t)where;
            p->r = v->r;
            if (where == LUDI_OFF) {
                p->idx = (int16_t)off[side]++;
                reserve_xy(v, side, p->idx, &p->x, &p->y);
                continue;
            }
            /* the two sides at one point: each side's own index, drawn as one pile */
            int k = at[where]++;
            p->idx = 0;
            for (int j = 0; j < n - 1; j++)
                if (out[j].side == side && out[j].where == where)
                    p->idx++;
            point_xy(v, where, &p->x, &p->y);
            float step = v->r * 0.62f;
            p->y += (where < L ? -step : step) * (float)k;
        }
    /* counts per side and place, for the pile tops */
    for (int i = 0; i < n; i++) {
        int c = 0;
        for (int j = 0; j < n; j++)
            c += out[j].side == out[i].side && out[j].where == out[i].where;
        out[i].count = (int16_t)c;
    }
    return n;
}

static bool place_xy(const struct view *v, const struct ludi_state *s, int side, int place,
                     float *x, float *y)
{
    int L = v->opt.lines;
    if (place == LUDI_OFF) {
        int pos[2][11], k = 0;
        positions(s, L, pos);
        for (int i = 0; i < L; i++)
            k += pos[side][i] == LUDI_OFF;
        reserve_xy(v, side, k > 0 ? k - 1 : 0, x, y);
        return true;
    }
    if (place < 0 || place >= 2 * L)
        return false;
    point_xy(v, place, x, y);
    return true;
}

const struct view_ops view_pente_ops = {
    .layout = layout,
    .paint = paint,
    .decorate = decorate,
    .pieces = pieces,
    .place_xy = place_xy,
};
