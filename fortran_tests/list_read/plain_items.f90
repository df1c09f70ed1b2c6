! List-directed READ of INTEGER and REAL items through ftnio's fast item
! path (list_read.cpp plain_number_item: blanks, a plain value and its
! separator inside the record's window) and around its edges, where the
! general path must take over with nothing changed: null values, repeat
! counts, '/', values after a record end, blank records, carriage
! returns and tabs, overflow, INTEGER(16), D exponents, DECIMAL='COMMA',
! ROUND=, kind-4 and array internal files, the end of the file, and
! values that cross the end of the record buffer's window (a line longer
! than the buffer).  Each READ reports IOSTAT and the values; items keep
! their old values where libgfortran keeps them.
! RUN: %fdiff %s | %fcheck %s
program plain_items
  implicit none
  integer :: u, ios, i, j, k, n
  integer(1) :: b
  integer(8) :: l
  integer(16) :: h(3)
  real(8) :: x, y
  real :: r
  character(24) :: s
  character(8) :: arr(3)
  character(kind=4, len=16) :: w
  character(:), allocatable :: long
  call ints([character(12) :: ' 1 2 3', '4,5,6', '7', '8 9', ',10,', &
    '2*11 12', '3*13', '14 / 15', '  ', '16', achar(9)//'17'//achar(13), &
    '18 19 20 x', '21 22 23 '])
  call ints([character(12) :: '24 25', '26'])
  call ints([character(12) :: '27', '28 29 30', 'x 31'])
  open (newunit=u, status='scratch')
  write (u, '(a)') '128', '-129 5', '127 -128'
  rewind (u)
  do n = 1, 3
    call reset()
    read (u, *, iostat=ios) b, i
    print '(a,i0,3(1x,i0))', 'b', n, ios, b, i
  end do
  close (u)
  call reals([character(12) :: '1.5 2.5e3', '-3.25d0 4', '1e400 5', &
    '6. .5', '+7E-2,-8', '9 1*', '2*0.5', '1.5 x', '1.5x 2'])
  open (newunit=u, status='scratch')
  write (u, '(a)') '12345678901 2.5', '3 4.5'
  rewind (u)
  do n = 1, 3
    call reset()
    read (u, *, iostat=ios) l, r
    print '(a,i0,1x,i0,1x,i0,1x,es15.7)', 'lr', n, ios, l, r
  end do
  close (u)
  ! INTEGER(16) items take the general path.
  h = -1
  s = '12345 -678,2*9'
  read (s, *, iostat=ios) h
  print '(a,4(1x,i0))', 'h', ios, h
  ! Internal files: the record's end ends the last value.
  call reset()
  s = ' 21 22'
  read (s, *, iostat=ios) i, j, k
  print '(a,4(1x,i0))', 's1', ios, i, j, k
  call reset()
  s = '23'
  read (s, *, iostat=ios) i
  print '(a,2(1x,i0))', 's2', ios, i
  call reset()
  s = '24,,25'
  read (s, *, iostat=ios) i, j, k
  print '(a,4(1x,i0))', 's3', ios, i, j, k
  call reset()
  s = '26 27/'
  read (s, *, iostat=ios) i, j, k
  print '(a,4(1x,i0))', 's4', ios, i, j, k
  call reset()
  s = '2.5 -1e-3 x'
  read (s, *, iostat=ios) x, y, i
  print '(a,1x,i0,2(1x,es24.16),1x,i0)', 's5', ios, x, y, i
  call reset()
  s = '1.5,2'
  open (newunit=u, status='scratch', decimal='comma')
  write (u, '(a)') '1,5;2 3'
  rewind (u)
  read (u, *, iostat=ios) x, i, j
  print '(a,1x,i0,1x,es24.16,2(1x,i0))', 'dc', ios, x, i, j
  close (u)
  call reset()
  read (s, *, iostat=ios, decimal='comma') x, i
  print '(a,1x,i0,1x,es24.16,1x,i0)', 'dc2', ios, x, i
  call reset()
  s = '0.1 0.3'
  read (s, *, round='up') x, y
  print '(a,2(1x,es24.16))', 'ru', x, y
  call reset()
  read (s, *, round='down') x, y
  print '(a,2(1x,es24.16))', 'rd', x, y
  call reset()
  arr = [character(8) :: '31', ' 32  ', '33 34']
  read (arr, *, iostat=ios) i, j, k
  print '(a,4(1x,i0))', 'a1', ios, i, j, k
  call reset()
  arr = [character(8) :: '35', '', '36']
  read (arr, *, iostat=ios) i, j, k
  print '(a,4(1x,i0))', 'a2', ios, i, j, k
  call reset()
  w = 4_' 41 42'
  read (w, *, iostat=ios) i, j
  print '(a,3(1x,i0))', 'w', ios, i, j
  ! A line longer than the record buffer: values cross its window.
  allocate (character(200000) :: long)
  long = repeat(' 1234567', 25000)
  open (newunit=u, status='scratch')
  write (u, '(a)') long, long(1:9999)//'8 9'
  rewind (u)
  l = 0
  do n = 1, 2
    read (u, *, iostat=ios) (i, k = 1, 12000)
    print '(a,i0,2(1x,i0))', 'long', n, ios, i
  end do
  close (u)
contains
  ! Reads three integers a statement from the lines until an error or
  ! the end of the file.
  subroutine ints(lines)
    character(*), intent(in) :: lines(:)
    integer :: v
    open (newunit=v, status='scratch')
    write (v, '(a)') (trim(lines(n)), n = 1, size(lines))
    rewind (v)
    do n = 1, size(lines) + 1
      call reset()
      read (v, *, iostat=ios) i, j, k
      print '(a,i0,4(1x,i0))', 'i', n, ios, i, j, k
      if (ios < 0) exit
    end do
    close (v)
  end subroutine ints
  ! Two real(8) items a statement, likewise.
  subroutine reals(lines)
    character(*), intent(in) :: lines(:)
    integer :: v
    open (newunit=v, status='scratch')
    write (v, '(a)') (trim(lines(n)), n = 1, size(lines))
    rewind (v)
    do n = 1, size(lines) + 1
      call reset()
      read (v, *, iostat=ios) x, y
      print '(a,i0,1x,i0,2(1x,es24.16))', 'x', n, ios, x, y
      if (ios < 0) exit
    end do
    close (v)
  end subroutine reals
  subroutine reset()
    i = -1; j = -1; k = -1; b = -1; l = -1; x = -1; y = -1; r = -1
  end subroutine reset
end program plain_items
! CHECK:i1 0 1 2 3
! CHECK-NEXT:i2 0 4 5 6
! CHECK-NEXT:i3 0 7 8 9
! CHECK-NEXT:i4 0 -1 10 11
! CHECK-NEXT:i5 0 13 13 13
! CHECK-NEXT:i6 0 14 -1 -1
! CHECK-NEXT:i7 0 16 17 18
! CHECK-NEXT:i8 0 21 22 23
! CHECK-NEXT:i9 -1 -1 -1 -1
! CHECK-NEXT:i1 0 24 25 26
! CHECK-NEXT:i2 -1 -1 -1 -1
! CHECK-NEXT:i1 0 27 28 29
! CHECK-NEXT:i2 5010 -1 -1 -1
! CHECK-NEXT:i3 -1 -1 -1 -1
! CHECK-NEXT:b1 5010 -1 -1
! CHECK-NEXT:b2 5010 -1 -1
! CHECK-NEXT:b3 0 127 -128
! CHECK-NEXT:x1 0   1.5000000000000000E+00   2.5000000000000000E+03
! CHECK-NEXT:x2 0  -3.2500000000000000E+00   4.0000000000000000E+00
! CHECK-NEXT:x3 0                 Infinity   5.0000000000000000E+00
! CHECK-NEXT:x4 0   6.0000000000000000E+00   5.0000000000000000E-01
! CHECK-NEXT:x5 0   7.0000000000000007E-02  -8.0000000000000000E+00
! CHECK-NEXT:x6 0   9.0000000000000000E+00  -1.0000000000000000E+00
! CHECK-NEXT:x7 0   5.0000000000000000E-01   5.0000000000000000E-01
! CHECK-NEXT:x8 5010   1.5000000000000000E+00  -1.0000000000000000E+00
! CHECK-NEXT:x9 5010  -1.0000000000000000E+00  -1.0000000000000000E+00
! CHECK-NEXT:x10 -1  -1.0000000000000000E+00  -1.0000000000000000E+00
! CHECK-NEXT:lr1 0 12345678901   2.5000000E+00
! CHECK-NEXT:lr2 0 3   4.5000000E+00
! CHECK-NEXT:lr3 -1 -1  -1.0000000E+00
! CHECK-NEXT:h 0 12345 -678 9
! CHECK-NEXT:s1 -1 21 22 -1
! CHECK-NEXT:s2 0 23
! CHECK-NEXT:s3 0 24 -1 25
! CHECK-NEXT:s4 0 26 27 -1
! CHECK-NEXT:s5 5010   2.5000000000000000E+00  -1.0000000000000000E-03 -1
! CHECK-NEXT:dc 0   1.5000000000000000E+00 2 3
! CHECK-NEXT:dc2 5010  -1.0000000000000000E+00 -1
! CHECK-NEXT:ru   1.0000000000000001E-01   3.0000000000000004E-01
! CHECK-NEXT:rd   9.9999999999999992E-02   2.9999999999999999E-01
! CHECK-NEXT:a1 0 31 32 33
! CHECK-NEXT:a2 -1 35 36 -1
! CHECK-NEXT:w 0 41 42
! CHECK-NEXT:long1 0 1234567
! CHECK-NEXT:long2 -1 9
