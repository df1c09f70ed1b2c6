! flang front door: after a delimited CHARACTER value's closing quote
! the next value (or in a namelist the next name) starts at once, as
! flang 19's runtime reads it: "'ab'x" is "ab" and then "x".  ftnio
! wanted a separator there, as libgfortran does ("Invalid string input
! in item 1") (progen --flang seed 691).
! RUN: %flangdiff %s | %fcheck %s
program list_delimited_then_text
  implicit none
  character(4) :: a, b
  integer :: ios, n, i
  character(80) :: msg, line
  character(30) :: cases(4)
  namelist /g/ a, b
  cases = [character(30) :: "'ab'x, 5", "'ab';x 5", "'ab'/", "'ab'b=1/"]
  do n = 1, size(cases)
    a = '-'
    b = '-'
    i = -1
    msg = ''
    read (cases(n), *, iostat=ios, iomsg=msg) a, b, i
    print '(i0,1x,a,1x,a,1x,a,1x,i0)', ios, trim(msg), a, b, i
  end do
  do n = 1, size(cases)
    a = '-'
    b = '-'
    msg = ''
    line = '&g a='//trim(cases(n))//' b=1/'
    read (line, nml=g, iostat=ios, iomsg=msg)
    print '(i0,1x,a,1x,a,1x,a)', ios, trim(msg), a, b
  end do
end program list_delimited_then_text
! CHECK:0  ab   x    5
! CHECK-NEXT:0  ab   ;x   5
! CHECK-NEXT:0  ab   -    -1
! CHECK-NEXT:-1 End of file during input ab   b=1  -1
! CHECK-NEXT:1001 'x' is not an item in NAMELIST group 'g' ab   -   
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at ';' ab   -   
! CHECK-NEXT:0  ab   -   
! CHECK-NEXT:1001 No '/' found after NAMELIST group 'g' ab   1   
