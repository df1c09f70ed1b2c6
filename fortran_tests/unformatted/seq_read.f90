! Unformatted sequential READ of records written by libgfortran: partial
! reads skip the rest of the record, an item longer than the record is
! error 5016 (what fits is still stored), END at the end of the file, then
! the "after EOF marker" error.  Subrecords are read across pieces.
! RUN: rm -rf %t.d && mkdir -p %t.d && cd %t.d && %gfortran -fmax-subrecord-length=16 %S/Inputs/unf_writer.f90 -o writer && ./writer
! RUN: %fdiff --input %t.d/fort.20=fort.20 --fflags=-fmax-subrecord-length=16 %s
! RUN: %fdiff --input %t.d/fort.20=fort.20 %s
program seq_read
  implicit none
  integer :: a(10), b(3), ios, i
  integer(2) :: s
  character(5) :: c
  complex :: z
  real(8) :: d(3)
  character(100) :: msg
  a = -1
  read (20) a(1:3)
  print *, a
  read (20) s
  print *, s
  read (20)
  read (20) c, z, d
  print *, c, z, d
  b = -9
  read (20, iostat=ios, iomsg=msg) b, i
  print *, ios, trim(msg), b
  read (20) a
  print *, a
  read (20, iostat=ios, iomsg=msg) i
  print *, 'end', ios, trim(msg)
  read (20, iostat=ios, iomsg=msg) i
  print *, 'again', ios, trim(msg)
end program seq_read
