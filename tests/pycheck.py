"""pycheck.py: the tiny harness the Python test scripts share: check() and the closing line
'N passed, N failed' (as check.h for the C tests)."""

passed = failed = 0


def check(name, cond, detail=""):
    """One assertion: counted, and printed with its detail when it fails."""
    global passed, failed
    if cond:
        passed += 1
    else:
        failed += 1
        print(f"FAIL {name}: {detail}")


def summary():
    """Prints the closing line; returns the exit status."""
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0
