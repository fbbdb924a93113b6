/* fuzz_session.c: saved games through the session loader: a file taken is written back to a
 * text that loads to the same game and writes the same again. */
#include "fuzz.h"
#include "ludi/session.h"

static char *format(const struct ludi_session *ss)
{
    size_t need = ludi_session_format(ss, NULL, 0);
    char *t = malloc(need + 1);
    if (t)
        ludi_session_format(ss, t, need + 1);
    return t;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    if (!text)
        return 0;
    struct ludi_session ss, back;
    char err[LUDI_ERR_LEN];
    if (ludi_session_parse(text, &ss, err, sizeof err)) {
        char *once = format(&ss);
        FUZZ_CHECK(once != NULL);
        FUZZ_CHECK(ludi_session_parse(once, &back, err, sizeof err));
        char *twice = format(&back);
        FUZZ_CHECK(twice && strcmp(once, twice) == 0);
        FUZZ_CHECK(ludi_state_check(ludi_session_state(&back), err, sizeof err));
        free(once);
        free(twice);
        ludi_session_free(&back);
        ludi_session_free(&ss);
    }
    free(text);
    return 0;
}
