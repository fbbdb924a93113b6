/* engine.h: the line protocol of PROTOCOL.md as a library, so tests can drive it without a pipe. */
#ifndef LUDI_ENGINE_H
#define LUDI_ENGINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A growing text buffer for replies. */
struct ebuf {
    char *p;
    size_t len, cap;
};

void ebuf_free(struct ebuf *b);
void ebuf_clear(struct ebuf *b);
void ebuf_add(struct ebuf *b, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

struct engine;

/* A new engine holding a default game (Latrunculi, 12x8). The random generator behind `roll`
 * and `go` starts from seed until a `seed` command. NULL when out of memory. */
struct engine *engine_new(uint64_t seed);
void engine_free(struct engine *e);

enum engine_status {
    ENGINE_SILENT,   /* a blank line or a comment: no reply at all */
    ENGINE_OK,       /* reply holds "= ..." */
    ENGINE_FAIL,     /* reply holds "? ..." */
    ENGINE_QUIT      /* reply holds "= bye"; the caller stops reading */
};

/* Handles one line of input (without its newline) and writes the whole reply, including the
 * closing empty line, into reply (cleared first). A failed command changes nothing. */
enum engine_status engine_line(struct engine *e, const char *line, struct ebuf *reply);

#endif
