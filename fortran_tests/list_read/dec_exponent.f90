! -fdec (dt flag bit 27): an exponent letter or sign without digits reads as
! exponent 0 ("8e" is 8e0) in list-directed, namelist and formatted REAL
! and COMPLEX input, for every real kind; without -fdec the same inputs
! are errors (gfortran.dg/dec_exp_1.f90).
! RUN: %fdiff --fflags=-fdec %s | %fcheck --check-prefix=DEC %s
! RUN: %fdiff %s | %fcheck --check-prefix=STD %s
! DEC:list 8e          |   0|  8.00000000 |
! DEC-NEXT:list 8E,         |   0|  8.00000000 |
! DEC-NEXT:list -8d 7       |   0| -8.00000000 |
! DEC-NEXT:list 1.5q+       |   0|  1.50000000 |
! DEC-NEXT:list 2.5e-/      |   0|  2.50000000 |
! DEC-NEXT:list .5e-,       |   0|  0.50000000 |
! DEC-NEXT:list 3*8e        |   0|  8.00000000 |
! DEC-NEXT:list e           |5010|  0.00000000 |Bad real number in item 1 of list input
! DEC-NEXT:list 1e+x        |   0|  1.00000000 |
! DEC-NEXT:list 8e!         |   0|  8.00000000 |
! DEC-NEXT:list8 1.25e      |   0|  1.25000000 |
! DEC-NEXT:list8 1.25d-     |   0|  1.25000000 |
! DEC-NEXT:list10 7.5q      |   0|  7.50000000 |
! DEC-NEXT:list16 7.5e+     |   0|  7.50000000 |
! DEC-NEXT:cplx (1.5e,2d+)  |   0|   1.500   2.000 |
! DEC-NEXT:cplx (1.5e-, 2.5)|   0|   1.500   2.500 |
! DEC-NEXT:cplx (1.5e ,2.5) |   0|   1.500   2.500 |
! DEC-NEXT:nml |   0|   8.000   1.500   1.000   2.000 |
! DEC-NEXT:nml |   0|   8.000   4.000  -1.000   0.000 |
! DEC-NEXT:(F8.2) 1.5e            |   0|     1.50000 |
! DEC-NEXT:(F8.2) 15e+            |   0|     0.15000 |
! DEC-NEXT:(E8.2) 1.5d-           |   0|     1.50000 |
! DEC-NEXT:(G8.2)   1.5e          |   0|     1.50000 |
! DEC-NEXT:(F8.2) 1.5E            |   0|     1.50000 |
! DEC-NEXT:(BZ,F8.2) 1.5e         |   0|     1.50000 |
! DEC-NEXT:(D8.2) +               |   0|     0.00000 |
! DEC-NEXT:(F8.2) e               |   0|     0.00000 |
! DEC-NEXT:(2P,F8.2) 1.5e         |   0|     1.50000 |
! DEC-NEXT:(F10.3) 2.25q-         |   0|     2.25000 |
! DEC-NEXT:(E12.3) 12345e         |   0|    12.34500 |
! DEC-NEXT:file list |   0|   4.000   5.000   6.000 |
! DEC-NEXT:file fmt |   0|   4.000   5.000   6.000 |
! STD:list 8e          |5010|  0.00000000 |Bad real number in item 1 of list input
! STD-NEXT:list 8E,         |5010|  0.00000000 |Bad real number in item 1 of list input
! STD-NEXT:list -8d 7       |5010|  0.00000000 |Bad real number in item 1 of list input
! STD-NEXT:list 1.5q+       |5010|  0.00000000 |Bad real number in item 1 of list input
! STD-NEXT:list 2.5e-/      |5010|  0.00000000 |Bad real number in item 1 of list input
! STD-NEXT:list .5e-,       |5010|  0.00000000 |Bad real number in item 1 of list input
! STD-NEXT:list 3*8e        |5010|  0.00000000 |Bad real number in item 1 of list input
! STD-NEXT:list e           |5010|  0.00000000 |Bad real number in item 1 of list input
! STD-NEXT:list 1e+x        |5010|  0.00000000 |Bad real number in item 1 of list input
! STD-NEXT:list 8e!         |5010|  0.00000000 |Bad real number in item 1 of list input
! STD-NEXT:list8 1.25e      |5010|  0.00000000 |Bad real number in item 1 of list input
! STD-NEXT:list8 1.25d-     |5010|  0.00000000 |Bad real number in item 1 of list input
! STD-NEXT:list10 7.5q      |5010|  0.00000000 |Bad real number in item 1 of list input
! STD-NEXT:list16 7.5e+     |5010|  0.00000000 |Bad real number in item 1 of list input
! STD-NEXT:cplx (1.5e,2d+)  |5010|   0.000   0.000 |Bad complex floating point number for item 1
! STD-NEXT:cplx (1.5e-, 2.5)|5010|   0.000   0.000 |Bad complex floating point number for item 1
! STD-NEXT:cplx (1.5e ,2.5) |5010|   0.000   0.000 |Bad complex floating point number for item 1
! STD-NEXT:nml |5010|  -1.000  -1.000  -1.000   0.000 |Bad real number in item 1 of list input
! STD-NEXT:nml |   0|  -1.000  -1.000  -1.000   0.000 |
! STD-NEXT:(F8.2) 1.5e            |5010|    -1.00000 |Bad value during floating point read
! STD-NEXT:(F8.2) 15e+            |5010|    -1.00000 |Bad value during floating point read
! STD-NEXT:(E8.2) 1.5d-           |5010|    -1.00000 |Bad value during floating point read
! STD-NEXT:(G8.2)   1.5e          |5010|    -1.00000 |Bad value during floating point read
! STD-NEXT:(F8.2) 1.5E            |5010|    -1.00000 |Bad value during floating point read
! STD-NEXT:(BZ,F8.2) 1.5e         |5010|    -1.00000 |Bad value during floating point read
! STD-NEXT:(D8.2) +               |   0|     0.00000 |
! STD-NEXT:(F8.2) e               |5010|    -1.00000 |Bad value during floating point read
! STD-NEXT:(2P,F8.2) 1.5e         |5010|    -1.00000 |Bad value during floating point read
! STD-NEXT:(F10.3) 2.25q-         |5010|    -1.00000 |Bad value during floating point read
! STD-NEXT:(E12.3) 12345e         |5010|    -1.00000 |Bad value during floating point read
! STD-NEXT:file list |5010|   0.000   0.000   0.000 |Bad real number in item 1 of list input
! STD-NEXT:file fmt |5010|   0.000   0.000   0.000 |Bad value during floating point read
program dec_exponent
  implicit none
  call list4('8e')
  call list4('8E,')
  call list4('-8d 7')
  call list4('1.5q+')
  call list4('2.5e-/')
  call list4('.5e-,')
  call list4('3*8e')
  call list4('e')
  call list4('1e+x')
  call list4('8e!')
  call list8('1.25e')
  call list8('1.25d-')
  call list10('7.5q')
  call list16('7.5e+')
  call listc('(1.5e,2d+)')
  call listc('(1.5e-, 2.5)')
  call listc('(1.5e ,2.5)')
  call nml('&g x=8e, y=1.5e-, z=(1e,2e)/')
  call nml('&g x=8e!c' // achar(10) // ' y=4d/')
  call fmt4('(F8.2)', '1.5e    ')
  call fmt4('(F8.2)', '15e+    ')
  call fmt4('(E8.2)', '1.5d-   ')
  call fmt4('(G8.2)', '  1.5e  ')
  call fmt4('(F8.2)', '1.5E')
  call fmt4('(BZ,F8.2)', '1.5e    ')
  call fmt4('(D8.2)', '+       ')
  call fmt4('(F8.2)', 'e       ')
  call fmt4('(2P,F8.2)', '1.5e    ')
  call fmt8('(F10.3)', '2.25q-')
  call fmt16('(E12.3)', '12345e')
  call external_file()
contains
  subroutine list4(s)
    character(*), intent(in) :: s
    character(80) :: msg
    real(4) :: x
    integer :: ios
    x = 0; msg = ''
    read (s, *, iostat=ios, iomsg=msg) x
    write (*, '(A,T18,"|",I4,"|",F12.8," |",A)') 'list ' // s, ios, x, trim(msg)
  end subroutine
  subroutine list8(s)
    character(*), intent(in) :: s
    character(80) :: msg
    real(8) :: x
    integer :: ios
    x = 0; msg = ''
    read (s, *, iostat=ios, iomsg=msg) x
    write (*, '(A,T18,"|",I4,"|",F12.8," |",A)') 'list8 ' // s, ios, x, trim(msg)
  end subroutine
  subroutine list10(s)
    character(*), intent(in) :: s
    character(80) :: msg
    real(10) :: x
    integer :: ios
    x = 0; msg = ''
    read (s, *, iostat=ios, iomsg=msg) x
    write (*, '(A,T18,"|",I4,"|",F12.8," |",A)') 'list10 ' // s, ios, x, trim(msg)
  end subroutine
  subroutine list16(s)
    character(*), intent(in) :: s
    character(80) :: msg
    real(16) :: x
    integer :: ios
    x = 0; msg = ''
    read (s, *, iostat=ios, iomsg=msg) x
    write (*, '(A,T18,"|",I4,"|",F12.8," |",A)') 'list16 ' // s, ios, x, trim(msg)
  end subroutine
  subroutine listc(s)
    character(*), intent(in) :: s
    character(80) :: msg
    complex :: z
    integer :: ios
    z = 0; msg = ''
    read (s, *, iostat=ios, iomsg=msg) z
    write (*, '(A,T18,"|",I4,"|",2F8.3," |",A)') 'cplx ' // s, ios, z, trim(msg)
  end subroutine
  subroutine nml(s)
    character(*), intent(in) :: s
    character(80) :: msg
    real :: x, y
    complex :: z
    integer :: ios
    namelist /g/ x, y, z
    x = -1; y = -1; z = -1; msg = ''
    read (s, nml=g, iostat=ios, iomsg=msg)
    write (*, '("nml |",I4,"|",4F8.3," |",A)') ios, x, y, z, trim(msg)
  end subroutine
  subroutine fmt4(f, s)
    character(*), intent(in) :: f, s
    character(80) :: msg
    real(4) :: x
    integer :: ios
    x = -1; msg = ''
    read (s, f, iostat=ios, iomsg=msg) x
    write (*, '(A,T24,"|",I4,"|",F12.5," |",A)') f // ' ' // s, ios, x, trim(msg)
  end subroutine
  subroutine fmt8(f, s)
    character(*), intent(in) :: f, s
    character(80) :: msg
    real(8) :: x
    integer :: ios
    x = -1; msg = ''
    read (s, f, iostat=ios, iomsg=msg) x
    write (*, '(A,T24,"|",I4,"|",F12.5," |",A)') f // ' ' // s, ios, x, trim(msg)
  end subroutine
  subroutine fmt16(f, s)
    character(*), intent(in) :: f, s
    character(80) :: msg
    real(16) :: x
    integer :: ios
    x = -1; msg = ''
    read (s, f, iostat=ios, iomsg=msg) x
    write (*, '(A,T24,"|",I4,"|",F12.5," |",A)') f // ' ' // s, ios, x, trim(msg)
  end subroutine
  ! An external file: list and formatted records, the value at a record end.
  subroutine external_file()
    real :: a, b, c
    integer :: ios, u
    character(80) :: msg
    open (newunit=u, file='dec.txt', status='replace')
    write (u, '(A)') '4e', '5d+ 6q-', '7.5e  '
    rewind (u)
    a = 0; b = 0; c = 0; msg = ''
    read (u, *, iostat=ios, iomsg=msg) a, b, c
    write (*, '("file list |",I4,"|",3F8.3," |",A)') ios, a, b, c, trim(msg)
    rewind (u)
    a = 0; b = 0; c = 0; msg = ''
    read (u, '(F3.0/F3.0,F4.0/F6.1)', iostat=ios, iomsg=msg) a, b, c
    write (*, '("file fmt |",I4,"|",3F8.3," |",A)') ios, a, b, c, trim(msg)
    close (u, status='delete')
  end subroutine
end program dec_exponent
