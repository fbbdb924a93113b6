/* scene_game.c: the game screen: the board, the counters under the pointer or the keys, the
 * dice tray, the top line, the move list, the buttons and the end-of-game panel. The board and
 * what stands on it are drawn by scene_game_board.c. */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "app.h"
#include "game.h"
#include "ludi/fileio.h"
#include "scene_game_board.h"
#include "sound.h"

enum {
    W_UNDO = 1, W_REDO, W_HINT, W_RULES, W_MENU, W_LIST, W_DICE, W_REMATCH, W_NEWGAME, W_TOMENU,
    W_PRESENT, W_SAVE, W_PATH, W_ENTRY = 1000
};

static struct game *G(struct app *a)
{
    return a->game;
}

static const struct ludi_state *present(const struct app *a)
{
    return ludi_session_state(&a->game->ss);
}

static const char *side_name(const struct app *a, int side)
{
    static const enum str_id ids[3][2] = {{STR_SIDE_BLACK, STR_SIDE_WHITE},
                                          {STR_SIDE_A, STR_SIDE_B},
                                          {STR_SIDE_ONE, STR_SIDE_TWO}};
    return tr(a, ids[a->game->ss.opt.game][side ? 1 : 0]);
}

/* --- what may be lifted, and where it may go --- */

static bool source_legal(const struct game *g, int where)
{
    for (int i = 0; i < g->nlegal; i++)
        if (g->legal[i].from == where)
            return true;
    return false;
}

static bool liftable(struct app *a, int i)
{
    struct game *g = G(a);
    if (i < 0 || i >= g->npcs || !game_can_interact(a))
        return false;
    const struct vpiece *p = &g->pcs[i];
    return p->side == present(a)->side && p->idx == p->count - 1 && source_legal(g, p->where);
}

/* The step from `src` landing nearest to (x, y) within reach, or NULL. When several dice make
 * the same step (bearing off), the smallest die is taken. */
static const struct ludi_step *target_at(struct app *a, int src, float x, float y)
{
    struct game *g = G(a);
    const struct ludi_step *best = NULL;
    float bestd = g->view.cell * g->view.cell * 0.55f;
    for (int i = 0; i < g->nlegal; i++) {
        const struct ludi_step *st = &g->legal[i];
        float tx, ty;
        if (st->from != src ||
            !g->view.ops->place_xy(&g->view, &g->shown, present(a)->side, st->to, &tx, &ty))
            continue;
        float d = (tx - x) * (tx - x) + (ty - y) * (ty - y);
        if (d < bestd || (best && d == bestd && st->die < best->die)) {
            best = st;
            bestd = d;
        }
    }
    return best;
}

static void drop_lift(struct app *a, bool glide_back)
{
    struct game *g = G(a);
    if (g->lift < 0)
        return;
    if (glide_back && g->dragging && g->moved) {
        struct flight *f = &g->fl[g->nfl < GAME_MAX_FLIGHTS ? g->nfl++ : GAME_MAX_FLIGHTS - 1];
        f->piece = g->lift;
        f->p = g->pcs[g->lift];
        f->x0 = g->lx;
        f->y0 = g->ly;
        f->t0 = a->now;
        f->dur = app_anim(a, 0.15);
        f->arc = 0;
        if (f->dur <= 0)
            g->nfl--;
    }
    g->lift = -1;
    g->dragging = false;
    a->dirty = true;
}

static void lift(struct app *a, int i, float x, float y, bool drag)
{
    struct game *g = G(a);
    g->lift = i;
    g->dragging = drag;
    g->moved = false;
    g->lx = g->pcs[i].x;
    g->ly = g->pcs[i].y;
    g->dx = g->pcs[i].x - x;
    g->dy = g->pcs[i].y - y;
    g->px0 = x;
    g->py0 = y;
    g->lift_t = a->now;
    g->hint_shown = false;
    a->dirty = true;
}

/* The counter a press at (x, y) picks up: of the counters under the pointer (a pile may mix
 * both sides), one of the mover's that may move, taken from the top of its own pile. */
static int pick_at(struct app *a, float x, float y)
{
    struct game *g = G(a);
    for (int i = g->npcs - 1; i >= 0; i--) {
        const struct vpiece *p = &g->pcs[i];
        float dx = x - p->x, dy = y - p->y;
        if (dx * dx + dy * dy > p->r * p->r * 1.1f)
            continue;
        for (int k = 0; k < g->npcs; k++)
            if (g->pcs[k].side == p->side && g->pcs[k].where == p->where &&
                g->pcs[k].idx == g->pcs[k].count - 1 && liftable(a, k))
                return k;
    }
    return -1;
}

static void try_step(struct app *a, const struct ludi_step *st, float fx, float fy)
{
    struct game *g = G(a);
    struct ludi_step copy = *st;
    g->lift = -1;
    g->dragging = false;
    game_step(a, &copy, fx, fy);
    g->cursor = 0;
}

/* --- keyboard: a cursor over what can be chosen now --- */

struct choice {
    float x, y;
    int piece;                     /* a counter to lift, or -1 */
    const struct ludi_step *step;  /* a destination, or NULL */
};

static int choices(struct app *a, struct choice *out, int cap)
{
    struct game *g = G(a);
    int n = 0;
    if (!game_can_interact(a))
        return 0;
    if (g->lift >= 0) {
        int src = g->pcs[g->lift].where;
        for (int i = 0; i < g->nlegal && n < cap; i++) {
            const struct ludi_step *st = &g->legal[i];
            float x, y;
            if (st->from != src ||
                !g->view.ops->place_xy(&g->view, &g->shown, present(a)->side, st->to, &x, &y))
                continue;
            bool dup = false;
            for (int k = 0; k < n; k++)
                dup |= fabsf(out[k].x - x) < 1 && fabsf(out[k].y - y) < 1;
            if (!dup)
                out[n++] = (struct choice){x, y, -1, st};
        }
    } else {
        for (int i = 0; i < g->npcs && n < cap; i++)
            if (liftable(a, i))
                out[n++] = (struct choice){g->pcs[i].x, g->pcs[i].y, i, NULL};
    }
    return n;
}

/* Moves the cursor to the nearest choice in the direction (dx, dy). */
static void cursor_move(struct app *a, float dx, float dy)
{
    struct game *g = G(a);
    struct choice c[256];
    int n = choices(a, c, 256);
    if (n == 0)
        return;
    if (!g->keys || g->cursor >= n) {
        g->keys = true;
        g->cursor = 0;
        a->dirty = true;
        return;
    }
    float cx = c[g->cursor].x, cy = c[g->cursor].y;
    int best = -1;
    float bestd = 1e30f;
    for (int i = 0; i < n; i++) {
        float vx = c[i].x - cx, vy = c[i].y - cy;
        float along = vx * dx + vy * dy;
        if (i == g->cursor || along <= 1)
            continue;
        float across = fabsf(vx * dy - vy * dx);
        float d = along + across * 2.5f;
        if (d < bestd) {
            bestd = d;
            best = i;
        }
    }
    if (best >= 0)
        g->cursor = best;
    a->dirty = true;
}

static void cursor_enter(struct app *a)
{
    struct game *g = G(a);
    struct choice c[256];
    int n = choices(a, c, 256);
    if (!g->keys || n == 0) {
        g->keys = true;
        g->cursor = 0;
        a->dirty = true;
        return;
    }
    if (g->cursor >= n)
        g->cursor = 0;
    if (c[g->cursor].piece >= 0) {
        lift(a, c[g->cursor].piece, c[g->cursor].x, c[g->cursor].y, false);
        g->cursor = 0;
    } else if (c[g->cursor].step) {
        try_step(a, c[g->cursor].step, -1, -1);
    }
}

/* --- saving --- */

void scene_game_save(struct app *a)
{
    struct game *g = G(a);
    char dir[1200], path[1400], err[256];
    if (!a->pref_dir[0]) {
        { char msg_[600]; trf(a, msg_, sizeof msg_, STR_LOAD_FAILED, "no folder for saved games"); app_notice(a, "%s", msg_); }
        return;
    }
    snprintf(dir, sizeof dir, "%ssaves", a->pref_dir);
    if (!ludi_make_dir(dir, err, sizeof err)) {
        app_notice(a, "%s", err);
        return;
    }
    time_t t = time(NULL);
    struct tm tm;
    localtime_r(&t, &tm);
    char stamp[64];
    strftime(stamp, sizeof stamp, "%Y-%m-%d %H.%M.%S", &tm);
    snprintf(path, sizeof path, "%s/%s %s.ludi", dir, stamp, ludi_game_name(g->ss.opt.game));
    if (!ludi_session_save(&g->ss, path, err, sizeof err))
        app_notice(a, "%s", err);
    else
        { char msg_[600]; trf(a, msg_, sizeof msg_, STR_SAVED, path); app_notice(a, "%s", msg_); }
}

/* --- events --- */

/* A rematch: the same game, options and players as the one just played, a fresh seed. */
static void new_game(struct app *a)
{
    char err[256];
    struct ludi_options opt = G(a)->ss.opt;
    struct ludi_player players[2] = {G(a)->ss.players[0], G(a)->ss.players[1]};
    struct ludi_settings keep = a->settings;
    a->settings.game = opt.game;
    a->settings.opt[opt.game] = opt;
    for (int side = 0; side < 2; side++) {
        a->settings.computer[side] = players[side].kind == LUDI_COMPUTER;
        if (players[side].level > 0)
            a->settings.level[side] = players[side].level;
    }
    a->launch.have_seed = false;   /* a rematch is a new game, not a replay of the seed */
    if (!game_start(a, NULL, err, sizeof err))
        app_notice(a, "%s", err);
    a->settings = keep;
    a->dirty = true;
}

/* Shows the position after k moves, read-only (k past the last move: the present). */
static void review(struct app *a, int k)
{
    struct game *g = G(a);
    int played = (int)ludi_session_moves_played(&g->ss);
    if (k < 0)
        k = 0;
    size_t moves = 0, ev = 0;
    for (; ev < g->ss.cur && (int)moves < k; ev++)
        moves += g->ss.events[ev].kind == LUDI_EVENT_MOVE;
    if (k >= played) {
        g->review = -1;
        g->shown = *present(a);
    } else {
        g->review = k;
        g->shown = *ludi_session_state_at(&g->ss, ev);
    }
    drop_lift(a, false);
    game_sync_pieces(a);
    a->dirty = true;
}

static void activate(struct app *a, int id)
{
    struct game *g = G(a);
    sound_play(SOUND_CLICK);
    switch (id) {
    case W_UNDO:
        drop_lift(a, false);
        game_undo(a);
        break;
    case W_REDO:
        drop_lift(a, false);
        game_redo(a);
        break;
    case W_HINT:
        game_ask_hint(a);
        break;
    case W_RULES:
        app_switch(a, SCENE_RULES);
        break;
    case W_MENU:
    case W_TOMENU:
        computer_cancel(&g->comp);
        app_switch(a, SCENE_TITLE);
        break;
    case W_LIST:
        g->list_open = !g->list_open;
        game_layout(a);
        break;
    case W_DICE:
        game_throw(a);
        break;
    case W_REMATCH:
    case W_NEWGAME: {
        if (id == W_NEWGAME) {
            computer_cancel(&g->comp);
            app_switch(a, SCENE_SETTINGS);
            break;
        }
        /* the same game and players, sides kept */
        new_game(a);
        break;
    }
    case W_PRESENT:
        g->review = -1;
        g->shown = *present(a);
        game_sync_pieces(a);
        break;
    case W_SAVE:
        scene_game_save(a);
        break;
    case W_PATH:   /* the mover's path, the other side's, none */
        g->path = (g->path + 1) % 3;
        break;
    default:
        if (id >= W_ENTRY)
            review(a, id - W_ENTRY + 1);
        break;
    }
    a->dirty = true;
}

static void event(struct app *a, const struct ui_event *e)
{
    struct game *g = G(a);
    if (!g)
        return;
    switch (e->kind) {
    case UI_WAKE:
        a->dirty = true;
        break;
    case UI_PRESS: {
        if (e->button != 1 || g->review >= 0)
            break;
        g->keys = false;
        /* the dice tray throws */
        const SDL_FRect *t = &g->view.dice;
        if (t->w > 0 && e->x >= t->x && e->x < t->x + t->w && e->y >= t->y &&
            e->y < t->y + t->h && present(a)->phase == LUDI_PHASE_ROLL) {
            game_throw(a);
            break;
        }
        if (g->lift >= 0 && !g->dragging) {
            /* click-then-click: the second click chooses the destination */
            const struct ludi_step *st = target_at(a, g->pcs[g->lift].where, e->x, e->y);
            if (st) {
                try_step(a, st, -1, -1);
                break;
            }
            int before = g->lift;
            drop_lift(a, false);
            int again = pick_at(a, e->x, e->y);
            if (again >= 0 && again != before)
                lift(a, again, e->x, e->y, true);
            break;
        }
        int i = pick_at(a, e->x, e->y);
        if (i >= 0)
            lift(a, i, e->x, e->y, true);
        break;
    }
    case UI_MOVE:
        if (g->lift >= 0 && g->dragging) {
            if (fabsf(e->x - g->px0) + fabsf(e->y - g->py0) > 6 * a->g.dpi)
                g->moved = true;
            g->lx = e->x + g->dx;
            g->ly = e->y + g->dy;
            a->dirty = true;
        }
        break;
    case UI_RELEASE:
        if (e->button != 1 || g->lift < 0 || !g->dragging)
            break;
        if (!g->moved) {
            g->dragging = false;   /* a click: the counter stays chosen */
            a->dirty = true;
            break;
        }
        {
            const struct ludi_step *st = target_at(a, g->pcs[g->lift].where, g->lx, g->ly);
            if (!st)
                st = target_at(a, g->pcs[g->lift].where, e->x, e->y);
            if (st)
                try_step(a, st, g->lx, g->ly);
            else
                drop_lift(a, true);
        }
        break;
    case UI_WHEEL:
        if (g->list_open) {
            g->list_scroll -= e->wheel * 40 * a->g.u;
            if (g->list_scroll < 0)
                g->list_scroll = 0;
            a->dirty = true;
        }
        break;
    case UI_KEY: {
        bool ctrl = (e->mod & KMOD_CTRL) != 0;
        switch (e->key) {
        case SDLK_z:
            if (ctrl)
                activate(a, W_UNDO);
            break;
        case SDLK_y:
            if (ctrl)
                activate(a, W_REDO);
            break;
        case SDLK_s:
            if (ctrl)
                activate(a, W_SAVE);
            break;
        case SDLK_h:
            activate(a, W_HINT);
            break;
        case SDLK_p:
            if (g->view.ops->path)
                activate(a, W_PATH);
            break;
        case SDLK_F1:
            activate(a, W_RULES);
            break;
        case SDLK_m:
            a->settings.sound = !a->settings.sound;
            sound_set(a->settings.volume, a->settings.sound);
            app_notice(a, "%s", tr(a, a->settings.sound ? STR_UNMUTED : STR_MUTED));
            app_save_settings(a);
            break;
        case SDLK_SPACE:
            game_throw(a);
            break;
        case SDLK_ESCAPE:
            if (g->review >= 0)
                activate(a, W_PRESENT);
            else if (g->lift >= 0)
                drop_lift(a, false);
            else
                activate(a, W_MENU);
            break;
        case SDLK_LEFT:
        case SDLK_RIGHT:
        case SDLK_HOME:
        case SDLK_END: {
            /* in review, or once the game is over, the arrows replay it move by move */
            int played = (int)ludi_session_moves_played(&g->ss);
            if (g->review >= 0 || present(a)->phase == LUDI_PHASE_OVER) {
                int k = g->review >= 0 ? g->review : played;
                k = e->key == SDLK_HOME ? 0 : e->key == SDLK_END ? played
                    : k + (e->key == SDLK_LEFT ? -1 : 1);
                review(a, k);
            } else if (e->key == SDLK_LEFT || e->key == SDLK_RIGHT) {
                cursor_move(a, e->key == SDLK_LEFT ? -1 : 1, 0);
            }
            break;
        }
        case SDLK_UP:
            cursor_move(a, 0, -1);
            break;
        case SDLK_DOWN:
            cursor_move(a, 0, 1);
            break;
        case SDLK_RETURN:
        case SDLK_KP_ENTER:
            if (present(a)->phase == LUDI_PHASE_ROLL)
                game_throw(a);
            else
                cursor_enter(a);
            break;
        default:
            break;
        }
        break;
    }
    }
}

/* --- drawing (the board and what stands on it: scene_game_board.c) --- */

/* The keyboard cursor, over the counter or the place it is on. */
static void draw_cursor(struct app *a)
{
    struct game *g = G(a);
    if (!g->keys)
        return;
    struct choice c[256];
    int n = choices(a, c, 256);
    if (n > 0) {
        if (g->cursor >= n)
            g->cursor = 0;
        gfx_ring(&a->g, c[g->cursor].x, c[g->cursor].y, g->view.cell * 0.5f, 0xfff0c0e0u);
    }
}

static void draw_top(struct app *a)
{
    struct gfx *gx = &a->g;
    struct game *g = G(a);
    const struct ludi_state *s = present(a);
    float h = 52 * gx->u;
    gfx_gradient(gx, 0, 0, (float)gx->w, h, 0x16110dffu, 0x0f0c09e0u);
    gfx_fill(gx, 0, h - 1, (float)gx->w, 1, 0xc9a45c40u);
    static const enum str_id names[3] = {STR_LAT_NAME, STR_PENTE_NAME, STR_DUO_NAME};
    gfx_text(gx, FACE_TITLE, 24 * gx->u, 0xe8d9b5ffu, 20 * gx->u, 12 * gx->u, ALIGN_LEFT,
             tr(a, names[s->opt.game]));
    /* whose turn: that side's counter as the icon */
    char text[200];
    int side = s->side;
    const char *who = side_name(a, side);
    bool comp = g->ss.players[side].kind == LUDI_COMPUTER;
    if (s->phase == LUDI_PHASE_OVER)
        text[0] = '\0';
    else if (s->phase == LUDI_PHASE_ROLL)
        trf(a, text, sizeof text, STR_TO_THROW, who);
    else
        trf(a, text, sizeof text, STR_TO_MOVE, who);
    if (text[0]) {
        char full[260];
        snprintf(full, sizeof full, "%s (%s)", text, tr(a, comp ? STR_COMPUTER : STR_YOU));
        float cx = (float)gx->w / 2;
        int tw, th;
        gfx_text_size(gx, FACE_BODY, 21 * gx->u, full, &tw, &th);
        float r = 11 * gx->u;
        view_draw_piece(&g->view, gx, side, false, cx - (float)tw / 2 - r * 1.6f, h / 2, r, 0,
                        255);
        gfx_text(gx, FACE_BODY, 21 * gx->u, COL_TEXT_DARK, cx, h / 2 - (float)th / 2,
                 ALIGN_CENTER, full);
    }
    /* right: the no-capture count, or what the dice are for */
    text[0] = '\0';
    if (s->opt.game == LUDI_LATRUNCULI) {
        if (s->opt.nocapture)
            trf(a, text, sizeof text, STR_NOCAP, s->g.lat.nocap, s->opt.nocapture);
        else
            trf(a, text, sizeof text, STR_NOCAP_OFF, s->g.lat.nocap);
    } else if (g->comp.busy && g->comp.purpose == COMP_MOVE) {
        snprintf(text, sizeof text, "%s", tr(a, STR_THINKING));
    } else if (s->phase == LUDI_PHASE_ROLL && game_human_to_move(a)) {
        snprintf(text, sizeof text, "%s", tr(a, STR_THROW_HELP));
    }
    if (s->opt.game == LUDI_LATRUNCULI && g->comp.busy && g->comp.purpose == COMP_MOVE)
        snprintf(text, sizeof text, "%s", tr(a, STR_THINKING));
    float right = (float)gx->w - 20 * gx->u;
    if (text[0])
        gfx_text(gx, FACE_ITALIC, 18 * gx->u, 0xd8c9a8ffu, right, 16 * gx->u, ALIGN_RIGHT, text);
}

static void draw_list(struct app *a)
{
    struct gfx *gx = &a->g;
    struct game *g = G(a);
    if (!g->list_open)
        return;
    float w = 230 * gx->u, x = (float)gx->w - w, y = 52 * gx->u, h = (float)gx->h - y - 64 * gx->u;
    gfx_fill(gx, x, y, w, h, 0x120e0bd8u);
    gfx_fill(gx, x, y, 1, h, 0xc9a45c30u);
    gfx_text(gx, FACE_TITLE, 18 * gx->u, 0xe8d9b5ffu, x + 16 * gx->u, y + 10 * gx->u,
             ALIGN_LEFT, tr(a, STR_MOVES));
    float line = 24 * gx->u, top = y + 42 * gx->u;
    SDL_Rect clip = {(int)x, (int)top, (int)w, (int)(h - 42 * gx->u)};
    SDL_RenderSetClipRect(gx->ren, &clip);
    int k = 0;
    float cy = top - g->list_scroll;
    size_t played = ludi_session_moves_played(&g->ss);
    /* keep the newest move in view */
    float needed = (float)played * line;
    if (g->review < 0 && needed - g->list_scroll > (float)clip.h)
        g->list_scroll = needed - (float)clip.h + line * 0.5f;
    for (size_t ev = 0; ev < g->ss.count; ev++) {
        const struct ludi_event *e = &g->ss.events[ev];
        if (e->kind != LUDI_EVENT_MOVE)
            continue;
        k++;
        if (cy + line >= top && cy < top + (float)clip.h) {
            char mv[LUDI_MOVE_LEN], row[LUDI_MOVE_LEN + 32];
            ludi_move_format(ludi_session_state_at(&g->ss, ev), &e->move, mv, sizeof mv);
            const char *who = side_name(a, e->side);
            snprintf(row, sizeof row, "%d. %s", k, mv);
            bool future = ev >= g->ss.cur;
            bool current = g->review == k || (g->review < 0 && ev + 1 == g->ss.cur);
            if (current)
                gfx_fill(gx, x + 6 * gx->u, cy, w - 12 * gx->u, line, 0xc9a45c38u);
            uint32_t col = future ? 0xefe6d250u : COL_TEXT_DARK;
            view_draw_piece(&g->view, gx, e->side, false, x + 20 * gx->u, cy + line / 2,
                            6 * gx->u, 0, future ? 90 : 255);
            (void)who;
            gfx_text(gx, FACE_BODY, 17 * gx->u, col, x + 34 * gx->u, cy + 2 * gx->u, ALIGN_LEFT,
                     row);
            if (!future)
                app_widget(a, W_ENTRY + k - 1, x, cy, w, line, true);
        }
        cy += line;
    }
    SDL_RenderSetClipRect(gx->ren, NULL);
    if (g->review >= 0) {
        char msg[80];
        trf(a, msg, sizeof msg, STR_REVIEW, g->review,
                 (int)ludi_session_moves_played(&g->ss));
        gfx_fill(gx, x, y + h - 80 * gx->u, w, 80 * gx->u, 0x1d1813f0u);
        gfx_text(gx, FACE_ITALIC, 16 * gx->u, 0xd8c9a8ffu, x + w / 2, y + h - 74 * gx->u,
                 ALIGN_CENTER, msg);
        app_button(a, W_PRESENT, x + 16 * gx->u, y + h - 46 * gx->u, w - 32 * gx->u, 36 * gx->u,
                   tr(a, STR_PRESENT), true);
    }
}

static void draw_bottom(struct app *a)
{
    struct gfx *gx = &a->g;
    struct game *g = G(a);
    float h = 64 * gx->u, y = (float)gx->h - h;
    gfx_gradient(gx, 0, y, (float)gx->w, h, 0x0f0c09e0u, 0x16110dffu);
    gfx_fill(gx, 0, y, (float)gx->w, 1, 0xc9a45c40u);
    struct {
        int id;
        enum str_id label;
        const char *key;
        bool enabled;
    } b[] = {
        {W_UNDO, STR_UNDO, "Ctrl+Z", g->ss.cur > 0 || g->nmade > 0},
        {W_REDO, STR_REDO, "Ctrl+Y", g->ss.cur < g->ss.count},
        {W_HINT, STR_HINT, "H", game_human_to_move(a) && present(a)->phase == LUDI_PHASE_MOVE},
        {W_SAVE, STR_SAVE, "Ctrl+S", true},
        {W_RULES, STR_RULES, "F1", true},
        {W_PATH, STR_BOARD_PATH, "P", g->view.ops->path != NULL},
        {W_LIST, STR_MOVES, "", true},
        {W_MENU, STR_MENU, "Esc", true},
    };
    int n = (int)(sizeof b / sizeof b[0]);
    /* the path button only where there is a path (Duodecim scripta) */
    if (!g->view.ops->path) {
        int k = 0;
        for (int i = 0; i < n; i++)
            if (b[i].id != W_PATH)
                b[k++] = b[i];
        n = k;
    }
    float bw = 132 * gx->u, gap = 12 * gx->u, bh = 40 * gx->u;
    float total = (float)n * bw + (float)(n - 1) * gap;
    float x = ((float)gx->w - total) / 2;
    for (int i = 0; i < n; i++) {
        char label[64];
        if (b[i].key[0])
            snprintf(label, sizeof label, "%s  \xc2\xb7 %s", tr(a, b[i].label), b[i].key);
        else
            snprintf(label, sizeof label, "%s", tr(a, b[i].label));
        app_button(a, b[i].id, x, y + (h - bh) / 2, bw, bh, label, b[i].enabled);
        x += bw + gap;
    }
}

static void reason_text(struct app *a, char *out, size_t len)
{
    const struct ludi_state *s = present(a);
    switch (s->reason) {
    case LUDI_REASON_ALL_MEN: snprintf(out, len, "%s", tr(a, STR_REASON_ALL_MEN)); break;
    case LUDI_REASON_KING: snprintf(out, len, "%s", tr(a, STR_REASON_KING)); break;
    case LUDI_REASON_OWN_KING: snprintf(out, len, "%s", tr(a, STR_REASON_OWN_KING)); break;
    case LUDI_REASON_STALEMATE: snprintf(out, len, "%s", tr(a, STR_REASON_STALEMATE)); break;
    case LUDI_REASON_NOCAPTURE:
        trf(a, out, len, STR_REASON_NOCAPTURE, s->opt.nocapture);
        break;
    case LUDI_REASON_SACRED: snprintf(out, len, "%s", tr(a, STR_REASON_SACRED)); break;
    case LUDI_REASON_BORNE_OFF: snprintf(out, len, "%s", tr(a, STR_REASON_BORNE_OFF)); break;
    default: out[0] = '\0'; break;
    }
}

static void draw_over(struct app *a)
{
    struct gfx *gx = &a->g;
    struct game *g = G(a);
    const struct ludi_state *s = present(a);
    if (s->phase != LUDI_PHASE_OVER || !g->over_announced || g->review >= 0 || game_busy(a))
        return;
    char title[128], reason[200];
    int hs = -1;
    if (g->ss.players[0].kind == LUDI_HUMAN && g->ss.players[1].kind != LUDI_HUMAN)
        hs = 0;
    else if (g->ss.players[1].kind == LUDI_HUMAN && g->ss.players[0].kind != LUDI_HUMAN)
        hs = 1;
    if (s->result == LUDI_DRAW)
        snprintf(title, sizeof title, "%s", tr(a, STR_DRAW));
    else if (hs >= 0)
        snprintf(title, sizeof title, "%s", tr(a, s->result == hs ? STR_YOU_WIN : STR_YOU_LOSE));
    else
        trf(a, title, sizeof title, STR_WINS, side_name(a, s->result));
    reason_text(a, reason, sizeof reason);
    float w = 520 * gx->u, h = 230 * gx->u;
    float x = (g->view.board.x + g->view.board.w / 2) - w / 2;
    float y = (g->view.board.y + g->view.board.h / 2) - h / 2;
    gfx_round(gx, x + 6 * gx->u, y + 10 * gx->u, w, h, 14 * gx->u, 0x00000070u);
    gfx_round(gx, x, y, w, h, 14 * gx->u, 0x1d1813f4u);
    gfx_frame(gx, x + 6 * gx->u, y + 6 * gx->u, w - 12 * gx->u, h - 12 * gx->u, 1.5f * gx->u,
              0xc9a45c90u);
    if (s->result != LUDI_DRAW)
        view_draw_piece(&g->view, gx, s->result, s->opt.game == LUDI_LATRUNCULI, x + w / 2,
                        y + 44 * gx->u, 20 * gx->u, 0, 255);
    gfx_text(gx, FACE_TITLE, 34 * gx->u, 0xf0dfb0ffu, x + w / 2, y + 70 * gx->u, ALIGN_CENTER,
             title);
    gfx_paragraph(gx, FACE_ITALIC, 19 * gx->u, 0xd8c9a8ffu, x + 30 * gx->u, y + 118 * gx->u,
                  w - 60 * gx->u, 24 * gx->u, reason, true);
    gfx_text(gx, FACE_ITALIC, 14 * gx->u, 0xb8a98ab0u, x + w / 2, y + h + 8 * gx->u, ALIGN_CENTER,
             tr(a, STR_REPLAY_HELP));
    float bw = (w - 4 * 20 * gx->u) / 3, bh = 42 * gx->u, by = y + h - bh - 20 * gx->u;
    app_button(a, W_REMATCH, x + 20 * gx->u, by, bw, bh, tr(a, STR_REMATCH), true);
    app_button(a, W_NEWGAME, x + 40 * gx->u + bw, by, bw, bh, tr(a, STR_NEW_GAME), true);
    app_button(a, W_TOMENU, x + 60 * gx->u + 2 * bw, by, bw, bh, tr(a, STR_MENU), true);
}

static void draw_hint_text(struct app *a)
{
    struct gfx *gx = &a->g;
    struct game *g = G(a);
    if (!g->hint_shown)
        return;
    char msg[120];
    if (g->hint_win >= 0)
        trf(a, msg, sizeof msg, STR_WIN_CHANCE, (int)(g->hint_win * 100 + 0.5));
    else
        snprintf(msg, sizeof msg, "%s", tr(a, STR_HINT_SHOWN));
    gfx_text(gx, FACE_ITALIC, 18 * gx->u, 0x9fd8f8ffu, g->view.board.x + g->view.board.w / 2,
             g->view.board.y + g->view.board.h + 4 * gx->u, ALIGN_CENTER, msg);
}

static void draw(struct app *a)
{
    struct gfx *gx = &a->g;
    struct game *g = G(a);
    if (!g)
        return;
    static int last_w, last_h;
    if (gx->w != last_w || gx->h != last_h || g->view.aw <= 0) {
        last_w = gx->w;
        last_h = gx->h;
        game_layout(a);
    }
    board_draw_backdrop(a);
    board_draw_marks(a);
    board_draw_trays(a, W_DICE);
    board_draw_pieces(a);
    draw_cursor(a);
    board_draw_last_ring(a);
    draw_hint_text(a);
    draw_top(a);
    draw_list(a);
    draw_bottom(a);
    draw_over(a);
}

static void update(struct app *a, double now)
{
    game_update(a, now);
}

static bool busy(struct app *a)
{
    struct game *g = G(a);
    if (!g)
        return false;
    return game_busy(a) || g->pending_next >= 0;
}

static void enter(struct app *a)
{
    if (!a->game) {
        char err[256];
        if (!game_start(a, NULL, err, sizeof err))
            app_notice(a, "%s", err);
    }
    if (a->game)
        game_layout(a);
}

static void leave(struct app *a)
{
    if (a->game)
        computer_cancel(&a->game->comp);
}

const struct scene_ops scene_game_ops = {
    .enter = enter,
    .leave = leave,
    .event = event,
    .update = update,
    .draw = draw,
    .busy = busy,
    .activate = activate,
};
