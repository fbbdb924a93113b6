/* fuzz_position.c: position strings of all three games: parse, check, format, parse again to
 * the same text, and every listed move applied, checked and written and read as a move. */
#include "fuzz.h"
#include "ludi/rules.h"

/* The first byte of an input picks the game and options; the rest is the position. */
static const char *const variants[] = {
    "latrunculi size=12x8",  "latrunculi size=8x8 king=surrounded", "latrunculi size=10x9",
    "latrunculi size=11x10 repeat=allow nocapture=0", "pente lines=5", "pente mode=classic",
    "pente lines=7",         "pente lines=11 mode=classic", "duodecim path=standard",
    "duodecim path=cross",
};
#define NVARIANTS (sizeof variants / sizeof variants[0])

static bool options_of(const char *v, struct ludi_options *o)
{
    char buf[96];
    snprintf(buf, sizeof buf, "%s", v);
    char *save = NULL, *g = strtok_r(buf, " ", &save);
    enum ludi_game game;
    if (!g || !ludi_game_parse(g, &game))
        return false;
    ludi_options_default(game, o);
    for (char *kv = strtok_r(NULL, " ", &save); kv; kv = strtok_r(NULL, " ", &save))
        if (!ludi_options_set(o, kv, NULL, 0))
            return false;
    return true;
}

/* Every listed move of s applies, leaves a sound state, and reads back from its own text. */
static void every_move(const struct ludi_state *s)
{
    static struct ludi_move moves[LUDI_MAX_MOVES];
    int n = ludi_moves(s, NULL, moves, LUDI_MAX_MOVES);
    FUZZ_CHECK(n >= 0);
    if (n > LUDI_MAX_MOVES)
        n = LUDI_MAX_MOVES;
    for (int i = 0; i < n; i++) {
        struct ludi_state t;
        char text[LUDI_MOVE_LEN], err[LUDI_ERR_LEN];
        FUZZ_CHECK(ludi_apply(s, NULL, &moves[i], &t, err, sizeof err));
        FUZZ_CHECK(ludi_state_check(&t, err, sizeof err));
        ludi_move_format(s, &moves[i], text, sizeof text);
        struct ludi_move back;
        FUZZ_CHECK(ludi_move_parse(s, text, &back, err, sizeof err));
        struct ludi_state u;
        FUZZ_CHECK(ludi_apply(s, NULL, &back, &u, NULL, 0));
        FUZZ_CHECK(ludi_hash(&u) == ludi_hash(&t));
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    struct ludi_options o;
    if (!options_of(variants[data[0] % NVARIANTS], &o))
        abort();
    char *text = fuzz_text(data + 1, size - 1);
    if (!text)
        return 0;
    struct ludi_state s, again;
    char err[LUDI_ERR_LEN], pos[LUDI_POS_LEN], pos2[LUDI_POS_LEN];
    if (ludi_position_parse(&o, text, &s, err, sizeof err)) {
        FUZZ_CHECK(ludi_state_check(&s, err, sizeof err));
        FUZZ_CHECK(ludi_position_format(&s, pos, sizeof pos) < sizeof pos);
        FUZZ_CHECK(ludi_position_parse(&o, pos, &again, err, sizeof err));
        ludi_position_format(&again, pos2, sizeof pos2);
        FUZZ_CHECK(strcmp(pos, pos2) == 0);
        char shown[LUDI_SHOW_LEN];
        ludi_show(&s, shown, sizeof shown);
        if (s.phase == LUDI_PHASE_ROLL) {
            /* the dice from the first byte's other bits, as a throw could fall */
            int v[LUDI_MAX_DICE], nd = ludi_game_dice(o.game);
            for (int i = 0; i < nd; i++)
                v[i] = 1 + (data[0] / (int)NVARIANTS + 5 * i) % 6;
            struct ludi_state thrown;
            if (ludi_set_dice(&s, v, nd, &thrown, err, sizeof err))
                every_move(&thrown);
        } else {
            every_move(&s);
        }
    }
    free(text);
    return 0;
}
