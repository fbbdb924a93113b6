/* learn_int.h: what the lesson reader and the step checker share. */
#ifndef LUDI_LEARN_INT_H
#define LUDI_LEARN_INT_H

#include <stdbool.h>
#include <stddef.h>

#include "ludi/lesson.h"

/* Whether s is a step id: 1 to LUDI_LESSON_ID_LEN - 1 of a-z, 0-9, '-' and '_'. */
bool learn_valid_id(const char *s);
/* What the move from s to after did, seen from s's side to move. */
void learn_effect_of(const struct ludi_state *s, const struct ludi_state *after,
                     struct ludi_lesson_effect *out);
/* Whether got has everything want claims; if not, why says what differs. */
bool learn_effect_holds(const struct ludi_lesson_effect *want,
                        const struct ludi_lesson_effect *got, char *why, size_t len);
/* Whether a legal move of the step that led to after is right. */
bool learn_is_right(const struct ludi_lesson_step *st, const struct ludi_state *after);

#endif
