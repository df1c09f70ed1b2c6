! A '/' after X took characters of a last record without a newline: the
! step ends that record without the end of the file, so the next item's
! edit is refused first (flang's runtime); ftnio met END at the '/'.
! RUN: %flangdiff %s | %fcheck %s
program read_slash_unended_flang
  implicit none
  integer :: ios
  character(200) :: msg
  real :: r1
  open(10, file='in_fs.txt', access='stream', form='unformatted', &
       status='replace')
  write(10) '1 2'//achar(10)
  write(10) '1.5'
  close(10)
  open(11, file='in_fs.txt', status='old')
  read(11, *)
  r1 = -1; msg = 'none'
  read(11, '(3x,/,i2)', iostat=ios, iomsg=msg) r1
  print '(i0,1x,a)', ios, msg(1:44)
  print '(f5.1)', r1
  close(11, status='delete')
end program
! CHECK:1005 Data edit descriptor 'I' may not be used for
! CHECK-NEXT: -1.0
