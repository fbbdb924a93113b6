/* view.c: what the three boards share: painting the board image, counters, shadows, hits. */
#include <SDL_image.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ludi/paint.h"
#include "view.h"

static const struct view_ops *ops_of(enum ludi_game g)
{
    return g == LUDI_PENTE ? &view_pente_ops : g == LUDI_DUODECIM ? &view_duo_ops : &view_lat_ops;
}

void view_init(struct view *v, const struct ludi_options *opt, enum ludi_material m,
               enum ludi_duo_style style)
{
    view_free(v);
    memset(v, 0, sizeof *v);
    v->game = opt->game;
    v->opt = *opt;
    v->material = m;
    v->style = style;
    v->ops = ops_of(opt->game);
    v->painted_material = v->painted_style = -1;
    /* the first player's side near, as a game draws it when no one else sits near (the title's
     * cards, Learn, Settings and Rules show the board as a game will; play-test 6) */
    v->near_side = 0;
}

static void free_sprites(struct view *v)
{
    for (int i = 0; i < v->nsprites; i++)
        SDL_DestroyTexture(v->sprites[i].t);
    v->nsprites = 0;
}

void view_free(struct view *v)
{
    if (v->tex)
        SDL_DestroyTexture(v->tex);
    v->tex = NULL;
    free_sprites(v);
}

/* Lays v out in (x, y, w, h), centred sideways with its set-up counters when centred; its
 * generation moves on when the result differs from the layout before (anything drawn from
 * the old one, as the game screen's cached backdrop, is stale even when the board only
 * moved). Laid out twice when centred, but stale only when it ends elsewhere. */
static void lay_out(struct view *v, float x, float y, float w, float h, bool centred)
{
    SDL_FRect before[6] = {v->board, v->tray[0], v->tray[1], v->wait[0], v->wait[1], v->dice};
    for (int pass = 0; pass < 2; pass++) {
        v->ax = x;
        v->ay = y;
        v->aw = w;
        v->ah = h;
        memset(v->wait, 0, sizeof v->wait);
        v->ops->layout(v, x, y, w, h);
        if (pass || !centred)
            break;
        struct ludi_state s;
        struct vpiece p[VIEW_MAX_PIECES];
        ludi_start(&v->opt, &s);
        int n = v->ops->pieces(v, &s, p);
        float x0 = v->board.x, x1 = v->board.x + v->board.w;
        for (int i = 0; i < n; i++)
            if (p[i].where != VIEW_TAKEN) {
                x0 = fminf(x0, p[i].x - p[i].r);
                x1 = fmaxf(x1, p[i].x + p[i].r);
            }
        float dx = roundf(x + w / 2 - (x0 + x1) / 2);
        if (dx == 0)
            break;
        x += dx;
    }
    SDL_FRect after[6] = {v->board, v->tray[0], v->tray[1], v->wait[0], v->wait[1], v->dice};
    if (memcmp(before, after, sizeof before) != 0)
        v->generation++;
}

void view_layout(struct view *v, float x, float y, float w, float h)
{
    lay_out(v, x, y, w, h, false);
}

void view_layout_centred(struct view *v, float x, float y, float w, float h)
{
    lay_out(v, x, y, w, h, true);
}

float view_used_height(const struct view *v)
{
    const SDL_FRect r[6] = {v->board, v->tray[0], v->tray[1], v->wait[0], v->wait[1], v->dice};
    float y0 = v->board.y, y1 = v->board.y + v->board.h;
    for (int i = 0; i < 6; i++)
        if (r[i].w > 0 && r[i].h > 0) {
            y0 = fminf(y0, r[i].y);
            y1 = fmaxf(y1, r[i].y + r[i].h);
        }
    return y1 - y0;
}

/* --- the asset PNGs as paint images, loaded once --- */

/* Reads dir/name into img as RGBA (img stays empty, with a log line, when it cannot). */
static void load_image(const char *dir, const char *name, struct paint_image *img)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    SDL_Surface *s = IMG_Load(path);
    SDL_Surface *c = s ? SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_RGBA32, 0) : NULL;
    if (c && paint_image_init(img, c->w, c->h)) {
        for (int y = 0; y < c->h; y++)
            memcpy(img->px + (size_t)y * (size_t)c->w * 4,
                   (uint8_t *)c->pixels + (size_t)y * (size_t)c->pitch, (size_t)c->w * 4);
    } else {
        SDL_Log("ludi: cannot read %s: %s", path, IMG_GetError());
    }
    SDL_FreeSurface(c);
    SDL_FreeSurface(s);
}

static struct paint_image materials[LUDI_MATERIAL_COUNT];
static bool materials_tried[LUDI_MATERIAL_COUNT];
static char material_dir[1024];

void view_set_assets(const char *dir)
{
    snprintf(material_dir, sizeof material_dir, "%s", dir);
}

static const struct paint_image *material(enum ludi_material m)
{
    if (!materials_tried[m]) {
        materials_tried[m] = true;
        load_image(material_dir, m == LUDI_TERRACOTTA ? "terracotta.png" : "stone.png",
                   &materials[m]);
    }
    return materials[m].px ? &materials[m] : NULL;
}

void view_free_materials(void)
{
    for (int m = 0; m < LUDI_MATERIAL_COUNT; m++) {
        paint_image_free(&materials[m]);
        materials_tried[m] = false;
    }
}

void view_fill_material(const struct view *v, unsigned char *px, int w, int h)
{
    const struct paint_image *src = material(v->material);
    struct paint_image dst = {w, h, px};
    if (!src) {
        paint_image_fill(&dst, v->material == LUDI_TERRACOTTA ? 0xb0603aff : 0xb7b0a2ff);
        return;
    }
    /* the middle of the texture with the board's aspect: no stretching */
    float sw = (float)src->w, sh = sw * (float)h / (float)w;
    if (sh > (float)src->h) {
        sh = (float)src->h;
        sw = sh * (float)w / (float)h;
    }
    paint_image_scale_rect(&dst, src, ((float)src->w - sw) / 2, ((float)src->h - sh) / 2, sw,
                           sh);
}

/* --- the board --- */

static void soft_shadow(struct gfx *g, float x, float y, float w, float h, float r, uint32_t a)
{
    /* nine slices of the glow texture: round corners, stretched sides */
    SDL_Texture *t = g->tex[TEX_GLOW];
    if (!t)
        return;
    int n = g->tex_w[TEX_GLOW], half = n / 2;
    SDL_SetTextureColorMod(t, 0, 0, 0);
    SDL_SetTextureAlphaMod(t, (Uint8)a);
    SDL_Rect src[9] = {
        {0, 0, half, half}, {half, 0, 1, half}, {half, 0, half, half},
        {0, half, half, 1}, {half, half, 1, 1}, {half, half, half, 1},
        {0, half, half, half}, {half, half, 1, half}, {half, half, half, half},
    };
    float xs[4] = {x - r, x + r, x + w - r, x + w + r};
    float ys[4] = {y - r, y + r, y + h - r, y + h + r};
    for (int j = 0; j < 3; j++)
        for (int i = 0; i < 3; i++) {
            SDL_FRect d = {xs[i], ys[j], xs[i + 1] - xs[i], ys[j + 1] - ys[j]};
            if (d.w > 0 && d.h > 0)
                SDL_RenderCopyF(g->ren, t, &src[j * 3 + i], &d);
        }
}

void view_draw_board(struct view *v, struct gfx *g)
{
    int w = (int)v->board.w, h = (int)v->board.h;
    if (w < 8 || h < 8)
        return;
    if (!v->tex || v->tex_w != w || v->tex_h != h || v->painted_material != (int)v->material ||
        v->painted_style != (int)v->style) {
        if (!material_dir[0])
            view_set_assets(gfx_assets(g));
        struct paint_image img;
        if (paint_image_init(&img, w, h)) {
            v->ops->paint(v, g, img.px, w, h);
            if (v->tex)
                SDL_DestroyTexture(v->tex);
            v->tex = gfx_texture_rgba(g, img.px, w, h);
            paint_image_free(&img);
            v->tex_w = w;
            v->tex_h = h;
            v->painted_material = (int)v->material;
            v->painted_style = (int)v->style;
            v->generation++;
            free_sprites(v);   /* a new size usually means new counter sizes too */
        }
    }
    float sh = v->cell * 0.35f;
    soft_shadow(g, v->board.x + sh * 0.5f, v->board.y + sh * 0.9f, v->board.w, v->board.h,
                sh * 1.6f, 170);
    if (v->tex) {
        SDL_FRect d = v->board;
        d.w = (float)v->tex_w;
        d.h = (float)v->tex_h;
        SDL_RenderCopyF(g->ren, v->tex, NULL, &d);
    }
    if (v->ops->decorate)
        v->ops->decorate(v, g);
}

/* --- sprites scaled once --- */

static struct paint_image sources[TEX_COUNT];
static bool sources_tried[TEX_COUNT];

static const struct paint_image *source(struct gfx *g, enum gfx_tex t)
{
    if (!sources_tried[t]) {
        sources_tried[t] = true;
        load_image(gfx_assets(g), gfx_file(t), &sources[t]);
    }
    return sources[t].px ? &sources[t] : NULL;
}

/* Draws texture t at (cx, cy), size across: from a copy scaled once to that size (a tent
 * filter: sharper than scaling a 256-pixel image on the fly, and faster to draw), when the
 * size is one the view has drawn before or has room for. */
static void sprite(struct view *v, struct gfx *g, enum gfx_tex t, float cx, float cy, float size,
                   uint32_t tint)
{
    int want = (int)(size + 0.5f);
    SDL_Texture *tx = NULL;
    for (int i = 0; i < v->nsprites; i++)
        if (v->sprites[i].tex == t && v->sprites[i].size == want)
            tx = v->sprites[i].t;
    if (!tx && want >= 4 && want <= 512 && v->nsprites < (int)(sizeof v->sprites / sizeof v->sprites[0])) {
        const struct paint_image *src = source(g, t);
        struct paint_image img;
        if (src && paint_image_init(&img, want, want)) {
            paint_image_scale(&img, src);
            tx = gfx_texture_rgba(g, img.px, want, want);
            paint_image_free(&img);
            if (tx) {
                v->sprites[v->nsprites].tex = t;
                v->sprites[v->nsprites].size = want;
                v->sprites[v->nsprites].t = tx;
                v->nsprites++;
            }
        }
    }
    if (!tx) {
        gfx_sprite(g, t, cx, cy, size, size, tint);
        return;
    }
    SDL_SetTextureColorMod(tx, (Uint8)(tint >> 24), (Uint8)(tint >> 16), (Uint8)(tint >> 8));
    SDL_SetTextureAlphaMod(tx, (Uint8)tint);
    SDL_Rect d = {(int)floorf(cx - (float)want / 2 + 0.5f), (int)floorf(cy - (float)want / 2 + 0.5f),
                  want, want};
    SDL_RenderCopy(g->ren, tx, NULL, &d);
}

void view_free_sources(void)
{
    for (int t = 0; t < TEX_COUNT; t++) {
        paint_image_free(&sources[t]);
        sources_tried[t] = false;
    }
}

/* --- counters --- */

enum gfx_tex view_counter(const struct view *v, int side, bool king)
{
    /* colour is never the only difference: glass against bone, dark against light */
    enum gfx_tex man, kg;
    switch (v->game) {
    case LUDI_PENTE:
        man = side == 0 ? TEX_COUNTER_BLUE : TEX_COUNTER_WHITE;
        kg = side == 0 ? TEX_KING_BLUE : TEX_KING_WHITE;
        break;
    case LUDI_DUODECIM:
        man = side == 0 ? TEX_COUNTER_BLACK : TEX_COUNTER_BONE;
        kg = man;
        break;
    default:
        man = side == 0 ? TEX_COUNTER_BLACK : TEX_COUNTER_BONE;
        kg = side == 0 ? TEX_KING_BLACK : TEX_KING_BONE;
        break;
    }
    return king ? kg : man;
}

void view_draw_piece(struct view *v, struct gfx *g, int side, bool king, float x, float y,
                     float r, float lift, uint32_t alpha)
{
    /* the sprites' discs fill 0.84 (men) and 0.96 (kings) of their images */
    float size = king ? r * 2.0f / 0.96f * 1.12f : r * 2.0f / 0.84f;
    float grow = 1.0f + 0.08f * lift;
    float off = r * (0.10f + 0.45f * lift);
    float shadow = size * grow * (1.05f + 0.25f * lift);
    uint32_t shade = 0xffffff00u | (uint32_t)((float)alpha * (0.9f - 0.35f * lift));
    if (lift > 0) {   /* a lifted counter changes size as it rises: no cached copy */
        gfx_sprite(g, TEX_SHADOW, x + off, y + off * 1.2f, shadow, shadow, shade);
        gfx_sprite(g, view_counter(v, side, king), x, y - r * 0.06f * lift, size * grow,
                   size * grow, 0xffffff00u | alpha);
        return;
    }
    sprite(v, g, TEX_SHADOW, x + off, y + off * 1.2f, shadow, shade);
    sprite(v, g, view_counter(v, side, king), x, y, size, 0xffffff00u | alpha);
}

void view_draw_setup(struct view *v, struct gfx *g)
{
    struct ludi_state s;
    ludi_start(&v->opt, &s);
    view_draw_position(v, g, &s);
}

void view_draw_position(struct view *v, struct gfx *g, const struct ludi_state *s)
{
    struct vpiece p[VIEW_MAX_PIECES];
    view_draw_board(v, g);
    int n = v->ops->pieces(v, s, p);
    for (int i = 0; i < n; i++)
        if (p[i].where != VIEW_TAKEN)
            view_draw_piece(v, g, p[i].side, p[i].king, p[i].x, p[i].y, p[i].r, 0, 255);
}

int view_piece_at(const struct vpiece *p, int n, float x, float y)
{
    int best = -1;
    for (int i = 0; i < n; i++) {
        float dx = x - p[i].x, dy = y - p[i].y;
        if (dx * dx + dy * dy <= p[i].r * p[i].r * 1.1f)
            best = i;   /* later pieces are drawn on top */
    }
    return best;
}

/* --- trays, counts and labels --- */

bool view_pick_arrangement(float w, float h, float beside_w, float beside_h, float stacked_w,
                           float stacked_h, float *cell)
{
    float beside = fminf(w / beside_w, h / beside_h);
    float stacked = fminf(w / stacked_w, h / stacked_h);
    /* beside is the usual look: keep it unless stacking gives clearly larger counters */
    bool b = beside * 1.08f >= stacked;
    *cell = floorf(b ? beside : stacked);
    return b;
}

float view_label_px(const struct view *v)
{
    return fmaxf(13.0f, v->cell * 0.3f);
}

/* Captions on the table: as large as the labels, within what a caption beside a board needs. */
static float caption_px(const struct view *v)
{
    return fmaxf(14.0f, fminf(19.0f, v->cell * 0.3f));
}

/* The height a tray keeps for its caption: one line across a wide tray, two in a narrow one. */
static float caption_h(const struct view *v, const SDL_FRect *t)
{
    return (t->w >= t->h ? 1.0f : 2.0f) * caption_px(v) * 1.2f + v->cell * 0.12f;
}

void view_tray_xy(const struct view *v, const SDL_FRect *t, bool top, float r, int i, int n,
                  float *x, float *y)
{
    float step = r * 2.12f;
    int ncol = (int)((t->w - r * 0.3f) / step) + 1;
    if ((float)(ncol - 1) * step + 2 * r > t->w)
        ncol--;
    if (ncol < 1)
        ncol = 1;
    int col = i % ncol, row = i / ncol;
    /* each row centred, the last one too */
    int in_row = n - row * ncol < ncol ? n - row * ncol : ncol;
    if (in_row < 1)
        in_row = 1;
    *x = t->x + t->w / 2 + ((float)col - (float)(in_row - 1) / 2) * step;
    float cap = caption_h(v, t), rowstep = step * 0.96f;
    *y = top ? t->y + cap + r * 1.1f + (float)row * rowstep
             : t->y + t->h - cap - r * 1.1f - (float)row * rowstep;
}

void view_text_centred(struct gfx *g, enum gfx_face f, float px, uint32_t rgba, float cx,
                       float cy, float max_w, const char *utf8)
{
    int w, h;
    gfx_text_size(g, f, px, "0", &w, &h);
    float lh = (float)h * 0.92f;
    float tall = gfx_paragraph(g, f, px, rgba, cx, 0, max_w, lh, utf8, false);
    gfx_paragraph_aligned(g, f, px, rgba, cx, cy - tall / 2, max_w, lh, utf8, true,
                          ALIGN_CENTER);
}

void view_draw_beds(struct view *v, struct gfx *g)
{
    const SDL_FRect *t[4] = {&v->tray[0], &v->tray[1], &v->wait[0], &v->wait[1]};
    float pad = v->cell * 0.1f;
    for (int i = 0; i < 4; i++)
        if (t[i]->w > 0 && t[i]->h > 0)
            gfx_round(g, t[i]->x - pad, t[i]->y - pad, t[i]->w + 2 * pad, t[i]->h + 2 * pad,
                      v->cell * 0.22f, 0x00000040u);
}

float view_tray_r(const struct view *v, const SDL_FRect *t, float r)
{
    /* a counter stands r * 1.1 in from the caption's edge (view_tray_xy), a little room under */
    return fmaxf(r * 0.5f, fminf(r, (t->h - caption_h(v, t) - v->cell * 0.06f) / 2.2f));
}

/* The widest word of text in face f at px. */
static int widest_word(struct gfx *g, enum gfx_face f, float px, const char *text)
{
    char word[128];
    int widest = 0;
    for (const char *p = text; *p;) {
        size_t n = strcspn(p, " \n");
        if (n > 0 && n < sizeof word) {
            int w, h;
            snprintf(word, sizeof word, "%.*s", (int)n, p);
            gfx_text_size(g, f, px, word, &w, &h);
            widest = w > widest ? w : widest;
        }
        p += n;
        while (*p == ' ' || *p == '\n')
            p++;
    }
    return widest;
}

/* Whether caption fits tray t at px: its lines across, and its height, in as many lines as
 * caption_h keeps room for (play-test 30: three close lines filled the room of two, "Weiß /
 * heraus: / 7 von 15" at 1280x800). */
static bool caption_fits_in(struct view *v, struct gfx *g, const SDL_FRect *t, float px,
                            const char *caption, float lines)
{
    float room = t->w - v->cell * 0.12f;
    int w, h;
    gfx_text_size(g, FACE_FIGURES, px, "0", &w, &h);
    float line = (float)h * 0.92f;
    float tall = gfx_paragraph(g, FACE_FIGURES, px, 0, 0, 0, room, line, caption, false);
    return (float)widest_word(g, FACE_FIGURES, px, caption) <= room &&
           tall <= fminf(caption_h(v, t), lines * line) + 1;
}

static bool caption_fits(struct view *v, struct gfx *g, const SDL_FRect *t, float px,
                         const char *caption)
{
    return caption_fits_in(v, g, t, px, caption, t->w >= t->h ? 1.0f : 2.0f);
}

float view_caption_fit(struct view *v, struct gfx *g, const SDL_FRect *t, const char *caption,
                       char *out, size_t len)
{
    snprintf(out, len, "%s", caption);
    /* in a narrow tray, one line a little smaller rather than two: "taken by / White: 0" over
     * the board's one tray and "taken by Black: 1" on one line under it read as two kinds of
     * label (session 63, 1177x736) */
    if (t->w < t->h)
        for (float px = floorf(caption_px(v)); px >= fmaxf(VIEW_MIN_PX, caption_px(v) * 0.8f);
             px -= 1)
            if (caption_fits_in(v, g, t, px, out, 1.0f))
                return px;
    /* a whole pixel size at which the caption's lines fit across the tray and its height;
     * where none does, the words bound by no-break spaces ("15 of 15") may break too */
    for (int pass = 0; pass < 2; pass++) {
        float px = floorf(caption_px(v));
        for (; px > VIEW_MIN_PX; px -= 1)
            if (caption_fits(v, g, t, px, out))
                break;
        if (px > VIEW_MIN_PX || caption_fits(v, g, t, px, out) || pass == 1)
            return px;
        char *nb;
        while ((nb = strstr(out, "\xc2\xa0")) != NULL) {
            nb[0] = ' ';
            memmove(nb + 1, nb + 2, strlen(nb + 2) + 1);
        }
    }
    return VIEW_MIN_PX;
}

bool view_caption_fits(struct view *v, struct gfx *g, const SDL_FRect *t, const char *caption)
{
    for (float px = floorf(caption_px(v)); px >= VIEW_MIN_PX; px -= 1)
        if (caption_fits(v, g, t, px, caption))
            return true;
    return false;
}

void view_tray_caption(struct view *v, struct gfx *g, const SDL_FRect *t, bool top, int count,
                       const char *caption)
{
    if (t->w <= 0 || t->h <= 0 || !caption || !caption[0])
        return;
    char fit[160];
    float cap = caption_h(v, t), px = view_caption_fit(v, g, t, caption, fit, sizeof fit);
    float cy = top ? t->y + cap / 2 + v->cell * 0.04f : t->y + t->h - cap / 2 - v->cell * 0.04f;
    /* an empty tray's caption stays readable but steps back */
    uint32_t col = count ? 0xeadfc4f0u : 0xeadfc488u;
    view_text_centred(g, FACE_FIGURES, px, col, t->x + t->w / 2, cy, t->w - v->cell * 0.12f,
                      fit);
}

/* A pile's count, "×N": its text, its size, and the token it stands on round (cx, cy), w by h.
 * Unlike the path's numbers (figures alone, on dark or pale chips) it says "times", in dark
 * figures on a bone token ringed dark (play-test 11: a "6" over a "2" could not be told
 * apart, the point's number from the pile's count). */
static float pile_count_px(struct gfx *g, const struct vpiece *p, char *n, size_t len, float *w,
                           float *h, int *th)
{
    snprintf(n, len, "\xc3\x97%d", p->count);
    float px = fmaxf(VIEW_MIN_PX, p->r * 0.9f);
    int tw;
    gfx_text_size(g, FACE_FIGURES_BOLD, px, n, &tw, th);
    *h = px * 1.3f;
    *w = fmaxf((float)tw + px * 0.6f, *h);
    return px;
}

void view_pile_badge(struct gfx *g, const struct vpiece *p, struct view_badge *out)
{
    char n[12];
    float w, h;
    int th;
    pile_count_px(g, p, n, sizeof n, &w, &h, &th);
    *out = (struct view_badge){{p->x - w / 2, p->y - h / 2, w, h}, p->side, p->count};
}

void view_pile_count(struct view *v, struct gfx *g, const struct vpiece *p)
{
    char n[12];
    float w, h;
    int th;
    float px = pile_count_px(g, p, n, sizeof n, &w, &h, &th);
    float e = fmaxf(1.5f, px * 0.12f);   /* the dark ring round the bone */
    (void)v;
    gfx_round(g, p->x - w / 2 - e, p->y - h / 2 - e, w + 2 * e, h + 2 * e, h / 2 + e,
              0x2a241effu);
    gfx_round(g, p->x - w / 2, p->y - h / 2, w, h, h / 2, 0xece4d2ffu);
    gfx_text(g, FACE_FIGURES_BOLD, px, 0x2a241effu, p->x, p->y - (float)th * 0.52f,
             ALIGN_CENTER, n);
}

/* Shortens a line of n points by a at its start and b at its end (each within its end
 * segment). */
void view_trim(float *xy, int n, float a, float b)
{
    float dx = xy[2] - xy[0], dy = xy[3] - xy[1], d = sqrtf(dx * dx + dy * dy);
    if (d > a * 1.2f) {
        xy[0] += dx / d * a;
        xy[1] += dy / d * a;
    }
    dx = xy[2 * n - 2] - xy[2 * n - 4];
    dy = xy[2 * n - 1] - xy[2 * n - 3];
    d = sqrtf(dx * dx + dy * dy);
    if (d > b * 1.2f) {
        xy[2 * n - 2] -= dx / d * b;
        xy[2 * n - 1] -= dy / d * b;
    }
}
