! CLOSE: STATUS='KEEP' (default) keeps the file and its data, 'DELETE'
! removes it, a scratch file cannot be kept (5002, but it is closed all
! the same), a bad STATUS= (5002, nothing closed), closing an unconnected
! or already closed unit is no error, and a closed unit number can be
! opened again.  Keywords match case-insensitively with trailing blanks.
! RUN: %fdiff %s | %fcheck %s
program close_test
  implicit none
  integer :: ios
  character(len=80) :: msg
  character(len=10) :: st
  logical :: op, ex
  open (10, file='keep.txt', status='replace')
  write (10, *) 'kept'
  close (10)
  open (11, file='delete.txt', status='replace')
  write (11, *) 'deleted'
  close (11, status='Delete  ')
  inquire (file='delete.txt', exist=ex)
  print *, 'delete.txt exists', ex
  open (12, status='scratch')
  msg = 'untouched'
  close (12, status='keep', iostat=ios, iomsg=msg)
  inquire (12, opened=op)
  print *, 'scratch keep', ios, trim(msg), ' opened ', op
  open (13, file='bad.txt', status='replace')
  st = 'erase'
  close (13, status=st, iostat=ios, iomsg=msg)
  inquire (13, opened=op)
  print *, 'bad status', ios, trim(msg), ' opened ', op
  close (13, status='delete')
  msg = 'untouched'
  close (13, iostat=ios, iomsg=msg)
  print *, 'closed twice', ios, trim(msg)
  close (99, status='delete', iostat=ios)
  print *, 'never opened', ios
  open (10, file='keep.txt', position='append')
  write (10, *) 'appended after re-open'
  close (10, status='keep')
  open (14, status='scratch')
  close (14, status='delete')
  print *, 'done'
end program close_test
! CHECK: delete.txt exists F
! CHECK-NEXT: scratch keep        5002 Can't KEEP a scratch file on CLOSE opened  F
! CHECK-NEXT: bad status        5002 Bad STATUS parameter in CLOSE statement opened  T
! CHECK-NEXT: closed twice           0 untouched
! CHECK-NEXT: never opened           0
! CHECK-NEXT: done
