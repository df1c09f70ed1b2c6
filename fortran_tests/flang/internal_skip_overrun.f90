! flang front door: in an internal WRITE, the columns an X or T skip
! passed are blank-filled by the next field's first piece (one blank, a
! sign, a run of digits, ...) only when that piece fits in the record;
! a field that overruns writes what fits of it and the skipped columns
! keep what the variable held, and a skip past the record's end with no
! field after it is no error (issue 18; progen --flang seeds 863, 964).
! RUN: %flangdiff %s | %fcheck %s
program internal_skip_overrun
  implicit none
  character(10) :: b
  integer :: ios
  b = repeat('~', 10); write(b, '(a,5x)', iostat=ios) 'ab'; print *, ios, '[', b, ']'
  b = repeat('~', 10); write(b, '(a,3x,a)', iostat=ios) 'ab', 'c'; print *, ios, '[', b, ']'
  b = repeat('~', 10); write(b, '(a,4x,f9.1)', iostat=ios) 'abcdef', 1.5; print *, ios, '[', b, ']'
  b = repeat('~', 10); write(b, '(a,2x,f9.1)', iostat=ios) 'abc', 1.5; print *, ios, '[', b, ']'
  b = repeat('~', 10); write(b, '(a,t8,i5)', iostat=ios) 'abc', 12345; print *, ios, '[', b, ']'
  b = repeat('~', 10); write(b, '(a,12x,i1)', iostat=ios) 'abc', 1; print *, ios, '[', b, ']'
  b = repeat('~', 10); write(b, '(a,tr2)', iostat=ios) 'abc'; print *, ios, '[', b, ']'
  b = repeat('~', 10); write(b, '(a,12x)', iostat=ios) 'abc'; print *, ios, '[', b, ']'
  b = repeat('~', 10); write(b, '(a,t1,2x,a)', iostat=ios) 'abcdef', 'Z'; print *, ios, '[', b, ']'
  b = repeat('~', 10); write(b, '(a,t2,4x,a)', iostat=ios) 'abc', 'Z'; print *, ios, '[', b, ']'
  b = repeat('~', 10); write(b, '(a,7x,a)', iostat=ios) 'abc', 'Z'; print *, ios, '[', b, ']'
  b = repeat('~', 10); write(b, '(a,8x,a)', iostat=ios) 'abc', 'Z'; print *, ios, '[', b, ']'
  b = repeat('~', 10); write(b, '(a,5x,a5)', iostat=ios) 'abc', 'Z'; print *, ios, '[', b, ']'
  b = repeat('~', 10); write(b, '(a,5x,i4)', iostat=ios) 'abc', -5; print *, ios, '[', b, ']'
  b = repeat('~', 10); write(b, '(a,6x,sp,i4)', iostat=ios) 'abc', 5; print *, ios, '[', b, ']'
  b = repeat('~', 10); write(b, '(a,4x,e9.2)', iostat=ios) 'abc', 5.0; print *, ios, '[', b, ']'
  b = repeat('~', 10); write(b, '(a,4x,l4)', iostat=ios) 'abc', .true.; print *, ios, '[', b, ']'
  b = repeat('~', 10); write(b, '(a,3x,z5)', iostat=ios) 'abc', 255; print *, ios, '[', b, ']'
  b = repeat('~', 10); write(b, '(a,3x,"literal")', iostat=ios) 'abc'; print *, ios, '[', b, ']'
  b = repeat('~', 10); write(b, '(a,3x,tl2,a)', iostat=ios) 'abc', 'XY'; print *, ios, '[', b, ']'
end program
! CHECK: 0 [ab        ]
! CHECK-NEXT: 0 [ab   c    ]
! CHECK-NEXT: 1002 [abcdef~~~~]
! CHECK-NEXT: 1002 [abc       ]
! CHECK-NEXT: 1002 [abc~~~~123]
! CHECK-NEXT: 1002 [abc~~~~~~~]
! CHECK-NEXT: 0 [abc       ]
! CHECK-NEXT: 0 [abc       ]
! CHECK-NEXT: 0 [abZdef    ]
! CHECK-NEXT: 0 [abc  Z    ]
! CHECK-NEXT: 1002 [abc~~~~~~~]
! CHECK-NEXT: 1002 [abc~~~~~~~]
! CHECK-NEXT: 1002 [abc       ]
! CHECK-NEXT: 1002 [abc       ]
! CHECK-NEXT: 1002 [abc       ]
! CHECK-NEXT: 1002 [abc     0.]
! CHECK-NEXT: 1002 [abc       ]
! CHECK-NEXT: 1002 [abc      F]
! CHECK-NEXT: 1002 [abc~~~lite]
! CHECK-NEXT: 0 [abc XY    ]
