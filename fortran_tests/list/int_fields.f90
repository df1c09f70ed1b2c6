! The fixed-width fields of list-directed INTEGER(4)/INTEGER(8) output and
! of Iw with w >= 11 (edited without a branch on the digit count), on
! every path around them: a record that outgrows the record buffer
! mid-item, SIGN='PLUS' on the connection and the statement, internal
! files, a record length (RECL=) that a list item overflows, items of other
! types in between, digit-count boundaries of both kinds.
! RUN: %fdiff %s
! RUN: %fdiff --env GFORTRAN_OPTIONAL_PLUS=y %s
! RUN: %fdiff --env=GFORTRAN_LIST_SEPARATOR=", " %s
! RUN: %fdiff %s | %fcheck %s
program int_fields
  use iso_fortran_env, only: int32, int64
  implicit none
  integer(int32) :: a(100), k, ios
  integer(int64) :: b(60), p
  character(len=400) :: line
  character(len=80) :: rec(4)

  ! Every digit count of both kinds, both signs.
  p = 1
  do k = 1, 60
    b(k) = merge(p, -p, mod(k, 2) == 0) + k
    if (k < 19) p = p * 10
  end do
  b(1) = -huge(b(1)) - 1
  b(2) = huge(b(2))
  b(3) = 0
  do k = 1, 100
    a(k) = int(mod(int(k, int64) * 214748364_int64 * k, 2147483647_int64), int32)
    if (mod(k, 3) == 0) a(k) = -a(k)
  end do
  a(1) = -huge(a(1)) - 1
  a(2) = huge(a(2))
  a(3) = 0

  ! One record of well over 512 bytes: the buffer grows mid-item.
  print *, a, b
  print *, 'x', a(1:3), .true., b(1:3), 1.5, 'y', a(4), b(4)

  ! SIGN='PLUS' on the connection (stdout) and on one statement.
  open (6, sign='plus')
  print *, a(1:5), b(1:5)
  open (6, sign='suppress')
  write (6, *, sign='plus') a(1:3), b(1:3)
  print *, a(1:3), b(1:3)

  ! Internal files: a record of fixed length, then an array of records.
  write (line, *) a(1:10), b(1:5)
  print '(a)', trim(line)
  rec = '#'
  write (rec, *) a(1:6)
  print '(a)', rec
  ! ... and one that overflows its record: EOR, the record as far as it got.
  write (rec, *, iostat=ios) a(1:6), b(1:4)
  print *, ios
  print '(a)', rec

  ! A record length: items that fit, then items that do not (EOR).
  open (10, file='int_fields.txt', recl=40, status='replace')
  write (10, *) a(1:3)
  write (10, *, iostat=ios) a(4:7), b(1:5)
  print *, ios
  close (10)

  ! Iw with w from 11 to 65, SP, S and SS.
  write (6, '(i11,i12,i13,1x,i20,i64,i65)') a(1), a(2), a(3), a(4), a(5), a(6)
  write (6, '(sp,i11,i12,s,i13,ss,i14)') a(7), a(8), a(9), a(10)
  write (6, '(i11,i12,sp,i20,i21)') b(10), b(11), b(12), b(2)
  write (6, '(3i12)') a(1:3)
end program int_fields
! CHECK: -2147483648  2147483647           0  1288490177{{.*}}  1000000000000000060
! CHECK-NEXT: x -2147483648  2147483647           0 T -9223372036854775808  9223372036854775807                    0   1.50000000     y  1288490177                 1004
! CHECK-NEXT: -2147483648 +2147483647          +0 +1288490177 +1073741806 -9223372036854775808 +9223372036854775807                   +0                +1004                -9995
