! A formatted WRITE of I and A edits only on a scalar internal file: its
! fields go straight into the variable (internal_lane.cpp, the direct
! WRITE), and whatever that path does not do hands the statement to the
! general one mid-statement: fields too long for the variable (End of
! record), integer kind 16, other types, reversion, kind-4 text, items
! of an array.  The variable's contents after each statement, IOSTAT and
! IOMSG, as libgfortran has them.  Each statement runs twice: the first
! run of a format parses it on the general path, the second runs direct.
! RUN: %fdiff %s
program direct_write
  implicit none
  character(8) :: s
  character(24) :: line
  character(3) :: short
  character(80) :: msg
  character(kind=4, len=3) :: w4
  integer :: ios, k, rep
  integer :: ia(5) = [1, -22, 333, -4444, 55555]
  integer(1) :: i1
  integer(2) :: i2
  integer(8) :: i8
  integer(16) :: i16
  real :: x
  complex :: z

  ! fits, and blank-fills the rest
  do rep = 1, 2
    s = 'xxxxxxxx'
    write (s, '(i0)') 42
  end do
  call show('i0')
  do rep = 1, 2
    write (s, '(a)') 'ab'
  end do
  call show('a')
  do rep = 1, 2
    write (s, '(a,i0)') 'n=', -7
  end do
  call show('a,i0')
  do rep = 1, 2
    write (s, '(i3,a2,i3.2)') 5, 'ab', 7
  end do
  call show('iw')
  do rep = 1, 2
    write (s, '(a3,a10)', iostat=ios, iomsg=msg) 'abcdef', ''
  end do
  call show('aw', ios)
  do rep = 1, 2
    write (s, '(i0)')
  end do
  call show('none')
  do rep = 1, 2
    write (s, '(a)') ''
  end do
  call show('empty')
  do rep = 1, 2
    write (s, '(i2)') 123
  end do
  call show('stars')
  ! exactly the variable's length, then one more
  do rep = 1, 2
    write (s, '(i0)') -1234567
  end do
  call show('full')
  do rep = 1, 2
    s = 'yyyyyyyy'
    write (s, '(i0)', iostat=ios, iomsg=msg) 123456789
  end do
  call show('eor', ios)
  do rep = 1, 2
    s = 'yyyyyyyy'
    write (s, '(a,i0)', iostat=ios, iomsg=msg) 'ab', 1234567
  end do
  call show('eor2', ios)
  do rep = 1, 2
    s = 'yyyyyyyy'
    write (s, '(a)', iostat=ios, iomsg=msg) 'abcdefghi'
  end do
  call show('eor3', ios)
  ! the next statement after the error runs the same format again
  do rep = 1, 2
    write (s, '(i0)') 9
  end do
  call show('after')

  ! integer kinds 1 to 16: huge and negative values, too short
  i1 = -huge(i1) - 1_1
  i2 = -huge(i2) - 1_2
  i8 = -huge(i8) - 1_8
  i16 = -huge(i16) - 1_16
  do rep = 1, 2
    write (line, '(i0,1x)', iostat=ios) i1
  end do
  print '(a,i0,3a)', 'k1 ', ios, ' [', line, ']'
  do rep = 1, 2
    write (line, '(i0,a,i0)') i1, ',', i2
  end do
  print '(3a)', '[', line, ']'
  do rep = 1, 2
    write (line, '(i0)') i8
  end do
  print '(3a)', '[', line, ']'
  do rep = 1, 2
    write (line, '(a,i0)', iostat=ios, iomsg=msg) 'q', i16
  end do
  print '(a,i0,4a)', 'k16 ', ios, ' [', line, '] ', trim(msg)
  do rep = 1, 2
    write (line(1:20), '(i0)', iostat=ios, iomsg=msg) i8
  end do
  print '(a,i0,4a)', 'k8 short ', ios, ' [', line, '] ', trim(msg)
  do rep = 1, 2
    write (short, '(i0)', iostat=ios, iomsg=msg) i1
  end do
  print '(a,i0,4a)', 'k1 short ', ios, ' [', short, '] ', trim(msg)
  do rep = 1, 2
    write (short, '(i0)', iostat=ios, iomsg=msg) huge(i2)
  end do
  print '(a,i0,4a)', 'k2 short ', ios, ' [', short, '] ', trim(msg)
  do rep = 1, 2
    write (line, '(i0.30)', iostat=ios, iomsg=msg) 5
  end do
  print '(a,i0,4a)', 'm ', ios, ' [', line, '] ', trim(msg)

  ! other types: the general path's messages
  do rep = 1, 2
    s = 'zzzzzzzz'
    write (s, '(a,i0)', iostat=ios, iomsg=msg) 'r', 1.5
  end do
  call show('real', ios)
  do rep = 1, 2
    write (s, '(i0)', iostat=ios, iomsg=msg) 'text'
  end do
  call show('char', ios)
  x = 2.5
  do rep = 1, 2
    write (s, '(i2,i3)', iostat=ios, iomsg=msg) 1, x
  end do
  call show('second', ios)
  z = (1.0, 2.0)
  do rep = 1, 2
    write (s, '(i3,i3)', iostat=ios, iomsg=msg) z
  end do
  call show('complex', ios)
  w4 = 4_'xyz'
  do rep = 1, 2
    write (s, '(a,a)') 'k', w4
  end do
  call show('kind4')

  ! reversion: the record ends (a scalar file's blank), the next goes on
  do rep = 1, 2
    write (line, '(i0)', iostat=ios, iomsg=msg) 1, 2, 3
  end do
  print '(a,i0,4a)', 'rev ', ios, ' [', line, '] ', trim(msg)
  do rep = 1, 2
    write (line, '(a,i3)', iostat=ios, iomsg=msg) 'a', 1, 'b', 2
  end do
  print '(a,i0,4a)', 'rev2 ', ios, ' [', line, '] ', trim(msg)
  do rep = 1, 2
    write (s, '(i0)', iostat=ios, iomsg=msg) 1234, 5678
  end do
  call show('revert eor', ios)

  ! array items, contiguous runs and more items than edits
  do rep = 1, 2
    write (line, '(5i4)') ia
  end do
  print '(3a)', '[', line, ']'
  do rep = 1, 2
    write (line, '(3i0)') ia(1:3)
  end do
  print '(3a)', '[', line, ']'
  do rep = 1, 2
    write (line, '(2i5)', iostat=ios, iomsg=msg) ia
  end do
  print '(a,i0,4a)', 'arr ', ios, ' [', line, '] ', trim(msg)
  do rep = 1, 2
    write (line, '(i0)', iostat=ios, iomsg=msg) (ia(k), k = 1, 5)
  end do
  print '(a,i0,4a)', 'do ', ios, ' [', line, '] ', trim(msg)

  ! not direct: a data edit followed by '/', T, X or a string
  do rep = 1, 2
    write (line, '(i2/i2)', iostat=ios) 1, 2
  end do
  print '(a,i0,3a)', 'slash ', ios, ' [', line, ']'
  do rep = 1, 2
    write (line, '(i2,t6,i2,tl4,a)') 1, 2, 'x'
  end do
  print '(3a)', '[', line, ']'
  do rep = 1, 2
    write (line, '(i2,2x,i0,"!")') 1, 2
  end do
  print '(3a)', '[', line, ']'
  do rep = 1, 2
    write (line, '(i0,:,",",i0)') 7
  end do
  print '(3a)', '[', line, ']'

  ! a function in the I/O list writes another internal file
  do rep = 1, 2
    write (line, '(a,i0,a)') inner(3), 4, inner(5)
  end do
  print '(3a)', '[', line, ']'
  ! and the same format, nested
  do rep = 1, 2
    write (line, '(i0)') twice(21)
  end do
  print '(3a)', '[', line, ']'

contains

  subroutine show(what, code)
    character(*), intent(in) :: what
    integer, intent(in), optional :: code
    if (present(code)) then
      print '(2a,i0,5a)', what, ' ', code, ' [', s, '] ', trim(msg)
      msg = ''
    else
      print '(4a)', what, ' [', s, ']'
    end if
  end subroutine

  function inner(n) result(r)
    integer, intent(in) :: n
    character(4) :: r
    write (r, '(a,i0)') '<', n
  end function

  function twice(n) result(r)
    integer, intent(in) :: n
    integer :: r
    character(6) :: t
    write (t, '(i0)') 2 * n
    read (t, *) r
  end function
end program
