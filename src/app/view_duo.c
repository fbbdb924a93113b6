/* view_duo.c: Duodecim scripta: three rows of twelve points cut into stone (inscribed words or
 * circles), piles of counters, the waiting counters in the centre, borne-off counters beside. */
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
#define OUT_W 1.15f       /* a borne-off tray */
#define DICE_W 1.35f
#define SPACE 0.22f
#define PILE_SHOWN 5     /* counters drawn in a pile; taller piles show their number */

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

static void layout(struct view *v, float x, float y, float w, float h)
{
    float total = DICE_W + SPACE + OUT_W + SPACE + board_w() + SPACE + OUT_W;
    float s = floorf(fminf(w / total, h / board_h()));
    v->cell = s;
    v->r = s * 0.42f;
    float bw = floorf(board_w() * s), bh = floorf(board_h() * s);
    float x0 = floorf(x + (w - total * s) / 2), y0 = floorf(y + (h - bh) / 2);
    v->dice = (SDL_FRect){x0, y0 + bh / 2 - 2.0f * s, DICE_W * s, 4.0f * s};
    float ox = x0 + (DICE_W + SPACE) * s;
    v->board = (SDL_FRect){ox + (OUT_W + SPACE) * s, y0, bw, bh};
    /* One's path ends at the top left, Two's at the bottom right (standard) */
    v->tray[0] = (SDL_FRect){ox, y0, OUT_W * s, bh / 2};
    v->tray[1] = (SDL_FRect){v->board.x + bw + SPACE * s, y0 + bh / 2, OUT_W * s, bh / 2};
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

/* Parses the protocol's position string into counts per own point (0 off, 31 out). */
static void counts(const struct ludi_state *s, int cnt[2][32])
{
    char text[LUDI_POS_LEN];
    memset(cnt, 0, sizeof(int) * 64);
    ludi_position_format(s, text, sizeof text);
    char *save = NULL;
    for (char *part = strtok_r(text, " ", &save); part; part = strtok_r(NULL, " ", &save)) {
        int side = !strncmp(part, "one:", 4) ? 0 : !strncmp(part, "two:", 4) ? 1 : -1;
        if (side < 0)
            continue;
        char *save2 = NULL;
        for (char *t = strtok_r(part + 4, ",", &save2); t; t = strtok_r(NULL, ",", &save2)) {
            char *star = strchr(t, '*');
            int n = star ? atoi(star + 1) : 1;
            if (star)
                *star = '\0';
            int p = !strcmp(t, "off") ? 0 : !strcmp(t, "out") ? 31 : atoi(t);
            if (p >= 0 && p <= 31 && n > 0 && n <= 15)
                cnt[side][p] += n;
        }
    }
}

/* Where the i-th counter of a side's place stands. */
static void slot_xy(const struct view *v, int side, int place, int i, float *x, float *y)
{
    float step = pile_step(v);
    int shown = i < PILE_SHOWN ? i : PILE_SHOWN - 1;
    if (place == LUDI_OFF || place == 0) {
        /* waiting in the centre: One's above the middle row, Two's below it */
        float cx = v->board.x + (MARGIN + 6 + GAP / 2) * v->cell;
        float top = v->board.y + MARGIN * v->cell;
        *x = cx;
        *y = side == 0 ? top + 0.55f * v->cell + (float)shown * step
                       : v->board.y + v->board.h - (MARGIN + 0.55f) * v->cell - (float)shown * step;
        return;
    }
    if (place == LUDI_OUT) {
        const SDL_FRect *t = &v->tray[side];
        /* borne off: a tall stack, like coins */
        float cstep = v->r * 0.36f;
        *x = t->x + t->w / 2;
        *y = side == 0 ? t->y + v->r * 1.2f + (float)i * cstep
                       : t->y + t->h - v->r * 1.2f - (float)i * cstep;
        return;
    }
    int row = 0, col = 0;
    if (ludi_duo_cell(&v->opt, side, place, &row, &col) != 0) {
        *x = *y = -1000;
        return;
    }
    cell_xy(v, row, col, x, y);
    *y += row == 2 ? -(float)shown * step : (float)shown * step;
}

static int pieces(const struct view *v, const struct ludi_state *s, struct vpiece *out)
{
    int cnt[2][32];
    counts(s, cnt);
    int n = 0;
    for (int side = 0; side < 2; side++)
        for (int p = 0; p <= 31; p++)
            for (int i = 0; i < cnt[side][p] && n < VIEW_MAX_PIECES; i++) {
                struct vpiece *q = &out[n++];
                q->side = (int8_t)side;
                q->king = false;
                q->where = (int16_t)(p == 0 ? LUDI_OFF : p);
                q->idx = (int16_t)i;
                q->count = (int16_t)cnt[side][p];
                q->r = v->r;
                slot_xy(v, side, q->where, i, &q->x, &q->y);
            }
    return n;
}

static bool place_xy(const struct view *v, const struct ludi_state *s, int side, int place,
                     float *x, float *y)
{
    int cnt[2][32];
    counts(s, cnt);
    int p = place == LUDI_OFF ? 0 : place;
    if (p < 0 || p > 31)
        return false;
    /* a destination: where the next counter would stand on that pile */
    int i = cnt[side][p];
    if (p != 0 && p != 31) {
        /* a single enemy counter there is hit: the mover takes its place */
        int row, col;
        if (ludi_duo_cell(&v->opt, side, p, &row, &col) != 0)
            return false;
        for (int q = 1; q <= 30; q++) {
            int r2, c2;
            if (cnt[!side][q] && ludi_duo_cell(&v->opt, !side, q, &r2, &c2) == 0 && r2 == row &&
                c2 == col)
                i = 0;
        }
    }
    slot_xy(v, side, place, i, x, y);
    return true;
}

const struct view_ops view_duo_ops = {
    .layout = layout,
    .paint = paint,
    .pieces = pieces,
    .place_xy = place_xy,
};
