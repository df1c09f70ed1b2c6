! flang front door: BZ input of a numeric field that a record's end cuts
! short.  flang's runtime reads the blanks PAD='YES' supplies up to the
! field's width, zeros under BZ (' 12' by BZ,I6 is 12000), in sequential,
! direct-access and internal files and for I, B, F and E alike; a field a
! comma ends keeps its length, and BN ignores the padding.  libgfortran
! reads the short field as it is (12).  Found by the NIST FCVS runner's
! flang mode (nist_suite/run_fcvs.py --compiler flang).
! RUN: %flangdiff %s | %fcheck %s
program bz_short_record
  implicit none
  integer :: i, j
  real :: x
  character(20) :: rec
  open (10, file='bz.txt')
  write (10, '(a)') ' 12'
  write (10, '(a)') ' 12,5'
  write (10, '(a)') ' 11'
  write (10, '(a)') ' 12E-1'
  write (10, '(a)') ' 7'
  write (10, '(a)') ' 12'
  rewind 10
  read (10, '(bz,i6)') i
  print *, i
  read (10, '(bz,i6,i3)') i, j
  print *, i, j
  read (10, '(bz,b6)') i
  print *, i
  read (10, '(bz,e8.2)') x
  print *, x
  read (10, '(bz,i3,i3)') i, j
  print *, i, j
  read (10, '(bn,i6)') i
  print *, i
  close (10, status='delete')
  rec = ' 12'
  read (rec(1:3), '(bz,i6)') i
  print *, i
  read (rec(1:3), '(bz,f6.1)') x
  print *, x
  open (12, file='bz.dat', access='direct', form='formatted', recl=4)
  write (12, '(a)', rec=1) ' 12'
  read (12, '(bz,i8)', rec=1) i
  print *, i
  close (12, status='delete')
end program
! CHECK: 12000
! CHECK-NEXT: 12 500
! CHECK-NEXT: 24
! CHECK-NEXT: 0.
! CHECK-NEXT: 70 0
! CHECK-NEXT: 12
! CHECK-NEXT: 12000
! CHECK-NEXT: 1200.
! CHECK-NEXT: 1200000
