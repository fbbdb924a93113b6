## Pente grammai through ludi-engine: every reply worked out by hand from RULES.md section 2.
## Five lines: points 1A..5A are indices 0..4, 1B..5B are 5..9; A's track runs 1A..5A,1B..5B,
## B's runs 1B..5B,1A..5A; the sacred points are 3A and 3B; A's goal is 3B, B's is 3A.
> new pente
= pente lines=5 mode=knockoff
> options
= pente lines=5 mode=knockoff
> position
= A:off,off,off,off,off B:off,off,off,off,off a
> side
= a
> result
= ongoing
## the B points read right to left above the A points; the sacred line is the third
> show
=     5B     4B     3B     2B     1B
B    .      .      .      .      .
     |      |      #      |      |
     |      |      o      |      |
     |      |      #      |      |
A    .      .      .      .      .
    1A     2A     3A     4A     5A
off the board: a 5, b 5; goals: a on 3B, b on 3A
knock-off, 5 lines; a to throw
## the die is needed before moves, play and pass
> moves
? throw the die first (roll)
> play off-1A
? throw the die first (roll)
> pass
? throw the die first (roll)
## a 6 enters at the sixth point of A's track: 1A 2A 3A 4A 5A 1B
> roll 6
= 6
> moves
= off-1B
> roll 6
? the die has been thrown already; play a move first
## entering elsewhere, or not entering, is refused
> play off-2A
? off-2A: with a 6, a's counter enters at 1B
> play pass
? passing is not allowed: off-1B can be played
> pass
? passing is not allowed: off-1B can be played
> play off-1B
= off-1B
> position
= A:off,off,off,off,1B B:off,off,off,off,off b
> side
= b
> show
=     5B     4B     3B     2B     1B
B    .      .      .      .      a
     |      |      #      |      |
     |      |      o      |      |
     |      |      #      |      |
A    .      .      .      .      .
    1A     2A     3A     4A     5A
off the board: a 4, b 5; goals: a on 3B, b on 3A
knock-off, 5 lines; b to throw
## B's 1 enters at the first point of B's track, 1B, and knocks A's counter off
> roll 1
= 1
> moves
= off-1B
> play off-1B
= off-1B
> position
= A:off,off,off,off,off B:off,off,off,off,1B a
## A's 6 enters at 1B again and knocks B's counter off in turn
> roll 6
= 6
> moves
= off-1B
> play off-1B
= off-1B
> position
= A:off,off,off,off,1B B:off,off,off,off,off b
## undo takes the move back and leaves the die thrown: the same moves, and no second throw
> undo
= off-1B
> position
= A:off,off,off,off,off B:off,off,off,off,1B a
> side
= a
> moves
= off-1B
> roll 2
? the die has been thrown already; play a move first
> play off-1B
= off-1B
> position
= A:off,off,off,off,1B B:off,off,off,off,off b
##
## a capture on landing: A has nothing off the board; 2B moves 2 to 4B, B's counter
> setposition A:1A,2A,4A,5A,2B B:off,off,off,off,4B a
= A:1A,2A,4A,5A,2B B:off,off,off,off,4B a
> side
= a
## with a 2: 1A-3A (sacred), 2A-4A own (no), 4A-1B, 5A-2B own (no), 2B-4B takes
> roll 2
= 2
> moves
= 1A-3A 2B-4B 4A-1B
> play 2A-4A
? 2A-4A: 4A is held by a counter of a's own
> play 1A-4A
? 1A-4A: that is 3 points along the track, the die shows 2
> play 3A-5A
? 3A-5A: no counter of a on 3A
> play 1A-3A,2B-4B
? in knock-off mode a turn moves one counter, not 2
> play 2B-4B
= 2B-4B
> position
= A:1A,2A,4A,5A,4B B:off,off,off,off,off b
## B now has everything off: a 4 enters at 4B, which A holds: knocked off on entering
> roll 4
= 4
> moves
= off-4B
> play off-4B
= off-4B
> position
= A:off,1A,2A,4A,5A B:off,off,off,off,4B a
##
## B's side: B's track is 1B..5B, 1A..5A, so B's 6 enters at 1A, and 5A goes on to 1B
> setposition A:off,off,off,off,off B:off,off,off,off,off b
= A:off,off,off,off,off B:off,off,off,off,off b
> roll 6
= 6
> show
=     5B     4B     3B     2B     1B
B    .      .      .      .      .
     |      |      #      |      |
     |      |      o      |      |
     |      |      #      |      |
A    .      .      .      .      .
    1A     2A     3A     4A     5A
off the board: a 5, b 5; goals: a on 3B, b on 3A
knock-off, 5 lines; b to move with a 6
> moves
= off-1A
> setposition A:1B,off,off,off,off B:5A,4A,2A,1A,4B b
= A:off,off,off,off,1B B:1A,2A,4A,5A,4B b
## B's 1: 1A-2A own (no), 2A-3A sacred, 4A-5A own (no), 5A-1B takes A's counter, 4B-5B
> roll 1
= 1
> moves
= 2A-3A 4B-5B 5A-1B
> play 5A-1B
= 5A-1B
> position
= A:off,off,off,off,off B:1A,2A,4A,1B,4B a
##
## the sacred points hold any number of counters of both sides, and nobody is captured there
## (the position is given out of order and read back sorted)
> setposition A:3B,1A,3B,5B,3B B:3A,off,3B,off,3A b
= A:1A,3B,3B,3B,5B B:off,off,3A,3A,3B b
> show
=     5B     4B     3B     2B     1B
B    a      .     a3b     .      .
     |      |      #      |      |
     |      |      o      |      |
     |      |      #      |      |
A    a      .     b2      .      .
    1A     2A     3A     4A     5A
off the board: a 0, b 2; goals: a on 3B, b on 3A
knock-off, 5 lines; b to throw
## B's 3 enters at 3B: sacred, so open although B's own counter and three of A's stand there
> roll 3
= 3
> moves
= off-3B
> play off-3B
= off-3B
> position
= A:1A,3B,3B,3B,5B B:off,3A,3A,3B,3B a
## A's 2: 1A-3A onto B's two counters (no capture); the pile on 3B goes to 5B, its own: no;
## 5B goes round to 2A
> roll 2
= 2
> moves
= 1A-3A 5B-2A
> play 1A-3A
= 1A-3A
> position
= A:3A,3B,3B,3B,5B B:off,3A,3A,3B,3B b
## B's 1 enters at 1B, which is empty: entering has priority
> roll 1
= 1
> moves
= off-1B
> play 3A-4A
? 3A-4A: entering has priority (off-1B)
> play 3B-4B
? 3B-4B: entering has priority (off-1B)
> play off-1B
= off-1B
> position
= A:3A,3B,3B,3B,5B B:3A,3A,1B,3B,3B a
##
## an entry point held by one's own counter: the other counters may move (A's 6 enters at 1B)
> setposition A:off,off,2A,4A,1B B:off,off,off,off,off a
= A:off,off,2A,4A,1B B:off,off,off,off,off a
> roll 6
= 6
## 2A-3B (sacred), 4A-5B, 1B-2A own (no)
> moves
= 2A-3B 4A-5B
> play off-1B
? off-1B: 1B is held by a counter of a's own
> play 1B-2A
? 1B-2A: 2A is held by a counter of a's own
> play 4A-5B
= 4A-5B
##
## zugzwang: the only move takes a counter off the sacred line (1A and 1B block each other)
> setposition A:1A,1B,3B,3B,3B B:off,off,off,off,off a
= A:1A,1B,3B,3B,3B B:off,off,off,off,off a
> roll 5
= 5
> moves
= 3B-3A
> pass
? passing is not allowed: 3B-3A can be played
> go level 1
= 3B-3A
~ info depth 1 score -?\d+ nodes 1 time \d+ win [01]\.\d{4} pv 3B-3A
> undo
= 3B-3A
> play 3B-3A
= 3B-3A
> position
= A:1A,3A,1B,3B,3B B:off,off,off,off,off b
##
## no move at all: a 5 enters at 5A (A's own), and 1A/1B, 5A/5B are five apart
> setposition A:off,1A,5A,1B,5B B:off,off,off,off,off a
= A:off,1A,5A,1B,5B B:off,off,off,off,off a
> roll 5
= 5
> moves
= pass
> play off-5A
? off-5A: 5A is held by a counter of a's own
> play 1A-1B
? 1A-1B: 1B is held by a counter of a's own
> play pass
= pass
> side
= b
> position
= A:off,1A,5A,1B,5B B:off,off,off,off,off b
## the same with the word pass, after taking the first back
> undo
= pass
> side
= a
> moves
= pass
> pass
= pass
> side
= b
## the computer, with no choice, passes too
> undo
= pass
> go
= pass
~ info depth 1 score -?\d+ nodes 1 time \d+ win [01]\.\d{4} pv pass
##
## a won game: the winning move, the result, and a finished game refuses everything
> setposition A:1B,3B,3B,3B,3B B:off,off,off,off,off a
= A:1B,3B,3B,3B,3B B:off,off,off,off,off a
> result
= ongoing
> roll 2
= 2
> moves
= 1B-3B 3B-5B
> play 1B-3B
= 1B-3B
> result
= a wins: all counters on the sacred line
> position
= A:3B,3B,3B,3B,3B B:off,off,off,off,off b
> roll 3
? the game is over
> moves
? the game is over
> play 3B-4B
? the game is over
> pass
? the game is over
> undo
= 1B-3B
> result
= ongoing
## set up as won, for either side
> setposition A:3B,3B,3B,3B,3B B:off,off,off,off,off b
= A:3B,3B,3B,3B,3B B:off,off,off,off,off b
> result
= a wins: all counters on the sacred line
> setposition A:off,off,off,off,off B:3A,3A,3A,3A,3A a
= A:off,off,off,off,off B:3A,3A,3A,3A,3A a
> result
= b wins: all counters on the sacred line
> undo
? nothing to undo
##
## classic mode: counters start on their own points; one die shared among counters
> new pente lines=7 mode=classic
= pente lines=7 mode=classic
> options
= pente lines=7 mode=classic
> position
= A:1A,2A,3A,4A,5A,6A,7A B:1B,2B,3B,4B,5B,6B,7B a
## with a 1 only 3A-4A lands free (4A is the sacred point of seven lines)
> roll 1
= 1
> show
=     7B     6B     5B     4B     3B     2B     1B
B    b      b      b      b      b      b      b
     |      |      |      #      |      |      |
     |      |      |      o      |      |      |
     |      |      |      #      |      |      |
A    a      a      a      a      a      a      a
    1A     2A     3A     4A     5A     6A     7A
off the board: a 0, b 0; goals: a on 4B, b on 4A
classic, 7 lines; a to move with a 1
> moves
= 3A-4A
> play 7A-1B
? 7A-1B: 1B is taken by b, and classic mode has no capture
> play 10A-11A
? '10A-11A' is not a step like 2A-4A or off-3A on 7 lines
> play 3A-4A
= 3A-4A
> position
= A:1A,2A,4A,4A,5A,6A,7A B:1B,2B,3B,4B,5B,6B,7B b
##
## classic splits on five lines: three of A's on 3A (alike), one each on 4A and 5A
> new pente mode=classic
= pente lines=5 mode=classic
> setposition A:3A,3A,3A,4A,5A B:3B,3B,3B,3B,4B a
= A:3A,3A,3A,4A,5A B:3B,3B,3B,3B,4B a
> roll 3
= 3
## whole 3s: 3A-1B, 4A-2B, 5A-3B; every legal split ends in one of those positions
## (5A-1B,4A-5A,3A-4A and 5A-1B,3A-5A give 3A-1B's; 5A-2B,4A-5A gives 4A-2B's), listed once
> moves
= 3A-1B 4A-2B 5A-3B
> pass
? passing is not allowed: the 3 can be used
## each part must land free when it is played: 5A first, then 4A, then one from 3A
> play 3A-4A,4A-5A,5A-1B
? 3A-4A: 4A already holds a counter of a, and an ordinary point holds one
> play 4A-5A,5A-1B,3A-4A
? 4A-5A: 5A already holds a counter of a, and an ordinary point holds one
> play 5A-1B
? the die shows 3, the parts add up to 1
> play 5A-1B,1B-2B,4A-5A
? 1B-2B: the counter on 1B has moved already this turn
> play 5A-1B,4A-5A,3A-4A
= 5A-1B,4A-5A,3A-4A
> position
= A:3A,3A,4A,5A,1B B:3B,3B,3B,3B,4B b
## undo: the same die, the same moves
> undo
= 5A-1B,4A-5A,3A-4A
> moves
= 3A-1B 4A-2B 5A-3B
> play 5A-1B,3A-5A
= 5A-1B,3A-5A
> position
= A:3A,3A,4A,5A,1B B:3B,3B,3B,3B,4B b
> undo
= 5A-1B,3A-5A
> play 5A-2B,4A-5A
= 5A-2B,4A-5A
> position
= A:3A,3A,3A,5A,2B B:3B,3B,3B,3B,4B b
## classic never has a counter off the board
> play off-1A
? throw the die first (roll)
> roll 1
= 1
> play off-1A
? off-1A: in classic mode every counter stays on the board
##
## classic, no way to use a whole 6: every part from 3A lands on B except a 5 (on 3B)
> setposition A:3A,3A,3A,3A,3A B:4A,5A,1B,2B,4B a
= A:3A,3A,3A,3A,3A B:4A,5A,1B,2B,4B a
> roll 6
= 6
> moves
= pass
> play 3A-4B
? 3A-4B: 4B is taken by b, and classic mode has no capture
> play 3A-3B,3A-4A
? 3A-4A: 4A is taken by b, and classic mode has no capture
> pass
= pass
> side
= b
## while the 5 can be used there is no pass
> undo
= pass
> setposition A:3A,3A,3A,3A,3A B:4A,5A,1B,2B,4B a
= A:3A,3A,3A,3A,3A B:4A,5A,1B,2B,4B a
> roll 5
= 5
> moves
= 3A-3B
> play pass
? passing is not allowed: the 5 can be used
##
## malformed input: each refused, nothing changes
> new pente
= pente lines=5 mode=knockoff
> roll 7
? a die shows 1 to 6, not '7'
> roll 0
? a die shows 1 to 6, not '0'
> roll -1
? a die shows 1 to 6, not '-1'
> roll x
? a die shows 1 to 6, not 'x'
> roll 1 2
? Pente grammai needs 1 die, not 2
> roll 99999999999999999999999
? a die shows 1 to 6, not '99999999999999999999'
> moves
? throw the die first (roll)
> perft 2
? perft is for latrunculi only
> perft 0
? perft is for latrunculi only
> roll 6
= 6
> play 9A-1B
? '9A-1B' is not a step like 2A-4A or off-3A on 5 lines
> play 0A-2A
? '0A-2A' is not a step like 2A-4A or off-3A on 5 lines
> play off-off
? off-off: a counter leaves the board only when it is knocked off
> play 1B-off
? 1B-off: a counter leaves the board only when it is knocked off
> play 1B
? '1B' is not a step like 2A-4A or off-3A
> play off-1B,
? 'off-1B,' ends with a comma
> play off-1b
? 'off-1b' is not a step like 2A-4A or off-3A on 5 lines
> play 99999999999A-1B
? '99999999999A-1B' is not a step like 2A-4A or off-3A on 5 lines
> play off-1B off-1B
? usage: play <move>
> play
? usage: play <move>
> pass now
? usage: pass
> moves all
? usage: moves
> side a
? usage: side
> setposition A:off,off B:
? A has 2 counters; 5 lines need 5
> setposition A:off,off,off,off,off B:off,off,off,off,off
? the side to move ('a' or 'b') must follow the counters
> setposition A:off,off,off,off,off B:
? a point is missing in B's list of counters
> setposition A:off,off,off,off,off
? the position ends before B's counters
> setposition A:off,off,off,off,off,off B:off,off,off,off,off a
? A has more than 5 counters
> setposition A:off,off,off,off,off B:off,off,off,off a
? B has 4 counters; 5 lines need 5
> setposition A:1A,1A,off,off,off B:off,off,off,off,off a
? 2 counters on 1A, an ordinary point, which holds one
> setposition A:4B,off,off,off,off B:off,off,off,off,4B a
? 2 counters on 4B, an ordinary point, which holds one
> setposition A:off,off,off,off,off B:off,off,off,off,off a junk
? unexpected text after the position: 'junk'
> setposition A:off,off,off,off,off B:off,off,off,off,off c
? the side to move must be 'a' or 'b', not 'c'
> setposition B:off,off,off,off,off A:off,off,off,off,off a
? expected 'A:' and A's counters, not 'B:off,off,of'
> setposition A:off,off,off,off,6A B:off,off,off,off,off a
? '6A' is not a point on 5 lines (1A..5A, 1B..5B or off)
> setposition A:off,,off,off,off B:off,off,off,off,off a
? a point is missing in A's list of counters
> setposition A:3B,3B,3B,3B,3B B:3A,3A,3A,3A,3A a
? both sides have all their counters on the sacred line
> setposition
? usage: setposition <position>
## none of that changed the game: the die is still thrown, the counters still off
> position
= A:off,off,off,off,off B:off,off,off,off,off a
> moves
= off-1B
> new pente mode=classic
= pente lines=5 mode=classic
> setposition A:off,1A,2A,4A,5A B:1B,2B,3B,4B,5B a
? A has a counter off the board, which classic mode never has
> new pente lines=6
? unknown number of lines '6' (5, 7, 9 or 11)
> new pente lines=99999999999999999999
? unknown number of lines '99999999999999999999' (5, 7, 9 or 11)
> new pente mode=fast
? unknown mode 'fast' (knockoff or classic)
> new pente path=cross
? unknown option 'path' for pente
> new pente lines
? option 'lines' is not of the form key=value
> options
= pente lines=5 mode=classic
> new pente lines=11
= pente lines=11 mode=knockoff
> setposition A:off,off,off,off,off,off,off,off,off,off,11A B:off,off,off,off,off,off,off,off,off,10B,11B b
= A:off,off,off,off,off,off,off,off,off,off,11A B:off,off,off,off,off,off,off,off,off,10B,11B b
## B's 6 on eleven lines enters at 6B, its own sacred point; or 10B-5A, 11B-6A round the corner
## (entering has priority: 6B is open)
> roll 6
= 6
> moves
= off-6B
> quit
= bye
