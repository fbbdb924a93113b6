/* lat_util.h: helpers for the Latrunculi tests: boards drawn as rows of characters. */
#ifndef LAT_UTIL_H
#define LAT_UTIL_H

#include <stdio.h>
#include <string.h>

#include "ludi/rules.h"

/* "W......./......../.../..b....B" (rows from the top, '.' empty) plus side and count, to the
 * protocol's position string. */
static inline void rows_to_pos(const char *rows, char side, int nocap, char *out, size_t len)
{
    size_t pos = 0;
    int run = 0;
    for (const char *p = rows;; p++) {
        if (*p == '.') {
            run++;
            continue;
        }
        if (run)
            pos += (size_t)snprintf(out + pos, len - pos, "%d", run);
        run = 0;
        if (!*p)
            break;
        pos += (size_t)snprintf(out + pos, len - pos, "%c", *p);
    }
    snprintf(out + pos, len - pos, " %c %d", side, nocap);
}

static inline void lat_options(struct ludi_options *opt, const char *extra)
{
    ludi_options_default(LUDI_LATRUNCULI, opt);
    if (!extra)
        return;
    char buf[128];
    snprintf(buf, sizeof buf, "%s", extra);
    char *save = NULL;
    for (char *kv = strtok_r(buf, " ", &save); kv; kv = strtok_r(NULL, " ", &save))
        if (!ludi_options_set(opt, kv, NULL, 0))
            printf("bad test option %s\n", kv);
}

#endif
