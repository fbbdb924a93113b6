/* test_i18n.c: every text of the window exists in English and German, and the two carry the
 * same printf conversions in the same order (trf formats them with the same arguments). */
#include <string.h>

#include "../check.h"
#include "i18n.h"

/* The conversions of a format ("%d", "%s", "%%") in order, as a string like "ds%". */
static void conversions(const char *f, char *out, size_t len)
{
    size_t n = 0;
    for (const char *p = f; *p && n + 1 < len; p++) {
        if (*p != '%')
            continue;
        p++;
        while (*p && strchr("-+ #0123456789.*lhz", *p))
            p++;
        if (!*p)
            break;
        out[n++] = *p;
    }
    out[n] = '\0';
}

static void test_tables_complete(void)
{
    for (int id = 0; id < STR_COUNT; id++) {
        const char *en = i18n_en[id], *de = i18n_de[id];
        CHECK_MSG(en && *en, "English text %d is missing", id);
        CHECK_MSG(de && *de, "German text %d is missing (English: %s)", id, en ? en : "?");
        if (!en || !de)
            continue;
        char ce[32], cd[32];
        conversions(en, ce, sizeof ce);
        conversions(de, cd, sizeof cd);
        CHECK_MSG(strcmp(ce, cd) == 0, "text %d: conversions '%s' in English, '%s' in German",
                  id, ce, cd);
    }
}

static void test_lookup(void)
{
    CHECK_STR(i18n_get(I18N_EN, STR_NEW_GAME), "New game");
    CHECK_STR(i18n_get(I18N_DE, STR_NEW_GAME), "Neues Spiel");
    CHECK_STR(i18n_get(I18N_DE, (enum str_id)STR_COUNT), "");
    CHECK(i18n_choose(LUDI_LANG_DE) == I18N_DE);
    CHECK(i18n_choose(LUDI_LANG_EN) == I18N_EN);
}

int main(void)
{
    RUN(test_tables_complete);
    RUN(test_lookup);
    return check_summary();
}
