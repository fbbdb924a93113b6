/* preview.h: mock boards composed the way the game will, to look at the art; and a timing. */
#ifndef LUDI_PREVIEW_H
#define LUDI_PREVIEW_H

#include <stdbool.h>

#include "ludi/paint.h"

/* Writes preview-*.png into dir. */
bool preview_write(const char *dir);
/* Prints how long the run-time steps take for a 1600 x 1000 board. */
bool preview_bench(void);
/* main.c's PNG writer. */
bool gen_save_png(const struct paint_image *img, const char *path);

#endif
