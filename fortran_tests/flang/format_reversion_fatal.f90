! flang front door (issue 18): a format whose reversion finds a group
! without data edits ("(3)", "(/,3)") that no IOSTAT= takes stops the
! program after the statement's record ends: the record the reversion
! began ends too, so standard output gets two newlines ("(3)") or, after
! '/', four, as with IOSTAT=, before flang's message (the last empty
! line is the message's own; progen --flang --variants seed 7931).
! RUN: %flangdiff --expect-exit=-6 --show=both %s | %fcheck %s
program format_reversion_fatal
  implicit none
  character(len=10) :: f
  integer :: ios
  print '(a)', 'a'
  f = '(/,3)'
  write (*, f, iostat=ios) 1
  print '(a,i5)', 'b', ios
  f = '(3)'
  write (*, f) 1
  print *, 'not reached'
end program format_reversion_fatal
! CHECK:a
! CHECK-EMPTY:
! CHECK-EMPTY:
! CHECK-EMPTY:
! CHECK-EMPTY:
! CHECK-NEXT:b 1005
! CHECK-EMPTY:
! CHECK-EMPTY:
! CHECK-EMPTY:
! CHECK-NEXT:fatal Fortran runtime error({{.*}}format_reversion_fatal.f90:17): Unlimited repetition in FORMAT lacks data edit descriptors; at offset 1 in format '(3)'
