! flang front door (issue 18): a format without data edits as flang 19's
! runtime runs it with items to transfer: a count before ')' is ignored
! ("(3)"), the format's end reverts (the record ends) and only then fails
! with "Unlimited repetition in FORMAT lacks data edit descriptors; at
! offset 1 ..."; ftnio refused "(3)" at once and failed "('x')" without
! ending its record (progen --flang seed 972, --variants seed 2355).
! RUN: %flangdiff %s | %fcheck %s
! RUN: %flangdiff --show-file=o.txt %s | %fcheck --check-prefix=FILE %s
program format_without_data_edits
  implicit none
  integer :: ios
  character(len=200) :: msg
  character(len=12) :: f
  open(10, file='o.txt')
  f = '(3)'
  write(10, f, iostat=ios, iomsg=msg) 1
  print '(i0,1x,a)', ios, trim(msg)
  f = '(''x'')'
  write(10, f, iostat=ios, iomsg=msg) 1
  print '(i0,1x,a)', ios, trim(msg)
  write(10, '(a)') 'last'
  close(10)
end program format_without_data_edits
! CHECK:1005 Unlimited repetition in FORMAT lacks data edit descriptors; at offset 1 in format '(3)'
! CHECK-NEXT:1005 Unlimited repetition in FORMAT lacks data edit descriptors; at offset 1 in format '('x')'
! FILE:{{^$}}
! FILE-EMPTY:
! FILE-NEXT:x
! FILE-NEXT:x
! FILE-NEXT:last
