! flang front door, list-directed WRITE in flang's layout: a COMPLEX
! value splits after its separator when its imaginary part does not fit
! the line (external and internal records), and a delimited string
! (DELIM='QUOTE') fills each record, its blank left out where only the
! blank would fit.
! RUN: %flangdiff %s | %fcheck %s
program list_split
  integer :: k
  character(30) :: r(4)
  complex :: z = (1.0, -2.0)
  complex(8) :: zz = (123.456d0, -7.5d-3)
  do k = 60, 78, 1
    print *, repeat('x', k), z, zz
  end do
  r = ' '
  write (r, *) 'abcdefghijklmnopqrstuvw', z, zz
  print '(a)', r
  open (10, file='d.txt', status='replace', delim='quote')
  do k = 60, 79, 1
    write (10, *) repeat('x', k), 'hello', 'a"b'
  end do
  close (10)
end program list_split
! CHECK: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (1.,-2.)
! CHECK-NEXT: (123.456,-7.5E-03)
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (1.,-2.)
! CHECK-NEXT: (123.456,-7.5E-03)
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (1.,-2.)
! CHECK-NEXT: (123.456,-7.5E-03)
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (1.,-2.)
! CHECK-NEXT: (123.456,-7.5E-03)
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (1.,-2.)
! CHECK-NEXT: (123.456,-7.5E-03)
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (1.,-2.)
! CHECK-NEXT: (123.456,-7.5E-03)
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (1.,-2.)
! CHECK-NEXT: (123.456,-7.5E-03)
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (1.,-2.)
! CHECK-NEXT: (123.456,-7.5E-03)
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (1.,-2.)
! CHECK-NEXT: (123.456,-7.5E-03)
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (1.,-2.)
! CHECK-NEXT: (123.456,-7.5E-03)
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (1.,
! CHECK-NEXT:-2.) (123.456,-7.5E-03)
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (1.,
! CHECK-NEXT:-2.) (123.456,-7.5E-03)
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (1.,
! CHECK-NEXT:-2.) (123.456,-7.5E-03)
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (1.,
! CHECK-NEXT:-2.) (123.456,-7.5E-03)
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT: (1.,-2.) (123.456,-7.5E-03)
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT: (1.,-2.) (123.456,-7.5E-03)
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT: (1.,-2.) (123.456,-7.5E-03)
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT: (1.,-2.) (123.456,-7.5E-03)
! CHECK-NEXT: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
! CHECK-NEXT: (1.,-2.) (123.456,-7.5E-03)
! CHECK-NEXT: abcdefghijklmnopqrstuvw (1., 
! CHECK-NEXT:-2.) (123.456,-7.5E-03)       
! CHECK-NEXT:                              
! CHECK-NEXT:                              
