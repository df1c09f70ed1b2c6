! An invalid UTF-8 sequence read without IOSTAT= is a runtime error.
! RUN: %fdiff --expect-exit=2 --env GFORTRAN_ERROR_BACKTRACE=0 %s
program utf8_read_error
  implicit none
  character(kind=4, len=4) :: w4
  open (10, file='bad.txt', access='stream', form='unformatted', status='replace')
  write (10) 'a', char(255), 'b', achar(10)
  close (10)
  open (10, file='bad.txt', encoding='utf-8', status='old')
  read (10, '(a)') w4
  print *, 'not reached'
end program utf8_read_error
