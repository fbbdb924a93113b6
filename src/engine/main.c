/* main.c: ludi-engine: the protocol on standard input and output; `bench` measures speed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "bench.h"
#include "engine.h"
#include "ludi/ai.h"
#include "ludi/fileio.h"

static void usage(FILE *f)
{
    fprintf(f, "usage: ludi-engine [--threads N]  read protocol commands on standard input\n"
               "       ludi-engine bench [quick]  measure move generation, playouts, search\n"
               "       ludi-engine --help | --version\n"
               "--threads N: level 5 searches Latrunculi on N threads (1 to %d; default 1)\n",
            LUDI_AI_MAX_THREADS);
}

int main(int argc, char **argv)
{
    long threads = 1;
    if (argc > 2 && strcmp(argv[1], "--threads") == 0) {
        char *end;
        threads = strtol(argv[2], &end, 10);
        if (end == argv[2] || *end || threads < 1 || threads > LUDI_AI_MAX_THREADS) {
            fprintf(stderr, "ludi-engine: --threads takes 1 to %d, not '%s'\n",
                    LUDI_AI_MAX_THREADS, argv[2]);
            return 2;
        }
        argv += 2;
        argc -= 2;
    }
    if (argc > 1) {
        if (strcmp(argv[1], "bench") == 0 && (argc == 2 || (argc == 3 && !strcmp(argv[2], "quick"))))
            return bench_run(stdout, argc == 3);
        if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
            usage(stdout);
            return 0;
        }
        if (strcmp(argv[1], "--version") == 0) {
            printf("ludi-engine %s\n", LUDI_VERSION);
            return 0;
        }
        usage(stderr);
        return 2;
    }
    struct engine *e = engine_new((uint64_t)time(NULL) ^ ((uint64_t)getpid() << 32));
    if (!e) {
        fprintf(stderr, "ludi-engine: out of memory\n");
        return 1;
    }
    ludi_ai_set_cache(ludi_cache_read, ludi_cache_write);   /* the solved tables, kept */
    engine_set_threads(e, (int)threads);
    int status = engine_serve(e, STDIN_FILENO, stdout);
    engine_free(e);
    return status;
}
