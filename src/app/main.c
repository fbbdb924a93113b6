/* main.c: ludi, the game window: parses the command line, starts, runs the loop, saves. */
#include <stdio.h>
#include <stdlib.h>

#include "app.h"
#include "game.h"
#include "ludi/ai.h"
#include "ludi/fileio.h"

int main(int argc, char **argv)
{
    struct launch l;
    char err[512];
    if (!cli_parse(argc, argv, &l, err, sizeof err)) {
        fprintf(stderr, "ludi: %s\n", err);
        return 2;
    }
    if (l.help) {
        fputs(cli_help(), stdout);
        return 0;
    }
    if (l.version) {
        printf("ludi %s\n", LUDI_VERSION);
        return 0;
    }
    ludi_ai_set_cache(ludi_cache_read, ludi_cache_write);   /* the solved tables, kept */
    static struct app a;
    if (!app_init(&a, &l, err, sizeof err)) {
        fprintf(stderr, "ludi: %s\n", err);
        app_free(&a);
        return 1;
    }
    while (!a.quit)
        app_frame(&a, true);
    if (!l.screenshot) {
        app_save_settings(&a);
        if (a.game)
            game_autosave(&a);
    }
    bool shot_failed = l.screenshot && !a.screenshot_taken;
    app_free(&a);
    return shot_failed ? 1 : 0;
}
