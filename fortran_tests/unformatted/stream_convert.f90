! Stream access with CONVERT='BIG_ENDIAN': the written bytes are swapped
! copies (the variables are untouched) and there is no record limit;
! reading converts back.
! RUN: %fdiff %s
program stream_convert
  implicit none
  integer :: u, i, a(3), b(3)
  real(8) :: d
  a = [1, 256, -2]
  open (newunit=u, file='be.bin', access='stream', form='unformatted', &
        convert='big_endian', status='replace')
  write (u) a, 1.5d0, 'txt'
  print *, a
  read (u, pos=1) b, d
  print *, b, d
  close (u)
  i = 0
end program stream_convert
