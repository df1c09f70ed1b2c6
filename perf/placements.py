# SPDX-License-Identifier: MIT
# Fresh copies of each side's program and runtime library, one per timed repetition (perf/run).
"""Where a side's code lies in memory, averaged over repetitions.

On the virtual machines perf/ runs on, one library file can run a tenth
faster or slower than a byte-identical copy of it, depending on where its
pages lie in the page cache (perf/README.md, "Where a library's pages
lie").  Timing every repetition of a side with the same file would put
that placement into every median and every ratio.  perf/run therefore
times repetition r of a side with its (r mod K)-th copy: its program and
the shared library that does its I/O (libgfortran.so.5, libftnio.so.0 or
libftnio_flang.so.0), loaded through LD_LIBRARY_PATH, so that a median
is taken over K placements.

The copies are made once, before the first timed run, and flushed to the
disk: copies made right before each run, still dirty in the page cache,
were written back during the direct-access rows and slowed them by up to
a half.  After copying, ldd must show the copy loaded, or the side's
placements are refused.
"""
import os
import re
import shutil
import subprocess

# The library whose placement is averaged, by the prefix of its soname:
# the one that does the side's I/O.  A side not named here (flang, whose
# runtime is linked into the program) has only its program copied.
IO_LIBRARY = {"libgfortran": "libgfortran.so",
              "ftnio": "libftnio.so",
              "ftnio_base": "libftnio.so",
              "ftnio_flang": "libftnio_flang.so"}


def loaded(exe, env):
    """soname -> path of every library the dynamic linker loads for exe in
    env (ldd)."""
    out = subprocess.run(["ldd", exe], capture_output=True, text=True,
                         env=env, check=False).stdout
    found = {}
    for line in out.splitlines():
        m = re.match(r"\s*(\S+) => (\S+)", line)
        if m:
            found[m.group(1)] = m.group(2)
    return found


def durable_copy(src, dst):
    """Copies src to dst (mode kept) and forces dst's bytes to the disk."""
    shutil.copyfile(src, dst)
    shutil.copymode(src, dst)
    fd = os.open(dst, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def with_library_path(env, folder):
    """env with folder first on LD_LIBRARY_PATH."""
    old = env.get("LD_LIBRARY_PATH")
    return dict(env, LD_LIBRARY_PATH=folder + (":" + old if old else ""))


class Placements:
    """K copies per (program, side); K == 1 keeps the built files."""

    def __init__(self, root, count):
        self.root = root
        self.count = count
        # (exe, side) -> [(exe's copy, folder of the library's copy or
        # None)] * count
        self.copies = {}

    def prepare(self, exe, side, env):
        """Makes exe's copies for side (once per program and side).  Returns
        None, or why the copies are not loaded as made."""
        if self.count == 1 or (exe, side) in self.copies:
            return None
        prefix = IO_LIBRARY.get(side)
        libs = loaded(exe, env)
        soname = next((n for n in libs if prefix and n.startswith(prefix)),
                      None)
        if prefix and soname is None:
            return "placements: %s loads no %s*" % (exe, prefix)
        made = []
        for p in range(self.count):
            folder = os.path.join(self.root, str(p), side)
            os.makedirs(folder, exist_ok=True)
            copy = os.path.join(folder, os.path.basename(exe))
            durable_copy(exe, copy)
            if soname:
                lib = os.path.join(folder, soname)
                if not os.path.exists(lib):
                    durable_copy(os.path.realpath(libs[soname]), lib)
                got = loaded(copy, with_library_path(env, folder)).get(soname)
                if got is None or \
                        os.path.realpath(got) != os.path.realpath(lib):
                    return "placements: %s loads %s, not its copy %s" % (
                        copy, got or "nothing", lib)
            made.append((copy, folder if soname else None))
        self.copies[(exe, side)] = made
        return None

    def pick(self, exe, side, env, rep):
        """The program to run for repetition rep of side, and env as that
        program needs it."""
        made = self.copies.get((exe, side))
        if not made:
            return exe, env
        copy, folder = made[rep % self.count]
        return copy, with_library_path(env, folder) if folder else env

    def remove(self):
        shutil.rmtree(self.root, ignore_errors=True)
