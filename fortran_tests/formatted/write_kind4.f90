! Formatted WRITE of CHARACTER(KIND=4) with A, Aw (w shorter and longer
! than the value) and G0, on a unit with the default encoding.
! RUN: %fdiff %s
program write_kind4
  implicit none
  integer, parameter :: ucs4 = selected_char_kind('ISO_10646')
  character(kind=ucs4, len=5) :: w
  w = ucs4_'hello'
  write (*, '(a)') w
  write (*, '(a3, "|")') w
  write (*, '(a8, "|")') w
  write (*, '(g0, "|")') w
  w(2:2) = char(233, ucs4)
  w(3:3) = char(1000, ucs4)
  write (*, '(a)') w
end program write_kind4
