! List-directed READ of every integer, real, logical and complex kind,
! limits and overflow per kind, DECIMAL='COMMA' (';' separates, ',' is the
! decimal symbol), and values longer than 256 characters.
! RUN: %fdiff %s | %fcheck %s
program kinds
  implicit none
  integer(1) :: i1
  integer(2) :: i2
  integer(4) :: i4
  integer(8) :: i8
  integer(16) :: i16
  real(4) :: r4
  real(8) :: r8
  real(10) :: r10
  real(16) :: r16
  complex(10) :: z10
  complex(16) :: z16
  logical(1) :: l1
  logical(2) :: l2
  logical(8) :: l8
  integer :: ios
  character(len=80) :: msg
  character(len=400) :: long
  character(len=300) :: s
  long = '127 -32768 2147483647 -9223372036854775808 ' // &
         '170141183460469231731687303715884105727'
  read (long, *) i1, i2, i4, i8, i16
  print *, i1, i2, i4, i8, i16
  call int1('128')
  call int1('-128')
  call int1('-129')
  call int1('300')
  long = '1.1 2.2 3.3 4.4 (1.5,-2.5) (3.25,1e-400)'
  read (long, *) r4, r8, r10, r16, z10, z16
  print *, r4, r8, r10, r16
  print *, z10, z16
  long = '0.1d0 1q2 -1.0E+4000 .25'
  read (long, *, iostat=ios) r8, r16, r10, r4
  print *, ios, r8, r16, r10, r4
  long = 't .F. true'
  read (long, *) l1, l2, l8
  print *, l1, l2, l8
  open (10, file='dc.txt', status='replace', decimal='comma')
  write (10, '(a)') '1,5;2,25 ; 3'
  write (10, '(a)') '(1,5;2) 7,7'
  write (10, '(a)') '4,5,6'
  close (10)
  open (10, file='dc.txt', status='old', decimal='comma')
  read (10, *) r4, r8, i4
  print *, r4, r8, i4
  read (10, *) z10, r4
  print *, z10, r4
  i1 = 0; i2 = 0
  read (10, *, iostat=ios) r4, i1, i2
  print *, ios, r4, i1, i2
  close (10, status='delete')
  long = repeat('0', 350) // '12345 7'
  read (long, *) i8, i4
  print *, i8, i4
  long = '0.' // repeat('0', 300) // '1e301 5'
  read (long, *) r8, i4
  print *, r8, i4
  long = '''' // repeat('x', 290) // '''''y'' 9'
  read (long, *) s, i4
  print *, len_trim(s), s(288:293), i4
contains
  subroutine int1(t)
    character(len=*), intent(in) :: t
    i1 = 5
    msg = ''
    read (t, *, iostat=ios, iomsg=msg) i1
    print *, ios, i1, trim(msg)
  end subroutine
end program kinds
! CHECK:  127 -32768  2147483647 -9223372036854775808  170141183460469231731687303715884105727
! CHECK:        5010    5 Integer overflow while reading item 1
! CHECK:           0 -128{{ }}
! CHECK:        5010    5 Integer overflow while reading item 1
! CHECK:        5010    5 Integer overflow while reading item 1
! CHECK:   1.10000002       2.2000000000000002        3.29999999999999999996         4.40000000000000000000000000000000031{{      }}
! CHECK:                (1.50000000000000000000,-2.50000000000000000000)          (3.25000000000000000000000000000000000,1.000000000000000000000000000000000032E-0400)
! CHECK:           0  0.10000000000000001        100.000000000000000000000000000000000        -9.99999999999999999997E+3999  0.250000000{{    }}
! CHECK: T F T
! CHECK:   1.50000000       2.2500000000000000                3
! CHECK:                 (1.50000000000000000000,2.00000000000000000000)   7.69999981{{    }}
! CHECK:        5010   7.69999981        0      0
! CHECK:                12345           7
! CHECK:   1.0000000000000000                5
! CHECK:         292 xxx'y            9
