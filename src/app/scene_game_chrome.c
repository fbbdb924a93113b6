/* scene_game_chrome.c: the game screen around the board: the top line, the move list as a
 * game record, the buttons, the line under the board and the end-of-game panel, each in the
 * place the screen's one layout (game_layout) gives it. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "game.h"
#include "review_view.h"
#include "scene_game_board.h"
#include "scene_game_chrome.h"

static const struct ludi_state *present(const struct app *a)
{
    return ludi_session_state(&a->game->flow.ss);
}

/* The position the screen shows: the live one, or an earlier one in review. */
static const struct ludi_state *shown(const struct app *a)
{
    return a->game->ui.review >= 0 ? &a->game->draw.shown : present(a);
}

static int human_side(const struct game *g)
{
    return ludi_session_human_side(&g->flow.ss);
}

static void reason_text(struct app *a, const struct ludi_state *s, bool sentence, char *out,
                        size_t len);

/* --- the top line --- */

bool chrome_review_words(struct app *a, char *out, size_t len, int *side)
{
    struct game *g = a->game;
    if (g->ui.review < 0 || review_at_end(a))
        return false;
    const struct ludi_state *s = shown(a);
    /* the move the position is shown for: the one played to reach it from the list, the one
     * about to be played from it in the review (its arrows) */
    int k = board_shown_move(a), mover;
    int round = chrome_move_round(a, k, &mover);
    int total = chrome_move_round(a, (int)ludi_session_moves_played(&g->flow.ss), NULL);
    *side = mover < 0 ? s->side : mover;   /* the icon: the side the words speak of */
    if (mover < 0) {
        trf(a, out, len, STR_REVIEW_START, tr_side(a, s->opt.game, s->side));
        return true;
    }
    /* numbered as the list numbers it: who played it, and what */
    size_t ev = ludi_session_events_for_moves(&g->flow.ss, (size_t)k) - 1;
    const struct ludi_event *e = ludi_session_event(&g->flow.ss, ev);
    const char *who = tr_side(a, s->opt.game, mover);
    if (e->move.nsteps == 0) {
        trf(a, out, len, STR_REVIEW_PASSED, round, total, who);
        return true;
    }
    char words[LUDI_MOVE_LEN * 2];
    game_move_words(a->lang, ludi_session_state_at(&g->flow.ss, ev), &e->after, &e->move,
                    game_words_side(a), words, sizeof words);
    trf(a, out, len, STR_REVIEW_TURN, round, total, who, words);
    return true;
}

/* The finished game's result, for the top line: who won, and why where it fits. */
static void result_words(struct app *a, const struct ludi_state *s, char *out, size_t len,
                         char *why, size_t wlen)
{
    int hs = human_side(a->game);
    if (s->result == LUDI_DRAW)
        snprintf(out, len, "%s", tr(a, STR_DRAW));
    else if (hs >= 0)
        snprintf(out, len, "%s", tr(a, s->result == hs ? STR_YOU_WIN : STR_YOU_LOSE));
    else
        trf(a, out, len, STR_WINS, tr_side(a, s->opt.game, s->result));
    reason_text(a, s, false, why, wlen);
}

void chrome_result_line(struct app *a, const struct ludi_state *s, char *out, size_t len,
                        float max_w)
{
    char why[200];
    result_words(a, s, out, len, why, sizeof why);
    size_t n = strlen(out);
    /* not the counts' reasons, which start with a number and hold a colon of their own */
    if (why[0] && !(why[0] >= '0' && why[0] <= '9') && n + 8 < len) {
        snprintf(out + n, len - n, ": %s", why);
        int w, h;
        gfx_text_size(&a->g, FACE_BODY, 20 * a->game->draw.lay.t, out, &w, &h);
        if (max_w > 0 && (float)w > max_w)
            out[n] = '\0';
    }
}

int chrome_top_words(struct app *a, char *out, size_t len)
{
    struct game *g = a->game;
    const struct ludi_state *s = shown(a);
    int icon = s->side;
    out[0] = '\0';
    if (chrome_review_words(a, out, len, &icon))
        return icon;   /* an earlier position: said as one, never as if it were the turn now */
    if (s->phase == LUDI_PHASE_OVER) {
        /* the result, with the winner's counter (none for a draw), and why where it fits */
        chrome_result_line(a, s, out, len, g->draw.lay.top.w * 0.6f);
        return s->result == LUDI_DRAW ? -1 : s->result;
    }
    char text[200];
    bool comp = ludi_session_player(&g->flow.ss, s->side).kind == LUDI_COMPUTER;
    trf(a, text, sizeof text, s->phase == LUDI_PHASE_ROLL ? STR_TO_THROW : STR_TO_MOVE,
        tr_side(a, s->opt.game, s->side));
    if (!comp && !g->flow.lesson && game_said_to(a, !s->side))
        snprintf(out, len, "%s", text);   /* two people at one table: "you" is either of them
                                             (play-test 14) */
    else
        snprintf(out, len, "%s (%s)", text, tr(a, comp ? STR_COMPUTER : STR_YOU));
    return icon;
}

void chrome_matchup_words(struct app *a, bool brief, char *out, size_t len)
{
    const struct ludi_session *ss = &a->game->flow.ss;
    struct ludi_player p0 = ludi_session_player(ss, 0), p1 = ludi_session_player(ss, 1);
    int hs = ludi_session_human_side(ss);
    if (hs >= 0) {
        int level = ludi_session_player(ss, !hs).level;
        if (brief)
            trf(a, out, len, STR_VS_COMPUTER_SHORT, level);
        else
            trf(a, out, len, STR_VS_COMPUTER, tr_side(a, ludi_session_options(ss)->game, hs),
                level);
    } else if (p0.kind == LUDI_HUMAN && p1.kind == LUDI_HUMAN) {
        snprintf(out, len, "%s", tr(a, STR_VS_PEOPLE));
    } else if (p0.level == p1.level) {
        trf(a, out, len, STR_VS_COMPUTERS_SAME, p0.level);
    } else {   /* which side plays at which level */
        enum ludi_game game = ludi_session_options(ss)->game;
        trf(a, out, len, STR_VS_COMPUTERS, tr_side(a, game, 0), p0.level, tr_side(a, game, 1),
            p1.level);
    }
}

/* The left of the top line: the game's name, and under it who plays whom (in full, or without
 * the person, where that fits); where the name does not fit, who plays whom alone. */
static void draw_top_left(struct app *a, bool name_fits, float room)
{
    struct gfx *gx = &a->g;
    const struct game_layout *L = &a->game->draw.lay;
    float t = L->t, h = L->top.h, pad = 18 * t;
    float vs_px = fmaxf(14 * t, 12 * gx->dpi), name_px = 22 * t;
    char vs[160];
    int vw = 0, vh = 0, nw, nh;
    for (int brief = 0; brief < 2; brief++) {
        chrome_matchup_words(a, brief, vs, sizeof vs);
        gfx_text_size(gx, FACE_ITALIC, vs_px, vs, &vw, &vh);
        if ((float)vw <= room)
            break;
    }
    bool vs_fits = (float)vw <= room;
    const char *name = tr_game(a, shown(a)->opt.game);
    SDL_FRect *r = &a->game->draw.top_vs;
    *r = (SDL_FRect){pad, (h - (float)vh) / 2, vs_fits ? (float)vw : 0, (float)vh};
    if (name_fits && vs_fits) {
        name_px = fminf(name_px, (h - (float)vh - 2 * t) / 1.3f);
        gfx_text_size(gx, FACE_TITLE, name_px, name, &nw, &nh);
        float y = (h - (float)nh - (float)vh + 2 * t) / 2;
        gfx_text(gx, FACE_TITLE, name_px, 0xe8d9b5ffu, pad, y, ALIGN_LEFT, name);
        r->y = y + (float)nh - 2 * t;
        gfx_text(gx, FACE_ITALIC, vs_px, 0xd8c9a8ffu, pad, r->y, ALIGN_LEFT, vs);
    } else if (name_fits) {
        gfx_text(gx, FACE_TITLE, name_px, 0xe8d9b5ffu, pad, (h - name_px * 1.25f) / 2,
                 ALIGN_LEFT, name);
    } else if (vs_fits) {
        gfx_text(gx, FACE_ITALIC, vs_px, 0xd8c9a8ffu, pad, (h - (float)vh) / 2, ALIGN_LEFT, vs);
    }
}

void chrome_draw_top(struct app *a)
{
    struct gfx *gx = &a->g;
    struct game *g = a->game;
    const struct game_layout *L = &g->draw.lay;
    const struct ludi_state *s = shown(a);
    float t = L->t, h = L->top.h, pad = 18 * t;
    gfx_gradient(gx, 0, 0, L->top.w, h, 0x16110dffu, 0x0f0c09e0u);
    gfx_fill(gx, 0, h - 1, L->top.w, 1, 0xc9a45c40u);
    /* whose turn, with that side's counter as the icon; on the right the no-capture count
     * (Latrunculi) or that the computer thinks */
    char turn[260], right[200];
    int icon = chrome_top_words(a, turn, sizeof turn);
    right[0] = '\0';
    bool count = false;   /* the count with what comes at its end where there is room
                             (play-test 39: cryptic), else alone (below) */
    if (g->ui.review < 0 && g->flow.comp.busy && g->flow.comp.purpose == COMP_MOVE) {
        snprintf(right, sizeof right, "%s", tr(a, STR_THINKING));
    } else if (s->phase == LUDI_PHASE_OVER) {
        /* the count is for a game going on: at the end the result says why (play-test 22:
         * beside a long result in a portrait window it shrank to 6 px, and the name gave way
         * to it) */
    } else if (s->opt.game == LUDI_LATRUNCULI && s->opt.nocapture) {
        trf(a, right, sizeof right, STR_NOCAP_LONG, s->g.lat.nocap, s->opt.nocapture);
        count = true;
    } else if (s->opt.game == LUDI_LATRUNCULI) {
        trf(a, right, sizeof right, STR_NOCAP_OFF, s->g.lat.nocap);
    }
    /* the three parts share the width: the turn in the middle keeps its size longest */
    float name_px = 22 * t, turn_px = 20 * t, right_px = 16 * t;
    int nw, tw, rw, th;
    gfx_text_size(gx, FACE_TITLE, name_px, tr_game(a, s->opt.game), &nw, &th);
    gfx_text_size(gx, FACE_BODY, turn_px, turn, &tw, &th);
    gfx_text_size(gx, FACE_ITALIC, right_px, right, &rw, &th);
    float icon_w = turn[0] && icon >= 0 ? 30 * t : 0;
    float side_room = (L->top.w - (float)tw - icon_w) / 2 - pad;   /* each side of the turn */
    if (count && (float)rw + 8 * t > side_room) {   /* the count alone */
        trf(a, right, sizeof right, STR_NOCAP, s->g.lat.nocap, s->opt.nocapture);
        gfx_text_size(gx, FACE_ITALIC, right_px, right, &rw, &th);
    }
    bool name_fits = (float)nw + 16 * t <= side_room;
    if (!name_fits || (float)rw + 8 * t > side_room) {
        /* too narrow: the game's name gives way first, then the right-hand text shrinks */
        float room = L->top.w - (float)tw - icon_w - 2 * pad - 16 * t;
        name_fits = false;
        if ((float)rw > room * 0.5f)
            right_px *= fmaxf(0.7f, room * 0.5f / (float)rw);
    }
    float cx = name_fits ? L->top.w / 2 : (L->top.w - (float)rw - pad) / 2;
    draw_top_left(a, name_fits, cx - ((float)tw + icon_w) / 2 - pad - 16 * t);
    if (turn[0]) {
        float r = 10 * t;
        if (icon >= 0)
            view_draw_piece(&g->draw.view, gx, icon, false, cx - ((float)tw + icon_w) / 2 + r,
                            h / 2, r, 0, 255);
        gfx_text_size(gx, FACE_BODY, turn_px, turn, &tw, &th);
        gfx_text(gx, FACE_BODY, turn_px, COL_TEXT_DARK, cx + icon_w / 2, (h - (float)th) / 2,
                 ALIGN_CENTER, turn);
        g->draw.top_turn = (SDL_FRect){cx - ((float)tw + icon_w) / 2, (h - (float)th) / 2,
                                       (float)tw + icon_w, (float)th};
    }
    if (right[0]) {
        char fit[200];
        float px = app_fit(a, FACE_ITALIC, right_px, fmaxf(right_px * 0.7f, 11 * gx->dpi),
                           L->top.w / 2 - (float)tw / 2 - icon_w - 2 * pad, right, fit,
                           sizeof fit);
        gfx_text_size(gx, FACE_ITALIC, px, fit, &rw, &th);
        gfx_text(gx, FACE_ITALIC, px, 0xd8c9a8ffu, L->top.w - pad, (h - (float)th) / 2,
                 ALIGN_RIGHT, fit);
    }
}

/* --- the move list --- */

/* Rows of the record: Latrunculi puts both sides' moves of a turn on one numbered row, as in a
 * chess score; the dice games give each side's turn a row of its own, with its dice. */
static bool paired(const struct game *g)
{
    return ludi_session_options(&g->flow.ss)->game == LUDI_LATRUNCULI;
}

/* The events holding moves, in order: their indices in the session's record. */
static int list_moves(const struct game *g, size_t *ev, int cap)
{
    int n = 0;
    for (size_t e = 0; e < ludi_session_length(&g->flow.ss) && n < cap; e++)
        if (ludi_session_event(&g->flow.ss, e)->kind == LUDI_EVENT_MOVE)
            ev[n++] = e;
    return n;
}

int chrome_move_round(const struct app *a, int k, int *side)
{
    const struct game *g = a->game;
    int n = 0;
    if (side)
        *side = -1;
    for (size_t e = 0; side && k > 0 && e < ludi_session_length(&g->flow.ss); e++) {
        const struct ludi_event *ev = ludi_session_event(&g->flow.ss, e);
        if (ev->kind == LUDI_EVENT_MOVE && ++n == k)
            *side = ev->side;
    }
    return game_move_number(&g->flow.ss, k);
}

void chrome_list_key_words(struct app *a, char *out, size_t len)
{
    static const enum str_id keys[LUDI_GAME_COUNT] = {STR_MOVES_KEY_LAT, STR_MOVES_KEY_PENTE,
                                                      STR_MOVES_KEY_DUO};
    const struct ludi_options *o = ludi_session_options(&a->game->flow.ss);
    int mine = game_words_side(a);
    if (o->game == LUDI_DUODECIM && mine >= 0) {   /* see game_move_words */
        trf(a, out, len, STR_MOVES_KEY_DUO_MINE, i18n_duo_mark(a->lang, !mine),
            tr_side(a, LUDI_DUODECIM, !mine));
        /* both paths in these numbers, their runs in words, "1 to 30" (play-test 42: the
         * arrow meant both a move, "in->3", and a range, "W1->W6"; and the player's own path
         * went unsaid): the other side's own six, then the rows it shares, which these
         * numbers count from elsewhere (play-test 39: White's "30-9" read as a step back; its
         * path goes on from 30 to the top row's 7) */
        const char *mk = i18n_duo_mark(a->lang, !mine);
        char runs[120], part[200];
        trf(a, runs, sizeof runs, STR_DUO_PATH_RUNS, mk, mk, ludi_duo_point_across(o, 7),
            ludi_duo_point_across(o, 18), ludi_duo_point_across(o, 19),
            ludi_duo_point_across(o, 30));
        trf(a, part, sizeof part, STR_MOVES_KEY_DUO_PATH, tr_side(a, LUDI_DUODECIM, mine),
            tr_side(a, LUDI_DUODECIM, !mine), runs);
        size_t at = strlen(out);
        ludi_buf_add(out, len, &at, " \xc2\xb7 %s", part);
        return;
    }
    if (o->game != LUDI_PENTE) {
        snprintf(out, len, "%s", tr(a, keys[o->game]));
        return;
    }
    /* the sacred line by its points' names as the list writes them (the key said "red: the
     * sacred line", and nothing in the list is red: a newcomer's play-test) */
    char ma[16], mb[16];
    snprintf(ma, sizeof ma, "%dA", (o->lines + 1) / 2);
    snprintf(mb, sizeof mb, "%dB", (o->lines + 1) / 2);
    /* classic: nothing enters or is knocked off (play-test 15) */
    trf(a, out, len, o->mode == LUDI_PENTE_CLASSIC ? STR_MOVES_KEY_PENTE_CLASSIC
                                                    : STR_MOVES_KEY_PENTE, ma, mb);
    /* each side's way round, as Duodecim's key gives its paths (play-test 42: with no way in
     * shown for either side, White's "4B-3A" read as a step back) */
    size_t at = strlen(out);
    for (int side = 0; side < 2; side++) {   /* a part each, so each fits a line */
        char part[160], from[8], to[8], on[8], last[8];
        snprintf(from, sizeof from, "1%c", side ? 'B' : 'A');
        snprintf(to, sizeof to, "%d%c", o->lines, side ? 'B' : 'A');
        snprintf(on, sizeof on, "1%c", side ? 'A' : 'B');
        snprintf(last, sizeof last, "%d%c", o->lines, side ? 'A' : 'B');
        /* the way round (play-test 55: "then 1B to 5B" read as the way's end; play-test 57:
         * "then 1B to its goal 3B" too, and counters passed it) */
        trf(a, part, sizeof part, STR_MOVES_KEY_PENTE_WAY, tr_side(a, LUDI_PENTE, side), from,
            to, on, last);
        ludi_buf_add(out, len, &at, " \xc2\xb7 %s", part);
    }
    /* then the goal, the sacred point on the far side, where all of a side's counters gather */
    char part[160];
    trf(a, part, sizeof part, STR_MOVES_KEY_PENTE_GOAL, tr_side(a, LUDI_PENTE, 0), mb,
        tr_side(a, LUDI_PENTE, 1), ma);
    ludi_buf_add(out, len, &at, " \xc2\xb7 %s", part);
}

void chrome_list_key_laid(struct app *a, char *kept, size_t len)
{
    const struct game_layout *L = &a->game->draw.lay;
    float t = L->t, px = app_px(a, 13 * t), w = L->list.w - 32 * t;
    char key[600];
    chrome_list_key_words(a, key, sizeof key);
    /* each part ("x: knocks a counter off") on one line where it fits one: the line breaks
     * only between parts, after the dot (play-test 36: "x:" ended a line, its meaning began
     * the next) */
    size_t at = 0;
    if (len)
        kept[0] = '\0';
    for (const char *p = key; *p && len;) {
        const char *dot = strstr(p, " \xc2\xb7 ");
        size_t n = dot ? (size_t)(dot - p) : strlen(p);
        char part[400];
        snprintf(part, sizeof part, "%.*s", (int)n, p);
        n = strlen(part);
        int pw, ph;
        gfx_text_size(&a->g, FACE_ITALIC, px, part, &pw, &ph);
        /* one too long for a line breaks between its phrases, after a comma, or after a
         * colon that ends words ("White goes round:", not "x:"), not inside a phrase
         * (play-test 58: German "Wei\xc3\x9f zieht / herum: 1B bis 5B, 1A bis / 5A"), unless
         * the phrase is itself too long */
        bool brk[400] = {false}, keep = true, words = false;
        for (size_t i = 0; i < n; i++) {   /* the spaces it may break at */
            brk[i] = (float)pw > w && part[i] == ' ' && i > 0 &&
                     (part[i - 1] == ',' || (part[i - 1] == ':' && words));
            words |= part[i] == ' ';
        }
        for (size_t i = 0; i < n && at + 3 < len; i++) {
            if ((float)pw > w && (i == 0 || brk[i - 1])) {
                size_t e = i;   /* this phrase: to the next break */
                while (e < n && !brk[e])
                    e++;
                char phrase[400];
                int fw, fh;
                snprintf(phrase, sizeof phrase, "%.*s", (int)(e - i), part + i);
                gfx_text_size(&a->g, FACE_ITALIC, px, phrase, &fw, &fh);
                keep = (float)fw <= w;
            }
            if (part[i] == ' ' && keep && !brk[i])
                at += (size_t)snprintf(kept + at, len - at, "\xc2\xa0");
            else
                kept[at++] = part[i];
        }
        kept[at] = '\0';
        if (!dot)
            break;
        ludi_buf_add(kept, len, &at, "\xc2\xa0\xc2\xb7 ");
        p = dot + 4;
    }
}

/* The key to the list's notation under its title ("off: ... x: ..."), drawn or measured; its
 * height. */
static float list_key(struct app *a, bool draw)
{
    const struct game_layout *L = &a->game->draw.lay;
    float t = L->t, px = app_px(a, 13 * t);
    char kept[900];
    chrome_list_key_laid(a, kept, sizeof kept);
    return gfx_paragraph(&a->g, FACE_ITALIC, px, 0xb8a98affu, L->list.x + 16 * t,
                         L->list.y + 33 * t, L->list.w - 32 * t, px * 1.25f, kept, draw) + 4 * t;
}

void chrome_notice_room(struct app *a, SDL_FRect *room)
{
    const struct game_layout *L = &a->game->draw.lay;
    *room = L->list;
    if (L->list.w <= 0 || !a->game->ui.list_open)
        return;
    /* under the list's heading and key, which stay readable (a newcomer's play-test: the
     * lesson game's words covered the heading until the first throw) */
    float top, bottom, line;
    chrome_list_geometry(a, &top, &bottom, &line);
    float under = top - 4 * L->t;
    room->h -= under - room->y;
    room->y = under;
    if (room->h <= 0)
        room->w = room->h = 0;
}

void chrome_list_geometry(struct app *a, float *top, float *bottom, float *line)
{
    const struct game_layout *L = &a->game->draw.lay;
    float t = L->t;
    *line = 23 * t;
    *top = L->list.y + 36 * t + list_key(a, false);
    *bottom = L->list.y + L->list.h - (a->game->ui.review >= 0 ? 84 * t : 6 * t);
}

/* --- a dice game's turns, each a row of one line or more (play-test 8: at 800x600 the steps
 * of a turn were cut with an ellipsis, worst in German) --- */

/* The steps' words of a turn from before (the made steps so far when unfinished). */
static void turn_words(struct app *a, const struct ludi_state *before,
                       const struct ludi_state *after, const struct ludi_move *m, bool unfinished,
                       char *out, size_t len)
{
    if (m->nsteps == 0 && !unfinished)
        snprintf(out, len, "\xe2\x80\x94 %s", tr(a, STR_PASS));
    else
        game_move_words(a->lang, before, after, m, game_words_side(a), out, len);
    if (unfinished) {   /* the turn being made: its steps so far, an ellipsis (never alone on
                         * a line: a no-break space) for the rest */
        size_t n = strlen(out);
        snprintf(out + n, len - n, "%s\xe2\x80\xa6", n ? "\xc2\xa0" : "");
    }
}

/* Where a turn's text breaks into lines of width w at px: the start of each line (the dice,
 * then whole steps; a line breaks only between words); how many lines. */
static int turn_lines(struct app *a, float px, const char *text, float w, int *start, int cap)
{
    int n = 0;
    const char *p = text;
    while (*p && n < cap) {
        start[n++] = (int)(p - text);
        const char *end = p, *fit = NULL;
        for (;;) {   /* the longest run of whole words that fits */
            const char *next = strchr(end, ' ');
            size_t l = next ? (size_t)(next - p) : strlen(p);
            char piece[LUDI_MOVE_LEN * 2 + 40];
            snprintf(piece, sizeof piece, "%.*s", (int)l, p);
            int tw, th;
            gfx_text_size(&a->g, FACE_BODY, px, piece, &tw, &th);
            if ((float)tw > w && fit)
                break;
            fit = next ? next : p + l;
            if (!next)
                break;
            end = next + 1;
        }
        p = fit;
        while (*p == ' ')
            p++;
    }
    return n > 0 ? n : 1;
}

static float turn_px(struct app *a)
{
    return app_px(a, 15.5f * a->game->draw.lay.t);
}

/* The throw the turn is played with, two spaces, then its steps' words; returns the dice's
 * length (they are drawn in a colour of their own). */
static size_t dice_and_words(struct app *a, const struct ludi_state *before,
                             const struct ludi_state *after, const struct ludi_move *m,
                             bool unfinished, char *text, size_t len)
{
    size_t pos = 0;
    text[0] = '\0';
    for (int i = 0; i < before->ndice; i++)
        ludi_buf_add(text, len, &pos, "%s%d", i ? "\xc2\xb7" : "", before->dice[i]);
    size_t dice_len = pos;
    ludi_buf_add(text, len, &pos, "  ");
    char words[LUDI_MOVE_LEN * 2];
    turn_words(a, before, after, m, unfinished, words, sizeof words);
    ludi_buf_add(text, len, &pos, "%s", words);
    return dice_len;
}

static size_t turn_text(struct app *a, size_t ev, char *text, size_t len)
{
    const struct game *g = a->game;
    const struct ludi_event *e = ludi_session_event(&g->flow.ss, ev);
    return dice_and_words(a, ludi_session_state_at(&g->flow.ss, ev), &e->after, &e->move, false,
                          text, len);
}

bool chrome_unfinished_words(struct app *a, char *text, size_t len)
{
    const struct game *g = a->game;
    const struct ludi_state *s = ludi_session_state(&g->flow.ss);
    if (!game_turn_unfinished(a))
        return false;
    struct ludi_move m = {.nsteps = (uint8_t)g->ui.nmade};
    memcpy(m.steps, g->ui.made, (size_t)g->ui.nmade * sizeof m.steps[0]);
    struct ludi_state after;
    if (!ludi_preview(s, g->ui.made, g->ui.nmade, &after))
        return false;
    dice_and_words(a, s, &after, &m, true, text, len);
    return true;
}

/* A dice game's rows end this far from the list's right edge, and their words 8 units inside
 * the row (play-test 25: "3·1·2  14-17 17-18 18-20x" seemed to touch the window's edge; in
 * German at 800x600 a turn's words ended 11 px from it). */
#define ROW_RIGHT 16

/* The width a dice game's turn text has in a row of the list (x .. x + w). */
static float turn_width(struct app *a)
{
    const struct game_layout *L = &a->game->draw.lay;
    return L->list.w - 60 * L->t - (ROW_RIGHT + 8) * L->t;
}

/* The height of a row of k lines. */
static float row_height(struct app *a, int lines, float line)
{
    return line + (float)(lines - 1) * turn_px(a) * 1.2f;
}

/* Mixes v into the key h (FNV-1a over its bytes). */
static uint64_t key_mix(uint64_t h, const void *v, size_t n)
{
    const unsigned char *p = v;
    for (size_t i = 0; i < n; i++)
        h = (h ^ p[i]) * 0x100000001b3ull;
    return h;
}

/* Each turn's row laid out (row k at [k - 1]), again only when the record, the list's width
 * or the language changes: laying a turn out measures its words, and doing so for every row
 * every frame took 114 ms a frame with 120 turns (bench-app). NULL when out of memory. */
static const struct list_row *list_rows(struct app *a, float line, size_t *n)
{
    struct game *g = a->game;
    const struct ludi_session *ss = &g->flow.ss;
    size_t len = ludi_session_length(ss);
    float px = turn_px(a), w = turn_width(a);
    uint64_t key = 0xcbf29ce484222325ull;
    key = key_mix(key, &len, sizeof len);
    for (size_t i = 0; ss->hashes && i <= len; i++)   /* the record: the hash after each event */
        key = key_mix(key, &ss->hashes[i], sizeof ss->hashes[i]);
    key = key_mix(key, &px, sizeof px);
    key = key_mix(key, &w, sizeof w);
    key = key_mix(key, &line, sizeof line);
    key = key_mix(key, &a->lang, sizeof a->lang);
    if (g->ui.rows && key == g->ui.row_key) {
        *n = g->ui.row_n;
        return g->ui.rows;
    }
    if (len > g->ui.row_cap) {
        struct list_row *more = realloc(g->ui.rows, len * sizeof *more);
        if (!more)
            return NULL;
        g->ui.rows = more;
        g->ui.row_cap = len;
    }
    size_t k = 0;
    char text[LUDI_MOVE_LEN * 2 + 40];
    for (size_t e = 0; e < len; e++) {
        if (ludi_session_event(ss, e)->kind != LUDI_EVENT_MOVE)
            continue;
        struct list_row *r = &g->ui.rows[k++];
        turn_text(a, e, text, sizeof text);
        r->lines = turn_lines(a, px, text, w, r->start, LIST_ROW_LINES);
        r->h = row_height(a, r->lines, line);
    }
    g->ui.row_n = k;
    g->ui.row_key = key;
    *n = k;
    return g->ui.rows;
}

/* The top of row k (1-based; n + 1: the unfinished turn) from the list's first row, and its
 * height. */
static float row_top(struct app *a, int k, float line, float *h)
{
    struct game *g = a->game;
    int first = ludi_session_state_at(&g->flow.ss, 0)->side;
    *h = line;
    if (paired(g))
        return (float)((k - 1 + first) / 2) * line;
    size_t n = 0;
    const struct list_row *rows = list_rows(a, line, &n);
    float y = 0;
    for (size_t i = 0; rows && i + 1 < (size_t)k && i < n; i++)
        y += rows[i].h;
    if (rows && (size_t)k <= n) {
        *h = rows[k - 1].h;
    } else {   /* past the record: the turn being made */
        int start[LIST_ROW_LINES];
        char text[LUDI_MOVE_LEN * 2 + 40];
        if (chrome_unfinished_words(a, text, sizeof text))
            *h = row_height(a, turn_lines(a, turn_px(a), text, turn_width(a), start,
                                          LIST_ROW_LINES), line);
    }
    return y;
}

/* The top of the row y falls in, from the list's first row (or y itself past them), and of
 * the row after it (*next): the list scrolls by whole rows, its top row never cut in half
 * (play-test 11: after scrolling, the top row showed its lower half). */
static float row_at(struct app *a, float y, float *next)
{
    float top, bottom, line;
    chrome_list_geometry(a, &top, &bottom, &line);
    *next = y;
    if (y <= 0)
        return *next = 0;
    if (paired(a->game)) {
        float r = floorf(y / line + 0.01f) * line;
        *next = r + (y > r + 0.5f ? line : 0);
        return r;
    }
    size_t n = 0;
    const struct list_row *rows = list_rows(a, line, &n);
    float at = 0;
    for (size_t i = 0; rows && i < n; i++) {
        if (at + rows[i].h > y + 0.5f) {
            *next = y > at + 0.5f ? at + rows[i].h : at;
            return at;
        }
        at += rows[i].h;
    }
    return *next = fmaxf(at, 0);   /* past the record: the turn being made starts there */
}

/* The height of the list's rows, the turn being made too (0: none). */
static float list_rows_h(struct app *a)
{
    struct game *g = a->game;
    float top, bottom, line, h;
    chrome_list_geometry(a, &top, &bottom, &line);
    static size_t ev[8192];
    int n = list_moves(g, ev, 8192);
    char text[LUDI_MOVE_LEN * 2 + 40];
    int last = !paired(g) && chrome_unfinished_words(a, text, sizeof text) ? n + 1 : n;
    return last <= 0 ? 0 : row_top(a, last, line, &h) + h;
}

/* The furthest the list scrolls: its last row (the turn being made, if any) at the foot of
 * its room, rounded up to a whole row; 0 when every row fits (play-test 12: the wheel scrolled
 * the rows away into empty space). */
static float list_scroll_max(struct app *a)
{
    float top, bottom, line, next;
    chrome_list_geometry(a, &top, &bottom, &line);
    float over = list_rows_h(a) - (bottom - top);
    if (over <= 0)
        return 0;
    row_at(a, over, &next);
    return next;
}

float chrome_list_end(struct app *a)
{
    return list_scroll_max(a);
}

void chrome_list_scroll(struct app *a, float by)
{
    struct game *g = a->game;
    float next, at = row_at(a, fmaxf(0, g->ui.list_scroll + by), &next);
    g->ui.list_scroll = by > 0 ? fminf(next, fmaxf(list_scroll_max(a), g->ui.list_scroll)) : at;
}

void chrome_list_show(struct app *a, int k)
{
    struct game *g = a->game;
    if (!g->ui.list_open || k <= 0)
        return;
    float top, bottom, line, h, next;
    chrome_list_geometry(a, &top, &bottom, &line);
    float y = row_top(a, k, line, &h), room = bottom - top;
    if (y < g->ui.list_scroll)
        g->ui.list_scroll = y;
    else if (y + h > g->ui.list_scroll + room)   /* down to the next whole row, if k fits */
        g->ui.list_scroll = h > room ? y : (row_at(a, y + h - room, &next), next);
    if (g->ui.list_scroll < 0)
        g->ui.list_scroll = 0;
}

/* A dice game's turn in its row, its lines from tx on: the dice in a colour of their own. */
static void draw_turn_text(struct app *a, const char *text, const int *start, int n,
                           size_t dice_len, float tx, float y, uint32_t col, uint32_t dice_col,
                           bool italic)
{
    struct gfx *gx = &a->g;
    float px = turn_px(a), t = a->game->draw.lay.t;
    enum gfx_face face = italic ? FACE_ITALIC : FACE_BODY;
    for (int i = 0; i < n; i++) {
        int end = i + 1 < n ? start[i + 1] : (int)strlen(text);
        char piece[LUDI_MOVE_LEN * 2 + 40];
        snprintf(piece, sizeof piece, "%.*s", end - start[i], text + start[i]);
        float ly = y + 2 * t + (float)i * px * 1.2f, x = tx;
        if (i == 0 && dice_len > 0 && strlen(piece) > dice_len) {
            char dice[64];
            snprintf(dice, sizeof dice, "%.*s", (int)dice_len, piece);
            x += gfx_text(gx, FACE_BODY, px, dice_col, x, ly, ALIGN_LEFT, dice);
            gfx_text(gx, face, px, col, x, ly, ALIGN_LEFT, piece + dice_len);
        } else {
            gfx_text(gx, face, px, col, x, ly, ALIGN_LEFT, piece);
        }
    }
}

/* The turn being made, the list's last row: its steps so far, in italics, unfinished. */
static void draw_unfinished(struct app *a, float x, float y, float h)
{
    struct game *g = a->game;
    float t = g->draw.lay.t;
    char text[LUDI_MOVE_LEN * 2 + 40];
    if (!chrome_unfinished_words(a, text, sizeof text))
        return;
    const struct ludi_state *s = ludi_session_state(&g->flow.ss);
    gfx_round(&a->g, x + 32 * t - 5 * t, y, turn_width(a) + 20 * t + 5 * t + 8 * t, h, 4 * t,
              0xc9a45c28u);
    if (s->side == 0 || ludi_session_moves_played(&g->flow.ss) == 0) {
        char num[16];
        snprintf(num, sizeof num, "%d.",
                 chrome_move_round(a, (int)ludi_session_moves_played(&g->flow.ss) + 1, NULL));
        gfx_text(&a->g, FACE_BODY, app_px(a, 15 * t), 0xb8a98aff, x + 26 * t, y + 2 * t,
                 ALIGN_RIGHT, num);
    }
    view_draw_piece(&g->draw.view, &a->g, s->side, false, x + 39 * t, y + 11.5f * t, 6.5f * t, 0,
                    255);
    size_t dice_len = strstr(text, "  ") ? (size_t)(strstr(text, "  ") - text) : 0;
    int start[LIST_ROW_LINES];
    int n = turn_lines(a, turn_px(a), text, turn_width(a), start, LIST_ROW_LINES);
    draw_turn_text(a, text, start, n, dice_len + 2, x + 52 * t, y, 0xe8d9b5e0u, 0xc9a45cffu,
                   true);
}

/* One entry of the record in its cell (x, w; h high), its words from tx on (a dice game's
 * turn laid out as row). */
static void draw_entry(struct app *a, size_t ev, int k, float x, float tx, float y, float w,
                       float h, const struct list_row *row, bool number_it, int number)
{
    struct gfx *gx = &a->g;
    struct game *g = a->game;
    float t = g->draw.lay.t, line = 23 * t;
    const struct ludi_event *e = ludi_session_event(&g->flow.ss, ev);
    const struct ludi_state *before = ludi_session_state_at(&g->flow.ss, ev);
    size_t now = ludi_session_now(&g->flow.ss);
    bool future = ev >= now;
    bool current = g->ui.review == k || (g->ui.review < 0 && ev + 1 == now);
    if (current)
        gfx_round(gx, tx - 5 * t, y, x + w - tx + 5 * t, h, 4 * t, 0xc9a45c48u);
    uint32_t col = future ? 0xefe6d250u : COL_TEXT_DARK;
    if (number_it) {
        char num[16];
        snprintf(num, sizeof num, "%d.", number);
        gfx_text(gx, FACE_BODY, app_px(a, 15 * t), future ? col : 0xb8a98aff, x + 26 * t,
                 y + 2 * t, ALIGN_RIGHT, num);
    }
    char text[LUDI_MOVE_LEN * 2 + 40];
    if (!paired(g)) {   /* the mover's counter, the dice, the steps: on as many lines as needed */
        view_draw_piece(&g->draw.view, gx, e->side, false, tx + 7 * t, y + line / 2, 6.5f * t, 0,
                        future ? 90 : 255);
        size_t dice_len = turn_text(a, ev, text, sizeof text);
        int start[LIST_ROW_LINES] = {0}, n = 1;
        if (row)
            memcpy(start, row->start, sizeof start), n = row->lines;
        draw_turn_text(a, text, start, n, dice_len + 2, tx + 20 * t, y, col,
                       future ? col : 0xc9a45cffu, false);
    } else {
        char fit[sizeof text];
        if (e->move.nsteps == 0)
            snprintf(text, sizeof text, "\xe2\x80\x94 %s", tr(a, STR_PASS));
        else
            game_move_words(a->lang, before, &e->after, &e->move, game_words_side(a), text,
                            sizeof text);
        float px = app_fit(a, FACE_BODY, app_px(a, 15.5f * t), app_px(a, 12 * t), x + w - tx,
                           text, fit, sizeof fit);
        gfx_text(gx, FACE_BODY, px, col, tx, y + 2 * t, ALIGN_LEFT, fit);
    }
    if (!future)
        app_widget(a, W_ENTRY + k - 1, x, y, w, h, true);
}

void chrome_draw_panel(struct app *a, const char *title)
{
    struct gfx *gx = &a->g;
    const struct game_layout *L = &a->game->draw.lay;
    float t = L->t, x = L->list.x, y = L->list.y, w = L->list.w, h = L->list.h;
    gfx_fill(gx, x, y, w, h, 0x120e0bd8u);
    if (L->portrait)
        gfx_fill(gx, x, y, w, 1, 0xc9a45c30u);
    else
        gfx_fill(gx, x, y, 1, h, 0xc9a45c30u);
    gfx_text(gx, FACE_TITLE, 17 * t, 0xe8d9b5ffu, x + 16 * t, y + 9 * t, ALIGN_LEFT, title);
}

void chrome_draw_list(struct app *a)
{
    struct gfx *gx = &a->g;
    struct game *g = a->game;
    const struct game_layout *L = &g->draw.lay;
    if (!g->ui.list_open || L->list.w <= 0 || review_draw_panel(a))
        return;
    float t = L->t, x = L->list.x, y = L->list.y, w = L->list.w, h = L->list.h;
    chrome_draw_panel(a, tr(a, STR_MOVES));
    list_key(a, true);
    float top, bottom, line;
    chrome_list_geometry(a, &top, &bottom, &line);
    static size_t ev[8192];
    int n = list_moves(g, ev, 8192);
    /* the move shown stays in view: the one in review, or a new move as it is played */
    int current = g->ui.review >= 0 ? g->ui.review : (int)ludi_session_moves_played(&g->flow.ss);
    if (g->ui.review < 0 && g->ui.nmade > 0 && !paired(g))
        current++;   /* the turn being made, the list's last row */
    int key = (current * 2 + (g->ui.review >= 0)) * (LUDI_MAX_STEPS + 1) + g->ui.nmade;
    if (g->ui.list_end && g->ui.review < 0) {
        /* back from the review, after undo or redo: at the end, as in play, with the move
         * now in view above the moves undone (play-test 26: the list stayed where the
         * review's rows or the wheel had left it, the latest move out of sight) */
        g->ui.list_scroll = list_scroll_max(a);
        g->ui.list_key = key + 1;
    }
    g->ui.list_end = false;
    if (key != g->ui.list_key) {
        g->ui.list_key = key;
        chrome_list_show(a, current);
    }
    float rows_h = list_rows_h(a);
    if (rows_h <= 0) {
        gfx_text(gx, FACE_ITALIC, 15 * t, 0xcdbf9fa0u, x + 16 * t, top, ALIGN_LEFT,
                 tr(a, STR_NO_MOVES_YET));
        rows_h = 16 * t;
    }
    /* the game's aim under the rows, while there is room for it whole (a newcomer's
     * play-test: the king's star was explained nowhere in the game, only on the rules page;
     * what wins was not said until the end; play-test 69: gone at the first move, it was the
     * one reminder of the rules on the screen) */
    enum ludi_game game = ludi_session_options(&g->flow.ss)->game;
    const char *aim = tr(a, game == LUDI_LATRUNCULI ? STR_GOAL_LAT
                            : game == LUDI_PENTE    ? STR_GOAL_PENTE
                                                    : STR_GOAL_DUO);
    float ay = top + rows_h + 14 * t - g->ui.list_scroll, lh = 20 * t;
    g->draw.aim_shown = !g->flow.lesson && g->ui.review < 0 && g->ui.list_scroll <= 0 &&
                        gfx_paragraph(gx, FACE_ITALIC, 15 * t, 0xcdbf9fc8u, x + 16 * t, ay,
                                      w - 32 * t, lh, aim, false) <= bottom - ay;
    if (g->draw.aim_shown)
        gfx_paragraph(gx, FACE_ITALIC, 15 * t, 0xcdbf9fc8u, x + 16 * t, ay, w - 32 * t, lh, aim,
                      true);
    SDL_Rect clip = {(int)x, (int)top, (int)w, (int)(bottom - top)};
    SDL_RenderSetClipRect(gx->ren, &clip);
    int first = ludi_session_state_at(&g->flow.ss, 0)->side;
    float colw = (w - 48 * t) / 2;   /* Latrunculi: the number, then a column per side */
    float acc = 0;                   /* the dice games: the rows' tops, row by row */
    size_t nrows = 0;
    const struct list_row *rows = paired(g) ? NULL : list_rows(a, line, &nrows);
    for (int k = 1; k <= n; k++) {
        const struct ludi_event *e = ludi_session_event(&g->flow.ss, ev[k - 1]);
        if (paired(g)) {
            int row = (k - 1 + first) / 2;
            float ry = top + (float)row * line - g->ui.list_scroll;
            if (ry + line < top || ry > bottom)
                continue;
            bool second = e->side != 0;
            float tx = x + 40 * t + (second ? colw : 0);
            draw_entry(a, ev[k - 1], k, second ? tx - 5 * t : x + 8 * t, tx, ry,
                       second ? colw : colw + 32 * t, line, NULL, !second || k == 1, row + 1);
        } else {
            /* a row per turn; the number counts rounds, on the first side's turn */
            const struct list_row *row = rows && (size_t)k <= nrows ? &rows[k - 1] : NULL;
            float rh = row ? row->h : line;
            float ry = top + acc - g->ui.list_scroll;
            acc += rh;
            if (ry + rh < top || ry > bottom)
                continue;
            int round = chrome_move_round(a, k, NULL);
            draw_entry(a, ev[k - 1], k, x + 8 * t, x + 40 * t, ry, w - (8 + ROW_RIGHT) * t, rh,
                       row, e->side == 0 || k == 1, round);
        }
    }
    if (!paired(g)) {   /* the turn being made, its steps as they are made */
        float rh;
        row_top(a, n + 1, line, &rh);
        draw_unfinished(a, x + 8 * t, top + acc - g->ui.list_scroll, rh);
    }
    SDL_RenderSetClipRect(gx->ren, NULL);
    /* the widgets of rows scrolled out of view are not clickable */
    int keep = 0;
    for (int i = 0; i < a->nwidgets; i++) {
        const struct widget *wd = &a->widgets[i];
        if (wd->id < W_ENTRY || (wd->r.y + wd->r.h > top + 2 && wd->r.y < bottom - 2))
            a->widgets[keep++] = *wd;
    }
    a->nwidgets = keep;
    if (game_resigner(a) >= 0 && g->ui.review < 0) {
        /* the game can be given up from here, where Review stands once it is over (the bar
         * had no room for a ninth button: in German at 700x1000 its keys went, and
         * "Wiederholen" was cut); asked first (scene_game.c) */
        float bw = fminf(120 * t, w / 2 - 16 * t);
        app_button_px(a, W_RESIGN, x + w - bw - 10 * t, y + 6 * t, bw, 26 * t,
                      tr(a, STR_RESIGN), true, app_px(a, 14 * t));
    }
    if (review_possible(a) && g->ui.review < 0 && !chrome_over_shown(a)) {
        /* a finished game can be reviewed from here (over the rows scrolled under the title),
         * once the end's panel is closed: while it shows, its own button is the one (play-test
         * 24: two buttons of one id, both lit under the pointer or Tab) */
        float bw = fminf(120 * t, w / 2 - 16 * t);
        app_button_px(a, W_REVIEW, x + w - bw - 10 * t, y + 6 * t, bw, 26 * t,
                      tr(a, STR_RV_TITLE), true, app_px(a, 14 * t));
    }
    if (g->ui.review >= 0) {
        /* the footer: where the review is, the keys, and the way back (never over an entry) */
        char msg[80];
        float fy = bottom;
        int mover, round = chrome_move_round(a, g->ui.review, &mover);
        int total = chrome_move_round(a, (int)ludi_session_moves_played(&g->flow.ss), NULL);
        if (mover < 0)
            snprintf(msg, sizeof msg, "%s", tr(a, STR_REVIEW_AT_START));
        else
            trf(a, msg, sizeof msg, STR_REVIEW, round, total,
                tr_side(a, ludi_session_options(&g->flow.ss)->game, mover));
        gfx_fill(gx, x, fy, w, y + h - fy, 0x1d1813f0u);
        gfx_fill(gx, x, fy, w, 1, 0xc9a45c40u);
        gfx_text(gx, FACE_ITALIC, app_px(a, 15 * t), 0xd8c9a8ffu, x + w / 2, fy + 6 * t,
                 ALIGN_CENTER, msg);
        app_button(a, W_PRESENT, x + 16 * t, fy + 32 * t, w - 32 * t, 36 * t,
                   tr(a, STR_PRESENT), true);
    }
}

/* --- the buttons --- */

/* The path button's longest words of its three ("Show path", "Path: Black", "Path: White")
 * at px, with which the bar is laid out. */
static void path_words_widest(struct app *a, float px, char *out, size_t len)
{
    int best = -1;
    for (int k = 0; k < 3; k++) {
        char words[64];
        if (k == 0)
            snprintf(words, sizeof words, "%s", tr(a, STR_BOARD_PATH_SHOW));
        else
            trf(a, words, sizeof words, STR_BOARD_PATH_BUTTON,
                tr(a, k == 1 ? STR_SIDE_ONE : STR_SIDE_TWO));
        int w, h;
        gfx_text_size(&a->g, FACE_BODY, px, words, &w, &h);
        if (w > best) {
            best = w;
            snprintf(out, len, "%s", words);
        }
    }
}

/* Widths for a row of buttons each as wide as its label (at least narrow wide) at the largest
 * whole pixel size from base down to least at which the row, gaps between, fits in room;
 * false if none does. */
static bool buttons_by_label(struct app *a, char labels[][96], int n, float base, float least,
                             float gap, float room, float narrow, float *widths, float *px_out)
{
    struct gfx *gx = &a->g;
    for (float px = base; px >= least; px -= 1) {
        float total = (float)(n - 1) * gap;
        for (int i = 0; i < n; i++) {
            int w, h;
            gfx_text_size(gx, FACE_BODY, px, labels[i], &w, &h);
            widths[i] = fmaxf(narrow * 0.6f, ceilf((float)w + 2 * APP_BUTTON_PAD * gx->u));
            total += widths[i];
        }
        if (total <= room) {
            *px_out = px;
            return true;
        }
    }
    return false;
}

void chrome_draw_bar(struct app *a)
{
    struct gfx *gx = &a->g;
    struct game *g = a->game;
    const struct game_layout *L = &g->draw.lay;
    float t = L->t;
    gfx_gradient(gx, 0, L->bar.y, L->bar.w, L->bar.h, 0x0f0c09e0u, 0x16110dffu);
    gfx_fill(gx, 0, L->bar.y, L->bar.w, 1, 0xc9a45c40u);
    bool human_move = game_human_to_move(a) && present(a)->phase == LUDI_PHASE_MOVE;
    struct {
        int id;
        enum str_id label;
        const char *key;
        bool ctrl, enabled;
    } b[] = {
        {W_UNDO, STR_UNDO, "Z", true, game_can_undo(a)},
        {W_REDO, STR_REDO, "Y", true, game_can_redo(a)},
        {W_HINT, STR_HINT, "H", false, human_move},
        {W_SAVE, STR_SAVE, "S", true, true},
        {W_RULES, STR_RULES, "F1", false, true},
        /* hidden by P, the button says P brings it back (play-test 42: three states, and the
         * hidden one said nothing) */
        {W_PATH, STR_BOARD_PATH_SHOW, "P", false, g->ui.review < 0},
        {W_LIST, STR_MOVE_LIST, "", false, true},
        {W_MENU, STR_MENU, "Esc", false, true},
    };
    int n = (int)(sizeof b / sizeof b[0]);
    if (!g->draw.view.ops->path) {   /* the path button only where there is a path (Duodecim) */
        int k = 0;
        for (int i = 0; i < n; i++)
            if (b[i].id != W_PATH)
                b[k++] = b[i];
        n = k;
    }
    float gap = 10 * t, bh = 40 * t;
    float bw = fminf(140 * t, (L->bar.w - 24 * t - (float)(n - 1) * gap) / (float)n);
    float total = (float)n * bw + (float)(n - 1) * gap;
    float x = (L->bar.w - total) / 2, y = L->bar.y + (L->bar.h - bh) / 2;
    /* "Undo · Ctrl+Z" on every button where all fit at a readable size, else the words
     * alone; one size of text for the whole row, a whole pixel size at which every label is
     * measured to fit (a fractional size rounds up when drawn, and the button would then cut
     * its label) */
    char labels[8][96];
    float base = floorf(bh * 0.46f), room = bw - 2 * APP_BUTTON_PAD * gx->u;
    float px = base;
    float least = fminf(base, 12.0f * gx->dpi);
    float widths[8];
    bool uneven = false;
    int pass;   /* 0: the keys on the buttons ("Undo \xc2\xb7 Ctrl+Z"); 1, 2: words alone */
    for (pass = 0; pass < 2; pass++) {
        for (int i = 0; i < n; i++) {
            const char *word = tr(a, b[i].label);
            char widest[64];
            if (b[i].id == W_PATH) {
                path_words_widest(a, base, widest, sizeof widest);
                word = widest;
            }
            if (pass == 0 && b[i].key[0])
                snprintf(labels[i], sizeof labels[i], "%s \xc2\xb7 %s%s%s", word,
                         b[i].ctrl ? tr(a, STR_KEY_CTRL) : "", b[i].ctrl ? "+" : "", b[i].key);
            else
                snprintf(labels[i], sizeof labels[i], "%s", word);
        }
        bool fits = false;
        for (px = base; !fits && px >= least; px -= 1) {
            fits = true;
            for (int i = 0; i < n && fits; i++) {
                int w, h;
                gfx_text_size(gx, FACE_BODY, px, labels[i], &w, &h);
                fits = (float)w <= room;
            }
        }
        px += 1;   /* the size last tried */
        if (fits && px >= fmaxf(base * 0.8f, least))
            break;
        /* play-test 11: German dropped every key at 1280x800 ("R\xc3\xbc" "ckg\xc3\xa4ngig \xc2\xb7
         * Strg+Z" is wider than a button of one width): each button as wide as its label,
         * the narrow ones ("Z\xc3\xbcge") giving room to the wide, if the row still fits */
        if (buttons_by_label(a, labels, n, base, pass == 0 ? fmaxf(base * 0.8f, least) : least,
                             gap, L->bar.w - 24 * t, bw, widths, &px)) {
            uneven = true;
            break;
        }
    }
    /* the path button says whose path is shown, "Path: Black" (play-test 44: "Path" said
     * neither); the row was measured with its longest words, so the buttons stay where they
     * are when P changes them (play-test 43: at 800x600 the row moved) */
    int shown = board_path_side(a);
    for (int i = 0; i < n; i++)
        if (b[i].id == W_PATH) {
            char words[64];
            if (shown < 0)
                snprintf(words, sizeof words, "%s", tr(a, STR_BOARD_PATH_SHOW));
            else
                trf(a, words, sizeof words, STR_BOARD_PATH_BUTTON,
                    tr(a, shown == 0 ? STR_SIDE_ONE : STR_SIDE_TWO));
            snprintf(labels[i], sizeof labels[i], pass == 0 ? "%s \xc2\xb7 P" : "%s", words);
        }
    float total_w = 0;
    for (int i = 0; i < n; i++)
        total_w += (uneven ? widths[i] : bw) + (i ? gap : 0);
    x = (L->bar.w - total_w) / 2;
    for (int i = 0; i < n; i++) {
        float w = uneven ? widths[i] : bw;
        app_button_px(a, b[i].id, x, y, w, bh, labels[i], b[i].enabled, px);
        x += w + gap;
    }
}

/* --- the line under the board --- */

/* Latrunculi's hint: what the move does, the most telling first ("" when nothing one move
 * deep says it: a quiet move). */
static void hint_reason(struct app *a, char *out, size_t len)
{
    const struct ludi_lat_effect *e = &a->game->ui.hint_why;
    out[0] = '\0';
    if (e->wins)
        snprintf(out, len, "%s", tr(a, STR_WHY_WINS));
    else if (e->guards_king || e->frees_king)   /* the king first: its loss ends the game */
        snprintf(out, len, "%s", tr(a, e->guards_king ? STR_WHY_GUARDS_KING : STR_WHY_FREES_KING));
    else if (e->taken == 1)
        trf(a, out, len, STR_WHY_TAKES_ONE, e->taken_at);
    else if (e->taken > 1)
        trf(a, out, len, STR_WHY_TAKES, e->taken, e->taken_at);
    else if (e->saved == 1)
        trf(a, out, len, STR_WHY_SAVES_ONE, e->saved_at);
    else if (e->saved > 1)
        trf(a, out, len, STR_WHY_SAVES, e->saved, e->saved_at);
    else if (e->threatened == 1)
        trf(a, out, len, STR_WHY_THREAT_ONE, e->threat_at);
    else if (e->threatened > 1)
        trf(a, out, len, STR_WHY_THREAT, e->threatened, e->threat_at);
    else if (e->traps_king || e->hems_king)
        snprintf(out, len, "%s", tr(a, e->traps_king ? STR_WHY_TRAPS_KING : STR_WHY_HEMS_KING));
    else if (a->game->ui.hint_next.taken > 0)
        trf(a, out, len, a->game->ui.hint_next.taken == 1 ? STR_WHY_PREPARES_ONE
                                                          : STR_WHY_PREPARES,
            a->game->ui.hint_next.taken_at);
    else if (a->game->ui.hint_next.wins)   /* a win that takes nothing: no square to name
                                              (play-test 9: "the men on  next move") */
        snprintf(out, len, "%s", tr(a, STR_WHY_PREPARES_WIN));
    /* what it costs, where it opens a man of the player's (play-test 52: the hint "threatens
     * 2 men", and the man it moved was taken at once) */
    if (e->exposed > 0) {
        char at[120], cost[200], does[200];
        chrome_list_words(a, e->exposed_at, STR_LIST_AND, at, sizeof at);
        trf(a, cost, sizeof cost, e->exposed > 1 ? STR_WHY_EXPOSES : STR_WHY_EXPOSES_ONE, at);
        snprintf(does, sizeof does, "%s", out);
        if (does[0])
            trf(a, out, len, STR_WHY_BUT, does, cost);
        else
            snprintf(out, len, "%s", cost);
    }
}

/* Latrunculi: the person to move's king can be trapped by the next move: by what, and where
 * ("" when it cannot). */
static void trap_words(struct app *a, char *out, size_t len)
{
    const struct game *g = a->game;
    const struct ludi_lat_trap *t = &g->ui.trap;
    out[0] = '\0';
    if (t->n <= 0 || !g->ui.legal_valid || !game_human_to_move(a) || game_busy(a))
        return;
    bool one = strchr(t->from_at, ',') == NULL;
    trf(a, out, len,
        !one ? STR_KING_TRAP_MANY : t->by_king ? STR_KING_TRAP_KING : STR_KING_TRAP_MAN,
        t->from_at, t->to_at);
    /* any piece hems a king in where the rules say so: the player's own man there too, which
     * loses at once (play-test 25: the square was filled by the player after this warning) */
    if (ludi_session_options(&g->flow.ss)->king == LUDI_KING_BLOCKED) {
        size_t at = strlen(out);
        ludi_buf_add(out, len, &at, "%s", tr(a, STR_KING_TRAP_OWN));
    }
}

void chrome_list_words(struct app *a, const char *names, enum str_id word, char *out,
                       size_t len)
{
    const char *last = strrchr(names, ',');
    if (last)
        snprintf(out, len, "%.*s %s%s", (int)(last - names), names, tr(a, word), last + 1);
    else
        snprintf(out, len, "%s", names);
}

/* Whether the warning that men of the person to move can be taken is to be said. */
static bool threat_said(struct app *a)
{
    const struct game *g = a->game;
    return g->ui.threat.n > 0 && g->ui.legal_valid && game_human_to_move(a) && !game_busy(a);
}

/* For one man that can be taken, or several taken by a move to one square (a move takes what
 * its square closes, whichever piece makes it), by what and where it would go: "(by a man to
 * g4)" ("" for several taken from several squares: they would make a long line). */
static void threat_by(struct app *a, char *out, size_t len)
{
    const struct ludi_lat_threat *t = &a->game->ui.threat;
    out[0] = '\0';
    if (!threat_said(a) || (t->n > 1 && strchr(t->to_at, ',')))
        return;
    char to[120];
    chrome_list_words(a, t->to_at, STR_LIST_OR, to, sizeof to);
    trf(a, out, len,
        !t->by_king ? STR_THREAT_BY_MAN : !t->by_man ? STR_THREAT_BY_KING : STR_THREAT_BY_MOVE,
        to);
}

/* Latrunculi: men of the person to move can be taken by the next move: which, and for one,
 * by what ("" when none can). */
static void threat_words(struct app *a, char *out, size_t len)
{
    const struct ludi_lat_threat *t = &a->game->ui.threat;
    out[0] = '\0';
    if (!threat_said(a))
        return;
    char at[120], by[160];
    chrome_list_words(a, t->at, STR_LIST_AND, at, sizeof at);
    trf(a, out, len, t->n > 1 ? STR_MEN_THREAT : STR_MAN_THREAT, at);
    threat_by(a, by, sizeof by);
    if (by[0]) {
        size_t n = strlen(out);
        snprintf(out + n, len - n, " %s", by);
    }
}

/* Latrunculi, a counter lifted: what the destination under the cursor, the counter dragged or
 * the pointer would cost the king; while none is (and not focused_only), what the crosses on
 * the others mean ("" when no destination would cost it). */
static void risk_words(struct app *a, bool focused_only, char *out, size_t len)
{
    const struct game *g = a->game;
    out[0] = '\0';
    if (g->ui.lift < 0 || g->ui.nrisky <= 0 || !game_can_interact(a))
        return;
    int d = scene_game_focus_dest(a);
    const struct ludi_lat_exposed *r = d >= 0 ? &g->ui.risk[d] : NULL;
    if (r && r->immobilised)
        snprintf(out, len, "%s", tr(a, STR_RISK_BLOCKS));
    else if (r && r->n > 0)
        trf(a, out, len, STR_RISK_TRAP, r->to_at);
    else if (!r && !focused_only) {
        /* the move that loses at once, where there is one, is the one to name (play-test 50) */
        bool lose = false;
        for (int i = 0; i < g->ui.ndest; i++)
            lose |= g->ui.risk[i].immobilised;
        snprintf(out, len, "%s", tr(a, lose ? STR_RISK_LOSE_MARKED : STR_RISK_MARKED));
    }
}

/* Latrunculi, a counter lifted (play-test 30: blocking where the warning named, a man was
 * itself taken): the men the destination under the cursor, the counter dragged or the pointer
 * would leave to be taken, and the enemy's move that would take them, "Moving here lets the
 * enemy take your man on g4 (by a3-g3)", or that it leaves none where others do; while none is
 * pointed at (and not focused_only), what the triangles mean ("" when no destination leaves
 * a man). */
static void leave_words(struct app *a, bool focused_only, char *out, size_t len)
{
    const struct game *g = a->game;
    out[0] = '\0';
    /* nothing to compare with: no move leaves a man, and none is open now (play-test 53:
     * while men were open, a move that saved them said they could be taken) */
    if (g->ui.lift < 0 || (g->ui.nleave <= 0 && !threat_said(a)) || !game_can_interact(a))
        return;
    int d = scene_game_focus_dest(a);
    if (d >= 0 && game_dest_leaves(a, d)) {
        const struct ludi_lat_threat *t = &g->ui.leave[d];
        struct ludi_state them = *present(a);
        them.side = !them.side;   /* the reply is the enemy's */
        char move[LUDI_MOVE_LEN], by[120], at[120];
        ludi_move_format(&them, &t->moves[0], move, sizeof move);
        trf(a, by, sizeof by,
            t->nmoves == 1 ? STR_LEAVE_BY : t->n == 1 ? STR_LEAVE_BY_OR : STR_LEAVE_BY_AND, move);
        chrome_list_words(a, t->at, STR_LIST_AND, at, sizeof at);
        trf(a, out, len, t->n > 1 ? STR_LEAVE_MEN : STR_LEAVE_MAN, at, by);
    } else if (d >= 0 &&
               !game_dest_risky(a, d)) {
        /* where other destinations are marked, one that is not says so: the safe block, or
         * the men open now that it leaves open */
        const struct ludi_lat_threat *t = &g->ui.leave[d];
        char at[120];
        chrome_list_words(a, t->at, STR_LIST_AND, at, sizeof at);
        if (t->n > 0)
            trf(a, out, len, t->n > 1 ? STR_LEAVE_STILL_MEN : STR_LEAVE_STILL_MAN, at);
        else
            snprintf(out, len, "%s", tr(a, STR_LEAVE_SAFE));
    } else if (d < 0 && !focused_only && g->ui.nfresh > 0) {
        /* with double rings too, both marks (play-test 36: the rings went unexplained); not
         * where no triangle stands (every move leaves an open man as it is) */
        snprintf(out, len, "%s",
                 tr(a, g->ui.ntake > 0 ? STR_LEAVE_TAKE_MARKED : STR_LEAVE_MARKED));
    }
}

/* What a move does (at: the enemy men it takes or threatens) and the player's men t it leaves
 * open as they are, in one line: the string man (one of them) or men (more). */
static void still_words(struct app *a, const struct ludi_lat_threat *t, enum str_id man,
                        enum str_id men, const char *at, char *out, size_t len)
{
    char open[120];
    chrome_list_words(a, t->at, STR_LIST_AND, open, sizeof open);
    trf(a, out, len, t->n > 1 ? men : man, at, open);
}

/* Latrunculi, a counter lifted (play-test 31: a capture looked like any other destination,
 * and pointing at one said nothing): what the destination under the cursor, the counter
 * dragged or the pointer takes, "Moving here takes the enemy man on d4", with what it leaves
 * to be taken after it where it does; with threats, what it threatens instead where it opens no
 * man of the player's, with the men it leaves open as they are; while none is
 * pointed at (and not focused_only), what the double rings mean ("" when nothing is taken,
 * threatened or pointed at). True when it said something that is no warning (no man left to
 * be taken). */
static bool take_words(struct app *a, bool focused_only, bool threats, char *out, size_t len)
{
    const struct game *g = a->game;
    out[0] = '\0';
    if (g->ui.lift < 0 || !game_can_interact(a))
        return false;
    int d = scene_game_focus_dest(a);
    char at[120];
    if (d >= 0 && game_dest_takes(a, d)) {
        const struct game_dest_effect *e = &g->ui.effect[d];
        chrome_list_words(a, e->taken_at, STR_LIST_AND, at, sizeof at);
        const struct ludi_lat_threat *t = &g->ui.leave[d];
        if (t->n > 0 && !game_dest_leaves(a, d) &&
            !game_dest_risky(a, d)) {
            /* men of the player's it leaves open as they are, in one line with it (play-test
             * 55: two sentences ran off the line) */
            still_words(a, t, STR_TAKE_STILL_MAN, STR_TAKE_STILL_MEN, at, out, len);
            return false;
        }
        if (e->taken > 1)
            trf(a, out, len, STR_TAKE_MEN, e->taken, at);
        else
            trf(a, out, len, STR_TAKE_MAN, at);
        /* what it opens to capture (play-test 54: game_dest_leaves means the triangle, a man
         * the move opens) */
        if (game_dest_leaves(a, d)) {
            char left[300];
            leave_words(a, true, left, sizeof left);
            size_t n = strlen(out);
            snprintf(out + n, len - n, " \xc2\xb7 %s", left);
            return false;
        }
    } else if (d >= 0 && threats && g->ui.effect[d].threatened > 0 &&
               !game_dest_leaves(a, d) &&
               !game_dest_risky(a, d)) {
        const struct game_dest_effect *e = &g->ui.effect[d];
        chrome_list_words(a, e->threat_at, STR_LIST_AND, at, sizeof at);
        const struct ludi_lat_threat *t = &g->ui.leave[d];
        if (t->n > 0) {
            /* and the men of the player's it leaves open as they are, in one line (play-test
             * 55: with one open already, the threat went unsaid behind it) */
            still_words(a, t, STR_THREATEN_STILL_MAN, STR_THREATEN_STILL_MEN, at, out, len);
            return false;
        }
        trf(a, out, len, e->threatened > 1 ? STR_THREATEN_MEN : STR_THREATEN_MAN, at);
    } else if (d < 0 && !focused_only && g->ui.ntake > 0) {
        snprintf(out, len, "%s", tr(a, STR_TAKE_MARKED));
    }
    return out[0] != '\0';
}

/* Dice values as a list for people, smallest first ("3, 5 and 6"), or as thrown (a throw
 * said beside the move list, which writes it as thrown). */
static void dice_words(struct app *a, const int *dice, int n, bool as_thrown, char *out,
                       size_t len)
{
    int d[LUDI_MAX_DICE];
    n = n > LUDI_MAX_DICE ? LUDI_MAX_DICE : n;
    for (int i = 0; i < n; i++) {
        int k = i;
        for (; k > 0 && !as_thrown && d[k - 1] > dice[i]; k--)
            d[k] = d[k - 1];
        d[k] = dice[i];
    }
    char names[32];
    size_t at = 0;
    names[0] = '\0';
    for (int i = 0; i < n; i++)
        ludi_buf_add(names, sizeof names, &at, "%s%d", i ? ", " : "", d[i]);
    chrome_list_words(a, names, STR_LIST_AND, out, len);
}

/* A lifted counter dragged away from where it was pressed (not a click): let go where it
 * goes, there is nothing to click. */
static bool dragged(const struct game *g)
{
    return g->ui.lift >= 0 && g->ui.dragging && g->ui.moved;
}

/* Duodecim scripta, a counter lifted (play-test 45: the double ring of a hit said nothing):
 * the place pointed at hits, "moving it to 22 hits the enemy counter there: ..."; else, none
 * pointed at, what a double ring among the places does. False when no place hits. */
static bool hit_words(struct app *a, char *out, size_t len)
{
    struct game *g = a->game;
    out[0] = '\0';
    if (g->ui.lift < 0 || ludi_session_options(&g->flow.ss)->game != LUDI_DUODECIM)
        return false;
    int d = scene_game_focus_dest(a);
    bool any = false;
    for (int i = 0; i < g->ui.ndest; i++)
        any |= game_dest_hits(a, i);
    if (game_dest_hits(a, d))
        trf(a, out, len, STR_DUO_HIT_THERE, g->ui.hit_at[d]);
    else if (any && d < 0)
        snprintf(out, len, "%s", tr(a, STR_DUO_HIT_MARKED));
    return out[0] != '\0';
}

/* Duodecim scripta during a person's turn (newcomers saw the line go empty after a die's
 * step): a step a click made by itself, "14 to 17: its only move", then what is left as
 * the core says it (ludi_turn_rest): the dice still to play, those the rules leave unused, and
 * the rest one way only; at the turn's start the dice to play ("" with nothing to play). */
static void rest_words(struct app *a, char *out, size_t len)
{
    const struct game *g = a->game;
    const struct ludi_turn_rest *r = &g->ui.rest;
    out[0] = '\0';
    if (r->nplay == 0 || !g->ui.legal_valid || !game_human_to_move(a) || game_busy(a))
        return;
    size_t at = 0;
    const struct ludi_step *c = &g->ui.clicked;
    const struct ludi_step *last = g->ui.nmade > 0 ? &g->ui.made[g->ui.nmade - 1] : NULL;
    if (last && g->ui.clicked_at == g->ui.nmade && c->from == last->from &&
        c->to == last->to && c->die == last->die) {
        char from[8], to[8], said[120];
        snprintf(from, sizeof from, "%d", c->from);
        snprintf(to, sizeof to, "%d", c->to);
        if (c->from == LUDI_OFF)
            trf(a, said, sizeof said, STR_CLICKED_ENTER, to);
        else if (c->to == LUDI_OUT)
            trf(a, said, sizeof said, STR_CLICKED_OFF, from);
        else
            trf(a, said, sizeof said, STR_CLICKED_MOVE, from, to);
        ludi_buf_add(out, len, &at, "%s \xc2\xb7 ", said);
    }
    char play[48], part[120];
    dice_words(a, r->play, r->nplay, false, play, sizeof play);
    /* at the turn's start "To play: 3, 5 and 1", after a step "Still to play: 5 and 1" */
    trf(a, part, sizeof part, last ? STR_REST_PLAY : STR_REST_FIRST, play);
    ludi_buf_add(out, len, &at, "%s", part);
    /* the dice left that the rest does not use: each die left, less those it plays */
    int unused[LUDI_MAX_DICE], nu = 0;
    bool taken[LUDI_MAX_DICE] = {false}, also_played = false;
    for (int i = 0; i < r->ndice; i++) {
        bool played = false;
        for (int k = 0; k < r->nplay && !played; k++)
            if (!taken[k] && r->play[k] == r->dice[i])
                played = taken[k] = true;
        if (!played)
            unused[nu++] = r->dice[i];
    }
    for (int i = 0; i < nu; i++)
        for (int k = 0; k < r->nplay; k++)
            also_played |= r->play[k] == unused[i];
    if (also_played && nu == 1) {   /* "Still to play: 6 (the 6 cannot be used)" reads wrong */
        snprintf(part, sizeof part, "%s", tr(a, STR_REST_UNUSED_DIE));
    } else if (also_played) {
        trf(a, part, sizeof part, STR_REST_UNUSED_DICE, nu);
    } else if (nu > 0) {
        dice_words(a, unused, nu, false, play, sizeof play);
        trf(a, part, sizeof part, nu == 1 ? STR_REST_UNUSED_ONE : STR_REST_UNUSED_MANY, play);
    }
    if (nu > 0)
        ludi_buf_add(out, len, &at, " (%s)", part);
    /* what to do, at the turn's start and after a step too (play-test 30: "Still to play: 1
     * and 5" said nothing of how) */
    /* with a counter lifted, where to click now (play-test 35: "click a ringed counter" stood
     * on while the rings were on the places) */
    char hit[200];
    if (g->ui.lift >= 0 && hit_words(a, hit, sizeof hit))
        ludi_buf_add(out, len, &at, "; %s", hit);
    else if (dragged(g))
        ;   /* dragged: let go where it goes (no click to tell of) */
    else if (g->ui.lift >= 0)
        ludi_buf_add(out, len, &at, "; %s",
                     tr(a, g->ui.keys ? STR_REST_KEYS_PLACE : STR_REST_CLICK_PLACE));
    else if (r->one_way)
        ludi_buf_add(out, len, &at, ", %s",
                     tr(a, g->ui.keys ? STR_REST_ONE_WAY_KEYS : STR_REST_ONE_WAY));
    else
        ludi_buf_add(out, len, &at, "; %s", tr(a, g->ui.keys ? STR_REST_KEYS : STR_REST_CLICK));
}

/* What the last move took: the player's own capture ("" nothing). */
static void took_own_words(struct app *a, char *out, size_t len)
{
    const struct game *g = a->game;
    enum ludi_game game = ludi_session_options(&g->flow.ss)->game;
    bool one = g->ui.took == 1;
    char at[120];   /* "c2 and d2", as the warnings list men */
    chrome_list_words(a, g->ui.took_at, STR_LIST_AND, at, sizeof at);
    if (game == LUDI_DUODECIM)
        trf(a, out, len, one ? STR_YOU_HIT_ONE : STR_YOU_HIT_MANY, g->ui.took);
    else if (one)
        trf(a, out, len, game == LUDI_PENTE ? STR_YOU_KNOCKED : STR_YOU_TOOK_MAN, at);
    else
        trf(a, out, len, game == LUDI_PENTE ? STR_YOU_KNOCKED_MANY : STR_YOU_TOOK_MEN,
            g->ui.took, at);
}

/* What the last move took of the player's, or took for the player ("" nothing). */
static void took_plain(struct app *a, char *out, size_t len)
{
    const struct game *g = a->game;
    out[0] = '\0';
    if (g->ui.took <= 0)
        return;
    if (g->ui.took_own) {
        took_own_words(a, out, len);
        return;
    }
    enum ludi_game game = ludi_session_options(&g->flow.ss)->game;
    const char *who = tr_side(a, game, g->ui.took_side);
    bool one = g->ui.took == 1;
    char at[120];
    chrome_list_words(a, g->ui.took_at, STR_LIST_AND, at, sizeof at);
    if (!g->flow.lesson && game_said_to(a, g->ui.took_side)) {
        /* two people at one table: "your" would be either of them (play-test 13: "Black took
         * your man" under "White to move (you)"), so both sides are named */
        const char *whose = tr_side(a, game, !g->ui.took_side);
        if (game == LUDI_DUODECIM && one)
            trf(a, out, len, STR_HIT_ONE_OF, who, whose);
        else if (game == LUDI_DUODECIM)
            trf(a, out, len, STR_HIT_MANY_OF, who, g->ui.took, whose);
        else if (one)
            trf(a, out, len, game == LUDI_PENTE ? STR_KNOCKED_OF : STR_TOOK_MAN_OF, who, whose,
                at);
        else
            trf(a, out, len, game == LUDI_PENTE ? STR_KNOCKED_MANY_OF : STR_TOOK_MEN_OF, who,
                g->ui.took, whose, at);
        return;
    }
    if (game == LUDI_DUODECIM && one)
        trf(a, out, len, STR_HIT_ONE, who);
    else if (game == LUDI_DUODECIM)
        trf(a, out, len, STR_HIT_MANY, who, g->ui.took);
    else if (one)
        trf(a, out, len, game == LUDI_PENTE ? STR_KNOCKED : STR_TOOK_MAN, who, at);
    else
        trf(a, out, len, game == LUDI_PENTE ? STR_KNOCKED_MANY : STR_TOOK_MEN, who, g->ui.took,
            at);
}

/* Latrunculi: the last move in the record, when the computer made it, as the list writes it
 * ("b8-b7"), into out; returns the side that made it, -1 when it is no computer's move (or the
 * game no Latrunculi). */
static int computer_last_move(struct app *a, char *out, size_t len)
{
    const struct game *g = a->game;
    const struct ludi_session *ss = &g->flow.ss;
    size_t now = ludi_session_now(ss);
    out[0] = '\0';
    if (ludi_session_options(ss)->game != LUDI_LATRUNCULI || g->flow.lesson || now == 0)
        return -1;
    const struct ludi_event *e = ludi_session_event(ss, now - 1);
    if (e->kind != LUDI_EVENT_MOVE || ludi_session_player(ss, e->side).kind != LUDI_COMPUTER)
        return -1;
    game_move_words(a->lang, ludi_session_state_at(ss, now - 1), &e->after, &e->move,
                    game_words_side(a), out, len);
    return e->side;
}

/* Whether the computer's last move (computer_last_move) was its king's. */
static bool computer_moved_king(const struct app *a)
{
    const struct ludi_session *ss = &a->game->flow.ss;
    size_t now = ludi_session_now(ss);
    if (now == 0)
        return false;
    const struct ludi_event *e = ludi_session_event(ss, now - 1);
    const struct ludi_state *before = ludi_session_state_at(ss, now - 1);
    int sq = e->move.steps[0].from;
    if (e->kind != LUDI_EVENT_MOVE || e->move.nsteps < 1 || sq < 0)
        return false;
    int bit = ludi_lat_bit(before->opt.width, sq);
    return (before->g.lat.kings[e->side][bit >> 6] >> (bit & 63)) & 1;
}

/* What the last move took, as took_plain; with why, and men taken from an enclosed line that
 * held their own king, why the king did not keep them (a play-test: a newcomer's man taken
 * beside his king went unexplained; the rules say the king in the line stays). */
static void took_words(struct app *a, bool why, bool move_too, char *out, size_t len)
{
    took_plain(a, out, len);
    /* the computer's capture with its move, as the warnings name a move: "White took your
     * man on c7 (by b8-b7)" (play-test 37: the move was said only in the list) */
    char move[LUDI_MOVE_LEN + 32], by[LUDI_MOVE_LEN + 64];
    const struct game *g = a->game;
    if (move_too && out[0] && !g->ui.took_own &&
        computer_last_move(a, move, sizeof move) == g->ui.took_side) {
        move[strcspn(move, "x")] = '\0';   /* the list's mark of a capture, said already */
        trf(a, by, sizeof by, STR_LEAVE_BY, move);
        size_t at = strlen(out);
        ludi_buf_add(out, len, &at, " (%s)", by);
    }
    if (why && out[0] && a->game->ui.took_king > 0) {
        size_t at = strlen(out);
        ludi_buf_add(out, len, &at, "%s", tr(a, STR_TOOK_KING_LINE));
    }
}

/* Pente grammai, a throw the player has several ways to play: what to do (a play-test: the
 * line stood empty); in the classic mode, that the throw may be shared, and once a part is
 * played, what is left of it. */
static void pente_choice_words(struct app *a, const struct ludi_state *s, char *out,
                               size_t len)
{
    const struct game *g = a->game;
    int d = s->ndice >= 1 ? s->dice[0] : 0, rest = d;
    for (int k = 0; k < g->ui.nmade; k++)
        rest -= g->ui.made[k].die;   /* a classic part's die is its length */
    bool classic = s->opt.mode == LUDI_PENTE_CLASSIC;
    if (d <= 0 || rest <= 0)
        out[0] = '\0';
    else if (g->ui.nmade > 0)
        trf(a, out, len, STR_PT_REST, rest);
    else if (d == 1)
        snprintf(out, len, "%s", tr(a, STR_PT_CHOOSE_ONE));
    else
        trf(a, out, len, classic ? STR_PT_SPLIT : STR_PT_CHOOSE, d, d);
}

/* A turn of one step that nothing else explains (a first throw): the step in plain words,
 * "Only one move is possible: a waiting counter enters on 3A. Click ...". False where the turn
 * has more steps or bears a counter off. */
static bool forced_one_words(struct app *a, char *out, size_t len)
{
    const struct game *g = a->game;
    if (g->ui.forced.nsteps != 1 || g->ui.forced_order || g->ui.nmade > 0 || g->ui.lift >= 0)
        return false;
    const struct ludi_state *s = ludi_session_state(&g->flow.ss);
    const struct ludi_step *st = &g->ui.forced.steps[0];
    if (st->to == LUDI_OUT && s->opt.game == LUDI_DUODECIM)
        return false;
    struct ludi_move one = {.nsteps = 1};
    one.steps[0] = *st;
    char step[LUDI_MOVE_LEN];
    ludi_move_format(s, &one, step, sizeof step);
    char *dash = strrchr(step, '-');   /* "4A-5A": from, dash, to (as game_step_to_name) */
    if (!dash)
        return false;
    *dash = '\0';
    const char *to = dash + 1;
    if (st->from == LUDI_OFF)
        trf(a, out, len, STR_FORCED_IN, to);
    else
        trf(a, out, len, STR_FORCED_TO, step, to);
    return true;
}

/* Pente grammai (play-test 34: pointing at a counter said nothing of where it would go): where
 * the counter lifted, else the one pointed at, goes with the throw, "This counter goes to 5A",
 * and whether it knocks a counter off there (the core's preview of the step says so); the
 * places a shared throw (the classic mode) lets it reach, "This counter can go to 4A or 5A";
 * lifted, what to do now (play-test 35). "" when no counter that can move is pointed at. */
static void pointed_words(struct app *a, const struct ludi_state *s, char *out, size_t len)
{
    struct game *g = a->game;
    out[0] = '\0';
    int i = g->ui.pointed = scene_game_pointed_piece(a);
    if (i < 0 || g->ui.nmade >= LUDI_MAX_STEPS)
        return;
    int from = g->draw.pcs[i].where, op = !s->side, n = 0, tos[8];
    struct ludi_state before, after;
    if (!ludi_preview(s, g->ui.made, g->ui.nmade, &before))
        return;
    char names[120] = "", name[LUDI_MOVE_LEN];
    size_t at = 0;
    bool knocks = false;
    struct ludi_step made[LUDI_MAX_STEPS];
    memcpy(made, g->ui.made, sizeof made);
    for (int k = 0; k < g->ui.nlegal && n < 8; k++) {
        const struct ludi_step *st = &g->ui.legal[k];
        bool seen = false;
        for (int j = 0; j < n; j++)
            seen |= tos[j] == st->to;
        if (st->from != from || seen)
            continue;
        tos[n++] = st->to;
        game_step_to_name(&before, st, name, sizeof name);
        ludi_buf_add(names, sizeof names, &at, "%s%s", n > 1 ? ", " : "", name);
        made[g->ui.nmade] = *st;
        knocks = ludi_preview(s, made, g->ui.nmade + 1, &after) &&
                 ludi_counters_off(&after, op) > ludi_counters_off(&before, op);
    }
    if (n > 1) {
        char list[160];
        chrome_list_words(a, names, STR_LIST_OR, list, sizeof list);
        trf(a, out, len, STR_PT_GOES_MANY, list);
    } else if (n == 1) {
        bool enters = from == LUDI_OFF;
        trf(a, out, len, enters ? (knocks ? STR_PT_ENTERS_KNOCKS : STR_PT_ENTERS)
                                : (knocks ? STR_PT_GOES_KNOCKS : STR_PT_GOES), names);
    }
    /* lifted: what to do now; not while dragged, let go where it goes (play-test 45: in
     * German at 800x600 the words were cut short while dragging) */
    if (n > 0 && g->ui.lift >= 0 && !dragged(g)) {
        at = strlen(out);
        ludi_buf_add(out, len, &at, " \xc2\xb7 %s",
                     tr(a, g->ui.keys ? STR_PT_LIFTED_KEYS : STR_PT_LIFTED));
    }
}

/* Pente grammai, the computer's throw shown on the die until the person throws (play-test 30:
 * the die lay blank, what the computer threw only in the move list): what it threw and what
 * its move did, "White threw 4 and moved 2B to 1A", "... and knocked your counter off 1A"
 * ("" when no such throw is shown). In Duodecim scripta the player's counters it hit are said
 * once, at the end; brief 1: its steps as the move list writes them, then the hits, "White
 * threw 6, 4 and 2: 25-27x 27-7x W6-24 · your counters on 27 and 7 were hit"; brief 2: the
 * steps alone. */
static void computer_throw_words(struct app *a, int brief, char *out, size_t len)
{
    const struct game *g = a->game;
    const struct ludi_event *e = game_computer_throw(a);
    out[0] = '\0';
    if (!e || e->ndice < 1)
        return;
    const struct ludi_session *ss = &g->flow.ss;
    const struct ludi_event *m = NULL;   /* its move, after the throw, event mi */
    size_t k = ludi_session_now(ss), mi = 0, at = 0;
    while (k-- > 0 && ludi_session_event(ss, k) != e) {
        const struct ludi_event *ev = ludi_session_event(ss, k);
        if (ev->kind == LUDI_EVENT_MOVE && ev->side == e->side) {
            m = ev;
            mi = k;
        }
    }
    if (!m)
        return;
    enum ludi_game game = ludi_session_options(ss)->game;
    const char *who = tr_side(a, game, e->side);
    if (game == LUDI_DUODECIM) {
        /* its three dice and its turn as the move list writes it, in the board's numbers
         * (play-test 31: the computer's turn went by in a second, the dice then blank) */
        int dice[LUDI_MAX_DICE];
        for (int i = 0; i < e->ndice && i < LUDI_MAX_DICE; i++)
            dice[i] = e->dice[i];
        char thrown[64], steps[200];
        /* as thrown, as the list writes them (play-test 36: the line said "1, 3 and 5" where
         * the list said 5·1·3) */
        dice_words(a, dice, e->ndice, true, thrown, sizeof thrown);
        if (m->move.nsteps == 0) {
            trf(a, out, len, STR_DUO_THREW_PASS, who, thrown);
            return;
        }
        /* where it hit the player's counters (play-test 68: "29-7x 7-8x" said nothing in words
         * of counters sent back; play-test 69: each hit said apart, "..., hitting a counter,
         * moved ...", was too long for the line) */
        const struct ludi_state *before = ludi_session_state_at(ss, mi);
        char hit[120], where[160];
        int nhit = brief != 2 && game_said_to(a, !e->side)
                       ? game_hit_at(a->lang, before, &m->after, &m->move, game_words_side(a), hit,
                                     sizeof hit)
                       : 0;
        if (nhit > 0)
            chrome_list_words(a, hit, STR_LIST_AND, where, sizeof where);
        if (brief) {
            game_move_words(a->lang, before, &m->after, &m->move, game_words_side(a), steps,
                            sizeof steps);
            if (nhit > 0)
                trf(a, out, len, nhit > 1 ? STR_DUO_THREW_BRIEF_HITS : STR_DUO_THREW_BRIEF_HIT,
                    who, thrown, steps, where);
            else
                trf(a, out, len, STR_DUO_THREW_BRIEF, who, thrown, steps);
            return;
        }
        game_turn_said(a->lang, before, &m->after, &m->move, game_words_side(a), nhit == 0,
                       steps, sizeof steps);
        if (nhit > 0) {
            size_t end = strlen(steps);
            char tail[200];
            trf(a, tail, sizeof tail, nhit > 1 ? STR_SAID_HIT_YOURS_MANY : STR_SAID_HIT_YOURS,
                where);
            ludi_buf_add(steps, sizeof steps, &end, "%s", tail);
        }
        trf(a, out, len, STR_DUO_THREW_SAID, who, thrown, steps);
        return;
    }
    int d = e->dice[0];
    if (m->move.nsteps == 0) {
        trf(a, out, len, STR_PT_THREW_PASS, who, d);
        return;
    }
    /* what it knocked off, from the move itself (play-test 35: after Undo and Redo, which
     * replay no knock-off to be said, the line said the counter had only entered) */
    const struct ludi_state *before = ludi_session_state_at(ss, mi);
    char knocked[120];
    if (game_knocked_at(before, &m->after, &m->move, knocked, sizeof knocked) > 0) {
        char where[120];
        chrome_list_words(a, knocked, STR_LIST_AND, where, sizeof where);
        trf(a, out, len, STR_PT_THREW_KNOCKED, who, d, where);
        return;
    }
    char steps[160];
    steps[0] = '\0';
    for (int i = 0; i < m->move.nsteps; i++) {
        struct ludi_move one = {.nsteps = 1, .steps = {m->move.steps[i]}};
        char name[LUDI_MOVE_LEN], step[48];
        ludi_move_format(before, &one, name, sizeof name);
        char *dash = strchr(name, '-');
        if (!dash)
            continue;
        *dash = '\0';
        if (m->move.steps[i].from == LUDI_OFF && m->move.nsteps == 1) {
            trf(a, out, len, STR_PT_THREW_IN, who, d, dash + 1);
            return;
        }
        trf(a, step, sizeof step, STR_PT_STEP, name, dash + 1);
        bool last = i + 1 == m->move.nsteps;
        ludi_buf_add(steps, sizeof steps, &at, "%s%s",
                     i == 0 ? "" : last ? tr(a, STR_PT_STEPS_AND) : ", ", step);
    }
    trf(a, out, len, STR_PT_THREW, who, d, steps);
}

/* Latrunculi, the person to move after the computer: what it played, "White played a8-a6"
 * (play-test 31: the line under the board stayed empty after the computer's move unless it
 * took a man, the move seen only as a small mark and in the list), until a man is lifted; ""
 * otherwise. side and move: computer_last_move's. */
static void computer_moved_words(struct app *a, int side, const char *move, char *out,
                                 size_t len)
{
    const struct game *g = a->game;
    const struct ludi_session *ss = &g->flow.ss;
    const struct ludi_state *s = ludi_session_state(ss);
    out[0] = '\0';
    if (s->opt.game != LUDI_LATRUNCULI || s->phase != LUDI_PHASE_MOVE || g->flow.lesson ||
        !game_human_to_move(a) || game_busy(a) || g->ui.review >= 0 || g->ui.lift >= 0)   /* said until a man is lifted (play-test 32: it stayed) */
        return;
    if (side < 0 || side == s->side)
        return;
    /* its king's move named as the king's (play-test 59: "White played f7-f6" said not) */
    trf(a, out, len, computer_moved_king(a) ? STR_LAT_PLAYED_KING : STR_LAT_PLAYED,
        tr_side(a, s->opt.game, side), move);
    /* the person's move before it closed the enemy king in a line: why it still stands */
    if (g->ui.flank_at > 0 && ludi_session_now(ss) == g->ui.flank_at + 1) {
        size_t at = strlen(out);
        ludi_buf_add(out, len, &at, " \xc2\xb7 %s", tr(a, STR_LAT_KING_FLANKED));
    }
}

uint32_t chrome_status_words(struct app *a, char *msg, size_t len)
{
    struct game *g = a->game;
    const struct ludi_state *s = present(a);
    uint32_t col = 0xd8c9a8ffu;
    char took[300], help[300];
    bool plain = false;   /* said by take_words, and no warning */
    msg[0] = help[0] = '\0';
    g->ui.pointed = -1;   /* none said, unless pointed_words says one */
    took_words(a, true, true, took, sizeof took);
    /* the person it is said to has moved since (play-test 10: a hit stayed said after the
     * counter entered); their own capture stays said through the computer's steps */
    int said_to = g->ui.took_own ? g->ui.took_side : !g->ui.took_side;
    if (g->ui.nmade > 0 && ludi_session_state(&g->flow.ss)->side == said_to)
        took[0] = '\0';
    /* Pente grammai: the computer's throw and what it did, its knock-off too, said as the
     * latest move until the person throws */
    char threw[300];
    computer_throw_words(a, 0, threw, sizeof threw);
    if (threw[0] && took[0] && s->opt.game == LUDI_DUODECIM) {
        /* its hit said after its turn (cut short, the turn stays whole) */
        char was[300];
        size_t at = 0;
        memcpy(was, took, sizeof was);
        took[0] = '\0';
        ludi_buf_add(took, sizeof took, &at, "%s \xc2\xb7 %s", threw, was);
    } else if (threw[0]) {
        snprintf(took, sizeof took, "%s", threw);
    }
    if (g->ui.review >= 0) {
        snprintf(msg, len, "%s", tr(a, STR_REVIEWING));
        return col;
    } else if (g->ui.hint_shown) {
        char why[400];
        hint_reason(a, why, sizeof why);
        if (g->ui.hint_win >= 0)
            review_hint_words(a, msg, len);   /* the best turns and their chances */
        else if (why[0])
            snprintf(msg, len, "%s: %s", tr(a, STR_HINT_SHOWN), why);
        else
            snprintf(msg, len, "%s", tr(a, STR_HINT_SHOWN));
        if (g->ui.keys && g->ui.hint_cursor && g->ui.lift < 0) {   /* the cursor stands on
                                                                       it (play-tests 16, 18) */
            size_t at = strlen(msg);
            bool steps = g->ui.hint.nsteps - g->ui.nmade > 1;   /* a dice game's turn */
            ludi_buf_add(msg, len, &at, " \xc2\xb7 %s",
                         tr(a, steps ? STR_HINT_ENTER_STEPS : STR_HINT_ENTER));
        }
        return 0x9fd8f8ffu;
    } else if ((risk_words(a, true, help, sizeof help), help[0]) ||
               (plain = take_words(a, true, false, help, sizeof help), help[0]) ||
               (plain = take_words(a, true, true, help, sizeof help), help[0]) ||
               (leave_words(a, true, help, sizeof help), help[0]) ||
               (trap_words(a, help, sizeof help), help[0]) ||
               (risk_words(a, false, help, sizeof help), help[0]) ||
               (leave_words(a, false, help, sizeof help), help[0]) ||
               (threat_words(a, help, sizeof help), help[0]) ||
               (plain = take_words(a, false, false, help, sizeof help), help[0])) {
        /* the destination pointed at first (the king's cross before what it takes, then what
         * it threatens, said only where it leaves no man to be taken, then the men's triangle
         * or that it leaves none: play-test 34 saw the threat yield to that), then the trap
         * there is already (the crosses are then the moves that leave it), then what the
         * crosses mean, then the triangles, then the men that can be taken (the king first:
         * its loss ends the game), then the double rings; in the mark's colour, after what the
         * last move took (play-test 9: a man taken went unsaid beside it) */
        /* the computer's reply, once made, in place of the player's own capture before it
         * (play-tests 38, 39: "You took the enemy man on b3 \xc2\xb7 Your man on a5 can be
         * taken" stood after White's h4-a4, which made that threat, went unsaid) */
        /* ... and with a man lifted, neither: the reply is made, the capture before it is old
         * news (play-test 52: "You took the enemy man on h3" came back on lifting a man, after
         * White's f2-i2) */
        /* ... and with nothing taken, the computer's move before the warning it made
         * (play-test 61: "White played a8-a6" went unsaid whenever a warning followed it);
         * cut first where the line is too long (chrome_draw_status) */
        char moved[200], last[LUDI_MOVE_LEN + 32];
        int replied = computer_last_move(a, last, sizeof last);
        if (replied >= 0 && (!took[0] || (g->ui.took_own && replied != g->ui.took_side))) {
            computer_moved_words(a, replied, last, moved, sizeof moved);   /* "" lifted */
            snprintf(took, sizeof took, "%s", moved);
        }
        snprintf(msg, len, "%s%s%s", took, took[0] ? " \xc2\xb7 " : "", help);
        /* ... but the safe block, a capture and a threat are no warning: said in the line's
         * own colour (play-test 31: "leaves none of your men to be taken" stood in the
         * warnings' red) */
        return plain || strcmp(help, tr(a, STR_LEAVE_SAFE)) == 0 ? col : TRAP_TEXT_RGBA;
    } else if (game_human_to_move(a) && s->phase == LUDI_PHASE_ROLL && !game_busy(a)) {
        /* Pente grammai throws one die: "the die", as its rules and lessons say */
        snprintf(help, sizeof help, "%s",
                 tr(a, ludi_game_dice(s->opt.game) == 1 ? STR_THROW_HELP_ONE : STR_THROW_HELP));
    } else if (game_human_to_move(a) && s->opt.game == LUDI_PENTE &&
               s->phase == LUDI_PHASE_MOVE && g->ui.legal_valid && !g->flow.lesson &&
               !game_busy(a) && (pointed_words(a, s, help, sizeof help), help[0])) {
        /* the counter pointed at: where it goes (said as it is pointed at, before what the
         * throw asks in general) */
    } else if (game_human_to_move(a) && g->ui.forced.nsteps > 0 && g->ui.legal_valid &&
               !game_busy(a)) {
        /* "only one move" only where there is nothing to choose, not even the dice's order;
         * the rule that forces it when the core names one (other counters seem free) */
        char why[200];
        if (g->ui.forced_why.code != LUDI_WHY_NONE) {
            tr_why_plain(a, s->opt.game, &g->ui.forced_why, game_said_to(a, s->side), why,
                         sizeof why);
            if (why[0] >= 'a' && why[0] <= 'z')
                why[0] = (char)(why[0] - 'a' + 'A');
            /* Pente grammai's classic mode: one die, and a throw may move several counters
             * (play-test 17: "these dice" in a one-die game) */
            bool one_die = ludi_game_dice(s->opt.game) == 1;
            trf(a, help, sizeof help,
                !g->ui.forced_order ? STR_FORCED_WHY
                : one_die ? STR_FORCED_ORDER_WHY_ONE : STR_FORCED_ORDER_WHY, why);
        } else {
            /* every step brings a counter in (a first throw): said as what to do */
            bool enter = g->ui.forced_order;
            for (int k = 0; k < g->ui.forced.nsteps; k++)
                enter &= g->ui.forced.steps[k].from == LUDI_OFF;
            /* several dice with nothing to choose: one way to play them, each die a click
             * (play-test 31: "only one move" read wrong beside three dice to play) */
            bool dice = !g->ui.forced_order && g->ui.forced.nsteps > 1 &&
                        ludi_game_dice(s->opt.game) > 1;
            if (!forced_one_words(a, help, sizeof help))
                snprintf(help, sizeof help, "%s",
                         tr(a, enter && g->ui.lift >= 0
                                   ? (g->ui.keys ? STR_FORCED_ENTER_LIFTED_KEYS
                                                 : STR_FORCED_ENTER_LIFTED)
                               : enter ? (g->ui.keys ? STR_FORCED_ENTER_KEYS : STR_FORCED_ENTER)
                               : dice ? STR_FORCED_DICE
                               : !g->ui.forced_order ? STR_FORCED
                               : ludi_game_dice(s->opt.game) == 1 ? STR_FORCED_ORDER_ONE
                                                                  : STR_FORCED_ORDER));
        }
    } else if (game_human_to_move(a) && s->opt.game == LUDI_PENTE &&
               s->phase == LUDI_PHASE_MOVE && g->ui.legal_valid && g->ui.nlegal > 0 &&
               !g->flow.lesson && !game_busy(a)) {
        pente_choice_words(a, s, help, sizeof help);
    } else {
        rest_words(a, help, sizeof help);   /* the turn under way: what is left of it */
    }
    /* what the computer played, also after the person's own capture said through its reply
     * (play-test 35: after a capture White's reply went unsaid) */
    if (!help[0] && (!took[0] || g->ui.took_own)) {
        char move[LUDI_MOVE_LEN + 32];
        int side = computer_last_move(a, move, sizeof move);
        computer_moved_words(a, side, move, help, sizeof help);
    }
    /* Latrunculi's first move: how to move a man, as the dice games say how to throw
     * (play-test 37: the line stood empty until a man was clicked) */
    if (!help[0] && !took[0] && s->opt.game == LUDI_LATRUNCULI && game_human_to_move(a) &&
        g->ui.lift < 0 && !g->flow.lesson && !game_busy(a) &&
        ludi_session_moves_played(&g->flow.ss) < 2)
        snprintf(help, sizeof help, "%s", tr(a, STR_LAT_HOW));
    /* a man lifted, nothing else to say: where to click (play-test 45: lifting a man emptied
     * the line) */
    else if (!help[0] && !took[0] && s->opt.game == LUDI_LATRUNCULI && game_can_interact(a) &&
             g->ui.lift >= 0 && !dragged(g) && !g->flow.lesson)
        snprintf(help, sizeof help, "%s",   /* the king is no man (play-test 47) */
                 tr(a, g->ui.keys ? STR_LAT_LIFTED_KEYS   /* no click (play-test 60) */
                       : g->draw.pcs[g->ui.lift].king ? STR_LAT_LIFTED_KING : STR_LAT_LIFTED));
    /* what the computer took first, then what to do now */
    snprintf(msg, len, "%s%s%s", took, took[0] && help[0] ? " \xc2\xb7 " : "", help);
    return col;
}

/* The status line's words msg fitted to its width (shrunk, then cut short with an ellipsis)
 * into fit; the size they are drawn at. */
static float status_fit(struct app *a, const char *msg, char *fit, size_t len)
{
    const struct game_layout *L = &a->game->draw.lay;
    float t = L->t;
    return app_fit(a, FACE_ITALIC, app_px(a, 17 * t), app_px(a, 12 * t), L->status.w, msg, fit,
                   len);
}

/* The status line's words msg, too long for one line at a size that reads well, drawn whole
 * on two, split at the " \xc2\xb7 " or else the space that shares them out most evenly, each
 * line at the same size, 15 units down to 12; false (nothing drawn) where two cannot hold them
 * whole (play-test 62: German at 1177x736 stood about 8 px high). */
static bool status_two_lines(struct app *a, const char *msg, uint32_t col)
{
    struct gfx *gx = &a->g;
    struct game *g = a->game;
    const struct game_layout *L = &g->draw.lay;
    float t = L->t;
    /* the separator where it leaves neither line above two thirds of the words, else the
     * space */
    size_t n = strlen(msg), best = 0, sep_len = 0;
    static const char dot[] = " \xc2\xb7 ";
    for (int pass = 0; pass < 2 && best == 0; pass++) {
        const char *sep = pass == 0 ? dot : " ";
        size_t sl = strlen(sep);
        for (const char *p = strstr(msg, sep); p; p = strstr(p + 1, sep)) {
            size_t at = (size_t)(p - msg), worst = at > n - at - sl ? at : n - at - sl;
            size_t was = best > n - best - sep_len ? best : n - best - sep_len;
            if (at > 0 && at + sl < n && (pass == 1 || 3 * worst <= 2 * n) &&
                (best == 0 || worst < was)) {
                best = at;
                sep_len = sl;
            }
        }
    }
    if (best == 0)
        return false;
    char line[2][400], cut[400];
    snprintf(line[0], sizeof line[0], "%.*s", (int)best, msg);
    snprintf(line[1], sizeof line[1], "%s", msg + best + sep_len);
    float px = app_px(a, 15 * t);
    for (int k = 0; k < 2; k++) {
        float fits = app_fit(a, FACE_ITALIC, app_px(a, 15 * t), app_px(a, 12 * t), L->status.w,
                             line[k], cut, sizeof cut);
        if (strcmp(cut, line[k]) != 0)
            return false;   /* two lines cannot hold them whole either */
        px = fminf(px, fits);
    }
    int tw[2], th;
    gfx_text_size(gx, FACE_ITALIC, px, line[0], &tw[0], &th);
    gfx_text_size(gx, FACE_ITALIC, px, line[1], &tw[1], &th);
    float w = (float)(tw[0] > tw[1] ? tw[0] : tw[1]), h = 2 * (float)th;
    float cx = L->status.x + L->status.w / 2, y = L->status.y + (L->status.h - h) / 2;
    /* taller than the line: up into the wood above it, never over the board, its trays or
     * anything under the line (the buttons, a portrait window's list) */
    float bottom = L->status.y + L->status.h, ceiling = L->area.y;
    float x0 = cx - w / 2 - 14 * t, x1 = cx + w / 2 + 14 * t;
    const struct view *v = &g->draw.view;
    const SDL_FRect *above[] = {&v->board, &v->tray[0], &v->tray[1]};
    for (int k = 0; k < 3; k++) {
        const SDL_FRect *r = above[k];
        if (r->w > 0 && r->x < x1 && r->x + r->w > x0 && r->y + r->h <= bottom)
            ceiling = fmaxf(ceiling, r->y + r->h + 2 * t);
    }
    if (h + 6 * t > L->status.h)
        y = bottom - 1 * t - 3 * t - h;   /* its foot on the line's foot */
    if (y - 3 * t < ceiling)
        return false;   /* no room for two lines: one, cut to fit */
    SDL_FRect *box = &g->draw.status_box;
    *box = (SDL_FRect){x0, y - 3 * t, w + 28 * t, h + 6 * t};
    gfx_round(gx, box->x, box->y, box->w, box->h, 8 * t, 0x0e0b0890u);
    gfx_text(gx, FACE_ITALIC, px, col, cx, y, ALIGN_CENTER, line[0]);
    gfx_text(gx, FACE_ITALIC, px, col, cx, y + (float)th, ALIGN_CENTER, line[1]);
    snprintf(g->draw.status_said, sizeof g->draw.status_said, "%s", msg);
    return true;
}

/* The status line's words msg fitted to one line into fit, at the size *px (status_fit); or,
 * where one line holds them whole only below a size that reads well (14 units) or not at all,
 * drawn whole on two lines if they can be: true then, nothing left to draw. */
static bool status_refit(struct app *a, const char *msg, uint32_t col, char *fit, size_t len,
                         float *px)
{
    *px = status_fit(a, msg, fit, len);
    if (*px >= app_px(a, 14 * a->game->draw.lay.t) && strcmp(fit, msg) == 0)
        return false;
    return status_two_lines(a, msg, col);
}

void chrome_draw_status(struct app *a)
{
    struct gfx *gx = &a->g;
    struct game *g = a->game;
    const struct game_layout *L = &g->draw.lay;
    float t = L->t;
    a->notice_at = L->status;   /* notices and refusals are said here, above the buttons */
    /* ... unless one is too long for it and stands over the move list: then the line says
     * what to do as usual (play-test 14: it stood empty under the lesson game's words) */
    SDL_FRect room;
    chrome_notice_room(a, &room);
    bool noticed = a->notice[0] && a->now <= a->notice_until &&
                   !app_notice_elsewhere(a, &L->status, &room);
    g->draw.status_box.w = 0;
    g->draw.status_said[0] = '\0';
    if (noticed || review_draw_status(a))
        return;
    const struct ludi_state *s = present(a);
    char msg[400];
    if (s->phase == LUDI_PHASE_OVER && g->ui.over_hidden && g->ui.review < 0 && !game_busy(a)) {
        float bw = fminf(260 * t, L->status.w), bh = L->status.h - 4 * t;
        app_button(a, W_SHOW_OVER, L->status.x + (L->status.w - bw) / 2, L->status.y + 2 * t,
                   bw, bh, tr(a, STR_SHOW_RESULT), true);
        return;
    }
    uint32_t col = chrome_status_words(a, msg, sizeof msg);
    char fit[400];
    float px;
    if (!msg[0] || status_refit(a, msg, col, fit, sizeof fit, &px))
        return;
    /* a hint's words cut short: the keys' part goes, the hint's own stays whole (play-test
     * 18: German at 800x600 ended "Eingabetaste spielt i...") */
    for (int k = 0; k < 2 && strcmp(fit, msg) != 0 && g->ui.hint_shown; k++) {
        char keys[120];
        snprintf(keys, sizeof keys, " \xc2\xb7 %s",
                 tr(a, k ? STR_HINT_ENTER_STEPS : STR_HINT_ENTER));
        size_t n = strlen(msg), m = strlen(keys);
        if (n > m && strcmp(msg + n - m, keys) == 0) {
            msg[n - m] = '\0';
            if (status_refit(a, msg, col, fit, sizeof fit, &px))
                return;   /* cut this far, it fits on two */
        }
    }
    /* the computer's throw and move, cut short (a classic throw shared, in German at 800x600):
     * what to do goes, the die's tray glowing to be clicked; the computer's move stays whole */
    char threw[300];
    computer_throw_words(a, 0, threw, sizeof threw);
    size_t tl = strlen(threw);
    if (strcmp(fit, msg) != 0 && tl > 0 && strncmp(msg, threw, tl) == 0) {
        msg[tl] = '\0';
        if (status_refit(a, msg, col, fit, sizeof fit, &px))
            return;   /* cut this far, it fits on two */
        /* ... and still cut short (Duodecim scripta, three steps with hits, in German at
         * 800x600: play-test 59 lost the third step), its steps as the list writes them */
        for (int brief = 1; brief <= 2 && strcmp(fit, msg) != 0 &&
                            s->opt.game == LUDI_DUODECIM; brief++) {
            computer_throw_words(a, brief, msg, sizeof msg);
            if (status_refit(a, msg, col, fit, sizeof fit, &px))
                return;   /* cut this far, it fits on two */
        }
    }
    /* why the enemy king the player closed in still stands, with a warning after it, cut
     * short (play-test 60: at 700x1000 "Your man on f3 can be taken next ..."): the why goes
     * (said once, in the rules too), the warning stays whole */
    char flanked[200];
    snprintf(flanked, sizeof flanked, " \xc2\xb7 %s", tr(a, STR_LAT_KING_FLANKED));
    char *fl = strstr(msg, flanked), *after = fl ? fl + strlen(flanked) : NULL;
    if (strcmp(fit, msg) != 0 && fl && *after != '\0') {
        memmove(fl, after, strlen(after) + 1);
        if (status_refit(a, msg, col, fit, sizeof fit, &px))
            return;   /* cut this far, it fits on two */
    }
    /* men that can be taken, cut short (after what the last move took, in German at 800x600
     * and 700x1000): by what goes, the men stay whole */
    char by[160];
    threat_by(a, by, sizeof by);
    size_t n = strlen(msg), m = strlen(by);
    if (strcmp(fit, msg) != 0 && m > 0 && n > m + 1 && strcmp(msg + n - m, by) == 0) {
        msg[n - m - 1] = '\0';
        if (status_refit(a, msg, col, fit, sizeof fit, &px))
            return;   /* cut this far, it fits on two */
    }
    /* the king's warning cut short: what the player's own men do goes, the danger stays whole
     * (German at 800x600) */
    n = strlen(msg);
    m = strlen(tr(a, STR_KING_TRAP_OWN));
    if (strcmp(fit, msg) != 0 && n > m && strcmp(msg + n - m, tr(a, STR_KING_TRAP_OWN)) == 0) {
        msg[n - m] = '\0';
        if (status_refit(a, msg, col, fit, sizeof fit, &px))
            return;   /* cut this far, it fits on two */
    }
    /* the computer's move before a warning, still cut short (play-test 61): after the by and
     * the own men's part, the move goes (marked on the board and in the list), the warning
     * stays whole */
    char moved[200], last[LUDI_MOVE_LEN + 32];
    computer_moved_words(a, computer_last_move(a, last, sizeof last), last, moved,
                         sizeof moved);
    char *mf = strstr(moved, flanked);
    if (mf && !strstr(msg, flanked))
        *mf = '\0';   /* its why gone already (above) */
    size_t ml = strlen(moved), sl = strlen(" \xc2\xb7 ");
    if (strcmp(fit, msg) != 0 && ml > 0 && strncmp(msg, moved, ml) == 0 &&
        strncmp(msg + ml, " \xc2\xb7 ", sl) == 0) {
        memmove(msg, msg + ml + sl, strlen(msg + ml + sl) + 1);
        if (status_refit(a, msg, col, fit, sizeof fit, &px))
            return;   /* cut this far, it fits on two */
    }
    /* what the last move took cut short: first the computer's move that took (the list has
     * it), then why the king did not keep the men goes; what was taken and the warnings after
     * it stay whole (German at 800x600 with a warning) */
    char longer[300], shorter[300];
    for (int k = 0; k < 2 && strcmp(fit, msg) != 0; k++) {
        took_words(a, true, k == 0, longer, sizeof longer);
        if (k == 0)
            took_words(a, true, false, shorter, sizeof shorter);
        else
            took_plain(a, shorter, sizeof shorter);
        n = strlen(longer);
        if (n > strlen(shorter) && strncmp(msg, longer, n) == 0) {
            char rest[400];
            snprintf(rest, sizeof rest, "%s", msg + n);
            snprintf(msg, sizeof msg, "%s%s", shorter, rest);
            if (status_refit(a, msg, col, fit, sizeof fit, &px))
                return;   /* cut this far, it fits on two */
        }
    }
    int tw, th;
    gfx_text_size(gx, FACE_ITALIC, px, fit, &tw, &th);
    float cx = L->status.x + L->status.w / 2, y = L->status.y + (L->status.h - (float)th) / 2;
    SDL_FRect *box = &g->draw.status_box;
    *box = (SDL_FRect){cx - (float)tw / 2 - 14 * t, y - 3 * t, (float)tw + 28 * t,
                       (float)th + 6 * t};
    gfx_round(gx, box->x, box->y, box->w, box->h, 8 * t, 0x0e0b0890u);
    gfx_text(gx, FACE_ITALIC, px, col, cx, y, ALIGN_CENTER, fit);
    snprintf(g->draw.status_said, sizeof g->draw.status_said, "%s", fit);
}

/* --- the end of the game --- */

/* Why the game ended, as a sentence of its own on the panel (its first letter a capital), or
 * to follow a colon (as the table has it: German's "Ihr" keeps its capital). */
static void reason_text(struct app *a, const struct ludi_state *s, bool sentence, char *out,
                        size_t len)
{
    static const enum str_id ids[] = {
        [LUDI_REASON_ALL_MEN] = STR_REASON_ALL_MEN, [LUDI_REASON_KING] = STR_REASON_KING,
        [LUDI_REASON_OWN_KING] = STR_REASON_OWN_KING,
        [LUDI_REASON_STALEMATE] = STR_REASON_STALEMATE,
        [LUDI_REASON_NOCAPTURE] = STR_REASON_NOCAPTURE, [LUDI_REASON_SACRED] = STR_REASON_SACRED,
        [LUDI_REASON_BORNE_OFF] = STR_REASON_BORNE_OFF,
    };
    out[0] = '\0';
    /* the men counted (the winner's first), as the rules core counts them */
    int w = s->result == 1 ? 1 : 0;
    if (s->reason == LUDI_REASON_NOCAPTURE)
        trf(a, out, len, STR_REASON_NOCAPTURE, s->opt.nocapture, ludi_lat_men(s, w),
            ludi_lat_men(s, !w));
    else if (s->reason == LUDI_REASON_STALEMATE)
        trf(a, out, len, STR_REASON_STALEMATE, ludi_lat_men(s, w), ludi_lat_men(s, !w));
    else if (s->reason == LUDI_REASON_KING && human_side(a->game) >= 0)   /* whose (play-test 8) */
        snprintf(out, len, "%s", tr(a, human_side(a->game) == !w ? STR_REASON_KING_YOURS
                                                                 : STR_REASON_KING_ENEMY));
    else if (s->reason == LUDI_REASON_KING)
        trf(a, out, len, STR_REASON_KING_OF, tr_side(a, s->opt.game, !w));
    else if (s->reason == LUDI_REASON_OWN_KING && human_side(a->game) >= 0)   /* play-test 17:
                                                                  "the loser" meant the player */
        snprintf(out, len, "%s", tr(a, human_side(a->game) == !w ? STR_REASON_OWN_KING_YOURS
                                                                 : STR_REASON_OWN_KING_ENEMY));
    else if (s->reason == LUDI_REASON_OWN_KING)
        trf(a, out, len, STR_REASON_OWN_KING_OF, tr_side(a, s->opt.game, !w));
    else if (s->reason == LUDI_REASON_RESIGNED && human_side(a->game) == !w)
        snprintf(out, len, "%s", tr(a, STR_RESIGNED_YOU));
    else if (s->reason == LUDI_REASON_RESIGNED)
        trf(a, out, len, STR_RESIGNED_OF, tr_side(a, s->opt.game, !w));
    else if (s->reason == LUDI_REASON_SACRED) {   /* the winner's goal, 3B for A (rules) */
        char goal[16];
        snprintf(goal, sizeof goal, "%d%c", (s->opt.lines + 1) / 2, w == 0 ? 'B' : 'A');
        trf(a, out, len, STR_REASON_SACRED, tr_side(a, s->opt.game, w), goal);
    }
    else if (s->reason > LUDI_REASON_NONE && s->reason < sizeof ids / sizeof ids[0])
        snprintf(out, len, "%s", tr(a, ids[s->reason]));
    if (sentence && out[0] >= 'a' && out[0] <= 'z')
        out[0] = (char)(out[0] - 'a' + 'A');
}

bool chrome_over_shown(struct app *a)
{
    struct game *g = a->game;
    return present(a)->phase == LUDI_PHASE_OVER && g->flow.over_announced && g->ui.review < 0 &&
           !g->ui.over_hidden && !game_busy(a);
}

/* The end panel's row of three buttons at width w would shrink its words: then Rematch and
 * New game share a row and Menu has one of its own, under them (an 800x600 window's panel
 * beside the board: "Neues S..."). */
static bool over_stacked(struct app *a, float w)
{
    float t = a->game->draw.lay.t, bh = 42 * t;
    const char *row[3] = {tr(a, STR_REMATCH), tr(a, STR_NEW_GAME), tr(a, STR_MENU)};
    return app_row_px(a, (w - 4 * 20 * t) / 3, bh, row, 3) <
           app_row_px(a, (w - 3 * 20 * t) / 2, bh, row, 3) - 0.5f;
}

/* The end's panel's height at width w: its title, the reason, the keys' help, two rows of
 * buttons (three where stacked). */
static float over_height(struct app *a, const char *reason, float w)
{
    float t = a->game->draw.lay.t, kpx = app_px(a, 15 * t);
    float rh = gfx_paragraph(&a->g, FACE_ITALIC, 18 * t, 0, 0, 0, w - 60 * t, 23 * t, reason,
                             false);
    float kh = gfx_paragraph(&a->g, FACE_ITALIC, kpx, 0, 0, 0, w - 60 * t, kpx * 1.27f,
                             tr(a, STR_REPLAY_HELP), false);
    return 104 * t + rh + 10 * t + kh + 18 * t + 2 * 42 * t + 32 * t +
           (over_stacked(a, w) ? 42 * t + 12 * t : 0);
}

/* The counters off the board, as drawn: the box round each side's waiting or taken ones
 * (LUDI_OFF) and borne-off ones (LUDI_OUT), 0 wide where there are none. */
static void trayed_boxes(const struct game *g, SDL_FRect box[4])
{
    for (int i = 0; i < 4; i++) {
        int side = i / 2, where = i % 2 ? LUDI_OUT : LUDI_OFF;
        float x0 = 1e9f, y0 = 1e9f, x1 = -1e9f, y1 = -1e9f;
        for (int k = 0; k < g->draw.npcs; k++) {
            const struct vpiece *p = &g->draw.pcs[k];
            if (p->side != side || p->where != where)
                continue;
            x0 = fminf(x0, p->x - p->r);
            y0 = fminf(y0, p->y - p->r);
            x1 = fmaxf(x1, p->x + p->r);
            y1 = fmaxf(y1, p->y + p->r);
        }
        box[i] = x1 > x0 ? (SDL_FRect){x0, y0, x1 - x0, y1 - y0} : (SDL_FRect){0, 0, 0, 0};
    }
}

/* Where the end's panel stands, and how large: beside the board (landscape, narrower
 * if need be, down to 240 wide at t 1, its buttons then stacked) or under it (portrait) where
 * it fits there whole, so the final position stays in sight (play-test 12: the panel covered
 * it; play-test 38: at 800x600 it still covered Pente grammai's board, 245 beside it); else, as
 * before, over the middle of the board and its trays. */
static void over_place(struct app *a, const char *reason, float *x, float *y, float *w, float *h)
{
    const struct game *g = a->game;
    const struct game_layout *lay = &g->draw.lay;
    const SDL_FRect *area = &lay->area, b = g->draw.view.board;
    float t = lay->t, m = 10 * t, top = lay->top.y + lay->top.h, win_w = lay->bar.w;
    float right = win_w - (b.x + b.w) - 2 * m, below = lay->bar.y - (b.y + b.h) - 2 * m;
    *w = fminf(540 * t, area->w - 16 * t);
    *h = over_height(a, reason, *w);
    *x = area->x + (area->w - *w) / 2;
    *y = area->y + fmaxf(0, (area->h - *h) / 2);
    if (b.w <= 0)
        return;
    if (!lay->portrait && right >= 240 * t) {
        float wr = fminf(540 * t, right), hr = over_height(a, reason, wr);
        if (lay->bar.y - top - 2 * m >= hr) {
            *w = wr;
            *h = hr;
            *x = b.x + b.w + m + (right - wr) / 2;
            *y = fminf(fmaxf(b.y + (b.h - hr) / 2, top + m), lay->bar.y - m - hr);
            /* ... clear of the counters in the trays beside the board where it can be, above
             * or below them, else as far from them as it goes (play-test 32: it covered the
             * winner's borne-off pile, and Pente grammai's waiting counters) */
            SDL_FRect beside[4];
            trayed_boxes(g, beside);
            /* ... and clear of an empty tray's caption ("all entered", "captured: 0"), the
             * tray's box where it holds no counter (play-test 39: "alle" of "alle eingesetzt"
             * stood over the panel's top) */
            bool trays = g->draw.view.game != LUDI_DUODECIM;   /* its trays: off and out */
            for (int side = 0; side < 2 && trays; side++) {
                SDL_FRect tr = g->draw.view.tray[side];
                float cap = fminf(48 * t, tr.h);   /* the caption's lines, at the tray's end */
                if (beside[2 * side].w <= 0 && tr.w > 0)
                    beside[2 * side] = (SDL_FRect){tr.x, g->draw.view.tray_top[side] ? tr.y
                                                   : tr.y + tr.h - cap, tr.w, cap};
            }
            for (int i = 0; i < 4; i++) {
                const SDL_FRect *r = &beside[i];
                if (r->w <= 0 || r->x >= *x + *w || r->x + r->w <= *x || r->y >= *y + *h ||
                    r->y + r->h <= *y)
                    continue;
                if (r->y - m - *h >= top + m)
                    *y = r->y - m - *h;
                else if (r->y + r->h + m + *h <= lay->bar.y - m)
                    *y = r->y + r->h + m;
                else if (r->y + r->h / 2 < *y + *h / 2)
                    *y = lay->bar.y - m - *h;
                else
                    *y = top + m;
            }
        }
    } else if (lay->portrait && below >= *h) {
        /* under the board, down on the move list's room, which it stands for at the end
         * (Review the game), close above the buttons: the trays and the dice under the board
         * stay in sight (play-test 34: in the middle of the room it covered Pente grammai's
         * die and the list both) */
        *x = (win_w - *w) / 2;
        *y = lay->bar.y - 4 * t - *h;
    }
}

void chrome_over_box(struct app *a, SDL_FRect *box)
{
    *box = (SDL_FRect){0, 0, 0, 0};
    if (!chrome_over_shown(a))
        return;
    char reason[200];
    reason_text(a, present(a), true, reason, sizeof reason);
    over_place(a, reason, &box->x, &box->y, &box->w, &box->h);
}

void chrome_draw_over(struct app *a)
{
    struct gfx *gx = &a->g;
    struct game *g = a->game;
    const struct ludi_state *s = present(a);
    if (!chrome_over_shown(a))
        return;
    float t = g->draw.lay.t;
    char title[128], reason[200];
    int hs = human_side(g);
    if (s->result == LUDI_DRAW)
        snprintf(title, sizeof title, "%s", tr(a, STR_DRAW));
    else if (hs >= 0)
        snprintf(title, sizeof title, "%s", tr(a, s->result == hs ? STR_YOU_WIN : STR_YOU_LOSE));
    else
        trf(a, title, sizeof title, STR_WINS, tr_side(a, s->opt.game, s->result));
    reason_text(a, s, true, reason, sizeof reason);
    float x, y, w, h, kpx = app_px(a, 15 * t), bh = 42 * t;
    over_place(a, reason, &x, &y, &w, &h);
    float rh = gfx_paragraph(gx, FACE_ITALIC, 18 * t, 0, 0, 0, w - 60 * t, 23 * t, reason, false);
    gfx_round(gx, x + 6 * t, y + 10 * t, w, h, 14 * t, 0x00000070u);
    gfx_round(gx, x, y, w, h, 14 * t, 0x1d1813ffu);   /* whole: the list showed through */
    gfx_frame(gx, x + 6 * t, y + 6 * t, w - 12 * t, h - 12 * t, 1.5f * t, 0xc9a45c90u);
    if (s->result != LUDI_DRAW) {
        /* on a pale ground in a gold ring: a dark counter was lost on the dark panel
         * (play-test 47) */
        gfx_disc(gx, x + w / 2, y + 36 * t, 22 * t, 0xe9dcbc38u);
        gfx_ring(gx, x + w / 2, y + 36 * t, 22 * t, 0xc9a45cc0u);
        view_draw_piece(&g->draw.view, gx, s->result, s->opt.game == LUDI_LATRUNCULI, x + w / 2,
                        y + 36 * t, 17 * t, 0, 255);
    }
    char fit[128];
    float px = app_fit(a, FACE_TITLE, 32 * t, 20 * t, w - 60 * t, title, fit, sizeof fit);
    gfx_text(gx, FACE_TITLE, px, 0xf0dfb0ffu, x + w / 2, y + 62 * t, ALIGN_CENTER, fit);
    float cy = y + 104 * t;
    gfx_paragraph(gx, FACE_ITALIC, 18 * t, 0xd8c9a8ffu, x + 30 * t, cy, w - 60 * t, 23 * t,
                  reason, true);
    cy += rh + 10 * t;
    gfx_paragraph(gx, FACE_ITALIC, kpx, 0xc8b995ffu, x + 30 * t, cy, w - 60 * t, kpx * 1.27f,
                  tr(a, STR_REPLAY_HELP), true);
    float bw = (w - 4 * 20 * t) / 3, by = y + h - bh - 20 * t;
    /* one size for the row (play-test 19: "New game" smaller than its neighbours) */
    const char *row[3] = {tr(a, STR_REMATCH), tr(a, STR_NEW_GAME), tr(a, STR_MENU)};
    if (over_stacked(a, w)) {
        bw = (w - 3 * 20 * t) / 2;
        float bpx = app_row_px(a, bw, bh, row, 3);
        app_button_px(a, W_TOMENU, x + 20 * t, by, w - 40 * t, bh, row[2], true, bpx);
        by -= bh + 12 * t;
        app_button_px(a, W_REMATCH, x + 20 * t, by, bw, bh, row[0], true, bpx);
        app_button_px(a, W_NEWGAME, x + 40 * t + bw, by, bw, bh, row[1], true, bpx);
    } else {
        float bpx = app_row_px(a, bw, bh, row, 3);
        app_button_px(a, W_REMATCH, x + 20 * t, by, bw, bh, row[0], true, bpx);
        app_button_px(a, W_NEWGAME, x + 40 * t + bw, by, bw, bh, row[1], true, bpx);
        app_button_px(a, W_TOMENU, x + 60 * t + 2 * bw, by, bw, bh, row[2], true, bpx);
    }
    app_button(a, W_REVIEW, x + 20 * t, by - bh - 12 * t, w - 40 * t, bh, tr(a, STR_RV_BUTTON),
               review_possible(a));
    /* a small close button: the board under the panel can be looked at */
    float cs = 30 * t;
    app_button(a, W_CLOSE_OVER, x + w - cs - 12 * t, y + 12 * t, cs, cs, "\xc3\x97", true);
}
