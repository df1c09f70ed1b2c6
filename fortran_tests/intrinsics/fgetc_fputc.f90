! The character intrinsics bypass records: FPUTC writes single bytes
! (mixing with list-directed WRITEs on the same unit), FGETC reads them
! back, status 0 per byte and -1 at end of file or for an unconnected
! unit; FGET/FPUT are FGETC(5)/FPUTC(6); the subroutine forms take a
! default-kind status (INTEGER(8) with -fdefault-integer-8, which selects
! the _i8 entry points), FTELL stores any integer kind, and FTELL/FSEEK (whence 0, 1, 2; -1
! status for a bad whence or an unconnected unit) move around the file.
! RUN: %fdiff --stdin %S/Inputs/stdin.txt %s | %fcheck %s
! RUN: %fdiff --stdin %S/Inputs/stdin.txt --fflags=-fdefault-integer-8 %s | %fcheck --check-prefix=I8 %s
program fgetc_fputc
  implicit none
  integer :: st, i
  integer :: s1, s2, s8
  integer(8) :: p8
  integer(4) :: p4, fst
  integer(2) :: p2
  integer(1) :: p1
  character :: c
  character(len=3) :: c3
  open (10, file='bytes.txt', status='replace')
  write (10, *) 'record'
  do i = 1, 3
    st = fputc(10, achar(iachar('0') + i))
    print *, 'fputc', st
  end do
  call fputc(10, new_line('a'), s1)
  call fputc(10, 'X', s2)
  call fputc(10, 'Y', s8)
  call fputc(10, 'Z')
  print *, 'sub statuses', s1, s2, s8
  print *, 'ftell', ftell(10)
  call ftell(10, p1); call ftell(10, p2); call ftell(10, p4); call ftell(10, p8)
  print *, 'ftell kinds', p1, p2, p4, p8
  call fseek(10, 0_8, 0, fst)
  print *, 'fseek set', fst, ftell(10)
  do i = 1, 14
    st = fgetc(10, c)
    print *, i, st, iachar(c)
  end do
  call fseek(10, -3_8, 2, fst)
  st = fgetc(10, c3)
  print *, 'from end', st, '[', c3, ']'
  call fseek(10, 1_8, 1, fst)
  print *, 'seek cur', fst, ftell(10)
  call fgetc(10, c, s2)
  print *, 'at eof', s2
  call fseek(10, 0_8, 7, fst)
  print *, 'bad whence', fst
  call fseek(33, 0_8, 0, fst)
  print *, 'unconnected', fst, fgetc(33, c), fputc(33, c), ftell(33)
  close (10)
  do i = 1, 6
    st = fget(c)
    print *, 'fget', st, iachar(c)
  end do
  call fget(c, s1)
  print *, 'fget sub', s1
  print *, 'before fput'
  st = fput('!')
  call fput(new_line('a'), st)
  print *, 'after fput', st
end program fgetc_fputc
! CHECK: fputc           0
! CHECK-NEXT: fputc           0
! CHECK-NEXT: fputc           0
! CHECK-NEXT: sub statuses           0           0           0
! CHECK-NEXT: ftell                   15
! CHECK-NEXT: ftell kinds   15     15          15                   15
! CHECK-NEXT: fseek set           0                    0
! CHECK-NEXT:           1           0          32
! CHECK-NEXT:           2           0         114
! CHECK-NEXT:           3           0         101
! CHECK-NEXT:           4           0          99
! CHECK-NEXT:           5           0         111
! CHECK-NEXT:           6           0         114
! CHECK-NEXT:           7           0         100
! CHECK-NEXT:           8           0          10
! CHECK-NEXT:           9           0          49
! CHECK-NEXT:          10           0          50
! CHECK-NEXT:          11           0          51
! CHECK-NEXT:          12           0          10
! CHECK-NEXT:          13           0          88
! CHECK-NEXT:          14           0          89
! CHECK-NEXT: from end           0 [X  ]
! CHECK-NEXT: seek cur           0                   14
! CHECK-NEXT: at eof           0
! CHECK-NEXT: bad whence          -1
! CHECK-NEXT: unconnected          -1          -1          -1                   -1
! CHECK-NEXT: fget           0          97
! CHECK-NEXT: fget           0          98
! CHECK-NEXT: fget           0          10
! CHECK-NEXT: fget           0          99
! CHECK-NEXT: fget           0         100
! CHECK-NEXT: fget          -1          32
! CHECK-NEXT: fget sub          -1
! CHECK-NEXT: before fput
! CHECK-NEXT:!
! CHECK-NEXT: after fput           0
! I8: fputc                    0
! I8-NEXT: fputc                    0
! I8-NEXT: fputc                    0
! I8-NEXT: sub statuses                    0                    0                    0
! I8-NEXT: ftell                   15
! I8-NEXT: ftell kinds   15     15          15                   15
! I8-NEXT: fseek set           0                    0
! I8-NEXT:                    1                    0                   32
! I8-NEXT:                    2                    0                  114
! I8-NEXT:                    3                    0                  101
! I8-NEXT:                    4                    0                   99
! I8-NEXT:                    5                    0                  111
! I8-NEXT:                    6                    0                  114
! I8-NEXT:                    7                    0                  100
! I8-NEXT:                    8                    0                   10
! I8-NEXT:                    9                    0                   49
! I8-NEXT:                   10                    0                   50
! I8-NEXT:                   11                    0                   51
! I8-NEXT:                   12                    0                   10
! I8-NEXT:                   13                    0                   88
! I8-NEXT:                   14                    0                   89
! I8-NEXT: from end                    0 [X  ]
! I8-NEXT: seek cur           0                   14
! I8-NEXT: at eof                    0
! I8-NEXT: bad whence          -1
! I8-NEXT: unconnected          -1          -1          -1                   -1
! I8-NEXT: fget                    0                   97
! I8-NEXT: fget                    0                   98
! I8-NEXT: fget                    0                   10
! I8-NEXT: fget                    0                   99
! I8-NEXT: fget                    0                  100
! I8-NEXT: fget                   -1                   32
! I8-NEXT: fget sub                   -1
! I8-NEXT: before fput
! I8-NEXT:!
! I8-NEXT: after fput                    0
