! flang front door: list-directed COMPLEX input as flang reads it: two
! real values, the first of which may open a parenthesized pair (blanks
! for the comma, the ")" optional, across records); without parentheses
! the parts are any two values, a repeat count running on across parts
! and items; "r*(re,im)" repeats the pair; a null real part leaves the
! item; END inside an item; every COMPLEX kind.
! RUN: %flangdiff %s | %fcheck %s
program list_complex_read
  implicit none
  complex :: z(3)
  complex(8) :: w(2)
  complex(2) :: zh(2)
  complex(3) :: zb
  real :: x, y
  character(40) :: lines(18)
  integer :: ios, i, u
  lines(1) = '1.5 2.5'
  lines(2) = '1.5,2.5 3 4'
  lines(3) = '(1.5,2.5) 3'
  lines(4) = '3*1.5'
  lines(5) = '1.5'
  lines(6) = '(1.5 2.5)'
  lines(7) = '(1.5,2.5'
  lines(8) = ', (1,2)'
  lines(9) = 'abc'
  lines(10) = '2*'
  lines(11) = '2*(1,2) 5'
  lines(12) = '1.5, , 3 4 5 6'
  lines(13) = '1.5 2.5 / 3'
  lines(14) = '1.5 / 3'
  lines(15) = '2*1.5 (3, 4) 7 8'
  lines(16) = '1 2 3 4 5 6 7'
  lines(17) = '(1,2),,(5,6)'
  lines(18) = '1 2 3*4'
  do i = 1, 18
    z = (-7, -7)
    read (lines(i), *, iostat=ios) z
    print '(I2,1x,A18,1x,I5,6F6.2)', i, lines(i), ios, z
  end do
  x = -7; y = -7
  read (lines(16), *, iostat=ios) x, z(1), y
  print *, ios, x, z(1), y
  read (lines(18), *, iostat=ios) x, z(1), y
  print *, ios, x, z(1), y
  read (lines(15), *, iostat=ios) w
  print *, ios, w
  read (lines(15), *, iostat=ios) zh, zb
  print *, ios, zh, zb
  read (lines(11), *, iostat=ios) zb
  print *, ios, zb
  open (newunit=u, file='c.txt')
  write (u, '(a)') '(1.5,', ' 2.5)', '3', '4 (5', ',6) 7'
  rewind (u)
  z = (-7, -7)
  read (u, *, iostat=ios) z
  print *, ios, z
  read (u, *, iostat=ios) x
  print *, ios, x
  close (u, status='delete')
end program list_complex_read
! CHECK: 1 1.5 2.5               -1  1.50  2.50 -7.00 -7.00 -7.00 -7.00
! CHECK-NEXT: 2 1.5,2.5 3 4           -1  1.50  2.50  3.00  4.00 -7.00 -7.00
! CHECK-NEXT: 3 (1.5,2.5) 3           -1  1.50  2.50  3.00 -7.00 -7.00 -7.00
! CHECK-NEXT: 4 3*1.5                 -1  1.50  1.50  1.50 -7.00 -7.00 -7.00
! CHECK-NEXT: 5 1.5                   -1  1.50 -7.00 -7.00 -7.00 -7.00 -7.00
! CHECK-NEXT: 6 (1.5 2.5)             -1  1.50  2.50 -7.00 -7.00 -7.00 -7.00
! CHECK-NEXT: 7 (1.5,2.5              -1  1.50  2.50 -7.00 -7.00 -7.00 -7.00
! CHECK-NEXT: 8 , (1,2)               -1 -7.00 -7.00  1.00  2.00 -7.00 -7.00
! CHECK-NEXT: 9 abc                 1030 -7.00 -7.00 -7.00 -7.00 -7.00 -7.00
! CHECK-NEXT:10 2*                    -1 -7.00 -7.00 -7.00 -7.00 -7.00 -7.00
! CHECK-NEXT:11 2*(1,2) 5             -1  1.00  2.00  1.00  2.00  5.00 -7.00
! CHECK-NEXT:12 1.5, , 3 4 5 6         0  1.50 -7.00  3.00  4.00  5.00  6.00
! CHECK-NEXT:13 1.5 2.5 / 3            0  1.50  2.50 -7.00 -7.00 -7.00 -7.00
! CHECK-NEXT:14 1.5 / 3                0  1.50 -7.00 -7.00 -7.00 -7.00 -7.00
! CHECK-NEXT:15 2*1.5 (3, 4) 7 8       0  1.50  1.50  3.00  4.00  7.00  8.00
! CHECK-NEXT:16 1 2 3 4 5 6 7          0  1.00  2.00  3.00  4.00  5.00  6.00
! CHECK-NEXT:17 (1,2),,(5,6)           0  1.00  2.00 -7.00 -7.00  5.00  6.00
! CHECK-NEXT:18 1 2 3*4               -1  1.00  2.00  4.00  4.00  4.00 -7.00
! CHECK-NEXT: 0 1. (2.,3.) 4.
! CHECK-NEXT: 0 1. (2.,4.) 4.
! CHECK-NEXT: 0 (1.5,1.5) (3.,4.)
! CHECK-NEXT: 0 (1.5,1.5) (3.,4.) (7.,8.)
! CHECK-NEXT: 0 (1.,2.)
! CHECK-NEXT: 0 (1.5,2.5) (3.,4.) (5.,6.)
! CHECK-NEXT: -1 1.
! CHECK-NOT:{{.}}
