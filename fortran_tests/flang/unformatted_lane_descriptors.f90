! flang: items given by descriptor on the unformatted lane
! (abi_flang/entry_items.cpp lane_items): scalars of every intrinsic type
! and contiguous vectors go straight into (from) the record in the
! stream's buffer; a strided section, a rank-2 array and a zero-size
! vector take the descriptor's walk.  Records read with fewer and more
! items than written (flang's condition), across the buffer's end, then
! END.  Values and IOSTAT must be flang's.
! RUN: %flangdiff %s | %fcheck %s
program unformatted_lane_descriptors
  implicit none
  integer(1) :: i1, r1
  integer(2) :: i2, r2
  integer(8) :: i8, r8i
  real(4) :: x4, y4
  real(8) :: x8, y8
  real(10) :: x10, y10
  complex(8) :: z8, w8
  logical :: lg, lr
  character(5) :: c5, d5
  character(kind=4, len=3) :: c4, d4
  integer :: v(10), w(10), m(2, 3), n(2, 3), e(0), i, ios, total
  i1 = -3; i2 = 300; i8 = 123456789012_8; x4 = 1.5; x8 = -2.25d0
  x10 = 3.5_10; z8 = (1d0, -1d0); lg = .true.; c5 = 'hello'; c4 = 4_'abc'
  v = [(i * 11, i = 1, 10)]; m = reshape([(i, i = 1, 6)], [2, 3])
  open (10, file='lane_desc.dat', form='unformatted', status='replace')
  do i = 1, 400
    write (10) i1, i2, i8, x4, x8, x10, z8, lg, c5, c4, v, v(2:10:2), m, e
  end do
  write (10) v(1:3)
  rewind (10)
  total = 0
  do i = 1, 400
    w = 0; n = 0
    read (10) r1, r2, r8i, y4, y8, y10, w8, lr, d5, d4, w, w(1:5), n, e
    if (r1 /= i1 .or. r2 /= i2 .or. r8i /= i8 .or. y4 /= x4 .or. &
        y8 /= x8 .or. y10 /= x10 .or. w8 /= z8 .or. (lr .neqv. lg) .or. &
        d5 /= c5 .or. d4 /= c4 .or. any(n /= m)) print *, 'differs', i
    total = total + sum(w)
  end do
  print *, 'total', total
  w = 0
  read (10, iostat=ios) w(1:2)
  print *, 'fewer', ios, w(1:3)
  backspace (10)
  read (10, iostat=ios) w(1:4)
  print *, 'more', ios
  read (10, iostat=ios) w(1:3)
  print *, 'end', ios
  close (10, status='delete')
end program unformatted_lane_descriptors
! CHECK: total 308000
! CHECK-NEXT: fewer 0 11 22 0
! CHECK-NEXT: more 1003
! CHECK-NEXT: end -1
