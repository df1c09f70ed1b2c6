! flang front door: a '/' where a parenthesized COMPLEX value's
! imaginary part is due, after the separator (in the same record or the
! next), is a null part: the item keeps its imaginary part and the '/'
! ends the READ, as in flang 19 (progen --flang --variants seed 7919),
! where ftnio gave IOSTAT 1030 "Bad real input data".
! RUN: %flangdiff %s | %fcheck %s
program complex_pair_slash
  implicit none
  call try('(1,;', '/', 'comma')
  call try('(1.5,/', '2.5 3*7', 'point')
  call try('(1.5, /', '', 'point')
  call try('(1.5,', '/ 4.5', 'point')
contains
  subroutine try(r1, r2, dec)
    character(*) :: r1, r2, dec
    complex(8) :: c1
    logical :: l2
    real :: r4
    integer :: ios
    character(80) :: msg
    open (31, file='p.dat', status='replace')
    write (31, '(a)') r1
    write (31, '(a)') r2
    rewind (31)
    c1 = (7, 8)
    l2 = .true.
    r4 = 9
    msg = ''
    read (31, *, iostat=ios, iomsg=msg, decimal=dec) c1, l2, r4
    print *, ios, trim(msg), c1, l2, r4
    close (31, status='delete')
  end subroutine
end program complex_pair_slash
! CHECK: 0  (1.,8.) T 9.
! CHECK-NEXT: 0  (1.5,8.) T 9.
! CHECK-NEXT: 0  (1.5,8.) T 9.
! CHECK-NEXT: 0  (1.5,8.) T 9.
