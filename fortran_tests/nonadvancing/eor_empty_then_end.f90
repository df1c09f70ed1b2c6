! A formatted READ that finds the end of the file right after a
! non-advancing READ stopped by EOR: libgfortran reads an empty record
! (no END) when the READs since the record's start took characters of it,
! but END, leaving the item as it was, when the EOR READ took none (its
! count of the record's columns is whole again).  Namelist READ likewise.
! RUN: %fdiff %s | %fcheck %s
program eor_empty_then_end
  implicit none
  integer :: ios, i, sz
  character(len=4) :: c
  namelist /g/ i
  open (10, file='e.dat', status='replace')
  write (10, '(a)') '12'
  rewind (10)
  ! the whole record without EOR, then EOR with nothing taken
  read (10, '(a2)', advance='no', size=sz, iostat=ios) c
  print '(a,i0,1x,i0)', 'a2 ', ios, sz
  read (10, '(a3)', advance='no', size=sz, iostat=ios) c
  print '(a,i0,1x,i0)', 'a3 ', ios, sz
  i = -18
  read (10, '(i2)', iostat=ios) i
  print '(a,i0,1x,i0)', 'i2 ', ios, i
  rewind (10)
  read (10, '(a2)', advance='no', iostat=ios) c
  read (10, '(a3)', advance='no', iostat=ios) c
  c = 'kept'
  read (10, '(a)', iostat=ios) c
  print '(a,i0,1x,a)', 'a ', ios, c
  rewind (10)
  read (10, '(a2)', advance='no', iostat=ios) c
  read (10, '(a3)', advance='no', iostat=ios) c
  read (10, nml=g, iostat=ios)
  print '(a,i0,1x,i0)', 'nml ', ios, i
  ! EOR with characters taken: an empty record, no END
  rewind (10)
  read (10, '(a1)', advance='no', iostat=ios) c
  read (10, '(a3)', advance='no', iostat=ios) c
  print '(a,i0)', 'a1 a3 ', ios
  i = -18
  read (10, '(i2)', iostat=ios) i
  print '(a,i0,1x,i0)', 'i2 ', ios, i
  ! two records, the second empty, each ended by EOR: the count goes on
  rewind (10)
  write (10, '(a)') 'abc'
  write (10, '(a)') ''
  rewind (10)
  read (10, '(a9)', advance='no', iostat=ios) c
  read (10, '(a9)', advance='no', iostat=ios) c
  print '(a,i0)', 'two ', ios
  i = -18
  read (10, '(i2)', iostat=ios) i
  print '(a,i0,1x,i0)', 'i2 ', ios, i
end program eor_empty_then_end
! CHECK:a2 0 2
! CHECK-NEXT:a3 -2 0
! CHECK-NEXT:i2 -1 -18
! CHECK-NEXT:a -1 kept
! CHECK-NEXT:nml -1 -18
! CHECK-NEXT:a1 a3 -2
! CHECK-NEXT:i2 0 0
! CHECK-NEXT:two -2
! CHECK-NEXT:i2 0 0
