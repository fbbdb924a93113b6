/* review_view.c: a finished game reviewed in the window: its progress over the board, then the
 * moves graded in the list, a chart of the game and the best move drawn for the move chosen. */
/*
 * The review runs on a thread of its own (review_job.c) and is stopped at once by Cancel, a
 * new game, undo or leaving the screen. Once done, the move list gives way to the review's
 * panel: a chart of one side's chance of winning (the dice games) or score in men
 * (Latrunculi) after each move, then every move with its grade, then the chosen move in
 * words. The board shows the position the chosen move was played from, the move played in
 * the grade's colour and the best move in the hint's blue.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "game.h"
#include "review_job.h"
#include "review_view.h"
#include "scene_game_board.h"
#include "scene_game_chrome.h"

struct review_ui {
    struct review_job job;
    enum review_state state;
    int n;                         /* moves graded (job.moves[0 .. n)) */
    int sel;                       /* the move chosen, 1-based; n + 1: the end, after the last */
    int kept;                      /* the move last scrolled into view (0: none yet): the list
                                      follows a move chosen, and the wheel between choices */
    float line;                    /* the list's row as last drawn (0: not yet drawn) */
};

static void wake(void *ctx)
{
    app_wake(ctx);
}

/* The grades' colours (0xRRGGBB) and words. */
static const unsigned grade_rgb[4] = {0x8fcf8f, 0xe8d36a, 0xf0a050, 0xf06a5a};
static const enum str_id grade_word[4] = {STR_RV_GOOD, STR_RV_INACCURATE, STR_RV_MISTAKE,
                                          STR_RV_BLUNDER};

enum review_state review_state(const struct app *a)
{
    const struct game *g = a->game;
    return g && g->ui.rv ? g->ui.rv->state : REVIEW_OFF;
}

int review_count(const struct app *a)
{
    return review_state(a) == REVIEW_SHOWN ? a->game->ui.rv->n : 0;
}

int review_selected(const struct app *a)
{
    return review_state(a) == REVIEW_SHOWN ? a->game->ui.rv->sel : 0;
}

bool review_at_end(const struct app *a)
{
    return review_state(a) == REVIEW_SHOWN && a->game->ui.rv->sel == a->game->ui.rv->n + 1;
}

const struct ludi_review_move *review_move(const struct app *a, int k)
{
    if (k < 1 || k > review_count(a))
        return NULL;
    return &a->game->ui.rv->job.moves[k - 1];
}

static enum ludi_review_grade grade_of(const struct app *a, const struct ludi_review_move *m)
{
    return ludi_review_grade_of(ludi_session_options(&a->game->flow.ss)->game, m->loss);
}

/* The event that holds move k (1-based) of the game, or -1. */
static long move_event(const struct game *g, int k)
{
    size_t n = ludi_session_events_for_moves(&g->flow.ss, (size_t)k);
    return k > 0 && ludi_session_moves_in(&g->flow.ss, n) == (size_t)k ? (long)n - 1 : -1;
}

/* Move m played from the position before event ev, in the move list's words. */
static void words_at(const struct app *a, long ev, const struct ludi_move *m, char *buf,
                     size_t len)
{
    const struct game *g = a->game;
    const struct ludi_state *before = ludi_session_state_at(&g->flow.ss, (size_t)ev);
    struct ludi_past past = ludi_session_past_at(&g->flow.ss, (size_t)ev);
    struct ludi_state after;
    if (m->nsteps == 0)
        snprintf(buf, len, "\xe2\x80\x94 %s", tr(a, STR_PASS));
    else if (ludi_apply(before, &past, m, &after, NULL, 0))
        game_move_words(a->lang, before, &after, m, game_words_side(a), buf, len);
    else
        ludi_move_format(before, m, buf, len);
}

/* A number with digits decimals, with the decimal comma in German. */
static void decimal(const struct app *a, double v, int digits, char *buf, size_t len)
{
    snprintf(buf, len, "%.*f", digits, v);
    char *point = strchr(buf, '.');
    if (point && a->lang == I18N_DE)
        *point = ',';
}

/* --- starting, stopping --- */

bool review_possible(const struct app *a)
{
    const struct game *g = a->game;
    return g && review_state(a) == REVIEW_OFF &&
           ludi_session_state(&g->flow.ss)->phase == LUDI_PHASE_OVER &&
           ludi_session_moves_played(&g->flow.ss) > 0;
}

void review_start(struct app *a)
{
    struct game *g = a->game;
    if (!review_possible(a))
        return;
    if (!g->ui.rv && !(g->ui.rv = calloc(1, sizeof *g->ui.rv)))
        return;
    if (!review_job_start(&g->ui.rv->job, &g->flow.ss, wake, a)) {
        app_notice(a, "%s", tr(a, STR_RV_FAILED));
        return;
    }
    g->ui.rv->state = REVIEW_RUNNING;
    g->ui.over_hidden = true;   /* the progress stands where the end panel stood */
    a->dirty = true;
}

void review_free(struct game *g)
{
    if (!g->ui.rv)
        return;
    review_job_free(&g->ui.rv->job);
    free(g->ui.rv);
    g->ui.rv = NULL;
}

void review_close(struct app *a)
{
    struct game *g = a->game;
    if (!g || !g->ui.rv)
        return;
    bool was_open = g->ui.rv->state != REVIEW_OFF;
    review_free(g);
    if (!was_open)
        return;
    g->ui.list_wide = false;
    g->ui.list_end = true;   /* the review's own scroll (its rows, its chosen move) left */
    g->ui.over_hidden = false;
    g->ui.review = -1;
    g->draw.shown = *ludi_session_state(&g->flow.ss);
    game_sync_pieces(a);
    game_layout(a);
    a->dirty = true;
}

/* The move the review opens on: a person's against the computer, their own worst where it is
 * worth showing (graded worse than good), the move to learn from (play-test 25: it opened on
 * the computer's blunder, "Round 31, White: 2B-1A"); else the game's worst, its turning
 * point. */
static int opening_move(const struct game *g)
{
    const struct review_ui *rv = g->ui.rv;
    enum ludi_game game = ludi_session_options(&g->flow.ss)->game;
    int human = ludi_session_human_side(&g->flow.ss);
    int worst = 1, own = 0;
    for (int k = 1; k <= rv->n; k++) {
        const struct ludi_review_move *m = &rv->job.moves[k - 1];
        if (m->loss > rv->job.moves[worst - 1].loss)
            worst = k;
        if (m->side == human && ludi_review_grade_of(game, m->loss) > LUDI_GRADE_GOOD &&
            (own == 0 || m->loss > rv->job.moves[own - 1].loss))
            own = k;
    }
    return own > 0 ? own : worst;
}

void review_update(struct app *a)
{
    struct game *g = a->game;
    if (g && a->launch.review) {
        a->launch.review = false;   /* once: the command line's --review */
        if (review_possible(a)) {
            review_start(a);
        } else if (ludi_session_state(&g->flow.ss)->phase != LUDI_PHASE_OVER) {
            app_notice(a, "%s", tr(a, STR_RV_UNFINISHED));
            if (a->launch.screenshot)
                fprintf(stderr, "ludi: %s\n", tr(a, STR_RV_UNFINISHED));
        }
    }
    if (!g || !g->ui.rv || g->ui.rv->state != REVIEW_RUNNING || !review_job_collect(&g->ui.rv->job))
        return;
    struct review_ui *rv = g->ui.rv;
    if (rv->job.reviewed != rv->job.total) {   /* cancelled ones never get here */
        app_notice(a, "%s", tr(a, STR_RV_FAILED));
        review_close(a);
        return;
    }
    rv->n = rv->job.reviewed;
    rv->state = REVIEW_SHOWN;
    g->ui.list_open = true;
    g->ui.list_wide = true;
    game_layout(a);
    review_select(a, opening_move(g));
}

void review_select(struct app *a, int k)
{
    struct game *g = a->game;
    int n = review_count(a);
    if (n <= 0)
        return;
    /* n + 1 is the end: the position after the last move, and the result */
    k = k < 1 ? 1 : k > n + 1 ? n + 1 : k;
    long ev = move_event(g, k > n ? n : k);
    if (ev < 0)
        return;
    g->ui.rv->sel = k;
    g->ui.review = k - 1;   /* an earlier position: the flow of the game waits */
    g->draw.shown = k > n ? ludi_session_event(&g->flow.ss, (size_t)ev)->after
                          : *ludi_session_state_at(&g->flow.ss, (size_t)ev);
    g->ui.lift = -1;
    game_sync_pieces(a);
    a->dirty = true;
}

/* --- input --- */

/* The move under x on the chart. */
static int chart_move_at(const struct app *a, float x);

bool review_activate(struct app *a, int id)
{
    switch (id) {
    case W_REVIEW:
        review_start(a);
        return true;
    case W_REVIEW_CANCEL:
    case W_REVIEW_CLOSE:
        review_close(a);
        return true;
    case W_REVIEW_CHART:
        review_select(a, chart_move_at(a, a->mouse_x));
        return true;
    default:
        if (id >= W_REVIEW_ENTRY && review_state(a) == REVIEW_SHOWN) {
            review_select(a, id - W_REVIEW_ENTRY + 1);
            return true;
        }
        return false;
    }
}

bool review_key(struct app *a, const struct ui_event *e)
{
    enum review_state st = review_state(a);
    if (st == REVIEW_OFF)
        return false;
    int k = review_selected(a), n = review_count(a);
    switch (e->key) {
    case SDLK_ESCAPE:
        review_close(a);
        return true;
    case SDLK_LEFT:
    case SDLK_UP:
        review_select(a, k - 1);
        return true;
    case SDLK_RIGHT:
    case SDLK_DOWN:
        review_select(a, k + 1);
        return true;
    case SDLK_HOME:
        review_select(a, 1);
        return true;
    case SDLK_END:
        review_select(a, n + 1);   /* the end: the final position and the result */
        return true;
    default:
        return false;
    }
}

/* --- the progress, over the board --- */

void review_draw_progress(struct app *a)
{
    struct gfx *gx = &a->g;
    struct game *g = a->game;
    if (review_state(a) != REVIEW_RUNNING)
        return;
    const struct review_job *j = &g->ui.rv->job;
    const SDL_FRect *area = &g->draw.lay.area;
    float t = g->draw.lay.t, w = fminf(460 * t, area->w - 16 * t), h = 190 * t;
    float x = area->x + (area->w - w) / 2, y = area->y + fmaxf(0, (area->h - h) / 2);
    gfx_round(gx, x + 6 * t, y + 10 * t, w, h, 14 * t, 0x00000070u);
    gfx_round(gx, x, y, w, h, 14 * t, 0x1d1813f4u);
    gfx_frame(gx, x + 6 * t, y + 6 * t, w - 12 * t, h - 12 * t, 1.5f * t, 0xc9a45c90u);
    char fit[128], msg[128];
    float px = app_fit(a, FACE_TITLE, 26 * t, 16 * t, w - 40 * t, tr(a, STR_RV_TITLE), fit,
                       sizeof fit);
    gfx_text(gx, FACE_TITLE, px, 0xf0dfb0ffu, x + w / 2, y + 20 * t, ALIGN_CENTER, fit);
    int done = atomic_load(&j->done);
    trf(a, msg, sizeof msg, STR_RV_PROGRESS, done, j->total);
    px = app_fit(a, FACE_ITALIC, app_px(a, 17 * t), app_px(a, 12 * t), w - 40 * t, msg, fit,
                 sizeof fit);
    gfx_text(gx, FACE_ITALIC, px, 0xd8c9a8ffu, x + w / 2, y + 62 * t, ALIGN_CENTER, fit);
    float bx = x + 30 * t, bw = w - 60 * t, by = y + 94 * t, bh = 14 * t;
    float part = j->total > 0 ? (float)done / (float)j->total : 0;
    gfx_round(gx, bx, by, bw, bh, bh / 2, 0x0e0b08ffu);
    if (part > 0)
        gfx_round(gx, bx, by, fmaxf(bh, bw * part), bh, bh / 2, COL_ACCENT);
    float cw = fminf(200 * t, w - 60 * t), ch = 40 * t;
    app_button(a, W_REVIEW_CANCEL, x + (w - cw) / 2, y + h - ch - 20 * t, cw, ch,
               tr(a, STR_CANCEL), true);
}

/* --- the chart --- */

/* The side the chart is drawn for: the human playing the computer, else the first side. */
static int chart_side(const struct game *g)
{
    int human = ludi_session_human_side(&g->flow.ss);
    return human >= 0 ? human : 0;
}

/* The chart's height after move k (0: before the first) for side: the chance of winning in
 * the dice games; in Latrunculi the score in men squashed into -1..1 (tanh of a third of it:
 * one man reads 0.32, three men 0.76), so that a won game at the end does not flatten the
 * small swings before it. */
static double chart_value(const struct app *a, int k, int side)
{
    const struct ludi_review_move *m = review_move(a, k > 0 ? k : 1);
    double v = k > 0 ? m->value_played : m->value_best;
    if (ludi_session_options(&a->game->flow.ss)->game == LUDI_LATRUNCULI)
        return tanh((m->side == side ? v : -v) / 3.0);
    return m->side == side ? v : 1.0 - v;
}

struct chart {
    float x, y, w, h;              /* the plot, inside its frame */
    double lo, hi;                 /* the values at the bottom and the top */
};

static void chart_geometry(const struct app *a, const SDL_FRect *box, struct chart *c)
{
    float t = a->game->draw.lay.t;
    c->x = box->x + 26 * t;
    c->y = box->y + 6 * t;
    c->w = box->w - 34 * t;
    c->h = box->h - 12 * t;
    c->lo = ludi_session_options(&a->game->flow.ss)->game == LUDI_LATRUNCULI ? -1 : 0;
    c->hi = 1;
}

static float chart_x(const struct chart *c, int k, int n)
{
    return c->x + c->w * (float)k / (float)(n > 0 ? n : 1);
}

static float chart_y(const struct chart *c, double v)
{
    v = v < c->lo ? c->lo : v > c->hi ? c->hi : v;
    return c->y + c->h * (float)((c->hi - v) / (c->hi - c->lo));
}

static SDL_FRect chart_box;        /* where the chart was last drawn (for a click on it) */

static int chart_move_at(const struct app *a, float x)
{
    struct chart c;
    chart_geometry(a, &chart_box, &c);
    int n = review_count(a), k = (int)lroundf((x - c.x) / c.w * (float)n + 0.5f);
    return k > n ? n : k;   /* the chart is of the moves: its right end is the last one */
}

/* One side's chance (or score) after every move: light above the middle where that side is
 * ahead, dark below; the mistakes and blunders dotted in their colours, the chosen move a
 * line; the side's counter at the top, the other's at the bottom. */
static void draw_chart(struct app *a, const SDL_FRect *box)
{
    struct gfx *gx = &a->g;
    struct game *g = a->game;
    float t = g->draw.lay.t;
    int n = review_count(a), side = chart_side(g);
    struct chart c;
    chart_box = *box;
    chart_geometry(a, box, &c);
    gfx_round(gx, box->x, box->y, box->w, box->h, 6 * t, 0x0b0907ffu);
    float mid = chart_y(&c, (c.lo + c.hi) / 2);
    float bw = c.w / (float)(n > 0 ? n : 1);
    for (int k = 1; k <= n; k++) {
        float y = chart_y(&c, chart_value(a, k, side)), x = chart_x(&c, k - 1, n);
        bool ahead = y < mid;
        gfx_fill(gx, x, ahead ? y : mid, fmaxf(bw, 1), fabsf(y - mid),
                 ahead ? 0xe8dcc060u : 0x6a5a4870u);
    }
    gfx_fill(gx, c.x, mid, c.w, 1, 0xc9a45c60u);
    static float xy[2 * 1025];
    int np = 0;
    for (int k = 0; k <= n && np < 1025; k++) {
        xy[2 * np] = chart_x(&c, k, n);
        xy[2 * np + 1] = chart_y(&c, chart_value(a, k, side));
        np++;
    }
    gfx_stroke(gx, xy, np, fmaxf(1.5f, 1.6f * t), 0xf0e2c0ffu);
    for (int k = 1; k <= n; k++) {
        enum ludi_review_grade gr = grade_of(a, review_move(a, k));
        if (gr >= LUDI_GRADE_MISTAKE)
            gfx_disc(gx, chart_x(&c, k, n), chart_y(&c, chart_value(a, k, side)),
                     (gr == LUDI_GRADE_BLUNDER ? 3.6f : 2.8f) * t, (grade_rgb[gr] << 8) | 0xffu);
    }
    int sel = review_selected(a);
    if (sel > 0)
        gfx_fill(gx, chart_x(&c, sel > n ? n : sel, n) - t, c.y, 2 * t, c.h, 0xffd27ac0u);
    float r = 6.5f * t;
    view_draw_piece(&g->draw.view, gx, side, false, box->x + 13 * t, c.y + r, r, 0, 255);
    view_draw_piece(&g->draw.view, gx, !side, false, box->x + 13 * t, c.y + c.h - r, r, 0, 255);
    /* the sides named beside their counters, over the line where it passes (play-test 24: a
     * chart without a word on it) */
    enum ludi_game game = ludi_session_options(&g->flow.ss)->game;
    float lpx = app_px(a, 12 * t), lx = box->x + 24 * t;
    for (int k = 0; k < 2; k++) {
        char lab[80], fit[80];
        trf(a, lab, sizeof lab, STR_RV_AHEAD, tr_side(a, game, k == 0 ? side : !side));
        float px = app_fit(a, FACE_ITALIC, lpx, lpx, box->x + box->w - lx - 8 * t, lab, fit,
                           sizeof fit);
        int tw, th;
        gfx_text_size(gx, FACE_ITALIC, px, fit, &tw, &th);
        float ly = (k == 0 ? c.y + r : c.y + c.h - r) - (float)th / 2;
        gfx_round(gx, lx - 3 * t, ly, (float)tw + 6 * t, (float)th, 3 * t, 0x0b0907c8u);
        gfx_text(gx, FACE_ITALIC, px, 0xcdbf9ff0u, lx, ly, ALIGN_LEFT, fit);
    }
    app_widget(a, W_REVIEW_CHART, c.x - bw / 2, box->y, c.w + bw, box->h, true);
}

/* --- the panel: title, chart, graded moves, the chosen move in words --- */

/* The chosen move in words: who played what, its grade, what it gave away and the best. */
void review_sentence(struct app *a, int k, char *out, size_t len)
{
    struct game *g = a->game;
    const struct ludi_review_move *m = review_move(a, k);
    long ev = move_event(g, k);
    out[0] = '\0';
    if (k == review_count(a) + 1) {   /* the end: the result, as the header says it */
        chrome_result_line(a, ludi_session_state(&g->flow.ss), out, len, 0);
        size_t n = strlen(out);
        if (n + 1 < len && n > 0 && out[n - 1] != '.')
            snprintf(out + n, len - n, ".");
        return;
    }
    if (!m || ev < 0)
        return;
    enum ludi_game game = ludi_session_options(&g->flow.ss)->game;
    char played[LUDI_MOVE_LEN * 2], best[LUDI_MOVE_LEN * 2], head[400], rest[400];
    words_at(a, ev, &m->played, played, sizeof played);
    enum ludi_review_grade gr = grade_of(a, m);
    trf(a, head, sizeof head, STR_RV_MOVE, chrome_move_round(a, k, NULL),
        tr_side(a, game, m->side), played,
        tr(a, grade_word[gr]));
    if (m->forced) {
        snprintf(rest, sizeof rest, "%s", tr(a, STR_RV_FORCED));
    } else if (m->loss <= 0 || ludi_move_equal(&m->best, &m->played)) {
        snprintf(rest, sizeof rest, "%s", tr(a, STR_RV_BEST));
    } else {
        words_at(a, ev, &m->best, best, sizeof best);
        char amount[32];
        /* a won or lost game is scored as LUDI_REVIEW_WIN_MEN men: say it in words */
        const double won = LUDI_REVIEW_WIN_MEN - 0.01;
        if (game == LUDI_LATRUNCULI && m->value_played <= -won) {
            trf(a, rest, sizeof rest, STR_RV_LOSES_GAME, best);
        } else if (game == LUDI_LATRUNCULI && m->value_best >= won) {
            trf(a, rest, sizeof rest, STR_RV_MISSED_WIN, best);
        } else if (game == LUDI_LATRUNCULI) {
            decimal(a, m->loss, 1, amount, sizeof amount);
            trf(a, rest, sizeof rest, STR_RV_LOSS_MEN, amount, best);
        } else {
            decimal(a, m->loss * 100, m->loss < 0.01, amount, sizeof amount);
            trf(a, rest, sizeof rest, STR_RV_LOSS_CHANCE, amount, best,
                (int)lround(m->value_played * 100), (int)lround(m->value_best * 100));
        }
    }
    snprintf(out, len, "%s %s", head, rest);
}

/* One graded move of the list: its grade's dot, number, the mover's counter, the dice, the
 * move, and the grade's word at the right. */
static void draw_row(struct app *a, int k, float x, float y, float w, float line)
{
    struct gfx *gx = &a->g;
    struct game *g = a->game;
    float t = g->draw.lay.t;
    const struct ludi_review_move *m = review_move(a, k);
    long ev = move_event(g, k);
    if (!m || ev < 0)
        return;
    const struct ludi_state *before = ludi_session_state_at(&g->flow.ss, (size_t)ev);
    enum ludi_review_grade gr = grade_of(a, m);
    uint32_t gcol = (grade_rgb[gr] << 8) | 0xffu;
    if (k == review_selected(a))
        gfx_round(gx, x, y, w, line, 4 * t, 0xc9a45c48u);
    gfx_disc(gx, x + 8 * t, y + line / 2, 3.5f * t, gcol);
    char num[16], text[LUDI_MOVE_LEN * 2 + 40], words[LUDI_MOVE_LEN * 2], fit[sizeof text];
    /* numbered as the move list numbers it: by rounds, on the first side's move */
    snprintf(num, sizeof num, "%d.", chrome_move_round(a, k, NULL));
    float small = app_px(a, 14 * t);
    if (k == 1 || m->side == 0)
        gfx_text(gx, FACE_BODY, small, 0xb8a98aff, x + 44 * t, y + 2 * t, ALIGN_RIGHT, num);
    view_draw_piece(&g->draw.view, gx, m->side, false, x + 56 * t, y + line / 2, 6.5f * t, 0, 255);
    float tx = x + 68 * t;
    const char *word = tr(a, grade_word[gr]);
    int ww, wh;
    gfx_text_size(gx, FACE_ITALIC, small, word, &ww, &wh);
    gfx_text(gx, FACE_ITALIC, small, gr == LUDI_GRADE_GOOD ? 0x9fb89aa0u : gcol, x + w - 6 * t,
             y + 3 * t, ALIGN_RIGHT, word);
    size_t pos = 0;
    text[0] = '\0';
    for (int i = 0; i < before->ndice; i++)
        ludi_buf_add(text, sizeof text, &pos, "%s%d", i ? "\xc2\xb7" : "", before->dice[i]);
    if (pos)
        ludi_buf_add(text, sizeof text, &pos, "  ");
    words_at(a, ev, &m->played, words, sizeof words);
    ludi_buf_add(text, sizeof text, &pos, "%s", words);
    float px = app_fit(a, FACE_BODY, app_px(a, 15 * t), app_px(a, 12 * t),
                       x + w - tx - (float)ww - 14 * t, text, fit, sizeof fit);
    gfx_text(gx, FACE_BODY, px, COL_TEXT_DARK, tx, y + 2 * t, ALIGN_LEFT, fit);
    app_widget(a, W_REVIEW_ENTRY + k - 1, x, y, w, line, true);
}

/* The review's last row, the end: the winner's counter and the result. */
static void draw_end_row(struct app *a, int k, float x, float y, float w, float line)
{
    struct gfx *gx = &a->g;
    struct game *g = a->game;
    float t = g->draw.lay.t;
    const struct ludi_state *s = ludi_session_state(&g->flow.ss);
    if (k == review_selected(a))
        gfx_round(gx, x, y, w, line, 4 * t, 0xc9a45c48u);
    if (s->result != LUDI_DRAW)
        view_draw_piece(&g->draw.view, gx, s->result, false, x + 56 * t, y + line / 2, 6.5f * t,
                        0, 255);
    char words[300], fit[300];
    float tx = x + 68 * t;
    /* the reason too where it fits (the top line's words are measured at 20 t, these at 15 t);
     * the footer says it whole */
    chrome_result_line(a, s, words, sizeof words, (x + w - tx - 6 * t) * 20.0f / 15.0f);
    float px = app_fit(a, FACE_ITALIC, app_px(a, 15 * t), app_px(a, 12 * t), x + w - tx - 6 * t,
                       words, fit, sizeof fit);
    gfx_text(gx, FACE_ITALIC, px, COL_TEXT_DARK, tx, y + 2 * t, ALIGN_LEFT, fit);
    app_widget(a, W_REVIEW_ENTRY + k - 1, x, y, w, line, true);
}

bool review_draw_panel(struct app *a)
{
    struct gfx *gx = &a->g;
    struct game *g = a->game;
    const struct game_layout *L = &g->draw.lay;
    if (review_state(a) != REVIEW_SHOWN || L->list.w <= 0)
        return false;
    float t = L->t, x = L->list.x, y = L->list.y, w = L->list.w, h = L->list.h;
    chrome_draw_panel(a, tr(a, STR_RV_TITLE));
    /* what the chart's height is, right of the title where it fits whole */
    bool lat = ludi_session_options(&g->flow.ss)->game == LUDI_LATRUNCULI;
    const char *what = tr(a, lat ? STR_RV_CHART_MEN : STR_RV_CHART_CHANCE);
    int title_w, what_w, th;
    float wpx = app_px(a, 13 * t);
    gfx_text_size(gx, FACE_TITLE, 17 * t, tr(a, STR_RV_TITLE), &title_w, &th);
    gfx_text_size(gx, FACE_ITALIC, wpx, what, &what_w, &th);
    if (16 * t + (float)title_w + 16 * t + (float)what_w + 12 * t <= w)
        gfx_text(gx, FACE_ITALIC, wpx, 0xb8a98ae0u, x + w - 12 * t, y + 14 * t, ALIGN_RIGHT,
                 what);
    /* the footer: the chosen move in words, and the way back */
    char say[900];
    review_sentence(a, review_selected(a), say, sizeof say);
    float spx = app_px(a, 15 * t), pw = w - 24 * t, lh = spx * 1.27f;
    float ph = fminf(gfx_paragraph(gx, FACE_ITALIC, spx, 0, 0, 0, pw, lh, say, false), 6 * lh);
    float bh = 34 * t, foot = ph + bh + 26 * t, fy = y + h - foot;
    /* the chart under the title, the moves between it and the footer */
    float ch = fminf(fmaxf((h - foot) * 0.3f, 64 * t), 140 * t);
    SDL_FRect box = {x + 10 * t, y + 36 * t, w - 20 * t, ch};
    draw_chart(a, &box);
    float top = box.y + ch + 8 * t, bottom = fy - 4 * t;
    float line = fmaxf(23 * t, app_px(a, 15 * t) * 1.5f);   /* small print stays 12 px */
    int n = review_count(a), sel = review_selected(a);
    /* whole rows only, none cut in half under the chart: the room is a whole number of rows
     * and the list scrolls by rows */
    float room = fmaxf(1, floorf((bottom - top) / line)) * line;
    bottom = top + room;
    g->ui.list_scroll = roundf(g->ui.list_scroll / line) * line;
    /* keep the chosen move in view, with a row of the list on each side of it where there is
     * room: the row above holds the round's number of a second side's move (play-test 7) */
    float margin = room >= 3 * line ? line : 0, sy = (float)(sel - 1) * line;
    if (sel != g->ui.rv->kept) {   /* only when chosen: the wheel scrolls between choices */
        if (sy - margin < g->ui.list_scroll)
            g->ui.list_scroll = fmaxf(0, sy - margin);
        else if (sy + line + margin > g->ui.list_scroll + room)
            g->ui.list_scroll = sy + line + margin - room;
    }
    g->ui.rv->kept = sel;
    g->ui.rv->line = line;
    if (g->ui.list_scroll < 0)
        g->ui.list_scroll = 0;
    /* the moves, then the end */
    if (g->ui.list_scroll > fmaxf(0, (float)(n + 1) * line - room))
        g->ui.list_scroll = fmaxf(0, (float)(n + 1) * line - room);
    SDL_Rect clip = {(int)x, (int)top, (int)w, (int)(bottom - top)};
    SDL_RenderSetClipRect(gx->ren, &clip);
    int first_widget = a->nwidgets;
    for (int k = 1; k <= n + 1; k++) {
        float ry = top + (float)(k - 1) * line - g->ui.list_scroll;
        if (ry + line <= top + 0.5f || ry >= bottom - 0.5f)   /* wholly out of the room */
            continue;
        if (k <= n)
            draw_row(a, k, x + 6 * t, ry, w - 12 * t, line);
        else
            draw_end_row(a, k, x + 6 * t, ry, w - 12 * t, line);
    }
    SDL_RenderSetClipRect(gx->ren, NULL);
    /* rows cut by the clip are clickable only where they show */
    for (int i = first_widget; i < a->nwidgets; i++) {
        SDL_FRect *r = &a->widgets[i].r;
        float y0 = fmaxf(r->y, top), y1 = fminf(r->y + r->h, bottom);
        r->y = y0;
        r->h = fmaxf(0, y1 - y0);
    }
    gfx_fill(gx, x, fy, w, y + h - fy, 0x1d1813f0u);
    gfx_fill(gx, x, fy, w, 1, 0xc9a45c40u);
    SDL_Rect pclip = {(int)x, (int)fy, (int)w, (int)(ph + 12 * t)};
    SDL_RenderSetClipRect(gx->ren, &pclip);
    gfx_paragraph(gx, FACE_ITALIC, spx, 0xe0d2b0ffu, x + 12 * t, fy + 8 * t, pw, lh, say, true);
    SDL_RenderSetClipRect(gx->ren, NULL);
    app_button(a, W_REVIEW_CLOSE, x + 16 * t, y + h - bh - 10 * t, w - 32 * t, bh,
               tr(a, STR_RV_CLOSE), true);
    return true;
}

bool review_wheel(struct app *a, int notches)
{
    struct game *g = a->game;
    if (review_state(a) != REVIEW_SHOWN || g->ui.rv->line <= 0)
        return false;
    /* three rows a notch, as the move list in play; the draw keeps it within the rows */
    g->ui.list_scroll -= (float)notches * 3 * g->ui.rv->line;
    a->dirty = true;
    return true;
}

/* --- the line under the board, and the board --- */

bool review_draw_status(struct app *a)
{
    struct gfx *gx = &a->g;
    struct game *g = a->game;
    enum review_state st = review_state(a);
    if (st == REVIEW_OFF)
        return false;
    if (st == REVIEW_RUNNING)
        return true;
    /* the arrows' meaning, in their colours */
    const struct ludi_review_move *m = review_move(a, review_selected(a));
    if (!m)
        return true;
    const SDL_FRect *S = &g->draw.lay.status;
    float t = g->draw.lay.t, px = app_px(a, 16 * t);
    enum ludi_review_grade gr = grade_of(a, m);
    bool same = ludi_move_equal(&m->best, &m->played), two = !same && m->loss > 0;
    const char *played = tr(a, STR_RV_PLAYED_ARROW),
               *best = tr(a, same ? STR_RV_PLAYED_BEST_ARROW : STR_RV_BEST_ARROW);
    int w1, w2, th;
    gfx_text_size(gx, FACE_ITALIC, px, played, &w1, &th);
    gfx_text_size(gx, FACE_ITALIC, px, best, &w2, &th);
    float total = (float)(two ? w1 + w2 : w2) + (two ? 60 : 26) * t;
    float x = S->x + (S->w - total) / 2, y = S->y + (S->h - (float)th) / 2;
    gfx_round(gx, x - 10 * t, y - 3 * t, total + 20 * t, (float)th + 6 * t, 8 * t, 0x0e0b0890u);
    if (two) {
        gfx_disc(gx, x + 7 * t, y + (float)th / 2, 6 * t, (grade_rgb[gr] << 8) | 0xffu);
        x += 18 * t;
        x += gfx_text(gx, FACE_ITALIC, px, (grade_rgb[gr] << 8) | 0xffu, x, y, ALIGN_LEFT,
                      played) + 16 * t;
    }
    gfx_disc(gx, x + 7 * t, y + (float)th / 2, 6 * t, 0x8fd6ffffu);
    gfx_text(gx, FACE_ITALIC, px, 0x9fd8f8ffu, x + 18 * t, y, ALIGN_LEFT, best);
    return true;
}

void review_draw_board(struct app *a)
{
    struct game *g = a->game;
    const struct ludi_review_move *m = review_move(a, review_selected(a));
    if (!m || m->played.nsteps == 0)
        return;
    /* the move played in its grade's colour, under the best one in blue; the dice on the
     * arrows only where a turn uses several (one die is the tray's, and its chips would hide
     * Pente grammai's short arrows to the next point) */
    bool chips = ludi_game_dice(g->draw.shown.opt.game) > 1;
    if (!ludi_move_equal(&m->best, &m->played) && m->loss > 0)
        board_draw_turn(a, &g->draw.shown, &m->played, grade_rgb[grade_of(a, m)], chips);
    board_draw_turn(a, &g->draw.shown, &m->best, 0x8fd6ffu, chips);
}

/* --- the hint's other turns --- */

void review_hint_words(struct app *a, char *buf, size_t len)
{
    struct game *g = a->game;
    if (g->ui.hint_nturns < 2) {
        trf(a, buf, len, STR_WIN_CHANCE, (int)lround(g->ui.hint_win * 100));
        return;
    }
    /* whole percents, or tenths when two turns would read alike but are not */
    int digits = 0;
    for (int i = 1; i < g->ui.hint_nturns; i++) {
        double x = g->ui.hint_turns[i - 1].win_chance * 100,
               y = g->ui.hint_turns[i].win_chance * 100;
        if (lround(x) == lround(y) && x != y)
            digits = 1;
    }
    char others[300], chance[32], num[16];
    size_t pos = 0;
    others[0] = '\0';
    for (int i = 1; i < g->ui.hint_nturns; i++) {
        char words[LUDI_MOVE_LEN * 2];
        const struct ludi_ai_turn *tu = &g->ui.hint_turns[i];
        words_at(a, (long)ludi_session_now(&g->flow.ss), &tu->move, words, sizeof words);
        decimal(a, tu->win_chance * 100, digits, num, sizeof num);
        trf(a, chance, sizeof chance, STR_RV_PERCENT, num);
        char one[LUDI_MOVE_LEN * 2 + 40], item[sizeof one];
        snprintf(one, sizeof one, "%s (%s)", words, chance);   /* play-test 10: "12 55.5%" */
        if (i > 1)   /* "second best: X (46%), third: Y (40%)" */
            trf(a, item, sizeof item, STR_RV_HINT_THIRD, one);
        ludi_buf_add(others, sizeof others, &pos, "%s", i > 1 ? item : one);
    }
    decimal(a, g->ui.hint_turns[0].win_chance * 100, digits, num, sizeof num);
    trf(a, chance, sizeof chance, STR_RV_PERCENT, num);
    /* the marked turn named too (play-test 52: only the second best was, in words) */
    char best[LUDI_MOVE_LEN * 2];
    words_at(a, (long)ludi_session_now(&g->flow.ss), &g->ui.hint_turns[0].move, best,
             sizeof best);
    trf(a, buf, len, STR_RV_HINT_TURNS, best, chance, others);
}
