! flang front door: a list-directed LOGICAL value that ends after its
! optional '.'.  flang's field ends (its NextInField) at a blank or tab,
! '/', a parenthesis, a quote, '*', and the value separator: ',' or,
! under DECIMAL='COMMA', ';'.  There flang reports "Empty LOGICAL input
! field"; ftnio named the character ("Bad character ' ' in LOGICAL input
! field"), knowing only quotes and '*'.  Found by the input fuzzer
! (progen/input_fuzz.py) through the flang door.
! RUN: %flangdiff %s | %fcheck %s
! CHECK:1 1001 Empty LOGICAL input field
! CHECK:dc 1 1001 Empty LOGICAL input field
! CHECK:2 1001 Empty LOGICAL input field
! CHECK:dc 2 1001 Bad character ',' in LOGICAL input field
! CHECK:3 1001 Empty LOGICAL input field
! CHECK:dc 3 1001 Empty LOGICAL input field
! CHECK:4 1001 Empty LOGICAL input field
! CHECK:dc 4 1001 Empty LOGICAL input field
! CHECK:5 1001 Empty LOGICAL input field
! CHECK:dc 5 1001 Empty LOGICAL input field
! CHECK:6 1001 Empty LOGICAL input field
! CHECK:dc 6 1001 Empty LOGICAL input field
! CHECK:7 1001 Bad character ';' in LOGICAL input field
! CHECK:dc 7 1001 Empty LOGICAL input field
! CHECK:8 1001 Empty LOGICAL input field
! CHECK:dc 8 1001 Empty LOGICAL input field
! CHECK:9 1001 Empty LOGICAL input field
! CHECK:dc 9 1001 Bad character ',' in LOGICAL input field
! CHECK:10 1001 Empty LOGICAL input field
! CHECK:dc 10 1001 Empty LOGICAL input field
! CHECK:11 1001 Bad character '=' in LOGICAL input field
! CHECK:dc 11 1001 Bad character '=' in LOGICAL input field
! CHECK:12 1001 Bad character '&' in LOGICAL input field
! CHECK:dc 12 1001 Bad character '&' in LOGICAL input field
! CHECK:13 1001 Bad character 'x' in LOGICAL input field
! CHECK:dc 13 1001 Bad character 'x' in LOGICAL input field
program lg
  implicit none
  integer :: ios, k
  logical :: l1
  character(80) :: msg
  character(8) :: inp(13)
  inp = [character(8) :: '. x', '.,', './', '.' // achar(9) // 'x', '.(', '.)', '.;', &
         '. ', '3*.,', '3*. ', '.=', '.&', '.x']
  do k = 1, size(inp)
    l1 = .false.; msg = 'none'
    read(inp(k), *, iostat=ios, iomsg=msg) l1
    print '(i0,1x,i0,1x,a)', k, ios, trim(msg)
    open(10, file='lg.txt', status='replace')
    write(10, '(a)') inp(k)
    close(10)
    open(10, file='lg.txt', status='old', decimal='comma')
    msg = 'none'
    read(10, *, iostat=ios, iomsg=msg) l1
    print '(a,i0,1x,i0,1x,a)', 'dc ', k, ios, trim(msg)
    close(10, status='delete')
  end do
end program
