! List-directed READ right after REWIND or OPEN starts on an empty buffer
! (issue 16: the blanks before a value are stepped over in one go once the
! first of them has filled it): blanks, tabs and carriage returns before
! values, a record of blanks only, blanks up to the end of the file, runs
! of blanks longer than a small buffer (GFORTRAN_FORMATTED_BUFFER_SIZE)
! and the same text from a pipe.
! RUN: %fdiff %s
! RUN: %fdiff --env GFORTRAN_FORMATTED_BUFFER_SIZE=16 %s
! RUN: %fdiff --stdin-pipe %S/Inputs/rewind_reread_blanks.txt %s
program rewind_reread_blanks
  implicit none
  integer :: k, m, round, ios
  character(8) :: w
  open (10, file='r.dat', status='replace')
  write (10, '(a)') '          42'
  write (10, '(a)') char(9) // '  ' // char(9) // '7' // char(13) // '   8'
  write (10, '(a)') repeat(' ', 40)
  write (10, '(a)') repeat(' ', 37) // 'word  ,  5'
  write (10, '(a)') '   '
  do round = 1, 2
    rewind (10)
    read (10, *) k
    print *, 'k', k
    read (10, *) k, m
    print *, 'k m', k, m
    read (10, *) w, k
    print *, 'w k ', w, k
    read (10, *, iostat=ios) k
    print *, 'end', ios
  end do
  close (10)
  open (10, file='r.dat')
  read (10, *) k
  print *, 'reopened', k
  close (10, status='delete')
  read (*, *, iostat=ios) k, m
  print *, 'stdin', ios, k, m
end program
