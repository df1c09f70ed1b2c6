! flang front door: namelist READ through the core's namelist input:
! groups skipped until the one named, comments, subscripts, repeat
! counts, null values, delimited strings, DECIMAL='COMMA', internal
! files, END at the end of the file, and flang's message for an unknown
! object name.
! RUN: %flangdiff %s | %fcheck %s
program namelist_read
  implicit none
  integer :: i, a(3), ios
  real :: x
  character(8) :: s
  character(100) :: msg
  character(40) :: buf
  namelist /g/ i, a, x, s
  open (10, file='in.txt', status='replace')
  write (10, '(a)') '&other i=5 /'
  write (10, '(a)') ' &g i=1, a(2)=7, x=2.5 ! comment'
  write (10, '(a)') '  s="hi" /'
  write (10, '(a)') '&G A=3*4 /'
  write (10, '(a)') '&g a = 1, , 3 s=''it''''s'' /'
  write (10, '(a)') '&g i=1, bogus=3 /'
  rewind 10
  i = 0; a = 0; x = 0; s = ''
  read (10, nml=g)
  print '(i0,3(1x,i0),1x,f4.1,1x,a)', i, a, x, s
  read (10, nml=g)
  print '(i0,3(1x,i0),1x,f4.1,1x,a)', i, a, x, s
  read (10, nml=g)
  print '(i0,3(1x,i0),1x,f4.1,1x,a)', i, a, x, s
  read (10, nml=g, iostat=ios, iomsg=msg)
  print '(i0,1x,a)', ios, trim(msg)
  read (10, nml=g, iostat=ios, iomsg=msg)
  print '(i0,1x,a)', ios, trim(msg)
  close (10, status='delete')
  buf = '&g x=1,5; a(3)=9 /'
  open (11, file='c.txt', status='replace', decimal='comma')
  write (11, '(a)') trim(buf)
  rewind 11
  read (11, nml=g)
  print '(i0,3(1x,i0),1x,f4.1,1x,a)', i, a, x, s
  close (11, status='delete')
  buf = '&g i=17 s=''int'' /'
  read (buf, nml=g)
  print '(i0,3(1x,i0),1x,f4.1,1x,a)', i, a, x, s
end program namelist_read
! CHECK:1 0 7 0  2.5 hi      
! CHECK-NEXT:1 4 4 4  2.5 hi      
! CHECK-NEXT:1 1 4 3  2.5 it's    
! CHECK-NEXT:1001 'bogus' is not an item in NAMELIST group 'g'
! CHECK-NEXT:-1 End of file during input
! CHECK-NEXT:1 1 4 9  1.5 it's    
! CHECK-NEXT:17 1 4 9  1.5 int     
