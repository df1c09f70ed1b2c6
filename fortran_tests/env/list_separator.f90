! GFORTRAN_LIST_SEPARATOR: blanks and at most one comma replace the default
! blank separator of list-directed output; invalid values are ignored.
! RUN: %fdiff --env=GFORTRAN_LIST_SEPARATOR=, %s | %fcheck --check-prefix=COMMA %s
! RUN: %fdiff --env=GFORTRAN_LIST_SEPARATOR=", " %s | %fcheck --check-prefix=CSP %s
! RUN: %fdiff --env=GFORTRAN_LIST_SEPARATOR="  ,  " %s | %fcheck --check-prefix=SPC %s
! RUN: %fdiff --env=GFORTRAN_LIST_SEPARATOR=bad %s | %fcheck --check-prefix=BAD %s
! RUN: %fdiff --env=GFORTRAN_LIST_SEPARATOR=",," %s | %fcheck --check-prefix=TWO %s
! RUN: %fdiff --env=GFORTRAN_LIST_SEPARATOR= %s | %fcheck --check-prefix=EMPTY %s
program list_separator
  implicit none
  integer :: a(3) = [1, 2, 3]
  print *, 'a', 1, 1.5, .true., 'b', 'c'
  print *, a, (1.0, 2.0)
  print *, 'x'
end program list_separator
! COMMA: a,          1,  1.50000000    ,T,bc
! COMMA-NEXT:           1,          2,          3,            (1.00000000,2.00000000)
! COMMA-NEXT: x
! CSP: a,           1,   1.50000000    , T, bc
! CSP-NEXT:           1,           2,           3,             (1.00000000,2.00000000)
! CSP-NEXT: x
! SPC: a  ,            1  ,    1.50000000      ,  T  ,  bc
! SPC-NEXT:           1  ,            2  ,            3  ,              (1.00000000,2.00000000)
! SPC-NEXT: x
! BAD: a           1   1.50000000     T bc
! BAD-NEXT:           1           2           3             (1.00000000,2.00000000)
! BAD-NEXT: x
! TWO: a           1   1.50000000     T bc
! TWO-NEXT:           1           2           3             (1.00000000,2.00000000)
! TWO-NEXT: x
! EMPTY: a           1   1.50000000     T bc
! EMPTY-NEXT:           1           2           3             (1.00000000,2.00000000)
! EMPTY-NEXT: x
