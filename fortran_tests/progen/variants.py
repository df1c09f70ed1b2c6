# SPDX-License-Identifier: MIT
"""Compile options and environment a program runs under (run.py --variants).

The plain campaign compiles every program with no flags and hides every
GFORTRAN_* variable, so nothing it runs shows what the runtime does under
-fconvert, -frecord-marker, -fmax-subrecord-length, -fno-sign-zero, -std=,
-fdec or -fdefault-*-8 (which reach the runtime through set_options,
set_convert, set_record_marker and set_max_subrecord_length, or change the
kinds of the I/O items), nor under the variables libgfortran reads at
start-up.  A variant draws some of each from the seed, with a generator of
its own, so that the program text of a seed is the same with and without
it.  The oracle and ftnio runs of a program share its variant.
"""

import dataclasses
import random


@dataclasses.dataclass(frozen=True)
class Variant:
    flags: tuple[str, ...] = ()              # compile and link options
    env: tuple[tuple[str, str], ...] = ()    # (name, value) pairs

    def describe(self) -> str:
        return "flags=%s env=%s" % (
            " ".join(self.flags) or "-",
            " ".join("%s=%s" % kv for kv in self.env) or "-")


# (probability, choices): one of the choices is taken with the probability.
# -fdefault-real-8 and -fdefault-integer-8 change item kinds only; -std=
# changes the options the runtime checks formats against.  -fdec and the
# strict standards are rarer: more programs fail to compile under them
# (skipped, counted as compile errors).
_FLAGS = [
    (0.15, ["-fconvert=big-endian", "-fconvert=swap",
            "-fconvert=little-endian"]),
    (0.10, ["-frecord-marker=8"]),
    (0.10, ["-fmax-subrecord-length=8", "-fmax-subrecord-length=17",
            "-fmax-subrecord-length=100"]),
    (0.10, ["-fno-sign-zero"]),
    (0.10, ["-std=legacy", "-std=f2018", "-std=gnu -pedantic"]),
    (0.04, ["-fdec"]),
    (0.06, ["-fdefault-real-8", "-fdefault-integer-8"]),
    (0.06, ["-fbackslash"]),
]

_ENV = [
    (0.10, [("GFORTRAN_CONVERT_UNIT", v) for v in
            ("big_endian", "swap", "native;swap:10-19", "big_endian:11,12",
             "little_endian;big_endian:10-30", "nonsense")]),
    (0.08, [("GFORTRAN_UNBUFFERED_ALL", v) for v in ("y", "1", "n")]),
    (0.08, [("GFORTRAN_UNBUFFERED_PRECONNECTED", v) for v in ("y", "Y")]),
    (0.10, [("GFORTRAN_OPTIONAL_PLUS", v) for v in ("y", "n", "x")]),
    (0.08, [("GFORTRAN_LIST_SEPARATOR", v) for v in
            (", ", ",", "  ", " ,  ", "bad", ";")]),
    (0.08, [("GFORTRAN_FORMATTED_BUFFER_SIZE", v) for v in
            ("1", "7", "64", "-3", "abc")]),
    (0.08, [("GFORTRAN_UNFORMATTED_BUFFER_SIZE", v) for v in
            ("1", "9", "100", "0")]),
    (0.04, [("GFORTRAN_STDOUT_UNIT", v) for v in ("7", "-1", "6")]),
    (0.04, [("GFORTRAN_STDERR_UNIT", v) for v in ("9", "-1")]),
    (0.03, [("GFORTRAN_STDIN_UNIT", v) for v in ("15", "-1")]),
    (0.05, [("GFORTRAN_SHOW_LOCUS", v) for v in ("n", "y")]),
    (0.03, [("GFORTRAN_DEFAULT_RECL", v) for v in ("10", "100")]),
]


# flang-new-19 (run.py --flang --variants): its options and the variables
# its runtime reads (FORT_CONVERT, FORT_FMT_RECL, DEFAULT_UTF8; a value it
# rejects is printed as "invalid; ignored" by flang's own start-up).
_FLANG_FLAGS = [
    (0.15, ["-fconvert=big-endian", "-fconvert=swap",
            "-fconvert=little-endian"]),
    (0.06, ["-fdefault-real-8", "-fdefault-integer-8"]),
    (0.05, ["-fbackslash"]),
]

_FLANG_ENV = [
    (0.15, [("FORT_FMT_RECL", v) for v in
            ("20", "40", "100", "1", "0", "abc")]),
    (0.10, [("DEFAULT_UTF8", v) for v in ("1", "0", "2")]),
    (0.10, [("FORT_CONVERT", v) for v in
            ("SWAP", "BIG_ENDIAN", "LITTLE_ENDIAN", "NATIVE", "bogus")]),
]


def draw(seed: int, flang: bool = False) -> Variant:
    """The variant of seed: usually one to three settings, sometimes none."""
    rng = random.Random(seed * 1_000_003 + 17)
    flags: list[str] = []
    for p, choices in _FLANG_FLAGS if flang else _FLAGS:
        if rng.random() < p:
            flags.extend(rng.choice(choices).split())
    env: list[tuple[str, str]] = []
    for p, choices in _FLANG_ENV if flang else _ENV:
        if rng.random() < p:
            env.append(rng.choice(choices))
    return Variant(tuple(flags), tuple(env))
