! A list-directed READ error leaves the position inside the record
! (libgfortran does not skip to the next record then); closing the file
! afterwards must not change it.
! RUN: %fdiff --input %S/Inputs/errors.txt=errors.txt %s | %fcheck %s
! Needs two changes outside list_read*.cpp (see list_read.cpp,
! kCallerPassesRecord): finish_transfer must leave the positioning of a
! list-directed READ to list_read_finish, and Unit::flush_record must not
! write the read-ahead of a unit in Reading mode back to the file.
program error_close
  implicit none
  integer :: a, ios
  character(len=20) :: line
  open (10, file='errors.txt', status='old')
  read (10, *, iostat=ios) a
  print *, ios
  close (10)
  open (10, file='errors.txt', status='old')
  read (10, '(a)') line
  print *, line
  close (10)
end program error_close
! CHECK:        5010
! CHECK: 0*5 7{{               }}
