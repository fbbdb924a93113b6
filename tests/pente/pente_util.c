/* pente_util.c: small helpers the Pente grammai tests share: set up, list moves, play. */
#include "pente_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PU_BUFS 4
#define PU_LEN 65536

static char *next_buf(void)
{
    static char bufs[PU_BUFS][PU_LEN];
    static int at;
    at = (at + 1) % PU_BUFS;
    bufs[at][0] = '\0';
    return bufs[at];
}

bool pu_setup(struct ludi_state *s, int lines, bool classic, const char *pos, int die)
{
    struct ludi_options o;
    char err[LUDI_ERR_LEN], kv[32];
    ludi_options_default(LUDI_PENTE, &o);
    snprintf(kv, sizeof kv, "lines=%d", lines);
    if (!ludi_options_set(&o, kv, err, sizeof err) ||
        !ludi_options_set(&o, classic ? "mode=classic" : "mode=knockoff", err, sizeof err)) {
        printf("setup: %s\n", err);
        return false;
    }
    if (pos) {
        if (!ludi_position_parse(&o, pos, s, err, sizeof err)) {
            printf("setup: '%s': %s\n", pos, err);
            return false;
        }
    } else {
        ludi_start(&o, s);
    }
    if (die) {
        struct ludi_state t;
        if (!ludi_set_dice(s, &die, 1, &t, err, sizeof err)) {
            printf("setup: die %d: %s\n", die, err);
            return false;
        }
        *s = t;
    }
    return true;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static const char *join_sorted(char (*items)[LUDI_MOVE_LEN], int n)
{
    char *out = next_buf();
    char **ptr = malloc((size_t)(n ? n : 1) * sizeof *ptr);
    if (!ptr)
        return "out of memory";
    for (int i = 0; i < n; i++)
        ptr[i] = items[i];
    qsort(ptr, (size_t)n, sizeof *ptr, cmp_str);
    size_t pos = 0;
    for (int i = 0; i < n; i++)
        pos += (size_t)snprintf(out + pos, pos < PU_LEN ? PU_LEN - pos : 0, "%s%s", i ? " " : "",
                                ptr[i]);
    free(ptr);
    return out;
}

const char *pu_moves(const struct ludi_state *s)
{
    static struct ludi_move mv[LUDI_MAX_MOVES];
    static char names[LUDI_MAX_MOVES][LUDI_MOVE_LEN];
    int n = ludi_moves(s, NULL, mv, LUDI_MAX_MOVES);
    for (int i = 0; i < n; i++)
        ludi_move_format(s, &mv[i], names[i], sizeof names[i]);
    return join_sorted(names, n);
}

const char *pu_steps(const struct ludi_state *s, const char *made)
{
    static char names[LUDI_MAX_MOVES][LUDI_MOVE_LEN];
    struct ludi_move m;
    struct ludi_step out[256];
    char err[LUDI_ERR_LEN];
    memset(&m, 0, sizeof m);
    if (made && *made && !ludi_move_parse(s, made, &m, err, sizeof err))
        return "bad made steps";
    int n = ludi_legal_steps(s, NULL, m.steps, m.nsteps, out, 256);
    for (int i = 0; i < n && i < 256; i++) {
        struct ludi_move one;
        memset(&one, 0, sizeof one);
        one.nsteps = 1;
        one.steps[0] = out[i];
        ludi_move_format(s, &one, names[i], sizeof names[i]);
    }
    return join_sorted(names, n < 256 ? n : 256);
}

const char *pu_pos(const struct ludi_state *s)
{
    char *out = next_buf();
    ludi_position_format(s, out, PU_LEN);
    return out;
}

bool pu_play(const struct ludi_state *s, const char *move, struct ludi_state *out, char *err,
             size_t errlen)
{
    struct ludi_move m;
    if (!ludi_move_parse(s, move, &m, err, errlen))
        return false;
    return ludi_apply(s, NULL, &m, out, err, errlen);
}

const char *pu_after(const struct ludi_state *s, const char *move)
{
    struct ludi_state t;
    char err[LUDI_ERR_LEN];
    if (!pu_play(s, move, &t, err, sizeof err)) {
        char *out = next_buf();
        snprintf(out, PU_LEN, "refused: %s", err);
        return out;
    }
    return pu_pos(&t);
}
