# SPDX-License-Identifier: MIT
"""DejaGnu target selectors and GCC effective targets, for x86_64-linux-gnu.

Mirrors gcc/testsuite/lib/target-supports-dg.exp: a selector is
`target|xfail` followed by triplet globs, an effective-target keyword, or a
braced expression using `!`, `&&`, `||`, `any-opts` and `no-opts`. Effective
targets are answered from a fixed table describing this machine (GCC 12 on
x86_64 Debian); a keyword outside the table is reported as unknown so the
caller can decide conservatively and count it.
"""

from . import tcl

TARGET_TRIPLET = "x86_64-pc-linux-gnu"

# Effective targets true/false for gfortran 12 on x86_64-linux-gnu (glibc,
# libquadmath, libatomic, libcaf_single and the sanitizers are installed).
EFFECTIVE_TARGETS = {
    "fortran_real_10": True, "fortran_real_16": True,
    "fortran_large_real": True, "fortran_large_int": True,
    "fortran_integer_16": True, "fortran_real_c_float128": True,
    "fortran_largest_fp_has_sqrt": True, "fortran_ieee": True,
    "fortran_long_double": True,
    "fd_truncate": True, "c99_runtime": True, "lp64": True,
    "ilp32": False, "ia32": False, "x32": False, "llp64": False,
    "libatomic_available": True, "lto": True, "stdint_types": True,
    "static_libgfortran": True, "issignaling": True, "sse2_runtime": True,
    "sse2": True, "avx_runtime": False, "vect_double": True,
    "vect_intdouble_cvt": True, "vect_int": True, "vect_float": True,
    "newlib": False, "arm_eabi": False, "fpic": True, "pie": True,
    "fopenmp": True, "fopenacc": False, "pthread": True,
    "fsanitize_address": True, "fsanitize_undefined": True,
    "native": True, "stdint_types_mbig_endian": False,
    "large_long_double": True, "longdouble128": False,
    "ppc_float128_sw": False, "ppc_float128_hw": False,
    "powerpc_ibm_long_double": False, "ieee_denormal": True,
    "mmap": True, "fd_truncate_alt": True, "tls": True, "tls_runtime": True,
    "mkfifo": True, "fork": True, "dfp": False, "le": True, "be": False,
}


class UnknownEffectiveTarget(Exception):
    """Raised for an effective-target keyword missing from the table."""

    def __init__(self, keyword):
        super().__init__(keyword)
        self.keyword = keyword


def is_effective_target(keyword):
    """Return the truth of an effective-target keyword or raise Unknown."""
    if keyword not in EFFECTIVE_TARGETS:
        raise UnknownEffectiveTarget(keyword)
    return EFFECTIVE_TARGETS[keyword]


def _is_keyword(text):
    """A lone word that names an effective target (not a triplet glob)."""
    return (text.replace("_", "").isalnum() and text != "native")


def _brace_if_needed(text):
    """What Tcl's `list target $x` does to x: brace it if it has spaces."""
    return "{%s}" % text if (not text or any(c in text for c in " \t\n")) \
        else text


def _triplets_match(words):
    """saved-dg-process-target: any triplet glob (or `native`) matches."""
    hit = False
    for word in words:
        if word.count("-") < 2 and word != "native":
            raise tcl.TclError("syntax error in target selector: " + word)
        if word == "native" or tcl.string_match(word, TARGET_TRIPLET):
            hit = True
    return hit


def _process_rest(rest, flags):
    """dg-process-target-1 after `target`/`xfail`: True when selected."""
    rest = rest.strip()
    if _is_keyword(rest):
        return is_effective_target(rest)
    if rest.startswith("{") and rest.endswith("}"):
        return _expression(tcl.lindex(rest, 0), flags)
    return _triplets_match(tcl.split_list(rest))


def _operand(op, flags):
    """selector_opd: evaluates `target $op` (op braced when it has spaces)."""
    return _process_rest(_brace_if_needed(op), flags)


def _expression(exp, flags):
    """selector_expression of target-supports-dg.exp."""
    items = tcl.split_list(exp)
    if len(items) >= 2 and items[0] == "any-opts":
        return any(flag_match(opt, flags) for opt in items[1:])
    if len(items) >= 2 and items[0] == "no-opts":
        return not any(flag_match(opt, flags) for opt in items[1:])
    if len(items) == 2 and items[0] == "!":
        return not _operand(items[1], flags)
    if len(items) == 3 and items[1] in ("&&", "||"):
        left = _operand(items[0], flags)
        right = _operand(items[2], flags)
        return (left and right) if items[1] == "&&" else (left or right)
    return _process_rest(" ".join(items), flags)


def process_target_1(selector, flags=()):
    """dg-process-target-1: returns "S"/"N" for target, "F"/"P" for xfail."""
    selector = selector.strip()
    for what, yes, no in (("target", "S", "N"), ("xfail", "F", "P")):
        if selector.startswith(what + " ") or selector.startswith(what + "{"):
            return yes if _process_rest(selector[len(what):], flags) else no
    raise tcl.TclError("syntax error in target selector: " + selector)


def process_target(selector, flags=()):
    """GCC's replacement dg-process-target (handles `target X xfail Y`)."""
    selector = selector.strip()
    if selector.startswith("target ") and " xfail " in selector:
        cut = selector.index("xfail")
        if process_target_1(selector[:cut], flags) == "N":
            return "N"
        return process_target_1(selector[cut:], flags)
    return process_target_1(selector, flags)


def selected_by(target_list, flags=()):
    """`dg-process-target-1 [list target $target_list] == "S"`."""
    return process_target_1("target " + _brace_if_needed(target_list),
                            flags) == "S"


def flag_match(option_group, flags):
    """check_conditional_xfail's test: all globs of the group are present.

    The flags string is matched as in DejaGnu: " $flag " must glob-match
    somewhere in " toolname <flags> ".
    """
    haystack = " toolname " + " ".join(flags) + " "
    wanted = tcl.split_list(option_group)
    return all(tcl.string_match("* %s *" % opt, haystack) for opt in wanted)


def check_flags(args, flags):
    """target-supports-dg.exp check-flags: include/exclude option lists.

    args are the directive arguments after the message: [selector,
    include-opts, exclude-opts]; defaults are "*" and "".
    """
    includes = args[1] if len(args) > 1 else "*"
    excludes = args[2] if len(args) > 2 else ""
    if includes.strip() == "*" and excludes.strip() == "":
        return True
    include_groups = tcl.split_list(includes)
    hit = not include_groups or any(flag_match(group, flags)
                                    for group in include_groups)
    excl = any(flag_match(group, flags) for group in tcl.split_list(excludes)
               if group.strip())
    return hit and not excl
