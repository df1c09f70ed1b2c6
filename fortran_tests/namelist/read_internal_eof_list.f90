! After a namelist READ of an internal file met the end of the file while
! reading objects, libgfortran keeps that end pending in the internal
! unit it reuses, and the next namelist READ of an internal file reads
! nothing.  A statement that completes takes it away, and so does a
! list-directed READ of an internal file as it starts, even one that
! fails or meets END itself (also of a kind-4 file: the same unit); a
! formatted READ that fails does not.
! RUN: %fdiff %s | %fcheck %s
program read_internal_eof_list
  implicit none
  real :: r(4), x
  character(len=1) :: c
  integer :: ios, k, i
  character(len=20) :: rec(2), s, t
  character(kind=4, len=20) :: s4
  namelist /g/ r
  namelist /h/ c
  do k = 1, 6
    s = '&g r(3) = .5 ! /'
    read (s, nml=g, iostat=ios)
    select case (k)
    case (1)
      t = '1'
      read (t, *, iostat=i) x, x          ! list READ: END
    case (2)
      t = 'x'
      read (t, *, iostat=i) i             ! list READ: bad value
    case (3)
      t = '1 2'
      read (t, *, iostat=i) x             ! list READ that completes
    case (4)
      s4 = 4_'1'
      read (s4, *, iostat=i) x, x         ! kind-4 list READ: END
    case (5)
      t = 'abc'
      read (t, '(i3)', iostat=i) i        ! formatted READ: bad value
    case (6)
      i = 0                               ! nothing between
    end select
    rec(1) = '&h c=''b'''
    rec(2) = '/'
    c = '-'
    read (rec, nml=h, iostat=i)
    print '(i0,1x,i0,1x,i0,1x,a)', k, ios, i, c
  end do
end program
! CHECK:1 -1 0 b
! CHECK-NEXT:2 -1 0 b
! CHECK-NEXT:3 -1 0 b
! CHECK-NEXT:4 -1 0 b
! CHECK-NEXT:5 -1 0 -
! CHECK-NEXT:6 -1 0 -
