! List-directed READ from an external file: values spanning records, more
! items than values on a line, '/', nulls, repeat counts, character and
! complex values across records, blank records, END at the end.
! RUN: %fdiff --input %S/Inputs/records.txt=records.txt %s | %fcheck %s
program external_records
  implicit none
  integer :: a, b, c, d, ios
  character(len=12) :: s1, s2, s3, s4
  complex :: z1, z2
  logical :: l1, l2
  real :: r2
  double precision :: r1
  open (10, file='records.txt', status='old', action='read')
  a = 0; b = 0; c = 0; d = 0
  read (10, *) a, b, c, d
  print *, a, b, c, d
  read (10, *) a, b
  print *, a, b
  a = 0; b = 0; c = 0; d = 0
  read (10, *) a, b, c, d
  print *, a, b, c, d
  read (10, *) a
  print *, a
  read (10, *) s1, s2, s3, s4
  print *, '[', s1, '][', s2, '][', s3, '][', s4, ']'
  read (10, *) s1, s2
  print *, '[', s1, '][', s2, ']'
  read (10, *) z1, z2
  print *, z1, z2
  read (10, *) a, b, c, d
  print *, a, b, c, d
  read (10, *) l1, l2
  print *, l1, l2
  read (10, *) r1, r2, a
  print *, r1, r2, a
  a = -1; b = -1; c = -1
  read (10, *) a, b, c
  print *, a, b, c
  read (10, *) a, b
  print *, a, b
  read (10, *, iostat=ios) a
  print *, ios, a
  read (10, *) a, b
  print *, a, b
  read (10, *) a
  print *, a
  a = -1; b = -1; c = -1; d = -1
  read (10, *) a, b, c, d
  print *, a, b, c, d
  read (10, *) a
  print *, a
  read (10, *) a
  print *, a
  read (10, *, iostat=ios) a
  print *, ios
  read (10, *, iostat=ios) a
  print *, ios
  read (10, *, iostat=ios) a
  print *, ios
end program external_records
! CHECK:           1           2           3           4
! CHECK:           5           6
! CHECK:           7           8           9           0
! CHECK:          10
! CHECK: [hello world ][it"s        ][plain       ][multiline   ]
! CHECK: [ab          ][ab          ]
! CHECK:             (1.50000000,2.50000000)             (3.00000000,4.00000000)
! CHECK:           7           7           8           9
! CHECK: T F
! CHECK:   1.0000000000000000        2.00000000               3
! CHECK:          -1          -1          -1
! CHECK:          -1          42
! CHECK:        5010          -1
! CHECK:           1           2
! CHECK:          33
! CHECK:           1          -1           2           3
! CHECK:          99
! CHECK:          -5
! CHECK:        5010
! CHECK:          -1
! CHECK:        5001
