! flang front door: "Attempt to write N bytes to position P in a
! fixed-size record" names the piece of the field that did not fit, as
! flang 19's runtime emits a field: blanks, signs, '.', padding zeros and
! B/O/Z digits one at a time, a run of significant digits (a real's sign
! with it), an exponent at once.  Trailing zeros are padding when the
! value is exact or was rounded up, digits when it was rounded down
! (0.0125 in REAL(4) is 0.01250000019: "0.1250E-01" keeps "1250").
! RUN: %flangdiff %s | %fcheck %s
program overrun_pieces
  implicit none
  integer :: ios, u, k, j, m, r
  character(100) :: msg
  character(30) :: f
  character(8), parameter :: redits(5) = [character(8) :: 'F9.3', 'E12.4', &
       'D11.2', 'EN13.3', 'G11.4']
  character(8), parameter :: iedits(4) = [character(8) :: 'I6.4', 'B10', &
       'Z4', 'I3']
  real :: r4(4) = [-12.5, 0.0125, 1.05, -0.5]
  real(8) :: r8(2) = [0.1d0, -9.9996d0]
  integer :: iv(3) = [-5, 204, 1200]
  open (newunit=u, status='scratch', access='direct', form='formatted', &
        recl=10)
  r = 0
  do j = 1, size(redits)
    do m = 1, size(r4) + size(r8)
      do k = 3, 8
        write (f, '(a,i0,a,a,a)') '(TR', k, ',', trim(redits(j)), ')'
        msg = ''
        r = r + 1
        if (m <= size(r4)) then
          write (u, f, rec=r, iostat=ios, iomsg=msg) r4(m)
        else
          write (u, f, rec=r, iostat=ios, iomsg=msg) r8(m - size(r4))
        end if
        if (ios /= 0) print '(a,1x,i0,1x,i0,1x,a)', trim(f), m, ios, trim(msg)
      end do
    end do
  end do
  do j = 1, size(iedits)
    do m = 1, size(iv)
      do k = 3, 8
        write (f, '(a,i0,a,a,a)') '(TR', k, ',', trim(iedits(j)), ')'
        msg = ''
        r = r + 1
        write (u, f, rec=r, iostat=ios, iomsg=msg) iv(m)
        if (ios /= 0) print '(a,1x,i0,1x,i0,1x,a)', trim(f), m, ios, trim(msg)
      end do
    end do
  end do
  close (u)
end program overrun_pieces
! CHECK:(TR3,F9.3) 1 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR4,F9.3) 1 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,F9.3) 1 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,F9.3) 1 1002 Attempt to write 3 bytes to position 8 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,F9.3) 1 1002 Attempt to write 3 bytes to position 9 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,F9.3) 1 1002 Attempt to write 3 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,F9.3) 2 1002 Attempt to write 2 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR4,F9.3) 2 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,F9.3) 2 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,F9.3) 2 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,F9.3) 2 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,F9.3) 2 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,F9.3) 3 1002 Attempt to write 2 bytes to position 9 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR4,F9.3) 3 1002 Attempt to write 2 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,F9.3) 3 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,F9.3) 3 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,F9.3) 3 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,F9.3) 3 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,F9.3) 4 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR4,F9.3) 4 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,F9.3) 4 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,F9.3) 4 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,F9.3) 4 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,F9.3) 4 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,F9.3) 5 1002 Attempt to write 3 bytes to position 9 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR4,F9.3) 5 1002 Attempt to write 3 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,F9.3) 5 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,F9.3) 5 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,F9.3) 5 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,F9.3) 5 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,F9.3) 6 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR4,F9.3) 6 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,F9.3) 6 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,F9.3) 6 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,F9.3) 6 1002 Attempt to write 2 bytes to position 9 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,F9.3) 6 1002 Attempt to write 2 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,E12.4) 1 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR4,E12.4) 1 1002 Attempt to write 3 bytes to position 8 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,E12.4) 1 1002 Attempt to write 3 bytes to position 9 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,E12.4) 1 1002 Attempt to write 3 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,E12.4) 1 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,E12.4) 1 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,E12.4) 2 1002 Attempt to write 4 bytes to position 7 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR4,E12.4) 2 1002 Attempt to write 4 bytes to position 8 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,E12.4) 2 1002 Attempt to write 4 bytes to position 9 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,E12.4) 2 1002 Attempt to write 4 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,E12.4) 2 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,E12.4) 2 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,E12.4) 3 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR4,E12.4) 3 1002 Attempt to write 3 bytes to position 8 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,E12.4) 3 1002 Attempt to write 3 bytes to position 9 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,E12.4) 3 1002 Attempt to write 3 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,E12.4) 3 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,E12.4) 3 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,E12.4) 4 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR4,E12.4) 4 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,E12.4) 4 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,E12.4) 4 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,E12.4) 4 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,E12.4) 4 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,E12.4) 5 1002 Attempt to write 4 bytes to position 7 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR4,E12.4) 5 1002 Attempt to write 4 bytes to position 8 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,E12.4) 5 1002 Attempt to write 4 bytes to position 9 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,E12.4) 5 1002 Attempt to write 4 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,E12.4) 5 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,E12.4) 5 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,E12.4) 6 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR4,E12.4) 6 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,E12.4) 6 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,E12.4) 6 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,E12.4) 6 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,E12.4) 6 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,D11.2) 1 1002 Attempt to write 4 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR4,D11.2) 1 1002 Attempt to write 2 bytes to position 9 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,D11.2) 1 1002 Attempt to write 2 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,D11.2) 1 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,D11.2) 1 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,D11.2) 1 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,D11.2) 2 1002 Attempt to write 4 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR4,D11.2) 2 1002 Attempt to write 2 bytes to position 9 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,D11.2) 2 1002 Attempt to write 2 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,D11.2) 2 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,D11.2) 2 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,D11.2) 2 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,D11.2) 3 1002 Attempt to write 4 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR4,D11.2) 3 1002 Attempt to write 2 bytes to position 9 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,D11.2) 3 1002 Attempt to write 2 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,D11.2) 3 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,D11.2) 3 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,D11.2) 3 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,D11.2) 4 1002 Attempt to write 4 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR4,D11.2) 4 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,D11.2) 4 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,D11.2) 4 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,D11.2) 4 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,D11.2) 4 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,D11.2) 5 1002 Attempt to write 4 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR4,D11.2) 5 1002 Attempt to write 2 bytes to position 9 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,D11.2) 5 1002 Attempt to write 2 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,D11.2) 5 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,D11.2) 5 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,D11.2) 5 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,D11.2) 6 1002 Attempt to write 4 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR4,D11.2) 6 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,D11.2) 6 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,D11.2) 6 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,D11.2) 6 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,D11.2) 6 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,EN13.3) 1 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR4,EN13.3) 1 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,EN13.3) 1 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,EN13.3) 1 1002 Attempt to write 3 bytes to position 8 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,EN13.3) 1 1002 Attempt to write 3 bytes to position 9 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,EN13.3) 1 1002 Attempt to write 3 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,EN13.3) 2 1002 Attempt to write 3 bytes to position 9 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR4,EN13.3) 2 1002 Attempt to write 3 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,EN13.3) 2 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,EN13.3) 2 1002 Attempt to write 2 bytes to position 9 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,EN13.3) 2 1002 Attempt to write 2 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,EN13.3) 2 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,EN13.3) 3 1002 Attempt to write 2 bytes to position 9 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR4,EN13.3) 3 1002 Attempt to write 2 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,EN13.3) 3 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,EN13.3) 3 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,EN13.3) 3 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,EN13.3) 3 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,EN13.3) 4 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR4,EN13.3) 4 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,EN13.3) 4 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,EN13.3) 4 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,EN13.3) 4 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,EN13.3) 4 1002 Attempt to write 2 bytes to position 9 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,EN13.3) 5 1002 Attempt to write 3 bytes to position 9 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR4,EN13.3) 5 1002 Attempt to write 3 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,EN13.3) 5 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,EN13.3) 5 1002 Attempt to write 3 bytes to position 8 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,EN13.3) 5 1002 Attempt to write 3 bytes to position 9 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,EN13.3) 5 1002 Attempt to write 3 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,EN13.3) 6 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR4,EN13.3) 6 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,EN13.3) 6 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,EN13.3) 6 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,EN13.3) 6 1002 Attempt to write 2 bytes to position 9 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,EN13.3) 6 1002 Attempt to write 2 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,G11.4) 1 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR4,G11.4) 1 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,G11.4) 1 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,G11.4) 1 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,G11.4) 1 1002 Attempt to write 3 bytes to position 8 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,G11.4) 1 1002 Attempt to write 3 bytes to position 9 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,G11.4) 2 1002 Attempt to write 4 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR4,G11.4) 2 1002 Attempt to write 4 bytes to position 7 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,G11.4) 2 1002 Attempt to write 4 bytes to position 8 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,G11.4) 2 1002 Attempt to write 4 bytes to position 9 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,G11.4) 2 1002 Attempt to write 4 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,G11.4) 2 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,G11.4) 3 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR4,G11.4) 3 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,G11.4) 3 1002 Attempt to write 2 bytes to position 9 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,G11.4) 3 1002 Attempt to write 2 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,G11.4) 3 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,G11.4) 3 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,G11.4) 4 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR4,G11.4) 4 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,G11.4) 4 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,G11.4) 4 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,G11.4) 4 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,G11.4) 4 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,G11.4) 5 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR4,G11.4) 5 1002 Attempt to write 4 bytes to position 7 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,G11.4) 5 1002 Attempt to write 4 bytes to position 8 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,G11.4) 5 1002 Attempt to write 4 bytes to position 9 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,G11.4) 5 1002 Attempt to write 4 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,G11.4) 5 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,G11.4) 6 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR4,G11.4) 6 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,G11.4) 6 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,G11.4) 6 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,G11.4) 6 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,G11.4) 6 1002 Attempt to write 2 bytes to position 9 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,I6.4) 1 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,I6.4) 1 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,I6.4) 1 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,I6.4) 1 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,I6.4) 2 1002 Attempt to write 3 bytes to position 8 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,I6.4) 2 1002 Attempt to write 3 bytes to position 9 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,I6.4) 2 1002 Attempt to write 3 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,I6.4) 2 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,I6.4) 3 1002 Attempt to write 4 bytes to position 7 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,I6.4) 3 1002 Attempt to write 4 bytes to position 8 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,I6.4) 3 1002 Attempt to write 4 bytes to position 9 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,I6.4) 3 1002 Attempt to write 4 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,B10) 1 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR4,B10) 1 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,B10) 1 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,B10) 1 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,B10) 1 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,B10) 1 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,B10) 2 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR4,B10) 2 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,B10) 2 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,B10) 2 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,B10) 2 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,B10) 2 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR3,B10) 3 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR4,B10) 3 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR5,B10) 3 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR6,B10) 3 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,B10) 3 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,B10) 3 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,Z4) 1 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,Z4) 1 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,Z4) 2 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,Z4) 2 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR7,Z4) 3 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,Z4) 3 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,I3) 1 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,I3) 2 1002 Attempt to write 3 bytes to position 8 in a fixed-size record of 10 bytes
! CHECK-NEXT:(TR8,I3) 3 1002 Attempt to write 1 bytes to position 10 in a fixed-size record of 10 bytes
