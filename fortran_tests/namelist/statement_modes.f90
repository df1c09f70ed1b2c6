! DECIMAL=, DELIM= and SIGN= on the data transfer statement change the
! modes for that statement only: namelist, list-directed and formatted
! output and input; a bad value is an error (IOSTAT 5002 and its text).
! RUN: %fdiff --show=stdout %s | %fcheck %s
program statement_modes
  implicit none
  real :: a(3) = [1.5, -2.25, 3.0]
  character(4) :: s = "it's"
  integer :: ios
  character(80) :: msg
  character(10) :: mode
  character(60) :: line
  namelist /g/ a, s
  write (*, nml=g, decimal='comma', delim='apostrophe', sign='plus')
  write (*, nml=g)
  print *, a, s
  write (*, *, decimal='comma', delim='quote') a, s
  write (*, '(3f6.2)', decimal='comma', sign='plus') a
  write (*, *) a
  line = '&g a = 9,5; 8,25 /'
  read (line, nml=g, decimal='comma')
  print *, a
  line = '7,5;6,5'
  read (line, *, decimal='comma') a(1:2)
  print *, a
  mode = 'bogus'
  write (*, *, decimal=mode, iostat=ios, iomsg=msg) a
  print *, ios, trim(msg)
  write (*, *, delim=mode, iostat=ios, iomsg=msg) a
  print *, ios, trim(msg)
  write (*, *, sign=mode, iostat=ios, iomsg=msg) a
  print *, ios, trim(msg)
end program statement_modes
! CHECK:&G
! CHECK-NEXT: A= +1,50000000    ; -2,25000000    ; +3,00000000    ;
! CHECK-NEXT: S='it''s';
! CHECK-NEXT: /
! CHECK: S="it's",
! CHECK:        5002 Bad SIGN parameter in data transfer statement
