! A sweep of INTEGER list-directed output of every kind, compared byte for
! byte with libgfortran: powers of ten and their neighbours (digit-count
! boundaries) and 3000 pseudo-random values of each kind.
! RUN: %fdiff %s | count 3159
! RUN: %fdiff --stdout-file %s | %fcheck %s
program int_sweep
  implicit none
  integer :: k, i
  integer(8) :: state, p8
  integer(16) :: p16, r16
  p8 = 1
  do k = 0, 18
    print *, k, p8 - 1, p8, -p8, -(p8 - 1)
    p8 = p8 * 10
  end do
  p16 = 1
  do k = 0, 38
    print *, k, p16 - 1, -p16
    p16 = p16 * 10
  end do
  do k = 0, 99
    print *, int(k - 50, 1), int(k * 655 - 32768, 2), int(k, 4) * 21474836
  end do
  state = 88172645463325252_8
  do i = 1, 3000
    state = ieor(state, ishft(state, 13))
    state = ieor(state, ishft(state, -7))
    state = ieor(state, ishft(state, 17))
    r16 = ior(ishft(int(state, 16), 64), int(not(state), 16))
    print *, int(ishft(state, -56), 1), int(ishft(state, -48), 2), &
             int(ishft(state, -32), 4), state, r16
  end do
  print *, 'done'
end program int_sweep
! CHECK:           0                    0                    1                   -1                    0
! CHECK:          18   999999999999999999  1000000000000000000 -1000000000000000000  -999999999999999999
! CHECK: done
