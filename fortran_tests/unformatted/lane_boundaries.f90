! The boundaries of the unformatted lane (transfer/unformatted_lane.h),
! which starts a plain unformatted sequential WRITE or READ with only the
! state its items and end need: many small records across the buffer's
! end, a record larger than the buffer after small ones, items of every
! type and arrays, empty records, a defined-I/O item (the lane is left),
! CONVERT='big_endian' (never on the lane), READs of records shorter and
! longer than their lists, READs past the end of the file with IOSTAT=,
! END= and ERR=, BACKSPACE after lane WRITEs, WRITEs with IOSTAT=
! between lane WRITEs, stream access with POS=, and a READ after a WRITE
! without repositioning.  Every file byte, value, IOSTAT and IOMSG must
! be libgfortran's.
! RUN: %fdiff %s
! RUN: %fdiff --env GFORTRAN_UNFORMATTED_BUFFER_SIZE=64 %s
! RUN: %fdiff --env GFORTRAN_UNFORMATTED_BUFFER_SIZE=4099 %s
! RUN: %fdiff --fflags=-frecord-marker=8 %s
! RUN: %fdiff --fflags=-fmax-subrecord-length=20 %s
! RUN: %fdiff --env GFORTRAN_CONVERT_UNIT=big_endian:20 %s
module lane_items
  implicit none
  type pair
    integer :: a = 7
    integer(2) :: b(3) = 5_2
  contains
    procedure :: wpair
    procedure :: rpair
    generic :: write(unformatted) => wpair
    generic :: read(unformatted) => rpair
  end type
contains
  subroutine wpair(dtv, unit, iostat, iomsg)
    class(pair), intent(in) :: dtv
    integer, intent(in) :: unit
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write (unit, iostat=iostat, iomsg=iomsg) dtv%a, dtv%b
  end subroutine
  subroutine rpair(dtv, unit, iostat, iomsg)
    class(pair), intent(inout) :: dtv
    integer, intent(in) :: unit
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    read (unit, iostat=iostat, iomsg=iomsg) dtv%a, dtv%b
  end subroutine
end module

program lane_boundaries
  use lane_items
  implicit none
  integer :: i, j, k, n, ios, sum1, u
  integer(1) :: b(100000), c(100000)
  integer(8) :: k8
  real :: r
  real(8) :: d
  complex :: z
  logical :: lg
  character(7) :: s
  character(kind=4, len=3) :: s4
  character(200) :: msg
  type(pair) :: p

  ! Many small records (4 to 64 bytes) across the buffer's end, a record
  ! larger than the buffer after them, small records again.
  do i = 1, size(b)
    b(i) = int(mod(i * 7, 127), 1)
  end do
  open (10, file='lane_small.dat', form='unformatted', status='replace')
  do i = 1, 3000
    n = 4 * (1 + mod(i, 16))
    write (10) b(i:i + n - 1)
  end do
  write (10) b
  do i = 1, 50
    write (10) i, i * 2
  end do
  write (10)
  write (10) 1_8, 2.5, 3.25d0, (1.0, -2.0), .true., 'abcdefg', kind4_char()
  write (10) p
  write (10) 11, p, 12
  write (10) 5, 6, 7
  write (10) 8
  write (10, iostat=ios) 99
  print '(a,i0)', 'iostat write ', ios
  write (10, err=90) 98
  rewind (10)
  sum1 = 0
  do i = 1, 3000
    n = 4 * (1 + mod(i, 16))
    read (10) c(1:n)
    if (any(c(1:n) /= b(i:i + n - 1))) print '(a,i0)', 'bad record ', i
    sum1 = sum1 + sum(int(c(1:n)))
  end do
  print '(a,i0)', 'small sum ', sum1
  c = 0
  read (10) c
  print '(a,l1)', 'large same ', all(c == b)
  do i = 1, 50
    read (10) j, k
    if (j /= i .or. k /= 2 * i) print '(a,i0)', 'bad pair ', i
  end do
  read (10)
  read (10) k8, r, d, z, lg, s, s4
  print '(i0,1x,f5.2,1x,f5.2,2(1x,f4.1),1x,l1,1x,a,1x,i0)', k8, r, d, z, lg, &
      s, ichar(s4(3:3))
  p = pair(0, 0_2)
  read (10) p
  print '(a,4(1x,i0))', 'pair', p%a, p%b
  read (10) i, p, j
  print '(a,6(1x,i0))', 'with pair', i, p%a, p%b, j
  ! A record longer than the list (the rest skipped), then shorter.
  read (10) i
  print '(a,i0)', 'first of record ', i
  msg = ''
  read (10, iostat=ios, iomsg=msg) i, j
  print '(a,i0,1x,i0,1x,a)', 'short record ', ios, i, trim(msg)
  read (10) i
  read (10, iostat=ios) j
  print '(a,i0,1x,i0,1x,i0)', 'handlers ', i, j, ios
  ! Past the end: IOSTAT=, END=, ERR= with IOSTAT=.
  msg = ''
  read (10, iostat=ios, iomsg=msg) i
  print '(a,i0,1x,a)', 'past end ', ios, trim(msg)
  backspace (10)
  read (10, end=80) i
  print '(a)', 'no end?'
80 print '(a)', 'end= taken'
  ! BACKSPACE after lane WRITEs, then READ.
  backspace (10)
  write (10) 1001, 1002
  write (10) 1003
  backspace (10)
  read (10) i
  print '(a,i0)', 'after backspace ', i
  backspace (10)
  backspace (10)
  read (10) i, j
  print '(a,i0,1x,i0)', 'two back ', i, j
  ! A WRITE after the READ (truncates), then a READ right after a WRITE.
  write (10) 2001
  msg = ''
  read (10, iostat=ios, iomsg=msg) i
  print '(a,i0,1x,a)', 'read after write ', ios, trim(msg)
  close (10)
  call dump('lane_small.dat')

  ! CONVERT='big_endian' records on the general path between lane ones.
  open (20, file='lane_be.dat', form='unformatted', convert='big_endian', &
        status='replace')
  do i = 1, 20
    write (20) i, int(i, 2), real(i)
  end do
  close (20)
  open (20, file='lane_be.dat', form='unformatted', convert='big_endian', &
        status='old')
  sum1 = 0
  do i = 1, 20
    read (20) j
    sum1 = sum1 + j
  end do
  print '(a,i0)', 'big-endian sum ', sum1
  close (20)
  call dump('lane_be.dat')

  ! Stream access with POS= among small items.
  open (newunit=u, file='lane_stream.dat', access='stream', &
        form='unformatted', status='replace')
  do i = 1, 10
    write (u) i
  end do
  write (u, pos=9) 300
  read (u, pos=5) i, j
  print '(a,2(1x,i0))', 'stream', i, j
  close (u)
  call dump('lane_stream.dat')

  ! Past the end with no handler: the error stops the program.
  open (10, file='lane_end.dat', form='unformatted', status='replace')
  write (10) 1
  rewind (10)
  read (10) i
  read (10) i
  print '(a)', 'not reached'
  stop
90 print '(a)', 'err= taken'

contains

  function kind4_char() result(c4)
    character(kind=4, len=3) :: c4
    c4 = char(int(z'263A'), kind=4) // char(66, kind=4) // char(300, kind=4)
  end function

  ! The file's bytes, summed and counted, and deleted.
  subroutine dump(name)
    character(*), intent(in) :: name
    integer :: v, sz, t
    integer(1), allocatable :: bytes(:)
    open (newunit=v, file=name, access='stream', form='unformatted', &
          status='old')
    inquire (v, size=sz)
    allocate (bytes(sz))
    read (v) bytes
    t = 0
    do sz = 1, size(bytes)
      t = mod(t * 31 + int(bytes(sz)) + 128, 1000003)
    end do
    print '(3a,i0,a,i0)', 'file ', name, ' bytes ', size(bytes), ' hash ', t
    close (v, status='delete')
  end subroutine
end program
