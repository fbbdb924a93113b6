/* pente_plain.c: brute force over plain arrays from RULES.md alone, sharing no core code. */
#include "pente_plain.h"

#include <string.h>

bool plain_sacred(int lines, int point)
{
    int m = (lines + 1) / 2;
    return point == m - 1 || point == lines + m - 1;
}

void plain_sort(struct plain_pos *p)
{
    for (int s = 0; s < 2; s++)
        for (int i = 1; i < p->lines; i++)
            for (int j = i; j > 0 && p->at[s][j - 1] > p->at[s][j]; j--) {
                int t = p->at[s][j];
                p->at[s][j] = p->at[s][j - 1];
                p->at[s][j - 1] = t;
            }
}

bool plain_equal(const struct plain_pos *a, const struct plain_pos *b)
{
    if (a->lines != b->lines)
        return false;
    for (int s = 0; s < 2; s++)
        for (int i = 0; i < a->lines; i++)
            if (a->at[s][i] != b->at[s][i])
                return false;
    return true;
}

static int count_at(const struct plain_pos *p, int side, int point)
{
    int n = 0;
    for (int i = 0; i < p->lines; i++)
        if (p->at[side][i] == point)
            n++;
    return n;
}

static void add_result(struct plain_pos *q, struct plain_pos *out, int cap, int *n)
{
    plain_sort(q);
    for (int i = 0; i < *n; i++)
        if (plain_equal(&out[i], q))
            return;
    if (*n < cap)
        out[(*n)++] = *q;
}

/* Knock-off: try every counter by itself, then keep what the rules allow. */
static int knockoff(const struct plain_pos *p, int side, int d, struct plain_pos *out, int cap)
{
    int L = p->lines, n = 0, other = 1 - side;
    int entry = side == 0 ? d - 1 : (L + d - 1) % (2 * L);
    bool any_off = count_at(p, side, -1) > 0;
    bool entry_takes = plain_sacred(L, entry) || count_at(p, side, entry) == 0;
    bool must_enter = any_off && entry_takes;
    for (int i = 0; i < L; i++) {
        int from = p->at[side][i];
        if (must_enter && from != -1)
            continue;
        int to;
        if (from == -1) {
            if (!entry_takes)
                continue;
            to = entry;
        } else {
            to = (from + d) % (2 * L);
        }
        if (!plain_sacred(L, to) && count_at(p, side, to) > 0)
            continue;
        struct plain_pos q = *p;
        q.at[side][i] = to;
        if (!plain_sacred(L, to))
            for (int j = 0; j < L; j++)
                if (q.at[other][j] == to)
                    q.at[other][j] = -1;
        add_result(&q, out, cap, &n);
    }
    return n;
}

bool plain_classic_step(struct plain_pos *p, bool *moved, int side, int from, int to)
{
    int L = p->lines;
    if (from < 0 || to < 0 || from >= 2 * L || to >= 2 * L)
        return false;
    int len = (to - from + 2 * L) % (2 * L);
    if (len < 1 || len > 6)
        return false;
    if (!plain_sacred(L, to) && (count_at(p, 0, to) + count_at(p, 1, to)) > 0)
        return false;
    for (int i = 0; i < L; i++) {
        if (p->at[side][i] == from && !moved[i]) {
            p->at[side][i] = to;
            moved[i] = true;
            return true;
        }
    }
    return false;
}

/* Classic: every order of every split, one step at a time, exactly as a player would play. */
static void classic_rec(struct plain_pos *p, bool *moved, int side, int left,
                        struct plain_pos *out, int cap, int *n)
{
    if (left == 0) {
        struct plain_pos q = *p;
        add_result(&q, out, cap, n);
        return;
    }
    int L = p->lines;
    for (int i = 0; i < L; i++) {
        if (moved[i])
            continue;
        for (int k = 1; k <= left; k++) {
            int from = p->at[side][i], to = (from + k) % (2 * L);
            if (!plain_sacred(L, to) && (count_at(p, 0, to) + count_at(p, 1, to)) > 0)
                continue;
            p->at[side][i] = to;
            moved[i] = true;
            classic_rec(p, moved, side, left - k, out, cap, n);
            moved[i] = false;
            p->at[side][i] = from;
        }
    }
}

int plain_results(const struct plain_pos *start, bool classic, int side, int d,
                  struct plain_pos *out, int cap)
{
    if (!classic)
        return knockoff(start, side, d, out, cap);
    struct plain_pos p = *start;
    bool moved[PLAIN_MAX_LINES];
    memset(moved, 0, sizeof moved);
    int n = 0;
    classic_rec(&p, moved, side, d, out, cap, &n);
    return n;
}
