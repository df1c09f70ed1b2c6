! flang front door: Gw without ".d" (F2008) on integer, logical and
! character items is Iw, Lw and Aw, as flang writes them, on output and
! on input; ftnio's flang door refused the format ("Period required in
! format").  Found by the edit fuzzer (progen/edit_fuzz.py).
! RUN: %flangdiff %s | %fcheck %s
! CHECK:        42
! CHECK:(G10) 0 
! CHECK:  -1234567
! CHECK:(G10) 0 
! CHECK:         T
! CHECK:         F
! CHECK:(G10) 0 
! CHECK:       abc
! CHECK:     defgh
! CHECK:(G10) 0 
! CHECK:(G10) -1 1001 Bad character 'T' in INTEGER input field
! CHECK:*
! CHECK:(G1) 0 
! CHECK:*
! CHECK:(G1) 0 
! CHECK:T
! CHECK:F
! CHECK:(G1) 0 
! CHECK:a
! CHECK:d
! CHECK:(G1) 0 
! CHECK:(G1) 0 0 
! CHECK:    42
! CHECK:(2G6) 0 
! CHECK:******
! CHECK:(2G6) 0 
! CHECK:     T     F
! CHECK:(2G6) 0 
! CHECK:   abc defgh
! CHECK:(2G6) 0 
! CHECK:(2G6) 123 0 
! CHECK:                                       42
! CHECK:(G41) 0 
! CHECK:                                 -1234567
! CHECK:(G41) 0 
! CHECK:                                        T
! CHECK:                                        F
! CHECK:(G41) 0 
! CHECK:                                      abc
! CHECK:                                    defgh
! CHECK:(G41) 0 
! CHECK:(G41) -1 1001 Bad character 'T' in INTEGER input field
program g_without_digits
  implicit none
  integer :: ios, k
  integer(8) :: j
  logical :: l
  character(5) :: c
  character(16) :: str = '  123 T abcdefgh'
  character(300) :: msg
  character(20) :: fmt(4) = [character(20) :: '(G10)', '(G1)', '(2G6)', '(G41)']
  integer :: i
  do i = 1, size(fmt)
    msg = ''
    write (*, fmt(i), iostat=ios, iomsg=msg) 42
    print '(a,1x,i0,1x,a)', trim(fmt(i)), ios, trim(msg)
    write (*, fmt(i), iostat=ios, iomsg=msg) -1234567_8
    print '(a,1x,i0,1x,a)', trim(fmt(i)), ios, trim(msg)
    write (*, fmt(i), iostat=ios, iomsg=msg) .true., .false.
    print '(a,1x,i0,1x,a)', trim(fmt(i)), ios, trim(msg)
    write (*, fmt(i), iostat=ios, iomsg=msg) 'abc', 'defgh'
    print '(a,1x,i0,1x,a)', trim(fmt(i)), ios, trim(msg)
    k = -1; j = -1; l = .false.; c = '?'
    read (str, fmt(i), iostat=ios, iomsg=msg) k
    print '(a,1x,i0,1x,i0,1x,a)', trim(fmt(i)), k, ios, trim(msg)
  end do
end program g_without_digits
