#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Regenerates format_errors.txt, the gfortran oracle corpus of
check_format (format layer tests).

Needs gfortran 12.  Builds format_errors_oracle.f90 with several sets of
compile flags, feeds it hand-picked and random format texts (seeded, so the
corpus is reproducible) in WRITE and READ mode, and keeps each outcome that
depends on the format parser alone: IOSTAT 0 or 5006 with the IOMSG, the
run-time notices printed on stderr, or the program stopping at a notice.
Outcomes of the record machinery (IOSTAT -1/-2) and texts on which
libgfortran crashes or hangs are left out.

Record (one line, tab separated, \\ \\t \\n \\xHH escapes):
  variant  mode  format  status(ok|fatal)  iostat  payload
where payload is "IOSTAT\\nIOMSG\\nNOTICES" (status ok) or "NOTICES"
(status fatal), NOTICES being "W:text\\n" or "E:text\\n" per notice.

Usage: format_errors_gen.py [output]   (default: format_errors.txt here)
"""
import os
import random
import resource
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

# name: (gfortran flags, dec statement flag) -- the values ParseOptions
# gets are in check_format.cpp's variant_options().
VARIANTS = {
    "default": ([], False),
    "legacy": (["-std=legacy"], False),
    "pedantic": (["-pedantic"], False),
    "f95p": (["-std=f95", "-pedantic"], False),
    "f2003p": (["-std=f2003", "-pedantic"], False),
    "f2018p": (["-std=f2018", "-pedantic"], False),
    "f2008": (["-std=f2008"], False),
    "dec": (["-fdec"], True),
    "decfmt": (["-fdec-format-defaults"], True),
}

CURATED = r"""(1x,i5,,f8.3)
(i5
(q)
('abc)
("it""s)
i5

   
(i5.7)
(e10.3e-1)
(e10.3ex)
(*(a)
(*a)
(*())
(*('x'))
(2(i2), *('x'))
(2H)
(H)
(3Hab)
(4H a B,H,)
(dt'a'(1,-2))
(dt(1;2))
(dt(x))
(dt'a''b'(1,2,3))
(f10)
(e12)
(d8)
(g9)
(a0)
(2px)
(p)
(t)
(tx)
(tl0)
(i)
(i.3)
(f.3)
(f10.)
(f10.x)
(e)
(f,i5)
(ex)
(2t5)
(3:)
(2'abc')
(5)
(1x,,)
(i5,)x
(i5 q)
(x,r)
(rq)
(-x)
(+5x)
(0x)
(-3)
(-2p)
(2pf8.3,-1pe12.3e2)
(i5,(a,(f8.3,q)))
((((i5)))
(i5))
(i5, 'abc' 'def')
(i5, 'a'')
(g0.3e)
(g0)
(g0.3)
(f0.3)
(e0.3)
(es0.3e2)
(d0.3)
(f0.3e2)
(e10.3e0)
(z5.6)
(b0.5, o3.4)
(L0, i5 z)
(L, i5)
(L0)
(i0)
(i0.3)
(i, f, 3e, a, l)
(i, f)
(ru, rd, rz, rn, rc, rp)
(dc, dp)
($)
(i5, $)
(s, ss, sp, bn, bz)
('ab',i5)
(3x,2hab,i5)
(i5, 'x')
(i5, 4294967296x)
(99999999999i5, q)
(4294967297i5, q)
(2147483648(i5), q)
(i5,f8.3,                                                                                        q)
(1x, 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', q)
(T
(B
(R
(F
(X
(i5,*(i3,:,','))""".split("\n")


def num(rng, big=False):
    r = rng.random()
    if big and r < 0.08:
        return rng.choice(["2147483647", "2147483648", "4294967296",
                           "4294967297", "99999999999", "0000", "00012"])
    if r < 0.1:
        return "0"
    if r < 0.7:
        return str(rng.randint(1, 12))
    return str(rng.randint(1, 300))


def string(rng):
    q = rng.choice(["'", '"'])
    other = "'" if q == '"' else '"'
    body = "".join(rng.choice(["a", "b", " ", "x", q + q, other, "H", ","])
                   for _ in range(rng.randint(0, 5)))
    return q + body + q


def data(rng):
    k = rng.choice(["I", "B", "O", "Z", "F", "E", "EN", "ES", "D", "G", "L",
                    "A", "DT", "EX"])
    n = lambda big=False: num(rng, big)
    if k in ("I", "B", "O", "Z"):
        suf = rng.choice(["", n(True), n() + "." + n(), n() + ".",
                          "0." + n(), "." + n()])
    elif k in ("F", "E", "EN", "ES", "D", "G", "EX"):
        suf = rng.choice(["", n(), n() + "." + n(), n() + "." + n() + "E" + n(),
                          "0", "0." + n(), "0." + n() + "E" + n(),
                          n() + "." + n() + "e", n() + ".",
                          n() + "." + n() + "E0", n(True) + "." + n()])
    elif k == "L":
        suf = rng.choice(["", n(), "0"])
    elif k == "A":
        suf = rng.choice(["", n(), "0", n(True)])
    else:
        suf = rng.choice(["", string(rng),
                          string(rng) + "(" + ",".join(
                              n() for _ in range(rng.randint(1, 3))) + ")",
                          "(" + n() + ")", "(" + n() + ",-1)",
                          "(" + n() + ";)", "()", string(rng) + "("])
    rep = n(True) if rng.random() < 0.3 else ""
    return rep + k + suf


def control(rng):
    c = rng.choice(["X", "nX", "T", "TL", "TR", "/", "n/", ":", "P", "S",
                    "SS", "SP", "BN", "BZ", "RU", "RD", "RZ", "RN", "RC",
                    "RP", "DC", "DP", "$", "Q", "STR", "H", "R", "junk"])
    if c == "nX":
        return num(rng, True) + "X"
    if c in ("T", "TL", "TR"):
        return c + rng.choice([num(rng), "", "0"])
    if c == "n/":
        return num(rng) + "/"
    if c == "P":
        return (rng.choice(["", "-", "+"]) + rng.choice([num(rng), "0"]) +
                "P" + rng.choice(["", "F8.3", "E10.2", "I5", "X"]))
    if c == "STR":
        return (num(rng) if rng.random() < 0.1 else "") + string(rng)
    if c == "H":
        k = rng.randint(0, 4)
        return str(k) + "H" + "".join(rng.choice("ab ,)'")
                                      for _ in range(k + rng.randint(-1, 1)))
    if c == "junk":
        return rng.choice(list("?!#%&@~=-+UWKMNVYJC;[\\") +
                          ["-x", "\x7f", "\xe9"])
    return c


def item(rng, depth):
    r = rng.random()
    if depth < 4 and r < 0.15:
        pre = rng.choice(["", num(rng, True), "*", "*", num(rng)])
        return pre + "(" + lst(rng, depth + 1) + ")"
    return data(rng) if r < 0.6 else control(rng)


def lst(rng, depth):
    parts = [item(rng, depth) for _ in range(rng.randint(0, 5))]
    s = ""
    for i, p in enumerate(parts):
        s += p
        if i + 1 < len(parts):
            s += rng.choice([",", ",", ",", "", " ", ",,"])
    return s + ("," if rng.random() < 0.05 else "")


def blur(rng, s):
    """Random blanks, tabs and lower case."""
    out = []
    for ch in s:
        if rng.random() < 0.05:
            out.append(rng.choice([" ", "  ", "\t"]))
        out.append(ch.lower() if rng.random() < 0.3 else ch)
    return "".join(out)


def random_format(rng):
    s = "(" + lst(rng, 0) + ")"
    r = rng.random()
    if r < 0.05:
        s = s[:rng.randint(0, len(s))]
    elif r < 0.08:
        s += rng.choice([" ", "   ", "junk", ")", "(", " x"])
    elif r < 0.1:
        s = " " + s
    s = blur(rng, s)
    if rng.random() < 0.4:  # mutate
        s = list(s)
        for _ in range(rng.randint(1, 3)):
            i = rng.randint(0, len(s))
            ch = rng.choice("(),.'\"*/:$0123456789IFEADLGPXTHSBZ- \t")
            op = rng.random()
            if op < 0.33 and s:
                del s[min(i, len(s) - 1)]
            elif op < 0.66:
                s.insert(i, ch)
            elif s:
                s[min(i, len(s) - 1)] = ch
        s = "".join(s)
    return s


def usable(s):
    # Line protocol; NUL makes libgfortran read past its copy; -2 wraps to
    # an unlimited count and can hang; keep the output record short.
    return ("\n" not in s and "\r" not in s and "\0" not in s and
            "4294967294" not in s and len(s) < 300)


def build(tmp):
    src = os.path.join(HERE, "format_errors_oracle.f90")
    main = os.path.join(tmp, "main.f90")
    with open(main, "w") as f:
        f.write("program m\n  call run\nend program\n")
    subprocess.run(["gfortran", "-c", src, "-o", f"{tmp}/lib.o"],
                   check=True, cwd=tmp)
    subprocess.run(["gfortran", "-fdec", "-c", src, "-o", f"{tmp}/lib_dec.o"],
                   check=True, cwd=tmp)
    for name, (flags, dec) in VARIANTS.items():
        lib = f"{tmp}/lib_dec.o" if dec else f"{tmp}/lib.o"
        subprocess.run(["gfortran"] + flags + [main, lib, "-o",
                                               f"{tmp}/drv_{name}"],
                       check=True, cwd=tmp)


def limit():
    resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))


def run_batch(cmd, lines):
    """Runs cmd over lines; a line that ends the process is recorded with
    status fatal (exit 2) or crash, and the rest is run again."""
    res = []
    i = 0
    while i < len(lines):
        data = b"".join(l.encode("latin-1") + b"\n" for l in lines[i:])
        try:
            p = subprocess.run(cmd, input=data, capture_output=True,
                               timeout=60, preexec_fn=limit)
            out, err, rc = p.stdout, p.stderr, p.returncode
        except subprocess.TimeoutExpired as e:
            out, err, rc = e.stdout or b"", e.stderr or b"", "timeout"
        orecs = out.split(b"@@END@@\n")
        erecs = err.split(b"@@END@@\n")
        n = min(len(orecs), len(erecs)) - 1
        for k in range(n):
            res.append(("ok", orecs[k], erecs[k]))
        i += n
        if i >= len(lines):
            break
        tail = erecs[n]
        res.append(("fatal" if rc == 2 else "crash", b"", tail))
        i += 1
    return res


def notices(err):
    out = []
    for line in err.decode("latin-1").split("\n"):
        if line.startswith("Fortran runtime warning: "):
            out.append("W:" + line[len("Fortran runtime warning: "):])
        elif line.startswith("Fortran runtime error: "):
            out.append("E:" + line[len("Fortran runtime error: "):])
    return "".join(x + "\n" for x in out)


def esc(s):
    out = []
    for ch in s:
        o = ord(ch)
        if ch == "\\":
            out.append("\\\\")
        elif ch == "\t":
            out.append("\\t")
        elif ch == "\n":
            out.append("\\n")
        elif o < 32 or o >= 127:
            out.append("\\x%02x" % o)
        else:
            out.append(ch)
    return "".join(out)


def main():
    out_path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        HERE, "format_errors.txt")
    rng = random.Random(20240611)
    rand_default = []
    while len(rand_default) < 1500:
        s = random_format(rng)
        if usable(s):
            rand_default.append(s)
    rand_other = []
    while len(rand_other) < 200:
        s = random_format(rng)
        if usable(s):
            rand_other.append(s)
    records = []
    with tempfile.TemporaryDirectory() as tmp:
        build(tmp)
        for name in VARIANTS:
            corpus = CURATED + (rand_default if name == "default"
                                else rand_other)
            for mode in ("w", "r"):
                for f, (status, o, e) in zip(
                        corpus, run_batch([f"{tmp}/drv_{name}", mode],
                                          corpus)):
                    if status == "crash":
                        continue
                    if status == "fatal":
                        records.append((name, mode, f, "fatal", "-",
                                        notices(e)))
                        continue
                    ios, _, msg = o.decode("latin-1").partition("\n")
                    if ios not in ("0", "5006"):
                        continue
                    msg = msg[:-1] if msg.endswith("\n") else msg
                    records.append((name, mode, f, "ok", ios,
                                    f"{ios}\n{msg}\n{notices(e)}"))
    with open(out_path, "w", encoding="latin-1") as f:
        f.write("# gfortran 12 outcomes of run-time formats; written by "
                "format_errors_gen.py, do not edit.\n")
        for r in records:
            f.write("\t".join(esc(x) for x in r) + "\n")
    print(f"{len(records)} records written to {out_path}")


if __name__ == "__main__":
    main()
