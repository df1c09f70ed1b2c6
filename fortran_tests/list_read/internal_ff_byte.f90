! A list-directed READ from a CHARACTER(1) internal file: libgfortran reads
! its characters through a signed char, so a byte 0xFF after a value
! compares equal to EOF and ends the value (integer, real, logical).
! (Where the 0xFF stands between values or inside an undelimited string,
! ftnio still differs: README, known differences.)
! RUN: %fdiff %s | %fcheck %s
program internal_ff_byte
  implicit none
  character(8) :: s
  integer :: i, ios
  real :: x
  logical :: l
  i = -1
  s = '1234' // achar(255)
  read (s, *, iostat=ios) i
  print '(a,i0,1x,i0)', 'integer ', ios, i
  s = '1.5' // achar(255) // '7'
  read (s, *, iostat=ios) x
  print '(a,i0,1x,f4.2)', 'real ', ios, x
  s = 'T' // achar(255)
  l = .false.
  read (s, *, iostat=ios) l
  print '(a,i0,1x,l1)', 'logical ', ios, l
  s = '-42' // achar(255) // 'x'
  read (s, *, iostat=ios) i
  print '(a,i0,1x,i0)', 'negative ', ios, i
end program internal_ff_byte
! CHECK:integer 0 1234
! CHECK-NEXT:real 0 1.50
! CHECK-NEXT:logical 0 T
! CHECK-NEXT:negative 0 -42
