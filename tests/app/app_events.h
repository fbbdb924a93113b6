/* app_events.h: what the window's tests share: mouse and key events pushed into SDL's queue as
 * a hand would make them, and a player's folder of their own in /tmp, removed at the end. */
#ifndef LUDI_TESTS_APP_EVENTS_H
#define LUDI_TESTS_APP_EVENTS_H

#include <SDL.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

static inline void push_button(Uint32 type, float x, float y)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = type;
    e.button.button = SDL_BUTTON_LEFT;
    e.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
    e.button.x = (int)x;
    e.button.y = (int)y;
    e.button.clicks = 1;
    SDL_PushEvent(&e);
}

/* A move of the mouse with the left button held (SDL_GetMouseState does not follow it). */
static inline void push_motion(float x, float y)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_MOUSEMOTION;
    e.motion.x = (int)x;
    e.motion.y = (int)y;
    e.motion.state = SDL_BUTTON_LMASK;
    SDL_PushEvent(&e);
}

static inline void push_key(SDL_Keycode k, Uint16 mod)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = k;
    e.key.keysym.mod = mod;
    e.key.state = SDL_PRESSED;
    SDL_PushEvent(&e);
}

/* Starts the window with the call given, or fails the test that asked and leaves it. */
#define START_OR_LEAVE(started)                                                           \
    do {                                                                                  \
        if (!(started)) {                                                                 \
            CHECK(false);                                                                 \
            return;                                                                       \
        }                                                                                 \
    } while (0)

/* A fresh XDG_DATA_HOME in /tmp (home, 64 bytes or more) with the game's folder made in it
 * (folder: "<home>/ludigames/ludi/"); false, said, when /tmp has no room for it. */
static inline bool test_home_make(char *home, size_t homelen, char *folder, size_t folderlen)
{
    snprintf(home, homelen, "/tmp/ludi-home-XXXXXX");
    if (!mkdtemp(home)) {
        printf("cannot make a folder in /tmp\n");
        return false;
    }
    setenv("XDG_DATA_HOME", home, 1);
    char sub[96];
    snprintf(sub, sizeof sub, "%s/ludigames", home);
    mkdir(sub, 0700);
    snprintf(folder, folderlen, "%s/ludigames/ludi/", home);
    mkdir(folder, 0700);
    return true;
}

static inline void test_home_remove(const char *home)
{
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", home);
    if (system(cmd) != 0)
        printf("could not remove %s\n", home);
}

#endif
