## Latrunculi through ludi-engine: a short game, the board, and malformed input of every kind.
> # a comment gives no reply
> new latrunculi size=8x8
= latrunculi size=8x8 king=blocked nocapture=30 repeat=forbid
> options
= latrunculi size=8x8 king=blocked nocapture=30 repeat=forbid
> position
= wwwwwwww/3W4/8/8/8/8/4B3/bbbbbbbb b 0
> side
= black
> result
= ongoing
> show
= Latrunculi 8x8, black to move, 0 moves without capture (limit 30)
 8  w w w w w w w w
 7  . . . W . . . .
 6  . . . . . . . .
 5  . . . . . . . .
 4  . . . . . . . .
 3  . . . . . . . .
 2  . . . . B . . .
 1  b b b b b b b b
    a b c d e f g h
> perft 1
= 53
> perft 2
= 2637
> play a1-a5
= a1-a5
> side
= white
> position
= wwwwwwww/3W4/8/b7/8/8/4B3/1bbbbbbb w 1
> play b8-b5
= b8-b5
> play c1-c5
= c1-c5
## c1-c5 closes b5 between a5 and c5: captured
> position
= w1wwwwww/3W4/8/b1b5/8/8/4B3/1b1bbbbb w 0
> undo
= c1-c5
> position
= w1wwwwww/3W4/8/bw6/8/8/4B3/1bbbbbbb b 2
> play c1-c5
= c1-c5
> moves
= a8-a6 a8-a7 a8-b8 c8-b8 c8-c6 c8-c7 d7-a7 d7-b7 d7-c7 d7-d2 d7-d3 d7-d4 d7-d5 d7-d6 d7-e7 d7-f7 d7-g7 d7-h7 e8-e3 e8-e4 e8-e5 e8-e6 e8-e7 f8-f2 f8-f3 f8-f4 f8-f5 f8-f6 f8-f7 g8-g2 g8-g3 g8-g4 g8-g5 g8-g6 g8-g7 h8-h2 h8-h3 h8-h4 h8-h5 h8-h6 h8-h7
## setting a position clears the history; a finished game refuses moves
> setposition Wb5w/b7/8/8/8/8/8/b6B w 3
= Wb5w/b7/8/8/8/8/8/b6B w 3
> result
= black wins: king immobilised
> moves
? the game is over
> play a8-a7
? the game is over
> undo
? nothing to undo
## malformed input: each refused, nothing changes
> new latrunculi size=12x8
= latrunculi size=12x8 king=blocked nocapture=30 repeat=forbid
> frobnicate
? unknown command 'frobnicate' (help lists the commands)
> play
? usage: play <move>
> play a1-a5 b1-b5
? usage: play <move>
> play z1-z5
? 'z1-z5' is not a move like a1-a5 on this 12x8 board
> play a1-a9
? 'a1-a9' is not a move like a1-a5 on this 12x8 board
> play a1
? 'a1' is not a move like a1-a5 on this 12x8 board
> play a1-b2
? a1-b2: pieces move along a rank or a file
> play a8-a5
? a8-a5: no black piece stands on a8
> play g2-g1
? g2-g1: a piece already stands on g1
> new chess
? unknown game 'chess' (latrunculi, pente or duodecim)
> new latrunculi size=9x9
? unknown size '9x9' (8x8, 12x8, 10x9 or 11x10)
> new latrunculi colour=red
? unknown option 'colour' for latrunculi
> new latrunculi lines=5
? unknown option 'lines' for latrunculi
> new
? usage: new <game> [option=value ...]; games: latrunculi, pente, duodecim
> setposition wwwwwwww/3W4/8/8/8/8/4B3/bbbbbbbb
? the side to move must follow the board: 'b' or 'w'
> setposition wwwwwwww/3W4/8/8/8/8/4B3/bbbbbbbb b
? the no-capture count must follow the side to move
> setposition wwwwwwww/3W4/8/8/8/8/4B3/bbbbbbb b 0
? rank 8 has 7 squares, the first has 8
> setposition
? usage: setposition <position>
> perft 99999999999999999999
? usage: perft <depth>, depth 0 to 6
> perft -1
? usage: perft <depth>, depth 0 to 6
> perft
? usage: perft <depth>, depth 0 to 6
> seed -5
? usage: seed <n>, n a whole number from 0 to 18446744073709551615
> seed 18446744073709551616
? usage: seed <n>, n a whole number from 0 to 18446744073709551615
> go level 9
? level must be 1 to 5, not '9'
> go depth 0
? depth must be 1 to 64, not '0'
> go movetime 99999999999
? movetime must be 1 to 3600000 milliseconds, not '99999999999'
> go fast
? usage: go [level <1-5>] [movetime <ms>] [depth <n>]
> roll
? Latrunculi has no dice
> roll 3
? Latrunculi has no dice
> pass
? passing is not allowed in Latrunculi
> play pass
? passing is not allowed in Latrunculi
> side black
? usage: side
> undo
? nothing to undo
> position
= wwwwwwwwwwww/5W6/12/12/12/12/6B5/bbbbbbbbbbbb b 0
## numbers are written without leading zeros; perft counts to depth 6 at most (deeper is hours)
> perft 01
? usage: perft <depth>, depth 0 to 6
> perft 7
? usage: perft <depth>, depth 0 to 6
> seed 07
? usage: seed <n>, n a whole number from 0 to 18446744073709551615
> go depth 03
? depth must be 1 to 64, not '03'
> roll 00
? Latrunculi has no dice
## a NUL byte never hides the rest of a line, and a line holding only NUL gets a reply
> play a1-a5\0junk
? the line holds a NUL byte
> \0
? the line holds a NUL byte
## load reads regular files only (a FIFO would block it for ever)
> load /dev/null
? /dev/null is not a regular file
> load .
? . is not a regular file
> position
= wwwwwwwwwwww/5W6/12/12/12/12/6B5/bbbbbbbbbbbb b 0
## movetime alone lifts the level's depth: level 1 looks one ply ahead, but given time it finds
## the win three plies away (the no-capture limit ends the game with black a man ahead)
> new latrunculi size=8x8
= latrunculi size=8x8 king=blocked nocapture=30 repeat=forbid
> setposition W6w/8/8/8/8/8/8/b2B3b b 27
= W6w/8/8/8/8/8/8/b2B3b b 27
> go level 1 movetime 3600000
~ = [a-h][1-8]-[a-h][1-8]
~ info depth 3 score 29997 nodes \d+ time \d+ pv [a-h][1-8]-[a-h][1-8] [a-h][1-8]-[a-h][1-8] [a-h][1-8]-[a-h][1-8]
> result
= ongoing
> seed 18446744073709551615
= 18446744073709551615
> quit
= bye
