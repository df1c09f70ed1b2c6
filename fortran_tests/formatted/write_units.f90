! Formatted WRITE to stderr and to an implicitly connected file (fort.21),
! a record longer than the 8 KiB buffer, and many records, byte-identical.
! RUN: %fdiff %s
! RUN: %fdiff --merged-file %s
program write_units
  implicit none
  integer :: i
  real(8) :: x
  write (0, '(a, i4)') 'to stderr', 12
  do i = 1, 300
    x = i / 7d0
    write (21, '(i5, 2x, f12.6, 1x, es14.6e3, 1x, g0)') i, x, x * 1d10, x
  end do
  write (21, '(1000(i8))') (i, i = 1, 1000)
  write (0, '(a)') 'done'
  write (*, '(3(1x, f6.2))') (i / 3.0, i = 1, 10)
end program write_units
