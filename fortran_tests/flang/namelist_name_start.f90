! flang front door: where a namelist object's name should start, flang
! 19's runtime takes only a name, '/', '&' or '$': a second separator
! after an object's values (",," or ";;"), a separator right after the
! group's name, or a character no name begins with is IOSTAT 1001 "...
! was not terminated at 'c'".  ftnio skipped the extra separators as
! libgfortran does, and read "3/" at the end of a file as a name up to
! the end of the file ("No '/' found"; progen --flang seeds 307, 601).
! RUN: %flangdiff %s | %fcheck %s
program namelist_name_start
  implicit none
  real(8) :: r1, a(3)
  integer :: ios, k
  character(100) :: msg
  character(24) :: inputs(14)
  namelist /g/ r1, a
  inputs = [character(24) :: '&G R1= ,3/', '&G R1= 1 ,, /', &
            '&G R1=1,, A=2/', '&G R1=, ,A=1/', '&G A=1,2,3,, R1=5/', &
            '&G A= 1,,3/', '&G R1=1, A=2/', '&G R1=1 A=2/', &
            '&G , R1=1/', '&G ,, R1=1/', '&G R1=1 * /', '&G A=1 2 3 4/', &
            '&G R1=1;; A=2/', '&G R1=1,5; ; A=2/']
  do k = 1, size(inputs)
    ! the value as the last line of a file, and from an internal file
    open (31, file='namelist_name_start.dat', status='replace')
    write (31, '(a)') trim(inputs(k))
    rewind (31)
    r1 = -1
    a = -1
    msg = ''
    read (31, nml=g, iostat=ios, iomsg=msg, &
          decimal=merge('comma', 'point', k >= 13))
    print '(i0,1x,a,1x,4f6.2)', ios, trim(msg), r1, a
    close (31, status='delete')
    r1 = -1
    a = -1
    msg = ''
    read (inputs(k), nml=g, iostat=ios, iomsg=msg, &
          decimal=merge('comma', 'point', k >= 13))
    print '(i0,1x,a,1x,4f6.2)', ios, trim(msg), r1, a
  end do
  ! A comma ending a line and another starting the next.
  open (31, file='namelist_name_start.dat', status='replace')
  write (31, '(a)') '&G R1=1 ,'
  write (31, '(a)') ', A=2/'
  write (31, '(a)') '&G R1=1 ,'
  write (31, '(a)') ' A=2,,/'
  rewind (31)
  do k = 1, 2
    r1 = -1
    a = -1
    msg = ''
    read (31, nml=g, iostat=ios, iomsg=msg)
    print '(i0,1x,a,1x,4f6.2)', ios, trim(msg), r1, a
  end do
  close (31, status='delete')
end program namelist_name_start
! CHECK:1001 NAMELIST input group 'g' was not terminated at '3'  -1.00 -1.00 -1.00 -1.00
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at '3'  -1.00 -1.00 -1.00 -1.00
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at ','   1.00 -1.00 -1.00 -1.00
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at ','   1.00 -1.00 -1.00 -1.00
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at ','   1.00 -1.00 -1.00 -1.00
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at ','   1.00 -1.00 -1.00 -1.00
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at ','  -1.00 -1.00 -1.00 -1.00
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at ','  -1.00 -1.00 -1.00 -1.00
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at ','  -1.00  1.00  2.00  3.00
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at ','  -1.00  1.00  2.00  3.00
! CHECK-NEXT:0   -1.00  1.00 -1.00  3.00
! CHECK-NEXT:0   -1.00  1.00 -1.00  3.00
! CHECK-NEXT:0    1.00  2.00 -1.00 -1.00
! CHECK-NEXT:0    1.00  2.00 -1.00 -1.00
! CHECK-NEXT:0    1.00  2.00 -1.00 -1.00
! CHECK-NEXT:0    1.00  2.00 -1.00 -1.00
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at ','  -1.00 -1.00 -1.00 -1.00
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at ','  -1.00 -1.00 -1.00 -1.00
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at ','  -1.00 -1.00 -1.00 -1.00
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at ','  -1.00 -1.00 -1.00 -1.00
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at '*'   1.00 -1.00 -1.00 -1.00
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at '*'   1.00 -1.00 -1.00 -1.00
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at '4'  -1.00  1.00  2.00  3.00
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at '4'  -1.00  1.00  2.00  3.00
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at ';'   1.00 -1.00 -1.00 -1.00
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at ';'   1.00 -1.00 -1.00 -1.00
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at ';'   1.50 -1.00 -1.00 -1.00
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at ';'   1.50 -1.00 -1.00 -1.00
! CHECK-NEXT:1001 NAMELIST input group 'g' was not terminated at ','   1.00 -1.00 -1.00 -1.00
! CHECK-NEXT:0    1.00  2.00 -1.00 -1.00
