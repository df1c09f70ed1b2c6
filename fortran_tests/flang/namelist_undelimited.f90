! flang front door: undelimited CHARACTER values in namelist input, as
! flang's runtime reads them: up to a blank, a comma (';' with
! DECIMAL='COMMA') or the end of the record; '/' and '&' end the value
! and what follows is read as a name; a value longer than the object
! leaves its rest to be read as a name; quotes inside the value are
! characters; arrays, substrings, a value after blanks that looks like
! an assignment; external and internal files.
! RUN: %flangdiff %s | %fcheck %s
program namelist_undelimited
  implicit none
  character(8) :: s, t(2)
  integer :: i, ios
  character(100) :: msg
  character(40) :: buf
  namelist /g/ s, i, t
  s = '?'; t = '?'; i = 0
  open (10, file='in.txt', status='replace')
  write (10, '(a)') '&g s=abc i=3 /'
  write (10, '(a)') '&g s=hello, world i=4 /'
  write (10, '(a)') '&g t=one two s=x/y i=5 /'
  write (10, '(a)') '&g s=toolongvalue i=6 /'
  write (10, '(a)') '&g s=a&b i=7 /'
  write (10, '(a)') '&g s=it''s i=8 /'
  write (10, '(a)') '&g s=abc'
  write (10, '(a)') ' i=10 /'
  write (10, '(a)') '&g s=i i=11 /'
  write (10, '(a)') '&g s= i=12 /'
  write (10, '(a)') '&g t(2)=b2,t(1)=b1, s(3:5)=xyz /'
  rewind 10
  do
    read (10, nml=g, iostat=ios, iomsg=msg)
    if (ios /= 0) then
      print '(i0,1x,a)', ios, trim(msg)
      if (ios < 0) exit
      cycle
    end if
    print '(a,"|",i0,"|",a,"|",a)', s, i, t(1), t(2)
  end do
  close (10, status='delete')
  open (11, file='c.txt', status='replace', decimal='comma')
  write (11, '(a)') '&g s=p,q;i=13 /'
  rewind 11
  read (11, nml=g)
  print '(a,"|",i0)', s, i
  close (11, status='delete')
  buf = '&g s=inner t=u v i=14 /'
  read (buf, nml=g)
  print '(a,"|",i0,"|",a,"|",a)', s, i, t(1), t(2)
end program namelist_undelimited
! CHECK:abc     |3|?       |?       
! CHECK-NEXT:1001 'world' is not an item in NAMELIST group 'g'
! CHECK-NEXT:1001 'y' is not an item in NAMELIST group 'g'
! CHECK-NEXT:1001 'alue' is not an item in NAMELIST group 'g'
! CHECK-NEXT:1001 'b' is not an item in NAMELIST group 'g'
! CHECK-NEXT:it's    |8|one     |two     
! CHECK-NEXT:abc     |10|one     |two     
! CHECK-NEXT:i       |11|one     |two     
! CHECK-NEXT:i=12    |11|one     |two     
! CHECK-NEXT:i=xyz   |11|b1      |b2      
! CHECK-NEXT:-1 End of file during input
! CHECK-NEXT:p,q     |13
! CHECK-NEXT:inner   |14|u       |v       
! CHECK-NOT:{{.}}
