! ftnio-specific: an unlimited group that holds no data edit and whose
! passes never transfer a character (position edits X, T, TL, TR and mode
! edits such as $ or SP) never lets format control reach a data edit:
! libgfortran 12 loops in it for ever.  ftnio fails the statement with
! IOSTAT 5006 ("Unlimited format item without data edit descriptor repeats
! endlessly") as soon as format control enters it with an item waiting,
! instead of after 2**22 of its edits (fuzz_format found the slow case).
! The next statement running the same format, which ends at the colon
! before the group, must not inherit the failure.
! RUN: %ftnio-run %s | %fcheck %s
program endless_groups
  implicit none
  character(len=*), parameter :: f1 = '(x,(a:::)*(x,2x,t3,tl1,tr2))'
  character(len=*), parameter :: f2 = '(x,(a:::)*($,sp))'
  integer :: ios
  character(len=200) :: msg
  character(len=20) :: s
  call twice(f1)
  call twice(f2)
contains
  subroutine twice(f)
    character(len=*), intent(in) :: f
    integer :: i
    do i = 1, 2
      s = '#'
      msg = ''
      if (i == 1) then
        write (s, f, iostat=ios, iomsg=msg) 'abc', 'def'
      else
        write (s, f, iostat=ios, iomsg=msg) 'ghi'
      end if
      print '(i0,"|",a,"|",a)', ios, trim(s), trim(msg)
    end do
  end subroutine twice
end program endless_groups
! CHECK:5006| abc|Unlimited format item without data edit descriptor repeats endlessly
! CHECK-NEXT:(x,(a:::)*(x,2x,t3,tl1,tr2))
! CHECK-NEXT:                           ^
! CHECK-NEXT:0| ghi|
! CHECK-NEXT:5006| abc|Unlimited format item without data edit descriptor repeats endlessly
! CHECK-NEXT:(x,(a:::)*($,sp))
! CHECK-NEXT:                ^
! CHECK-NEXT:0| ghi|
