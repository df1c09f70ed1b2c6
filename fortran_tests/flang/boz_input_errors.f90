! flang front door: B, O and Z input.  A character that is no digit of
! the base (a sign too) fails with "Bad character 'x' in B/O/Z input
! field"; significant digits too wide for the item fail with IOSTAT 1034,
! "B/O/Z input of 3 digits overflows 1-byte variable" (leading zeros do
! not count); a comma ends the field in an internal file too.
! RUN: %flangdiff %s | %fcheck %s
program boz_input_errors
  implicit none
  integer :: ios, i
  integer(1) :: i1
  integer(4) :: i4
  real :: x
  character(100) :: msg
  character(12) :: c(9)
  character(8) :: f(3)
  f = [character(8) :: '(B8)', '(O8)', '(Z8)']
  c = [character(12) :: '00000fff', '   1ff', '1 0 1', 'x1', '12,3', &
       '0001111111', '777', '  -1', '00100000']
  do i = 1, size(c)
    i1 = 0
    read (c(i), f(1 + mod(i, 3)), iostat=ios, iomsg=msg) i1
    print '(a,1x,i0,1x,i0,1x,a,1x,i0)', f(1 + mod(i, 3)), i, ios, trim(msg), i1
    read (c(i), '(Z8)', iostat=ios, iomsg=msg) x
    print '(i0,1x,i0,1x,a)', i, ios, trim(msg)
    i4 = 0
    read (c(i), '(B8,I2)', iostat=ios, iomsg=msg) i4, i1
    print '(i0,1x,i0,1x,a,1x,i0)', i, ios, trim(msg), i4
  end do
end program boz_input_errors
! CHECK:(O8)     1 1001 Bad character 'f' in B/O/Z input field 0
! CHECK-NEXT:1 0 Bad character 'f' in B/O/Z input field
! CHECK-NEXT:1 1001 Bad character 'f' in B/O/Z input field 0
! CHECK-NEXT:(Z8)     2 1034 B/O/Z input of 3 digits overflows 1-byte variable 0
! CHECK-NEXT:2 0 B/O/Z input of 3 digits overflows 1-byte variable
! CHECK-NEXT:2 1001 Bad character 'f' in B/O/Z input field 0
! CHECK-NEXT:(B8)     3 0 Bad character 'f' in B/O/Z input field 5
! CHECK-NEXT:3 0 Bad character 'f' in B/O/Z input field
! CHECK-NEXT:3 0 Bad character 'f' in B/O/Z input field 5
! CHECK-NEXT:(O8)     4 1001 Bad character 'x' in B/O/Z input field 0
! CHECK-NEXT:4 1001 Bad character 'x' in B/O/Z input field
! CHECK-NEXT:4 1001 Bad character 'x' in B/O/Z input field 0
! CHECK-NEXT:(Z8)     5 0 Bad character 'x' in B/O/Z input field 18
! CHECK-NEXT:5 0 Bad character 'x' in B/O/Z input field
! CHECK-NEXT:5 1001 Bad character '2' in B/O/Z input field 0
! CHECK-NEXT:(B8)     6 0 Bad character '2' in B/O/Z input field 31
! CHECK-NEXT:6 0 Bad character '2' in B/O/Z input field
! CHECK-NEXT:6 0 Bad character '2' in B/O/Z input field 31
! CHECK-NEXT:(O8)     7 1034 B/O/Z input of 3 digits overflows 1-byte variable 0
! CHECK-NEXT:7 0 B/O/Z input of 3 digits overflows 1-byte variable
! CHECK-NEXT:7 1001 Bad character '7' in B/O/Z input field 0
! CHECK-NEXT:(Z8)     8 1001 Bad character '-' in B/O/Z input field 0
! CHECK-NEXT:8 1001 Bad character '-' in B/O/Z input field
! CHECK-NEXT:8 1001 Bad character '-' in B/O/Z input field 0
! CHECK-NEXT:(B8)     9 0 Bad character '-' in B/O/Z input field 32
! CHECK-NEXT:9 0 Bad character '-' in B/O/Z input field
! CHECK-NEXT:9 0 Bad character '-' in B/O/Z input field 32
