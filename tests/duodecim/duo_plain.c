/* duo_plain.c: the simple second generator: every order of the dice, every counter, the rules
 * read literally from RULES.md section 3, positions compared whole. */
#include "duo_plain.h"

#include <stdlib.h>
#include <string.h>

/* A path as three runs of points: the row, the column of the run's first point, its direction
 * (+1 rightwards) and its length, straight from the text of the rules. */
struct run {
    int row, first, dir, len;
};

static const struct run path_one[3] = {{1, 5, -1, 6}, {2, 0, +1, 12}, {0, 11, -1, 12}};
static const struct run path_two[3] = {{1, 6, +1, 6}, {0, 11, -1, 12}, {2, 0, +1, 12}};
static const struct run path_two_cross[3] = {{1, 6, +1, 6}, {2, 11, -1, 12}, {0, 0, +1, 12}};

void plain_cell(int cross, int side, int point, int *row, int *col)
{
    const struct run *runs = side == 0 ? path_one : cross ? path_two_cross : path_two;
    int k = point - 1;
    for (int i = 0; i < 3; i++) {
        if (k < runs[i].len) {
            *row = runs[i].row;
            *col = runs[i].first + runs[i].dir * k;
            return;
        }
        k -= runs[i].len;
    }
    *row = *col = -1;
}

/* The opponent's point on the same cell as point `point` of side, or 0: found by comparing
 * cells, remembered in a table filled on first use. */
static int plain_facing(int cross, int side, int point)
{
    static int table[2][2][31], filled;
    if (!filled) {
        for (int x = 0; x < 2; x++)
            for (int s = 0; s < 2; s++)
                for (int p = 1; p <= 30; p++) {
                    int r, c, r2, c2;
                    table[x][s][p] = 0;
                    plain_cell(x, s, p, &r, &c);
                    for (int q = 1; q <= 30; q++) {
                        plain_cell(x, 1 - s, q, &r2, &c2);
                        if (r == r2 && c == c2)
                            table[x][s][p] = q;
                    }
                }
        filled = 1;
    }
    return table[cross ? 1 : 0][side][point];
}

int plain_step(struct plain *p, int from, int v)
{
    int me = p->side, op = 1 - me;
    int *own = p->cnt[me];
    if (from < 0 || from > 30 || own[from] == 0)
        return 0;
    if (own[0] > 0 && from != 0)
        return 0;                       /* a waiting counter must enter first */
    int to = from + v;
    if (to <= 30) {
        int q = plain_facing(p->cross, me, to);
        if (q && p->cnt[op][q] >= 2)
            return 0;                   /* two or more opposing counters */
        own[from]--;
        own[to]++;
        if (q && p->cnt[op][q] == 1) {
            p->cnt[op][q] = 0;          /* a lone counter is hit */
            p->cnt[op][0]++;
        }
        return 1;
    }
    for (int i = 0; i < 25; i++)
        if (own[i])
            return 0;                   /* bearing off needs every counter on 25..30 */
    if (to > 31) {
        if (own[31 - v])
            return 0;                   /* that die bears off from its own point */
        for (int i = 25; i < 31 - v; i++)
            if (own[i])
                return 0;               /* a counter further back: move within the board */
        for (int i = 25; i < from; i++)
            if (own[i])
                return 0;               /* only the lowest counter overshoots */
    }
    own[from]--;
    own[31]++;
    return 1;
}

int plain_same(const struct plain *a, const struct plain *b)
{
    return memcmp(a->cnt, b->cnt, sizeof a->cnt) == 0;
}

struct plain_ctx {
    struct plain *found;
    int *next;                   /* chains of found positions with the same checksum bucket */
    int head[4096];
    int n, max, best_dice, best_pips;
};

static unsigned checksum(const struct plain *p)
{
    unsigned h = 0;
    for (int s = 0; s < 2; s++)
        for (int i = 0; i < 32; i++)
            h = h * 31u + (unsigned)p->cnt[s][i];
    return h & 4095u;
}

static void leaf(struct plain_ctx *c, const struct plain *p, int ndice, int pips)
{
    if (ndice < c->best_dice || (ndice == c->best_dice && pips < c->best_pips))
        return;
    if (ndice > c->best_dice || pips > c->best_pips) {
        c->best_dice = ndice;
        c->best_pips = pips;
        c->n = 0;
        for (int i = 0; i < 4096; i++)
            c->head[i] = -1;
    }
    unsigned h = checksum(p);
    for (int i = c->head[h]; i >= 0; i = c->next[i])
        if (plain_same(&c->found[i], p))
            return;
    if (c->n == c->max)
        return;
    c->found[c->n] = *p;
    c->next[c->n] = c->head[h];
    c->head[h] = c->n;
    c->n++;
}

static void rec(struct plain_ctx *c, const struct plain *p, const int dice[3], int used,
                int ndice, int pips)
{
    int any = 0;
    for (int i = 0; i < 3; i++) {
        if (used & (1 << i))
            continue;
        for (int from = 0; from <= 30; from++) {
            struct plain q = *p;
            if (!plain_step(&q, from, dice[i]))
                continue;
            any = 1;
            rec(c, &q, dice, used | (1 << i), ndice + 1, pips + dice[i]);
        }
    }
    if (!any)
        leaf(c, p, ndice, pips);
}

int plain_turns(const struct plain *p, const int dice[3], struct plain *out, int cap)
{
    struct plain_ctx *c = malloc(sizeof *c);
    if (!c)
        return -1;
    c->max = 8192;
    c->found = malloc((size_t)c->max * sizeof *c->found);
    c->next = malloc((size_t)c->max * sizeof *c->next);
    if (!c->found || !c->next) {
        free(c->found);
        free(c->next);
        free(c);
        return -1;
    }
    c->n = 0;
    c->best_dice = -1;
    c->best_pips = -1;
    rec(c, p, dice, 0, 0, 0);
    int n = c->best_dice == 0 ? 0 : c->n;
    for (int i = 0; i < n && i < cap; i++)
        out[i] = c->found[i];
    free(c->found);
    free(c->next);
    free(c);
    return n;
}
