#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Differential runner for MPI and coarray programs (fortran_tests/mpi/).

    mpidiff.py [options] SOURCE.f90

The MPI counterpart of fdiff.py.  SOURCE is compiled once with mpifort (or
caf with --caf) and linked twice, plain and with -lftnio ahead of
libgfortran.  For every process count of --np (default 2 and 4) it runs
under mpirun (cafrun with --caf) three ways, each in a fresh scratch
directory:

  libgfortran    the plain executable
  ftnio-linked   the linked executable
  ftnio-preload  the plain executable, LD_PRELOAD=libftnio.so passed to
                 every process by the launcher (mpirun -x; for cafrun,
                 which takes no options, OMPI_MCA_mca_base_env_list)
  ftnio-run      (only with --ftnio-run=SCRIPT) mpirun SCRIPT ./prog

Every ftnio run must match the libgfortran run with the same process
count in exit status, in the set and contents of the files left in the
scratch directory, and in its stdout and stderr taken as SORTED lines:
the interleaving of the ranks' lines is not deterministic, their content
is.  Launcher chatter that names the host, process ids or job ids is
normalised first.

The launcher runs as root here, on loopback only (btl self,vader),
oversubscribed (2 cores, 4 ranks), in its own session; a run that exceeds
--timeout is killed with every process of its session and fails.

Exit status: 0 when everything matches (the sorted output of the first
ftnio run of each process count is then printed under a line "np=N", for
FileCheck), 1 on a mismatch, 125 when the harness itself failed.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import fdiff  # noqa: E402  (build checks, harness errors, reports)
import runcompare  # noqa: E402  (snapshots, comparison)

KILL_GRACE = 5.0           # seconds between SIGTERM and SIGKILL on a timeout
# The launcher's settings: shared memory between processes of this machine
# only (no network), more ranks than cores, root allowed.  The vader
# single-copy mechanism stays at its default (CMA): without it OpenMPI 4.1
# cannot create the RMA windows that OpenCoarrays needs.
LAUNCH_ENV = {
    "OMPI_ALLOW_RUN_AS_ROOT": "1",
    "OMPI_ALLOW_RUN_AS_ROOT_CONFIRM": "1",
    "OMPI_MCA_btl": "self,vader",
    "OMPI_MCA_rmaps_base_oversubscribe": "1",
    "OMPI_MCA_hwloc_base_binding_policy": "none",
    "OMPI_MCA_plm_rsh_agent": "false",   # never ssh anywhere
    "PMIX_MCA_gds": "hash",
}


def parse_args(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="mpidiff.py", description=__doc__.split(
        "\n\n")[0])
    p.add_argument("source")
    p.add_argument("--libdir", default=os.environ.get("FTNIO_LIBDIR"))
    p.add_argument("--caf", action="store_true",
                   help="coarray program: build with caf, run with cafrun")
    p.add_argument("--np", action="append", type=int, default=[],
                   help="process count; repeatable (default 2 and 4)")
    p.add_argument("--fflags", action="append", default=[],
                   help="extra compile/link flags, shell-split; repeatable")
    p.add_argument("--timeout", type=float, default=120.0,
                   help="seconds per launcher run (default 120)")
    p.add_argument("--expect-exit", type=int, default=None, metavar="N",
                   help="additionally require exit status N from every run")
    p.add_argument("--show", choices=["stdout", "stderr", "both", "none"],
                   default="stdout", help="what to print on success")
    p.add_argument("--show-file", action="append", default=[],
                   metavar="NAME", help="on success print the file NAME "
                   "(after a line 'file NAME'); repeatable")
    p.add_argument("--drop-launcher-messages", action="store_true",
                   help="leave OpenMPI's help boxes and '[host:pid] ...' "
                   "lines out of the comparison (MPI_Abort: the aborting "
                   "process sends its box to mpirun racing its own _exit, "
                   "so the box may arrive whole, garbled or not at all)")
    p.add_argument("--ftnio-run", metavar="SCRIPT",
                   help="also run 'mpirun SCRIPT ./prog' (ftnio-run)")
    p.add_argument("--keep", action="store_true")
    args = p.parse_args(argv)
    args.np = args.np or [2, 4]
    args.fflags = [f for g in args.fflags for f in g.split()]
    if not args.libdir:
        p.error("no --libdir given and FTNIO_LIBDIR is not set")
    return args


# --------------------------------------------------------------------------
# Building
# --------------------------------------------------------------------------

def build(args, build_dir: Path) -> tuple[Path, Path]:
    """Compiles SOURCE once; links plain and with -lftnio first."""
    compiler = shutil.which("caf" if args.caf else "mpifort")
    if not compiler:
        raise fdiff.HarnessError("%s not found" % ("caf" if args.caf
                                                   else "mpifort"))
    plain, linked = runcompare.build_plain_and_linked(
        compiler, args.fflags, args.source, build_dir, args.libdir, "ftnio")
    libs = runcompare.needed_libs(linked)
    ftn = [i for i, n in enumerate(libs) if n.startswith("libftnio.so")]
    gfc = [i for i, n in enumerate(libs) if n.startswith("libgfortran.so")]
    if gfc and ftn[0] > gfc[0]:
        raise fdiff.HarnessError("linked executable does not load libftnio "
                                 "before libgfortran; DT_NEEDED = %s" % libs)
    return plain, linked


# --------------------------------------------------------------------------
# Running
# --------------------------------------------------------------------------

def launch_command(args, np: int, exe: Path, kind: str,
                   env: dict[str, str]) -> list[str]:
    """The launcher command line of one run (env gets what it needs)."""
    lib = str(Path(args.libdir).resolve() / "libftnio.so")
    if args.caf:
        # cafrun passes nothing but -np, the program and its arguments.
        if kind == "ftnio-preload":
            env["OMPI_MCA_mca_base_env_list"] = "LD_PRELOAD=" + lib
        return [shutil.which("cafrun") or "cafrun", "-np", str(np), str(exe)]
    cmd = [shutil.which("mpirun") or "mpirun", "-np", str(np)]
    if kind == "ftnio-preload":
        cmd += ["-x", "LD_PRELOAD=" + lib]
    if kind == "ftnio-run":
        cmd.append(str(Path(args.ftnio_run).resolve()))
    return cmd + [str(exe)]


def session_pids(sid: int) -> list[int]:
    """Processes still in session sid (the launcher and its ranks)."""
    pids = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path("/proc", entry, "stat").read_text()
        except OSError:
            continue
        # Fields after the parenthesised command: state ppid pgrp session.
        fields = stat.rsplit(")", 1)[1].split()
        if int(fields[3]) == sid:
            pids.append(int(entry))
    return pids


def kill_session(proc: subprocess.Popen) -> None:
    """SIGTERM lets mpirun take its ranks down; SIGKILL whatever remains."""
    for sig, wait in ((signal.SIGTERM, KILL_GRACE), (signal.SIGKILL, 0)):
        for pid in session_pids(proc.pid):
            try:
                os.kill(pid, sig)
            except OSError:
                pass
        deadline = time.monotonic() + wait
        while session_pids(proc.pid) and time.monotonic() < deadline:
            time.sleep(0.1)


def run_once(args, np: int, kind: str, exe: Path, work: Path):
    run_dir = work / ("np%d" % np) / kind
    scratch = run_dir / "scratch"
    scratch.mkdir(parents=True)
    env = {"PATH": fdiff.BASE_PATH, "LANG": "C", "LC_ALL": "C",
           "HOME": "/nonexistent", "TMPDIR": str(run_dir)}
    env.update(LAUNCH_ENV)
    cmd = launch_command(args, np, exe, kind, env)
    with open(run_dir / "stdout", "w+b") as out, \
            open(run_dir / "stderr", "w+b") as err:
        proc = subprocess.Popen(cmd, cwd=scratch, env=env,
                                stdin=subprocess.DEVNULL, stdout=out,
                                stderr=err, start_new_session=True)
        timed_out = False
        try:
            proc.wait(timeout=args.timeout)
        except subprocess.TimeoutExpired:
            timed_out = True
            kill_session(proc)
            proc.wait()
        out.seek(0)
        err.seek(0)
        channels = {"stdout": out.read(), "stderr": err.read()}
    return runcompare.RunResult("%s np=%d" % (kind, np), proc.returncode,
                                timed_out, channels,
                                runcompare.snapshot(scratch))


# --------------------------------------------------------------------------
# Comparing
# --------------------------------------------------------------------------

_HOST = socket.gethostname()
# Launcher texts that carry values of the run: job and process names
# ([[12345,1],0]), "[host:pid]" prefixes, "PID 123", the host name.
_CHATTER = [
    (re.compile(rb"\[\[\d+,\d+\],\d+\]"), b"[[JOB],RANK]"),
    (re.compile(rb"\[[^\]\s:]+:\d+\]"), b"[HOST:PID]"),
    (re.compile(rb"\b(PID|pid|Process ID:?)\s+\d+"), rb"\1 N"),
]


_BOX_RULE = b"-" * 74          # the rule above and below an OpenMPI help box


def without_launcher_messages(lines: list[bytes]) -> list[bytes]:
    """The lines outside OpenMPI's help boxes and [HOST:PID] reports."""
    kept, in_box = [], False
    for line in lines:
        if line == _BOX_RULE:
            in_box = not in_box
        elif not in_box and not line.startswith(b"[HOST:PID] "):
            kept.append(line)
    return kept


def sorted_lines(data: bytes, drop_launcher: bool = False) -> bytes:
    """Backtraces collapsed, chatter normalised, lines sorted."""
    data = runcompare.normalise(data)
    if _HOST:
        data = data.replace(_HOST.encode(), b"HOST")
    for regex, repl in _CHATTER:
        data = regex.sub(repl, data)
    lines = data.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    if drop_launcher:
        lines = without_launcher_messages(lines)
    return b"".join(line + b"\n" for line in sorted(lines))


def compare(args, ref, got) -> list[str]:
    """fdiff's comparison, on sorted channels."""
    def sort(r):
        return runcompare.RunResult(r.name, r.status, r.timed_out,
                               {c: sorted_lines(d, args.drop_launcher_messages)
                                for c, d in r.channels.items()}, r.files)
    return runcompare.compare(sort(ref), sort(got))


def shown(args, r) -> bytes:
    out = [b"np=%d\n" % int(r.name.rsplit("=", 1)[1])]
    if args.show in ("stdout", "both"):
        out.append(sorted_lines(r.channels["stdout"],
                                args.drop_launcher_messages))
    if args.show in ("stderr", "both"):
        out.append(sorted_lines(r.channels["stderr"],
                                args.drop_launcher_messages))
    for name in args.show_file:
        out.append(b"file %s\n" % name.encode())
        out.append(r.files.get(name, b"<missing>\n"))
    return b"".join(out)


def main(argv: list[str]) -> int:
    args = parse_args(argv)

    def compare_runs(work: Path) -> tuple[list[str], bytes]:
        plain, linked = build(args, work / "build")
        kinds = [("ftnio-linked", linked), ("ftnio-preload", plain)]
        if args.ftnio_run:
            kinds.append(("ftnio-run", plain))
        problems, output = [], []
        for np in args.np:
            ref = run_once(args, np, "libgfortran", plain, work)
            runs = [run_once(args, np, k, exe, work) for k, exe in kinds]
            problems += [p for r in runs for p in compare(args, ref, r)]
            problems += runcompare.expected_exit_problems(args.expect_exit,
                                                          [ref] + runs)
            output.append(shown(args, runs[0]))
        return problems, b"".join(output)

    return runcompare.run_in_work_dir("mpidiff", args.source, args.keep,
                                      compare_runs)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
