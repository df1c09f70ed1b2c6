! A list-directed READ whose values a comma separates, passed on the
! plain path (list_read_plain.h, plain_separator_end: blanks, ',',
! blanks, then the next value's first char): what follows the comma (a
! value, a null ',', a '/', a '!', blanks and tabs, the record's end),
! items of other types after it (the reader taken then: a CHARACTER, a
! LOGICAL, a COMPLEX), REAL values, DECIMAL='COMMA' (',' no separator),
! arrays, a record longer than the unit's buffer (values cut by the
! buffer's end), the end of the file after a comma, internal files
! (a comma at the record's end), IOSTAT= and END=.
! RUN: %fdiff %s
program lazy_comma_separator
  implicit none
  integer :: a, b, c, ios, i, n
  integer :: ia(6), big(3000)
  integer(2) :: k2
  integer(8) :: k8
  real :: x, y
  real(8) :: d
  logical :: lg
  complex :: z
  character(len=8) :: s
  character(len=12) :: line
  character(len=40), parameter :: recs(14) = [character(len=40) :: &
      '1,2,3', '4 , 5 ,6', '7,	8,9', '10,,12', '13,/', '14,!', &
      '15, 16,', '17,2*18', '19 ,  20  , 21  ', '22,23,24,25', &
      '26,,', '27 ,28', '29,-30,+31', '32']
  open (10, file='lazy_comma_separator.txt', status='replace')
  do i = 1, size(recs)
    write (10, '(a)') trim(recs(i))
  end do
  write (10, '(a)') '40'
  close (10)
  open (10, file='lazy_comma_separator.txt')
  do i = 1, size(recs)
    a = -1; b = -1; c = -1
    read (10, *, iostat=ios) a, b, c
    print '(i0,3(1x,i0))', ios, a, b, c
  end do
  close (10)
  ! other items after a comma
  open (10, file='lazy_comma_separator.txt', status='replace')
  write (10, '(a)') '1,abc,3', '2, T ,4', '3,(1.5,2.5),5', '4,''q r'',6', &
      '5,1.5,7', '6, 2.5e1, 8', '7,3*9', '8,9', '9'
  close (10)
  open (10, file='lazy_comma_separator.txt')
  s = '-'; a = -1; b = -1
  read (10, *, iostat=ios) a, s, b
  print '(i0,1x,i0,1x,a,1x,i0)', ios, a, s, b
  lg = .false.
  read (10, *, iostat=ios) a, lg, b
  print '(i0,1x,i0,1x,l1,1x,i0)', ios, a, lg, b
  z = (0, 0)
  read (10, *, iostat=ios) a, z, b
  print '(i0,1x,i0,2(1x,f5.2),1x,i0)', ios, a, z, b
  read (10, *, iostat=ios) a, s, b
  print '(i0,1x,i0,1x,a,1x,i0)', ios, a, s, b
  read (10, *, iostat=ios) a, x, b
  print '(i0,1x,i0,1x,f6.2,1x,i0)', ios, a, x, b
  read (10, *, iostat=ios) a, d, b
  print '(i0,1x,i0,1x,f6.2,1x,i0)', ios, a, d, b
  read (10, *, iostat=ios) a, k2, k8, b
  print '(i0,4(1x,i0))', ios, a, k2, k8, b
  a = -1; b = -1; c = -1
  read (10, *, iostat=ios) a, b, c
  print '(a,4(1x,i0))', 'past end', ios, a, b, c
  close (10)
  ! reals, and DECIMAL='COMMA' (then ',' is the decimal symbol)
  open (10, file='lazy_comma_separator.txt', status='replace')
  write (10, '(a)') '1.5,2.5', '3,5;4,5', '6 , 7'
  close (10)
  open (10, file='lazy_comma_separator.txt')
  read (10, *, iostat=ios) x, y
  print '(i0,2(1x,f6.2))', ios, x, y
  close (10)
  open (10, file='lazy_comma_separator.txt', decimal='comma')
  open (11, file='lazy_comma_separator.txt', decimal='comma', action='read')
  do i = 1, 3
    x = -1; y = -1; a = -1; b = -1
    read (10, *, iostat=ios) x, y
    read (11, *, iostat=n) a, b
    print '(a,i0,2(1x,f6.2),1x,i0,2(1x,i0))', 'comma ', ios, x, y, n, a, b
  end do
  close (10)
  close (11)
  ! an array, and the end of the file after a comma
  open (10, file='lazy_comma_separator.txt', status='replace')
  write (10, '(a)') '1,2,3,4,5,6', '7,8,9,'
  close (10)
  open (10, file='lazy_comma_separator.txt')
  ia = -1
  read (10, *, iostat=ios) ia
  print '(i0,6(1x,i0))', ios, ia
  ia = -1
  read (10, *, iostat=ios) ia
  print '(i0,6(1x,i0))', ios, ia
  ia = -1
  read (10, *, iostat=ios, end=50) ia
  print '(a,i0)', 'no end ', ios
50 print '(a,6(1x,i0))', 'end', ia
  close (10)
  ! one record longer than the buffer: values cut by its end
  open (10, file='lazy_comma_separator.txt', status='replace')
  write (10, '(3000(i0,:,","))') (i * 37, i = 1, size(big))
  write (10, '(3000(i0,:,", "))') (i * 41, i = 1, size(big))
  close (10)
  open (10, file='lazy_comma_separator.txt')
  big = -1
  read (10, *, iostat=ios) big
  n = count(big /= [(i * 37, i = 1, size(big))])
  print '(a,i0,1x,i0,1x,i0)', 'long ', ios, n, big(size(big))
  big = -1
  read (10, *, iostat=ios) big
  n = count(big /= [(i * 41, i = 1, size(big))])
  print '(a,i0,1x,i0,1x,i0)', 'long blanks ', ios, n, big(size(big))
  close (10, status='delete')
  ! internal files: a comma at the record's end, blanks after it
  do i = 1, size(recs)
    a = -1; b = -1; c = -1
    line = recs(i)
    read (line, *, iostat=ios) a, b, c
    print '(a,i0,3(1x,i0))', 'internal ', ios, a, b, c
  end do
  line = '1,2,'
  a = -1; b = -1; c = -1
  read (line(1:4), *, iostat=ios) a, b, c
  print '(a,i0,3(1x,i0))', 'cut ', ios, a, b, c
  read (line(1:3), *, iostat=ios) a, b
  print '(a,i0,3(1x,i0))', 'cut2 ', ios, a, b
end program
