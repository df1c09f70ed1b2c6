! flang front door: INQUIRE of a unit a failed OPEN left in flang 19's
! table answers POS=1, NEXTREC=0 (1 when that OPEN said ACCESS='DIRECT')
! and FORMATTED='UNDEFINED', where a unit never opened answers -1, -1 and
! UNKNOWN (issue 18; progen --flang seeds 741, 1535, 1556, 1572, 1622).
! RUN: %flangdiff %s | %fcheck %s
program left_unit_inquire_position
  implicit none
  integer :: ios
  integer(8) :: ps, nr
  character(20) :: fmd, uf
  open (52, file='luip.dat', status='replace')
  open (50, file='luip.dat', iostat=ios)
  open (51, file='luip_none.dat', status='old', access='direct', recl=10, &
        iostat=ios)
  call show(50)
  call show(51)
  call show(33)
  close (52, status='delete')
contains
  subroutine show(u)
    integer, intent(in) :: u
    ps = -99; nr = -99
    inquire (unit=u, pos=ps, nextrec=nr, formatted=fmd, unformatted=uf)
    print '(i0,3(1x,i0),3(1x,a))', u, ps, nr, len_trim(fmd), trim(fmd), trim(uf)
  end subroutine
end program
! CHECK:50 1 0 9 UNDEFINED UNKNOWN
! CHECK-NEXT:51 1 1 9 UNDEFINED UNKNOWN
! CHECK-NEXT:33 -1 -1 7 UNKNOWN UNKNOWN
