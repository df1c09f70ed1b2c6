! List-directed READ of integers whose digit runs are 18 digits or longer
! (ftnio accumulates the first 18 in 64 bits, the rest with 128-bit
! overflow checks): every kind at and just past its limits, leading
! zeros, long repeat counts, and the overflow and bad-repeat errors, from
! an internal file and from an external one.
! RUN: %fdiff %s | %fcheck %s
program digits
  implicit none
  character(60) :: texts(19)
  integer :: k, u
  texts = [character(60) :: &
    '999999999999999999', '1000000000000000000', '9223372036854775807', &
    '-9223372036854775808', '9223372036854775808', &
    '0000000000000000000000000000000000000042', &
    '2147483647', '-2147483648', '2147483648', &
    '000000000000000000002147483647', &
    '170141183460469231731687303715884105727', &
    '-170141183460469231731687303715884105728', &
    '170141183460469231731687303715884105728', &
    '127 -32768', '128 0', '-129 0', &
    '0000000000000000000003*7', '99999999999999999999*7', &
    '2*-0000000000000000000000000009 5']
  do k = 1, size(texts)
    call convert(k, texts(k))
  end do
  open (newunit=u, status='scratch')
  write (u, '(a)') (trim(texts(k)), k = 1, size(texts))
  rewind (u)
  do k = 1, size(texts)
    call convert_from(u, k)
  end do
  close (u)
contains
  ! Reads text as the kind its index selects and prints what came of it.
  subroutine convert(k, text)
    integer, intent(in) :: k
    character(60), intent(in) :: text
    integer(1) :: i1
    integer(2) :: i2
    integer(4) :: i4
    integer(8) :: i8, r(3)
    integer(16) :: i16
    integer :: ios
    character(80) :: msg
    msg = ''
    i1 = -1; i2 = -1; i4 = -1; i8 = -1; i16 = -1; r = -1
    select case (k)
    case (1:6)
      read (text, *, iostat=ios, iomsg=msg) i8
      print '(i0,a,i0,1x,i0,a)', k, ': ', ios, i8, trim(' '//msg)
    case (7:10)
      read (text, *, iostat=ios, iomsg=msg) i4
      print '(i0,a,i0,1x,i0,a)', k, ': ', ios, i4, trim(' '//msg)
    case (11:13)
      read (text, *, iostat=ios, iomsg=msg) i16
      print '(i0,a,i0,1x,i0,a)', k, ': ', ios, i16, trim(' '//msg)
    case (14:16)
      read (text, *, iostat=ios, iomsg=msg) i1, i2
      print '(i0,a,i0,2(1x,i0),a)', k, ': ', ios, i1, i2, trim(' '//msg)
    case default
      read (text, *, iostat=ios, iomsg=msg) r
      print '(i0,a,i0,3(1x,i0),a)', k, ': ', ios, r, trim(' '//msg)
    end select
  end subroutine convert
  ! The same from the next record of unit u.
  subroutine convert_from(u, k)
    integer, intent(in) :: u, k
    character(60) :: text
    read (u, '(a)') text
    call convert(k, text)
  end subroutine convert_from
end program digits
! CHECK:1: 0 999999999999999999
! CHECK-NEXT:2: 0 1000000000000000000
! CHECK-NEXT:3: 0 9223372036854775807
! CHECK-NEXT:4: 0 -9223372036854775808
! CHECK-NEXT:5: 5010 -1 Integer overflow while reading item 1
! CHECK-NEXT:6: 0 42
! CHECK-NEXT:7: 0 2147483647
! CHECK-NEXT:8: 0 -2147483648
! CHECK-NEXT:9: 5010 -1 Integer overflow while reading item 1
! CHECK-NEXT:10: 0 2147483647
! CHECK-NEXT:11: 0 170141183460469231731687303715884105727
! CHECK-NEXT:12: 0 -170141183460469231731687303715884105728
! CHECK-NEXT:13: 5010 -1 Integer overflow while reading item 1
! CHECK-NEXT:14: 0 127 -32768
! CHECK-NEXT:15: 5010 -1 -1 Integer overflow while reading item 1
! CHECK-NEXT:16: 5010 -1 -1 Integer overflow while reading item 1
! CHECK-NEXT:17: 0 7 7 7
! CHECK-NEXT:18: 5010 -1 -1 -1 Repeat count overflow in item 1 of list input
! CHECK-NEXT:19: 0 -9 -9 5
! CHECK-NEXT:1: 0 999999999999999999
! CHECK-NEXT:2: 0 1000000000000000000
! CHECK-NEXT:3: 0 9223372036854775807
! CHECK-NEXT:4: 0 -9223372036854775808
! CHECK-NEXT:5: 5010 -1 Integer overflow while reading item 1
! CHECK-NEXT:6: 0 42
! CHECK-NEXT:7: 0 2147483647
! CHECK-NEXT:8: 0 -2147483648
! CHECK-NEXT:9: 5010 -1 Integer overflow while reading item 1
! CHECK-NEXT:10: 0 2147483647
! CHECK-NEXT:11: 0 170141183460469231731687303715884105727
! CHECK-NEXT:12: 0 -170141183460469231731687303715884105728
! CHECK-NEXT:13: 5010 -1 Integer overflow while reading item 1
! CHECK-NEXT:14: 0 127 -32768
! CHECK-NEXT:15: 5010 -1 -1 Integer overflow while reading item 1
! CHECK-NEXT:16: 5010 -1 -1 Integer overflow while reading item 1
! CHECK-NEXT:17: 0 7 7 7
! CHECK-NEXT:18: 5010 -1 -1 -1 Repeat count overflow in item 1 of list input
! CHECK-NEXT:19: 0 -9 -9 5
