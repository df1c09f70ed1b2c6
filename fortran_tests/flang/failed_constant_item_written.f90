! flang front door: when a character constant before an item's data edit
! overruns a RECL= record (or an internal file's record), flang 19's
! runtime still goes on through the edits before that data edit and
! writes the item where it fits ("(i2,'abcd',a)" of 12345, 'x' in RECL=3
! is "**x"); the items after it are not written.  ftnio stopped at the
! constant.
! RUN: %flangdiff %s | %fcheck %s
program failed_constant_item_written
  integer :: ios
  character(100) :: msg
  character(4) :: b(2)
  open(10, file='r.dat', recl=3, status='replace')
  write(10, '(i2,"abcd","e",a,"zz",a)', iostat=ios, iomsg=msg) 12345, 'x', 'y'
  print *, ios, trim(msg)
  write(10, '(i1,"abcd",/,"e",a)', iostat=ios, iomsg=msg) 1, 'x'
  print *, ios, trim(msg)
  write(10, '(i1,"abcd",i5)', iostat=ios, iomsg=msg) 1, 2
  print *, ios, trim(msg)
  write(10, '(i1,"abcd",t1,a)', iostat=ios, iomsg=msg) 1, 'q'
  print *, ios, trim(msg)
  close(10)
  open(10, file='r.dat')
  do
    read(10, '(a)', iostat=ios) msg
    if (ios /= 0) exit
    print *, '[', trim(msg), ']'
  end do
  close(10, status='delete')
  b = '~'
  write(b, '(i1,"abcd",a)', iostat=ios, iomsg=msg) 1, 'x'
  print *, ios, trim(msg), ' ', b
  b = '~'
  write(b, '(i1,"abcd",/,a)', iostat=ios, iomsg=msg) 1, 'x'
  print *, ios, trim(msg), ' ', b
end program
! CHECK: 1002 Attempt to write 4 bytes to position 2 in a fixed-size record of 3 bytes
! CHECK-NEXT: 1002 Attempt to write 4 bytes to position 1 in a fixed-size record of 3 bytes
! CHECK-NEXT: 1002 Attempt to write 4 bytes to position 1 in a fixed-size record of 3 bytes
! CHECK-NEXT: 1002 Attempt to write 4 bytes to position 1 in a fixed-size record of 3 bytes
! CHECK-NEXT: [**ex1]
! CHECK-NEXT: [ex]
! CHECK-NEXT: [1   q]
! CHECK-NEXT: 1002 Excessive output to fixed-size record 1abc~   
! CHECK-NEXT: 1002 Excessive output to fixed-size record 1abcx   
