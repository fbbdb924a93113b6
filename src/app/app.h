/* app.h: the game window's shared context: window, drawing, settings, scenes and widgets. */
#ifndef LUDI_APP_H
#define LUDI_APP_H

#include <SDL.h>
#include <stdbool.h>

#include "cli.h"
#include "gfx.h"
#include "i18n.h"
#include "ludi/settings.h"

enum scene_id {
    SCENE_TITLE, SCENE_SETTINGS, SCENE_GAME, SCENE_RULES, SCENE_LEARN, SCENE_LESSON, SCENE_COUNT
};

/* The game's own events: SDL's are translated into these at one place (app.c). Positions are
 * in output pixels. */
enum ui_kind { UI_PRESS, UI_MOVE, UI_RELEASE, UI_KEY, UI_WHEEL, UI_WAKE };
struct ui_event {
    enum ui_kind kind;
    float x, y;
    int button;            /* 1 left, 3 right */
    SDL_Keycode key;
    Uint16 mod;
    float wheel;
};

struct app;
struct scene_ops {
    void (*enter)(struct app *a);
    void (*leave)(struct app *a);
    void (*event)(struct app *a, const struct ui_event *e);
    void (*update)(struct app *a, double now);   /* seconds since start */
    void (*draw)(struct app *a);
    bool (*busy)(struct app *a);                 /* something moves: keep drawing frames */
    void (*activate)(struct app *a, int id);     /* a widget was clicked or chosen */
};

/* Widgets: registered while drawing, hit-tested on the next event (immediate-mode style). */
#define UI_MAX_WIDGETS 128
struct widget {
    int id;
    SDL_FRect r;
    bool enabled;
    float text_w;   /* a button's label as drawn, in pixels (0: none) */
    bool cut;       /* the label did not fit and was cut short (...) */
};

/* A button's label stays this far (in units of gfx's u) from each of its sides: play-test 4
 * found "R\xc3\xbcckg\xc3\xa4ngig \xc2\xb7 Strg+Z" filling its button to the edge. */
#define APP_BUTTON_PAD 10.0f

struct app {
    SDL_Window *win;
    SDL_Renderer *ren;
    struct gfx g;
    struct launch launch;
    struct ludi_settings settings;       /* in force: the saved ones, then the command line's */
    struct ludi_settings saved;          /* as in the file: the command line never changes it */
    struct ludi_stats stats;
    char pref_dir[1024];                 /* settings, stats and saves; "" when unknown */
    /* files found unreadable that could not be moved aside: not written this time */
    bool keep_settings_file, keep_stats_file, keep_autosave;
    enum i18n_lang lang;
    char notice[600];                    /* a message shown for a while (a lesson's game's words
                                            run past 300 bytes: play-test 12) */
    double notice_until;
    int notice_kind;                     /* enum notice_kind */
    bool notice_till_throw;              /* the notice (a lesson game's first words, "throw
                                            first") goes at the player's first throw or move */
    bool notice_news;                    /* news of the game (kept, resumed): done with once the
                                            player plays on, after it has stood a while */
    double notice_said;                  /* when the notice was given */
    int notice_scene;                    /* the scene whose words it is (app_say: the keys, a
                                            pass, a lesson's step), gone when the window leaves
                                            it; -1: any scene's (app_notice: a file kept) */
    SDL_FRect notice_at;                 /* where the scene wants it (w == 0: at the bottom) */
    SDL_FRect notice_box;                /* where it was last drawn */
    SDL_FRect notice_room;               /* where one too long for its line goes, on more lines
                                            (w == 0: rising from the line) */
    struct {                             /* a question over the scene (app_ask) */
        bool open, answering;
        int id;
        int no_id;                       /* No calls activate(no_id) (-1: does nothing) */
        int focus;                       /* the keys' focus before it, given back after */
        char text[400], yes[80], no[80];
    } ask;
    enum scene_id scene;
    enum scene_id back;                  /* where Rules and Settings return to */
    bool settings_new;                   /* Settings opened by "New game": titled so */
    const struct scene_ops *ops[SCENE_COUNT];
    struct game *game;                   /* the game in progress, or NULL */
    struct learn *learn;                 /* the lessons and the player's progress (learn.c) */
    bool quit, dirty;
    bool was_busy;                       /* the last frame was drawn while things moved */
    bool no_draw;                        /* tests: run the flow without drawing frames */
    bool print_widgets;                  /* LUDI_PRINT_LAYOUT: print the widgets once drawn */
    double now;                          /* seconds since start */
    Uint32 wake_event;                   /* SDL user event that wakes the loop */
    /* widgets */
    struct widget widgets[UI_MAX_WIDGETS];
    int nwidgets;
    int hover, pressed, focus;           /* widget ids, -1 none */
    float mouse_x, mouse_y;
    /* the screenshot mode */
    bool screenshot_taken;
    int frames;
    double first_frame_at;               /* when the first frame was drawn; 0 before */
};

/* Tells the player that a file of theirs could not be read whole (when rep says so): a notice
 * naming it and where it is kept; true when it could not be moved and must not be written. */
struct ludi_file_report;
bool app_file_notice(struct app *a, const struct ludi_file_report *rep);

/* NOTICE_HOW: what to do first, said as a refusal is (and gone as it goes), but no refusal: a
 * lesson does not answer it "Not allowed" */
enum notice_kind { NOTICE_INFO, NOTICE_WHY, NOTICE_HOW };
void app_notice(struct app *a, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* A sentence said for as long as it takes to read it: a refusal (NOTICE_WHY, in a warmer
 * colour, as NOTICE_HOW) or news; where the scene keeps its line for notices (the game: near
 * the board). */
void app_say(struct app *a, enum notice_kind kind, const char *text);
/* A notice of news about the game (it was kept, it is resumed): it stands as app_notice's, but
 * goes when the player plays on (app_played_on). */
void app_news(struct app *a, const char *text);
/* The player lifted a counter or threw: news that has stood a second is done with (play-test
 * 46: "The unfinished game ... was kept" stood on over the first lifted counter's words). */
void app_played_on(struct app *a);
/* Whether the notice said now is too long for the scene's line and goes to its room instead,
 * on more lines (the line can then say what it says without a notice). */
bool app_notice_elsewhere(struct app *a, const SDL_FRect *line, const SDL_FRect *room);
/* The last part of a path: notices name a file, never its whole path. */
const char *app_file_name(const char *path);
/* Asks before something that cannot be undone: Yes (button yes) calls the scene's activate(id)
 * again, with app_confirmed() true; No (button no, Escape) does nothing. */
void app_ask(struct app *a, int id, const char *question, const char *yes, const char *no);
/* The same, with No (its button, or Enter on it) calling the scene's activate(no_id), as
 * "Keep playing" takes the player back to the game; Escape only closes the question. */
void app_ask_or(struct app *a, int id, int no_id, const char *question, const char *yes,
                const char *no);
bool app_confirmed(const struct app *a);
void app_switch(struct app *a, enum scene_id s);
void app_widget(struct app *a, int id, float x, float y, float w, float h, bool enabled);
int app_widget_at(const struct app *a, float x, float y);
/* Saves the player's settings (a->saved, never the command line's one-off choices) and the
 * statistics to the preference folder, atomically. A change the player makes is made to both
 * a->settings and a->saved. */
void app_save_settings(struct app *a);
void app_fullscreen(struct app *a, bool on);
/* Wakes the main loop from another thread. */
void app_wake(struct app *a);
/* Animation duration scaled by the animation-speed setting (0 when off). */
double app_anim(const struct app *a, double seconds);

/* The smallest window: every scene is laid out to fit it. */
#define APP_MIN_W 640
#define APP_MIN_H 480

/* A text button, drawn and registered; returns nothing: clicks come through activate. The
 * label shrinks to fit, and is cut with an ellipsis only below a readable size. */
/* One size of label for a row of n buttons w by h: the largest at which every label fits as
 * app_button would draw it alone (a row of sizes that differ looks broken). */
float app_row_px(struct app *a, float w, float h, const char *const *labels, int n);
void app_button(struct app *a, int id, float x, float y, float w, float h, const char *label,
                bool enabled);
/* The same with the text's size given (0: the button's own), for rows of buttons alike. */
void app_button_px(struct app *a, int id, float x, float y, float w, float h,
                   const char *label, bool enabled, float px);
/* The size text fits max_w at: px, or smaller down to min_px, where it is cut with an
 * ellipsis; the text to draw goes to out. */
float app_fit(struct app *a, enum gfx_face f, float px, float min_px, float max_w,
              const char *text, char *out, size_t len);
/* The unit of bars and text: the layout unit, never so small that text cannot be read. */
static inline float app_unit(const struct app *a)
{
    return a->g.u > 0.8f * a->g.dpi ? a->g.u : 0.8f * a->g.dpi;
}
/* A text size of px, never under the smallest that reads well (12 pixels at 96 dpi), whatever
 * the window's size: small print (help lines, move numbers) scales down to it and no further. */
static inline float app_px(const struct app *a, float px)
{
    return px > 12.0f * a->g.dpi ? px : 12.0f * a->g.dpi;
}
/* Keyboard focus over the widgets: arrows move it, Tab goes through them in order, Enter
 * chooses. */
void app_focus_keys(struct app *a, const struct ui_event *e);
/* Tab's step: the focus to the next of ids (step 1) or the one before (-1) that is shown and
 * enabled, round again at the end. */
void app_focus_cycle(struct app *a, const int *ids, int n, int step);
/* A one-line notice at the bottom of the window, when there is one. */
void app_draw_notice(struct app *a);
/* The height of a notice of one line, for a scene that keeps a line free for it. */
float app_notice_line_h(struct app *a);

/* Runs one frame: events, update, draw when needed. Blocks waiting for events when idle. */
void app_frame(struct app *a, bool may_block);
/* The window's size when none is asked for (uw, uh: the screen's usable area, 0 unknown):
 * 1280x800, shrunk in proportion to fit the area with room for the window's frame, never
 * below APP_MIN_W x APP_MIN_H. */
void app_default_window(int uw, int uh, int *w, int *h);
/* Start-up and shut-down; app_init reads settings unless told not to. */
bool app_init(struct app *a, const struct launch *l, char *err, size_t errlen);
void app_free(struct app *a);
/* Draws a whole frame and returns its pixels (RGBA32; free with SDL_FreeSurface), for tests. */
SDL_Surface *app_render(struct app *a);
/* Writes the current frame (the renderer's pixels before present) as a PNG. */
bool app_screenshot(struct app *a, const char *path);

/* The settings page as last drawn: how far its last row (a description's last line) ends
 * below the page before it is scrolled; 0 or less: every row is seen at once. */
float scene_settings_rows_past(void);
/* How far the settings page scrolls (0: it fits the window), for tests. */
float scene_settings_scroll_room(void);
/* The height of the settings page's board preview as last drawn (0: none), for tests. */
float scene_settings_preview_h(void);
/* The keys and the mouse as the rules screen says them for a game. */
void scene_rules_keys(struct app *a, enum ludi_game game, char *out, size_t len);
/* The marks the rules page explains for a game under options o, in order: mark[i] an enum
 * board_mark, words[i] its words (enum str_id); how many. */
int scene_rules_marks(const struct ludi_options *o, int *mark, int *words, int cap);
/* The rules screen's board as last drawn (its illustration), for tests; and its view. */
SDL_FRect scene_rules_board(void);
/* The rules page's key of the marks as last drawn: its box, how many rows (n), each row's
 * mark's centre (xy, 16 of them). */
SDL_FRect scene_rules_key(int *n, float xy[][2]);
struct view;
const struct view *scene_rules_view(void);
/* Tests: where the rules page's words are drawn (clipped there where they scroll), where their
 * last line ends as drawn (*end) and how far they scroll (*scroll_room, 0: not at all). */
SDL_FRect scene_rules_words(float *end, float *scroll_room);
/* The settings screen's heading: "New game" when a New game button opened it, else "Settings"
 * (play-test 11: "New game" opened a screen titled Settings). */
enum str_id scene_settings_heading(const struct app *a);
/* A saved game's file name as the saved games' window shows it: "Latrunculi \xc2\xb7 2026-11-29,
 * 00:15" for "2026-11-29 00.15.35 latrunculi.ludi"; a name not of that form without ".ludi". */
void scene_title_save_label(const struct app *a, const char *file, char *out, size_t len);
/* The label of a saved game's file (its name in the saves folder) as its row in the saved
 * games' window reads, seconds and all, for the notices that name it (the folder is read
 * again); a file not there as scene_title_save_label says. */
void scene_title_file_label(struct app *a, const char *file, char *out, size_t len);
/* The saved games' window as last opened, for tests: how many games its list holds, row i's
 * name (the game and when, with the seconds on a day where two rows would read the same),
 * row i's text as shown (its name, then whom against and how far) and the first row seen. */
int scene_title_saves(void);
int scene_title_first_row(void);
void scene_title_row_label(const struct app *a, int i, char *out, size_t len);
void scene_title_row_text(const struct app *a, int i, char *out, size_t len);
extern const struct scene_ops scene_title_ops, scene_settings_ops, scene_game_ops,
    scene_rules_ops, scene_learn_ops, scene_lesson_ops;

/* Palette (DESIGN.md) */
#define COL_TEXT_DARK 0xefe6d2ffu
#define COL_TEXT_LIGHT 0x2a241effu
#define COL_GLOW 0xffd27a80u
#define COL_PANEL 0x1d1813e6u
#define COL_ACCENT 0xc9a45cffu

#endif
