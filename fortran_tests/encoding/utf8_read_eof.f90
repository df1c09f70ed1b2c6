! Formatted READ with A on an ENCODING='UTF-8' unit, as libgfortran's
! read_utf8 does it for any item type: at the end of the file the item is
! blank before END (kind-4 and kind-1 CHARACTER, G on CHARACTER, A into an
! INTEGER); A into an INTEGER decodes characters too; an invalid sequence
! consumes every byte its lead byte announces, continuation or not.
! RUN: %fdiff %s | %fcheck %s
program utf8_read_eof
  implicit none
  character(kind=4, len=3) :: w4
  character(len=4) :: c1
  integer :: i, ios, k
  open (10, file='u.txt', access='stream', form='unformatted', status='replace')
  write (10) 'ab', char(233), 'cdefgh', achar(10)
  close (10)
  open (10, file='u.txt', encoding='utf-8', status='old')
  i = -1
  read (10, '(a3)', iostat=ios) i
  print '(i0,1x,z8.8)', ios, i
  rewind (10)
  c1 = 'qqqq'
  read (10, '(a2)', iostat=ios) c1
  print '(i0,1x,a)', ios, c1
  read (10, '(a3)', iostat=ios) c1
  print '(i0,1x,a)', ios, c1
  ! the end of the file
  w4 = 4_'xyz'
  read (10, '(a2)', iostat=ios) w4
  print '(i0,3(1x,z0))', ios, (ichar(w4(k:k), 4), k = 1, 3)
  rewind (10)
  read (10, '(a)')
  w4 = 4_'xyz'
  read (10, '(g3.0)', iostat=ios) w4
  print '(i0,3(1x,z0))', ios, (ichar(w4(k:k), 4), k = 1, 3)
  rewind (10)
  read (10, '(a)')
  c1 = 'qqqq'
  read (10, '(a)', iostat=ios) c1
  print '(i0,1x,a,a)', ios, c1, '|'
  rewind (10)
  read (10, '(a)')
  i = -1
  read (10, '(a2)', iostat=ios) i
  print '(i0,1x,z8.8)', ios, i
  ! an empty file just opened
  open (11, file='e.txt', encoding='utf-8', status='replace')
  c1 = 'qqqq'
  read (11, '(a2,a2)', iostat=ios) c1, w4
  print '(i0,1x,a,a)', ios, c1, '|'
  ! not UTF-8: END leaves the item as it was
  open (12, file='d.txt', status='replace')
  c1 = 'qqqq'
  read (12, '(a2)', iostat=ios) c1
  print '(i0,1x,a,a)', ios, c1, '|'
end program utf8_read_eof
! CHECK:5010 653F6261
! CHECK-NEXT:5010 ab?e
! CHECK-NEXT:0 fgh{{ $}}
! CHECK-NEXT:-1 20 20 20
! CHECK-NEXT:-1 20 20 20
! CHECK-NEXT:-1     |
! CHECK-NEXT:-1 20202020
! CHECK-NEXT:-1     |
! CHECK-NEXT:-1 qqqq|
