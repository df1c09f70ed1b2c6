! flang front door: REC= conditions of direct-access statements on a
! NEWUNIT unit (flang numbers it -2, -3, ...: not a bad unit number): a
! READ of a record past the file's end is an end of file, a record number
! below 1 flang's own error "REC=n is invalid"; so is RECL=0 in OPEN.
! RUN: %flangdiff %s | %fcheck %s
program direct_rec_errors
  implicit none
  integer :: u, ios, i, k
  character(len=300) :: msg
  msg = ''
  open(newunit=u, file='d.dat', status='replace', access='direct', recl=8, form='unformatted')
  write(u, rec=3) 7, 8
  read(u, rec=4, iostat=ios, iomsg=msg) i; print *, 'd3', ios, trim(msg); msg=''
  read(u, rec=9, iostat=ios, iomsg=msg) i; print *, 'd9', ios, trim(msg); msg=''
  read(u, rec=0, iostat=ios, iomsg=msg) i; print *, 'd0', ios, trim(msg); msg=''
  read(u, rec=-3, iostat=ios, iomsg=msg) i; print *, 'dm', ios, trim(msg); msg=''
  write(u, rec=0, iostat=ios, iomsg=msg) i; print *, 'dw', ios, trim(msg); msg=''
  close(u, status='delete')
  open(newunit=u, file='f.dat', status='replace', access='direct', recl=8, form='formatted')
  write(u, '(i8)', rec=3) 7
  read(u, '(i8)', rec=4, iostat=ios, iomsg=msg) i; print *, 'f4', ios, trim(msg); msg=''
  close(u, status='delete')
  k = 0
  open(newunit=u, file='r.dat', status='replace', recl=k, iostat=ios, iomsg=msg)
  print *, 'o', ios, trim(msg); msg=''
  open(newunit=u, file='r.dat', status='replace', recl=k, access='direct', iostat=ios, iomsg=msg)
  print *, 'od', ios, trim(msg); msg=''
end program
! CHECK: d3 -1 End of file during input
! CHECK-NEXT: d9 -1 End of file during input
! CHECK-NEXT: d0 1001 REC=0 is invalid
! CHECK-NEXT: dm 1001 REC=-3 is invalid
! CHECK-NEXT: dw 1001 REC=0 is invalid
! CHECK-NEXT: f4 -1 End of file during input
! CHECK-NEXT: o 1001 RECL= must be greater than zero
! CHECK-NEXT: od 1001 RECL= must be greater than zero
