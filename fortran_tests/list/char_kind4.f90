! List-directed output of CHARACTER(KIND=4) (UCS-4) items; the default
! encoding of a preconnected unit writes each character as one byte when it
! fits, else as '?'.  (The checks use {{.}} for the byte 0xE9.)
! RUN: %fdiff %s | %fcheck %s
! RUN: %fdiff --stdout-file %s | %fcheck %s
program char_kind4
  implicit none
  integer, parameter :: ucs4 = selected_char_kind('ISO_10646')
  character(kind=ucs4, len=5) :: w
  w = ucs4_'hello'
  print *, w
  print *, 'mix', w, 1, ucs4_'x'
  w(1:1) = char(int(z'00E9'), kind=ucs4)
  print *, w
  w(2:2) = char(int(z'4E2D'), kind=ucs4)
  print *, w
end program char_kind4
! CHECK: hello
! CHECK-NEXT: mixhello           1 x
! CHECK-NEXT: {{.}}ello
! CHECK-NEXT: {{.}}?llo
