! Sequential formatted WRITEs of I and A edits only are written straight
! into the stream's buffer (transfer/formatted_write_direct.h): records
! longer than that buffer, records that end at or straddle its end,
! empty and long strings, and every integer kind at its extremes.
! RUN: %fdiff %s
program direct_write_records
  implicit none
  integer :: i, n
  character(len=:), allocatable :: s
  character(len=200) :: line
  open (10, file='direct_write_records.txt', status='replace')
  write (10,'(a)') ''
  write (10,'(a)')
  write (10,'(a,a)') 'x', ''
  ! records around the usual buffer sizes: fields and newlines that fill
  ! the buffer exactly, or cross its end
  do n = 4093, 4099
    s = repeat(achar(97 + mod(n, 26)), n)
    write (10,'(a)') s
  end do
  do n = 8189, 8194
    s = repeat(achar(97 + mod(n, 26)), n)
    write (10,'(a,i5)') s, n
  end do
  do n = 65533, 65538
    s = repeat('z', n)
    write (10,'(a)') s
  end do
  s = repeat('long', 100000)
  write (10,'(a)') s
  ! many short records: the buffer turns over between and inside them
  do i = 1, 3000
    write (10,'(i0,a,i7)') i, ' rec', -i
  end do
  write (10,'(i0)') huge(0_1), -huge(0_1) - 1_1
  write (10,'(i0)') huge(0_2), -huge(0_2) - 1_2
  write (10,'(i0)') huge(0_4), -huge(0_4) - 1
  write (10,'(i0)') huge(0_8), -huge(0_8) - 1_8
  write (10,'(i0)') huge(0_16), -huge(0_16) - 1_16
  write (10,'(i12)') huge(0_1), -huge(0_1) - 1_1, huge(0_2), -huge(0_2) - 1_2
  write (10,'(i12)') huge(0_4), -huge(0_4) - 1
  write (10,'(i12)') huge(0_8), -huge(0_8) - 1_8
  write (10,'(i12)') huge(0_16), -huge(0_16) - 1_16
  write (10,'(i25)') huge(0_8), -huge(0_8) - 1_8
  write (10,'(i3,i0.5,i6.4)') 0, 0, -12
  write (10,'(i0)') 0
  write (10,'(a3,a10)') 'abcdef', 'pad'
  write (10,'(a4,a2)') 'abc', 'x'
  close (10)
  open (10, file='direct_write_records.txt', status='old')
  n = 0
  do
    read (10,'(a)', end=1) line
    n = n + 1
    if (n < 4 .or. n > 3030) print '(i5,1x,a)', n, trim(line(1:60))
  end do
1 print '(a,i0)', 'records: ', n
  close (10)
end program direct_write_records
