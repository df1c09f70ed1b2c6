! A formatted WRITE in a loop takes back the format state of the one
! before it, edit modes included (set_initial_modes skips the set-up when
! nothing they depend on changed).  Each statement must still start from
! its unit's SIGN=, DECIMAL= and ROUND=: after edits that changed them in
! the statement before (SP, DC, RD, kP), on another unit with other modes,
! and after an OPEN of the connected unit changed them.  The records are
! short, stored in the unit's buffer in place (Fbuf::flush with the
! append window), and read back.
! RUN: %fdiff %s | %fcheck %s
! RUN: %fdiff --fflags=-fno-sign-zero %s | %fcheck --check-prefix=NOSZ %s
program initial_modes_reuse
  implicit none
  integer :: u, i, ios
  real :: x
  character(len=80) :: line
  open (newunit=u, file='initial_modes_reuse.txt', status='replace', &
        decimal='comma', sign='plus', round='up')
  do i = 1, 3
    x = real(i) / 3.0
    ! Edits that change every mode, then the same format again.
    write (u, '(f8.3,i3,sp,i3,ss,i3,2p,f9.3,dc,f8.3,dp,f8.3,rd,f6.1)') &
        x, i, i, i, x, x, x, x
    write (*, '(f8.3,i3,sp,i3,ss,i3,2p,f9.3,dc,f8.3,dp,f8.3,rd,f6.1)') &
        x, i, i, i, x, x, x, x
    ! One format on two units of different modes, alternately.
    write (u, '(f8.3,i4,f6.1)') x, i, -x
    write (*, '(f8.3,i4,f6.1)') x, i, -x
  end do
  ! The connected unit's modes changed by OPEN, same format after.
  do i = 1, 4
    if (i == 3) open (u, decimal='point', sign='suppress', round='down')
    write (u, '(f8.3,i4,f6.1)') -0.0, i, 2.0 / 3.0
  end do
  rewind (u)
  do
    read (u, '(a)', iostat=ios) line
    if (ios /= 0) exit
    print '(a)', trim(line)
  end do
  close (u, status='delete')
end program initial_modes_reuse
! CHECK:   0.333  1 +1  1   33.333  33,333  33.333  33.3
! CHECK:   0.333   1  -0.3
! CHECK:   0.667  2 +2  2   66.667  66,667  66.667  66.6
! CHECK:   0.667   2  -0.7
! CHECK:   1.000  3 +3  3  100.000 100,000 100.000 100.0
! CHECK:   1.000   3  -1.0
! CHECK:  +0,334 +1 +1  1   33,334  33,334  33.334  33.3
! CHECK:  +0,334  +1  -0,3
! CHECK:  +0,667 +2 +2  2   66,667  66,667  66.667  66.6
! CHECK:  +0,667  +2  -0,6
! CHECK:  +1,000 +3 +3  3  100,000 100,000 100.000 100.0
! CHECK:  +1,000  +3  -1,0
! CHECK:  -0,000  +1  +0,7
! CHECK:  -0,000  +2  +0,7
! CHECK:  -0.000   3   0.6
! CHECK:  -0.000   4   0.6
! NOSZ:   0.333  1 +1  1   33.333  33,333  33.333  33.3
! NOSZ:   0.333   1  -0.3
! NOSZ:   0.667  2 +2  2   66.667  66,667  66.667  66.6
! NOSZ:   0.667   2  -0.7
! NOSZ:   1.000  3 +3  3  100.000 100,000 100.000 100.0
! NOSZ:   1.000   3  -1.0
! NOSZ:  +0,334 +1 +1  1   33,334  33,334  33.334  33.3
! NOSZ:  +0,334  +1  -0,3
! NOSZ:  +0,667 +2 +2  2   66,667  66,667  66.667  66.6
! NOSZ:  +0,667  +2  -0,6
! NOSZ:  +1,000 +3 +3  3  100,000 100,000 100.000 100.0
! NOSZ:  +1,000  +3  -1,0
! NOSZ:  +0,000  +1  +0,7
! NOSZ:  +0,000  +2  +0,7
! NOSZ:   0.000   3   0.6
! NOSZ:   0.000   4   0.6
