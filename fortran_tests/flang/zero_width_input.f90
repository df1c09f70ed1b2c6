! flang front door: an input edit of zero width (I0, F0.2, ES0.8, G0, A0,
! L0, B0...).  flang parses it and fails only when an input item reaches
! it, with "Input field width is zero; at offset N in format '...'" (N:
! the edit's letter), before it checks the edit against the item's type;
! a READ whose items end before it reads normally.  A0 output writes
! nothing.  ftnio refused such a format as it parsed it, with
! libgfortran's "Zero width in format descriptor".  Found by the edit
! fuzzer (progen/edit_fuzz.py) through the flang door.
! RUN: %flangdiff %s | %fcheck %s
! CHECK:(I0) -1 1005 Input field width is zero; at offset 1 in format '(I0)'
! CHECK:(I0) 1005 Input field width is zero; at offset 1 in format '(I0)'
! CHECK:(I0) 1005 Input field width is zero; at offset 1 in format '(I0)'
! CHECK:(I0) 1005 Input field width is zero; at offset 1 in format '(I0)'
! CHECK:(2I0) -1 1005 Input field width is zero; at offset 2 in format '(2I0)'
! CHECK:(2I0) 1005 Input field width is zero; at offset 2 in format '(2I0)'
! CHECK:(2I0) 1005 Input field width is zero; at offset 2 in format '(2I0)'
! CHECK:(2I0) 1005 Input field width is zero; at offset 2 in format '(2I0)'
! CHECK:(F0.2) -1 1005 Input field width is zero; at offset 1 in format '(F0.2)'
! CHECK:(F0.2) 1005 Input field width is zero; at offset 1 in format '(F0.2)'
! CHECK:(F0.2) 1005 Input field width is zero; at offset 1 in format '(F0.2)'
! CHECK:(F0.2) 1005 Input field width is zero; at offset 1 in format '(F0.2)'
! CHECK:(1PG0.5) -1 1005 Input field width is zero; at offset 3 in format '(1PG0.5)'
! CHECK:(1PG0.5) 1005 Input field width is zero; at offset 3 in format '(1PG0.5)'
! CHECK:(1PG0.5) 1005 Input field width is zero; at offset 3 in format '(1PG0.5)'
! CHECK:(1PG0.5) 1005 Input field width is zero; at offset 3 in format '(1PG0.5)'
! CHECK:(I5,2F0.1) 12345 0 
! CHECK:(I5,2F0.1) 1005 Data edit descriptor 'I' may not be used for REAL input
! CHECK:(I5,2F0.1) 1005 Data edit descriptor 'I' may not be used for LOGICAL input
! CHECK:(I5,2F0.1) 1005 Data edit descriptor 'I' may not be used with a CHARACTER data item
! CHECK:(  es0.8) -1 1005 Input field width is zero; at offset 3 in format '(  es0.8)'
! CHECK:(  es0.8) 1005 Input field width is zero; at offset 3 in format '(  es0.8)'
! CHECK:(  es0.8) 1005 Input field width is zero; at offset 3 in format '(  es0.8)'
! CHECK:(  es0.8) 1005 Input field width is zero; at offset 3 in format '(  es0.8)'
! CHECK:(3X,L0) -1 1005 Input field width is zero; at offset 4 in format '(3X,L0)'
! CHECK:(3X,L0) 1005 Input field width is zero; at offset 4 in format '(3X,L0)'
! CHECK:(3X,L0) 1005 Input field width is zero; at offset 4 in format '(3X,L0)'
! CHECK:(3X,L0) 1005 Input field width is zero; at offset 4 in format '(3X,L0)'
! CHECK:(G0) -1 1005 Input field width is zero; at offset 1 in format '(G0)'
! CHECK:(G0) 1005 Input field width is zero; at offset 1 in format '(G0)'
! CHECK:(G0) 1005 Input field width is zero; at offset 1 in format '(G0)'
! CHECK:(G0) 1005 Input field width is zero; at offset 1 in format '(G0)'
! CHECK:(A0) -1 1005 Input field width is zero; at offset 1 in format '(A0)'
! CHECK:(A0) 1005 Input field width is zero; at offset 1 in format '(A0)'
! CHECK:(A0) 1005 Input field width is zero; at offset 1 in format '(A0)'
! CHECK:(A0) 1005 Input field width is zero; at offset 1 in format '(A0)'
! CHECK:(B0) -1 1005 Input field width is zero; at offset 1 in format '(B0)'
! CHECK:(B0) 1005 Input field width is zero; at offset 1 in format '(B0)'
! CHECK:(B0) 1005 Input field width is zero; at offset 1 in format '(B0)'
! CHECK:(B0) 1005 Input field width is zero; at offset 1 in format '(B0)'
! CHECK:(en0.3) -1 1005 Input field width is zero; at offset 1 in format '(en0.3)'
! CHECK:(en0.3) 1005 Input field width is zero; at offset 1 in format '(en0.3)'
! CHECK:(en0.3) 1005 Input field width is zero; at offset 1 in format '(en0.3)'
! CHECK:(en0.3) 1005 Input field width is zero; at offset 1 in format '(en0.3)'
! CHECK:(I1,I0) 1 0 
! CHECK:(I1,I0) 1005 Data edit descriptor 'I' may not be used for REAL input
! CHECK:(I1,I0) 1005 Data edit descriptor 'I' may not be used for LOGICAL input
! CHECK:(I1,I0) 1005 Data edit descriptor 'I' may not be used with a CHARACTER data item
! CHECK:[]
! CHECK:0
program zero_width_input
  implicit none
  integer :: ios, i, k
  real :: x
  logical :: l
  character(8) :: c
  character(300) :: msg
  character(20) :: fmt, str = '12345 678'
  character(*), parameter :: f(12) = [character(20) :: '(I0)', '(2I0)', &
      '(F0.2)', '(1PG0.5)', '(I5,2F0.1)', '(  es0.8)', '(3X,L0)', '(G0)', &
      '(A0)', '(B0)', '(en0.3)', '(I1,I0)']
  do i = 1, size(f)
    fmt = f(i)
    msg = ''
    k = -1
    read (str, fmt, iostat=ios, iomsg=msg) k
    ! (flang stores a value after this error: not compared)
    if (ios /= 0) k = -1
    print '(a,1x,i0,1x,i0,1x,a)', trim(fmt), k, ios, trim(msg)
    msg = ''
    read (str, fmt, iostat=ios, iomsg=msg) x
    print '(a,1x,i0,1x,a)', trim(fmt), ios, trim(msg)
    msg = ''
    read (str, fmt, iostat=ios, iomsg=msg) l
    print '(a,1x,i0,1x,a)', trim(fmt), ios, trim(msg)
    msg = ''
    read (str, fmt, iostat=ios, iomsg=msg) c
    print '(a,1x,i0,1x,a)', trim(fmt), ios, trim(msg)
  end do
  fmt = '(a,a0,a)'
  write (*, fmt, iostat=ios) '[', 'abc', ']'
  print '(i0)', ios
end program zero_width_input
