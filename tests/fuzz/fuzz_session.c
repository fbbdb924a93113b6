/* fuzz_session.c: saved games through the session loader: a file taken is written back to a
 * text that loads to the same game and writes the same again. */
#include "fuzz.h"
#include "ludi/session.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    if (!text)
        return 0;
    struct ludi_session ss, back;
    char err[LUDI_ERR_LEN];
    if (ludi_session_parse(text, &ss, err, sizeof err)) {
        char *once, *twice;
        FUZZ_FORMAT(once, ludi_session_format, &ss);
        FUZZ_CHECK(once != NULL);
        FUZZ_CHECK(ludi_session_parse(once, &back, err, sizeof err));
        FUZZ_FORMAT(twice, ludi_session_format, &back);
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
