! Formatted READ of INTEGER items with I and G edits from an external
! file, where ftnio converts a field that lies whole in the record buffer
! in place when it is blanks, a sign, digits and blanks
! (formatted_read.cpp read_integer_in_buffer) and leaves every other
! field to the general path: blanks inside the number (skipped under BN,
! zeros under BZ), a sign alone or apart from its digits, an all-blank
! field, a comma (which ends the field), a tab, a record end or a
! carriage return inside the field, a bad character, a NUL, 18, 19 and 20
! digits, the limits of INTEGER(1), (2), (4) and (8) and one past them, a
! short last record, and an X or T before the edit.  Each READ reports
! IOSTAT and the values; items keep their old values where libgfortran
! keeps them.
! RUN: %fdiff %s | %fcheck %s
program integer_fields
  implicit none
  integer :: u, ios, n
  integer :: i, j
  integer(1) :: b
  integer(2) :: h
  integer(8) :: k, k2
  character(12) :: fmts(18)
  open (newunit=u, status='scratch')
  write (u, '(a)') '   12345   -678', '+42       0', '  1 2   - 3', &
    '-       +', '          7', '12,34     56', '1'//achar(9)//'2       3', &
    '12'//achar(13)//'       4', '12x       5', '12'//achar(0)//'3      6', &
    '2147483647-2147483648', '2147483648-2147483649', '  0012   -0000', &
    '   1 2', '0007  0008', '12345678 9', '  99   77'
  rewind (u)
  fmts = [character(12) :: '(2i10)', '(2i10)', '(2i6)', '(2i8)', &
    '(2i10)', '(2i10)', '(2i10)', '(2i10)', '(2i10)', '(2i10)', '(2i10)', &
    '(i10,i11)', '(i10,i11)', '(2i7)', '(bz,2i3)', '(2g5.0)', &
    '(i8,1x,i1)', '(t2,i3,x,i4)']
  do n = 1, size(fmts)
    i = -1; j = -1
    read (u, fmts(n), iostat=ios) i, j
    print '(a,i0,1x,i0,2(1x,i0))', 'r', n, ios, i, j
  end do
  close (u)
  open (newunit=u, status='scratch')
  write (u, '(a)') '127 -128', ' 128', '32767 -32768', ' 32768', &
    ' 999999999999999999 -999999999999999999', &
    ' 9223372036854775807 -9223372036854775808', &
    ' 9223372036854775808 12345678901234567890', '  42'
  rewind (u)
  b = -1; h = -1; k = -1; k2 = -1
  read (u, '(i3,i5)', iostat=ios) b, b
  print '(a,1x,i0,1x,i0)', 'k1', ios, b
  read (u, '(i4)', iostat=ios) b
  print '(a,1x,i0,1x,i0)', 'k1 over', ios, b
  read (u, '(i5,i7)', iostat=ios) h, h
  print '(a,1x,i0,1x,i0)', 'k2', ios, h
  read (u, '(i6)', iostat=ios) h
  print '(a,1x,i0,1x,i0)', 'k2 over', ios, h
  read (u, '(i19,i20)', iostat=ios) k, k2
  print '(a,1x,i0,2(1x,i0))', 'k8 18 digits', ios, k, k2
  read (u, '(i20,i21)', iostat=ios) k, k2
  print '(a,1x,i0,2(1x,i0))', 'k8 limits', ios, k, k2
  k = -1; k2 = -1
  read (u, '(i20,i21)', iostat=ios) k, k2
  print '(a,1x,i0,2(1x,i0))', 'k8 over', ios, k, k2
  i = -1
  read (u, '(i10)', iostat=ios) i
  print '(a,1x,i0,1x,i0)', 'short', ios, i
  i = -1
  read (u, '(i10)', iostat=ios) i
  print '(a,1x,i0,1x,i0)', 'end', ios, i
  close (u)
end program integer_fields
! CHECK:r1 0 12345 -678
! CHECK-NEXT:r2 0 42 0
! CHECK-NEXT:r3 0 12 -3
! CHECK-NEXT:r4 5010 0 -1
! CHECK-NEXT:r5 0 0 7
! CHECK-NEXT:r6 0 12 3456
! CHECK-NEXT:r7 5010 -1 -1
! CHECK-NEXT:r8 0 12 0
! CHECK-NEXT:r9 0 4 0
! CHECK-NEXT:r10 5010 -1 -1
! CHECK-NEXT:r11 0 12 6
! CHECK-NEXT:r12 0 2147483647 -2147483648
! CHECK-NEXT:r13 5011 -1 -1
! CHECK-NEXT:r14 0 12 0
! CHECK-NEXT:r15 0 0 102
! CHECK-NEXT:r16 0 7 8
! CHECK-NEXT:r17 0 12345678 9
! CHECK-NEXT:r18 0 99 77
! CHECK-NEXT:k1 0 -128
! CHECK-NEXT:k1 over 5011 -128
! CHECK-NEXT:k2 0 -32768
! CHECK-NEXT:k2 over 5011 -32768
! CHECK-NEXT:k8 18 digits 0 999999999999999999 -999999999999999999
! CHECK-NEXT:k8 limits 0 9223372036854775807 -9223372036854775808
! CHECK-NEXT:k8 over 5011 -1 -1
! CHECK-NEXT:short 0 42
! CHECK-NEXT:end -1 -1
