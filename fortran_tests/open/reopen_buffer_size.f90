! A file reopened again and again (issue 16: OPEN reads the buffer sizes
! once, not per OPEN): each connection's buffer is the size
! GFORTRAN_FORMATTED_BUFFER_SIZE / GFORTRAN_UNFORMATTED_BUFFER_SIZE gave
! at start-up, seen through FSTAT's size after writes that overflow it; a
! setenv(3) after the first statement changes nothing (libgfortran reads
! the variables at start-up).
! RUN: %fdiff %s
! RUN: %fdiff --env GFORTRAN_FORMATTED_BUFFER_SIZE=16 --env GFORTRAN_UNFORMATTED_BUFFER_SIZE=64 %s
! RUN: %fdiff --env GFORTRAN_FORMATTED_BUFFER_SIZE=junk --env GFORTRAN_UNFORMATTED_BUFFER_SIZE=-1 %s
program reopen_buffer_size
  use, intrinsic :: iso_c_binding
  implicit none
  interface
    integer(c_int) function setenv(name, val, over) bind(c)
      import :: c_int, c_char
      character(kind=c_char) :: name(*), val(*)
      integer(c_int), value :: over
    end function
  end interface
  integer :: round, j, v(13), st
  print *, 'start'
  do round = 1, 3
    if (round == 3) then
      st = setenv('GFORTRAN_FORMATTED_BUFFER_SIZE' // c_null_char, '10' // c_null_char, 1)
      st = setenv('GFORTRAN_UNFORMATTED_BUFFER_SIZE' // c_null_char, '10' // c_null_char, 1)
    end if
    open (10, file='f.txt', position='append')
    do j = 1, 12
      write (10, '(a,i3)') 'record number', j
    end do
    st = fstat(10, v)
    print *, 'formatted round', round, v(8)
    close (10)
    open (11, file='u.bin', form='unformatted', access='stream', position='append')
    do j = 1, 12
      write (11) j, j + 1, j + 2
    end do
    st = fstat(11, v)
    print *, 'unformatted round', round, v(8)
    close (11)
  end do
end program
