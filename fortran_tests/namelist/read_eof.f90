! Namelist READ at the end of internal and external files: END, values
! read before it, a last record without newline, and reading on after an END condition.
! RUN: %fdiff --show=stdout %s | %fcheck %s
program read_eof
  integer :: i, ios, j
  character(100) :: msg
  character(5) :: s5
  character(8) :: s8
  character(8) :: sa(2)
  namelist /g/ i, j
  i = -1; msg='none'
  s5 = '&g i='
  read (s5, nml=g, iostat=ios, iomsg=msg); print *, ios, trim(msg), i
  s8 = '&g i=  '
  read (s8, nml=g, iostat=ios, iomsg=msg); print *, ios, trim(msg), i
  s8 = '&g i=1 '
  read (s8, nml=g, iostat=ios, iomsg=msg); print *, ios, trim(msg), i
  s8 = '&g i=1 j'
  read (s8, nml=g, iostat=ios, iomsg=msg); print *, ios, trim(msg), i
  sa(1) = '&g i=2'; sa(2) = ''
  read (sa, nml=g, iostat=ios, iomsg=msg); print *, ios, trim(msg), i
  sa(1) = '&g i=3'; sa(2) = ' /'
  read (sa, nml=g, iostat=ios, iomsg=msg); print *, ios, trim(msg), i
  open(10, file='x.txt'); write(10,'(a)') '&g i=4'; close(10)
  open(10, file='x.txt'); read (10, nml=g, iostat=ios, iomsg=msg); print *, ios, trim(msg), i; close(10)
  open(10, file='x.txt'); write(10,'(a)', advance='no') '&g i=5 /'; close(10)
  open(10, file='x.txt'); read (10, nml=g, iostat=ios, iomsg=msg); print *, ios, trim(msg), i; 
  read (10, nml=g, iostat=ios, iomsg=msg); print *, ios, trim(msg), i; 
  read (10, nml=g, iostat=ios, iomsg=msg); print *, ios, trim(msg), i; close(10)
  open(10, file='x.txt'); write(10,'(a)') '&g i=6 /'; close(10)
  open(10, file='x.txt'); read (10, nml=g, iostat=ios, iomsg=msg); print *, ios, trim(msg), i; 
  read (10, nml=g, iostat=ios, iomsg=msg); print *, ios, trim(msg), i; 
  read (10, *, iostat=ios, iomsg=msg) i; print *, ios, trim(msg), i; close(10)
end program read_eof
! CHECK:          -1 End of file          -1
! CHECK-NEXT:           0 End of file          -1
! CHECK:           0 End of file           6
! CHECK-NEXT:          -1 End of file           6
! CHECK-NEXT:          -1 End of file           6
