/* view_pente.c: Pente grammai on terracotta: lines incised between oval hollows, the sacred
 * line with its middle circle, a painted Greek border; counters off the board at two corners. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ludi/paint.h"
#include "view.h"

#define BORDER 0.95f     /* the painted border, in line spacings */
#define END 0.95f        /* from the border's inner edge to a hollow's centre: room for a name
                            beyond the widest ring round a counter (PENTE_NAME_GAP) */
#define LINE_LEN 3.0f
#define TRAY 1.55f       /* a reserve of counters beside the board: two columns */
#define ROW 1.75f        /* a reserve above or below the board (tall windows) */
#define DICE_W 1.6f
#define GAP 0.3f
#define SACRED_SHOWN 4   /* counters of a side drawn on a sacred point; more show a number */
/* A sacred point holding both sides: its counters drawn a little smaller (MIXED_R of a
 * counter's radius), MIXED_SHOWN of each side apart (MIXED_STEP of their radius), in one
 * column along the sacred line: the pile of the side whose goal the point is in the hollow,
 * the other's after it towards the board's middle, MIXED_GAP radii beyond where a full first
 * pile ends (so neither moves as the other grows). Side by side, the two piles spilled over
 * the arrowheads beside the point and towards the next points (play-test 30). */
#define MIXED_R 0.8f
#define MIXED_SHOWN 3
#define MIXED_STEP 0.5f
#define MIXED_GAP 0.3f
/* A point's name stands this far (in counter radii) from its hollow's centre, past the widest
 * ring drawn round a counter there (the last move's, 1.18 r, whose stroke ends at 1.25 r), so
 * no ring, mark or counter covers it. */
#define PENTE_NAME_GAP 1.3f

static float board_h(void)
{
    return 2 * BORDER + 2 * END + 0.9f + LINE_LEN;
}

static void layout(struct view *v, float x, float y, float w, float h)
{
    int L = v->opt.lines;
    /* classic mode: every counter stays on the board, so no reserve is laid out (a newcomer's
     * play-test: two empty trays, unlabelled, whose purpose could not be told) */
    bool trays = v->opt.mode != LUDI_PENTE_CLASSIC;
    float bw_units = 2 * BORDER + (float)(L + 1), tray = trays ? TRAY : 0;
    float total = DICE_W + GAP + (trays ? tray + GAP : 0) + bw_units + (trays ? GAP + tray : 0);
    float stacked_h = board_h() + (trays ? 2 : 1) * (GAP + ROW);
    bool beside = view_pick_arrangement(w, h, total, board_h(), bw_units, stacked_h, &v->cell);
    float s = v->cell;
    v->r = s * 0.36f;
    float bw = floorf(bw_units * s), bh = floorf(board_h() * s);
    v->tray[0] = v->tray[1] = (SDL_FRect){0, 0, 0, 0};
    if (beside) {
        float x0 = floorf(x + (w - total * s) / 2), y0 = floorf(y + (h - bh) / 2);
        v->dice = (SDL_FRect){x0, y0 + bh / 2 - 1.2f * s, DICE_W * s, 2.4f * s};
        float rx = x0 + (DICE_W + GAP) * s;
        v->board = (SDL_FRect){rx + (trays ? TRAY + GAP : 0) * s, y0, bw, bh};
        /* A's counters wait at the bottom left, B's at the top right (as in seed 002) */
        if (trays) {
            v->tray[0] = (SDL_FRect){rx, y0 + bh * 0.45f, TRAY * s, bh * 0.55f};
            v->tray[1] = (SDL_FRect){v->board.x + bw + GAP * s, y0, TRAY * s, bh * 0.55f};
        }
    } else {
        /* B's reserve above the board, A's below it beside the dice */
        float x0 = floorf(x + (w - bw) / 2), y0 = floorf(y + (h - stacked_h * s) / 2);
        float dw = 2.6f * s;
        float top = trays ? (ROW + GAP) * s : 0;
        v->board = (SDL_FRect){x0, y0 + top, bw, bh};
        float by = v->board.y + bh + GAP * s;
        v->dice = (SDL_FRect){x0, by, dw, ROW * s};
        if (trays) {
            v->tray[1] = (SDL_FRect){x0 + bw - 5.5f * s, y0, 5.5f * s, ROW * s};
            v->tray[0] = (SDL_FRect){x0 + dw + GAP * s, by, fminf(5.5f * s, bw - dw - GAP * s),
                                     ROW * s};
        }
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
    struct paint_mask cut, deco, heads, sacred;
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
    if (!paint_mask_init(&heads, w, h)) {
        paint_mask_free(&cut);
        paint_mask_free(&deco);
        return;
    }
    if (!paint_mask_init(&sacred, w, h)) {
        paint_mask_free(&cut);
        paint_mask_free(&deco);
        paint_mask_free(&heads);
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
        if (k == (L + 1) / 2) {   /* the sacred line's middle circle */
            float ym = 0.5f * (ya + yb);
            paint_mask_circle(&cut, xa, ym, 0.2f * s, lw * 0.8f, 0.4f, seed + 5);
            /* and the line itself painted on both sides, hollow to hollow (broken round the
             * circle), so its two points read as different from the rest (play-test 7) */
            for (int side = -1; side <= 1; side += 2) {
                float sx = xa + (float)side * 0.17f * s;
                paint_mask_line(&sacred, sx, yb + 0.45f * s, sx, ym - 0.3f * s, lw * 0.55f,
                                0.3f, seed + 20 + (uint64_t)(side + 1));
                paint_mask_line(&sacred, sx, ym + 0.3f * s, sx, ya - 0.45f * s, lw * 0.55f,
                                0.3f, seed + 23 + (uint64_t)(side + 1));
            }
            /* a painted ring round each of its hollows, inside the names' distance */
            for (int e = 0; e < 2; e++) {
                float ring[2 * 40], cy = e ? yb : ya;
                for (int i = 0; i < 40; i++) {
                    float t = (float)i * 6.2831853f / 40;
                    ring[2 * i] = xa + 0.37f * s * cosf(t);
                    ring[2 * i + 1] = cy + 0.45f * s * sinf(t);
                }
                paint_mask_polyline(&sacred, ring, 40, true, lw * 0.55f, 0.3f,
                                    seed + 30 + (uint64_t)e);
            }
        }
    }
    paint_incise(&img, &cut, fmaxf(1.6f, lw * 0.42f), seed + 1);
    paint_mask_greek_border(&deco, 0, 0, (float)w, (float)h, BORDER * s / 113.0f, seed + 200);
    paint_paint(&img, &deco, 0x231d19ff, 0.3f, seed + 2);
    /* the way round, unworn: the border's wear rubbed one small head nearly away (between 3B
     * and 2B), and a head half gone reads as a different sign */
    paint_direction(&at, &heads, seed + 300);
    paint_paint(&img, &heads, 0x231d19ff, 0, seed + 3);
    paint_paint(&img, &sacred, 0x6a1f14ff, 0.25f, seed + 4);   /* red-brown, as the sides */
    paint_mask_free(&sacred);
    paint_mask_free(&cut);
    paint_mask_free(&deco);
    paint_mask_free(&heads);
}

/* Point p's name, its size and its box: outside the hollow (below A's, above B's), past every
 * ring a counter there can have. */
static float name_of(const struct view *v, struct gfx *g, int p, char *name, size_t len,
                     SDL_FRect *box)
{
    int L = v->opt.lines, tw, th;
    float px = fminf(view_label_px(v), v->cell * 0.34f), x, y;
    snprintf(name, len, "%d%c", p < L ? p + 1 : p - L + 1, p < L ? 'A' : 'B');
    gfx_text_size(g, FACE_FIGURES, px, name, &tw, &th);
    point_xy(v, p, &x, &y);
    float gap = v->r * PENTE_NAME_GAP + 1;
    *box = (SDL_FRect){x - (float)tw / 2, p < L ? y + gap : y - gap - (float)th, (float)tw,
                       (float)th};
    return px;
}

static int labels(const struct view *v, struct gfx *g, SDL_FRect *out, int cap)
{
    int n = 0;
    char name[16];
    for (int p = 0; p < 2 * v->opt.lines && n < cap; p++)
        name_of(v, g, p, name, sizeof name, &out[n++]);
    return n;
}

static void decorate(struct view *v, struct gfx *g)
{
    if (fminf(view_label_px(v), v->cell * 0.34f) < VIEW_MIN_PX * g->dpi)
        return;   /* a miniature board (a card, a preview): names too small to read left out */
    char name[16];
    for (int p = 0; p < 2 * v->opt.lines; p++) {
        SDL_FRect b;
        float px = name_of(v, g, p, name, sizeof name, &b);
        gfx_text(g, FACE_FIGURES, px, 0x1e1510e8u, b.x + b.w / 2, b.y, ALIGN_CENTER, name);
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

/* How many counters of each side stand at each point. */
static void tally(int L, int pos[2][11], int here[2][22])
{
    memset(here, 0, sizeof(int[2][22]));
    for (int side = 0; side < 2; side++)
        for (int i = 0; i < L; i++)
            if (pos[side][i] >= 0 && pos[side][i] < 2 * L)
                here[side][pos[side][i]]++;
}

/* Where the k-th drawn counter of a side's pile at point p stands: piles grow from the hollow
 * towards the board's middle; on a point both sides share, in one column (MIXED_*): the side
 * whose goal the point is first, in the hollow, the other's after it. */
static void pile_xy(const struct view *v, int p, int side, int k, bool mixed, float *x, float *y)
{
    point_xy(v, p, x, y);
    float dir = p < v->opt.lines ? -1.0f : 1.0f;
    if (!mixed) {
        *y += dir * v->r * 0.62f * (float)k;
        return;
    }
    float rm = v->r * MIXED_R, step = rm * MIXED_STEP;
    int goal = p < v->opt.lines ? 1 : 0;   /* B's goal is on A's side, A's on B's */
    float at = step * (float)k;
    if (side != goal)
        at += step * (float)(MIXED_SHOWN - 1) + rm * (2 + MIXED_GAP);
    *y += dir * at;
}

/* How many of a side's counters at a point are drawn apart (the rest stand on the last). */
static int shown_at(bool mixed)
{
    return mixed ? MIXED_SHOWN : SACRED_SHOWN;
}

static int pieces(const struct view *v, const struct ludi_state *s, struct vpiece *out)
{
    int L = v->opt.lines, pos[2][11], here[2][22];
    positions(s, L, pos);
    tally(L, pos, here);
    int n = 0;
    int off[2] = {0, 0}, noff[2] = {0, 0};
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
                p->count = (int16_t)noff[side];
                reserve_xy(v, side, p->idx, noff[side], &p->x, &p->y);
                continue;
            }
            /* each side's own index at the point, at most shown_at() of each drawn apart */
            p->idx = 0;
            for (int j = 0; j < n - 1; j++)
                if (out[j].side == side && out[j].where == where)
                    p->idx++;
            p->count = (int16_t)here[side][where];
            bool mixed = here[!side][where] > 0;
            int k = p->idx < shown_at(mixed) ? p->idx : shown_at(mixed) - 1;
            if (mixed)
                p->r = v->r * MIXED_R;
            pile_xy(v, where, side, k, mixed, &p->x, &p->y);
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
    /* a sacred point: the middle of the side's pile as it will stand (drawn), so a drop
     * anywhere on it is near */
    int here[2][22];
    tally(L, pos, here);
    bool mixed = here[!side][place] > 0;
    int own = here[side][place] < shown_at(mixed) ? here[side][place] : shown_at(mixed) - 1;
    float x1, y1;
    pile_xy(v, place, side, own, mixed, &x1, &y1);
    pile_xy(v, place, side, 0, mixed, x, y);
    *y = (*y + y1) / 2;
    return true;
}

/* A destination's ring: on a sacred point holding counters, round the whole pile the counter
 * joins, as it will stand, centred on it (place_xy) (play-test 30: the ring of an empty point,
 * small, lay off the pile's middle); elsewhere 0, the ring of an empty point. */
static float target_r(const struct view *v, const struct ludi_state *s, int side, int place)
{
    int L = v->opt.lines, pos[2][11], here[2][22];
    if (place != (L - 1) / 2 && place != L + (L - 1) / 2)
        return 0;
    positions(s, L, pos);
    tally(L, pos, here);
    if (here[0][place] + here[1][place] == 0)
        return 0;
    bool mixed = here[!side][place] > 0;
    float r = mixed ? v->r * MIXED_R : v->r, step = mixed ? r * MIXED_STEP : v->r * 0.62f;
    int own = here[side][place] < shown_at(mixed) ? here[side][place] : shown_at(mixed) - 1;
    return step * (float)own / 2 + r * 1.25f;
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

/* The size of a sacred point's counts, and their colours (each side's own). */
static float badge_px(const struct view *v)
{
    return fmaxf(VIEW_MIN_PX, fminf(view_label_px(v), v->r * 0.72f));
}

static const uint32_t badge_bg[2] = {0x1f4e87f0u, 0x3a332cf0u};

/* On a sacred point holding two or more counters, how many of each side stand there: a badge
 * over the side's pile, past its top counter the way the pile grows, so no count covers a
 * counter and the two counts of a shared point never meet. */
static int badges(const struct view *v, struct gfx *g, const struct vpiece *p, int n,
                  struct view_badge *out, int cap)
{
    int L = v->opt.lines, sacred[2] = {(L - 1) / 2, L + (L - 1) / 2}, nb = 0;
    float px = badge_px(v);
    for (int k = 0; k < 2; k++) {
        int total = 0;
        for (int i = 0; i < n; i++)
            total += p[i].where == sacred[k];
        if (total < 2)
            continue;
        for (int side = 0; side < 2 && nb < cap; side++) {
            const struct vpiece *top = NULL;
            bool mixed = false;
            for (int i = 0; i < n; i++)
                mixed |= p[i].where == sacred[k] && p[i].side != side;
            for (int i = 0; i < n; i++)
                if (p[i].where == sacred[k] && p[i].side == side &&
                    (!top || p[i].idx > top->idx) && p[i].idx < shown_at(mixed))
                    top = &p[i];
            if (!top || top->count < 2)   /* one counter of a colour is seen to be one */
                continue;
            char num[8];
            int tw, th;
            snprintf(num, sizeof num, "%d", top->count);
            gfx_text_size(g, FACE_FIGURES_BOLD, px, num, &tw, &th);
            float h = px * 1.25f, w = fmaxf((float)tw + px * 0.7f, h);
            if (mixed) {
                /* a shared point's column: each count beside its pile's top counter, past the
                 * ring drawn round a counter that can move (1.16 r), on the right, from the
                 * counter's middle on towards the board's middle: clear of the arrowheads at
                 * the hollow and of a counter on the point beside */
                float bx = top->x + top->r * 1.2f + 1;
                float by = sacred[k] < L ? top->y - h : top->y;
                out[nb++] = (struct view_badge){{bx, by, w, h}, side, top->count};
                continue;
            }
            /* past the pile's top counter, the way the pile grows (towards the board's middle,
             * along the sacred line, where nothing stands), clear of the widest ring drawn
             * round it (the last move's, to 1.25 r): on the counters, at 700x1000 the counts
             * and the counters covered each other (a newcomer's play-test) */
            float d = top->r * 1.25f + h / 2 + 1;
            float by = top->y + (sacred[k] < L ? -d : d);
            out[nb++] = (struct view_badge){{top->x - w / 2, by - h / 2, w, h}, side, top->count};
        }
    }
    return nb;
}

/* A sacred point's pile reaching along the sacred line past its hollow (two or more counters,
 * both sides' piles one after the other) stands in the point's ring drawn out round it, in
 * the sacred line's red-brown, so it reads as one point's, not as counters on the line between
 * (play-tests 39 and 40: "an extra point between the lines"). */
static void underlay(struct view *v, struct gfx *g, const struct vpiece *p, int n)
{
    int L = v->opt.lines, sacred[2] = {(L - 1) / 2, L + (L - 1) / 2};
    for (int k = 0; k < 2; k++) {
        float x, y0, y1, r = 0;
        point_xy(v, sacred[k], &x, &y0);
        y1 = y0;
        for (int i = 0; i < n; i++)
            if (p[i].where == sacred[k]) {
                y0 = fminf(y0, p[i].y);
                y1 = fmaxf(y1, p[i].y);
                r = fmaxf(r, p[i].r);
            }
        if (r <= 0 || y1 - y0 < v->r * 0.3f)
            continue;   /* the pile stands in the hollow */
        float R = fmaxf(r, v->r * 0.5f) * 1.12f;
        gfx_round(g, x - R, y0 - R, 2 * R, y1 - y0 + 2 * R, R, 0x6a1f14b0u);
        float edge = fmaxf(1.5f, v->r * 0.07f);
        gfx_round(g, x - R + edge, y0 - R + edge, 2 * (R - edge), y1 - y0 + 2 * (R - edge),
                  R - edge, 0x2e1a1070u);
    }
}

static void annotate(struct view *v, struct gfx *g, const struct ludi_state *s,
                     const struct vpiece *p, int n)
{
    struct view_badge b[4];
    int nb = badges(v, g, p, n, b, 4);
    for (int i = 0; i < nb; i++) {
        char num[8];
        snprintf(num, sizeof num, "%d", b[i].count);
        gfx_chip(g, FACE_FIGURES_BOLD, badge_px(v), b[i].box.x + b[i].box.w / 2,
                 b[i].box.y + b[i].box.h / 2, 0xf6ead0ffu, badge_bg[b[i].side], num);
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
    .target_r = target_r,
    .underlay = underlay,
    .annotate = annotate,
    .route = route,
    .labels = labels,
    .badges = badges,
};
