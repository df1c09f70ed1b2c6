! flang front door (issue 18): a letter that begins no edit descriptor is
! flang 19's "Unknown 'Q' edit descriptor in FORMAT", not libgfortran's
! "Unexpected element 'Q' in format" with its caret lines (progen --flang
! seed 1104).
! RUN: %flangdiff --expect-exit=-6 --show=both %s | %fcheck %s
program format_unknown_letter
  implicit none
  integer :: ios
  character(len=10) :: f
  character(len=100) :: msg
  f = '(q3)'
  write(*, f, iostat=ios, iomsg=msg) 1
  print '(i0,1x,a)', ios, trim(msg)
  f = '(k3)'
  write(*, f) 1
end program format_unknown_letter
! CHECK:1005 Unknown 'Q' edit descriptor in FORMAT
! CHECK-EMPTY:
! CHECK-NEXT:fatal Fortran runtime error({{.*}}format_unknown_letter.f90:15): Unknown 'K' edit descriptor in FORMAT
