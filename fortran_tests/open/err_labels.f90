! ERR= labels of OPEN, CLOSE, INQUIRE, BACKSPACE, ENDFILE and REWIND are
! taken on errors (with IOMSG= filled, IOSTAT= optional) and not taken on
! success.
! RUN: %fdiff %s | %fcheck %s
program err_labels
  implicit none
  character(len=80) :: msg
  character(len=8) :: st
  logical :: op
  integer :: u
  msg = 'untouched'
  open (10, file='missing.txt', status='old', err=1, iomsg=msg)
  print *, 'not reached'
1 print *, 'open: ', trim(msg)
  open (10, file='ok.txt', status='replace', err=2)
  print *, 'open ok'
2 st = 'wipe'
  close (10, status=st, err=3, iomsg=msg)
  print *, 'not reached'
3 print *, 'close: ', trim(msg)
  u = -1
  inquire (unit=u, opened=op, err=4, iomsg=msg)
  print *, 'not reached'
4 print *, 'inquire: ', trim(msg), ' ', op
  backspace (33, err=5, iomsg=msg)
  print *, 'not reached'
5 print *, 'backspace: ', trim(msg)
  open (11, file='d.bin', access='direct', recl=4, status='replace')
  endfile (11, err=6, iomsg=msg)
  print *, 'not reached'
6 print *, 'endfile: ', trim(msg)
  rewind (11, err=7, iomsg=msg)
  print *, 'not reached'
7 print *, 'rewind: ', trim(msg)
  rewind (10, err=8)
  print *, 'rewind ok'
8 close (10, err=9)
  print *, 'close ok'
9 continue
end program err_labels
! CHECK: open: Cannot open file 'missing.txt': No such file or directory
! CHECK-NEXT: open ok
! CHECK-NEXT: close: Bad STATUS parameter in CLOSE statement
! CHECK-NEXT: inquire: Inquire statement identifies an internal file  T
! CHECK-NEXT: backspace: Unattached unit
! CHECK-NEXT: endfile: Cannot perform ENDFILE on a file opened for DIRECT access
! CHECK-NEXT: rewind: Cannot REWIND a file opened for DIRECT access
! CHECK-NEXT: rewind ok
! CHECK-NEXT: close ok
