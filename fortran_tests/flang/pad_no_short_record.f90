! flang front door: an advancing formatted READ under PAD='NO' whose
! record ends before a field's width.  flang's runtime converts the short
! field and then fails the statement with IOSTAT 1003, "Excessive input
! from fixed-size record" (ERR= taken, later items untouched); a
! non-advancing READ converts a numeric field too, counts it in SIZE=
! and meets the EOR condition (-2); it gives a short A field up.
! libgfortran gives the EOR condition in both, the item unchanged.
! RUN: %flangdiff %s | %fcheck %s
program pad_no_short_record
  implicit none
  integer :: i, j, ios, sz
  real :: x
  character(10) :: c
  character(80) :: msg
  open (11, file='padno.txt', pad='no')
  write (11, '(a)') ' 12'
  write (11, '(a)') 'ab'
  write (11, '(a)') ' 1.5'
  write (11, '(a)') ' 34'
  write (11, '(a)') ' 56'
  write (11, '(a)') ' 78'
  write (11, '(a)') 'xy'
  write (11, '(a)') ' 9'
  rewind 11
  i = -1
  msg = ''
  read (11, '(i6)', iostat=ios, iomsg=msg) i
  print *, i, ios, trim(msg)
  c = '?'
  read (11, '(a5)', iostat=ios) c
  print *, '[', c, ']', ios
  x = -1
  j = -1
  read (11, '(f8.0, i2)', iostat=ios) x, j
  print *, x, j, ios
  i = -1
  read (11, '(i6)', err=10) i
  print *, 'no err'
10 print *, 'err', i
  i = -1
  read (11, '(i6)', advance='no', iostat=ios) i
  print *, i, ios
  ! non-advancing with SIZE=: a short A field is given up (not stored,
  ! not counted), a short numeric one converted and counted
  read (11, '(a)')
  c = '?'
  sz = -1
  read (11, '(a1, a5)', advance='no', iostat=ios, size=sz) c(1:1), c(2:)
  print *, '[', c, ']', ios, sz
  i = -1
  sz = -1
  read (11, '(i6)', advance='no', iostat=ios, size=sz) i
  print *, i, ios, sz
  close (11, status='delete')
end program
! CHECK: 12 1003 Excessive input from fixed-size record
! CHECK-NEXT: [ab        ] 1003
! CHECK-NEXT: 1.5 -1 1003
! CHECK-NEXT: err 34
! CHECK-NEXT: 56 -2
! CHECK-NEXT: [x         ] -2 1
! CHECK-NEXT: 9 -2 2
