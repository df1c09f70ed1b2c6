! flang's B, O and Z input skips the leading blanks of a field in the
! record, but under BZ the blanks PAD='YES' adds past the record's end
! are zero digits it counts: a field that runs past the end overflows a
! small item when those digits need more bits than it has (IOSTAT 1034).
! ftnio skipped the padding as leading blanks (progen --flang --variants
! seed 2618).
! RUN: %flangdiff %s | %fcheck %s
program boz_bz_padded_digits
  integer(1) :: a, b
  integer(2) :: c
  integer :: ios, w, n
  character(len=100) :: msg, fmt
  character(len=12) :: s = ''
  do n = 0, 6, 3
    do w = 8, 14, 3
      write (fmt, '(a,i0,a)') '(BZ,B', w, ')'
      msg = ''
      b = -1
      read (s(1:n), fmt, iostat=ios, iomsg=msg) b
      print '(a,i0,a,i0,1x,i0,1x,i0,1x,a)', 'len ', n, ' w ', w, ios, b, trim(msg)
    end do
  end do
  s = '10   '
  do w = 11, 13
    write (fmt, '(a,i0,a)') '(B5,BZ,B', w, ')'
    msg = ''
    b = -1
    read (s(1:5), fmt, iostat=ios, iomsg=msg) a, b
    print '(a,i0,1x,i0,1x,i0,1x,i0,1x,a)', 'after ', w, ios, a, b, trim(msg)
  end do
  msg = ''
  read (s(1:5), '(B5,BZ,O8)', iostat=ios, iomsg=msg) a, c
  print '(a,i0,1x,i0,1x,a)', 'octal ', ios, c, trim(msg)
  s = ' 1'
  msg = ''
  read (s(1:2), '(BZ,Z4)', iostat=ios, iomsg=msg) b
  print '(a,i0,1x,i0,1x,a)', 'hex ', ios, b, trim(msg)
end program boz_bz_padded_digits
! CHECK:len 0 w 8 0 0 
! CHECK-NEXT:len 0 w 11 1034 -1 B/O/Z input of 11 digits overflows 1-byte variable
! CHECK-NEXT:len 0 w 14 1034 -1 B/O/Z input of 14 digits overflows 1-byte variable
! CHECK-NEXT:len 3 w 8 0 0 
! CHECK-NEXT:len 3 w 11 0 0 
! CHECK-NEXT:len 3 w 14 1034 -1 B/O/Z input of 11 digits overflows 1-byte variable
! CHECK-NEXT:len 6 w 8 0 0 
! CHECK-NEXT:len 6 w 11 0 0 
! CHECK-NEXT:len 6 w 14 0 0 
! CHECK-NEXT:after 11 0 2 0 
! CHECK-NEXT:after 12 1034 2 -1 B/O/Z input of 9 digits overflows 1-byte variable
! CHECK-NEXT:after 13 1034 2 -1 B/O/Z input of 10 digits overflows 1-byte variable
! CHECK-NEXT:octal 0 0 
! CHECK-NEXT:hex 1034 -1 B/O/Z input of 3 digits overflows 1-byte variable
