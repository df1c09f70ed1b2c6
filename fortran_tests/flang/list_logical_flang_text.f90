! flang front door: a list-directed LOGICAL value as flang 19's runtime
! reads it: digits without a '*' after them, or a zero count, are no
! repeat count but bad characters ("1F" is "Bad character '1' in
! LOGICAL input field"; ftnio: "Bad repeat count"), and a value with
! letters after its T or F ("Tru , .t") ends at its separator like any
! value (ftnio, as libgfortran, took the ',' after the blank for a null
! value) (progen --flang seeds 244, 1627).
! RUN: %flangdiff %s | %fcheck %s
program list_logical_flang_text
  implicit none
  logical :: l(3)
  integer :: ios, n
  character(80) :: msg
  character(30) :: cases(11)
  cases = [character(30) :: 'T .t,"", F', '.t,"" F T', 'Tru ,"" F', 'F, YXbX1', '.true., 1F', &
           'T 99 x', 'T, 3*', 'T .t "" F', 'Tru , .t F', 'T 0*T F', 'Fa,,T']
  do n = 1, size(cases)
    l = .false.
    msg = ''
    read (cases(n), *, iostat=ios, iomsg=msg) l
    print '(i0,1x,a,3(1x,l1))', ios, trim(msg), l
  end do
end program list_logical_flang_text
! CHECK:1001 Empty LOGICAL input field T T F
! CHECK-NEXT:1001 Empty LOGICAL input field T F F
! CHECK-NEXT:1001 Empty LOGICAL input field T F F
! CHECK-NEXT:1001 Bad character 'Y' in LOGICAL input field F F F
! CHECK-NEXT:1001 Bad character '1' in LOGICAL input field T F F
! CHECK-NEXT:1001 Bad character '9' in LOGICAL input field T F F
! CHECK-NEXT:0  T F F
! CHECK-NEXT:1001 Empty LOGICAL input field T T F
! CHECK-NEXT:0  T T F
! CHECK-NEXT:1001 Bad character '0' in LOGICAL input field T F F
! CHECK-NEXT:0  F F T
