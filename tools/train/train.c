/* train.c: ludi-train: the dice games' evaluation learned by self-play, TD(lambda) as TD-Gammon. */
/*
 * The network (src/ai/nnet.h: one hidden layer of sigmoid units, the chance that the side to
 * throw wins) plays itself, each turn the one whose position it likes best, and after every
 * turn moves its judgement of the position before towards its judgement of the position
 * after (towards the result at the end), with eligibility traces (lambda) carrying each
 * correction back to earlier positions.
 *
 * Reproducible to the bit from the seed, on every machine and with any number of threads:
 * games are played in batches with the weights held still, each game's corrections summed on
 * its own, then added to the weights in the order of the games; the arithmetic is IEEE double
 * +, -, *, / in a fixed order (built with -ffp-contract=off: no fused multiply-add), and the
 * one transcendental function is nnet_exp, made of those. At the end the weights are rounded
 * to the integers the game's inference uses and written as a C initialiser, compiled into the
 * game (src/ai/net_weights.c).
 */
#include <float.h>
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "dice.h"
#include "ludi/rules.h"
#include "nnet.h"

#define MAX_PLIES 4000           /* a game this long is stopped and not learned from */

struct fnet {
    int nin, nh;
    long nw;                     /* weights in all: b1, w1, w2, b2, lin */
    double *w;                   /* the layout of a weights file: b1 [nh], w1 [nin][nh], w2 [nh],
                                    b2, lin [nin] */
};

struct config {
    struct ludi_options opt;
    uint64_t seed;
    long games;
    int hidden, threads, batch;
    double alpha, alpha_end, lambda, init;
    long check_every;
    int check_games;
    const char *out;
};

/* The hidden sums of the inputs judged last (as struct nnet_acc, in doubles). */
struct facc {
    const struct fnet *net;      /* NULL: empty */
    double a[NNET_MAX_HIDDEN];
    double lin;
    struct nnet_input in;
};

/* One thread's working memory. */
struct worker {
    struct ludi_move *moves;
    double *trace;
    double h[NNET_MAX_HIDDEN];
    struct facc acc;
};

/* --- the network in double precision --- */

static double *b1_of(const struct fnet *n) { return n->w; }
static double *w1_of(const struct fnet *n) { return n->w + n->nh; }
static double *w2_of(const struct fnet *n) { return n->w + n->nh + (long)n->nin * n->nh; }
static double *lin_of(const struct fnet *n) { return w2_of(n) + n->nh + 1; }

/* The sigmoid from a table (every 1/256 over -16..16, made with nnet_exp) and a straight line
 * between its entries: a few times faster than computing it, and as exact for learning. */
#define SIG_RANGE 16
#define SIG_STEPS 256
#define SIG_N (2 * SIG_RANGE * SIG_STEPS + 1)
static double sig_table[SIG_N];

static void make_sig_table(void)
{
    for (int i = 0; i < SIG_N; i++)
        sig_table[i] = 1.0 / (1.0 + nnet_exp(-(double)(i - SIG_RANGE * SIG_STEPS) / SIG_STEPS));
}

static double sigmoid(double x)
{
    double u = (x + SIG_RANGE) * SIG_STEPS;
    if (!(u > 0))
        return sig_table[0];
    if (u >= SIG_N - 1)
        return sig_table[SIG_N - 1];
    int i = (int)u;
    double f = u - i;
    return sig_table[i] + (sig_table[i + 1] - sig_table[i]) * f;
}

/* a[j] += x * w[j] for j < nh: the same sums, each its own, in any width the compiler picks
 * (the usual sizes have a fixed count, which it vectorises). */
static void add_scaled(double *a, const double *w, double x, int nh)
{
    if (nh == 64) {
        for (int j = 0; j < 64; j++)
            a[j] += x * w[j];
    } else if (nh == 32) {
        for (int j = 0; j < 32; j++)
            a[j] += x * w[j];
    } else {
        for (int j = 0; j < nh; j++)
            a[j] += x * w[j];
    }
}

/* The chance that the side to throw wins; h receives the hidden units' values. */
static double forward(const struct fnet *n, const struct nnet_input *in, double *h)
{
    const double *b1 = b1_of(n), *w1 = w1_of(n), *w2 = w2_of(n), *lin = lin_of(n);
    int nh = n->nh;
    double a[NNET_MAX_HIDDEN];
    double z = w2[nh];
    for (int j = 0; j < nh; j++)
        a[j] = b1[j];
    for (int k = 0; k < in->n; k++) {
        const double *w = w1 + (long)in->idx[k] * nh;
        double x = (double)in->val[k] / NNET_ONE;
        z += x * lin[in->idx[k]];
        add_scaled(a, w, x, nh);
    }
    for (int j = 0; j < nh; j++) {
        h[j] = sigmoid(a[j]);
        z += w2[j] * h[j];
    }
    return sigmoid(z);
}

static void facc_add(int idx, int change, void *arg)
{
    struct facc *acc = arg;
    const struct fnet *n = acc->net;
    double x = (double)change / NNET_ONE;
    add_scaled(acc->a, w1_of(n) + (long)idx * n->nh, x, n->nh);
    acc->lin += x * lin_of(n)[idx];
}

/* forward's chance, from the sums kept in acc (which then holds these inputs'): the turns of
 * one throw differ in few inputs. The same to the last bits as forward's, not to every bit. */
static double forward_acc(const struct fnet *n, struct facc *acc, const struct nnet_input *in)
{
    if (acc->net != n) {
        acc->net = n;
        memcpy(acc->a, b1_of(n), (size_t)n->nh * sizeof acc->a[0]);
        acc->lin = 0;
        acc->in.n = 0;
    }
    nnet_diff(&acc->in, in, facc_add, acc);
    nnet_input_copy(&acc->in, in);
    const double *w2 = w2_of(n);
    double z = w2[n->nh] + acc->lin;
    for (int j = 0; j < n->nh; j++)
        z += w2[j] * sigmoid(acc->a[j]);
    return sigmoid(z);
}

/* trace = lambda * trace + sign * (the gradient of the output, whose value o and hidden values
 * h came from forward on in). */
static void trace_add(const struct fnet *n, const struct nnet_input *in, const double *h,
                      double o, double sign, double lambda, double *trace)
{
    int nh = n->nh;
    for (long i = 0; i < n->nw; i++)
        trace[i] *= lambda;
    const double *w2 = w2_of(n);
    double go = sign * o * (1.0 - o);
    double gh[NNET_MAX_HIDDEN];
    double *tb1 = trace, *tw1 = trace + nh, *tw2 = trace + nh + (long)n->nin * nh;
    double *tlin = tw2 + nh + 1;
    for (int j = 0; j < nh; j++) {
        gh[j] = go * w2[j] * h[j] * (1.0 - h[j]);
        tb1[j] += gh[j];
        tw2[j] += go * h[j];
    }
    tw2[nh] += go;
    for (int k = 0; k < in->n; k++) {
        double x = (double)in->val[k] / NNET_ONE;
        tlin[in->idx[k]] += go * x;
        add_scaled(tw1 + (long)in->idx[k] * nh, gh, x, nh);
    }
}

/* --- the games --- */

static uint64_t mix(uint64_t a, uint64_t b)
{
    return ludi_zobrist(a * 0x9E3779B97F4A7C15ull ^ ludi_zobrist(b));
}

/* The chance that the side to throw in a (phase ROLL or OVER) wins: by the network when net
 * is given, by the hand-written evaluation otherwise. */
static double judge(const struct fnet *net, struct worker *wk, const struct ludi_state *a)
{
    if (a->phase == LUDI_PHASE_OVER)
        return a->result == a->side ? 1.0 : 0.0;
    if (!net) {
        if (a->opt.game == LUDI_DUODECIM) {
            struct duo_weights w;
            duo_weights_default(&w);
            return duo_eval(a, &w);
        }
        struct pente_weights w;
        pente_weights_default(&w, a->opt.mode);
        return pente_eval(a, &w);
    }
    struct nnet_input in;
    nnet_encode(a, &in);
    return forward_acc(net, &wk->acc, &in);
}

/* The turn for thrown position t that leaves the mover the best chance by net (or the
 * hand-written evaluation): the first of the best, in the rules' order. */
static void best_turn(const struct fnet *net, struct worker *wk, const struct ludi_state *t,
                      struct ludi_state *after)
{
    int n = ludi_moves(t, NULL, wk->moves, LUDI_MAX_MOVES);
    if (n > LUDI_MAX_MOVES)
        n = LUDI_MAX_MOVES;
    double best = -1;
    struct ludi_state a;
    wk->acc.net = NULL;   /* the sums start afresh each throw: they never drift far */
    for (int i = 0; i < n; i++) {
        ludi_apply_trusted(t, NULL, &wk->moves[i], &a);
        double v = 1.0 - judge(net, wk, &a);
        if (v > best) {
            best = v;
            *after = a;
            if (a.phase == LUDI_PHASE_OVER)
                break;
        }
    }
}

/* One game of self-play with the weights held still; the corrections it asks for are added
 * to dw. Returns false when the game ran too long to learn from. */
static bool train_game(const struct config *cfg, const struct fnet *net, struct worker *wk,
                       long g, double alpha, double *dw, int *plies)
{
    struct ludi_rng rng;
    ludi_rng_seed(&rng, mix(cfg->seed, (uint64_t)g));
    struct ludi_state s, t;
    ludi_start(&cfg->opt, &s);
    memset(wk->trace, 0, (size_t)net->nw * sizeof *wk->trace);
    struct nnet_input in;
    nnet_encode(&s, &in);
    double o = forward(net, &in, wk->h);
    double p0 = s.side == 0 ? o : 1.0 - o;   /* the chance that side 0 wins */
    trace_add(net, &in, wk->h, o, s.side == 0 ? 1.0 : -1.0, 0.0, wk->trace);
    for (int ply = 0; ply < MAX_PLIES; ply++) {
        if (!ludi_roll(&s, &rng, &t, NULL, 0))
            return false;
        best_turn(net, wk, &t, &s);
        double next;
        if (s.phase == LUDI_PHASE_OVER) {
            next = s.result == 0 ? 1.0 : 0.0;
        } else {
            nnet_encode(&s, &in);
            o = forward(net, &in, wk->h);
            next = s.side == 0 ? o : 1.0 - o;
        }
        double step = alpha * (next - p0);
        for (long i = 0; i < net->nw; i++)
            dw[i] += step * wk->trace[i];
        *plies = ply + 1;
        if (s.phase == LUDI_PHASE_OVER)
            return true;
        p0 = next;
        trace_add(net, &in, wk->h, o, s.side == 0 ? 1.0 : -1.0, cfg->lambda, wk->trace);
    }
    return false;
}

/* One game of the network (side net_side) against the hand-written evaluation, both judging
 * each turn alone; returns 1 when the network wins. */
static int check_game(const struct config *cfg, const struct fnet *net, struct worker *wk,
                      int g)
{
    struct ludi_rng rng;
    ludi_rng_seed(&rng, mix(cfg->seed ^ 0x636865636bull, (uint64_t)(g / 2)));
    int net_side = g % 2;
    struct ludi_state s, t;
    ludi_start(&cfg->opt, &s);
    for (int ply = 0; ply < MAX_PLIES && s.phase != LUDI_PHASE_OVER; ply++) {
        if (!ludi_roll(&s, &rng, &t, NULL, 0))
            break;
        best_turn(t.side == net_side ? net : NULL, wk, &t, &s);
    }
    return s.phase == LUDI_PHASE_OVER && s.result == net_side;
}

/* --- the threads --- */

struct job {
    const struct config *cfg;
    const struct fnet *net;
    struct worker *workers;
    long first;                  /* batch: the first game; check: unused */
    int count;
    double alpha;
    double **dw;                 /* batch: one correction per game */
    int *plies;                  /* batch: each game's length */
    int *won;                    /* check: one result per game */
    bool *ok;
    atomic_int next;
    atomic_int worker_id;
};

static void *batch_thread(void *arg)
{
    struct job *jb = arg;
    struct worker *wk = &jb->workers[atomic_fetch_add(&jb->worker_id, 1)];
    for (int k; (k = atomic_fetch_add(&jb->next, 1)) < jb->count;) {
        if (jb->dw) {
            memset(jb->dw[k], 0, (size_t)jb->net->nw * sizeof(double));
            jb->ok[k] = train_game(jb->cfg, jb->net, wk, jb->first + k, jb->alpha, jb->dw[k],
                                   &jb->plies[k]);
        } else {
            jb->won[k] = check_game(jb->cfg, jb->net, wk, k);
        }
    }
    return NULL;
}

static void run_threads(struct job *jb, int threads)
{
    pthread_t th[64];
    int started = 0;
    atomic_init(&jb->next, 0);
    atomic_init(&jb->worker_id, 0);
    for (int k = 1; k < threads && k < 64; k++)
        if (pthread_create(&th[started], NULL, batch_thread, jb) == 0)
            started++;
    batch_thread(jb);
    for (int k = 0; k < started; k++)
        pthread_join(th[k], NULL);
}

/* The network's score against the hand-written evaluation over cfg->check_games games (pairs
 * with the same dice), and its 95% interval's half-width. */
static double check_score(const struct config *cfg, const struct fnet *net,
                          struct worker *workers, double *half)
{
    int n = cfg->check_games;
    struct job jb = {.cfg = cfg, .net = net, .workers = workers, .count = n};
    jb.won = calloc((size_t)n, sizeof *jb.won);
    *half = 0;
    if (!jb.won)
        return -1;
    run_threads(&jb, cfg->threads);
    double sum = 0, sq = 0;
    for (int k = 0; k + 1 < n; k += 2) {
        double x = (jb.won[k] + jb.won[k + 1]) / 2.0;
        sum += x;
        sq += x * x;
    }
    int pairs = n / 2;
    double mean = sum / pairs, var = sq / pairs - mean * mean;
    *half = 1.96 * sqrt((var > 0 ? var : 0) / pairs);
    free(jb.won);
    return mean;
}

/* --- the weights file --- */

static long quantize(double x, double scale, long limit)
{
    double q = floor(x * scale + 0.5);
    return q > limit ? limit : q < -limit ? -limit : (long)q;
}

/* Writes n weights from w, each times scale rounded, as a line of the C initialiser. */
static void write_block(FILE *f, const char *what, const double *w, long n, double scale,
                        long limit)
{
    fprintf(f, "/* %s */\n", what);
    for (long i = 0; i < n; i++)
        fprintf(f, "%ld,%s", quantize(w[i], scale, limit), i % 16 == 15 || i == n - 1 ? "\n" : " ");
}

static bool write_weights(const struct config *cfg, const struct fnet *net, long games,
                          const char *argline)
{
    char tmp[4096];
    snprintf(tmp, sizeof tmp, "%s.tmp", cfg->out);
    FILE *f = fopen(tmp, "w");
    if (!f) {
        fprintf(stderr, "ludi-train: cannot write %s\n", tmp);
        return false;
    }
    char opts[LUDI_POS_LEN];
    ludi_options_format(&cfg->opt, opts, sizeof opts);
    fprintf(f, "/* %s %s: %ld games. Made by: %s (see docs/ENGINE.md) */\n",
            ludi_game_name(cfg->opt.game), opts, games, argline);
    fprintf(f, "/* format, inputs, hidden units */\n%d, %d, %d,\n", NNET_FORMAT, net->nin,
            net->nh);
    long nh = net->nh;
    write_block(f, "hidden biases (Q16)", b1_of(net), nh, 65536.0, 1L << 30);
    for (int i = 0; i < net->nin; i++) {
        char what[64];
        snprintf(what, sizeof what, "input %d (Q10)", i);
        write_block(f, what, w1_of(net) + i * nh, nh, 1024.0, 32767);
    }
    write_block(f, "output weights (Q12)", w2_of(net), nh, 4096.0, 1L << 30);
    write_block(f, "output bias (Q27)", w2_of(net) + nh, 1, 134217728.0, 2000000000L);
    write_block(f, "linear weights, input by input (Q21)", lin_of(net), net->nin, 2097152.0,
                1L << 30);
    bool ok = fflush(f) == 0 && ferror(f) == 0;
    ok = (fclose(f) == 0) && ok;
    if (!ok || rename(tmp, cfg->out) != 0) {
        fprintf(stderr, "ludi-train: cannot write %s\n", cfg->out);
        remove(tmp);
        return false;
    }
    return true;
}

/* --- the command line --- */

static void usage(void)
{
    fprintf(stderr,
            "usage: ludi-train duodecim|pente [--option KEY=VALUE ...] --out FILE [--seed N]\n"
            "                  [--games N] [--hidden N] [--alpha X] [--alpha-end X]\n"
            "                  [--lambda X] [--init X] [--batch N] [--threads N]\n"
            "                  [--check-every N] [--check-games N]\n"
            "Learns the evaluation of a dice game by self-play (TD(lambda)) and writes the\n"
            "network's weights to FILE, the same to the bit from the same arguments on every\n"
            "machine and with any number of threads. Every check-every games it prints the\n"
            "network's score against the hand-written evaluation, each judging turns alone.\n");
}

static bool parse_args(int argc, char **argv, struct config *cfg)
{
    memset(cfg, 0, sizeof *cfg);
    cfg->seed = 1;
    cfg->games = 100000;
    cfg->hidden = 64;
    cfg->threads = 2;
    cfg->batch = 2;
    cfg->alpha = 0.1;
    cfg->alpha_end = -1;
    cfg->lambda = 0.7;
    cfg->init = 0.1;
    cfg->check_every = 10000;
    cfg->check_games = 400;
    if (argc < 2)
        return false;
    enum ludi_game game;
    if (!ludi_game_parse(argv[1], &game) || ludi_game_dice(game) == 0) {
        fprintf(stderr, "ludi-train: '%s' is not a dice game (duodecim, pente)\n", argv[1]);
        return false;
    }
    ludi_options_default(game, &cfg->opt);
    for (int i = 2; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!v) {
            fprintf(stderr, "ludi-train: %s needs a value\n", a);
            return false;
        }
        i++;
        char *end = NULL;
        char err[LUDI_ERR_LEN];
        long n = strtol(v, &end, 10);
        bool whole = end != v && *end == '\0';
        double x = strtod(v, &end);
        bool real = end != v && *end == '\0';
        if (strcmp(a, "--option") == 0) {
            if (!ludi_options_set(&cfg->opt, v, err, sizeof err)) {
                fprintf(stderr, "ludi-train: %s\n", err);
                return false;
            }
        } else if (strcmp(a, "--out") == 0) {
            cfg->out = v;
        } else if (strcmp(a, "--seed") == 0 && whole && n >= 0) {
            cfg->seed = (uint64_t)n;
        } else if (strcmp(a, "--games") == 0 && whole && n >= 0) {
            cfg->games = n;
        } else if (strcmp(a, "--hidden") == 0 && whole && n >= 1 && n <= NNET_MAX_HIDDEN) {
            cfg->hidden = (int)n;
        } else if (strcmp(a, "--threads") == 0 && whole && n >= 1 && n <= 64) {
            cfg->threads = (int)n;
        } else if (strcmp(a, "--batch") == 0 && whole && n >= 1 && n <= 1024) {
            cfg->batch = (int)n;
        } else if (strcmp(a, "--check-every") == 0 && whole && n >= 0) {
            cfg->check_every = n;
        } else if (strcmp(a, "--check-games") == 0 && whole && n >= 2 && n <= 1000000) {
            cfg->check_games = (int)n & ~1;
        } else if (strcmp(a, "--alpha") == 0 && real && x > 0) {
            cfg->alpha = x;
        } else if (strcmp(a, "--alpha-end") == 0 && real && x > 0) {
            cfg->alpha_end = x;
        } else if (strcmp(a, "--lambda") == 0 && real && x >= 0 && x <= 1) {
            cfg->lambda = x;
        } else if (strcmp(a, "--init") == 0 && real && x >= 0) {
            cfg->init = x;
        } else {
            fprintf(stderr, "ludi-train: unknown or bad argument %s %s\n", a, v);
            return false;
        }
    }
    if (cfg->alpha_end < 0)
        cfg->alpha_end = cfg->alpha;
    if (!cfg->out) {
        fprintf(stderr, "ludi-train: --out FILE is needed\n");
        return false;
    }
    return true;
}

static double seconds_since(const struct timespec *t0)
{
    struct timespec t1;
    clock_gettime(CLOCK_MONOTONIC, &t1);
    return (double)(t1.tv_sec - t0->tv_sec) + (double)(t1.tv_nsec - t0->tv_nsec) / 1e9;
}

int main(int argc, char **argv)
{
#if FLT_EVAL_METHOD != 0
    fprintf(stderr, "ludi-train: this compiler evaluates doubles in wider registers; the "
                    "weights would differ from other machines'\n");
    return 1;
#endif
    struct config cfg;
    make_sig_table();
    if (!parse_args(argc, argv, &cfg)) {
        usage();
        return 2;
    }
    char argline[1024];
    size_t pos = 0;
    ludi_buf_add(argline, sizeof argline, &pos, "ludi-train");
    for (int i = 1; i < argc; i++)
        if (strcmp(argv[i - 1], "--threads") && strcmp(argv[i], "--threads") &&
            strcmp(argv[i - 1], "--out") && strcmp(argv[i], "--out"))
            ludi_buf_add(argline, sizeof argline, &pos, " %s", argv[i]);
    struct fnet net = {.nin = nnet_inputs(&cfg.opt), .nh = cfg.hidden};
    net.nw = net.nh + (long)net.nin * net.nh + net.nh + 1 + net.nin;
    net.w = calloc((size_t)net.nw, sizeof *net.w);
    static struct worker workers[64];   /* zeroed: whatever was not allocated is NULL */
    double **dw = calloc((size_t)cfg.batch, sizeof *dw);
    bool *ok = calloc((size_t)cfg.batch, sizeof *ok);
    int *plies = calloc((size_t)cfg.batch, sizeof *plies);
    bool mem = net.w && dw && ok && plies;
    for (int k = 0; mem && k < cfg.batch; k++)
        mem = (dw[k] = calloc((size_t)net.nw, sizeof **dw)) != NULL;
    for (int k = 0; k < cfg.threads; k++) {
        workers[k].moves = malloc(LUDI_MAX_MOVES * sizeof *workers[k].moves);
        workers[k].trace = malloc((size_t)net.nw * sizeof *workers[k].trace);
        mem = mem && workers[k].moves && workers[k].trace;
    }
    int status = 0;
    if (!mem) {
        fprintf(stderr, "ludi-train: out of memory\n");
        status = 1;
        goto done;
    }
    struct ludi_rng rng;
    ludi_rng_seed(&rng, cfg.seed);
    /* the hidden layer at random and silent (its output weights 0); the linear part only
     * the hand-written evaluation's input (the last): learning starts from that evaluation */
    for (long i = 0; i < net.nh + (long)net.nin * net.nh; i++)
        net.w[i] = (2.0 * ludi_rng_unit(&rng) - 1.0) * cfg.init;
    lin_of(&net)[net.nin - 1] = NNET_Z_INPUT_WEIGHT;

    struct timespec t0;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    long skipped = 0, total_plies = 0, last_done = 0;
    for (long g = 0; g < cfg.games; g += cfg.batch) {
        int count = cfg.games - g < cfg.batch ? (int)(cfg.games - g) : cfg.batch;
        /* alpha goes in a straight line from alpha to alpha_end over the games */
        double f = cfg.games > 1 ? (double)g / (double)(cfg.games - 1) : 0;
        double alpha = cfg.alpha + (cfg.alpha_end - cfg.alpha) * f;
        struct job jb = {.cfg = &cfg, .net = &net, .workers = workers, .first = g,
                         .count = count, .alpha = alpha, .dw = dw, .ok = ok, .plies = plies};
        run_threads(&jb, cfg.threads);
        for (int k = 0; k < count; k++) {
            if (!ok[k]) {
                skipped++;
                continue;
            }
            for (long i = 0; i < net.nw; i++)
                net.w[i] += dw[k][i];
            total_plies += plies[k];
        }
        long done = g + count;
        if (cfg.check_every && (done % cfg.check_every < (long)count || done == cfg.games)) {
            double half, sc = check_score(&cfg, &net, workers, &half);
            printf("%ld games, %.0f s: against the hand-written evaluation %.1f%% +- %.1f%% "
                   "(%d games), alpha %.4f, %.0f plies a game\n", done, seconds_since(&t0),
                   100 * sc, 100 * half, cfg.check_games, alpha,
                   (double)total_plies / (double)(done - last_done));
            total_plies = 0;
            last_done = done;
            fflush(stdout);
        }
    }
    if (skipped)
        printf("%ld games ran past %d plies and were not learned from\n", skipped, MAX_PLIES);
    if (write_weights(&cfg, &net, cfg.games, argline))
        printf("wrote %s: %d inputs, %d hidden, %.0f s\n", cfg.out, net.nin, net.nh,
               seconds_since(&t0));
    else
        status = 1;
done:
    for (int k = 0; dw && k < cfg.batch; k++)
        free(dw[k]);
    for (int k = 0; k < cfg.threads; k++) {
        free(workers[k].moves);
        free(workers[k].trace);
    }
    free(dw);
    free(ok);
    free(plies);
    free(net.w);
    return status;
}
