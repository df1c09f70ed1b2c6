! flang's ACCESS='APPEND' (an extension) connects for sequential access
! at the file's end whatever POSITION= says, before or after it; INQUIRE
! then says POSITION='APPEND'; a POSITION= after it wins.  ftnio refused another POSITION= as
! libgfortran does, "Conflicting ACCESS and POSITION flags" (progen
! --flang seed 1058).
! RUN: %flangdiff %s | %fcheck %s
program open_access_append_position
  character(len=12) :: acc = 'append', pos1 = 'rewind'
  integer :: ios
  character(len=100) :: msg
  character(len=20) :: pq, aq
  open (9, file='u1.dat', status='replace')
  write (9, '(a)') 'first'
  close (9)
  msg = ''
  open (70, file='u1.dat', position=pos1, access=acc, iostat=ios, iomsg=msg)
  inquire (70, position=pq, access=aq)
  print '(i0,1x,a,1x,a,1x,a)', ios, trim(msg), trim(pq), trim(aq)
  write (70, '(a)') 'second'
  close (70)
  msg = ''
  open (71, file='u1.dat', access=acc, position='asis', iostat=ios, iomsg=msg)
  inquire (71, position=pq)
  print '(i0,1x,a,1x,a)', ios, trim(msg), trim(pq)
  close (71)
  open (71, file='u2.dat', status='replace')
  write (71, '(a)') 'lost'
  close (71)
  open (71, file='u2.dat', access=acc, position=pos1)
  write (71, '(a)') 'third'
  close (71)
  open (71, file='u2.dat')
  read (71, '(a)') msg
  print '(a)', trim(msg)
  close (71)
  open (72, file='u1.dat', position='rewind')
  do
    read (72, '(a)', iostat=ios) msg
    if (ios /= 0) exit
    print '(a)', trim(msg)
  end do
  close (72)
end program open_access_append_position
! CHECK:0  APPEND SEQUENTIAL
! CHECK-NEXT:0  ASIS
! CHECK-NEXT:third
! CHECK-NEXT:first
! CHECK-NEXT:second
