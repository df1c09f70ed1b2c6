# SPDX-License-Identifier: MIT
"""Locates (and on first use unpacks) gfortran's testsuite from gcc-12-source.

The tests are GPL and are never copied into the repository: they live in a
cache directory outside it (FTNIO_TESTSUITE_CACHE, default
~/.cache/ftnio/gcc-testsuite), unpacked once from Debian's tarball.
"""

import fcntl
import os
import subprocess

GCC_TARBALL = "/usr/src/gcc-12/gcc-12.2.0-dfsg.tar.xz"
GCC_TOPDIR = "gcc-12.2.0"
TESTSUITE_SUBDIR = GCC_TOPDIR + "/gcc/testsuite"
WANTED = ("gfortran.dg", "gfortran.fortran-torture")
STAMP = ".ftnio-unpacked"   # written after a complete unpack


def cache_root():
    """Return the cache directory (not created)."""
    env = os.environ.get("FTNIO_TESTSUITE_CACHE")
    if env:
        return os.path.abspath(env)
    return os.path.join(os.path.expanduser("~"), ".cache", "ftnio",
                        "gcc-testsuite")


def testsuite_dir(root=None):
    """Return .../gcc/testsuite inside the cache."""
    return os.path.join(root or cache_root(), TESTSUITE_SUBDIR)


def _install_source_package(log):
    """apt-get install gcc-12-source; needs root (CI and dev machines are)."""
    log("ftnio: installing gcc-12-source (needed once for the testsuite)")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    cmd = ["apt-get", "install", "-y", "-q", "gcc-12-source"]
    if subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL).returncode:
        # The package lists may be missing on a fresh machine.
        subprocess.run(["apt-get", "update", "-q"], env=env,
                       stdout=subprocess.DEVNULL, check=False)
        subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL, check=True)


def ensure_testsuite(log=lambda msg: None):
    """Unpack the gfortran tests into the cache if needed; return the path.

    A lock file serialises concurrent callers (lit workers, parallel runs).
    """
    root = cache_root()
    os.makedirs(root, exist_ok=True)
    stamp = os.path.join(root, STAMP)
    if os.path.exists(stamp):
        return testsuite_dir(root)
    with open(os.path.join(root, ".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if os.path.exists(stamp):
            return testsuite_dir(root)
        if not os.path.exists(GCC_TARBALL):
            _install_source_package(log)
        log("ftnio: unpacking the gfortran testsuite into " + root)
        patterns = ["%s/%s/*" % (TESTSUITE_SUBDIR, w) for w in WANTED]
        subprocess.run(["tar", "-xJf", GCC_TARBALL, "-C", root,
                        "--wildcards"] + patterns, check=True)
        with open(stamp, "w") as out:
            out.write(GCC_TARBALL + "\n")
    return testsuite_dir(root)
