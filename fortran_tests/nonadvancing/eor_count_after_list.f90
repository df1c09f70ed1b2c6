! A READ stopped by EOR keeps its record, and libgfortran's count of the
! record's columns goes on through a list-directed READ after it (which
! takes the next records but does not end that count): a formatted READ
! then at the end of the file reads a blank field, or nothing, instead of
! END.  And ENDFILE after EOR in an empty last record meets the end of
! the file with a whole count: END (uncaught here: the runtime error).
! Scenarios by argument; 'e' as second letter: the first record is empty.
! RUN: %fdiff --arg a %s | %fcheck --check-prefix=A %s
! RUN: %fdiff --arg n %s | %fcheck --check-prefix=N %s
! RUN: %fdiff --arg d %s | %fcheck --check-prefix=D %s
! RUN: %fdiff --arg ae %s | %fcheck --check-prefix=AE %s
! RUN: %fdiff --arg ne %s | %fcheck --check-prefix=NE %s
! RUN: %fdiff --arg u --expect-exit=2 --show=both %s | %fcheck --check-prefix=U %s
program eor_count_after_list
  implicit none
  integer :: ios, i, sz, j
  real :: r
  character(len=4) :: c
  character(len=8) :: arg
  call get_command_argument(1, arg)
  open (90, file='eor.dat', status='replace')
  if (arg(2:2) == 'e' .or. arg == 'u') then
    write (90, '(a)') ''
  else
    write (90, '(a)') 'z9+'
  end if
  if (arg /= 'u' .and. arg /= 'ne') write (90, '(a)') '12 -7'
  rewind (90)
  read (90, '(a4)', advance='no', size=sz, iostat=ios) c
  print '(a,i0,1x,i0)', 'nonadv ', ios, sz
  if (arg(1:1) == 'a' .or. arg(1:1) == 'd') then
    read (90, *, iostat=ios) i, r
    print '(a,i0,1x,i0)', 'list ', ios, i
  end if
  select case (arg(1:1))
  case ('a')
    j = -5
    read (90, '(i4)', iostat=ios) j
    print '(a,i0,1x,i0)', 'item ', ios, j
  case ('n')
    endfile (90, iostat=ios)
    print '(a,i0)', 'endfile ', ios
  case ('d')
    read (90, '(i4)', iostat=ios)
    print '(a,i0)', 'noitems ', ios
  case ('u')
    endfile (90)
  end select
  read (90, '(i4)', iostat=ios)
  print '(a,i0)', 'last ', ios
end program eor_count_after_list
! A:nonadv -2 3
! A-NEXT:list 0 12
! A-NEXT:item 0 0
! A-NEXT:last -1
! N:nonadv -2 3
! N-NEXT:endfile 0
! N-NEXT:last 5001
! D:nonadv -2 3
! D-NEXT:list 0 12
! D-NEXT:noitems 0
! D-NEXT:last -1
! AE:nonadv -2 0
! AE-NEXT:list 0 12
! AE-NEXT:item -1 -5
! AE-NEXT:last 5001
! NE:nonadv -2 0
! NE-NEXT:endfile -1
! NE-NEXT:last 5001
! U:nonadv -2 0
! U-NEXT:At line 47 of file eor_count_after_list.f90 (unit = 90, file = 'eor.dat')
! U-NEXT:Fortran runtime error: End of file
