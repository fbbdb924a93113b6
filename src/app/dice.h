/* dice.h: the dice on the table: a bone cube that tumbles, bounces and settles on its value. */
#ifndef LUDI_DICE_H
#define LUDI_DICE_H

#include <stdbool.h>

#include "gfx.h"
#include "ludi/rng.h"

/* A die at rest lies nearly square (turned at most DICE_REST_YAW radians), near the middle of
 * its slot (within DICE_JITTER_ALONG of the slot, DICE_JITTER_ACROSS of the tray's breadth):
 * play-test 11 read a 2 turned 20 degrees as a 3, a 6 as a 5. Its perspective and that turn
 * make it DICE_REST_SPAN of its edge across. */
#define DICE_REST_YAW 0.08f
#define DICE_JITTER_ALONG 0.03f
#define DICE_JITTER_ACROSS 0.04f
#define DICE_REST_SPAN 1.23f

struct die_anim {
    int value;                /* the face it settles on (from the game's generator); 0 blank */
    bool used;                /* spent this turn (drawn dimmed) */
    float x0, y0, x1, y1;     /* start and rest position */
    float axis[3];            /* the spin axis */
    float spins;              /* whole turns before settling */
    float yaw;                /* the resting turn about the view axis (radians) */
    double t0, dur;
};

struct dice_view {
    int n;
    struct die_anim d[3];
    bool shown;               /* there are dice on the table */
    struct ludi_rng look;     /* cosmetic only: how they tumble never changes an outcome */
    SDL_FRect tray;           /* where they were thrown: they tumble inside it */
};

void dice_init(struct dice_view *dv, uint64_t seed);
/* Throws n dice that settle on values inside the tray (x, y, w, h); dur 0 places them. */
void dice_throw(struct dice_view *dv, const int *values, int n, float x, float y, float w,
                float h, double now, double dur);
void dice_place(struct dice_view *dv, const int *values, int n, float x, float y, float w,
                float h);
bool dice_rolling(const struct dice_view *dv, double now);
/* Where die i is drawn at now (its centre, lifted by its hop; *hop how high, 0 to 1): inside
 * the tray, a die's half edge from its sides, as long as the tray is wide enough. */
void dice_at(const struct dice_view *dv, int i, double now, float size, float *x, float *y,
             float *hop);
/* Draws the dice; size is a die's edge in pixels. */
void dice_draw(const struct dice_view *dv, struct gfx *g, double now, float size);

#endif
