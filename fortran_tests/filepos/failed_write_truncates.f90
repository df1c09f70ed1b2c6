! A formatted sequential WRITE that fails part way through a record where
! the file is cut after the record (after REWIND or BACKSPACE): libgfortran
! cuts the file before the unfinished record and leaves the position after
! it, so a later WRITE leaves zero bytes in its place, and a READ or
! ENDFILE finds them.  At the end of the file the next WRITE continues the
! unfinished record instead.  ftnio kept the record for the next WRITE in
! every case.  Formatted, list-directed and namelist WRITE.
! RUN: %fdiff %s | %fcheck %s
program failed_write_truncates
  implicit none
  integer :: u, ios, k
  character(len=10) :: c
  namelist /nl/ k
  k = 123
  ! Format error after '/' ended one record; then a WRITE.
  call fresh('b1.txt')
  write (u, '(a/a,i1)', iostat=ios) 'p', 'qq', 'r'
  print *, 'write', ios
  write (u, '(a)') 'x'
  close (u)
  ! The same, then CLOSE, then REWIND and READs.
  call fresh('b2.txt')
  write (u, '(a/a,i1)', iostat=ios) 'p', 'qq', 'r'
  print *, 'write', ios
  rewind (u)
  call r()
  call r()
  close (u)
  ! ENDFILE after the failed WRITE.
  call fresh('b3.txt')
  write (u, '(a,i1)', iostat=ios) 'qq', 'r'
  print *, 'write', ios
  endfile (u)
  close (u)
  ! At the end of a new file the next WRITE continues the record; after
  ! BACKSPACE it does not.
  open (newunit=u, file='b4.txt', status='replace')
  write (u, '(a,i1)', iostat=ios) 'qq', 'r'
  print *, 'write', ios
  write (u, '(a)') 'x'
  backspace (u)
  write (u, '(a,i1)', iostat=ios) 'yy', 'r'
  print *, 'write', ios
  write (u, '(a)') 'x'
  close (u)
  ! List-directed WRITE past RECL=.
  open (newunit=u, file='b5.txt', recl=8, status='replace')
  write (u, '(a)') 'old1'
  write (u, '(a)') 'old2'
  rewind (u)
  write (u, *, iostat=ios) 'abc', 12345
  print *, 'write', ios
  write (u, '(a)') 'x'
  close (u)
  ! Namelist WRITE past RECL=, then ENDFILE.
  open (newunit=u, file='b6.txt', recl=8, status='replace')
  write (u, '(a)') 'old1'
  write (u, '(a)') 'old2'
  rewind (u)
  write (u, nml=nl, iostat=ios)
  print *, 'write', ios
  endfile (u)
  close (u)
  call dump('b1.txt')
  call dump('b2.txt')
  call dump('b3.txt')
  call dump('b4.txt')
  call dump('b5.txt')
  call dump('b6.txt')
contains
  subroutine fresh(name)
    character(*), intent(in) :: name
    open (newunit=u, file=name, status='replace')
    write (u, '(a)') 'old1'
    write (u, '(a)') 'old2'
    rewind (u)
  end subroutine fresh
  subroutine r()
    c = '?'
    read (u, '(a)', iostat=ios) c
    print *, 'read', ios, iachar(c(1:1)), c(2:)
  end subroutine r
  subroutine dump(name)
    character(*), intent(in) :: name
    integer :: v, n, i
    character(len=1) :: b
    open (newunit=v, file=name, access='stream', status='old', &
          action='read')
    inquire (v, size=n)
    write (*, '(a,i3,a)', advance='no') name, n, ':'
    do i = 1, n
      read (v) b
      write (*, '(1x,i0)', advance='no') iachar(b)
    end do
    write (*, '()')
    close (v)
  end subroutine dump
end program failed_write_truncates
! CHECK: write        5006
! CHECK-NEXT: write        5006
! CHECK-NEXT: read           0         112{{          }}
! CHECK-NEXT: read          -1          63{{          }}
! CHECK-NEXT: write        5006
! CHECK-NEXT: write        5006
! CHECK-NEXT: write        5006
! CHECK-NEXT: write          -2
! CHECK-NEXT: write          -2
! CHECK-NEXT:b1.txt  6: 112 10 0 0 120 10
! CHECK-NEXT:b2.txt  2: 112 10
! CHECK-NEXT:b3.txt  2: 0 0
! CHECK-NEXT:b4.txt  4: 0 0 120 10
! CHECK-NEXT:b5.txt  7: 0 0 0 0 0 120 10
! CHECK-NEXT:b6.txt  8: 0 0 0 0 0 0 0 0
