# SPDX-License-Identifier: MIT
"""Compiles, links and runs one test program, and judges it as DejaGnu does.

The program runs on a pseudo-terminal for stdin, stdout and stderr, as
DejaGnu's `spawn` runs it: both streams arrive merged, in the order written,
with "\\n" turned into "\\r\\n" by the terminal, and the runtime sees a tty
(which decides libgfortran's buffering). The execution test passes when the
exit status is 0 (inverted by dg-shouldfail); the output pattern test, run
only after a passing execution, searches the dg-output regexp in the output
after prune_file_path removed the source directory prefixes.
"""

import dataclasses
import os
import select
import signal
import subprocess
import time

from . import tcl_regexp

IO_SYMBOL_PREFIXES = ("_gfortran_st_", "_gfortran_transfer_")
MAX_OUTPUT = 8 << 20        # bytes kept from a run; the rest is dropped


@dataclasses.dataclass
class RunOutcome:
    """What one execution of a test program did."""
    exit_code: int = 0        # exit status, or -signal when killed
    timed_out: bool = False   # killed after the time limit
    output: bytes = b""       # merged stdout+stderr as read from the pty
    seconds: float = 0.0      # wall time of the run


@dataclasses.dataclass
class Verdict:
    """A DejaGnu-style verdict of one execution."""
    code: str                 # PASS, FAIL, XFAIL or XPASS
    detail: str = ""          # one-line reason for FAIL/XPASS

    def passed(self):
        return self.code == "PASS"


def run_command(argv, cwd, timeout, env=None):
    """Run a build command; return (exit code, combined output text)."""
    try:
        proc = subprocess.run(argv, cwd=cwd, env=env, timeout=timeout,
                              stdin=subprocess.DEVNULL,
                              stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT)
    except subprocess.TimeoutExpired:
        return 124, "timed out after %ss: %s" % (timeout, " ".join(argv))
    return proc.returncode, proc.stdout.decode("utf-8", "replace")


def undefined_symbols(objects):
    """Return the undefined symbols of the object files (nm -u)."""
    code, out = run_command(["nm", "-u", "--format=posix"] + list(objects),
                            None, 60)
    if code:
        return set()
    names = set()
    for line in out.splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[1] in ("U", "w", "v"):
            names.add(parts[0].split("@")[0])
    return names


def io_symbols(symbols):
    """The subset of symbols that make a test I/O-relevant."""
    return sorted(s for s in symbols if s.startswith(IO_SYMBOL_PREFIXES))


def _kill_group(proc):
    """Kill the program and anything it started (own session)."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def _read_pty(master, proc, deadline):
    """Collect pty output until every writer closed it or time ran out."""
    chunks = []
    size = 0
    exited_at = None
    while True:
        now = time.monotonic()
        if now >= deadline:
            return b"".join(chunks), True
        ready, _, _ = select.select([master], [], [], min(0.2, deadline - now))
        if ready:
            try:
                data = os.read(master, 65536)
            except OSError:            # EIO: the last slave fd was closed
                data = b""
            if not data:
                break
            if size < MAX_OUTPUT:
                chunks.append(data)
                size += len(data)
            continue
        if proc.poll() is not None:
            # A grandchild may keep the terminal open; give it a moment.
            exited_at = exited_at or now
            if now - exited_at > 1.0:
                break
    return b"".join(chunks), False


def run_program(argv, cwd, env, timeout):
    """Run a test program on a pty (stdin/stdout/stderr); see module doc."""
    master, slave = os.openpty()
    try:
        proc = subprocess.Popen(argv, cwd=cwd, env=env, stdin=slave,
                                stdout=slave, stderr=slave,
                                start_new_session=True)
    except OSError as err:
        os.close(master)
        os.close(slave)
        return RunOutcome(exit_code=127, output=str(err).encode())
    os.close(slave)
    try:
        output, timed_out = _read_pty(master, proc, time.monotonic() + timeout)
    finally:
        os.close(master)
    if timed_out:
        _kill_group(proc)
    try:
        code = proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        _kill_group(proc)
        code = proc.wait()
    _kill_group(proc)                   # stray background children
    return RunOutcome(exit_code=code, timed_out=timed_out, output=output)


def prune_file_path(text, srcdir):
    """gcc's prune_file_path: drop "$srcdir/" and "$topdir/" prefixes."""
    text = text.replace(srcdir.rstrip("/") + "/", "")
    topdir = os.path.dirname(os.path.dirname(os.path.dirname(
        srcdir.rstrip("/"))))
    return text.replace(topdir + "/", "") if topdir != "/" else text


def _summarise(outcome):
    """Short description of a failed execution for reports."""
    if outcome.timed_out:
        return "timed out"
    if outcome.exit_code < 0:
        what = "killed by signal %d" % -outcome.exit_code
    else:
        what = "exit code %d" % outcome.exit_code
    tail = outcome.output.decode("utf-8", "replace").strip().splitlines()
    return what + (": " + tail[-1][:160] if tail else "")


def judge(spec, outcome, srcdir):
    """Turn a RunOutcome into a Verdict following dg.exp's dg-test.

    A timeout is always a failure (DejaGnu would count a hanging
    dg-shouldfail test as passing; a hang is never right for ftnio).
    """
    status_pass = outcome.exit_code == 0 and not outcome.timed_out
    if spec.shouldfail and not outcome.timed_out:
        status_pass = not status_pass
    exec_expected = spec.expected
    if not status_pass:
        detail = ("expected a failing exit, got 0" if spec.shouldfail and
                  outcome.exit_code == 0 else _summarise(outcome))
        return Verdict("XFAIL" if exec_expected == "F" else "FAIL", detail)
    if exec_expected == "F":
        return Verdict("XPASS", "execution passed but was expected to fail")
    if spec.output_text is None:
        return Verdict("PASS")
    text = outcome.output.decode("utf-8", "surrogateescape")
    text = prune_file_path(text.replace("\0", ""), srcdir)
    matched = tcl_regexp.tcl_search(spec.output_text, text)
    if spec.output_expected == "F":
        return Verdict("XPASS" if matched else "XFAIL",
                       "output pattern matched, expected not to")
    if matched:
        return Verdict("PASS")
    lines = text.strip().splitlines()
    return Verdict("FAIL", "output pattern not found; output ends: "
                   + (lines[-1][:160] if lines else "(empty)"))
