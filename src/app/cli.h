/* cli.h: the command line of `ludi`, parsed and checked without SDL (so tests can call it). */
#ifndef LUDI_CLI_H
#define LUDI_CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ludi/settings.h"

#define CLI_MAX_OPTIONS 16

struct launch {
    bool help, version;
    bool have_game;
    enum ludi_game game;
    int noptions;
    char options[CLI_MAX_OPTIONS][64];   /* key=value, already checked against the game */
    int player[2];                       /* -1 as in settings, 0 human, 1 computer */
    int level;                           /* -1 as in settings */
    bool have_seed;
    uint64_t seed;
    const char *screenshot;              /* start a game, save its first settled frame, exit */
    const char *load;                    /* a saved game to open */
    const char *scene;                   /* "title", "settings", "rules", "game", "learn" */
    bool have_tutorial;                  /* --tutorial: a lesson, started directly */
    enum ludi_game tutorial;
    int tutorial_step;                   /* --step: 1-based; 0 where the player left off */
    int win_w, win_h;                    /* 0: the default */
    int material;                        /* -1 as in settings */
    int style, anim, lang;               /* -1 as in settings */
    bool fullscreen;
    bool no_settings;                    /* neither read nor write the settings file */
    bool review;                         /* open the review of the finished game loaded */
};

/* Parses argv; false with a one-line message for a bad argument (exit status 2). */
bool cli_parse(int argc, char **argv, struct launch *l, char *err, size_t errlen);
/* The --help text. */
const char *cli_help(void);
/* Applies the launch's choices over settings (game, options, players, level, looks). */
void cli_apply(const struct launch *l, struct ludi_settings *s);

#endif
