! List-directed WRITE whose record ends inside an array item, where a
! later element is shorter than the one that failed: libgfortran 12 goes
! on through the array and writes each element that still fits (a
! CHARACTER value with fewer delimiters to double), so the record holds
! a later element after the failed one's separator (progen seed 430104).
! RUN: %fdiff %s | %fcheck %s
program write_eor_shorter_element
  implicit none
  character(len=30) :: s
  character(len=20) :: c(3)
  character(len=6) :: q(4)
  logical :: l(3) = [.true., .false., .true.]
  integer :: ios, u
  c(1) = ';2&Y =="")'
  c(2) = '653CC( BA7(ay.8 44.'
  c(3) = '5+A1-22b69&(54C'
  s = repeat('~', 30)
  write (s, *, iostat=ios, delim='quote') l, c
  print '(i0,3a)', ios, ' [', s, ']'
  q = ["''''''", 'ab    ', "'x'   ", 'cd    ']
  s = repeat('~', 30)
  write (s, *, iostat=ios, delim='apostrophe') 'abcdefghijklmnopqrst', q
  print '(i0,3a)', ios, ' [', s, ']'
  s = repeat('~', 30)
  write (s, *, iostat=ios, delim='quote') l, c(1), c(2)
  print '(i0,3a)', ios, ' [', s, ']'
  open (newunit=u, file='write_eor_shorter.txt', recl=24, delim='quote', &
        status='replace')
  write (u, *, iostat=ios) c
  print '(i0)', ios
  close (u)
  open (newunit=u, file='write_eor_shorter.txt', status='old')
  do
    read (u, '(a)', iostat=ios) s
    if (ios /= 0) exit
    print '("|",a,"|")', trim(s)
  end do
  close (u, status='delete')
end program write_eor_shorter_element
! CHECK:-2 [ T F T  "653CC( BA7(ay.8 44. "]
! CHECK-NEXT:-2 [ 'abcdefghijklmnopqrst'    ~~~]
! CHECK-NEXT:-2 [ T F T ~~~~~~~~~~~~~~~~~~~~~~~]
! CHECK-NEXT:-2
