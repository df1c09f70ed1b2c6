! RUN: %fdiff %s
! I0, I1, Iw just wide enough and one too narrow, Iw.m and SP/SS of the
! edge values of every integer kind (huge, -huge-1, 0, powers of ten and
! their neighbours), into an internal and an external unit (the I0 and
! Iw short branches of conv::edit_int_iw).
program i0_iw_edges
  implicit none
  integer(1) :: b(5)
  integer(2) :: h(5)
  integer(4) :: i(5)
  integer(8) :: k(5)
  integer(16) :: q(3)
  integer(8) :: p
  integer :: j, n
  character(200) :: line
  b = [0_1, huge(b), -huge(b) - 1_1, 9_1, -10_1]
  h = [0_2, huge(h), -huge(h) - 1_2, 999_2, -1000_2]
  i = [0, huge(i), -huge(i) - 1, 99999, -100000]
  k = [0_8, huge(k), -huge(k) - 1_8, 999999999_8, -10000000000_8]
  q = [0_16, huge(q), -huge(q) - 1_16]
  open (10, file='i0_iw_edges.out', status='replace')
  do j = 1, 5
    call both(int(b(j), 8), 1)
    call both(int(h(j), 8), 2)
    call both(int(i(j), 8), 4)
    call both(k(j), 8)
  end do
  p = 1
  do n = 0, 18
    call both(p - 1, 8)
    call both(p, 8)
    call both(-p - 1, 8)
    if (n < 18) p = p * 10
  end do
  do j = 1, 3
    write (line, '(i0,1x,sp,i0,1x,i41,1x,i39)') q(j), q(j), q(j), q(j)
    print '(a)', trim(line)
    write (10, '(i0,1x,sp,i0,1x,i41,1x,i39)') q(j), q(j), q(j), q(j)
  end do
  close (10)
  open (10, file='i0_iw_edges.out', status='old')
  do
    read (10, '(a)', end=9) line
    print '(a)', trim(line)
  end do
9 close (10, status='delete')
contains
  subroutine both(v, kind)
    integer(8), intent(in) :: v
    integer, intent(in) :: kind
    character(12) :: fmt
    character(48) :: f5
    character(60) :: line2
    integer :: wd, r
    wd = len_trim(adjustl(itoa(v)))
    write (fmt, '(a,i0,a,i0,a)') '(i', wd, ',i', wd - 1, ')'
    f5 = '(i0,"|",i1,"|",sp,i0,"|",ss,i0,"|",i' // mfmt(kind) // ')'
    select case (kind)
    case (1)
      write (line, f5) (int(v, 1), r = 1, 5)
      write (10, f5) (int(v, 1), r = 1, 5)
      write (line2, fmt) int(v, 1), int(v, 1)
    case (2)
      write (line, f5) (int(v, 2), r = 1, 5)
      write (10, f5) (int(v, 2), r = 1, 5)
      write (line2, fmt) int(v, 2), int(v, 2)
    case (4)
      write (line, f5) (int(v, 4), r = 1, 5)
      write (10, f5) (int(v, 4), r = 1, 5)
      write (line2, fmt) int(v, 4), int(v, 4)
    case default
      write (line, f5) (v, r = 1, 5)
      write (10, f5) (v, r = 1, 5)
      write (line2, fmt) v, v
    end select
    print '(a)', trim(line)
    line = line2
    print '(a)', trim(line)
    write (10, '(a)') trim(line)
    write (line, '(sp,i20,i21,i0)') v, v, v
    print '(a)', trim(line)
  end subroutine
  function mfmt(kind) result(s)  ! Iw.m wider than the digits
    integer, intent(in) :: kind
    character(5) :: s
    select case (kind)
    case (1); s = '4.3'
    case (2); s = '7.5'
    case (4); s = '12.10'
    case default; s = '22.20'
    end select
  end function
  function itoa(v) result(s)
    integer(8), intent(in) :: v
    character(24) :: s
    write (s, '(i24)') v
  end function
end program
