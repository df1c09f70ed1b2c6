! List-directed and namelist READ on a sequential file opened with RECL=:
! libgfortran's list reader ignores RECL=, so a record exactly RECL long
! reads as any other (ftnio hung on it), PAD='NO' does not turn a bad
! value into a null one (IOSTAT 5010), and a record longer than RECL
! (written before RECL= was given) is read whole.  Formatted READ at the
! same boundary, for comparison.
! RUN: %fdiff %s | %fcheck %s
program recl_records
  implicit none
  integer :: u, ios, i, j
  integer(2) :: i2
  logical :: l
  real :: r
  real(8) :: x
  character(len=4) :: c
  complex :: z
  character(len=80) :: msg
  namelist /nl/ i
  u = 0
  call put('F', 1)
  read (u, *, iostat=ios) l
  print *, 'logical', ios, l
  call put('7', 1)
  read (u, *, iostat=ios) i
  print *, 'integer', ios, i
  call put('2.5', 3)
  read (u, *, iostat=ios) r
  print *, 'real', ios, r
  call put('abcd', 4)
  read (u, *, iostat=ios) c
  print *, 'character', ios, c
  call put('"ab"', 4)
  read (u, *, iostat=ios) c
  print *, 'delimited', ios, c
  call put('(1,2)', 5)
  read (u, *, iostat=ios) z
  print *, 'complex', ios, z
  call put('1 2', 3)
  i = -1; j = -1
  read (u, *, iostat=ios) i, j
  print *, 'two', ios, i, j
  call put('7', 1)
  read (u, '(i1)', iostat=ios) i
  print *, 'formatted', ios, i
  call put('7', 1)
  read (u, '(i2)', iostat=ios) i
  print *, 'formatted wider', ios, i
  call put('&nl i=3 /', 9)
  i = -1
  read (u, nml=nl, iostat=ios)
  print *, 'namelist', ios, i
  call put('y', 80)
  i2 = -1; x = -1
  read (u, *, pad='no', iostat=ios, iomsg=msg) i2, x
  print *, 'pad no', ios, i2, x, trim(msg)
  call put('y', 80)
  read (u, *, iostat=ios, iomsg=msg) i2, x
  print *, 'pad yes', ios, i2, x, trim(msg)
  call put('5', 80)
  read (u, *, pad='no', iostat=ios, iomsg=msg) i2, x
  print *, 'short', ios, i2, x, trim(msg)
  ! A record longer than RECL=.
  open (newunit=u, file='h.txt', status='replace')
  write (u, '(a)') '12345 678'
  close (u)
  open (newunit=u, file='h.txt', status='old', recl=3)
  i = -1; j = -1
  read (u, *, iostat=ios) i, j
  print *, 'longer', ios, i, j
  close (u)
contains
  subroutine put(s, n)
    character(*), intent(in) :: s
    integer, intent(in) :: n
    if (u /= 0) close (u)
    msg = ''
    open (newunit=u, file='h.txt', status='replace', recl=n)
    write (u, '(a)') s
    rewind (u)
  end subroutine put
end program recl_records
! CHECK: logical           0 F
! CHECK-NEXT: integer           0           7
! CHECK-NEXT: real           0   2.50000000{{    }}
! CHECK-NEXT: character           0 abcd
! CHECK-NEXT: delimited           0 ab{{  }}
! CHECK-NEXT: complex           0             (1.00000000,2.00000000)
! CHECK-NEXT: two           0           1           2
! CHECK-NEXT: formatted           0           7
! CHECK-NEXT: formatted wider           0           7
! CHECK-NEXT: namelist           0           3
! CHECK-NEXT: pad no        5010     -1  -1.0000000000000000      Bad integer for item 1 in list input
! CHECK-NEXT: pad yes        5010     -1  -1.0000000000000000      Bad integer for item 1 in list input
! CHECK-NEXT: short          -1      5  -1.0000000000000000      End of file
! CHECK-NEXT: longer           0       12345         678
