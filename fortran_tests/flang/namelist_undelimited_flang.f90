! flang front door: undelimited CHARACTER values and object names in
! namelist input, read as flang 19's runtime reads them.  A value that
! begins with digits goes on as an undelimited string, which '/', '&' or
! '$' ends and is taken by ("66&b" is "66", then "b" the next value), and
! digits beyond the variable's length are read again as the next value.
! A name is its letters, digits and '_' ("y8c/" at the end of a file is
! the name y8c, where ftnio read to the end of the file), and '=' where a
! name should start is IOSTAT 1001 "... was not terminated at '='"
! (progen --flang seeds 995, 454).
! RUN: %flangdiff %s | %fcheck %s
program namelist_undelimited_flang
  implicit none
  character(20) :: c(3)
  integer :: i(2), ios, k
  character(100) :: msg
  character(60) :: inputs(9)
  namelist /g/ c, i
  inputs = [character(60) :: '&G C= 6Y&*17231Z, 0z33A"X9 y8C/', &
            '&G C= 66&b, d e/', '&G C= 6Y$b, d e/', '&G C= 12/b, d e/', &
            '&G C= Y6&b, d e/', '&G = 5/', '&G I=1 2 = 3/', &
            '&G C= a b c x9/', '&G C= 123456789012345678901234 q/']
  do k = 1, size(inputs)
    c = 'old'
    i = -1
    msg = ''
    open (31, file='namelist_undelimited_flang.dat', status='replace')
    write (31, '(a)') trim(inputs(k))
    rewind (31)
    read (31, nml=g, iostat=ios, iomsg=msg)
    print '(i0,1x,a,2i3)', ios, trim(msg), i
    print "(*(1x,'[',a,']'))", c
    close (31, status='delete')
  end do
end program namelist_undelimited_flang
! CHECK:1001 'y8c' is not an item in NAMELIST group 'g' -1 -1
! CHECK-NEXT: [6Y                  ] [*17231Z             ] [0z33A"X9            ] [
! CHECK-NEXT:1001 'e' is not an item in NAMELIST group 'g' -1 -1
! CHECK-NEXT: [66                  ] [b                   ] [d                   ] [
! CHECK-NEXT:1001 'e' is not an item in NAMELIST group 'g' -1 -1
! CHECK-NEXT: [6Y                  ] [b                   ] [d                   ] [
! CHECK-NEXT:1001 'e' is not an item in NAMELIST group 'g' -1 -1
! CHECK-NEXT: [12                  ] [b                   ] [d                   ] [
! CHECK-NEXT:1001 'e' is not an item in NAMELIST group 'g' -1 -1
! CHECK-NEXT: [Y6                  ] [b                   ] [d                   ] [
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at '=' -1 -1
! CHECK-NEXT: [old                 ] [old                 ] [old                 ] [
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at '='  1  2
! CHECK-NEXT: [old                 ] [old                 ] [old                 ] [
! CHECK-NEXT:1001 'x9' is not an item in NAMELIST group 'g' -1 -1
! CHECK-NEXT: [a                   ] [b                   ] [c                   ] [
! CHECK-NEXT:1001 No '/' found after NAMELIST group 'g' -1 -1
! CHECK-NEXT: [12345678901234567890] [1234                ] [q                   ] [
