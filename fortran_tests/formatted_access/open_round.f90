! ROUND= of OPEN applies to formatted WRITEs on the connection; ROUND= of
! a WRITE replaces it for that statement.
! RUN: %fdiff %s
program open_round
  open(10, file='ro.txt', round='down', status='replace')
  write(10, '(f5.1)') 2.96
  write(10, '(f5.1)', round='up') 2.91
  write(10, *, round='zero') 2.9999999
  close(10)
end program open_round
