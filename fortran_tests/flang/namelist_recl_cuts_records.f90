! flang's runtime cuts a namelist READ's records to RECL= too: the values
! past the cut are not read (list_read_recl_cuts_records.f90).
! RUN: %flangdiff %s | %fcheck %s
program namelist_recl_cuts_records
  implicit none
  integer :: a(6), ios
  character(200) :: msg
  namelist /g/ a
  open(10, file='in.txt', access='stream', form='unformatted', status='replace')
  write(10) '&g a=1,2,3,4,5,6 /'//achar(10)
  write(10) '/'//achar(10)
  close(10)
  open(11, file='in.txt', status='old', recl=10)
  a = -1; msg = 'none'
  read(11, g, iostat=ios, iomsg=msg); print *, ios, a, trim(msg)
end program
! CHECK: 0 1 2 3 -1 -1 -1 none
