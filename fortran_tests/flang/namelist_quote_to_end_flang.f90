! flang front door: a namelist's delimited CHARACTER value that the end
! of the file cuts short is END (IOSTAT -1) where it is an object's first
! value, and after an array's value the group's missing '/' (IOSTAT
! 1001, "No '/' found after NAMELIST group"), as flang 19's runtime
! reports them; ftnio gave END for both (progen --flang seeds 219, 531).
! RUN: %flangdiff %s | %fcheck %s
program namelist_quote_to_end_flang
  implicit none
  character(6) :: c(3), s
  real :: r
  integer :: ios, n
  character(80) :: msg
  character(30) :: cases(2,5)
  namelist /g/ c, r, s
  cases(:,1) = [character(30) :: '&g c= ab "cd ef', ' r= 1. /']
  cases(:,2) = [character(30) :: '&g c= "cd ef', ' r= 1. /']
  cases(:,3) = [character(30) :: '&g s= "cd ef', ' r= 1. /']
  cases(:,4) = [character(30) :: '&g c= ab "cd', '']
  cases(:,5) = [character(30) :: '&g s= "cd', '']
  do n = 1, 5
    c = '-'
    r = -1
    s = '-'
    msg = ''
    open (10, file='namelist_quote_to_end_flang.dat', status='replace')
    write (10, '(a)') trim(cases(1,n))
    if (cases(2,n) /= '') write (10, '(a)') trim(cases(2,n))
    rewind (10)
    read (10, nml=g, iostat=ios, iomsg=msg)
    print '(i0,1x,a,3(1x,a),f5.1,1x,a)', ios, trim(msg), c, r, s
    close (10, status='delete')
    msg = ''
    c = '-'
    r = -1
    s = '-'
    read (cases(:,n), nml=g, iostat=ios, iomsg=msg)
    print '(i0,1x,a,3(1x,a),f5.1,1x,a)', ios, trim(msg), c, r, s
  end do
end program namelist_quote_to_end_flang
! CHECK:1001 No '/' found after NAMELIST group 'g' ab     cd ef  -      -1.0 -     
! CHECK-NEXT:1001 No '/' found after NAMELIST group 'g' ab     cd ef  -      -1.0 -     
! CHECK-NEXT:-1 End of file during input cd ef  -      -      -1.0 -     
! CHECK-NEXT:-1 End of file during input cd ef  -      -      -1.0 -     
! CHECK-NEXT:-1 End of file during input -      -      -      -1.0 cd ef 
! CHECK-NEXT:-1 End of file during input -      -      -      -1.0 cd ef 
! CHECK-NEXT:1001 No '/' found after NAMELIST group 'g' ab     cd     -      -1.0 -     
! CHECK-NEXT:1001 No '/' found after NAMELIST group 'g' ab     cd     -      -1.0 -     
! CHECK-NEXT:-1 End of file during input -      -      -      -1.0 cd    
! CHECK-NEXT:-1 End of file during input -      -      -      -1.0 cd    
