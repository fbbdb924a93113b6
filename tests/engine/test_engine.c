/* test_engine.c: the protocol library under random and hostile input, and whole games by `go`. */
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "../check.h"
#include "engine.h"
#include "ludi/rules.h"

static char *reply_of(struct engine *e, const char *line, enum engine_status *st)
{
    static struct ebuf r;
    *st = engine_line(e, line, &r);
    return r.p ? r.p : (char *)"";
}

/* The text of an accepted reply: after "= ", without the closing empty line. */
static bool reply_text(struct engine *e, const char *line, char *out, size_t len)
{
    enum engine_status st;
    const char *r = reply_of(e, line, &st);
    out[0] = '\0';
    if (st != ENGINE_OK || strncmp(r, "= ", 2) != 0)
        return false;
    size_t n = strlen(r + 2);
    while (n && r[2 + n - 1] == '\n')
        n--;
    if (n >= len)
        return false;
    memcpy(out, r + 2, n);
    out[n] = '\0';
    return true;
}

static void test_framing(void)
{
    struct engine *e = engine_new(1);
    enum engine_status st;
    char *r = reply_of(e, "", &st);
    CHECK(st == ENGINE_SILENT);
    r = reply_of(e, "   \t ", &st);
    CHECK(st == ENGINE_SILENT);
    r = reply_of(e, "# new pente", &st);
    CHECK(st == ENGINE_SILENT);
    r = reply_of(e, "position", &st);
    CHECK(st == ENGINE_OK);
    CHECK(strncmp(r, "= ", 2) == 0);
    size_t n = strlen(r);
    CHECK(n >= 3 && r[n - 1] == '\n' && r[n - 2] == '\n' && r[n - 3] != '\n');
    r = reply_of(e, "nonsense", &st);
    CHECK(st == ENGINE_FAIL && strncmp(r, "? ", 2) == 0);
    r = reply_of(e, "position\r", &st);   /* a line ending in CR is the same line */
    CHECK(st == ENGINE_OK);
    r = reply_of(e, "quit", &st);
    CHECK(st == ENGINE_QUIT && strcmp(r, "= bye\n\n") == 0);
    engine_free(e);
}

/* A NUL byte never hides the rest of a line, a line of one NUL gets a reply, and a line too long
 * for a command is refused whole: a setposition is never cut to a shorter one. */
static void test_framing_bytes(void)
{
    struct engine *e = engine_new(1);
    struct ebuf r = {0};
    char pos[LUDI_POS_LEN];
    CHECK(engine_line(e, "new latrunculi size=8x8", &r) == ENGINE_OK);
    CHECK(reply_text(e, "position", pos, sizeof pos));
    static const char nul_move[] = "play a1-a5\0junk";
    CHECK(engine_input(e, nul_move, sizeof nul_move - 1, &r) == ENGINE_FAIL);
    CHECK_STR(r.p, "? the line holds a NUL byte\n\n");
    CHECK(engine_input(e, "\0", 1, &r) == ENGINE_FAIL);
    CHECK_STR(r.p, "? the line holds a NUL byte\n\n");
    CHECK(engine_input(e, "\0", 0, &r) == ENGINE_SILENT);   /* an empty line */

    /* a position, then spaces beyond what a shorter buffer would keep, then junk */
    size_t n = 5000 + 2 * ENGINE_LINE_MAX;
    char *line = malloc(n + 1);
    CHECK(line != NULL);
    if (line) {
        const char *start = "setposition W6w/8/8/8/8/8/8/b2B3b b 3";
        size_t at = (size_t)snprintf(line, n + 1, "%s", start);
        memset(line + at, ' ', 5000);
        snprintf(line + at + 5000, n + 1 - at - 5000, "junk");
        enum engine_status st = engine_line(e, line, &r);
        CHECK_MSG(st == ENGINE_FAIL && strstr(r.p, "'junk'"), "long setposition: %.80s", r.p);
        memset(line + at, ' ', n - at);
        line[n] = '\0';
        memcpy(line + n - 4, "junk", 4);
        st = engine_input(e, line, n, &r);
        CHECK_MSG(st == ENGINE_FAIL && strstr(r.p, "too long"), "over-long line: %.80s", r.p);
        free(line);
    }
    char after[LUDI_POS_LEN];
    CHECK(reply_text(e, "position", after, sizeof after));
    CHECK_STR(after, pos);
    ebuf_free(&r);
    engine_free(e);
}

static void load_hung(int sig)
{
    (void)sig;
    static const char msg[] = "FAIL test_load_special: load of a FIFO still blocked after 60 s\n";
    ssize_t w = write(STDOUT_FILENO, msg, sizeof msg - 1);
    (void)w;
    _exit(1);
}

/* load reads regular files only: a FIFO with no writer, a device or a folder is refused at once
 * (reading a FIFO would wait for a writer for ever); save writes regular files only. */
static void test_load_special(void)
{
    char dir[] = "/tmp/ludi-engine-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    char fifo[64], line[128];
    snprintf(fifo, sizeof fifo, "%s/fifo", dir);
    CHECK(mkfifo(fifo, 0600) == 0);
    struct engine *e = engine_new(1);
    enum engine_status st;
    char pos[LUDI_POS_LEN];
    CHECK(reply_text(e, "position", pos, sizeof pos));
    signal(SIGALRM, load_hung);
    alarm(60);   /* a generous bound: the refusal takes microseconds */
    snprintf(line, sizeof line, "load %s", fifo);
    char *r = reply_of(e, line, &st);
    alarm(0);
    CHECK_MSG(st == ENGINE_FAIL && strstr(r, "is not a regular file"), "load fifo: %s", r);
    r = reply_of(e, "load /dev/null", &st);
    CHECK_MSG(st == ENGINE_FAIL && strstr(r, "is not a regular file"), "load device: %s", r);
    snprintf(line, sizeof line, "load %s", dir);
    r = reply_of(e, line, &st);
    CHECK_MSG(st == ENGINE_FAIL && strstr(r, "is not a regular file"), "load folder: %s", r);
    char after[LUDI_POS_LEN];
    CHECK(reply_text(e, "position", after, sizeof after));
    CHECK_STR(after, pos);
    /* nor does save replace them (a device, as root, would be replaced: the FIFO stands in) */
    snprintf(line, sizeof line, "save %s", fifo);
    r = reply_of(e, line, &st);
    CHECK_MSG(st == ENGINE_FAIL && strstr(r, "is not a regular file"), "save fifo: %s", r);
    struct stat sb;
    CHECK(lstat(fifo, &sb) == 0 && S_ISFIFO(sb.st_mode));
    engine_free(e);
    unlink(fifo);
    rmdir(dir);
}

/* Random lines made from protocol words, numbers and junk; a failed command changes nothing. */
static void test_random_lines(void)
{
    static const char *words[] = {
        "new", "latrunculi", "pente", "duodecim", "size=8x8", "size=12x8", "size=11x10",
        "king=surrounded", "nocapture=0", "repeat=allow", "lines=7", "mode=classic",
        "path=cross", "options", "position", "setposition", "show", "side", "roll", "moves",
        "play", "pass", "undo", "result", "go", "level", "depth", "1", "2", "movetime", "perft",
        "seed", "a1-a5", "b1-b4", "e2-e4", "off-3A", "7-12", "27-out", "-1", "0", "7",
        "99999999999999999999999", "a1-", "wwwwwwww/3W4/8/8/8/8/4B3/bbbbbbbb", "b", "w", "x",
        "\xff\xfe", "%s%n%d", "=", "?", "\t", "",
    };
    const int nwords = (int)(sizeof words / sizeof words[0]);
    struct engine *e = engine_new(7);
    struct ludi_rng rng;
    ludi_rng_seed(&rng, 99);
    int fails = 0, oks = 0;
    int lines = getenv("LUDI_SLOW_TESTS") ? 3000 : 20000;
    for (int i = 0; i < lines; i++) {
        char line[512] = "";
        size_t len = 0;
        int nw = 1 + (int)ludi_rng_below(&rng, 5);
        for (int w = 0; w < nw; w++) {
            const char *word = words[ludi_rng_below(&rng, (uint32_t)nwords)];
            if (strlen(word) + len + 2 < sizeof line)
                len += (size_t)snprintf(line + len, sizeof line - len, "%s%s", w ? " " : "", word);
        }
        /* go only at low cost: a depth limit keeps the test fast */
        if (strncmp(line, "go", 2) == 0)
            snprintf(line, sizeof line, "go depth 1");
        /* and perft stays shallow (perft 8 on 12x8 is hours of honest work) */
        if (strncmp(line, "perft", 5) == 0 && strlen(line) > 6 && line[6] > '2')
            snprintf(line, sizeof line, "perft 2");
        enum engine_status st;
        char before[LUDI_POS_LEN * 2], after[LUDI_POS_LEN * 2];
        snprintf(before, sizeof before, "%s", reply_of(e, "position", &st));
        char opts_before[256];
        snprintf(opts_before, sizeof opts_before, "%s", reply_of(e, "options", &st));
        char *r = reply_of(e, line, &st);
        CHECK_MSG(st == ENGINE_SILENT || r[0] == '=' || r[0] == '?', "line '%s': reply '%s'",
                  line, r);
        if (st == ENGINE_QUIT)
            continue;
        if (st == ENGINE_FAIL) {
            fails++;
            snprintf(after, sizeof after, "%s", reply_of(e, "position", &st));
            CHECK_MSG(strcmp(before, after) == 0, "failed '%s' changed the position", line);
            CHECK_STR(reply_of(e, "options", &st), opts_before);
        } else if (st == ENGINE_OK) {
            oks++;
        }
    }
    CHECK(fails > 100 && oks > 100);
    engine_free(e);
}

/* A reply of go as PROTOCOL.md has it: "= <move>", then "info depth <d> score <s> nodes <n>
 * time <ms> [win <p>] pv <moves...>", the principal variation starting with the move played. */
static bool go_reply_ok(const char *r)
{
    char move[LUDI_MOVE_LEN], first[LUDI_MOVE_LEN];
    int depth, score, ms, used = 0;
    long long nodes;
    double win = 0.5;
    if (sscanf(r, "= %39s\ninfo depth %d score %d nodes %lld time %d %n", move, &depth, &score,
               &nodes, &ms, &used) != 5 || used == 0)
        return false;
    const char *rest = r + used;
    if (strncmp(rest, "win ", 4) == 0) {
        int w = 0;
        if (sscanf(rest, "win %lf %n", &win, &w) != 1 || w == 0)
            return false;
        rest += w;
    }
    return depth >= 0 && nodes >= 0 && ms >= 0 && win >= 0 && win <= 1 &&
           sscanf(rest, "pv %39s", first) == 1 && strcmp(first, move) == 0 &&
           strstr(rest, "\n\n") && strlen(strstr(rest, "\n\n")) == 2;
}

/* A whole game typed command by command, the computer playing both sides (throwing the dice
 * itself in the dice games), until `result` is not `ongoing` or the cap on turns is reached. */
static void whole_game(const char *newline, int cap)
{
    struct engine *e = engine_new(3);
    enum engine_status st;
    reply_of(e, "seed 11", &st);
    CHECK(st == ENGINE_OK);
    reply_of(e, newline, &st);
    CHECK_MSG(st == ENGINE_OK, "%s refused", newline);
    int plies = 0;
    for (; plies < cap; plies++) {
        char *r = reply_of(e, "result", &st);
        if (strcmp(r, "= ongoing\n\n") != 0)
            break;
        r = reply_of(e, "go level 1 depth 1", &st);
        CHECK_MSG(st == ENGINE_OK, "go failed: %s", r);
        if (st != ENGINE_OK)
            break;
        CHECK_MSG(go_reply_ok(r), "%s: go replied '%s'", newline, r);
    }
    char *r = reply_of(e, "result", &st);
    CHECK_MSG(strstr(r, "wins: ") || strstr(r, "draw: "), "%s: game did not end: %s", newline,
              r);
    /* the dice games end only one way */
    if (strstr(newline, "pente"))
        CHECK_MSG(strstr(r, "wins: all counters on the sacred line\n"), "%s: %s", newline, r);
    if (strstr(newline, "duodecim"))
        CHECK_MSG(strstr(r, "wins: all counters borne off\n"), "%s: %s", newline, r);
    CHECK(plies > 0);
    /* a finished game refuses go */
    r = reply_of(e, "go level 1 depth 1", &st);
    CHECK_MSG(st == ENGINE_FAIL && strcmp(r, "? the game is over\n\n") == 0, "%s: go after "
              "the end: %s", newline, r);
    engine_free(e);
}

static void test_whole_games(void)
{
    whole_game("new latrunculi size=8x8", 2000);
    whole_game("new latrunculi", 2000);
    /* random knock-off games on five lines take a few thousand turns (on seven or more they
     * may not end at all); classic and Duodecim scripta games a few hundred */
    whole_game("new pente", 100000);
    whole_game("new pente mode=classic", 100000);
    whole_game("new duodecim", 20000);
    whole_game("new duodecim path=cross", 20000);
}

/* --- the dice games at the protocol level --- */

/* Where A's counter enters with die v on five lines (RULES.md: the v-th point of 1A..5A,1B..). */
static const char *pente5_entry(int v)
{
    static const char *const names[] = {"", "1A", "2A", "3A", "4A", "5A", "1B"};
    return names[v];
}

/* `seed n` makes `roll` reproducible, and from the start the moves follow from the values the
 * reply printed: Pente's one entry, Duodecim's three entries (smaller dice first). */
static void test_seeded_rolls(void)
{
    struct engine *e = engine_new(5);
    char a[64], b[64], line[64], want[64], got[256];
    int seen_pente[7] = {0}, seen_duo[7] = {0};
    for (int k = 0; k < 120; k++) {
        snprintf(line, sizeof line, "seed %d", k);
        CHECK(reply_text(e, line, a, sizeof a));
        CHECK(reply_text(e, "new pente", a, sizeof a));
        CHECK(reply_text(e, "roll", a, sizeof a));
        int v = 0;
        CHECK_MSG(sscanf(a, "%d", &v) == 1 && v >= 1 && v <= 6 && strlen(a) == 1,
                  "pente roll: '%s'", a);
        if (v < 1 || v > 6)
            continue;
        seen_pente[v]++;
        snprintf(want, sizeof want, "off-%s", pente5_entry(v));
        CHECK(reply_text(e, "moves", got, sizeof got));
        CHECK_STR(got, want);
        /* the same seed, the same throw */
        CHECK(reply_text(e, line, b, sizeof b));
        CHECK(reply_text(e, "new pente", b, sizeof b));
        CHECK(reply_text(e, "roll", b, sizeof b));
        CHECK_STR(b, a);

        CHECK(reply_text(e, line, a, sizeof a));
        CHECK(reply_text(e, "new duodecim path=cross", a, sizeof a));
        CHECK(reply_text(e, "roll", a, sizeof a));
        int d[3];
        char tail;
        CHECK_MSG(sscanf(a, "%d %d %d%c", &d[0], &d[1], &d[2], &tail) == 3, "duo roll '%s'", a);
        bool ok = true;
        for (int i = 0; i < 3; i++)
            ok = ok && d[i] >= 1 && d[i] <= 6;
        CHECK_MSG(ok, "duo roll '%s'", a);
        if (!ok)
            continue;
        for (int i = 0; i < 3; i++)
            seen_duo[d[i]]++;
        /* sorted by hand: every die enters a counter on its own value */
        for (int i = 0; i < 3; i++)
            for (int j = i + 1; j < 3; j++)
                if (d[j] < d[i]) {
                    int t = d[i];
                    d[i] = d[j];
                    d[j] = t;
                }
        snprintf(want, sizeof want, "off-%d,off-%d,off-%d", d[0], d[1], d[2]);
        CHECK(reply_text(e, "moves", got, sizeof got));
        CHECK_STR(got, want);
        CHECK(reply_text(e, line, b, sizeof b));
        CHECK(reply_text(e, "new duodecim path=cross", b, sizeof b));
        CHECK(reply_text(e, "roll", b, sizeof b));
        CHECK_STR(b, a);
    }
    for (int v = 1; v <= 6; v++)
        CHECK_MSG(seen_pente[v] > 0 && seen_duo[v] > 0, "value %d never thrown", v);
    engine_free(e);
}

static int cmp_strp(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/*
 * Random play through the protocol, dice chosen by the test: after every `roll v..` the moves
 * are non-empty, sorted as strings, each one accepted by `play` in a second engine that
 * recreates the position with `setposition` and `roll`, and each leads to a different
 * position; the position round-trips through `setposition`; `undo` brings back the same dice
 * and moves; the move chosen plays as its copy did.
 */
static void dice_props(const char *newline, uint64_t seed, int turns, int min_games)
{
    struct engine *e = engine_new(seed), *f = engine_new(seed + 1);
    struct ludi_rng rng;
    ludi_rng_seed(&rng, seed);
    int ndice = strstr(newline, "duodecim") ? 3 : 1;
    enum { TEXT = 1 << 17 };
    char *moves = malloc(TEXT), *again = malloc(TEXT);
    char **list = malloc(LUDI_MAX_MOVES * sizeof *list);
    char (*after)[LUDI_POS_LEN] = malloc(LUDI_MAX_MOVES * sizeof *after);
    char **sorted = malloc(LUDI_MAX_MOVES * sizeof *sorted);
    char pos[LUDI_POS_LEN], back[LUDI_POS_LEN], line[LUDI_POS_LEN + 32], got[LUDI_POS_LEN];
    char dice[16], tmp[64];
    if (!moves || !again || !list || !after || !sorted) {
        CHECK(!"out of memory");
        goto done;
    }
    CHECK(reply_text(e, newline, tmp, sizeof tmp));
    CHECK(reply_text(f, newline, tmp, sizeof tmp));
    int games = 0, passes = 0, most = 0;
    for (int turn = 0; turn < turns; turn++) {
        CHECK(reply_text(e, "result", tmp, sizeof tmp));
        if (strcmp(tmp, "ongoing") != 0) {
            games++;
            CHECK(reply_text(e, newline, tmp, sizeof tmp));
        }
        CHECK(reply_text(e, "position", pos, sizeof pos));
        snprintf(line, sizeof line, "setposition %s", pos);
        CHECK(reply_text(f, line, back, sizeof back));
        CHECK_STR(back, pos);
        CHECK(reply_text(f, "position", back, sizeof back));
        CHECK_STR(back, pos);

        size_t dl = 0;
        for (int i = 0; i < ndice; i++)
            dl += (size_t)snprintf(dice + dl, sizeof dice - dl, "%s%d", i ? " " : "",
                                   ludi_rng_die(&rng));
        snprintf(line, sizeof line, "roll %s", dice);
        CHECK(reply_text(e, line, tmp, sizeof tmp));
        CHECK_STR(tmp, dice);
        bool ok = reply_text(e, "moves", moves, TEXT);
        CHECK_MSG(ok && moves[0], "%s: no moves after %s in %s", newline, dice, pos);
        if (!ok || !moves[0])
            break;
        int n = 0;
        for (char *save = NULL, *t = strtok_r(moves, " ", &save); t && n < LUDI_MAX_MOVES;
             t = strtok_r(NULL, " ", &save))
            list[n++] = t;
        if (n > most)
            most = n;
        for (int i = 1; i < n; i++)
            CHECK_MSG(strcmp(list[i - 1], list[i]) < 0, "moves not sorted or repeated: %s %s",
                      list[i - 1], list[i]);
        if (n == 1 && strcmp(list[0], "pass") == 0)
            passes++;
        else
            for (int i = 0; i < n; i++)
                CHECK_MSG(strcmp(list[i], "pass") != 0, "pass listed among moves in %s", pos);

        /* each listed move, played on a copy */
        for (int i = 0; i < n; i++) {
            snprintf(line, sizeof line, "setposition %s", pos);
            CHECK(reply_text(f, line, back, sizeof back));
            snprintf(line, sizeof line, "roll %s", dice);
            CHECK(reply_text(f, line, tmp, sizeof tmp));
            snprintf(line, sizeof line, "play %s", list[i]);
            ok = reply_text(f, line, got, sizeof got);
            CHECK_MSG(ok, "%s: listed move %s refused after %s in %s: %s", newline, list[i],
                      dice, pos, got);
            if (ok)
                CHECK_STR(got, list[i]);
            CHECK(reply_text(f, "position", after[i], sizeof after[i]));
            sorted[i] = after[i];
        }
        /* each resulting position listed once */
        qsort(sorted, (size_t)n, sizeof *sorted, cmp_strp);
        for (int i = 1; i < n; i++)
            CHECK_MSG(strcmp(sorted[i - 1], sorted[i]) != 0, "%s: two moves after %s in %s "
                      "both lead to %s", newline, dice, pos, sorted[i]);

        /* play one on the real game (a random one, or the computer's choice with the dice
         * thrown: one of those listed), take it back, the same moves again, play it again */
        int pick = (int)ludi_rng_below(&rng, (uint32_t)n);
        char chosen[LUDI_MOVE_LEN];
        if (ludi_rng_below(&rng, 5) == 0) {
            char full[LUDI_POS_LEN];
            CHECK(reply_text(e, "go level 1 depth 1", full, sizeof full));
            snprintf(chosen, sizeof chosen, "%.*s", (int)strcspn(full, "\n"), full);
            pick = -1;
            for (int i = 0; i < n && pick < 0; i++)
                if (strcmp(list[i], chosen) == 0)
                    pick = i;
            CHECK_MSG(pick >= 0, "%s: go played %s, not listed after %s in %s", newline, chosen,
                      dice, pos);
            if (pick < 0)
                break;
            snprintf(line, sizeof line, "play %s", chosen);
        } else {
            snprintf(chosen, sizeof chosen, "%s", list[pick]);
            snprintf(line, sizeof line, "play %s", chosen);
            CHECK(reply_text(e, line, got, sizeof got));
            CHECK_STR(got, chosen);
        }
        CHECK(reply_text(e, "position", got, sizeof got));
        CHECK_STR(got, after[pick]);
        if (ludi_rng_below(&rng, 4) == 0) {
            CHECK(reply_text(e, "undo", got, sizeof got));
            CHECK_STR(got, chosen);
            CHECK(reply_text(e, "position", got, sizeof got));
            CHECK_STR(got, pos);
            /* the same list, word for word (strtok has cut up the first one) */
            CHECK(reply_text(e, "moves", again, TEXT));
            int k = 0;
            bool same = true;
            for (char *save = NULL, *t = strtok_r(again, " ", &save); t;
                 t = strtok_r(NULL, " ", &save), k++)
                same = same && k < n && strcmp(t, list[k]) == 0;
            CHECK_MSG(same && k == n, "%s: moves after undo differ", newline);
            CHECK(reply_text(e, line, got, sizeof got));
        }
    }
    CHECK_MSG(games >= min_games, "%s: %d games ended in %d turns", newline, games, turns);
    printf("  %s: %d turns, %d games ended, %d passes, at most %d moves\n", newline, turns,
           games, passes, most);
done:
    free(moves);
    free(again);
    free(list);
    free(after);
    free(sorted);
    engine_free(e);
    engine_free(f);
}

static void test_dice_props(void)
{
    /* the full runs see games end and start again (a random game of Duodecim scripta lasts
     * about 250 turns, of classic Pente grammai about 500, of knock-off a few thousand) */
    bool slow = getenv("LUDI_SLOW_TESTS") != NULL;
    int scale = slow ? 1 : 4;
    dice_props("new pente", 21, 1500 * scale, 0);
    dice_props("new pente mode=classic", 22, 400 * scale, slow ? 0 : 1);
    dice_props("new pente lines=7 mode=classic", 23, 150 * scale, 0);
    dice_props("new duodecim", 24, 250 * scale, slow ? 0 : 2);
    dice_props("new duodecim path=cross", 25, 250 * scale, slow ? 0 : 2);
}

/* A refusal whose message RULES.md would word otherwise (reported, not pinned): with 27 and 28
 * left and three 6s, 28-out is refused because the 6 bears off from 27, the lowest point. */
static void test_bear_off_refusal(void)
{
    struct engine *e = engine_new(9);
    enum engine_status st;
    char tmp[LUDI_POS_LEN];
    CHECK(reply_text(e, "new duodecim", tmp, sizeof tmp));
    CHECK(reply_text(e, "setposition one:27,28,out*13 two:1*15 one", tmp, sizeof tmp));
    CHECK(reply_text(e, "roll 6 6 6", tmp, sizeof tmp));
    char *r = reply_of(e, "play 28-out,27-out", &st);
    CHECK_MSG(st == ENGINE_FAIL && strncmp(r, "? 28-out: ", 10) == 0, "reply %s", r);
    r = reply_of(e, "play 28-out", &st);
    CHECK_MSG(st == ENGINE_FAIL && strncmp(r, "? 28-out: ", 10) == 0, "reply %s", r);
    CHECK(reply_text(e, "moves", tmp, sizeof tmp));
    CHECK_STR(tmp, "27-out,28-out");
    CHECK(reply_text(e, "position", tmp, sizeof tmp));
    CHECK_STR(tmp, "one:27,28,out*13 two:1*15 one");
    engine_free(e);
}

/* Sets the flag it is given after 100 ms (a stop arriving while review works). */
static void *stop_soon(void *flag)
{
    struct timespec d = {0, 100 * 1000000L};
    nanosleep(&d, NULL);
    atomic_store((atomic_int *)flag, 1);
    return NULL;
}

/* A review reply: "= <k> moves", then k lines "<ply> <side> <move> best <move> loss <x>" with
 * plies 1..k and losses never negative. Returns k, or -1 for a reply not of that form. */
static int review_reply(const char *r)
{
    int k, used = 0;
    if (sscanf(r, "= %d moves%n", &k, &used) != 1 || used == 0 || r[used] != '\n')
        return -1;
    const char *p = r + used + 1;
    for (int i = 1; i <= k; i++) {
        int ply, n = 0;
        char side[8], move[LUDI_MOVE_LEN], best[LUDI_MOVE_LEN];
        double loss;
        if (sscanf(p, "%d %7s %39s best %39s loss %lf%n", &ply, side, move, best, &loss, &n) !=
                5 || n == 0 || p[n] != '\n' || ply != i || loss < 0)
            return -1;
        p += n + 1;
    }
    return strcmp(p, "\n") == 0 ? k : -1;
}

/* review stops as go does: stopped before it starts, no move; stopped on the way, the moves
 * reviewed so far, each as the protocol writes it. */
static void test_review_stop(void)
{
    struct engine *e = engine_new(5);
    struct ebuf r = {0};
    atomic_int flag = 0;
    engine_set_stop(e, &flag);
    CHECK(engine_line(e, "new latrunculi", &r) == ENGINE_OK);
    for (int i = 0; i < 12; i++)
        CHECK(engine_line(e, "go level 1 depth 1", &r) == ENGINE_OK);
    atomic_store(&flag, 1);
    CHECK(engine_line(e, "review", &r) == ENGINE_OK);
    CHECK_STR(r.p, "= 0 moves\n\n");
    atomic_store(&flag, 0);
    pthread_t th;
    CHECK(pthread_create(&th, NULL, stop_soon, &flag) == 0);
    CHECK(engine_line(e, "review", &r) == ENGINE_OK);
    pthread_join(th, NULL);
    int k = review_reply(r.p);
    CHECK_MSG(k >= 0 && k <= 12, "stopped review: %s", r.p);
    atomic_store(&flag, 0);
    CHECK(engine_line(e, "review level 1", &r) == ENGINE_OK);
    CHECK_MSG(review_reply(r.p) == 12, "review: %s", r.p);
    ebuf_free(&r);
    engine_free(e);
}

int main(void)
{
    RUN(test_framing);
    RUN(test_framing_bytes);
    RUN(test_load_special);
    RUN(test_random_lines);
    RUN(test_whole_games);
    RUN(test_seeded_rolls);
    RUN(test_dice_props);
    RUN(test_bear_off_refusal);
    RUN(test_review_stop);
    return check_summary();
}
