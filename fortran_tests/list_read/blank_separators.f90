! List-directed READ from an external file where blanks, tabs and
! carriage returns separate values on a line, followed by the next value
! of every kind (digit, sign, quote, letter, '(', '.', a repeat count) or
! by a comma, semicolon, slash or the record's end: ftnio passes such a
! separator in the record buffer without reading the next char and
! putting it back.  Every READ reports its values and IOSTAT, and the
! next READ shows where the statement left the file.
! RUN: %fdiff %s | %fcheck %s
program blank_separators
  implicit none
  integer :: u, ios, i, j, k
  logical :: l
  character(8) :: c
  real :: x
  complex :: z
  open (newunit=u, status='scratch')
  write (u, '(a)') '1 2 3', '4'//achar(9)//'-5'//achar(9)//'+6', &
    '7 '//achar(13)//' 8  9  ', '10   T  ''ab c''', '11 abc 12', &
    '13 (1.5,2) .5', '14 2*7', '15 , 16', '17 ; 18', '19 / 20', &
    '21   ', '22 x', '23 24 25 26', '27 '//achar(13), '28 ! 29', 'end'
  rewind (u)
  i = -1; j = -1; k = -1
  read (u, *, iostat=ios) i, j, k
  print '(a,4(1x,i0))', 'a', ios, i, j, k
  read (u, *, iostat=ios) i, j, k
  print '(a,4(1x,i0))', 'b', ios, i, j, k
  read (u, *, iostat=ios) i, j, k
  print '(a,4(1x,i0))', 'c', ios, i, j, k
  read (u, *, iostat=ios) i, l, c
  print '(a,2(1x,i0),1x,l1,1x,a)', 'd', ios, i, l, trim(c)
  read (u, *, iostat=ios) i, c, j
  print '(a,3(1x,i0),1x,a)', 'e', ios, i, j, trim(c)
  read (u, *, iostat=ios) i, z, x
  print '(a,2(1x,i0),3(1x,f4.1))', 'f', ios, i, z, x
  read (u, *, iostat=ios) i, j, k
  print '(a,4(1x,i0))', 'g', ios, i, j, k
  read (u, *, iostat=ios) i, j, k
  print '(a,4(1x,i0))', 'h', ios, i, j, k
  read (u, *, iostat=ios) i, j
  print '(a,3(1x,i0))', 'i', ios, i, j
  i = -1; j = -1
  read (u, *, iostat=ios) i, j
  print '(a,3(1x,i0))', 'j', ios, i, j
  read (u, *, iostat=ios) i, j
  print '(a,3(1x,i0))', 'k', ios, i, j
  read (u, *, iostat=ios) i, j
  print '(a,3(1x,i0))', 'l', ios, i, j
  read (u, *, iostat=ios) i, j
  print '(a,3(1x,i0))', 'm', ios, i, j
  read (u, *, iostat=ios) i
  print '(a,2(1x,i0))', 'n', ios, i
  read (u, *, iostat=ios) i, j
  print '(a,3(1x,i0))', 'o', ios, i, j
  read (u, *, iostat=ios) c
  print '(a,1x,i0,1x,a)', 'p', ios, trim(c)
  close (u)
end program blank_separators
! CHECK:a 0 1 2 3
! CHECK-NEXT:b 0 4 -5 6
! CHECK-NEXT:c 0 7 8 9
! CHECK-NEXT:d 0 10 T ab c
! CHECK-NEXT:e 0 11 12 abc
! CHECK-NEXT:f 0 13  1.5  2.0  0.5
! CHECK-NEXT:g 0 14 7 7
! CHECK-NEXT:h 0 15 16 17
! CHECK-NEXT:i 0 19 16
! CHECK-NEXT:j 0 21 22
! CHECK-NEXT:k 0 23 24
! CHECK-NEXT:l 0 27 28
! CHECK-NEXT:m 5010 27 28
! CHECK-NEXT:n -1 27
! CHECK-NEXT:o 5001 27 28
! CHECK-NEXT:p 5001 abc
