#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Random Fortran I/O program generator for differential testing.

    gen.py SEED [-o FILE]

From an integer seed, writes (deterministically) a self-contained free-form
Fortran program made of 3 to 10 random snippets, each exercising one kind
of I/O (see README.md).  Every I/O statement carries IOSTAT= and IOMSG=,
and the program prints what it got: the status, the message and the
values read, with explicit formats (reals also as Z bits).  About one
program in ten ends with one statement without IOSTAT=, to compare the
runtime error texts and exit status.

The program is a tree that run.py's minimiser can cut: Program ->
snippets -> statements -> items.  Statements marked `fixed` (the
initialisation of variables) are never dropped on their own.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import re
import sys

# --------------------------------------------------------------------------
# Program model
# --------------------------------------------------------------------------


@dataclasses.dataclass
class Stmt:
    """Lines of source; '@I' becomes ' a, b' and '@,I' becomes ', a, b'
    (or nothing when no item is left)."""
    lines: list[str]
    items: list[str] = dataclasses.field(default_factory=list)
    fixed: bool = False

    def render(self) -> list[str]:
        joined = ", ".join(self.items)
        out = []
        for line in self.lines:
            line = line.replace("@,I", ", " + joined if joined else "")
            line = line.replace("@I", " " + joined if joined else "")
            out.append(line)
        return out


@dataclasses.dataclass
class Snippet:
    kind: str
    decls: list[str]
    stmts: list[Stmt]
    index: int
    # A module the snippet's declarations USE (derived types with defined
    # I/O), and the text it reads from standard input.
    module: list[str] = dataclasses.field(default_factory=list)
    stdin: str = ""


@dataclasses.dataclass
class Program:
    seed: int
    snippets: list[Snippet]
    # Standard input is a regular file (seekable) or else a pipe; /dev/null
    # when no snippet reads it.
    stdin_file: bool = False
    # Compile options and environment (variants.Variant), run.py --variants.
    variant: object = None

    def stdin(self) -> bytes:
        return "".join(s.stdin for s in self.snippets).encode()

    def render(self) -> str:
        body = []
        for s in self.snippets:
            body.append("  ! snippet %d: %s" % (s.index, s.kind))
            for st in s.stmts:
                for line in st.render():
                    body.extend(wrap("  " + line))
        decls = []
        for s in self.snippets:
            decls.append("  ! snippet %d: %s" % (s.index, s.kind))
            for d in s.decls:
                decls.extend(wrap("  " + d))
        text = "\n".join(body)
        kinds = [k for k in REAL_KINDS
                 if re.search(r"\b(inf|nan)%d\b" % k, text)]
        out = ["! progen seed %d" % self.seed]
        if self.variant is not None:
            out.append("! progen variant: " + self.variant.describe())
        for s in self.snippets:
            out += s.module
        out.append("program progen")
        out += ["  use m%d" % s.index for s in self.snippets if s.module]
        out += ["  implicit none",
               "  integer :: ios, ii, jj",
               "  character(len=300) :: msg"]
        out += ["  real(%d) :: inf%d, nan%d" % (k, k, k) for k in kinds]
        out += decls
        out += ["  ios = 0", "  ii = 1"]
        for k in kinds:
            out.append("  inf%d = huge(inf%d)" % (k, k))
            out.append("  inf%d = inf%d * 2" % (k, k))
            out.append("  nan%d = inf%d - inf%d" % (k, k, k))
        out += body
        out.append("end program progen")
        return "\n".join(out) + "\n"


def wrap(line: str, limit: int = 100) -> list[str]:
    """Free-form continuation: cut anywhere (even in a token or a character
    literal), '&' at the end and '&' first on the next line."""
    out = []
    while len(line) > limit:
        out.append(line[:limit] + "&")
        line = "    &" + line[limit:]
    out.append(line)
    return out


INT_KINDS = [1, 2, 4, 8, 16]
REAL_KINDS = [4, 8, 10, 16]
LOG_KINDS = [1, 2, 4, 8]
CHARSET = "abcxyzABCXYZ0123456789      ,;/*=&!().+-'\""

# --------------------------------------------------------------------------
# Variables and values
# --------------------------------------------------------------------------


@dataclasses.dataclass
class Var:
    name: str
    cat: str          # int, real, cmplx, log, char
    kind: int         # kind, or length for char
    dim: int          # 0 for a scalar

    def type_spec(self) -> str:
        return {"int": "integer(%d)", "real": "real(%d)",
                "cmplx": "complex(%d)", "log": "logical(%d)",
                "char": "character(len=%d)"}[self.cat] % self.kind

    def decl(self) -> str:
        dim = "(%d)" % self.dim if self.dim else ""
        # REAL(10) has 6 padding bytes, which namelist WRITE compares when it
        # looks for equal neighbours (r* repeats): in static storage they
        # are zero in every run, on the stack whatever was there before.
        save = ", save" if self.kind == 10 and self.cat in ("real", "cmplx") \
            else ""
        return "%s%s :: %s%s" % (self.type_spec(), save, self.name, dim)

    def elements(self) -> list[str]:
        if not self.dim:
            return [self.name]
        return ["%s(%d)" % (self.name, i + 1) for i in range(self.dim)]

    def scalars(self) -> int:
        """Number of scalar edit-list items one element takes."""
        return 2 if self.cat == "cmplx" else 1


def fstr(s: str) -> str:
    """A Fortran character literal."""
    return "'" + s.replace("'", "''") + "'"


class Ctx:
    """Generation state of one snippet."""

    def __init__(self, rng: random.Random, index: int):
        self.rng = rng
        self.index = index
        self.decls: list[str] = []
        self.stmts: list[Stmt] = []
        self.nvars = 0
        self.nstmt = 0

    # -- names and units
    def name(self, base: str) -> str:
        self.nvars += 1
        return "s%d_%s%d" % (self.index, base, self.nvars)

    def unit(self, k: int = 0) -> int:
        return 20 + self.index * 10 + k

    def file(self, base: str) -> str:
        return "p%d_%s.dat" % (self.index, base)

    def tag(self) -> str:
        self.nstmt += 1
        return "S%d.%d" % (self.index, self.nstmt)

    # -- statements
    def io(self, stmt: str, items: list[str] | None = None,
           extra: list[str] | None = None) -> None:
        """An I/O statement with IOSTAT/IOMSG, then a print of both."""
        tag = self.tag()
        lines = ["msg = ''", "ios = -999", stmt,
                 "print '(a,1x,i0,1x,a)', '%s', ios, trim(msg)" % tag]
        self.stmts.append(Stmt(lines + (extra or []), list(items or [])))

    def plain(self, lines: list[str], items=None, fixed=False) -> None:
        self.stmts.append(Stmt(list(lines), list(items or []), fixed))

    # -- variables
    def rand_cat(self) -> str:
        return self.rng.choice(["int", "int", "real", "real", "real", "cmplx",
                                "log", "char", "char"])

    def new_var(self, cat: str | None = None, dim: int | None = None,
                init: bool = True, no_pad: bool = False) -> Var:
        """no_pad: no REAL(10), whose 6 padding bytes an unformatted
        WRITE would copy from uninitialised memory."""
        rng = self.rng
        cat = cat or self.rand_cat()
        if cat == "int":
            kind = rng.choice(INT_KINDS)
        elif cat in ("real", "cmplx"):
            kind = rng.choice([k for k in REAL_KINDS if k != 10 or not no_pad])
        elif cat == "log":
            kind = rng.choice(LOG_KINDS)
        else:
            kind = rng.choice([1, 1, 3, 5, 8, 12, 20])
        if dim is None:
            dim = rng.choice([0, 0, 0, 2, 3, 4])
        v = Var(self.name(cat[0]), cat, kind, dim)
        self.decls.append(v.decl())
        if init:
            self.init_var(v)
        return v

    def init_var(self, v: Var) -> None:
        lines = ["%s = %s" % (e, self.value(v)) for e in v.elements()]
        self.plain(lines, fixed=True)

    def value(self, v: Var) -> str:
        rng = self.rng
        k = v.kind
        if v.cat == "int":
            return int_value(rng, k)
        if v.cat == "real":
            return real_value(rng, k)
        if v.cat == "cmplx":
            return "cmplx(%s, %s, kind=%d)" % (real_value(rng, k),
                                              real_value(rng, k), k)
        if v.cat == "log":
            return rng.choice([".true._%d", ".false._%d"]) % k
        return fstr(rand_text(rng, rng.randint(0, k)))


def rand_text(rng: random.Random, n: int, charset: str = CHARSET) -> str:
    return "".join(rng.choice(charset) for _ in range(n))


INT_BITS = {1: 7, 2: 15, 4: 31, 8: 63, 16: 127}


def int_value(rng: random.Random, k: int) -> str:
    r = rng.random()
    if r < 0.1:
        return "huge(0_%d)" % k
    if r < 0.17:
        return "(-huge(0_%d)-1_%d)" % (k, k)
    if r < 0.3:
        return rng.choice(["0", "1", "-1", "7", "-10"]) + "_%d" % k
    if r < 0.7:
        return "%d_%d" % (rng.randint(-127, 127), k)
    bits = rng.randint(1, INT_BITS[k])
    return "%d_%d" % (rng.randint(-(2 ** bits) + 1, 2 ** bits - 1), k)


REAL_LITERALS = ["0.0", "-0.0", "1.0", "-1.0", "0.5", "9.9995", "0.1",
                 "1.0e22", "1.0e-5", "123.456", "2.5", "-3.75", "0.125",
                 "99999.5", "0.05", "1.5", "9.5", "0.995", "999.9999",
                 "1.0e10", "-7.25e-3", "65536.0", "3.0e-30", "1.0e30"]


def real_value(rng: random.Random, k: int) -> str:
    r = rng.random()
    if r < 0.04:
        return rng.choice(["inf%d", "-inf%d"]) % k
    if r < 0.07:
        return rng.choice(["nan%d", "-nan%d"]) % k
    if r < 0.12:
        return rng.choice(["huge(0.0_%d)", "-huge(0.0_%d)", "tiny(0.0_%d)",
                           "(tiny(0.0_%d)/8)", "epsilon(0.0_%d)"]) % k
    if r < 0.16:
        return "(1.0_%d/3)" % k
    if r < 0.6:
        return rng.choice(REAL_LITERALS) + "_%d" % k
    mant = "%d.%d" % (rng.randint(0, 99999), rng.randint(0, 9999))
    return "%s%se%d_%d" % (rng.choice(["", "-"]), mant,
                           rng.randint(-25, 25), k)


# --------------------------------------------------------------------------
# Printing variables deterministically
# --------------------------------------------------------------------------

def print_var(ctx: Ctx, v: Var) -> None:
    """A statement printing v with an explicit format (reals with Z bits)."""
    label = fstr(v.name + ":")
    if v.cat == "int":
        fmt, item = "(a,*(1x,i0))", v.name
    elif v.cat == "real":
        fmt = "(a,*(1x,g0,1x,z0))"
        item = "(%s, %s, jj=1,%d)" % (el(v), el(v), v.dim) if v.dim \
            else "%s, %s" % (v.name, v.name)
    elif v.cat == "cmplx":
        fmt = "(a,*(1x,g0,1x,g0,1x,z0,1x,z0))"
        item = "(%s, %s, jj=1,%d)" % (el(v), el(v), v.dim) if v.dim \
            else "%s, %s" % (v.name, v.name)
    elif v.cat == "log":
        fmt, item = "(a,*(1x,l1))", v.name
    else:
        fmt, item = "(a,*(1x,'[',a,']'))", v.name
    ctx.plain(["print \"%s\", %s, %s" % (fmt, label, item)])


def el(v: Var) -> str:
    return "%s(jj)" % v.name


# --------------------------------------------------------------------------
# Output edit descriptors
# --------------------------------------------------------------------------

def width(rng, lo=1, hi=30) -> int:
    return rng.choice([rng.randint(lo, 8), rng.randint(lo, hi)])


def int_edit(rng) -> str:
    r = rng.random()
    letter = rng.choice("IIIBOZ")
    if r < 0.15:
        return letter + "0"
    if r < 0.25:
        return rng.choice(["G0", "G%d.%d" % (width(rng), rng.randint(0, 3))])
    w = width(rng)
    if rng.random() < 0.3:
        return "%s%d.%d" % (letter, w, rng.randint(0, w))
    return "%s%d" % (letter, w)


def real_edit(rng, kind: int) -> str:
    r = rng.random()
    d = rng.randint(0, 12)
    if r < 0.1:
        return "F0.%d" % rng.randint(0, 8)
    if r < 0.17:
        return rng.choice(["G0", "G0.%d" % rng.randint(1, 10)])
    if r < 0.2:
        return rng.choice(["Z0", "Z%d" % width(rng, 1, 40)])
    letter = rng.choice(["F", "F", "E", "EN", "ES", "D", "G", "E", "ES"])
    w = max(width(rng, 1, 40), d + rng.randint(0, 10))
    s = "%s%d.%d" % (letter, w, d)
    if letter in ("E", "EN", "ES", "G") and rng.random() < 0.3:
        s += "E%d" % rng.randint(1, 4)
    return s


def log_edit(rng) -> str:
    return rng.choice(["L%d" % width(rng, 1, 6), "L1", "G%d.1" % width(rng, 1, 6),
                       "G0", "L0"])


def char_edit(rng, length: int) -> str:
    r = rng.random()
    if r < 0.4:
        return "A"
    if r < 0.5:
        return rng.choice(["G0", "G%d.0" % width(rng, 1, 20)])
    return "A%d" % width(rng, 1, 20)


def data_edit(rng, cat: str, kind: int) -> str:
    if rng.random() < 0.03:   # a mismatch: a runtime error
        cat = mismatch(rng, cat, kind)
    if cat == "int":
        return int_edit(rng)
    if cat in ("real", "cmplx"):
        return real_edit(rng, kind)
    if cat == "log":
        return log_edit(rng)
    return char_edit(rng, kind)


def string_edit(rng) -> str:
    text = rand_text(rng, rng.randint(0, 6), "abc XYZ019,:;.()'-")
    return "'" + text.replace("'", "''") + "'"


def control_edit(rng, reading: bool = False) -> str:
    r = rng.random()
    if r < 0.15:
        return "%dX" % rng.randint(1, 5)
    if r < 0.3:
        if reading == "direct":   # T past RECL crashes libgfortran 12
            return "%dX" % rng.randint(1, 3)
        return rng.choice(["T%d", "TL%d", "TR%d"]) % rng.randint(1, 12)
    if r < 0.4:
        return "/"
    if r < 0.45:
        return ":"
    if r < 0.55:
        return rng.choice(["S", "SP", "SS"])
    if r < 0.62:
        return rng.choice(["BN", "BZ"])
    if r < 0.72:
        return "%dP" % rng.randint(-2, 3)
    if r < 0.82:
        return rng.choice(["RU", "RD", "RN", "RZ", "RC", "RP"])
    if r < 0.88:
        return rng.choice(["DC", "DP"])
    if reading:
        return "%dX" % rng.randint(1, 3)
    return string_edit(rng)


def element_list(items: list[tuple[Var, str]]) -> list[tuple[str, int]]:
    """(cat, kind) of every scalar edit-list item, in order."""
    out = []
    for v, text in items:
        n = item_count(v, text)
        for _ in range(n * v.scalars()):
            out.append((v.cat, v.kind))
    return out


def item_count(v: Var, text: str) -> int:
    if "(" in text and v.dim:
        if text.startswith("("):          # implied DO over 1..dim
            return v.dim
        if ":" in text:                   # the section (1:dim:2)
            return (v.dim + 1) // 2
        return 1
    return v.dim or 1


def make_format(rng, elems: list[tuple[str, int]], reading=False) -> str:
    """A format for the given scalar items, with control edits, groups,
    repeat counts, reversion or an unlimited group."""
    # Reversion may put any edit on any item: no L edit at all when an item
    # is REAL(10) or COMPLEX(10) (libgfortran 12: "Internal Error: bad
    # integer kind").
    no_l = any(k == 10 and c in ("real", "cmplx") for c, k in elems)
    edits: list[str] = []
    i = 0
    while i < len(elems):
        if rng.random() < 0.3:
            edits.append(control_edit(rng, reading))
        cat, kind = elems[i]
        e = read_edit(rng, cat, kind) if reading else data_edit(rng, cat, kind)
        if no_l and e.startswith("L"):
            e = "G0" if e == "L0" else "G%s.1" % e[1:]
        # Nor an A edit in output: reversion could put it on the REAL(10)
        # item, whose 6 padding bytes (not defined) it would write.
        if no_l and not reading and e.startswith("A"):
            e = "G0" if e == "A" else "G%s.0" % e[1:]
        n = 1
        while i + n < len(elems) and elems[i + n] == elems[i] \
                and rng.random() < 0.6:
            n += 1
        edits.append(("%d%s" % (n, e)) if n > 1 else e)
        i += n
        if rng.random() < 0.1 and i < len(elems):
            break                          # fewer edits: reversion
    if rng.random() < 0.15:
        edits.append(control_edit(rng, reading))
    # Nested groups of repeat 1.
    if len(edits) > 2 and rng.random() < 0.3:
        a = rng.randrange(len(edits) - 1)
        b = rng.randint(a + 1, len(edits))
        edits[a:b] = ["(" + ",".join(edits[a:b]) + ")"]
    if not reading and rng.random() < 0.15 and edits:
        # Everything in an unlimited group, with a colon before a separator.
        return "(*(" + ",".join(edits) + ",:,'|'))"
    return "(" + ",".join(edits) + ")"


# --------------------------------------------------------------------------
# Items
# --------------------------------------------------------------------------

def rand_items(ctx: Ctx, n: int, cats=None, dim=None,
               no_pad=False) -> list[tuple[Var, str]]:
    """n items: whole variables, elements, sections or implied DOs."""
    out = []
    for _ in range(n):
        v = ctx.new_var(ctx.rng.choice(cats) if cats else None, dim,
                        no_pad=no_pad)
        out.append((v, item_text(ctx.rng, v)))
    return out


def item_text(rng, v: Var) -> str:
    if not v.dim:
        return v.name
    r = rng.random()
    if r < 0.5:
        return v.name
    if r < 0.7:
        return "%s(%d)" % (v.name, rng.randint(1, v.dim))
    if r < 0.85:
        return "%s(1:%d:2)" % (v.name, v.dim)
    return "(%s(ii), ii=1,%d)" % (v.name, v.dim)


def fmt_spec(ctx: Ctx, fmt: str) -> str:
    """The format as a literal (checked at compile time) or in a variable."""
    if ctx.rng.random() < 0.5:
        return '"%s"' % fmt
    name = ctx.name("fmt")
    ctx.decls.append("character(len=%d) :: %s" % (max(1, len(fmt)), name))
    ctx.plain(["%s = %s" % (name, fstr(fmt))], fixed=True)
    return name


# --------------------------------------------------------------------------
# Snippet kinds
# --------------------------------------------------------------------------

def internal_target(ctx: Ctx) -> tuple[str, list[str]]:
    """An internal file to write to and the statements that print it."""
    rng = ctx.rng
    name = ctx.name("buf")
    length = rng.choice([10, 30, 60, 120])
    n = rng.choice([0, 0, 2, 3])
    if n:
        ctx.decls.append("character(len=%d) :: %s(%d)" % (length, name, n))
    else:
        ctx.decls.append("character(len=%d) :: %s" % (length, name))
    ctx.plain(["%s = repeat('~', %d)" % (name, length)], fixed=True)
    return name, ["print '(a,*(3a))', '%s:', ('[', %s%s, ']', ii=1,%d)" % (
        name, name, "(ii)" if n else "", max(n, 1))]


def snip_fmt_write(ctx: Ctx) -> None:
    rng = ctx.rng
    items = rand_items(ctx, rng.randint(1, 5))
    fmt = make_format(rng, element_list(items))
    spec = fmt_spec(ctx, fmt)
    extra = specs_write(rng)
    where = rng.random()
    texts = [t for _, t in items]
    if rng.random() < 0.2:
        texts.insert(rng.randint(0, len(texts)), literal_item(rng))
    if where < 0.5:
        ctx.io("write(*, %s, iostat=ios, iomsg=msg%s)@I" % (spec, extra), texts)
    elif where < 0.8:
        buf, prints = internal_target(ctx)
        ctx.io("write(%s, %s, iostat=ios, iomsg=msg%s)@I" % (buf, spec, extra),
               texts, prints)
    else:
        u = ctx.unit()
        ctx.io("open(%d, file='%s', status='replace', iostat=ios, iomsg=msg)"
               % (u, ctx.file("fw")))
        for _ in range(rng.randint(1, 2)):
            ctx.io("write(%d, %s, iostat=ios, iomsg=msg%s)@I" % (u, spec, extra),
                   texts)
        ctx.io("close(%d, iostat=ios, iomsg=msg)" % u)


def literal_item(rng) -> str:
    return rng.choice(["-0.0", "1.0e22_8", "0.5", "9.9995_8", "42", "-7_8",
                       "'lit'", ".true.", "(1.0,-2.0)", "huge(0)", "2.5_16"])


def specs_write(rng) -> str:
    out = ""
    if rng.random() < 0.15:
        out += ", decimal='%s'" % rng.choice(["comma", "point"])
    if rng.random() < 0.15:
        out += ", sign='%s'" % rng.choice(["plus", "suppress", "processor_defined"])
    if rng.random() < 0.15:
        out += ", round='%s'" % rng.choice(["up", "down", "zero", "nearest",
                                            "compatible", "processor_defined"])
    return out


def snip_list_write(ctx: Ctx) -> None:
    rng = ctx.rng
    items = [t for _, t in rand_items(ctx, rng.randint(1, 6))]
    extra = ""
    if rng.random() < 0.3:
        extra += ", delim='%s'" % rng.choice(["quote", "apostrophe", "none"])
    if rng.random() < 0.2:
        extra += ", decimal='comma'"
    if rng.random() < 0.15:
        extra += ", sign='plus'"
    where = rng.random()
    if where < 0.4:
        ctx.io("write(*, *, iostat=ios, iomsg=msg%s)@I" % extra, items)
    elif where < 0.5:
        ctx.plain(["print *@,I"], items)
    elif where < 0.8:
        buf, prints = internal_target(ctx)
        ctx.io("write(%s, *, iostat=ios, iomsg=msg%s)@I" % (buf, extra),
               items, prints)
    else:
        u = ctx.unit()
        ctx.io("open(%d, file='%s', status='replace', iostat=ios, iomsg=msg%s)"
               % (u, ctx.file("lw"), open_modes(rng)))
        ctx.io("write(%d, *, iostat=ios, iomsg=msg%s)@I" % (u, extra), items)
        ctx.io("write(%d, *, iostat=ios, iomsg=msg)@I" % u, items[:1])
        ctx.io("close(%d, iostat=ios, iomsg=msg)" % u)


def open_modes(rng) -> str:
    out = ""
    if rng.random() < 0.3:
        out += ", delim='%s'" % rng.choice(["quote", "apostrophe", "none"])
    if rng.random() < 0.15:
        out += ", decimal='comma'"
    if rng.random() < 0.1:
        out += ", recl=%d" % rng.choice([20, 40, 80])
    return out


def snip_namelist_write(ctx: Ctx) -> None:
    rng = ctx.rng
    vs = [ctx.new_var() for _ in range(rng.randint(1, 5))]
    group = ctx.name("nml")
    ctx.decls.append("namelist /%s/ %s" % (group, ", ".join(v.name for v in vs)))
    extra = ""
    if rng.random() < 0.4:
        extra += ", delim='%s'" % rng.choice(["quote", "apostrophe", "none"])
    if rng.random() < 0.15:
        extra += ", decimal='comma'"
    where = rng.random()
    if where < 0.5:
        ctx.io("write(*, nml=%s, iostat=ios, iomsg=msg%s)" % (group, extra))
    elif where < 0.7:
        name = ctx.name("buf")
        n = rng.randint(1, 12)
        ctx.decls.append("character(len=%d) :: %s(%d)" % (
            rng.choice([40, 80, 200]), name, n))
        ctx.plain(["%s = ''" % name], fixed=True)
        ctx.io("write(%s, nml=%s, iostat=ios, iomsg=msg%s)" % (name, group, extra),
               extra=["print '(a/,(a))', '%s:', (trim(%s(ii)), ii=1,%d)" % (
                   name, name, n)])
    else:
        u = ctx.unit()
        ctx.io("open(%d, file='%s', status='replace', iostat=ios, iomsg=msg%s)"
               % (u, ctx.file("nw"), open_modes(rng)))
        ctx.io("write(%d, nml=%s, iostat=ios, iomsg=msg%s)" % (u, group, extra))
        if rng.random() < 0.6:
            for v in vs:
                ctx.init_var(v)
            ctx.io("rewind(%d, iostat=ios, iomsg=msg)" % u)
            ctx.io("read(%d, nml=%s, iostat=ios, iomsg=msg)" % (u, group))
            for v in vs:
                print_var(ctx, v)
        ctx.io("close(%d, iostat=ios, iomsg=msg)" % u)


# -- input text --------------------------------------------------------------

def list_token(rng, cat: str, kind: int, nml: bool = False) -> str:
    """One value of list-directed or namelist input for a (cat, kind)."""
    r = rng.random()
    if r < 0.03:
        return rng.choice(["abc", "1.5.2", "++1", "T", "'x'", "(1,"])
    if cat == "int":
        bits = min(INT_BITS[kind], 40)
        return rng.choice(["0", "-0", "+5", str(rng.randint(-100, 100)),
                           str(rng.randint(-(2 ** bits), 2 ** bits)),
                           str(2 ** INT_BITS[kind]), str(-2 ** INT_BITS[kind])])
    if cat == "real":
        return real_token(rng)
    if cat == "cmplx":
        return "(%s%s%s)" % (real_token(rng), rng.choice([",", " , ", ",  "]),
                             real_token(rng))
    if cat == "log":
        return rng.choice(["T", "F", ".true.", ".FALSE.", "t", "f", ".t",
                           ".fx", "Tru"])
    text = rand_text(rng, rng.randint(0, 8), "abcXYZ 019,/*=!")
    q = rng.choice(["'", '"', "'", ""])
    if q == "" and not nml:
        word = rand_text(rng, rng.randint(1, 6), "abcXYZ019")
        return word
    if q == "":
        q = "'"
    return q + text.replace(q, q + q) + q


def real_token(rng) -> str:
    return rng.choice(["1.5", "-2.25e3", "0", "-0.0", ".5", "1e22", "1.5d0",
                       "9.9995", "3.", "-1.0e-40", "1e400", "Inf", "-inf",
                       "NaN", "Infinity", "+12.75", "1.0q0", "2e+5",
                       "%d.%d" % (rng.randint(0, 9999), rng.randint(0, 999)),
                       "%de%d" % (rng.randint(1, 99), rng.randint(-30, 30))])


def separator(rng) -> str:
    return rng.choice([", ", " ", ",", " , ", "  ", ";"[:0] + ", "])


def list_input(rng, elems: list[tuple[str, int]], nml: bool = False,
               decimal_comma: bool = False) -> str:
    """Input text for elements: values, repeat counts, nulls, '/'."""
    parts: list[str] = []
    i = 0
    n = len(elems)
    while i < n:
        cat, kind = elems[i]
        r = rng.random()
        if r < 0.06:
            parts.append("")                       # a null value
            i += 1
        elif r < 0.14 and i + 1 < n and elems[i + 1] == elems[i]:
            k = 2 if i + 2 >= n or elems[i + 2] != elems[i] else rng.randint(2, 3)
            tok = list_token(rng, cat, kind, nml) if rng.random() < 0.8 else ""
            parts.append("%d*%s" % (k, tok))
            i += k
        elif r < 0.17 and not nml:
            parts.append("/")
            break
        else:
            parts.append(list_token(rng, cat, kind, nml))
            i += 1
    sep = "; " if decimal_comma else None
    out = ""
    for j, p in enumerate(parts):
        if j:
            out += sep or separator(rng)
        out += p.replace(".", ",") if decimal_comma and not p.startswith(("'", '"')) else p
    if rng.random() < 0.1 and not nml:
        out += " 99 extra"
    return out


def split_records(rng, text: str, maxrec: int) -> list[str]:
    """Cuts input text into records at blanks (never inside a token)."""
    words = text.split(" ")
    recs = [""]
    for w in words:
        if recs[-1] and rng.random() < 0.25 and len(recs) < maxrec:
            recs.append(w)
        else:
            recs[-1] = (recs[-1] + " " + w) if recs[-1] else w
    return recs


def input_source(ctx: Ctx, recs: list[str], base: str) -> str:
    """An internal file holding the records, or an external file written
    first and rewound; returns the unit / internal file name."""
    rng = ctx.rng
    length = max([len(r) for r in recs] + [1]) + rng.choice([0, 0, 3, 10])
    if rng.random() < 0.55:
        name = ctx.name("in")
        if len(recs) == 1 and rng.random() < 0.5:
            ctx.decls.append("character(len=%d) :: %s" % (length, name))
            ctx.plain(["%s = %s" % (name, fstr(recs[0]))], fixed=True)
        else:
            ctx.decls.append("character(len=%d) :: %s(%d)" % (length, name,
                                                               len(recs)))
            ctx.plain(["%s(%d) = %s" % (name, i + 1, fstr(r))
                       for i, r in enumerate(recs)], fixed=True)
        return name
    u = ctx.unit(1)
    pad = rng.choice(["", "", ", pad='no'", ", pad='yes'"])
    ctx.io("open(%d, file='%s', status='replace', iostat=ios, iomsg=msg%s)"
           % (u, ctx.file(base), pad))
    for r in recs:
        ctx.plain(["write(%d, '(a)', iostat=ios) %s" % (u, fstr(r))], fixed=True)
    ctx.io("rewind(%d, iostat=ios, iomsg=msg)" % u)
    return str(u)


def snip_list_read(ctx: Ctx) -> None:
    rng = ctx.rng
    items = rand_items(ctx, rng.randint(1, 5))
    dc = rng.random() < 0.1
    text = list_input(rng, element_list(items), decimal_comma=dc)
    recs = split_records(rng, text, 4)
    src = input_source(ctx, recs, "lr")
    extra = ", decimal='comma'" if dc else ""
    ctx.io("read(%s, *, iostat=ios, iomsg=msg%s)@I" % (src, extra),
           [t for _, t in items])
    for v in {id(v): v for v, _ in items}.values():
        print_var(ctx, v)
    if rng.random() < 0.3:
        ctx.io("read(%s, *, iostat=ios, iomsg=msg)@I" % src, [items[0][1]])
        print_var(ctx, items[0][0])


def snip_namelist_read(ctx: Ctx) -> None:
    rng = ctx.rng
    vs = [ctx.new_var() for _ in range(rng.randint(1, 5))]
    group = ctx.name("g")
    ctx.decls.append("namelist /%s/ %s" % (group, ", ".join(v.name for v in vs)))
    lines = [rng.choice(["&", " &", "$"[:0] + "&"]) + group.upper()
             if rng.random() < 0.3 else "&" + group]
    for v in rng.sample(vs, rng.randint(0, len(vs))):
        name = v.name if rng.random() < 0.5 else v.name.upper()
        elems = [(v.cat, v.kind)] * (v.dim or 1)
        if v.dim and rng.random() < 0.3:
            j = rng.randint(1, v.dim)
            lhs, elems = "%s(%d)" % (name, j), elems[:1]
        elif v.dim and rng.random() < 0.2:
            lhs, elems = "%s(1:%d)" % (name, v.dim - 1), elems[:-1]
        else:
            lhs = name
        if rng.random() < 0.03:
            lhs = "nosuch"
        val = list_input(rng, elems, nml=True)
        line = "%s%s%s" % (lhs, rng.choice(["=", " = ", "= "]), val)
        if rng.random() < 0.2:
            line += " ! note, with = and /"
        lines.append(" " + line + rng.choice([",", "", " "]))
    lines.append(rng.choice(["/", " /", "/ trailing", "&end"]))
    if rng.random() < 0.3:
        lines = [" ! leading comment", "junk line"[: rng.choice([0, 9])]] + lines
    text_lines = [ln for ln in lines]
    if rng.random() < 0.3:
        text_lines = [" ".join(text_lines)]
    src = input_source(ctx, text_lines, "nr")
    ctx.io("read(%s, nml=%s, iostat=ios, iomsg=msg)" % (src, group))
    for v in vs:
        print_var(ctx, v)


# -- formatted READ ----------------------------------------------------------

def mismatch(rng, cat: str, kind: int) -> str:
    """A category of edit for a mismatched item; never L for a REAL(10) or
    COMPLEX(10) item (libgfortran 12 stops: "Internal Error: bad integer
    kind")."""
    new = rng.choice(["int", "real", "log", "char"])
    if new == "log" and kind == 10 and cat in ("real", "cmplx"):
        return "int"
    return new


def read_edit(rng, cat: str, kind: int = 0) -> str:
    if rng.random() < 0.02:
        cat = mismatch(rng, cat, kind)
    w = rng.randint(1, 12)
    if cat == "int":
        return rng.choice(["I%d", "I%d", "B%d", "O%d", "Z%d", "G%d.0"]) % w
    if cat in ("real", "cmplx"):
        d = rng.randint(0, 4)
        return rng.choice(["F%d.%d", "E%d.%d", "ES%d.%d", "EN%d.%d",
                           "D%d.%d", "G%d.%d", "F%d.%d"]) % (w, d)
    if cat == "log":
        return rng.choice(["L%d", "G%d.1"]) % w
    return rng.choice(["A", "A%d" % w, "G%d.0" % w])


def field_text(rng, edit: str) -> str:
    """Text for one input field of the edit (its width when it has one)."""
    letter = edit.rstrip("0123456789.")
    w = field_width(edit)
    if letter in ("I", "G") and rng.random() < 0.5:
        body = str(rng.randint(-999, 9999))
    elif letter == "B":
        body = bin(rng.randint(0, 255))[2:]
    elif letter == "O":
        body = oct(rng.randint(0, 999))[2:]
    elif letter == "Z":
        body = hex(rng.randint(0, 9999))[2:].upper()
    elif letter in ("F", "E", "ES", "EN", "D", "G"):
        body = rng.choice(["1.5", "-25", "12345", "1.5e3", "-0.5E-2", "3D2",
                           ".25", "1+3", "Inf", "NaN", "7", "-0", "9.9995",
                           "1 2", "2.5q0"])
    elif letter == "L":
        body = rng.choice(["T", ".F", ".true.", "f", "x", ""])
    else:
        body = rand_text(rng, w or rng.randint(0, 8), "abc XYZ019,'")
    if rng.random() < 0.05:
        body = rng.choice(["x1", "1x", "--", "+", "."])
    if not w:
        return body
    body = body[:w]
    pad = w - len(body)
    left = rng.randint(0, pad)
    return " " * left + body + " " * (pad - left)


def field_width(edit: str) -> int:
    e = edit.lstrip("0123456789")
    num = ""
    for c in e.lstrip("ABDEFGILNOSZ"):
        if not c.isdigit():
            break
        num += c
    return int(num) if num else 0


def snip_fmt_read(ctx: Ctx) -> None:
    rng = ctx.rng
    items = rand_items(ctx, rng.randint(1, 4))
    elems = element_list(items)
    edits = []
    recs = [""]
    for cat, kind in elems:
        if rng.random() < 0.2:
            c = rng.choice(["BN", "BZ", "%dX" % rng.randint(1, 2), "/",
                            "%dP" % rng.randint(-1, 2), "DC", "DP"])
            edits.append(c)
            if c.endswith("X"):
                recs[-1] += " " * int(c[:-1])
            elif c == "/":
                recs.append("")
        e = read_edit(rng, cat, kind)
        edits.append(e)
        recs[-1] += field_text(rng, e) if e != "A" else \
            rand_text(rng, 3, "abc ")
    if rng.random() < 0.15:
        recs[-1] = recs[-1][: rng.randint(0, len(recs[-1]))]   # short record
    fmt = "(" + ",".join(edits) + ")"
    spec = fmt_spec(ctx, fmt)
    src = input_source(ctx, recs, "fr")
    extra = ""
    if rng.random() < 0.15:
        extra += ", blank='%s'" % rng.choice(["zero", "null"])
    if rng.random() < 0.1 and not src.isdigit():
        extra += ", decimal='comma'"
    if rng.random() < 0.1 and src.isdigit():
        extra += ", pad='%s'" % rng.choice(["yes", "no"])
    if not src.isdigit():
        avoid_empty_l_fields(ctx, src, recs, edits, elems, fmt, extra)
    ctx.io("read(%s, %s, iostat=ios, iomsg=msg%s)@I" % (src, spec, extra),
           [t for _, t in items])
    for v in {id(v): v for v, _ in items}.values():
        print_var(ctx, v)


def empty_l_fields(recs: list[str], edits: list[str],
                   elems: list[tuple[str, int]], length: int,
                   trimmed: bool) -> list[tuple[int, int]]:
    """(record, column) of each L-type field (L or G edit, LOGICAL item) of
    a formatted READ of an internal file that finds its record used up
    where past it lies memory outside the file: the scalar's end (its
    trailing blanks cut off when libgfortran trims them) or the last
    array element's.  libgfortran's read_l looks at the bytes there
    anyway (README: deliberate differences)."""
    parts = []
    for cat, kind in elems:
        parts += [("real", 4)] * 2 if cat == "cmplx" else [(cat, kind)]
    out, rec, col, k = [], 0, 0, 0
    for _ in range(len(parts) + len(edits) + 8):
        if k >= len(parts) or rec >= len(recs):
            break
        for e in edits:
            if k >= len(parts):
                break
            end = len(recs[0].rstrip(" ")) if trimmed else length
            if e.endswith("X") and e[:-1].isdigit():
                col += int(e[:-1])
            elif e == "/":
                rec, col = rec + 1, 0
            elif e in ("BN", "BZ", "DC", "DP") or e.endswith("P"):
                pass
            else:
                cat, kind = parts[k]
                k += 1
                w = field_width(e) or (kind if cat == "char" else 0)
                if (cat == "log" and e[0] in "LG" and col >= end
                        and rec == len(recs) - 1):
                    out.append((rec, col))
                col = min(col + w, max(col, end))
            if rec >= len(recs):
                break
        else:
            rec, col = rec + 1, 0       # format reversion: a new record
    return out


def avoid_empty_l_fields(ctx: Ctx, src: str, recs: list[str],
                         edits: list[str], elems, fmt: str,
                         extra: str) -> None:
    """Where an L-type field of the READ would find its internal file used
    up (empty_l_fields), the last record gets a 'T' in that column (its
    text, the variable's length and value change; the seed's random
    choices do not)."""
    decl = ctx.decls[-1]
    m = re.match(r"character\(len=(\d+)\) :: (\w+)(\(\d+\))?$", decl)
    if not m or m.group(2) != src:
        return
    length, scalar = int(m.group(1)), m.group(3) is None
    trimmed = (scalar and "/" not in fmt and "BZ" not in fmt.upper()
               and "blank=" not in extra)
    new = list(recs)
    # Each 'T' moves the fields after it: repeat until none is left (each
    # round lengthens the record, so the fields fit in time).
    for _ in range(64):
        fields = empty_l_fields(new, edits, elems, length, trimmed)
        if not fields:
            break
        col = max(c for _, c in fields)
        new[-1] = new[-1].ljust(col) + "T"
        length = max(length, len(new[-1]))
    if new == recs:
        return
    ctx.decls[-1] = "character(len=%d) :: %s%s" % (length, src,
                                                    m.group(3) or "")
    last = "%s = " % src if scalar else "%s(%d) = " % (src, len(recs))
    for st in ctx.stmts:
        for i, line in enumerate(st.lines):
            if st.fixed and line.startswith(last):
                st.lines[i] = last + fstr(new[-1])


# -- files -------------------------------------------------------------------

def snip_seq_file(ctx: Ctx) -> None:
    rng = ctx.rng
    u = ctx.unit()
    f = ctx.file("seq")
    modes = open_modes(rng)
    ctx.io("open(%d, file='%s', status='replace', form='formatted', "
           "iostat=ios, iomsg=msg%s)" % (u, f, modes))
    nrec = rng.randint(1, 5)
    # A list-directed record may pass RECL= and fail, and the WRITEs after
    # it continue that record and may fail too; libgfortran's ENDFILE then
    # zeroes the file (README: deliberate differences), so none comes
    # before a statement that ends or drops the record.
    overflow = False
    for i in range(nrec):
        if rng.random() < 0.5:
            ctx.io("write(%d, '(a,i0)', iostat=ios, iomsg=msg) %s, %d"
                   % (u, fstr(rand_text(rng, rng.randint(0, 12))), i))
        else:
            items = [t for _, t in rand_items(ctx, rng.randint(1, 3))]
            ctx.io("write(%d, *, iostat=ios, iomsg=msg)@I" % u, items)
            overflow = overflow or "recl=" in modes
    line = ctx.name("line")
    ctx.decls.append("character(len=%d) :: %s" % (rng.choice([5, 20, 80]), line))
    ctx.plain(["%s = 'init'" % line], fixed=True)
    ops = ["rewind", "backspace", "read", "read", "read", "endfile", "write",
           "readint", "append"]
    for _ in range(rng.randint(2, 8)):
        op = rng.choice(ops)
        if op == "endfile" and overflow:
            continue
        overflow = overflow and op == "write"
        if op in ("rewind", "backspace", "endfile"):
            ctx.io("%s(%d, iostat=ios, iomsg=msg)" % (op, u))
        elif op == "read":
            ctx.io("read(%d, '(a)', iostat=ios, iomsg=msg) %s" % (u, line),
                   extra=["print '(4a)', '%s: [', %s, ']'" % (line, line)])
        elif op == "readint":
            iv = ctx.new_var("int", 0)
            ctx.io("read(%d, *, iostat=ios, iomsg=msg) %s" % (u, iv.name))
            print_var(ctx, iv)
        elif op == "write":
            ctx.io("write(%d, '(a)', iostat=ios, iomsg=msg) %s"
                   % (u, fstr(rand_text(rng, rng.randint(0, 10)))))
        else:
            ctx.io("close(%d, iostat=ios, iomsg=msg)" % u)
            ctx.io("open(%d, file='%s', position='%s', iostat=ios, iomsg=msg)"
                   % (u, f, rng.choice(["append", "rewind", "asis"])))
    ctx.io("inquire(%d, position=%s, iostat=ios, iomsg=msg)" % (u, line),
           extra=["print '(2a)', '%s: position=', trim(%s)" % (line, line)])
    ctx.io("close(%d, status='%s', iostat=ios, iomsg=msg)"
           % (u, rng.choice(["keep", "keep", "delete"])))


def snip_nonadvancing(ctx: Ctx) -> None:
    rng = ctx.rng
    u = ctx.unit()
    f = ctx.file("na")
    pad = rng.choice(["yes", "no"])
    ctx.io("open(%d, file='%s', status='replace', pad='%s', iostat=ios, "
           "iomsg=msg)" % (u, f, pad))
    for _ in range(rng.randint(1, 4)):
        for _ in range(rng.randint(0, 3)):
            ctx.io("write(%d, '(a)', advance='no', iostat=ios, iomsg=msg) %s"
                   % (u, fstr(rand_text(rng, rng.randint(0, 7)))))
        ctx.io("write(%d, '(a)', iostat=ios, iomsg=msg) %s"
               % (u, fstr(rand_text(rng, rng.randint(0, 5)))))
    ctx.io("rewind(%d, iostat=ios, iomsg=msg)" % u)
    size = ctx.name("size")
    ctx.decls.append("integer :: %s" % size)
    for _ in range(rng.randint(1, 6)):
        n = rng.randint(1, 8)
        c = ctx.name("c")
        ctx.decls.append("character(len=%d) :: %s" % (n, c))
        ctx.plain(["%s = repeat('#', %d)" % (c, n), "%s = -1" % size], fixed=True)
        edit = rng.choice(["a", "a", "a", "a%d" % rng.randint(1, 10),
                           "a%d" % rng.randint(1, 10), "t2,a", "x,a%d" % n])
        if rng.random() < 0.3:
            ctx.io("read(%d, '(%s)', advance='no', size=%s, iostat=ios, "
                   "iomsg=msg, pad='%s') %s" % (u, edit, size,
                                               rng.choice(["yes", "no"]), c),
                   extra=["print '(a,i0,3a)', '%s: size=', %s, ' [', %s, ']'"
                          % (c, size, c)])
        elif rng.random() < 0.8:
            ctx.io("read(%d, '(%s)', advance='no', size=%s, iostat=ios, "
                   "iomsg=msg) %s" % (u, edit, size, c),
                   extra=["print '(a,i0,3a)', '%s: size=', %s, ' [', %s, ']'"
                          % (c, size, c)])
        else:
            ctx.io("read(%d, '(a)', iostat=ios, iomsg=msg) %s" % (u, c),
                   extra=["print '(4a)', '%s: [', %s, ']'" % (c, c)])
    if rng.random() < 0.5:
        ctx.io("write(*, '(a)', advance='no', iostat=ios, iomsg=msg) 'partial'")
        ctx.io("write(*, '(i0,1x)', advance='no', iostat=ios, iomsg=msg) 42")
    ctx.io("close(%d, iostat=ios, iomsg=msg)" % u)


def snip_unformatted(ctx: Ctx) -> None:
    rng = ctx.rng
    access = rng.choice(["sequential", "direct", "stream"])
    u = ctx.unit()
    f = ctx.file("un")
    items = rand_items(ctx, rng.randint(1, 4), ["int", "real", "cmplx", "log",
                                                 "char"], no_pad=True)
    texts = [t for _, t in items]
    pos = ctx.name("pos")
    ctx.decls.append("integer(8) :: %s" % pos)
    ctx.plain(["%s = -1" % pos], fixed=True)
    recl = rng.choice([4, 16, 64, 100, 256, 256, 512])
    if access == "direct":
        ctx.io("open(%d, file='%s', form='unformatted', access='direct', "
               "recl=%d, status='replace', iostat=ios, iomsg=msg)" % (u, f, recl))
        for _ in range(rng.randint(1, 3)):
            ctx.io("write(%d, rec=%d, iostat=ios, iomsg=msg)@I"
                   % (u, rng.randint(1, 4)), texts)
        ctx.io("inquire(%d, nextrec=%s, iostat=ios, iomsg=msg)" % (u, pos),
               extra=["print '(a,i0)', '%s: nextrec=', %s" % (pos, pos)])
        for v, _ in items:
            reinit(ctx, v)
        ctx.io("read(%d, rec=%d, iostat=ios, iomsg=msg)@I"
               % (u, rng.randint(1, 5)), texts)
    elif access == "stream":
        ctx.io("open(%d, file='%s', form='unformatted', access='stream', "
               "status='replace', iostat=ios, iomsg=msg)" % (u, f))
        for _ in range(rng.randint(1, 3)):
            p = rng.choice(["", ", pos=%d" % rng.randint(1, 40)])
            ctx.io("write(%d, iostat=ios, iomsg=msg%s)@I" % (u, p), texts)
        ctx.io("inquire(%d, pos=%s, iostat=ios, iomsg=msg)" % (u, pos),
               extra=["print '(a,i0)', '%s: pos=', %s" % (pos, pos)])
        for v, _ in items:
            reinit(ctx, v)
        ctx.io("read(%d, pos=%d, iostat=ios, iomsg=msg)@I"
               % (u, rng.randint(1, 30)), texts)
    else:
        conv = rng.choice(["", "", ", convert='big_endian'",
                           ", convert='little_endian'"])
        ctx.io("open(%d, file='%s', form='unformatted', status='replace', "
               "iostat=ios, iomsg=msg%s)" % (u, f, conv))
        for _ in range(rng.randint(1, 3)):
            ctx.io("write(%d, iostat=ios, iomsg=msg)@I" % u, texts)
        ctx.io(rng.choice(["rewind(%d, iostat=ios, iomsg=msg)",
                           "backspace(%d, iostat=ios, iomsg=msg)"]) % u)
        for v, _ in items:
            reinit(ctx, v)
        rtexts = texts[:]
        if rng.random() < 0.3:
            rtexts.append(texts[0])            # past the end of the record
        ctx.io("read(%d, iostat=ios, iomsg=msg)@I" % u, rtexts)
    for v in {id(v): v for v, _ in items}.values():
        print_var(ctx, v)
    ctx.io("inquire(file='%s', size=%s, iostat=ios, iomsg=msg)" % (f, pos),
           extra=["print '(a,i0)', '%s: size=', %s" % (pos, pos)])
    ctx.io("close(%d, iostat=ios, iomsg=msg)" % u)


def snip_formatted_access(ctx: Ctx) -> None:
    """Formatted direct access (REC=, RECL=, NEXTREC=) or formatted stream
    access (POS= from INQUIRE, records read back)."""
    rng = ctx.rng
    u = ctx.unit()
    f = ctx.file("fa")
    items = rand_items(ctx, rng.randint(1, 4))
    texts = [t for _, t in items]
    elems = element_list(items)
    pos = ctx.name("pos")
    ctx.decls.append("integer(8) :: %s" % pos)
    ctx.plain(["%s = -1" % pos], fixed=True)
    wspec = fmt_spec(ctx, make_format(rng, elems))
    rfmt = make_format(rng, elems, reading="direct")
    rspec = fmt_spec(ctx, rfmt)
    if rng.random() < 0.5:
        recl = rng.choice([10, 40, 80, 200])
        rspec = keep_x_within_recl(ctx, rspec, rfmt, recl)
        ctx.io("open(%d, file='%s', access='direct', form='formatted', "
               "recl=%d, status='replace', iostat=ios, iomsg=msg)"
               % (u, f, recl))
        for _ in range(rng.randint(1, 3)):
            ctx.io("write(%d, %s, rec=%d, iostat=ios, iomsg=msg)@I"
                   % (u, wspec, rng.randint(1, 4)), texts)
        ctx.io("inquire(%d, nextrec=%s, iostat=ios, iomsg=msg)" % (u, pos),
               extra=["print '(a,i0)', '%s: nextrec=', %s" % (pos, pos)])
        for v, _ in items:
            reinit(ctx, v)
        ctx.io("read(%d, %s, rec=%d, iostat=ios, iomsg=msg)@I"
               % (u, rspec, rng.randint(1, 5)), texts)
    else:
        ctx.io("open(%d, file='%s', access='stream', form='formatted', "
               "status='replace', iostat=ios, iomsg=msg)" % (u, f))
        ctx.io("write(%d, %s, iostat=ios, iomsg=msg)@I" % (u, wspec), texts)
        ctx.io("inquire(%d, pos=%s, iostat=ios, iomsg=msg)" % (u, pos),
               extra=["print '(a,i0)', '%s: pos=', %s" % (pos, pos)])
        ctx.io("write(%d, '(a)', iostat=ios, iomsg=msg) %s"
               % (u, fstr(rand_text(rng, rng.randint(0, 9)))))
        if rng.random() < 0.5:
            ctx.io("write(%d, '(a)', pos=%s, iostat=ios, iomsg=msg) %s"
                   % (u, pos, fstr(rand_text(rng, rng.randint(0, 4)))))
        for v, _ in items:
            reinit(ctx, v)
        ctx.io("read(%d, %s, pos=1, iostat=ios, iomsg=msg)@I"
               % (u, rspec), texts)
        line = ctx.name("line")
        ctx.decls.append("character(len=%d) :: %s" % (rng.choice([4, 30]), line))
        ctx.plain(["%s = 'init'" % line], fixed=True)
        ctx.io("read(%d, '(a)', iostat=ios, iomsg=msg) %s" % (u, line),
               extra=["print '(4a)', '%s: [', %s, ']'" % (line, line)])
    for v in {id(v): v for v, _ in items}.values():
        print_var(ctx, v)
    ctx.io("close(%d, iostat=ios, iomsg=msg)" % u)


def record_span(fmt: str) -> float:
    """An upper bound of the columns one record of the format can use: its
    widths and X counts times their repeat counts (reversion starts a new
    record); infinite with an A edit without a width."""
    total = 0.0
    stack = [(1, 0.0)]               # (repeat of the open group, its sum)
    for m in re.finditer(r"(\d*)(\(|\)|[A-Z]+\d*(\.\d+)?|'[^']*')",
                         fmt[1:-1]):
        rep = int(m.group(1)) if m.group(1) else 1
        tok = m.group(2)
        if tok == "(":
            stack.append((rep, 0.0))
            continue
        if tok == ")":
            grep, gsum = stack.pop()
            stack[-1] = (stack[-1][0], stack[-1][1] + grep * gsum)
            continue
        if tok == "A":
            return float("inf")
        if tok.endswith("X"):
            width = rep
            rep = 1
        else:
            width = field_width(tok) if tok[0] != "'" else len(tok) - 2
        stack[-1] = (stack[-1][0], stack[-1][1] + rep * width)
    total = stack[0][1]
    return total


def keep_x_within_recl(ctx: Ctx, spec: str, fmt: str, recl: int) -> str:
    """A formatted direct READ's format without its X edits where they
    could pass the end of the record before a field: libgfortran 12 then
    reads the field with a negative width, from memory past its buffer
    (README.md, deliberate differences).  Rewrites the format where
    fmt_spec put it, so that the random draws stay those of the seed."""
    if "X" not in fmt or record_span(fmt) <= recl:
        return spec
    safe = re.sub(r"(?<=[(,])\d+X(?=[,)])", "", fmt)
    while True:
        tidy = safe.replace(",,", ",").replace("(,", "(").replace(",)", ")")
        tidy = re.sub(r"(?<=[(,])\d*\(\)", "", tidy)
        if tidy == safe:
            break
        safe = tidy
    for st in ctx.stmts:
        st.lines = [ln.replace(fstr(fmt), fstr(safe)) for ln in st.lines]
    return spec.replace(fmt, safe)


def reinit(ctx: Ctx, v: Var) -> None:
    zero = {"int": "0", "real": "0", "cmplx": "0", "log": ".false.",
            "char": "'?'"}[v.cat]
    ctx.plain(["%s = %s" % (v.name, zero)], fixed=True)


INQ_CHAR = ["access", "form", "blank", "position", "action", "delim", "pad",
            "sequential", "direct", "formatted", "unformatted", "read",
            "write", "readwrite", "encoding", "decimal", "sign", "round",
            "asynchronous", "stream", "convert", "name"]
INQ_INT = ["recl", "nextrec", "size", "pos", "number"]
INQ_LOG = ["exist", "opened", "named"]


def snip_open_inquire(ctx: Ctx) -> None:
    rng = ctx.rng
    u = ctx.unit()
    f = ctx.file("oi")
    specs = []
    choices = {
        "status": ["old", "new", "replace", "scratch", "unknown", "bogus"],
        "access": ["sequential", "direct", "stream", "append"],
        "form": ["formatted", "unformatted", "binary"],
        "action": ["read", "write", "readwrite"],
        "position": ["asis", "rewind", "append"],
        "blank": ["null", "zero"], "delim": ["quote", "apostrophe", "none"],
        "pad": ["yes", "no"], "decimal": ["comma", "point"],
        "sign": ["plus", "suppress", "processor_defined"],
        "round": ["up", "down", "nearest", "zero", "compatible"],
        "encoding": ["default", "utf-8"], "asynchronous": ["yes", "no"],
    }
    for key in rng.sample(sorted(choices), rng.randint(0, 5)):
        val = rng.choice(choices[key])
        if rng.random() < 0.5:
            name = ctx.name("sp")
            ctx.decls.append("character(len=12) :: %s" % name)
            ctx.plain(["%s = %s" % (name, fstr(val))], fixed=True)
            specs.append("%s=%s" % (key, name))
        else:
            specs.append("%s='%s'" % (key, val))
    if rng.random() < 0.3:
        specs.append("recl=%d" % rng.choice([0, 1, 10, 100, -5]))
    filespec = "file='%s', " % f
    if any(s.startswith("status='scratch'") for s in specs) and rng.random() < 0.7:
        filespec = ""
    if rng.random() < 0.3:
        ctx.io("open(%d, file='%s', status='replace', iostat=ios, iomsg=msg)"
               % (ctx.unit(2), f))
        if rng.random() < 0.5:
            ctx.io("close(%d, iostat=ios, iomsg=msg)" % ctx.unit(2))
    unit_expr = rng.choice([str(u), str(u), str(u), "-7", "newunit=%s"])
    if unit_expr.startswith("newunit"):
        nu = ctx.name("nu")
        ctx.decls.append("integer :: %s" % nu)
        ctx.plain(["%s = 0" % nu], fixed=True)
        unit_expr = unit_expr % nu
        if not filespec:
            filespec = "file='%s', " % f
    spec_text = ", ".join(specs)
    ctx.io("open(%s, %s%siostat=ios, iomsg=msg)" % (
        unit_expr, filespec, spec_text + ", " if spec_text else ""))
    inq_unit = u if not unit_expr.startswith("newunit") else unit_expr[8:]
    if rng.random() < 0.5:
        ctx.io("write(%s, *, iostat=ios, iomsg=msg) 1, 'x'" % inq_unit)
    by_file = rng.random() < 0.4
    keys = rng.sample(INQ_CHAR + INQ_INT + INQ_LOG, rng.randint(1, 8))
    outs = []
    for key in keys:
        name = ctx.name("q")
        if key in INQ_CHAR:
            ctx.decls.append("character(len=%d) :: %s" % (
                rng.choice([3, 20]), name))
            ctx.plain(["%s = '-'" % name], fixed=True)
            outs.append("print '(3a)', '%s %s=[', trim(%s), ']'" % (name, key, name))
        elif key in INQ_INT:
            # SIZE= and POS= of kind 8 are stored directly: libgfortran
            # leaves them undefined on units that have none, and a kind-4
            # variable would get the compiler's uninitialised temporary.
            ctx.decls.append("integer(%d) :: %s" % (
                8 if key in ("size", "pos") else 4, name))
            ctx.plain(["%s = -99" % name], fixed=True)
            outs.append("print '(a,i0)', '%s %s=', %s" % (name, key, name))
        else:
            ctx.decls.append("logical :: %s" % name)
            ctx.plain(["%s = .false." % name], fixed=True)
            outs.append("print '(a,l1)', '%s %s=', %s" % (name, key, name))
        keys[keys.index(key)] = "%s=%s" % (key, name)
    target = "file='%s'" % f if by_file else "unit=%s" % inq_unit
    ctx.io("inquire(%s, %s, iostat=ios, iomsg=msg)" % (target, ", ".join(keys)),
           extra=outs)
    cstat = rng.choice(["", "", ", status='keep'", ", status='delete'",
                        ", status='bogus'"])
    ctx.io("close(%s, iostat=ios, iomsg=msg%s)" % (inq_unit, cstat))
    if rng.random() < 0.3:
        ctx.io("close(%d, iostat=ios, iomsg=msg)" % ctx.unit(2))


UNCAUGHT = [
    ["read(%(in)s, *) %(iv)s"],
    ["read(%(in)s, '(i4)') %(iv)s"],
    ["open(%(u)d, file='p_missing.dat', status='old')"],
    ["write(*, '(i5)') 1.5"],
    ["write(*, %(badfmt)s) 1"],
    ["open(%(u)d, file='p_un.dat', form='unformatted', status='replace')",
     "write(%(u)d) 1", "rewind(%(u)d)", "read(%(u)d) %(iv)s, %(iv)s"],
    ["open(%(u)d, file='p_da.dat', access='direct', recl=4, status='replace')",
     "write(%(u)d, rec=1) 1234567"],
    ["read(%(in)s, '(f5.2)') %(rv)s"],
    ["write(%(buf)s, '(a,/,a)') 'a', 'b'"],
    ["read(%(empty)s, *) %(iv)s"],
]


def snip_uncaught(ctx: Ctx) -> None:
    rng = ctx.rng
    iv = ctx.name("iv")
    rv = ctx.name("rv")
    inp = ctx.name("in")
    buf = ctx.name("buf")
    empty = ctx.name("empty")
    badfmt = ctx.name("badfmt")
    ctx.decls += ["integer :: %s" % iv, "real :: %s" % rv,
                  "character(len=8) :: %s" % inp, "character(len=8) :: %s" % buf,
                  "character(len=0) :: %s" % empty,
                  "character(len=10) :: %s" % badfmt]
    ctx.plain(["%s = 0" % iv, "%s = 0" % rv, "%s = %s" % (
        inp, fstr(rng.choice(["abc", "1.5x", "12 3", "x", "--1"]))),
        "%s = ''" % buf, "%s = %s" % (badfmt, fstr(rng.choice(
            ["(i5", "(q3)", "i5)", "(i5,,)", "(3)", "(f5)"])))], fixed=True)
    form = rng.choice(UNCAUGHT)
    subst = {"in": inp, "iv": iv, "rv": rv, "u": ctx.unit(), "buf": buf,
             "empty": empty, "badfmt": badfmt}
    ctx.plain([line % subst for line in form])
    ctx.plain(["print '(a)', 'not reached'"])


KINDS = {
    "fmt_write": (snip_fmt_write, 5),
    "list_write": (snip_list_write, 2),
    "namelist_write": (snip_namelist_write, 2),
    "list_read": (snip_list_read, 3),
    "namelist_read": (snip_namelist_read, 2),
    "fmt_read": (snip_fmt_read, 3),
    "seq_file": (snip_seq_file, 2),
    "nonadvancing": (snip_nonadvancing, 2),
    "unformatted": (snip_unformatted, 2),
    "formatted_access": (snip_formatted_access, 1),
    "open_inquire": (snip_open_inquire, 2),
}


def generate(seed: int, flang: bool = False) -> Program:
    """The program of seed; flang: rewritten so that flang-new-19 compiles
    it (flang_safe.py; the same draws, so the same program otherwise)."""
    rng = random.Random(seed)
    names = sorted(KINDS)
    weights = [KINDS[n][1] for n in names]
    snippets = []
    n = rng.randint(3, 10)
    for i in range(n):
        kind = rng.choices(names, weights)[0]
        ctx = Ctx(random.Random(rng.getrandbits(64)), i)
        KINDS[kind][0](ctx)
        snippets.append(Snippet(kind, ctx.decls, ctx.stmts, i))
    uncaught = None
    if rng.random() < 0.1:
        ctx = Ctx(random.Random(rng.getrandbits(64)), n)
        snip_uncaught(ctx)
        uncaught = Snippet("uncaught", ctx.decls, ctx.stmts, n)
    # The snippets of the former blind spots draw from their own generator,
    # so that the programs of earlier seeds keep the snippets they had.
    import blindspots
    extra, stdin_file = blindspots.extra_snippets(seed, n + 1, uncaught is None)
    snippets += extra
    if uncaught:
        snippets.append(uncaught)
    prog = Program(seed, snippets, stdin_file)
    if flang:
        import flang_safe
        flang_safe.rewrite(prog)
    return prog


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("seed", type=int)
    p.add_argument("-o", "--output", help="file to write (default stdout)")
    p.add_argument("--flang", action="store_true",
                   help="the program for flang-new-19 (run.py --flang)")
    args = p.parse_args(argv)
    text = generate(args.seed, args.flang).render()
    if args.output:
        with open(args.output, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
