! flang front door: flang's list-directed record layout: records of 80
! characters (RECL= when given, an internal file's record length), a
! number that does not fit starts the next record, a string is split
! across records; no separator between adjacent strings.
! RUN: %flangdiff %s | %fcheck %s
program list_layout
  implicit none
  integer :: i, u
  character(12) :: c(4)
  character(40) :: b
  character(200) :: line
  print *, (i, i = 1, 40)
  print *, (1.0d0 / i, i = 1, 12)
  print *, repeat('x', 100)
  print *, 'a', repeat('y', 90), 1
  print *, 1, repeat('c', 78)
  print *, 'abc', 'def', 'g', 1, 'h'
  print *, repeat('a', 77), 1
  print *, repeat('a', 78), 'b'
  open (newunit=u, file='recl.txt', status='replace', recl=30)
  write (u, *) (i, i = 1, 20)
  write (u, *) 'one', repeat('z', 40), 2
  close (u)
  open (newunit=u, file='recl.txt', status='old')
  do i = 1, 4
    read (u, '(a)') line
    print '(3a)', '[', trim(line), ']'
  end do
  close (u, status='delete')
  c = '#'
  write (c, *) 'hello', 'world', 123456, 'x'
  print '(4("[",a,"]"))', c
  write (b, *) 1, 2.5, 'hi', .false., (1.0, -2.0)
  print '(3a)', '[', b, ']'
end program list_layout
! CHECK: 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29
! CHECK-NEXT: 30 31 32 33 34 35 36 37 38 39 40
! CHECK-NEXT: 1. .5 .3333333333333333 .25 .2 .16666666666666666 .14285714285714285 .125
! CHECK-NEXT: .1111111111111111 .1 9.090909090909091E-02 8.333333333333333E-02
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT: ayyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy
! CHECK-NEXT: yyyyyyyyyyyyy 1
! CHECK-NEXT: 1 cccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccc
! CHECK-NEXT: cc
! CHECK-NEXT: abcdefg 1 h
! CHECK-NEXT: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
! CHECK-NEXT: 1
! CHECK-NEXT: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
! CHECK-NEXT:b
! CHECK-NEXT:[ 1 2 3 4 5 6 7 8 9 10 11 12 13]
! CHECK-NEXT:[ 14 15 16 17 18 19 20]
! CHECK-NEXT:[ onezzzzzzzzzzzzzzzzzzzzzzzzzz]
! CHECK-NEXT:[ zzzzzzzzzzzzzz 2]
! CHECK-NEXT:[ helloworld ][ 123456 x   ][#           ][#           ]
! CHECK-NEXT:[ 1 2.5 hi F (1.,-2.)                    ]
