/* test_session.c: history, undo and redo that never re-throw, and saved games: round trips for
 * all three games, and damaged files refused with a message that says what and where. */
#include <stdlib.h>
#include <unistd.h>

#include "../check.h"
#include "ludi/fileio.h"
#include "ludi/session.h"

/* Plays n random turns (throwing when needed) from the session's own dice stream. */
static void play_random(struct ludi_session *ss, int n, uint64_t seed)
{
    static struct ludi_move mv[LUDI_MAX_MOVES];
    struct ludi_rng r;
    ludi_rng_seed(&r, seed);
    for (int i = 0; i < n; i++) {
        const struct ludi_state *s = ludi_session_state(ss);
        if (s->phase == LUDI_PHASE_OVER)
            return;
        if (s->phase == LUDI_PHASE_ROLL) {
            CHECK(ludi_session_roll(ss, NULL, 0, NULL, 0));
            s = ludi_session_state(ss);
        }
        struct ludi_past past = ludi_session_past(ss);
        int k = ludi_moves(s, &past, mv, LUDI_MAX_MOVES);
        if (k <= 0)
            return;
        char err[LUDI_ERR_LEN];
        CHECK_MSG(ludi_session_play(ss, &mv[ludi_rng_below(&r, (uint32_t)(k > LUDI_MAX_MOVES ? LUDI_MAX_MOVES : k))], err, sizeof err), "%s", err);
    }
}

static void start(struct ludi_session *ss, enum ludi_game g, uint64_t seed)
{
    struct ludi_options opt;
    ludi_options_default(g, &opt);
    CHECK(ludi_session_init(ss, &opt, seed, NULL, NULL, 0));
}

static void test_undo_redo(void)
{
    for (int g = 0; g < LUDI_GAME_COUNT; g++) {
        struct ludi_session ss;
        start(&ss, (enum ludi_game)g, 5);
        play_random(&ss, 30, 9);
        size_t n = ludi_session_length(&ss);
        CHECK(n > 0);
        /* every state on the way back equals the state after that many events */
        struct ludi_state *states = malloc((n + 1) * sizeof *states);
        for (size_t i = 0; i <= n; i++)
            states[i] = *ludi_session_state_at(&ss, i);
        for (size_t i = n; i > 0; i--) {
            CHECK(memcmp(ludi_session_state(&ss), &states[i], sizeof states[i]) == 0);
            CHECK(ludi_session_undo(&ss));
        }
        CHECK(!ludi_session_undo(&ss));
        CHECK(memcmp(ludi_session_state(&ss), &states[0], sizeof states[0]) == 0);
        for (size_t i = 1; i <= n; i++) {
            CHECK(ludi_session_redo(&ss));
            CHECK(memcmp(ludi_session_state(&ss), &states[i], sizeof states[i]) == 0);
        }
        CHECK(!ludi_session_redo(&ss));
        /* undo of a move keeps its dice: the same dice are in hand again, no new throw */
        if (g != LUDI_LATRUNCULI) {
            const struct ludi_state before = *ludi_session_state(&ss);
            CHECK(ludi_session_undo_move(&ss));
            const struct ludi_state *s = ludi_session_state(&ss);
            CHECK(s->phase == LUDI_PHASE_MOVE && s->ndice > 0);
            /* the dice stream is where it was after that throw: throwing again is refused */
            CHECK(!ludi_session_roll(&ss, NULL, 0, NULL, 0));
            (void)before;
        }
        /* a new move forgets the redo history */
        CHECK(ludi_session_undo_move(&ss));
        size_t cur = ludi_session_now(&ss);
        play_random(&ss, 1, 77);
        CHECK(ludi_session_length(&ss) == ludi_session_now(&ss) && ludi_session_now(&ss) >= cur);
        free(states);
        ludi_session_free(&ss);
    }
}

/* The session's past is the line of states before the present, through undo and redo, and
 * the repetition rule holds through the session: the shuttle of the kings cannot make the
 * start a third time, until an undo takes a repetition back. */
static void test_past(void)
{
    struct ludi_session ss;
    struct ludi_options opt;
    char err[LUDI_ERR_LEN];
    ludi_options_default(LUDI_LATRUNCULI, &opt);
    CHECK(ludi_options_set(&opt, "size=8x8", NULL, 0));
    CHECK(ludi_session_init(&ss, &opt, 3, "wb4bW/b5b1/8/7b/8/8/8/B7 b 0", err, sizeof err));
    const char *cycle[] = {"a1-a2", "h8-h7", "a2-a1", "h7-h8", "a1-a2", "h8-h7", "a2-a1"};
    for (int i = 0; i < 7; i++)
        CHECK_MSG(ludi_session_play_text(&ss, cycle[i], err, sizeof err), "%s: %s", cycle[i],
                  err);
    CHECK(!ludi_session_play_text(&ss, "h7-h8", err, sizeof err) && strstr(err, "third time"));
    for (int undo = 0; undo < 3; undo++) {
        struct ludi_past past = ludi_session_past(&ss);
        CHECK_INT(past.n, ludi_session_now(&ss));
        for (size_t i = 0; i < past.n; i++)
            CHECK(past.hash[i] == ludi_session_state_at(&ss, i)->hash);
        CHECK(ludi_session_undo(&ss));
    }
    CHECK(ludi_session_redo(&ss));
    CHECK_INT(ludi_session_past(&ss).n, 5);
    /* five plies in, h8-h7 makes its position the second time only: allowed */
    CHECK(ludi_session_play_text(&ss, "h8-h7", err, sizeof err));
    CHECK_INT(ludi_session_past(&ss).n, 6);
    ludi_session_free(&ss);
}

static void test_undo_turn(void)
{
    /* against the computer: undo goes back to the human's previous turn */
    struct ludi_session ss;
    start(&ss, LUDI_DUODECIM, 21);
    play_random(&ss, 9, 4);
    const struct ludi_state *s = ludi_session_state(&ss);
    int human = 0;
    CHECK(ludi_session_undo_turn(&ss, human));
    s = ludi_session_state(&ss);
    CHECK(s->side == human);
    CHECK(s->phase == LUDI_PHASE_MOVE);   /* its dice stay thrown */
    ludi_session_free(&ss);
}

/* The turn driver: what a game needs next, and what it does by itself. */
static void test_turn_driver(void)
{
    struct ludi_session ss;
    char err[LUDI_ERR_LEN];
    /* Latrunculi: a move, never a throw or a pass; the side's player is said */
    start(&ss, LUDI_LATRUNCULI, 1);
    ludi_session_set_player(&ss, 1, (struct ludi_player){LUDI_COMPUTER, 3});
    struct ludi_turn t = ludi_session_turn(&ss);
    CHECK(t.need == LUDI_NEED_MOVE && t.side == 0 && !t.computer);
    CHECK(!ludi_session_step(&ss, true));   /* a move needs a choice: nothing done */
    CHECK_INT(ludi_session_now(&ss), 0);
    CHECK_INT(ludi_session_human_side(&ss), 0);
    play_random(&ss, 1, 3);
    t = ludi_session_turn(&ss);
    CHECK(t.need == LUDI_NEED_MOVE && t.side == 1 && t.computer && t.level == 3);
    ludi_session_free(&ss);

    /* Pente grammai: a throw first; a human's throw waits for the human */
    start(&ss, LUDI_PENTE, 2);
    t = ludi_session_turn(&ss);
    CHECK(t.need == LUDI_NEED_THROW && t.side == 0);
    CHECK(!ludi_session_step(&ss, false));
    CHECK(ludi_session_step(&ss, true));
    CHECK(ludi_session_event(&ss, 0)->kind == LUDI_EVENT_ROLL);
    /* advance stops where a move is to be chosen, having thrown the same dice as the stream */
    struct ludi_session again;
    start(&again, LUDI_PENTE, 2);
    t = ludi_session_advance(&again);
    CHECK(t.need == LUDI_NEED_MOVE);
    CHECK(memcmp(ludi_session_state(&again), ludi_session_state(&ss), sizeof(struct ludi_state))
          == 0);
    ludi_session_free(&again);
    ludi_session_free(&ss);

    /* a die that allows no move: the turn passes by itself, recorded as a pass */
    start(&ss, LUDI_PENTE, 3);
    CHECK_MSG(ludi_session_setposition(&ss, "A:off,off,off,5A,5B B:off,off,off,off,off a", err,
                                       sizeof err), "%s", err);
    int five = 5;
    CHECK(ludi_session_roll(&ss, &five, 1, err, sizeof err));
    t = ludi_session_turn(&ss);
    CHECK(t.need == LUDI_NEED_PASS && t.side == 0);
    t = ludi_session_advance(&ss);   /* passes, throws for b, stops at b's move (or pass) */
    const struct ludi_event *pass = ludi_session_event(&ss, 1);
    CHECK(pass && pass->kind == LUDI_EVENT_MOVE && pass->side == 0 && pass->move.nsteps == 0);
    CHECK(t.side == 1 && (t.need == LUDI_NEED_MOVE || t.need == LUDI_NEED_PASS));
    ludi_session_free(&ss);

    /* Duodecim scripta: every point the dice reach is held: a pass */
    start(&ss, LUDI_DUODECIM, 4);
    CHECK(ludi_session_setposition(&ss, "one:10*15 two:24*2,off*13 one", err, sizeof err));
    int d222[3] = {2, 2, 2};
    CHECK(ludi_session_roll(&ss, d222, 3, err, sizeof err));
    CHECK(ludi_session_turn(&ss).need == LUDI_NEED_PASS);
    CHECK(ludi_session_step(&ss, false));   /* a pass needs nobody, not even a throw */
    t = ludi_session_turn(&ss);
    CHECK(t.need == LUDI_NEED_THROW && t.side == 1);
    ludi_session_free(&ss);

    /* Latrunculi's no-capture clock ends the game: over, and nothing more happens */
    struct ludi_options opt;
    ludi_options_default(LUDI_LATRUNCULI, &opt);
    CHECK(ludi_options_set(&opt, "size=8x8", NULL, 0));
    CHECK_MSG(ludi_session_init(&ss, &opt, 5, "W7/8/8/8/8/8/b5w1/b6B b 29", err, sizeof err),
              "%s", err);
    CHECK(ludi_session_turn(&ss).need == LUDI_NEED_MOVE);
    CHECK(ludi_session_play_text(&ss, "h1-h2", err, sizeof err));
    t = ludi_session_advance(&ss);
    CHECK(t.need == LUDI_NEED_OVER && ludi_session_state(&ss)->reason == LUDI_REASON_NOCAPTURE);
    CHECK(!ludi_session_step(&ss, true));
    CHECK_INT(ludi_session_now(&ss), 1);
    ludi_session_free(&ss);
}

/* can_undo_player / can_redo_player say what undo_player / redo_player would do, at every point
 * of a game against the computer and of one between two people, and change nothing. */
static void test_can_undo_player(void)
{
    for (int vs = 0; vs < 2; vs++) {
        struct ludi_session ss;
        start(&ss, LUDI_DUODECIM, 9);
        if (vs)
            ludi_session_set_player(&ss, 1, (struct ludi_player){LUDI_COMPUTER, 1});
        play_random(&ss, 6, 10);
        size_t end = ludi_session_now(&ss);
        for (size_t n = 0; n <= end; n++) {
            CHECK(ludi_session_rewind(&ss, n));
            bool cu = ludi_session_can_undo_player(&ss), cr = ludi_session_can_redo_player(&ss);
            CHECK(ludi_session_now(&ss) == n);
            CHECK(cu == ludi_session_undo_player(&ss));
            CHECK(ludi_session_rewind(&ss, n));
            CHECK(cr == ludi_session_redo_player(&ss));
        }
        CHECK(ludi_session_rewind(&ss, 0));
        CHECK(!ludi_session_can_undo_player(&ss));
        CHECK(ludi_session_rewind(&ss, end));
        CHECK(!ludi_session_can_redo_player(&ss));
        ludi_session_free(&ss);
    }
}

/* Undo, redo and rewind as a player uses them against the computer: back to the human's own
 * turn with its dice in hand (never thrown again), forward to the human's next turn. */
static void test_undo_player(void)
{
    struct ludi_session ss;
    start(&ss, LUDI_DUODECIM, 8);
    ludi_session_set_player(&ss, 1, (struct ludi_player){LUDI_COMPUTER, 1});
    play_random(&ss, 6, 12);
    /* the human's dice thrown, its move not yet made */
    CHECK(ludi_session_state(&ss)->phase == LUDI_PHASE_ROLL);
    CHECK(ludi_session_roll(&ss, NULL, 0, NULL, 0));
    size_t end = ludi_session_now(&ss);
    struct ludi_state last = *ludi_session_state(&ss);
    CHECK(ludi_session_undo_player(&ss));
    const struct ludi_state *s = ludi_session_state(&ss);
    struct ludi_turn t = ludi_session_turn(&ss);
    CHECK(s->side == 0 && s->phase == LUDI_PHASE_MOVE && s->ndice == 3);
    CHECK(t.need == LUDI_NEED_MOVE || t.need == LUDI_NEED_PASS);
    CHECK(ludi_session_event(&ss, ludi_session_now(&ss) - 1)->kind == LUDI_EVENT_ROLL);
    if (t.need == LUDI_NEED_MOVE)
        CHECK(!ludi_session_step(&ss, true));   /* no second throw */
    /* redo goes on to the human's next turn with the dice it threw there in hand, as undo
     * leaves a turn (play-test 36: Redo asked for the throw again) */
    size_t once = ludi_session_now(&ss);
    CHECK(ludi_session_redo_player(&ss));
    CHECK_INT((int)ludi_session_now(&ss), (int)end);
    CHECK(memcmp(ludi_session_state(&ss), &last, sizeof last) == 0);
    CHECK(ludi_session_rewind(&ss, once));
    while (ludi_session_now(&ss) > 0 && ludi_session_undo_player(&ss))
        ;
    size_t back = ludi_session_now(&ss);
    CHECK(ludi_session_redo_player(&ss));
    CHECK(ludi_session_now(&ss) > back);
    s = ludi_session_state(&ss);
    CHECK(s->phase == LUDI_PHASE_OVER || s->side == 0);
    if (s->phase != LUDI_PHASE_OVER) {
        CHECK(ludi_session_event(&ss, ludi_session_now(&ss) - 1)->kind == LUDI_EVENT_ROLL);
        CHECK(s->phase == LUDI_PHASE_MOVE && s->ndice == 3);
    }
    while (ludi_session_redo_player(&ss))
        ;
    CHECK(ludi_session_now(&ss) <= end && !ludi_session_redo_player(&ss));
    /* rewind anywhere and back to the end: the same states */
    CHECK(ludi_session_rewind(&ss, 1));
    CHECK(memcmp(ludi_session_state(&ss), ludi_session_state_at(&ss, 1), sizeof last) == 0);
    CHECK(!ludi_session_rewind(&ss, ludi_session_length(&ss) + 1));
    CHECK(ludi_session_now(&ss) == 1);
    CHECK(ludi_session_rewind(&ss, end));
    CHECK(memcmp(ludi_session_state(&ss), &last, sizeof last) == 0);
    /* the moves in the record, and where the k-th ends */
    size_t k = ludi_session_moves_played(&ss);
    CHECK(k > 0 && ludi_session_moves_in(&ss, end) == k);
    CHECK_INT(ludi_session_events_for_moves(&ss, 1), 2);   /* a throw, then the first move */
    CHECK(ludi_session_events_for_moves(&ss, k) <= end);
    /* forgetting the redo history */
    CHECK(ludi_session_rewind(&ss, 2));
    ludi_session_forget_redo(&ss);
    CHECK_INT(ludi_session_length(&ss), 2);
    CHECK(!ludi_session_redo(&ss));
    ludi_session_free(&ss);
}

static char *text_of(const struct ludi_session *ss)
{
    size_t need = ludi_session_format(ss, NULL, 0);
    char *t = malloc(need + 1);
    ludi_session_format(ss, t, need + 1);
    return t;
}

static void test_round_trip(void)
{
    const char *const opts[] = {"size=10x9", "lines=7", "path=cross"};
    for (int g = 0; g < LUDI_GAME_COUNT; g++) {
        struct ludi_session ss, back;
        struct ludi_options opt;
        ludi_options_default((enum ludi_game)g, &opt);
        CHECK(ludi_options_set(&opt, opts[g], NULL, 0));
        CHECK(ludi_session_init(&ss, &opt, 1234567, NULL, NULL, 0));
        ludi_session_set_player(&ss, 1, (struct ludi_player){LUDI_COMPUTER, 4});
        play_random(&ss, 40, 3);
        char *t = text_of(&ss);
        char err[LUDI_ERR_LEN] = "";
        CHECK_MSG(ludi_session_parse(t, &back, err, sizeof err), "%s", err);
        CHECK(memcmp(ludi_session_state(&back), ludi_session_state(&ss), sizeof(struct ludi_state)) == 0);
        CHECK(ludi_session_player(&back, 1).kind == LUDI_COMPUTER && ludi_session_player(&back, 1).level == 4);
        CHECK(ludi_session_seed(&back) == 1234567);
        /* the dice stream is restored too: the next throw is the same */
        struct ludi_rng a = *ludi_session_rng(&ss), b = *ludi_session_rng(&back);
        CHECK(ludi_rng_next(&a) == ludi_rng_next(&b));
        char *t2 = text_of(&back);
        CHECK_STR(t2, t);
        /* the same through files, written atomically */
        char path[] = "/tmp/ludi-test-XXXXXX";
        int fd = mkstemp(path);
        CHECK(fd >= 0);
        close(fd);
        CHECK(ludi_session_save(&ss, path, err, sizeof err));
        struct ludi_session fromfile;
        CHECK_MSG(ludi_session_load(path, &fromfile, err, sizeof err), "%s", err);
        CHECK(memcmp(ludi_session_state(&fromfile), ludi_session_state(&ss), sizeof(struct ludi_state)) == 0);
        ludi_session_free(&fromfile);
        unlink(path);
        free(t);
        free(t2);
        ludi_session_free(&ss);
        ludi_session_free(&back);
    }
}

/* A damaged file is refused, its message names the line and the fault, nothing is made. */
static void refused(const char *text, const char *fragment)
{
    struct ludi_session ss;
    memset(&ss, 0x5a, sizeof ss);
    struct ludi_session before = ss;
    char err[LUDI_ERR_LEN] = "";
    CHECK_MSG(!ludi_session_parse(text, &ss, err, sizeof err), "accepted: %s", text);
    CHECK_MSG(strstr(err, fragment) != NULL, "message '%s' lacks '%s'", err, fragment);
    CHECK(memcmp(&ss, &before, sizeof ss) == 0);
}

static void test_damaged_files(void)
{
    const char *good = "ludi-save 1\ngame latrunculi\noptions size=8x8 king=blocked nocapture=30 "
                       "repeat=forbid\nseed 7\nplayer black human\nplayer white computer 3\n"
                       "move a1-a5\nmove b8-b5\nmove c1-c5\n";
    struct ludi_session ss;
    char err[LUDI_ERR_LEN];
    CHECK_MSG(ludi_session_parse(good, &ss, err, sizeof err), "%s", err);
    char pos[LUDI_POS_LEN];
    ludi_position_format(ludi_session_state(&ss), pos, sizeof pos);
    CHECK_STR(pos, "w1wwwwww/3W4/8/b1b5/8/8/4B3/1b1bbbbb w 0");
    ludi_session_free(&ss);
    /* cut short in the middle of a line: the last move is incomplete */
    refused("ludi-save 1\ngame latrunculi\noptions size=8x8\nseed 7\nmove a1-a5\nmove b8-",
            "line 6");
    refused("", "empty file");
    refused("ludi-save 1\n", "no game");
    refused("PNG\x01\x02garbage\n", "not a Ludi saved game");
    refused("ludi-save 2\ngame pente\n", "newer Ludi");
    refused("ludi-save 1\ngame chess\n", "unknown game 'chess'");
    refused("ludi-save 1\ngame pente\noptions lines=6\n", "line 3");
    refused("ludi-save 1\ngame latrunculi\noptions size=8x8\nmove a1-a5\nmove a5-a1\n"
            "move a1-b2\n", "line 5: a5-a1: no white piece");   /* white's turn at line 5 */
    refused("ludi-save 1\ngame latrunculi\noptions size=8x8\nmove a1-a5\nmove a2-a3\n", "line 5");
    refused("ludi-save 1\ngame duodecim\nroll 3 5\n", "line 3");
    refused("ludi-save 1\ngame duodecim\nroll 3 5 7\n", "line 3");
    refused("ludi-save 1\ngame duodecim\nroll 3 5 1\nmove 7-12\n", "line 4");
    refused("ludi-save 1\ngame pente\nseed 99999999999999999999999\n", "bad seed");
    refused("ludi-save 1\ngame pente\nplayer c human\n", "unknown side");
    refused("ludi-save 1\ngame pente\nplayer a computer 9\n", "level");
    refused("ludi-save 1\ngame pente\nfrobnicate\n", "unknown line");
}

/* A player resigns (play-test 26: there was no way to): the game ends, the other side the
 * winner, whoever was to move; saved as "resign <side>" after the moves and read back the
 * same; final for the player's undo and redo; refused once the game is over, and where the
 * line is wrong. Files without the line read as before. */
static void test_resign(void)
{
    for (int g = 0; g < LUDI_GAME_COUNT; g++) {
        for (int side = 0; side < 2; side++) {
            struct ludi_session ss, back;
            start(&ss, (enum ludi_game)g, 21);
            ludi_session_set_player(&ss, 1, (struct ludi_player){LUDI_COMPUTER, 2});
            play_random(&ss, 5, 4);
            struct ludi_state before = *ludi_session_state(&ss);
            size_t moves = ludi_session_moves_played(&ss);
            CHECK(before.phase != LUDI_PHASE_OVER && ludi_session_resigned(&ss) < 0);
            char err[LUDI_ERR_LEN] = "";
            CHECK_MSG(ludi_session_resign(&ss, side, err, sizeof err), "%s", err);
            const struct ludi_state *s = ludi_session_state(&ss);
            CHECK(s->phase == LUDI_PHASE_OVER && s->result == !side);
            CHECK(s->reason == LUDI_REASON_RESIGNED && s->ndice == 0);
            CHECK_MSG(ludi_state_check(s, err, sizeof err), "%s", err);
            CHECK(s->hash == before.hash && memcmp(&s->g, &before.g, sizeof s->g) == 0);
            CHECK(ludi_session_turn(&ss).need == LUDI_NEED_OVER);
            CHECK_INT(ludi_session_resigned(&ss), side);
            CHECK(ludi_session_moves_played(&ss) == moves);   /* not a move */
            char res[80];
            ludi_result_format(s, res, sizeof res);
            char want[80];
            snprintf(want, sizeof want, "%s wins: %s resigned",
                     ludi_side_name((enum ludi_game)g, !side),
                     ludi_side_name((enum ludi_game)g, side));
            CHECK_STR(res, want);
            /* final: no second resignation, no move, no undo or redo by the player */
            CHECK(!ludi_session_resign(&ss, !side, err, sizeof err));
            CHECK(!ludi_session_can_undo_player(&ss) && !ludi_session_undo_player(&ss));
            CHECK(!ludi_session_can_redo_player(&ss) && !ludi_session_redo_player(&ss));
            CHECK_INT(ludi_session_resigned(&ss), side);
            /* saved: the line last, read back the same */
            char *t = text_of(&ss);
            char line[40];
            snprintf(line, sizeof line, "\nresign %s\n", ludi_side_name((enum ludi_game)g, side));
            CHECK_MSG(strstr(t, line) && strlen(strstr(t, line)) == strlen(line), "%s", t);
            CHECK_MSG(ludi_session_parse(t, &back, err, sizeof err), "%s", err);
            CHECK(memcmp(ludi_session_state(&back), s, sizeof *s) == 0);
            CHECK_INT(ludi_session_resigned(&back), side);
            char *t2 = text_of(&back);
            CHECK_STR(t2, t);
            /* the raw history can still step back over it (the review, the engine) */
            CHECK(ludi_session_undo(&back) && ludi_session_resigned(&back) < 0);
            CHECK(memcmp(ludi_session_state(&back), &before, sizeof before) == 0);
            free(t);
            free(t2);
            ludi_session_free(&back);
            ludi_session_free(&ss);
        }
    }
    /* at the start, before any line of play; a finished game cannot be resigned */
    struct ludi_session ss;
    char err[LUDI_ERR_LEN] = "";
    CHECK_MSG(ludi_session_parse("ludi-save 1\ngame pente\nresign b\n", &ss, err, sizeof err),
              "%s", err);
    CHECK(ludi_session_state(&ss)->result == LUDI_WIN0 && ludi_session_moves_played(&ss) == 0);
    ludi_session_free(&ss);
    refused("ludi-save 1\ngame pente\nresign c\n", "line 3: a resignation is 'resign <side>'");
    refused("ludi-save 1\ngame pente\nresign\n", "line 3");
    refused("ludi-save 1\ngame pente\nresign a b\n", "line 3");
    refused("ludi-save 1\ngame pente\nresign a\nresign b\n", "line 4: the game is over");
    refused("ludi-save 1\ngame pente\nresign a\nroll 3\n", "line 4");
    refused("ludi-save 1\ngame latrunculi\noptions size=8x8\nresign black\nmove a1-a5\n",
            "line 5");
    refused("ludi-save 1\ngame latrunculi\nresign black\nplayer white human\n",
            "line 4: players come before the moves");
    refused("ludi-save 1\ngame latrunculi\noptions size=8x8\n"
            "position wwwwwwww/3W4/8/8/4b3/8/3bBb2/1bb1b1bb b 2\nmove e4-e3\nresign black\n",
            "line 6: the game is over");
}

static void test_unwritable(void)
{
    /* a folder that cannot exist (a file stands where a folder should be), even for root */
    char file[] = "/tmp/ludi-test-XXXXXX";
    int fd = mkstemp(file);
    CHECK(fd >= 0);
    if (write(fd, "old", 3) != 3)
        CHECK(false);
    close(fd);
    char path[64];
    snprintf(path, sizeof path, "%s/save.ludi", file);
    struct ludi_session ss;
    start(&ss, LUDI_PENTE, 3);
    char err[LUDI_ERR_LEN] = "";
    CHECK(!ludi_session_save(&ss, path, err, sizeof err));
    CHECK_MSG(strstr(err, "cannot write") != NULL, "message: %s", err);
    /* a failed replacement keeps the old file whole */
    CHECK(ludi_file_write_atomic(file, "new", 3, err, sizeof err));
    char *text;
    CHECK(ludi_file_read(file, 100, &text, NULL, err, sizeof err));
    CHECK_STR(text, "new");
    free(text);
    unlink(file);
    ludi_session_free(&ss);
}

int main(void)
{
    RUN(test_undo_redo);
    RUN(test_past);
    RUN(test_undo_turn);
    RUN(test_turn_driver);
    RUN(test_undo_player);
    RUN(test_can_undo_player);
    RUN(test_round_trip);
    RUN(test_damaged_files);
    RUN(test_unwritable);
    RUN(test_resign);
    return check_summary();
}
