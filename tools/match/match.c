/* match.c: ludi-match: games between two computer players on all cores, and the score. */
/* Prints A's wins, draws and losses, the score with a 95% confidence interval, and the time
 * per move and nodes per second of each player. */
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ludi/ai.h"
#include "ludi/rules.h"

#define MAX_OPTS 32

struct player {
    int level;                   /* 0 = random */
    int movetime_ms, depth;
    int64_t nodes;
    const char *opts[MAX_OPTS];  /* AI weights, name=value */
    int nopts;
};

struct config {
    struct ludi_options opt;
    struct player p[2];          /* A, B */
    int games, threads, opening, max_plies, verbose;
    uint64_t seed;
};

/* One game's outcome and what each player spent. */
struct game_record {
    int a_side;                  /* the side A played */
    int result;                  /* enum ludi_result, LUDI_DRAW when capped */
    int reason;
    int capped;
    int plies;
    int64_t moves[2], nodes[2], us[2];   /* [player]; us: microseconds thinking */
};

struct shared {
    const struct config *cfg;
    atomic_int next;
    struct game_record *rec;
    atomic_int failed;
};

static uint64_t mix(uint64_t a, uint64_t b)
{
    return ludi_zobrist(a * 0x9E3779B97F4A7C15ull ^ ludi_zobrist(b));
}

/* Plays game i up to its end or the cap, leaving the last state in *end: A plays side i % 2.
 * Games 2k and 2k+1 share their random opening, so each opening is played once from each side.
 * hashes has room for the past of max_plies moves. */
static bool play_moves(const struct config *cfg, struct ludi_ai *ai[2], int i,
                       struct game_record *r, struct ludi_state *end, uint64_t *hashes)
{
    struct ludi_state s, t;
    struct ludi_rng dice, open;
    struct ludi_past past = {hashes, 0};
    static _Thread_local struct ludi_move mv[LUDI_MAX_MOVES];
    ludi_start(&cfg->opt, &s);
    ludi_rng_seed(&dice, mix(cfg->seed, (uint64_t)i));
    ludi_rng_seed(&open, mix(cfg->seed ^ 0x6f70656eu, (uint64_t)(i / 2)));
    int ply = 0;
    while (s.phase != LUDI_PHASE_OVER && ply < cfg->max_plies) {
        if (s.phase == LUDI_PHASE_ROLL) {
            if (!ludi_roll(&s, &dice, &t, NULL, 0))
                return false;
            s = t;
            continue;
        }
        struct ludi_move m;
        if (ply < cfg->opening) {
            int n = ludi_moves(&s, &past, mv, LUDI_MAX_MOVES);
            if (n <= 0)
                return false;
            m = mv[ludi_rng_below(&open, (uint32_t)(n < LUDI_MAX_MOVES ? n : LUDI_MAX_MOVES))];
        } else {
            int who = s.side == r->a_side ? 0 : 1;
            const struct player *p = &cfg->p[who];
            struct ludi_ai_limits lim = {.level = p->level, .depth = p->depth,
                                         .nodes = p->nodes, .movetime_ms = p->movetime_ms};
            struct ludi_ai_result res;
            struct timespec t0, t1;
            clock_gettime(CLOCK_MONOTONIC, &t0);
            uint64_t seed = mix(cfg->seed, (uint64_t)i * 4096 + (uint64_t)ply);
            if (!ludi_ai_choose(ai[who], &s, &past, &lim, seed, NULL, &res))
                return false;
            clock_gettime(CLOCK_MONOTONIC, &t1);
            m = res.move;
            r->moves[who]++;
            r->nodes[who] += res.nodes;
            r->us[who] += (t1.tv_sec - t0.tv_sec) * 1000000 + (t1.tv_nsec - t0.tv_nsec) / 1000;
        }
        if (cfg->verbose > 1) {
            char text[LUDI_MOVE_LEN];
            ludi_move_format(&s, &m, text, sizeof text);
            if (ply == 0)
                printf("game %d moves:", i);
            printf(" %s", text);
        }
        char err[LUDI_ERR_LEN];
        if (!ludi_apply(&s, &past, &m, &t, err, sizeof err)) {
            fprintf(stderr, "ludi-match: game %d: illegal move: %s\n", i, err);
            return false;
        }
        hashes[past.n++] = s.hash;
        s = t;
        ply++;
    }
    r->plies = ply;
    *end = s;
    return true;
}

static bool play_game(const struct config *cfg, struct ludi_ai *ai[2], int i,
                      struct game_record *r)
{
    struct ludi_state s;
    memset(r, 0, sizeof *r);
    r->a_side = i % 2;
    uint64_t *hashes = malloc(((size_t)cfg->max_plies + 1) * sizeof *hashes);
    bool ok = hashes && play_moves(cfg, ai, i, r, &s, hashes);
    free(hashes);
    if (!ok)
        return false;
    int ply = r->plies;
    if (s.phase == LUDI_PHASE_OVER && s.result == LUDI_ONGOING) {
        fprintf(stderr, "ludi-match: game %d ended without a result (is %s in this build?)\n", i,
                ludi_game_name(cfg->opt.game));
        return false;
    }
    if (s.phase == LUDI_PHASE_OVER) {
        r->result = s.result;
        r->reason = s.reason;
    } else {
        r->result = LUDI_DRAW;
        r->capped = 1;
    }
    if (cfg->verbose) {
        char text[128];
        if (r->capped)
            snprintf(text, sizeof text, "draw: capped at %d plies", cfg->max_plies);
        else
            ludi_result_format(&s, text, sizeof text);
        if (cfg->verbose > 1) {
            char diagram[LUDI_SHOW_LEN];
            ludi_show(&s, diagram, sizeof diagram);
            printf("\n%s\n", diagram);
        }
        printf("game %d: A plays %s, %s after %d plies\n", i,
               ludi_side_name(cfg->opt.game, r->a_side), text, ply);
        fflush(stdout);
    }
    return true;
}

static void *worker(void *arg)
{
    struct shared *sh = arg;
    const struct config *cfg = sh->cfg;
    struct ludi_ai *ai[2] = {ludi_ai_new(), ludi_ai_new()};
    if (!ai[0] || !ai[1]) {
        atomic_store(&sh->failed, 1);
        goto done;
    }
    for (int who = 0; who < 2; who++)
        for (int k = 0; k < cfg->p[who].nopts; k++) {
            char err[LUDI_ERR_LEN];
            if (!ludi_ai_set_option(ai[who], cfg->p[who].opts[k], err, sizeof err)) {
                fprintf(stderr, "ludi-match: %s\n", err);
                atomic_store(&sh->failed, 1);
                goto done;
            }
        }
    for (;;) {
        int i = atomic_fetch_add(&sh->next, 1);
        if (i >= cfg->games || atomic_load(&sh->failed))
            break;
        if (!play_game(cfg, ai, i, &sh->rec[i])) {
            atomic_store(&sh->failed, 1);
            break;
        }
    }
done:
    ludi_ai_free(ai[0]);
    ludi_ai_free(ai[1]);
    return NULL;
}

static void usage(void)
{
    fprintf(stderr,
            "usage: ludi-match [--game NAME] [--option KEY=VALUE ...] [--a LEVEL] [--b LEVEL]\n"
            "                  [--games N] [--seed N] [--threads N] [--movetime MS]\n"
            "                  [--a-movetime MS] [--b-movetime MS] [--depth N] [--a-depth N]\n"
            "                  [--b-depth N] [--nodes N] [--a-opt NAME=V] [--b-opt NAME=V]\n"
            "                  [--opening PLIES] [--max-plies N] [--verbose] [--print-games]\n"
            "Plays N games between players A and B (levels 1-5, 0 = random), alternating sides,\n"
            "each random opening once from each side, and prints A's score.\n");
}

static bool parse_long(const char *text, long lo, long hi, long *out)
{
    char *end;
    long v = strtol(text, &end, 10);
    if (end == text || *end || v < lo || v > hi)
        return false;
    *out = v;
    return true;
}

static bool parse_args(int argc, char **argv, struct config *cfg)
{
    enum ludi_game game = LUDI_LATRUNCULI;
    const char *opts[MAX_OPTS];
    int nopts = 0;
    memset(cfg, 0, sizeof *cfg);
    cfg->p[0].level = 3;
    cfg->p[1].level = 0;
    cfg->games = 100;
    cfg->seed = 1;
    cfg->threads = 2;
    cfg->opening = -1;
    cfg->max_plies = 1000;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        long n;
        if (strcmp(a, "--verbose") == 0) {
            cfg->verbose = 1;
            continue;
        }
        if (strcmp(a, "--print-games") == 0) {
            cfg->verbose = 2;
            continue;
        }
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0)
            return false;
        if (!v) {
            fprintf(stderr, "ludi-match: %s needs a value\n", a);
            return false;
        }
        i++;
        if (strcmp(a, "--game") == 0) {
            if (!ludi_game_parse(v, &game)) {
                fprintf(stderr, "ludi-match: unknown game '%s'\n", v);
                return false;
            }
        } else if (strcmp(a, "--option") == 0 && nopts < MAX_OPTS) {
            opts[nopts++] = v;
        } else if (strcmp(a, "--a-opt") == 0 && cfg->p[0].nopts < MAX_OPTS) {
            cfg->p[0].opts[cfg->p[0].nopts++] = v;
        } else if (strcmp(a, "--b-opt") == 0 && cfg->p[1].nopts < MAX_OPTS) {
            cfg->p[1].opts[cfg->p[1].nopts++] = v;
        } else if (strcmp(a, "--seed") == 0 && parse_long(v, 0, 0x7fffffffL, &n)) {
            cfg->seed = (uint64_t)n;
        } else if (!parse_long(v, 0, 100000000L, &n)) {
            fprintf(stderr, "ludi-match: bad value '%s' for %s\n", v, a);
            return false;
        } else if (strcmp(a, "--a") == 0 && n <= LUDI_AI_LEVELS) {
            cfg->p[0].level = (int)n;
        } else if (strcmp(a, "--b") == 0 && n <= LUDI_AI_LEVELS) {
            cfg->p[1].level = (int)n;
        } else if (strcmp(a, "--games") == 0 && n >= 1) {
            cfg->games = (int)n;
        } else if (strcmp(a, "--threads") == 0 && n >= 1 && n <= 64) {
            cfg->threads = (int)n;
        } else if (strcmp(a, "--movetime") == 0) {
            cfg->p[0].movetime_ms = cfg->p[1].movetime_ms = (int)n;
        } else if (strcmp(a, "--a-movetime") == 0) {
            cfg->p[0].movetime_ms = (int)n;
        } else if (strcmp(a, "--b-movetime") == 0) {
            cfg->p[1].movetime_ms = (int)n;
        } else if (strcmp(a, "--depth") == 0) {
            cfg->p[0].depth = cfg->p[1].depth = (int)n;
        } else if (strcmp(a, "--a-depth") == 0) {
            cfg->p[0].depth = (int)n;
        } else if (strcmp(a, "--b-depth") == 0) {
            cfg->p[1].depth = (int)n;
        } else if (strcmp(a, "--nodes") == 0) {
            cfg->p[0].nodes = cfg->p[1].nodes = n;
        } else if (strcmp(a, "--opening") == 0) {
            cfg->opening = (int)n;
        } else if (strcmp(a, "--max-plies") == 0 && n >= 1) {
            cfg->max_plies = (int)n;
        } else {
            fprintf(stderr, "ludi-match: unknown or bad argument %s %s\n", a, v);
            return false;
        }
    }
    ludi_options_default(game, &cfg->opt);
    for (int k = 0; k < nopts; k++) {
        char err[LUDI_ERR_LEN];
        if (!ludi_options_set(&cfg->opt, opts[k], err, sizeof err)) {
            fprintf(stderr, "ludi-match: %s\n", err);
            return false;
        }
    }
    if (cfg->opening < 0)
        cfg->opening = game == LUDI_LATRUNCULI ? 4 : 0;
    return true;
}

static void player_name(const struct player *p, char *buf, size_t len)
{
    if (p->level == 0) {
        snprintf(buf, len, "random");
        return;
    }
    size_t pos = (size_t)snprintf(buf, len, "level %d", p->level);
    if (p->depth && pos < len)
        pos += (size_t)snprintf(buf + pos, len - pos, " depth %d", p->depth);
    if (p->nodes && pos < len)
        pos += (size_t)snprintf(buf + pos, len - pos, " nodes %lld", (long long)p->nodes);
    if (p->movetime_ms && pos < len)
        pos += (size_t)snprintf(buf + pos, len - pos, " movetime %d ms", p->movetime_ms);
    for (int k = 0; k < p->nopts && pos < len; k++)
        pos += (size_t)snprintf(buf + pos, len - pos, " %s", p->opts[k]);
}

int main(int argc, char **argv)
{
    struct config cfg;
    if (!parse_args(argc, argv, &cfg)) {
        usage();
        return 2;
    }
    struct shared sh = {.cfg = &cfg};
    atomic_init(&sh.next, 0);
    atomic_init(&sh.failed, 0);
    sh.rec = calloc((size_t)cfg.games, sizeof sh.rec[0]);
    pthread_t *th = calloc((size_t)cfg.threads, sizeof th[0]);
    if (!sh.rec || !th) {
        fprintf(stderr, "ludi-match: out of memory\n");
        return 1;
    }
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    int started = 0;
    for (int k = 0; k < cfg.threads; k++)
        if (pthread_create(&th[k], NULL, worker, &sh) == 0)
            started++;
        else
            break;
    if (started == 0)
        worker(&sh);
    for (int k = 0; k < started; k++)
        pthread_join(th[k], NULL);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    if (atomic_load(&sh.failed)) {
        fprintf(stderr, "ludi-match: stopped after an error\n");
        return 1;
    }

    int win = 0, draw = 0, loss = 0, capped = 0, reasons[16] = {0};
    int64_t moves[2] = {0}, nodes[2] = {0}, us[2] = {0}, plies = 0;
    for (int i = 0; i < cfg.games; i++) {
        const struct game_record *r = &sh.rec[i];
        if (r->result == LUDI_DRAW)
            draw++;
        else if (r->result == r->a_side)
            win++;
        else
            loss++;
        capped += r->capped;
        if (!r->capped && r->reason >= 0 && r->reason < 16)
            reasons[r->reason]++;
        plies += r->plies;
        for (int who = 0; who < 2; who++) {
            moves[who] += r->moves[who];
            nodes[who] += r->nodes[who];
            us[who] += r->us[who];
        }
    }
    int n = cfg.games;
    double mean = (win + 0.5 * draw) / n;
    double var = (win * (1 - mean) * (1 - mean) + draw * (0.5 - mean) * (0.5 - mean) +
                  loss * mean * mean) / n;
    double half = 1.96 * sqrt(var / n);
    char na[256], nb[256], opts[LUDI_POS_LEN];
    player_name(&cfg.p[0], na, sizeof na);
    player_name(&cfg.p[1], nb, sizeof nb);
    ludi_options_format(&cfg.opt, opts, sizeof opts);
    printf("%s %s, %d games, seed %llu, %d random opening plies, %d threads\n",
           ludi_game_name(cfg.opt.game), opts, n, (unsigned long long)cfg.seed, cfg.opening,
           cfg.threads);
    printf("A: %s\nB: %s\n", na, nb);
    printf("A wins %d, draws %d, loses %d: score %.1f%% +- %.1f%% (95%%: %.1f%% .. %.1f%%)\n",
           win, draw, loss, 100 * mean, 100 * half, 100 * (mean - half > 0 ? mean - half : 0),
           100 * (mean + half < 1 ? mean + half : 1));
    if (capped)
        printf("%d games reached the cap of %d plies and count as draws\n", capped,
               cfg.max_plies);
    printf("endings:");
    static const char *const names[] = {"none", "all men", "king", "own king", "stalemate",
                                        "no capture", "sacred line", "borne off"};
    for (int k = 1; k < 8; k++)
        if (reasons[k])
            printf(" %s %d", names[k], reasons[k]);
    printf("; %.1f plies a game\n", (double)plies / n);
    for (int who = 0; who < 2; who++) {
        if (cfg.p[who].level == 0 || moves[who] == 0)
            continue;
        double msm = (double)us[who] / 1000.0 / (double)moves[who];
        printf("%s: %.2f ms a move, %.0f nodes a move, %.0f knodes/s\n", who ? "B" : "A", msm,
               (double)nodes[who] / (double)moves[who],
               us[who] ? (double)nodes[who] * 1000.0 / (double)us[who] : 0.0);
    }
    printf("wall time %.1f s\n",
           (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9);
    free(sh.rec);
    free(th);
    return 0;
}
