/* pente_table.c: the solved Pente grammai tables, one per mode: solved once on a thread, cached on disk. */
/*
 * Solving a mode takes a few seconds (pente_solve.c), too long to wait for at a move: the
 * first search that wants a table starts it in the background and searches as usual meanwhile;
 * every later search finds the table ready. A table never changes once published.
 *
 * decided: a solved table is kept in the program's cache (ludi_ai_set_cache; the programs give
 * the platform's cache folder, src/platform/cache.c), so that only the first game ever waits:
 * reading it takes milliseconds. A file is used only if its
 * size, checksum and state count are right and a sample of its positions still satisfies the
 * Bellman equation under the rules as they are now (a file made by an older program whose
 * rules differ is solved anew and replaced). The file is about 2.8 MB (knock-off) and 0.5 MB
 * (classic), too large to commit and quick to make, so it is never shipped.
 */
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "ludi/ai.h"
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

/* --- the file in the cache folder, as bytes (the program reads and writes the file) --- */

static ludi_ai_cache_read_fn cache_read;     /* under lock */
static ludi_ai_cache_write_fn cache_write;

void ludi_ai_set_cache(ludi_ai_cache_read_fn read, ludi_ai_cache_write_fn write)
{
    pthread_mutex_lock(&lock);
    cache_read = read;
    cache_write = write;
    pthread_mutex_unlock(&lock);
}

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

const char *ps_cache_name(int mode)
{
    return mode == LUDI_PENTE_CLASSIC ? "pente5-classic.table" : "pente5-knockoff.table";
}

size_t ps_cache_size(const struct ps_table *t)
{
    return sizeof(struct ps_header) + (size_t)t->nstates * sizeof(double);
}

bool ps_from_bytes(struct ps_table *t, const void *data, size_t len)
{
    struct ps_header h;
    if (len != ps_cache_size(t))
        return false;
    memcpy(&h, data, sizeof h);
    if (memcmp(h.magic, PS_MAGIC, 8) != 0 || h.mode != (uint32_t)t->mode ||
        h.nstates != t->nstates)
        return false;
    double *v = malloc(((size_t)t->nstates + 1) * sizeof *v);
    if (!v)
        return false;
    memcpy(v, (const char *)data + sizeof h, (size_t)t->nstates * sizeof *v);
    bool ok = checksum(v, t->nstates) == h.checksum;
    v[t->nstates] = 0.0;
    t->value = v;
    /* the rules may have changed since: the values must still be their own fixed point */
    for (uint32_t k = 0; k < PS_CHECKS && ok; k++) {
        struct ludi_state s;
        uint32_t i = (uint32_t)(((uint64_t)k * 2654435761u) % t->nstates);
        ok = ps_state_of(t, i, &s) && isfinite(v[i]) && fabs(ps_bellman(t, &s) - v[i]) < 1e-9;
    }
    if (!ok) {
        free(v);
        t->value = NULL;
    }
    return ok;
}

void *ps_to_bytes(const struct ps_table *t, size_t *len)
{
    struct ps_header h;
    memset(&h, 0, sizeof h);
    memcpy(h.magic, PS_MAGIC, 8);
    h.mode = (uint32_t)t->mode;
    h.nstates = t->nstates;
    h.checksum = checksum(t->value, t->nstates);
    *len = ps_cache_size(t);
    char *bytes = malloc(*len);
    if (bytes) {
        memcpy(bytes, &h, sizeof h);
        memcpy(bytes + sizeof h, t->value, (size_t)t->nstates * sizeof(double));
    }
    return bytes;
}

/* A table made before, if the cache has it whole and still right; t has its offsets. */
static bool cache_load(struct ps_table *t, ludi_ai_cache_read_fn read)
{
    void *data;
    size_t len;
    if (!read || !read(ps_cache_name(t->mode), ps_cache_size(t), &data, &len))
        return false;
    bool ok = ps_from_bytes(t, data, len);
    free(data);
    return ok;
}

/* Keeps a solved table in the cache; any failure only means it is solved again next time. */
static void cache_save(const struct ps_table *t, ludi_ai_cache_write_fn write)
{
    size_t len;
    void *bytes = write ? ps_to_bytes(t, &len) : NULL;
    if (bytes)
        write(ps_cache_name(t->mode), bytes, len);
    free(bytes);
}

/* --- solving on a thread --- */

static void *solve_thread(void *arg)
{
    int mode = (int)(intptr_t)arg;
    struct ps_table t;
    pthread_mutex_lock(&lock);
    ludi_ai_cache_read_fn read = cache_read;
    ludi_ai_cache_write_fn write = cache_write;
    pthread_mutex_unlock(&lock);
    bool ok = ps_prepare(&t, (enum ludi_pente_mode)mode) && cache_load(&t, read);
    if (!ok) {
        ok = ps_solve(&t, (enum ludi_pente_mode)mode, PS_TOL, 2, 0.5);
        if (ok)
            cache_save(&t, write);
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
