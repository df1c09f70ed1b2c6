! Mixed item lists in one list-directed statement, variables of several
! kinds next to each other, and records far longer than any buffer (gfortran
! never wraps list-directed output: the default RECL is huge).
! RUN: %fdiff %s | %fcheck %s
! RUN: %fdiff --stdout-file %s | %fcheck %s
program mixed
  implicit none
  integer :: i, big(3000)
  integer(2) :: s = -5
  real(8) :: d = 0.125d0
  character(len=*), parameter :: name = 'mixed'
  print *, name, 1, 2.0, 3d0, .true., (4.0, 5.0), 'end'
  print *, s, d, s, name, d
  print *, -0.0, 0, 'x', 0d0, .false.
  big = [(i, i = 1, 3000)]
  print *, 'begin', big, 'end'
  print *, sum(big), maxval(big)
end program mixed
! CHECK: mixed           1   2.00000000       3.0000000000000000      T             (4.00000000,5.00000000) end
! CHECK-NEXT:     -5  0.12500000000000000          -5 mixed  0.12500000000000000{{     }}
! CHECK-NEXT:  -0.00000000               0 x   0.0000000000000000      F
! CHECK-NEXT: begin           1           2{{( +[0-9]+)+}}        3000 end
! CHECK-NEXT:     4501500        3000
