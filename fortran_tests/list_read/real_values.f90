! List-directed READ of REAL(8) and REAL(4) values in the forms the
! std::from_chars shortcut takes and in those next to them that it must
! leave to the exact scanner: repeat counts, D and Q exponents, signed
! exponents without a letter, a leading or trailing point, separators of
! every kind, overflow and underflow, long mantissas, values at the end
! of the file, DECIMAL='COMMA'.  Bits are printed in hex.
! RUN: %fdiff %s
program real_values
  implicit none
  character(len=80) :: cases(44)
  character(len=100) :: msg
  character(len=400) :: long
  real(8) :: x, y
  real(4) :: a, b
  integer :: i, ios, u
  cases = [character(len=80) :: &
    '1.5 2.5', '  -3.25e+02,4', '+7.0E-3/', '3*1.5', '2*', &
    '1.5d3 1', '1.5q3 1', '1.5+3 1', '1.5-3 1', '1.e5 1', '.5 1', '-.5e-3 1', &
    '5. 1', '. 1', '1.5e 1', '1.5e+ 1', '1.5;2', '1.5'//achar(9)//'2', &
    '1.5'//achar(13)//' 2', '1.5!2', '1.5x 2', '1e99999 1', '1e400 1', &
    '4.9e-324 1', '2.4703282292062328e-324 1', '2.4703282292062327e-324 1', &
    '1e-400 1', '-0.0 -0', '0.1234567890123456789012345678901 1', &
    '179769313486231580793728971405301e276 1', '1.7976931348623158e308 1', &
    '3.4028235e38 3.4028236e38', '1e39 1', '1.4e-45 7e-46', &
    '12345678901234567890 1', '00000.000001e00000005 1', '1e0004 1e00005', &
    'inf nan', '-Infinity +NaN', '1,5 2', ',2.5', '1.5,,', '1.5 /', '  ']
  open (newunit=u, file='values.txt', status='replace')
  do i = 1, size(cases)
    write (u, '(a)') trim(cases(i))
  end do
  long = repeat('1', 300)
  write (u, '(a)') '0.'//long(1:300)//' 2'
  write (u, '(a)') '  '//long(1:300)//'e-290 2'
  write (u, '(a)', advance='no') '6.25e1'
  close (u)
  open (newunit=u, file='values.txt', status='old')
  do i = 1, size(cases) + 3
    x = -1; y = -1
    read (u, *, iostat=ios, iomsg=msg) x, y
    if (ios /= 0) then
      print '(i3,i6,1x,a,2(1x,z16.16))', i, ios, trim(msg), x, y
    else
      print '(i3,2(1x,z16.16))', i, x, y
    end if
  end do
  rewind (u)
  do i = 1, size(cases) + 3
    a = -1; b = -1
    read (u, *, iostat=ios, iomsg=msg) a, b
    if (ios /= 0) then
      print '(i3,i6,1x,a,2(1x,z8.8))', i, ios, trim(msg), a, b
    else
      print '(i3,2(1x,z8.8))', i, a, b
    end if
  end do
  close (u)
  ! The decimal comma: ',' is the point, ';' separates.
  open (newunit=u, file='values.txt', status='old', decimal='comma')
  do i = 1, 6
    x = -1; y = -1
    read (u, *, iostat=ios, iomsg=msg) x, y
    print '(i3,i6,2(1x,z16.16))', i, ios, x, y
  end do
  close (u, status='delete')
  ! Internal files take the same path.
  do i = 1, size(cases)
    x = -1; y = -1
    read (cases(i), *, iostat=ios) x, y
    print '(a,i3,i6,2(1x,z16.16))', 'internal', i, ios, x, y
  end do
end program real_values
