! flang front door: what flang 19's runtime reports where a namelist
! object's name or values meet the end of the file or lack their '='.
! A name must be followed by '=' with only blanks, line ends and comments
! between ("r1 ! x" then "= 1 2" on the next line is fine); a '/', a
! separator or the end of the file there is IOSTAT 1001 "No '=' found
! after item 'c' in NAMELIST group 'g'".  Blanks and line ends before
! the end of the file where an array still takes values are END, not a
! null value ("c4=p q/" reads the '/' as the end of "q").
! RUN: %flangdiff %s | %fcheck %s
program namelist_equals_flang
  implicit none
  real :: r1(2)
  character(3) :: c, c4(3)
  integer :: ios, k
  character(100) :: msg
  character(30) :: inputs(9)
  namelist /g/ r1, c, c4
  inputs = [character(30) :: '&G r1=1 c', '&G r1=1 c /', '&G r1=1 c 5/', &
            '&G r1 1/', '&G c', '&g c4=p q/', '&g c4=p q&', '&g c4=p,q/', &
            '&g c4=p/']
  do k = 1, size(inputs)
    r1 = -1
    c4 = 'z'
    msg = ''
    read (inputs(k), nml=g, iostat=ios, iomsg=msg)
    print '(a,i0,1x,a,2f5.1,3(1x,a))', 'int ', ios, trim(msg), r1, c4
    open (40, file='namelist_equals_flang.dat', status='replace')
    write (40, '(a)') trim(inputs(k))
    rewind (40)
    r1 = -1
    c4 = 'z'
    msg = ''
    read (40, nml=g, iostat=ios, iomsg=msg)
    print '(a,i0,1x,a,2f5.1,3(1x,a))', 'ext ', ios, trim(msg), r1, c4
    close (40, status='delete')
  end do
  do k = 1, 6
    r1 = -1
    c = 'z'
    open (40, file='namelist_equals_flang.dat', status='replace')
    select case (k)
    case (1)
      write (40, '(a)') '&G r1'
      write (40, '(a)') ' = 1 2/'
    case (2)
      write (40, '(a)') '&G r1 ! x'
      write (40, '(a)') ' = 1 2/'
    case (3); write (40, '(a)') '&G r1(2) = 5 c(2:3) = ab/'
    case (4)
      write (40, '(a)') '&G r1(2)'
      write (40, '(a)') '= 5/'
    case (5); write (40, '(a)') '&G c(2:3) ,= ab/'
    case (6); write (40, '(a)') '&G r1,= 1/'
    end select
    rewind (40)
    msg = ''
    read (40, nml=g, iostat=ios, iomsg=msg)
    print '(i0,1x,a,2f6.1,1x,a)', ios, trim(msg), r1, c
    close (40, status='delete')
  end do
end program namelist_equals_flang
! CHECK:int 1030 Bad real input data at column 10 of record 1  1.0 -1.0 z   z   z  
! CHECK-NEXT:ext 1030 Bad real input data at column 10 of record 1  1.0 -1.0 z   z   z  
! CHECK-NEXT:int 1030 Bad real input data at column 10 of record 1  1.0 -1.0 z   z   z  
! CHECK-NEXT:ext 1030 Bad real input data at column 10 of record 1  1.0 -1.0 z   z   z  
! CHECK-NEXT:int 1030 Bad real input data at column 10 of record 1  1.0 -1.0 z   z   z  
! CHECK-NEXT:ext 1030 Bad real input data at column 10 of record 1  1.0 -1.0 z   z   z  
! CHECK-NEXT:int 1001 No '=' found after item 'r1' in NAMELIST group 'g' -1.0 -1.0 z   z   z  
! CHECK-NEXT:ext 1001 No '=' found after item 'r1' in NAMELIST group 'g' -1.0 -1.0 z   z   z  
! CHECK-NEXT:int 1001 No '=' found after item 'c' in NAMELIST group 'g' -1.0 -1.0 z   z   z  
! CHECK-NEXT:ext 1001 No '=' found after item 'c' in NAMELIST group 'g' -1.0 -1.0 z   z   z  
! CHECK-NEXT:int -1 End of file during input -1.0 -1.0 p   q   z  
! CHECK-NEXT:ext -1 End of file during input -1.0 -1.0 p   q   z  
! CHECK-NEXT:int -1 End of file during input -1.0 -1.0 p   q   z  
! CHECK-NEXT:ext -1 End of file during input -1.0 -1.0 p   q   z  
! CHECK-NEXT:int -1 End of file during input -1.0 -1.0 p   q   z  
! CHECK-NEXT:ext -1 End of file during input -1.0 -1.0 p   q   z  
! CHECK-NEXT:int -1 End of file during input -1.0 -1.0 p   z   z  
! CHECK-NEXT:ext -1 End of file during input -1.0 -1.0 p   z   z  
! CHECK-NEXT:0    1.0   2.0 z  
! CHECK-NEXT:0    1.0   2.0 z  
! CHECK-NEXT:0   -1.0   5.0 zab
! CHECK-NEXT:0   -1.0   5.0 z  
! CHECK-NEXT:1001 No '=' found after item 'c' in NAMELIST group 'g'  -1.0  -1.0 z  
! CHECK-NEXT:1001 No '=' found after item 'r1' in NAMELIST group 'g'  -1.0  -1.0 z  
