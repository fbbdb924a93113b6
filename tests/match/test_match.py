#!/usr/bin/env python3
"""test_match.py: ludi-match against another engine: the same dice on both sides, and engines
that crash, hang, refuse or play illegal moves reported without hanging the match.

Usage: test_match.py LUDI_MATCH LUDI_ENGINE. Ends with 'N passed, N failed'."""
import os
import stat
import subprocess
import sys
import tempfile

# A stand-in engine: agrees to everything, and on `go` does what FAKE_MODE says.
FAKE = r'''#!/usr/bin/env python3
import os, sys, time
mode = os.environ.get("FAKE_MODE", "")
for line in sys.stdin:
    cmd = line.split()
    if not cmd:
        continue
    if cmd[0] == "quit":
        print("= bye\n", flush=True)
        break
    if cmd[0] == "go":
        if mode == "crash":
            sys.exit(3)
        if mode == "hang":
            time.sleep(3600)
        if mode == "illegal":
            print("= 29-30\n", flush=True)
            continue
        if mode == "garbage":
            print("hello\n", flush=True)
            continue
        if mode == "refuse":
            print("? not today\n", flush=True)
            continue
    if cmd[0] == "roll" and mode == "rollfail":
        print("? no dice\n", flush=True)
        continue
    if cmd[0] == "new" and mode == "nogame":
        print("? unknown game\n", flush=True)
        continue
    print("= " + " ".join(cmd[1:]) + "\n", flush=True)
'''

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from pycheck import check, summary  # noqa: E402


def run(match, args, env=None, timeout=300):
    e = dict(os.environ)
    e.update(env or {})
    p = subprocess.run([match] + args, capture_output=True, text=True, timeout=timeout, env=e)
    return p.returncode, p.stdout, p.stderr


def score_lines(out):
    """The lines that do not depend on the machine's speed."""
    return [l for l in out.splitlines() if "ms a move" not in l and not l.startswith("wall")]


def main():
    match, engine = sys.argv[1], sys.argv[2]
    with tempfile.TemporaryDirectory() as tmp:
        fake = os.path.join(tmp, "fake-engine")
        with open(fake, "w") as f:
            f.write(FAKE)
        os.chmod(fake, stat.S_IRWXU)

        # This build against itself through the protocol: Pente grammai's level 4 has no noise,
        # so with the same dice on both sides each pair of games is the same game mirrored.
        rc, out, err = run(match, ["--game", "pente", "--a", "4", "--b", "4", "--engine", engine,
                                   "--games", "12", "--seed", "5", "--threads", "2"])
        check("self rc", rc == 0, err)
        check("self even", "A wins 6, draws 0, loses 6: score 50.0% +- 0.0%" in out, out + err)
        check("self names", "B: engine " + engine + ", level 4" in out, out)
        # Duodecim scripta and Latrunculi too, the engine as A; and the same seed, the same games.
        for game in ("duodecim", "latrunculi"):
            args = ["--game", game, "--a", "2", "--b", "1", "--a-engine", engine,
                    "--games", "6", "--seed", "9", "--threads", "1", "--verbose"]
            rc1, out1, err1 = run(match, args)
            rc2, out2, err2 = run(match, args)
            check(game + " rc", rc1 == 0 and rc2 == 0, err1 + err2)
            check(game + " played", "A wins" in out1 and "abandoned" not in out1, out1 + err1)
            check(game + " reproducible", score_lines(out1) == score_lines(out2), out1 + out2)
        # Both players engines.
        rc, out, err = run(match, ["--game", "duodecim", "--a", "1", "--b", "1", "--a-engine",
                                   engine, "--b-engine", engine, "--games", "4"])
        check("both engines", rc == 0 and "A wins" in out, out + err)

        # Engines that cannot go on: every game reported, the match ends, exit status 1. The wait
        # for a reply is generous: the stand-in must start and answer on a loaded machine.
        cases = {
            "crash": "exited with status 3",
            "hang": "no reply to 'go level 3' within 5.0 s",
            "illegal": "answered 'go level 3' with '29-30', which the rules refuse",
            "garbage": "with 'hello', not a reply",
            "refuse": "refused 'go level 3': ? not today",
            "rollfail": "refused 'roll",
        }
        for mode, want in cases.items():
            rc, out, err = run(match, ["--game", "duodecim", "--a", "3", "--b", "3",
                                       "--engine", fake, "--games", "4", "--threads", "2",
                                       "--engine-timeout", "5"],
                               env={"FAKE_MODE": mode}, timeout=120)
            check(mode + " rc", rc == 1, f"rc {rc}")
            check(mode + " said", want in err, err)
            check(mode + " each game", err.count("abandoned after") == 4, err)
            check(mode + " summary", "4 games abandoned by an engine" in out, out)
        # Too many failures stop the match.
        rc, out, err = run(match, ["--game", "pente", "--b", "3", "--engine", fake, "--games", "40",
                                   "--threads", "1", "--max-abandoned", "2"],
                           env={"FAKE_MODE": "crash"}, timeout=120)
        check("max abandoned", rc == 1 and "more than 2 games abandoned" in err
              and err.count("abandoned after") == 3, err)
        # An engine that does not know the game, or no engine at all: a clear error at once.
        rc, out, err = run(match, ["--game", "pente", "--b", "3", "--engine", fake, "--games", "4"],
                           env={"FAKE_MODE": "nogame"})
        check("nogame", rc == 1 and "refused 'new pente" in err, err)
        rc, out, err = run(match, ["--game", "pente", "--b", "3", "--engine", os.path.join(tmp, "none"),
                                   "--games", "4"])
        check("missing", rc == 1 and "cannot start engine" in err, err)
        # What the protocol cannot carry is refused before any game.
        rc, out, err = run(match, ["--engine", engine, "--b", "3", "--nodes", "100"])
        check("nodes refused", rc == 2 and "no node limit" in err, err)
        rc, out, err = run(match, ["--engine", engine, "--b", "0"])
        check("random refused", rc == 2 and "plays at a level" in err, err)
    return summary()


if __name__ == "__main__":
    sys.exit(main())
