! flang front door: before each value of a namelist array flang's runtime
! looks ahead for the next object's name; a value that looks like a name
! (T, F, Inf) with only blanks, comments and blank lines after it up to
! the end of the file makes that look-ahead meet the end: END (-1) after
! the value is stored, where a group cut short elsewhere is the error
! "No '/' found" (1001).  (issue 18; progen --flang seed 900072.)
! RUN: %flangdiff %s | %fcheck %s
program namelist_array_name_ahead_end
  implicit none
  integer :: ios, a, ia(3)
  logical :: la(3)
  real :: ra(3)
  character(len=80) :: msg
  namelist /h/ a, ia, la, ra
  call t('&h la = t,t,t', '', '')
  call t('&h la = t,t,t', ' ', '')
  call t('&h la = f, .fx , t ! note, with = and / &end', '! d', '')
  call t('&h', 'la = t,t,f', '')
  call t('&h ra = 1.0, 2.0, inf', '', '')
  call t('&h la = t,t, f', '', '')
  call t('&h la = t,t,t', '', '/')
  call t('&h ia = 1,2,3 ! x', '', '')
  call t('&h la = .t,.t,.t', '', '')
  call t('&h a = 5 ! x', '', '')
contains
  subroutine t(s, s2, s3)
    character(*) :: s, s2, s3
    a = 0; ia = 0; la = .false.; ra = 0
    open (21, file='nane.dat', status='replace')
    write (21, '(a)') s
    if (s2 /= '' .or. s3 /= '') write (21, '(a)') s2
    if (s3 /= '') write (21, '(a)') s3
    rewind (21)
    msg = ''
    read (21, nml=h, iostat=ios, iomsg=msg)
    print '(i5,1x,a,3l2,3i2,3f5.1)', ios, trim(msg), la, ia, ra
    close (21, status='delete')
  end subroutine
end program
! CHECK:   -1 End of file during input T T T 0 0 0  0.0  0.0  0.0
! CHECK:   -1 End of file during input T T T 0 0 0  0.0  0.0  0.0
! CHECK:   -1 End of file during input F F T 0 0 0  0.0  0.0  0.0
! CHECK:   -1 End of file during input T T F 0 0 0  0.0  0.0  0.0
! CHECK:   -1 End of file during input F F F 0 0 0  1.0  2.0  Inf
! CHECK:   -1 End of file during input T T F 0 0 0  0.0  0.0  0.0
! CHECK:    0  T T T 0 0 0  0.0  0.0  0.0
! CHECK: 1001 No '/' found after NAMELIST group 'h' F F F 1 2 3  0.0  0.0  0.0
! CHECK: 1001 No '/' found after NAMELIST group 'h' T T T 0 0 0  0.0  0.0  0.0
! CHECK: 1001 No '/' found after NAMELIST group 'h' F F F 0 0 0  0.0  0.0  0.0
