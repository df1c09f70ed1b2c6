! flang front door: OPEN with ACCESS='DIRECT' and no RECL= succeeds, as
! in flang 19's runtime (libgfortran refuses it: "Missing RECL
! parameter"); INQUIRE(RECL=) answers the largest default INTEGER; a
! formatted transfer fails on the form, an unformatted one with REC= on
! "RECL= was not specified".  (flang's runtime stops with an internal
! error on the others, which ftnio fails the same way.)
! RUN: %flangdiff %s | %fcheck %s
program direct_without_recl
  implicit none
  integer :: ios, r
  character(80) :: msg
  character(20) :: ac, fm
  logical :: op
  ac = 'direct'
  open (70, file='direct_without_recl.dat', access=ac, status='replace', &
        iostat=ios, iomsg=msg)
  print '(a,1x,i0)', 'A', ios
  inquire (70, opened=op, recl=r, access=fm)
  print '(a,1x,l1,1x,i0,1x,a)', 'B', op, r, trim(fm)
  msg = ''
  write (70, *, iostat=ios, iomsg=msg) 1
  print '(a,1x,i0,1x,a)', 'C', ios, trim(msg)
  msg = ''
  write (70, '(i3)', iostat=ios, iomsg=msg) 1
  print '(a,1x,i0,1x,a)', 'D', ios, trim(msg)
  msg = ''
  write (70, rec=1, iostat=ios, iomsg=msg) 1
  print '(a,1x,i0,1x,a)', 'E', ios, trim(msg)
  msg = ''
  write (70, rec=3, iostat=ios, iomsg=msg) 1, 2
  print '(a,1x,i0,1x,a)', 'F', ios, trim(msg)
  close (70, status='delete')
end program
! CHECK:A 0
! CHECK-NEXT:B T 2147483647 DIRECT
! CHECK-NEXT:C 1018 Formatted I/O on unformatted file
! CHECK-NEXT:D 1018 Formatted I/O on unformatted file
! CHECK-NEXT:E 1001 RECL= was not specified
! CHECK-NEXT:F 1001 RECL= was not specified
