! User code inside an I/O list: a function called while a PRINT * record is
! being built writes to unit 0 (another unit, which is legal).  Its record
! comes out first, complete; the outer record is not disturbed.  (I/O on
! the SAME unit from such a function deadlocks libgfortran: not tested.)
! RUN: %fdiff --merged-pipe %s | %fcheck --check-prefix=MPIPE %s
! RUN: %fdiff --merged-file %s | %fcheck --check-prefix=MFILE %s
program nested_io
  implicit none
  integer :: i
  print *, 'outer', twice(1), 'middle', twice(2), 'end'
  write (6, *) 'x', (twice(i), i = 3, 4)
  print *, 'last'
contains
  integer function twice(n)
    integer, intent(in) :: n
    write (0, *) 'in twice', n
    twice = 2 * n
  end function twice
end program nested_io
! MPIPE: in twice           1
! MPIPE-NEXT: in twice           2
! MPIPE-NEXT: outer           2 middle           4 end
! MPIPE-NEXT: in twice           3
! MPIPE-NEXT: in twice           4
! MPIPE-NEXT: x           6           8
! MPIPE-NEXT: last
! MFILE: in twice           1
! MFILE-NEXT: in twice           2
! MFILE-NEXT: in twice           3
! MFILE-NEXT: in twice           4
! MFILE-NEXT: outer           2 middle           4 end
! MFILE-NEXT: x           6           8
! MFILE-NEXT: last
