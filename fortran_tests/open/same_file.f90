! One file on two units.  Fortran 2018 allows it (gfortran's default);
! under -std=f2008 and older the second OPEN fails with 5004 "File already
! opened in another unit" unless the other unit is a preconnected one.
! A re-OPEN with STATUS='SCRATCH' is a GNU extension that -pedantic
! reports (as a warning with -std=gnu, as an error with -std=f2008), after
! the error of changing STATUS= was raised.
! RUN: %fdiff --show=both %s | %fcheck %s
! RUN: %fdiff --show=both --fflags=-std=f2008 %s | %fcheck --check-prefix=F2008 %s
! RUN: %fdiff --show=both --fflags=-pedantic %s | %fcheck --check-prefix=PEDANTIC %s
! RUN: %fdiff --expect-exit=2 --show=both --fflags="-std=f2008 -pedantic" --env GFORTRAN_ERROR_BACKTRACE=0 %s | %fcheck --check-prefix=STRICT %s
program same_file
  implicit none
  integer :: ios
  character(len=60) :: msg
  character(len=10) :: st
  open (10, file='shared.txt', status='replace')
  msg = 'untouched'
  open (11, file='shared.txt', iostat=ios, iomsg=msg)
  print *, 'second unit', ios, trim(msg)
  open (12, file='/dev/null', iostat=ios, iomsg=msg)
  print *, 'like stdin', ios
  st = 'scratch'
  open (10, status=st, iostat=ios, iomsg=msg)
  print *, 'scratch re-open', ios
end program same_file
! CHECK: second unit           0 untouched
! CHECK-NEXT: like stdin           0
! CHECK-NEXT: scratch re-open        5002
! F2008: second unit        5004 File already opened in another unit
! F2008-NEXT: like stdin           0
! F2008-NEXT: scratch re-open        5002
! PEDANTIC: second unit           0 untouched
! PEDANTIC-NEXT: like stdin           0
! PEDANTIC-NEXT: scratch re-open        5002
! PEDANTIC-NEXT:At line 23 of file same_file.f90 (unit = 10, file = 'shared.txt')
! PEDANTIC-NEXT:Fortran runtime warning: OPEN statement must have a STATUS of OLD or UNKNOWN
! STRICT: second unit        5004 File already opened in another unit
! STRICT-NEXT: like stdin           0
! STRICT-NEXT:At line 23 of file same_file.f90 (unit = 10, file = 'shared.txt')
! STRICT-NEXT:Fortran runtime error: OPEN statement must have a STATUS of OLD or UNKNOWN
