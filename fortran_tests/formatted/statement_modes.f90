! Changeable modes on data transfer statements (F2018 12.5.2): DECIMAL=,
! SIGN=, ROUND=, BLANK=, PAD= and DELIM= on READ and WRITE last for the
! statement only (INQUIRE afterwards sees the connection's); OPEN's SIGN=
! and ROUND= are where formatted output starts, and an S edit after
! SIGN='PLUS' prints no '+' (gfortran.dg/f2003_io_1.f03, f2003_io_7.f03);
! values that are no keyword give libgfortran's errors.
! RUN: %fdiff %s
program statement_modes
  implicit none
  character(len=60) :: s, msg
  character(len=10) :: mode, dec, sgn
  real :: x = 1.2345678, y
  integer :: i, j, ios
  open (10, file='statement_modes.txt', round='up', sign='plus')
  write (10,'(f6.2,s,f6.2,sp,f6.2,ss,f6.2)') x, x, x, x
  write (10,'(f6.2,rn,f6.2)', round='down', sign='suppress') x, x
  write (10,*, sign='plus', decimal='comma') x, 2
  write (10,*, delim='quote') 'it''s', 7
  write (10,*) 'it''s'
  inquire (10, round=mode, sign=sgn, decimal=dec)
  print *, trim(mode), ' ', trim(sgn), ' ', trim(dec)
  rewind (10)
  do i = 1, 5
    read (10,'(a)') s
    print *, '[', trim(s), ']'
  end do
  close (10, status='delete')
  ! Input: BLANK= and DECIMAL= on READ, PAD='NO' on a short record.
  write (s,'(a)') ' 1 2  ,3,5'
  read (s,'(i4)', blank='zero') i
  read (s,'(i4)') j
  print *, i, j
  read (s,'(5x,f5.1)', decimal='comma') y
  print *, y
  open (11, file='statement_modes_in.txt')
  write (11,'(a)') '12'
  rewind (11)
  read (11,'(i4)', pad='no', iostat=ios) i
  print *, 'pad no', ios
  close (11, status='delete')
  ! Values that are no keyword.
  dec = 'dot'
  write (s,*, decimal=dec, iostat=ios, iomsg=msg) x
  print *, ios, trim(msg)
  sgn = 'always'
  write (s,'(f5.1)', sign=sgn, iostat=ios, iomsg=msg) x
  print *, ios, trim(msg)
  mode = 'closest'
  read (s,*, round=mode, iostat=ios, iomsg=msg) y
  print *, ios, trim(msg)
end program statement_modes
