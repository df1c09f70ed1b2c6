! flang front door: list-directed READ from a file and from internal
! files: separators, repeat counts, null values, slashes, character
! values, complex and logical values.
! RUN: %flangdiff %s | %fcheck %s
program list_read
  implicit none
  integer :: u, i, a(5), j8
  real(4) :: x
  real(8) :: y
  complex(8) :: z
  logical :: l
  character(10) :: s, t
  character(60) :: line
  open (newunit=u, file='in.txt', status='replace')
  write (u, '(a)') '1 2, 3'
  write (u, '(a)') '  4.5  -1.25d2 (1.0, -2.5) T ''quoted s'' bare'
  write (u, '(a)') '3*7 , 9 /'
  write (u, '(a)') '99'
  close (u)
  open (newunit=u, file='in.txt', status='old')
  read (u, *) i, j8, a(1)
  print '(3(i0, 1x))', i, j8, a(1)
  read (u, *) x, y, z, l, s, t
  print '(f0.2, 1x, f0.2, 2(1x, f0.2), 1x, l1, 1x, a, "|", a, "|")', x, y, z, l, s, t
  a = -1
  read (u, *) a
  print '(5(i0, 1x))', a
  read (u, *) i
  print '(i0)', i
  close (u, status='delete')
  line = '10, , 30 2*40'
  a = 0
  read (line, *) a
  print '(5(i0, 1x))', a
  line = '2.5e3 .true. "x y"'
  read (line, *) y, l, s
  print '(f0.1, 1x, l1, 1x, a)', y, l, s
end program list_read
! CHECK:1 2 3
! CHECK-NEXT:4.50 -125.00 1.00 -2.50 T quoted s  |bare      |
! CHECK-NEXT:7 7 7 9 -1
! CHECK-NEXT:99
! CHECK-NEXT:10 0 30 40 40
! CHECK-NEXT:2500.0 T x y       
