! flang writes a namelist group's " &" and its name as two pieces: under a
! short FORT_FMT_RECL the name moves to the next record, after a blank,
! when it does not fit after " &".  ftnio kept " &NAME" in one piece.
! RUN: %flangdiff --env FORT_FMT_RECL=6 %s | %fcheck %s
program namelist_write_group_name_line
  integer :: i1 = 5, ab = 7
  namelist /grp/ i1
  namelist /longgroup/ i1, ab
  write (*, nml=grp)
  write (*, nml=longgroup)
end program namelist_write_group_name_line
! CHECK: &GRP 
! CHECK-NEXT: I1= 5
! CHECK-NEXT: /
! CHECK-NEXT: &
! CHECK-NEXT: LONGGROUP
! CHECK-NEXT:  I1=
! CHECK-NEXT: 5,AB=
! CHECK-NEXT: 7/
