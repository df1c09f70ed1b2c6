! flang front door: a namelist READ that fails ends its record, whatever
! the error (a name not in the group, a value that overflows its item, a
! bad value): the next READ starts at the next record (issue 18, progen
! --flang seed 1230).
! RUN: %flangdiff %s | %fcheck %s
program namelist_error_ends_record
  implicit none
  integer :: ios, v
  integer(1) :: b
  character(len=100) :: msg
  character(len=12) :: c
  namelist /g/ v
  namelist /h/ b
  open (10, file='n.txt', status='replace')
  write (10, '(a)') '&g v=1 u=2 /'
  write (10, '(a)') 'line2'
  write (10, '(a)') '&h b=300 x /'
  write (10, '(a)') 'line4'
  write (10, '(a)') '&g v=1, v=x /'
  write (10, '(a)') 'line6'
  write (10, '(a)') '&g'
  write (10, '(a)') ' v=1 u=2 /'
  write (10, '(a)') 'line9'
  rewind (10)
  msg = ''
  read (10, nml=g, iostat=ios, iomsg=msg)
  call show
  read (10, nml=h, iostat=ios, iomsg=msg)
  call show
  read (10, nml=g, iostat=ios, iomsg=msg)
  call show
  read (10, nml=g, iostat=ios, iomsg=msg)
  call show
  close (10, status='delete')
contains
  subroutine show
    print '(i0,1x,a)', ios, trim(msg)
    c = '?'
    read (10, '(a)', iostat=ios) c
    print '(i0,1x,a)', ios, trim(c)
  end subroutine show
end program namelist_error_ends_record
! CHECK:1001 'u' is not an item in NAMELIST group 'g'
! CHECK-NEXT:0 line2
! CHECK-NEXT:1035 Decimal input overflows INTEGER(1) variable
! CHECK-NEXT:0 line4
! CHECK-NEXT:1001 Bad character 'x' in INTEGER input field
! CHECK-NEXT:0 line6
! CHECK-NEXT:1001 'u' is not an item in NAMELIST group 'g'
! CHECK-NEXT:0 line9
