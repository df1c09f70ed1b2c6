! Namelist READ of an integer that overflows after a repeat count: the
! error is kept but libgfortran goes on reading, and the count, taken
! before the value failed, still passes over that many elements (they
! keep their values); the next value goes to the element after them.
! RUN: %fdiff --show=stdout %s | %fcheck %s
program read_overflow_repeat
  integer(16) :: a(4)
  integer(4) :: b(4)
  real :: r(3)
  integer :: ios
  character(80) :: msg
  namelist /g/ a, b, r
  call t('&g a= 3*170141183460469231731687303715884105728 , 0', ' b = 5 /')
  call t('&g a= 170141183460469231731687303715884105728 , 0', ' b = 5 /')
  call t('&g b= 2*9999999999 , 7, 8', ' r = 5 /')
  call t('&g b= 2, 3*9999999999 , 7', ' b = 5 /')
  call t('&g b= 2*-9999999999, 3 r=1 /', '')
  call t('&g b= 5*9999999999 r=1 /', '')
  call t('&g b= 0*5, 6 /', '')
  call t('&g b= 2, 99999999999*5, 6 /', '')
  call t('&g b=3*, 2*99999999999, 4 /', '')
contains
  subroutine t(x, y)
    character(*) :: x, y
    character(80) :: s(2)
    s(1) = x; s(2) = y
    a = [11, 12, 13, 14]; b = [21, 22, 23, 24]; r = [1.0, 2.0, 3.0]
    read (s, nml=g, iostat=ios, iomsg=msg)
    print '(i0,1x,a)', ios, trim(msg)
    print '(4(1x,i0),4(1x,i0),3(1x,g0))', a, b, r
  end subroutine
end program read_overflow_repeat
! CHECK:5010 Integer overflow while reading item 1
! CHECK-NEXT: 11 12 13 0 5 22 23 24 1.00000000 2.00000000 3.00000000
! CHECK-NEXT:5010 Integer overflow while reading item 1
! CHECK-NEXT: 11 0 13 14 5 22 23 24 1.00000000 2.00000000 3.00000000
! CHECK-NEXT:5010 Integer overflow while reading item 1
! CHECK-NEXT: 11 12 13 14 21 22 7 8 5.00000000 2.00000000 3.00000000
! CHECK-NEXT:5010 Integer overflow while reading item 1
! CHECK-NEXT: 11 12 13 14 2 22 23 24 1.00000000 2.00000000 3.00000000
! CHECK-NEXT:5010 Integer overflow while reading item 1
! CHECK-NEXT: 11 12 13 14 21 22 3 24 1.00000000 2.00000000 3.00000000
! CHECK-NEXT:5010 Integer overflow while reading item 1
! CHECK-NEXT: 11 12 13 14 21 22 23 24 1.00000000 2.00000000 3.00000000
! CHECK-NEXT:5010 Zero repeat count in item 1 of list input
! CHECK-NEXT: 11 12 13 14 21 5 6 24 1.00000000 2.00000000 3.00000000
! CHECK-NEXT:5010 Repeat count overflow in item 1 of list input
! CHECK-NEXT: 11 12 13 14 2 22 5 6 1.00000000 2.00000000 3.00000000
! CHECK-NEXT:5010 Integer overflow while reading item 1
! CHECK-NEXT: 11 12 13 14 21 22 23 24 1.00000000 2.00000000 3.00000000
