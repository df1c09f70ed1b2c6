! flang front door: INQUIRE(POS=) of the standard units counts every byte
! flang 19's runtime has moved over, the newlines too (libgfortran counts
! the records' bytes alone), standard input from a pipe included
! (issue 18; progen --flang seeds 504, 982).
! RUN: %flangdiff --stdin-pipe %s %s | %fcheck %s
program standard_stream_pos
  implicit none
  integer(8) :: p0, p6, p5
  character(10) :: c
  write (0, '(a)') 'abc'
  write (6, '(a)') 'hello'
  write (6, '(a)', advance='no') 'xy'
  inquire (unit=0, pos=p0)
  inquire (unit=6, pos=p6)
  read (5, '(a)') c
  inquire (unit=5, pos=p5)
  print *
  print *, p0, p6, p5
end program
! CHECK:hello
! CHECK-NEXT:xy
! CHECK-NEXT: 5 9 75
