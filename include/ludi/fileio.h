/* fileio.h: reading small text files and replacing them safely (temporary file, then rename). */
#ifndef LUDI_FILEIO_H
#define LUDI_FILEIO_H

#include <stdbool.h>
#include <stddef.h>

#include "ludi/session.h"

#define LUDI_FILE_MAX (4u << 20)    /* no file we read is larger than this */

/* Reads the whole file into a new NUL-terminated buffer (free it). Refuses a file larger than
 * max or one holding NUL bytes, with a message naming the file. */
bool ludi_file_read(const char *path, size_t max, char **out, size_t *len, char *err,
                    size_t errlen);
/* Writes data to a temporary file beside path, flushes it to disk, then renames it over path,
 * so a crash or a full disk never leaves a half-written file and never loses the old one. */
bool ludi_file_write_atomic(const char *path, const char *data, size_t len, char *err,
                            size_t errlen);

/* Makes a directory (one level) unless it exists; false with a message. */
bool ludi_make_dir(const char *path, char *err, size_t errlen);

/* A saved game (session.h's text format) from or to a file. On failure nothing changes. */
bool ludi_session_load(const char *path, struct ludi_session *out, char *err, size_t errlen);
bool ludi_session_save(const struct ludi_session *ss, const char *path, char *err,
                       size_t errlen);

#endif
