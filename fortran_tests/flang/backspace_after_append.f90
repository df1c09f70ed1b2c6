! flang front door: BACKSPACE right after an OPEN with POSITION='APPEND'
! (or ACCESS='APPEND') of a non-empty formatted sequential file fails in
! flang 19's runtime (IOSTAT 1025) and leaves the unit at the end of the
! file, where a later BACKSPACE leaves it too; after a WRITE, or of an
! empty file, BACKSPACE works (issue 18).
! RUN: %flangdiff %s | %fcheck %s
program backspace_after_append
  implicit none
  integer :: ios, i
  character(200) :: msg
  character(10) :: line
  open (10, file='d.txt', status='replace')
  do i = 1, 3
    write (10, '(i3)') i
  end do
  close (10)
  open (10, file='e.txt', status='replace'); close (10)
  open (11, file='d.txt', position='append')
  msg='none'; backspace (11, iostat=ios, iomsg=msg); print *, 'a bsp', ios, trim(msg)
  line='init'; read (11, '(a)', iostat=ios) line; print *, 'a read', ios, trim(line)
  msg='none'; backspace (11, iostat=ios, iomsg=msg); print *, 'a bsp2', ios, trim(msg)
  line='init'; read (11, '(a)', iostat=ios) line; print *, 'a read2', ios, trim(line)
  close (11)
  open (12, file='d.txt', position='append')
  write (12, '(a)') 'four'
  msg='none'; backspace (12, iostat=ios, iomsg=msg); print *, 'b bsp', ios, trim(msg)
  line='init'; read (12, '(a)', iostat=ios) line; print *, 'b read', ios, trim(line)
  close (12)
  open (13, file='e.txt', position='append')
  msg='none'; backspace (13, iostat=ios, iomsg=msg); print *, 'c bsp', ios, trim(msg)
  close (13)
  open (14, file='d.txt', access='append')
  msg='none'; backspace (14, iostat=ios, iomsg=msg); print *, 'd bsp', ios, trim(msg)
  close (14)
  open (15, file='d.txt')
  close (15)
end program backspace_after_append
! CHECK: a bsp 1025 Read from external unit returned insufficient data
! CHECK-NEXT: a read -1 init
! CHECK-NEXT: a bsp2 0 none
! CHECK-NEXT: a read2 -1 init
! CHECK-NEXT: b bsp 0 none
! CHECK-NEXT: b read 0 four
! CHECK-NEXT: c bsp 0 none
! CHECK-NEXT: d bsp 1025 Read from external unit returned insufficient data
