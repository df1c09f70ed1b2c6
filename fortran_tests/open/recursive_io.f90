! ftnio-specific: a function in a PRINT's I/O list that runs OPEN, CLOSE,
! INQUIRE, REWIND, BACKSPACE, ENDFILE or FLUSH on the unit being printed to
! (forbidden by F2018 12.12) deadlocks libgfortran.  ftnio answers INQUIRE
! from the unit as it stands and fails the others with IOSTAT 5012
! "Recursive I/O not allowed"; the PRINT itself completes.
! RUN: %ftnio-run %s | %fcheck %s
program recursive_io
  implicit none
  print *, 'inquire: ', trim(inq())
  print *, 'others:', others()
  print *, 'after'
contains
  function inq() result(s)
    character(len=30) :: s
    logical :: op
    character(len=10) :: nm
    inquire (unit=6, opened=op, name=nm)
    write (s, '(l1,1x,a)') op, nm
  end function inq
  function others() result(codes)
    integer :: codes(7), ios
    character(len=40) :: msg
    open (6, delim='quote', iostat=codes(1), iomsg=msg)
    close (6, iostat=codes(2))
    rewind (6, iostat=codes(3))
    backspace (6, iostat=codes(4))
    endfile (6, iostat=codes(5))
    flush (6, iostat=codes(6))
    inquire (file='/dev/stdout', iostat=ios)
    codes(7) = ios
    write (0, *) trim(msg)
  end function others
end program recursive_io
! CHECK: inquire: T stdout
! CHECK-NEXT: others:        5012        5012        5012        5012        5012        5012           0
! CHECK-NEXT: after
