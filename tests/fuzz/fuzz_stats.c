/* fuzz_stats.c: the statistics file: counts never overflow (UBSan watches), impossible rows are
 * refused, and whatever is read writes a file that reads whole and writes the same again. */
#include "fuzz.h"
#include "ludi/settings.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    if (!text)
        return 0;
    struct ludi_stats st = {0}, back = {0};
    char note[200];
    ludi_stats_parse(text, &st, note, sizeof note);
    for (int i = 0; i < st.n; i++)
        FUZZ_CHECK(st.row[i].played >= 0 && st.row[i].won >= 0 && st.row[i].drawn >= 0 &&
                   st.row[i].won + st.row[i].drawn <= st.row[i].played);
    char *once, *twice;
    FUZZ_FORMAT(once, ludi_stats_format, &st);
    FUZZ_CHECK(once != NULL);
    FUZZ_CHECK(ludi_stats_parse(once, &back, note, sizeof note));
    FUZZ_CHECK(back.n == st.n);
    FUZZ_FORMAT(twice, ludi_stats_format, &back);
    FUZZ_CHECK(twice && strcmp(once, twice) == 0);
    free(once);
    free(twice);
    ludi_stats_free(&st);
    ludi_stats_free(&back);
    free(text);
    return 0;
}
