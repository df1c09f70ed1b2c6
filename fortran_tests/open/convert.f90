! The byte order of unformatted units as INQUIRE(CONVERT=) reports it:
! CONVERT= in OPEN, -fconvert, and GFORTRAN_CONVERT_UNIT, which wins over
! both (docs/abi.md §8.2): a default MODE, MODE;exceptions, unit lists and
! ranges, several defaults combined, and malformed values (ignored, but
! units listed before the error keep their mode, a unit number may not
! start with 0).  A unit connected by ENDFILE is always native.
! RUN: %fdiff %s | %fcheck --check-prefix=NONE %s
! RUN: %fdiff --fflags=-fconvert=swap %s | %fcheck --check-prefix=SWAP %s
! RUN: %fdiff --env GFORTRAN_CONVERT_UNIT=big_endian %s | %fcheck --check-prefix=BIG %s
! RUN: %fdiff --env GFORTRAN_CONVERT_UNIT='native;swap:11-12,14' %s | %fcheck --check-prefix=LIST %s
! RUN: %fdiff --env GFORTRAN_CONVERT_UNIT='BIG_ENDIAN:13;little_endian:10' --fflags=-fconvert=big-endian %s | %fcheck --check-prefix=MIXED %s
! RUN: %fdiff --env GFORTRAN_CONVERT_UNIT='swap;big_endian' %s | %fcheck --check-prefix=TWO %s
! RUN: %fdiff --env GFORTRAN_CONVERT_UNIT='swap:10,11;bogus' %s | %fcheck --check-prefix=BAD %s
! RUN: %fdiff --env GFORTRAN_CONVERT_UNIT='swap:010' %s | %fcheck --check-prefix=NONE %s
! RUN: %fdiff --env GFORTRAN_CONVERT_UNIT='little_endian;big_endian:12-10;swap:13' %s | %fcheck --check-prefix=REV %s
! RUN: %fdiff --env GFORTRAN_CONVERT_UNIT='10-12' %s | %fcheck --check-prefix=BARE %s
! RUN: %fdiff --env GFORTRAN_CONVERT_UNIT='swap;' %s | %fcheck --check-prefix=SEMI %s
! RUN: %fdiff --env GFORTRAN_CONVERT_UNIT='native:11;swap:12,11' %s | %fcheck --check-prefix=OVER %s
! RUN: %fdiff --env GFORTRAN_CONVERT_UNIT='big_endian_x' %s | %fcheck --check-prefix=JUNK %s
program convert
  implicit none
  open (10, file='a.bin', form='unformatted', status='replace')
  open (11, file='b.bin', form='unformatted', status='replace', &
        convert='little_endian')
  open (12, file='c.bin', form='unformatted', status='replace', &
        convert='BIG_ENDIAN')
  open (13, file='d.bin', status='replace', convert='swap')
  open (14, file='e.bin', form='unformatted', status='replace', &
        convert='native')
  endfile (15)
  call show()
contains
  subroutine show()
    character(len=16) :: c(10:15)
    integer :: i
    do i = 10, 15
      inquire (i, convert=c(i))
    end do
    print *, (trim(c(i)), ' ', i = 10, 15)
  end subroutine show
end program convert
! NONE: LITTLE_ENDIAN LITTLE_ENDIAN BIG_ENDIAN BIG_ENDIAN LITTLE_ENDIAN LITTLE_ENDIAN 
! SWAP: BIG_ENDIAN LITTLE_ENDIAN BIG_ENDIAN BIG_ENDIAN LITTLE_ENDIAN LITTLE_ENDIAN 
! BIG: BIG_ENDIAN BIG_ENDIAN BIG_ENDIAN BIG_ENDIAN BIG_ENDIAN LITTLE_ENDIAN 
! LIST: LITTLE_ENDIAN BIG_ENDIAN BIG_ENDIAN LITTLE_ENDIAN BIG_ENDIAN LITTLE_ENDIAN 
! MIXED: LITTLE_ENDIAN LITTLE_ENDIAN BIG_ENDIAN BIG_ENDIAN LITTLE_ENDIAN LITTLE_ENDIAN 
! TWO: LITTLE_ENDIAN LITTLE_ENDIAN LITTLE_ENDIAN LITTLE_ENDIAN LITTLE_ENDIAN LITTLE_ENDIAN 
! BAD: BIG_ENDIAN BIG_ENDIAN BIG_ENDIAN BIG_ENDIAN LITTLE_ENDIAN LITTLE_ENDIAN 
! REV: BIG_ENDIAN BIG_ENDIAN BIG_ENDIAN BIG_ENDIAN LITTLE_ENDIAN LITTLE_ENDIAN 
! BARE: LITTLE_ENDIAN LITTLE_ENDIAN LITTLE_ENDIAN BIG_ENDIAN LITTLE_ENDIAN LITTLE_ENDIAN 
! SEMI: BIG_ENDIAN BIG_ENDIAN BIG_ENDIAN BIG_ENDIAN BIG_ENDIAN LITTLE_ENDIAN 
! OVER: LITTLE_ENDIAN BIG_ENDIAN BIG_ENDIAN BIG_ENDIAN LITTLE_ENDIAN LITTLE_ENDIAN 
! JUNK: LITTLE_ENDIAN LITTLE_ENDIAN BIG_ENDIAN BIG_ENDIAN LITTLE_ENDIAN LITTLE_ENDIAN 
