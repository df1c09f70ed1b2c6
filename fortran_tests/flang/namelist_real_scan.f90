! flang front door: REAL values in namelist input are scanned as flang 19
! scans list-directed ones ("1.5x" is 1.5, "T" is "Bad real input data"
! with its column and record), while the next object's name, '&end' and
! '/' still end an array's values; and the record a formatted
! direct-access READ's error names is the REC= record (and those a '/'
! passes), not the last one the unit wrote.
! RUN: %flangdiff %s | %fcheck %s
program namelist_real_scan
  implicit none
  real(8) :: r(4)
  real :: s
  integer :: i(2), ios, k
  character(100) :: msg
  character(60) :: lines(3)
  character(40), parameter :: values(10) = [character(40) :: &
    '1.5x 2.5', 'T', '1.5e 2 3', '2e+5 +12.75 NaN i(2)=4', '.5 s=7', &
    '1.5 2.5 &end', '1.5d0 /', '1.5(', '-inf 1e400', '1 $end']
  namelist /g/ r, s, i
  do k = 1, size(values)
    r = -1; s = -1; i = -1; msg = ''
    lines(1) = ' &g'
    lines(2) = ' r = '//values(k)
    lines(3) = ' /'
    read (lines, nml=g, iostat=ios, iomsg=msg)
    print '(a,1x,i0,4(1x,g0),1x,g0,2(1x,i0),1x,a)', trim(values(k)), ios, &
      r, s, i, trim(msg)
  end do
  open (10, file='nrs.dat', access='direct', form='formatted', recl=12, &
        status='replace')
  write (10, '(a)', rec=4) '4.5'
  write (10, '(a)', rec=1) 'x.5'
  write (10, '(a)', rec=2) '2.5'
  write (10, '(a)', rec=3) '3.5'
  msg = ''
  read (10, '(f6.1)', rec=1, iostat=ios, iomsg=msg) s
  print '(i0,1x,a)', ios, trim(msg)
  write (10, '(a)', rec=3) '3x5'
  msg = ''
  read (10, '(f6.1/f6.1)', rec=2, iostat=ios, iomsg=msg) s, s
  print '(i0,1x,g0,1x,a)', ios, s, trim(msg)
  close (10, status='delete')
end program namelist_real_scan
! CHECK:1.5x 2.5 0 1.5 2.5 -1. -1. -1. -1 -1 
! CHECK-NEXT:T 1030 -1. -1. -1. -1. -1. -1 -1 Bad real input data at column 7 of record 2
! CHECK-NEXT:1.5e 2 3 0 150. 3. -1. -1. -1. -1 -1 
! CHECK-NEXT:2e+5 +12.75 NaN i(2)=4 0 200000. 12.75 NaN -1. -1. -1 4 
! CHECK-NEXT:.5 s=7 0 .5 -1. -1. -1. 7. -1 -1 
! CHECK-NEXT:1.5 2.5 &end 0 1.5 2.5 -1. -1. -1. -1 -1 
! CHECK-NEXT:1.5d0 / 0 1.5 -1. -1. -1. -1. -1 -1 
! CHECK-NEXT:1.5( 1046 1.5 -1. -1. -1. -1. -1 -1 invalid character (0x28) after list-directed input value, at column 9 in record 2
! CHECK-NEXT:-inf 1e400 1036 -Inf Inf -1. -1. -1. -1 -1 Real or complex input value overflows type
! CHECK-NEXT:1 $end 0 1. -1. -1. -1. -1. -1 -1 
! CHECK-NEXT:1030 Bad real input data at column 2 of record 1
! CHECK-NEXT:1030 2.5 Bad real input data at column 3 of record 3
