/* test_nnet.c: the learned evaluations' network: exact integer inference, encoders, weights. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../check.h"
#include "ai_test.h"
#include "ludi/rules.h"
#include "nnet.h"

/* The compiled-in Duodecim scripta networks' log-odds (Q27) for the positions of
 * test_compiled_pinned, [path][position]: the same integers on every machine. A commit that
 * trains a network again updates them. */
static const int64_t DUO_PINNED[][3] = {{46541053, 275823373, -98381845}, {18333642, 28243977, -188868519}};

static struct ludi_move moves[LUDI_MAX_MOVES];

/* Positions of a random game of g with options text: every ROLL position on the way. */
static int random_positions(enum ludi_game g, const char *text, uint64_t seed,
                            struct ludi_state *out, int cap)
{
    struct ludi_options o;
    if (!options_of(g, text, &o))
        return 0;
    struct ludi_state s, t;
    struct ludi_rng rng;
    ludi_rng_seed(&rng, seed);
    ludi_start(&o, &s);
    int n = 0;
    while (s.phase != LUDI_PHASE_OVER && n < cap) {
        out[n++] = s;
        if (!ludi_roll(&s, &rng, &t, NULL, 0))
            break;
        int k = ludi_moves(&t, NULL, moves, LUDI_MAX_MOVES);
        if (k <= 0)
            break;
        if (k > LUDI_MAX_MOVES)
            k = LUDI_MAX_MOVES;
        ludi_apply_trusted(&t, NULL, &moves[ludi_rng_below(&rng, (uint32_t)k)], &s);
    }
    return n;
}

static const struct {
    enum ludi_game game;
    const char *options;
} configs[] = {
    {LUDI_DUODECIM, "path=standard"},       {LUDI_DUODECIM, "path=cross"},
    {LUDI_PENTE, "lines=5 mode=knockoff"},  {LUDI_PENTE, "lines=5 mode=classic"},
    {LUDI_PENTE, "lines=7 mode=knockoff"},  {LUDI_PENTE, "lines=7 mode=classic"},
    {LUDI_PENTE, "lines=11 mode=knockoff"}, {LUDI_PENTE, "lines=11 mode=classic"},
};
#define NCONFIGS ((int)(sizeof configs / sizeof configs[0]))
#define MAX_POS 3000

static struct ludi_state pos[MAX_POS];

/* nnet_exp: close to exp, and these bits on every machine. */
static void test_exp(void)
{
    double worst = 0;
    for (int i = -3000; i <= 3000; i++) {
        double x = i / 100.0, e = exp(x), r = fabs(nnet_exp(x) - e) / e;
        if (r > worst)
            worst = r;
    }
    CHECK_MSG(worst < 1e-14, "relative error %g", worst);
    CHECK(nnet_exp(0) == 1.0);
    CHECK(nnet_exp(1) == 0x1.5bf0a8b14576ap+1);
    CHECK(nnet_exp(-2.5) == 0x1.50385c094f425p-4);
    CHECK(nnet_exp(10) == 0x1.5829dcf95056p+14);
}

/* nnet_chance: a half at 0, rising, symmetric, within the table's range. */
static void test_chance(void)
{
    CHECK(nnet_chance(0) == 0.5);
    double last = 0;
    bool rising = true, symmetric = true;
    for (int64_t x = -((int64_t)20 << 27); x <= (int64_t)20 << 27; x += 1234567) {
        double p = nnet_chance(x);
        rising = rising && p >= last;
        symmetric = symmetric && fabs(p + nnet_chance(-x) - 1) < 1e-8;
        last = p;
    }
    CHECK(rising);
    CHECK(symmetric);
    CHECK(fabs(nnet_chance((int64_t)1 << 27) - 1 / (1 + exp(-1.0))) < 1e-6);
    CHECK(nnet_chance((int64_t)100 << 27) < 1 && nnet_chance(-((int64_t)100 << 27)) > 0);
}

/* The encoders: inputs in increasing order, within their count and size, never cut short. */
static void test_encoders(void)
{
    for (int c = 0; c < NCONFIGS; c++) {
        int bad = 0, total = 0;
        for (uint64_t seed = 1; seed <= 4; seed++) {
            int n = random_positions(configs[c].game, configs[c].options, seed, pos, MAX_POS);
            for (int i = 0; i < n; i++) {
                struct nnet_input in;
                nnet_encode(&pos[i], &in);
                int nin = nnet_inputs(&pos[i].opt);
                bool ok = in.n > 0 && in.n < NNET_MAX_ACTIVE;
                for (int k = 0; k < in.n; k++) {
                    ok = ok && in.idx[k] < nin && in.val[k] != 0 &&
                         abs(in.val[k]) <= NNET_MAX_VAL;
                    ok = ok && (k == 0 || in.idx[k] > in.idx[k - 1]);
                }
                bad += !ok;
                total++;
            }
        }
        CHECK_MSG(bad == 0 && total > 100, "%s %s: %d of %d encodings wrong",
                  configs[c].game == LUDI_DUODECIM ? "duodecim" : "pente", configs[c].options,
                  bad, total);
    }
}

/* A network of random weights for nin inputs: the layout of a weights file. */
static int32_t *random_net(int nin, int nh, uint64_t seed, long *len)
{
    *len = 3 + nh + (long)nin * nh + nh + 1 + nin;
    int32_t *d = malloc((size_t)*len * sizeof *d);
    if (!d)
        return NULL;
    struct ludi_rng r;
    ludi_rng_seed(&r, seed);
    d[0] = NNET_FORMAT;
    d[1] = nin;
    d[2] = nh;
    for (long i = 3; i < *len; i++)
        d[i] = (int32_t)ludi_rng_below(&r, 4001) - 2000;
    d[3 + nh + (long)nin * nh + nh] = -12345678;   /* b2, in Q27 */
    return d;
}

/* The running sums give the very integers of a fresh evaluation, in any order of positions. */
static void test_acc_exact(void)
{
    for (int c = 0; c < NCONFIGS; c++) {
        long len;
        struct ludi_options o;
        int n = random_positions(configs[c].game, configs[c].options, 7, pos, MAX_POS);
        if (n == 0)
            continue;
        o = pos[0].opt;
        int32_t *d = random_net(nnet_inputs(&o), 24, (uint64_t)c + 1, &len);
        static struct nnet net;
        CHECK(d && nnet_from_data(&net, d, len, nnet_inputs(&o)));
        if (!d)
            continue;
        struct nnet_acc acc = {0};
        int differ = 0;
        for (int i = 0; i < n; i++) {
            struct nnet_input in;
            nnet_encode(&pos[(i * 7919) % n], &in);
            differ += nnet_logit_acc(&net, &acc, &in) != nnet_logit(&net, &in);
        }
        CHECK_INT(differ, 0);
        free(d);
    }
}

/* Weights files that do not fit are refused: another format, input count or length, or
 * weights so large that a hidden sum could overflow. */
static void test_refused(void)
{
    long len;
    int32_t *d = random_net(NNET_DUO_INPUTS, 8, 3, &len);
    static struct nnet net;
    CHECK(d && nnet_from_data(&net, d, len, NNET_DUO_INPUTS));
    if (!d)
        return;
    CHECK(!nnet_from_data(&net, d, len, NNET_DUO_INPUTS - 1));
    CHECK(!nnet_from_data(&net, d, len - 1, NNET_DUO_INPUTS));
    d[0] = NNET_FORMAT + 1;
    CHECK(!nnet_from_data(&net, d, len, NNET_DUO_INPUTS));
    d[0] = NNET_FORMAT;
    d[3 + 8 + 5 * 8] = 40000;   /* one input weight beyond 16 bits */
    CHECK(!nnet_from_data(&net, d, len, NNET_DUO_INPUTS));
    d[3 + 8 + 5 * 8] = 0;
    d[3] = 2100000000;          /* a hidden bias that leaves no room for the inputs */
    CHECK(!nnet_from_data(&net, d, len, NNET_DUO_INPUTS));
    free(d);
    static const int32_t placeholder[] = {0};
    CHECK(!nnet_from_data(&net, placeholder, 1, NNET_DUO_INPUTS));
}

/* The compiled-in networks: there is one for each of Duodecim scripta's paths, and it gives
 * the pinned integers on three positions of a seeded random game; none for Pente grammai. */
static void test_compiled_pinned(void)
{
    static const char *const paths[] = {"path=standard", "path=cross"};
    for (int k = 0; k < (int)(sizeof paths / sizeof paths[0]); k++) {
        struct ludi_options o;
        CHECK(options_of(LUDI_DUODECIM, paths[k], &o));
        const struct nnet *net = nnet_for(&o);
        CHECK_MSG(net != NULL, "%s: no network", paths[k]);
        if (!net)
            continue;
        int n = random_positions(LUDI_DUODECIM, paths[k], 11, pos, MAX_POS);
        CHECK(n > 60);
        static const int at[3] = {0, 30, 60};
        for (int i = 0; i < 3 && n > 60; i++) {
            struct nnet_input in;
            nnet_encode_duo(&pos[at[i]], &in);
            int64_t got = nnet_logit(net, &in);
            CHECK_MSG(got == DUO_PINNED[k][i], "%s position %d: log-odds %lld (Q27), pinned %lld",
                      paths[k], at[i], (long long)got, (long long)DUO_PINNED[k][i]);
        }
        /* the chance is a chance, and the start is near even for the side to throw */
        struct nnet_input in;
        nnet_encode_duo(&pos[0], &in);
        double p = nnet_chance(nnet_logit(net, &in));
        CHECK_MSG(p > 0.4 && p < 0.75, "%s: start %.3f", paths[k], p);
    }
    for (int lines = 5; lines <= LUDI_PENTE_MAX_LINES; lines += 2) {
        struct ludi_options o;
        ludi_options_default(LUDI_PENTE, &o);
        o.lines = lines;
        o.mode = LUDI_PENTE_KNOCKOFF;
        CHECK(nnet_for(&o) == NULL);
        o.mode = LUDI_PENTE_CLASSIC;
        CHECK(nnet_for(&o) == NULL);
    }
}

int main(void)
{
    RUN(test_exp);
    RUN(test_chance);
    RUN(test_encoders);
    RUN(test_acc_exact);
    RUN(test_refused);
    RUN(test_compiled_pinned);
    return check_summary();
}
