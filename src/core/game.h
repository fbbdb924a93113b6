/* game.h: the table of functions each game fills in; rules.c dispatches through it. */
#ifndef LUDI_CORE_GAME_H
#define LUDI_CORE_GAME_H

#include "ludi/rules.h"

struct ludi_rules {
    enum ludi_game game;
    const char *name;                  /* protocol name */
    const char *title;                 /* for people */
    const char *side_names[2];
    int ndice;
    const struct ludi_option_desc *options;   /* the options, described once */
    int noptions;
    int (*option_get)(const struct ludi_options *opt, int i);   /* the index of i's value */
    void (*option_set)(struct ludi_options *opt, int i, int value);
    void (*start)(const struct ludi_options *opt, struct ludi_state *out);
    bool (*parse_position)(const struct ludi_options *opt, const char *text,
                           struct ludi_state *out, char *err, size_t errlen);
    size_t (*format_position)(const struct ludi_state *s, char *buf, size_t len);
    size_t (*show)(const struct ludi_state *s, char *buf, size_t len);
    /* The functions given a past get exactly the ludi_past_needed(s) latest positions (rules.c
     * refuses a shorter past before calling them); games that need none ignore it. */
    size_t (*past_needed)(const struct ludi_state *s);   /* NULL: none */
    int (*moves)(const struct ludi_state *s, const struct ludi_past *past, struct ludi_move *out,
                 int cap);
    int (*legal_steps)(const struct ludi_state *s, const struct ludi_past *past,
                       const struct ludi_step *made, int nmade, struct ludi_step *out, int cap);
    bool (*preview)(const struct ludi_state *s, const struct ludi_step *made, int nmade,
                    struct ludi_state *out);
    bool (*apply)(const struct ludi_state *s, const struct ludi_past *past,
                  const struct ludi_move *m, struct ludi_state *out, char *err, size_t errlen);
    /* false only when it runs out of memory (a very long past) */
    bool (*apply_trusted)(const struct ludi_state *s, const struct ludi_past *past,
                          const struct ludi_move *m, struct ludi_state *out);
    bool (*parse_move)(const struct ludi_state *s, const char *text, struct ludi_move *out,
                       char *err, size_t errlen);
    size_t (*format_move)(const struct ludi_state *s, const struct ludi_move *m, char *buf,
                          size_t len);
    uint64_t (*hash_fresh)(const struct ludi_state *s); /* board and side, as s->hash */
    bool (*check)(const struct ludi_state *s, char *err, size_t errlen);
    /* NULL: not offered; -2 when *stop (may be NULL) became non-zero before the count ended */
    int64_t (*perft)(const struct ludi_state *s, const struct ludi_past *past, int depth,
                     const atomic_int *stop);
    /* Fills w with why from-to (to may be LUDI_ANY) is refused after made: called only when
     * ludi_legal_steps and ludi_route have found it is. */
    void (*explain)(const struct ludi_state *s, const struct ludi_step *made, int nmade,
                    int from, int to, struct ludi_why *w);
    void (*explain_pass)(const struct ludi_state *s, struct ludi_why *w);   /* dice games */
    /* Fills w with why m, the only turn of the throw, leaves a counter where it is (code
     * NONE: nothing to say); NULL where no game says it. */
    void (*explain_forced)(const struct ludi_state *s, const struct ludi_move *m,
                           struct ludi_why *w);
    bool combine;                      /* one counter may use several dice in a turn */
};

extern const struct ludi_rules ludi_latrunculi_rules;
extern const struct ludi_rules ludi_pente_rules;
extern const struct ludi_rules ludi_duodecim_rules;

const struct ludi_rules *ludi_rules_of(enum ludi_game g);

/* "8x8, 12x8, 10x9 or 11x10": the values of an option, for messages. */
size_t ludi_option_values_text(const struct ludi_option_desc *d, char *buf, size_t len);
/* Whether text is one of the values of the option named key in game g. */
bool ludi_option_known(enum ludi_game g, const char *key, const char *text);

/* snprintf into err when err is not NULL; always returns false, for "return fail(...)". */
bool ludi_fail(char *err, size_t errlen, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* Refuses with a code: fills w (when not NULL) and the English text into err (when not NULL).
 * fmt makes the arguments {1} {2} {3}, separated by '|'. Always returns false. */
bool ludi_refuse(const struct ludi_state *s, struct ludi_why *w, char *err, size_t errlen,
                 enum ludi_why_code c, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 6, 7)))
#endif
    ;

#endif
