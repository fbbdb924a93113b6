/* ext_engine.h: a program speaking PROTOCOL.md, run as a child process, every reply waited for within a bound. */
#ifndef LUDI_EXT_ENGINE_H
#define LUDI_EXT_ENGINE_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

#define EXT_REPLY_LEN 4096

struct ext_engine {
    const char *path;
    pid_t pid;                   /* 0: not running */
    int to_fd, from_fd;          /* its standard input, its standard output */
    char buf[EXT_REPLY_LEN];     /* what it wrote and was not yet read as a reply */
    size_t len;
    int slot;                    /* its place in the list of engines running, or -1 */
};

/* Starts path with no arguments (its standard error is ours). Refuses with a message. */
bool ext_start(struct ext_engine *e, const char *path, char *err, size_t errlen);
/* Sends one command line and reads its reply (up to the empty line that closes it) within
 * timeout_ms. true: the reply began "= " and reply holds the rest of its first line (more
 * lines, if any, follow after a newline). false: err says why: a "? " reply (quoted), the
 * engine ended (how), or no reply in time; in the last two cases the engine has been stopped. */
bool ext_command(struct ext_engine *e, const char *line, int timeout_ms, char *reply,
                 size_t replylen, char *err, size_t errlen);
/* Asks it to quit, waits a moment, then kills it; safe on an engine not running. */
void ext_stop(struct ext_engine *e);
/* Called once before any engine starts: writing to an engine that died must not end us, and
 * Ctrl-C (or SIGTERM, SIGHUP, SIGQUIT) ends the engines and what they started, then us. */
void ext_install_signals(void);

#endif
