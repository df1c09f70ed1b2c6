! flang front door: CLOSE of a preconnected standard unit with
! STATUS='DELETE' removes nothing and is no error, as in flang 19's
! runtime (its standard units have no file): also where a failed
! OPEN(NEWUNIT=) left its variable 0.
! RUN: %flangdiff %s | %fcheck %s
program close_standard_delete
  implicit none
  integer :: ios, nu
  character(len=80) :: msg
  character(len=8) :: form
  nu = 0
  form = 'binary'
  open(newunit=nu, file='x.dat', form=form, iostat=ios)
  msg = ''
  close(nu, iostat=ios, iomsg=msg, status='delete')
  print '(a,1x,i0,3a)', 'a', ios, ' [', trim(msg), ']'
  msg = ''
  close(5, iostat=ios, iomsg=msg, status='Delete  ')
  print '(a,1x,i0,3a)', 'b', ios, ' [', trim(msg), ']'
end program
! CHECK:a 0 []
! CHECK-NEXT:b 0 []
