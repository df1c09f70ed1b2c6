# SPDX-License-Identifier: MIT
"""Self-test of the compile step: a test and its dg-additional-sources.

DejaGnu compiles the main file and its additional sources (C or Fortran)
with one gfortran command line; the harness compiles each to its own
object, with the same flags, so that foo.f90 and foo.c do not both become
foo.o. Where gfortran and gcc are installed, a Fortran program with a C
source of the same stem, and a C main calling Fortran, are built and run.

Run: python3 -m unittest discover -s conformance/tests
"""

import os
import shutil
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(
    __file__))))

from gccdg import directives  # noqa: E402
from gccdg import execution  # noqa: E402
from gccdg import testcase  # noqa: E402

HAVE_GFORTRAN = bool(shutil.which("gfortran") and shutil.which("nm"))


def _spec(*sources):
    return directives.TestSpec(do_what="run", selected="S",
                               additional_sources=list(sources))


class CompileCommands(unittest.TestCase):
    """One `gfortran -c` per source, each with a distinct object."""

    def setUp(self):
        self.ctx = testcase.Context(suite_root="/suite", work_root="/work")

    def test_same_stem_gets_distinct_objects(self):
        cmds = testcase.compile_commands(
            self.ctx, "gfortran.dg/mixed_io_1.f90", _spec("mixed_io_1.c"),
            ["-O0", "-w"], "/b")
        self.assertEqual(cmds, [
            ["gfortran", "-c", "/suite/gfortran.dg/mixed_io_1.f90", "-o",
             "/b/00-mixed_io_1.o", "-O0", "-w"] + testcase.DIAG_FLAGS,
            ["gfortran", "-c", "/suite/gfortran.dg/mixed_io_1.c", "-o",
             "/b/01-mixed_io_1.o", "-O0", "-w"] + testcase.DIAG_FLAGS])

    def test_sources_keep_their_order_and_folder(self):
        cmds = testcase.compile_commands(
            self.ctx, "gfortran.dg/c-interop/section-1.f90",
            _spec("section-1-c.c", "dump-descriptors.c"), ["-Werror"], "/b")
        self.assertEqual([c[2] for c in cmds], [
            "/suite/gfortran.dg/c-interop/section-1.f90",
            "/suite/gfortran.dg/c-interop/section-1-c.c",
            "/suite/gfortran.dg/c-interop/dump-descriptors.c"])
        objs = [c[4] for c in cmds]
        self.assertEqual(objs, sorted(objs))
        self.assertEqual(len(set(objs)), 3)
        self.assertTrue(all("-Werror" in c for c in cmds))

    def test_no_additional_sources(self):
        cmds = testcase.compile_commands(self.ctx, "gfortran.dg/a.f90",
                                         _spec(), [], "/b")
        self.assertEqual(len(cmds), 1)
        self.assertEqual(cmds[0][4], "/b/00-a.o")


class LinkCommand(unittest.TestCase):
    """ftnio goes before libgfortran; -static also gets the C++ runtime."""

    def setUp(self):
        self.ctx = testcase.Context(suite_root="/s", work_root="/w",
                                    libdir="/lib/ftnio")

    def test_plain_link_has_no_ftnio(self):
        cmd = testcase.link_command(self.ctx, ["a.o"], ["-O0"], "/b/p",
                                    ftnio=False)
        self.assertFalse(any("ftnio" in word for word in cmd))

    def test_ftnio_link(self):
        cmd = testcase.link_command(self.ctx, ["a.o", "b.o"], ["-O0"],
                                    "/b/p", ftnio=True)
        self.assertEqual(cmd[:6], ["gfortran", "a.o", "b.o", "-O0",
                                   "-L/lib/ftnio", "-lftnio"])
        self.assertNotIn("-lstdc++", cmd)

    def test_static_link_adds_the_archive_dependencies(self):
        cmd = testcase.link_command(self.ctx, ["a.o"], ["-static"], "/b/p",
                                    ftnio=True)
        self.assertLess(cmd.index("-lftnio"), cmd.index("-lstdc++"))
        self.assertIn("-lpthread", cmd)


FORTRAN_MAIN = """\
! { dg-do run }
! { dg-additional-sources prog.c }
call cpart
write (*, '(A)') 'fortran'
end
"""
C_PART = """\
#include <stdio.h>
void cpart_(void) { puts("c"); fflush(stdout); }
"""
FORTRAN_SUB = """\
! { dg-do run }
! { dg-additional-sources driver.c }
subroutine fsub() bind(c)
  print '(A)', 'from fortran'
end subroutine
"""
C_MAIN = """\
void fsub(void);
int main(void) { fsub(); return 0; }
"""


@unittest.skipUnless(HAVE_GFORTRAN, "gfortran and nm needed")
class CompileAndLink(unittest.TestCase):
    """Real builds: both objects survive, the programs link and run."""

    def setUp(self):
        self.root = tempfile.mkdtemp(prefix="gccdg-compile.")
        os.makedirs(os.path.join(self.root, "gfortran.dg"))
        self.ctx = testcase.Context(suite_root=self.root,
                                    work_root=self.root)

    def tearDown(self):
        shutil.rmtree(self.root, ignore_errors=True)

    def _build(self, files, main):
        for name, text in files.items():
            with open(os.path.join(self.root, "gfortran.dg", name), "w",
                      encoding="utf-8") as handle:
                handle.write(text)
        rel = "gfortran.dg/" + main
        spec = directives.evaluate(files[main], [], [])
        build = os.path.join(self.root, "build")
        os.makedirs(build)
        objs, error = testcase._compile(self.ctx, rel, spec, ["-O0"], build)
        self.assertEqual(error, "")
        exe = os.path.join(build, "prog")
        self.assertEqual(testcase._link(self.ctx, objs, ["-O0"], exe,
                                        ftnio=False), "")
        out = subprocess.run([exe], stdout=subprocess.PIPE, check=True)
        return objs, out.stdout.decode()

    def test_fortran_main_with_c_source_of_the_same_stem(self):
        objs, out = self._build({"prog.f90": FORTRAN_MAIN,
                                 "prog.c": C_PART}, "prog.f90")
        self.assertEqual(len(objs), 2)
        self.assertIn("_gfortran_st_write",
                      execution.io_symbols(execution.undefined_symbols(objs)))
        self.assertEqual(out, "c\nfortran\n")

    def test_c_main_with_fortran_subroutine(self):
        _, out = self._build({"fsub.f90": FORTRAN_SUB, "driver.c": C_MAIN},
                             "fsub.f90")
        self.assertEqual(out, "from fortran\n")


if __name__ == "__main__":
    unittest.main()
