! ENDFILE after a READ: libgfortran cuts the file after the record read,
! but its stream stays where its read-ahead got to (here the old end of
! the file).  A second ENDFILE (after a refused WRITE) cuts there: the
! file grows back with NUL bytes; a WRITE after BACKSPACE writes there;
! a second BACKSPACE reads short and reports IOSTAT 0 with IOMSG
! "Success" (errno 0); a READ reports end of file.
! RUN: %fdiff %s | %fcheck %s
program endfile_stream_ahead
  implicit none
  integer :: ios, k, sz
  character(40) :: msg
  character(12) :: s
  do k = 1, 4
    open(10, file='p.dat', status='replace')
    write(10, '(a)') 'rec1', 'record2', 'r3'
    close(10)
    open(10, file='p.dat', status='old')
    read(10, '(a)') s
    endfile(10, iostat=ios)
    msg = ''
    if (k == 1) then
      write(10, '(a)', iostat=ios) 'x'
      endfile(10, iostat=ios, iomsg=msg)
    else if (k == 2) then
      backspace(10, iostat=ios, iomsg=msg)
      write(10, '(a)', iostat=ios, iomsg=msg) 'x'
    else if (k == 3) then
      backspace(10, iostat=ios)
      backspace(10, iostat=ios, iomsg=msg)
      write(10, '(a)', iostat=ios) 'x'
    else
      backspace(10, iostat=ios)
      read(10, '(a)', iostat=ios, iomsg=msg) s
    end if
    close(10)
    inquire(file='p.dat', size=sz)
    print '(i0,a,i0,3a,i0)', k, ' ', ios, ' [', trim(msg), '] size ', sz
  end do
  open(10, file='p.dat', status='old')
  close(10, status='delete')
end program endfile_stream_ahead
! CHECK:1 0 [] size 16
! CHECK-NEXT:2 0 [] size 18
! CHECK-NEXT:3 0 [Success] size 7
! CHECK-NEXT:4 -1 [End of file] size 5
