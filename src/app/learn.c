/* learn.c: the window's lessons: each game's lesson file read from the assets and checked, the
 * player's progress read from and written to their folder like their other files. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "game.h"
#include "learn.h"
#include "ludi/fileio.h"

#define PROGRESS_FILE "lessons.txt"

/* Where the record is kept, or false when it is not kept (no folder, --no-settings). */
static bool progress_path(const struct app *a, char *out, size_t len)
{
    if (!a->pref_dir[0] || a->launch.no_settings)
        return false;
    snprintf(out, len, "%s%s", a->pref_dir, PROGRESS_FILE);
    return true;
}

/* Reads the record; one that cannot be read whole or understood is set aside with a notice,
 * never written over. */
static void read_progress(struct app *a, struct learn *L)
{
    char path[1200], why[200];
    if (!progress_path(a, path, sizeof path))
        return;
    char *text;
    struct ludi_file_report rep;
    if (!ludi_file_read_player(path, LUDI_FILE_MAX, &text, &rep)) {
        L->keep_file = app_file_notice(a, &rep);
        return;
    }
    bool good = ludi_lesson_progress_parse(text, &L->prog, why, sizeof why);
    free(text);
    if (!good) {
        ludi_file_report_aside(path, why, &rep);
        L->keep_file = app_file_notice(a, &rep);
    }
}

static void write_progress(struct app *a, const struct learn *L)
{
    char path[1200], err[300];
    if (L->keep_file || a->launch.screenshot || !progress_path(a, path, sizeof path))
        return;
    size_t need = ludi_lesson_progress_format(&L->prog, NULL, 0);
    char *text = malloc(need + 1);
    if (!text)
        return;
    ludi_lesson_progress_format(&L->prog, text, need + 1);
    if (!ludi_file_write_atomic(path, text, need, err, sizeof err))
        app_notice(a, "%s", err);
    free(text);
}

struct learn *learn_get(struct app *a)
{
    if (!a->learn) {
        a->learn = calloc(1, sizeof *a->learn);
        if (!a->learn)
            return NULL;
        ludi_lesson_progress_clear(&a->learn->prog);
        read_progress(a, a->learn);
    }
    return a->learn;
}

void learn_free(struct app *a)
{
    struct learn *L = a->learn;
    if (!L)
        return;
    for (int g = 0; g < LUDI_GAME_COUNT; g++)
        ludi_lesson_free(L->lesson[g]);
    free(L);
    a->learn = NULL;
}

const struct ludi_lesson *learn_lesson(struct app *a, enum ludi_game g)
{
    struct learn *L = learn_get(a);
    if (!L || (unsigned)g >= LUDI_GAME_COUNT)
        return NULL;
    if (!L->tried[g]) {
        L->tried[g] = true;
        char path[1200], *text = NULL;
        size_t len = 0;
        snprintf(path, sizeof path, "%s/%s", gfx_assets(&a->g), ludi_lesson_file(g));
        if (ludi_file_read(path, LUDI_FILE_MAX, &text, &len, L->err[g], sizeof L->err[g])) {
            char err[200];
            L->lesson[g] = ludi_lesson_parse(text, len, err, sizeof err);
            if (!L->lesson[g])
                snprintf(L->err[g], sizeof L->err[g], "%.80s: %s", app_file_name(path), err);
            free(text);
        }
        if (!L->lesson[g]) {
            char msg[600];
            trf(a, msg, sizeof msg, STR_LEARN_UNREADABLE, L->err[g]);
            app_notice(a, "%s", msg);
        }
    }
    return L->lesson[g];
}

enum ludi_lang learn_lang(const struct app *a)
{
    return a->lang == I18N_DE ? LUDI_LANG_DE : LUDI_LANG_EN;
}

int learn_done(struct app *a, enum ludi_game g)
{
    const struct ludi_lesson *l = learn_lesson(a, g);
    int n = 0;
    for (int i = 0; l && i < l->nsteps; i++)
        n += ludi_lesson_progress_done(&a->learn->prog, g, l->step[i].id);
    return n;
}

void learn_mark(struct app *a, enum ludi_game g, const char *id)
{
    struct learn *L = learn_get(a);
    if (!L || ludi_lesson_progress_done(&L->prog, g, id))
        return;
    if (ludi_lesson_progress_mark(&L->prog, g, id))
        write_progress(a, L);
}

bool learn_begin(struct app *a, enum ludi_game g, int step, char *err, size_t errlen)
{
    const struct ludi_lesson *l = learn_lesson(a, g);
    if (!l) {
        trf(a, err, errlen, STR_LEARN_UNREADABLE, a->learn ? a->learn->err[g] : "");
        return false;
    }
    if (step < 0) {
        step = ludi_lesson_progress_resume(&a->learn->prog, l);
        if (step >= l->nsteps)
            step = 0;   /* all done: from the start again */
    }
    if (step >= l->nsteps) {
        snprintf(err, errlen, "the %s lesson has %d steps", ludi_game_name(g), l->nsteps);
        return false;
    }
    a->learn->game = g;
    a->learn->to_title = false;   /* the list of lessons, unless the title says otherwise */
    ludi_lesson_run_start(&a->learn->run, l, step);
    return true;
}
