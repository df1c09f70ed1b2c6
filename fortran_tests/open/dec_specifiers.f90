! DEC extensions of OPEN (-fdec): SHARE= (DENYRW takes an exclusive lock,
! impossible with ACTION='READ': 5007), CARRIAGECONTROL= (not with
! unformatted files: 5001), READONLY (conflicts with ACTION='WRITE'; a
! CLOSE with STATUS='DELETE' only warns and keeps the file), and what
! INQUIRE reports for SHARE= and CARRIAGECONTROL=.
! RUN: %fdiff --fflags=-fdec --show=both %s | %fcheck %s
program dec_specifiers
  implicit none
  integer :: ios
  character(len=80) :: msg
  character(len=12) :: sh, cc, act
  logical :: ex
  open (10, file='a.txt', status='replace', share='denyrw', &
        carriagecontrol='fortran')
  inquire (10, share=sh, carriagecontrol=cc)
  print *, trim(sh), ' ', trim(cc)
  open (11, file='b.txt', status='replace', share='denynone', &
        form='unformatted')
  inquire (11, share=sh, carriagecontrol=cc)
  print *, trim(sh), ' ', trim(cc)
  inquire (12, share=sh, carriagecontrol=cc)
  print *, trim(sh), ' ', trim(cc)
  inquire (file='b.txt', share=sh, carriagecontrol=cc)
  print *, trim(sh), ' ', trim(cc)
  close (11)
  inquire (file='b.txt', share=sh, carriagecontrol=cc)
  print *, trim(sh), ' ', trim(cc)
  open (12, file='c.txt', status='replace', action='read', share='denyrw', &
        iostat=ios, iomsg=msg)
  print *, ios, trim(msg)
  open (12, file='c.txt', form='unformatted', carriagecontrol='list', &
        iostat=ios, iomsg=msg)
  print *, ios, trim(msg)
  act = 'write'
  open (13, file='a.txt', readonly, action=act, iostat=ios, iomsg=msg)
  print *, ios, trim(msg)
  open (13, file='a.txt', readonly)
  inquire (13, action=act)
  print *, 'readonly ', trim(act)
  close (13, status='delete')
  inquire (file='a.txt', exist=ex)
  print *, 'a.txt exists', ex
  open (14, status='scratch', readonly)
  inquire (14, action=act)
  print *, 'readonly scratch ', trim(act)
end program dec_specifiers
! CHECK: DENYRW FORTRAN
! CHECK-NEXT: DENYNONE NONE
! CHECK-NEXT: UNKNOWN UNKNOWN
! CHECK-NEXT: DENYNONE NONE
! CHECK-NEXT: UNKNOWN UNKNOWN
! CHECK-NEXT:        5007 Cannot set write lock on file opened for READ
! CHECK-NEXT:        5001 CARRIAGECONTROL parameter conflicts with UNFORMATTED form in OPEN statement
! CHECK-NEXT:        5002 ACTION conflicts with READONLY in OPEN statement
! CHECK-NEXT: readonly READ
! CHECK-NEXT: a.txt exists T
! CHECK-NEXT: readonly scratch READ
! CHECK-NEXT:At line 40 of file dec_specifiers.f90 (unit = 13, file = 'a.txt')
! CHECK-NEXT:Fortran runtime warning: STATUS set to DELETE on CLOSE but file protected by READONLY specifier
