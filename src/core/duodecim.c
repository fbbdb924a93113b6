/* duodecim.c: Duodecim scripta, a placeholder that refuses everything until the real rules land. */
#include <string.h>

#include "game.h"

static void default_options(struct ludi_options *opt)
{
    (void)opt;
}

static bool set_option(struct ludi_options *opt, const char *key, const char *value, char *err,
                       size_t errlen)
{
    (void)opt;
    (void)value;
    return ludi_fail(err, errlen, "unknown option '%s'", key);
}

static size_t format_options(const struct ludi_options *opt, char *buf, size_t len)
{
    (void)opt;
    if (len)
        buf[0] = '\0';
    return 0;
}

static void start(const struct ludi_options *opt, struct ludi_state *out)
{
    memset(out, 0, sizeof *out);
    out->opt = *opt;
    out->result = LUDI_ONGOING;
    out->phase = LUDI_PHASE_OVER;
}

static bool parse_position(const struct ludi_options *opt, const char *text,
                           struct ludi_state *out, char *err, size_t errlen)
{
    (void)opt;
    (void)text;
    (void)out;
    return ludi_fail(err, errlen, "Duodecim scripta is not implemented yet");
}

static size_t format_position(const struct ludi_state *s, char *buf, size_t len)
{
    (void)s;
    if (len)
        buf[0] = '\0';
    return 0;
}

static int moves(const struct ludi_state *s, struct ludi_move *out, int cap)
{
    (void)s;
    (void)out;
    (void)cap;
    return 0;
}

static int legal_steps(const struct ludi_state *s, const struct ludi_step *made, int nmade,
                       struct ludi_step *out, int cap)
{
    (void)s;
    (void)made;
    (void)nmade;
    (void)out;
    (void)cap;
    return 0;
}

static bool preview(const struct ludi_state *s, const struct ludi_step *made, int nmade,
                    struct ludi_state *out)
{
    (void)s;
    (void)made;
    (void)nmade;
    (void)out;
    return false;
}

static bool apply(const struct ludi_state *s, const struct ludi_move *m, struct ludi_state *out,
                  char *err, size_t errlen)
{
    (void)s;
    (void)m;
    (void)out;
    return ludi_fail(err, errlen, "Duodecim scripta is not implemented yet");
}

static void apply_trusted(const struct ludi_state *s, const struct ludi_move *m,
                          struct ludi_state *out)
{
    (void)m;
    *out = *s;
}

static bool parse_move(const struct ludi_state *s, const char *text, struct ludi_move *out,
                       char *err, size_t errlen)
{
    (void)s;
    (void)text;
    (void)out;
    return ludi_fail(err, errlen, "Duodecim scripta is not implemented yet");
}

static size_t format_move(const struct ludi_state *s, const struct ludi_move *m, char *buf,
                          size_t len)
{
    (void)s;
    (void)m;
    if (len)
        buf[0] = '\0';
    return 0;
}

static uint64_t hash_fresh(const struct ludi_state *s)
{
    return s->hash;
}

static bool check(const struct ludi_state *s, char *err, size_t errlen)
{
    (void)s;
    (void)err;
    (void)errlen;
    return true;
}

const struct ludi_rules ludi_duodecim_rules = {
    .game = LUDI_DUODECIM,
    .name = "duodecim",
    .title = "Duodecim scripta",
    .side_names = {"one", "two"},
    .ndice = 3,
    .default_options = default_options,
    .set_option = set_option,
    .format_options = format_options,
    .start = start,
    .parse_position = parse_position,
    .format_position = format_position,
    .show = format_position,
    .moves = moves,
    .legal_steps = legal_steps,
    .preview = preview,
    .apply = apply,
    .apply_trusted = apply_trusted,
    .parse_move = parse_move,
    .format_move = format_move,
    .hash_fresh = hash_fresh,
    .check = check,
    .perft = NULL,
};

int ludi_duo_cell(const struct ludi_options *opt, int side, int point, int *row, int *col)
{
    (void)opt;
    (void)side;
    (void)point;
    (void)row;
    (void)col;
    return -1;
}
