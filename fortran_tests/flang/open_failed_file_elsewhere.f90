! flang front door: an OPEN that fails on a bad specifier (here SIGN=)
! naming a file another unit is connected to leaves its unit without a
! file, as flang 19's runtime does: a WRITE there is refused as output
! to a read-only file and INQUIRE knows no access (ftnio opened fort.N
! for the WRITE).
! RUN: %flangdiff %s | %fcheck %s
program open_failed_file_elsewhere
  implicit none
  integer :: ios
  character(len=80) :: msg
  character(len=12) :: sg
  character(len=3) :: q
  logical :: ex
  sg = 'processor_de'
  open(22, file='p0.dat', status='replace', iostat=ios, iomsg=msg)
  msg = ''
  open(20, file='p0.dat', form='formatted', sign=sg, recl=100, iostat=ios, iomsg=msg)
  print '(a,1x,i0,1x,a)', 'a', ios, trim(msg)
  msg = ''
  write(20, *, iostat=ios, iomsg=msg) 1, 'x'
  print '(a,1x,i0,1x,a)', 'b', ios, trim(msg)
  q = '-'
  inquire(unit=20, sequential=q, iostat=ios)
  print '(a,1x,i0,1x,a)', 'c', ios, q
  inquire(file='fort.20', exist=ex)
  print '(a,1x,l1)', 'd', ex
  close(20)
  close(22, status='delete')
end program
! CHECK:a 1006 Invalid SIGN='processor_de'
! CHECK-NEXT:b 1012 Attempted output to read-only file
! CHECK-NEXT:c 0 UNK
! CHECK-NEXT:d F
