! flang front door: formatted WRITE and READ on external units (stdout
! and a file) with data edits of every type, control edits, format
! reversion, and the values read back.
! RUN: %flangdiff %s | %fcheck %s
program formatted_io
  implicit none
  integer :: u, i, n(3)
  integer(8) :: k
  real(4) :: x
  real(8) :: y
  complex(4) :: z
  logical :: l
  character(8) :: s
  write (*, '(i5, 1x, i0, 1x, b8, 1x, o6, 1x, z4)') 42, -7, 5, 64, 255
  write (*, '(f8.3, 1x, es12.4, 1x, en12.3, 1x, g12.5, 1x, d12.4)') &
      3.14159, 12345.678, 0.00123, 2.5d0, 1.0d10
  write (*, '(2f6.1, 1x, l3, 1x, a, "|", a4, "|")') (1.5, -2.5), .true., 'abc', 'toolong'
  write (*, '(3(i3, :, ","))') 1, 2, 3
  write (*, '(i3)') 1, 2, 3
  write (*, '(t10, a, tl5, a, tr2, a)') 'X', 'Y', 'Z'
  write (*, '(sp, i4, ss, i4, /, "next")') 5, 6
  open (newunit=u, file='data.txt', status='replace')
  write (u, '(i4, f10.4, es14.6e3, 2f6.2, l2, a8)') 17, 2.75, -1.5d-100, (3.0, 4.0), .false., 'hello'
  write (u, '(3i5)') 10, 20, 30
  write (u, '(i20)') -123456789012_8
  close (u)
  open (newunit=u, file='data.txt', status='old', action='read')
  read (u, '(i4, f10.4, es14.6e3, 2f6.2, l2, a8)') i, x, y, z, l, s
  print '(i0, 1x, f0.4, 1x, es12.5e3, 2(1x, f0.2), 1x, l1, 1x, a)', i, x, y, z, l, s
  read (u, '(3i5)') n
  print '(3(i0, 1x))', n
  read (u, '(i20)') k
  print '(i0)', k
  close (u)
end program formatted_io
! CHECK:   42 -7      101    100   FF
! CHECK-NEXT:   3.142   1.2346E+04    1.230E-03   2.5000       0.1000D+11
! CHECK-NEXT:   1.5  -2.5   T abc|tool|
! CHECK-NEXT:  1,  2,  3
! CHECK-NEXT:  1
! CHECK-NEXT:  2
! CHECK-NEXT:  3
! CHECK-NEXT:     Y  ZX
! CHECK-NEXT:  +5   6
! CHECK-NEXT:next
! CHECK-NEXT:17 2.7500 ************ 3.00 4.00 F    hello
! CHECK-NEXT:10 20 30
! CHECK-NEXT:-123456789012
