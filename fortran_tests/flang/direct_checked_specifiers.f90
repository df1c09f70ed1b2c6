! flang front door: direct-access and stream statements whose rare
! specifiers include more than REC= or POS=: their other specifiers are
! still checked and applied (a REC=/POS=-only statement skips those
! checks).  DECIMAL= and SIGN= shape the record; bad DECIMAL=, ROUND= and
! ADVANCE= values are refused with flang's texts.  ADVANCE='YES' is
! allowed on a direct-access unit, ADVANCE='NO' is flang's error 1001.
! RUN: %flangdiff %s | %fcheck %s
program direct_checked_specifiers_flang
  implicit none
  integer :: ios, u, v
  character(len=120) :: msg
  character(len=8) :: dec, adv, rnd, sgn
  character(len=12) :: line
  open (newunit=u, status='scratch', access='direct', form='formatted', &
        recl=12)
  dec = 'COMMA'
  sgn = 'PLUS'
  write (u, '(f6.2,i6)', rec=1, decimal=dec, sign=sgn) 1.5, 7
  read (u, '(a)', rec=1) line
  print '(a)', '[' // line // ']'
  dec = 'POINT'
  read (u, '(f6.2)', rec=1, decimal=dec, iostat=ios) line(1:1)
  print *, 'read char with f', ios
  dec = 'SIDEWAYS'
  msg = ''
  write (u, '(f6.2)', rec=2, decimal=dec, iostat=ios, iomsg=msg) 2.5
  print *, ios, trim(msg)
  adv = 'NO'
  msg = ''
  write (u, '(i3)', rec=2, advance=adv, iostat=ios, iomsg=msg) 3
  print *, ios, trim(msg)
  adv = 'YES'
  msg = ''
  write (u, '(i3)', rec=2, advance=adv, iostat=ios, iomsg=msg) 3
  print *, ios, trim(msg)
  adv = 'MAYBE'
  msg = ''
  write (u, '(i3)', rec=2, advance=adv, iostat=ios, iomsg=msg) 3
  print *, ios, trim(msg)
  rnd = 'WOBBLY'
  msg = ''
  write (u, '(f6.2)', rec=2, round=rnd, iostat=ios, iomsg=msg) 2.5
  print *, ios, trim(msg)
  write (u, '(i3)', rec=3) 5
  read (u, '(i3)', rec=3) v
  print *, v
  close (u)
  open (newunit=u, status='scratch', access='stream', form='formatted')
  dec = 'COMMA'
  write (u, '(f6.2)', pos=1, decimal=dec) 4.25
  dec = 'BAD'
  msg = ''
  write (u, '(f6.2)', pos=1, decimal=dec, iostat=ios, iomsg=msg) 4.25
  print *, ios, trim(msg)
  rewind (u)
  read (u, '(a)') line
  print '(a)', '[' // trim(line) // ']'
  close (u)
end program
! CHECK:[ +1,50    +7]
! CHECK-NEXT: read char with f 1005
! CHECK-NEXT: 1006 Invalid DECIMAL='SIDEWAYS'
! CHECK-NEXT: 1001 Non-advancing I/O attempted on direct access file
! CHECK-NEXT: 0 
! CHECK-NEXT: 1006 Invalid ADVANCE='MAYBE   '
! CHECK-NEXT: 1006 Invalid ROUND='WOBBLY  '
! CHECK-NEXT: 5
! CHECK-NEXT: 1006 Invalid DECIMAL='BAD     '
! CHECK-NEXT:[  4,25]
