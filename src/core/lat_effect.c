/* lat_effect.c: what a Latrunculi move does one move deep (lat_fast.h), for the window's words. */
#include <stdio.h>
#include <string.h>

#include "ludi/lat_fast.h"

/* The squares of a set as the notation names them, "d4, e5", into buf. */
static void names_of(const struct ludi_lat_fast *f, ludi_bits set, char *buf, size_t len)
{
    size_t pos = 0;
    buf[0] = '\0';
    for (int b = 0; b < 128; b++) {
        if (!((set >> b) & 1))
            continue;
        int rank = b / f->stride, file = b % f->stride;
        ludi_buf_add(buf, len, &pos, "%s%c%d", pos ? ", " : "", 'a' + file, rank + 1);
    }
}

/* The men of side's opponent that side could capture with one move, at the current node. */
static ludi_bits victims(const struct ludi_lat_fast *f, int side)
{
    ludi_bits targets, v;
    ludi_lat_fast_threats(f, side, ludi_lat_fast_reach(f, side), &targets, &v);
    return v;
}

bool ludi_lat_move_effect(const struct ludi_state *s, const struct ludi_past *past,
                          const struct ludi_move *m, struct ludi_lat_effect *out)
{
    memset(out, 0, sizeof *out);
    if (s->opt.game != LUDI_LATRUNCULI || s->phase != LUDI_PHASE_MOVE || m->nsteps != 1)
        return false;
    struct ludi_lat_fast *f = ludi_lat_fast_new();
    if (!f)
        return false;
    bool legal = false;
    ludi_lat_move lm = 0;
    if (ludi_lat_fast_init(f, s, past)) {
        ludi_lat_move moves[LUDI_LAT_FAST_MOVES];
        int n = ludi_lat_fast_moves(f, moves, LUDI_LAT_FAST_MOVES);
        lm = ludi_lat_fast_move_in(f, m);
        for (int i = 0; i < n && i < LUDI_LAT_FAST_MOVES && !legal; i++)
            legal = moves[i] == lm;
    }
    if (!legal) {
        ludi_lat_fast_free(f);
        return false;
    }
    int me = s->side, op = !me;
    ludi_bits threatened0 = victims(f, op), threat0 = victims(f, me);
    ludi_bits theirs0 = ludi_lat_fast_node(f)->men[op];
    ludi_bits from = (ludi_bits)1 << ludi_lat_from(lm), to = (ludi_bits)1 << ludi_lat_to(lm);
    out->taken = ludi_lat_fast_make(f, lm);
    const struct ludi_lat_node *n = ludi_lat_fast_node(f);
    out->wins = n->result == me;
    ludi_bits threatened1 = victims(f, op), threat1 = victims(f, me);
    /* the man moved is saved only where it went is safe; the others where they stand */
    ludi_bits saved = threatened0 & ~threatened1 & ~from;
    if ((threatened0 & from) && !(threatened1 & to))
        saved |= from;
    ludi_bits taken = theirs0 & ~n->men[op], threat = threat1 & ~threat0;
    out->saved = ludi_bits_count(saved);
    out->threatened = ludi_bits_count(threat);
    names_of(f, taken, out->taken_at, sizeof out->taken_at);
    names_of(f, saved, out->saved_at, sizeof out->saved_at);
    names_of(f, threat, out->threat_at, sizeof out->threat_at);
    ludi_lat_fast_free(f);
    return true;
}
