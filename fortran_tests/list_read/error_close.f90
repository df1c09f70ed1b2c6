! A list-directed READ error leaves the position inside the record
! (libgfortran does not skip to the next record then); closing the file
! afterwards must not change it.
! RUN: %fdiff --input %S/Inputs/errors.txt=errors.txt %s | %fcheck %s
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
