! WRITE(0,*) of every intrinsic type and kind goes to stderr byte for byte
! like WRITE(6,*) goes to stdout (same list-directed editing, other unit).
! RUN: %fdiff --show-stderr %s | %fcheck --check-prefix=ERR %s
! RUN: %fdiff  %s | %fcheck --check-prefix=OUT %s
! RUN: %fdiff --stderr-file --show-stderr %s | %fcheck --check-prefix=ERRF %s
program stderr_kinds
  implicit none
  write (0, *) 127_1, -32767_2 - 1_2, huge(1), -huge(1_8) - 1_8
  write (0, *) huge(1_16)
  write (0, *) .true._1, .false._2, .true._4, .false._8
  write (0, *) 0.1, -1e-30, 0.1d0, huge(1d0)
  write (0, *) (1.0, -1.0), (0.5d0, 2d0)
  write (0, *) 'chars', '', 'x', 1, 'y'
  write (0, *) [1, 2, 3], [.true., .false.]
  write (0, *)
  print *, 'stdout stays separate'
end program stderr_kinds
! ERR:  127 -32768  2147483647 -9223372036854775808
! ERR-NEXT:  170141183460469231731687303715884105727
! ERR-NEXT: T F T F
! ERR-NEXT:  0.100000001      -1.00000000E-30  0.10000000000000001        1.7976931348623157E+308
! ERR-NEXT:            (1.00000000,-1.00000000)              (0.50000000000000000,2.0000000000000000)
! ERR-NEXT: charsx           1 y
! ERR-NEXT:           1           2           3 T F
! ERR-EMPTY:
! OUT: stdout stays separate
! ERRF:  127 -32768  2147483647 -9223372036854775808
! ERRF-NEXT:  170141183460469231731687303715884105727
! ERRF-NEXT: T F T F
! ERRF-NEXT:  0.100000001      -1.00000000E-30  0.10000000000000001        1.7976931348623157E+308
! ERRF-NEXT:            (1.00000000,-1.00000000)              (0.50000000000000000,2.0000000000000000)
! ERRF-NEXT: charsx           1 y
! ERRF-NEXT:           1           2           3 T F
! ERRF-EMPTY:
