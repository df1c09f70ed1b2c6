! A list-directed READ's INTEGER value on the lazy path (list_read.cpp,
! lazy_integer_item) followed by a separator the reader must pass: a
! comma, a slash, a semicolon under DECIMAL='COMMA', a comma then the
! record's end, a null value, a repeat count after it; on external
! units and internal files, first and later items, kinds 1 to 8, with
! IOSTAT= and END=, and a value too large for its kind.
! RUN: %fdiff %s
program lazy_integer_separator
  implicit none
  integer :: a, b, c, ios
  integer(1) :: k1
  integer(2) :: k2
  integer(8) :: k8
  character(len=40) :: line
  character(len=40), parameter :: recs(12) = [character(len=40) :: &
      '1,2,3', '4 ,5, 6', '7/', '8, /', '9,', '10,,12', '13,2*14', &
      '  15  ,  16  , 17 ', '-18,+19,20', '21;22;23', '300,1,2', '24,']
  integer :: i
  open (10, file='lazy_integer_separator.txt', status='replace')
  do i = 1, size(recs)
    write (10, '(a)') trim(recs(i))
  end do
  write (10, '(a)') '25'
  close (10)
  open (10, file='lazy_integer_separator.txt')
  do i = 1, size(recs)
    a = -1; b = -1; c = -1
    read (10, *, iostat=ios) a, b, c
    print '(i0,3(1x,i0))', ios, a, b, c
  end do
  read (10, *, iostat=ios, end=90) a, b
  print '(a,i0,1x,i0)', 'no end ', ios, a
  goto 91
90 print '(a,i0)', 'end ', a
91 close (10)
  open (10, file='lazy_integer_separator.txt', decimal='comma')
  do i = 1, size(recs)
    a = -1; b = -1; c = -1
    read (10, *, iostat=ios) a, b, c
    print '(i0,3(1x,i0))', ios, a, b, c
  end do
  close (10)
  open (10, file='lazy_integer_separator.txt')
  do i = 1, size(recs)
    k1 = -1; k2 = -1; k8 = -1
    read (10, *, iostat=ios) k1, k2, k8
    print '(i0,3(1x,i0))', ios, k1, k2, k8
  end do
  close (10, status='delete')
  do i = 1, size(recs)
    a = -1; b = -1; c = -1
    line = recs(i)
    read (line, *, iostat=ios) a, b, c
    print '(a,i0,3(1x,i0))', 'internal ', ios, a, b, c
    read (line, *, iostat=ios) a
    print '(a,i0,1x,i0)', 'one ', ios, a
  end do
end program
