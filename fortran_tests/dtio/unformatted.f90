! Unformatted defined derived-type I/O: the child statements continue the
! parent's record (one record per parent statement), sequential and
! stream access, arrays of items, nested unformatted DTIO, and the
! record's contents checked by reading it back without DTIO.
! RUN: %fdiff %s
module blobs
  implicit none
  type part
    integer(2) :: n = 3
  contains
    procedure :: wpart
    procedure :: rpart
    generic :: write(unformatted) => wpart
    generic :: read(unformatted) => rpart
  end type
  type blob
    integer :: id = 7
    real(8) :: v = 2.5d0
    type(part) :: p
  contains
    procedure :: wblob
    procedure :: rblob
    generic :: write(unformatted) => wblob
    generic :: read(unformatted) => rblob
  end type
contains
  subroutine wpart(dtv, unit, iostat, iomsg)
    class(part), intent(in) :: dtv
    integer, intent(in) :: unit
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write(unit, iostat=iostat, iomsg=iomsg) dtv%n, -dtv%n
  end subroutine
  subroutine rpart(dtv, unit, iostat, iomsg)
    class(part), intent(inout) :: dtv
    integer, intent(in) :: unit
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    integer(2) :: neg
    read(unit, iostat=iostat, iomsg=iomsg) dtv%n, neg
  end subroutine
  subroutine wblob(dtv, unit, iostat, iomsg)
    class(blob), intent(in) :: dtv
    integer, intent(in) :: unit
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write(unit, iostat=iostat, iomsg=iomsg) dtv%id
    write(unit, iostat=iostat, iomsg=iomsg) dtv%v, dtv%p
  end subroutine
  subroutine rblob(dtv, unit, iostat, iomsg)
    class(blob), intent(inout) :: dtv
    integer, intent(in) :: unit
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    read(unit, iostat=iostat, iomsg=iomsg) dtv%id
    read(unit, iostat=iostat, iomsg=iomsg) dtv%v, dtv%p
  end subroutine
end module

program unformatted
  use blobs
  implicit none
  type(blob) :: b, c(2), d
  integer :: head, id, ios
  real(8) :: v
  integer(2) :: n1, n2
  c(2)%id = 9
  c(2)%p%n = 11
  open(10, file='dtio_unf.bin', form='unformatted')
  write(10) 123, b, 456
  write(10) c
  rewind(10)
  read(10) head, id, v, n1, n2
  print *, head, id, v, n1, n2
  read(10) id
  print *, id
  rewind(10)
  read(10) head, d
  print *, head, d%id, d%v, d%p%n
  read(10) c(2), c(1)
  print *, c%id, c%p%n
  read(10, iostat=ios) d
  print *, 'eof', ios
  close(10, status='delete')
  open(11, file='dtio_unf.str', form='unformatted', access='stream')
  write(11) b, 99
  read(11, pos=1) d, head
  print *, d%id, d%v, d%p%n, head
  close(11, status='delete')
end program
