! A formatted direct READ whose X or TR skips past the end of the record
! (PAD='YES'): libgfortran's count of bytes left goes negative, and the
! next field takes it as its width, wrapped to about 2^64: the count is
! then 0 (the field after meets END), the buffer moves back by what the
! skip passed, an A field takes the item's length of characters ending
! there, an L field reads on from where the skip stopped.
! RUN: %fdiff %s | %fcheck %s
program direct_skip_past_end
  implicit none
  character(len=3) :: a, b
  logical :: l
  integer(1) :: i1
  integer :: ios
  open(10, file='sk.dat', access='direct', form='formatted', recl=10, status='replace')
  write(10, '(a)', rec=1) 'abcdefghij'
  write(10, '(a)', rec=2) 'ABCDTFGHIJ'
  write(10, '(a)', rec=3) '0123456789'
  a = '?'; b = '?'
  read(10, '(a2,12x,a3,a1)', rec=1, iostat=ios) a, b
  print '(i3,4a)', ios, ' [', a, '] ', b
  a = '?'; b = '?'
  read(10, '(a3,9x,a)', rec=1, iostat=ios) a, b
  print '(i3,4a)', ios, ' [', a, '] ', b
  a = '?'; l = .false.
  read(10, '(a2,12x,l3)', rec=1, iostat=ios) a, l
  print '(i3,3a,l2)', ios, ' [', a, ']', l
  a = '?'; l = .true.
  read(10, '(a2,13x,l3)', rec=1, iostat=ios) a, l
  print '(i3,3a,l2)', ios, ' [', a, ']', l
  a = '?'; i1 = 0
  read(10, '(a3,tr8,a1)', rec=2, iostat=ios) a, i1
  print '(i3,3a,i4)', ios, ' [', a, ']', i1
  close(10, status='delete')
end program
! CHECK:  0 [ab ] hij
! CHECK:  0 [abc] hij
! CHECK:  0 [ab ] T
! CHECK:  0 [ab ] F
! CHECK:  0 [ABC]  74
