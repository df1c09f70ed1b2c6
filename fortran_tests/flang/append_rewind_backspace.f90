! flang front door: after OPEN with POSITION='APPEND', REWIND, then a
! BACKSPACE at the file's start (which moves nowhere), READ still meets
! the end of the file, as every READ does there until the unit's first
! WRITE (append_reads_end.f90): ftnio's BACKSPACE ended that state as
! one from the end of the file does.  Progen --flang seed 2364.
! RUN: %flangdiff %s | %fcheck %s
program append_rewind_backspace
  implicit none
  integer :: ios, k, v
  character(100) :: msg
  integer(16) :: i2
  do k = 1, 3
    open (80, file='arb.dat', status='replace')
    write (80, '(a)') '-.zb0'
    write (80, '(a)') '12'
    close (80)
    open (80, file='arb.dat', position='append')
    rewind (80)
    backspace (80, iostat=ios, iomsg=msg)
    if (k >= 2) backspace (80, iostat=ios, iomsg=msg)
    if (k == 3) then
      read (80, *, iostat=ios) v
      print '(a,i0)', 'first read ', ios
      backspace (80, iostat=ios, iomsg=msg)
    end if
    print '(a,i0,1x,i0)', 'backspace ', k, ios
    i2 = 7
    msg = ''
    read (80, *, iostat=ios, iomsg=msg) i2
    print '(i0,1x,a,1x,i0)', ios, trim(msg), i2
    close (80, status='delete')
  end do
  open (81, file='arb.bin', status='replace', form='unformatted')
  write (81) 5
  close (81)
  open (81, file='arb.bin', position='append', form='unformatted')
  rewind (81)
  backspace (81, iostat=ios)
  v = 0
  read (81, iostat=ios) v
  print '(a,i0,1x,i0)', 'unformatted ', ios, v
  close (81, status='delete')
end program
! CHECK:backspace 1 0
! CHECK-NEXT:-1 End of file during input 7
! CHECK-NEXT:backspace 2 0
! CHECK-NEXT:-1 End of file during input 7
! CHECK-NEXT:first read -1
! CHECK-NEXT:backspace 3 0
! CHECK-NEXT:-1 End of file during input 7
! CHECK-NEXT:unformatted -1 0
