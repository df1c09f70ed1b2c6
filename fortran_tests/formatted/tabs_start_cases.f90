! Where a formatted WRITE's positioning edits start counting
! (tabs_statement_start, inline since issue 16): a record a failed WRITE
! left under RECL= goes on with the room it left, a stream file's T counts
! from the position, a non-advancing WRITE's record keeps its farthest
! position, and an internal file starts over each statement.
! RUN: %fdiff %s | %fcheck %s
program tabs_start_cases
  implicit none
  integer :: ios
  character(20) :: s
  character(40) :: line
  open (10, file='recl.txt', recl=8, form='formatted', status='replace')
  write (10, '(a,i9)', iostat=ios) 'ab', 12
  print '(a,i0)', 'first ', ios
  write (10, '(t2,a)', iostat=ios) 'Q'
  print '(a,i0)', 'second ', ios
  close (10)
  open (10, file='recl.txt', status='old')
  read (10, '(a)', iostat=ios) line
  print '(3a)', '[', trim(line), ']'
  close (10, status='delete')
  open (11, file='st.txt', access='stream', form='formatted', &
        status='replace')
  write (11, '(a)', advance='no') 'abc'
  write (11, '(t3,a,tl1,a)') 'X', 'Y'
  write (11, '(a,t2,a)') 'hello', 'Z'
  rewind (11)
  read (11, '(a)') line
  print '(3a)', '[', trim(line), ']'
  read (11, '(a)') line
  print '(3a)', '[', trim(line), ']'
  close (11, status='delete')
  write (*, '(a,3x)', advance='no') 'ab'
  write (*, '(t7,a)') 'C'
  write (*, '(a,tl3)', advance='no') 'wxyz'
  write (*, '(t6,a)') 'E'
  s = 'zzzzzzzzzzzzzzzzzzzz'
  write (s, '(a,t3,a)') 'abcd', 'Q'
  print '(3a)', '[', s, ']'
  write (s, '(t5,a)') 'R'
  print '(3a)', '[', s, ']'
end program tabs_start_cases
! CHECK:first -2
! CHECK-NEXT:second 0
! CHECK-NEXT:[aQ]
! CHECK-NEXT:[abc  XY]
! CHECK-NEXT:[hello Z]
! CHECK-NEXT:ab         C
! CHECK-NEXT:wxyz     E
! CHECK-NEXT:[abQd                ]
! CHECK-NEXT:[    R               ]
