/* bench_app.c: the game window's speed under the software renderer (SDL's dummy driver):
 * start-up to the first frame, frame times while a counter is dragged and while the dice
 * tumble, and how long Latrunculi's hint takes in a game's first moves. Prints figures; asserts
 * nothing. Run: build/tests/app/bench-app [hint] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app.h"
#include "game.h"
#include "scene_game_chrome.h"

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

/* Latrunculi 12x8 at the default rules against the computer at level 2 (the default): the
 * hint (H) asked at Black's moves 1 to 6, timed from the key to the hint shown, its search's
 * nodes and depth and whether it gave a reason; the hinted move is then played. */
static void bench_hint(void)
{
    printf("\nLatrunculi hint, 12x8, against level 2 (seed 2)\n");
    char *argv[] = {"ludi", "--no-settings", "--game", "latrunculi", "--seed", "2", "--black",
                    "human", "--white", "computer", "--level", "2", "--animation", "off"};
    struct launch l;
    char err[256];
    if (!cli_parse(14, argv, &l, err, sizeof err) || !app_init(&A, &l, err, sizeof err)) {
        fprintf(stderr, "bench-app: %s\n", err);
        return;
    }
    SDL_LogSetAllPriority(SDL_LOG_PRIORITY_WARN);
    struct game *g = A.game;
    double total = 0;
    int asked = 0, reasons = 0;
    for (int move = 1; move <= 6; move++) {
        while (game_busy(&A) || g->flow.comp.busy || g->flow.pending_next >= 0 ||
               !game_human_to_move(&A))
            app_frame(&A, false);
        if (ludi_session_state(&g->flow.ss)->phase != LUDI_PHASE_MOVE)
            break;
        Uint64 t0 = SDL_GetPerformanceCounter();
        game_ask_hint(&A);
        while (!g->ui.hint_shown && g->flow.comp.busy) {
            app_frame(&A, false);
            SDL_Delay(1);
        }
        app_frame(&A, false);
        double t = ms(t0, SDL_GetPerformanceCounter());
        char words[400], mv[LUDI_MOVE_LEN];
        chrome_status_words(&A, words, sizeof words);
        ludi_move_format(ludi_session_state(&g->flow.ss), &g->ui.hint, mv, sizeof mv);
        bool why = strchr(words, ':') != NULL;
        printf("  move %d: %7.0f ms  depth %2d  %8lld nodes  %-7s %s\n", move, t,
               g->flow.comp.res.depth, (long long)g->flow.comp.res.nodes, mv,
               why ? strchr(words, ':') + 2 : "(no reason)");
        total += t;
        asked++;
        reasons += why;
        if (!g->ui.hint_shown)
            break;
        game_step(&A, &g->ui.hint.steps[0], -1, -1);
    }
    if (asked)
        printf("  mean %.0f ms over %d hints; %d of them gave a reason\n", total / asked, asked,
               reasons);
    app_free(&A);
}

int main(int argc, char **argv)
{
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
    if (argc > 1 && strcmp(argv[1], "hint") == 0) {
        bench_hint();
        return 0;
    }
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
        push(SDL_MOUSEBUTTONUP, x, y);
        app_frame(&A, false);
        /* then 120 turns played (the first legal turn of each throw) and the list open: every
         * frame lays out each turn's row, wrapped to the list's width */
        static struct ludi_move moves[LUDI_MAX_MOVES];
        for (int turn = 0; turn < 120; turn++) {
            const struct ludi_state *s = ludi_session_state(&g->flow.ss);
            if (s->phase == LUDI_PHASE_OVER)
                break;
            if (s->phase != LUDI_PHASE_MOVE)
                ludi_session_roll(&g->flow.ss, NULL, 0, NULL, 0);
            struct ludi_past past = ludi_session_past(&g->flow.ss);
            int n = ludi_moves(ludi_session_state(&g->flow.ss), &past, moves, LUDI_MAX_MOVES);
            if (n <= 0 || !ludi_session_play(&g->flow.ss, &moves[0], NULL, 0))
                break;
        }
        game_sync_pieces(&A);
        g->ui.list_open = true;
        app_frame(&A, false);
        for (int i = 0; i < 240; i++) {
            push(SDL_MOUSEMOTION, x - (float)i, y + (float)i * 0.8f);
            A.dirty = true;
            timed_frame(&A);
        }
        printf("  (the list: %zu turns)\n", ludi_session_moves_played(&g->flow.ss));
        report_frames("Duodecim: 120 turns in the move list");
        app_free(&A);
    }
    bench_hint();
    return 0;
}
