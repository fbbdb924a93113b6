/* scene_game_board.h: the game screen's drawing on and around the board (scene_game_board.c). */
#ifndef LUDI_SCENE_GAME_BOARD_H
#define LUDI_SCENE_GAME_BOARD_H

#include <SDL.h>
#include <stdbool.h>

#include "dice.h"

struct app;

/* Latrunculi's warning that the player's king can be trapped next move: the corners of the
 * squares marked and the words under the board, in a calm cinnabar (apart from the gold of what
 * can move, the copper of the last move and the blue of the hint) */
#define TRAP_RGB 0xe0624au
#define TRAP_TEXT_RGBA 0xf4a48effu

/* The size of n dice lying in tray t (u: the layout unit): at rest none touches another or the
 * tray's edge. A die at rest spans at most DICE_REST_SPAN times it (dice.h). */
float board_dice_size(const SDL_FRect *t, float n, float u);
/* The table and the board, from a texture redrawn only when the size or the look changes. */
void board_draw_backdrop(struct app *a);
/* The last move's places, the hint, and the destinations of a lifted counter. */
void board_draw_marks(struct app *a);
/* An earlier position is shown for a move (1-based, 0: the start): the one played to reach it
 * (the move list) or the one about to be played from it (the review); -1 at the present. */
int board_shown_move(const struct app *a);
/* The dice as the tray shows them now: the throw in play, the last one spent, blank before the
 * first, or an earlier position's throw. */
struct dice_view;
void board_dice_shown(struct app *a, struct dice_view *out);
/* The dice tray (registered as the widget dice_widget while it throws) and the dice. */
void board_draw_trays(struct app *a, int dice_widget);
/* A whole turn drawn over the board from s0 (phase MOVE), step by step: the counter each step
 * takes ringed (numbered when there are several), an arrow in the colour rgb (0xRRGGBB) to
 * where it lands, and (with dice_chips) the die it uses on the arrow. The hint and the review
 * draw with it. */
struct ludi_state;
struct ludi_move;
void board_draw_turn(struct app *a, const struct ludi_state *s0, const struct ludi_move *m,
                     unsigned rgb, bool dice_chips);
/* The side whose path is drawn (Duodecim scripta), or -1: the side to move's (a lesson's: the
 * learner's) or the other's, as the Path button and P choose; the mover's while a counter is
 * lifted. */
int board_path_side(const struct app *a);
/* Duodecim: the side whose counting numbers the points, the path shown or not. */
int board_numbers_side(const struct app *a);
/* The mark of a place a counter may go to (a gold ring, and a dot in it unless it would hide
 * the place's number), for a counter of radius r, at opacity k (0..1): a lifted counter's
 * destinations, a lesson's next die. */
/* The top counter of a side's place among the n counters p as drawn, or NULL. */
const struct vpiece *board_top_of(const struct vpiece *p, int n, int side, int where);
void board_draw_destination(struct app *a, float x, float y, float r, float k, bool dot);
/* The game's own marks that a lesson's key and the rules page explain: the ring of a counter
 * that can move (dice games), the lifted counter's destinations, a capture (Latrunculi), where
 * the last move went; the rules page also the double ring round an enemy counter hit or
 * knocked off (dice games), Latrunculi's warnings (a man left to be taken, the king trapped,
 * where the enemy can trap the king next move) and its king. */
enum board_mark {
    BOARD_MARK_MOVABLE, BOARD_MARK_DESTINATION, BOARD_MARK_TAKE, BOARD_MARK_LAST,
    BOARD_MARK_HIT, BOARD_MARK_LEAVE, BOARD_MARK_RISK, BOARD_MARK_TRAP, BOARD_MARK_KING
};
/* Whether the board shows mark m now (the lesson's key: the first four). */
bool board_mark_shown(struct app *a, enum board_mark m);
/* Its look in small, centred on (x, y), r across (a key's icon). */
void board_draw_mark_icon(struct app *a, enum board_mark m, float x, float y, float r);
/* The same, with the counters of view v, side's (the mover's) */
void board_draw_mark_sample(struct gfx *gx, struct view *v, enum board_mark m, int side, float x,
                            float y, float r);
/* The arrows board_draw_turn draws, one per step: the line, the counter it starts from (its
 * centre and radius), the mark it ends on, where its die sits (halfway, or beside another die
 * or a count) and its number (by the counter, beside another step's). */
struct board_arrow {
    float xy[2 * 32];
    int np;
    float fx, fy, fr, tx, ty, mx, my, nx, ny;
    int die;
};
int board_turn_arrows(struct app *a, const struct ludi_state *s0, const struct ludi_move *m,
                      struct board_arrow *out);
/* Every counter: at rest, in flight and lifted; the last move's ring under the numbers. */
void board_draw_pieces(struct app *a);
/* board_draw_pieces in two: the counters, the path and the marks of moves; then over them the
 * points' numbers, the piles' counts, counters in flight and the one in the hand. A lesson
 * rings the places it names between the two, so its rings never hide a number (play-test 12). */
void board_draw_pieces_under(struct app *a);
void board_draw_pieces_over(struct app *a);
/* A ring r across round (x, y), made larger where the last move's dashed ring stands there,
 * so that both are seen (a lesson's ring covered it). */
float board_ring_outside_last(struct app *a, float x, float y, float r);
/* The lifted counter's destination (index into ui.dest) that the keyboard's cursor, the
 * counter dragged or the pointer is on, or -1 (scene_game.c). */
int scene_game_focus_dest(struct app *a);
/* Pente grammai: the counter lifted, else the counter of the side to move that the pointer (or
 * the keyboard's cursor) is on and that can move, as an index into the drawn counters, or -1
 * (scene_game.c). */
int scene_game_pointed_piece(struct app *a);
/* The keyboard's cursor over what it would choose (scene_game.c). */
void scene_game_draw_cursor(struct app *a);

/* How many places the last move is marked as come from (none for a counter that entered). */
int board_last_from_marks(const struct app *a);

#endif
