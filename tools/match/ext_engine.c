/* ext_engine.c: a program speaking PROTOCOL.md, run as a child process, every reply waited for within a bound. */
#include "ext_engine.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

/* Pipes are made and marked close-on-exec under one lock, so that an engine started by another
 * thread never inherits them (it would hold this engine's pipes open past its death). */
static pthread_mutex_t spawn_lock = PTHREAD_MUTEX_INITIALIZER;

void ext_ignore_sigpipe(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = SIG_IGN;
    sigaction(SIGPIPE, &sa, NULL);
}

static int64_t now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

static void close_fd(int *fd)
{
    if (*fd >= 0)
        close(*fd);
    *fd = -1;
}

bool ext_start(struct ext_engine *e, const char *path, char *err, size_t errlen)
{
    int in[2] = {-1, -1}, out[2] = {-1, -1};
    memset(e, 0, sizeof *e);
    e->path = path;
    e->to_fd = e->from_fd = -1;
    pthread_mutex_lock(&spawn_lock);
    bool ok = pipe(in) == 0 && pipe(out) == 0;
    for (int i = 0; ok && i < 2; i++)
        ok = fcntl(in[i], F_SETFD, FD_CLOEXEC) == 0 && fcntl(out[i], F_SETFD, FD_CLOEXEC) == 0;
    int rc = ok ? 0 : errno;
    if (ok) {
        posix_spawn_file_actions_t fa;
        posix_spawn_file_actions_init(&fa);
        posix_spawn_file_actions_adddup2(&fa, in[0], 0);
        posix_spawn_file_actions_adddup2(&fa, out[1], 1);
        char *argv[] = {(char *)path, NULL};
        rc = posix_spawn(&e->pid, path, &fa, NULL, argv, environ);
        posix_spawn_file_actions_destroy(&fa);
        if (rc != 0)
            e->pid = 0;
    }
    pthread_mutex_unlock(&spawn_lock);
    close_fd(&in[0]);
    close_fd(&out[1]);
    if (rc != 0 || !ok) {
        close_fd(&in[1]);
        close_fd(&out[0]);
        snprintf(err, errlen, "cannot start engine %s: %s", path, strerror(rc ? rc : errno));
        return false;
    }
    e->to_fd = in[1];
    e->from_fd = out[0];
    return true;
}

/* How a finished child ended, in words. */
static void describe_exit(int status, char *buf, size_t len)
{
    if (WIFEXITED(status))
        snprintf(buf, len, "exited with status %d", WEXITSTATUS(status));
    else if (WIFSIGNALED(status))
        snprintf(buf, len, "was killed by signal %d (%s)", WTERMSIG(status),
                 strsignal(WTERMSIG(status)));
    else
        snprintf(buf, len, "ended");
}

/* Waits up to wait_ms for the child to end by itself, then kills it; says how it ended. */
static void reap(struct ext_engine *e, int wait_ms, char *how, size_t len)
{
    close_fd(&e->to_fd);
    close_fd(&e->from_fd);
    if (e->pid <= 0) {
        snprintf(how, len, "was not running");
        return;
    }
    int status = 0;
    int64_t until = now_ms() + wait_ms;
    pid_t r;
    while ((r = waitpid(e->pid, &status, WNOHANG)) == 0 && now_ms() < until) {
        struct timespec pause = {0, 10 * 1000000};
        nanosleep(&pause, NULL);
    }
    if (r == 0) {
        kill(e->pid, SIGKILL);
        waitpid(e->pid, &status, 0);
        snprintf(how, len, "was killed by ludi-match");
    } else if (r < 0) {
        snprintf(how, len, "ended");
    } else {
        describe_exit(status, how, len);
    }
    e->pid = 0;
    e->len = 0;
}

/* The end of the first reply in buf (the index past its closing empty line), or 0. */
static size_t reply_end(const char *buf, size_t len)
{
    for (size_t i = 0; i + 1 < len; i++)
        if (buf[i] == '\n' && buf[i + 1] == '\n')
            return i + 2;
    return 0;
}

bool ext_command(struct ext_engine *e, const char *line, int timeout_ms, char *reply,
                 size_t replylen, char *err, size_t errlen)
{
    char how[128];
    if (e->pid <= 0) {
        snprintf(err, errlen, "engine %s is not running", e->path);
        return false;
    }
    size_t n = strlen(line);
    char out[1024];
    if (n + 2 > sizeof out) {
        snprintf(err, errlen, "command too long for engine %s", e->path);
        return false;
    }
    memcpy(out, line, n);
    out[n++] = '\n';
    for (size_t done = 0; done < n;) {
        ssize_t w = write(e->to_fd, out + done, n - done);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0) {
            reap(e, 1000, how, sizeof how);
            snprintf(err, errlen, "engine %s %s before '%s'", e->path, how, line);
            return false;
        }
        done += (size_t)w;
    }
    int64_t until = now_ms() + timeout_ms;
    size_t end;
    while ((end = reply_end(e->buf, e->len)) == 0) {
        if (e->len == sizeof e->buf) {
            reap(e, 0, how, sizeof how);
            snprintf(err, errlen, "engine %s: reply to '%s' longer than %d bytes (stopped)",
                     e->path, line, EXT_REPLY_LEN);
            return false;
        }
        int64_t left = until - now_ms();
        struct pollfd pfd = {.fd = e->from_fd, .events = POLLIN};
        int pr = left > 0 ? poll(&pfd, 1, (int)left) : 0;
        if (pr < 0 && errno == EINTR)
            continue;
        if (pr == 0) {
            reap(e, 0, how, sizeof how);
            snprintf(err, errlen, "engine %s: no reply to '%s' within %.1f s (stopped)",
                     e->path, line, timeout_ms / 1000.0);
            return false;
        }
        ssize_t r = pr > 0 ? read(e->from_fd, e->buf + e->len, sizeof e->buf - e->len) : -1;
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0) {
            reap(e, 1000, how, sizeof how);
            snprintf(err, errlen, "engine %s %s while answering '%s'", e->path, how, line);
            return false;
        }
        e->len += (size_t)r;
    }
    /* the reply without its closing empty line */
    char text[EXT_REPLY_LEN];
    size_t tlen = end - 2;
    memcpy(text, e->buf, tlen);
    text[tlen] = '\0';
    memmove(e->buf, e->buf + end, e->len - end);
    e->len -= end;
    if (tlen >= 2 && text[0] == '=' && text[1] == ' ') {
        snprintf(reply, replylen, "%s", text + 2);
        return true;
    }
    if (tlen == 1 && text[0] == '=') {
        snprintf(reply, replylen, "%s", "");
        return true;
    }
    char *nl = strchr(text, '\n');
    if (nl)
        *nl = '\0';
    if (text[0] == '?')
        snprintf(err, errlen, "engine %s refused '%s': %.200s", e->path, line, text);
    else
        snprintf(err, errlen, "engine %s answered '%s' with '%.200s', not a reply", e->path,
                 line, text);
    return false;
}

void ext_stop(struct ext_engine *e)
{
    if (e->pid <= 0)
        return;
    if (e->to_fd >= 0) {
        static const char quit[] = "quit\n";
        ssize_t w = write(e->to_fd, quit, sizeof quit - 1);
        (void)w;   /* an engine that is gone is killed below all the same */
    }
    char how[128];
    reap(e, 2000, how, sizeof how);
}
