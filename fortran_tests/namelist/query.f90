! The GNU query forms of namelist input on standard input: "?" lists the
! group's names, "=?" prints the group, both on standard output with
! libgfortran's quirks (a leading empty record, the group name's last
! letter lost, no newline after the final " /").
! RUN: %fdiff --stdin %S/Inputs/query1.txt --show=stdout %s | %fcheck --check-prefix=ONE %s
! RUN: %fdiff --stdin %S/Inputs/query2.txt --show=stdout %s | %fcheck --check-prefix=TWO %s
program query
  integer :: i = 1, j(2) = [2,3]
  character(4) :: c = 'ab'
  namelist /grp/ i, j, c
  read(*, nml=grp)
  print *, 'after', i, j, c
  read(*, nml=grp)
  print *, 'after2', i, j, c
end program query
! ONE:{{^$}}
! ONE-NEXT:&gr i j c&end
! ONE-NEXT: after           5           2           3 ab  
! ONE: C=ab  ,
! ONE-NEXT: / after2           5           7           3 ab  
! TWO:{{^$}}
! TWO-NEXT:&gr i j c&end
! TWO: C=ab  
! TWO-NEXT: / after           9           2           3 ab  
