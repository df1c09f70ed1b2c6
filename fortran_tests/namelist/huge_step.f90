! Namelist sections with huge strides: libgfortran multiplies the span by
! the stride in a 64-bit signed type that wraps, so some good-looking
! ranges are "Bad range"; a stride that passes still reads in bounds.
! (fuzz_namelist_read found the overflow.)
! RUN: %fdiff %s
program huge_step
  implicit none
  integer :: v(3,3), ios
  character(100) :: msg
  character(80) :: s(4)
  integer :: i
  namelist /grp/ v
  s(1) = '&grp v(2,1:3:5555511111110111110) = 7 8 /'
  s(2) = '&grp v(1:3:4611686018427387904,2) = 7 8 /'
  s(3) = '&grp v(1:3:4611686018427387903,2) = 7 /'
  s(4) = '&grp v(3:1:-4611686018427387903,1) = 9 /'
  do i = 1, 4
    v = 0
    msg = ''
    read (s(i), nml=grp, iostat=ios, iomsg=msg)
    print '(i0,1x,a)', ios, trim(msg)
    print '(9i2)', v
  end do
end program
