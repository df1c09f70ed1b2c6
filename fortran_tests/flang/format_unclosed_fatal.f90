! flang front door (issue 18): a format without its closing ')' that no
! IOSTAT= takes stops the program where flang 19's runtime reaches the
! format's end, after the last item and before the record ends: standard
! output holds "    1" without a newline (progen --flang seeds 444, 594).
! RUN: %flangdiff --expect-exit=-6 --show=both %s | %fcheck %s
program format_unclosed_fatal
  implicit none
  character(len=10) :: f
  f = '(i5'
  write(*, f) 1
  print *, 'not reached'
end program format_unclosed_fatal
! CHECK:    1
! CHECK-NEXT:fatal Fortran runtime error({{.*}}format_unclosed_fatal.f90:10): FORMAT missing at least one ')'
