/* lat_plain.c: the simple counter: a char board, square by square, no cleverness at all. */
#include <string.h>

#include "lat_plain.h"

int plain_parse(struct plain *p, const char *text)
{
    char rows[10][16];
    int nrows = 0, col = 0;
    const char *t = text;
    memset(p->sq, '.', sizeof p->sq);
    for (; *t && *t != ' '; t++) {
        if (*t == '/') {
            nrows++;
            col = 0;
            continue;
        }
        if (nrows >= 10)
            return -1;
        if (*t >= '0' && *t <= '9') {
            int n = *t - '0';
            if (t[1] >= '0' && t[1] <= '9')
                n = n * 10 + (*++t - '0');
            while (n-- > 0 && col < 16)
                rows[nrows][col++] = '.';
        } else if (col < 16) {
            rows[nrows][col++] = *t;
        }
    }
    p->h = nrows + 1;
    p->w = col;
    for (int r = 0; r < p->h; r++)
        for (int f = 0; f < p->w; f++)
            p->sq[p->h - 1 - r][f] = rows[r][f];
    if (*t != ' ')
        return -1;
    p->side = t[1] == 'w';
    p->nocap = 0;
    for (t += 3; *t >= '0' && *t <= '9'; t++)
        p->nocap = p->nocap * 10 + (*t - '0');
    return 0;
}

static int owner(char c)
{
    if (c == 'b' || c == 'B')
        return 0;
    if (c == 'w' || c == 'W')
        return 1;
    return -1;
}

static int on_board(const struct plain *p, int r, int f)
{
    return r >= 0 && r < p->h && f >= 0 && f < p->w;
}

static const int dr[4] = {1, -1, 0, 0}, df[4] = {0, 0, 1, -1};

int plain_moves(const struct plain *p, int (*out)[2], int cap)
{
    int n = 0;
    for (int r = 0; r < p->h; r++)
        for (int f = 0; f < p->w; f++) {
            if (owner(p->sq[r][f]) != p->side)
                continue;
            for (int d = 0; d < 4; d++)
                for (int k = 1;; k++) {
                    int r2 = r + dr[d] * k, f2 = f + df[d] * k;
                    if (!on_board(p, r2, f2) || p->sq[r2][f2] != '.')
                        break;
                    if (n < cap) {
                        out[n][0] = r * p->w + f;
                        out[n][1] = r2 * p->w + f2;
                    }
                    n++;
                }
        }
    return n;
}

int plain_play(struct plain *p, int from, int to)
{
    int r = to / p->w, f = to % p->w, me = p->side, taken = 0;
    p->sq[r][f] = p->sq[from / p->w][from % p->w];
    p->sq[from / p->w][from % p->w] = '.';
    char grid[10][12];
    memcpy(grid, p->sq, sizeof grid);
    for (int d = 0; d < 4; d++) {
        int k = 1;
        while (on_board(p, r + dr[d] * k, f + df[d] * k) &&
               owner(p->sq[r + dr[d] * k][f + df[d] * k]) == !me)
            k++;
        int r2 = r + dr[d] * k, f2 = f + df[d] * k;
        if (k > 1 && on_board(p, r2, f2) && owner(p->sq[r2][f2]) == me)
            for (int j = 1; j < k; j++) {
                char *c = &grid[r + dr[d] * j][f + df[d] * j];
                if (*c == 'b' || *c == 'w') {
                    *c = '.';
                    taken++;
                }
            }
    }
    /* corners */
    int corners[4][2] = {{0, 0}, {0, p->w - 1}, {p->h - 1, 0}, {p->h - 1, p->w - 1}};
    for (int c = 0; c < 4; c++) {
        int cr = corners[c][0], cf = corners[c][1];
        char man = me ? 'b' : 'w';
        if (grid[cr][cf] != man)
            continue;
        int ar = cr, af = cf == 0 ? 1 : cf - 1, br = cr == 0 ? 1 : cr - 1, bf = cf;
        int landed = (r == ar && f == af) || (r == br && f == bf);
        if (landed && owner(p->sq[ar][af]) == me && owner(p->sq[br][bf]) == me) {
            grid[cr][cf] = '.';
            taken++;
        }
    }
    memcpy(p->sq, grid, sizeof grid);
    p->side = !me;
    p->nocap = taken ? 0 : p->nocap + 1;
    return taken;
}

static int king_stuck(const struct plain *p, int side)
{
    char king = side ? 'W' : 'B';
    for (int r = 0; r < p->h; r++)
        for (int f = 0; f < p->w; f++) {
            if (p->sq[r][f] != king)
                continue;
            int free = 0, enemies = 0, edges = 0;
            for (int d = 0; d < 4; d++) {
                int r2 = r + dr[d], f2 = f + df[d];
                if (!on_board(p, r2, f2))
                    edges++;
                else if (p->sq[r2][f2] == '.')
                    free++;
                else if (owner(p->sq[r2][f2]) == !side)
                    enemies++;
            }
            return p->surrounded ? enemies == 4 : free == 0;
        }
    return 0;
}

int plain_over(const struct plain *p)
{
    int o = p->side, men = 0;
    int dummy[1][2];
    for (int r = 0; r < p->h; r++)
        for (int f = 0; f < p->w; f++)
            men += p->sq[r][f] == (o ? 'w' : 'b');
    if (men == 0 || king_stuck(p, o) || king_stuck(p, !o))
        return 1;
    if (plain_moves(p, dummy, 0) == 0)
        return 1;
    return p->nocap_limit && p->nocap >= p->nocap_limit;
}

int64_t plain_perft(const struct plain *p, int depth)
{
    int mv[600][2];
    int n = plain_moves(p, mv, 600);
    if (depth == 1)
        return n;
    int64_t total = 0;
    for (int i = 0; i < n; i++) {
        struct plain q = *p;
        plain_play(&q, mv[i][0], mv[i][1]);
        if (!plain_over(&q))
            total += plain_perft(&q, depth - 1);
    }
    return total;
}
