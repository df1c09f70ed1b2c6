! flang's namelist READ drops the imaginary part a pair left pending when
! the next object's name comes ("r = (1," then "c='ab'": c takes 'ab'),
! and an object that is no REAL refuses a repeated pair "2*(1," as a
! pair's real part (IOSTAT 1005).  ftnio refused the pending part for the
! next object, and read "2*(" as a bad value (progen --flang seeds 1665,
! 1722).
! RUN: %flangdiff %s | %fcheck %s
program namelist_pair_pending_next_name
  character(len=5) :: c
  real :: r
  integer :: i
  logical :: l
  integer :: ios
  character(len=100) :: msg
  namelist /g/ c, r, i, l
  call t(" r = (1,", " c='ab' /")
  call t(" r = (1,", " i=5 /")
  call t(" r = (1,", " l=T /")
  call t(" r = (1,", " c=ab /")
  call t(" r = (1, 2) c='ab'", " /")
  call t(" r = (1, c='ab'", " /")
  call t(" r = (1, i=3", " /")
  call t(" i = 2*(1,", " /")
  call t(" c = 2*(1,", " /")
  call t(" l = 2*(1,", " /")
contains
  subroutine t(a, b)
    character(len=*) :: a, b
    open(41, file='x.dat', status='replace')
    write(41, '(a)') '&g'
    write(41, '(a)') a
    write(41, '(a)') b
    rewind(41)
    msg = ''; c = '?'; r = -1; i = -1; l = .false.
    read(41, nml=g, iostat=ios, iomsg=msg)
    print '(i0,1x,a,1x,f5.1,1x,i0,1x,l1,1x,a)', ios, c, r, i, l, trim(msg)
    close(41)
  end subroutine
end program namelist_pair_pending_next_name
! CHECK:0 ab      1.0 -1 F 
! CHECK-NEXT:0 ?       1.0 5 F 
! CHECK-NEXT:0 ?       1.0 -1 T 
! CHECK-NEXT:0 ab      1.0 -1 F 
! CHECK-NEXT:1001 ?       1.0 -1 F NAMELIST input group 'g' was not terminated at '2'
! CHECK-NEXT:0 ab      1.0 -1 F 
! CHECK-NEXT:0 ?       1.0 3 F 
! CHECK-NEXT:1005 ?      -1.0 -1 F Data edit descriptor 'r' may not be used with an INTEGER data item
! CHECK-NEXT:1005 ?      -1.0 -1 F Data edit descriptor 'r' may not be used with a CHARACTER data item
! CHECK-NEXT:1005 ?      -1.0 -1 F Data edit descriptor 'r' may not be used for LOGICAL input
