! Namelist READ: after a REAL value without digits ("." or a lone decimal
! comma: "Error during floating point read") libgfortran skips to the
! next record and reads on.  The separator after the bad value had passed
! a record end and blanks and stopped at the next char, which it kept in
! its one-char buffer: that char is read first after the skip, in front
! of the record after it (". then " 5 6" then "21" reads 521 next).
! Files and internal units alike.  Found by
! fortran_tests/progen/nml_fuzz.py.
! RUN: %fdiff %s
program read_float_error_skip
  implicit none
  real(8) :: dm(4)
  integer :: k
  namelist /g/ dm, k
  call try('dm = 1 .', ' 5 6', '21')
  call try('dm = 1 .', ' 22', '21 /')
  call try('dm = 1 .', 'x', '21')
  call try('dm = 1 .', ' k=3', '21')
  call try('dm = 1 .', '', '21')
  call try('dm = 1 .', '  7', ' 8 9 /')
contains
  subroutine try(l2, l3, l4)
    character(*), intent(in) :: l2, l3, l4
    character(20) :: buf(4)
    integer :: ios
    character(100) :: msg
    dm = [1, 2, 3, 4]; k = -1; msg = 'none'
    open(10, file='in.txt', status='replace')
    write(10, '(a)') '&g', l2, l3, l4
    close(10)
    open(10, file='in.txt', status='old')
    read(10, nml=g, iostat=ios, iomsg=msg)
    print '(i0,1x,a)', ios, trim(msg)
    print '(4f10.3,i4)', dm, k
    close(10, status='delete')
    dm = [1, 2, 3, 4]; k = -1; msg = 'none'
    buf(1) = '&g'; buf(2) = l2; buf(3) = l3; buf(4) = l4
    read(buf, nml=g, iostat=ios, iomsg=msg)
    print '(i0,1x,a)', ios, trim(msg)
    print '(4f10.3,i4)', dm, k
  end subroutine
end program
