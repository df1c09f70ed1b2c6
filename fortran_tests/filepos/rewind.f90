! REWIND: the next WRITE starts the file again (the rest is cut by that
! WRITE); POSITION= reports REWIND; REWIND of an unconnected unit does
! nothing; of a direct-access unit it fails (5002; POSITION= is UNDEFINED
! for direct access anyway); of a pipe it fails with the errno of lseek
! (stdout is a pipe in the first run and a file in the second).
! RUN: %fdiff --show=both %s | %fcheck --check-prefix=PIPE %s
! RUN: %fdiff --stdout-file --show=stderr %s | %fcheck --check-prefix=FILE %s
program rewind_test
  implicit none
  integer :: ios
  character(len=80) :: msg
  character(len=12) :: pos
  open (10, file='r.txt', status='replace')
  write (10, *) 'first version, line 1'
  write (10, *) 'first version, line 2'
  rewind (10)
  inquire (10, position=pos)
  write (0, *) 'after rewind ', trim(pos)
  write (10, *) 'second version'
  close (10)
  rewind (44, iostat=ios)
  write (0, *) 'unconnected', ios
  open (11, file='d.bin', access='direct', recl=8, status='replace')
  msg = 'untouched'
  rewind (11, iostat=ios, iomsg=msg)
  inquire (11, position=pos)
  write (0, *) 'direct', ios, trim(msg), ' ', trim(pos)
  msg = 'untouched'
  rewind (6, iostat=ios, iomsg=msg)
  write (0, *) 'stdout', ios, trim(msg)
end program rewind_test
! PIPE: after rewind REWIND
! PIPE-NEXT: unconnected           0
! PIPE-NEXT: direct        5002 Cannot REWIND a file opened for DIRECT access UNDEFINED
! PIPE-NEXT: stdout          29 Illegal seek
! FILE: after rewind REWIND
! FILE-NEXT: unconnected           0
! FILE-NEXT: direct        5002 Cannot REWIND a file opened for DIRECT access UNDEFINED
! FILE-NEXT: stdout           0 untouched
