! List-directed READ from CHARACTER arrays (one record per element):
! values continue into the next element, delimited strings and complex
! values span elements, '/' stops, END after the last element, kind-4
! internal files, and a READ nested in a function of the I/O list.
! RUN: %fdiff %s | %fcheck %s
program internal_arrays
  implicit none
  character(len=8) :: rec(4)
  character(len=6) :: r2(2, 2)
  character(kind=4, len=12) :: w
  character(len=10) :: s1, s2
  integer :: v(10), ios, i, j
  complex :: z
  character(len=40) :: msg
  rec = [character(len=8) :: '1 2', '3,4,', '5 ''ab', 'c'' (1,']
  v = -1
  ! END inside the complex value: the real part is stored, the imaginary
  ! part keeps its value (so it must have one: valgrind memcheck).
  z = (9, 9)
  read (rec, *, iostat=ios) v(1:5), s1, z
  print *, ios, v(1:5), '[', s1, ']', z
  rec = [character(len=8) :: '1 2', '3*7', '', '8 /']
  v = -1
  read (rec, *, iostat=ios, iomsg=msg) v
  print *, ios, v
  rec = [character(len=8) :: '1 2', '3', '', '']
  v = -1
  read (rec, *, iostat=ios, iomsg=msg) v
  print *, ios, trim(msg), v
  r2 = reshape([character(len=6) :: '10', '20 30', '40', '50,60'], [2, 2])
  v = -1
  read (r2, *) v(1:6)
  print *, v(1:6)
  w = 4_'12 -34 x'
  read (w, *, iostat=ios) i, j, s1
  print *, ios, i, j, '[', s1, ']'
  rec = [character(len=8) :: '5', '6', '7', '8']
  read (rec, *) i, j, s1, s2
  print *, i, j, '[', s1, '][', s2, ']'
  read (rec(3:4), *) i, j
  print *, i, j
  rec = ['1', '2', '3', '4']
  read (rec, *) i, j
  print *, i, j
  v = -1
  read (rec, *) v(1), v(f(2)), v(3)
  print *, v(1:3)
contains
  integer function f(k)
    integer, intent(in) :: k
    character(len=5) :: t
    t = ' 2 9 '
    read (t, *) f
    f = f + k - 2
  end function
end program internal_arrays
! CHECK:          -1           1           2           3           4           5 [ab   c    ]             (1.00000000,9.00000000)
! CHECK:           0           1           2           7           7           7           8          -1          -1          -1          -1
! CHECK:          -1 End of file           1           2           3          -1          -1          -1          -1          -1          -1          -1
! CHECK:          10          20          30          40          50          60
! CHECK:           0          12         -34 [x         ]
! CHECK:           5           6 [7         ][8         ]
! CHECK:           7           8
! CHECK:           1           2
! CHECK:           1           2           3
