/* nnet.h: the learned evaluations' network: integer inference, the same on every machine. */
#ifndef LUDI_AI_NNET_H
#define LUDI_AI_NNET_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "ludi/rules.h"

/*
 * A network of one hidden layer of sigmoid units and one sigmoid output, the chance that the
 * side to throw wins (as TD-Gammon's), with a linear part as well (each input straight to the
 * output: the hand-written evaluation, one of the inputs, is where learning starts). Its inputs are few of many: an encoder (nnet_encode_*)
 * lists the inputs that are not zero, each a small integer in 64ths (NNET_ONE = 1.0). The
 * trainer (tools/train) learns the weights in double precision and writes them as integers:
 * input weights in 1/1024, so a hidden unit's sum is in 1/65536 (Q16); output weights in
 * 1/4096 and hidden units' values in Q15, so the output's sum is in Q27; linear weights in
 * Q21. Inference is integer arithmetic and a sigmoid table
 * with linear interpolation: every machine and compiler gets the same chance, to the bit.
 */
#define NNET_ONE 64              /* an input's 1.0 */
#define NNET_MAX_ACTIVE 160      /* inputs that are not zero, at most */
#define NNET_MAX_HIDDEN 64
#define NNET_MAX_INPUTS 272
#define NNET_MAX_VAL 2047        /* an input's largest size (in 64ths) */
#define NNET_FORMAT 2            /* the weights file's first number */
#define NNET_Z_INPUT_WEIGHT 1.7  /* the linear weight the trainer gives the hand-written
                                    evaluation's input at first: Phi(z) ~ sigmoid(1.7 z) */

/* The inputs that are not zero, in increasing order of idx. */
struct nnet_input {
    int n;
    uint16_t idx[NNET_MAX_ACTIVE];
    int16_t val[NNET_MAX_ACTIVE];
};

/* The hidden sums of the inputs evaluated last, so that the next inputs, which differ in a
 * few places (the turns of one throw), cost only those places. */
struct nnet_acc {
    const struct nnet *net;      /* NULL: empty */
    int32_t a[NNET_MAX_HIDDEN];
    int64_t lin;
    struct nnet_input in;
};

struct nnet {
    int nin, nhid;
    const int32_t *b1;           /* [nhid], Q16 */
    int16_t w1[NNET_MAX_INPUTS][NNET_MAX_HIDDEN];   /* Q10, units beyond nhid 0: 16 bits and
                                                       a fixed count, so that the compiler
                                                       vectorises the running sums' loop */
    const int32_t *w2;           /* [nhid], Q12 */
    int32_t b2;                  /* Q27 */
    const int32_t *lin;          /* [nin], Q21 */
};

/* The layout of a weights file (the trainer's output, compiled in as an array): NNET_FORMAT,
 * nin, nhid, then b1, w1 (input by input), w2, b2, lin. Returns false when data does not hold one
 * of nin inputs (a file made for another encoder), or one with an input weight beyond 16 bits
 * or whose hidden sums could overflow. */
bool nnet_from_data(struct nnet *net, const int32_t *data, long len, int nin);
/* The output's sum for the inputs, in Q27 (its log-odds times 2^27): from scratch, or from the
 * sums kept in acc (which then holds these inputs'). Both give the same to the bit. */
int64_t nnet_logit(const struct nnet *net, const struct nnet_input *in);
int64_t nnet_logit_acc(const struct nnet *net, struct nnet_acc *acc, const struct nnet_input *in);
/* Calls f(idx, change, arg) for each input whose value differs from old to new, in order. */
void nnet_diff(const struct nnet_input *old, const struct nnet_input *new_in,
               void (*f)(int idx, int change, void *arg), void *arg);
/* The sigmoid of a log-odds in Q27: the chance, exactly the same everywhere. */
double nnet_chance(int64_t logit_q27);
/* e^x from + - * / only (and exact scaling by powers of two): the same result on every
 * IEEE-754 machine that does not fuse or widen (the trainer and the sigmoid table use it). */
double nnet_exp(double x);

/* --- the encoders, one per game; the trainer and the search share them --- */
/* Adds input idx with value val (in 64ths) when it is not zero; idx must grow from call to
 * call. */
static inline void nnet_add(struct nnet_input *in, int idx, int val)
{
    if (val != 0 && in->n < NNET_MAX_ACTIVE) {
        in->idx[in->n] = (uint16_t)idx;
        in->val[in->n] = (int16_t)(val > NNET_MAX_VAL ? NNET_MAX_VAL
                                   : val < -NNET_MAX_VAL ? -NNET_MAX_VAL : val);
        in->n++;
    }
}

/* dst = src (only the inputs in use). */
static inline void nnet_input_copy(struct nnet_input *dst, const struct nnet_input *src)
{
    dst->n = src->n;
    memcpy(dst->idx, src->idx, (size_t)src->n * sizeof src->idx[0]);
    memcpy(dst->val, src->val, (size_t)src->n * sizeof src->val[0]);
}

/* Duodecim scripta (phase ROLL, game ongoing), from the side to throw's view. */
#define NNET_DUO_INPUTS 265
void nnet_encode_duo(const struct ludi_state *s, struct nnet_input *in);
/* Pente grammai on any number of lines, either mode, from the side to throw's view. */
int nnet_pente_inputs(int lines);
void nnet_encode_pente(const struct ludi_state *s, struct nnet_input *in);

/* The inputs of s's game (a dice game), and how many that game's networks take. */
void nnet_encode(const struct ludi_state *s, struct nnet_input *in);
int nnet_inputs(const struct ludi_options *opt);

/* The compiled-in networks (net_weights.c), NULL where none was trained: Duodecim scripta
 * for its path, Pente grammai for its lines and mode. */
const struct nnet *nnet_for(const struct ludi_options *opt);

#endif
