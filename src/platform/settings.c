/* settings.c: settings and statistics files, read from and written to a table of keys. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ludi/fileio.h"
#include "ludi/session.h"
#include "ludi/settings.h"

void ludi_settings_default(struct ludi_settings *s)
{
    memset(s, 0, sizeof *s);
    s->game = LUDI_LATRUNCULI;
    for (int g = 0; g < LUDI_GAME_COUNT; g++)
        ludi_options_default((enum ludi_game)g, &s->opt[g]);
    for (int g = 0; g < LUDI_GAME_COUNT; g++) {
        s->computer[g][0] = false;
        s->computer[g][1] = true;   /* a new player meets the computer first */
        s->level[g][0] = s->level[g][1] = 2;
    }
    s->material[LUDI_LATRUNCULI] = LUDI_STONE;
    s->material[LUDI_PENTE] = LUDI_TERRACOTTA;
    s->material[LUDI_DUODECIM] = LUDI_STONE;
    s->duo_style = LUDI_DUO_LETTERS;
    s->anim = LUDI_ANIM_NORMAL;
    s->sound = true;
    s->volume = 60;
    s->fullscreen = false;
    s->lang = LUDI_LANG_AUTO;
    for (int g = 0; g < LUDI_GAME_COUNT; g++)
        s->offer_lesson[g] = true;
}

static const char *const anim_names[] = {"off", "slow", "normal", "fast"};   /* enum ludi_anim */
static const char *const lang_names[] = {"auto", "en", "de"};
static const char *const material_names[] = {"stone", "terracotta"};
static const char *const style_names[] = {"letters", "circles"};

static int name_index(const char *const *names, int n, const char *v)
{
    for (int i = 0; i < n; i++)
        if (strcmp(names[i], v) == 0)
            return i;
    return -1;
}

static bool parse_bool(const char *v, bool *out)
{
    if (strcmp(v, "yes") == 0 || strcmp(v, "true") == 0 || strcmp(v, "1") == 0)
        *out = true;
    else if (strcmp(v, "no") == 0 || strcmp(v, "false") == 0 || strcmp(v, "0") == 0)
        *out = false;
    else
        return false;
    return true;
}

/* "latrunculi.player1" (one game) or "player1" (every game: files of earlier versions): the
 * game (-1 for every game) and the side. */
static bool player_key(const char *key, const char *what, int *game, int *side)
{
    const char *dot = strchr(key, '.');
    char gname[16];
    size_t wl = strlen(what);
    const char *rest = key;
    enum ludi_game g;
    *game = -1;
    if (dot) {
        if ((size_t)(dot - key) >= sizeof gname)
            return false;
        snprintf(gname, sizeof gname, "%.*s", (int)(dot - key), key);
        if (!ludi_game_parse(gname, &g))
            return false;
        *game = (int)g;
        rest = dot + 1;
    }
    if (strncmp(rest, what, wl) != 0 || (rest[wl] != '0' && rest[wl] != '1') || rest[wl + 1])
        return false;
    *side = rest[wl] - '0';
    return true;
}

/* Sets one key; false for an unknown key or a bad value (nothing changed then). */
static bool set_key(struct ludi_settings *s, const char *key, const char *v)
{
    long n;
    int i, pg;
    enum ludi_game g;
    char gname[16];
    if (strcmp(key, "game") == 0) {
        if (!ludi_game_parse(v, &g))
            return false;
        s->game = g;
    } else if (sscanf(key, "%15[a-z].options", gname) == 1 && strchr(key, '.') &&
               strcmp(strchr(key, '.'), ".options") == 0 && ludi_game_parse(gname, &g)) {
        struct ludi_options o;
        ludi_options_default(g, &o);
        char buf[256];
        snprintf(buf, sizeof buf, "%s", v);
        char *save = NULL;
        for (char *kv = strtok_r(buf, " ", &save); kv; kv = strtok_r(NULL, " ", &save))
            if (!ludi_options_set(&o, kv, NULL, 0))
                return false;
        s->opt[g] = o;
    } else if (sscanf(key, "%15[a-z].material", gname) == 1 && strchr(key, '.') &&
               strcmp(strchr(key, '.'), ".material") == 0 && ludi_game_parse(gname, &g)) {
        if ((i = name_index(material_names, 2, v)) < 0)
            return false;
        s->material[g] = (enum ludi_material)i;
    } else if (sscanf(key, "%15[a-z].offer-lesson", gname) == 1 && strchr(key, '.') &&
               strcmp(strchr(key, '.'), ".offer-lesson") == 0 && ludi_game_parse(gname, &g)) {
        if (!parse_bool(v, &s->offer_lesson[g]))
            return false;
    } else if (player_key(key, "player", &pg, &i)) {
        bool computer;
        if (strcmp(v, "human") == 0)
            computer = false;
        else if (strcmp(v, "computer") == 0)
            computer = true;
        else
            return false;
        for (int k = 0; k < LUDI_GAME_COUNT; k++)
            if (k == pg || pg < 0)
                s->computer[k][i] = computer;
    } else if (player_key(key, "level", &pg, &i)) {
        if (!ludi_parse_int(v, 1, LUDI_AI_LEVEL_MAX, &n))
            return false;
        for (int k = 0; k < LUDI_GAME_COUNT; k++)
            if (k == pg || pg < 0)
                s->level[k][i] = (int)n;
    } else if (strcmp(key, "duodecim.style") == 0) {
        if ((i = name_index(style_names, 2, v)) < 0)
            return false;
        s->duo_style = (enum ludi_duo_style)i;
    } else if (strcmp(key, "animation") == 0) {
        if ((i = name_index(anim_names, 4, v)) < 0)
            return false;
        s->anim = (enum ludi_anim)i;
    } else if (strcmp(key, "sound") == 0) {
        if (!parse_bool(v, &s->sound))
            return false;
    } else if (strcmp(key, "volume") == 0) {
        if (!ludi_parse_int(v, 0, 100, &n))
            return false;
        s->volume = (int)n;
    } else if (strcmp(key, "fullscreen") == 0) {
        if (!parse_bool(v, &s->fullscreen))
            return false;
    } else if (strcmp(key, "language") == 0) {
        if ((i = name_index(lang_names, 3, v)) < 0)
            return false;
        s->lang = (enum ludi_lang)i;
    } else {
        return false;
    }
    return true;
}

/* Splits "key = value" (spaces around '=' optional); false when there is no '='. */
static bool split_line(char *line, char **key, char **value)
{
    char *eq = strchr(line, '=');
    if (!eq)
        return false;
    *eq = '\0';
    char *k = line, *v = eq + 1;
    while (*k == ' ' || *k == '\t')
        k++;
    char *e = k + strlen(k);
    while (e > k && (e[-1] == ' ' || e[-1] == '\t'))
        *--e = '\0';
    while (*v == ' ' || *v == '\t')
        v++;
    e = v + strlen(v);
    while (e > v && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r'))
        *--e = '\0';
    *key = k;
    *value = v;
    return *k != '\0';
}

/* Calls fn for every line; collects the first failure into notice. */
static bool each_line(const char *text, bool (*fn)(void *ctx, char *key, char *value), void *ctx,
                      char *notice, size_t len)
{
    bool good = true;
    int lineno = 0;
    if (notice && len)
        notice[0] = '\0';
    for (const char *p = text; p && *p;) {
        const char *end = strchr(p, '\n');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        char line[512];
        lineno++;
        bool too_long = n >= sizeof line;
        snprintf(line, sizeof line, "%.*s", (int)(too_long ? sizeof line - 1 : n), p);
        p = end ? end + 1 : p + n;
        char *t = line;
        while (*t == ' ' || *t == '\t' || *t == '\r')
            t++;
        if (!*t || *t == '#')
            continue;
        char *key, *value;
        if (too_long || !split_line(t, &key, &value) || !fn(ctx, key, value)) {
            if (good && notice)
                snprintf(notice, len, "line %d (%.40s) was not understood and was skipped",
                         lineno, t);
            good = false;
        }
    }
    return good;
}

static bool settings_line(void *ctx, char *key, char *value)
{
    struct ludi_settings *s = ctx;
    return set_key(s, key, value);
}

bool ludi_settings_parse(const char *text, struct ludi_settings *s, char *notice, size_t len)
{
    return each_line(text, settings_line, s, notice, len);
}

size_t ludi_settings_format(const struct ludi_settings *s, char *buf, size_t len)
{
    size_t pos = 0;
    char opts[256];
    if (len)
        buf[0] = '\0';
    ludi_buf_add(buf, len, &pos, "# Ludi settings (written by the game; edit with care)\n");
    ludi_buf_add(buf, len, &pos, "game = %s\n", ludi_game_name(s->game));
    for (int g = 0; g < LUDI_GAME_COUNT; g++) {
        ludi_options_format(&s->opt[g], opts, sizeof opts);
        ludi_buf_add(buf, len, &pos, "%s.options = %s\n", ludi_game_name((enum ludi_game)g),
                     opts);
        ludi_buf_add(buf, len, &pos, "%s.material = %s\n", ludi_game_name((enum ludi_game)g),
                     material_names[s->material[g]]);
        ludi_buf_add(buf, len, &pos, "%s.offer-lesson = %s\n",
                     ludi_game_name((enum ludi_game)g), s->offer_lesson[g] ? "yes" : "no");
    }
    ludi_buf_add(buf, len, &pos, "duodecim.style = %s\n", style_names[s->duo_style]);
    for (int g = 0; g < LUDI_GAME_COUNT; g++)
        for (int side = 0; side < 2; side++) {
            const char *name = ludi_game_name((enum ludi_game)g);
            ludi_buf_add(buf, len, &pos, "%s.player%d = %s\n", name, side,
                         s->computer[g][side] ? "computer" : "human");
            ludi_buf_add(buf, len, &pos, "%s.level%d = %d\n", name, side, s->level[g][side]);
        }
    ludi_buf_add(buf, len, &pos, "animation = %s\n", anim_names[s->anim]);
    ludi_buf_add(buf, len, &pos, "sound = %s\n", s->sound ? "yes" : "no");
    ludi_buf_add(buf, len, &pos, "volume = %d\n", s->volume);
    ludi_buf_add(buf, len, &pos, "fullscreen = %s\n", s->fullscreen ? "yes" : "no");
    ludi_buf_add(buf, len, &pos, "language = %s\n", lang_names[s->lang]);
    return pos;
}

/* --- statistics --- */

void ludi_stats_free(struct ludi_stats *st)
{
    free(st->row);
    st->row = NULL;
    st->n = st->cap = 0;
}

/* The row of key, made when create is set (false only for want of memory). */
static struct ludi_stat *stat_row(struct ludi_stats *st, const char *key, bool create)
{
    for (int i = 0; i < st->n; i++)
        if (strcmp(st->row[i].key, key) == 0)
            return &st->row[i];
    if (!create)
        return NULL;
    if (st->n == st->cap) {
        int cap = st->cap ? 2 * st->cap : 32;
        struct ludi_stat *row = realloc(st->row, (size_t)cap * sizeof *row);
        if (!row)
            return NULL;
        st->row = row;
        st->cap = cap;
    }
    struct ludi_stat *r = &st->row[st->n++];
    memset(r, 0, sizeof *r);
    snprintf(r->key, sizeof r->key, "%s", key);
    return r;
}

/* One count of a statistics line: a whole number 0..INT_MAX, then spaces; *p moves past it. */
static bool stat_count(const char **p, int *out)
{
    const char *w = *p;
    size_t n = strcspn(w, " \t");
    char word[16];
    long v;
    if (n == 0 || n >= sizeof word)
        return false;
    memcpy(word, w, n);
    word[n] = '\0';
    if (!ludi_parse_int(word, 0, INT_MAX, &v))
        return false;
    *out = (int)v;
    *p = w + n + strspn(w + n, " \t");
    return true;
}

/* One statistics line "played won drawn key", counted into st; false, with st unchanged, for a
 * line that is not one or counts what cannot be (more won and drawn than played, counts beyond
 * what an int holds when added to a row of the same key). */
static bool stat_line(const char *line, struct ludi_stats *st)
{
    int played, won, drawn;
    const char *p = line;
    if (!stat_count(&p, &played) || !stat_count(&p, &won) || !stat_count(&p, &drawn))
        return false;
    if (won > played || drawn > played - won || !*p || strlen(p) >= sizeof st->row[0].key)
        return false;
    for (const char *c = p; *c; c++)
        if ((unsigned char)*c < 32)
            return false;
    struct ludi_stat *r = stat_row(st, p, false);
    if (r && (played > INT_MAX - r->played || won > INT_MAX - r->won ||
              drawn > INT_MAX - r->drawn))
        return false;
    if (!r && !(r = stat_row(st, p, true)))
        return false;
    /* decided: two lines of the same game are added up, as one row */
    r->played += played;
    r->won += won;
    r->drawn += drawn;
    return true;
}

/* A statistics line is "played won drawn key", the key being free text (it holds '='). */
bool ludi_stats_parse(const char *text, struct ludi_stats *st, char *notice, size_t len)
{
    bool good = true;
    int lineno = 0;
    st->n = 0;
    if (notice && len)
        notice[0] = '\0';
    for (const char *p = text; p && *p;) {
        const char *end = strchr(p, '\n');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        char line[256];
        lineno++;
        bool too_long = n >= sizeof line;
        snprintf(line, sizeof line, "%.*s", (int)(too_long ? sizeof line - 1 : n), p);
        p = end ? end + 1 : p + n;
        size_t l = strlen(line);
        while (l && (line[l - 1] == '\r' || line[l - 1] == ' ' || line[l - 1] == '\t'))
            line[--l] = '\0';
        if (!line[0] || line[0] == '#')
            continue;
        if (!too_long && stat_line(line, st))
            continue;
        if (good && notice)
            snprintf(notice, len, "statistics line %d (%.40s) was not understood and was skipped",
                     lineno, line);
        good = false;
    }
    return good;
}

size_t ludi_stats_format(const struct ludi_stats *st, char *buf, size_t len)
{
    size_t pos = 0;
    if (len)
        buf[0] = '\0';
    ludi_buf_add(buf, len, &pos, "# Ludi statistics: played won drawn, then the game\n");
    for (int i = 0; i < st->n; i++)
        ludi_buf_add(buf, len, &pos, "%d %d %d %s\n", st->row[i].played, st->row[i].won,
                     st->row[i].drawn, st->row[i].key);
    return pos;
}

void ludi_stats_add(struct ludi_stats *st, const char *key, int outcome)
{
    struct ludi_stat *r = stat_row(st, key, true);
    if (!r || r->played == INT_MAX)
        return;   /* out of memory, or two billion games of this one: the count stands */
    r->played++;
    if (outcome == 1)
        r->won++;
    else if (outcome == 2)
        r->drawn++;
}

void ludi_stats_take_back(struct ludi_stats *st, const char *key, int outcome)
{
    struct ludi_stat *r = stat_row(st, key, false);
    if (!r || r->played <= 0 || (outcome == 1 && r->won <= 0) || (outcome == 2 && r->drawn <= 0) ||
        (outcome == 0 && r->played - r->won - r->drawn <= 0))
        return;
    r->played--;
    if (outcome == 1)
        r->won--;
    else if (outcome == 2)
        r->drawn--;
    if (r->played == 0) {
        int i = (int)(r - st->row);
        memmove(r, r + 1, (size_t)(st->n - i - 1) * sizeof *r);
        st->n--;
    }
}

/* --- the files --- */

/* Reads a file of the player's and parses it: what parses is taken; a file that cannot be
 * read whole or holds anything not understood is set aside. */
static bool load_file(const char *path, bool (*parse)(const char *text, void *out, char *why,
                                                      size_t len),
                      void *out, struct ludi_file_report *rep)
{
    char *text, why[200];
    if (!ludi_file_read_player(path, LUDI_FILE_MAX, &text, rep))
        return rep->status == LUDI_FILE_NONE;
    bool good = parse(text, out, why, sizeof why);
    free(text);
    if (!good)
        ludi_file_report_aside(path, why, rep);
    return good;
}

static bool parse_settings(const char *text, void *out, char *why, size_t len)
{
    return ludi_settings_parse(text, out, why, len);
}

static bool parse_stats(const char *text, void *out, char *why, size_t len)
{
    return ludi_stats_parse(text, out, why, len);
}

bool ludi_settings_load(const char *path, struct ludi_settings *s, struct ludi_file_report *rep)
{
    ludi_settings_default(s);
    return load_file(path, parse_settings, s, rep);
}

bool ludi_stats_load(const char *path, struct ludi_stats *st, struct ludi_file_report *rep)
{
    st->n = 0;
    return load_file(path, parse_stats, st, rep);
}
