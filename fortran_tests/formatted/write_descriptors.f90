! Formatted WRITE to stdout with every family of edit descriptors:
! I/B/O/Z/F/E/ES/G/L/A, literals, X/T/TL/TR, ':', '/', '$', repeat counts,
! format reversion, sign and scale modes, rounding modes, DC/DP, complex
! items as two reals, and a type mismatch caught by IOSTAT= (whose partial
! record stays in the buffer and is continued by the next WRITE, as in
! libgfortran).
! RUN: %fdiff %s
! RUN: %fdiff --stdout-file %s
program fw
  integer :: ios, i
  real :: x = 1.5
  real(8) :: d = -2.25d0
  character(40) :: msg
  write(*,'(a,i3)',iostat=ios,iomsg=msg) 'abc', x
  print *, 'next', ios
  print *, trim(msg)
  write(*,'(i5, f8.3, e12.4, es12.3, g12.4, l3, a5, a)') 42, x, d, d, x, .true., 'hi', 'there'
  write(*,'("lit", 3x, i2, t2, "T", tr3, i1, 5x)') 7, 8
  write(*,'(2(i3,:,","))') 1, 2, 3, 4, 5
  write(*,'(i0, 1x, f0.3, 1x, g0, 1x, z8, 1x, b10, 1x, o6)') -17, 3.14159, 2.5d0, 255, 5, 64
  write(*,'(sp, i4, ss, i4, 2p, f8.3, -1p, e12.4)') 5, 5, 1.5, 1.5
  write(*,'(a, $)') 'no newline'
  write(*,'(a)') ' then'
  write(*,'(/,"x",/)')
  write(*,'(dc, f6.2, dp, f6.2)') 1.5, 1.5
  write(*,'(i3)') (i, i=1,4)
  write(*,'(3i4)') [(i, i=1,7)]
  write(*,'(2f8.2)') (1.0, 2.0), (3.0, 4.0)
  write(*,'(ru, f6.1, rd, f6.1, rz, f6.1, rn, f6.1, rc, f6.1)') 1.25, 1.25, -1.25, 1.25, 1.25
end program
