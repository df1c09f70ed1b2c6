! flang front door: in a non-advancing READ under PAD='YES', an I field that
! the record's end cut short (EOR) and that held only blanks stores
! nothing, as flang's runtime reads it; under BZ its padding is zeros and
! the item is 0.
! RUN: %flangdiff %s | %fcheck %s
program eor_blank_integer_field
  implicit none
  integer :: ios, a, b
  character(100) :: msg
  open (51, file='m.dat', status='replace')
  write (51, '(a)') ''
  write (51, '(a)') '12 '
  rewind (51)
  a = 5
  b = 6
  msg = ''
  read (51, '(I6,I2)', iostat=ios, iomsg=msg, advance='no') a, b
  print '(3(i0,1x),"[",a,"]")', a, b, ios, trim(msg)
  a = 5
  b = 6
  msg = ''
  read (51, '(I2,I6)', iostat=ios, iomsg=msg, advance='no') a, b
  print '(3(i0,1x),"[",a,"]")', a, b, ios, trim(msg)
  rewind (51)
  a = 5
  b = 6
  msg = ''
  read (51, '(BZ,I6,I2)', iostat=ios, iomsg=msg, advance='no') a, b
  print '(3(i0,1x),"[",a,"]")', a, b, ios, trim(msg)
  a = 5
  b = 6
  msg = ''
  read (51, '(BZ,I2,I6)', iostat=ios, iomsg=msg, advance='no') a, b
  print '(3(i0,1x),"[",a,"]")', a, b, ios, trim(msg)
  close (51, status='delete')
end program eor_blank_integer_field
! CHECK:5 6 -2 [End of record during non-advancing input]
! CHECK-NEXT:12 6 -2 [End of record during non-advancing input]
! CHECK-NEXT:0 6 -2 [End of record during non-advancing input]
! CHECK-NEXT:12 0 -2 [End of record during non-advancing input]
