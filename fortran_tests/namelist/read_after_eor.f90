! A namelist READ that finds no group before the end of the file, begun in
! a record a non-advancing READ stopped by EOR kept: libgfortran raises END
! only when its count of that record's columns is whole (next_record_r), so
! after characters of the record under PAD='YES' it succeeds, reading
! nothing; after an empty record, with PAD='NO', or on the next statement
! it is END.  List-directed READ there is END.
! RUN: %fdiff %s | %fcheck %s
program read_after_eor
  implicit none
  integer :: v, ios
  character(len=4) :: c
  namelist /g/ v
  open (10, file='n.dat', status='replace')
  write (10, '(a)') 'abc'
  write (10, '(a)') '1e400'
  rewind (10)
  v = -1
  read (10, '(a)', advance='no', iostat=ios) c
  print '(a,i0)', 'eor ', ios
  read (10, nml=g, iostat=ios)
  print '(a,i0,1x,i0)', 'nml ', ios, v
  read (10, nml=g, iostat=ios)
  print '(a,i0,1x,i0)', 'again ', ios, v
  rewind (10)
  read (10, '(a)', advance='no', iostat=ios) c
  read (10, '(a9)', advance='no', iostat=ios) c
  read (10, nml=g, iostat=ios)
  print '(a,i0,1x,i0)', 'two records ', ios, v
  rewind (10)
  read (10, '(a)', advance='no', iostat=ios) c
  read (10, '(a9)', advance='no', iostat=ios) c
  read (10, *, iostat=ios) v
  print '(a,i0,1x,i0)', 'list ', ios, v
  rewind (10)
  write (10, '(a)') ''
  rewind (10)
  read (10, '(a)', advance='no', iostat=ios) c
  read (10, nml=g, iostat=ios)
  print '(a,i0,1x,i0)', 'empty record ', ios, v
  close (10)
  open (10, file='n.dat', status='old', pad='no')
  write (10, '(a)') 'abc'
  rewind (10)
  read (10, '(a)', advance='no', iostat=ios) c
  read (10, nml=g, iostat=ios)
  print '(a,i0,1x,i0)', 'pad no ', ios, v
end program read_after_eor
! CHECK:eor -2
! CHECK-NEXT:nml 0 -1
! CHECK-NEXT:again -1 -1
! CHECK-NEXT:two records 0 -1
! CHECK-NEXT:list -1 -1
! CHECK-NEXT:empty record -1 -1
! CHECK-NEXT:pad no -1 -1
