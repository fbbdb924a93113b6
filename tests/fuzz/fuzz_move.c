/* fuzz_move.c: move strings in positions of all three games: a move read is written back to a
 * text that reads as the same move; one the rules accept leaves a sound state. */
#include "fuzz.h"
#include "ludi/rules.h"

/* The first byte of an input picks a position (game, options, position, dice); the rest is the
 * move. Positions from the docs and the transcripts. */
static const struct {
    const char *options, *position;
    int dice[LUDI_MAX_DICE];
} positions[] = {
    {"latrunculi size=8x8", "wwwwwwww/3W4/8/8/8/8/4B3/bbbbbbbb b 0", {0}},
    {"latrunculi size=12x8", "w2wwww1ww1w/12/10w1/6w1b3/5b6/b5W5/2b3Bw4/1b1bb1bb1bb1 w 0", {0}},
    {"latrunculi size=11x10 king=surrounded",
     "wwww1wwwwww/11/11/11/11/11/8B2/4W4w1/10b/bbbbbb1bbbb b 26", {0}},
    {"pente lines=5", "A:off,off,off,1A,3B B:off,off,off,off,2B a", {4}},
    {"pente lines=5 mode=classic", "A:1A,2A,3A,4A,5A B:1B,2B,3B,4B,5B a", {6}},
    {"pente lines=7 mode=classic", "A:2A,3A,4A,4A,5A,6A,7A B:1A,1B,2B,3B,4B,5B,6B a", {5}},
    {"duodecim path=standard", "one:off*10,3*2,7,25*2 two:off*15 one", {3, 5, 1}},
    {"duodecim path=standard", "one:27,28,out*13 two:1*15 one", {6, 6, 6}},
    {"duodecim path=cross", "one:1*2,2,3*2,4*3,6*3,12,13,20,28 two:1,3*2,5*2,6*5,7,9,10,17,28 one",
     {5, 6, 6}},
};
#define NPOSITIONS (sizeof positions / sizeof positions[0])

static bool setup(int k, struct ludi_state *out)
{
    char buf[96];
    snprintf(buf, sizeof buf, "%s", positions[k].options);
    char *save = NULL, *g = strtok_r(buf, " ", &save);
    enum ludi_game game;
    struct ludi_options o;
    if (!g || !ludi_game_parse(g, &game))
        return false;
    ludi_options_default(game, &o);
    for (char *kv = strtok_r(NULL, " ", &save); kv; kv = strtok_r(NULL, " ", &save))
        if (!ludi_options_set(&o, kv, NULL, 0))
            return false;
    struct ludi_state s;
    if (!ludi_position_parse(&o, positions[k].position, &s, NULL, 0))
        return false;
    int nd = ludi_game_dice(game);
    if (nd == 0 || s.phase != LUDI_PHASE_ROLL) {
        *out = s;
        return true;
    }
    return ludi_set_dice(&s, positions[k].dice, nd, out, NULL, 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static struct ludi_state at[NPOSITIONS];
    static bool ready;
    if (!ready) {
        for (size_t k = 0; k < NPOSITIONS; k++)
            if (!setup((int)k, &at[k]))
                abort();   /* a seed position the rules no longer take: fix the table */
        ready = true;
    }
    if (size < 1)
        return 0;
    const struct ludi_state *s = &at[data[0] % NPOSITIONS];
    char *text = fuzz_text(data + 1, size - 1);
    if (!text)
        return 0;
    struct ludi_move m, back;
    char err[LUDI_ERR_LEN], written[LUDI_MOVE_LEN];
    if (ludi_move_parse(s, text, &m, err, sizeof err)) {
        FUZZ_CHECK(ludi_move_format(s, &m, written, sizeof written) < sizeof written);
        FUZZ_CHECK(ludi_move_parse(s, written, &back, err, sizeof err));
        FUZZ_CHECK(ludi_move_equal(&m, &back));
        struct ludi_state t;
        if (ludi_apply(s, NULL, &m, &t, err, sizeof err))
            FUZZ_CHECK(ludi_state_check(&t, err, sizeof err));
    }
    free(text);
    return 0;
}
