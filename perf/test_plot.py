#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# CTest perf_plot: perf/plot.py draws a PNG from a sample perf/run JSON (perf/).
"""Usage: test_plot.py OUTDIR

Checks what perf/plot.py reads from perf/plot_sample.json (a trimmed
`perf/run --quick --json` file with the write(2) lines and a flang side
that was skipped; its ftnio_flang side, ftnio under flang, comes from a
later `--quick --reps 1` run on a loaded machine, so its ratios to flang
mean nothing), then draws it and checks the PNG: its signature, its
size in pixels and that it stays under 150 KB.  Exit 77 (skipped) when
no interpreter has matplotlib.
"""
import os
import struct
import subprocess
import sys

HERE = os.path.dirname(os.path.realpath(__file__))
SAMPLE = os.path.join(HERE, "plot_sample.json")
SYSTEM_PYTHON = "/usr/bin/python3"


def python_with_matplotlib():
    for exe in (sys.executable, SYSTEM_PYTHON):
        ok = subprocess.run([exe, "-c", "import matplotlib"],
                            capture_output=True, check=False).returncode == 0
        if ok:
            return exe
    return None


CHECK_DATA = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
import plot
with open(sys.argv[2]) as f:
    bench = json.load(f)["benchmarks"]
rows = dict(plot.ratio_rows(bench))
assert "us_perf" not in rows, rows
assert abs(rows["countlines"][("ftnio", "libgfortran")] - 5.813) < 1e-3, rows
assert abs(rows["direct_access reads"][("ftnio", "flang")] - 4.434) < 1e-3
assert abs(rows["countlines"][("ftnio_flang", "flang")] - 0.1048) < 1e-3
assert abs(rows["direct_access reads"][("ftnio_flang", "flang")]
           - 0.1967) < 1e-3, rows
assert set(rows["backspace formatted"]) == {("ftnio", "libgfortran")}, rows
series = plot.us_perf_series(bench["us_perf"]["write_bulk"])
assert [s[0] for s in series] == [2 ** k for k in range(2, 20)], series
assert series[0][1:] == (1283.0, 1169.0, 1310.0), series[0]
series = plot.us_perf_series(bench["us_perf"]["ftnio_flang"])
assert len(series) == 18 and series[0][1] == 0.8167, series[0]
assert "ftnio_flang" in plot.CURVES
"""


def main():
    outdir = sys.argv[1]
    os.makedirs(outdir, exist_ok=True)
    python = python_with_matplotlib()
    if python is None:
        print("test_plot: no matplotlib (python3-matplotlib), skipped")
        return 77
    subprocess.run([python, "-B", "-c", CHECK_DATA, HERE, SAMPLE], check=True)
    png = os.path.join(outdir, "plot_sample.png")
    if os.path.exists(png):
        os.remove(png)
    subprocess.run([python, os.path.join(HERE, "plot.py"), SAMPLE, png,
                    "--note", "test_plot"], check=True)
    with open(png, "rb") as f:
        head = f.read(24)
    assert head[:8] == b"\x89PNG\r\n\x1a\n", head
    width, height = struct.unpack(">II", head[16:24])
    assert width >= 800 and height >= 400, (width, height)
    size = os.path.getsize(png)
    assert 10_000 < size < 150_000, size
    print("test_plot: %s, %dx%d, %d bytes" % (png, width, height, size))
    return 0


if __name__ == "__main__":
    sys.exit(main())
