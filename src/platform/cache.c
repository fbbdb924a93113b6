/* cache.c: the cache folder, for what the program can work out again but keeps to save time. */
/*
 * decided: the cache folder is $LUDI_CACHE_DIR, else $XDG_CACHE_HOME/ludi, else ~/.cache/ludi;
 * LUDI_CACHE_DIR set but empty means no cache at all (the tests run so). Its files are written
 * as every file of ours is (ludi_file_write_atomic); one that cannot be read is simply made
 * again, so nothing there is set aside.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "ludi/fileio.h"

/* The cache folder, made (with ~/.cache if need be) when make is set; false when there is
 * none or it cannot be made. */
static bool cache_dir(bool make, char *buf, size_t len)
{
    const char *dir = getenv("LUDI_CACHE_DIR");
    int n;
    if (dir) {
        if (!*dir)
            return false;
        n = snprintf(buf, len, "%s", dir);
    } else {
        const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
        if (xdg && xdg[0] == '/')
            n = snprintf(buf, len, "%s", xdg);
        else if (home && *home)
            n = snprintf(buf, len, "%s/.cache", home);
        else
            return false;
        if (n < 0 || (size_t)n >= len)
            return false;
        if (make && mkdir(buf, 0700) != 0 && errno != EEXIST)
            return false;
        n = snprintf(buf + n, len - (size_t)n, "/ludi");
        n = n < 0 ? n : (int)strlen(buf);
    }
    if (n < 0 || (size_t)n >= len)
        return false;
    return !make || mkdir(buf, 0700) == 0 || errno == EEXIST;
}

bool ludi_cache_path(const char *name, bool make, char *buf, size_t len)
{
    char dir[1024];
    if (!cache_dir(make, dir, sizeof dir) || strchr(name, '/') || !*name)
        return false;
    int n = snprintf(buf, len, "%s/%s", dir, name);
    return n > 0 && (size_t)n < len;
}

bool ludi_cache_read(const char *name, size_t max, void **data, size_t *len)
{
    char path[1200], err[LUDI_ERR_LEN];
    char *bytes;
    if (!ludi_cache_path(name, false, path, sizeof path) ||
        !ludi_file_read_bytes(path, max, &bytes, len, err, sizeof err))
        return false;
    *data = bytes;
    return true;
}

bool ludi_cache_write(const char *name, const void *data, size_t len)
{
    char path[1200], err[LUDI_ERR_LEN];
    return ludi_cache_path(name, true, path, sizeof path) &&
           ludi_file_write_atomic(path, data, len, err, sizeof err);
}
