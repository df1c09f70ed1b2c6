! Formatted READ with A on an ENCODING='UTF-8' unit: fields count
! characters, max(w, len) of them are taken, kind-1 items get '?' above
! 255, short records pad, PAD='NO' raises EOR, and invalid sequences
! (stray continuation byte, overlong form, surrogate, 0xF9 lead, sequence
! cut by the record end) read as '?' with "Invalid UTF-8 encoding"; such an
! error leaves the file inside the record (no skip to its end).
! RUN: %fdiff %s
program utf8_read
  implicit none
  character(kind=4, len=6) :: w4
  character(kind=4, len=3) :: s4
  character(len=6) :: c1
  character(len=80) :: msg
  integer :: ios, i, n
  open (10, file='in.txt', access='stream', form='unformatted', status='replace')
  write (10) 'ab', char(206), char(177), char(226), char(130), char(172), 'cd', achar(10)
  write (10) 'x', char(206), char(177), 'yz', achar(10)
  write (10) 'q', char(177), 'r', achar(10)
  write (10) 's', char(192), char(129), 't', achar(10)
  write (10) 'u', char(237), char(160), char(128), 'v', achar(10)
  write (10) 'w', char(249), char(128), char(128), char(128), char(128), 'x', achar(10)
  write (10) 'y', char(226), char(130), achar(10)
  write (10) char(240), char(159), char(152), char(128), 'ok', achar(10)
  close (10)
  open (10, file='in.txt', encoding='utf-8', status='old')
  read (10, '(a)') w4
  call show4(w4)
  rewind (10)
  read (10, '(a2)') w4
  call show4(w4)
  rewind (10)
  read (10, '(a4)') s4
  call show4(s4)
  rewind (10)
  read (10, '(a)') c1
  print '(a,"|")', c1
  read (10, '(a3,a)') s4, c1
  call show4(s4)
  print '(a,"|")', c1
  do i = 1, 6
    w4 = 4_'######'
    read (10, '(a)', iostat=ios, iomsg=msg) w4
    print *, ios, trim(msg)
    call show4(w4)
  end do
  read (10, '(a)') w4
  call show4(w4)
  read (10, '(a)', iostat=ios) w4
  print *, ios
  close (10)
  open (10, file='in.txt', encoding='utf-8', status='old', pad='no')
  read (10, '(a)', iostat=ios, iomsg=msg) w4
  print *, ios, trim(msg)
  read (10, '(a)', advance='no', size=n, iostat=ios) w4
  print *, ios, n
  call show4(w4)
  close (10)
  ! non-advancing, PAD='YES': SIZE= counts bytes
  open (10, file='in.txt', encoding='utf-8', status='old')
  read (10, '(a)', advance='no', size=n, iostat=ios) w4
  print *, ios, n
  read (10, '(a3)', advance='no', size=n, iostat=ios) w4
  print *, ios, n
  call show4(w4)
  read (10, '(a)', advance='no', size=n, iostat=ios) w4
  print *, ios, n
  call show4(w4)
  close (10)
contains
  subroutine show4(s)
    character(kind=4, len=*), intent(in) :: s
    integer :: k
    print '(*(z0,1x))', (ichar(s(k:k)), k = 1, len(s))
  end subroutine show4
end program utf8_read
