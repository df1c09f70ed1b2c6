! GFORTRAN_UNBUFFERED_ALL=n / GFORTRAN_UNBUFFERED_PRECONNECTED=0 keep the
! default: stdout and stderr on one regular file are buffered per unit and
! flushed at exit (unit 0 first), so records do not keep program order.
! RUN: %fdiff --merged-file --env GFORTRAN_UNBUFFERED_ALL=n %s | %fcheck --check-prefix=ALLN %s
! RUN: %fdiff --merged-file --env GFORTRAN_UNBUFFERED_PRECONNECTED=0 %s | %fcheck --check-prefix=PREN %s
! RUN: %fdiff --merged-file --env GFORTRAN_UNBUFFERED_ALL=maybe %s | %fcheck --check-prefix=BOGUS %s
program unbuffered_off
  implicit none
  print *, 'out 1'
  write (0, *) 'err 1'
  print *, 'out 2'
  write (0, *) 'err 2'
end program unbuffered_off
! ALLN: err 1
! ALLN-NEXT: err 2
! ALLN-NEXT: out 1
! ALLN-NEXT: out 2
! PREN: err 1
! PREN-NEXT: err 2
! PREN-NEXT: out 1
! PREN-NEXT: out 2
! BOGUS: err 1
! BOGUS-NEXT: err 2
! BOGUS-NEXT: out 1
! BOGUS-NEXT: out 2
