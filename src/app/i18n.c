/* i18n.c: choosing the language and looking texts up in its table. */
#include <SDL.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "i18n.h"

enum i18n_lang i18n_choose(enum ludi_lang setting)
{
    if (setting == LUDI_LANG_EN)
        return I18N_EN;
    if (setting == LUDI_LANG_DE)
        return I18N_DE;
    SDL_Locale *loc = SDL_GetPreferredLocales();
    enum i18n_lang lang = I18N_EN;
    if (loc) {
        for (SDL_Locale *l = loc; l->language; l++) {
            if (strcmp(l->language, "de") == 0) {
                lang = I18N_DE;
                break;
            }
            if (strcmp(l->language, "en") == 0)
                break;
        }
        SDL_free(loc);
    }
    return lang;
}

const char *i18n_get(enum i18n_lang lang, enum str_id id)
{
    if ((unsigned)id >= STR_COUNT)
        return "";
    const char *s = lang == I18N_DE ? i18n_de[id] : i18n_en[id];
    return s ? s : i18n_en[id] ? i18n_en[id] : "";
}

const char *i18n_duo_mark(enum i18n_lang lang, int side)
{
    return i18n_get(lang, side ? STR_DUO_MARK_TWO : STR_DUO_MARK_ONE);
}

const char *tr(const struct app *a, enum str_id id)
{
    return i18n_get(a->lang, id);
}

static void vformat(enum i18n_lang lang, char *buf, size_t len, enum str_id id, va_list ap)
{
    /* the formats come from the tables, whose conversions a test compares with English */
#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
#endif
    vsnprintf(buf, len, i18n_get(lang, id), ap);
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
}

void trf(const struct app *a, char *buf, size_t len, enum str_id id, ...)
{
    va_list ap;
    va_start(ap, id);
    vformat(a->lang, buf, len, id, ap);
    va_end(ap);
}

void i18n_format(enum i18n_lang lang, char *buf, size_t len, enum str_id id, ...)
{
    va_list ap;
    va_start(ap, id);
    vformat(lang, buf, len, id, ap);
    va_end(ap);
}

/* The text paired with english in a table, or NULL. */
static const char *pair_find(const struct i18n_pair *t, int n, const char *english)
{
    for (int i = 0; i < n; i++)
        if (strcmp(t[i].en, english) == 0)
            return t[i].text;
    return NULL;
}

const char *i18n_core(enum i18n_lang lang, const char *english)
{
    const char *t = lang == I18N_DE ? pair_find(i18n_de_core, i18n_de_core_count, english)
                                    : pair_find(i18n_en_core, i18n_en_core_count, english);
    return t ? t : english;
}

const char *i18n_core_you(enum i18n_lang lang, const char *english)
{
    return lang == I18N_DE ? pair_find(i18n_de_you, i18n_de_you_count, english)
                           : pair_find(i18n_en_you, i18n_en_you_count, english);
}

const char *trc(const struct app *a, const char *english)
{
    return i18n_core(a->lang, english);
}

const char *tr_side(const struct app *a, enum ludi_game g, int side)
{
    static const enum str_id ids[LUDI_GAME_COUNT][2] = {{STR_SIDE_BLACK, STR_SIDE_WHITE},
                                                        {STR_SIDE_A, STR_SIDE_B},
                                                        {STR_SIDE_ONE, STR_SIDE_TWO}};
    return tr(a, ids[(unsigned)g < LUDI_GAME_COUNT ? g : 0][side ? 1 : 0]);
}

static void why_text(const struct app *a, enum ludi_game g, const struct ludi_why *w, bool plain,
                     bool you, char *buf, size_t len)
{
    const char *names[2] = {tr_side(a, g, 0), tr_side(a, g, 1)};
    const char *english = ludi_why_english((enum ludi_why_code)w->code);
    const char *text = you ? i18n_core_you(a->lang, english) : NULL;
    if (!text)
        text = trc(a, english);
    if (plain && strncmp(text, "{1}: ", 5) == 0)
        text += 5;   /* such a text says the reason after the move's notation and a colon */
    ludi_why_fill(text, w, names, buf, len);
}

void tr_why(const struct app *a, enum ludi_game g, const struct ludi_why *w, bool you, char *buf,
            size_t len)
{
    why_text(a, g, w, false, you, buf, len);
}

void tr_why_plain(const struct app *a, enum ludi_game g, const struct ludi_why *w, bool you,
                  char *buf, size_t len)
{
    why_text(a, g, w, true, you, buf, len);
}

const char *tr_game(const struct app *a, enum ludi_game game)
{
    static const enum str_id names[LUDI_GAME_COUNT] = {STR_LAT_NAME, STR_PENTE_NAME,
                                                       STR_DUO_NAME};
    return (unsigned)game < LUDI_GAME_COUNT ? tr(a, names[game]) : "";
}

void tr_options(const struct app *a, const struct ludi_options *o, bool all, char *buf,
                size_t len)
{
    size_t pos = 0;
    if (len)
        buf[0] = '\0';
    if (!all)
        ludi_buf_add(buf, len, &pos, "%s", tr_game(a, o->game));
    int n = ludi_option_count(o->game);
    for (int i = 0; i < n; i++) {
        const struct ludi_option_desc *d = ludi_option_desc(o->game, i);
        int v = ludi_option_index(o, i);
        const char *label = trc(a, d->labels[v]);
        const char *sep = pos == 0 ? "" : !all && d->summary ? " " : all ? "; " : ", ";
        if (all) {
            ludi_buf_add(buf, len, &pos, "%s%s: %s", sep, trc(a, d->title), label);
        } else if (d->summary) {
            char part[64];
#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
#endif
            snprintf(part, sizeof part, trc(a, d->summary), label);
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
            /* words after the game's name take a comma, "Pente grammai, 5 lines" (play-test
             * 46: "Pente grammai 5 lines" read as one name); a board's size does not,
             * "Latrunculi 12x8" */
            if (pos > 0 && strchr(part, ' '))
                sep = ", ";
            ludi_buf_add(buf, len, &pos, "%s%s", sep, part);
        } else if (v != d->def) {
            ludi_buf_add(buf, len, &pos, "%s%s: %s", sep, trc(a, d->title), label);
        }
    }
}

/* A statistics key ("latrunculi size=12x8 ..., computer level 2") in words: "Latrunculi 12x8
 * against level 2". Keys that do not read as such are shown as they are. */
void tr_stats_key(const struct app *a, const char *key, char *out, size_t len)
{
    char head[96], game[16];
    const char *comma = strstr(key, ", ");
    snprintf(out, len, "%s", key);
    if (!comma || (size_t)(comma - key) >= sizeof head)
        return;
    snprintf(head, sizeof head, "%.*s", (int)(comma - key), key);
    size_t gl = strcspn(head, " ");
    snprintf(game, sizeof game, "%.*s", (int)(gl < sizeof game ? gl : sizeof game - 1), head);
    enum ludi_game g;
    if (!ludi_game_parse(game, &g))
        return;
    struct ludi_options o;
    ludi_options_default(g, &o);
    char *save = NULL;
    for (char *kv = strtok_r(head + gl, " ", &save); kv; kv = strtok_r(NULL, " ", &save))
        if (!ludi_options_set(&o, kv, NULL, 0))
            return;
    char words[200];
    tr_options(a, &o, false, words, sizeof words);
    int level;
    if (sscanf(comma + 2, "computer level %d", &level) == 1)
        trf(a, out, len, STR_STATS_VS_LEVEL, words, level);
    else if (strcmp(comma + 2, "two players") == 0)
        trf(a, out, len, STR_STATS_TWO, words);
}

