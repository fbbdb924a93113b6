/* test_lat_perft.c: the core's perft against the simple counter in lat_plain.c, every size, and
 * the leaf counts that `ludi-engine bench` prints. */
#include <stdlib.h>

#include "../check.h"
#include "bench.h"
#include "lat_plain.h"
#include "lat_util.h"

static int64_t plain_from_start(const char *opts, int depth)
{
    struct ludi_options opt;
    struct ludi_state s;
    struct plain p;
    char pos[LUDI_POS_LEN];
    lat_options(&opt, opts);
    ludi_start(&opt, &s);
    ludi_position_format(&s, pos, sizeof pos);
    if (plain_parse(&p, pos) != 0)
        return -1;
    p.nocap_limit = opt.nocapture;
    p.surrounded = opt.king == LUDI_KING_SURROUNDED;
    return plain_perft(&p, depth);
}

static void test_perft_every_size(void)
{
    const char *sizes[] = {"size=8x8", "size=12x8", "size=10x9", "size=11x10"};
    /* depth 4 on the largest boards is slow without optimisation: the sanitizer build stops
     * at 3 there (LUDI_SLOW_TESTS is set by meson for those builds) */
    int maxdepth = getenv("LUDI_SLOW_TESTS") ? 3 : 4;
    for (int i = 0; i < 4; i++) {
        struct ludi_options opt;
        struct ludi_state s;
        lat_options(&opt, sizes[i]);
        ludi_start(&opt, &s);
        for (int d = 1; d <= maxdepth; d++) {
            int64_t want = plain_from_start(sizes[i], d);
            int64_t got = ludi_perft(&s, NULL, d);
            CHECK_MSG(got == want, "%s depth %d: core %lld, simple counter %lld", sizes[i], d,
                      (long long)got, (long long)want);
        }
    }
}

static void test_perft_variants(void)
{
    /* the variants change nothing in the first plies from the start, but perft from a middle
     * position with captures near must agree too, under both king rules */
    const char *pos = "w1w1w1w1/3W4/1b6/2w5/4b3/1w6/4B3/b1b1b1b1 b 0";
    const char *opts[] = {"size=8x8", "size=8x8 king=surrounded", "size=8x8 nocapture=0"};
    for (int i = 0; i < 3; i++) {
        struct ludi_options opt;
        struct ludi_state s;
        struct plain p;
        char err[LUDI_ERR_LEN];
        lat_options(&opt, opts[i]);
        CHECK(ludi_position_parse(&opt, pos, &s, err, sizeof err));
        CHECK(plain_parse(&p, pos) == 0);
        p.nocap_limit = opt.nocapture;
        p.surrounded = opt.king == LUDI_KING_SURROUNDED;
        for (int d = 1; d <= 3; d++) {
            int64_t got = ludi_perft(&s, NULL, d), want = plain_perft(&p, d);
            CHECK_MSG(got == want, "%s depth %d: core %lld, simple %lld", opts[i], d,
                      (long long)got, (long long)want);
        }
    }
}

static void test_bench_counts(void)
{
    /* the cases `ludi-engine bench` measures print exactly these leaf counts */
    for (int i = 0; i < bench_perft_ncases; i++) {
        const struct bench_perft_case *c = &bench_perft_cases[i];
        if (getenv("LUDI_SLOW_TESTS") && c->depth > 3)
            continue;
        int64_t want = plain_from_start(c->options, c->depth);
        CHECK_MSG(bench_perft_leaves(c) == want, "bench %s depth %d", c->options, c->depth);
    }
}

int main(void)
{
    RUN(test_perft_every_size);
    RUN(test_perft_variants);
    RUN(test_bench_counts);
    return check_summary();
}
