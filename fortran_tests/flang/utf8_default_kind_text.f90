! flang's runtime writes a default-kind CHARACTER item to an ENCODING=
! 'UTF-8' unit as UTF-8, each byte a Latin-1 character: A edits (w below
! and above the length), G0, list-directed values with DELIM=, namelist;
! and reads them back so.  ftnio wrote the bytes as they were (as
! libgfortran does), and its READ then failed: "Invalid UTF-8 encoding".
! RUN: %flangdiff --show-file=w9 %s | %fcheck %s
program utf8_default_kind_text
  character(len=5) :: c, d
  character(len=12) :: t(2)
  integer :: i
  namelist /g/ c
  c = 'h' // char(233) // 'x' // char(255) // 'z'
  t = [character(len=12) :: 'a' // char(200) // 'b', 'plain']
  open (9, file='w9', status='replace', encoding='UTF-8', delim='quote')
  write (9, '(a)') c
  write (9, '(a3,"|",a8,"|")') c, c
  write (9, '(2a)') t
  write (9, *) c, t
  write (9, '(g0)') c
  write (9, nml=g)
  close (9)
  open (9, file='w9', encoding='UTF-8')
  read (9, '(a)') d
  print '(5z3)', (ichar(d(i:i)), i = 1, 5)
  read (9, '(a3,1x,a8)') d, d
  print '(5z3)', (ichar(d(i:i)), i = 1, 5)
  close (9)
end program utf8_default_kind_text
! CHECK:héxÿz
! CHECK-NEXT:héx|   héxÿz|
! CHECK-NEXT:aÈb         plain       
! CHECK-NEXT: "héxÿz" "aÈb         " "plain       "
! CHECK-NEXT:héxÿz
! CHECK-NEXT: &G C= "héxÿz"/
