! flang front door: a REAL input value that its kind does not hold
! exactly raises IEEE_INEXACT, as flang 19's decimal conversion does, so
! that STOP reports "IEEE arithmetic exceptions signaled: INEXACT"; an
! exact value raises nothing, and one that overflows (flang's error 1036)
! no flag either.  Formatted, list-directed and namelist READs, external
! and internal (issue 18; progen --flang seed 904).
! RUN: %flangdiff %s | %fcheck %s
program input_inexact_flag
  use, intrinsic :: ieee_exceptions
  implicit none
  real(4) :: r
  real(8) :: d
  real(16) :: q
  integer :: ios
  logical :: inexact, overflow
  character(40) :: s
  namelist /g/ d
  call check('0.5 1.25e1', '*')
  call check('3.0', '(f10.0)')
  call check('1e50', '*')
  call check('9999999999999', '*')
  call check('16777217', '(f10.0)')
  call check('1.0e-10', '*')
  call check('0.1', '(f10.0)')
  s = '1.602176634e-19'
  read (s, *) d
  call ieee_get_flag(ieee_inexact, inexact)
  print *, 'double', inexact
  call ieee_set_flag(ieee_inexact, .false.)
  s = '&g d=2.5 /'
  read (s, nml=g)
  call ieee_get_flag(ieee_inexact, inexact)
  print *, 'namelist exact', inexact
  s = '1.1'
  read (s, *) q
  open (10, file='iif.dat', status='replace')
  write (10, '(a)') '0.3'
  rewind (10)
  read (10, *) r
  close (10, status='delete')
  call ieee_get_flag(ieee_inexact, inexact)
  print *, 'file', inexact
  stop
contains
  subroutine check(text, fmt)
    character(*), intent(in) :: text, fmt
    call ieee_set_flag(ieee_all, .false.)
    s = text
    if (fmt == '*') then
      read (s, *, iostat=ios) r
    else
      read (s, fmt, iostat=ios) r
    end if
    call ieee_get_flag(ieee_inexact, inexact)
    call ieee_get_flag(ieee_overflow, overflow)
    print '(a,1x,i0,2l2)', text, ios, inexact, overflow
  end subroutine
end program
! CHECK:0.5 1.25e1 0 F F
! CHECK-NEXT:3.0 0 F F
! CHECK-NEXT:1e50 1036 F F
! CHECK-NEXT:9999999999999 0 T F
! CHECK-NEXT:16777217 0 T F
! CHECK-NEXT:1.0e-10 0 T F
! CHECK-NEXT:0.1 0 T F
! CHECK-NEXT: double T
! CHECK-NEXT: namelist exact F
! CHECK-NEXT: file T
