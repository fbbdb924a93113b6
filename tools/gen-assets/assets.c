/* assets.c: every committed asset image, its size and the seeded recipe that paints it. */
#include <stddef.h>

#include "assets.h"

enum recipe { R_STONE, R_TERRACOTTA, R_WOOD, R_TITLE, R_COUNTER, R_SHADOW, R_DIE, R_ICON };

struct entry {
    struct asset a;
    enum recipe recipe;
    int arg;                     /* counter kind, die value */
    bool king;
};

/* The seeds are part of the art: change one and the picture changes. */
#define SEED_STONE 0x1A7F0001ull
#define SEED_TERRACOTTA 0x1A7F0002ull
#define SEED_WOOD 0x1A7F0003ull
#define SEED_TITLE 0x1A7F0004ull
#define SEED_COUNTER 0x1A7F0005ull
#define SEED_ICON 0x1A7F0006ull

static const struct entry entries[] = {
    {{"stone.png", 1024, 1024}, R_STONE, 0, false},
    {{"terracotta.png", 1024, 1024}, R_TERRACOTTA, 0, false},
    {{"wood.png", 1024, 1024}, R_WOOD, 0, false},
    {{"title.png", 1280, 800}, R_TITLE, 0, false},
    {{"counter-blue.png", 256, 256}, R_COUNTER, PAINT_COUNTER_BLUE, false},
    {{"counter-black.png", 256, 256}, R_COUNTER, PAINT_COUNTER_BLACK, false},
    {{"counter-white.png", 256, 256}, R_COUNTER, PAINT_COUNTER_WHITE, false},
    {{"counter-bone.png", 256, 256}, R_COUNTER, PAINT_COUNTER_BONE, false},
    {{"counter-amber.png", 256, 256}, R_COUNTER, PAINT_COUNTER_AMBER, false},
    {{"counter-clay.png", 256, 256}, R_COUNTER, PAINT_COUNTER_CLAY, false},
    {{"counter-blue-king.png", 256, 256}, R_COUNTER, PAINT_COUNTER_BLUE, true},
    {{"counter-black-king.png", 256, 256}, R_COUNTER, PAINT_COUNTER_BLACK, true},
    {{"counter-white-king.png", 256, 256}, R_COUNTER, PAINT_COUNTER_WHITE, true},
    {{"counter-bone-king.png", 256, 256}, R_COUNTER, PAINT_COUNTER_BONE, true},
    {{"counter-amber-king.png", 256, 256}, R_COUNTER, PAINT_COUNTER_AMBER, true},
    {{"counter-clay-king.png", 256, 256}, R_COUNTER, PAINT_COUNTER_CLAY, true},
    {{"shadow.png", 256, 256}, R_SHADOW, 0, false},
    {{"die-0.png", 256, 256}, R_DIE, 0, false},
    {{"die-1.png", 256, 256}, R_DIE, 1, false},
    {{"die-2.png", 256, 256}, R_DIE, 2, false},
    {{"die-3.png", 256, 256}, R_DIE, 3, false},
    {{"die-4.png", 256, 256}, R_DIE, 4, false},
    {{"die-5.png", 256, 256}, R_DIE, 5, false},
    {{"die-6.png", 256, 256}, R_DIE, 6, false},
    {{"icon-48.png", 48, 48}, R_ICON, 0, false},
    {{"icon-128.png", 128, 128}, R_ICON, 0, false},
    {{"icon.png", 256, 256}, R_ICON, 0, false},
};

int assets_count(void)
{
    return (int)(sizeof entries / sizeof entries[0]);
}

const struct asset *assets_get(int i)
{
    return i >= 0 && i < assets_count() ? &entries[i].a : NULL;
}

/* The app icon: a corner of a grooved limestone slab with a blue glass and a bone counter.
   Painted at 256 and reduced, with shapes bold enough to read at 48 pixels. */
static bool paint_icon(struct paint_image *out)
{
    const int S = 256;
    struct paint_image big = {0}, piece = {0}, shadow = {0}, small = {0};
    struct paint_mask m = {0};
    bool ok = paint_image_init(&big, S, S) && paint_mask_init(&m, S, S) &&
              paint_image_init(&piece, 256, 256) && paint_image_init(&shadow, 256, 256) &&
              paint_image_init(&small, 104, 104);
    if (ok) {
        paint_stone(&big, SEED_ICON);
        struct paint_rect slab = {10, 10, S - 20, S - 20};
        /* outside the slab's rounded corners, nothing */
        for (int y = 0; y < S; y++)
            for (int x = 0; x < S; x++) {
                float cx = (float)x + 0.5f, cy = (float)y + 0.5f, r = 34.0f;
                float qx = cx < 10.0f + r ? 10.0f + r - cx : cx > (float)(S - 10) - r ? cx - ((float)(S - 10) - r) : 0.0f;
                float qy = cy < 10.0f + r ? 10.0f + r - cy : cy > (float)(S - 10) - r ? cy - ((float)(S - 10) - r) : 0.0f;
                float d2 = qx * qx + qy * qy;
                if (d2 > (r + 0.5f) * (r + 0.5f))
                    big.px[((size_t)y * S + (size_t)x) * 4 + 3] = 0;
            }
        paint_wear(&big, slab, SEED_ICON + 1);
        /* a shade darker than a board, so the bone counter stands out even at 48 pixels */
        for (size_t i = 0; i < (size_t)S * S; i++)
            for (int c = 0; c < 3; c++)
                big.px[i * 4 + c] = (uint8_t)(big.px[i * 4 + c] * 216 / 255);
        paint_mask_line(&m, 128.0f, 14.0f, 128.0f, 242.0f, 13.0f, 0.5f, SEED_ICON + 2);
        paint_mask_line(&m, 14.0f, 128.0f, 242.0f, 128.0f, 13.0f, 0.5f, SEED_ICON + 3);
        ok = paint_incise(&big, &m, 4.0f, SEED_ICON + 4);
        paint_shadow(&shadow);
        paint_counter(&piece, PAINT_COUNTER_BLUE, false, SEED_COUNTER);
        struct paint_image sh = {0};
        ok = ok && paint_image_init(&sh, 120, 120) && paint_image_scale(&sh, &shadow);
        if (ok) {
            paint_image_blend(&big, &sh, 76 - 60 + 8, 76 - 60 + 9);
            ok = paint_image_scale(&small, &piece);
            paint_image_blend(&big, &small, 76 - 52, 76 - 52);
            paint_image_blend(&big, &sh, 180 - 60 + 8, 180 - 60 + 9);
            paint_counter(&piece, PAINT_COUNTER_BONE, false, SEED_COUNTER);
            ok = ok && paint_image_scale(&small, &piece);
            paint_image_blend(&big, &small, 180 - 52, 180 - 52);
        }
        paint_image_free(&sh);
    }
    if (ok && out->w != S)
        ok = paint_image_scale(out, &big);
    else if (ok)
        ok = paint_image_copy(out, &big);
    paint_image_free(&big);
    paint_image_free(&piece);
    paint_image_free(&shadow);
    paint_image_free(&small);
    paint_mask_free(&m);
    return ok;
}

bool assets_paint(int i, struct paint_image *img)
{
    const struct asset *a = assets_get(i);
    if (!a || !paint_image_init(img, a->w, a->h))
        return false;
    const struct entry *e = &entries[i];
    switch (e->recipe) {
    case R_STONE:
        paint_stone(img, SEED_STONE);
        break;
    case R_TERRACOTTA:
        paint_terracotta(img, SEED_TERRACOTTA);
        break;
    case R_WOOD:
        paint_wood(img, SEED_WOOD);
        break;
    case R_TITLE:
        paint_dark_stone(img, SEED_TITLE);
        paint_vignette(img, 0.55f);
        break;
    case R_COUNTER:
        paint_counter(img, (enum paint_counter_kind)e->arg, e->king, SEED_COUNTER);
        break;
    case R_SHADOW:
        paint_shadow(img);
        break;
    case R_DIE:
        paint_die_face(img, e->arg);
        break;
    case R_ICON:
        if (!paint_icon(img)) {
            paint_image_free(img);
            return false;
        }
        break;
    }
    return true;
}
