! An empty PRINT * and WRITE(*,*) each give one empty record; they do not
! swallow or duplicate the records around them.
! RUN: %fdiff %s | %fcheck %s
! RUN: %fdiff --stdout-file %s | %fcheck %s
program empty_print
  implicit none
  print *
  print *, 'after one'
  print *
  print *
  write (*, *)
  write (6, *) 'after three'
  print *
end program empty_print
! CHECK:{{^$}}
! CHECK-NEXT: after one
! CHECK-EMPTY:
! CHECK-EMPTY:
! CHECK-EMPTY:
! CHECK-NEXT: after three
! CHECK-EMPTY:
