#!/usr/bin/env python3
"""transcript.py: runs ludi-engine on a transcript and compares every reply.

A transcript holds commands, each on a line starting with '> ', followed by the exact reply
expected (without the closing empty line). A command expected to give no reply at all (a blank
line or a comment) is followed by no reply lines. Lines starting with '##' are notes for
people and are not sent. A reply line starting with '~ ' is a regular expression the whole
reply line must match (for what varies from run to run: times, node counts, a stopped
search's move). In a command, '\\0' is sent as a NUL byte. Prints one line per mismatch and
ends with 'N passed, N failed'."""
import re
import subprocess
import sys


def parse(path):
    cases = []  # (command, expected reply or None)
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    cmd, reply = None, []
    for line in lines:
        if line.startswith("##"):
            continue
        if line.startswith(">"):
            if cmd is not None:
                cases.append((cmd, "\n".join(reply).strip("\n") or None))
            cmd, reply = line[2:] if line.startswith("> ") else line[1:], []
        elif cmd is not None:
            reply.append(line)
    if cmd is not None:
        cases.append((cmd, "\n".join(reply).strip("\n") or None))
    return cases


def matches(got, want):
    """The reply equals the expected one, line by line, '~ ' lines as regular expressions."""
    if got == want:
        return True
    g, w = got.split("\n"), want.split("\n")
    if len(g) != len(w):
        return False
    return all(a == b or (b.startswith("~ ") and re.fullmatch(b[2:], a)) for a, b in zip(g, w))


def main():
    engine, path = sys.argv[1], sys.argv[2]
    cases = parse(path)
    data = "".join(c.replace("\\0", "\0") + "\n" for c, _ in cases)
    out = subprocess.run([engine], input=data.encode(), capture_output=True, timeout=600)
    replies = out.stdout.decode(errors="replace").split("\n\n")
    if replies and replies[-1].strip() == "":
        replies.pop()
    passed = failed = 0
    i = 0
    for cmd, want in cases:
        if want is None:
            continue
        got = replies[i].strip("\n") if i < len(replies) else "(no reply)"
        i += 1
        if matches(got, want):
            passed += 1
        else:
            failed += 1
            print(f"FAIL {path}: > {cmd}\n  expected: {want!r}\n  got:      {got!r}")
    if i != len(replies):
        failed += 1
        print(f"FAIL {path}: {len(replies)} replies for {i} expected")
    if out.returncode != 0:
        failed += 1
        print(f"FAIL {path}: exit status {out.returncode}: {out.stderr.decode()[-500:]}")
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed or not passed else 0)


main()
