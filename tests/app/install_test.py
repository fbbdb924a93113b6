#!/usr/bin/env python3
"""install_test.py: installs the build into a temporary directory (meson install --destdir),
checks the tree is complete, and starts the installed game with --screenshot: it must find
its assets there, not in the source tree. Prints 'N passed, N failed'."""
import os
import shutil
import subprocess
import sys
import tempfile

build, prefix = sys.argv[1], sys.argv[2]
checks = {"passed": 0, "failed": 0}


def check(cond, what):
    checks["passed" if cond else "failed"] += 1
    if not cond:
        print("FAIL", what)


dest = tempfile.mkdtemp(prefix="ludi-install-")
r = subprocess.run(["meson", "install", "-C", build, "--no-rebuild", "--destdir", dest,
                    "--quiet"], capture_output=True, text=True)
check(r.returncode == 0, "meson install: " + r.stderr[-500:])
root = dest + prefix
app_id = "io.github.ludigames.Ludi"
want = [
    "bin/ludi", "bin/ludi-engine",
    "share/ludi/assets/stone.png", "share/ludi/assets/counter-bone-king.png",
    "share/ludi/assets/die-6.png",
    "share/ludi/assets/lessons/latrunculi.txt", "share/ludi/assets/lessons/pente.txt",
    "share/ludi/assets/lessons/duodecim.txt",
    f"share/applications/{app_id}.desktop", f"share/metainfo/{app_id}.metainfo.xml",
    f"share/icons/hicolor/48x48/apps/{app_id}.png",
    f"share/icons/hicolor/128x128/apps/{app_id}.png",
    f"share/icons/hicolor/256x256/apps/{app_id}.png",
    "share/man/man6/ludi.6", "share/man/man6/ludi-engine.6",
]
for f in want:
    check(os.path.exists(os.path.join(root, f)), "installed " + f)
# the installed game, away from the source tree, finds its own assets
shot = os.path.join(dest, "shot.png")
env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
env.pop("LUDI_DATA_DIR", None)
r = subprocess.run([os.path.join(root, "bin/ludi"), "--no-settings", "--game", "pente",
                    "--window", "640x400", "--screenshot", shot], env=env, cwd=dest,
                   capture_output=True, text=True, timeout=60)
check(r.returncode == 0, "the installed ludi starts: " + r.stderr[-500:])
check(os.path.exists(shot) and os.path.getsize(shot) > 10000, "it wrote a screenshot")
r = subprocess.run([os.path.join(root, "bin/ludi-engine")], input="new pente\nquit\n",
                   capture_output=True, text=True, timeout=20)
check(r.stdout.startswith("= pente lines=5 mode=knockoff"), "the installed engine answers")
shutil.rmtree(dest, ignore_errors=True)
print(f"{checks['passed']} passed, {checks['failed']} failed")
sys.exit(1 if checks["failed"] else 0)
