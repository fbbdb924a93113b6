/* lesson.h: the guided lessons: lesson files, the step checker and the progress record; no SDL. */
#ifndef LUDI_LESSON_H
#define LUDI_LESSON_H

/*
 * A lesson teaches one game in small steps, each on a position of its own with the dice set
 * (never thrown, so a lesson always works). The window shows a step's instruction, marks the
 * places it names, waits for the player's move and asks ludi_lesson_check (or the run below)
 * whether it was right: a right move is praised and its effect shown; an illegal one is
 * explained with the rules core's own reason; a legal move that misses the idea gets the
 * lesson's feedback. The last step of every lesson is a real game (LUDI_LESSON_PLAY).
 *
 * Lessons are text files, one per game: assets/lessons/<game>.txt (ludi_lesson_file), found
 * wherever the window finds its assets. The format (UTF-8; '#' starts a comment line; one
 * key and its value per line):
 *
 *   lesson <game>                       first: latrunculi, pente or duodecim
 *   title.en <text> / title.de <text>   the lesson's name
 *   other.en <text> / other.de <text>   feedback for a legal move that is not the step's idea
 *                                       (a step may give its own)
 *   step <id>                           starts a step; ids are [a-z0-9_-], unique, kept in
 *                                       the progress record
 *     options <k=v ...>                 rule options as in PROTOCOL.md (default: the game's)
 *     position <text>                   a position string in protocol notation
 *     dice <v ...>                      the dice: 1 value for pente, 3 for duodecim
 *     throw                             the player throws first (the dice still come out as set)
 *     expect <move ...> | expect any    the right moves, whole turns in protocol notation (any
 *                                       order of a turn's steps is accepted: a move is right
 *                                       when it leads to the same position as one of them);
 *                                       "any": every legal move that has the step's effect
 *     effect <k=v ...>                  what a right move does, checked when the file is read:
 *                                       captured=N (men captured, counters knocked off or hit),
 *                                       entered=N, borne=N, nocap=N (Latrunculi's count after),
 *                                       result=ongoing|win|loss|draw (for the mover),
 *                                       reason=all-men|king|own-king|stalemate|nocapture|
 *                                       sacred|borne-off
 *     mark <place ...>                  places the words name, marked from the start (the
 *                                       counter to move, a pile in the way): Latrunculi squares
 *                                       (d5), Pente points (3A) or off, Duodecim points of the
 *                                       mover (1..30), off or out
 *     goal <place ...>                  where the step's turn should end, places as for mark,
 *                                       marked once the dice are thrown (before, they would
 *                                       give the throw away)
 *     say.en / say.de <text>            the instruction (one or two sentences)
 *     praise.en / praise.de <text>      said after a right move: what happened
 *     wrong <move>                      a likely legal move that misses the idea, then
 *     wrong.en / wrong.de <text>        what to say about it
 *     other.en / other.de <text>        this step's feedback for any other legal move
 *     play level=<1-5> hints=on|off     the step is a real game from the set-up (options as
 *                                       given) against the computer at that level; the player
 *                                       has side 0 (Black, Blue, One); it must be the last step
 *
 * Reading a file checks everything that can be checked: every position, dice and move is
 * legal, every text exists in both languages, every right move has the effect the step
 * claims, every "wrong" move is legal and not right. Errors name the line. Bad input never
 * crashes and is never half taken.
 */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ludi/rules.h"
#include "ludi/settings.h"

#define LUDI_LESSON_MAX_STEPS 32
#define LUDI_LESSON_MAX_EXPECT 12
#define LUDI_LESSON_MAX_WRONG 8
#define LUDI_LESSON_MAX_MARKS 16
#define LUDI_LESSON_ID_LEN 24     /* a step id and its NUL */
#define LUDI_LESSON_LANGS 2       /* English and German: index LUDI_LANG_x - LUDI_LANG_EN */

enum ludi_lesson_kind {
    LUDI_LESSON_MOVE,             /* a position and a move to find */
    LUDI_LESSON_PLAY              /* a real game against the computer */
};

enum ludi_lesson_text {
    LUDI_LESSON_SAY,              /* the instruction */
    LUDI_LESSON_PRAISE,           /* after a right move */
    LUDI_LESSON_OTHER,            /* after a legal move that misses the idea */
    LUDI_LESSON_TEXTS
};

/* A place to mark on the board. Latrunculi: a square index (rank0 * width + file0); Pente
 * grammai: a point 0..2L-1 or LUDI_OFF (side's counters off the board); Duodecim scripta:
 * side's own point 1..30, LUDI_OFF (waiting) or LUDI_OUT (borne off). */
struct ludi_lesson_mark {
    int8_t side;
    int8_t point;
};

/* What a right move does; -1 where the step claims nothing. */
struct ludi_lesson_effect {
    int captured, entered, borne, nocap;
    int result;                   /* 0 ongoing, 1 the mover wins, 2 the mover loses, 3 draw */
    int reason;                   /* enum ludi_reason */
};

struct ludi_lesson_wrong {
    struct ludi_move move;
    const char *text[LUDI_LESSON_LANGS];
};

struct ludi_lesson_step {
    char id[LUDI_LESSON_ID_LEN];
    int line;                     /* the step's line in the file */
    enum ludi_lesson_kind kind;
    /* LUDI_LESSON_PLAY */
    int level;                    /* the computer's level */
    bool hints;                   /* hints offered */
    /* both kinds: the set-up; for MOVE the dice are set (phase MOVE in the dice games) */
    const char *position;         /* the position string as written (NULL: the game's set-up) */
    int ndice, dice[LUDI_MAX_DICE];
    bool throw_first;             /* the player throws before moving */
    struct ludi_state start;      /* the position with the dice set */
    /* LUDI_LESSON_MOVE */
    bool any;                     /* every legal move with the effect is right */
    int nexpect;
    struct ludi_move expect[LUDI_LESSON_MAX_EXPECT];
    struct ludi_lesson_effect effect;
    int nmarks;
    struct ludi_lesson_mark marks[LUDI_LESSON_MAX_MARKS];
    int ngoals;
    struct ludi_lesson_mark goals[LUDI_LESSON_MAX_MARKS];
    int nwrong;
    struct ludi_lesson_wrong wrong[LUDI_LESSON_MAX_WRONG];
    const char *text[LUDI_LESSON_TEXTS][LUDI_LESSON_LANGS];   /* OTHER may be NULL */
};

struct ludi_lesson {
    enum ludi_game game;
    const char *title[LUDI_LESSON_LANGS];
    const char *other[LUDI_LESSON_LANGS];
    int nsteps;
    struct ludi_lesson_step step[LUDI_LESSON_MAX_STEPS];
    char *buf;                    /* the texts point into this copy of the file */
};

/* The lesson file of a game, relative to the asset folder: "lessons/latrunculi.txt". */
const char *ludi_lesson_file(enum ludi_game g);

/* Reads a lesson file's text (len bytes; it need not end in NUL). Returns a new lesson (free
 * it with ludi_lesson_free), or NULL with err saying what is wrong and on which line. */
struct ludi_lesson *ludi_lesson_parse(const char *text, size_t len, char *err, size_t errlen);
void ludi_lesson_free(struct ludi_lesson *l);

/* A text of a step in a language (LUDI_LANG_AUTO counts as English). OTHER falls back to the
 * lesson's own; never NULL (an empty string where a PLAY step has no praise). */
const char *ludi_lesson_text(const struct ludi_lesson *l, int step, enum ludi_lesson_text what,
                             enum ludi_lang lang);
const char *ludi_lesson_title(const struct ludi_lesson *l, enum ludi_lang lang);

/* --- checking a move --- */

enum ludi_lesson_verdict {
    LUDI_LESSON_RIGHT,            /* the step's idea: text is the praise */
    LUDI_LESSON_ILLEGAL,          /* refused by the rules: text is the core's reason */
    LUDI_LESSON_MISSED            /* legal but not the idea: text is the lesson's feedback */
};

struct ludi_lesson_answer {
    enum ludi_lesson_verdict verdict;
    const char *text;             /* points into the lesson or into reason */
    char reason[LUDI_ERR_LEN];    /* ILLEGAL: ludi_apply's (or ludi_move_parse's) message */
    struct ludi_state after;      /* RIGHT and MISSED: the position the move led to */
};

/* Judges a whole turn played at a MOVE step (from its start). Never changes the lesson. */
enum ludi_lesson_verdict ludi_lesson_check(const struct ludi_lesson *l, int step,
                                           const struct ludi_move *m, enum ludi_lang lang,
                                           struct ludi_lesson_answer *out);
/* The same for a move in protocol notation (a text that does not parse is ILLEGAL). */
enum ludi_lesson_verdict ludi_lesson_check_text(const struct ludi_lesson *l, int step,
                                                const char *move, enum ludi_lang lang,
                                                struct ludi_lesson_answer *out);
/* For a turn dragged a step at a time (dice games): whether the steps made so far can still
 * end in a right move. The steps must be legal (as ludi_legal_steps offers them). */
bool ludi_lesson_still_right(const struct ludi_lesson *l, int step, const struct ludi_step *made,
                             int nmade);

/* --- what the board marks at a step, as its turn goes on --- */

enum ludi_lesson_mark_kind {
    LUDI_LESSON_MARK_PLACE,       /* a place the words name ("mark"): from the start */
    LUDI_LESSON_MARK_NEXT,        /* dice games: where the next die can take a counter the step
                                   * marks (every legal single step of it, as a game marks a
                                   * lifted counter's), the turn under way */
    LUDI_LESSON_MARK_GOAL         /* where the turn should end ("goal"), once the dice are thrown */
};

struct ludi_lesson_shown {
    struct ludi_lesson_mark at;
    enum ludi_lesson_mark_kind kind;
};

/* The marks of a MOVE step now: s is the step's game as it stands (its start before or after
 * the throw, or after the turn), made the steps of the turn made so far from s. The counters
 * the next die is shown for are those on the step's marked places that can move at the start
 * (all that can, where none of them can), followed along the steps made. Writes up to cap and
 * returns how many there are. */
int ludi_lesson_marks(const struct ludi_lesson *l, int step, const struct ludi_state *s,
                      const struct ludi_step *made, int nmade, struct ludi_lesson_shown *out,
                      int cap);

/* --- a lesson under way: which step, and where its board stands --- */

struct ludi_lesson_run {
    const struct ludi_lesson *lesson;
    int step;                     /* nsteps: the lesson is over */
    bool solved;                  /* the step's right move has been played */
    struct ludi_state state;      /* the step's start, or after the right move */
};

/* Starts at a step (0, or where the progress record says: ludi_lesson_progress_resume). */
void ludi_lesson_run_start(struct ludi_lesson_run *r, const struct ludi_lesson *l, int step);
/* Plays a move at a MOVE step: RIGHT marks the step solved and shows its effect in state;
 * anything else leaves the run exactly as it was (the player retries). */
enum ludi_lesson_verdict ludi_lesson_run_play(struct ludi_lesson_run *r, const struct ludi_move *m,
                                              enum ludi_lang lang, struct ludi_lesson_answer *out);
/* Goes on to the next step's start (a solved step, or any step skipped); false at the end. */
bool ludi_lesson_run_next(struct ludi_lesson_run *r);

/* --- the progress record: which steps of which lesson are done --- */

/*
 * The window saves it as a small text file:
 *     ludi-lessons 1
 *     latrunculi rook rook-blocked capture
 *     pente throw
 * one line per game with the ids of the steps done, in the order they were done. Ids no longer
 * in a lesson are kept (a later version may bring them back) and do no harm.
 */
struct ludi_lesson_progress {
    int ndone[LUDI_GAME_COUNT];
    char done[LUDI_GAME_COUNT][LUDI_LESSON_MAX_STEPS][LUDI_LESSON_ID_LEN];
};

void ludi_lesson_progress_clear(struct ludi_lesson_progress *p);
/* Reads the record; on any error *out is untouched and err names the line. */
bool ludi_lesson_progress_parse(const char *text, struct ludi_lesson_progress *out, char *err,
                                size_t errlen);
/* The record as text; returns the length needed (as snprintf). */
size_t ludi_lesson_progress_format(const struct ludi_lesson_progress *p, char *buf, size_t len);
/* Marks a step done (once; false if the id is not a step id or the record is full). */
bool ludi_lesson_progress_mark(struct ludi_lesson_progress *p, enum ludi_game g,
                               const char *id);
bool ludi_lesson_progress_done(const struct ludi_lesson_progress *p, enum ludi_game g,
                               const char *id);
/* Where to resume: the first step not done; l->nsteps when every step is done. */
int ludi_lesson_progress_resume(const struct ludi_lesson_progress *p,
                                const struct ludi_lesson *l);

#endif
