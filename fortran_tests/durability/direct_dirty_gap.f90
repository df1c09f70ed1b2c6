! Direct-access WRITEs of records 2 and 4 while another writer changes
! record 3 on disk between them (here a pwrite(2) on a descriptor of its
! own, as MPI ranks updating disjoint records of one file do): the unit's
! write-back must not carry record 3's bytes, read into its buffer before
! the change, over the new ones.  libgfortran writes back before a WRITE
! that neither continues nor overlaps its dirty bytes; ftnio wrote back one
! range from record 2 to record 4, clean record 3 included.
! RUN: %fdiff %s | %fcheck %s
program direct_dirty_gap
  use iso_c_binding
  implicit none
  interface
    integer(c_int) function c_open(path, flags) bind(c, name='open')
      import :: c_int, c_char
      character(kind=c_char), intent(in) :: path(*)
      integer(c_int), value :: flags
    end function c_open
    integer(c_intptr_t) function c_pwrite(fd, buf, n, off) &
        bind(c, name='pwrite')
      import :: c_int, c_char, c_size_t, c_intptr_t, c_long_long
      integer(c_int), value :: fd
      character(kind=c_char), intent(in) :: buf(*)
      integer(c_size_t), value :: n
      integer(c_long_long), value :: off
    end function c_pwrite
    integer(c_int) function c_close(fd) bind(c, name='close')
      import :: c_int
      integer(c_int), value :: fd
    end function c_close
  end interface
  integer, parameter :: o_wronly = 1
  character(len=*), parameter :: forms(2) = ['formatted  ', 'unformatted']
  integer :: u, i, k, fd
  character(len=4) :: r(4)
  do i = 1, 2
    open (newunit=u, file='d.dat', access='direct', recl=4, &
          form=trim(forms(i)), status='replace')
    call put(1, 'aaaa')
    call put(2, 'bbbb')
    call put(3, 'cccc')
    call put(4, 'dddd')
    close (u)
    open (newunit=u, file='d.dat', access='direct', recl=4, &
          form=trim(forms(i)), status='old')
    call get(1)
    call put(2, '2222')
    fd = c_open('d.dat' // c_null_char, o_wronly)
    if (c_pwrite(fd, 'XXXX', 4_c_size_t, 8_c_long_long) /= 4) stop 'pwrite'
    if (c_close(fd) /= 0) stop 'close'
    call put(4, '4444')
    close (u)
    open (newunit=u, file='d.dat', access='direct', recl=4, &
          form=trim(forms(i)), status='old')
    do k = 1, 4
      call get(k)
    end do
    print '(a,4(1x,a))', trim(forms(i)), r
    close (u, status='delete')
  end do
contains
  subroutine put(n, s)
    integer, intent(in) :: n
    character(len=4), intent(in) :: s
    if (i == 1) then
      write (u, '(a)', rec=n) s
    else
      write (u, rec=n) s
    end if
  end subroutine put
  subroutine get(n)
    integer, intent(in) :: n
    if (i == 1) then
      read (u, '(a)', rec=n) r(n)
    else
      read (u, rec=n) r(n)
    end if
  end subroutine get
end program direct_dirty_gap
! CHECK:formatted aaaa 2222 XXXX 4444
! CHECK-NEXT:unformatted aaaa 2222 XXXX 4444
