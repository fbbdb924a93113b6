#!/usr/bin/env python3
"""e2e_xdotool.py: drives the real ludi window under an X server with xdotool: moves the
pointer to a1, presses, drags to a5, releases, quits with Ctrl+Q, and checks the saved game
holds the move. Run it under xvfb-run (tools/run does). Prints 'N passed, N failed'."""
import os
import shutil
import subprocess
import sys
import tempfile
import time

ludi = sys.argv[1]
checks = {"passed": 0, "failed": 0}


def check(cond, what):
    checks["passed" if cond else "failed"] += 1
    if not cond:
        print("FAIL", what)


def xdo(*args):
    return subprocess.run(["xdotool", *args], capture_output=True, text=True, timeout=60)


def main():
    if not shutil.which("xdotool") or not os.environ.get("DISPLAY"):
        print("SKIP: needs xdotool and an X display (run under xvfb-run)")
        sys.exit(77)
    home = tempfile.mkdtemp(prefix="ludi-e2e-")
    # the software renderer: no GL driver loads (its libraries leak, which would trip the
    # sanitizer build for leaks that are not ours), and it is what a bare X server offers
    env = dict(os.environ, XDG_DATA_HOME=home, SDL_AUDIODRIVER="dummy",
               SDL_RENDER_DRIVER="software", SDL_FRAMEBUFFER_ACCELERATION="0",
               LUDI_PRINT_LAYOUT="1", DBUS_SESSION_BUS_ADDRESS="unix:path=/nonexistent")
    env.pop("SDL_VIDEODRIVER", None)
    p = subprocess.Popen([ludi, "--game", "latrunculi", "--size", "8x8", "--seed", "1",
                          "--black", "human", "--white", "human", "--window", "1024x700",
                          "--animation", "fast"], env=env, stdout=subprocess.PIPE, text=True)
    places = {}
    for line in p.stdout:
        if line.startswith("place "):
            _, place, x, y = line.split()
            places[int(place)] = (int(x), int(y))
        if line.startswith("layout done"):
            break
    check(0 in places and 32 in places, "the layout names a1 and a5")
    win = xdo("search", "--sync", "--onlyvisible", "--name", "Ludi").stdout.split()
    check(len(win) >= 1, "the window appears")
    if win and 0 in places and 32 in places:
        w = win[0]
        xdo("windowmove", "--sync", w, "0", "0")
        time.sleep(0.5)
        geo = xdo("getwindowgeometry", w).stdout
        (x0, y0), (x1, y1) = places[0], places[32]
        xdo("mousemove", "--window", w, str(x0), str(y0))
        time.sleep(0.2)
        xdo("mousedown", "1")
        for k in range(1, 9):   # a hand's drag: several moves
            xdo("mousemove", "--window", w, str(x0 + (x1 - x0) * k // 8), str(y0 + (y1 - y0) * k // 8))
            time.sleep(0.05)
        xdo("mouseup", "1")
        time.sleep(1.0)
        xdo("key", "--window", w, "ctrl+q")
        print(geo.strip())
    try:
        p.wait(timeout=120)   # generous: a loaded machine, a sanitized build
    except subprocess.TimeoutExpired:
        p.kill()
        check(False, "ludi quits on Ctrl+Q")
    check(p.returncode == 0, "ludi exits cleanly (status %s)" % p.returncode)
    save = os.path.join(home, "ludigames", "ludi", "current.ludi")
    text = open(save).read() if os.path.exists(save) else ""
    check("move a1-a5" in text, "the saved game holds the move a1-a5: %r" % text[-200:])
    shutil.rmtree(home, ignore_errors=True)
    print(f"{checks['passed']} passed, {checks['failed']} failed")
    sys.exit(1 if checks["failed"] else 0)


main()
