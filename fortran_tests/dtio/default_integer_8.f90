! A defined I/O procedure compiled with -fdefault-integer-8 reads its
! INTEGER unit dummy and stores its INTEGER iostat as 8 bytes, where the
! runtime's argument list has 4: the child statements must still find the
! parent's unit (progen --variants seed 311), and a parent without IOSTAT=
! must survive the procedure's wider store.  libgfortran 12 passes a
! 4-byte unit, and its child statements work or fail ("Unit number in I/O
! statement too large") as its stack happens to hold zeros beside it or
! not (seeds 592, 1398): a deliberate difference (README), so this test
! runs ftnio alone.  The CHECK lines are libgfortran's output for this
! program, where its stack holds zeros, as the standard has it.
! RUN: %ftnio-run --fflags=-fdefault-integer-8 %s | %fcheck %s
module m
  implicit none
  type :: t
    integer :: i = 0
    character(len=4) :: c = ''
  contains
    procedure :: wf
    procedure :: rf
    procedure :: wu
    generic :: write(formatted) => wf
    generic :: read(formatted) => rf
    generic :: write(unformatted) => wu
  end type
contains
  subroutine wf(dtv, unit, iotype, v_list, iostat, iomsg)
    class(t), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write(unit, *, iostat=iostat, iomsg=iomsg) dtv%i, dtv%c
  end subroutine
  subroutine rf(dtv, unit, iotype, v_list, iostat, iomsg)
    class(t), intent(inout) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    read(unit, *, iostat=iostat, iomsg=iomsg) dtv%i, dtv%c
  end subroutine
  subroutine wu(dtv, unit, iostat, iomsg)
    class(t), intent(in) :: dtv
    integer, intent(in) :: unit
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write(unit, iostat=iostat, iomsg=iomsg) dtv%i
  end subroutine
end module m

program default_integer_8
  use m
  implicit none
  type(t) :: x, y
  integer :: ios
  character(len=80) :: msg
  x%i = 123456
  x%c = 'ab'
  write(*, '(a,dt,a)', iostat=ios, iomsg=msg) 'L', x, 'R'
  print *, 'write stdout', ios
  write(*, '(a,dt,a)') '<', x, '>'
  open(10, file='p.dat', status='replace')
  write(10, '(dt)') x
  rewind(10)
  read(10, *, iostat=ios, iomsg=msg) y
  print *, 'read', ios, y%i, ' [', y%c, ']'
  close(10)
  open(11, file='u.dat', form='unformatted', status='replace')
  write(11, iostat=ios) x
  print *, 'unformatted', ios
  close(11, status='delete')
end program
! CHECK:L               123456 ab  R
! CHECK-NEXT: write stdout                    0
! CHECK-NEXT:<               123456 ab  >
! CHECK-NEXT: read                   -1               123456  [ab  ]
! CHECK-NEXT: unformatted                    0
