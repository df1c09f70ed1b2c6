! flang front door: flang's runtime knows a connected file by the name it
! was opened with (trailing blanks dropped), not by the file: INQUIRE of
! "./x.txt" while "x.txt" is connected finds no unit, nor does a symbolic
! link to it or /dev/stdout; an OPEN of "./x.txt" connects the file to a
! second unit where "x.txt" is refused.  (ftnio asked the file's device
! and inode, as libgfortran does.)
! RUN: %flangdiff %s | %fcheck %s
! CHECK: inquire x.txt T 10 T
! CHECK: inquire x.txt with blanks T 10 T
! CHECK: inquire ./x.txt F -1 T
! CHECK: inquire link F -1 T
! CHECK: inquire /dev/stdout F -1
! CHECK: open ./x.txt 0
! CHECK: inquire ./x.txt T 11 T
! CHECK: open x.txt 1037
! CHECK: OPEN(UNIT=12,FILE='x.txt'): file is already connected to unit 10
! CHECK: read from 11 hello
program inquire_file_by_name
  implicit none
  logical :: op, ex
  integer :: n, ios
  character(100) :: msg, line
  open (10, file='x.txt', status='replace')
  write (10, '(a)') 'hello'
  flush (10)
  inquire (file='x.txt', opened=op, number=n, exist=ex)
  print *, 'inquire x.txt', op, n, ex
  inquire (file='x.txt   ', opened=op, number=n, exist=ex)
  print *, 'inquire x.txt with blanks', op, n, ex
  inquire (file='./x.txt', opened=op, number=n, exist=ex)
  print *, 'inquire ./x.txt', op, n, ex
  call execute_command_line('ln -sf x.txt link.txt')
  inquire (file='link.txt', opened=op, number=n, exist=ex)
  print *, 'inquire link', op, n, ex
  inquire (file='/dev/stdout', opened=op, number=n)
  print *, 'inquire /dev/stdout', op, n
  open (11, file='./x.txt', status='old', iostat=ios, iomsg=msg)
  print *, 'open ./x.txt', ios
  inquire (file='./x.txt', opened=op, number=n, exist=ex)
  print *, 'inquire ./x.txt', op, n, ex
  open (12, file='x.txt', status='old', iostat=ios, iomsg=msg)
  print *, 'open x.txt', ios
  if (ios /= 0) print '(1x,a)', trim(msg)
  read (11, '(a)') line
  print *, 'read from 11 ', trim(line)
  close (11)
  close (10, status='delete')
  close (12, iostat=ios)
end program
