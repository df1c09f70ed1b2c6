! A WRITE that fails part way without IOSTAT=: the runtime error ends the
! program and the partial record '<' is not written (libgfortran drops it),
! while the complete record before it is.
! RUN: %fdiff --expect-exit=2 --env GFORTRAN_ERROR_BACKTRACE=0 %s
program unfinished_record_fatal
  write (*,'(a)') 'line'
  write (*,'(a,i3)') '<', 'abc'
end program unfinished_record_fatal
