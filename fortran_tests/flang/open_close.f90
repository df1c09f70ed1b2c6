! flang front door: OPEN (UNIT=, NEWUNIT=, STATUS=, ACTION=, POSITION=,
! FORM=) and CLOSE (STATUS='DELETE'), with IOSTAT= values for a missing
! file (errno, as flang) and output appended to an existing file.
! RUN: %flangdiff %s | %fcheck %s
program open_close
  implicit none
  integer :: u, v, ios
  character(20) :: s
  open (newunit=u, file='a.txt', status='new', action='write')
  print *, u < 0
  write (u, '(a)') 'line one'
  close (u)
  open (newunit=v, file='a.txt', status='old', position='append')
  write (v, '(a)') 'line two'
  close (v)
  open (10, file='a.txt', status='old', action='read')
  read (10, '(a)') s
  print *, trim(s)
  read (10, '(a)') s
  print *, trim(s)
  close (10)
  open (newunit=u, file='missing.txt', status='old', iostat=ios)
  print *, 'missing:', ios
  open (11, file='scratch.txt', status='replace')
  write (11, *) 1
  close (11, status='delete')
  open (newunit=u, status='scratch')
  write (u, *) 'scratch data'
  rewind (u)
  read (u, '(a)') s
  print *, trim(s)
  close (u)
end program open_close
! CHECK: T
! CHECK-NEXT: line one
! CHECK-NEXT: line two
! CHECK-NEXT: missing: 2
! CHECK-NEXT:  scratch data
