#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Self-test of fdiff.py's comparison logic, driven with fake programs.

Each case writes two small shell scripts standing in for the plain
(libgfortran) and the ftnio-linked executable.  The plain script also serves
as the LD_PRELOAD run and tells the two apart by $LD_PRELOAD.  The scripts
print, exit and create files differently per run, and the test checks that
fdiff reports exactly the differences it should: a comparison that always
passed would make the whole Fortran suite worthless.
"""

import os
import shutil
import stat
import subprocess
import sys
import tempfile
import textwrap
import unittest
from pathlib import Path

FDIFF = Path(__file__).resolve().parent / "fdiff.py"

PRELUDE = """#!/bin/sh
if [ "$FAKE_ROLE" = linked ]; then MODE=linked
elif [ -n "$LD_PRELOAD" ]; then MODE=preload
else MODE=ref; fi
"""


def harmless_library() -> str:
    """A shared library that is safe to LD_PRELOAD: the running libc."""
    with open("/proc/self/maps") as maps:
        for line in maps:
            path = line.split()[-1]
            if "/libc.so" in path or "/libc-" in path:
                return path
    raise RuntimeError("cannot locate libc in /proc/self/maps")


class FdiffTest(unittest.TestCase):
    def setUp(self):
        self.dir = Path(tempfile.mkdtemp(prefix="fdiff-selftest."))
        self.libdir = self.dir / "lib"
        self.libdir.mkdir()
        os.symlink(harmless_library(), self.libdir / "libftnio.so")
        (self.dir / "prog.f90").write_text("! not compiled\n")

    def tearDown(self):
        shutil.rmtree(self.dir, ignore_errors=True)

    def fake(self, body: str) -> None:
        """Writes the plain and linked fake programs sharing one body."""
        for name, role in (("plain", "plain"), ("linked", "linked")):
            path = self.dir / name
            path.write_text(PRELUDE.replace("$FAKE_ROLE", role) +
                            textwrap.dedent(body))
            path.chmod(path.stat().st_mode | stat.S_IXUSR)

    def fdiff(self, *opts: str, env=None) -> subprocess.CompletedProcess:
        cmd = [sys.executable, str(FDIFF), "--libdir", str(self.libdir),
               "--plain-exe", str(self.dir / "plain"),
               "--linked-exe", str(self.dir / "linked"),
               *opts, str(self.dir / "prog.f90")]
        return subprocess.run(cmd, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, env=env, timeout=60)

    def assertSame(self, proc, stdout=None):
        self.assertEqual(proc.returncode, 0, proc.stderr.decode())
        if stdout is not None:
            self.assertEqual(proc.stdout, stdout)

    def assertMismatch(self, proc, *needles):
        self.assertEqual(proc.returncode, 1, proc.stderr.decode())
        self.assertEqual(proc.stdout, b"", "no output on mismatch")
        err = proc.stderr.decode()
        for needle in needles:
            self.assertIn(needle, err)

    # ---- identical behaviour passes and shows the ftnio output ----------

    def test_identical(self):
        self.fake('echo " hello"; echo " oops" >&2; exit 0\n')
        self.assertSame(self.fdiff(), b" hello\n")
        self.assertSame(self.fdiff("--show-stderr"), b" oops\n")
        self.assertSame(self.fdiff("--show=both"), b" hello\n oops\n")

    # ---- each channel, in each ftnio run, is compared --------------------

    def test_stdout_differs_linked(self):
        self.fake('if [ $MODE = linked ]; then echo " 1.0"; else echo " 1.00"; fi\n')
        self.assertMismatch(self.fdiff(), "stdout differs", "ftnio-linked",
                            "- 1.00", "+ 1.0")
        self.assertSame(self.fdiff("--runs=preload"))

    def test_stdout_differs_preload_only(self):
        self.fake('if [ $MODE = preload ]; then printf "x"; else printf "x\\n"; fi\n')
        self.assertMismatch(self.fdiff(), "ftnio-preload", "No newline")
        self.assertSame(self.fdiff("--runs=linked"))

    def test_trailing_blank_is_a_difference(self):
        self.fake('if [ $MODE = ref ]; then echo "a"; else echo "a "; fi\n')
        self.assertMismatch(self.fdiff(), "first difference at byte 1")

    def test_stderr_differs(self):
        self.fake('echo same; [ $MODE = ref ] || echo "extra" >&2\n')
        self.assertMismatch(self.fdiff(), "stderr differs")

    def test_exit_status_differs(self):
        self.fake('[ $MODE = ref ] && exit 2; exit 0\n')
        self.assertMismatch(self.fdiff(), "exit differs",
                            "libgfortran exit status 2")

    def test_crash_differs(self):
        self.fake('[ $MODE = ref ] || kill -SEGV $$; exit 0\n')
        self.assertMismatch(self.fdiff(), "killed by SIGSEGV")

    def test_hang_is_failure(self):
        self.fake('[ $MODE = ref ] || sleep 30; echo done\n')
        self.assertMismatch(self.fdiff("--timeout=1"), "TIMEOUT")

    def test_hang_in_reference_is_failure(self):
        self.fake('sleep 30\n')
        self.assertMismatch(self.fdiff("--timeout=1"), "TIMEOUT")

    # ---- files left in the scratch directory -----------------------------

    def test_file_contents_differ(self):
        self.fake('if [ $MODE = ref ]; then echo 1 > fort.10; else echo 2 > fort.10; fi\n')
        self.assertMismatch(self.fdiff(), "file fort.10 differs")

    def test_extra_and_missing_file(self):
        self.fake('[ $MODE = linked ] && touch fort.6; [ $MODE = ref ] && touch fort.7; exit 0\n')
        self.assertMismatch(self.fdiff(), "file fort.6: left by ftnio-linked",
                            "file fort.7: left by libgfortran")

    def test_show_file(self):
        self.fake('echo " text" > fort.6; echo out\n')
        self.assertSame(self.fdiff("--show-file=fort.6"), b" text\n")
        self.assertMismatch(self.fdiff("--show-file=fort.7"),
                            "file fort.7: not created")

    def test_fresh_scratch_per_run(self):
        # Appending would show a longer file in later runs if dirs were shared.
        self.fake('echo x >> log; cat log\n')
        self.assertSame(self.fdiff(), b"x\n")

    def test_inputs_copied(self):
        data = self.dir / "data.txt"
        data.write_text("42\n")
        self.fake('cat data.txt; cat renamed.txt\n')
        self.assertSame(self.fdiff("--input", str(data),
                                   "--input", str(data) + "=renamed.txt"),
                        b"42\n42\n")

    # ---- backtrace normalisation -----------------------------------------

    def test_backtrace_frames_normalised(self):
        self.fake(r'''
        echo "Fortran runtime error: x" >&2
        printf '\nError termination. Backtrace:\n' >&2
        if [ $MODE = ref ]; then
          printf '#0  0x7f00 in ???\n#1  0x5500 in MAIN__\n\tat /t/p.f90:3\n' >&2
        else
          printf '#0  0x1234 in ???\n' >&2
        fi
        exit 2
        ''')
        self.assertSame(self.fdiff("--show-stderr"))

    def test_backtrace_header_compared(self):
        self.fake(r'''
        echo "Fortran runtime error: x" >&2
        [ $MODE = ref ] && printf '\nError termination. Backtrace:\n#0  0x1 in ???\n' >&2
        exit 2
        ''')
        self.assertMismatch(self.fdiff(), "stderr differs", "Backtrace")

    # ---- capture modes ---------------------------------------------------

    def test_capture_modes_are_what_they_claim(self):
        self.fake('''
        [ -p /dev/stdout ] && echo "out:pipe"; [ -f /dev/stdout ] && echo "out:file"
        [ -p /dev/stderr ] && echo "err:pipe"; [ -f /dev/stderr ] && echo "err:file"
        exit 0
        ''')
        self.assertSame(self.fdiff(), b"out:pipe\nerr:pipe\n")
        self.assertSame(self.fdiff("--stdout-file"), b"out:file\nerr:pipe\n")
        self.assertSame(self.fdiff("--stderr-file"), b"out:pipe\nerr:file\n")
        self.assertSame(self.fdiff("--merged-file"), b"out:file\nerr:file\n")
        self.assertSame(self.fdiff("--merged-pipe"), b"out:pipe\nerr:pipe\n")

    def test_uncaptured_channels(self):
        self.fake('''
        [ -c /dev/stdout ] && echo "out:chr" >&2
        echo x 2>/dev/null || echo "out:closed" >&2
        exit 0
        ''')
        self.assertSame(self.fdiff("--stdout-to=/dev/null", "--show-stderr"),
                        b"out:chr\n")
        self.assertSame(self.fdiff("--close-stdout", "--show-stderr"),
                        b"out:closed\n")

    def test_uncaptured_exit_still_compared(self):
        self.fake('[ $MODE = ref ] && exit 0; exit 2\n')
        self.assertMismatch(self.fdiff("--stdout-to=/dev/full"), "exit differs")

    def test_merged_order_compared(self):
        self.fake('''
        if [ $MODE = ref ]; then echo A; echo B >&2; else echo B >&2; echo A; fi
        ''')
        # Separate pipes cannot see the order; one shared file or pipe can.
        self.assertSame(self.fdiff())
        self.assertMismatch(self.fdiff("--merged-file"), "merged differs")
        self.assertMismatch(self.fdiff("--merged-pipe"), "merged differs")

    def test_merged_file_shares_offset(self):
        # ">f 2>&1" semantics: the second write must not overwrite the first.
        self.fake('echo one; echo two >&2; echo three\n')
        self.assertSame(self.fdiff("--merged-file"), b"one\ntwo\nthree\n")

    # ---- environment and stdin -------------------------------------------

    def test_environment_is_fixed(self):
        self.fake('echo "lang=$LANG u=${GFORTRAN_UNBUFFERED_ALL-unset} k=${K-unset}"\n')
        env = dict(os.environ, GFORTRAN_UNBUFFERED_ALL="y", K="leak", LANG="de_DE")
        self.assertSame(self.fdiff(env=env), b"lang=C u=unset k=unset\n")
        self.assertSame(self.fdiff("--env", "K=v", env=env),
                        b"lang=C u=unset k=v\n")

    def test_stdin(self):
        data = self.dir / "in.txt"
        data.write_text("typed\n")
        self.fake('cat; echo end\n')
        self.assertSame(self.fdiff(), b"end\n")
        self.assertSame(self.fdiff("--stdin", str(data)), b"typed\nend\n")

    # ---- expected exit status and ftnio-only mode ------------------------

    def test_expect_exit(self):
        self.fake('exit 2\n')
        self.assertSame(self.fdiff("--expect-exit=2"))
        self.assertMismatch(self.fdiff("--expect-exit=0"),
                            "expected exit status 0")

    def test_ftnio_only_propagates_status(self):
        self.fake('[ $MODE = ref ] && exit 0; echo "ftnio: x" >&2; exit 2\n')
        proc = self.fdiff("--ftnio-only", "--show-stderr")
        self.assertEqual(proc.returncode, 2, proc.stderr.decode())
        self.assertEqual(proc.stdout, b"ftnio: x\n")
        self.assertSame(self.fdiff("--ftnio-only", "--expect-exit=2"))
        self.assertMismatch(self.fdiff("--ftnio-only", "--expect-exit=0"))

    def test_ftnio_only_compares_linked_and_preload(self):
        self.fake('echo $MODE\n')
        self.assertMismatch(self.fdiff("--ftnio-only"), "stdout differs")
        self.assertSame(self.fdiff("--ftnio-only", "--runs=linked"), b"linked\n")

    def test_ftnio_only_crash_is_failure(self):
        self.fake('kill -SEGV $$\n')
        self.assertMismatch(self.fdiff("--ftnio-only"), "killed by SIGSEGV")

    # ---- harness errors are not mistaken for results ---------------------

    def test_missing_library_is_harness_error(self):
        (self.libdir / "libftnio.so").unlink()
        self.fake('exit 0\n')
        self.assertEqual(self.fdiff().returncode, 125)

    def test_compile_error_is_harness_error(self):
        bad = self.dir / "bad.f90"
        bad.write_text("program p\n  this is not fortran\nend program\n")
        cmd = [sys.executable, str(FDIFF), "--libdir", str(self.libdir), str(bad)]
        proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.assertEqual(proc.returncode, 125)
        self.assertIn(b"command failed", proc.stderr)


class CheckLinesTest(unittest.TestCase):
    """check_lines.py must reject torn, lost and duplicated lines."""

    TOOL = Path(__file__).resolve().parent / "check_lines.py"
    ARGS = ["--regex", r" line +([0-9]+) (x+)", "--where", "len(g[2]) == int(g[1])"]

    def run_tool(self, text, *extra):
        return subprocess.run([sys.executable, str(self.TOOL), *self.ARGS, *extra],
                              input=text.encode(), stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE).returncode

    def test_good(self):
        self.assertEqual(self.run_tool(" line 2 xx\n line 1 x\n", "--count=2", "--unique"), 0)

    def test_torn_line(self):
        self.assertEqual(self.run_tool(" line 2 x line 1 x\nx\n"), 1)

    def test_wrong_payload(self):
        self.assertEqual(self.run_tool(" line 2 xxx\n"), 1)

    def test_lost_line(self):
        self.assertEqual(self.run_tool(" line 1 x\n", "--count=2"), 1)

    def test_duplicate(self):
        self.assertEqual(self.run_tool(" line 1 x\n line 1 x\n", "--unique"), 1)

    def test_missing_final_newline(self):
        self.assertEqual(self.run_tool(" line 1 x"), 1)


if __name__ == "__main__":
    unittest.main(verbosity=1)
