! flang front door: where list-directed and namelist output break their
! 80-column lines before an undelimited CHARACTER value.  The blank
! before the value goes only where the line has room for it and the
! value's first character; else the value starts the next line, without
! a blank.  Also empty and delimited strings, and values of other types,
! at every column near the end.
! RUN: %flangdiff %s | %fcheck %s
program list_line_end
  implicit none
  integer(2) :: s2_i1(4)
  integer :: s2_i2, s2_i3, k
  character(len=5) :: s2_c4(3)
  character(len=7) :: s
  character(len=1) :: s2_c5
  character(len=100) :: line
  namelist /s2_nml6/ s2_i1, s2_i2, s2_i3, s2_c4, s
  namelist /s2_nml7/ s2_i1, s2_i2, s2_i3, s2_c4, s2_c5
  s2_i2 = 29
  s2_i3 = 0
  s2_c4 = ['79   ', '     ', '     ']
  s = 'abcdefg'
  s2_c5 = '!'
  do k = 1, 4
    s2_i1 = [int(-10**k, 2), 1_2, -1_2, -52_2]
    write (*, nml=s2_nml6)
    write (*, nml=s2_nml7)
  end do
  do k = 72, 80
    print *, repeat('x', k), 1, 'abc'
    print *, repeat('x', k), 1, 'a', 'b'
    print *, repeat('x', k), 1, '', 'b'
    print *, repeat('x', k), 'a', 1.5, .true.
    print *, repeat('x', k), 2, (1.0, 2.0)
    print *, repeat('x', k), 1, .false., 2
    print *, repeat('x', k), 1, '', 'b'
  end do
  open (10, file='line_end.txt', delim='quote', status='replace')
  do k = 74, 80
    write (10, *) repeat('x', k), 1, 'abc'
    write (10, nml=s2_nml6)
  end do
  rewind (10)
  do
    read (10, '(a)', end=1) line
    print '(a)', trim(line)
  end do
1 close (10, status='delete')
end program list_line_end
! CHECK: &S2_NML6 S2_I1= -10 1 -1 -52,S2_I2= 29,S2_I3= 0,S2_C4= 79             ,S= abcd
! CHECK-NEXT: efg/
! CHECK-NEXT: &S2_NML7 S2_I1= -10 1 -1 -52,S2_I2= 29,S2_I3= 0,S2_C4= 79             ,S2_C5=
! CHECK-NEXT:!/
! CHECK-NEXT: &S2_NML6 S2_I1= -100 1 -1 -52,S2_I2= 29,S2_I3= 0,S2_C4= 79             ,S= abc
! CHECK-NEXT: defg/
! CHECK-NEXT: &S2_NML7 S2_I1= -100 1 -1 -52,S2_I2= 29,S2_I3= 0,S2_C4= 79             ,S2_C5=
! CHECK-NEXT:!/
! CHECK-NEXT: &S2_NML6 S2_I1= -1000 1 -1 -52,S2_I2= 29,S2_I3= 0,S2_C4= 79             ,S= ab
! CHECK-NEXT: cdefg/
! CHECK-NEXT: &S2_NML7 S2_I1= -1000 1 -1 -52,S2_I2= 29,S2_I3= 0,S2_C4= 79             ,
! CHECK-NEXT: S2_C5= !/
! CHECK-NEXT: &S2_NML6 S2_I1= -10000 1 -1 -52,S2_I2= 29,S2_I3= 0,S2_C4= 79             ,S= a
! CHECK-NEXT: bcdefg/
! CHECK-NEXT: &S2_NML7 S2_I1= -10000 1 -1 -52,S2_I2= 29,S2_I3= 0,S2_C4= 79             ,
! CHECK-NEXT: S2_C5= !/
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 1 abc
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 1 ab
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 1 b
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxa 1.5
! CHECK-NEXT:T
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 2
! CHECK-NEXT: (1.,2.)
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 1 F 2
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 1 b
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 1 ab
! CHECK-NEXT: c
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 1 ab
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 1 b
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxa 1.5
! CHECK-NEXT:T
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 2
! CHECK-NEXT: (1.,2.)
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 1 F
! CHECK-NEXT: 2
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 1 b
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 1 a
! CHECK-NEXT: bc
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 1 a
! CHECK-NEXT:b
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 1 b
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxa
! CHECK-NEXT: 1.5 T
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 2
! CHECK-NEXT: (1.,2.)
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 1 F
! CHECK-NEXT: 2
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 1 b
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 1
! CHECK-NEXT:abc
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 1
! CHECK-NEXT:ab
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 1 
! CHECK-NEXT:b
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxa
! CHECK-NEXT: 1.5 T
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 2
! CHECK-NEXT: (1.,2.)
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 1
! CHECK-NEXT:F 2
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 1 
! CHECK-NEXT:b
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 1
! CHECK-NEXT:abc
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 1
! CHECK-NEXT:ab
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 1
! CHECK-NEXT: b
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxa
! CHECK-NEXT: 1.5 T
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 2
! CHECK-NEXT: (1.,2.)
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 1
! CHECK-NEXT:F 2
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 1
! CHECK-NEXT: b
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT: 1 abc
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT: 1 ab
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT: 1 b
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxa
! CHECK-NEXT: 1.5 T
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT: 2 (1.,2.)
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT: 1 F 2
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT: 1 b
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT: 1 abc
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT: 1 ab
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT: 1 b
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT:a 1.5 T
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT: 2 (1.,2.)
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT: 1 F 2
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT: 1 b
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT: x 1 abc
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT: x 1 ab
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT: x 1 b
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT: xa 1.5 T
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT: x 2 (1.,2.)
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT: x 1 F 2
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT: x 1 b
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT: xx 1 abc
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT: xx 1 ab
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT: xx 1 b
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT: xxa 1.5 T
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT: xx 2 (1.,2.)
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT: xx 1 F 2
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT: xx 1 b
! CHECK-NEXT: "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" 1
! CHECK-NEXT:"abc"
! CHECK-NEXT: &S2_NML6 S2_I1= -10000 1 -1 -52,S2_I2= 29,S2_I3= 0,S2_C4= "79   " "     " "
! CHECK-NEXT:  ",S= "abcdefg"/
! CHECK-NEXT: "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
! CHECK-NEXT: 1 "abc"
! CHECK-NEXT: &S2_NML6 S2_I1= -10000 1 -1 -52,S2_I2= 29,S2_I3= 0,S2_C4= "79   " "     " "
! CHECK-NEXT:  ",S= "abcdefg"/
! CHECK-NEXT: "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
! CHECK-NEXT: 1 "abc"
! CHECK-NEXT: &S2_NML6 S2_I1= -10000 1 -1 -52,S2_I2= 29,S2_I3= 0,S2_C4= "79   " "     " "
! CHECK-NEXT:  ",S= "abcdefg"/
! CHECK-NEXT: "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT:" 1 "abc"
! CHECK-NEXT: &S2_NML6 S2_I1= -10000 1 -1 -52,S2_I2= 29,S2_I3= 0,S2_C4= "79   " "     " "
! CHECK-NEXT:  ",S= "abcdefg"/
! CHECK-NEXT: "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT:x" 1 "abc"
! CHECK-NEXT: &S2_NML6 S2_I1= -10000 1 -1 -52,S2_I2= 29,S2_I3= 0,S2_C4= "79   " "     " "
! CHECK-NEXT:  ",S= "abcdefg"/
! CHECK-NEXT: "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT:xx" 1 "abc"
! CHECK-NEXT: &S2_NML6 S2_I1= -10000 1 -1 -52,S2_I2= 29,S2_I3= 0,S2_C4= "79   " "     " "
! CHECK-NEXT:  ",S= "abcdefg"/
! CHECK-NEXT: "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT:xxx" 1 "abc"
! CHECK-NEXT: &S2_NML6 S2_I1= -10000 1 -1 -52,S2_I2= 29,S2_I3= 0,S2_C4= "79   " "     " "
! CHECK-NEXT:  ",S= "abcdefg"/
