/* lesson_progress.c: the record of which lesson steps the player has done, as a small text. */
#include <stdio.h>
#include <string.h>

#include "learn_int.h"

#define PROGRESS_HEAD "ludi-lessons 1"

void ludi_lesson_progress_clear(struct ludi_lesson_progress *p)
{
    memset(p, 0, sizeof *p);
}

bool ludi_lesson_progress_done(const struct ludi_lesson_progress *p, enum ludi_game g,
                               const char *id)
{
    if ((unsigned)g >= LUDI_GAME_COUNT || !id)
        return false;
    for (int i = 0; i < p->ndone[g]; i++)
        if (strcmp(p->done[g][i], id) == 0)
            return true;
    return false;
}

bool ludi_lesson_progress_mark(struct ludi_lesson_progress *p, enum ludi_game g,
                               const char *id)
{
    if ((unsigned)g >= LUDI_GAME_COUNT || !id || !learn_valid_id(id))
        return false;
    if (ludi_lesson_progress_done(p, g, id))
        return true;
    if (p->ndone[g] >= LUDI_LESSON_MAX_STEPS)
        return false;
    snprintf(p->done[g][p->ndone[g]++], LUDI_LESSON_ID_LEN, "%s", id);
    return true;
}

int ludi_lesson_progress_resume(const struct ludi_lesson_progress *p,
                                const struct ludi_lesson *l)
{
    for (int i = 0; i < l->nsteps; i++)
        if (!ludi_lesson_progress_done(p, l->game, l->step[i].id))
            return i;
    return l->nsteps;
}

size_t ludi_lesson_progress_format(const struct ludi_lesson_progress *p, char *buf, size_t len)
{
    size_t pos = 0;
    if (len)
        buf[0] = '\0';
    ludi_buf_add(buf, len, &pos, "%s\n", PROGRESS_HEAD);
    for (int g = 0; g < LUDI_GAME_COUNT; g++) {
        if (p->ndone[g] == 0)
            continue;
        ludi_buf_add(buf, len, &pos, "%s", ludi_game_name((enum ludi_game)g));
        for (int i = 0; i < p->ndone[g]; i++)
            ludi_buf_add(buf, len, &pos, " %s", p->done[g][i]);
        ludi_buf_add(buf, len, &pos, "\n");
    }
    return pos;
}

/* One "game id id ..." line into *p; false with a message. */
static bool parse_line(char *s, struct ludi_lesson_progress *p, bool seen[], char *why,
                       size_t len)
{
    char *save = NULL;
    char *name = strtok_r(s, " \t", &save);
    enum ludi_game g;
    if (!ludi_game_parse(name, &g)) {
        snprintf(why, len, "unknown game '%.40s'", name);
        return false;
    }
    if (seen[g]) {
        snprintf(why, len, "%s given twice", name);
        return false;
    }
    seen[g] = true;
    for (char *id = strtok_r(NULL, " \t", &save); id; id = strtok_r(NULL, " \t", &save)) {
        if (!learn_valid_id(id)) {
            snprintf(why, len, "'%.40s' is not a step id", id);
            return false;
        }
        if (!ludi_lesson_progress_mark(p, g, id)) {
            snprintf(why, len, "more than %d steps", LUDI_LESSON_MAX_STEPS);
            return false;
        }
    }
    return true;
}

static bool fail_line(char *err, size_t errlen, int line, const char *what)
{
    if (err && errlen)
        snprintf(err, errlen, "line %d: %s", line, what);
    return false;
}

bool ludi_lesson_progress_parse(const char *text, struct ludi_lesson_progress *out, char *err,
                                size_t errlen)
{
    struct ludi_lesson_progress p;
    bool seen[LUDI_GAME_COUNT] = {false};
    char line[1024], why[LUDI_ERR_LEN];
    int n = 0;
    ludi_lesson_progress_clear(&p);
    for (const char *s = text ? text : ""; *s;) {
        size_t k = strcspn(s, "\n");
        n++;
        if (k >= sizeof line)
            return fail_line(err, errlen, n, "too long");
        memcpy(line, s, k);
        line[k] = '\0';
        s += k + (s[k] == '\n');
        if (k && line[k - 1] == '\r')
            line[--k] = '\0';
        if (n == 1) {
            if (strcmp(line, PROGRESS_HEAD) != 0)
                return fail_line(err, errlen, n, "not a lesson record (it starts '"
                                 PROGRESS_HEAD "')");
            continue;
        }
        if (strspn(line, " \t") == k)
            continue;
        if (!parse_line(line, &p, seen, why, sizeof why))
            return fail_line(err, errlen, n, why);
    }
    if (n == 0)
        return fail_line(err, errlen, 1, "empty, not a lesson record");
    *out = p;
    return true;
}
