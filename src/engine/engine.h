/* engine.h: the line protocol of PROTOCOL.md as a library, so tests can drive it without a pipe. */
#ifndef LUDI_ENGINE_H
#define LUDI_ENGINE_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

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
/* The threads `go` searches with at level 5 in Latrunculi (1 to LUDI_AI_MAX_THREADS; the
 * command line's --threads). */
void engine_set_threads(struct engine *e, int threads);

enum engine_status {
    ENGINE_SILENT,   /* a blank line or a comment: no reply at all */
    ENGINE_OK,       /* reply holds "= ..." */
    ENGINE_FAIL,     /* reply holds "? ..." */
    ENGINE_QUIT      /* reply holds "= bye"; the caller stops reading */
};

#define ENGINE_LINE_MAX 65536        /* a longer line is refused whole, never cut */

/* Handles one line of input of len bytes (without its newline) and writes the whole reply,
 * including the closing empty line, into reply (cleared first). A failed command changes
 * nothing; a line holding a NUL byte or longer than ENGINE_LINE_MAX is refused. */
enum engine_status engine_input(struct engine *e, const char *line, size_t len,
                                struct ebuf *reply);
/* The same for a NUL-terminated line. */
enum engine_status engine_line(struct engine *e, const char *line, struct ebuf *reply);

/* The long commands (go, perft, review) poll *stop while they work: once it is non-zero they
 * end at once and reply with what they have (go: the best move so far; perft: "? stopped").
 * NULL (the default): nothing stops them. The flag belongs to the caller (engine_serve). */
void engine_set_stop(struct engine *e, const atomic_int *stop);
/* Whether a line is the `stop` command, which engine_serve acts on the moment it reads it. */
bool engine_is_stop(const char *line, size_t len);

/* Reads protocol lines from the file descriptor in until `quit` or the end of input, and writes
 * the replies to out. The commands run one after another, in the order given, on a thread of
 * their own, while this thread goes on reading: a `stop` line stops every long command read
 * before it at once (each replies as engine_set_stop says), then replies "=" in its turn. At the
 * end of input the commands read so far are finished first. Returns 0, or 1 when a thread or
 * pipe cannot be made. */
int engine_serve(struct engine *e, int in, FILE *out);

#endif
