/* fuzz_settings.c: the settings file: whatever is read writes a file that reads whole and
 * writes the same again. */
#include "fuzz.h"
#include "ludi/settings.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    if (!text)
        return 0;
    struct ludi_settings s, back;
    char note[200];
    ludi_settings_default(&s);
    ludi_settings_parse(text, &s, note, sizeof note);
    char *once, *twice;
    FUZZ_FORMAT(once, ludi_settings_format, &s);
    FUZZ_CHECK(once != NULL);
    ludi_settings_default(&back);
    FUZZ_CHECK(ludi_settings_parse(once, &back, note, sizeof note));
    FUZZ_FORMAT(twice, ludi_settings_format, &back);
    FUZZ_CHECK(twice && strcmp(once, twice) == 0);
    free(once);
    free(twice);
    free(text);
    return 0;
}
