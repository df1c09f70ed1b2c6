! flang front door: a list-directed repeat count "r*c" as flang 19 reads
! it: c is read again for each of the r items, by that item's type and
! kind.  So "3*1.5" fills REAL items of kinds 4, 10 and 16 (libgfortran:
! "Read kind 10 REAL where kind 4 is required"), an INTEGER item after a
! REAL value meets "Bad character '.'", a CHARACTER item takes the text,
! and a COMPLEX item takes real parts.  Also the position after the last
! repetition, errors of a value read again, and null repeats.
! RUN: %flangdiff %s | %fcheck %s
program list_repeat
  implicit none
  real :: r4
  real(8) :: r8
  real(10) :: r10
  real(16) :: r16
  integer :: i, j, ios, k
  integer(1) :: b
  integer(8) :: n
  complex :: z
  character(6) :: c
  character(100) :: msg
  character(30), parameter :: inputs(10) = [character(30) :: &
    '3*1.5 7', '3*1.5x 7', '3*2 7', '2*1e300 7', '3*-0 7', '4*1.5 7', &
    '3*300 7', '2*1.5(', '3* 7', '2*1,5']
  do k = 1, size(inputs)
    r4 = -1; r10 = -1; r16 = -1; i = -1; msg = ''
    read (inputs(k), *, iostat=ios, iomsg=msg) r4, r10, r16, i
    print '(a,1x,i0,3(1x,g0),1x,i0,1x,a)', trim(inputs(k)), ios, r4, r10, &
      r16, i, trim(msg)
    r8 = -1; i = -1; j = -1; msg = ''
    read (inputs(k), *, iostat=ios, iomsg=msg) r8, i, j
    print '(a,1x,i0,1x,g0,2(1x,i0),1x,a)', trim(inputs(k)), ios, r8, i, j, &
      trim(msg)
    i = -1; b = -1; n = -1; j = -1; msg = ''
    read (inputs(k), *, iostat=ios, iomsg=msg) i, b, n, j
    print '(a,1x,i0,4(1x,i0),1x,a)', trim(inputs(k)), ios, i, b, n, j, &
      trim(msg)
    r4 = -1; c = '?'; z = (-1, -1); msg = ''
    read (inputs(k), *, iostat=ios, iomsg=msg) r4, c, z
    print '(a,1x,i0,1x,g0,1x,a,2(1x,g0),1x,a)', trim(inputs(k)), ios, r4, &
      c, z, trim(msg)
  end do
  open (10, file='rep.txt', status='replace')
  write (10, '(a)') ' 2*1.5x'
  write (10, '(a)') ' 8 9'
  write (10, '(a)') ' 2*4 5'
  write (10, '(a)') ' 10'
  rewind 10
  msg = ''
  read (10, *, iostat=ios, iomsg=msg) r4, i
  print '(i0,1x,g0,1x,i0,1x,a)', ios, r4, i, trim(msg)
  read (10, *, iostat=ios) i, j
  print '(i0,2(1x,i0))', ios, i, j
  read (10, *, iostat=ios) r4, r8, i
  print '(i0,2(1x,g0),1x,i0)', ios, r4, r8, i
  close (10, status='delete')
end program list_repeat
! CHECK:3*1.5 7 0 1.5 1.5 1.5 7 
! CHECK-NEXT:3*1.5 7 1001 1.5 -1 -1 Bad character '.' in INTEGER input field
! CHECK-NEXT:3*1.5 7 1001 -1 -1 -1 -1 Bad character '.' in INTEGER input field
! CHECK-NEXT:3*1.5 7 0 1.5 1.5    1.5 7. 
! CHECK-NEXT:3*1.5x 7 0 1.5 1.5 1.5 7 
! CHECK-NEXT:3*1.5x 7 1001 1.5 -1 -1 Bad character '.' in INTEGER input field
! CHECK-NEXT:3*1.5x 7 1001 -1 -1 -1 -1 Bad character '.' in INTEGER input field
! CHECK-NEXT:3*1.5x 7 0 1.5 1.5x   1.5 7. 
! CHECK-NEXT:3*2 7 0 2. 2. 2. 7 
! CHECK-NEXT:3*2 7 0 2. 2 2 
! CHECK-NEXT:3*2 7 0 2 2 2 7 
! CHECK-NEXT:3*2 7 0 2. 2      2. 7. 
! CHECK-NEXT:2*1e300 7 1036 Inf -1. -1. -1 Real or complex input value overflows type
! CHECK-NEXT:2*1e300 7 1001 .1E+301 -1 -1 Bad character 'e' in INTEGER input field
! CHECK-NEXT:2*1e300 7 1001 -1 -1 -1 -1 Bad character 'e' in INTEGER input field
! CHECK-NEXT:2*1e300 7 1036 Inf ?      -1. -1. Real or complex input value overflows type
! CHECK-NEXT:3*-0 7 0 -0. -0. -0. 7 
! CHECK-NEXT:3*-0 7 0 -0. 0 0 
! CHECK-NEXT:3*-0 7 0 0 0 0 7 
! CHECK-NEXT:3*-0 7 0 -0. -0     -0. 7. 
! CHECK-NEXT:4*1.5 7 1001 1.5 1.5 1.5 -1 Bad character '.' in INTEGER input field
! CHECK-NEXT:4*1.5 7 1001 1.5 -1 -1 Bad character '.' in INTEGER input field
! CHECK-NEXT:4*1.5 7 1001 -1 -1 -1 -1 Bad character '.' in INTEGER input field
! CHECK-NEXT:4*1.5 7 0 1.5 1.5    1.5 1.5 
! CHECK-NEXT:3*300 7 0 300. 300. 300. 7 
! CHECK-NEXT:3*300 7 0 300. 300 300 
! CHECK-NEXT:3*300 7 1035 300 -1 -1 -1 Decimal input overflows INTEGER(1) variable
! CHECK-NEXT:3*300 7 0 300. 300    300. 7. 
! CHECK-NEXT:2*1.5( 1046 1.5 -1. -1. -1 invalid character (0x28) after list-directed input value, at column 6 in record 1
! CHECK-NEXT:2*1.5( 1046 1.5 -1 -1 invalid character (0x28) after list-directed input value, at column 6 in record 1
! CHECK-NEXT:2*1.5( 1001 -1 -1 -1 -1 Bad character '.' in INTEGER input field
! CHECK-NEXT:2*1.5( 1046 1.5 ?      -1. -1. invalid character (0x28) after list-directed input value, at column 6 in record 1
! CHECK-NEXT:3* 7 0 -1. -1. -1. 7 
! CHECK-NEXT:3* 7 0 -1. -1 -1 
! CHECK-NEXT:3* 7 0 -1 -1 -1 7 
! CHECK-NEXT:3* 7 0 -1. ?      -1. -1. 
! CHECK-NEXT:2*1,5 -1 1. 1. 5. -1 End of file during input
! CHECK-NEXT:2*1,5 0 1. 1 5 
! CHECK-NEXT:2*1,5 -1 1 1 5 -1 End of file during input
! CHECK-NEXT:2*1,5 -1 1. 1      5. -1. End of file during input
! CHECK-NEXT:1001 1.5 1 Bad character '.' in INTEGER input field
! CHECK-NEXT:0 8 9
! CHECK-NEXT:0 4. 4. 5
