#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks a JSON I/O report (FTNIO_REPORT_FORMAT=json) against what the
test program did, for the tests in report/.

    check_report.py TEST REPORT [COUNTS]

TEST holds "! EXPECT: FILE key=value ..." lines: the unit connected to FILE
(its first row if the name recurs) must show those figures, a key being a
statement kind (read, write, open, ...) or a unit field (bytes_read, ...).
COUNTS is the fault shim's count file of the same run: its read, write,
lseek, ftruncate, fsync, pread and pwrite must equal the sums over the
report's units on files (not the standard streams, which the shim leaves
out), readv counting as read and writev as write, as the shim counts them.
The total must be the sum of the units.  Exit status 0, or 1 with the
differences listed.
"""

import json
import sys

STANDARD = {"stdin", "stdout", "stderr"}
SHIM_KINDS = {"read": ("read", "readv"), "write": ("write", "writev"),
              "lseek": ("lseek",), "ftruncate": ("ftruncate",),
              "fsync": ("fsync",), "pread": ("pread",),
              "pwrite": ("pwrite",)}


def expectations(test):
    for line in open(test):
        if line.startswith("! EXPECT:"):
            words = line.split(":", 1)[1].split()
            yield words[0], dict(w.split("=") for w in words[1:])


def figure(unit, key):
    if key in unit["statements"]:
        return unit["statements"][key]
    return unit[key]


def main():
    test, report_path = sys.argv[1:3]
    counts_path = sys.argv[3] if len(sys.argv) > 3 else None
    report = json.load(open(report_path))
    units = report["units"]
    errors = []
    for name, want in expectations(test):
        rows = [u for u in units if u["file"] == name]
        if not rows:
            errors.append(f"{name}: no row in the report")
            continue
        for key, value in want.items():
            got = figure(rows[0], key)
            if got != int(value):
                errors.append(f"{name}: {key} is {got}, expected {value}")
    counts = dict(line.split() for line in open(counts_path)) \
        if counts_path else {}
    files = [u for u in units if u["file"] not in STANDARD]
    for kind, names in SHIM_KINDS.items() if counts else ():
        mine = sum(u["syscalls"][n] for u in files for n in names)
        if mine != int(counts[kind]):
            errors.append(f"system calls: {kind} {mine}, shim {counts[kind]}")
    total = report["total"]
    for key in ("records_read", "records_written", "bytes_read",
                "bytes_written"):
        if total[key] != sum(u[key] for u in units):
            errors.append(f"total: {key} is not the sum of the units")
    for e in errors:
        print(e)
    print(f"check_report: {len(errors)} difference(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
