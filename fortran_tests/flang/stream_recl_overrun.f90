! flang front door: flang 19's runtime holds a formatted stream WRITE's
! records to RECL= (given through a variable: the compiler refuses it
! written out), the newline included: a record of RECL bytes ends without
! one and fails with "Attempt to write 1 bytes to position RECL ..."
! (issue 18; progen --flang seed 211).
! RUN: %flangdiff %s | %fcheck %s
program stream_recl_overrun
  integer :: ios, k, n
  character(100) :: msg
  character(40) :: bytes
  character(6) :: acc
  do k = 1, 4
    acc = 'stream'; open (50, file='sr.dat', status='replace', recl=5, access=acc, form='formatted')
    msg = ''
    select case (k)
    case (1); write (50, '(a)', iostat=ios, iomsg=msg) 'abcd'
    case (2); write (50, '(a)', iostat=ios, iomsg=msg) 'abcde'
    case (3); write (50, *, iostat=ios, iomsg=msg) 1, 'x'
    case (4); write (50, '(a,/,a)', iostat=ios, iomsg=msg) 'ab', 'cd'
    end select
    print '(i0,1x,i0,1x,a)', k, ios, trim(msg)
    close (50)
    open (50, file='sr.dat', access='stream', form='unformatted')
    inquire (50, size=n)
    bytes = ''
    read (50, iostat=ios) bytes(1:n)
    print '(3a)', '[', bytes(1:n), ']'
    close (50, status='delete')
  end do
end program
! CHECK:1 0 
! CHECK-NEXT:[abcd
! CHECK-NEXT:]
! CHECK-NEXT:2 1002 Attempt to write 1 bytes to position 5 in a fixed-size record of 5 bytes
! CHECK-NEXT:[abcde]
! CHECK-NEXT:3 0 
! CHECK-NEXT:[ 1 x
! CHECK-NEXT:]
! CHECK-NEXT:4 0 
! CHECK-NEXT:[ab
! CHECK-NEXT:cd
! CHECK-NEXT:]
