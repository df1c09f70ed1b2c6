! flang front door: where a format's '/' or reversion passes the last
! record of a sequential, stream or internal file, flang 19's runtime
! still runs the data edit it found for the item: a REAL item's F, E,
! EN, ES, D or G edit gets no characters, which is IOSTAT 1030 "Bad real
! input data at column 1 of record N" in place of END (I, A, L, Z edits
! and any edit past a direct-access file's last record give END, as in
! ftnio before).  Progen --flang --variants seed 7492.
! RUN: %flangdiff %s | %fcheck %s
program real_field_after_end
  integer :: ios, k
  character(200) :: msg
  real :: r(2)
  integer :: iv(2)
  character(3) :: cv(2)
  logical :: lv(2)
  complex :: cc
  character(4) :: b, ba(1)
  open(40, file='fa.dat', status='replace')
  write(40, '(a)') '1'
  do k = 1, 9
    rewind(40)
    msg = ''
    r = 0; iv = 0; cv = '?'; lv = .true.
    select case (k)
    case (1); read(40, "(F12.1)", iostat=ios, iomsg=msg) r
    case (2); read(40, "(I3)", iostat=ios, iomsg=msg) iv
    case (3); read(40, "(A)", iostat=ios, iomsg=msg) cv
    case (4); read(40, "(L2)", iostat=ios, iomsg=msg) lv
    case (5); read(40, "(G5.1)", iostat=ios, iomsg=msg) r
    case (6); read(40, "(Z4)", iostat=ios, iomsg=msg) iv
    case (7); read(40, "(F3.0,/,F3.0)", iostat=ios, iomsg=msg) r
    case (8); read(40, "(I3,/,I3)", iostat=ios, iomsg=msg) iv
    case (9); read(40, "(E5.1)", iostat=ios, iomsg=msg) cc
    end select
    print '(i0,1x,i0,1x,a)', k, ios, trim(msg)
    print *, r, iv, cv, lv
  end do
  close(40, status='delete')
  open(41, file='st.dat', access='stream', form='formatted', status='replace')
  write(41, '(a)') ''
  r = 0
  read(41, "(EN12.1)", pos=1, iostat=ios, iomsg=msg) r
  print '(a,i0,1x,a)', 'stream ', ios, trim(msg)
  read(41, "(F12.1)", pos=1, iostat=ios, iomsg=msg) r(1)
  print '(a,i0,1x,a)', 'stream ', ios, trim(msg)
  close(41, status='delete')
  b = '1'
  r = 0
  read(b, "(F2.0)", iostat=ios, iomsg=msg) r
  print '(a,i0,1x,a)', 'internal ', ios, trim(msg)
  read(b, "(I2)", iostat=ios, iomsg=msg) iv
  print '(a,i0,1x,a)', 'internal ', ios, trim(msg)
  ba = '1'
  r = 0; iv = 0
  read(ba, "(F2.0)", iostat=ios, iomsg=msg) r
  print '(a,i0,1x,a)', 'internal array ', ios, trim(msg)
  read(ba, "(I2)", iostat=ios, iomsg=msg) iv
  print '(a,i0,1x,a)', 'internal array ', ios, trim(msg)
  read(ba, "(F2.0,/,F2.0)", iostat=ios, iomsg=msg) r
  print '(a,i0,1x,a)', 'internal array ', ios, trim(msg)
  open(81, file='d.dat', access='direct', form='formatted', recl=4, status='replace')
  write(81, '(a)', rec=1) '1'
  read(81, "(F2.0)", rec=1, iostat=ios, iomsg=msg) r
  print '(a,i0,1x,a)', 'direct ', ios, trim(msg)
  read(81, "(E2.0,/,F2.0)", rec=1, iostat=ios, iomsg=msg) r
  print '(a,i0,1x,a)', 'direct ', ios, trim(msg)
  read(81, "(I2)", rec=1, iostat=ios, iomsg=msg) iv
  print '(a,i0,1x,a)', 'direct ', ios, trim(msg)
  close(81, status='delete')
  open(82, file='s.dat', status='replace')
  write(82, '(a)') '1'
  write(82, '(a)') '2'
  rewind(82)
  read(82, "(F2.0,/,/,F2.0)", iostat=ios, iomsg=msg) r
  print '(a,i0,1x,a)', 'seq ', ios, trim(msg)
  rewind(82)
  read(82, "(F2.0)", iostat=ios, iomsg=msg) r, r
  print '(a,i0,1x,a)', 'seq ', ios, trim(msg)
  read(82, "(F2.0)", iostat=ios, iomsg=msg) r
  print '(a,i0,1x,a)', 'seq ', ios, trim(msg)
  close(82, status='delete')
end program
! CHECK:1 1030 Bad real input data at column 1 of record 2
! CHECK-NEXT: .1 0. 0 0 ?  ?   T T
! CHECK-NEXT:2 -1 End of file during input
! CHECK-NEXT: 0. 0. 1 0 ?  ?   T T
! CHECK-NEXT:3 -1 End of file during input
! CHECK-NEXT: 0. 0. 0 0 1  ?   T T
! CHECK-NEXT:4 1001 Bad character '1' in LOGICAL input field
! CHECK-NEXT: 0. 0. 0 0 ?  ?   T T
! CHECK-NEXT:5 1030 Bad real input data at column 1 of record 2
! CHECK-NEXT: .1 0. 0 0 ?  ?   T T
! CHECK-NEXT:6 -1 End of file during input
! CHECK-NEXT: 0. 0. 1 0 ?  ?   T T
! CHECK-NEXT:7 1030 Bad real input data at column 1 of record 2
! CHECK-NEXT: 1. 0. 0 0 ?  ?   T T
! CHECK-NEXT:8 -1 End of file during input
! CHECK-NEXT: 0. 0. 1 0 ?  ?   T T
! CHECK-NEXT:9 1030 Bad real input data at column 1 of record 2
! CHECK-NEXT: 0. 0. 0 0 ?  ?   T T
! CHECK-NEXT:stream 1030 Bad real input data at column 1 of record 0
! CHECK-NEXT:stream 0 Bad real input data at column 1 of record 0
! CHECK-NEXT:internal 1030 Bad real input data at column 1 of record 2
! CHECK-NEXT:internal -1 End of file during input
! CHECK-NEXT:internal array 1030 Bad real input data at column 1 of record 2
! CHECK-NEXT:internal array -1 End of file during input
! CHECK-NEXT:internal array 1030 Bad real input data at column 1 of record 2
! CHECK-NEXT:direct -1 End of file during input
! CHECK-NEXT:direct -1 End of file during input
! CHECK-NEXT:direct -1 End of file during input
! CHECK-NEXT:seq 1030 Bad real input data at column 1 of record 3
! CHECK-NEXT:seq 1030 Bad real input data at column 1 of record 3
! CHECK-NEXT:seq -1 End of file during input
