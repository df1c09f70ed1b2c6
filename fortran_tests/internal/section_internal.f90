! Internal files that are non-contiguous array sections: records in array
! element order through the strides, rank 1 and 2, reversed sections,
! READ and WRITE, list-directed and formatted, kind 1 and kind 4, and END
! past the last record of a section.  (Reversed kind-4 sections are left
! out: libgfortran 12 misplaces their records, reading outside them.)
! RUN: %fdiff %s
program section_internal
  implicit none
  character(len=6) :: a(8), b(4, 3), c(2)
  character(kind=4, len=5) :: w(6), v(3)
  character(len=80) :: msg
  integer :: i, j, k(6), ios
  a = '......'
  write (a(1:8:2), '(i6)') 1, 2, 3, 4
  print '(8(a,"|"))', a
  a = '......'
  write (a(8:1:-3), '(a)') 'x', 'y', 'z'
  print '(8(a,"|"))', a
  b = '------'
  write (b(2:4:2, 1:3:2), '(i3)') 11, 12, 13, 14
  print '(4(a,"|"))', b
  b = '------'
  write (b(1, :), *) 'p', 'q'
  print '(4(a,"|"))', b
  b = '------'
  write (b(4:1:-1, 3), '(2i3)') (i, i = 1, 8)
  print '(4(a,"|"))', b
  ! READ from sections
  do i = 1, 8
    write (a(i), '(i6)') 10 * i
  end do
  read (a(2:8:3), '(i6)') k(1:3)
  print *, k(1:3)
  read (a(7:1:-2), *) k(1:4)
  print *, k(1:4)
  do j = 1, 3
    do i = 1, 4
      write (b(i, j), '(i6)') 10 * i + j
    end do
  end do
  read (b(1:3:2, 1:3:2), '(i6)') k(1:4)
  print *, k(1:4)
  read (b(4, :), *) k(1:3)
  print *, k(1:3)
  ! END after the last record of a section
  read (a(1:8:4), '(i6)', iostat=ios, iomsg=msg) k(1:3)
  print *, ios, trim(msg)
  write (a(1:8:4), '(i6)', iostat=ios, iomsg=msg) 1, 2, 3
  print *, ios, trim(msg)
  print '(8(a,"|"))', a
  ! kind 4
  w = 4_'.....'
  write (w(1:6:2), '(a)') 4_'ab', 4_'cd', 4_'ef'
  print '(6(a,"|"))', (trim(w(i)), i = 1, 6)
  ! (not reversed: libgfortran misplaces kind-4 records then)
  read (w(1:5:2), '(a)') v
  print '(3(a,"|"))', v
  read (w(1:6:3), *) c(1:2)
  print '(2(a,"|"))', c(1:2)
  write (w(2:6:2), '(i4)') 7, 8, 9
  read (w(2:6:2), *) k(1:3)
  print *, k(1:3)
end program section_internal
