! flang front door: an undelimited CHARACTER value after a repeat count
! "r*" is read again from its start by each item the count serves, up to
! that item's length, as flang 19's runtime reads it: the characters the
! last item does not take are read as the next value ("2*abc" into three
! CHARACTER(1) items gives "a", "a" and "b", and "c" goes on).  ftnio
! repeated the whole value and went on after it (progen --flang seeds
! 588, 918).
! RUN: %flangdiff %s | %fcheck %s
program list_repeat_undelimited_flang
  implicit none
  character(1) :: c(3)
  character(3) :: d
  integer :: i, ios, n, j
  character(80) :: msg
  character(30) :: cases(2, 6)
  cases(:, 1) = [character(30) :: '3*abc 5', '6']
  cases(:, 2) = [character(30) :: '2*abc', '5']
  cases(:, 3) = [character(30) :: '2*abcd,', 'x 7']
  cases(:, 4) = [character(30) :: '2*ab/', '5']
  cases(:, 5) = [character(30) :: '4*abc 5', '6']
  cases(:, 6) = [character(30) :: '2*"abc" 5', '6']
  do n = 1, size(cases, 2)
    do j = 1, 2
      c = '-'
      d = '---'
      i = -1
      msg = ''
      if (j == 1) then
        read (cases(:, n), *, iostat=ios, iomsg=msg) c, d, i
      else
        open (10, file='list_repeat_undelimited_flang.dat', status='replace')
        write (10, '(a)') trim(cases(1, n)), trim(cases(2, n))
        rewind (10)
        read (10, *, iostat=ios, iomsg=msg) c, d, i
        close (10, status='delete')
      end if
      print '(i0,1x,a,1x,3a,1x,a,1x,i0)', ios, trim(msg), c, d, i
    end do
  end do
end program list_repeat_undelimited_flang
! CHECK:0  aaa bc  5
! CHECK-NEXT:0  aaa bc  5
! CHECK-NEXT:0  aab c   5
! CHECK-NEXT:0  aab c   5
! CHECK-NEXT:1001 Bad character 'x' in INTEGER input field aab cd  -1
! CHECK-NEXT:1001 Bad character 'x' in INTEGER input field aab cd  -1
! CHECK-NEXT:0  aab --- -1
! CHECK-NEXT:0  aab --- -1
! CHECK-NEXT:0  aaa abc 5
! CHECK-NEXT:0  aaa abc 5
! CHECK-NEXT:-1 End of file during input aa5 6   -1
! CHECK-NEXT:-1 End of file during input aa5 6   -1
