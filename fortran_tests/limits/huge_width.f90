! A field width far beyond the record (found by fuzz_format: I with a
! width wrapped to ~300 million) is an EOR without producing the field:
! same IOSTAT and IOMSG as libgfortran, and no gigabyte buffer (the
! address-space limit makes a huge allocation fail the test; libgfortran
! itself runs out of memory there on F with such a width).
! RUN: %fdiff --rlimit-as=1024 %s | %fcheck %s
! CHECK:          -2 End of record
! CHECK:          -2 End of record
! CHECK:          -2 End of record
program huge_width
  implicit none
  character(512) :: s
  character(40) :: f
  integer :: ios
  character(100) :: msg
  f = '(I444444444444444410)'
  write(s, f, iostat=ios, iomsg=msg) 1
  print *, ios, trim(msg)
  f = '(I2000000000)'
  write(s, f, iostat=ios, iomsg=msg) 1
  print *, ios, trim(msg)
  f = '(I600)'
  write(s, f, iostat=ios, iomsg=msg) 1
  print *, ios, trim(msg)
end program
