#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks the shape of every line of its input, for outputs whose order is
not deterministic (threads) and so cannot be compared byte for byte.

    check_lines.py --regex RE [--where EXPR] [--count N] [--unique] [FILE]

Every line must match RE completely (a torn or merged line will not); EXPR,
a Python expression over the match groups g[1], g[2], ... (as strings) and
int(), must be true for every line; --count requires exactly N lines and
--unique forbids duplicate lines.  Exit status 0 when all holds, else 1 with
the first offending lines on stderr.
"""

import argparse
import re
import sys


def main(argv):
    p = argparse.ArgumentParser(prog="check_lines.py")
    p.add_argument("file", nargs="?", help="input (default stdin)")
    p.add_argument("--regex", required=True, help="full-line regular expression")
    p.add_argument("--where", help="Python expression over g[1..] per line")
    p.add_argument("--count", type=int, help="exact number of lines")
    p.add_argument("--unique", action="store_true", help="no duplicate lines")
    args = p.parse_args(argv)

    data = open(args.file, "rb").read() if args.file else sys.stdin.buffer.read()
    text = data.decode("utf-8", errors="backslashreplace")
    errors = []
    if text and not text.endswith("\n"):
        errors.append("input does not end with a newline")
    lines = text.split("\n")[:-1] if text.endswith("\n") else text.split("\n")
    if text == "":
        lines = []
    pattern = re.compile(args.regex)
    check = compile(args.where, "--where", "eval") if args.where else None
    seen = set()
    for number, line in enumerate(lines, 1):
        m = pattern.fullmatch(line)
        if not m:
            errors.append("line %d does not match: %r" % (number, line))
        elif check and not eval(check, {"int": int, "len": len},
                                {"g": (m.group(0),) + m.groups()}):
            errors.append("line %d fails --where: %r" % (number, line))
        if args.unique and line in seen:
            errors.append("line %d is a duplicate: %r" % (number, line))
        seen.add(line)
    if args.count is not None and len(lines) != args.count:
        errors.append("expected %d lines, got %d" % (args.count, len(lines)))
    for e in errors[:20]:
        sys.stderr.write("check_lines: %s\n" % e)
    if len(errors) > 20:
        sys.stderr.write("check_lines: ... %d more\n" % (len(errors) - 20))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
