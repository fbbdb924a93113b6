/* fileio.h: reading files whole, replacing them safely, setting aside what cannot be read. */
#ifndef LUDI_FILEIO_H
#define LUDI_FILEIO_H

#include <stdbool.h>
#include <stddef.h>

#include "ludi/session.h"

#define LUDI_FILE_MAX (4u << 20)    /* no file we read is larger than this */

/* Reads the whole file into a new NUL-terminated buffer (free it). Refuses what is not a
 * regular file, a file larger than max or one holding NUL bytes, with a message naming it. */
bool ludi_file_read(const char *path, size_t max, char **out, size_t *len, char *err,
                    size_t errlen);
/* The same for bytes: NUL bytes are kept (a NUL still follows the end). */
bool ludi_file_read_bytes(const char *path, size_t max, char **out, size_t *len, char *err,
                          size_t errlen);
/* Writes data to a temporary file beside the file, flushes it to disk, renames it over the
 * file and flushes the folder, so a crash, a power cut or a full disk never leaves a
 * half-written file and never loses the old one. A symbolic link is followed (the link stays,
 * its target is replaced); anything but a regular file (a device, a FIFO, a folder) is refused;
 * a file replaced keeps its mode (a new one is made 0600). The temporary files of writes that
 * were killed are removed first. */
bool ludi_file_write_atomic(const char *path, const char *data, size_t len, char *err,
                            size_t errlen);
/* Removes the temporary files of killed writes from a folder ("<name>.tmp.XXXXXX" that no
 * write in progress holds). */
void ludi_dir_clean_temps(const char *dir);
/* The part of a path after its last '/': what a notice shows of a file. */
const char *ludi_file_name(const char *path);

/* --- the player's files: what cannot be read whole is set aside, never written over --- */

enum ludi_file_status {
    LUDI_FILE_WHOLE,             /* read whole */
    LUDI_FILE_NONE,              /* not there */
    LUDI_FILE_ASIDE,             /* could not be read whole: moved aside, under rep->aside */
    LUDI_FILE_LEFT               /* could not be read whole, nor moved: do not write it now */
};
struct ludi_file_report {
    enum ludi_file_status status;
    char name[256];              /* the file's name without its folder */
    char aside[300];             /* LUDI_FILE_ASIDE: the name it is kept under now */
    char why[LUDI_ERR_LEN * 2];  /* what was wrong, in English, for the log */
};
/* Renames path to "<path>.unreadable-YYYY-MM-DD" (or "...-2" and on when taken), the name it
 * got, without the folder, into aside. */
bool ludi_file_set_aside(const char *path, char *aside, size_t len, char *err, size_t errlen);
/* Sets path aside because of why, and says so in rep (LUDI_FILE_ASIDE or LUDI_FILE_LEFT). */
void ludi_file_report_aside(const char *path, const char *why, struct ludi_file_report *rep);
/* Reads a file of the player's whole (as ludi_file_read). When it cannot be, and it is there,
 * it is set aside; rep says what happened. */
bool ludi_file_read_player(const char *path, size_t max, char **text,
                           struct ludi_file_report *rep);

/* --- the cache folder (cache.c): what the program can work out again, kept to save time --- */

/* The path of a file of the cache ($LUDI_CACHE_DIR, else $XDG_CACHE_HOME/ludi, else
 * ~/.cache/ludi; none when LUDI_CACHE_DIR is set empty), the folder made when make is set. */
bool ludi_cache_path(const char *name, bool make, char *buf, size_t len);
/* A cache file's bytes (free them), at most max; false when it is not there or not whole. */
bool ludi_cache_read(const char *name, size_t max, void **data, size_t *len);
/* Keeps bytes in the cache (atomically); false when there is no cache or it fails. */
bool ludi_cache_write(const char *name, const void *data, size_t len);

/* Makes a directory (one level) unless it exists; false with a message. */
bool ludi_make_dir(const char *path, char *err, size_t errlen);

/* A saved game (session.h's text format) from or to a file. On failure nothing changes. */
bool ludi_session_load(const char *path, struct ludi_session *out, char *err, size_t errlen);
/* A saved game of the player's (the autosave, the saves folder): as ludi_session_load, and a
 * file there that cannot be read or replayed is set aside (rep says so). */
bool ludi_session_load_player(const char *path, struct ludi_session *out,
                              struct ludi_file_report *rep);
bool ludi_session_save(const struct ludi_session *ss, const char *path, char *err,
                       size_t errlen);

#endif
