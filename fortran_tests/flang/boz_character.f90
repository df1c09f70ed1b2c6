! flang front door (issue 18): B, O and Z on a CHARACTER item edit all of
! its bytes as one little-endian number ("); C" under Z0 is 43203B29, too
! wide for Z7.6), kind-4 characters included, as flang 19's runtime does;
! libgfortran edits the first character's bits.
! RUN: %flangdiff %s | %fcheck %s
program boz_character
  character(4) :: c4 = '); C'
  character(2) :: c2 = '8)'
  character(1) :: c1 = 'A'
  character(16) :: c16 = 'abcdefghijklmnop'
  character(len=3, kind=4) :: k4 = 4_'xyz'
  write(*, '(z7.6)') c4
  write(*, '(z0)') c4
  write(*, '(z12.10)') c2
  write(*, '(b0)') c2
  write(*, '(b20)') c1
  write(*, '(o0)') c4
  write(*, '(o12.11)') c1
  write(*, '(z0)') c16
  write(*, '(z40)') c16
  write(*, '(z0)') k4
  write(*, '(z8)') ''
end program boz_character
! CHECK:*******
! CHECK-NEXT:43203B29
! CHECK-NEXT:  0000002938
! CHECK-NEXT:10100100111000
! CHECK-NEXT:             1000001
! CHECK-NEXT:10310035451
! CHECK-NEXT: 00000000101
! CHECK-NEXT:706F6E6D6C6B6A696867666564636261
! CHECK-NEXT:        706F6E6D6C6B6A696867666564636261
! CHECK-NEXT:7A0000007900000078
! CHECK-NEXT:       0
