! flang front door: OPEN's own checks as flang 19's runtime makes them, in
! its order and words (issue 18): bad keyword values (IOSTAT 1006, the
! value as given), POSITION= with ACCESS='DIRECT', FILE= with
! STATUS='SCRATCH', STATUS='NEW'/'REPLACE' without FILE=, and a changed
! RECL=, ACTION=, ACCESS=, FORM= or STATUS= on a connected unit (1001);
! another FILE= with another ACCESS= or FORM= is a new connection.
! RUN: %flangdiff %s | %fcheck %s
program open_flang_checks
  implicit none
  integer :: ios
  character(200) :: msg
  character(12) :: sc, st, dr, ap, rd, rp, nw, un, bg
  character(20) :: acc, fm, nm
  sc = 'scratch'; st = 'stream'; dr = 'direct'; ap = 'append'; rd = 'read'
  rp = 'replace'; nw = 'new'; un = 'unformatted'; bg = 'bogus'
  msg = 'none'; open (11, file='s.txt', status=sc, iostat=ios, iomsg=msg)
  print *, 'scratch+file', ios, trim(msg)
  msg = 'none'; open (12, status=nw, iostat=ios, iomsg=msg)
  print *, 'new nofile', ios, trim(msg)
  msg = 'none'; open (13, status=rp, iostat=ios, iomsg=msg)
  print *, 'replace nofile', ios, trim(msg)
  msg = 'none'; open (14, file='y.txt', access=dr, position=ap, recl=4, iostat=ios, iomsg=msg)
  print *, 'direct append', ios, trim(msg)
  msg = 'none'; open (15, file='y.txt', status=bg, iostat=ios, iomsg=msg)
  print *, 'bad status', ios, trim(msg)
  msg = 'none'; open (16, file='y.txt', form=bg, iostat=ios, iomsg=msg)
  print *, 'bad form', ios, trim(msg)
  open (21, file='a.txt'); open (22, file='c.txt'); open (23, file='g.txt')
  msg = 'none'; open (21, file='b.txt', access=st, iostat=ios, iomsg=msg)
  print *, 'access other file', ios, trim(msg)
  inquire (21, access=acc, name=nm); print *, trim(acc), ' ', trim(nm)
  msg = 'none'; open (22, file='d.txt', form=un, iostat=ios, iomsg=msg)
  print *, 'form other file', ios, trim(msg)
  inquire (22, form=fm, name=nm); print *, trim(fm), ' ', trim(nm)
  msg = 'none'; open (23, access=st, iostat=ios, iomsg=msg)
  print *, 'access same', ios, trim(msg)
  msg = 'none'; open (23, form=un, iostat=ios, iomsg=msg)
  print *, 'form same', ios, trim(msg)
  msg = 'none'; open (23, action=rd, iostat=ios, iomsg=msg)
  print *, 'action same', ios, trim(msg)
  msg = 'none'; open (23, recl=100, iostat=ios, iomsg=msg)
  print *, 'recl same', ios, trim(msg)
  msg = 'none'; open (23, file='g.txt', status=rp, iostat=ios, iomsg=msg)
  print *, 'replace same', ios, trim(msg)
  msg = 'none'; open (23, status=nw, iostat=ios, iomsg=msg)
  print *, 'new no file', ios, trim(msg)
  inquire (23, access=acc, name=nm); print *, trim(acc), ' ', trim(nm)
  msg = 'none'; open (6, recl=100, iostat=ios, iomsg=msg)
  print *, 'stdout recl', ios, trim(msg)
end program open_flang_checks
! CHECK: scratch+file 1001 FILE= may not appear on OPEN with STATUS='SCRATCH'
! CHECK-NEXT: new nofile 1001 FILE= required on OPEN with STATUS='NEW' or 'REPLACE'
! CHECK-NEXT: replace nofile 1001 FILE= required on OPEN with STATUS='NEW' or 'REPLACE'
! CHECK-NEXT: direct append 1001 POSITION= may not be set with ACCESS='DIRECT'
! CHECK-NEXT: bad status 1006 Invalid STATUS='bogus       '
! CHECK-NEXT: bad form 1006 Invalid FORM='bogus       '
! CHECK-NEXT: access other file 0 none
! CHECK-NEXT: STREAM b.txt
! CHECK-NEXT: form other file 0 none
! CHECK-NEXT: UNFORMATTED d.txt
! CHECK-NEXT: access same 1001 ACCESS= may not be changed on an open unit
! CHECK-NEXT: form same 1001 FORM= may not be changed on an open unit
! CHECK-NEXT: action same 1001 ACTION= may not be changed on an open unit
! CHECK-NEXT: recl same 1001 RECL= may not be changed for an open unit
! CHECK-NEXT: replace same 1001 OPEN statement for connected unit may not have explicit STAT
! CHECK-NEXT: US= other than 'OLD'
! CHECK-NEXT: new no file 1001 FILE= required on OPEN with STATUS='NEW' or 'REPLACE'
! CHECK-NEXT: SEQUENTIAL g.txt
! CHECK-NEXT: stdout recl 1001 RECL= may not be changed for an open unit
