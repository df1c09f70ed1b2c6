! INQUIRE(CONVERT=) of a unit a failed OPEN left: flang's unit swaps
! bytes by the CONVERT= the OPEN took before it failed, else by the
! default (-fconvert, FORT_CONVERT); a CONVERT= after the failure is not
! taken.  ftnio said NATIVE always (progen --flang --variants seed 2622).
! RUN: %flangdiff %s | %fcheck --check-prefix=NATIVE %s
! RUN: %flangdiff --fflags=-fconvert=swap %s | %fcheck --check-prefix=SWAP %s
program inquire_convert_left_unit
  character(len=10) :: cv
  integer :: ios
  character(len=8) :: st = 'bogus'
  open(40, file='g.dat', status=st, iostat=ios)
  inquire(unit=40, convert=cv)
  print '(2a)', 'plain ', trim(cv)
  open(41, file='g.dat', convert='big_endian', status=st, iostat=ios)
  inquire(unit=41, convert=cv)
  print '(2a)', 'be-first ', trim(cv)
  open(42, file='g.dat', status=st, convert='big_endian', iostat=ios)
  inquire(unit=42, convert=cv)
  print '(2a)', 'be-last ', trim(cv)
  open(43, file='g.dat', status=st, convert='native', iostat=ios)
  inquire(unit=43, convert=cv)
  print '(2a)', 'native-last ', trim(cv)
  open(45, file='g.dat', convert='native', status=st, iostat=ios)
  inquire(unit=45, convert=cv)
  print '(2a)', 'native-first ', trim(cv)
  open(44, file='g.dat', form='unformatted', status=st, iostat=ios)
  inquire(unit=44, convert=cv)
  print '(2a)', 'unf ', trim(cv)
end program inquire_convert_left_unit
! NATIVE:plain NATIVE
! NATIVE-NEXT:be-first SWAP
! NATIVE-NEXT:be-last NATIVE
! NATIVE-NEXT:native-last NATIVE
! NATIVE-NEXT:native-first NATIVE
! NATIVE-NEXT:unf NATIVE
! SWAP:plain SWAP
! SWAP-NEXT:be-first SWAP
! SWAP-NEXT:be-last SWAP
! SWAP-NEXT:native-last SWAP
! SWAP-NEXT:native-first NATIVE
! SWAP-NEXT:unf SWAP
