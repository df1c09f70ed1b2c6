! INQUIRE of unit -1 or -2 (the numbers gfortran gives internal files)
! raises 5018 "Inquire statement identifies an internal file"; with
! IOSTAT= the other results are still stored, from libgfortran's all-zero
! internal-unit node (OPENED=T, ACTION=READ, ...).  Uncaught, the program
! ends with exit status 2 and a locus without unit.
! RUN: %fdiff --fflags=-fdec %s | %fcheck %s
! RUN: %fdiff --fflags=-fdec --expect-exit=2 --show=both --env GFORTRAN_ERROR_BACKTRACE=0 --arg=uncaught %s | %fcheck --check-prefix=UNCAUGHT %s
program internal_unit
  implicit none
  integer :: u, ios, num
  integer(8) :: rl, nr
  logical :: ex, op, nd
  character(len=60) :: msg, arg
  character(len=12) :: acc, frm, act, dlm, enc, asy, shr, cc, cnv, pos, sgn
  call get_command_argument(1, arg)
  u = -1
  if (arg == 'uncaught') then
    print *, 'before'
    inquire (unit=u, opened=op)
  end if
  do u = -2, -1
    msg = 'untouched'
    inquire (unit=u, exist=ex, opened=op, number=num, named=nd, access=acc, &
             form=frm, action=act, delim=dlm, encoding=enc, &
             asynchronous=asy, share=shr, carriagecontrol=cc, convert=cnv, &
             position=pos, sign=sgn, recl=rl, nextrec=nr, &
             iostat=ios, iomsg=msg)
    print *, u, ios, trim(msg)
    print *, ex, op, num, nd, rl, nr
    print *, trim(acc), ' ', trim(frm), ' ', trim(act), ' ', trim(dlm), ' ', &
             trim(enc), ' ', trim(asy), ' ', trim(shr), ' ', trim(cc), ' ', &
             trim(cnv), ' ', trim(pos), ' ', trim(sgn)
  end do
end program internal_unit
! UNCAUGHT: before
! UNCAUGHT-NEXT:At line 19 of file internal_unit.f90
! UNCAUGHT-NEXT:Fortran runtime error: Inquire statement identifies an internal file
! CHECK:          -2        5018 Inquire statement identifies an internal file
! CHECK-NEXT: F T          -2 T                    0                    0
! CHECK-NEXT: SEQUENTIAL FORMATTED READ NONE UTF-8 YES DENYRW LIST LITTLE_ENDIA ASIS PROCESSOR_DE
! CHECK-NEXT:          -1        5018 Inquire statement identifies an internal file
! CHECK-NEXT: F T          -1 T                    0                    0
! CHECK-NEXT: SEQUENTIAL FORMATTED READ NONE UTF-8 YES DENYRW LIST LITTLE_ENDIA ASIS PROCESSOR_DE
