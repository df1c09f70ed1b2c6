# SPDX-License-Identifier: MIT
# lit configuration of the Fortran differential suite (see README.md).
#
# Parameters (--param NAME=VALUE) or environment variables:
#   ftnio_libdir   / FTNIO_LIBDIR   directory holding libftnio.so (required)
#   fc             / FC             gfortran to use (default gfortran)
#   llvm_dir       / FTNIO_LLVM_DIR the LLVM 14 install folder (default
#                                   /usr/lib/llvm-14, as scripts/llvm.sh)
#   filecheck      / FILECHECK      FileCheck (default <llvm_dir>/bin/FileCheck)
#   ftnio_exec_root                 where lit puts Output/ (default: next to libdir)
#   fdiff_timeout                   seconds per program run (default 60)
#   sanitize       / FTNIO_SANITIZE the -fsanitize= list libftnio.so was built
#                                   with (sanitizer builds, scripts/sanitize.sh)
#   memcheck       / FTNIO_MEMCHECK 1: every %fdiff test also runs its program
#                                   under Valgrind memcheck (scripts/memcheck.sh)
#   ftnio_run_script                the ftnio-run script to test (default:
#                                   <libdir>/../ftnio-run, the build tree's)

import os
import shlex
import shutil
import subprocess
import sys

import lit.formats

config.name = "ftnio-fortran"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".f90", ".f", ".F90", ".test"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
config.excludes = ["Inputs", "README.md"]


def param(name, env_name=None, default=None):
    value = lit_config.params.get(name)
    if value is None and env_name:
        value = os.environ.get(env_name)
    return value if value not in (None, "") else default


libdir = param("ftnio_libdir", "FTNIO_LIBDIR")
if not libdir:
    lit_config.fatal("set --param ftnio_libdir=<dir containing libftnio.so> "
                     "(or FTNIO_LIBDIR)")
libdir = os.path.abspath(libdir)
ftnio_lib = os.path.join(libdir, "libftnio.so")
if not os.path.exists(ftnio_lib):
    lit_config.fatal("no libftnio.so in %s (build it: ninja -C <build> ftnio)"
                     % libdir)

fc = param("fc", "FC", "gfortran")
fc_path = shutil.which(fc)
if not fc_path:
    lit_config.fatal("Fortran compiler not found: %s" % fc)
llvm_dir = param("llvm_dir", "FTNIO_LLVM_DIR", "/usr/lib/llvm-14")
filecheck = param("filecheck", "FILECHECK",
                  os.path.join(llvm_dir, "bin", "FileCheck"))
if not os.path.exists(filecheck):
    lit_config.fatal("FileCheck not found: %s" % filecheck)
timeout = param("fdiff_timeout", None, "60")

# Keep lit's Output/ directories out of the source tree.
config.test_exec_root = os.path.abspath(param(
    "ftnio_exec_root", None,
    os.path.join(os.path.dirname(libdir), "fortran_tests")))

# FileCheck, not and count are found on PATH, FileCheck's own folder first.
tool_dirs = [os.path.dirname(os.path.abspath(filecheck)),
             os.path.join(llvm_dir, "bin")]
config.environment["PATH"] = os.pathsep.join(
    tool_dirs + [config.environment.get("PATH", os.environ.get("PATH", ""))])
config.environment["FTNIO_LIBDIR"] = libdir
config.environment["FC"] = fc_path
config.environment["LANG"] = "C"
# No GFORTRAN_* setting of the caller may leak into %gfortran runs.
for key in list(config.environment):
    if key.startswith("GFORTRAN_"):
        del config.environment[key]

tools = os.path.join(config.test_source_root, "tools")
python = shlex.quote(sys.executable)
sanitize = param("sanitize", "FTNIO_SANITIZE", "")
memcheck = param("memcheck", "FTNIO_MEMCHECK", "0") not in ("0", "")
fdiff = "%s %s --libdir=%s --fc=%s --timeout=%s --sanitize=%s%s" % (
    python, shlex.quote(os.path.join(tools, "fdiff.py")),
    shlex.quote(libdir), shlex.quote(fc_path), timeout, shlex.quote(sanitize),
    " --memcheck" if memcheck else "")
if memcheck:
    if sanitize:
        lit_config.fatal("memcheck=1 needs a libftnio.so without sanitizers")
    if not shutil.which("valgrind"):
        lit_config.fatal("memcheck=1: valgrind not found "
                         "(apt-get install valgrind)")
    config.available_features.add("memcheck")


def sanitizer_runtimes():
    """Real paths of the runtimes a sanitized libftnio.so needs first."""
    names = {"address": "libasan.so", "undefined": "libubsan.so",
             "thread": "libtsan.so"}
    paths = []
    for name in filter(None, sanitize.split(",")):
        out = subprocess.run([fc_path, "-print-file-name=" + names[name]],
                             stdout=subprocess.PIPE, check=False).stdout
        paths.append(os.path.realpath(out.decode().strip()))
    return paths


# Tests that run programs themselves use %ftnio_preload as LD_PRELOAD and
# %ftnio_link to link: in a sanitizer build both put its runtime first.
ftnio_link = ("%s-L%s -Wl,--push-state,--no-as-needed -lftnio -Wl,--pop-state "
              "-Wl,-rpath,%s" % ("-fsanitize=%s " % sanitize if sanitize else "",
                                 shlex.quote(libdir), shlex.quote(libdir)))
ftnio_preload = ":".join(sanitizer_runtimes() + [ftnio_lib])
# The fault-injection shim (tools/fault/fault_shim.c), alone for libgfortran
# runs and before libftnio.so for ftnio runs.
fault_shim = os.path.join(libdir, "ftnio_fault_shim.so")
fault_preload = ":".join(sanitizer_runtimes() + [fault_shim, ftnio_lib])
if os.path.exists(fault_shim):
    config.available_features.add("fault_shim")
if sanitize:
    config.available_features.add("sanitize")
    supp = os.path.join(tools, "sanitizer")
    config.environment["ASAN_OPTIONS"] = "detect_leaks=1:halt_on_error=1"
    config.environment["LSAN_OPTIONS"] = "suppressions=" + os.path.join(
        supp, "lsan.supp")
    config.environment["UBSAN_OPTIONS"] = "print_stacktrace=1:halt_on_error=1"
    config.environment["TSAN_OPTIONS"] = "halt_on_error=1:suppressions=" + \
        os.path.join(supp, "tsan.supp")

# Longer names first: lit substitutes in list order and %ftnio_lib is a
# prefix of %ftnio_libdir.
config.substitutions.append(("%faultrun", "%s %s --libdir=%s --fc=%s --sanitize=%s" % (
    python, shlex.quote(os.path.join(tools, "faultrun.py")),
    shlex.quote(libdir), shlex.quote(fc_path), shlex.quote(sanitize))))
config.substitutions.append(("%ftnio-run", fdiff + " --ftnio-only"))
# MPI and coarray programs (mpi/): mpidiff.py runs them under mpirun/cafrun.
config.substitutions.append(("%mpidiff", "%s %s --libdir=%s --timeout=%s" % (
    python, shlex.quote(os.path.join(tools, "mpidiff.py")),
    shlex.quote(libdir), param("mpi_timeout", None, "120"))))
config.substitutions.append(("%fdiff", fdiff))
config.substitutions.append(("%ftnio_libdir", shlex.quote(libdir)))
# CMake generates the build tree's ftnio-run at the top of the build folder.
ftnio_run_script = os.path.abspath(param(
    "ftnio_run_script", None, os.path.join(os.path.dirname(libdir),
                                           "ftnio-run")))
if os.access(ftnio_run_script, os.X_OK):
    config.available_features.add("ftnio_run_script")
config.substitutions.append(("%ftnio_run_script", shlex.quote(ftnio_run_script)))
config.substitutions.append(("%ftnio_preload", shlex.quote(ftnio_preload)))
config.substitutions.append(("%ftnio_link", ftnio_link))
config.substitutions.append(("%fault_preload", shlex.quote(fault_preload)))
config.substitutions.append(("%fault_shim", shlex.quote(fault_shim)))
config.substitutions.append(("%ftnio_lib", shlex.quote(ftnio_lib)))
# %fcheck: exact lines.  The text after "CHECK:" is the whole output line,
# leading blanks included (list-directed records start with a blank).
config.substitutions.append(("%fcheck", shlex.quote(filecheck) +
                             " --strict-whitespace --match-full-lines"))
config.substitutions.append(("%FileCheck", shlex.quote(filecheck)))
config.substitutions.append(("%gfortran", shlex.quote(fc_path)))
config.substitutions.append(("%check_lines", "%s %s" % (
    python, shlex.quote(os.path.join(tools, "check_lines.py")))))
config.substitutions.append(("%python", python))


def compiles(flags):
    """True when a trivial program builds with the given extra flags."""
    probe = "print *, 1\nend\n"
    try:
        proc = subprocess.run([fc_path, *flags, "-x", "f95", "-", "-o",
                               os.devnull], input=probe.encode(),
                              stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL, timeout=60)
        return proc.returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


if compiles(["-fopenmp"]):
    config.available_features.add("openmp")
if compiles(["-fsanitize=address"]):
    config.available_features.add("asan")
if compiles(["-fcheck=bounds"]):
    config.available_features.add("fcheck")
# Opt-in tests that write gigabytes (--param long=1).
if param("long", "FTNIO_LONG_TESTS", "0") not in ("0", ""):
    config.available_features.add("long")
if shutil.which("nm"):
    config.available_features.add("nm")
if shutil.which("valgrind"):
    config.available_features.add("valgrind")
# Debian's openmpi-bin + libopenmpi-dev, libcoarrays-openmpi-dev (deps.sh).
if shutil.which("mpifort") and shutil.which("mpirun"):
    config.available_features.add("mpi")
if shutil.which("caf") and shutil.which("cafrun"):
    config.available_features.add("coarray")
