! flang front door: an O input field gives the value flang 19's runtime
! builds byte by byte: where the first significant digit needs fewer bits
! than its place in a whole number of bytes leaves it, its high bits are
! lost ("462" reads as 12800, not 306); blanks before the digits and
! leading zeros are skipped, a blank after them reads as zero under BZ.
! RUN: %flangdiff %s | %fcheck %s
program octal_input_bytes
  implicit none
  integer :: ios, k
  integer(2) :: i2
  integer(4) :: i4
  integer(8) :: i8
  character(len=12) :: f(8)
  f = [character(12) :: '462', ' 0462', '12345', '7777', '177777', '4 6 2', &
       '37777777777', '1234567012']
  do k = 1, 8
    i4 = -1
    i2 = -1
    i8 = -1
    read(f(k), '(o12)', iostat=ios) i4
    write(*, '(i0,1x,i0,1x,i0)', advance='no') k, ios, i4
    read(f(k), '(o12)', iostat=ios) i2
    write(*, '(1x,i0,1x,i0)', advance='no') ios, i2
    read(f(k), '(bz,o12)', iostat=ios) i8
    write(*, '(1x,i0,1x,i0)') ios, i8
  end do
end program
! CHECK:1 0 12800 0 12800 0 41070624768
! CHECK-NEXT:2 0 12800 0 12800 0 641728512
! CHECK-NEXT:3 0 5349 0 5349 0 11217666048
! CHECK-NEXT:4 0 4095 0 4095 0 68702699520
! CHECK-NEXT:5 0 65535 0 -1 0 17179607040
! CHECK-NEXT:6 0 12800 0 12800 0 35169239040
! CHECK-NEXT:7 0 -1 1034 -1 0 34359738360
! CHECK-NEXT:8 0 175304202 1034 -1 0 11219468928
