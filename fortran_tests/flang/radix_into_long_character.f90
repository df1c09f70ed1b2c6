! flang front door: B, O and Z input into a CHARACTER item longer than 16
! bytes reads the field as an integer of the item's length, as for a
! shorter one: a value of more than 16 bytes is stored whole (ftnio held
! 16 bytes and then failed the field with an INTEGER(1) overflow text),
! flang's byte shift for an O field whose first digit straddles a byte
! included, blanks ignored or zero (BN, BZ).
! RUN: %flangdiff %s | %fcheck %s
! CHECK:0 12 EF CD AB 90 78 56 34 12 EF CD AB 90 78 56 34 12 00 00 00 
! CHECK:0 FF FF FF FF FF FF FF FF FF FF FF FF FF FF FF FF FF FF FF FF 
! CHECK:0 FF FF FF FF FF FF FF FF FF FF FF FF FF FF FF FF FF FF 07 00 
! CHECK:0 00 49 92 24 49 92 24 49 92 24 49 92 24 49 92 24 C9 00 00 00 
! CHECK:0 49 92 24 49 92 24 49 92 24 49 92 24 49 92 24 49 0E 00 00 00 
! CHECK:0 55 55 55 55 55 55 01 00 00 00 00 00 00 00 00 00 00 00 00 00 
! CHECK:0 F1 DE BC 0A 89 67 45 23 F1 DE BC 0A 89 67 45 23 01 00 00 00 
! CHECK:0 00 F1 DE BC 0A 89 67 45 23 F1 DE BC 0A 89 67 45 03 12 00 00 
! CHECK:1034 3F 3F 3F 3F 3F 3F 3F 3F 3F 3F 3F 3F 3F 3F 3F 3F 3F 3F 3F 3F B/O/Z input of 42 digits overflows 20-byte variable
! CHECK: FF FF FF FF FF FF FF 0F 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
program radix_into_long_character
  implicit none
  character(len=20) :: c
  character(len=24) :: a(2)
  character(len=60) :: s
  integer :: k
  call show('(z34)', '1234567890ABCDEF1234567890ABCDEF12')
  call show('(z40)', repeat('F', 40))
  call show('(o49)', repeat('7', 49))
  call show('(o43)', '7'//repeat('1', 42))
  call show('(o44)', '7'//repeat('1', 43))
  call show('(b49)', repeat('10', 24)//'1')
  call show('(z36)', '12 34567890ABCDEF1234567890ABCDEF1 ')
  call show('(bz,z36)', '12 34567890ABCDEF1234567890ABCDEF1 ')
  call show('(z42)', repeat('A', 42))
  s = repeat('1', 60)
  read (s, '(b60)') a(2)
  print '(24z3.2)', (ichar(a(2)(k:k)), k = 1, 24)
contains
  subroutine show(fmt, text)
    character(len=*), intent(in) :: fmt, text
    integer :: ios, k
    character(len=80) :: msg
    s = text
    c = repeat('?', 20)
    msg = ''
    read (s, fmt, iostat=ios, iomsg=msg) c
    print '(i0,20z3.2,1x,a)', ios, (ichar(c(k:k)), k = 1, 20), trim(msg)
  end subroutine
end program
