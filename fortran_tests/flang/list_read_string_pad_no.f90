! flang's list-directed READ of an undelimited string that the record's
! end stops before the item is full looks for one more character, which
! PAD='NO' refuses: IOSTAT 1003 "Excessive input from fixed-size record",
! after the value is stored.  A string a blank or comma ends, a full
! item, a delimited string and PAD='YES' read quietly.  ftnio read all
! of them quietly (progen --flang --variants seed 2567).
! RUN: %flangdiff %s | %fcheck %s
program list_read_string_pad_no
  character(len=20) :: c, d
  character(len=3) :: c3
  integer :: ios
  character(len=100) :: msg
  open(31, file='o.dat', status='replace', pad='no')
  write(31, '(a)') 'extra'
  write(31, '(a)') 'ab cd'
  write(31, '(a)') 'next'
  write(31, '(a)') 'ab,'
  write(31, '(a)') 'x'
  write(31, '(a)') 'ab'
  write(31, '(a)') 'cd'
  rewind(31)
  msg = ''; c3 = '?'
  read(31, *, iostat=ios, iomsg=msg) c3
  print '(i0,1x,3a)', ios, c3, ' ', trim(msg)
  msg = ''; c = '?'; d = '?'
  read(31, *, iostat=ios, iomsg=msg) c, d
  print '(i0,1x,5a)', ios, trim(c), ' ', trim(d), ' ', trim(msg)
  msg = ''; c = '?'
  read(31, *, iostat=ios, iomsg=msg) c
  print '(i0,1x,3a)', ios, trim(c), ' ', trim(msg)
  msg = ''; c = '?'; d = '?'
  read(31, *, iostat=ios, iomsg=msg) c, d
  print '(i0,1x,5a)', ios, trim(c), ' ', trim(d), ' ', trim(msg)
  msg = ''; c = '?'; d = '?'
  read(31, *, iostat=ios, iomsg=msg) c, d
  print '(i0,1x,5a)', ios, trim(c), ' ', trim(d), ' ', trim(msg)
  close(31)
  open(32, file='o.dat', status='old', pad='yes')
  msg = ''; c3 = '?'
  read(32, *, iostat=ios, iomsg=msg) c3
  print '(i0,1x,3a)', ios, c3, ' ', trim(msg)
end program list_read_string_pad_no
! CHECK:0 ext 
! CHECK-NEXT:1003 ab cd Excessive input from fixed-size record
! CHECK-NEXT:1003 next Excessive input from fixed-size record
! CHECK-NEXT:1003 ab x Excessive input from fixed-size record
! CHECK-NEXT:1003 ab ? Excessive input from fixed-size record
! CHECK-NEXT:0 ext 
