! List-directed READ of integers whose first items read on the fast path
! without a reader (list_read.cpp, the lazy reader) and whose later item,
! separator or end needs one: the reader must be taken in the very state
! the fast items left.  Every separator after a fast value, values at each
! kind's limits and one past them, signs, leading zeros, 18/19/20-digit
! values, '+' and '-' alone, a letter after digits, repeat counts, null
! values, '/', tabs, CR-LF, a record end between items, a last line
! without newline, END, a record longer than the unit's buffer with
! values across its boundary, BACKSPACE after the READ, internal files.
! (The READs of r01... take the records in turn, some more than one.)
! RUN: %fdiff %s
program lazy_reader
  implicit none
  integer :: u, ios, i, j, k, m, n
  integer(1) :: b1(3)
  integer(2) :: h2(3)
  integer(8) :: l8
  real :: r
  character(8) :: c
  character(200) :: msg
  character(24) :: s
  character(len=:), allocatable :: long
  integer :: ia(40000)

  open (newunit=u, file='lazy_reader.dat', status='replace', &
        access='stream', form='formatted')
  ! 1-6: separators after fast values
  write (u, '(a)') '1 2 3', '4,5,6', '7 , 8 ,9', '10/', '11' // achar(9) // &
      '12' // achar(9), '13 14' // achar(13)
  ! 7-12: a fast value, then what needs the reader
  write (u, '(a)') '1 2*3', '4 ,,5', '6 7 / 8', '9', '10 11 x', '12 1.5'
  ! 13-16: limits of each kind, 18-20 digits
  write (u, '(a)') '127 -128 -129', '32767 -32768 -32769', &
      '2147483647 -2147483648 2147483648', '-127 128', '-32767 32768', &
      '123456789012345678 9223372036854775807 -9223372036854775808', &
      '99999999999999999999'
  ! 18-22: signs, leading zeros, bad text
  write (u, '(a)') '+5 -0 007', '+ 1', '- 1', '12a 3', '3 4*'
  ! 23-24: integer then real and character; then a last line, no newline
  write (u, '(a)') '5 2.5 abc', '6 7'
  write (u, '(a)', advance='no') '8 9'
  close (u)

  open (newunit=u, file='lazy_reader.dat', status='old')
  call three('r01')
  call three('r02')
  call three('r03')
  call three('r04')
  call three('r05')
  call three('r06')
  call four('r07')
  call four('r08')
  call four('r09')
  call three('r10')
  call three('r11')
  ! integer limits
  call kinds1()
  call kinds2()
  call three('r12')
  b1 = 0
  read (u, *, iostat=ios, iomsg=msg) b1(1), b1(2)
  print '(a,i0,2(1x,i0),1x,a)', 'int1+ ', ios, b1(1:2), trim(msg)
  h2 = 0
  read (u, *, iostat=ios, iomsg=msg) h2(1), h2(2)
  print '(a,i0,2(1x,i0),1x,a)', 'int2+ ', ios, h2(1:2), trim(msg)
  l8 = -1
  read (u, *, iostat=ios, iomsg=msg) l8, i, j
  print '(a,i0,1x,i0,2(1x,i0),1x,a)', 'int8 ', ios, l8, i, j, trim(msg)
  msg = ''
  read (u, *, iostat=ios, iomsg=msg) l8
  print '(a,i0,1x,i0,1x,a)', 'int8b ', ios, l8, trim(msg)
  call three('r13')
  call three('r14')
  call three('r15')
  call three('r16')
  call three('r17')
  r = -1; c = '?'; i = -1
  read (u, *, iostat=ios, iomsg=msg) i, r, c
  print '(a,i0,1x,i0,1x,f5.2,1x,a)', 'mixed ', ios, i, r, c
  call three('r18')
  call three('r19')
  close (u, status='delete')

  ! BACKSPACE after fast READs
  open (newunit=u, file='lazy_reader2.dat', status='replace')
  write (u, '(a)') '1 2', '3 4', '5'
  rewind (u)
  read (u, *) i, j
  read (u, *) k
  backspace (u)
  read (u, *) m, n
  print '(a,5(1x,i0))', 'back', i, j, k, m, n
  close (u, status='delete')

  ! a record longer than the buffer, values across its boundaries
  allocate (character(200000) :: long)
  long(:) = ' '
  do i = 1, len(long), 5
    write (long(i:i+4), '(i4,1x)') mod(i, 9973)
  end do
  open (newunit=u, file='lazy_reader3.dat', status='replace')
  write (u, '(a)') long
  write (u, '(a)') '77'
  rewind (u)
  ia = -1
  read (u, *, iostat=ios) ia
  n = sum(ia)
  print '(a,4(1x,i0))', 'long values', ios, ia(1), ia(size(ia)), n
  read (u, *, iostat=ios) k
  print '(a,3(1x,i0))', 'long', ios, n, k
  close (u, status='delete')

  ! internal files
  s = '12 34'
  i = -1; j = -1; k = -1
  read (s, *, iostat=ios) i, j, k
  print '(a,4(1x,i0))', 'int_end', ios, i, j, k
  s = '12 3*4'
  read (s, *, iostat=ios) i, j, k
  print '(a,4(1x,i0))', 'int_star', ios, i, j, k
  s = ' -7,,9'
  read (s, *, iostat=ios) i, j, k
  print '(a,4(1x,i0))', 'int_null', ios, i, j, k
  s = '1 2 x'
  msg = ''
  read (s, *, iostat=ios, iomsg=msg) i, j, k
  print '(a,4(1x,i0),1x,a)', 'int_bad', ios, i, j, k, trim(msg)
  s = '5 6 /'
  k = -3
  read (s, *, iostat=ios) i, j, k
  print '(a,4(1x,i0))', 'int_slash', ios, i, j, k

  ! each kind's limits and one past them, after a fast value
  call limits('1 127', '1 128', '1 -128', '1 -129', 1)
  call limits('1 32767', '1 32768', '1 -32768', '1 -32769', 2)
  call limits('1 2147483647', '1 2147483648', '1 -2147483648', &
              '1 -2147483649', 4)
  call limits('1 9223372036854775807', '1 9223372036854775808', &
              '1 -9223372036854775808', '1 -9223372036854775809', 8)
  call limits('1 999999999999999999', '1 1000000000000000000', &
              '1 0000000000000000000007', '1 +00', 8)

contains

  subroutine limits(a, b, c, d, kind)
    character(*), intent(in) :: a, b, c, d
    integer, intent(in) :: kind
    character(40) :: t(4)
    integer :: q
    t = [character(40) :: a, b, c, d]
    do q = 1, 4
      b1 = 0; h2 = 0; i = 0; l8 = 0; msg = ''
      select case (kind)
      case (1)
        read (t(q), *, iostat=ios, iomsg=msg) b1(1), b1(2)
        l8 = b1(2)
      case (2)
        read (t(q), *, iostat=ios, iomsg=msg) h2(1), h2(2)
        l8 = h2(2)
      case (4)
        read (t(q), *, iostat=ios, iomsg=msg) i, j
        l8 = j
      case default
        read (t(q), *, iostat=ios, iomsg=msg) i, l8
      end select
      print '(a,i0,1x,i0,1x,i0,1x,a)', 'lim ', kind, ios, l8, trim(msg)
    end do
  end subroutine

  subroutine three(tag)
    character(*), intent(in) :: tag
    i = -1; j = -1; k = -1; msg = ''
    read (u, *, iostat=ios, iomsg=msg) i, j, k
    print '(a,1x,i0,3(1x,i0),1x,a)', tag, ios, i, j, k, trim(msg)
  end subroutine

  subroutine four(tag)
    character(*), intent(in) :: tag
    i = -1; j = -1; k = -1; m = -1; msg = ''
    read (u, *, iostat=ios, iomsg=msg) i, j, k, m
    print '(a,1x,i0,4(1x,i0),1x,a)', tag, ios, i, j, k, m, trim(msg)
  end subroutine

  subroutine kinds1()
    b1 = 0; msg = ''
    read (u, *, iostat=ios, iomsg=msg) b1(1), b1(2), b1(3)
    print '(a,i0,3(1x,i0),1x,a)', 'int1 ', ios, b1, trim(msg)
  end subroutine

  subroutine kinds2()
    h2 = 0; msg = ''
    read (u, *, iostat=ios, iomsg=msg) h2(1), h2(2), h2(3)
    print '(a,i0,3(1x,i0),1x,a)', 'int2 ', ios, h2, trim(msg)
  end subroutine

end program
