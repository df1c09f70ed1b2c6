! Asynchronous formatted WRITEs of DTIO items (the compiler reuses one
! CLASS container for every array element: the recording must copy it),
! non-advancing and list-directed WRITEs, read back asynchronously.
! ftnio only: libgfortran 12 reports a bogus "Missing DTIO procedure"
! error for the DT item on its worker and then hangs.  The expected file
! follows from the standard (and equals what the synchronous statements
! give with libgfortran).
! RUN: %ftnio-run --show-file=m.txt %s | %fcheck %s
module m
  type t
    integer :: k
  contains
    procedure :: wr
    generic :: write(formatted) => wr
  end type
contains
  subroutine wr(dtv, unit, iotype, vlist, iostat, iomsg)
    class(t), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: vlist(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write(unit, '(a,i0,a)', iostat=iostat) '<', dtv%k, '>'
  end subroutine
end module
program dtio_nonadvancing
  use m
  type(t) :: x(3)
  integer :: u, i
  character(20) :: line
  real :: r(4)
  x = [t(1), t(2), t(3)]
  open(newunit=u, file='m.txt', status='replace', asynchronous='yes')
  write(u, '(3DT)', asynchronous='yes') x
  write(u, '(a)', advance='no', asynchronous='yes') 'abc'
  write(u, '(a)', asynchronous='yes') 'def'
  write(u, *, asynchronous='yes') 1.5, 2.5, 'x', .true.
  rewind(u)
  read(u, '(a)', asynchronous='yes') line
  wait(u)
  print *, trim(line)
  read(u, '(a)', asynchronous='yes') line
  wait(u)
  print *, trim(line)
  read(u, *, asynchronous='yes') r(1:2)
  wait(u)
  print *, r(1:2)
  close(u)
end program dtio_nonadvancing
! CHECK:<1><2><3>
! CHECK:abcdef
! CHECK:   1.50000000       2.50000000     x T
