! flang front door: in list-directed input a LOGICAL value's field ends
! before a quote or a '*', so a value that starts with one (after a
! repeat count and a '.') is "Empty LOGICAL input field" (IOSTAT 1001),
! as flang 19's runtime reports it; ftnio named the character ("Bad
! character ''' in LOGICAL input field").  Formatted L input still names
! it (progen --flang seeds 422, 773, 993).
! RUN: %flangdiff %s | %fcheck %s
program list_logical_empty_field
  implicit none
  logical :: l1, l2
  integer :: ios, k
  character(100) :: msg
  character(20) :: inputs(10)
  inputs = [character(20) :: "T, '1XY'", 'T, "ab"', "T, 'T'", "T, '", &
            "T, ''", "T '1XY'", "T, (1,2)", "T, *", "T, 2*'a'", "T, .'"]
  do k = 1, size(inputs)
    l1 = .false.
    l2 = .false.
    msg = ''
    read (inputs(k), *, iostat=ios, iomsg=msg) l1, l2
    print '(i0,1x,a,2(1x,l1))', ios, trim(msg), l1, l2
  end do
  do k = 1, 3
    msg = ''
    read (inputs(k), '(l1,1x,l4)', iostat=ios, iomsg=msg) l1, l2
    print '(i0,1x,a)', ios, trim(msg)
  end do
end program list_logical_empty_field
! CHECK:1001 Empty LOGICAL input field T F
! CHECK-NEXT:1001 Empty LOGICAL input field T F
! CHECK-NEXT:1001 Empty LOGICAL input field T F
! CHECK-NEXT:1001 Empty LOGICAL input field T F
! CHECK-NEXT:1001 Empty LOGICAL input field T F
! CHECK-NEXT:1001 Empty LOGICAL input field T F
! CHECK-NEXT:1005 Data edit descriptor 'r' may not be used for LOGICAL input T F
! CHECK-NEXT:1001 Empty LOGICAL input field T F
! CHECK-NEXT:1001 Empty LOGICAL input field T F
! CHECK-NEXT:1001 Empty LOGICAL input field T F
! CHECK-NEXT:1001 Bad character ''' in LOGICAL input field
! CHECK-NEXT:1001 Bad character '"' in LOGICAL input field
! CHECK-NEXT:1001 Bad character ''' in LOGICAL input field
