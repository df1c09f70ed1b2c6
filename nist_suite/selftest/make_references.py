#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Regenerates the self-test reference results from libgfortran.

Each XM program of selftest/suite is built and run with plain libgfortran
(never ftnio) exactly as run_fcvs.py runs it; its report becomes PROG.res.
XM004.res is then altered on purpose (one digit) so that the runner's
self-test can prove a reference mismatch is reported.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

import run_fcvs  # noqa: E402

SUITE = os.path.join(HERE, "suite")


def main():
    opts = run_fcvs.parse_args([SUITE, "--mode", "linked"])
    opts.modes = ()                  # plain libgfortran only
    opts.workdir = os.path.join("/tmp", "fcvs-make-references")
    for prog in run_fcvs.discover(SUITE, "XM[0-9][0-9][0-9]"):
        exes, error = run_fcvs.build(prog, os.path.join(opts.workdir,
                                                        prog.name), opts)
        if exes is None:
            sys.exit(prog.name + ": " + error)
        run = run_fcvs.run_once(prog, exes["gfortran"], os.path.join(
            opts.workdir, prog.name, "run"), None, opts)
        report = run.stdout
        if prog.name == "XM004":     # the deliberate mismatch
            report = report.replace(b"POWER  3     8", b"POWER  3     9")
            assert report != run.stdout
        with open(os.path.join(SUITE, prog.name + ".res"), "wb") as out:
            out.write(report)
        print("wrote", prog.name + ".res")


if __name__ == "__main__":
    main()
