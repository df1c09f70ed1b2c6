! flang front door: T0, TL0, TR0 and 0X in a format read at run time are
! positions, as flang 19's runtime takes them: T0 is T1, the others move
! nowhere, in output and input, in groups and before ADVANCE='NO';
! libgfortran (and the gfortran front door) says "Positive integer
! required in format".  (flang's compiler refuses them in a constant
! format, so the formats are variables.)
! RUN: %flangdiff %s | %fcheck %s
program zero_positions
  implicit none
  character(40) :: f
  character(12) :: s
  integer :: i, j, k, ios
  f = '(i2,t0,i2)'
  write (*, f) 5, 6
  f = '(i3,t0,i1)'
  write (*, f) 123, 4
  f = '(i3,0x,i1)'
  write (*, f) 123, 4
  f = '(i3,tr0,i1)'
  write (*, f) 123, 4
  f = '(i3,3x,tl0,i1)'
  write (*, f) 123, 4
  f = '(2(i2,tr0),t0,i1)'
  write (*, f) 11, 22, 3
  f = '(i3,tl0,i1,0x,i1)'
  write (*, f) 123, 4, 5
  f = '(a,t0,a)'
  write (*, f) 'abcdef', 'XY'
  f = '(i1,tl0)'
  write (*, f, advance='no') 7
  write (*, '(i1)') 8
  s = '987654321012'
  f = '(0x,i2,t0,i3,tr0,i2)'
  read (s, f, iostat=ios) i, j, k
  print *, ios, i, j, k
  f = '(i2,0x,i2,tl0,i1)'
  read (s, f) i, j, k
  print *, i, j, k
  f = '(t0,a)'
  write (s, f) 'hello'
  print '(a)', s
end program
! CHECK: 6
! CHECK-NEXT:423
! CHECK-NEXT:1234
! CHECK-NEXT:1234
! CHECK-NEXT:123   4
! CHECK-NEXT:3122
! CHECK-NEXT:12345
! CHECK-NEXT:XYcdef
! CHECK-NEXT:78
! CHECK-NEXT: 0 98 987 65
! CHECK-NEXT: 98 76 5
! CHECK-NEXT:hello       
