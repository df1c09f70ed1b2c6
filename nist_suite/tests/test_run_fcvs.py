# SPDX-License-Identifier: MIT
"""Self-test of the FCVS runner on the FCVS-style programs in selftest/.

The "ftnio" used here is a pass-through library (it defines no Fortran
entry points, so every call still reaches libgfortran): the runner's own
logic is under test, not ftnio. A second library overriding
_gfortran_transfer_integer_write with a function that drops the value
stands for a broken runtime and must make the differential check fail.
Run: python3 -m unittest discover -s nist_suite/tests
"""

import contextlib
import io
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

import run_fcvs  # noqa: E402

SUITE = os.path.join(os.path.dirname(HERE), "selftest", "suite")
# Reads past the end of an empty standard input: libgfortran stops with
# "End of file", exit status 2 and a backtrace whose frame addresses
# change from run to run (address space randomisation).
EOF_PROGRAM = """\
      PROGRAM XM005
      I02 = 6
      WRITE (I02, 90001)
      READ (5, 90002) IVON01
      WRITE (I02, 90003) IVON01
      STOP
90001 FORMAT (" XM005 BEGIN")
90002 FORMAT (I5)
90003 FORMAT (" READ ", I5)
      END
"""
BROKEN_SHIM = r"""
/* Drops every integer of a WRITE: a deliberately broken runtime. */
void _gfortran_transfer_integer_write(void *dtp, const void *p, int kind)
{ (void)dtp; (void)p; (void)kind; }
"""


def build_library(folder, name, source):
    """Compile a small C shared library into folder/name."""
    src = os.path.join(folder, name + ".c")
    with open(src, "w") as handle:
        handle.write(source)
    subprocess.run(["gcc", "-shared", "-fPIC", "-o",
                    os.path.join(folder, name), src], check=True)


class RunnerSelfTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        build_library(cls.tmp.name, "libftnio.so", "int ftnio_passthrough;\n")
        build_library(cls.tmp.name, "libbroken.so", BROKEN_SHIM)

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def run_runner(self, *extra):
        out = io.StringIO()
        argv = [SUITE, "--pattern", "XM???", "--libdir", self.tmp.name,
                "--workdir", os.path.join(self.tmp.name, "work"),
                "-j", "2"] + list(extra)
        with contextlib.redirect_stdout(out):
            code = run_fcvs.main(argv)
        return code, out.getvalue()

    def status_of(self, text, name):
        for line in text.splitlines():
            if line.startswith(name + " "):
                return line.split()[1]
        return None

    def test_reference_mismatch_is_a_failure(self):
        code, text = self.run_runner()
        self.assertEqual(code, 1, text)
        for name in ("XM001", "XM002", "XM003"):
            self.assertEqual(self.status_of(text, name), "PASS", text)
        self.assertEqual(self.status_of(text, "XM004"), "FAIL", text)
        self.assertIn("report differs from reference", text)
        self.assertEqual(text.strip().splitlines()[-1], "3 passed, 1 failed")

    def test_broken_runtime_is_caught_by_the_differential_check(self):
        code, text = self.run_runner(
            "--extra-preload", os.path.join(self.tmp.name, "libbroken.so"))
        self.assertEqual(code, 1)
        for name in ("XM001", "XM002", "XM003"):
            self.assertEqual(self.status_of(text, name), "FAIL", text)
        self.assertIn("stdout differs", text)
        self.assertIn("file fort.9 differs", text)

    def test_inputs_are_discovered(self):
        programs = {p.name: p for p in run_fcvs.discover(SUITE, "XM???")}
        self.assertEqual(sorted(programs), ["XM001", "XM002", "XM003",
                                            "XM004"])
        self.assertTrue(programs["XM002"].stdin.startswith(b"25"))
        self.assertIn(8, programs["XM003"].unit_files)
        self.assertTrue(programs["XM001"].reference.endswith("XM001.res"))

    def test_backtrace_frames_are_not_a_difference(self):
        suite = os.path.join(self.tmp.name, "eofsuite")
        os.makedirs(suite, exist_ok=True)
        with open(os.path.join(suite, "XM005.f"), "w") as handle:
            handle.write(EOF_PROGRAM)
        out = io.StringIO()
        argv = [suite, "--pattern", "XM005", "--libdir", self.tmp.name,
                "--workdir", os.path.join(self.tmp.name, "eofwork")]
        with contextlib.redirect_stdout(out):
            code = run_fcvs.main(argv)
        text = out.getvalue()
        self.assertEqual(self.status_of(text, "XM005"), "PASS", text)
        self.assertEqual(code, 0, text)

    def test_backtrace_normalisation(self):
        one = (b"Fortran runtime error: End of file\n\n"
               b"Error termination. Backtrace:\n"
               b"#0  0x7f01 in ???\n#1  0x5501 in MAIN__\n"
               b"\tat x.f:4\n#2  0xffff in ???\n")
        other = (b"Fortran runtime error: End of file\n\n"
                 b"Error termination. Backtrace:\n#0  0x7f99 in ???\n")
        self.assertEqual(run_fcvs.normalise_backtrace(one),
                         run_fcvs.normalise_backtrace(other))
        self.assertEqual(run_fcvs.compare_runs(
            run_fcvs.RunResult(2, b"", one, {}),
            run_fcvs.RunResult(2, b"", other, {})), [])
        # The message itself, and a missing backtrace, still count.
        changed = other.replace(b"End of file", b"End of record")
        self.assertNotEqual(run_fcvs.normalise_backtrace(one),
                            run_fcvs.normalise_backtrace(changed))
        bare = b"Fortran runtime error: End of file\n"
        self.assertNotEqual(run_fcvs.normalise_backtrace(one),
                            run_fcvs.normalise_backtrace(bare))

    def test_reference_comparison_modes(self):
        self.assertFalse(run_fcvs.matches_reference(b"a \r\n", b"a\n",
                                                    "exact"))
        self.assertTrue(run_fcvs.matches_reference(b"a \r\n", b"a\n",
                                                   "lines"))
        self.assertFalse(run_fcvs.matches_reference(b"a\nb\n", b"a\n",
                                                    "lines"))


if __name__ == "__main__":
    unittest.main()
