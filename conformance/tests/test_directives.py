# SPDX-License-Identifier: MIT
"""Self-test of the DejaGnu directive parser: Tcl quoting, dg-output
concatenation, regexp translation, selectors and verdicts.

Run: python3 -m unittest discover -s conformance/tests -t conformance
(or from conformance/: python3 -m unittest discover tests). Where `tclsh`
is installed, the Tcl behaviour is also checked against the real
interpreter.
"""

import os
import shutil
import subprocess
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(
    __file__))))

from gccdg import categories  # noqa: E402
from gccdg import directives  # noqa: E402
from gccdg import execution  # noqa: E402
from gccdg import selectors  # noqa: E402
from gccdg import suite_layout  # noqa: E402
from gccdg import tcl  # noqa: E402
from gccdg import tcl_regexp  # noqa: E402

TCLSH = shutil.which("tclsh")


def tcl_eval(script):
    """Run a Tcl script with the real interpreter; return its stdout."""
    proc = subprocess.run([TCLSH], input=script.encode(), check=True,
                          stdout=subprocess.PIPE)
    return proc.stdout.decode()


class TclQuoting(unittest.TestCase):
    """Words of a directive follow Tcl's substitution rules."""

    def test_braces_keep_backslashes(self):
        self.assertEqual(tcl.split_command(r'{a\nb} c'), [r"a\nb", "c"])

    def test_quotes_substitute_backslashes(self):
        self.assertEqual(tcl.split_command(r'"a\nb\[c\]\.d"'),
                         ["a\nb[c].d"])

    def test_nested_braces(self):
        self.assertEqual(tcl.split_command("{ target { ! lp64 } } x"),
                         [" target { ! lp64 } ", "x"])

    def test_escaped_brace_does_not_nest(self):
        self.assertEqual(tcl.split_command(r"{a\{b}"), [r"a\{b"])

    def test_command_substitution_rejected(self):
        with self.assertRaises(tcl.TclError):
            tcl.split_command('"at [0-9]"')

    def test_variable_substitution_rejected(self):
        with self.assertRaises(tcl.TclError):
            tcl.split_command('"cost $x"')

    def test_lone_dollar_is_literal(self):
        self.assertEqual(tcl.split_command('"end$"'), ["end$"])

    def test_unbalanced_brace(self):
        with self.assertRaises(tcl.TclError):
            tcl.split_command("{abc")

    def test_hex_and_octal(self):
        self.assertEqual(tcl.split_command(r'"\x41\x4a2\101\u00e9"'),
                         ["AJ2A\u00e9"])

    def test_list_elements(self):
        self.assertEqual(tcl.split_list(' "-O0" {-fno-x -g} -w '),
                         ["-O0", "-fno-x -g", "-w"])

    def test_string_match(self):
        self.assertTrue(tcl.string_match("x86_64-*-*", "x86_64-pc-linux-gnu"))
        self.assertTrue(tcl.string_match("i?86-*-*", "i686-pc-linux-gnu"))
        self.assertFalse(tcl.string_match("*-*-mingw*",
                                          "x86_64-pc-linux-gnu"))

    @unittest.skipUnless(TCLSH, "tclsh not installed")
    def test_against_tclsh(self):
        samples = [r'"a\nb\[c\]\.d"', r'{a\nb\[c\]}', r'"\x41\x4a2\101"',
                   r'"tab\there"', r'{ x { y } }', r'"a\\b"']
        for sample in samples:
            # Tcl evaluates the word and prints it; we must agree.
            self.assertEqual(tcl_eval("puts -nonewline %s" % sample),
                             tcl.split_command(sample)[0], sample)


class RegexpTranslation(unittest.TestCase):
    """Tcl ARE semantics on top of Python's re."""

    def test_dot_matches_newline(self):
        self.assertTrue(tcl_regexp.tcl_search("a.b", "a\nb"))

    def test_dollar_is_end_of_string_only(self):
        self.assertFalse(tcl_regexp.tcl_search("ab$", "ab\n"))
        self.assertTrue(tcl_regexp.tcl_search("ab$", "xab"))

    def test_caret_is_start_of_string_only(self):
        self.assertFalse(tcl_regexp.tcl_search("^b", "a\nb"))

    def test_posix_class(self):
        self.assertTrue(tcl_regexp.tcl_search("[[:digit:]]+ x", "at 12 x"))
        self.assertFalse(tcl_regexp.tcl_search("^[[:alpha:]]+$", "ab1"))

    def test_bracket_with_escapes(self):
        self.assertTrue(tcl_regexp.tcl_search(r"a[\n\r]+b", "a\r\nb"))

    def test_word_boundaries(self):
        self.assertTrue(tcl_regexp.tcl_search(r"\mfoo\M", "a foo b"))
        self.assertFalse(tcl_regexp.tcl_search(r"\mfoo\M", "afoob"))

    def test_backspace_escape_is_not_a_boundary(self):
        self.assertTrue(tcl_regexp.tcl_search(r"a\bb", "a\bb"))
        self.assertFalse(tcl_regexp.tcl_search(r"a\bb", "a b"))

    def test_literal_director(self):
        self.assertTrue(tcl_regexp.tcl_search("***=a.(b", "xa.(b"))

    def test_leading_bracket_literal(self):
        self.assertTrue(tcl_regexp.tcl_search("[]x]", "]"))

    def test_invalid_escape(self):
        with self.assertRaises(tcl_regexp.TclRegexpError):
            tcl_regexp.translate(r"\q")

    @unittest.skipUnless(TCLSH, "tclsh not installed")
    def test_against_tclsh(self):
        cases = [("ab$", "ab\n"), ("a.b", "a\nb"), ("^b", "a\nb"),
                 (r"[[:digit:]]+\.[0-9]", "x 12.5"), (r"\mfoo\M", "afoob"),
                 (r"(a|ab)c", "abc"), (r"x\[1\]", "x[1]"),
                 (r"Error: .*end of file", "Fortran runtime Error: \r\nEnd "
                  "of file"), ("[^a]b", "\nb"), (r"a{2,3}", "aa")]
        for pattern, text in cases:
            script = "puts [regexp -- {%s} {%s}]" % (pattern, text)
            expected = tcl_eval(script).strip() == "1"
            self.assertEqual(tcl_regexp.tcl_search(pattern, text), expected,
                             pattern)


class DirectiveEvaluation(unittest.TestCase):
    """Applying directives in file order, as dg.exp does."""

    def eval(self, text, torture=("-O0",)):
        return directives.evaluate(text, list(torture), ["-pedantic-errors"])

    def test_output_concatenation_and_quoting(self):
        spec = self.eval(
            '! { dg-do run }\n'
            '! { dg-output "At line 5 of file .*foo.f90(\\n|\\r\\n|\\r)" }\n'
            '! { dg-output "Fortran runtime error: \\[x\\]" }\n'
            '! { dg-output {(\\n|\\r)+Done} }\n')
        self.assertEqual(spec.do_what, "run")
        self.assertEqual(spec.output_text,
                         "At line 5 of file .*foo.f90(\n|\r\n|\r)"
                         "Fortran runtime error: [x](\\n|\\r)+Done")
        self.assertTrue(tcl_regexp.tcl_search(
            spec.output_text, "At line 5 of file gfortran.dg/foo.f90\r\n"
            "Fortran runtime error: x\r\n\r\nDone\r\n"))

    def test_options_replace_default_and_additional_append(self):
        spec = self.eval('! { dg-options "-O2 -fdefault-real-8" }\n'
                         '! { dg-additional-options "-g" }\n'
                         '! { dg-additional-options "-mfoo" '
                         '{ target alpha*-*-* } }\n')
        self.assertEqual(spec.extra_flags, ["-O2", "-fdefault-real-8", "-g"])

    def test_skip_if_flags(self):
        spec = self.eval('! { dg-do run }\n'
                         '! { dg-skip-if "" { *-*-* } { "-O0" } { "" } }\n')
        self.assertEqual(spec.selected, "N")
        spec = self.eval('! { dg-do run }\n'
                         '! { dg-skip-if "" { *-*-* } { "-O0" } { "" } }\n',
                         torture=("-O2",))
        self.assertNotEqual(spec.selected, "N")

    def test_require_effective_target(self):
        self.assertNotEqual(self.eval(
            "! { dg-require-effective-target fortran_real_16 }").selected,
            "N")
        self.assertEqual(self.eval(
            "! { dg-require-effective-target ilp32 }").selected, "N")
        spec = self.eval("! { dg-require-effective-target frobnicator }")
        self.assertEqual(spec.selected, "N")
        self.assertEqual(spec.unknown_targets, ["frobnicator"])

    def test_do_run_with_selectors(self):
        self.assertEqual(self.eval("! { dg-do run { target fd_truncate } }")
                         .selected, "S")
        self.assertEqual(self.eval(
            "! { dg-do run { target { ! { *-*-mingw* *-*-cygwin* } } } }")
            .selected, "S")
        self.assertEqual(self.eval(
            "! { dg-do run { target { { i?86-*-* x86_64-*-* } && ia32 } } }")
            .selected, "N")
        self.assertEqual(self.eval("! { dg-do run { xfail *-*-* } }")
                         .expected, "F")

    def test_shouldfail_and_env(self):
        spec = self.eval('! { dg-do run }\n! { dg-shouldfail "bounds" }\n'
                         '! { dg-set-target-env-var GFORTRAN_X "y z" }\n')
        self.assertTrue(spec.shouldfail)
        self.assertEqual(spec.env, [("GFORTRAN_X", "y z")])

    def test_xfail_run_if_only_for_matching_flags(self):
        text = ('! { dg-do run }\n! { dg-xfail-run-if "m" '
                '{ powerpc-ibm-aix* *-*-mingw* } { "-O0" } }\n')
        self.assertEqual(self.eval(text).expected, "P")

    def test_additional_sources(self):
        spec = self.eval("! { dg-additional-sources a.c }\n")
        self.assertEqual(spec.additional_sources, ["a.c"])

    def test_directive_needs_blanks_inside_braces(self):
        self.assertEqual(list(directives.find_directives("!{dg-do run}")), [])

    def test_bad_quoting_is_unresolved(self):
        spec = self.eval('! { dg-output "x [y] z" }\n')
        self.assertTrue(spec.errors)


class Selectors(unittest.TestCase):
    def test_any_opts(self):
        self.assertTrue(selectors.process_target(
            "target { any-opts -O0 }", ["-O0"]) == "S")
        self.assertTrue(selectors.process_target(
            "target { no-opts -O0 }", ["-O2"]) == "S")

    def test_target_with_xfail(self):
        self.assertEqual(selectors.process_target(
            "target x86_64-*-* xfail *-*-*"), "F")
        self.assertEqual(selectors.process_target(
            "target powerpc-*-* xfail *-*-*"), "N")


class Verdicts(unittest.TestCase):
    """judge() follows dg-test: shouldfail inversion, output after pass."""

    def spec(self, text):
        return directives.evaluate("! { dg-do run }\n" + text, ["-O0"], [])

    def test_pass_and_fail(self):
        spec = self.spec("")
        ok = execution.RunOutcome(exit_code=0, output=b"hi\r\n")
        bad = execution.RunOutcome(exit_code=2, output=b"boom\r\n")
        self.assertEqual(execution.judge(spec, ok, "/s").code, "PASS")
        self.assertEqual(execution.judge(spec, bad, "/s").code, "FAIL")

    def test_shouldfail(self):
        spec = self.spec('! { dg-shouldfail "x" }\n')
        bad = execution.RunOutcome(exit_code=2)
        self.assertEqual(execution.judge(spec, bad, "/s").code, "PASS")
        hung = execution.RunOutcome(exit_code=-9, timed_out=True)
        self.assertEqual(execution.judge(spec, hung, "/s").code, "FAIL")

    def test_output_pattern_with_pruned_paths(self):
        spec = self.spec('! { dg-output "At line 3 of file foo.f90" }\n')
        out = execution.RunOutcome(
            exit_code=0, output=b"At line 3 of file /src/t/gcc/testsuite/"
            b"foo.f90\r\n")
        self.assertEqual(execution.judge(spec, out,
                                         "/src/t/gcc/testsuite").code, "PASS")
        out.output = b"At line 4 of file foo.f90\r\n"
        self.assertEqual(execution.judge(spec, out, "/s").code, "FAIL")


class Layout(unittest.TestCase):
    """Folder rules reproduce the .exp drivers."""

    def test_folders(self):
        self.assertEqual(suite_layout.folder_for("gfortran.dg/a.f90")
                         .default_flags, ("-pedantic-errors",))
        self.assertIsNone(suite_layout.folder_for("gfortran.dg/gomp/a.f90"))
        self.assertIsNotNone(suite_layout.folder_for(
            "gfortran.dg/c-interop/sub/a.f90"))
        self.assertIn("-ffast-math", suite_layout.folder_for(
            "gfortran.dg/vect/fast-math-x.f90").default_flags)
        self.assertIsNone(suite_layout.folder_for(
            "gfortran.dg/vect/mask-store-1.f90"))

    def test_run_candidates(self):
        self.assertTrue(suite_layout.is_run_candidate(
            "gfortran.dg/a.f90", "! { dg-do run }"))
        self.assertFalse(suite_layout.is_run_candidate(
            "gfortran.dg/a.f90", "! { dg-do compile }"))
        self.assertFalse(suite_layout.is_run_candidate(
            "gfortran.dg/g77/a.f90", "! { dg-do run }"))
        self.assertTrue(suite_layout.is_run_candidate(
            "gfortran.fortran-torture/execute/a.f90", "end"))


class Categories(unittest.TestCase):
    def test_classify(self):
        src = ("program p\n character(len=20) :: buf\n namelist /n/ x\n"
               " open(10, form='unformatted', access='stream')\n"
               " write(buf, '(i5)') 1\n read(10, *) x\n"
               " inquire(unit=10, opened=l)\nend\n")
        found = categories.classify([("t.f90", src)])
        for name in ("namelist", "unformatted", "stream", "internal units",
                     "edit descriptors", "list-directed read", "inquire"):
            self.assertIn(name, found)
        self.assertNotIn("direct", found)


if __name__ == "__main__":
    unittest.main()
