! flang front door: INQUIRE(IOLENGTH=) counts the bytes an unformatted
! WRITE of the list would write, as flang's runtime does: every integer,
! real, complex and logical kind, CHARACTER of kind 4 by its bytes (4 per
! character, where libgfortran counts characters), scalars, arrays,
! sections, substrings, implied DO and constants.
! RUN: %flangdiff %s | %fcheck %s
program inquire_iolength
  implicit none
  integer :: n, a(10), b(3, 4), i
  integer(1) :: i1
  integer(2) :: i2
  integer(8) :: i8
  integer(16) :: i16
  real(4) :: r4
  real(8) :: r8
  real(10) :: r10
  real(16) :: r16
  complex(8) :: z8
  complex(10) :: z10
  character(7) :: s
  character(kind=4, len=3) :: s4, a4(2)
  logical(1) :: l1
  logical(8) :: l8
  inquire (iolength=n) i1, i2, i8, i16
  print '(i0)', n
  inquire (iolength=n) r4, r8, r10, r16
  print '(i0)', n
  inquire (iolength=n) z8, z10
  print '(i0)', n
  inquire (iolength=n) s, l1, l8
  print '(i0)', n
  inquire (iolength=n) s4
  print '(i0)', n
  inquire (iolength=n) a4, a4(2)(2:3), 4_'xyz'
  print '(i0)', n
  inquire (iolength=n) a(1:10:3), b(2, :), b
  print '(i0)', n
  inquire (iolength=n) (a(i), i=1, 5), 'literal', 3.0d0
  print '(i0)', n
  inquire (iolength=n) s(2:3)
  print '(i0)', n
end program inquire_iolength
! CHECK:27
! CHECK-NEXT:44
! CHECK-NEXT:48
! CHECK-NEXT:16
! CHECK-NEXT:12
! CHECK-NEXT:44
! CHECK-NEXT:80
! CHECK-NEXT:35
! CHECK-NEXT:2
! CHECK-NOT:{{.}}
