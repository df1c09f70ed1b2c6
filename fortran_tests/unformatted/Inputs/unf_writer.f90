! Writes fort.20 for seq_read.f90 (run with plain libgfortran).
program unf_writer
  implicit none
  integer :: a(10), i
  a = [(i, i = 1, 10)]
  write (20) a
  write (20) 7_2
  write (20)
  write (20) 'hello', (1.0, 2.0), [1d0, 2d0, 3d0]
  write (20) 11, 12
  write (20) a
end program unf_writer
