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
#define TRAY 1.55f       /* a reserve of counters beside the board: two columns */
#define ROW 1.75f        /* a reserve above or below the board (tall windows) */
#define DICE_W 1.6f
#define GAP 0.3f
#define SACRED_SHOWN 4   /* counters of a side drawn on a sacred point; more show a number */

static float board_h(void)
{
    return 2 * BORDER + 2 * END + 0.9f + LINE_LEN;
}

static void layout(struct view *v, float x, float y, float w, float h)
{
    int L = v->opt.lines;
    float bw_units = 2 * BORDER + (float)(L + 1);
    float total = DICE_W + GAP + TRAY + GAP + bw_units + GAP + TRAY;
    float stacked_h = board_h() + 2 * (GAP + ROW);
    bool beside = view_pick_arrangement(w, h, total, board_h(), bw_units, stacked_h, &v->cell);
    float s = v->cell;
    v->r = s * 0.36f;
    float bw = floorf(bw_units * s), bh = floorf(board_h() * s);
    if (beside) {
        float x0 = floorf(x + (w - total * s) / 2), y0 = floorf(y + (h - bh) / 2);
        v->dice = (SDL_FRect){x0, y0 + bh / 2 - 1.2f * s, DICE_W * s, 2.4f * s};
        float rx = x0 + (DICE_W + GAP) * s;
        v->board = (SDL_FRect){rx + (TRAY + GAP) * s, y0, bw, bh};
        /* A's counters wait at the bottom left, B's at the top right (as in seed 002) */
        v->tray[0] = (SDL_FRect){rx, y0 + bh * 0.45f, TRAY * s, bh * 0.55f};
        v->tray[1] = (SDL_FRect){v->board.x + bw + GAP * s, y0, TRAY * s, bh * 0.55f};
    } else {
        /* B's reserve above the board, A's below it beside the dice */
        float x0 = floorf(x + (w - bw) / 2), y0 = floorf(y + (h - stacked_h * s) / 2);
        float dw = 2.6f * s;
        v->tray[1] = (SDL_FRect){x0 + bw - 5.5f * s, y0, 5.5f * s, ROW * s};
        v->board = (SDL_FRect){x0, y0 + (ROW + GAP) * s, bw, bh};
        float by = v->board.y + bh + GAP * s;
        v->dice = (SDL_FRect){x0, by, dw, ROW * s};
        v->tray[0] = (SDL_FRect){x0 + dw + GAP * s, by, fminf(5.5f * s, bw - dw - GAP * s),
                                 ROW * s};
    }
    v->tray_top[0] = false;
    v->tray_top[1] = true;
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

/* A painted arrowhead at (x, y) pointing along (dx, dy), size s. */
static void paint_head(struct paint_mask *m, float x, float y, float dx, float dy, float s)
{
    float tri[6] = {x + dx * s, y + dy * s, x - dx * s * 0.5f - dy * s * 0.75f,
                    y - dy * s * 0.5f + dx * s * 0.75f, x - dx * s * 0.5f + dy * s * 0.75f,
                    y - dy * s * 0.5f - dx * s * 0.75f};
    paint_mask_polygon(m, tri, 3);
}

/* The way both players go round, painted like the border: small heads between the hollows
 * (rightwards along A's side, leftwards along B's) and a line with a head up the right end and
 * down the left, so the circuit reads counterclockwise. */
static void paint_direction(const struct view *at, struct paint_mask *m, uint64_t seed)
{
    int L = at->opt.lines;
    float s = at->cell, hs = s * 0.11f, lw = fmaxf(1.5f, s * 0.035f);
    for (int k = 0; k + 1 < L; k++) {
        float x0, y0, x1, y1;
        point_xy(at, k, &x0, &y0);
        point_xy(at, k + 1, &x1, &y1);
        paint_head(m, (x0 + x1) / 2, y0, 1, 0, hs);
        point_xy(at, L + k, &x0, &y0);
        point_xy(at, L + k + 1, &x1, &y1);
        paint_head(m, (x0 + x1) / 2, y0, -1, 0, hs);
    }
    float xa, ya, xb, yb;
    point_xy(at, L - 1, &xa, &ya);   /* LA, bottom right */
    point_xy(at, L, &xb, &yb);       /* 1B, top right */
    float xr = xa + s * 0.55f, xl, yl;
    point_xy(at, 0, &xl, &yl);
    xl -= s * 0.55f;
    float span = ya - yb;
    paint_mask_line(m, xr, ya - span * 0.2f, xr, yb + span * 0.2f, lw, 0.3f, seed);
    paint_head(m, xr, yb + span * 0.2f, 0, -1, hs * 1.3f);
    paint_mask_line(m, xl, yb + span * 0.2f, xl, ya - span * 0.2f, lw, 0.3f, seed + 1);
    paint_head(m, xl, ya - span * 0.2f, 0, 1, hs * 1.3f);
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
    paint_direction(&at, &deco, seed + 300);
    paint_paint(&img, &deco, 0x231d19ff, 0.3f, seed + 2);
    paint_mask_free(&cut);
    paint_mask_free(&deco);
}

static void decorate(struct view *v, struct gfx *g)
{
    /* the points' names outside the hollows, between them and the border */
    int L = v->opt.lines;
    float px = fminf(view_label_px(v), v->cell * 0.34f);
    char name[16];
    int tw, th;
    gfx_text_size(g, FACE_FIGURES, px, "0", &tw, &th);
    for (int p = 0; p < 2 * L; p++) {
        float x, y;
        point_xy(v, p, &x, &y);
        snprintf(name, sizeof name, "%d%c", p < L ? p + 1 : p - L + 1, p < L ? 'A' : 'B');
        float gap = v->cell * 0.39f + (float)th * 0.5f;
        float ty = (p < L ? y + gap : y - gap) - (float)th * 0.5f;
        gfx_text(g, FACE_FIGURES, px, 0x1e1510e8u, x, ty, ALIGN_CENTER, name);
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

static void reserve_xy(const struct view *v, int side, int i, int n, float *x, float *y)
{
    view_tray_xy(v, &v->tray[side], v->tray_top[side], v->r, i, n, x, y);
}

static int pieces(const struct view *v, const struct ludi_state *s, struct vpiece *out)
{
    int L = v->opt.lines, pos[2][11];
    positions(s, L, pos);
    int n = 0;
    int at[22] = {0}, off[2] = {0, 0}, noff[2] = {0, 0};
    for (int side = 0; side < 2; side++)
        for (int i = 0; i < L; i++)
            noff[side] += pos[side][i] == LUDI_OFF;
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
                reserve_xy(v, side, p->idx, noff[side], &p->x, &p->y);
                continue;
            }
            /* the two sides at one point: each side's own index, drawn as one pile (A's
             * below B's), at most SACRED_SHOWN of each */
            p->idx = 0;
            for (int j = 0; j < n - 1; j++)
                if (out[j].side == side && out[j].where == where)
                    p->idx++;
            if (p->idx < SACRED_SHOWN)
                at[where]++;
            int k = at[where] - 1;
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
    int L = v->opt.lines, pos[2][11];
    if (place != LUDI_OFF && (place < 0 || place >= 2 * L))
        return false;
    positions(s, L, pos);
    if (place == LUDI_OFF) {
        int k = 0;
        for (int i = 0; i < L; i++)
            k += pos[side][i] == LUDI_OFF;
        reserve_xy(v, side, k > 0 ? k - 1 : 0, k > 0 ? k : 1, x, y);
        return true;
    }
    point_xy(v, place, x, y);
    if (place != (L - 1) / 2 && place != L + (L - 1) / 2)
        return true;
    /* a sacred point: the middle of the pile as it will stand (drawn), so a drop anywhere on
     * it is near */
    int drawn = 0;
    for (int sd = 0; sd < 2; sd++) {
        int here = 0;
        for (int i = 0; i < L; i++)
            here += pos[sd][i] == place;
        drawn += here < SACRED_SHOWN ? here : SACRED_SHOWN;
    }
    *y += (place < L ? -1.0f : 1.0f) * v->r * 0.62f * (float)drawn / 2;
    return true;
}

/* Along the circuit both sides share (1A..LA, 1B..LB, 1A ...), a little inside the hollows so
 * the line passes beside the counters on the way rather than over their faces; a counter
 * entering comes in at its side's first point and counts on from there. */
static int route(const struct view *v, int side, int from, int to, float *xy, int cap)
{
    int L = v->opt.lines, n = 0;
    if (from != LUDI_OFF && (from < 0 || from >= 2 * L))
        return 0;
    if (to < 0 || to >= 2 * L || from == to || cap < 4)
        return 0;
    float x, y, in = v->cell * 0.55f;
    int first = from;   /* the first point passed beside: the start itself, turning there */
    if (from == LUDI_OFF) {
        first = side == 0 ? 0 : L;   /* 1A or 1B */
        xy[n++] = 0;                  /* the caller puts the waiting counter's centre here */
        xy[n++] = 0;
    } else {
        point_xy(v, from, &x, &y);
        xy[n++] = x;
        xy[n++] = y;
    }
    for (int p = first;; p = (p + 1) % (2 * L)) {
        if (n + 4 > 2 * cap)
            return 0;
        point_xy(v, p, &x, &y);
        xy[n++] = x;
        xy[n++] = y + (p < L ? -in : in);
        if (p == to)
            break;
    }
    point_xy(v, to, &x, &y);
    xy[n++] = x;
    xy[n++] = y;
    return n / 2;
}

/* Beside a sacred point's pile, how many of each side's counters stand there; each reserve's
 * caption with its number. */
static void annotate(struct view *v, struct gfx *g, const struct ludi_state *s,
                     const struct vpiece *p, int n)
{
    int L = v->opt.lines, sacred[2] = {(L - 1) / 2, L + (L - 1) / 2};
    for (int k = 0; k < 2; k++) {
        int total = 0;
        for (int i = 0; i < n; i++)
            total += p[i].where == sacred[k];
        if (total < 2)
            continue;
        for (int side = 0; side < 2; side++) {
            /* the side's topmost drawn counter there */
            const struct vpiece *top = NULL;
            for (int i = 0; i < n; i++)
                if (p[i].where == sacred[k] && p[i].side == side &&
                    (!top || p[i].idx > top->idx) && p[i].idx < SACRED_SHOWN)
                    top = &p[i];
            if (!top)
                continue;
            char num[8];
            snprintf(num, sizeof num, "%d", top->count);
            /* a badge on the pile's own counter, at its upper corner (A's right, B's left):
             * never one on the other, never on the next point's counter */
            float px = fmaxf(VIEW_MIN_PX, fminf(view_label_px(v), top->r * 0.72f));
            float d = top->r * 0.58f;
            gfx_chip(g, FACE_FIGURES_BOLD, px, top->x + (side == 0 ? d : -d), top->y - d,
                     0xf6ead0ffu, side == 0 ? 0x1f4e87f0u : 0x3a332cf0u, num);
        }
    }
    if (s->opt.mode == LUDI_PENTE_CLASSIC)
        return;
    for (int side = 0; side < 2; side++) {
        int waiting = 0;
        for (int i = 0; i < n; i++)
            waiting += p[i].side == side && p[i].where == LUDI_OFF;
        char cap[64];
        i18n_format(v->lang, cap, sizeof cap, waiting ? STR_BOARD_WAITING : STR_BOARD_ENTERED,
                    waiting);
        view_tray_caption(v, g, &v->tray[side], v->tray_top[side], waiting, cap);
    }
}

const struct view_ops view_pente_ops = {
    .layout = layout,
    .paint = paint,
    .decorate = decorate,
    .pieces = pieces,
    .place_xy = place_xy,
    .annotate = annotate,
    .route = route,
};
