/* fuzz_settings.c: the settings file: whatever is read writes a file that reads whole and
 * writes the same again. */
#include "fuzz.h"
#include "ludi/settings.h"

static char *format(const struct ludi_settings *s)
{
    size_t need = ludi_settings_format(s, NULL, 0);
    char *t = malloc(need + 1);
    if (t)
        ludi_settings_format(s, t, need + 1);
    return t;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    if (!text)
        return 0;
    struct ludi_settings s, back;
    char note[200];
    ludi_settings_default(&s);
    ludi_settings_parse(text, &s, note, sizeof note);
    char *once = format(&s);
    FUZZ_CHECK(once != NULL);
    ludi_settings_default(&back);
    FUZZ_CHECK(ludi_settings_parse(once, &back, note, sizeof note));
    char *twice = format(&back);
    FUZZ_CHECK(twice && strcmp(once, twice) == 0);
    free(once);
    free(twice);
    free(text);
    return 0;
}
