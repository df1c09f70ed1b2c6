! After a WRITE that failed on RECL=, libgfortran keeps the room that
! WRITE left in its record for the next WRITE, even when a READ between
! them (refused: "Cannot READ after a nonadvancing WRITE") wrote the
! record's text to the file: the next WRITE still fails when it does not
! fit in that room, and continues the record when it does.  BACKSPACE and
! REWIND start a fresh record, and so does a '/' in the next WRITE's
! format.  A WRITE that leaves no room at all makes the next one fail;
! ENDFILE then keeps the record's text.
! RUN: %fdiff %s | %fcheck %s
program failed_write_room
  implicit none
  integer :: ios
  character(12) :: s
  character(80) :: line
  open(10, file='p.dat', status='replace', recl=20)
  write(10, *, iostat=ios) 1234567, 28, 39
  print '(a,i0)', 'list ', ios
  read(10, '(a)', iostat=ios) s
  print '(a,i0)', 'read ', ios
  write(10, '(a)', iostat=ios) 'abcdefghij'
  print '(a,i0)', 'too long ', ios
  write(10, '(a)', iostat=ios) 'abcd'
  print '(a,i0)', 'fits ', ios
  write(10, '(a,t15,a)', iostat=ios) 'abc', 'defghijklm'
  print '(a,i0)', 'tab ', ios
  read(10, '(a)', iostat=ios) s
  write(10, '(a)', iostat=ios) 'xyzxyz'
  print '(a,i0)', 'after tab ', ios
  write(10, '(a)', iostat=ios) 'uvw'
  print '(a,i0)', 'short ', ios
  write(10, '(a,a)', iostat=ios) 'ABCDEFGHIJ', 'KLMNOPQRSTU'
  read(10, '(a)', iostat=ios) s
  backspace(10)
  write(10, '(a)', iostat=ios) 'after backspace'
  print '(a,i0)', 'backspace ', ios
  write(10, *, iostat=ios) 1234567, 28, 39
  read(10, '(a)', iostat=ios) s
  rewind(10)
  write(10, '(a)', iostat=ios) 'after rewind'
  print '(a,i0)', 'rewind ', ios
  write(10, *, iostat=ios) 793347520., (123.456d0, 1d10)
  print '(a,i0)', 'no room ', ios
  read(10, *, iostat=ios) s
  write(10, '(a)', iostat=ios) '*! 4c'
  print '(a,i0)', 'after no room ', ios
  write(10, '(a)', iostat=ios) '/a8'
  print '(a,i0)', 'still no room ', ios
  close(10)
  open(10, file='q.dat', status='replace', recl=20)
  write(10, '(a,a)', iostat=ios) repeat('a', 15), 'bbbbbbbbb'
  read(10, *, iostat=ios) s
  write(10, '(a,/,a)', iostat=ios) 'xy', repeat('c', 18)
  print '(a,i0)', 'next record ', ios
  write(10, *, iostat=ios) 1234567, 28, 39
  read(10, *, iostat=ios) s
  endfile(10, iostat=ios)
  print '(a,i0)', 'endfile ', ios
  close(10)
  call show('p.dat')
  call show('q.dat')
contains
  subroutine show(name)
    character(*), intent(in) :: name
    open(10, file=name, status='old')
    do
      read(10, '(a)', iostat=ios) line
      if (ios /= 0) exit
      print '(3a)', '[', trim(line), ']'
    end do
    close(10, status='delete')
  end subroutine show
end program failed_write_room
! CHECK:list -2
! CHECK-NEXT:read 5002
! CHECK-NEXT:too long -2
! CHECK-NEXT:fits 0
! CHECK-NEXT:tab -2
! CHECK-NEXT:after tab 0
! CHECK-NEXT:short 0
! CHECK-NEXT:backspace 0
! CHECK-NEXT:rewind 0
! CHECK-NEXT:no room -2
! CHECK-NEXT:after no room -2
! CHECK-NEXT:still no room -2
! CHECK-NEXT:next record 0
! CHECK-NEXT:endfile 0
! CHECK-NEXT:[after rewind]
! CHECK-NEXT:[   793347520.     (,]
! CHECK-NEXT:[aaaaaaaaaaaaaaaxy]
! CHECK-NEXT:[cccccccccccccccccc]
! CHECK-NEXT:[     1234567]
