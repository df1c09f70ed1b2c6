! A sweep of REAL(4) and REAL(8) list-directed output, compared byte for byte
! with libgfortran: every power of ten in range with its two neighbours (the
! F/E switch and digit-count boundaries) and 4000 pseudo-random bit patterns
! of each kind (all exponents, subnormals, NaN payloads, both signs).
! RUN: %fdiff %s | count 4797
! RUN: %fdiff --stdout-file %s | %fcheck %s
program real_sweep
  implicit none
  integer :: k, i
  integer(8) :: state
  real(4) :: x
  real(8) :: d
  do k = -45, 38
    x = 10.0**k
    print *, k, nearest(x, -1.0), x, nearest(x, 1.0)
  end do
  do k = -323, 308
    d = 10d0**k
    print *, k, nearest(d, -1d0), d, nearest(d, 1d0)
  end do
  ! Halves and near-halves: rounding of the last printed digit.
  do k = 1, 80
    x = real(k) + 0.5
    d = real(k, 8) / 16d0 + 0.5d-16
    print *, x, -x, d, -d
  end do
  state = 88172645463325252_8
  do i = 1, 4000
    ! xorshift64: deterministic, covers all bit patterns evenly
    state = ieor(state, ishft(state, 13))
    state = ieor(state, ishft(state, -7))
    state = ieor(state, ishft(state, 17))
    x = transfer(int(ishft(state, -32), 4), x)
    d = transfer(state, d)
    print *, x, d
  end do
  print *, 'done'
end program real_sweep
! CHECK:         -45  -1.40129846E-45   0.00000000       1.40129846E-45
! CHECK:           0  0.999999940       1.00000000       1.00000012{{    }}
! CHECK: done
