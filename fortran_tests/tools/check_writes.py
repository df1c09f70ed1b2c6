#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Summarises the write log of the fault shim (FTNIO_FAULT_WRITELOG) per
connection, for tests of how a library hands a file's bytes to the kernel.

    check_writes.py --align N LOG

A connection is the run of writes on one descriptor up to its close.  For
each, in the order of their first write, one line:

    conn K: inner starts aligned: yes|no; inner ends aligned: yes|no; largest >= S: yes|no

Only writes that extend what the connection has written count; writes
wholly inside it (a record's head marker patched) are left out.  "inner
starts" are the start offsets of every such write but the first, "inner
ends" the end offsets of every one but the last (those two may sit
anywhere: the file's old end, the file's new end); aligned means a
multiple of N.  S is given by --largest (default 1048576).
"""

import argparse
import sys


def main(argv):
    p = argparse.ArgumentParser(prog="check_writes.py")
    p.add_argument("log")
    p.add_argument("--align", type=int, required=True)
    p.add_argument("--largest", type=int, default=1 << 20)
    args = p.parse_args(argv)
    order = 0
    conns = []
    open_by_fd = {}
    with open(args.log) as f:
        for line in f:
            w = line.split()
            if not w:
                continue
            fd = int(w[1])
            if w[0] == "close":
                conn = open_by_fd.pop(fd, None)
                if conn is not None:
                    conns.append(conn)
            elif w[0] == "write" and int(w[3]) > 0:
                if fd not in open_by_fd:
                    open_by_fd[fd] = (order, [])
                    order += 1
                open_by_fd[fd][1].append((int(w[2]), int(w[3])))
    conns.extend(open_by_fd.values())
    conns.sort()
    yes = {True: "yes", False: "no"}
    for k, (_, all_writes) in enumerate(conns, 1):
        writes = []
        end = None
        for at, n in all_writes:
            if end is None or at + n > end:
                writes.append((at, n))
                end = at + n
        starts = all(at % args.align == 0 for at, _ in writes[1:])
        ends = all((at + n) % args.align == 0 for at, n in writes[:-1])
        big = max(n for _, n in writes) >= args.largest
        print("conn %d: inner starts aligned: %s; inner ends aligned: %s; "
              "largest >= %d: %s" % (k, yes[starts], yes[ends], args.largest,
                                     yes[big]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
