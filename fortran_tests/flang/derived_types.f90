! flang front door: derived types without defined I/O, component by
! component from flang's type-info tables: intrinsic components of every
! type (arrays, CHARACTER of kind 1 and 4, REAL(10)), nested types and
! arrays of them, an extended type (its parent first), array sections of
! a derived type; list-directed, formatted and unformatted WRITE and
! READ, internal files, INQUIRE(IOLENGTH=).
! RUN: %flangdiff %s | %fcheck %s
module derived_types_m
  implicit none
  type inner
    integer(2) :: k
    character(2) :: tag
  end type inner
  type t
    integer(1) :: a
    real(8) :: r
    character(3) :: c
    integer :: v(2)
    type(inner) :: in(2)
    logical :: l
    complex :: z
  end type t
  type, extends(inner) :: outer
    real(10) :: x
    character(kind=4, len=2) :: w
  end type outer
end module derived_types_m
program derived_types
  use derived_types_m
  implicit none
  type(t) :: x, y(3)
  type(outer) :: o, o2
  character(80) :: buf
  integer :: n, i
  x = t(1, 2.5d0, 'abc', [3, 4], [inner(5, 'p'), inner(6, 'q')], .true., (1., -2.))
  print *, x
  write (*, '(i3,f5.1,a4,2i3,2(i2,a3),l2,2f5.1)') x
  do i = 1, 3
    y(i) = x
    y(i)%a = int(i, 1)
  end do
  write (*, '(i0,1x,a)') (y(i)%a, y(i)%c, i = 1, 3)
  print *, y(1:3:2)%v(1), y(3:1:-2)%a
  write (*, *) y(3:1:-2)
  o%k = 7; o%tag = 'zz'; o%x = 1.25_10; o%w = 4_'kw'
  print *, o
  write (buf, *) o%inner, o%k
  print '(a)', trim(buf)
  buf = '9 ab 3.5 4_xy'
  read (buf, *) o2%k, o2%tag, o2%x
  print *, o2%k, o2%tag, o2%x
  buf = ' 2 4.0 xyz 7 8 3 ab 4 cd F (1.0,2.0)'
  read (buf, *) x
  print *, x
  open (10, file='u.bin', form='unformatted', status='replace')
  write (10) x, y, o
  rewind 10
  y(2)%r = 0
  read (10) y(1), y(2)
  close (10)
  print *, y(2)%r, y(1)%a, y(2)%in(2)%tag
  inquire (iolength=n) x
  print '(i0)', n
  inquire (iolength=n) y, o
  print '(i0)', n
end program derived_types
! CHECK: 1 2.5 abc 3 4 5 p  6 q  T (1.,-2.)
! CHECK-NEXT:  1  2.5 abc  3  4 5 p  6 q  T  1.0 -2.0
! CHECK-NEXT:1 abc
! CHECK-NEXT:2 abc
! CHECK-NEXT:3 abc
! CHECK-NEXT: 3 3 3 1
! CHECK-NEXT: 3 2.5 abc 3 4 5 p  6 q  T (1.,-2.) 1 2.5 abc 3 4 5 p  6 q  T (1.,-2.)
! CHECK-NEXT: 7 zz 1.25 kw
! CHECK-NEXT: 7 zz 7
! CHECK-NEXT: 9 ab 3.5
! CHECK-NEXT: 2 4. xyz 7 8 3 ab 4 cd F (1.,2.)
! CHECK-NEXT: 2.5 2 q 
! CHECK-NEXT:40
! CHECK-NEXT:148
! CHECK-NOT:{{.}}
