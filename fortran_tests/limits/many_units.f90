! 10,000 units open at once (scratch files), each written, rewound and
! read back; then the descriptor limit (--nofile): the first OPEN beyond it
! fails with libgfortran's IOSTAT and message, and everything else works.
! RUN: %fdiff --nofile=12000 %s | %fcheck --check-prefix=ALL %s
! RUN: %fdiff --nofile=300 %s | %fcheck --check-prefix=LIMIT %s
! ALL:all 10000 units verified
! LIMIT:open failed at unit count {{[0-9]+}}: Cannot open file '': Too many open files
! LIMIT:all {{[0-9]+}} units verified
program many_units
  implicit none
  integer, parameter :: n = 10000
  integer :: u(n), i, k, opened, ios
  character(200) :: msg
  opened = n
  do i = 1, n
    open(newunit=u(i), status='scratch', iostat=ios, iomsg=msg)
    if (ios /= 0) then
      ! the unit count differs with the descriptors the runtime holds
      ! (the scratch file's name is random: only the text around it)
      print '(a,i0,a,a,a)', 'open failed at unit count ', i, ': ', &
        msg(1:index(msg, "'")), trim(msg(index(msg, "'", back=.true.):))
      opened = i - 1
      exit
    end if
    write(u(i), '(i0)') i * 3
  end do
  do i = 1, opened
    rewind(u(i))
    read(u(i), *) k
    if (k /= 3 * i) print *, 'BAD', i, k
    close(u(i))
  end do
  print '(a,i0,a)', 'all ', opened, ' units verified'
end program
