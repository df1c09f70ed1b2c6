! Corner cases of list-directed input where libgfortran 12 has its own
! rules: a logical followed by name characters takes the separator after
! it, "t...=" assigns nothing, '/' after a record end, a comma ending one
! record and another starting the next, ';' as a separator, tabs,
! Infinity/NaN inside complex values, CR LF records.
! RUN: %fdiff --input %S/Inputs/crlf.txt=crlf.txt %s | %fcheck %s
program quirks
  implicit none
  character(len=12) :: r(3)
  character(len=20) :: s
  logical :: l1, l2
  integer :: a, b, c, ios
  complex :: z1, z2
  character(len=6) :: t1, t2
  character(len=60) :: msg
  call logi('tx ,5 6')
  call logi('true,,5 6')
  call logi('fx/5 6')
  call logi('Tx=5 6 7')
  call logi('2*tx=5 6')
  call logi('.t,5')
  r = [character(len=12) :: '1', '/5 6', '7']
  call ints3(r)
  r = [character(len=12) :: '1,', ',2', '3']
  call ints3(r)
  r = [character(len=12) :: '1,', '2', '3']
  call ints3(r)
  r = [character(len=12) :: '', '  ,', '3']
  call ints3(r)
  r = [character(len=12) :: '1;2', ';;', '3']
  call ints3(r)
  r = [character(len=12) :: '1'//char(9)//'2', char(9)//'3', '']
  call ints3(r)
  r = [character(len=12) :: ',', '', '']
  call ints3(r)
  r = [character(len=12) :: '2*', '3', '']
  call ints3(r)
  call cplx('(inf,1) 2')
  call cplx('(1,inf) 2')
  call cplx('(-nan,nan) 2')
  call cplx('(1,2)(3,4) 2')
  call cplx('(1 2) 3')
  call cplx('(1e,2) 3')
  call cplx('(.,2) 3')
  call cplx('3*(1,2) 3')
  call cplx('2* (1,2) 3')
  call cplx('x 3')
  open (10, file='crlf.txt', status='old')
  read (10, *) a
  read (10, *) b, c
  read (10, *) t1, t2, a
  print *, b, c, '[', t1, '][', t2, ']', a
  close (10)
contains
  subroutine logi(t)
    character(len=*), intent(in) :: t
    l1 = .false.; l2 = .false.; a = -1; b = -1
    s = t
    msg = ''
    read (s, *, iostat=ios, iomsg=msg) l1, a, b
    print *, 'L ', t, ': ', ios, l1, a, b, ' ', trim(msg)
    l1 = .false.; s = t; t1 = '------'
    read (s, *, iostat=ios, iomsg=msg) l1, t1
    print *, 'L ', t, ': ', ios, l1, ' [', t1, ']'
  end subroutine
  subroutine ints3(rr)
    character(len=*), intent(in) :: rr(:)
    a = -1; b = -1; c = -1
    msg = ''
    read (rr, *, iostat=ios, iomsg=msg) a, b, c
    print *, 'I ', ios, a, b, c, ' ', trim(msg)
  end subroutine
  subroutine cplx(t)
    character(len=*), intent(in) :: t
    z1 = (-1, -1); z2 = (-2, -2); a = -1
    s = t
    msg = ''
    read (s, *, iostat=ios, iomsg=msg) z1, z2, a
    print *, 'C ', t, ': ', ios, z1, z2, a, ' ', trim(msg)
  end subroutine
end program quirks
! CHECK: L tx ,5 6:            0 T          -1           5{{  }}
! CHECK: L tx ,5 6:            0 T  [------]
! CHECK: L true,,5 6:            0 T          -1           5{{  }}
! CHECK: L true,,5 6:            0 T  [------]
! CHECK: L fx/5 6:            0 F           5           6{{  }}
! CHECK: L fx/5 6:            0 F  [5     ]
! CHECK: L Tx=5 6 7:         5010 F          -1          -1  Bad integer for item 2 in list input
! CHECK: L Tx=5 6 7:            0 F  [tx=5  ]
! CHECK: L 2*tx=5 6:         5010 F          -1          -1  Bad integer for item 3 in list input
! CHECK: L 2*tx=5 6:            0 F  [------]
! CHECK: L .t,5:           -1 T           5          -1  End of file
! CHECK: L .t,5:            0 T  [5     ]
! CHECK: I            0           1           5          -1{{  }}
! CHECK: I            0           1          -1           2{{  }}
! CHECK: I            0           1           2           3{{  }}
! CHECK: I           -1           3          -1          -1  End of file
! CHECK: I            0           1           2          -1{{  }}
! CHECK: I            0           1           2           3{{  }}
! CHECK: I           -1          -1          -1          -1  End of file
! CHECK: I            0          -1          -1           3{{  }}
! CHECK: C (inf,1) 2:         5010                    (Inf,1.00000000)           (-2.00000000,-2.00000000)          -1  Bad repeat count in item 2 of list input
! CHECK: C (1,inf) 2:         5010                    (1.00000000,Inf)           (-2.00000000,-2.00000000)          -1  Bad repeat count in item 2 of list input
! CHECK: C (-nan,nan) 2:         5010                           (NaN,NaN)           (-2.00000000,-2.00000000)          -1  Bad repeat count in item 2 of list input
! CHECK: C (1,2)(3,4) 2:         5010             (1.00000000,2.00000000)           (-2.00000000,-2.00000000)          -1  Bad complex value in item 1 of list input
! CHECK: C (1 2) 3:         5010            (1.00000000,-1.00000000)           (-2.00000000,-2.00000000)          -1  Bad complex value in item 1 of list input
! CHECK: C (1e,2) 3:         5010           (-1.00000000,-1.00000000)           (-2.00000000,-2.00000000)          -1  Bad complex floating point number for item 1
! CHECK: C (.,2) 3:         5010            (0.00000000,-1.00000000)           (-2.00000000,-2.00000000)          -1  Error during floating point read
! CHECK: C 3*(1,2) 3:         5010             (1.00000000,2.00000000)             (1.00000000,2.00000000)          -1  Read type COMPLEX where INTEGER was expected for item 3
! CHECK: C 2* (1,2) 3:         5010           (-1.00000000,-1.00000000)           (-2.00000000,-2.00000000)          -1  Bad integer for item 3 in list input
! CHECK: C x 3:         5010           (-1.00000000,-1.00000000)           (-2.00000000,-2.00000000)          -1  Bad complex value in item 1 of list input
! CHECK:           2           3 [x     ][ab    ]           4
