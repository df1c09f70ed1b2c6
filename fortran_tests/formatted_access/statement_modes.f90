! BLANK=, DECIMAL=, DELIM=, PAD=, ROUND= and SIGN= on READ and WRITE:
! they hold for the statement only (the connection keeps its own), on
! external and internal units; bad values give libgfortran's errors in
! its order; PAD='NO' on a short record (EOR) but not on an internal file;
! a zero-length internal file with PAD='NO' meets END at once.
! RUN: %fdiff %s
program statement_modes
  implicit none
  integer :: ios, i, j
  real :: x
  character(len=80) :: msg
  character(len=20) :: line
  character(len=2) :: str2(2) = ''
  character(len=8) :: mode
  open(10, file='modes.dat', status='replace')
  write(10, '(a)') '12'
  write(10, '(a)') '1 2'
  rewind(10)
  read(10, '(i4)', pad='no', iostat=ios) i
  print *, 'pad no', ios
  rewind(10)
  read(10, '(i4)', pad='yes', iostat=ios) i
  print *, 'pad yes', ios, i
  read(10, '(i3)', blank='zero') i
  print *, 'blank zero', i
  backspace(10)
  read(10, '(i3)') i
  print *, 'blank null again', i
  write(*, '(f6.2)', decimal='comma', sign='plus') 1.5
  write(*, '(f6.2)') 1.5
  write(*, *, decimal='comma') 2.5, 3
  write(*, *, delim='quote') 'q'
  write(*, *, delim='apostrophe') 'q'
  write(*, *) 'q'
  write(*, '(f5.1)', round='down') 2.96
  write(line, '(sp,i4,f6.1)', sign='suppress') 5, 1.5
  print *, line
  write(line, '(f6.2)', decimal='comma') 1.25
  print *, line
  line = '1,5'
  read(line, *, decimal='comma') x
  print *, x
  read(str2(1)(1:1), '(i2)', pad='no', iostat=ios) i
  print *, 'internal short', ios
  read(str2(:)(2:1), '(i2)', pad='no', iostat=ios) i
  print *, 'internal empty', ios
  mode = 'maybe'
  read(10, '(i2)', pad=mode, iostat=ios, iomsg=msg) i
  print *, ios, trim(msg)
  read(10, '(i2)', decimal=mode, blank=mode, iostat=ios, iomsg=msg) i
  print *, ios, trim(msg)
  read(10, '(i2)', sign=mode, round=mode, iostat=ios, iomsg=msg) i
  print *, ios, trim(msg)
  write(10, *, delim=mode, iostat=ios, iomsg=msg) i
  print *, ios, trim(msg)
  write(*, *, delim=mode, sign=mode) 'x'
end program statement_modes
