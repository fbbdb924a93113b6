/* test_lat_rules.c: every tagged sentence of RULES.md section 1, pinned by a position and a move. */
#include <stdlib.h>

#include "../check.h"
#include "lat_util.h"

/* Plays `move` in the position drawn by rows; fills the resulting position and result strings.
 * Returns false (and fills err) when the position or the move is refused. */
static bool play_from(const char *opts, const char *rows, char side, int nocap, const char *move,
                      char *pos_out, char *result_out, char *err)
{
    struct ludi_options opt;
    struct ludi_state s, t;
    struct ludi_move m;
    char pos[LUDI_POS_LEN];
    lat_options(&opt, opts);
    rows_to_pos(rows, side, nocap, pos, sizeof pos);
    if (!ludi_position_parse(&opt, pos, &s, err, LUDI_ERR_LEN))
        return false;
    if (!ludi_move_parse(&s, move, &m, err, LUDI_ERR_LEN))
        return false;
    if (!ludi_apply(&s, NULL, &m, &t, err, LUDI_ERR_LEN))   /* a position set up: no past */
        return false;
    ludi_position_format(&t, pos_out, LUDI_POS_LEN);
    ludi_result_format(&t, result_out, 128);
    return true;
}

/* Checks one move: the board after it (rows), side/count and the result text. */
#define EXPECT(opts, rows, side, nocap, move, want_rows, want_side, want_nocap, want_result)   \
    do {                                                                                   \
        char got_[LUDI_POS_LEN], res_[128], err_[LUDI_ERR_LEN] = "", want_[LUDI_POS_LEN];  \
        bool ok_ = play_from(opts, rows, side, nocap, move, got_, res_, err_);             \
        CHECK_MSG(ok_, "%s refused: %s", move, err_);                                      \
        if (ok_) {                                                                         \
            rows_to_pos(want_rows, want_side, want_nocap, want_, sizeof want_);            \
            CHECK_STR(got_, want_);                                                        \
            CHECK_STR(res_, want_result);                                                  \
        }                                                                                  \
    } while (0)

#define REFUSED(opts, rows, side, nocap, move, fragment)                                   \
    do {                                                                                   \
        char got_[LUDI_POS_LEN], res_[128], err_[LUDI_ERR_LEN] = "";                       \
        bool ok_ = play_from(opts, rows, side, nocap, move, got_, res_, err_);             \
        CHECK_MSG(!ok_, "%s was accepted", move);                                          \
        CHECK_MSG(strstr(err_, fragment) != NULL, "message '%s' lacks '%s'", err_, fragment); \
    } while (0)

/* --- Board and setup --- */

static void test_sizes_and_default(void)
{
    struct ludi_options opt;
    char buf[128], err[LUDI_ERR_LEN];
    ludi_options_default(LUDI_LATRUNCULI, &opt);
    ludi_options_format(&opt, buf, sizeof buf);
    CHECK_STR(buf, "size=12x8 king=blocked nocapture=30 repeat=forbid");
    const char *good[] = {"size=8x8", "size=12x8", "size=10x9", "size=11x10"};
    for (int i = 0; i < 4; i++)
        CHECK(ludi_options_set(&opt, good[i], err, sizeof err));
    const char *bad[] = {"size=9x9", "size=8x12", "size=12x 8", "size=", "size=x", "nocapture=31",
                         "nocapture=-1", "king=dead", "repeat=never", "colour=red", "size",
                         "=8x8", "nocapture=99999999999999999999"};
    for (int i = 0; i < 13; i++) {
        struct ludi_options before = opt;
        CHECK_MSG(!ludi_options_set(&opt, bad[i], err, sizeof err), "%s accepted", bad[i]);
        CHECK(memcmp(&before, &opt, sizeof opt) == 0);
    }
    CHECK(!ludi_options_set(&opt, "colour=red", err, sizeof err) && strstr(err, "colour"));
    CHECK(!ludi_options_set(&opt, "size=9x9", err, sizeof err) && strstr(err, "9x9"));
    const char *nocap[] = {"nocapture=30", "nocapture=60", "nocapture=100", "nocapture=0"};
    const int want[] = {30, 60, 100, 0};
    for (int i = 0; i < 4; i++)
        CHECK(ludi_options_set(&opt, nocap[i], err, sizeof err) && opt.nocapture == want[i]);
}

static void test_setup_every_size(void)
{
    /* Black's men on rank 1, White's on rank H, kings on the second rank one to the right of
     * the middle as each player sees it: 8x8 e2/d7, 12x8 g2/f7, 10x9 f2/e8, 11x10 g2/e9. */
    const char *opts[] = {"size=8x8", "size=12x8", "size=10x9", "size=11x10"};
    const char *want[] = {
        "wwwwwwww/3W4/8/8/8/8/4B3/bbbbbbbb b 0",
        "wwwwwwwwwwww/5W6/12/12/12/12/6B5/bbbbbbbbbbbb b 0",
        "wwwwwwwwww/4W5/10/10/10/10/10/5B4/bbbbbbbbbb b 0",
        "wwwwwwwwwww/4W6/11/11/11/11/11/11/6B4/bbbbbbbbbbb b 0",
    };
    for (int i = 0; i < 4; i++) {
        struct ludi_options opt;
        struct ludi_state s;
        char buf[LUDI_POS_LEN];
        lat_options(&opt, opts[i]);
        ludi_start(&opt, &s);
        ludi_position_format(&s, buf, sizeof buf);
        CHECK_STR(buf, want[i]);
        CHECK_STR(ludi_side_name(LUDI_LATRUNCULI, s.side), "black");   /* Black moves first */
        CHECK(ludi_result_of(&s) == LUDI_ONGOING);
        CHECK(s.phase == LUDI_PHASE_MOVE);
    }
}

static void test_square_names(void)
{
    /* files a.. from Black's left, ranks 1..H from Black's side: k10 on 11x10, l8 on 12x8 */
    struct ludi_options opt;
    struct ludi_state s;
    struct ludi_move m;
    char err[LUDI_ERR_LEN], buf[LUDI_MOVE_LEN];
    lat_options(&opt, "size=11x10");
    ludi_start(&opt, &s);
    CHECK(ludi_move_parse(&s, "k1-k9", &m, err, sizeof err));
    CHECK_INT(m.steps[0].from, 10);
    CHECK_INT(m.steps[0].to, 8 * 11 + 10);
    ludi_move_format(&s, &m, buf, sizeof buf);
    CHECK_STR(buf, "k1-k9");
    CHECK(!ludi_move_parse(&s, "l1-l2", &m, err, sizeof err));    /* no file l on 11 files */
    CHECK(!ludi_move_parse(&s, "a11-a1", &m, err, sizeof err));   /* no rank 11 */
    CHECK(ludi_move_parse(&s, "k10-k2", &m, err, sizeof err) && m.steps[0].from == 9 * 11 + 10);
    lat_options(&opt, "size=12x8");
    ludi_start(&opt, &s);
    CHECK(ludi_move_parse(&s, "l8-l2", &m, err, sizeof err) && m.steps[0].from == 7 * 12 + 11);
}

/* --- Moving --- */

static void test_moving(void)
{
    /* Any number of empty squares along a rank or file; no jumping, no diagonal. */
    const char *rows = "W......./......../......../......../......../..w...../..b...../.......B";
    EXPECT("size=8x8", rows, 'b', 0, "c2-a2",
           "W......./......../......../......../......../..w...../b......./.......B", 'w', 1,
           "ongoing");
    EXPECT("size=8x8", rows, 'b', 0, "h1-h8",
           "W......B/......../......../......../......../..w...../..b...../........", 'w', 1,
           "ongoing");
    REFUSED("size=8x8", rows, 'b', 0, "c2-c4", "the piece on c3 is in the way");   /* would jump c3 */
    REFUSED("size=8x8", rows, 'b', 0, "c2-d3", "rank or a file");
    REFUSED("size=8x8", rows, 'b', 0, "c2-c2", "rank or a file");
    REFUSED("size=8x8", rows, 'b', 0, "a8-a7", "no black piece");
    REFUSED("size=8x8", rows, 'b', 0, "c3-c4", "no black piece");   /* white's man */
    /* passing is not allowed */
    struct ludi_options opt;
    struct ludi_state s;
    struct ludi_move m;
    char err[LUDI_ERR_LEN];
    lat_options(&opt, "size=8x8");
    ludi_start(&opt, &s);
    CHECK(!ludi_move_parse(&s, "pass", &m, err, sizeof err) && strstr(err, "pass"));
    memset(&m, 0, sizeof m);
    struct ludi_state t = s;
    CHECK(!ludi_apply(&s, NULL, &m, &t, err, sizeof err));
    CHECK(memcmp(&s, &t, sizeof s) == 0);
}

/* --- Capture --- */

static void test_single_capture(void)
{
    EXPECT("size=8x8", "W......./......w./......../......../...wb.../......../......../..b....B",
           'b', 5, "c1-c4",
           "W......./......w./......../......../..b.b.../......../......../.......B", 'w', 0,
           "ongoing");
}

static void test_line_capture(void)
{
    /* a line of three between c4 (landing) and g4 */
    EXPECT("size=8x8", "W......./......w./......../......../...wwwb./......../......../..b....B",
           'b', 7, "c1-c4",
           "W......./......w./......../......../..b...b./......../......../.......B", 'w', 0,
           "ongoing");
}

static void test_king_in_captured_line(void)
{
    /* d4 w, e4 W, f4 w closed by g4: the men go, the king stays */
    EXPECT("size=8x8", "......../......w./......../......../...wWwb./......../......../..b....B",
           'b', 3, "c1-c4",
           "......../......w./......../......../..b.W.b./......../......../.......B", 'w', 0,
           "ongoing");
    /* a king alone between two enemies is never taken */
    EXPECT("size=8x8", "......../w......./......../......../...Wb.../......../......../..b....B",
           'b', 3, "c1-c4",
           "......../w......./......../......../..bWb.../......../......../.......B", 'w', 4,
           "ongoing");
}

static void test_edge_never_helps(void)
{
    /* the run f4 g4 h4 ends at the board's edge: nothing is taken */
    EXPECT("size=8x8", "W......./......../......../......../.....www/......../......../....b..B",
           'b', 2, "e1-e4",
           "W......./......../......../......../....bwww/......../......../.......B", 'w', 3,
           "ongoing");
    /* a man on the edge next to the landing square, with nothing beyond: not taken */
    EXPECT("size=8x8", "W......./......../......../......../w......./......../......../.b.....B",
           'b', 2, "b1-b4",
           "W......./......../......../......../wb....../......../......../.......B", 'w', 3,
           "ongoing");
}

static void test_empty_square_ends_run(void)
{
    /* d4 w, e4 empty, f4 b: the run d4 ends at an empty square */
    EXPECT("size=8x8", "W......./......../......../......../...w.b../......../......../..b....B",
           'b', 0, "c1-c4",
           "W......./......../......../......../..bw.b../......../......../.......B", 'w', 1,
           "ongoing");
}

static void test_moving_between_two_enemies(void)
{
    /* black moves between c4 and e4: safe; white cannot take it later without moving there */
    EXPECT("size=8x8", "W......./......../......../......../..w.w.../......../......../...b...B",
           'b', 0, "d1-d4",
           "W......./......../......../......../..wbw.../......../......../.......B", 'w', 1,
           "ongoing");
    /* only the side that moves captures: white moves elsewhere, d4 stays */
    EXPECT("size=8x8", "W......./......../......../......../..wbw.../......../......../.......B",
           'w', 1, "a8-a7",
           "......../W......./......../......../..wbw.../......../......../.......B", 'b', 2,
           "ongoing");
}

static void test_king_captures_and_closes(void)
{
    /* the black king lands on c4 and takes d4 against the man on e4 */
    EXPECT("size=8x8", "W......./......w./......../......../...wb.../......../..B...../b.......",
           'b', 0, "c2-c4",
           "W......./......w./......../......../..B.b.../......../......../b.......", 'w', 0,
           "ongoing");
    /* a man lands on c4 and takes d4 against the black king on e4 */
    EXPECT("size=8x8", "W......./......w./......../......../...wB.../......../......../..b.....",
           'b', 0, "c1-c4",
           "W......./......w./......../......../..b.B.../......../......../........", 'w', 0,
           "ongoing");
}

static void test_two_and_three_directions(void)
{
    /* landing on d4 closes d5 (against d6), e4 (against f4) and c4 (against b4) at once */
    EXPECT("size=8x8", "W......./.......w/...b..../...w..../.bw.wb../......../......../...b...B",
           'b', 4, "d1-d4",
           "W......./.......w/...b..../......../.b.b.b../......../......../.......B", 'w', 0,
           "ongoing");
}

static void test_corner_man(void)
{
    /* a1 holds a white man; black holds b1 and lands on a2: the corner man falls */
    EXPECT("size=8x8", "W......./......w./......../......../......../......../..b...../wb.....B",
           'b', 6, "c2-a2",
           "W......./......w./......../......../......../......../b......./.b.....B", 'w', 0,
           "ongoing");
    /* the same squares held, but the move lands elsewhere: nothing happens */
    EXPECT("size=8x8", "W......./......w./......../......../......../......../b......./wb.....B",
           'b', 6, "h1-h4",
           "W......./......w./......../......../.......B/......../b......./wb......", 'w', 7,
           "ongoing");
    /* every corner: h8 with g8 held, landing on h7 */
    EXPECT("size=8x8", "W.....bw/......../.......b/...w..../......../......../......../.b.....B",
           'b', 6, "h6-h7",
           "W.....b./.......b/......../...w..../......../......../......../.b.....B", 'w', 0,
           "ongoing");
}

static void test_corner_king(void)
{
    /* a king in a corner is never captured; here it is immobilised instead */
    EXPECT("size=8x8", "......w./......../......../......../......../......../..b...../Wb.....B",
           'b', 6, "c2-a2",
           "......w./......../......../......../......../......../b......./Wb.....B", 'w', 7,
           "black wins: king immobilised");
}

/* --- Kings --- */

static void test_king_immobilised_blocked(void)
{
    /* white king e5: d5 its own man, f5 and e6 black; black lands on e4: immobilised */
    EXPECT("size=8x8", "......../......../....b.../...wWb../......../......../....b.../.......B",
           'b', 3, "e2-e4",
           "......../......../....b.../...wWb../....b.../......../......../.......B", 'w', 4,
           "black wins: king immobilised");
    /* the edge counts as a wall under king=blocked */
    EXPECT("size=8x8", "...bW.../......../......../......../......../......../....b.../w......B",
           'b', 3, "e2-e7",
           "...bW.../....b.../......../......../......../......../......../w......B", 'w', 4,
           "ongoing");   /* f8 is still free */
    EXPECT("size=8x8", "...bW.b./......../......../......../......../......../....b.../w......B",
           'b', 3, "e2-e7",
           "...bW.b./....b.../......../......../......../......../......../w......B", 'w', 4,
           "ongoing");   /* f8 free */
    EXPECT("size=8x8", "...bWb../......../......../......../......../......../....b.../w......B",
           'b', 3, "e2-e7",
           "...bWb../....b.../......../......../......../......../......../w......B", 'w', 4,
           "black wins: king immobilised");
}

static void test_king_surrounded_variant(void)
{
    /* the same position as above under king=surrounded: d5 is white's own, so not taken */
    EXPECT("size=8x8 king=surrounded",
           "......../......../....b.../...wWb../......../......../....b.../.......B", 'b', 3,
           "e2-e4", "......../......../....b.../...wWb../....b.../......../......../.......B",
           'w', 4, "ongoing");
    /* four black neighbours: immobilised under king=surrounded too */
    EXPECT("size=8x8 king=surrounded",
           "......../......../....b.../...bWb../......../w......./....b.../.......B", 'b', 3,
           "e2-e4", "......../......../....b.../...bWb../....b.../w......./......../.......B",
           'w', 4, "black wins: king immobilised");
    /* on the edge it can never be taken this way */
    EXPECT("size=8x8 king=surrounded",
           "...bWb../......../......../......../......../......../....b.../w......B", 'b', 3,
           "e2-e7", "...bWb../....b.../......../......../......../......../......../w......B",
           'w', 4, "ongoing");
}

/* --- End of game, in order --- */

static void test_end_all_men_captured(void)
{
    /* White's last man falls: rule 1 */
    EXPECT("size=8x8", "W......./......../......../......../...wb.../......../......../..b....B",
           'b', 5, "c1-c4",
           "W......./......../......../......../..b.b.../......../......../.......B", 'w', 0,
           "black wins: all men captured");
    /* and the same for white taking black's last man */
    EXPECT("size=8x8", "W......./......../......../......../...bw.../......../......../..w....B",
           'w', 5, "c1-c4",
           "W......./......../......../......../..w.w.../......../......../.......B", 'b', 0,
           "white wins: all men captured");
}

static void test_end_order(void)
{
    /* 1 before 2: the last white man falls and the white king is immobilised by the same move:
     * white king a8, b8 black; landing on a7 takes the last white man a6 against a5 */
    EXPECT("size=8x8", "Wb....../...b..../w......./b......./......../......../......../.......B",
           'b', 3, "d7-a7",
           "Wb....../b......./......../b......./......../......../......../.......B", 'w', 0,
           "black wins: all men captured");
    /* black's move blocks its own king (a2 white, b1 its own man), white's still has a7 */
    EXPECT("size=8x8", "Wb....../......../......../......../......../......../w......./B.b....w",
           'b', 3, "c1-b1",
           "Wb....../......../......../......../......../......../w......./Bb.....w", 'w', 4,
           "white wins: own king immobilised");
    /* 2 before 3: landing on b1 blocks both kings (a1 and c1) at once: black wins */
    EXPECT("size=8x8", ".......w/......../......../......../.b....../......../w.b...../B.Wb....",
           'b', 3, "b4-b1",
           ".......w/......../......../......../......../......../w.b...../BbWb....", 'w', 4,
           "black wins: king immobilised");
    /* 3: black blocks its own king: white wins */
    EXPECT("size=8x8", "W......./......../......../......../......../......../b......./B.b....w",
           'b', 3, "c1-b1",
           "W......./......../......../......../......../......../b......./Bb.....w", 'w', 4,
           "white wins: own king immobilised");
}

static void test_end_stalemate(void)
{
    /* under king=surrounded a king walled in by its own men and the corner is not immobilised;
     * white then has no legal move after c1-c8: stalemate, more men wins */
    EXPECT("size=8x8 king=surrounded",
           "Ww....../wB....../b......./......../......../......../......../..b....b", 'b', 3,
           "c1-c8", "Wwb...../wB....../b......./......../......../......../......../.......b",
           'w', 4, "black wins: stalemate");
    /* equal men: a draw */
    EXPECT("size=8x8 king=surrounded",
           "Ww....../wB....../b......./......../......../......../......../..b.....", 'b', 3,
           "c1-c8", "Wwb...../wB....../b......./......../......../......../......../........",
           'w', 4, "draw: stalemate");
    /* fewer men: the stalemated side wins */
    EXPECT("size=8x8 king=surrounded",
           "Ww....w./wB....../b......./......../......../......../......../..b.....", 'b', 3,
           "c1-c8", "Wwb...w./wB....../b......./......../......../......../......../........",
           'w', 4, "ongoing");   /* g8 can move: no stalemate */
}

static void test_nocapture_limits(void)
{
    const char *rows = "W......./......../......../......../......../......../b.....w./b......B";
    const char *after = "W......./......../......../......../......../......../b.....wB/b.......";
    EXPECT("size=8x8", rows, 'b', 29, "h1-h2", after, 'w', 30, "black wins: no capture in 30 moves");
    EXPECT("size=8x8", rows, 'b', 28, "h1-h2", after, 'w', 29, "ongoing");
    EXPECT("size=8x8 nocapture=60", rows, 'b', 29, "h1-h2", after, 'w', 30, "ongoing");
    EXPECT("size=8x8 nocapture=60", rows, 'b', 59, "h1-h2", after, 'w', 60,
           "black wins: no capture in 60 moves");
    EXPECT("size=8x8 nocapture=100", rows, 'b', 99, "h1-h2", after, 'w', 100,
           "black wins: no capture in 100 moves");
    /* nocapture=0: never ends this way */
    EXPECT("size=8x8 nocapture=0", rows, 'b', 29, "h1-h2", after, 'w', 30, "ongoing");
    EXPECT("size=8x8 nocapture=0", rows, 'b', 500, "h1-h2", after, 'w', 501, "ongoing");
    /* equal men at the limit: a draw */
    const char *even = "W......./......../......../......../......../......../b.....w./.......B";
    EXPECT("size=8x8", even, 'b', 29, "h1-h2",
           "W......./......../......../......../......../......../b.....wB/........", 'w', 30,
           "draw: no capture in 30 moves");
    /* a capture resets the count */
    EXPECT("size=8x8", "W......./......w./......../......../...wb.../......../......../..b....B",
           'b', 29, "c1-c4",
           "W......./......w./......../......../..b.b.../......../......../.......B", 'w', 0,
           "ongoing");
    /* a count beyond the limit is refused in a position string */
    struct ludi_options opt;
    struct ludi_state s;
    char err[LUDI_ERR_LEN], pos[LUDI_POS_LEN];
    lat_options(&opt, "size=8x8");
    rows_to_pos(rows, 'b', 31, pos, sizeof pos);
    CHECK(!ludi_position_parse(&opt, pos, &s, err, sizeof err));
}

/* A game from a position set up: the present state and its past. */
struct played {
    struct ludi_state s;
    uint64_t hist[32];
    struct ludi_past past;
};

static bool played_start(struct played *g, const struct ludi_options *opt, const char *pos,
                         char *err)
{
    g->past = (struct ludi_past){g->hist, 0};
    return ludi_position_parse(opt, pos, &g->s, err, LUDI_ERR_LEN);
}

/* Plays a list of moves; returns the index of the first refused one, or -1. */
static int play_list(struct played *g, const char *const *moves, int n, char *err)
{
    for (int i = 0; i < n; i++) {
        struct ludi_move m;
        struct ludi_state t;
        if (!ludi_move_parse(&g->s, moves[i], &m, err, LUDI_ERR_LEN) ||
            !ludi_apply(&g->s, &g->past, &m, &t, err, LUDI_ERR_LEN))
            return i;
        g->hist[g->past.n++] = g->s.hash;
        g->s = t;
    }
    return -1;
}

static bool listed(const struct ludi_state *s, const struct ludi_past *past, const char *text)
{
    struct ludi_move mv[LUDI_MAX_MOVES];
    int n = ludi_moves(s, past, mv, LUDI_MAX_MOVES);
    for (int i = 0; i < n; i++) {
        char buf[LUDI_MOVE_LEN];
        ludi_move_format(s, &mv[i], buf, sizeof buf);
        if (strcmp(buf, text) == 0)
            return true;
    }
    return false;
}

static void test_repetition(void)
{
    /* black king a1 shuttles a1-a2; the white king h8-h7 and back is white's only move (g8, g7
     * and h6 black; white's one man walled into the corner a8) */
    const char *rows = "wb....bW/b.....b./.......b/......../......../......../......../B.......";
    char pos[LUDI_POS_LEN], err[LUDI_ERR_LEN], res[128];
    rows_to_pos(rows, 'b', 0, pos, sizeof pos);
    const char *cycle[] = {"a1-a2", "h8-h7", "a2-a1", "h7-h8", "a1-a2", "h8-h7", "a2-a1"};
    struct ludi_options opt;
    struct played g;

    /* repeat=forbid: after seven plies white's only move would make the start a third time:
     * it is illegal, white has no legal move, and rule 4 gives black the game (3 men to 1) */
    lat_options(&opt, "size=8x8");
    CHECK(played_start(&g, &opt, pos, err));
    int bad = play_list(&g, cycle, 7, err);
    CHECK_MSG(bad == -1, "move %d refused: %s", bad, err);
    ludi_result_format(&g.s, res, sizeof res);
    CHECK_STR(res, "black wins: stalemate");

    /* the same, stopped one ply earlier with another way out for white: the move is simply
     * not listed and refused */
    const char *rows2 = "wb....bW/b.....b./......../.......b/......../......../......../B.......";
    rows_to_pos(rows2, 'b', 0, pos, sizeof pos);
    CHECK(played_start(&g, &opt, pos, err));
    CHECK(play_list(&g, cycle, 7, err) == -1);
    ludi_result_format(&g.s, res, sizeof res);
    CHECK_STR(res, "ongoing");
    CHECK(!listed(&g.s, &g.past, "h7-h8"));
    CHECK(listed(&g.s, &g.past, "h7-h6"));
    const char *third[] = {"h7-h8"};
    CHECK(play_list(&g, third, 1, err) == 0);
    CHECK_MSG(strstr(err, "third time") != NULL, "message: %s", err);
    /* two occurrences are fine: after six plies the move a2-a1 repeats a position twice only */

    /* repeat=allow: the third time is legal */
    lat_options(&opt, "size=8x8 repeat=allow");
    rows_to_pos(rows, 'b', 0, pos, sizeof pos);
    CHECK(played_start(&g, &opt, pos, err));
    CHECK(play_list(&g, cycle, 7, err) == -1);
    ludi_result_format(&g.s, res, sizeof res);
    CHECK_STR(res, "ongoing");
    CHECK(listed(&g.s, &g.past, "h7-h8"));
    CHECK(play_list(&g, third, 1, err) == -1);
}

/* The position a move would make, as the rules hash it. */
static uint64_t hash_after(const struct ludi_state *s, const char *move)
{
    struct ludi_move m;
    struct ludi_state t;
    if (!ludi_move_parse(s, move, &m, NULL, 0) || !ludi_apply(s, NULL, &m, &t, NULL, 0))
        return 0;
    return t.hash;
}

/* A game 300 plies past its last capture (nocapture=0), whose past holds the position a1-a2
 * makes twice, near its start: the rules look back that far (they once looked back 256 plies
 * only), and no further than the last capture. */
static void test_repetition_far_back(void)
{
    static uint64_t hist[400];
    char pos[LUDI_POS_LEN], err[LUDI_ERR_LEN];
    struct ludi_options opt;
    struct ludi_state s, t;
    struct ludi_move m;
    lat_options(&opt, "size=8x8 nocapture=0");
    rows_to_pos("wb....bW/b.....b./.......b/......../......../......../......../B.......", 'b',
                300, pos, sizeof pos);
    CHECK(ludi_position_parse(&opt, pos, &s, err, sizeof err));
    uint64_t again = hash_after(&s, "a1-a2");
    CHECK(listed(&s, NULL, "a1-a2"));
    s.ply = 300;   /* as if reached by 300 moves from the start of the record */
    CHECK_INT(ludi_past_needed(&s), 300);
    for (int i = 0; i < 400; i++)
        hist[i] = ludi_zobrist(0xfa1a5e00u + (uint64_t)i);   /* positions not met again */
    hist[100] = hist[104] = again;   /* 300 and 296 plies back */
    struct ludi_past past = {hist, 400};
    CHECK(!listed(&s, &past, "a1-a2"));
    CHECK(listed(&s, &past, "a1-a3"));
    CHECK(ludi_move_parse(&s, "a1-a2", &m, NULL, 0));
    CHECK(!ludi_apply(&s, &past, &m, &t, err, sizeof err) && strstr(err, "third time"));
    /* once: allowed */
    hist[100] = ludi_zobrist(1);
    CHECK(listed(&s, &past, "a1-a2"));
    CHECK(ludi_apply(&s, &past, &m, &t, err, sizeof err));
    /* twice, but before the last capture (more than 300 plies back): not counted */
    hist[99] = hist[95] = again;
    CHECK(listed(&s, &past, "a1-a2"));
    /* and under repeat=allow the past is not needed at all */
    hist[100] = again;
    s.opt.repeat = LUDI_REPEAT_ALLOW;
    CHECK_INT(ludi_past_needed(&s), 0);
    CHECK(listed(&s, NULL, "a1-a2"));
}

/* A game in progress given too short a past (as when a caller leaves it out): every function
 * that needs it refuses, rather than play without the repetition rule. */
static void test_past_required(void)
{
    char pos[LUDI_POS_LEN], err[LUDI_ERR_LEN] = "";
    struct ludi_options opt;
    struct played g;
    struct ludi_move m, mv[LUDI_MAX_MOVES];
    struct ludi_step st[LUDI_MAX_MOVES];
    struct ludi_state t;
    lat_options(&opt, "size=8x8");
    rows_to_pos("wb....bW/b.....b./.......b/......../......../......../......../B.......", 'b', 0,
                pos, sizeof pos);
    CHECK(played_start(&g, &opt, pos, err));
    const char *two[] = {"a1-a2", "h8-h7"};
    CHECK(play_list(&g, two, 2, err) == -1);
    CHECK_INT(ludi_past_needed(&g.s), 2);
    struct ludi_past one = {g.hist + 1, 1};
    CHECK(ludi_moves(&g.s, &g.past, mv, LUDI_MAX_MOVES) > 0);
    CHECK_INT(ludi_moves(&g.s, NULL, mv, LUDI_MAX_MOVES), 0);
    CHECK_INT(ludi_moves(&g.s, &one, mv, LUDI_MAX_MOVES), 0);
    CHECK_INT(ludi_legal_steps(&g.s, NULL, NULL, 0, st, LUDI_MAX_MOVES), 0);
    CHECK(ludi_move_parse(&g.s, "a2-a1", &m, NULL, 0));
    t = g.s;
    CHECK(!ludi_apply(&g.s, NULL, &m, &t, err, sizeof err) && strstr(err, "earlier positions"));
    CHECK(!ludi_apply_trusted(&g.s, &one, &m, &t));
    CHECK(memcmp(&t, &g.s, sizeof t) == 0);
    CHECK_INT(ludi_perft(&g.s, NULL, 1), -1);
    CHECK(ludi_perft(&g.s, &g.past, 1) > 0);
}

static void test_refusals_change_nothing(void)
{
    struct ludi_options opt;
    struct ludi_state s, before;
    char err[LUDI_ERR_LEN];
    lat_options(&opt, "size=8x8");
    ludi_start(&opt, &s);
    before = s;
    const char *bad_pos[] = {
        "",
        "wwwwwwww/3W4/8/8/8/8/4B3/bbbbbbbb",          /* truncated: no side */
        "wwwwwwww/3W4/8/8/8/8/4B3/bbbbbbbb b",        /* no count */
        "wwwwwwww/3W4/8/8/8/8/4B3/bbbbbbbb x 0",      /* bad side */
        "wwwwwwww/3W4/8/8/8/8/4B3/bbbbbbb b 0",       /* short rank */
        "wwwwwwww/3W4/8/8/8/8/4B3/bbbbbbbbb b 0",     /* long rank */
        "wwwwwwww/8/8/8/8/8/4B3/bbbbbbbb b 0",        /* no white king */
        "wwwwwwww/3WW3/8/8/8/8/4B3/bbbbbbbb b 0",     /* two white kings */
        "wwwwwwww/3W4/8/8/8/8/4B3/bbbbbbbb b 0 junk", /* trailing junk */
        "wwwwwwww/3W4/8/8/8/8/4B3/bbbbbbbx b 0",      /* bad piece */
        "wwwwwwww/3W4/8/8/8/8/4B3 b 0",               /* seven ranks: no such size */
        "wwwwwwww/3W4/8/8/8/8/4B3/bbbbbbbb b -3",
        "wwwwwwww/3W4/8/8/8/8/4B3/bbbbbbbb b 99999999999999999999999",
        "99999999999999999/8 b 0",
        "////////",
        "wwwwwwww/3W4/8/8/8/w7/4B3/bbbbbbbb b 0",     /* nine white men on eight files */
    };
    for (size_t i = 0; i < sizeof bad_pos / sizeof bad_pos[0]; i++) {
        struct ludi_state t = s;
        err[0] = '\0';
        CHECK_MSG(!ludi_position_parse(&opt, bad_pos[i], &t, err, sizeof err), "accepted '%s'",
                  bad_pos[i]);
        CHECK_MSG(err[0] != '\0', "no message for '%s'", bad_pos[i]);
        CHECK(memcmp(&t, &s, sizeof s) == 0);
    }
    const char *bad_moves[] = {"a1", "a1-", "-a5", "a1-a5x", "z1-z2", "a0-a5", "a1-a99", "a1a5",
                               "a1-a5-a6", "A1-A5", " a1-a5"};
    for (size_t i = 0; i < sizeof bad_moves / sizeof bad_moves[0]; i++) {
        struct ludi_move m;
        CHECK_MSG(!ludi_move_parse(&s, bad_moves[i], &m, err, sizeof err), "accepted '%s'",
                  bad_moves[i]);
    }
    CHECK(memcmp(&s, &before, sizeof s) == 0);
}

static void test_game_over_refuses(void)
{
    struct ludi_options opt;
    struct ludi_state s, t;
    struct ludi_move m;
    char err[LUDI_ERR_LEN], pos[LUDI_POS_LEN];
    lat_options(&opt, "size=8x8");
    /* white to move with its king already immobilised: the position is over as given */
    rows_to_pos("......w./......../......../......../......../......../b......./Wb.....B", 'w', 6,
                pos, sizeof pos);
    CHECK(ludi_position_parse(&opt, pos, &s, err, sizeof err));
    CHECK(ludi_result_of(&s) == LUDI_WIN0);
    CHECK(s.phase == LUDI_PHASE_OVER);
    CHECK_INT(ludi_moves(&s, NULL, (struct ludi_move[1]){0}, 1), 0);
    CHECK(ludi_move_parse(&s, "g8-g7", &m, err, sizeof err));
    t = s;
    CHECK(!ludi_apply(&s, NULL, &m, &t, err, sizeof err) && strstr(err, "over"));
    CHECK(memcmp(&s, &t, sizeof s) == 0);
}

int main(void)
{
    RUN(test_sizes_and_default);
    RUN(test_setup_every_size);
    RUN(test_square_names);
    RUN(test_moving);
    RUN(test_single_capture);
    RUN(test_line_capture);
    RUN(test_king_in_captured_line);
    RUN(test_edge_never_helps);
    RUN(test_empty_square_ends_run);
    RUN(test_moving_between_two_enemies);
    RUN(test_king_captures_and_closes);
    RUN(test_two_and_three_directions);
    RUN(test_corner_man);
    RUN(test_corner_king);
    RUN(test_king_immobilised_blocked);
    RUN(test_king_surrounded_variant);
    RUN(test_end_all_men_captured);
    RUN(test_end_order);
    RUN(test_end_stalemate);
    RUN(test_nocapture_limits);
    RUN(test_repetition);
    RUN(test_repetition_far_back);
    RUN(test_past_required);
    RUN(test_refusals_change_nothing);
    RUN(test_game_over_refuses);
    return check_summary();
}
