! ftnio-specific: a feature ftnio does not implement yet stops the program
! loudly ("ftnio: <what> is not implemented", exit status 2) rather than
! passing the call to libgfortran's separate unit table, and output
! written before it is not lost.  Namelist WRITE of an object with defined
! derived-type output is used as the example; when it gets implemented,
! replace it with another unimplemented feature or delete this test.
! RUN: %ftnio-run --expect-exit=2 --show=both %s | %fcheck --implicit-check-not='not reached' %s
! RUN: %ftnio-run --expect-exit=2 --merged-file %s | %fcheck --check-prefix=MERGED %s
module not_implemented_m
  implicit none
  type t
    integer :: k = 3
  contains
    procedure :: wf
    generic :: write(formatted) => wf
  end type t
contains
  subroutine wf(dtv, unit, iotype, v_list, iostat, iomsg)
    class(t), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write (unit, '(a,i0)', iostat=iostat, iomsg=iomsg) 'k=', dtv%k
  end subroutine wf
end module not_implemented_m
program not_implemented
  use not_implemented_m
  implicit none
  type(t) :: x
  namelist /nl/ x
  print *, 'before'
  write (*, nml=nl)
  print *, 'not reached'
end program not_implemented
! CHECK: before
! CHECK:{{.*}}ftnio: namelist I/O with defined derived-type I/O is not implemented
! MERGED-DAG:{{.*}}ftnio: namelist I/O with defined derived-type I/O is not implemented
! MERGED-DAG: before
