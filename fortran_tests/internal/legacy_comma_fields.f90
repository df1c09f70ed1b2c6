! Under -std=legacy a comma ends a formatted field of an internal READ
! early, every field's, A's too (a GNU extension); the next field starts
! after the comma.  libgfortran 12 counts such a field's characters twice
! against the record (read_sf_internal), so the fields after it come out
! short: '12,345,6789' read with (3I10) gives 6 for the third value, and a
! T or TL edit after it lands before the record's start (NUL bytes read
! from outside the variable, or SIGSEGV).  ftnio deliberately keeps the
! record's true length and position (README: deliberate differences;
! progen --variants reports the class as deliberate).  (ftnio-only: the
! expected values follow from the extension's rule, not from libgfortran.)
! RUN: %ftnio-run --fflags=-std=legacy %s | %fcheck %s
program legacy_comma_fields
  implicit none
  integer :: a, b, c, ios
  character(len=8) :: x, y
  character(len=11) :: line
  character(len=20) :: s
  line = '12,345,6789'
  read (line, '(3I10)', iostat=ios) a, b, c
  print '(i0,3(1x,i0))', ios, a, b, c
! CHECK:0 12 345 6789
  s = 'abcd,fghijklmnopqrst'
  ! (A30 into 8 characters: the rightmost 8 of the 15 the record has left)
  read (s, '(A6,A30)', iostat=ios) x, y
  print '(i0,2(" [",a,"]"))', ios, x, y
! CHECK-NEXT:0 [abcd    ] [mnopqrst]
  read (s, '(A6,T10,A3)', iostat=ios) x, y
  print '(i0,2(" [",a,"]"))', ios, x, y
! CHECK-NEXT:0 [abcd    ] [jkl     ]
  read (s, '(A6,T3,A3)', iostat=ios) x, y
  print '(i0,2(" [",a,"]"))', ios, x, y
! CHECK-NEXT:0 [abcd    ] [cd      ]
end program legacy_comma_fields
