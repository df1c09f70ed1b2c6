! Namelist READ under DECIMAL='COMMA': a second decimal comma in a REAL
! value (or a COMPLEX part) ends the value as bad data.  libgfortran's
! read_real has by then read that comma as '.', and it puts back the '.':
! the object name read there starts with it, which decides the error
! (and its message).  Found by fortran_tests/progen/nml_fuzz.py.
! RUN: %fdiff %s
program read_decimal_comma_bad
  implicit none
  real :: ra(4)
  real(8) :: d8
  complex :: ca(2)
  integer :: i4
  namelist /g/ ra, d8, ca, i4
  call try('&g d8 = 5,,' // achar(10) // '$end /')
  call try('&g ra(4:4) = 123456789,125,' // achar(10) // 'ca( 2:)=' // &
           achar(10) // '( ,5 ; 1e3 ),' // achar(10) // '/')
  call try('&g d8 = 1,5,5 i4=3 /')
  call try('&g ra = 1,5;2,5,5;3 /')
  call try('&g ca = (1,5,5;2) i4=7 /')
  call try('&g ca = (1;2,5,5) i4=7 /')
  call try('&g ra = 2*1,5, i4=7 /')
  call try('&g d8 = ,5,5 /')
contains
  subroutine try(text)
    character(*), intent(in) :: text
    integer :: ios
    character(100) :: msg
    ra = [1, 2, 3, 4]; d8 = -1; ca = [(5, 6), (7, 8)]; i4 = -4; msg = 'none'
    open(10, file='in.txt', status='replace')
    write(10, '(a)') text
    close(10)
    open(10, file='in.txt', status='old', decimal='comma')
    read(10, nml=g, iostat=ios, iomsg=msg)
    print '(i0,1x,a)', ios, trim(msg)
    print '(4f8.3,f10.3,4f8.3,i4)', ra, d8, ca, i4
    close(10, status='delete')
  end subroutine
end program
