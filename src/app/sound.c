/* sound.c: bone on stone, a capture, dice in the hand and on the table, the end of a game:
 * each synthesised once at start-up (noise bursts and damped partials), mixed in the callback. */
#include <SDL.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define PI_F 3.14159265358979f
#include "ludi/rng.h"
#include "sound.h"

#define RATE 44100
#define VOICES 8

struct clip {
    float *s;
    int n;
};

static struct clip clips[SOUND_COUNT];
static SDL_AudioDeviceID dev;
static struct {
    const struct clip *c;
    int pos;
    float gain;
} voices[VOICES];
static float volume = 0.6f;
static bool enabled = true;

/* A click of hard material: a short noise burst through a resonance, and a few partials. */
static void knock(float *out, int n, int at, float freq, float decay, float amp,
                  struct ludi_rng *r)
{
    float y1 = 0, y2 = 0;
    float w = 2.0f * PI_F * freq / RATE, q = 0.985f;
    float a1 = 2 * q * cosf(w), a2 = -q * q;
    for (int i = at; i < n; i++) {
        float t = (float)(i - at) / RATE;
        float env = expf(-t * decay);
        if (env < 1e-4f)
            break;
        float noise = (i - at < RATE / 400) ? (float)(ludi_rng_unit(r) * 2 - 1) : 0.0f;
        float y = noise + a1 * y1 + a2 * y2;
        y2 = y1;
        y1 = y;
        out[i] += amp * env * (0.06f * y + 0.5f * sinf(w * (float)(i - at)) +
                               0.25f * sinf(2.76f * w * (float)(i - at)) * expf(-t * decay));
    }
}

static void make(enum sound_id id, float seconds)
{
    struct clip *c = &clips[id];
    c->n = (int)(seconds * RATE);
    c->s = calloc((size_t)c->n, sizeof(float));
    if (!c->s) {
        c->n = 0;
        return;
    }
    struct ludi_rng r;
    ludi_rng_seed(&r, 77 + (uint64_t)id);
    switch (id) {
    case SOUND_PLACE:   /* a counter set down on stone */
        knock(c->s, c->n, 0, 1900, 38, 0.5f, &r);
        knock(c->s, c->n, RATE / 90, 1300, 55, 0.18f, &r);
        break;
    case SOUND_CAPTURE: /* set down, then the taken men knocked together */
        knock(c->s, c->n, 0, 1900, 38, 0.5f, &r);
        knock(c->s, c->n, RATE / 9, 2500, 30, 0.35f, &r);
        knock(c->s, c->n, RATE / 9 + RATE / 30, 2300, 34, 0.3f, &r);
        break;
    case SOUND_DICE:    /* rattled in the hand, then clattering on the table */
        for (int k = 0; k < 14; k++) {
            float at = (k < 8 ? 0.03f * (float)k : 0.26f + 0.09f * (float)(k - 8) *
                                                                   (1.0f - 0.08f * (float)(k - 8)));
            knock(c->s, c->n, (int)(at * RATE), 2600 + 500 * (float)ludi_rng_unit(&r),
                  k < 8 ? 70 : 40, k < 8 ? 0.12f : 0.34f - 0.03f * (float)(k - 8), &r);
        }
        break;
    case SOUND_DICE_LAND:
        knock(c->s, c->n, 0, 2400, 45, 0.3f, &r);
        break;
    case SOUND_END:     /* three soft struck notes */
        for (int k = 0; k < 3; k++) {
            static const float f[3] = {392.0f, 493.9f, 587.3f};
            int at = k * RATE / 6;
            for (int i = at; i < c->n; i++) {
                float t = (float)(i - at) / RATE;
                c->s[i] += 0.22f * expf(-t * 3.2f) *
                           (sinf(2 * PI_F * f[k] * t) +
                            0.3f * sinf(4 * PI_F * f[k] * t) * expf(-t * 6));
            }
        }
        break;
    case SOUND_CLICK:
        knock(c->s, c->n, 0, 3000, 90, 0.15f, &r);
        break;
    default:
        break;
    }
    /* a gentle fade-out so no clip ends in a click */
    int fade = RATE / 100;
    for (int i = 0; i < fade && i < c->n; i++)
        c->s[c->n - 1 - i] *= (float)i / (float)fade;
}

static void mix(void *ud, Uint8 *stream, int len)
{
    (void)ud;
    float *out = (float *)stream;
    int n = len / (int)sizeof(float);
    memset(stream, 0, (size_t)len);
    for (int v = 0; v < VOICES; v++) {
        if (!voices[v].c)
            continue;
        const struct clip *c = voices[v].c;
        int k = 0;
        for (; k < n && voices[v].pos < c->n; k++)
            out[k] += c->s[voices[v].pos++] * voices[v].gain;
        if (voices[v].pos >= c->n)
            voices[v].c = NULL;
    }
    for (int k = 0; k < n; k++)
        out[k] = out[k] > 1 ? 1 : out[k] < -1 ? -1 : out[k];
}

void sound_init(void)
{
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        SDL_Log("ludi: no sound: %s", SDL_GetError());
        return;
    }
    SDL_AudioSpec want, have;
    SDL_zero(want);
    want.freq = RATE;
    want.format = AUDIO_F32SYS;
    want.channels = 1;
    want.samples = 1024;
    want.callback = mix;
    dev = SDL_OpenAudioDevice(NULL, 0, &want, &have, 0);
    if (!dev) {
        SDL_Log("ludi: no sound device: %s", SDL_GetError());
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return;
    }
    make(SOUND_PLACE, 0.25f);
    make(SOUND_CAPTURE, 0.45f);
    make(SOUND_DICE, 1.0f);
    make(SOUND_DICE_LAND, 0.2f);
    make(SOUND_END, 1.4f);
    make(SOUND_CLICK, 0.08f);
    SDL_PauseAudioDevice(dev, 0);
}

void sound_quit(void)
{
    if (dev) {
        SDL_CloseAudioDevice(dev);
        dev = 0;
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
    }
    for (int i = 0; i < SOUND_COUNT; i++) {
        free(clips[i].s);
        clips[i].s = NULL;
        clips[i].n = 0;
    }
}

bool sound_available(void)
{
    return dev != 0;
}

void sound_set(int vol, bool on)
{
    volume = (float)vol / 100.0f;
    enabled = on;
}

void sound_play(enum sound_id id)
{
    if (!dev || !enabled || volume <= 0 || !clips[id].s)
        return;
    SDL_LockAudioDevice(dev);
    int best = 0;
    for (int v = 0; v < VOICES; v++)
        if (!voices[v].c) {
            best = v;
            break;
        }
    voices[best].c = &clips[id];
    voices[best].pos = 0;
    /* soft by default: full volume is still well below clipping */
    voices[best].gain = volume * volume * 0.8f;
    SDL_UnlockAudioDevice(dev);
}
