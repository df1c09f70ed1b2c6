#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Runs the NIST FCVS (Fortran 77 validation programs) against ftnio.

Usage: nist_suite/run_fcvs.py [SUITE_DIR] [--libdir DIR] [--mode M] [-j N]
                              [--compiler gfortran|flang]

SUITE_DIR (or $FCVS_DIR) holds the programs (FM001.f ... FM923.f, or .FOR),
their input data and, optionally, reference results. Each program is
compiled once as fixed-form legacy Fortran, linked with plain libgfortran
and with ftnio (linked before libgfortran and/or LD_PRELOADed), and run in
an empty folder with its input supplied. A program passes when every ftnio
run reproduces the libgfortran run byte for byte (report on stdout, stderr,
exit status, files written) and, where the suite ships a reference result,
ftnio's report equals it. Prints one line per program and ends with
`N passed, N failed`; exit status 1 when any program failed.

With --compiler flang each program is compiled by LLVM flang
(flang-new-19, or --fc) instead and run with flang's own runtime, the
oracle, and linked with ftnio's flang front door ahead of it
(-lftnio_flang); flang's runtime is a static archive, so there is no
preloaded run. Without flang the runner says so and exits 0.

Inputs: PROG.DAT is fed to standard input (unit 5, FCVS's card reader
I01). A manifest `fcvs_inputs.txt` in SUITE_DIR adds lines
`PROG UNIT FILE`: UNIT 5 or `stdin` means standard input, any other unit
number copies FILE into the run folder as fort.UNIT (gfortran's name for a
unit used without OPEN). FM257 (PAUSE) gets "go" lines on stdin unless the
manifest says otherwise.
"""

import argparse
import concurrent.futures
import dataclasses
import fnmatch
import os
import re
import shutil
import subprocess
import sys

SOURCE_EXTS = (".f", ".F", ".for", ".FOR", ".f77", ".F77")
REF_EXTS = (".res", ".RES", ".ref", ".REF", ".reference_output", ".out",
            ".OUT")
FFLAGS = ["-std=legacy", "-ffixed-form", "-w", "-O0"]
FLANG_FFLAGS = ["-ffixed-form", "-w", "-O0"]
BUILTIN_STDIN = {"FM257": b"go\n" * 8}
MANIFEST = "fcvs_inputs.txt"


@dataclasses.dataclass
class Program:
    """One validation program and the files that go with it."""
    name: str                       # e.g. FM001
    source: str                     # absolute path of the source
    reference: str = ""             # reference result file, "" if none
    stdin: bytes = b""              # fed to standard input
    unit_files: dict = dataclasses.field(default_factory=dict)  # unit->path


@dataclasses.dataclass
class Compiler:
    """How one compiler builds a program and where ftnio comes in."""
    name: str                       # gfortran or flang: the oracle's label
    driver: str                     # compiler driver command
    fflags: list                    # compile flags for FCVS's fixed form
    library: str                    # ftnio library linked ahead, no lib/.so
    modes: tuple                    # ftnio link modes this compiler has


def compiler_for(name, driver=""):
    """The Compiler for --compiler NAME (driver overrides the command)."""
    if name == "flang":
        return Compiler("flang", driver or "flang-new-19", FLANG_FFLAGS,
                        "ftnio_flang", ("linked",))
    return Compiler("gfortran", driver or "gfortran", FFLAGS, "ftnio",
                    ("linked", "preload"))


@dataclasses.dataclass
class RunResult:
    """What one run of a program produced."""
    exit_code: int
    stdout: bytes
    stderr: bytes
    files: dict                     # name -> bytes of files it left behind
    timed_out: bool = False


def _find_case_insensitive(folder, stem, exts):
    names = {n.lower(): n for n in os.listdir(folder)}
    for ext in exts:
        hit = names.get((stem + ext).lower())
        if hit:
            return os.path.join(folder, hit)
    return ""


def _read_manifest(folder):
    """Parse fcvs_inputs.txt: {PROG: [(unit, path), ...]}."""
    entries = {}
    path = os.path.join(folder, MANIFEST)
    if not os.path.exists(path):
        return entries
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            words = line.split("#", 1)[0].split()
            if not words:
                continue
            if len(words) != 3:
                sys.exit("%s:%d: expected `PROG UNIT FILE`" % (path, number))
            entries.setdefault(words[0].upper(), []).append(
                (words[1], os.path.join(folder, words[2])))
    return entries


def discover(folder, pattern, ref_dir=""):
    """Return the programs of a suite folder, sorted by name."""
    manifest = _read_manifest(folder)
    programs = []
    for entry in sorted(os.listdir(folder)):
        stem, ext = os.path.splitext(entry)
        if ext not in SOURCE_EXTS or not fnmatch.fnmatch(stem.upper(),
                                                         pattern.upper()):
            continue
        prog = Program(name=stem.upper(), source=os.path.join(folder, entry))
        prog.reference = _find_case_insensitive(ref_dir or folder, stem,
                                                REF_EXTS)
        data = _find_case_insensitive(folder, stem, (".DAT", ".dat"))
        if data:
            with open(data, "rb") as handle:
                prog.stdin = handle.read()
        else:
            prog.stdin = BUILTIN_STDIN.get(prog.name, b"")
        for unit, path in manifest.get(prog.name, []):
            if unit in ("5", "stdin"):
                with open(path, "rb") as handle:
                    prog.stdin = handle.read()
            else:
                prog.unit_files[int(unit)] = path
        programs.append(prog)
    return programs


def _run_build(argv, cwd):
    proc = subprocess.run(argv, cwd=cwd, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
    return proc.returncode, proc.stdout.decode("utf-8", "replace")


def flang_io_symbols(exe):
    """_FortranAio* functions defined in the executable itself: any means
    flang's own I/O API was linked in, so ftnio's was not used."""
    out = subprocess.run(["nm", "--defined-only", exe],
                         stdout=subprocess.PIPE, check=False).stdout
    return [line.split()[-1] for line in out.decode().splitlines()
            if " T _FortranAio" in line]


def build(prog, workdir, opts):
    """Compile once, link plain and (if needed) with ftnio.

    Returns (exes, "", "") or (None, status, error): SKIP when the compiler
    cannot build the program on its own, FAIL when only the link with
    ftnio fails."""
    os.makedirs(workdir, exist_ok=True)
    cc = opts.compiler
    obj = os.path.join(workdir, prog.name + ".o")
    code, out = _run_build([cc.driver, "-c", prog.source, "-o", obj]
                           + cc.fflags + opts.fflags, workdir)
    if code:
        return None, "SKIP", "compile error: " + out.strip()[-200:]
    exes = {cc.name: os.path.join(workdir, prog.name + "." + cc.name)}
    link = [[cc.driver, obj, "-o", exes[cc.name]]]
    if "linked" in opts.modes:
        exes["linked"] = os.path.join(workdir, prog.name + ".ftnio")
        link.append([cc.driver, obj, "-L" + opts.libdir, "-l" + cc.library,
                     "-Wl,-rpath," + opts.libdir, "-o", exes["linked"]])
    for index, argv in enumerate(link):
        code, out = _run_build(argv, workdir)
        if code:
            return None, "FAIL" if index else "SKIP", \
                "link error: " + out.strip()[-200:]
    if "preload" in opts.modes:
        exes["preload"] = exes[cc.name]
    # A link that quietly took flang's io-api.o would compare flang's
    # runtime with itself.
    own = flang_io_symbols(exes["linked"]) if cc.name == "flang" and \
        "linked" in exes else []
    if own:
        return None, "FAIL", "link error: flang's I/O API was linked " \
            "into the program: " + ", ".join(own[:3])
    return exes, "", ""


def run_once(prog, exe, rundir, preload, opts):
    """Run exe in an empty rundir with the program's inputs."""
    shutil.rmtree(rundir, ignore_errors=True)
    os.makedirs(rundir)
    inputs = set()
    for unit, path in prog.unit_files.items():
        shutil.copyfile(path, os.path.join(rundir, "fort.%d" % unit))
        inputs.add("fort.%d" % unit)
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("GFORTRAN_", "FORT_")) and k not in
           ("LD_PRELOAD", "NO_STOP_MESSAGE", "DEFAULT_UTF8")}
    if preload:
        env["LD_PRELOAD"] = ":".join(preload)
    try:
        proc = subprocess.run([exe], cwd=rundir, env=env, input=prog.stdin,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              timeout=opts.timeout)
        code, out, err, timed_out = (proc.returncode, proc.stdout,
                                     proc.stderr, False)
    except subprocess.TimeoutExpired as exc:
        code, out, err, timed_out = -9, exc.stdout or b"", exc.stderr or b"", \
            True
    files = {}
    for name in sorted(os.listdir(rundir)):
        path = os.path.join(rundir, name)
        if os.path.isfile(path):
            with open(path, "rb") as handle:
                files[name] = handle.read()
    return RunResult(code, out, err, files, timed_out)


def first_difference(a, b):
    """Describe where two byte strings first differ (line-oriented)."""
    la, lb = a.split(b"\n"), b.split(b"\n")
    for index, (x, y) in enumerate(zip(la, lb)):
        if x != y:
            return "line %d: expected %r, got %r" % (index + 1, x[:70],
                                                     y[:70])
    return "expected %d lines, got %d" % (len(la), len(lb))


# A frame line of a runtime-error backtrace ("#3  0x55d0 in MAIN__") and the
# "\tat file:line" line that may follow it. Addresses change with address
# space randomisation and the frames inside the I/O library are ftnio's own,
# so only the presence of a backtrace is compared, not its frames.
BACKTRACE_FRAME = re.compile(rb"#[0-9]+ +0x[0-9a-fA-F]+ in ")
BACKTRACE_AT = re.compile(rb"[ \t]+at ")
FRAMES = b"#<frames>"


def normalise_backtrace(data):
    """Replace each run of backtrace frame lines by one FRAMES line."""
    lines = []
    for line in data.split(b"\n"):
        in_frames = bool(lines) and lines[-1] == FRAMES
        if BACKTRACE_FRAME.match(line) or (in_frames and
                                           BACKTRACE_AT.match(line)):
            if not in_frames:
                lines.append(FRAMES)
            continue
        lines.append(line)
    return b"\n".join(lines)


def compare_runs(ref, got):
    """Differences of an ftnio run against the oracle's run ([] = same)."""
    problems = []
    if got.timed_out:
        problems.append("timed out")
    if ref.exit_code != got.exit_code:
        problems.append("exit %d vs %d" % (ref.exit_code, got.exit_code))
    for label, x, y in (("stdout", ref.stdout, got.stdout),
                        ("stderr", normalise_backtrace(ref.stderr),
                         normalise_backtrace(got.stderr))):
        if x != y:
            problems.append("%s differs (%s)" % (label,
                                                 first_difference(x, y)))
    for name in sorted(set(ref.files) | set(got.files)):
        if ref.files.get(name) != got.files.get(name):
            problems.append("file %s differs" % name)
    return problems


def matches_reference(output, reference, how):
    """Compare a report with the shipped reference result."""
    if how == "lines":
        def norm(data):
            return [line.rstrip(b" \r") for line in
                    data.rstrip(b"\n").split(b"\n")]
        return norm(output) == norm(reference)
    return output == reference


def reference_notes(prog, oracle, opts):
    """Compare the oracle's report with the shipped reference result.

    Returns (reference bytes or None, notes, whether ftnio must match it).
    gfortran mode holds ftnio to the reference; in flang mode the
    references (usually another compiler's reports) are notes only, and
    ftnio is held to flang's runtime by the differential check."""
    if not prog.reference:
        return None, ["note: no reference result"], False
    with open(prog.reference, "rb") as handle:
        reference = handle.read()
    notes = []
    if not matches_reference(oracle.stdout, reference, opts.ref_compare):
        notes.append("note: %s differs from the reference (%s)"
                     % (ORACLE_LABEL[opts.compiler.name],
                        first_difference(reference, oracle.stdout)))
    return reference, notes, opts.compiler.name == "gfortran"


ORACLE_LABEL = {"gfortran": "libgfortran's report",
                "flang": "the report of flang's runtime"}


def run_program(prog, opts):
    """Build and run one program; return (status, detail lines)."""
    workdir = os.path.join(opts.workdir, prog.name
                           + ("" if opts.compiler.name == "gfortran"
                              else "-" + opts.compiler.name))
    exes, status, error = build(prog, workdir, opts)
    if exes is None:
        return status, [error]
    base = run_once(prog, exes[opts.compiler.name],
                    os.path.join(workdir, "run-" + opts.compiler.name),
                    None, opts)
    reference, notes, held = reference_notes(prog, base, opts)
    details = []
    for mode in opts.modes:
        preload = [p for p in (opts.extra_preload,) if p]
        if mode == "preload":
            preload.append(os.path.join(opts.libdir, "libftnio.so"))
        got = run_once(prog, exes[mode], os.path.join(workdir, "run-" + mode),
                       preload, opts)
        problems = compare_runs(base, got)
        if held and not matches_reference(got.stdout, reference,
                                          opts.ref_compare):
            problems.append("report differs from reference (%s)"
                            % first_difference(reference, got.stdout))
        if problems:
            details.append("ftnio %s: %s" % (mode, "; ".join(problems)))
    failed = bool(details)
    if not failed and not opts.keep:
        shutil.rmtree(workdir, ignore_errors=True)
    return ("FAIL" if failed else "PASS"), details + notes


def parse_args(argv):
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    parser.add_argument("suite", nargs="?", default=os.environ.get(
        "FCVS_DIR", ""), help="folder holding the FCVS (default $FCVS_DIR)")
    parser.add_argument("--libdir", default=os.environ.get(
        "FTNIO_LIBDIR", os.path.join(os.path.dirname(here), "build",
                                     "libio")))
    parser.add_argument("--mode", choices=("linked", "preload", "both"),
                        default="both", help="ftnio link modes (flang: "
                        "linked only)")
    parser.add_argument("--compiler", choices=("gfortran", "flang"),
                        default="gfortran", help="compiler whose runtime "
                        "is the oracle (default gfortran)")
    parser.add_argument("--fc", default="", help="compiler command "
                        "(default gfortran, or flang-new-19)")
    parser.add_argument("--pattern", default="FM[0-9][0-9][0-9]",
                        help="glob on program names (default FM???)")
    parser.add_argument("--ref-dir", default="",
                        help="folder of reference results (default: suite)")
    parser.add_argument("--ref-compare", choices=("exact", "lines"),
                        default="exact", help="exact bytes, or ignore "
                        "trailing blanks/CR and final newlines")
    parser.add_argument("--fflags", default="", help="extra compile flags")
    parser.add_argument("-j", "--jobs", type=int, default=os.cpu_count())
    parser.add_argument("--timeout", type=float, default=60.0)
    parser.add_argument("--workdir", default=os.path.join(
        os.path.expanduser("~"), ".cache", "ftnio", "fcvs-work"))
    parser.add_argument("--extra-preload", default="",
                        help="also LD_PRELOAD this library in ftnio runs")
    parser.add_argument("--keep", action="store_true")
    opts = parser.parse_args(argv)
    opts.compiler = compiler_for(opts.compiler, opts.fc)
    opts.modes = opts.compiler.modes if opts.mode == "both" else \
        (opts.mode,)
    if not set(opts.modes) <= set(opts.compiler.modes):
        parser.error("--mode %s: %s has only %s" % (
            opts.mode, opts.compiler.name, "/".join(opts.compiler.modes)))
    opts.fflags = opts.fflags.split()
    opts.libdir = os.path.abspath(opts.libdir)
    opts.extra_preload = os.path.abspath(opts.extra_preload) \
        if opts.extra_preload else ""
    return opts


def summary(programs, outcomes, compiler):
    """Print one line per program and the counts; return the counts."""
    counts = {"PASS": 0, "FAIL": 0, "SKIP": 0}
    for prog, (status, details) in zip(programs, outcomes):
        counts[status] += 1
        print("%-8s %s" % (prog.name, status))
        for line in details:
            print("         " + line)
    differing = [prog.name for prog, (status, _) in zip(programs, outcomes)
                 if status == "FAIL"]
    if counts["SKIP"]:
        print("%d programs skipped (they do not build with %s)"
              % (counts["SKIP"], compiler.name))
    print("%d programs, %d built by %s, %d matched, %d differing%s"
          % (len(programs), len(programs) - counts["SKIP"], compiler.name,
             counts["PASS"], len(differing),
             (": " + " ".join(differing)) if differing else ""))
    print("%d passed, %d failed" % (counts["PASS"], counts["FAIL"]))
    return counts


def main(argv=None):
    opts = parse_args(argv)
    if not opts.suite or not os.path.isdir(opts.suite):
        sys.exit("run_fcvs: give the FCVS folder as argument or FCVS_DIR")
    if shutil.which(opts.compiler.driver) is None:
        # Machines without LLVM flang cannot run this mode; that is not a
        # failure of ftnio.
        print("run_fcvs: %s not found: %s mode skipped"
              % (opts.compiler.driver, opts.compiler.name))
        return 0
    library = "lib%s.so" % opts.compiler.library
    if not os.path.exists(os.path.join(opts.libdir, library)):
        sys.exit("run_fcvs: no %s in %s (use --libdir)"
                 % (library, opts.libdir))
    programs = discover(os.path.abspath(opts.suite), opts.pattern,
                        opts.ref_dir)
    if not programs:
        sys.exit("run_fcvs: no programs matching %s in %s"
                 % (opts.pattern, opts.suite))
    with concurrent.futures.ThreadPoolExecutor(max(1, opts.jobs)) as pool:
        outcomes = list(pool.map(lambda p: run_program(p, opts), programs))
    counts = summary(programs, outcomes, opts.compiler)
    return 1 if counts["FAIL"] else 0


if __name__ == "__main__":
    sys.exit(main())
