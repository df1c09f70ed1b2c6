! flang front door (issue 18): under DEFAULT_UTF8 an A field that a
! record's end cuts short is read as without it: with PAD='NO' a
! non-advancing READ leaves the item and SIZE= alone (EOR), an advancing
! one stores what there is and fails with IOSTAT 1003; SIZE= leaves out
! the leading characters of a field wider than its item (progen --flang
! --variants seeds 2219, 2401, 2459).
! RUN: %flangdiff --env DEFAULT_UTF8=1 %s | %fcheck %s
program utf8_short_field
  implicit none
  integer :: ios, n
  character(len=6) :: c6
  character(len=2) :: c2
  character(len=8) :: c8
  open(40, file='na.dat', status='replace', pad='no')
  write(40, '(a)') '/)A'
  write(40, '(a)') '('
  rewind(40)
  c6 = repeat('#', 6)
  n = -1
  read(40, '(t2,a)', advance='no', size=n, iostat=ios) c6
  print '(i0,1x,i0,1x,a)', ios, n, c6
  c8 = repeat('#', 8)
  read(40, '(a)', iostat=ios) c8
  print '(i0,1x,a)', ios, c8
  close(40)
  open(41, file='nb.dat', status='replace')
  write(41, '(a)') '6x'''
  rewind(41)
  c2 = '##'
  n = -1
  read(41, '(a6)', advance='no', size=n, iostat=ios) c2
  print '(i0,1x,i0,1x,a)', ios, n, c2
end program utf8_short_field
! CHECK:-2 0 ######
! CHECK-NEXT:1003 (#######
! CHECK-NEXT:-2 0   
