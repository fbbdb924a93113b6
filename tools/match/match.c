/* match.c: ludi-match: games between two computer players on all cores, and the score. */
/* Prints A's wins, draws and losses, the score with a 95% confidence interval, and the time
 * per move and nodes per second of each player. A player is this build's computer or another
 * program speaking PROTOCOL.md (--a-engine, --b-engine), which is told every throw and move. */
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ext_engine.h"
#include "ludi/ai.h"
#include "ludi/fileio.h"
#include "ludi/rules.h"
#include "ludi/session.h"

#define MAX_OPTS 32

struct player {
    int level;                   /* 0 = random */
    int movetime_ms, depth;
    int64_t nodes;
    int search_threads;          /* level 5's threads searching together (0: one) */
    const char *opts[MAX_OPTS];  /* AI weights, name=value */
    int nopts;
    const char *engine;          /* NULL: this build; else a program speaking the protocol */
};

struct config {
    struct ludi_options opt;
    struct player p[2];          /* A, B */
    int games, threads, opening, max_plies, verbose;
    int engine_timeout_ms;       /* the longest wait for an engine's reply (beyond movetime) */
    int max_abandoned;           /* games an engine may fail before the match stops */
    uint64_t seed;
};

/* One game's outcome and what each player spent. */
struct game_record {
    int a_side;                  /* the side A played */
    int result;                  /* enum ludi_result, LUDI_DRAW when capped */
    int reason;
    int capped;
    int plies;
    int abandoned;               /* an engine could not go on: the game does not count */
    int64_t moves[2], nodes[2], us[2];   /* [player]; us: microseconds thinking */
};

struct shared {
    const struct config *cfg;
    atomic_int next;
    struct game_record *rec;
    atomic_int failed;
    atomic_int abandoned;
};

/* What one worker thread plays with: its computers and its engine processes. */
struct seat {
    struct ludi_ai *ai[2];       /* [player] */
    struct ext_engine eng[2];    /* [player], running when pid > 0 */
    atomic_int *stop;            /* set when the match stops: this game ends too */
};

enum game_status { GAME_DONE, GAME_ABANDONED, GAME_ERROR };

static uint64_t mix(uint64_t a, uint64_t b)
{
    return ludi_zobrist(a * 0x9E3779B97F4A7C15ull ^ ludi_zobrist(b));
}

/* Sends line to every engine in the game but `except` (a player, or -1); false: one failed
 * (why in err, the game abandoned). */
static bool tell_engines(const struct config *cfg, struct seat *st, int except, const char *line,
                         char *err, size_t errlen)
{
    for (int who = 0; who < 2; who++) {
        if (!cfg->p[who].engine || who == except)
            continue;
        char reply[EXT_REPLY_LEN];
        if (!ext_command(&st->eng[who], line, cfg->engine_timeout_ms, reply, sizeof reply, err,
                         errlen))
            return false;
    }
    return true;
}

/* Starts game i in every engine player's program (starting the program if it is not running):
 * the game and its options, and a seed of its own for its computer's choices. */
static enum game_status engines_new_game(const struct config *cfg, struct seat *st, int i,
                                         char *err, size_t errlen)
{
    char opts[LUDI_POS_LEN], line[LUDI_POS_LEN + 64], reply[EXT_REPLY_LEN];
    ludi_options_format(&cfg->opt, opts, sizeof opts);
    for (int who = 0; who < 2; who++) {
        if (!cfg->p[who].engine)
            continue;
        struct ext_engine *e = &st->eng[who];
        if (e->pid <= 0 && !ext_start(e, cfg->p[who].engine, err, errlen))
            return GAME_ERROR;
        snprintf(line, sizeof line, "new %s %s", ludi_game_name(cfg->opt.game), opts);
        if (!ext_command(e, line, cfg->engine_timeout_ms, reply, sizeof reply, err, errlen))
            return e->pid > 0 ? GAME_ERROR : GAME_ABANDONED;   /* refused: it never will */
        snprintf(line, sizeof line, "seed %llu",
                 (unsigned long long)(mix(cfg->seed ^ 0x656e67u, (uint64_t)i) >> 1));
        if (!ext_command(e, line, cfg->engine_timeout_ms, reply, sizeof reply, err, errlen))
            return GAME_ABANDONED;
    }
    return GAME_DONE;
}

/* An engine player's turn: `go` with its limits, the move read from the reply's first line and
 * checked by the rules; the nodes from its info line, when it gives one. */
static enum game_status engine_turn(const struct config *cfg, struct seat *st, int who,
                                    const struct ludi_state *s, const struct ludi_past *past,
                                    struct ludi_move *m, int64_t *nodes, char *err,
                                    size_t errlen)
{
    const struct player *p = &cfg->p[who];
    char line[128], reply[EXT_REPLY_LEN], ours[LUDI_POS_LEN];
    /* it was told every move: its position must be the one the rules here reached, or the two
     * builds read a move differently and the games would not be the same game */
    if (!ext_command(&st->eng[who], "position", cfg->engine_timeout_ms, reply, sizeof reply,
                     err, errlen))
        return GAME_ABANDONED;
    ludi_position_format(s, ours, sizeof ours);
    if (strcmp(reply, ours) != 0) {
        snprintf(err, errlen, "engine %s answered 'position' with '%.200s', not '%.200s'",
                 p->engine, reply, ours);
        ext_stop(&st->eng[who]);
        return GAME_ABANDONED;
    }
    size_t pos = 0;
    ludi_buf_add(line, sizeof line, &pos, "go level %d", p->level);
    if (p->movetime_ms)
        ludi_buf_add(line, sizeof line, &pos, " movetime %d", p->movetime_ms);
    if (p->depth)
        ludi_buf_add(line, sizeof line, &pos, " depth %d", p->depth);
    if (!ext_command(&st->eng[who], line, cfg->engine_timeout_ms + p->movetime_ms, reply,
                     sizeof reply, err, errlen))
        return GAME_ABANDONED;
    char *info = strchr(reply, '\n');
    if (info)
        *info++ = '\0';
    const char *n = info ? strstr(info, " nodes ") : NULL;
    *nodes = n ? strtoll(n + 7, NULL, 10) : 0;
    char why[LUDI_ERR_LEN];
    struct ludi_state t;
    if (!ludi_move_parse(s, reply, m, why, sizeof why) ||
        !ludi_apply(s, past, m, &t, why, sizeof why)) {
        snprintf(err, errlen, "engine %s answered '%s' with '%.60s', which the rules refuse: %s",
                 p->engine, line, reply, why);
        ext_stop(&st->eng[who]);   /* its game is not ours any more */
        return GAME_ABANDONED;
    }
    return GAME_DONE;
}

/* One turn of game i, ply `ply`, on the session: the dice thrown from its stream, or a move
 * chosen (at random in the opening, else by the player whose side it is) and played, the
 * engines told either way. */
static enum game_status play_turn(const struct config *cfg, struct seat *st, int i, int *ply,
                                  struct ludi_session *ss, struct ludi_rng *open,
                                  struct game_record *r, char *err, size_t errlen)
{
    static _Thread_local struct ludi_move mv[LUDI_MAX_MOVES];
    char line[LUDI_MOVE_LEN + 16];
    const struct ludi_state *s = ludi_session_state(ss);
    if (ludi_session_turn(ss).need == LUDI_NEED_THROW) {
        if (!ludi_session_step(ss, true))
            return GAME_ERROR;
        s = ludi_session_state(ss);
        size_t pos = 0;
        ludi_buf_add(line, sizeof line, &pos, "roll");
        for (int k = 0; k < s->ndice; k++)
            ludi_buf_add(line, sizeof line, &pos, " %d", s->dice[k]);
        return tell_engines(cfg, st, -1, line, err, errlen) ? GAME_DONE : GAME_ABANDONED;
    }
    /* a move, or a pass: the players report a pass as their move, as the engines do */
    struct ludi_past past = ludi_session_past(ss);
    struct ludi_move m;
    int mover = -1;   /* the engine that chose the move, which needs not be told it */
    if (*ply < cfg->opening) {
        int n = ludi_moves(s, &past, mv, LUDI_MAX_MOVES);
        if (n <= 0)
            return GAME_ERROR;
        m = mv[ludi_rng_below(open, (uint32_t)(n < LUDI_MAX_MOVES ? n : LUDI_MAX_MOVES))];
    } else {
        int who = s->side == r->a_side ? 0 : 1;
        const struct player *p = &cfg->p[who];
        struct ludi_ai_result res = {0};
        struct timespec t0, t1;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        if (p->engine) {
            enum game_status gs = engine_turn(cfg, st, who, s, &past, &m, &res.nodes, err,
                                              errlen);
            if (gs != GAME_DONE)
                return gs;
            mover = who;
        } else {
            struct ludi_ai_limits lim = {.level = p->level, .depth = p->depth,
                                         .nodes = p->nodes, .movetime_ms = p->movetime_ms,
                                         .threads = p->search_threads};
            uint64_t seed = mix(cfg->seed, (uint64_t)i * 4096 + (uint64_t)*ply);
            if (!ludi_ai_choose(st->ai[who], s, &past, &lim, seed, NULL, &res))
                return GAME_ERROR;
            m = res.move;
        }
        clock_gettime(CLOCK_MONOTONIC, &t1);
        r->moves[who]++;
        r->nodes[who] += res.nodes;
        r->us[who] += (t1.tv_sec - t0.tv_sec) * 1000000 + (t1.tv_nsec - t0.tv_nsec) / 1000;
    }
    char text[LUDI_MOVE_LEN];
    ludi_move_format(s, &m, text, sizeof text);
    if (cfg->verbose > 1) {
        if (*ply == 0)
            printf("game %d moves:", i);
        printf(" %s", text);
    }
    char why[LUDI_ERR_LEN];
    if (!ludi_session_play(ss, &m, why, sizeof why)) {
        fprintf(stderr, "ludi-match: game %d: illegal move: %s\n", i, why);
        return GAME_ERROR;
    }
    (*ply)++;
    snprintf(line, sizeof line, "play %s", text);
    return tell_engines(cfg, st, mover, line, err, errlen) ? GAME_DONE : GAME_ABANDONED;
}

/* How game i ended (or was capped), into r; false when it ended without a result. */
static bool game_end(const struct config *cfg, int i, int ply, const struct ludi_state *s,
                     struct game_record *r)
{
    if (s->phase == LUDI_PHASE_OVER && s->result == LUDI_ONGOING) {
        fprintf(stderr, "ludi-match: game %d ended without a result (is %s in this build?)\n", i,
                ludi_game_name(cfg->opt.game));
        return false;
    }
    if (s->phase == LUDI_PHASE_OVER) {
        r->result = s->result;
        r->reason = s->reason;
    } else {
        r->result = LUDI_DRAW;
        r->capped = 1;
    }
    if (cfg->verbose) {
        char text[128];
        if (r->capped)
            snprintf(text, sizeof text, "draw: capped at %d plies", cfg->max_plies);
        else
            ludi_result_format(s, text, sizeof text);
        if (cfg->verbose > 1) {
            char diagram[LUDI_SHOW_LEN];
            ludi_show(s, diagram, sizeof diagram);
            printf("\n%s\n", diagram);
        }
        printf("game %d: A plays %s, %s after %d plies\n", i,
               ludi_side_name(cfg->opt.game, r->a_side), text, ply);
        fflush(stdout);
    }
    return true;
}

/* Plays game i: A plays side i % 2. Games 2k and 2k+1 share their random opening and their
 * dice (the side that moves first throws the same in both: the session's dice stream is seeded
 * alike), so each opening and each run of luck is played once from each side. */
static enum game_status play_game(const struct config *cfg, struct seat *st, int i,
                                  struct game_record *r)
{
    struct ludi_session ss;
    struct ludi_rng open;
    char err[LUDI_ERR_LEN + 512];
    memset(r, 0, sizeof *r);
    r->a_side = i % 2;
    if (!ludi_session_init(&ss, &cfg->opt, mix(cfg->seed, (uint64_t)(i / 2)), NULL, NULL, 0))
        return GAME_ERROR;
    ludi_rng_seed(&open, mix(cfg->seed ^ 0x6f70656eu, (uint64_t)(i / 2)));
    enum game_status gs = engines_new_game(cfg, st, i, err, sizeof err);
    bool started = gs == GAME_DONE;
    int ply = 0;
    while (gs == GAME_DONE && ludi_session_turn(&ss).need != LUDI_NEED_OVER &&
           ply < cfg->max_plies) {
        if (atomic_load(st->stop)) {   /* another game failed: no score will be given */
            ludi_session_free(&ss);
            return GAME_ERROR;
        }
        gs = play_turn(cfg, st, i, &ply, &ss, &open, r, err, sizeof err);
    }
    r->plies = ply;
    if (gs == GAME_ABANDONED || (gs == GAME_ERROR && !started)) {
        if (cfg->verbose > 1)
            printf("\n");
        fprintf(stderr, "ludi-match: game %d %s after %d plies: %s\n", i,
                gs == GAME_ERROR ? "could not be played" : "abandoned", ply, err);
        r->abandoned = 1;
    } else if (gs == GAME_DONE && !game_end(cfg, i, ply, ludi_session_state(&ss), r)) {
        gs = GAME_ERROR;
    }
    ludi_session_free(&ss);
    return gs;
}

static void *worker(void *arg)
{
    struct shared *sh = arg;
    const struct config *cfg = sh->cfg;
    struct seat st;
    memset(&st, 0, sizeof st);
    st.stop = &sh->failed;
    st.ai[0] = ludi_ai_new();
    st.ai[1] = ludi_ai_new();
    if (!st.ai[0] || !st.ai[1]) {
        atomic_store(&sh->failed, 1);
        goto done;
    }
    for (int who = 0; who < 2; who++)
        for (int k = 0; k < cfg->p[who].nopts; k++) {
            char err[LUDI_ERR_LEN];
            if (!ludi_ai_set_option(st.ai[who], cfg->p[who].opts[k], err, sizeof err)) {
                fprintf(stderr, "ludi-match: %s\n", err);
                atomic_store(&sh->failed, 1);
                goto done;
            }
        }
    for (;;) {
        int i = atomic_fetch_add(&sh->next, 1);
        if (i >= cfg->games || atomic_load(&sh->failed))
            break;
        enum game_status gs = play_game(cfg, &st, i, &sh->rec[i]);
        if (gs == GAME_ERROR ||
            (gs == GAME_ABANDONED && atomic_fetch_add(&sh->abandoned, 1) >= cfg->max_abandoned)) {
            bool first = atomic_exchange(&sh->failed, 1) == 0;
            if (first && gs == GAME_ABANDONED && cfg->max_abandoned == 0)
                fprintf(stderr, "ludi-match: an engine failed: match stopped "
                                "(--max-abandoned N leaves out up to N such games)\n");
            else if (first && gs == GAME_ABANDONED)
                fprintf(stderr, "ludi-match: more than %d games abandoned\n", cfg->max_abandoned);
            break;
        }
    }
done:
    for (int who = 0; who < 2; who++) {
        ext_stop(&st.eng[who]);
        ludi_ai_free(st.ai[who]);
    }
    return NULL;
}

static void usage(void)
{
    fprintf(stderr,
            "usage: ludi-match [--game NAME] [--option KEY=VALUE ...] [--a LEVEL] [--b LEVEL]\n"
            "                  [--games N] [--seed N] [--threads N] [--movetime MS]\n"
            "                  [--a-movetime MS] [--b-movetime MS] [--depth N] [--a-depth N]\n"
            "                  [--b-depth N] [--nodes N] [--a-nodes N] [--b-nodes N]\n"
            "                  [--search-threads N] [--a-search-threads N]\n"
            "                  [--b-search-threads N] [--a-opt NAME=V] [--b-opt NAME=V]\n"
            "                  [--opening PLIES] [--max-plies N] [--verbose] [--print-games]\n"
            "                  [--a-engine PATH] [--b-engine PATH] [--engine PATH]\n"
            "                  [--engine-timeout S] [--max-abandoned N]\n"
            "Plays N games between players A and B (levels 1-5, 0 = random), alternating sides,\n"
            "each random opening and each stream of dice once from each side, and prints A's\n"
            "score. --a-engine/--b-engine (--engine: B) make a player another program speaking\n"
            "the engine protocol (an earlier ludi-engine), at its level (and movetime, depth),\n"
            "given every throw and move. When it cannot go on (it ends, refuses, answers with\n"
            "an illegal move or another position, or not within --engine-timeout seconds, 60\n"
            "beyond movetime) the match stops with its words and status 1; --max-abandoned N\n"
            "leaves out up to N such games instead (each reported) and starts it again.\n"
            "--threads: games played at once; --search-threads: threads level 5 searches with\n"
            "(Latrunculi), for both players or one.\n");
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
    cfg->engine_timeout_ms = 60000;
    cfg->max_abandoned = 0;      /* an engine's first failure ends the match */
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
        } else if (strcmp(a, "--a-engine") == 0) {
            cfg->p[0].engine = v;
        } else if (strcmp(a, "--b-engine") == 0 || strcmp(a, "--engine") == 0) {
            cfg->p[1].engine = v;
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
        } else if (strcmp(a, "--search-threads") == 0 && n >= 1 && n <= LUDI_AI_MAX_THREADS) {
            cfg->p[0].search_threads = cfg->p[1].search_threads = (int)n;
        } else if (strcmp(a, "--a-search-threads") == 0 && n >= 1 &&
                   n <= LUDI_AI_MAX_THREADS) {
            cfg->p[0].search_threads = (int)n;
        } else if (strcmp(a, "--b-search-threads") == 0 && n >= 1 &&
                   n <= LUDI_AI_MAX_THREADS) {
            cfg->p[1].search_threads = (int)n;
        } else if (strcmp(a, "--a-nodes") == 0) {
            cfg->p[0].nodes = n;
        } else if (strcmp(a, "--b-nodes") == 0) {
            cfg->p[1].nodes = n;
        } else if (strcmp(a, "--opening") == 0) {
            cfg->opening = (int)n;
        } else if (strcmp(a, "--max-plies") == 0 && n >= 1) {
            cfg->max_plies = (int)n;
        } else if (strcmp(a, "--engine-timeout") == 0 && n >= 1 && n <= 86400) {
            cfg->engine_timeout_ms = (int)n * 1000;
        } else if (strcmp(a, "--max-abandoned") == 0) {
            cfg->max_abandoned = (int)n;
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
    for (int who = 0; who < 2; who++) {
        const struct player *p = &cfg->p[who];
        const char *name = who ? "B" : "A";
        if (!p->engine)
            continue;
        if (p->level == 0) {
            fprintf(stderr, "ludi-match: the engine of player %s plays at a level 1-%d\n", name,
                    LUDI_AI_LEVELS);
            return false;
        }
        if (p->nodes || p->nopts) {
            fprintf(stderr, "ludi-match: the protocol has no node limit or weights for the "
                            "engine of player %s\n", name);
            return false;
        }
    }
    return true;
}

static void player_name(const struct player *p, char *buf, size_t len)
{
    if (p->level == 0) {
        snprintf(buf, len, "random");
        return;
    }
    size_t pos = 0;
    if (p->engine)
        pos = (size_t)snprintf(buf, len, "engine %s, ", p->engine);
    if (pos < len)
        pos += (size_t)snprintf(buf + pos, len - pos, "level %d", p->level);
    if (p->depth && pos < len)
        pos += (size_t)snprintf(buf + pos, len - pos, " depth %d", p->depth);
    if (p->nodes && pos < len)
        pos += (size_t)snprintf(buf + pos, len - pos, " nodes %lld", (long long)p->nodes);
    if (p->movetime_ms && pos < len)
        pos += (size_t)snprintf(buf + pos, len - pos, " movetime %d ms", p->movetime_ms);
    if (p->search_threads > 1 && pos < len)
        pos += (size_t)snprintf(buf + pos, len - pos, " %d search threads", p->search_threads);
    for (int k = 0; k < p->nopts && pos < len; k++)
        pos += (size_t)snprintf(buf + pos, len - pos, " %s", p->opts[k]);
}

/* A's points in game r (1, a half for a draw, 0). */
static double a_points(const struct game_record *r)
{
    return r->result == LUDI_DRAW ? 0.5 : r->result == r->a_side ? 1.0 : 0.0;
}

/* A's mean score over the games played and the half-width of its 95% interval. The games of a
 * pair share their opening and dice, so when every pair is whole the pairs are the independent
 * units (their spread is what luck left over); otherwise each game is one. */
static double score_of(const struct game_record *rec, int games, double *half, bool *paired)
{
    int played = 0;
    for (int i = 0; i < games; i++)
        played += !rec[i].abandoned;
    *paired = played == games && games % 2 == 0;
    int unit = *paired ? 2 : 1, nu = 0;
    double sum = 0, sq = 0;
    for (int i = 0; i < games; i += unit) {
        if (rec[i].abandoned)
            continue;
        double x = a_points(&rec[i]);
        if (unit == 2)
            x = (x + a_points(&rec[i + 1])) / 2;
        sum += x;
        sq += x * x;
        nu++;
    }
    if (nu == 0) {
        *half = 0.5;
        return 0.5;
    }
    double mean = sum / nu, var = sq / nu - mean * mean;
    *half = 1.96 * sqrt((var > 0 ? var : 0) / nu);
    return mean;
}

int main(int argc, char **argv)
{
    struct config cfg;
    if (!parse_args(argc, argv, &cfg)) {
        usage();
        return 2;
    }
    ext_install_signals();
    ludi_ai_set_cache(ludi_cache_read, ludi_cache_write);   /* the solved tables, kept */
    struct shared sh = {.cfg = &cfg};
    atomic_init(&sh.next, 0);
    atomic_init(&sh.failed, 0);
    atomic_init(&sh.abandoned, 0);
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
        free(sh.rec);
        free(th);
        return 1;
    }

    int win = 0, draw = 0, loss = 0, capped = 0, abandoned = 0, reasons[16] = {0};
    int64_t moves[2] = {0}, nodes[2] = {0}, us[2] = {0}, plies = 0;
    for (int i = 0; i < cfg.games; i++) {
        const struct game_record *r = &sh.rec[i];
        if (r->abandoned) {
            abandoned++;
            continue;
        }
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
    double half;
    bool paired;
    double mean = score_of(sh.rec, n, &half, &paired);
    char na[256], nb[256], opts[LUDI_POS_LEN];
    player_name(&cfg.p[0], na, sizeof na);
    player_name(&cfg.p[1], nb, sizeof nb);
    ludi_options_format(&cfg.opt, opts, sizeof opts);
    printf("%s %s, %d games, seed %llu, %d random opening plies, %d threads\n",
           ludi_game_name(cfg.opt.game), opts, n, (unsigned long long)cfg.seed, cfg.opening,
           cfg.threads);
    printf("A: %s\nB: %s\n", na, nb);
    printf("A wins %d, draws %d, loses %d: score %.1f%% +- %.1f%% (95%%: %.1f%% .. %.1f%%)%s\n",
           win, draw, loss, 100 * mean, 100 * half, 100 * (mean - half > 0 ? mean - half : 0),
           100 * (mean + half < 1 ? mean + half : 1), paired ? ", over pairs" : "");
    if (abandoned)
        printf("%d games abandoned by an engine (see above) and not counted\n", abandoned);
    if (capped)
        printf("%d games reached the cap of %d plies and count as draws\n", capped,
               cfg.max_plies);
    printf("endings:");
    static const char *const names[] = {"none", "all men", "king", "own king", "stalemate",
                                        "no capture", "sacred line", "borne off"};
    for (int k = 1; k < 8; k++)
        if (reasons[k])
            printf(" %s %d", names[k], reasons[k]);
    printf("; %.1f plies a game\n", n > abandoned ? (double)plies / (n - abandoned) : 0.0);
    for (int who = 0; who < 2; who++) {
        if (cfg.p[who].level == 0 || moves[who] == 0)
            continue;
        double msm = (double)us[who] / 1000.0 / (double)moves[who];
        if (cfg.p[who].engine && nodes[who] == 0) {   /* an engine whose go gives no info */
            printf("%s: %.2f ms a move, nodes not reported\n", who ? "B" : "A", msm);
            continue;
        }
        printf("%s: %.2f ms a move, %.0f nodes a move, %.0f knodes/s\n", who ? "B" : "A", msm,
               (double)nodes[who] / (double)moves[who],
               us[who] ? (double)nodes[who] * 1000.0 / (double)us[who] : 0.0);
    }
    printf("wall time %.1f s\n",
           (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9);
    free(sh.rec);
    free(th);
    return abandoned ? 1 : 0;
}
