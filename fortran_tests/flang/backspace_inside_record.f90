! flang front door: BACKSPACE where a non-advancing READ stopped inside a
! record goes back to that record's start without an error: IOSTAT 1026
! ("Sequential record missing its terminator") is only for a last record
! without its newline, at the end of the file (issue 18; progen --flang
! seeds 414, 944, 496).
! RUN: %flangdiff %s | %fcheck %s
program backspace_inside_record
  implicit none
  integer :: ios
  character(4) :: c
  character(80) :: msg
  open (60, file='bir.dat', status='replace')
  write (60, '(a)') '1234567', 'abcdefg'
  rewind (60)
  read (60, '(a2)', advance='no', iostat=ios) c
  msg = 'none'
  backspace (60, iostat=ios, iomsg=msg)
  print '(a,1x,i0,1x,a)', 'bs', ios, trim(msg)
  read (60, '(a)', iostat=ios) c
  print '(a,1x,i0,1x,a)', 'rd', ios, c
  read (60, '(a3)', advance='no', iostat=ios) c
  backspace (60, iostat=ios, iomsg=msg)
  print '(a,1x,i0,1x,a)', 'bs', ios, trim(msg)
  read (60, '(a)', iostat=ios) c
  print '(a,1x,i0,1x,a)', 'rd', ios, c
  close (60, status='delete')
end program
! CHECK:bs 0 none
! CHECK-NEXT:rd 0 1234
! CHECK-NEXT:bs 0 none
! CHECK-NEXT:rd 0 abcd
