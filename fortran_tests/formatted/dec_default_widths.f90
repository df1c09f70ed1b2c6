! -fdec: numeric edit descriptors without a width take libgfortran's
! default widths per kind (after the Oracle compiler): I 7/7/12/23/44,
! F/E/D/G (w,d) = (15,7), (25,16), (42,33) for REAL(4), (8), (16); an I
! without width on input reads that many characters
! (gfortran.dg/fmt_{f,g,i}_default_field_width_*.f90).
! RUN: %fdiff --fflags=-fdec %s
program dec_default_widths
  implicit none
  character(*), parameter :: fi = "(A, I, A)", ff = "(A, F, A)", &
       fe = "(A, E, A)", fg = "(A, G, A)", fd = "(A, D, A)"
  character(60) :: buffer
  integer(1) :: i1 = -7
  integer(2) :: i2 = -99
  integer(8) :: i8 = -11112222
  real(4) :: r4 = 4.18
  real(8) :: r8 = 4.18d0
  real(16) :: r16 = 4.18q0
  write (*, fi) ':', 12340, ':'
  write (*, fi) ':', i1, ':'
  write (*, fi) ':', i2, ':'
  write (*, fi) ':', i8, ':'
  write (*, ff) ':', r4, ':'
  write (*, ff) ':', 0.00000018, ':'
  write (*, ff) ':', r8, ':'
  write (*, ff) ':', r16, ':'
  write (*, fe) ':', r4, ':'
  write (*, fd) ':', r8, ':'
  write (*, fg) ':', r4, ':'
  write (*, fg) ':', 1.8e7, ':'
  write (*, fg) ':', r16, ':'
  buffer = '0000000789'
  read (buffer, '(I)') i2
  print *, i2
  buffer = '   12345678901234'
  read (buffer, '(I)') i8
  print *, i8
end program dec_default_widths
