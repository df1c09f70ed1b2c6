! flang front door: a formatted READ that starts at the end of the file
! meets END before flang's runtime checks its first data edit against
! the item ("(I4)" for a REAL item, "(L4)" for a REAL one), on sequential
! and stream files, advancing or not; ftnio reported the mismatch (IOSTAT
! 1005) first, as libgfortran does.  An internal file's '/' past its last
! record still gives the mismatch.  Found by progen/input_fuzz.py (seed
! 31) through the flang door.
! RUN: %flangdiff %s | %fcheck %s
! CHECK:-1 End of file during input
! CHECK:-1 End of file during input
! CHECK:-1 End of file during input
! CHECK:-1 End of file during input
! CHECK:-1 End of file during input
! CHECK:1005 Data edit descriptor 'I' may not be used for REAL input
program end_before_edit_check
  implicit none
  integer :: ios
  real :: a
  complex :: c
  character(4) :: s
  character(100) :: msg
  open(11, file='e.txt', status='replace')
  write(11, '(a)') 'abcd'
  rewind(11)
  read(11, '(a)') s
  msg = 'none'
  read(11, '(i4)', iostat=ios, iomsg=msg) a
  print '(i0,1x,a)', ios, trim(msg)
  rewind(11)
  read(11, '(a)') s
  msg = 'none'
  read(11, '(bz,i4)', iostat=ios, iomsg=msg) c
  print '(i0,1x,a)', ios, trim(msg)
  rewind(11)
  read(11, '(a)') s
  msg = 'none'
  read(11, '(2x,l4)', iostat=ios, iomsg=msg) a
  print '(i0,1x,a)', ios, trim(msg)
  rewind(11)
  read(11, '(a)') s
  msg = 'none'
  read(11, '(i4)', iostat=ios, iomsg=msg, advance='no') a
  print '(i0,1x,a)', ios, trim(msg)
  close(11)
  open(11, file='e.txt', status='old', access='stream', form='formatted')
  read(11, '(a)') s
  msg = 'none'
  read(11, '(i4)', iostat=ios, iomsg=msg) a
  print '(i0,1x,a)', ios, trim(msg)
  close(11, status='delete')
  s = 'abcd'
  msg = 'none'
  read(s, '(/,i4)', iostat=ios, iomsg=msg) a
  print '(i0,1x,a)', ios, trim(msg)
end program
