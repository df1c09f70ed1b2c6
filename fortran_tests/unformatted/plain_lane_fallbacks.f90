! Each case where the plain WRITE lane (transfer/plain_lane.h) leaves a
! WRITE without rare specifiers to the general path, with the WRITE the
! lane takes between them: a unit not yet connected (fort.N), a unit above
! 127 (not in the direct table), a READ-only unit, the wrong form both
! ways, direct access without REC=, stream access, a WRITE after a READ
! (the direction switch), after ENDFILE, on a formatted unit with RECL=
! (a record too long: 5011), and a WRITE inside a defined-output
! procedure on the parent's unit.  Every IOSTAT, IOMSG and file byte is
! libgfortran's.
! RUN: %fdiff %s
! RUN: %ftnio-run %s | %fcheck %s
module m
  implicit none
  type :: t
    integer :: v
  contains
    procedure :: w
    generic :: write(formatted) => w
  end type
contains
  subroutine w(dtv, unit, iotype, vlist, iostat, iomsg)
    class(t), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: vlist(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write (unit, '(a,i0)', iostat=iostat, iomsg=iomsg) 'v=', dtv%v
  end subroutine
end module

program plain_lane_fallbacks
  use m
  implicit none
  integer :: u, ios, n
  character(100) :: msg
  character(16) :: line
  integer(1) :: rec(4) = [1_1, 2_1, 3_1, 4_1]

  ! Not connected: fort.77, then the lane.
  write (77, '(a)') 'first'
  write (77, '(a)') 'second'
  close (77, status='delete')
  print '(a)', 'fort.77 done'

  ! A unit above 127.
  open (500, file='big.txt', status='replace')
  write (500, '(i0)') 500
  write (500, *) 'list', 501
  close (500)
  call show('big.txt')

  ! READ-only unit.
  open (newunit=u, file='ro.txt', status='replace')
  write (u, '(a)') 'ro'
  close (u)
  open (newunit=u, file='ro.txt', action='read', status='old')
  msg = ''
  write (u, '(a)', iostat=ios, iomsg=msg) 'x'
  print '(a,i0,2a)', 'read-only: ', ios, ' ', trim(msg)
  close (u)

  ! Wrong form, both ways.
  open (newunit=u, file='f.txt', status='replace')
  msg = ''
  write (u, iostat=ios, iomsg=msg) rec
  print '(a,i0,2a)', 'unformatted on formatted: ', ios, ' ', trim(msg)
  write (u, '(a)') 'after'
  close (u)
  call show('f.txt')
  open (newunit=u, file='u.dat', form='unformatted', status='replace')
  msg = ''
  write (u, '(a)', iostat=ios, iomsg=msg) 'x'
  print '(a,i0,2a)', 'formatted on unformatted: ', ios, ' ', trim(msg)
  write (u) rec
  close (u)
  open (newunit=u, file='u.dat', form='unformatted', status='old')
  read (u) rec
  print '(a,4i2)', 'u.dat: ', rec
  close (u, status='delete')

  ! Direct access without REC=, stream access.
  open (newunit=u, file='d.dat', access='direct', recl=4, status='replace')
  msg = ''
  write (u, iostat=ios, iomsg=msg) rec
  print '(a,i0,2a)', 'direct: ', ios, ' ', trim(msg)
  close (u, status='delete')
  open (newunit=u, file='s.dat', access='stream', status='replace')
  write (u) rec
  write (u) rec(1:2)
  inquire (u, size=n)
  print '(a,i0)', 'stream size ', n
  close (u, status='delete')

  ! WRITE after READ, then after ENDFILE.
  open (newunit=u, file='rw.txt', status='replace')
  write (u, '(a)') 'one'
  write (u, '(a)') 'two'
  rewind (u)
  read (u, '(a)') line
  write (u, '(a)') 'three'
  write (u, '(a)') 'four'
  endfile (u)
  msg = ''
  write (u, '(a)', iostat=ios, iomsg=msg) 'five'
  print '(a,i0,2a)', 'after endfile: ', ios, ' ', trim(msg)
  close (u)
  call show('rw.txt')

  ! Formatted with RECL=: a record too long.
  open (newunit=u, file='r.txt', recl=6, status='replace')
  write (u, '(a)') 'abc'
  msg = ''
  write (u, '(a)', iostat=ios, iomsg=msg) 'abcdefghij'
  print '(a,i0,2a)', 'recl: ', ios, ' ', trim(msg)
  write (u, '(a)') 'xy'
  close (u)
  call show('r.txt')

  ! Defined output: the child WRITE runs on the parent's unit.
  open (newunit=u, file='dt.txt', status='replace')
  write (u, '(a,dt,a)') '[', t(42), ']'
  write (u, '(a)') 'end'
  close (u)
  call show('dt.txt')

contains

  subroutine show(name)
    character(*), intent(in) :: name
    integer :: v, e
    character(40) :: l
    open (newunit=v, file=name, status='old')
    do
      read (v, '(a)', iostat=e) l
      if (e /= 0) exit
      print '(3a)', name, ': ', trim(l)
    end do
    close (v, status='delete')
  end subroutine
end program
! CHECK:fort.77 done
! CHECK:big.txt: 500
! CHECK:big.txt:  list         501
! CHECK:read-only: 5007 Cannot write to file opened for READ
! CHECK:unformatted on formatted: 5001 Missing format for FORMATTED data transfer
! CHECK:f.txt: after
! CHECK:formatted on unformatted: 5001 Format present for UNFORMATTED data transfer
! CHECK:u.dat:  1 2 3 4
! CHECK:direct: 5003 Direct access data transfer requires record number
! CHECK:stream size 6
! CHECK:after endfile: 5001 Sequential READ or WRITE not allowed after EOF marker, possibly use REWIND or BACKSPACE
! CHECK:rw.txt: one
! CHECK:rw.txt: three
! CHECK:rw.txt: four
! CHECK:recl: -2 End of record
! CHECK:r.txt: abc
! CHECK:r.txt: xy
! CHECK:dt.txt: [v=42]
! CHECK:dt.txt: end
