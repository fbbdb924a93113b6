## stop: the engine reads its input while a command works. This transcript is sent at once, so
## every stop line is read at once too: it stops each long command before it (running or still
## waiting), each replying first, then stop replies "=". So only commands meant to be stopped
## come before the last stop line.
> new latrunculi
= latrunculi size=12x8 king=blocked nocapture=30 repeat=forbid
## perft 6 on 12x8 would count for hours
> perft 6
? stopped
> stop
=
## with nothing running, stop just replies
> stop
=
> stop now
? usage: stop
## a search to depth 64 would not end in a lifetime: stopped, it plays the best move found so far
> go depth 64
~ = [a-l][1-8]-[a-l][1-8]
~ info depth \d+ score -?\d+ nodes \d+ time \d+ pv( [a-l][1-8]-[a-l][1-8])+
> stop
=
## Pente grammai on eleven lines, classic: as deep as it goes, until stopped
> new pente lines=11 mode=classic
= pente lines=11 mode=classic
> go depth 64
~ = \S+
~ info depth \d+ score -?\d+ nodes \d+ time \d+ win [01]\.\d{4} pv \S+
> stop
=
## Duodecim scripta: a level's search given an hour, stopped
> new duodecim
= duodecim path=standard
> go level 2 movetime 3600000
~ = \S+
~ info depth \d+ score -?\d+ nodes \d+ time \d+ win [01]\.\d{4} pv \S+
> stop
=
## after the last stop the commands run in full again
> new latrunculi
= latrunculi size=12x8 king=blocked nocapture=30 repeat=forbid
> perft 2
= 6285
> quit
= bye
