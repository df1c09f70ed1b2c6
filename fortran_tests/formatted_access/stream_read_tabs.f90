! T and TL in a formatted stream READ: libgfortran counts no columns
! there (its bytes used stay 0), so TL does not move and T n skips n - 1
! characters forward from where the READ is, in the record or after '/'.
! RUN: %fdiff %s | %fcheck %s
program stream_read_tabs
  implicit none
  character(len=2) :: a, b
  integer :: ios, p
  open(90, file='p.dat', access='stream', form='formatted', status='replace')
  write(90, '(a)') 'abcdefghijkl'
  write(90, '(a)') 'ABCDEFGHIJKL'
  call probe("(A2,TL1,A2)")
  call probe("(A2,TL5,A2)")
  call probe("(A2,T1,A2)")
  call probe("(A2,T2,A2)")
  call probe("(A2,T5,A2)")
  call probe("(T5,A2,T3,A2)")
  call probe("(A2,3X,TL2,A2)")
  call probe("(A2,/,T3,A2)")
  call probe("(A2,/,TL1,A2)")
  call probe("(A2,T20,A2)")
  call probe("(A2,TR1,TL1,A2)")
contains
  subroutine probe(f)
    character(*), intent(in) :: f
    a = '?'; b = '?'
    read(90, f, pos=1, iostat=ios) a, b
    inquire(90, pos=p)
    print '(a16,i3,5a,i4)', f, ios, ' [', a, '] [', b, ']', p
  end subroutine
end program
! CHECK:     (A2,TL1,A2)  0 [ab] [cd]  14
! CHECK:     (A2,TL5,A2)  0 [ab] [cd]  14
! CHECK:      (A2,T1,A2)  0 [ab] [cd]  14
! CHECK:      (A2,T2,A2)  0 [ab] [de]  14
! CHECK:      (A2,T5,A2)  0 [ab] [gh]  14
! CHECK:   (T5,A2,T3,A2)  0 [ef] [ij]  14
! CHECK:  (A2,3X,TL2,A2)  0 [ab] [fg]  14
! CHECK:    (A2,/,T3,A2)  0 [ab] [CD]  27
! CHECK:   (A2,/,TL1,A2)  0 [ab] [AB]  27
! CHECK:     (A2,T20,A2)  0 [ab] [  ]  14
! CHECK: (A2,TR1,TL1,A2)  0 [ab] [de]  14
