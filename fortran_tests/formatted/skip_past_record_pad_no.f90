! An X, TR or T that moves past the end of an external record stops there
! without a condition, and the fields after it in that record read as
! empty (as blanks), with PAD='NO' too, as in libgfortran: the field is
! not short, the record's end was passed before it.  Format reversion then
! goes to the next record, or meets END.  A field that itself meets the
! record's end under PAD='NO' is still EOR.  Internal files too.
! RUN: %fdiff %s | %fcheck %s
program skip_past_record_pad_no
  implicit none
  integer :: ios, k1, k2, k3
  character(10) :: s, arr(2)
  character(5) :: c1, c2
  integer(8) :: p
  open (10, file='one.txt', status='replace')
  write (10, '(a)') '1234567890'
  close (10)
  open (10, file='two.txt', status='replace')
  write (10, '(a)') '1234567890'
  write (10, '(a)') '5678'
  close (10)
  call ext('one.txt', '(t12,i1)', 'no')
  call ext('one.txt', '(t12,i1)', 'yes')
  call ext('one.txt', '(t11,i1)', 'no')
  call ext('two.txt', '(t12,i1)', 'no')
  call ext('two.txt', '(t12,i1,i1)', 'no')
  call ext('two.txt', '(9x,4x,i1)', 'no')
  call ext('two.txt', '(tr11,i1)', 'no')
  call ext('two.txt', '(i1,t12,i1)', 'no')
  call ext('two.txt', '(t12,i1,/,i1)', 'no')
  call ext('two.txt', '(i1,t12,/,i2)', 'no')
  call exa('(t12,a3)', 'no')
  call exa('(t12,a)', 'no')
  call exa('(t11,a3)', 'no')
  s = '1234567890'
  k1 = -5; k2 = -5
  read (s, '(t12,i1)', pad='no', iostat=ios) k1, k2
  print '(a,3i4)', 'scalar', ios, k1, k2
  arr = ['1234567890', '5678      ']
  k1 = -5; k2 = -5; k3 = -5
  read (arr, '(t12,i1)', pad='no', iostat=ios) k1, k2, k3
  print '(a,4i4)', 'array', ios, k1, k2, k3
contains
  subroutine ext(file, fmt, pad)
    character(*) :: file, fmt, pad
    open (10, file=file, status='old', pad=pad)
    k1 = -5; k2 = -5; k3 = -5
    read (10, fmt, iostat=ios) k1, k2, k3
    inquire (10, pos=p)
    print '(5a,4i4,i4)', file, ' ', fmt, ' ', pad, ios, k1, k2, k3, p
    close (10)
  end subroutine
  subroutine exa(fmt, pad)
    character(*) :: fmt, pad
    open (10, file='two.txt', status='old', pad=pad)
    c1 = 'xxxxx'; c2 = 'yyyyy'
    read (10, fmt, iostat=ios) c1, c2
    inquire (10, pos=p)
    print '(a,a,a,i4,5a,i4)', fmt, ' ', pad, ios, ' [', c1, '][', c2, ']', p
    close (10)
  end subroutine
end program skip_past_record_pad_no

! CHECK:one.txt (t12,i1) no  -1   0  -5  -5  11
! CHECK-NEXT:one.txt (t12,i1) yes  -1   0  -5  -5  11
! CHECK-NEXT:one.txt (t11,i1) no  -2  -5  -5  -5  12
! CHECK-NEXT:two.txt (t12,i1) no  -1   0   0  -5  16
! CHECK-NEXT:two.txt (t12,i1,i1) no   0   0   0   0  17
! CHECK-NEXT:two.txt (9x,4x,i1) no  -1   0   0  -5  16
! CHECK-NEXT:two.txt (tr11,i1) no  -1   0   0  -5  16
! CHECK-NEXT:two.txt (i1,t12,i1) no   0   1   0   5  15
! CHECK-NEXT:two.txt (t12,i1,/,i1) no  -1   0   5  -5  12
! CHECK-NEXT:two.txt (i1,t12,/,i2) no  -1   1  56  -5  12
! CHECK-NEXT:(t12,a3) no   0 [     ][     ]  16
! CHECK-NEXT:(t12,a) no   0 [     ][     ]  16
! CHECK-NEXT:(t11,a3) no  -2 [xxxxx][yyyyy]  14
! CHECK-NEXT:scalar  -1   0  -5
! CHECK-NEXT:array  -1   0   0  -5
