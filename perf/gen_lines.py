#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Writes the deterministic text file that perf/countlines reads (perf/).
"""Generate LINES lines of varied length, identical on every run and host.

The content comes from a private 64-bit LCG, not from Python's random
module, so the bytes do not depend on the Python version.  Line lengths
follow a skewed mix: about 5% empty lines, most lines 1-80 characters, a
few up to 200 characters (countlines reads into CHARACTER(256), so no line
is truncated).  Characters are printable ASCII including blanks, commas
and digits, the kind of text a Fortran program reads with '(a)'.

Usage: gen_lines.py OUTPUT [--lines N] [--seed S]
"""
import argparse
import os
import sys

_MASK = (1 << 64) - 1
# Knuth's MMIX constants; any full-period 64-bit LCG would do.
_MUL = 6364136223846793005
_INC = 1442695040888963407
_ALPHABET = (b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
             b"0123456789    ,.;:=+-*/()'")


class Lcg:
    """A 64-bit linear congruential generator; next() gives 32 high bits."""

    def __init__(self, seed):
        self.state = (seed * _MUL + _INC) & _MASK

    def next(self):
        self.state = (self.state * _MUL + _INC) & _MASK
        return self.state >> 32


def line_length(rng):
    """Skewed length: 5% empty, 90% 1..80, 5% 81..200."""
    r = rng.next() % 100
    if r < 5:
        return 0
    if r < 95:
        return 1 + rng.next() % 80
    return 81 + rng.next() % 120


def generate(out, lines, seed):
    rng = Lcg(seed)
    # Lines are slices of one pseudo-random pool: generating every byte in
    # Python would take a minute for the default size.
    pool = bytes(_ALPHABET[rng.next() % len(_ALPHABET)] for _ in range(1 << 16))
    chunk = []
    for _ in range(lines):
        n = line_length(rng)
        start = rng.next() % (len(pool) - n)
        chunk.append(pool[start:start + n])
        if len(chunk) == 65536:
            out.write(b"\n".join(chunk) + b"\n")
            chunk = []
    if chunk:
        out.write(b"\n".join(chunk) + b"\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("output")
    ap.add_argument("--lines", type=int, default=2_000_000)
    ap.add_argument("--seed", type=int, default=2009)
    args = ap.parse_args()
    if args.lines < 0:
        ap.error("--lines must be >= 0")
    # Write under a temporary name so an interrupted run leaves no file
    # that a later run would mistake for a complete one.
    tmp = args.output + ".tmp"
    with open(tmp, "wb") as out:
        generate(out, args.lines, args.seed)
    os.replace(tmp, args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
