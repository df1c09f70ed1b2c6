! flang's runtime cuts every record of a sequential file to RECL=, for
! list-directed READs too: the values past the cut are not read, and a
! delimited string goes on in the next record.  ftnio read on to the
! newline as libgfortran's list reader does (input_fuzz.py --flang seeds
! 44, 45).
! RUN: %flangdiff %s | %fcheck %s
program list_read_recl_cuts_records
  implicit none
  character(20) :: s, t
  integer :: ios, i, j, k
  real :: r
  character(200) :: msg
  open(10, file='in.txt', access='stream', form='unformatted', status='replace')
  write(10) '1 2 3 4 5 6 7 8 9'//achar(10)
  write(10) '11,22,33,44,55,66'//achar(10)
  write(10) 'abcdefghijklmnop q'//achar(10)
  write(10) '1234567.75 2'//achar(10)
  write(10) '''abcdefghijkl'' 5'//achar(10)
  write(10) '7'//achar(10)
  close(10)
  open(11, file='in.txt', status='old', recl=10)
  do k = 1, 2
  msg='none'; i=-1; j=-1
  read(11, *, iostat=ios, iomsg=msg) i, j, i, j, i, j; print *, 'A', ios, i, j, trim(msg)
  end do
  msg='none'; s='?'; t='?'
  read(11, *, iostat=ios, iomsg=msg) s, t; print *, 'B', ios, '[', s, '][', t, ']', trim(msg)
  msg='none'; r=-1; j=-1
  read(11, *, iostat=ios, iomsg=msg) r, j; print *, 'C', ios, r, j, trim(msg)
  msg='none'; s='?'; j=-1
  read(11, *, iostat=ios, iomsg=msg) s, j; print *, 'D', ios, s, j, trim(msg)
  rewind(11)
  msg='none'; i=-1; j=-1
  read(11, *, iostat=ios, iomsg=msg) (i, k=1,8); print *, 'E', ios, i, trim(msg)
end program
! CHECK: A 0 5 11 none
! CHECK-NEXT: A 1001 -1 -1 Bad character 'a' in INTEGER input field
! CHECK-NEXT: B -1 [1234567.75          ][abcdefghi7          ]End of file during input
! CHECK-NEXT: C -1 -1. -1 End of file during input
! CHECK-NEXT: D -1 ?                    -1 End of file during input
! CHECK-NEXT: E 0 33 none
