# SPDX-License-Identifier: MIT
"""Which testsuite folders hold run tests, and the flags their .exp use.

Each entry reproduces the driver (.exp file) of one folder: the file glob,
the default extra flags (DEFAULT_FFLAGS or the folder's own), the flags
that replace the torture option list, and dg-do's default action. Folders
without run tests (gomp, goacc, analyzer, debug) and those needing another
driver (lto: dg-lto-do, prof: two-pass profile feedback) are not listed;
see conformance/README.md.
"""

import dataclasses
import fnmatch
import os
import re

_FORTRAN_SUFFIX = re.compile(r"\.[fF](90|95|03|08)?$")
_RUN_RE = re.compile(r"dg-do\s+run\b")


@dataclasses.dataclass(frozen=True)
class Folder:
    """How one folder's .exp file runs its tests."""
    default_flags: tuple = ("-pedantic-errors",)  # when no dg-options
    torture: bool = True          # use the harness's torture flags
    fixed_flags: tuple = ()       # flags the .exp adds to every test
    do_default: str = "compile"   # dg-do-what-default
    recursive: bool = False       # c-interop uses `find`
    suffix_re: object = _FORTRAN_SUFFIX
    directives: bool = True       # False for fortran-torture (no dg-)
    name_glob: str = "*"          # restrict to matching file names
    torture_prefix: tuple = ()    # torture-execute adds "-w"


_VECT_FLAGS = ("-O2", "-ftree-vectorize", "-fvect-cost-model=unlimited",
               "-fdump-tree-vect-details", "-msse2")

FOLDERS = {
    "gfortran.dg": Folder(),
    "gfortran.dg/g77": Folder(suffix_re=re.compile(r"\.[fF]$")),
    "gfortran.dg/c-interop": Folder(default_flags=("-Werror",),
                                    recursive=True),
    # caf.exp runs each test twice (-fcoarray=single and -fcoarray=lib
    # -lcaf_single), both at -O2; only the single-image variant is used.
    "gfortran.dg/coarray": Folder(default_flags=(), torture=False,
                                  fixed_flags=("-fcoarray=single", "-O2",
                                               "-latomic")),
    "gfortran.dg/ieee": Folder(default_flags=(
        "-pedantic-errors", "-fno-unsafe-math-optimizations",
        "-frounding-math", "-fsignaling-nans")),
    "gfortran.dg/asan": Folder(default_flags=(),
                               fixed_flags=("-fsanitize=address",)),
    "gfortran.dg/ubsan": Folder(default_flags=()),
    "gfortran.dg/guality": Folder(default_flags=()),
    "gfortran.dg/graphite": Folder(default_flags=()),
    "gfortran.dg/vect": Folder(default_flags=_VECT_FLAGS, do_default="run"),
    "gfortran.fortran-torture/execute": Folder(
        default_flags=(), directives=False, do_default="run",
        torture_prefix=("-w",)),
}
# graphite.exp runs run-id-* files with its own flags and dg-do run default.
GRAPHITE_RUN_ID = Folder(default_flags=("-O2", "-fgraphite-identity"),
                         do_default="run")
# vect.exp: one glob per flag set (the most specific first); a file that
# matches none is not run. dg-do defaults to run on SSE2 hardware.
VECT_GLOBS = (
    ("fast-math-real8*", ("-ffast-math", "-fdefault-real-8")),
    ("no-fre-no-copy-prop-O3-*", ("-fno-tree-copy-prop", "-fno-tree-fre",
                                  "-O3")),
    ("vect-*", ()), ("pr*", ()), ("fast-math-*", ("-ffast-math",)),
    ("cost-model-*", ("-fvect-cost-model=dynamic",)),
    ("no-vfa-*", ("--param", "vect-max-version-for-alias-checks=0")),
    ("O3-*", ("-O3",)), ("Ofast-*", ("-Ofast",)),
)


def folder_for(rel_path):
    """Return the Folder rules for a test path relative to the suite root."""
    directory = os.path.dirname(rel_path)
    base = os.path.basename(rel_path)
    if directory == "gfortran.dg/graphite" and base.startswith("run-id-"):
        return GRAPHITE_RUN_ID
    if directory == "gfortran.dg/vect":
        for glob, extra in VECT_GLOBS:
            if fnmatch.fnmatch(base, glob):
                return dataclasses.replace(
                    FOLDERS[directory],
                    default_flags=FOLDERS[directory].default_flags + extra)
        return None
    while directory:
        if directory in FOLDERS:
            rules = FOLDERS[directory]
            if directory == os.path.dirname(rel_path) or rules.recursive:
                return rules
            return None
        directory = os.path.dirname(directory)
    return None


def is_run_candidate(rel_path, text):
    """True when DejaGnu would consider running this file's program."""
    rules = folder_for(rel_path)
    if rules is None or not rules.suffix_re.search(rel_path):
        return False
    if not fnmatch.fnmatch(os.path.basename(rel_path), rules.name_glob):
        return False
    if not rules.directives:
        return True
    if _RUN_RE.search(text):
        return True
    return rules.do_default == "run" and "dg-do" not in text


def test_id(rel_path):
    """The stable identifier used in expected_pass.txt and reports."""
    return rel_path.replace(os.sep, "/")
