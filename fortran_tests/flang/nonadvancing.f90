! flang front door: ADVANCE='NO' output and input, SIZE= (GetSize) and
! the EOR condition with IOSTAT= (IOSTAT_EOR).
! RUN: %flangdiff %s | %fcheck %s
program nonadvancing
  use iso_fortran_env, only: iostat_eor
  implicit none
  integer :: u, n, ios
  character(10) :: s
  write (*, '(a)', advance='no') 'prompt> '
  write (*, '(i0)', advance='no') 42
  write (*, '(a)') ' done'
  open (newunit=u, file='na.txt', status='replace')
  write (u, '(a)') 'abcdefghij'
  write (u, '(a)') 'xyz'
  rewind (u)
  read (u, '(a4)', advance='no', size=n) s
  print *, s(1:n), n
  read (u, '(a4)', advance='no', size=n) s
  print *, s(1:n), n
  read (u, '(a4)', advance='no', size=n, iostat=ios) s
  print *, s(1:n), n, ios == iostat_eor
  read (u, '(a)', advance='no', size=n, iostat=ios) s
  print *, s(1:n), n, ios == iostat_eor
  close (u, status='delete')
end program nonadvancing
! CHECK:prompt> 42 done
! CHECK-NEXT: abcd 4
! CHECK-NEXT: efgh 4
! CHECK-NEXT: ij 2 T
! CHECK-NEXT: xyz 3 T
