! Statements in a loop run the same format again and again; ftnio keeps
! the last states per thread and reuses them when the format's address,
! length and bytes are the same.  A CHARACTER variable at one address
! holding a new format each time, the same variable used by READ and WRITE
! (different parse options), a format of another length at the same
! address, and a format error after good uses must all be noticed.
! RUN: %fdiff %s
program format_reuse
  implicit none
  character(len=12) :: f
  character(len=40) :: line
  character(len=60) :: msg
  integer :: i, n, ios
  real :: x
  do i = 1, 4
    select case (mod(i, 2))
    case (0); f = '(i5)'
    case default; f = '(i3,"|")'
    end select
    write (*, f) i
  end do
  ! Same address, same bytes, READ then WRITE.
  f = '(f8.3)'
  do i = 1, 3
    write (line, f) real(i) / 3.0
    read (line, f) x
    write (*, f) x * 2
  end do
  ! Same bytes but a shorter length (substring) at the same address.
  f = '(i4)(i2)'
  do i = 1, 2
    write (*, f(1:4)) 12345
    write (*, f) 7
  end do
  ! A good format, then the same variable broken in place.
  do i = 1, 3
    if (i == 3) f = '(i4,q)'
    write (*, f, iostat=ios, iomsg=msg) i
    if (ios /= 0) print *, ios, trim(msg)
  end do
  ! A loop reading with one format and writing with another.
  n = 0
  do i = 1, 5
    write (line, '(i2,1x,i2)') i, i * i
    read (line, '(i2,1x,i2)') n, ios
    write (*, '(2i4)') n, ios
  end do
end program format_reuse
