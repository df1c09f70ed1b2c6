! The formatted lane (transfer/plain_lane_formatted.h) takes a WRITE whose
! format ran last: each statement here runs twice in a row, the second
! time on the lane, whose item calls write A and I fields in place or
! hand the item to the general path (a padded or cut A field, I fields
! of every kind at their extremes, a field too wide, I0.m, reversion,
! a record longer than the stream's buffer, items of other types).
! RUN: %fdiff %s
program formatted_lane_fields
  implicit none
  integer :: k, n, ios
  character(len=:), allocatable :: s
  character(len=100) :: msg
  integer(1) :: i1
  integer(2) :: i2
  integer(8) :: i8
  integer(16) :: i16
  open (10, file='lane_fields.txt', status='replace')
  do k = 1, 2
    write (10,'(a3,a10)') 'abcdef', 'pad'
  end do
  do k = 1, 2
    write (10,'(a4,a2)') 'abc', 'x'
  end do
  do k = 1, 2
    write (10,'(a,a)') '', 'after empty'
  end do
  do k = 1, 2
    write (10,'(a)') ''
  end do
  do k = 1, 2
    i1 = huge(0_1) - int(k - 1, 1)
    write (10,'(i0,i5)') i1, -huge(0_1) - 1_1
  end do
  do k = 1, 2
    i2 = huge(0_2) - int(k - 1, 2)
    write (10,'(i0,i7)') i2, -huge(0_2) - 1_2
  end do
  do k = 1, 2
    i8 = huge(0_8) - k
    write (10,'(i0,i21)') i8, -huge(0_8) - 1_8
  end do
  do k = 1, 2
    i16 = huge(0_16) - k
    write (10,'(i0,1x)', iostat=ios) i16
    write (10,'(i0)') i16, -huge(0_16) - 1_16
  end do
  do k = 1, 2
    write (10,'(i3,i0.5,i6.4)') 0, k, -12
  end do
  do k = 1, 2
    write (10,'(i2,i3)') 12345 * k, -100
  end do
  do k = 1, 2
    write (10,'(i0.3)') 0, 7 * k, -123456
  end do
  do k = 1, 2
    write (10,'(2i4)') k, 2 * k, 3 * k, 4 * k, 5 * k
  end do
  do k = 1, 2
    write (10,'(a,i0)', iostat=ios) 'items of other types: ', k, 'x', 2.5
    print '(i0)', ios
  end do
  do k = 1, 2
    msg = ''
    write (10,'(i4)', iostat=ios, iomsg=msg) k, .true.
    print '(i0,1x,a)', ios, trim(msg)
  end do
  do k = 1, 2
    write (10,'(a2)') 'kind4 ' // achar(65 + k)
  end do
  n = 70000
  s = repeat('long', n)
  do k = 1, 2
    write (10,'(a)') s
  end do
  do k = 1, 2
    write (10,'(a,i0)') s(1:8180 + k), k
  end do
  close (10)
  open (10, file='lane_fields.txt', status='old')
  n = 0
  do
    read (10,'(a)', end=1) msg
    n = n + 1
    print '(i3,1x,a)', n, trim(msg(1:60))
  end do
1 close (10)
end program formatted_lane_fields
