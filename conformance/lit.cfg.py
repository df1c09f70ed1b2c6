# SPDX-License-Identifier: MIT
# lit configuration: gfortran's DejaGnu run tests, judged against ftnio.
#
# Parameters (lit --param NAME=VALUE; run_gfortran_dg.py sets them):
#   libdir=DIR        folder holding libftnio.so (required for ftnio runs)
#   mode=linked|preload|both
#   all=1             also compare tests without I/O entry points
#   torture=FLAGS     flags replacing DejaGnu's torture list (default -O0)
#   timeout=SECONDS   per program run (default 30)
#   workdir=DIR       scratch folders (default ~/.cache/ftnio/gccdg-work)
#   verdict_cache=DIR libgfortran verdict cache ("" disables it)
#   expectations=FILE list of tests ftnio must pass
#   extra_preload=LIB also preload LIB in ftnio runs (harness self-checks)
#   keep=1            keep scratch folders of passing tests
# noqa: F821 (lit injects `config` and `lit_config`)

import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from gccdg import lit_format  # noqa: E402
from gccdg import testcase  # noqa: E402
from gccdg import testsuite_cache  # noqa: E402
from gccdg import verdict_cache  # noqa: E402

params = lit_config.params  # noqa: F821
here = os.path.dirname(os.path.abspath(__file__))
ftnio_cache = os.path.join(os.path.expanduser("~"), ".cache", "ftnio")


def _param(name, default=""):
    return params.get(name, default)


def _compiler_id(compiler):
    out = subprocess.run([compiler, "--version"], stdout=subprocess.PIPE,
                         check=True).stdout.decode()
    return out.splitlines()[0]


def _expected(path):
    if not path or not os.path.exists(path):
        return set()
    with open(path, encoding="utf-8") as handle:
        return {line.strip() for line in handle
                if line.strip() and not line.startswith("#")}


mode = _param("mode", "linked")
modes = ("linked", "preload") if mode == "both" else (mode,)
if any(m not in ("linked", "preload") for m in modes):
    lit_config.fatal("mode must be linked, preload or both")  # noqa: F821
libdir = os.path.abspath(_param("libdir")) if _param("libdir") else ""
if not libdir or not os.path.exists(os.path.join(libdir, "libftnio.so")):
    lit_config.fatal(  # noqa: F821
        "param libdir must name a folder with libftnio.so")

suite_root = testsuite_cache.ensure_testsuite(lit_config.note)  # noqa: F821
work_root = os.path.abspath(_param("workdir",
                                   os.path.join(ftnio_cache, "gccdg-work")))
os.makedirs(work_root, exist_ok=True)
cache_dir = _param("verdict_cache", os.path.join(ftnio_cache,
                                                 "gccdg-verdicts"))
compiler = _param("compiler", "gfortran")

context = testcase.Context(
    suite_root=suite_root, work_root=work_root, libdir=libdir, modes=modes,
    run_all=_param("all") == "1",
    torture=tuple(_param("torture", "-O0").split()),
    timeout=float(_param("timeout", "30")), compiler=compiler,
    compiler_id=_compiler_id(compiler),
    cache=verdict_cache.VerdictCache(cache_dir, enabled=bool(cache_dir)),
    extra_preload=_param("extra_preload"), keep=_param("keep") == "1")

config.name = "gfortran-dg"  # noqa: F821
config.test_format = lit_format.GccDgFormat(  # noqa: F821
    context, _expected(_param("expectations",
                              os.path.join(here, "expected_pass.txt"))))
config.suffixes = []  # noqa: F821
config.test_source_root = suite_root  # noqa: F821
config.test_exec_root = work_root  # noqa: F821
