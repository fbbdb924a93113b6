/* session.h: one game in progress for any of the three games: its history, undo and redo, the
 * dice stream, and the saved-game file. Shared by the window and ludi-engine; no SDL. */
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

enum ludi_event_kind { LUDI_EVENT_ROLL, LUDI_EVENT_MOVE };

/* One thing that happened: a throw of the dice or a move. 'after' is the state it led to, and
 * 'rng' the dice stream after it, so undo and redo restore both and undo cannot re-throw. */
struct ludi_event {
    uint8_t kind;                    /* enum ludi_event_kind */
    uint8_t side;                    /* who threw or moved */
    uint8_t ndice;
    uint8_t dice[LUDI_MAX_DICE];     /* the throw (ROLL) */
    struct ludi_move move;           /* the move (MOVE) */
    struct ludi_state after;
    struct ludi_rng rng;
};

struct ludi_session {
    struct ludi_options opt;
    uint64_t seed;
    struct ludi_player players[2];
    bool custom_start;               /* started from a position string, not the set-up */
    struct ludi_state start;
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

/* Undo and redo one event (a throw or a move). They return false when there is nothing to undo
 * or redo. ludi_session_undo_move goes back to before the last move, keeping the dice thrown for
 * it (so undo can never be used to throw again); ludi_session_undo_turn goes back to the last
 * time `side` was to move (or throw), for a human playing the computer. */
bool ludi_session_undo(struct ludi_session *ss);
bool ludi_session_redo(struct ludi_session *ss);
bool ludi_session_undo_move(struct ludi_session *ss);
bool ludi_session_undo_turn(struct ludi_session *ss, int side);
size_t ludi_session_moves_played(const struct ludi_session *ss);

/* The dice stream as it stands now (for the computer's own throws it is the same stream). */
struct ludi_rng *ludi_session_rng(struct ludi_session *ss);

/* The saved-game text: a version line, game, options, seed, players, optional start position,
 * then the throws and moves in protocol notation up to the present. Returns the length the
 * whole text needs (as snprintf does). */
size_t ludi_session_format(const struct ludi_session *ss, char *buf, size_t len);
/* Reads a saved game, checking every move with the rules. On any error nothing in *out is
 * touched and err says what and on which line. */
bool ludi_session_parse(const char *text, struct ludi_session *out, char *err, size_t errlen);

#endif
