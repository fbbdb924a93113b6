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
    void (*default_options)(struct ludi_options *opt);
    /* key and value already split; refuse unknown keys and values, naming them */
    bool (*set_option)(struct ludi_options *opt, const char *key, const char *value, char *err,
                       size_t errlen);
    size_t (*format_options)(const struct ludi_options *opt, char *buf, size_t len);
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
};

extern const struct ludi_rules ludi_latrunculi_rules;
extern const struct ludi_rules ludi_pente_rules;
extern const struct ludi_rules ludi_duodecim_rules;

const struct ludi_rules *ludi_rules_of(enum ludi_game g);

/* snprintf into err when err is not NULL; always returns false, for "return fail(...)". */
bool ludi_fail(char *err, size_t errlen, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

#endif
