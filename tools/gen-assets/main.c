/* main.c: gen-assets: paints every asset and writes it as PNG; also the board previews and a timing. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <SDL_image.h>

#include "assets.h"
#include "preview.h"

#ifndef LUDI_ASSETS_DIR
#define LUDI_ASSETS_DIR "assets"
#endif

/* Writes img as PNG: RGB when it is opaque (smaller), RGBA otherwise. SDL2_image only encodes;
   the pixels are ours, so decoding the file gives them back exactly. */
bool gen_save_png(const struct paint_image *img, const char *path)
{
    bool opaque = true;
    for (size_t i = 0; i < (size_t)img->w * (size_t)img->h && opaque; i++)
        opaque = img->px[i * 4 + 3] == 255;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormatFrom(img->px, img->w, img->h, 32, img->w * 4,
                                                        SDL_PIXELFORMAT_RGBA32);
    if (!s) {
        fprintf(stderr, "gen-assets: %s: %s\n", path, SDL_GetError());
        return false;
    }
    SDL_Surface *out = s;
    if (opaque) {
        out = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_RGB24, 0);
        if (!out) {
            fprintf(stderr, "gen-assets: %s: %s\n", path, SDL_GetError());
            SDL_FreeSurface(s);
            return false;
        }
    }
    bool ok = IMG_SavePNG(out, path) == 0;
    if (!ok)
        fprintf(stderr, "gen-assets: %s: %s\n", path, IMG_GetError());
    if (out != s)
        SDL_FreeSurface(out);
    SDL_FreeSurface(s);
    return ok;
}

static int write_assets(const char *dir)
{
    int failed = 0;
    for (int i = 0; i < assets_count(); i++) {
        const struct asset *a = assets_get(i);
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir, a->name);
        struct paint_image img = {0};
        if (!assets_paint(i, &img) || !gen_save_png(&img, path)) {
            fprintf(stderr, "gen-assets: could not make %s\n", path);
            failed++;
        } else {
            printf("%s\n", path);
        }
        paint_image_free(&img);
    }
    return failed ? 1 : 0;
}

static void usage(void)
{
    fprintf(stderr, "usage: gen-assets [DIR]            write every asset PNG into DIR\n"
                    "                                   (default %s)\n"
                    "       gen-assets --preview DIR    write mock boards composed from them\n"
                    "       gen-assets --bench          time the run-time board painting\n",
            LUDI_ASSETS_DIR);
}

int main(int argc, char **argv)
{
    if (argc > 1 && (strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0)) {
        usage();
        return 0;
    }
    if (argc > 1 && strcmp(argv[1], "--bench") == 0)
        return preview_bench() ? 0 : 1;
    if ((IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG) == 0) {
        fprintf(stderr, "gen-assets: no PNG support: %s\n", IMG_GetError());
        return 1;
    }
    int rc;
    if (argc > 1 && strcmp(argv[1], "--preview") == 0) {
        if (argc != 3) {
            usage();
            rc = 2;
        } else {
            rc = preview_write(argv[2]) ? 0 : 1;
        }
    } else if (argc > 2) {
        usage();
        rc = 2;
    } else {
        rc = write_assets(argc > 1 ? argv[1] : LUDI_ASSETS_DIR);
    }
    IMG_Quit();
    return rc;
}
