! The floating-point exceptions real input conversion leaves raised, which
! STOP reports on stderr: overflow (REAL(4/8/10), and REAL(16) rounding
! past HUGE), underflow for tiny inexact results (not for exact
! subnormals, nor REAL(16)), through list-directed, formatted and
! namelist READ from internal and external units.
! RUN: %fdiff --show-stderr --arg=list --arg=4 --arg=1e400 %s | %fcheck --check-prefix=OVER %s
! RUN: %fdiff --show-stderr --arg=fmt --arg=8 --arg=1.7976931348623159e308 %s | %fcheck --check-prefix=OVER %s
! RUN: %fdiff --show-stderr --arg=nml --arg=10 --arg=-1e5000 %s | %fcheck --check-prefix=OVER %s
! RUN: %fdiff --show-stderr --arg=ext --arg=16 --arg=1.18973149535723176509e4932 %s | %fcheck --check-prefix=OVER %s
! RUN: %fdiff --show-stderr --arg=list --arg=4 --arg=1.0e-40 %s | %fcheck --check-prefix=UNDER %s
! RUN: %fdiff --show-stderr --arg=fmt --arg=4 --arg=1.1754943e-38 %s | %fcheck --check-prefix=UNDER %s
! RUN: %fdiff --show-stderr --arg=ext --arg=8 --arg=1e-330 %s | %fcheck --check-prefix=UNDER %s
! RUN: %fdiff --show-stderr --arg=nml --arg=8 --arg=2.225073858507201e-308 %s | %fcheck --check-prefix=UNDER %s
! RUN: %fdiff --show-stderr --arg=list --arg=10 --arg=3.6451995318824746e-4951 %s | %fcheck --check-prefix=UNDER %s
! RUN: %fdiff --show-stderr --arg=list --arg=4 --arg=1.17549435e-38 %s | %fcheck --check-prefix=NONE %s
! RUN: %fdiff --show-stderr --arg=list --arg=4 --arg=1.40129846432481707092372958328991613128026194187651577175706828388979108268586060148663818836212158203125e-45 %s | %fcheck --check-prefix=NONE %s
! RUN: %fdiff --show-stderr --arg=list --arg=16 --arg=1e-4940 %s | %fcheck --check-prefix=NONE %s
! RUN: %fdiff --show-stderr --arg=fmt --arg=16 --arg=1e5000 %s | %fcheck --check-prefix=NONE %s
program read_real_fp_flags
  implicit none
  character(200) :: how, k, v, line
  real(4) :: x4
  real(8) :: x8
  real(10) :: x10
  real(16) :: x16
  namelist /n/ x4, x8, x10, x16
  call get_command_argument(1, how)
  call get_command_argument(2, k)
  call get_command_argument(3, v)
  select case (how)
  case ('nml')
    line = '&n x' // trim(k) // '=' // trim(v) // ' /'
    read (line, nml=n)
  case ('fmt')
    select case (k)
    case ('4'); read (v, '(e40.0)') x4
    case ('8'); read (v, '(f40.0)') x8
    case ('10'); read (v, '(d40.0)') x10
    case default; read (v, '(g40.0)') x16
    end select
  case ('ext')
    open (10, status='scratch')
    write (10, '(a)') trim(v)
    rewind (10)
    select case (k)
    case ('4'); read (10, *) x4
    case ('8'); read (10, *) x8
    case ('10'); read (10, *) x10
    case default; read (10, *) x16
    end select
  case default
    select case (k)
    case ('4'); read (v, *) x4
    case ('8'); read (v, *) x8
    case ('10'); read (v, *) x10
    case default; read (v, *) x16
    end select
  end select
  stop 'done'
end program read_real_fp_flags
! OVER:Note: The following floating-point exceptions are signalling: IEEE_OVERFLOW_FLAG
! OVER-NEXT:STOP done
! UNDER:Note: The following floating-point exceptions are signalling: IEEE_UNDERFLOW_FLAG
! UNDER-NEXT:STOP done
! NONE-NOT:Note:
! NONE:STOP done
