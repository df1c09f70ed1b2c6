#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Differential runner for LLVM flang programs (fortran_tests/flang/): runs
one program with flang's own runtime and with ftnio's flang front door
linked ahead of it, and requires byte-identical behaviour.

    flangdiff.py [fdiff.py options] SOURCE.f90

SOURCE is compiled once by flang (--fc, default flang-new-19) and linked
twice:

  plain   flang OBJ                                          (flang's runtime)
  linked  flang OBJ -L<libdir> -lftnio_flang -Wl,-rpath,<libdir>

flang's runtime is a static archive, so there is no preloaded run.  Both
run in fresh scratch directories as in fdiff.py (whose options, runner and
comparison this script reuses): stdout, stderr, exit status and every file
left behind must match.  The linked run's output is printed for FileCheck.
With --ftnio-only (a deliberate difference, whose expected output comes
from the standard or libgfortran) only the linked run is made.
Exit status as fdiff.py: 0 match, 1 mismatch, 125 harness error.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import fdiff  # noqa: E402  (same folder)
import runcompare  # noqa: E402  (build, run frame)


def flang_io_symbols(exe: Path) -> list[str]:
    """_FortranAio* functions defined in the executable itself: any of them
    means flang's own I/O API was linked in and took the place of ftnio's."""
    out = subprocess.run(["nm", "--defined-only", str(exe)],
                         stdout=subprocess.PIPE, check=False).stdout.decode()
    return [line.split()[-1] for line in out.splitlines()
            if " T _FortranAio" in line]


def build(args, build_dir: Path) -> tuple[Path, Path]:
    plain, linked = runcompare.build_plain_and_linked(
        args.fc, args.fflags, args.source, build_dir, args.libdir,
        "ftnio_flang")
    # A link that quietly used flang's io-api.o would compare flang with
    # itself, or mix the two runtimes.
    own = flang_io_symbols(linked)
    if own:
        raise fdiff.HarnessError("flang's I/O API was linked into the "
                                 "program: %s" % ", ".join(own[:5]))
    return plain, linked


def sanitizer_preload(args) -> str | None:
    """A sanitized libftnio_flang.so needs its runtimes loaded first, and
    flang's driver does not link them: gcc's, preloaded (as for gfortran's
    preloaded runs)."""
    return ":".join(fdiff.sanitizer_preload(args, "gcc")) or None


def main(argv: list[str]) -> int:
    # The compiler is flang-new-19 unless --fc says otherwise (fdiff's own
    # default, $FC or gfortran, would compare gfortran's runtime with
    # itself and pass).  An --fc given later wins.
    args = fdiff.parse_args(["--fc=flang-new-19"] + argv)

    def compare_runs(work: Path) -> tuple[list[str], bytes]:
        plain, linked = build(args, work / "build")
        if args.ftnio_only:  # a deliberate difference: no flang reference
            got = fdiff.run_once(args, "ftnio-linked", linked,
                                 sanitizer_preload(args), work)
            return (fdiff.check_expected_exit(args, [got]),
                    fdiff.shown_output(args, got))
        ref = fdiff.run_once(args, "flang-runtime", plain, None, work)
        got = fdiff.run_once(args, "ftnio-linked", linked,
                             sanitizer_preload(args), work)
        problems = fdiff.compare(ref, got)
        problems += fdiff.check_expected_exit(args, [ref, got])
        if args.show_file and args.show_file not in ref.files:
            problems.append("file %s: not created by %s" % (
                args.show_file, ref.name))
        return problems, fdiff.shown_output(args, got)

    return runcompare.run_in_work_dir("flangdiff", args.source, args.keep,
                                      compare_runs)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
