! flang front door: an undelimited CHARACTER value in namelist input that
! fills its variable right at a record's end, with the comma after it at
! the start of the next record (",i=5"), as flang 19's runtime reads it:
! flang looks past blanks and line ends for one comma after an object's
! values, and ftnio refused the comma ("... was not terminated at ','").
! A second comma is still refused.  Found by nml_fuzz.py --flang (seed 1,
! a namelist WRITE with DELIM='NONE' read back).
! RUN: %flangdiff %s | %fcheck %s
! CHECK:0 none tzz|five5  5|
! CHECK-NEXT:0 none tzz|five5  5|
! CHECK-NEXT:0 none tzz|five5  5|
! CHECK-NEXT:0 none tzz|five5  5|
! CHECK-NEXT:0 none tzz|five5  5|
! CHECK-NEXT:0 none tzz|five5  5|
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at ',' tzz|five5 -1|
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at ',' tzz|five5 -1|
! CHECK-NEXT:0 none ab |tzz    5|
! CHECK-NEXT:0 none ab |tzz    5|
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at ',' tzz|five5 -1|
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at ',' tzz|five5 -1|
program namelist_full_value_record_end
  implicit none
  character(3) :: z
  character(5) :: s
  integer :: i, ios
  character(100) :: msg
  namelist /g/ z, s, i
  call try('&g z= tzz', ' ,i=5/')
  call try('&g z= tzz', ',i=5/')
  call try('&g z= tzz', ' , i=5/')
  call try('&g z= tzz', ' ,,i=5/')
  call try('&g s= tzz', ' ,i=5/')
  call try('&g z= tzz,', ' ,i=5/')
contains
  subroutine try(l1, l2)
    character(*), intent(in) :: l1, l2
    character(20) :: buf(2)
    z = 'ab'; s = 'five5'; i = -1; msg = 'none'
    buf(1) = l1; buf(2) = l2
    read(buf, nml=g, iostat=ios, iomsg=msg)
    print '(i0,1x,a,1x,3a,i3,a)', ios, trim(msg), z, '|', s, i, '|'
    z = 'ab'; s = 'five5'; i = -1; msg = 'none'
    open(10, file='namelist_full_value_record_end.dat', status='replace')
    write(10, '(a)') l1, l2
    rewind(10)
    read(10, nml=g, iostat=ios, iomsg=msg)
    print '(i0,1x,a,1x,3a,i3,a)', ios, trim(msg), z, '|', s, i, '|'
    close(10, status='delete')
  end subroutine
end program
