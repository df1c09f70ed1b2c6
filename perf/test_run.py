#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# CTest perf_run_table: perf/run's sides, compiler commands, table and exit status (perf/).
"""Usage: test_run.py WORKDIR [LIBDIR]

Checks the parts of perf/run that need no benchmark run, on made-up
samples: which sides run (the fourth, ftnio(flang), only when
libftnio_flang.so is in the libdir, with a note when it is not; with
--baseline, ftnio(base) right after ftnio), the commands that link flang's
program with libftnio_flang and the gfortran program with the baseline's
libftnio, the table's columns and cells (ftnio(flang) and
ftnio(flang)/flang next to flang's, counts and standard output checked
against flang's; ftnio(base) and ftnio/base, checked against
libgfortran's) and the exit status a difference there gives.

With LIBDIR (the build's libio), one small benchmark also runs for real
with --baseline on a copy of LIBDIR's libftnio and with --report-cost: the
ftnio(base) column must be there, its program must load the copy, and the
same library must come out about as fast and as large as itself; the
ftnio(report) column must be there with the same output.
"""
import importlib.machinery
import importlib.util
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.realpath(__file__))


def load_run():
    """perf/run as a module (its name has no .py)."""
    loader = importlib.machinery.SourceFileLoader(
        "perf_run", os.path.join(HERE, "run"))
    spec = importlib.util.spec_from_loader("perf_run", loader)
    mod = importlib.util.module_from_spec(spec)
    loader.exec_module(mod)
    return mod


def record(run, samples, status="ok", message="", output=None):
    r = run.Record()
    r.samples, r.status, r.message, r.output = samples, status, message, output
    return r


def check_sides(run, workdir):
    lib = os.path.join(workdir, "libftnio_flang.so")
    if os.path.exists(lib):
        os.remove(lib)
    sides, notes = run.choose_sides(True, lib)
    assert sides == ("libgfortran", "ftnio", "flang"), sides
    assert len(notes) == 1 and lib in notes[0], notes
    assert run.choose_sides(False, lib) == (("libgfortran", "ftnio"), [])
    open(lib, "w").close()
    sides, notes = run.choose_sides(True, lib)
    assert sides == ("libgfortran", "ftnio", "flang", "ftnio_flang"), sides
    assert notes == [], notes
    check_with_baseline(run, workdir, sides)


def check_with_baseline(run, workdir, sides):
    """ftnio(base) runs right after ftnio; a note when it is the very
    library under test."""
    base = os.path.join(workdir, "base")
    os.makedirs(base, exist_ok=True)
    open(os.path.join(base, "libftnio.so"), "w").close()

    class Opts:
        baseline, libftnio = base, os.path.join(workdir, "libftnio.so")
    Opts.sides = sides
    got, notes = run.with_baseline(Opts)
    assert got == ("libgfortran", "ftnio", "ftnio_base", "flang",
                   "ftnio_flang"), got
    assert notes == [] and Opts.libftnio_base.startswith(base), notes
    Opts.libftnio = Opts.libftnio_base
    assert run.with_baseline(Opts)[1] != []


def check_command(run):
    class Opts:
        fc, flang, libdir = "gfortran", "flang-new-19", "/lib/x"
    bench = run.Bench("b", "b.f90", [], fflags=["-fopenmp"])
    cmd = run.compile_command(Opts, bench, "ftnio_flang", "/o/b")
    assert cmd[:3] == ["flang-new-19", "-O2", "-fopenmp"], cmd
    assert cmd[-3:] == ["-L/lib/x", "-lftnio_flang", "-Wl,-rpath,/lib/x"], cmd
    cmd = run.compile_command(Opts, bench, "flang", "/o/b")
    assert cmd[0] == "flang-new-19" and "-lftnio_flang" not in cmd, cmd
    Opts.baseline = "/lib/old"
    cmd = run.compile_command(Opts, bench, "ftnio_base", "/o/b")
    assert cmd[0] == "gfortran" and cmd[-3:] == [
        "-L/lib/old", "-lftnio", "-Wl,-rpath,/lib/old"], cmd


def write(path, text):
    with open(path, "w") as f:
        f.write(text)
    return path


def made_up_records(run, workdir):
    """Two benchmarks on four sides: throughputs, a count ftnio(flang)
    gets wrong, and standard output it gets wrong."""
    out = {s: write(os.path.join(workdir, "%s.out" % s), text) for s, text in
           (("libgfortran", "1\n"), ("ftnio", "1\n"), ("flang", "1\n"),
            ("ftnio_flang", "2\n"))}
    benches = [run.Bench("a", "a.f90", []),
               run.Bench("w", "w.f90", [], check_stdout=True)]
    recs = {}
    for side, rate, count in (("libgfortran", 10.0, 7), ("ftnio", 30.0, 7),
                              ("flang", 20.0, 7), ("ftnio_flang", 50.0, 8)):
        recs[("a", side)] = record(run, {"lines/s": [rate, rate + 2, rate - 2],
                                         "lines": [count]})
        recs[("w", side)] = record(run, {"lines/s": [rate]}, output=out[side])
    return benches, recs


def check_table(run, workdir):
    sides = ("libgfortran", "ftnio", "flang", "ftnio_flang")
    head = run.table_head(sides)
    assert head[5:] == ["flang", "ftnio/flang", "ftnio(flang)",
                        "ftnio(flang)/flang", "check"], head
    assert run.table_head(sides[:3])[5:] == ["flang", "ftnio/flang", "check"]
    benches, recs = made_up_records(run, workdir)
    rows, notes = run.table_rows(benches, recs, sides)
    by = {(r[0], r[1]): r for r in rows}
    assert by[("a", "lines/s")] == [
        "a", "lines/s", "10.0", "30.0", "3.00", "20.0", "1.50", "50.0",
        "2.50", ""], by
    assert by[("a", "lines")][-5:] == ["7.000", "-", "8.000", "-",
                                       "DIFF(flang)"], by
    assert by[("w", "stdout bytes")] == [
        "w", "stdout bytes", "2", "2", "-", "2", "-", "2", "-",
        "DIFF(flang)"], by
    assert any("ftnio(flang) differs" in n for n in notes), notes
    assert run.exit_status(rows, notes, sides) == 1
    # The same samples, ftnio(flang) agreeing with flang: all is well.
    # (Outputs found identical were removed: write them again.)
    for side in ("libgfortran", "ftnio", "flang", "ftnio_flang"):
        write(recs[("w", side)].output, "1\n")
    recs[("a", "ftnio_flang")].samples["lines"] = [7]
    rows, notes = run.table_rows(benches, recs, sides)
    assert notes == [] and run.exit_status(rows, notes, sides) == 0, notes
    assert all(r[-1] == "same" for r in rows if r[-1]), rows


def check_baseline_table(run, workdir):
    """ftnio(base) next to ftnio: its figure, ftnio/base (this build over
    the baseline, > 1 faster; for memory base/ftnio), its count and
    standard output against libgfortran's."""
    sides = ("libgfortran", "ftnio", "ftnio_base")
    assert run.table_head(sides)[3:] == ["ftnio", "ratio", "ftnio(base)",
                                         "ftnio/base", "check"]
    benches = [run.Bench("a", "a.f90", []),
               run.Bench("w", "w.f90", [], check_stdout=True)]
    recs = {}
    for side, rate, count, text in (("libgfortran", 10.0, 7, "1\n"),
                                    ("ftnio", 30.0, 7, "1\n"),
                                    ("ftnio_base", 40.0, 8, "22\n")):
        recs[("a", side)] = record(run, {"lines/s": [rate], "lines": [count],
                                         run.RSS: [rate / 10]})
        out = write(os.path.join(workdir, "base.%s.out" % side), text)
        recs[("w", side)] = record(run, {"lines/s": [rate]}, output=out)
    rows, notes = run.table_rows(benches, recs, sides)
    by = {(r[0], r[1]): r for r in rows}
    assert by[("a", "lines/s")] == ["a", "lines/s", "10.0", "30.0", "3.00",
                                    "40.0", "0.75", ""], by
    assert by[("a", run.RSS)][5:7] == ["4.000", "1.33"], by
    assert by[("a", "lines")][3:] == ["7.000", "-", "8.000", "-",
                                      "DIFF(base)"], by
    assert by[("w", "stdout bytes")] == ["w", "stdout bytes", "2", "2", "-",
                                         "3", "-", "DIFF(base)"], by
    assert any("ftnio(base) differs" in n for n in notes), notes
    assert run.exit_status(rows, notes, sides) == 1
    # libgfortran's output, the same as ftnio's, is kept for the note.
    assert os.path.exists(recs[("w", "libgfortran")].output)
    assert not os.path.exists(recs[("w", "ftnio")].output)


def check_report_table(run, workdir):
    """ftnio(report) next to ftnio: its figure and report/ftnio (the
    report's cost: 0.97 is 3%), its count and standard output against
    libgfortran's."""
    sides = ("libgfortran", "ftnio", "ftnio_report")
    assert run.table_head(sides)[3:] == ["ftnio", "ratio", "ftnio(report)",
                                         "report/ftnio", "check"]
    benches = [run.Bench("a", "a.f90", []),
               run.Bench("w", "w.f90", [], check_stdout=True)]
    recs = {}
    for side, rate, count, text in (("libgfortran", 10.0, 7, "1\n"),
                                    ("ftnio", 40.0, 7, "1\n"),
                                    ("ftnio_report", 38.0, 8, "22\n")):
        recs[("a", side)] = record(run, {"lines/s": [rate], "lines": [count]})
        out = write(os.path.join(workdir, "report.%s.out" % side), text)
        recs[("w", side)] = record(run, {"lines/s": [rate]}, output=out)
    rows, notes = run.table_rows(benches, recs, sides)
    by = {(r[0], r[1]): r for r in rows}
    assert by[("a", "lines/s")] == ["a", "lines/s", "10.0", "40.0", "4.00",
                                    "38.0", "0.95", ""], by
    assert by[("a", "lines")][3:] == ["7.000", "-", "8.000", "-",
                                      "DIFF(report)"], by
    assert by[("w", "stdout bytes")][-1] == "DIFF(report)", by
    assert any("ftnio(report) differs" in n for n in notes), notes
    assert run.exit_status(rows, notes, sides) == 1


def check_missing(run):
    """What ftnio(flang) lacks is a cell and a note, not a failure."""
    sides = ("libgfortran", "ftnio", "flang", "ftnio_flang")
    benches = [run.Bench("a", "a.f90", [])]
    recs = {("a", s): record(run, {"lines/s": [5.0]}) for s in sides[:3]}
    recs[("a", "ftnio_flang")] = record(run, {}, "missing", "ftnio: X is "
                                        "not implemented")
    rows, notes = run.table_rows(benches, recs, sides)
    assert rows[0][7:9] == ["missing", "-"], rows
    assert notes == [] and run.exit_status(rows, notes, sides) == 0
    assert run.flang_notes(benches, recs) == [
        "a (ftnio(flang)): missing: ftnio: X is not implemented"]
    recs[("a", "ftnio_flang")].status = "failed"
    rows, notes = run.table_rows(benches, recs, sides)
    assert run.exit_status(rows, notes, sides) == 1, notes


def table_cells(text):
    """{(benchmark, metric): {column: cell}} of perf/run's table."""
    lines = text.splitlines()
    at = next(i for i, l in enumerate(lines) if l.startswith("benchmark "))
    head = re.split(r"\s{2,}", lines[at])
    out = {}
    for line in lines[at + 2:]:
        if line.startswith("note: "):
            break
        cells = re.split(r"\s{2,}", line)
        out[(cells[0], cells[1])] = dict(zip(head, cells))
    return out


def check_live(run, workdir, libdir):
    """One real run of formatted_write a with --baseline on a copy of this
    build's libftnio: the same library on both sides."""
    base = os.path.join(workdir, "live_base")
    shutil.rmtree(base, ignore_errors=True)
    os.makedirs(base)
    for name in os.listdir(libdir):
        if name.startswith("libftnio.so"):
            shutil.copy2(os.path.join(libdir, name), base,
                         follow_symlinks=False)
    work = os.path.join(workdir, "live")
    proc = subprocess.run(
        [sys.executable, os.path.join(HERE, "run"), "--quick", "--quiet",
         "--no-flang", "--bench", "formatted_write_a$", "--libdir", libdir,
         "--baseline", base, "--report-cost", "--workdir", work],
        capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    cells = table_cells(proc.stdout)
    rate = cells[("formatted_write_a", "lines/s")]
    rss = cells[("formatted_write_a", run.RSS)]
    out = cells[("formatted_write_a", "stdout bytes")]
    # The same code: memory alike, speed within the noise of a busy machine.
    assert 0.9 <= float(rss["ftnio/base"]) <= 1.1, proc.stdout
    assert 0.25 <= float(rate["ftnio/base"]) <= 4, proc.stdout
    assert out["ftnio(base)"] == out["libgfortran"] and out["check"] == "same"
    # --report-cost: the ftnio program again, with FTNIO_REPORT on.
    assert out["ftnio(report)"] == out["libgfortran"], proc.stdout
    assert 0.25 <= float(rate["report/ftnio"]) <= 4, proc.stdout
    # Each program loads the library of its own side, not just any libftnio.
    exe = os.path.join(work, "bin", "%s", "formatted_write")
    assert run.check_binding(exe % "ftnio_base", base, "b") is None
    assert "loads" in run.check_binding(exe % "ftnio", base, "b")
    # The run timed its reps on copies (perf/placements.py), then removed
    # them.
    assert not os.path.exists(os.path.join(work, "place")), work
    check_placements(run, work, base)


def check_placements(run, work, base):
    """perf/placements.py on the live run's programs: each repetition's
    copy of the program loads its own copy of the side's library."""
    places = run.placements.Placements(os.path.join(work, "place_test"), 2)
    places.remove()
    exe = os.path.join(work, "bin", "ftnio_base", "formatted_write")
    env = dict(os.environ)
    env.pop("LD_LIBRARY_PATH", None)
    assert places.prepare(exe, "ftnio_base", env) is None
    picked = [places.pick(exe, "ftnio_base", env, rep) for rep in range(3)]
    assert picked[0][0] != picked[1][0] and picked[2] == picked[0], picked
    libs = set()
    for copy, run_env in picked[:2]:
        assert os.path.dirname(copy) in run_env["LD_LIBRARY_PATH"]
        lib = run.placements.loaded(copy, run_env)["libftnio.so.0"]
        assert os.path.dirname(os.path.realpath(lib)) == \
            os.path.dirname(os.path.realpath(copy)), (copy, lib)
        # A copy, not a link to the built file: its own pages.
        built = os.path.join(base, "libftnio.so.0")
        assert os.stat(lib).st_ino != os.stat(os.path.realpath(built)).st_ino
        with open(lib, "rb") as a, open(built, "rb") as b:
            assert a.read() == b.read()
        libs.add(lib)
    assert len(libs) == 2
    # A side whose I/O library the program does not load is refused.
    gf = os.path.join(work, "bin", "libgfortran", "formatted_write")
    assert "loads no libftnio" in places.prepare(gf, "ftnio", env)
    # One placement: the built files themselves.
    one = run.placements.Placements(os.path.join(work, "place_one"), 1)
    assert one.prepare(exe, "ftnio_base", env) is None
    assert one.pick(exe, "ftnio_base", env, 3) == (exe, env)
    places.remove()


def main():
    workdir = sys.argv[1]
    os.makedirs(workdir, exist_ok=True)
    run = load_run()
    check_sides(run, workdir)
    check_command(run)
    check_table(run, workdir)
    check_baseline_table(run, workdir)
    check_report_table(run, workdir)
    check_missing(run)
    if len(sys.argv) > 2:
        check_live(run, workdir, os.path.abspath(sys.argv[2]))
    print("test_run: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
