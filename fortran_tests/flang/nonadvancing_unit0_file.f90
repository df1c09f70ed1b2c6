! flang front door: a pending non-advancing record ends with a newline at
! program end on every unit but the standard streams, which flang knows
! by their connection: unit 0 closed and reconnected to fort.0 gets its
! newline (ftnio left it off, as libgfortran does for any unit numbered
! 0 or 6; progen --flang seed 600027), a file unit gets it, and stdout
! does not.  flangdiff compares the files fort.0, fort.11 and a.txt.
! RUN: %flangdiff %s | %fcheck %s
! CHECK:out part
program nonadvancing_unit0_file
  implicit none
  open (10, file='a.txt', status='replace')
  write (10, '(a)', advance='no') 'abc'
  write (11, '(a)', advance='no') 'def'
  close (0)
  write (0, '(a)', advance='no') 'ghi'
  write (6, '(a)', advance='no') 'out part'
end program
