! List-directed and namelist READ where blanks run up to the end of an
! internal file's record, or up to a newline character inside it, or
! stand before a record's newline in an external file: ftnio steps over
! such blanks in the record in place (the input window of the record
! buffer or of the variable), and what follows must read as character by
! character.  Kind-4 internal files take the general path.
! RUN: %fdiff %s | %fcheck %s
program plain_window_edges
  implicit none
  character(8) :: s, lines(3)
  character(kind=4, len=8) :: w
  integer :: i, j, k, ios, u
  namelist /g/ i, j
  ! Blanks to the end of a scalar's record, then no more records.
  call reset()
  s = '5   '
  read (s, *, iostat=ios) i, j
  print '(a,3(1x,i0))', 'a', ios, i, j
  ! Blanks to the end of each record of an array.
  call reset()
  lines = [character(8) :: '1   ', '   2  ', ' 3']
  read (lines, *, iostat=ios) i, j, k
  print '(a,4(1x,i0))', 'b', ios, i, j, k
  ! A newline character right after a value, after blanks, before a
  ! comma, and twice.
  call reset()
  s = '1' // achar(10) // '2'
  read (s, *, iostat=ios) i, j
  print '(a,3(1x,i0))', 'c', ios, i, j
  call reset()
  s = '1  ' // achar(10) // '  2'
  read (s, *, iostat=ios) i, j
  print '(a,3(1x,i0))', 'd', ios, i, j
  call reset()
  s = '1 ' // achar(10) // ',2,3'
  read (s, *, iostat=ios) i, j, k
  print '(a,4(1x,i0))', 'e', ios, i, j, k
  call reset()
  s = '1 ' // achar(10) // achar(10) // ' 2'
  read (s, *, iostat=ios) i, j
  print '(a,3(1x,i0))', 'f', ios, i, j
  ! Tabs and carriage returns as blanks, up to the record's end.
  call reset()
  lines = [character(8) :: '1' // achar(9) // achar(13) // ' ', &
           achar(13) // '2' // achar(9), '3']
  read (lines, *, iostat=ios) i, j, k
  print '(a,4(1x,i0))', 'g', ios, i, j, k
  ! Namelist groups with blanks at the records' ends.
  call reset()
  lines = [character(8) :: '&g i=1  ', '  j=2   ', ' /']
  read (lines, nml=g, iostat=ios)
  print '(a,3(1x,i0))', 'h', ios, i, j
  call reset()
  s = '&g i=4  '
  read (s, nml=g, iostat=ios)
  print '(a,3(1x,i0))', 'i', ios, i, j
  ! A kind-4 internal file.
  call reset()
  w = 4_'7  8  '
  read (w, *, iostat=ios) i, j
  print '(a,3(1x,i0))', 'j', ios, i, j
  ! External records: blanks before the newline, then the next READ.
  open (newunit=u, status='scratch')
  write (u, '(a)') '1   ', '   2   ', '&g i=3   ', '  j=4  ', '/   ', &
    '5  ', 'last'
  rewind (u)
  call reset()
  read (u, *, iostat=ios) i, j
  print '(a,3(1x,i0))', 'k', ios, i, j
  call reset()
  read (u, nml=g, iostat=ios)
  print '(a,3(1x,i0))', 'l', ios, i, j
  call reset()
  read (u, *, iostat=ios) i
  print '(a,2(1x,i0))', 'm', ios, i
  read (u, '(a)', iostat=ios) s
  print '(a,1x,i0,1x,a)', 'n', ios, trim(s)
  close (u)
contains
  subroutine reset()
    i = -1; j = -1; k = -1
  end subroutine reset
end program plain_window_edges
! CHECK:a -1 5 -1
! CHECK-NEXT:b 0 1 2 3
! CHECK-NEXT:c 0 1 2
! CHECK-NEXT:d 0 1 2
! CHECK-NEXT:e 0 1 2 3
! CHECK-NEXT:f 0 1 2
! CHECK-NEXT:g 0 1 2 3
! CHECK-NEXT:h 0 1 2
! CHECK-NEXT:i -1 4 -1
! CHECK-NEXT:j 0 7 8
! CHECK-NEXT:k 0 1 2
! CHECK-NEXT:l 0 3 4
! CHECK-NEXT:m 0 5
! CHECK-NEXT:n 0 last
