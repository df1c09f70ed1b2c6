! flang front door: an advancing A field that the record's end cuts short
! under PAD='NO'.  flang's runtime stores the characters there (where a
! full field's would go) and fails with IOSTAT 1003; the rest of the item
! keeps its value.  libgfortran blank-pads the item.
! RUN: %flangdiff %s | %fcheck %s
program pad_no_short_a
  implicit none
  integer :: ios
  character(7) :: c
  character(3) :: e
  open (10, file='padnoa.txt', status='replace', pad='no')
  write (10, '(a)') 'ab'
  write (10, '(a)') ''
  write (10, '(a)') 'xyab'
  write (10, '(a)') 'abcdefg'
  rewind 10
  c = repeat('#', 7)
  read (10, '(a)', iostat=ios) c
  print '(i0,3a)', ios, ' [', c, ']'
  c = repeat('#', 7)
  read (10, '(a)', iostat=ios) c
  print '(i0,3a)', ios, ' [', c, ']'
  c = repeat('#', 7)
  read (10, '(a2)', advance='no') e
  read (10, '(a5)', iostat=ios) c
  print '(i0,3a)', ios, ' [', c, ']'
  e = repeat('#', 3)
  read (10, '(a9)', iostat=ios) e
  print '(i0,3a)', ios, ' [', e, ']'
  close (10, status='delete')
end program pad_no_short_a
! CHECK:1003 [ab#####]
! CHECK-NEXT:1003 [#######]
! CHECK-NEXT:1003 [ab#####]
! CHECK-NEXT:1003 [g##]
