! flang front door: a format given as a CHARACTER array (flang passes it
! as a descriptor): its elements in array element order are the format,
! for external and internal WRITE and READ, a 2-D array, an array
! section with a stride, and an array whose last elements follow the
! format's end.
! RUN: %flangdiff %s | %fcheck %s
program format_descriptor
  implicit none
  integer :: i = 255, j, k
  character(10) :: f2(2)
  character(6) :: f3(2, 2)
  character(8) :: rf(3)
  character(12) :: buf
  f2(1) = '(z4,'
  f2(2) = '1x,i3)'
  write (*, f2) i, i
  f3(:, 1) = ['(i2,  ', '1x,   ']
  f3(:, 2) = ['i5)   ', 'zzzz  ']
  write (*, f3) i, i
  write (*, f3(1, :)) i
  write (buf, f2) 7, 8
  print '(a)', buf
  rf = ['(i3,    ', '1x,i4)  ', 'ignored ']
  buf = ' 12  345'
  read (buf, rf) j, k
  print '(i0,1x,i0)', j, k
  open (10, file='in.txt', status='replace')
  write (10, '(a)') '  6 789'
  rewind 10
  read (10, rf) j, k
  print '(i0,1x,i0)', j, k
  close (10, status='delete')
end program format_descriptor
! CHECK:  FF 255
! CHECK-NEXT:**   255
! CHECK-NEXT:**
! CHECK-NEXT:   7   8    
! CHECK-NEXT:12 345
! CHECK-NEXT:6 789
! CHECK-NOT:{{.}}
