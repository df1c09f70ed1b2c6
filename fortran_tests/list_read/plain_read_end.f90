! The end of list-directed READs of the plain READ lane
! (transfer/plain_lane.h, finish_plain_read): a READ whose last value
! stops at its record's newline ends short, every other on the general
! path.  Around that boundary: a value with blanks or a comma before the
! newline, CR-LF lines, empty records skipped, more values than items (the
! rest of the record skipped), fewer (the next record read), '/', repeat
! counts and quotes mixed with plain values, integers at the kind limits
! and past them (the error texts), the last record without its newline,
! END with and without IOSTAT=, BACKSPACE and a WRITE after the reads
! (the record the READ left), and INQUIRE(POSITION=) after them.
! RUN: %fdiff %s
program plain_read_end
  use, intrinsic :: iso_fortran_env, only: int8, int16, int64
  implicit none
  integer :: u, ios, i, j, k
  integer(int8) :: b
  integer(int16) :: h
  integer(int64) :: l
  character(100) :: msg, line
  character(20) :: pos

  open (newunit=u, file='plain_read_end.dat', status='replace', &
        access='stream', form='unformatted')
  write (u) '12' // achar(10) // '  -7   ' // achar(10) // '3 4' // &
    achar(10) // '5,' // achar(10) // '6' // achar(13) // achar(10) // &
    achar(10) // '   ' // achar(10) // '8' // achar(10) // &
    '9 /' // achar(10) // '2*10' // achar(10) // '11 ''q''' // achar(10) // &
    '13' // achar(10) // '2147483647' // achar(10) // &
    '-2147483648' // achar(10) // '2147483648' // achar(10) // &
    '127' // achar(10) // '-128' // achar(10) // '128' // achar(10) // &
    '32767' // achar(10) // '9223372036854775807' // achar(10) // &
    '-9223372036854775809' // achar(10) // '14' // achar(10) // &
    '15 16' // achar(10) // '17' // achar(10) // '18' // achar(10) // '19'
  close (u)

  open (newunit=u, file='plain_read_end.dat', status='old')
  read (u, *) i
  print *, 'a', i
  read (u, *) i
  print *, 'b', i
  read (u, *) i              ! '3 4': the 4 is skipped
  print *, 'c', i
  read (u, *) i              ! '5,'
  print *, 'd', i
  read (u, *) i              ! '6' CR-LF
  print *, 'e', i
  read (u, *) i              ! two blank records, then 8
  print *, 'f', i
  i = -1
  j = -1
  read (u, *) i, j           ! '9 /': j keeps its value
  print *, 'g', i, j
  read (u, *) i, j           ! '2*10'
  print *, 'h', i, j
  read (u, *, iostat=ios, iomsg=msg) i, j   ! 11 'q': an error
  print *, 'i', ios, i, trim(msg)
  read (u, *) i
  print *, 'j', i
  inquire (u, position=pos)
  print *, 'position ', trim(pos)
  read (u, *) i
  print *, 'k', i
  read (u, *) i
  print *, 'l', i
  read (u, *, iostat=ios, iomsg=msg) i
  print *, 'm', ios, trim(msg)
  read (u, *) b
  print *, 'n', b
  read (u, *) b
  print *, 'o', b
  read (u, *, iostat=ios, iomsg=msg) b
  print *, 'p', ios, trim(msg)
  read (u, *) h
  print *, 'q', h
  read (u, *) l
  print *, 'r', l
  read (u, *, iostat=ios, iomsg=msg) l
  print *, 's', ios, trim(msg)
  read (u, *) i, j           ! 14, then the next record's 15 (16 skipped)
  print *, 't', i, j
  read (u, *) i
  print *, 'u', i
  backspace (u)
  read (u, *) i              ! 17 again
  print *, 'v', i
  read (u, *) i
  print *, 'w', i
  read (u, *) i              ! '19' without its newline
  print *, 'x', i
  read (u, *, iostat=ios) i
  print *, 'y', ios
  close (u)

  ! A WRITE after list-directed READs: the record the last READ left.
  open (newunit=u, file='plain_read_end.dat', status='old')
  read (u, *) i
  read (u, *) i
  write (u, '(a)') 'written'
  rewind (u)
  do k = 1, 4
    read (u, '(a)', iostat=ios) line
    if (ios /= 0) exit
    print *, 'z', k, '[', trim(line), ']'
  end do
  print *, 'end', ios
  close (u)

  ! END without IOSTAT= on a file of one value: the program stops.
  open (newunit=u, file='plain_read_end.dat', status='replace')
  write (u, '(i0)') 20
  rewind (u)
  read (u, *) i
  print *, 'last', i
  read (u, *) i
  print *, 'never', i
end program plain_read_end
