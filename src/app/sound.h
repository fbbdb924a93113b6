/* sound.h: short sounds synthesised at start-up and played through SDL's own audio. */
#ifndef LUDI_SOUND_H
#define LUDI_SOUND_H

#include <stdbool.h>

enum sound_id { SOUND_PLACE, SOUND_CAPTURE, SOUND_DICE, SOUND_DICE_LAND, SOUND_END, SOUND_CLICK,
                SOUND_COUNT };

/* Opens the audio device (none: the game runs silently) and makes the sounds. */
void sound_init(void);
void sound_quit(void);
void sound_play(enum sound_id id);
/* Volume 0..100; muted sounds are not played at all. */
void sound_set(int volume, bool on);
bool sound_available(void);

#endif
