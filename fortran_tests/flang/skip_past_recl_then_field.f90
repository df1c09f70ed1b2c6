! flang front door: an X or TR that moves past the RECL= of a record
! (formatted direct, or sequential with RECL=) only moves; the field
! after it is the one that does not fit, named at the column the move
! reached ("Attempt to write 1 bytes to position 16 in a fixed-size
! record of 12 bytes"), where ftnio named the move's blanks.  The file
! keeps what fitted.  (issue 18; progen --flang seed 3939.)
! RUN: %flangdiff %s | %fcheck %s
program skip_past_recl_then_field
  implicit none
  integer :: ios, k
  character(100) :: msg
  character(30) :: fmts(5)
  fmts = [character(30) :: '(i5,tr11,i5)', '(i5,tr3,i5)', '(i5,tr4,i5)', &
          '(i5,x,i5,tr20)', '(i5,11x,a)']
  open (30, file='sprd.dat', access='direct', form='formatted', recl=12, &
        status='replace')
  open (31, file='sprs.dat', form='formatted', recl=12, status='replace')
  do k = 1, size(fmts)
    msg = ''
    if (k /= 5) write (30, fmts(k), rec=k, iostat=ios, iomsg=msg) 12345, 678
    if (k == 5) write (30, fmts(k), rec=k, iostat=ios, iomsg=msg) 12345, 'abc'
    print '(a,i5," [",a,"]")', trim(fmts(k)), ios, trim(msg)
    msg = ''
    if (k /= 5) write (31, fmts(k), iostat=ios, iomsg=msg) 12345, 678
    if (k == 5) write (31, fmts(k), iostat=ios, iomsg=msg) 12345, 'abc'
    print '(a,i5," [",a,"]")', trim(fmts(k)), ios, trim(msg)
  end do
  close (30, status='delete')
  close (31, status='delete')
end program
! CHECK:(i5,tr11,i5) 1002 [Attempt to write 1 bytes to position 16 in a fixed-size record of 12 bytes]
! CHECK:(i5,tr11,i5) 1002 [Attempt to write 1 bytes to position 16 in a fixed-size record of 12 bytes]
! CHECK:(i5,tr3,i5) 1002 [Attempt to write 3 bytes to position 10 in a fixed-size record of 12 bytes]
! CHECK:(i5,tr3,i5) 1002 [Attempt to write 1 bytes to position 13 in a fixed-size record of 12 bytes]
! CHECK:(i5,tr4,i5) 1002 [Attempt to write 3 bytes to position 11 in a fixed-size record of 12 bytes]
! CHECK:(i5,tr4,i5) 1002 [Attempt to write 3 bytes to position 11 in a fixed-size record of 12 bytes]
! CHECK:(i5,x,i5,tr20)    0 []
! CHECK:(i5,x,i5,tr20)    0 []
! CHECK:(i5,11x,a) 1002 [Attempt to write 3 bytes to position 16 in a fixed-size record of 12 bytes]
! CHECK:(i5,11x,a) 1002 [Attempt to write 3 bytes to position 16 in a fixed-size record of 12 bytes]
