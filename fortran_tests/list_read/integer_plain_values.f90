! List-directed READ of integers around the edges of ftnio's plain-value
! path ([sign]digits then a separator, at most 18 digits, eight at a time
! where the text has them): digit counts about 8 and 18, the character
! right after the digits (every separator, '*', a letter, ':' which
! follows '9' in ASCII), leading zeros past 18 digits, the limits of
! every kind, and a sign alone; each read as every integer kind from an
! internal file and from an external one.
! RUN: %fdiff %s | %fcheck %s
program plain_values
  implicit none
  integer, parameter :: n = 33
  character(40) :: texts(n)
  integer :: k, u, j
  texts = [character(40) :: &
    '7', '-0', '+12345678', '12345678', '123456789', '-1234567890123456', &
    '12345678901234567', '123456789012345678', '-123456789012345678', &
    '1234567890123456789', '12345678:', '1234567/ 5', '12345678/9', &
    '12345678,5', '12345678;5', '1234567 8', '12345678'//achar(9)//'1', &
    '12345678*3', '12345678e1', '12345678.', '1234567a', '127', '-128', &
    '128', '-129', '32767', '-32768', '32768', '2147483648', &
    '-2147483649', '+', '- 5', '00000000000000000012']
  do k = 1, n
    call convert(k, 'internal', texts(k), 0)
  end do
  open (newunit=u, status='scratch')
  write (u, '(a)') ((trim(texts(k)), j = 1, 5), k = 1, n)
  rewind (u)
  do k = 1, n
    call convert(k, 'external', texts(k), u)
  end do
  close (u)
contains
  ! Reads text (u = 0) or the next five records of unit u as each kind.
  subroutine convert(k, where, text, u)
    integer, intent(in) :: k, u
    character(*), intent(in) :: where, text
    integer(1) :: i1
    integer(2) :: i2
    integer(4) :: i4
    integer(8) :: i8
    integer(16) :: i16
    integer :: ios(5)
    character(80) :: msg
    i1 = -1; i2 = -1; i4 = -1; i8 = -1; i16 = -1
    msg = ''
    if (u == 0) then
      read (text, *, iostat=ios(1), iomsg=msg) i1
      read (text, *, iostat=ios(2), iomsg=msg) i2
      read (text, *, iostat=ios(3), iomsg=msg) i4
      read (text, *, iostat=ios(4), iomsg=msg) i8
      read (text, *, iostat=ios(5), iomsg=msg) i16
    else
      read (u, *, iostat=ios(1), iomsg=msg) i1
      read (u, *, iostat=ios(2), iomsg=msg) i2
      read (u, *, iostat=ios(3), iomsg=msg) i4
      read (u, *, iostat=ios(4), iomsg=msg) i8
      read (u, *, iostat=ios(5), iomsg=msg) i16
    end if
    print '(a,1x,i0,5(1x,i0),5(1x,i0),a)', where, k, ios, i1, i2, i4, &
      i8, i16, trim(' '//msg)
  end subroutine convert
end program plain_values
! CHECK:internal 1 0 0 0 0 0 7 7 7 7 7
! CHECK-NEXT:internal 2 0 0 0 0 0 0 0 0 0 0
! CHECK-NEXT:internal 3 5010 5010 0 0 0 -1 -1 12345678 12345678 12345678 Integer overflow while reading item 1
! CHECK-NEXT:internal 4 5010 5010 0 0 0 -1 -1 12345678 12345678 12345678 Integer overflow while reading item 1
! CHECK-NEXT:internal 5 5010 5010 0 0 0 -1 -1 123456789 123456789 123456789 Integer overflow while reading item 1
! CHECK-NEXT:internal 6 5010 5010 5010 0 0 -1 -1 -1 -1234567890123456 -1234567890123456 Integer overflow while reading item 1
! CHECK-NEXT:internal 7 5010 5010 5010 0 0 -1 -1 -1 12345678901234567 12345678901234567 Integer overflow while reading item 1
! CHECK-NEXT:internal 8 5010 5010 5010 0 0 -1 -1 -1 123456789012345678 123456789012345678 Integer overflow while reading item 1
! CHECK-NEXT:internal 9 5010 5010 5010 0 0 -1 -1 -1 -123456789012345678 -123456789012345678 Integer overflow while reading item 1
! CHECK-NEXT:internal 10 5010 5010 5010 0 0 -1 -1 -1 1234567890123456789 1234567890123456789 Integer overflow while reading item 1
! CHECK-NEXT:internal 11 5010 5010 5010 5010 5010 -1 -1 -1 -1 -1 Bad integer for item 1 in list input
! CHECK-NEXT:internal 12 5010 5010 0 0 0 -1 -1 1234567 1234567 1234567 Integer overflow while reading item 1
! CHECK-NEXT:internal 13 5010 5010 0 0 0 -1 -1 12345678 12345678 12345678 Integer overflow while reading item 1
! CHECK-NEXT:internal 14 5010 5010 0 0 0 -1 -1 12345678 12345678 12345678 Integer overflow while reading item 1
! CHECK-NEXT:internal 15 5010 5010 0 0 0 -1 -1 12345678 12345678 12345678 Integer overflow while reading item 1
! CHECK-NEXT:internal 16 5010 5010 0 0 0 -1 -1 1234567 1234567 1234567 Integer overflow while reading item 1
! CHECK-NEXT:internal 17 5010 5010 0 0 0 -1 -1 12345678 12345678 12345678 Integer overflow while reading item 1
! CHECK-NEXT:internal 18 0 0 0 0 0 3 3 3 3 3
! CHECK-NEXT:internal 19 5010 5010 5010 5010 5010 -1 -1 -1 -1 -1 Bad integer for item 1 in list input
! CHECK-NEXT:internal 20 5010 5010 5010 5010 5010 -1 -1 -1 -1 -1 Bad integer for item 1 in list input
! CHECK-NEXT:internal 21 5010 5010 5010 5010 5010 -1 -1 -1 -1 -1 Bad integer for item 1 in list input
! CHECK-NEXT:internal 22 0 0 0 0 0 127 127 127 127 127
! CHECK-NEXT:internal 23 0 0 0 0 0 -128 -128 -128 -128 -128
! CHECK-NEXT:internal 24 5010 0 0 0 0 -1 128 128 128 128 Integer overflow while reading item 1
! CHECK-NEXT:internal 25 5010 0 0 0 0 -1 -129 -129 -129 -129 Integer overflow while reading item 1
! CHECK-NEXT:internal 26 5010 0 0 0 0 -1 32767 32767 32767 32767 Integer overflow while reading item 1
! CHECK-NEXT:internal 27 5010 0 0 0 0 -1 -32768 -32768 -32768 -32768 Integer overflow while reading item 1
! CHECK-NEXT:internal 28 5010 5010 0 0 0 -1 -1 32768 32768 32768 Integer overflow while reading item 1
! CHECK-NEXT:internal 29 5010 5010 5010 0 0 -1 -1 -1 2147483648 2147483648 Integer overflow while reading item 1
! CHECK-NEXT:internal 30 5010 5010 5010 0 0 -1 -1 -1 -2147483649 -2147483649 Integer overflow while reading item 1
! CHECK-NEXT:internal 31 5010 5010 5010 5010 5010 -1 -1 -1 -1 -1 Bad integer for item 1 in list input
! CHECK-NEXT:internal 32 5010 5010 5010 5010 5010 -1 -1 -1 -1 -1 Bad integer for item 1 in list input
! CHECK-NEXT:internal 33 0 0 0 0 0 12 12 12 12 12
! CHECK-NEXT:external 1 0 0 0 0 0 7 7 7 7 7
! CHECK-NEXT:external 2 0 0 0 0 0 0 0 0 0 0
! CHECK-NEXT:external 3 5010 5010 0 0 0 -1 -1 12345678 12345678 12345678 Integer overflow while reading item 1
! CHECK-NEXT:external 4 5010 5010 0 0 0 -1 -1 12345678 12345678 12345678 Integer overflow while reading item 1
! CHECK-NEXT:external 5 5010 5010 0 0 0 -1 -1 123456789 123456789 123456789 Integer overflow while reading item 1
! CHECK-NEXT:external 6 5010 5010 5010 0 0 -1 -1 -1 -1234567890123456 -1234567890123456 Integer overflow while reading item 1
! CHECK-NEXT:external 7 5010 5010 5010 0 0 -1 -1 -1 12345678901234567 12345678901234567 Integer overflow while reading item 1
! CHECK-NEXT:external 8 5010 5010 5010 0 0 -1 -1 -1 123456789012345678 123456789012345678 Integer overflow while reading item 1
! CHECK-NEXT:external 9 5010 5010 5010 0 0 -1 -1 -1 -123456789012345678 -123456789012345678 Integer overflow while reading item 1
! CHECK-NEXT:external 10 5010 5010 5010 0 0 -1 -1 -1 1234567890123456789 1234567890123456789 Integer overflow while reading item 1
! CHECK-NEXT:external 11 5010 5010 5010 5010 5010 -1 -1 -1 -1 -1 Bad integer for item 1 in list input
! CHECK-NEXT:external 12 5010 0 0 0 0 -1 5 1234567 1234567 1234567 Integer overflow while reading item 1
! CHECK-NEXT:external 13 5010 0 0 0 0 -1 5 12345678 12345678 12345678 Integer overflow while reading item 1
! CHECK-NEXT:external 14 5010 0 0 0 0 -1 9 12345678 12345678 12345678 Integer overflow while reading item 1
! CHECK-NEXT:external 15 5010 5010 0 0 0 -1 -1 12345678 12345678 12345678 Integer overflow while reading item 1
! CHECK-NEXT:external 16 5010 5010 0 0 0 -1 -1 12345678 1234567 1234567 Integer overflow while reading item 1
! CHECK-NEXT:external 17 5010 5010 0 0 0 -1 -1 1234567 12345678 12345678 Integer overflow while reading item 1
! CHECK-NEXT:external 18 5010 5010 0 0 0 -1 -1 12345678 3 3 Integer overflow while reading item 1
! CHECK-NEXT:external 19 0 0 0 5010 5010 3 3 3 -1 -1 Bad integer for item 1 in list input
! CHECK-NEXT:external 20 5010 5010 5010 5010 5010 -1 -1 -1 -1 -1 Bad integer for item 1 in list input
! CHECK-NEXT:external 21 5010 5010 5010 5010 5010 -1 -1 -1 -1 -1 Bad integer for item 1 in list input
! CHECK-NEXT:external 22 5010 5010 5010 0 0 -1 -1 -1 127 127 Bad integer for item 1 in list input
! CHECK-NEXT:external 23 0 0 0 0 0 127 127 127 -128 -128
! CHECK-NEXT:external 24 0 0 0 0 0 -128 -128 -128 128 128
! CHECK-NEXT:external 25 5010 0 0 0 0 -1 128 128 -129 -129 Integer overflow while reading item 1
! CHECK-NEXT:external 26 5010 0 0 0 0 -1 -129 -129 32767 32767 Integer overflow while reading item 1
! CHECK-NEXT:external 27 5010 0 0 0 0 -1 32767 32767 -32768 -32768 Integer overflow while reading item 1
! CHECK-NEXT:external 28 5010 0 0 0 0 -1 -32768 -32768 32768 32768 Integer overflow while reading item 1
! CHECK-NEXT:external 29 5010 5010 0 0 0 -1 -1 32768 2147483648 2147483648 Integer overflow while reading item 1
! CHECK-NEXT:external 30 5010 5010 5010 0 0 -1 -1 -1 -2147483649 -2147483649 Integer overflow while reading item 1
! CHECK-NEXT:external 31 5010 5010 5010 5010 5010 -1 -1 -1 -1 -1 Bad integer for item 1 in list input
! CHECK-NEXT:external 32 5010 5010 5010 5010 5010 -1 -1 -1 -1 -1 Bad integer for item 1 in list input
! CHECK-NEXT:external 33 5010 5010 5010 0 0 -1 -1 -1 12 12 Bad integer for item 1 in list input
