! flang front door: a formatted WRITE to a stream file cuts off what
! follows the place it stopped, as flang 19's runtime does at its
! implied ENDFILE, also where only one byte follows (libgfortran leaves
! the file so) and after a non-advancing WRITE; CLOSE ends no such open
! record with a newline; and a last record without a newline reads
! without END condition.
! RUN: %flangdiff %s | %fcheck %s
program stream_write_cuts_file
  implicit none
  integer :: u, p
  open(newunit=u, file='a.txt', access='stream', form='formatted', status='replace')
  write(u, '(a)') 'abc'
  inquire(u, pos=p)
  write(u, '(a)') '4-'
  write(u, '(a)', pos=p) "'"
  close(u)
  call show('a')
  open(newunit=u, file='a.txt', access='stream', form='formatted', status='replace')
  write(u, '(a)') 'abcdef'
  write(u, '(a)', pos=6, advance='no') 'Z'
  close(u)
  call show('b')
  open(newunit=u, file='a.txt', access='stream', form='formatted', status='replace')
  write(u, '(a)', advance='no') 'liXY'
  rewind(u)
  close(u)
  call show('c')
  open(newunit=u, file='a.txt', status='old')
  close(u, status='delete')
contains
  subroutine show(tag)
    character(*), intent(in) :: tag
    integer :: v, ios, n
    character(len=20) :: line
    open(newunit=v, file='a.txt', access='stream', form='unformatted', status='old')
    inquire(v, size=n)
    close(v)
    print '(2a,1x,i0)', tag, ' size', n
    open(newunit=v, file='a.txt', access='stream', form='formatted', status='old')
    do
      line = '?'
      read(v, '(a)', iostat=ios) line
      print '(a,1x,i0,3a)', tag, ios, ' [', trim(line), ']'
      if (ios /= 0) exit
    end do
    close(v)
  end subroutine
end program
! CHECK:a size 6
! CHECK-NEXT:a 0 [abc]
! CHECK-NEXT:a 0 [']
! CHECK-NEXT:a -1 [?]
! CHECK-NEXT:b size 6
! CHECK-NEXT:b 0 [abcdeZ]
! CHECK-NEXT:b -1 [?]
! CHECK-NEXT:c size 4
! CHECK-NEXT:c 0 [liXY]
! CHECK-NEXT:c -1 [?]
