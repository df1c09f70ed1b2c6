! flang front door: OPEN(ACTION='READ') of a missing file creates it
! unless STATUS='OLD', as flang 19's runtime does, and an unformatted
! connection takes BLANK=, DECIMAL=, DELIM=, PAD=, ROUND= and SIGN=
! without complaint (issue 18).
! RUN: %flangdiff %s | %fcheck %s
program open_read_unformatted
  implicit none
  integer :: ios
  character(200) :: msg
  character(12) :: un, cm
  un = 'unformatted'; cm = 'comma'
  msg = 'none'; open (11, file='r.txt', action='read', iostat=ios, iomsg=msg)
  print *, 'read missing', ios, trim(msg)
  msg = 'none'; open (12, file='o.txt', action='read', status='old', iostat=ios, iomsg=msg)
  print *, 'read old missing', ios, trim(msg)
  msg = 'none'; open (13, file='u.txt', form=un, decimal=cm, blank='zero', delim='quote', &
                      pad='no', round='up', sign='plus', iostat=ios, iomsg=msg)
  print *, 'unformatted modes', ios, trim(msg)
  write (13, iostat=ios) 1.5
  print *, 'write', ios
end program open_read_unformatted
! CHECK: read missing 0 none
! CHECK-NEXT: read old missing 2 No such file or directory
! CHECK-NEXT: unformatted modes 0 none
! CHECK-NEXT: write 0
