! GFORTRAN_UNBUFFERED_ALL and GFORTRAN_UNBUFFERED_PRECONNECTED: with stdout on
! a regular file each statement is written at once, so (a) records of stdout
! and stderr sharing one file keep program order and (b) output written
! before an abort() (SIGABRT, no exit-time flush) survives.  (Without the
! variables libgfortran loses the buffered records on abort(); that loss is
! deliberately not tested here.)
! RUN: %fdiff --merged-file --env GFORTRAN_UNBUFFERED_ALL=y %s | %fcheck --check-prefix=ALLM %s
! RUN: %fdiff --stdout-file --env GFORTRAN_UNBUFFERED_ALL=1 %s | %fcheck --check-prefix=ALLS %s
! RUN: %fdiff --merged-file --env GFORTRAN_UNBUFFERED_PRECONNECTED=Y %s | %fcheck --check-prefix=PREM %s
! RUN: %fdiff --stdout-file --env GFORTRAN_UNBUFFERED_PRECONNECTED=y %s | %fcheck --check-prefix=PRES %s
program unbuffered
  implicit none
  print *, 'out 1'
  write (0, *) 'err 1'
  print *, 'out 2'
  write (0, *) 'err 2'
  print *, 'out 3'
  call abort()
end program unbuffered
! ALLM: out 1
! ALLM-NEXT: err 1
! ALLM-NEXT: out 2
! ALLM-NEXT: err 2
! ALLM-NEXT: out 3
! ALLM-EMPTY:
! ALLM-NEXT:Program aborted. Backtrace:
! ALLS: out 1
! ALLS-NEXT: out 2
! ALLS-NEXT: out 3
! PREM: out 1
! PREM-NEXT: err 1
! PREM-NEXT: out 2
! PREM-NEXT: err 2
! PREM-NEXT: out 3
! PREM-EMPTY:
! PREM-NEXT:Program aborted. Backtrace:
! PRES: out 1
! PRES-NEXT: out 2
! PRES-NEXT: out 3
