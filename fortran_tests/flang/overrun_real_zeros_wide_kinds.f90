! flang front door: a real field of REAL(10) or REAL(16) that overruns a
! direct-access record names the piece of the field flang's runtime
! writes: the digits of its conversion, which keeps the trailing zeros of
! a value rounded down (0.1 as "10000000000") and drops those of a value
! exact or rounded up, as for REAL(4) and REAL(8).  (issue 18.)
! RUN: %flangdiff %s | %fcheck %s
program overrun_real_zeros_wide_kinds
  implicit none
  integer :: ios
  character(100) :: msg
  real(16) :: q
  real(10) :: x
  real(8) :: d
  open (30, file='orzwk.dat', access='direct', form='formatted', recl=30, &
        status='replace')
  q = -16064.8944e-25_16
  call wq('(5X,G32.11)')
  call wq('(5X,E32.11)')
  call wq('(5X,F32.30)')
  q = 1.5_16
  call wq('(5X,E32.11)')
  q = 0.1_16
  call wq('(5X,E32.11)')
  x = 0.1_10
  write (30, '(5X,E32.11)', rec=1, iostat=ios, iomsg=msg) x
  print '(a,i5,1x,a)', 'x', ios, trim(msg)
  x = -16064.8944e-25_10
  write (30, '(5X,G32.11)', rec=1, iostat=ios, iomsg=msg) x
  print '(a,i5,1x,a)', 'x', ios, trim(msg)
  d = 0.1_8
  write (30, '(5X,E32.11)', rec=1, iostat=ios, iomsg=msg) d
  print '(a,i5,1x,a)', 'd', ios, trim(msg)
  close (30, status='delete')
contains
  subroutine wq(fmt)
    character(*), intent(in) :: fmt
    write (30, fmt, rec=1, iostat=ios, iomsg=msg) q
    print '(a,i5,1x,a)', 'q', ios, trim(msg)
  end subroutine
end program
! CHECK:q 1002 Attempt to write 11 bytes to position 22 in a fixed-size record of 30 bytes
! CHECK-NEXT:q 1002 Attempt to write 11 bytes to position 22 in a fixed-size record of 30 bytes
! CHECK-NEXT:q 1002 Attempt to write 10 bytes to position 27 in a fixed-size record of 30 bytes
! CHECK-NEXT:q 1002 Attempt to write 1 bytes to position 30 in a fixed-size record of 30 bytes
! CHECK-NEXT:q 1002 Attempt to write 11 bytes to position 22 in a fixed-size record of 30 bytes
! CHECK-NEXT:x 1002 Attempt to write 11 bytes to position 22 in a fixed-size record of 30 bytes
! CHECK-NEXT:x 1002 Attempt to write 9 bytes to position 22 in a fixed-size record of 30 bytes
! CHECK-NEXT:d 1002 Attempt to write 11 bytes to position 22 in a fixed-size record of 30 bytes
