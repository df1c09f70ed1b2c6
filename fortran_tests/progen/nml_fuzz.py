#!/usr/bin/env python3
"""Random NAMELIST input and output: a generator of differential test programs.

Each seed gives a Fortran program with four namelist groups over variables
of every intrinsic type and kind (INTEGER 1, 2, 4, 8; REAL 4, 8, 10, 16;
COMPLEX 4, 8; LOGICAL 1, 4; CHARACTER of lengths 1, 3, 5, 12), arrays of
rank 1 and 2 (character arrays too), and derived types (nested, with array
components and arrays of them); one variable is in two groups.  Then random
cases, each independent of the others (a fresh file, or a fresh internal
unit, and every variable reset first):
- Input: a random namelist text written byte by byte to a file (or put in
  a character array read as an internal unit) and read with
  READ (u, NML=g, IOSTAT=, IOMSG=): starts '&g' or '$g' in any case,
  ends '/', '&end', '$end' or '$' (or none), comments '!', object names in
  any case with blanks, subscripts, sections with strides, substrings,
  components ('t%y(2)', 'o%arr%x', 'ta(2)%z(1:2)'), repeat counts '3*1.5',
  null values ',,' and '2*', quoted, doubled-quote and unquoted strings,
  every logical spelling, DECIMAL='COMMA' with ';', wrong object names,
  wrong subscripts, other groups before the one read, a group spread over
  lines, blank lines, tabs, CR LF, too many values and values of the wrong
  type.  Some cases put two groups in the file and read them in either
  order.  Every READ is followed by its IOSTAT, IOMSG and every variable.
- Output: random values (quotes and apostrophes in strings, negative
  zeros, huge and tiny reals) written with WRITE (u, NML=g) under random
  DELIM= and DECIMAL= (of the OPEN or of the statement) to a file, or to an
  internal unit (one long enough, one too short); the program prints the
  lines written, then reads them back and prints the variables.

Usage: nml_fuzz.py [--flang] SEED [CASES] > prog.f90, then
fortran_tests/tools/fdiff.py prog.f90 (or flangdiff.py, with --flang,
which leaves out two inputs that break flang 19's runtime: a subscript
list with a comma under DECIMAL='COMMA', where it hangs, and too many
values for a derived-type object, which it stores past the object).
fortran_tests/progen/nml_fuzz.test runs some seeds.
"""
import random
import sys

args = [a for a in sys.argv[1:] if not a.startswith('--')]
FLANG = '--flang' in sys.argv[1:]
seed = int(args[0])
ncase = int(args[1]) if len(args) > 1 else 30
r = random.Random(seed)

# Scalars: name -> element type.  Element types name the value spelling.
SCALARS = {'b1': 'int', 'h2': 'int', 'i4': 'int', 'j8': 'int', 'r4': 'real',
           'd8': 'real', 'x10': 'real', 'q16': 'real', 'c4': 'cplx',
           'z8': 'cplx', 'l4': 'log', 'l1': 'log', 'ch': 'chr', 's5': 'chr',
           's12': 'chr'}
CHAR_LEN = {'ch': 1, 's5': 5, 's12': 12, 'sa': 5, 'sm': 3, 'z': 3}
ARRAYS = {'ia': ('int', (5,)), 'im': ('int', (2, 3)), 'ra': ('real', (4,)),
          'dm': ('real', (2, 2)), 'ca': ('cplx', (2,)), 'la': ('log', (3,)),
          'sa': ('chr', (3,)), 'sm': ('chr', (2, 2))}
# Components of the derived types, in order: (name, type, shape).
INNER = [('x', 'int', ()), ('y', 'real', (2,)), ('z', 'chr', ())]
OUTER = [('n', 'int', ()), ('in', INNER, ()), ('arr', INNER, (2,)),
         ('f', 'log', ())]
DERIVED = {'t': (INNER, ()), 'ta': (INNER, (2,)), 'o': (OUTER, ())}
GROUPS = {
    'g1': [n for n in SCALARS],
    'g2': list(ARRAYS),
    'g3': list(DERIVED),
    'gm': ['i4', 'ra', 's5', 't', 'la', 'z8'],
}


def elems(typ, shape):
    """The element types of an object of type typ (a name or component
    list) and shape, in array element order."""
    n = 1
    for e in shape:
        n *= e
    if isinstance(typ, str):
        return [typ] * n
    one = []
    for _, ct, cs in typ:
        one += elems(ct, cs)
    return one * n


def case_name(s):
    return ''.join(ch.upper() if r.random() < 0.3 else ch for ch in s)


def subscript(extent, allow_bad=True):
    """A random subscript or section for one dimension, and its count."""
    p = r.random()
    if allow_bad and p < 0.04:
        return str(r.choice([0, extent + 1, -1])), 1
    if p < 0.5:
        return str(r.randint(1, extent)), 1
    if p < 0.6:
        return ':', extent
    lo = r.randint(1, extent)
    hi = r.randint(lo, extent)
    if p < 0.75:
        return '%d:%d' % (lo, hi), hi - lo + 1
    if p < 0.85:
        st = r.choice([1, 2, 2, 3])
        return '%d:%d:%d' % (lo, hi, st), (hi - lo) // st + 1
    if p < 0.9:
        return '%d:%d:-1' % (hi, lo), hi - lo + 1
    if p < 0.95:
        return '%d:' % lo, extent - lo + 1
    return ':%d' % hi, hi


def substring(length):
    lo = r.randint(1, length)
    hi = r.randint(lo, length)
    return r.choice(['(%d:%d)' % (lo, hi), '(%d:)' % lo, '(:%d)' % hi])


def sp():
    """Blanks inside a designator, now and then."""
    return r.choice(['', '', '', '', '', ' '])


# flang's runtime hangs on a subscript list with a comma under
# DECIMAL='COMMA' ("a(1,2)=", issue listed in nml_fuzz.test): --flang
# programs name whole rank-2 arrays there.
no_comma_subscripts = False


def section(shape):
    """A subscript list for shape and the number of elements it names."""
    subs, count = [], 1
    for e in shape:
        s, c = subscript(e)
        subs.append(sp() + s + sp())
        count *= c
    return '(' + ','.join(subs) + ')', count


def designator(name):
    """A random designator for a group object, and its element types."""
    if name in SCALARS:
        typ = SCALARS[name]
        if typ == 'chr' and r.random() < 0.25:
            return name + substring(CHAR_LEN[name]), [typ]
        if r.random() < 0.03:
            return name + '(1)', [typ]  # a subscript on a scalar
        return name, [typ]
    if name in ARRAYS:
        typ, shape = ARRAYS[name]
        if r.random() < 0.35 or (no_comma_subscripts and len(shape) > 1):
            return name, elems(typ, shape)
        if r.random() < 0.03 and not no_comma_subscripts:
            return name + '(1,1,1)', [typ]  # the wrong rank
        subs, count = section(shape)
        d = name + sp() + subs
        if typ == 'chr' and r.random() < 0.2:
            d += substring(CHAR_LEN[name])
        return d, [typ] * count
    typ, shape = DERIVED[name]
    d = name
    if shape:
        if r.random() < 0.3:
            return name, elems(typ, shape)
        subs, count = section(shape)
        d += subs
    else:
        count = 1
    # Walk down components.
    while r.random() < 0.7:
        cname, ctyp, cshape = r.choice(typ)
        if r.random() < 0.03:
            cname = 'w'  # no such component
        d += sp() + '%' + sp() + cname
        typ, shape = ctyp, cshape
        if cshape and r.random() < 0.5:
            subs, c = section(cshape)
            d += subs
            count *= c
            shape = ()
        if isinstance(typ, str):
            if typ == 'chr' and not shape and r.random() < 0.2:
                d += substring(3)
            return d, elems(typ, shape) * count
    return d, elems(typ, shape) * count


def real_text(comma):
    v = r.choice(['1.5', '-0.25', '1e3', '1.5d-2', '.5', '5.', '-7', '0',
                  '3.25e+2', '1.e-2', 'inf', '-Infinity', 'NaN', '1+3',
                  '0.1e-40', '1e40', '123456789.125', '-0.0', '2.5q1'])
    if comma:
        v = v.replace('.', ',')
    return v


def value(typ, comma):
    """One random value of an element type, sometimes of another type."""
    if r.random() < 0.04:
        typ = r.choice(['int', 'real', 'cplx', 'log', 'chr'])
    if typ == 'int':
        return r.choice(['1', '-7', '+42', '0', '127', '128', '-129', '32767',
                         '2147483647', '2147483648', '-9', '12', '3', '007',
                         '99999999999', '1.5' if r.random() < 0.1 else '5'])
    if typ == 'real':
        return real_text(comma)
    if typ == 'cplx':
        sep = ';' if comma else ','
        a, b = real_text(comma), real_text(comma)
        return r.choice(['(%s%s%s)' % (a, sep, b),
                         '( %s %s %s )' % (a, sep, b),
                         '(%s%s\n%s)' % (a, sep, b),
                         '(%s%s%s)' % (a, sep, b), a if r.random() < 0.1
                         else '(%s%s%s)' % (a, sep, b)])
    if typ == 'log':
        return r.choice(['.t', 'T', '.false.', 'F', '.True.', 't', 'f',
                         '.f', '.tx', 'true', 'False', '.T.', 'x'
                         if r.random() < 0.2 else 'T'])
    return r.choice(["'abc'", '"d""q"', "'it''s'", "'a b'", "''",
                     "'longer than twelve'", '"x"', "'!'", "'/'",
                     "'a,b'", 'abc', 'xyz' if r.random() < 0.3 else "'p'",
                     "'='", '"&g"'])


def vsep(comma):
    if comma:
        return r.choice([';', ' ', '; ', ' ;', '\n', ';\n'])
    return r.choice([',', ' ', ', ', ' , ', '\n', ',\n', '\t', ', '])


def values(types, comma, extra=True):
    """A value sequence for these element types: repeats, nulls, too few
    or (extra) too many."""
    n = len(types)
    want = n
    p = r.random()
    if p < 0.25:
        want = r.randint(1, max(1, n))
    elif p < 0.32 and extra:
        want = n + r.randint(1, 2)
    out = []
    k = 0
    while k < want:
        typ = types[min(k, n - 1)]
        q = r.random()
        if q < 0.12 and want - k >= 2:
            rep = r.randint(2, min(4, want - k))
            out.append('%d*%s' % (rep, value(typ, comma)))
            k += rep
        elif q < 0.17:
            out.append('%d*' % r.randint(1, 3))
            k += 1
        elif q < 0.22:
            out.append('')  # a null value
            k += 1
        else:
            out.append(value(typ, comma))
            k += 1
    text = ''
    for i, v in enumerate(out):
        if i:
            s = vsep(comma)
            if v == '' or out[i - 1] == '':
                s = ';' if comma else ','
            text += s
        text += v
    return text


def group_text(g, comma, objects=None):
    """The text of one namelist group."""
    dollar = r.random() < 0.12
    start = ('$' if dollar else '&') + case_name(g)
    if r.random() < 0.03:
        start = '& ' + g
    lines = [start]
    objs = objects or [r.choice(GROUPS[g]) for _ in range(r.randint(0, 4))]
    for name in objs:
        if r.random() < 0.04:
            name2, types = r.choice(['zz', 'i4x', 'g1']), ['int']
        else:
            name2, types = designator(name)
        eq = r.choice(['=', ' = ', '= ', ' =', '=\n'])
        # flang's runtime stores too many values for a derived-type
        # object past its end (nml_fuzz.test): --flang gives none.
        extra = not (FLANG and name in DERIVED)
        obj = case_name(name2) + eq + values(types, comma, extra)
        sep = r.choice([',', ' ', '\n', ',\n', '\n\n', ' ! note\n', ';'
                        if comma else ',', '\t'])
        if r.random() < 0.5:
            lines.append(obj)
        else:
            lines[-1] += ' ' + obj
        lines[-1] += sep
    end = r.choice(['/', '/', '/', ' /', '&end', '$end', '$', '/ ! done',
                    '&END', ''])
    if dollar and r.random() < 0.5 and end != '':
        end = '$end'
    lines.append(end)
    return '\n'.join(lines).split('\n')


def noise_before():
    return r.choice([[], [], [''], ['! a comment'], ['&other x=1 /'],
                     ['junk line', ''], ['&' + 'g1x i4=3 /'],
                     ['&g2 ia=1 /'] if r.random() < 0.5 else ['  '],
                     ['&gm i4=77 /']])


def fort_str(s):
    """A Fortran expression for s (tabs and CR as ACHAR)."""
    out = []
    cur = ''
    for ch in s:
        if ch in '\t\r':
            if cur:
                out.append("'" + cur.replace("'", "''") + "'")
                cur = ''
            out.append("achar(%d)" % ord(ch))
        else:
            cur += ch
            if len(cur) >= 50:
                out.append("'" + cur.replace("'", "''") + "'")
                cur = ''
    if cur:
        out.append("'" + cur.replace("'", "''") + "'")
    return ' &\n    // '.join(out) if out else "''"


def input_case(k, out):
    global no_comma_subscripts
    comma = r.random() < 0.2
    no_comma_subscripts = FLANG and comma
    g = r.choice(list(GROUPS))
    text = noise_before()
    two = None
    if r.random() < 0.2:
        two = r.choice([x for x in GROUPS if x != g])
        text += group_text(two, comma)
    text += group_text(g, comma)
    if r.random() < 0.2:
        text += r.choice([[''], ['trailing'], ['&g1 /']])
    order = [g, two] if two and r.random() < 0.5 else [x for x in (two, g) if x]
    decl = ''
    if comma:
        decl = r.choice([", decimal='comma'", 'STMT'])
    crlf = r.random() < 0.12
    tabs = r.random() < 0.1
    if tabs:
        text = [t.replace(' ', '\t', 1) for t in text]
    internal = r.random() < 0.2 and not crlf and all(len(t) < 60 for t in text)
    out.append('  call reset')
    stmt_dec = ", decimal='comma'" if decl == 'STMT' else ''
    if internal:
        for i in range(8):
            t = text[i] if i < len(text) else ''
            out.append('  ibuf(%d) = %s' % (i + 1, fort_str(t)))
        nrec = max(1, min(8, len(text) + r.choice([0, 0, 1, 2])))
        for g2 in order:
            out.append("  read(ibuf(1:%d), nml=%s, iostat=ios, iomsg=msg%s)"
                       % (nrec, g2, stmt_dec))
            out.append("  print '(a,i0,1x,a,1x,i0,1x,a)', 'in ', %d, '%s', ios, trim(msg)"
                       % (k, g2))
            out.append('  call show')
        return
    out.append("  open(10, file='in.txt', access='stream', form='unformatted', status='replace')")
    eol = '\r\n' if crlf else '\n'
    last_nl = r.random() < 0.9
    for i, t in enumerate(text):
        nl = eol if (i + 1 < len(text) or last_nl) else ''
        if nl == '\r\n':
            out.append('  write(10) ' + fort_str(t + '\r') + '//achar(10)')
        elif nl:
            out.append('  write(10) ' + fort_str(t) + '//achar(10)')
        elif t:
            out.append('  write(10) ' + fort_str(t))
    out.append('  close(10)')
    opts = decl if decl != 'STMT' else ''
    opts += r.choice(['', '', ", delim='quote'", ", pad='no'",
                      ", blank='zero'", ", action='read'"])
    out.append("  open(11, file='in.txt', status='old'%s)" % opts)
    for g2 in order:
        out.append("  read(11, nml=%s, iostat=ios, iomsg=msg%s)"
                   % (g2, stmt_dec))
        out.append("  print '(a,i0,1x,a,1x,i0,1x,a)', 'in ', %d, '%s', ios, trim(msg)"
                   % (k, g2))
        out.append('  call show')
    out.append("  close(11, status='delete')")


def real_lit(kind):
    v = r.choice(['1.5', '-0.25', '1.0e30', '-3.0e-30', '0.0', '-0.0',
                  '123456.75', '0.1', '2.0', '-1.0', '7.0e-5', '1.0e-38',
                  'huge(0.0_%d)' % kind, 'tiny(0.0_%d)' % kind])
    return v if v.startswith(('huge', 'tiny')) else v + '_%d' % kind


def assign(name):
    """An assignment of random values to one group object."""
    kinds = {'r4': 4, 'd8': 8, 'x10': 10, 'q16': 16, 'c4': 4, 'z8': 8}
    strs = ["'abc'", "'it''s'", '\'say "hi"\'', "'a,b/c'", "''", "' lead'",
            "'&g'", "'x!y'", "'longish text'", "'  '"]
    if name in ('b1', 'h2', 'i4', 'j8'):
        k = {'b1': 1, 'h2': 2, 'i4': 4, 'j8': 8}[name]
        return '%s = %s' % (name, r.choice(
            ['-huge(0_%d)-1_%d' % (k, k), 'huge(0_%d)' % k, '0', '-5', '42']))
    if name in ('r4', 'd8', 'x10', 'q16'):
        return '%s = %s' % (name, real_lit(kinds[name]))
    if name in ('c4', 'z8'):
        k = kinds[name]
        return '%s = cmplx(%s, %s, %d)' % (name, real_lit(k), real_lit(k), k)
    if name in ('l4', 'l1'):
        return '%s = %s' % (name, r.choice(['.true.', '.false.']))
    if name in ('ch', 's5', 's12'):
        return '%s = %s' % (name, r.choice(strs))
    if name == 'ia':
        return 'ia = [%s]' % ', '.join(str(r.randint(-99, 99)) for _ in range(5))
    if name == 'im':
        return 'im(%d,%d) = %d' % (r.randint(1, 2), r.randint(1, 3), r.randint(-9, 9))
    if name == 'ra':
        return 'ra(%d) = %s' % (r.randint(1, 4), real_lit(4))
    if name == 'dm':
        return 'dm(%d,%d) = %s' % (r.randint(1, 2), r.randint(1, 2), real_lit(8))
    if name == 'ca':
        return 'ca(%d) = cmplx(%s, %s, 4)' % (r.randint(1, 2), real_lit(4), real_lit(4))
    if name == 'la':
        return 'la(%d) = .true.' % r.randint(1, 3)
    if name == 'sa':
        return 'sa(%d) = %s' % (r.randint(1, 3), r.choice(strs))
    if name == 'sm':
        return 'sm(%d,%d) = %s' % (r.randint(1, 2), r.randint(1, 2), r.choice(strs))
    if name == 't':
        return r.choice(['t%%x = %d' % r.randint(-99, 99), 't%%y(2) = %s' % real_lit(4),
                         't%%z = %s' % r.choice(strs)])
    if name == 'ta':
        return 'ta(%d)%%z = %s' % (r.randint(1, 2), r.choice(strs))
    return r.choice(['o%%arr(%d)%%y(1) = %s' % (r.randint(1, 2), real_lit(4)),
                     'o%%in%%z = %s' % r.choice(strs), 'o%f = .true.',
                     'o%%n = %d' % r.randint(-99, 99)])


def output_case(k, out):
    g = r.choice(list(GROUPS))
    out.append('  call reset')
    for _ in range(r.randint(0, 6)):
        out.append('  ' + assign(r.choice(GROUPS[g])))
    delim = r.choice(['', "delim='apostrophe'", "delim='quote'", "delim='none'"])
    dec = r.choice(['', '', "decimal='comma'", "decimal='point'"])
    where = r.random()
    spec = ', '.join(x for x in (delim, dec) if x)
    if where < 0.25:
        short = r.random() < 0.25
        buf = 'sbuf' if short else 'obuf'
        stmt_spec = (', ' + spec) if spec else ''
        out.append("  %s = 'unset'" % buf)
        out.append("  write(%s, nml=%s, iostat=ios, iomsg=msg%s)" % (buf, g, stmt_spec))
        out.append("  print '(a,i0,1x,a,1x,i0,1x,a)', 'out ', %d, '%s', ios, trim(msg)"
                   % (k, g))
        out.append("  do i = 1, size(%s)" % buf)
        out.append("    if (%s(i) /= ' ') print '(i0,1x,3a)', i, '[', trim(%s(i)), ']'" % (buf, buf))
        out.append("  end do")
        out.append('  call reset')
        out.append("  read(%s, nml=%s, iostat=ios, iomsg=msg%s)" % (
            buf, g, ", decimal='comma'" if 'comma' in dec else ''))
        out.append("  print '(a,i0,1x,a,1x,i0,1x,a)', 'back ', %d, '%s', ios, trim(msg)" % (k, g))
        out.append('  call show')
        return
    in_open = r.random() < 0.5
    open_spec = (', ' + spec) if spec and in_open else ''
    stmt_spec = (', ' + spec) if spec and not in_open else ''
    recl = r.choice(['', '', '', ', recl=40', ', recl=200'])
    out.append("  open(12, file='out.txt', status='replace'%s%s)" % (open_spec, recl))
    out.append("  write(12, nml=%s, iostat=ios, iomsg=msg%s)" % (g, stmt_spec))
    out.append("  print '(a,i0,1x,a,1x,i0,1x,a)', 'out ', %d, '%s', ios, trim(msg)" % (k, g))
    if r.random() < 0.3:
        g2 = r.choice(list(GROUPS))
        out.append("  write(12, nml=%s, iostat=ios, iomsg=msg%s)" % (g2, stmt_spec))
        out.append("  print '(a,i0,1x,a,1x,i0,1x,a)', 'out2 ', %d, '%s', ios, trim(msg)" % (k, g2))
    out.append('  close(12)')
    out.append("  open(12, file='out.txt', status='old')")
    out.append('  do')
    out.append("    read(12, '(a)', iostat=ios) line")
    out.append('    if (ios /= 0) exit')
    out.append("    print '(3a)', '[', trim(line), ']'")
    out.append('  end do')
    out.append('  rewind(12)')
    out.append('  call reset')
    back_dec = ", decimal='comma'" if 'comma' in dec else ''
    out.append("  read(12, nml=%s, iostat=ios, iomsg=msg%s)" % (g, back_dec))
    out.append("  print '(a,i0,1x,a,1x,i0,1x,a)', 'back ', %d, '%s', ios, trim(msg)" % (k, g))
    out.append('  call show')
    out.append("  close(12, status='delete')")


def program():
    out = []
    out.append('program nmlfuzz')
    out.append('  implicit none')
    out.append('  type inner')
    out.append('    integer :: x')
    out.append('    real :: y(2)')
    out.append('    character(3) :: z')
    out.append('  end type')
    out.append('  type outer')
    out.append('    integer :: n')
    out.append('    type(inner) :: in')
    out.append('    type(inner) :: arr(2)')
    out.append('    logical :: f')
    out.append('  end type')
    out.append('  integer :: ios, i')
    out.append('  character(200) :: msg, line')
    out.append('  character(60) :: ibuf(8)')
    out.append('  character(100) :: obuf(40)')
    out.append('  character(30) :: sbuf(4)')
    out.append('  integer(1) :: b1')
    out.append('  integer(2) :: h2')
    out.append('  integer(4) :: i4, ia(5), im(2,3)')
    out.append('  integer(8) :: j8')
    out.append('  real(4) :: r4, ra(4)')
    out.append('  real(8) :: d8, dm(2,2)')
    out.append('  real(10) :: x10')
    out.append('  real(16) :: q16')
    out.append('  complex(4) :: c4, ca(2)')
    out.append('  complex(8) :: z8')
    out.append('  logical(4) :: l4, la(3)')
    out.append('  logical(1) :: l1')
    out.append('  character(1) :: ch')
    out.append('  character(5) :: s5, sa(3)')
    out.append('  character(12) :: s12')
    out.append('  character(3) :: sm(2,2)')
    out.append('  type(inner) :: t, ta(2)')
    out.append('  type(outer) :: o')
    for g, objs in GROUPS.items():
        out.append('  namelist /%s/ %s' % (g, ', '.join(objs)))
    for k in range(ncase):
        out.append('  ! case %d' % k)
        if r.random() < 0.7:
            input_case(k, out)
        else:
            output_case(k, out)
    out.append('contains')
    out.append('  subroutine reset')
    out.append("    msg = 'none'")
    out.append('    b1 = -1; h2 = -2; i4 = -4; j8 = -8; ia = [1, 2, 3, 4, 5]')
    out.append('    im = reshape([11, 21, 12, 22, 13, 23], [2, 3])')
    out.append('    r4 = -1.25; ra = [0.5, 1.5, 2.5, 3.5]; d8 = -2.5d0')
    out.append('    dm = reshape([1d0, 2d0, 3d0, 4d0], [2, 2])')
    out.append('    x10 = -3.5_10; q16 = -4.5_16')
    out.append('    c4 = (1.0, -1.0); ca = [(2.0, 3.0), (4.0, 5.0)]; z8 = (0.5d0, 0.25d0)')
    out.append('    l4 = .false.; la = [.true., .false., .true.]; l1 = .true.')
    out.append("    ch = '#'; s5 = 'five5'; sa = ['aa   ', 'bbb  ', 'cccc '];"
               " s12 = 'twelve chars'")
    out.append("    sm = reshape(['m11', 'm21', 'm12', 'm22'], [2, 2])")
    out.append("    t = inner(7, [0.75, -0.75], 'tzz')")
    out.append("    ta(1) = inner(8, [1.0, 2.0], 'ta1'); ta(2) = inner(9, [3.0, 4.0], 'ta2')")
    out.append("    o%n = 10; o%in = inner(11, [5.0, 6.0], 'oin')")
    out.append("    o%arr(1) = inner(12, [7.0, 8.0], 'oa1')")
    out.append("    o%arr(2) = inner(13, [9.0, 10.0], 'oa2'); o%f = .false.")
    out.append('  end subroutine')
    out.append('  subroutine show')
    out.append("    print '(a,i5,i7,i12,i21,5i5,6i4)', ' i:', b1, h2, i4, j8, ia, im")
    out.append("    print '(a,es16.8e2,4es16.8e2,es25.16e3,4es25.16e3)', ' r:', r4, ra, d8, dm")
    out.append("    print '(a,es30.20e4,es45.35e4)', ' x:', x10, q16")
    out.append("    print '(a,6es16.8e2,2es25.16e3)', ' c:', c4, ca, z8")
    out.append("    print '(a,5l2)', ' l:', l4, la, l1")
    out.append("    print '(a,99a)', ' s:', '[', ch, '|', s5, '|', sa, '|', s12, '|', sm, ']'")
    out.append("    print '(a,i4,2es16.8e2,1x,a)', ' t:', t%x, t%y, t%z")
    out.append("    print '(a,2(i4,2es16.8e2,1x,a))', ' ta:', ta")
    out.append("    print '(a,i4,i4,2es16.8e2,1x,a,2(i4,2es16.8e2,1x,a),l2)', ' o:', o")
    out.append('  end subroutine')
    out.append('end program')
    return '\n'.join(out)


print(program())
