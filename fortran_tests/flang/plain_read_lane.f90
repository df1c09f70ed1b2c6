! flang front door: each case where the plain READ lane
! (transfer/plain_lane.h) leaves a READ without rare specifiers to the
! general path, and the endings of READs the lane takes: END, EOR, a
! value error and a format error of formatted, list-directed and
! unformatted READs, then the READ after each.  Fallbacks: a READ after a
! WRITE (the direction switch), after a non-advancing WRITE, after the
! end of the file, after ENDFILE and BACKSPACE, on a WRITE-only unit, the wrong form both ways, direct
! access without REC=, stream access, a formatted unit with RECL=, an
! asynchronous unit and a READ inside a defined-input procedure on the
! parent's unit; and READs the lane takes in a record that a
! non-advancing READ or a list-directed READ left.  Every value, IOSTAT
! and IOMSG is flang's own runtime's (the program of
! list_read/plain_read_lane.f90, checked against libgfortran there,
! without its READ after an advancing WRITE that failed, which
! read_after_failed_write.f90 checks).
! RUN: %flangdiff %s | %fcheck %s
module m
  implicit none
  type :: t
    integer :: v
  contains
    procedure :: r
    generic :: read(formatted) => r
  end type
contains
  subroutine r(dtv, unit, iotype, vlist, iostat, iomsg)
    class(t), intent(inout) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: vlist(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    read (unit, *, iostat=iostat, iomsg=iomsg) dtv%v
  end subroutine
end module

program plain_read_lane
  use m
  implicit none
  integer :: u, ios, i, j, k
  character(100) :: msg
  character(12) :: line
  real(8) :: x
  type(t) :: d

  ! The lane's READs and their endings: END, then the READ after it.
  open (newunit=u, status='scratch')
  write (u, '(a)') 'one', '2 3', 'abc', '1.5e0', 'x12'
  rewind (u)
  read (u, '(a)') line
  print '(2a)', 'a: ', trim(line)
  read (u, *) i, j
  print '(a,2i3)', 'list: ', i, j
  msg = ''
  read (u, *, iostat=ios, iomsg=msg) i
  print '(a,i0,2a)', 'bad integer: ', ios, ' ', trim(msg)
  read (u, '(es24.16)') x
  print '(a,f5.2)', 'es: ', x
  msg = ''
  read (u, '(i3)', iostat=ios, iomsg=msg) i
  print '(a,i0,2a)', 'format error: ', ios, ' ', trim(msg)
  msg = ''
  read (u, '(a)', iostat=ios, iomsg=msg) line
  print '(a,i0,2a)', 'end: ', ios, ' ', trim(msg)
  msg = ''
  read (u, '(a)', iostat=ios, iomsg=msg) line
  print '(a,i0,2a)', 'after end: ', ios, ' ', trim(msg)
  backspace (u)
  msg = ''
  read (u, *, iostat=ios, iomsg=msg) i
  print '(a,i0,2a)', 'after backspace: ', ios, ' ', trim(msg)
  close (u)

  ! EOR of an advancing READ under PAD='NO'.
  open (newunit=u, file='pad.txt', status='replace')
  write (u, '(a)') 'ab', 'cdefgh'
  close (u)
  open (newunit=u, file='pad.txt', status='old', pad='no')
  msg = ''
  read (u, '(a4)', iostat=ios, iomsg=msg) line
  print '(a,i0,2a)', 'pad no: ', ios, ' ', trim(msg)
  read (u, '(a4)', iostat=ios) line
  print '(a,i0,2a)', 'next: ', ios, ' ', trim(line)
  close (u, status='delete')

  ! Records left by a non-advancing READ (after EOR, and inside a
  ! record) and by a list-directed READ, then READs the lane takes.
  open (newunit=u, status='scratch')
  write (u, '(a)') 'xy', 'klmnop', 'rest', '4 5 6', 'next', '7 / 8', 'last'
  rewind (u)
  read (u, '(a4)', advance='no', iostat=ios) line
  print '(a,i0,2a)', 'eor: ', ios, ' ', trim(line)
  read (u, '(a)') line
  print '(2a)', 'after eor: ', trim(line)
  read (u, '(a2)', advance='no') line
  read (u, '(a)') line
  print '(2a)', 'rest: ', trim(line)
  read (u, *) i
  read (u, '(a)') line
  print '(a,i0,2a)', 'list then a: ', i, ' ', trim(line)
  i = 0; j = 0
  read (u, *) i, j
  read (u, '(a)') line
  print '(a,2i2,2a)', 'slash: ', i, j, ' ', trim(line)
  close (u)

  ! Unformatted: a READ past its record, END, and after END.
  open (newunit=u, status='scratch', form='unformatted')
  write (u) 1
  write (u) 2, 3
  rewind (u)
  msg = ''
  read (u, iostat=ios, iomsg=msg) i, j
  print '(a,i0,2a)', 'past record: ', ios, ' ', trim(msg)
  read (u) i, j
  print '(a,2i2)', 'unformatted: ', i, j
  msg = ''
  read (u, iostat=ios, iomsg=msg) i
  print '(a,i0,2a)', 'unformatted end: ', ios, ' ', trim(msg)
  msg = ''
  read (u, iostat=ios, iomsg=msg) i
  print '(a,i0,2a)', 'unformatted after end: ', ios, ' ', trim(msg)
  close (u)

  ! A READ after a WRITE, and after a non-advancing WRITE.
  open (newunit=u, status='scratch')
  write (u, '(a)') 'p', 'q'
  rewind (u)
  read (u, '(a)') line
  write (u, '(a)') 'r'
  msg = ''
  read (u, '(a)', iostat=ios, iomsg=msg) line
  print '(a,i0,2a)', 'read after write: ', ios, ' ', trim(msg)
  rewind (u)
  write (u, '(a)', advance='no') 's'
  msg = ''
  read (u, '(a)', iostat=ios, iomsg=msg) line
  print '(a,i0,2a)', 'after non-advancing: ', ios, ' ', trim(msg)
  msg = ''
  read (u, '(a)', iostat=ios, iomsg=msg) line
  print '(a,i0,2a)', 'again: ', ios, ' ', trim(msg)
  close (u)

  ! After ENDFILE.
  open (newunit=u, status='scratch')
  write (u, '(a)') 'e'
  endfile (u)
  msg = ''
  read (u, '(a)', iostat=ios, iomsg=msg) line
  print '(a,i0,2a)', 'after endfile: ', ios, ' ', trim(msg)
  close (u)

  ! A WRITE-only unit, and the wrong form both ways.
  open (newunit=u, file='wo.txt', status='replace', action='write')
  write (u, '(a)') 'w'
  rewind (u)
  msg = ''
  read (u, '(a)', iostat=ios, iomsg=msg) line
  print '(a,i0,2a)', 'write-only: ', ios, ' ', trim(msg)
  close (u, status='delete')
  open (newunit=u, status='scratch', form='unformatted')
  write (u) 5
  rewind (u)
  msg = ''
  read (u, *, iostat=ios, iomsg=msg) i
  print '(a,i0,2a)', 'list on unformatted: ', ios, ' ', trim(msg)
  close (u)
  open (newunit=u, status='scratch')
  write (u, '(a)') '5'
  rewind (u)
  msg = ''
  read (u, iostat=ios, iomsg=msg) i
  print '(a,i0,2a)', 'unformatted on formatted: ', ios, ' ', trim(msg)
  close (u)

  ! Direct access without REC=, and stream access.
  open (newunit=u, status='scratch', access='direct', recl=4, &
        form='formatted')
  write (u, '(a4)', rec=1) 'dddd'
  msg = ''
  read (u, '(a)', iostat=ios, iomsg=msg) line
  print '(a,i0,2a)', 'direct: ', ios, ' ', trim(msg)
  close (u)
  open (newunit=u, file='st.txt', status='replace', access='stream', &
        form='formatted')
  write (u, '(a)') 'st1', 'st2'
  rewind (u)
  read (u, '(a)') line
  read (u, *) line
  print '(2a)', 'stream: ', trim(line)
  close (u, status='delete')

  ! A formatted unit with RECL=, and an asynchronous unit.
  open (newunit=u, file='rl.txt', status='replace', recl=3)
  write (u, '(a)') 'abc', 'def'
  rewind (u)
  read (u, '(a)') line
  msg = ''
  read (u, '(a5)', iostat=ios, iomsg=msg) line
  print '(a,i0,3a)', 'recl: ', ios, ' ', trim(line), trim(msg)
  close (u, status='delete')
  open (newunit=u, file='as.txt', status='replace', asynchronous='yes')
  write (u, '(a)') '41', '42'
  rewind (u)
  read (u, *) i
  read (u, *) j
  print '(a,2i3)', 'asynchronous: ', i, j
  close (u, status='delete')

  ! A READ in a defined-input procedure on the parent's unit.
  open (newunit=u, status='scratch')
  write (u, '(a)') '17 18', '19'
  rewind (u)
  read (u, *) d, k
  read (u, *) i
  print '(a,3i3)', 'dtio: ', d%v, k, i
  close (u)
end program


! CHECK:a: one
! CHECK:list:   2  3
! CHECK:bad integer: 1001 Bad character 'a' in INTEGER input field
! CHECK:es:  1.50
! CHECK:format error: 1001 Bad character 'x' in INTEGER input field
! CHECK:end: -1 End of file during input
! CHECK:after end: -1 End of file during input
! CHECK:after backspace: -1 End of file during input
! CHECK:pad no: 1003 Excessive input from fixed-size record
! CHECK:next: 0 cdef
! CHECK:eor: -2 xy
! CHECK:after eor: klmnop
! CHECK:rest: st
! CHECK:list then a: 4 next
! CHECK:slash:  7 0 last
! CHECK:past record: 1003 Attempt to read 4 bytes at position 8 in a record of 8 bytes
! CHECK:unformatted:  2 3
! CHECK:unformatted end: -1 End of file during input
! CHECK:unformatted after end: -1 End of file during input
! CHECK:read after write: -1 End of file during input
! CHECK:after non-advancing: -1 End of file during input
! CHECK:again: -1 End of file during input
! CHECK:after endfile: -1 End of file during input
! CHECK:write-only: 1013 Attempted input from write-only file
! CHECK:list on unformatted: 1018 Formatted I/O on unformatted file
! CHECK:unformatted on formatted: 1019 Unformatted I/O on formatted file
! CHECK:direct: 1001 No REC= was specified for a data transfer with ACCESS='DIRECT'
! CHECK:stream: st2
! CHECK:recl: 0 def
! CHECK:asynchronous:  41 42
! CHECK:dtio:  17 18 19
