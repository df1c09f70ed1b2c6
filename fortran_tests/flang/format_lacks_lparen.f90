! flang front door: a format that does not start with '(' is reported in
! flang 19's words, "FORMAT lacks initial '('; at offset 0 in format
! '...'", the format quoted without its leading and trailing blanks, and
! a blank one as "FORMAT missing at least one ')'" (issue 18; progen
! --flang seeds 289, 325).
! RUN: %flangdiff %s | %fcheck %s
program format_lacks_lparen
  implicit none
  integer :: ios, k
  character(100) :: msg
  character(10) :: f
  do k = 1, 4
    select case (k)
    case (1); f = ' i5)'
    case (2); f = 'i5'
    case (3); f = ''
    case (4); f = '  a  '
    end select
    msg = ''
    write (*, f, iostat=ios, iomsg=msg) 5
    print '(i0,1x,i0,3a)', k, ios, '[', trim(msg), ']'
  end do
  msg = ''
  read (msg(1:1), f, iostat=ios, iomsg=msg) k
  print '(i0,3a)', ios, '[', trim(msg), ']'
end program
! CHECK:1 1005[FORMAT lacks initial '('; at offset 0 in format 'i5)']
! CHECK-NEXT:2 1005[FORMAT lacks initial '('; at offset 0 in format 'i5']
! CHECK-NEXT:3 1005[FORMAT missing at least one ')']
! CHECK-NEXT:4 1005[FORMAT lacks initial '('; at offset 0 in format 'a']
! CHECK-NEXT:1005[FORMAT lacks initial '('; at offset 0 in format 'a']
