! flang front door: B, O and Z input into a CHARACTER item reads it as an
! integer of its length in bytes, little-endian, as flang's runtime does:
! all of a CHARACTER(3) is stored (two NULs after 'A'), three bytes from
! eight hex digits with leading zeros, 17 bytes of a CHARACTER(17), and
! the overflow text names a 3-byte variable; ftnio stored one byte and
! refused eight digits as too many for it (progen --flang seed 600030).
! RUN: %flangdiff %s | %fcheck %s
! CHECK:0 41 00 00
! CHECK:0 43 42 41
! CHECK:0 00 00 00
! CHECK:1001 3F 3F 3F
! CHECK:1034 3F 3F 3F B/O/Z input of 8 digits overflows 3-byte variable
! CHECK:1001 3F 3F 3F Bad character '-' in B/O/Z input field
! CHECK:0 41 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
! CHECK:0 05 00 00 Bad character '-' in B/O/Z input field
! CHECK:0 00 FF 00 Bad character '-' in B/O/Z input field
program radix_into_character
  implicit none
  character(len=3) :: c4(4), c
  character(len=8) :: s8
  character(len=20) :: s
  character(len=17) :: big
  character(len=100) :: msg
  integer :: ios, i
  s8 = '  41'
  c4 = '???'
  read (s8, '(Z4)', iostat=ios) c4(1)
  print '(i0,1x,3(z2.2,1x))', ios, (ichar(c4(1)(i:i)), i=1,3)
  s8 = '00414243'
  read (s8, '(Z8)', iostat=ios) c4(2)
  print '(i0,1x,3(z2.2,1x))', ios, (ichar(c4(2)(i:i)), i=1,3)
  s8 = '    '
  read (s8, '(Z4)', iostat=ios) c4(3)
  print '(i0,1x,3(z2.2,1x))', ios, (ichar(c4(3)(i:i)), i=1,3)
  s8 = '7'
  read (s8, '(B4)', iostat=ios) c4(4)
  print '(i0,1x,3(z2.2,1x))', ios, (ichar(c4(4)(i:i)), i=1,3)
  s = '12345678'
  c = '???'
  read (s, '(Z8)', iostat=ios, iomsg=msg) c
  print '(i0,1x,3(z2.2,1x),a)', ios, (ichar(c(i:i)), i=1,3), trim(msg)
  s = '-1'
  c = '???'
  read (s, '(Z4)', iostat=ios, iomsg=msg) c
  print '(i0,1x,3(z2.2,1x),a)', ios, (ichar(c(i:i)), i=1,3), trim(msg)
  s = '41'
  big = repeat('?', 17)
  read (s, '(Z4)', iostat=ios, iomsg=msg) big
  print '(i0,1x,17(z2.2,1x))', ios, (ichar(big(i:i)), i=1,17)
  s = '101'
  c = '???'
  read (s, '(B8)', iostat=ios, iomsg=msg) c
  print '(i0,1x,3(z2.2,1x),a)', ios, (ichar(c(i:i)), i=1,3), trim(msg)
  s = '777'
  c = '???'
  read (s, '(O8)', iostat=ios, iomsg=msg) c
  print '(i0,1x,3(z2.2,1x),a)', ios, (ichar(c(i:i)), i=1,3), trim(msg)
end program
