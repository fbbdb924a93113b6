/* lat_effect.c: what a Latrunculi move does one move deep (lat_fast.h), for the window's words. */
#include <stdio.h>
#include <string.h>

#include "ludi/lat_fast.h"
#include "lat_board.h"

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

int ludi_lat_fast_traps(struct ludi_lat_fast *f, int side, ludi_lat_move *out, int cap)
{
    int ply = f->ply;
    if (ludi_lat_fast_node(f)->side == side && ludi_lat_fast_make_null(f) < 0)
        return 0;
    ludi_lat_move moves[LUDI_LAT_FAST_MOVES];
    int n = ludi_lat_fast_moves(f, moves, LUDI_LAT_FAST_MOVES), count = 0;
    for (int i = 0; i < n && i < LUDI_LAT_FAST_MOVES; i++) {
        if (ludi_lat_fast_make(f, moves[i]) < 0)
            break;
        /* the rules' own test: a king immobilised after a move ends the game (RULES.md) */
        if (ludi_lat_fast_immobilised(f, side)) {
            if (count < cap)
                out[count] = moves[i];
            count++;
        }
        ludi_lat_fast_unmake(f);
    }
    while (f->ply > ply)
        ludi_lat_fast_unmake(f);
    return count;
}

/* The squares beside the king of side at the current node. */
static ludi_bits king_around(const struct ludi_lat_fast *f, int side)
{
    struct lat_geo g = {f->width, f->height, f->stride, f->full};
    return lat_neighbours(&g, ludi_lat_fast_node(f)->kings[side]);
}

/* The empty squares beside the king of side at the current node. */
static int king_room(const struct ludi_lat_fast *f, int side)
{
    const struct ludi_lat_node *n = ludi_lat_fast_node(f);
    ludi_bits occ = n->men[0] | n->men[1] | n->kings[0] | n->kings[1];
    return ludi_bits_count(king_around(f, side) & ~occ);
}

/* A fast path started at s, a Latrunculi position with a move to make (NULL: another game or
 * phase, a past too short, or out of memory). */
static struct ludi_lat_fast *fast_at(const struct ludi_state *s, const struct ludi_past *past)
{
    if (s->opt.game != LUDI_LATRUNCULI || s->phase != LUDI_PHASE_MOVE)
        return NULL;
    struct ludi_lat_fast *f = ludi_lat_fast_new();
    if (f && !ludi_lat_fast_init(f, s, past)) {
        ludi_lat_fast_free(f);
        f = NULL;
    }
    return f;
}

bool ludi_lat_king_trap(const struct ludi_state *s, const struct ludi_past *past,
                        struct ludi_lat_trap *out)
{
    memset(out, 0, sizeof *out);
    struct ludi_lat_fast *f = fast_at(s, past);
    if (!f)
        return false;
    ludi_lat_move traps[LUDI_LAT_FAST_MOVES];
    int n = ludi_lat_fast_traps(f, s->side, traps, LUDI_LAT_FAST_MOVES);
    ludi_bits from = 0, to = 0;
    for (int i = 0; i < n && i < LUDI_LAT_FAST_MOVES; i++) {
        if (i < LUDI_LAT_TRAPS)
            ludi_lat_fast_move_out(f, traps[i], &out->moves[i]);
        from |= (ludi_bits)1 << ludi_lat_from(traps[i]);
        to |= (ludi_bits)1 << ludi_lat_to(traps[i]);
    }
    out->n = n;
    out->by_king = (from & ludi_lat_fast_node(f)->kings[!s->side]) != 0;
    names_of(f, from, out->from_at, sizeof out->from_at);
    names_of(f, to, out->to_at, sizeof out->to_at);
    ludi_lat_fast_free(f);
    return out->n > 0;
}

/* The men of `me` the side to move at the current node (the other) could capture with its
 * move, and its moves that would, into *out (zeroed first); each move made, so that what it
 * takes is the rules' own answer. The fast path is left at the node it was at. */
static void threat_here(struct ludi_lat_fast *f, int me, struct ludi_lat_threat *out)
{
    int op = !me;
    memset(out, 0, sizeof *out);
    ludi_bits targets, v, from = 0, to = 0, taken = 0;
    ludi_lat_fast_threats(f, op, ludi_lat_fast_reach(f, op), &targets, &v);
    ludi_lat_move moves[LUDI_LAT_FAST_MOVES];
    int n = ludi_lat_fast_moves_to(f, targets, moves, LUDI_LAT_FAST_MOVES);
    ludi_bits mine = ludi_lat_fast_node(f)->men[me], kings = ludi_lat_fast_node(f)->kings[op];
    for (int i = 0; i < n && i < LUDI_LAT_FAST_MOVES; i++) {
        int took = ludi_lat_fast_make(f, moves[i]);
        if (took < 0)
            break;
        taken |= mine & ~ludi_lat_fast_node(f)->men[me];
        ludi_lat_fast_unmake(f);
        if (took == 0)
            continue;
        ludi_bits b = (ludi_bits)1 << ludi_lat_from(moves[i]);
        if (out->nmoves < LUDI_LAT_TRAPS)
            ludi_lat_fast_move_out(f, moves[i], &out->moves[out->nmoves]);
        out->nmoves++;
        out->by_king |= (b & kings) != 0;
        out->by_man |= (b & kings) == 0;
        from |= b;
        to |= (ludi_bits)1 << ludi_lat_to(moves[i]);
    }
    out->n = ludi_bits_count(taken);
    names_of(f, taken, out->at, sizeof out->at);
    names_of(f, from, out->from_at, sizeof out->from_at);
    names_of(f, to, out->to_at, sizeof out->to_at);
}

bool ludi_lat_men_threat(const struct ludi_state *s, const struct ludi_past *past,
                         struct ludi_lat_threat *out)
{
    memset(out, 0, sizeof *out);
    struct ludi_lat_fast *f = fast_at(s, past);
    if (!f)
        return false;
    /* the other side's move as if the side to move passed: a threat to meet */
    if (ludi_lat_fast_make_null(f) >= 0)
        threat_here(f, s->side, out);
    ludi_lat_fast_free(f);
    return out->n > 0;
}

/* A fast path started at s with m one of its legal moves, into *lm (NULL: another game, a
 * move not legal, or out of memory). */
static struct ludi_lat_fast *fast_with_move(const struct ludi_state *s,
                                            const struct ludi_past *past,
                                            const struct ludi_move *m, ludi_lat_move *lm)
{
    struct ludi_lat_fast *f = m->nsteps == 1 ? fast_at(s, past) : NULL;
    if (!f)
        return NULL;
    bool legal = false;
    ludi_lat_move moves[LUDI_LAT_FAST_MOVES];
    int n = ludi_lat_fast_moves(f, moves, LUDI_LAT_FAST_MOVES);
    *lm = ludi_lat_fast_move_in(f, m);
    for (int i = 0; i < n && i < LUDI_LAT_FAST_MOVES && !legal; i++)
        legal = moves[i] == *lm;
    if (!legal) {
        ludi_lat_fast_free(f);
        return NULL;
    }
    return f;
}

/* What move lm, to be made at the current node (side me to move), exposes its king to, into
 * *out (zeroed first); the fast path is left at the node it was at. */
static void exposes_here(struct ludi_lat_fast *f, int me, ludi_lat_move lm,
                         struct ludi_lat_exposed *out)
{
    memset(out, 0, sizeof *out);
    if (ludi_lat_fast_make(f, lm) < 0)
        return;
    const struct ludi_lat_node *n = ludi_lat_fast_node(f);
    /* the rules' own order decides: a move that immobilises both kings wins (RULES.md) */
    if (n->result != LUDI_ONGOING) {
        out->immobilised = n->result == !me && ludi_lat_fast_immobilised(f, me);
    } else {
        ludi_lat_move traps[LUDI_LAT_FAST_MOVES];
        out->n = ludi_lat_fast_traps(f, me, traps, LUDI_LAT_FAST_MOVES);
        ludi_bits to = 0;
        for (int i = 0; i < out->n && i < LUDI_LAT_FAST_MOVES; i++) {
            if (i < LUDI_LAT_TRAPS)
                ludi_lat_fast_move_out(f, traps[i], &out->moves[i]);
            to |= (ludi_bits)1 << ludi_lat_to(traps[i]);
        }
        names_of(f, to, out->to_at, sizeof out->to_at);
    }
    ludi_lat_fast_unmake(f);
}

bool ludi_lat_move_exposes(const struct ludi_state *s, const struct ludi_past *past,
                           const struct ludi_move *m, struct ludi_lat_exposed *out)
{
    ludi_lat_move_look(s, past, m, out, NULL, NULL);
    return out->immobilised || out->n > 0;
}

/* The mover's men open to capture before move lm (open, the other side's victims at the
 * current node), that it leaves where they stand: the man moved is not among them (decided:
 * open where it lands, it is opened there by the move, as a man that was safe). */
static ludi_bits opened_before(ludi_bits open, ludi_lat_move lm)
{
    return open & ~((ludi_bits)1 << ludi_lat_from(lm));
}

/* What move lm, to be made at the current node (side me to move), leaves to be taken, into
 * *out (zeroed first): the enemy's captures after it (threat_here) and of those the men it
 * opens; the fast path is left at the node it was at. */
static void leaves_here(struct ludi_lat_fast *f, int me, ludi_lat_move lm,
                        struct ludi_lat_threat *out)
{
    memset(out, 0, sizeof *out);
    ludi_bits open0 = opened_before(victims(f, !me), lm);
    if (ludi_lat_fast_make(f, lm) < 0)
        return;
    /* a move that ends the game leaves nothing to take */
    if (ludi_lat_fast_node(f)->result == LUDI_ONGOING) {
        threat_here(f, me, out);
        ludi_bits fresh = victims(f, !me) & ~open0;
        out->fresh = ludi_bits_count(fresh);
        names_of(f, fresh, out->fresh_at, sizeof out->fresh_at);
    }
    ludi_lat_fast_unmake(f);
}

bool ludi_lat_move_leaves(const struct ludi_state *s, const struct ludi_past *past,
                          const struct ludi_move *m, struct ludi_lat_threat *out)
{
    ludi_lat_move_look(s, past, m, NULL, out, NULL);
    return out->n > 0;
}

/* The men move lm, to be made at the current node, takes from a line that holds their own king
 * too: the rules' own capture (lat_captures) on the board with the piece moved. */
static ludi_bits men_taken_with_king(const struct ludi_lat_fast *f, ludi_lat_move lm)
{
    const struct ludi_lat_node *n = ludi_lat_fast_node(f);
    struct lat_geo g = {f->width, f->height, f->stride, f->full};
    struct lat_board b = {.side = n->side};
    for (int side = 0; side < 2; side++) {
        b.men[side] = n->men[side];
        b.kings[side] = n->kings[side];
    }
    ludi_bits moved = LAT_BIT(ludi_lat_from(lm)) | LAT_BIT(ludi_lat_to(lm));
    if (b.men[b.side] & LAT_BIT(ludi_lat_from(lm)))
        b.men[b.side] ^= moved;
    else
        b.kings[b.side] ^= moved;
    u128 with_king = 0;
    lat_captures(&g, &b, ludi_lat_to(lm), &with_king);
    return with_king;
}

/* What move lm, to be made at the current node (side me to move), does, into *out (zeroed
 * first); the fast path is left at the node it was at. */
static void effect_here(struct ludi_lat_fast *f, int me, ludi_lat_move lm,
                        struct ludi_lat_effect *out)
{
    memset(out, 0, sizeof *out);
    int op = !me;
    ludi_bits threatened0 = victims(f, op), threat0 = victims(f, me);
    ludi_bits theirs0 = ludi_lat_fast_node(f)->men[op];
    int trap0 = ludi_lat_fast_traps(f, me, NULL, 0), room0 = king_room(f, me);
    ludi_bits from = (ludi_bits)1 << ludi_lat_from(lm), to = (ludi_bits)1 << ludi_lat_to(lm);
    ludi_bits king_line = men_taken_with_king(f, lm), open0 = opened_before(threatened0, lm);
    out->taken = ludi_lat_fast_make(f, lm);
    if (out->taken < 0) {
        out->taken = 0;
        return;
    }
    const struct ludi_lat_node *n = ludi_lat_fast_node(f);
    out->wins = n->result == me;
    ludi_bits threatened1 = victims(f, op), threat1 = victims(f, me);
    if (!out->wins && n->result == LUDI_ONGOING) {
        int trap1 = ludi_lat_fast_traps(f, me, NULL, 0), room1 = king_room(f, me);
        bool roomier = room1 > room0;
        /* decided: a threat met by giving the king room frees it, else guards it; a king with
         * one empty square or none beside it is freed by any move that gives it more */
        out->frees_king = roomier && ((trap0 && !trap1) || (!trap1 && room0 <= 1));
        out->guards_king = trap0 && !trap1 && !roomier;
        out->traps_king = ludi_lat_fast_traps(f, op, NULL, 0) > 0;
        out->hems_king = (to & king_around(f, op)) != 0;
        if (out->hems_king) {
            /* the square beyond the king, in the line from where the man landed */
            int k = lat_ctz(n->kings[op]), t = ludi_lat_to(lm), far = 2 * k - t;
            bool across = t / f->stride == k / f->stride;   /* same rank: beside, not above */
            bool on = far >= 0 && far < f->stride * f->height &&
                      (across ? far / f->stride == k / f->stride && far % f->stride < f->width
                              : far % f->stride == k % f->stride);
            out->flanks_king = on && ((n->men[me] | n->kings[me]) >> far & 1) != 0;
        }
    }
    /* the man moved is saved only where it went is safe; the others where they stand */
    ludi_bits saved = threatened0 & ~threatened1 & ~from;
    if ((threatened0 & from) && !(threatened1 & to))
        saved |= from;
    ludi_bits taken = theirs0 & ~n->men[op], threat = threat1 & ~threat0;
    out->saved = ludi_bits_count(saved);
    out->threatened = ludi_bits_count(threat);
    out->king_line = ludi_bits_count(king_line);
    names_of(f, taken, out->taken_at, sizeof out->taken_at);
    names_of(f, saved, out->saved_at, sizeof out->saved_at);
    names_of(f, threat, out->threat_at, sizeof out->threat_at);
    names_of(f, king_line, out->king_line_at, sizeof out->king_line_at);
    if (!out->wins && n->result == LUDI_ONGOING) {
        ludi_bits exposed = threatened1 & ~open0;
        out->exposed = ludi_bits_count(exposed);
        names_of(f, exposed, out->exposed_at, sizeof out->exposed_at);
    }
    ludi_lat_fast_unmake(f);
}

bool ludi_lat_move_effect(const struct ludi_state *s, const struct ludi_past *past,
                          const struct ludi_move *m, struct ludi_lat_effect *out)
{
    return ludi_lat_move_look(s, past, m, NULL, NULL, out);
}

bool ludi_lat_move_look(const struct ludi_state *s, const struct ludi_past *past,
                        const struct ludi_move *m, struct ludi_lat_exposed *exposes,
                        struct ludi_lat_threat *leaves, struct ludi_lat_effect *effect)
{
    if (exposes)
        memset(exposes, 0, sizeof *exposes);
    if (leaves)
        memset(leaves, 0, sizeof *leaves);
    if (effect)
        memset(effect, 0, sizeof *effect);
    ludi_lat_move lm = 0;
    struct ludi_lat_fast *f = fast_with_move(s, past, m, &lm);
    if (!f)
        return false;
    if (exposes)
        exposes_here(f, s->side, lm, exposes);
    if (leaves)
        leaves_here(f, s->side, lm, leaves);
    if (effect)
        effect_here(f, s->side, lm, effect);
    ludi_lat_fast_free(f);
    return true;
}
