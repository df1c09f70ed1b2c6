! flang front door: an I input field that holds a sign and no digits
! reads as zero, as flang 19's runtime reads it (libgfortran: IOSTAT
! 5010 "Bad value during integer read"); B, O and Z still refuse a sign.
! RUN: %flangdiff %s | %fcheck %s
program integer_sign_alone_fields
  implicit none
  integer :: ios, k
  integer(8) :: i
  character(len=80) :: msg
  character(len=6) :: f(4)
  f = [character(6) :: '     -', '+     ', '  -   ', '-']
  do k = 1, 4
    i = 7
    msg = ''
    read(f(k), '(i6)', iostat=ios, iomsg=msg) i
    print '(a,i0,1x,i0,1x,i0,3a)', 'i', k, ios, i, ' [', trim(msg), ']'
    i = 7
    msg = ''
    read(f(k), '(g6.0)', iostat=ios, iomsg=msg) i
    print '(a,i0,1x,i0,1x,i0,3a)', 'g', k, ios, i, ' [', trim(msg), ']'
  end do
  i = 7
  read(f(1), '(z6)', iostat=ios, iomsg=msg) i
  print '(a,1x,i0,1x,i0,1x,a)', 'z', ios, i, trim(msg)
  open(newunit=k, file='s.txt', status='replace', access='stream', form='formatted')
  write(k, '(a)') '         -60294'
  read(k, '(i10)', pos=1, iostat=ios) i
  print '(a,1x,i0,1x,i0)', 'f', ios, i
  close(k, status='delete')
end program
! CHECK:i1 0 0 []
! CHECK-NEXT:g1 0 0 []
! CHECK-NEXT:i2 0 0 []
! CHECK-NEXT:g2 0 0 []
! CHECK-NEXT:i3 0 0 []
! CHECK-NEXT:g3 0 0 []
! CHECK-NEXT:i4 0 0 []
! CHECK-NEXT:g4 0 0 []
! CHECK-NEXT:z 1001 7 Bad character '-' in B/O/Z input field
! CHECK-NEXT:f 0 0
