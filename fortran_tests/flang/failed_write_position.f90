! flang front door: a list-directed WRITE that fails past RECL= leaves
! the bytes of its record in flang's buffer, which INQUIRE(SIZE=) writes
! out, so INQUIRE(POSITION=) then says APPEND; a WRITE refused before it
! touched its record leaves the unit as it was (issue 18, progen --flang
! seed 1102).
! RUN: %flangdiff %s | %fcheck %s
program failed_write_position
  implicit none
  integer :: u, ios
  integer(8) :: n
  character(len=20) :: pos
  character(len=100) :: msg
  open (newunit=u, file='p.dat', recl=1, iostat=ios, iomsg=msg)
  msg = ''
  write (u, *, iostat=ios, iomsg=msg) 1, 'x'
  print '(i0,1x,a)', ios, trim(msg)
  inquire (unit=u, size=n, position=pos)
  print '(i0,1x,a)', n, trim(pos)
  close (u, status='delete')
  open (newunit=u, file='q.dat', status='replace', iostat=ios, iomsg=msg)
  endfile (u)
  msg = ''
  write (u, *, iostat=ios, iomsg=msg) 1
  print '(i0,1x,a)', ios, trim(msg)
  inquire (unit=u, size=n, position=pos)
  print '(i0,1x,a)', n, trim(pos)
  close (u, status='delete')
end program failed_write_position
! CHECK:1002 Attempt to write 1 bytes to position 2 in a fixed-size record of 1 bytes
! CHECK-NEXT:2 APPEND
! CHECK-NEXT:1017 WRITE after ENDFILE
! CHECK-NEXT:0 ASIS
