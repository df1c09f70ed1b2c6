# SPDX-License-Identifier: MIT
"""Summarises lit's JSON results: counts, categories, expectations.

The closing line `N passed, N failed` counts the I/O-relevant tests that
pass with libgfortran: passed = ftnio passes in every selected mode.
"""

import collections
import json

from . import categories


def load_records(results_path):
    """Return the gccdg metric records from a lit JSON results file."""
    with open(results_path, encoding="utf-8") as handle:
        data = json.load(handle)
    records = []
    for test in data.get("tests", []):
        record = test.get("metrics", {}).get("gccdg")
        if record is None:   # lit failed before our format ran
            name = test["name"].split(" :: ", 1)[-1]
            record = {"id": name, "status": "unresolved",
                      "reason": test.get("output", "")[:200],
                      "io_relevant": False, "categories": [], "ftnio": {}}
        records.append(record)
    return records


def read_expectations(path):
    """Return the set of test ids in an expectations file."""
    try:
        with open(path, encoding="utf-8") as handle:
            return {line.strip() for line in handle
                    if line.strip() and not line.startswith("#")}
    except FileNotFoundError:
        return set()


def write_expectations(path, ids):
    """Write ids sorted, one per line."""
    with open(path, "w", encoding="utf-8") as handle:
        for test_id in sorted(ids):
            handle.write(test_id + "\n")


def passed(record):
    """ftnio passed in every mode that ran."""
    return record["status"] == "ran" and bool(record["ftnio"]) and \
        all(v == "PASS" for v in record["ftnio"].values())


def analyse(records, expected):
    """Compute the numbers the report prints; returns a dict."""
    status = collections.Counter(
        "no-io" if r["reason"] == "no I/O symbols" else r["status"]
        for r in records)
    compared = [r for r in records if r["status"] == "ran"]
    io_compared = [r for r in compared if r.get("io_relevant")]
    modes = sorted({m for r in compared for m in r["ftnio"]})
    per_mode = {m: sum(1 for r in io_compared if r["ftnio"].get(m) == "PASS")
                for m in modes}
    cats = {name: [0, 0] for name in categories.CATEGORIES}
    for record in io_compared:
        for name in record.get("categories", []):
            cats[name][0 if passed(record) else 1] += 1
    ran_ids = {r["id"] for r in records}
    regressions = sorted(
        r["id"] for r in records if r["id"] in expected and (
            (r["status"] == "ran" and not passed(r)) or
            r["status"] == "unresolved"))
    newly = sorted(r["id"] for r in io_compared
                   if passed(r) and r["id"] not in expected)
    unknown = collections.Counter(t for r in records
                                  for t in r.get("unknown_targets", []))
    return {
        "discovered": len(records), "status": status,
        "io_relevant": sum(1 for r in records if r.get("io_relevant")),
        "io_gfortran_fail": sum(1 for r in records if r.get("io_relevant")
                                and r["status"] == "gfortran-fails"),
        "io_compared": len(io_compared), "modes": modes,
        "per_mode": per_mode, "categories": cats,
        "passed": sum(1 for r in io_compared if passed(r)),
        "failed": sum(1 for r in io_compared if not passed(r)),
        "non_io_compared": len(compared) - len(io_compared),
        "non_io_passed": sum(1 for r in compared
                             if not r.get("io_relevant") and passed(r)),
        "regressions": regressions, "newly_passing": newly,
        "unknown_targets": unknown,
        "missing_expected": sorted(expected - ran_ids),
    }


def format_report(stats, updated=False):
    """Render the report text (ends with the `N passed, N failed` line)."""
    st = stats["status"]
    out = ["", "== ftnio vs gfortran testsuite (%d run tests discovered)"
           % stats["discovered"],
           "no I/O symbols: %d, skipped by directives: %d, compile errors: "
           "%d, unresolved directives: %d" % (
               st["no-io"], st["skipped"], st["compile-error"],
               st["unresolved"])]
    if stats["unknown_targets"]:
        out.append("unknown effective targets (tests skipped): " + ", ".join(
            "%s x%d" % kv for kv in sorted(stats["unknown_targets"].items())))
    out.append("I/O-relevant: %d, failing with libgfortran: %d, compared: %d"
               % (stats["io_relevant"], stats["io_gfortran_fail"],
                  stats["io_compared"]))
    for mode in stats["modes"]:
        out.append("  ftnio %-8s %4d passed, %4d failed" % (
            mode + ":", stats["per_mode"][mode],
            stats["io_compared"] - stats["per_mode"][mode]))
    if stats["non_io_compared"]:
        out.append("without I/O symbols (--all): %d compared, %d passed" % (
            stats["non_io_compared"], stats["non_io_passed"]))
    out.append("%-20s %6s %6s %6s" % ("category", "tests", "pass", "fail"))
    for name, (ok, bad) in stats["categories"].items():
        out.append("%-20s %6d %6d %6d" % (name, ok + bad, ok, bad))
    if stats["regressions"]:
        out.append("REGRESSIONS (listed in expected_pass.txt, now failing): "
                   "%d" % len(stats["regressions"]))
        out.extend("  " + r for r in stats["regressions"])
    if stats["newly_passing"]:
        out.append("newly passing, not in expected_pass.txt: %d%s" % (
            len(stats["newly_passing"]),
            " (added)" if updated else
            " (add with --update-expectations)"))
    out.append("%d passed, %d failed" % (stats["passed"], stats["failed"]))
    return "\n".join(out)
