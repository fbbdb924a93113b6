/* fuzz_lesson.c: the lesson files and the lessons' progress record: a lesson that reads has
 * every expected move right and every "wrong" move legal but missed; a progress record that
 * reads writes a text that reads whole and writes the same again. First byte: which parser. */
#include "fuzz.h"
#include "ludi/lesson.h"

static void fuzz_lesson_file(const char *text, size_t len)
{
    char err[256];
    struct ludi_lesson *l = ludi_lesson_parse(text, len, err, sizeof err);
    if (!l)
        return;
    for (int s = 0; s < l->nsteps; s++) {
        const struct ludi_lesson_step *st = &l->step[s];
        for (int k = 0; k < 2; k++)
            FUZZ_CHECK(ludi_lesson_text(l, s, LUDI_LESSON_SAY, k ? LUDI_LANG_DE : LUDI_LANG_EN)
                       != NULL);
        if (st->kind != LUDI_LESSON_MOVE)
            continue;
        struct ludi_lesson_answer ans;
        for (int i = 0; i < st->nexpect; i++)
            FUZZ_CHECK(ludi_lesson_check(l, s, &st->expect[i], LUDI_LANG_EN, &ans) ==
                       LUDI_LESSON_RIGHT);
        for (int i = 0; i < st->nwrong; i++)
            FUZZ_CHECK(ludi_lesson_check(l, s, &st->wrong[i].move, LUDI_LANG_DE, &ans) ==
                       LUDI_LESSON_MISSED);
    }
    struct ludi_lesson_run run;
    ludi_lesson_run_start(&run, l, 0);
    while (ludi_lesson_run_next(&run))
        FUZZ_CHECK(run.step <= l->nsteps);
    ludi_lesson_free(l);
}

static void fuzz_progress(const char *text)
{
    static struct ludi_lesson_progress p, back;
    char err[256];
    ludi_lesson_progress_clear(&p);
    if (!ludi_lesson_progress_parse(text, &p, err, sizeof err))
        return;
    char *once, *twice;
    FUZZ_FORMAT(once, ludi_lesson_progress_format, &p);
    FUZZ_CHECK(once != NULL);
    ludi_lesson_progress_clear(&back);
    FUZZ_CHECK(ludi_lesson_progress_parse(once, &back, err, sizeof err));
    FUZZ_FORMAT(twice, ludi_lesson_progress_format, &back);
    FUZZ_CHECK(twice && strcmp(once, twice) == 0);
    free(once);
    free(twice);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    char *text = fuzz_text(data + 1, size - 1);
    if (!text)
        return 0;
    if (data[0] & 1)
        fuzz_progress(text);
    else
        fuzz_lesson_file(text, size - 1);
    free(text);
    return 0;
}
