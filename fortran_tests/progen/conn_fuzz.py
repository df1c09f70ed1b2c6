#!/usr/bin/env python3
"""Random connection and positioning statements: a differential test generator.

Each seed gives a Fortran program that runs random statements over three
named files (f1.dat, f2.dat, f3.dat), the default file of a unit (fort.N),
scratch files, units 10, 11, 12 and a NEWUNIT= unit:

  OPEN     STATUS= OLD/NEW/REPLACE/SCRATCH/UNKNOWN, ACCESS= SEQUENTIAL/
           DIRECT/STREAM, FORM=, RECL=, POSITION=, ACTION=, PAD=, BLANK=,
           DELIM=, DECIMAL=, SIGN=, ROUND=, ENCODING=, NEWUNIT=, FILE= or
           none; reopening a connected unit (same file with changed
           specifiers, or another file), the same file on two units, and
           invalid values and combinations;
  CLOSE    STATUS= KEEP/DELETE or none;
  WRITE    formatted (A, I, list-directed, ADVANCE='NO'), unformatted,
  READ     REC=, POS=, SIZE=;
  BACKSPACE, REWIND, ENDFILE (also twice, also followed by WRITE), FLUSH;
  INQUIRE  by unit and by file with every specifier, and IOLENGTH=.

Every specifier value comes from a character variable, so that no compiler
rejects a combination at compile time and every check is the runtime's.
Every statement has IOSTAT= and IOMSG= and prints both; every INQUIRE
prints every result (NAME= as its basename, or <other> for a scratch
file's processor-made name).  At the end all units are closed and every
file's bytes are printed in hexadecimal, so file contents are compared too.

Usage: conn_fuzz.py [--flang] SEED [STMTS] > prog.f90, then
fortran_tests/tools/fdiff.py prog.f90 (with --flang: flangdiff.py).
fortran_tests/progen/conn_fuzz.test runs some seeds, conn_fuzz_flang.test
some --flang ones.

--flang: a program flang 19's runtime can be the oracle for.  A failed
OPEN leaves flang's unit without a file (ftnio's flang door models it,
abi_flang/open_rules.h), and flang stops with an internal error
(RUNTIME_CHECK(fd_ >= 0)) at an ENDFILE of it, at a READ that gets past
its checks, and at the CLOSE or program end after a WRITE to it.  The
program keeps, as it runs, which units a failed OPEN left (lft, set by
after_open from INQUIRE(OPENED=), cleared by an OPEN that works or a
CLOSE), and runs no transfer and no ENDFILE on them; everything else
stays as random as without --flang.
"""
import random
import sys

args = sys.argv[1:]
FLANG = '--flang' in args
args = [a for a in args if a != '--flang']
seed = int(args[0])
n = int(args[1]) if len(args) > 1 else 40
r = random.Random(seed)

FILES = ['f1.dat', 'f2.dat', 'f3.dat']
UNITS = ['10', '11', '12', 'nu']
# Each OPEN specifier: its values, the odd one (an invalid value) last.
SPECS = {
    'status': ['old', 'new', 'replace', 'scratch', 'unknown', 'Replace', 'bogus'],
    'access': ['sequential', 'direct', 'stream', 'STREAM', 'append'],
    'form': ['formatted', 'unformatted', 'Formatted', 'binary'],
    'position': ['asis', 'rewind', 'append', 'APPEND', 'end'],
    'action': ['read', 'write', 'readwrite', 'READ', 'none'],
    'pad': ['yes', 'no', 'maybe'],
    'blank': ['null', 'zero', 'blank'],
    'delim': ['apostrophe', 'quote', 'none', 'double'],
    'decimal': ['point', 'comma', 'dot'],
    'sign': ['plus', 'suppress', 'processor_defined', 'minus'],
    'round': ['up', 'down', 'nearest', 'zero', 'compatible', 'processor_defined', 'odd'],
    'encoding': ['default', 'utf-8', 'ascii'],
}
flags = set()  # 'utf-8': a UTF-8 connection was opened
nonadvancing = set()  # units that may hold a non-advancing WRITE's record
state = {}  # unit -> (access, form) of its last OPEN: a guess to aim statements


def pick(values):
    """A value, rarely the invalid one at the end of the list."""
    return r.choice(values) if r.random() < 0.08 else r.choice(values[:-1])


def stmt_open(k):
    u = r.choice(UNITS)
    specs = {}
    for name, values in SPECS.items():
        if r.random() < (0.5 if name in ('status', 'access', 'form') else 0.2):
            specs[name] = pick(values)
    has_file = r.random() < 0.85
    if specs.get('status', '').lower() == 'scratch' and r.random() < 0.8:
        has_file = False
    if u == 'nu' and not has_file and 'status' not in specs:
        specs['status'] = 'scratch'  # else a compile-time error
    if u in nonadvancing:
        # libgfortran 12 crashes when an OPEN connects another file as
        # unformatted while a non-advancing WRITE's record is pending.
        emit(k, f'close({ctl(k, u)})')
        nonadvancing.discard(u)
    parts = []
    if u == 'nu':
        parts.append('newunit=nu')
    else:
        parts.append(u)
    if has_file:
        print(f"  fname = '{r.choice(FILES)}'")
        parts.append('file=fname')
    for name, value in specs.items():
        print(f"  s_{name} = '{value}'")
        parts.append(f'{name}=s_{name}')
    if specs.get('encoding') == 'utf-8':
        flags.add('utf-8')
    access = specs.get('access', 'sequential').lower()
    # libgfortran 12 accepts RECL= with ACCESS='STREAM' and then fails
    # (Memory allocation failed, or a crash): never both.
    if access != 'stream' and (access == 'direct' or r.random() < 0.15):
        # (flang takes a negative RECL= and then fails or stops at
        # transfers: fortran_tests/flang/open_negative_recl.f90)
        recls = [1, 4, 8, 12, 20, 100, 100, 0] + ([] if FLANG else [-3])
        print(f'  nrecl = {r.choice(recls)}')
        parts.append('recl=nrecl')
    state[u] = (access, specs.get('form', 'unformatted' if access != 'sequential' else 'formatted').lower())
    emit(k, f"open({', '.join(parts)}, iostat=ios, iomsg=msg)")
    if u == 'nu':
        print("  print '(a,i0)', 'nu=', nu")
    if FLANG:
        print(f"  call after_open({u})")


def emit(k, stmt, unit=None, rec=False, unformatted=False):
    """The statement, then its number, IOSTAT and IOMSG.  With --flang and
    a unit, only where flang's runtime would not stop (safe)."""
    if FLANG and unit is not None:
        print(f"  if ({safe(unit, rec, unformatted)}) then")
        emit(k, stmt)
        print("  end if")
        return
    print("  msg = 'none'; ios = -99")
    line = '  '
    for word in stmt.split(' '):  # free form lines end at 132 columns
        if len(line) + len(word) > 100:
            print(line + '&'); line = '    '
        line += word + ' '
    print(line.rstrip())
    print(f"  print '(i0,1x,i0,1x,a)', {k}, ios, trim(msg)")


def safe(u, rec, unformatted):
    """--flang: the condition under which a statement on unit u runs.  Not
    on a unit a failed OPEN left (the docstring); REC= or POS= not on a
    negative unit that is not connected (flang stops: "SetRec() called on
    internal unit"); an unformatted WRITE not after an ENDFILE or END
    until a REWIND, BACKSPACE or CLOSE (on a unit that is sequential,
    whatever the statement says, flang stops: "WRITE after ENDFILE",
    raised before IOSTAT= is known; an OPEN that keeps the connection
    keeps the position too)."""
    cond = f'.not. left({u})'
    if rec:
        cond += f' .and. .not. bare({u})'
    if unformatted:
        cond += f' .and. .not. aft({u})'
    return cond


def ctl(k, u):
    """IOSTAT= and IOMSG= for unit u."""
    return f'{u}, iostat=ios, iomsg=msg'


def stmt_write(k):
    u = r.choice(UNITS)
    access, form = state.get(u, ('sequential', 'formatted'))
    if r.random() < 0.2:
        form = r.choice(['formatted', 'unformatted'])
    if r.random() < 0.2:
        access = r.choice(['sequential', 'direct', 'stream'])
    pos = ''
    if access == 'direct':
        pos = f', rec={r.choice([1, 1, 2, 3, 5, 0])}'
    elif access == 'stream' and r.random() < 0.5:
        pos = f', pos={r.choice([1, 1, 2, 5, 9, 30, 0])}'
    word = r.choice(['abc', 'hello world', 'x', '', 'seventeen chars..'])
    num = r.randint(-999, 9999)
    if form == 'unformatted':
        items = r.choice([f"{num}", f"'{word}'", f"{num}, '{word}'", f"{num}_8, 2.5d0"])
        emit(k, f"write({ctl(k, u)}{pos}) {items}", u, bool(pos), True)
        return
    choices = [("'(a)'", f"'{word}'"), ("'(i5,1x,a)'", f"{num}, '{word}'"), ("'(i0)'", f"{num}"),
               ("'(a,/,a)'", f"'{word}', 'two'"), ("'(f6.2)'", '3.25')]
    if access == 'sequential' and not pos:
        choices.append(('*', f"{num}, '{word}', 1.5"))
    fmt, items = r.choice(choices)
    adv = ''
    if fmt != '*' and access != 'direct' and r.random() < 0.2:
        adv = ", advance='no'"
    emit(k, f"write({ctl(k, u)}, fmt={fmt}{pos}{adv}) {items}", u, bool(pos))
    if adv:
        nonadvancing.add(u)


def stmt_read(k):
    u = r.choice(UNITS)
    access, form = state.get(u, ('sequential', 'formatted'))
    if r.random() < 0.2:
        form = r.choice(['formatted', 'unformatted'])
    pos = ''
    if access == 'direct':
        pos = f', rec={r.choice([1, 1, 2, 3, 9])}'
    elif access == 'stream' and r.random() < 0.5:
        pos = f', pos={r.choice([1, 1, 2, 5, 9, 30])}'
    print("  call reset")
    if form == 'unformatted':
        items = r.choice(['i1', 'c4', 'i1, c4', 'j1, d1'])
        emit(k, f"read({ctl(k, u)}{pos}) {items}", u, bool(pos))
    else:
        choices = [("'(a)'", 'line'), ("'(i5)'", 'i1'), ("'(a4)'", 'c4')]
        # libgfortran 12 loops for ever in a list-directed READ of a UTF-8
        # file's end.
        if access == 'sequential' and not pos and 'utf-8' not in flags:
            choices.append(('*', 'i1, c4'))
        fmt, items = r.choice(choices)
        adv = ''
        if fmt != '*' and access != 'direct' and r.random() < 0.2:
            adv = ", advance='no', size=sz"
        emit(k, f"read({ctl(k, u)}, fmt={fmt}{pos}{adv}) {items}", u, bool(pos))
    # SIZE= is undefined after an error (libgfortran leaves garbage there).
    print("  if (ios > 0) sz = -1")
    if FLANG:
        print(f"  if (ios /= 0) call at_end({u}, .true.)")  # (also a READ that connected fort.N)
    print("  call show")


def stmt_position(k):
    u = r.choice(UNITS)
    what = r.choice(['backspace', 'rewind', 'endfile', 'endfile', 'flush'])
    if what == 'endfile' and state.get(u) == ('stream', 'formatted'):
        # libgfortran 12 fails such an ENDFILE with END and leaves the
        # file's bytes zeros: a bug, not imitated.
        what = 'flush'
    emit(k, f"{what}({ctl(k, u)})", u)
    mark_end(what, u)
    if what == 'endfile' and r.random() < 0.4:
        after = r.choice(['endfile', 'backspace', 'write'])
        if after != 'write':
            emit(k, f"{after}({ctl(k, u)})", u)
            mark_end(after, u)
        elif state.get(u, ('', 'formatted'))[1] == 'unformatted':
            emit(k, f"write({ctl(k, u)}) 'after'", u, False, True)
        else:
            emit(k, f"write({ctl(k, u)}, fmt='(a)') 'after'", u)


def mark_end(what, u):
    """--flang: whether unit u may be after its endfile record (safe)."""
    if FLANG and what in ('endfile', 'rewind', 'backspace'):
        print(f"  call at_end({u}, {'.true.' if what == 'endfile' else '.false.'})")


def stmt_close(k):
    u = r.choice(UNITS)
    status = r.choice(['', '', 'keep', 'delete', 'Delete', 'bogus'])
    if status in ('', 'delete', 'Delete'):  # KEEP fails for a scratch file
        nonadvancing.discard(u)
    if status:
        print(f"  s_status = '{status}'")
        emit(k, f"close({ctl(k, u)}, status=s_status)")
    else:
        emit(k, f"close({ctl(k, u)})")
    if FLANG:
        print(f"  call forget({u})")


def stmt_inquire(k):
    if r.random() < 0.5:
        print(f"  call inq_unit({k}, {r.choice(UNITS + ['13'])})")
    else:
        print(f"  call inq_file({k}, '{r.choice(FILES + ['fort.10', 'nofile.dat'])}')")


def stmt_iolength(k):
    items = r.choice(['i1', 'i1, c4', 'j1, d1, line', 'c4, c4'])
    print(f"  call reset")
    print(f"  inquire(iolength=n) {items}")
    print(f"  print '(i0,1x,a,i0)', {k}, 'iolength=', n")


STMTS = [(stmt_open, 5), (stmt_write, 6), (stmt_read, 4), (stmt_position, 3), (stmt_close, 2), (stmt_inquire, 3),
         (stmt_iolength, 0.3)]

print('''program conn
  implicit none
  integer :: ios, nu, n, i1, sz, k, nrecl
  integer(8) :: j1
  real(8) :: d1
  character(4) :: c4
  character(40) :: line
  character(200) :: msg
  character(20) :: fname, s_status, s_access, s_form, s_position, s_action, s_pad
  character(20) :: s_blank, s_delim, s_decimal, s_sign, s_round, s_encoding''')
if FLANG:
    print('''  logical :: lft(-100:100), aftr(-100:100)  ! (--flang: left, aft)
  lft = .false.; aftr = .false.''')
print('''  nu = 13; sz = -1  ! libgfortran 12 crashes on CLOSE(-1..-9)''')
for k in range(n):
    f = r.choices([s for s, _ in STMTS], weights=[w for _, w in STMTS])[0]
    print(f'  ! -- {k}')  # a statement's lines start here (for minimising)
    f(k)
print('''  close(10, iostat=ios); close(11, iostat=ios); close(12, iostat=ios)
  close(nu, iostat=ios)
  call dump('f1.dat'); call dump('f2.dat'); call dump('f3.dat')
  call dump('fort.10'); call dump('fort.11'); call dump('fort.12')
contains''')
if FLANG:
    print('''  subroutine after_open(u)
    integer, intent(in) :: u
    logical :: op
    if (u < -100 .or. u > 100) return
    if (ios == 0) then
      lft(u) = .false.
      return
    end if
    inquire(u, opened=op)
    if (.not. op) lft(u) = .true.
  end subroutine
  subroutine forget(u)
    integer, intent(in) :: u
    if (u >= -100 .and. u <= 100) lft(u) = .false.
    if (u >= -100 .and. u <= 100) aftr(u) = .false.
  end subroutine
  subroutine at_end(u, yes)
    integer, intent(in) :: u
    logical, intent(in) :: yes
    if (u >= -100 .and. u <= 100) aftr(u) = yes
  end subroutine
  logical function aft(u)
    integer, intent(in) :: u
    aft = .false.
    if (u >= -100 .and. u <= 100) aft = aftr(u)
  end function
  logical function bare(u)
    integer, intent(in) :: u
    logical :: op
    inquire(u, opened=op)
    bare = u < 0 .and. .not. op
  end function
  logical function left(u)
    integer, intent(in) :: u
    left = .false.
    if (u >= -100 .and. u <= 100) left = lft(u)
  end function''')
print('''  subroutine reset
    i1 = -1; j1 = -1; d1 = -1; c4 = '????'; line = '?'; sz = -1
  end subroutine
  subroutine show
    print '(2(1x,i0),1x,es12.4,3a,i0)', i1, j1, d1, ' [' // c4 // '] [', trim(line), '] ', sz
  end subroutine
  function base(name) result(b)
    character(*), intent(in) :: name
    character(len(name)) :: b
    integer :: i
    i = index(name, '/', back=.true.)
    b = name(i + 1:)
    if (b /= 'f1.dat' .and. b /= 'f2.dat' .and. b /= 'f3.dat' .and. b(1:5) /= 'fort.' &
        .and. b /= 'nofile.dat' .and. b /= '?') b = '<other>'
  end function
  subroutine inq_unit(k, u)
    integer, intent(in) :: k, u
    call inq(k, u, '')
  end subroutine
  subroutine inq_file(k, f)
    integer, intent(in) :: k
    character(*), intent(in) :: f
    call inq(k, -1, f)
  end subroutine
  subroutine inq(k, u, f)
    integer, intent(in) :: k, u
    character(*), intent(in) :: f
    logical :: ex, op, nm, pe
    integer :: num, rl, nr
    integer(8) :: ps, sze
    character(200) :: nam
    character(20) :: acc, sq, dr, st, fm, fmd, unf, posi, act, rd, wr, rw, dl, pd, bl, dc, enc, rn, sg, asy
    ex = .false.; op = .false.; nm = .false.; pe = .false.; num = -99; rl = -99; nr = -99; ps = -99; sze = -99
    nam = '?'; acc = '?'; sq = '?'; dr = '?'; st = '?'; fm = '?'; fmd = '?'; unf = '?'; posi = '?'
    act = '?'; rd = '?'; wr = '?'; rw = '?'; dl = '?'; pd = '?'; bl = '?'; dc = '?'; enc = '?'; rn = '?'
    sg = '?'; asy = '?'; msg = 'none'; ios = -99
    if (len(f) == 0) then
      inquire(u, iostat=ios, iomsg=msg, exist=ex, opened=op, number=num, named=nm, name=nam, access=acc, &
        sequential=sq, direct=dr, stream=st, form=fm, formatted=fmd, unformatted=unf, recl=rl, nextrec=nr, &
        pos=ps, size=sze, position=posi, action=act, read=rd, write=wr, readwrite=rw, delim=dl, pad=pd, &
        blank=bl, decimal=dc, encoding=enc, round=rn, sign=sg, asynchronous=asy)
    else
      inquire(file=f, iostat=ios, iomsg=msg, exist=ex, opened=op, number=num, named=nm, name=nam, access=acc, &
        sequential=sq, direct=dr, stream=st, form=fm, formatted=fmd, unformatted=unf, recl=rl, nextrec=nr, &
        pos=ps, size=sze, position=posi, action=act, read=rd, write=wr, readwrite=rw, delim=dl, pad=pd, &
        blank=bl, decimal=dc, encoding=enc, round=rn, sign=sg, asynchronous=asy)
    end if
    ! PENDING= of an unconnected unit crashes libgfortran 12 (u->au, u NULL)
    if (op .and. len(f) == 0) inquire(u, pending=pe)
    if (op .and. len(f) > 0) inquire(file=f, pending=pe)
    print '(i0,1x,a,1x,i0,1x,a)', k, 'inquire', ios, trim(msg)
    print '(3l2,1x,i0,1x,a)', ex, op, nm, num, trim(base(nam))
    print '(20(1x,a))', trim(acc), trim(sq), trim(dr), trim(st), trim(fm), trim(fmd), trim(unf), &
      trim(posi), trim(act), trim(rd), trim(wr), trim(rw), trim(dl), trim(pd), trim(bl), trim(dc), &
      trim(enc), trim(rn), trim(sg), trim(asy)
    print '(l2,4(1x,i0))', pe, rl, nr, ps, sze
  end subroutine
  subroutine dump(f)
    character(*), intent(in) :: f
    logical :: ex
    character(1) :: b
    character(400) :: hex
    integer :: m
    integer(8) :: sze
    inquire(file=f, exist=ex)
    if (.not. ex) return
    open(99, file=f, access='stream', form='unformatted', status='old', action='read', iostat=ios, iomsg=msg)
    print '(3a,i0,1x,a)', 'file ', f, ' ', ios, trim(msg)
    if (ios /= 0) return
    hex = ''; m = 0
    inquire(99, size=sze)
    print '(a,i0)', 'size ', sze
    do n = 1, 4096  ! a runaway file is cut short
      read(99, iostat=ios) b
      if (ios /= 0) exit
      write(hex(2 * m + 1:2 * m + 2), '(z2.2)') ichar(b)
      m = m + 1
      if (m == 32) then
        print '(a)', hex(1:64); hex = ''; m = 0
      end if
    end do
    if (m > 0) print '(a)', hex(1:2 * m)
    close(99)
  end subroutine
end program''')
