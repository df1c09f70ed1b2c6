#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Draws perf/run's JSON samples: the us_perf curves and the other ratios (perf/).
"""Usage: perf/plot.py RUN.json OUT.png [--note TEXT]

RUN.json is what `perf/run --json` writes (`perf/run --plot` calls this
script itself).  The picture has two panels:

* left: us_perf, MB/s of record data against record size, both axes
  logarithmic, one line per runtime (median of the timed runs, with a band
  from the slowest to the fastest run), plus the plain write(2) lines of
  us_write.c when the run has them (the 1 MiB blocks at their fastest run,
  the ceiling; one call per record at the median);
* right: every other throughput, as the ratios ftnio/libgfortran,
  ftnio/flang and, when the run has the side, ftnio(flang)/flang (flang's
  program with libftnio_flang) of the medians (log axis; right of 1,
  ftnio is faster), and ftnio / baseline build when the run had
  --baseline (right of 1, this build is faster).

Needs matplotlib (Debian: python3-matplotlib).
"""
import argparse
import json
import os
import re
import statistics
import sys

SYSTEM_PYTHON = "/usr/bin/python3"  # where python3-matplotlib installs

try:
    import matplotlib
    matplotlib.use("Agg")  # no display: write the file only
    import matplotlib.pyplot as plt
    from matplotlib.ticker import FixedLocator, NullLocator
except ImportError:
    # A python3 found first on PATH (pyenv, a venv) does not see Debian's
    # packages: run again under the system's interpreter, which does.
    if (os.path.realpath(sys.executable) != os.path.realpath(SYSTEM_PYTHON)
            and os.access(SYSTEM_PYTHON, os.X_OK)):
        os.execv(SYSTEM_PYTHON, [SYSTEM_PYTHON] + sys.argv)
    sys.exit("perf/plot.py: matplotlib is missing "
             "(Debian: apt-get install python3-matplotlib)")

# side in the JSON -> (legend text, colour, line style)
CURVES = {
    "write_bulk": ("write(2), 1 MiB blocks, fastest run: the ceiling",
                   "0.45", ":"),
    "libgfortran": ("libgfortran", "tab:blue", "-"),
    "ftnio": ("ftnio", "tab:red", "-"),
    "flang": ("flang runtime", "tab:green", "-"),
    "ftnio_flang": ("ftnio under flang (libftnio_flang)", "tab:purple", "-"),
    "ftnio_base": ("ftnio, baseline build (--baseline)", "tab:orange", "-"),
    "write_record": ("write(2) per record, no buffer", "0.45", "--"),
}
# (numerator side, denominator side) -> bar legend and colour
RATIOS = {("ftnio", "libgfortran"): ("ftnio / libgfortran", "tab:blue"),
          ("ftnio", "flang"): ("ftnio / flang", "tab:green"),
          ("ftnio_flang", "flang"): ("ftnio(flang) / flang", "tab:purple"),
          ("ftnio", "ftnio_base"): ("ftnio / baseline build", "tab:orange")}


def size_label(n):
    for unit, div in (("MiB", 1 << 20), ("KiB", 1 << 10)):
        if n >= div:
            return "%d %s" % (n // div, unit)
    return "%d B" % n


def us_perf_series(side):
    """[(size, median, lowest, highest)] of one side's us_perf samples."""
    out = []
    for label, values in side.get("samples", {}).items():
        m = re.match(r"MB/s n=(\d+)$", label)
        if m and values:
            out.append((int(m.group(1)), statistics.median(values),
                        min(values), max(values)))
    return sorted(out)


def draw_curves(ax, us_perf):
    for name, (text, colour, style) in CURVES.items():
        series = us_perf_series(us_perf.get(name, {}))
        if not series:
            continue
        x, med, lo, hi = zip(*series)
        # A ceiling is what the kernel can do: its best run, not a median
        # that other processes' writes on a shared machine pulled down.
        ax.plot(x, hi if name == "write_bulk" else med, style, color=colour, label=text, lw=1.6,
                marker="o" if style == "-" else None, ms=3)
        if style == "-":
            ax.fill_between(x, lo, hi, color=colour, alpha=0.15, lw=0)
    ax.set_xscale("log", base=2)
    ax.set_yscale("log")
    sizes = [1 << k for k in range(2, 20, 3)]
    ax.xaxis.set_major_locator(FixedLocator(sizes))
    ax.xaxis.set_minor_locator(NullLocator())
    ax.set_xticklabels([size_label(n) for n in sizes])
    ax.set_xlabel("record size (unformatted sequential WRITE)")
    ax.set_ylabel("MB/s of record data (higher is better)")
    ax.set_title("us_perf")
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(fontsize=8, loc="lower right")


def samples(sides, side, metric):
    return sides.get(side, {}).get("samples", {}).get(metric)


def ratio_rows(benchmarks):
    """[(row label, {(mine, theirs): mine's median / theirs'})], top to
    bottom, for the pairs of RATIOS."""
    rows = []
    for bench, sides in benchmarks.items():
        metrics = []  # the throughputs of either ftnio side, in run order
        for mine in dict.fromkeys(m for m, _ in RATIOS):
            got = sides.get(mine, {}).get("samples", {})
            metrics += [m for m in got if m.endswith("/s") and got[m]
                        and m not in metrics]
        if bench == "us_perf" or not metrics:
            continue
        for metric in metrics:
            ratios = {}
            for mine, theirs in RATIOS:
                a, b = samples(sides, mine, metric), samples(sides, theirs,
                                                             metric)
                if a and b and statistics.median(b) > 0:
                    ratios[(mine, theirs)] = (statistics.median(a)
                                              / statistics.median(b))
            label = bench if len(metrics) == 1 else "%s %s" % (
                bench, metric.replace("/s", ""))
            rows.append((label, ratios))
    return rows


def draw_ratios(ax, rows):
    pairs = [p for p in RATIOS if any(p in r for _, r in rows)]
    height = 0.8 / max(len(pairs), 1)
    for i, pair in enumerate(pairs):
        text, colour = RATIOS[pair]
        ys = [k + (i - (len(pairs) - 1) / 2) * height
              for k, (_, r) in enumerate(rows) if pair in r]
        vals = [r[pair] for _, r in rows if pair in r]
        # From 1 outwards: a bar to the left means ftnio is slower.
        ax.barh(ys, [v - 1 for v in vals], height=height, color=colour,
                label=text, left=1)
        for y, v in zip(ys, vals):
            ax.text(v * (1.03 if v >= 1 else 0.97), y, "%.2f" % v,
                    va="center", ha="left" if v >= 1 else "right", fontsize=6)
    ax.set_xscale("log")
    every = [r for _, rs in rows for r in rs.values()]
    lo, hi = min(every + [1.0]), max(every + [1.0])
    ticks = [t for t in (1 / 32, 1 / 16, 0.125, 0.25, 0.5, 1, 2, 4, 8, 16, 32)
             if lo / 2 <= t <= hi * 2]
    ax.xaxis.set_major_locator(FixedLocator(ticks))
    ax.xaxis.set_minor_locator(NullLocator())
    ax.set_xticklabels(["%g" % t for t in ticks])
    ax.set_xlim(lo / 1.4, hi * 1.4)
    ax.axvline(1.0, color="black", lw=0.8)
    ax.set_yticks(range(len(rows)))
    ax.set_yticklabels([label for label, _ in rows], fontsize=7)
    ax.invert_yaxis()
    ax.set_xlabel("ftnio throughput / other runtime's (> 1: ftnio faster)")
    ax.set_title("other benchmarks: ratios of medians")
    ax.grid(True, axis="x", which="both", alpha=0.3)
    ax.legend(fontsize=8, loc="lower right")


def caption(data, note):
    parts = [data.get("date", ""), data.get("compiler", ""),
             "%s timed run(s) per side%s" % (
                 data.get("reps", "?"), ", --quick" if data.get("quick") else "")]
    if data.get("flang"):
        parts.append(data["flang"])
    if data.get("cpus"):
        parts.append("%d CPUs" % data["cpus"])
    text = "; ".join(p for p in parts if p)
    return text + ("\n" + note if note else "")


def main():
    ap = argparse.ArgumentParser(description="Draw perf/run --json output.")
    ap.add_argument("json")
    ap.add_argument("png")
    ap.add_argument("--note", default="", help="a line added to the caption")
    opts = ap.parse_args()
    with open(opts.json) as f:
        data = json.load(f)
    benchmarks = data.get("benchmarks", {})
    rows = ratio_rows(benchmarks)
    us_perf = benchmarks.get("us_perf")
    panels = [p for p in (us_perf, rows) if p]
    if not panels:
        sys.exit("perf/plot.py: %s has no throughput to draw" % opts.json)
    fig, axes = plt.subplots(1, len(panels), squeeze=False,
                             figsize=(6.2 * len(panels), 6.2))
    axes = list(axes[0])
    if us_perf:
        draw_curves(axes.pop(0), us_perf)
    if rows:
        draw_ratios(axes.pop(0), rows)
    fig.text(0.5, 0.005, caption(data, opts.note), ha="center", va="bottom",
             fontsize=7, color="0.3")
    fig.tight_layout(rect=(0, 0.04, 1, 1))
    fig.savefig(opts.png, dpi=80)
    return 0


if __name__ == "__main__":
    sys.exit(main())
