! flang front door: a list-directed child READ (a defined input procedure's)
! that reads to the end of its record leaves that record end to the
! parent: the parent's next edit reads what is left of the record (nothing:
! padded), and the end of the parent's statement passes the record end,
! so the next READ reads the next record (the child passed it, and the
! parent then skipped the next record too).  Issue 18; progen --flang seed
! 855.
! RUN: %flangdiff %s | %fcheck %s
module m
  type :: t
    integer :: i = 0
    character(len=4) :: c = ''
  contains
    procedure :: rf
    generic :: read(formatted) => rf
  end type
contains
  subroutine rf(dtv, unit, iotype, v_list, iostat, iomsg)
    class(t), intent(inout) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    if (iotype == 'DT') then
      read(unit, *, iostat=iostat, iomsg=iomsg) dtv%i, dtv%c
    else
      read(unit, *, iostat=iostat, iomsg=iomsg) dtv%i
    end if
  end subroutine
end module
program child_list_read_record_end
  use m
  type(t) :: y
  integer :: ios, k
  character(80) :: msg
  character(12) :: recs(4) = [character(12) :: '  4 -12 ', '  4 ab  ', '  5 ', '  5']
  do k = 1, 4
    open(90, file='clre.dat', status='replace')
    if (k == 4) then
      write(90, '(a)') trim(recs(k))
    else
      write(90, '(a)') recs(k)(1:len_trim(recs(k))+1)
    end if
    write(90, '(a)') 'next'
    rewind(90)
    msg = ''
    if (k <= 2) then
      read(90, '(dt)', iostat=ios, iomsg=msg) y
    else
      read(90, '(dt"X",a)', iostat=ios, iomsg=msg) y, msg
    end if
    print *, k, ios, '[', trim(msg), ']', y%i
    read(90, '(a)', iostat=ios, iomsg=msg) msg
    print *, k, ios, trim(msg)
    close(90)
  end do
end program
! CHECK: 1 0 [] 4
! CHECK-NEXT: 1 0 next
! CHECK-NEXT: 2 0 [] 4
! CHECK-NEXT: 2 0 next
! CHECK-NEXT: 3 0 [] 5
! CHECK-NEXT: 3 0 next
! CHECK-NEXT: 4 0 [] 5
! CHECK-NEXT: 4 0 next
