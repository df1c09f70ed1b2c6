#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Runs gfortran's regression run tests under lit against ftnio.

Usage: conformance/run_gfortran_dg.py [--libdir DIR] [--mode M] [--all]
       [--update-expectations] [-j N] [--filter REGEX]

Installs gcc-12-source if needed, unpacks gfortran's tests into
~/.cache/ftnio/gcc-testsuite (FTNIO_TESTSUITE_CACHE), runs lit with
conformance/lit.cfg.py and prints a report ending in `N passed, N failed`.
Exit status: 0 unless a test listed in expected_pass.txt regressed (or lit
could not run). See conformance/README.md.
"""

import argparse
import os
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from gccdg import report  # noqa: E402
from gccdg import testsuite_cache  # noqa: E402

# The LLVM install folder: FTNIO_LLVM_DIR, as in scripts/llvm.sh.
LLVM_DIR = os.environ.get("FTNIO_LLVM_DIR") or "/usr/lib/llvm-14"
LIT_CANDIDATES = (os.path.join(LLVM_DIR, "build", "utils", "lit", "lit.py"),)
CACHE = os.path.join(os.path.expanduser("~"), ".cache", "ftnio")


def _lit_command():
    for path in LIT_CANDIDATES:
        if os.path.exists(path):
            return [sys.executable, path]
    if shutil.which("lit"):
        return [shutil.which("lit")]
    sys.exit("run_gfortran_dg: lit not found (apt-get install llvm-14-tools)")


def _parse_args(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    parser.add_argument("--libdir", default=os.environ.get(
        "FTNIO_LIBDIR", os.path.join(REPO, "build", "libio")),
        help="folder with libftnio.so (default: $FTNIO_LIBDIR or build/libio)")
    parser.add_argument("--mode", choices=("linked", "preload", "both"),
                        default="both")
    parser.add_argument("--all", action="store_true",
                        help="also run tests without I/O entry points")
    parser.add_argument("--update-expectations", action="store_true",
                        default=os.environ.get("FTNIO_UPDATE_EXPECTATIONS")
                        == "1", help="add newly passing tests to the list")
    parser.add_argument("-j", "--jobs", type=int, default=os.cpu_count())
    parser.add_argument("--filter", help="regex on test names (lit --filter)")
    parser.add_argument("--torture", default="-O0",
                        help="flags replacing the torture option list")
    parser.add_argument("--timeout", type=float, default=30.0,
                        help="seconds per program run")
    parser.add_argument("--no-cache", action="store_true",
                        help="ignore the libgfortran verdict cache")
    parser.add_argument("--workdir", default=os.path.join(CACHE, "gccdg-work"))
    parser.add_argument("--expectations",
                        default=os.path.join(HERE, "expected_pass.txt"))
    parser.add_argument("--extra-preload", default="",
                        help="also LD_PRELOAD this library for ftnio runs "
                        "(to check that a broken runtime is detected)")
    parser.add_argument("--keep", action="store_true",
                        help="keep scratch folders of passing tests")
    parser.add_argument("--results", help="where lit writes its JSON results")
    parser.add_argument("-v", "--verbose", action="store_true",
                        help="show lit's output for every failure")
    return parser.parse_args(argv)


def main(argv=None):
    args = _parse_args(argv)
    libdir = os.path.abspath(args.libdir)
    if not os.path.exists(os.path.join(libdir, "libftnio.so")):
        sys.exit("run_gfortran_dg: no libftnio.so in %s (use --libdir)"
                 % libdir)
    testsuite_cache.ensure_testsuite(lambda m: print(m, flush=True))
    os.makedirs(args.workdir, exist_ok=True)
    results = args.results or os.path.join(args.workdir, "results.json")
    params = {
        "libdir": libdir, "mode": args.mode, "all": "1" if args.all else "0",
        "torture": args.torture, "timeout": str(args.timeout),
        "workdir": os.path.abspath(args.workdir),
        "verdict_cache": "" if args.no_cache else os.path.join(
            CACHE, "gccdg-verdicts"),
        "expectations": os.path.abspath(args.expectations),
        "extra_preload": os.path.abspath(args.extra_preload)
        if args.extra_preload else "",
        "keep": "1" if args.keep else "0",
    }
    cmd = _lit_command() + ["-q" if not args.verbose else "-v",
                            "-j", str(args.jobs), "-o", results]
    for key, value in params.items():
        cmd += ["--param", "%s=%s" % (key, value)]
    if args.filter:
        cmd += ["--filter", args.filter]
    cmd.append(HERE)
    if os.path.exists(results):
        os.remove(results)
    start = time.monotonic()
    lit_rc = subprocess.run(cmd).returncode
    elapsed = time.monotonic() - start
    if not os.path.exists(results):
        print("run_gfortran_dg: lit produced no results (exit %d)" % lit_rc)
        print("0 passed, 1 failed")
        return 2
    expected = report.read_expectations(args.expectations)
    stats = report.analyse(report.load_records(results), expected)
    if args.update_expectations and stats["newly_passing"]:
        report.write_expectations(args.expectations,
                                  expected | set(stats["newly_passing"]))
    print(report.format_report(stats, updated=args.update_expectations)
          .replace("\n== ", "\n== [%.0fs, mode %s] " % (elapsed, args.mode),
                   1))
    return 1 if stats["regressions"] else 0


if __name__ == "__main__":
    sys.exit(main())
