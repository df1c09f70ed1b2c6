! Namelist READ of values: logical values that look like names, "inf" and
! "nan" that turn out to be object names (even across records), strings
! across records, complex values across records, repeated complex values,
! the GNU expanded read of a single element, and DECIMAL='COMMA'.
! RUN: %fdiff --input %S/Inputs/read_values.txt=in.txt --show=stdout %s | %fcheck %s
program read_values
  implicit none
  logical :: flags(4)
  integer :: truely_long_name(3), infinity
  real :: x(6), d(2)
  character(12) :: s, t(2)
  complex :: z, zz(3)
  namelist /vals/ flags, truely_long_name, infinity, x, s, t, z, zz, d
  integer :: k
  open (10, file='in.txt', status='old')
  flags = .false.; truely_long_name = 0; infinity = -1; x = -1
  s = '-'; t = '-'; z = 0; zz = 0; d = 0
  read (10, nml=vals)
  print *, flags, truely_long_name, infinity
  print *, x(1), isnan(x(2)), x(3) > huge(x), x(4:)
  read (10, nml=vals)
  print '(a,"|",a,"|",a)', s, t
  print *, z, zz
  read (10, nml=vals)
  print *, x
  close (10)
  open (10, file='in.txt', status='old', decimal='comma')
  do k = 1, 14
    read (10, *)
  end do
  read (10, nml=vals)
  print *, d
end program read_values
! CHECK: T T T F           4           4           0           1
! CHECK:   1.50000000       2.50000000    
