! flang's DEFAULT_UTF8=1 makes new formatted connections, the preconnected
! units included, ENCODING='UTF-8' (INQUIRE says so; a default-kind
! character above 127 is written as two bytes); unformatted ones stay
! UNDEFINED.  ftnio ignored the variable.
! RUN: %flangdiff --env DEFAULT_UTF8=1 %s | %fcheck %s
program env_default_utf8
  character(len=20) :: e
  character(len=3) :: c
  integer :: n
  c = 'h' // char(233) // 'x'
  inquire (6, encoding=e)
  print *, trim(e)
  print *, c
  open (10, file='w10', status='replace')
  inquire (10, encoding=e)
  print *, trim(e)
  write (10, '(a)') c
  inquire (10, size=n)
  close (10)
  open (11, file='w11', status='replace', form='unformatted')
  inquire (11, encoding=e)
  print *, trim(e)
  close (11, status='delete')
  open (12, file='w12', status='replace', encoding='DEFAULT')
  inquire (12, encoding=e)
  print *, trim(e)
  close (12, status='delete')
end program env_default_utf8
! CHECK: UTF-8
! CHECK-NEXT: héx
! CHECK-NEXT: UTF-8
! CHECK-NEXT: UNDEFINED
! CHECK-NEXT: ASCII
