# SPDX-License-Identifier: MIT
"""Self-test of the FCVS runner's flang mode (--compiler flang).

Each selftest program is compiled by flang-new-19 and run with flang's own
runtime (the oracle) and with ftnio's flang front door linked ahead of it.
Unlike the gfortran self-test, no pass-through library can stand in for
ftnio here: flang's runtime is a static archive, so a library without the
_FortranAio* entry points leaves flang's own I/O API in the program, which
the runner refuses. The real libftnio_flang.so ($FTNIO_LIBDIR, default
build/libio) is used; a preloaded shim whose _FortranAioOutputInteger32
drops the value stands for a broken front door (it overrides ftnio's
shared library, never the oracle's statically linked runtime) and must
make the differential check fail.
Run: python3 -m unittest discover -s nist_suite/tests
"""

import contextlib
import io
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

import run_fcvs  # noqa: E402

SUITE = os.path.join(os.path.dirname(HERE), "selftest", "suite")
LIBDIR = os.path.abspath(os.environ.get("FTNIO_LIBDIR", os.path.join(
    os.path.dirname(os.path.dirname(HERE)), "build", "libio")))
FLANG = "flang-new-19"
BROKEN_SHIM = r"""
/* Drops every default INTEGER of a WRITE: a deliberately broken runtime. */
#include <stdbool.h>
#include <stdint.h>
bool _FortranAioOutputInteger32(void *cookie, int32_t n)
{ (void)cookie; (void)n; return true; }
"""


def build_library(folder, name, source):
    """Compile a small C shared library into folder/name."""
    src = os.path.join(folder, name + ".c")
    with open(src, "w") as handle:
        handle.write(source)
    subprocess.run(["gcc", "-shared", "-fPIC", "-o",
                    os.path.join(folder, name), src], check=True)


def run_runner(argv):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = run_fcvs.main(argv)
    return code, out.getvalue()


def status_of(text, name):
    for line in text.splitlines():
        if line.startswith(name + " "):
            return line.split()[1]
    return None


class FlangModeWithoutFlang(unittest.TestCase):
    def test_missing_compiler_skips(self):
        code, text = run_runner([SUITE, "--compiler", "flang", "--fc",
                                 "no-such-flang-new-19"])
        self.assertEqual(code, 0, text)
        self.assertIn("no-such-flang-new-19 not found: flang mode skipped",
                      text)

    def test_flang_has_no_preloaded_mode(self):
        with contextlib.redirect_stderr(io.StringIO()):
            with self.assertRaises(SystemExit):
                run_fcvs.parse_args([SUITE, "--compiler", "flang",
                                     "--mode", "preload"])
        opts = run_fcvs.parse_args([SUITE, "--compiler", "flang"])
        self.assertEqual(opts.modes, ("linked",))
        self.assertEqual(opts.compiler.driver, FLANG)


@unittest.skipUnless(shutil.which(FLANG), FLANG + " not installed")
class FlangModeSelfTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        build_library(cls.tmp.name, "libbroken.so", BROKEN_SHIM)

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def run_suite(self, libdir, *extra):
        return run_runner([SUITE, "--pattern", "XM???", "--compiler",
                           "flang", "--libdir", libdir, "--workdir",
                           os.path.join(self.tmp.name, "work"), "-j", "2"]
                          + list(extra))

    def need_ftnio(self):
        if not os.path.exists(os.path.join(LIBDIR, "libftnio_flang.so")):
            self.skipTest("no libftnio_flang.so in " + LIBDIR)

    def test_ftnio_matches_flang_runtime(self):
        self.need_ftnio()
        code, text = self.run_suite(LIBDIR)
        self.assertEqual(code, 0, text)
        for name in ("XM001", "XM002", "XM003", "XM004"):
            self.assertEqual(status_of(text, name), "PASS", text)
        # XM004's altered reference is a note: flang's runtime is the
        # oracle in this mode.
        self.assertIn("the report of flang's runtime differs from the "
                      "reference", text)
        self.assertIn("4 programs, 4 built by flang, 4 matched, "
                      "0 differing\n", text)

    def test_broken_front_door_is_caught(self):
        self.need_ftnio()
        code, text = self.run_suite(
            LIBDIR, "--extra-preload",
            os.path.join(self.tmp.name, "libbroken.so"))
        self.assertEqual(code, 1, text)
        for name in ("XM001", "XM002", "XM003"):
            self.assertEqual(status_of(text, name), "FAIL", text)
        self.assertIn("stdout differs", text)
        self.assertIn("file fort.9 differs", text)
        self.assertIn("0 matched, 4 differing: XM001 XM002 XM003 XM004",
                      text)

    def test_flang_io_api_in_the_program_is_refused(self):
        # A library without _FortranAio* leaves flang's own I/O API in the
        # "ftnio" program: comparing flang with itself proves nothing.
        libdir = os.path.join(self.tmp.name, "passthrough")
        os.makedirs(libdir, exist_ok=True)
        build_library(libdir, "libftnio_flang.so", "int ftnio_pass;\n")
        code, text = self.run_suite(libdir, "--pattern", "XM001")
        self.assertEqual(code, 1, text)
        self.assertEqual(status_of(text, "XM001"), "FAIL", text)
        self.assertIn("flang's I/O API was linked into the program", text)


if __name__ == "__main__":
    unittest.main()
