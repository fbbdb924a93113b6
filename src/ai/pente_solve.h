/* pente_solve.h: Pente grammai on five lines solved exactly: the table of every position's value. */
#ifndef LUDI_AI_PENTE_SOLVE_H
#define LUDI_AI_PENTE_SOLVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ludi/rules.h"

#define PS_LINES 5               /* the only board small enough to solve */
#define PS_POINTS (2 * PS_LINES)
#define PS_ORDINARY (PS_POINTS - 2)
#define PS_CODES 6561            /* 3^PS_ORDINARY: each ordinary point empty, A's or B's */

/*
 * The positions are indexed with side A to move; a position with B to move is read as its
 * mirror image (every counter moved L points on and the sides swapped: B's track is A's
 * shifted by L, and the two sacred points trade places), which has the same value. A board is
 * which side stands on each ordinary point (a base-3 code) and how each side's other counters
 * are shared between the two sacred points and off the board (classic mode: never off).
 * value[i] is the chance that the side to move (A) wins with the die still to be thrown, both
 * sides playing perfectly.
 */
struct ps_table {
    int mode;                    /* enum ludi_pente_mode */
    uint32_t nstates;
    int32_t offset[PS_CODES];    /* first index of each code, -1 if no position has it */
    double *value;
    /* what solving took, for the tool and the report */
    int sweeps;
    double residual;             /* the largest change in the last sweep */
    int64_t successors;
    double build_s, solve_s;
};

/* Sets up the index of one mode without values (value stays NULL). */
bool ps_prepare(struct ps_table *t, enum ludi_pente_mode mode);
/* Solves one mode (value iteration from every value init, until the largest change in a sweep
 * is below tol); false when memory runs out. threads: worker threads for building the graph
 * of moves (1 or 2). */
bool ps_solve(struct ps_table *t, enum ludi_pente_mode mode, double tol, int threads,
              double init);
void ps_free(struct ps_table *t);

/* The index of a position (the side to move's view; any phase), or -1 if it is not a five-line
 * position of the table's mode. */
int64_t ps_index(const struct ps_table *t, const struct ludi_state *s);

/* The value of the position after a move: the chance that the side that moved (s->side of the
 * position before it, i.e. 1 - after->side) wins. after must be a position of the table's
 * mode, in phase ROLL or OVER. */
double ps_value_after(const struct ps_table *t, const struct ludi_state *after);

/* The position of an index (A to move, phase ROLL or OVER); false if there is none. */
bool ps_state_of(const struct ps_table *t, uint32_t index, struct ludi_state *out);
/* The right side of the Bellman equation at s (phase ROLL or OVER), from the rules and the
 * table: the average over the six throws of the best turn's value (1 or 0 when it is over). */
double ps_bellman(const struct ps_table *t, const struct ludi_state *s);

/* --- the shared tables (pente_table.c): solved once per process, on a thread of their own --- */

/* The table of opt's mode when opt is Pente grammai on five lines and it is solved; NULL
 * otherwise. With start set, solving begins in the background if it has not yet. */
const struct ps_table *ps_shared(const struct ludi_options *opt, bool start);
/* Waits until the table of opt's mode is solved (starting it if needed); NULL if opt has
 * none or solving failed. */
const struct ps_table *ps_shared_wait(const struct ludi_options *opt);

/* The table as bytes for the program's cache (pente_table.c): its name there, its size, the
 * bytes of a solved table (malloc'd), and a table read back from bytes into one prepared by
 * ps_prepare: true only if they are whole and sampled positions meet the Bellman equation. */
const char *ps_cache_name(int mode);
size_t ps_cache_size(const struct ps_table *t);
void *ps_to_bytes(const struct ps_table *t, size_t *len);
bool ps_from_bytes(struct ps_table *t, const void *data, size_t len);

#endif
