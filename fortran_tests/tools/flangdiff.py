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
Exit status as fdiff.py: 0 match, 1 mismatch, 125 harness error.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import fdiff  # noqa: E402  (same folder)


def flang_io_symbols(exe: Path) -> list[str]:
    """_FortranAio* functions defined in the executable itself: any of them
    means flang's own I/O API was linked in and took the place of ftnio's."""
    out = subprocess.run(["nm", "--defined-only", str(exe)],
                         stdout=subprocess.PIPE, check=False).stdout.decode()
    return [line.split()[-1] for line in out.splitlines()
            if " T _FortranAio" in line]


def build(args, build_dir: Path) -> tuple[Path, Path]:
    src = Path(args.source).resolve()
    if not src.is_file():
        raise fdiff.HarnessError("no such source file: %s" % args.source)
    shutil.copy(src, build_dir / src.name)
    obj, plain, linked = (build_dir / n for n in ("prog.o", "plain", "linked"))
    libdir = Path(args.libdir).resolve()
    fdiff.run_tool([args.fc, *args.fflags, "-c", src.name, "-o", str(obj)],
                   build_dir)
    fdiff.run_tool([args.fc, *args.fflags, str(obj), "-o", str(plain)],
                   build_dir)
    fdiff.run_tool([args.fc, *args.fflags, str(obj), "-L", str(libdir),
                    "-Wl,--push-state,--no-as-needed", "-lftnio_flang",
                    "-Wl,--pop-state", "-Wl,-rpath," + str(libdir),
                    "-o", str(linked)], build_dir)
    # A link that quietly used flang's io-api.o would compare flang with
    # itself, or mix the two runtimes.
    if not any(n.startswith("libftnio_flang.so")
               for n in fdiff.needed_libs(linked)):
        raise fdiff.HarnessError("linked executable does not load "
                                 "libftnio_flang.so")
    own = flang_io_symbols(linked)
    if own:
        raise fdiff.HarnessError("flang's I/O API was linked into the "
                                 "program: %s" % ", ".join(own[:5]))
    return plain, linked


def sanitizer_preload(args) -> str | None:
    """A sanitized libftnio_flang.so needs its runtimes loaded first, and
    flang's driver does not link them: gcc's, preloaded (as for gfortran's
    preloaded runs)."""
    libs = []
    for name in fdiff.sanitizers(args):
        out = subprocess.run(["gcc", "-print-file-name=" +
                              fdiff.SANITIZER_RUNTIMES[name]],
                             stdout=subprocess.PIPE, check=False).stdout
        path = Path(out.decode().strip())
        if not path.is_absolute() or not path.exists():
            raise fdiff.HarnessError("no %s runtime for gcc" % name)
        libs.append(str(path.resolve()))
    return ":".join(libs) or None


def main(argv: list[str]) -> int:
    args = fdiff.parse_args(argv)
    work = Path(tempfile.mkdtemp(prefix="flangdiff."))
    try:
        (work / "build").mkdir()
        plain, linked = build(args, work / "build")
        ref = fdiff.run_once(args, "flang-runtime", plain, None, work)
        got = fdiff.run_once(args, "ftnio-linked", linked,
                             sanitizer_preload(args), work)
        problems = fdiff.compare(ref, got)
        problems += fdiff.check_expected_exit(args, [ref, got])
        if args.show_file and args.show_file not in ref.files:
            problems.append("file %s: not created by %s" % (
                args.show_file, ref.name))
        if problems:
            for text in problems:
                sys.stderr.write("flangdiff: MISMATCH " + text.rstrip("\n")
                                 + "\n")
            sys.stderr.write("flangdiff: %s: %d difference(s)\n" % (
                args.source, len(problems)))
            return 1
        sys.stdout.buffer.write(fdiff.shown_output(args, got))
        sys.stdout.flush()
        return 0
    except fdiff.HarnessError as e:
        sys.stderr.write("flangdiff: error: %s\n" % e)
        return fdiff.HARNESS_ERROR
    finally:
        if args.keep:
            sys.stderr.write("flangdiff: work directory kept: %s\n" % work)
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
