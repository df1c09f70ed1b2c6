! Records longer than the maximum subrecord length are split into pieces
! whose markers carry signs (docs/abi.md §8.4); a tiny limit makes every record
! several pieces, both for records gathered in memory and for records large
! enough to stream (pieces closed by seeking back).
! RUN: %fdiff --fflags=-fmax-subrecord-length=16 %s
! RUN: %fdiff --fflags=-fmax-subrecord-length=1000 %s
program subrecords
  implicit none
  integer :: a(10), i
  real(8), allocatable :: big(:)
  a = [(i, i = 1, 10)]
  write (11) a
  write (11) a(1:4)
  write (11) a(1:4), 1_1
  write (11)
  allocate (big(200000))
  big = [(dble(i), i = 1, size(big))]
  write (11) big
  write (11) 1, big(1:150000), 2
  print *, 'done'
end program subrecords
