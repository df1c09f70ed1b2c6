#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Differential runner for the lit suite: runs one Fortran program against
libgfortran 12 and against ftnio and requires byte-identical behaviour.

    fdiff.py [options] SOURCE.f90

SOURCE is compiled once to an object file, then linked twice:

  plain   gfortran OBJ                                      (libgfortran only)
  linked  gfortran OBJ -L<libdir> -lftnio -Wl,-rpath,<libdir>

and run three ways, each in its own fresh scratch directory:

  libgfortran    the plain executable
  ftnio-linked   the linked executable
  ftnio-preload  the plain executable with LD_PRELOAD=<libdir>/libftnio.so

Every ftnio run must match the libgfortran run in stdout, stderr, exit status
and in the set and contents of the files left in its scratch directory.
Backtrace frame lines are normalised first, because frame counts and
addresses legitimately differ between the two libraries.

With --memcheck the program runs once more, like the preloaded (else the
linked) ftnio run, under Valgrind memcheck; that run's output is not
compared, any memcheck error it reports is a failure.

Exit status: 0 when everything matches (the ftnio-linked run's output is then
printed on stdout, for FileCheck), 1 on a mismatch (a per-channel diff is
printed on stderr), 125 when the harness itself failed (compile error, bad
option).  With --ftnio-only the program's own exit status is passed on.
"""

from __future__ import annotations

import argparse
import fcntl
import os
import re
import resource
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

from runcompare import (HARNESS_ERROR, HarnessError,  # noqa: F401
                        RunResult, compare, describe_status,
                        expected_exit_problems, needed_libs, run_tool,
                        snapshot)

BASE_PATH = "/usr/local/bin:/usr/bin:/bin"


# --------------------------------------------------------------------------
# Options
# --------------------------------------------------------------------------

def parse_args(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        prog="fdiff.py",
        description="Run a Fortran program with libgfortran and with ftnio "
                    "and compare everything it does.")
    p.add_argument("source", help="Fortran source file (.f90, .f, .F90)")
    p.add_argument("--libdir", default=os.environ.get("FTNIO_LIBDIR"),
                   help="directory holding libftnio.so (env FTNIO_LIBDIR)")
    p.add_argument("--fc", default=os.environ.get("FC", "gfortran"),
                   help="Fortran compiler (env FC, default gfortran)")
    p.add_argument("--fflags", action="append", default=[],
                   help="extra compile/link flags, shell-split; repeatable")
    p.add_argument("--extra-source", action="append", default=[],
                   metavar="FILE",
                   help="another source (C, Fortran) compiled with the "
                        "program and linked into every executable; "
                        "repeatable")
    p.add_argument("--input", action="append", default=[], metavar="FILE[=NAME]",
                   help="copy FILE into every scratch directory (as NAME)")
    p.add_argument("--stdin", metavar="FILE",
                   help="file connected to standard input (default /dev/null)")
    p.add_argument("--stdin-pipe", metavar="FILE",
                   help="standard input is a pipe that each run gets FILE's "
                        "bytes through")
    p.add_argument("--env", action="append", default=[], metavar="K=V",
                   help="set an environment variable for the program runs")
    p.add_argument("--arg", action="append", default=[],
                   help="command-line argument for the program; repeatable")
    p.add_argument("--nofile", type=int, default=None, metavar="N",
                   help="run with RLIMIT_NOFILE N (open descriptors)")
    p.add_argument("--rlimit-as", type=int, default=None, metavar="MIB",
                   help="run with an address-space limit of MIB MiB "
                        "(ignored in sanitizer runs, which need more)")
    p.add_argument("--timeout", type=float, default=60.0,
                   help="seconds per run; a hang is a failure (default 60)")
    cap = p.add_argument_group("capture modes (default: two pipes)")
    cap.add_argument("--stdout-file", action="store_true",
                     help="stdout goes to a regular file (buffered unit)")
    cap.add_argument("--stderr-file", action="store_true",
                     help="stderr goes to a regular file")
    cap.add_argument("--merged-file", action="store_true",
                     help="stdout and stderr share ONE regular file (>f 2>&1)")
    cap.add_argument("--merged-pipe", action="store_true",
                     help="stdout and stderr share ONE pipe (2>&1 |)")
    cap.add_argument("--stdout-to", metavar="PATH",
                     help="stdout opened on PATH (e.g. /dev/full); not compared")
    cap.add_argument("--stderr-to", metavar="PATH",
                     help="stderr opened on PATH; not compared")
    cap.add_argument("--close-stdout", action="store_true",
                     help="run with fd 1 closed (>&-); stdout not compared")
    cap.add_argument("--close-stderr", action="store_true",
                     help="run with fd 2 closed (2>&-); stderr not compared")
    p.add_argument("--show", choices=["stdout", "stderr", "both", "none"],
                   default=None,
                   help="what to print on success (default stdout; 'both' "
                        "prints stdout then stderr)")
    p.add_argument("--show-stderr", action="store_const", const="stderr",
                   dest="show_alias", help="same as --show=stderr")
    p.add_argument("--show-file", metavar="NAME",
                   help="on success print the file NAME left in the scratch "
                        "directory instead (missing file = failure)")
    p.add_argument("--runs", default="linked,preload",
                   help="ftnio runs to perform: linked, preload or both "
                        "(comma-separated; default both)")
    p.add_argument("--ftnio-only", action="store_true",
                   help="no libgfortran reference: run with ftnio only, print "
                        "the output and exit with the program's status")
    p.add_argument("--expect-exit", type=int, default=None, metavar="N",
                   help="additionally require exit status N from every run")
    p.add_argument("--sanitize", default=os.environ.get("FTNIO_SANITIZE", ""),
                   metavar="LIST",
                   help="libftnio.so was built with -fsanitize=LIST (env "
                        "FTNIO_SANITIZE): link with it, preload its runtime "
                        "and fail on any sanitizer report")
    p.add_argument("--memcheck", action="store_true",
                   default=os.environ.get("FTNIO_MEMCHECK", "") not in ("", "0"),
                   help="also run the program like the ftnio preload run "
                        "(the linked run when there is none) under Valgrind "
                        "memcheck and fail on any error it reports (env "
                        "FTNIO_MEMCHECK=1)")
    p.add_argument("--keep", action="store_true",
                   help="keep the work directory and print its path")
    # Used by the self-test to drive the comparison with fake programs.
    p.add_argument("--plain-exe", help=argparse.SUPPRESS)
    p.add_argument("--linked-exe", help=argparse.SUPPRESS)
    args = p.parse_args(argv)

    modes = [args.merged_file, args.merged_pipe,
             args.stdout_file or args.stderr_file]
    if sum(bool(m) for m in modes) > 1:
        p.error("--merged-file, --merged-pipe and --stdout-file/--stderr-file "
                "exclude each other")
    out_modes = [args.stdout_file, args.stdout_to, args.close_stdout]
    err_modes = [args.stderr_file, args.stderr_to, args.close_stderr]
    merged = args.merged_file or args.merged_pipe
    if (sum(bool(m) for m in out_modes) + merged > 1
            or sum(bool(m) for m in err_modes) + merged > 1):
        p.error("one destination per channel")
    args.show = args.show or args.show_alias or "stdout"
    args.runs = [r for r in args.runs.split(",") if r]
    if not args.runs or any(r not in ("linked", "preload") for r in args.runs):
        p.error("--runs takes 'linked', 'preload' or 'linked,preload'")
    if not args.libdir:
        p.error("no --libdir given and FTNIO_LIBDIR is not set")
    if args.memcheck and args.sanitize:
        p.error("--memcheck and --sanitize exclude each other (valgrind "
                "cannot run sanitizer-instrumented code)")
    args.fflags = [f for group in args.fflags for f in shlex.split(group)]
    return args


# --------------------------------------------------------------------------
# Sanitized libftnio (FTNIO_SANITIZE builds)
# --------------------------------------------------------------------------
# A sanitizer runtime must be the first library the program loads: linked
# runs get it from gfortran's own -fsanitize= link, preloaded runs get it in
# LD_PRELOAD ahead of libftnio.so.  Reports go to log files in the run
# directory, so that they are caught whatever the capture mode, and never
# change the compared stdout/stderr bytes.

SANITIZER_RUNTIMES = {"address": "libasan.so", "undefined": "libubsan.so",
                      "thread": "libtsan.so"}
SUPPRESSIONS = Path(__file__).resolve().parent / "sanitizer"
SANITIZER_LOG = "sanitizer-report"


def sanitizers(args: argparse.Namespace) -> list[str]:
    return [s for s in args.sanitize.split(",") if s]


def sanitizer_link_flags(args: argparse.Namespace) -> list[str]:
    return ["-fsanitize=" + ",".join(sanitizers(args))] if sanitizers(args) else []


def sanitizer_preload(args: argparse.Namespace,
                      compiler: str | None = None) -> list[str]:
    """Real paths of the runtimes of the sanitizers in --sanitize, as
    compiler (default --fc) finds them."""
    compiler = compiler or args.fc
    libs = []
    for name in sanitizers(args):
        if name not in SANITIZER_RUNTIMES:
            raise HarnessError("unknown sanitizer %r" % name)
        out = subprocess.run([compiler, "-print-file-name=" +
                              SANITIZER_RUNTIMES[name]],
                             stdout=subprocess.PIPE, check=False).stdout
        path = Path(out.decode().strip())
        if not path.is_absolute() or not path.exists():
            raise HarnessError("no %s runtime for %s" % (name, compiler))
        libs.append(str(path.resolve()))
    return libs


def sanitizer_env(args: argparse.Namespace, run_dir: Path) -> dict[str, str]:
    if not sanitizers(args):
        return {}
    log = "log_path=%s" % (run_dir / SANITIZER_LOG)
    common = log + ":print_stacktrace=1:halt_on_error=1"
    return {
        # exitcode=0: a leak report must not change the exit status by
        # itself; every report is judged from the log (only_ftnio_leaks).
        "ASAN_OPTIONS": common + ":detect_leaks=1:strict_string_checks=1"
                        ":exitcode=0"
                        ":detect_stack_use_after_return=1",
        "LSAN_OPTIONS": "suppressions=%s" % (SUPPRESSIONS / "lsan.supp"),
        "UBSAN_OPTIONS": common,
        "TSAN_OPTIONS": common + ":second_deadlock_stack=1"
                        ":suppressions=%s" % (SUPPRESSIONS / "tsan.supp"),
    }


# A stack frame of ftnio itself (linked, preloaded or in a test's build).
_FTNIO_FRAME_RE = re.compile(r"libftnio\.so|/libio/|ftnio::")


def only_ftnio_leaks(text: str) -> str | None:
    """A LeakSanitizer report cut to the leaks ftnio allocated.

    The program's own allocations (gfortran's array temporaries of the
    main program, never freed before exit) are not ftnio's to fix, and
    libgfortran's are not ftnio's either: a leak counts when its
    allocation stack passes through ftnio.  None when nothing is left.
    """
    if "LeakSanitizer" not in text:
        return text
    blocks = [b for b in text.split("\n\n")
              if re.match(r"\s*(Direct|Indirect) leak", b)
              and _FTNIO_FRAME_RE.search(b)]
    return "\n\n".join(blocks) if blocks else None


def sanitizer_reports(run_dir: Path) -> list[str]:
    reports = []
    for path in sorted(run_dir.glob(SANITIZER_LOG + "*")):
        text = only_ftnio_leaks(path.read_text(errors="replace"))
        if text:
            reports.append("sanitizer report (%s):\n%s" % (path.name, text))
    return reports


# --------------------------------------------------------------------------
# Valgrind memcheck (--memcheck, scripts/memcheck.sh)
# --------------------------------------------------------------------------
# ASan sees bad addresses, not values: a result computed from uninitialised
# memory and stored into the program's variable passes unnoticed.  memcheck
# tracks definedness bit by bit.  The program runs once more, as the
# preloaded (else the linked) ftnio run, under valgrind; only memcheck's
# report of that run is judged, never its output, which valgrind's emulation
# changes by itself (real(10) arithmetic in 64-bit precision, /proc/self/exe
# naming valgrind, argv[0]).  The report goes to a descriptor above the
# program's own, so a closed stdout cannot receive it.

MEMCHECK_RUN = "ftnio-memcheck"
MEMCHECK_LOG = "memcheck-report"
MEMCHECK_EXIT = 97           # exit status of a run with memcheck errors
MEMCHECK_SLOWDOWN = 20       # the run may take this many timeouts
MEMCHECK_LOG_FD = 200        # lowest descriptor for valgrind's report
MEMCHECK_SUPP = Path(__file__).resolve().parent / "memcheck" / "memcheck.supp"


def memcheck_skip(args: argparse.Namespace) -> str | None:
    """Why valgrind cannot run this program as the test asks, or None.

    valgrind keeps descriptors of its own below RLIMIT_NOFILE (the program
    would meet EMFILE at another count) and needs a usable TMPDIR itself.
    """
    if args.nofile is not None:
        return "--nofile"
    env = dict(item.partition("=")[::2] for item in args.env)
    tmp = env.get("TMPDIR")
    if tmp and not (os.path.isabs(tmp) and os.access(tmp, os.W_OK | os.X_OK)):
        return "TMPDIR=%s" % tmp
    return None


def memcheck_command(log_fd: int) -> list[str]:
    valgrind = shutil.which("valgrind")
    if not valgrind:
        raise HarnessError("--memcheck: valgrind not found "
                           "(apt-get install valgrind)")
    return [valgrind, "--tool=memcheck", "--quiet", "--track-origins=yes",
            "--error-exitcode=%d" % MEMCHECK_EXIT, "--leak-check=no",
            "--num-callers=30", "--suppressions=%s" % MEMCHECK_SUPP,
            "--log-fd=%d" % log_fd]


def memcheck_reports(run_dir: Path) -> list[str]:
    path = run_dir / MEMCHECK_LOG
    text = path.read_text(errors="replace").strip() if path.exists() else ""
    return ["memcheck report:\n%s" % text] if text else []


def memcheck_problems(args, plain: Path, linked: Path, work: Path) -> list[str]:
    """The run under memcheck: its report and a hang are problems."""
    if not args.memcheck or memcheck_skip(args):
        return []
    if "preload" in args.runs:
        lib = Path(args.libdir).resolve() / "libftnio.so"
        r = run_once(args, MEMCHECK_RUN, plain, str(lib), work)
    else:
        r = run_once(args, MEMCHECK_RUN, linked, None, work)
    problems = ["%s: %s" % (r.name, rep) for rep in r.reports]
    if r.timed_out:
        problems.append("%s: %s" % (r.name, describe_status(r)))
    return problems


# --------------------------------------------------------------------------
# Building
# --------------------------------------------------------------------------

def build(args: argparse.Namespace, build_dir: Path) -> tuple[Path, Path]:
    """Compiles SOURCE once and links the plain and the ftnio executable.

    The source is copied into build_dir and compiled there under its base
    name, so that runtime messages say "At line N of file prog.f90" whatever
    the caller's working directory, and .mod files stay out of the tree.
    """
    src = Path(args.source).resolve()
    if not src.is_file():
        raise HarnessError("no such source file: %s" % args.source)
    shutil.copy(src, build_dir / src.name)
    obj, plain, linked = (build_dir / n for n in ("prog.o", "plain", "linked"))
    libdir = Path(args.libdir).resolve()
    run_tool([args.fc, *args.fflags, "-I", str(src.parent), "-c", src.name,
              "-o", str(obj)], build_dir)
    objs = [str(obj)]
    for k, extra in enumerate(args.extra_source):
        extra_src = Path(extra).resolve()
        if not extra_src.is_file():
            raise HarnessError("no such extra source: %s" % extra)
        extra_obj = build_dir / ("extra%d.o" % k)
        run_tool([args.fc, *args.fflags, "-c", str(extra_src),
                  "-o", str(extra_obj)], build_dir)
        objs.append(str(extra_obj))
    run_tool([args.fc, *args.fflags, *objs, "-o", str(plain)], build_dir)
    # --no-as-needed: a program without I/O calls must still load ftnio.
    run_tool([args.fc, *args.fflags, *sanitizer_link_flags(args), *objs,
              "-L", str(libdir),
              "-Wl,--push-state,--no-as-needed", "-lftnio", "-Wl,--pop-state",
              "-Wl,-rpath," + str(libdir), "-o", str(linked)], build_dir)
    # A link that quietly dropped libftnio, or put it after libgfortran,
    # would make every comparison pass vacuously.
    libs = needed_libs(linked)
    ftn = [i for i, n in enumerate(libs) if n.startswith("libftnio.so")]
    gfc = [i for i, n in enumerate(libs) if n.startswith("libgfortran.so")]
    if not ftn or (gfc and ftn[0] > gfc[0]):
        raise HarnessError("linked executable does not load libftnio before "
                           "libgfortran; DT_NEEDED = %s" % libs)
    return plain, linked


# --------------------------------------------------------------------------
# Running
# --------------------------------------------------------------------------

def program_env(args: argparse.Namespace, preload: str | None,
                run_dir: Path) -> dict[str, str]:
    """The fixed environment of a run: nothing inherited except by --env."""
    env = {"PATH": BASE_PATH, "LANG": "C", "LC_ALL": "C", "HOME": "/nonexistent"}
    env.update(sanitizer_env(args, run_dir))
    for item in args.env:
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise HarnessError("--env wants K=V, got %r" % item)
        env[key] = value
    if preload:
        env["LD_PRELOAD"] = preload
    return env


class Uncaptured:
    """A channel sent somewhere it cannot be read back (/dev/full, closed)."""

    def __init__(self, target, close_fd: int | None = None):
        self.target = target      # what Popen gets for the channel
        self.close_fd = close_fd  # fd to close in the child, or None


def open_sinks(args: argparse.Namespace, run_dir: Path) -> dict[str, object]:
    """Chooses where fd 1 and fd 2 of the program go for the capture mode."""
    if args.merged_file:
        f = open(run_dir / "merged.out", "w+b")
        return {"stdout": f, "stderr": f}
    if args.merged_pipe:
        return {"stdout": subprocess.PIPE, "stderr": subprocess.STDOUT}

    def sink(to_file, to_path, closed, fd, name):
        if to_file:
            return open(run_dir / name, "w+b")
        if to_path:
            return Uncaptured(open(to_path, "wb"))
        if closed:
            return Uncaptured(subprocess.DEVNULL, close_fd=fd)
        return subprocess.PIPE
    return {"stdout": sink(args.stdout_file, args.stdout_to, args.close_stdout,
                           1, "stdout.out"),
            "stderr": sink(args.stderr_file, args.stderr_to, args.close_stderr,
                           2, "stderr.out")}


def popen_sinks(sinks: dict[str, object]) -> tuple[dict[str, object], list[int]]:
    """Popen keyword arguments for the sinks, plus fds to close in the child."""
    kwargs, close = {}, []
    for chan, sink in sinks.items():
        if isinstance(sink, Uncaptured):
            kwargs[chan] = sink.target
            if sink.close_fd is not None:
                close.append(sink.close_fd)
        else:
            kwargs[chan] = sink
    return kwargs, close


def run_once(args: argparse.Namespace, name: str, exe: Path,
             preload: str | None, work: Path) -> RunResult:
    run_dir = work / name
    scratch = run_dir / "scratch"
    scratch.mkdir(parents=True)
    for spec in args.input:
        src, _, dest = spec.partition("=")
        shutil.copy(src, scratch / (dest or Path(src).name))
    sinks = open_sinks(args, run_dir)
    kwargs, close_fds = popen_sinks(sinks)
    piped = None
    if args.stdin_pipe:
        piped = Path(args.stdin_pipe).read_bytes()
        stdin = subprocess.PIPE
    else:
        stdin = open(args.stdin or os.devnull, "rb")

    memcheck = name == MEMCHECK_RUN
    limits = []
    if args.nofile is not None:
        limits.append((resource.RLIMIT_NOFILE, args.nofile))
    if args.rlimit_as is not None and not sanitizers(args) and not memcheck:
        limits.append((resource.RLIMIT_AS, args.rlimit_as << 20))
    # argv[0] is the same for every run so that it cannot cause a diff
    # (under valgrind the program sees its full path instead).
    argv, timeout, pass_fds = ["./prog", *args.arg], args.timeout, ()
    if memcheck:
        fd = os.open(run_dir / MEMCHECK_LOG, os.O_WRONLY | os.O_CREAT, 0o644)
        log_fd = fcntl.fcntl(fd, fcntl.F_DUPFD, MEMCHECK_LOG_FD)
        os.close(fd)
        pass_fds = (log_fd,)
        argv = memcheck_command(log_fd) + [str(exe), *args.arg]
        timeout *= MEMCHECK_SLOWDOWN

    def close_in_child():
        for fd in close_fds:
            os.close(fd)
        for which, value in limits:
            resource.setrlimit(which, (value, value))
    proc = subprocess.Popen(argv, executable=None if memcheck else str(exe),
                            cwd=scratch, env=program_env(args, preload, run_dir),
                            stdin=stdin, start_new_session=True,
                            preexec_fn=close_in_child if close_fds or limits
                            else None, pass_fds=pass_fds,
                            **kwargs)
    for fd in pass_fds:
        os.close(fd)
    timed_out = False
    try:
        out, err = proc.communicate(input=piped, timeout=timeout)
    except subprocess.TimeoutExpired:
        timed_out = True
        os.killpg(proc.pid, signal.SIGKILL)
        out, err = proc.communicate()
    if piped is None:
        stdin.close()
    channels = collect_channels(args, sinks, out, err)
    return RunResult(name, proc.returncode, timed_out, channels,
                     snapshot(scratch),
                     sanitizer_reports(run_dir) + memcheck_reports(run_dir))


def collect_channels(args, sinks, out, err) -> dict[str, bytes]:
    """The captured bytes per channel; uncaptured channels are left out."""
    def read(sink, piped: bytes | None) -> bytes | None:
        if isinstance(sink, Uncaptured):
            if hasattr(sink.target, "close"):
                sink.target.close()
            return None
        if hasattr(sink, "read"):
            sink.seek(0)
            data = sink.read()
            sink.close()
            return data
        return piped or b""
    if args.merged_file or args.merged_pipe:
        return {"merged": read(sinks["stdout"], out)}
    channels = {"stdout": read(sinks["stdout"], out),
                "stderr": read(sinks["stderr"], err)}
    return {k: v for k, v in channels.items() if v is not None}


def check_expected_exit(args, runs: list[RunResult]) -> list[str]:
    return expected_exit_problems(args.expect_exit, runs)


def shown_output(args, r: RunResult) -> bytes:
    if args.show_file:
        return r.files.get(args.show_file, b"")
    if "merged" in r.channels:
        return r.channels["merged"] if args.show != "none" else b""
    out, err = r.channels.get("stdout", b""), r.channels.get("stderr", b"")
    return {"stdout": out, "stderr": err, "both": out + err,
            "none": b""}[args.show]


# --------------------------------------------------------------------------
# Driver
# --------------------------------------------------------------------------

def ftnio_runs(args, plain: Path, linked: Path, work: Path) -> list[RunResult]:
    lib = Path(args.libdir).resolve() / "libftnio.so"
    if not lib.exists():
        raise HarnessError("library not found: %s" % lib)
    runs = []
    if "linked" in args.runs:
        runs.append(run_once(args, "ftnio-linked", linked, None, work))
    if "preload" in args.runs:
        preload = ":".join(sanitizer_preload(args) + [str(lib)])
        runs.append(run_once(args, "ftnio-preload", plain, preload, work))
    return runs


def report(problems: list[str]) -> None:
    for text in problems:
        sys.stderr.write("fdiff: MISMATCH " + text.rstrip("\n") + "\n")


def main(argv: list[str]) -> int:
    args = parse_args(argv)
    work = Path(tempfile.mkdtemp(prefix="fdiff."))
    try:
        if args.plain_exe and args.linked_exe:
            plain, linked = Path(args.plain_exe), Path(args.linked_exe)
        else:
            (work / "build").mkdir()
            plain, linked = build(args, work / "build")
        runs = ftnio_runs(args, plain, linked, work)
        if args.ftnio_only:
            # The runs are compared with each other only: linked and
            # preloaded ftnio must agree, there is no libgfortran reference.
            problems = [p for r in runs[1:] for p in compare(runs[0], r)]
            # Without a reference a crash or hang is never "the same".
            problems += ["%s: %s" % (r.name, describe_status(r))
                         for r in runs if r.timed_out or r.status < 0]
        else:
            ref = run_once(args, "libgfortran", plain, None, work)
            problems = [p for r in runs for p in compare(ref, r)]
            # libgfortran's asynchronous I/O races under load (its worker
            # thread once read the next statement's format: "Expected
            # INTEGER for item 3", abort): a reference killed by a signal
            # runs again, twice at most, before ftnio is judged by it.
            for _ in range(2):
                if not problems or ref.status >= 0:
                    break
                shutil.rmtree(work / "libgfortran", ignore_errors=True)
                ref = run_once(args, "libgfortran", plain, None, work)
                problems = [p for r in runs for p in compare(ref, r)]
            runs = [ref] + runs
        problems += check_expected_exit(args, runs)
        problems += memcheck_problems(args, plain, linked, work)
        problems += ["%s: %s" % (r.name, rep) for r in runs for rep in r.reports]
        if args.show_file and args.show_file not in runs[0].files:
            problems.append("file %s: not created by %s" % (
                args.show_file, runs[0].name))
        shown = runs[1] if not args.ftnio_only else runs[0]
        if problems:
            report(problems)
            sys.stderr.write("fdiff: %s: %d difference(s)\n" % (
                args.source, len(problems)))
            return 1
        sys.stdout.buffer.write(shown_output(args, shown))
        sys.stdout.flush()
        if args.ftnio_only and args.expect_exit is None:
            s = shown.status
            return s if 0 <= s < HARNESS_ERROR else HARNESS_ERROR
        return 0
    except HarnessError as e:
        sys.stderr.write("fdiff: error: %s\n" % e)
        return HARNESS_ERROR
    finally:
        if args.keep:
            sys.stderr.write("fdiff: work directory kept: %s\n" % work)
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
