! REC= on a stream unit.  libgfortran checks the record number and moves to
! record REC of RECL bytes before it refuses REC=, and a stream unit's RECL
! is -2: REC<=0 fails with 5002 "Record number must be positive", REC>=2
! with the seek's EINVAL (22 "Invalid argument"), and REC=1 moves to the
! file's start and fails with 5001 "Record number not allowed for stream
! access data transfer": an unformatted unit's next WRITE goes there.
! (A formatted unit's move to the start is not modelled: not tested here.)
! Found by progen/conn_fuzz.py.
! RUN: %fdiff %s
program stream_rec
  implicit none
  integer :: ios, r
  integer(8) :: ps
  character(100) :: msg
  open (11, file='s.txt', status='replace', access='stream', form='formatted')
  write (11, '(a)') 'hello'
  do r = -1, 3
    if (r == 1) cycle
    msg = 'none'
    write (11, '(i0)', rec=r, iostat=ios, iomsg=msg) 7
    inquire (11, pos=ps)
    print '(2(i0,1x),a,1x,i0)', r, ios, trim(msg), ps
  end do
  msg = 'none'
  read (11, '(a)', rec=2, iostat=ios, iomsg=msg) msg
  print '(i0,1x,a)', ios, trim(msg)
  write (11, '(a)') 'x'
  close (11)
  open (12, file='u.bin', status='replace', access='stream')
  write (12) 1, 2, 3
  do r = 0, 2
    msg = 'none'
    write (12, rec=r, iostat=ios, iomsg=msg) 7
    inquire (12, pos=ps)
    print '(2(i0,1x),a,1x,i0)', r, ios, trim(msg), ps
  end do
  write (12) 9
  close (12)
end program stream_rec
