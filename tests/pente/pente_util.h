/* pente_util.h: small helpers the Pente grammai tests share: set up, list moves, play. */
#ifndef LUDI_TESTS_PENTE_UTIL_H
#define LUDI_TESTS_PENTE_UTIL_H

#include <stdbool.h>

#include "ludi/rules.h"

/* Options for lines and mode; a position string (NULL: the start) and a die (0: not thrown).
 * Prints why and returns false when anything is refused. */
bool pu_setup(struct ludi_state *s, int lines, bool classic, const char *pos, int die);
/* Every move, formatted, sorted as strings, joined by spaces (a rotating static buffer). */
const char *pu_moves(const struct ludi_state *s);
/* The legal single steps after the steps of made ("" or "2A-3A,1A-2A"), sorted, joined. */
const char *pu_steps(const struct ludi_state *s, const char *made);
/* The position string (rotating static buffer). */
const char *pu_pos(const struct ludi_state *s);
/* Parses and applies a move; on refusal returns false with the message in err. */
bool pu_play(const struct ludi_state *s, const char *move, struct ludi_state *out, char *err,
             size_t errlen);
/* The position after a move, or "refused: <message>". */
const char *pu_after(const struct ludi_state *s, const char *move);

#endif
