! flang front door: CLOSE(STATUS='KEEP') of a scratch file is no error in
! flang's runtime, which closes (and removes) it as with no STATUS=;
! ftnio gave libgfortran's "Can't KEEP a scratch file on CLOSE" (IOSTAT
! 1006 caught, a fatal error uncaught).  progen --flang seed 600022.
! RUN: %flangdiff %s | %fcheck %s
! CHECK: close keep 0 
! CHECK: opened F
! CHECK: second ok
program close_keep_scratch
  implicit none
  integer :: ios
  character(80) :: msg
  logical :: op
  open (40, status='scratch', iostat=ios, iomsg=msg)
  write (40, *) 'data'
  msg = ''
  close (40, status='keep', iostat=ios, iomsg=msg)
  print *, 'close keep', ios, trim(msg)
  inquire (unit=40, opened=op)
  print *, 'opened', op
  open (41, status='scratch')
  close (41, status='KEEP  ')
  print *, 'second ok'
end program
