/* solve.c: ludi-solve: Pente grammai on five lines solved in both modes; prints states, times, values. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ludi/rules.h"
#include "pente_solve.h"

static void usage(void)
{
    fprintf(stderr, "usage: ludi-solve [--tol X] [--threads N] [--init X]\n"
                    "Solves Pente grammai on five lines (knock-off and classic) by value "
                    "iteration and prints\nthe state count, the time taken and the first "
                    "player's chance of winning under perfect play.\n");
}

int main(int argc, char **argv)
{
    double tol = 1e-13, init = 0.5;
    int threads = 2;
    for (int i = 1; i < argc; i++) {
        if (i + 1 < argc && strcmp(argv[i], "--tol") == 0)
            tol = atof(argv[++i]);
        else if (i + 1 < argc && strcmp(argv[i], "--threads") == 0)
            threads = atoi(argv[++i]);
        else if (i + 1 < argc && strcmp(argv[i], "--init") == 0)
            init = atof(argv[++i]);
        else {
            usage();
            return 2;
        }
    }
    for (int mode = 0; mode < 2; mode++) {
        struct ps_table t;
        struct ludi_options o;
        struct ludi_state s;
        ludi_options_default(LUDI_PENTE, &o);
        o.mode = (enum ludi_pente_mode)mode;
        if (!ps_solve(&t, (enum ludi_pente_mode)mode, tol, threads, init)) {
            fprintf(stderr, "ludi-solve: out of memory\n");
            return 1;
        }
        ludi_start(&o, &s);
        int64_t i = ps_index(&t, &s);
        printf("pente lines=5 mode=%s: %u positions (side to move A), %lld moves in the graph\n",
               mode ? "classic" : "knockoff", t.nstates, (long long)t.successors);
        printf("  graph %.3f s, %d sweeps %.3f s (last change %.2g), %.1f MB table\n", t.build_s,
               t.sweeps, t.solve_s, t.residual, (double)t.nstates * sizeof(double) / 1e6);
        printf("  the first player (A) wins %.9f of games under perfect play\n",
               i >= 0 ? t.value[i] : -1.0);
        ps_free(&t);
    }
    return 0;
}
