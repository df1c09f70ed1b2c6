! A bad value in list-directed READ with PAD='NO' on a file opened with
! RECL=: without IOSTAT= libgfortran ends the program with "Bad integer
! for item 1 in list input" (ftnio read a null value and carried on).
! RUN: %fdiff --expect-exit=2 --show=both --env GFORTRAN_ERROR_BACKTRACE=0 %s | %fcheck %s
program recl_pad_no_uncaught
  implicit none
  integer :: u
  integer(2) :: i
  real(8) :: x
  open (newunit=u, file='h.txt', status='replace', recl=80)
  write (u, '(a)') 'y'
  rewind (u)
  read (u, *, pad='no') i, x
  print *, 'not reached', i, x
end program recl_pad_no_uncaught
! CHECK:At line 13 of file recl_pad_no_uncaught.f90
! CHECK-NEXT:Fortran runtime error: Bad integer for item 1 in list input
