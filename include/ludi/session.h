/* session.h: one game in progress (the midend): its history, undo, redo and rewind, the dice
 * stream, whose turn it is and what it needs next, and the saved-game text. No SDL. */
#ifndef LUDI_SESSION_H
#define LUDI_SESSION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ludi/rng.h"
#include "ludi/rules.h"

#define LUDI_SAVE_VERSION 1
#define LUDI_AI_LEVEL_MAX 5         /* computer levels 1..5; 0 = random legal moves */

enum ludi_player_kind { LUDI_HUMAN, LUDI_COMPUTER };

struct ludi_player {
    enum ludi_player_kind kind;
    int level;                       /* 1..5 for the computer; 0 = random legal moves */
};

enum ludi_event_kind { LUDI_EVENT_ROLL, LUDI_EVENT_MOVE, LUDI_EVENT_RESIGN };

/* One thing that happened: a throw of the dice, a move, or a player's resignation (the last
 * event of a game, 'side' the one who gave it up). 'after' is the state it led to, and
 * 'rng' the dice stream after it, so undo and redo restore both and undo cannot re-throw. */
struct ludi_event {
    uint8_t kind;                    /* enum ludi_event_kind */
    uint8_t side;                    /* who threw or moved */
    uint8_t ndice;
    uint8_t dice[LUDI_MAX_DICE];     /* the throw (ROLL) */
    struct ludi_move move;           /* the move (MOVE) */
    uint8_t pass;                    /* 'after' allows no move but "pass" (dice games) */
    struct ludi_state after;
    struct ludi_rng rng;
};

/* The fields are the session module's own (src/core/session.c): everyone else goes through the
 * functions below, so that history, the present and the dice stream always agree. */
struct ludi_session {
    struct ludi_options opt;
    uint64_t seed;
    struct ludi_player players[2];
    bool custom_start;               /* started from a position string, not the set-up */
    struct ludi_state start;
    bool start_pass;                 /* the start allows no move but "pass" */
    struct ludi_rng start_rng;
    struct ludi_event *events;       /* events[0 .. count-1]; the present is events[cur-1] */
    size_t count, cur, cap;
    uint64_t *hashes;                /* hashes[i]: the hash of the state after i events
                                        (0 = the start), i = 0 .. count; room for cap + 1 */
};

/* A new game from the set-up (or from a position string when position is not NULL). */
bool ludi_session_init(struct ludi_session *ss, const struct ludi_options *opt, uint64_t seed,
                       const char *position, char *err, size_t errlen);
void ludi_session_free(struct ludi_session *ss);

/* The present state, and the state after the first n events (0 = the start). */
const struct ludi_state *ludi_session_state(const struct ludi_session *ss);
const struct ludi_state *ludi_session_state_at(const struct ludi_session *ss, size_t n);

/* The positions before the present one (the rules' past: see struct ludi_past), valid until
 * the session next changes. Give it to every rules or computer function that takes a past. */
struct ludi_past ludi_session_past(const struct ludi_session *ss);

/* Throws the dice from the session's own stream (or sets them when values is not NULL). */
bool ludi_session_roll(struct ludi_session *ss, const int *values, int n, char *err,
                       size_t errlen);
/* Plays a move; refused moves change nothing. Forgets any redo history. */
bool ludi_session_play(struct ludi_session *ss, const struct ludi_move *m, char *err,
                       size_t errlen);
bool ludi_session_play_text(struct ludi_session *ss, const char *text, char *err, size_t errlen);
/* `side` gives the game up, whoever is to move: it ends there, the other side the winner
 * (ludi_resign), recorded as the last event and saved as such. Refused (nothing changed) when
 * the game is over. Forgets any redo history. A resignation is final: the player's undo and
 * redo (ludi_session_undo_player, ...) do not go back over it. */
bool ludi_session_resign(struct ludi_session *ss, int side, char *err, size_t errlen);
/* The side that resigned the game as it stands now, or -1 (none did). */
int ludi_session_resigned(const struct ludi_session *ss);

/* --- what was played --- */
const struct ludi_options *ludi_session_options(const struct ludi_session *ss);
uint64_t ludi_session_seed(const struct ludi_session *ss);
struct ludi_player ludi_session_player(const struct ludi_session *ss, int side);
void ludi_session_set_player(struct ludi_session *ss, int side, struct ludi_player p);
/* The one side a human plays against the computer; -1 when both or neither are human. */
int ludi_session_human_side(const struct ludi_session *ss);
/* The present is after ludi_session_now() of the ludi_session_length() events recorded (the
 * rest can be redone). Event i (0 <= i < length) led from ludi_session_state_at(ss, i). */
size_t ludi_session_now(const struct ludi_session *ss);
size_t ludi_session_length(const struct ludi_session *ss);
const struct ludi_event *ludi_session_event(const struct ludi_session *ss, size_t i);
/* The positions before event n (for judging the move of event n): n = now is the present's. */
struct ludi_past ludi_session_past_at(const struct ludi_session *ss, size_t n);
/* How many moves the first n events hold, and how many events the first k moves take
 * (the event index just after the k-th move; the whole record when there are fewer). */
size_t ludi_session_moves_in(const struct ludi_session *ss, size_t n);
size_t ludi_session_events_for_moves(const struct ludi_session *ss, size_t k);
size_t ludi_session_moves_played(const struct ludi_session *ss);
/* The latest throw before the present, or NULL. */
const struct ludi_event *ludi_session_last_throw(const struct ludi_session *ss);

/* --- undo, redo, rewind --- */
/* Undo and redo one event (a throw or a move). They return false when there is nothing to undo
 * or redo. ludi_session_undo_move goes back to before the last move, keeping the dice thrown for
 * it (so undo can never be used to throw again); ludi_session_undo_turn goes back to the last
 * time `side` was to move (or throw), for a human playing the computer. */
bool ludi_session_undo(struct ludi_session *ss);
bool ludi_session_redo(struct ludi_session *ss);
bool ludi_session_undo_move(struct ludi_session *ss);
bool ludi_session_undo_turn(struct ludi_session *ss, int side);
/* Forward over one move (with the throw before it) and, against the computer, on to the
 * human's next turn; stops after a move, before a throw, so redo never shows dice the human has
 * not yet thrown. False (nothing changed) when no move lies ahead. */
bool ludi_session_redo_turn(struct ludi_session *ss, int side);
/* Undo and redo as a player means them: against the computer back to (or on to) the human's
 * turn, between two people one move. */
bool ludi_session_undo_player(struct ludi_session *ss);
bool ludi_session_redo_player(struct ludi_session *ss);
/* Whether ludi_session_undo_player / ludi_session_redo_player would do anything (nothing changes). */
bool ludi_session_can_undo_player(const struct ludi_session *ss);
bool ludi_session_can_redo_player(const struct ludi_session *ss);
/* Makes the present the state after the first n events (n <= length), keeping the rest for
 * redo; false (nothing changed) for n past the record. */
bool ludi_session_rewind(struct ludi_session *ss, size_t n);
/* Forgets the events after the present (nothing left to redo). */
void ludi_session_forget_redo(struct ludi_session *ss);

/* --- the turn driver: one flow of turns for the window, the engine, the match tool, the
 * lessons and the review --- */
enum ludi_need {
    LUDI_NEED_OVER,                  /* the game has ended */
    LUDI_NEED_THROW,                 /* the side to act throws the dice */
    LUDI_NEED_PASS,                  /* the dice allow no move: the turn passes, nobody chooses */
    LUDI_NEED_MOVE                   /* the side to act chooses a move */
};
struct ludi_turn {
    enum ludi_need need;
    int side;                        /* who acts */
    bool computer;                   /* the computer plays that side */
    int level;                       /* its level */
};
struct ludi_turn ludi_session_turn(const struct ludi_session *ss);
/* Does what comes next when it needs nobody's choice: throws the dice from the session's stream
 * (THROW, when `throws`) or passes (PASS). True when it did; false, nothing changed, when a move
 * or the end comes next (or a human's throw, when not `throws`). */
bool ludi_session_step(struct ludi_session *ss, bool throws);
/* Steps on until somebody must choose a move, or the game ends; the turn it stopped at. */
struct ludi_turn ludi_session_advance(struct ludi_session *ss);

/* The dice stream as it stands now (for the computer's own throws it is the same stream). */
const struct ludi_rng *ludi_session_rng(const struct ludi_session *ss);
/* Seeds the dice stream as it stands now (the throws already made stay as they were). */
void ludi_session_reseed(struct ludi_session *ss, uint64_t seed);
/* Starts again from a position string: the same options and seed, two human players (as a new
 * game), no history, the dice stream going on where it was. Refused (nothing changed) for a position that is wrong. */
bool ludi_session_setposition(struct ludi_session *ss, const char *position, char *err,
                              size_t errlen);

/* The saved-game text: a version line, game, options, seed, players, optional start position,
 * then the throws and moves in protocol notation up to the present, and "resign <side>" last
 * when a player gave the game up. Returns the length the
 * whole text needs (as snprintf does). */
size_t ludi_session_format(const struct ludi_session *ss, char *buf, size_t len);
/* Reads a saved game, checking every move with the rules. On any error nothing in *out is
 * touched and err says what and on which line. */
bool ludi_session_parse(const char *text, struct ludi_session *out, char *err, size_t errlen);

#endif
