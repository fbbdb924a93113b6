/* i18n.h: every text of the game window, by number; one table per language (i18n_en.c,
 * i18n_de.c), checked complete by a test. */
#ifndef LUDI_I18N_H
#define LUDI_I18N_H

#include <stddef.h>

#include "ludi/rules.h"
#include "ludi/settings.h"

enum i18n_lang { I18N_EN, I18N_DE, I18N_COUNT };

enum str_id {
    /* title */
    STR_TAGLINE, STR_CONTINUE, STR_NEW_GAME, STR_SETTINGS, STR_RULES, STR_QUIT,
    STR_LAT_NAME, STR_LAT_SUB, STR_PENTE_NAME, STR_PENTE_SUB, STR_DUO_NAME, STR_DUO_SUB,
    STR_STATS_TITLE, STR_STATS_ROW, STR_STATS_NONE, STR_PLAY_THIS,
    /* game screen */
    STR_UNDO, STR_REDO, STR_HINT, STR_MENU, STR_MOVES, STR_MOVE_LIST, STR_SAVE, STR_LOAD,
    STR_MOVES_KEY_LAT, STR_MOVES_KEY_PENTE, STR_MOVES_KEY_DUO, STR_STEP_ENTERS, STR_STEP_BEARS_OFF, STR_SAID_ENTERED, STR_SAID_ENTERED_MANY, STR_SAID_ENTERED_N, STR_SAID_BORE_OFF_N, STR_SAID_BORE_OFF, STR_SAID_BORE_OFF_MANY, STR_SAID_MOVED, STR_SAID_MOVED_STEP, STR_SAID_MOVED_N, STR_SAID_HITTING, STR_SAID_HIT_YOURS, STR_SAID_HIT_YOURS_MANY, STR_DUO_THREW_SAID,
    STR_MOVES_KEY_PENTE_CLASSIC, STR_MOVES_KEY_PENTE_WAY, STR_MOVES_KEY_PENTE_GOAL,
    STR_TO_MOVE, STR_TO_THROW, STR_YOU, STR_COMPUTER, STR_THINKING, STR_THROW_HELP, STR_THROW_HELP_ONE,
    STR_NOCAP, STR_NOCAP_LONG, STR_NOCAP_OFF, STR_BORNE_OFF, STR_WAITING, STR_TAKEN,
    STR_SIDE_BLACK, STR_SIDE_WHITE, STR_SIDE_A, STR_SIDE_B, STR_SIDE_ONE, STR_SIDE_TWO,
    STR_NO_MOVE_HUMAN, STR_NO_MOVE_COMPUTER, STR_NOTHING_TO_UNDO, STR_NOTHING_TO_REDO,
    STR_COMPUTER_FAILED, STR_FILE_ASIDE, STR_FILE_LEFT, STR_HINT_SHOWN, STR_HINT_ENTER,
    STR_HINT_ENTER_STEPS, STR_SAVE_NO_FOLDER, STR_SAVE_OFF, STR_WIN_CHANCE,
    STR_WINS, STR_DRAW, STR_YOU_WIN, STR_YOU_LOSE,
    STR_REASON_ALL_MEN, STR_REASON_KING, STR_REASON_OWN_KING, STR_REASON_STALEMATE,
    STR_REASON_NOCAPTURE, STR_REASON_SACRED, STR_REASON_BORNE_OFF,
    STR_REMATCH, STR_REPLAY_HELP, STR_REVIEW, STR_PRESENT, STR_SAVED, STR_LOADED, STR_LOAD_FAILED,
    STR_GAME_SAVE_NAME, STR_KEY_CTRL, STR_NOT_YOURS, STR_NOT_YOURS_COMPUTER, STR_WAIT_COMPUTER,
    STR_REVIEWING, STR_FORCED, STR_FORCED_ORDER, STR_FORCED_ORDER_ONE, STR_FORCED_WHY,
    STR_FORCED_ORDER_WHY, STR_FORCED_ORDER_WHY_ONE,
    STR_FORCED_ENTER, STR_FORCED_ENTER_LIFTED, STR_FORCED_ENTER_KEYS, STR_FORCED_ENTER_LIFTED_KEYS, STR_FORCED_IN, STR_FORCED_TO, STR_DUO_THREW_BRIEF, STR_DUO_THREW_BRIEF_HIT, STR_DUO_THREW_BRIEF_HITS, STR_GOAL_LAT, STR_GOAL_PENTE, STR_GOAL_DUO, STR_LAT_TAKE_HOW, STR_VS_COMPUTER, STR_VS_COMPUTER_SHORT, STR_VS_PEOPLE, STR_VS_COMPUTERS,
    STR_DROP_ON_MARK, STR_CLICK_ON_MARK, STR_LIFT_FIRST, STR_LAT_HOW, STR_LIFT_FIRST_LAT, STR_PASS, STR_NO_MOVES_YET,
    STR_SHOW_RESULT, STR_CLOSE,
    STR_CONFIRM_NEW, STR_CONFIRM_LOAD, STR_START_NEW, STR_OPEN_IT, STR_KEEP_PLAYING,
    STR_KEEP_PLAYING_GAME, STR_PLAY_GAME, STR_PLAY_GAME_AGAIN,
    STR_ASK_LESSON_FIRST, STR_TAKE_LESSON, STR_PLAY_NOW, STR_KEPT_UNFINISHED,
    STR_REST_CLICK_PLACE, STR_PT_LIFTED,
    STR_STATS_BUTTON, STR_STATS_VS_LEVEL, STR_STATS_TWO, STR_STATS_COUNTS, STR_RESET,
    STR_CONFIRM_RESET, STR_RESET_YES, STR_SET_SIDE_FIRST, STR_SET_SIDE_SECOND,
    STR_NO_SAVES, STR_SAVED_GAMES, STR_SAVES_LEFT_OUT, STR_CANCEL, STR_MUTED, STR_UNMUTED,
    STR_DUO_THREW_PASS, STR_LAT_PLAYED, STR_LAT_PLAYED_KING, STR_LAT_KING_FLANKED, STR_FORCED_DICE,
    STR_ROW_VS_LEVEL, STR_ROW_TWO, STR_ROW_OVER, STR_ROW_MOVE_ONE, STR_ROW_MOVES,
    /* the boards (scene_game_board.c, view*.c) */
    STR_BOARD_CAPTURED, STR_BOARD_BORNE_OFF, STR_BOARD_BORNE_OFF_SHORT, STR_BOARD_BORNE_OFF_BRIEF,
    STR_BOARD_BORNE_OFF_COUNT, STR_BOARD_WAITING, STR_BOARD_PATH, STR_BOARD_PATH_OF,
    STR_BOARD_PATH_NEXT, STR_BOARD_PATH_HIDE, STR_BOARD_PATH_SHOW, STR_BOARD_PATH_BUTTON,
    STR_DUO_HIT_THERE, STR_DUO_HIT_MARKED, STR_LAT_LIFTED, STR_LAT_LIFTED_KING,
    /* settings */
    STR_SET_GAME, STR_SET_BOARD, STR_SET_RULES, STR_SET_PLAYERS, STR_SET_DISPLAY, STR_SET_SOUND,
    STR_SET_ELSEWHERE,
    STR_SET_MATERIAL, STR_SET_GAME_HELP, STR_SET_MATERIAL_HELP, STR_MAT_STONE, STR_MAT_TERRACOTTA,
    STR_SET_STYLE, STR_SET_STYLE_HELP, STR_STYLE_LETTERS, STR_STYLE_CIRCLES,
    STR_SET_SIDE0, STR_SET_SIDE1, STR_SET_PLAYER_HELP, STR_HUMAN, STR_LEVEL,
    STR_SET_ANIM, STR_SET_ANIM_HELP, STR_ANIM_OFF, STR_ANIM_FAST, STR_ANIM_NORMAL,
    STR_ANIM_SLOW, STR_SET_FULLSCREEN, STR_SET_FULLSCREEN_HELP, STR_YES, STR_NO,
    STR_SET_LANGUAGE, STR_SET_LANGUAGE_HELP, STR_LANG_AUTO,
    STR_SET_SOUND_ON, STR_SET_SOUND_HELP, STR_SET_VOLUME, STR_SET_VOLUME_HELP,
    STR_START, STR_BACK, STR_NO_AUDIO,
    /* learning (scene_learn.c, scene_lesson.c) */
    STR_LEARN, STR_LEARN_TITLE, STR_LEARN_SUB, STR_LEARN_PROGRESS, STR_LEARN_START,
    STR_LEARN_RESUME, STR_LEARN_REPLAY, STR_LEARN_FROM_START, STR_LEARN_STEP, STR_LEARN_NEXT,
    STR_LEARN_SKIP, STR_LEARN_AGAIN, STR_LEARN_LEAVE, STR_LEARN_PLAY, STR_LEARN_WELL_DONE,
    STR_LEARN_NOT_QUITE, STR_LEARN_NOT_ALLOWED, STR_LEARN_TRY_AGAIN, STR_LEARN_GO_ON,
    STR_LEARN_KEY_PLACE, STR_LEARN_KEY_NEXT, STR_LEARN_KEY_GOAL, STR_LEARN_KEY_MOVABLE,
    STR_LEARN_KEY_LIFTED, STR_LEARN_KEY_LIFTED_LAT, STR_LEARN_KEY_LAST,
    STR_LEARN_UNREADABLE, STR_LEARN_ALL_DONE,
    /* rules */
    STR_RULES_LAT, STR_RULES_PENTE, STR_RULES_DUO, STR_RULES_IN_FORCE, STR_RULES_SET, STR_RULES_KEYS,
    STR_RULES_KEYS_DICE, STR_RULES_KEYS_DIE, STR_RULES_PIECE, STR_RULES_PIECE_LAT, STR_RULES_KEYS_PATH,
    STR_MARKS_TITLE, STR_MARK_KING, STR_MARK_LEAVE, STR_MARK_RISK, STR_RISK_LOSE_MARKED, STR_MARK_TRAP, STR_MARK_HIT_PENTE,
    STR_MARK_HIT_DUO,
    /* what the window says of a turn left half made, of the game continued, of a review */
    STR_RESUMED, STR_CONTINUE_GAME, STR_REVIEW_TURN, STR_REVIEW_PASSED, STR_REVIEW_START, STR_REVIEW_AT_START, STR_BOARD_ENTERED,
    /* the hint's search and its reasons, the computer's captures said (game.c, the chrome) */
    STR_HINT_SEARCH, STR_WHY_WINS, STR_WHY_TAKES_ONE, STR_WHY_TAKES, STR_WHY_SAVES_ONE,
    STR_WHY_SAVES, STR_WHY_THREAT_ONE, STR_WHY_THREAT, STR_TOOK_MAN, STR_TOOK_MEN, STR_KNOCKED,
    STR_KNOCKED_MANY, STR_HIT_ONE, STR_HIT_MANY,
    /* ... at one table, where "your" is either person: by both sides' names */
    STR_TOOK_MAN_OF, STR_TOOK_MEN_OF, STR_KNOCKED_OF, STR_KNOCKED_MANY_OF, STR_HIT_ONE_OF,
    STR_HIT_MANY_OF,
    /* Latrunculi: the player's king can be trapped next move; the hint's reasons for kings */
    STR_KING_TRAP_MAN, STR_KING_TRAP_KING, STR_KING_TRAP_MANY, STR_WHY_GUARDS_KING,
    STR_WHY_FREES_KING, STR_WHY_TRAPS_KING, STR_WHY_HEMS_KING, STR_WHY_PREPARES_ONE,
    STR_WHY_PREPARES, STR_WHY_PREPARES_WIN, STR_WHY_EXPOSES_ONE, STR_WHY_EXPOSES, STR_WHY_BUT,
    /* ... the player's men can be taken next move (play-test 25); a list's last two joined */
    STR_MAN_THREAT, STR_MEN_THREAT, STR_THREAT_BY_MAN, STR_THREAT_BY_KING, STR_THREAT_BY_MOVE,
    STR_LIST_AND, STR_LIST_OR,
    /* play-test 8: a destination that would cost the mover's king; the player's own captures
     * said as the computer's are; whose king was immobilised; play-test 30: a destination
     * that leaves a man to be taken */
    STR_RISK_TRAP, STR_RISK_BLOCKS, STR_RISK_MARKED, STR_LEAVE_MAN, STR_LEAVE_MEN, STR_LEAVE_BY,
    STR_LEAVE_BY_OR, STR_LEAVE_BY_AND, STR_LEAVE_MARKED,
    STR_LEAVE_SAFE, STR_LEAVE_STILL_MAN, STR_LEAVE_STILL_MEN, STR_TAKE_MAN, STR_TAKE_MEN, STR_THREATEN_MAN, STR_THREATEN_MEN, STR_THREATEN_STILL_MAN, STR_THREATEN_STILL_MEN, STR_TAKE_STILL_MAN, STR_TAKE_STILL_MEN,
    STR_TAKE_MARKED, STR_LEAVE_TAKE_MARKED, STR_LEARN_KEY_TAKE, STR_YOU_TOOK_MAN, STR_YOU_TOOK_MEN,
    STR_YOU_KNOCKED, STR_YOU_KNOCKED_MANY, STR_YOU_HIT_ONE, STR_YOU_HIT_MANY,
    STR_REASON_KING_YOURS, STR_REASON_KING_ENEMY, STR_REASON_KING_OF,
    STR_REASON_OWN_KING_YOURS, STR_REASON_OWN_KING_ENEMY, STR_REASON_OWN_KING_OF,
    /* the review of a finished game, the hint's turns (review_view.c) */
    STR_RV_TITLE, STR_RV_UNFINISHED, STR_RV_BUTTON, STR_RV_PROGRESS, STR_RV_FAILED, STR_RV_CLOSE, STR_RV_GOOD,
    STR_RV_INACCURATE, STR_RV_MISTAKE, STR_RV_BLUNDER, STR_RV_MOVE, STR_RV_BEST, STR_RV_FORCED,
    STR_RV_LOSS_CHANCE, STR_RV_LOSS_MEN, STR_RV_LOSES_GAME, STR_RV_MISSED_WIN,
    STR_RV_PLAYED_ARROW, STR_RV_BEST_ARROW, STR_RV_PLAYED_BEST_ARROW, STR_RV_HINT_TURNS,
    STR_RV_HINT_THIRD, STR_RV_PERCENT,
    STR_RV_AHEAD, STR_RV_CHART_MEN, STR_RV_CHART_CHANCE,
    /* asked before a player's move that would lose the game (play-test 25) */
    STR_ASK_OWN_KING, STR_ASK_LOSES, STR_KING_TRAP_OWN,
    /* a player gives the game up (play-test 26): the button, its question, the end's reason */
    STR_RESIGN, STR_ASK_RESIGN, STR_ASK_RESIGN_FOR, STR_RESIGNED_YOU, STR_RESIGNED_OF,
    /* a man taken from an enclosed line beside its own king, which stays: why */
    STR_TOOK_KING_LINE,
    /* Pente grammai, a throw with several moves: what to do */
    STR_PT_CHOOSE, STR_PT_CHOOSE_ONE, STR_PT_SPLIT, STR_PT_REST,
    STR_PT_GOES, STR_PT_ENTERS, STR_PT_GOES_KNOCKS, STR_PT_ENTERS_KNOCKS, STR_PT_GOES_MANY,
    /* Pente grammai, the computer's throw until the person throws: what it threw and did */
    STR_PT_THREW, STR_PT_THREW_KNOCKED, STR_PT_THREW_PASS, STR_PT_STEP, STR_PT_THREW_IN,
    STR_PT_STEPS_AND,
    /* the keys' first use in a game: what they do */
    STR_KEYS_FIRST, STR_KEYS_FIRST_MAN,
    /* Duodecim, in the middle of a person's turn: the dice still to play, those that cannot be
     * used, the rest one way only; a click's step made by itself, the counter's only move */
    STR_REST_PLAY, STR_REST_FIRST, STR_REST_CLICK, STR_REST_UNUSED_ONE, STR_REST_UNUSED_MANY, STR_REST_UNUSED_DIE,
    STR_REST_UNUSED_DICE, STR_REST_ONE_WAY,
    STR_CLICKED_MOVE, STR_CLICKED_ENTER, STR_CLICKED_OFF,
    /* Duodecim, a place clicked with no counter chosen that several counters can go to */
    STR_SEVERAL_TO, STR_SEVERAL_OFF, STR_FROM_CENTRE,
    /* Duodecim's list key where every move is written in the player's numbers */
    STR_MOVES_KEY_DUO_MINE,
    STR_MOVES_KEY_DUO_PATH, STR_DUO_PATH_RUNS,
    STR_NONE_GOES_THERE, STR_NONE_GOES_THERE_LAT,
    /* Duodecim: the letter before a point of the other side's own half of the middle row, as
     * the list and the board name it (Black's, White's) */
    STR_DUO_MARK_ONE, STR_DUO_MARK_TWO,
    /* Undo in a dice game that took the computer's turn back with the player's */
    STR_UNDO_THEIRS_TOO,
    /* the computer against itself at one level (play-test 38: "levels 5 and 5") */
    STR_VS_COMPUTERS_SAME,
    /* what to do with the keys, where the mouse's words say "click" (play-test 60) */
    STR_LAT_LIFTED_KEYS, STR_REST_KEYS, STR_REST_KEYS_PLACE, STR_REST_ONE_WAY_KEYS,
    STR_PT_LIFTED_KEYS,
    STR_COUNT
};

/* The language to use: the setting, or the system's preferred one for "auto". */
enum i18n_lang i18n_choose(enum ludi_lang setting);
const char *i18n_get(enum i18n_lang lang, enum str_id id);
/* Duodecim: the letter before a point of side's own half of the middle row where the other
 * side's numbers name the rest ("W" of White's "W4-21", in the move list and on the board). */
const char *i18n_duo_mark(enum i18n_lang lang, int side);
extern const char *const i18n_en[STR_COUNT];
extern const char *const i18n_de[STR_COUNT];

/* Texts that come from the rules core in English (its options, its refusals) are translated
 * by their English words; a test checks every one of them is in each table. */
struct i18n_pair {
    const char *en, *text;
};
extern const struct i18n_pair i18n_de_core[];
extern const int i18n_de_core_count;
/* English words of the window for texts of the rules core (the protocol's words kept there). */
extern const struct i18n_pair i18n_en_core[];
extern const int i18n_en_core_count;
/* The core's English text in lang (the English itself when there is no translation). */
const char *i18n_core(enum i18n_lang lang, const char *english);
/* A refusal that names the side to move ({me}) in the second person, said to the player whose
 * move it is (the window phrases it; the core still decides it): the text in lang, or NULL
 * where the English names no {me}. */
extern const struct i18n_pair i18n_en_you[], i18n_de_you[];
extern const int i18n_en_you_count, i18n_de_you_count;
const char *i18n_core_you(enum i18n_lang lang, const char *english);

struct app;
/* A core text in the window's language. */
const char *trc(const struct app *a, const char *english);
/* A side's name for people: "Black", "Blue", ... */
const char *tr_side(const struct app *a, enum ludi_game g, int side);
/* Why the rules refuse something, in the window's language; you: said to the player whose
 * move it is ("a counter of your own", not "of Blue's own"). */
void tr_why(const struct app *a, enum ludi_game g, const struct ludi_why *w, bool you, char *buf,
            size_t len);
/* The same without the move's notation in front ("d2-e3: "), for a newcomer (the lessons). */
void tr_why_plain(const struct app *a, enum ludi_game g, const struct ludi_why *w, bool you,
                  char *buf, size_t len);
/* A game's name in the window's language. */
const char *tr_game(const struct app *a, enum ludi_game game);
/* A game and its options in words: "Latrunculi 12x8", then the options not at their default
 * ("King: Surrounded"); all of them, each with its title, when all is set. */
void tr_options(const struct app *a, const struct ludi_options *o, bool all, char *buf,
                size_t len);
/* A statistics key ("latrunculi size=12x8 ..., computer level 2") in words ("Latrunculi 12x8
 * against level 2"); a key that does not read so is given as it is. */
void tr_stats_key(const struct app *a, const char *key, char *out, size_t len);
/* The text in the window's language. */
const char *tr(const struct app *a, enum str_id id);
/* Formats a text of the table (its conversions are checked against English by a test). */
void trf(const struct app *a, char *buf, size_t len, enum str_id id, ...);
/* The same in a given language (for the boards, which know no window). */
void i18n_format(enum i18n_lang lang, char *buf, size_t len, enum str_id id, ...);

#endif
