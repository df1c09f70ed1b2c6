! A READ of a scalar internal file whose record is empty (no characters,
! or only blanks, which the READ drops) asks for no characters per field
! in libgfortran: format reversion or '/' past its only record meets no
! end of file, the items read as empty fields (labels, IOSTAT=).  With
! PAD='NO' a file of no characters at all meets END at its first field,
! whose value is still stored.  A record with characters left and array
! files still end.
! RUN: %fdiff %s | %fcheck %s
program read_empty_record_reversion
  implicit none
  character(5) :: s = ''
  character(0) :: z
  character(3) :: za(2) = ''
  character(4) :: c
  integer :: i, j, ios
  i = 7
  read (s, '(i3)', end=1, err=2) i, i
  print '(a,i0)', 'ok ', i
  goto 3
1 print '(a)', 'end'
  goto 3
2 print '(a)', 'err'
3 i = -1; j = -1
  read (s, '(i3)', iostat=ios) i, j
  print '(3(i0,1x))', ios, i, j
  read (s, '(i1)', iostat=ios) i, j, i, j, i, j, i, j
  print '(3(i0,1x))', ios, i, j
  c = 'xxxx'
  read (s, '(2x,a)', iostat=ios) c, c, c
  print '(i0,3a)', ios, ' [', c, ']'
  i = -1; j = -1
  read (s, '(i3)', iostat=ios, pad='no') i, j
  print '(3(i0,1x))', ios, i, j
  i = -1; j = -1
  read (z, '(i1,/,i1)', iostat=ios) i, j
  print '(3(i0,1x))', ios, i, j
  i = -1; j = -1
  read (z, '(i1)', iostat=ios) i, j
  print '(3(i0,1x))', ios, i, j
  i = -1; j = -1
  read (z, '(i1)', iostat=ios, pad='no') i, j
  print '(3(i0,1x))', ios, i, j
  c = 'xxxx'
  read (z, '(a)', iostat=ios, pad='no') c
  print '(i0,3a)', ios, ' [', c, ']'
  i = -1; j = -1
  read (s, '(i3,/,i3)', iostat=ios) i, j
  print '(3(i0,1x))', ios, i, j
  s = '12'
  i = -1; j = -1
  read (s, '(i3)', iostat=ios) i, j
  print '(3(i0,1x))', ios, i, j
  i = -1; j = -1
  read (za, '(i1)', iostat=ios) i, j, i
  print '(3(i0,1x))', ios, i, j
end program read_empty_record_reversion
! CHECK:ok 0
! CHECK-NEXT:0 0 0
! CHECK-NEXT:0 0 0
! CHECK-NEXT:0 [    ]
! CHECK-NEXT:0 0 0
! CHECK-NEXT:0 0 0
! CHECK-NEXT:0 0 0
! CHECK-NEXT:-1 0 -1
! CHECK-NEXT:-1 [    ]
! CHECK-NEXT:-1 0 -1
! CHECK-NEXT:-1 12 -1
! CHECK-NEXT:-1 0 0
