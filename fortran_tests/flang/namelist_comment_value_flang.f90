! flang front door: a '!' comment where a namelist value is due is passed
! with the blank and comment lines after it, and the value is looked for
! on the next record, as flang 19's runtime does: a scalar there meets
! what the record has (the next object's name is then a bad value), and
! the end of the file there is END (IOSTAT -1).  ftnio took the comment
! for a null value: the object kept its value and the READ went on, or
! ended with "No '/' found" (progen --flang seeds 321, 1607, 892).
! RUN: %flangdiff %s | %fcheck %s
program namelist_comment_value_flang
  implicit none
  real :: r(4), s
  integer :: ios, n
  character(80) :: msg
  character(30) :: in(3)
  character(30) :: cases(3, 6)
  namelist /g/ r, s
  cases(:, 1) = [character(30) :: '&g s = ! c', ' 2.5 /', '']
  cases(:, 2) = [character(30) :: '&g r = 1, ! c', '! c2', ' 2 /']
  cases(:, 3) = [character(30) :: '&g s = ! c', ' r = 1 /', '']
  cases(:, 4) = [character(30) :: '&g s = ! c', '', '']
  cases(:, 5) = [character(30) :: '&g r(4) = ! c', '', '']
  cases(:, 6) = [character(30) :: '&g r = 1 ! c', '', '']
  do n = 1, size(cases, 2)
    r = -1
    s = -1
    in = cases(:, n)
    msg = ''
    if (n <= 3) then
      read (in, nml=g, iostat=ios, iomsg=msg)
    else
      read (in(1), nml=g, iostat=ios, iomsg=msg)
    end if
    print '(i0,1x,a,5f5.1)', ios, trim(msg), r, s
  end do
end program namelist_comment_value_flang
! CHECK:0  -1.0 -1.0 -1.0 -1.0  2.5
! CHECK-NEXT:0   1.0  2.0 -1.0 -1.0 -1.0
! CHECK-NEXT:1030 Bad real input data at column 3 of record 2 -1.0 -1.0 -1.0 -1.0 -1.0
! CHECK-NEXT:-1 End of file during input -1.0 -1.0 -1.0 -1.0 -1.0
! CHECK-NEXT:-1 End of file during input -1.0 -1.0 -1.0 -1.0 -1.0
! CHECK-NEXT:-1 End of file during input  1.0 -1.0 -1.0 -1.0 -1.0
