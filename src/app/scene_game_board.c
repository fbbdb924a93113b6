/* scene_game_board.c: what the game screen draws on and around the board: the board itself,
 * marks for the last move, the hint and a lifted counter's destinations, the counters and the
 * dice tray. */
#include <math.h>
#include <stdio.h>

#define PI_F 3.14159265358979f
#include "app.h"
#include "game.h"
#include "scene_game_board.h"

static const struct ludi_state *present(const struct app *a)
{
    return ludi_session_state(&a->game->ss);
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
    bool fresh = g->backdrop && g->backdrop_w == gx->w && g->backdrop_h == gx->h;
    if (!fresh) {
        if (g->backdrop)
            SDL_DestroyTexture(g->backdrop);
        g->backdrop = SDL_CreateTexture(gx->ren, SDL_PIXELFORMAT_ARGB8888,
                                        SDL_TEXTUREACCESS_TARGET, gx->w, gx->h);
        g->backdrop_w = gx->w;
        g->backdrop_h = gx->h;
        g->backdrop_gen = g->view.generation - 1;
    }
    if (g->backdrop && g->backdrop_gen != g->view.generation + 1) {
        /* painting the board may bump the generation: draw, then note what was drawn */
        SDL_SetRenderTarget(gx->ren, g->backdrop);
        SDL_SetRenderDrawColor(gx->ren, 20, 16, 12, 255);
        SDL_RenderClear(gx->ren);
        gfx_cover(gx, TEX_WOOD, 0, 0, (float)gx->w, (float)gx->h, 0xb0a8a0ffu);
        view_draw_board(&g->view, gx);
        SDL_SetRenderTarget(gx->ren, NULL);
        g->backdrop_gen = g->view.generation + 1;
    }
    if (g->backdrop) {
        SDL_SetTextureBlendMode(g->backdrop, SDL_BLENDMODE_NONE);
        SDL_RenderCopy(gx->ren, g->backdrop, NULL, NULL);
    } else {   /* no render targets: draw it all every frame */
        gfx_cover(gx, TEX_WOOD, 0, 0, (float)gx->w, (float)gx->h, 0xb0a8a0ffu);
        view_draw_board(&g->view, gx);
    }
}

void board_draw_marks(struct app *a)
{
    struct gfx *gx = &a->g;
    struct game *g = a->game;
    const struct ludi_state *s = &g->shown;
    float r = g->view.cell * 0.48f;
    /* the last move: soft marks where it came from and went */
    if (g->has_last && g->review < 0 && g->nmade == 0) {
        for (int i = 0; i < g->nlast; i++) {
            float x, y;
            if (g->view.ops->place_xy(&g->view, s, g->last_side, g->last[i].from, &x, &y))
                gfx_glow(gx, x, y, r * 1.2f, 0xe8c77a50u);
        }
    }
    /* the hint */
    if (g->hint_shown && g->review < 0) {
        int side = present(a)->side;
        const float pulse = 1.0f;   /* steady: an idle window draws nothing */
        for (int i = 0; i < g->hint.nsteps; i++) {
            float x, y;
            if (g->view.ops->place_xy(&g->view, s, side, g->hint.steps[i].from, &x, &y))
                gfx_ring(gx, x, y, r * 0.95f, 0x7ad0ff00u | (uint32_t)(200 * pulse));
            if (g->view.ops->place_xy(&g->view, s, side, g->hint.steps[i].to, &x, &y))
                gfx_ring(gx, x, y, r * 0.95f, 0x7ad0ff00u | (uint32_t)(230 * pulse));
        }
    }
    /* the destinations of a lifted counter */
    if (g->lift >= 0) {
        int src = g->pcs[g->lift].where;
        for (int i = 0; i < g->nlegal; i++) {
            float x, y;
            if (g->legal[i].from != src ||
                !g->view.ops->place_xy(&g->view, s, present(a)->side, g->legal[i].to, &x, &y))
                continue;
            float k = ease_out((float)fmin(1.0, (a->now - g->lift_t) / 0.15));
            gfx_glow(gx, x, y, r * (0.8f + 0.3f * k), 0xffd27a00u | (uint32_t)(150 * k));
            gfx_ring(gx, x, y, r * 0.55f, 0xffe3a000u | (uint32_t)(200 * k));
        }
    }
}

/* Where the last move went: a thin warm ring around the counter, over it. */
void board_draw_last_ring(struct app *a)
{
    struct gfx *gx = &a->g;
    struct game *g = a->game;
    if (!g->has_last || g->review >= 0 || g->nmade != 0 || g->nfl > 0)
        return;
    for (int i = 0; i < g->nlast; i++) {
        int to = g->last[i].to;
        if (to == LUDI_OUT || to == LUDI_OFF)
            continue;
        for (int k = 0; k < g->npcs; k++) {
            const struct vpiece *p = &g->pcs[k];
            if (p->side == g->last_side && p->where == to && p->idx == p->count - 1)
                gfx_ring(gx, p->x, p->y, p->r * 1.18f, 0xf2d48ac0u);
        }
    }
}

void board_draw_pieces(struct app *a)
{
    struct gfx *gx = &a->g;
    struct game *g = a->game;
    bool hidden[VIEW_MAX_PIECES] = {false};
    for (int i = 0; i < g->nfl; i++)
        if (g->fl[i].piece >= 0 && g->fl[i].piece < g->npcs)
            hidden[g->fl[i].piece] = true;
    for (int i = 0; i < g->npcs; i++) {
        if (hidden[i] || i == g->lift)
            continue;
        const struct vpiece *p = &g->pcs[i];
        view_draw_piece(&g->view, gx, p->side, p->king, p->x, p->y, p->r, 0, 255);
    }
    /* pile counts where a pile is taller than drawn */
    for (int i = 0; i < g->npcs; i++) {
        const struct vpiece *p = &g->pcs[i];
        if (hidden[i] || p->count < 6 || p->idx != p->count - 1)
            continue;
        char n[8];
        snprintf(n, sizeof n, "%d", p->count);
        gfx_disc(gx, p->x, p->y, p->r * 0.45f, 0x1a1512d0u);
        gfx_text(gx, FACE_BOLD, p->r * 0.62f, 0xf2e6c8ffu, p->x, p->y - p->r * 0.40f,
                 ALIGN_CENTER, n);
    }
    for (int i = 0; i < g->nfl; i++) {
        const struct flight *f = &g->fl[i];
        float t = (float)((a->now - f->t0) / f->dur);
        if (t < 0) {   /* not started: still where it was */
            view_draw_piece(&g->view, gx, f->p.side, f->p.king, f->x0, f->y0, f->p.r, 0, 255);
            continue;
        }
        if (t > 1)
            t = 1;
        float k = t < 0.5f ? 4 * t * t * t : 1 - powf(-2 * t + 2, 3) / 2;   /* ease in-out */
        float x = f->x0 + (f->p.x - f->x0) * k, y = f->y0 + (f->p.y - f->y0) * k;
        float lift = f->arc * sinf(PI_F * t);
        view_draw_piece(&g->view, gx, f->p.side, f->p.king, x, y, f->p.r, lift, 255);
    }
    if (g->lift >= 0) {
        const struct vpiece *p = &g->pcs[g->lift];
        float k = ease_out((float)fmin(1.0, (a->now - g->lift_t) / 0.12));
        float x = g->dragging ? g->lx : p->x, y = g->dragging ? g->ly : p->y;
        view_draw_piece(&g->view, gx, p->side, p->king, x, y, p->r, k, 255);
    }
}

void board_draw_trays(struct app *a, int dice_widget)
{
    struct gfx *gx = &a->g;
    struct game *g = a->game;
    const struct ludi_state *s = present(a);
    /* the dice tray: a felt-lined box to the board's left */
    const SDL_FRect *t = &g->view.dice;
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
        float size = fminf(t->w * 0.42f, t->h / 4.2f);
        dice_draw(&g->dice, gx, a->now, size);
    }
}
