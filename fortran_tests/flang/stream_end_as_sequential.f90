! flang front door: a formatted stream file's end is a sequential file's
! in flang's runtime.  After a READ met it (END, and END again), a WRITE
! is refused with IOSTAT 1017 "WRITE after ENDFILE" until BACKSPACE,
! REWIND or POS= move the unit; so after ENDFILE.  ftnio wrote (progen
! --flang seed 600083).  (flang's unformatted sequential case aborts
! despite IOSTAT=, a deliberate difference; an unformatted stream file
! has no such end.)
! RUN: %flangdiff %s | %fcheck %s
! CHECK: read1 0 7
! CHECK: read2 end -1
! CHECK: read3 -1
! CHECK: write 1017 WRITE after ENDFILE
! CHECK: backspace 0
! CHECK: write after bsp 0 
! CHECK: end again 0
! CHECK: write pos 0 
! CHECK: after pos 0 5
! CHECK: end 3 -1
! CHECK: endfile 0
! CHECK: write after endfile 1017 WRITE after ENDFILE
program stream_end_as_sequential
  integer :: ios, a
  character(80) :: msg
  open (10, file='fs.dat', status='replace', access='stream', form='formatted')
  write (10, '(i4)') 7
  rewind (10)
  read (10, '(i4)', iostat=ios) a
  print *, 'read1', ios, a
  read (10, '(i4)', iostat=ios) a
  print *, 'read2 end', ios
  read (10, '(i4)', iostat=ios) a
  print *, 'read3', ios
  msg = ''
  write (10, '(i4)', iostat=ios, iomsg=msg) 8
  print *, 'write', ios, trim(msg)
  backspace (10, iostat=ios)
  print *, 'backspace', ios
  msg = ''
  write (10, '(i4)', iostat=ios, iomsg=msg) 9
  print *, 'write after bsp', ios, trim(msg)
  rewind (10)
  read (10, '(i4)', iostat=ios) a
  read (10, '(i4)', iostat=ios) a
  print *, 'end again', ios
  msg = ''
  write (10, '(i4)', pos=1, iostat=ios, iomsg=msg) 5
  print *, 'write pos', ios, trim(msg)
  rewind (10)
  read (10, '(i4)', iostat=ios) a
  print *, 'after pos', ios, a
  read (10, '(i4)', iostat=ios) a
  print *, 'end 3', ios
  endfile (10, iostat=ios)
  print *, 'endfile', ios
  msg = ''
  write (10, '(i4)', iostat=ios, iomsg=msg) 9
  print *, 'write after endfile', ios, trim(msg)
  close (10, status='delete')
end program
