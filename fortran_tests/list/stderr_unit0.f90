! WRITE(0,*) goes to standard error, PRINT * and WRITE(6,*) to standard
! output; with one shared pipe the records keep program order.
! RUN: %fdiff %s | %fcheck --check-prefix=OUT %s
! RUN: %fdiff --show-stderr %s | %fcheck --check-prefix=ERR %s
! RUN: %fdiff --merged-pipe %s | %fcheck --check-prefix=BOTH %s
program stderr_unit0
  implicit none
  integer :: i
  print *, 'out 1'
  write (0, *) 'err 1', 42
  write (6, *) 'out 2', 2.5
  write (0, *) 'err 2', .true., (1.0, -1.0)
  do i = 1, 3
    write (0, *) i
    print *, -i
  end do
  write (0, *)
  write (0, *) 'last'
end program stderr_unit0
! OUT: out 1
! OUT-NEXT: out 2   2.50000000{{    }}
! OUT-NEXT:          -1
! OUT-NEXT:          -2
! OUT-NEXT:          -3
! ERR: err 1          42
! ERR-NEXT: err 2 T            (1.00000000,-1.00000000)
! ERR-NEXT:           1
! ERR-NEXT:           2
! ERR-NEXT:           3
! ERR-EMPTY:
! ERR-NEXT: last
! BOTH: out 1
! BOTH-NEXT: err 1          42
! BOTH-NEXT: out 2   2.50000000{{    }}
! BOTH-NEXT: err 2 T            (1.00000000,-1.00000000)
! BOTH-NEXT:           1
! BOTH-NEXT:          -1
! BOTH-NEXT:           2
! BOTH-NEXT:          -2
! BOTH-NEXT:           3
! BOTH-NEXT:          -3
! BOTH-EMPTY:
! BOTH-NEXT: last
