! flang front door: the record number in flang's messages counts the
! records a formatted READ passed with '/' or reversion in earlier
! statements too: after '(I4/I4)' read two records, a bad REAL in the
! third is "Bad real input data at column 2 of record 3", as flang 19
! says; ftnio said record 2 (progen --flang seed 910078).
! RUN: %flangdiff %s | %fcheck %s
program record_number_after_slash
  implicit none
  integer :: ios, i, j, k(4)
  character(80) :: msg
  real :: r
  open (70, file='s.dat', status='replace')
  write (70, '(a)') '9999999999999', '12', 'x=1', 'y', '1', '2', '3', 'z'
  rewind (70)
  read (70, '(i4/i4)', iostat=ios, iomsg=msg) i, j
  print *, ios, i, j
  msg = ''
  read (70, '(f5.1)', iostat=ios, iomsg=msg) r
  print *, ios, trim(msg)
  msg = ''
  read (70, '(f5.1)', iostat=ios, iomsg=msg) r
  print *, ios, trim(msg)
  read (70, '(i2)', iostat=ios, iomsg=msg) k(1:3)
  print *, ios, k(1:3)
  msg = ''
  read (70, '(f5.1)', iostat=ios, iomsg=msg) r
  print *, ios, trim(msg)
  rewind (70)
  read (70, '(a1//)', iostat=ios, iomsg=msg)
  msg = ''
  read (70, '(f5.1)', iostat=ios, iomsg=msg) r
  print *, ios, trim(msg)
  close (70, status='delete')
end program
! CHECK: 0 9999 12
! CHECK-NEXT: 1030 Bad real input data at column 2 of record 3
! CHECK-NEXT: 1030 Bad real input data at column 2 of record 4
! CHECK-NEXT: 0 1 2 3
! CHECK-NEXT: 1030 Bad real input data at column 2 of record 8
! CHECK-NEXT: 0 
