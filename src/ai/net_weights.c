/* net_weights.c: the networks ludi-train learned (the .weights files in tools/train), compiled in. */
#include <pthread.h>
#include <stddef.h>

#include "nnet.h"

/* Each file is the list of integers of a C initialiser, written by tools/train (see
 * docs/ENGINE.md for the commands that make them again). Pente grammai on seven lines keeps
 * its hand-written evaluation: a network learned for the knock-off mode judges single turns
 * better (60.8% against it) but gains nothing once the search looks three turns ahead (49.4%),
 * and is slower; one for the classic mode learned nothing (see docs/STRENGTH.md). */
static const int32_t duo_standard[] = {
#include "duo-standard.weights"
};
static const int32_t duo_cross[] = {
#include "duo-cross.weights"
};

struct net_entry {
    enum ludi_game game;
    int variant;                 /* Duodecim: path; Pente: lines * 2 + mode */
    const int32_t *data;
    long len;
    struct nnet net;
    bool ok;
};

#define ENTRY(game, variant, data) {game, variant, data, sizeof data / sizeof *data, {0}, false}
static struct net_entry entries[] = {
    ENTRY(LUDI_DUODECIM, LUDI_PATH_STANDARD, duo_standard),
    ENTRY(LUDI_DUODECIM, LUDI_PATH_CROSS, duo_cross),
};

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load_all(void)
{
    for (size_t i = 0; i < sizeof entries / sizeof *entries; i++) {
        struct net_entry *e = &entries[i];
        struct ludi_options o;
        ludi_options_default(e->game, &o);
        o.lines = e->variant / 2;
        int nin = nnet_inputs(&o);
        e->ok = nnet_from_data(&e->net, e->data, e->len, nin);
    }
}

const struct nnet *nnet_for(const struct ludi_options *opt)
{
    pthread_once(&load_once, load_all);
    int variant = opt->game == LUDI_DUODECIM ? (int)opt->path : opt->lines * 2 + (int)opt->mode;
    for (size_t i = 0; i < sizeof entries / sizeof *entries; i++)
        if (entries[i].game == opt->game && entries[i].variant == variant && entries[i].ok)
            return &entries[i].net;
    return NULL;
}
