! Unformatted sequential WRITE to an implicitly connected unit (fort.10):
! 4-byte record markers, every intrinsic type and kind, arrays and sections
! (contiguous and strided), an empty record, and records large enough to
! leave the record buffer and stream to the file (the head marker is then
! patched).  The files must be byte-identical to libgfortran's.
! RUN: %fdiff %s
! RUN: %fdiff --stdout-file --env GFORTRAN_UNFORMATTED_BUFFER_SIZE=100 %s
program seq_write
  implicit none
  integer :: a(10), i
  integer(1) :: b1 = -3
  integer(2) :: b2 = 300
  integer(8) :: b8 = -huge(1_8)
  integer(16) :: b16 = huge(1_16)
  real(4) :: r4(4, 3)
  real(8) :: r8 = 1d0 / 3d0
  real(10) :: r10 = 2.5_10
  real(16) :: r16 = 1.0_16 / 7
  complex(8) :: z8 = (1d0, -2d0)
  logical(1) :: l1 = .true.
  logical(8) :: l8 = .false.
  character(7) :: s = 'unform'
  character(3) :: names(4) = ['abc', 'def', 'ghi', 'jkl']
  real(8), allocatable :: big(:)
  a = [(i, i = 1, 10)]
  r4 = reshape([(real(i), i = 1, 12)], [4, 3])
  write (10) a
  write (10) 7_2
  write (10)
  write (10) b1, b2, b8, b16, r8, r10, r16, z8, l1, l8, s
  write (10) names, names(2:4:2)
  write (10) r4(2:4:2, :), r4(:, 2)
  write (10) (a(i), i = 1, 10, 3), 'tail'
  allocate (big(300000))
  big = [(dble(i) * 0.5d0, i = 1, size(big))]
  write (10) big
  write (10) 'head', big(1:200000), big, 42
  write (10) a
  print *, 'done'
end program seq_write
