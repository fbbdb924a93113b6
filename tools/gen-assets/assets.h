/* assets.h: the list of the game's image assets and how each is painted (shared by gen-assets and its test). */
#ifndef LUDI_ASSETS_H
#define LUDI_ASSETS_H

#include <stdbool.h>

#include "ludi/paint.h"

struct asset {
    const char *name;            /* file name in assets/ */
    int w, h;
};

/* The number of assets and the i-th one. */
int assets_count(void);
const struct asset *assets_get(int i);
/* Paints asset i into img (initialised here; free it with paint_image_free). */
bool assets_paint(int i, struct paint_image *img);

#endif
