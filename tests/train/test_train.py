#!/usr/bin/env python3
"""test_train.py: ludi-train is reproducible to the bit: the same weights file from the same
arguments with one thread or two, and the very file pinned here (the same on every machine).

Usage: test_train.py LUDI_TRAIN. Ends with 'N passed, N failed'."""
import hashlib
import os
import subprocess
import sys
import tempfile

# sha256 of the weights files of the runs below. A commit that changes what the trainer or an
# encoder computes updates them.
PINNED = {
    "duodecim": "e307bd85fce3cd4c933d3018d3debb88ecbc1b1c54110d0e2b22f5c4224ad56d",
    "pente": "78d183c4adaaef5d5ee90584d98591c798b6e945be8cb0970fe3ef1bf453beaa",
}
RUNS = {
    "duodecim": ["duodecim", "--games", "6", "--hidden", "4", "--seed", "3"],
    "pente": ["pente", "--option", "lines=7", "--games", "20", "--hidden", "4", "--seed", "3"],
}

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from pycheck import check, summary  # noqa: E402


def main():
    train = sys.argv[1]
    with tempfile.TemporaryDirectory() as tmp:
        for name, args in RUNS.items():
            digests = []
            for threads in ("1", "2"):
                out = os.path.join(tmp, f"{name}-{threads}.weights")
                p = subprocess.run([train] + args + ["--threads", threads, "--check-every", "0",
                                                     "--out", out],
                                   capture_output=True, text=True, timeout=600)
                check(f"{name} threads {threads} rc", p.returncode == 0, p.stderr)
                if p.returncode != 0:
                    continue
                with open(out, "rb") as f:
                    data = f.read()
                digests.append(hashlib.sha256(data).hexdigest())
                check(f"{name} header", data.startswith(b"/* ") and b"Made by" in data,
                      data[:200])
            check(f"{name} threads agree", len(digests) == 2 and digests[0] == digests[1],
                  str(digests))
            check(f"{name} pinned", digests and digests[0] == PINNED[name],
                  f"sha256 {digests[0] if digests else None}, pinned {PINNED[name]}")
        # bad arguments change nothing and say why
        out = os.path.join(tmp, "none.weights")
        p = subprocess.run([train, "latrunculi", "--out", out], capture_output=True, text=True)
        check("not a dice game", p.returncode == 2 and "not a dice game" in p.stderr
              and not os.path.exists(out), p.stderr)
        p = subprocess.run([train, "duodecim", "--hidden", "0", "--out", out],
                           capture_output=True, text=True)
        check("bad hidden", p.returncode == 2 and "bad argument" in p.stderr
              and not os.path.exists(out), p.stderr)
        p = subprocess.run([train, "duodecim", "--games", "2", "--hidden", "4",
                            "--check-every", "0", "--out",
                            os.path.join(tmp, "no", "such", "dir", "w")],
                           capture_output=True, text=True)
        check("unwritable", p.returncode == 1 and "cannot write" in p.stderr, p.stderr)
    return summary()


if __name__ == "__main__":
    sys.exit(main())
