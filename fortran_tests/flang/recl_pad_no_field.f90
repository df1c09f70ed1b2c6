! flang front door: a formatted READ on a sequential unit opened with
! RECL= and PAD='NO', whose field runs past the record length.  flang
! cuts the record at RECL= and converts the part of the field that is
! there, storing the value, and only then fails with IOSTAT 1003
! ("Excessive input from fixed-size record"); a bad character or an
! overflow in that part is the error instead; a non-advancing READ meets
! EOR.  ftnio failed at once, the item unchanged (libgfortran's EOR).
! Found by progen/input_fuzz.py (seeds 5, 16, 23) through the flang door.
! RUN: %flangdiff %s | %fcheck %s
! CHECK:1 1003    1.50 Excessive input from fixed-size record
! CHECK:1 1003    1.50 Excessive input from fixed-size record
! CHECK:1 0 12345678 none
! CHECK:1 1003 abc    Excessive input from fixed-size record
! CHECK:2 1003    1.50 Excessive input from fixed-size record
! CHECK:2 1003    1.50 Excessive input from fixed-size record
! CHECK:2 1003 1234 Excessive input from fixed-size record
! CHECK:2 1003 abc    Excessive input from fixed-size record
! CHECK:1030 -1.0000E+00 Bad real input data at column 9 of record 5
! CHECK:1036         Inf Real or complex input value overflows type
! CHECK:-2 42 2 End of record during non-advancing input
! CHECK:0 98 2 none
! CHECK:-2 76 2 End of record during non-advancing input
program recl_pad_no_field
  implicit none
  integer :: ios, i, j, k
  real :: a
  real(8) :: d
  character(6) :: s
  character(100) :: msg
  open(10, file='p.txt', status='replace')
  write(10, '(a)') '1.5  '
  write(10, '(a)') '1.5'
  write(10, '(a)') '12345678901234'
  write(10, '(a)') 'abc'
  write(10, '(a)') '1.5d-22*xyz'
  write(10, '(a)') '1d999,1 2 3'
  write(10, '(a)') '42'
  write(10, '(a)') '987654'
  close(10)
  do j = 1, 2
    if (j == 1) open(11, file='p.txt', status='old', pad='no')
    if (j == 2) open(11, file='p.txt', status='old', pad='no', recl=4)
    a = -1; msg = 'none'
    read(11, '(f8.2)', iostat=ios, iomsg=msg) a
    print '(i0,1x,i0,f8.2,1x,a)', j, ios, a, trim(msg)
    a = -1; msg = 'none'
    read(11, '(f8.2)', iostat=ios, iomsg=msg) a
    print '(i0,1x,i0,f8.2,1x,a)', j, ios, a, trim(msg)
    i = -1; msg = 'none'
    read(11, '(i8)', iostat=ios, iomsg=msg) i
    print '(i0,1x,i0,1x,i0,1x,a)', j, ios, i, trim(msg)
    s = '?'; msg = 'none'
    read(11, '(a6)', iostat=ios, iomsg=msg) s
    print '(i0,1x,i0,1x,a,1x,a)', j, ios, s, trim(msg)
    close(11)
  end do
  open(11, file='p.txt', status='old', pad='no', recl=8)
  do j = 1, 4
    read(11, '(a)')
  end do
  d = -1; msg = 'none'
  read(11, '(e12.4e3)', iostat=ios, iomsg=msg) d
  print '(i0,es12.4,1x,a)', ios, d, trim(msg)
  d = -1; msg = 'none'
  read(11, '(e12.4e3)', iostat=ios, iomsg=msg) d
  print '(i0,es12.4,1x,a)', ios, d, trim(msg)
  close(11)
  open(11, file='p.txt', status='old', pad='no', recl=4)
  do j = 1, 6
    read(11, '(a)')
  end do
  i = -1; k = -1; msg = 'none'
  read(11, '(i6)', iostat=ios, iomsg=msg, advance='no', size=k) i
  print '(i0,1x,i0,1x,i0,1x,a)', ios, i, k, trim(msg)
  i = -1; k = -1; msg = 'none'
  read(11, '(i2)', iostat=ios, iomsg=msg, advance='no', size=k) i
  print '(i0,1x,i0,1x,i0,1x,a)', ios, i, k, trim(msg)
  i = -1; k = -1; msg = 'none'
  read(11, '(i3)', iostat=ios, iomsg=msg, advance='no', size=k) i
  print '(i0,1x,i0,1x,i0,1x,a)', ios, i, k, trim(msg)
  close(11, status='delete')
end program
