/* fuzz_options.c: option words of every game: those taken format to words that give the same
 * options again, and every game starts from them in a sound state. */
#include "fuzz.h"
#include "ludi/rules.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    enum ludi_game g = (enum ludi_game)(data[0] % LUDI_GAME_COUNT);
    char *text = fuzz_text(data + 1, size - 1);
    if (!text)
        return 0;
    struct ludi_options o, again;
    ludi_options_default(g, &o);
    char *save = NULL, err[LUDI_ERR_LEN];
    for (char *kv = strtok_r(text, " \t\n", &save); kv; kv = strtok_r(NULL, " \t\n", &save)) {
        struct ludi_options before = o;
        if (!ludi_options_set(&o, kv, err, sizeof err))
            FUZZ_CHECK(memcmp(&before, &o, sizeof o) == 0);   /* a refusal changes nothing */
    }
    char words[256], words2[256];
    FUZZ_CHECK(ludi_options_format(&o, words, sizeof words) < sizeof words);
    ludi_options_default(g, &again);
    char copy[256];
    snprintf(copy, sizeof copy, "%s", words);
    for (char *kv = strtok_r(copy, " ", &save); kv; kv = strtok_r(NULL, " ", &save))
        FUZZ_CHECK(ludi_options_set(&again, kv, err, sizeof err));
    ludi_options_format(&again, words2, sizeof words2);
    FUZZ_CHECK(strcmp(words, words2) == 0);
    struct ludi_state s;
    ludi_start(&o, &s);
    FUZZ_CHECK(ludi_state_check(&s, err, sizeof err));
    free(text);
    return 0;
}
