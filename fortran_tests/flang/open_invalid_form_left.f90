! flang front door: an OPEN that fails on an invalid FORM= ('binary')
! leaves the unit in flang 19's table with the form its ACCESS= implies
! (UNFORMATTED for STREAM): a formatted WRITE there is "Formatted I/O on
! unformatted file" (1018), checked before ACTION='READ', and an
! unformatted WRITE meets the ACTION=.  ftnio took the refused FORM= as
! FORMATTED.  Progen --flang seed 900129.
! RUN: %flangdiff %s | %fcheck %s
program open_invalid_form_left
  implicit none
  integer :: ios
  character(100) :: msg
  character(20) :: fb
  fb = 'binary'
  open (70, file='oif.dat', access='stream', action='read', form=fb, &
        iostat=ios, iomsg=msg)
  print '(a,1x,i0,1x,a)', 'open', ios, trim(msg)
  write (70, *, iostat=ios, iomsg=msg) 1, 'x'
  print '(a,1x,i0,1x,a)', 'list', ios, trim(msg)
  write (70, iostat=ios, iomsg=msg) 1
  print '(a,1x,i0,1x,a)', 'unformatted', ios, trim(msg)
  open (71, file='oig.dat', access='stream', form=fb, iostat=ios, iomsg=msg)
  print '(a,1x,i0,1x,a)', 'open', ios, trim(msg)
  write (71, '(i3)', iostat=ios, iomsg=msg) 1
  print '(a,1x,i0,1x,a)', 'formatted', ios, trim(msg)
end program
! CHECK:open 1006 Invalid FORM='binary              '
! CHECK-NEXT:list 1018 Formatted I/O on unformatted file
! CHECK-NEXT:unformatted 1012 Attempted output to read-only file
! CHECK-NEXT:open 1006 Invalid FORM='binary              '
! CHECK-NEXT:formatted 1018 Formatted I/O on unformatted file
