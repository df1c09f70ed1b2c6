#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks the system call counts of one run against a budget per statement,
for the tests of buffered I/O patterns (syscalls/).

    syscall_budget.py --statements N [--per K] COUNTS

COUNTS is the file the fault shim writes (FTNIO_FAULT_COUNTS: "read 12"
per line).  The calls on descriptors count: read, write (and writev),
lseek, pread, pwrite, fstat, ftruncate, fsync, close; --calls names others
instead (access,stat: the calls on paths).  The budget is N / K calls
(K = 50 unless given) for a run of N statements, or --budget B: a pattern that should
be buffered makes a few calls per buffer, plus a fixed handful for OPEN
and CLOSE, whereas one call per statement, the regression this guards
against, makes N or more.  Prints one line with the counts and the
verdict; exit status 0 within budget, 1 over it, 125 on a harness error.
"""

import argparse
import sys

DESCRIPTOR_CALLS = ("read", "write", "lseek", "ftruncate", "close", "fsync",
                    "pread", "pwrite", "fstat")


def main(argv):
    p = argparse.ArgumentParser(prog="syscall_budget.py")
    p.add_argument("counts")
    p.add_argument("--statements", type=int, required=True)
    p.add_argument("--per", type=int, default=50)
    p.add_argument("--budget", type=int, default=None,
                   help="the budget itself, for a pattern that is not "
                   "buffered (random access)")
    p.add_argument("--calls", default=None,
                   help="comma-separated calls to count (default: the "
                   "calls on descriptors)")
    args = p.parse_args(argv)
    try:
        with open(args.counts) as f:
            pairs = [line.split() for line in f if line.strip()]
        counts = {name: int(value) for name, value in pairs}
    except (OSError, ValueError) as e:
        sys.stderr.write("syscall_budget: %s\n" % e)
        return 125
    wanted = (args.calls.split(",") if args.calls else list(DESCRIPTOR_CALLS))
    counts = {name: counts.get(name, 0) for name in wanted}
    total = sum(counts.values())
    budget = args.statements // args.per
    if args.budget is not None:
        budget = args.budget
    shown = " ".join("%s %d" % kv for kv in counts.items() if kv[1])
    verdict = "within budget" if total < budget else "OVER BUDGET"
    print("%d calls for %d statements (%s); budget %d: %s" % (
        total, args.statements, shown or "none", budget, verdict))
    return 0 if total < budget else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
