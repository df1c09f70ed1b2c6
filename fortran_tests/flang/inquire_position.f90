! flang front door: INQUIRE(POSITION=) as flang 19's runtime answers it
! (issue 18): the OPEN's POSITION= (ASIS when absent) until flang first
! reads or writes the file itself, then APPEND at the end of a small file
! or ASIS behind an ENDFILE that cut the file short; output waits in
! flang's buffer until REWIND, BACKSPACE, ENDFILE or FLUSH (not a stream
! REWIND), and a READ that meets the end at once reads nothing.
! RUN: %flangdiff %s | %fcheck %s
program inquire_position
  implicit none
  character(20) :: p, line
  integer :: i
  open (10, file='d.txt', status='replace')
  do i = 1, 3
    write (10, '(i3)') i
  end do
  close (10)
  open (11, file='a.txt', status='replace'); write (11, '(a)') 'x'; inquire (11, position=p); print '(2a)', '1 write: ', trim(p)
  rewind (11); inquire (11, position=p); print '(2a)', '2 rewind: ', trim(p)
  read (11, '(a)') line; inquire (11, position=p); print '(2a)', '3 read: ', trim(p)
  backspace (11); inquire (11, position=p); print '(2a)', '4 backspace: ', trim(p)
  close (11)
  open (12, file='d.txt', status='old'); inquire (12, position=p); print '(2a)', '5 old: ', trim(p)
  rewind (12); inquire (12, position=p); print '(2a)', '6 rewind: ', trim(p)
  read (12, '(a)') line; inquire (12, position=p); print '(2a)', '7 read1: ', trim(p)
  endfile (12); inquire (12, position=p); print '(2a)', '8 endfile: ', trim(p)
  rewind (12); inquire (12, position=p); print '(2a)', '9 rewind: ', trim(p)
  close (12)
  open (13, file='d.txt', position='append'); inquire (13, position=p); print '(2a)', '10 append: ', trim(p)
  write (13, '(a)') 'y'; inquire (13, position=p); print '(2a)', '11 write: ', trim(p)
  backspace (13); inquire (13, position=p); print '(2a)', '12 bsp: ', trim(p)
  rewind (13); inquire (13, position=p); print '(2a)', '13 rew: ', trim(p)
  close (13)
  open (14, file='d.txt', position='rewind'); inquire (14, position=p); print '(2a)', '14 rewind: ', trim(p)
  read (14, '(a)') line; inquire (14, position=p); print '(2a)', '15 read: ', trim(p)
  write (14, '(a)') 'z'; inquire (14, position=p); print '(2a)', '16 write: ', trim(p)
  flush (14); inquire (14, position=p); print '(2a)', '17 flush: ', trim(p)
  close (14)
  open (15, file='e.txt', status='replace'); write (15, '(a)') 'x'; endfile(15); inquire (15, position=p); print '(2a)', '18 wr endf: ', trim(p)
  backspace (15); inquire (15, position=p); print '(2a)', '19 bsp: ', trim(p)
  close (15)
  open (16, file='f.txt', status='replace', access='stream'); write (16) 'abc'; inquire (16, position=p); print '(2a)', '20 stream: ', trim(p)
  rewind (16); inquire (16, position=p); print '(2a)', '21 stream rew: ', trim(p)
  close (16)
  open (17, file='g.txt', status='new'); inquire (17, position=p); print '(2a)', '22 new: ', trim(p)
  read (17, '(a)', end=5) line
5 inquire (17, position=p); print '(2a)', '23 read eof: ', trim(p)
  close (17)
  open (18, file='d.txt', status='old', position='asis'); read (18, '(a)') line; read (18, '(a)') line; inquire (18, position=p); print '(2a)', '24 read2: ', trim(p)
  write (18, '(a)') 'q'; inquire (18, position=p); print '(2a)', '25 write: ', trim(p)
  rewind (18); inquire (18, position=p); print '(2a)', '26 rew: ', trim(p)
end program inquire_position
! CHECK:1 write: ASIS
! CHECK-NEXT:2 rewind: APPEND
! CHECK-NEXT:3 read: APPEND
! CHECK-NEXT:4 backspace: APPEND
! CHECK-NEXT:5 old: ASIS
! CHECK-NEXT:6 rewind: ASIS
! CHECK-NEXT:7 read1: APPEND
! CHECK-NEXT:8 endfile: ASIS
! CHECK-NEXT:9 rewind: ASIS
! CHECK-NEXT:10 append: APPEND
! CHECK-NEXT:11 write: APPEND
! CHECK-NEXT:12 bsp: APPEND
! CHECK-NEXT:13 rew: APPEND
! CHECK-NEXT:14 rewind: REWIND
! CHECK-NEXT:15 read: APPEND
! CHECK-NEXT:16 write: APPEND
! CHECK-NEXT:17 flush: APPEND
! CHECK-NEXT:18 wr endf: APPEND
! CHECK-NEXT:19 bsp: APPEND
! CHECK-NEXT:20 stream: ASIS
! CHECK-NEXT:21 stream rew: ASIS
! CHECK-NEXT:22 new: ASIS
! CHECK-NEXT:23 read eof: ASIS
! CHECK-NEXT:24 read2: APPEND
! CHECK-NEXT:25 write: APPEND
! CHECK-NEXT:26 rew: APPEND
