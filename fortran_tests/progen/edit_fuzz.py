#!/usr/bin/env python3
"""Random values through random numeric edits: a generator of differential
test programs for the conversions (output and input).

Each seed gives a Fortran program of random statements of two kinds.
- Output: one value written with one random edit under random modes.
  The values are REAL(4), (8), (10) and (16) given by their bits (any
  exponent, subnormals, infinities, NaNs), exact binary fractions that
  make decimal ties, and neighbours of powers of ten; INTEGER(1..16) by
  their bits; some COMPLEX pairs.  The edits are F, E, EN, ES, D and G
  with random w, d and e (zero widths, d of 0, widths too small), G0,
  I, B, O, Z with .m, list-directed output; the modes are kP, SS/SP/S,
  RN/RZ/RU/RD/RC/RP and DC.
- Input: a random numeric text (signs, many digits, blanks, exponent
  letters E/D/Q or a bare signed exponent, huge and tiny exponents, INF,
  NaN, stray characters) read from an internal file with a random edit
  (F, E, ES, EN, D, G, I, B, O, Z, list-directed) under random BN/BZ, DC
  and rounding modes into every kind; the program prints the bits read.
The formats are character variables, so a bad one is a runtime error with
an IOSTAT rather than a compile error.  Every statement prints its IOSTAT
and IOMSG when it fails.

Usage: edit_fuzz.py SEED [STATEMENTS] > prog.f90, then
fortran_tests/tools/fdiff.py prog.f90 (or flangdiff.py).
fortran_tests/progen/edit_fuzz.test runs some seeds.
"""
import random
import sys

REAL_BITS = {4: 32, 8: 64, 10: 80, 16: 128}
# Exponent field width and the explicit integer bit (REAL(10) only).
EXP_BITS = {4: 8, 8: 11, 10: 15, 16: 15}
INT_KINDS = [1, 2, 4, 8, 16]


def real_bits(r, k):
    """Bits of a REAL(k): random fields, biased to edges of the range."""
    nb = REAL_BITS[k]
    eb = EXP_BITS[k]
    frac = nb - 1 - eb
    emax = (1 << eb) - 1
    pick = r.random()
    if pick < 0.1:
        e = 0  # zero or subnormal
    elif pick < 0.15:
        e = emax  # infinity or NaN
    elif pick < 0.3:
        e = r.choice([1, 2, emax - 1, emax - 2])
    else:
        bias = emax >> 1
        e = bias + r.randint(-80, 80) if r.random() < 0.7 else r.randint(1, emax - 1)
    f = r.getrandbits(frac)
    if r.random() < 0.2:
        f = r.choice([0, 1, (1 << frac) - 1, 1 << (frac - 1)])
    if k == 10:
        # frac holds the explicit integer bit at its top: 1 for normals.
        top = 1 << (frac - 1)
        f = (f | top) if e not in (0,) else (f & ~top)
        if e == emax:
            f |= top
    sign = r.getrandbits(1)
    return (sign << (nb - 1)) | (e << frac) | f


def hexlit(bits, nbytes):
    return "z'%0*X'" % (nbytes * 2, bits)


def real_expr(r, k):
    """A Fortran expression of a REAL(k) value, and whether it is exact."""
    pick = r.random()
    if pick < 0.45:
        nbytes = 16 if k in (10, 16) else k
        ikind = 16 if k in (10, 16) else k
        return "transfer(int(%s, %d), 0.0_%d)" % (
            hexlit(real_bits(r, k), nbytes), ikind, k)
    if pick < 0.75:
        # An exact binary fraction: a tie for some number of digits.
        m = r.randint(1, 99999)
        j = r.randint(0, 20)
        sgn = r.choice(['', '-'])
        return "(%s%d.0_%d / 2.0_%d**%d)" % (sgn, m, k, k, j)
    # Next to a power of ten (or a short decimal).
    span = 35 if k == 4 else 300
    lit = "%d.0e%d_%d" % (r.choice([1, 1, 5, 3, 9]), r.randint(-span, span), k)
    n = r.choice([0, 1, -1, 2, -2])
    if n == 0:
        return lit
    return "nearest(%s, %s1.0_%d)" % (lit, '' if n > 0 else '-', k) if abs(
        n) == 1 else "nearest(nearest(%s, %s1.0_%d), %s1.0_%d)" % (
            lit, '' if n > 0 else '-', k, '' if n > 0 else '-', k)


def int_expr(r, k):
    bits = 8 * k
    v = r.getrandbits(bits)
    pick = r.random()
    if pick < 0.3:
        v = r.randint(0, 1000)
    elif pick < 0.4:
        v = r.choice([0, 1, (1 << (bits - 1)) - 1, 1 << (bits - 1),
                      (1 << bits) - 1])
    return "int(%s, %d)" % (hexlit(v, k), k)


def modes(r):
    out = []
    if r.random() < 0.3:
        out.append(r.choice(['SS', 'SP', 'S']))
    if r.random() < 0.35:
        out.append(r.choice(['RN', 'RZ', 'RU', 'RD', 'RC', 'RP']))
    if r.random() < 0.15:
        out.append('DC')
    if r.random() < 0.25:
        out.append('%dP' % r.randint(-3, 5))
    return out


def real_out_edit(r):
    form = r.choice(['F', 'E', 'ES', 'EN', 'D', 'G', 'G', 'F'])
    d = r.choice([0, 1, 2, 3, 5, 8, 10, 15, 16, 17, 20, 25, r.randint(0, 40)])
    w = r.choice([0, d + r.randint(1, 8), d + r.randint(6, 12),
                  d + r.randint(6, 12), d + r.randint(8, 30), r.randint(1, 45)])
    if w == 0 and form not in ('F', 'G'):
        w = r.choice([0, d + 7])
    if form == 'G' and w == 0:
        return 'G0' if r.random() < 0.5 else 'G0.%d' % d
    s = '%s%d.%d' % (form, w, d)
    if form in ('E', 'ES', 'EN', 'G') and r.random() < 0.3:
        s += 'E%d' % r.choice([1, 2, 3, 4, 5, r.randint(1, 6)])
    return s


def int_out_edit(r):
    form = r.choice(['I', 'I', 'B', 'O', 'Z', 'G'])
    w = r.choice([0, r.randint(1, 45)])
    if form == 'G':
        return 'G%d' % w if w else 'G0'
    if r.random() < 0.3:
        return '%s%d.%d' % (form, w, r.randint(0, max(w, 3)))
    return '%s%d' % (form, w)


def out_stmt(r, lines, tag):
    if r.random() < 0.7:
        k = r.choice([4, 8, 8, 10, 16])
        v = real_expr(r, k)
        edit = real_out_edit(r)
        var = 'r%d' % k
        if r.random() < 0.12:
            # A COMPLEX pair: two edits.
            lines.append("  r%d = %s" % (k, v))
            lines.append("  q%d = %s" % (k, real_expr(r, k)))
            lines.append("  c%d = cmplx(r%d, q%d, %d)" % (k, k, k, k))
            var = 'c%d' % k
            edit = edit + ',' + real_out_edit(r)
        else:
            lines.append("  %s = %s" % (var, v))
    else:
        k = r.choice(INT_KINDS)
        var = 'i%d' % k
        lines.append("  %s = %s" % (var, int_expr(r, k)))
        edit = int_out_edit(r)
    if r.random() < 0.08:
        m = modes(r)
        lines.append("  write(*, *, iostat=ios, iomsg=msg%s) '%s', %s" % (
            ", decimal='comma'" if 'DC' in m else '', tag, var))
    else:
        fmt = "(a,1x," + ','.join(modes(r) + [edit]) + ")"
        lines.append("  fmt = '%s'" % fmt)
        lines.append("  write(*, fmt, iostat=ios, iomsg=msg) '%s', %s" %
                     (tag, var))
    lines.append("  if (ios /= 0) print '(a,1x,i0,1x,a)', '%s', ios, trim(msg)"
                 % tag)


def digits(r, lo, hi):
    return ''.join(r.choice('0123456789') for _ in range(r.randint(lo, hi)))


def number_text(r):
    pick = r.random()
    if pick < 0.06:
        return r.choice(['inf', '-Infinity', 'NaN', '+nan', 'nan()', 'NaN(1f)',
                         'infx', 'in'])
    s = r.choice(['', '', '-', '+', ' ', '  -'])
    s += digits(r, 0, r.choice([3, 8, 20, 45]))
    if r.random() < 0.7:
        s += r.choice(['.', '.', ','])
        s += digits(r, 0, r.choice([3, 10, 30]))
    if r.random() < 0.5:
        s += r.choice(['e', 'E', 'd', 'D', 'q', '', 'e ', 'E+'])
        s += r.choice(['', '+', '-'])
        s += r.choice([digits(r, 1, 2), digits(r, 1, 4),
                       str(r.choice([38, 39, 45, 307, 308, 309, 324, 325,
                                     4931, 4932, 4951, 4966, 99999]))])
    if r.random() < 0.1:
        i = r.randint(0, len(s))
        s = s[:i] + r.choice([' ', ' ', 'x', '_', '\t']) + s[i:]
    if r.random() < 0.05:
        s = s.replace(' ', '')
    return s


def int_text(r):
    s = r.choice(['', '', '-', '+', ' '])
    s += digits(r, 0, r.choice([3, 10, 20, 40]))
    if r.random() < 0.1:
        i = r.randint(0, len(s))
        s = s[:i] + r.choice([' ', 'x', '.']) + s[i:]
    return s


def in_stmt(r, lines, tag):
    if r.random() < 0.75:
        k = r.choice([4, 8, 8, 10, 16])
        text = number_text(r)
        form = r.choice(['F', 'E', 'ES', 'EN', 'D', 'G', 'F', '*'])
        var = 'r%d' % k
        ik = 16 if k in (10, 16) else k
        show = "transfer(%s, 0_%d)" % (var, ik)
        if k == 10:
            show = "iand(transfer(%s, 0_16), int(z'FFFFFFFFFFFFFFFFFFFF', 16))" % var
        zf = 'z0'
    else:
        k = r.choice(INT_KINDS)
        text = int_text(r)
        form = r.choice(['I', 'I', 'B', 'O', 'Z', 'G', '*'])
        var = 'i%d' % k
        show = var
        zf = 'i0'
    lines.append("  str = '%s'" % text.replace("'", "''").replace('\t', "' // achar(9) // '"))
    lines.append("  %s = 0" % var)
    if form == '*':
        dc = r.random() < 0.2
        lines.append("  read(str, *, iostat=ios, iomsg=msg%s) %s" % (
            ", decimal='comma'" if dc else '', var))
    else:
        w = r.choice([len(text), len(text), r.randint(1, 50), 0])
        d = r.randint(0, 12)
        if form in ('I', 'B', 'O', 'Z'):
            edit = '%s%d' % (form, w) if w else form + '0'
        else:
            edit = '%s%d.%d' % (form, w, d)
        ms = []
        if r.random() < 0.25:
            ms.append(r.choice(['BN', 'BZ']))
        if r.random() < 0.2:
            ms.append(r.choice(['RN', 'RZ', 'RU', 'RD', 'RC']))
        if r.random() < 0.15:
            ms.append('DC')
        if r.random() < 0.15:
            ms.append('%dP' % r.randint(-2, 3))
        lines.append("  fmt = '(%s)'" % ','.join(ms + [edit]))
        lines.append("  read(str, fmt, iostat=ios, iomsg=msg) %s" % var)
    lines.append("  if (ios /= 0) then")
    lines.append("    print '(a,1x,i0,1x,a)', '%s', ios, trim(msg)" % tag)
    lines.append("  else")
    lines.append("    print '(a,1x,%s)', '%s', %s" % (zf, tag, show))
    lines.append("  end if")


def main(argv):
    seed = int(argv[1])
    n = int(argv[2]) if len(argv) > 2 else 200
    r = random.Random(seed)
    lines = []
    for i in range(n):
        tag = 's%d' % (i + 1)
        if r.random() < 0.6:
            out_stmt(r, lines, tag)
        else:
            in_stmt(r, lines, tag)
    print("program editfuzz")
    print("  implicit none")
    print("  integer :: ios")
    print("  character(200) :: msg, fmt")
    print("  character(60) :: str")
    print("  real(4) :: r4, q4\n  real(8) :: r8, q8\n  real(10) :: r10, q10\n"
          "  real(16) :: r16, q16")
    print("  complex(4) :: c4\n  complex(8) :: c8\n  complex(10) :: c10\n"
          "  complex(16) :: c16")
    print("  integer(1) :: i1\n  integer(2) :: i2\n  integer(4) :: i4\n"
          "  integer(8) :: i8\n  integer(16) :: i16")
    for ln in lines:
        print(ln)
    print("end program editfuzz")
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
