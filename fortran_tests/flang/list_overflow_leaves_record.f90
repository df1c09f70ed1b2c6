! flang front door: a list-directed READ whose value overflows its item
! (IOSTAT 1035 for an INTEGER, 1036 for a REAL or a part of a COMPLEX)
! leaves its record, as after any other bad value: the next READ starts
! at the next record, as in flang 19's runtime.  ftnio had gone on in the
! same record (progen --flang seed 290).  Also an overflow of a value
! read again for a repeat count, and the values the items keep.
! RUN: %flangdiff %s | %fcheck %s
program list_overflow_leaves_record
  implicit none
  real(8) :: x, y
  real(4) :: s(3)
  integer :: i, j, ios
  integer(1) :: b
  complex(4) :: z
  logical :: l
  complex(8) :: c2
  character(100) :: msg
  open (71, file='list_overflow_leaves_record.dat', status='replace')
  write (71, '(a)') '1e400 5 6'
  write (71, '(a)') '7 8'
  write (71, '(a)') '1e60 5 6'
  write (71, '(a)') '9 10'
  write (71, '(a)') '(1e60,2) 5 6'
  write (71, '(a)') '11 12'
  write (71, '(a)') '(1,2e60) 5 6'
  write (71, '(a)') '13 14'
  write (71, '(a)') '99999999999 5 6'
  write (71, '(a)') '15 16'
  write (71, '(a)') '2*300 5 6'
  write (71, '(a)') '17 18'
  write (71, '(a)') '1.0 3*1e60 6'
  write (71, '(a)') '19 20'
  write (71, '(a)') 'Tru, (1e22,1e400)'
  write (71, '(a)') '(Infinity,'
  write (71, '(a)') '1.5d0)'
  rewind (71)
  x = 1; y = 2
  call step('real(8)')
  read (71, *, iostat=ios, iomsg=msg) x, y
  print '(i0,1x,a,2(1x,es9.2))', ios, trim(msg), x, y
  call next_record()
  s = 3
  call step('real(4)')
  read (71, *, iostat=ios, iomsg=msg) s(1)
  print '(i0,1x,a,1x,es9.2)', ios, trim(msg), s(1)
  call next_record()
  z = (7, 7)
  call step('complex real part')
  read (71, *, iostat=ios, iomsg=msg) z
  print '(i0,1x,a,2(1x,es9.2))', ios, trim(msg), z
  call next_record()
  z = (7, 7)
  call step('complex imaginary part')
  read (71, *, iostat=ios, iomsg=msg) z
  print '(i0,1x,a,2(1x,es9.2))', ios, trim(msg), z
  call next_record()
  i = 4; j = 4
  call step('integer(4)')
  read (71, *, iostat=ios, iomsg=msg) i, j
  print '(i0,1x,a,2(1x,i0))', ios, trim(msg), i, j
  call next_record()
  i = 4; b = 4
  call step('repeated into integer(1)')
  read (71, *, iostat=ios, iomsg=msg) i, b
  print '(i0,1x,a,2(1x,i0))', ios, trim(msg), i, b
  call next_record()
  s = 3
  call step('repeated into real(4)')
  read (71, *, iostat=ios, iomsg=msg) s
  print '(i0,1x,a,3(1x,es9.2))', ios, trim(msg), s
  call next_record()
  c2 = (5, 5); l = .false.
  call step('pair part')
  read (71, *, iostat=ios, iomsg=msg) l, c2
  print '(i0,1x,a,1x,l1,2(1x,es9.2))', ios, trim(msg), l, c2
  call step('after it')
  read (71, *, iostat=ios, iomsg=msg) l
  print '(i0,1x,a)', ios, trim(msg)
  close (71, status='delete')
contains
  subroutine step(what)
    character(*), intent(in) :: what
    msg = ''
    ios = -999
    print '(2a)', 'case ', what
  end subroutine step
  subroutine next_record()
    integer :: k
    msg = ''
    k = -1
    read (71, *, iostat=ios, iomsg=msg) k
    print '(a,i0,1x,i0,1x,a)', '  next: ', k, ios, trim(msg)
  end subroutine next_record
end program list_overflow_leaves_record
! CHECK:case real(8)
! CHECK-NEXT:1036 Real or complex input value overflows type       Inf  2.00E+00
! CHECK-NEXT:  next: 7 0 
! CHECK-NEXT:case real(4)
! CHECK-NEXT:1036 Real or complex input value overflows type       Inf
! CHECK-NEXT:  next: 9 0 
! CHECK-NEXT:case complex real part
! CHECK-NEXT:1036 Real or complex input value overflows type       Inf  7.00E+00
! CHECK-NEXT:  next: 11 0 
! CHECK-NEXT:case complex imaginary part
! CHECK-NEXT:1036 Real or complex input value overflows type  1.00E+00       Inf
! CHECK-NEXT:  next: 13 0 
! CHECK-NEXT:case integer(4)
! CHECK-NEXT:1035 Decimal input overflows INTEGER(4) variable 4 4
! CHECK-NEXT:  next: 15 0 
! CHECK-NEXT:case repeated into integer(1)
! CHECK-NEXT:1035 Decimal input overflows INTEGER(1) variable 300 4
! CHECK-NEXT:  next: 17 0 
! CHECK-NEXT:case repeated into real(4)
! CHECK-NEXT:1036 Real or complex input value overflows type  1.00E+00       Inf  3.00E+00
! CHECK-NEXT:  next: 19 0 
! CHECK-NEXT:case pair part
! CHECK-NEXT:1036 Real or complex input value overflows type T  1.00E+22       Inf
! CHECK-NEXT:case after it
! CHECK-NEXT:1005 Data edit descriptor 'r' may not be used for LOGICAL input
