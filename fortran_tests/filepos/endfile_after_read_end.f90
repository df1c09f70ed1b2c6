! A READ that meets END leaves no record for a later ENDFILE to finish
! (libgfortran's hit_eof resets current_record): a list-directed READ
! that stays in its record, then a READ that meets END, BACKSPACE and
! ENDFILE report no END and cut where BACKSPACE left; on a stream file
! too.  Namelist READs that meet END are checked alongside.
! RUN: %fdiff %s | %fcheck %s
program endfile_after_read_end
  implicit none
  integer :: ios, k
  character(5) :: c
  character(20) :: line
  character(80) :: msg
  namelist /nl/ k
  open (10, file='seq.dat', status='replace')
  write (10, '(a)') 'abc', '61882.42'
  backspace (10)
  read (10, *, iostat=ios) k
  print '(a,i0)', 'list ', ios
  read (10, '(a)', iostat=ios) c
  print '(a,i0)', 'a ', ios
  backspace (10)
  msg = ''
  endfile (10, iostat=ios, iomsg=msg)
  print '(a,i0,1x,a)', 'endfile ', ios, trim(msg)
  rewind (10)
  do
    read (10, '(a)', iostat=ios) line
    if (ios /= 0) exit
    print '(3a)', '[', trim(line), ']'
  end do
  close (10)
  open (11, file='str.dat', status='replace', access='stream', form='formatted')
  write (11, '(a)') 'abc', 'x 5'
  rewind (11)
  read (11, '(a)') c
  read (11, *, iostat=ios) k
  print '(a,i0)', 'list ', ios
  read (11, '(a)', iostat=ios) c
  print '(a,i0)', 'a ', ios
  msg = ''
  endfile (11, iostat=ios, iomsg=msg)
  print '(a,i0,1x,a)', 'endfile ', ios, trim(msg)
  close (11)
  open (12, file='nml.dat', status='replace')
  write (12, '(a)') 'abc', 'x 5'
  backspace (12)
  read (12, *, iostat=ios) k
  print '(a,i0)', 'list ', ios
  read (12, nml=nl, iostat=ios)
  print '(a,i0)', 'nml ', ios
  backspace (12)
  msg = ''
  endfile (12, iostat=ios, iomsg=msg)
  print '(a,i0,1x,a)', 'endfile ', ios, trim(msg)
  close (12)
end program endfile_after_read_end
! CHECK:list 5010
! CHECK-NEXT:a -1
! CHECK-NEXT:endfile 0 
! CHECK-NEXT:[abc]
! CHECK-NEXT:[61882.42]
! CHECK-NEXT:list 5010
! CHECK-NEXT:a -1
! CHECK-NEXT:endfile 0 
! CHECK-NEXT:list 5010
! CHECK-NEXT:nml -1
! CHECK-NEXT:endfile 0 
