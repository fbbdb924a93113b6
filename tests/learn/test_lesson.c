/* test_lesson.c: lesson files, the step checker, lessons played through, the progress record. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../check.h"
#include "ludi/lat_fast.h"
#include "ludi/lesson.h"

static const char *lesson_dir = "assets/lessons";
static struct ludi_lesson *lessons[LUDI_GAME_COUNT];

static char *read_text(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *buf = malloc(1 << 20);
    size_t n = buf ? fread(buf, 1, (1 << 20) - 1, f) : 0;
    fclose(f);
    if (buf)
        buf[n] = '\0';
    *len = n;
    return buf;
}

static struct ludi_lesson *parse_str(const char *text, char *err, size_t errlen)
{
    return ludi_lesson_parse(text, strlen(text), err, errlen);
}

/* --- the shipped lessons --- */

static void test_files_parse(void)
{
    for (int g = 0; g < LUDI_GAME_COUNT; g++) {
        char path[1200], err[LUDI_ERR_LEN + 64];
        const char *file = ludi_lesson_file((enum ludi_game)g);
        snprintf(path, sizeof path, "%s/%s", lesson_dir, strchr(file, '/') + 1);
        size_t len;
        char *text = read_text(path, &len);
        CHECK_MSG(text != NULL, "cannot read %s", path);
        if (!text)
            continue;
        lessons[g] = ludi_lesson_parse(text, len, err, sizeof err);
        CHECK_MSG(lessons[g] != NULL, "%s: %s", path, err);
        free(text);
        if (lessons[g])
            CHECK_INT(lessons[g]->game, g);
    }
}

/* The ideas each lesson must teach (issue 12), by step id. */
static void test_topics(void)
{
    static const char *const want[LUDI_GAME_COUNT][12] = {
        {"rook", "no-jump", "capture", "line", "corner", "king-safe", "king-trap", "own-king",
         "count-ahead", "count-behind", "game"},
        {"throw", "enter-first", "track", "knock", "sacred", "goal", "game"},
        {"path-middle", "path-top", "enter", "block", "hit", "together", "bear-off", "game"},
    };
    for (int g = 0; g < LUDI_GAME_COUNT; g++) {
        const struct ludi_lesson *l = lessons[g];
        if (!l)
            continue;
        for (int k = 0; want[g][k]; k++) {
            bool found = false;
            for (int i = 0; i < l->nsteps; i++)
                found |= strcmp(l->step[i].id, want[g][k]) == 0;
            CHECK_MSG(found, "%s lesson has no step '%s'", ludi_game_name(l->game), want[g][k]);
        }
        const struct ludi_lesson_step *last = &l->step[l->nsteps - 1];
        CHECK_MSG(last->kind == LUDI_LESSON_PLAY && last->level == 1 && last->hints,
                  "%s lesson does not end in a game against level 1 with hints",
                  ludi_game_name(l->game));
        CHECK_INT(last->start.phase, ludi_game_dice(l->game) ? LUDI_PHASE_ROLL
                                                             : LUDI_PHASE_MOVE);
    }
}

/* Every text in both languages, the German one a translation (not a copy), and valid limits. */
static void test_texts(void)
{
    for (int g = 0; g < LUDI_GAME_COUNT; g++) {
        const struct ludi_lesson *l = lessons[g];
        if (!l)
            continue;
        CHECK(strlen(ludi_lesson_title(l, LUDI_LANG_EN)) > 0);
        CHECK(strcmp(ludi_lesson_title(l, LUDI_LANG_EN), ludi_lesson_title(l, LUDI_LANG_DE)));
        for (int i = 0; i < l->nsteps; i++) {
            const struct ludi_lesson_step *st = &l->step[i];
            int ntexts = st->kind == LUDI_LESSON_MOVE ? LUDI_LESSON_TEXTS : 1;
            for (int t = 0; t < ntexts; t++) {
                const char *en = ludi_lesson_text(l, i, (enum ludi_lesson_text)t, LUDI_LANG_EN);
                const char *de = ludi_lesson_text(l, i, (enum ludi_lesson_text)t, LUDI_LANG_DE);
                CHECK_MSG(strlen(en) > 10 && strlen(de) > 10 && strcmp(en, de) != 0,
                          "%s/%s text %d: '%s' / '%s'", ludi_game_name(l->game), st->id, t, en,
                          de);
            }
            for (int w = 0; w < st->nwrong; w++)
                CHECK(strcmp(st->wrong[w].text[0], st->wrong[w].text[1]) != 0);
            /* the instruction is one or two sentences */
            const char *say = ludi_lesson_text(l, i, LUDI_LESSON_SAY, LUDI_LANG_EN);
            int sentences = 0;
            for (const char *p = say; *p; p++)
                sentences += (*p == '.' || *p == '?' || *p == '!') && (p[1] == ' ' || !p[1]);
            CHECK_MSG(sentences >= 1 && sentences <= 4, "%s/%s: %d sentences",
                      ludi_game_name(l->game), st->id, sentences);
        }
        /* LUDI_LANG_AUTO reads as English */
        CHECK_STR(ludi_lesson_text(l, 0, LUDI_LESSON_SAY, LUDI_LANG_AUTO),
                  ludi_lesson_text(l, 0, LUDI_LESSON_SAY, LUDI_LANG_EN));
    }
}

/* Play-test 12: Latrunculi's kings (the men with a wheel) stood on the board from the first
 * step, but only the eighth said what they were. The first step that shows a king names it. */
static void test_kings_named_first(void)
{
    const struct ludi_lesson *l = lessons[LUDI_LATRUNCULI];
    if (!l)
        return;
    for (int i = 0; i < l->nsteps; i++) {
        const char *pos = l->step[i].position;
        if (!pos || strcspn(pos, " ") == strcspn(pos, "BW"))   /* no king in its board part */
            continue;
        CHECK_MSG(strstr(ludi_lesson_text(l, i, LUDI_LESSON_SAY, LUDI_LANG_EN), "king") != NULL,
                  "step %s shows kings first but does not name them", l->step[i].id);
        CHECK_MSG(strstr(ludi_lesson_text(l, i, LUDI_LESSON_SAY, LUDI_LANG_DE),
                         "K\xc3\xb6nig") != NULL,
                  "step %s shows kings first but its German does not name them", l->step[i].id);
        return;
    }
    CHECK_MSG(false, "no Latrunculi lesson step shows a king");
}

/* --- what a move did, counted from the position strings (not as the module counts) --- */

static int count_char(const char *s, char c)
{
    int n = 0;
    for (; *s; s++)
        n += *s == c;
    return n;
}

/* Latrunculi: the opponent's men on the board. Pente: the opponent's counters off ("off" in its
 * list). Duodecim: the opponent's counters waiting ("off*N" or "off" in its list). */
static int opponent_count(const struct ludi_state *s, int mover)
{
    char pos[LUDI_POS_LEN];
    ludi_position_format(s, pos, sizeof pos);
    char *sp = strchr(pos, ' ');
    if (s->opt.game == LUDI_LATRUNCULI) {
        *sp = '\0';
        return count_char(pos, mover ? 'b' : 'w');
    }
    const char *tag = s->opt.game == LUDI_PENTE ? (mover ? "A:" : "B:") : (mover ? "one:" : "two:");
    const char *list = strstr(pos, tag) + strlen(tag);
    int n = 0;
    for (const char *p = list; *p && *p != ' ';) {
        if (strncmp(p, "off", 3) == 0)
            n += p[3] == '*' ? atoi(p + 4) : 1;
        p += strcspn(p, ", ");
        if (*p == ',')
            p++;
    }
    return n;
}

static int captured_by(const struct ludi_state *before, const struct ludi_state *after)
{
    int d = opponent_count(after, before->side) - opponent_count(before, before->side);
    return before->opt.game == LUDI_LATRUNCULI ? -d : d;
}

/* What the praise says, where a count or an outcome can be checked: each right move does it. */
static void test_effects_as_praised(void)
{
    static const struct {
        enum ludi_game g;
        const char *id;
        int captured;            /* -1: not said */
        int result;              /* -1 not said, LUDI_ONGOING, or a winner */
    } said[] = {
        {LUDI_LATRUNCULI, "capture", 1, LUDI_ONGOING},
        {LUDI_LATRUNCULI, "safe", 0, LUDI_ONGOING},
        {LUDI_LATRUNCULI, "edge", 1, LUDI_ONGOING},
        {LUDI_LATRUNCULI, "line", 3, LUDI_ONGOING},
        {LUDI_LATRUNCULI, "corner", 1, LUDI_ONGOING},
        {LUDI_LATRUNCULI, "king-safe", 0, LUDI_ONGOING},
        {LUDI_LATRUNCULI, "king-trap", 0, LUDI_WIN0},
        {LUDI_LATRUNCULI, "count-ahead", 0, LUDI_WIN0},
        {LUDI_LATRUNCULI, "count-behind", 1, LUDI_ONGOING},
        {LUDI_PENTE, "knock", 1, LUDI_ONGOING},
        {LUDI_PENTE, "sacred", 0, LUDI_ONGOING},
        {LUDI_PENTE, "goal", 0, LUDI_WIN0},
        {LUDI_DUODECIM, "block", 0, LUDI_ONGOING},
        {LUDI_DUODECIM, "hit", 1, LUDI_ONGOING},
        {LUDI_DUODECIM, "together", 1, LUDI_ONGOING},
        {LUDI_DUODECIM, "bear-last", 0, LUDI_WIN0},
    };
    static struct ludi_move moves[LUDI_MAX_MOVES];
    for (size_t k = 0; k < sizeof said / sizeof said[0]; k++) {
        const struct ludi_lesson *l = lessons[said[k].g];
        int i = 0;
        while (l && i < l->nsteps && strcmp(l->step[i].id, said[k].id) != 0)
            i++;
        CHECK_MSG(l && i < l->nsteps, "no step %s", said[k].id);
        if (!l || i == l->nsteps)
            continue;
        const struct ludi_lesson_step *st = &l->step[i];
        int n = ludi_moves(&st->start, NULL, moves, LUDI_MAX_MOVES), right = 0;
        for (int m = 0; m < n; m++) {
            struct ludi_lesson_answer a;
            if (ludi_lesson_check(l, i, &moves[m], LUDI_LANG_EN, &a) != LUDI_LESSON_RIGHT)
                continue;
            right++;
            if (said[k].captured >= 0)
                CHECK_MSG(captured_by(&st->start, &a.after) == said[k].captured,
                          "%s: captures %d", st->id, captured_by(&st->start, &a.after));
            CHECK_MSG(ludi_result_of(&a.after) == said[k].result, "%s: result %d", st->id,
                      ludi_result_of(&a.after));
        }
        CHECK_MSG(right > 0, "%s: no right move", st->id);
    }
    /* the bearing-off steps take counters out */
    const struct ludi_lesson *d = lessons[LUDI_DUODECIM];
    for (int i = 0; d && i < d->nsteps; i++) {
        if (strncmp(d->step[i].id, "bear-", 5) != 0)
            continue;
        struct ludi_lesson_answer a;
        int n = ludi_moves(&d->step[i].start, NULL, moves, LUDI_MAX_MOVES);
        for (int m = 0; m < n; m++) {
            if (ludi_lesson_check(d, i, &moves[m], LUDI_LANG_EN, &a) != LUDI_LESSON_RIGHT)
                continue;
            char pb[LUDI_POS_LEN], pa[LUDI_POS_LEN];
            ludi_position_format(&d->step[i].start, pb, sizeof pb);
            ludi_position_format(&a.after, pa, sizeof pa);
            CHECK_MSG(strstr(pa, "out*") && strcmp(pa, pb) != 0, "%s: %s", d->step[i].id, pa);
        }
    }
}

/* --- playing a lesson through --- */

/* A move that parses but the rules refuse at this step: a piece that can move, sent where it
 * cannot go (every name of the board is tried as the target). */
static bool illegal_move(const struct ludi_state *s, char *out, size_t len)
{
    static struct ludi_move moves[LUDI_MAX_MOVES];
    char names[64][12];
    int n = 0;
    if (s->opt.game == LUDI_LATRUNCULI) {
        for (int r = 1; r <= s->opt.height; r++)
            for (int f = 0; f < s->opt.width && n < 64; f++)
                snprintf(names[n++], sizeof names[0], "%c%d", 'a' + f, r);
    } else if (s->opt.game == LUDI_PENTE) {
        for (int k = 1; k <= s->opt.lines; k++) {
            snprintf(names[n++], sizeof names[0], "%dA", k);
            snprintf(names[n++], sizeof names[0], "%dB", k);
        }
    } else {
        for (int k = 1; k <= 30; k++)
            snprintf(names[n++], sizeof names[0], "%d", k);
        snprintf(names[n++], sizeof names[0], "out");
    }
    int nm = ludi_moves(s, NULL, moves, LUDI_MAX_MOVES);
    for (int i = 0; i < nm; i++) {
        char from[LUDI_MOVE_LEN];
        ludi_move_format(s, &moves[i], from, sizeof from);
        from[strcspn(from, "-")] = '\0';
        for (int b = 0; b < n; b++) {
            struct ludi_move m;
            struct ludi_state after;
            if (snprintf(out, len, "%s-%s", from, names[b]) >= (int)len)
                continue;
            if (ludi_move_parse(s, out, &m, NULL, 0) && !ludi_apply(s, NULL, &m, &after, NULL, 0))
                return true;
        }
    }
    return false;
}

/* The rules' refusals the lessons teach: the lesson hands on the core's reason. */
static void test_rules_reasons(void)
{
    static const struct {
        enum ludi_game g;
        const char *id, *move, *reason;
    } said[] = {
        {LUDI_LATRUNCULI, "rook", "d2-e3", "d2-e3: pieces move along a rank or a file"},
        {LUDI_LATRUNCULI, "no-jump", "b3-g3", "b3-g3: the piece on f3 is in the way"},
        {LUDI_PENTE, "enter-first", "1A-3A", "1A-3A: entering has priority (off-2A)"},
        {LUDI_PENTE, "enter-held", "off-2A", "off-2A: "},
        {LUDI_PENTE, "goal", "1B-4B", "1B-4B: that is 3 points along the track, the die shows 2"},
        {LUDI_DUODECIM, "enter-all", "off-1,off-3,7-13",
         "7-13: a counter of one waiting to enter must enter first"},
        {LUDI_DUODECIM, "block", "10-13", "10-13: 13 is held by 2 counters of two"},
    };
    for (size_t k = 0; k < sizeof said / sizeof said[0]; k++) {
        const struct ludi_lesson *l = lessons[said[k].g];
        int i = 0;
        while (l && i < l->nsteps && strcmp(l->step[i].id, said[k].id) != 0)
            i++;
        if (!l || i == l->nsteps) {
            CHECK_MSG(false, "no step %s", said[k].id);
            continue;
        }
        struct ludi_lesson_answer a;
        CHECK_INT(ludi_lesson_check_text(l, i, said[k].move, LUDI_LANG_DE, &a),
                  LUDI_LESSON_ILLEGAL);
        CHECK_MSG(strncmp(a.text, said[k].reason, strlen(said[k].reason)) == 0,
                  "%s: '%s'", said[k].id, a.text);
    }
}

static bool run_same(const struct ludi_lesson_run *a, const struct ludi_lesson_run *b)
{
    return a->lesson == b->lesson && a->step == b->step && a->solved == b->solved &&
           memcmp(&a->state, &b->state, sizeof a->state) == 0;
}

static void play_step(const struct ludi_lesson *l, struct ludi_lesson_run *r)
{
    static struct ludi_move moves[LUDI_MAX_MOVES];
    const struct ludi_lesson_step *st = &l->step[r->step];
    struct ludi_lesson_run before = *r;
    struct ludi_lesson_answer a;
    char text[64];
    /* an illegal move: the core's own reason, and the lesson stays where it was */
    CHECK_MSG(illegal_move(&st->start, text, sizeof text), "%s: no illegal move found", st->id);
    struct ludi_move im;
    char core_err[LUDI_ERR_LEN] = "";
    struct ludi_state tmp;
    ludi_move_parse(&st->start, text, &im, NULL, 0);
    ludi_apply(&st->start, NULL, &im, &tmp, core_err, sizeof core_err);
    CHECK_INT(ludi_lesson_run_play(r, &im, LUDI_LANG_DE, &a), LUDI_LESSON_ILLEGAL);
    if (getenv("LUDI_TEST_VERBOSE"))
        printf("  %s: %s refused: %s\n", st->id, text, a.text);
    CHECK_MSG(strcmp(a.text, core_err) == 0 && *core_err, "%s: '%s' is not the core's '%s'",
              st->id, a.text, core_err);
    CHECK_MSG(run_same(r, &before), "%s: an illegal move moved the lesson", st->id);
    /* a text that is no move at all */
    CHECK_INT(ludi_lesson_check_text(l, r->step, "nonsense", LUDI_LANG_EN, &a),
              LUDI_LESSON_ILLEGAL);
    CHECK(strlen(a.text) > 0);
    /* every legal move: right ones praised, the others answered with feedback */
    int n = ludi_moves(&st->start, NULL, moves, LUDI_MAX_MOVES), first_right = -1;
    for (int m = 0; m < n; m++) {
        enum ludi_lesson_verdict v = ludi_lesson_check(l, r->step, &moves[m], LUDI_LANG_EN, &a);
        CHECK(v != LUDI_LESSON_ILLEGAL);
        if (v == LUDI_LESSON_RIGHT && first_right < 0)
            first_right = m;
        if (v == LUDI_LESSON_MISSED) {
            CHECK(strlen(a.text) > 0);
            CHECK_INT(ludi_lesson_run_play(r, &moves[m], LUDI_LANG_EN, &a), LUDI_LESSON_MISSED);
            CHECK_MSG(run_same(r, &before), "%s: a missed move moved the lesson", st->id);
        }
    }
    CHECK_MSG(first_right >= 0, "%s: no legal move is right", st->id);
    /* each listed wrong move gets its own words in both languages */
    for (int w = 0; w < st->nwrong; w++)
        for (int lang = LUDI_LANG_EN; lang <= LUDI_LANG_DE; lang++) {
            CHECK_INT(ludi_lesson_check(l, r->step, &st->wrong[w].move, (enum ludi_lang)lang,
                                        &a), LUDI_LESSON_MISSED);
            CHECK(a.text == st->wrong[w].text[lang - LUDI_LANG_EN]);
        }
    /* the expected moves, each as written and in protocol notation */
    for (int e = 0; e < st->nexpect; e++) {
        char mt[LUDI_MOVE_LEN];
        ludi_move_format(&st->start, &st->expect[e], mt, sizeof mt);
        CHECK_INT(ludi_lesson_check_text(l, r->step, mt, LUDI_LANG_EN, &a), LUDI_LESSON_RIGHT);
    }
    const struct ludi_move *right = st->nexpect ? &st->expect[0] : &moves[first_right];
    CHECK_INT(ludi_lesson_run_play(r, right, LUDI_LANG_DE, &a), LUDI_LESSON_RIGHT);
    CHECK(a.text == l->step[r->step].text[LUDI_LESSON_PRAISE][1]);
    CHECK(r->solved);
    CHECK(memcmp(&r->state, &a.after, sizeof a.after) == 0);
    /* a solved step takes no second move */
    CHECK_INT(ludi_lesson_run_play(r, right, LUDI_LANG_EN, &a), LUDI_LESSON_ILLEGAL);
}

static void test_play_through(void)
{
    for (int g = 0; g < LUDI_GAME_COUNT; g++) {
        const struct ludi_lesson *l = lessons[g];
        if (!l)
            continue;
        struct ludi_lesson_run r;
        ludi_lesson_run_start(&r, l, 0);
        int steps = 0;
        do {
            CHECK(!r.solved);
            CHECK(memcmp(&r.state, &l->step[r.step].start, sizeof r.state) == 0);
            if (l->step[r.step].kind == LUDI_LESSON_MOVE)
                play_step(l, &r);
            steps++;
        } while (ludi_lesson_run_next(&r));
        CHECK_INT(steps, l->nsteps);
        CHECK_INT(r.step, l->nsteps);
        CHECK(!ludi_lesson_run_next(&r));
    }
}

/* Dragging a turn a step at a time: a first step that can still end right, and one that
 * cannot. */
static void test_still_right(void)
{
    const struct ludi_lesson *d = lessons[LUDI_DUODECIM];
    int i = 0;
    while (d && i < d->nsteps && strcmp(d->step[i].id, "together") != 0)
        i++;
    if (!d || i == d->nsteps) {
        CHECK(false);
        return;
    }
    const struct ludi_lesson_step *st = &d->step[i];
    struct ludi_step ok = {.from = 7, .to = 11, .die = 4};
    struct ludi_step bad = {.from = 20, .to = 24, .die = 4};
    CHECK(ludi_lesson_still_right(d, i, NULL, 0));
    CHECK(ludi_lesson_still_right(d, i, &ok, 1));
    CHECK(!ludi_lesson_still_right(d, i, &bad, 1));
    struct ludi_step two[2] = {ok, {.from = 11, .to = 16, .die = 5}};
    CHECK(ludi_lesson_still_right(d, i, two, 2));
    CHECK(!ludi_lesson_still_right(d, d->nsteps - 1, NULL, 0));   /* the game: no move */
    (void)st;
    /* Latrunculi: the one step of a move */
    const struct ludi_lesson *l = lessons[LUDI_LATRUNCULI];
    if (l) {
        struct ludi_step rook = {.from = 3 + 1 * 8, .to = 3 + 6 * 8, .die = 0};   /* d2-d7 */
        struct ludi_step shy = {.from = 3 + 1 * 8, .to = 3 + 3 * 8, .die = 0};    /* d2-d4 */
        CHECK(ludi_lesson_still_right(l, 0, &rook, 1));
        CHECK(!ludi_lesson_still_right(l, 0, &shy, 1));
    }
}

static bool marked(const struct ludi_lesson_step *st, int side, int point)
{
    for (int i = 0; i < st->nmarks; i++)
        if (st->marks[i].point == point && (st->marks[i].side == side || point >= 0))
            return true;
    for (int i = 0; i < st->ngoals; i++)
        if (st->goals[i].point == point && (st->goals[i].side == side || point >= 0))
            return true;
    return false;
}

/* A step that marks the counter to move marks where the step's words send it too (not a
 * square next to it, nor one held by a man in the way): where a counter of the expected move
 * starts on a marked place, the place it ends on (after all its steps) is marked. A step that
 * marks no counter to move asks the player to find the move, and is not held to this. */
static void test_marks_show_the_way(void)
{
    for (int g = 0; g < LUDI_GAME_COUNT; g++) {
        const struct ludi_lesson *l = lessons[g];
        for (int i = 0; l && i < l->nsteps; i++) {
            const struct ludi_lesson_step *st = &l->step[i];
            if (st->kind != LUDI_LESSON_MOVE || st->any || st->nexpect == 0)
                continue;
            const struct ludi_move *m = &st->expect[0];
            int side = st->start.side;
            for (int k = 0; k < m->nsteps; k++) {
                bool continues = false;
                for (int j = 0; j < k; j++)
                    continues |= m->steps[j].to == m->steps[k].from;
                if (continues || !marked(st, side, m->steps[k].from))
                    continue;
                int end = m->steps[k].to;
                for (int j = k + 1; j < m->nsteps; j++)
                    if (m->steps[j].from == end)
                        end = m->steps[j].to;
                CHECK_MSG(marked(st, side, end), "%s/%s: the counter on %d is marked, not %d",
                          ludi_game_name(l->game), st->id, m->steps[k].from, end);
            }
        }
    }
}

/* Whether the board marks point of side now with a mark of this kind. */
static bool shown_as(const struct ludi_lesson *l, int n, const struct ludi_state *s,
                     const struct ludi_step *made, int nmade, int side, int point,
                     enum ludi_lesson_mark_kind kind)
{
    struct ludi_lesson_shown m[64];
    int k = ludi_lesson_marks(l, n, s, made, nmade, m, 64);
    for (int i = 0; i < k && i < 64; i++)
        if (m[i].kind == kind && m[i].at.point == point && m[i].at.side == side)
            return true;
    return false;
}

static int count_kind(const struct ludi_lesson *l, int n, const struct ludi_state *s,
                      enum ludi_lesson_mark_kind kind)
{
    struct ludi_lesson_shown m[64];
    int k = ludi_lesson_marks(l, n, s, NULL, 0, m, 64), c = 0;
    for (int i = 0; i < k && i < 64; i++)
        c += m[i].kind == kind;
    return c;
}

/* Play-test 3: the marks show where the next die of the turn can go. At every step of the
 * lesson's own turn, played one die after another, every place a legal single step takes the
 * counter about to move is marked as the next die's (step 1 ringed 7 and 10, but not 5 where
 * its 1 goes, nor 6), and nothing else is; where the turn should end is marked as the goal
 * only once the dice are thrown (step 3's rings on 2, 4 and 5 gave its throw away), and no
 * fixed mark of a step that throws first names a place a counter goes to. */
static void test_marks_follow_the_turn(void)
{
    int goals_seen = 0;
    for (int g = 0; g < LUDI_GAME_COUNT; g++) {
        const struct ludi_lesson *l = lessons[g];
        if (!l || ludi_game_dice((enum ludi_game)g) == 0)
            continue;
        for (int i = 0; i < l->nsteps; i++) {
            const struct ludi_lesson_step *st = &l->step[i];
            if (st->kind != LUDI_LESSON_MOVE || st->nexpect == 0)
                continue;
            const struct ludi_move *m = &st->expect[0];
            int me = st->start.side;
            for (int k = 0; k < m->nsteps; k++) {
                struct ludi_step legal[64];
                int nl = ludi_legal_steps(&st->start, NULL, m->steps, k, legal, 64);
                for (int j = 0; j < nl && j < 64; j++)
                    if (legal[j].from == m->steps[k].from)
                        CHECK_MSG(shown_as(l, i, &st->start, m->steps, k, me, legal[j].to,
                                           LUDI_LESSON_MARK_NEXT),
                                  "%s/%s: after %d steps, %d (where a die takes the counter "
                                  "on %d) is not marked", ludi_game_name(l->game), st->id, k,
                                  legal[j].to, legal[j].from);
                struct ludi_lesson_shown sh[64];
                int ns = ludi_lesson_marks(l, i, &st->start, m->steps, k, sh, 64);
                for (int j = 0; j < ns && j < 64; j++) {
                    bool legal_to = false;
                    for (int q = 0; q < nl && q < 64; q++)
                        legal_to |= legal[q].to == sh[j].at.point;
                    CHECK_MSG(sh[j].kind != LUDI_LESSON_MARK_NEXT || legal_to,
                              "%s/%s: %d is marked for the next die, and none goes there",
                              ludi_game_name(l->game), st->id, sh[j].at.point);
                }
            }
            /* the turn played: nothing left to go */
            struct ludi_state after;
            CHECK(ludi_apply(&st->start, NULL, m, &after, NULL, 0));
            CHECK_INT(count_kind(l, i, &after, LUDI_LESSON_MARK_NEXT), 0);
            CHECK_INT(count_kind(l, i, &st->start, LUDI_LESSON_MARK_GOAL), st->ngoals);
            goals_seen += st->ngoals;
            if (!st->throw_first)
                continue;
            struct ludi_state before;
            char err[LUDI_ERR_LEN];
            CHECK(ludi_position_parse(&st->start.opt, st->position, &before, err, sizeof err));
            CHECK_INT(before.phase, LUDI_PHASE_ROLL);
            CHECK_MSG(count_kind(l, i, &before, LUDI_LESSON_MARK_GOAL) == 0 &&
                          count_kind(l, i, &before, LUDI_LESSON_MARK_NEXT) == 0,
                      "%s/%s: marks before the throw tell it", ludi_game_name(l->game), st->id);
            for (int j = 0; j < st->nmarks; j++) {
                bool from = false;
                for (int k = 0; k < m->nsteps; k++)
                    from |= m->steps[k].from == st->marks[j].point;
                CHECK_MSG(from, "%s/%s: the mark on %d tells the throw", ludi_game_name(l->game),
                          st->id, st->marks[j].point);
            }
        }
    }
    CHECK(goals_seen > 0);
}

/* --- bad lesson files: a clear message naming the line, never a crash --- */

#define HEAD "lesson latrunculi\ntitle.en T\ntitle.de T\nother.en O\nother.de O\n"
#define STEP                                                                              \
    "step s\noptions size=8x8\nposition 7w/1W4w1/8/8/8/8/3b4/7B b 0\nexpect d2-d7\n"    \
    "say.en Go.\nsay.de Geh.\npraise.en Good.\npraise.de Gut.\n"

static void test_good_minimal(void)
{
    char err[LUDI_ERR_LEN + 64];
    struct ludi_lesson *l = parse_str(HEAD STEP, err, sizeof err);
    CHECK_MSG(l != NULL, "%s", err);
    if (l) {
        CHECK_INT(l->nsteps, 1);
        CHECK_STR(l->step[0].id, "s");
        CHECK_INT(l->step[0].line, 6);
        CHECK_STR(ludi_lesson_text(l, 0, LUDI_LESSON_OTHER, LUDI_LANG_DE), "O");
        CHECK_STR(ludi_lesson_text(l, 5, LUDI_LESSON_SAY, LUDI_LANG_DE), "");
        CHECK_STR(ludi_lesson_text(l, 0, LUDI_LESSON_TEXTS, LUDI_LANG_DE), "");
        ludi_lesson_free(l);
    }
    /* CR LF lines, comments and blank lines are fine */
    const char *crlf = "# a lesson\r\n\r\nlesson pente\r\ntitle.en T\r\ntitle.de T\r\n"
                       "other.en O\r\nother.de O\r\nstep g\r\nplay level=2 hints=off\r\n"
                       "say.en Play.\r\nsay.de Spiel.\r\n";
    l = parse_str(crlf, err, sizeof err);
    CHECK_MSG(l != NULL, "%s", err);
    if (l) {
        CHECK_INT(l->step[0].kind, LUDI_LESSON_PLAY);
        CHECK_INT(l->step[0].level, 2);
        CHECK(!l->step[0].hints);
        CHECK_STR(ludi_lesson_text(l, 0, LUDI_LESSON_PRAISE, LUDI_LANG_EN), "");
        ludi_lesson_free(l);
    }
}

static void test_bad_files(void)
{
    static const struct {
        const char *text;
        const char *want;        /* the start of the message */
    } bad[] = {
        {"", "line 1: a lesson file starts"},
        {"step s\n", "line 1: a lesson file starts"},
        {"lesson chess\n", "line 1: a lesson file starts"},
        {HEAD, "line 5: the lesson has no steps"},
        {"lesson latrunculi\ntitle.en T\nother.en O\nother.de O\n" STEP, "line 1: no title.de"},
        {"lesson latrunculi\ntitle.en T\ntitle.de T\nother.en O\n" STEP, "line 1: no other.de"},
        {HEAD "colour red\n", "line 6: 'colour' before the first step"},
        {HEAD STEP "colour red\n", "line 14: unknown key 'colour'"},
        {HEAD STEP "expect d2-d6\n", "line 14: 'expect' given twice (first on line 9)"},
        {HEAD "step s\nsay.en x\n", "line 6: step 's' has no position"},
        {HEAD "step S!\n", "line 6: step id 'S!'"},
        {HEAD STEP "step s\n", "line 14: step 's' given twice"},
        {HEAD "step s\noptions size=9x9\n", "line 7: "},
        {HEAD "step s\nposition 8/8 b 0\nexpect a1-a2\n", "line 7: "},
        {HEAD "step s\nposition 7w/1W4w1/8/8/8/8/3b4/7B b 0\nexpect d2-e3\n",
         "line 8: expected move 'd2-e3' is not legal"},
        {HEAD "step s\nposition 7w/1W4w1/8/8/8/8/3b4/7B b 0\nexpect d2-d7\neffect captured=1\n",
         "line 8: expected move 'd2-d7' does not do what the step says: captured is 0, not 1"},
        {HEAD "step s\nposition 7w/1W4w1/8/8/8/8/3b4/7B b 0\nexpect any\neffect result=win\n",
         "line 8: no legal move has the step's effect"},
        {HEAD "step s\nposition 7w/1W4w1/8/8/8/8/3b4/7B b 0\nexpect any d2-d7\n",
         "line 8: 'expect any' stands alone"},
        {HEAD "step s\nposition 7w/1W4w1/8/8/8/8/3b4/7B b 0\nexpect d2-d7\neffect big=1\n",
         "line 9: unknown effect 'big'"},
        {HEAD "step s\nposition 7w/1W4w1/8/8/8/8/3b4/7B b 0\nexpect d2-d7\neffect result=x\n",
         "line 9: unknown result 'x'"},
        {HEAD "step s\nposition 7w/1W4w1/8/8/8/8/3b4/7B b 0\nexpect d2-d7\nmark z9\n",
         "line 9: 'z9' is not a place on this board"},
        {HEAD "step s\nposition 7w/1W4w1/8/8/8/8/3b4/7B b 0\nexpect d2-d7\ngoal d7 z9\n",
         "line 9: 'z9' is not a place on this board"},
        {HEAD "step g\nplay level=1\ngoal d7\nsay.en P\nsay.de S\n",
         "line 8: a play step has no goal"},
        {HEAD "step s\nposition 7w/1W4w1/8/8/8/8/3b4/7B b 0\nexpect d2-d7\ndice 3\n",
         "line 9: Latrunculi has no dice"},
        {HEAD STEP "wrong d2-d7\nwrong.en W\nwrong.de W\n",
         "line 14: wrong move 'd2-d7' is a right move"},
        {HEAD STEP "wrong d2-e3\n", "line 14: wrong move 'd2-e3' is not legal"},
        {HEAD STEP "wrong d2-d4\nwrong.en W\n", "line 14: wrong move 'd2-d4' has no wrong.de"},
        {HEAD STEP "wrong.en W\n", "line 14: 'wrong.en' before any 'wrong' move"},
        {HEAD "step s\nposition 7w/1W4w1/8/8/8/8/3b4/7B b 0\nexpect d2-d7\nsay.en Go.\n"
              "praise.en A\npraise.de B\n", "line 6: step 's' has no say.de text"},
        {HEAD "step s\nposition 7w/1W4w1/8/8/8/8/3b4/7B b 0\nexpect d2-d7\nsay.en Go.\n"
              "say.de Geh.\n", "line 6: step 's' has no praise.en text"},
        {HEAD "step g\nplay level=1\nsay.en P\nsay.de S\n" STEP,
         "line 10: the play step must be the last"},
        {HEAD "step g\nplay level=9\nsay.en P\nsay.de S\n", "line 7: play takes level=1..5"},
        {HEAD "step g\nplay level=1\nexpect d2-d7\nsay.en P\nsay.de S\n",
         "line 8: a play step has no expect"},
        {HEAD "step g\nplay level=1\nother.en P\nother.de S\nsay.en P\nsay.de S\n",
         "line 8: a play step has no other text"},
        {HEAD STEP "throw now\n", "line 14: 'throw' takes no value"},
        {HEAD STEP "say.fr Va.\n", "line 14: unknown key 'say.fr'"},
        {HEAD "step s\nposition\n", "line 7: 'position' has no value"},
        {"lesson pente\ntitle.en T\ntitle.de T\nother.en O\nother.de O\nstep s\n"
         "position A:off,off,off,off,off B:off,off,off,off,off a\nexpect off-2A\n",
         "line 6: step 's' sets no dice"},
        {"lesson pente\ntitle.en T\ntitle.de T\nother.en O\nother.de O\nstep s\n"
         "position A:off,off,off,off,off B:off,off,off,off,off a\ndice 2 3\nexpect off-2A\n",
         "line 8: dice: 1 values of 1 to 6"},
        {"lesson pente\ntitle.en T\ntitle.de T\nother.en O\nother.de O\nstep s\n"
         "position A:3B,3B,3B,3B,3B B:off,off,off,off,off a\ndice 2\nexpect off-2A\n",
         "line 7: the game is already over"},
        {"lesson latrunculi\xff\n", "line 1: not UTF-8 text"},
        {"lesson latrunculi\ntitle.en \xc3\n", "line 2: not UTF-8 text"},
        {"lesson latrunculi\ntitle.en \xed\xa0\x80\n", "line 2: not UTF-8 text"},
        {"lesson latrunculi\n\n\x01\n", "line 3: not UTF-8 text"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char err[LUDI_ERR_LEN + 64] = "";
        struct ludi_lesson *l = parse_str(bad[i].text, err, sizeof err);
        CHECK_MSG(l == NULL && strncmp(err, bad[i].want, strlen(bad[i].want)) == 0,
                  "case %zu: got '%s', want '%s...'", i, err, bad[i].want);
        ludi_lesson_free(l);
    }
    /* a NUL inside the bytes, a NULL text, NULL err */
    char err[LUDI_ERR_LEN + 64];
    CHECK(ludi_lesson_parse("lesson pente\0x", 14, err, sizeof err) == NULL);
    CHECK_STR(err, "line 1: not UTF-8 text");
    CHECK(ludi_lesson_parse(NULL, 0, err, sizeof err) == NULL);
    CHECK(parse_str("lesson", NULL, 0) == NULL);
    /* too many steps */
    static char many[200000];
    size_t pos = 0;
    pos += (size_t)snprintf(many, sizeof many, "%s", HEAD);
    for (int k = 0; k <= LUDI_LESSON_MAX_STEPS; k++)
        pos += (size_t)snprintf(many + pos, sizeof many - pos, "%s%d%s", "step s", k,
                                strchr(STEP, '\n'));
    CHECK(parse_str(many, err, sizeof err) == NULL);
    CHECK_MSG(strstr(err, "more than 32 steps") != NULL, "%s", err);
}

/* Every cut of a real lesson file at a line end and every byte changed in its first lines is
 * read or refused cleanly (ASan watches). */
static void test_cuts(void)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/latrunculi.txt", lesson_dir);
    size_t len;
    char *text = read_text(path, &len);
    if (!text) {
        CHECK(false);
        return;
    }
    int refused = 0;
    for (size_t cut = 0; cut <= len; cut++) {
        if (cut < len && text[cut] != '\n')
            continue;
        char err[LUDI_ERR_LEN + 64] = "";
        struct ludi_lesson *l = ludi_lesson_parse(text, cut, err, sizeof err);
        refused += l == NULL;
        CHECK(l != NULL || strncmp(err, "line ", 5) == 0);
        ludi_lesson_free(l);
    }
    CHECK(refused > 0);
    for (size_t i = 0; i < 400 && i < len; i++) {
        char keep = text[i];
        text[i] = (char)(keep ^ 0x21);
        char err[LUDI_ERR_LEN + 64] = "";
        struct ludi_lesson *l = ludi_lesson_parse(text, len, err, sizeof err);
        CHECK(l != NULL || strncmp(err, "line ", 5) == 0);
        ludi_lesson_free(l);
        text[i] = keep;
    }
    free(text);
}

/* --- the progress record --- */

static void test_progress(void)
{
    struct ludi_lesson_progress p, q;
    char buf[2048], err[LUDI_ERR_LEN];
    ludi_lesson_progress_clear(&p);
    ludi_lesson_progress_format(&p, buf, sizeof buf);
    CHECK_STR(buf, "ludi-lessons 1\n");
    CHECK(ludi_lesson_progress_mark(&p, LUDI_PENTE, "throw"));
    CHECK(ludi_lesson_progress_mark(&p, LUDI_LATRUNCULI, "rook"));
    CHECK(ludi_lesson_progress_mark(&p, LUDI_LATRUNCULI, "no-jump"));
    CHECK(ludi_lesson_progress_mark(&p, LUDI_LATRUNCULI, "rook"));   /* once */
    CHECK(!ludi_lesson_progress_mark(&p, LUDI_LATRUNCULI, "Bad id"));
    CHECK(!ludi_lesson_progress_mark(&p, LUDI_GAME_COUNT, "rook"));
    size_t n = ludi_lesson_progress_format(&p, buf, sizeof buf);
    CHECK_STR(buf, "ludi-lessons 1\nlatrunculi rook no-jump\npente throw\n");
    CHECK_INT(n, strlen(buf));
    CHECK_INT(ludi_lesson_progress_format(&p, NULL, 0), n);
    CHECK(ludi_lesson_progress_parse(buf, &q, err, sizeof err));
    CHECK(memcmp(&p, &q, sizeof p) == 0);
    CHECK(ludi_lesson_progress_done(&q, LUDI_LATRUNCULI, "no-jump"));
    CHECK(!ludi_lesson_progress_done(&q, LUDI_DUODECIM, "no-jump"));
    if (lessons[LUDI_LATRUNCULI]) {
        CHECK_INT(ludi_lesson_progress_resume(&q, lessons[LUDI_LATRUNCULI]), 2);
        CHECK_INT(ludi_lesson_progress_resume(&q, lessons[LUDI_DUODECIM]), 0);
        struct ludi_lesson_progress all;
        ludi_lesson_progress_clear(&all);
        const struct ludi_lesson *l = lessons[LUDI_LATRUNCULI];
        for (int i = l->nsteps - 1; i >= 0; i--)
            CHECK(ludi_lesson_progress_mark(&all, LUDI_LATRUNCULI, l->step[i].id));
        CHECK_INT(ludi_lesson_progress_resume(&all, l), l->nsteps);
    }
    /* CR LF, blank lines and ids a lesson no longer has are fine */
    CHECK(ludi_lesson_progress_parse("ludi-lessons 1\r\n\r\nduodecim old-step\r\n", &q, err,
                                     sizeof err));
    CHECK(ludi_lesson_progress_done(&q, LUDI_DUODECIM, "old-step"));
    /* bad records change nothing and name the line */
    static const struct {
        const char *text, *want;
    } bad[] = {
        {"", "line 1: empty"},
        {"ludi-lessons 2\n", "line 1: not a lesson record"},
        {"ludi-lessons 1\nchess e4\n", "line 2: unknown game 'chess'"},
        {"ludi-lessons 1\npente a\npente b\n", "line 3: pente given twice"},
        {"ludi-lessons 1\n\npente A!\n", "line 3: 'A!' is not a step id"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        q = p;
        CHECK_MSG(!ludi_lesson_progress_parse(bad[i].text, &q, err, sizeof err) &&
                      strncmp(err, bad[i].want, strlen(bad[i].want)) == 0,
                  "progress case %zu: '%s'", i, err);
        CHECK(memcmp(&p, &q, sizeof p) == 0);
    }
    static char full[8192];
    size_t pos = (size_t)snprintf(full, sizeof full, "ludi-lessons 1\npente");
    for (int k = 0; k <= LUDI_LESSON_MAX_STEPS; k++)
        pos += (size_t)snprintf(full + pos, sizeof full - pos, " s%d", k);
    CHECK(!ludi_lesson_progress_parse(full, &q, err, sizeof err));
    CHECK_MSG(strstr(err, "line 2: more than") != NULL, "%s", err);
    memset(full, 'a', 1500);
    full[1500] = '\0';
    CHECK(!ludi_lesson_progress_parse(full, &q, err, sizeof err));
    CHECK_STR(err, "line 1: too long");
    CHECK(!ludi_lesson_progress_parse(NULL, &q, NULL, 0));
}

/* The red crosses (a move that lets the enemy trap the mover's king) show in a lesson as in a
 * game: the Latrunculi lesson's step own-king teaches them (play-test 11: a newcomer never saw
 * one), and no other step shows one, to distract from what it asks. */
static void test_crosses_only_where_taught(void)
{
    const struct ludi_lesson *l = lessons[LUDI_LATRUNCULI];
    bool taught = false;
    for (int i = 0; l && i < l->nsteps; i++) {
        const struct ludi_lesson_step *st = &l->step[i];
        if (st->kind != LUDI_LESSON_MOVE)
            continue;
        static struct ludi_move moves[LUDI_MAX_MOVES];
        int n = ludi_moves(&st->start, NULL, moves, LUDI_MAX_MOVES), crossed = 0;
        for (int k = 0; k < n && k < LUDI_MAX_MOVES; k++) {
            struct ludi_lat_exposed e;
            crossed += ludi_lat_move_exposes(&st->start, NULL, &moves[k], &e);
        }
        bool own = strcmp(st->id, "own-king") == 0;
        taught |= own;
        CHECK_MSG(own ? crossed == 8 : crossed == 0, "step %s: %d moves crossed", st->id, crossed);
        for (int k = 0; own && k < st->nexpect; k++) {
            struct ludi_lat_exposed e;
            CHECK(!ludi_lat_move_exposes(&st->start, NULL, &st->expect[k], &e));
        }
        for (int k = 0; own && k < st->nwrong; k++) {
            struct ludi_lat_exposed e;
            CHECK(ludi_lat_move_exposes(&st->start, NULL, &st->wrong[k].move, &e));
        }
    }
    CHECK(taught);
}

int main(int argc, char **argv)
{
    if (argc > 1)
        lesson_dir = argv[1];
    RUN(test_files_parse);
    RUN(test_topics);
    RUN(test_texts);
    RUN(test_kings_named_first);
    RUN(test_marks_show_the_way);
    RUN(test_crosses_only_where_taught);
    RUN(test_marks_follow_the_turn);
    RUN(test_effects_as_praised);
    RUN(test_play_through);
    RUN(test_rules_reasons);
    RUN(test_still_right);
    RUN(test_good_minimal);
    RUN(test_bad_files);
    RUN(test_cuts);
    RUN(test_progress);
    for (int g = 0; g < LUDI_GAME_COUNT; g++)
        ludi_lesson_free(lessons[g]);
    return check_summary();
}
