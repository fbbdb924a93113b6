## review: every move since new, setposition or load graded against the computer's choice.
## Pente grammai on five lines: exact, from the solved table, at any level.
> new pente
= pente lines=5 mode=knockoff
> review
= 0 moves
> setposition A:2A,3A,3B,3B,3B B:3A,3A,3A,4B,5B a
= A:2A,3A,3B,3B,3B B:3A,3A,3A,4B,5B a
> roll 6
= 6
## the turn the table values lowest: 0.2875 of a's chance given away
> play 3B-4A
= 3B-4A
> roll 2
= 2
> play 5B-2A
= 5B-2A
> roll 4
= 4
> play 3B-2A
= 3B-2A
> review
= 3 moves
1 a 3B-4A best 2A-3B loss 0.2875
2 b 5B-2A best 5B-2A loss 0.0000
3 a 3B-2A best 4A-3B loss 0.1586
> review level 1
= 3 moves
1 a 3B-4A best 2A-3B loss 0.2875
2 b 5B-2A best 5B-2A loss 0.0000
3 a 3B-2A best 4A-3B loss 0.1586
## undo takes a move out of the review
> undo
= 3B-2A
> review movetime 50
= 2 moves
1 a 3B-4A best 2A-3B loss 0.2875
2 b 5B-2A best 5B-2A loss 0.0000
> review level 9
? level must be 1 to 5, not '9'
> review depth 3
? unknown review option 'depth' (level, movetime)
> review level
? usage: review [level <1-5>] [movetime <ms>]
> review movetime 0
? movetime must be 1 to 3600000 milliseconds, not '0'
## Latrunculi: the search's score, in men. b1-b4 gives a man away (the king on a8 closes it in
## from a4), and taking it loses nothing.
> new latrunculi size=8x8
= latrunculi size=8x8 king=blocked nocapture=30 repeat=forbid
> setposition W6w/8/8/8/2w5/8/8/bbb4B b 0
= W6w/8/8/8/2w5/8/8/bbb4B b 0
> play b1-b4
= b1-b4
> play a8-a4
= a8-a4
> review level 3
= 2 moves
~ 1 black b1-b4 best [a-h][1-8]-[a-h][1-8] loss (0\.9\d|[1-9]\d*\.\d\d)
2 white a8-a4 best a8-a4 loss 0.00
## Duodecim scripta: the chance, from the search
> new duodecim
= duodecim path=standard
> setposition one:3*2,7*3,9*2,12*4,14*4 two:off*6,2*3,8*2,10*4 one
= one:3*2,7*3,9*2,12*4,14*4 two:off*6,2*3,8*2,10*4 one
> roll 6 4 1
= 6 4 1
> play 12-13,14-18,18-24
= 12-13,14-18,18-24
> roll 2 2 5
= 2 2 5
## with counters waiting, every die must enter one: the only turn (in any order), which loses
## nothing
> play off-2,off-5,off-2
= off-2,off-5,off-2
> review level 1
= 2 moves
~ 1 one 12-13,14-18,18-24 best \d+-\d+,\d+-\d+,\d+-\d+ loss [01]\.\d{4}
2 two off-2,off-5,off-2 best off-2,off-5,off-2 loss 0.0000
> quit
= bye
