/* ext_engine.c: a program speaking PROTOCOL.md, run as a child process, every reply waited for within a bound. */
#include "ext_engine.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stdatomic.h>
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

/* The process groups of the engines running, for the signal handler: an engine has a group of
 * its own, so the terminal's Ctrl-C reaches only us, and we pass it on. */
#define EXT_MAX_RUNNING 256
static atomic_int running[EXT_MAX_RUNNING];

static void on_fatal_signal(int sig)
{
    for (int k = 0; k < EXT_MAX_RUNNING; k++) {
        int pid = atomic_load(&running[k]);
        if (pid > 0)
            kill(-pid, SIGKILL);
    }
    signal(sig, SIG_DFL);
    raise(sig);
}

void ext_install_signals(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = SIG_IGN;
    sigaction(SIGPIPE, &sa, NULL);
    static const int fatal[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
    for (size_t k = 0; k < sizeof fatal / sizeof fatal[0]; k++) {
        struct sigaction was;
        /* one ignored when we start (a shell's background job) stays ignored */
        if (sigaction(fatal[k], NULL, &was) == 0 && was.sa_handler == SIG_IGN)
            continue;
        sa.sa_handler = on_fatal_signal;
        sigaction(fatal[k], &sa, NULL);
    }
}

/* Notes pid as running (in a free slot; none free: it goes unnoted) or, with pid 0, not. */
static void note_running(struct ext_engine *e, int pid)
{
    if (pid == 0) {
        if (e->slot >= 0)
            atomic_store(&running[e->slot], 0);
        e->slot = -1;
        return;
    }
    for (int k = 0; k < EXT_MAX_RUNNING; k++) {
        int none = 0;
        if (atomic_compare_exchange_strong(&running[k], &none, pid)) {
            e->slot = k;
            return;
        }
    }
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
    e->slot = -1;
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
        /* a process group of its own, so that stopping it stops what it started too (a shell
         * script's children would otherwise hold our standard error open after we end) */
        posix_spawnattr_t attr;
        posix_spawnattr_init(&attr);
        posix_spawnattr_setpgroup(&attr, 0);
        posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP);
        char *argv[] = {(char *)path, NULL};
        rc = posix_spawn(&e->pid, path, &fa, &attr, argv, environ);
        posix_spawnattr_destroy(&attr);
        posix_spawn_file_actions_destroy(&fa);
        if (rc != 0)
            e->pid = 0;
        else
            note_running(e, (int)e->pid);
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
    /* seen ended but not yet reaped, so that its group's number stays ours while its
     * remaining members are killed */
    siginfo_t info;
    int64_t until = now_ms() + wait_ms;
    int r;
    for (;;) {
        memset(&info, 0, sizeof info);
        r = waitid(P_PID, (id_t)e->pid, &info, WEXITED | WNOHANG | WNOWAIT);
        if (r < 0 && errno == EINTR)
            continue;
        if (r < 0 || info.si_pid != 0 || now_ms() >= until)
            break;
        struct timespec pause = {0, 10 * 1000000};
        nanosleep(&pause, NULL);
    }
    bool ended = r == 0 && info.si_pid != 0;
    kill(-e->pid, SIGKILL);   /* the engine if it is still running, and whatever it started */
    note_running(e, 0);       /* before its number is free to be another's */
    int status = 0;
    pid_t w;
    while ((w = waitpid(e->pid, &status, 0)) < 0 && errno == EINTR)
        ;
    if (!ended && w > 0)
        snprintf(how, len, "was killed by ludi-match");
    else if (w > 0)
        describe_exit(status, how, len);
    else
        snprintf(how, len, "ended");
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
