! flang front door: a tab in a formatted numeric field (F, E, G, I, Z, B)
! is a blank to flang's scanner: skipped under BN, a zero under BZ.
! ftnio reported libgfortran's "Bad value during ... read".  Found by the
! edit fuzzer (progen/edit_fuzz.py).
! RUN: %flangdiff %s | %fcheck %s
! CHECK:1 (f12.0) 42BE0000 0 
! CHECK:1 (bz,f12.2) 5006DB03 0 
! CHECK:1 (e12.3) 3DC28F5C 0 
! CHECK:1 (g12.1) 41180000 0 
! CHECK:1 (i12) 0 
! CHECK:1 (bz,i12) 1035 Decimal input overflows INTEGER(4) variable
! CHECK:1 (z12) 0 
! CHECK:1 (b12) 1001 Bad character '9' in B/O/Z input field
! CHECK:2 (f12.0) 3FC00000 0 
! CHECK:2 (bz,f12.2) 3FC00000 0 
! CHECK:2 (e12.3) 3FC00000 0 
! CHECK:2 (g12.1) 3FC00000 0 
! CHECK:2 (i12) 1001 Bad character '.' in INTEGER input field
! CHECK:2 (bz,i12) 1001 Bad character '.' in INTEGER input field
! CHECK:2 (z12) 1001 Bad character '.' in B/O/Z input field
! CHECK:2 (b12) 1001 Bad character '.' in B/O/Z input field
! CHECK:3 (f12.0) 42C80000 0 
! CHECK:3 (bz,f12.2) BF800000 1036 Real or complex input value overflows type
! CHECK:3 (e12.3) 3DCCCCCD 0 
! CHECK:3 (g12.1) 41200000 0 
! CHECK:3 (i12) 1001 Bad character 'e' in INTEGER input field
! CHECK:3 (bz,i12) 1001 Bad character 'e' in INTEGER input field
! CHECK:3 (z12) 0 
! CHECK:3 (b12) 1001 Bad character 'e' in B/O/Z input field
! CHECK:4 (f12.0) C1200000 0 
! CHECK:4 (bz,f12.2) CB189680 0 
! CHECK:4 (e12.3) BC23D70A 0 
! CHECK:4 (g12.1) BF800000 0 
! CHECK:4 (i12) 0 
! CHECK:4 (bz,i12) 0 
! CHECK:4 (z12) 1001 Bad character '-' in B/O/Z input field
! CHECK:4 (b12) 1001 Bad character '-' in B/O/Z input field
! CHECK:5 (f12.0) 41300000 0 
! CHECK:5 (bz,f12.2) 4E832156 0 
! CHECK:5 (e12.3) 3C343958 0 
! CHECK:5 (g12.1) 3F8CCCCD 0 
! CHECK:5 (i12) 0 
! CHECK:5 (bz,i12) 1035 Decimal input overflows INTEGER(4) variable
! CHECK:5 (z12) 0 
! CHECK:5 (b12) 0 
program tab_in_numeric_field
  implicit none
  integer :: ios, i, k
  real :: x
  character(300) :: msg
  character(12) :: str(5)
  character(16) :: fmtr(4) = [character(16) :: '(f12.0)', '(bz,f12.2)', '(e12.3)', '(g12.1)']
  character(16) :: fmti(4) = [character(16) :: '(i12)', '(bz,i12)', '(z12)', '(b12)']
  str = [character(12) :: '9' // achar(9) // '5', achar(9) // '1.5', &
         '1' // achar(9) // 'e2', '-' // achar(9) // '10', '11' // achar(9)]
  do i = 1, size(str)
    do k = 1, size(fmtr)
      msg = ''; x = -1
      read (str(i), fmtr(k), iostat=ios, iomsg=msg) x
      if (ios /= 0) x = -1
      print '(i0,1x,a,1x,z8.8,1x,i0,1x,a)', i, trim(fmtr(k)), x, ios, trim(msg)
    end do
    do k = 1, size(fmti)
      msg = ''; ios = -1
      read (str(i), fmti(k), iostat=ios, iomsg=msg) ios
      print '(i0,1x,a,1x,i0,1x,a)', i, trim(fmti(k)), ios, trim(msg)
    end do
  end do
end program tab_in_numeric_field
