/* test_board.c: play-test 3's board defects off screen: Pente grammai's direction heads whole,
 * its point names clear of rings and counters, a shared sacred point's two piles and counts
 * apart, counts over the hint's arrows, Duodecim's way in apart from the path, a double's
 * repeated steps apart, the path's numbers over the hint, the header of an earlier move and the
 * result of a finished game. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../check.h"
#include "app_events.h"
#include "app.h"
#include "app_window.h"
#include "dice.h"
#include "game.h"
#include "scene_game_board.h"
#include "scene_game_chrome.h"

static struct app A;

static bool open_at(const char *size, const char *const *extra)
{
    return window_open(&A, size, extra, 1);
}

static void settle(void)
{
    window_settle(&A);
}

/* Opens a two-player game from a saved-game text at size. */
static bool open_saved_at(const char *size, const char *text)
{
    char dir[32], path[64];
    if (!saved_write(text, dir, sizeof dir, path, sizeof path))
        return false;
    const char *args[] = {"--load", path, NULL};
    bool ok = open_at(size, args);
    remove(path);
    remove(dir);
    if (ok)
        settle();
    return ok;
}

/* Opens a two-player game from a saved-game text at 1280x800. */
static bool open_saved(const char *text)
{
    return open_saved_at("1280x800", text);
}

/* The mean brightness of a box of an RGBA picture w wide. */
static double mean_luma(const unsigned char *px, int w, int h, float cx, float cy, float half)
{
    double sum = 0;
    int n = 0;
    for (int y = (int)(cy - half); y <= (int)(cy + half); y++)
        for (int x = (int)(cx - half); x <= (int)(cx + half); x++)
            if (x >= 0 && y >= 0 && x < w && y < h) {
                const unsigned char *p = px + 4 * ((size_t)y * (size_t)w + (size_t)x);
                sum += 0.3 * p[0] + 0.59 * p[1] + 0.11 * p[2];
                n++;
            }
    return n ? sum / n : 0;
}

/* Play-test 3: the head between 3B and 2B was painted worn nearly away (a small hollow
 * triangle, cut off): every head of the way round is as dark as the others, for every number of
 * lines and many sizes of board (the wear lies differently on each). */
static void test_pente_heads_whole(void)
{
    static const char *const lines[] = {"5", "7", "9", "11"};
    for (int li = 0; li < 4; li++) {
        const char *args[] = {"--game", "pente", "--lines", lines[li], "--black", "human",
                              "--white", "human", NULL};
        if (!open_at("1280x800", args))
            return;
        struct view v = A.game->draw.view;
        const struct ludi_state *s = &A.game->flow.ss.start;
        for (int size = 0; size < 12; size++) {
            view_layout(&v, 0, 0, 560 + 70 * (float)size, 380 + 45 * (float)size);
            int w = (int)v.board.w, h = (int)v.board.h, L = v.opt.lines;
            unsigned char *px = calloc((size_t)w * (size_t)h, 4);
            if (!px)
                break;
            v.ops->paint(&v, &A.g, px, w, h);
            double dark[32], most = 0;
            int n = 0;
            for (int k = 0; k + 1 < L; k++)
                for (int row = 0; row < 2; row++) {
                    float x0, y0, x1, y1, c = v.cell;
                    v.ops->place_xy(&v, s, 0, row * L + k, &x0, &y0);
                    v.ops->place_xy(&v, s, 0, row * L + k + 1, &x1, &y1);
                    float mx = (x0 + x1) / 2 - v.board.x, my = y0 - v.board.y;
                    double head = mean_luma(px, w, h, mx, my, c * 0.04f);
                    double clay = mean_luma(px, w, h, mx, my + (row ? 0.25f : -0.25f) * c,
                                            c * 0.04f);
                    dark[n] = clay - head;
                    most = dark[n] > most ? dark[n] : most;
                    n++;
                }
            for (int i = 0; i < n; i++)
                CHECK_MSG(dark[i] >= most * 0.6, "%s lines, cell %.0f: head %d only %.0f darker "
                          "than the clay (the darkest %.0f)", lines[li], v.cell, i, dark[i],
                          most);
            free(px);
        }
        app_free(&A);
    }
}

/* Play-test 3: the rings marking legal destinations covered the names 1A..5A (put 0.39 of a
 * cell from the hollow, inside the ring): every name now lies past the widest ring drawn round
 * a counter on its point (1.18 r, its stroke to 1.25 r) and clear of every counter there,
 * readable, at three window sizes. */
static void test_pente_names_clear(void)
{
    static const char *const sizes[] = {"1280x800", "800x600", "700x1000"};
    static const char *const lines[] = {"5", "11"};
    for (int si = 0; si < 3; si++)
        for (int li = 0; li < 2; li++) {
            const char *args[] = {"--game", "pente", "--lines", lines[li], "--black", "human",
                                  "--white", "human", NULL};
            if (!open_at(sizes[si], args))
                return;
            struct view *v = &A.game->draw.view;
            SDL_FRect box[32];
            int n = v->ops->labels(v, &A.g, box, 32);
            CHECK_INT(n, 2 * v->opt.lines);
            for (int p = 0; p < n; p++) {
                float x, y;
                v->ops->place_xy(v, &A.game->flow.ss.start, 0, p, &x, &y);
                /* the nearest point of the box to the hollow's centre */
                float nx = fmaxf(box[p].x, fminf(x, box[p].x + box[p].w));
                float ny = fmaxf(box[p].y, fminf(y, box[p].y + box[p].h));
                float d = hypotf(nx - x, ny - y);
                CHECK_MSG(d >= v->r * 1.25f, "%s, %s lines: name %d %.1f px from its point, "
                          "inside a ring (%.1f)", sizes[si], lines[li], p, d, v->r * 1.25f);
                CHECK_MSG(box[p].y >= v->board.y && box[p].y + box[p].h <= v->board.y +
                          v->board.h, "%s: name %d off the board", sizes[si], p);
                CHECK_MSG(box[p].h >= VIEW_MIN_PX, "%s: name %d %.0f px high", sizes[si], p,
                          box[p].h);
            }
            app_free(&A);
        }
}

static bool overlap(const SDL_FRect *a, const SDL_FRect *b)
{
    return a->x < b->x + b->w && b->x < a->x + a->w && a->y < b->y + b->h && b->y < a->y + a->h;
}

static float box_to(const SDL_FRect *b, float x, float y)
{
    float nx = fmaxf(b->x, fminf(x, b->x + b->w)), ny = fmaxf(b->y, fminf(y, b->y + b->h));
    return hypotf(nx - x, ny - y);
}

/* The centre of a sacred point p's hollow: between its neighbours' (ordinary points, whose
 * place is their hollow's centre), on their line. */
static void point_centre(const struct view *v, int p, float *x, float *y)
{
    const struct ludi_state *s = ludi_session_state(&A.game->flow.ss);
    float x0, y0, x1, y1;
    v->ops->place_xy(v, s, 0, p - 1, &x0, &y0);
    v->ops->place_xy(v, s, 0, p + 1, &x1, &y1);
    *x = (x0 + x1) / 2;
    *y = y0;
}

/* The centre of the top counter of side's at place p, as drawn. */
static bool piece_at(int side, int p, float *x, float *y)
{
    const struct vpiece *top = board_top_of(A.game->draw.pcs, A.game->draw.npcs, side, p);
    if (!top)
        return false;
    *x = top->x;
    *y = top->y;
    return true;
}

/* Play-test 3: on a sacred point holding both colours the two counts overlapped each other and
 * the counters: each side's pile now stands aside, both colours seen, each count on its own
 * side, the two apart and neither on the other side's counters. A newcomer's play-test: at
 * 700x1000 the counts still lay on the counters (their own, ringed when they can move): no
 * count covers any counter, at 1280x800, 800x600 and 700x1000, the dice thrown. */
static void test_sacred_mixed(void)
{
    static const char *const piles[] = {"A:3A,off,off,off,off B:3A,off,off,off,off",
                                        "A:3A,3A,3A,off,off B:3A,3A,off,off,off",
                                        "A:3B,3B,off,off,off B:3B,3B,3B,3B,3B",
                                        "A:3A,3A,off,off,off B:3A,off,off,off,off",
                                        "A:3A,3A,3A,3B,3B B:3A,3A,3B,3B,3B"};
    static const char *const sizes[] = {"1280x800", "800x600", "700x1000"};
    for (int q = 0; q < 15; q++) {
        int k = q % 5;
        const char *size = sizes[q / 5];
        char save[400];
        snprintf(save, sizeof save, "ludi-save 1\ngame pente\noptions lines=5 mode=knockoff\n"
                 "seed 1\nplayer a human\nplayer b human\nposition %s a\nroll 2\n", piles[k]);
        if (!open_saved_at(size, save)) {
            CHECK_MSG(false, "pile %d %s: cannot start", k, size);
            continue;
        }
        struct game *g = A.game;
        struct view *v = &g->draw.view;
        const struct vpiece *top[2] = {NULL, NULL};
        int shared = -1;   /* the first point shared (the last set-up shares two) */
        for (int i = 0; i < g->draw.npcs; i++)
            if (g->draw.pcs[i].where != LUDI_OFF && shared < 0)
                shared = g->draw.pcs[i].where;
        for (int i = 0; i < g->draw.npcs; i++) {
            const struct vpiece *p = &g->draw.pcs[i];
            if (p->where == shared && (!top[p->side] || p->idx > top[p->side]->idx))
                top[p->side] = p;
        }
        CHECK(top[0] && top[1]);
        /* play-test 5: moved aside by half a radius, the two piles still covered each other
         * (1.1 r apart for 2 r of counters): they now stand apart, barely touching (in one
         * column along the line since play-test 30), and leave the neighbouring points room
         * for a whole counter */
        if (top[0] && top[1]) {
            float apart = hypotf(top[0]->x - top[1]->x, top[0]->y - top[1]->y),
                  need = (top[0]->r + top[1]->r) * 0.9f;
            CHECK_MSG(apart >= need, "pile %d: one colour on the other (%.1f px apart, %.1f "
                      "needed)", k, apart, need);
            int at = top[0]->where;
            for (int d = -1; d <= 1; d += 2) {
                float nx, ny;
                if (!v->ops->place_xy(v, ludi_session_state(&g->flow.ss), 0, at + d, &nx, &ny))
                    continue;
                for (int s = 0; s < 2; s++)
                    CHECK_MSG(fabsf(top[s]->x - nx) - top[s]->r >= v->r * 0.98f,
                              "pile %d: side %d's counter reaches into the point beside", k, s);
            }
        }
        struct view_badge b[4];
        int nb = v->ops->badges(v, &A.g, g->draw.pcs, g->draw.npcs, b, 4);
        /* play-test 6: a count for a colour of one counter ("1" beside "1") only crowded the
         * point: a count where a colour has two or more */
        int want = top[0] && top[1] ? (top[0]->count >= 2) + (top[1]->count >= 2) : -1;
        if (k < 4)
            CHECK_MSG(nb == want, "pile %d: %d counts, %d wanted", k, nb, want);
        if (k < 4 && nb == 1 && top[0] && top[1])
            CHECK_MSG(box_to(&b[0].box, top[!b[0].side]->x, top[!b[0].side]->y) >=
                          top[!b[0].side]->r * 0.95f,
                      "pile %d: the count on the other side's counter", k);
        if (k < 4 && nb == 2 && top[0] && top[1]) {
            CHECK_MSG(!overlap(&b[0].box, &b[1].box), "pile %d: the counts overlap", k);
            for (int i = 0; i < 2; i++) {
                const struct vpiece *other = top[!b[i].side];
                CHECK_MSG(box_to(&b[i].box, other->x, other->y) >= other->r * 0.95f,
                          "pile %d: side %d's count on the other side's counter", k, b[i].side);
                CHECK(b[i].count == top[b[i].side]->count);
                CHECK(b[i].box.h >= VIEW_MIN_PX);
            }
        }
        CHECK_MSG(k < 4 || nb == 4, "pile %d %s: %d counts, 4 wanted", k, size, nb);
        for (int i = 0; i < nb && i < 4; i++) {
            for (int j = 0; j < i; j++)
                CHECK_MSG(!overlap(&b[i].box, &b[j].box), "pile %d %s: counts %d and %d overlap",
                          k, size, j, i);
            CHECK(b[i].box.h >= VIEW_MIN_PX);
        }
        for (int i = 0; i < nb && i < 4; i++)
            for (int j = 0; j < g->draw.npcs; j++) {
                const struct vpiece *p = &g->draw.pcs[j];
                if (p->where != LUDI_OFF)
                    CHECK_MSG(box_to(&b[i].box, p->x, p->y) >= p->r * 0.98f, "pile %d %s: side "
                              "%d's count on a counter of side %d", k, size, b[i].side, p->side);
            }
        app_free(&A);
    }
}

/* Play-test 30: a crowded sacred point. Counters of both colours on both sacred points, their
 * neighbours held, on 5, 7 and 11 lines at 1280x800, 800x600 and 700x1000: no counter of a
 * sacred point covers an arrowhead beside it or reaches the point beside; no pile covers the
 * other's top counter; no count covers a counter or another count, each in the board and
 * readable; and the ring marking a sacred point as the lifted counter's destination is
 * centred on the line and goes round the whole pile it joins. */
static void test_sacred_crowded(void)
{
    static const struct { const char *lines, *pos, *lift; int die; } sets[] = {
        {"5", "A:3B,3B,3B,3A,1A B:3B,3B,3A,3A,3A", "1A", 2},
        {"5", "A:3B,3B,3B,3B,1A B:3B,3A,3A,3A,3A", "1A", 2},
        {"7", "A:4B,4B,4B,4B,4B,4A,2A B:4B,4B,4B,4B,4A,4A,3B", "2A", 2},
        {"11", "A:6B,6B,6B,6B,6B,6B,6B,6B,6B,6A,4A B:6B,6B,6B,6B,6B,6B,6B,6B,6A,6A,5B",
         "4A", 2},
    };
    static const char *const sizes[] = {"1280x800", "800x600", "700x1000"};
    for (size_t q = 0; q < sizeof sets / sizeof sets[0]; q++)
        for (int si = 0; si < 3; si++) {
            char save[600];
            snprintf(save, sizeof save, "ludi-save 1\ngame pente\noptions lines=%s "
                     "mode=knockoff\nseed 1\nplayer a human\nplayer b human\nposition %s a\n"
                     "roll %d\n", sets[q].lines, sets[q].pos, sets[q].die);
            if (!open_saved_at(sizes[si], save)) {
                CHECK_MSG(false, "set %zu %s: cannot start", q, sizes[si]);
                continue;
            }
            struct game *g = A.game;
            struct view *v = &g->draw.view;
            const struct ludi_state *s = ludi_session_state(&g->flow.ss);
            int L = v->opt.lines, sacred[2] = {(L - 1) / 2, L + (L - 1) / 2};
            float c = v->cell;
            for (int i = 0; i < g->draw.npcs; i++) {
                const struct vpiece *p = &g->draw.pcs[i];
                if (p->where != sacred[0] && p->where != sacred[1])
                    continue;
                float hx, hy;
                point_centre(v, p->where, &hx, &hy);
                /* the arrowheads beside it, half a spacing away, 0.11 of one each way */
                for (int d = -1; d <= 1; d += 2) {
                    SDL_FRect head = {hx + (float)d * c * 0.5f - c * 0.11f, hy - c * 0.09f,
                                      c * 0.22f, c * 0.18f};
                    CHECK_MSG(box_to(&head, p->x, p->y) >= p->r * 0.98f, "set %zu %s: a "
                              "counter on %d covers the arrowhead beside it", q, sizes[si],
                              p->where);
                }
                CHECK_MSG(fabsf(p->x - hx) + p->r <= c * 0.5f, "set %zu %s: a counter on %d "
                          "reaches towards the point beside", q, sizes[si], p->where);
                /* no pile on the other's top counter */
                const struct vpiece *top = board_top_of(g->draw.pcs, g->draw.npcs, !p->side,
                                                        p->where);
                if (top)
                    CHECK_MSG(hypotf(top->x - p->x, top->y - p->y) >= (top->r + p->r) * 0.9f,
                              "set %zu %s: side %d's pile on %d covers the other's top", q,
                              sizes[si], p->side, p->where);
            }
            struct view_badge b[4];
            int nb = v->ops->badges(v, &A.g, g->draw.pcs, g->draw.npcs, b, 4), want = 0;
            for (int k = 0; k < 4; k++) {   /* a count where a colour has two or more */
                const struct vpiece *top = board_top_of(g->draw.pcs, g->draw.npcs, k % 2,
                                                        sacred[k / 2]);
                want += top && top->count >= 2;
            }
            CHECK_MSG(nb == want, "set %zu %s: %d counts, %d wanted", q, sizes[si], nb, want);
            for (int i = 0; i < nb && i < 4; i++) {
                for (int j = 0; j < i; j++)
                    CHECK_MSG(!overlap(&b[i].box, &b[j].box), "set %zu %s: counts %d and %d "
                              "overlap", q, sizes[si], j, i);
                CHECK(b[i].box.h >= VIEW_MIN_PX);
                CHECK(b[i].box.x >= v->board.x && b[i].box.x + b[i].box.w <= v->board.x +
                      v->board.w);
                for (int j = 0; j < g->draw.npcs; j++) {
                    const struct vpiece *p = &g->draw.pcs[j];
                    if (p->where != LUDI_OFF)
                        CHECK_MSG(box_to(&b[i].box, p->x, p->y) >= p->r * 0.98f, "set %zu %s: "
                                  "count %d on a counter at %d", q, sizes[si], i, p->where);
                }
            }
            /* the lifted counter's way to the sacred point: ringed round its pile */
            float x = 0, y = 0;
            int from = -1;
            for (int p = 0; p < 2 * L; p++) {
                char name[16];
                snprintf(name, sizeof name, "%d%c", p < L ? p + 1 : p - L + 1, p < L ? 'A' : 'B');
                if (strcmp(name, sets[q].lift) == 0)
                    from = p;
            }
            CHECK(from >= 0 && piece_at(0, from, &x, &y));
            push_motion(x, y);
            push_button(SDL_MOUSEBUTTONDOWN, x, y);
            push_button(SDL_MOUSEBUTTONUP, x, y);
            settle();
            int dest = -1;
            for (int i = 0; i < g->ui.ndest; i++)
                dest = g->ui.dest[i] == sacred[0] || g->ui.dest[i] == sacred[1] ? g->ui.dest[i]
                                                                                  : dest;
            CHECK_MSG(g->ui.lift >= 0 && dest >= 0, "set %zu %s: not lifted for the sacred "
                      "point", q, sizes[si]);
            if (dest >= 0) {
                float tx, ty, hx, hy;
                v->ops->place_xy(v, s, 0, dest, &tx, &ty);
                point_centre(v, dest, &hx, &hy);
                float ring = v->ops->target_r(v, s, 0, dest);
                CHECK_MSG(fabsf(tx - hx) < 0.5f, "set %zu %s: the ring off the line", q,
                          sizes[si]);
                CHECK(ring >= v->r);
                /* round every counter of the pile it joins, and the one arriving */
                struct ludi_state after;
                struct ludi_step st = {.from = (int8_t)from, .to = (int8_t)dest,
                                       .die = (int8_t)sets[q].die};
                CHECK(ludi_preview(s, &st, 1, &after));
                struct vpiece pcs[64];
                int n = v->ops->pieces(v, &after, pcs);
                for (int i = 0; i < n; i++)
                    if (pcs[i].where == dest && pcs[i].side == 0)
                        CHECK_MSG(hypotf(pcs[i].x - tx, pcs[i].y - ty) + pcs[i].r <= ring,
                                  "set %zu %s: a counter of the pile outside its ring", q,
                                  sizes[si]);
            }
            app_free(&A);
        }
}

/* Reads a w x h box of the frame drawn now (before it is shown). */
static void frame_box(const SDL_FRect *r, uint32_t *out)
{
    SDL_Rect q = {(int)r->x, (int)r->y, (int)r->w, (int)r->h};
    SDL_RenderReadPixels(A.ren, &q, SDL_PIXELFORMAT_RGBA32, out, q.w * 4);
}

/* Draws the game screen into the renderer without showing it. */
static void draw_now(void)
{
    A.dirty = true;
    SDL_FreeSurface(app_render(&A));
}

/* The inner part of a box (its middle half each way), where a count's figure stands. */
static SDL_FRect inner(const SDL_FRect *b)
{
    return (SDL_FRect){b->x + b->w * 0.25f, b->y + b->h * 0.25f, b->w * 0.5f, b->h * 0.5f};
}

/* Pixels of box r that differ with the hint shown from without it (by more than what shows
 * through a count's or a number's ground, which lets an eighth of what is under it through). */
static int hint_changes(const SDL_FRect *r)
{
    static uint32_t with[64 * 64], without[64 * 64];
    if (r->w > 64 || r->h > 64)
        return -1;
    struct game *g = A.game;
    g->ui.hint_shown = false;
    draw_now();
    frame_box(r, without);
    g->ui.hint_shown = true;
    draw_now();
    frame_box(r, with);
    int d = 0;
    for (int i = 0; i < (int)r->w * (int)r->h; i++) {
        int most = 0;
        for (int c = 0; c < 24; c += 8) {
            int e = abs((int)((with[i] >> c) & 0xff) - (int)((without[i] >> c) & 0xff));
            most = e > most ? e : most;
        }
        d += most > 48;
    }
    return d;
}

/* Sets the hint to a move given as text, shown from the present. */
static bool set_hint(const char *text)
{
    struct game *g = A.game;
    char err[LUDI_ERR_LEN];
    if (!ludi_move_parse(ludi_session_state(&g->flow.ss), text, &g->ui.hint, err, sizeof err)) {
        printf("hint %s: %s\n", text, err);
        return false;
    }
    g->ui.hint_made = 0;
    g->ui.hint_win = -1;
    g->ui.hint_nturns = 0;
    return true;
}

/* Play-test 3: the review's arrows and their end marks lay on the 3A stack and hid its counts
 * (the hint's alike): the counts are drawn over every turn's arrows, in Pente grammai and in
 * Duodecim scripta. */
static void test_counts_over_turns(void)
{
    static const struct { const char *save, *hint; } cases[] = {
        {"ludi-save 1\ngame pente\noptions lines=5 mode=knockoff\nseed 1\nplayer a human\n"
         "player b human\nposition A:1A,3A,3A,off,off B:3A,3A,1B,off,off a\nroll 2\n", "1A-3A"},
        {"ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\nplayer one human\n"
         "player two human\nposition one:2,5*3,out*11 two:off*15 one\nroll 3 4 6\n", "2-5"},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        if (!open_saved(cases[k].save) || !set_hint(cases[k].hint)) {
            CHECK_MSG(false, "case %zu: cannot start", k);
            continue;
        }
        struct game *g = A.game;
        struct view_badge b[8];
        int nb = g->draw.view.ops->badges(&g->draw.view, &A.g, g->draw.pcs, g->draw.npcs, b, 8);
        CHECK_MSG(nb >= 1, "case %zu: no count drawn", k);
        for (int i = 0; i < nb; i++) {
            SDL_FRect in = inner(&b[i].box);
            int d = hint_changes(&in);
            CHECK_MSG(d == 0, "case %zu: the hint's arrow covers count %d (%d pixels)", k, i, d);
        }
        app_free(&A);
    }
}

/* Play-test 3: the way in from the waiting tray ran straight through the top row between 24
 * and 25 and read as part of the 24 -> 25 run: it is dashed and kept clear of every leg of the
 * path, for both sides at every size. */
static void test_duo_entry_apart(void)
{
    static const char *const sizes[] = {"1280x800", "800x600", "700x1000"};
    for (int si = 0; si < 3; si++) {
        const char *args[] = {"--game", "duodecim", "--black", "human", "--white", "human",
                              NULL};
        if (!open_at(sizes[si], args))
            return;
        struct view *v = &A.game->draw.view;
        for (int side = 0; side < 2; side++) {
            float seg[4 * 64];
            int nd = view_duo_entry(v, side, seg, 64);
            CHECK_MSG(nd >= 3, "%s: the way in has %d dashes", sizes[si], nd);
            float least = 1e9f;
            for (int a = 1; a < 30; a++) {
                float xy[16];
                int np = view_duo_leg(v, side, a, xy, 8);
                for (int i = 0; i + 1 < np; i++)
                    for (int d = 0; d < nd; d++)
                        for (int e = 0; e <= 8; e++) {   /* points along the dash */
                            float t = (float)e / 8, *q = seg + 4 * d;
                            float px = q[0] + (q[2] - q[0]) * t, py = q[1] + (q[3] - q[1]) * t;
                            float ax = xy[2 * i], ay = xy[2 * i + 1], bx = xy[2 * i + 2],
                                  by = xy[2 * i + 3];
                            float dx = bx - ax, dy = by - ay, l2 = dx * dx + dy * dy;
                            float u = l2 > 0 ? ((px - ax) * dx + (py - ay) * dy) / l2 : 0;
                            u = fmaxf(0, fminf(1, u));
                            least = fminf(least, hypotf(px - ax - dx * u, py - ay - dy * u));
                        }
            }
            CHECK_MSG(least >= v->cell * 0.2f, "%s side %d: the way in passes %.1f px from a "
                      "leg of the path", sizes[si], side, least);
        }
        app_free(&A);
    }
}

/* Play-test 3: a hint with a double drew its two equal steps one on the other: each arrow now
 * bends its own way, its die and its number apart from the other's. */
static void test_double_apart(void)
{
    if (!open_saved("ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                    "player one human\nplayer two human\nposition one:2*3,out*12 two:off*15 "
                    "one\nroll 3 3 6\n") ||
        !set_hint("2-5,2-5,2-8")) {
        CHECK(false);
        return;
    }
    struct game *g = A.game;
    struct board_arrow ar[LUDI_MAX_STEPS];
    int n = board_turn_arrows(&A, ludi_session_state(&g->flow.ss), &g->ui.hint, ar);
    CHECK_INT(n, 3);
    float ds = g->draw.view.cell * 0.58f * 1.24f;   /* a die's chip */
    float nh = view_label_px(&g->draw.view) * 0.9f * 1.25f;   /* a step's number */
    for (int i = 0; i < n; i++)
        for (int j = 0; j < i; j++) {
            CHECK_MSG(fabsf(ar[i].mx - ar[j].mx) >= ds || fabsf(ar[i].my - ar[j].my) >= ds,
                      "the dice of steps %d and %d overlap", j + 1, i + 1);
            CHECK_MSG(fabsf(ar[i].nx - ar[j].nx) >= nh || fabsf(ar[i].ny - ar[j].ny) >= nh,
                      "the numbers of steps %d and %d overlap", j + 1, i + 1);
        }
    app_free(&A);
}

/* Play-test 3: with the path shown (P), the hint's marks covered the path's numbers: the numbers
 * are drawn over them. */
static void test_numbers_over_hint(void)
{
    if (!open_saved("ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                    "player one human\nplayer two human\nposition one:2*3,out*12 two:off*15 "
                    "one\nroll 3 4 6\n") ||
        !set_hint("2-5,2-6,2-8")) {
        CHECK(false);
        return;
    }
    struct game *g = A.game;
    g->ui.path = 1;
    int checked = 0;
    for (int i = 0; i < 3; i++) {
        float x, y;
        /* the number of an empty point sits where its first counter would stand */
        if (!g->draw.view.ops->place_xy(&g->draw.view, ludi_session_state(&g->flow.ss), 0,
                                        g->ui.hint.steps[i].to, &x, &y))
            continue;
        float c = g->draw.view.cell;
        SDL_FRect r = {x - c * 0.06f, y - c * 0.08f, c * 0.12f, c * 0.16f};
        int d = hint_changes(&r);
        CHECK_MSG(d == 0, "the hint's mark covers the path's number %d (%d pixels)",
                  g->ui.hint.steps[i].to, d);
        checked++;
    }
    CHECK_INT(checked, 3);
    app_free(&A);
}

/* Play-test 3: after a click on Blue's "2. off-4A" the header showed White's counter by "Move 2
 * of 5 (Blue) - White was to move", and the die a blank face: it says who played what with
 * that side's counter, and the die shows the throw it was played with. */
static void test_earlier_move(void)
{
    const char *args[] = {"--game", "pente", "--black", "human", "--white", "human", "--seed",
                          "5", NULL};
    if (!open_at("1280x800", args))
        return;
    struct game *g = A.game;
    for (int k = 0; k < 4; k++) {   /* four turns: throw, then the first legal move */
        push_key(SDLK_SPACE, 0);
        settle();
        const struct ludi_state *s = ludi_session_state(&g->flow.ss);
        struct ludi_past past = ludi_session_past(&g->flow.ss);
        struct ludi_step legal[LUDI_MAX_MOVES];
        int n = ludi_legal_steps(s, &past, NULL, 0, legal, LUDI_MAX_MOVES);
        CHECK(n > 0);
        if (n <= 0)
            break;
        game_step(&A, &legal[0], -1, -1);
        settle();
    }
    /* the third move, Blue's second */
    size_t ev = ludi_session_events_for_moves(&g->flow.ss, 3) - 1;
    const struct ludi_state *before = ludi_session_state_at(&g->flow.ss, ev);
    CHECK_INT(before->side, 0);
    draw_now();
    bool clicked = false;
    for (int i = 0; i < A.nwidgets && !clicked; i++)
        if (A.widgets[i].id == W_ENTRY + 2) {
            const SDL_FRect *r = &A.widgets[i].r;
            push_button(SDL_MOUSEBUTTONDOWN, r->x + r->w / 2, r->y + r->h / 2);
            push_button(SDL_MOUSEBUTTONUP, r->x + r->w / 2, r->y + r->h / 2);
            settle();
            clicked = true;
        }
    CHECK_MSG(clicked, "no entry for the third move");
    CHECK_INT(g->ui.review, 3);
    char words[300];
    int icon = chrome_top_words(&A, words, sizeof words);
    CHECK_INT(icon, 0);
    CHECK_MSG(strncmp(words, "Round 2 of 2: Blue played ", 26) == 0, "the header: %s", words);
    struct dice_view dv;
    board_dice_shown(&A, &dv);
    CHECK_INT(dv.n, 1);
    CHECK_INT(dv.d[0].value, before->dice[0]);
    app_free(&A);
}

/* Play-test 3: a finished game's top line was empty: it says the result. Undo, still offered,
 * takes the last move back. */
static void test_finished(void)
{
    if (!open_saved("ludi-save 1\ngame latrunculi\noptions size=8x8\nseed 1\n"
                    "player black human\nplayer white human\n"
                    "position 7W/8/8/3w4/2b5/8/8/B3b3 b 0\n"
                    "move c4-c5\nmove h8-h7\nmove e1-e5\n")) {
        CHECK(false);
        return;
    }
    struct game *g = A.game;
    CHECK(ludi_session_state(&g->flow.ss)->phase == LUDI_PHASE_OVER);
    char words[300];
    int icon = chrome_top_words(&A, words, sizeof words);
    CHECK_MSG(strncmp(words, "Black wins", 10) == 0, "the top line: %s", words);
    CHECK_INT(icon, 0);
    CHECK(game_can_undo(&A));
    game_undo(&A);
    settle();
    CHECK(ludi_session_state(&g->flow.ss)->phase != LUDI_PHASE_OVER);
    app_free(&A);
}

/* Play-test 31: the last move's "came from" mark of a counter that entered stood in the tray
 * of waiting counters, behind them, and alone once all had entered: none for an entry, one
 * for a counter moved on the board; in Pente grammai and Duodecim scripta. */
static void test_no_mark_where_entered(void)
{
    static const struct {
        const char *save;
        int marks;
    } cases[] = {
        {"ludi-save 1\ngame pente\nseed 1\nplayer a human\nplayer b human\nroll 1\n"
         "move off-1A\n", 0},
        {"ludi-save 1\ngame pente\nseed 1\nplayer a human\nplayer b human\n"
         "position A:1A,2A,4A,5A,off B:1B,2B,4B,5B,3B b\nroll 3\nmove 5B-3A\n", 1},
        {"ludi-save 1\ngame duodecim\noptions path=standard\nseed 7\nplayer one human\n"
         "player two human\nroll 3 5 1\nmove off-3,off-5,off-1\n", 0},
        {"ludi-save 1\ngame duodecim\noptions path=standard\nseed 7\nplayer one human\n"
         "player two human\nposition one:5*14,out two:off*15 one\nroll 3 5 1\n"
         "move 5-8,5-10,5-6\n", 3},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        if (!open_saved(cases[i].save))
            return;
        CHECK_MSG(A.game->draw.has_last, "case %zu: no last move", i);
        CHECK_MSG(board_last_from_marks(&A) == cases[i].marks, "case %zu: %d marks", i,
                  board_last_from_marks(&A));
        app_free(&A);
    }
}

/* Play-tests 39 and 40: a sacred point's pile reaching along the sacred line (both sides' piles
 * one after the other) read as counters on "an extra point between the lines". Its ring drawn
 * out round the pile: beside the pile, between the hollow's counters and the other side's,
 * the board is darker than without it, and at a point holding one counter nothing is drawn. */
static void test_sacred_pile_ringed(void)
{
    const char *save = "ludi-save 1\ngame pente\noptions lines=5 mode=knockoff\nseed 1\n"
                       "player a human\nplayer b human\n"
                       "position A:3B,3B,3B,off,off B:3B,2A,off,off,off a\n";
    if (!window_open_saved(&A, "1280x800", save, "en", 1))
        return;
    settle();
    struct view *v = &A.game->draw.view;
    const struct view_ops *ops = v->ops;
    CHECK(ops->underlay != NULL);
    float x = 0, ya = 1e9f, yb = -1e9f, xo = 0, yo = 0;
    for (int i = 0; i < A.game->draw.npcs; i++) {
        const struct vpiece *p = &A.game->draw.pcs[i];
        if (p->where == 7) {   /* 3B on five lines: points 5..9 are 1B..5B */
            x = p->x;
            ya = fminf(ya, p->y);
            yb = fmaxf(yb, p->y);
        } else if (p->where == 1) {   /* 2A: one counter alone */
            xo = p->x;
            yo = p->y;
        }
    }
    CHECK_MSG(yb - ya > v->r, "the pile does not reach along the line (%.0f)", yb - ya);
    float px = x + v->r * 0.86f, py = (ya + yb) / 2;   /* past the counters (0.8 r) */
    window_draw(&A);
    uint32_t with = window_pixel(&A, px, py), alone = window_pixel(&A, xo + v->r * 1.05f, yo);
    struct view_ops bare = *ops;
    bare.underlay = NULL;
    v->ops = &bare;
    window_draw(&A);
    uint32_t without = window_pixel(&A, px, py),
             alone_without = window_pixel(&A, xo + v->r * 1.05f, yo);
    v->ops = ops;
    int dark_with = (int)(with >> 16 & 255) + (int)(with >> 8 & 255) + (int)(with & 255);
    int dark_without = (int)(without >> 16 & 255) + (int)(without >> 8 & 255) +
                       (int)(without & 255);
    CHECK_MSG(dark_with + 30 < dark_without, "no ring beside the pile: %06x against %06x",
              with, without);
    CHECK_MSG(alone == alone_without, "drawn beside a lone counter: %06x against %06x", alone,
              alone_without);
    app_free(&A);
}

/* Play-test 43: a counter's destination on an enemy counter (Pente grammai's knock-off) was
 * marked inside it, a gold ring and dot lost on the pale counter: it is ringed outside it,
 * twice, as a capture is (play-test 44). */
static void test_knock_off_ringed(void)
{
    const char *save = "ludi-save 1\ngame pente\noptions lines=5 mode=knockoff\nseed 1\n"
                       "player a human\nplayer b human\n"
                       "position A:1A,2A,5A,3B,3B B:4A,1B,2B,off,off a\nroll 3\n";
    if (!open_saved(save))
        return;
    struct game *g = A.game;
    const struct view *v = &g->draw.view;
    float x = 0, y = 0, tx = 0, ty = 0;
    CHECK(piece_at(0, 0, &x, &y) && piece_at(1, 3, &tx, &ty));   /* 1A, and White's on 4A */
    push_motion(x, y);
    push_button(SDL_MOUSEBUTTONDOWN, x, y);
    push_button(SDL_MOUSEBUTTONUP, x, y);
    settle();
    bool to4a = false;
    for (int i = 0; i < g->ui.ndest; i++)
        to4a = to4a || g->ui.dest[i] == 3;
    CHECK_MSG(g->ui.lift >= 0 && to4a, "1A not lifted to knock 4A off");
    /* outside the counter, where the rings stand: gold, not the board's terracotta, twice
     * (play-test 44: a single ring looked like any other destination) */
    window_draw(&A);
    int runs = 0;
    bool was_gold = false;
    for (float d = 1.0f; d < 1.6f; d += 0.01f) {
        uint32_t c = window_pixel(&A, tx + v->r * d, ty);
        int r = (int)(c >> 16 & 255), gr = (int)(c >> 8 & 255), b = (int)(c & 255);
        bool gold = r > 220 && gr > 180 && b < 150;
        runs += gold && !was_gold;
        was_gold = gold;
    }
    CHECK_MSG(runs == 2, "%d gold rings round the counter on 4A, not 2", runs);
    app_free(&A);
}

/* Play-test 45: while a counter was dragged, the line under the board still said to click a
 * ringed place, and in German at 800x600 the words were cut short: dragged, it says where the
 * counter goes and what it does there, not what to click. */
static void test_dragged_words(void)
{
    const char *save = "ludi-save 1\ngame pente\noptions lines=5 mode=knockoff\nseed 1\n"
                       "player a human\nplayer b human\n"
                       "position A:1A,2A,5A,3B,3B B:4A,1B,2B,off,off a\nroll 3\n";
    if (!open_saved(save))
        return;
    struct game *g = A.game;
    float x = 0, y = 0;
    CHECK(piece_at(0, 0, &x, &y));   /* 1A: 3 takes it to 4A, onto White's counter */
    push_motion(x, y);
    push_button(SDL_MOUSEBUTTONDOWN, x, y);
    settle();
    char msg[400];
    chrome_status_words(&A, msg, sizeof msg);
    CHECK_MSG(strstr(msg, "knocks the counter there off the board") != NULL, "%s", msg);
    push_motion(x + 40, y + 10);   /* dragged */
    settle();
    CHECK(g->ui.lift >= 0 && g->ui.dragging && g->ui.moved);
    chrome_status_words(&A, msg, sizeof msg);
    CHECK_MSG(strstr(msg, "knocks the counter there off the board") != NULL &&
                  strstr(msg, "click") == NULL, "dragged: %s", msg);
    push_button(SDL_MOUSEBUTTONUP, x + 40, y + 10);
    settle();
    app_free(&A);
}

int main(void)
{
    static char home[64], folder[128];
    if (!test_home_make(home, sizeof home, folder, sizeof folder))
        return 1;
    RUN(test_pente_heads_whole);
    RUN(test_no_mark_where_entered);
    RUN(test_sacred_pile_ringed);
    RUN(test_knock_off_ringed);
    RUN(test_dragged_words);
    RUN(test_pente_names_clear);
    RUN(test_sacred_mixed);
    RUN(test_sacred_crowded);
    RUN(test_counts_over_turns);
    RUN(test_duo_entry_apart);
    RUN(test_double_apart);
    RUN(test_numbers_over_hint);
    RUN(test_earlier_move);
    RUN(test_finished);
    test_home_remove(home);
    return check_summary();
}
