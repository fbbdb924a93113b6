/* serve.c: the protocol on a file descriptor: reading goes on while a command runs (`stop`). */
/*
 * The calling thread only reads: it splits the input into lines and queues them. A worker
 * thread runs the queued commands one after another and writes their replies, so replies come
 * in the order of the commands. The stop flag the long commands poll is the number of `stop`
 * lines read but not yet answered: the reader raises it the moment it reads one, which stops
 * every long command before that line (the one running and any still queued); the worker
 * lowers it again when it answers the `stop` line itself.
 */
#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "engine.h"

#define SERVE_READ_AHEAD (64u << 20)   /* bytes queued before the reader waits for the worker */

struct item {
    struct item *next;
    size_t len;
    char text[];
};

struct serve {
    struct engine *e;
    FILE *out;
    pthread_mutex_t lock;
    pthread_cond_t cond;             /* the queue changed, the input ended or quit came */
    struct item *head, *tail;
    size_t queued;                   /* bytes in the queue */
    bool eof, quit;
    atomic_int stops;                /* `stop` lines read and not yet answered */
    int wake[2];                     /* the worker writes a byte here at quit */
};

static void *worker(void *arg)
{
    struct serve *sv = arg;
    struct ebuf r = {0};
    for (;;) {
        pthread_mutex_lock(&sv->lock);
        while (!sv->head && !sv->eof)
            pthread_cond_wait(&sv->cond, &sv->lock);
        struct item *it = sv->head;
        if (it) {
            sv->head = it->next;
            if (!sv->head)
                sv->tail = NULL;
            sv->queued -= it->len;
            pthread_cond_broadcast(&sv->cond);
        }
        pthread_mutex_unlock(&sv->lock);
        if (!it)
            break;
        bool is_stop = engine_is_stop(it->text, it->len);
        enum engine_status st = engine_input(sv->e, it->text, it->len, &r);
        if (is_stop)
            atomic_fetch_sub(&sv->stops, 1);
        free(it);
        if (st != ENGINE_SILENT && r.p) {
            fputs(r.p, sv->out);
            fflush(sv->out);
        }
        if (st == ENGINE_QUIT) {
            pthread_mutex_lock(&sv->lock);
            sv->quit = true;
            pthread_cond_broadcast(&sv->cond);
            pthread_mutex_unlock(&sv->lock);
            ssize_t w;
            do
                w = write(sv->wake[1], "q", 1);
            while (w < 0 && errno == EINTR);
            break;
        }
    }
    ebuf_free(&r);
    return NULL;
}

/* Queues one line (a `stop` raises the flag first); waits while too much is queued. */
static void push_line(struct serve *sv, const char *text, size_t len)
{
    struct item *it = malloc(sizeof *it + len + 1);
    if (!it)
        return;   /* out of memory: the line is lost, as a line of a full pipe would be */
    it->next = NULL;
    it->len = len;
    memcpy(it->text, text, len);
    it->text[len] = '\0';
    if (engine_is_stop(text, len))
        atomic_fetch_add(&sv->stops, 1);
    pthread_mutex_lock(&sv->lock);
    while (sv->queued > SERVE_READ_AHEAD && !sv->quit)
        pthread_cond_wait(&sv->cond, &sv->lock);
    if (sv->quit) {
        free(it);
    } else {
        if (sv->tail)
            sv->tail->next = it;
        else
            sv->head = it;
        sv->tail = it;
        sv->queued += len;
        pthread_cond_broadcast(&sv->cond);
    }
    pthread_mutex_unlock(&sv->lock);
}

/* Waits for input or the worker's quit; returns the bytes read, 0 at the end, -1 at quit. */
static ssize_t read_some(struct serve *sv, int in, char *buf, size_t cap)
{
    for (;;) {
        struct pollfd p[2] = {{.fd = in, .events = POLLIN}, {.fd = sv->wake[0], .events = POLLIN}};
        if (poll(p, 2, -1) < 0) {
            if (errno == EINTR)
                continue;
            return 0;
        }
        if (p[1].revents)
            return -1;
        if (!p[0].revents)
            continue;
        ssize_t n = read(in, buf, cap);
        if (n < 0 && (errno == EINTR || errno == EAGAIN))
            continue;
        return n < 0 ? 0 : n;
    }
}

/* Reads lines until the end of input or quit. A line longer than ENGINE_LINE_MAX is kept only
 * as far as one byte beyond that, enough for the worker to refuse it whole. */
static void read_lines(struct serve *sv, int in)
{
    enum { CHUNK = 1 << 16 };
    char *line = malloc(ENGINE_LINE_MAX + 1 + CHUNK), *buf = line + ENGINE_LINE_MAX + 1;
    size_t len = 0;
    bool any = false;                /* bytes of a line not yet queued */
    ssize_t n;
    if (!line)
        return;
    while ((n = read_some(sv, in, buf, CHUNK)) > 0) {
        for (ssize_t i = 0; i < n; i++) {
            if (buf[i] == '\n') {
                push_line(sv, line, len);
                len = 0;
                any = false;
            } else {
                if (len <= ENGINE_LINE_MAX)
                    line[len++] = buf[i];
                any = true;
            }
        }
    }
    if (n == 0 && any)
        push_line(sv, line, len);   /* the last line had no newline */
    free(line);
}

int engine_serve(struct engine *e, int in, FILE *out)
{
    struct serve sv = {.e = e, .out = out};
    atomic_init(&sv.stops, 0);
    if (pipe(sv.wake) != 0)
        return 1;
    pthread_mutex_init(&sv.lock, NULL);
    pthread_cond_init(&sv.cond, NULL);
    engine_set_stop(e, &sv.stops);
    pthread_t th;
    int status = 0;
    if (pthread_create(&th, NULL, worker, &sv) == 0) {
        read_lines(&sv, in);
        pthread_mutex_lock(&sv.lock);
        sv.eof = true;
        pthread_cond_broadcast(&sv.cond);
        pthread_mutex_unlock(&sv.lock);
        pthread_join(th, NULL);
    } else {
        status = 1;
    }
    for (struct item *it = sv.head, *next; it; it = next) {
        next = it->next;
        free(it);
    }
    engine_set_stop(e, NULL);
    pthread_cond_destroy(&sv.cond);
    pthread_mutex_destroy(&sv.lock);
    close(sv.wake[0]);
    close(sv.wake[1]);
    return status;
}
