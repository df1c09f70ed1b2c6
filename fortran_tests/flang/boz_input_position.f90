! flang front door: flang's B, O and Z input leave the position after the
! last significant digit of the field, where the next edit starts (not at
! the field's end): a comma after the digits is met by the next edit.
! RUN: %flangdiff %s | %fcheck %s
program boz_input_position
  implicit none
  integer :: ios, j
  integer(1) :: a(2)
  integer :: i, k
  character(100) :: msg
  character(40) :: c
  open (10, file='b.txt', status='replace')
  write (10, '(a)') ' 233B        1846       20D'
  rewind (10)
  a = 0
  read (10, '(Z11,I9,Z9)', iostat=ios, iomsg=msg) i, a
  print '(i0,1x,a,3(1x,i0))', ios, trim(msg), i, a
  close (10, status='delete')
  c = '  1F   77'
  read (c, '(Z6,I3)', iostat=ios, iomsg=msg) i, k
  print '(i0,1x,a,2(1x,i0))', ios, trim(msg), i, k
  c = '0011,5'
  read (c, '(B6,I3)', iostat=ios, iomsg=msg) i, k
  print '(i0,1x,a,2(1x,i0))', ios, trim(msg), i, k
  c = '000   12345'
  read (c, '(O6,I3)', iostat=ios, iomsg=msg) i, k
  print '(i0,1x,a,2(1x,i0))', ios, trim(msg), i, k
  c = '7 7   12345'
  read (c, '(O6,I3)', iostat=ios, iomsg=msg) i, k
  print '(i0,1x,a,2(1x,i0))', ios, trim(msg), i, k
  j = 0
end program boz_input_position
! CHECK:1034 B/O/Z input of 3 digits overflows 1-byte variable 9019 1 0
! CHECK-NEXT:0 B/O/Z input of 3 digits overflows 1-byte variable 31 0
! CHECK-NEXT:0 B/O/Z input of 3 digits overflows 1-byte variable 3 0
! CHECK-NEXT:0 B/O/Z input of 3 digits overflows 1-byte variable 0 0
! CHECK-NEXT:0 B/O/Z input of 3 digits overflows 1-byte variable 63 0
