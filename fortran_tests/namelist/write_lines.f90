! Namelist WRITE line breaks (five values a line, an extra separator with
! DELIM='NONE'), and to internal files: an array gets one line a record,
! a scalar one blank for each line end; too long a line is EOR.
! RUN: %fdiff --show=stdout %s | %fcheck %s
program write_lines
  implicit none
  integer :: i0
  integer :: ia(13) = [(i0, i0=1,13)]
  real :: ra(8) = [1.,2.,3.,4.,5.,6.,7.,8.]
  complex :: za(4) = [(1.,1.),(2.,2.),(3.,3.),(4.,4.)]
  logical :: la(7) = .true.
  logical :: lb(7) = [.true.,.false.,.true.,.false.,.true.,.false.,.true.]
  character(2) :: ca(7) = ['a1','a2','a3','a4','a5','a6','a7']
  integer :: m(2,3) = reshape([1,2,3,4,5,6],[2,3])
  character(len=80) :: s, sa(6)
  character(len=200) :: big
  namelist /g/ ia, ra, za, la, lb, ca, m
  namelist /h/ m
  namelist /e/ big
  write(*, nml=g)
  open(10, file='o.txt', delim='none')
  write(10, nml=g)
  close(10)
  sa = '#'
  write(sa, nml=h)
  print '(a)', sa
  s = '#'
  write(s, nml=h, iostat=i0)
  print *, i0
  print '(a)', s
  big='q'
  write(s, nml=e, iostat=i0)
  print *, i0
  print '(a)', s
end program write_lines
! CHECK:&G
! CHECK-NEXT: IA=1          ,2          ,3          ,4          ,5          ,
! CHECK-NEXT: 6          ,7          ,8          ,9          ,10         ,11         ,
! CHECK: CA="a1","a2","a3","a4","a5",
! CHECK-NEXT: "a6","a7",
! CHECK:&H{{ +}}
! CHECK-NEXT: M=1          ,2          ,3          ,4          ,5          ,{{ +}}
! CHECK-NEXT: 6          ,{{ +}}
! CHECK-NEXT: /{{ +}}
! CHECK:          -2
! CHECK-NEXT:&H  M=1          ,2          ,3          ,4          ,5          ,  6          ,
