#!/usr/bin/env python3
"""make_seeds.py: writes the fuzz targets' seed corpora (tests/fuzz/corpus/<target>/) from the
docs' examples and the engine transcripts. Run from the repository's top: python3
tests/fuzz/make_seeds.py. The seeds are committed; the fuzzer's own finds stay in the build."""
import os
import re
import shutil

TOP = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
OUT = os.path.join(TOP, "tests", "fuzz", "corpus")
TRANSCRIPTS = ["latrunculi", "pente", "duodecim", "stop"]

# fuzz_position.c's variants and fuzz_move.c's positions, in their order
VARIANT_GAME = ["latrunculi"] * 4 + ["pente"] * 4 + ["duodecim"] * 2
MOVE_GAME = ["latrunculi"] * 3 + ["pente"] * 3 + ["duodecim"] * 3


def commands():
    """Each transcript's commands in order, with the game that was current for each."""
    out = {}
    for t in TRANSCRIPTS:
        game, cmds = "latrunculi", []
        with open(os.path.join(TOP, "tests", "engine", t + ".t"), encoding="utf-8") as f:
            for line in f:
                if not line.startswith("> "):
                    continue
                cmd = line[2:].rstrip("\n").replace("\\0", "\0")
                m = re.match(r"new (latrunculi|pente|duodecim)\b", cmd)
                if m:
                    game = m.group(1)
                cmds.append((game, cmd))
        out[t] = cmds
    return out


def game_of_position(text):
    if "/" in text:
        return "latrunculi"
    if text.startswith("A:"):
        return "pente"
    if text.startswith("one:"):
        return "duodecim"
    return None


def write(target, seeds):
    d = os.path.join(OUT, target)
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    for i, s in enumerate(dict.fromkeys(seeds)):   # each once, in order
        with open(os.path.join(d, "seed-%03d" % i), "wb") as f:
            f.write(s if isinstance(s, bytes) else s.encode())


def main():
    cmds = commands()
    allcmds = [c for t in TRANSCRIPTS for c in cmds[t]]
    docs = open(os.path.join(TOP, "docs", "PROTOCOL.md"), encoding="utf-8").read()
    engine_md = open(os.path.join(TOP, "docs", "ENGINE.md"), encoding="utf-8").read()

    positions = [c[len("setposition "):] for _, c in allcmds if c.startswith("setposition ")]
    positions += re.findall(r"`((?:[wWbB0-9]+/)+[wWbB0-9]+ [bw] \d+)`", docs)
    positions += re.findall(r"`(A:\S+ B:\S+ [ab])`", docs)
    positions += re.findall(r"`(one:\S+ two:\S+ (?:one|two))`", docs)
    seeds = []
    for p in positions:
        g = game_of_position(p)
        for i, vg in enumerate(VARIANT_GAME):
            if vg == g:
                seeds.append(bytes([i]) + p.encode())
    write("position", seeds[:60])

    seeds = []
    for g, c in allcmds:
        if c.startswith("play "):
            for i, mg in enumerate(MOVE_GAME):
                if mg == g:
                    seeds.append(bytes([i]) + c[5:].encode())
    write("move", seeds[:60])

    games = ["latrunculi", "pente", "duodecim"]
    seeds = [bytes([games.index(m.group(1))]) + (m.group(2) or "").encode()
             for _, c in allcmds for m in [re.match(r"new (latrunculi|pente|duodecim) ?(.*)", c)]
             if m]
    write("options", seeds)

    save = re.search(r"```\n(ludi-save 1\n.*?)```", engine_md, re.S).group(1)
    write("session", [save,
                      "ludi-save 1\ngame latrunculi\noptions size=8x8 king=blocked nocapture=30 "
                      "repeat=forbid\nseed 7\nplayer black human\nplayer white computer 3\n"
                      "move a1-a5\nmove b8-b5\nmove c1-c5\n",
                      "ludi-save 1\ngame pente\noptions lines=5 mode=classic\nseed 3\n"
                      "player a human\nplayer b computer 5\nroll 4\nmove off-4A\n",
                      # a game given up: the last line says who resigned
                      "ludi-save 1\ngame duodecim\noptions path=cross\nseed 5\n"
                      "player one human\nplayer two computer 2\nroll 3 5 1\n"
                      "move off-3,off-5,off-1\nroll 6 2 2\nresign one\n"])

    write("settings", ["# Ludi settings (written by the game; edit with care)\ngame = pente\n"
                       "latrunculi.options = size=12x8 king=blocked nocapture=30 repeat=forbid\n"
                       "latrunculi.material = stone\npente.options = lines=5 mode=knockoff\n"
                       "pente.material = terracotta\nduodecim.options = path=standard\n"
                       "duodecim.material = stone\nduodecim.style = letters\nplayer0 = human\n"
                       "level0 = 2\nplayer1 = computer\nlevel1 = 2\nanimation = normal\n"
                       "sound = yes\nvolume = 60\nfullscreen = no\nlanguage = auto\n",
                       "volume = 30\nlanguage=de\n# a comment\nsound = no\n"])

    write("stats", ["# Ludi statistics: played won drawn, then the game\n"
                    "12 5 1 latrunculi size=12x8 king=blocked nocapture=30 repeat=forbid vs level 2\n"
                    "3 3 0 duodecim path=standard two humans\n",
                    "4 2 1 pente lines=5 mode=knockoff vs level 1\n4 0 0 pente lines=5 "
                    "mode=knockoff vs level 1\n"])

    # the transcripts in pieces of twenty commands, the game set up first
    seeds = []
    for t in TRANSCRIPTS:
        c = [x for _, x in cmds[t]]
        for i in range(0, len(c), 20):
            seeds.append("\n".join(c[i:i + 20]) + "\n")
    write("engine", seeds)

    # fuzz_lesson.c: byte 0 even, a lesson file; odd, a progress record
    seeds = []
    for g in games:
        with open(os.path.join(TOP, "assets", "lessons", g + ".txt"), "rb") as f:
            seeds.append(b"\0" + f.read())
    seeds += [b"\1ludi-lessons 1\nlatrunculi rook rook-blocked capture\npente throw\n",
              b"\1ludi-lessons 1\nduodecim enter\n"]
    write("lesson", seeds)


main()
