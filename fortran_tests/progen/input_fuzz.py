#!/usr/bin/env python3
"""Random input for formatted READs: a generator of differential test programs.

Each seed gives a Fortran program that writes a few random records (numbers
in every spelling, quoted strings, complex pairs, repeat counts, separators,
slashes, tabs, lone carriage returns, a last record without its newline)
and then runs random READ statements over them: list-directed and formatted
(A, I, F, E, ES, L, Z, X, T, TL, '/', BZ, DC, groups, reversion), with
random item lists of every type and kind, some non-advancing with SIZE=,
some after REWIND or BACKSPACE, under a random OPEN (PAD=, DECIMAL=,
BLANK=, DELIM=, RECL=, formatted stream).  Every READ prints its IOSTAT,
IOMSG and every variable.  A READ that fails is followed by REWIND, so the
programs test what each statement does rather than where a failed one
leaves the file (which the standard leaves to the processor); EOR of a
non-advancing READ (-2) is followed by REWIND too.

Usage: input_fuzz.py SEED [READS] > prog.f90, then fortran_tests/tools/fdiff.py
prog.f90 (or flangdiff.py).  fortran_tests/progen/input_fuzz.test runs some
seeds; the generator's first use found five formatted READ differences
(ChangeLog, 2026-12-06).
"""
import random
import sys

seed = int(sys.argv[1]); n = int(sys.argv[2]) if len(sys.argv) > 2 else 40
r = random.Random(seed)
toks = ['1', '-7', '+42', '0', '2147483647', '-2147483648', '99999999999', '3.5', '-0.25', '1e3', '1.5d-2', '1.e+2', '.5', '5.', '1.5q3',
        'inf', '-Infinity', 'NaN', 'nan(0x1)', '1+3', '1.5-003', '0x1p3', 'T', 'F', '.true.', '.F', 'tru', 'x', 'abc', "'q s'", '"d""q"', "'it''s'",
        '(1,2)', '(1.5, -2)', '( 3 , 4 )', '(1,', '2)', '3*', '2*7', '2*', '0*1', '*', '/', ',', ';', ',,', ' ', '  ', '\t', '!c', '1,5', '1;5', '&nml x=1 /',
        '1 2 3', '12345678901234567890', '-', '+', '.', 'e5', '1e', '1e+', '1d999', '1e-999', '0.1e-310', '7 ', '\r']
def line():
    return ''.join(r.choice(toks) + r.choice(['', ' ', ',', ' , ', '  ']) for _ in range(r.randint(0, 6)))
lines = [line() for _ in range(r.randint(3, 12))]
def fort_str(s):
    out = []; cur = ''
    for ch in s:
        if ch in '\t\r':
            if cur: out.append("'" + cur.replace("'", "''") + "'"); cur = ''
            out.append("achar(%d)" % ord(ch))
        else:
            cur += ch
            if len(cur) >= 40: out.append("'" + cur.replace("'", "''") + "'"); cur = ''
    if cur: out.append("'" + cur.replace("'", "''") + "'")
    return ' &\n    // '.join(out) if out else "''"
types = {'i': 'integer :: i1, i2, i3', 'i8': 'integer(8) :: j1', 'i1': 'integer(1) :: b1', 'r': 'real :: r1, r2', 'd': 'real(8) :: d1, d2', 'q': 'real(16) :: q1',
         'c': 'complex :: c1', 'l': 'logical :: l1, l2', 's': 'character(5) :: s1, s2', 'sl': 'character(12) :: s3'}
items = ['i1', 'i2', 'i3', 'j1', 'b1', 'r1', 'r2', 'd1', 'd2', 'q1', 'c1', 'l1', 'l2', 's1', 's2', 's3']
fmts = ['*', '*', '*', "'(i5)'", "'(2i3)'", "'(f6.2)'", "'(bn,f8.0)'", "'(bz,i4)'", "'(a)'", "'(a3,a)'", "'(l3)'", "'(es10.3)'", "'(3x,i2)'",
        "'(t3,a2)'", "'(i2,/,i2)'", "'(dc,f5.1)'", "'(z4)'", "'(e12.4e3)'", "'(f3.0, tl2, i3)'", "'(2(i2,1x))'"]
opens = ["", ", pad='no'", ", decimal='comma'", ", blank='zero'", ", delim='quote'", ", recl=10", ", access='stream', form='formatted'", ", pad='no', recl=8"]
print('program inf\n  implicit none\n  integer :: ios, k\n  character(200) :: msg')
for t in types.values(): print('  ' + t)
print("  open(10, file='in.txt', access='stream', form='unformatted', status='replace')")
for ln in lines: print('  write(10) ' + fort_str(ln) + '//achar(10)')
if r.random() < 0.3: print("  write(10) " + fort_str(line()))
print('  close(10)')
print("  open(11, file='in.txt', status='old'" + r.choice(opens) + ")")
for k in range(n):
    print("  call reset")
    its = ', '.join(r.choice(items) for _ in range(r.randint(1, 4)))
    f = r.choice(fmts)
    adv = ''
    if f != '*' and r.random() < 0.15: adv = ", advance='no', size=k"
    if r.random() < 0.1:
        print('  rewind(11)')
    if r.random() < 0.05:
        print('  backspace(11, iostat=ios)')
    print(f"  read(11, {f}, iostat=ios, iomsg=msg{adv}) {its}")
    print(f"  print '(i0,1x,i0,1x,a)', {k}, ios, trim(msg)")
    print("  if (ios /= 0) rewind(11)")
    print("  call show")
print('''  close(11, status="delete")
contains
  subroutine reset
    i1=-1; i2=-1; i3=-1; j1=-1; b1=-1; r1=-1; r2=-1; d1=-1; d2=-1; q1=-1
    c1=(-1,-1); l1=.false.; l2=.false.; s1='?'; s2='?'; s3='?'; msg='none'
  end subroutine
  subroutine show
    print '(3i12,i21,i5,2es16.8,2es25.16e3)', i1,i2,i3,j1,b1,r1,r2,d1,d2
    print '(es44.34e4,2es16.8,2l2,3(1x,a))', q1,c1,l1,l2,'['//s1//']','['//s2//']','['//s3//']'
  end subroutine
end program''')
