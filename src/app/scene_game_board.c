/* scene_game_board.c: what the game screen draws on and around the board: the board itself,
 * marks for the last move, the hint and a lifted counter's destinations, the counters and the
 * dice tray. */
#include <math.h>
#include <stdio.h>

#define PI_F 3.14159265358979f
/* The last move's colour: a soft copper, apart from the gold of what can move now and the blue
 * of the hint (DESIGN.md's terracotta, lightened to read on dark counters) */
#define LAST_RGB 0xe39a6cu
#include "app.h"
#include "game.h"
#include "review_view.h"
#include "scene_game_board.h"

static const struct ludi_state *present(const struct app *a)
{
    return ludi_session_state(&a->game->flow.ss);
}

static float ease_out(float t)
{
    return 1 - (1 - t) * (1 - t) * (1 - t);
}

/* The table and the board change only with the window's size or the board's look: they are
 * drawn into a texture once and copied whole every frame (cheap even for a software renderer). */
void board_draw_backdrop(struct app *a)
{
    struct gfx *gx = &a->g;
    struct game *g = a->game;
    bool fresh = g->draw.backdrop && g->draw.backdrop_w == gx->w && g->draw.backdrop_h == gx->h;
    if (!fresh) {
        if (g->draw.backdrop)
            SDL_DestroyTexture(g->draw.backdrop);
        g->draw.backdrop = SDL_CreateTexture(gx->ren, SDL_PIXELFORMAT_ARGB8888,
                                        SDL_TEXTUREACCESS_TARGET, gx->w, gx->h);
        g->draw.backdrop_w = gx->w;
        g->draw.backdrop_h = gx->h;
        g->draw.backdrop_gen = g->draw.view.generation - 1;
    }
    if (g->draw.backdrop && g->draw.backdrop_gen != g->draw.view.generation + 1) {
        /* painting the board may bump the generation: draw, then note what was drawn */
        SDL_SetRenderTarget(gx->ren, g->draw.backdrop);
        SDL_SetRenderDrawColor(gx->ren, 20, 16, 12, 255);
        SDL_RenderClear(gx->ren);
        gfx_cover(gx, TEX_WOOD, 0, 0, (float)gx->w, (float)gx->h, 0xb0a8a0ffu);
        view_draw_board(&g->draw.view, gx);
        view_draw_beds(&g->draw.view, gx);
        SDL_SetRenderTarget(gx->ren, NULL);
        g->draw.backdrop_gen = g->draw.view.generation + 1;
    }
    if (g->draw.backdrop) {
        SDL_SetTextureBlendMode(g->draw.backdrop, SDL_BLENDMODE_NONE);
        SDL_RenderCopy(gx->ren, g->draw.backdrop, NULL, NULL);
    } else {   /* no render targets: draw it all every frame */
        gfx_cover(gx, TEX_WOOD, 0, 0, (float)gx->w, (float)gx->h, 0xb0a8a0ffu);
        view_draw_board(&g->draw.view, gx);
        view_draw_beds(&g->draw.view, gx);
    }
}

/* The four corners of a square of side 2h round (x, y), cut as brackets: a shape apart from
 * the rings of the other marks. */
static void corners(struct gfx *gx, float x, float y, float h, float len, float w, uint32_t rgba)
{
    for (int k = 0; k < 4; k++) {
        float sx = k & 1 ? 1.0f : -1.0f, sy = k & 2 ? 1.0f : -1.0f;
        float cx = x + sx * h, cy = y + sy * h;
        float xy[6] = {cx - sx * len, cy, cx, cy, cx, cy - sy * len};
        gfx_stroke(gx, xy, 3, w, rgba);
    }
}

/* Latrunculi: where the player's king can be trapped next move (moves: the enemy's replies
 * that would do it): the square that would close it in and the enemy piece that would go
 * there, their corners marked, a dotted way between (under the counters: the corners show
 * round them). */
static void draw_trap_moves(struct app *a, const struct ludi_move *moves, int n)
{
    struct gfx *gx = &a->g;
    struct game *g = a->game;
    const struct view *v = &g->draw.view;
    float c = v->cell, w = fmaxf(2.0f, c * 0.06f);
    for (int i = 0; i < n && i < LUDI_LAT_TRAPS; i++) {
        float fx, fy, tx, ty;
        const struct ludi_step *st = &moves[i].steps[0];
        if (!v->ops->place_xy(v, &g->draw.shown, 0, st->from, &fx, &fy) ||
            !v->ops->place_xy(v, &g->draw.shown, 0, st->to, &tx, &ty))
            continue;
        float d = hypotf(tx - fx, ty - fy);
        int dots = (int)(d / (c * 0.5f));
        for (int k = 1; k < dots; k++) {
            float q = (float)k / (float)dots;
            gfx_disc(gx, fx + (tx - fx) * q, fy + (ty - fy) * q, w * 0.9f, TRAP_RGB << 8 | 0x90u);
        }
        for (int k = 0; k < 2; k++) {
            float x = k ? tx : fx, y = k ? ty : fy;
            corners(gx, x, y, c * 0.44f, c * 0.2f, w + 2, 0x1a120c80u);
            corners(gx, x, y, c * 0.44f, c * 0.2f, w, TRAP_RGB << 8 | 0xe8u);
        }
        gfx_glow(gx, tx, ty, c * 0.42f, TRAP_RGB << 8 | 0x50u);
    }
}

static void draw_trap(struct app *a)
{
    struct game *g = a->game;
    if (!g->ui.legal_valid || g->ui.review >= 0 || !game_human_to_move(a) || game_busy(a))
        return;
    draw_trap_moves(a, g->ui.trap.moves, g->ui.trap.n);
    /* a crossed destination pointed at: the reply that would close the king in, marked alike */
    int d = g->ui.lift >= 0 && g->ui.nrisky > 0 ? scene_game_focus_dest(a) : -1;
    if (d >= 0)
        draw_trap_moves(a, g->ui.risk[d].moves, g->ui.risk[d].n);
    /* a destination that leaves a man to be taken, pointed at: the replies that would take */
    d = g->ui.lift >= 0 && g->ui.nleave > 0 ? scene_game_focus_dest(a) : -1;
    if (game_dest_leaves(a, d))
        draw_trap_moves(a, g->ui.leave[d].moves, g->ui.leave[d].nmoves);
}

/* How many places the last move is marked as come from: none for a counter that entered
 * (play-test 31: the mark stood in the tray of waiting counters, behind them or alone once all
 * had entered, and read as a slip of the brush). */
int board_last_from_marks(const struct app *a)
{
    const struct game *g = a->game;
    int n = 0;
    if (!g->draw.has_last || g->ui.review >= 0 || g->ui.nmade != 0)
        return 0;
    for (int i = 0; i < g->draw.nlast; i++)
        n += g->draw.last[i].from != LUDI_OFF;
    return n;
}

/* A ring of radius r round (x, y) stroked width wide: whole (dashes 0), or in that many dashes,
 * each 0.6 of its share of the way round. */
static void stroke_ring(struct gfx *gx, float x, float y, float r, float width, uint32_t rgba,
                        int dashes)
{
    int pieces = dashes > 0 ? dashes : 1, points = dashes > 0 ? 5 : 33;
    float share = dashes > 0 ? 0.6f : 1.0f;
    for (int k = 0; k < pieces; k++) {
        float xy[2 * 33];
        for (int i = 0; i < points; i++) {
            float t = (float)(2 * PI_F) * ((float)k + share * (float)i / (float)(points - 1)) /
                      (float)pieces;
            xy[2 * i] = x + r * cosf(t);
            xy[2 * i + 1] = y + r * sinf(t);
        }
        gfx_stroke(gx, xy, points, width, rgba);
    }
}

/* A ring of dashes round (x, y): the last move's mark, unlike the solid gold ring of a counter
 * that can move in shape as well as in colour. */
static void dashed_ring(struct gfx *gx, float x, float y, float r, float width, uint32_t rgba)
{
    stroke_ring(gx, x, y, r, width, rgba, 14);
}

void board_draw_marks(struct app *a)
{
    struct gfx *gx = &a->g;
    struct game *g = a->game;
    const struct ludi_state *s = &g->draw.shown;
    float r = g->draw.view.cell * 0.48f;
    /* the last move: soft marks where it came from and went */
    if (board_last_from_marks(a) > 0) {
        for (int i = 0; i < g->draw.nlast; i++) {
            float x, y;
            if (g->draw.last[i].from != LUDI_OFF &&
                g->draw.view.ops->place_xy(&g->draw.view, s, g->draw.last_side,
                                           g->draw.last[i].from, &x, &y))
            {
                gfx_glow(gx, x, y, r * 1.2f, LAST_RGB << 8 | 0x58u);
                /* and a small dashed ring, the ring of where it went in small: the glow alone
                 * was faint on a light board (play-test 6) */
                dashed_ring(gx, x, y, r * 0.45f, fmaxf(1.5f, r * 0.06f) + 2, 0x1a120c50u);
                dashed_ring(gx, x, y, r * 0.45f, fmaxf(1.5f, r * 0.06f), LAST_RGB << 8 | 0xd0u);
            }
        }
    }
    draw_trap(a);
    /* the destinations of a lifted counter glow on the board (marked again over the
     * counters, in board_draw_pieces) */
    if (g->ui.lift >= 0) {
        float k = ease_out((float)fmin(1.0, (a->now - g->ui.lift_t) / 0.15));
        for (int i = 0; i < g->ui.ndest; i++) {
            float x, y;
            if (g->draw.view.ops->place_xy(&g->draw.view, s, present(a)->side, g->ui.dest[i],
                                           &x, &y))
                gfx_glow(gx, x, y, r * (0.8f + 0.3f * k), 0xffd27a00u | (uint32_t)(150 * k));
        }
    }
}

const struct vpiece *board_top_of(const struct vpiece *p, int n, int side, int where)
{
    const struct vpiece *top = NULL;
    for (int i = 0; i < n; i++)
        if (p[i].side == side && p[i].where == where && (!top || p[i].idx > top->idx))
            top = &p[i];
    return top;
}

/* Dice games: whether the counters that can move are ringed (the dice settled, the player's
 * to play). */
static bool movable_ringed(struct app *a)
{
    struct game *g = a->game;
    return g->ui.legal_valid && ludi_game_dice(ludi_session_options(&g->flow.ss)->game) > 0 &&
           g->ui.review < 0 && game_can_interact(a);
}

/* The gold ring of a counter that can move, round (x, y) for a counter r across. */
static void movable_ring(struct gfx *gx, float x, float y, float r)
{
    gfx_ring(gx, x, y, r * 1.16f, 0x2a1d0c90u);
    gfx_ring(gx, x, y, r * 1.1f, 0xffd27ae8u);
}

/* Dice games: once the dice have settled, a ring round every counter that can move (the
 * lifted one's drawn with it, over the rest). */
static void draw_movable(struct app *a)
{
    struct game *g = a->game;
    if (g->ui.lift >= 0 || !movable_ringed(a))
        return;
    int side = present(a)->side;
    for (int i = 0; i < g->ui.nlegal; i++) {
        bool seen = false;
        for (int k = 0; k < i; k++)
            seen |= g->ui.legal[k].from == g->ui.legal[i].from;
        const struct vpiece *p =
            seen ? NULL : board_top_of(g->draw.pcs, g->draw.npcs, side, g->ui.legal[i].from);
        if (p)
            movable_ring(&a->g, p->x, p->y, p->r);
    }
}

/* Latrunculi: a destination that would cost the mover's king (play-test 8): a small cross in
 * the trap's cinnabar where the gold dot stands, a "not here" that differs in shape as well as
 * in colour. */
static void draw_risk(struct gfx *gx, float x, float y, float r, float k)
{
    float e = r * 0.3f, w = fmaxf(2.0f, r * 0.12f);
    /* a dark edge first, then the colour over both strokes, so the crossing is not edged */
    for (int pass = 0; pass < 4; pass++) {
        float sx = pass % 2 ? -e : e;
        float xy[4] = {x - sx, y - e, x + sx, y + e};
        if (pass < 2)
            gfx_stroke(gx, xy, 2, w + 2, 0x1a120c00u | (uint32_t)(150 * k));
        else
            gfx_stroke(gx, xy, 2, w, TRAP_RGB << 8 | (uint32_t)(245 * k));
    }
}

/* Latrunculi: a destination that shuts in the mover's own king, lost at once: the cross in a
 * ring of the same cinnabar where the gold ring stands, a "no" apart from the cross of a king
 * that can be shut in later (play-test 50: the move that lost at once was marked as a merely
 * risky one; play-test 51: a ring just round the cross ran into it, a red disc at 800x600). */
static void draw_lose(struct gfx *gx, float x, float y, float r, float k)
{
    float w = fmaxf(2.0f, r * 0.09f);
    stroke_ring(gx, x, y, r * 0.66f, w + 2, 0x1a120c00u | (uint32_t)(150 * k), 0);
    stroke_ring(gx, x, y, r * 0.66f, w, TRAP_RGB << 8 | (uint32_t)(245 * k), 0);
    draw_risk(gx, x, y, r, k);
}

/* Latrunculi: a destination that leaves a man of the mover's to be taken next move (play-test
 * 30): a small warning triangle in the trap's cinnabar where the gold dot stands, a milder
 * "not here" than the king's cross, apart from it in shape. */
static void draw_leave(struct gfx *gx, float x, float y, float r, float k)
{
    float e = r * 0.3f, w = fmaxf(2.0f, r * 0.1f);
    float xy[8] = {x, y - e * 1.05f, x + e * 1.05f, y + e * 0.75f, x - e * 1.05f, y + e * 0.75f,
                   x, y - e * 1.05f};
    gfx_stroke(gx, xy, 4, w + 2, 0x1a120c00u | (uint32_t)(150 * k));
    gfx_stroke(gx, xy, 4, w, TRAP_RGB << 8 | (uint32_t)(245 * k));
}

/* A destination's mark: a gold ring of radius ring, edged dark, and a dot (for a counter r
 * across) in its middle where dot; k how far it has faded in. */
static void destination_mark(struct gfx *gx, float x, float y, float ring, float r, float k,
                             bool dot)
{
    gfx_ring(gx, x, y, ring + r * 0.06f, 0x2a1d0c00u | (uint32_t)(140 * k));
    gfx_ring(gx, x, y, ring, 0xffd27a00u | (uint32_t)(245 * k));
    if (!dot)
        return;
    gfx_disc(gx, x, y, r * 0.2f, 0xffd27a00u | (uint32_t)(235 * k));
    gfx_ring(gx, x, y, r * 0.22f, 0x2a1d0c00u | (uint32_t)(120 * k));
}

/* Latrunculi: a destination that takes men (play-test 31: a capture looked like any other
 * destination): a second gold ring round the first, a target, and a larger dot where the dot
 * stands. */
static void draw_take(struct gfx *gx, float x, float y, float ring, float r, float k, bool dot)
{
    destination_mark(gx, x, y, ring + r * 0.24f, r, k, false);
    if (!dot)
        return;
    gfx_disc(gx, x, y, r * 0.32f, 0xffd27a00u | (uint32_t)(240 * k));
    gfx_ring(gx, x, y, r * 0.34f, 0x2a1d0c00u | (uint32_t)(130 * k));
}

/* Where a lifted counter may go, over everything on the board, so a destination that holds
 * counters already (a sacred point, one's own pile) is as plain to see as an empty one. */
static void draw_destinations(struct app *a)
{
    struct game *g = a->game;
    if (g->ui.lift < 0)
        return;
    float k = ease_out((float)fmin(1.0, (a->now - g->ui.lift_t) / 0.15));
    for (int i = 0; i < g->ui.ndest; i++) {
        float x, y;
        if (!g->draw.view.ops->place_xy(&g->draw.view, &g->draw.shown, present(a)->side,
                                        g->ui.dest[i], &x, &y))
            continue;
        bool risky = game_dest_risky(a, i);
        bool leaves = game_dest_leaves(a, i);
        const struct view *v = &g->draw.view;
        float ring = v->ops->target_r ? v->ops->target_r(v, &g->draw.shown, present(a)->side,
                                                         g->ui.dest[i])
                                      : 0;
        /* round the pile it joins, where the view says, its dot as anywhere */
        bool takes = game_dest_takes(a, i), hits = game_dest_hits(a, i);
        /* round the counter it knocks off or hits, outside it (play-test 43: inside a pale
         * counter the gold ring and dot were hard to see), and doubled as Latrunculi's
         * capture is (play-test 44: it looked like any other destination) */
        if (ring <= 0 && g->ui.dest[i] != LUDI_OFF && g->ui.dest[i] != LUDI_OUT)
            for (int p = 0; p < g->draw.npcs; p++) {
                const struct vpiece *e = &g->draw.pcs[p];
                if (e->side != present(a)->side && hypotf(e->x - x, e->y - y) < v->r * 0.5f)
                    ring = e->r * 1.1f;
            }
        bool loses = risky && g->ui.risk[i].immobilised;   /* its red ring for the gold */
        if (!loses)
            destination_mark(&a->g, x, y, ring > 0 ? ring : v->r * 0.66f, v->r, k,
                             !risky && !leaves && !takes && !hits);
        /* the rings round a counter are thicker (a ring's stroke grows with it): the second
         * stands further out, or the two run together */
        if (takes || hits)
            draw_take(&a->g, x, y, (ring > 0 ? ring : v->r * 0.66f) + (hits ? v->r * 0.1f : 0),
                      v->r, k, !risky && !leaves);
        if (loses)
            draw_lose(&a->g, x, y, g->draw.view.r, k);
        else if (risky)
            draw_risk(&a->g, x, y, g->draw.view.r, k);
        else if (leaves)
            draw_leave(&a->g, x, y, g->draw.view.r, k);
    }
}

/* The destination under a dragged counter, ringed round it over the counter (its mark lies
 * hidden under it): where it would land when let go. */
static void draw_drop_target(struct app *a)
{
    struct game *g = a->game;
    if (g->ui.lift < 0 || !g->ui.dragging)
        return;
    float reach = g->draw.view.cell * 0.75f, r = g->draw.pcs[g->ui.lift].r;
    for (int i = 0; i < g->ui.ndest; i++) {
        float x, y;
        if (!g->draw.view.ops->place_xy(&g->draw.view, &g->draw.shown, present(a)->side,
                                        g->ui.dest[i], &x, &y) ||
            hypotf(x - g->ui.lx, y - g->ui.ly) > reach)
            continue;
        gfx_ring(&a->g, g->ui.lx, g->ui.ly, r * 1.24f, 0x2a1d0cb0u);
        gfx_ring(&a->g, g->ui.lx, g->ui.ly, r * 1.18f, 0xffd27af0u);
        return;
    }
}

void board_draw_destination(struct app *a, float x, float y, float r, float k, bool dot)
{
    destination_mark(&a->g, x, y, r * 0.66f, r, k, dot);
}

/* Points along a gentle curve from (x0, y0) to (x1, y1), bent sideways by bend of its length. */
static int curve(float x0, float y0, float x1, float y1, float bend, float *xy, int n)
{
    float mx = (x0 + x1) / 2 - (y1 - y0) * bend, my = (y0 + y1) / 2 + (x1 - x0) * bend;
    for (int i = 0; i < n; i++) {
        float t = (float)i / (float)(n - 1), u = 1 - t;
        xy[2 * i] = u * u * x0 + 2 * u * t * mx + t * t * x1;
        xy[2 * i + 1] = u * u * y0 + 2 * u * t * my + t * t * y1;
    }
    return n;
}

/* The point a fraction f of the way along a line of n points. */
static void along(const float *xy, int n, float f, float *x, float *y)
{
    float total = 0;
    for (int i = 1; i < n; i++)
        total += hypotf(xy[2 * i] - xy[2 * i - 2], xy[2 * i + 1] - xy[2 * i - 1]);
    float left = total * f;
    *x = xy[0];
    *y = xy[1];
    for (int i = 1; i < n; i++) {
        float d = hypotf(xy[2 * i] - xy[2 * i - 2], xy[2 * i + 1] - xy[2 * i - 1]);
        if (d >= left && d > 0) {
            *x = xy[2 * i - 2] + (xy[2 * i] - xy[2 * i - 2]) * left / d;
            *y = xy[2 * i - 1] + (xy[2 * i + 1] - xy[2 * i - 1]) * left / d;
            return;
        }
        left -= d;
    }
}

/* Whether a die's square (half its side) at (x, y) leaves every counter drawn and every box in
 * keep uncovered. */
static bool die_free(const struct game *g, float x, float y, float half, const SDL_FRect *keep,
                     int nk)
{
    for (int j = 0; j < nk; j++)
        if (x + half > keep[j].x && x - half < keep[j].x + keep[j].w && y + half > keep[j].y &&
            y - half < keep[j].y + keep[j].h)
            return false;
    for (int j = 0; j < g->draw.npcs; j++) {
        const struct vpiece *p = &g->draw.pcs[j];
        float dx = fmaxf(0, fabsf(p->x - x) - half), dy = fmaxf(0, fabsf(p->y - y) - half);
        if (dx * dx + dy * dy < p->r * p->r)
            return false;
    }
    return true;
}

int board_turn_arrows(struct app *a, const struct ludi_state *s0, const struct ludi_move *m,
                      struct board_arrow *out)
{
    struct game *g = a->game;
    int side = s0->side, n_out = 0;
    float r = g->draw.view.r, half = g->draw.view.cell * 0.58f * 0.62f;
    /* the piles' counts, which no die may cover: found once for the whole turn */
    struct view_badge b[8];
    int nb = g->draw.view.ops->badges ? g->draw.view.ops->badges(&g->draw.view, &a->g,
                                                                 g->draw.pcs, g->draw.npcs, b, 8)
                                      : 0;
    for (int i = 0; i < m->nsteps && i < LUDI_MAX_STEPS; i++) {
        const struct ludi_step *st = &m->steps[i];
        /* the position this step is made in: the steps before it played */
        struct ludi_state si = *s0;
        if (i > 0 && !ludi_preview(s0, m->steps, i, &si))
            break;
        struct vpiece pc[VIEW_MAX_PIECES];
        int n = g->draw.view.ops->pieces(&g->draw.view, &si, pc);
        const struct vpiece *from = board_top_of(pc, n, side, st->from);
        struct board_arrow *ar = &out[n_out];
        if (!from ||
            !g->draw.view.ops->place_xy(&g->draw.view, &si, side, st->to, &ar->tx, &ar->ty))
            continue;
        float *xy = ar->xy;
        int np = g->draw.view.ops->route
                     ? g->draw.view.ops->route(&g->draw.view, side, st->from, st->to, xy, 32) : 0;
        if (np >= 2) {
            /* along the track: from the counter's centre to the mark's, both ends trimmed */
            xy[0] = from->x;
            xy[1] = from->y;
            xy[2 * np - 2] = ar->tx;
            xy[2 * np - 1] = ar->ty;
            view_trim(xy, np, r * 0.9f, r * 0.45f);
        } else {
            float dx = ar->tx - from->x, dy = ar->ty - from->y, len = sqrtf(dx * dx + dy * dy);
            if (len < 1)
                continue;
            /* leave the counter's edge and stop at the mark's; a step the turn makes again
             * (a double's second 4 from the same pile) bends the other way, then wider, so
             * each arrow and its die are seen */
            int again = 0;
            for (int j = 0; j < i; j++)
                again += m->steps[j].from == st->from && m->steps[j].to == st->to;
            float x0 = from->x + dx / len * r * 0.9f, y0 = from->y + dy / len * r * 0.9f;
            float x1 = ar->tx - dx / len * r * 0.45f, y1 = ar->ty - dy / len * r * 0.45f;
            float bend = m->nsteps > 1 ? 0.12f : 0.06f;
            if (again > 0)
                bend = (again % 2 ? -1.0f : 1.0f) * (bend + 0.14f * (float)((again + 1) / 2));
            np = curve(x0, y0, x1, y1, bend, xy, 16);
        }
        ar->np = np;
        ar->fx = from->x;
        ar->fy = from->y;
        ar->fr = from->r;
        ar->die = st->die;
        along(xy, np, 0.5f, &ar->mx, &ar->my);
        /* a die on another's (a double's equal steps, a step from where another ends) or on
         * a pile's count: moved aside, across its arrow, till each is seen */
        float ux = xy[2 * np - 1] - xy[1], uy = xy[0] - xy[2 * np - 2], ul = hypotf(ux, uy);
        SDL_FRect keep[LUDI_MAX_STEPS + 8];
        int nk = 0;
        for (int j = 0; j < n_out; j++)
            keep[nk++] = (SDL_FRect){out[j].mx - half, out[j].my - half, 2 * half, 2 * half};
        for (int j = 0; j < nb; j++)
            keep[nk++] = b[j].box;
        /* and on no counter (play-test 8: the dice hid the waiting stack): the nearest free
         * place along the arrow, then beside it; failing that, moved aside as below */
        for (int o = 0, found = 0; ul > 0 && o <= 12 && !found; o++)
            for (int k = 0; k < 9 && !found; k++) {
                float off = (o % 2 ? 1.0f : -1.0f) * (float)((o + 1) / 2) * half * 0.5f, x, y;
                along(xy, np, 0.5f + (k % 2 ? 0.1f : -0.1f) * (float)((k + 1) / 2), &x, &y);
                x += ux / ul * off;
                y += uy / ul * off;
                if (die_free(g, x, y, half, keep, nk)) {
                    ar->mx = x;
                    ar->my = y;
                    found = 1;
                }
            }
        for (int j = 0, tries = 0; ul > 0 && j < nk && tries < 24; j++) {
            const SDL_FRect *k = &keep[j];
            if (ar->mx + half <= k->x || ar->mx - half >= k->x + k->w ||
                ar->my + half <= k->y || ar->my - half >= k->y + k->h)
                continue;
            float kx = k->x + k->w / 2, ky = k->y + k->h / 2;
            float way = (ar->mx - kx) * ux + (ar->my - ky) * uy >= 0 ? 1 : -1;
            ar->mx += way * ux / ul * half * 0.5f;
            ar->my += way * uy / ul * half * 0.5f;
            j = -1;   /* look at every one again */
            tries++;
        }
        /* the step's number at the counter's upper left, beside the numbers of earlier steps
         * from the same pile (not on them) */
        float nh = view_label_px(&g->draw.view) * 0.9f * 1.25f;
        ar->nx = from->x - r * 0.85f;
        ar->ny = from->y - r * 0.85f;
        for (int j = 0, tries = 0; j < n_out && tries < 2 * LUDI_MAX_STEPS; j++)
            if (fabsf(out[j].nx - ar->nx) < nh && fabsf(out[j].ny - ar->ny) < nh) {
                ar->nx = out[j].nx - nh * 1.05f;
                ar->ny = out[j].ny;
                j = -1;   /* look at every one again (a bounded number of times) */
                tries++;
            }
        n_out++;
    }
    return n_out;
}

void board_draw_turn(struct app *a, const struct ludi_state *s0, const struct ludi_move *m,
                     unsigned rgb, bool dice_chips)
{
    struct gfx *gx = &a->g;
    struct game *g = a->game;
    bool dice = dice_chips && ludi_game_dice(s0->opt.game) > 0;
    float c = g->draw.view.cell, r = g->draw.view.r;
    const uint32_t col = rgb << 8;
    struct board_arrow ar[LUDI_MAX_STEPS];
    int n = board_turn_arrows(a, s0, m, ar);
    for (int i = 0; i < n; i++) {
        gfx_arrow(gx, ar[i].xy, ar[i].np, fmaxf(4.0f, c * 0.1f) + 3,
                  fmaxf(12.0f, c * 0.34f) + 2, 0x10243a90u);
        gfx_arrow(gx, ar[i].xy, ar[i].np, fmaxf(4.0f, c * 0.1f), fmaxf(12.0f, c * 0.34f),
                  col | 0xf0u);
        /* from: a ring round the counter; to: a filled mark, ringed wider than a path's
         * number, which is drawn over it (the dot alone lay hidden under the number) */
        gfx_ring(gx, ar[i].fx, ar[i].fy, r * 1.12f, col | 0xf0u);
        gfx_disc(gx, ar[i].tx, ar[i].ty, r * 0.42f, col | 0xd0u);
        gfx_ring(gx, ar[i].tx, ar[i].ty, r * 0.48f, 0x10243ac0u);
        gfx_ring(gx, ar[i].tx, ar[i].ty, r * 0.74f, 0x10243aa0u);
        gfx_ring(gx, ar[i].tx, ar[i].ty, r * 0.68f, col | 0xf0u);
    }
    /* over every arrow and ring: each step's number and die */
    for (int i = 0; i < n; i++) {
        if (n > 1) {
            char num[8];
            snprintf(num, sizeof num, "%d", i + 1);
            gfx_chip(gx, FACE_FIGURES_BOLD, view_label_px(&g->draw.view) * 0.9f, ar[i].nx,
                     ar[i].ny, 0x0c1a2affu, col | 0xffu, num);
        }
        if (dice && ar[i].die >= 1 && ar[i].die <= 6) {
            float ds = c * 0.58f, mx = ar[i].mx, my = ar[i].my;
            gfx_round(gx, mx - ds * 0.62f, my - ds * 0.62f, ds * 1.24f, ds * 1.24f, ds * 0.22f,
                      0x10243ae0u);
            gfx_sprite(gx, (enum gfx_tex)(TEX_DIE1 + ar[i].die - 1), mx, my, ds, ds,
                       0xffffffffu);
        }
    }
}

/* The hint: the computer's turn for the player to move, in blue; in the middle of a turn, its
 * steps still to make, from where the steps made put the counters. */
static void draw_hint(struct app *a)
{
    struct game *g = a->game;
    if (!g->ui.hint_shown || g->ui.review >= 0 || g->ui.nmade != g->ui.hint_made)
        return;
    if (g->ui.nmade == 0) {
        board_draw_turn(a, present(a), &g->ui.hint, 0x8fd6ffu, true);
        return;
    }
    struct ludi_move rest = {.nsteps = (uint8_t)(g->ui.hint.nsteps - g->ui.nmade)};
    if (g->ui.hint.nsteps <= g->ui.nmade)
        return;
    memcpy(rest.steps, g->ui.hint.steps + g->ui.nmade, rest.nsteps * sizeof *rest.steps);
    board_draw_turn(a, &g->draw.shown, &rest, 0x8fd6ffu, true);
}

/* The side whose counting numbers the points: the player's whatever side is to move (the one
 * human's against the computer, a lesson's learner's); between two people, the side to
 * move's, and once the game is over the winner's (it turned to the loser's path as the last
 * counter was borne off: play-test 34). */
int board_numbers_side(const struct app *a)
{
    const struct game *g = a->game;
    const struct ludi_state *s = present(a);
    bool one = g->flow.lesson || ludi_session_human_side(&g->flow.ss) >= 0;
    if (one)
        return game_near_side(a);
    if (s->phase == LUDI_PHASE_OVER && (s->result == LUDI_WIN0 || s->result == LUDI_WIN1))
        return s->result;
    return s->side;
}

int board_path_side(const struct app *a)
{
    const struct game *g = a->game;
    if (!g->draw.view.ops->path || g->ui.review >= 0)
        return -1;
    int mover = present(a)->side;
    if (g->ui.lift >= 0)
        return mover;
    /* the numbering stays the player's whatever side is to move (it flipped to the
     * computer's every turn), also in a lesson's answer after the turn */
    int own = board_numbers_side(a);
    return g->ui.path == 1 ? own : g->ui.path == 2 ? !own : -1;
}

/* The side whose path is drawn over the board (Duodecim, not in a review), or -1. */
static int path_drawn(const struct app *a)
{
    const struct game *g = a->game;
    return g->draw.view.ops->path && g->ui.review < 0 ? board_path_side(a) : -1;
}

/* Duodecim: a side's path over the board, on demand and while a counter is lifted (its
 * numbers come later, over the turns drawn). */
static void draw_path(struct app *a)
{
    struct game *g = a->game;
    g->draw.view.path_cap.w = 0;
    int side = path_drawn(a);
    /* the path's caption says what P shows next: the other side's path, then none */
    g->draw.view.path_next = g->ui.lift >= 0 ? -2 : g->ui.path == 1 ? !side : -1;
    if (side >= 0)
        g->draw.view.ops->path(&g->draw.view, &a->g, &g->draw.shown, side);
}

/* The dashed copper ring of where the last move went, round (x, y) for a counter r across. */
static void last_ring(struct gfx *gx, float x, float y, float r)
{
    float w = fmaxf(2.0f, r * 0.1f);
    dashed_ring(gx, x, y, r * 1.2f, w + 2, 0x1a120c70u);
    dashed_ring(gx, x, y, r * 1.2f, w, LAST_RGB << 8 | 0xe8u);
}

/* Where the last move went: a dashed copper ring around the counter, over it (the counters
 * that can move have a solid gold one: the two were the same ring), under the points' numbers
 * and the piles' counts (play-test 8: with the path hidden it crossed White's small "1", which
 * read as "4"). Draws (draw) or counts the rings. */
static int last_rings(struct app *a, bool draw, float nx, float ny)
{
    struct game *g = a->game;
    int n = 0;
    if (!g->draw.has_last || g->ui.review >= 0 || g->ui.nmade != 0 || g->draw.nfl > 0)
        return 0;
    for (int i = 0; i < g->draw.nlast; i++) {
        int to = g->draw.last[i].to;
        if (to == LUDI_OUT || to == LUDI_OFF)
            continue;
        for (int k = 0; k < g->draw.npcs; k++) {
            const struct vpiece *p = &g->draw.pcs[k];
            if (p->side == g->draw.last_side && p->where == to && p->idx == p->count - 1 &&
                (nx < 0 || hypotf(p->x - nx, p->y - ny) < 1)) {
                n++;
                if (draw)
                    last_ring(&a->g, p->x, p->y, p->r);
            }
        }
    }
    return n;
}

static void draw_last_ring(struct app *a)
{
    last_rings(a, true, -1, -1);
}

float board_ring_outside_last(struct app *a, float x, float y, float r)
{
    float lr = a->game->draw.view.r * 1.2f;   /* last_ring's */
    if (last_rings(a, false, x, y) == 0 || r > lr * 1.12f)
        return r;
    return lr * 1.12f + fmaxf(2.0f, a->game->draw.view.r * 0.1f);
}

/* --- the marks as a lesson's key shows them --- */

bool board_mark_shown(struct app *a, enum board_mark m)
{
    struct game *g = a->game;
    switch (m) {
    case BOARD_MARK_MOVABLE:
        return g->ui.lift < 0 && g->ui.nlegal > 0 && movable_ringed(a);
    case BOARD_MARK_DESTINATION:
        if (g->ui.lift < 0 || !g->ui.legal_valid || !game_can_interact(a))
            return false;
        for (int i = 0; i < g->ui.nlegal; i++)
            if (g->ui.legal[i].from == g->draw.pcs[g->ui.lift].where)
                return true;
        return g->ui.ndest > 0;
    case BOARD_MARK_TAKE:
        return g->ui.lift >= 0 && g->ui.ntake > 0 && game_can_interact(a);
    case BOARD_MARK_LAST:
        return last_rings(a, false, -1, -1) > 0;
    default:   /* the rules page's own: no lesson's key shows them */
        return false;
    }
}

void board_draw_mark_icon(struct app *a, enum board_mark m, float x, float y, float r)
{
    struct game *g = a->game;
    board_draw_mark_sample(&a->g, &g->draw.view,
                           m, m == BOARD_MARK_LAST ? g->draw.last_side : present(a)->side, x, y,
                           r);
}

void board_draw_mark_sample(struct gfx *gx, struct view *v, enum board_mark m, int side, float x,
                            float y, float r)
{
    float d = r * 1.4f;   /* a destination's mark, for a counter that size */
    switch (m) {
    case BOARD_MARK_MOVABLE:   /* round a counter of the mover's, as on the board */
        view_draw_piece(v, gx, side, false, x, y, r * 0.8f, 0, 255);
        movable_ring(gx, x, y, r * 0.8f);
        break;
    case BOARD_MARK_DESTINATION:   /* with its dot, as on the board */
        destination_mark(gx, x, y, d * 0.66f, d, 1, true);
        break;
    case BOARD_MARK_TAKE:   /* the destination's ring inside the second */
        destination_mark(gx, x, y, d * 0.66f, d, 1, false);
        draw_take(gx, x, y, d * 0.66f, d, 1, true);
        break;
    case BOARD_MARK_LAST:
        view_draw_piece(v, gx, side, false, x, y, r * 0.75f, 0, 255);
        last_ring(gx, x, y, r * 0.75f);
        break;
    case BOARD_MARK_HIT: {   /* round the enemy's counter, twice, as draw_destinations */
        float c = r * 0.72f;
        view_draw_piece(v, gx, !side, false, x, y, c, 0, 255);
        destination_mark(gx, x, y, c * 1.1f, c, 1, false);
        draw_take(gx, x, y, c * 1.1f + c * 0.1f, c, 1, false);
        break;
    }
    case BOARD_MARK_LEAVE:
        destination_mark(gx, x, y, d * 0.66f, d, 1, false);
        draw_leave(gx, x, y, d, 1);
        break;
    case BOARD_MARK_RISK: {   /* both crosses its words tell apart, a little smaller, side by
                                 side (play-test 51: "in a ring" beside a cross with none) */
        float e = d * 0.74f, dx = e * 0.64f, mid = x + e * 0.15f;   /* in line with the others */
        destination_mark(gx, mid - dx, y, e * 0.66f, e, 1, false);
        draw_risk(gx, mid - dx, y, e, 1);
        draw_lose(gx, mid + dx, y, e, 1);
        break;
    }
    case BOARD_MARK_TRAP: {   /* the corners round a square, its glow, as draw_trap_moves */
        float c = r * 2.0f, w = fmaxf(2.0f, c * 0.06f);
        gfx_glow(gx, x, y, c * 0.42f, TRAP_RGB << 8 | 0x50u);
        corners(gx, x, y, c * 0.44f, c * 0.2f, w + 2, 0x1a120c80u);
        corners(gx, x, y, c * 0.44f, c * 0.2f, w, TRAP_RGB << 8 | 0xe8u);
        break;
    }
    case BOARD_MARK_KING:   /* the pale one: the dark one's star is faint when small */
        view_draw_piece(v, gx, 1, true, x, y, r, 0, 255);
        break;
    }
}

void board_draw_pieces(struct app *a)
{
    board_draw_pieces_under(a);
    board_draw_pieces_over(a);
}

void board_draw_pieces_under(struct app *a)
{
    struct gfx *gx = &a->g;
    struct game *g = a->game;
    bool hidden[VIEW_MAX_PIECES] = {false};
    for (int i = 0; i < g->draw.nfl; i++)
        if (g->draw.fl[i].piece >= 0 && g->draw.fl[i].piece < g->draw.npcs)
            hidden[g->draw.fl[i].piece] = true;
    /* the path under the counters, as lines scratched into the board: over them its arrows
     * crossed the piles (play-test 14: White's pile on 13 read washed out) */
    g->draw.view.lang = a->lang;   /* before the path's caption: its first frame was English */
    draw_path(a);
    if (g->draw.view.ops->underlay)
        g->draw.view.ops->underlay(&g->draw.view, gx, g->draw.pcs, g->draw.npcs);
    for (int i = 0; i < g->draw.npcs; i++) {
        if (hidden[i] || i == g->ui.lift)
            continue;
        const struct vpiece *p = &g->draw.pcs[i];
        view_draw_piece(&g->draw.view, gx, p->side, p->king, p->x, p->y, p->r, 0, 255);
    }
    draw_movable(a);
    draw_destinations(a);
    draw_hint(a);
    review_draw_board(a);
    draw_last_ring(a);
}

/* The counter picked up: in its place (its pile's count drawn over it: play-test 43 found the
 * count hidden under it) or in the hand, with its ring and where it would land. */
static void draw_lifted(struct app *a)
{
    struct gfx *gx = &a->g;
    struct game *g = a->game;
    if (g->ui.lift < 0)
        return;
    const struct vpiece *p = &g->draw.pcs[g->ui.lift];
    float k = ease_out((float)fmin(1.0, (a->now - g->ui.lift_t) / 0.12));
    float x = g->ui.dragging ? g->ui.lx : p->x, y = g->ui.dragging ? g->ui.ly : p->y;
    /* in the hand a counter has its whole size (one on a shared point is drawn smaller) */
    float r = g->ui.dragging ? g->draw.view.r : p->r;
    view_draw_piece(&g->draw.view, gx, p->side, p->king, x, y, r, k, 255);
    /* picked up, it keeps the gold ring of a counter that can move, on it as it rises
     * (play-test 13: a waiting counter picked lost it; in the hand the drop target's
     * ring stands round it instead); a Latrunculi man, whose side's men are not ringed
     * (nearly all can move), gets it as it is lifted (play-test 34: the lifted man stood
     * out by its size alone) */
    bool lat = ludi_session_options(&g->flow.ss)->game == LUDI_LATRUNCULI;
    if (!g->ui.dragging && (movable_ringed(a) || (lat && g->ui.review < 0 &&
                                                  game_can_interact(a))))
        movable_ring(gx, x, y - r * 0.06f * k, r * (1 + 0.08f * k));
    draw_drop_target(a);
}

void board_draw_pieces_over(struct app *a)
{
    struct gfx *gx = &a->g;
    struct game *g = a->game;
    int path = path_drawn(a);
    if (!g->ui.dragging)   /* in its place: under the numbers and counts */
        draw_lifted(a);
    /* over the turns drawn (the hint's, the review's): the path's numbers and how many
     * counters each pile and tray holds, so no arrow or mark hides a number */
    /* the points keep the player's numbers whichever path P shows, as the list's words do
     * (play-test 39: with White's path the board said B1 where the list said W1; play-test
     * 40: the list renumbered with it read as moves going back): the path's arrows show its
     * way */
    if (path >= 0 && g->draw.view.ops->path_numbers)
        g->draw.view.ops->path_numbers(&g->draw.view, gx, board_numbers_side(a), false,
                                       g->draw.pcs, g->draw.npcs);
    else if (g->draw.view.ops->path_numbers)   /* P hid the path: its numbers, faint */
        g->draw.view.ops->path_numbers(&g->draw.view, gx, board_numbers_side(a), true,
                                       g->draw.pcs, g->draw.npcs);
    if (g->draw.view.ops->annotate)
        g->draw.view.ops->annotate(&g->draw.view, gx, &g->draw.shown, g->draw.pcs, g->draw.npcs);
    for (int i = 0; i < g->draw.nfl; i++) {
        const struct flight *f = &g->draw.fl[i];
        float t = (float)((a->now - f->t0) / f->dur);
        if (t < 0) {   /* not started: still where it was */
            view_draw_piece(&g->draw.view, gx, f->p.side, f->p.king, f->x0, f->y0, f->p.r, 0, 255);
            continue;
        }
        if (t > 1)
            t = 1;
        float k = t < 0.5f ? 4 * t * t * t : 1 - powf(-2 * t + 2, 3) / 2;   /* ease in-out */
        float x = f->x0 + (f->p.x - f->x0) * k, y = f->y0 + (f->p.y - f->y0) * k;
        float lift = f->arc * sinf(PI_F * t);
        view_draw_piece(&g->draw.view, gx, f->p.side, f->p.king, x, y, f->p.r, lift, 255);
    }
    if (g->ui.dragging)   /* in the hand: over everything */
        draw_lifted(a);
}

int board_shown_move(const struct app *a)
{
    const struct game *g = a->game;
    if (g->ui.review < 0)
        return -1;
    /* in the review, the move about to be played; at its end, the last one played */
    return review_selected(a) > 0 && !review_at_end(a) ? review_selected(a) : g->ui.review;
}

float board_dice_size(const SDL_FRect *t, float n, float u)
{
    /* a die at rest spans up to DICE_REST_SPAN of its edge and lies near the middle of its
     * slot and of the tray's breadth (dice.h), its slots a tenth of the breadth in from the
     * ends (dice_throw): so sized, none touches another or the felt's edge */
    float along = fmaxf(t->w, t->h), across = fminf(t->w, t->h), felt = 6 * u;
    float slot = (along - across * 0.2f) / n, span = DICE_REST_SPAN;
    float in_slot = slot * (1 - 2 * DICE_JITTER_ALONG) / span;
    float at_ends = (slot * (0.5f - DICE_JITTER_ALONG) + across * 0.1f - felt) / (span / 2);
    float across_fit = (across * (1 - 2 * DICE_JITTER_ACROSS) - 2 * felt) / span;
    return fminf(fminf(across * 0.6f, along / (n * 1.25f)),
                 fminf(fminf(in_slot, at_ends), across_fit));
}

void board_dice_shown(struct app *a, struct dice_view *out)
{
    struct game *g = a->game;
    const struct ludi_state *s = present(a);
    /* waiting for a throw: blank dice, as before the first, so a throw that has not happened
     * never looks like one, nor an earlier one like the throw asked for (play-test 24: a game
     * loaded showed its last throw, dimmed, under "White to throw"; the move list keeps it) */
    *out = g->draw.dice;
    if (s->phase == LUDI_PHASE_ROLL && !dice_rolling(&g->draw.dice, a->now)) {
        /* ... except the computer's throw in Pente grammai, spent, until the person throws:
         * the line under the board says whose it is (play-test 30: the die lay blank after the
         * computer's move, what it threw only in the move list) */
        const struct ludi_event *e = game_computer_throw(a);
        for (int i = 0; i < out->n; i++) {
            out->d[i].value = e && i < e->ndice ? e->dice[i] : 0;
            out->d[i].used = e != NULL;
        }
    }
    int k = board_shown_move(a);
    if (k > 0) {   /* an earlier position: the throw of the move it is shown for */
        size_t ev = ludi_session_events_for_moves(&g->flow.ss, (size_t)k) - 1;
        const struct ludi_state *before = ludi_session_state_at(&g->flow.ss, ev);
        for (int i = 0; i < out->n; i++) {
            out->d[i].value = i < before->ndice ? before->dice[i] : 0;
            out->d[i].used = false;
        }
    } else if (k == 0) {   /* the start: no throw yet */
        for (int i = 0; i < out->n; i++)
            out->d[i].value = 0;
    }
}

void board_draw_trays(struct app *a, int dice_widget)
{
    struct gfx *gx = &a->g;
    struct game *g = a->game;
    const struct ludi_state *s = present(a);
    /* the dice tray: a felt-lined box to the board's left */
    const SDL_FRect *t = &g->draw.view.dice;
    if (t->w > 0) {
        bool can = s->phase == LUDI_PHASE_ROLL && game_human_to_move(a) && !game_busy(a);
        gfx_round(gx, t->x - 3 * gx->u, t->y - 3 * gx->u, t->w + 6 * gx->u, t->h + 6 * gx->u,
                  12 * gx->u, 0x2b1d12ffu);
        gfx_round(gx, t->x, t->y, t->w, t->h, 10 * gx->u, 0x3a2616ffu);
        gfx_round(gx, t->x + 4 * gx->u, t->y + 4 * gx->u, t->w - 8 * gx->u, t->h - 8 * gx->u,
                  8 * gx->u, 0x23321fffu);
        if (can) {
            bool hot = a->hover == dice_widget;
            gfx_frame(gx, t->x + 2 * gx->u, t->y + 2 * gx->u, t->w - 4 * gx->u, t->h - 4 * gx->u,
                      2 * gx->u, hot ? 0xffd27ae0u : 0xffd27a90u);
            app_widget(a, dice_widget, t->x, t->y, t->w, t->h, true);
        }
        float n = (float)(g->draw.dice.n > 0 ? g->draw.dice.n : 1);
        float size = board_dice_size(t, n, gx->u);
        struct dice_view shown;
        board_dice_shown(a, &shown);
        dice_draw(&shown, gx, a->now, size);
    }
}
