! INQUIRE(POSITION=) after an ENDFILE cut records off the file, a REWIND
! and a READ that does not meet the end: flang says ASIS (its idea of
! the file's size stays the size before the cut until a READ meets the
! end), where ftnio said APPEND (progen --flang --variants seed 2433).
! RUN: %flangdiff %s | %fcheck %s
program inquire_position_after_cut
  character(len=80) :: line, pq
  integer :: i, ios
  open(80, file='w.dat', status='replace')
  write(80, '(a)') 'one'
  write(80, '(a)') 'two'
  rewind(80)
  read(80, '(a)') line
  inquire(80, position=pq)
  print '(2a)', 'a ', trim(pq)
  endfile(80)
  inquire(80, position=pq)
  print '(2a)', 'b ', trim(pq)
  rewind(80)
  read(80, '(a)') line
  inquire(80, position=pq)
  print '(2a)', 'c ', trim(pq)
  read(80, '(a)', iostat=ios) line
  inquire(80, position=pq)
  print '(2a,1x,i0)', 'c2 ', trim(pq), ios
  close(80)
  open(81, file='w2.dat', status='replace')
  write(81, '(a)') 'one'
  rewind(81)
  read(81, '(a)') line
  inquire(81, position=pq)
  print '(2a)', 'd ', trim(pq)
  close(81)
  open(82, file='w2.dat', status='old')
  read(82, '(a)') line
  inquire(82, position=pq)
  print '(2a)', 'e ', trim(pq)
  endfile(82)
  rewind(82)
  read(82, '(a)') line
  inquire(82, position=pq)
  print '(2a)', 'f ', trim(pq)
end program inquire_position_after_cut
! CHECK:a APPEND
! CHECK-NEXT:b ASIS
! CHECK-NEXT:c ASIS
! CHECK-NEXT:c2 APPEND -1
! CHECK-NEXT:d APPEND
! CHECK-NEXT:e APPEND
! CHECK-NEXT:f APPEND
