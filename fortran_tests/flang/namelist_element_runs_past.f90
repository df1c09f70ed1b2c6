! flang's namelist input reads an object that starts at an element x(i)
! of a rank-1 array for 2*(i-1) values more than the array holds from
! x(i) on (its storage sequence extent counts the element's offset
! twice): with fewer values the file's end is END (IOSTAT -1), and more
! values end the group normally.  flang stores those values past the
! array; ftnio reads and drops them (README: deliberate).  The arrays sit
! in COMMON before a pad that takes flang's stores.  ftnio reported "No
! '/' found" or the group unterminated (progen --flang --variants seed
! 2595).
! RUN: %flangdiff %s | %fcheck %s
program namelist_element_runs_past
  real(8) :: r(3), rpad(8)
  integer :: ia(2), ipad(8)
  common /blk/ r, rpad, ia, ipad
  integer :: ios
  character(len=100) :: msg
  namelist /g/ r, ia
  call t(' &g r(2) = 1 ! note')
  call t(' &g r(3) = 1')
  call t(' &g ia(2) = 1')
  call t(' &g r(2) = 1 2 3 4 /')
  call t(' &g r(3) = 1 2 3 /')
  call t(' &g r(2) = 1 2 3 4 5 /')
  call t(' &g r(1) = 1 2 3 /')
  call t(' &g r(1) = 1 2 /')
  call t(' &g ia(2) = 4 5 6 /')
contains
  subroutine t(line)
    character(len=*) :: line
    r = -1
    ia = -1
    open (10, file='m.txt', status='replace')
    write (10, '(a)') line
    rewind (10)
    msg = ''
    read (10, nml=g, iostat=ios, iomsg=msg)
    print '(i0,3f5.1,2i3,1x,a)', ios, r, ia, trim(msg)
    close (10)
  end subroutine t
end program namelist_element_runs_past
! CHECK:-1 -1.0  1.0 -1.0 -1 -1 End of file during input
! CHECK-NEXT:-1 -1.0 -1.0  1.0 -1 -1 End of file during input
! CHECK-NEXT:-1 -1.0 -1.0 -1.0 -1  1 End of file during input
! CHECK-NEXT:0 -1.0  1.0  2.0 -1 -1 
! CHECK-NEXT:0 -1.0 -1.0  1.0 -1 -1 
! CHECK-NEXT:1001 -1.0  1.0  2.0 -1 -1 NAMELIST input group 'g' was not terminated at '5'
! CHECK-NEXT:0  1.0  2.0  3.0 -1 -1 
! CHECK-NEXT:0  1.0  2.0 -1.0 -1 -1 
! CHECK-NEXT:0 -1.0 -1.0 -1.0 -1  4 
