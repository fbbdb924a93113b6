/* bench_app.c: the game window's speed under the software renderer (SDL's dummy driver):
 * start-up to the first frame, and frame times while a counter is dragged and while the dice
 * tumble. Prints figures; asserts nothing. Run: build/tests/app/bench-app */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

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

/* This thread's processor time in ms: on a machine shared with other work, wall time also
 * counts the waits for a processor; this counts only the drawing. */
static double cpu_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec * 1000.0 + (double)t.tv_nsec / 1e6;
}

static double times[400], cpu[400];
static int nframes;

/* One frame, timed on the wall clock and in processor time. */
static void timed_frame(struct app *a)
{
    double c = cpu_ms();
    Uint64 t = SDL_GetPerformanceCounter();
    app_frame(a, false);
    if (nframes < 400) {
        times[nframes] = ms(t, SDL_GetPerformanceCounter());
        cpu[nframes++] = cpu_ms() - c;
    }
}

static void report_frames(const char *what)
{
    char label[80];
    report(what, times, nframes);
    snprintf(label, sizeof label, "  (processor time)");
    report(label, cpu, nframes);
    nframes = 0;
}

static void push(Uint32 type, float x, float y)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = type;
    if (type == SDL_MOUSEMOTION) {
        e.motion.x = (int)x;
        e.motion.y = (int)y;
    } else {
        e.button.button = 1;
        e.button.x = (int)x;
        e.button.y = (int)y;
    }
    SDL_PushEvent(&e);
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
        for (int i = 0; i < g->draw.npcs; i++)
            if (g->draw.pcs[i].side == 0 && !g->draw.pcs[i].king)
                man = i;
        float x = g->draw.pcs[man].x, y = g->draw.pcs[man].y;
        push(SDL_MOUSEBUTTONDOWN, x, y);
        app_frame(&A, false);
        for (int i = 0; i < 240; i++) {
            push(SDL_MOUSEMOTION, x, y - (float)i * 1.5f);
            timed_frame(&A);
        }
        report_frames("dragging a counter");
        app_free(&A);
        /* a throw of three dice: every frame of the tumble */
        if (!start("duodecim", sizes[k]))
            return 1;
        app_frame(&A, false);
        g = A.game;
        game_throw(&A);
        while (game_busy(&A) && nframes < 400) {
            A.dirty = true;
            timed_frame(&A);
        }
        report_frames("three dice tumbling");
        /* then a waiting counter dragged over the board: its path, the destinations marked */
        while (game_busy(&A))
            app_frame(&A, false);
        game_refresh_legal(&A);
        int top = -1;
        for (int i = 0; i < g->draw.npcs; i++)
            if (g->draw.pcs[i].side == 0 && g->draw.pcs[i].idx == g->draw.pcs[i].count - 1)
                top = i;
        x = g->draw.pcs[top].x;
        y = g->draw.pcs[top].y;
        push(SDL_MOUSEBUTTONDOWN, x, y);
        app_frame(&A, false);
        for (int i = 0; i < 240; i++) {
            push(SDL_MOUSEMOTION, x - (float)i, y + (float)i * 0.8f);
            timed_frame(&A);
        }
        report_frames("Duodecim: dragging, path shown");
        app_free(&A);
    }
    return 0;
}
