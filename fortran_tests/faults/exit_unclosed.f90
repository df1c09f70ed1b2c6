! Fault injection (tools/faultrun.py): data still buffered when the program
! ends without CLOSE.  A failing write-back at exit must not be silent.
! REQUIRES: fault_shim
! RUN: %faultrun %s
program exit_unclosed
  implicit none
  integer :: i
  open(10, file='out.txt', status='replace')
  do i = 1, 500
    write(10, '(i6,a)') i, ' abcdefghij'
  end do
end program
