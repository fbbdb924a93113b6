/* fileio.c: whole-file reads with limits, atomic replacement, and saved games on disk. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ludi/fileio.h"

/* Opens a file for reading only if it is a regular file: a FIFO or a device would block or never
 * end (O_NONBLOCK keeps the open itself from waiting for a FIFO's writer). */
static FILE *open_regular(const char *path, char *err, size_t errlen)
{
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) {
        snprintf(err, errlen, "cannot open %s: %s", path, strerror(errno));
        return NULL;
    }
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        snprintf(err, errlen, "%s is not a regular file", path);
        close(fd);
        return NULL;
    }
    int flags = fcntl(fd, F_GETFL);
    if (flags >= 0)
        fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
    FILE *f = fdopen(fd, "rb");
    if (!f) {
        snprintf(err, errlen, "cannot open %s: %s", path, strerror(errno));
        close(fd);
    }
    return f;
}

bool ludi_file_read(const char *path, size_t max, char **out, size_t *len, char *err,
                    size_t errlen)
{
    FILE *f = open_regular(path, err, errlen);
    if (!f)
        return false;
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        if (n + 1 >= cap) {
            if (cap > max + 1)
                break;
            char *b = realloc(buf, cap * 2);
            if (!b) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = b;
            cap *= 2;
        }
        size_t got = fread(buf + n, 1, cap - n - 1, f);
        n += got;
        if (got == 0)
            break;
    }
    bool bad = ferror(f) != 0;
    fclose(f);
    if (!buf) {
        snprintf(err, errlen, "out of memory reading %s", path);
        return false;
    }
    if (bad) {
        free(buf);
        snprintf(err, errlen, "cannot read %s", path);
        return false;
    }
    if (n > max) {
        free(buf);
        snprintf(err, errlen, "%s is too large (over %zu bytes)", path, max);
        return false;
    }
    if (memchr(buf, '\0', n)) {
        free(buf);
        snprintf(err, errlen, "%s is not a text file", path);
        return false;
    }
    buf[n] = '\0';
    *out = buf;
    if (len)
        *len = n;
    return true;
}

bool ludi_file_write_atomic(const char *path, const char *data, size_t len, char *err,
                            size_t errlen)
{
    size_t plen = strlen(path);
    char *tmp = malloc(plen + 16);
    if (!tmp) {
        snprintf(err, errlen, "out of memory");
        return false;
    }
    snprintf(tmp, plen + 16, "%s.tmp.XXXXXX", path);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        snprintf(err, errlen, "cannot write beside %s: %s", path, strerror(errno));
        free(tmp);
        return false;
    }
    size_t done = 0;
    while (done < len) {
        ssize_t w = write(fd, data + done, len - done);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0) {
            snprintf(err, errlen, "cannot write %s: %s", path, w < 0 ? strerror(errno) : "disk full");
            close(fd);
            unlink(tmp);
            free(tmp);
            return false;
        }
        done += (size_t)w;
    }
    if (fsync(fd) != 0 || close(fd) != 0) {
        snprintf(err, errlen, "cannot write %s: %s", path, strerror(errno));
        unlink(tmp);
        free(tmp);
        return false;
    }
    if (rename(tmp, path) != 0) {
        snprintf(err, errlen, "cannot replace %s: %s", path, strerror(errno));
        unlink(tmp);
        free(tmp);
        return false;
    }
    free(tmp);
    return true;
}

bool ludi_session_load(const char *path, struct ludi_session *out, char *err, size_t errlen)
{
    char *text, msg[LUDI_ERR_LEN];
    if (!ludi_file_read(path, LUDI_FILE_MAX, &text, NULL, err, errlen))
        return false;
    bool okay = ludi_session_parse(text, out, msg, sizeof msg);
    free(text);
    if (!okay)
        snprintf(err, errlen, "%s: %s", path, msg);
    return okay;
}

bool ludi_session_save(const struct ludi_session *ss, const char *path, char *err,
                       size_t errlen)
{
    size_t need = ludi_session_format(ss, NULL, 0);
    char *text = malloc(need + 1);
    if (!text) {
        snprintf(err, errlen, "out of memory");
        return false;
    }
    ludi_session_format(ss, text, need + 1);
    bool okay = ludi_file_write_atomic(path, text, need, err, errlen);
    free(text);
    return okay;
}

bool ludi_make_dir(const char *path, char *err, size_t errlen)
{
    struct stat st;
    if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
        return true;
    if (mkdir(path, 0700) != 0) {
        snprintf(err, errlen, "cannot make the folder %s: %s", path, strerror(errno));
        return false;
    }
    return true;
}
