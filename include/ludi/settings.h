/* settings.h: the player's settings and statistics as text (key = value lines); no SDL. */
#ifndef LUDI_SETTINGS_H
#define LUDI_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>

#include "ludi/rules.h"

enum ludi_material { LUDI_STONE, LUDI_TERRACOTTA, LUDI_MATERIAL_COUNT };
enum ludi_duo_style { LUDI_DUO_LETTERS, LUDI_DUO_CIRCLES };
/* Off, then by speed (play-test 24: Off, Fast, Normal, Slow read as no order); the file keeps
 * the names, so settings written in the old order load as they were */
enum ludi_anim { LUDI_ANIM_OFF, LUDI_ANIM_SLOW, LUDI_ANIM_NORMAL, LUDI_ANIM_FAST };
enum ludi_lang { LUDI_LANG_AUTO, LUDI_LANG_EN, LUDI_LANG_DE, LUDI_LANG_COUNT };

struct ludi_settings {
    enum ludi_game game;                         /* the game New game starts */
    struct ludi_options opt[LUDI_GAME_COUNT];    /* each game's rule options */
    bool computer[LUDI_GAME_COUNT][2];           /* each game's side 0 / 1 played by the computer */
    int level[LUDI_GAME_COUNT][2];               /* 1..LUDI_AI_LEVEL_MAX */
    enum ludi_material material[LUDI_GAME_COUNT];
    enum ludi_duo_style duo_style;
    enum ludi_anim anim;
    bool sound;
    int volume;                                  /* 0..100 */
    bool fullscreen;
    enum ludi_lang lang;
    bool offer_lesson[LUDI_GAME_COUNT];          /* the title asks whether to take a game's
                                                    lesson first while it is new to the player,
                                                    until answered once */
};

void ludi_settings_default(struct ludi_settings *s);
/* Reads settings text over the defaults. Every good line is taken; a bad or unknown line is
 * skipped and the first problem is described in notice (returns false then). */
bool ludi_settings_parse(const char *text, struct ludi_settings *s, char *notice, size_t len);
/* The whole settings as text; returns the length needed (as snprintf). */
size_t ludi_settings_format(const struct ludi_settings *s, char *buf, size_t len);

/* Statistics: games played and won per game, variant and computer level; every row is kept. */
struct ludi_stat {
    char key[96];                                /* "latrunculi size=12x8 ... vs level 3" */
    int played, won, drawn;
};
struct ludi_stats {
    int n, cap;
    struct ludi_stat *row;                       /* n rows (malloc'd; ludi_stats_free) */
};
void ludi_stats_free(struct ludi_stats *st);
/* Reads statistics text ("played won drawn key" lines; two lines of one key add up). A line
 * not understood, or counting what cannot be (won and drawn beyond played, beyond an int), is
 * skipped and described in notice (returns false then). */
bool ludi_stats_parse(const char *text, struct ludi_stats *st, char *notice, size_t len);
size_t ludi_stats_format(const struct ludi_stats *st, char *buf, size_t len);
/* Counts one finished game under key: outcome 1 won, 0 lost, 2 drawn. */
void ludi_stats_add(struct ludi_stats *st, const char *key, int outcome);
/* Takes back one game counted under key with that outcome (its end was undone): a row left
 * with no games goes. Nothing when no such game is counted. */
void ludi_stats_take_back(struct ludi_stats *st, const char *key, int outcome);

/* The settings and statistics files: what can be read is taken; a file that cannot be read
 * whole, or holds a line not understood, is set aside (fileio.h) and rep says so. True when
 * the file was read whole and understood, or is not there. */
struct ludi_file_report;
bool ludi_settings_load(const char *path, struct ludi_settings *s, struct ludi_file_report *rep);
bool ludi_stats_load(const char *path, struct ludi_stats *st, struct ludi_file_report *rep);

#endif
