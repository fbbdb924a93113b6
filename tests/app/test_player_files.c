/* test_player_files.c: the game window and the player's files: files it cannot read are set
 * aside with a one-line notice naming them, never written over, and what could be read is kept. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../check.h"
#include "app_events.h"
#include "app.h"
#include "game.h"

static char home[64];                /* XDG_DATA_HOME for the test: the window's folder within */
static char folder[128];

static void put(const char *name, const char *data, size_t len)
{
    char path[256];
    snprintf(path, sizeof path, "%s%s", folder, name);
    FILE *f = fopen(path, "wb");
    CHECK(f != NULL);
    if (f) {
        CHECK(fwrite(data, 1, len, f) == len);
        fclose(f);
    }
}

/* The first name in the folder starting with prefix, and how many there are. */
static int find(const char *prefix, char *out, size_t len)
{
    DIR *d = opendir(folder);
    int n = 0;
    struct dirent *e;
    while (d && (e = readdir(d)) != NULL)
        if (strncmp(e->d_name, prefix, strlen(prefix)) == 0 && n++ == 0)
            snprintf(out, len, "%s", e->d_name);
    if (d)
        closedir(d);
    return n;
}

static bool same_bytes(const char *name, const char *data, size_t len)
{
    char path[256], buf[512];
    snprintf(path, sizeof path, "%s%s", folder, name);
    FILE *f = fopen(path, "rb");
    if (!f)
        return false;
    size_t n = fread(buf, 1, sizeof buf, f);
    fclose(f);
    return n == len && memcmp(buf, data, len) == 0;
}

/* Puts a file in the folder, then starts the window as a player would (no --no-settings). */
static bool run_window(struct app *a, const char *name, const char *data, size_t len)
{
    put(name, data, len);
    char *argv[] = {"ludi", "--window", "640x400", "--language", "en", NULL};
    struct launch l;
    char err[512];
    if (!cli_parse(5, argv, &l, err, sizeof err) || !app_init(a, &l, err, sizeof err)) {
        printf("start: %s\n", err);
        return false;
    }
    SDL_LogSetAllPriority(SDL_LOG_PRIORITY_WARN);
    app_frame(a, false);
    return true;
}

/* Statistics with a NUL byte in them (and rows of an impossible count): the rows that can be
 * read are kept and written back at exit, the file itself is kept under another name. */
static void test_unreadable_stats(void)
{
    static const char stats[] = "4 2 1 pente lines=5 mode=knockoff vs level 1\n\0\xff binary\n";
    static struct app a;
    if (!run_window(&a, "stats.txt", stats, sizeof stats - 1)) {
        CHECK(false);
        return;
    }
    CHECK_MSG(strstr(a.notice, "stats.txt") && !strchr(a.notice, '/'), "notice: %s", a.notice);
    /* and it is on the screen: its time runs from the first frame, not from the start */
    CHECK(a.first_frame_at > 0 && a.now <= a.notice_until);
    app_save_settings(&a);
    char aside[256] = "";
    CHECK_INT(find("stats.txt.unreadable-", aside, sizeof aside), 1);
    CHECK_MSG(same_bytes(aside, stats, sizeof stats - 1), "%s changed", aside);
    CHECK_MSG(strstr(a.notice, aside) != NULL, "notice: %s", a.notice);
    app_free(&a);
}

static void test_impossible_rows(void)
{
    static const char stats[] = "4 2 1 pente lines=5 mode=knockoff vs level 1\n"
                                "2147483647 2147483647 2147483647 x\n";
    static struct app a;
    if (!run_window(&a, "stats.txt", stats, sizeof stats - 1)) {
        CHECK(false);
        return;
    }
    CHECK_INT(a.stats.n, 1);
    CHECK_MSG(strstr(a.notice, "stats.txt") != NULL, "notice: %s", a.notice);
    app_save_settings(&a);
    char aside[256] = "";
    CHECK(find("stats.txt.unreadable-", aside, sizeof aside) >= 1);
    static const char kept[] = "# Ludi statistics: played won drawn, then the game\n"
                               "4 2 1 pente lines=5 mode=knockoff vs level 1\n";
    CHECK(same_bytes("stats.txt", kept, sizeof kept - 1));
    app_free(&a);
}

/* A damaged autosave is set aside at start, so the next autosave cannot write over it. */
static void test_damaged_autosave(void)
{
    static const char save[] = "ludi-save 1\ngame latrunculi\nmove a1-a9\n";
    static struct app a;
    if (!run_window(&a, "current.ludi", save, sizeof save - 1)) {
        CHECK(false);
        return;
    }
    char aside[256] = "";
    CHECK_INT(find("current.ludi.unreadable-", aside, sizeof aside), 1);
    CHECK(same_bytes(aside, save, sizeof save - 1));
    CHECK_MSG(strstr(a.notice, "current.ludi") && !strchr(a.notice, '/'), "notice: %s",
              a.notice);
    app_free(&a);
}

int main(void)
{
    if (!test_home_make(home, sizeof home, folder, sizeof folder)) {
        printf("0 passed, 1 failed\n");
        return 1;
    }
    RUN(test_unreadable_stats);
    RUN(test_impossible_rows);
    RUN(test_damaged_autosave);
    test_home_remove(home);
    return check_summary();
}
