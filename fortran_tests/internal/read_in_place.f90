! Internal READ takes its records in place, from the variable itself:
! an item that overlaps the file reads what the file held (as
! libgfortran's memmove-like copy has it), trailing blanks are dropped
! from scalar records of every length (a word at a time), and fields stop
! at the record's end and at the comma of a list-directed READ, in scalar,
! array and section files of kind 1 and 4.
! RUN: %fdiff %s | %fcheck %s
program read_in_place
  implicit none
  character(len=12) :: s
  character(len=20) :: t
  character(len=5) :: a(3), c5
  character(kind=4, len=9) :: w
  character(len=3) :: p, q
  integer :: i, n, m, ios
  s = 'abcdefghijkl'
  read (s, '(a)') s
  print '(3a)', '[', s, ']'
  s = 'abcdefghijkl'
  read (s, '(a5)') s(3:)
  print '(3a)', '[', s, ']'
  s = 'abcdefghijkl'
  read (s, '(2x,a8)') s(1:10)
  print '(3a)', '[', s, ']'
  do i = 1, 20
    t = repeat(' ', 20)
    t(i:i) = 'x'
    t(1:1) = 'y'
    read (t, '(a20)', iostat=ios) c5
    write (*, '(i0,1x,3a)', advance='no') i, '[', c5, '] '
  end do
  print *
  a = ['12,34', '5 6  ', '7/   ']
  read (a, *, iostat=ios) i, n, m, p
  print '(i0,3(1x,i0),3a)', ios, i, n, m, ' [', p, ']'
  read (a(3:1:-1), '(a2,a4/a5)', iostat=ios) p, q, c5
  print '(i0,7a)', ios, ' [', p, '][', q, '][', c5, ']'
  w = 4_'12 345   '
  read (w, *, iostat=ios) i, n
  print '(i0,2(1x,i0))', ios, i, n
  read (w, '(i2,1x,i5)', iostat=ios) i, n
  print '(i0,2(1x,i0))', ios, i, n
end program
! CHECK:[abcdefghijkl]
! CHECK-NEXT:[ababcde     ]
! CHECK-NEXT:[cdefghij  kl]
! CHECK-NEXT:1 [y    ] 2 [yx   ] 3 [y x  ] 4 [y  x ] 5 [y   x] 6 [    x] 7 [    x] 8 [    x] 9 [    x] 10 [    x] 11 [    x] 12 [    x] 13 [    x] 14 [    x] 15 [    x] 16 [    x] 17 [    x] 18 [    x] 19 [    x] 20 [    x] 
! CHECK-NEXT:0 12 34 5 [6  ]
! CHECK-NEXT:0 [7/ ][   ][5 6  ]
! CHECK-NEXT:0 12 345
! CHECK-NEXT:0 12 345
