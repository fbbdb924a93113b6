/* test_files.c: the player's files on disk: atomic replacement through links, modes and
 * leftovers, files that cannot be read set aside, statistics without a cap, the cache folder. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../check.h"
#include "ludi/fileio.h"
#include "ludi/settings.h"

static char dir[64];                 /* a fresh folder of the test's own under /tmp */

static const char *in_dir(const char *name)
{
    static char path[4][320];
    static int k;
    k = (k + 1) % 4;
    snprintf(path[k], sizeof path[k], "%s/%s", dir, name);
    return path[k];
}

static void put(const char *name, const char *data, size_t len)
{
    FILE *f = fopen(in_dir(name), "wb");
    CHECK(f != NULL);
    if (f) {
        CHECK(fwrite(data, 1, len, f) == len);
        fclose(f);
    }
}

/* The file's bytes as a string (NUL bytes shown as '@'), or "(none)". */
static const char *contents(const char *name)
{
    static char buf[4096];
    FILE *f = fopen(in_dir(name), "rb");
    if (!f)
        return "(none)";
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    for (size_t i = 0; i < n; i++)
        buf[i] = buf[i] ? buf[i] : '@';
    buf[n] = '\0';
    return buf;
}

/* How many names in the folder start with prefix; the last one found in found. */
static int count_names(const char *prefix, char *found, size_t len)
{
    DIR *d = opendir(dir);
    int n = 0;
    struct dirent *e;
    while (d && (e = readdir(d)) != NULL)
        if (strncmp(e->d_name, prefix, strlen(prefix)) == 0) {
            n++;
            if (found)
                snprintf(found, len, "%s", e->d_name);
        }
    if (d)
        closedir(d);
    return n;
}

static bool write_file(const char *name, const char *text)
{
    char err[LUDI_ERR_LEN] = "";
    bool ok = ludi_file_write_atomic(in_dir(name), text, strlen(text), err, sizeof err);
    if (!ok)
        printf("  %s: %s\n", name, err);
    return ok;
}

static void empty_dir(void)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    while (d && (e = readdir(d)) != NULL)
        if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) {
            const char *p = in_dir(e->d_name);
            if (unlink(p) != 0)
                rmdir(p);
        }
    if (d)
        closedir(d);
}

/* A file replaced keeps its mode; a file made new is the player's alone. */
static void test_mode(void)
{
    struct stat st;
    CHECK(write_file("new.txt", "one"));
    CHECK(stat(in_dir("new.txt"), &st) == 0 && (st.st_mode & 07777) == 0600);
    CHECK(chmod(in_dir("new.txt"), 0644) == 0);
    CHECK(write_file("new.txt", "two"));
    CHECK_STR(contents("new.txt"), "two");
    CHECK_MSG(stat(in_dir("new.txt"), &st) == 0 && (st.st_mode & 07777) == 0644,
              "mode %o after replacing a 0644 file", (unsigned)(st.st_mode & 07777));
    empty_dir();
}

/* A symbolic link stays one: its target is replaced, atomically, wherever the chain leads. */
static void test_links(void)
{
    struct stat st;
    CHECK(mkdir(in_dir("sub"), 0700) == 0);
    put("sub/real.txt", "old", 3);
    CHECK(chmod(in_dir("sub/real.txt"), 0640) == 0);
    CHECK(symlink("sub/real.txt", in_dir("link.txt")) == 0);    /* relative to its folder */
    CHECK(symlink(in_dir("link.txt"), in_dir("link2.txt")) == 0);   /* a chain, absolute */
    CHECK(write_file("link2.txt", "new"));
    CHECK(lstat(in_dir("link2.txt"), &st) == 0 && S_ISLNK(st.st_mode));
    CHECK(lstat(in_dir("link.txt"), &st) == 0 && S_ISLNK(st.st_mode));
    CHECK_STR(contents("sub/real.txt"), "new");
    CHECK(stat(in_dir("sub/real.txt"), &st) == 0 && (st.st_mode & 07777) == 0640);
    /* a link to a file not made yet: the file is made where it points */
    CHECK(symlink("sub/later.txt", in_dir("dangling.txt")) == 0);
    CHECK(write_file("dangling.txt", "made"));
    CHECK(lstat(in_dir("dangling.txt"), &st) == 0 && S_ISLNK(st.st_mode));
    CHECK_STR(contents("sub/later.txt"), "made");
    /* a loop of links is refused */
    CHECK(symlink("loop2", in_dir("loop1")) == 0 && symlink("loop1", in_dir("loop2")) == 0);
    CHECK(!write_file("loop1", "x"));
    unlink(in_dir("sub/real.txt"));
    unlink(in_dir("sub/later.txt"));
    rmdir(in_dir("sub"));
    empty_dir();
}

/* What is not a regular file is never replaced: a FIFO (as a device would be, which a test must
 * not touch) and a folder, directly or through a link. */
static void test_not_regular(void)
{
    struct stat st;
    char err[LUDI_ERR_LEN] = "";
    CHECK(mkfifo(in_dir("fifo"), 0600) == 0);
    CHECK(!ludi_file_write_atomic(in_dir("fifo"), "x", 1, err, sizeof err));
    CHECK_MSG(strstr(err, "not a regular file") != NULL, "message: %s", err);
    CHECK(lstat(in_dir("fifo"), &st) == 0 && S_ISFIFO(st.st_mode));
    CHECK(symlink("fifo", in_dir("to-fifo")) == 0);
    CHECK(!write_file("to-fifo", "x"));
    CHECK(lstat(in_dir("fifo"), &st) == 0 && S_ISFIFO(st.st_mode));
    CHECK(mkdir(in_dir("folder"), 0700) == 0);
    CHECK(!write_file("folder", "x"));
    CHECK(lstat(in_dir("folder"), &st) == 0 && S_ISDIR(st.st_mode));
    CHECK_INT(count_names("fifo.tmp", NULL, 0) + count_names("folder.tmp", NULL, 0), 0);
    empty_dir();
}

/* The temporary files of writes that were killed go at the next write of the same name (or
 * at start, for a whole folder); one a live write holds locked stays. */
static void test_stale_temps(void)
{
    put("game.ludi.tmp.AbC123", "half", 4);
    put("game.ludi.tmp.Zz9xY0", "half", 4);
    put("other.ludi.tmp.QQQQQQ", "half", 4);
    put("game.ludi.tmp.Held01", "busy", 4);
    int held = open(in_dir("game.ludi.tmp.Held01"), O_RDONLY);
    CHECK(held >= 0 && flock(held, LOCK_EX) == 0);
    CHECK(write_file("game.ludi", "saved"));
    CHECK_STR(contents("game.ludi"), "saved");
    char found[256] = "";
    CHECK_INT(count_names("game.ludi.tmp.", found, sizeof found), 1);
    CHECK_STR(found, "game.ludi.tmp.Held01");
    CHECK_INT(count_names("other.ludi.tmp.", NULL, 0), 1);
    ludi_dir_clean_temps(dir);
    CHECK_INT(count_names("other.ludi.tmp.", NULL, 0), 0);
    CHECK_INT(count_names("game.ludi.tmp.", NULL, 0), 1);
    close(held);
    ludi_dir_clean_temps(dir);
    CHECK_INT(count_names("game.ludi.tmp.", NULL, 0), 0);
    CHECK_STR(contents("game.ludi"), "saved");
    empty_dir();
}

/* A file of the player's that cannot be read whole is moved aside under a name that says so,
 * never written over; a missing one is just missing. */
static void test_read_player(void)
{
    struct ludi_file_report rep;
    char *text = NULL;
    CHECK(!ludi_file_read_player(in_dir("none.txt"), 1000, &text, &rep));
    CHECK(rep.status == LUDI_FILE_NONE);
    put("stats.txt", "3 1 0 pente\0binary", 18);
    CHECK(!ludi_file_read_player(in_dir("stats.txt"), 1000, &text, &rep));
    CHECK(rep.status == LUDI_FILE_ASIDE);
    CHECK_STR(rep.name, "stats.txt");
    CHECK_MSG(strncmp(rep.aside, "stats.txt.unreadable-", 21) == 0 && !strchr(rep.aside, '/'),
              "set aside as %s", rep.aside);
    CHECK_STR(contents(rep.aside), "3 1 0 pente@binary");
    CHECK_STR(contents("stats.txt"), "(none)");
    /* too large, the same way; a second one the same day gets a name of its own */
    put("stats.txt", "0123456789", 10);
    CHECK(!ludi_file_read_player(in_dir("stats.txt"), 5, &text, &rep));
    CHECK(rep.status == LUDI_FILE_ASIDE);
    CHECK_INT(count_names("stats.txt.unreadable-", NULL, 0), 2);
    CHECK_STR(contents(rep.aside), "0123456789");
    put("good.txt", "fine", 4);
    CHECK(ludi_file_read_player(in_dir("good.txt"), 100, &text, &rep));
    CHECK(rep.status == LUDI_FILE_WHOLE);
    CHECK_STR(text, "fine");
    free(text);
    empty_dir();
}

/* Statistics: counts beyond an int or impossible ones are refused without overflowing (UBSan
 * watches), every row is kept however many, and files written by earlier versions read. */
static void test_stats_parse(void)
{
    struct ludi_stats st = {0};
    char note[200];
    CHECK(!ludi_stats_parse("2147483647 2147483647 2147483647 x\n", &st, note, sizeof note));
    CHECK_INT(st.n, 0);
    CHECK(!ludi_stats_parse("5 3 3 pente\n", &st, note, sizeof note));
    CHECK(!ludi_stats_parse("2147483648 0 0 pente\n", &st, note, sizeof note));
    CHECK(!ludi_stats_parse("-1 0 0 pente\n", &st, note, sizeof note));
    CHECK(!ludi_stats_parse("3 1 1\n", &st, note, sizeof note));
    CHECK(!ludi_stats_parse("3 1 1 pen\x01te\n", &st, note, sizeof note));
    CHECK_INT(st.n, 0);
    /* two rows of one game add up; when the sum would overflow, the row is refused */
    CHECK(ludi_stats_parse("3 1 1 pente\n4 2 0 pente\n", &st, note, sizeof note));
    CHECK(st.n == 1 && st.row[0].played == 7 && st.row[0].won == 3 && st.row[0].drawn == 1);
    CHECK(!ludi_stats_parse("2147483647 0 0 pente\n1 0 0 pente\n", &st, note, sizeof note));
    CHECK(st.n == 1 && st.row[0].played == INT_MAX);
    /* as written by today's version */
    CHECK(ludi_stats_parse("# Ludi statistics: played won drawn, then the game\n"
                           "12 5 1 latrunculi size=12x8 king=blocked nocapture=30 "
                           "repeat=forbid vs level 2\n3 3 0 duodecim path=standard two humans\n",
                           &st, note, sizeof note));
    CHECK_INT(st.n, 2);
    /* far more rows than the 128 an earlier version kept */
    st.n = 0;
    for (int i = 0; i < 1000; i++) {
        char key[64];
        snprintf(key, sizeof key, "pente lines=5 vs level %d", i);
        ludi_stats_add(&st, key, i % 3);
    }
    CHECK_INT(st.n, 1000);
    size_t need = ludi_stats_format(&st, NULL, 0);
    char *text = malloc(need + 1);
    CHECK(text != NULL);
    if (text) {
        ludi_stats_format(&st, text, need + 1);
        struct ludi_stats back = {0};
        CHECK(ludi_stats_parse(text, &back, note, sizeof note));
        CHECK_INT(back.n, 1000);
        CHECK(back.n == 1000 && back.row[999].played == 1 && back.row[998].drawn == 1);
        ludi_stats_free(&back);
        free(text);
    }
    ludi_stats_free(&st);
}

/* Loading the statistics and settings files: whatever could be read is kept, and a file with
 * anything not understood in it is set aside (so it is never written over at exit). */
static void test_load_files(void)
{
    struct ludi_stats st = {0};
    struct ludi_file_report rep;
    static const char stats[] = "4 2 1 pente lines=5 vs level 1\n"
                                "2147483647 2147483647 2147483647 x\n"
                                "6 1 0 duodecim path=cross vs level 3\n";
    put("stats.txt", stats, sizeof stats - 1);
    CHECK(!ludi_stats_load(in_dir("stats.txt"), &st, &rep));
    CHECK(rep.status == LUDI_FILE_ASIDE);
    CHECK_INT(st.n, 2);
    CHECK_STR(contents(rep.aside), stats);
    CHECK_STR(contents("stats.txt"), "(none)");
    CHECK(ludi_stats_load(in_dir("stats.txt"), &st, &rep) && rep.status == LUDI_FILE_NONE);
    CHECK_INT(st.n, 0);
    ludi_stats_free(&st);

    struct ludi_settings s;
    put("settings.txt", "volume = 30\nvolume = loud\n", 26);
    CHECK(!ludi_settings_load(in_dir("settings.txt"), &s, &rep));
    CHECK(rep.status == LUDI_FILE_ASIDE && s.volume == 30);
    CHECK_STR(rep.name, "settings.txt");
    put("settings.txt", "volume = 30\n", 12);
    CHECK(ludi_settings_load(in_dir("settings.txt"), &s, &rep));
    CHECK(rep.status == LUDI_FILE_WHOLE && s.volume == 30);

    /* a saved game that cannot be read, as the autosave: set aside too */
    struct ludi_session ss;
    put("current.ludi", "ludi-save 1\ngame chess\n", 23);
    CHECK(!ludi_session_load_player(in_dir("current.ludi"), &ss, &rep));
    CHECK(rep.status == LUDI_FILE_ASIDE);
    CHECK_INT(count_names("current.ludi.unreadable-", NULL, 0), 1);
    empty_dir();
}

/* The cache folder holds bytes (NUL bytes and all), only under plain names, and none at all
 * when LUDI_CACHE_DIR is set empty. */
static void test_cache(void)
{
    static const char bytes[] = "LUDIPS01\0\0\x01\x02 table";
    void *data = NULL;
    size_t len = 0;
    setenv("LUDI_CACHE_DIR", dir, 1);
    CHECK(ludi_cache_write("t.table", bytes, sizeof bytes));
    CHECK(ludi_cache_read("t.table", 1000, &data, &len));
    CHECK(len == sizeof bytes && data && memcmp(data, bytes, len) == 0);
    free(data);
    CHECK(!ludi_cache_read("t.table", 4, &data, &len));   /* larger than asked for */
    CHECK(!ludi_cache_write("../t.table", bytes, sizeof bytes));
    setenv("LUDI_CACHE_DIR", "", 1);
    CHECK(!ludi_cache_write("u.table", bytes, sizeof bytes));
    CHECK(!ludi_cache_read("t.table", 1000, &data, &len));
    empty_dir();
}

/* A game's end undone takes its count back (play-test 8): the row loses that game and, with no
 * games left, goes; a count that is not there is not taken. */
static void test_stats_take_back(void)
{
    struct ludi_stats st = {0};
    ludi_stats_add(&st, "a", 0);
    ludi_stats_add(&st, "b", 1);
    ludi_stats_add(&st, "b", 2);
    ludi_stats_take_back(&st, "b", 1);
    CHECK(st.n == 2 && st.row[1].played == 1 && st.row[1].won == 0 && st.row[1].drawn == 1);
    ludi_stats_take_back(&st, "b", 1);   /* no win left to take back */
    ludi_stats_take_back(&st, "b", 0);   /* nor a loss */
    ludi_stats_take_back(&st, "c", 0);   /* nor a row */
    CHECK(st.n == 2 && st.row[1].played == 1 && st.row[1].drawn == 1);
    ludi_stats_take_back(&st, "a", 0);
    CHECK(st.n == 1 && strcmp(st.row[0].key, "b") == 0 && st.row[0].played == 1);
    ludi_stats_free(&st);
}

int main(void)
{
    snprintf(dir, sizeof dir, "/tmp/ludi-files-XXXXXX");
    if (!mkdtemp(dir)) {
        printf("cannot make a folder in /tmp\n0 passed, 1 failed\n");
        return 1;
    }
    RUN(test_mode);
    RUN(test_links);
    RUN(test_not_regular);
    RUN(test_stale_temps);
    RUN(test_read_player);
    RUN(test_stats_parse);
    RUN(test_stats_take_back);
    RUN(test_load_files);
    RUN(test_cache);
    rmdir(dir);
    return check_summary();
}
