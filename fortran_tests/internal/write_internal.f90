! WRITE to internal files: CHARACTER scalars and arrays (also sections with
! a stride), list-directed and formatted, records padded with blanks,
! EOR when a field does not fit, END past the last record (a scalar keeps
! libgfortran's single-blank record end), T/TL positioning, kind=4
! variables, and an internal WRITE inside the I/O list of a PRINT.
! RUN: %fdiff %s
! RUN: %fdiff --arg=fatal --expect-exit=2 --env GFORTRAN_ERROR_BACKTRACE=0 %s
program write_internal
  implicit none
  character(len=10) :: s
  character(len=8) :: arr(3), big(6)
  character(kind=4, len=6) :: w
  character(len=80) :: msg
  character(len=200) :: long
  character(len=10) :: arg
  integer :: ios, i
  call get_command_argument(1, arg)
  s = 'xxxxxxxxxx'
  write (s, *, iostat=ios, iomsg=msg) 1, 2, 3
  print *, '[', s, ']', ios, trim(msg)
  s = 'xxxxxxxxxx'
  write (s, '(i3)') 42
  print *, '[', s, ']'
  s = 'xxxxxxxxxx'
  write (s, '(i3,/,i3)', iostat=ios, iomsg=msg) 1, 2
  print *, '[', s, ']', ios, trim(msg)
  arr = 'yyyyyyyy'
  write (arr, '(i3,/,i3)') 1, 2
  print *, '[', arr, ']'
  arr = 'yyyyyyyy'
  write (arr, '(a)', iostat=ios, iomsg=msg) 'abc', 'def', 'ghi', 'jkl'
  print *, '[', arr, ']', ios, trim(msg)
  s = 'xxxxxxxxxx'
  write (s, '(a12)', iostat=ios, iomsg=msg) 'abcdefghijkl'
  print *, '[', s, ']', ios, trim(msg)
  write (s, '(i0)') 123456
  print *, '[', s, ']'
  write (s, '(t5, a, tl3, a)') 'AB', 'c'
  print *, '[', s, ']'
  write (s, *)
  print *, '[', s, ']'
  write (s, *, iostat=ios) 1.5
  print *, '[', s, ']', ios
  write (long, *) 1.5, -2.5d0, (1.0, 2.0), .true., 'txt', 7
  print *, '[', trim(long), ']'
  big = '--------'
  write (big(1:6:2), '(i4)') 7, 8, 9
  print *, '[', big, ']'
  write (w, '(a, i2)') 'ab', 12
  print *, len(w), ichar(w(1:1)), ichar(w(6:6))
  do i = 1, 3
    write (s, '(i0)') i * 111
    print *, 'value ', trim(s), ' ', label(i)
  end do
  if (arg == 'fatal') then
    write (arr, *) 'ab', 12
  end if
contains
  function label(k) result(r)
    integer, intent(in) :: k
    character(len=12) :: r
    write (r, '("item-", i3.3)') k
  end function label
end program write_internal
