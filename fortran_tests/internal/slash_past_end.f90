! '/' and format reversion past the end of an internal file, as in
! libgfortran: on an array, a record end after the output wrapped past the
! last record blanks the first record and raises END, and so does the
! statement's final record end; on a scalar, '/' writes a blank and the
! next record follows it inside the variable: fields that fit are stored,
! the final padding raises END and is not written.  List-directed and
! namelist WRITE that overflow stop with EOR.
! RUN: %fdiff %s | %fcheck %s
program slash_past_end
  implicit none
  character(10) :: buf(4), s
  character(30) :: nb(3)
  integer :: ios, a(8), i
  namelist /nl/ a
  a = [(i*1111, i=1,8)]
  buf = '..........'
  write (buf, '(a,//,a)', iostat=ios) 'ABCD', 'efg', 'HI'
  print '(i0,6a)', ios, ' [', buf, ']'
  buf = '..........'
  write (buf, '(a,//)', iostat=ios) 'A1', 'A2'
  print '(i0,6a)', ios, ' [', buf, ']'
  buf = '..........'
  write (buf, '(a,/)', iostat=ios) 'A1', 'A2', 'A3'
  print '(i0,6a)', ios, ' [', buf, ']'
  buf = '..........'
  write (buf, '(a)', iostat=ios) 'A1', 'A2', 'A3', 'A4'
  print '(i0,6a)', ios, ' [', buf, ']'
  buf = '..........'
  write (buf, '(a,3/)', iostat=ios) 'Z'
  print '(i0,6a)', ios, ' [', buf, ']'
  buf = '..........'
  write (buf, '(a,4/)', iostat=ios) 'Z'
  print '(i0,6a)', ios, ' [', buf, ']'
  buf = '..........'
  write (buf, '(3/)', iostat=ios)
  print '(i0,6a)', ios, ' [', buf, ']'
  buf = '..........'
  write (buf, '(4/)', iostat=ios)
  print '(i0,6a)', ios, ' [', buf, ']'
  s = '..........'
  write (s, '(/)', iostat=ios)
  print '(i0,3a)', ios, ' [', s, ']'
  s = '..........'
  write (s, '(a,/)', iostat=ios) 'Z'
  print '(i0,3a)', ios, ' [', s, ']'
  s = '..........'
  write (s, '(a,//,a)', iostat=ios) 'Z', 'Y', 'X'
  print '(i0,3a)', ios, ' [', s, ']'
  s = '..........'
  write (s, '(a,/,a9)', iostat=ios) 'Z', '123456789'
  print '(i0,3a)', ios, ' [', s, ']'
  s = '..........'
  write (s, '(a,/,a8)', iostat=ios) 'Z', '123456789'
  print '(i0,3a)', ios, ' [', s, ']'
  s = '..........'
  write (s, '(a10,/)', iostat=ios) '0123456789'
  print '(i0,3a)', ios, ' [', s, ']'
  s = '..........'
  write (s, '(a3,/,a,t1,a)', iostat=ios) '0123456789', 'Q', 'R'
  print '(i0,3a)', ios, ' [', s, ']'
  s = '..........'
  write (s, '(a3,/,a,x,x,a)', iostat=ios) '0123456789', 'Q', 'R'
  print '(i0,3a)', ios, ' [', s, ']'
  buf = '..........'
  write (buf, *, iostat=ios) 1, 2, 3, 4, 5
  print '(i0,6a)', ios, ' [', buf, ']'
  s = '..........'
  write (s, *, iostat=ios) 'abcdefgh', 'ijklmnop'
  print '(i0,3a)', ios, ' [', s, ']'
  nb = repeat('.', 30)
  write (nb, nl, iostat=ios)
  print '(i0)', ios
  print '(a)', nb
end program slash_past_end
! CHECK:-1 [                    efg       HI        ]
! CHECK-NEXT:-1 [                              A2        ]
! CHECK-NEXT:-1 [A3                  A2                  ]
! CHECK-NEXT:0 [A1        A2        A3        A4        ]
! CHECK-NEXT:0 [Z                                       ]
! CHECK-NEXT:-1 [                                        ]
! CHECK-NEXT:0 [                                        ]
! CHECK-NEXT:-1 [                                        ]
! CHECK-NEXT:-1 [ .........]
! CHECK-NEXT:-1 [Z ........]
! CHECK-NEXT:-1 [Z  Y X  ..]
! CHECK-NEXT:-1 [Z ........]
! CHECK-NEXT:-1 [Z 12345678]
! CHECK-NEXT:-2 [0123456789]
! CHECK-NEXT:-1 [012 R.....]
! CHECK-NEXT:-1 [012 Q  R..]
! CHECK-NEXT:-2 [ .......................................]
! CHECK-NEXT:-2 [ abcdefgh.]
! CHECK-NEXT:-2
! CHECK-NEXT:&NL{{                           }}
! CHECK-NEXT: A=1111       ,2222       ,,,,
! CHECK-NEXT: 6666       ,7777       ,,{{    }}
