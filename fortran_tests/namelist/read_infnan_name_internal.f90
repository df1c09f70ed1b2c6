! Namelist READ from an internal array: a value that starts like "inf" or
! "nan" and turns out a name ("Im" where a REAL is due) is read again as
! the next object's name from libgfortran's line buffer, and its
! eat_spaces, which comes first, seeks over the blanks behind those chars
! in the record (its fast path for character arrays): "Im ( 2 ,3)=" reads
! as "Im( 2 ,3)=", a qualified name.  A file (or a scalar internal file)
! keeps the blank: "Equal sign must follow".  Found by
! fortran_tests/progen/nml_fuzz.py (seed 122).
! RUN: %fdiff %s
program read_infnan_name_internal
  implicit none
  integer :: im(2,3), ios
  real :: ra(4)
  character(100) :: msg
  character(60) :: ibuf(3), one
  namelist /g2/ ra, im
  call try('ra=', '5.,' // achar(9) // '2*1.e-2, Im ( 2 ,3)=2147483648')
  call try('ra=', '5., 2*1.e-2, Im ( 2 ,3)=21')
  call try('ra=5., Im ( 2 ,3)=21', '0 /')
  call try('ra=5., 3*1., Im ( 2 ,3)=21', '0 /')
  call try('ra=2*1., Im ( 2 ,3)=21 /', '')
  call try('ra=2*1., Inx   (1,1)=4 /', '')
  call try('ra=2*1., nanny =4 /', '')
contains
  subroutine try(a, b)
    character(*), intent(in) :: a, b
    im = 0; ra = 0; msg = 'none'
    ibuf(1) = '&g2'; ibuf(2) = a; ibuf(3) = b
    read(ibuf, nml=g2, iostat=ios, iomsg=msg)
    print '(i0,1x,a,6i11,4f6.2)', ios, trim(msg), im, ra
    im = 0; ra = 0; msg = 'none'
    one = '&g2 ' // a // ' ' // b
    read(one, nml=g2, iostat=ios, iomsg=msg)
    print '(i0,1x,a,6i11,4f6.2)', ios, trim(msg), im, ra
  end subroutine
end program
