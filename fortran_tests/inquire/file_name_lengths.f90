! INQUIRE(FILE=) with names of every length class: short, one below and
! at the length a name is kept on the stack for its look-ups (255, 256
! characters), longer, with trailing blanks and with a NUL character
! (the name ends there, as in C).  Connected and unconnected files alike;
! the long names are spelled with "./" prefixes.
! RUN: %fdiff %s | %fcheck %s
program file_name_lengths
  implicit none
  open (10, file='ab', status='replace')
  open (11, file='abc', status='replace')
  close (11)
  call show('ab', 1)
  call show('ab    ', 2)
  call show('ab'//achar(0)//'cd', 3)
  call show(dots(252)//'ab', 4)
  call show(dots(252)//'abc', 5)
  call show(dots(254)//'ab', 6)
  call show(dots(254)//'ab   ', 7)
  call show(dots(254)//'abc', 8)
  call show(dots(298)//'abc', 9)
  call show(dots(298)//'ab'//achar(0)//'c', 10)
  call show(dots(254)//'abd', 11)
  close (10, status='delete')
  call show(dots(254)//'ab', 12)
  open (12, file=dots(254)//'abc', status='old')
  call show('abc', 13)
  call show(dots(300)//'abc', 14)
  close (12, status='delete')
  call show(dots(254)//'abc', 15)
contains
  function dots(n)
    integer, intent(in) :: n
    character(len=n) :: dots
    dots = repeat('./', n / 2)
  end function
  subroutine show(f, k)
    character(len=*), intent(in) :: f
    integer, intent(in) :: k
    logical :: e, o
    integer :: num
    inquire (file=f, exist=e, opened=o, number=num)
    print '(i0,1x,i0,1x,l1,1x,l1,1x,i0)', k, len_trim(f), e, o, num
  end subroutine
end program
! CHECK:1 2 T T 10
! CHECK:2 2 T T 10
! CHECK:3 5 T T 10
! CHECK:4 254 T T 10
! CHECK:5 255 T F -1
! CHECK:6 256 T T 10
! CHECK:7 256 T T 10
! CHECK:8 257 T F -1
! CHECK:9 301 T F -1
! CHECK:10 302 T T 10
! CHECK:11 257 F F -1
! CHECK:12 256 F F -1
! CHECK:13 3 T T 12
! CHECK:14 303 T T 12
! CHECK:15 257 F F -1
