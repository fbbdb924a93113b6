/* lat.h: Latrunculi's evaluation, shared by its search (search_lat.c) and eval_lat.c. */
#ifndef LUDI_AI_LAT_H
#define LUDI_AI_LAT_H

#include "ludi/lat_fast.h"

/* The evaluation's weights, in score units (100 = one man). Tuned by matches
 * (tools/match --a-opt/--b-opt); the defaults are in eval_lat.c. */
struct lat_weights {
    int man;                     /* a man */
    int king_free[4];            /* king=blocked: bonus by the king's empty neighbours 0..3 */
    int king_open;               /* king=blocked: each empty neighbour beyond 3 */
    int king_attack;             /* each of a weak king's free squares the enemy can reach */
    int king_ring[4];            /* king=surrounded: penalty by enemy neighbours 0..3 */
    int hang_mover;              /* each man of the side to move that can be taken next move */
    int hang_other;              /* each man of the other side that can be taken */
    int mobility;                /* each square a side can move to, in 1/16ths */
    int safe2;                   /* a man that cannot be taken along either line */
    int safe1;                   /* a man that cannot be taken along one of its two lines */
    int clock;                   /* the side ahead, times nocap/limit, per man ahead (the search
                                    adds it: search_lat.c evaluate) */
    int tempo;                   /* the side to move */
};

/* What both sides can reach and take at a node, computed once for the search and the
 * evaluation. */
struct lat_info {
    ludi_bits reach[2];          /* empty squares each side can move to */
    ludi_bits targets[2];        /* squares where a move by that side captures */
    ludi_bits victims[2];        /* the other side's men that side can capture */
};

void lat_info_of(const struct ludi_lat_fast *f, struct lat_info *in);

void lat_weights_default(struct lat_weights *w);
/* The weights as name / pointer pairs, for setting and listing them. */
int lat_weights_table(struct lat_weights *w, const char **names, int **values, int cap);

/* The static evaluation of the current node from the view of the side to move, the clock
 * aside; the node's game must be ongoing. */
int lat_eval(const struct ludi_lat_fast *f, const struct lat_weights *w,
             const struct lat_info *in);

/* The enemy men the side to move holds on one side along a line, the square on the other side
 * empty (a piece arriving there takes the man; a man held along both lines counts twice),
 * less those the other side holds so. */
int lat_pressure(const struct ludi_lat_fast *f);
/* The men of the side to move off their home rank, less the other side's. */
int lat_advance(const struct ludi_lat_fast *f);

/* How close `side` is to a capture or a won king, for level 5's drive against a passive
 * opponent (search_lat.c evaluate). */
struct lat_activity {
    int advanced;                /* its men off their home rank */
    int contact;                 /* the other side's men next to one of its pieces */
    int held;                    /* the other side's men in a run along a line with one of its
                                    pieces at one end and an empty square at the other */
    int open;                    /* the others in a run with empty squares at both ends */
    int king_free;               /* the other king's empty neighbours */
    int others_home;             /* the other side's men on their own home rank */
    int others;                  /* the other side's men */
};
void lat_activity(const struct ludi_lat_fast *f, int side, struct lat_activity *out);

#endif
