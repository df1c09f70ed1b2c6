! flang: a list-directed delimited string that the end of the file cuts
! short is END, its characters stored in the item; ftnio took it as
! libgfortran does, without a condition (found with the RECL= cut).
! RUN: %flangdiff %s | %fcheck %s
program list_read_string_cut_by_end
  implicit none
  character(20) :: s, t
  integer :: ios
  character(200) :: msg
  open(10, file='in.txt', access='stream', form='unformatted', status='replace')
  write(10) 'x ''abcdefghijkl'//achar(10)
  write(10) '7'//achar(10)
  close(10)
  open(11, file='in.txt', status='old')
  msg='none'; s='?'; t='?'
  read(11, *, iostat=ios, iomsg=msg) s, t; print *, 'B', ios, '[', s, '][', t, ']', trim(msg)
  close(11)
  open(11, file='in.txt', status='old', recl=10)
  msg='none'; s='?'; t='?'
  read(11, *, iostat=ios, iomsg=msg) s, t; print *, 'C', ios, '[', s, '][', t, ']', trim(msg)
end program
! CHECK: B -1 [x                   ][abcdefghijkl7       ]End of file during input
! CHECK-NEXT: C -1 [x                   ][abcdefg7            ]End of file during input
