/* test_layout.c: the game screen's text and trays off screen: digits drawn in lining figures,
 * every tray's caption, counters and dice inside it at four window sizes in both languages, and a
 * line through many points drawn whole. */
#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "../check.h"
#include "app_events.h"
#include "app.h"
#include "app_window.h"
#include "dice.h"
#include "game.h"
#include "i18n.h"
#include "scene_game_board.h"
#include "scene_game_chrome.h"

static struct app A;

/* Opens the window with these arguments after the common ones; false (and a failed check) if
 * it cannot. */
static bool open_window(const char *size, const char *const *extra)
{
    return window_open(&A, size, extra, 3);
}

/* Draws text on black and reads back a w x h box of its pixels (red channel). */
static void ink(enum gfx_face f, const char *text, unsigned char *out, int w, int h)
{
    SDL_SetRenderDrawColor(A.ren, 0, 0, 0, 255);
    SDL_RenderClear(A.ren);
    gfx_text(&A.g, f, 40, 0xffffffffu, 4, 4, ALIGN_LEFT, text);
    static uint32_t px[200 * 100];
    SDL_Rect r = {0, 0, w, h};
    SDL_RenderReadPixels(A.ren, &r, SDL_PIXELFORMAT_RGBA32, px, w * 4);
    for (int i = 0; i < w * h; i++)
        out[i] = (unsigned char)(px[i] & 0xff);
}

/* Moves the ink of a w x h picture to its top left corner. */
static void to_corner(unsigned char *p, int w, int h)
{
    int x0 = w, y0 = h;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            if (p[y * w + x] > 40) {
                x0 = x < x0 ? x : x0;
                y0 = y < y0 ? y : y0;
            }
    if (x0 == w)
        return;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            p[y * w + x] = y + y0 < h && x + x0 < w ? p[(y + y0) * w + x + x0] : 0;
}

/* Pixels that differ between two pictures, each with its ink moved to the corner. */
static int differing(unsigned char *a, unsigned char *b, int w, int h)
{
    to_corner(a, w, h);
    to_corner(b, w, h);
    int d = 0;
    for (int i = 0; i < w * h; i++)
        d += abs(a[i] - b[i]) > 40;
    return d;
}

/* Report 2: EB Garamond's old-style '1' reads as 'I' and its '0' as 'o': digits in body text
 * are drawn in the lining figures face, so "1" in the body face is the figures face's "1" and
 * no longer the body face's 'I'. */
static void test_lining_figures(void)
{
    const char *args[] = {"--scene", "title", NULL};
    if (!open_window("800x600", args))
        return;
    struct gfx *g = &A.g;
    if (!strstr(g->font_path[FACE_BODY], "EBGaramond")) {
        printf("note: the body face is not EB Garamond (%s): its figures are its own\n",
               g->font_path[FACE_BODY]);
        CHECK(gfx_figures_face(g, FACE_BODY) == FACE_BODY);
        app_free(&A);
        return;
    }
    CHECK(gfx_figures_face(g, FACE_BODY) == FACE_FIGURES);
    CHECK(gfx_figures_face(g, FACE_ITALIC) == FACE_FIGURES_ITALIC);
    CHECK(gfx_figures_face(g, FACE_BOLD) == FACE_FIGURES_BOLD);
    enum { W = 200, H = 100 };
    static unsigned char body1[W * H], fig1[W * H], bodyI[W * H], body10[W * H], fig10[W * H];
    /* the same ink, wherever each face's baseline puts it */
    ink(FACE_BODY, "1", body1, W, H);
    ink(FACE_FIGURES, "1", fig1, W, H);
    ink(FACE_BODY, "I", bodyI, W, H);
    int same = differing(body1, fig1, W, H), unlike = differing(body1, bodyI, W, H);
    CHECK_MSG(same == 0, "a body '1' differs from the figures' '1' in %d pixels", same);
    CHECK_MSG(unlike > 40, "a body '1' looks like a body 'I' (%d pixels differ)", unlike);
    ink(FACE_BODY, "10", body10, W, H);
    ink(FACE_FIGURES, "10", fig10, W, H);
    CHECK_MSG(differing(body10, fig10, W, H) == 0, "a body \"10\" is not in lining figures");
    /* a long text, as the hint's three turns with their chances: its last digits in lining
     * figures too (past 24 runs they were drawn in the body's old-style figures, which are
     * narrower): every "a10" adds as much as the first */
    char many[128] = "", one[8] = "a10a10";
    int w, h, w1, w2, w3;
    for (int i = 0; i < 20; i++)
        strcat(many, "a10");
    gfx_text_size(g, FACE_BODY, 20, many, &w, &h);
    gfx_text_size(g, FACE_BODY, 20, one, &w2, &h);
    one[3] = '\0';
    gfx_text_size(g, FACE_BODY, 20, one, &w1, &h);
    many[57] = '\0';
    gfx_text_size(g, FACE_BODY, 20, many, &w3, &h);
    CHECK_INT(w - w3, w2 - w1);
    app_free(&A);
}

/* The columns from the first ink to the last, on black (the picture's red channel). */
static int ink_span(const unsigned char *p, int w, int h)
{
    int x0 = w, x1 = -1;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            if (p[y * w + x] > 100) {
                x0 = x < x0 ? x : x0;
                x1 = x > x1 ? x : x1;
            }
    return x1 - x0;
}

/* Draws text from x, its pen at x whatever ink its first glyph puts left of it; returns the
 * pen's advance over the text (the sum of its glyphs' advances: no kerning in these texts). */
static int pen_text(enum gfx_face f, const char *text, int x)
{
    TTF_Font *font = gfx_font(&A.g, f, 40);
    int minx, maxx, miny, maxy, adv, left = 0, total = 0;
    for (const char *p = text; *p; p++) {
        TTF_GlyphMetrics32(font, (unsigned char)*p, &minx, &maxx, &miny, &maxy, &adv);
        if (p == text && minx < 0)
            left = -minx;
        total += adv;
    }
    gfx_text(&A.g, f, 40, 0xffffffffu, (float)(x - left), 4, ALIGN_LEFT, text);
    return total;
}

/* Play-test 2: italic text with digits had stray gaps ("b3-f 3", "e6 ,"): a run of digits in
 * the figures face started where the run before it ended its ink (an italic f's tail), not
 * where its pen stopped, and the run after the digits after the figures' overhang. The text
 * drawn as one has the ink of its runs set one after another by their advances. */
static void test_figures_keep_their_place(void)
{
    const char *args[] = {"--scene", "title", NULL};
    if (!open_window("800x600", args))
        return;
    if (!strstr(A.g.font_path[FACE_ITALIC], "EBGaramond")) {
        printf("note: the italic face is not EB Garamond: its figures are its own\n");
        CHECK(gfx_figures_face(&A.g, FACE_ITALIC) == FACE_ITALIC);
        app_free(&A);
        return;
    }
    static const struct { enum gfx_face f; const char *text, *parts[3]; } cases[] = {
        {FACE_ITALIC, "b3-f3", {"b", "3", "-f"}},
        {FACE_ITALIC, "e6,", {"e", "6", ","}},
        {FACE_BODY, "f3 is", {"f", "3", " is"}},
        {FACE_BOLD, "f3,", {"f", "3", ","}},
    };
    enum { W = 200, H = 100 };
    static unsigned char whole[W * H], apart[W * H];
    static uint32_t px[W * H];
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        enum gfx_face f = cases[c].f, ff = gfx_figures_face(&A.g, f);
        ink(f, cases[c].text, whole, W, H);
        /* the same runs drawn apart, each at the pen the one before left */
        SDL_SetRenderDrawColor(A.ren, 0, 0, 0, 255);
        SDL_RenderClear(A.ren);
        int x = 20;
        x += pen_text(f, cases[c].parts[0], x);
        x += pen_text(ff, cases[c].parts[1], x);
        x += pen_text(f, cases[c].parts[2], x);
        if (c == 0)   /* "b3-f3": the last 3 after the f */
            pen_text(ff, "3", x);
        SDL_Rect r = {0, 0, W, H};
        SDL_RenderReadPixels(A.ren, &r, SDL_PIXELFORMAT_RGBA32, px, W * 4);
        for (int i = 0; i < W * H; i++)
            apart[i] = (unsigned char)(px[i] & 0xff);
        int a = ink_span(whole, W, H), b = ink_span(apart, W, H);
        CHECK_MSG(abs(a - b) <= 1, "\"%s\" spans %d columns of ink, its runs set by their "
                  "advances %d", cases[c].text, a, b);
        int wt, ht;   /* measured as wide as drawn, the glyphs' side bearings aside */
        gfx_text_size(&A.g, f, 40, cases[c].text, &wt, &ht);
        CHECK_MSG(wt >= a && wt <= a + 8, "\"%s\" measures %d for %d columns of ink",
                  cases[c].text, wt, a);
    }
    app_free(&A);
}

/* Every word of text no wider than room, at px. */
static bool words_fit(struct gfx *g, float px, const char *text, float room)
{
    char word[128];
    for (const char *p = text; *p;) {
        size_t n = strcspn(p, " ");
        int w, h;
        snprintf(word, sizeof word, "%.*s", (int)n, p);
        gfx_text_size(g, FACE_FIGURES, px, word, &w, &h);
        if ((float)w > room)
            return false;
        p += n;
        while (*p == ' ')
            p++;
    }
    return true;
}

static bool inside(const SDL_FRect *t, float x, float y, float r)
{
    return x - r >= t->x - 0.5f && x + r <= t->x + t->w + 0.5f && y - r >= t->y - 0.5f &&
           y + r <= t->y + t->h + 0.5f;
}

/* A caption (the longest its tray shows) fits in its tray with a row of counters under it. */
static void check_caption(const char *where, const SDL_FRect *t, const char *cap)
{
    struct view *v = &A.game->draw.view;
    char fit[160];
    float px = view_caption_fit(v, &A.g, t, cap, fit, sizeof fit);
    cap = fit;
    int w, h;
    gfx_text_size(&A.g, FACE_FIGURES, px, "0", &w, &h);
    float tall = gfx_paragraph(&A.g, FACE_FIGURES, px, 0, 0, 0, t->w, (float)h * 0.92f, cap,
                               false);
    float r = view_tray_r(v, t, v->r);
    CHECK_MSG(px >= VIEW_MIN_PX, "%s: \"%s\" at %.0f px, under the least readable size", where,
              cap, px);
    CHECK_MSG(words_fit(&A.g, px, cap, t->w), "%s: a word of \"%s\" is wider than its tray "
              "(%.0f px)", where, cap, t->w);
    CHECK_MSG(tall + 2 * r <= t->h + 1, "%s: \"%s\" (%.0f px tall) and a counter (r %.1f) do "
              "not fit the tray's %.0f px", where, cap, tall, r, t->h);
}

/* The counters off the board (waiting, borne off, taken) each inside one of the trays. */
static void check_counters(const char *where, const struct vpiece *p, int n)
{
    const struct view *v = &A.game->draw.view;
    const SDL_FRect *t[4] = {&v->tray[0], &v->tray[1], &v->wait[0], &v->wait[1]};
    for (int i = 0; i < n; i++) {
        if (p[i].where != LUDI_OFF && p[i].where != LUDI_OUT && p[i].where != VIEW_TAKEN)
            continue;
        bool in = false;
        for (int k = 0; k < 4; k++)
            in = in || (t[k]->w > 0 && inside(t[k], p[i].x, p[i].y, p[i].r));
        CHECK_MSG(in, "%s: a counter (side %d, place %d) at %.0f,%.0f r %.1f outside its tray",
                  where, p[i].side, p[i].where, p[i].x, p[i].y, p[i].r);
    }
}

/* Dice at rest: inside the felt, none on another. */
static void check_dice(const char *where, int n)
{
    const SDL_FRect *t = &A.game->draw.view.dice;
    float size = board_dice_size(t, (float)n, A.g.u), half = size * DICE_REST_SPAN / 2;
    SDL_FRect felt = {t->x + 4 * A.g.u, t->y + 4 * A.g.u, t->w - 8 * A.g.u, t->h - 8 * A.g.u};
    for (uint64_t seed = 1; seed <= 40; seed++) {
        struct dice_view dv;
        dice_init(&dv, seed);
        const int six[3] = {6, 6, 6};
        dice_place(&dv, six, n, t->x, t->y, t->w, t->h);
        for (int i = 0; i < n; i++) {
            CHECK_MSG(inside(&felt, dv.d[i].x1, dv.d[i].y1, half), "%s: die %d (size %.1f) "
                      "off the felt (seed %llu)", where, i, size, (unsigned long long)seed);
            for (int j = 0; j < i; j++)
                CHECK_MSG(fabsf(dv.d[i].x1 - dv.d[j].x1) >= 2 * half ||
                              fabsf(dv.d[i].y1 - dv.d[j].y1) >= 2 * half,
                          "%s: dice %d and %d overlap (seed %llu)", where, j, i,
                          (unsigned long long)seed);
        }
    }
    CHECK_MSG(size >= 12, "%s: dice of %.1f px", where, size);
}

/* Report 9: nothing spills out of its tray: captions, counters and dice, every game, at
 * 1280x800, 800x600, 900x650 and 700x1000, in English and German. */
static void test_trays_hold_their_contents(void)
{
    static const char *const games[] = {"latrunculi", "pente", "duodecim"};
    static const char *const sizes[] = {"1280x800", "800x600", "900x650", "700x1000"};
    static const char *const langs[] = {"en", "de"};
    for (int gi = 0; gi < 3; gi++)
        for (int si = 0; si < 4; si++)
            for (int li = 0; li < 2; li++) {
                const char *args[] = {"--game", games[gi], "--language", langs[li], "--black",
                                      "human", "--white", "human", "--scene", "game", NULL};
                if (!open_window(sizes[si], args))
                    continue;
                char where[96], cap[96];
                snprintf(where, sizeof where, "%s %s %s", games[gi], sizes[si], langs[li]);
                struct view *v = &A.game->draw.view;
                enum i18n_lang lang = A.lang;
                for (int side = 0; side < 2; side++) {
                    if (gi == 0)
                        i18n_format(lang, cap, sizeof cap, STR_BOARD_CAPTURED,
                                    i18n_get(lang, side ? STR_SIDE_BLACK : STR_SIDE_WHITE), 15);
                    else if (gi == 1)
                        i18n_format(lang, cap, sizeof cap, STR_BOARD_WAITING, 15);
                    else   /* the words the tray takes, as full as fit */
                        view_duo_borne_caption(v, &A.g, side, 15, cap, sizeof cap);
                    check_caption(where, &v->tray[side], cap);
                    if (gi == 2) {
                        i18n_format(lang, cap, sizeof cap, STR_BOARD_WAITING, 15);
                        check_caption(where, &v->wait[side], cap);
                    }
                }
                check_counters(where, A.game->draw.pcs, A.game->draw.npcs);
                if (gi == 2) {   /* every counter borne off */
                    struct ludi_state s = A.game->flow.ss.start;
                    memset(s.g.duo.cnt, 0, sizeof s.g.duo.cnt);
                    s.g.duo.cnt[0][31] = s.g.duo.cnt[1][31] = 15;
                    static struct vpiece p[VIEW_MAX_PIECES];
                    int n = v->ops->pieces(v, &s, p);
                    check_counters(where, p, n);
                }
                if (gi > 0)
                    check_dice(where, gi == 2 ? 3 : 1);
                app_free(&A);
            }
}

/* A line through more points than one piece of geometry holds (the review's chart of a game of
 * 200 moves) is drawn whole: it was not drawn at all past 64 points. */
static void test_long_line(void)
{
    const char *args[] = {"--scene", "title", NULL};
    if (!open_window("800x600", args))
        return;
    enum { N = 200 };
    static float xy[2 * N];
    for (int i = 0; i < N; i++) {
        xy[2 * i] = 10 + 3.5f * (float)i;
        xy[2 * i + 1] = i % 2 ? 48 : 52;   /* a zigzag, as the chart's often is */
    }
    SDL_SetRenderDrawColor(A.ren, 0, 0, 0, 255);
    SDL_RenderClear(A.ren);
    gfx_stroke(&A.g, xy, N, 3, 0xffffffffu);
    static uint32_t px[800 * 20];
    SDL_Rect r = {0, 40, 800, 20};
    SDL_RenderReadPixels(A.ren, &r, SDL_PIXELFORMAT_RGBA32, px, 800 * 4);
    /* every column the line crosses has ink, at its start, its joints and its end */
    int bare = 0;
    int end = (int)(10 + 3.5f * (N - 1)) - 2;
    for (int x = 12; x < end; x++) {
        int most = 0;
        for (int y = 0; y < 20; y++)
            most = (int)(px[y * 800 + x] & 0xff) > most ? (int)(px[y * 800 + x] & 0xff) : most;
        bare += most < 128;
    }
    CHECK_MSG(bare == 0, "%d columns of a line through %d points without ink", bare, N);
    app_free(&A);
}

/* Play-test 2: at 800x600 the settings' descriptions were 12 px italic in a column of their
 * own beside the choices, four lines each, and the last one (Lautst\xc3\xa4rke) lay under the
 * buttons until the page was scrolled: now each row, its description included, is seen at
 * once, in English and in German. */
static void test_settings_rows_seen(void)
{
    static const char *const langs[] = {"en", "de"}, *const games[] = {"latrunculi", "pente",
                                                                        "duodecim"};
    for (int i = 0; i < 6; i++) {
        const char *args[] = {"--scene", "new", "--language", langs[i % 2], "--game",
                              games[i / 2], NULL};
        if (!open_window("800x600", args))
            return;
        CHECK_MSG(scene_settings_rows_past() <= 0, "%s %s: the last row ends %.0f px under "
                  "the page", games[i / 2], langs[i % 2], scene_settings_rows_past());
        /* Play-test 3: the page scrolled for a 100 px thumbnail of the board, the rows sliding
         * under the title: at 800x600 it fits without scrolling */
        CHECK_MSG(scene_settings_scroll_room() <= 0, "%s %s: the page scrolls %.0f px",
                  games[i / 2], langs[i % 2], scene_settings_scroll_room());
        app_free(&A);
    }
    /* the Settings page (the window's own) fits too, and in a portrait window */
    for (int i = 0; i < 4; i++) {
        const char *args[] = {"--scene", "settings", "--language", langs[i % 2], NULL};
        if (!open_window(i < 2 ? "800x600" : "700x1000", args))
            return;
        CHECK_MSG(scene_settings_rows_past() <= 0 && scene_settings_scroll_room() <= 0,
                  "settings %s: the last row ends %.0f px under the page", langs[i % 2],
                  scene_settings_rows_past());
        app_free(&A);
    }
    /* Play-test 5: at 1280x800 Duodecim's page showed its board, Latrunculi's (five rows of
     * board and rules) none: every game's page shows its board there, without scrolling */
    for (int i = 0; i < 6; i++) {
        const char *args[] = {"--scene", "new", "--language", langs[i % 2], "--game",
                              games[i / 2], NULL};
        if (!open_window("1280x800", args))
            return;
        CHECK_MSG(scene_settings_preview_h() >= 70, "%s %s: the board's preview is %.0f px "
                  "high", games[i / 2], langs[i % 2], scene_settings_preview_h());
        CHECK_MSG(scene_settings_scroll_room() <= 0, "%s %s: the page scrolls %.0f px",
                  games[i / 2], langs[i % 2], scene_settings_scroll_room());
        app_free(&A);
    }
    /* In a portrait window (700x1000) the preview took 190 px and left a third of the window
     * empty under it: it takes the room there, and the page still does not scroll */
    for (int i = 0; i < 6; i++) {
        const char *args[] = {"--scene", "new", "--language", langs[i % 2], "--game",
                              games[i / 2], NULL};
        if (!open_window("700x1000", args))
            return;
        CHECK_MSG(scene_settings_preview_h() >= 200, "700x1000 %s %s: the board's preview is "
                  "%.0f px high", games[i / 2], langs[i % 2], scene_settings_preview_h());
        CHECK_MSG(scene_settings_scroll_room() <= 0 && scene_settings_rows_past() <= 0,
                  "700x1000 %s %s: the page scrolls %.0f px", games[i / 2], langs[i % 2],
                  scene_settings_scroll_room());
        app_free(&A);
    }
}

/* Whether a row of pixels from x0 to x1 at y has ink: a light text on the page's dark. */
static bool ink_row(int y, int x0, int x1)
{
    for (int x = x0; x < x1; x++) {
        uint32_t c = window_pixel(&A, (float)x, (float)y);
        if (((c >> 16) & 0xff) > 110 && ((c >> 8) & 0xff) > 100)
            return true;
    }
    return false;
}

/* Play-test 24: Settings in German at 800x600: a description's last line and the next row's
 * label stood 5 px apart, as close as the description's own lines, so nothing said where a row
 * ended. Between every row and the next in a column, at every size and in both languages, 10
 * px or more are blank above the next row's label (read left of the choices, in the labels'
 * room). */
static void test_settings_rows_apart(void)
{
    static const char *const sizes[] = {"1280x800", "800x600", "700x1000"};
    static const char *const langs[] = {"en", "de"}, *const scenes[] = {"settings", "new"};
    for (int i = 0; i < 12; i++) {
        const char *size = sizes[i % 3], *lang = langs[i / 3 % 2], *scene = scenes[i / 6];
        const char *args[] = {"--scene", scene, "--language", lang, "--game", "duodecim", NULL};
        if (!open_window(size, args))
            return;
        window_draw(&A);
        float t = app_unit(&A);
        int checked = 0;
        /* a row's first choice, and the one of the row after it in the same column */
        for (int r = 0; r < 18; r++) {
            const struct widget *cur = window_widget(&A, 100 + r * 16), *next = NULL;
            for (int q = r + 1; cur && q < 18 && !next; q++) {
                const struct widget *w = window_widget(&A, 100 + q * 16);
                if (w && fabsf(w->r.x - cur->r.x) < 2 * t + 40 && w->r.y > cur->r.y)
                    next = w;
            }
            if (!cur || !next)
                continue;
            const struct widget *last = cur;
            for (int c = 1; c < 16; c++)
                if (window_widget(&A, 100 + r * 16 + c))
                    last = window_widget(&A, 100 + r * 16 + c);
            /* the choices beside the label, in 0.58 of the column, or under it across it */
            float w = (float)A.g.w, colw = w >= 900 * t ? (w - 92 * t) / 2 : w - 56 * t;
            bool under = last->r.x + last->r.w - cur->r.x > 0.7f * colw;
            int x0 = (int)(under ? cur->r.x : cur->r.x - 0.42f * colw) + 1;
            int x1 = (int)(under ? cur->r.x + 0.42f * colw : cur->r.x - 2);
            /* where the next row begins (its label over its choices: 24 units higher) */
            bool next_under = fabsf(next->r.x - cur->r.x) < 2 && under;
            int top = (int)(next->r.y - (next_under ? 28 : 4) * t);
            int label = -1, help = -1;
            for (int y = top; y < (int)(next->r.y + next->r.h) && label < 0; y++)
                if (ink_row(y, x0, x1))
                    label = y;
            for (int y = top - 1; y > (int)(cur->r.y + cur->r.h) && help < 0; y--)
                if (ink_row(y, x0, x1))
                    help = y;
            if (label < 0 || help < 0)
                continue;
            CHECK_MSG(label - help - 1 >= 10, "%s %s %s: row %d's description ends %d px above "
                      "the next label", scene, size, lang, r, label - help - 1);
            checked++;
        }
        CHECK_MSG(checked >= 2, "%s %s %s: %d rows measured", scene, size, lang, checked);
        app_free(&A);
    }
}

/* Play-test 24: at 800x600 the players' choices read "Human 1 2 3 4 5", bare numbers a
 * newcomer cannot read: every level is named whole ("Level 3", "Stufe 3") at every size, in
 * English and German, each of the six choices a button, and the page still fits. */
static void test_levels_named(void)
{
    static const char *const sizes[] = {"1280x800", "800x600", "700x1000"};
    static const char *const langs[][2] = {{"en", "Level"}, {"de", "Stufe"}};
    static const char *const games[] = {"latrunculi", "pente", "duodecim"};
    for (int i = 0; i < 18; i++) {
        const char *size = sizes[i % 3], *game = games[i / 3 % 3];
        int l = i / 9;
        const char *args[] = {"--scene", "new", "--language", langs[l][0], "--game", game,
                              NULL};
        if (!open_window(size, args))
            return;
        window_draw(&A);
        for (int level = 1; level <= 5; level++) {
            char name[32];
            snprintf(name, sizeof name, "%s %d", langs[l][1], level);
            CHECK_MSG(window_drawn(&A, name, true), "%s %s %s: '%s' not drawn", game, size,
                      langs[l][0], name);
        }
        for (int side = 0; side < 2; side++)
            for (int c = 0; c < 6; c++)   /* the players' rows: 100 + (3 + side) * 16 + c */
                CHECK_MSG(window_widget(&A, 100 + (3 + side) * 16 + c) != NULL,
                          "%s %s: side %d's choice %d not drawn", game, size, side, c);
        CHECK_MSG(scene_settings_scroll_room() <= 0, "%s %s %s: the page scrolls %.0f px",
                  game, size, langs[l][0], scene_settings_scroll_room());
        app_free(&A);
    }
}

/* Play-test 24: the Animation choices read Off, Fast, Normal, Slow, in no order a player
 * expects: they read Off, then by speed, Slow, Normal, Fast, left to right, each slower than
 * none before it but Off; the settings file keeps the names, so what it says still loads. */
static void test_animation_order(void)
{
    static const char *const names[] = {"off", "slow", "normal", "fast"};
    const char *args[] = {"--scene", "settings", "--language", "en", NULL};
    if (!open_window("1280x800", args))
        return;
    double last = 1e9, left = -1;
    for (int c = 0; c < 4; c++) {
        window_draw(&A);
        const struct widget *w = window_widget(&A, 100 + 5 * 16 + c);   /* R_ANIM's choice c */
        CHECK_MSG(w != NULL, "no choice %d", c);
        if (!w)
            break;
        CHECK_MSG(w->r.x > left, "choice %d left of the one before", c);
        left = w->r.x;
        A.ops[A.scene]->activate(&A, w->id);
        char text[4096], want[40];
        ludi_settings_format(&A.settings, text, sizeof text);
        snprintf(want, sizeof want, "animation = %s\n", names[c]);
        CHECK_MSG(strstr(text, want) != NULL, "choice %d: %s", c, text);
        double d = app_anim(&A, 1.0);
        if (c == 0)
            CHECK(d == 0);
        else
            CHECK_MSG(d < last, "choice %d takes %.2f, the one before %.2f", c, d, last);
        if (c > 0)
            last = d;
    }
    app_free(&A);
    /* settings written in the old order (the names) load as they were */
    static const double seconds[] = {0, 1.6, 1.0, 0.55};
    for (int c = 0; c < 4; c++) {
        struct ludi_settings st;
        char err[200], text[40], back[4096];
        ludi_settings_default(&st);
        snprintf(text, sizeof text, "animation = %s\n", names[c]);
        CHECK(ludi_settings_parse(text, &st, err, sizeof err));
        ludi_settings_format(&st, back, sizeof back);
        CHECK_MSG(strstr(back, text) != NULL, "%s", back);
        static struct app probe;
        probe.settings = st;
        CHECK_MSG(fabs(app_anim(&probe, 1.0) - seconds[c]) < 1e-9, "%s", names[c]);
    }
}

/* Play-test 24: a title card's line about its game wrapped its last word alone ("W\xc3\xbcrfeln"
 * under "Zw\xc3\xb6lf Linien: das r\xc3\xb6mische Laufspiel mit drei" at 800x600 in German): its lines
 * are balanced, no card's last word drawn alone, at window sizes from 640 to 1400 wide, in
 * English and German. */
static void test_title_lines_balanced(void)
{
    static const enum str_id subs[] = {STR_LAT_SUB, STR_PENTE_SUB, STR_DUO_SUB};
    static const char *const langs[] = {"en", "de"};
    static const enum i18n_lang ids[] = {I18N_EN, I18N_DE};
    for (int l = 0; l < 2; l++)
        for (int w = 640; w <= 1400; w += 40) {
            char size[32];
            snprintf(size, sizeof size, "%dx%d", w, w < 800 ? 1000 : w <= 1024 ? 600 : 800);
            const char *args[] = {"--scene", "title", "--language", langs[l], NULL};
            if (!open_window(size, args))
                return;
            window_draw(&A);
            for (int g = 0; g < 3; g++) {
                const char *sub = i18n_get(ids[l], subs[g]), *last = strrchr(sub, ' ');
                CHECK_MSG(window_drawn(&A, sub, false) || window_drawn(&A, last + 1, false),
                          "%s %s: the card's line not drawn", size, langs[l]);
                CHECK_MSG(!window_drawn(&A, last + 1, true), "%s %s: '%s' alone on a line",
                          size, langs[l], last + 1);
            }
            app_free(&A);
        }
}

/* Play-test 13: Pente grammai's mode read "Knock-off: enter and capture. Classic: start on the
 * board, split the die.", cryptic to a newcomer: it says in plain words what each mode does,
 * and is drawn whole (its German ran past the 160 bytes a row's help was given), at every
 * size, in English and German. */
static void test_mode_help_plain(void)
{
    static const char *const sizes[] = {"800x600", "1280x800", "700x1000"};
    static const char *const langs[] = {"en", "de"};
    static const char *const jargon[] = {"enter and capture", "split the die",
                                         "einsetzen und schlagen", "den Wurf teilen"};
    const struct ludi_option_desc *mode = NULL;
    for (int i = 0; ludi_option_desc(LUDI_PENTE, i); i++)
        if (!strcmp(ludi_option_desc(LUDI_PENTE, i)->key, "mode"))
            mode = ludi_option_desc(LUDI_PENTE, i);
    CHECK(mode != NULL);
    if (!mode)
        return;
    for (int si = 0; si < 3; si++)
        for (int li = 0; li < 2; li++) {
            const char *args[] = {"--scene", "new", "--language", langs[li], "--game",
                                  "pente", NULL};
            if (!open_window(sizes[si], args))
                return;
            const char *help = trc(&A, mode->help);
            for (int j = 0; j < 4; j++)
                CHECK_MSG(!strstr(help, jargon[j]), "%s: the mode's help says \"%s\"",
                          langs[li], jargon[j]);
            /* its end drawn: a line drawn is the help's last words */
            size_t n = strlen(help);
            bool whole = false;
            for (int k = 0; k < GFX_TEXT_CACHE; k++) {
                const char *t = A.g.text[k].text;
                size_t m = strlen(t);
                whole |= A.g.text[k].tex && m >= 4 && m <= n && !strcmp(help + n - m, t);
            }
            CHECK_MSG(whole, "%s, %s: the mode's help is not drawn to its end (\"%s\")",
                      sizes[si], langs[li], help + (n > 12 ? n - 12 : 0));
            app_free(&A);
        }
}

/* Play-test 3: button labels and the status line went down to 11 px in small windows. No text
 * of any scene is drawn under 12 pixels (at 96 dpi), at the smallest window, 800x600, a
 * portrait one and 1280x800, in both languages. */
static void test_long_notice(void);

/* Last stop: a long German refusal at 800x600 was shrunk to fit its line, under 12 px. It
 * keeps a readable size and takes two lines instead. */
static void test_long_notice(void)
{
    const char *args[] = {"--language", "de", "--scene", "game", "--game", "duodecim", NULL};
    if (!open_window("800x600", args))
        return;
    app_say(&A, NOTICE_WHY, "Der Stein auf 4 kann nicht ziehen: ein Stein von Ihnen, der noch "
                            "einzusetzen ist, muss zuerst eingesetzt werden, und mit einer 3 "
                            "setzt er auf 3 ein, wo zwei Steine des Gegners stehen");
    A.g.smallest_px = 1e9f;
    A.dirty = true;
    app_frame(&A, false);
    CHECK_MSG(A.g.smallest_px >= 12 * A.g.dpi - 0.01f, "the notice at %.1f px",
              A.g.smallest_px);
    const SDL_FRect *b = &A.notice_box, *at = &A.notice_at, *room = &A.notice_room;
    /* on its line, or (play-test 13: risen from it, it covered the trays) in the scene's room
     * for a longer one, the move list's top */
    bool on_line = b->x >= at->x - 0.5f && b->x + b->w <= at->x + at->w + 0.5f;
    bool in_room = room->w > 0 && b->x >= room->x - 0.5f &&
                   b->x + b->w <= room->x + room->w + 0.5f && b->y >= room->y - 0.5f &&
                   b->y + b->h <= room->y + room->h + 0.5f;
    CHECK_MSG(on_line || in_room, "the notice %.0f..%.0f, its line %.0f..%.0f", b->x,
              b->x + b->w, at->x, at->x + at->w);
    /* play-test 50: one a little too long for its line, shrunk, ran to the line's edges, its
     * box wider than the line: it stays within it, margins and all */
    app_say(&A, NOTICE_INFO, "Die nicht beendete Partie (Latrunculi 12x8) wurde bei den "
                             "gespeicherten Partien abgelegt: Laden im Titelbild \xc3\xb6" "ffnet sie");
    A.dirty = true;
    app_frame(&A, false);
    CHECK_MSG(b->w > 0 && b->x >= at->x - 0.5f && b->x + b->w <= at->x + at->w + 0.5f,
              "the shrunk notice %.0f..%.0f, its line %.0f..%.0f", b->x, b->x + b->w, at->x,
              at->x + at->w);
    app_free(&A);
    /* play-test 9: a scene with no line of its own (the title, after a lesson's game): a long
     * notice stays inside the window, on more lines if need be */
    const char *targs[] = {"--scene", "title", NULL};
    if (!open_window("1280x800", targs))
        return;
    app_say(&A, NOTICE_INFO, "Now a whole game on a small board against the computer at its "
                             "easiest level. Press H for a hint whenever you like. Watch your "
                             "king: when the enemy could trap it with his next move, the line "
                             "under the board warns you and red corners mark the danger.");
    A.dirty = true;
    app_frame(&A, false);
    CHECK_MSG(b->x >= 0 && b->x + b->w <= (float)A.g.w && b->y >= 0 &&
                  b->y + b->h <= (float)A.g.h,
              "the notice %.0f..%.0f in a window %d wide", b->x, b->x + b->w, A.g.w);
    app_free(&A);
}

/* Whether a text was drawn since the window opened. */
static bool drawn(const char *text)
{
    return window_drawn(&A, text, true);
}

/* Play-test 22: at 800x600 in German Duodecim's tray caption "15 von 15 herausgespielt" took
 * two lines, the second under the counters: where it fits no line, the brief words; both
 * trays in the same words (play-test 28: "Wei\xc3\x9f heraus" over "Schwarz:"), as full as
 * the narrower tray takes. */
static void test_borne_off_caption(void)
{
    const char *save = "ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                       "player one human\nplayer two human\n"
                       "position one:out*10,25*5 two:out*12,20*3 one\n";
    if (!window_open_saved(&A, "800x600", save, "de", 3))
        return;
    /* the brief words still say what they count (play-test 30: "Wei\xc3\x9f: 0 von 15") */
    CHECK(drawn("Wei\xc3\x9f heraus: 12"));
    CHECK(drawn("Schwarz heraus: 10"));
    CHECK(!drawn("Wei\xc3\x9f: 12\xc2\xa0von\xc2\xa0" "15"));
    CHECK(!drawn("von Wei\xc3\x9f herausgespielt: 12\xc2\xa0von\xc2\xa0" "15"));
    app_free(&A);
    if (!window_open_saved(&A, "800x600", save, "en", 3))   /* the words as full as fit */
        return;
    CHECK(drawn("White off: 12\xc2\xa0of\xc2\xa0" "15"));
    CHECK(drawn("Black off: 10\xc2\xa0of\xc2\xa0" "15"));
    app_free(&A);
}

/* Play-test 30: at 1280x800 the narrow trays' caption took three lines ("Wei\xc3\x9f /
 * heraus: / 7 von 15"): two at most there, one in a wide tray; both trays in the same words
 * also when their counts differ in width (at 640x480 "Schwarz heraus: 3" stood beside
 * "Wei\xc3\x9f: 7"); and the counters borne off show their count as a pile on the board
 * does ("\xc3\x977"), inside their tray. */
static void test_borne_off_lines(void)
{
    const char *save = "ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                       "player one human\nplayer two computer 1\n"
                       "position one:out*3,25*12 two:out*7,20*8 one\nroll 1 2 3\n";
    static const char *const sizes[] = {"1280x800", "800x600", "700x1000", "640x480"};
    static const char *const langs[] = {"en", "de"};
    for (int si = 0; si < 4; si++)
        for (int l = 0; l < 2; l++) {
            if (!window_open_saved(&A, sizes[si], save, langs[l], 3))
                return;
            struct view *v = &A.game->draw.view;
            char cap[2][96];
            for (int side = 0; side < 2; side++) {
                const SDL_FRect *t = &v->tray[side];
                char fit[160];
                view_duo_borne_caption(v, &A.g, side, side ? 7 : 3, cap[side], sizeof cap[side]);
                float px = view_caption_fit(v, &A.g, t, cap[side], fit, sizeof fit);
                float lines = gfx_paragraph(&A.g, FACE_FIGURES, px, 0, 0, 0,
                                            t->w - v->cell * 0.12f, 1, fit, false);
                CHECK_MSG(lines <= (t->w >= t->h ? 1 : 2), "%s %s: \"%s\" in %.0f lines",
                          sizes[si], langs[l], fit, lines);
                /* the count on the last counter borne off, inside the tray */
                struct view_badge b[64];
                int nb = v->ops->badges(v, &A.g, A.game->draw.pcs, A.game->draw.npcs, b, 64);
                bool found = false;
                for (int k = 0; k < nb; k++) {
                    float cx = b[k].box.x + b[k].box.w / 2, cy = b[k].box.y + b[k].box.h / 2;
                    found |= b[k].side == side && b[k].count == (side ? 7 : 3) &&
                             cx >= t->x && cx <= t->x + t->w && cy >= t->y && cy <= t->y + t->h;
                }
                CHECK_MSG(found, "%s %s: no count on the counters side %d bore off", sizes[si],
                          langs[l], side);
            }
            /* the same words: each without its side's name and count */
            const char *name[2] = {tr(&A, STR_SIDE_ONE), tr(&A, STR_SIDE_TWO)};
            char rest[2][96];
            for (int side = 0; side < 2; side++) {
                const char *p = strstr(cap[side], name[side]);
                snprintf(rest[side], sizeof rest[side], "%.*s%s",
                         p ? (int)(p - cap[side]) : 0, cap[side],
                         p ? p + strlen(name[side]) : cap[side]);
                char *d = strpbrk(rest[side], "37");
                if (d)
                    *d = '#';
            }
            CHECK_MSG(strcmp(rest[0], rest[1]) == 0, "%s %s: \"%s\" beside \"%s\"", sizes[si],
                      langs[l], cap[0], cap[1]);
            app_free(&A);
        }
}

/* Session 63: at 1177x736 (the default window on a 1366x768 screen) the empty tray read
 * "taken by / White: 0" over the board's side and "taken by Black: 1" on one line under it:
 * in a narrow tray a caption that fits on one line a little smaller takes one line, in
 * English at 1177x736 and 1280x800 both trays' captions. */
static void test_taken_one_line(void)
{
    static const char *const sizes[] = {"1177x736", "1280x800"};
    for (int si = 0; si < 2; si++) {
        const char *args[] = {"--game", "latrunculi", "--language", "en", "--black", "human",
                              "--white", "human", "--scene", "game", NULL};
        if (!open_window(sizes[si], args))
            return;
        struct view *v = &A.game->draw.view;
        for (int side = 0; side < 2; side++) {
            const SDL_FRect *t = &v->tray[side];
            char cap[96], fit[160];
            i18n_format(A.lang, cap, sizeof cap, STR_BOARD_CAPTURED,
                        i18n_get(A.lang, side ? STR_SIDE_BLACK : STR_SIDE_WHITE), side);
            float px = view_caption_fit(v, &A.g, t, cap, fit, sizeof fit);
            float lines = gfx_paragraph(&A.g, FACE_FIGURES, px, 0, 0, 0,
                                        t->w - v->cell * 0.12f, 1, fit, false);
            CHECK_MSG(t->w < t->h, "%s: the tray is %.0fx%.0f, not narrow", sizes[si], t->w,
                      t->h);
            CHECK_MSG(lines == 1, "%s: \"%s\" in %.0f lines at %.0f px", sizes[si], fit, lines,
                      px);
            CHECK_MSG(px >= 14, "%s: \"%s\" at %.0f px", sizes[si], fit, px);
        }
        app_free(&A);
    }
}

/* Whether a text holding both a and b was drawn since the window opened. */
static bool drawn_with(const char *a, const char *b)
{
    for (int k = 0; k < GFX_TEXT_CACHE; k++)
        if (A.g.text[k].tex && strstr(A.g.text[k].text, a) && strstr(A.g.text[k].text, b))
            return true;
    return false;
}

/* Play-test (newcomers): the trays of counters borne off did not say whose they were (the
 * waiting trays neither, but those stand by each side's own way in): each says its side by
 * the colour the rest of the window names it by, with its own count, at 1280x800, 800x600,
 * 700x1000 and 640x480, in English and German (test_trays_hold_their_contents: inside the
 * tray). */
static void test_borne_off_whose(void)
{
    const char *save = "ludi-save 1\ngame duodecim\noptions path=standard\nseed 1\n"
                       "player one human\nplayer two computer 1\n"
                       "position one:out*3,25*12 two:out*7,20*8 one\nroll 1 2 3\n";
    static const char *const sizes[] = {"1280x800", "800x600", "700x1000", "640x480"};
    static const struct { const char *lang, *side[2], *of, *off; } langs[] = {
        {"en", {"Black", "White"}, "of", "off"},
        {"de", {"Schwarz", "Wei\xc3\x9f"}, "von", "heraus"}};
    for (int si = 0; si < 4; si++)
        for (int l = 0; l < 2; l++) {
            if (!window_open_saved(&A, sizes[si], save, langs[l].lang, 3))
                return;
            for (int side = 0; side < 2; side++) {
                /* "White off: 7 of 15" on one line, or (a narrow tray) "White off: / 7 of 15"
                 * or "Wei\xc3\x9f / heraus: 7", the name on a line of its own or with "off" */
                int n = side ? 7 : 3;
                char count[16], named[32], of[32], of_nb[32];
                snprintf(count, sizeof count, ": %d", n);
                snprintf(named, sizeof named, "%s:", langs[l].side[side]);
                snprintf(of, sizeof of, "%d %s 15", n, langs[l].of);
                snprintf(of_nb, sizeof of_nb, "%d\xc2\xa0%s\xc2\xa0" "15", n, langs[l].of);
                bool one_line = drawn_with(langs[l].side[side], count) ||
                                (snprintf(count, sizeof count, ":\xc2\xa0%d", n),
                                 drawn_with(langs[l].side[side], count));
                snprintf(count, sizeof count, "%s: %d", langs[l].off, n);
                bool lines = (drawn(named) || drawn(langs[l].side[side]) ||
                              drawn_with(langs[l].side[side], langs[l].off)) &&
                             (drawn_with(of, "") || drawn_with(of_nb, "") || drawn(count));
                CHECK_MSG(one_line || lines, "%s %s: no caption says %s's %d borne off",
                          sizes[si], langs[l].lang, langs[l].side[side], n);
            }
            app_free(&A);
        }
}

/* The rules' board in a portrait window stood at the left, room to spare at its right: it
 * is centred, for each game. */
static void test_rules_board_centred(void)
{
    static const char *const games[] = {"latrunculi", "pente", "duodecim"};
    for (int i = 0; i < 3; i++) {
        const char *args[] = {"--scene", "rules", "--game", games[i], NULL};
        if (!open_window("700x1000", args))
            return;
        SDL_FRect b = scene_rules_board();
        float left = b.x, right = 700 - (b.x + b.w);
        CHECK_MSG(b.w > 0 && fabsf(left - right) < 8, "%s: the board %.0f px from the left, "
                  "%.0f from the right", games[i], (double)left, (double)right);
        app_free(&A);
    }
}

/* Opens the rules page of game in lang at size and draws it; false when it cannot. */
static bool rules_page(const char *size, const char *game, const char *lang)
{
    const char *args[] = {"--scene", "rules", "--game", game, "--language", lang, NULL};
    if (!open_window(size, args))
        return false;
    window_draw(&A);
    return true;
}

/* Play-test 30: the rules page in German at 800x600 ended just above Back, at 640x480 (the
 * smallest window the app allows, APP_MIN_W x APP_MIN_H) it ran under it. Every game's page,
 * in English and German, at the smallest window, 800x600, 700x1000 and 1280x800: the words'
 * room ends 10 px or more above Back, the words end in it as drawn; where they are taller,
 * they scroll (Page Down, End: their end comes into the room, the last line no lower than
 * it); the board stands clear of Back too. */
static void test_rules_clear_of_back(void)
{
    static const char *const games[] = {"latrunculi", "pente", "duodecim"};
    static const char *const langs[] = {"en", "de"};
    char smallest[32];
    snprintf(smallest, sizeof smallest, "%dx%d", APP_MIN_W, APP_MIN_H);
    const char *const sizes[] = {smallest, "800x600", "700x1000", "1280x800"};
    for (int si = 0; si < 4; si++)
        for (int li = 0; li < 2; li++)
            for (int gi = 0; gi < 3; gi++) {
                if (!rules_page(sizes[si], games[gi], langs[li]))
                    return;
                const struct widget *back = window_widget(&A, 1);   /* W_BACK */
                CHECK(back != NULL);
                if (!back) {
                    app_free(&A);
                    return;
                }
                float end, room_left;
                SDL_FRect room = scene_rules_words(&end, &room_left);
                float foot = room.y + room.h, gap = back->r.y - foot;
                CHECK_MSG(gap >= 10 * A.g.dpi, "%s %s %s: the words' room ends %.0f px above "
                          "Back", sizes[si], langs[li], games[gi], gap);
                CHECK_MSG(end <= foot + 0.5f || room_left > 0, "%s %s %s: the words end %.0f px "
                          "under their room, unscrolled", sizes[si], langs[li], games[gi],
                          end - foot);
                if (room_left > 0) {
                    push_key(SDLK_PAGEDOWN, 0);
                    window_settle(&A);
                    window_draw(&A);
                    float moved;
                    scene_rules_words(&moved, &room_left);
                    CHECK_MSG(moved < end, "%s %s %s: Page Down scrolled nothing", sizes[si],
                              langs[li], games[gi]);
                    push_key(SDLK_END, 0);
                    window_settle(&A);
                    window_draw(&A);
                    scene_rules_words(&end, &room_left);
                    CHECK_MSG(fabsf(end - foot) <= 1, "%s %s %s: scrolled to the end, the "
                              "words end %.0f px from their room's foot", sizes[si], langs[li],
                              games[gi], end - foot);
                }
                SDL_FRect b = scene_rules_board();
                CHECK_MSG(b.w <= 0 || b.y + b.h <= back->r.y, "%s %s %s: the board under Back",
                          sizes[si], langs[li], games[gi]);
                app_free(&A);
            }
}

/* Play-test 45: nothing explained the marks on the board (the rings, the double ring, the
 * cross, the triangle, the corners, the last move's dashed ring). The rules page has a key of
 * them, a row for each mark the game shows (Latrunculi 7, Pente grammai 4 and 3 in its
 * classic mode, which knocks nothing off, Duodecim scripta 4), each with the mark drawn as on
 * the board: a destination's gold dot where its row says. In a wide window the key stands
 * under the board, clear of it and above Back; in a tall one it follows the words. */
static void test_rules_marks_key(void)
{
    static const char *const games[] = {"latrunculi", "pente", "duodecim"};
    static const char *const langs[] = {"en", "de"};
    char smallest[32];
    snprintf(smallest, sizeof smallest, "%dx%d", APP_MIN_W, APP_MIN_H);
    const char *const sizes[] = {"1280x800", "800x600", "700x1000", smallest};
    static const int rows[] = {7, 4, 4};
    for (int si = 0; si < 4; si++)
        for (int li = 0; li < 2; li++)
            for (int gi = 0; gi < 3; gi++) {
                if (!rules_page(sizes[si], games[gi], langs[li]))
                    return;
                int n = 0;
                float xy[16][2];
                SDL_FRect key = scene_rules_key(&n, xy), b = scene_rules_board();
                const struct widget *back = window_widget(&A, 1);   /* W_BACK */
                CHECK_MSG(n == rows[gi], "%s %s %s: %d marks in the key, not %d", sizes[si],
                          langs[li], games[gi], n, rows[gi]);
                CHECK(back != NULL);
                float end, left;
                SDL_FRect room = scene_rules_words(&end, &left);
                bool beside = key.x >= room.x + room.w;
                CHECK_MSG(beside || si >= 2, "%s %s %s: the key not under the board",
                          sizes[si], langs[li], games[gi]);
                if (back && beside) {   /* under the board, above Back */
                    CHECK_MSG(key.y >= b.y + b.h && key.y + key.h <= back->r.y,
                              "%s %s %s: the key %.0f..%.0f, the board ends %.0f, Back at "
                              "%.0f", sizes[si], langs[li], games[gi], (double)key.y,
                              (double)(key.y + key.h), (double)(b.y + b.h),
                              (double)back->r.y);
                    CHECK(key.x + key.w <= (float)A.g.w);
                } else if (back) {   /* after the words (the board under them or beside) */
                    CHECK_MSG(key.y + key.h <= end + 1 &&
                                  (b.w <= 0 || key.y + key.h < b.y || b.x >= room.x + room.w),
                              "%s %s %s: the key %.0f..%.0f, the words end %.0f", sizes[si],
                              langs[li], games[gi], (double)key.y, (double)(key.y + key.h),
                              (double)end);
                }
                /* the destination's row (the second in every game) shows its gold dot */
                if (n >= 2 && xy[1][1] > room.y + 30 && xy[1][1] < room.y + room.h - 30) {
                    uint32_t c = window_pixel(&A, xy[1][0], xy[1][1]);
                    CHECK_MSG((c >> 16) > 0xd0 && ((c >> 8) & 0xff) > 0xa8 && (c & 0xff) < 0xa0,
                              "%s %s %s: the destination's mark is %06x, not gold", sizes[si],
                              langs[li], games[gi], c);
                }
                app_free(&A);
            }
    /* classic Pente grammai knocks nothing off: no row for it */
    const char *args[] = {"--scene", "rules", "--game", "pente", "--mode", "classic", NULL};
    if (!open_window("1280x800", args))
        return;
    window_draw(&A);
    int n = 0;
    float xy[16][2];
    scene_rules_key(&n, xy);
    CHECK_INT(n, 3);
    app_free(&A);
    /* play-test 51: Latrunculi's cross row says "in a ring: you lose at once" and shows both
     * crosses: along its middle, four runs of cinnabar (the plain cross's middle, the ring's two
     * sides and the second cross's middle between them), where a single cross shows one */
    if (!rules_page("1280x800", "latrunculi", "en"))
        return;
    window_draw(&A);
    scene_rules_key(&n, xy);
    int runs = 0;
    bool in = false;
    for (float x = xy[4][0] - 40; x <= xy[4][0] + 40; x += 1) {
        uint32_t c = window_pixel(&A, x, xy[4][1]);
        int r = (int)(c >> 16), g = (int)(c >> 8 & 0xff), bl = (int)(c & 0xff);
        bool red = r > 150 && r - g > 60 && r - bl > 70;
        runs += red && !in;
        in = red;
    }
    CHECK_MSG(runs >= 4, "the cross row's samples: %d runs of cinnabar", runs);
    app_free(&A);
}

/* Play-test (newcomers): on the rules' Duodecim board at 800x600 the path's label lay over the
 * numbers of points 20 to 23: it touches none of the numbers drawn (as path_numbers draws
 * them: the path's own 1 to 30, the other side's 1 to 6 a little smaller) and stays on the
 * board, at 1280x800, 800x600 and 700x1000, in English and German. */
static void test_rules_path_label(void)
{
    static const char *const sizes[] = {"1280x800", "800x600", "700x1000"};
    static const char *const langs[] = {"en", "de"};
    for (int si = 0; si < 3; si++)
        for (int l = 0; l < 2; l++) {
            const char *args[] = {"--scene", "rules", "--game", "duodecim", "--language",
                                  langs[l], NULL};
            if (!open_window(sizes[si], args))
                return;
            const struct view *v = scene_rules_view();
            const SDL_FRect *c = &v->path_cap, *b = &v->board;
            CHECK_MSG(c->w > 0 && c->x >= b->x && c->x + c->w <= b->x + b->w && c->y >= b->y &&
                          c->y + c->h <= b->y + b->h,
                      "%s %s: the label %.0f,%.0f %.0fx%.0f off the board", sizes[si], langs[l],
                      c->x, c->y, c->w, c->h);
            struct ludi_state s;
            ludi_start(&v->opt, &s);
            float px = fmaxf(VIEW_MIN_PX * A.g.dpi, view_label_px(v) * 0.95f);
            for (int k = 0; k < 36; k++) {
                int side = k < 30 ? 0 : 1, p = k < 30 ? k + 1 : k - 29;
                float x, y, npx = side ? fmaxf(VIEW_MIN_PX * A.g.dpi, px * 0.9f) : px;
                if (!v->ops->place_xy(v, &s, side, p, &x, &y))
                    continue;
                char num[8];
                int tw, th;
                snprintf(num, sizeof num, "%d", p);
                gfx_text_size(&A.g, FACE_FIGURES_BOLD, npx, num, &tw, &th);
                float h = npx * 1.25f, w = fmaxf((float)tw + npx * 0.7f, h);
                bool apart = c->x >= x + w / 2 || c->x + c->w <= x - w / 2 || c->y >= y + h / 2 ||
                             c->y + c->h <= y - h / 2;
                CHECK_MSG(apart, "%s %s: the label %.0f,%.0f %.0fx%.0f over the number %s%d at "
                          "%.0f,%.0f", sizes[si], langs[l], c->x, c->y, c->w, c->h,
                          side ? "the other side's " : "", p, x, y);
            }
            app_free(&A);
        }
}

/* play-test 25: the rules' keys left out P (Duodecim's path numbers, which its move list
 * names): it is said for Duodecim scripta only, in English and German. */
static void test_rules_keys(void)
{
    static const char *const langs[] = {"en", "de"};
    for (int l = 0; l < 2; l++) {
        const char *args[] = {"--scene", "rules", "--language", langs[l], NULL};
        if (!open_window("800x600", args))
            return;
        for (int gm = 0; gm < 3; gm++) {
            char keys[600];
            scene_rules_keys(&A, (enum ludi_game)gm, keys, sizeof keys);
            bool path = strstr(keys, " P: ") != NULL;
            CHECK_MSG(path == (gm == LUDI_DUODECIM), "%s, game %d: '%s'", langs[l], gm, keys);
            /* play-test 37: "Space throws the dice" in the one-die game, "drag a counter"
             * where the pieces are men */
            if (l == 0) {
                CHECK_MSG((strstr(keys, "throws the die.") != NULL) == (gm == LUDI_PENTE),
                          "game %d: '%s'", gm, keys);
                CHECK_MSG((strstr(keys, "drag a man,") != NULL) == (gm == LUDI_LATRUNCULI),
                          "game %d: '%s'", gm, keys);
            }
        }
        /* play-test 38: nothing said the starred piece is the king; the rules do */
        CHECK_MSG(strstr(tr(&A, STR_RULES_LAT), l ? "nig, der Stein mit dem Stern" :
                                                    "king, the piece marked with a star"),
                  "%s: the rules do not name the king's star", langs[l]);
        app_free(&A);
    }
}

/* Play-test 38: a notice on the rules page ("Your last game, as you left it", the game left
 * for F1) stood over Back for its five seconds: it stands clear of it, at three sizes in both
 * languages. */
static void test_rules_notice_clear(void)
{
    static const char *const sizes[] = {"800x600", "700x1000", "1280x800"};
    for (int s = 0; s < 3; s++)
        for (int l = 0; l < 2; l++) {
            const char *args[] = {"--scene", "rules", "--language", l ? "de" : "en", NULL};
            if (!open_window(sizes[s], args))
                return;
            app_notice(&A, "%s", tr(&A, STR_RESUMED));
            A.notice_box = (SDL_FRect){0, 0, 0, 0};
            window_draw(&A);
            const struct widget *back = window_widget(&A, 1);   /* W_BACK */
            const SDL_FRect *n = &A.notice_box;
            CHECK_MSG(back && n->w > 0, "%s %s: no Back or no notice", sizes[s], l ? "de" : "en");
            if (back && n->w > 0)
                CHECK_MSG(n->y + n->h <= back->r.y || n->y >= back->r.y + back->r.h ||
                              n->x + n->w <= back->r.x || n->x >= back->r.x + back->r.w,
                          "%s %s: the notice (%.0f..%.0f) over Back (%.0f..%.0f)", sizes[s],
                          l ? "de" : "en", n->y, n->y + n->h, back->r.y, back->r.y + back->r.h);
            app_free(&A);
        }
}

/* The other side's points on Duodecim's board are marked "W1".."W6" as the list names them
 * (test_own_points_marked), where the chips fit between the points: on the rules page's small
 * board at 800x600 the marked chips ran into each other, so they are bare there. */
static void test_rules_duo_marks_fit(void)
{
    const char *args[] = {"--scene", "rules", "--game", "duodecim", NULL};
    if (!open_window("800x600", args))
        return;
    window_draw(&A);
    CHECK(!window_drawn(&A, "W6", true) && window_drawn(&A, "6", true));
    app_free(&A);
}

static void test_text_readable(void)
{
    static const char *const sizes[] = {"640x480", "800x600", "700x1000", "1280x800"};
    static const char *const langs[] = {"en", "de"};
    static const char *const scenes[][6] = {
        {"--scene", "title"},
        {"--scene", "settings"},
        {"--scene", "new"},
        {"--scene", "new", "--game", "duodecim"},
        {"--scene", "rules"},
        {"--scene", "learn"},
        {"--scene", "game", "--game", "latrunculi"},
        {"--scene", "game", "--game", "pente"},
        {"--scene", "game", "--game", "duodecim"},
        {"--tutorial", "latrunculi", "--step", "2"},
        {"--tutorial", "pente", "--step", "2"},
        {"--tutorial", "duodecim", "--step", "2"},
    };
    int n = (int)(sizeof scenes / sizeof scenes[0]);
    for (int s = 0; s < 4; s++)
        for (int l = 0; l < 2; l++)
            for (int k = 0; k < n; k++) {
                const char *args[10] = {"--language", langs[l]};
                for (int i = 0; i < 6 && scenes[k][i]; i++)
                    args[2 + i] = scenes[k][i];
                if (!open_window(sizes[s], args))
                    return;
                A.g.smallest_px = 1e9f;
                A.dirty = true;
                app_frame(&A, false);
                CHECK_MSG(A.g.smallest_px >= 12 * A.g.dpi - 0.01f,
                          "%s %s %s %s: '%s' at %.1f px", sizes[s], langs[l], scenes[k][1],
                          scenes[k][3] ? scenes[k][3] : "", A.g.smallest, A.g.smallest_px);
                /* play-test 4: "R\xc3\xbcckg\xc3\xa4ngig \xc2\xb7 Strg+Z" filled its button to the
                 * edge: every label keeps its margin */
                for (int i = 0; i < A.nwidgets; i++) {
                    const struct widget *w = &A.widgets[i];
                    CHECK_MSG(w->text_w <= 0 || (w->r.w - w->text_w) / 2 >=
                                                    APP_BUTTON_PAD * A.g.u - 1.01f,
                              "%s %s %s %s: button %d's label %.0f px in %.0f px", sizes[s],
                              langs[l], scenes[k][1], scenes[k][3] ? scenes[k][3] : "", w->id,
                              w->text_w, w->r.w);
                    CHECK_MSG(!w->cut, "%s %s %s %s: button %d's label cut short", sizes[s],
                              langs[l], scenes[k][1], scenes[k][3] ? scenes[k][3] : "", w->id);
                }
                /* play-test 7: the top line says who the opponent is, clear of the turn */
                if (strcmp(scenes[k][1], "game") == 0 && A.game) {
                    const SDL_FRect *v = &A.game->draw.top_vs, *tu = &A.game->draw.top_turn;
                    CHECK_MSG(v->w > 0 && v->x + v->w <= tu->x && v->y >= 0 &&
                                  v->y + v->h <= A.game->draw.lay.top.h + 1,
                              "%s %s %s: who plays whom (%.0f,%.0f %.0fx%.0f) not shown clear "
                              "of the turn (x %.0f)", sizes[s], langs[l], scenes[k][3], v->x,
                              v->y, v->w, v->h, tu->x);
                }
                app_free(&A);
            }
}

/* Play-test 7: nothing said who the opponent was: the top line names it and its level, or two
 * people, in both languages. */
static void test_matchup(void)
{
    static const struct { const char *lang, *black, *white, *want; } cases[] = {
        {"en", "human", "computer", "You (Black) v the computer, level 3"},
        {"de", "human", "computer", "Sie (Schwarz) gegen den Computer, Stufe 3"},
        {"en", "computer", "human", "You (White) v the computer, level 3"},
        {"en", "human", "human", "Two players"},
        {"de", "human", "human", "Zwei Spieler"},
        /* play-test 38: "levels 3 and 3" */
        {"en", "computer", "computer", "The computer v itself, both at level 3"},
        {"de", "computer", "computer", "Computer gegen Computer, beide auf Stufe 3"},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        const char *args[] = {"--language", cases[k].lang, "--game", "latrunculi", "--black",
                              cases[k].black, "--white", cases[k].white, "--level", "3", NULL};
        if (!window_open(&A, "800x600", args, 10))
            return;
        char words[200];
        chrome_matchup_words(&A, false, words, sizeof words);
        CHECK_STR(words, cases[k].want);
        /* the short form, where the line is long, keeps its subject (play-test 39: "v the
         * computer, level 2" at the end of a game) */
        chrome_matchup_words(&A, true, words, sizeof words);
        if (strcmp(cases[k].black, cases[k].white) != 0)
            CHECK_STR(words, strcmp(cases[k].lang, "de") == 0 ? "Sie gegen den Computer, Stufe 3"
                                                              : "You v the computer, level 3");
        app_free(&A);
    }
    /* two levels: which side plays at which */
    static const char save[] = "ludi-save 1\ngame pente\nseed 1\nplayer a computer 5\n"
                               "player b computer 2\n";
    for (int l = 0; l < 2; l++) {
        if (!window_open_saved(&A, "800x600", save, l ? "de" : "en", 1))
            return;
        char words[200];
        chrome_matchup_words(&A, false, words, sizeof words);
        CHECK_STR(words, l ? "Computer gegen Computer: Blau Stufe 5, Wei\xc3\x9f Stufe 2"
                           : "The computer v itself: Blue level 5, White level 2");
        app_free(&A);
    }
}

/* Play-test 39: "0 of 30 single moves without a capture" did not say what the count is for. Where
 * the top line has room it says what comes at the end; where it has not, the count alone,
 * whole. */
static void test_nocap_said(void)
{
    static const struct { const char *size, *lang, *want, *not; } cases[] = {
        {"1280x800", "en", "0 of 30 single moves without a capture, then the men are counted", NULL},
        {"1280x800", "de", "0 von 30 Einzelz\xc3\xbcgen ohne Schlagen, dann wird gez\xc3\xa4hlt", NULL},
        {"700x1000", "en", "0 of 30 single moves without a capture", "then the men"},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        const char *args[] = {"--language", cases[k].lang, "--game", "latrunculi", "--black",
                              "human", "--white", "computer", NULL};
        if (!window_open(&A, cases[k].size, args, 10))
            return;
        window_draw(&A);
        CHECK_MSG(window_drawn(&A, cases[k].want, true), "%s %s: not drawn whole: %s",
                  cases[k].size, cases[k].lang, cases[k].want);
        if (cases[k].not)
            CHECK_MSG(!window_drawn(&A, cases[k].not, false), "%s %s: drawn cut", cases[k].size,
                      cases[k].lang);
        app_free(&A);
    }
}

/* Play-test 8: Debian's EB Garamond Bold has no accented letter, so a bold German line drew
 * "Einzelz\xe2\x96\xa1gen" with a box. Every letter the window's words use is drawn in a face
 * whose font has it: a letter the face lacks comes from the figures face (Cardo), as digits do. */
static void test_letters_provided(void)
{
    const char *args[] = {"--scene", "title", NULL};
    if (!open_window("800x600", args))
        return;
    struct gfx *g = &A.g;
    static const char *const letters[] = {"\xc3\xa4", "\xc3\xb6", "\xc3\xbc", "\xc3\x84",
                                          "\xc3\x96", "\xc3\x9c", "\xc3\x9f", "\xe2\x80\x94",
                                          "\xe2\x80\xa6", "\xe2\x86\x92", "\xc2\xb7", "u"};
    static const enum gfx_face faces[] = {FACE_BODY, FACE_ITALIC, FACE_BOLD};
    for (size_t f = 0; f < sizeof faces / sizeof faces[0]; f++)
        for (size_t i = 0; i < sizeof letters / sizeof letters[0]; i++) {
            const char *l = letters[i];
            uint32_t cp = (unsigned char)l[0];
            if (cp >= 0xe0)
                cp = (cp & 0x0f) << 12 | ((unsigned char)l[1] & 0x3f) << 6 |
                     ((unsigned char)l[2] & 0x3f);
            else if (cp >= 0xc0)
                cp = (cp & 0x1f) << 6 | ((unsigned char)l[1] & 0x3f);
            enum gfx_face got = gfx_char_face(g, faces[f], 40, l);
            TTF_Font *font = gfx_font(g, got, 40);
            CHECK_MSG(font && TTF_GlyphIsProvided32(font, cp),
                      "face %d draws U+%04X in %s, which lacks it", (int)faces[f], (unsigned)cp,
                      g->font_path[got]);
        }
    CHECK(gfx_char_face(g, FACE_BOLD, 40, "u") == FACE_BOLD);   /* plain letters stay bold */
    if (gfx_figures_face(g, FACE_BOLD) != FACE_BOLD) {   /* the bold "\xc3\xbc" is Cardo's */
        enum { W = 200, H = 100 };
        static unsigned char bold[W * H], cardo[W * H];
        ink(FACE_BOLD, "\xc3\xbc", bold, W, H);
        ink(FACE_FIGURES_BOLD, "\xc3\xbc", cardo, W, H);
        int d = differing(bold, cardo, W, H);
        CHECK_MSG(d == 0, "a bold '\xc3\xbc' differs from Cardo Bold's in %d pixels", d);
    }
    app_free(&A);
}

int main(void)
{
    RUN(test_letters_provided);
    RUN(test_text_readable);
    RUN(test_borne_off_whose);
    RUN(test_rules_board_centred);
    RUN(test_rules_path_label);
    RUN(test_rules_clear_of_back);
    RUN(test_rules_marks_key);
    RUN(test_rules_keys);
    RUN(test_rules_notice_clear);
    RUN(test_rules_duo_marks_fit);
    RUN(test_borne_off_caption);
    RUN(test_borne_off_lines);
    RUN(test_taken_one_line);
    RUN(test_matchup);
    RUN(test_nocap_said);
    RUN(test_long_notice);
    RUN(test_lining_figures);
    RUN(test_figures_keep_their_place);
    RUN(test_trays_hold_their_contents);
    RUN(test_long_line);
    RUN(test_settings_rows_seen);
    RUN(test_settings_rows_apart);
    RUN(test_levels_named);
    RUN(test_animation_order);
    RUN(test_title_lines_balanced);
    RUN(test_mode_help_plain);
    return check_summary();
}
