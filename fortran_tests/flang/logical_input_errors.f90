! flang front door: an L input field that does not convert fails with
! flang's texts: "Empty LOGICAL input field", "Bad character 'x' in
! LOGICAL input field" (blanks are skipped, then a '.', after which a
! blank is bad; a comma does not end flang's L field; the blanks padding
! an external record are bad characters).
! RUN: %flangdiff %s | %fcheck %s
program logical_input_errors
  implicit none
  integer :: ios, i
  logical :: l
  character(100) :: msg
  character(8) :: c(11)
  c = [character(8) :: '     ', '  x', '.x', ' .', '. t', '  .  f', 'q', &
       '2', ',', ' ,', '.,']
  do i = 1, size(c)
    read (c(i), '(L4)', iostat=ios, iomsg=msg) l
    print '(i0,1x,i0,1x,a)', i, ios, trim(msg)
  end do
  open (10, file='l.txt', status='replace')
  write (10, '(a)') ' ,   x', '', '  .', '  t'
  rewind (10)
  l = .false.  ! printed after READs that fail: not left undefined
  do i = 1, 4
    read (10, '(L4)', iostat=ios, iomsg=msg) l
    print '(i0,1x,a,1x,l1)', ios, trim(msg), l
  end do
  close (10, status='delete')
end program logical_input_errors
! CHECK:1 1001 Empty LOGICAL input field
! CHECK-NEXT:2 1001 Bad character 'x' in LOGICAL input field
! CHECK-NEXT:3 1001 Bad character 'x' in LOGICAL input field
! CHECK-NEXT:4 1001 Bad character ' ' in LOGICAL input field
! CHECK-NEXT:5 1001 Bad character ' ' in LOGICAL input field
! CHECK-NEXT:6 1001 Bad character ' ' in LOGICAL input field
! CHECK-NEXT:7 1001 Bad character 'q' in LOGICAL input field
! CHECK-NEXT:8 1001 Bad character '2' in LOGICAL input field
! CHECK-NEXT:9 1001 Bad character ',' in LOGICAL input field
! CHECK-NEXT:10 1001 Bad character ',' in LOGICAL input field
! CHECK-NEXT:11 1001 Bad character ',' in LOGICAL input field
! CHECK-NEXT:1001 Bad character ',' in LOGICAL input field F
! CHECK-NEXT:1001 Bad character ' ' in LOGICAL input field F
! CHECK-NEXT:1001 Bad character ' ' in LOGICAL input field F
! CHECK-NEXT:0 Bad character ' ' in LOGICAL input field T
