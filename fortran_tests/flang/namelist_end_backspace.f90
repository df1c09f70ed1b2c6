! flang front door: a namelist READ that meets the end of the file leaves
! the unit after its endfile record, as any READ's END does: another READ
! meets END, BACKSPACE steps back over the endfile record alone (the next
! READ meets END again) and a second one reaches the last record (issue
! 18; progen --flang seed 699, standard input from a pipe).
! RUN: %flangdiff %s | %fcheck %s
program namelist_end_backspace
  integer :: v, ios
  character(8) :: c
  character(80) :: msg
  namelist /g/ v
  open(10, file='neb.dat', status='replace')
  write(10, '(a)') '12345'
  rewind(10)
  read(10, nml=g, iostat=ios)
  print *, 'nml', ios
  msg = ''
  read(10, nml=g, iostat=ios, iomsg=msg)
  print *, 'nml', ios, trim(msg)
  read(10, *, iostat=ios, iomsg=msg) v
  print *, 'list', ios, trim(msg)
  backspace(10, iostat=ios)
  print *, 'bs', ios
  c = 'init'
  read(10, '(a)', iostat=ios) c
  print *, 'rd', ios, c
  backspace(10, iostat=ios)
  backspace(10, iostat=ios)
  read(10, '(a)', iostat=ios) c
  print *, 'rd', ios, c
  rewind(10)
  read(10, nml=g, iostat=ios)
  endfile(10, iostat=ios, iomsg=msg)
  print *, 'endfile', ios, trim(msg)
  close(10, status='delete')
end program
! CHECK: nml -1
! CHECK-NEXT: nml -1 End of file during input
! CHECK-NEXT: list -1 End of file during input
! CHECK-NEXT: bs 0
! CHECK-NEXT: rd -1 init    
! CHECK-NEXT: rd 0 12345   
! CHECK-NEXT: endfile 0 End of file during input
