/* dice.h: what the dice games' search (search_dice.c) shares with their evaluations. */
#ifndef LUDI_AI_DICE_H
#define LUDI_AI_DICE_H

#include <stdbool.h>
#include <stddef.h>

#include "ludi/rules.h"

/*
 * The evaluations return the chance that the side to move (to throw) wins, 0..1, so that the
 * search can average them over the rolls. Each is built like a race: the sides' distances
 * still to go, in pips, adjusted by what contact is likely to cost each side in pips (a
 * counter hit, a counter forced off the sacred line), turned into a chance by the normal
 * distribution of the dice's sum (the mover is half a throw ahead, and the spread grows with
 * the distance left).
 *
 * The weights are integers (tools/match --a-opt sets them by name), in hundredths of a pip
 * unless a comment says otherwise. The learned networks (nnet.h) take these evaluations with
 * their default weights as one of their inputs: changing a default means training again.
 */

/* Pente grammai, for any number of lines; one set for each mode. */
struct pente_weights {
    int tempo;                   /* the side to throw is this far ahead */
    int spread;                  /* the chance's spread: sd^2 = spread/100 * pips left + base */
    int base;                    /* ... (in pips^2) */
    int exposed;                 /* the cost of a counter that can be hit, per pip of its
                                    progress, times the chance of the hit (percent) */
    int exposed_mover;           /* the same for the side to throw (it moves first: percent of
                                    exposed) */
    int enter;                   /* each counter off the board: the entry it still needs */
    int stuck;                   /* each throw (of six) with no good move: forced off the
                                    sacred line, or past it */
    int stuck_mover;             /* the side to throw's stuck throws, percent of stuck */
    int block;                   /* classic: each of the other side's counters on an ordinary
                                    point one of this side's counters lands on with 1..6 */
    int last;                    /* each counter not yet on the sacred line (a last exact throw
                                    to come) */
};

/* Duodecim scripta. */
struct duo_weights {
    int tempo;                   /* the side to throw is this far ahead */
    int spread;                  /* sd^2 = spread/100 * pips left + base */
    int base;
    int min_pips;                /* a counter counts at least this far: its die is spent */
    int blot;                    /* the cost of a lone counter hit, percent of the pips lost */
    int blot_enter;              /* and the entry it then needs (pips) */
    int blot_mover;              /* the side to throw's blots: percent of the other's */
    int block;                   /* each pile in front of an opposing counter, 1..6 ahead */
    int block_far;               /* 7..12 ahead */
    int waiting;                 /* each counter waiting to enter (beyond its pips) */
};

void pente_weights_default(struct pente_weights *w, int mode);
void duo_weights_default(struct duo_weights *w);

/* s: phase ROLL, game ongoing. The chance that s->side wins. */
double pente_eval(const struct ludi_state *s, const struct pente_weights *w);
double duo_eval(const struct ludi_state *s, const struct duo_weights *w);

/* The weights by name ("pente_ko_tempo", "duo_blot", ...), for setting and listing them. */
int pente_weights_table(struct pente_weights *w, const char *prefix, const char **names,
                        int **values, int cap);
int duo_weights_table(struct duo_weights *w, const char **names, int **values, int cap);

/* The chance that a normal variable is below x sd: what the evaluations end with. */
double dice_phi(double x);

#endif
