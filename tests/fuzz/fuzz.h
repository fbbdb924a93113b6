/* fuzz.h: what the libFuzzer targets share: the input as text, and a check that traps. */
#ifndef LUDI_FUZZ_H
#define LUDI_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A property that must hold: a crash libFuzzer keeps, with the reason on the way out. */
#define FUZZ_CHECK(cond)                                                                 \
    do {                                                                                 \
        if (!(cond)) {                                                                   \
            fprintf(stderr, "fuzz: %s:%d: %s\n", __FILE__, __LINE__, #cond);             \
            abort();                                                                     \
        }                                                                                \
    } while (0)

/* out = the text formatter f (size_t f(const T *x, char *buf, size_t len), as snprintf) writes
 * of x, in a new buffer (NULL for want of memory). */
#define FUZZ_FORMAT(out, f, x)                                                           \
    do {                                                                                 \
        size_t need_ = f((x), NULL, 0);                                                  \
        (out) = malloc(need_ + 1);                                                       \
        if (out)                                                                         \
            f((x), (out), need_ + 1);                                                    \
    } while (0)

/* The input as a NUL-terminated string (free it); NUL bytes inside stay, ending the text
 * early for the parsers, as a file holding them would. */
static inline char *fuzz_text(const uint8_t *data, size_t size)
{
    char *t = malloc(size + 1);
    if (t) {
        if (size)
            memcpy(t, data, size);
        t[size] = '\0';
    }
    return t;
}

#endif
