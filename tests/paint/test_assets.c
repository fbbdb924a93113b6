/* test_assets.c: every committed asset PNG decodes to exactly what the generator paints now. */
#include <stdio.h>
#include <stdlib.h>

#include <SDL.h>
#include <SDL_image.h>

#include "../check.h"
#include "assets.h"

static const char *dir = "assets";

/* Compares asset i with its file; at most 1 level per channel apart is allowed (it is exact
   today: the PNGs are lossless and the painter deterministic). */
static void check_asset(int i)
{
    const struct asset *a = assets_get(i);
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, a->name);
    SDL_Surface *raw = IMG_Load(path);
    CHECK_MSG(raw != NULL, "%s: cannot load: %s", path, IMG_GetError());
    if (!raw)
        return;
    SDL_Surface *s = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(raw);
    CHECK_MSG(s != NULL, "%s: cannot convert: %s", path, SDL_GetError());
    if (!s)
        return;
    struct paint_image img = {0};
    CHECK_MSG(assets_paint(i, &img), "%s: cannot paint", a->name);
    CHECK_MSG(s->w == a->w && s->h == a->h, "%s is %dx%d, expected %dx%d", a->name, s->w, s->h,
              a->w, a->h);
    if (img.px && s->w == img.w && s->h == img.h) {
        long bad = 0, exact = 0;
        for (int y = 0; y < img.h; y++) {
            const uint8_t *f = (const uint8_t *)s->pixels + (size_t)y * (size_t)s->pitch;
            const uint8_t *p = img.px + (size_t)y * (size_t)img.w * 4;
            for (int x = 0; x < img.w * 4; x++) {
                int d = abs((int)f[x] - (int)p[x]);
                bad += d > 1;
                exact += d == 0;
            }
        }
        CHECK_MSG(bad == 0, "%s: %ld channel values differ by more than 1: regenerate with "
                  "build/tools/gen-assets/gen-assets assets", a->name, bad);
        printf("%s: %ld of %ld channel values exact\n", a->name, exact, (long)img.w * img.h * 4);
    }
    paint_image_free(&img);
    SDL_FreeSurface(s);
}

int main(int argc, char **argv)
{
    if (argc > 1)
        dir = argv[1];
    if ((IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG) == 0) {
        printf("no PNG support: %s\n", IMG_GetError());
        return 1;
    }
    CHECK(assets_count() == 27);   /* die-0 (blank) is one of them */
    for (int i = 0; i < assets_count(); i++) {
        check_test = assets_get(i)->name;
        check_asset(i);
    }
    IMG_Quit();
    SDL_Quit();
    return check_summary();
}
