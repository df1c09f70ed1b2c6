! flang front door: under PAD='NO' a real edit whose field lies wholly
! past the record's end reads it as zero, as flang 19's real scan reads an
! empty field: the REAL or COMPLEX item becomes 0 (an INTEGER item keeps
! its value), with IOSTAT 1003 on an advancing READ and the EOR condition
! on a non-advancing one (issue 18; progen --flang seeds 293, 918).
! RUN: %flangdiff %s | %fcheck %s
program pad_no_empty_real_field
  integer :: ios, i, j(2)
  complex :: z
  real(8) :: d
  real :: r(2), s
  character(80) :: msg
  open(81, file='pnerf.dat', status='replace', pad='no')
  write(81, '(a)') '12345'
  write(81, '(a)') '12345'
  write(81, '(a)') '12345'
  write(81, '(a)') '12345'
  write(81, '(a)') '12345'
  write(81, '(a)') '12345'
  rewind(81)
  r = [1e-5, 7.0]; s = 3
  read(81, "(i5,f4.2)", iostat=ios, iomsg=msg) i, s
  print *, ios, i, s
  read(81, "(i3,f4.2)", iostat=ios, iomsg=msg) i, s
  print *, ios, i, s
  r = [1e-5, 7.0]
  read(81, "(i5,2f4.2)", iostat=ios, iomsg=msg) i, r
  print *, ios, i, r
  j = 9
  read(81, "(i5,2i4)", iostat=ios, iomsg=msg) i, j
  print *, ios, i, j
  j = 9
  read(81, "(i4,2i4)", iostat=ios, iomsg=msg) i, j
  print *, ios, i, j
  r = [1e-5, 7.0]
  read(81, "(i4,2f4.1)", iostat=ios, iomsg=msg) i, r
  print *, ios, i, r
  close (81, status="delete")
  open (81, file="pnerf2.dat", status="replace", pad="no")
  write (81, "(a)") "12345", "12345", "12345", "12345", "123456"
  rewind (81)
  s = 3
  read(81, "(i5,f4.2)", advance='no', iostat=ios) i, s
  print *, ios, i, s
  read(81, *)
  z = (3, 4)
  read(81, "(i5,2f4.2)", iostat=ios) i, z
  print *, ios, i, z
  d = 5
  read(81, "(i5,g4.2)", iostat=ios) i, d
  print *, ios, i, d
  d = 5
  read(81, "(i5,es9.2)", iostat=ios) i, d
  print *, ios, i, d
  d = 5
  read(81, "(i5,bn,f3.1)", iostat=ios) i, d
  print *, ios, i, d
  close (81, status="delete")
end program
! CHECK: 1003 12345 0.
! CHECK-NEXT: 1003 123 .45
! CHECK-NEXT: 1003 12345 0. 0.
! CHECK-NEXT: 1003 12345 9 9
! CHECK-NEXT: 1003 1234 5 9
! CHECK-NEXT: 1003 1234 .5 0.
! CHECK-NEXT: -2 12345 0.
! CHECK-NEXT: 1003 12345 (0.,0.)
! CHECK-NEXT: 1003 12345 0.
! CHECK-NEXT: 1003 12345 6.E-02
! CHECK-NEXT: -1 12345 5.
