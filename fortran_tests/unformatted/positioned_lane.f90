! The positioned lane (transfer/positioned_lane.h): unformatted statements
! at REC= on a direct-access unit and at POS= (or where the unit stands)
! on a stream unit, and each case the lane hands to the general path:
! REC=0, a negative REC=, a READ beyond the file, REC= on a sequential or
! stream unit, POS=0, a negative POS=, POS= on a direct or sequential
! unit, a READ beyond the end, a WRITE beyond the end (a gap), a record
! longer than RECL=, a READ longer than its record, a record written
! short (zero bytes after it), a record never written (a hole), a failed
! WRITE's record continued, the direction switched, items larger than the
! buffer takes in place, ERR=, END=, IOSTAT= and IOMSG=, an asynchronous
! unit, byte swapping, and what INQUIRE (NEXTREC=, POS=, SIZE=) says after
! each.  All as libgfortran.
! RUN: %fdiff %s
! RUN: %fdiff --env GFORTRAN_UNFORMATTED_BUFFER_SIZE=64 %s
! RUN: %fdiff --fflags=-fconvert=big-endian %s
program positioned_lane
  implicit none
  integer :: u, s, q, ios, k, n, i4, j4
  integer :: big(3000), back(3000)
  integer(8) :: i8, p
  real :: r
  character(6) :: c6
  character(100) :: msg

  do k = 1, 3000
    big(k) = k * 3
  end do
  ! Direct access, RECL=12.
  open(newunit=u, file='pl_direct.dat', access='direct', form='unformatted', &
       recl=12, status='replace')
  do k = 1, 5
    write(u, rec=k) k, int(k, 8) * 1000
  end do
  call show_direct(u, 'written')
  ! A record written short: zero bytes after it.
  write(u, rec=2) 77
  read(u, rec=2) i4, i8
  print *, 'short', i4, i8
  call show_direct(u, 'short')
  ! A hole: record 9 written, 6 to 8 never.
  write(u, rec=9) 9, 9000_8
  read(u, rec=7, iostat=ios, iomsg=msg) i4, i8
  print *, 'hole', ios, i4, i8
  call show_direct(u, 'hole')
  ! Beyond the file.
  msg = ''
  i4 = -1
  read(u, rec=10, iostat=ios, iomsg=msg) i4
  print *, 'beyond', ios, trim(msg), i4
  call show_direct(u, 'beyond')
  ! REC=0 and a negative REC=, both directions.
  k = 0
  msg = ''
  write(u, rec=k, iostat=ios, iomsg=msg) 1
  print *, 'rec0 write', ios, trim(msg)
  msg = ''
  read(u, rec=k, iostat=ios, iomsg=msg) i4
  print *, 'rec0 read', ios, trim(msg)
  k = -3
  msg = ''
  write(u, rec=k, iostat=ios, iomsg=msg) 1
  print *, 'negative write', ios, trim(msg)
  call show_direct(u, 'refused')
  ! A record longer than RECL=, then the record it left unfinished.
  msg = ''
  write(u, rec=3, iostat=ios, iomsg=msg) 1, 2, 3, 4
  print *, 'too long', ios, trim(msg)
  call show_direct(u, 'too long')
  msg = ''
  write(u, rec=4, iostat=ios, iomsg=msg) 44, 4400_8
  print *, 'continued', ios, trim(msg)
  call show_direct(u, 'continued')
  write(u, rec=4, iostat=ios) 44, 4400_8
  print *, 'again', ios
  msg = ''
  read(u, rec=3, iostat=ios, iomsg=msg) i4, j4, k
  print *, 'read after too long', ios, trim(msg)
  close(u)
  open(newunit=u, file='pl_direct.dat', access='direct', form='unformatted', &
       recl=12, status='old')
  read(u, rec=3) i4, j4, k
  print *, 'after too long', i4, j4, k
  write(u, rec=4) 44, 4400_8
  ! ERR= and END= labels, a character and a real item, an array.
  write(u, rec=5, err=10) 'abcdef', 7
  write(u, rec=6, err=10) 2.5
  read(u, rec=5, err=10) c6, i4
  read(u, rec=6, err=10) r
  print *, 'labels', c6, r, i4
  read(u, rec=50, err=20) i4
  print *, 'no error?'
  goto 30
10 print *, 'unexpected error'
  goto 30
20 print *, 'err label taken'
30 continue
  write(u, rec=1) big(1:3)
  ! POS= on a direct unit.
  p = 1
  msg = ''
  write(u, pos=p, iostat=ios, iomsg=msg) 1
  print *, 'pos on direct', ios, trim(msg)
  ! A READ longer than its record.
  msg = ''
  read(u, rec=4, iostat=ios, iomsg=msg) i4, i8, j4
  print *, 'read too long', ios, trim(msg), i4, i8
  call show_direct(u, 'read too long')
  ! (libgfortran keeps the failed record's room for the next statement.)
  write(u, rec=5, iostat=ios) 5
  print *, 'after read too long', ios
  close(u)

  ! REC= on a sequential unit.
  open(newunit=s, file='pl_seq.dat', form='unformatted', status='replace')
  write(s) 1
  msg = ''
  write(s, rec=1, iostat=ios, iomsg=msg) 2
  print *, 'rec on sequential', ios, trim(msg)
  msg = ''
  write(s, pos=1, iostat=ios, iomsg=msg) 2
  print *, 'pos on sequential', ios, trim(msg)
  close(s)

  ! Stream access.
  open(newunit=q, file='pl_stream.dat', access='stream', form='unformatted', &
       status='replace')
  write(q) 1, 2, 3
  call show_stream(q, 'three')
  write(q, pos=5) 20
  write(q) 30, 40
  call show_stream(q, 'pos 5')
  read(q, pos=1) i4, j4
  print *, 'read pos 1', i4, j4
  read(q) i4
  print *, 'read on', i4
  call show_stream(q, 'read on')
  ! POS=0, negative, REC= on a stream unit.
  p = 0
  msg = ''
  read(q, pos=p, iostat=ios, iomsg=msg) i4
  print *, 'pos0', ios, trim(msg)
  p = -5
  msg = ''
  write(q, pos=p, iostat=ios, iomsg=msg) i4
  print *, 'negative pos', ios, trim(msg)
  msg = ''
  write(q, rec=1, iostat=ios, iomsg=msg) i4
  print *, 'rec on stream', ios, trim(msg)
  call show_stream(q, 'refused')
  ! A READ beyond the end, and one across it.
  msg = ''
  i4 = -1
  read(q, pos=100, iostat=ios, iomsg=msg) i4
  print *, 'beyond end', ios, trim(msg), i4
  call show_stream(q, 'beyond end')
  read(q, pos=13, iostat=ios) i4, j4
  print *, 'across end', ios, i4
  call show_stream(q, 'across end')
  read(q, pos=17, end=40) i4
  print *, 'no end?'
40 print *, 'end label taken'
  ! A WRITE beyond the end leaves a gap.
  write(q, pos=41) 41
  call show_stream(q, 'gap')
  read(q, pos=33) i4, j4, k
  print *, 'gap read', i4, j4, k
  ! Items larger than the buffer takes in place.
  write(q, pos=45) big
  read(q, pos=45) back
  print *, 'big', sum(back), back(3000)
  call show_stream(q, 'big')
  read(q, pos=1) i4
  write(q) 99
  read(q, pos=5) i4
  print *, 'switched', i4
  close(q)

  ! An asynchronous unit.
  open(newunit=q, file='pl_async.dat', access='stream', form='unformatted', &
       status='replace', asynchronous='yes')
  write(q, pos=1) 5, 6
  write(q, pos=9) 7
  read(q, pos=5) i4, j4
  print *, 'async', i4, j4
  close(q)
  open(newunit=u, file='pl_async2.dat', access='direct', &
       form='unformatted', recl=4, status='replace', asynchronous='yes')
  write(u, rec=2) 8
  read(u, rec=2) i4
  print *, 'async direct', i4
  close(u)

contains

  subroutine show_direct(unit, what)
    integer, intent(in) :: unit
    character(*), intent(in) :: what
    integer :: nextrec
    integer(8) :: size
    inquire(unit, nextrec=nextrec, size=size)
    print *, what, ': nextrec', nextrec, 'size', size
  end subroutine

  subroutine show_stream(unit, what)
    integer, intent(in) :: unit
    character(*), intent(in) :: what
    integer(8) :: pos, size
    inquire(unit, pos=pos, size=size)
    print *, what, ': pos', pos, 'size', size
  end subroutine

end program
