! Formats and strings of megabytes, and deep format nesting: a 1.2 MB
! runtime format of 200,000 edit descriptors, a 2 MB literal, a 4 MB
! CHARACTER record written and read back, and formats nested 200 deep.
! RUN: %fdiff %s | %fcheck %s
! CHECK:sum 200000
! CHECK:literal 2000000
! CHECK:record 4000000 T
! CHECK:nested 1 2
program big_format
  implicit none
  character(len=:), allocatable :: fmt, rec, back
  integer, allocatable :: v(:)
  character(len=1200100) :: line
  integer :: i
  allocate(v(200000))
  v = 1
  fmt = '(' // repeat('I1,', 199999) // 'I1)'
  write(line, fmt) v
  print '(a,i0)', 'sum ', count([(line(i:i) == '1', i = 1, 200000)])
  fmt = '("' // repeat('x', 2000000) // '")'
  allocate(character(2000000) :: rec)
  write(rec, fmt)
  print '(a,i0)', 'literal ', len_trim(rec)
  rec = repeat('abcd', 1000000)
  allocate(character(4000000) :: back)
  open(10, file='big.txt', status='replace', recl=5000000)
  write(10, '(a)') rec
  rewind(10)
  read(10, '(a)') back
  close(10, status='delete')
  print '(a,i0,1x,l1)', 'record ', len(back), back == rec
  fmt = repeat('(', 200) // 'I1,1X,I1' // repeat(')', 200)
  write(line, fmt) 1, 2
  print '(a,a)', 'nested ', trim(line)
end program
