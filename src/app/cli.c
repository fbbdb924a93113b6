/* cli.c: parsing `ludi`'s arguments into a launch description, refusing bad values clearly. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "ludi/lesson.h"
#include "ludi/session.h"

static const char help_head[] =
    "usage: ludi [options]\n"
    "\n"
    "The board games of ancient Rome and Greece.\n"
    "\n"
    "  --game latrunculi|pente|duodecim   start this game\n";
static const char help_tail[] =
    "  --option key=value  a rule option as above (size=8x8, ...); may be repeated\n"
    "  --black human|computer   the side that moves first (Latrunculi black, Pente A,\n"
    "                      Duodecim One)\n"
    "  --white human|computer   the other side\n"
    "  --level N           the computer's level, 1 to %d\n"
    "  --seed N            seed the dice and the computer (reproducible games)\n"
    "  --material stone|terracotta   the board's material\n"
    "  --style letters|circles       Duodecim scripta's points\n"
    "  --animation off|slow|normal|fast\n"
    "  --language en|de\n"
    "  --load FILE         open a saved game\n"
    "  --review            with --load: review the finished game (a screenshot waits)\n"
    "  --scene title|settings|new|rules|game|learn   the scene to start in (new: a new\n"
    "                      game's choices)\n"
    "  --tutorial latrunculi|pente|duodecim   start that game's lesson (where you left\n"
    "                      off; with --screenshot, its first step)\n"
    "  --step N            with --tutorial: start at step N\n"
    "  --window WxH        window size (default 1280x800, less on a smaller screen)\n"
    "  --fullscreen        start in full screen\n"
    "  --screenshot FILE.png   start, render the first settled frame into FILE, exit\n"
    "  --no-settings       neither read nor write any file: settings, statistics, the\n"
    "                      lessons' progress, the game in progress, saved games\n"
    "  --help, --version\n"
    "\n"
    "Options given here are for this time only: the saved settings stay as they are.\n"
    "Keys: mouse or arrows+Enter to move, Space throws the dice, Ctrl+Z/Ctrl+Y undo/redo,\n"
    "Ctrl+R resign, H hint, F1 rules, F11 full screen, M mute, Escape menu.\n";

/* The help text, its rule options read from each game's description (one place for them). */
const char *cli_help(void)
{
    static char text[4096];
    size_t pos = 0;
    ludi_buf_add(text, sizeof text, &pos, "%s", help_head);
    for (int g = 0; g < LUDI_GAME_COUNT; g++) {
        for (int i = 0; i < ludi_option_count((enum ludi_game)g); i++) {
            const struct ludi_option_desc *d = ludi_option_desc((enum ludi_game)g, i);
            char arg[64];
            size_t n = 0;
            ludi_buf_add(arg, sizeof arg, &n, "--%s ", d->key);
            for (int v = 0; v < d->nvalues; v++)
                ludi_buf_add(arg, sizeof arg, &n, "%s%s", v ? "|" : "", d->values[v]);
            ludi_buf_add(text, sizeof text, &pos, "  %-28s %s: %s\n", arg,
                         ludi_game_name((enum ludi_game)g), d->title);
        }
    }
#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
#endif
    ludi_buf_add(text, sizeof text, &pos, help_tail, LUDI_AI_LEVEL_MAX);
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
    return text;
}

/* The one game whose options include key, or -1 (none, or more than one). */
static int game_of_option(const char *key)
{
    int found = -1;
    for (int g = 0; g < LUDI_GAME_COUNT; g++)
        if (ludi_option_find((enum ludi_game)g, key) >= 0)
            found = found < 0 ? g : -2;
    return found < 0 ? -1 : found;
}

static bool fail(char *err, size_t len, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
static bool fail(char *err, size_t len, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, len, fmt, ap);
    va_end(ap);
    return false;
}

static int pick(const char *v, const char *const *names, int n)
{
    for (int i = 0; i < n; i++)
        if (strcmp(v, names[i]) == 0)
            return i;
    return -1;
}

bool cli_parse(int argc, char **argv, struct launch *l, char *err, size_t errlen)
{
    memset(l, 0, sizeof *l);
    l->player[0] = l->player[1] = -1;
    l->level = l->material = l->style = l->anim = l->lang = -1;
    /* options are checked after the game is known: keep them in order first */
    const char *opts[CLI_MAX_OPTIONS];
    char named[CLI_MAX_OPTIONS][64];   /* "--size 8x8" as "size=8x8" */
    const char *flag[CLI_MAX_OPTIONS];  /* the argument each came from, for messages */
    int nopts = 0, implied = -1;
    const char *implied_by = NULL;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        bool takes = true;
#define NEED()                                                                            \
    do {                                                                                  \
        if (!v)                                                                           \
            return fail(err, errlen, "%s needs a value (see --help)", a);             \
    } while (0)
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            l->help = true;
            takes = false;
        } else if (!strcmp(a, "--version")) {
            l->version = true;
            takes = false;
        } else if (!strcmp(a, "--fullscreen")) {
            l->fullscreen = true;
            takes = false;
        } else if (!strcmp(a, "--no-settings")) {
            l->no_settings = true;
            takes = false;
        } else if (!strcmp(a, "--game")) {
            NEED();
            if (!ludi_game_parse(v, &l->game))
                return fail(err, errlen, "unknown game '%s' (latrunculi, pente or duodecim)", v);
            l->have_game = true;
        } else if (!strncmp(a, "--", 2) && game_of_option(a + 2) >= 0) {
            /* a rule option by its name: --size 8x8 means Latrunculi, --lines 7 Pente */
            NEED();
            if (nopts == CLI_MAX_OPTIONS)
                return fail(err, errlen, "too many rule options");
            int g = game_of_option(a + 2);
            if (implied >= 0 && implied != g)
                return fail(err, errlen, "%s is for %s, not %s", a,
                            ludi_game_name((enum ludi_game)g),
                            ludi_game_name((enum ludi_game)implied));
            implied = g;
            implied_by = a;
            snprintf(named[nopts], sizeof named[0], "%.20s=%.40s", a + 2, v);
            opts[nopts] = named[nopts];
            flag[nopts++] = a;
        } else if (!strcmp(a, "--option")) {
            NEED();
            if (nopts == CLI_MAX_OPTIONS)
                return fail(err, errlen, "too many --option arguments");
            flag[nopts] = a;
            opts[nopts++] = v;
        } else if (!strcmp(a, "--black") || !strcmp(a, "--white")) {
            NEED();
            int side = !strcmp(a, "--white");
            if (!strcmp(v, "human"))
                l->player[side] = 0;
            else if (!strcmp(v, "computer"))
                l->player[side] = 1;
            else
                return fail(err, errlen, "%s takes human or computer, not '%s'", a, v);
        } else if (!strcmp(a, "--level")) {
            NEED();
            long n;
            if (!ludi_parse_int(v, 1, LUDI_AI_LEVEL_MAX, &n))
                return fail(err, errlen, "--level takes 1 to %d, not '%s'", LUDI_AI_LEVEL_MAX,
                            v);
            l->level = (int)n;
        } else if (!strcmp(a, "--seed")) {
            NEED();
            uint64_t x = 0;
            if (!ludi_parse_u64(v, &x))
                return fail(err, errlen, "--seed takes a whole number, not '%s'", v);
            l->have_seed = true;
            l->seed = x;
        } else if (!strcmp(a, "--screenshot")) {
            NEED();
            size_t n = strlen(v);
            if (n < 5 || strcmp(v + n - 4, ".png") != 0)
                return fail(err, errlen, "--screenshot takes a file name ending in .png, not '%s'", v);
            l->screenshot = v;
        } else if (!strcmp(a, "--tutorial")) {
            NEED();
            if (!ludi_game_parse(v, &l->tutorial))
                return fail(err, errlen,
                            "--tutorial takes latrunculi, pente or duodecim, not '%s'", v);
            l->have_tutorial = true;
        } else if (!strcmp(a, "--step")) {
            NEED();
            long n;
            if (!ludi_parse_int(v, 1, LUDI_LESSON_MAX_STEPS, &n))
                return fail(err, errlen, "--step takes 1 to %d, not '%s'", LUDI_LESSON_MAX_STEPS,
                            v);
            l->tutorial_step = (int)n;
        } else if (!strcmp(a, "--load")) {
            NEED();
            l->load = v;
        } else if (!strcmp(a, "--review")) {
            l->review = true;
            takes = false;
        } else if (!strcmp(a, "--scene")) {
            NEED();
            static const char *const names[] = {"title", "settings", "new", "rules", "game",
                                                "learn"};
            if (pick(v, names, 6) < 0)
                return fail(err, errlen,
                            "--scene takes title, settings, new, rules, game or learn, not '%s'",
                            v);
            l->scene = v;
        } else if (!strcmp(a, "--window")) {
            NEED();
            int w = 0, h = 0, used = 0;
            if (sscanf(v, "%5dx%5d%n", &w, &h, &used) != 2 || v[used] || w < 320 || h < 240 ||
                w > 16384 || h > 16384)
                return fail(err, errlen, "--window takes WxH from 320x240 up, not '%s'", v);
            l->win_w = w;
            l->win_h = h;
        } else if (!strcmp(a, "--material")) {
            NEED();
            static const char *const names[] = {"stone", "terracotta"};
            if ((l->material = pick(v, names, 2)) < 0)
                return fail(err, errlen, "--material takes stone or terracotta, not '%s'", v);
        } else if (!strcmp(a, "--style")) {
            NEED();
            static const char *const names[] = {"letters", "circles"};
            if ((l->style = pick(v, names, 2)) < 0)
                return fail(err, errlen, "--style takes letters or circles, not '%s'", v);
        } else if (!strcmp(a, "--animation")) {
            NEED();
            static const char *const names[] = {"off", "slow", "normal", "fast"};
            if ((l->anim = pick(v, names, 4)) < 0)
                return fail(err, errlen, "--animation takes off, slow, normal or fast, not '%s'", v);
        } else if (!strcmp(a, "--language")) {
            NEED();
            static const char *const names[] = {"auto", "en", "de"};
            if ((l->lang = pick(v, names, 3)) < 0)
                return fail(err, errlen, "--language takes en or de, not '%s'", v);
        } else {
            return fail(err, errlen, "unknown argument '%s' (see --help)", a);
        }
#undef NEED
        if (takes)
            i++;
    }
    /* a game's own option names the game, unless --game says otherwise */
    if (implied >= 0 && !l->have_game) {
        l->game = (enum ludi_game)implied;
        l->have_game = true;
    }
    if (implied >= 0 && (int)l->game != implied)
        return fail(err, errlen, "%s is for %s", implied_by,
                    ludi_game_name((enum ludi_game)implied));
    if (nopts && !l->have_game)
        return fail(err, errlen, "--option needs --game");
    struct ludi_options o;
    ludi_options_default(l->game, &o);
    char e[LUDI_ERR_LEN];
    for (int i = 0; i < nopts; i++) {
        if (strlen(opts[i]) >= sizeof l->options[0] || l->noptions == CLI_MAX_OPTIONS)
            return fail(err, errlen, "--option '%s' is too long", opts[i]);
        if (!ludi_options_set(&o, opts[i], e, sizeof e))
            return fail(err, errlen, "%s: %s", flag[i], e);
        snprintf(l->options[l->noptions++], sizeof l->options[0], "%s", opts[i]);
    }
    if (l->tutorial_step && !l->have_tutorial)
        return fail(err, errlen, "--step needs --tutorial");
    if (l->have_tutorial && (l->scene || l->load))
        return fail(err, errlen, "--tutorial starts a lesson: not with --%s",
                    l->scene ? "scene" : "load");
    if (l->screenshot && !l->scene && !l->have_tutorial)
        l->scene = "game";
    return true;
}

void cli_apply(const struct launch *l, struct ludi_settings *s)
{
    if (l->have_game) {
        s->game = l->game;
        for (int i = 0; i < l->noptions; i++)
            ludi_options_set(&s->opt[l->game], l->options[i], NULL, 0);
    }
    for (int side = 0; side < 2; side++) {
        if (l->player[side] >= 0)
            s->computer[s->game][side] = l->player[side] == 1;
        if (l->level > 0)
            s->level[s->game][side] = l->level;
    }
    if (l->material >= 0)
        s->material[s->game] = (enum ludi_material)l->material;
    if (l->style >= 0)
        s->duo_style = (enum ludi_duo_style)l->style;
    if (l->anim >= 0)
        s->anim = (enum ludi_anim)l->anim;
    if (l->lang >= 0)
        s->lang = (enum ludi_lang)l->lang;
    if (l->fullscreen)
        s->fullscreen = true;
}
