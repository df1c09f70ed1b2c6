! flang front door: a namelist READ of an internal file that meets the end
! of the file leaves nothing pending for the next one (libgfortran's
! next internal namelist READ would read nothing and succeed), and
! "$group ... $end" and a subscript out of range are read as flang does.
! RUN: %flangdiff %s | %fcheck %s
program namelist_internal_end
  implicit none
  integer :: ios, i, k(3)
  character(len=80) :: s
  namelist /g/ i, k
  i = 0; k = 0
  s = '&g i=5'
  read(s, nml=g, iostat=ios); print *, 'a', ios /= 0, i
  s = '&g i=6 /'
  read(s, nml=g, iostat=ios); print *, 'b', ios, i
  s = '$g i=3 $end'
  read(s, nml=g, iostat=ios); print *, 'c', ios, i
  s = '&g k(4)=1 /'
  read(s, nml=g, iostat=ios); print *, 'd', ios, k
  s = '&g k(2)=7 /'
  read(s, nml=g, iostat=ios); print *, 'e', ios, k
end program
! CHECK: a T 5
! CHECK-NEXT: b 0 6
! CHECK-NEXT: c 0 3
! CHECK-NEXT: d 1001 0 0 0
! CHECK-NEXT: e 0 0 7 0
