/* preview.c: mock boards composed from the painter as the game will compose them; and a timing of that. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "assets.h"
#include "preview.h"

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);  /* CPU time: fair on a busy machine */
    return (double)t.tv_sec * 1000.0 + (double)t.tv_nsec / 1e6;
}

/* Fills dst with src repeated (the wood tiles seamlessly). */
static void tile(struct paint_image *dst, const struct paint_image *src)
{
    for (int y = 0; y < dst->h; y++)
        for (int x = 0; x < dst->w; x++)
            memcpy(dst->px + ((size_t)y * (size_t)dst->w + (size_t)x) * 4,
                   src->px + ((size_t)(y % src->h) * (size_t)src->w + (size_t)(x % src->w)) * 4, 4);
}

/* A material texture cropped to the board's aspect and scaled to cover it. */
static bool cover(struct paint_image *board, const struct paint_image *tex)
{
    float k = (float)board->w / (float)tex->w;
    if ((float)board->h / (float)tex->h > k)
        k = (float)board->h / (float)tex->h;
    float sw = (float)board->w / k, sh = (float)board->h / k;
    return paint_image_scale_rect(board, tex, 0.5f * ((float)tex->w - sw),
                                  0.5f * ((float)tex->h - sh), sw, sh);
}

/* Draws a counter image (256 px) with its shadow, centred at (cx, cy), d pixels across. */
static bool place(struct paint_image *scene, const struct paint_image *counter,
                  const struct paint_image *shadow, float cx, float cy, int d)
{
    struct paint_image c = {0}, s = {0};
    int sd = d * 115 / 100;
    bool ok = paint_image_init(&c, d, d) && paint_image_init(&s, sd, sd) &&
              paint_image_scale(&c, counter) && paint_image_scale(&s, shadow);
    if (ok) {
        paint_image_blend(scene, &s, (int)(cx - 0.5f * (float)sd + 0.07f * (float)d),
                          (int)(cy - 0.5f * (float)sd + 0.10f * (float)d));
        paint_image_blend(scene, &c, (int)(cx - 0.5f * (float)d), (int)(cy - 0.5f * (float)d));
    }
    paint_image_free(&c);
    paint_image_free(&s);
    return ok;
}

/* The Latrunculi slab: stone cropped to size, weathered, a corner off, the grid cut by hand. */
static bool lat_board(struct paint_image *board, const struct paint_image *stone, int cols,
                      int rows, float cell, float margin, uint64_t seed, double *t_scale,
                      double *t_mask, double *t_incise)
{
    double t0 = now_ms();
    if (!cover(board, stone))
        return false;
    double ta = now_ms();
    struct paint_rect r = {0, 0, board->w, board->h};
    paint_wear(board, r, seed);
    double tb = now_ms();
    paint_chip(board, r, 1, 0.07f * (float)board->h, seed + 1);
    double t1 = now_ms();
    if (t_scale)
        printf("  (scale %.1f ms, wear %.1f ms, chip %.1f ms)\n", ta - t0, tb - ta, t1 - tb);
    struct paint_mask m = {0};
    if (!paint_mask_init(&m, board->w, board->h))
        return false;
    float lw = cell * 0.065f;
    for (int i = 0; i <= cols; i++) {
        float x = margin + (float)i * cell;
        paint_mask_line(&m, x, margin, x, margin + (float)rows * cell, lw, 0.6f,
                        seed + 100 + (uint64_t)i);
    }
    for (int j = 0; j <= rows; j++) {
        float y = margin + (float)j * cell;
        paint_mask_line(&m, margin, y, margin + (float)cols * cell, y, lw, 0.6f,
                        seed + 200 + (uint64_t)j);
    }
    double t2 = now_ms();
    bool ok = paint_incise(board, &m, lw * 0.4f, seed + 3);
    double t3 = now_ms();
    paint_mask_free(&m);
    if (t_scale) {
        *t_scale = t1 - t0;
        *t_mask = t2 - t1;
        *t_incise = t3 - t2;
    }
    return ok;
}

struct kit {
    struct paint_image tex[4];   /* stone, terracotta, wood, title */
    struct paint_image counter[PAINT_COUNTER_KIND_COUNT][2];
    struct paint_image shadow, die[7];
};

static void kit_free(struct kit *k)
{
    for (int i = 0; i < 4; i++)
        paint_image_free(&k->tex[i]);
    for (int i = 0; i < PAINT_COUNTER_KIND_COUNT; i++)
        for (int j = 0; j < 2; j++)
            paint_image_free(&k->counter[i][j]);
    paint_image_free(&k->shadow);
    for (int i = 0; i < 7; i++)
        paint_image_free(&k->die[i]);
}

static bool kit_load(struct kit *k)
{
    memset(k, 0, sizeof *k);
    for (int i = 0; i < assets_count(); i++) {
        const char *n = assets_get(i)->name;
        struct paint_image *dst = NULL;
        static const char *const kinds[] = {"blue", "black", "white", "bone", "amber", "clay"};
        char name[64];
        if (strcmp(n, "stone.png") == 0)
            dst = &k->tex[0];
        else if (strcmp(n, "terracotta.png") == 0)
            dst = &k->tex[1];
        else if (strcmp(n, "wood.png") == 0)
            dst = &k->tex[2];
        else if (strcmp(n, "title.png") == 0)
            dst = &k->tex[3];
        else if (strcmp(n, "shadow.png") == 0)
            dst = &k->shadow;
        else if (strncmp(n, "die-", 4) == 0)
            dst = &k->die[n[4] - '0'];
        for (int c = 0; c < PAINT_COUNTER_KIND_COUNT; c++)
            for (int king = 0; king < 2; king++) {
                snprintf(name, sizeof name, "counter-%s%s.png", kinds[c], king ? "-king" : "");
                if (strcmp(n, name) == 0)
                    dst = &k->counter[c][king];
            }
        if (dst && !assets_paint(i, dst))
            return false;
    }
    return true;
}

static bool save(struct paint_image *img, const char *dir, const char *name)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    bool ok = gen_save_png(img, path);
    if (ok)
        printf("%s\n", path);
    return ok;
}

/* Saves a part of img enlarged zoom times (nearest), to look at pixels closely. */
static bool save_crop(const struct paint_image *img, int x, int y, int w, int h, int zoom,
                      const char *dir, const char *name)
{
    struct paint_image c = {0};
    if (!paint_image_init(&c, w * zoom, h * zoom))
        return false;
    for (int j = 0; j < h * zoom; j++)
        for (int i = 0; i < w * zoom; i++) {
            int sx = x + i / zoom, sy = y + j / zoom;
            if (sx >= 0 && sy >= 0 && sx < img->w && sy < img->h)
                memcpy(c.px + ((size_t)j * (size_t)c.w + (size_t)i) * 4,
                       img->px + ((size_t)sy * (size_t)img->w + (size_t)sx) * 4, 4);
        }
    bool ok = save(&c, dir, name);
    paint_image_free(&c);
    return ok;
}

static bool scene_latrunculi(struct kit *k, const char *dir)
{
    struct paint_image table = {0}, board = {0};
    const int cols = 12, rows = 8;
    const float cell = 108.0f, margin = 56.0f;
    int bw = (int)(cell * cols + 2 * margin), bh = (int)(cell * rows + 2 * margin);
    bool ok = paint_image_init(&table, bw + 240, bh + 200) && paint_image_init(&board, bw, bh);
    if (ok) {
        tile(&table, &k->tex[2]);
        ok = lat_board(&board, &k->tex[0], cols, rows, cell, margin, 42, NULL, NULL, NULL);
    }
    int ox = 120, oy = 100;
    if (ok) {
        paint_drop_shadow(&table, &board, ox, oy, 10.0f, 16.0f, 16.0f, 0.7f);
        paint_image_blend(&table, &board, ox, oy);
        int d = (int)(cell * 0.78f);
        for (int c = 0; c < cols && ok; c++) {
            int rb = (c == 3) ? 2 : 0, rw = (c == 8) ? 5 : 7;
            bool king_b = c == 6, king_w = c == 5;
            ok = place(&table, &k->counter[PAINT_COUNTER_BLACK][king_b], &k->shadow,
                       (float)ox + margin + ((float)c + 0.5f) * cell,
                       (float)oy + margin + ((float)rb + 0.5f) * cell, d) &&
                 place(&table, &k->counter[PAINT_COUNTER_BONE][king_w], &k->shadow,
                       (float)ox + margin + ((float)c + 0.5f) * cell,
                       (float)oy + margin + ((float)rw + 0.5f) * cell, d);
        }
        ok = ok && save(&table, dir, "preview-latrunculi.png") &&
             save_crop(&table, ox + bw - 420, oy - 60, 480, 300, 2, dir, "zoom-latrunculi-corner.png") &&
             save_crop(&table, ox + 300, oy + 150, 400, 260, 2, dir, "zoom-latrunculi-grid.png");
    }
    paint_image_free(&table);
    paint_image_free(&board);
    return ok;
}

static bool scene_pente(struct kit *k, const char *dir)
{
    struct paint_image table = {0}, board = {0};
    struct paint_mask cut = {0}, paint = {0};
    int bw = 1180, bh = 880;
    bool ok = paint_image_init(&table, bw + 240, bh + 200) && paint_image_init(&board, bw, bh) &&
              paint_mask_init(&cut, bw, bh) && paint_mask_init(&paint, bw, bh);
    if (ok) {
        tile(&table, &k->tex[2]);
        ok = cover(&board, &k->tex[1]);
    }
    if (ok) {
        struct paint_rect r = {0, 0, bw, bh};
        paint_wear(&board, r, 7);
        float y0 = 205.0f, y1 = (float)bh - 205.0f, gap = 170.0f;
        for (int i = 0; i < 5; i++) {
            float x = 0.5f * (float)bw + ((float)i - 2.0f) * gap;
            paint_mask_line(&cut, x, y0, x, y1, 8.0f, 0.45f, 300 + (uint64_t)i);
            paint_mask_ellipse(&cut, x, y0 - 38.0f, 27.0f, 36.0f, 0.0f);
            paint_mask_ellipse(&cut, x, y1 + 38.0f, 27.0f, 36.0f, 0.0f);
            if (i == 2)
                paint_mask_circle(&cut, x, 0.5f * (float)bh, 26.0f, 6.0f, 0.4f, 400);
        }
        ok = paint_incise(&board, &cut, 3.2f, 11);
        paint_mask_greek_border(&paint, 0, 0, (float)bw, (float)bh, 1.0f, 900);
        ok = ok && paint_paint(&board, &paint, 0x231d19ff, 0.3f, 12);
    }
    int ox = 120, oy = 100;
    if (ok) {
        paint_drop_shadow(&table, &board, ox, oy, 10.0f, 16.0f, 16.0f, 0.7f);
        paint_image_blend(&table, &board, ox, oy);
        for (int i = 0; i < 5 && ok; i++) {
            float x = (float)ox + 0.5f * (float)bw + ((float)i - 2.0f) * 170.0f;
            float yb = (float)oy + (float)bh - 205.0f + 38.0f, yt = (float)oy + 205.0f - 38.0f;
            if (i == 1)
                yb = (float)oy + 0.5f * (float)bh + 120.0f;
            ok = place(&table, &k->counter[PAINT_COUNTER_BLUE][0], &k->shadow, x, yb, 92) &&
                 place(&table, &k->counter[PAINT_COUNTER_WHITE][0], &k->shadow, x,
                       i == 2 ? (float)oy + 0.5f * (float)bh - 60.0f : yt, 92);
        }
        ok = ok && save(&table, dir, "preview-pente.png") &&
             save_crop(&table, ox - 40, oy + bh - 300, 560, 340, 2, dir, "zoom-pente.png");
    }
    paint_mask_free(&cut);
    paint_mask_free(&paint);
    paint_image_free(&table);
    paint_image_free(&board);
    return ok;
}

/* Every counter, man and king, on wood and on stone, and the dice; the same in grey, to check
   that the sides differ in more than hue. */
static bool scene_pieces(struct kit *k, const char *dir)
{
    struct paint_image sheet = {0};
    const int d = 120, pad = 30, n = PAINT_COUNTER_KIND_COUNT;
    int w = n * (d + pad) + pad, h = 4 * (d + pad) + pad + 180;
    bool ok = paint_image_init(&sheet, w, h);
    if (!ok)
        return false;
    tile(&sheet, &k->tex[2]);
    struct paint_image stone = {0};
    ok = paint_image_init(&stone, w, 2 * (d + pad));
    if (ok) {
        ok = cover(&stone, &k->tex[0]);
        paint_image_blend(&sheet, &stone, 0, 2 * (d + pad));
    }
    paint_image_free(&stone);
    for (int c = 0; c < n && ok; c++)
        for (int row = 0; row < 4 && ok; row++)
            ok = place(&sheet, &k->counter[c][row % 2], &k->shadow,
                       (float)(pad + c * (d + pad) + d / 2), (float)(pad + row * (d + pad) + d / 2), d);
    for (int v = 1; v <= 6 && ok; v++) {
        struct paint_image f = {0};
        ok = paint_image_init(&f, 130, 130) && paint_image_scale(&f, &k->die[v]);
        if (ok) {
            int x = pad + (v - 1) * 150, y = 4 * (d + pad) + pad;
            ok = paint_drop_shadow(&sheet, &f, x, y, 6.0f, 9.0f, 8.0f, 0.7f);
            paint_image_blend(&sheet, &f, x, y);
        }
        paint_image_free(&f);
    }
    ok = ok && save(&sheet, dir, "preview-pieces.png");
    if (ok) {
        for (size_t i = 0; i < (size_t)w * (size_t)h; i++) {
            uint8_t *p = sheet.px + i * 4;
            uint8_t g = (uint8_t)((299 * p[0] + 587 * p[1] + 114 * p[2] + 500) / 1000);
            p[0] = p[1] = p[2] = g;
        }
        ok = save(&sheet, dir, "preview-pieces-grey.png");
    }
    paint_image_free(&sheet);
    return ok;
}

/* Duodecim scripta with circles for points, on stone. */
static bool scene_duodecim(struct kit *k, const char *dir)
{
    struct paint_image table = {0}, board = {0};
    struct paint_mask m = {0};
    int bw = 1400, bh = 700;
    bool ok = paint_image_init(&table, bw + 200, bh + 200) && paint_image_init(&board, bw, bh) &&
              paint_mask_init(&m, bw, bh);
    if (ok) {
        tile(&table, &k->tex[2]);
        ok = cover(&board, &k->tex[0]);
    }
    if (ok) {
        struct paint_rect r = {0, 0, bw, bh};
        paint_wear(&board, r, 21);
        paint_chip(&board, r, 3, 50.0f, 22);
        for (int row = 0; row < 3; row++)
            for (int i = 0; i < 12; i++) {
                float x = 130.0f + (float)i * 96.0f + (i >= 6 ? 60.0f : 0.0f);
                float y = 150.0f + (float)row * 200.0f;
                paint_mask_circle(&m, x, y, 30.0f, 6.0f, 0.5f, 500 + (uint64_t)(row * 12 + i));
            }
        paint_mask_line(&m, 700.0f, 60.0f, 700.0f, 640.0f, 5.0f, 0.6f, 600);
        ok = paint_incise(&board, &m, 2.4f, 23);
    }
    if (ok) {
        paint_drop_shadow(&table, &board, 100, 100, 10.0f, 16.0f, 16.0f, 0.7f);
        paint_image_blend(&table, &board, 100, 100);
        ok = place(&table, &k->counter[PAINT_COUNTER_AMBER][0], &k->shadow, 230, 250, 80) &&
             place(&table, &k->counter[PAINT_COUNTER_AMBER][0], &k->shadow, 230 + 96, 250, 80) &&
             place(&table, &k->counter[PAINT_COUNTER_CLAY][0], &k->shadow, 230 + 96 * 3, 650, 80) &&
             place(&table, &k->counter[PAINT_COUNTER_CLAY][0], &k->shadow, 230 + 96 * 3 + 6, 642, 80);
        for (int v = 0; v < 3 && ok; v++) {
            struct paint_image f = {0};
            ok = paint_image_init(&f, 90, 90) && paint_image_scale(&f, &k->die[v == 0 ? 6 : v == 1 ? 3 : 5]);
            if (ok) {
                paint_drop_shadow(&table, &f, 620 + v * 110, 440, 5.0f, 8.0f, 6.0f, 0.7f);
                paint_image_blend(&table, &f, 620 + v * 110, 440);
            }
            paint_image_free(&f);
        }
        ok = ok && save(&table, dir, "preview-duodecim.png");
    }
    paint_mask_free(&m);
    paint_image_free(&table);
    paint_image_free(&board);
    return ok;
}

/* The icon at its three sizes on a light and a dark desktop, and the title background. */
static bool scene_icon(const char *dir)
{
    struct paint_image sheet = {0}, icon[3] = {{0}};
    int sizes[3] = {256, 128, 48};
    bool ok = paint_image_init(&sheet, 2 * (256 + 128 + 48 + 80), 300);
    for (int i = 0; i < assets_count() && ok; i++) {
        const char *n = assets_get(i)->name;
        int k = strcmp(n, "icon.png") == 0 ? 0 : strcmp(n, "icon-128.png") == 0 ? 1 :
                strcmp(n, "icon-48.png") == 0 ? 2 : -1;
        if (k >= 0)
            ok = assets_paint(i, &icon[k]);
    }
    if (ok) {
        for (int y = 0; y < sheet.h; y++)
            for (int x = 0; x < sheet.w; x++) {
                uint8_t v = x < sheet.w / 2 ? 0xe8 : 0x30;
                uint8_t *p = sheet.px + ((size_t)y * (size_t)sheet.w + (size_t)x) * 4;
                p[0] = p[1] = p[2] = v;
                p[3] = 255;
            }
        for (int half = 0; half < 2; half++) {
            int x = 20 + half * sheet.w / 2;
            for (int k = 0; k < 3; k++) {
                paint_image_blend(&sheet, &icon[k], x, 20);
                x += sizes[k] + 20;
            }
        }
        ok = save(&sheet, dir, "preview-icon.png");
    }
    for (int k = 0; k < 3; k++)
        paint_image_free(&icon[k]);
    paint_image_free(&sheet);
    return ok;
}

bool preview_write(const char *dir)
{
    struct kit k;
    bool ok = kit_load(&k);
    ok = ok && scene_latrunculi(&k, dir) && scene_pente(&k, dir) && scene_pieces(&k, dir) &&
         scene_duodecim(&k, dir) && scene_icon(dir) && save(&k.tex[3], dir, "preview-title.png");
    kit_free(&k);
    return ok;
}

bool preview_bench(void)
{
    struct paint_image stone = {0}, board = {0}, table = {0};
    double t0 = now_ms();
    bool ok = paint_image_init(&stone, 1024, 1024);
    if (ok)
        paint_stone(&stone, 1);
    double t_stone = now_ms() - t0;
    ok = ok && paint_image_init(&board, 1600, 1000) && paint_image_init(&table, 1920, 1200);
    printf("paint_stone 1024x1024 (asset, offline): %.1f ms\n", t_stone);
    for (int run = 0; run < 5 && ok; run++) {
        double ts, tm, ti;
        double a = now_ms();
        ok = lat_board(&board, &stone, 12, 8, 120.0f, 20.0f, 42, &ts, &tm, &ti);
        double b = now_ms();
        ok = ok && paint_drop_shadow(&table, &board, 160, 100, 10.0f, 16.0f, 16.0f, 0.7f);
        double c = now_ms();
        printf("board 1600x1000, run %d: scale+wear+chip %.1f ms, grid mask %.1f ms, incise %.1f ms,"
               " total %.1f ms; drop shadow %.1f ms\n", run + 1, ts, tm, ti, b - a, c - b);
    }
    paint_image_free(&stone);
    paint_image_free(&board);
    paint_image_free(&table);
    return ok;
}
