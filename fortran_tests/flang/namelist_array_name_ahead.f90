! flang front door: a name followed by '=' (or '(') where the first value
! of a CHARACTER array in namelist input should be ends the READ, with no
! error and nothing more assigned, as flang 19's runtime does: it looks
! ahead for a name in an array's values only ("c4= l2=F i=3/" leaves c4,
! l2 and i as they were; a scalar takes "i=12" as its text).  Later
! values of the array end the object at a name as before (progen --flang
! seed 477).
! RUN: %flangdiff %s | %fcheck %s
program namelist_array_name_ahead
  implicit none
  logical :: l2(3)
  character(len=3) :: c4(3)
  character(len=8) :: s
  integer :: i, ios, k
  character(100) :: msg
  namelist /g/ l2, c4, i, s
  do k = 1, 10
    l2 = .true.
    c4 = ['3X2', 'YY2', 'zz ']
    i = 7
    s = '?'
    open (41, file='namelist_array_name_ahead.dat', status='replace')
    select case (k)
    case (1); write (41, '(a)') '&g c4= l2=F i=3/'
    case (2); write (41, '(a)') '&g i=1 c4= l2=F i=3/'
    case (3)
      write (41, '(a)') '&g c4= l2=F'
      write (41, '(a)') '/'
      write (41, '(a)') '&g i=4/'
    case (4); write (41, '(a)') '&g c4=l2 i=3/'
    case (5); write (41, '(a)') '&g c4= xx(1)=F i=3/'
    case (6); write (41, '(a)') '&g c4= i=3/'
    case (7); write (41, '(a)') '&g c4(3)= l2(2)=F/'
    case (8)
      write (41, '(a)') '&g c4(3)='
      write (41, '(a)') ' l2(2)=.fx,'
      write (41, '(a)') '/'
    case (9); write (41, '(a)') '&g c4= ab l2=F/'
    case (10); write (41, '(a)') '&g s= i=12 c4=p q/'
    end select
    rewind (41)
    msg = ''
    read (41, nml=g, iostat=ios, iomsg=msg)
    print '(i0,1x,a)', ios, trim(msg)
    print '(3(1x,l1),3(1x,"[",a,"]"),1x,i0,1x,a)', l2, c4, i, s
    read (41, nml=g, iostat=ios, iomsg=msg)
    print '(a,i0,1x,a,1x,i0)', 'again ', ios, trim(msg), i
    close (41, status='delete')
  end do
end program namelist_array_name_ahead
! CHECK:0 
! CHECK-NEXT: T T T [3X2] [YY2] [zz ] 7 ?       
! CHECK-NEXT:again -1 End of file during input 7
! CHECK-NEXT:0 
! CHECK-NEXT: T T T [3X2] [YY2] [zz ] 1 ?       
! CHECK-NEXT:again -1 End of file during input 1
! CHECK-NEXT:0 
! CHECK-NEXT: T T T [3X2] [YY2] [zz ] 7 ?       
! CHECK-NEXT:again 0  4
! CHECK-NEXT:0 
! CHECK-NEXT: T T T [l2 ] [YY2] [zz ] 3 ?       
! CHECK-NEXT:again -1 End of file during input 3
! CHECK-NEXT:0 
! CHECK-NEXT: T T T [3X2] [YY2] [zz ] 7 ?       
! CHECK-NEXT:again -1 End of file during input 7
! CHECK-NEXT:0 
! CHECK-NEXT: T T T [3X2] [YY2] [zz ] 7 ?       
! CHECK-NEXT:again -1 End of file during input 7
! CHECK-NEXT:0 
! CHECK-NEXT: T T T [3X2] [YY2] [zz ] 7 ?       
! CHECK-NEXT:again -1 End of file during input 7
! CHECK-NEXT:0 
! CHECK-NEXT: T T T [3X2] [YY2] [zz ] 7 ?       
! CHECK-NEXT:again -1 End of file during input 7
! CHECK-NEXT:0 
! CHECK-NEXT: F T T [ab ] [YY2] [zz ] 7 ?       
! CHECK-NEXT:again -1 End of file during input 7
! CHECK-NEXT:-1 End of file during input
! CHECK-NEXT: T T T [p  ] [q  ] [zz ] 7 i=12    
! CHECK-NEXT:again -1 End of file during input 7
