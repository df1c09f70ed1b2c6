! Unformatted sequential records assembled in place in the unit's buffer:
! records of one and of several items whose sizes step across every
! buffer boundary (an item that no longer fits moves the record out of
! the buffer), small items followed by large ones, empty records,
! subrecords, a WRITE after BACKSPACE and REWIND in the middle of the
! file, and a DTIO child continuing its parent's record.  The file and
! what reads back must be byte-identical to libgfortran's.
! RUN: %fdiff %s
! RUN: %fdiff --env GFORTRAN_UNFORMATTED_BUFFER_SIZE=64 %s
! RUN: %fdiff --env GFORTRAN_UNFORMATTED_BUFFER_SIZE=101 %s
! RUN: %fdiff --env GFORTRAN_UNFORMATTED_BUFFER_SIZE=9000 %s
! RUN: %fdiff --fflags=-frecord-marker=8 --env GFORTRAN_UNFORMATTED_BUFFER_SIZE=64 %s
! RUN: %fdiff --fflags=-fmax-subrecord-length=24 --env GFORTRAN_UNFORMATTED_BUFFER_SIZE=101 %s
module pairs
  implicit none
  type pair
    integer :: a = 1
    integer(1) :: b(5) = 2
  contains
    procedure :: wpair
    generic :: write(unformatted) => wpair
  end type
contains
  subroutine wpair(dtv, unit, iostat, iomsg)
    class(pair), intent(in) :: dtv
    integer, intent(in) :: unit
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write(unit, iostat=iostat, iomsg=iomsg) dtv%a, dtv%b
    write(unit, iostat=iostat, iomsg=iomsg) dtv%b(2:4)
  end subroutine
end module

program records_in_place
  use pairs
  implicit none
  integer(1) :: small(40)
  integer(1), allocatable :: big(:)
  integer :: i, k, n, ios
  character(80) :: msg
  type(pair) :: p(3)
  small = [(int(i, 1), i = 1, 40)]
  allocate (big(20000))
  big = [(int(mod(i, 97), 1), i = 1, 20000)]
  open (10, file='recs.bin', form='unformatted', status='replace')
  ! One item per record, sizes 0..40: every offset modulo small buffers.
  do n = 0, 40
    write (10) small(1:n)
  end do
  ! Several items per record, the last ones crossing the buffer end.
  do n = 1, 30
    write (10) small(1:n), n, small(1:mod(7 * n, 40)), real(n, 8)
  end do
  ! Small items, then one large enough to go to the file directly.
  write (10) small(1:3), big(1:9000), small(4:6)
  write (10) big(1:16000), small
  write (10) small(1:10), big
  write (10)
  ! A DTIO child adds to the parent's record.
  p(2)%a = 5
  write (10) small(1:4), p, small(5:7)
  do k = 1, 20
    write (10) p(1), small(1:k)
  end do
  close (10)
  ! Rewriting from the middle (another file, so that recs.bin keeps all
  ! of the above): BACKSPACE twice, then a new last record; REWIND, one
  ! READ, and a WRITE that ends the file there.
  open (12, file='mid.bin', form='unformatted', status='replace')
  do n = 1, 6
    write (12) small(1:3 * n), n
  end do
  backspace (12)
  backspace (12)
  write (12) small(1:33), 42
  write (12) small(1:2)
  rewind (12)
  read (12) n
  write (12) small(1:5)
  write (12) n
  close (12)

  open (10, file='recs.bin', form='unformatted', status='old')
  do k = 1, 4
    i = -1
    read (10, iostat=ios, iomsg=msg) i
    print *, k, ios, i
  end do
  close (10)
  open (11, file='recs.bin', form='unformatted', access='stream', status='old')
  inquire (11, size=n)
  print *, 'size', n
  close (11)
end program
