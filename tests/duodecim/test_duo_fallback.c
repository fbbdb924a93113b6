/* test_duo_fallback.c: the generator with room for only 64 turns on the stack (a special build
 * of the core) must fall back to the heap and still list exactly the simple generator's turns. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ludi/rules.h"
#include "../check.h"
#include "duo_plain.h"
#include "duo_util.h"

static struct ludi_move moves_buf[LUDI_MAX_MOVES];
static struct plain plain_buf[8192], core_buf[8192];

static int plain_cmp(const void *a, const void *b)
{
    const struct plain *x = a, *y = b;
    return memcmp(x->cnt, y->cnt, sizeof x->cnt);
}

static void test_many_turns_fall_back(void)
{
    static const char *const pos[] = {
        "one:1,2,3,4,5,6,7,8,9,10,11,12,13,14,15 two:off*15 one",
        "one:1,2,3,4,5,6,11,12,13,14,16,18,20,21,23 "
        "two:off,1,8,10,15,16,17,18,20,22,23,24,25,27,30 one",
    };
    int big = 0;
    for (int k = 0; k < 2; k++) {
        for (int a = 1; a <= 6; a++)
            for (int b = 1; b <= a; b++)
                for (int c = 1; c <= b; c++) {
                    struct ludi_state s;
                    struct plain p;
                    if (!duo_setup(k, pos[k], a, b, c, &s)) {
                        CHECK(0);
                        continue;
                    }
                    int dice[3] = {a, b, c};
                    duo_to_plain(&s, &p);
                    int np = plain_turns(&p, dice, plain_buf, 8192);
                    int nc = ludi_moves(&s, NULL, moves_buf, LUDI_MAX_MOVES);
                    CHECK_MSG(nc == np, "position %d dice %d %d %d: %d turns, expected %d", k, a,
                              b, c, nc, np);
                    if (nc != np || np == 0)
                        continue;
                    if (nc > 64)
                        big++;
                    for (int i = 0; i < nc; i++) {
                        struct ludi_state t;
                        ludi_apply_trusted(&s, NULL, &moves_buf[i], &t);
                        duo_to_plain(&t, &core_buf[i]);
                        core_buf[i].side = p.side;
                    }
                    qsort(plain_buf, (size_t)np, sizeof plain_buf[0], plain_cmp);
                    qsort(core_buf, (size_t)nc, sizeof core_buf[0], plain_cmp);
                    int same = 1;
                    for (int i = 0; i < nc; i++)
                        same &= plain_same(&plain_buf[i], &core_buf[i]);
                    CHECK_MSG(same, "position %d dice %d %d %d: other positions", k, a, b, c);
                }
    }
    CHECK(big > 50);   /* the fallback was really taken */
}

int main(void)
{
    RUN(test_many_turns_fall_back);
    return check_summary();
}
