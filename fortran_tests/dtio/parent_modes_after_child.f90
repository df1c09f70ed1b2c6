! After a child statement of defined I/O, the parent statement goes on
! with the DELIM, ROUND and PAD modes of the connection, as libgfortran 12
! has them (it keeps them in the unit, where the child statement set
! them): strings after the child are not delimited unless OPEN gave
! DELIM= (the namelist default of quotes included), ROUND= and PAD= of
! the parent statement no longer apply.  A procedure that runs no child
! statement changes nothing.
! RUN: %fdiff %s | %fcheck %s
module m
  implicit none
  type :: t
    integer :: v = 7
  contains
    procedure :: wr
    procedure :: rd
    generic :: write(formatted) => wr
    generic :: read(formatted) => rd
  end type
  type :: q
    integer :: v = 8
  contains
    procedure :: wq
    generic :: write(formatted) => wq
  end type
contains
  subroutine wr(dtv, unit, iotype, v_list, iostat, iomsg)
    class(t), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write (unit, '(i3)', iostat=iostat) dtv%v
  end subroutine wr
  subroutine rd(dtv, unit, iotype, v_list, iostat, iomsg)
    class(t), intent(inout) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    read (unit, '(i1)', iostat=iostat) dtv%v
  end subroutine rd
  subroutine wq(dtv, unit, iotype, v_list, iostat, iomsg)
    class(q), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: v_list(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    iostat = 0  ! no child statement
  end subroutine wq
end module m

program parent_modes_after_child
  use m
  implicit none
  type(t) :: obj
  type(q) :: quiet
  character(6) :: label = 'walk', l2 = 'run'
  character(4) :: s
  integer :: ios
  namelist /g/ obj, label
  namelist /h/ label, obj, l2
  namelist /k/ quiet, label
  write (*, nml=g)
  write (*, nml=h)
  write (*, nml=k)
  write (*, *, delim='quote') label, obj, label
  write (*, '(f6.1,dt,f6.1)', round='up') 0.11, obj, 0.11
  write (*, '(f6.1,dt,ru,f6.1)', round='down') 0.11, obj, 0.11
  open (10, file='q.txt', status='replace', delim='quote')
  write (10, nml=g)
  write (10, nml=g, delim='apostrophe')
  close (10)
  open (10, file='a.txt', status='replace')
  write (10, nml=g, delim='apostrophe')
  write (10, '(a)') '5ab', '5ab'
  rewind (10)
  read (10, '(///)')
  s = 'xxxx'
  read (10, '(dt,a4)', pad='no', iostat=ios) obj, s
  print '(i0,1x,i0,1x,3a)', ios, obj%v, '[', s, ']'
  s = 'xxxx'
  read (10, '(a1,a4)', pad='no', iostat=ios) s, s
  print '(i0,1x,3a)', ios, '[', s, ']'
  close (10)
end program parent_modes_after_child
! CHECK:&G
! CHECK-NEXT: OBJ=  7
! CHECK-NEXT: LABEL=walk  ,
! CHECK-NEXT: /
! CHECK-NEXT:&H
! CHECK-NEXT: LABEL="walk  ",
! CHECK-NEXT: OBJ=  7
! CHECK-NEXT: L2=run   ,
! CHECK-NEXT: /
! CHECK-NEXT:&K
! CHECK-NEXT: QUIET=
! CHECK-NEXT: LABEL="walk  ",
! CHECK-NEXT: /
! CHECK-NEXT: "walk  "   7 walk  
! CHECK-NEXT:   0.2  7   0.1
! CHECK-NEXT:   0.1  7   0.2
! CHECK-NEXT:0 5 [ab  ]
! CHECK-NEXT:-2 [5   ]
