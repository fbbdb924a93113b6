/* pente_table.c: the solved Pente grammai tables, one per mode: solved once on a thread, cached on disk. */
/*
 * Solving a mode takes a few seconds (pente_solve.c), too long to wait for at a move: the
 * first search that wants a table starts it in the background and searches as usual meanwhile;
 * every later search finds the table ready. A table never changes once published.
 *
 * decided: a solved table is kept in the user's cache folder ($LUDI_CACHE_DIR, else
 * $XDG_CACHE_HOME/ludi, else ~/.cache/ludi; LUDI_CACHE_DIR set but empty: no file), so that
 * only the first game ever waits: reading it takes milliseconds. A file is used only if its
 * size, checksum and state count are right and a sample of its positions still satisfies the
 * Bellman equation under the rules as they are now (a file made by an older program whose
 * rules differ is solved anew and replaced). The file is about 2.8 MB (knock-off) and 0.5 MB
 * (classic), too large to commit and quick to make, so it is never shipped.
 */
#include <errno.h>
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "pente_solve.h"

#define PS_TOL 1e-13             /* far below what any choice or the shown chance can tell */
#define PS_CHECKS 512            /* positions whose Bellman equation a cached file must meet */
#define PS_MAGIC "LUDIPS01"

enum { PS_NONE, PS_RUNNING, PS_READY, PS_FAILED };

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t done = PTHREAD_COND_INITIALIZER;
static int status[2];                        /* [mode], under lock */
static struct ps_table tables[2];
static _Atomic(const struct ps_table *) published[2];

/* --- the file in the cache folder --- */

struct ps_header {
    char magic[8];
    uint32_t mode, nstates;
    uint64_t checksum;
};

static uint64_t checksum(const double *v, uint32_t n)
{
    const unsigned char *p = (const unsigned char *)v;
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < (size_t)n * sizeof *v; i++)
        h = (h ^ p[i]) * 0x100000001b3ull;
    return h;
}

/* The cache folder (made if missing when make is set) and the file of a mode within it;
 * false when there is none. */
static bool cache_path(int mode, bool make, char *buf, size_t len)
{
    const char *dir = getenv("LUDI_CACHE_DIR");
    char base[1024];
    if (dir) {
        if (!*dir)
            return false;
        snprintf(base, sizeof base, "%s", dir);
    } else {
        const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
        if (xdg && xdg[0] == '/')
            snprintf(base, sizeof base, "%s", xdg);
        else if (home && *home)
            snprintf(base, sizeof base, "%s/.cache", home);
        else
            return false;
        if (make)
            mkdir(base, 0700);
        size_t n = strlen(base);
        snprintf(base + n, sizeof base - n, "/ludi");
    }
    if (make && mkdir(base, 0700) != 0 && errno != EEXIST)
        return false;
    int n = snprintf(buf, len, "%s/pente5-%s.table", base,
                     mode == LUDI_PENTE_CLASSIC ? "classic" : "knockoff");
    return n > 0 && (size_t)n < len;
}

/* Reads a table made before, if it is whole and still right; t has its offsets. */
bool ps_cache_load(struct ps_table *t)
{
    char path[1200];
    if (!cache_path(t->mode, false, path, sizeof path))
        return false;
    FILE *f = fopen(path, "rb");
    if (!f)
        return false;
    struct ps_header h;
    bool ok = fread(&h, sizeof h, 1, f) == 1 && memcmp(h.magic, PS_MAGIC, 8) == 0 &&
              h.mode == (uint32_t)t->mode && h.nstates == t->nstates;
    double *v = ok ? malloc(((size_t)t->nstates + 1) * sizeof *v) : NULL;
    ok = v && fread(v, sizeof *v, t->nstates, f) == t->nstates && fgetc(f) == EOF &&
         checksum(v, t->nstates) == h.checksum;
    fclose(f);
    if (!ok) {
        free(v);
        return false;
    }
    v[t->nstates] = 0.0;
    t->value = v;
    /* the rules may have changed since: the values must still be their own fixed point */
    for (uint32_t k = 0; k < PS_CHECKS && ok; k++) {
        struct ludi_state s;
        uint32_t i = (uint32_t)(((uint64_t)k * 2654435761u) % t->nstates);
        ok = ps_state_of(t, i, &s) && fabs(ps_bellman(t, &s) - v[i]) < 1e-9;
    }
    if (!ok) {
        free(v);
        t->value = NULL;
    }
    return ok;
}

/* Writes the table beside its final name, then renames it there, so a reader never sees half
 * a file; any failure leaves no file (the table is simply solved again next time). */
void ps_cache_save(const struct ps_table *t)
{
    char path[1200], tmp[1300];
    if (!cache_path(t->mode, true, path, sizeof path))
        return;
    snprintf(tmp, sizeof tmp, "%s.%ld.tmp", path, (long)getpid());
    FILE *f = fopen(tmp, "wb");
    if (!f)
        return;
    struct ps_header h;
    memcpy(h.magic, PS_MAGIC, 8);
    h.mode = (uint32_t)t->mode;
    h.nstates = t->nstates;
    h.checksum = checksum(t->value, t->nstates);
    bool ok = fwrite(&h, sizeof h, 1, f) == 1 &&
              fwrite(t->value, sizeof *t->value, t->nstates, f) == t->nstates;
    ok = fclose(f) == 0 && ok;
    if (!ok || rename(tmp, path) != 0)
        remove(tmp);
}

/* --- solving on a thread --- */

static void *solve_thread(void *arg)
{
    int mode = (int)(intptr_t)arg;
    struct ps_table t;
    bool ok = ps_prepare(&t, (enum ludi_pente_mode)mode) && ps_cache_load(&t);
    if (!ok) {
        ok = ps_solve(&t, (enum ludi_pente_mode)mode, PS_TOL, 2, 0.5);
        if (ok)
            ps_cache_save(&t);
    }
    pthread_mutex_lock(&lock);
    if (ok) {
        tables[mode] = t;
        atomic_store(&published[mode], &tables[mode]);
        status[mode] = PS_READY;
    } else {
        status[mode] = PS_FAILED;
    }
    pthread_cond_broadcast(&done);
    pthread_mutex_unlock(&lock);
    return NULL;
}

static int mode_of(const struct ludi_options *opt)
{
    if (opt->game != LUDI_PENTE || opt->lines != PS_LINES)
        return -1;
    return opt->mode == LUDI_PENTE_CLASSIC ? 1 : 0;
}

/* Starts solving mode under the lock, unless it has started; a thread that cannot be started
 * leaves the mode failed (the search then plays on without a table). */
static void start_locked(int mode)
{
    if (status[mode] != PS_NONE)
        return;
    pthread_attr_t attr;
    pthread_t th;
    status[mode] = PS_FAILED;
    if (pthread_attr_init(&attr) != 0)
        return;
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    if (pthread_create(&th, &attr, solve_thread, (void *)(intptr_t)mode) == 0)
        status[mode] = PS_RUNNING;
    pthread_attr_destroy(&attr);
}

const struct ps_table *ps_shared(const struct ludi_options *opt, bool start)
{
    int mode = mode_of(opt);
    if (mode < 0)
        return NULL;
    const struct ps_table *t = atomic_load(&published[mode]);
    if (t || !start)
        return t;
    pthread_mutex_lock(&lock);
    start_locked(mode);
    pthread_mutex_unlock(&lock);
    return NULL;
}

const struct ps_table *ps_shared_wait(const struct ludi_options *opt)
{
    int mode = mode_of(opt);
    if (mode < 0)
        return NULL;
    pthread_mutex_lock(&lock);
    start_locked(mode);
    while (status[mode] == PS_RUNNING)
        pthread_cond_wait(&done, &lock);
    pthread_mutex_unlock(&lock);
    return atomic_load(&published[mode]);
}

bool ps_cache_path(int mode, char *buf, size_t len)
{
    return cache_path(mode, false, buf, len);
}
