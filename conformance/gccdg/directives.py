# SPDX-License-Identifier: MIT
"""Reads the DejaGnu directives of one test and decides how to run it.

Directive lines are found as dg.exp's dg-get-options finds them (a line
holding `{ dg-NAME args }`), their arguments are split with Tcl's rules
(tcl.split_command), and each directive is applied in file order, exactly
as DejaGnu's procs would update dg-do-what, dg-extra-tool-flags and the
other per-test state. Directives that only concern compile-time messages
or post-run dump scans (dg-warning, dg-final, ...) do not affect the run
verdict and are ignored.
"""

import dataclasses
import re

from . import selectors
from . import tcl

_LINE_RE = re.compile(r"\{[ \t]+(dg-[-a-z]+)[ \t]+(.*)[ \t]+\}")

# Directives that never change whether or how a run test executes.
_IGNORED = {
    "dg-warning", "dg-error", "dg-message", "dg-bogus", "dg-final",
    "dg-prune-output", "dg-excess-errors", "dg-allow-blank-lines-in-output",
    "dg-require-visibility", "dg-note", "dg-ice", "dg-xfail-if",
    "dg-lto-do", "dg-lto-options",
}
# add_options_for_* of target-supports.exp that are no-ops on x86_64-linux
# (bind_pic_locally postpones -fPIE, which is the Debian default anyway).
_ADD_OPTIONS = {"ieee": [], "bind_pic_locally": ["-fPIE"]}


@dataclasses.dataclass
class TestSpec:
    """Everything DejaGnu would know about a test after its directives."""
    do_what: str = "compile"          # dg-do action: run/compile/link/...
    selected: str = ""                # "", "S" or "N" (N: unsupported)
    expected: str = "P"               # "P" pass, "F" expected to fail
    extra_flags: list = dataclasses.field(default_factory=list)
    postponed_flags: list = dataclasses.field(default_factory=list)
    additional_sources: list = dataclasses.field(default_factory=list)
    aux_modules: list = dataclasses.field(default_factory=list)
    env: list = dataclasses.field(default_factory=list)  # (name, value)
    shouldfail: bool = False          # a non-zero exit is the pass outcome
    output_expected: str = "P"        # P/F for the output pattern test
    output_text: object = None        # None: no dg-output; else the regexp
    timeout_factor: float = 1.0       # dg-timeout-factor
    skip_reason: str = ""             # why selected became "N"
    errors: list = dataclasses.field(default_factory=list)  # unresolved
    unknown_targets: list = dataclasses.field(default_factory=list)


def find_directives(text):
    """Yield (line number, name, raw argument text) for each directive."""
    for number, line in enumerate(text.split("\n"), start=1):
        match = _LINE_RE.search(line)
        if match:
            yield number, match.group(1), match.group(2)


class _Evaluator:
    """Applies directives to a TestSpec; one method per directive."""

    def __init__(self, spec, torture_flags):
        self.spec = spec
        self.torture_flags = list(torture_flags)

    def flags(self):
        """current_compiler_flags: extra tool flags plus torture flags."""
        return self.spec.extra_flags + self.torture_flags

    def skip(self, reason):
        """Mark the test unsupported (dg-do-what selected = N)."""
        if self.spec.selected != "N":
            self.spec.selected = "N"
            self.spec.skip_reason = reason

    def dg_do(self, args):
        spec = self.spec
        if len(args) not in (1, 2):
            raise tcl.TclError("dg-do: wrong number of arguments")
        if args[0] not in ("preprocess", "compile", "assemble", "link",
                           "run"):
            raise tcl.TclError("dg-do: syntax error")
        action = args[0]
        if len(args) == 1:
            spec.selected, spec.expected = "S", "P"
        else:
            verdict = selectors.process_target(args[1], self.flags())
            if verdict == "S":
                spec.selected = "S"
            elif verdict == "N":
                if spec.selected != "S":
                    spec.selected = "N"
                    spec.skip_reason = "dg-do " + args[1].strip()
                else:
                    action = spec.do_what
            elif verdict == "F":
                spec.expected = "F"
        spec.do_what = action

    def _options_selected(self, args, name):
        if len(args) < 2:
            return True
        verdict = selectors.process_target(args[1], self.flags())
        if verdict in ("F", "P"):
            raise tcl.TclError(name + ": `xfail' not allowed here")
        return verdict == "S"

    def dg_options(self, args):
        if self._options_selected(args, "dg-options"):
            self.spec.extra_flags = tcl.split_list(args[0] if args else "")

    def dg_additional_options(self, args):
        if self._options_selected(args, "dg-additional-options"):
            self.spec.extra_flags += tcl.split_list(args[0] if args else "")

    def dg_add_options(self, args):
        for feature in args:
            if feature not in _ADD_OPTIONS:
                raise tcl.TclError("Unrecognized option type: " + feature)
            self.spec.postponed_flags += _ADD_OPTIONS[feature]

    def dg_additional_sources(self, args):
        self.spec.additional_sources = tcl.split_list(args[0] if args
                                                      else "")

    def dg_compile_aux_modules(self, args):
        if len(args) != 1:
            raise tcl.TclError("dg-compile-aux-modules: needs one argument")
        self.spec.aux_modules += tcl.split_list(args[0])

    def dg_set_target_env_var(self, args):
        if len(args) != 2:
            raise tcl.TclError("dg-set-target-env-var: need two arguments")
        self.spec.env.append((args[0], args[1]))

    def dg_shouldfail(self, args):
        if self.spec.selected == "N":
            return
        if len(args) > 1:
            if selectors.selected_by(args[1], self.flags()) and \
                    selectors.check_flags(args[1:], self.flags()):
                self.spec.shouldfail = True
        else:
            self.spec.shouldfail = True

    def dg_skip_if(self, args):
        if len(args) < 2 or len(args) > 4:
            raise tcl.TclError("dg-skip-if: need 2, 3, or 4 arguments")
        if self.spec.selected == "N":
            return
        if selectors.selected_by(args[1], self.flags()) and \
                selectors.check_flags(args[1:], self.flags()):
            self.skip("dg-skip-if " + args[0])

    def dg_xfail_run_if(self, args):
        if len(args) < 2 or len(args) > 4:
            raise tcl.TclError("dg-xfail-run-if: need 2, 3, or 4 arguments")
        if self.spec.selected == "N":
            return
        if selectors.selected_by(args[1], self.flags()) and \
                selectors.check_flags(args[1:], self.flags()):
            self.spec.selected, self.spec.expected = "S", "F"

    def dg_require_effective_target(self, args):
        if len(args) not in (1, 2):
            raise tcl.TclError("dg-require-effective-target: syntax error")
        if self.spec.selected == "N":
            return
        if len(args) == 2 and \
                selectors.process_target_1(args[1], self.flags()) == "N":
            return
        if not selectors.is_effective_target(args[0]):
            self.skip("effective target " + args[0])

    def dg_output(self, args):
        if len(args) not in (1, 2):
            raise tcl.TclError("dg-output: too many arguments")
        expected = self.spec.output_expected
        if len(args) == 2:
            verdict = selectors.process_target(args[1], self.flags())
            if verdict == "N":
                return
            if verdict == "F":
                expected = "F"
        self.spec.output_expected = expected
        # Successive directives are concatenated with no separator.
        self.spec.output_text = (self.spec.output_text or "") + args[0]

    def dg_timeout_factor(self, args):
        self.spec.timeout_factor = float(args[0])


def evaluate(text, torture_flags=(), default_flags=(), do_default="compile"):
    """Apply the directives of a test source to a fresh TestSpec."""
    spec = TestSpec(do_what=do_default, extra_flags=list(default_flags))
    evaluator = _Evaluator(spec, torture_flags)
    for number, name, raw in find_directives(text):
        if name in _IGNORED:
            continue
        method = getattr(evaluator, name.replace("-", "_"), None)
        try:
            if method is None:
                raise tcl.TclError("unknown dg option: " + name)
            method(tcl.split_command(raw))
        except selectors.UnknownEffectiveTarget as unknown:
            spec.unknown_targets.append(unknown.keyword)
            evaluator.skip("unknown effective target " + unknown.keyword)
        except (tcl.TclError, ValueError, IndexError) as err:
            spec.errors.append("line %d: %s: %s" % (number, name, err))
    return spec
