! flang front door, a deliberate difference (issue 18): a failed OPEN
! never removes a file that existed before it.  flang 19's runtime closes
! the failed connection with STATUS='DELETE', so OPEN(STATUS='NEW') of an
! existing file deletes the user's file; ftnio keeps it, as libgfortran
! does and as the standard's error condition (nothing connected) implies.
! RUN: %flangdiff --ftnio-only %s | %fcheck %s
program open_failed_keeps_file
  implicit none
  integer :: ios, v
  character(80) :: msg
  character(12) :: nw
  logical :: ex
  nw = 'new'
  open (10, file='exists.txt', status='replace'); write (10, *) 41; close (10)
  open (11, file='exists.txt', status=nw, iostat=ios, iomsg=msg)
  print *, 'new exists', ios, trim(msg)
  inquire (file='exists.txt', exist=ex); print *, 'exists.txt', ex
  open (10, file='exists.txt', status='old')
  read (10, *) v; print *, 'value', v
  close (10, status='delete')
end program open_failed_keeps_file
! CHECK: new exists 17 File exists
! CHECK-NEXT: exists.txt T
! CHECK-NEXT: value 41
