# SPDX-License-Identifier: MIT
"""GccDgFormat: a lit test format for gfortran's DejaGnu run tests.

Every `dg-do run` test of the folders in suite_layout becomes one lit test
named by its path under gcc/testsuite. Result codes:

  PASS         ftnio passes in every selected mode
  FAIL         ftnio fails a test listed in expected_pass.txt (regression)
  XFAIL        ftnio fails a test not (yet) listed
  UNSUPPORTED  not compared: skipped by directives, no I/O symbols (unless
               run_all), compile error, or failing with libgfortran
  UNRESOLVED   a directive the harness cannot evaluate

lit exits non-zero only for FAIL/UNRESOLVED, i.e. on regressions. The full
verdict record of each test is attached as the JSON metric `gccdg`.
"""

import os

import lit.formats
import lit.Test

from . import suite_layout
from . import testcase


class GccDgFormat(lit.formats.TestFormat):
    """Discovers and executes gfortran.dg / fortran-torture run tests."""

    def __init__(self, context, expected_pass):
        self.context = context                  # testcase.Context
        self.expected_pass = expected_pass      # set of test ids

    def getTestsInDirectory(self, testSuite, path_in_suite, litConfig,
                            localConfig):
        source_dir = testSuite.getSourcePath(path_in_suite)
        for name in sorted(os.listdir(source_dir)):
            path = os.path.join(source_dir, name)
            rel = "/".join(path_in_suite + (name,))
            if not os.path.isfile(path) or \
                    suite_layout.folder_for(rel) is None:
                continue
            with open(path, "rb") as handle:
                text = handle.read().decode("utf-8", "surrogateescape")
            if suite_layout.is_run_candidate(rel, text):
                yield lit.Test.Test(testSuite, path_in_suite + (name,),
                                    localConfig)

    def execute(self, test, litConfig):
        rel = "/".join(test.path_in_suite)
        try:
            record = testcase.run_case(self.context, rel)
        except Exception as err:  # a harness bug must not stop the run
            record = {"id": rel, "status": "unresolved",
                      "reason": "harness error: %r" % (err,),
                      "io_relevant": False, "categories": [], "ftnio": {}}
        code, message = self._code_for(record)
        result = lit.Test.Result(code, message)
        result.addMetric("gccdg", lit.Test.toMetricValue(record))
        return result

    def _code_for(self, record):
        """Map a test record onto a lit result code and message."""
        status = record["status"]
        if status == "unresolved":
            return lit.Test.UNRESOLVED, record["reason"]
        if status != "ran":
            return lit.Test.UNSUPPORTED, record["reason"]
        failed = {m: v for m, v in record["ftnio"].items() if v != "PASS"}
        if not failed:
            return lit.Test.PASS, ""
        lines = ["ftnio %s: %s %s" % (mode, verdict,
                                      record["details"].get(mode, ""))
                 for mode, verdict in sorted(failed.items())]
        if record["id"] in self.expected_pass:
            return lit.Test.FAIL, "REGRESSION\n" + "\n".join(lines)
        return lit.Test.XFAIL, "\n".join(lines)
