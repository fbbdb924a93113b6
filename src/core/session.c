/* session.c: the midend of one game: history, undo/redo/rewind, the dice stream, the turn
 * driver and the saved-game text. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ludi/session.h"
#include "game.h"

/* Whether s allows no move but "pass" (a dice game's thrown dice that cannot be used). Worked
 * out once when the state is reached, so asking whose turn it is costs nothing. */
static bool must_pass(const struct ludi_state *s)
{
    struct ludi_move m;
    return s->phase == LUDI_PHASE_MOVE && ludi_game_dice(s->opt.game) > 0 &&
           ludi_moves(s, NULL, &m, 1) == 1 && m.nsteps == 0;   /* no dice game needs a past */
}

static bool push_event(struct ludi_session *ss, const struct ludi_event *ev)
{
    if (ss->cur == ss->cap) {
        size_t cap = ss->cap ? ss->cap * 2 : 64;
        uint64_t *h = realloc(ss->hashes, (cap + 1) * sizeof *h);
        if (!h)
            return false;
        ss->hashes = h;
        struct ludi_event *e = realloc(ss->events, cap * sizeof *e);
        if (!e)
            return false;
        ss->events = e;
        ss->cap = cap;
    }
    ss->events[ss->cur++] = *ev;
    ss->hashes[ss->cur] = ev->after.hash;
    ss->count = ss->cur;       /* a new event forgets the redo history */
    return true;
}

struct ludi_past ludi_session_past(const struct ludi_session *ss)
{
    struct ludi_past p = {ss->hashes, ss->cur};
    return p;
}

bool ludi_session_init(struct ludi_session *ss, const struct ludi_options *opt, uint64_t seed,
                       const char *position, char *err, size_t errlen)
{
    struct ludi_state start;
    if (position) {
        if (!ludi_position_parse(opt, position, &start, err, errlen))
            return false;
    } else {
        ludi_start(opt, &start);
    }
    uint64_t *hashes = malloc(sizeof *hashes);
    if (!hashes)
        return ludi_fail(err, errlen, "out of memory");
    memset(ss, 0, sizeof *ss);
    ss->hashes = hashes;
    ss->hashes[0] = start.hash;
    ss->opt = start.opt;
    ss->seed = seed;
    ss->custom_start = position != NULL;
    ss->start = start;
    ss->start_pass = must_pass(&start);
    ludi_rng_seed(&ss->start_rng, seed);
    ss->players[0] = (struct ludi_player){LUDI_HUMAN, 0};
    ss->players[1] = (struct ludi_player){LUDI_HUMAN, 0};
    return true;
}

void ludi_session_free(struct ludi_session *ss)
{
    free(ss->events);
    free(ss->hashes);
    ss->events = NULL;
    ss->hashes = NULL;
    ss->count = ss->cur = ss->cap = 0;
}

const struct ludi_state *ludi_session_state_at(const struct ludi_session *ss, size_t n)
{
    if (n > ss->count)
        n = ss->count;
    return n == 0 ? &ss->start : &ss->events[n - 1].after;
}

const struct ludi_state *ludi_session_state(const struct ludi_session *ss)
{
    return ludi_session_state_at(ss, ss->cur);
}

static const struct ludi_rng *rng_at(const struct ludi_session *ss, size_t n)
{
    return n == 0 ? &ss->start_rng : &ss->events[n - 1].rng;
}

const struct ludi_rng *ludi_session_rng(const struct ludi_session *ss)
{
    return rng_at(ss, ss->cur);
}

void ludi_session_reseed(struct ludi_session *ss, uint64_t seed)
{
    ludi_rng_seed(ss->cur == 0 ? &ss->start_rng : &ss->events[ss->cur - 1].rng, seed);
}

bool ludi_session_setposition(struct ludi_session *ss, const char *position, char *err,
                              size_t errlen)
{
    struct ludi_session t;
    if (!ludi_session_init(&t, &ss->opt, ss->seed, position, err, errlen))
        return false;
    t.start_rng = *ludi_session_rng(ss);
    ludi_session_free(ss);
    *ss = t;
    return true;
}

bool ludi_session_roll(struct ludi_session *ss, const int *values, int n, char *err,
                       size_t errlen)
{
    const struct ludi_state *s = ludi_session_state(ss);
    struct ludi_event ev;
    memset(&ev, 0, sizeof ev);
    ev.rng = *rng_at(ss, ss->cur);
    /* Every throw draws its dice from the stream, even when the values are given, so that a
     * saved game replays to the same stream whoever threw. */
    int drawn[LUDI_MAX_DICE];
    int nd = ludi_game_dice(s->opt.game);
    for (int i = 0; i < nd; i++)
        drawn[i] = ludi_rng_die(&ev.rng);
    if (!values) {
        values = drawn;
        n = nd;
    }
    if (!ludi_set_dice(s, values, n, &ev.after, err, errlen))
        return false;
    ev.kind = LUDI_EVENT_ROLL;
    ev.side = s->side;
    ev.pass = must_pass(&ev.after);
    ev.ndice = (uint8_t)n;
    for (int i = 0; i < n && i < LUDI_MAX_DICE; i++)
        ev.dice[i] = (uint8_t)values[i];
    if (!push_event(ss, &ev))
        return ludi_fail(err, errlen, "out of memory");
    return true;
}

bool ludi_session_play(struct ludi_session *ss, const struct ludi_move *m, char *err,
                       size_t errlen)
{
    const struct ludi_state *s = ludi_session_state(ss);
    struct ludi_event ev;
    memset(&ev, 0, sizeof ev);
    struct ludi_past past = ludi_session_past(ss);
    if (!ludi_apply(s, &past, m, &ev.after, err, errlen))
        return false;
    ev.kind = LUDI_EVENT_MOVE;
    ev.side = s->side;
    ev.pass = must_pass(&ev.after);
    ev.move = *m;
    ev.rng = *rng_at(ss, ss->cur);
    if (!push_event(ss, &ev))
        return ludi_fail(err, errlen, "out of memory");
    return true;
}

bool ludi_session_play_text(struct ludi_session *ss, const char *text, char *err, size_t errlen)
{
    struct ludi_move m;
    if (!ludi_move_parse(ludi_session_state(ss), text, &m, err, errlen))
        return false;
    return ludi_session_play(ss, &m, err, errlen);
}

bool ludi_session_resign(struct ludi_session *ss, int side, char *err, size_t errlen)
{
    struct ludi_event ev;
    memset(&ev, 0, sizeof ev);
    if (!ludi_resign(ludi_session_state(ss), side, &ev.after, err, errlen))
        return false;
    ev.kind = LUDI_EVENT_RESIGN;
    ev.side = (uint8_t)side;
    ev.rng = *rng_at(ss, ss->cur);
    if (!push_event(ss, &ev))
        return ludi_fail(err, errlen, "out of memory");
    return true;
}

int ludi_session_resigned(const struct ludi_session *ss)
{
    const struct ludi_event *ev = ss->cur > 0 ? &ss->events[ss->cur - 1] : NULL;
    return ev && ev->kind == LUDI_EVENT_RESIGN ? ev->side : -1;
}

bool ludi_session_undo(struct ludi_session *ss)
{
    if (ss->cur == 0)
        return false;
    ss->cur--;
    return true;
}

bool ludi_session_redo(struct ludi_session *ss)
{
    if (ss->cur >= ss->count)
        return false;
    ss->cur++;
    return true;
}

/* The event index just before the last move before `n` (its dice stay thrown), or none. */
static bool before_move(const struct ludi_session *ss, size_t n, size_t *to)
{
    while (n > 0 && ss->events[n - 1].kind != LUDI_EVENT_MOVE)
        n--;
    if (n == 0)
        return false;
    *to = n - 1;
    return true;
}

bool ludi_session_undo_move(struct ludi_session *ss)
{
    return before_move(ss, ss->cur, &ss->cur);
}

/* Where undoing to `side`'s turn leads: back over at least one move, then on to the latest point
 * where `side` was to act (throwing or moving), stopping after a throw so the dice are never
 * thrown again. False when `side` never moved: nothing to take back to. */
static bool undo_turn_target(const struct ludi_session *ss, int side, size_t *to)
{
    size_t n;
    if (!before_move(ss, ss->cur, &n))
        return false;
    while (n > 0) {
        const struct ludi_state *s = ludi_session_state_at(ss, n);
        if (s->side == side && s->phase != LUDI_PHASE_OVER)
            break;
        if (!before_move(ss, n, &n))
            break;
    }
    if (ludi_session_state_at(ss, n)->side != side)
        return false;
    *to = n;
    return true;
}

bool ludi_session_undo_turn(struct ludi_session *ss, int side)
{
    return undo_turn_target(ss, side, &ss->cur);
}

/* Where redoing on to `side`'s turn leads: forward over at least one move, on to `side`'s turn
 * (any move when side < 0) or the game's end, just after a move, and after the throw that
 * follows it when the record has one: the turn with its dice in hand, as undo leaves it
 * (play-test 36: Redo after an Undo of the player's throw asked for the throw again; the
 * dice are the same, drawn from the same stream, so nothing is thrown anew). */
static bool redo_turn_target(const struct ludi_session *ss, int side, size_t *to)
{
    size_t n = ss->cur;
    bool moved = false;
    while (n < ss->count) {
        n++;
        if (ss->events[n - 1].kind == LUDI_EVENT_MOVE) {
            moved = true;
            const struct ludi_state *s = ludi_session_state_at(ss, n);
            if (side < 0 || s->side == side || s->phase == LUDI_PHASE_OVER)
                break;
        }
    }
    if (moved && n < ss->count && ss->events[n].kind == LUDI_EVENT_ROLL &&
        (side < 0 || ss->events[n].side == side))
        n++;
    if (moved)
        *to = n;
    return moved;
}

bool ludi_session_redo_turn(struct ludi_session *ss, int side)
{
    return redo_turn_target(ss, side, &ss->cur);
}

static bool undo_player_target(const struct ludi_session *ss, size_t *to)
{
    int hs = ludi_session_human_side(ss);
    /* decided: a resignation is final (it was asked first, and a game given up and taken
     * back would count as lost and then not) */
    if (ludi_session_resigned(ss) >= 0)
        return false;
    return hs >= 0 ? undo_turn_target(ss, hs, to) : before_move(ss, ss->cur, to);
}

bool ludi_session_undo_player(struct ludi_session *ss)
{
    return undo_player_target(ss, &ss->cur);
}

bool ludi_session_redo_player(struct ludi_session *ss)
{
    return ludi_session_redo_turn(ss, ludi_session_human_side(ss));
}

bool ludi_session_can_undo_player(const struct ludi_session *ss)
{
    size_t to;
    return undo_player_target(ss, &to);
}

bool ludi_session_can_redo_player(const struct ludi_session *ss)
{
    size_t to;
    return redo_turn_target(ss, ludi_session_human_side(ss), &to);
}

bool ludi_session_rewind(struct ludi_session *ss, size_t n)
{
    if (n > ss->count)
        return false;
    ss->cur = n;
    return true;
}

void ludi_session_forget_redo(struct ludi_session *ss)
{
    ss->count = ss->cur;
}

/* --- what was played --- */

const struct ludi_options *ludi_session_options(const struct ludi_session *ss)
{
    return &ss->opt;
}

uint64_t ludi_session_seed(const struct ludi_session *ss)
{
    return ss->seed;
}

struct ludi_player ludi_session_player(const struct ludi_session *ss, int side)
{
    return ss->players[side ? 1 : 0];
}

void ludi_session_set_player(struct ludi_session *ss, int side, struct ludi_player p)
{
    ss->players[side ? 1 : 0] = p;
}

int ludi_session_human_side(const struct ludi_session *ss)
{
    bool h0 = ss->players[0].kind == LUDI_HUMAN, h1 = ss->players[1].kind == LUDI_HUMAN;
    return h0 && !h1 ? 0 : h1 && !h0 ? 1 : -1;
}

size_t ludi_session_now(const struct ludi_session *ss)
{
    return ss->cur;
}

size_t ludi_session_length(const struct ludi_session *ss)
{
    return ss->count;
}

const struct ludi_event *ludi_session_event(const struct ludi_session *ss, size_t i)
{
    return i < ss->count ? &ss->events[i] : NULL;
}

struct ludi_past ludi_session_past_at(const struct ludi_session *ss, size_t n)
{
    struct ludi_past p = {ss->hashes, n > ss->count ? ss->count : n};
    return p;
}

size_t ludi_session_moves_in(const struct ludi_session *ss, size_t n)
{
    size_t k = 0;
    for (size_t i = 0; i < n && i < ss->count; i++)
        k += ss->events[i].kind == LUDI_EVENT_MOVE;
    return k;
}

size_t ludi_session_events_for_moves(const struct ludi_session *ss, size_t k)
{
    size_t i = 0, moves = 0;
    for (; i < ss->count && moves < k; i++)
        moves += ss->events[i].kind == LUDI_EVENT_MOVE;
    return i;
}

size_t ludi_session_moves_played(const struct ludi_session *ss)
{
    return ludi_session_moves_in(ss, ss->cur);
}

const struct ludi_event *ludi_session_last_throw(const struct ludi_session *ss)
{
    for (size_t i = ss->cur; i > 0; i--)
        if (ss->events[i - 1].kind == LUDI_EVENT_ROLL)
            return &ss->events[i - 1];
    return NULL;
}

/* --- the turn driver --- */

struct ludi_turn ludi_session_turn(const struct ludi_session *ss)
{
    const struct ludi_state *s = ludi_session_state(ss);
    bool pass = ss->cur == 0 ? ss->start_pass : ss->events[ss->cur - 1].pass;
    struct ludi_turn t;
    t.side = s->side;
    t.computer = ss->players[t.side].kind == LUDI_COMPUTER;
    t.level = ss->players[t.side].level;
    t.need = s->phase == LUDI_PHASE_OVER   ? LUDI_NEED_OVER
             : s->phase == LUDI_PHASE_ROLL ? LUDI_NEED_THROW
             : pass                        ? LUDI_NEED_PASS
                                           : LUDI_NEED_MOVE;
    return t;
}

bool ludi_session_step(struct ludi_session *ss, bool throws)
{
    struct ludi_turn t = ludi_session_turn(ss);
    if (t.need == LUDI_NEED_THROW && throws)
        return ludi_session_roll(ss, NULL, 0, NULL, 0);
    if (t.need == LUDI_NEED_PASS) {
        struct ludi_move pass = {0};
        return ludi_session_play(ss, &pass, NULL, 0);
    }
    return false;
}

struct ludi_turn ludi_session_advance(struct ludi_session *ss)
{
    while (ludi_session_step(ss, true))
        ;
    return ludi_session_turn(ss);
}

/* --- the saved-game text --- */

size_t ludi_session_format(const struct ludi_session *ss, char *buf, size_t len)
{
    size_t pos = 0;
    char tmp[LUDI_POS_LEN];
    enum ludi_game g = ss->opt.game;
    if (len)
        buf[0] = '\0';
    ludi_buf_add(buf, len, &pos, "ludi-save %d\n", LUDI_SAVE_VERSION);
    ludi_buf_add(buf, len, &pos, "game %s\n", ludi_game_name(g));
    ludi_options_format(&ss->opt, tmp, sizeof tmp);
    ludi_buf_add(buf, len, &pos, "options %s\n", tmp);
    ludi_buf_add(buf, len, &pos, "seed %llu\n", (unsigned long long)ss->seed);
    for (int side = 0; side < 2; side++) {
        const struct ludi_player *p = &ss->players[side];
        if (p->kind == LUDI_COMPUTER)
            ludi_buf_add(buf, len, &pos, "player %s computer %d\n", ludi_side_name(g, side),
                         p->level);
        else
            ludi_buf_add(buf, len, &pos, "player %s human\n", ludi_side_name(g, side));
    }
    if (ss->custom_start) {
        ludi_position_format(&ss->start, tmp, sizeof tmp);
        ludi_buf_add(buf, len, &pos, "position %s\n", tmp);
    }
    for (size_t i = 0; i < ss->cur; i++) {
        const struct ludi_event *ev = &ss->events[i];
        if (ev->kind == LUDI_EVENT_ROLL) {
            ludi_buf_add(buf, len, &pos, "roll");
            for (int d = 0; d < ev->ndice; d++)
                ludi_buf_add(buf, len, &pos, " %d", ev->dice[d]);
            ludi_buf_add(buf, len, &pos, "\n");
        } else if (ev->kind == LUDI_EVENT_RESIGN) {
            ludi_buf_add(buf, len, &pos, "resign %s\n", ludi_side_name(g, ev->side));
        } else {
            ludi_move_format(ludi_session_state_at(ss, i), &ev->move, tmp, sizeof tmp);
            ludi_buf_add(buf, len, &pos, "move %s\n", tmp);
        }
    }
    return pos;
}

/* Splits off the next line of text (without its end) into line; returns false at the end. */
static bool next_line(const char **p, char *line, size_t len, bool *too_long)
{
    if (!**p)
        return false;
    const char *end = strchr(*p, '\n');
    size_t n = end ? (size_t)(end - *p) : strlen(*p);
    *too_long = n >= len;
    if (n >= len)
        n = len - 1;
    memcpy(line, *p, n);
    line[n] = '\0';
    if (n && line[n - 1] == '\r')
        line[n - 1] = '\0';
    *p += end ? (size_t)(end - *p) + 1 : strlen(*p);
    return true;
}

bool ludi_session_parse(const char *text, struct ludi_session *out, char *err, size_t errlen)
{
    char line[1024], msg[LUDI_ERR_LEN];
    const char *p = text;
    int lineno = 0;
    bool too_long = false;
    struct ludi_options opt;
    bool have_header = false, have_game = false, have_seed = false, started = false;
    bool have_options = false;
    uint64_t seed = 0;
    struct ludi_player players[2] = {{LUDI_HUMAN, 0}, {LUDI_HUMAN, 0}};
    struct ludi_session ss;
    memset(&ss, 0, sizeof ss);
    memset(&opt, 0, sizeof opt);

#define FAIL(...)                                                                        \
    do {                                                                                 \
        snprintf(msg, sizeof msg, __VA_ARGS__);                                          \
        ludi_fail(err, errlen, "line %d: %s", lineno, msg);                              \
        ludi_session_free(&ss);                                                          \
        return false;                                                                    \
    } while (0)

    if (!text)
        return ludi_fail(err, errlen, "no saved game given");
    while (next_line(&p, line, sizeof line, &too_long)) {
        lineno++;
        if (too_long)
            FAIL("line too long");
        if (!line[0] || line[0] == '#')
            continue;
        char *arg = strchr(line, ' ');
        if (arg)
            *arg++ = '\0';
        else
            arg = line + strlen(line);
        if (!have_header) {
            uint64_t v;
            if (strcmp(line, "ludi-save") != 0)
                FAIL("not a Ludi saved game (it must begin with 'ludi-save %d')",
                     LUDI_SAVE_VERSION);
            if (!ludi_parse_u64(arg, &v))
                FAIL("bad format version '%.40s'", arg);
            if (v > LUDI_SAVE_VERSION)
                FAIL("saved by a newer Ludi (format %llu); this one reads format %d",
                     (unsigned long long)v, LUDI_SAVE_VERSION);
            if (v < 1)
                FAIL("bad format version '%.40s'", arg);
            have_header = true;
            continue;
        }
        if (strcmp(line, "game") == 0) {
            enum ludi_game g;
            if (have_game)
                FAIL("the game is named twice");
            if (!ludi_game_parse(arg, &g))
                FAIL("unknown game '%.40s'", arg);
            ludi_options_default(g, &opt);
            have_game = true;
        } else if (!have_game) {
            FAIL("'%.40s' before the game is named", line);
        } else if (strcmp(line, "options") == 0) {
            if (started || have_options)
                FAIL("options come once, before the moves");
            char *save = NULL;
            for (char *kv = strtok_r(arg, " ", &save); kv; kv = strtok_r(NULL, " ", &save)) {
                char e[LUDI_ERR_LEN];
                if (!ludi_options_set(&opt, kv, e, sizeof e))
                    FAIL("%s", e);
            }
            have_options = true;
        } else if (strcmp(line, "seed") == 0) {
            if (started || have_seed)
                FAIL("the seed comes once, before the moves");
            if (!ludi_parse_u64(arg, &seed))
                FAIL("bad seed '%.40s' (a whole number from 0 to 18446744073709551615)", arg);
            have_seed = true;
        } else if (strcmp(line, "player") == 0) {
            char side_name[16], kind[16];
            int level = 0, side = -1, used = 0;
            if (started)
                FAIL("players come before the moves");
            int k = sscanf(arg, "%15s %15s %n", side_name, kind, &used);
            if (k < 2)
                FAIL("a player line is 'player <side> human' or 'player <side> computer <level>'");
            for (int sd = 0; sd < 2; sd++)
                if (strcmp(side_name, ludi_side_name(opt.game, sd)) == 0)
                    side = sd;
            if (side < 0)
                FAIL("unknown side '%s' for %s", side_name, ludi_game_title(opt.game));
            if (strcmp(kind, "human") == 0 && !arg[used]) {
                players[side] = (struct ludi_player){LUDI_HUMAN, 0};
            } else if (strcmp(kind, "computer") == 0) {
                long lv;
                if (!ludi_parse_int(arg + used, 0, LUDI_AI_LEVEL_MAX, &lv))
                    FAIL("a computer player needs a level from 0 to %d", LUDI_AI_LEVEL_MAX);
                level = (int)lv;
                players[side] = (struct ludi_player){LUDI_COMPUTER, level};
            } else {
                FAIL("a player is 'human' or 'computer <level>', not '%.40s'", kind);
            }
        } else if (strcmp(line, "position") == 0 || strcmp(line, "roll") == 0 ||
                   strcmp(line, "move") == 0 || strcmp(line, "resign") == 0) {
            char e[LUDI_ERR_LEN];
            bool is_position = strcmp(line, "position") == 0;
            if (is_position && started)
                FAIL("the position comes before the moves");
            if (!started) {
                if (!ludi_session_init(&ss, &opt, seed, is_position ? arg : NULL, e, sizeof e))
                    FAIL("%s", e);
                ss.players[0] = players[0];
                ss.players[1] = players[1];
                started = true;
                if (is_position)
                    continue;
            }
            if (strcmp(line, "roll") == 0) {
                int v[LUDI_MAX_DICE + 1], n = 0;
                char *save = NULL;
                for (char *t = strtok_r(arg, " ", &save); t; t = strtok_r(NULL, " ", &save)) {
                    long x;
                    if (n > LUDI_MAX_DICE || !ludi_parse_int(t, 1, 6, &x))
                        FAIL("a roll is one to three dice of 1 to 6, not '%.40s'", t);
                    v[n++] = (int)x;
                }
                if (!ludi_session_roll(&ss, v, n, e, sizeof e))
                    FAIL("%s", e);
            } else if (strcmp(line, "resign") == 0) {
                int side = -1;
                for (int sd = 0; sd < 2; sd++)
                    if (strcmp(arg, ludi_side_name(opt.game, sd)) == 0)
                        side = sd;
                if (side < 0)
                    FAIL("a resignation is 'resign <side>' (%s or %s), not '%.40s'",
                         ludi_side_name(opt.game, 0), ludi_side_name(opt.game, 1), arg);
                if (!ludi_session_resign(&ss, side, e, sizeof e))
                    FAIL("%s", e);
            } else if (!ludi_session_play_text(&ss, arg, e, sizeof e)) {
                FAIL("%s", e);
            }
        } else {
            FAIL("unknown line '%.40s'", line);
        }
    }
    lineno++;
    if (!have_header)
        FAIL("empty file: not a Ludi saved game");
    if (!have_game)
        FAIL("no game named");
    if (!started) {
        char e[LUDI_ERR_LEN];
        if (!ludi_session_init(&ss, &opt, seed, NULL, e, sizeof e))
            FAIL("%s", e);
        ss.players[0] = players[0];
        ss.players[1] = players[1];
    }
#undef FAIL
    *out = ss;
    return true;
}
