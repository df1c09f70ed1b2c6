#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Differential campaign over generated programs (gen.py).

    run.py --libdir build/libio [--seed S] [--count N] [-j J] [--keep DIR]
           [--minimise] [--known FILE] [--negative-control] [--memcheck]

For every seed S .. S+N-1: generate the program, compile it once, link it
plain and with -lftnio, and run it in fresh scratch directories three
ways: libgfortran alone, the plain executable with LD_PRELOAD=libftnio.so,
and the -lftnio executable.  stdout, stderr (backtrace frames folded),
the exit status and every file left behind must be the same; a run of
ftnio that exceeds the time limit when libgfortran's did not is a hang.

Results stream as they come (-j workers); a differing seed prints one
line with its class: "<snippet kind>:<what differs>".  With --minimise
the program is cut down (snippets, then statements, then items, then
declarations) while the difference keeps its class, and the reproducer
goes to --keep DIR (default progen-failures).  --known FILE lists seeds
known to differ ("SEED reason" lines): they are reported, not counted.
The last line is "N passed, N failed"; the exit status is 1 when a
program not in --known differs.
"""

from __future__ import annotations

import argparse
import collections
import dataclasses
import hashlib
import multiprocessing
import os
import pickle
import re
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "tools"))
import gen  # noqa: E402
import variants  # noqa: E402
from runcompare import (differing_files, first_diff_line,  # noqa: E402
                        normalise, snapshot)

BASE_ENV = {"PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C",
            "LC_ALL": "C", "HOME": "/nonexistent"}
SOURCE = "prog.f90"
# libgfortran 12's own failures (not runtime errors of the program).
# (flang 19's internal checks, "Internal error: RUNTIME_CHECK(...) failed",
# are crashes of the oracle as libgfortran's "Internal Error" is: README,
# deliberate differences)
REF_CRASH = (b"Internal Error", b"Memory allocation failed",
             b"Internal error: RUNTIME_CHECK")
_TAG_RE = re.compile(r"S(\d+)\.\d+ (-?\d+) ?(.*)$")
_VAR_RE = re.compile(r"^s(\d+)_")
_FILE_RE = re.compile(r"^p(\d+)_")
_L_BAD_RE = re.compile(r"S(\d+)\.(\d+) 5010 Bad value on logical read$")
_DIRECT_READ_RE = re.compile(r"read\(\d+, .*\b(rec|pos)=")
_L_EDIT_RE = re.compile(r"(?i)\b\d*[LG]\d")
_DIRECT_OPEN_RE = re.compile(
    r"open\(\d+, file='([^']+)', access='direct', form='formatted', "
    r"recl=(\d+)")
_KEY_RE = re.compile(r"^s\d+_[a-z]+\d+:? \[?([a-z]+)=")
# Signature prefix of a difference the README lists as deliberate (a
# libgfortran bug ftnio does not reproduce): reported, never counted.
DELIBERATE = "deliberate:"
# --flang: the same programs built by LLVM flang 19, whose runtime
# (linked statically) is the oracle; the ftnio run links -lftnio_flang
# ahead of it.  The generator writes for gfortran: what flang rejects is
# a compile error (skipped), and the deliberate classes (libgfortran's
# bugs) do not apply.
FLANG_FC = "flang-new-19"


@dataclasses.dataclass
class Config:
    libdir: Path
    fc: str
    timeout: float
    extra_preload: str | None
    minimise: bool
    keep: Path | None
    memcheck: bool = False
    cache: Path | None = None
    linker: str | None = None
    flang: bool = False   # the flang front door: flang-new-19 programs,
                          # flang's runtime the oracle (see FLANG below)
    variants: bool = False  # compile options and GFORTRAN_* settings drawn
                            # per seed (variants.py)


@dataclasses.dataclass
class Run:
    status: int
    timed_out: bool
    stdout: bytes
    stderr: bytes
    files: dict


@dataclasses.dataclass
class Outcome:
    seed: int
    state: str            # pass, fail, compile_error, ref_timeout
    signature: str = ""
    detail: str = ""
    reproducer: str = ""


# --------------------------------------------------------------------------
# Building and running one program
# --------------------------------------------------------------------------

def build(cfg: Config, prog: gen.Program,
          work: Path) -> tuple[Path, Path] | str:
    """Compiles once, links plain and -lftnio; an error text on failure."""
    (work / SOURCE).write_text(prog.render())
    flags = list(prog.variant.flags) if prog.variant else []
    # The linker is a choice of speed only: gold links these small
    # programs several times faster than bfd (most of a campaign's time).
    link = [cfg.fc, "prog.o"] + flags + (["-fuse-ld=" + cfg.linker]
                                         if cfg.linker else [])
    lib = "-lftnio_flang" if cfg.flang else "-lftnio"
    steps = [[cfg.fc, "-c", SOURCE, "-o", "prog.o"] + flags,
             link + ["-o", "plain"],
             link + ["-L", str(cfg.libdir), "-Wl,--no-as-needed",
                     lib, "-Wl,--as-needed",
                     "-Wl,-rpath," + str(cfg.libdir), "-o", "linked"]]
    for cmd in steps:
        proc = subprocess.run(cmd, cwd=work, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, check=False)
        if proc.returncode:
            return proc.stdout.decode(errors="replace")
    return work / "plain", work / "linked"


def run(cfg: Config, exe: Path, preload: str | None, work: Path,
        name: str, wrapper: list[str] | None = None,
        prog: gen.Program | None = None,
        extra_env: dict[str, str] | None = None) -> Run:
    scratch = work / ("run-" + name)
    scratch.mkdir()
    stdin, data = stdin_of(prog, work)
    env = dict(BASE_ENV)
    if prog is not None and prog.variant is not None:
        env.update(dict(prog.variant.env))
    env.update(extra_env or {})
    if preload:
        env["LD_PRELOAD"] = preload
    if name == "linked":
        # Ahead of the binary's RUNPATH, so that a binary from --cache runs
        # with the library under test.
        env["LD_LIBRARY_PATH"] = str(cfg.libdir)
    argv, program = ["./prog"], str(exe)
    if wrapper:
        argv, program = wrapper + [str(exe)], wrapper[0]
    proc = subprocess.Popen(argv, executable=program, cwd=scratch,
                            env=env, stdin=stdin,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            start_new_session=True)
    if hasattr(stdin, "close"):
        stdin.close()
    timed_out = False
    try:
        out, err = proc.communicate(data, timeout=cfg.timeout)
    except subprocess.TimeoutExpired:
        timed_out = True
        os.killpg(proc.pid, signal.SIGKILL)
        out, err = proc.communicate()
    # INQUIRE NAME= may give the absolute path of the scratch directory.
    where = os.fsencode(str(scratch))
    out, err = out.replace(where, b"<DIR>"), err.replace(where, b"<DIR>")
    files = snapshot(scratch)
    shutil.rmtree(scratch, ignore_errors=True)
    return Run(proc.returncode, timed_out, out, normalise(err), files)


def stdin_of(prog: gen.Program | None, work: Path):
    """(stdin argument of Popen, bytes to send): /dev/null when the program
    reads no standard input, else its text from a regular file outside the
    scratch directory or through a pipe."""
    text = prog.stdin() if prog else b""
    if not text:
        return subprocess.DEVNULL, None
    if prog.stdin_file:
        path = work / "stdin.txt"
        path.write_bytes(text)
        return open(path, "rb"), None
    return subprocess.PIPE, text


def ftnio_runs(cfg: Config) -> dict[str, str | None]:
    """Which ftnio runs to make: name -> LD_PRELOAD (exe chosen by name)."""
    lib = str(cfg.libdir / "libftnio.so")
    extra = cfg.extra_preload
    if cfg.flang:  # flang's runtime is linked statically: no preloading
        return {"linked": extra}
    return {"preload": ":".join(filter(None, [extra, lib])),
            "linked": extra}


# --------------------------------------------------------------------------
# Classifying a difference
# --------------------------------------------------------------------------

def snippet_of_stdout(ref: bytes, got: bytes) -> tuple[int | None, str]:
    """Snippet index owning the first differing stdout line, and whether
    the difference is in an IOSTAT value, an IOMSG text or the output."""
    la = ref.decode(errors="replace").split("\n")
    lb = got.decode(errors="replace").split("\n")
    i = first_diff_line(ref, got)
    line_a = la[i] if i < len(la) else ""
    line_b = lb[i] if i < len(lb) else ""
    ma, mb = _TAG_RE.search(line_a), _TAG_RE.search(line_b)
    what = "output"
    if ma and mb and ma.group(1) == mb.group(1) and \
            line_a[:ma.start()] == line_b[:mb.start()]:
        what = "iostat" if ma.group(2) != mb.group(2) else "iomsg"
    mv = _VAR_RE.match(line_a) or _VAR_RE.match(line_b)
    if mv and what == "output":
        # "s4_c2: size=5 [..]" or "s0_q2 pos=7": the specifier's name;
        # otherwise a value read ("s1_r3: ...") or an internal file.
        mk = _KEY_RE.match(line_a) or _KEY_RE.match(line_b)
        what = mk.group(1) if mk else (
            "internal" if "_buf" in line_a[:12] else "value")
    if mv:
        return int(mv.group(1)), what
    for line in la[i:]:                   # output comes before its tag line
        m = _TAG_RE.search(line)
        if m:
            return int(m.group(1)), what
    for line in reversed(la[:i]):
        m = _TAG_RE.search(line)
        if m:
            return int(m.group(1)), what
    return None, what


def classify(prog: gen.Program, ref: Run, got: Run,
             flang: bool = False) -> str | None:
    """A short signature of how got differs from ref, None when equal.
    The deliberate classes are libgfortran's bugs: not applied to flang."""
    kinds = {s.index: s.kind for s in prog.snippets}

    def kind(i):
        return kinds.get(i, "program") if i is not None else "program"
    if got.timed_out:
        return "hang"
    # flang 19 ends the program at a WRITE after ENDFILE although IOSTAT=
    # is present; ftnio returns IOSTAT 1017 (README: deliberate
    # differences).
    if flang and ref.status < 0 and got.status >= 0 and \
            b"): WRITE after ENDFILE" in ref.stderr:
        return DELIBERATE + "%s:write-after-endfile" % last_kind(prog)
    if got.status < 0 and ref.status >= 0:
        return "crash(signal %d)" % -got.status
    if ref.stdout != got.stdout:
        i, what = snippet_of_stdout(ref.stdout, got.stdout)
        if not flang and legacy_comma_read(prog, i):
            return DELIBERATE + "%s:stdout:legacy-comma" % kind(i)
        if not flang and wide_default_dtio(prog, i):
            return DELIBERATE + "%s:stdout:dtio-integer-8" % kind(i)
        if flang and flang_append_end_reads(prog, i, ref.stdout, got.stdout):
            return DELIBERATE + "%s:stdout:append-end-reads" % kind(i)
        if flang or not empty_l_at_end_only(prog, ref.stdout, got.stdout):
            return "%s:stdout:%s" % (kind(i), what)
        deliberate = "%s:stdout:empty-l-at-end" % kind(i)
    else:
        deliberate = None
    stale = None
    recls = direct_recls(prog)
    for n in differing_files(ref.files, got.files):
        m = _FILE_RE.match(n)
        sig = "%s:file" % kind(int(m.group(1)) if m else None)
        others = [b for o, b in ref.files.items() if o != n and b]
        if flang:
            why = flang_file_reason(prog, int(m.group(1)) if m else None,
                                    n, ref.files.get(n), got.files.get(n))
            if not why:
                return sig
            sig += ":" + why
        elif not (stale_fill_only(ref.files.get(n), got.files.get(n),
                                  recls.get(n), others) or
                  stale_newline_only(ref.files.get(n), got.files.get(n),
                                     others)):
            return sig
        stale = stale or sig
    if ref.stderr != got.stderr:
        return "%s:stderr" % last_kind(prog)
    if ref.status != got.status:
        return "%s:status" % last_kind(prog)
    if deliberate:
        return DELIBERATE + deliberate
    if not stale:
        return None
    return DELIBERATE + stale + ("" if flang else ":stale-fill")


_INTERNAL_READ_RE = re.compile(r"read\((s\d+_\w+)[,(]")


def legacy_comma_read(prog: gen.Program, i: int | None) -> bool:
    """True when snippet i, compiled with -std=legacy (--variants), reads
    an internal file whose text holds a comma: there libgfortran counts a
    field that a comma ended twice against the record, so the fields after
    it come out short and T or TL edits land before the record or outside
    the variable (README: deliberate differences)."""
    if prog.variant is None or "-std=legacy" not in prog.variant.flags:
        return False
    snip = next((s for s in prog.snippets if s.index == i), None)
    if snip is None:
        return False
    lines = [line for st in snip.stmts for line in st.render()]
    names = {m.group(1) for line in lines
             for m in [_INTERNAL_READ_RE.match(line)] if m}
    return any(line.startswith(name + " = ") and "," in line.split("=", 1)[1]
               for line in lines for name in names)


def wide_default_dtio(prog: gen.Program, i: int | None) -> bool:
    """True when snippet i is defined I/O compiled with -fdefault-integer-8
    (--variants): its procedures read their INTEGER unit as 8 bytes where
    libgfortran passes 4, so whether a child statement finds the unit
    ("Unit number in I/O statement too large") depends on what
    libgfortran's stack holds beside it; ftnio passes 8 (README:
    deliberate differences)."""
    if prog.variant is None or \
            "-fdefault-integer-8" not in prog.variant.flags:
        return False
    snip = next((s for s in prog.snippets if s.index == i), None)
    return snip is not None and snip.kind == "dtio"


def empty_l_at_end_only(prog: gen.Program, ref: bytes, got: bytes) -> bool:
    """True when stdout differs only in one formatted direct or stream
    READ with an L or G edit that ftnio failed with "Bad value on logical
    read" (its tag line and the values of its items, wherever the snippet
    prints them): an L field that got no characters because the file ended,
    where libgfortran's read_l looks at stale bytes of its buffer
    (README: deliberate differences)."""
    la, lb = ref.split(b"\n"), got.split(b"\n")
    if len(la) != len(lb):
        return False
    i = first_diff_line(ref, got)
    m = _L_BAD_RE.match(lb[i].decode("latin-1"))
    if not m or not la[i].startswith(("S%s.%s " % m.groups()).encode()):
        return False
    snip = next((s for s in prog.snippets if s.index == int(m.group(1))),
                None)
    if snip is None or snip.kind != "formatted_access":
        return False
    tag = "'S%s.%s'" % m.groups()
    stmt = next((st.render() for st in snip.stmts
                 if any(tag in line for line in st.render())), None)
    if stmt is None or len(stmt) < 3 or \
            not _DIRECT_READ_RE.match(stmt[2]) or \
            not _L_EDIT_RE.search(read_format(snip, stmt[2])):
        return False
    # The items of that READ may print differently wherever the snippet
    # prints them, later tag lines must agree, and no later READ of the
    # snippet may store into those items (its value would hide there).
    items = read_items(m.group(1), stmt[2])
    later = [line for st in snip.stmts[snip.stmts.index(
        next(st for st in snip.stmts if tag in "".join(st.render()))) + 1:]
        for line in st.render() if line.startswith("read(")]
    if not items or any(read_items(m.group(1), line) & items
                        for line in later):
        return False
    for j in range(i + 1, len(la)):
        if la[j] == lb[j]:
            continue
        name = la[j].split(b":", 1)[0].split(b"(", 1)[0].decode("latin-1")
        if _TAG_RE.search(la[j].decode("latin-1")) or name not in items:
            return False
    return True


def read_items(snippet: str, stmt: str) -> set[str]:
    """The snippet's variables named in a READ's item list."""
    depth, quote = 0, None
    for k, c in enumerate(stmt):
        if quote:
            quote = None if c == quote else quote
        elif c in "'\"":
            quote = c
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return set(re.findall(r"\bs%s_\w+" % snippet,
                                      stmt[k + 1:]))
    return set()


def read_format(snip: gen.Snippet, stmt: str) -> str:
    """The format of a READ: its literal, or the value a character
    variable of the snippet is given."""
    m = re.match(r"read\(\d+, (\"[^\"]*\"|'[^']*'|\w+)", stmt)
    if not m:
        return ""
    fmt = m.group(1)
    if fmt[0] in "'\"":
        return fmt
    for st in snip.stmts:
        for line in st.render():
            if line.startswith(fmt + " = "):
                return line
    return ""


def direct_recls(prog: gen.Program) -> dict[str, int]:
    """RECL= of the files the program opens for formatted direct access
    (their records are RECL bytes, without newlines)."""
    out = {}
    for snip in prog.snippets:
        for st in snip.stmts:
            for line in st.render():
                m = _DIRECT_OPEN_RE.search(line)
                if m:
                    out[m.group(1)] = int(m.group(2))
    return out


def split_records(data: bytes, recl: int | None) -> list[tuple[int, int]]:
    """(start, length) of each record: RECL-byte slices of a direct-access
    file, else the lines between newlines."""
    if recl:
        return [(i, min(recl, len(data) - i))
                for i in range(0, len(data), recl)]
    out, start = [], 0
    for line in data.split(b"\n"):
        out.append((start, len(line)))
        start += len(line) + 1
    return out


def stale_fill_only(ref: bytes | None, got: bytes | None,
                    recl: int | None = None, others=()) -> bool:
    """True when the files differ only in positions of a record that the
    format's X, T, TL or TR passed over without writing (README:
    deliberate differences): ftnio has a blank there, libgfortran what its
    record buffer held: a NUL byte of a new buffer, the byte in the same
    column of an earlier record of the file (of any other record of a
    direct-access file, whose records are written in any order), or of a
    record of another file of the run (a buffer the heap gave back after
    a CLOSE).  Same length, same records."""
    if ref is None or got is None or len(ref) != len(got):
        return False
    pool = collections.defaultdict(set)   # column -> bytes elsewhere
    for other in others:
        for start, size in split_records(other, None):
            for col in range(size):
                pool[col].add(other[start + col])
    records = split_records(ref, recl)
    counts = collections.defaultdict(collections.Counter)
    if recl:                               # every record of the file
        for start, size in records:
            for col in range(size):
                counts[col][ref[start + col]] += 1
    for start, size in records:
        for col in range(size):
            a, b = ref[start + col], got[start + col]
            if a != b and not (b == 0x20 and (
                    a == 0 or a in pool[col] or counts[col][a] > 1)):
                return False
        end = start + size
        if not recl and end < len(got) and got[end] != 0x0A:
            return False
        if not recl:                       # earlier records only
            for col in range(size):
                counts[col][ref[start + col]] += 2
    return True


def stale_newline_only(ref: bytes | None, got: bytes | None,
                       others=()) -> bool:
    """stale_fill_only where the stale bytes do not keep their columns: an
    X after a failed WRITE exposes what libgfortran's buffer holds (a
    newline of an earlier record, or the shifted bytes of another unit's
    buffer the heap gave back), or a newline ftnio's buffer holds; the
    records may then split differently, so bytes are compared by file
    offset.  Each difference must be an ftnio blank or newline, or a
    libgfortran newline, and the stale side's byte a NUL, a blank, a
    newline or a byte written before it in this file or in another file
    of the run."""
    if ref is None or got is None or len(ref) != len(got):
        return False
    diffs = [i for i in range(len(ref)) if ref[i] != got[i]]
    pool = set(b"".join(others))
    for i in diffs:
        a, b = ref[i], got[i]
        if b not in (0x20, 0x0A) and a != 0x0A:
            return False
        stale = a if b in (0x20, 0x0A) else b
        if stale not in (0, 0x20, 0x0A) and stale not in pool and \
                stale not in ref[:i]:
            return False
    return True


_FLANG_SAFE_RE = re.compile(r"(s\d+_fv\d+) = (.*)$")


def unfold_flang_safe(lines: list[str]) -> list[str]:
    """The lines as gen.py wrote them before flang_safe.py moved constant
    specifiers and formats into variables (--flang): each `sN_fvK` back to
    its value, continued lines joined, the assignments dropped, so that
    the classifiers below see `position='append'` as they did."""
    values = {m.group(1): m.group(2) for line in lines
              for m in [_FLANG_SAFE_RE.match(line.strip())] if m}
    if not values:
        return lines
    joined: list[str] = []
    for line in lines:
        if joined and joined[-1].endswith("&") and line.lstrip().startswith("&"):
            joined[-1] = joined[-1][:-1] + line.lstrip()[1:]
        else:
            joined.append(line)
    out = []
    for line in joined:
        if _FLANG_SAFE_RE.match(line.strip()):
            continue
        out.append(re.sub(r"\bs\d+_fv\d+\b",
                          lambda m: values.get(m.group(0), m.group(0)), line))
    return out


_NONADVANCING_READ_RE = re.compile(r"read\(\d+, .*advance='no'")
_APPEND_OPEN_RE = re.compile(r"open\(\d+, .*position='append'")


def flang_stale_write(prog: gen.Program, i: int | None, ref: bytes | None,
                      got: bytes | None) -> bool:
    """True (--flang) when snippet i's file differs only where flang 19
    writes stale bytes of its buffer (README: deliberate differences): a
    WRITE after a non-advancing READ left the unit inside a record, or
    after a REWIND of a unit opened with POSITION='APPEND', where flang
    puts the bytes its buffer holds from the file's start (the earlier
    data) over what the WRITE placed or the record kept.  The snippet must
    have such a READ or OPEN and REWIND, then a WRITE; the files the same
    length; and each of flang's differing bytes one from the file before
    it or from the snippet's text (what the program wrote earlier)."""
    snip = next((s for s in prog.snippets if s.index == i), None)
    if snip is None or ref is None or got is None or len(ref) != len(got):
        return False
    lines = unfold_flang_safe(
        [line.strip() for st in snip.stmts for line in st.render()])
    start = next((k for k, line in enumerate(lines)
                  if _NONADVANCING_READ_RE.match(line) or
                  (line.startswith("rewind(") and any(
                      _APPEND_OPEN_RE.match(o) for o in lines[:k]))), None)
    if start is None or not any(line.startswith("write(")
                                for line in lines[start + 1:]):
        return False
    text = "\n".join(lines).encode("latin-1", "replace")
    return all(ref[k] in ref[:k] or ref[k] in text
               for k in range(len(ref)) if ref[k] != got[k])


def flang_file_reason(prog: gen.Program, i: int | None, name: str,
                      ref: bytes | None, got: bytes | None) -> str | None:
    """Which of flang 19's deliberate differences (README) explains that
    snippet i's file `name` differs (--flang), or None."""
    if flang_stale_write(prog, i, ref, got):
        return "flang-stale-buffer"
    if flang_append_backspace_cut(prog, i, ref, got):
        return "flang-append-backspace"
    if flang_failed_open_delete(prog, i, name, ref, got):
        return "flang-failed-open-delete"
    return None


def snippet_lines(prog: gen.Program, i: int | None) -> list[str]:
    snip = next((s for s in prog.snippets if s.index == i), None)
    if snip is None:
        return []
    return unfold_flang_safe(
        [line.strip() for st in snip.stmts for line in st.render()])


def flang_append_end_reads(prog: gen.Program, i: int | None, ref: bytes,
                           got: bytes) -> bool:
    """True (--flang) when the first difference is a WRITE that flang 19
    takes after OPEN(POSITION='APPEND') and exactly three READs that met
    END, where ftnio refuses it (IOSTAT 1017, README: deliberate
    differences): flang numbers the record of such an OPEN near
    INT64_MAX, each END moves it on, and the third overflows, so that
    the unit no longer looks after its endfile record."""
    k = first_diff_line(ref, got)
    got_lines = got.split(b"\n")
    if k >= len(got_lines) or b" 1017 WRITE after ENDFILE" not in got_lines[k]:
        return False
    lines = snippet_lines(prog, i)
    start = next((j for j, line in enumerate(lines)
                  if _APPEND_OPEN_RE.match(line)), None)
    if start is None:
        return False
    reads = 0
    for line in lines[start + 1:]:
        if line.startswith("write("):
            return reads == 3
        if line.startswith(("rewind(", "backspace(", "close(", "open(",
                            "endfile(")):
            return False
        if line.startswith("read("):
            reads += 1
    return False


def flang_append_backspace_cut(prog: gen.Program, i: int | None,
                               ref: bytes | None, got: bytes | None) -> bool:
    """True when flang 19 cut the file after OPEN(POSITION='APPEND') of a
    non-empty file and a BACKSPACE there (README: deliberate differences):
    snippet i opens its unit so and backspaces it, then writes or ends
    the file; flang's file is a shorter start of ftnio's (the WRITE's
    record is lost with the end of the last record)."""
    if ref is None or got is None or len(ref) >= len(got) or \
            not got.startswith(ref):
        return False
    lines = snippet_lines(prog, i)
    start = next((k for k, line in enumerate(lines)
                  if line.startswith("backspace(") and any(
                      _APPEND_OPEN_RE.match(o) for o in lines[:k])), None)
    return start is not None and any(
        line.startswith(("write(", "endfile(")) for line in lines[start + 1:])


def flang_failed_open_delete(prog: gen.Program, i: int | None, name: str,
                             ref: bytes | None, got: bytes | None) -> bool:
    """True when flang 19 deleted a file that an OPEN of it failed on
    (README: deliberate differences: flang closes the failed connection
    with STATUS='DELETE'; ftnio removes only a file the OPEN created):
    the file is gone in flang's run, there in ftnio's, and snippet i
    opens it again after a first OPEN."""
    if ref is not None or got is None:
        return False
    named = [line for line in snippet_lines(prog, i)
             if line.startswith("open(") and "file='%s'" % name in line]
    return len(named) >= 2


def last_kind(prog: gen.Program) -> str:
    return prog.snippets[-1].kind if prog.snippets else "program"


def describe(ref: Run, got: Run, name: str) -> str:
    """A readable account of the difference for the reproducer."""
    out = ["== ftnio run: %s" % name,
           "status: libgfortran %d%s, ftnio %d%s" % (
               ref.status, " (timeout)" if ref.timed_out else "",
               got.status, " (timeout)" if got.timed_out else "")]
    for chan in ("stdout", "stderr"):
        a, b = getattr(ref, chan), getattr(got, chan)
        if a != b:
            i = first_diff_line(a, b)
            la, lb = a.split(b"\n"), b.split(b"\n")
            out.append("%s differs at line %d:" % (chan, i + 1))
            out.append("  libgfortran: %r" % b"\n".join(la[i:i + 3]))
            out.append("  ftnio:       %r" % b"\n".join(lb[i:i + 3]))
    for n in differing_files(ref.files, got.files):
        a, b = ref.files.get(n), got.files.get(n)
        out.append("file %s:\n  libgfortran: %r\n  ftnio:       %r" % (
            n, None if a is None else a[:300], None if b is None else b[:300]))
    return "\n".join(out)


# --------------------------------------------------------------------------
# One program: build, run, compare (and minimise)
# --------------------------------------------------------------------------

def evaluate(cfg: Config, prog: gen.Program, work: Path,
             only: str | None = None, cache: Path | None = None):
    """(state, signature, detail) of one program."""
    found = cached_oracle(cache, prog, cfg.flang) if cache else None
    if found:
        plain, linked, ref = found
    else:
        built = build(cfg, prog, work)
        if isinstance(built, str):
            return "compile_error", "", built
        plain, linked = built
        ref = run(cfg, plain, None, work, "libgfortran", prog=prog)
        if cache:
            store_oracle(cache, prog, plain, linked, ref, cfg.flang)
    if ref.timed_out:
        return "ref_timeout", "", ""
    if (ref.status < 0 and not flang_fatal(cfg, ref)) or \
            any(m in ref.stderr for m in REF_CRASH):
        # The oracle itself crashed: nothing to compare (the summary names
        # the seed, a generator blind spot to remove).
        return "ref_crash", "", ""
    deliberate = None
    for name, preload in ftnio_runs(cfg).items():
        if only and name != only:
            continue
        exe = linked if name == "linked" else plain
        got = run(cfg, exe, preload, work, name, prog=prog)
        sig = classify(prog, ref, got, cfg.flang)
        if sig and not sig.startswith(DELIBERATE) and not cfg.flang and \
                stale_fill_explains(cfg, prog, ref, exe, preload, work, name):
            sig = DELIBERATE + sig + ":stale-fill"
        if sig and sig.startswith(DELIBERATE):
            deliberate = deliberate or ("deliberate", sig,
                                        describe(ref, got, name) + "\n" + name)
            continue
        if sig:
            # A program whose libgfortran runs differ among themselves
            # (uninitialised memory) says nothing about ftnio.
            again = run(cfg, plain, None, work, "libgfortran-again", prog=prog)
            if classify(prog, ref, again, cfg.flang):
                return "flaky", "", describe(ref, again, "libgfortran")
            return "fail", sig, describe(ref, got, name) + "\n" + name
    if deliberate:
        return deliberate
    if cfg.memcheck:
        return memcheck(cfg, plain, work, prog)
    return "pass", "", ""


def stale_fill_explains(cfg: Config, prog: gen.Program, ref: Run, exe: Path,
                        preload: str | None, work: Path, name: str) -> bool:
    """True when ftnio's run with FTNIO_STALE_FILL=buffer (which shows
    its record buffer's bytes where a move passed over columns holding no
    data of the record, instead of blanks: base/stale_fill.h) has exactly
    libgfortran's output: the difference is only that deliberate choice
    (README), whatever buffer history put those bytes there."""
    again = run(cfg, exe, preload, work, name + "-stale", prog=prog,
                extra_env={"FTNIO_STALE_FILL": "buffer"})
    return classify(prog, ref, again, cfg.flang) is None


def flang_fatal(cfg: Config, ref: Run) -> bool:
    """flang's runtime ends a program at an uncaught error with abort():
    SIGABRT after its "fatal Fortran runtime error" text is the oracle's
    normal result there, not a crash."""
    return cfg.flang and ref.status == -signal.SIGABRT and \
        b"fatal Fortran runtime error" in ref.stderr


def source_key(prog: gen.Program, flang: bool = False) -> str:
    text = prog.render().encode() + b"\0" + (prog.stdin() or b"")
    if flang:  # the other compiler's binaries and oracle
        text += b"\0flang"
    return hashlib.sha256(text).hexdigest()


def cached_oracle(cache: Path, prog: gen.Program, flang: bool):
    """(plain, linked, libgfortran's Run) kept by an earlier campaign for
    the same program text and input, or None.  A rerun on a new library
    then costs only the ftnio runs: no compile, no libgfortran run."""
    try:
        if (cache / "key").read_text() != source_key(prog, flang):
            return None
        with open(cache / "ref.pickle", "rb") as f:
            ref = Run(**pickle.load(f))
    except (OSError, pickle.PickleError, EOFError, TypeError):
        return None
    return cache / "plain", cache / "linked", ref


def store_oracle(cache: Path, prog: gen.Program, plain: Path, linked: Path,
                 ref: Run, flang: bool) -> None:
    cache.mkdir(parents=True, exist_ok=True)
    shutil.copy2(plain, cache / "plain")
    shutil.copy2(linked, cache / "linked")
    with open(cache / "ref.pickle", "wb") as f:
        pickle.dump(dataclasses.asdict(ref), f)
    (cache / "key").write_text(source_key(prog, flang))


MEMCHECK_STATUS = 97


def memcheck(cfg: Config, plain: Path, work: Path, prog: gen.Program):
    """The program once more, ftnio preloaded, under Valgrind's memcheck:
    a value computed from uninitialised memory (which ASan cannot see) or
    a bad access inside ftnio fails the seed as the class "memcheck"."""
    log = work / "memcheck.log"
    wrapper = ["valgrind", "--tool=memcheck", "--track-origins=yes",
               "--error-exitcode=%d" % MEMCHECK_STATUS, "-q",
               "--log-file=%s" % log]
    lib = str(cfg.libdir / "libftnio.so")
    got = run(cfg, plain, lib, work, "memcheck", wrapper, prog)
    if got.status == MEMCHECK_STATUS and log.exists():
        return "fail", "memcheck", log.read_text(errors="replace")[:4000]
    return "pass", "", ""


def check_seed(cfg: Config, seed: int) -> Outcome:
    prog = gen.generate(seed, cfg.flang)
    if cfg.variants:
        prog = dataclasses.replace(prog,
                                   variant=variants.draw(seed, cfg.flang))
    cache = cfg.cache / ("seed%d" % seed) if cfg.cache else None
    with tempfile.TemporaryDirectory(prefix="progen-") as tmp:
        state, sig, detail = evaluate(cfg, prog, Path(tmp), cache=cache)
    out = Outcome(seed, state, sig, detail)
    if state != "fail" or not cfg.keep:
        return out
    cfg.keep.mkdir(parents=True, exist_ok=True)
    (cfg.keep / ("seed%d.f90" % seed)).write_text(prog.render())
    if prog.stdin():
        # Standard input of the program (a pipe, or a file when the name
        # says so): ./prog < seedN.stdin reproduces the file case.
        (cfg.keep / ("seed%d.%s" % (seed, "stdin" if prog.stdin_file
                                    else "stdin-pipe"))).write_bytes(prog.stdin())
    if cfg.minimise:
        which = detail.rsplit("\n", 1)[-1]
        small, detail = minimise(cfg, prog, sig, which)
        out.reproducer = small.render()
        (cfg.keep / ("seed%d.min.f90" % seed)).write_text(out.reproducer)
    (cfg.keep / ("seed%d.diff" % seed)).write_text(
        "class: %s\n%s\n" % (sig, detail))
    return out


def minimise(cfg: Config, prog: gen.Program, sig: str, which: str):
    """Drops snippets, statements, items, then fixed statements and
    declarations while the difference keeps its signature."""
    state = {"detail": ""}

    def same(candidate: gen.Program) -> bool:
        with tempfile.TemporaryDirectory(prefix="progen-min-") as tmp:
            st, s, d = evaluate(cfg, candidate, Path(tmp), which)
        if st == "fail" and s == sig:
            state["detail"] = d
            return True
        return False

    cur = prog
    for level in ("snippet", "stmt", "item", "fixed", "decl"):
        changed = True
        while changed:
            changed = False
            for cand in candidates(cur, level):
                if same(cand):
                    cur, changed = cand, True
                    break
    if not state["detail"]:
        same(cur)
    return cur, state["detail"]


def candidates(prog: gen.Program, level: str):
    """Programs with one part of the given level removed (lazily)."""
    snips = prog.snippets
    for si, s in enumerate(snips):
        if level == "snippet":
            if len(snips) > 1:
                yield dataclasses.replace(prog, snippets=snips[:si] + snips[si + 1:])
            continue
        if level == "decl":
            for di in range(len(s.decls)):
                yield with_snippet(prog, si, dataclasses.replace(
                    s, decls=s.decls[:di] + s.decls[di + 1:]))
            continue
        for ti, st in enumerate(s.stmts):
            if level == "fixed" and st.fixed and used(prog, st):
                continue    # an uninitialised variable reads garbage
            if level == "stmt" and not st.fixed or level == "fixed" and st.fixed:
                yield with_snippet(prog, si, dataclasses.replace(
                    s, stmts=s.stmts[:ti] + s.stmts[ti + 1:]))
            elif level == "item":
                for ii in range(len(st.items)):
                    new = dataclasses.replace(
                        st, items=st.items[:ii] + st.items[ii + 1:])
                    yield with_snippet(prog, si, dataclasses.replace(
                        s, stmts=s.stmts[:ti] + [new] + s.stmts[ti + 1:]))


_LHS_RE = re.compile(r"^\s*(\w+)\s*(\(.*\))?\s*=")


def used(prog: gen.Program, fixed: gen.Stmt) -> bool:
    """True when a variable the fixed statement sets is used elsewhere."""
    names = {m.group(1) for m in map(_LHS_RE.match, fixed.lines) if m}
    text = "\n".join([line for s in prog.snippets for st in s.stmts
                      if st is not fixed for line in st.render()] +
                     [d for s in prog.snippets for d in s.decls
                      if d.startswith("namelist")])
    return any(re.search(r"\b%s\b" % n, text, re.I) for n in names)


def with_snippet(prog, si, snippet):
    return dataclasses.replace(
        prog, snippets=prog.snippets[:si] + [snippet] + prog.snippets[si + 1:])


# --------------------------------------------------------------------------
# Campaign
# --------------------------------------------------------------------------

def read_known(path: str | None) -> dict[int, str]:
    known = {}
    if not path:
        return known
    for line in Path(path).read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            seed, _, reason = line.partition(" ")
            known[int(seed)] = reason.strip()
    return known


def build_shim(tmp: Path) -> str:
    """Builds flip_shim.c, the negative control, into tmp."""
    out = tmp / "flip_shim.so"
    subprocess.run(["gcc", "-shared", "-fPIC", "-O2", "-o", str(out),
                    str(HERE / "flip_shim.c"), "-ldl"], check=True)
    return str(out)


_CFG: Config | None = None


def _init_worker(cfg: Config) -> None:
    global _CFG
    _CFG = cfg
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


def _work(seed: int) -> Outcome:
    return check_seed(_CFG, seed)


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--libdir", required=True, help="directory of libftnio.so")
    p.add_argument("--seed", type=int, default=1, help="first seed (default 1)")
    p.add_argument("--count", type=int, default=100, help="number of seeds")
    p.add_argument("--seeds", metavar="LIST",
                   help="comma-separated seeds instead of --seed/--count")
    p.add_argument("-j", "--jobs", type=int, default=1)
    p.add_argument("--keep", metavar="DIR",
                   help="write failing programs (and reproducers) to DIR")
    p.add_argument("--minimise", action="store_true",
                   help="minimise failing programs (into --keep DIR)")
    p.add_argument("--known", metavar="FILE",
                   help="seeds known to differ: reported, not counted")
    p.add_argument("--write-known", metavar="FILE",
                   help="write the seeds that differ, with their class, "
                        "to FILE (the format of --known)")
    p.add_argument("--timeout", type=float, default=10.0, help="seconds per run")
    p.add_argument("--fc", default=None,
                   help="compiler (default $FC or gfortran; with --flang, "
                        "flang-new-19)")
    p.add_argument("--flang", action="store_true",
                   help="the flang front door: compile with flang, compare "
                        "flang's runtime with -lftnio_flang (linked only)")
    p.add_argument("--linker", metavar="NAME",
                   help="link with -fuse-ld=NAME (gold: faster campaigns)")
    p.add_argument("--extra-preload", metavar="LIB",
                   help="preload LIB into the ftnio runs (before libftnio.so)")
    p.add_argument("--negative-control", action="store_true",
                   help="build flip_shim.c and use it as --extra-preload: "
                        "every program must then differ")
    p.add_argument("--memcheck", action="store_true",
                   help="also run each program that agrees under Valgrind's "
                        "memcheck with libftnio.so preloaded (class memcheck)")
    p.add_argument("--cache", metavar="DIR",
                   help="keep each program's binaries and libgfortran's "
                        "results in DIR/seedN; a later campaign with the same "
                        "DIR only reruns ftnio (for a new library)")
    p.add_argument("--variants", action="store_true",
                   help="compile each program with options and run it with "
                        "GFORTRAN_* settings drawn from its seed "
                        "(variants.py)")
    p.add_argument("--progress", type=int, default=0, metavar="N",
                   help="print a progress line every N programs")
    p.add_argument("--quiet", action="store_true",
                   help="no line per differing seed")
    args = p.parse_args(argv)
    if args.fc is None:
        args.fc = FLANG_FC if args.flang else os.environ.get("FC", "gfortran")
    if args.flang and args.memcheck:
        p.error("--memcheck preloads libftnio.so: not with --flang")
    if args.minimise and not args.keep:
        args.keep = "progen-failures"
    return args


def main(argv=None) -> int:
    args = parse_args(argv)
    for key in [k for k in os.environ if k.startswith("GFORTRAN_")]:
        del os.environ[key]
    libdir = Path(args.libdir).resolve()
    need = "libftnio_flang.so" if args.flang else "libftnio.so"
    if not (libdir / need).exists():
        print("no %s in %s" % (need, libdir), file=sys.stderr)
        return 2
    known = read_known(args.known)
    shim_dir = tempfile.TemporaryDirectory(prefix="progen-shim-")
    extra = args.extra_preload
    if args.negative_control:
        extra = build_shim(Path(shim_dir.name))
    cfg = Config(libdir, args.fc, args.timeout,
                 str(Path(extra).resolve()) if extra else None,
                 args.minimise, Path(args.keep).resolve() if args.keep else None,
                 args.memcheck,
                 Path(args.cache).resolve() if args.cache else None,
                 args.linker, args.flang, args.variants)
    seeds = range(args.seed, args.seed + args.count)
    if args.seeds:
        seeds = [int(x) for x in args.seeds.split(",") if x]
        args.seed, args.count = min(seeds), max(seeds) - min(seeds) + 1
    counts = collections.Counter()
    classes: dict[str, list[int]] = collections.defaultdict(list)
    deliberate: dict[str, list[int]] = collections.defaultdict(list)
    known_hits, compile_errors, ref_timeouts = [], [], []
    pool = multiprocessing.Pool(max(1, args.jobs), _init_worker, (cfg,))
    # SIGTERM ends the campaign like ^C: the summary of what ran is printed.
    signal.signal(signal.SIGTERM, signal.default_int_handler)
    try:
        for out in pool.imap_unordered(_work, seeds, chunksize=1):
            counts[out.state] += 1
            done = sum(counts.values())
            if args.progress and done % args.progress == 0:
                print("progress: %d done, %d differ, %d compile errors" % (
                    done, counts["fail"], counts["compile_error"]), flush=True)
            if out.state == "compile_error":
                compile_errors.append(out.seed)
                if not args.quiet:
                    print("seed %d: compile error\n%s" % (
                        out.seed, out.detail[:600]), flush=True)
            elif out.state in ("ref_timeout", "flaky", "ref_crash"):
                ref_timeouts.append(out.seed)
            elif out.state == "deliberate":
                deliberate[out.signature].append(out.seed)
            elif out.state == "fail":
                classes[out.signature].append(out.seed)
                if out.seed in known:
                    known_hits.append(out.seed)
                if not args.quiet:
                    print("seed %d: DIFFERS %s%s" % (
                        out.seed, out.signature,
                        " (known: %s)" % known[out.seed]
                        if out.seed in known else ""), flush=True)
        pool.close()
    except KeyboardInterrupt:
        print("interrupted after %d programs" % sum(counts.values()), flush=True)
        pool.terminate()
    pool.join()
    shim_dir.cleanup()
    if args.write_known:
        write_known(args, classes)
    return summary(args, counts, classes, known, known_hits, compile_errors,
                   ref_timeouts, deliberate)


def write_known(args, classes) -> None:
    rows = sorted((seed, sig) for sig, seeds in classes.items()
                  for seed in seeds)
    with open(args.write_known, "w") as f:
        f.write("# Seeds %d..%d known to differ between ftnio and libgfortran"
                " 12,\n# with their class (run.py --write-known; see "
                "README.md).\n" % (args.seed, args.seed + args.count - 1))
        for seed, sig in rows:
            f.write("%d %s\n" % (seed, sig))


def summary(args, counts, classes, known, known_hits, compile_errors,
            ref_timeouts, deliberate) -> int:
    total = sum(counts.values())
    print("\n== progen: seeds %d..%d: %d programs ran" % (
        args.seed, args.seed + args.count - 1, total))
    print("compile errors (skipped): %d (%.2f%%)%s" % (
        len(compile_errors), 100.0 * len(compile_errors) / max(total, 1),
        (" seeds " + " ".join(map(str, sorted(compile_errors)[:20])))
        if compile_errors else ""))
    if ref_timeouts:
        print("the reference runtime crashed, timed out or was not "
              "reproducible "
              "(skipped): "
              "%d, seeds %s" % (
            len(ref_timeouts), " ".join(map(str, sorted(ref_timeouts)[:20]))))
    if classes:
        print("difference classes:")
        for sig, seeds in sorted(classes.items(), key=lambda kv: -len(kv[1])):
            seeds.sort()
            print("  %5d  %-40s seeds %s%s" % (
                len(seeds), sig, " ".join(map(str, seeds[:8])),
                " ..." if len(seeds) > 8 else ""))
    if deliberate:
        print("deliberate differences (README; not counted):")
        for sig, seeds in sorted(deliberate.items()):
            seeds.sort()
            print("  %5d  %-40s seeds %s%s" % (
                len(seeds), sig[len(DELIBERATE):], " ".join(map(str, seeds[:8])),
                " ..." if len(seeds) > 8 else ""))
    in_range = [s for s in known if args.seed <= s < args.seed + args.count]
    fixed = sorted(set(in_range) - set(known_hits))
    if known_hits:
        print("known differences (not counted): %d" % len(known_hits))
    if fixed:
        print("listed as known but passing now (remove from the list): %s"
              % " ".join(map(str, fixed)))
    failed = counts["fail"] - len(known_hits)
    passed = counts["pass"]
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
