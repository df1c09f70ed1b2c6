! After a list-directed READ error with IOSTAT=, where the next READ of
! the unit starts: after a malformed value libgfortran has skipped the
! rest of the record; after a zero repeat count, an integer overflow, an
! invalid string or a type mismatch of a repeated value it continues in
! the same record (and forgets a character it had put back).
! RUN: %fdiff --input %S/Inputs/errors.txt=errors.txt %s | %fcheck %s
! Needs two changes outside list_read*.cpp (see list_read.cpp,
! kCallerPassesRecord): finish_transfer must leave the positioning of a
! list-directed READ to list_read_finish, and Unit::flush_record must not
! write the read-ahead of a unit in Reading mode back to the file.
program error_resume
  implicit none
  integer :: a, b, ios
  real :: x
  logical :: l
  character(len=4) :: s
  character(len=60) :: msg
  open (10, file='errors.txt', status='old')
  msg = ''
  read (10, *, iostat=ios, iomsg=msg) a
  call show('zero repeat')
  read (10, *, iostat=ios, iomsg=msg) a
  call show('overflow')
  read (10, *, iostat=ios, iomsg=msg) x, x, s
  call show('invalid string')
  read (10, *, iostat=ios, iomsg=msg) a
  call show('bad integer')
  read (10, *, iostat=ios, iomsg=msg) l
  call show('bad repeat at record end')
  read (10, *, iostat=ios, iomsg=msg) a, a, l
  call show('type mismatch')
  read (10, *, iostat=ios, iomsg=msg) a, x
  call show('repeat kind')
contains
  subroutine show(what)
    character(len=*), intent(in) :: what
    integer :: v1, v2
    print '(a,a,i0,2a)', what, ': ios=', ios, ' msg=', trim(msg)
    msg = ''
    v1 = -1; v2 = -1
    read (10, *, iostat=ios) v1, v2
    print '(a,i0,1x,i0,1x,i0)', '  next read: ', ios, v1, v2
  end subroutine
end program error_resume
! CHECK:zero repeat: ios=5010 msg=Zero repeat count in item 1 of list input
! CHECK:  next read: 0 5 7
! CHECK:overflow: ios=0 msg=
! CHECK:  next read: 5010 -1 -1
! CHECK:invalid string: ios=0 msg=
! CHECK:  next read: 5010 13 -1
! CHECK:bad integer: ios=0 msg=
! CHECK:  next read: 0 3 15
! CHECK:bad repeat at record end: ios=5010 msg=Bad logical value while reading item 1
! CHECK:  next read: 0 16 5
! CHECK:type mismatch: ios=-1 msg=End of file
! CHECK:  next read: 5001 -1 -1
! CHECK:repeat kind: ios=5001 msg=Sequential READ or WRITE not allowed after EOF marker, possi
! CHECK:  next read: 5001 -1 -1
