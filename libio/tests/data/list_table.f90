! SPDX-License-Identifier: MIT
! Generator of the fixed tables in check_conv_list.cpp (test data; run by hand, output pasted).
!
! Prints, for hand-picked values, "<tag> <hex bits>" then the value written
! with PRINT * (same record format as list_oracle.f90).  The tables in
! check_conv_list.cpp are this program's output under gfortran 12.2, run
! plain, with GFORTRAN_OPTIONAL_PLUS=y, and compiled with -fno-sign-zero.
program list_table
  implicit none
  integer :: i
  real(4) :: r4(30)
  real(8) :: r8(34)
  real(10) :: r10(12)
  real(16) :: r16(12)
  complex(4) :: c4(6)
  complex(8) :: c8(5)
  real(4) :: inf4, nan4
  real(8) :: inf8, nan8, zero8
  integer(16) :: big

  zero8 = 0
  inf8 = 1 / zero8
  nan8 = zero8 / zero8
  inf4 = real(inf8, 4)
  nan4 = real(nan8, 4)
  r4 = [1.0, 0.1, 0.0999999, 0.09999999, 999999936.0, 1e9, 9.99999999e8, 1e10, &
        123.456, 2.0/3.0, -1e-10, huge(1.0), tiny(1.0), transfer(1, 1.0), &
        -0.0, 0.0, inf4, -inf4, nan4, 1e-5, 1e38, 99999.99, 0.5, 1e8, &
        3.14159265, transfer(2, 1.0), 100.0, 1e-1 * 0.99999994, 1234567.0, 12345678.0]
  r8 = [1d0, 0.1d0, 1d17 - 16, 1d17, 9.99999999d8, 1d100, 1d-100, 1d-5, huge(1d0), &
        tiny(1d0), transfer(1_8, 1d0), -0d0, 0d0, inf8, -inf8, nan8, 1d22, &
        123456.789d0, 2d0/3d0, 0.09999999999999999d0, 1d16, 1d15, 1d-1, &
        1d308, 1d-308, 5d-324, 99999999999999.99d0, -1.5d0, 1d10, 1d-10, &
        0.3d0, 1d99, 1d-99, 1d-300]
  r10 = [1.0_10, 0.1_10, real(0.1d0, 10), huge(1.0_10), tiny(1.0_10), -0.0_10, &
         real(inf8, 10), real(nan8, 10), 1.0_10 / 3, 1e21_10, 1e21_10 - 64, 1e-5_10]
  r16 = [1.0_16, 0.1_16, real(0.1d0, 16), huge(1.0_16), tiny(1.0_16), -0.0_16, &
         real(inf8, 16), real(nan8, 16), 1.0_16 / 3, 1e36_16, 1e36_16 - 128, 1e-5_16]
  c4 = [(1.0, -2.5), (1e20, 0.5), cmplx(inf4, -inf4), cmplx(nan4, 0.0), (0.0, -0.0), &
        (1e-20, 123.0)]
  c8 = [cmplx(1d20, 0.5d0, 8), cmplx(1d0, 0d0, 8), cmplx(-inf8, nan8, 8), cmplx(1d-300, -2d0/3d0, 8), &
        cmplx(123456789d0, 1d17, 8)]

  do i = 1, size(r4)
    write(*,'(a,z8.8)') 'R4 ', r4(i)
    print *, r4(i)
  end do
  do i = 1, size(r8)
    write(*,'(a,z16.16)') 'R8 ', r8(i)
    print *, r8(i)
  end do
  do i = 1, size(r10)
    write(*,'(a,z32.32)') 'R10 ', transfer(r10(i), 1_16)
    print *, r10(i)
  end do
  do i = 1, size(r16)
    write(*,'(a,z32.32)') 'R16 ', transfer(r16(i), 1_16)
    print *, r16(i)
  end do
  do i = 1, size(c4)
    write(*,'(a,z8.8,1x,z8.8)') 'C4 ', real(c4(i)), aimag(c4(i))
    print *, c4(i)
    write(*,'(a,z8.8,1x,z8.8)') 'C4M ', real(c4(i)), aimag(c4(i))
    write(*,*,decimal='comma') c4(i)
  end do
  do i = 1, size(c8)
    write(*,'(a,z16.16,1x,z16.16)') 'C8 ', real(c8(i)), aimag(c8(i))
    print *, c8(i)
  end do
  do i = 1, 4
    write(*,'(a,z8.8)') 'R4M ', r4(i * 5)
    write(*,*,decimal='comma') r4(i * 5)
    write(*,'(a,z16.16)') 'R8M ', r8(i * 5)
    write(*,*,decimal='comma') r8(i * 5)
  end do
  write(*,'(a,z2.2)') 'I1 ', huge(1_1)
  print *, huge(1_1)
  write(*,'(a,z2.2)') 'I1 ', -huge(1_1) - 1_1
  print *, -huge(1_1) - 1_1
  write(*,'(a,z4.4)') 'I2 ', -huge(1_2) - 1_2
  print *, -huge(1_2) - 1_2
  write(*,'(a,z8.8)') 'I4 ', -huge(1_4) - 1_4
  print *, -huge(1_4) - 1_4
  write(*,'(a,z8.8)') 'I4 ', 0
  print *, 0
  write(*,'(a,z8.8)') 'I4 ', 42
  print *, 42
  write(*,'(a,z16.16)') 'I8 ', -huge(1_8) - 1_8
  print *, -huge(1_8) - 1_8
  write(*,'(a,z16.16)') 'I8 ', huge(1_8)
  print *, huge(1_8)
  big = -huge(1_16) - 1_16
  write(*,'(a,z32.32)') 'I16 ', big
  print *, big
  write(*,'(a,z32.32)') 'I16 ', huge(1_16)
  print *, huge(1_16)
  write(*,'(a,z32.32)') 'I16 ', 10_16**19
  print *, 10_16**19
  write(*,'(a,z32.32)') 'I16 ', -7_16
  print *, -7_16
  write(*,'(a,z2.2)') 'L1 ', 1_1
  print *, .true._1
  write(*,'(a,z8.8)') 'L4 ', 0
  print *, .false.
  write(*,'(a,z32.32)') 'L16 ', 1_16
  print *, .true._16
end program
