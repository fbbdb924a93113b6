/* duo_util.h: small helpers the Duodecim scripta tests share: states from text, move lists. */
#ifndef DUO_UTIL_H
#define DUO_UTIL_H

#include <stdlib.h>
#include <string.h>

#include "ludi/rules.h"
#include "duo_plain.h"

/* A state from a position string under path (0 standard, 1 cross), with the dice thrown when
 * d0 is not 0. Returns 0 and prints why when the position or the dice are refused. */
static inline int duo_setup(int cross, const char *pos, int d0, int d1, int d2,
                            struct ludi_state *out)
{
    struct ludi_options opt;
    struct ludi_state s;
    char err[LUDI_ERR_LEN];
    ludi_options_default(LUDI_DUODECIM, &opt);
    if (!ludi_options_set(&opt, cross ? "path=cross" : "path=standard", err, sizeof err)) {
        printf("options refused: %s\n", err);
        return 0;
    }
    if (!ludi_position_parse(&opt, pos, &s, err, sizeof err)) {
        printf("position '%s' refused: %s\n", pos, err);
        return 0;
    }
    if (d0) {
        int v[3] = {d0, d1, d2};
        if (!ludi_set_dice(&s, v, 3, &s, err, sizeof err)) {
            printf("dice refused: %s\n", err);
            return 0;
        }
    }
    *out = s;
    return 1;
}

static inline void duo_to_plain(const struct ludi_state *s, struct plain *p)
{
    memset(p, 0, sizeof *p);
    p->cross = s->opt.path == LUDI_PATH_CROSS;
    p->side = s->side;
    for (int side = 0; side < 2; side++)
        for (int i = 0; i < 32; i++)
            p->cnt[side][i] = s->g.duo.cnt[side][i];
}

static inline int duo_cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The positions (strings) after each legal whole turn, sorted and joined with " | "; "pass"
 * for the pass move. The caller frees the result. */
static inline char *duo_results(const struct ludi_state *s)
{
    struct ludi_move *mv = malloc(LUDI_MAX_MOVES * sizeof *mv);
    int n = ludi_moves(s, NULL, mv, LUDI_MAX_MOVES);
    char **list = malloc((size_t)(n > 0 ? n : 1) * sizeof *list);
    size_t total = 1;
    for (int i = 0; i < n; i++) {
        struct ludi_state t;
        list[i] = malloc(LUDI_POS_LEN);
        if (mv[i].nsteps == 0) {
            strcpy(list[i], "pass");
        } else {
            ludi_apply_trusted(s, NULL, &mv[i], &t);
            ludi_position_format(&t, list[i], LUDI_POS_LEN);
        }
        total += strlen(list[i]) + 3;
    }
    qsort(list, (size_t)n, sizeof *list, duo_cmp_str);
    char *out = malloc(total);
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        if (i)
            strcat(out, " | ");
        strcat(out, list[i]);
        free(list[i]);
    }
    free(list);
    free(mv);
    return out;
}

/* Sorts the " | "-joined list text in place (for expected lists written in any order). */
static inline char *duo_sorted(const char *text)
{
    char *copy = malloc(strlen(text) + 1), *items[512];
    int n = 0;
    strcpy(copy, text);
    for (char *p = copy; p && *p;) {
        items[n++] = p;
        p = strstr(p, " | ");
        if (p) {
            *p = '\0';
            p += 3;
        }
    }
    qsort(items, (size_t)n, sizeof *items, duo_cmp_str);
    char *out = malloc(strlen(text) + 1);
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        if (i)
            strcat(out, " | ");
        strcat(out, items[i]);
    }
    free(copy);
    return out;
}

#endif
