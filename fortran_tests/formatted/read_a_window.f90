! Formatted READ of whole lines with A into variables of several lengths,
! the shortcut whose newline search looks at a fixed window of 127 bytes
! and whose copy moves a fixed block of 64 or 128 bytes: lines of every
! length from 0 to 300 (so ends inside the window's first and second
! word, at its last byte, just past it and far beyond), lines ending in
! CR LF, a carriage return inside the window, A with widths shorter and
! longer than the line, and a last line without a newline (stream-written
! file), whose bytes after the end of file must not be taken for data.
! RUN: %fdiff %s
program read_a_window
  implicit none
  integer, parameter :: nlens = 8
  integer, parameter :: lens(nlens) = [40, 63, 64, 100, 127, 128, 129, 256]
  integer :: u, i, k, ios

  open (newunit=u, file='window.txt', status='replace', access='stream', &
        form='unformatted')
  do i = 0, 300
    write (u) text(i), achar(10)
  end do
  do i = 60, 135, 5
    write (u) text(i), achar(13), achar(10)
  end do
  write (u) text(50), achar(13), text(20), achar(10)
  write (u) text(130), achar(13), text(20), achar(10)
  write (u) 'no newline at the end'
  close (u)

  do k = 1, nlens
    call read_all(lens(k), '(a)')
  end do
  call read_all(256, '(a70)')
  call read_all(256, '(a130)')
  call read_all(100, '(a200)')
contains
  ! The characters of line number i: its length is i.
  function text(i) result(t)
    integer, intent(in) :: i
    character(len=i) :: t
    integer :: j
    do j = 1, i
      t(j:j) = achar(33 + mod(j * 7 + i, 90))
    end do
  end function text

  ! Reads every record of window.txt into a CHARACTER(len) variable with
  ! format f and prints a checksum of each group of 50 records, then the
  ! last record.
  subroutine read_all(len, f)
    integer, intent(in) :: len
    character(len=*), intent(in) :: f
    character(len=len) :: v, last
    integer :: n, sum, j
    open (newunit=u, file='window.txt', status='old')
    n = 0
    sum = 0
    do
      v = repeat('#', len)
      read (u, f, iostat=ios) v
      if (ios /= 0) exit
      n = n + 1
      last = v
      do j = 1, len
        sum = mod(sum * 31 + iachar(v(j:j)) * j, 1000003)
      end do
      if (mod(n, 50) == 0) then
        print '(a,1x,i0,1x,i0,1x,i0)', f, len, n, sum
        sum = 0
      end if
    end do
    print '(a,1x,i0,1x,i0,1x,i0,1x,i0,1x,a)', f, len, n, sum, ios, trim(last)
    close (u)
  end subroutine read_all
end program read_a_window
