/* test_pente_cache.c: the solved Pente grammai tables as bytes for the program's cache: read
 * back only when whole and still right, and kept through the functions the program gives. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ludi/ai.h"
#include "ludi/rules.h"
#include "../check.h"
#include "pente_solve.h"

static void *good;                   /* the classic table's bytes, as a cache would hold them */
static size_t good_len;
static int reads, writes;
static char written_name[64];
static size_t written_len;
static void *written;

static bool fake_read(const char *name, size_t max, void **data, size_t *len)
{
    reads++;
    if (strcmp(name, "pente5-classic.table") != 0 || good_len > max)
        return false;   /* no knock-off table kept yet */
    *data = malloc(good_len);
    if (!*data)
        return false;
    memcpy(*data, good, good_len);
    *len = good_len;
    return true;
}

static bool fake_write(const char *name, const void *data, size_t len)
{
    writes++;
    snprintf(written_name, sizeof written_name, "%s", name);
    free(written);
    written = malloc(len);
    if (written)
        memcpy(written, data, len);
    written_len = len;
    return written != NULL;
}

/* Bytes of a solved table read back into a prepared one; damaged bytes never are. */
static void test_bytes(void)
{
    struct ps_table t, u;
    CHECK(ps_solve(&t, LUDI_PENTE_CLASSIC, 1e-13, 2, 0.5));
    good = ps_to_bytes(&t, &good_len);
    CHECK(good != NULL && good_len == ps_cache_size(&t));
    CHECK(ps_prepare(&u, LUDI_PENTE_CLASSIC));
    CHECK(ps_from_bytes(&u, good, good_len));
    CHECK(u.value && memcmp(u.value, t.value, (size_t)t.nstates * sizeof(double)) == 0);
    ps_free(&u);
    unsigned char *bad = malloc(good_len);
    CHECK(bad != NULL);
    if (bad) {
        memcpy(bad, good, good_len);
        bad[good_len / 2] ^= 0x40;   /* a value damaged: the checksum tells */
        CHECK(ps_prepare(&u, LUDI_PENTE_CLASSIC) && !ps_from_bytes(&u, bad, good_len));
        CHECK(u.value == NULL);
        CHECK(!ps_from_bytes(&u, good, good_len - 8));   /* cut short */
        memcpy(bad, good, good_len);
        bad[0] = 'X';                                    /* not a table */
        CHECK(!ps_from_bytes(&u, bad, good_len));
        ps_free(&u);
        free(bad);
    }
    /* whole and checksummed, but no longer the rules' fixed point (an older program's) */
    for (uint32_t i = 0; i < t.nstates; i++)
        t.value[i] = t.value[i] * 0.9 + 0.05;
    size_t len;
    void *stale = ps_to_bytes(&t, &len);
    CHECK(stale && ps_prepare(&u, LUDI_PENTE_CLASSIC) && !ps_from_bytes(&u, stale, len));
    free(stale);
    ps_free(&u);
    ps_free(&t);
}

/* The shared tables use the program's cache: one found there is not solved again nor written;
 * one not found is solved and given to the cache to keep. */
static void test_hooks(void)
{
    struct ludi_options o;
    ludi_options_default(LUDI_PENTE, &o);
    CHECK(ludi_options_set(&o, "mode=classic", NULL, 0));
    ludi_ai_set_cache(fake_read, fake_write);
    CHECK(ludi_ai_prepare(&o, true));
    CHECK_INT(reads, 1);
    CHECK_INT(writes, 0);
    CHECK(ludi_options_set(&o, "mode=knockoff", NULL, 0));
    CHECK(ludi_ai_prepare(&o, true));
    CHECK_INT(reads, 2);
    CHECK_INT(writes, 1);
    CHECK_STR(written_name, "pente5-knockoff.table");
    struct ps_table u;
    CHECK(ps_prepare(&u, LUDI_PENTE_KNOCKOFF) && written &&
          ps_from_bytes(&u, written, written_len));
    ps_free(&u);
    ludi_ai_set_cache(NULL, NULL);
}

int main(void)
{
    RUN(test_bytes);
    RUN(test_hooks);
    free(good);
    free(written);
    return check_summary();
}
