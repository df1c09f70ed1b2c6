! OPEN of the preconnected stdout unit with FILE= connects it to that file:
! later PRINTs go to the file; output written before is not lost; INQUIRE
! reports the new name.  A preconnected unit may also be opened without
! FILE= (its modes change) and after CLOSE of unit 6 a PRINT connects
! fort.6.
! RUN: %fdiff --show=both %s | %fcheck %s
! RUN: %fdiff --stdout-file %s
program reopen_stdout
  implicit none
  character(len=20) :: nm, dl
  print *, 'to stdout'
  open (6, delim='quote')
  inquire (6, name=nm, delim=dl)
  print *, trim(nm), ' ', trim(dl)
  open (6, file='out.txt')
  print *, 'to out.txt'
  inquire (6, name=nm, delim=dl)
  write (0, *) trim(nm), ' ', trim(dl)
  close (6)
  print *, 'to fort.6'
  inquire (6, name=nm)
  write (0, *) trim(nm)
end program reopen_stdout
! CHECK: to stdout
! CHECK-NEXT: "stdout" " " "QUOTE"
! CHECK-NEXT: out.txt NONE
! CHECK-NEXT: fort.6
