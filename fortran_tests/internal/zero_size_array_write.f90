! WRITE to an internal file that is an array of no elements (a zero-size
! array, an empty section): libgfortran raises END at once, for
! formatted and list-directed WRITE, with or without items, '/' or '$';
! the namelist WRITE's EOR and the READs' END stay as they were.  The
! last statement has no IOSTAT=: END stops the program.
! RUN: %fdiff %s | %fcheck %s
program zero_size_array_write
  character(len=6) :: b(0), c(2)
  integer :: ios, n
  namelist /nl/ n
  n = 1
  c = 'zz'
  write (b, '(a)', iostat=ios) 'q'
  print '(i0,1x,a)', ios, 'fmt'
  write (b, '(a)', iostat=ios)
  print '(i0,1x,a)', ios, 'fmt, no items'
  write (b, *, iostat=ios) 'q'
  print '(i0,1x,a)', ios, 'list'
  write (b, *, iostat=ios)
  print '(i0,1x,a)', ios, 'list, no items'
  write (b, '(a,$)', iostat=ios) 'q'
  print '(i0,1x,a)', ios, 'dollar'
  write (c(2:1), '(i3,/,i3)', iostat=ios) 5, 6
  print '(i0,1x,a,2(a,"|"))', ios, 'empty section ', c
  write (b, nl, iostat=ios)
  print '(i0,1x,a)', ios, 'namelist'
  read (b, '(a)', iostat=ios) c(1)
  print '(i0,1x,a,2(a,"|"))', ios, 'read ', c
  write (c(2:1), '(i3)') 7
  print *, 'not reached'
end program
! CHECK:-1 fmt
! CHECK-NEXT:-1 fmt, no items
! CHECK-NEXT:-1 list
! CHECK-NEXT:-1 list, no items
! CHECK-NEXT:-1 dollar
! CHECK-NEXT:-1 empty section zz    |zz    |
! CHECK-NEXT:-2 namelist
! CHECK-NEXT:-1 read zz    |zz    |
! CHECK-NOT: not reached
