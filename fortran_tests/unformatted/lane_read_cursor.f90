! The unformatted lane's READ keeps its place in the stream's buffer
! (unformatted_lane.h: lane_at, lane_end) and moves the unit's position
! only when it ends or leaves the lane: a defined-I/O item after lane
! items (the lane is left in mid-record), an item past the record's end
! after lane items, an item that crosses the buffer's end, records read
! with fewer items than written, zero-size items, then each time the
! next record and a BACKSPACE and READ again.  The conditions go to
! every combination of IOSTAT=, IOMSG=, ERR= and END= (their labels are
! filled in one store: abi/dt_access.h), and a statement follows each
! condition.  Values, IOSTAT, IOMSG and labels must be libgfortran's.
! RUN: %fdiff %s
! RUN: %fdiff --env GFORTRAN_UNFORMATTED_BUFFER_SIZE=64 %s
! RUN: %fdiff --fflags=-frecord-marker=8 --env GFORTRAN_UNFORMATTED_BUFFER_SIZE=100 %s
module cursor_items
  implicit none
  type tag
    integer :: a = 0
    integer(2) :: b = 0_2
  contains
    procedure :: rtag
    generic :: read(unformatted) => rtag
  end type
contains
  subroutine rtag(dtv, unit, iostat, iomsg)
    class(tag), intent(inout) :: dtv
    integer, intent(in) :: unit
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    read (unit, iostat=iostat, iomsg=iomsg) dtv%a, dtv%b
  end subroutine
end module

program lane_read_cursor
  use cursor_items
  implicit none
  integer :: u, i, k, k2, k3, ios, e(0)
  integer(2) :: h
  real(8) :: d
  character(0) :: none
  character(6) :: c6
  character(40) :: msg
  type(tag) :: t

  open(newunit=u, file='lane_read_cursor.dat', form='unformatted', &
       status='replace')
  do i = 1, 30
    write(u) i, int(i, 2), 2*i, 3*i, real(i, 8), 'abcdef'
  end do
  rewind(u)

  do i = 1, 3
    ! A defined-I/O item after two lane items: its components are the
    ! record's next bytes.
    k = -1; t = tag(-1, -1_2)
    read(u, iostat=ios) k, h, t
    print *, 'dtio', i, ios, k, h, t%a, t%b
    read(u) k
    print *, 'next', k
    backspace(u)
    read(u) k, h, k2, k3, d, c6
    print *, 'again', k, h, k2, k3, d, c6
  end do

  do i = 1, 3
    ! Past the record's end after lane items: IOSTAT= and IOMSG=.
    msg = '(unchanged)'
    read(u, iostat=ios, iomsg=msg) k, h, k2, k3, d, c6, k
    print *, 'short', ios, trim(msg), k, c6
    read(u) k, none, e, h
    print *, 'zero-size', k, h
    backspace(u)
    backspace(u)
    read(u) k, h, k2
    print *, 'back', k, h, k2
  end do

  ! ERR= alone, then END= alone, then both with IOSTAT=.
  read(u, err=10) k, h, k2, k3, d, c6, d
  print *, 'no error?'
10 print *, 'err label', k
  read(u) k
  print *, 'after err', k
  do i = 1, 30
    read(u, end=20) k
  end do
20 print *, 'end label', k
  read(u, iostat=ios, err=30, end=40) k
  print *, 'no end?'
  goto 50
30 print *, 'err label 2'
  goto 50
40 print *, 'end label 2'
50 continue
  read(u, iostat=ios, iomsg=msg) k
  print *, 'end again', ios, trim(msg)
  rewind(u)
  ! Many records, each read with fewer items than written.
  k3 = 0
  do i = 1, 30
    read(u) k, h
    k3 = k3 + k + h
  end do
  print *, 'sum', k3
  close(u, status='delete')
end program
