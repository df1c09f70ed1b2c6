! flang front door: a defined output procedure that returns a nonzero
! IOSTAT fails its parent WRITE there, so the record ends as flang's
! runtime ends a failed one: a record with nothing written yet is
! dropped (list-directed, or a format whose first item failed), one with
! text keeps it, and a namelist group gets no '/'.  ftnio had ended the
! record normally and raised the condition after.
! RUN: %flangdiff %s | %fcheck %s
module m_failed_child
  type :: t
    integer :: i = 0
  contains
    procedure :: wf
    generic :: write(formatted) => wf
  end type
contains
  subroutine wf(dtv, unit, iotype, v_list, iostat, iomsg)
    class(t), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    iostat = 5432
    iomsg = 'child write failed'
  end subroutine
end module
program defined_output_failure
  use m_failed_child
  type(t) :: x, xa(2)
  integer :: ios, k
  character(80) :: msg
  namelist /nl/ k, x
  k = 5
  write(*, '(a,dt(12,4),a)', iostat=ios, iomsg=msg) 'L', x, 'R'
  print '(a,1x,i0,1x,a)', 'S1', ios, trim(msg)
  write(*, *, iostat=ios, iomsg=msg) x, 3
  print '(a,1x,i0,1x,a)', 'S2', ios, trim(msg)
  write(*, '(2(dt,1x))', iostat=ios, iomsg=msg) xa
  print '(a,1x,i0,1x,a)', 'S3', ios, trim(msg)
  write(*, nml=nl, iostat=ios, iomsg=msg)
  print '(a,1x,i0,1x,a)', 'S4', ios, trim(msg)
  write(*, '(a,dt,a)', iostat=ios, iomsg=msg) 'L', x, 'R'
  print '(a,1x,i0,1x,a)', 'S5', ios, trim(msg)
end program
! CHECK:L
! CHECK-NEXT:S1 5432 child write failed
! CHECK-NEXT:S2 5432 child write failed
! CHECK-NEXT:S3 5432 child write failed
! CHECK-NEXT: &NL K= 5,X=
! CHECK-NEXT:S4 5432 child write failed
! CHECK-NEXT:L
! CHECK-NEXT:S5 5432 child write failed
