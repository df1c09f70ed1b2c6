! Namelist READ of Inf or NaN followed by blanks or the record's end:
! libgfortran then looks past blanks and new lines for a '=' (the word
! was an object's name).  A '!' found there makes it a value, even when
! the comment runs to the end of the file (END after the value is
! stored); a separator or tab right after it, or the file's end, means
! no look at all.
! RUN: %fdiff --show=stdout %s | %fcheck %s
program read_infnan_comment
  real :: x, y
  integer :: ios, u
  character(80) :: msg, s(2)
  namelist /g/ x, y
  call try1('&g x=Infinity ! c', '')
  call try1('&g x=NaN   !', ' y=3 /')
  call try1('&g x=Inf', '! only a comment')
  call try1('&g x=nan'//char(9), '')
  call try1('&g x=inf!', '')
  call try1('&g x=inf', '  = 4 /')
  call try1('&g x=inf !', '= 4 /')
  call tryf('&g x=Inf')
  call tryf('&g x=Inf !')
  call tryf('&g y=NaN ')
contains
  subroutine try1(a, b)
    character(*) :: a, b
    x = 1; y = 2; s(1) = a; s(2) = b
    read (s, nml=g, iostat=ios, iomsg=msg)
    print '(i0,1x,a,2(1x,g0))', ios, trim(msg), x, y
  end subroutine
  subroutine tryf(a)
    character(*) :: a
    x = 1; y = 2
    open (newunit=u, file='j.dat', status='replace', access='stream', form='formatted')
    write (u, '(a)', advance='no') a
    close (u)
    open (newunit=u, file='j.dat', status='old')
    read (u, nml=g, iostat=ios, iomsg=msg)
    print '(i0,1x,a,2(1x,g0))', ios, trim(msg), x, y
    close (u, status='delete')
  end subroutine
end program read_infnan_comment
! CHECK:-1 End of file Inf 2.00000000
! CHECK-NEXT:0 End of file 1.00000000 2.00000000
! CHECK-NEXT:-1 End of file Inf 2.00000000
! CHECK-NEXT:0 End of file 1.00000000 2.00000000
! CHECK-NEXT:-1 End of file Inf 2.00000000
! CHECK-NEXT:0 End of file 1.00000000 2.00000000
! CHECK-NEXT:5010 namelist read: misplaced = sign Inf 2.00000000
! CHECK-NEXT:-1 End of file 1.00000000 2.00000000
! CHECK-NEXT:-1 End of file Inf 2.00000000
! CHECK-NEXT:-1 End of file 1.00000000 2.00000000
