/* bench_app.c: the game window's speed under the software renderer (SDL's dummy driver):
 * start-up to the first frame, and frame times while a counter is dragged and while the dice
 * tumble. Prints figures; asserts nothing. Run: build/tests/app/bench-app */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "game.h"

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static void report(const char *what, double *t, int n)
{
    qsort(t, (size_t)n, sizeof *t, cmp_double);
    printf("  %-34s %4d frames  p50 %6.2f ms  p90 %6.2f ms  p99 %6.2f ms  max %6.2f ms\n", what,
           n, t[n / 2], t[n * 9 / 10], t[n * 99 / 100], t[n - 1]);
}

static double ms(Uint64 a, Uint64 b)
{
    return (double)(b - a) * 1000.0 / (double)SDL_GetPerformanceFrequency();
}

static struct app A;

static bool start(const char *game, const char *window)
{
    char *argv[] = {"ludi", "--no-settings", "--game", (char *)game, "--seed", "2", "--black",
                    "human", "--white", "human", "--window", (char *)window};
    struct launch l;
    char err[256];
    if (!cli_parse(12, argv, &l, err, sizeof err) || !app_init(&A, &l, err, sizeof err)) {
        fprintf(stderr, "bench-app: %s\n", err);
        return false;
    }
    SDL_LogSetAllPriority(SDL_LOG_PRIORITY_WARN);
    return true;
}

int main(void)
{
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
    printf("Ludi window benchmark: software renderer, off screen\n");
    const char *sizes[] = {"1280x800", "1920x1200"};
    for (int k = 0; k < 2; k++) {
        printf("\nwindow %s\n", sizes[k]);
        Uint64 t0 = SDL_GetPerformanceCounter();
        if (!start("latrunculi", sizes[k]))
            return 1;
        app_frame(&A, false);
        Uint64 t1 = SDL_GetPerformanceCounter();
        printf("  start-up to the first frame (Latrunculi, board painted): %.1f ms\n", ms(t0, t1));
        /* a drag: press on a man, then the pointer moves every frame */
        struct game *g = A.game;
        int man = -1;
        for (int i = 0; i < g->npcs; i++)
            if (g->pcs[i].side == 0 && !g->pcs[i].king)
                man = i;
        double times[400];
        int n = 0;
        float x = g->pcs[man].x, y = g->pcs[man].y;
        SDL_Event e;
        SDL_zero(e);
        e.type = SDL_MOUSEBUTTONDOWN;
        e.button.button = 1;
        e.button.x = (int)x;
        e.button.y = (int)y;
        SDL_PushEvent(&e);
        app_frame(&A, false);
        for (int i = 0; i < 240; i++) {
            SDL_zero(e);
            e.type = SDL_MOUSEMOTION;
            e.motion.x = (int)x;
            e.motion.y = (int)(y - (float)i * 1.5f);
            SDL_PushEvent(&e);
            Uint64 a = SDL_GetPerformanceCounter();
            app_frame(&A, false);
            times[n++] = ms(a, SDL_GetPerformanceCounter());
        }
        report("dragging a counter", times, n);
        app_free(&A);
        /* a throw of three dice: every frame of the tumble */
        if (!start("duodecim", sizes[k]))
            return 1;
        app_frame(&A, false);
        g = A.game;
        game_throw(&A);
        n = 0;
        while (game_busy(&A) && n < 400) {
            Uint64 a = SDL_GetPerformanceCounter();
            A.dirty = true;
            app_frame(&A, false);
            times[n++] = ms(a, SDL_GetPerformanceCounter());
        }
        report("three dice tumbling", times, n);
        app_free(&A);
    }
    return 0;
}
