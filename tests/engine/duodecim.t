## Duodecim scripta through ludi-engine: every reply worked out by hand from RULES.md section 3.
## Standard path: One's 7..18 is Two's 19..30 and One's 19..30 is Two's 7..18 (p +- 12);
## cross path: One's p is Two's 25-p on the bottom row and 49-p on the top row.
## Where several orders of the steps give one position, `moves` names one of them: PROTOCOL.md
## leaves open which; the engine's is the smaller die first wherever the steps could simply be
## swapped. Each such line below was checked by hand to be legal and to give that position.
> new duodecim
= duodecim path=standard
> options
= duodecim path=standard
> position
= one:off*15 two:off*15 one
> side
= one
> result
= ongoing
> show
= Duodecim scripta, path=standard; points of one (o) above, of two (x) below
         30  29  28  27  26  25  24  23  22  21  20  19
top       .   .   .   .   .   .   .   .   .   .   .   .
         18  17  16  15  14  13  12  11  10   9   8   7
          6   5   4   3   2   1 |
middle    .   .   .   .   .   . |   .   .   .   .   .   .
                                |   1   2   3   4   5   6
          7   8   9  10  11  12  13  14  15  16  17  18
bottom    .   .   .   .   .   .   .   .   .   .   .   .
         19  20  21  22  23  24  25  26  27  28  29  30
one (o): 15 waiting to enter, 0 borne off
two (x): 15 waiting to enter, 0 borne off
one to throw
> moves
? throw the dice first (roll)
> play off-1,off-3,off-5
? throw the dice first (roll)
> pass
? throw the dice first (roll)
##
## entering: until all fifteen are in, every die enters a counter on its own value
> roll 3 5 1
= 3 5 1
> roll 3 5 1
? the dice have been thrown already; play a move first
> moves
= off-1,off-3,off-5
> play off-1,off-3
? the turn uses 2 dice, but 3 can be used
> play off-1,off-3,3-8
? 3-8: a counter of one waiting to enter must enter first
> play off-7,off-3,off-1
? off-7: a counter enters on points 1 to 6
> play off-2,off-3,off-1
? off-2: no die left shows 2
> play off-1,off-1,off-3
? off-1: no die left shows 1
> pass
? passing is allowed only when no die can be used
## any order of the steps is accepted and echoed as given
> play off-5,off-3,off-1
= off-5,off-3,off-1
> position
= one:off*12,1,3,5 two:off*15 two
> side
= two
> show
= Duodecim scripta, path=standard; points of one (o) above, of two (x) below
         30  29  28  27  26  25  24  23  22  21  20  19
top       .   .   .   .   .   .   .   .   .   .   .   .
         18  17  16  15  14  13  12  11  10   9   8   7
          6   5   4   3   2   1 |
middle    .  o1   .  o1   .  o1 |   .   .   .   .   .   .
                                |   1   2   3   4   5   6
          7   8   9  10  11  12  13  14  15  16  17  18
bottom    .   .   .   .   .   .   .   .   .   .   .   .
         19  20  21  22  23  24  25  26  27  28  29  30
one (o): 12 waiting to enter, 0 borne off
two (x): 15 waiting to enter, 0 borne off
two to throw
## undo: back before One's move, the 3 5 1 still thrown, the same moves
> undo
= off-5,off-3,off-1
> side
= one
> position
= one:off*15 two:off*15 one
> moves
= off-1,off-3,off-5
> roll 2 2 2
? the dice have been thrown already; play a move first
> play off-3,off-1,off-5
= off-3,off-1,off-5
## a triple is three dice like any others
> roll 2 2 2
= 2 2 2
> moves
= off-2,off-2,off-2
> play off-2,off-2,off-2
= off-2,off-2,off-2
> position
= one:off*12,1,3,5 two:off*12,2*3 one
##
## a hit, a pile that blocks a combination, and the forced re-entry. Two's lone counter on
## its 22 is One's 10; Two's fourteen on its 30 stand on One's 18.
> setposition one:6*15 two:22,30*14 one
= one:6*15 two:22,30*14 one
> roll 4 4 4
= 4 4 4
## 6-10 hits; 10-14 is free; 14-18 would land on the pile, so no counter goes 6-10-14-18
> moves
= 6-10,6-10,10-14 6-10,6-10,6-10
> play 6-10,10-14,14-18
? 14-18: 18 is held by 14 counters of two
> play 6-18
? 6-18: a die moves a counter 1 to 6 points
> play 6-10,10-14,6-10
= 6-10,10-14,6-10
> position
= one:6*13,10,14 two:off,30*14 two
## Two's hit counter enters first; the fourteen on 30 cannot move (not all are home), so the
## other dice carry the entered counter on to Two's 8 (One's 20, empty), in any order
> roll 5 2 1
= 5 2 1
> show
= Duodecim scripta, path=standard; points of one (o) above, of two (x) below
         30  29  28  27  26  25  24  23  22  21  20  19
top       .   .   .   .   .   .   .   .   .   .   .   .
         18  17  16  15  14  13  12  11  10   9   8   7
          6   5   4   3   2   1 |
middle  o13   .   .   .   .   . |   .   .   .   .   .   .
                                |   1   2   3   4   5   6
          7   8   9  10  11  12  13  14  15  16  17  18
bottom    .   .   .  o1   .   .   .  o1   .   .   . x14
         19  20  21  22  23  24  25  26  27  28  29  30
one (o): 0 waiting to enter, 0 borne off
two (x): 1 waiting to enter, 0 borne off
two to move, dice 5 2 1
> moves
= off-1,1-3,3-8
> play 30-out
? 30-out: a counter of two waiting to enter must enter first
> play 1-3,off-1,3-8
? 1-3: no counter of two stands on 1
> play off-5,5-7,7-8
= off-5,5-7,7-8
> position
= one:6*13,10,14 two:8,30*14 one
##
## the same throw on both paths: Two's lone counter on its 11 is One's 14 crossing, One's 23
## on the standard path; One's 30s cannot move while its counter on 10 is not home
> new duodecim path=cross
= duodecim path=cross
> setposition one:10,30*14 two:11,1*14 one
= one:10,30*14 two:1*14,11 one
> roll 4 4 4
= 4 4 4
> moves
= 10-14,14-18,18-22
> play 10-14,14-18,18-22
= 10-14,14-18,18-22
> position
= one:22,30*14 two:off,1*14 two
> show
= Duodecim scripta, path=cross; points of one (o) above, of two (x) below
         30  29  28  27  26  25  24  23  22  21  20  19
top     o14   .   .   .   .   .   .   .  o1   .   .   .
         19  20  21  22  23  24  25  26  27  28  29  30
          6   5   4   3   2   1 |
middle    .   .   .   .   .   . | x14   .   .   .   .   .
                                |   1   2   3   4   5   6
          7   8   9  10  11  12  13  14  15  16  17  18
bottom    .   .   .   .   .   .   .   .   .   .   .   .
         18  17  16  15  14  13  12  11  10   9   8   7
one (o): 0 waiting to enter, 0 borne off
two (x): 1 waiting to enter, 0 borne off
two to throw
> new duodecim
= duodecim path=standard
> setposition one:10,30*14 two:11,1*14 one
= one:10,30*14 two:1*14,11 one
> roll 4 4 4
= 4 4 4
> moves
= 10-14,14-18,18-22
> play 10-14,14-18,18-22
= 10-14,14-18,18-22
> position
= one:22,30*14 two:1*14,11 two
##
## using the dice: as many as possible, then as many points as possible. Two's piles stand on
## One's 12, 15, 17, 18 and 19; One's only counter free to move is on 10.
> setposition one:10,30*14 two:1*5,7*2,24*2,27*2,29*2,30*2 one
= one:10,30*14 two:1*5,7*2,24*2,27*2,29*2,30*2 one
## 2 3 6: 10-12 is blocked; after 10-13 or 10-16 no other die moves: the 6 it is
> roll 2 3 6
= 2 3 6
> moves
= 10-16
> play 10-13
? the dice used add up to 3, but dice adding up to 6 can be used
## the computer has no choice either
> go
= 10-16
~ info depth 1 score 1000 nodes 1 time \d+ win 1\.0000 pv 10-16
> undo
= 10-16
> play 10-16
= 10-16
> setposition one:10,30*14 two:1*5,7*2,24*2,27*2,29*2,30*2 one
= one:10,30*14 two:1*5,7*2,24*2,27*2,29*2,30*2 one
## 1 2 6: 10-11-13 uses two dice, 10-16 only one (16-17, 16-18, 13-19 are blocked)
> roll 1 2 6
= 1 2 6
> moves
= 10-11,11-13
> play 10-16
? the turn uses 1 die, but 2 can be used
> play 10-12,12-13
? 10-12: 12 is held by 2 counters of two
> pass
? passing is allowed only when no die can be used
> play 10-11,11-13
= 10-11,11-13
## 2 5 5: 12 and 15 are both blocked: no die can be used
> setposition one:10,30*14 two:1*5,7*2,24*2,27*2,29*2,30*2 one
= one:10,30*14 two:1*5,7*2,24*2,27*2,29*2,30*2 one
> roll 2 5 5
= 2 5 5
> moves
= pass
> go level 2
= pass
~ info depth 1 score 1000 nodes 1 time \d+ win 1\.0000 pv pass
> undo
= pass
> play 10-15
? 10-15: 15 is held by 2 counters of two
> play pass
= pass
> side
= two
> undo
= pass
> pass
= pass
> position
= one:10,30*14 two:1*5,7*2,24*2,27*2,29*2,30*2 two
##
## bearing off: a 6 bears off from 25 exactly
> setposition one:25*3,out*12 two:1*15 one
= one:25*3,out*12 two:1*15 one
> roll 6 6 6
= 6 6 6
> moves
= 25-out,25-out,25-out
> play 25-out,25-out,25-out
= 25-out,25-out,25-out
> result
= one wins: all counters borne off
> position
= one:out*15 two:1*15 two
> roll 1 1 1
? the game is over
> moves
? the game is over
> play 1-2
? the game is over
> undo
= 25-out,25-out,25-out
> result
= ongoing
## 25 empty and nothing lower: a 6 bears off from the lowest point; the third 6 finds nothing
> setposition one:27,28,out*13 two:1*15 one
= one:27,28,out*13 two:1*15 one
> roll 6 6 6
= 6 6 6
> moves
= 27-out,28-out
## (28-out,27-out is refused too, but with a misleading message: test_engine.c checks it)
> play 27-out,28-out
= 27-out,28-out
> result
= one wins: all counters borne off
## a counter further back than 27: a 4 must move it (25-29) before the 4s bear off from 29
> setposition one:25,29,out*13 two:1*15 one
= one:25,29,out*13 two:1*15 one
> roll 4 4 4
= 4 4 4
> moves
= 25-29,29-out,29-out
> play 29-out,25-29,29-out
? 29-out: a 4 overshoots, and an overshooting die bears off only the counter furthest back (on 25)
> play 25-29,29-out,29-out
= 25-29,29-out,29-out
> result
= one wins: all counters borne off
## the last counter comes home with one die, and the other dice bear off in the same turn:
## 1 6 1 on 24, 30, 30 leaves 30 (24-25, 30-out, 25-out or 24-30, 30-out, 30-out) or 30, 30
## (24-25, 25-26, 26-out from the lowest point)
> setposition one:24,30*2,out*12 two:1*15 one
= one:24,30*2,out*12 two:1*15 one
> roll 1 6 1
= 1 6 1
> moves
= 24-25,25-26,26-out 24-30,30-out,30-out
> play 30-out,24-25,25-out
? 30-out: counters are borne off only when all of one's are on 25 to 30
> play 24-25,30-out,25-out
= 24-25,30-out,25-out
> position
= one:30,out*14 two:1*15 two
## 5 1 2 on 26 and 30: bearing both off exactly uses two dice, but three can be used
## (26-28, 28-out lowest, 30-out): only three-dice turns stand; some leave the counter on 30
> setposition one:26,30,out*13 two:1*15 one
= one:26,30,out*13 two:1*15 one
> roll 5 1 2
= 5 1 2
> moves
= 26-27,27-29,29-out 26-27,27-out,30-out
> play 26-out,30-out
? the turn uses 2 dice, but 3 can be used
> play 26-28,28-out,30-out
= 26-28,28-out,30-out
> result
= one wins: all counters borne off
> side
= two
##
## malformed input: each refused, nothing changes
> new duodecim
= duodecim path=standard
> roll 3 5
? Duodecim scripta needs 3 dice, not 2
> roll 1 2 3 4
? Duodecim scripta needs 3 dice, not 4
> roll 0 1 2
? a die shows 1 to 6, not '0'
> roll 1 2 7
? a die shows 1 to 6, not '7'
> roll 1 -2 3
? a die shows 1 to 6, not '-2'
> roll 99999999999999999999999 1 1
? a die shows 1 to 6, not '99999999999999999999'
> perft 1
? perft is for latrunculi only
> roll 3 5 1
= 3 5 1
> play 31-out
? '31-out' is not a step like 7-12, off-4 or 27-out
> play 0-5
? '0-5' is not a step like 7-12, off-4 or 27-out
> play off-out
? 'off-out' is not a step like 7-12, off-4 or 27-out
> play out-5
? 'out-5' is not a step like 7-12, off-4 or 27-out
> play 5-off
? '5-off' is not a step like 7-12, off-4 or 27-out
> play 99999-100000
? '99999-100000' is not a step like 7-12, off-4 or 27-out
> play off-1,off-3,off-5,off-2
? 'off-1,off-3,off-5,off-2': a turn has at most three steps
> play off-1,,off-3
? 'off-1,,off-3' has an empty step
> play off-1,off-3,
? 'off-1,off-3,' has an empty step
> play 5-3
? 5-3: no counter of one stands on 5
> play 1-7
? 1-7: no counter of one stands on 1
> play off-7
? off-7: a counter enters on points 1 to 6
> play pass
? passing is allowed only when no die can be used
> play
? usage: play <move>
> play off-1 off-3
? usage: play <move>
> setposition one:off*14 two:off*15 one
? one has 14 counters, not 15
> setposition one:off*15,1 two:off*15 one
? one has more than 15 counters
> setposition one:off*16 two:off*15 one
? one: a count after '*' must be 1 to 15
> setposition one:off*0,off*15 two:off*15 one
? one: a count after '*' must be 1 to 15
> setposition one:off* two:off*15 one
? one: a count after '*' must be 1 to 15
> setposition one:off*-3,off*15 two:off*15 one
? one: a count after '*' must be 1 to 15
> setposition one:off*99999 two:off*15 one
? one: a count after '*' must be 1 to 15
> setposition one:-1,off*14 two:off*15 one
? one: expected a point 1 to 30, off or out at '-1,off*14 tw'
> setposition one:off*15 two:off*10 one
? two has 10 counters, not 15
> setposition one:off*15 two:off*10,3*6 one
? two has more than 15 counters
> setposition one:off*15 two:off*15
? expected a space and the side to move ('one' or 'two') at 'the end'
> setposition one:off*15 two:off*15 three
? the side to move must be 'one' or 'two', not 'three'
> setposition one:off*15 two:off*15 one junk
? unexpected text after the position: 'junk'
> setposition two:off*15 one:off*15 one
? expected 'one:' at 'two:off*15 o'
> setposition one:off*15
? expected a space and 'two:' after one's counters
> setposition one:10,off*14 two:22,off*14 one
? one's point 10 and two's point 22 are the same point; it cannot hold counters of both
> setposition one:out*15 two:out*15 one
? both players have borne off all their counters
> setposition
? usage: setposition <position>
## none of that changed the game: the dice are still thrown, the counters still off
> position
= one:off*15 two:off*15 one
> moves
= off-1,off-3,off-5
> new duodecim path=diagonal
? unknown path 'diagonal' (standard or cross)
> new duodecim lines=5
? unknown option 'lines' for duodecim
> options
= duodecim path=standard
> quit
= bye
