# SPDX-License-Identifier: MIT
"""Snippets for what gen.py's first snippet kinds left out (its README's
"Blind spots"): ERR=/END=/EOR= branches, standard input, UTF-8 units and
character kind 4, derived types with defined I/O, FLUSH, WAIT and
asynchronous transfers, INQUIRE(SIZE=) of a unit with buffered data,
standard error, and STOP / ERROR STOP with output still buffered.

They draw from a generator of their own (seeded from the program's seed),
so adding them left the snippets of gen.py's kinds unchanged for every
seed."""

from __future__ import annotations

import random

import gen as g

# --------------------------------------------------------------------------
# ERR=, END= and EOR= branches
# --------------------------------------------------------------------------


class Labels:
    """Statement labels unique in the program: 1000 per snippet."""

    def __init__(self, index: int):
        self.next = 10000 + index * 1000

    def new(self) -> int:
        self.next += 1
        return self.next


def branch_stmt(ctx: g.Ctx, labels: Labels, stmt: str, conds: list[str],
                items: list[str] | None = None, after: list[str] | None = None):
    """stmt (with '%s' where the specifiers go) with a branch label for each
    condition in conds ('end', 'err', 'eor'); IOSTAT= only sometimes, so
    that a branch without it is seen too.  Every path prints the tag line
    with the branch taken."""
    rng = ctx.rng
    tag = ctx.tag()
    done = labels.new()
    targets = {c: labels.new() for c in conds}
    specs = ["%s=%d" % (c, targets[c]) for c in conds]
    if rng.random() < 0.5:
        specs.append("iostat=ios")
    if rng.random() < 0.5:
        specs.append("iomsg=msg")
    rng.shuffle(specs)
    line = "print '(a,1x,i0,1x,a)', '%s', ios, '%%s '//trim(msg)" % tag
    lines = ["msg = ''", "ios = -999", stmt % ", ".join(specs),
             line % "none"] + (after or []) + ["goto %d" % done]
    for c in conds:
        lines += ["%d %s" % (targets[c], line % c.upper()), "goto %d" % done]
    lines.append("%d continue" % done)
    ctx.stmts.append(g.Stmt(lines, list(items or [])))


def snip_labels(ctx: g.Ctx) -> None:
    rng = ctx.rng
    labels = Labels(ctx.index)
    u = ctx.unit()
    f = ctx.file("lab")
    ctx.io("open(%d, file='%s', status='replace', iostat=ios, iomsg=msg)"
           % (u, f))
    for _ in range(rng.randint(0, 4)):
        text = rng.choice(["12", "  -7", "abc", "", "1 2 3", "9999999999999",
                           "x=1", "1.5", g.rand_text(rng, rng.randint(0, 8))])
        ctx.io("write(%d, '(a)', iostat=ios, iomsg=msg) %s" % (u, g.fstr(text)))
    if rng.random() < 0.3:
        ctx.io("endfile(%d, iostat=ios, iomsg=msg)" % u)
    ctx.io("rewind(%d, iostat=ios, iomsg=msg)" % u)
    iv = ctx.new_var("int", 0)
    rv = ctx.new_var("real", 0)
    c = ctx.name("c")
    ctx.decls.append("character(len=4) :: %s" % c)
    size = ctx.name("size")
    ctx.decls.append("integer :: %s" % size)
    ctx.plain(["%s = 'init'" % c, "%s = -1" % size], fixed=True)
    pc = "print '(3a)', '%s: [', %s, ']'" % (c, c)
    for _ in range(rng.randint(2, 6)):
        op = rng.choice(["fmt", "list", "nonadv", "internal", "write",
                         "position", "fmt"])
        if op == "fmt":
            edit = rng.choice(["i4", "i2", "f5.1", "a", "i4/i4"])
            items = [iv.name] if edit[0] == "i" else \
                [rv.name] if edit[0] == "f" else [c]
            if "/" in edit:
                items = [iv.name, iv.name]
            branch_stmt(ctx, labels, "read(%d, '(%s)', %%s)@I" % (u, edit),
                        ["end", "err"], items)
        elif op == "list":
            branch_stmt(ctx, labels, "read(%d, *, %%s)@I" % u, ["end", "err"],
                        [iv.name, rv.name])
        elif op == "nonadv":
            branch_stmt(ctx, labels, "read(%d, '(a%d)', advance='no', "
                        "size=%s, %%s)@I" % (u, rng.randint(1, 4), size),
                        ["end", "err", "eor"], [c],
                        after=["print '(a,i0)', '%s: size=', %s" % (size, size)])
        elif op == "internal":
            src = ctx.name("src")
            ctx.decls.append("character(len=5) :: %s" % src)
            ctx.plain(["%s = %s" % (src, g.fstr(rng.choice(
                ["12", "ab", "", "1,2", "7 8 9"])))], fixed=True)
            branch_stmt(ctx, labels, "read(%s, '(%s)', %%s)@I" % (
                src, rng.choice(["i3", "i1,i1", "2i2"])), ["end", "err"],
                [iv.name] * rng.randint(1, 2))
        elif op == "write":
            branch_stmt(ctx, labels, "write(%d, '(i0)', %%s) 42" % u, ["err"])
        else:
            op = rng.choice(["backspace", "rewind", "endfile"])
            branch_stmt(ctx, labels, "%s(%d, %%s)" % (op, u), ["err"])
        ctx.plain([pc])
        g.print_var(ctx, iv)
    ctx.io("close(%d, iostat=ios, iomsg=msg)" % u)
    if rng.random() < 0.3:
        # An error on a unit that is not connected to a file.
        branch_stmt(ctx, labels, "read(%d, '(i3)', %%s)@I" % (u + 5),
                    ["end", "err"], [iv.name])


# --------------------------------------------------------------------------
# Standard input
# --------------------------------------------------------------------------

STDIN_LINES = ["1 2 3", "  42", "abc def", "", "1.5, 2.5", "x", "7*",
               "'quoted, text' 5", "3*1 /", "-0", "1e400", "T F",
               "&GRP V=3 /", "  &grp v=4, w='ab' /", "&grp w=x /",
               "&grp v=1 u=2 /", "12345678901234567890"]


def snip_stdin(ctx: g.Ctx) -> str:
    """Reads from unit 5 / '*'; returns the text the snippet gives stdin."""
    rng = ctx.rng
    iv = ctx.new_var("int", 0)
    rv = ctx.new_var("real", 0)
    c = ctx.name("c")
    ctx.decls.append("character(len=%d) :: %s" % (rng.choice([3, 8, 20]), c))
    v, w = ctx.name("v"), ctx.name("w")
    ctx.decls += ["integer :: %s" % v, "character(len=4) :: %s" % w]
    grp = ctx.name("g")
    size = ctx.name("size")
    ctx.decls += ["integer :: %s" % size, "namelist /%s/ %s, %s" % (grp, v, w)]
    ctx.plain(["%s = 'init'" % c, "%s = -1" % v, "%s = '----'" % w,
               "%s = -1" % size], fixed=True)
    names = {"grp": grp, "GRP": grp.upper(), "v=": v + "=", "V=": v.upper() + "=",
             "w=": w + "="}
    lines = []
    for _ in range(rng.randint(0, 6)):
        line = rng.choice(STDIN_LINES)
        if "&" in line:
            for old, new in names.items():
                line = line.replace(old, new)
        lines.append(line)
    pc = "print '(3a)', '%s: [', %s, ']'" % (c, c)
    for _ in range(rng.randint(1, 5)):
        op = rng.choice(["list", "a", "a", "nonadv", "fmt", "nml", "inquire",
                         "position"])
        unit = rng.choice(["*", "5"])
        if op == "list":
            ctx.io("read(%s, *, iostat=ios, iomsg=msg)@I" % unit,
                   rng.choice([[iv.name], [iv.name, rv.name], [c], [rv.name]]))
            g.print_var(ctx, iv)
            g.print_var(ctx, rv)
        elif op == "a":
            ctx.io("read(%s, '(a)', iostat=ios, iomsg=msg) %s" % (unit, c),
                   extra=[pc])
        elif op == "nonadv":
            ctx.io("read(%s, '(a%d)', advance='no', size=%s, iostat=ios, "
                   "iomsg=msg) %s" % (unit, rng.randint(1, 5), size, c),
                   extra=[pc, "print '(a,i0)', '%s: size=', %s" % (size, size)])
        elif op == "fmt":
            ctx.io("read(%s, '(i3,f5.0)', iostat=ios, iomsg=msg) %s, %s"
                   % (unit, iv.name, rv.name))
            g.print_var(ctx, iv)
            g.print_var(ctx, rv)
        elif op == "nml":
            ctx.io("read(%s, nml=%s, iostat=ios, iomsg=msg)" % (unit, grp),
                   extra=["print '(a,i0,3a)', '%s: ', %s, ' [', %s, ']'"
                          % (v, v, w)])
        elif op == "inquire":
            ctx.io("inquire(5, access=%s, form=%s, iostat=ios, iomsg=msg)"
                   % (c, w), extra=[pc])
        else:
            ctx.io("%s(5, iostat=ios, iomsg=msg)" % rng.choice(
                ["rewind", "backspace", "endfile"]))
    return "".join(line + "\n" for line in lines)


# --------------------------------------------------------------------------
# UTF-8 units and character kind 4
# --------------------------------------------------------------------------

CODES = [0x41, 0x7A, 0x20, 0xE9, 0xFF, 0x100, 0x3B1, 0x4E2D, 0x20AC, 0x1F600,
         0x2C, 0x27]


def k4_value(rng, n: int) -> str:
    if n == 0:
        return "4_''"
    return " // ".join("char(int(z'%X'), kind=4)" % rng.choice(CODES)
                       for _ in range(n))


def print_k4(name: str) -> str:
    return ("print '(a,*(1x,z0))', '%s:', (ichar(%s(jj:jj), kind=4), "
            "jj=1,len(%s))" % (name, name, name))


def snip_utf8(ctx: g.Ctx) -> None:
    rng = ctx.rng
    n = rng.randint(1, 6)
    w = ctx.name("w")
    w2 = ctx.name("w")
    c = ctx.name("c")
    n2 = rng.randint(1, 8)
    ctx.decls += ["character(kind=4, len=%d) :: %s" % (n, w),
                  "character(kind=4, len=%d) :: %s" % (n2, w2),
                  "character(len=%d) :: %s" % (rng.randint(1, 10), c)]
    ctx.plain(["%s = %s" % (w, k4_value(rng, n)), "%s = 4_'-'" % w2,
               "%s = '-'" % c], fixed=True)
    enc = rng.choice(["utf-8", "utf-8", "default"])
    u = ctx.unit()
    if rng.random() < 0.3:
        buf = ctx.name("wbuf")
        ctx.decls.append("character(kind=4, len=20) :: %s" % buf)
        fmt = rng.choice(["a,i3", "a3,1x,i0", "i0,a"])
        items = "42, %s" % w if fmt[0] == "i" else "%s, 42" % w
        ctx.io("write(%s, '(%s)', iostat=ios, iomsg=msg) %s" % (buf, fmt, items))
        ctx.plain([print_k4(buf)])
        ctx.io("read(%s, '(a%d)', iostat=ios, iomsg=msg) %s" % (
            buf, rng.randint(1, 6), w2))
        ctx.plain([print_k4(w2)])
    ctx.io("open(%d, file='%s', status='replace', encoding='%s', "
           "iostat=ios, iomsg=msg)" % (u, ctx.file("u8"), enc))
    for _ in range(rng.randint(1, 4)):
        form = rng.choice(["'(a)'", "'(a)'", "*", "'(a2,1x,a)'", "'(i3,a)'",
                           "'(a,1x,a)'"])
        items = {"'(i3,a)'": "7, %s" % w, "'(a,1x,a)'": "%s, 'ascii'" % w,
                 "'(a2,1x,a)'": "%s, %s" % (w, w)}.get(form, w)
        ctx.io("write(%d, %s, iostat=ios, iomsg=msg) %s" % (u, form, items))
    enq = ctx.name("enc")
    ctx.decls.append("character(len=10) :: %s" % enq)
    ctx.io("inquire(%d, encoding=%s, iostat=ios, iomsg=msg)" % (u, enq),
           extra=["print '(3a)', '%s: [', trim(%s), ']'" % (enq, enq)])
    ctx.io("rewind(%d, iostat=ios, iomsg=msg)" % u)
    for _ in range(rng.randint(1, 4)):
        if rng.random() < 0.6:
            aw = rng.choice(["", "2", "5"])
            # libgfortran's Aw on a UTF-8 unit stores w characters, past
            # the end of a shorter variable (README: deliberate differences)
            if enc == "utf-8" and aw and int(aw) > n2:
                aw = str(n2)
            ctx.io("read(%d, '(a%s)', iostat=ios, iomsg=msg) %s" % (
                u, aw, w2))
            ctx.plain([print_k4(w2)])
        else:
            ctx.io("read(%d, '(a)', iostat=ios, iomsg=msg) %s" % (u, c),
                   extra=["print '(3a)', '%s: [', %s, ']'" % (c, c)])
    ctx.io("close(%d, iostat=ios, iomsg=msg)" % u)
    if rng.random() < 0.3:
        ctx.io("write(*, '(a)', iostat=ios, iomsg=msg) %s" % w)


# --------------------------------------------------------------------------
# Derived types with defined I/O
# --------------------------------------------------------------------------

DT_WRITE = [
    ["write(unit, '(a,i0,3a)', iostat=iostat, iomsg=iomsg) '<', dtv%i, ',', "
     "dtv%c, '>'"],
    ["if (size(v_list) >= 1) then",
     "  write(fm, '(a,i0,a)') '(a,i', max(v_list(1), 0), ')'",
     "else",
     "  fm = '(a,i0)'",
     "end if",
     "write(unit, fm, iostat=iostat, iomsg=iomsg) trim(iotype)//':', dtv%i"],
    ["write(unit, *, iostat=iostat, iomsg=iomsg) dtv%i, dtv%c"],
    ["iostat = 5432", "iomsg = 'child write failed'"],
    ["write(unit, '(a)', iostat=iostat, iomsg=iomsg) 'x'",
     "if (iostat == 0) write(unit, '(i0)', iostat=iostat, iomsg=iomsg) dtv%i"],
    ["write(unit, '(i0,/,a)', iostat=iostat, iomsg=iomsg) dtv%i, dtv%c"],
    ["write(unit, '(i3,t2,a)', iostat=iostat, iomsg=iomsg) dtv%i, dtv%c"],
]
DT_READ = [
    ["read(unit, *, iostat=iostat, iomsg=iomsg) dtv%i, dtv%c"],
    ["read(unit, '(i3,a4)', iostat=iostat, iomsg=iomsg) dtv%i, dtv%c"],
    ["if (size(v_list) >= 1) then",
     "  write(fm, '(a,i0,a)') '(i', max(v_list(1), 1), ')'",
     "else",
     "  fm = '(i2)'",
     "end if",
     "read(unit, fm, iostat=iostat, iomsg=iomsg) dtv%i"],
    ["iostat = 5555", "iomsg = 'child read failed'"],
    ["read(unit, '(i1)', iostat=iostat, iomsg=iomsg) dtv%i",
     "if (iostat == 0) read(unit, '(a2)', iostat=iostat, iomsg=iomsg) dtv%c"],
]


def dt_module(rng, index: int) -> list[str]:
    t = "t%d" % index
    args = "(dtv, unit, iotype, v_list, iostat, iomsg)"
    decl = ["integer, intent(in) :: unit",
            "character(*), intent(in) :: iotype",
            "integer, intent(in) :: v_list(:)",
            "integer, intent(out) :: iostat",
            "character(*), intent(inout) :: iomsg",
            "character(len=40) :: fm"]
    out = ["module m%d" % index, "  implicit none",
           "  type :: %s" % t,
           "    integer :: i = 0",
           "    character(len=4) :: c = ''",
           "  contains",
           "    procedure :: wf => wf%d" % index,
           "    procedure :: rf => rf%d" % index,
           "    generic :: write(formatted) => wf",
           "    generic :: read(formatted) => rf",
           "  end type",
           "contains",
           "  subroutine wf%d%s" % (index, args),
           "    class(%s), intent(in) :: dtv" % t]
    out += ["    " + d for d in decl]
    out += ["    fm = ''"]
    out += ["    " + x for x in rng.choice(DT_WRITE)]
    out += ["  end subroutine",
            "  subroutine rf%d%s" % (index, args),
            "    class(%s), intent(inout) :: dtv" % t]
    out += ["    " + d for d in decl]
    out += ["    fm = ''"]
    out += ["    " + x for x in rng.choice(DT_READ)]
    out += ["  end subroutine", "end module m%d" % index]
    return out


def dt_edit(rng) -> str:
    iotype = rng.choice(["", "", '"tag"', '"x"'])
    v = rng.choice(["", "", "(5)", "(1)", "(3,2)", "(12,4)"])
    return "dt" + iotype + v


def snip_dtio(ctx: g.Ctx) -> list[str]:
    """Returns the module the snippet's type comes from."""
    rng = ctx.rng
    module = dt_module(rng, ctx.index)
    t = "t%d" % ctx.index
    x, y = ctx.name("x"), ctx.name("y")
    arr = ctx.name("xa")
    ctx.decls += ["type(%s) :: %s, %s" % (t, x, y),
                  "type(%s) :: %s(2)" % (t, arr)]
    grp = ctx.name("nml")
    k = ctx.name("k")
    ctx.decls += ["integer :: %s" % k,
                  "namelist /%s/ %s, %s" % (grp, k, x)]
    ctx.plain(["%s%%i = %d" % (x, rng.choice([0, 7, -12, 123456])),
               "%s%%c = %s" % (x, g.fstr(g.rand_text(rng, rng.randint(0, 4)))),
               "%s = %s" % (arr, x), "%s(2)%%i = 99" % arr,
               "%s = 5" % k], fixed=True)
    py = "print '(a,i0,3a)', '%s: ', %s%%i, ' [', %s%%c, ']'" % (y, y, y)
    for _ in range(rng.randint(2, 6)):
        op = rng.choice(["fmt", "fmt", "list", "nml", "internal", "file",
                         "array"])
        if op == "fmt":
            ctx.io("write(*, '(a,%s,a)', iostat=ios, iomsg=msg) 'L', %s, 'R'"
                   % (dt_edit(rng), x))
        elif op == "list":
            ctx.io("write(*, *, iostat=ios, iomsg=msg) %s, 3" % x)
        elif op == "nml":
            ctx.io("write(*, nml=%s, iostat=ios, iomsg=msg)" % grp)
        elif op == "array":
            ctx.io("write(*, '(%s)', iostat=ios, iomsg=msg) %s" % (
                rng.choice(["2(dt,1x)", "dt", "dt,\"|\",dt", "*(dt:,\",\")"]), arr))
        elif op == "internal":
            buf = ctx.name("buf")
            ctx.decls.append("character(len=%d) :: %s" % (
                rng.choice([5, 20, 40]), buf))
            ctx.plain(["%s = ''" % buf], fixed=True)
            ctx.io("write(%s, '(%s)', iostat=ios, iomsg=msg) %s" % (
                buf, dt_edit(rng), x),
                extra=["print '(3a)', '%s: [', %s, ']'" % (buf, buf)])
            ctx.plain(["%s%%i = -1" % y, "%s%%c = '????'" % y], fixed=True)
            ctx.io("read(%s, '(%s)', iostat=ios, iomsg=msg) %s" % (
                buf, dt_edit(rng), y), extra=[py])
        else:
            u = ctx.unit()
            ctx.io("open(%d, file='%s', status='replace', iostat=ios, "
                   "iomsg=msg)" % (u, ctx.file("dt")))
            how = rng.choice(["'(dt)'", "*", "'(i3,dt)'"])
            items = "4, %s" % x if how == "'(i3,dt)'" else x
            ctx.io("write(%d, %s, iostat=ios, iomsg=msg) %s" % (u, how, items))
            ctx.io("rewind(%d, iostat=ios, iomsg=msg)" % u)
            ctx.plain(["%s%%i = -1" % y, "%s%%c = '????'" % y], fixed=True)
            how = rng.choice(["'(dt)'", "*", "'(%s)'" % dt_edit(rng)])
            ctx.io("read(%d, %s, iostat=ios, iomsg=msg) %s" % (u, how, y),
                   extra=[py])
            if rng.random() < 0.3:
                ctx.io("rewind(%d, iostat=ios, iomsg=msg)" % u)
                ctx.io("read(%d, nml=%s, iostat=ios, iomsg=msg)" % (u, grp))
            ctx.io("close(%d, iostat=ios, iomsg=msg)" % u)
    return module


# --------------------------------------------------------------------------
# FLUSH, WAIT, asynchronous transfers, INQUIRE(SIZE=), standard error
# --------------------------------------------------------------------------

def snip_flush_wait(ctx: g.Ctx) -> None:
    rng = ctx.rng
    u = ctx.unit()
    f = ctx.file("fw")
    form = rng.choice(["formatted", "unformatted"])
    asyn = rng.choice(["yes", "no"])
    access = rng.choice(["sequential", "sequential", "stream"])
    ctx.io("open(%d, file='%s', status='replace', form='%s', access='%s', "
           "asynchronous='%s', iostat=ios, iomsg=msg)" % (u, f, form, access,
                                                          asyn))
    idv, sz, n = ctx.name("id"), ctx.name("size"), ctx.name("n")
    pend = ctx.name("pend")
    arr = ctx.name("arr")
    ctx.decls += ["integer :: %s, %s, %s" % (idv, sz, n),
                  "logical :: %s" % pend,
                  "integer :: %s(%d)" % (arr, rng.randint(1, 50))]
    ctx.plain(["%s = -1" % idv, "%s = -1" % sz, "%s = -1" % n,
               "%s = [(jj * 3, jj = 1, size(%s))]" % (arr, arr),
               "%s = .false." % pend], fixed=True)
    psz = "print '(a,i0)', '%s: size=', %s" % (sz, sz)
    for _ in range(rng.randint(2, 7)):
        op = rng.choice(["write", "write", "flush", "wait", "size", "pending",
                         "iolength", "stderr", "read"])
        if op == "write":
            if form == "formatted":
                stmt = "write(%d, '(10i4)'%s, iostat=ios, iomsg=msg) %s"
            else:
                stmt = "write(%d%s, iostat=ios, iomsg=msg) %s"
            spec = ""
            if asyn == "yes" and rng.random() < 0.7:
                spec = ", asynchronous='yes', id=%s" % idv
            ctx.io(stmt % (u, spec, arr))
            if spec:
                # libgfortran's worker thread races its main thread here
                # (README: deliberate differences): let it finish first.
                ctx.io("flush(%d, iostat=ios, iomsg=msg)" % u)
        elif op == "read" and asyn == "yes":
            # No READ on an ASYNCHRONOUS='YES' unit: libgfortran 12 never
            # completes a synchronous one and fills an asynchronous one at
            # the end of the file with zeros (deliberate differences,
            # README).
            ctx.io("flush(%d, iostat=ios, iomsg=msg)" % u)
        elif op == "read":
            ctx.io("rewind(%d, iostat=ios, iomsg=msg)" % u)
            if form == "formatted":
                ctx.io("read(%d, '(10i4)', iostat=ios, iomsg=msg) %s" % (u, arr))
            else:
                ctx.io("read(%d, iostat=ios, iomsg=msg) %s" % (u, arr))
            ctx.plain(["print '(a,*(1x,i0))', '%s:', %s" % (arr, arr)])
        elif op == "flush":
            ctx.io("flush(%d, iostat=ios, iomsg=msg)" % rng.choice([u, u, u + 7]))
        elif op == "wait":
            spec = ", id=%s" % idv if rng.random() < 0.5 else ""
            ctx.io("wait(%d%s, iostat=ios, iomsg=msg)" % (
                rng.choice([u, u, u + 7]), spec))
        elif op == "size":
            if rng.random() < 0.5:
                ctx.io("inquire(%d, size=%s, iostat=ios, iomsg=msg)" % (u, sz),
                       extra=[psz])
            else:
                ctx.io("inquire(file='%s', size=%s, iostat=ios, iomsg=msg)"
                       % (f, sz), extra=[psz])
        elif op == "pending":
            ctx.io("inquire(%d, pending=%s, iostat=ios, iomsg=msg)" % (u, pend),
                   extra=["print '(a,l1)', '%s: ', %s" % (pend, pend)])
        elif op == "iolength":
            ctx.plain(["inquire(iolength=%s) %s, %s" % (n, arr, sz),
                       "print '(a,i0)', '%s: ', %s" % (n, n)])
        else:
            ctx.io("write(0, '(a,i0)', iostat=ios, iomsg=msg) 'to stderr ', %d"
                   % rng.randint(0, 99))
    ctx.io("close(%d, iostat=ios, iomsg=msg)" % u)


# --------------------------------------------------------------------------
# STOP and ERROR STOP with output still buffered
# --------------------------------------------------------------------------

def snip_stop(ctx: g.Ctx) -> None:
    rng = ctx.rng
    u = ctx.unit()
    ctx.io("open(%d, file='%s', status='replace', iostat=ios, iomsg=msg)"
           % (u, ctx.file("st")))
    ctx.io("write(%d, '(a)', iostat=ios, iomsg=msg) 'kept'" % u)
    if rng.random() < 0.5:
        ctx.io("write(%d, '(a)', advance='no', iostat=ios, iomsg=msg) 'partial'"
               % u)
    if rng.random() < 0.5:
        ctx.io("write(*, '(a)', advance='no', iostat=ios, iomsg=msg) 'no newline'")
    if rng.random() < 0.3:
        ctx.io("write(0, '(a)', advance='no', iostat=ios, iomsg=msg) 'err part'")
    ctx.plain([rng.choice(["stop", "stop 3", "stop 'done'", "error stop",
                           "error stop 7", "error stop 'failed'"])])


# --------------------------------------------------------------------------
# Choosing them
# --------------------------------------------------------------------------

EXTRA_KINDS = ["labels", "stdin", "utf8", "dtio", "flush_wait"]


def extra_snippets(seed: int, first: int, may_stop: bool):
    """Up to two snippets of the kinds above with indices first, first+1,
    and whether standard input is a regular file."""
    rng = random.Random(seed * 1000003 + 17)
    out = []
    index = first
    for _ in range(rng.choice([0, 0, 1, 1, 1, 2])):
        kind = rng.choice(EXTRA_KINDS)
        ctx = g.Ctx(random.Random(rng.getrandbits(64)), index)
        module, stdin = [], ""
        if kind == "labels":
            snip_labels(ctx)
        elif kind == "stdin":
            stdin = snip_stdin(ctx)
        elif kind == "utf8":
            snip_utf8(ctx)
        elif kind == "dtio":
            module = snip_dtio(ctx)
        else:
            snip_flush_wait(ctx)
        out.append(g.Snippet(kind, ctx.decls, ctx.stmts, index, module, stdin))
        index += 1
    if may_stop and rng.random() < 0.08:
        ctx = g.Ctx(random.Random(rng.getrandbits(64)), index)
        snip_stop(ctx)
        out.append(g.Snippet("stop", ctx.decls, ctx.stmts, index))
    stdin_file = rng.random() < 0.5
    if not stdin_file:
        no_rewind_of_pipe(out)
    return out, stdin_file


def no_rewind_of_pipe(snippets) -> None:
    """REWIND of standard input from a pipe makes libgfortran 12 hang (a
    deliberate difference, README): BACKSPACE instead."""
    for s in snippets:
        for st in s.stmts:
            st.lines = [line.replace("rewind(5,", "backspace(5,")
                        for line in st.lines]
