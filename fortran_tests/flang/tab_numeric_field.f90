! flang front door: a tab in a formatted numeric field (I, Z, F, E, G)
! is a blank to flang's runtime: skipped, or a zero under BZ, before,
! inside and after the digits.  ftnio failed the field as libgfortran
! does ("Bad value during integer read").  Found by progen/input_fuzz.py
! (seed 8) through the flang door.
! RUN: %flangdiff %s | %fcheck %s
! CHECK:1 i4 0 12 none
! CHECK:1 bz 0 12 none
! CHECK:1 f5.1 0     1.20 none
! CHECK:1 g6.0 0    12.00 none
! CHECK:1 z4 0 18 none
! CHECK:2 i4 0 12 none
! CHECK:2 bz 0 1020 none
! CHECK:2 f5.1 0     1.20 none
! CHECK:2 g6.0 0    12.00 none
! CHECK:2 z4 0 18 none
! CHECK:3 i4 0 0 none
! CHECK:3 bz 0 0 none
! CHECK:3 f5.1 0     0.00 none
! CHECK:3 g6.0 0     0.00 none
! CHECK:3 z4 0 0 none
! CHECK:4 i4 0 12 none
! CHECK:4 bz 0 1200 none
! CHECK:4 f5.1 0     1.20 none
! CHECK:4 g6.0 0    12.00 none
! CHECK:4 z4 0 18 none
! CHECK:5 i4 0 -3 none
! CHECK:5 bz 0 -30 none
! CHECK:5 f5.1 0    -0.30 none
! CHECK:5 g6.0 0    -3.00 none
! CHECK:5 z4 1001 -1 Bad character '-' in B/O/Z input field
! CHECK:6 i4 1001 -1 Bad character '.' in INTEGER input field
! CHECK:6 bz 1001 -1 Bad character '.' in INTEGER input field
! CHECK:6 f5.1 0     1.50 none
! CHECK:6 g6.0 0     1.50 none
! CHECK:6 z4 1001 -1 Bad character '.' in B/O/Z input field
! CHECK:e6.1 0   150.00 none
! CHECK:nonadvancing 1005 0 ?            Data edit descriptor 'I' may not be used with a CHARACTER data item
program tab_numeric_field
  implicit none
  integer :: ios, i, j
  integer(1) :: b
  real :: a
  real(8) :: d
  character(12) :: s
  character(100) :: msg
  character(8) :: recs(6)
  recs = [character(8) :: achar(9)//' 12', '1'//achar(9)//'2', &
          achar(9)//achar(9), '12'//achar(9), '-'//achar(9)//'3', &
          achar(9)//'1.5']
  do j = 1, size(recs)
    i = -1; msg = 'none'
    read(recs(j), '(i4)', iostat=ios, iomsg=msg) i
    print '(i0," i4 ",i0,1x,i0,1x,a)', j, ios, i, trim(msg)
    i = -1; msg = 'none'
    read(recs(j), '(bz,i4)', iostat=ios, iomsg=msg) i
    print '(i0," bz ",i0,1x,i0,1x,a)', j, ios, i, trim(msg)
    a = -1; msg = 'none'
    read(recs(j), '(f5.1)', iostat=ios, iomsg=msg) a
    print '(i0," f5.1 ",i0,1x,f8.2,1x,a)', j, ios, a, trim(msg)
    d = -1; msg = 'none'
    read(recs(j), '(g6.0)', iostat=ios, iomsg=msg) d
    print '(i0," g6.0 ",i0,1x,f8.2,1x,a)', j, ios, d, trim(msg)
    i = -1; msg = 'none'
    read(recs(j), '(z4)', iostat=ios, iomsg=msg) i
    print '(i0," z4 ",i0,1x,i0,1x,a)', j, ios, i, trim(msg)
  end do
  d = -1; msg = 'none'
  s = '1.5e'//achar(9)//'2'
  read(s, '(e6.1)', iostat=ios, iomsg=msg) d
  print '("e6.1 ",i0,1x,f8.2,1x,a)', ios, d, trim(msg)
  open(11, file='t.txt', status='replace')
  write(11, '(a)') achar(9)//' .true.'
  rewind(11)
  b = -1; s = '?'; msg = 'none'
  read(11, '(2(i2,1x))', iostat=ios, iomsg=msg, advance='no', size=i) b, s, b
  print '("nonadvancing ",i0,1x,i0,1x,a,1x,a)', ios, b, s, trim(msg)
  close(11, status='delete')
end program
