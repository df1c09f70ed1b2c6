! flang front door: B, O and Z input as flang 19's runtime scans a field.
! An O value whose first digit straddles a byte boundary is stored a byte
! too high ("465" reads as 13568); under BZ the blanks after the digits
! are zero digits, counted in the overflow message and passed by the
! position; a zero after the leading blanks brings one bit.
! RUN: %flangdiff %s | %fcheck %s
program boz_input_flang_scan
  implicit none
  integer :: ios, k
  integer(1) :: i1
  integer(2) :: i2
  integer(8) :: i8
  character(100) :: msg
  character(12) :: c
  c = '       465'
  read (c, '(O10)', iostat=ios, iomsg=msg) i8
  print '(i0,1x,i0)', ios, i8
  c = '437'
  read (c, '(O5)', iostat=ios, iomsg=msg) i2
  print '(i0,1x,i0)', ios, i2
  c = '0000777'
  read (c, '(O8)', iostat=ios, iomsg=msg) i2
  print '(i0,1x,i0)', ios, i2
  c = '4000 400'
  read (c, '(O5,1X,O3)', iostat=ios, iomsg=msg) i8, i2
  print '(i0,1x,i0,1x,i0)', ios, i8, i2
  c = '    166B  '
  msg = ''
  read (c, '(BZ,Z10)', iostat=ios, iomsg=msg) i1
  print '(i0,1x,a)', ios, trim(msg)
  c = '   313   '
  msg = ''
  read (c, '(O9)', iostat=ios, iomsg=msg, blank='zero') i2
  print '(i0,1x,a)', ios, trim(msg)
  c = '0 0377'
  msg = ''
  read (c, '(O6)', iostat=ios, iomsg=msg) i1
  print '(i0,1x,a)', ios, trim(msg)
  c = ' 1F  7'
  read (c, '(BZ,Z4,I2)', iostat=ios, iomsg=msg) i2, k
  print '(i0,2(1x,i0))', ios, i2, k
end program boz_input_flang_scan
! CHECK:0 13568
! CHECK-NEXT:0 7936
! CHECK-NEXT:0 -256
! CHECK-NEXT:0 2048 0
! CHECK-NEXT:1034 B/O/Z input of 6 digits overflows 1-byte variable
! CHECK-NEXT:1034 B/O/Z input of 6 digits overflows 2-byte variable
! CHECK-NEXT:1034 B/O/Z input of 4 digits overflows 1-byte variable
! CHECK-NEXT:0 496 7
