! List-directed READ from an external file, from internal files and from
! internal arrays where blanks, tabs and carriage returns separate values
! on a line, followed by the next value of every kind (digit, sign,
! quote, letter, '(', '.', a repeat count) or by a comma, semicolon,
! slash or the record's end: ftnio passes such a separator in the record
! without reading the next char and putting it back.  Every READ reports
! its values and IOSTAT, and the next READ shows where the statement left
! the file.
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
  call internal_reads()
contains
  ! The same values from CHARACTER variables, one line each, then from
  ! arrays whose records hold them.
  subroutine internal_reads()
    character(16) :: lines(6), t
    lines = [character(16) :: '1 2 3', '4'//achar(9)//'-5'//achar(9)//'+6', &
      '7 '//achar(13)//' 8  9  ', '10   T  ''ab c''', '11 abc 12', &
      '13 (1.5,2) .5']
    i = -1; j = -1; k = -1
    read (lines(1), *, iostat=ios) i, j, k
    print '(a,4(1x,i0))', 'A', ios, i, j, k
    read (lines(2), *, iostat=ios) i, j, k
    print '(a,4(1x,i0))', 'B', ios, i, j, k
    read (lines(3), *, iostat=ios) i, j, k
    print '(a,4(1x,i0))', 'C', ios, i, j, k
    read (lines(4), *, iostat=ios) i, l, c
    print '(a,2(1x,i0),1x,l1,1x,a)', 'D', ios, i, l, trim(c)
    read (lines(5), *, iostat=ios) i, c, j
    print '(a,3(1x,i0),1x,a)', 'E', ios, i, j, trim(c)
    read (lines(6), *, iostat=ios) i, z, x
    print '(a,2(1x,i0),3(1x,f4.1))', 'F', ios, i, z, x
    t = '14 2*7'
    read (t, *, iostat=ios) i, j, k
    print '(a,4(1x,i0))', 'G', ios, i, j, k
    t = '15 , 16 ; 17'
    read (t, *, iostat=ios) i, j, k
    print '(a,4(1x,i0))', 'H', ios, i, j, k
    t = '19 / 20'
    read (t, *, iostat=ios) i, j
    print '(a,3(1x,i0))', 'I', ios, i, j
    t = '21 '//achar(10)//' 22'
    read (t, *, iostat=ios) i, j
    print '(a,3(1x,i0))', 'J', ios, i, j
    t = '23 ! 24'
    read (t, *, iostat=ios) i, j
    print '(a,3(1x,i0))', 'K', ios, i, j
    i = -1; j = -1; k = -1
    read (lines, *, iostat=ios) i, j, k, k, j, i
    print '(a,4(1x,i0))', 'L', ios, i, j, k
    read (lines(2:3), *, iostat=ios) i, j, k, k, j, i, i, j, k
    print '(a,4(1x,i0))', 'M', ios, i, j, k
    read (lines(1:5:2), *, iostat=ios) i, j, k, k, j, i, i, j, k
    print '(a,4(1x,i0))', 'N', ios, i, j, k
  end subroutine internal_reads
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
! CHECK-NEXT:A 0 1 2 3
! CHECK-NEXT:B 0 4 -5 6
! CHECK-NEXT:C 0 7 8 9
! CHECK-NEXT:D 0 10 T ab c
! CHECK-NEXT:E 0 11 12 abc
! CHECK-NEXT:F 0 13  1.5  2.0  0.5
! CHECK-NEXT:G 0 14 7 7
! CHECK-NEXT:H 0 15 16 17
! CHECK-NEXT:I 0 19 16
! CHECK-NEXT:J 0 21 22
! CHECK-NEXT:K 5010 23 22
! CHECK-NEXT:L 0 6 -5 4
! CHECK-NEXT:M -1 9 8 7
! CHECK-NEXT:N 5010 11 8 7
