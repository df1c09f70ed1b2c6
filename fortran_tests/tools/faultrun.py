#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Fault-injection driver: runs one Fortran program with ftnio while
tools/fault/fault_shim.c makes one system call fail, at every call position
in turn, and checks that nothing is crashed, hung or silently lost.

    faultrun.py --libdir DIR [--calls write,close] [--kinds ...] PROG.f90

First a fault-free run counts the calls (on descriptors >= 3) and gives the
expected output.  Then, for every call type, every position N and every
fault kind that call can have:

  EINTR, SHORT   retried transparently: stdout, stderr, exit status and
                 files must equal the fault-free run;
  EAGAIN         either transparent as above or reported as below;
  ENOSPC, EIO    either transparent (the failing call did not matter) or
                 reported: exit status 2 with "Fortran runtime error", or a
                 line containing "ERR" that the program prints when an
                 IOSTAT is nonzero.  An unreported fault must leave every
                 file byte-identical to the fault-free run: no accepted
                 byte may be dropped silently.

Crashes, hangs and sanitizer reports always fail.  The same faults are also
applied to libgfortran, for the summary only: its call sequence differs, so
positions do not correspond one to one.  Exit status 0 when every check
passed, 1 otherwise, 125 on a harness error.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import fdiff  # noqa: E402  (sanitizer helpers)
import runcompare  # noqa: E402  (snapshot)

KINDS = {  # the failures each call can really have
    "read": ["EINTR", "SHORT", "EAGAIN", "EIO"],
    "write": ["EINTR", "SHORT", "EAGAIN", "ENOSPC", "EIO"],
    "lseek": ["EIO"],
    "ftruncate": ["EINTR", "EIO"],
    "close": ["EINTR", "EIO", "ENOSPC"],
    "fsync": ["EINTR", "EIO", "ENOSPC"],
    "pread": ["EINTR", "SHORT", "EAGAIN", "EIO"],
    "pwrite": ["EINTR", "SHORT", "EAGAIN", "ENOSPC", "EIO"],
}
TRANSPARENT = {"EINTR", "SHORT"}


class Outcome:
    def __init__(self, status, out, err, files, reports):
        self.status, self.out, self.err = status, out, err
        self.files, self.reports = files, reports

    def same(self, other: "Outcome") -> bool:
        return (self.status, self.out, self.err, self.files) == (
            other.status, other.out, other.err, other.files)

    def reported(self) -> bool:
        return ((self.status == 2 and b"Fortran runtime error" in self.err)
                or b"ERR" in self.out)

    def summary(self) -> str:
        lines = (self.out + self.err).decode(errors="replace").splitlines()
        text = [ln.strip() for ln in lines if "ERR" in ln or "error" in ln]
        return "exit %d: %s" % (self.status, " | ".join(text)[:200])


def run(args, exe: Path, preload: list[str], fault: dict[str, str],
        work: Path, tag: str) -> Outcome:
    run_dir = work / tag
    scratch = run_dir / "scratch"
    scratch.mkdir(parents=True)
    env = fdiff.program_env(args, ":".join(preload), run_dir)
    env.update(fault)
    try:
        proc = subprocess.run([str(exe)], cwd=scratch, env=env,
                              stdin=subprocess.DEVNULL, capture_output=True,
                              timeout=args.timeout)
        status, out, err = proc.returncode, proc.stdout, proc.stderr
    except subprocess.TimeoutExpired:
        status, out, err = -999, b"", b"TIMEOUT"
    files = {k: v for k, v in runcompare.snapshot(scratch).items()
             if k != "counts"}
    outcome = Outcome(status, out, err, files, fdiff.sanitizer_reports(run_dir))
    shutil.rmtree(run_dir, ignore_errors=True)
    return outcome


def count_calls(args, exe, preload, work) -> tuple[Outcome, dict[str, int]]:
    counts = work / "counts.txt"
    base = run(args, exe, preload, {"FTNIO_FAULT_COUNTS": str(counts)},
               work, "count")
    numbers = {}
    if counts.exists():
        for line in counts.read_text().splitlines():
            name, value = line.split()
            numbers[name] = int(value)
    return base, numbers


def judge(kind: str, base: Outcome, got: Outcome) -> str | None:
    """None when the outcome is acceptable, else why not."""
    if got.reports:
        return "sanitizer report:\n" + "\n".join(got.reports)
    if got.status < 0 or got.status == -999:
        return "crash or hang (%s)" % got.summary()
    if got.same(base):
        return None
    if kind in TRANSPARENT:
        return "not transparent: %s (fault-free: %s)" % (got.summary(),
                                                         base.summary())
    if got.reported():
        return None
    if got.files != base.files:
        return "files differ and no error was reported (%s)" % got.summary()
    return "output differs without an error report (%s)" % got.summary()


def sweep(args, exe, preload, counts, base, work, on_result) -> None:
    for call in args.calls:
        for n in range(1, counts.get(call, 0) + 1):
            for kind in KINDS[call]:
                if kind not in args.kinds:
                    continue
                fault = {"FTNIO_FAULT_CALL": call, "FTNIO_FAULT_NTH": str(n),
                         "FTNIO_FAULT_KIND": kind}
                got = run(args, exe, preload, fault, work, "f")
                on_result(call, n, kind, got)


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="faultrun.py")
    p.add_argument("source")
    p.add_argument("--libdir", default=os.environ.get("FTNIO_LIBDIR"))
    p.add_argument("--fc", default=os.environ.get("FC", "gfortran"))
    p.add_argument("--calls", default=",".join(KINDS))
    p.add_argument("--kinds", default="EINTR,SHORT,EAGAIN,ENOSPC,EIO")
    p.add_argument("--max-positions", type=int, default=200,
                   help="harness error when a call happens more often")
    p.add_argument("--timeout", type=float, default=30.0)
    p.add_argument("--sanitize", default=os.environ.get("FTNIO_SANITIZE", ""))
    p.add_argument("--no-libgfortran", action="store_true",
                   help="skip the libgfortran comparison")
    args = p.parse_args(argv)
    args.calls = [c for c in args.calls.split(",") if c]
    args.kinds = set(args.kinds.split(","))
    args.env = []
    libdir = Path(args.libdir).resolve()
    shim = libdir / "ftnio_fault_shim.so"
    if not shim.exists():
        sys.stderr.write("faultrun: no %s (ninja ftnio_fault_shim)\n" % shim)
        return 125
    work = Path(tempfile.mkdtemp(prefix="faultrun."))
    try:
        exe = work / "prog"
        build = subprocess.run([args.fc, str(Path(args.source).resolve()),
                                "-o", str(exe)], cwd=work, capture_output=True)
        if build.returncode != 0:
            sys.stderr.write(build.stderr.decode(errors="replace"))
            return 125
        ftnio = fdiff.sanitizer_preload(args) + [str(shim),
                                                 str(libdir / "libftnio.so")]
        base, counts = count_calls(args, exe, ftnio, work)
        if base.status != 0 or base.reports:
            sys.stderr.write("faultrun: fault-free run failed: %s\n%s" % (
                base.summary(), "\n".join(base.reports)))
            return 1
        if max((counts.get(c, 0) for c in args.calls),
               default=0) > args.max_positions:
            sys.stderr.write("faultrun: too many calls %s\n" % counts)
            return 125
        failures = []
        stats: dict[tuple[str, str], list[int]] = {}

        def on_ftnio(call, n, kind, got):
            why = judge(kind, base, got)
            s = stats.setdefault((call, kind), [0, 0, 0, 0])
            s[0] += 1
            s[1] += got.reported()
            if why:
                failures.append("%s #%d %s: %s" % (call, n, kind, why))
        sweep(args, exe, ftnio, counts, base, work, on_ftnio)

        gf_text = ""
        if not args.no_libgfortran:
            gbase, gcounts = count_calls(args, exe, [str(shim)], work)

            def on_gf(call, n, kind, got):
                s = stats.setdefault((call, kind), [0, 0, 0, 0])
                s[2] += 1
                s[3] += got.reported()
            sweep(args, exe, [str(shim)], gcounts, gbase, work, on_gf)
            gf_text = "; libgfortran calls %s" % gcounts
        print("faultrun: %s: ftnio calls %s%s" % (Path(args.source).name,
                                                 counts, gf_text))
        print("  call/kind: ftnio runs, reported | libgfortran runs, reported")
        for (call, kind), s in sorted(stats.items()):
            print("  %s/%s: %d, %d | %d, %d" % (call, kind, *s))
        for f in failures:
            print("FAIL " + f)
        print("faultrun: %d failure(s)" % len(failures))
        return 1 if failures else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
