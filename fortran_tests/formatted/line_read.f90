! READs of whole lines, read (u, '(a)') line, which the plain READ lane
! takes in one step from the buffer (transfer/line_read.h), and every
! case that leaves it for the general path: lines crossing the 64 KiB
! buffer's end and ending exactly there, a line longer than the buffer,
! lines longer and shorter than the variable, empty lines, CR-LF and a
! lone CR, the last line without its newline, END with and without
! IOSTAT=, a second item and no item, an item of another type (the error
! text shows the format), an array, '(A)', a zero-length variable,
! PAD='NO', BACKSPACE after the reads and INQUIRE(POS=, POSITION=).
! RUN: %fdiff %s
program line_read
  implicit none
  integer :: u, ios, i, k, p
  character(8) :: s, s2, arr(3)
  character(0) :: z
  character(200) :: msg = ''
  character(10) :: t
  character(70000) :: big
  character(20) :: pos

  ! Lines of 9 bytes with their newlines, 58977 bytes, then a line whose
  ! newline is the 65535th, 65536th or 65537th byte of the file.
  do k = 0, 2
    open (newunit=u, file='line_read.dat', status='replace', &
          access='stream', form='formatted')
    do i = 1, 6553
      write (u, '(a,i4.4)') 'line', i
    end do
    write (u, '(a)') repeat('x', 6557 + k)
    write (u, '(a)') 'after the boundary'
    close (u)
    open (newunit=u, file='line_read.dat', status='old', action='read')
    do i = 1, 6553
      read (u, '(a)') s
    end do
    read (u, '(a)') big
    read (u, '(a)') s
    print *, 'boundary', k, len_trim(big), ' [', s, ']'
    close (u)
  end do

  ! The same lines, then lines across the buffer's end and longer than it.
  open (newunit=u, file='line_read.dat', status='replace', access='stream', &
        form='formatted')
  do i = 1, 6553
    write (u, '(a,i4.4)') 'line', i
  end do
  write (u, '(a)') repeat('x', 6557)
  write (u, '(a)') 'after the boundary'
  ! a line across the next buffer's end
  write (u, '(a)') repeat('y', 65530)
  write (u, '(a)') repeat('w', 70000)        ! longer than the buffer
  write (u, '(a)') ''                        ! empty
  write (u, '(a)') 'crlf' // achar(13)
  write (u, '(a)') 'lone' // achar(13) // 'cr'
  write (u, '(a)') 'exactly8'
  write (u, '(a)') 'nine char'
  write (u, '(a)') 'two'
  write (u, '(a)') 'items'
  write (u, '(a)') '12345'
  write (u, '(a)') 'noitem'
  write (u, '(a)') 'el1'
  write (u, '(a)') 'el2'
  write (u, '(a)') 'el3'
  write (u, '(a)') 'UPPER'
  write (u, '(a)') 'zero'
  write (u, '(a)', advance='no') 'last'      ! no newline
  close (u)

  open (newunit=u, file='line_read.dat', status='old', action='read')
  k = 0
  do i = 1, 6553
    read (u, '(a)') s
    if (s /= 'line' // achar(48 + i / 1000) // achar(48 + mod(i / 100, 10)) &
        // achar(48 + mod(i / 10, 10)) // achar(48 + mod(i, 10))) k = k + 1
  end do
  print *, 'bad lines', k
  read (u, '(a)') big
  print *, 'boundary', len_trim(big), big(6557:6558), '|'
  read (u, '(a)') s
  print *, 'after [', s, ']'
  read (u, '(a)') big
  print *, 'across', len_trim(big), verify(big(1:65530), 'y')
  read (u, '(a)') big
  print *, 'long', len_trim(big), verify(big, 'w')
  read (u, '(a)') s
  print *, 'empty [', s, ']'
  read (u, '(a)') s
  print *, 'crlf [', s, ']'
  read (u, '(a)') s
  print *, 'lone cr [', s, ']'
  read (u, '(a)') s
  print *, 'next [', s, ']'
  read (u, '(a)') s
  print *, 'exact [', s, ']'
  read (u, '(a)') s
  print *, 'nine [', s, ']'
  read (u, '(a)') s, s2
  print *, 'two items [', s, '][', s2, ']'
  read (u, '(a)', iostat=ios, iomsg=msg) i
  print *, 'integer', ios, trim(msg)
  read (u, '(a)')
  read (u, '(a)') arr
  print *, 'array [', arr(1), '][', arr(2), '][', arr(3), ']'
  read (u, '(A)') s
  print *, 'upper [', s, ']'
  read (u, '(a)') z
  print *, 'zero length'
  inquire (u, pos=p, position=pos)
  print *, 'pos', p, trim(pos)
  read (u, '(a)') s
  print *, 'last [', s, ']'
  inquire (u, pos=p, position=pos)
  print *, 'pos', p, trim(pos)
  read (u, '(a)', iostat=ios) s
  print *, 'end', ios, ' [', s, ']'
  backspace (u)
  backspace (u)
  read (u, '(a)') s
  print *, 'backspace [', s, ']'
  close (u)

  ! PAD='NO': a line shorter than the variable is an error of the
  ! general path.
  open (newunit=u, file='line_read.dat', status='old', pad='no')
  read (u, '(a)', iostat=ios, iomsg=msg) t
  print *, 'pad no', ios, trim(msg)
  msg = ''
  read (u, '(a)', iostat=ios, iomsg=msg) s
  print *, 'pad no', ios, trim(msg), ' [', s, ']'
  close (u)

  ! END without IOSTAT=: the program stops.
  open (newunit=u, file='line_read.dat', status='replace')
  write (u, '(a)') 'only'
  rewind (u)
  read (u, '(a)') s
  print *, 'only [', s, ']'
  read (u, '(a)') s
  print *, 'never'
end program line_read
