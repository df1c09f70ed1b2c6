! flang front door (issue 18): A input into a REAL(10) item, or a part of
! a COMPLEX(10) one, fills its ten significant bytes, as flang 19's
! runtime does (Aw with w > 10 takes the field's rightmost ten
! characters); ftnio filled the sixteen bytes of its storage (progen
! --flang --variants seeds 2357, 2548).
! RUN: %flangdiff %s | %fcheck %s
program a_input_real10
  implicit none
  real(10) :: r
  complex(10) :: c
  character(len=40) :: s
  s = 'abcdefghijklmnopqrstuvwxyz'
  r = 0
  read(s, '(a12)') r
  print '(z0)', r
  read(s, '(a8)') r
  print '(z0)', r
  read(s, '(a)') r
  print '(z0)', r
  c = 0
  read(s, '(a11,a3)') c
  print '(z0,1x,z0)', c
end program a_input_real10
! CHECK:6C6B6A69686766656463
! CHECK-NEXT:20206867666564636261
! CHECK-NEXT:6A696867666564636261
! CHECK-NEXT:6B6A6968676665646362 202020202020206E6D6C
