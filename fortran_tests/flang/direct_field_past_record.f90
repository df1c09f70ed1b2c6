! flang front door: a field that starts past the end of a formatted
! direct-access record (PAD='YES') is a short field, all blanks, as
! flang 19's runtime reads it: numbers read as zero, text as blanks, L
! names the blank (libgfortran meets END there).
! RUN: %flangdiff %s | %fcheck %s
program direct_field_past_record
  implicit none
  integer :: u, ios, i, j
  logical :: l, m
  real :: r
  character(len=6) :: c
  character(len=80) :: msg
  open(newunit=u, file='f.dat', access='direct', form='formatted', recl=4, status='replace')
  write(u, '(a)', rec=1) 'T'
  write(u, '(a)', rec=2) '12'
  msg = ''
  read(u, '(l4,l2)', rec=1, iostat=ios, iomsg=msg) l, m
  print '(a,1x,i0,1x,l1,1x,l1,1x,a)', 'a', ios, l, m, trim(msg)
  j = 7
  read(u, '(i4,i3)', rec=2, iostat=ios) i, j
  print '(a,1x,i0,1x,i0,1x,i0)', 'b', ios, i, j
  c = '?'
  read(u, '(i4,a)', rec=2, iostat=ios) i, c
  print '(a,1x,i0,1x,i0,3a)', 'c', ios, i, ' [', c, ']'
  r = 7
  read(u, '(i2,4x,f5.1)', rec=2, iostat=ios) i, r
  print '(a,1x,i0,1x,i0,1x,f4.1)', 'd', ios, i, r
  inquire(u, nextrec=i)
  print '(a,1x,i0)', 'e', i
  close(u, status='delete')
end program
! CHECK:a 1001 T F Bad character ' ' in LOGICAL input field
! CHECK-NEXT:b 0 12 0
! CHECK-NEXT:c 0 12 [      ]
! CHECK-NEXT:d 0 12  0.0
! CHECK-NEXT:e 3
