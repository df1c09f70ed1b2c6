! The formatted lane (transfer/plain_lane_formatted.h) takes a plain
! formatted WRITE of I and A edits whose format ran last; every other
! statement, and one that meets what the lane does not do, goes the
! general way with the whole statement's state: IOSTAT=, IOMSG= and ERR=
! after an error in the middle, ADVANCE='NO' before it, a unit not yet
! open, the pre-connected units, a defined-I/O child, a format changed in
! place, format reversion, a WRITE inside the file (after REWIND and
! BACKSPACE), I/O on another unit from a function in the I/O list, and
! at last an error without IOSTAT= (its message names the unit and file).
! RUN: %fdiff --expect-exit=2 --env GFORTRAN_ERROR_BACKTRACE=0 %s
! RUN: %fdiff --expect-exit=2 --env GFORTRAN_ERROR_BACKTRACE=0 --env GFORTRAN_UNBUFFERED_ALL=1 %s
module lane_types
  implicit none
  type :: pt
    integer :: v = 0
  contains
    procedure :: wf
    generic :: write(formatted) => wf
  end type
contains
  subroutine wf(dtv, unit, iotype, v_list, iostat, iomsg)
    class(pt), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    ! child statements: never on the lane
    write (unit, '(a)', iostat=iostat, iomsg=iomsg) '<'
    if (iostat == 0) write (unit, '(i0)', iostat=iostat, iomsg=iomsg) dtv%v
    if (iostat == 0) write (unit, '(a)', iostat=iostat, iomsg=iomsg) '>'
  end subroutine
end module lane_types

program formatted_lane_refusals
  use lane_types
  implicit none
  integer :: i, ios
  character(len=100) :: msg, line
  character(len=8) :: fm
  type(pt) :: x
  x%v = 42
  open (10, file='lane.txt', status='replace')
  do i = 1, 3
    write (10,'(a)') 'lane'
    write (10,'(i0)') i
    write (10,'(3i4)') i, -i, 10 * i
  end do
  ! IOSTAT= and IOMSG= with an error in the middle (the second item
  ! reverts the format and is no INTEGER)
  msg = ''
  write (10,'(i0)', iostat=ios, iomsg=msg) 1, 2.5
  print '(a,i0,1x,a)', 'real to I0: ', ios, trim(msg)
  write (10,'(a,i0)', iostat=ios, iomsg=msg) 'x', 'not an integer'
  print '(a,i0,1x,a)', 'char to I0: ', ios, trim(msg)
  write (10,'(i5)', err=10) 7, 'y'
  print '(a)', 'no ERR= branch'
10 continue
  print '(a)', 'after ERR='
  write (10,'(a)') 'after errors'
  ! ADVANCE='NO', then the lane's statement continues the record
  write (10,'(a)', advance='no') 'part one, '
  write (10,'(a)') 'part two'
  write (10,'(i0)', advance='no') 5
  write (10,'(i0)') 6
  ! format reversion and a defined-I/O item leave the lane
  write (10,'(i0)') 1, 2, 3
  write (10,'(a,i3)') 'p', 1, 'q', 2
  write (10,'(a,dt,a)') '[', x, ']'
  ! a format changed in place, and three formats in turn
  fm = '(i0)'
  write (10, fm) 11
  fm = '(i6)'
  write (10, fm) 11
  fm = '(a,i2)'
  write (10, fm) 'v', 11
  do i = 1, 4
    write (10,'(i0)') i
    write (10,'(a)') 'between'
    write (10,'(i2,a)') i, ' third'
  end do
  ! I/O on another unit from a function in the I/O list
  write (10,'(a,i0,a)') 'f gives ', f(3), ' here'
  ! a unit not yet open, then open
  write (11,'(a)') 'to fort.11'
  write (11,'(i0)') 111
  ! pre-connected units
  write (6,'(a)') 'to unit 6'
  write (6,'(i0)') 6
  print '(a)', 'print'
  write (0,'(a)') 'to unit 0'
  write (5,'(a)', iostat=ios) 'to unit 5'
  print '(a,l1)', 'unit 5 failed: ', ios /= 0
  ! inside the file (after REWIND, BACKSPACE): the WRITE cuts the file
  ! after its record
  open (13, file='inside.txt', status='replace')
  fm = '(i0)'
  do i = 1, 4
    write (13, fm) 1000 * i
  end do
  rewind (13)
  write (13, fm) 5
  write (13, fm) 1234
  write (13, fm) 5678
  backspace (13)
  write (13, fm) 9
  close (13)
  ! an old file's first WRITE, its format ready
  open (13, file='inside.txt', status='old')
  write (13, fm) 1
  write (13, fm) 77
  write (13, fm) 88
  close (13)
  open (13, file='inside.txt', status='old')
  do
    read (13,'(a)', end=15) line
    print '(a)', trim(line)
  end do
15 close (13)
  close (10)
  close (11)
  open (10, file='lane.txt', status='old')
  do
    read (10,'(a)', end=20) line
    print '(a)', trim(line)
  end do
20 close (10)
  open (11, file='fort.11', status='old')
  do
    read (11,'(a)', end=30) line
    print '(a)', trim(line)
  end do
30 close (11, status='delete')
  open (12, file='other.txt', status='old')
  read (12,'(a)') line
  print '(a)', trim(line)
  close (12, status='delete')
  ! an error on the lane's statement without IOSTAT=: the message names
  ! the unit and its file
  open (10, file='lane.txt', position='append')
  fm = '(a,i0)'
  write (10, fm) 'last', 1
  write (10, fm) 'bad', 'item'
  print '(a)', 'not reached'
contains
  integer function f(n)
    integer, intent(in) :: n
    open (12, file='other.txt', status='replace')
    write (12,'(i0)') n
    close (12)
    f = 2 * n
  end function
end program formatted_lane_refusals
