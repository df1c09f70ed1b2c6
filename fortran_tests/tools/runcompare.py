#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""How the differential runners build and compare two runs of one
program: one source compiled once and linked plainly and with an ftnio
library (build_plain_and_linked), the files a run leaves (snapshot),
backtraces folded (normalise), exit statuses, and readable differences of
outputs and files.  Shared by tools/fdiff.py, tools/mpidiff.py,
tools/flangdiff.py, tools/faultrun.py and progen/run.py.
"""

from __future__ import annotations

import dataclasses
import difflib
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Callable

MAX_DIFF_LINES = 200         # per channel; a longer diff is cut with a note
MAX_LINE_SHOWN = 300         # characters of one diff line; the rest is elided
CONTEXT_BYTES = 60           # bytes shown either side of the first difference
HARNESS_ERROR = 125          # exit status for "could not even run the test"

# One backtrace frame as printed by libgfortran ("#3  0x55d0 in MAIN__"),
# optionally followed by its "\tat file:line" continuation.
_FRAME_RE = re.compile(rb"^#\d+ +0x[0-9a-fA-F]+ in .*$")
_FRAME_AT_RE = re.compile(rb"^\s+at .*$")
FRAMES_PLACEHOLDER = b"#<backtrace frames>"


class HarnessError(Exception):
    """The test could not be set up (compiler error, missing library...)."""


@dataclasses.dataclass
class RunResult:
    name: str                    # "libgfortran", "ftnio-linked", ...
    status: int                  # exit status; negative = killed by signal
    timed_out: bool              # True when the run hit --timeout
    channels: dict[str, bytes]   # "stdout"/"stderr"/"merged" -> raw bytes
    files: dict[str, bytes]      # scratch-relative path -> contents
    reports: list[str] = dataclasses.field(default_factory=list)  # sanitizer


def snapshot(root: Path) -> dict[str, bytes]:
    """All regular files below root (symlinks described by their target)."""
    files: dict[str, bytes] = {}
    for path in sorted(root.rglob("*")):
        rel = str(path.relative_to(root))
        if path.is_symlink():
            files[rel] = b"<symlink to " + os.fsencode(os.readlink(path)) + b">"
        elif path.is_dir():
            files.setdefault(rel + "/", b"<directory>")
        elif path.is_file():
            files[rel] = path.read_bytes()
        else:
            files[rel] = b"<special file>"
    return files


def differing_files(a: dict[str, bytes], b: dict[str, bytes]) -> list[str]:
    """The names, sorted, whose contents differ between two snapshots
    (left by one run only, or different)."""
    return [n for n in sorted(set(a) | set(b)) if a.get(n) != b.get(n)]


def first_diff_line(a: bytes, b: bytes) -> int:
    """0-based index of the first line that differs, -1 when none does."""
    la, lb = a.split(b"\n"), b.split(b"\n")
    for i in range(max(len(la), len(lb))):
        if i >= len(la) or i >= len(lb) or la[i] != lb[i]:
            return i
    return -1


def normalise(data: bytes) -> bytes:
    """Collapses each run of backtrace frame lines into one placeholder.

    The "Error termination. Backtrace:" header stays, so a missing or extra
    backtrace is still a difference.
    """
    out: list[bytes] = []
    in_frames = False
    for line in data.split(b"\n"):
        if _FRAME_RE.match(line) or (in_frames and _FRAME_AT_RE.match(line)):
            if not in_frames:
                out.append(FRAMES_PLACEHOLDER)
            in_frames = True
            continue
        in_frames = False
        out.append(line)
    return b"\n".join(out)


def describe_status(r: RunResult) -> str:
    if r.timed_out:
        return "TIMEOUT (killed after the time limit)"
    if r.status < 0:
        try:
            sig = signal.Signals(-r.status).name
        except ValueError:
            sig = "signal %d" % -r.status
        return "killed by %s" % sig
    return "exit status %d" % r.status


def first_difference(a: bytes, b: bytes) -> str:
    """One line locating the first differing byte, with both lines' repr."""
    n = next((i for i in range(min(len(a), len(b))) if a[i] != b[i]),
             min(len(a), len(b)))
    line = a[:n].count(b"\n") + 1
    col = n - (a.rfind(b"\n", 0, n) + 1) + 1

    def line_at(data: bytes) -> str:
        # The line holding byte n, cut to a window around n when long.
        start = data.rfind(b"\n", 0, n) + 1
        end = data.find(b"\n", n)
        end = len(data) if end < 0 else end + 1
        lo, hi = max(start, n - CONTEXT_BYTES), min(end, n + CONTEXT_BYTES)
        return "%s%r%s" % ("..." if lo > start else "", data[lo:hi],
                           "..." if hi < end else "")
    return ("  first difference at byte %d (line %d, column %d)\n"
            "    expected: %s\n    actual:   %s" % (n, line, col,
                                                    line_at(a), line_at(b)))


def text_diff(label: str, ref_name: str, got_name: str,
              a: bytes, b: bytes) -> str:
    """Summary plus unified diff of two byte strings (shown as text)."""
    def lines(d: bytes) -> list[str]:
        # Split on newlines only (not on \r or \f as str.splitlines would).
        text = d.decode("utf-8", errors="backslashreplace")
        out = [line + "\n" for line in text.split("\n")]
        out[-1] = out[-1][:-1]
        if out[-1] == "":
            out.pop()
        else:
            out[-1] += "\n\\ No newline at end\n"
        return out

    def cut(line: str) -> str:
        if len(line) <= MAX_LINE_SHOWN:
            return line
        return "%s...(%d more characters)\n" % (line[:MAX_LINE_SHOWN],
                                                 len(line) - MAX_LINE_SHOWN)
    head = ("%s differs: %s %d bytes, %s %d bytes\n%s\n" % (
        label, ref_name, len(a), got_name, len(b), first_difference(a, b)))
    diff = list(difflib.unified_diff(lines(a), lines(b),
                                     "%s/%s" % (ref_name, label),
                                     "%s/%s" % (got_name, label), n=3))
    diff = [cut(line) for line in diff]
    if len(diff) > MAX_DIFF_LINES:
        diff = diff[:MAX_DIFF_LINES] + ["... (%d more diff lines)\n" %
                                        (len(diff) - MAX_DIFF_LINES)]
    return head + "".join(diff)


def compare(ref: RunResult, got: RunResult) -> list[str]:
    """All differences between a reference run and an ftnio run."""
    problems: list[str] = []
    if got.timed_out or ref.timed_out or ref.status != got.status:
        problems.append("exit differs: %s %s, %s %s" % (
            ref.name, describe_status(ref), got.name, describe_status(got)))
    for chan in ref.channels:
        a, b = normalise(ref.channels[chan]), normalise(got.channels[chan])
        if a != b:
            problems.append(text_diff(chan, ref.name, got.name, a, b))
    for path in differing_files(ref.files, got.files):
        if path not in got.files:
            problems.append("file %s: left by %s but not by %s" % (
                path, ref.name, got.name))
        elif path not in ref.files:
            problems.append("file %s: left by %s but not by %s" % (
                path, got.name, ref.name))
        else:
            problems.append(text_diff("file " + path, ref.name, got.name,
                                      ref.files[path], got.files[path]))
    return problems


def expected_exit_problems(expect_exit: int | None,
                           runs: list[RunResult]) -> list[str]:
    """The runs that did not end with the exit status expected (if any)."""
    if expect_exit is None:
        return []
    return ["%s: expected exit status %d, got %s" % (
        r.name, expect_exit, describe_status(r))
        for r in runs if r.timed_out or r.status != expect_exit]


# --------------------------------------------------------------------------
# Building
# --------------------------------------------------------------------------

def run_tool(cmd: list[str], cwd: Path) -> None:
    """Runs a build command; any failure is a harness error with its output."""
    proc = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, check=False)
    if proc.returncode != 0:
        raise HarnessError("command failed (status %d): %s\n%s" % (
            proc.returncode, shlex.join(cmd),
            proc.stdout.decode(errors="replace")))


def needed_libs(exe: Path) -> list[str]:
    """DT_NEEDED entries of an ELF executable, in link order."""
    out = subprocess.run(["readelf", "-d", str(exe)], stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, check=False).stdout
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]",
                      out.decode(errors="replace"))


def build_plain_and_linked(compiler: str, fflags: list[str], source: str,
                           build_dir: Path, libdir: str,
                           library: str) -> tuple[Path, Path]:
    """Copies SOURCE into build_dir and compiles it there once (runtime
    messages then name the file by its base name), then links it twice:
    build_dir/plain with the compiler's own runtime, build_dir/linked with
    -l<library> from libdir as well (--no-as-needed: a program without I/O
    calls must still load it; rpath libdir).  A linked executable that does
    not load lib<library>.so is a harness error: every comparison would
    pass vacuously."""
    src = Path(source).resolve()
    if not src.is_file():
        raise HarnessError("no such source file: %s" % source)
    shutil.copy(src, build_dir / src.name)
    lib_path = Path(libdir).resolve()
    run_tool([compiler, *fflags, "-c", src.name, "-o", "prog.o"], build_dir)
    run_tool([compiler, *fflags, "prog.o", "-o", "plain"], build_dir)
    run_tool([compiler, *fflags, "prog.o", "-L", str(lib_path),
              "-Wl,--push-state,--no-as-needed", "-l" + library,
              "-Wl,--pop-state", "-Wl,-rpath," + str(lib_path),
              "-o", "linked"], build_dir)
    linked = build_dir / "linked"
    if not any(n.startswith("lib%s.so" % library)
               for n in needed_libs(linked)):
        raise HarnessError("linked executable does not load lib%s.so"
                           % library)
    return build_dir / "plain", linked


# --------------------------------------------------------------------------
# A runner's frame
# --------------------------------------------------------------------------

def run_in_work_dir(tool: str, source: str, keep: bool,
                    body: Callable[[Path], tuple[list[str], bytes]]) -> int:
    """Runs body(work) in a fresh work directory (work/build made for the
    build); body returns the differences found and the output to show.
    Differences: "TOOL: MISMATCH ..." lines and a count on stderr, exit 1.
    None: the output on stdout, exit 0.  A HarnessError: exit
    HARNESS_ERROR.  The work directory is removed unless keep."""
    work = Path(tempfile.mkdtemp(prefix=tool + "."))
    try:
        (work / "build").mkdir()
        problems, output = body(work)
        if problems:
            for text in problems:
                sys.stderr.write("%s: MISMATCH %s\n" % (tool,
                                                        text.rstrip("\n")))
            sys.stderr.write("%s: %s: %d difference(s)\n" % (
                tool, source, len(problems)))
            return 1
        sys.stdout.buffer.write(output)
        sys.stdout.flush()
        return 0
    except HarnessError as e:
        sys.stderr.write("%s: error: %s\n" % (tool, e))
        return HARNESS_ERROR
    finally:
        if keep:
            sys.stderr.write("%s: work directory kept: %s\n" % (tool, work))
        else:
            shutil.rmtree(work, ignore_errors=True)
