/* view_duo.c: Duodecim scripta: three rows of twelve points cut into stone (inscribed words or
 * circles), piles with their counts, the counters waiting to enter and those borne off beside
 * the board, and each side's path shown on demand. */
#include <SDL_ttf.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ludi/paint.h"
#include "view.h"

#define MARGIN 0.55f     /* stone around the rows, in point spacings */
#define GAP 1.05f        /* the centre between the two halves of each row */
#define BAND 2.5f        /* the height of a row: room for a pile */
#define OUT_W 1.5f       /* a borne-off tray beside the board */
#define ROW_H 1.55f      /* a tray above or below the board: a caption and a row of counters */
#define WAIT_W 7.0f      /* the waiting counters' tray */
#define DICE_W 1.8f      /* the dice tray beside the board: dice whose pips read */
#define SPACE 0.25f
#define PILE_SHOWN 4     /* counters drawn in a pile; the count says how many */

static const char *const words[3][2] = {
    {"LEVATE", "DALOCV"}, {"LVDERE", "NESCIS"}, {"IDIOTA", "RECEDE"}};

static float board_w(void)
{
    return 2 * MARGIN + 12 + GAP;
}

static float board_h(void)
{
    return 2 * MARGIN + 3 * BAND;
}

/* The row and column a side's point p is drawn in: as the rules number them, or the board
 * turned half round when side 0 sits near the player (its trays at the bottom). */
static int duo_cell(const struct view *v, int side, int p, int *row, int *col)
{
    int rc = ludi_duo_cell(&v->opt, side, p, row, col);
    if (rc == 0 && v->near_side == 0) {
        *row = 2 - *row;
        *col = 11 - *col;
    }
    return rc;
}

/* Whether a side's waiting counters lie above the board (the far side's do). */
static bool wait_top(const struct view *v, int side)
{
    return side != v->near_side;
}

/* The cell where a side's path ends (its point 30): the borne-off tray goes beside it. */
static void path_end(const struct view *v, int side, int *row, int *col)
{
    if (duo_cell(v, side, 30, row, col) != 0) {
        *row = wait_top(v, side) ? 0 : 2;
        *col = wait_top(v, side) ? 0 : 11;
    }
}

static void layout(struct view *v, float x, float y, float w, float h)
{
    float bwu = board_w(), bhu = board_h();
    float beside_w = DICE_W + SPACE + OUT_W + SPACE + bwu + SPACE + OUT_W;
    float beside_h = bhu + 2 * (SPACE + ROW_H), stacked_h = bhu + 2 * (SPACE + ROW_H);
    bool beside = view_pick_arrangement(w, h, beside_w, beside_h, bwu, stacked_h, &v->cell);
    float s = v->cell;
    v->r = s * 0.42f;
    float bw = floorf(bwu * s), bh = floorf(bhu * s), row = ROW_H * s;
    int er[2], ec[2];
    path_end(v, 0, &er[0], &ec[0]);
    path_end(v, 1, &er[1], &ec[1]);
    if (beside) {
        float x0 = floorf(x + (w - beside_w * s) / 2), y0 = floorf(y + (h - bh) / 2);
        v->dice = (SDL_FRect){x0, y0 + bh / 2 - 2.0f * s, DICE_W * s, 4.0f * s};
        float left = x0 + (DICE_W + SPACE) * s;
        v->board = (SDL_FRect){left + (OUT_W + SPACE) * s, y0, bw, bh};
        float right = v->board.x + bw + SPACE * s;
        for (int side = 0; side < 2; side++) {
            /* beside the end of the side's path, in the half of its last row */
            v->tray[side] = (SDL_FRect){ec[side] < 6 ? left : right,
                                        er[side] == 0 ? y0 : y0 + bh / 2 + 0.1f * s, OUT_W * s,
                                        bh / 2 - 0.1f * s};
            v->tray_top[side] = er[side] == 0;
        }
    } else {
        /* tall windows: the trays in rows above and below the board, the dice below left, or
         * in a row of their own under it where the window has the height (a portrait window
         * left a band of bare wood there, and the dice small) */
        float spare = h - stacked_h * s, dh = fminf(spare - SPACE * s, 3.0f * s);
        bool own_row = dh >= 1.9f * s;
        float x0 = floorf(x + (w - bw) / 2);
        float y0 = floorf(y + (h - stacked_h * s - (own_row ? dh + SPACE * s : 0)) / 2);
        v->board = (SDL_FRect){x0, y0 + row + SPACE * s, bw, bh};
        float below = v->board.y + bh + SPACE * s, tw = 3.2f * s;
        v->dice = (SDL_FRect){x0, below, 2.6f * s, row};
        if (own_row) {
            float dw = fminf(bw * 0.6f, dh * 2.6f);
            v->dice = (SDL_FRect){floorf(x0 + (bw - dw) / 2), below + row + SPACE * s, dw, dh};
        }
        for (int side = 0; side < 2; side++) {
            v->tray[side] = (SDL_FRect){ec[side] < 6 ? x0 : x0 + bw - tw,
                                        er[side] == 0 ? y0 : below, tw, row};
            v->tray_top[side] = er[side] == 0;
        }
        if (v->tray[0].y == v->tray[1].y && v->tray[0].x == v->tray[1].x)
            v->tray[1].x = x0 + bw - tw;   /* never one on the other */
    }
    /* waiting counters off the board by the centre, where they enter: the near side's below */
    float ww = WAIT_W * s, cx = v->board.x + (MARGIN + 6 + GAP / 2) * s;
    for (int side = 0; side < 2; side++)
        v->wait[side] = (SDL_FRect){cx - ww / 2, wait_top(v, side) ? v->board.y - SPACE * s - row
                                                                   : v->board.y + bh + SPACE * s,
                                    ww, row};
    /* beside the waiting tray below: the dice tray takes the width up to it (dice 0.57 of a
     * point across, not 0.44) */
    const SDL_FRect *wb = &v->wait[v->near_side];
    if (!beside && v->dice.y < wb->y + wb->h && v->dice.y + v->dice.h > wb->y) {
        v->dice.x = fminf(v->dice.x, wb->x - v->dice.w - SPACE * s);
        v->dice.w = fmaxf(v->dice.w, wb->x - SPACE * s - v->dice.x);
    }
}

/* The anchor of a cell: where a pile's first counter stands. Piles grow down from the top of
 * the top and middle rows, and up from the bottom of the bottom row. */
static void cell_xy(const struct view *v, int row, int col, float *x, float *y)
{
    float s = v->cell;
    *x = v->board.x + (MARGIN + 0.5f + (float)col + (col >= 6 ? GAP : 0)) * s;
    float top = v->board.y + (MARGIN + (float)row * BAND) * s;
    *y = row == 2 ? top + (BAND - 0.55f) * s : top + 0.55f * s;
}

/* Where a cell's number stands when a path is shown: at the free end of its band, past the
 * tallest pile drawn. */
/* A path number's place: on its point (the letter or circle), where a pile's first counter
 * stands. */
static void label_xy(const struct view *v, int row, int col, float *x, float *y)
{
    cell_xy(v, row, col, x, y);
}

static float pile_step(const struct view *v)
{
    return v->r * 0.78f;
}

static void paint(const struct view *v, struct gfx *g, unsigned char *px, int w, int h)
{
    struct paint_image img = {w, h, px};
    struct paint_mask m;
    float s = v->cell;
    uint64_t seed = 0xd0de0000u + (uint64_t)v->style;
    view_fill_material(v, px, w, h);
    paint_wear(&img, (struct paint_rect){0, 0, w, h}, seed);
    paint_chip(&img, (struct paint_rect){0, 0, w, h}, 1, s * 0.6f, seed + 1);
    if (!paint_mask_init(&m, w, h))
        return;
    struct view at = *v;
    at.board.x = 0;
    at.board.y = 0;
    float lw = fmaxf(2.0f, s * 0.06f);
    TTF_Font *font = v->style == LUDI_DUO_LETTERS ? gfx_font(g, FACE_TITLE, (int)(s * 0.62f))
                                                   : NULL;
    for (int row = 0; row < 3; row++)
        for (int col = 0; col < 12; col++) {
            float x, y;
            cell_xy(&at, row, col, &x, &y);
            if (font) {
                char ch[2] = {words[row][col / 6][col % 6], 0};
                SDL_Surface *t = TTF_RenderUTF8_Blended(font, ch, (SDL_Color){255, 255, 255, 255});
                if (t) {
                    SDL_Surface *c = SDL_ConvertSurfaceFormat(t, SDL_PIXELFORMAT_ARGB8888, 0);
                    if (c) {
                        /* alpha is the fourth byte of each little-endian ARGB pixel */
                        paint_mask_stamp(&m, (const uint8_t *)c->pixels + 3, c->w, c->h,
                                         c->pitch, 4, (int)(x - (float)c->w / 2),
                                         (int)(y - (float)c->h / 2));
                        SDL_FreeSurface(c);
                    }
                    SDL_FreeSurface(t);
                }
            } else {
                paint_mask_circle(&m, x, y, s * 0.34f, lw, 0.35f,
                                  seed + 10 + (uint64_t)(row * 12 + col));
            }
        }
    /* a line between the rows, and the centre marked by a small cross cut in the stone */
    for (int k = 1; k < 3; k++) {
        float yy = (MARGIN + (float)k * BAND) * s;
        paint_mask_line(&m, MARGIN * s, yy, (float)w - MARGIN * s, yy, lw * 0.6f, 0.4f,
                        seed + 100 + (uint64_t)k);
    }
    float cx = (MARGIN + 6 + GAP / 2) * s, cy = (MARGIN + 1.5f * BAND) * s;
    paint_mask_circle(&m, cx, cy, s * 0.28f, lw * 0.8f, 0.3f, seed + 120);
    paint_incise(&img, &m, fmaxf(1.5f, lw * 0.45f), seed + 2);
    paint_mask_free(&m);
}

/* The counts of s per side and own point (0 waiting, 31 borne off). */
static int count_at(const struct ludi_state *s, int side, int p)
{
    return p >= 0 && p <= 31 ? s->g.duo.cnt[side][p] : 0;
}

/* The i-th of n counters in a row tray (waiting, or borne off in a tall window): a fanned row
 * across the tray, close enough to hold all fifteen. */
static void row_xy(const struct view *v, const SDL_FRect *t, bool top, int i, int n, float *x,
                   float *y)
{
    float first_x, r = view_tray_r(v, t, v->r);
    view_tray_xy(v, t, top, r, 0, 1, &first_x, y);
    float room = t->w - 2.2f * r, step = r * 2.1f;
    if (n > 1 && step * (float)(n - 1) > room)
        step = room / (float)(n - 1);
    *x = t->x + t->w / 2 + ((float)i - (float)(n - 1) / 2) * step;
}

/* Where the i-th counter of a side's place stands (n counters there). */
static void slot_xy(const struct view *v, int side, int place, int i, int n, float *x, float *y)
{
    float step = pile_step(v);
    int shown = i < PILE_SHOWN ? i : PILE_SHOWN - 1;
    if (place == LUDI_OFF || place == 0) {
        int row = n > v->wait_row[side] ? n : v->wait_row[side];   /* a turn's start's */
        row_xy(v, &v->wait[side], wait_top(v, side), i, row, x, y);
        return;
    }
    if (place == LUDI_OUT || place == 31) {
        const SDL_FRect *t = &v->tray[side];
        if (t->w > t->h) {
            row_xy(v, t, v->tray_top[side], i, n, x, y);
            return;
        }
        /* borne off: a tall stack, like coins, from under the caption */
        float cstep = v->r * 0.36f;
        view_tray_xy(v, t, v->tray_top[side], v->r, 0, 1, x, y);
        *y += v->tray_top[side] ? (float)i * cstep : -(float)i * cstep;
        return;
    }
    int row = 0, col = 0;
    if (duo_cell(v, side, place, &row, &col) != 0) {
        *x = *y = -1000;
        return;
    }
    cell_xy(v, row, col, x, y);
    *y += row == 2 ? -(float)shown * step : (float)shown * step;
}

static int pieces(const struct view *v, const struct ludi_state *s, struct vpiece *out)
{
    int n = 0;
    for (int side = 0; side < 2; side++)
        for (int p = 0; p <= 31; p++) {
            int c = count_at(s, side, p);
            for (int i = 0; i < c && n < VIEW_MAX_PIECES; i++) {
                struct vpiece *q = &out[n++];
                q->side = (int8_t)side;
                q->king = false;
                q->where = (int16_t)(p == 0 ? LUDI_OFF : p == 31 ? LUDI_OUT : p);
                q->idx = (int16_t)i;
                q->count = (int16_t)c;
                q->r = v->r;
                if (p == 0)   /* a short tray holds smaller counters, all inside it */
                    q->r = view_tray_r(v, &v->wait[side], v->r);
                else if (p == 31 && v->tray[side].w > v->tray[side].h)
                    q->r = view_tray_r(v, &v->tray[side], v->r);
                slot_xy(v, side, q->where, i, c, &q->x, &q->y);
            }
        }
    return n;
}

static bool place_xy(const struct view *v, const struct ludi_state *s, int side, int place,
                     float *x, float *y)
{
    int p = place == LUDI_OFF ? 0 : place == LUDI_OUT ? 31 : place;
    if (p < 0 || p > 31)
        return false;
    /* a destination: where the next counter will stand on that pile */
    int i = count_at(s, side, p);
    if (p != 0 && p != 31) {
        /* a single enemy counter there is hit: the mover takes its place */
        int row, col;
        if (duo_cell(v, side, p, &row, &col) != 0)
            return false;
        for (int q = 1; q <= 30; q++) {
            int r2, c2;
            if (count_at(s, !side, q) && duo_cell(v, !side, q, &r2, &c2) == 0 &&
                r2 == row && c2 == col)
                i = 0;
        }
    }
    if (p == 0 || p == 31) {
        slot_xy(v, side, place, i, i + 1, x, y);
        return true;
    }
    /* on the board: the middle of the pile as it will stand, so a drop anywhere on the pile
     * (its first counter, its top) is near it */
    float x0, y0, x1, y1;
    slot_xy(v, side, place, 0, 1, &x0, &y0);
    slot_xy(v, side, place, i, i + 1, &x1, &y1);
    *x = x0;
    *y = (y0 + y1) / 2;
    return true;
}

/* A pile of two and more on the board or borne off: its top counter shows the number. */
static bool counted(const struct vpiece *p)
{
    return p->count >= 2 && p->idx == p->count - 1 &&
           ((p->where >= 1 && p->where <= 30) || p->where == LUDI_OUT);
}

/* Where a pile's count stands: just past its top counter, away from the point, so it never
 * lies on the point's number when the path is shown (two counters on 2 showed a "2" over a
 * circled "2"); in the tray of those borne off, on the last of them, inside the tray
 * (play-test 30: the board's piles said "×12", the borne off none). */
static struct vpiece count_at_end(const struct view *v, const struct vpiece *p)
{
    struct vpiece q = *p;
    if (p->where == LUDI_OUT)
        return q;
    int row = 0, col = 0;
    duo_cell(v, p->side, p->where, &row, &col);
    q.y += (row == 2 ? -1.0f : 1.0f) * p->r;
    return q;
}

static int badges(const struct view *v, struct gfx *g, const struct vpiece *p, int n,
                  struct view_badge *out, int cap)
{
    int nb = 0;
    for (int i = 0; i < n && nb < cap; i++)
        if (counted(&p[i])) {
            struct vpiece q = count_at_end(v, &p[i]);
            view_pile_badge(g, &q, &out[nb++]);
        }
    return nb;
}

/* The words of a tray of counters borne off at a level of brevity (0 the fullest). */
static void borne_words(const struct view *v, int level, int side, int count, char *out,
                        size_t len)
{
    static const enum str_id forms[4] = {STR_BOARD_BORNE_OFF, STR_BOARD_BORNE_OFF_SHORT,
                                         STR_BOARD_BORNE_OFF_BRIEF, STR_BOARD_BORNE_OFF_COUNT};
    const char *who = i18n_get(v->lang, side == 0 ? STR_SIDE_ONE : STR_SIDE_TWO);
    i18n_format(v->lang, out, len, forms[level], who, count, LUDI_DUO_COUNTERS);
}

void view_duo_borne_caption(struct view *v, struct gfx *g, int side, int count, char *out,
                            size_t len)
{
    /* whose they are (play-test: a newcomer could not tell the two trays apart, empty ones
     * least of all); too long for its tray: briefer words, not a second line over the
     * counters (play-test 22: "15 von 15 / herausgespielt" at 800x600), and at the least the
     * side and the count ("Schwarz heraus: 3 von / 15" took two lines at 800x600, "Schwarz: 3
     * von / 15" at 640x480); both trays in the same words, as brief as the one with less room
     * needs (play-test 28: "Weiß heraus" over "Schwarz:" at 800x600), each count taken at its
     * widest (play-test 30: the own count as it was made "Schwarz heraus: 3" beside "Weiß: 7"
     * at 640x480, the one tray's words chosen by 3, the other's by 15) */
    int level = 0;
    for (int s = 0; s < 2; s++)
        for (; level < 3; level++) {
            borne_words(v, level, s, LUDI_DUO_COUNTERS, out, len);
            if (view_caption_fits(v, g, &v->tray[s], out))
                break;
        }
    borne_words(v, level, side, count, out, len);
}

/* Piles of two and more show their number on the top counter; each tray its caption. */
static void annotate(struct view *v, struct gfx *g, const struct ludi_state *s,
                     const struct vpiece *p, int n)
{
    for (int i = 0; i < n; i++)
        if (counted(&p[i])) {
            struct vpiece q = count_at_end(v, &p[i]);
            view_pile_count(v, g, &q);
        }
    for (int side = 0; side < 2; side++) {
        char cap[96];
        view_duo_borne_caption(v, g, side, count_at(s, side, 31), cap, sizeof cap);
        view_tray_caption(v, g, &v->tray[side], v->tray_top[side],
                          count_at(s, side, 31), cap);
        i18n_format(v->lang, cap, sizeof cap,
                    count_at(s, side, 0) ? STR_BOARD_WAITING : STR_BOARD_ENTERED,
                    count_at(s, side, 0));
        view_tray_caption(v, g, &v->wait[side], wait_top(v, side), count_at(s, side, 0), cap);
    }
}

/* --- a side's path --- */

#define PATH_RGBA 0xffe6a8e8u
#define PATH_DARK 0x1a1410e0u

/* Adds a point to a polyline (at most cap points). */
static void pt(float *xy, int *n, int cap, float x, float y)
{
    if (*n < cap) {
        xy[2 * *n] = x;
        xy[2 * *n + 1] = y;
        (*n)++;
    }
}

/* The path's line from point a to point a + 1: along a row, or round the board's end by its
 * margin when it changes rows (never across the points of another row). */
static void leg(const struct view *v, int side, int a, float *xy, int *n, int cap)
{
    int r1, c1, r2, c2;
    float x1, y1, x2, y2;
    duo_cell(v, side, a, &r1, &c1);
    duo_cell(v, side, a + 1, &r2, &c2);
    label_xy(v, r1, c1, &x1, &y1);
    label_xy(v, r2, c2, &x2, &y2);
    pt(xy, n, cap, x1, y1);
    if (r1 != r2) {
        float mx = c1 < 6 ? v->board.x + MARGIN * v->cell * 0.45f
                          : v->board.x + v->board.w - MARGIN * v->cell * 0.45f;
        pt(xy, n, cap, mx, y1);
        pt(xy, n, cap, mx, y2);
    }
    pt(xy, n, cap, x2, y2);
}

int view_duo_leg(const struct view *v, int side, int a, float *xy, int cap)
{
    int n = 0;
    if (a >= 1 && a < 30)
        leg(v, side, a, xy, &n, cap);
    return n;
}

/* The way in, from the waiting tray through the centre to point 1, as the dashes drawn (x0,
 * y0, x1, y1 each; at most cap): a dashed line, unlike the path's, broken where it passes a
 * row of the path, so it never reads as a branch of the row it crosses. The last dash ends at
 * point 1 (its arrow). */
int view_duo_entry(const struct view *v, int side, float *seg, int cap)
{
    float c = v->cell;
    int r1, c1;
    duo_cell(v, side, 1, &r1, &c1);
    float x1, y1;
    label_xy(v, r1, c1, &x1, &y1);
    const SDL_FRect *w = &v->wait[side];
    float cx = v->board.x + (MARGIN + 6 + GAP / 2) * c;
    float line[6] = {cx, wait_top(v, side) ? w->y + w->h : w->y, cx, y1,
                     x1 + (c1 < 6 ? 0.3f : -0.3f) * c, y1};
    /* the rows it passes on the way (the rows other than point 1's), kept clear around */
    float rows[3];
    int nrows = 0;
    for (int row = 0; row < 3; row++) {
        float rx, ry;
        cell_xy(v, row, 0, &rx, &ry);
        if (row != r1)
            rows[nrows++] = ry;
    }
    float dash = 0.22f * c, space = 0.14f * c, clear = 0.3f * c;
    int n = 0;
    for (int k = 0; k < 2; k++) {
        float ax = line[2 * k], ay = line[2 * k + 1], bx = line[2 * k + 2], by = line[2 * k + 3];
        float len = hypotf(bx - ax, by - ay);
        if (len < 1)
            continue;
        float ux = (bx - ax) / len, uy = (by - ay) / len;
        for (float d = 0; d < len && n < cap; d += dash + space) {
            float e = fminf(len, d + dash);
            if (k == 1 && e >= len - dash - space)
                e = len;   /* the last dash runs on into the arrow */
            bool near = false;
            for (int i = 0; i < nrows && k == 0; i++)
                near |= fmaxf(ay + uy * d, ay + uy * e) > rows[i] - clear &&
                        fminf(ay + uy * d, ay + uy * e) < rows[i] + clear;
            if (!near) {
                float *q = seg + 4 * n++;
                q[0] = ax + ux * d;
                q[1] = ay + uy * d;
                q[2] = ax + ux * e;
                q[3] = ay + uy * e;
            }
            if (e >= len)
                break;
        }
    }
    return n;
}

void view_duo_exit(const struct view *v, int side, float out[4])
{
    float c = v->cell;
    int r30, c30;
    duo_cell(v, side, 30, &r30, &c30);
    float x30, y30;
    label_xy(v, r30, c30, &x30, &y30);
    const SDL_FRect *t = &v->tray[side];
    if (t->w > t->h) {
        /* a tray above or below: straight from the point into it, across the board's edge
         * (it ran out to the margin and up past the corner) */
        float ty = t->y > y30 ? t->y : t->y + t->h;
        out[0] = x30;
        out[1] = y30 + (ty > y30 ? 0.4f : -0.4f) * c;
        out[2] = x30;
        out[3] = ty;
    } else {
        out[0] = x30 + (c30 < 6 ? -0.3f : 0.3f) * c;
        out[1] = y30;
        out[2] = c30 < 6 ? t->x + t->w : t->x;
        out[3] = y30;
    }
}

/* Whether a counter stands in row between x0 and x1, its point's number on its rim counted
 * (path_numbers puts it beside the counter, towards the margin). */
static bool row_held(const struct view *v, const struct ludi_state *s, int row, float x0,
                     float x1)
{
    for (int side = 0; side < 2; side++)
        for (int p = 1; p <= 30; p++) {
            int r, c;
            float x, y;
            if (count_at(s, side, p) == 0 || duo_cell(v, side, p, &r, &c) != 0 || r != row)
                continue;
            cell_xy(v, r, c, &x, &y);
            if (x + 1.6f * v->r > x0 && x - v->r < x1)
                return true;
        }
    return false;
}

/* From *x, slid along lo..hi (the caption's centre) by a quarter cell each way, the first
 * place where a caption half across stands clear of row's counters: into *x, true; false
 * where there is none. */
static bool row_clear_x(const struct view *v, const struct ludi_state *s, int row, float lo,
                        float hi, float half, float *x)
{
    float step = v->cell * 0.25f;
    for (int dir = 1; dir >= -1; dir -= 2)
        for (float at = *x; at >= lo - 0.5f && at <= hi + 0.5f; at += (float)dir * step)
            if (!row_held(v, s, row, at - half, at + half)) {
                *x = at;
                return true;
            }
    return false;
}

/* The caption's centre, half across, on side k of the way in's dashes (lo[k]..hi[k]): left
 * of them towards the board's left third, right of them against them. */
static float caption_x(const struct view *v, const float lo[2], const float hi[2], int k,
                       float half)
{
    float cx = k == 0 ? fminf(v->board.x + v->board.w * 0.3f, hi[0] - half) : lo[1] + half;
    return fmaxf(lo[k] + half, fminf(cx, hi[k] - half));
}

static void path(struct view *v, struct gfx *g, const struct ludi_state *s, int side)
{
    float c = v->cell, lw = fmaxf(2.0f, c * 0.07f), head = fmaxf(7.0f, c * 0.2f);
    /* a dark edge under the light line, so it reads on pale stone and on dark counters */
    for (int pass = 0; pass < 2; pass++) {
        uint32_t col = pass ? PATH_RGBA : 0x1a141090u;
        float wd = pass ? lw : lw + 3;
        /* entering: dashed, the last dash with the arrow's head */
        float seg[4 * 64];
        int nd = view_duo_entry(v, side, seg, 64);
        for (int i = 0; i < nd; i++) {
            if (i + 1 == nd)
                gfx_arrow(g, seg + 4 * i, 2, wd, head, col);
            else
                gfx_stroke(g, seg + 4 * i, 2, wd, col);
        }
        /* each leg 1 -> 2 ... 29 -> 30, its own arrow */
        for (int a = 1; a < 30; a++) {
            float xy[16];
            int n = 0;
            leg(v, side, a, xy, &n, 8);
            /* stop short of both numbers, so the arrow sits between them */
            view_trim(xy, n, 0.24f * c, 0.24f * c);
            gfx_arrow(g, xy, n, wd, head * 0.8f, col);
        }
        /* bearing off: from point 30 out to the tray beside it */
        float out[4];
        view_duo_exit(v, side, out);
        gfx_arrow(g, out, 2, wd, head, col);
    }
    /* whose path this is, and what P shows next */
    char who[64], next[64], cap[160];
    i18n_format(v->lang, who, sizeof who, STR_BOARD_PATH_OF,
                i18n_get(v->lang, side == 0 ? STR_SIDE_ONE : STR_SIDE_TWO));
    /* "Shown: Black's path · press P for White's path": the key said as a key, not read as
     * part of a name ("Black's path · P: White's path" was) */
    if (v->path_next >= 0) {
        i18n_format(v->lang, next, sizeof next, STR_BOARD_PATH_OF,
                    i18n_get(v->lang, v->path_next == 0 ? STR_SIDE_ONE : STR_SIDE_TWO));
        i18n_format(v->lang, cap, sizeof cap, STR_BOARD_PATH_NEXT, who, next);
    } else if (v->path_next == -1) {
        i18n_format(v->lang, cap, sizeof cap, STR_BOARD_PATH_HIDE, who);
    } else {
        snprintf(cap, sizeof cap, "%s", who);
    }
    /* in the margin by the side's own half of the middle row, inside the board */
    float px = view_label_px(v) * 0.95f;
    float cpx = fmaxf(VIEW_MIN_PX, fminf(px, MARGIN * c * 0.62f));
    int tw, th;
    gfx_text_size(g, FACE_FIGURES_BOLD, cpx, cap, &tw, &th);
    /* left of the way in's dashes (play-test 12: they ran through "Weg" in German) and clear
     * of the way out's arrow where it crosses this margin to a tray above or below (play-test
     * 13: White's caption touched it at 800x600 in German); right of the dashes when it does
     * not fit left of them, smaller if it must be */
    float dashes = v->board.x + (MARGIN + 6 + GAP / 2) * c;
    float lo[2] = {v->board.x + 0.1f * c, dashes + 0.25f * c};
    float hi[2] = {dashes - 0.25f * c, v->board.x + v->board.w - 0.1f * c};
    /* clear of the board's edge: midway between it and the edge row's counters (0.55 of a
     * spacing in from the margin, v->r across) or their numbers, wholly on the stone
     * (play-test 8: at 800x600 it sat on the edge, a few pixels from the torn border) */
    float num = fmaxf(VIEW_MIN_PX * g->dpi, view_label_px(v) * 0.95f) * 1.25f / 2;
    float row = MARGIN * c + 0.55f * c, clear = row - fmaxf(v->r, num);
    float half_h = cpx * 1.25f / 2, gap = 2 * g->dpi;
    float in = fmaxf(clear / 2, half_h + gap);
    /* a margin too narrow for it beside the numbers (the rules' small board: at 800x600 it
     * lay over 20 to 23): on the row's inner side instead, clear of its numbers, where only
     * piles would stand and the rules' board has none, and of the path's lines round the
     * board's ends, which run there */
    if (in + half_h + gap > clear) {
        in = row + num + gap + half_h;
        float line = MARGIN * c * 0.45f + lw + 0.15f * c;
        lo[0] = fmaxf(lo[0], v->board.x + line);
        hi[1] = fminf(hi[1], v->board.x + v->board.w - line);
    }
    float out[4];
    view_duo_exit(v, side, out);
    if (out[0] == out[2]) {
        float keep = head * 0.6f + 0.2f * c;
        int k = out[0] < dashes ? 0 : 1;
        if (out[0] - lo[k] > hi[k] - out[0])
            hi[k] = fminf(hi[k], out[0] - keep);
        else
            lo[k] = fmaxf(lo[k], out[0] + keep);
    }
    int k = (float)tw + cpx <= hi[0] - lo[0] || hi[0] - lo[0] >= hi[1] - lo[1] ? 0 : 1;
    float room = hi[k] - lo[k];
    if ((float)tw + cpx > room && cpx > VIEW_MIN_PX) {
        cpx = fmaxf(VIEW_MIN_PX, cpx * room / ((float)tw + cpx));
        gfx_text_size(g, FACE_FIGURES_BOLD, cpx, cap, &tw, &th);
    }
    float half = (float)tw / 2 + cpx * 0.5f;
    float cx = caption_x(v, lo, hi, k, half);
    /* clear of the counters of the row beside it and their numbers (play-test 67: at 700x1000
     * it ran into the numbers of counters on 19 to 23): on the dashes' other side, or the
     * side's name alone (P's key is on the bar's button too), where one of them is clear */
    int edge = wait_top(v, side) ? 0 : 2;
    if (row_held(v, s, edge, cx - half, cx + half)) {
        for (int cand = 0; cand < 4; cand++) {
            const char *text = cand < 2 ? cap : who;
            int kk = cand % 2 ? !k : k, w2, h2;
            gfx_text_size(g, FACE_FIGURES_BOLD, cpx, text, &w2, &h2);
            float half2 = (float)w2 / 2 + cpx * 0.5f;
            if (2 * half2 > hi[kk] - lo[kk])
                continue;
            float cx2 = caption_x(v, lo, hi, kk, half2);
            if (!row_clear_x(v, s, edge, lo[kk] + half2, hi[kk] - half2, half2, &cx2))
                continue;
            cx = cx2;
            if (text != cap)
                snprintf(cap, sizeof cap, "%s", who);
            break;
        }
    }
    float cy = wait_top(v, side) ? v->board.y + in : v->board.y + v->board.h - in;
    float pw = gfx_chip(g, FACE_FIGURES_BOLD, cpx, cx, cy, 0x1a1410ffu, PATH_RGBA, cap);
    v->path_cap = (SDL_FRect){cx - pw / 2, cy - cpx * 0.625f, pw, cpx * 1.25f};
}

/* The numbers, in the side's own counting, on the points; on the other side's own half of the
 * middle row (which that counting skips) the other side's, light on dark turned round, so a
 * counter there stands on a point that can be named too. Faint (P hid the path): smaller and
 * paler, beside the point on the side its pile does not grow to, so the letters and the
 * counters stay seen (play-test 7: with the path hidden no point could be named). */
static void path_numbers(struct view *v, struct gfx *g, int side, bool faint,
                         const struct vpiece *pcs, int n)
{
    float px = fmaxf(VIEW_MIN_PX * g->dpi, view_label_px(v) * (faint ? 0.8f : 0.95f));
    uint32_t ink = faint ? 0xfff4dce0u : 0xfff4dcffu, ground = faint ? 0x1a1410a0u : PATH_DARK;
    /* the other side's points marked as the list names them ("W4", game_move_words) where the
     * chip fits between two points; on a board too small for it (the rules page's) bare */
    float opx = fmaxf(VIEW_MIN_PX * g->dpi, px * 0.9f);
    char widest[16];
    snprintf(widest, sizeof widest, "%s6", i18n_duo_mark(v->lang, !side));
    int mw, mh;
    gfx_text_size(g, FACE_FIGURES_BOLD, opx, widest, &mw, &mh);
    bool marked = (float)mw + opx * 0.7f <= v->cell * 0.9f;
    for (int k = 0; k < 36; k++) {
        int p = k < 30 ? k + 1 : k - 29, who = k < 30 ? side : !side;
        int row, col;
        float x, y;
        duo_cell(v, who, p, &row, &col);
        label_xy(v, row, col, &x, &y);
        bool held = false;   /* a counter on the point: its number would hide its colour
                                (play-test 10: a lone White counter could not be found) */
        for (int i = 0; i < n && !held; i++)
            held = fabsf(pcs[i].x - x) < v->r * 0.5f && fabsf(pcs[i].y - y) < v->r * 0.5f;
        float dy = row == 2 ? 1.0f : -1.0f;   /* piles grow down from the top and middle
                                                 rows, up from the bottom: the other side */
        if (faint) {
            y += dy * 0.5f * v->cell;
        } else if (held) {   /* on the counter's rim, away from its pile */
            x += v->r * 0.8f;
            y += dy * v->r * 0.8f;
        }
        char num[16];
        /* the other side's points as the list names them: "W4" (game_move_words) */
        snprintf(num, sizeof num, "%s%d", who == side || !marked ? "" : i18n_duo_mark(v->lang, who),
                 p);
        if (who == side)
            gfx_chip(g, FACE_FIGURES_BOLD,
                     held && !faint ? fmaxf(VIEW_MIN_PX * g->dpi, px * 0.85f) : px, x, y, ink,
                     ground, num);
        else if (held && !faint) {   /* light on a light counter: ringed in dark and
                                        opaque, or it melts into a White counter (play-test
                                        66: "W5" could not be told from the counter under it) */
            gfx_chip_ringed(g, FACE_FIGURES_BOLD, fmaxf(VIEW_MIN_PX * g->dpi, opx * 0.9f), x, y,
                            ground | 0xff, ink | 0xff, 1.5f * g->dpi, PATH_DARK | 0xff, num);
        } else
            gfx_chip(g, FACE_FIGURES_BOLD, opx, x, y, ground | 0xff, ink & 0xffffffb0u, num);
    }
}

const struct view_ops view_duo_ops = {
    .layout = layout,
    .paint = paint,
    .pieces = pieces,
    .place_xy = place_xy,
    .annotate = annotate,
    .path = path,
    .path_numbers = path_numbers,
    .badges = badges,
};
