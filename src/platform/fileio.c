/* fileio.c: whole-file reads with limits, atomic replacement, files set aside, saved games. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "ludi/fileio.h"

#define LINK_DEPTH 40                /* symbolic links followed at most, as the kernel does */
#define TMP_TAG ".tmp."              /* a temporary file is "<name>.tmp.XXXXXX" (mkstemp) */

/* The part of a path after its last '/'. */
const char *ludi_file_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

/* --- reading --- */

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

/* The whole file into a new buffer with a NUL after the end; text refuses NUL bytes in it. */
static bool read_whole(const char *path, size_t max, bool text, char **out, size_t *len,
                       char *err, size_t errlen)
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
    const char *why = !buf ? "out of memory reading" : bad ? "cannot read" : NULL;
    if (!why && n > max)
        why = "too large:";
    if (!why && text && memchr(buf, '\0', n))
        why = "not a text file:";
    if (why) {
        free(buf);
        snprintf(err, errlen, "%s %s", why, path);
        return false;
    }
    buf[n] = '\0';
    *out = buf;
    if (len)
        *len = n;
    return true;
}

bool ludi_file_read(const char *path, size_t max, char **out, size_t *len, char *err,
                    size_t errlen)
{
    return read_whole(path, max, true, out, len, err, errlen);
}

bool ludi_file_read_bytes(const char *path, size_t max, char **out, size_t *len, char *err,
                          size_t errlen)
{
    return read_whole(path, max, false, out, len, err, errlen);
}

/* --- atomic replacement --- */

/* The file path names in the end: path itself, or what the symbolic links it is lead to (a
 * relative link read from the link's folder). A missing file ends the chain: it is made there. */
static bool follow_links(const char *path, char *out, size_t len, char *err, size_t errlen)
{
    char cur[PATH_MAX], target[PATH_MAX];
    if ((size_t)snprintf(cur, sizeof cur, "%s", path) >= sizeof cur) {
        snprintf(err, errlen, "the name %.80s... is too long", path);
        return false;
    }
    for (int i = 0; i <= LINK_DEPTH; i++) {
        ssize_t n = readlink(cur, target, sizeof target - 1);
        if (n < 0) {   /* not a link (or not there): this is the file */
            if ((size_t)snprintf(out, len, "%s", cur) >= len) {
                snprintf(err, errlen, "the name %.80s... is too long", cur);
                return false;
            }
            return true;
        }
        target[n] = '\0';
        const char *slash = strrchr(cur, '/');
        size_t keep = target[0] == '/' || !slash ? 0 : (size_t)(slash - cur) + 1;
        char next[PATH_MAX];
        if ((size_t)snprintf(next, sizeof next, "%.*s%s", (int)keep, cur, target) >=
            sizeof next) {
            snprintf(err, errlen, "the link %s leads to a name too long", path);
            return false;
        }
        memcpy(cur, next, strlen(next) + 1);
    }
    snprintf(err, errlen, "cannot write %s: too many symbolic links", path);
    return false;
}

/* The folder of a file's path ("." for a bare name). */
static void folder_of(const char *path, char *out, size_t len)
{
    const char *slash = strrchr(path, '/');
    if (!slash)
        snprintf(out, len, ".");
    else if (slash == path)
        snprintf(out, len, "/");
    else
        snprintf(out, len, "%.*s", (int)(slash - path), path);
}

/* Whether name is "<base>.tmp.XXXXXX" (any base when base is NULL). */
static bool is_temp_name(const char *name, const char *base)
{
    size_t n = strlen(name), tag = strlen(TMP_TAG);
    if (n < tag + 6 + 1 || memcmp(name + n - 6 - tag, TMP_TAG, tag) != 0)
        return false;
    for (size_t i = n - 6; i < n; i++)
        if (!((name[i] >= 'a' && name[i] <= 'z') || (name[i] >= 'A' && name[i] <= 'Z') ||
              (name[i] >= '0' && name[i] <= '9')))
            return false;
    return !base || (strlen(base) == n - 6 - tag && memcmp(name, base, n - 6 - tag) == 0);
}

/* Removes the temporary files left in dir by writes that were killed: those whose writer no
 * longer holds its lock on them (a write in progress keeps its lock until its rename). */
static void clean_temps(const char *dir, const char *base)
{
    DIR *d = opendir(dir);
    if (!d)
        return;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (!is_temp_name(e->d_name, base))
            continue;
        int fd = openat(dirfd(d), e->d_name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
        if (fd < 0)
            continue;
        struct stat st;
        if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && flock(fd, LOCK_EX | LOCK_NB) == 0)
            unlinkat(dirfd(d), e->d_name, 0);
        close(fd);
    }
    closedir(d);
}

void ludi_dir_clean_temps(const char *dir)
{
    clean_temps(dir, NULL);
}

/* Flushes a folder's entries to disk, so that a rename in it survives a power cut. Errors are
 * not reported: the new file is in place; some file systems cannot flush a folder. */
static void sync_folder(const char *dir)
{
    int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return;
    fsync(fd);
    close(fd);
}

/* A new temporary file beside path, locked for as long as it is open (so that another
 * process's clean_temps leaves it alone); -1 with a message. */
static int make_temp(const char *path, char *tmp, size_t len, char *err, size_t errlen)
{
    for (int tries = 0; tries < 3; tries++) {
        snprintf(tmp, len, "%s" TMP_TAG "XXXXXX", path);
        int fd = mkstemp(tmp);
        if (fd < 0) {
            snprintf(err, errlen, "cannot write beside %s: %s", path, strerror(errno));
            return -1;
        }
        struct stat a, b;
        /* another process may have taken it for a stale one between mkstemp and flock */
        if (flock(fd, LOCK_EX) == 0 && fstat(fd, &a) == 0 && stat(tmp, &b) == 0 &&
            a.st_ino == b.st_ino && a.st_dev == b.st_dev)
            return fd;
        close(fd);
    }
    snprintf(err, errlen, "cannot write beside %s", path);
    return -1;
}

static bool write_all(int fd, const char *data, size_t len, const char *path, char *err,
                      size_t errlen)
{
    size_t done = 0;
    while (done < len) {
        ssize_t w = write(fd, data + done, len - done);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0) {
            snprintf(err, errlen, "cannot write %s: %s", path,
                     w < 0 ? strerror(errno) : "disk full");
            return false;
        }
        done += (size_t)w;
    }
    return true;
}

bool ludi_file_write_atomic(const char *path, const char *data, size_t len, char *err,
                            size_t errlen)
{
    char target[PATH_MAX], tmp[PATH_MAX + 16], dir[PATH_MAX];
    if (!follow_links(path, target, sizeof target, err, errlen))
        return false;
    /* decided: a file made new is the player's alone (0600); one replaced keeps its mode */
    mode_t mode = 0600;
    struct stat st;
    bool existed = lstat(target, &st) == 0;
    if (existed && !S_ISREG(st.st_mode)) {
        snprintf(err, errlen, "%s is not a regular file: not written", path);
        return false;
    }
    if (!existed && errno != ENOENT) {
        snprintf(err, errlen, "cannot write %s: %s", path, strerror(errno));
        return false;
    }
    if (existed)
        mode = st.st_mode & 07777;
    folder_of(target, dir, sizeof dir);
    clean_temps(dir, ludi_file_name(target));
    int fd = make_temp(target, tmp, sizeof tmp, err, errlen);
    if (fd < 0)
        return false;
    bool ok = write_all(fd, data, len, path, err, errlen);
    if (ok && existed && fchown(fd, st.st_uid, st.st_gid) != 0)
        (void)0;   /* only root may give a file away: others keep it as their own */
    if (ok && (fchmod(fd, mode) != 0 || fsync(fd) != 0)) {
        snprintf(err, errlen, "cannot write %s: %s", path, strerror(errno));
        ok = false;
    }
    if (ok && rename(tmp, target) != 0) {
        snprintf(err, errlen, "cannot replace %s: %s", path, strerror(errno));
        ok = false;
    }
    if (!ok)
        unlink(tmp);
    /* closed only now: the lock keeps the temporary file from clean_temps until it is gone */
    if (close(fd) != 0 && ok) {
        snprintf(err, errlen, "cannot write %s: %s", path, strerror(errno));
        ok = false;
    }
    if (ok)
        sync_folder(dir);
    return ok;
}

/* --- the player's files that cannot be read --- */

bool ludi_file_set_aside(const char *path, char *aside, size_t len, char *err, size_t errlen)
{
    time_t now = time(NULL);
    struct tm tm;
    char day[32] = "undated";
    if (localtime_r(&now, &tm))
        strftime(day, sizeof day, "%Y-%m-%d", &tm);
    char to[PATH_MAX + 64];
    for (int k = 1; k < 100; k++) {
        if (k == 1)
            snprintf(to, sizeof to, "%s.unreadable-%s", path, day);
        else
            snprintf(to, sizeof to, "%s.unreadable-%s-%d", path, day, k);
        struct stat st;
        if (lstat(to, &st) == 0)
            continue;
        if (rename(path, to) != 0) {
            snprintf(err, errlen, "cannot move %s aside: %s", path, strerror(errno));
            return false;
        }
        snprintf(aside, len, "%s", ludi_file_name(to));
        return true;
    }
    snprintf(err, errlen, "cannot move %s aside: too many set aside today", path);
    return false;
}

void ludi_file_report_aside(const char *path, const char *why, struct ludi_file_report *rep)
{
    char err[LUDI_ERR_LEN];
    snprintf(rep->name, sizeof rep->name, "%s", ludi_file_name(path));
    snprintf(rep->why, sizeof rep->why, "%s", why);
    rep->status = ludi_file_set_aside(path, rep->aside, sizeof rep->aside, err, sizeof err)
                      ? LUDI_FILE_ASIDE
                      : LUDI_FILE_LEFT;
    if (rep->status == LUDI_FILE_LEFT)
        snprintf(rep->why, sizeof rep->why, "%s; %s", why, err);
}

bool ludi_file_read_player(const char *path, size_t max, char **text,
                           struct ludi_file_report *rep)
{
    memset(rep, 0, sizeof *rep);
    char err[LUDI_ERR_LEN];
    if (ludi_file_read(path, max, text, NULL, err, sizeof err)) {
        rep->status = LUDI_FILE_WHOLE;
        return true;
    }
    struct stat st;
    if (stat(path, &st) != 0 && errno == ENOENT) {
        rep->status = LUDI_FILE_NONE;   /* not there (a link to nothing counts as not there) */
        return false;
    }
    ludi_file_report_aside(path, err, rep);
    return false;
}

/* --- saved games --- */

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

bool ludi_session_load_player(const char *path, struct ludi_session *out,
                              struct ludi_file_report *rep)
{
    char *text, msg[LUDI_ERR_LEN];
    if (!ludi_file_read_player(path, LUDI_FILE_MAX, &text, rep))
        return false;
    bool okay = ludi_session_parse(text, out, msg, sizeof msg);
    free(text);
    if (!okay)
        ludi_file_report_aside(path, msg, rep);
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
