/* perft_plain_main.c: times the simple char-array counter on bench's cases, for comparison with
 * `ludi-engine bench` (the speed of a plain array perft with bulk counting at the last ply). */
#include <stdio.h>
#include <time.h>

#include "bench.h"
#include "lat_plain.h"
#include "lat_util.h"

int main(void)
{
    printf("simple char-array perft (tests/latrunculi/lat_plain.c), one thread:\n");
    for (int i = 0; i < bench_perft_ncases; i++) {
        const struct bench_perft_case *c = &bench_perft_cases[i];
        struct ludi_options opt;
        struct ludi_state s;
        struct plain p;
        char pos[LUDI_POS_LEN];
        lat_options(&opt, c->options);
        ludi_start(&opt, &s);
        ludi_position_format(&s, pos, sizeof pos);
        plain_parse(&p, pos);
        p.nocap_limit = opt.nocapture;
        p.surrounded = opt.king == LUDI_KING_SURROUNDED;
        struct timespec t0, t1;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        long long leaves = (long long)plain_perft(&p, c->depth);
        clock_gettime(CLOCK_MONOTONIC, &t1);
        double dt = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9;
        printf("  %-10s depth %d  %12lld leaves  %8.3f s  %8.1f M leaves/s\n", c->options,
               c->depth, leaves, dt, dt > 0 ? (double)leaves / dt / 1e6 : 0.0);
    }
    return 0;
}
