! flang front door: an OPEN of a negative unit number no NEWUNIT= handed
! out fails with IOSTAT 1042 "Negative unit number is not allowed" before
! any of its specifiers is looked at, a bad SIGN=, ACTION= or STATUS=
! value included, as flang 19's runtime does (issue 18; progen --flang
! seeds 614, 1587).
! RUN: %flangdiff %s | %fcheck %s
program open_negative_unit_first
  implicit none
  integer :: ios, k
  character(100) :: msg
  character(12) :: bad
  bad = 'processor_de'
  do k = 1, 5
    msg = ''
    select case (k)
    case (1); open (-7, file='onuf.dat', sign=bad, iostat=ios, iomsg=msg)
    case (2); open (10, file='onuf.dat', sign=bad, iostat=ios, iomsg=msg)
    case (3); open (-7, file='onuf.dat', action=bad, iostat=ios, iomsg=msg)
    case (4); open (-7, file='onuf.dat', status=bad, iostat=ios, iomsg=msg)
    case (5); open (-7, file='onuf.dat', access=bad, pad=bad, iostat=ios, iomsg=msg)
    end select
    print '(i0,1x,i0,1x,a)', k, ios, trim(msg)
  end do
end program
! CHECK:1 1042 Negative unit number is not allowed
! CHECK-NEXT:2 1006 Invalid SIGN='processor_de'
! CHECK-NEXT:3 1042 Negative unit number is not allowed
! CHECK-NEXT:4 1042 Negative unit number is not allowed
! CHECK-NEXT:5 1042 Negative unit number is not allowed
