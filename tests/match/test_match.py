#!/usr/bin/env python3
"""test_match.py: ludi-match against another engine: the same dice on both sides, and engines
that crash, hang, refuse or play illegal moves reported without hanging the match.

Usage: test_match.py LUDI_MATCH LUDI_ENGINE. Ends with 'N passed, N failed'."""
import os
import stat
import subprocess
import sys
import tempfile

# A stand-in engine: the real engine (FAKE_ENGINE) answers everything but what FAKE_MODE spoils.
FAKE = r"""#!/usr/bin/env python3
import os, subprocess, sys, time
mode = os.environ.get("FAKE_MODE", "")
real = subprocess.Popen([os.environ["FAKE_ENGINE"]], stdin=subprocess.PIPE,
                        stdout=subprocess.PIPE, text=True)
def ask(line):
    real.stdin.write(line)
    real.stdin.flush()
    reply = ""
    while True:
        l = real.stdout.readline()
        reply += l
        if l in ("\n", ""):
            return reply
for line in sys.stdin:
    cmd = line.split()
    if not cmd:
        continue
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
    if cmd[0] == "position" and mode == "elsewhere":
        print("= one:off*15 two:off*15 one\n", flush=True)
        continue
    try:
        print(ask(line), end="", flush=True)
    except BrokenPipeError:   # ludi-match stopped us
        break
    if cmd[0] == "quit":
        break
"""

# Tiny shell engines: one ends at once, one answers garbage, one never answers (and starts a
# child that would hold ludi-match's standard error open if it were left running). Each notes
# its process numbers in $STUB_PIDS.
STUBS = {
    "exits": "#!/bin/sh\necho $$ >> \"$STUB_PIDS\"\nexit 0\n",
    "garbage": "#!/bin/sh\necho $$ >> \"$STUB_PIDS\"\n"
               "while read l; do echo 'I am not an engine'; echo; done\n",
    "silent": "#!/bin/sh\necho $$ >> \"$STUB_PIDS\"\nsleep 600 &\necho $! >> \"$STUB_PIDS\"\n"
              "wait\n",
}

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from pycheck import check, summary  # noqa: E402


def run(match, args, env=None, timeout=300):
    """ludi-match's status, output and errors; status None when it did not end in time."""
    e = dict(os.environ)
    e.update(env or {})
    try:
        p = subprocess.run([match] + args, capture_output=True, text=True, timeout=timeout,
                           env=e)
    except subprocess.TimeoutExpired as x:
        return None, str(x.stdout or ""), f"did not end within {timeout} s"
    return p.returncode, p.stdout, p.stderr


def running(pid):
    """Whether process pid is still alive (a zombie waiting for its reaper is not)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] not in ("Z", "X")
    except OSError:
        return False


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

        # Engines that cannot go on: the first failure ends the match, with the engine's name
        # and words, exit status 1, no score. The wait for a reply is generous: the stand-in must
        # start and answer on a loaded machine.
        fake_env = {"FAKE_ENGINE": engine}
        cases = {
            "crash": "exited with status 3",
            "hang": "no reply to 'go level 3' within 5.0 s",
            "illegal": "answered 'go level 3' with '29-30', which the rules refuse",
            "garbage": "with 'hello', not a reply",
            "refuse": "refused 'go level 3': ? not today",
            "rollfail": "refused 'roll",
            "elsewhere": "answered 'position' with 'one:off*15 two:off*15 one', not 'one:",
        }
        for mode, want in cases.items():
            rc, out, err = run(match, ["--game", "duodecim", "--a", "3", "--b", "3",
                                       "--engine", fake, "--games", "4", "--threads", "2",
                                       "--engine-timeout", "5"],
                               env=dict(fake_env, FAKE_MODE=mode), timeout=120)
            check(mode + " rc", rc == 1, f"rc {rc}")
            check(mode + " said", want in err and "engine " + fake in err, err)
            check(mode + " stopped", "an engine failed: match stopped" in err
                  and "A wins" not in out, out + err)
        # With --max-abandoned the failed games are left out, each reported, up to that many.
        rc, out, err = run(match, ["--game", "duodecim", "--a", "3", "--b", "3", "--engine", fake,
                                   "--games", "4", "--threads", "2", "--max-abandoned", "4"],
                           env=dict(fake_env, FAKE_MODE="crash"), timeout=120)
        check("left out rc", rc == 1, f"rc {rc}")
        check("left out each", err.count("abandoned after") == 4, err)
        check("left out summary", "4 games abandoned by an engine" in out, out)
        rc, out, err = run(match, ["--game", "pente", "--b", "3", "--engine", fake, "--games", "40",
                                   "--threads", "1", "--max-abandoned", "2"],
                           env=dict(fake_env, FAKE_MODE="crash"), timeout=120)
        check("max abandoned", rc == 1 and "more than 2 games abandoned" in err
              and err.count("abandoned after") == 3, err)
        # The shell engines, in every game: a clear message and status 1 within the bound, and
        # nothing of theirs left running (ludi-match's errors are read through a pipe here, which
        # a child left behind would hold open: run() would time out).
        stub_said = {"exits": "exited with status 0",
                     "garbage": "with 'I am not an engine', not a reply",
                     "silent": "no reply to 'new "}
        for name, text in STUBS.items():
            path = os.path.join(tmp, name + ".sh")
            with open(path, "w") as f:
                f.write(text)
            os.chmod(path, stat.S_IRWXU)
            for game in ("latrunculi", "pente", "duodecim"):
                pids = os.path.join(tmp, name + "-" + game + ".pids")
                rc, out, err = run(match, ["--game", game, "--b", "2", "--engine", path,
                                           "--games", "2", "--threads", "1",
                                           "--engine-timeout", "2"],
                                   env={"STUB_PIDS": pids}, timeout=60)
                what = name + " " + game
                check(what + " rc", rc == 1, f"rc {rc}: {err}")
                check(what + " said", stub_said[name] in err and "engine " + path in err, err)
                with open(pids) as f:
                    left = [int(x) for x in f.read().split() if running(int(x))]
                check(what + " nothing left", not left, f"still running: {left}")
        # An engine that does not know the game, or no engine at all: a clear error at once.
        rc, out, err = run(match, ["--game", "pente", "--b", "3", "--engine", fake, "--games", "4"],
                           env=dict(fake_env, FAKE_MODE="nogame"))
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
