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
