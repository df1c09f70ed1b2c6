! C and Fortran I/O on the same standard streams (gfortran.dg mixed_io_1):
! before each data transfer on a unit using descriptor 0, 1 or 2,
! libgfortran flushes C's stdin, stdout or stderr, so "12345" that C
! printed without a newline comes before Fortran's "6789", and a line C
! read (its buffer held the whole file) is given back to the file, the
! Fortran READ reading the next one.  Pipes, files, one merged pipe.
! RUN: %fdiff --extra-source=%S/Inputs/c_stdio.c --stdin %S/Inputs/four_lines.txt --show=both %s | %fcheck %s
! RUN: %fdiff --extra-source=%S/Inputs/c_stdio.c --stdin %S/Inputs/four_lines.txt --stdout-file --stderr-file %s
! RUN: %fdiff --extra-source=%S/Inputs/c_stdio.c --stdin %S/Inputs/four_lines.txt --merged-pipe --show=stdout %s | %fcheck --check-prefix=MERGED %s
program mixed
  implicit none
  character(20) :: s
  integer :: ios
  call c_print()
  write (*, '(a)') '6789'
  call c_print_err()
  write (0, '(a)') 'def'
  call c_read_line(s)
  print '(2a)', 'C read: ', trim(s)
  read (*, '(a)', iostat=ios) s
  print '(3a,i0)', 'Fortran read: ', trim(s), ' ', ios
  call c_read_line(s)
  print '(2a)', 'C read: ', trim(s)
  read (*, '(a)', iostat=ios) s
  print '(3a,i0)', 'Fortran read: ', trim(s), ' ', ios
end program mixed
! CHECK:123456789
! CHECK-NEXT:C read: line1
! CHECK-NEXT:Fortran read: line2 0
! CHECK-NEXT:C read: {{$}}
! CHECK-NEXT:Fortran read: line3 0
! CHECK-NEXT:abcdef
! MERGED:123456789
! MERGED-NEXT:abcdef
! MERGED-NEXT:C read: line1
! MERGED-NEXT:Fortran read: line2 0
! MERGED-NEXT:C read: {{$}}
! MERGED-NEXT:Fortran read: line3 0
