/* lat_rep.c: the repetition rule's memory: positions since the last capture, those seen twice. */
#include <stdlib.h>
#include <string.h>

#include "lat_board.h"

void lat_rep_init(struct ludi_lat_rep *r)
{
    r->hist = r->small[0];
    r->twice = r->small[1];
    r->cap = LUDI_LAT_REP_SMALL;
    r->root_n = 0;
    r->heap = NULL;
    r->heap_cap = 0;
}

void lat_rep_free(struct ludi_lat_rep *r)
{
    free(r->heap);
    lat_rep_init(r);
}

/* Room for `need` entries in each of hist and twice. */
static bool reserve(struct ludi_lat_rep *r, size_t need)
{
    if (need <= LUDI_LAT_REP_SMALL) {
        r->hist = r->small[0];
        r->twice = r->small[1];
        r->cap = LUDI_LAT_REP_SMALL;
        return true;
    }
    if (need > r->heap_cap) {
        if (need > SIZE_MAX / 2 / sizeof r->heap[0])
            return false;
        uint64_t *h = realloc(r->heap, 2 * need * sizeof h[0]);
        if (!h)
            return false;
        r->heap = h;
        r->heap_cap = need;
    }
    r->hist = r->heap;
    r->twice = r->heap + r->heap_cap;
    r->cap = r->heap_cap;
    return true;
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

static uint64_t filter_bit(uint64_t h)
{
    return (uint64_t)1 << (h >> 58);
}

bool lat_rep_start(struct ludi_lat_rep *r, const struct ludi_past *past, uint64_t root,
                   bool forbid, size_t depth, struct ludi_lat_rep_at *at)
{
    size_t n = past ? past->n : 0;
    if (n > UINT32_MAX - depth - 2 || !reserve(r, n + 1 + depth))
        return false;
    if (n)
        memcpy(r->hist, past->hash, n * sizeof r->hist[0]);
    r->hist[n] = root;
    r->root_n = n + 1;
    at->hist_lo = 0;
    at->hist_n = (uint32_t)(n + 1);
    at->twice_lo = at->twice_hi = 0;
    at->filter = 0;
    /* a position needs four plies to come round again, so a second occurrence needs at least
     * five positions */
    if (!forbid || n + 1 < 5)
        return true;
    uint64_t *t = r->twice;
    uint32_t k = 0;
    if (n + 1 <= 64) {
        /* few: each position whose one earlier occurrence lies an even number of plies back */
        for (int i = 4; i <= (int)n; i++) {
            int seen = 0;
            for (int j = i - 2; j >= 0 && seen < 2; j -= 2)
                seen += r->hist[j] == r->hist[i];
            if (seen == 1) {
                t[k++] = r->hist[i];
                at->filter |= filter_bit(r->hist[i]);
            }
        }
    } else {
        /* many: sort a copy, keep each run of two or more once */
        memcpy(t, r->hist, (n + 1) * sizeof t[0]);
        qsort(t, n + 1, sizeof t[0], cmp_u64);
        for (size_t i = 1; i <= n; i++) {
            if (t[i] == t[i - 1] && (k == 0 || t[k - 1] != t[i])) {
                t[k++] = t[i];
                at->filter |= filter_bit(t[i]);
            }
        }
    }
    at->twice_hi = k;
    return true;
}

void lat_rep_push(struct ludi_lat_rep *r, const struct ludi_lat_rep_at *p, uint64_t h,
                  bool captured, bool forbid, struct ludi_lat_rep_at *c)
{
    uint32_t k = p->hist_n;
    r->hist[k] = h;
    c->hist_n = k + 1;
    c->twice_hi = p->twice_hi;
    if (captured) {
        /* a capture can never be undone: older positions cannot recur */
        c->hist_lo = k;
        c->twice_lo = p->twice_hi;
        c->filter = 0;
        return;
    }
    c->hist_lo = p->hist_lo;
    c->twice_lo = p->twice_lo;
    c->filter = p->filter;
    if (!forbid)
        return;
    /* seen exactly once before makes it twice now; only positions an even number of plies
     * back have the same side to move */
    int seen = 0;
    for (uint32_t i = k; i >= p->hist_lo + 2 && seen < 2; i -= 2)
        seen += r->hist[i - 2] == h;
    if (seen == 1) {
        r->twice[c->twice_hi++] = h;
        c->filter |= filter_bit(h);
    }
}

struct lat_twice lat_rep_twice(const struct ludi_lat_rep *r, const struct ludi_lat_rep_at *at)
{
    struct lat_twice t = {r->twice + at->twice_lo, (int)(at->twice_hi - at->twice_lo),
                          at->filter};
    return t;
}

bool lat_twice_has(const struct lat_twice *t, uint64_t h)
{
    if (!(t->filter & filter_bit(h)))
        return false;
    for (int i = 0; i < t->n; i++)
        if (t->h[i] == h)
            return true;
    return false;
}
