#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Finds `rep movs` and `rep stos` in the functions every statement runs.

GCC makes a plain assignment of an object of a few hundred bytes a
`rep movsq`.  Its start-up costs more than the copy itself by vector moves
on the processors ftnio is measured on: the flang front door's fresh
statement head, copied so, held direct_consecutive and formatted_write a
a sixth below where 16-byte moves put them (perf/README.md, "A
statement's fresh head").  A `rep stos` zeroing a local object is the
same cost (the gfortran front door's RareSpecifiers, on every statement
with REC= or POS=).  This scan of `objdump -d` output keeps such string
instructions from coming back unseen; base/copy_bytes.h's copy_by_vectors
is the cure, or an out-of-line function for a rare path.

Usage: perf/rep_strings.py LIBRARY NAME...
  Prints each `rep movs` or `rep stos` in a function whose demangled name
  contains one of the NAMEs; exit status 1 when there is one, 2 on a
  usage error.
"""
import re
import subprocess
import sys

_FUNC = re.compile(r"^[0-9a-f]+ <(.*)>:$")
_REP = re.compile(r"\brep[a-z]*\s+(movs|stos)[bwlq]?\b")


def rep_copies(listing, names):
    """(function, instruction line) of every `rep movs` or `rep stos` in
    listing (objdump -d -C text) inside a function whose name contains one
    of names."""
    found = []
    func = None
    for line in listing.splitlines():
        m = _FUNC.match(line)
        if m:
            func = m.group(1) if any(n in m.group(1) for n in names) else None
        elif func is not None and _REP.search(line):
            found.append((func, line.strip()))
    return found


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip().splitlines()[-4], file=sys.stderr)
        return 2
    listing = subprocess.run(["objdump", "-d", "-C", "--no-show-raw-insn",
                              argv[1]], capture_output=True, text=True,
                             check=True).stdout
    found = rep_copies(listing, argv[2:])
    for func, insn in found:
        print("%s: %s" % (func, insn))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
