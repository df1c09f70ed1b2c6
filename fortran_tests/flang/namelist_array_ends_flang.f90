! flang front door: flang 19's runtime looks for the next object's name
! or the group's end before each value of an array: null values before
! it are no values, so a name after them ends the READ as in the place
! of the first value (no error, nothing more assigned: "k= , j=5/"
! leaves j), and "&end" after a value ends the object (a CHARACTER array
! took it as its next value, then met the end of the file) (progen
! --flang seeds 212, 213).
! RUN: %flangdiff %s | %fcheck %s
program namelist_array_ends_flang
  implicit none
  integer :: j, k(3), ios, n
  character(4) :: c(3)
  character(80) :: msg
  character(30) :: cases(8), two(2)
  namelist /g/ k, j, c
  cases = [character(30) :: '&g k = , j = 5 /', '&g k = 1, , j = 5 /', '&g k = ,, j = 5 /', &
     '&g k = 2*, j = 5 /', '&g c = , j = 5 /', '&g k = 1', '&g c = a', '&g k = 1, &end']
  do n = 1, size(cases)
    j = -1
    k = -1
    c = '-'
    msg = ''
    if (n == 6 .or. n == 7) then
      two(1) = cases(n)
      two(2) = '&end'
      read (two, nml=g, iostat=ios, iomsg=msg)
    else
      read (cases(n), nml=g, iostat=ios, iomsg=msg)
    end if
    print '(i0,1x,a,4(1x,i0),3(1x,a))', ios, trim(msg), j, k, c
  end do
end program namelist_array_ends_flang
! CHECK:0  -1 -1 -1 -1 -    -    -   
! CHECK-NEXT:0  5 1 -1 -1 -    -    -   
! CHECK-NEXT:0  -1 -1 -1 -1 -    -    -   
! CHECK-NEXT:0  -1 -1 -1 -1 -    -    -   
! CHECK-NEXT:0  -1 -1 -1 -1 -    -    -   
! CHECK-NEXT:0  -1 1 -1 -1 -    -    -   
! CHECK-NEXT:0  -1 -1 -1 -1 a    -    -   
! CHECK-NEXT:0  -1 1 -1 -1 -    -    -   
