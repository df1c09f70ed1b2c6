! A list-directed WRITE of a REAL array that meets the end of its record
! (EOR): libgfortran still converts the elements that do not fit, so a
! subnormal among them raises the denormal flag that STOP reports on
! stderr.  Scalar items after the EOR are not converted.
! RUN: %fdiff --show=both --arg=array %s | %fcheck --check-prefix=ARRAY %s
! RUN: %fdiff --show=both --arg=scalar %s | %fcheck --check-prefix=SCALAR %s
program write_eor_fp_flags
  implicit none
  real(8) :: x(4)
  character(len=30) :: b
  character(len=8) :: arg
  integer :: ios
  call get_command_argument(1, arg)
  x = [0.05_8, -5.0953e-11_8, 8.7e8_8, 2.0e-310_8]  ! a subnormal constant
  if (arg == 'array') then
    write (b, *, iostat=ios) x
  else
    write (b, *, iostat=ios) x(1), x(2), x(3), x(4)
  end if
  print '(a,i0)', 'ios ', ios
  stop
end program write_eor_fp_flags
! ARRAY:ios -2
! ARRAY-NEXT:Note: The following floating-point exceptions are signalling: IEEE_DENORMAL
! SCALAR:ios -2
! SCALAR-NOT:IEEE_DENORMAL
