! flang front door: a namelist's undelimited CHARACTER value that starts
! with digits stops at the item's length, as flang 19's runtime reads
! it: the characters after it are read next ("C=1234/" into CHARACTER(3)
! leaves "4", where a name should start: IOSTAT 1001 "... was not
! terminated at '4'"), and a '/' right after a value that filled the
! item ends the group ("C=9/" into CHARACTER(1)) instead of being taken
! with the value.  ftnio read the digits to the separator and took the
! '/' (progen --flang seed 409).
! RUN: %flangdiff %s | %fcheck %s
program namelist_digits_item_length
  implicit none
  character(1) :: e
  character(3) :: c
  character(3) :: d(2)
  integer :: ios, n
  character(80) :: msg
  character(30) :: cases(9)
  namelist /g/ c, d, e
  cases = [character(30) :: '&G C=9/', '&G D=9/', '&G C=12345;/', '&G C=1234/', &
           '&G D=1234/', '&G E=9/', '&G E=9;/', '&G E=9 /', '&G E=12 /']
  do n = 1, size(cases)
    c = '-'
    d = '-'
    e = '-'
    msg = ''
    read (cases(n), nml=g, iostat=ios, iomsg=msg)
    print '(i0,1x,a,4(1x,a))', ios, trim(msg), c, d, e
  end do
end program namelist_digits_item_length
! CHECK:1001 No '/' found after NAMELIST group 'g' 9   -   -   -
! CHECK-NEXT:-1 End of file during input -   9   -   -
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at '4' 123 -   -   -
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at '4' 123 -   -   -
! CHECK-NEXT:1001 No '/' found after NAMELIST group 'g' -   123 4   -
! CHECK-NEXT:0  -   -   -   9
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at ';' -   -   -   9
! CHECK-NEXT:0  -   -   -   9
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at '2' -   -   -   1
