! flang front door: a REAL input value beyond the kind's range under a
! rounding mode toward zero, or away from the value's side (RZ, RD of a
! positive value, RU of a negative one; ROUND= of list-directed input),
! stores HUGE() and is no error in flang; only an overflow that stores an
! infinity is "Real or complex input value overflows type".  REAL(16)
! rounds as the other kinds do (no libquadmath Infinity).  ftnio reported
! every overflow.  Found by the edit fuzzer (progen/edit_fuzz.py).
! RUN: %flangdiff %s | %fcheck %s
! CHECK:list z 7F7FFFFF 0 
! CHECK:list d 7F7FFFFF 0 
! CHECK:list u 7F800000 1036 Real or complex input value overflows type
! CHECK:fmt z 7F7FFFFF 0 
! CHECK:fmt d 7F7FFFFF 0 
! CHECK:fmt c 7F800000 1036 Real or complex input value overflows type
! CHECK:fmt8 z 48078287F49C4A1D 0 
! CHECK:fmt10 z 4080BC143FA4E250EB31 0 
! CHECK:fmt16 z 408078287F49C4A1D6622FB2AB400000 0 
! CHECK:list16 z 408078287F49C4A1D6622FB2AB400000 0 
! CHECK:list z FF7FFFFF 0 
! CHECK:list d FF800000 1036 Real or complex input value overflows type
! CHECK:list u FF7FFFFF 0 
! CHECK:fmt z FF7FFFFF 0 
! CHECK:fmt d FF800000 1036 Real or complex input value overflows type
! CHECK:fmt c FF800000 1036 Real or complex input value overflows type
! CHECK:fmt8 z C8078287F49C4A1D 0 
! CHECK:fmt10 z C080BC143FA4E250EB31 0 
! CHECK:fmt16 z C08078287F49C4A1D6622FB2AB400000 0 
! CHECK:list16 z C08078287F49C4A1D6622FB2AB400000 0 
! CHECK:list z 7F7FFFFF 0 
! CHECK:list d 7F7FFFFF 0 
! CHECK:list u 7F800000 1036 Real or complex input value overflows type
! CHECK:fmt z 7F7FFFFF 0 
! CHECK:fmt d 7F7FFFFF 0 
! CHECK:fmt c 7F800000 1036 Real or complex input value overflows type
! CHECK:fmt8 z 7FEFFFFFFFFFFFFF 0 
! CHECK:fmt10 z 452FDA763FC8CB9FF9E5 0 
! CHECK:fmt16 z 452FB4EC7F91973FF3CB1CCF26FBC177 0 
! CHECK:list16 z 452FB4EC7F91973FF3CB1CCF26FBC177 0 
! CHECK:list z 7F7FFFFF 0 
! CHECK:list d 7F7FFFFF 0 
! CHECK:list u 7F800000 1036 Real or complex input value overflows type
! CHECK:fmt z 7F7FFFFF 0 
! CHECK:fmt d 7F7FFFFF 0 
! CHECK:fmt c 7F800000 1036 Real or complex input value overflows type
! CHECK:fmt8 z 7FEFFFFFFFFFFFFF 0 
! CHECK:fmt10 z 7FFEFFFFFFFFFFFFFFFF 0 
! CHECK:fmt16 z 7FFEFFFFFFFFFFFFFFFFFFFFFFFFFFFF 0 
! CHECK:list16 z 7FFEFFFFFFFFFFFFFFFFFFFFFFFFFFFF 0 
program ov
  implicit none
  integer :: ios, i
  real(4) :: x
  real(8) :: y
  real(10) :: z
  real(16) :: q
  character(300) :: msg
  character(20) :: str(4) = [character(20) :: '1e39', '-1e39', '1e400', '1e5000']
  character(8) :: r(5) = [character(8) :: 'zero', 'down', 'up', 'nearest', 'compatible']
  do i = 1, 4
    msg = ''; x = 0; read (str(i), *, round=r(1), iostat=ios, iomsg=msg) x
    print '(a,1x,z8.8,1x,i0,1x,a)', 'list z', x, ios, trim(msg)
    msg = ''; x = 0; read (str(i), *, round=r(2), iostat=ios, iomsg=msg) x
    print '(a,1x,z8.8,1x,i0,1x,a)', 'list d', x, ios, trim(msg)
    msg = ''; x = 0; read (str(i), *, round=r(3), iostat=ios, iomsg=msg) x
    print '(a,1x,z8.8,1x,i0,1x,a)', 'list u', x, ios, trim(msg)
    msg = ''; x = 0; read (str(i), '(rz,f20.0)', iostat=ios, iomsg=msg) x
    print '(a,1x,z8.8,1x,i0,1x,a)', 'fmt z', x, ios, trim(msg)
    msg = ''; x = 0; read (str(i), '(rd,e20.0)', iostat=ios, iomsg=msg) x
    print '(a,1x,z8.8,1x,i0,1x,a)', 'fmt d', x, ios, trim(msg)
    msg = ''; x = 0; read (str(i), '(rc,e20.0)', iostat=ios, iomsg=msg) x
    print '(a,1x,z8.8,1x,i0,1x,a)', 'fmt c', x, ios, trim(msg)
    msg = ''; y = 0; read (str(i), '(rz,f20.0)', iostat=ios, iomsg=msg) y
    print '(a,1x,z16.16,1x,i0,1x,a)', 'fmt8 z', y, ios, trim(msg)
    msg = ''; z = 0; read (str(i), '(rz,f20.0)', iostat=ios, iomsg=msg) z
    print '(a,1x,z20.20,1x,i0,1x,a)', 'fmt10 z', z, ios, trim(msg)
    msg = ''; q = 0; read (str(i), '(rz,f20.0)', iostat=ios, iomsg=msg) q
    print '(a,1x,z32.32,1x,i0,1x,a)', 'fmt16 z', q, ios, trim(msg)
    msg = ''; q = 0; read (str(i), *, round='zero', iostat=ios, iomsg=msg) q
    print '(a,1x,z32.32,1x,i0,1x,a)', 'list16 z', q, ios, trim(msg)
  end do
end program
