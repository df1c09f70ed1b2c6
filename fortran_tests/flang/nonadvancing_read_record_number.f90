! flang front door: a non-advancing READ that stays inside its record
! ends no record, so the messages of the READ that goes on from there
! number the same record (issue 18, progen --flang seed 804).
! RUN: %flangdiff %s | %fcheck %s
program nonadvancing_read_record_number
  implicit none
  integer :: ios
  character(len=3) :: c
  real :: r
  character(len=100) :: msg
  open (10, file='d.txt', status='replace')
  write (10, '(a)') 'TF'
  write (10, '(a)') 'xy'
  rewind (10)
  ! The list READ passes the rest of record 1 and fails in record 2.
  read (10, '(a2)', advance='no', iostat=ios, iomsg=msg) c
  print '(i0,1x,a)', ios, trim(c)
  msg = ''
  read (10, *, iostat=ios, iomsg=msg) r
  print '(i0,1x,a)', ios, trim(msg)
  ! The list READ fails inside record 1.
  rewind (10)
  read (10, '(a1)', advance='no', iostat=ios, iomsg=msg) c
  read (10, '(a1)', advance='no', iostat=ios, iomsg=msg) c
  rewind (10)
  read (10, '(a1)', advance='no', iostat=ios, iomsg=msg) c
  msg = ''
  read (10, *, iostat=ios, iomsg=msg) r
  print '(i0,1x,a)', ios, trim(msg)
  close (10, status='delete')
end program nonadvancing_read_record_number
! CHECK:0 TF
! CHECK-NEXT:1030 Bad real input data at column 2 of record 2
! CHECK-NEXT:1030 Bad real input data at column 3 of record 1
